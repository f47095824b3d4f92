"""Replay mode: a stored game's deals shown on a table of their own, action by action.

:class:`ReplayView` is read-only: its own scene, view and :class:`~..table.director.TableDirector`
(every hand face up; nobody is asked to move). Each position is the engine's game
replayed from the record up to that action and shown with ``Controller.restore`` (every
hand face up), so what is shown is exactly what the engine says. Next / Previous step one
action (arrow keys too), Next deal / Previous deal jump a deal; "Back to game" returns to
the game in progress, which is left as it was.

The review of a deal (:mod:`.window`) shows its deal on this table in one-deal
mode (:meth:`ReplayView.load` with ``one_deal``): stepping stays inside the deal and only
Previous / Next are shown.
"""

from __future__ import annotations

import logging
from dataclasses import replace as dc_replace

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from ...engine.cards import Card, Suit
from ...engine.record import GameRecord, RecordError, dealt, replay
from ...storage.messages import record_problem
from ..cards.art import CardArt
from ..table.director import TableDirector
from ..table.narrator import Narrator, bid_line
from ..table.scene import TableScene, TableView
from ..words import card_name, display_names, storage_text

log = logging.getLogger("deberts_desktop.ui")

#: the replay table's smallest height (px): the game's table view is at least 440 high, the
#: replay's gives the bar (caption and buttons, up to ~75 px) its room within that
REPLAY_TABLE_MIN_HEIGHT = 300
#: the gap between the bar's buttons, and after "Back to game" (px)
BAR_SPACING = 6
BACK_GAP = 12


