"""The session's one writer (issue 19, items 6 and 7), without a window: a locked history
makes no caller wait and the game waits in a pending file until the lock goes; a game whose
history row is gone is stored as a new game with all its deals; a game that cannot be
stored when it ends is kept in a pending file and stored at the next start."""

from __future__ import annotations

import json
import random
import sqlite3
import threading

import pytest

from deberts_desktop.engine.game import Game
from deberts_desktop.engine.record import game_record
from deberts_desktop.engine.rules import Rules
from deberts_desktop.storage.autosave import Autosave
from deberts_desktop.storage import opening
from deberts_desktop.storage.history import History
from deberts_desktop.storage.history_errors import HistoryError, OwnWriterBusy, is_locked
from deberts_desktop.storage.messages import Message
from deberts_desktop.storage.pending import PendingFiles, Snapshot, new_uid
from deberts_desktop.storage.saving import DELAYED, WORKS_AGAIN, SaveWriter

from .helpers import play_deals, random_step

WAIT = 30.0  # seconds a condition may take on a loaded machine (never a measured time)


class Told:
    """What the writer told the player, in order; waits on conditions."""

    def __init__(self):
        self.items: list[tuple[str, object]] = []
        #: the keys of the games whose state reached the history, in order (not for the player)
        self.stored: list[str] = []
        self.cond = threading.Condition()

    def __call__(self, key, message):
        if key == "autosave" and message is None:
            return  # "the autosave is written", after each save
        with self.cond:
            if key == "stored":  # for a History window shown, not words for the player
                self.stored.append(message)
                self.cond.notify_all()
                return
            self.items.append((key, message))
            self.cond.notify_all()

    def wait_for(self, predicate) -> bool:
        with self.cond:
            return self.cond.wait_for(lambda: predicate(self.items), WAIT)


def game_of(deals: int, seed: int = 4, start_next: bool = False) -> Game:
    game = Game(Rules(players=2), dealer=0, seed=seed, names=["You", "Anna"])
    play_deals(game, random.Random(seed), deals)
    if start_next and not game.finished:
        game.start_deal()
    return game


def snap(game: Game, uid: str, op: str = "store", history_id=None) -> Snapshot:
    return Snapshot(uid, op, game_record(game).to_dict(), history_id, [None, "amateur"], None)


def writer_in(tmp_path, told, **kw) -> SaveWriter:
    return SaveWriter(tmp_path / "history.sqlite3", Autosave(tmp_path / "autosave.record.json"), told,
                      busy_ms=kw.pop("busy_ms", 20), retry_s=kw.pop("retry_s", 0.05), **kw)


def stored_deals(path) -> dict[int, int]:
    with History(path) as h:
        return {g.id: len(h.score_sheet(g.id)) for g in h.list_games()}


def test_a_locked_history_waits_in_a_pending_file_and_is_stored_once_free(tmp_path):
    History(tmp_path / "history.sqlite3").close()
    told = Told()
    w = writer_in(tmp_path, told)
    lock = sqlite3.connect(tmp_path / "history.sqlite3", isolation_level=None)
    lock.execute("BEGIN EXCLUSIVE")
    uid = new_uid()
    game = game_of(2)
    w.store(snap(game, uid))  # returns at once: the write is the thread's
    w.save(uid, Autosave.data_for(game_of(2, start_next=True), [None, "amateur"]))
    assert w.flush(WAIT)
    pending = tmp_path / "pending" / f"{uid}.record.json"
    assert pending.is_file() and (tmp_path / "autosave.record.json").is_file()
    assert told.items == [("history", DELAYED)]  # told once, though tried again meanwhile
    assert told.stored == []  # nothing reached the history: a History window shown reads nothing again
    w.store(snap(game, uid))
    assert w.flush(WAIT) and told.items == [("history", DELAYED)]
    lock.execute("ROLLBACK")
    lock.close()
    assert told.wait_for(lambda items: ("notice", WORKS_AGAIN) in items)
    assert told.items == [("history", DELAYED), ("history", None), ("notice", WORKS_AGAIN)]
    assert not pending.exists()
    assert told.wait_for(lambda _items: told.stored == [uid])  # stored once it was free: told
    gid = w.history_id(uid)
    assert stored_deals(tmp_path / "history.sqlite3") == {gid: len(game.entries)}
    assert w.close(WAIT)


