"""Saving never holds the window and nothing finished is lost (issue 19, items 6 and 7), as
a player sees it: another program holds the history locked — the game goes on, the player
is told once that saving is delayed and once that it works again, and the deals are stored
when the lock goes; the app closed meanwhile keeps the game in a pending file that the next
start stores; a resumed game whose history row is gone (the history replaced by garbage)
is stored as a new game with all its deals; a game whose last deal cannot be stored waits
in a pending file and the next start stores it and says so."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from dataclasses import replace

import pytest
from PySide6.QtCore import QTimer

from deberts_desktop.engine.rules import Rules
from deberts_desktop.storage.autosave import Autosave
from deberts_desktop.storage.history import History, HistoryError
from deberts_desktop.storage.messages import Message
from deberts_desktop.ui.start.folders import open_settings, open_storage

from .table_driver import QUICK_LEVEL, Person, answer, engine_game, legal_now, make_window, play_to, quick_choice

WAIT = 30000  # ms a condition may take on a loaded machine (never a measured time)
DELAYED = "Saving is delayed: the game history is locked by another program."
AGAIN = "Saving works again: the game history is free and your game is stored in it."
BEFORE = "Games that could not be stored in the history before are stored now: 1."


def window_in(qtbot, tmp_path, **kw):
    st = open_storage(tmp_path / "config", tmp_path / "data")
    st.settings = replace(st.settings, rules=Rules(players=2))
    return make_window(qtbot, storage=st, **kw)


def staged_start(qtbot, tmp_path):
    """The window as ``deberts-desktop`` starts it (app.run): the settings first, the
    history and the autosave after the first frame."""
    from deberts_desktop.ui.app import build_main_window

    storage = open_settings(tmp_path / "config", tmp_path / "data")
    win = build_main_window(storage=storage, staged=True, inline_ai=True, speed="off", think_delay_ms=0)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitUntil(lambda: win.first_frame_shown and getattr(win, "session", None) is not None, timeout=WAIT)
    return win


def lock_history(tmp_path) -> sqlite3.Connection:
    """Another program's write lock on the history (held until closed)."""
    conn = sqlite3.connect(tmp_path / "data" / "history.sqlite3", isolation_level=None)
    conn.execute("BEGIN EXCLUSIVE")
    return conn


class OtherProgram:
    """Another process holding a write lock on the history until :meth:`release`."""

    CODE = ("import sqlite3, sys\n"
            "c = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
            "c.execute('BEGIN EXCLUSIVE')\n"
            "print('locked', flush=True)\n"
            "sys.stdin.read()\n")

    def __init__(self, path):
        self.proc = subprocess.Popen([sys.executable, "-c", self.CODE, str(path)], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True)
        assert self.proc.stdout.readline().strip() == "locked"

    def release(self) -> None:
        if self.proc.stdin.closed:
            return
        self.proc.stdin.close()  # it ends, and its lock with it
        try:
            assert self.proc.wait(timeout=60) == 0
        finally:
            if self.proc.poll() is None:
                self.proc.kill()
                self.proc.wait()


@pytest.fixture
def other_program():
    """Starts :class:`OtherProgram` on a path; it ends with the test at the latest."""
    started = []
    yield lambda path: started.append(OtherProgram(path)) or started[-1]
    for other in started:
        other.release()


def pending_files(tmp_path) -> list:
    folder = tmp_path / "data" / "pending"
    return sorted(folder.glob("*.record.json")) if folder.is_dir() else []


def stored_sheets(tmp_path) -> list[tuple[list[str], int]]:
    with History(tmp_path / "data" / "history.sqlite3") as h:
        return [(g.names, len(h.score_sheet(g.id))) for g in h.list_games()]


