"""Show me how (issue 24): a deal as it was played beside the Master's line in the person's
seat — the same cards, score sheet and computers (:mod:`deberts_desktop.ai.compare`) — on
two replay tables side by side (:class:`~.replay.ReplayView`, every hand face up), stepped
through together bid by bid and trick by trick; the step where the two lines part is
marked, and every step after it where they differ.

The comparison comes from the run's comparisons after each deal
(:class:`~..game.comparisons.TableComparisons`), else from the history (the current
Master's), else it is made now in the comparisons' process (and kept in the history, not
rated). Opened from the end-of-deal panel and from History (:mod:`.opening`).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace as dc_replace

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QColor, QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...ai.values import shown_gap
from ...engine.cards import Card
from ...engine.record import GameRecord, RecordError, replay
from ...storage import HistoryError
from ..numbers import signed_points
from ..words import card_name, display_names
from ..widgets.step_table import step_table
from ..widgets.window_size import fit_to_screen
from .replay import ReplayView

log = logging.getLogger("deberts_desktop.ui")
translate = QCoreApplication.translate

#: the step where the lines part, and the steps after it that differ
PART_BACKGROUND = QColor(255, 196, 160)
DIFFER_BACKGROUND = QColor(255, 232, 214)
PART_MARK = "⚑"
#: the fewest steps in view below the two tables, however small the window
STEPS_SHOWN = 5


# ----------------------------------------------------------------------------- the steps
def line_marks(actions) -> tuple[list[int], list[int]]:
    """Where a deal record's ``actions`` (``"1 play AD"`` texts) stop at each step: after
    each action that is not a card (a bid, the seven swap, a redeal claim), and after the
    last card of each trick (``players`` cards: see :func:`aligned_steps`). Returns the
    numbers of actions played by then: ``(bids, cards)``, cards as every card's."""
    bids, cards = [], []
    for i, text in enumerate(actions, 1):
        words = text.split()
        (cards if len(words) > 1 and words[1] == "play" else bids).append(i)
    return bids, cards


@dataclass(frozen=True)
class Step:
    """One step of the two lines: ``kind`` (``"dealt"``, ``"bid"``, ``"trick"``) and its
    ``number`` (the k-th bid or trick, from 1), and how many actions of each line are
    shown then (``played``, ``master``); ``played_index`` / ``master_index``: the bid's
    action or the trick (0-based) each line shows at this step, None when that line has
    no such bid or trick (it stays where it was)."""

    kind: str
    number: int
    played: int
    master: int
    played_index: int | None = None
    master_index: int | None = None


def aligned_steps(played, master, players: int) -> list[Step]:
    """The steps of two lines of one deal (their actions): the cards dealt; bid ``k`` of
    each line, for as many bids as the longer bidding has; trick ``t`` of each, for as many
    tricks as the longer play has (a trick is shown once its ``players`` cards are on the
    table). A line with fewer bids or tricks stays at its last one."""
    pb, pc = line_marks(played)
    mb, mc = line_marks(master)
    pt, mt = pc[players - 1::players], mc[players - 1::players]
    steps = [Step("dealt", 0, 0, 0)]
    last_p = last_m = 0
    for k in range(max(len(pb), len(mb))):
        last_p = pb[k] if k < len(pb) else last_p
        last_m = mb[k] if k < len(mb) else last_m
        steps.append(Step("bid", k + 1, last_p, last_m, pb[k] - 1 if k < len(pb) else None,
                          mb[k] - 1 if k < len(mb) else None))
    for t in range(max(len(pt), len(mt))):
        last_p = pt[t] if t < len(pt) else (len(played) if not pt else last_p)
        last_m = mt[t] if t < len(mt) else (len(master) if not mt else last_m)
        steps.append(Step("trick", t + 1, last_p, last_m, t if t < len(pt) else None, t if t < len(mt) else None))
    return steps


