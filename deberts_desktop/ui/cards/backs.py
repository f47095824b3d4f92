"""Card backs: a white margin, a lattice and a central rosette, in five colour styles.

:func:`back_styles` names the styles, :func:`render_back` draws one.

Part of the card artwork (:mod:`.art`); imports only PySide6 and the standard library.
"""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QLinearGradient, QPainterPath, QPen

from .canvas import UH, UW, begin_card, card_outline, finish_card

_BACK_STYLES: dict[str, dict[str, str]] = {
    "blue": dict(base="#1f4f9e", dark="#14366f", light="#8fb2ea", accent="#eef3fb", petals="12"),
    "red": dict(base="#a3202a", dark="#73131b", light="#ee9ba0", accent="#fdf0f0", petals="16"),
    "green": dict(base="#1d6b45", dark="#114a2e", light="#86c9a3", accent="#ecf7f1", petals="10"),
    "purple": dict(base="#5b3190", dark="#3d1f66", light="#c2a5ea", accent="#f4eefb", petals="14"),
    "charcoal": dict(base="#33383f", dark="#1f2328", light="#a9b2bd", accent="#f1f3f5", petals="12"),
}


def back_styles() -> tuple[str, ...]:
    """Names of the available card-back styles, for :func:`render_back` / :meth:`.art.CardArt.back`."""
    return tuple(_BACK_STYLES)


_LATTICE: tuple | None = None


def _mix(a: QColor, b: QColor, t: float) -> QColor:
    """``t`` of colour ``a`` over ``1 - t`` of colour ``b`` (opaque)."""
    return QColor.fromRgbF(a.redF() * t + b.redF() * (1 - t), a.greenF() * t + b.greenF() * (1 - t),
                           a.blueF() * t + b.blueF() * (1 - t))


def _lattice() -> tuple[list, list, list]:
    """Diagonal lattice lines, the half-step finer lattice and the crossing dots (card units)."""
    global _LATTICE
    if _LATTICE is None:
        step = 7.0
        n = int((UW + UH) / step) + 2
        lines, fine = [], []
        for i in range(-n, n + 1):
            c = i * step
            for target, off in ((lines, 0.0), (fine, step / 2.0)):
                target.append(QLineF(c + off, 0.0, c + off + UH, UH))
                target.append(QLineF(c + off, 0.0, c + off - UH, UH))
        lines = [ln for ln in lines if min(ln.x1(), ln.x2()) < UW + 1 and max(ln.x1(), ln.x2()) > -1]
        fine = [ln for ln in fine if min(ln.x1(), ln.x2()) < UW + 1 and max(ln.x1(), ln.x2()) > -1]
        dots = []
        for i in range(0, int(UW / step) + 2):
            for j in range(0, int(UH / step) * 2 + 2):
                x = i * step + (step / 2.0 if j % 2 else 0.0)
                dots.append(QRectF(x - 0.65, j * step / 2.0 - 0.65, 1.3, 1.3))
        _LATTICE = (lines, fine, dots)
    return _LATTICE


def render_back(width_px: float, dpr: float = 1.0, style: str = "blue") -> QImage:
    """Draw a card back as a new image: a white margin, a lattice and a central rosette.

    :param width_px: card width in logical pixels (height is ``width_px * 1.4``).
    :param dpr: device pixel ratio; the image is :func:`pixel_size` device pixels and carries it.
    :param style: one of :func:`back_styles` (``"blue"``, ``"red"``, ``"green"`` …).
    :raises ValueError: unknown style.
    """
    pal = _BACK_STYLES.get(style)
    if pal is None:
        raise ValueError(f"unknown card back style {style!r}; choose from {', '.join(_BACK_STYLES)}")
    img, p, px = begin_card(width_px, dpr)
    card_outline(p, px, QColor("#ffffff"), QColor("#8c8c8c"))
    base, dark = QColor(pal["base"]), QColor(pal["dark"])
    light, accent = QColor(pal["light"]), QColor(pal["accent"])
    inner = QRectF(5.0, 5.0, UW - 10.0, UH - 10.0)
    clip = QPainterPath()
    clip.addRoundedRect(inner, 3.5, 3.5)

    g = QLinearGradient(inner.topLeft(), inner.bottomLeft())  # vertical: fast to fill
    g.setColorAt(0.0, base)
    g.setColorAt(0.5, base.lighter(114))
    g.setColorAt(1.0, base)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(g))
    p.drawPath(clip)

    p.save()
    p.setClipRect(inner)  # a rect clip is cheap; the rounded corners are re-whitened below
    # opaque pens: alpha-blended antialiased lines are ~30x slower in the raster engine
    lw = max(px, 0.55)
    lcol = _mix(light, base, 0.6)
    fine = _mix(light, base, 0.25)
    lines, fine_lines, dots = _lattice()
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(fine, lw * 0.8))
    p.drawLines(fine_lines)
    p.setPen(QPen(lcol, lw))
    p.drawLines(lines)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(_mix(light, base, 0.8))
    p.drawRects(dots)
    p.restore()
    # white margin over the lattice outside the inner rounded rectangle, then the card edge
    margin = QPainterPath()
    margin.addRect(QRectF(0.0, 0.0, UW, UH))
    margin.addPath(clip)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#ffffff"))
    p.save()
    p.setClipRect(inner.adjusted(-1.0, -1.0, 1.0, 1.0))
    p.drawPath(margin)
    p.restore()

    # central medallion with a rosette
    c = inner.center()
    p.setPen(QPen(accent, max(px, 0.9)))
    p.setBrush(dark)
    p.drawEllipse(c, 27.0, 36.0)
    p.setPen(QPen(light, max(px, 0.45)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(c, 24.5, 33.5)
    petals = int(pal["petals"])
    p.save()
    p.translate(c)
    # petals one by one: stroking one path of overlapping ellipses is several times slower
    step = 360.0 / petals
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(_mix(light, dark, 0.35))
    for _ in range(petals):
        p.drawEllipse(QPointF(0.0, -11.0), 4.2, 11.0)
        p.rotate(step)
    p.setPen(QPen(accent, max(px, 0.5)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    for _ in range(petals):
        p.drawEllipse(QPointF(0.0, -11.0), 4.2, 11.0)
        p.rotate(step)
    p.rotate(step / 2.0)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(accent)
    for _ in range(petals):
        p.drawEllipse(QPointF(0.0, -20.0), 1.6, 3.2)
        p.rotate(step)
    p.setPen(QPen(dark, max(px, 0.5)))
    p.setBrush(accent)
    p.drawEllipse(QPointF(0.0, 0.0), 3.6, 3.6)
    p.setBrush(base)
    p.drawEllipse(QPointF(0.0, 0.0), 1.8, 1.8)
    p.restore()

    # corner ornaments and frame
    p.setPen(QPen(accent, max(px, 0.7)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(inner.adjusted(2.5, 2.5, -2.5, -2.5), 2.5, 2.5)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(accent)
    for x, y in ((inner.left() + 7.5, inner.top() + 7.5), (inner.right() - 7.5, inner.top() + 7.5),
                 (inner.left() + 7.5, inner.bottom() - 7.5), (inner.right() - 7.5, inner.bottom() - 7.5)):
        d = QPainterPath()
        d.moveTo(x, y - 3.2)
        d.lineTo(x + 2.4, y)
        d.lineTo(x, y + 3.2)
        d.lineTo(x - 2.4, y)
        d.closeSubpath()
        p.drawPath(d)
    return finish_card(img, p, dpr)


