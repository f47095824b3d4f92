"""The game history: every game's score sheet and record in one SQLite database.

One file, ``history.sqlite3`` in ``platformdirs.user_data_dir("deberts-desktop")``. The
schema has a version (``PRAGMA user_version``) and migrations from every older version;
a database of a newer version is refused rather than damaged.

Tables (version 2):

``games``
    ``id``, ``started`` / ``finished`` (ISO 8601 UTC text, ``finished`` NULL while the game
    runs or after it was abandoned), ``kind`` (``played`` or ``score_keeper``), ``players``,
    ``mode`` (a key of :data:`~.rule_texts.MODES`: ``2``, ``3``, ``4-pairs``,
    ``4-individual``), ``target``, ``rules`` (JSON: every option), ``names`` (JSON list, one
    per seat), ``levels`` (JSON list, one per seat: a computer level or null for a person),
    ``winner`` (a side, or NULL), ``record`` (JSON: for a played game its
    ``deberts-record`` up to the last stored deal; for a score keeper its sheet, see
    :mod:`.score_keeper`).
``deals``
    one row per deal, thrown-in deals included: ``game_id``, ``number`` (1, 2, ...),
    ``dealer`` and ``declarer`` (seats; declarer NULL when thrown in), ``outcome`` (``made``,
    ``bait``, ``hanging``, ``debertz`` or NULL for a thrown-in deal), per side as JSON lists:
    ``totals``, ``written``, ``pot_released``, ``penalties`` (negative), ``baits`` (count
    after the deal), ``scores`` (running totals after the deal); ``pot`` (points waiting
    after the deal) and ``pots`` (JSON list, oldest first), ``record`` (JSON: the deal's
    record, or the score keeper's entry).

Each deal is written in one transaction together with the game's record and winner; the
database runs in WAL mode with ``synchronous=FULL``, so killing the process at any moment
loses at most the deal in progress.

>>> h = History(":memory:")
>>> gid = h.start_game(Rules(players=2), ["Anna", "Boris"], [None, "expert"])
>>> [(g.names, g.mode, g.target, g.deals) for g in h.list_games()]
[(['Anna', 'Boris'], '2', 301, 0)]
"""

from __future__ import annotations

import csv
import io
import json
import sqlite3
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterator, Sequence as Seq, TextIO

from ..engine.game import Game
from ..engine.record import GameRecord, RecordError, game_record, read_record
from ..engine.rules import Rules, RulesError
from ..engine.scoring import ScoreRow
from .files import StorageError, describe_os_error
from .rule_texts import mode_key
from .messages import Message
from .settings import APP_NAME

FILE_NAME = "history.sqlite3"
#: The schema version this program writes.
SCHEMA_VERSION = 2
KINDS = ("played", "score_keeper")


class HistoryError(StorageError):
    """The history database cannot be opened, read or written; ``str()`` is a sentence
    for the player. Nothing already stored is lost when a write fails."""


def default_data_dir() -> Path:
    """``platformdirs.user_data_dir("deberts-desktop")``."""
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def history_path(folder: str | Path | None = None) -> Path:
    """The database file in ``folder`` (default :func:`default_data_dir`)."""
    return Path(folder if folder is not None else default_data_dir()) / FILE_NAME


def now_text() -> str:
    """The current time as stored: ISO 8601, UTC, whole seconds."""
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def side_names(rules: Rules, names: Seq[str]) -> list[str]:
    """A name per side: the player's, or ``"Anna & Boris"`` for a pair.

    >>> side_names(Rules(players=4), ["A", "B", "C", "D"])
    ['A & C', 'B & D']
    """
    return [" & ".join(names[s] for s in rules.seats_of(side)) for side in range(rules.sides)]


# ------------------------------------------------------------------------ schema
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


#: ``MIGRATIONS[v]`` brings a database from version ``v`` to ``v + 1``.
MIGRATIONS = {0: _migrate_0_to_1, 1: _migrate_1_to_2}


