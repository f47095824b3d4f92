"""The view that shows the card table (:class:`TableView`): the felt, drawn 1:1 at the
window's size. Light on purpose: the window's first frame is this view over an empty scene
(issue 15, start-up); the cards' scene (:class:`~.table.TableScene`) is set on it after.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

#: The cloth's colour and the dark of its edge.
FELT = QColor("#1f6b3a")
FELT_DARK = QColor("#124526")

__all__ = ["TableView", "FELT", "FELT_DARK"]


class TableView(QGraphicsView):
    """Shows the table 1:1; the scene rectangle follows the window size. ``resized`` lets
    the controller lay the table out again."""

    resized = Signal()
    painted = Signal()

    def __init__(self, scene: QGraphicsScene | None = None, parent=None):
        super().__init__(parent)
        if scene is None:  # an empty scene: the felt only (its size comes with the first resize)
            super().setScene(QGraphicsScene(self))
        else:
            self.setScene(scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setMinimumSize(640, 440)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.felt = QColor(FELT)

    def set_felt(self, colour) -> None:
        """The cloth colour (a ``QColor`` or ``#rrggbb``); an invalid colour is ignored."""
        c = QColor(colour)
        if c.isValid() and c != self.felt:
            self.felt = c
            self.resetCachedContent()
            self.viewport().update()

    def setScene(self, scene: QGraphicsScene) -> None:
        """Show ``scene`` (the cards' scene, once built) at the view's size."""
        super().setScene(scene)
        vp = self.viewport().size()
        scene.setSceneRect(0, 0, vp.width(), vp.height())
        self.resetCachedContent()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        vp = self.viewport().size()
        self.scene().setSceneRect(0, 0, vp.width(), vp.height())
        self.resetCachedContent()
        self.resized.emit()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        sr = self.sceneRect()
        g = QRadialGradient(sr.center(), max(sr.width(), sr.height()) * 0.65)
        felt = self.felt
        g.setColorAt(0.0, felt.lighter(112))
        g.setColorAt(0.7, felt)
        g.setColorAt(1.0, felt.darker(170) if felt != FELT else FELT_DARK)
        painter.fillRect(rect, QBrush(g))

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        self.painted.emit()
