"""Opening the history file as it is found (see :mod:`.history`): a sound file checked
(``PRAGMA quick_check``) and migrated (:mod:`.migrations`); a damaged one told as
:class:`Damaged` (the store keeps it aside, :mod:`.salvage`); one that may be read but not
written (:class:`CannotWrite`: permissions, a read-only disk, a full disk) opened for
reading only; anything else refused with :class:`~.history_errors.HistoryError`. And what
SQLite's errors mean: damage, no room, no permission (:func:`sqlite_reason` words them
for the player), and the one write transaction (:func:`write_transaction`).
"""

from __future__ import annotations

import os
import sqlite3
import stat
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from .files import describe_os_error
from .history_errors import HistoryError, OwnWriterBusy, close_quietly, is_locked, sqlite_says
from .messages import Message
from .migrations import SCHEMA_VERSION, migrate


def connect(path: str | Path) -> tuple[sqlite3.Connection, int]:
    """Connect to the history at ``path`` (``":memory:"``: a throw-away one) and set it
    up: checked, migrated to :data:`~.migrations.SCHEMA_VERSION`.

    :returns: the connection and the version the file had (0: new).
    :raises Damaged: the file is damaged or not a database (the connection is closed).
    :raises CannotWrite: it may be read but not written. :raises HistoryError: anything
        else (a newer version, a pipe, a folder that may not be written, ...)."""
    if str(path) != ":memory:" and _planted(path):
        raise HistoryError(Message("The game history {path} is not a regular file (a pipe, a device or a socket); "
                                   "it was left as it is.", path=path))
    if str(path) != ":memory:" and os.path.isfile(path) and not _may_write(path):
        # SQLite would open it read-only without a word and fail at the first write
        raise CannotWrite(Message("The game history {path} may not be written.", path=path))
    try:
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(str(path), isolation_level=None, timeout=10)
    except OSError as e:
        raise HistoryError(Message("The game history could not be opened in {folder}: {reason}.",
                                   folder=Path(path).parent, reason=describe_os_error(e))) from e
    except sqlite3.Error as e:
        raise _refused(path, e, Message("The game history {path} could not be opened: {reason}.", path=path,
                                       reason=sqlite_reason(e))) from e
    # until the file is known to be sound, closing must not write the old journal into
    # it (nor delete a journal SQLite cannot read): the damaged file is kept as it was
    _checkpoint_on_close(conn, False)
    try:
        version = _set_up(conn, path)
    except sqlite3.DatabaseError as e:
        close_quietly(conn)
        if _is_damage(e) and str(path) != ":memory:":
            raise Damaged() from e
        raise _refused(path, e, Message("The game history {path} cannot be read: {reason}.", path=path,
                                       reason=sqlite_reason(e))) from e
    except HistoryError as e:  # a migration could not be written: a full disk is no reason to show nothing
        close_quietly(conn)
        cause = e.__cause__
        if isinstance(cause, sqlite3.Error) and not isinstance(e, CannotWrite):
            refused = _refused(path, cause, e.message)
            if isinstance(refused, CannotWrite):
                raise refused from cause
        raise
    except BaseException:
        close_quietly(conn)
        raise
    _checkpoint_on_close(conn, True)
    return conn, version


def _refused(path: str | Path, e: sqlite3.Error, error: Message) -> HistoryError:
    """The error to raise when SQLite refused to open the file (``error`` says why):
    :class:`CannotWrite` when the file exists but may not be written; a history that
    cannot be made in a folder that may not be written says so."""
    if _no_room(e) and str(path) != ":memory:" and os.path.isfile(path):
        # SQLite cannot make or grow its journal (a full disk; a disk that fails to write):
        # what is stored can still be read
        return CannotWrite(error, no_room=sqlite_reason(e))
    if _cannot_write(e) and str(path) != ":memory:":
        if os.path.isfile(path):
            return CannotWrite(error)
        if not os.path.lexists(path) and not _may_write(Path(path).parent):
            return HistoryError(Message("The game history could not be opened in {folder}: {reason}.",
                                        folder=Path(path).parent, reason=Message("the folder may not be written")))
    return HistoryError(error)