def test_a_locked_history_never_holds_the_window_and_the_deals_are_stored_once_free(qtbot, tmp_path):
    win = window_in(qtbot, tmp_path)
    ses = win.session
    writer = ses.store.writer
    writer.busy_ms, writer.retry_s = 50, 0.05  # injected: each try waits 50 ms for the lock
    warnings, notices = [], []
    ses.warning.connect(lambda key, text: warnings.append(text) if key == "history" else None)
    ses.notice.connect(notices.append)
    # the window's own connection (History's lists, a score keeper) never waits for a lock
    assert win.storage.history._conn.execute("PRAGMA busy_timeout").fetchone()[0] == 0
    lock = lock_history(tmp_path)
    play_to(qtbot, win, "summary")  # deal 1 is over: its store waits for the lock
    qtbot.waitUntil(lambda: win.notices.warning_label.isVisible(), timeout=WAIT)
    assert win.notices.warning_label.toolTip().startswith(DELAYED)
    assert win.notices.warning_label.text() == "⚠ Saving delayed"  # not "Not saved": it is kept
    # the notice in a line of its own, for 10 s at least (not the status bar's message,
    # which the game's next line or a menu's hover took away within a second or two)
    assert win.notices.notice_label.isVisible() and win.notices.notice_label.text() == win.notices.warning_label.toolTip()
    assert win.notices.timer.isActive() and win.notices.timer.interval() >= 10_000
    assert len(pending_files(tmp_path)) == 1  # the deal is kept meanwhile
    rows = len(ses.game.rows)
    # the player goes on: the next deal is dealt and played while saving waits, told once
    win.next_deal()
    for _ in range(3):
        qtbot.waitUntil(lambda: bool(legal_now(win)), timeout=WAIT)
        assert ses.choose(quick_choice(legal_now(win)))
    assert [t for t in warnings if t] == [win.notices.warning_label.toolTip()] and notices == []
    assert win.notices.notice_label.text().startswith(DELAYED)  # the game's lines went to their own line
    assert win.status_label.text() != win.notices.notice_label.text()
    # now each try waits for the lock as long as it is held: a save from the GUI thread
    # returns while the writer waits, and the window handles a posted event meanwhile
    writer.busy_ms = 600_000
    qtbot.waitUntil(lambda: writer.writing is not None and writer.writing_busy_ms == 600_000, timeout=WAIT)
    ses.store.changed(ses.game)
    posted = []
    QTimer.singleShot(0, lambda: posted.append(writer.writing))
    qtbot.waitUntil(lambda: bool(posted), timeout=WAIT)
    assert posted[0] is not None and writer.writing is not None  # still waiting for the lock
    lock.execute("ROLLBACK")
    lock.close()
    qtbot.waitUntil(lambda: AGAIN in notices, timeout=WAIT)
    assert notices == [AGAIN] and win.notices.notice_label.text() == AGAIN and win.notices.notice_label.isVisible()
    assert not win.notices.warning_label.isVisible() and warnings[-1] == ""
    win.notices.timer.timeout.emit()  # its time is over: the line goes
    assert not win.notices.notice_label.isVisible() and win.notices.notice_label.text() == ""
    assert ses.store.flush()
    assert pending_files(tmp_path) == []
    assert stored_sheets(tmp_path) == [(list(ses.game.names), rows)]


def test_closed_while_the_history_is_locked_the_next_start_stores_the_game(qtbot, tmp_path, other_program):
    win = window_in(qtbot, tmp_path)
    writer = win.session.store.writer
    writer.busy_ms, writer.retry_s = 50, 0.05
    other = other_program(tmp_path / "data" / "history.sqlite3")  # another process holds it locked
    play_to(qtbot, win, "summary")
    qtbot.waitUntil(lambda: len(pending_files(tmp_path)) == 1, timeout=WAIT)
    rows, names = len(win.session.game.rows), list(win.session.game.names)
    win.close()  # returns: the last state written, the writer's thread ended
    assert writer._thread is None
    assert (tmp_path / "data" / "autosave.record.json").is_file() and len(pending_files(tmp_path)) == 1
    other.release()
    win2 = staged_start(qtbot, tmp_path)
    qtbot.waitUntil(lambda: win2.notices.notice_label.text() == BEFORE, timeout=WAIT)
    assert pending_files(tmp_path) == []
    assert stored_sheets(tmp_path) == [(names, rows)]
    answer(qtbot, win2, "Continue")  # the same game goes on, into the same history game
    assert len(win2.session.game.rows) == rows
    assert win2.session.store.flush()
    assert stored_sheets(tmp_path) == [(names, rows)]


