"""The main window: the table view, its menus, the buttons over the table and the
panels, wired to the :class:`~.controller.Controller`; the settings, the game history,
the autosave (resume), the score-sheet dock, replay mode and the score keeper.

Persistence (when the window is given an :class:`~.session.AppStorage`): after every
engine change (a deal started, an action applied) the game is autosaved; after each
finished deal it is written to the history (one transaction per deal). A finished game is
stored as finished and the autosave cleared. Failures are shown in the status bar and the
game goes on. Without storage (tests, ``--autoplay``) nothing is written anywhere.
"""

from __future__ import annotations

import sys

from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QStyle,
    QWidget,
)

from ..engine.actions import Bid, Play
from ..engine.deal import BIDDING_1, BIDDING_2
from ..engine.rules import Rules, RulesError
from ..storage import AutosaveError, HistoryError, Settings, SettingsSaveError, save_settings
from .card_art import CardArt, back_styles
from .controller import SPEEDS, Controller, action_key, action_label, key_letter
from .panels import PANEL_STYLE, ActionBar, Panel, StatusLine, deal_summary, game_summary
from .players import DEFAULT_LEVEL, Thinker
from .score_sheet import ScoreSheetWidget
from .table import TableScene, TableView
from .words import storage_text

MODES = (("2 players", 2, "pairs"), ("3 players", 3, "pairs"), ("4 players, each for himself", 4, "individual"),
         ("4 players in pairs", 4, "pairs"))

#: Computer delays offered in the View menu (milliseconds).
DELAYS = (("None", 0), ("Short", 250), ("Normal", 600), ("Long", 1000))

#: The window is wide enough for the score-sheet dock from this width on.
DOCK_MIN_WINDOW_WIDTH = 1150
#: the window's size at start (logical pixels), made smaller on a smaller screen
START_SIZE = QSize(1100, 760)
MIN_SIZE = QSize(800, 600)


def start_size(available: QRect | None) -> QSize:
    """The window's first size for a screen whose work area (without the task bar) is
    ``available`` (None: unknown): :data:`START_SIZE`, but within 95% of the work area's
    width and 90% of its height (room for the title bar), and never below
    :data:`MIN_SIZE` — e.g. 1100 × 648 on a 1280 × 720 work area (a 1920 × 1080 screen at
    150%)."""
    if available is None or available.isEmpty():
        return QSize(START_SIZE)
    fit = QSize(int(available.width() * 0.95), int(available.height() * 0.9))
    return START_SIZE.boundedTo(fit).expandedTo(MIN_SIZE)


