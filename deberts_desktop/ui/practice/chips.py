"""Cards to drag and places to drop them (the deal editor's pack, seats and turned card).

A :class:`CardChip` is a small card face; dragged, it carries its card as
:data:`MIME` data (``"JS"``); clicked, it emits :attr:`CardChip.clicked`. A
:class:`DropArea` takes dropped cards for its ``target`` (a seat, :data:`TURNED` or
:data:`PACK`) and lays chips out in a row. :class:`PackBox` is the pack — every card,
by suit and rank — with the turned card's place and a field to type it.
"""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QPoint, QSize, Qt, Signal
from PySide6.QtGui import QDrag
from PySide6.QtWidgets import (QApplication, QFrame, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QVBoxLayout,
                               QWidget)

from ...engine.cards import CARDS, Card
from ..cards.art import CardArt
from ..words import card_name

MIME = "application/x-deberts-card"
#: Where a card goes: a seat, the turned card's place, or back to the pack.
TURNED = "turned"
PACK = "pack"
CHIP_WIDTH = 34


class CardChip(QLabel):
    """A small card face that can be dragged (to a seat, the turned card's place or the
    pack) and clicked."""

    clicked = Signal(object)

    def __init__(self, card: Card, art: CardArt, parent: QWidget | None = None):
        super().__init__(parent)
        self.card = card
        dpr = self.devicePixelRatioF() if hasattr(self, "devicePixelRatioF") else 1.0
        self.setPixmap(art.face(card, CHIP_WIDTH, dpr))
        self.setFixedSize(QSize(CHIP_WIDTH, round(CHIP_WIDTH * 1.4)))
        self.setToolTip(card_name(card))
        self.setAccessibleName(card_name(card))
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self._press: QPoint | None = None

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt name)
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()

    def mouseMoveEvent(self, event) -> None:  # noqa: N802 (Qt name)
        if self._press is None or (event.position().toPoint() - self._press).manhattanLength() < \
                QApplication.startDragDistance():
            return
        self._press = None
        drag = QDrag(self)
        mime = QMimeData()
        mime.setData(MIME, str(self.card).encode())
        mime.setText(str(self.card))
        drag.setMimeData(mime)
        drag.setPixmap(self.pixmap())
        drag.exec(Qt.DropAction.MoveAction)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt name)
        if self._press is not None and event.button() == Qt.MouseButton.LeftButton:
            self._press = None
            self.clicked.emit(self.card)


class DropArea(QFrame):
    """A place cards are dropped on (``target``: a seat, :data:`TURNED` or :data:`PACK`)."""

    dropped = Signal(object, object)  # card, target
    activated = Signal(object)  # target: clicked

    def __init__(self, target, parent: QWidget | None = None):
        super().__init__(parent)
        self.target = target
        self.setAcceptDrops(True)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumHeight(round(CHIP_WIDTH * 1.4) + 8)
        self.chips = QHBoxLayout(self)
        self.chips.setContentsMargins(4, 4, 4, 4)
        self.chips.setSpacing(2)
        self.chips.addStretch(1)

    def set_active(self, on: bool) -> None:
        self.setStyleSheet("DropArea { border: 2px solid palette(highlight); }" if on else "")

    def dragEnterEvent(self, event) -> None:  # noqa: N802 (Qt name)
        if event.mimeData().hasFormat(MIME):
            event.acceptProposedAction()

    def dragMoveEvent(self, event) -> None:  # noqa: N802 (Qt name)
        if event.mimeData().hasFormat(MIME):
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:  # noqa: N802 (Qt name)
        data = bytes(event.mimeData().data(MIME)).decode()
        event.acceptProposedAction()
        self.dropped.emit(Card.parse(data), self.target)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt name)
        self.activated.emit(self.target)


class PackBox(QGroupBox):
    """The pack: a chip per card in rows by suit (``chips``, in ``area``, a drop area for
    :data:`PACK`), then the turned card's place (``turned_area``) and a field to type it
    (``turned_edit``). A card placed elsewhere is hidden here by its owner."""

    def __init__(self, art: CardArt, parent: QWidget | None = None):
        super().__init__(self.tr("Pack"), parent)
        hint = QLabel(self.tr("Drag a card to a seat or to the turned card, or click it to put it in the chosen "
                              "seat (click a seat to choose it)."), self)
        hint.setWordWrap(True)
        hint.setMaximumWidth(8 * (CHIP_WIDTH + 2) + 24)
        self.area = DropArea(PACK, self)
        self.area.chips.removeItem(self.area.chips.itemAt(0))
        grid = QGridLayout()
        grid.setSpacing(2)
        self.area.chips.addLayout(grid)
        self.area.chips.addStretch(1)
        self.chips: dict[Card, CardChip] = {}
        for card in CARDS:
            chip = CardChip(card, art, self.area)
            grid.addWidget(chip, card.suit, card.rank)
            self.chips[card] = chip
        label = QLabel(self.tr("&Turned card:"), self)
        self.turned_area = DropArea(TURNED, self)
        self.turned_area.setFixedWidth(CHIP_WIDTH + 12)
        self.turned_edit = QLineEdit(self)
        self.turned_edit.setObjectName("turned")
        self.turned_edit.setPlaceholderText(self.tr("e.g. QD"))
        self.turned_edit.setMaximumWidth(80)
        label.setBuddy(self.turned_edit)
        row = QHBoxLayout()
        for w in (label, self.turned_area, self.turned_edit):
            row.addWidget(w)
        row.addStretch(1)
        lay = QVBoxLayout(self)
        lay.addWidget(hint)
        lay.addWidget(self.area)
        lay.addLayout(row)
