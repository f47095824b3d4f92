"""The drawing surface of a card: its size in pixels and a painter in card units.

A card is 5:7: ``width_px`` logical pixels wide and ``width_px * 1.4`` high; an image of
it is ``round(width_px * dpr)`` by ``round(width_px * 1.4 * dpr)`` device pixels. Inside,
a card is drawn on a 100 × 140 grid of "card units" (:data:`UW` × :data:`UH`), which
:class:`Canvas` maps to device pixels. :func:`begin_card` makes the transparent image and
its canvas, :func:`card_outline` draws the white rounded card, :func:`finish_card` hands
the image back with its pixel ratio.

Part of the card artwork (:mod:`.art`); imports only PySide6 and the standard library.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QGradient,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
    QTransform,
)

#: Height / width of a card (5:7).
ASPECT = 1.4

#: The drawing grid: a card is UW × UH card units.
UW = 100.0
UH = 140.0


def logical_size(width_px: float) -> QSizeF:
    """Size of a card in logical pixels: ``width_px`` by ``width_px * 1.4``."""
    return QSizeF(width_px, width_px * ASPECT)


def pixel_size(width_px: float, dpr: float = 1.0) -> QSize:
    """Size in device pixels of an image rendered at ``width_px`` logical px and ratio ``dpr``:
    ``round(width_px * dpr)`` by ``round(width_px * 1.4 * dpr)``."""
    return QSize(max(1, round(width_px * dpr)), max(1, round(width_px * ASPECT * dpr)))



class Canvas:
    """A QPainter stand-in that takes card units and hands Qt device-pixel geometry.

    Qt's raster engine fills and strokes paths drawn through a scaling painter transform
    several times slower than the same paths given in device pixels (it flattens curves far
    too finely), so this keeps its own transform and maps every shape before drawing. It
    offers the small subset of the QPainter API used here; pen widths are in card units.
    """

    __slots__ = ("p", "t", "_pen", "_brush", "_stack")

    def __init__(self, painter: QPainter, transform: QTransform) -> None:
        self.p = painter
        self.t = QTransform(transform)
        self._pen: QPen | None = None
        self._brush: QBrush | None = None
        self._stack: list[tuple[QTransform, QPen | None, QBrush | None]] = []

    # state
    def save(self) -> None:
        self.p.save()
        self._stack.append((QTransform(self.t), self._pen, self._brush))

    def restore(self) -> None:
        self.p.restore()
        self.t, self._pen, self._brush = self._stack.pop()

    def translate(self, x: float | QPointF, y: float = 0.0) -> None:
        if isinstance(x, QPointF):
            x, y = x.x(), x.y()
        self.t.translate(x, y)

    def rotate(self, degrees: float) -> None:
        self.t.rotate(degrees)

    def scale(self, sx: float, sy: float) -> None:
        self.t.scale(sx, sy)

    def setPen(self, pen: QPen | QColor | Qt.PenStyle) -> None:
        if isinstance(pen, Qt.PenStyle):
            self._pen = None if pen == Qt.PenStyle.NoPen else QPen(pen)
        elif isinstance(pen, QColor):
            self._pen = QPen(pen, 1.0)
        else:
            self._pen = pen

    def setBrush(self, brush: QBrush | QColor | Qt.BrushStyle) -> None:
        if isinstance(brush, Qt.BrushStyle) and brush == Qt.BrushStyle.NoBrush:
            self._brush = None
        else:
            self._brush = QBrush(brush)

    def setClipRect(self, rect: QRectF) -> None:
        self.p.setClipRect(self.t.mapRect(rect))

    def setClipping(self, on: bool) -> None:
        self.p.setClipping(on)

    # device pen / brush for the current transform
    def _dev_pen(self) -> QPen | Qt.PenStyle:
        if self._pen is None:
            return Qt.PenStyle.NoPen
        pen = QPen(self._pen)
        pen.setWidthF(self._pen.widthF() * math.sqrt(abs(self.t.determinant())))
        return pen

    def _dev_brush(self, brush: QBrush | None) -> QBrush | Qt.BrushStyle:
        if brush is None:
            return Qt.BrushStyle.NoBrush
        g = brush.gradient()
        if g is None:
            return brush
        # map the gradient's geometry to device pixels: a brush transform would be ~10x slower
        t = self.t
        if g.type() == QGradient.Type.LinearGradient:
            lg = QLinearGradient(g)
            dev: QGradient = QLinearGradient(t.map(lg.start()), t.map(lg.finalStop()))
        elif g.type() == QGradient.Type.RadialGradient:
            rg = QRadialGradient(g)
            dev = QRadialGradient(t.map(rg.center()), rg.radius() * math.sqrt(abs(t.determinant())),
                                  t.map(rg.focalPoint()))
        else:  # pragma: no cover - only linear and radial gradients are used
            brush = QBrush(brush)
            brush.setTransform(t)
            return brush
        dev.setStops(g.stops())
        dev.setSpread(g.spread())
        return QBrush(dev)

    # drawing
    def drawPath(self, path: QPainterPath) -> None:
        self.p.setPen(self._dev_pen())
        self.p.setBrush(self._dev_brush(self._brush))
        self.p.drawPath(self.t.map(path))

    def fillPath(self, path: QPainterPath, brush: QBrush | QColor) -> None:
        self.p.fillPath(self.t.map(path), self._dev_brush(QBrush(brush)))

    def drawEllipse(self, centre: QPointF, rx: float, ry: float) -> None:
        path = QPainterPath()
        path.addEllipse(centre, rx, ry)
        self.drawPath(path)

    def drawRect(self, rect: QRectF) -> None:
        path = QPainterPath()
        path.addRect(rect)
        self.drawPath(path)

    def drawRoundedRect(self, rect: QRectF, rx: float, ry: float) -> None:
        path = QPainterPath()
        path.addRoundedRect(rect, rx, ry)
        self.drawPath(path)

    def drawLine(self, a: QPointF, b: QPointF) -> None:
        self.p.setPen(self._dev_pen())
        self.p.drawLine(self.t.map(a), self.t.map(b))

    def drawLines(self, lines: list[QLineF]) -> None:
        self.p.setPen(self._dev_pen())
        t = self.t
        self.p.drawLines([t.map(ln) for ln in lines])

    def drawRects(self, rects: list[QRectF]) -> None:
        self.p.setPen(self._dev_pen())
        self.p.setBrush(self._dev_brush(self._brush))
        t = self.t
        self.p.drawRects([t.mapRect(r) for r in rects])


def begin_card(width_px: float, dpr: float) -> tuple[QImage, Canvas, float]:
    if not width_px or width_px <= 0 or not math.isfinite(width_px):
        raise ValueError(f"card width must be a positive number of pixels, not {width_px!r}")
    if not dpr or dpr <= 0 or not math.isfinite(dpr):
        raise ValueError(f"device pixel ratio must be positive, not {dpr!r}")
    size = pixel_size(width_px, dpr)
    img = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    painter = QPainter(img)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p = Canvas(painter, QTransform.fromScale(size.width() / UW, size.height() / UH))
    # one device pixel, in card units (hairlines stay visible on small cards)
    px = UW / size.width()
    return img, p, px


def finish_card(img: QImage, p: Canvas, dpr: float) -> QImage:
    p.p.end()
    img.setDevicePixelRatio(dpr)
    return img


#: the opacity (0–255) of a card's shadow on the table (:func:`render_shadow`)
SHADOW_ALPHA = 60


def render_shadow(width_px: float, dpr: float = 1.0) -> QImage:
    """A card's shadow as a new image of :func:`pixel_size`: the card's rounded outline
    (corners 7 % of its width) filled black at :data:`SHADOW_ALPHA`, antialiased."""
    size = pixel_size(width_px, dpr)
    img = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    painter = QPainter(img)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, SHADOW_ALPHA))
    radius = width_px * 0.07 * dpr
    painter.drawRoundedRect(QRectF(0.0, 0.0, size.width(), size.height()), radius, radius)
    painter.end()
    img.setDevicePixelRatio(dpr)
    return img


def card_outline(p: Canvas, px: float, fill: QBrush | QColor, edge: QColor) -> float:
    """Draw the rounded card with a thin edge; return the edge width (card units)."""
    bw = max(px, 0.55)  # at least one device pixel
    r = QRectF(bw / 2, bw / 2, UW - bw, UH - bw)
    p.setPen(QPen(edge, bw))
    p.setBrush(fill)
    p.drawRoundedRect(r, 5.5, 5.5)
    return bw

