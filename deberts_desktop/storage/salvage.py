"""The salvage of a damaged history file: kept aside (:func:`move_aside`), then what can
still be read copied into the new history (:func:`read_damaged`, written by
:class:`~.history.History`) and the deals its games' own records hold rebuilt
(:func:`rebuild_deals`).

1. The file is renamed to ``history.sqlite3.damaged-YYYYMMDD-HHMMSS`` (local time) beside
   it, with its ``-wal``, ``-shm`` and ``-journal`` companions, named after it so SQLite
   still finds them, and moved first so a new history never picks up the old one's
   journal. An earlier set-aside file is never overwritten: the name then ends in ``-2``,
   ``-3``, ...
2. What can still be read is read from the set-aside file, opened read-only, with the
   standard library alone: the games table read forwards and backwards until a damaged
   page stops each scan, then each game id learned from the index of start times, from
   the deals or between known ids looked up alone; for each game, its deals in order up
   to the first that cannot be read (a score sheet is cut at a gap, so its running
   scores still add up; the game's own record is kept whole). Rows of an older version
   are migrated as a whole older database would be (:mod:`.migrations`); a row whose
   values are not what the schema says (a number, JSON) is left out. A file cut short is
   read as far as it goes. Nothing can be read when the first page (the list of tables)
   or the top page of the games table is damaged, or when the file is not a database at
   all.
3. Once copied, the deals a salvaged game's own record holds beyond those are rebuilt
   from it (a played game's record replayed by the engine, a score keeper's sheet read
   again), so a game whose deals were lost comes back whole, its replay too, when its
   record could be read. A game whose own row is lost is lost with its deals.
4. No id the damaged file had given is given again by the new history (schema 10): it
   counts on from the highest the file had given (``game_ids``), or, where that cannot be
   read, from the highest id of a game it still names (lost games' ids included).
"""

from __future__ import annotations

import errno
import json
import logging
import os
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Protocol, Sequence as Seq

from ..engine.record import read_record, replay
from .files import describe_os_error, fsync_folder
from .history_errors import HistoryError, close_quietly
from .messages import Message
from .migrations import SCHEMA_VERSION, migrate, schema_at
from .score_keeper import ScoreKeeper


class History(Protocol):
    """What rebuilding the deals needs of the history store (:class:`~.history.History`,
    which calls the salvage: named here, not imported back)."""

    def list_games(self) -> list: ...

    def score_sheet(self, game_id: int) -> list: ...

    def stored_record(self, game_id: int) -> str | None: ...

    def store_game(self, game_id: int, game: Any, finished: str | None = None) -> None: ...

log = logging.getLogger("deberts_desktop.storage")

#: Files SQLite keeps beside a database, named after it.
COMPANIONS = ("-wal", "-shm", "-journal")


def _damaged_stamp() -> str:
    """The local time in a set-aside file's name: ``20261129-161500``."""
    return datetime.now().strftime("%Y%m%d-%H%M%S")


def move_aside(path: Path) -> Path:
    """Rename a damaged database and its companions to ``<name>.damaged-<time>`` (with
    ``-2``, ``-3``, ... rather than over an earlier one). Companions go first: if one
    cannot be moved, those moved are put back and the database stays.

    :returns: the new path of the database.
    :raises HistoryError: a file cannot be renamed (then nothing was moved).
    """
    base = f"{path.name}.damaged-{_damaged_stamp()}"
    n = 0
    while True:
        n += 1
        target = path.with_name(base if n == 1 else f"{base}-{n}")
        if any(os.path.lexists(f"{target}{s}") for s in ("", *COMPANIONS)):
            continue
        moved: list[str] = []
        try:
            for s in (*COMPANIONS, ""):
                if s and not os.path.lexists(f"{path}{s}"):
                    continue
                _rename_to_new(f"{path}{s}", f"{target}{s}")
                moved.append(s)
        except OSError as e:
            for s in reversed(moved):
                try:
                    os.rename(f"{target}{s}", f"{path}{s}")
                except OSError:
                    pass
            if isinstance(e, FileExistsError):  # taken meanwhile (another window did the same)
                continue
            raise HistoryError(Message(
                "The game history {path} is damaged and could not be kept aside: {reason}. It was left as it is.",
                path=path, reason=describe_os_error(e))) from e
        fsync_folder(path.parent)
        return target