def connect_read_only(path: str | Path, error: "CannotWrite") -> tuple[sqlite3.Connection, int, Message]:
    """Open the file for reading only, after ``error`` said it cannot be written (an
    older version is migrated in a copy in memory).

    :returns: the connection, the version the file has and the message for the player
        that says so (:attr:`~.history.History.read_only`).
    :raises HistoryError: it cannot be read either (``error`` then), is of a newer
        version, or is damaged."""
    uri = Path(path).resolve().as_uri()
    conn = None
    for query in ("mode=ro", "mode=ro&immutable=1"):  # immutable: no -shm file can be made beside it
        try:
            conn = sqlite3.connect(f"{uri}?{query}", uri=True, isolation_level=None, timeout=10)
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            ok = conn.execute("PRAGMA quick_check(1)").fetchone()[0] == "ok"
            break
        except sqlite3.Error:
            if conn is not None:
                close_quietly(conn)
            conn = None
    if conn is None:
        raise HistoryError(error.message) from error
    try:
        _readable_version(path, version)
        if not ok:
            raise HistoryError(Message(
                "The game history {path} is damaged and could not be kept aside: {reason}. It was left as it is.",
                path=path, reason=Message("the folder or file may not be written")))
        if version < SCHEMA_VERSION:  # an older version: read through a migrated copy in memory
            mem = sqlite3.connect(":memory:", isolation_level=None)
            conn.backup(mem)
            conn.close()
            conn = mem
            migrate(conn, version)
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        conn.execute("PRAGMA query_only = ON")
    except BaseException:
        close_quietly(conn)
        raise
    folder = Path(path).parent
    if error.no_room is not None and _disk_full(folder):
        read_only = Message(
            "The disk of the game history in {folder} is full: the games stored so far can be viewed, but new "
            "games will not be kept. Make room on the disk and start the game again.", folder=folder)
    elif error.no_room is not None:
        read_only = Message(
            "The game history in {folder} cannot be written: {reason}. The games stored so far can be viewed, "
            "but new games will not be kept.", folder=folder, reason=error.no_room)
    else:
        read_only = Message(
            "The game history in {folder} may not be written (a read-only disk or folder): the games stored so "
            "far can be viewed, but new games will not be kept.", folder=folder)
    return conn, version, read_only


def _readable_version(path: str | Path, version: int) -> None:
    """:raises HistoryError: the history at ``path`` is of database ``version``, newer than
    this version of the game reads (the file is left untouched)."""
    if version > SCHEMA_VERSION:
        raise HistoryError(Message(
            "The game history {path} was written by a newer version of the game "
            "(database version {version}); this version reads up to {supported}. "
            "It was left untouched.",
            path=path, version=version, supported=SCHEMA_VERSION,
        ))


def _set_up(c: sqlite3.Connection, path: str | Path) -> int:
    """Check and migrate a connected history. :returns: the version it had."""
    c.execute("PRAGMA foreign_keys = ON")
    c.execute("PRAGMA busy_timeout = 10000")
    version = c.execute("PRAGMA user_version").fetchone()[0]
    _readable_version(path, version)
    # the pages' structure, not the indexes against their tables: fast enough at each start
    if c.execute("PRAGMA quick_check(1)").fetchone()[0] != "ok":
        raise Damaged()
    if str(path) != ":memory:":
        c.execute("PRAGMA journal_mode = WAL").fetchone()
    c.execute("PRAGMA synchronous = FULL")
    if version < SCHEMA_VERSION:
        # every step in one transaction: the file is at its old version or the new one,
        # never between, and a new history costs one commit (one sync of the disk), not one a step
        with write_transaction(c):
            # another process may have migrated meanwhile
            now = c.execute("PRAGMA user_version").fetchone()[0]
            if now < SCHEMA_VERSION:
                migrate(c, now)
                c.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    return version


#: How long a write that finds the history locked by this program's own other connection
#: (the session's writer thread storing a game) waits for that transaction to end, on the
#: writer's side of the lock: a few of its commits, never a frozen window (ms).
OWN_WAIT_MS = 250