def test_a_game_whose_history_row_is_gone_is_stored_as_a_new_game(tmp_path):
    History(tmp_path / "history.sqlite3").close()  # a new, empty history: no game 11
    w = writer_in(tmp_path, Told())
    uid = new_uid()
    w.adopt(uid, 11)  # resumed from an autosave that names game 11
    game = game_of(3)
    w.store(snap(game, uid, history_id=11))
    assert w.flush(WAIT)
    gid = w.history_id(uid)
    assert gid is not None and gid != 11
    assert stored_deals(tmp_path / "history.sqlite3") == {gid: len(game.entries)}
    with History(tmp_path / "history.sqlite3") as h:
        assert h.game(gid).names == ["You", "Anna"] and h.game(gid).levels == [None, "amateur"]
    assert not (tmp_path / "pending").exists() or not any((tmp_path / "pending").iterdir())
    assert w.close(WAIT)


def test_another_players_game_under_the_id_is_not_written_over(tmp_path):
    with History(tmp_path / "history.sqlite3") as h:
        other = h.start_game(Rules(players=2), ["Boris", "Vera"])
    w = writer_in(tmp_path, Told())
    uid = new_uid()
    w.adopt(uid, other)
    w.store(snap(game_of(1), uid, history_id=other))
    assert w.flush(WAIT)
    assert w.history_id(uid) != other
    with History(tmp_path / "history.sqlite3") as h:
        assert h.game(other).names == ["Boris", "Vera"] and h.score_sheet(other) == []
    assert w.close(WAIT)


def test_a_game_kept_in_the_middle_of_a_deal_goes_on_in_its_own_row(tmp_path):
    History(tmp_path / "history.sqlite3").close()
    w = writer_in(tmp_path, Told())
    game = Game(Rules(players=2), dealer=0, seed=6, names=["You", "Anna"])
    rng = random.Random(6)
    for _ in range(3):  # three actions of deal 1
        random_step(game, rng)
    first = new_uid()
    w.store(snap(game, first, "keep"))  # put aside: its whole record
    assert w.flush(WAIT)
    gid = w.history_id(first)
    play_deals(game, rng, 1)  # continued from History: deal 1 goes on to its end
    again = new_uid()
    w.adopt(again, gid)
    w.store(snap(game, again, history_id=gid))
    assert w.flush(WAIT)
    assert w.history_id(again) == gid
    assert stored_deals(tmp_path / "history.sqlite3") == {gid: len(game.entries)}
    # another game of the same players under that id (the history replaced): not written over
    other = new_uid()
    w.adopt(other, gid)
    w.store(snap(game_of(1, seed=11), other, history_id=gid))
    assert w.flush(WAIT)
    assert w.history_id(other) not in (None, gid)
    assert stored_deals(tmp_path / "history.sqlite3")[gid] == len(game.entries)
    assert w.close(WAIT)


