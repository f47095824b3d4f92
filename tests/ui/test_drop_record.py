"""A record file dragged from a file manager and dropped on the main window opens on the
replay table exactly as Game → Open record… opens it (the game in progress waits behind it,
Back to game returns to it); a file that is no record, or one too large, gets the same
message in words as opening it; a drag of several files or of no file is not taken. Through
the real start (``cli.main``), the drag's events sent where a person's go: to the table's
viewport under the pointer, which passes them to the window."""

from __future__ import annotations

import warnings

import pytest

from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from deberts_desktop.engine.record import MAX_RECORD_BYTES
from tests.engine.test_examples import EXAMPLE_A

from .table_driver import legal_now, quick_choice
from .test_keyboard_only import first_turn, quick_settings
from .test_real_start import folders, in_replay, start_app, write  # noqa: F401 (the fixture)


def drag(w, *paths, drop: bool = True, actions=Qt.DropAction.CopyAction,
         keys=Qt.KeyboardModifier.NoModifier, seen: list | None = None, onto=None) -> bool:
    """Drag ``paths`` (local files) over the middle of the table and, with ``drop``, drop
    them there; ``actions``: what the drag's source allows, ``keys``: the keys held (Shift:
    a move, as file managers take it); ``onto``: another widget under the pointer (a list
    or a table of another window: its viewport). Returns whether the window took the drag (a drop
    cursor: its move accepted); ``seen`` gets the action the window answered the move and
    the drop with."""
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    target = w.stack.currentWidget() if onto is None else onto
    target = getattr(target, "viewport", lambda: target)()  # the table's viewport, under the pointer
    at = QPoint(target.width() // 2, target.height() // 2)
    left = Qt.MouseButton.LeftButton
    with warnings.catch_warnings():  # (PySide6 marks the QPoint constructors deprecated; they are Qt's own)
        warnings.simplefilter("ignore", DeprecationWarning)
        QApplication.sendEvent(target, QDragEnterEvent(at, actions, mime, left, keys))
        move = QDragMoveEvent(at, actions, mime, left, keys)
        QApplication.sendEvent(target, move)
    taken = move.isAccepted()
    if seen is not None:
        seen.append(move.dropAction())
    if drop and taken:
        dropped = QDropEvent(QPointF(at), actions, mime, left, keys)
        QApplication.sendEvent(target, dropped)
        if seen is not None:
            seen.append(dropped.dropAction())
    return taken


def test_a_record_dropped_on_the_window_opens_on_the_replay_table_and_the_game_waits(qtbot, folders, tmp_path,
                                                                                     monkeypatch):
    """Example A (RULES.md 12 A: one deal, 21 actions) dropped during a game the person has
    begun: the replay table shows it, titled with the file's name, the game waits; Back to
    game returns to that game as it was."""
    quick_settings(tmp_path)
    record = write(tmp_path / "friday.record.json", EXAMPLE_A)

    def drive(w):
        first_turn(qtbot, w)
        assert w.session.choose(quick_choice(legal_now(w)))  # the game is begun
        qtbot.waitUntil(lambda: w.session.in_progress, timeout=10000)
        game, actions = w.session.game, len(w.session.game.deal.history)
        taken = drag(w, record)
        qtbot.waitUntil(lambda: in_replay(w), timeout=10000)
        replay = w.replays.replay
        seen = (taken, replay.deal_count(), len(replay.record.deals[0].actions), w.windowTitle(),
                w.status_label.text())
        replay.back_button.click()
        return seen, in_replay(w), w.session.game is game, len(w.session.game.deal.history) >= actions

    code, ((taken, deals, actions, title, status), replaying, same, kept) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert taken and deals == 1 and actions == 21
    assert title == "Deberts — friday.record.json"
    assert status == "Replay: the game in progress waits (Back to game)."
    assert not replaying and same and kept


def test_a_dropped_file_that_is_no_record_is_told_as_open_record_tells_it(qtbot, folders, tmp_path, monkeypatch):
    """A shopping list and an 8 MB file dropped on the window: each refused in a message
    box with Open record's words — the file's name and why (not JSON; at most 4 MB) — and
    the game goes on (no replay table). Two files dragged at once, or a web address, are
    not taken."""
    quick_settings(tmp_path)
    notes = write(tmp_path / "notes.txt", "shopping: milk, bread\n")
    huge = tmp_path / "huge.record.json"
    with open(huge, "wb") as f:
        f.truncate(MAX_RECORD_BYTES * 2)  # 8 MB: read on another thread, then refused by its size
    record = write(tmp_path / "friday.record.json", EXAMPLE_A)

    def told(w, path):
        assert drag(w, path)
        qtbot.waitUntil(lambda: w.questions.message_box is not None and w.questions.message_box.isVisible(),
                        timeout=30000)
        box = w.questions.message_box
        said = (box.windowTitle(), box.text())
        box.close()
        qtbot.waitUntil(lambda: w.questions.message_box is None or not w.questions.message_box.isVisible(),
                        timeout=10000)
        return said

    def drive(w):
        first_turn(qtbot, w)
        said = [told(w, notes), told(w, huge)]
        mime = QMimeData()
        mime.setUrls([QUrl("https://example.org/friday.record.json")])
        return said, drag(w, notes, record, drop=False), w.starter.dropped_file(mime), in_replay(w)

    code, (said, two, web, replaying) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert said == [("Open record", "The record notes.txt cannot be opened: not valid JSON (line 1, column 1)."),
                    ("Open record", "The record huge.record.json cannot be opened: 8.0 MB is too large for a game "
                                    "record (at most 4 MB).")]
    assert not two and web is None and not replaying


def test_a_record_dragged_as_a_move_is_only_copied_from(qtbot, folders, tmp_path, monkeypatch):
    """A file manager's drag with Shift held proposes a move; taken as a move, the file
    manager would delete the record once dropped (Windows' Explorer does, for the program
    that answers "moved"). The window reads the record and answers a copy, the move offered
    or not: the file stays where it was, and opens. A drag that allows a move only is not
    taken."""
    quick_settings(tmp_path)
    record = write(tmp_path / "friday.record.json", EXAMPLE_A)
    copy_or_move = Qt.DropAction.CopyAction | Qt.DropAction.MoveAction
    shift = Qt.KeyboardModifier.ShiftModifier

    def drive(w):
        first_turn(qtbot, w)
        seen = []
        only_move = drag(w, record, actions=Qt.DropAction.MoveAction, drop=False)
        taken = drag(w, record, actions=copy_or_move, keys=shift, seen=seen)
        qtbot.waitUntil(lambda: in_replay(w), timeout=10000)
        return only_move, taken, seen, w.windowTitle()

    code, (only_move, taken, seen, title) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert not only_move and taken
    assert seen == [Qt.DropAction.CopyAction, Qt.DropAction.CopyAction]  # the move's answer and the drop's
    assert title == "Deberts — friday.record.json" and record.exists()


def review_of_a_record(qtbot, w, record) -> object:
    """``record`` dropped on the table, then the replay's "Review this deal": the review
    window in front. Returns it."""
    assert drag(w, record)
    qtbot.waitUntil(lambda: in_replay(w), timeout=10000)
    w.replays.replay.review_button.click()
    qtbot.waitUntil(lambda: w.review_window is not None and w.review_window.isVisible(), timeout=30000)
    return w.review_window


@pytest.mark.parametrize("where", ["history", "review"])
def test_a_record_dropped_on_history_or_the_review_opens_as_on_the_main_window(qtbot, folders, tmp_path,
                                                                                monkeypatch, where):
    """Game → History… open, or the review of a replayed deal, and a record dragged from a
    file manager (Shift held: a move offered) onto its list or its table: the drag is taken
    as a copy, and the record opens on the main window's replay table as a drop there opens
    it (titled with the file's name; the file stays). (Before: History and the review took
    no drop — a "no entry" cursor, nothing opened.)"""
    quick_settings(tmp_path)
    first = write(tmp_path / "friday.record.json", EXAMPLE_A)
    record = write(tmp_path / "saturday.record.json", EXAMPLE_A)
    copy_or_move = Qt.DropAction.CopyAction | Qt.DropAction.MoveAction

    def drive(w):
        first_turn(qtbot, w)
        if where == "history":
            w.history_action.trigger()  # Game → History…
            window = w.history_opening.window
            onto = window.view  # the games' list
        else:
            window = review_of_a_record(qtbot, w, first)
            onto = window.table.view  # the reviewed deal's table
        qtbot.waitUntil(window.isVisible, timeout=10000)
        seen = []
        taken = drag(w, record, actions=copy_or_move, keys=Qt.KeyboardModifier.ShiftModifier, seen=seen, onto=onto)
        qtbot.waitUntil(lambda: in_replay(w) and w.windowTitle().endswith("saturday.record.json"), timeout=10000)
        return taken, seen, w.replays.replay.deal_count(), len(w.replays.replay.record.deals[0].actions)

    code, (taken, seen, deals, actions) = start_app(monkeypatch, [], drive)
    assert code == 0 and taken
    assert seen == [Qt.DropAction.CopyAction, Qt.DropAction.CopyAction]  # the move's answer and the drop's
    assert deals == 1 and actions == 21 and record.exists()  # RULES.md 12 A: one deal, 21 actions
