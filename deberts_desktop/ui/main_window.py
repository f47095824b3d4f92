"""The main window: the table view, its menus, the buttons over the table and the
panels, wired to the :class:`~.controller.Controller`."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QPushButton, QWidget

from ..engine.actions import Bid, Play
from ..engine.deal import BIDDING_1, BIDDING_2
from ..engine.rules import Rules
from .card_art import CardArt, back_styles
from .controller import SPEEDS, Controller, action_key, action_label
from .panels import PANEL_STYLE, ActionBar, Panel, deal_summary, game_summary
from .players import DEFAULT_LEVEL, Thinker
from .table import TableScene, TableView

MODES = (("2 players", 2, "pairs"), ("3 players", 3, "pairs"), ("4 players, each for himself", 4, "individual"),
         ("4 players in pairs", 4, "pairs"))


class MainWindow(QMainWindow):
    """The game window.

    :param inline_ai: think on the event loop instead of in a worker process (tests).
    :param autoplay: computers in every seat; panels continue by themselves.
    """

    def __init__(self, rules: Rules | None = None, seed=None, *, speed: str = "normal",
                 think_delay_ms: int = 500, inline_ai: bool = False, autoplay: bool = False,
                 level: str = DEFAULT_LEVEL, dealer: int | None = None):
        super().__init__()
        self.setWindowTitle("Deberts — Debertz against the computer")
        self.resize(1100, 760)
        self.setMinimumSize(800, 600)
        self.art = CardArt()
        self.scene = TableScene(self.art, self)
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
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
        self.tools = QWidget(self.view)
        self.tools.setStyleSheet(PANEL_STYLE)
        self.hint_button = QPushButton("Hint [F1]", self.tools)
        self.last_button = QPushButton("Last trick [L]", self.tools)
        for b in (self.hint_button, self.last_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hint_button.clicked.connect(self.controller.hint)
        self.last_button.clicked.connect(self.toggle_last_trick)
        self._preview_timer = QTimer(self)
        self._preview_timer.setSingleShot(True)
        self._preview_timer.timeout.connect(lambda: self.scene.preview.setVisible(False))
        self.status_label = QLabel("")
        self.statusBar().addWidget(self.status_label, 1)
        # wiring
        self.view.resized.connect(self._resized)
        self.view.installEventFilter(self)
        self.view.viewport().installEventFilter(self)
        c = self.controller
        c.prompt_changed.connect(self._prompt_changed)
        c.status.connect(self.status_label.setText)
        c.deal_over.connect(self._deal_over)
        c.game_over.connect(self._game_over)
        c.hint_ready.connect(self._hint_ready)
        self._build_menus()
        self.rules = rules or Rules(players=2)
        self.seed = seed
        self.dealer = dealer
        self._started = False

    # ------------------------------------------------------------------ menus
    def _build_menus(self) -> None:
        game = self.menuBar().addMenu("&Game")
        a = QAction("&New game", self)
        a.setShortcut(QKeySequence.StandardKey.New)
        a.triggered.connect(lambda: self.new_game())
        game.addAction(a)
        sub = game.addMenu("New game with…")
        for label, players, mode in MODES:
            act = QAction(label, self)
            act.triggered.connect(lambda _=False, p=players, m=mode: self.new_game(Rules(players=p, mode=m)))
            sub.addAction(act)
        game.addSeparator()
        self.hint_action = QAction("&Hint", self)
        self.hint_action.triggered.connect(self.controller.hint)
        game.addAction(self.hint_action)
        last = QAction("&Last trick", self)
        last.triggered.connect(self.toggle_last_trick)
        game.addAction(last)
        game.addSeparator()
        quit_ = QAction("&Quit", self)
        quit_.setShortcut(QKeySequence.StandardKey.Quit)
        quit_.triggered.connect(self.close)
        game.addAction(quit_)
        view = self.menuBar().addMenu("&View")
        speed = view.addMenu("Animation &speed")
        group = QActionGroup(self)
        for name in SPEEDS:
            act = QAction(name.capitalize(), self, checkable=True)
            act.setChecked(name == self.controller.speed)
            act.triggered.connect(lambda _=False, n=name: setattr(self.controller, "speed", n))
            group.addAction(act)
            speed.addAction(act)
        delay = view.addMenu("Computer &delay")
        dgroup = QActionGroup(self)
        for label, ms in (("None", 0), ("Short", 250), ("Normal", 500), ("Long", 1000)):
            act = QAction(label, self, checkable=True)
            act.setChecked(ms == self.controller.think_delay_ms)
            act.triggered.connect(lambda _=False, v=ms: setattr(self.controller, "think_delay_ms", v))
            dgroup.addAction(act)
            delay.addAction(act)
        backs = view.addMenu("Card &back")
        bgroup = QActionGroup(self)
        for style in back_styles():
            act = QAction(style.capitalize(), self, checkable=True)
            act.setChecked(style == self.scene.back_style)
            act.triggered.connect(lambda _=False, s=style: self._set_back(s))
            bgroup.addAction(act)
            backs.addAction(act)
        four = QAction("&Four-colour deck", self, checkable=True)
        four.triggered.connect(self._set_four_colour)
        view.addAction(four)
        help_ = self.menuBar().addMenu("&Help")
        rules = QAction("&Rules of Debertz", self)
        rules.triggered.connect(self.show_rules)
        help_.addAction(rules)
        about = QAction("&About", self)
        about.triggered.connect(self.show_about)
        help_.addAction(about)

    def show_rules(self) -> None:
        """The Rules window (help_window.py), with this game's rule options marked."""
        try:
            from .help_window import RulesWindow
        except ImportError as e:  # the help is being built by another issue
            self.status_label.setText(f"The rules window is not available: {e}")
            return
        if getattr(self, "rules_window", None) is None:
            self.rules_window = RulesWindow(self.rules, "system", parent=self)
        else:
            self.rules_window.set_rules(self.rules)
        self.rules_window.show()
        self.rules_window.raise_()

    def show_about(self) -> None:
        try:
            from .help_window import AboutDialog
        except ImportError as e:
            self.status_label.setText(f"About is not available: {e}")
            return
        AboutDialog(self).exec()

    def _set_back(self, style: str) -> None:
        self.scene.back_style = style
        self.scene.update()

    def _set_four_colour(self, on: bool) -> None:
        self.art.four_colour = on
        self.art.clear_cache()
        self.scene.update()

    # ------------------------------------------------------------------ game
    def start(self) -> None:
        """Start the first game (after the window has its size)."""
        if not self._started:
            self._started = True
            vp = self.view.viewport()
            self.controller.size = (vp.width(), vp.height())
            self.controller.dpr = self.view.devicePixelRatioF()
            self.controller.new_game(self.rules, self.seed, self.dealer)
            self._resized()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self.start)

    def new_game(self, rules: Rules | None = None, seed=None) -> None:
        self.rules = rules or self.rules
        self.summary.hide()
        self.final.hide()
        self.bar.set_actions("", [])
        self.seed = seed
        self.controller.new_game(self.rules, seed)

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.DevicePixelRatioChange and self._started:
            QTimer.singleShot(0, self._resized)  # another screen: cards drawn for its pixel ratio
        return super().event(event)

    def closeEvent(self, event) -> None:
        self.controller.shutdown()
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
        self.hint_button.setGeometry(0, 0, hw, h)
        self.last_button.setGeometry(hw + 6, 0, lw, h)
        self.tools.setGeometry(int(self.view.width() - hw - lw - 6 - L.m), int(L.m), hw + lw + 6, h)
        self.tools.setVisible(not self.autoplay)
        self.tools.raise_()
        for p in (self.summary, self.final):
            if p.isVisible():
                p.reposition()

    # ------------------------------------------------------------------ prompts
    def _prompt_changed(self) -> None:
        c = self.controller
        deal = c.game.deal if c.game else None
        shown = [a for a in c.prompt if not isinstance(a, Play)]
        title = ""
        if shown and deal is not None:
            if deal.phase == BIDDING_1:
                title = f"Turned {deal.turned.pretty}:"
            elif deal.phase == BIDDING_2:
                title = "Round 2:" + (" you must name a suit" if not any(
                    isinstance(a, Bid) and a.kind == "pass" for a in shown) else "")
            else:
                title = "Before the first card:"
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
        title, html = deal_summary(c.game, entry, c.deal_no)
        label = "Final result" if c.game.finished else "Next deal"
        self.summary.show_content(title, html, [(label + "  [Enter]", self._next_deal)], self._px())

    def _next_deal(self) -> None:
        self.summary.hide()
        self.controller.next_deal()
        self.view.setFocus()

    def _game_over(self, game) -> None:
        self.summary.hide()
        self.scene.banner.setVisible(False)
        if self.autoplay:
            return
        title, html = game_summary(game)
        self.final.show_content(title, html, [("New game", lambda: self.new_game()), ("Close", self.final.hide)],
                                self._px())

    def toggle_last_trick(self) -> None:
        pv = self.scene.preview
        if pv.isVisible():
            pv.setVisible(False)
            return
        info = self.controller.last_trick()
        if info is None:
            self.status_label.setText("No trick has been taken yet in this deal")
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
        if self.summary.isVisible():
            if key in (K.Key_Return, K.Key_Enter, K.Key_Space, K.Key_N):
                self._next_deal()
                return True
            return False
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
        if key == K.Key_L:
            self.toggle_last_trick()
            return True
        if key == K.Key_Escape:
            self.scene.preview.setVisible(False)
            return True
        letter = (text or "").upper()
        for action in c.prompt:
            if not isinstance(action, Play) and letter and action_key(action) == letter:
                return c.choose(action)
        return False
