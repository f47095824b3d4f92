"""Game → Problems (issue 24): the shipped "find the card" and "find the bid" problems, one
at a time on the table.

Each problem (:mod:`deberts_desktop.storage.problems`) is a record's position: it is set up
on the table as a practice game that is neither autosaved nor kept in History
(:meth:`~..game.session.GameSession.continue_game` with ``saving`` False), the person at
the bottom to choose. While it is on the table this object is the session's
:attr:`~..game.session.GameSession.script`: a legal card or bid that is not the answer is
refused (the card stays in the hand, the bar says so, another may be tried), the answer
is played and the deal stops there (:meth:`Problems.holds`); Hint (F1) and "Show the
answer" highlight the answer. The bar at the top of the window (:class:`ProblemBar`) asks
the question, says whether the choice was right and why — the hint's reason, worded as
the hint panel words it (:func:`..table.advice.reason_text`) — and has the level filter,
Previous / Next (Page Up / Page Down), Retry and Close.

**Progress** is kept in the history database (:meth:`History.record_problem_attempt
<deberts_desktop.storage.history.History.record_problem_attempt>`): each attempt's first
choice, right or wrong, or "shown" when the answer was shown first. Without a history
that can be written (none, read-only, a write that fails) the problems work the same and
the progress lives until the window closes; the player is told once."""

from __future__ import annotations

import logging
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QFont, QFontMetrics, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.actions import Action
from ...engine.deal import BIDDING_2
from ...engine.reasons import Reason

log = logging.getLogger("deberts_desktop.ui")

translate = QCoreApplication.translate


#: Lines of text the bar keeps room for (the question, the result and its reason).
TEXT_LINES = 3


class ProblemRefusal(Reason):
    """A legal choice that is not the problem's answer (``code`` ``"problem"``): the
    session refuses it and the person may try again."""


@dataclass(frozen=True)
class _Option:
    action: Action
    value: float | None


@dataclass(frozen=True)
class _Reason:
    code: str
    params: dict


@dataclass(frozen=True)
class StoredHint:
    """A problem's stored explanation in the shape the hint's words read
    (:func:`..table.advice.reason_text`: ``options``, ``highlight``, ``reason``)."""

    options: tuple
    highlight: Action
    reason: _Reason

    @classmethod
    def of(cls, problem) -> "StoredHint":
        code, params = problem.reason
        return cls(tuple(_Option(a, v) for a, v in problem.options), problem.answer, _Reason(code, dict(params)))


def action_words(action, turned, in_sentence: bool = False) -> str:
    """A card (``♠A``) or a bid (``Take ♥``, ``Pass``) as the bar names it; ``in_sentence``:
    after a colon or inside a sentence ("The answer: take ♥.", :func:`~..table.narrator.bid_text`)."""
    from ..table.narrator import action_label

    return action_label(action, turned, in_sentence)


def question_text(problem, game, names) -> str:
    """What the person is asked to find, and the situation (who declared — the person, the
    person's partner, an opponent — and trump); the person is the seat to choose."""
    from ..words import card_name, suit_in_text

    deal = game.deal
    if problem.kind == "bidding":
        if deal.phase == BIDDING_2:
            return translate("Problems", "Find the best bid. Round 2: name a suit or pass (the turned card was %1).") \
                .replace("%1", card_name(deal.turned))
        return translate("Problems", "Find the best bid: take %1 (the turned card) or pass?").replace(
            "%1", card_name(deal.turned))
    trump = suit_in_text(deal.trump)  # inside the sentence: "trump: ♦ diamonds"
    if problem.kind == "declarer" and deal.declarer != deal.current_player:  # four in pairs: the partner declared
        return translate("Problems", "Find the best card. Your partner %1 is the declarer; trump: %2.").replace(
            "%1", names[deal.declarer]).replace("%2", trump)
    if problem.kind == "declarer":
        return translate("Problems", "Find the best card. You are the declarer; trump: %1.").replace("%1", trump)
    return translate("Problems", "Find the best card. You defend; the declarer is %1, trump: %2.").replace(
        "%1", names[deal.declarer]).replace("%2", trump)


