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


def is_locked(error: BaseException) -> bool:
    """Whether a :class:`HistoryError` (or a SQLite error) says that another program holds
    the history locked (SQLITE_BUSY, SQLITE_LOCKED): waiting may cure it."""
    e: BaseException | None = error
    while e is not None:
        if isinstance(e, sqlite3.Error):
            code = getattr(e, "sqlite_errorcode", None)
            if code is not None:
                return code & 0xFF in (5, 6)
            return "locked" in str(e)
        e = e.__cause__
    return False


def close_quietly(conn: sqlite3.Connection) -> None:
    try:
        conn.close()
    except sqlite3.Error:
        pass