def _rename_to_new(src: str, dst: str) -> None:
    """Rename ``src`` to ``dst`` but never over an existing file (:class:`FileExistsError`):
    a hard link, then the old name removed; where the file system has no hard links, a
    rename after looking that ``dst`` is free (on Windows the rename refuses it anyway)."""
    try:
        os.link(src, dst)
    except FileExistsError:
        raise
    except OSError:  # no hard links here (FAT, some network drives), or no permission
        if os.path.lexists(dst):
            raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), dst) from None
        os.rename(src, dst)
        return
    try:
        os.unlink(src)
    except OSError:
        os.unlink(dst)
        raise


#: Above this id, games are looked up one by one only when some table or index names them.
_MAX_ID_RANGE = 100_000
#: A highest id given (``game_ids.last``) read from a damaged file at or above this is garbage
#: (no history holds two thousand million games; counting on from it would end in an overflow).
_MAX_GIVEN = 2**31
_INT_COLUMNS = {"id", "players", "target", "winner", "game_id", "number", "dealer", "declarer", "pot"}
_TEXT_COLUMNS = {"started", "finished", "mode", "kind", "outcome", "preset"}
_JSON_COLUMNS = {"rules", "names", "levels", "record", "totals", "written", "pot_released", "penalties", "baits",
                 "scores", "pots", "practice"}


@dataclass(frozen=True)
class Salvaged:
    """What could still be read from a damaged history, migrated to the current schema:
    ``games`` and ``deals`` rows (deals in order of game and number), each in the columns
    named by ``game_columns`` and ``deal_columns``; ``last_id``: the highest game id the
    damaged file had given, as far as can be told (none is given again)."""

    game_columns: list[str]
    games: list[tuple]
    deal_columns: list[str]
    deals: list[tuple]
    last_id: int = 0


def read_damaged(damaged: Path) -> Salvaged | None:
    """The games (with their deals) that can still be read from the damaged file, opened
    read-only, see the module's documentation: a :class:`Salvaged` with no games when none
    can be read but the file still names the ids it gave (its ``last_id``); None when
    nothing can be read. Never raises."""
    before = {s for s in COMPANIONS if os.path.lexists(f"{damaged}{s}")}
    try:
        src = sqlite3.connect(f"{damaged.resolve().as_uri()}?mode=ro", uri=True, isolation_level=None)
    except (sqlite3.Error, ValueError, OSError):
        return None
    try:
        # reads a file shorter than its header says (a truncated file); the file is read-only
        src.execute("PRAGMA writable_schema = ON")
        version = src.execute("PRAGMA user_version").fetchone()[0]
        if not 1 <= version <= SCHEMA_VERSION:
            return None
        games, deals, last_id = _readable_rows(src, version)
    except Exception:  # sqlite3.Error mostly; salvage is a bonus that must never stop the opening
        return None
    finally:
        close_quietly(src)
        for s in set(COMPANIONS) - before:  # the empty -wal and -shm a reader of a WAL file makes
            try:
                os.unlink(f"{damaged}{s}")
            except OSError:
                pass
    if games:
        try:
            return _migrated(version, games, deals, last_id)
        except Exception:
            pass
    # no game to copy: the ids the file gave are still not given again (its deals, say, name them)
    return Salvaged([], [], [], [], last_id) if last_id > 0 else None


def rebuild_deals(into: History) -> None:
    """Write the deals that a salvaged game's own record holds and its salvaged sheet
    lacks (see the module's documentation), keeping the game's end time. A game whose
    record cannot be read keeps the deals salvaged. Never raises."""
    try:
        games = into.list_games()
    except HistoryError:
        return
    for g in games:
        try:
            stored = len(into.score_sheet(g.id))
            if g.kind == "played":
                context = g.practice.context if g.practice else None
                game = replay(read_record(into.stored_record(g.id) or ""), context=context)
                if sum(e.row is not None for e in game.entries) > stored:
                    into.store_game(g.id, game, finished=g.finished)
            else:
                keeper = ScoreKeeper.load(into, g.id)
                if len(keeper.entries) > stored:
                    keeper.save(into, finished=g.finished)
        except Exception as e:  # RecordError, EntryError, HistoryError, an engine bug: keep what was salvaged
            log.warning("the deals of game %s could not be rebuilt from its record: %s", g.id, e)


def _columns(conn: sqlite3.Connection, table: str) -> list[str]:
    return [r[1] for r in conn.execute(f"PRAGMA table_info({table})")]


def _rows_until_damage(conn: sqlite3.Connection, sql: str, args: tuple = ()) -> list[tuple]:
    """The rows of a query up to the first that cannot be read."""
    out: list[tuple] = []
    try:
        for row in conn.execute(sql, args):
            out.append(row)
    except sqlite3.DatabaseError:
        pass
    return out


