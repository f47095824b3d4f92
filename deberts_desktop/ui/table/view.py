"""The view that shows the card table (:class:`TableView`): the felt, drawn 1:1 at the
window's size. Light on purpose: the window's first frame is this view over an empty scene
(issue 15, start-up); the cards' scene (:class:`~.scene.TableScene`) is set on it after.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

#: The cloth's colour and the dark of its edge.
FELT = QColor("#1f6b3a")
FELT_DARK = QColor("#124526")
#: how much lighter than the felt's colour its centre is painted (``QColor.lighter``)
CENTRE_LIGHTER = 112

__all__ = ["TableView", "FELT", "FELT_DARK"]


class TableView(QGraphicsView):
    """Shows the table 1:1; the scene rectangle follows the window size. ``resized`` lets
    the controller lay the table out again."""

    resized = Signal()
    painted = Signal()
    #: the cloth colour changed (:meth:`set_felt`): what lies over it fits its ``ground``
    felt_changed = Signal()

    def __init__(self, scene: QGraphicsScene | None = None, parent=None, first_frame: bool = False):
        """``scene``: what to show (None: an empty scene, the felt only); ``first_frame``:
        :meth:`finish` is left for later (the window's first frame, issue 15)."""
        super().__init__(parent)
        # the viewport made here, not by Qt: PySide6 finds the Python class of a plain widget
        # that Qt made by making the classes of every Qt widget (some 10 ms, issue 21), the
        # first time one comes back to Python — the viewport does at the first resize
        self.setViewport(QWidget())
        # nothing on the table takes a drop (cards are dragged by the mouse's own events): a
        # file dragged over it is the window's (a record dropped opens on the replay table)
        self.setAcceptDrops(False)
        self.viewport().setAcceptDrops(False)
        self.felt = FELT  # shared: never changed in place (set_felt replaces it)
        if scene is None:  # an empty scene: the felt only (its size comes with the first resize)
            super().setScene(QGraphicsScene(self))
        else:
            self.setScene(scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMinimumSize(640, 440)
        # no background cache: a pixmap of the whole viewport (3 MiB at 1100 × 700, four times
        # that at scale 2) for a felt that costs about a millisecond to draw (issue 21, memory)
        if not first_frame:
            self.finish()

    def set_felt(self, colour) -> None:
        """The cloth colour (a ``QColor`` or ``#rrggbb``); an invalid colour is ignored."""
        c = QColor(colour)
        if c.isValid() and c != self.felt:
            self.felt = c
            self._ground()
            self.viewport().update()
            self.felt_changed.emit()

    @property
    def ground(self) -> QColor:
        """The lightest colour the felt is painted (its centre): what the words over it must
        stand out from."""
        return self.felt.lighter(CENTRE_LIGHTER)

    def _ground(self) -> None:
        """The scene's boxes know the felt they lie on (a table scene's ``ground``)."""
        scene = self.scene()
        if hasattr(scene, "ground"):
            scene.ground = self.ground
            scene.update()

    def finish(self) -> None:
        """What the cards' table needs and the empty felt does not: no scroll bars, the
        scene at the top left, the keyboard focus. Separate because these read the Qt
        namespace, whose first use costs the window's first frame about 10 ms."""
        from PySide6.QtCore import Qt

        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def setScene(self, scene: QGraphicsScene) -> None:
        """Show ``scene`` (the cards' scene, once built) at the view's size."""
        super().setScene(scene)
        self._ground()
        vp = self.viewport().size()
        scene.setSceneRect(0, 0, vp.width(), vp.height())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        vp = self.viewport().size()
        self.scene().setSceneRect(0, 0, vp.width(), vp.height())
        self.resized.emit()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        sr = self.sceneRect()
        g = QRadialGradient(sr.center(), max(sr.width(), sr.height()) * 0.65)
        felt = self.felt
        g.setColorAt(0.0, felt.lighter(CENTRE_LIGHTER))
        g.setColorAt(0.7, felt)
        g.setColorAt(1.0, felt.darker(170) if felt != FELT else FELT_DARK)
        path = QPainterPath()
        path.addRect(rect)
        # fillPath, not fillRect: fillRect's overloads make Qt's whole namespace of enums
        # (~10 ms of the window's first frame)
        painter.fillPath(path, QBrush(g))

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        self.painted.emit()