def test_a_game_that_cannot_be_stored_at_its_end_waits_and_is_stored_at_the_next_start(tmp_path, monkeypatch):
    History(tmp_path / "history.sqlite3").close()
    game = game_of(40)  # played to its end
    assert game.finished
    full = Message("The game history could not be written: {reason}.", reason=Message("the disk is full"))

    def fail(self, game_id, game, finished=None, seed=None):
        raise HistoryError(full)

    monkeypatch.setattr(History, "store_game", fail)
    told = Told()
    w = writer_in(tmp_path, told)
    uid = new_uid()
    w.save(uid, Autosave.data_for(game_of(1, start_next=True)))
    w.store(snap(game, uid))
    w.save(uid, None)  # the game is over: the autosave is cleared
    assert w.close(WAIT)
    pending = tmp_path / "pending" / f"{uid}.record.json"
    assert pending.is_file() and not (tmp_path / "autosave.record.json").exists()
    key, message = told.items[0]
    assert key == "history" and message.startswith("The game history could not be written: the disk is full.")
    assert str(pending) in message
    assert json.loads(pending.read_text())["pending"]["op"] == "store"
    # a new game does not write over it
    w2 = writer_in(tmp_path, Told())
    w2.save(new_uid(), Autosave.data_for(game_of(1, seed=9, start_next=True)))
    assert w2.close(WAIT) and pending.is_file()
    # the next start stores it and says so
    monkeypatch.undo()
    told = Told()
    w3 = writer_in(tmp_path, told)
    w3.start()
    assert told.wait_for(lambda items: any(k == "notice" for k, _ in items))
    assert told.items == [("notice", "Games that could not be stored in the history before are stored now: 1.")]
    assert not pending.exists()
    with History(tmp_path / "history.sqlite3") as h:
        [g] = h.list_games()
        assert g.finished is not None and g.winner == game.winner and len(h.score_sheet(g.id)) == len(game.entries)
    assert w3.close(WAIT)


def test_a_pending_game_that_does_not_replay_is_kept_aside_and_not_tried_again(tmp_path):
    History(tmp_path / "history.sqlite3").close()
    game = game_of(1)
    bad = snap(game, new_uid())
    data = dict(bad.record)
    data["deals"] = [dict(data["deals"][0], actions=["nonsense"])]
    PendingFiles(tmp_path / "pending").put(Snapshot(bad.uid, "store", data, None, None, None))
    told = Told()
    w = writer_in(tmp_path, told)
    w.start()
    assert w.flush(WAIT)
    kept = tmp_path / "pending" / f"{bad.uid}.record.json.bak"
    assert kept.is_file() and not (tmp_path / "pending" / f"{bad.uid}.record.json").exists()
    assert told.items == [("notice", f"A game waiting to be stored in the history could not be read. It was kept as "
                                     f"{kept}.")]
    assert stored_deals(tmp_path / "history.sqlite3") == {}
    assert w.close(WAIT)


def test_a_pending_game_naming_an_id_no_history_can_hold_is_stored_as_a_new_game(tmp_path):
    """A pending file (damaged, or by hand) naming its history game by a number of 31
    digits: stored as a new game at the start, as any game that waited; before, every query
    of that id failed (OverflowError: SQLite holds at most 2**63 - 1), the game was kept
    aside as .bak, "could not be read", and never stored."""
    History(tmp_path / "history.sqlite3").close()
    game = game_of(3)
    uid = new_uid()
    path = PendingFiles(tmp_path / "pending").put(snap(game, uid))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["pending"]["history_id"] = 10**30
    path.write_text(json.dumps(data), encoding="utf-8")
    told = Told()
    w = writer_in(tmp_path, told)
    w.start()
    assert w.flush(WAIT)
    assert told.items == [("notice", "Games that could not be stored in the history before are stored now: 1.")]
    assert not path.exists() and not path.with_name(path.name + ".bak").exists()
    [gid] = stored_deals(tmp_path / "history.sqlite3")
    assert stored_deals(tmp_path / "history.sqlite3") == {gid: len(game.entries)}
    assert w.close(WAIT)


def test_a_damaged_pending_file_is_kept_aside_and_told(tmp_path):
    folder = tmp_path / "pending"
    folder.mkdir()
    uid = new_uid()
    (folder / f"{uid}.record.json").write_text("{not json")
    snaps, messages = PendingFiles(folder).load()
    assert snaps == [] and len(messages) == 1
    kept = folder / f"{uid}.record.json.bak"
    assert kept.read_text() == "{not json" and str(kept) in messages[0]


