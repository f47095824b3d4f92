"""The review of a deal (issue 13): the deal on a table of its own, step by step, with a
timeline of every bid and card, what each card was worth and what it cost, the mistakes
marked and a summary per seat.

The table is the replay's (:class:`~.replay.ReplayView` in one-deal mode); the values
come from :func:`deberts_desktop.ai.review.review_deal`, computed in a process of its own
(a :class:`~..game.computer.ComputerPlayers` named ``deberts-review``, not the game's
computers), with a progress bar and Cancel; closing the window ends the process. A review
is read from the history's cache first (:meth:`History.deal_review
<deberts_desktop.storage.history.History.deal_review>`) and kept there once computed,
unless the history is read-only (then it is shown, not kept). A game without a history
(no storage, or not stored) is reviewed from its record in memory.

Opened from the end-of-deal panel (:func:`review_game_deal`) and from History
(:func:`review_stored_game`). Words of the timeline and the summary: :mod:`.words`.
"""

from __future__ import annotations

import logging
import time

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ... import jobs
from ...engine.record import RecordError
from ...storage import HistoryError
from ..game.computer import ComputerPlayers
from ..table.deal_log import DealLines
from ..table.deal_log_list import DealLog
from .replay import ReplayView
from .words import (
    BEST_COLOUR,
    PLAYED_COLOUR,
    best_cards,
    best_tip,
    bid_cells,
    bid_html,
    card_cells,
    cards_done,
    notes_html,
    position_html,
    summary_html,
    trick_numbers,
)
from ..widgets.scroll_body import ScrollBody
from ..widgets.step_table import step_table
from ..widgets.window_size import fit_to_screen
from ..words import display_names, record_error_text

log = logging.getLogger("deberts_desktop.ui")
translate = QCoreApplication.translate

# The function the review's process runs (a job of deberts_desktop.jobs: no AI loaded here).
REVIEW = jobs.review_deal
MISTAKE_BACKGROUND = QColor(255, 214, 214)
# The keys to the previous and the next mistake (the table's arrows step one action).
PREVIOUS_MISTAKE_KEY = Qt.Modifier.CTRL | Qt.Key.Key_Left
NEXT_MISTAKE_KEY = Qt.Modifier.CTRL | Qt.Key.Key_Right
# The narrowest the timeline's side gets (pixels).
SIDE_WIDTH = 380


class ReviewSource:
    """The deals a review window shows: a game's ``record`` (a
    :class:`~deberts_desktop.engine.record.GameRecord`), the ``dealers`` of its deals, and
    where reviews are kept: a ``history`` and the game's ``game_id`` (None: not kept,
    reviewed from memory); ``title``: the window's; ``practice``: the game's practice mark
    (a deal played again is counted by its original number; None: none)."""

    def __init__(self, record, dealers, history=None, game_id: int | None = None, title: str = "",
                 practice=None):
        self.record = record
        self.practice = practice
        self.dealers = list(dealers)
        self.history = history if game_id is not None else None
        self.game_id = game_id
        self.title = title
        self.memory: dict[int, object] = {}  # index -> DealReview, this window's own

    @property
    def deals(self) -> int:
        return min(len(self.record.deals), len(self.dealers))

    def deal_number(self, index: int) -> int:
        """The number the person knows deal ``index`` (0-based) by: as the table counts it
        (:meth:`~..table.narrator.Narrator.count_from`; a deal played again, its original)."""
        from ..table.narrator import Narrator

        rules = self.record.rules  # a record that names no one (RULES.md's examples): "Player 1"…
        names = self.record.names or [""] * rules.players
        return Narrator(names, (), rules).count_from(self.practice).deal_number(index + 1)

    def cached(self, index: int):
        """The review of deal ``index`` (0-based) already made: this window's, else the
        history's of this analysis version; None when there is none."""
        from ...ai.review import REVIEW_VERSION, DealReview

        if index in self.memory:
            return self.memory[index]
        if self.history is None:
            return None
        try:
            stored = self.history.deal_review(self.game_id, index + 1, REVIEW_VERSION)
        except HistoryError as e:  # not a review we can read: make it again
            log.warning("the stored review of game %s deal %s cannot be read: %s", self.game_id, index + 1, e)
            return None
        if stored is None:
            return None
        review = DealReview.read(stored, self.record.rules, self.record.deals[index], self.dealers[index])
        if review is None:  # damaged, or not of this deal: made again
            log.warning("the stored review of game %s deal %s is not a review of it: made again", self.game_id, index + 1)
        return review

    def keep(self, index: int, review) -> None:
        """Keep a review just made: in this window, and in the history unless it is
        read-only (then it is shown without being kept; no message)."""
        from ...ai.review import REVIEW_VERSION

        self.memory[index] = review
        history = self.history
        if history is None or history.read_only is not None:
            return
        try:
            history.store_deal_review(self.game_id, index + 1, REVIEW_VERSION, review.to_dict())
        except HistoryError as e:
            log.warning("the review of game %s deal %s was not kept: %s", self.game_id, index + 1, e)


