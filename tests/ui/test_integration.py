"""The main window wired to settings, history, autosave (resume), the score-sheet dock,
replay mode and the score keeper — with every file in a temporary folder."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from deberts_desktop.engine.actions import Play
from deberts_desktop.engine.rules import Rules
from deberts_desktop.storage import History, Settings, load_settings, save_settings
from deberts_desktop.ui.start.folders import open_storage
from deberts_desktop.ui.windows.main_window import MainWindow
from deberts_desktop.ui.widgets.window_size import FLOOR

from .table_driver import (SHOTS_ENV, Person, answer, engine_game, legal_now, make_window, person_turn, play_to,
                           quick_choice, shot)
from .table_driver import settle  # the settled layout: docs/test-waits.md



def open_window(qtbot, tmp_path, size=(1000, 720), **kw) -> MainWindow:
    """The fast window (:func:`make_window`) with its settings, history and autosave under
    ``tmp_path`` (config/, data/), as at start-up (a start-up question may be shown)."""
    return make_window(qtbot, storage=open_storage(tmp_path / "config", tmp_path / "data"), size=size, **kw)


def saved(win, path: Path) -> bool:
    """The autosave writer has written everything asked for, and ``path`` exists."""
    win.session.store.flush()
    return path.exists()


def test_settings_changed_in_the_dialog_are_used_by_the_next_game(qtbot, tmp_path):
    win = open_window(qtbot, tmp_path)
    ses = win.session
    assert ses.game.rules.players == 2
    win.settings_action.trigger()
    dlg = win.window_settings.dialog
    assert dlg is not None and dlg.isVisible()
    # three players, a master in seat 2, a new name, target 501, a red back
    combo = dlg.players_combo
    combo.setCurrentIndex(combo.findData(3))
    dlg.target_combo.setCurrentIndex(dlg.target_combo.findData(501))
    dlg.level_combos[2].setCurrentIndex(dlg.level_combos[2].findData("master"))
    dlg.name_edits[1].setText("Anna")
    dlg.back_combo.setCurrentIndex(dlg.back_combo.findData("red"))
    dlg.speed_combo.setCurrentIndex(dlg.speed_combo.findData("off"))  # the test plays on quickly
    dlg.delay_spin.setValue(0)
    qtbot.mouseClick(dlg.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    # saved, and the table options apply at once
    stored, messages = load_settings(tmp_path / "config" / "settings.json")
    assert messages == []
    assert stored.rules.players == 3 and stored.rules.target == 501 and stored.levels[2] == "master"
    assert win.scene.back_style == "red" and win.view_menu.back_actions["red"].isChecked()
    assert (win.director.speed, win.session.think_delay_ms) == ("off", 0)
    # the running game keeps its rules
    assert ses.game.rules.players == 2
    # the computers are asked with each seat's own level (the master's question is
    # answered by the quick player: this test is about the asking, not the search)
    asked = []
    ask = ses.computers.ask

    def record(tag, level, *args):
        if tag[1] == ses.gen:  # the new game's
            asked.append((tag[4], level))
        ask(tag, "amateur", *args)

    ses.computers.ask = record
    win.new_action.trigger()
    if win.questions.question is not None:  # a computer has already bid: keep or abandon?
        answer(qtbot, win, "Abandon")
    qtbot.waitUntil(lambda: ses.game is not None and ses.game.rules.players == 3, timeout=5000)
    assert ses.game.rules.target == 501
    assert ses.game.names[:2] == ["You", "Anna"]
    assert ses.levels == [None, "amateur", "master"]
    assert ses.level_of(2) == "master" and ses.level_of(1) == "amateur"
    person = Person(qtbot, win)
    for _ in range(12):
        if {1, 2} <= {seat for seat, _ in asked} or person.wait() != "turn":
            break
        person.act()
    assert {1, 2} <= {seat for seat, _ in asked}
    assert all(level == {1: "amateur", 2: "master"}[seat] for seat, level in asked)


def test_view_menu_choices_are_saved_in_the_settings(qtbot, tmp_path):
    win = open_window(qtbot, tmp_path)
    menu = win.view_menu
    menu.speed_actions["slow"].trigger()
    menu.back_actions["green"].trigger()
    menu.four_action.trigger()
    menu.delay_actions[1000].trigger()
    s, _ = load_settings(tmp_path / "config" / "settings.json")
    assert (s.animation_speed, s.card_back, s.four_colour, s.computer_delay_ms) == ("slow", "green", True, 1000)
    assert win.director.speed == "slow" and win.art.four_colour and win.session.think_delay_ms == 1000


def test_a_broken_settings_file_shows_one_message_and_the_game_starts(qtbot, tmp_path):
    cfg = tmp_path / "config"
    cfg.mkdir()
    (cfg / "settings.json").write_text('{"format": "deberts-settings", "version": 1, "names": [1, 2', encoding="utf-8")
    win = open_window(qtbot, tmp_path)
    qtbot.waitUntil(lambda: win.questions.message_box is not None, timeout=3000)
    box = win.questions.message_box
    assert "damaged" in box.text() and "Traceback" not in box.text()
    assert (cfg / "settings.json.bak").exists()
    assert win.session.game is not None  # the game has started behind the message
    box.accept()
    qtbot.waitUntil(lambda: win.questions.message_box is None, timeout=2000)
    person = Person(qtbot, win)
    assert person.wait() == "turn"
    win.close()
    # the repaired file does not bring the message back
    win2 = open_window(qtbot, tmp_path)
    settle(qtbot, win2)  # the saved game goes on without a question: the person had not acted in it
    assert win2.questions.message_box is None and win2.questions.question is None


def test_an_unreadable_history_is_told_and_the_game_is_playable(qtbot, tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    (data / "history.sqlite3").mkdir()  # a folder where the file should be (a damaged file is kept aside instead)
    win = open_window(qtbot, tmp_path)
    qtbot.waitUntil(lambda: win.questions.message_box is not None, timeout=3000)
    assert "history" in win.questions.message_box.text().lower()
    win.questions.message_box.accept()
    assert win.storage.history is None
    person = Person(qtbot, win)
    for _ in range(4):
        assert person.wait() == "turn"
        person.act()
    # the autosave still works without a history
    assert saved(win, data / "autosave.record.json")
    win.history_action.trigger()
    assert win.history_opening.window is None and win.questions.message_box is not None


def _position(win):
    game = win.session.game
    deal = game.deal
    return {
        "hands": [sorted(int(x) for x in deal.hand(s)) for s in range(game.rules.players)],
        "legal": [str(a) for a in deal.legal_actions()],
        "phase": deal.phase,
        "trick": [(s, int(x)) for s, x in deal.view(0).trick],
        "tricks": len(deal.tricks),
        "scores": list(game.scores),
        "deals": len(game.entries),
        "table": [sorted(int(x) for x in win.director.model.hands[s]) for s in range(game.rules.players)],
    }


def _into_play(qtbot, win, plays=3) -> Person:
    """The person plays into the card play of the first deal, ``plays`` cards on."""
    person = Person(qtbot, win)
    done = 0
    while done < plays:
        assert person.wait() == "turn"
        if any(isinstance(a, Play) for a in legal_now(win)):
            done += 1
        person.act()
    assert person.wait() == "turn"
    return person


def test_resume_offers_the_game_and_continue_reproduces_the_position(qtbot, tmp_path):
    win = open_window(qtbot, tmp_path)
    _into_play(qtbot, win)
    before = _position(win)
    levels = list(win.session.levels)
    win.close()
    assert (tmp_path / "data" / "autosave.record.json").exists()

    win2 = open_window(qtbot, tmp_path)
    box = win2.questions.question
    assert box.text() == "Continue the unfinished game?"
    # the saved position is shown behind the question, and nothing moves before the answer
    settle(qtbot, win2)
    ses = win2.session
    assert ses.waiting is None and legal_now(win2) == []
    assert [sorted(int(x) for x in win2.director.model.hands[s]) for s in range(2)] == before["hands"]
    if os.environ.get(SHOTS_ENV):  # the question over the window, for the eye
        from PySide6.QtGui import QPainter

        picture, pix = win2.grab(), box.grab()
        painter = QPainter(picture)
        painter.drawPixmap((picture.width() - pix.width()) // 2, (picture.height() - pix.height()) // 2, pix)
        painter.end()
        shot(picture, "resume-question")
    answer(qtbot, win2, "Continue")
    p2 = Person(qtbot, win2)
    win2.director.event_shown.disconnect(p2.check_event)  # its shadow starts at the deal's start
    assert p2.wait() == "turn"
    after = _position(win2)
    assert after == before
    assert ses.levels == levels
    # the table's prompt offers exactly the engine's legal actions
    assert sorted(map(str, legal_now(win2))) == sorted(after["legal"])
    # and play goes on
    p2.act()
    assert p2.wait() in ("turn", "summary", "final")
    assert p2.mismatches == []


def test_closing_during_the_resume_question_keeps_the_saved_game(qtbot, tmp_path):
    win = open_window(qtbot, tmp_path)
    person = Person(qtbot, win)
    person.wait()
    person.act()
    person.wait()
    win.close()
    path = tmp_path / "data" / "autosave.record.json"
    kept = path.read_bytes()
    win2 = open_window(qtbot, tmp_path)
    assert win2.questions.question is not None
    win2.close()
    assert path.read_bytes() == kept


def test_new_game_instead_of_resume_keeps_the_old_game_in_the_history(qtbot, tmp_path):
    """Changed with issue 12 (defect 1): the start-up question's New game puts the saved
    game aside in History with its whole record (offered again at a later start:
    test_session)."""
    win = open_window(qtbot, tmp_path)
    person = Person(qtbot, win)
    person.wait()
    person.act()
    old = win.session.game.entries[0].deal
    old_deck, old_actions = list(old.deck), len(old.history)
    win.close()
    win2 = open_window(qtbot, tmp_path, seed=2)
    answer(qtbot, win2, "New game")
    qtbot.waitUntil(lambda: win2.session.game is not None, timeout=3000)
    assert win2.session.store.flush()  # the writer's thread has kept it
    assert win2.session.game.entries[0].deal.deck != old_deck
    assert len(win2.session.game.entries[0].deal.history) == 0
    history = win2.storage.history
    gid = history.latest_unfinished()
    assert gid is not None and [g.id for g in history.list_games()] == [gid]
    record = history.record(gid)
    assert list(record.deals[0].deck) == old_deck and len(record.deals[0].actions) == old_actions


def test_the_first_frame_comes_before_the_game_and_its_files(qtbot, tmp_path):
    """``deberts-desktop`` starts staged (issue 15, start-up): the first frame has the menus
    and the felt only; the history, the autosave and the game come once it is painted, and
    a broken autosave is told and a new game starts (the damaged file kept aside)."""
    from deberts_desktop.ui.app import build_main_window
    from deberts_desktop.ui.start.folders import open_settings

    data = tmp_path / "data"
    data.mkdir()
    (data / "autosave.record.json").write_text('{"format": "deberts-record", "version": 1, "rules": {"players": 7}}')
    storage = open_settings(tmp_path / "config", data)
    win = build_main_window(storage=storage, staged=True, inline_ai=True, speed="off", think_delay_ms=0)
    qtbot.addWidget(win)
    titles = [a.text() for a in win.menuBar().actions()]
    assert titles == ["&Game", "&View", "&Help"] and win.new_action.text() == "&New game"
    assert storage.history is None and not hasattr(win, "session")  # nothing of the game yet
    win.show()
    qtbot.waitUntil(lambda: win.first_frame_shown and win.session.game is not None, timeout=10000)
    qtbot.waitUntil(lambda: win.table_ready_shown, timeout=10000)
    assert win.new_action.shortcut().toString() == "Ctrl+N"  # once the first table is ready
    assert storage.history is not None and storage.autosave is not None
    qtbot.waitUntil(lambda: win.questions.message_box is not None, timeout=3000)
    assert "saved game" in win.questions.message_box.text()
    assert win.questions.question is None and win.session.game is not None  # a new game instead
    assert (data / "autosave.record.json.bak").exists()


def test_the_saving_and_a_new_history_wait_for_the_first_table(qtbot, tmp_path):
    """The first start on a data folder (issue 21): the first table waits neither for the
    saving (the storage's modules, the writer's thread) nor for the new history's file and
    schema. Once it is drawn (``table_ready``) the game is saved as it stands, the
    session's writer makes the history on its thread and the window opens it; a finished
    deal is stored."""
    from deberts_desktop.ui.app import build_main_window
    from deberts_desktop.ui.start.folders import open_settings

    data = tmp_path / "data"
    storage = open_settings(tmp_path / "config", data)
    win = build_main_window(storage=storage, staged=True, inline_ai=True, speed="off", think_delay_ms=0)
    qtbot.addWidget(win)
    at_ready = []  # connected before the window's own slots: how the table was drawn
    win.table_ready.connect(lambda: at_ready.append((storage.history_waiting, storage.history_with_games,
                                                     win.session.store.writer, (data / "history.sqlite3").exists(),
                                                     (data / "autosave.record.json").exists(),
                                                     win.menu_view.isEmpty())))
    win.show()
    qtbot.waitUntil(lambda: win.table_ready_shown, timeout=10000)
    assert at_ready == [(data / "history.sqlite3", None, None, False, False, True)]  # the View menu's entries too
    assert not win.menu_view.isEmpty() and win.view_menu.speed_actions["normal"].isChecked()  # made, ticked (the default)
    assert saved(win, data / "autosave.record.json")  # the game as it stands, once released
    qtbot.waitUntil(lambda: storage.history_with_games is not None, timeout=10000)  # made, then opened
    assert storage.history_waiting is None and win.questions.message_box is None  # without a word
    play_to(qtbot, win, "summary")
    win.session.store.flush()
    assert [g.deals for g in storage.history.list_games()] == [1]


def test_the_view_menu_opened_before_the_first_table_has_its_entries_ticked(qtbot, tmp_path):
    """The View menu's entries are made when it is first opened or with the first table
    (issue 21): opened sooner, right after the first frame, it shows every entry, ticked as
    the settings say (card back red, four colours, no delay), and the first table adds none."""
    import dataclasses

    from deberts_desktop.storage.settings import FILE_NAME, Settings, save_settings
    from deberts_desktop.ui.app import build_main_window
    from deberts_desktop.ui.start.folders import open_settings

    (tmp_path / "config").mkdir()
    save_settings(dataclasses.replace(Settings(), card_back="red", four_colour=True, computer_delay_ms=0),
                  tmp_path / "config" / FILE_NAME)
    storage = open_settings(tmp_path / "config", tmp_path / "data")
    win = build_main_window(storage=storage, staged=True, inline_ai=True, speed="off", think_delay_ms=0)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitUntil(lambda: hasattr(win, "view_menu"), timeout=10000)
    assert win.menu_view.isEmpty() and not win.table_ready_shown
    win.menu_view.aboutToShow.emit()  # as the menu opens
    texts = [a.text() for a in win.menu_view.actions()]
    assert texts == ["Score &sheet", "Deal &log", "", "Animation s&peed", "Computer &delay", "Card &back",
                     "&Four-colour deck", "Large card &indices"]
    ticked = [k for k, a in win.view_menu.back_actions.items() if a.isChecked()]
    assert ticked == ["red"] and win.view_menu.four_action.isChecked() and not win.view_menu.large_action.isChecked()
    assert [k for k, a in win.view_menu.delay_actions.items() if a.isChecked()] == [0]
    qtbot.waitUntil(lambda: win.table_ready_shown, timeout=10000)
    assert [a.text() for a in win.menu_view.actions()] == texts


def test_a_menu_chosen_before_the_first_table_places_its_window(qtbot, tmp_path):
    """The filter that fits every window to the screen comes once the first table is drawn
    (issue 21); a window opened from a menu sooner (right after the first frame) is placed
    all the same."""
    from PySide6.QtCore import QTimer

    from deberts_desktop.ui.app import build_main_window
    from deberts_desktop.ui.start.folders import open_settings
    from deberts_desktop.ui.widgets.window_size import PlaceOnShow

    qapp = QApplication.instance()
    for f in qapp.findChildren(PlaceOnShow):  # the UI tests' own (tests/ui/conftest.py): as in the app
        qapp.removeEventFilter(f)
        f.setParent(None)
    storage = open_settings(tmp_path / "config", tmp_path / "data")
    win = build_main_window(storage=storage, staged=True, inline_ai=True, speed="off", think_delay_ms=0)
    qtbot.addWidget(win)
    opened = []

    def choose():
        opened.append((win.table_ready_shown, qapp.findChild(PlaceOnShow) is None))
        win.settings_action.trigger()

    win.first_frame.connect(lambda: QTimer.singleShot(0, choose))
    win.show()
    qtbot.waitUntil(lambda: hasattr(win, "window_settings") and win.window_settings.dialog is not None, timeout=10000)
    dialog = win.window_settings.dialog
    assert opened == [(False, True)]  # chosen before the first table, no filter yet
    assert qapp.findChild(PlaceOnShow) is not None and dialog.property("debertsPlaced") is True
    dialog.reject()


def test_a_window_closed_before_its_first_table_keeps_the_game(qtbot, tmp_path):
    """Closed while its saving still waits for the first table (issue 21), the window
    saves the game on closing as ever: the next start offers it."""
    from PySide6.QtCore import QTimer

    from deberts_desktop.storage import Autosave
    from deberts_desktop.ui.app import build_main_window
    from deberts_desktop.ui.start.folders import open_settings

    data = tmp_path / "data"
    storage = open_settings(tmp_path / "config", data)
    win = build_main_window(storage=storage, staged=True, inline_ai=True, speed="off", think_delay_ms=0)
    qtbot.addWidget(win)
    held = []

    def close_now():  # queued from the first frame: after start(), long before table_ready
        held.append((win.session.store.held, win.table_ready_shown, win.session.game.deal.dealer))
        win.close()

    win.first_frame.connect(lambda: QTimer.singleShot(0, close_now))
    win.show()
    qtbot.waitUntil(lambda: bool(held) and not win.isVisible(), timeout=10000)
    assert held[0][:2] == (True, False)
    resume = Autosave(data / "autosave.record.json").load_resume()
    assert resume is not None and resume.game.deal.dealer == held[0][2] and not resume.game.entries[-1].deal.history


def test_a_new_history_that_cannot_be_made_is_told_once_the_table_is_drawn(qtbot, tmp_path, monkeypatch):
    """A new history that cannot be made (say, a full disk) is told when the window opens it
    after the first table; the game is played on, saved for resuming."""
    from deberts_desktop.storage import history as history_module
    from deberts_desktop.storage.history_errors import HistoryError
    from deberts_desktop.storage.messages import Message
    from deberts_desktop.ui.app import build_main_window
    from deberts_desktop.ui.start.folders import open_settings

    def refused(self, path=None):
        raise HistoryError(Message("The game history could not be opened in {folder}: {reason}.", folder=path,
                                   reason="the disk is full"))

    monkeypatch.setattr(history_module.History, "__init__", refused)
    data = tmp_path / "data"
    storage = open_settings(tmp_path / "config", data)
    win = build_main_window(storage=storage, staged=True, inline_ai=True, speed="off", think_delay_ms=0)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitUntil(lambda: hasattr(win, "questions") and win.questions.message_box is not None, timeout=10000)
    assert win.table_ready_shown and "the disk is full" in win.questions.message_box.text()
    assert "score sheets are not kept" in win.questions.message_box.text()
    win.questions.message_box.accept()
    assert storage.history is None and storage.history_error is not None
    person = Person(qtbot, win)
    assert person.wait() == "turn"
    person.act()
    assert saved(win, data / "autosave.record.json")


def test_autosave_failure_is_a_status_warning_not_a_dialog(qtbot, tmp_path, monkeypatch):
    from deberts_desktop.storage import AutosaveError

    win = open_window(qtbot, tmp_path)

    def fail(*a, **k):
        raise AutosaveError("The game in progress could not be saved in /nowhere: the disk is full.")

    monkeypatch.setattr(win.storage.autosave, "write_text", fail)
    person = Person(qtbot, win)
    for _ in range(3):
        person.wait()
        person.act()
    qtbot.waitUntil(win.notices.warning_label.isVisible, timeout=3000)  # told from the writer thread
    assert "disk is full" in win.notices.warning_label.toolTip()
    assert win.questions.message_box is None


def test_a_finished_deal_is_in_the_history_and_the_sheet_dock(qtbot, tmp_path):
    win = open_window(qtbot, tmp_path, size=(1280, 800))
    assert win.sheet_dock.isVisible()  # wide enough: on by default
    assert win.view_menu.sheet_action.isChecked()
    state = play_to(qtbot, win, "summary")
    game = win.session.game
    rows = game.rows
    assert win.session.store.flush()  # stored by the writer's thread
    gid = win.session.store.game_id
    with History(tmp_path / "data" / "history.sqlite3") as h:
        games = h.list_games()
        assert len(games) == 1 and games[0].id == gid
        sheet = h.score_sheet(gid)
        assert len(sheet) == len(rows)
        assert list(sheet[-1].scores) == list(game.scores)
        assert games[0].levels == [None, "amateur"]
    # the dock shows the same deals and scores
    assert win.sheet.data is not None and len(win.sheet.data.deals) == len(rows)
    assert tuple(win.sheet.data.scores) == tuple(game.scores)
    assert win.sheet.cell_text(0, 0) == "1" and win.sheet.table.columnSpan(0, 0) == 1  # no stale foot span
    if state == "summary" and os.environ.get(SHOTS_ENV):  # for the eye: the next deal's play beside the sheet
        win.next_deal()
        while play_to(qtbot, win, "play") == "play" and not win.session.game.deal.tricks:
            win.session.choose(quick_choice(legal_now(win)))
    shot(win, "table-with-sheet-1280x800")
    # the dock can be hidden from the View menu
    win.view_menu.sheet_action.trigger()
    assert not win.sheet_dock.isVisible()


def test_a_finished_game_is_stored_as_finished_and_the_autosave_cleared(qtbot, tmp_path):
    from deberts_desktop.engine.actions import SWAP, TAKE
    from deberts_desktop.engine.cards import Card

    from .test_options_and_worker import set_deal

    deal = set_deal(Rules(players=2), 1, [["8D", "9D", "TD", "JD", "QD", "KD"], ["7S", "8S", "7H", "8H", "7C", "8C"]],
                    "AD", [["7D", "AS", "KS"], ["9S", "9H", "9C"]])
    win = open_window(qtbot, tmp_path, dealer=1, deals=[deal])
    autosave = tmp_path / "data" / "autosave.record.json"
    person = Person(qtbot, win)
    assert person.wait() == "turn"
    person.click_button(TAKE)
    assert person.wait() == "turn"
    assert saved(win, autosave)
    person.click_button(SWAP)
    assert person.wait() == "turn"
    person.click_card(Card.parse("AS"))
    assert person.wait() == "final"
    assert win.session.game.finished
    assert not saved(win, autosave)
    with History(tmp_path / "data" / "history.sqlite3") as h:
        g = h.game(win.session.store.game_id)
        assert g.finished is not None and g.winner == 0
    win.close()
    # nothing to resume: the next start is a new game
    win2 = open_window(qtbot, tmp_path)
    assert win2.questions.question is None


def test_a_narrow_window_starts_without_the_dock(qtbot, tmp_path):
    win = open_window(qtbot, tmp_path, size=(900, 640))
    assert not win.sheet_dock.isVisible()


def _stored_game(tmp_path, deals=2, seed=5):
    """A history with one game of ``deals`` finished deals (played by the engine)."""
    game = engine_game(Rules(players=2), deals, seed, ["You", "Computer 1"])
    data = tmp_path / "data"
    data.mkdir(exist_ok=True)
    with History(data / "history.sqlite3") as h:
        gid = h.start_game(game.rules, game.names, [None, "beginner"])
        h.store_game(gid, game)
    return gid, game


def test_the_history_window_opens_from_the_menu_and_replay_steps_through_a_deal(qtbot, tmp_path):
    gid, game = _stored_game(tmp_path)
    win = open_window(qtbot, tmp_path, size=(1280, 800))
    answer(qtbot, win, "New game")  # the stored game is unfinished: offered at start-up
    d = win.director
    qtbot.waitUntil(lambda: person_turn(win) and not d.queue and not d.busy, timeout=10000)
    waiting = win.status_label.text()  # what the game behind the replay says: the person's turn
    win.history_action.trigger()
    hw = win.history_opening.window
    assert hw is not None and hw.isVisible()
    assert gid in hw.game_ids()
    hw.select_game(gid)
    qtbot.mouseClick(hw.replay_button, Qt.MouseButton.LeftButton)
    assert win.replays.in_replay()
    r = win.replays.replay
    assert (r.deal_index, r.step) == (0, 0)
    deal0 = game.entries[0].deal
    n_actions = len(deal0.history)
    # the start of the deal: the first packets in the hands
    shown = [sorted(int(x) for x in r.director.model.hands[s]) for s in range(2)]
    assert shown == [sorted(int(x) for x in p) for p in deal0.first_packets]
    dock = win.sheet_dock
    qtbot.waitUntil(lambda: dock.isVisible() and dock.width() == dock.width_needed(), timeout=2000)
    dock_width = dock.width()
    plays = 0
    for k in range(1, n_actions + 1):
        assert r.move(1)
        assert r.step == k
        m = r.director.model
        if r.record.deals[0].actions[k - 1].split()[1] != "play":
            continue
        plays += 1
        if plays % 2:  # a lead: the trick before it is in its pile, no card marked
            assert len(m.trick) == 1 and not any(item.marked for item in r.scene.cards.values())
            continue
        # the trick's second card: both cards on the table, the winner's marked, none in a pile
        leader, cards, winner = deal0.tricks[plays // 2 - 1]
        assert m.trick == [(leader, cards[0]), (1 - leader, cards[1])]
        assert [r.scene.cards[int(c)].marked for c in cards] == [leader == winner, leader != winner]
        assert not set(cards) & {c for pile in m.piles for c in pile}
        if plays == 2:  # on to the next lead and back: the trick again
            assert r.move(1) and len(r.director.model.trick) == 1 and r.move(-1)
            assert r.director.model.trick == [(leader, cards[0]), (1 - leader, cards[1])]
    pos = r.position_game()
    assert pos.entries[0].row is not None and tuple(pos.scores) == tuple(game.entries[0].row.scores)
    assert not any(r.director.model.hands[s] for s in range(2))  # every card played
    assert r.move(1) and (r.deal_index, r.step) == (1, 0)
    assert r.move(-1) and (r.deal_index, r.step) == (0, n_actions)
    # a few steps into the second deal, shot for the eye
    r.jump_deal(1)
    for _ in range(min(8, len(game.entries[1].deal.history))):
        r.move(1)
    settle(qtbot, win)
    assert win.sheet.data is not None and len(win.sheet.data.deals) == 1  # the dock follows the replay
    # every column fits (once the layout has settled: a loaded machine may need a moment);
    # the dock, fitted at each of ~40 positions, is as wide as the columns' contents need
    # (it once grew by a scroll bar's width and more at each fit)
    qtbot.waitUntil(lambda: not win.sheet.table.horizontalScrollBar().isVisible(), timeout=2000)
    assert dock.width() == dock.width_needed()
    if win.sheet.compact:  # issue 23: the full sheet outgrew its 30 % and the compact one took over
        from deberts_desktop.ui.sheets.dock import DOCK_MAX_SHARE

        assert dock.width_needed(full=True) > int(DOCK_MAX_SHARE * win.width())
    else:
        assert dock.width() >= dock_width
    shot(win, "replay-mode")
    # the smallest windows (a 1920 × 1080 screen at scale 2; any screen): the caption and the
    # buttons under the table, the person's hand whole on it
    win.setMinimumSize(FLOOR)
    for size in ((912, 486), (FLOOR.width(), FLOOR.height())):
        win.resize(*size)
        qtbot.waitUntil(lambda: r.director.layout.H == r.view.viewport().height() and r.bar.y() > 0, timeout=2000)
        settle(qtbot, win)
        table = r.view.geometry()
        assert r.geometry().bottom() <= win.centralWidget().geometry().bottom()
        for w in (r.info, r.prev_button, r.next_button, r.back_button, r.here_button, r.review_button):
            g = w.geometry().translated(w.parentWidget().mapTo(r, w.parentWidget().rect().topLeft()))
            assert g.top() > table.bottom() and r.rect().contains(g), (size, w, g, table)
        for c in r.director.model.hands[0]:
            assert QRectF(r.view.viewport().rect()).contains(r.scene.cards[int(c)].sceneBoundingRect()), size
    # keys in replay mode never act in the game behind it
    live = win.session.game
    before = len(live.deal.history) if live.deal else None
    qtbot.keyClick(r, Qt.Key.Key_T)
    assert (len(live.deal.history) if live.deal else None) == before
    assert win.status_label.text() == "Replay: the game in progress waits (Back to game)."
    qtbot.mouseClick(r.back_button, Qt.MouseButton.LeftButton)
    assert not win.replays.in_replay()
    assert win.status_label.text() == waiting  # the game's own line again
    hw.close()


def test_score_keeper_windows_open_from_the_game_menu(qtbot, tmp_path, monkeypatch):
    from deberts_desktop.ui.sheets import keeper_window as skw

    from .dialog_helpers import example_keeper

    win = open_window(qtbot, tmp_path)
    opened = []

    def fake_new(settings, history, parent=None):
        opened.append((settings, history))
        return None

    monkeypatch.setattr(skw.ScoreKeeperWindow, "new", staticmethod(fake_new))
    win.keeper_action.trigger()
    assert opened and opened[0][0] is win.settings and opened[0][1] is win.storage.history
    # a score keeper's sheet continues from the history window's request
    gid = example_keeper().save(win.storage.history)
    continued = []
    monkeypatch.setattr(skw.ScoreKeeperWindow, "open_stored",
                        staticmethod(lambda history, gid, parent=None: continued.append(gid)))
    hw = win.open_history()
    hw.continue_requested.emit(gid)
    assert continued == [gid]
    hw.close()


def test_shortcuts_do_not_clash_with_the_table_keys(qtbot, tmp_path):
    win = open_window(qtbot, tmp_path)
    from PySide6.QtGui import QAction

    seqs = [a.shortcut().toString() for a in win.findChildren(QAction) if not a.shortcut().isEmpty()]
    assert len(seqs) == len(set(seqs))
    assert {"Ctrl+N", "Ctrl+,", "Ctrl+H", "Ctrl+Q"} <= set(seqs)
    assert win.hint_action.shortcut().toString() == "F1"  # a menu shortcut now, no table key
    assert win.last_action.shortcut().toString() == "L"  # shown in the Game menu (issue 19, 26)
    table_keys = set("TPSHDCWRKN") | {"?", "Left", "Right", "Return", "Enter", "Space", "Esc"}
    assert not (set(seqs) & table_keys)


def test_the_history_shortcut_on_macos_is_not_the_hide_key(qtbot, tmp_path, monkeypatch):
    """On macOS Qt's Ctrl is the Command key and Command+H hides the app: History is
    Command+Y there (as in browsers), Ctrl+H elsewhere."""
    monkeypatch.setattr(sys, "platform", "darwin")
    win = open_window(qtbot, tmp_path)
    assert win.history_action.shortcut().toString() == "Ctrl+Y"


def test_table_keys_with_a_russian_keyboard_layout():
    """The letter keys act by their place on the keyboard: with the Russian layout the T
    key types "е", P "з", S "ы", H "р", D "в", C "с", W "ц", R "к", K "л", L "д", N "т"."""
    from deberts_desktop.ui.windows.actions import key_letter

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

    hands = [["8D", "9D", "7S", "8S", "7H", "8H"], ["7D", "AS", "KS", "AH", "KH", "AC"]]
    completion = [["7C", "8C", "9C"], ["QS", "QH", "KC"]]
    used = {Card.parse(c) for h in hands + completion for c in h} | {Card.parse("QD")}
    stock = [str(c) for c in CARDS if c not in used]
    deal = Deal.from_hands(Rules(players=2), 1, hands, "QD", completion, stock)
    win = make_window(qtbot, 2, dealer=1, deals=[deal])
    person = Person(qtbot, win)
    assert person.wait() == "turn"
    assert legal_now(win) == [TAKE, PASS]

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
    """``deberts-desktop --autoplay``: computers play a whole game, the winner and the
    final scores are printed, and nothing of the player's is read or written."""
    dirs = {name: tmp_path / name for name in ("config", "data", "state", "logs", "home")}
    for d in dirs.values():
        d.mkdir()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(dirs["config"]),
               XDG_DATA_HOME=str(dirs["data"]), XDG_STATE_HOME=str(dirs["state"]),
               DEBERTS_CONFIG_DIR=str(dirs["config"] / "deberts"), DEBERTS_DATA_DIR=str(dirs["data"] / "deberts"),
               DEBERTS_LOG_DIR=str(dirs["logs"]))
    # seed 18: a game of three deals (the computers are Experts: the command has no level)
    out = subprocess.run([sys.executable, "-m", "deberts_desktop", "--autoplay", "--seed", "18"], capture_output=True,
                         text=True, timeout=300, env=env)
    assert out.returncode == 0, out.stderr
    assert "Winner:" in out.stdout and "Final scores:" in out.stdout
    assert "Traceback" not in out.stderr
    for name in ("config", "data", "state", "logs"):
        assert list(dirs[name].rglob("*")) == [], f"{name}: {list(dirs[name].rglob('*'))}"


