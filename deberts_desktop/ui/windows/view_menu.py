"""The View menu: the score sheet, animation speed, the computers' delay, the card back
and the four-colour deck — each choice used at once and saved in the settings (one place
of truth). Its entries are made when the menu is first opened, or once the first table is
ready (:meth:`ViewMenu.fill`; issue 21: some 20 actions and three groups the first table
does without); the settings' table options are used at once (:meth:`ViewMenu.apply`)."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication

from ..cards.art import back_styles
from ..table.director import SPEEDS
from .actions import menu_action

translate = QCoreApplication.translate

#: Computer delays offered in the menu (milliseconds).
DELAYS = (("None", 0), ("Short", 250), ("Normal", 600), ("Long", 1000))


class ViewMenu:
    """The View menu of ``window`` (a :class:`~.main_window.MainWindow`), filled into
    ``menu``."""

    def __init__(self, window, menu):
        self.w = window
        self.menu = menu
        self._filled = False
        menu.aboutToShow.connect(self.fill)

    def fill(self) -> None:
        """Make the menu's entries, ticked as the settings say (once; nothing after that)."""
        if self._filled:
            return
        self._filled = True
        window, menu = self.w, self.menu
        self.sheet_action = window.sheet_dock.view_action()
        self.sheet_action.setText(translate("ViewMenu", "Score &sheet"))
        menu.addAction(self.sheet_action)
        self.log_action = window.deal_log_dock.toggleViewAction()
        self.log_action.setText(translate("ViewMenu", "Deal &log"))
        menu.addAction(self.log_action)
        menu.addSeparator()
        words = {"off": translate("ViewMenu", "Off"), "fast": translate("ViewMenu", "Fast"), "normal": translate("ViewMenu", "Normal"), "slow": translate("ViewMenu", "Slow")}
        self.speed_actions = self._group(menu.addMenu(translate("ViewMenu", "Animation s&peed")),
                                         [(name, words.get(name, name)) for name in SPEEDS], "animation_speed")
        dwords = {"None": translate("ViewMenu", "None"), "Short": translate("ViewMenu", "Short"), "Normal": translate("ViewMenu", "Normal"), "Long": translate("ViewMenu", "Long")}
        self.delay_actions = self._group(menu.addMenu(translate("ViewMenu", "Computer &delay")),
                                         [(ms, dwords[label]) for label, ms in DELAYS], "computer_delay_ms")
        bwords = {"blue": translate("ViewMenu", "Blue"), "red": translate("ViewMenu", "Red"), "green": translate("ViewMenu", "Green"), "purple": translate("ViewMenu", "Purple"),
                  "charcoal": translate("ViewMenu", "Charcoal")}
        self.back_actions = self._group(menu.addMenu(translate("ViewMenu", "Card &back")),
                                        [(st, bwords.get(st, st.capitalize())) for st in back_styles()], "card_back")
        self.four_action = menu_action(translate("ViewMenu", "&Four-colour deck"), window, checkable=True)
        self.four_action.triggered.connect(lambda on: self.choose(four_colour=bool(on)))
        menu.addAction(self.four_action)
        self.large_action = menu_action(translate("ViewMenu", "Large card &indices"), window, checkable=True)
        self.large_action.triggered.connect(lambda on: self.choose(large_index=bool(on)))
        menu.addAction(self.large_action)
        self._tick(window.settings)

    #: the entries, made when first asked for (:meth:`fill`)
    ENTRIES = ("sheet_action", "log_action", "speed_actions", "delay_actions", "back_actions", "four_action",
               "large_action")

    def __getattr__(self, name: str):
        if name in ViewMenu.ENTRIES and not self.__dict__.get("_filled", True):
            self.fill()
            return getattr(self, name)
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def _group(self, sub, items, field: str) -> dict:
        from PySide6.QtGui import QActionGroup  # (here: Qt's class made once the menu is)

        group = QActionGroup(self.w)
        group.setExclusionPolicy(QActionGroup.ExclusionPolicy.ExclusiveOptional)
        out = {}
        for value, label in items:
            act = menu_action(label, self.w, checkable=True)
            act.triggered.connect(lambda _=False, v=value: self.choose(**{field: v}))
            group.addAction(act)
            sub.addAction(act)
            out[value] = act
        return out

    def choose(self, **changes) -> None:
        """A menu choice: used at once and saved in the settings."""
        w = self.w
        w.settings = replace(w.settings, **changes)
        self.apply(w.settings)
        w.window_settings.save(quiet=True)

    def apply(self, s) -> None:
        """Use the table options of settings ``s`` at once and tick them in the menu (once
        it is made)."""
        w = self.w
        w.director.speed = s.animation_speed
        w.session.think_delay_ms = s.computer_delay_ms
        for d in [w.director] + [t.director for t in w.replays.replay_tables()]:  # the replays' hands too
            if d.trumps_last != (s.hand_trumps == "last"):
                d.trumps_last = s.hand_trumps == "last"
                d.relayout()  # the hand sorted again
        w.sounds.set(s.sound and w.paced, s.sound_volume)
        if w.paced:  # the player's pacing (tests play without it: MainWindow.paced)
            w.director.trick_pause_ms = s.trick_pause_ms
            w.director.card_min_ms = s.card_min_ms
            w.session.set_pacing(s.play_single, s.play_out_forced)  # at once: a one-card turn now plays too
        for scene, view in w.replays.tables():
            if scene.back_style != s.card_back:
                scene.back_style = s.card_back
                scene.update()
            view.set_felt(s.table_colour)
        if w.art.four_colour != s.four_colour or w.art.large_index != s.large_index:
            w.art.four_colour = s.four_colour
            w.art.large_index = s.large_index
            w.art.clear_cache()
            for scene, _view in w.replays.tables():
                scene.update()
        if self._filled:
            self._tick(s)

    def _tick(self, s) -> None:
        """Tick the entries as settings ``s`` say."""
        for actions, value in ((self.speed_actions, s.animation_speed), (self.delay_actions, s.computer_delay_ms),
                               (self.back_actions, s.card_back)):
            for key, act in actions.items():
                act.setChecked(key == value)
        self.four_action.setChecked(s.four_colour)
        self.large_action.setChecked(s.large_index)
