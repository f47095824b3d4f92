#!/usr/bin/env python3
"""Draw the Deberts Desktop app icon with QPainter and write every file the installers need.

    python packaging/make_icon.py [--out DIR]

The picture: a green card-table tile with a fanned pair of cards — a red-backed card behind,
and in front a white card with a large heart, the trump suit, and a small gold trump mark in
its corner. Small sizes (<= 32 px) are drawn with simpler shapes (no lattice, no corner mark,
thicker edges) so they stay legible.

Writes into ``deberts_desktop/resources/icons/`` (or ``--out``):

* ``deberts-desktop-<N>.png`` for N = 16, 22, 24, 32, 48, 64, 128, 256, 512 (hicolor sizes,
  the window icon, the .deb and the AppImage);
* ``deberts-desktop.ico`` (Windows: 16, 20, 24, 32, 40, 48, 64, 256; PNG-compressed entries,
  which Windows Vista and later read) and
* ``deberts-desktop.icns`` (macOS: 16 to 1024 incl. @2x, PNG entries), both written by the
  small pure-Python writers below, so no Pillow is needed.

The output is committed, so builds do not run this script; run it again after changing the
drawing. It needs only PySide6 (QtGui) and works without a display (offscreen).
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from deberts_desktop.ui.cards.symbols import suit_path  # noqa: E402  (the cards' own heart)
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import (  # noqa: E402
    QBrush,
    QColor,
    QGuiApplication,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = ROOT / "deberts_desktop" / "resources" / "icons"
NAME = "deberts-desktop"
PNG_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 256)
# icns element types holding PNG data, with their pixel sizes.
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
    (b"ic09", 512), (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256),
    (b"ic14", 512),
)


# --------------------------------------------------------------------------- shapes

def star(points: int = 5, inner: float = 0.45) -> QPainterPath:
    """A star 1 unit across, centred on (0, 0), one point up."""
    import math

    p = QPainterPath()
    for i in range(points * 2):
        r = 0.5 if i % 2 == 0 else 0.5 * inner
        a = -math.pi / 2 + i * math.pi / points
        pt = QPointF(r * math.cos(a), r * math.sin(a))
        p.moveTo(pt) if i == 0 else p.lineTo(pt)
    p.closeSubpath()
    return p


def scaled(path: QPainterPath, size: float, cx: float, cy: float) -> QPainterPath:
    from PySide6.QtGui import QTransform

    return QTransform().translate(cx, cy).scale(size, size).map(path)


# --------------------------------------------------------------------------- drawing

def draw_icon(px: int) -> QImage:
    """The icon as a px × px ARGB image (transparent outside the tile)."""
    img = QImage(px, px, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(px / 100.0, px / 100.0)  # draw on a 100 × 100 grid
    small = px <= 32
    hair = 100.0 / px  # one device pixel in grid units

    # The table: a rounded square of green felt with a soft light in the middle.
    margin = 2.0 if small else 5.0
    tile = QRectF(margin, margin, 100 - 2 * margin, 100 - 2 * margin)
    felt = QRadialGradient(QPointF(45, 38), 70)
    felt.setColorAt(0.0, QColor("#2f9a5a"))
    felt.setColorAt(1.0, QColor("#145c33"))
    p.setPen(QPen(QColor("#0c3d21"), max(hair, 1.2)))
    p.setBrush(QBrush(felt))
    radius = 16.0 if small else 20.0
    p.drawRoundedRect(tile, radius, radius)

    card_w, card_h = (44.0, 62.0) if small else (40.0, 56.0)
    card_r = 5.0
    edge = QPen(QColor("#3a3a3a"), max(hair, 0.9 if not small else 1.4))

    def card_at(cx: float, cy: float, angle: float) -> None:
        p.translate(cx, cy)
        p.rotate(angle)
        p.translate(-card_w / 2, -card_h / 2)

    # Shadow under both cards.
    if not small:
        for cx, cy, angle in ((40, 52, -14), (58, 54, 12)):
            p.save()
            card_at(cx + 1.6, cy + 2.2, angle)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 70))
            p.drawRoundedRect(QRectF(0, 0, card_w, card_h), card_r, card_r)
            p.restore()

    # Back card: red with a white border and (large sizes) a diamond lattice.
    p.save()
    card_at(38 if small else 40, 50 if small else 52, -14)
    p.setPen(edge)
    p.setBrush(QColor("#fbfaf5"))
    p.drawRoundedRect(QRectF(0, 0, card_w, card_h), card_r, card_r)
    inset = 3.5 if not small else 4.5
    inner = QRectF(inset, inset, card_w - 2 * inset, card_h - 2 * inset)
    back = QLinearGradient(inner.topLeft(), inner.bottomRight())
    back.setColorAt(0.0, QColor("#c0392b"))
    back.setColorAt(1.0, QColor("#8e1f16"))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(back))
    p.drawRoundedRect(inner, 2.5, 2.5)
    if not small:
        p.setClipRect(inner)
        p.setPen(QPen(QColor(255, 220, 200, 110), max(hair, 0.7)))
        step = 5.0
        k = -card_h
        while k < card_w + card_h:
            p.drawLine(QPointF(k, 0), QPointF(k + card_h, card_h))
            p.drawLine(QPointF(k + card_h, 0), QPointF(k, card_h))
            k += step
    p.restore()

    # Front card: white with a large red heart, the trump, and a gold trump star.
    p.save()
    card_at(60 if small else 58, 52 if small else 54, 12)
    face = QLinearGradient(QPointF(0, 0), QPointF(card_w, card_h))
    face.setColorAt(0.0, QColor("#ffffff"))
    face.setColorAt(1.0, QColor("#ece8dc"))
    p.setPen(edge)
    p.setBrush(QBrush(face))
    p.drawRoundedRect(QRectF(0, 0, card_w, card_h), card_r, card_r)
    red = QLinearGradient(QPointF(0, card_h * 0.3), QPointF(0, card_h * 0.8))
    red.setColorAt(0.0, QColor("#e74c3c"))
    red.setColorAt(1.0, QColor("#b8261a"))
    pip = card_w * (0.78 if small else 0.62)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(red))
    p.drawPath(scaled(suit_path("H"), pip, card_w / 2, card_h * (0.52 if small else 0.56)))
    if not small:
        # Corner index: a small heart under a gold star (the trump mark).
        p.setBrush(QColor("#c0392b"))
        p.drawPath(scaled(suit_path("H"), 7.5, 7.0, 17.0))
        gold = QLinearGradient(QPointF(0, 2), QPointF(0, 12))
        gold.setColorAt(0.0, QColor("#ffe27a"))
        gold.setColorAt(1.0, QColor("#d49a12"))
        p.setPen(QPen(QColor("#8a6100"), max(hair * 0.8, 0.5)))
        p.setBrush(QBrush(gold))
        p.drawPath(scaled(star(), 9.0, 7.0, 7.5))
    p.restore()

    p.end()
    return img


# --------------------------------------------------------------------------- file formats

def png_bytes(img: QImage) -> bytes:
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    if not img.save(buf, "PNG"):
        raise RuntimeError("could not encode PNG")
    buf.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico whose entries are PNG images (read by Windows Vista and later)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = [], []
    for s in sizes:
        blob = pngs[s]
        dim = 0 if s >= 256 else s
        entries.append(struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset))
        blobs.append(blob)
        offset += len(blob)
    return header + b"".join(entries) + b"".join(blobs)


def icns_bytes(elements: list[tuple[bytes, bytes]]) -> bytes:
    """An Apple .icns made of PNG elements (OS X 10.7 and later)."""
    body = b"".join(t + struct.pack(">I", 8 + len(d)) + d for t, d in elements)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


# --------------------------------------------------------------------------- main

def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT, help=f"output folder (default {DEFAULT_OUT})")
    args = ap.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 (keeps Qt alive)
    args.out.mkdir(parents=True, exist_ok=True)

    cache: dict[int, bytes] = {}

    def png(size: int) -> bytes:
        if size not in cache:
            cache[size] = png_bytes(draw_icon(size))
        return cache[size]

    for s in PNG_SIZES:
        (args.out / f"{NAME}-{s}.png").write_bytes(png(s))
    (args.out / f"{NAME}.ico").write_bytes(ico_bytes({s: png(s) for s in ICO_SIZES}))
    (args.out / f"{NAME}.icns").write_bytes(icns_bytes([(t, png(s)) for t, s in ICNS_TYPES]))
    written = sorted(p.name for p in args.out.iterdir() if p.name.startswith(NAME))
    print(f"make_icon: wrote {len(written)} files to {args.out}: {', '.join(written)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
