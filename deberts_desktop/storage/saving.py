"""The one writer of a game session: the history's deals and the autosave, written in
order on a thread of its own, so that the window never waits for the disk or for a lock.

:class:`SaveWriter` runs one worker thread with a queue. Its SQLite connection to the
history is made and used on that thread only (the window's own connection only reads).
Jobs are done in the order they were asked for; of several autosaves waiting, only the
newest is written (it supersedes the older ones).

A game's deals that cannot be stored (another program holds the history locked, the disk
is full, ...) are kept at once as a pending file (:mod:`.pending`), so nothing finished
rests on the autosave alone — the autosave may then be cleared (the game ended or was put
aside). What waits is tried again every :attr:`SaveWriter.retry_s` seconds while the app
runs (not more often at each save), and at the next start; its file goes once it is
stored. A lock is waited for :attr:`SaveWriter.busy_ms` at each try, on the writer's thread.

The writer tells the session what the player should know through ``notify(key,
message)``, called on the writer's thread: ``key`` ``history`` or ``autosave`` with a
lasting problem (a :class:`~.messages.Message`; None when it is over), or ``notice`` with
a one-off message (saving works again, games stored that were waiting from before), or
``made`` (None) once a new history was made (:meth:`SaveWriter.make_history`), or
``stored`` (the game's key) each time a game's state has reached the history (a deal
stored, a game kept or deleted: a History window shown reads its games again). A
lock is told once per spell (:data:`DELAYED`), and its end once.

:meth:`SaveWriter.close` writes what was asked for and ends the thread, waiting at most
its ``timeout`` (the thread is a daemon: a writer stuck in the kernel never keeps the
process alive).

A game is known by its key (:attr:`~.pending.Snapshot.uid`); the history id it gets is
learned on the writer's thread (:meth:`SaveWriter.history_id`). A game whose history id
no longer names it (the history was replaced meanwhile) is stored as a new game, with
all its deals.
"""

from __future__ import annotations

import json
import logging
import queue
import threading
import time
from pathlib import Path
from typing import Any, Callable

from ..engine.record import parse_record, replay
from .autosave import Autosave, AutosaveError
from .files import describe_os_error, move_aside
from .history import History, PracticeMark, now_text
from .history_errors import GameGone, HistoryError, is_locked
from .messages import Message
from .pending import FOLDER, PendingFiles, Snapshot

log = logging.getLogger("deberts_desktop.storage")

#: How long one try waits for another program's lock on the history (ms).
BUSY_MS = 1000
#: Seconds between tries of what waits to be stored.
RETRY_S = 2.0
#: Seconds without work after which the thread ends (a new job starts another).
IDLE_S = 5.0
#: Seconds :meth:`SaveWriter.close` waits for the last writes.
CLOSE_S = 8.0

DELAYED = Message("Saving is delayed: the game history is locked by another program. Your game is kept and will be "
                  "stored in the history as soon as it is free.")
WORKS_AGAIN = Message("Saving works again: the game history is free and your game is stored in it.")

_STOP = "stop"