# ----------------------------------------------------------------------------- the deals
class MasterLineSource:
    """The deals a Show me how window shows: a game's ``record`` (a
    :class:`~deberts_desktop.engine.record.GameRecord`) and the ``game`` it replays to (its
    entries give each deal's dealer, score sheet before it and written row; a practice
    game's from its context), the person's ``seat``, the seats' table ``levels`` and the
    game's ``seed`` (what the Master's line is played with); ``key``: the game's key in the
    run's comparisons (the game on the table; a stored game's history id: its deals
    compared again at the start, :meth:`~..game.comparisons.TableComparisons.redo_lost`), or None; ``history`` and ``game_id``: where
    comparisons are kept (None: not kept); ``title``: the window's; ``practice``: the
    game's practice mark (a deal played again is named by its original number, as the
    table, the replay and the review name it; None: none)."""

    def __init__(self, record, game, seat: int, levels, seed=None, key=None, history=None, game_id: int | None = None,
                 title: str = "", practice=None):
        self.record = record
        self.practice = practice
        self.game = game
        self.seat = seat
        self.levels = list(levels)
        self.seed = seed
        self.key = key
        self.history = history if game_id is not None else None
        self.game_id = game_id
        self.title = title
        self.memory: dict[int, dict] = {}
        self._given_up: dict[str, dict[int, int]] = {}

    def deal_number(self, number: int) -> int:
        """The number the person knows deal ``number`` (from 1) by: as the table counts it
        (:meth:`~..table.narrator.Narrator.count_from`; a deal played again, its original)."""
        from ..table.narrator import Narrator

        return Narrator(self.record.names, (), self.record.rules).count_from(self.practice).deal_number(number)

    def numbers(self) -> list[int]:
        """The deals that can be compared: finished (written on the score sheet), from 1."""
        n = min(len(self.record.deals), len(self.game.entries))
        return [i + 1 for i in range(n) if self.game.entries[i].row is not None]

    def given_up(self, configuration: str | None) -> dict[int, int]:
        """The deals whose comparison after they were played failed so often with the
        Master of ``configuration`` that it tries them no more
        (:data:`~deberts_desktop.storage.history.COMPARISON_TRIES`): ``{deal number:
        tries}``, read from the history once per Master; empty when it keeps none or the
        Master is not known yet (None)."""
        if configuration is None or self.history is None:
            return {}
        if configuration not in self._given_up:
            self._given_up[configuration] = {}
            try:
                self._given_up[configuration] = self.history.given_up_comparisons(self.game_id, configuration)
            except HistoryError as e:
                log.warning("the failed comparisons of game %s cannot be read: %s", self.game_id, e)
        return self._given_up[configuration]

    def known(self, number: int, comparisons) -> dict | None:
        """Deal ``number``'s comparison made already: this window's, the run's after the
        deal was played, or the history's of the current Master (``comparisons.configuration``)."""
        if number in self.memory:
            return self.memory[number]
        done = comparisons.results.get((self.key, number)) if self.key is not None else None
        if done is not None:
            return done
        if self.history is None or comparisons.configuration is None:
            return None
        try:
            return self.history.deal_comparison(self.game_id, number, comparisons.configuration)
        except HistoryError as e:
            log.warning("the comparison of game %s deal %s cannot be read: %s", self.game_id, number, e)
            return None

    def ask(self, number: int, comparisons):
        """Make deal ``number``'s comparison now (the tag its answer comes with), seeded as
        the table was: the game's seed, else the one the history keeps with the deal, else
        the one it keeps with the game (:meth:`~deberts_desktop.storage.history.History.comparison_seed`)."""
        entry = self.game.entries[number - 1]
        seed = self.seed
        if seed is None and self.history is not None:
            try:
                seed = self.history.comparison_seed(self.game_id, number)
            except HistoryError as e:
                log.warning("the seed of game %s deal %s cannot be read: %s", self.game_id, number, e)
        return comparisons.ask(self.record.rules, self.record.deals[number - 1], entry.deal.dealer, entry.before,
                               entry.row, self.seat, self.levels, seed)

    def keep(self, number: int, comparison: dict) -> None:
        """A comparison made for this window: kept here, and in the history (not rated)
        unless it is read only."""
        self.memory[number] = comparison
        if self.history is None or self.history.read_only is not None:
            return
        try:
            if self.history.deal_comparison(self.game_id, number, comparison["configuration"]) is None:
                self.history.store_comparison(self.game_id, number, comparison, rated=False)
        except (HistoryError, ValueError) as e:
            log.warning("the comparison of game %s deal %s was not kept: %s", self.game_id, number, e)

    def master_record(self, number: int, comparison: dict) -> GameRecord:
        """The game's record with deal ``number`` played as the Master's line (the same
        cards and dealer)."""
        rec = self.record
        deal = dc_replace(rec.deals[number - 1], actions=list(comparison.get("line", [])))
        return GameRecord(rec.rules, rec.names, list(rec.deals[: number - 1]) + [deal])