class ReviewWindow(QWidget):
    """The review window (a top-level window of the main window ``parent``).

    :param art: the card artwork; :param felt: the table's cloth (the game table's);
    :param inline: review on the event loop, no process (quick tests).
    """

    def __init__(self, art, parent: QWidget | None = None, inline: bool = False):
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setWindowTitle(self.tr("Review of a deal"))
        self.source: ReviewSource | None = None
        self.index = 0
        self.review = None
        self.threshold = 10
        self.jobs = ComputerPlayers(inline, self, name="deberts-review", warm_up=None)
        self.jobs.decided.connect(self._done)
        self.jobs.progress.connect(self._progress)
        self._tag = None
        self._count = 0
        self._started = 0.0
        # seconds the last review took to compute (None: read from the cache)
        self.last_seconds: float | None = None

        self.table = ReplayView(art, self)
        self.table.view.setMinimumSize(400, 360)  # beside the timeline on an 800-pixel screen
        self.table.back_requested.connect(self.close)
        self.table.position_shown.connect(self._position_shown)

        side = QWidget(self)
        lay = QVBoxLayout(side)
        lay.setContentsMargins(8, 8, 8, 8)
        top = QHBoxLayout()
        self.deal_label = QLabel(self.tr("&Deal:"), side)
        self.deal_combo = QComboBox(side)
        self.deal_label.setBuddy(self.deal_combo)
        self.deal_combo.currentIndexChanged.connect(lambda i: self.show_deal(self.deal_combo.itemData(i))
                                                    if i >= 0 and self.deal_combo.itemData(i) != self.index else None)
        top.addWidget(self.deal_label)
        top.addWidget(self.deal_combo, 1)
        lay.addLayout(top)
        # the mistakes one after the other (keys beside the table's arrows: the table has
        # the focus; Ctrl and an arrow, whatever the keyboard's layout)
        jumps = QHBoxLayout()
        self.mistake_buttons = {}
        for delta, key, words in ((-1, PREVIOUS_MISTAKE_KEY, self.tr("Previous mistake")),
                                  (1, NEXT_MISTAKE_KEY, self.tr("Next mistake"))):
            keys = QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)
            button = QPushButton(f"{words}\n{keys}", side)  # two lines: narrow enough in Russian at 800 px
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, d=delta: self.jump_mistake(d))
            shortcut = QShortcut(QKeySequence(key), self, activated=lambda d=delta: self.jump_mistake(d))
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            self.mistake_buttons[delta] = button
            jumps.addWidget(button, 1)
        self.previous_mistake_button, self.next_mistake_button = self.mistake_buttons[-1], self.mistake_buttons[1]
        lay.addLayout(jumps)
        # what the values are: a tab of its own behind the timeline (above it, its lines left
        # the timeline two rows and were cut through on a low window: 800 × 600 in Russian,
        # scale 2)
        self.notes = QLabel(side)
        self.notes.setWordWrap(True)
        self.notes.setObjectName("reviewNotes")
        self.notes.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.notes.setContentsMargins(6, 6, 6, 6)
        self.timeline = QTableWidget(0, 5, side)
        self.timeline.setObjectName("timeline")
        self.timeline.setHorizontalHeaderLabels([self.tr("#", "trick number"), self.tr("Bid or card"),
                                                 self.tr("Double\ndummy"), self.tr("Fair"), self.tr("Cost")])
        tips = [self.tr("The trick the card was played in"), self.tr("Every bid and card of the deal, in order"),
                self.tr("Deal points of the best card and of the card played, with every hand known"),
                self.tr("Deal points of the best card and of the card played, from what the player could see"),
                self.tr("What the card cost by the fair values; ⚠ marks a mistake")]
        for c, tip in enumerate(tips):
            self.timeline.horizontalHeaderItem(c).setToolTip(tip)
        font = self.timeline.font()
        font.setPointSizeF(font.pointSizeF() * 0.92)
        self.timeline.setFont(font)
        one_line = step_table(self.timeline)  # (the arrow keys step the table)
        # a row too long for its cell ("Александра Константинова: ♦ бубны" at 800 × 600 in Russian)
        # goes on over two lines, its row as high as they need: every name and bid read whole
        # (before: cut in the middle, "Але…♦ бубны"); only a single word wider than the column
        # (a name of 24 letters) is still cut in its middle, what was bid or played in view
        self.timeline.setWordWrap(True)
        rows = self.timeline.verticalHeader()
        rows.setMinimumSectionSize(one_line)
        rows.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.timeline.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        hh = self.timeline.horizontalHeader()
        hh.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        hh.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        hh.setMinimumSectionSize(24)
        self.timeline.itemSelectionChanged.connect(self._row_chosen)
        # the deal log (issue 23) behind the timeline: the deal's bids, announcements and
        # tricks up to the position shown
        self.deal_log = DealLog(side, DealLines())
        self.side_tabs = QTabWidget(side)
        self.side_tabs.setDocumentMode(True)
        self.side_tabs.addTab(self.timeline, self.tr("Timeline"))
        self.side_tabs.addTab(self.deal_log, self.tr("Deal log"))
        self.side_tabs.addTab(ScrollBody(self.notes, self.side_tabs), self.tr("Key", "what the review's values are"))
        lay.addWidget(self.side_tabs, 1)
        self.position = QLabel(side)
        self.position.setWordWrap(True)
        self.position.setTextFormat(Qt.TextFormat.RichText)  # its words are HTML, tags or not
        self.position.setObjectName("reviewPosition")
        lay.addWidget(self.position)
        self.summary = QLabel(side)
        self.summary.setWordWrap(True)
        self.summary.setObjectName("reviewSummary")
        lay.addWidget(self.summary)
        bottom = QHBoxLayout()
        self.progress = QProgressBar(side)
        self.progress.setTextVisible(True)
        self.state = QLabel(side)
        self.state.setWordWrap(True)
        self.cancel_button = QPushButton(self.tr("Cancel"), side)
        self.cancel_button.clicked.connect(self.cancel)
        self.again_button = QPushButton(self.tr("&Review"), side)
        self.again_button.clicked.connect(lambda: self._compute())
        self.close_button = QPushButton(self.tr("Close"), side)
        self.close_button.clicked.connect(self.close)
        for b in (self.cancel_button, self.again_button, self.close_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        bottom.addWidget(self.progress, 1)
        bottom.addWidget(self.state, 1)
        bottom.addWidget(self.cancel_button)
        bottom.addWidget(self.again_button)
        bottom.addWidget(self.close_button)
        lay.addLayout(bottom)

        split = QSplitter(Qt.Orientation.Horizontal, self)
        split.addWidget(self.table)
        split.addWidget(side)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setChildrenCollapsible(False)
        side.setMinimumWidth(SIDE_WIDTH)
        self.splitter = split
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(split)
        fit_to_screen(self, QGuiApplication.primaryScreen(), centre=False)  # placed when shown
        self._set_busy(False)

    # ------------------------------------------------------------------ what is shown
    def open(self, source: ReviewSource, index: int, threshold: float = 10) -> None:
        """Show deal ``index`` (0-based) of ``source``; ``threshold``: the cost, in deal
        points, from which a card is a mistake (the coach's setting)."""
        self.cancel(quiet=True)
        self.source = source
        self.threshold = threshold
        self.deal_combo.blockSignals(True)
        self.deal_combo.clear()
        for i in range(source.deals):
            self.deal_combo.addItem(self.tr("Deal %1").replace("%1", str(source.deal_number(i))), i)
        self.deal_combo.blockSignals(False)
        self.index = -1
        self.show_deal(index)
        self.fit_sides()
        self.show()
        self.raise_()
        self.activateWindow()

    def fit_sides(self) -> None:
        """The table and the timeline side by side: the timeline about 40% of the width,
        never under :data:`SIDE_WIDTH`."""
        width = self.width()
        side = max(SIDE_WIDTH, int(width * 0.4))
        self.splitter.setSizes([width - side, side])

    def show_deal(self, index: int) -> None:
        """Deal ``index`` on the table from its start, its review from the cache or made
        now."""
        src = self.source
        if src is None or not 0 <= index < src.deals:
            return
        self.cancel(quiet=True)
        self.index = index
        self.deal_combo.blockSignals(True)
        self.deal_combo.setCurrentIndex(self.deal_combo.findData(index))
        self.deal_combo.blockSignals(False)
        title = src.title or self.tr("Review of a deal")
        self.setWindowTitle(self.tr("%1 — deal %2").replace("%1", title).replace("%2", str(src.deal_number(index))))
        self.review = None
        self._fill_timeline()
        self.table.load(src.record, "", index, one_deal=True, practice=src.practice)
        self.table.setFocus()
        cached = src.cached(index)
        self.last_seconds = None
        if cached is not None:
            self._set_review(cached)
        else:
            self._compute()

    def _fill_timeline(self) -> None:
        src = self.source
        actions = src.record.deals[self.index].actions
        tl = self.timeline
        tl.blockSignals(True)
        tl.clearContents()
        tl.setRowCount(len(actions) + 1)
        names = self._names()
        turned = self.table.turned_card(self.index, src.record)
        for row, (text, trick) in enumerate(zip(actions, trick_numbers(actions, src.record.rules.players))):
            for col, value in enumerate((trick, self.table.describe(text, names, turned), "", "", "")):
                tl.setItem(row, col, QTableWidgetItem(value))
        end = len(actions)
        tl.setItem(end, 0, QTableWidgetItem(""))
        tl.setItem(end, 1, QTableWidgetItem(self.tr("The end of the deal")))
        for col in (2, 3, 4):
            tl.setItem(end, col, QTableWidgetItem(""))
        tl.blockSignals(False)
        self.notes.setText("")
        self.summary.setText("")
        self.position.setText("")

    def _names(self) -> list[str]:
        """The seats' names as the table shows them (the record's, in the player's language)."""
        src = self.source
        names = display_names(src.record.names or [])
        n = src.record.rules.players
        return names + [self.tr("Player %1").replace("%1", str(i + 1)) for i in range(len(names), n)]

    def _set_review(self, review) -> None:
        """Show the values of ``review`` in the timeline, the notes and the summary."""
        self.review = review
        tl = self.timeline
        tl.blockSignals(True)
        for card in review.cards:
            cells, mistake = card_cells(card, self.threshold)
            tip = best_tip(card)
            for col, text in zip((2, 3, 4), cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                item.setToolTip(tip)
                tl.setItem(card.index, col, item)
            tl.item(card.index, 1).setToolTip(tip)
            if mistake:
                for col in range(5):
                    it = tl.item(card.index, col)
                    it.setBackground(MISTAKE_BACKGROUND)
                    it.setForeground(QColor("#7a0000"))
                    font = it.font()
                    font.setBold(True)
                    it.setFont(font)
        for bid in review.bids:
            for col, text in zip((2, 3, 4), bid_cells(bid)):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                tl.setItem(bid.index, col, item)
        tl.blockSignals(False)
        self.notes.setText(notes_html(review, self.threshold))
        self.summary.setText(summary_html(review, self._names(), self.threshold))
        self._set_busy(False)
        self.state.setText("")
        self._position_shown(None)

    # ------------------------------------------------------------------ stepping
    def _row_chosen(self) -> None:
        rows = self.timeline.selectionModel().selectedRows()
        if not rows or self.source is None:
            return
        step = rows[0].row()
        if step != self.table.step:
            self.table.deal_index, self.table.step = self.index, step
            self.table.show_position()

    def go_to(self, index: int) -> None:
        """Show the position before action ``index`` of the deal (a mistake clicked)."""
        self.timeline.selectRow(index)

    def _position_shown(self, game) -> None:
        step = self.table.step
        t = self.table
        if t.director.narrator is not None and t.record is not None:
            self.deal_log.show_record_deal(t.director.narrator, t.record, t.deal_index, step, game)
        tl = self.timeline
        if tl.rowCount() > step and (not tl.selectionModel().selectedRows()
                                     or tl.selectionModel().selectedRows()[0].row() != step):
            tl.blockSignals(True)
            tl.selectRow(step)
            tl.blockSignals(False)
        if step < tl.rowCount():
            tl.scrollToItem(tl.item(step, 0))
        card = self.card_at(step)
        scene = self.table.scene
        for item in scene.cards.values():
            item.set_state(marked=False)
        if card is not None:
            marks = [(card.card, PLAYED_COLOUR)] + [(c, BEST_COLOUR) for c in best_cards(card) if c != card.card]
            for c, colour in marks:
                item = scene.cards[int(c)]
                item.set_state(marked=True, colour=colour)
                item.setZValue(item.zValue() + 100)  # whole, over the cards beside it
        bid = self.bid_at(step) if card is None else None
        if card is not None:
            self.position.setText(position_html(card, self._names(), self.threshold))
        else:
            turned = self.table.turned_card(self.index, self.source.record) if bid is not None else None
            self.position.setText(bid_html(bid, self._names(), turned) if bid is not None else "")
        self._update_mistake_buttons()

    def mistake_steps(self) -> list[int]:
        """The deal's steps (places in its actions) where a card was a mistake by the
        window's threshold, in order ([] before the review is made)."""
        return [] if self.review is None else [c.index for c in self.review.mistakes(self.threshold)]

    def jump_mistake(self, delta: int) -> bool:
        """Show the position before the next (``delta`` 1) or previous (-1) mistake from
        the position shown. Returns False when there is none that way."""
        step = self.table.step
        steps = [k for k in self.mistake_steps() if (k > step if delta > 0 else k < step)]
        if not steps:
            return False
        self.go_to(steps[0] if delta > 0 else steps[-1])
        return True

    def _update_mistake_buttons(self) -> None:
        step = self.table.step
        steps = self.mistake_steps()
        self.previous_mistake_button.setEnabled(any(k < step for k in steps))
        self.next_mistake_button.setEnabled(any(k > step for k in steps))

    def bid_at(self, index: int):
        """The valued bid of action ``index``, or None (a card, a bid without a choice,
        not reviewed yet)."""
        if self.review is None:
            return None
        return next((b for b in self.review.bids if b.index == index), None)

    def card_at(self, index: int):
        """The reviewed card of action ``index``, or None (a bid, not reviewed yet)."""
        if self.review is None:
            return None
        return next((c for c in self.review.cards if c.index == index), None)

    # ------------------------------------------------------------------ computing
    def _compute(self) -> None:
        from ...ai.review import positions

        src = self.source
        if src is None:
            return
        rules, record, dealer = src.record.rules, src.record.deals[self.index], src.dealers[self.index]
        try:
            for _ in positions(rules, record, dealer):  # a bad record is told in words, here
                pass
        except RecordError as e:
            e.deal = self.index + 1
            self.state.setText(self.tr("This deal cannot be reviewed: %1").replace("%1", record_error_text(e)))
            self._set_busy(False)
            return
        self._count += 1
        self._tag = ("review", self._count, self.index)
        self._started = time.monotonic()
        self.progress.setRange(0, 0)  # busy until the first card is done
        self.state.setText(self.tr("Reviewing…"))
        self._set_busy(True)
        self.jobs.run(self._tag, REVIEW, rules, record, dealer)

    def _progress(self, tag, done: int, total: int) -> None:
        if tag != self._tag:
            return
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        self.progress.setFormat(cards_done(done, total))

    def _done(self, tag, review) -> None:
        if tag != self._tag:
            return  # a review cancelled, or of another deal
        self._tag = None
        if not hasattr(review, "cards"):
            self.state.setText(self.tr("The review could not be made."))
            self._set_busy(False)
            return
        self.last_seconds = time.monotonic() - self._started
        log.info("review of deal %s: %.1f s", self.index + 1, self.last_seconds)
        self.source.keep(self.index, review)
        self._set_review(review)

    def cancel(self, quiet: bool = False) -> None:
        """Stop the review being made (its process is ended)."""
        if self._tag is None:
            return
        self._tag = None
        self.jobs.abandon()
        self._set_busy(False)
        if not quiet:
            self.state.setText(self.tr("Cancelled."))

    def _set_busy(self, busy: bool) -> None:
        self.progress.setVisible(busy)
        self.cancel_button.setVisible(busy)
        self.again_button.setVisible(not busy and self.review is None and self.source is not None)
        if not busy:
            self.progress.reset()

    @property
    def busy(self) -> bool:
        return self._tag is not None

    # ------------------------------------------------------------------ the end
    def closeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        self.cancel(quiet=True)
        self.jobs.abandon()  # its process ends, busy or idle: none is left behind
        super().closeEvent(event)

    def shutdown(self) -> None:
        """The app closes: the review's process ends for good."""
        self.cancel(quiet=True)
        self.jobs.close()
        self.table.shutdown()
        self.close()
