"""The deal log (View → Deal log, issue 23): a dock beside the table that lists the deal
on the table as it goes — every bid, seven swap, redeal claim, announcement (sequences,
bella), the trump, and each trick: who led, each card, who took it and its points.

It is fed the engine's events as the table shows them (:meth:`DealLines.add`, from the
director's ``event_shown``), and rebuilt from the engine for a position shown at once —
a game continued, a replayed or reviewed position (:meth:`DealLines.show_record_deal`: the
deal's record replayed by the engine up to the step shown). The words are the
:class:`~.narrator.Narrator`'s; nothing here decides a rule.

The lines (:class:`DealLines`) are kept whether or not a list shows them: the main
window's dock makes its list (:class:`~.deal_log_list.DealLog`) when it is first shown (issue 21: a
first list widget, some 10 ms and 1.5 MiB, is not made for a log nobody opened).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QMainWindow

from ...engine import events as ev
from ..words import card_name

if TYPE_CHECKING:
    from .deal_log_list import DealLog

log = logging.getLogger(__name__)
translate = QCoreApplication.translate


class DealLogDock(QDockWidget):
    """The deal log beside the main window's table (``window``), hidden until View → Deal
    log shows it; its lines are :attr:`log` (a :class:`DealLines`), its list is made when
    the dock is first shown."""

    def __init__(self, title: str, window: QMainWindow):
        super().__init__(title, window)
        self.setObjectName("dealLogDock")
        self.log = DealLines()
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self)
        self.setVisible(False)
        self.window_ = window
        self.visibilityChanged.connect(self._shown)
        from ..sheets.dock import keys_stay_with_table

        keys_stay_with_table(self, window)  # floating beside a small window, a click leaves the keys with the table

    @property
    def view(self) -> DealLog | None:
        """The list showing the lines (None until the dock was first shown)."""
        return self.log.view

    def _shown(self, on: bool) -> None:
        if not on:
            return
        if self.log.view is None:
            from .deal_log_list import DealLog

            log_list = DealLog(self, lines=self.log)
            log_list.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click to read it leaves the keys with the table
            self.setWidget(log_list)
        QTimer.singleShot(0, self, self.share)  # (dies with the dock)
        self.fit()

    def fit(self) -> None:
        """Docked in a window too narrow for the table (at its smallest) beside the docks:
        the log floats beside the window (as the score sheet does), else it would cover
        the table's right edge — its hint, its Last trick button. (Shown, or the window
        narrowed: :meth:`~..windows.main_window.MainWindow.resizeEvent`.)"""
        from ..sheets.dock import float_beside, room_beside

        w = self.window_
        if self.isFloating() or not self.isVisible():
            return
        sides = (Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea)
        others = {}  # the widest dock of the other side
        for d in w.findChildren(QDockWidget):
            area = w.dockWidgetArea(d)
            if (d is not self and d.isVisible() and not d.isFloating() and area in sides
                    and area != w.dockWidgetArea(self)):
                if area not in others or d.minimumSizeHint().width() > others[area].minimumSizeHint().width():
                    others[area] = d
        if w.width() < room_beside(w, w.centralWidget(), self, *others.values()):
            float_beside(self, w, LOG_FLOAT_WIDTH, LOG_SHARE)

    def share(self) -> None:
        """Shown under another dock of its side (the score sheet): the log takes
        :data:`LOG_SHARE` of the height, so both can be read."""
        w = self.window_
        if self.isFloating() or not self.isVisible():
            return
        area = w.dockWidgetArea(self)
        others = [d for d in w.findChildren(QDockWidget) if d is not self and d.isVisible() and not d.isFloating()
                  and w.dockWidgetArea(d) == area]
        if others:
            h = max(1, sum(d.height() for d in others) + self.height())
            w.resizeDocks([others[0], self], [int(h * (1 - LOG_SHARE)), int(h * LOG_SHARE)], Qt.Orientation.Vertical)


#: The share of its side's height the deal log takes under the score sheet (docked or floating).
LOG_SHARE = 0.45
#: The deal log's width (px) when it floats beside a window too narrow for it.
LOG_FLOAT_WIDTH = 300


class DealLines:
    """The deal log's lines: one per bid, swap, claim, announcement and trick of a deal,
    and the list that shows them, if any (:attr:`view`, a :class:`~.deal_log_list.DealLog`).

    :ivar lines: the log's lines, in order (what a list shows).
    """

    def __init__(self):
        self.narrator = None
        self.lines: list[str] = []
        self.view: DealLog | None = None
        self._plays: list = []  # the (seat, card) of the trick being played
        self._tricks = 0
        self._pending_at: int | None = None  # the line of the trick's cards on the table (a position rebuilt)

    # ------------------------------------------------------------------ lines
    def clear(self) -> None:
        self.lines = []
        self._plays = []
        self._tricks = 0
        self._pending_at = None
        if self.view is not None:
            self.view.clear_items()

    def _append(self, text: str | None) -> None:
        if text:
            self.lines.append(text)
            if self.view is not None:
                self.view.add_item(text)

    def _remove(self, index: int) -> None:
        self._pending_at = None
        del self.lines[index]
        if self.view is not None:
            self.view.remove_item(index)

    def start(self, narrator, deal, number: int) -> None:
        """A new deal ``deal`` (its ``number``, 1-based) is dealt: the log starts again."""
        self.narrator = narrator
        self.clear()
        self._append(narrator.log_header(number, deal))

    def add(self, e, deal) -> None:
        """Engine event ``e`` of ``deal`` is shown on the table: its line, if it has one
        (a card waits for its trick's line)."""
        if self.narrator is None or deal is None:
            return
        if not isinstance(e, ev.BIDDING_EVENTS):  # (the play's event classes: imported when first used)
            if isinstance(e, ev.CardPlayed):
                self._plays.append((e.seat, e.card))
                return
            if isinstance(e, ev.TrickWon):
                self._tricks += 1
                plays = self._plays or [(None, c) for c in e.cards]
                self._plays = []
                if self._pending_at is not None:  # the trick's line takes the place of its cards' line
                    self._remove(self._pending_at)
                self._append(self.narrator.log_trick(self._tricks, plays, e))
                return
        self._append(self.narrator.log_line(e, deal))

    # ------------------------------------------------------------------ rebuilt
    def show_record_deal(self, narrator, record, index: int, step: int | None = None, game=None) -> None:
        """Deal ``index`` (0-based) of ``record`` (a :class:`~deberts_desktop.engine.record.GameRecord`)
        up to its action ``step`` (None: all of it), the engine replaying it from its
        dealing; the cards of a trick not yet complete are listed under it. A record the
        engine cannot replay that far leaves the log at what it could. ``game``: the
        engine's game at that position when the caller has it (a replay table's), which
        names the dealer of a record that does not."""
        from ...engine.record import RecordError, dealt

        self.narrator = narrator
        self.clear()
        if not record.deals or not 0 <= index < len(record.deals):
            return
        dr = record.deals[index]
        try:
            known = None
            if game is not None and len(game.entries) == index + 1:
                known = game.entries[-1].deal.dealer
            deal = dealt(record, index, known)
        except Exception as e:  # a record the replay table itself refuses: it says why
            log.info("deal log: deal %d cannot be set up: %s", index + 1, e)
            return
        self._append(narrator.log_header(index + 1, deal))
        actions = dr.actions if step is None else dr.actions[:step]
        for text in actions:
            try:
                events = deal.apply_text(text)
            except (RecordError, ValueError) as e:
                log.info("deal log: deal %d stops at %r: %s", index + 1, text, e)
                break
            for e in events:
                self.add(e, deal)
        self._pending()

    def show_game(self, narrator, game) -> None:
        """The last deal of ``game`` (a game continued or put back on the table), as far as
        it has been played."""
        self.narrator = narrator
        if game is None or not game.entries:
            self.clear()
            return
        from ...engine.record import game_record

        try:
            record = game_record(game)
        except ValueError:  # a position set up at its first lead: the log starts from here
            self.clear()
            return
        self.show_record_deal(narrator, record, len(record.deals) - 1)

    def _pending(self) -> None:
        """The cards of the trick being played, not taken yet."""
        if self._plays and self.narrator is not None:
            n = self.narrator
            self._pending_at = len(self.lines)
            self._append(", ".join(translate("Narrator", "%1 %2").replace("%1", n.names[s]).replace("%2", card_name(c))
                                   for s, c in self._plays))

