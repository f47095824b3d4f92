"""The card table: the scene that holds the cards, name plates, bubbles and boxes
(:class:`TableScene`) and the view that shows it (:class:`TableView`). The items are in
:mod:`.items`, the geometry in :mod:`.layout`.

Scene items never decide rules: the table director tells them where to go, which cards
are playable and what to say. Card faces and backs come from :mod:`..cards.art`.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QTimer,
    QPointF,
    Signal,
)
from PySide6.QtGui import (
    QColor,
)
from PySide6.QtWidgets import QGraphicsScene

from ...engine.cards import CARDS
from ..cards.art import CardArt
from .items import GOLD, CardItem, TextBox, TrickPreview
from .layout import POSITIONS, Spot, TableLayout
from .view import FELT, TableView


__all__ = ["TableScene", "TableView", "TableLayout", "Spot", "CardItem", "TextBox", "TrickPreview", "GOLD", "FELT"]


# --------------------------------------------------------------------------- the scene
class TableScene(QGraphicsScene):
    """The items of the table. Signals tell the controller what the person did:
    ``card_clicked(action)`` and ``card_dropped(action, scene point)`` hand over the action
    the card was offered (:meth:`.CardItem.offer`: one of the engine's legal actions, for
    the session to apply as it is); ``card_refused(card)`` a press on a card that holds
    none (a :class:`~deberts_desktop.engine.cards.Card`); ``card_hovered(card)``."""

    card_clicked = Signal(object)
    card_dropped = Signal(object, QPointF)
    card_refused = Signal(object)
    card_hovered = Signal(object)

    def __init__(self, art: CardArt | None = None, parent=None):
        super().__init__(parent)
        self.art = art or CardArt()
        self.dpr = 1.0
        self.card_w = 60.0
        self.render_w = 60.0
        self._render_timer = QTimer(self)
        self._render_timer.setSingleShot(True)
        self._render_timer.timeout.connect(self._render_at_size)
        self.back_style = "blue"
        self.cards: dict[int, CardItem] = {}
        for c in CARDS:
            item = CardItem(c, self)
            item.setVisible(False)
            self.addItem(item)
            self.cards[int(c)] = item
        self.plates: dict[int, TextBox] = {}
        self.bubbles: dict[int, TextBox] = {}
        #: the felt under the table's boxes (the view's: :meth:`~.view.TableView.set_felt`;
        #: None: none known), which they stay readable on (:meth:`~.items.TextBox.fill`)
        self.ground = None
        #: the size the view gives the table (None: no view has set it)
        self._view_size: tuple[float, float] | None = None
        self._layout_key = None
        self._layout: TableLayout | None = None
        self._open_hands = False
        self.score_box = TextBox(14, bold_first=True, anchor="topleft", bg=QColor(0, 0, 0, 120))
        self.score_box.max_width = self._score_box_limit
        self.score_box.setZValue(700)
        self.addItem(self.score_box)
        self.banner = TextBox(18, fg=QColor("#fff7d6"), bg=QColor(10, 25, 15, 215), border=GOLD, align="center")
        self.banner.setZValue(800)
        self.banner.setVisible(False)
        self.addItem(self.banner)
        self.pile_labels: dict[int, TextBox] = {}
        self.preview = TrickPreview(self)
        self.preview.setZValue(850)
        self.preview.setVisible(False)
        self.addItem(self.preview)
        self._anims: list = []
        #: every name plate, bubble and pile label made, by ("plate" | "bubble" | "pile", seat or side)
        self._boxes: dict[tuple[str, int], TextBox] = {}

    def set_players(self, n: int, sides: int, open_hands: bool = False) -> None:
        """Name plates and bubbles for ``n`` seats, won-trick labels for ``sides`` sides;
        ``open_hands``: every hand face up (a replay: the other hands fan out wider, which
        leaves the boxes beside them less room, see :class:`TableLayout`).
        The boxes are made once per seat (and side) and kept in the scene: those of seats
        a game does not have are hidden, not deleted — deleting items the scene had drawn
        crashed the view now and then when it painted next (a review table going from 2
        players to 4)."""
        self._open_hands = open_hands
        for d in (self.plates, self.bubbles, self.pile_labels):
            for item in d.values():
                item.setVisible(False)
            d.clear()
        for seat in range(n):
            plate = self._boxes.get(("plate", seat))
            if plate is None:
                plate = self._boxes[("plate", seat)] = TextBox(14, bold_first=True, bg=QColor(0, 0, 0, 135),
                                                               anchor="right")
                plate.max_width = lambda seat=seat: self._plate_limit(seat)
                plate.setZValue(650)
                self.addItem(plate)
            plate.set_rows([])
            plate.set_glow(False)
            plate.setVisible(True)
            self.plates[seat] = plate
            bubble = self._boxes.get(("bubble", seat))
            if bubble is None:
                bubble = self._boxes[("bubble", seat)] = TextBox(
                    15, fg=QColor("#1b1b1b"), bg=QColor("#fffdf3"), border=QColor("#8a7a4a"), align="center")
                bubble.setZValue(760)
                self.addItem(bubble)
            bubble.setVisible(False)
            self.bubbles[seat] = bubble
        for side in range(sides):
            lab = self._boxes.get(("pile", side))
            if lab is None:
                lab = self._boxes[("pile", side)] = TextBox(12, bg=QColor(0, 0, 0, 110), align="center")
                lab.setZValue(640)
                self.addItem(lab)
            lab.setVisible(False)
            self.pile_labels[side] = lab
        self.score_box.refit()  # a top seat or not: the score box may be wider or not

    # -- room for the boxes ---------------------------------------------------------------
    def setSceneRect(self, *args) -> None:
        """The view sets the scene to its size (:meth:`TableView.resizeEvent`): the name
        plates and the score box are measured again for the room that size leaves them."""
        super().setSceneRect(*args)
        r = self.sceneRect()
        self._view_size = (r.width(), r.height())
        for box in (self.score_box, *self.plates.values()):
            box.refit()

    def table_layout(self) -> "TableLayout | None":
        """The layout of the size the view gives the table and of its seats (the one the
        controller makes for that size), or None before a view has set the size."""
        if self._view_size is None or not self.plates:
            return None
        key = (*self._view_size, len(self.plates), self._open_hands)
        if key != self._layout_key:
            self._layout_key = key
            w, h, n, open_hands = key
            self._layout = TableLayout(w, h, n, open_hands=open_hands) if n in POSITIONS else None
        return self._layout

    def _plate_limit(self, seat: int) -> float | None:
        L = self.table_layout()
        return None if L is None or seat >= L.n else L.plate_max_width(seat)

    def _score_box_limit(self) -> float | None:
        L = self.table_layout()
        return None if L is None else L.score_box_max_width()

    def set_card_width(self, w: float, dpr: float) -> None:
        """New card size: items change size at once; the faces are drawn anew for it
        when the size has settled (a live resize scales the cached pixmaps)."""
        if w != self.card_w or dpr != self.dpr:
            for item in self.cards.values():
                item.prepareGeometryChange()
            first = self.card_w == self.render_w == 60.0 and not self._render_timer.isActive()
            self.card_w = w
            if dpr != self.dpr or first:
                self.dpr = dpr
                self._render_at_size()
            else:
                self._render_timer.start(180)
            for item in self.cards.values():
                item.update()

    def _render_at_size(self) -> None:
        if self.render_w != self.card_w:
            self.render_w = self.card_w
            self.update()

    # -- moving cards ---------------------------------------------------------------------
    def place(self, targets: dict[int, Spot], duration: int, easing=None):
        """Move cards to their spots: at once when ``duration`` is 0, else with one
        parallel animation group, which is returned (the caller keeps a reference);
        ``easing``: a ``QEasingCurve.Type`` (default ``OutCubic``)."""
        group = None
        if duration > 0:  # the animation classes: imported with the first animation (off: never, issue 21)
            from PySide6.QtCore import QEasingCurve, QParallelAnimationGroup, QPropertyAnimation

            group = QParallelAnimationGroup(self)
            if easing is None:
                easing = QEasingCurve.Type.OutCubic
        keep = []
        for c, spot in targets.items():
            item = self.cards[c]
            item.target = spot
            if not item.isVisible():
                item.setVisible(True)
            item.setZValue(spot.z)
            face = 1.0 if spot.face else 0.0
            cur = QPointF(spot.x, spot.y)
            if group is None:
                item.setPos(cur)
                item.setRotation(spot.rot)
                item.setScale(spot.scale)
                item.face = face
                continue
            moved = (item.pos() - cur).manhattanLength() > 0.5
            for prop, start, end in (
                (b"pos", item.pos(), cur),
                (b"rotation", item.rotation(), spot.rot),
                (b"scale", item.scale(), spot.scale),
                (b"face", item.face, face),
            ):
                if prop == b"pos" and not moved:
                    item.setPos(cur)
                    continue
                if prop != b"pos" and abs(float(start) - float(end)) < 1e-3:
                    continue
                a = QPropertyAnimation(item, prop)
                a.setDuration(duration)
                a.setStartValue(start)
                a.setEndValue(end)
                a.setEasingCurve(QEasingCurve.Type.InOutSine if prop == b"face" else easing)
                group.addAnimation(a)
                keep.append(a)
        if group is not None and group.animationCount() == 0:
            group.deleteLater()
            return None
        if group is not None:
            group.keep = keep  # Python references to the animations (qt-notes pitfalls)
        return group