def _plausible(columns: Seq[str], row: tuple) -> bool:
    """A row read from a damaged file holds what the schema says: whole numbers, JSON."""
    for name, value in zip(columns, row):
        if value is None:
            continue
        if name in _INT_COLUMNS and type(value) is not int:
            return False
        if name in _TEXT_COLUMNS and not isinstance(value, str):
            return False
        if name in _JSON_COLUMNS:
            if not isinstance(value, str):
                return False
            try:
                json.loads(value)
            except ValueError:
                return False
    return True


def _readable_rows(src: sqlite3.Connection, version: int) -> tuple[dict[int, tuple], dict[int, list[tuple]], int]:
    """The games (by id) and their deals (in order, up to the first unreadable or missing
    one) that can be read from ``src``, a database of schema ``version``, in the columns
    of that version; and the highest game id ``src`` had given as far as can be told (its
    ``game_ids`` from schema 10 on, the ids it names: lost games' too)."""
    mem = schema_at(version)
    try:
        game_cols, deal_cols = _columns(mem, "games"), _columns(mem, "deals")
    finally:
        mem.close()
    select = "SELECT " + ", ".join(game_cols) + " FROM games"
    games: dict[int, tuple] = {}
    for order in ("ASC", "DESC"):  # both sides of a damaged page
        for row in _rows_until_damage(src, f"{select} ORDER BY id {order}"):
            games.setdefault(row[0], row)
    # ids a damaged page hides: from the index of start times, the deals, the gaps
    known = set(games)
    for sql in ("SELECT id FROM games INDEXED BY games_by_start ORDER BY started ASC",
                "SELECT id FROM games INDEXED BY games_by_start ORDER BY started DESC",
                "SELECT DISTINCT game_id FROM deals ORDER BY game_id ASC",
                "SELECT DISTINCT game_id FROM deals ORDER BY game_id DESC"):
        known.update(r[0] for r in _rows_until_damage(src, sql) if type(r[0]) is int)
    top = max(known, default=0)
    given = [r[0] for r in _rows_until_damage(src, "SELECT last FROM game_ids")
             if type(r[0]) is int and 0 <= r[0] < _MAX_GIVEN] if version >= 10 else []
    last_id = max([top, *given])
    if top <= _MAX_ID_RANGE:
        known.update(range(1, top + 1))
    for gid in sorted(known - set(games)):
        for row in _rows_until_damage(src, f"{select} WHERE id = ?", (gid,)):
            games.setdefault(row[0], row)
    games = {gid: row for gid, row in games.items() if type(gid) is int and _plausible(game_cols, row)}
    select = "SELECT " + ", ".join(deal_cols) + " FROM deals WHERE game_id = ? ORDER BY number"
    number_at = deal_cols.index("number")
    deals: dict[int, list[tuple]] = {}
    for gid in games:
        sheet = []
        for row in _rows_until_damage(src, select, (gid,)):
            if row[number_at] != len(sheet) + 1 or not _plausible(deal_cols, row):
                break  # a gap: the running scores after it would not add up
            sheet.append(row)
        deals[gid] = sheet
    return games, deals, last_id


def _migrated(version: int, games: dict[int, tuple], deals: dict[int, list[tuple]], last_id: int = 0) -> Salvaged:
    """Put rows of schema ``version`` into a throw-away database of that version, migrate
    it and read them back in the current schema. A row the schema refuses (a missing
    value, an unknown kind) is left out with its deals."""
    mem = schema_at(version)
    try:
        game_cols, deal_cols = _columns(mem, "games"), _columns(mem, "deals")
        add_game = f"INSERT INTO games ({', '.join(game_cols)}) VALUES ({', '.join('?' * len(game_cols))})"
        add_deal = f"INSERT INTO deals ({', '.join(deal_cols)}) VALUES ({', '.join('?' * len(deal_cols))})"
        mem.execute("BEGIN")
        for gid in sorted(games):
            mem.execute("SAVEPOINT game")
            try:
                mem.execute(add_game, games[gid])
                mem.executemany(add_deal, deals[gid])
            except sqlite3.Error:
                mem.execute("ROLLBACK TO game")
            mem.execute("RELEASE game")
        mem.execute("COMMIT")
        migrate(mem, version)
        game_cols, deal_cols = _columns(mem, "games"), _columns(mem, "deals")
        rows = mem.execute(f"SELECT {', '.join(game_cols)} FROM games ORDER BY id").fetchall()
        sheets = mem.execute(f"SELECT {', '.join(deal_cols)} FROM deals ORDER BY game_id, number").fetchall()
    finally:
        mem.close()
    return Salvaged(game_cols, rows, deal_cols, sheets, last_id)