# ------------------------------------------------------------------------ values
@dataclass(frozen=True)
class GameSummary:
    """One line of the history window. ``deals`` counts the deals played and scored
    (thrown-in deals not included); ``scores`` are the running totals per side after the
    last stored deal; ``winner`` is a side or None."""

    id: int
    kind: str
    started: str
    finished: str | None
    players: int
    mode: str
    target: int
    rules: Rules
    names: list[str]
    levels: list[str | None]
    winner: int | None
    deals: int
    scores: list[int]

    @property
    def side_names(self) -> list[str]:
        return side_names(self.rules, self.names)

    @property
    def winner_name(self) -> str | None:
        return None if self.winner is None else self.side_names[self.winner]


@dataclass(frozen=True)
class SheetRow:
    """One stored deal: seats ``dealer``, ``declarer`` (None when thrown in), ``outcome``
    and, per side, ``totals``, ``written`` (= own or transferred points + pot released +
    penalties), ``pot_released``, ``penalties``, ``baits``, ``scores``; ``pot`` waiting
    after the deal and ``pots`` (oldest first); ``record`` the deal's record (a dict)."""

    number: int
    dealer: int
    declarer: int | None
    outcome: str | None
    totals: list[int]
    written: list[int]
    pot_released: list[int]
    penalties: list[int]
    baits: list[int]
    scores: list[int]
    pot: int
    pots: list[int]
    record: dict[str, Any] | None

    @property
    def own_points(self) -> list[int]:
        """What each side wrote before pots and penalties (its own or transferred points)."""
        return [w - r - p for w, r, p in zip(self.written, self.pot_released, self.penalties)]


@dataclass(frozen=True)
class LevelStats:
    """The person's results (seat 0's side) against opponents of one level.

    ``games``: games played against that level (finished or not); ``finished`` and
    ``won``: of those, finished and won; ``declarations``: deals the person's side declared
    and played out; ``baits``: of those, baited; ``deals``: deals played out;
    ``points``: the sum of what the person's side wrote in those deals."""

    level: str
    games: int = 0
    finished: int = 0
    won: int = 0
    declarations: int = 0
    baits: int = 0
    deals: int = 0
    points: int = 0

    @property
    def baits_per_declaration(self) -> float | None:
        return self.baits / self.declarations if self.declarations else None

    @property
    def average_points(self) -> float | None:
        """Average points written per deal, or None without deals."""
        return self.points / self.deals if self.deals else None

    @property
    def win_rate(self) -> float | None:
        return self.won / self.finished if self.finished else None


