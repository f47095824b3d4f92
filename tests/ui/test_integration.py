"""The main window wired to settings, history, autosave (resume), the score-sheet dock,
replay mode and the score keeper — with every file in a temporary folder."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from deberts_desktop.engine.actions import Play
from deberts_desktop.engine.rules import Rules
from deberts_desktop.storage import Autosave, History, Settings, load_settings, save_settings
from deberts_desktop.ui.app import build_main_window
from deberts_desktop.ui.main_window import MainWindow

from .table_driver import Person

SHOTS = Path(os.environ.get("DEBERTS_INTEG_SHOTS", "/tmp/integ-shots"))


def open_window(qtbot, tmp_path, size=(1000, 720), answer_resume=None, deals=(), **kw) -> MainWindow:
    """A window with its files under ``tmp_path`` (config/, data/), playing fast."""
    kw.setdefault("speed", "off")
    kw.setdefault("think_delay_ms", 0)
    kw.setdefault("inline_ai", True)
    win = build_main_window(tmp_path / "config", tmp_path / "data", **kw)
    win.controller.min_pause_factor = 0.0
    win.controller.preset_deals = list(deals)
    qtbot.addWidget(win)
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    if answer_resume is None:
        qtbot.waitUntil(lambda: win.controller.game is not None, timeout=5000)
    return win


def close_window(win: MainWindow) -> None:
    win.close()
    if win.storage is not None:
        win.storage.close()


def test_settings_changed_in_the_dialog_are_used_by_the_next_game(qtbot, tmp_path):
    win = open_window(qtbot, tmp_path)
    assert win.controller.game.rules.players == 2
    win.settings_action.trigger()
    dlg = win.settings_dialog
    assert dlg is not None and dlg.isVisible()
    # three players, a master in seat 2, a new name, target 501, a red back
    combo = dlg.players_combo
    combo.setCurrentIndex(combo.findData(3))
    dlg.target_combo.setCurrentIndex(dlg.target_combo.findData(501))
    dlg.level_combos[2].setCurrentIndex(dlg.level_combos[2].findData("master"))
    dlg.name_edits[1].setText("Anna")
    dlg.back_combo.setCurrentIndex(dlg.back_combo.findData("red"))
    qtbot.mouseClick(dlg.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    # saved, and the table options apply at once
    saved, messages = load_settings(tmp_path / "config" / "settings.json")
    assert messages == []
    assert saved.rules.players == 3 and saved.rules.target == 501 and saved.levels[2] == "master"
    assert win.scene.back_style == "red" and win.back_actions["red"].isChecked()
    # the running game keeps its rules
    assert win.controller.game.rules.players == 2
    person = Person(qtbot, win)
    win.new_action.trigger()
    c = win.controller
    qtbot.waitUntil(lambda: c.game is not None and c.game.rules.players == 3, timeout=5000)
    assert c.game.rules.target == 501
    assert c.game.names[:2] == ["You", "Anna"]
    assert c.seat_level(2) == "master" and c.seat_level(1) == "amateur"
    assert c.seat_levels() == [None, "amateur", "master"]
    # the worker is asked with each seat's own level
    asked = []
    orig = win.thinker.ask
    win.thinker.ask = lambda tag, level, *a: (asked.append((tag[4] if tag[0] == "move" else None, level)),
                                              orig(tag, level, *a))
    for _ in range(6):
        if person.wait() != "turn":
            break
        person.act()
    assert asked and all(level == {1: "amateur", 2: "master"}[seat] for seat, level in asked if seat is not None)
    close_window(win)


def test_view_menu_choices_are_saved_in_the_settings(qtbot, tmp_path):
    win = open_window(qtbot, tmp_path)
    win.speed_actions["slow"].trigger()
    win.back_actions["green"].trigger()
    win.four_action.trigger()
    win.delay_actions[1000].trigger()
    s, _ = load_settings(tmp_path / "config" / "settings.json")
    assert (s.animation_speed, s.card_back, s.four_colour, s.computer_delay_ms) == ("slow", "green", True, 1000)
    assert win.controller.speed == "slow" and win.art.four_colour
    close_window(win)


def test_a_broken_settings_file_shows_one_message_and_the_game_starts(qtbot, tmp_path):
    cfg = tmp_path / "config"
    cfg.mkdir()
    (cfg / "settings.json").write_text('{"format": "deberts-settings", "version": 1, "names": [1, 2', encoding="utf-8")
    win = open_window(qtbot, tmp_path)
    qtbot.waitUntil(lambda: win.message_box is not None, timeout=3000)
    box = win.message_box
    assert "damaged" in box.text() and "Traceback" not in box.text()
    assert (cfg / "settings.json.bak").exists()
    assert win.controller.game is not None  # the game has started behind the message
    box.accept()
    qtbot.waitUntil(lambda: win.message_box is None, timeout=2000)
    person = Person(qtbot, win)
    assert person.wait() == "turn"
    close_window(win)
    # the repaired file does not bring the message back
    win2 = open_window(qtbot, tmp_path, answer_resume=True)
    qtbot.waitUntil(lambda: win2.resume_box is not None, timeout=3000)
    qtbot.mouseClick(win2.continue_button, Qt.MouseButton.LeftButton)
    qtbot.wait(50)
    assert win2.message_box is None
    close_window(win2)


def test_an_unreadable_history_is_told_and_the_game_is_playable(qtbot, tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    (data / "history.sqlite3").mkdir()  # a folder where the file should be (a damaged file is kept aside instead)
    win = open_window(qtbot, tmp_path)
    qtbot.waitUntil(lambda: win.message_box is not None, timeout=3000)
    assert "history" in win.message_box.text().lower()
    win.message_box.accept()
    assert win.storage.history is None
    person = Person(qtbot, win)
    for _ in range(4):
        assert person.wait() == "turn"
        person.act()
    # the autosave still works without a history
    assert (data / "autosave.record.json").exists()
    win.history_action.trigger()
    assert win.history_window is None and win.message_box is not None
    close_window(win)


def _position(c):
    game = c.game
    deal = game.deal
    return {
        "hands": [sorted(int(x) for x in deal.hand(s)) for s in range(game.rules.players)],
        "legal": [str(a) for a in deal.legal_actions()],
        "phase": deal.phase,
        "trick": [(s, int(x)) for s, x in deal.view(0).trick],
        "tricks": len(deal.tricks),
        "scores": list(game.scores),
        "deals": len(game.entries),
        "table": [sorted(int(x) for x in c.table_hand(s)) for s in range(game.rules.players)],
    }


def test_resume_offers_the_game_and_continue_reproduces_the_position(qtbot, tmp_path):
    win = open_window(qtbot, tmp_path)
    person = Person(qtbot, win)
    # play into the card play of the first deal, a few cards on
    plays = 0
    while plays < 3:
        assert person.wait() == "turn"
        if any(isinstance(a, Play) for a in win.controller.prompt):
            plays += 1
        person.act()
    assert person.wait() == "turn"
    before = _position(win.controller)
    levels = win.controller.seat_levels()
    close_window(win)
    assert (tmp_path / "data" / "autosave.record.json").exists()

    win2 = open_window(qtbot, tmp_path, answer_resume=True)
    qtbot.waitUntil(lambda: win2.resume_box is not None, timeout=3000)
    box = win2.resume_box
    assert "Continue the game in progress?" in box.text()
    # the saved position is shown behind the question, and nothing moves before the answer
    qtbot.wait(50)
    assert win2.controller.waiting is None and win2.controller.prompt == []
    assert [sorted(int(x) for x in win2.controller.table_hand(s)) for s in range(2)] == before["hands"]
    SHOTS.mkdir(parents=True, exist_ok=True)
    shot = win2.grab()
    from PySide6.QtGui import QPainter

    pix = box.grab()
    painter = QPainter(shot)
    painter.drawPixmap((shot.width() - pix.width()) // 2, (shot.height() - pix.height()) // 2, pix)
    painter.end()
    shot.save(str(SHOTS / "resume-question.png"))
    qtbot.mouseClick(win2.continue_button, Qt.MouseButton.LeftButton)
    c = win2.controller
    p2 = Person(qtbot, win2)
    c.event_shown.disconnect(p2.check_event)  # its shadow starts at the deal's start
    assert p2.wait() == "turn"
    after = _position(c)
    assert after == before
    assert c.seat_levels() == levels
    # the table's prompt offers exactly the engine's legal actions
    assert sorted(map(str, c.prompt)) == sorted(after["legal"])
    # and play goes on
    p2.act()
    assert p2.wait() in ("turn", "summary", "final")
    assert p2.mismatches == []
    close_window(win2)


def test_closing_during_the_resume_question_keeps_the_saved_game(qtbot, tmp_path):
    win = open_window(qtbot, tmp_path)
    person = Person(qtbot, win)
    person.wait()
    person.act()
    person.wait()
    close_window(win)
    path = tmp_path / "data" / "autosave.record.json"
    saved = path.read_bytes()
    win2 = open_window(qtbot, tmp_path, answer_resume=True)
    qtbot.waitUntil(lambda: win2.resume_box is not None, timeout=3000)
    close_window(win2)
    assert path.read_bytes() == saved


def test_new_game_instead_of_resume(qtbot, tmp_path):
    win = open_window(qtbot, tmp_path)
    person = Person(qtbot, win)
    person.wait()
    person.act()
    old = win.controller.game.entries[0].deal.deck
    close_window(win)
    win2 = open_window(qtbot, tmp_path, answer_resume=True)
    qtbot.waitUntil(lambda: win2.resume_box is not None, timeout=3000)
    qtbot.mouseClick(win2.new_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win2.controller.game is not None, timeout=3000)
    assert win2.controller.game.entries[0].deal.deck != old
    assert len(win2.controller.game.entries[0].deal.history) == 0
    close_window(win2)


def test_a_broken_autosave_is_told_and_a_new_game_starts(qtbot, tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    (data / "autosave.record.json").write_text('{"format": "deberts-record", "version": 1, "rules": {"players": 7}}')
    win = open_window(qtbot, tmp_path)
    qtbot.waitUntil(lambda: win.message_box is not None, timeout=3000)
    assert "saved game" in win.message_box.text()
    assert win.resume_box is None and win.controller.game is not None
    assert (data / "autosave.record.json.bak").exists()
    close_window(win)


def test_autosave_failure_is_a_status_warning_not_a_dialog(qtbot, tmp_path, monkeypatch):
    from deberts_desktop.storage import AutosaveError

    win = open_window(qtbot, tmp_path)

    def fail(*a, **k):
        raise AutosaveError("The game in progress could not be saved in /nowhere: the disk is full.")

    monkeypatch.setattr(win.storage.autosave, "save", fail)
    person = Person(qtbot, win)
    for _ in range(3):
        person.wait()
        person.act()
    assert win.warning_label.isVisible()
    assert "disk is full" in win.warning_label.toolTip()
    assert win.message_box is None
    close_window(win)


def play_to_first_summary(qtbot, win):
    person = Person(qtbot, win)
    while True:
        state = person.wait(timeout=60000)
        if state != "turn":
            return state
        person.act()


def test_a_finished_deal_is_in_the_history_and_the_sheet_dock(qtbot, tmp_path):
    win = open_window(qtbot, tmp_path, size=(1280, 800))
    assert win.sheet_dock.isVisible()  # wide enough: on by default
    assert win.sheet_action.isChecked()
    state = play_to_first_summary(qtbot, win)
    assert state in ("summary", "final")
    game = win.controller.game
    rows = game.rows
    with History(tmp_path / "data" / "history.sqlite3") as h:
        games = h.list_games()
        assert len(games) == 1 and games[0].id == win.game_id
        sheet = h.score_sheet(win.game_id)
        assert len(sheet) == len(rows)
        assert list(sheet[-1].scores) == list(game.scores)
        assert games[0].levels == [None, "amateur"]
    # the dock shows the same deals and scores
    assert win.sheet.data is not None and len(win.sheet.data.deals) == len(rows)
    assert tuple(win.sheet.data.scores) == tuple(game.scores)
    assert win.sheet.cell_text(0, 0) == "1" and win.sheet.table.columnSpan(0, 0) == 1  # no stale foot span
    SHOTS.mkdir(parents=True, exist_ok=True)
    if state == "summary":  # the next deal, into its card play, with the sheet beside it
        win._next_deal()
        person = Person(qtbot, win)
        while person.wait() == "turn" and not (win.controller.game.deal.phase == "play" and
                                               len(win.controller.game.deal.tricks) >= 1):
            person.act()
    win.grab().save(str(SHOTS / "table-with-sheet-1280x800.png"))
    # the dock can be hidden from the View menu
    win.sheet_action.trigger()
    assert not win.sheet_dock.isVisible()
    close_window(win)


def test_a_finished_game_is_stored_as_finished_and_the_autosave_cleared(qtbot, tmp_path):
    from deberts_desktop.engine.actions import SWAP, TAKE
    from deberts_desktop.engine.cards import Card

    from .test_options_and_worker import set_deal

    deal = set_deal(Rules(players=2), 1, [["8D", "9D", "TD", "JD", "QD", "KD"], ["7S", "8S", "7H", "8H", "7C", "8C"]],
                    "AD", [["7D", "AS", "KS"], ["9S", "9H", "9C"]])
    win = open_window(qtbot, tmp_path, dealer=1, deals=[deal])
    person = Person(qtbot, win)
    assert person.wait() == "turn"
    person.click_button(TAKE)
    assert person.wait() == "turn"
    assert (tmp_path / "data" / "autosave.record.json").exists()
    person.click_button(SWAP)
    assert person.wait() == "turn"
    person.click_card(Card.parse("AS"))
    assert person.wait() == "final"
    assert win.controller.game.finished
    assert not (tmp_path / "data" / "autosave.record.json").exists()
    with History(tmp_path / "data" / "history.sqlite3") as h:
        g = h.game(win.game_id)
        assert g.finished is not None and g.winner == 0
    close_window(win)
    # nothing to resume: the next start is a new game
    win2 = open_window(qtbot, tmp_path)
    assert win2.resume_box is None
    close_window(win2)


def test_a_narrow_window_starts_without_the_dock(qtbot, tmp_path):
    win = open_window(qtbot, tmp_path, size=(900, 640))
    assert not win.sheet_dock.isVisible()
    close_window(win)


def _stored_game(tmp_path, deals=2, seed=5):
    """A history with one finished-deal game played by computers (engine only)."""
    from deberts_desktop.ai import make_player
    from deberts_desktop.engine.game import Game

    rules = Rules(players=2)
    game = Game(rules, dealer=0, seed=seed, names=["You", "Computer 1"])
    players = [make_player("beginner", 1), make_player("beginner", 2)]
    data = tmp_path / "data"
    data.mkdir(exist_ok=True)
    with History(data / "history.sqlite3") as h:
        gid = h.start_game(rules, game.names, [None, "beginner"])
        while len(game.rows) < deals and not game.finished:
            deal = game.start_deal()
            while game.deal is not None:
                seat = deal.current_player
                game.apply(players[seat].choose(deal.view(seat)), seat)
            h.store_game(gid, game)
    return gid, game


def test_the_history_window_opens_from_the_menu_and_replay_steps_through_a_deal(qtbot, tmp_path):
    gid, game = _stored_game(tmp_path)
    win = open_window(qtbot, tmp_path, size=(1280, 800))
    c = win.controller
    qtbot.waitUntil(lambda: bool(c.waiting) and c.waiting[0] == "person" and not c.queue, timeout=10000)
    waiting = win.status_label.text()  # what the game behind the replay says: the person's turn
    win.history_action.trigger()
    hw = win.history_window
    assert hw is not None and hw.isVisible()
    assert gid in hw.game_ids()
    hw.select_game(gid)
    qtbot.mouseClick(hw.replay_button, Qt.MouseButton.LeftButton)
    assert win.in_replay()
    r = win.replay
    assert (r.deal_index, r.step) == (0, 0)
    deal0 = game.entries[0].deal
    n_actions = len(deal0.history)
    # the start of the deal: the first packets in the hands
    shown = [sorted(int(x) for x in r.controller.table_hand(s)) for s in range(2)]
    assert shown == [sorted(int(x) for x in p) for p in deal0.first_packets]
    for k in range(1, n_actions + 1):
        assert r.move(1)
        assert r.step == k
    pos = r.position_game()
    assert pos.entries[0].row is not None and tuple(pos.scores) == tuple(game.entries[0].row.scores)
    assert not any(r.controller.table_hand(s) for s in range(2))  # every card played
    assert r.move(1) and (r.deal_index, r.step) == (1, 0)
    assert r.move(-1) and (r.deal_index, r.step) == (0, n_actions)
    # a few steps into the second deal, shot for the eye
    r.jump_deal(1)
    for _ in range(min(8, len(game.entries[1].deal.history))):
        r.move(1)
    SHOTS.mkdir(parents=True, exist_ok=True)
    qtbot.wait(100)
    assert win.sheet.data is not None and len(win.sheet.data.deals) == 1  # the dock follows the replay
    assert not win.sheet.table.horizontalScrollBar().isVisible()  # every column fits
    win.grab().save(str(SHOTS / "replay-mode.png"))
    # keys in replay mode never act in the game behind it
    live = win.controller.game
    before = len(live.deal.history) if live.deal else None
    qtbot.keyClick(r, Qt.Key.Key_T)
    assert (len(live.deal.history) if live.deal else None) == before
    assert win.status_label.text() == "Replay: the game in progress waits (Back to game)."
    qtbot.mouseClick(r.back_button, Qt.MouseButton.LeftButton)
    assert not win.in_replay()
    assert win.status_label.text() == waiting  # the game's own line again
    hw.close()
    close_window(win)


def test_score_keeper_windows_open_from_the_game_menu(qtbot, tmp_path, monkeypatch):
    from deberts_desktop.ui import score_keeper_window as skw

    win = open_window(qtbot, tmp_path)
    opened = []

    def fake_new(settings, history, parent=None):
        opened.append((settings, history))
        return None

    monkeypatch.setattr(skw.ScoreKeeperWindow, "new", staticmethod(fake_new))
    win.keeper_action.trigger()
    assert opened and opened[0][0] is win.settings and opened[0][1] is win.storage.history
    # a score keeper's sheet continues from the history window's request
    continued = []
    monkeypatch.setattr(skw.ScoreKeeperWindow, "open_stored",
                        staticmethod(lambda history, gid, parent=None: continued.append(gid)))
    hw = win.open_history()
    hw.continue_requested.emit(42)
    assert continued == [42]
    hw.close()
    close_window(win)


def test_shortcuts_do_not_clash_with_the_table_keys(qtbot, tmp_path):
    win = open_window(qtbot, tmp_path)
    from PySide6.QtGui import QAction, QKeySequence

    seqs = [a.shortcut().toString() for a in win.findChildren(QAction) if not a.shortcut().isEmpty()]
    assert len(seqs) == len(set(seqs))
    assert {"Ctrl+N", "Ctrl+,", "Ctrl+H", "Ctrl+Q"} <= set(seqs)
    table_keys = set("TPSHDCWRKL") | {"F1", "Left", "Right", "Return", "Enter", "Space"}
    assert not (set(seqs) & table_keys)
    close_window(win)


def test_the_history_shortcut_on_macos_is_not_the_hide_key(qtbot, tmp_path, monkeypatch):
    """On macOS Qt's Ctrl is the Command key and Command+H hides the app: History is
    Command+Y there (as in browsers), Ctrl+H elsewhere."""
    monkeypatch.setattr(sys, "platform", "darwin")
    win = open_window(qtbot, tmp_path)
    assert win.history_action.shortcut().toString() == "Ctrl+Y"
    close_window(win)


def test_table_keys_with_a_russian_keyboard_layout():
    """The letter keys act by their place on the keyboard: with the Russian layout the T
    key types "е", P "з", S "ы", H "р", D "в", C "с", W "ц", R "к", K "л", L "д", N "т"."""
    from deberts_desktop.ui.controller import key_letter

    russian = {"е": "T", "з": "P", "ы": "S", "р": "H", "в": "D", "с": "C", "ц": "W", "к": "R", "л": "K",
               "д": "L", "т": "N", "Е": "T"}
    for text, letter in russian.items():
        assert key_letter(ord(text.upper()), text) == letter
    assert key_letter(Qt.Key.Key_T, "t") == "T"
    assert key_letter(Qt.Key.Key_T, "") == "T"
    assert key_letter(Qt.Key.Key_F1, "") == ""
    assert key_letter(Qt.Key.Key_1, "1") == ""
    assert key_letter(0x44F, "я") == "Z"


def test_bidding_by_key_with_a_russian_layout(qtbot):
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent

    from deberts_desktop.engine.actions import PASS, TAKE
    from deberts_desktop.engine.cards import CARDS, Card
    from deberts_desktop.engine.deal import Deal

    from .table_driver import make_window

    hands = [["8D", "9D", "7S", "8S", "7H", "8H"], ["7D", "AS", "KS", "AH", "KH", "AC"]]
    completion = [["7C", "8C", "9C"], ["QS", "QH", "KC"]]
    used = {Card.parse(c) for h in hands + completion for c in h} | {Card.parse("QD")}
    stock = [str(c) for c in CARDS if c not in used]
    deal = Deal.from_hands(Rules(players=2), 1, hands, "QD", completion, stock)
    win = make_window(qtbot, 2, dealer=1, deals=[deal])
    person = Person(qtbot, win)
    assert person.wait() == "turn"
    assert win.controller.prompt == [TAKE, PASS]

    def press(text):
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(win.view.viewport(), QKeyEvent(kind, ord(text.upper()),
                                                                   Qt.KeyboardModifier.NoModifier, text))

    press("з")  # the P key: pass
    qtbot.waitUntil(lambda: len(deal.history) >= 1, timeout=5000)
    assert deal.history[0] == (0, PASS)
    press("д")  # the L key: the last trick (none yet)
    assert win.status_label.text() == "No trick has been taken yet in this deal"


def test_autoplay_leaves_no_files_in_the_user_folders(tmp_path):
    dirs = {name: tmp_path / name for name in ("config", "data", "state", "logs", "home")}
    for d in dirs.values():
        d.mkdir()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(dirs["config"]),
               XDG_DATA_HOME=str(dirs["data"]), XDG_STATE_HOME=str(dirs["state"]),
               DEBERTS_CONFIG_DIR=str(dirs["config"] / "deberts"), DEBERTS_DATA_DIR=str(dirs["data"] / "deberts"),
               DEBERTS_LOG_DIR=str(dirs["logs"]))
    out = subprocess.run([sys.executable, "-m", "deberts_desktop", "--autoplay", "--seed", "4"], capture_output=True,
                         text=True, timeout=300, env=env)
    assert out.returncode == 0, out.stderr
    assert "Winner:" in out.stdout
    for name in ("config", "data", "state", "logs"):
        assert list(dirs[name].rglob("*")) == [], f"{name}: {list(dirs[name].rglob('*'))}"


def test_env_folders_are_honoured(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("DEBERTS_CONFIG_DIR", str(tmp_path / "c"))
    monkeypatch.setenv("DEBERTS_DATA_DIR", str(tmp_path / "d"))
    save_settings(replace(Settings(), names=("Ivan", "Petr", "C2", "C3")), tmp_path / "c" / "settings.json")
    win = build_main_window(inline_ai=True, speed="off", think_delay_ms=0)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitUntil(lambda: win.controller.game is not None, timeout=5000)
    assert win.controller.game.names == ["Ivan", "Petr"]
    person = Person(qtbot, win)
    person.wait()
    person.act()
    assert (tmp_path / "d" / "autosave.record.json").exists()
    assert (tmp_path / "d" / "history.sqlite3").exists()
    close_window(win)


def test_a_saved_game_without_names_takes_the_players_of_the_settings(tmp_path):
    """A record written by hand may leave out "names"; the resumed game then seats the
    settings' players (the person first), not "Player 1"."""
    from deberts_desktop.storage.autosave import FILE_NAME
    from deberts_desktop.ui.session import open_storage

    (tmp_path / "data").mkdir()
    record = {"format": "deberts-record", "version": 1, "rules": {"players": 3}, "deals": []}
    (tmp_path / "data" / FILE_NAME).write_text(json.dumps(record))
    save_settings(replace(Settings(), names=("Olga", "Ivan", "Petr", "Anna")), tmp_path / "config" / "settings.json")
    st = open_storage(tmp_path / "config", tmp_path / "data")
    assert st.resume is not None
    assert st.resume.game.names == ["Olga", "Ivan", "Petr"]