class OwnWrites:
    """The write transactions this program holds on each history file (by its real path),
    whatever the thread: a write that finds the file locked tells this program's own lock
    (the session's writer storing a game, which it waits for a moment) from another
    program's (:class:`OwnWriterBusy` is not "another program").

    A transaction is asked for (:meth:`ask`) before its ``BEGIN IMMEDIATE``, and counts as
    begun (:meth:`enter`) once that returned: a write that meets the lock of a ``BEGIN``
    just taken, not yet marked begun, sees it asked for and waits for it as for one begun.

    And the games this program deleted from each file (:meth:`deleted`): an id is never
    given twice, so a write that finds its game gone knows the person deleted it here — even
    before the session is told — and does not store it again."""

    def __init__(self):
        self._cond = threading.Condition()
        self._asked: dict[str, int] = {}
        self._active: dict[str, int] = {}
        self._begun: dict[str, int] = {}
        self._deleted: dict[str, set[int]] = {}

    def begun(self, key: str) -> int:
        with self._cond:
            return self._begun.get(key, 0)

    def ask(self, key: str) -> None:
        """A ``BEGIN IMMEDIATE`` on ``key`` is about to be tried (then :meth:`enter` or :meth:`refused`)."""
        with self._cond:
            self._asked[key] = self._asked.get(key, 0) + 1

    def refused(self, key: str) -> None:
        """The ``BEGIN IMMEDIATE`` :meth:`ask` announced failed: nothing is held."""
        with self._cond:
            self._asked[key] -= 1
            self._cond.notify_all()

    def enter(self, key: str) -> None:
        """The ``BEGIN IMMEDIATE`` :meth:`ask` announced has taken the lock."""
        with self._cond:
            self._asked[key] -= 1
            self._active[key] = self._active.get(key, 0) + 1
            self._begun[key] = self._begun.get(key, 0) + 1

    def leave(self, key: str) -> None:
        with self._cond:
            self._active[key] -= 1
            self._cond.notify_all()

    def ours(self, key: str, before: int) -> bool:
        """Whether an own transaction on ``key`` is asked for or open, or began since
        ``begun()`` gave ``before`` (it may have ended just before the lock was looked at)."""
        with self._cond:
            return self._busy(key) or self._begun.get(key, 0) != before

    def held(self, key: str, before: int) -> bool:
        """Whether an own transaction on ``key`` is open, or began since ``begun()`` gave
        ``before`` — one asked for only may be waiting for another program's lock."""
        with self._cond:
            return self._active.get(key, 0) > 0 or self._begun.get(key, 0) != before

    def wait_free(self, key: str, ms: int) -> bool:
        """Wait at most ``ms`` for the own transactions on ``key``, asked for or open, to end.
        :returns: whether they did."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._busy(key), ms / 1000)

    def wait_settled(self, key: str, ms: int) -> None:
        """Wait at most ``ms`` until no own transaction on ``key`` is asked for only (each
        has begun or was refused)."""
        with self._cond:
            self._cond.wait_for(lambda: self._asked.get(key, 0) == 0, ms / 1000)

    def _busy(self, key: str) -> bool:
        return self._asked.get(key, 0) > 0 or self._active.get(key, 0) > 0

    def delete(self, key: str, game_id: int) -> None:
        """Game ``game_id`` of ``key`` is being deleted by this program (in the deleting
        transaction, before its commit: whoever finds the game gone finds it here too)."""
        with self._cond:
            self._deleted.setdefault(key, set()).add(game_id)

    def undelete(self, key: str, game_id: int) -> None:
        """The deletion :meth:`delete` announced was not committed."""
        with self._cond:
            self._deleted.get(key, set()).discard(game_id)

    def deleted(self, key: str, game_id: int) -> bool:
        """Whether this program deleted game ``game_id`` from ``key``."""
        with self._cond:
            return game_id in self._deleted.get(key, ())


#: this program's write transactions, shared by all its connections
OWN = OwnWrites()


def own_key(path: str | Path) -> str | None:
    """The key of a history file in :data:`OWN` (None: a database in memory, never shared)."""
    return None if str(path) == ":memory:" else os.path.realpath(str(path))


@contextmanager
def write_transaction(c: sqlite3.Connection, key: str | None = None) -> Iterator[sqlite3.Connection]:
    """``BEGIN IMMEDIATE`` ... ``COMMIT`` (``ROLLBACK`` on any error). ``key``: the file's
    :func:`own_key`: the transaction is known to :data:`OWN` from before its ``BEGIN`` on
    (asked for, then begun), and a lock held by another of this program's connections (its
    writer thread) — also one just taken by its ``BEGIN``, not yet marked begun — is waited
    for up to :data:`OWN_WAIT_MS`, then told as :class:`OwnWriterBusy` — only another
    program's lock is "another program is using it".

    :raises HistoryError: SQLite could not begin or write (nothing stored before is lost)."""
    for last in (False, True):
        before = OWN.begun(key) if key is not None else 0
        if key is not None:
            OWN.ask(key)  # before BEGIN: a write meeting the lock it takes knows it is ours
        try:
            c.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as e:
            if key is not None:
                OWN.refused(key)
            if key is not None and is_locked(e) and OWN.ours(key, before):
                if not last and OWN.wait_free(key, OWN_WAIT_MS):
                    continue
                if last:  # (after a wait, one still only asked for waits for another program's lock)
                    OWN.wait_settled(key, OWN_WAIT_MS)  # one asked for: begun, or refused too
                if OWN.held(key, before):
                    raise OwnWriterBusy(Message("The game history is busy for a moment: this program is storing a "
                                                "game in it.")) from e
            raise HistoryError(Message("The game history could not be written: {reason}.",
                                       reason=sqlite_reason(e))) from e
        except BaseException:
            if key is not None:
                OWN.refused(key)
            raise
        break
    if key is not None:
        OWN.enter(key)
    try:
        yield c
        c.execute("COMMIT")
    except BaseException as e:
        try:
            c.execute("ROLLBACK")
        except sqlite3.Error:
            pass
        if isinstance(e, sqlite3.Error):
            raise HistoryError(Message("The game history could not be written: {reason}. Nothing stored before was lost.",
                                       reason=sqlite_reason(e))) from e
        raise
    finally:
        if key is not None:
            OWN.leave(key)


class Damaged(Exception):
    """Opening found the file damaged or not a database (the connection is closed)."""


class CannotWrite(HistoryError):
    """Opening found a file that may be read but not written (the connection is closed).
    ``no_room``: None when it may not be written (permissions, a read-only disk), else
    SQLite's reason when it could not write (a full disk, a disk I/O error)."""

    def __init__(self, message: str, no_room: str | None = None):
        super().__init__(message)
        self.no_room = no_room