def test_only_the_newest_of_queued_autosaves_is_written(tmp_path, monkeypatch):
    writes = []
    a = Autosave(tmp_path / "autosave.record.json")
    monkeypatch.setattr(a, "write_text", writes.append)
    w = SaveWriter(None, a)
    games = [game_of(1, seed=s, start_next=True) for s in (1, 2, 3)]
    uid = new_uid()
    w._do([("autosave", uid, Autosave.data_for(g)) for g in games])  # one batch, as the thread takes it
    assert len(writes) == 1 and json.loads(writes[0])["deals"] == game_record(games[-1]).to_dict()["deals"]
    assert json.loads(writes[0])["resume"]["uid"] == uid


def test_is_locked_tells_a_lock_from_other_failures(tmp_path):
    History(tmp_path / "h.sqlite3").close()
    lock = sqlite3.connect(tmp_path / "h.sqlite3", isolation_level=None)
    lock.execute("BEGIN EXCLUSIVE")
    with History(tmp_path / "h.sqlite3") as h:
        h.set_busy_timeout(0)
        with pytest.raises(HistoryError) as e:
            h.start_game(Rules(players=2), ["a", "b"])
    assert is_locked(e.value)
    assert not is_locked(HistoryError("the disk is full"))
    lock.close()


def test_a_new_history_made_by_the_writer_is_waited_for(tmp_path):
    """The writer makes a new history on its thread (issue 21); ``wait_for_history`` returns
    once it is made, at the last schema version, so the window never makes the same new
    file at the same moment (two connections creating one file: the window's, which never
    waits for a lock, was locked out under load)."""
    from deberts_desktop.storage.migrations import SCHEMA_VERSION

    path = tmp_path / "history.sqlite3"
    told = []
    writer = SaveWriter(path, Autosave(tmp_path / "autosave.record.json"), lambda key, m: told.append(key))
    assert writer.wait_for_history(0)  # nothing asked for: nothing to wait for
    try:
        writer.make_history()
        assert writer.wait_for_history()
        conn = sqlite3.connect(path)
        try:
            assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        finally:
            conn.close()
        assert writer.flush() and "made" in told
    finally:
        writer.close()


def own_transaction_held(path):
    """This program's other connection to the history at ``path`` (as the session's writer
    thread's) holds a write transaction open on its own thread until ``go_on.set()``.
    Returns ``(held, go_on, thread)``: ``held`` is set once the transaction is open."""
    held, go_on = threading.Event(), threading.Event()

    def hold():
        with History(path) as h:
            h.set_busy_timeout(1000)
            with h._transaction():  # as the writer's store_game holds it
                held.set()
                go_on.wait(60)

    t = threading.Thread(target=hold)
    t.start()
    held.wait(60)
    return held, go_on, t


def test_a_write_that_meets_this_program_s_own_writer_waits_for_it_not_another_program(tmp_path, monkeypatch):
    """The window's connection (it never waits for another program's lock) writes while the
    session's writer thread has a transaction open: it waits for our own writer's commit and
    writes (before: "The game history could not be written: another program is using it"
    at once — the Problems' answer and History's Delete told our own writer as another
    program)."""
    path = tmp_path / "h.sqlite3"
    History(path).close()
    monkeypatch.setattr(opening, "OWN_WAIT_MS", 60_000)  # released by the holder, never by the clock
    waiting = threading.Event()
    wait_free = opening.OWN.wait_free

    def signalled(key, ms):
        waiting.set()
        return wait_free(key, ms)

    monkeypatch.setattr(opening.OWN, "wait_free", signalled)
    _, go_on, t = own_transaction_held(path)
    threading.Thread(target=lambda: (waiting.wait(60), go_on.set())).start()  # commits once we wait
    with History(path) as window:
        window.set_busy_timeout(0)
        gid = window.start_game(Rules(players=2), ["Anna", "Boris"])
        assert window.game_ids() == [gid]
    t.join()


