"""The list that shows a deal log's lines (:class:`~.deal_log.DealLines`): in the main
window's dock once it is first shown, and in the review window's tab. Its own module: the
first list widget's classes are made by Qt when first imported (issue 21: not at start)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractItemView, QListWidget

translate = QCoreApplication.translate


class DealLog(QListWidget):
    """A list showing a deal log's lines (``lines``: a :class:`~.deal_log.DealLines`): the
    main window's dock and the review window's tab. The lines' methods
    (:meth:`~.deal_log.DealLines.start`, ``add``, ``show_record_deal``, ``show_game``,
    ``clear``) are its own too; :attr:`lines` is what it shows."""

    def __init__(self, parent, lines):
        super().__init__(parent)
        self.setObjectName("dealLog")
        self.setWordWrap(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setAccessibleName(translate("DealLog", "Deal log"))
        self.setMinimumWidth(200)
        self.log = lines
        self.log.view = self
        for text in self.log.lines:
            self.add_item(text)

    @property
    def lines(self) -> list[str]:
        return self.log.lines

    def add_item(self, text: str) -> None:
        self.addItem(text)
        self.scrollToBottom()

    def remove_item(self, index: int) -> None:
        """Take away line ``index`` (0-based, as added by :meth:`add_item`)."""
        self.takeItem(index)

    def clear_items(self) -> None:
        super().clear()

    def clear(self) -> None:
        self.log.clear()

    def start(self, narrator, deal, number: int) -> None:
        self.log.start(narrator, deal, number)

    def add(self, e, deal) -> None:
        self.log.add(e, deal)

    def show_record_deal(self, narrator, record, index: int, step: int | None = None, game=None) -> None:
        self.log.show_record_deal(narrator, record, index, step, game)

    def show_game(self, narrator, game) -> None:
        self.log.show_game(narrator, game)