# ----------------------------------------------------------------------------- the window
class MasterLineWindow(QWidget):
    """Show me how: the two lines of a deal side by side (a top-level window of the main
    window ``parent``), ``comparisons`` the run's
    :class:`~..game.comparisons.TableComparisons`."""

    def __init__(self, art, comparisons, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setWindowTitle(self.tr("Show me how"))
        self.comparisons = comparisons
        comparisons.answered.connect(self._answered)
        comparisons.compared.connect(self._compared)
        comparisons.configuration_known.connect(lambda _: self._configuration_came())
        comparisons.configuration_lost.connect(self._fetch)  # then compared without looking in the history
        self.source: MasterLineSource | None = None
        self.number = 0
        self.comparison: dict | None = None
        self.steps: list[Step] = []
        self.index = 0
        self.part: int | None = None
        self._tag = None
        self._tricks: tuple[list, list] = ([], [])

        top = QHBoxLayout()
        self.deal_label = QLabel(self.tr("&Deal:"), self)
        self.deal_combo = QComboBox(self)
        self.deal_label.setBuddy(self.deal_combo)
        self.deal_combo.currentIndexChanged.connect(
            lambda i: self.show_deal(self.deal_combo.itemData(i)) if i >= 0 and self.deal_combo.itemData(i) != self.number
            else None)
        top.addWidget(self.deal_label)
        top.addWidget(self.deal_combo)
        self.head = QLabel(self)
        self.head.setObjectName("masterLineHead")
        self.head.setWordWrap(True)
        self.head.setTextFormat(Qt.TextFormat.RichText)
        top.addWidget(self.head, 1)

        self.tables = []
        self.captions = []
        pair = QSplitter(Qt.Orientation.Horizontal, self)
        pair.setChildrenCollapsible(False)
        self.pair = pair
        for caption in (self.tr("As played"), self.tr("The Master in your seat")):
            box = QWidget(pair)
            lay = QVBoxLayout(box)
            lay.setContentsMargins(0, 0, 0, 0)
            lay.setSpacing(2)
            label = QLabel(f"<b>{caption}</b>", box)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            table = ReplayView(art, box)
            table.bar.setVisible(False)  # stepped by this window, both together
            table.view.setMinimumSize(300, 220)
            table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            table.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # its own arrow keys would step it alone
            table.view.setAccessibleName(caption)  # a screen reader tells the two tables apart
            lay.addWidget(label)
            lay.addWidget(table, 1)
            pair.addWidget(box)
            self.tables.append(table)
            self.captions.append(label)
        self.played_table, self.master_table = self.tables
        for i in range(2):
            pair.setStretchFactor(i, 1)  # as wide as each other, whatever the window's size

        self.steps_view = QTableWidget(0, 3, self)
        self.steps_view.setObjectName("masterLineSteps")
        self.steps_view.setAccessibleName(self.tr("Steps: as played and the Master's line"))
        self.steps_view.setHorizontalHeaderLabels(["", self.tr("As played"), self.tr("The Master in your seat")])
        # rows one line high, as the review's timeline's (the arrow keys step both tables), and
        # never fewer than STEPS_SHOWN of them in view: the two tables give up height first
        row = step_table(self.steps_view)
        hh = self.steps_view.horizontalHeader()
        self.steps_view.setMinimumHeight(hh.sizeHint().height() + STEPS_SHOWN * row + 2 * self.steps_view.frameWidth())
        hh.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        hh.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        hh.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.steps_view.itemSelectionChanged.connect(self._row_chosen)

        split = QSplitter(Qt.Orientation.Vertical, self)
        split.setChildrenCollapsible(False)
        split.addWidget(pair)
        split.addWidget(self.steps_view)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        self.splitter = split

        bottom = QHBoxLayout()
        self.state = QLabel(self)
        self.state.setWordWrap(True)
        self.prev_button = QPushButton(self.tr("◀ Previous"), self)
        self.next_button = QPushButton(self.tr("Next ▶"), self)
        self.part_button = QPushButton(self.tr("Where they &part"), self)
        self.close_button = QPushButton(self.tr("Close"), self)
        self.prev_button.setToolTip(self.tr("One bid or trick back (Left arrow)"))
        self.next_button.setToolTip(self.tr("One bid or trick on (Right arrow)"))
        self.part_button.setToolTip(self.tr("The first bid or trick where the Master's line is not yours"))
        self.prev_button.clicked.connect(lambda: self.move(-1))
        self.next_button.clicked.connect(lambda: self.move(1))
        self.part_button.clicked.connect(self.go_to_part)
        self.close_button.clicked.connect(self.close)
        for b in (self.prev_button, self.next_button, self.part_button, self.close_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        bottom.addWidget(self.state, 1)
        for b in (self.part_button, self.prev_button, self.next_button, self.close_button):
            bottom.addWidget(b)

        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 8, 8, 8)
        outer.addLayout(top)
        outer.addWidget(split, 1)
        outer.addLayout(bottom)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the arrow keys step both tables (keyPressEvent)
        self.resize(1100, 760)
        fit_to_screen(self, QGuiApplication.primaryScreen(), centre=False)  # placed when shown

    # ------------------------------------------------------------------ what is shown
    def open(self, source: MasterLineSource, number: int) -> None:
        """Show deal ``number`` (from 1) of ``source``."""
        self.source = source
        numbers = source.numbers()
        self.deal_combo.blockSignals(True)
        self.deal_combo.clear()
        for n in numbers:
            self.deal_combo.addItem("", n)
        self._name_deals()
        self.deal_combo.blockSignals(False)
        self.number = 0
        self.show_deal(number if number in numbers else (numbers[-1] if numbers else 0))
        self.show()
        self._share_room()
        self.raise_()
        self.activateWindow()
        self.setFocus()

    def _name_deals(self) -> None:
        """The deal list's items: "Deal 1", or "Deal 1 — could not be compared" for a deal
        this Master gave up (known once its configuration is)."""
        given_up = self.source.given_up(self.comparisons.configuration) if self.source is not None else {}
        for i in range(self.deal_combo.count()):
            n = self.deal_combo.itemData(i)
            text = self.tr("Deal %1 — could not be compared") if n in given_up else self.tr("Deal %1")
            self.deal_combo.setItemText(i, text.replace("%1", str(self.source.deal_number(n))))

    def _configuration_came(self) -> None:
        """The Master's configuration is known: the deals it gave up named, the deal shown
        looked for again (the history may hold its comparison)."""
        self._name_deals()
        self._fetch()

    def show_deal(self, number: int) -> None:
        """Deal ``number``: its comparison if it is known, else made now (the window says
        so while it is being made)."""
        src = self.source
        if src is None or number not in src.numbers():
            return
        self.number = number
        self._tag = None
        self.deal_combo.blockSignals(True)
        self.deal_combo.setCurrentIndex(self.deal_combo.findData(number))
        self.deal_combo.blockSignals(False)
        title = src.title or self.tr("Show me how")
        self.setWindowTitle(self.tr("%1 — deal %2").replace("%1", title).replace("%2", str(src.deal_number(number))))
        self.comparison = None
        self.steps = []
        self.steps_view.setRowCount(0)
        self.head.setText("")
        self.played_table.load(src.record, "", number - 1, practice=src.practice)
        self.played_table.bar.setVisible(False)
        self.master_table.setVisible(False)
        self._fetch()

    def _fetch(self) -> None:
        """The comparison of the deal shown: known, on its way (the run's, after the deal),
        or asked for now (once the Master's configuration is known, to look in the history
        first)."""
        src, number = self.source, self.number
        if src is None or not number or self.comparison is not None:
            return
        known = src.known(number, self.comparisons)
        if known is not None:
            self._show_comparison(known)
            return
        tries = src.given_up(self.comparisons.configuration).get(number)
        if tries is not None:  # failed too often with this Master: not asked again
            self._set_state(self.tr("This deal could not be compared with the Master: it failed %1 times and is "
                                    "not tried again.").replace("%1", str(tries)))
            return
        self._set_state(self.tr("The Master is playing your cards…"))
        if src.key is not None and self.comparisons.state(src.key, number) == "waiting":
            return  # the comparison after the deal is on its way (_compared)
        if (src.history is not None and self.comparisons.configuration is None
                and not self.comparisons.configuration_failed):  # (it did not come: compared now, not waited for)
            self.comparisons.ask_configuration()  # then _fetch again: the history may hold it
            return
        if self._tag is None:
            self._tag = src.ask(number, self.comparisons)

    def _compared(self, key, number: int, comparison) -> None:
        src = self.source
        if src is not None and key == src.key and number == self.number and self.comparison is None:
            if comparison is None:
                self._set_state(self.tr("This deal could not be compared."))
            else:
                self._show_comparison(comparison)

    def _answered(self, tag, comparison) -> None:
        if tag != self._tag:
            return
        self._tag = None
        if comparison is None:
            self._set_state(self.tr("This deal could not be compared."))
            return
        self.source.keep(self.number, comparison)
        self._show_comparison(comparison)

    def _set_state(self, text: str) -> None:
        self.state.setText(text)
        busy = self.comparison is None
        for b in (self.prev_button, self.next_button, self.part_button):
            b.setEnabled(not busy)

    def _show_comparison(self, comparison: dict) -> None:
        src, number = self.source, self.number
        self.comparison = comparison
        self.head.setText(self.head_html(comparison))
        played = src.record.deals[number - 1].actions
        line = list(comparison.get("line", []))
        master = src.master_record(number, comparison)
        try:
            self._tricks = (replay(GameRecord(src.record.rules, src.record.names, src.record.deals[:number]))
                            .entries[number - 1].deal.tricks,
                            replay(master).entries[number - 1].deal.tricks)
        except (RecordError, ValueError) as e:
            log.warning("the Master's line of deal %s cannot be shown: %s", number, e)
            self._set_state(self.tr("This deal could not be compared."))
            return
        self.master_table.setVisible(True)
        self.master_table.load(master, "", number - 1, practice=src.practice)
        self.master_table.bar.setVisible(False)
        self.steps = aligned_steps(played, line, src.record.rules.players)
        self._fill_steps(played, line)
        self.part = next((i for i, s in enumerate(self.steps) if self.differs(s, played, line)), None)
        self._set_state(self.tr("The lines part at the marked step.") if self.part is not None
                        else self.tr("The Master would have played your cards as you did."))
        self.go_to(0)

    def head_html(self, c: dict) -> str:
        """The margins above the tables (deal points)."""
        if c.get("played") is None or c.get("master") is None:
            return self.tr("A debertz deal: reported, not rated.")
        diff = shown_gap(c["played"], c["master"])  # as the two shown add up
        return (self.tr("You: <b>%1</b> · the Master in your seat: <b>%2</b> · difference <b>%3</b> "
                        "<small>(margins: what your side writes before pots and penalties, minus the other "
                        "sides' average)</small>")
                .replace("%1", signed_points(c["played"])).replace("%2", signed_points(c["master"]))
                .replace("%3", signed_points(diff)))

    # ------------------------------------------------------------------ the steps
    def differs(self, step: Step, played, master) -> bool:
        """Whether the two lines differ at ``step``."""
        return self.step_words(step, played, master, 0) != self.step_words(step, played, master, 1)

    def step_words(self, step: Step, played, master, which: int) -> str:
        """What line ``which`` (0: as played, 1: the Master's) does at ``step``: a bid in
        words, a trick's cards and who took it; "—" when it has no such step (its bidding
        is over, or it was thrown in)."""
        if step.kind == "dealt":
            return self.tr("the cards are dealt")
        index = step.played_index if which == 0 else step.master_index
        if index is None:
            return "—"
        names = self.played_table.record.names if self.played_table.record else None
        if step.kind == "bid":
            return self.played_table.describe((played, master)[which][index], names, self.played_table.turned_card())
        leader, cards, winner = self._tricks[which][index]
        who = display_names(names)[winner] if names and winner < len(names) else str(winner + 1)
        return self.tr("%1 → %2").replace("%1", " ".join(card_name(Card(int(c))) for c in cards)).replace("%2", who)

    def step_label(self, step: Step) -> str:
        if step.kind == "dealt":
            return ""
        text = (self.tr("Bid %1") if step.kind == "bid" else self.tr("Trick %1")).replace("%1", str(step.number))
        return text

    def _fill_steps(self, played, master) -> None:
        sv = self.steps_view
        sv.blockSignals(True)
        sv.setRowCount(len(self.steps))
        first = None
        for row, step in enumerate(self.steps):
            cells = [self.step_label(step), self.step_words(step, played, master, 0),
                     self.step_words(step, played, master, 1)]
            differs = cells[1] != cells[2]
            if differs and first is None:
                first = row
                cells[0] = f"{PART_MARK} {cells[0]}"
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if differs:
                    item.setBackground(PART_BACKGROUND if row == first else DIFFER_BACKGROUND)
                    item.setForeground(QColor("#3a1a00"))
                if row == first:
                    item.setToolTip(self.tr("Here the Master's line parts from yours"))
                sv.setItem(row, col, item)
        sv.blockSignals(False)

    def _row_chosen(self) -> None:
        rows = self.steps_view.selectionModel().selectedRows()
        if rows and rows[0].row() != self.index:
            self.go_to(rows[0].row())

    def go_to(self, index: int) -> bool:
        """Both tables at step ``index``. False when there is no such step."""
        if not 0 <= index < len(self.steps):
            return False
        self.index = index
        step = self.steps[index]
        for table, upto in ((self.played_table, step.played), (self.master_table, step.master)):
            table.deal_index, table.step = self.number - 1, upto
            table.show_position()
        sv = self.steps_view
        sv.blockSignals(True)
        sv.selectRow(index)
        sv.blockSignals(False)
        sv.scrollToItem(sv.item(index, 0))
        self.prev_button.setEnabled(index > 0)
        self.next_button.setEnabled(index + 1 < len(self.steps))
        self.part_button.setEnabled(self.part is not None and index != self.part)
        from ..widgets.accessible import announce

        spoken = self.step_spoken(index)  # the steps' table takes no keys: a screen reader hears the step
        self.setAccessibleDescription(spoken)
        announce(self, spoken)
        return True

    def step_spoken(self, index: int) -> str:
        """Step ``index`` in words, as its row of the steps' table says it: what each line
        does there, and whether the lines part there."""
        step, sv = self.steps[index], self.steps_view
        if step.kind == "dealt":
            return self.tr("The cards are dealt.")
        text = (self.tr("%1 — as played: %2; the Master in your seat: %3.").replace("%1", self.step_label(step))
                .replace("%2", sv.item(index, 1).text()).replace("%3", sv.item(index, 2).text()))
        if index == self.part:
            text += " " + self.tr("Here the Master's line parts from yours.")
        return text

    def move(self, delta: int) -> bool:
        """One step on (1) or back (-1), both tables together."""
        return self.comparison is not None and self.go_to(self.index + delta)

    def go_to_part(self) -> bool:
        """The step where the lines part (False: they do not)."""
        return self.part is not None and self.go_to(self.part)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().showEvent(event)
        QTimer.singleShot(0, self, self._share_room)  # once placed and sized

    def _share_room(self) -> None:
        """The two tables as wide as each other; the steps a quarter of the height (at least
        :data:`STEPS_SHOWN` rows: the splitter keeps the steps' minimum)."""
        self.pair.setSizes([1, 1])
        self.splitter.setSizes([3, 1])

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """Right and Left: one step on or back, both tables; Escape closes."""
        key = event.key()
        if key == Qt.Key.Key_Right:
            self.move(1)
        elif key == Qt.Key.Key_Left:
            self.move(-1)
        elif key == Qt.Key.Key_Escape:
            self.close()
        else:
            super().keyPressEvent(event)

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        self._tag = None
        super().closeEvent(event)
