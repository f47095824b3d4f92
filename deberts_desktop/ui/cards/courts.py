"""Court cards: the jack, queen and king pictures drawn in their panel.

Each picture is a half-figure drawn twice, the lower half turned round, with the rank
letter and a small pip in the panel's corners; the palettes are :data:`_COURT`. Drawn in
card units on a :class:`~.canvas.Canvas` by :func:`~.faces.render_face`.

Part of the card artwork (:mod:`.art`); imports only PySide6 and the standard library.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainterPath, QPen

from .canvas import Canvas
from .symbols import draw_pip, draw_text

_SKIN = QColor("#f7d9bc")
_INK = QColor("#3b2a1e")
_GOLD = QColor("#e6b422")
_GOLD_DARK = QColor("#8a6a12")

_COURT = {
    # panel tint, robe, robe shade, trim, hair
    "K": dict(bg="#fbefc9", bg2="#f3d98a", robe="#d49a1e", shade="#a9740f", trim="#fff1c2",
              hair="#e9e4da"),
    "Q": dict(bg="#f1e8fb", bg2="#d9c6f2", robe="#7b4db8", shade="#57338a", trim="#f2d36b",
              hair="#d29a2e"),
    "J": dict(bg="#e1f3f0", bg2="#b6e0d9", robe="#1d8a80", shade="#12625b", trim="#f2d36b",
              hair="#6b4424"),
}

# panel in card units
_PANEL = QRectF(19.5, 14.0, 61.0, 112.0)


def draw_court(p: Canvas, rank: str, suit: str, colour: QColor, px: float) -> None:
    """The picture of a jack, queen or king (``rank`` ``"J"``, ``"Q"``, ``"K"``) in its
    panel, in ``colour`` ink; ``px`` is one device pixel in card units (thinnest lines)."""
    pal = _COURT[rank]
    panel = _PANEL
    # vertical gradients only: the raster engine fills them row by row, ~25x faster than diagonal
    grad = QLinearGradient(panel.topLeft(), panel.bottomLeft())
    grad.setColorAt(0.0, QColor(pal["bg"]))
    grad.setColorAt(0.5, QColor(pal["bg2"]))
    grad.setColorAt(1.0, QColor(pal["bg"]))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(grad))
    p.drawRect(panel)
    half = QRectF(-panel.width() / 2, -panel.height() / 2, panel.width(), panel.height() / 2)
    for turn in (0.0, 180.0):
        p.save()
        p.translate(panel.center())
        p.rotate(turn)
        p.setClipRect(half)
        _draw_figure(p, rank, suit, colour, pal)
        p.setClipping(False)
        draw_text(p, rank, half.left() + 6.5, half.top() + 3.0, 10.5, 10.0, colour, serif=True)
        draw_pip(p, suit, half.left() + 6.5, half.top() + 21.0, 8.5, colour)
        p.restore()
    # divider and frame
    line = max(px, 0.5)
    p.setPen(QPen(_INK, line))
    p.drawLine(QPointF(panel.left(), panel.center().y()), QPointF(panel.right(), panel.center().y()))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(colour, max(px, 0.9)))
    p.drawRect(panel)
    p.setPen(QPen(QColor(pal["shade"]), max(px, 0.45)))
    p.drawRect(panel.adjusted(1.6, 1.6, -1.6, -1.6))


def _draw_figure(p: Canvas, rank: str, suit: str, colour: QColor, pal: dict) -> None:
    """One half-figure of a court card, in panel-centred units, standing on y=0."""
    dx = 5.0
    outline = QPen(_INK, 0.45)
    outline.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    robe_c = QColor(pal["robe"])
    shade_c = QColor(pal["shade"])
    trim_c = QColor(pal["trim"])
    hair_c = QColor(pal["hair"])

    # long hair (queen) behind everything
    if rank == "Q":
        hair = QPainterPath()
        hair.moveTo(dx, -47.0)
        hair.cubicTo(dx + 11.0, -47.0, dx + 11.0, -38.0, dx + 10.5, -31.0)
        hair.lineTo(dx + 12.0, -23.0)
        hair.lineTo(dx - 12.0, -23.0)
        hair.lineTo(dx - 10.5, -31.0)
        hair.cubicTo(dx - 11.0, -38.0, dx - 11.0, -47.0, dx, -47.0)
        p.setPen(outline)
        p.setBrush(hair_c)
        p.drawPath(hair)

    # item held on the right side (sceptre / flower / halberd), behind the robe
    _draw_attribute(p, rank, suit, colour, dx, outline, pal)

    # robe with shading
    robe = QPainterPath()
    robe.moveTo(dx - 25.0, 0.5)
    robe.lineTo(dx - 25.0, -8.0)
    robe.cubicTo(dx - 25.0, -19.0, dx - 19.0, -24.5, dx - 9.0, -25.5)
    robe.lineTo(dx + 9.0, -25.5)
    robe.cubicTo(dx + 19.0, -24.5, dx + 25.0, -19.0, dx + 25.0, -8.0)
    robe.lineTo(dx + 25.0, 0.5)
    robe.closeSubpath()
    g = QLinearGradient(QPointF(0.0, -25.0), QPointF(0.0, 0.0))
    g.setColorAt(0.0, robe_c.lighter(115))
    g.setColorAt(0.55, robe_c)
    g.setColorAt(1.0, shade_c)
    p.setPen(outline)
    p.setBrush(QBrush(g))
    p.drawPath(robe)

    # sleeves / arm folds
    p.setPen(QPen(shade_c.darker(130), 0.45))
    fold = QPainterPath()
    fold.moveTo(dx - 18.0, -22.0)
    fold.cubicTo(dx - 16.0, -14.0, dx - 17.0, -6.0, dx - 19.0, 0.5)
    fold.moveTo(dx + 18.0, -22.0)
    fold.cubicTo(dx + 16.0, -14.0, dx + 17.0, -6.0, dx + 19.0, 0.5)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(fold)

    # front panel of the robe in the suit colour, with gold trim
    front = QPainterPath()
    front.moveTo(dx - 6.0, -21.0)
    front.lineTo(dx + 6.0, -21.0)
    front.lineTo(dx + 7.5, 0.5)
    front.lineTo(dx - 7.5, 0.5)
    front.closeSubpath()
    p.setPen(QPen(trim_c, 0.9))
    p.setBrush(colour)
    p.drawPath(front)
    # ermine-like dots (king) / buttons (others)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(trim_c)
    for y in (-15.0, -10.0, -5.0):
        p.drawEllipse(QPointF(dx, y), 0.9, 0.9)

    # collar
    collar = QPainterPath()
    collar.moveTo(dx - 10.0, -25.5)
    collar.cubicTo(dx - 7.0, -20.0, dx - 3.0, -18.0, dx, -18.0)
    collar.cubicTo(dx + 3.0, -18.0, dx + 7.0, -20.0, dx + 10.0, -25.5)
    collar.closeSubpath()
    p.setPen(outline)
    p.setBrush(trim_c)
    p.drawPath(collar)

    # suit badge on the chest
    p.setPen(QPen(_GOLD_DARK, 0.35))
    p.setBrush(QColor("#ffffff"))
    p.drawEllipse(QPointF(dx - 15.0, -12.0), 4.3, 4.3)
    draw_pip(p, suit, dx - 15.0, -12.0, 5.6, colour)

    # neck and head
    p.setPen(outline)
    p.setBrush(_SKIN)
    p.drawRect(QRectF(dx - 2.8, -29.5, 5.6, 6.0))
    p.drawEllipse(QPointF(dx, -36.0), 6.8, 8.2)

    if rank == "K":
        beard = QPainterPath()
        beard.moveTo(dx - 6.8, -37.0)
        beard.cubicTo(dx - 7.2, -28.0, dx - 4.0, -23.5, dx, -22.5)
        beard.cubicTo(dx + 4.0, -23.5, dx + 7.2, -28.0, dx + 6.8, -37.0)
        beard.lineTo(dx + 5.0, -35.0)
        beard.cubicTo(dx + 4.0, -31.5, dx - 4.0, -31.5, dx - 5.0, -35.0)
        beard.closeSubpath()
        p.setBrush(hair_c)
        p.drawPath(beard)
        # moustache
        mo = QPainterPath()
        mo.moveTo(dx, -33.2)
        mo.cubicTo(dx - 2.0, -34.4, dx - 4.0, -33.6, dx - 4.6, -32.0)
        mo.cubicTo(dx - 3.0, -32.6, dx - 1.5, -32.4, dx, -32.2)
        mo.cubicTo(dx + 1.5, -32.4, dx + 3.0, -32.6, dx + 4.6, -32.0)
        mo.cubicTo(dx + 4.0, -33.6, dx + 2.0, -34.4, dx, -33.2)
        p.setPen(QPen(_INK, 0.3))
        p.drawPath(mo)
    elif rank == "J":
        hair = QPainterPath()
        hair.moveTo(dx - 7.0, -31.0)
        hair.cubicTo(dx - 8.6, -44.0, dx + 8.6, -44.0, dx + 7.0, -31.0)
        hair.lineTo(dx + 6.0, -36.5)
        hair.cubicTo(dx + 3.0, -40.0, dx - 3.0, -40.0, dx - 6.0, -36.5)
        hair.closeSubpath()
        p.setPen(outline)
        p.setBrush(hair_c)
        p.drawPath(hair)
    else:  # queen's fringe
        fr = QPainterPath()
        fr.moveTo(dx - 6.9, -35.0)
        fr.cubicTo(dx - 7.5, -44.5, dx + 7.5, -44.5, dx + 6.9, -35.0)
        fr.cubicTo(dx + 4.0, -41.0, dx - 4.0, -41.0, dx - 6.9, -35.0)
        fr.closeSubpath()
        p.setPen(outline)
        p.setBrush(hair_c)
        p.drawPath(fr)

    # face
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(_INK)
    p.drawEllipse(QPointF(dx - 2.5, -37.2), 0.75, 0.85)
    p.drawEllipse(QPointF(dx + 2.5, -37.2), 0.75, 0.85)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(_INK, 0.35))
    brow = QPainterPath()
    brow.moveTo(dx - 4.0, -39.0)
    brow.quadTo(dx - 2.5, -40.0, dx - 1.0, -39.2)
    brow.moveTo(dx + 4.0, -39.0)
    brow.quadTo(dx + 2.5, -40.0, dx + 1.0, -39.2)
    brow.moveTo(dx + 0.2, -36.5)
    brow.quadTo(dx - 1.0, -34.0, dx + 0.6, -33.9)
    p.drawPath(brow)
    if rank != "K":
        p.setPen(QPen(QColor("#b0707a"), 0.7))
        p.drawLine(QPointF(dx - 1.6, -31.3), QPointF(dx + 1.6, -31.3))

    # headwear
    if rank == "K":
        crown = QPainterPath()
        crown.moveTo(dx - 7.5, -41.5)
        crown.lineTo(dx - 9.0, -50.5)
        crown.lineTo(dx - 4.5, -46.0)
        crown.lineTo(dx, -52.0)
        crown.lineTo(dx + 4.5, -46.0)
        crown.lineTo(dx + 9.0, -50.5)
        crown.lineTo(dx + 7.5, -41.5)
        crown.closeSubpath()
        p.setPen(QPen(_GOLD_DARK, 0.45))
        p.setBrush(_GOLD)
        p.drawPath(crown)
        p.drawRect(QRectF(dx - 7.8, -43.5, 15.6, 2.6))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        for x, y in ((dx - 9.0, -50.5), (dx, -52.0), (dx + 9.0, -50.5)):
            p.drawEllipse(QPointF(x, y), 1.2, 1.2)
        p.drawEllipse(QPointF(dx, -42.2), 0.9, 0.9)
    elif rank == "Q":
        tiara = QPainterPath()
        tiara.moveTo(dx - 6.0, -42.0)
        tiara.lineTo(dx - 6.5, -47.0)
        tiara.lineTo(dx - 3.0, -44.5)
        tiara.lineTo(dx, -48.5)
        tiara.lineTo(dx + 3.0, -44.5)
        tiara.lineTo(dx + 6.5, -47.0)
        tiara.lineTo(dx + 6.0, -42.0)
        tiara.closeSubpath()
        p.setPen(QPen(_GOLD_DARK, 0.4))
        p.setBrush(_GOLD)
        p.drawPath(tiara)
        p.setBrush(QColor("#ffffff"))
        for x, y in ((dx - 6.5, -47.0), (dx, -48.5), (dx + 6.5, -47.0)):
            p.drawEllipse(QPointF(x, y), 1.0, 1.0)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawEllipse(QPointF(dx, -43.5), 0.9, 0.9)
    else:  # jack: a tilted cap with a feather
        p.save()
        p.translate(dx + 0.5, -43.0)
        p.rotate(-8.0)
        feather = QPainterPath()
        feather.moveTo(4.0, -1.5)
        feather.cubicTo(7.0, -8.0, 13.0, -10.5, 17.0, -10.0)
        feather.cubicTo(14.0, -7.0, 10.0, -3.0, 4.0, -1.5)
        p.setPen(QPen(_GOLD_DARK, 0.35))
        p.setBrush(trim_c)
        p.drawPath(feather)
        p.setPen(QPen(_GOLD_DARK, 0.3))
        p.drawLine(QPointF(5.0, -2.0), QPointF(15.5, -9.6))
        cap = QPainterPath()
        cap.moveTo(-9.5, 1.0)
        cap.cubicTo(-9.0, -6.0, 8.0, -7.0, 9.5, 1.0)
        cap.closeSubpath()
        p.setPen(outline)
        p.setBrush(colour)
        p.drawPath(cap)
        p.setBrush(trim_c)
        p.drawRect(QRectF(-9.8, -0.2, 19.6, 2.2))
        p.restore()


def _draw_attribute(p: Canvas, rank: str, suit: str, colour: QColor, dx: float,
                    outline: QPen, pal: dict) -> None:
    x = dx + 20.5
    if rank == "K":  # sceptre
        p.setPen(QPen(_GOLD_DARK, 0.4))
        p.setBrush(_GOLD)
        p.drawRect(QRectF(x - 0.9, -45.0, 1.8, 40.0))
        p.drawEllipse(QPointF(x, -47.5), 2.6, 2.6)
        p.setPen(QPen(_GOLD_DARK, 0.9))
        p.drawLine(QPointF(x, -50.0), QPointF(x, -53.5))
        p.drawLine(QPointF(x - 1.6, -52.0), QPointF(x + 1.6, -52.0))
    elif rank == "Q":  # a flower
        p.setPen(QPen(QColor("#2f6b2f"), 0.8))
        p.setBrush(Qt.BrushStyle.NoBrush)
        stem = QPainterPath()
        stem.moveTo(x - 1.0, -8.0)
        stem.cubicTo(x + 2.0, -20.0, x - 2.0, -30.0, x + 0.5, -40.0)
        p.drawPath(stem)
        leaf = QPainterPath()
        leaf.moveTo(x, -24.0)
        leaf.cubicTo(x + 3.0, -27.0, x + 6.0, -27.0, x + 7.0, -26.0)
        leaf.cubicTo(x + 5.0, -23.0, x + 2.0, -23.0, x, -24.0)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#3f8a3a"))
        p.drawPath(leaf)
        p.setPen(QPen(_INK, 0.3))
        p.setBrush(colour)
        cx, cy = x + 0.5, -43.0
        for i in range(5):
            a = math.radians(i * 72.0 - 90.0)
            p.drawEllipse(QPointF(cx + 2.6 * math.cos(a), cy + 2.6 * math.sin(a)), 2.0, 2.0)
        p.setBrush(_GOLD)
        p.drawEllipse(QPointF(cx, cy), 1.5, 1.5)
    else:  # halberd
        p.setPen(QPen(QColor("#5b3b1c"), 0.4))
        p.setBrush(QColor("#8a5a2b"))
        p.drawRect(QRectF(x - 0.8, -46.0, 1.6, 42.0))
        blade = QPainterPath()
        blade.moveTo(x + 0.8, -44.0)
        blade.cubicTo(x + 5.5, -45.5, x + 6.5, -40.0, x + 5.5, -36.5)
        blade.cubicTo(x + 4.0, -38.5, x + 2.0, -39.0, x + 0.8, -38.5)
        blade.closeSubpath()
        blade.moveTo(x - 0.8, -43.0)
        blade.lineTo(x - 4.0, -41.5)
        blade.lineTo(x - 0.8, -40.0)
        blade.closeSubpath()
        blade.moveTo(x - 0.8, -46.0)
        blade.lineTo(x, -51.5)
        blade.lineTo(x + 0.8, -46.0)
        blade.closeSubpath()
        p.setPen(QPen(QColor("#4a5560"), 0.35))
        p.setBrush(QColor("#b9c3cc"))
        p.drawPath(blade)

