"""The window's one table of actions: every menu item and keyboard shortcut, what it is
called and which method of the window it runs; the Game → New game with… submenu (2, 3, 4
players); and the letter keys of the choices on the action bar (bids, the seven swap, the
redeal), the same on any keyboard layout.
"""

from __future__ import annotations

import sys
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction

from ...engine.actions import Bid, ClaimRedeal, Decline, SevenSwap
from ...engine.rules import Rules, RulesError

translate = QCoreApplication.translate


class ActionSpec(NamedTuple):  # a named tuple: made some 6 times faster than a dataclass (issue 21)
    """One entry of the table: ``key`` (the window's ``<key>_action`` attribute), the
    ``menu`` it goes in, its ``text``, its ``shortcut`` (a ``QKeySequence`` text, or the
    name of a ``QKeySequence.StandardKey``, "" for none: the window makes the key sequences
    once its first table is ready, issue 21), the window method it ``runs``, and a ``role``
    for macOS."""

    key: str
    menu: str
    text: str
    shortcut: object = ""
    runs: str = ""
    role: str = ""
    separator_before: bool = False


def action_table() -> list[ActionSpec]:
    """The window's actions, in menu order (texts in the player's language)."""
    history_key = "Ctrl+Y" if sys.platform == "darwin" else "Ctrl+H"  # Command+H hides an app on macOS
    return [
        ActionSpec("new", "game", translate("MainWindow", "&New game"), "New", "ask_new_game"),
        ActionSpec("practice", "game", translate("MainWindow", "New &practice game"), "Ctrl+Shift+N",
                   "ask_practice_game"),
        ActionSpec("setup", "game", translate("MainWindow", "Set &up a position…"), "", "set_up_position"),
        ActionSpec("problems", "game", translate("MainWindow", "Pro&blems"), "", "show_problems"),
        ActionSpec("open", "game", translate("MainWindow", "&Open record…"), "Open",
                   "open_record_dialog"),
        ActionSpec("settings", "game", translate("MainWindow", "&Settings…"), "Ctrl+,", "open_settings", "preferences", True),
        ActionSpec("history", "game", translate("MainWindow", "&History…"), history_key, "open_history"),
        ActionSpec("keeper", "game", translate("MainWindow", "New score sheet (&real cards)…"), "", "new_score_sheet"),
        ActionSpec("hint", "game", translate("MainWindow", "H&int"), "F1", "hint", separator_before=True),
        ActionSpec("take_back", "game", translate("MainWindow", "&Take back"), "Undo",
                   "take_back"),
        ActionSpec("last", "game", translate("MainWindow", "&Last trick"), "L", "toggle_last_trick"),
        ActionSpec("read", "game", translate("MainWindow", "Read the t&able aloud"), "A", "read_table"),
        ActionSpec("quit", "game", translate("MainWindow", "&Quit"), "Ctrl+Q", "quit_by_person", "quit", True),
        ActionSpec("tutorial", "help", translate("MainWindow", "&Tutorial: your first deal"), "", "show_tutorial"),
        ActionSpec("rules", "help", translate("MainWindow", "&Rules of Debertz"), "", "show_rules"),
        ActionSpec("about", "help", translate("MainWindow", "&About"), "", "show_about"),
    ]


def menu_action(text: str, parent, checkable: bool = False) -> QAction:
    """A menu item (or a choice, ``checkable``) reading ``text``, owned by ``parent``.
    Made as ``QAction(parent)`` and then given its text: to tell ``QAction(text, parent)``
    from ``QAction(icon, text)`` PySide6 makes QIcon's Python class (with its enum of 150
    theme icons, ~1 ms), which nothing needs before the first table (issue 21)."""
    act = QAction(parent)
    act.setText(text)
    if checkable:
        act.setCheckable(True)
    return act


#: The ways to play offered in Game → New game with…
MODES = ((2, "pairs"), (3, "pairs"), (4, "individual"), (4, "pairs"))


def new_game_with_menu(w, menu):
    """Game → New game with… (2, 3, 4 players): a submenu added at the end of ``menu`` (the
    window adds it right under New game); each item asks window ``w`` for a new game
    (:meth:`~.questions.Questions.ask_new_game`) with the settings' rules for that player
    count. Returns the submenu."""
    sub = menu.addMenu(translate("WindowDialogs", "New game &with…"))
    labels = {(2, "pairs"): translate("WindowDialogs", "2 players"), (3, "pairs"): translate("WindowDialogs", "3 players"),
              (4, "individual"): translate("WindowDialogs", "4 players, each for himself"), (4, "pairs"): translate("WindowDialogs", "4 players in pairs")}
    for players, mode in MODES:
        act = menu_action(labels[(players, mode)], w)
        act.triggered.connect(lambda _=False, p=players, m=mode: w.ask_new_game(rules_for(w.settings, p, m)))
        sub.addAction(act)
    return sub


def rules_for(settings, players: int, mode: str) -> Rules:
    """The rules of ``settings`` (a :class:`~deberts_desktop.storage.settings.Settings`) for
    another player count / mode ("pairs", "individual"); the defaults when they do not fit."""
    try:
        return settings.rules.replace(players=players, mode=mode)
    except (RulesError, ValueError, TypeError):
        return Rules(players=players, mode=mode)


def menu_titles() -> dict[str, str]:
    return {"game": translate("MainWindow", "&Game"), "view": translate("MainWindow", "&View"), "help": translate("MainWindow", "&Help")}


#: The Latin letter on the same key of the standard Russian (ЙЦУКЕН) layout.
_RUSSIAN_KEYS = dict(zip("йцукенгшщзфывапролдячсмить", "QWERTYUIOPASDFGHJKLZXCVBNM"))


def key_letter(key: int, text: str) -> str:
    """The Latin letter of the key pressed (``QKeyEvent.key()`` and ``.text()``), the same
    whatever the keyboard layout, so that the keys shown on the buttons (T P S H D C W R K)
    and L, N work with a Russian layout too; "" for any other key."""
    from PySide6.QtCore import Qt  # here: the Qt namespace costs the first frame ~10 ms

    key = int(key)
    if int(Qt.Key.Key_A) <= key <= int(Qt.Key.Key_Z):
        return chr(key)
    t = (text or "")[:1].lower()
    if t in _RUSSIAN_KEYS:
        return _RUSSIAN_KEYS[t]
    return t.upper() if "a" <= t <= "z" else ""


def action_key(action) -> str:
    """The key of an action-bar button (shown on the button): T / P take and pass, the
    suit's letter for naming it, W swap, R redeal, K keep my cards."""
    if isinstance(action, Bid):
        return {"take": "T", "pass": "P"}.get(action.kind) or action.suit.letter
    if isinstance(action, SevenSwap):
        return "W"
    if isinstance(action, ClaimRedeal):
        return "R"
    if isinstance(action, Decline):
        return "K"
    return ""