class ReplayView(QWidget):
    """Steps through a :class:`GameRecord`'s deals. ``back_requested`` asks the window to
    show the game again."""

    back_requested = Signal()
    #: a position is shown: the engine's game at that point
    position_shown = Signal(object)
    #: the player chose "Play from here": the deal (0-based) and the actions played
    play_from_here = Signal(int, int)
    #: the player chose "Review this deal": the deal (0-based)
    review_requested = Signal(int)

    def __init__(self, art: CardArt, parent: QWidget | None = None):
        super().__init__(parent)
        self.scene = TableScene(art, self)
        self.view = TableView(self.scene, self)
        self.view.setInteractive(False)
        self.director = TableDirector(self.scene, self)
        self.director.speed = "off"
        self.record: GameRecord | None = None
        self._turned: tuple = (None, None)  # (the record loaded and a deal's index, its turned card)
        self.deal_index = 0
        self.step = 0
        self.title = ""
        self.one_deal = False
        #: the replayed game's practice mark (None: none): a deal played again is counted
        #: by its original number, as the live table counts it (Narrator.count_from)
        self.practice = None

        self.info = QLabel(self)
        self.info.setObjectName("replayInfo")
        # one line above the buttons, never wrapped: the table must not jump as it changes
        self.info.setWordWrap(False)
        self.info.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.first_button = QPushButton(self.tr("« Previous deal"), self)
        self.prev_button = QPushButton(self.tr("◀ Previous"), self)
        self.next_button = QPushButton(self.tr("Next ▶"), self)
        self.last_button = QPushButton(self.tr("Next deal »"), self)
        self.back_button = QPushButton(self.tr("Back to game"), self)
        self.here_button = QPushButton(self.tr("&Play from here…"), self)
        self.here_button.setToolTip(self.tr("Play this deal on from this position, in any seat (practice)"))
        self.here_button.clicked.connect(lambda: self.play_from_here.emit(self.deal_index, self.step))
        self.review_button = QPushButton(self.tr("&Review this deal…"), self)
        self.review_button.setToolTip(self.tr("What each card cost: the review of this deal"))
        self.review_button.clicked.connect(lambda: self.review_requested.emit(self.deal_index))
        self.first_button.clicked.connect(lambda: self.jump_deal(-1))
        self.prev_button.clicked.connect(lambda: self.move(-1))
        self.next_button.clicked.connect(lambda: self.move(1))
        self.last_button.clicked.connect(lambda: self.jump_deal(1))
        self.back_button.clicked.connect(self.back_requested.emit)
        for b in (self.first_button, self.prev_button, self.next_button, self.last_button, self.back_button,
                  self.here_button, self.review_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.prev_button.setToolTip(self.tr("One action back (Left arrow)"))
        self.next_button.setToolTip(self.tr("One action on (Right arrow)"))
        self.first_button.setToolTip(self.tr("The start of the previous deal (Page Up)"))
        self.last_button.setToolTip(self.tr("The start of the next deal (Page Down)"))
        self.back_button.setToolTip(self.tr("Back to the game in progress (Escape)"))

        # the bar under the table: the caption, then the buttons in one row; in a window too
        # narrow for one row, "Play from here" and "Review" go up to the caption's line
        # (:meth:`_arrange_bar`), so the page is never wider than the table's smallest width
        self.bar = bar = QWidget(self)
        bar.setObjectName("replayBar")
        column = QVBoxLayout(bar)
        column.setContentsMargins(8, 4, 8, 6)
        column.setSpacing(4)
        self.caption_row = QHBoxLayout()
        self.caption_row.setSpacing(BAR_SPACING)
        self.caption_row.addWidget(self.info, 1)
        column.addLayout(self.caption_row)
        self.button_row = row = QHBoxLayout()
        row.setSpacing(BAR_SPACING)
        column.addLayout(row)
        row.addWidget(self.back_button)
        row.addSpacing(BACK_GAP)
        row.addWidget(self.first_button)
        row.addWidget(self.prev_button)
        row.addWidget(self.next_button)
        row.addWidget(self.last_button)
        row.addWidget(self.here_button)
        row.addWidget(self.review_button)
        row.addStretch(1)
        self.two_lines = False  # "Play from here" and "Review" on the caption's line
        # the table lays itself out for any height: it gives way to the bar (the page,
        # table and bar, fits where the game's table does, down to the smallest window)
        self.view.setMinimumHeight(REPLAY_TABLE_MIN_HEIGHT)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(self.view, 1)
        lay.addWidget(bar)
        self._arrange_bar()

        ctx = Qt.ShortcutContext.WidgetWithChildrenShortcut
        for key, fn in ((Qt.Key.Key_Right, lambda: self.move(1)), (Qt.Key.Key_Left, lambda: self.move(-1)),
                        (Qt.Key.Key_PageDown, lambda: self.jump_deal(1)), (Qt.Key.Key_PageUp, lambda: self.jump_deal(-1)),
                        (Qt.Key.Key_Escape, self.back_requested.emit)):
            sc = QShortcut(QKeySequence(key), self, activated=fn)
            sc.setContext(ctx)
        self.view.resized.connect(self._resized)

    # ------------------------------------------------------------------ loading
    def load(self, record: GameRecord, title: str = "", deal_index: int = 0, one_deal: bool = False,
             practice=None) -> None:
        """Show ``record`` from the start of deal ``deal_index`` (0-based; its first
        deal by default); ``one_deal``: that deal only (the review of a deal);
        ``practice``: the game's practice mark (a deal played again: counted by its
        original number), None for none."""
        self.record = record
        self._turned = (None, None)
        self.practice = practice
        self.title = title
        self.deal_index = deal_index
        self.step = 0
        self.one_deal = one_deal
        for b in (self.first_button, self.last_button, self.back_button, self.here_button, self.review_button):
            b.setVisible(not one_deal)
        self._arrange_bar()
        self._resized(show=False)
        self.show_position()

    def deal_count(self) -> int:
        return len(self.record.deals) if self.record else 0

    def action_count(self, deal_index: int | None = None) -> int:
        i = self.deal_index if deal_index is None else deal_index
        return len(self.record.deals[i].actions) if self.record and self.record.deals else 0

    # ------------------------------------------------------------------ stepping
    def move(self, delta: int) -> bool:
        """One action on (``delta`` 1) or back (-1), crossing into the next or previous
        deal at its ends. Returns False at the ends of the game."""
        if not self.record or not self.record.deals:
            return False
        i, k = self.deal_index, self.step + delta
        if self.one_deal and not 0 <= k <= self.action_count(i):
            return False
        if k > self.action_count(i):
            if i + 1 >= self.deal_count():
                return False
            i, k = i + 1, 0
        elif k < 0:
            if i == 0:
                return False
            i, k = i - 1, self.action_count(i - 1)
        self.deal_index, self.step = i, k
        self.show_position()
        return True

    def jump_deal(self, delta: int) -> bool:
        """The start of the next (1) or previous (-1) deal; back from the middle of a deal
        goes to its start first."""
        if not self.record or not self.record.deals or self.one_deal:
            return False
        i = self.deal_index
        if delta < 0 and self.step > 0:
            target = i
        else:
            target = i + (1 if delta > 0 else -1)
        if not 0 <= target < self.deal_count():
            return False
        self.deal_index, self.step = target, 0
        self.show_position()
        return True

    def position_game(self):
        """The engine's game at the shown position (replayed from the record)."""
        rec = self.record
        if not rec.deals:  # a record of no deals: the players at an empty table
            return replay(GameRecord(rec.rules, rec.names, []))
        deals = list(rec.deals[: self.deal_index])
        current = rec.deals[self.deal_index]
        deals.append(dc_replace(current, actions=list(current.actions[: self.step])))
        return replay(GameRecord(rec.rules, rec.names, deals))

    def show_position(self) -> None:
        try:
            game = self.position_game()
        except (RecordError, ValueError) as e:
            # the player sees where it breaks; the engine's (English) reason goes to the log
            log.warning("replay: deal %d, action %d cannot be shown: %s", self.deal_index + 1, self.step, e,
                        exc_info=not isinstance(e, RecordError))
            deal, action = getattr(e, "deal", None), getattr(e, "action", None)
            if deal is None:  # not placed by the engine: the position being shown
                deal, action = self.deal_index + 1, self.step or None
            reason = storage_text(record_problem(deal, action))
            self.info.setText(self.tr("This position cannot be shown: %1").replace("%1", reason))
            return
        d = self.director
        if d.game is None or d.game.rules != game.rules or d.game.names != game.names:
            d.begin(game, Narrator(game.names, (), game.rules), (), reveal_all=True)
        d.narrator.count_from(self.practice)  # the deal log's numbers too
        d.game = game
        # the step that plays a trick's last card shows the trick (the live table's pause
        # before collecting it); the review's position before an action shows it collected
        actions = self.record.deals[self.deal_index].actions if self.record.deals else []
        played = self.step > 0 and not self.one_deal and actions[self.step - 1].split()[1:2] == ["play"]
        d.show_position(trick_on_table=played)
        self._update_info(game)
        self.position_shown.emit(game)

    def _update_info(self, game) -> None:
        i, k, n = self.deal_index, self.step, self.action_count()
        if not self.record.deals:
            self.info.setText(self.tr("This record has no deals."))
            for b in (self.prev_button, self.first_button, self.next_button, self.last_button, self.here_button,
                      self.review_button):
                b.setEnabled(False)
            return
        # the deal over at this position (its last card played, or thrown in): nothing is
        # left to play on from here; the engine's game has no deal in progress then
        over = game.deal is None
        self.here_button.setEnabled(not over)
        self.here_button.setToolTip(self.tr("The deal is over here: step back to play it on from an earlier position")
                                    if over else self.tr("Play this deal on from this position, in any seat (practice)"))
        self.review_button.setEnabled(True)
        parts = []
        narrator = self.director.narrator
        if narrator.deals_before:  # a deal played again: its original number, not "of" the few replayed
            where = self.tr("Deal %1 played again · action %2 of %3").replace(
                "%1", str(narrator.deal_number(i + 1))).replace("%2", str(k)).replace("%3", str(n))
        else:
            where = self.tr("Deal %1 of %2 · action %3 of %4").replace("%1", str(i + 1)).replace(
                "%2", str(self.deal_count())).replace("%3", str(k)).replace("%4", str(n))
        parts.append(where)
        if k > 0:
            parts.append(self.describe(self.record.deals[i].actions[k - 1], game.names, self.turned_card()))
        else:
            parts.append(self.tr("the cards are dealt"))
        self.info.setText(" — ".join(parts))
        self.prev_button.setEnabled(k > 0 or (i > 0 and not self.one_deal))
        self.first_button.setEnabled(i > 0 or k > 0)
        self.next_button.setEnabled(k < n or (i + 1 < self.deal_count() and not self.one_deal))
        self.last_button.setEnabled(i + 1 < self.deal_count())

    def turned_card(self, index: int | None = None, record: GameRecord | None = None) -> Card | None:
        """The turned card of deal ``index`` (0-based; None: the deal shown) of ``record``
        (None: the record loaded), which a take takes ("Anna: take ♦"); None when there is
        no such deal or it cannot be dealt."""
        rec = self.record if record is None else record
        i = self.deal_index if index is None else index
        if rec is None or not 0 <= i < len(rec.deals):
            return None
        key = (id(rec), i)
        if self._turned[0] != key:
            try:
                turned = dealt(rec, i).turned
            except (RecordError, ValueError):
                turned = None
            self._turned = (key, turned)
        return self._turned[1]

    def describe(self, text: str, names, turned: Card | None = None) -> str:
        """An action of the record (``"1 play AD"``) in words: ``Boris: A♦``; ``names``: the
        seats' names as stored (shown by :func:`~..words.display_names`), or None;
        ``turned``: the deal's turned card, whose suit a take names ("Boris: take ♦", as the
        table's status line and deal log say it; :meth:`turned_card`).

        The words follow the player's name after a colon, with no verb to agree with it:
        the person at the screen is named "You" in the record ("You: pass", never "You
        passes"), and Russian verbs would also agree in gender."""
        parts = text.split()
        try:
            seat = int(parts[0])
            who = display_names(names)[seat] if names and seat < len(names) else self.tr("Player %1").replace("%1", str(seat + 1))
        except (ValueError, IndexError):
            return text
        verb = parts[1] if len(parts) > 1 else ""
        arg = parts[2] if len(parts) > 2 else ""
        try:
            if verb in ("pass", "take"):
                return bid_line(who, verb, turned)  # "Anna: take ♦", as the table's status line and deal log say it
            if verb == "name":
                Suit.parse(arg)  # (a suit the record cannot name: shown as written)
                return bid_line(who, f"name {arg}")
            if verb == "swap":
                what = self.tr("swap of the seven")
            elif verb == "redeal":
                what = self.tr("low-hand redeal")
            elif verb == "play":
                what = card_name(Card.parse(arg))
            else:
                return text
        except ValueError:
            return text
        return self.tr("%1: %2", "who: what they did").replace("%1", who).replace("%2", what)

    # ------------------------------------------------------------------ layout
    def _bar_width(self, buttons) -> int:
        """The bar's width (px) for ``buttons`` in one row, the shown ones at their size hint."""
        shown = [b for b in buttons if not b.isHidden()]
        m = self.bar.layout().contentsMargins()
        gap = BACK_GAP if self.back_button in shown else 0
        return (m.left() + m.right() + sum(b.sizeHint().width() for b in shown)
                + BAR_SPACING * max(0, len(shown) - 1) + gap)

    def _arrange_bar(self) -> None:
        """All the buttons in one row when the page is wide enough; otherwise "Play from
        here" and "Review" on the caption's line, right. The bar's smallest width is
        the two-line arrangement's, so a narrow window (or the docked score sheet) can
        narrow the page to the table's smallest width."""
        nav = [self.back_button, self.first_button, self.prev_button, self.next_button, self.last_button]
        extra = [self.here_button, self.review_button]
        two = self._bar_width(nav)
        caption = self._bar_width(extra) + BAR_SPACING + self.fontMetrics().averageCharWidth() * 20
        self.bar.setMinimumWidth(max(two, caption))
        want_two = self.width() < self._bar_width(nav + extra)
        if want_two == self.two_lines:
            return
        self.two_lines = want_two
        for b in extra:
            (self.button_row if want_two else self.caption_row).removeWidget(b)
        if want_two:
            for b in extra:
                self.caption_row.addWidget(b)
        else:
            at = self.button_row.indexOf(self.last_button) + 1
            for i, b in enumerate(extra):
                self.button_row.insertWidget(at + i, b)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        self._arrange_bar()

    def _resized(self, show: bool = True) -> None:
        vp = self.view.viewport()
        self.director.set_size(vp.width(), vp.height(), self.view.devicePixelRatioF())

    def showEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().showEvent(event)
        QTimer.singleShot(0, self, self._resized)  # (dies with the view)

    def shutdown(self) -> None:
        self.director.abandon()
