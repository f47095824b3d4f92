"""The history's schema and its migrations, in one ordered list: :data:`MIGRATIONS`
(``MIGRATIONS[v]`` brings version ``v`` to ``v + 1``; :data:`SCHEMA_VERSION` is their
number). :class:`~.history.History` runs them on opening, one transaction per step; a
read-only history runs them on a copy in memory; the salvage of a damaged file on the rows
it read (:mod:`.salvage`). The tables of the current version: :mod:`.history`.

>>> conn = schema_at(SCHEMA_VERSION)
>>> [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
['deals', 'games', 'reviews']
"""

from __future__ import annotations

import json
import sqlite3


#: Version 1, as first released: kept to document what migration 1 -> 2 starts from.
SCHEMA_V1 = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    started TEXT NOT NULL,
    finished TEXT,
    mode TEXT NOT NULL,
    players INTEGER NOT NULL,
    target INTEGER NOT NULL,
    rules TEXT NOT NULL,
    names TEXT NOT NULL,
    winner INTEGER,
    record TEXT
);
CREATE TABLE deals (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    number INTEGER NOT NULL,
    dealer INTEGER NOT NULL,
    declarer INTEGER,
    outcome TEXT,
    totals TEXT NOT NULL,
    written TEXT NOT NULL,
    pot_released TEXT NOT NULL,
    penalties TEXT NOT NULL,
    baits TEXT NOT NULL,
    scores TEXT NOT NULL,
    pot INTEGER NOT NULL,
    record TEXT,
    PRIMARY KEY (game_id, number)
) WITHOUT ROWID;
"""


def _migrate_0_to_1(conn: sqlite3.Connection) -> None:
    """A new, empty database: create version 1."""
    for statement in SCHEMA_V1.split(";"):
        if statement.strip():
            conn.execute(statement)


def _migrate_1_to_2(conn: sqlite3.Connection) -> None:
    """Version 2 adds what the score keeper and the statistics need:

    - ``games.kind`` (``played`` / ``score_keeper``): every older game was played;
    - ``games.levels`` (JSON, one per seat): unknown for older games, so null per seat;
    - ``deals.pots`` (JSON list of waiting pots): from the single ``pot`` of version 1
      (version 1 had only the default ``to_declarer``, which keeps at most one pot);
    - an index of games by start time (the history window lists newest first).
    """
    conn.execute(
        "ALTER TABLE games ADD COLUMN kind TEXT NOT NULL DEFAULT 'played' "
        "CHECK (kind IN ('played', 'score_keeper'))"
    )
    conn.execute("ALTER TABLE games ADD COLUMN levels TEXT NOT NULL DEFAULT '[]'")
    for gid, players in conn.execute("SELECT id, players FROM games").fetchall():
        conn.execute("UPDATE games SET levels = ? WHERE id = ?", (json.dumps([None] * int(players)), gid))
    conn.execute("ALTER TABLE deals ADD COLUMN pots TEXT NOT NULL DEFAULT '[]'")
    conn.execute("UPDATE deals SET pots = '[' || pot || ']' WHERE pot <> 0")
    conn.execute("CREATE INDEX games_by_start ON games (started)")


def _migrate_2_to_3(conn: sqlite3.Connection) -> None:
    """Version 3 marks practice games: ``games.practice``, NULL for every older game (none
    was practice), a JSON object for a practice game (:class:`PracticeMark`)."""
    conn.execute("ALTER TABLE games ADD COLUMN practice TEXT")


def _migrate_3_to_4(conn: sqlite3.Connection) -> None:
    """Version 4 adds ``reviews``, the cache of deal reviews (issue 13): one row per
    reviewed deal, deleted with its deal."""
    conn.execute(
        "CREATE TABLE reviews ("
        " game_id INTEGER NOT NULL,"
        " number INTEGER NOT NULL,"
        " version INTEGER NOT NULL,"
        " review TEXT NOT NULL,"
        " PRIMARY KEY (game_id, number),"
        " FOREIGN KEY (game_id, number) REFERENCES deals (game_id, number) ON DELETE CASCADE"
        ") WITHOUT ROWID"
    )


#: The migrations in order: ``MIGRATIONS[v]`` brings a database from version ``v`` to
#: ``v + 1`` (a new one is appended here, with the next number, and never changed once
#: released: a database of each older version goes through every step after it).
MIGRATIONS = (_migrate_0_to_1, _migrate_1_to_2, _migrate_2_to_3, _migrate_3_to_4)
#: The schema version this program writes.
SCHEMA_VERSION = len(MIGRATIONS)


def migrate(conn: sqlite3.Connection, version: int, to: int = SCHEMA_VERSION) -> None:
    """Bring ``conn``, a database of schema ``version``, to version ``to`` (default
    :data:`SCHEMA_VERSION`) step by step, without a transaction of its own and without
    setting ``user_version`` (the caller does both)."""
    for v in range(version, to):
        MIGRATIONS[v](conn)


def schema_at(version: int) -> sqlite3.Connection:
    """An empty in-memory database of that schema version."""
    mem = sqlite3.connect(":memory:", isolation_level=None)
    migrate(mem, 0, version)
    return mem