def values_text(problem, turned) -> str:
    """The problem's best options with their values, best first."""
    from ..numbers import points

    shown = [f"{action_words(a, turned)} {points(v)}" for a, v in problem.options if v is not None]
    return translate("Problems", "Values: %1.").replace("%1", " · ".join(shown)) if shown else ""


class ProblemBar(QDockWidget):
    """The bar at the top of the window while a problem is on the table: the title (which
    problem, its level, the mode), the question and the result, the level filter,
    Previous / Retry / Show the answer / Next, the progress, Close. Made by
    :class:`Problems`, which connects its buttons."""

    def __init__(self, window):
        super().__init__(translate("Problems", "Problems"), window)
        self.setObjectName("problemBar")
        self.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        self.setAllowedAreas(Qt.DockWidgetArea.TopDockWidgetArea)
        self.setTitleBarWidget(QWidget(self))  # no title bar: the bar's own title says it
        body = QFrame(self)
        body.setObjectName("problemBody")
        body.setAccessibleName(translate("Problems", "Problem"))
        self.title = QLabel(body)
        self.title.setObjectName("problemTitle")
        bold = self.title.font()
        bold.setBold(True)
        self.title.setFont(bold)
        self.level_combo = QComboBox(body)
        self.level_combo.setObjectName("problemLevel")
        self.level_combo.setAccessibleName(translate("Problems", "Level"))
        for text, level in ((translate("Problems", "All levels"), 0), (translate("Problems", "Level 1"), 1),
                            (translate("Problems", "Level 2"), 2), (translate("Problems", "Level 3"), 3)):
            self.level_combo.addItem(text, level)
        self.level_combo.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.previous_button = QToolButton(body)
        self.previous_button.setText("◀")
        self.previous_button.setShortcut(QKeySequence(Qt.Key.Key_PageUp))
        self.previous_button.setToolTip(translate("Problems", "Previous problem (Page Up)"))
        self.previous_button.setAccessibleName(translate("Problems", "Previous problem"))
        self.next_button = QToolButton(body)
        self.next_button.setText("▶")
        self.next_button.setShortcut(QKeySequence(Qt.Key.Key_PageDown))
        self.next_button.setToolTip(translate("Problems", "Next problem (Page Down)"))
        self.next_button.setAccessibleName(translate("Problems", "Next problem"))
        self.retry_button = QPushButton(translate("Problems", "&Retry"), body)
        self.answer_button = QPushButton(translate("Problems", "Show the &answer"), body)
        self.close_button = QToolButton(body)
        self.close_button.setText("×")
        self.close_button.setToolTip(translate("Problems", "Close the problems"))
        self.close_button.setAccessibleName(translate("Problems", "Close the problems"))
        for b in (self.previous_button, self.next_button, self.retry_button, self.answer_button, self.close_button):
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        # Tab in reading order: the level list, ×; ◀, Retry, ▶; Show the answer
        chain = (self.level_combo, self.close_button, self.previous_button, self.retry_button, self.next_button,
                 self.answer_button)
        for before, after in zip(chain, chain[1:]):
            QWidget.setTabOrder(before, after)
        self.progress = QLabel(body)
        self.progress.setObjectName("problemProgress")
        self.text = QLabel(body)
        self.text.setObjectName("problemText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        # room for the question and a three-line answer from the start: the table below
        # does not jump when the answer comes
        self.text.setMinimumHeight(self.text.fontMetrics().lineSpacing() * TEXT_LINES + 2)
        self.text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # the words on the left (title and progress, then the question and the answer), the
        # controls in a small block on the right: the bar stays low at 800 × 600
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.progress)
        words = QVBoxLayout()
        words.setSpacing(2)
        words.addLayout(head)
        words.addWidget(self.text, 1)
        controls = QGridLayout()
        controls.setSpacing(4)
        controls.addWidget(self.level_combo, 0, 0, 1, 2)
        controls.addWidget(self.close_button, 0, 2)
        controls.addWidget(self.previous_button, 1, 0)
        controls.addWidget(self.retry_button, 1, 1)
        controls.addWidget(self.next_button, 1, 2)
        controls.addWidget(self.answer_button, 2, 0, 1, 3)
        box = QHBoxLayout(body)
        box.setContentsMargins(8, 4, 8, 4)
        box.setSpacing(10)
        box.addLayout(words, 1)
        box.addLayout(controls)
        self.setWidget(body)

    def fit(self, layout) -> None:
        """Type as large as the table's words (its :class:`~..table.layout.TableLayout`),
        within 12 to 17 pixels: the bar stays low on a small window and readable on a
        large one."""
        if layout is None:
            return
        px = int(max(12, min(17, layout.font_px * 0.8)))
        body = self.widget()
        if body.font().pixelSize() == px:
            return
        font = body.font()
        font.setPixelSize(px)
        body.setFont(font)
        bold = QFont(font)
        bold.setBold(True)
        self.title.setFont(bold)
        self.text.setMinimumHeight(QFontMetrics(font).lineSpacing() * TEXT_LINES + 2)

    def show_text(self, title: str, text: str, progress: str) -> None:
        """The bar's words (``text`` is HTML) and the screen reader's name of them."""
        self.title.setText(title)
        self.text.setText(text)
        self.progress.setText(progress)
        self.widget().setAccessibleDescription(f"{title}. {self.text.text()}")