# ------------------------------------------------------------------------ the database
class History:
    """The history database. Use as a context manager or call :meth:`close`.

    :param path: the database file (created with its folder if missing), ``":memory:"``
        for a throw-away database, or None for the default place.
    :raises HistoryError: the file is not a database, is damaged, was made by a newer
        version, or cannot be created.
    """

    def __init__(self, path: str | Path | None = None):
        if path is None:
            path = history_path()
        self.path = path
        try:
            if str(path) != ":memory:":
                Path(path).parent.mkdir(parents=True, exist_ok=True)
            self._conn = sqlite3.connect(str(path), isolation_level=None, timeout=10)
        except OSError as e:
            raise HistoryError(Message("The game history could not be opened in {folder}: {reason}.",
                                       folder=Path(path).parent, reason=describe_os_error(e))) from e
        except sqlite3.Error as e:
            raise HistoryError(Message("The game history {path} could not be opened: {reason}.", path=path, reason=_reason(e))) from e
        try:
            self._setup()
        except sqlite3.DatabaseError as e:
            self._conn.close()
            raise HistoryError(Message("The game history {path} cannot be read: {reason}.", path=path, reason=_reason(e))) from e
        except HistoryError:
            self._conn.close()
            raise

    def _setup(self) -> None:
        c = self._conn
        c.execute("PRAGMA foreign_keys = ON")
        c.execute("PRAGMA busy_timeout = 10000")
        version = c.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise HistoryError(Message(
                "The game history {path} was written by a newer version of the game "
                "(database version {version}); this version reads up to {supported}. "
                "It was left untouched.",
                path=self.path, version=version, supported=SCHEMA_VERSION,
            ))
        if str(self.path) != ":memory:":
            c.execute("PRAGMA journal_mode = WAL").fetchone()
        c.execute("PRAGMA synchronous = FULL")
        self.migrated_from = version
        while version < SCHEMA_VERSION:
            with self._transaction():
                # another process may have migrated meanwhile
                now = c.execute("PRAGMA user_version").fetchone()[0]
                if now != version:
                    version = now
                    continue
                MIGRATIONS[version](c)
                c.execute(f"PRAGMA user_version = {version + 1}")
            version += 1

    @property
    def schema_version(self) -> int:
        return self._conn.execute("PRAGMA user_version").fetchone()[0]

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> "History":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        c = self._conn
        try:
            c.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as e:
            raise HistoryError(Message("The game history could not be written: {reason}.", reason=_reason(e))) from e
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
                                           reason=_reason(e))) from e
            raise

    # -------------------------------------------------------------- writing
    def start_game(
        self,
        rules: Rules,
        names: Seq[str],
        levels: Seq[str | None] | None = None,
        kind: str = "played",
        started: str | None = None,
        record: str | None = None,
    ) -> int:
        """Add a new game with no deals.

        :param names: one per seat. :param levels: one per seat (None for a person);
            default all None. :param kind: ``played`` or ``score_keeper``.
        :param started: ISO 8601 time (default now). :param record: the game's record or
            sheet JSON so far.
        :returns: the game's id.
        :raises ValueError: wrong number of names or levels, unknown kind.
        :raises HistoryError: the database cannot be written.
        """
        n = rules.players
        if len(names) != n:
            raise ValueError(f"{n} names are needed, not {len(names)}")
        levels = [None] * n if levels is None else list(levels)
        if len(levels) != n:
            raise ValueError(f"{n} levels are needed (None for a person), not {len(levels)}")
        if kind not in KINDS:
            raise ValueError(f"kind must be one of {', '.join(KINDS)}, not {kind!r}")
        if record is None and kind == "played":
            record = GameRecord(rules, list(names), []).to_json()
        with self._transaction() as c:
            cur = c.execute(
                "INSERT INTO games (started, mode, players, target, rules, names, levels, kind, record) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    started or now_text(),
                    mode_key(rules),
                    n,
                    rules.target,
                    json.dumps(rules.to_dict(full=True)),
                    json.dumps(list(names), ensure_ascii=False),
                    json.dumps(levels),
                    kind,
                    record,
                ),
            )
            return int(cur.lastrowid)

    def store_game(self, game_id: int, game: Game, finished: str | None = None) -> int:
        """Bring the stored deals of a played game in line with ``game``'s finished deals:
        write each deal not stored yet in its own transaction, together with the game's
        record (up to that deal) and, after the last deal of a finished game, its winner
        and end time. Call it after each deal (and after resuming).

        Stored deals that differ from the game's (a resumed autosave that is older than
        the history: the deal was then played again) or that the game does not have are
        replaced, in the same transaction as the first deal written.

        :returns: the number of deals written (0 if all were stored already).
        :raises HistoryError: the database cannot be written (the deals written before
            stay), or ``game_id`` is not a played game.
        """
        kind = self._kind(game_id)
        if kind != "played":
            raise HistoryError(Message("Game {game} is not a played game.", game=game_id))
        done = [e for e in game.entries if e.row is not None]
        stored = self._query(
            "SELECT number, record FROM deals WHERE game_id = ? ORDER BY number", (game_id,)
        ).fetchall()
        full = game_record(game)
        keep = 0
        for (number, text), deal in zip(stored, full.deals[: len(done)]):
            if number != keep + 1 or text is None or json.loads(text) != deal.to_dict():
                break
            keep += 1
        if keep == len(stored) == len(done):
            return 0
        over_at = len(done) if game.finished else None

        def update_game(c, upto: int) -> None:
            over = upto == over_at
            partial = GameRecord(full.rules, full.names, full.deals[:upto])
            c.execute(
                "UPDATE games SET record = ?, winner = ?, finished = ? WHERE id = ?",
                (partial.to_json(), game.winner if over else None, (finished or now_text()) if over else None, game_id),
            )

        if keep == len(done):  # only stored deals the game does not have
            with self._transaction() as c:
                c.execute("DELETE FROM deals WHERE game_id = ? AND number > ?", (game_id, keep))
                update_game(c, keep)
            return 0
        written = 0
        for i in range(keep, len(done)):
            entry = done[i]
            with self._transaction() as c:
                if i == keep and len(stored) > keep:
                    c.execute("DELETE FROM deals WHERE game_id = ? AND number > ?", (game_id, keep))
                self._insert_deal(
                    c, game_id, i + 1, entry.deal.dealer, entry.deal.result.declarer, entry.row, full.deals[i].to_dict()
                )
                update_game(c, i + 1)
            written += 1
        return written

    def write_score_sheet(
        self,
        game_id: int,
        deals: Seq[tuple[int, int | None, ScoreRow, dict[str, Any]]],
        sheet: str,
        winner: int | None,
        finished: str | None = None,
    ) -> None:
        """Replace a score keeper's deals in one transaction (used after each entered,
        undone or corrected deal).

        :param deals: ``(dealer, declarer, row, entry)`` per deal, in order.
        :param sheet: the keeper's sheet JSON (stored as the game's record).
        :param winner: the winning side, or None while the game goes on.
        """
        if self._kind(game_id) != "score_keeper":
            raise HistoryError(Message("Game {game} is not a score keeper's sheet.", game=game_id))
        with self._transaction() as c:
            c.execute("DELETE FROM deals WHERE game_id = ?", (game_id,))
            for number, (dealer, declarer, row, entry) in enumerate(deals, 1):
                self._insert_deal(c, game_id, number, dealer, declarer, row, entry)
            c.execute(
                "UPDATE games SET record = ?, winner = ?, finished = ? WHERE id = ?",
                (sheet, winner, (finished or now_text()) if winner is not None else None, game_id),
            )

    @staticmethod
    def _insert_deal(c, game_id: int, number: int, dealer: int, declarer: int | None, row: ScoreRow, record) -> None:
        c.execute(
            "INSERT INTO deals (game_id, number, dealer, declarer, outcome, totals, written, pot_released, "
            "penalties, baits, scores, pot, pots, record) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                game_id,
                number,
                dealer,
                declarer,
                row.outcome,
                json.dumps(list(row.totals)),
                json.dumps(list(row.written)),
                json.dumps(list(row.pot_released)),
                json.dumps(list(row.penalties)),
                json.dumps(list(row.baits)),
                json.dumps(list(row.scores)),
                row.pot,
                json.dumps(list(row.pots)),
                None if record is None else json.dumps(record, ensure_ascii=False),
            ),
        )

    def delete_game(self, game_id: int) -> bool:
        """Delete a game and its deals. :returns: False if there was no such game."""
        with self._transaction() as c:
            c.execute("DELETE FROM deals WHERE game_id = ?", (game_id,))
            return c.execute("DELETE FROM games WHERE id = ?", (game_id,)).rowcount > 0

    # -------------------------------------------------------------- reading
    def _kind(self, game_id: int) -> str:
        row = self._query("SELECT kind FROM games WHERE id = ?", (game_id,)).fetchone()
        if row is None:
            raise HistoryError(Message("There is no game {game} in the history.", game=game_id))
        return row[0]

    def _query(self, sql: str, args: tuple = ()) -> sqlite3.Cursor:
        try:
            return self._conn.execute(sql, args)
        except sqlite3.DatabaseError as e:
            raise HistoryError(Message("The game history cannot be read: {reason}.", reason=_reason(e))) from e

    _SUMMARY = (
        "SELECT g.id, g.kind, g.started, g.finished, g.players, g.mode, g.target, g.rules, g.names, "
        "g.levels, g.winner, "
        "(SELECT count(*) FROM deals d WHERE d.game_id = g.id AND d.outcome IN ('made', 'bait', 'hanging')), "
        "(SELECT d.scores FROM deals d WHERE d.game_id = g.id ORDER BY d.number DESC LIMIT 1) "
        "FROM games g"
    )

    def _summary(self, r) -> GameSummary:
        rules = _rules(r[7], r[4])
        scores = json.loads(r[12]) if r[12] else [0] * rules.sides
        return GameSummary(
            id=r[0], kind=r[1], started=r[2], finished=r[3], players=r[4], mode=r[5], target=r[6],
            rules=rules, names=json.loads(r[8]), levels=json.loads(r[9]), winner=r[10], deals=r[11],
            scores=scores,
        )

    def list_games(self, kind: str | None = None) -> list[GameSummary]:
        """Every game (or every game of one ``kind``), newest first."""
        if kind is None:
            rows = self._query(self._SUMMARY + " ORDER BY g.started DESC, g.id DESC").fetchall()
        else:
            rows = self._query(self._SUMMARY + " WHERE g.kind = ? ORDER BY g.started DESC, g.id DESC", (kind,)).fetchall()
        return [self._summary(r) for r in rows]

    def game(self, game_id: int) -> GameSummary:
        """One game's summary. :raises HistoryError: no such game."""
        r = self._query(self._SUMMARY + " WHERE g.id = ?", (game_id,)).fetchone()
        if r is None:
            raise HistoryError(Message("There is no game {game} in the history.", game=game_id))
        return self._summary(r)

    def score_sheet(self, game_id: int) -> list[SheetRow]:
        """The game's deals in order (thrown-in deals included, with ``outcome`` None)."""
        rows = self._query(
            "SELECT number, dealer, declarer, outcome, totals, written, pot_released, penalties, baits, "
            "scores, pot, pots, record FROM deals WHERE game_id = ? ORDER BY number",
            (game_id,),
        ).fetchall()
        return [
            SheetRow(
                number=r[0], dealer=r[1], declarer=r[2], outcome=r[3], totals=json.loads(r[4]),
                written=json.loads(r[5]), pot_released=json.loads(r[6]), penalties=json.loads(r[7]),
                baits=json.loads(r[8]), scores=json.loads(r[9]), pot=r[10], pots=json.loads(r[11]),
                record=json.loads(r[12]) if r[12] else None,
            )
            for r in rows
        ]

    def stored_record(self, game_id: int) -> str | None:
        """The game's stored record text: a ``deberts-record`` for a played game (up to
        its last stored deal), the sheet JSON for a score keeper."""
        row = self._query("SELECT record FROM games WHERE id = ?", (game_id,)).fetchone()
        if row is None:
            raise HistoryError(Message("There is no game {game} in the history.", game=game_id))
        return row[0]

    def record(self, game_id: int) -> GameRecord:
        """A played game's record, to replay its deals on the table.

        :raises HistoryError: no such game, not a played game, or the stored record is
            unreadable."""
        if self._kind(game_id) != "played":
            raise HistoryError(Message("Game {game} was kept on a score sheet: there are no cards to replay.", game=game_id))
        text = self.stored_record(game_id)
        try:
            return read_record(text or "")
        except RecordError as e:
            raise HistoryError(Message("The record of game {game} cannot be read: {error}", game=game_id, error=str(e))) from e

    # -------------------------------------------------------------- export and statistics
    def export_csv(self, game_id: int, out: str | Path | TextIO) -> None:
        """Write a game's score sheet as CSV: a header line, one line per deal (thrown-in
        deals too) with, per side, the points written, the pot received, the penalties,
        the bait count and the running score; then a line with the winner.

        :param out: a file path or an open text file (opened with ``newline=""``).
        :raises HistoryError: no such game, or the file cannot be written.
        """
        text = self.csv_text(game_id)
        if isinstance(out, (str, Path)):
            try:
                with open(out, "w", encoding="utf-8", newline="") as f:
                    f.write(text)
            except OSError as e:
                raise HistoryError(Message("The score sheet could not be written to {path}: {reason}.",
                                           path=out, reason=describe_os_error(e))) from e
        else:
            out.write(text)

    def csv_text(self, game_id: int) -> str:
        """The CSV of :meth:`export_csv` as text."""
        info = self.game(game_id)
        sides = info.side_names
        names = info.names
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\r\n")
        header = ["Deal", "Dealer", "Declarer", "Outcome"]
        for s in sides:
            header += [f"{s}: points", f"{s}: pot", f"{s}: penalty", f"{s}: baits", f"{s}: score"]
        header.append("Pot waiting")
        w.writerow(header)
        for row in self.score_sheet(game_id):
            line = [
                row.number,
                names[row.dealer],
                "" if row.declarer is None else names[row.declarer],
                row.outcome or "thrown in",
            ]
            own = row.own_points
            for i in range(len(sides)):
                line += [own[i], row.pot_released[i], row.penalties[i], row.baits[i], row.scores[i]]
            line.append(row.pot)
            w.writerow(line)
        w.writerow(["Target", info.target])
        w.writerow(["Winner", info.winner_name or ""])
        return buf.getvalue()

    def level_stats(self) -> dict[str, LevelStats]:
        """Statistics of the person at the screen (seat 0's side) per opponent level, over
        played games. A game counts for every level among its opponents (seats on other
        sides). Thrown-in and debertz deals are not deals played out."""
        acc: dict[str, dict[str, int]] = {}
        games = self._query(
            "SELECT id, rules, players, levels, winner, finished FROM games WHERE kind = 'played'"
        ).fetchall()
        for gid, rules_json, players, levels_json, winner, finished in games:
            rules = _rules(rules_json, players)
            levels = json.loads(levels_json)
            opp = {levels[s] for s in range(players) if rules.side_of(s) != 0 and s < len(levels) and levels[s]}
            if not opp:
                continue
            g = {"games": 1, "finished": 0, "won": 0, "declarations": 0, "baits": 0, "deals": 0, "points": 0}
            if finished is not None and winner is not None:
                g["finished"] = 1
                g["won"] = int(winner == 0)
            for declarer, outcome, written in self._query(
                "SELECT declarer, outcome, written FROM deals WHERE game_id = ? "
                "AND outcome IN ('made', 'bait', 'hanging')",
                (gid,),
            ):
                g["deals"] += 1
                g["points"] += json.loads(written)[0]
                if declarer is not None and rules.side_of(declarer) == 0:
                    g["declarations"] += 1
                    g["baits"] += outcome == "bait"
            for level in opp:
                a = acc.setdefault(level, dict.fromkeys(g, 0))
                for k, v in g.items():
                    a[k] += v
        return {level: LevelStats(level, **a) for level, a in sorted(acc.items())}

    # -------------------------------------------------------------- checking
    def check(self) -> list[str]:
        """Look for damage: SQLite's integrity check, then each game's deals numbered 1, 2,
        ... with running scores that add up. :returns: problems found (empty if none)."""
        problems = [r[0] for r in self._query("PRAGMA integrity_check").fetchall() if r[0] != "ok"]
        for (gid,) in self._query("SELECT id FROM games").fetchall():
            sides = None
            prev: list[int] | None = None
            for n, row in enumerate(self.score_sheet(gid), 1):
                if row.number != n:
                    problems.append(f"game {gid}: deal {row.number} stored where deal {n} should be")
                    break
                if sides is None:
                    sides = len(row.scores)
                    prev = [0] * sides
                if [p + w for p, w in zip(prev, row.written)] != row.scores:
                    problems.append(f"game {gid}, deal {n}: the running scores do not add up")
                prev = row.scores
        return problems


def _rules(text: str, players: int) -> Rules:
    try:
        return Rules.from_dict(json.loads(text))
    except (RulesError, TypeError, ValueError):
        return Rules(players=players)


def _reason(e: sqlite3.Error) -> str:
    text = str(e)
    if "full" in text:
        return Message("the disk is full")
    if "readonly" in text or "read-only" in text:
        return Message("the database may not be written (read-only)")
    if "not a database" in text or "malformed" in text:
        return Message("the file is damaged or is not a game history")
    if "locked" in text:
        return Message("another program is using it")
    return text
