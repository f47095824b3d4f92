"""The history's error, for the player: :class:`HistoryError`, and whether one says that
another program holds the history locked (:func:`is_locked`). Its own module so that the
store (:mod:`.history`), the salvage of a damaged file (:mod:`.salvage`) and the score
keeper (:mod:`.score_keeper`) raise and catch the same error without importing each
other."""

from __future__ import annotations

import sqlite3

from .files import StorageError


class HistoryError(StorageError):
    """The history database cannot be opened, read or written; ``str()`` is a sentence
    for the player. Nothing already stored is lost when a write fails."""


class GameGone(HistoryError):
    """The game asked for is not in the history (any more): it was deleted — from History,
    or abandoned at the table — since its id was learned (ids are never given twice). The
    interface says so as news, not as a fault, and lists the game no more."""


class OwnWriterBusy(HistoryError):
    """The history is locked by this program's own writer (the session's writer thread
    storing a game) for longer than a write waits for it (:data:`.opening.OWN_WAIT_MS`):
    busy for a moment, not another program's lock (:func:`is_locked` still says locked:
    try again soon)."""


def is_locked(error: BaseException) -> bool:
    """Whether a :class:`HistoryError` (or a SQLite error) says that another program holds
    the history locked (SQLITE_BUSY, SQLITE_LOCKED): waiting may cure it."""
    e: BaseException | None = error
    while e is not None:
        if isinstance(e, sqlite3.Error):
            return sqlite_says(e, (5, 6), ("locked",))  # SQLITE_BUSY, SQLITE_LOCKED
        e = e.__cause__
    return False


def close_quietly(conn: sqlite3.Connection) -> None:
    try:
        conn.close()
    except sqlite3.Error:
        pass


def sqlite_says(e: sqlite3.Error, codes: tuple[int, ...], words: tuple[str, ...]) -> bool:
    """Whether SQLite's error ``e`` is one of the primary result ``codes`` (its extended
    code's low byte), or, from an SQLite too old to give codes, whether its message holds
    one of ``words``."""
    code = getattr(e, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF in codes
    text = str(e)
    return any(w in text for w in words)