def test_a_resumed_game_whose_history_row_is_gone_is_stored_as_a_new_game(qtbot, tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    (data / "history.sqlite3").write_bytes(b"not a database " * 400)  # replaced by garbage
    game = engine_game(Rules(players=2), 1, seed=3, names=["You", "Computer 1"])
    game.start_deal()
    (data / "autosave.record.json").write_text(Autosave.text_for(game, 11, [None, QUICK_LEVEL]), encoding="utf-8")
    win = staged_start(qtbot, tmp_path)
    qtbot.waitUntil(lambda: win.questions.message_box is not None, timeout=WAIT)  # the damaged history, told first
    win.questions.message_box.accept()
    qtbot.waitUntil(lambda: win.questions.question is not None, timeout=WAIT)
    answer(qtbot, win, "Continue")
    assert play_to(qtbot, win, "summary") in ("summary", "final")  # deal 2 is over
    assert win.session.store.flush()
    deals = len(win.session.game.entries)
    assert deals >= 2
    assert stored_sheets(tmp_path) == [(["You", "Computer 1"], deals)]
    assert not win.notices.warning_label.isVisible()  # no "There is no game 11 in the history"
    assert pending_files(tmp_path) == []


def test_a_last_deal_that_cannot_be_stored_waits_and_the_next_start_stores_it(qtbot, tmp_path, monkeypatch):
    from deberts_desktop.engine.actions import SWAP, TAKE
    from deberts_desktop.engine.cards import Card

    from .test_options_and_worker import set_deal

    full = Message("The game history could not be written: {reason}.", reason=Message("the disk is full"))

    def fail(self, game_id, game, finished=None, seed=None):
        raise HistoryError(full)

    monkeypatch.setattr(History, "store_game", fail)  # injected: the disk is full
    # the game of one deal (test_integration): seat 0 takes, swaps the seven, wins
    deal = set_deal(Rules(players=2), 1, [["8D", "9D", "TD", "JD", "QD", "KD"], ["7S", "8S", "7H", "8H", "7C", "8C"]],
                    "AD", [["7D", "AS", "KS"], ["9S", "9H", "9C"]])
    win = window_in(qtbot, tmp_path, dealer=1, deals=[deal])
    person = Person(qtbot, win)
    assert person.wait() == "turn"
    person.click_button(TAKE)
    assert person.wait() == "turn"
    person.click_button(SWAP)
    assert person.wait() == "turn"
    person.click_card(Card.parse("AS"))
    assert person.wait() == "final"
    game = win.session.game
    assert game.finished and game.winner == 0
    assert win.session.store.flush()
    [pending] = pending_files(tmp_path)
    qtbot.waitUntil(lambda: win.notices.warning_label.isVisible(), timeout=WAIT)
    assert win.notices.warning_label.toolTip() == (
        f"The game history could not be written: the disk is full. The game is kept in {pending} and will be "
        f"stored in the history as soon as it can be.")
    assert win.notices.warning_label.text() == "⚠ Not saved"  # a failure, not a delay
    assert not (tmp_path / "data" / "autosave.record.json").exists()  # over: nothing to resume
    win.close()
    assert pending.is_file()
    monkeypatch.undo()
    win2 = staged_start(qtbot, tmp_path)
    qtbot.waitUntil(lambda: win2.notices.notice_label.text() == BEFORE, timeout=WAIT)
    assert not pending.exists()
    with History(tmp_path / "data" / "history.sqlite3") as h:
        [g] = h.list_games()
        assert g.finished is not None and g.winner == 0 and len(h.score_sheet(g.id)) == 1
    assert win2.questions.question is None  # nothing to resume: a new game


def test_a_kept_game_waiting_to_be_stored_is_continued_only_once_stored(qtbot, tmp_path):
    win = window_in(qtbot, tmp_path)
    writer = win.session.store.writer
    writer.busy_ms, writer.retry_s = 50, 0.05
    play_to(qtbot, win, "summary")
    assert win.session.store.flush()
    gid = win.session.store.game_id
    assert gid is not None  # deal 1 is in the history
    lock = lock_history(tmp_path)
    win.next_deal()
    play_to(qtbot, win, "summary")  # deal 2 waits for the lock
    rows = list(win.session.game.rows)
    win.new_action.trigger()
    answer(qtbot, win, "Keep")  # put aside: it waits too, the history's row still has one deal
    qtbot.waitUntil(lambda: len(pending_files(tmp_path)) == 1, timeout=WAIT)
    assert win.history_opening.continue_game(gid) is None
    assert win.questions.message_box.text() == ("This game waits to be stored in the history (saving is delayed): it "
                                              "can be continued once it is stored.")
    win.questions.message_box.accept()
    lock.execute("ROLLBACK")
    lock.close()
    qtbot.waitUntil(lambda: pending_files(tmp_path) == [], timeout=WAIT)
    game = win.history_opening.continue_game(gid)
    assert game is not None and list(game.rows) == rows and win.session.store.game_id == gid