#: SQLite's primary result codes when a write fails for want of room or on the disk:
#: SQLITE_IOERR (its -shm or -wal file cannot be made or grown), SQLITE_FULL.
_NO_ROOM_CODES = (10, 13)
#: Less free room than this (bytes) on the history's disk counts as a full disk.
FULL_BELOW = 2**20


def _no_room(e: sqlite3.Error) -> bool:
    """Whether SQLite could not write for want of room or because the disk failed."""
    return sqlite_says(e, _NO_ROOM_CODES, ("disk is full", "disk I/O error"))


def _disk_full(folder: str | Path) -> bool:
    """Whether the disk of ``folder`` has less than :data:`FULL_BELOW` bytes free for
    this user (False when it cannot be told)."""
    import shutil

    try:
        return shutil.disk_usage(folder).free < FULL_BELOW
    except OSError:
        return False


#: SQLite's primary result codes for a file it may not write: SQLITE_PERM, SQLITE_READONLY,
#: SQLITE_CANTOPEN (a WAL file's -shm cannot be made in a read-only folder).
_WRITE_CODES = (3, 8, 14)


def _planted(path: str | Path) -> bool:
    """Whether ``path`` is there but neither a regular file nor a folder (a pipe, a
    device such as ``/dev/zero`` or a link to one, a socket): no history to open."""
    try:
        mode = os.stat(path).st_mode
    except OSError:  # not there (a new history), or not to be looked at: SQLite says why
        return False
    return not (stat.S_ISREG(mode) or stat.S_ISDIR(mode))


def _may_write(path: str | Path) -> bool:
    """Whether this process may write the file or folder (``os.access``)."""
    return os.access(path, os.W_OK)


def _cannot_write(e: sqlite3.Error) -> bool:
    """Whether SQLite could not write (or open for writing) a file that exists."""
    return sqlite_says(e, _WRITE_CODES, ("readonly", "unable to open"))


#: SQLite's primary result codes for a damaged file and for a file that is not a database.
_DAMAGE_CODES = (11, 26)  # SQLITE_CORRUPT, SQLITE_NOTADB


def _is_damage(e: sqlite3.Error) -> bool:
    """Whether SQLite reports damage (not a lock, a permission, a full disk, ...)."""
    return sqlite_says(e, _DAMAGE_CODES, ("not a database", "malformed"))


def _checkpoint_on_close(conn: sqlite3.Connection, on: bool) -> None:
    """Whether closing the last connection copies the WAL into the file and deletes it
    (SQLite's default; Python 3.12's ``setconfig``)."""
    option = getattr(sqlite3, "SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE", None)
    if option is not None and hasattr(conn, "setconfig"):
        try:
            conn.setconfig(option, not on)
        except sqlite3.Error:
            pass


def sqlite_reason(e: sqlite3.Error) -> str:
    """Why SQLite failed, in words for the player (a :class:`~.messages.Message`), or
    SQLite's own text."""
    text = str(e)
    if "full" in text:
        return Message("the disk is full")
    if "readonly" in text or "read-only" in text:
        return Message("the database may not be written (read-only)")
    if "not a database" in text or "malformed" in text:
        return Message("the file is damaged or is not a game history")
    if "locked" in text:
        return Message("another program is using it")
    if "disk I/O error" in text:
        return Message("the disk could not be read or written (disk I/O error)")
    return text