class SaveWriter:
    """The writer thread of one session.

    :param history_path: the history database (None or ``":memory:"``: no history is
        written — a database in memory cannot be shared with another thread).
    :param autosave: the :class:`~.autosave.Autosave` (None: no autosave, and no pending
        folder either).
    :param notify: ``notify(key, message)``, see the module's documentation.
    :param busy_ms: how long one try waits for a lock. :param retry_s: seconds between
        tries of what waits.
    """

    def __init__(self, history_path: str | Path | None, autosave: Autosave | None,
                 notify: Callable[[str, Any], None] = lambda key, message: None, *,
                 busy_ms: int = BUSY_MS, retry_s: float = RETRY_S):
        self.history_path = None if history_path is None or str(history_path) == ":memory:" else Path(history_path)
        self.autosave = autosave
        self.pending = PendingFiles(autosave.path.parent / FOLDER) if autosave is not None else None
        self.notify = notify
        self.busy_ms = busy_ms
        self.retry_s = retry_s
        self._queue: queue.Queue = queue.Queue()
        self._lock = threading.Condition()
        self._asked = 0  # jobs put, and jobs done (flush waits until they meet)
        self._done = 0
        self._thread: threading.Thread | None = None
        self._ids: dict[str, int] = {}  # a game's key -> its history id
        self._forgotten: set[str] = set()  # games deleted in History: never stored again
        # on the thread only:
        self._history: History | None = None
        self._waiting: dict[str, Snapshot] = {}  # not stored yet (each in a pending file)
        self._from_before: set[str] = set()  # of those, the ones found at start
        self._loaded = False
        self._next_try = 0.0
        self._locked = False  # a lock spell was told
        self._failed = False  # another failure was told
        #: the key of the game being written to the history now (None: no history write
        #: in progress) — the writer may be waiting for a lock meanwhile
        self.writing: str | None = None
        #: the lock wait (ms) of that write
        self.writing_busy_ms = busy_ms
        #: why the last autosave written could not be (a :class:`~.messages.Message`; None:
        #: it was written, or none was yet) — set on the thread before it is told
        self.autosave_failure: Message | None = None
        self._lock_error: HistoryError | None = None
        #: clear while a new history asked for (:meth:`make_history`) is being made
        self._history_made = threading.Event()
        self._history_made.set()

    # ------------------------------------------------------------------ the GUI side
    def history_id(self, uid: str | None) -> int | None:
        """The history id learned for game ``uid`` (None: not stored yet)."""
        with self._lock:
            return self._ids.get(uid) if uid is not None else None

    def adopt(self, uid: str, history_id: int | None) -> None:
        """Game ``uid`` goes to history game ``history_id`` (a game continued from the
        history or the autosave); None: none known here (one learned already stays)."""
        with self._lock:
            self._forgotten.discard(uid)
            if history_id is not None:
                self._ids[uid] = history_id

    def forget(self, uid: str) -> None:
        """Game ``uid`` was deleted in History: its deals are no longer stored (jobs still
        queued included), its autosave no longer names a history game."""
        with self._lock:
            self._forgotten.add(uid)
            self._ids.pop(uid, None)
        self._put(("forget", uid))

    def store(self, snapshot: Snapshot) -> None:
        """Bring the history in line with ``snapshot`` (``op`` ``store`` or ``keep``)."""
        self._put(("game", snapshot))

    def delete(self, uid: str, history_id: int | None) -> None:
        """Game ``uid`` was abandoned: delete it from the history, drop what waits of it."""
        self._put(("delete", uid, history_id))

    def store_comparison(self, uid: str | int, number: int, comparison: dict[str, Any], rated: bool) -> None:
        """Keep the comparison of deal ``number`` of game ``uid`` (its key, or its history id:
        a stored game's deal compared again) in the history
        (:meth:`~.history.History.store_comparison`), after its deals asked for before.
        Dropped (logged) when the game is not stored by then (its deals wait for the
        history), or the history cannot take it: a comparison is made again when asked
        for, only the rating lacks it."""
        self._put(("comparison", uid, number, comparison, rated))

    def store_comparison_failure(self, uid: str | int, number: int, configuration: str) -> None:
        """Count a failed comparison of deal ``number`` of game ``uid`` (as
        :meth:`store_comparison`) with the Master of ``configuration`` in the history
        (:meth:`~.history.History.store_comparison_failure`): a deal that fails too often
        with a Master is no longer compared again by it at the start."""
        self._put(("comparison", uid, number, None, configuration))

    def save(self, uid: str, data: dict[str, Any] | None) -> None:
        """Write the autosave: ``data`` from :meth:`.Autosave.data_for` (None: clear it)."""
        if self.autosave is not None:
            self._put(("autosave", uid, data))

    def start(self) -> None:
        """Start the thread now (it tries at once what waits from an earlier run)."""
        self._put(("start",))

    def make_history(self) -> None:
        """Make a new history (its file and schema) now, on the thread: the window need
        not wait for the disk (issue 21). Then ``notify("made", None)``, made or not (a
        failure is only logged here: the window's own opening of the history tells the
        player)."""
        self._history_made.clear()
        self._put(("history",))

    def wait_for_history(self, timeout: float = CLOSE_S) -> bool:
        """Wait until the history asked for by :meth:`make_history` is made (or could not
        be), at most ``timeout`` seconds: True when it was (or none was asked for), False
        at the bound. For the window, which must not make the same new file at once."""
        return self._history_made.wait(timeout)

    def waiting(self, uid: str) -> bool:
        """Whether the game of key ``uid`` waits in its pending file (it could not be stored:
        the history locked, the disk full…; tried again every :attr:`retry_s` seconds)."""
        return uid in self._waiting

    def asked(self) -> int:
        """How many jobs have been asked for so far: a mark for :meth:`done_with`."""
        with self._lock:
            return self._asked

    def done_with(self, mark: int) -> bool:
        """Whether every job asked for up to ``mark`` (:meth:`asked`) is done — a game's id is
        learned (:meth:`history_id`) before its record is written, in the same job — or the
        thread has ended (what waits for the history is in its pending file). Never waits."""
        with self._lock:
            return self._done >= mark or self._thread is None

    def flush(self, timeout: float = CLOSE_S) -> bool:
        """Wait until every job asked for is done (True), at most ``timeout`` seconds
        (False). What waits for the history stays in its pending file."""
        with self._lock:
            target = self._asked
            return self._lock.wait_for(lambda: self._done >= target or self._thread is None, timeout)

    def close(self, timeout: float = CLOSE_S) -> bool:
        """Write what was asked for and end the thread, waiting at most ``timeout``
        seconds. Returns False when the thread had not ended by then."""
        with self._lock:
            thread = self._thread
            if thread is None:
                return True
            self._asked += 1
            self._queue.put((_STOP,))
        thread.join(timeout)
        return not thread.is_alive()

    def _put(self, job: tuple) -> None:
        with self._lock:
            self._asked += 1
            self._queue.put(job)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="save-writer", daemon=True)
                self._thread.start()

    # ------------------------------------------------------------------ the thread
    def _run(self) -> None:
        try:
            if not self._loaded:
                self._loaded = True
                try:
                    self._load_waiting()
                except Exception:  # never let the writer die silently
                    log.exception("the games waiting to be stored could not be tried")
            while True:
                try:
                    job = self._queue.get(timeout=self.retry_s if self._waiting else IDLE_S)
                except queue.Empty:
                    if self._waiting:
                        self._try_waiting()
                        continue
                    with self._lock:
                        if self._queue.empty():
                            self._thread = None
                            self._lock.notify_all()
                            return
                    continue
                batch = [job]
                while True:
                    try:
                        batch.append(self._queue.get_nowait())
                    except queue.Empty:
                        break
                stop = False
                try:
                    stop = self._do(batch)
                except Exception:  # never let the writer die silently
                    log.exception("saving failed")
                finally:
                    with self._lock:
                        self._done += len(batch)
                        if stop:
                            self._thread = None
                        self._lock.notify_all()
                if stop:
                    return
        finally:
            if self._history is not None:
                try:
                    self._history.close()
                except Exception:
                    pass
                self._history = None
            with self._lock:
                if self._thread is threading.current_thread():
                    self._thread = None
                self._lock.notify_all()

    def _do(self, batch: list[tuple]) -> bool:
        self._lock_error = None  # a lock met in this batch: its other writes wait without trying
        if self._waiting and time.monotonic() >= self._next_try:
            self._try_waiting()
        last_save = max((i for i, job in enumerate(batch) if job[0] == "autosave"), default=-1)
        stop = False
        for i, job in enumerate(batch):
            kind = job[0]
            try:
                if kind == "game":
                    self._store(job[1])
                elif kind == "delete":
                    self._delete(job[1], job[2])
                elif kind == "forget":
                    self._drop(job[1])
                elif kind == "comparison":
                    self._write_comparison(*job[1:])
                elif kind == "history":
                    self._make_history()
                elif kind == "autosave" and i == last_save:
                    self._write_autosave(job[1], job[2])
                elif kind == _STOP:
                    stop = True
            except Exception:
                log.exception("saving failed (%s)", kind)
        return stop

    # ------------------------------------------------------------------ the history
    def _open(self) -> History:
        if self.history_path is None:
            raise HistoryError(Message("No game history is kept."))
        if self._history is None:
            self._history = History(self.history_path)
        if self._history.read_only is None:
            self._history.set_busy_timeout(self.busy_ms)
        return self._history

    def _make_history(self) -> None:
        try:
            if self.history_path is None:
                return
            try:
                self._open()
            except HistoryError as e:  # the window's own opening tells the player
                log.warning("the game history could not be made: %s", e.message)
        finally:
            self._history_made.set()
        self.notify("made", None)

    def _store(self, snap: Snapshot) -> None:
        with self._lock:
            if snap.uid in self._forgotten:
                return
        if self.history_path is None:
            return
        if self._lock_error is not None:  # still locked: no second wait in one batch
            self._wait(snap, self._lock_error)
            return
        try:
            self._write_game(snap)
        except HistoryError as e:
            self._wait(snap, e)
        except Exception:
            self._unusable(snap)
        else:
            self._stored(snap.uid)

    def _write_game(self, snap: Snapshot) -> int:
        """Store ``snap`` in the history (a new game when its id names none of its
        players' game; nothing when that game was deleted in History while the snapshot was
        on its way: :meth:`forget`). :raises HistoryError: it could not be written."""
        history = self._open()
        self.writing_busy_ms = self.busy_ms
        self.writing = snap.uid
        try:
            return self._write_to(history, snap)
        finally:
            self.writing = None

    def _write_to(self, history: History, snap: Snapshot) -> int:
        if snap.op == "delete":
            history.delete_game(snap.history_id)
            return snap.history_id
        record = parse_record(snap.record)
        practice = None if snap.practice is None else PracticeMark.from_json(json.dumps(snap.practice), record.rules)
        game = replay(record, context=practice.context if practice is not None else None)
        names = list(game.names) if game.names else [str(i + 1) for i in range(game.rules.players)]
        game.names = names
        with self._lock:
            gid = self._ids.get(snap.uid, snap.history_id)
        first = snap.record["deals"][0] if snap.record.get("deals") else None
        if gid is not None and not history.holds_game(gid, names, first):
            if self._deleted(history, snap.uid, gid):
                return gid
            log.warning("history game %s is not this game any more: it is stored as a new game", gid)
            gid = None
        if gid is None:
            gid = history.start_game(game.rules, names, snap.levels, practice=practice, preset=snap.preset,
                                     seed=snap.seed)
            with self._lock:
                if snap.uid not in self._forgotten:
                    self._ids[snap.uid] = gid
        try:
            if snap.op == "keep":
                history.keep_in_progress(gid, game, seed=snap.seed)
            else:
                history.store_game(gid, game, seed=snap.seed)
        except GameGone:  # deleted between two of its transactions (each looks: History.check_game)
            if self._deleted(history, snap.uid, gid):
                return gid
            raise
        return gid

    def _deleted(self, history: History, uid: str, gid: int) -> bool:
        """Whether history game ``gid`` of game ``uid``, found gone, was deleted in History
        while this was on its way: the session told us (:meth:`forget`), or — its Delete just
        committed, the session not told yet — this program deleted it
        (:meth:`~.history.History.deleted_here`). Then nothing of it is stored again."""
        with self._lock:
            forgotten = uid in self._forgotten
        if forgotten or history.deleted_here(gid):
            log.info("history game %s was deleted while it was being stored: not kept", gid)
            return True
        return False

    def _write_comparison(self, uid: str | int, number: int, comparison: dict[str, Any] | None, rated) -> None:
        """:meth:`store_comparison`'s job (``comparison`` None: :meth:`store_comparison_failure`'s,
        ``rated`` then the Master's configuration id)."""
        with self._lock:
            gid = uid if isinstance(uid, int) else None if uid in self._forgotten else self._ids.get(uid)
        if gid is None or self.history_path is None or uid in self._waiting or self._lock_error is not None:
            log.info("the comparison of deal %s was not kept: its game is not stored yet", number)
            return
        try:
            if comparison is None:
                self._open().store_comparison_failure(gid, number, rated)
            else:
                self._open().store_comparison(gid, number, comparison, rated)
        except (HistoryError, ValueError) as e:
            log.warning("the comparison of deal %s of game %s was not kept: %s", number, gid, e)

    def _delete(self, uid: str, history_id: int | None) -> None:
        self._drop(uid)
        with self._lock:
            gid = self._ids.pop(uid, history_id)
        if gid is None or self.history_path is None:
            return
        snap = Snapshot(uid, "delete", None, gid)
        if self._lock_error is not None:
            self._wait(snap, self._lock_error)
            return
        try:
            self._write_game(snap)
        except HistoryError as e:
            self._wait(snap, e)
        else:
            self._stored(uid)

    def _drop(self, uid: str) -> None:
        """Nothing of game ``uid`` is to be stored any more."""
        if self._waiting.pop(uid, None) is not None:
            self._from_before.discard(uid)
            if self.pending is not None:
                self.pending.remove(uid)
            self._maybe_all_stored()

    def _unusable(self, snap: Snapshot) -> None:
        """``snap`` cannot be stored however often it is tried (its record does not
        replay, its levels do not fit: a bug, or a file changed by hand): kept aside as
        ``.bak`` for a report, the player told; never tried again."""
        log.exception("a game could not be stored in the history")
        self._waiting.pop(snap.uid, None)
        self._from_before.discard(snap.uid)
        kept = None
        if self.pending is not None:
            try:
                kept = move_aside(self.pending.put(snap, self.history_id(snap.uid), now_text()), ".bak")
            except OSError:
                pass
        if kept is not None:
            self.notify("notice", Message("A game waiting to be stored in the history could not be read. It was kept "
                                          "as {path}.", path=kept))
        else:
            self.notify("notice", Message("A game could not be stored in the history: {reason}.",
                                          reason=Message("it could not be replayed")))
        self._maybe_all_stored()

    def _wait(self, snap: Snapshot, error: HistoryError) -> None:
        """``snap`` could not be stored: keep it in its pending file, tell the player."""
        self._waiting[snap.uid] = snap
        self._next_try = time.monotonic() + self.retry_s
        kept = None
        if self.pending is not None:
            try:
                kept = self.pending.put(snap, self.history_id(snap.uid), now_text())
            except OSError as e:
                log.warning("a game waiting for the history could not be kept: %s", e)
                self.notify("history", Message("{error} The score sheet was not stored, and it could not be kept in "
                                               "{folder} either: {reason}.", error=error.message,
                                               folder=self.pending.folder, reason=describe_os_error(e)))
                self._failed = True
                return
        if is_locked(error):
            self._lock_error = error
            if not self._locked:
                self._locked = True
                self.notify("history", DELAYED)
        elif not self._failed:
            self._failed = True
            if kept is not None:
                self.notify("history", Message("{error} The game is kept in {path} and will be stored in the history "
                                               "as soon as it can be.", error=error.message, path=kept))
            else:
                self.notify("history", Message("{error} The score sheet was not stored.", error=error.message))

    def _stored(self, uid: str) -> None:
        if (self._waiting.pop(uid, None) is not None or uid in self._from_before) and self.pending is not None:
            self.pending.remove(uid)
        self._maybe_all_stored()
        self.notify("stored", uid)

    def _maybe_all_stored(self) -> None:
        if self._waiting:
            return
        if self._locked or self._failed:
            self.notify("history", None)
            if self._locked:
                self.notify("notice", WORKS_AGAIN)
            self._locked = self._failed = False
        if self._from_before:
            count, self._from_before = len(self._from_before), set()
            self.notify("notice", Message("Games that could not be stored in the history before are stored now: "
                                          "{games}.", games=count))

    def _load_waiting(self) -> None:
        """At start: what an earlier run could not store (tried at once)."""
        if self.pending is None:
            return
        snaps, messages = self.pending.load()
        for m in messages:
            self.notify("notice", m)
        for snap in snaps:
            self._waiting[snap.uid] = snap
            self._from_before.add(snap.uid)
            if snap.history_id is not None and snap.op != "delete":
                with self._lock:
                    self._ids.setdefault(snap.uid, snap.history_id)
        if self._waiting and self.history_path is not None:
            self._try_waiting()

    def _try_waiting(self) -> None:
        """Try again what waits, oldest first; a lock stops the round (the rest would
        only wait for it too)."""
        self._next_try = time.monotonic() + self.retry_s
        if self.history_path is None:
            return
        for uid, snap in list(self._waiting.items()):
            with self._lock:
                forgotten = uid in self._forgotten
            if forgotten:
                self._drop(uid)
                continue
            try:
                self._write_game(snap)
            except HistoryError as e:
                self._wait(snap, e)
                if is_locked(e):
                    return
            except Exception:
                self._unusable(snap)
            else:
                self._stored(uid)

    # ------------------------------------------------------------------ the autosave
    def _write_autosave(self, uid: str, data: dict[str, Any] | None) -> None:
        try:
            if data is None:
                self.autosave.clear()
            else:
                with self._lock:
                    forgotten = uid in self._forgotten
                    gid = None if forgotten else self._ids.get(uid)
                self.autosave.write_text(Autosave.text_of(data, gid, uid, kept=not forgotten))
            self.autosave_failure = None
            self.notify("autosave", None)
        except AutosaveError as e:
            self.autosave_failure = e.message
            self.notify("autosave", e.message)
