"""The main window: it composes the widgets — the table view, the buttons and panels over
it, the status line, the score-sheet dock, replay — and the one table of actions
(:mod:`.actions`). The game itself is the :class:`~..game.session.GameSession` (the game, the
turn loop, the computers, saving); the table is shown by the
:class:`~..table.director.TableDirector` with the :class:`~..table.narrator.Narrator`'s words. What
the window opens lives in the room of its concept, each a small object of the window:
made with the game's parts, :class:`~.questions.Questions` (the message boxes and the
questions before a game is lost) and :class:`~..review.opening.Replays` (the replay table,
a record file opened); made when first asked for (:class:`~.openers.Openers`),
:class:`~.settings.WindowSettings` (Game → Settings…),
:class:`~..history.opening.HistoryOpening` (Game → History…, a stored game continued),
:class:`~..sheets.keepers.Keepers` (the score keeper's windows) and
:class:`~..practice.starting.PracticeStarts` (a deal played again, a position set up).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QApplication, QMainWindow, QStackedWidget

from ...engine.actions import Play
from ...engine.rules import Rules
from ...levels import DEFAULT_HINT_LEVEL, DEFAULT_LEVEL
from ...storage.settings import Settings
from .actions import action_key, action_table, menu_action, menu_titles, new_game_with_menu
from ..table.view import TableView
from ..widgets import window_size
from ..widgets.window_size import MIN_SIZE, fit_to_screen
from .openers import Openers
from .start import WindowStart

# The window's first frame needs only the modules above (the menus and the empty table);
# the game's modules (session, director, panels, what the window opens) are imported by
# MainWindow._build_game after it (issue 15, start-up).

#: how long (ms) after the first table the person can act on has been painted the window
#: says :attr:`MainWindow.table_ready` (no person acts sooner)
READY_AFTER_MS = 100
#: and at most how long after that table (or question) is shown, when no paint of the table comes
READY_UNPAINTED_MS = 300
#: and at most how long after the start, whatever comes
READY_LATEST_MS = 3000


class MainWindow(QMainWindow, Openers):
    """The game window.

    :param rules: the first game's rules (default: the settings' rules).
    :param speed, think_delay_ms: table options (default: the settings').
    :param inline_ai: the computers decide on the event loop, not in a process (tests).
    :param autoplay: computers in every seat; panels continue by themselves.
    :param level: the computers' level when no settings are given.
    :param settings: the player's settings (names, levels, rules of new games, table
        options); default: the built-in defaults.
    :param storage: where settings, history and the autosave go
        (:class:`~..start.folders.AppStorage`); None: nothing is saved.

    :param staged: the first frame first (``deberts-desktop`` itself): only the menus and
        the empty table are built here; the game's parts, the history and the autosave
        (:meth:`~..start.folders.AppStorage.open_data`) follow once the table has been painted.
        False (tests, tools): everything is built here.

    ``game_over(game)``: a game has ended on the table.
    """

    game_over = Signal(object)
    #: the first frame of a staged window has been painted (its game's parts come next)
    first_frame = Signal()
    #: the first table the person can act on has been drawn (the hand and the bidding bar,
    #: the question whether to continue, a computer thinking, a record on the replay
    #: table): the start-up's work that this table does not need follows it (once)
    table_ready = Signal()

    def __init__(self, rules: Rules | None = None, seed=None, *, speed: str | None = None,
                 think_delay_ms: int | None = None, inline_ai: bool = False, autoplay: bool = False,
                 level: str = DEFAULT_LEVEL, dealer: int | None = None, settings: Settings | None = None,
                 storage=None, staged: bool = False):
        super().__init__()
        self.storage = storage
        if settings is None and storage is not None:
            settings = storage.settings
        #: the settings come from the player (names and levels are used)
        self.personal = settings is not None
        self.settings: Settings = settings or Settings()
        s = self.settings
        self.autoplay = autoplay
        self.level = level
        self.rules = rules or (s.rules if self.personal else Rules(players=2))
        self.seed = seed
        self.dealer = dealer
        self._options = (speed, think_delay_ms, inline_ai)
        #: the player's pacing and sound are used (issue 23): the player's settings, table
        #: options not given by the caller (tests, --autoplay play without them)
        self.paced = self.personal and speed is None and not autoplay
        self._started = False
        self._staged = staged
        self._built = False
        self._painted = False
        self._ready = ""  # the table_ready signal: "" not yet, "armed", "painted", "sent"
        self.review_window = None  # the review of a deal (review/window.py), made when first used
        self.master_line_window = None  # Show me how (review/master_line.py), made when first used
        self.rules_window = None  # Help → Rules of Debertz (dialogs/help.py), made when first used
        self.tutorial = None  # the first-game tutorial (tutorial.py), made when first offered, opened or continued
        self.problems = None  # Game → Problems (problems.py), made when first opened
        #: the game's last status line, told again on the way back from a replay
        self.game_status = ""
        self.starter = WindowStart(self)  # the first game; records given from outside
        self.starter.take_drops(self)  # a record file dropped on the window opens as Game → Open record… does
        self.setWindowTitle(self.tr("Deberts — Debertz against the computer"))
        fit_to_screen(self, QGuiApplication.primaryScreen())
        self.view = TableView(parent=self, first_frame=staged)  # the felt; the cards' scene comes with the game
        from ..widgets.accessible import reach_floating_children

        reach_floating_children("TableView")  # the bidding buttons, hint and panels over the felt
        self.view.setAccessibleName(self.tr("Card table"))
        self.view.setAccessibleDescription(self.table_keys_help())
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.view)
        self.setCentralWidget(self.stack)
        self._build_menus()
        # the status bar now (its line comes with the game's parts): the table gets its
        # final size before it is first drawn, not one that shrinks under its first cards
        self.statusBar()
        if staged:
            self.view.painted.connect(self._first_frame)
        else:
            self._build_game()

    @property
    def first_frame_shown(self) -> bool:
        """The first frame has been painted (always true for a window built at once)."""
        return self._built or self._painted

    @property
    def started(self) -> bool:
        """:meth:`start` has run: the game's parts are built, the computers' worker and the
        first game (or the records given first) are under way."""
        return self._started

    @property
    def sheet(self):
        """The score sheet beside the table (:attr:`~..sheets.dock.SheetDock.sheet`, made when first asked for)."""
        return self.sheet_dock.sheet

    @property
    def summary(self):
        """The end-of-deal panel (:attr:`~..table.overlays.Overlays.summary`, made when first asked for)."""
        return self.overlays.summary

    @property
    def final(self):
        """The end-of-game panel (:attr:`~..table.overlays.Overlays.final`, made when first asked for)."""
        return self.overlays.final

    @property
    def table_ready_shown(self) -> bool:
        """:attr:`table_ready` has been emitted."""
        return self._ready == "sent"

    def arm_table_ready(self, *_) -> None:
        """What the person can act on is on the table (or a computer is asked): once it has
        been painted, and :data:`READY_AFTER_MS` later (no person acts sooner), the
        :attr:`table_ready` signal; at most :data:`READY_UNPAINTED_MS` after this when no
        paint of the table comes (a question in a window of its own)."""
        if self._ready:
            return
        self._ready = "armed"
        self.view.painted.connect(self._ready_painted)
        QTimer.singleShot(READY_UNPAINTED_MS, self, self._send_table_ready)

    def _ready_painted(self) -> None:
        if self._ready == "armed":
            self._ready = "painted"
            self.view.painted.disconnect(self._ready_painted)
            QTimer.singleShot(READY_AFTER_MS, self, self._send_table_ready)

    def _send_table_ready(self) -> None:
        session = getattr(self, "session", None)  # (None: the game's parts failed to build)
        if self._ready == "sent" or (session is not None and session.closed):  # closed meanwhile: nothing more starts
            return
        if self._ready == "armed":
            self.view.painted.disconnect(self._ready_painted)
        self._ready = "sent"
        self.table_ready.emit()

    def _first_frame(self) -> None:
        self.view.painted.disconnect(self._first_frame)
        # queued: the frame is painted but not yet flushed to the screen (paintEvent)
        QTimer.singleShot(0, self, self._after_first_frame)

    def _after_first_frame(self) -> None:
        self._painted = True
        self.first_frame.emit()
        self.start()

    def _build_game(self) -> None:
        """The game's parts: the session, the director, the panels, the score-sheet dock,
        what the window opens (questions, settings, History, replay, score keeper, practice)
        and the View menu; the history and the autosave are opened first."""
        if self._built:
            return
        self._built = True
        from ..table.director import TableDirector
        from ..table.overlays import Overlays
        from ..widgets.status_line import StatusNotices
        from ..game.session import GameSession
        from ..sheets.dock import SheetDock
        from ..table.deal_log import DealLogDock
        from ..game.sound import SoundCues
        from .view_menu import ViewMenu
        from .questions import Questions
        from ..review.opening import Replays

        from ..cards.art import CardArt
        from ..cards.store import CardStore
        from ..table.scene import TableScene

        if not self._staged:  # every dialog and window shown fits the screen (staged: place_windows)
            window_size.install(QApplication.instance())
        if self.storage is not None and hasattr(self.storage, "open_data"):
            self.storage.open_data()
        s = self.settings
        # card images kept between starts (staged: written once the first table is ready, or at closing)
        store = CardStore.in_cache(getattr(self.storage, "cache_folder", None))
        self.art = CardArt(four_colour=s.four_colour if self.personal else False, store=store)
        if store is not None:
            self.table_ready.connect(store.release) if self._staged else store.release()
        self.scene = TableScene(self.art, self)
        self.table_ready.connect(self.set_shortcuts) if self._staged else self.set_shortcuts()
        self.view.finish()
        self.view.setScene(self.scene)
        speed, think_delay_ms, inline_ai = self._options
        # staged (the app's start): the saving starts once the first table is drawn (start())
        self.session = GameSession(self.storage, inline_ai=inline_ai, parent=self, hold_saving=self._staged)
        self.director = TableDirector(self.scene, self)
        self.session.hint_level = s.hint_level if self.personal else DEFAULT_HINT_LEVEL
        self.session.coach_threshold = s.coach_threshold if self.personal and s.coach else None
        self.overlays = Overlays(self)
        ov = self.overlays
        self.bar, self.tools = ov.bar, ov.tools
        self.hint_button, self.last_button, self.status_label = ov.hint_button, ov.last_button, ov.status_label
        self.statusBar().addWidget(self.status_label, 1)
        # saving's warnings (failed, delayed: the history locked) and notices (delayed, works
        # again…, settings waiting for the next game) beside the game's line (issue 19)
        self.notices = StatusNotices(self.statusBar(),
                                     lambda: getattr(getattr(self.session, "store", None), "delayed", set()))
        # a low work area (a task bar at scale 2): the table gets lower rather than pass under the status bar
        self.view.setMinimumHeight(window_size.table_min_height(
            self.view.minimumHeight(), self.minimumHeight(), self.menuBar().sizeHint().height()
            + self.statusBar().sizeHint().height()))
        self.sheet_dock = SheetDock(self.tr("Score sheet"), self, self.view)
        self.deal_log_dock = DealLogDock(self.tr("Deal log"), self)  # View → Deal log (issue 23)
        self.deal_log = self.deal_log_dock.log
        self.sounds = SoundCues(quiet=lambda: self.replays.in_replay())  # on: ViewMenu.apply; unheard in a replay
        if self._staged:  # the sound device once the first table is painted (start)
            self.sounds.hold()
        self.questions = Questions(self)
        self.replays = Replays(self)
        self.view_menu = ViewMenu(self, self.menu_view)  # its entries: when first opened, or with the first table (staged)
        self.table_ready.connect(self.view_menu.fill) if self._staged else self.view_menu.fill()
        # the table options: the settings', unless the caller (tests, --autoplay) says otherwise
        self.view_menu.apply(self.settings)
        if speed is not None or not self.personal:
            self.director.speed = speed or "normal"
        if think_delay_ms is not None or not self.personal:
            self.session.think_delay_ms = 500 if think_delay_ms is None else think_delay_ms
        self._wire()

    # ------------------------------------------------------------------ building
    def _build_menus(self) -> None:
        titles = menu_titles()
        menus = {key: self.menuBar().addMenu(titles[key]) for key in ("game", "view", "help")}
        self.menu_view, self.menu_game = menus["view"], menus["game"]
        # the shortcuts come once the first table is ready (set_shortcuts)
        self._shortcuts = []
        for spec in action_table():
            act = menu_action(spec.text, self)
            if spec.shortcut:
                self._shortcuts.append((act, spec.shortcut))
            if spec.role == "quit":
                act.setMenuRole(QAction.MenuRole.QuitRole)
            elif spec.role == "preferences":
                act.setMenuRole(QAction.MenuRole.PreferencesRole)
            act.triggered.connect(lambda _=False, name=spec.runs: self._run_action(name))
            if spec.separator_before:  # (not addSeparator(): PySide6 makes QWidgetAction's class to return it)
                separator = QAction(self)
                separator.setSeparator(True)
                menus[spec.menu].addAction(separator)
            menus[spec.menu].addAction(act)
            setattr(self, f"{spec.key}_action", act)
            if spec.key == "new":  # Game → New game with… right under it
                self.new_with_menu = new_game_with_menu(self, menus[spec.menu])

    def set_shortcuts(self) -> None:
        """Give the menu's actions their keyboard shortcuts (once): staged, once the first
        table is ready — no person acts sooner (:data:`READY_AFTER_MS`), and Qt's key
        sequences, their class and its enum of some 70 standard keys, cost the first table
        ~1 ms (issue 21) — else with the game's parts."""
        from PySide6.QtGui import QKeySequence

        shortcuts, self._shortcuts = self._shortcuts, []
        for act, shortcut in shortcuts:
            standard = getattr(QKeySequence.StandardKey, shortcut, None)
            act.setShortcut(QKeySequence(standard) if standard is not None else QKeySequence(shortcut))

    def _run_action(self, name: str) -> None:
        self._build_game()  # a menu chosen before the game's parts were built (staged)
        self.place_windows()  # (it may open one)
        getattr(self, name)()

    def place_windows(self) -> None:
        """From now on every dialog and window shown fits the screen
        (:func:`..widgets.window_size.install`: an application event filter, which costs
        every event a call into Python — staged, the first table does without it: it is
        installed once that table is drawn, or before a window is opened sooner)."""
        window_size.install(QApplication.instance())

    def _wire(self) -> None:
        ses, d = self.session, self.director
        ses.started.connect(self._game_started)
        ses.deal_started.connect(lambda deal, number: d.show_opening(deal, number))
        ses.applied.connect(d.show_events)
        ses.prompt.connect(self._prompt)
        ses.thinking.connect(self._thinking)
        ses.warning.connect(self.notices.warn)
        ses.notice.connect(self.notices.notice)
        d.idle.connect(ses.advance)
        # the deal log and the sounds follow the deal as the table shows it (issue 23); the log
        # and the score sheet of a replay on screen stay the replay's (the way back shows the game's)
        ses.deal_started.connect(lambda deal, number: None if self.replays.in_replay()
                                 else self.deal_log.start(d.narrator, deal, number))
        ses.deal_started.connect(self.sounds.deal_started)
        d.event_shown.connect(lambda e: None if self.replays.in_replay() else self.deal_log.add(e, self.shown_deal()))
        d.event_shown.connect(self.sounds.event)
        ses.prompt.connect(lambda seat, actions: self.sounds.prompt(seat, actions, self.position_key())
                           if seat < 0 or ses.forced_play(seat, actions) is None else None)  # no "turn" for a forced card
        self.game_over.connect(lambda game: self.sounds.game_over(game, ses.person_seats))
        d.status.connect(self.say)
        d.deal_shown.connect(self._deal_shown)
        ses.comparisons.compared.connect(self.overlays.master_compared)  # the Master in your seat (issue 24)
        d.game_shown.connect(self._game_shown)
        # a card clicked hands its action (the engine's, offered by the director) to the
        # session as it is: Deal.apply is the one judge (a refusal comes back as ses.refused)
        self.scene.card_clicked.connect(ses.choose)
        self.scene.card_dropped.connect(self.card_dropped)
        self.scene.card_refused.connect(self.card_refused)
        ses.refused.connect(self._refused)
        self.view.resized.connect(self.fit_table)
        self.view.installEventFilter(self)
        self.view.viewport().installEventFilter(self)

    # ------------------------------------------------------------------ games
    def showEvent(self, event) -> None:
        super().showEvent(event)
        # staged: start() follows the first frame (_first_frame), or this if none is painted
        QTimer.singleShot(250 if not self._built else 0, self, self.start)

    def start(self) -> None:
        """After the first frame: the game's parts (staged), the computers' worker, and the
        first game (or the question whether to continue the unfinished one), or first the
        records given (:mod:`.start`)."""
        if self._started:
            return
        self._started = True
        # first: a start that fails below still says table_ready (the collector, the log's
        # rotation, the card store and later starts' hand-over come with it)
        QTimer.singleShot(READY_LATEST_MS, self, self._send_table_ready)
        self._build_game()
        self.fit_table()
        if not self.autoplay:
            self.sheet_dock.start()
        # the computers' worker: now when a computer acts first (its first decision does not
        # wait for it), else once the table is ready (its start takes no CPU from the first
        # table; a job asked sooner starts it at once)
        self.table_ready.connect(self.session.computers.start)
        self.table_ready.connect(self.session.store.release)  # a held store (staged) saves from now on
        self.table_ready.connect(self.place_windows)
        self.table_ready.connect(lambda: self.session.comparisons.redo_lost(self.storage and self.storage.history_with_games))
        self.session.store.history_made.connect(self._open_new_history)
        self.session.thinking.connect(self.arm_table_ready)
        self.session.prompt.connect(self.arm_table_ready)
        if self.sounds.held:  # the first table's sounds come once it is painted (at the latest with table_ready)
            self.view.painted.connect(self._first_table_painted)
            self.table_ready.connect(self.sounds.release)
        self.starter.first_game()
        if self._computer_first():
            self.session.computers.start()
        if self.session.game is None:  # the question whether to continue, or a record on the replay table
            self.arm_table_ready()

    def _first_table_painted(self) -> None:
        """The first table since :meth:`start` has been painted: the sounds it asked for
        (the deal, the person's turn) play :data:`READY_AFTER_MS` later, and every later
        one at once."""
        self.view.painted.disconnect(self._first_table_painted)
        QTimer.singleShot(READY_AFTER_MS, self, self.sounds.release)

    def _open_new_history(self) -> None:
        """A new history (the first start on a data folder:
        :attr:`~..start.folders.AppStorage.history_waiting`) was made by the session's
        writer (once the first table is drawn): the window opens it too; if it could not be
        made the player is told (now, or after the question on screen is answered)."""
        opening = getattr(self.storage, "open_history", None)
        if opening is not None and opening() and self.questions.question is None:
            QTimer.singleShot(0, self, self.questions.show_startup_messages)

    def _computer_first(self) -> bool:
        """The first game's deal is on and a computer is the first to act."""
        game = self.session.game
        deal = game.deal if game is not None else None
        return deal is not None and not deal.is_done and not self.session.is_person(deal.current_player)

    def seat_names(self, rules: Rules) -> list[str]:
        from ..words import display_name, given_name, settings_names

        n = rules.players
        if self.personal:  # default names in the player's language, typed ones as typed
            return settings_names(self.settings)[:n]
        if self.autoplay:
            return [display_name(f"Computer {i + 1}") for i in range(n)]
        return [given_name(x) for x in ("You", "Anna", "Boris", "Vera")[:n]]

    def seat_levels(self, rules: Rules) -> list[str | None]:
        n = rules.players
        if self.autoplay:
            return [self.level] * n
        if self.personal:
            return [None] + [lv or DEFAULT_LEVEL for lv in self.settings.levels[1:n]]
        return [None] + [self.level] * (n - 1)

    def new_game(self, rules: Rules | None = None, seed=None, dealer: int | None = None, practice: bool = False) -> None:
        """Start a new game at once (the running one must have been kept or abandoned):
        the settings' rules (or ``rules``), names and levels; ``practice``: a practice game
        (take-backs allowed, kept out of the statistics)."""
        self.starter.keep_saved_game()
        rules = rules or (self.settings.rules if self.personal else self.rules)
        self.rules = rules
        self.overlays.hide_panels()
        mark = None
        if practice:  # (the history's module: not for the first game)
            from ...storage.history import PracticeMark

            mark = PracticeMark()
        self.session.new_game(rules, self.seat_names(rules), self.seat_levels(rules), seed, dealer,
                              mark, self.settings.preset_of(rules))

    def ask_new_game(self, rules: Rules | None = None, practice: bool = False) -> None:
        """Game → New game (Ctrl+N): in the middle of a game, ask first (keep / abandon)."""
        self.questions.ask_new_game(rules, practice)

    def ask_practice_game(self) -> None:
        """Game → New practice game (Ctrl+Shift+N)."""
        self.questions.ask_new_game(None, True)

    def take_back(self) -> None:
        """Game → Take back (Ctrl+Z), in a practice game: the person's last card or bid
        and the computers' replies are undone; elsewhere the status line says why not (a replay: nothing)."""
        if self.replays.in_replay():
            return
        why = self.session.take_back_refusal()
        if why is not None:
            self.say(self.practice_starts.refusal(why))
            return
        self.director.abandon()
        self.overlays.hide_panels()
        self.session.take_back()
        self.director.show_position()
        self.deal_log.show_game(self.director.narrator, self.session.game)
        self.session.advance()  # the person's turn (its line), then what happened: said last, so seen
        self.say(self.tr("Taken back: your turn again."))

    def continue_game(self, game, levels, game_id=None, practice=None, uid=None, preset=None, seed=None) -> None:
        """Go on with a saved or kept game exactly where it stopped (``uid``: its key in
        the autosave; ``preset``: the rule preset it was started with, as the autosave
        keeps it or History — when not known, the preset its rules are)."""
        self.starter.keep_saved_game()
        self.overlays.hide_panels()
        self.rules = game.rules
        if preset is None:
            preset = self.settings.preset_of(game.rules)
        self.session.continue_game(game, levels, game_id, practice, uid, preset, seed=seed)
        self.practice_starts.continued(game, practice)  # a lesson or a deal played again goes on as it was
        self.show_continued(game)

    def show_continued(self, game, how: str = "saved") -> None:
        """``game`` (just given to the session) on the table as it stands, and whoever is to
        act asked; the status line says how it came (``how``: :meth:`..table.narrator.Narrator.continued`)."""
        self.director.show_position()
        self.deal_log.show_game(self.director.narrator, game)
        self.say(self.director.narrator.continued(how, self.session.again))
        entry = game.entries[-1] if game.entries else None
        if game.deal is None and entry is not None:
            if game.finished:
                self._game_shown(game)
            else:
                self._deal_shown(entry)
        else:
            self.session.advance()

    def _game_started(self, game) -> None:
        """A game comes on the table (new, set up, played again, continued from History,
        resumed, taken back): the replay table goes first (every start or continuation
        passes here, so no game runs behind a replay), then the old deal's bar, panels and
        status line; the title says whether it is practice."""
        from ..table.narrator import Narrator, window_title

        ses = self.session
        self.replays.leave_replay()
        self.overlays.hide_panels()
        self.hinted = None  # Enter never makes an old deal's hinted bid
        narrator = Narrator(game.names, ses.person_seats, game.rules).count_from(ses.practice)
        self.director.practice = ses.practice is not None  # the score box says so
        self.name_preset(ses.store.preset, game.rules)
        self.director.begin(game, narrator, ses.person_seats, reveal_all=not ses.person_seats)
        self.sheet_dock.show_game(game)
        self.deal_log.clear()
        self.say(narrator.game_started(ses.practice is not None) if not game.entries else "")
        self.setWindowTitle(window_title(ses.practice))
        self.fit_table()
        self.rules_follow_table()

    def name_preset(self, preset: str | None, rules) -> None:
        """The score box names the rules' preset: ``preset``, the one the game was started
        with, else (not kept: a set-up position, an older version's game) what its ``rules`` are."""
        from ..words import preset_name

        self.director.preset_name = preset_name(preset or self.settings.preset_of(rules))

    def shown_deal(self):
        """The deal the table shows: the one being played, else the last one (None: none)."""
        return self.director.shown_deal()

    def position_key(self):
        """Which position the table is at (game, deal, action): one "your turn" sound each."""
        game = self.session.game
        deal = game.deal if game is not None else None
        return (id(game), len(game.entries), len(deal.history)) if deal is not None else None

    # ------------------------------------------------------------------ turns
    def say(self, text: str) -> None:
        self.game_status = text  # told again on the way back from a replay
        if not self.replays.in_replay():
            self.status_label.setText(text)

    def _thinking(self, seat: int) -> None:
        self.director.turn_seat = seat
        self.director.refresh_info()
        self.say(self.director.narrator.thinking(seat))

    def _prompt(self, seat: int, actions: list) -> None:
        from ...engine.deal import BIDDING_1, BIDDING_2
        from ..table.narrator import action_label

        d = self.director
        d.turn_seat = seat if seat >= 0 else None
        d.set_choices(actions)
        deal = self.session.game.deal if self.session.game else None
        shown = [a for a in actions if not isinstance(a, Play)]
        title = ""
        if shown and deal is not None:
            if deal.phase == BIDDING_1:
                from ..words import card_name

                title = self.tr("Turned %1:").replace("%1", card_name(deal.turned))
            elif deal.phase == BIDDING_2:
                title = (self.tr("Round 2:") if any(getattr(a, "kind", "") == "pass" for a in shown)
                         else self.tr("Round 2: you must name a suit"))
            else:
                title = self.tr("Before the first card:")
        turned = deal.turned if deal else None
        self.overlays.set_actions(title, [(a, action_label(a, turned), action_key(a)) for a in shown])
        self.hint_action.setEnabled(bool(actions))
        self.overlays.hint_button.setEnabled(bool(actions))
        if actions:
            self.say(d.narrator.prompt(actions, deal.phase))
            if 0 in d.person_seats:  # a screen reader on the table hears it as it stands
                self.view.setAccessibleDescription(self.spoken_table() + " " + self.table_keys_help())

    def choose(self, action) -> bool:
        """The person's choice (a button, a key, a card)."""
        return self.session.choose(action)

    def card_dropped(self, action, pos) -> None:
        """A card dragged and dropped at ``pos`` (scene): over the table its ``action`` (the
        one the card was offered) is the person's choice; else, or when it is not played,
        the card goes back to the hand."""
        L = self.director.layout
        ses = self.session
        if L is not None and pos.y() < L.bottom_y - L.ch * 0.75 and ses.choose(action):
            if ses.waiting is None or ses.waiting[0] != "person":
                return  # played
        self.director.put_back(int(action.card))  # not played, or held by the coach

    def card_refused(self, card) -> None:
        """A click on ``card`` (a :class:`~deberts_desktop.engine.cards.Card`), which cannot
        be played now: say why (the engine's reason, asked once)."""
        if card not in self.director.model.hands[0]:
            return
        why = self.session.why_illegal(Play(card))
        if why is not None:
            self.say(self.director.narrator.refused(card, why))

    def _refused(self, action, why) -> None:
        """The engine refused the person's ``action`` (``why``: its error): for a card of
        the hand, the table says why."""
        if isinstance(action, Play) and action.card in self.director.model.hands[0]:
            self.say(self.director.narrator.refused(action.card, why))

    def hint(self) -> None:
        """Game → Hint (F1); nothing in a replay (not the game's table: a problem's answer stays unshown)."""
        if not self.replays.in_replay() and self.session.hint():
            self.say(self.tr("Thinking about a hint…"))

    # ------------------------------------------------------------------ reviews
    def review_deal(self, index: int) -> None:
        """The end-of-deal panel's "Review this deal": deal ``index`` (0-based) of the game
        on the table, in the review window."""
        from ..review.opening import review_game_deal

        review_game_deal(self, index)

    def review_from_history(self, game_id: int) -> None:
        """History → Review a deal…: a stored game's deals in the review window."""
        from ..review.opening import review_stored_game

        review_stored_game(self, game_id)

    def show_me_how(self, index: int):
        """The end-of-deal panel's "Show me how": deal ``index`` (0-based) of the game on the
        table as played and as the Master in your seat would have played it."""
        from ..review.opening import show_me_how_game_deal

        return show_me_how_game_deal(self, index)

    def show_me_how_from_history(self, game_id: int):
        """History → Show me how…: a stored game's deals against the Master's lines."""
        from ..review.opening import show_me_how_stored_game

        return show_me_how_stored_game(self, game_id)

    # ------------------------------------------------------------------ deals
    def _deal_shown(self, entry) -> None:
        if not self.replays.in_replay():  # a replay on screen keeps its sheet (the way back shows the game's)
            self.sheet_dock.show_game(self.session.game)
        game = self.session.game
        # a deal played again is one deal, thrown in too: its panel, with its comparison or
        # (its original not in History: a record file's, deleted) without
        again = self.session.again is not None or (
            getattr(self.session.practice, "deal", None) is not None and len(game.entries) == 1)
        if entry.deal.result.thrown_in and not game.finished and not again:
            self.session.next_deal()
            return
        if self.autoplay:
            QTimer.singleShot(0, self, self.next_deal)  # (tied to the window: never after it is gone)
            return
        if self.session.again is not None:
            self.overlays.show_comparison(game, entry, self.session)
            return
        self.overlays.show_deal(game, entry, len(game.entries), self.session.person_seats)

    def next_deal(self) -> None:
        if self.overlays.shown("summary"):
            self.overlays.summary.hide()
        game = self.session.game
        if game is not None and game.finished:
            self._game_shown(game)
            return
        self.session.next_deal()
        if not self.overlays.shown("final"):
            self.view.setFocus()

    def _game_shown(self, game) -> None:
        if not self.replays.in_replay():
            self.sheet_dock.show_game(game)
        self.scene.banner.setVisible(False)
        self.game_over.emit(game)
        if self.autoplay:
            return
        mark = self.session.practice
        start = mark.context.scores if mark is not None and mark.context is not None else None
        self.overlays.show_game_over(game, self.session.person_seats, start)

    def game_panel_closed(self) -> None:
        """The end-of-game panel was closed: the table says what comes next."""
        self.say(self.director.narrator.game_over_prompt())

    def toggle_last_trick(self) -> None:
        """Game → Last trick (L): shown or hidden; nothing in a replay (not the game's table)."""
        if not self.replays.in_replay():
            self.overlays.toggle_last_trick()

    def table_keys_help(self) -> str:
        """The table's keys for a screen reader (the table view's description)."""
        return self.tr("Left and Right choose a card of your hand, Enter plays it; A reads the whole table aloud.")

    def read_table(self) -> None:
        """Game → Read the table aloud (A): the hand, the trick, trump, whose turn, the
        score and the person's choices in words (:meth:`spoken_table`), on the status line and
        announced to screen readers; the table's description says it too. Nothing in a
        replay (not the game's table)."""
        if self.replays.in_replay():
            return
        from ..widgets.accessible import announce

        text = self.spoken_table()
        self.view.setAccessibleDescription(text + " " + self.table_keys_help())
        self.say(text)
        announce(self.status_label, text, assertive=True)

    def spoken_table(self) -> str:
        """The table in words (:func:`~..table.reading.table_reading`) and the bids or
        options the person can choose, with their keys (:func:`~..table.reading.choices_words`)."""
        from ..table.reading import choices_words, table_reading

        return " ".join(t for t in (table_reading(self.director), choices_words(self.bar)) if t)

    def tell_selected(self) -> None:
        """The card chosen with ←/→, told to screen readers ("ten of hearts, 2 of 5 you
        can play")."""
        from ..table.reading import selected_words
        from ..widgets.accessible import announce

        text = selected_words(self.director)
        if text:
            announce(self.status_label, text)

    # what the window opens — the action table (actions.py) names these methods
    def set_up_position(self):
        return self.practice_starts.set_up_position()

    def open_record_dialog(self):
        return self.replays.open_record_dialog()

    def open_record(self, path):
        """Open a record file on the replay table (``deberts-desktop FILE``, a record handed
        over); a bad file gets its reason in words and nothing else is touched; before the
        start it waits (:meth:`~.start.WindowStart.open_record`)."""
        return self.starter.open_record(path)

    def open_settings(self):
        return self.window_settings.open()

    def open_history(self):
        return self.history_opening.open()

    def new_score_sheet(self):
        return self.keepers.new_sheet()

    def show_tutorial(self):
        """Help → Tutorial: the first-game tutorial's guided deal (:mod:`.tutorial`)."""
        self.tutorial_guide().start()
        return self.tutorial

    def tutorial_guide(self):
        """The window's :class:`~.tutorial.Tutorial` (made when first asked for)."""
        if self.tutorial is None:
            from .tutorial import Tutorial

            self.tutorial = Tutorial(self)
        return self.tutorial

    def show_problems(self):
        """Game → Problems: the shipped problems, one at a time on the table (:mod:`.problems`)."""
        if self.problems is None:
            from .problems import Problems

            self.problems = Problems(self)
        self.problems.open()
        return self.problems

    # ------------------------------------------------------------------ layout and keys
    def fit_table(self) -> None:
        """The table laid out again for the view's size and pixel ratio, the panels placed."""
        vp = self.view.viewport()
        self.director.set_size(vp.width(), vp.height(), self.view.devicePixelRatioF())
        self.overlays.place()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._built:
            self.sheet_dock.window_resized(event.oldSize().width())
            self.deal_log_dock.fit()

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and self._built:
            from .keys import field_keeps_key

            if field_keeps_key(self, event):
                event.accept()  # a field beside the table uses the key: no menu shortcut on it
                return True
        if self._started and event.type() == QEvent.Type.DevicePixelRatioChange:
            QTimer.singleShot(0, self, self.fit_table)  # another screen: cards drawn for its pixel ratio
        return super().event(event)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        from .keys import handle_key

        if event.type() == QEvent.Type.KeyPress and handle_key(self, event.key(), event.text()):
            return True
        if event.type() == QEvent.Type.MouseButtonPress and obj is self.view.viewport():
            self.scene.preview.setVisible(False)
        return super().eventFilter(obj, event)

    def keyPressEvent(self, event) -> None:
        from .keys import handle_key

        if not self._built or not handle_key(self, event.key(), event.text()):
            super().keyPressEvent(event)

    def closeEvent(self, event) -> None:
        if event.spontaneous() and not self.may_quit():  # the title bar's button: the person may cancel
            return event.ignore()
        if self._built:  # (closed before the game was built: nothing runs yet)
            self._shut_down_parts()
        super().closeEvent(event)

    def _shut_down_parts(self) -> None:
        """The window closes: every part of the game that was made stops (the computers'
        and the review's processes, the sound thread, the history, the kept card images).
        A start whose game's parts failed midway made only some of them; a step that
        fails is logged and the next one still runs, so the window always closes and no
        process outlives it."""
        art = getattr(self, "art", None)
        steps = [
            (self.__dict__.get("practice_starts"), "keep_set_aside"),  # (made when used: a game History does not keep)
            (getattr(self, "director", None), "abandon"), (getattr(self, "session", None), "shutdown"),
            (art.store if art is not None else None, "release"),  # closed before the first table was ready
            (getattr(self, "sounds", None), "close"), (getattr(self, "replays", None), "shutdown"),
            (self, "close_openers"),
            (self.problems, "flush"),  # an answer that waited for a lock: written before the history closes
            (self.storage, "close"), (self.review_window, "shutdown"), (self.master_line_window, "close"),
        ]
        for part, step in steps:
            if part is None:
                continue
            try:
                getattr(part, step)()
            except Exception:  # the window closes whatever a part does
                import logging

                logging.getLogger("deberts_desktop").exception("closing the window: %s.%s", type(part).__name__, step)


__all__ = ["MainWindow", "MIN_SIZE"]