def test_a_write_that_meets_our_own_writer_too_long_is_busy_for_a_moment_not_another_program(tmp_path, monkeypatch):
    """Our own writer's transaction lasts longer than the brief wait: the write fails as
    locked (tried again in a moment by its window) with words that blame no other program;
    another program's lock still says "another program is using it"."""
    path = tmp_path / "h.sqlite3"
    History(path).close()
    monkeypatch.setattr(opening, "OWN_WAIT_MS", 0)
    def refused():  # the window's write, waiting for no lock: its error
        with History(path) as window:
            window.set_busy_timeout(0)
            with pytest.raises(HistoryError) as error:
                window.start_game(Rules(players=2), ["Anna", "Boris"])
        return error.value

    _, go_on, t = own_transaction_held(path)
    try:
        ours = refused()
    finally:
        go_on.set()
        t.join()
    assert is_locked(ours) and isinstance(ours, OwnWriterBusy)
    assert str(ours) == "The game history is busy for a moment: this program is storing a game in it."
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another program's lock
    try:
        theirs = refused()
    finally:
        other.close()
    assert is_locked(theirs) and not isinstance(theirs, OwnWriterBusy)
    assert str(theirs) == "The game history could not be written: another program is using it."


def test_a_write_that_meets_our_writer_just_after_its_begin_waits_for_it_not_another_program(tmp_path, monkeypatch):
    """The session's writer has just taken the history's write lock (its ``BEGIN IMMEDIATE``
    returned) and not yet gone on when a write of the window's meets the lock: that write
    waits for our own writer's commit and is written after it. (Before: our writer's
    transaction was marked as this program's only after its ``BEGIN`` had returned, and a
    write that met the lock between the two was refused at once: "The game history could
    not be written: another program is using it.")"""
    path = tmp_path / "h.sqlite3"
    History(path).close()
    monkeypatch.setattr(opening, "OWN_WAIT_MS", 60_000)  # released by the writer, never by the clock
    began, go_on, waiting = threading.Event(), threading.Event(), threading.Event()
    wait_free = opening.OWN.wait_free

    def signalled(key, ms):
        waiting.set()
        return wait_free(key, ms)

    monkeypatch.setattr(opening.OWN, "wait_free", signalled)

    class JustBegun:
        """The writer's connection, held just after its first ``BEGIN IMMEDIATE`` returned."""

        def __init__(self, conn):
            self.conn = conn

        def execute(self, sql, *args):
            cursor = self.conn.execute(sql, *args)
            if sql == "BEGIN IMMEDIATE" and not began.is_set():
                began.set()
                go_on.wait(60)
            return cursor

        def __getattr__(self, name):
            return getattr(self.conn, name)

    def write():  # as the session's writer thread stores a game
        with History(path) as h:
            h.set_busy_timeout(1000)
            h._conn = JustBegun(h._conn)
            h.start_game(Rules(players=2), ["Vera", "Gleb"])

    t = threading.Thread(target=write)
    t.start()
    threading.Thread(target=lambda: (waiting.wait(60), go_on.set()), daemon=True).start()  # goes on once we wait
    try:
        assert began.wait(60)
        with History(path) as window:
            window.set_busy_timeout(0)
            window.start_game(Rules(players=2), ["Anna", "Boris"])
            names = [window.game(gid).names for gid in window.game_ids()]
    finally:
        go_on.set()  # (never a writer left held)
        t.join()
    assert sorted(names) == [["Anna", "Boris"], ["Vera", "Gleb"]]


def test_a_game_deleted_in_history_before_the_session_is_told_is_not_stored_again(tmp_path):
    """Deal 1 of a game is stored; the person deletes the game in History (the window's
    connection commits), and the session's writer, taking deal 2, looks for the game before
    the session has told it of the Delete (:meth:`SaveWriter.forget` comes after). The deal
    is not kept and the game is not stored again: History stays empty, nothing waits, the
    player is told nothing. (Before: the writer found its game gone, not yet forgotten, and
    stored the whole game again as a new one — the Delete undone.)"""
    path, told, w, uid, gid = deal_1_stored(tmp_path)
    with History(path) as window:
        assert window.delete_game(gid)
    w.store(snap(game_of(2), uid, history_id=gid))  # deal 2, taken before the session is told
    assert w.flush(WAIT)
    w.forget(uid)  # the session is told now
    assert w.flush(WAIT)
    assert stored_deals(path) == {}
    assert told.items == [] and not w.waiting(uid)
    assert w.close(WAIT)


