"""The history's schema and its migrations, in one ordered list: :data:`MIGRATIONS`
(``MIGRATIONS[v]`` brings version ``v`` to ``v + 1``; :data:`SCHEMA_VERSION` is their
number). :class:`~.history.History` runs them on opening, every step in one transaction; a
read-only history runs them on a copy in memory; the salvage of a damaged file on the rows
it read (:mod:`.salvage`). The tables of the current version: :mod:`.history`.

>>> conn = schema_at(SCHEMA_VERSION)
>>> [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
['comparison_failures', 'comparisons', 'deals', 'game_ids', 'games', 'problem_progress', 'reviews']
"""

from __future__ import annotations

import json
import sqlite3
from typing import Any


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
    was practice), a JSON object for a practice game (:class:`~.history.PracticeMark`)."""
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


def _migrate_4_to_5(conn: sqlite3.Connection) -> None:
    """Version 5 stores a deal's record once: in its game's record (``games.record``: a
    played game's ``deberts-record``, a score keeper's sheet; the ``deals`` list of either
    holds the deal numbered ``n`` at ``n - 1``), no longer in ``deals.record`` too, which
    goes. Every deal the program stored is there already (both were written in one
    transaction); a deal record its game's record does not hold the same (a database
    changed by hand) is put in it first, so that nothing is lost: at its place in the
    ``deals`` list when the game's record is a JSON object with such a list; in a new
    record of the game's rules and names when it has none (NULL, or not JSON); left out
    only when the game's record is JSON of another shape (a list, a number), when the
    record is not JSON or when an earlier deal of the game holds none (it would stand at
    another deal's place)."""
    held = conn.execute(
        "SELECT d.game_id, d.number, d.dealer, d.record, g.kind, g.rules, g.names, g.record "
        "FROM deals d JOIN games g ON g.id = d.game_id WHERE d.record IS NOT NULL ORDER BY d.game_id, d.number"
    ).fetchall()
    changed: dict[int, Any] = {}
    for gid, number, dealer, text, kind, rules, names, game_text in held:
        try:
            deal = json.loads(text)
        except ValueError:  # not JSON: no program can read it as a deal
            continue
        if gid in changed:
            data = changed[gid]
        else:
            try:
                data = json.loads(game_text) if game_text is not None else None
            except ValueError:
                data = None
        if data is None:
            data = _new_game_record(kind, rules, names, dealer)
        deals = data.get("deals") if isinstance(data, dict) else None
        if not isinstance(deals, list):
            continue
        if number - 1 < len(deals) and deals[number - 1] == deal:
            continue
        if number - 1 < len(deals):
            deals[number - 1] = deal
        elif number - 1 == len(deals):
            deals.append(deal)
        else:  # the deals before it hold no record: it would stand at another deal's place
            continue
        changed[gid] = data
    for gid, data in changed.items():
        conn.execute("UPDATE games SET record = ? WHERE id = ?", (json.dumps(data, ensure_ascii=False), gid))
    try:
        conn.execute("ALTER TABLE deals DROP COLUMN record")
    except sqlite3.OperationalError:  # SQLite before 3.35 drops no column: it stays, empty
        conn.execute("UPDATE deals SET record = NULL")


def _migrate_5_to_6(conn: sqlite3.Connection) -> None:
    """Version 6 keeps the rule preset a game was started with (issue 23):
    ``games.preset``, a built-in preset's key (``moscow``) or the name of one of the
    player's own presets; NULL for custom rules and for every older game (not known: the
    history then names the built-in preset its rules are, if any)."""
    conn.execute("ALTER TABLE games ADD COLUMN preset TEXT")


def _migrate_6_to_7(conn: sqlite3.Connection) -> None:
    """Version 7 adds ``comparisons`` (issue 24): the Master in the person's seat of a
    stored deal, one row per deal and Master configuration, deleted with its deal. No older
    deal has one (they are made after each deal from now on, or when asked for)."""
    conn.execute(
        "CREATE TABLE comparisons ("
        " game_id INTEGER NOT NULL,"
        " number INTEGER NOT NULL,"
        " configuration TEXT NOT NULL,"
        " seat INTEGER NOT NULL,"
        " played REAL,"
        " master REAL,"
        " rated INTEGER NOT NULL DEFAULT 0 CHECK (rated IN (0, 1)),"
        " made TEXT NOT NULL,"
        " details TEXT NOT NULL,"
        " PRIMARY KEY (game_id, number, configuration),"
        " FOREIGN KEY (game_id, number) REFERENCES deals (game_id, number) ON DELETE CASCADE"
        ") WITHOUT ROWID"
    )


def _migrate_7_to_8(conn: sqlite3.Connection) -> None:
    """Version 8 keeps the person's progress through the problems (issue 24, Game →
    Problems): ``problem_progress``, one row per problem answered at least once — its key
    (``problem``, the position's id of :func:`~.problems.problem_id`), how many times it
    was answered (``tries``), how many of them right at the first choice (``solved``), the
    latest answer's result (``last``: ``right``, ``wrong`` or ``shown``: the answer was
    shown before any choice) and when (``updated``, ISO 8601 UTC). Older histories had no
    progress: the table starts empty."""
    conn.execute(
        "CREATE TABLE problem_progress ("
        " problem TEXT PRIMARY KEY,"
        " tries INTEGER NOT NULL DEFAULT 0 CHECK (tries >= 0),"
        " solved INTEGER NOT NULL DEFAULT 0 CHECK (solved >= 0),"
        " last TEXT NOT NULL CHECK (last IN ('right', 'wrong', 'shown')),"
        " updated TEXT NOT NULL"
        ") WITHOUT ROWID"
    )


def _migrate_8_to_9(conn: sqlite3.Connection) -> None:
    """Version 9 counts the failed comparisons with the Master after a deal (issue 24):
    ``comparison_failures``, one row per deal of an ordinary game whose comparison after
    it was played could not be made — how many times it failed (``tries``) and when last
    (``last``, ISO 8601 UTC) — deleted with its deal. A deal that failed
    :data:`~.history.COMPARISON_TRIES` times is no longer compared again at the start.
    Older histories kept no failures: the table starts empty."""
    conn.execute(
        "CREATE TABLE comparison_failures ("
        " game_id INTEGER NOT NULL,"
        " number INTEGER NOT NULL,"
        " tries INTEGER NOT NULL CHECK (tries >= 1),"
        " last TEXT NOT NULL,"
        " PRIMARY KEY (game_id, number),"
        " FOREIGN KEY (game_id, number) REFERENCES deals (game_id, number) ON DELETE CASCADE"
        ") WITHOUT ROWID"
    )


def _migrate_9_to_10(conn: sqlite3.Connection) -> None:
    """Version 10 never gives a deleted game's id to a new game (as SQLite's
    ``AUTOINCREMENT`` would; ``games`` cannot be given it without being made again, which
    its deals' foreign keys forbid in a migration): ``game_ids`` holds one row (``name``
    ``games``; no rowid, as every table but ``games``), the highest id ever given
    (``last``), kept by the trigger ``games_last_id`` after every insert (a new game, a
    salvaged one); :meth:`~.history.History.start_game` gives ``last + 1``.
    It starts at the highest id stored (an id deleted before cannot be known)."""
    conn.execute("CREATE TABLE game_ids (name TEXT PRIMARY KEY CHECK (name = 'games'),"
                 " last INTEGER NOT NULL CHECK (last >= 0)) WITHOUT ROWID")
    conn.execute("INSERT INTO game_ids (name, last) SELECT 'games', COALESCE(MAX(id), 0) FROM games")
    conn.execute("CREATE TRIGGER games_last_id AFTER INSERT ON games "
                 "BEGIN UPDATE game_ids SET last = MAX(last, NEW.id) WHERE name = 'games'; END")


def _migrate_10_to_11(conn: sqlite3.Connection) -> None:
    """Version 11 keeps the seed each deal was played with (``deals.seed``: JSON, the
    game's seed its computers were given, ``deberts-desktop --seed``; NULL for an unseeded
    game's deal and every older one), so that a deal whose comparison with the Master was
    lost is compared again with the seeds of the first attempt."""
    conn.execute("ALTER TABLE deals ADD COLUMN seed TEXT")


def _migrate_11_to_12(conn: sqlite3.Connection) -> None:
    """Version 12 ties each failed comparison to the Master it failed with:
    ``comparison_failures`` gains ``configuration`` (the Master's configuration id, as
    ``comparisons`` keeps it) and is keyed by deal and configuration, so that a deal given up
    by one Master (:data:`~.history.COMPARISON_TRIES` failures) is tried again by another — a
    new version's. The failures counted before are kept under ``''``: no Master's, so they
    give no deal up and such deals get another chance. (SQLite changes no primary key in
    place: the table is made again and its rows copied — those of a deal still there: a
    failure of a deal deleted by a tool that enforces no foreign keys, the sqlite3 shell,
    would break the new table's foreign key and keep the whole history from opening.)"""
    conn.execute(
        "CREATE TABLE comparison_failures_12 ("
        " game_id INTEGER NOT NULL,"
        " number INTEGER NOT NULL,"
        " configuration TEXT NOT NULL DEFAULT '',"
        " tries INTEGER NOT NULL CHECK (tries >= 1),"
        " last TEXT NOT NULL,"
        " PRIMARY KEY (game_id, number, configuration),"
        " FOREIGN KEY (game_id, number) REFERENCES deals (game_id, number) ON DELETE CASCADE"
        ") WITHOUT ROWID"
    )
    conn.execute("INSERT INTO comparison_failures_12 (game_id, number, configuration, tries, last) "
                 "SELECT f.game_id, f.number, '', f.tries, f.last FROM comparison_failures f "
                 "WHERE EXISTS (SELECT 1 FROM deals d WHERE d.game_id = f.game_id AND d.number = f.number)")
    conn.execute("DROP TABLE comparison_failures")
    conn.execute("ALTER TABLE comparison_failures_12 RENAME TO comparison_failures")


def _migrate_12_to_13(conn: sqlite3.Connection) -> None:
    """Version 13 keeps the seed a game's computers are given with the game itself
    (``games.seed``: JSON, NULL when unseeded), so that a game kept before its first deal
    was finished — no deal row to keep it with — goes on seeded when continued from
    History. A game of before takes its newest deal's seed (``deals.seed``, schema 11), what
    it was continued with until now."""
    conn.execute("ALTER TABLE games ADD COLUMN seed TEXT")
    conn.execute("UPDATE games SET seed = (SELECT d.seed FROM deals d WHERE d.game_id = games.id "
                 "ORDER BY d.number DESC LIMIT 1)")


def _new_game_record(kind: str, rules: str, names: str, dealer: int) -> dict[str, Any]:
    """A game's record with no deal yet, of its rules and names as its row stores them
    (for :func:`_migrate_4_to_5`): the formats of version 5's day, written out here so
    that the migration stays as it was when later versions change the engine."""
    try:
        rules_data, names_data = json.loads(rules), json.loads(names)
    except (TypeError, ValueError):
        rules_data, names_data = {}, []
    if kind == "score_keeper":
        return {"format": "deberts-score-sheet", "version": 1, "rules": rules_data, "names": names_data,
                "dealer": dealer, "deals": []}
    return {"format": "deberts-record", "version": 1, "rules": rules_data, "names": names_data, "deals": []}


#: The migrations in order: ``MIGRATIONS[v]`` brings a database from version ``v`` to
#: ``v + 1`` (a new one is appended here, with the next number, and never changed once
#: released: a database of each older version goes through every step after it).
MIGRATIONS = (_migrate_0_to_1, _migrate_1_to_2, _migrate_2_to_3, _migrate_3_to_4, _migrate_4_to_5,
              _migrate_5_to_6, _migrate_6_to_7, _migrate_7_to_8, _migrate_8_to_9,
              _migrate_9_to_10, _migrate_10_to_11, _migrate_11_to_12, _migrate_12_to_13)
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