def test_env_folders_are_honoured(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("DEBERTS_CONFIG_DIR", str(tmp_path / "c"))
    monkeypatch.setenv("DEBERTS_DATA_DIR", str(tmp_path / "d"))
    save_settings(replace(Settings(), names=("Ivan", "Petr", "C2", "C3")), tmp_path / "c" / "settings.json")
    win = make_window(qtbot, storage=open_storage())
    assert win.session.game.names == ["Ivan", "Petr"]
    person = Person(qtbot, win)
    person.wait()
    person.act()
    assert saved(win, tmp_path / "d" / "autosave.record.json")
    assert (tmp_path / "d" / "history.sqlite3").exists()


def test_a_saved_game_without_names_takes_the_players_of_the_settings(tmp_path):
    """A record written by hand may leave out "names"; the resumed game then seats the
    settings' players (the person first), not "Player 1"."""
    from deberts_desktop.storage.autosave import FILE_NAME

    (tmp_path / "data").mkdir()
    record = {"format": "deberts-record", "version": 1, "rules": {"players": 3}, "deals": []}
    (tmp_path / "data" / FILE_NAME).write_text(json.dumps(record))
    save_settings(replace(Settings(), names=("Olga", "Ivan", "Petr", "Anna")), tmp_path / "config" / "settings.json")
    st = open_storage(tmp_path / "config", tmp_path / "data")
    assert st.resume is not None
    assert st.resume.game.names == ["Olga", "Ivan", "Petr"]


def test_the_window_opens_a_new_history_only_after_the_writer_has_made_it(tmp_path):
    """A new history asked for by the window (History, a problem's progress) while the
    session's writer is making it: the window first waits for the writer's making
    (``making_history``), then opens the made file — never two connections making one file."""
    from deberts_desktop.storage.migrations import SCHEMA_VERSION
    from deberts_desktop.ui.start.folders import open_settings

    storage = open_settings(tmp_path / "config", tmp_path / "data")
    storage.open_data()  # as the window does after its first frame: a new history waits
    assert storage.history_waiting == tmp_path / "data" / "history.sqlite3"
    calls = []
    storage.making_history = lambda: calls.append(storage.history_waiting)
    history = storage.history  # asked for now: waits for the maker first, once
    try:
        assert calls == [None] and storage.making_history is None  # the path taken, then waited
        assert history is not None and history.schema_version == SCHEMA_VERSION
        assert storage.history is history and calls == [None]
    finally:
        storage.close()