class Problems(QObject):
    """The problems of window ``w`` (a :class:`~.main_window.MainWindow`), made when Game →
    Problems is first chosen (:meth:`open`). ``problems``: the set read
    (:class:`~deberts_desktop.storage.problems.ProblemSet`); ``problem``: the one on the
    table (None: none); ``game``: its position's game; ``result``: the current attempt's
    first answer (None, ``right``, ``wrong``, ``shown``); ``shown``: the answer was shown
    in this attempt (Show the answer, Hint), after a wrong choice too; ``solved``: the
    answer was played; ``solved_earlier``: an earlier attempt solved it; ``answer_seen``: the
    keys of the problems whose answer was shown since the problems were opened (a later
    attempt that plays it — Retry, a take-back, back from another problem — counts as
    shown, never solved); ``progress``: ``{problem key: ProblemProgress}`` (the history's,
    and this window's answers); ``kept``: answers are kept in the history."""

    def __init__(self, window):
        super().__init__(window)
        self.w = window
        self.problems = None
        self.problem = None
        self.game = None
        self.result = None
        self.shown = False
        self.solved = False
        self.solved_earlier = False
        self.answer_seen: set[str] = set()
        self.tried: list = []
        self.level: int | None = None
        self.progress: dict = {}
        self.kept = True
        self.not_kept_told = False
        #: answers waiting to be written: the history was locked (our own writer storing a
        #: game, or another program), tried again in a moment (:attr:`lock_retry`)
        self.pending: list[tuple[str, str]] = []
        from ..widgets.retry import Retry

        self.lock_retry = Retry(self, self.write_pending)
        self.bar: ProblemBar | None = None
        self._wired = False
        #: the game kept to open the problems (its history id or key): Close goes back to it
        self.return_to = None
        #: the closed problem's deal, held still while the kept game is fetched (Close)
        self.held = None

    # ------------------------------------------------------------------ opening
    def open(self) -> None:
        """Game → Problems: the set read (the first time), then the first problem of the
        level chosen that was never solved (else the first) on the table."""
        if self.problems is None:
            from ...storage.problems import load_problems

            self.problems = load_problems()
            self._read_progress()
        self._ensure_bar()
        listed = self.listed()
        if not listed:
            self.w.questions.tell(translate("Problems", "Problems"),
                                  translate("Problems", "No problems could be read (the log says why)."))
            return
        fresh = [p for p in listed if not self._solved_before(p)]
        self.start((fresh or listed)[0])

    def _read_progress(self) -> None:
        """The progress kept so far (a history that may only be read is read too)."""
        st = self.w.storage
        history = getattr(st, "history", None) if st is not None else None
        if history is not None:
            from ...storage.history_errors import HistoryError

            try:
                self.progress = history.problem_progress()
            except HistoryError as e:  # it cannot be read: answers are kept only here
                log.warning("the problems' progress cannot be read: %s", e)
        self._history()  # told now when nothing will be kept

    def _history(self):
        """The history to keep the progress in (None: none, or it may only be read — the
        person is told once)."""
        st = self.w.storage
        history = getattr(st, "history", None) if st is not None else None
        if history is None or history.read_only is not None:
            self._not_kept()
            return None
        return history

    def _not_kept(self) -> None:
        self.kept = False
        if not self.not_kept_told:
            self.not_kept_told = True
            self.w.notices.notice(translate("Problems", "Your progress on the problems is not kept: the game history "
                                                "cannot be written. The problems work as usual."))

    def _ensure_bar(self) -> None:
        if self.bar is not None:
            return
        bar = self.bar = ProblemBar(self.w)
        self.w.addDockWidget(Qt.DockWidgetArea.TopDockWidgetArea, bar)
        bar.previous_button.clicked.connect(lambda: self.step(-1))
        bar.next_button.clicked.connect(lambda: self.step(1))
        bar.retry_button.clicked.connect(self.retry)
        bar.answer_button.clicked.connect(self.show_answer)
        bar.close_button.clicked.connect(self.close)
        bar.level_combo.currentIndexChanged.connect(lambda i: self.set_level(bar.level_combo.itemData(i) or None))
        self.w.stack.currentChanged.connect(self._page_changed)
        self.w.view.resized.connect(lambda *_: bar.fit(self.w.director.layout))
        self._table_min = self.w.view.minimumHeight()  # the window's (MainWindow: a low work area's)
        bar.visibilityChanged.connect(self._fit_table_min)
        bar.hide()

    def _fit_table_min(self, shown: bool) -> None:
        """The table's minimum height with the bar (``shown``) above it: what the window's
        minimum height leaves below the menu bar, the bar and the status bar
        (:func:`..widgets.window_size.table_min_height`, down to
        :data:`~..widgets.window_size.TABLE_FLOOR_UNDER_A_BAR`) — else the table kept its own
        and, in a low window (scale 2 on 1920 × 1080, and a task bar), ran on under the status
        bar with the person's cards; without the bar, the table's minimum as before."""
        from ..widgets import window_size

        w = self.w
        if not shown:
            w.view.setMinimumHeight(self._table_min)
            return
        separator = w.style().pixelMetric(QStyle.PixelMetric.PM_DockWidgetSeparatorExtent, None, w)  # under the bar
        bars = (w.menuBar().sizeHint().height() + w.statusBar().sizeHint().height() + self.bar.sizeHint().height()
                + separator)
        w.view.setMinimumHeight(window_size.table_min_height(self._table_min, w.minimumHeight(), bars,
                                                             window_size.TABLE_FLOOR_UNDER_A_BAR))

    def _page_changed(self, _index: int) -> None:
        """The replay table shown over the game's (History, a record): the bar goes with
        the problem's table, and comes back with it."""
        self.bar.setVisible(self.active and self.w.stack.currentWidget() is self.w.view)

    def _wire(self) -> None:
        if self._wired:
            return
        self._wired = True
        ses = self.w.session
        ses.started.connect(self._game_started)
        ses.refused.connect(self._refused)
        ses.applied.connect(self._applied)

    def listed(self) -> list:
        """The problems of the level chosen (all levels: every problem), in order."""
        return self.problems.of_level(self.level) if self.problems is not None else []

    # ------------------------------------------------------------------ one problem
    @property
    def active(self) -> bool:
        """A problem's position is on the table."""
        return self.problem is not None and self.game is not None and self.w.session.game is self.game

    def start(self, problem) -> None:
        """``problem``'s position on the table (a game in progress is asked about first, as
        for a new game), a new attempt."""
        w = self.w
        self._wire()

        def begin():
            from ...storage.history import PracticeMark

            try:
                game = problem.position()
            except ValueError as e:  # the file was checked when read: a program error
                log.warning("problem %s cannot be set up: %s", problem.number, e)
                return
            w.starter.keep_saved_game()
            if w.questions.kept is not None:  # the game in progress was kept to open the problems
                self.return_to = w.questions.kept
            self.problem, self.game = problem, game
            self.result, self.shown, self.solved, self.tried = None, False, False, []
            self.solved_earlier = self._solved_before(problem)
            game.names = w.seat_names(game.rules)
            self._release()  # a closed problem's deal held meanwhile (close): this one comes instead
            w.session.script = self
            w.session.continue_game(game, w.seat_levels(game.rules), None, PracticeMark(), saving=False)
            self.bar.show()
            w.show_continued(game, "set_up")
            self.refresh()
            w.say(question_text(problem, game, game.names))

        w.questions.ask_new_game(start=begin, starting="problem")

    def step(self, by: int) -> None:
        """The previous (``by`` −1) or next (+1) problem of the level chosen."""
        listed = self.listed()
        if not listed:
            return
        i = listed.index(self.problem) if self.problem in listed else -1
        self.start(listed[(i + by) % len(listed)])

    def retry(self) -> None:
        """The same problem again, from its position (a new attempt)."""
        if self.problem is not None:
            self.start(self.problem)

    def set_level(self, level: int | None) -> None:
        """The level filter: the problem on the table stays when it is of that level, else
        the level's first one never solved (else its first)."""
        self.level = level
        if self.problem is not None and (level is None or self.problem.level == level):
            self.refresh()
            return
        listed = self.listed()
        if listed:
            fresh = [p for p in listed if not self._solved_before(p)]
            self.start((fresh or listed)[0])

    def show_answer(self) -> None:
        """Show the answer: highlighted as a hint (Enter plays it), explained in the bar."""
        if not self.active or self.solved:
            return
        self._answered("shown")
        self.shown = True
        self.answer_seen.add(self.problem.id)
        self.w.hint()
        self.refresh()

    def close(self) -> None:
        """Close the problems: the bar goes and the game kept to open them comes back
        (continued from History), else a new game starts (nothing of a problem is kept to
        ask about)."""
        kept = self.return_to
        held = self.game.deal if self.game is not None else None
        self._leave()
        if kept is None:
            self.w.ask_new_game()
            return
        # while the kept game is fetched (the history's writer may still be storing it), the
        # problem's deal stays still: nobody plays on in it (the next game lets it go)
        if held is not None:
            self.held = held
            self.w.session.script = self

        def otherwise() -> None:
            self._release()
            self.w.session.advance()
            self.w.ask_new_game()

        self.w.practice_starts.back_to_game(kept, otherwise=otherwise)

    def _release(self) -> None:
        """The closed problem's deal is no longer held (:attr:`held`)."""
        if self.held is not None:
            self.held = None
            if self.w.session.script is self:
                self.w.session.script = None

    def _leave(self) -> None:
        if self.w.session.script is self:
            self.w.session.script = None
        self.problem = self.game = None
        self.return_to = None
        if self.bar is not None:
            self.bar.hide()

    # ------------------------------------------------------------------ the script
    def computer(self, deal):
        """The computers never act in a problem (the deal stops at the answer)."""
        return None

    def take_back_refusal(self, game):
        """Game → Take back in a problem not yet solved: nothing of the person's to take back
        (the cards before the problem's position are not the person's choices), so refused;
        once solved, the answer is taken back and the problem is tried again."""
        if self.active and game is self.game and not self.solved:
            return Reason("problem_start", "nothing to take back: the problem starts here")
        return None

    def holds(self, deal) -> bool:
        """Once the answer is played nobody is asked: the deal stops there; and the closed
        problem's deal while the kept game is fetched (:meth:`close`)."""
        if self.held is not None:
            return deal is self.held
        return self.active and deal is self.game.deal and self.solved

    def hint(self, deal):
        """Hint (F1) in a problem shows the answer (and counts as shown, unless chosen
        before)."""
        if not self.active or deal is not self.game.deal or self.solved:
            return None
        self._answered("shown")  # counted as shown unless chosen before
        self.shown = True
        self.answer_seen.add(self.problem.id)
        self.refresh()
        return self.problem.answer

    def refuse(self, deal, action):
        """A legal choice other than the answer is refused (:class:`ProblemRefusal`); the
        answer is taken (None), and so is an illegal one (the engine says why)."""
        if not self.active or deal is not self.game.deal or self.solved:
            return None
        if action == self.problem.answer:
            self._answered("right")
            self.solved = True
            self.refresh()
            return None
        if not deal.is_legal(action):
            return None
        self._answered("wrong")
        if action not in self.tried:
            self.tried.append(action)
        self.refresh()
        return ProblemRefusal("problem", "not the problem's answer")

    # ------------------------------------------------------------------ what happened
    def _answered(self, result: str) -> None:
        """The attempt's first answer is kept (later ones change nothing). The answer played
        after it was shown (in this attempt or an earlier one since the problems were opened:
        :attr:`answer_seen`) is "shown", not "right": it does not count as solved."""
        if self.result is not None:
            return
        key = self.problem.id
        if result == "right" and key in self.answer_seen:
            result = "shown"
        self.result = result
        from ...storage.history import ProblemProgress

        old = self.progress.get(key)  # this window's count now; the history's once written
        self.progress[key] = ProblemProgress(key, (old.tries if old else 0) + 1,
                                             (old.solved if old else 0) + (result == "right"), result, "")
        if self.kept:
            self.pending.append((key, result))
            if len(self.pending) == 1:
                self.write_pending()

    def write_pending(self) -> None:
        """Write the answers waiting (:attr:`pending`) to the history, in order. The history
        locked (:func:`~deberts_desktop.storage.history_errors.is_locked`: the session's
        writer storing a game, another program): tried again in a moment (:attr:`lock_retry`,
        :mod:`..widgets.retry`: every 500 ms, some 30 s); any other failure, or locked for
        that long: the answers live in this window only and the person is told once
        (:meth:`_not_kept`)."""
        from ...storage.history_errors import HistoryError, is_locked

        while self.pending:
            history = self._history() if self.kept else None
            if history is None:
                self.pending.clear()
                return
            key, result = self.pending[0]
            try:
                self.progress[key] = history.record_problem_attempt(key, result)
            except HistoryError as e:
                if is_locked(e) and self.lock_retry.again():
                    log.info("the answer to problem %s waits: %s", key, e)
                    return
                log.warning("the answer to problem %s was not kept: %s", key, e)
                self.pending.clear()
                self._not_kept()
                return
            self.pending.pop(0)
            self.lock_retry.done()

    def flush(self) -> None:
        """The window closes (before its history does): the answers still waiting for a
        lock (:attr:`pending`) are tried a last time, with no retry after it; one that still
        cannot be written is logged (:meth:`write_pending`)."""
        if self.pending:
            self.lock_retry.give_up()
            self.write_pending()

    def _solved_before(self, problem) -> bool:
        p = self.progress.get(problem.id)
        return p is not None and p.solved > 0

    def _shown_only(self, problem) -> bool:
        """``problem`` was never solved and its latest attempt ended with the answer shown."""
        p = self.progress.get(problem.id)
        return p is not None and p.solved == 0 and p.last == "shown"

    def _refused(self, action, why) -> None:
        if isinstance(why, ProblemRefusal) and self.active:
            self.w.say(translate("Problems", "%1 is not the best choice here. Try another, or show the answer.")
                       .replace("%1", action_words(action, self.game.deal.turned)))

    def _applied(self, events, deal) -> None:
        if self.active and self.solved and deal is self.game.deal:
            if self.result == "right":
                self.w.say(translate("Problems", "Solved. Next problem: Page Down."))
            else:  # the answer shown first (or a wrong choice): played, not solved
                self.w.say(translate("Problems", "The answer is played. Next problem: Page Down."))

    def _game_started(self, game) -> None:
        self._release()  # the kept game back (or another): the closed problem's deal is let go
        if self.game is None or game is self.game:
            return
        if self.problem is not None and self.w.session.script is self and _same_position(game, self.problem):
            self.game = game  # a card taken back: the problem again, a new attempt
            self.result, self.shown, self.solved, self.tried = None, False, False, []
            self.solved_earlier = self._solved_before(self.problem)
            self.refresh()
            return
        self._leave()  # another game: the problems are closed

    # ------------------------------------------------------------------ words
    def refresh(self) -> None:
        """The bar's words for the problem on the table."""
        from ..table.advice import fill_words, named_action, reason_text, unit_text
        from ..words import mode_name

        p, bar = self.problem, self.bar
        if p is None or bar is None or self.game is None:
            return
        listed = self.listed()
        where = listed.index(p) + 1 if p in listed else p.number
        title = translate("Problems", "Problem %1 of %2 · level %3 · %4").replace("%1", str(where)).replace(
            "%2", str(len(listed))).replace("%3", str(p.level)).replace("%4", mode_name(p.mode))
        if self.solved_earlier:  # not this attempt's own answer
            title += " · " + translate("Problems", "solved before")
        turned = self.game.deal.turned
        answer = named_action(p.answer, turned)  # "Take ♥ is the best choice.", "The answer: take ♥."
        explain = _html(reason_text(StoredHint.of(p), turned, "master") + " " + values_text(p, turned))
        text = _html(question_text(p, self.game, self.game.names))
        if self.solved:
            head = fill_words(translate("Problems", "Right: %1 is the best choice.") if self.result == "right"
                              and not self.tried else translate("Problems", "%1 is the best choice."), answer)
            text += f"<br><b>{_html(head)}</b> {explain}"
        elif self.shown:  # after a wrong choice too: the answer and its reason
            head = fill_words(translate("Problems", "The answer: %1."), answer)
            text += f"<br><b>{_html(head)}</b> {explain}"
        elif self.tried:
            tried = ", ".join(action_words(a, turned, in_sentence=True) for a in self.tried)  # "Not the best: pass."
            text += "<br><b>" + _html(translate("Problems", "Not the best: %1. Try another, or show the answer.")
                                      .replace("%1", tried)) + "</b>"
        solved = sum(1 for q in listed if self._solved_before(q))
        progress = translate("Problems", "solved %1 of %2").replace("%1", str(solved)).replace("%2", str(len(listed)))
        shown = sum(1 for q in listed if self._shown_only(q))
        if shown:
            progress += " · " + translate("Problems", "answer shown %1").replace("%1", str(shown))
        if not self.kept:
            progress += " " + translate("Problems", "(not kept)")
        bar.show_text(title, text, progress)
        bar.text.setToolTip(unit_text(p.unit))
        bar.fit(self.w.director.layout)
        bar.answer_button.setEnabled(not self.solved and not self.shown)
        combo = bar.level_combo
        i = combo.findData(self.level or 0)
        if combo.currentIndex() != i:
            combo.blockSignals(True)
            combo.setCurrentIndex(i)
            combo.blockSignals(False)

    # ------------------------------------------------------------------ keys
    def key(self, key: int) -> bool:
        """Enter after the answer was played: the next problem. Returns True when used."""
        if self.active and self.solved and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.step(1)
            return True
        return False


def _html(text: str) -> str:
    from html import escape

    return escape(text)


def _same_position(game, problem) -> bool:
    """``game`` is ``problem``'s position again (a take-back replays it)."""
    try:
        fresh = problem.position()
    except ValueError:
        return False
    d, f = game.deal, fresh.deal
    return (d is not None and len(game.entries) == 1 and d.deck == f.deck and d.dealer == f.dealer
            and [a for _s, a in d.history] == [a for _s, a in f.history])