class MainWindow(QMainWindow):
    """The game window.

    :param rules: the first game's rules (default: the settings' rules).
    :param speed, think_delay_ms: table options (default: the settings').
    :param inline_ai: think on the event loop instead of in a worker process (tests).
    :param autoplay: computers in every seat; panels continue by themselves.
    :param settings: the player's settings (names, levels, rules of new games, table
        options); default: the built-in defaults, and the table's own names.
    :param storage: where settings, history and the autosave go (:class:`~.session.AppStorage`);
        None: nothing is saved.
    """

    def __init__(self, rules: Rules | None = None, seed=None, *, speed: str | None = None,
                 think_delay_ms: int | None = None, inline_ai: bool = False, autoplay: bool = False,
                 level: str = DEFAULT_LEVEL, dealer: int | None = None, settings: Settings | None = None,
                 storage=None):
        super().__init__()
        self.storage = storage
        if settings is None and storage is not None:
            settings = storage.settings
        #: the settings come from the player (names and levels are used)
        self.personal = settings is not None
        self.settings: Settings = settings or Settings()
        s = self.settings
        if speed is None:
            speed = s.animation_speed if self.personal else "normal"
        if think_delay_ms is None:
            think_delay_ms = s.computer_delay_ms if self.personal else 500
        self.setWindowTitle(self.tr("Deberts — Debertz against the computer"))
        screen = QGuiApplication.primaryScreen()
        self.resize(start_size(screen.availableGeometry() if screen is not None else None))
        self.setMinimumSize(MIN_SIZE)
        self.art = CardArt(four_colour=s.four_colour if self.personal else False)
        self.scene = TableScene(self.art, self)
        if self.personal:
            self.scene.back_style = s.card_back
        self.view = TableView(self.scene, self)
        if self.personal:
            self.view.set_felt(s.table_colour)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.view)
        self.setCentralWidget(self.stack)
        self.replay = None  # ReplayView, made when first used
        self.thinker = Thinker(inline=inline_ai, parent=self)
        self.controller = Controller(
            self.scene, self.thinker, speed=speed, think_delay_ms=think_delay_ms,
            person_seats=() if autoplay else (0,), level=level, auto_continue=autoplay, parent=self)
        self.autoplay = autoplay
        # overlays on the table
        self.bar = ActionBar(self.view)
        self.bar.chosen.connect(self._bar_chosen)
        self.summary = Panel(self.view)
        self.final = Panel(self.view)
        for panel in (self.summary, self.final):
            panel.keep_clear = self._panel_keep_clear
        self.tools = QWidget(self.view)
        self.tools.setStyleSheet(PANEL_STYLE)
        self.tools.setVisible(False)  # placed once the table has a layout
        self.hint_button = QPushButton(self.tr("Hint [F1]"), self.tools)
        self.last_button = QPushButton(self.tr("Last trick [L]"), self.tools)
        for b in (self.hint_button, self.last_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hint_button.clicked.connect(self.controller.hint)
        self.last_button.clicked.connect(self.toggle_last_trick)
        self._preview_timer = QTimer(self)
        self._preview_timer.setSingleShot(True)
        self._preview_timer.timeout.connect(lambda: self.scene.preview.setVisible(False))
        self.status_label = StatusLine("")
        self.statusBar().addWidget(self.status_label, 1)
        #: a lasting warning (saving failed), shown at the right of the status bar
        self.warning_label = QLabel("")
        self.warning_label.setObjectName("storageWarning")
        self.warning_label.setStyleSheet("color: #b00020; font-weight: bold;")
        self.warning_label.setVisible(False)
        self.statusBar().addPermanentWidget(self.warning_label)
        # the score sheet beside the table
        self.sheet = ScoreSheetWidget()
        self.sheet.setMinimumWidth(250)
        self.sheet_dock = QDockWidget(self.tr("Score sheet"), self)
        self.sheet_dock.setObjectName("scoreSheetDock")
        self.sheet_dock.setWidget(self.sheet)
        self.sheet_dock.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.sheet_dock)
        self.sheet_dock.setVisible(False)
        #: the window became too narrow for the docked sheet: it comes back when wide again
        self._dock_auto_hidden = False
        # persistence
        self.game_id: int | None = None
        self._stored_rows = 0
        self._warnings: dict[str, str] = {}
        #: the start-up question and message boxes (non-blocking; tests click them)
        self.resume_box: QMessageBox | None = None
        self.message_box: QMessageBox | None = None
        self.settings_dialog = None
        self.history_window = None
        self.keeper_windows: list = []
        # wiring
        self.view.resized.connect(self._resized)
        self.view.installEventFilter(self)
        self.view.viewport().installEventFilter(self)
        c = self.controller
        c.prompt_changed.connect(self._prompt_changed)
        c.status.connect(self._status)
        c.deal_over.connect(self._deal_over)
        c.game_over.connect(self._game_over)
        c.hint_ready.connect(self._hint_ready)
        c.game_changed.connect(self._game_changed)
        self._build_menus()
        self.rules = rules or (s.rules if self.personal else Rules(players=2))
        self.seed = seed
        self.dealer = dealer
        self._started = False
        self._game_status = ""

    def _status(self, text: str) -> None:
        self._game_status = text  # told again on the way back from a replay
        if not self.in_replay():  # the game behind the replay does not talk over it
            self.status_label.setText(text)

    # ------------------------------------------------------------------ menus
    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        self.new_action = QAction(self.tr("&New game"), self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(lambda: self.new_game())
        game.addAction(self.new_action)
        sub = game.addMenu(self.tr("New game &with…"))
        labels = {2: self.tr("2 players"), 3: self.tr("3 players")}
        for label, players, mode in MODES:
            if players == 4:
                label = self.tr("4 players in pairs") if mode == "pairs" else self.tr("4 players, each for himself")
            else:
                label = labels[players]
            act = QAction(label, self)
            act.triggered.connect(lambda _=False, p=players, m=mode: self.new_game(self._rules_for(p, m)))
            sub.addAction(act)
        game.addSeparator()
        self.settings_action = QAction(self.tr("&Settings…"), self)
        self.settings_action.setShortcut(QKeySequence("Ctrl+,"))
        self.settings_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.settings_action.triggered.connect(self.open_settings)
        game.addAction(self.settings_action)
        self.history_action = QAction(self.tr("&History…"), self)
        # on macOS Ctrl means Command, and Command+H hides the app: Command+Y, as browsers do
        self.history_action.setShortcut(QKeySequence("Ctrl+Y" if sys.platform == "darwin" else "Ctrl+H"))
        self.history_action.triggered.connect(self.open_history)
        game.addAction(self.history_action)
        self.keeper_action = QAction(self.tr("New score sheet (&real cards)…"), self)
        self.keeper_action.triggered.connect(self.new_score_sheet)
        game.addAction(self.keeper_action)
        game.addSeparator()
        self.hint_action = QAction(self.tr("H&int"), self)
        self.hint_action.triggered.connect(self.controller.hint)
        game.addAction(self.hint_action)
        last = QAction(self.tr("&Last trick"), self)
        last.triggered.connect(self.toggle_last_trick)
        game.addAction(last)
        game.addSeparator()
        quit_ = QAction(self.tr("&Quit"), self)
        quit_.setShortcut(QKeySequence("Ctrl+Q"))
        quit_.setMenuRole(QAction.MenuRole.QuitRole)
        quit_.triggered.connect(self.close)
        game.addAction(quit_)
        self.quit_action = quit_

        view = self.menuBar().addMenu(self.tr("&View"))
        self.sheet_action = self.sheet_dock.toggleViewAction()
        self.sheet_action.setText(self.tr("Score &sheet"))
        self.sheet_action.triggered.connect(lambda *_: setattr(self, "_dock_auto_hidden", False))  # the player decides
        view.addAction(self.sheet_action)
        view.addSeparator()
        speed = view.addMenu(self.tr("Animation s&peed"))
        words = {"off": self.tr("Off"), "fast": self.tr("Fast"), "normal": self.tr("Normal"), "slow": self.tr("Slow")}
        group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for name in SPEEDS:
            act = QAction(words.get(name, name), self, checkable=True)
            act.setChecked(name == self.controller.speed)
            act.triggered.connect(lambda _=False, n=name: self._view_option(animation_speed=n))
            group.addAction(act)
            speed.addAction(act)
            self.speed_actions[name] = act
        delay = view.addMenu(self.tr("Computer &delay"))
        dwords = {"None": self.tr("None"), "Short": self.tr("Short"), "Normal": self.tr("Normal"), "Long": self.tr("Long")}
        dgroup = QActionGroup(self)
        self.delay_actions: dict[int, QAction] = {}
        for label, ms in DELAYS:
            act = QAction(dwords[label], self, checkable=True)
            act.setChecked(ms == self.controller.think_delay_ms)
            act.triggered.connect(lambda _=False, v=ms: self._view_option(computer_delay_ms=v))
            dgroup.addAction(act)
            delay.addAction(act)
            self.delay_actions[ms] = act
        self.delay_group = dgroup
        backs = view.addMenu(self.tr("Card &back"))
        bwords = {"blue": self.tr("Blue"), "red": self.tr("Red"), "green": self.tr("Green"),
                  "purple": self.tr("Purple"), "charcoal": self.tr("Charcoal")}
        bgroup = QActionGroup(self)
        self.back_actions: dict[str, QAction] = {}
        for style in back_styles():
            act = QAction(bwords.get(style, style.capitalize()), self, checkable=True)
            act.setChecked(style == self.scene.back_style)
            act.triggered.connect(lambda _=False, st=style: self._view_option(card_back=st))
            bgroup.addAction(act)
            backs.addAction(act)
            self.back_actions[style] = act
        self.four_action = QAction(self.tr("&Four-colour deck"), self, checkable=True)
        self.four_action.setChecked(self.art.four_colour)
        self.four_action.triggered.connect(lambda on: self._view_option(four_colour=bool(on)))
        view.addAction(self.four_action)
        help_ = self.menuBar().addMenu(self.tr("&Help"))
        rules = QAction(self.tr("&Rules of Debertz"), self)
        rules.triggered.connect(self.show_rules)
        help_.addAction(rules)
        about = QAction(self.tr("&About"), self)
        about.triggered.connect(self.show_about)
        help_.addAction(about)

    def _rules_for(self, players: int, mode: str) -> Rules:
        """The settings' rules for another player count / mode (the engine decides what
        follows, such as the target)."""
        try:
            return self.settings.rules.replace(players=players, mode=mode)
        except (RulesError, ValueError, TypeError):
            return Rules(players=players, mode=mode)

    def show_rules(self) -> None:
        """The Rules window (help_window.py), with this game's rule options marked."""
        try:
            from .help_window import RulesWindow
        except ImportError as e:  # the help is being built by another issue
            self.status_label.setText(self.tr("The rules window is not available: %1").replace("%1", str(e)))
            return
        if getattr(self, "rules_window", None) is None:
            self.rules_window = RulesWindow(self.rules, self.settings.language, parent=self)
        else:
            self.rules_window.set_rules(self.rules)
        self.rules_window.show()
        self.rules_window.raise_()

    def show_about(self) -> None:
        try:
            from .help_window import AboutDialog
        except ImportError as e:
            self.status_label.setText(self.tr("About is not available: %1").replace("%1", str(e)))
            return
        AboutDialog(self).exec()

    # ------------------------------------------------------------------ table options
    def apply_table_options(self, s: Settings | None = None) -> None:
        """Use the table options of ``s`` (default: the current settings) at once."""
        s = s or self.settings
        self.controller.speed = s.animation_speed
        self.controller.think_delay_ms = s.computer_delay_ms
        if self.scene.back_style != s.card_back:
            self.scene.back_style = s.card_back
            self.scene.update()
        if self.art.four_colour != s.four_colour:
            self.art.four_colour = s.four_colour
            self.art.clear_cache()
            self.scene.update()
        self.view.set_felt(s.table_colour)
        if self.replay is not None:
            self.replay.scene.back_style = s.card_back
            self.replay.view.set_felt(s.table_colour)
            self.replay.scene.update()
        self._sync_view_menu()

    def _sync_view_menu(self) -> None:
        s = self.settings
        if s.animation_speed in self.speed_actions:
            self.speed_actions[s.animation_speed].setChecked(True)
        act = self.delay_actions.get(s.computer_delay_ms)
        if act is not None:
            act.setChecked(True)
        else:  # a delay set in the dialog that the menu does not list
            self.delay_group.setExclusionPolicy(QActionGroup.ExclusionPolicy.ExclusiveOptional)
            for a in self.delay_actions.values():
                a.setChecked(False)
            self.delay_group.setExclusionPolicy(QActionGroup.ExclusionPolicy.Exclusive)
        if s.card_back in self.back_actions:
            self.back_actions[s.card_back].setChecked(True)
        self.four_action.setChecked(s.four_colour)

    def _view_option(self, **changes) -> None:
        """A View-menu choice: used at once and saved in the settings (one place of truth)."""
        self.settings = replace(self.settings, **changes)
        self.apply_table_options()
        self._save_settings(quiet=True)

    def _save_settings(self, quiet: bool = False) -> bool:
        path = self.storage.settings_path if self.storage is not None else None
        if path is None:
            return True
        try:
            save_settings(self.settings, path)
        except SettingsSaveError as e:
            if quiet:
                self.warn("settings", storage_text(e))
            else:
                self.tell(self.tr("Settings"), storage_text(e), QMessageBox.Icon.Warning)
            return False
        self.warn("settings", None)
        return True

    # ------------------------------------------------------------------ settings dialog
    def open_settings(self) -> None:
        """Game → Settings…: OK saves the settings, uses the table options at once and
        the rules, names and levels from the next game."""
        from .settings_dialog import SettingsDialog

        if self.settings_dialog is not None and self.settings_dialog.isVisible():
            self.settings_dialog.raise_()
            return
        dlg = SettingsDialog(self.settings, self)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dlg.accepted.connect(lambda d=dlg: self.apply_settings(d.result_settings()))
        dlg.destroyed.connect(lambda *_: setattr(self, "settings_dialog", None))
        self.settings_dialog = dlg
        dlg.open()

    def apply_settings(self, new: Settings, save: bool = True) -> None:
        """New settings (the dialog's OK): saved, table options used at once; rules,
        names and levels apply from the next game (the running game keeps its own)."""
        old = self.settings
        self.settings = new
        self.personal = True
        if save:
            self._save_settings()
        self.apply_table_options()
        if (new.rules, new.player_names(), new.seat_levels()) != (old.rules, old.player_names(), old.seat_levels()):
            self.status_label.setText(self.tr("The new rules, names and levels apply from the next game (Game → New game)."))

    # ------------------------------------------------------------------ messages
    def tell(self, title: str, text: str, icon=QMessageBox.Icon.Information) -> QMessageBox:
        """A message the player reads once; non-blocking (window-modal)."""
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        box.destroyed.connect(lambda *_, b=box: setattr(self, "message_box", None) if self.message_box is b else None)
        self.message_box = box
        box.open()
        return box

    def warn(self, key: str, text: str | None) -> None:
        """A lasting status-bar warning (saving failed) — or, with None, its end."""
        if text:
            if self._warnings.get(key) != text:
                self._warnings[key] = text
                self.statusBar().showMessage(text, 8000)
        else:
            self._warnings.pop(key, None)
        self.warning_label.setText(" · ".join(self._warnings.values()) and self.tr("⚠ Not saved"))
        self.warning_label.setToolTip("\n".join(self._warnings.values()))
        self.warning_label.setVisible(bool(self._warnings))

    def _show_startup_messages(self) -> None:
        msgs = list(self.storage.messages) if self.storage is not None else []
        if self.storage is not None:
            self.storage.messages = []
        if msgs and not self.autoplay:
            # translated now, not when storage made them (before the translator was installed)
            self.tell(self.tr("Deberts Desktop"), "\n\n".join(storage_text(m) for m in msgs), QMessageBox.Icon.Warning)

    # ------------------------------------------------------------------ game
    def start(self) -> None:
        """Start the first game (after the window has its size), or offer to continue
        the saved one."""
        if self._started:
            return
        self._started = True
        vp = self.view.viewport()
        self.controller.size = (vp.width(), vp.height())
        self.controller.dpr = self.view.devicePixelRatioF()
        if not self.autoplay:
            wide = self.width() >= DOCK_MIN_WINDOW_WIDTH
            self.sheet_dock.setVisible(wide)
            self._dock_auto_hidden = not wide  # it comes when the window is made wide enough
            self.sheet_dock.visibilityChanged.connect(lambda on: on and QTimer.singleShot(0, lambda: self._fit_dock(True)))
            QTimer.singleShot(0, self._fit_dock)
        resume = self.storage.resume if self.storage is not None else None
        if resume is not None and not self.autoplay:
            self.storage.resume = None
            self.ask_resume(resume)
            return
        self._new_game(self.rules, self.seed, self.dealer)
        self._resized()
        self._show_startup_messages()

    def ask_resume(self, resume) -> QMessageBox:
        """"Continue the game in progress?" — Continue / New game (non-blocking)."""
        game = resume.game
        names = getattr(game, "names", None) or []
        try:
            sides = [self._side_name(game, s) for s in range(game.rules.sides)]
            scores = ", ".join(f"{n} {sc}" for n, sc in zip(sides, game.scores))
        except Exception:
            scores = ""
        detail = self.tr("Deal %1; score: %2 (playing to %3)").replace("%1", str(max(1, len(game.entries)))).replace(
            "%2", scores).replace("%3", str(game.rules.target))
        if resume.saved_at:
            from .history_window import local_time

            detail = self.tr("Saved %1").replace("%1", local_time(resume.saved_at)) + "\n" + detail
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Deberts Desktop"),
                          self.tr("Continue the game in progress?"), QMessageBox.StandardButton.NoButton, self)
        box.setInformativeText(detail)
        self.continue_button = box.addButton(self.tr("&Continue"), QMessageBox.ButtonRole.AcceptRole)
        self.new_button = box.addButton(self.tr("&New game"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(self.continue_button)
        box.setEscapeButton(self.continue_button)  # Escape must not throw the game away
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        del names

        def answered(button, resume=resume, box=box):
            self.resume_box = None
            if button is self.new_button:
                self._new_game(self.rules, self.seed, self.dealer)
            else:
                self.continue_game(resume)
            self._resized()
            QTimer.singleShot(0, self._show_startup_messages)

        box.buttonClicked.connect(answered)
        self.resume_box = box
        # the saved position behind the question (nothing moves until the answer)
        try:
            self.controller.restore(game, interactive=False)
            self._update_sheet()
            self._resized()
        except Exception:  # a preview only
            pass
        box.open()
        return box

    @staticmethod
    def _side_name(game, side: int) -> str:
        rules = game.rules
        names = game.names
        if rules.pairs:
            a, b = rules.seats_of(side)
            return QCoreApplication.translate("Controller", "%1 & %2").replace("%1", names[a]).replace("%2", names[b])
        return names[side]

    def continue_game(self, resume) -> None:
        """Go on with a saved game exactly where it stopped."""
        self.summary.hide()
        self.final.hide()
        self.bar.set_actions("", [])
        self.rules = resume.game.rules
        self.seed = None
        self.game_id = resume.history_id
        self._stored_rows = -1  # bring the history in line at the first save
        levels = resume.levels
        if levels is None and self.personal:
            levels = self._levels_for(resume.game.rules)
        self.controller.restore(resume.game, levels=levels)
        self._update_sheet()
        self._resized()
        self._persist()
        self.status_label.setText(self.tr("The game goes on where it was saved."))

    def _levels_for(self, rules: Rules) -> list[str | None]:
        return [None] + list(self.settings.levels[1:rules.players])

    def showEvent(self, event) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self.start)

    def new_game(self, rules: Rules | None = None, seed=None) -> None:
        """Game → New game: the settings' rules (or ``rules``), names and levels."""
        if self.replay is not None and self.stack.currentWidget() is not self.view:
            self.back_to_game()
        rules = rules or (self.settings.rules if self.personal else self.rules)
        self._new_game(rules, seed, None)

    def _new_game(self, rules: Rules, seed, dealer) -> None:
        self.rules = rules
        self.summary.hide()
        self.final.hide()
        self.bar.set_actions("", [])
        self.seed = seed
        self.game_id = None
        self._stored_rows = 0
        if self.personal:
            names = self.settings.names[: rules.players]
            levels = self._levels_for(rules)
            self.controller.new_game(rules, seed, dealer, names=names, levels=levels)
        else:
            self.controller.new_game(rules, seed, dealer)
        self._update_sheet()

    # ------------------------------------------------------------------ saving
    def _game_changed(self) -> None:
        game = self.controller.game
        deal = game.deal if game is not None else None
        if deal is not None and not deal.history:
            self._update_sheet()  # a new deal: the sheet shows the rows so far
        self._persist()

    def _persist(self) -> None:
        """Store finished deals in the history and autosave the game (never raises)."""
        st = self.storage
        game = self.controller.game
        if st is None or game is None or self.autoplay or self.resume_box is not None:
            return  # nothing to keep, or the saved game is still only offered
        rows = len(game.rows)
        if st.history is not None and rows != self._stored_rows and rows > 0:
            try:
                if self.game_id is None:
                    self.game_id = st.history.start_game(game.rules, list(game.names), self.controller.seat_levels())
                try:
                    st.history.store_game(self.game_id, game)
                except HistoryError:
                    if not self._history_has(self.game_id):  # deleted meanwhile: store it anew
                        self.game_id = st.history.start_game(game.rules, list(game.names), self.controller.seat_levels())
                        st.history.store_game(self.game_id, game)
                    else:
                        raise
                self._stored_rows = rows
                self.warn("history", None)
                if self.history_window is not None and self.history_window.isVisible():
                    self.history_window.reload()
            except (HistoryError, ValueError) as e:
                self.warn("history", self.tr("The score sheet could not be stored: %1").replace("%1", storage_text(e)))
        if st.autosave is not None:
            try:
                st.autosave.save(game, self.game_id, self.controller.seat_levels())
                self.warn("autosave", None)
            except AutosaveError as e:
                self.warn("autosave", storage_text(e))
            except ValueError as e:  # a position a record cannot hold
                self.warn("autosave", self.tr("The game could not be saved: %1").replace("%1", str(e)))

    def _history_has(self, gid) -> bool:
        try:
            self.storage.history.game(gid)
            return True
        except Exception:
            return False

    def _update_sheet(self) -> None:
        game = self.controller.game
        if game is None:
            self.sheet.clear()
        else:
            self.sheet.show_game(game)
        QTimer.singleShot(0, self._fit_dock)

    def sheet_width_needed(self) -> int:
        """The dock width that shows every column of the sheet without scrolling."""
        t = self.sheet.table
        hh = t.horizontalHeader()
        cols = sum(hh.sectionSize(c) for c in range(t.columnCount()) if not t.isColumnHidden(c))
        extra = 2 * t.frameWidth() + t.verticalScrollBar().sizeHint().width() + 16
        return cols + extra

    def _fit_dock(self, shown: bool = False) -> None:
        """Widen the dock so that the sheet's columns fit (up to 40% of the window, and
        never narrowing the table below its smallest width); when the dock has just been
        shown, narrow it to the sheet's width too. A sheet shown in a window too narrow
        for both (:meth:`dock_room`) floats beside the window instead."""
        dock = self.sheet_dock
        if not dock.isVisible() or dock.isFloating():
            return
        if self.width() < self.dock_room():
            self._float_dock()
            return
        widest = min(int(self.width() * 0.4), self.width() - self.dock_room() + dock.minimumSizeHint().width())
        want = min(self.sheet_width_needed(), widest)
        if want > dock.width() or (shown and dock.width() > want):
            self.resizeDocks([dock], [want], Qt.Orientation.Horizontal)

    def dock_room(self) -> int:
        """The narrowest window that shows the table (at its smallest) beside the docked
        score sheet (at its smallest)."""
        sep = self.style().pixelMetric(QStyle.PixelMetric.PM_DockWidgetSeparatorExtent, None, self)
        return self.view.minimumWidth() + self.sheet_dock.minimumSizeHint().width() + sep

    def _float_dock(self) -> None:
        """The sheet as a window of its own beside the main window (over its right edge
        when the screen has no room beside it)."""
        dock = self.sheet_dock
        w = max(dock.minimumSizeHint().width(), min(self.sheet_width_needed(), 420))
        frame = self.frameGeometry()
        x = frame.right() + 1
        screen = self.screen()
        if screen is not None:
            avail = screen.availableGeometry()
            if x + w > avail.right():
                x = max(avail.left(), frame.right() - w)
        dock.setFloating(True)
        dock.setGeometry(x, frame.top(), w, max(300, self.height()))

    def _dock_for_width(self, old_width: int) -> None:
        """The table keeps its room when the window narrows: a docked score sheet hides
        when the window becomes narrower than ``DOCK_MIN_WINDOW_WIDTH`` (or too narrow for
        the table beside it), as it does not show in a window that starts narrow; it comes
        back when the window is wide enough again (unless the player closed or opened it
        meanwhile). A docked sheet widens with the window until its columns fit."""
        if not self._started or self.autoplay:
            return
        dock = self.sheet_dock
        w = self.width()
        if dock.isFloating():
            return
        if dock.isVisible():
            if old_width >= DOCK_MIN_WINDOW_WIDTH > w or w < self.dock_room():
                self._dock_auto_hidden = True
                dock.setVisible(False)
            elif w > old_width:
                QTimer.singleShot(0, self._fit_dock)  # more room: the sheet's columns may fit now
        elif self._dock_auto_hidden and w >= DOCK_MIN_WINDOW_WIDTH:
            self._dock_auto_hidden = False
            dock.setVisible(True)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._dock_for_width(event.oldSize().width())

    # ------------------------------------------------------------------ history, replay, score keeper
    def _history(self):
        st = self.storage
        if st is None or st.history is None:
            why = storage_text(st.history_error) if st is not None and st.history_error else self.tr("no history is kept in this window")
            self.tell(self.tr("Game history"), self.tr("The game history is not available: %1").replace("%1", why),
                      QMessageBox.Icon.Warning)
            return None
        return st.history

    def open_history(self):
        """Game → History…: every stored game; replay one on the table, continue a
        score keeper's sheet."""
        history = self._history()
        if history is None:
            return None
        from .history_window import HistoryWindow

        if self.history_window is None:
            w = HistoryWindow(history, self)
            w.replay_requested.connect(self.start_replay)
            w.continue_requested.connect(self.continue_score_sheet)
            self.history_window = w
        else:
            self.history_window.reload()
        self.history_window.show()
        self.history_window.raise_()
        self.history_window.activateWindow()
        return self.history_window

    def start_replay(self, gid: int) -> bool:
        """Show a stored game's deals on a table of their own, step by step."""
        history = self._history()
        if history is None:
            return False
        try:
            record = history.record(gid)
            summary = history.game(gid)
        except HistoryError as e:
            self.tell(self.tr("Replay"), storage_text(e), QMessageBox.Icon.Warning)
            return False
        if not record.deals:
            self.tell(self.tr("Replay"), self.tr("This game has no stored deal to replay yet."))
            return False
        if self.replay is None:
            from .replay import ReplayView

            self.replay = ReplayView(self.art, self)
            self.replay.back_requested.connect(self.back_to_game)
            self.replay.position_shown.connect(self._replay_position)
            self.replay.scene.back_style = self.scene.back_style
            self.replay.view.set_felt(self.view.felt)
            self.stack.addWidget(self.replay)
        from .history_window import local_time

        title = self.tr("Replay of %1").replace("%1", local_time(summary.started))
        self.stack.setCurrentWidget(self.replay)
        self.replay.load(record, title)
        self.replay.setFocus()
        self.setWindowTitle(self.tr("Deberts — %1").replace("%1", title))
        self.status_label.setText(self.tr("Replay: the game in progress waits (Back to game)."))
        return True

    def _replay_position(self, game) -> None:
        """In replay mode the dock shows the replayed game's sheet up to the position."""
        if self.in_replay():
            self.sheet.show_game(game)
            QTimer.singleShot(0, self._fit_dock)

    def in_replay(self) -> bool:
        return self.replay is not None and self.stack.currentWidget() is self.replay

    def back_to_game(self) -> None:
        self.stack.setCurrentWidget(self.view)
        self._update_sheet()
        self.status_label.setText(self._game_status)
        self.setWindowTitle(self.tr("Deberts — Debertz against the computer"))
        self.view.setFocus()
        QTimer.singleShot(0, self._resized)

    def continue_score_sheet(self, gid: int):
        history = self._history()
        if history is None:
            return None
        from .score_keeper_window import ScoreKeeperWindow

        win = ScoreKeeperWindow.open_stored(history, gid, self)
        return self._show_keeper(win)

    def new_score_sheet(self):
        """Game → New score sheet (real cards)…"""
        from .score_keeper_window import ScoreKeeperWindow

        st = self.storage
        history = st.history if st is not None else None
        win = ScoreKeeperWindow.new(self.settings, history, self)
        return self._show_keeper(win)

    def _show_keeper(self, win):
        if win is None:
            return None
        win.setWindowFlag(Qt.WindowType.Window, True)
        self.keeper_windows = [w for w in self.keeper_windows if w.isVisible()] + [win]
        if self.history_window is not None:
            win.saved.connect(lambda *_: self.history_window.reload() if self.history_window.isVisible() else None)
        win.show()
        win.raise_()
        return win

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.DevicePixelRatioChange and self._started:
            QTimer.singleShot(0, self._resized)  # another screen: cards drawn for its pixel ratio
        return super().event(event)

    def closeEvent(self, event) -> None:
        self._persist()
        self.controller.shutdown()
        if self.replay is not None:
            self.replay.shutdown()
        for w in (self.history_window, *self.keeper_windows):
            if w is not None:
                w.close()
        super().closeEvent(event)

    # ------------------------------------------------------------------ layout
    def _resized(self) -> None:
        vp = self.view.viewport()
        self.controller.set_size(vp.width(), vp.height(), self.view.devicePixelRatioF())
        self._place_overlays()

    def _px(self) -> int:
        L = self.controller.layout
        return int(L.font_px) if L else 14

    def _place_overlays(self) -> None:
        L = self.controller.layout
        if L is None:
            return
        px = self._px()
        self.bar.adjustSize()
        bw, bh = self.bar.sizeHint().width(), self.bar.sizeHint().height()
        bw = min(bw, self.view.width() - 16)
        x = int(L.cx - bw / 2)
        y = int(L.bottom_y - L.ch / 2 - bh - L.m - 6)
        self.bar.setGeometry(max(8, x), y, bw, bh)
        self.bar.raise_()
        font = self.hint_button.font()
        font.setPixelSize(max(12, int(px * 0.85)))
        for b in (self.hint_button, self.last_button):
            b.setFont(font)
            b.adjustSize()
        hw, lw = self.hint_button.sizeHint().width(), self.last_button.sizeHint().width()
        h = self.hint_button.sizeHint().height()
        x = int(self.view.width() - hw - lw - 6 - L.m)
        if self._covers_table(QRectF(x, L.m, hw + lw + 6, h)):
            # side by side they would cover a won-tricks pile or a hand (long labels): one
            # above the other in the corner
            w = max(hw, lw)
            self.hint_button.setGeometry(0, 0, w, h)
            self.last_button.setGeometry(0, h + 6, w, h)
            self.tools.setGeometry(int(self.view.width() - w - L.m), int(L.m), w, 2 * h + 6)
        else:
            self.hint_button.setGeometry(0, 0, hw, h)
            self.last_button.setGeometry(hw + 6, 0, lw, h)
            self.tools.setGeometry(x, int(L.m), hw + lw + 6, h)
        self.tools.setVisible(not self.autoplay)
        self.tools.raise_()
        for p in (self.summary, self.final):
            if p.isVisible():
                p.set_px(px)  # the text follows the table's size
                p.reposition()

    def _panel_keep_clear(self) -> list:
        """What a panel over the table leaves uncovered (view coordinates): the score box
        and the Hint / Last trick buttons."""
        keep = []
        box = self.scene.score_box
        if box.isVisible() and box.rows:
            keep.append(self.view.mapFromScene(box.outline()).boundingRect())
        if self.tools.isVisible():
            keep.append(self.tools.geometry())
        return keep

    def _covers_table(self, rect) -> bool:
        """Whether ``rect`` (view coordinates: the scene is shown 1:1) meets a won-tricks
        pile or a hand of another seat."""
        L = self.controller.layout
        rules = self.controller.rules
        if L is None or rules is None:
            return False
        seats = len(L.where)  # the layout's own seats (it may lag a new game's rules)
        for side in range(min(rules.sides, seats)):
            spot = L.pile_spot(side, 0)
            w, h = L.ch * spot.scale, L.ch * spot.scale  # a pile may lie turned
            label = L.font_px * 2.0  # the "5 tricks" label beside or under it
            if rect.intersects(QRectF(spot.x - w / 2 - label, spot.y - h / 2, w + 2 * label, h + label)):
                return True
        return any(rect.intersects(L.hand_rect(seat)) for seat in range(1, seats))

    # ------------------------------------------------------------------ prompts
    def _prompt_changed(self) -> None:
        c = self.controller
        deal = c.game.deal if c.game else None
        shown = [a for a in c.prompt if not isinstance(a, Play)]
        title = ""
        if shown and deal is not None:
            if deal.phase == BIDDING_1:
                title = self.tr("Turned %1:").replace("%1", deal.turned.pretty)
            elif deal.phase == BIDDING_2:
                title = (self.tr("Round 2:") if any(isinstance(a, Bid) and a.kind == "pass" for a in shown)
                         else self.tr("Round 2: you must name a suit"))
            else:
                title = self.tr("Before the first card:")
        turned = deal.turned if deal else None
        self.bar.set_actions(title, [(a, action_label(a, turned), action_key(a)) for a in shown], self._px())
        self._place_overlays()
        self.hint_button.setEnabled(bool(c.prompt))
        self.hint_action.setEnabled(bool(c.prompt))

    def _bar_chosen(self, action) -> None:
        self.controller.choose(action)

    def _hint_ready(self, action) -> None:
        self.bar.mark(action)

    def _deal_over(self, entry) -> None:
        self.scene.banner.setVisible(False)
        if self.autoplay:
            return
        c = self.controller
        self._update_sheet()
        title, html = deal_summary(c.game, entry, c.deal_no)
        label = self.tr("Final result") if c.game.finished else self.tr("Next deal")
        self.summary.show_content(title, html, [(label + "  [Enter]", self._next_deal)], self._px())

    def _next_deal(self) -> None:
        self.summary.hide()
        self.controller.next_deal()
        if not self.final.isVisible():  # the game's end: its panel's New game keeps the focus
            self.view.setFocus()

    def _game_over(self, game) -> None:
        self.summary.hide()
        self.scene.banner.setVisible(False)
        if self.autoplay:
            return
        self._update_sheet()
        title, html = game_summary(game)
        self.final.show_content(title, html, [(self.tr("New game"), lambda: self.new_game()),
                                              (self.tr("Close"), self.final.hide)],
                                self._px())

    def toggle_last_trick(self) -> None:
        pv = self.scene.preview
        if pv.isVisible():
            pv.setVisible(False)
            return
        info = self.controller.last_trick()
        if info is None:
            self.status_label.setText(self.tr("No trick has been taken yet in this deal"))
            return
        pv.set_trick(*info)
        pv.setVisible(True)
        self._preview_timer.start(4000)

    # ------------------------------------------------------------------ keys
    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and self.handle_key(event.key(), event.text()):
            return True
        if event.type() == QEvent.Type.MouseButtonPress and obj is self.view.viewport() and self.scene.preview.isVisible():
            self.scene.preview.setVisible(False)
        return super().eventFilter(obj, event)

    def keyPressEvent(self, event) -> None:
        if not self.handle_key(event.key(), event.text()):
            super().keyPressEvent(event)

    def handle_key(self, key: int, text: str) -> bool:
        c = self.controller
        K = Qt.Key
        if self.in_replay():
            return False  # replay mode has its own keys; never act in the hidden game
        letter = key_letter(key, text)
        if self.summary.isVisible():
            if key in (K.Key_Return, K.Key_Enter, K.Key_Space) or letter == "N":
                self._next_deal()
                return True
            return False
        if self.final.isVisible() and key == K.Key_Escape:  # the end-of-game panel's Close
            self.final.hide()
            self.view.setFocus()
            return True
        if key in (K.Key_Left, K.Key_Right):
            c.select(-1 if key == K.Key_Left else 1)
            return True
        if key in (K.Key_Return, K.Key_Enter, K.Key_Space):
            if c.play_selected():
                return True
            if c.hinted is not None and not isinstance(c.hinted, Play):
                return c.choose(c.hinted)
            return False
        if key in (K.Key_F1, K.Key_Question):
            c.hint()
            return True
        if letter == "L":
            self.toggle_last_trick()
            return True
        if key == K.Key_Escape:
            self.scene.preview.setVisible(False)
            return True
        for action in c.prompt:
            if not isinstance(action, Play) and letter and action_key(action) == letter:
                return c.choose(action)
        return False