def test_a_game_deleted_in_history_while_the_writer_stores_it_is_dropped_without_a_word(tmp_path, monkeypatch):
    """The writer has found its game in the history and goes on to write deal 2 when the
    person's Delete in History commits (here: just after the writer looked), the session not
    told yet. The deal is dropped: History stays empty, nothing waits in a pending file, the
    player is told nothing. (Before: the write failed — the game was gone — and the game
    waited in a pending file with "This game is no longer in the history" on the status
    line; tried again before the session was told, it was stored as a new game.)"""
    path, told, w, uid, gid = deal_1_stored(tmp_path)
    holds_game = History.holds_game

    def looked_then_deleted(self, game_id, names, first_deal=None):
        held = holds_game(self, game_id, names, first_deal)
        with History(path) as window:  # the person's Delete, on the window's connection
            window.set_busy_timeout(0)
            assert window.delete_game(game_id)
        return held

    monkeypatch.setattr(History, "holds_game", looked_then_deleted)
    w.store(snap(game_of(2), uid, history_id=gid))
    assert w.flush(WAIT)
    monkeypatch.setattr(History, "holds_game", holds_game)
    assert stored_deals(path) == {}
    assert told.items == [] and not w.waiting(uid)
    assert not (tmp_path / "pending").exists() or not any((tmp_path / "pending").iterdir())
    assert w.close(WAIT)


def test_another_program_s_lock_our_writer_also_waits_for_is_still_another_program(tmp_path, monkeypatch):
    """Another program holds the history locked, and the session's writer is waiting for that
    lock (its transaction asked for, not begun): a write of the window's that meets the lock
    is told "another program is using it", not that this program is storing a game."""
    path = tmp_path / "h.sqlite3"
    History(path).close()
    monkeypatch.setattr(opening, "OWN_WAIT_MS", 0)  # the window's write waits for nothing
    asking = threading.Event()

    class Asking:
        """The writer's connection: says when its ``BEGIN IMMEDIATE`` is about to be tried."""

        def __init__(self, conn):
            self.conn = conn

        def execute(self, sql, *args):
            if sql == "BEGIN IMMEDIATE":
                asking.set()
            return self.conn.execute(sql, *args)

        def __getattr__(self, name):
            return getattr(self.conn, name)

    def write():  # as the session's writer thread, waiting for the lock as long as it may
        with History(path) as h:
            h.set_busy_timeout(60_000)
            h._conn = Asking(h._conn)
            h.start_game(Rules(players=2), ["Vera", "Gleb"])

    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another program's lock
    t = threading.Thread(target=write)
    try:
        t.start()
        assert asking.wait(60)
        with History(path) as window:
            window.set_busy_timeout(0)
            with pytest.raises(HistoryError) as error:
                window.start_game(Rules(players=2), ["Anna", "Boris"])
    finally:
        other.close()  # the lock goes: our writer stores its game
        t.join()
    assert is_locked(error.value) and not isinstance(error.value, OwnWriterBusy)
    assert str(error.value) == "The game history could not be written: another program is using it."
    with History(path) as h:
        assert [h.game(gid).names for gid in h.game_ids()] == [["Vera", "Gleb"]]


def deal_1_stored(tmp_path):
    """A new history in ``tmp_path`` and a writer (its window told into a :class:`Told`)
    that has stored deal 1 of a new game: ``(path, told, writer, the game's uid, its id in
    the history)``."""
    path = tmp_path / "history.sqlite3"
    History(path).close()
    told = Told()
    w = writer_in(tmp_path, told)
    uid = new_uid()
    w.store(snap(game_of(1), uid))
    assert w.flush(WAIT)
    return path, told, w, uid, w.history_id(uid)
