"""The game history: every game's score sheet and record in one SQLite database.

One file, ``history.sqlite3`` in ``platformdirs.user_data_dir("deberts-desktop")``. The
schema has a version (``PRAGMA user_version``) and migrations from every older version;
a database of a newer version is refused rather than damaged.

The history in modules: this one, the store (:class:`History`: opening, writing, reading);
:mod:`.migrations` (the schema's versions, in one ordered list); :mod:`.salvage` (a
damaged file kept aside and what can be read of it copied); :mod:`.statistics` (the
person's results per opponent level); :mod:`.sheet_csv` (a score sheet as CSV);
:mod:`.opening` (the file opened as it is found: checked, migrated, read only, or
damaged), :mod:`.history_errors` (:class:`HistoryError`).

Tables (version 13):

``games``
    ``id``, ``started`` / ``finished`` (ISO 8601 UTC text, ``finished`` NULL while the game
    runs or after it was abandoned), ``kind`` (``played`` or ``score_keeper``), ``players``,
    ``mode`` (a key of :data:`~.rule_texts.MODES`: ``2``, ``3``, ``4-pairs``,
    ``4-individual``), ``target``, ``rules`` (JSON: every option), ``names`` (JSON list, one
    per seat), ``levels`` (JSON list, one per seat: a computer level or null for a person),
    ``winner`` (a side, or NULL), ``record`` (JSON: for a played game its
    ``deberts-record`` up to the last stored deal, or with the deal in progress of a game
    put aside; for a score keeper its sheet, see :mod:`.score_keeper`; either holds the
    record of the deal numbered ``n`` at ``deals[n - 1]``: the one place a deal's record
    is stored), ``practice`` (NULL for an ordinary game; for a practice game —
    take-back allowed, a deal played again, a position set up — a JSON object, see
    :class:`PracticeMark`: kept out of the statistics), ``preset`` (the rule preset the
    game was started with: a built-in preset's key such as ``moscow`` or the name of an
    own preset; NULL for custom rules and for games stored before schema 6), ``seed``
    (schema 13: JSON, the seed the table gives the game's computers, as last played; NULL
    when unseeded: what a game continued from History goes on seeded by, kept even before
    its first deal is finished; a game of before took its newest deal's).
    An id is never given twice, even after its game was deleted (schema 10: ``game_ids``
    holds the highest id given, ``last``; a new game gets ``last + 1``).
``deals``
    one row per deal, thrown-in deals included: ``game_id``, ``number`` (1, 2, ...),
    ``dealer`` and ``declarer`` (seats; declarer NULL when thrown in), ``outcome`` (``made``,
    ``bait``, ``hanging``, ``debertz`` or NULL for a thrown-in deal), per side as JSON lists:
    ``totals``, ``written``, ``pot_released``, ``penalties`` (negative), ``baits`` (count
    after the deal), ``scores`` (running totals after the deal); ``pot`` (points waiting
    after the deal) and ``pots`` (JSON list, oldest first); ``seed`` (schema 11: JSON, the
    seed the table gave its computers in the deal, NULL when unseeded: what a comparison of
    the deal is seeded with). Up to version 4 a ``record``
    column held the deal's record a second time (migration 5 took it out).
``problem_progress``
    the person's progress through the problems (Game → Problems, issue 24; schema 8): one
    row per problem answered — ``problem`` (its key), ``tries``, ``solved`` (right at the
    first choice), ``last`` (``right``, ``wrong`` or ``shown``), ``updated``. Not salvaged
    from a damaged file (like the reviews: the problems stay, the progress starts again).
``reviews``
    a cache of deal reviews (issue 13, :mod:`deberts_desktop.ai.review`): ``game_id`` and
    ``number`` (the deal's; the review goes when its deal is deleted or replaced),
    ``version`` (the analysis's :data:`~deberts_desktop.ai.review.REVIEW_VERSION`: a review
    of another version is not returned), ``review`` (JSON: ``DealReview.to_dict()``).
    Cached reviews are not salvaged from a damaged file (they are computed again).
``comparisons``
    the Master in the person's seat of a deal (issue 24, :mod:`deberts_desktop.ai.compare`;
    schema 7): ``game_id`` and ``number`` (the deal's; it goes with its deal),
    ``configuration`` (the Master's configuration id: comparisons of another Master are
    kept beside, never replaced or mixed), ``seat`` (the person's), ``played`` and
    ``master`` (the seat's margins in deal points, NULL for a debertz), ``rated`` (1: made
    after the deal was played in an ordinary game, so it counts for the rating,
    :mod:`.rating`; 0: made later, when asked for), ``made`` (ISO 8601 UTC), ``details``
    (JSON: the whole comparison, the Master's line, levels and seeds included). Not
    salvaged from a damaged file.
``comparison_failures``
    the deals whose comparison after they were played could not be made (schema 9):
    ``game_id`` and ``number`` (the deal's; it goes with its deal), ``configuration`` (the
    Master's configuration id it failed with, schema 12; ``''``: counted before, by a
    Master not known), ``tries`` (how many times it failed with that Master: after the
    deal, then at a start), ``last`` (ISO 8601 UTC). A deal that failed
    :data:`COMPARISON_TRIES` times with the Master of now is compared again no more
    (:meth:`History.each_uncompared_deal`); Show me how names it. Another Master (a new
    version's) tries it again. Not salvaged.

Each deal is written in one transaction together with the game's record and winner; the
database runs in WAL mode with ``synchronous=FULL``, so killing the process at any moment
loses at most the deal in progress.

A damaged file is kept aside and a new history started. Opening reads the version, then
runs ``PRAGMA quick_check`` (it reads every page once but compares no index with its
table: under 0.1 s for an 80 MB file in the disk cache, and a thousand games take some
15 MB; so it runs at every start). When SQLite says the file is damaged or is not a
database (``SQLITE_CORRUPT`` / ``SQLITE_NOTADB``, at any step of opening) or the check
finds a problem, :class:`History`:

1. renames the file to ``history.sqlite3.damaged-YYYYMMDD-HHMMSS`` (local time) beside it,
   with its ``-wal``, ``-shm`` and ``-journal`` companions, named after it so SQLite still
   finds them, and moved first so a new history never picks up the old one's journal.
   Until the file is known to be sound, closing it does not copy its ``-wal`` into it:
   the file and its ``-wal`` are kept byte for byte (a ``-journal`` left by a crash is
   played back or dropped by SQLite when it opens the file, as for any database). An
   earlier set-aside file is never overwritten: the name then ends in ``-2``, ``-3``, ...;
2. opens a new history at the original path;
3. salvages what can still be read from the set-aside file and rebuilds the deals its
   games' own records hold (:mod:`.salvage` says how); when nothing can be read the new
   history starts empty;
4. sets :attr:`History.recovered` to a message for the player saying where the old file
   is and how many games were recovered (the interface shows it once at start-up).

Not damage, and so refused with :class:`HistoryError` and left as it is: a database of a
newer version (looked at before the check, so even a damaged one is left to the newer
version), a file or folder the program may not open, a pipe or a device where the file
should be (a link to ``/dev/zero``, say), a database another program keeps locked. A
damaged file that cannot be moved aside (no permission) is refused too.

A history that may be read but not written (a read-only disk or folder, a file without
write permission) is opened for reading only (SQLite's ``mode=ro``; where SQLite cannot
make its ``-shm`` file beside a WAL database, ``immutable=1`` too; an older version is
migrated in memory): the games stored so far can be listed, shown, replayed and
exported, every write raises :class:`HistoryError`, and :attr:`History.read_only` says
so with a message for the player (shown once, see :attr:`History.notices`). So is a
history that SQLite cannot write for want of room though nothing is damaged (it cannot
make its journal: ``database or disk is full``, ``disk I/O error``): the message then says
that the disk is full (less than :data:`FULL_BELOW` bytes free) or that it fails.

>>> h = History(":memory:")
>>> gid = h.start_game(Rules(players=2), ["Anna", "Boris"], [None, "expert"])
>>> [(g.names, g.mode, g.target, g.deals) for g in h.list_games()]
[(['Anna', 'Boris'], '2', 301, 0)]
"""

from __future__ import annotations

import json
import logging
import sqlite3
from contextlib import closing
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Sequence as Seq

from ..engine.game import Game
from ..engine.game_context import GameContext
from ..engine.record import GameRecord, RecordError, game_record, read_record
from ..engine.rules import Rules, RulesError, side_names
from ..engine.scoring import ScoreRow
from . import opening
from .history_errors import GameGone, HistoryError
from .messages import Message, record_problem
from .places import HISTORY_FILE as FILE_NAME
from .places import default_data_dir
from .rule_texts import mode_key

log = logging.getLogger("deberts_desktop.storage")

KINDS = ("played", "score_keeper")

#: how many times in all the comparison of a deal after it was played is tried (after the
#: deal, then at the starts after it) before it is given up (:meth:`History.given_up_comparisons`)
COMPARISON_TRIES = 3


def history_path(folder: str | Path | None = None) -> Path:
    """The database file in ``folder`` (default :func:`default_data_dir`)."""
    return Path(folder if folder is not None else default_data_dir()) / FILE_NAME


def now_text() -> str:
    """The current time as stored: ISO 8601, UTC, whole seconds."""
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


# ------------------------------------------------------------------------ values
@dataclass(frozen=True)
class PracticeMark:
    """What marks a practice game (a game of the person's practice: take-back allowed, a
    deal played again, a position set up), kept beside its record — the record format
    holds none of it (DESIGN.md).

    ``context``: the scores, baits and pots the game started from (a deal played again
    starts where the original game stood, :class:`~deberts_desktop.engine.game_context.GameContext`),
    or None (from nothing); ``origin``: the history game the deal comes from, and
    ``deal`` its number (1-based), or None; ``seat``: the original seat whose hand the
    person played, or None; ``start``: the deal's first actions the game started from (a
    deal played again from a position, "Play from here"), which are never taken back (0:
    from the deal's start; a mark written without it reads 0).

    >>> m = PracticeMark(GameContext((120, 40), (0, 1)), origin=7, deal=3, seat=1, start=4)
    >>> PracticeMark.from_json(m.to_json(), Rules(players=2)) == m
    True
    """

    context: GameContext | None = None
    origin: int | None = None
    deal: int | None = None
    seat: int | None = None
    start: int = 0

    def to_json(self) -> str:
        return json.dumps({"context": None if self.context is None else self.context.to_dict(),
                           "origin": self.origin, "deal": self.deal, "seat": self.seat,
                           **({"start": self.start} if self.start else {})})  # (written as before when 0)

    @classmethod
    def from_json(cls, text: str | None, rules: Rules) -> "PracticeMark | None":
        """The mark stored as ``text`` (None: not a practice game). A mark that cannot be
        read still marks the game as practice, without context."""
        if text is None:
            return None
        try:
            data = json.loads(text)
            ctx = data.get("context")
            context = None if ctx is None else GameContext.from_dict(ctx, rules)

            def number(key):
                v = data.get(key)
                return v if type(v) is int else None

            return cls(context, number("origin"), number("deal"), number("seat"), max(number("start") or 0, 0))
        except (ValueError, AttributeError, TypeError):
            log.warning("a practice mark cannot be read: %.80s", text)
            return cls()


@dataclass(frozen=True)
class GameSummary:
    """One line of the history window. ``deals`` counts the deals played and scored
    (thrown-in deals not included); ``sheet_rows``: the deals on its score sheet (thrown-in
    deals included: what History's Deals column shows); ``scores`` are the running totals
    per side after the last stored deal; ``winner`` is a side or None."""

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
    #: the practice mark, or None for an ordinary game (see :class:`PracticeMark`)
    practice: PracticeMark | None = None
    #: the rule preset the game was started with (a built-in key or an own preset's
    #: name), None for custom rules or a game stored before it was kept (schema 6)
    preset: str | None = None
    #: None, or why the game's entry cannot be read (a value in its row is not what the
    #: schema says: JSON that does not parse, names that do not fit the players, ...).
    #: Such a game is listed with what could be read (a name that could not is ``"?"``);
    #: :meth:`History.game` refuses it with this message, and it can be deleted.
    damaged: Message | None = None
    sheet_rows: int = 0

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


#: The results of an attempt at a problem: right or wrong at the first choice, or the
#: answer shown before any choice.
PROBLEM_RESULTS = ("right", "wrong", "shown")


@dataclass(frozen=True)
class ProblemProgress:
    """The person's progress on one problem (Game → Problems, issue 24): ``problem`` (its
    key, :func:`~.problems.problem_id`), ``tries`` (times answered), ``solved`` (of them,
    right at the first choice), ``last`` (the latest result, one of
    :data:`PROBLEM_RESULTS`) and ``updated`` (ISO 8601 UTC)."""

    problem: str
    tries: int
    solved: int
    last: str
    updated: str


# ------------------------------------------------------------------------ the database
class History:
    """The history database. Use as a context manager or call :meth:`close`.

    :param path: the database file (created with its folder if missing), ``":memory:"``
        for a throw-away database, or None for the default place.
    :raises HistoryError: the file was made by a newer version, cannot be opened or
        created (permissions, a full disk, a file where the folder should be), or is
        damaged and cannot be moved aside. A damaged file that can be moved aside is not
        an error: see :attr:`recovered`.

    .. attribute:: recovered

        None, or the message for the player when the file was damaged: it was moved aside
        (:attr:`set_aside`), a new history was started and :attr:`games_recovered` games
        were copied into it (see the module's documentation). Show it once.

    .. attribute:: read_only

        None, or the message for the player when the history could be opened for
        reading only (see the module's documentation): old games can be viewed, new games
        will not be kept. Show it once.
    """

    def __init__(self, path: str | Path | None = None):
        if path is None:
            path = history_path()
        self.path = path
        #: the file's key among this program's write transactions (:data:`.opening.OWN`)
        self._own_key = opening.own_key(path)
        self.recovered: Message | None = None
        self.read_only: Message | None = None
        #: where the damaged file was moved, or None
        self.set_aside: Path | None = None
        #: how many games were copied from the damaged file into the new history
        self.games_recovered = 0
        try:
            self._conn, self.migrated_from = opening.connect(path)
        except opening.Damaged:
            self._start_anew()
        except opening.CannotWrite as e:
            self._conn, self.migrated_from, self.read_only = opening.connect_read_only(path, e)

    @property
    def notices(self) -> list[Message]:
        """What the player is told once at start-up: :attr:`recovered` and :attr:`read_only`
        when set."""
        return [m for m in (self.recovered, self.read_only) if m is not None]

    def _start_anew(self) -> None:
        """The file is damaged: move it aside, open a new history in its place, copy into it
        what can still be read, and say so in :attr:`recovered`."""
        from . import salvage  # only for a damaged file: the score keeper and the replay load then

        path = Path(self.path)
        kept = salvage.move_aside(path)
        try:
            self._conn, self.migrated_from = opening.connect(path)
        except (HistoryError, opening.Damaged) as e:  # a full disk, say; a new file is never damaged
            error = e.message if isinstance(e, HistoryError) else Message(
                "The game history {path} cannot be read: {reason}.", path=path,
                reason=Message("the file is damaged or is not a game history"))
            raise HistoryError(Message("{error} The damaged game history was kept as {path}.",
                                       error=error, path=kept)) from e
        self.set_aside = kept
        self.games_recovered = self._copy_salvaged(salvage.read_damaged(kept))
        if self.games_recovered:
            salvage.rebuild_deals(self)
            self.recovered = Message(
                "The game history was damaged. It was kept as {path} and a new history was started; "
                "games recovered from it: {games}.", path=kept, games=self.games_recovered)
        else:
            self.recovered = Message(
                "The game history was damaged and no games could be recovered from it. It was kept as {path} "
                "and a new, empty history was started.", path=kept)

    def _copy_salvaged(self, found) -> int:
        """Write the games and deals salvaged from a damaged file (a
        :class:`~.salvage.Salvaged`, or None) in one transaction. Never raises.
        :returns: the games copied (0 when the new history stays as it was)."""
        if found is None:
            return 0

        def insert(table, columns):
            return f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})"

        try:  # first and alone: no id the damaged file gave is given again (its games lost, deleted, not
            # copied: an autosave, a waiting save may still name them), also when no game can be copied
            with self._transaction() as c:
                c.execute("UPDATE game_ids SET last = MAX(last, ?) WHERE name = 'games'", (found.last_id,))
        except Exception:
            pass
        if not found.games:
            return 0
        try:
            with self._transaction() as c:
                c.executemany(insert("games", found.game_columns), found.games)
                c.executemany(insert("deals", found.deal_columns), found.deals)
        except Exception:
            return 0
        return len(found.games)

    @property
    def schema_version(self) -> int:
        return self._conn.execute("PRAGMA user_version").fetchone()[0]

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> "History":
        return self

    def __exit__(self, *_exc) -> None:
        self.close()

    def _transaction(self):
        """:func:`~.opening.write_transaction` on this history. :raises HistoryError: it
        can only be read, or SQLite could not write."""
        if self.read_only is not None:
            raise HistoryError(Message("The game history {path} can only be read: nothing new is kept.",
                                       path=self.path))
        return opening.write_transaction(self._conn, self._own_key)

    # -------------------------------------------------------------- writing
    def start_game(
        self,
        rules: Rules,
        names: Seq[str],
        levels: Seq[str | None] | None = None,
        kind: str = "played",
        started: str | None = None,
        record: str | None = None,
        practice: PracticeMark | None = None,
        preset: str | None = None,
        seed: int | str | None = None,
    ) -> int:
        """Add a new game with no deals.

        :param names: one per seat. :param levels: one per seat (None for a person);
            default all None. :param kind: ``played`` or ``score_keeper``.
        :param started: ISO 8601 time (default now). :param record: the game's record or
            sheet JSON so far.
        :param practice: marks a practice game (played only; kept out of the statistics),
            with the context it starts from (:class:`PracticeMark`).
        :param preset: the rule preset it was started with (a built-in preset's key or an
            own preset's name, at most 40 characters; None: custom rules, or not known).
        :param seed: the seed the table gives its computers (a whole number or a text; None:
            unseeded), :meth:`game_seed`.
        :returns: the game's id.
        :raises ValueError: wrong number of names or levels, unknown kind, a practice
            score keeper.
        :raises HistoryError: the database cannot be written.
        """
        if practice is not None and kind != "played":
            raise ValueError("only a played game can be a practice game")
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
                "INSERT INTO games (id, started, mode, players, target, rules, names, levels, kind, record, practice, "
                "preset, seed) VALUES ((SELECT MAX(last, COALESCE((SELECT MAX(id) FROM games), 0)) + 1 FROM game_ids "
                "WHERE name = 'games'), "
                "?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",  # never a deleted game's id (game_ids: the highest given)
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
                    None if practice is None else practice.to_json(),
                    preset if isinstance(preset, str) and 0 < len(preset) <= 40 else None,
                    _seed_json(seed),
                ),
            )
            return int(cur.lastrowid)

    def store_game(self, game_id: int, game: Game, finished: str | None = None, seed: int | str | None = None) -> int:
        """Bring the stored deals of a played game in line with ``game``'s finished deals:
        write each deal not stored yet in its own transaction, together with the game's
        record (up to that deal) and, after the last deal of a finished game, its winner
        and end time. Call it after each deal (and after resuming). A practice game's
        scores run on from its :class:`PracticeMark` context.

        Stored deals that differ from the game's (a resumed autosave that is older than
        the history: the deal was then played again) or that the game does not have are
        replaced, in the same transaction as the first deal written.

        ``seed``: the seed the table gave its computers (a whole number or a text; None:
        unseeded), kept with each deal written and with the game (:meth:`game_seed`).

        :returns: the number of deals written (0 if all were stored already).
        :raises HistoryError: the database cannot be written (the deals written before
            stay), ``game_id`` is not a played game, or the game holds a position set up
            at its first lead that no record can hold.
        """
        kind = self._kind(game_id)
        if kind != "played":
            raise HistoryError(Message("Game {game} is not a played game.", game=game_id))
        done = [e for e in game.entries if e.row is not None]
        stored = [r[0] for r in self.select(
            "SELECT number FROM deals WHERE game_id = ? ORDER BY number", (game_id,)
        ).fetchall()]
        stored_deals = self._deal_records(game_id)
        try:
            full = game_record(game)
        except ValueError as e:
            raise HistoryError(Message("A position set up by hand that no game record can hold is not kept in the "
                                       "history.")) from e
        keep = 0
        for number, deal in zip(stored, full.deals[: len(done)]):
            if number != keep + 1 or keep >= len(stored_deals) or stored_deals[keep] != deal.to_dict():
                break
            keep += 1
        if keep == len(stored) == len(done):
            return 0
        over_at = len(done) if game.finished else None

        def update_game(c, upto: int) -> None:
            over = upto == over_at
            partial = GameRecord(full.rules, full.names, full.deals[:upto])
            c.execute(
                "UPDATE games SET record = ?, winner = ?, finished = ?, seed = ? WHERE id = ?",
                (partial.to_json(), game.winner if over else None, (finished or now_text()) if over else None,
                 _seed_json(seed), game_id),
            )

        if keep == len(done):  # only stored deals the game does not have
            with self._transaction() as c:
                self.check_game(game_id)  # deleted since it was looked at (History's Delete, between two transactions)
                c.execute("DELETE FROM deals WHERE game_id = ? AND number > ?", (game_id, keep))
                update_game(c, keep)
            return 0
        written = 0
        for i in range(keep, len(done)):
            entry = done[i]
            with self._transaction() as c:
                self.check_game(game_id)  # deleted since it was looked at (History's Delete, between two transactions)
                if i == keep and len(stored) > keep:
                    c.execute("DELETE FROM deals WHERE game_id = ? AND number > ?", (game_id, keep))
                self._insert_deal(c, game_id, i + 1, entry.deal.dealer, entry.deal.result.declarer, entry.row, seed)
                update_game(c, i + 1)
            written += 1
        return written

    def write_score_sheet(
        self,
        game_id: int,
        deals: Seq[tuple[int, int | None, ScoreRow]],
        sheet: str,
        winner: int | None,
        finished: str | None = None,
    ) -> None:
        """Replace a score keeper's deals in one transaction (used after each entered,
        undone or corrected deal).

        :param deals: ``(dealer, declarer, row)`` per deal, in order.
        :param sheet: the keeper's sheet JSON (stored as the game's record: its ``deals``
            hold each deal's entry, in the same order).
        :param winner: the winning side, or None while the game goes on.
        """
        if self._kind(game_id) != "score_keeper":
            raise HistoryError(Message("Game {game} is not a score keeper's sheet.", game=game_id))
        with self._transaction() as c:
            c.execute("DELETE FROM deals WHERE game_id = ?", (game_id,))
            for number, (dealer, declarer, row) in enumerate(deals, 1):
                self._insert_deal(c, game_id, number, dealer, declarer, row)
            c.execute(
                "UPDATE games SET record = ?, winner = ?, finished = ? WHERE id = ?",
                (sheet, winner, (finished or now_text()) if winner is not None else None, game_id),
            )

    @staticmethod
    def _insert_deal(c, game_id: int, number: int, dealer: int, declarer: int | None, row: ScoreRow,
                     seed: int | str | None = None) -> None:
        """A deal's row; its record is in the game's (``games.record``), written with it;
        ``seed``: the table's (None: unseeded)."""
        c.execute(
            "INSERT INTO deals (game_id, number, dealer, declarer, outcome, totals, written, pot_released, "
            "penalties, baits, scores, pot, pots, seed) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
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
                _seed_json(seed),
            ),
        )

    def deal_seed(self, game_id: int, number: int) -> int | str | None:
        """The seed deal ``number`` of a game was played with (:meth:`store_game`'s
        ``seed``): a whole number or a text; None when unseeded, not known or unreadable."""
        row = self.select("SELECT seed FROM deals WHERE game_id = ? AND number = ?", (game_id, number)).fetchone()
        return _seed_of(row[0] if row is not None else None)

    def game_seed(self, game_id: int) -> int | str | None:
        """The seed a game was last played with (``games.seed``, schema 13: kept when it was
        started, stored or put aside — before its first deal was finished too), what a game
        continued from History goes on seeded by (None: unseeded, not known or unreadable)."""
        row = self.select("SELECT seed FROM games WHERE id = ?", (game_id,)).fetchone()
        return _seed_of(row[0] if row is not None else None)

    def comparison_seed(self, game_id: int, number: int) -> int | str | None:
        """The seed deal ``number`` of a stored game is compared with, as the table seeded it:
        the deal's own (:meth:`deal_seed`), else the game's (:meth:`game_seed`: a deal stored
        without one — before schema 11 — of a game played seeded). One rule for a comparison
        made again at a start and for History's Show me how."""
        seed = self.deal_seed(game_id, number)
        return seed if seed is not None else self.game_seed(game_id)

    def keep_in_progress(self, game_id: int, game: Game, seed: int | str | None = None) -> None:
        """Store a played game that is put aside unfinished (a new game started, the
        app closed) so that it can be continued later: its finished deals
        (:meth:`store_game`) and its whole record, the deal in progress included.

        ``seed``: as :meth:`store_game`'s. :raises HistoryError: the database cannot be written."""
        self.store_game(game_id, game, seed=seed)
        with self._transaction() as c:
            c.execute("UPDATE games SET record = ?, seed = ? WHERE id = ?",
                      (game_record(game).to_json(), _seed_json(seed), game_id))

    def holds_game(self, game_id: int, names: Seq[str], first_deal: dict[str, Any] | None = None) -> bool:
        """Whether ``game_id`` is a played game of these players (one per seat) whose
        stored record, if it has a deal, starts with the cards of ``first_deal`` (a deal
        record's JSON object; its actions may have gone on since) — False when there is
        no such game, or another game has its id now (the history was replaced since the
        id was learned). :raises HistoryError: it cannot be read."""
        row = self.select("SELECT kind, names, record FROM games WHERE id = ?", (game_id,)).fetchone()
        if row is None or row[0] != "played":
            return False
        try:
            if json.loads(row[1]) != list(names):
                return False
            deals = json.loads(row[2]).get("deals") if row[2] else None
        except (TypeError, ValueError, AttributeError):
            return False
        if not deals or first_deal is None:
            return True
        if not isinstance(deals, list) or not isinstance(deals[0], dict):
            return False
        return all(deals[0].get(k) == v for k, v in first_deal.items() if k != "actions")

    def set_busy_timeout(self, ms: int) -> None:
        """How long a write waits for another program's lock before it fails with
        :class:`HistoryError` (see :func:`~.history_errors.is_locked`); 10 s when opened."""
        self._conn.execute(f"PRAGMA busy_timeout = {max(0, int(ms))}")

    def latest_unfinished(self, prefer: int | None = None) -> int | None:
        """The most recently started played game that is not finished, or None;
        ``prefer``: that game when it is a played game not finished (the game a damaged
        autosave was saving to, :attr:`~.autosave.Autosave.lost_history_id`)."""
        if prefer is not None:
            row = self.select("SELECT id FROM games WHERE kind = 'played' AND finished IS NULL AND id = ?",
                              (prefer,)).fetchone()
            if row is not None:
                return int(row[0])
        row = self.select(
            "SELECT id FROM games WHERE kind = 'played' AND finished IS NULL ORDER BY started DESC, id DESC LIMIT 1"
        ).fetchone()
        return None if row is None else int(row[0])

    def game_levels(self, game_id: int) -> list[str | None] | None:
        """The computer level of each seat of a stored game (None for a person)."""
        row = self.select("SELECT levels FROM games WHERE id = ?", (game_id,)).fetchone()
        if row is None or not row[0]:
            return None
        try:
            levels = json.loads(row[0])
        except ValueError:
            return None
        return levels if isinstance(levels, list) else None

    def delete_game(self, game_id: int) -> bool:
        """Delete a game and its deals. :returns: False if there was no such game.

        The game is known as deleted by this program (:meth:`deleted_here`) from within the
        deleting transaction: any connection of this program that finds it gone finds that too."""
        key = self._own_key
        marked = False
        try:
            with self._transaction() as c:
                c.execute("DELETE FROM deals WHERE game_id = ?", (game_id,))
                gone = c.execute("DELETE FROM games WHERE id = ?", (game_id,)).rowcount > 0
                if gone and key is not None and not opening.OWN.deleted(key, game_id):
                    opening.OWN.delete(key, game_id)
                    marked = True
            return gone
        except BaseException:
            if marked:  # not committed: the game is still there
                opening.OWN.undelete(key, game_id)
            raise

    def deleted_here(self, game_id: int) -> bool:
        """Whether this program (any of its connections to this file, whatever the thread)
        deleted game ``game_id`` (:meth:`delete_game`): a game found gone was deleted by the
        person here — even when the session has not been told yet — not by another program,
        and is not stored again. (Ids are never given twice, so the id names no other game.)"""
        return self._own_key is not None and opening.OWN.deleted(self._own_key, game_id)

    # -------------------------------------------------------------- reading
    def check_game(self, game_id: int) -> None:
        """:raises GameGone: game ``game_id`` is not in the history (any more: deleted).
        :raises HistoryError: the history cannot be read."""
        if self.select("SELECT 1 FROM games WHERE id = ?", (game_id,)).fetchone() is None:
            raise _gone()

    def _kind(self, game_id: int) -> str:
        row = self.select("SELECT kind FROM games WHERE id = ?", (game_id,)).fetchone()
        if row is None:
            raise _gone()
        return row[0]

    def select(self, sql: str, args: tuple = ()) -> sqlite3.Cursor:
        """Run a query that reads (the statistics, :mod:`.statistics`, read through it).
        :raises HistoryError: the history cannot be read."""
        try:
            return self._conn.execute(sql, args)
        except sqlite3.DatabaseError as e:
            raise HistoryError(Message("The game history cannot be read: {reason}.", reason=opening.sqlite_reason(e))) from e

    _SUMMARY = (
        "SELECT g.id, g.kind, g.started, g.finished, g.players, g.mode, g.target, g.rules, g.names, "
        "g.levels, g.winner, g.practice, "
        "(SELECT count(*) FROM deals d WHERE d.game_id = g.id AND d.outcome IN ('made', 'bait', 'hanging')), "
        "(SELECT d.scores FROM deals d WHERE d.game_id = g.id ORDER BY d.number DESC LIMIT 1), "
        "(SELECT count(*) FROM deals d WHERE d.game_id = g.id), g.preset "
        "FROM games g"
    )

    def _summary(self, r) -> GameSummary:
        """A row of :data:`_SUMMARY` as a summary; a row that cannot be read is one with
        ``damaged`` set (never raises)."""
        try:
            return self._read_summary(r)
        except Exception as e:  # ValueError, TypeError, RulesError, ...: whatever a bad value raises
            log.warning("game %s in the history cannot be read: %s", r[0], e)
        rules = _safe_rules(r[7], r[4])
        n, sides = rules.players, rules.sides
        names = _json_list(r[8], str, n) or ["?"] * n
        return GameSummary(
            id=r[0], kind=r[1] if r[1] in KINDS else "played", started=r[2] if isinstance(r[2], str) else "",
            finished=r[3] if isinstance(r[3], str) else None, players=n, mode=mode_key(rules),
            target=rules.target, rules=rules, names=names,
            levels=_json_list(r[9], (str, type(None)), n) or [None] * n, winner=None,
            deals=r[12] if type(r[12]) is int else 0, scores=_json_list(r[13], int, sides) or [0] * sides,
            sheet_rows=r[14] if type(r[14]) is int else 0,
            practice=None, damaged=Message("The entry of game {game} in the history is damaged: it cannot be shown, "
                                           "only deleted.", game=r[0]),
        )

    def _read_summary(self, r) -> GameSummary:
        """:raises ValueError, TypeError, ...: a value of the row is not what the schema says."""
        rules = stored_rules(r[7], r[4])
        practice = PracticeMark.from_json(r[11], rules)
        if r[13]:
            scores = _json_list(r[13], int, rules.sides)
        elif practice is not None and practice.context is not None:
            scores = list(practice.context.scores)
        else:
            scores = [0] * rules.sides
        names = _json_list(r[8], str, rules.players)
        levels = _json_list(r[9], (str, type(None)))
        if (scores is None or names is None or levels is None or r[4] != rules.players or r[1] not in KINDS
                or not isinstance(r[2], str)
                or not (r[3] is None or isinstance(r[3], str)) or not (r[10] is None or r[10] in range(rules.sides))
                or type(r[12]) is not int or type(r[6]) is not int or not isinstance(r[5], str)):
            raise ValueError("a value is not what the schema says")
        return GameSummary(
            id=r[0], kind=r[1], started=r[2], finished=r[3], players=r[4], mode=r[5], target=r[6],
            rules=rules, names=names, levels=levels, winner=r[10], deals=r[12],
            scores=scores, practice=practice, sheet_rows=r[14] if type(r[14]) is int else 0,
            preset=r[15] if isinstance(r[15], str) and r[15] else None,
        )

    def list_games(self, kind: str | None = None, practice: bool | None = None,
                   ids: Seq[int] | None = None) -> list[GameSummary]:
        """Every game (or every game of one ``kind``; ``practice`` True: only practice
        games, False: none of them), newest first; ``ids``: only those games (a page of
        :meth:`game_ids`; an id no longer stored is left out)."""
        where, args = [], []
        if kind is not None:
            where.append("g.kind = ?")
            args.append(kind)
        if practice is not None:
            where.append("g.practice IS NOT NULL" if practice else "g.practice IS NULL")
        if ids is not None:
            where.append("g.id IN (" + ", ".join("?" * len(ids)) + ")")
            args.extend(int(i) for i in ids)
        sql = self._SUMMARY + (" WHERE " + " AND ".join(where) if where else "") + " ORDER BY g.started DESC, g.id DESC"
        return [self._summary(r) for r in self.select(sql, tuple(args)).fetchall()]

    def again_tries(self) -> dict[int, int]:
        """Which try each deal played again is: ``{game id: n}`` for the practice games
        that play a deal of a stored game again (their :class:`PracticeMark` names its
        ``origin`` and ``deal``), numbered 1, 2, 3 … in the order they were begun among
        those of the same deal of the same game (a deleted one leaves no gap: the tries
        kept are counted). A mark that cannot be read is left out.

        :raises HistoryError: the history cannot be read."""
        rows = self.select("SELECT id, practice FROM games WHERE practice IS NOT NULL ORDER BY id").fetchall()
        counted: dict[tuple[int, int], int] = {}
        out = {}
        for gid, text in rows:
            mark = _json_dict(text) or {}
            origin, deal = mark.get("origin"), mark.get("deal")
            if type(origin) is int and type(deal) is int:
                counted[(origin, deal)] = out[gid] = counted.get((origin, deal), 0) + 1
        return out

    def game_ids(self) -> list[int]:
        """The id of every game, newest first (the order of :meth:`list_games`): quick
        even for thousands of games, so that History reads its rows page by page
        (``list_games(ids=page)``)."""
        sql = "SELECT g.id FROM games g ORDER BY g.started DESC, g.id DESC"
        return [int(r[0]) for r in self.select(sql).fetchall()]

    def reader(self) -> History | None:
        """A second, read-only connection to this history's file, for another thread
        (History's statistics are read on a worker thread); :meth:`close` it there when
        done. None when there is no file another connection can read (a history in
        memory, an older version's migrated copy) or it cannot be opened."""
        try:
            rows = self._conn.execute("PRAGMA database_list").fetchall()
        except sqlite3.Error:
            return None
        file = next((r[2] for r in rows if r[1] == "main"), "")
        if not file:
            return None
        other = object.__new__(History)
        other.path, other.recovered = self.path, None
        other.read_only = Message("The game history {path} can only be read: nothing new is kept.", path=self.path)
        other.set_aside, other.games_recovered = None, 0
        try:
            other._conn = sqlite3.connect(f"{Path(file).resolve().as_uri()}?mode=ro", uri=True, isolation_level=None,
                                          timeout=10, check_same_thread=False)
            other._conn.execute("PRAGMA query_only = ON")
        except sqlite3.Error:
            return None
        return other

    def practice(self, game_id: int) -> PracticeMark | None:
        """A game's practice mark, or None for an ordinary game. :raises HistoryError: no
        such game."""
        return self.game(game_id).practice

    def replay_game(self, game_id: int) -> Game:
        """A played game replayed from its record, from its practice context if it has
        one: what :func:`~deberts_desktop.engine.practice.play_again` takes.

        :raises HistoryError: as :meth:`record`, or the record does not replay."""
        from ..engine.record import replay

        record = self.record(game_id)
        mark = self.practice(game_id)
        try:
            return replay(record, context=mark.context if mark else None)
        except RecordError as e:
            log.warning("the record of game %s cannot be replayed: %s", game_id, e)
            raise HistoryError(Message("The record of game {game} cannot be read: {error}.", game=game_id,
                                       error=record_problem(e.deal, e.action))) from e

    def game(self, game_id: int) -> GameSummary:
        """One game's summary. :raises HistoryError: no such game, or its entry is
        damaged (:attr:`GameSummary.damaged`)."""
        r = self.select(self._SUMMARY + " WHERE g.id = ?", (game_id,)).fetchone()
        if r is None:
            raise _gone()
        summary = self._summary(r)
        if summary.damaged is not None:
            raise HistoryError(summary.damaged)
        return summary

    def score_sheet(self, game_id: int) -> list[SheetRow]:
        """The game's deals in order (thrown-in deals included, with ``outcome`` None).

        :raises HistoryError: a deal's row cannot be read (a value is not what the schema
            says); the message names the deal."""
        rows = self.select(
            "SELECT number, dealer, declarer, outcome, totals, written, pot_released, penalties, baits, "
            "scores, pot, pots FROM deals WHERE game_id = ? ORDER BY number",
            (game_id,),
        ).fetchall()
        records = self._deal_records(game_id) if rows else []
        out = []
        for r in rows:
            try:
                row = SheetRow(
                    number=r[0], dealer=r[1], declarer=r[2], outcome=r[3], totals=json.loads(r[4]),
                    written=json.loads(r[5]), pot_released=json.loads(r[6]), penalties=json.loads(r[7]),
                    baits=json.loads(r[8]), scores=json.loads(r[9]), pot=r[10], pots=json.loads(r[11]),
                    record=_deal_record(records, r[0]),
                )
                if not _sheet_row_ok(row):
                    raise ValueError("a value is not what the schema says")
            except (ValueError, TypeError) as e:
                log.warning("deal %s of game %s in the history cannot be read: %s", r[0], game_id, e)
                raise HistoryError(Message("Deal {deal} of game {game} in the history is damaged: its score sheet "
                                           "cannot be shown.", deal=r[0], game=game_id)) from e
            out.append(row)
        return out

    def _deal_records(self, game_id: int) -> list:
        """The deals of a game's stored record (JSON data, the deal numbered ``n`` at
        ``n - 1``: a played game's deal records, a score keeper's entries); empty when the
        record cannot be read."""
        row = self.select("SELECT record FROM games WHERE id = ?", (game_id,)).fetchone()
        try:
            deals = json.loads(row[0]).get("deals")
        except (TypeError, ValueError, AttributeError, RecursionError):
            return []
        return deals if isinstance(deals, list) else []

    def stored_record(self, game_id: int) -> str | None:
        """The game's stored record text: a ``deberts-record`` for a played game (up to
        its last stored deal), the sheet JSON for a score keeper."""
        row = self.select("SELECT record FROM games WHERE id = ?", (game_id,)).fetchone()
        if row is None:
            raise _gone()
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
            log.warning("the record of game %s cannot be read: %s", game_id, e)
            raise HistoryError(Message("The record of game {game} cannot be read: {error}.", game=game_id,
                                       error=record_problem(e.deal, e.action))) from e

    # -------------------------------------------------------------- reviews
    def deal_review(self, game_id: int, number: int, version: int) -> dict[str, Any] | None:
        """The stored review of deal ``number`` (1, 2, ...) of a game, made by analysis
        ``version`` (:data:`~deberts_desktop.ai.review.REVIEW_VERSION`), as stored (a
        dict, see :meth:`store_deal_review`); None when there is none of that version or
        it cannot be read."""
        row = self.select("SELECT version, review FROM reviews WHERE game_id = ? AND number = ?",
                          (game_id, number)).fetchone()
        return None if row is None or row[0] != version else _json_dict(row[1])

    def store_deal_review(self, game_id: int, number: int, version: int, review: dict[str, Any]) -> None:
        """Keep the review of deal ``number`` of a game (replacing an older one).

        :param version: the analysis's version; :param review: the review as JSON data
            (``DealReview.to_dict()``).
        :raises HistoryError: no such deal stored, or the history cannot be written (read
            only: a review is then shown without being kept)."""
        with self._transaction() as c:
            if c.execute("SELECT 1 FROM deals WHERE game_id = ? AND number = ?", (game_id, number)).fetchone() is None:
                raise HistoryError(Message("There is no deal {deal} of game {game} in the history.",
                                           deal=number, game=game_id))
            c.execute("INSERT OR REPLACE INTO reviews (game_id, number, version, review) VALUES (?, ?, ?, ?)",
                      (game_id, number, version, json.dumps(review, ensure_ascii=False)))

    # -------------------------------------------------------------- comparisons
    def store_comparison(self, game_id: int, number: int, comparison: dict[str, Any], rated: bool,
                         made: str | None = None) -> None:
        """Keep the comparison of deal ``number`` (1, 2, ...) of a game, replacing one of
        the same Master configuration.

        :param comparison: JSON data as
            :func:`~deberts_desktop.ai.compare.compare_at_table` returns it: its
            ``configuration`` (a text), ``seat`` (a whole number), ``played`` and ``master``
            (margins: numbers, or None for a debertz) are read, all of it is kept.
        :param rated: it counts for the rating (made after the deal was played in an
            ordinary game). :param made: when (default now).
        :raises ValueError: ``comparison`` lacks those values.
        :raises HistoryError: no such deal stored, or the history cannot be written."""
        if not _comparison_ok(comparison):
            raise ValueError("a comparison needs a configuration, a seat and two margins")
        key, seat = comparison["configuration"], comparison["seat"]
        margins = comparison.get("played"), comparison.get("master")
        with self._transaction() as c:
            if c.execute("SELECT 1 FROM deals WHERE game_id = ? AND number = ?", (game_id, number)).fetchone() is None:
                raise HistoryError(Message("There is no deal {deal} of game {game} in the history.",
                                           deal=number, game=game_id))
            c.execute("INSERT OR REPLACE INTO comparisons (game_id, number, configuration, seat, played, master, "
                      "rated, made, details) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                      (game_id, number, key, seat, *margins, int(bool(rated)), made or now_text(),
                       json.dumps(comparison, ensure_ascii=False)))

    def store_comparison_failure(self, game_id: int, number: int, configuration: str,
                                 when: str | None = None) -> int:
        """Count one more failed comparison of deal ``number`` (1, 2, ...) of a game after
        it was played, with the Master of ``configuration`` (its configuration id;
        ``when``: default now). Returns how many times it has failed with that Master.

        :raises HistoryError: no such deal stored, or the history cannot be written."""
        with self._transaction() as c:
            if c.execute("SELECT 1 FROM deals WHERE game_id = ? AND number = ?", (game_id, number)).fetchone() is None:
                raise HistoryError(Message("There is no deal {deal} of game {game} in the history.",
                                           deal=number, game=game_id))
            c.execute("INSERT INTO comparison_failures (game_id, number, configuration, tries, last) "
                      "VALUES (?, ?, ?, 1, ?) ON CONFLICT (game_id, number, configuration) "
                      "DO UPDATE SET tries = tries + 1, last = excluded.last",
                      (game_id, number, configuration, when or now_text()))
            return int(c.execute("SELECT tries FROM comparison_failures WHERE game_id = ? AND number = ? "
                                 "AND configuration = ?", (game_id, number, configuration)).fetchone()[0])

    def comparison_failures(self, game_id: int, configuration: str) -> dict[int, int]:
        """How many times the comparison of each deal of a game failed with the Master of
        ``configuration``: ``{deal number: tries}`` (deals that never failed with it are
        left out). A deal with :data:`COMPARISON_TRIES` or more is given up by that Master:
        not compared again at a start."""
        rows = self.select("SELECT number, tries FROM comparison_failures WHERE game_id = ? AND configuration = ?",
                           (game_id, configuration)).fetchall()
        return {n: t for n, t in rows if type(n) is int and type(t) is int}

    def given_up_comparisons(self, game_id: int, configuration: str) -> dict[int, int]:
        """The deals of a game whose comparison after they were played failed
        :data:`COMPARISON_TRIES` times or more with the Master of ``configuration``:
        ``{deal number: tries}``. That Master compares them again no more — not at a start
        (:meth:`each_uncompared_deal`), nor when the game is continued at their end-of-deal
        panel — and Show me how names them; another Master (a new version's) tries again.

        :raises HistoryError: the history cannot be read."""
        return {n: t for n, t in self.comparison_failures(game_id, configuration).items() if t >= COMPARISON_TRIES}

    def uncompared_deals(self, configuration: str | None, limit: int = 5) -> list[tuple[int, int]]:
        """Deals whose comparison after they were played was lost — the app closed while it
        was being made (an end-of-game panel closed, a new game begun, then the app), or the
        game was not stored yet when it came: ``(game id, deal number)``, newest first, at
        most ``limit``. Those are the deals of ordinary games (played, not practice, one
        person at the table: the games whose deals are compared, rated) with no comparison
        of any Master and not given up by the Master of ``configuration`` (failed
        :data:`COMPARISON_TRIES` times with it; None: whether given up is not looked at —
        a Master not known yet), from the first game that has a rated comparison on (a game
        of before the comparisons, or of a history that never had one, is not looked at).

        :raises HistoryError: the history cannot be read."""
        out = []
        with closing(self.each_uncompared_deal(configuration)) as deals:
            for found in deals:
                if len(out) >= limit:
                    break
                out.append(found)
        return out

    def each_uncompared_deal(self, configuration: str | None):
        """:meth:`uncompared_deals`, one at a time, all of them, newest first, read as
        they are taken (a caller that passes some over — a game that cannot be read — takes
        the next ones without reading them all).

        :raises HistoryError: the history cannot be read (when it is asked or as it is read)."""
        rows = self.select(
            "SELECT d.game_id, d.number, g.levels FROM deals d JOIN games g ON g.id = d.game_id "
            "WHERE g.kind = 'played' AND g.practice IS NULL "
            "AND d.game_id >= (SELECT MIN(game_id) FROM comparisons WHERE rated = 1) "
            "AND NOT EXISTS (SELECT 1 FROM comparisons c WHERE c.game_id = d.game_id AND c.number = d.number) "
            "AND NOT EXISTS (SELECT 1 FROM comparison_failures f WHERE f.game_id = d.game_id "
            "AND f.number = d.number AND f.configuration = ? AND f.tries >= ?) "
            "ORDER BY d.game_id DESC, d.number DESC", (configuration, COMPARISON_TRIES))
        try:  # (closed when the caller stops early: a statement left open would hold the history's read lock)
            while True:
                try:
                    row = rows.fetchone()
                except sqlite3.DatabaseError as e:
                    raise HistoryError(Message("The game history cannot be read: {reason}.",
                                               reason=opening.sqlite_reason(e))) from e
                if row is None:
                    return
                game_id, number, levels = row
                try:
                    seats = json.loads(levels) if levels else None
                except ValueError:
                    continue
                if isinstance(seats, list) and seats.count(None) == 1:  # one person at the table
                    yield game_id, number
        finally:
            rows.close()

    def deal_comparison(self, game_id: int, number: int, configuration: str) -> dict[str, Any] | None:
        """The stored comparison of deal ``number`` of a game made with the Master of
        ``configuration``, as stored (:meth:`store_comparison`'s data, with ``rated`` and
        ``made`` added); None when there is none or it cannot be read."""
        row = self.select("SELECT details, rated, made FROM comparisons WHERE game_id = ? AND number = ? "
                          "AND configuration = ?", (game_id, number, configuration)).fetchone()
        data = None if row is None else _json_dict(row[0])
        return None if data is None or not _comparison_ok(data) else {**data, "rated": bool(row[1]), "made": row[2]}

    def game_comparisons(self, game_id: int, configuration: str) -> dict[int, dict[str, Any]]:
        """The rated comparisons of a game's deals made with the Master of
        ``configuration``: ``{deal number: comparison}`` (as :meth:`deal_comparison`
        gives each; one that cannot be read is left out)."""
        rows = self.select("SELECT number, details FROM comparisons WHERE game_id = ? AND configuration = ? "
                           "AND rated = 1 ORDER BY number", (game_id, configuration)).fetchall()
        return {number: {**data, "rated": True} for number, details in rows
                if type(number) is int and (data := _json_dict(details)) is not None and _comparison_ok(data)}

    # -------------------------------------------------------------- problems
    def problem_progress(self) -> dict[str, ProblemProgress]:
        """The person's progress on the problems, by problem key (those never answered
        are missing); a row that cannot be read is left out."""
        out = {}
        for problem, tries, solved, last, updated in self.select(
                "SELECT problem, tries, solved, last, updated FROM problem_progress").fetchall():
            if isinstance(problem, str) and type(tries) is int and type(solved) is int and last in PROBLEM_RESULTS:
                out[problem] = ProblemProgress(problem, tries, solved, last, str(updated))
        return out

    def record_problem_attempt(self, problem: str, result: str) -> ProblemProgress:
        """Keep one answer to a problem: ``result`` is ``right`` or ``wrong`` (the first
        choice of an attempt) or ``shown`` (the answer shown before any choice). Returns
        the problem's progress after it.

        :raises ValueError: an unknown result. :raises HistoryError: the history can only
            be read, or SQLite could not write."""
        if result not in PROBLEM_RESULTS:
            raise ValueError(f"unknown result {result!r}; one of {', '.join(PROBLEM_RESULTS)}")
        now = now_text()
        right = int(result == "right")
        with self._transaction() as c:
            c.execute(
                "INSERT INTO problem_progress (problem, tries, solved, last, updated) VALUES (?, 1, ?, ?, ?) "
                "ON CONFLICT (problem) DO UPDATE SET tries = tries + 1, solved = solved + excluded.solved, "
                "last = excluded.last, updated = excluded.updated", (problem, right, result, now))
            row = c.execute("SELECT tries, solved FROM problem_progress WHERE problem = ?", (problem,)).fetchone()
        return ProblemProgress(problem, row[0], row[1], result, now)

    # -------------------------------------------------------------- checking
    def check(self) -> list[str]:
        """Look for damage: SQLite's integrity check, then each game's deals numbered 1, 2,
        ... with running scores that add up. :returns: problems found (empty if none)."""
        problems = [r[0] for r in self.select("PRAGMA integrity_check").fetchall() if r[0] != "ok"]
        for (gid, practice, rules_json, players) in self.select(
                "SELECT id, practice, rules, players FROM games").fetchall():
            mark = PracticeMark.from_json(practice, stored_rules(rules_json, players))
            sides = None
            prev: list[int] | None = None
            try:
                sheet = self.score_sheet(gid)
            except HistoryError as e:
                problems.append(f"game {gid}: {e}")
                continue
            for n, row in enumerate(sheet, 1):
                if row.number != n:
                    problems.append(f"game {gid}: deal {row.number} stored where deal {n} should be")
                    break
                if sides is None:
                    sides = len(row.scores)
                    prev = list(mark.context.scores) if mark and mark.context else [0] * sides
                if [p + w for p, w in zip(prev, row.written)] != row.scores:
                    problems.append(f"game {gid}, deal {n}: the running scores do not add up")
                prev = row.scores
        return problems


def _gone() -> GameGone:
    """The error of a game asked for that is not in the history (any more)."""
    return GameGone(Message("This game is no longer in the history: it was deleted."))


def stored_rules(text: str, players: int) -> Rules:
    """A game's rules as its row stores them (JSON), or the default rules of ``players``
    when the JSON cannot be read as rules."""
    try:
        return Rules.from_dict(json.loads(text))
    except (RulesError, TypeError, ValueError):
        return Rules(players=players)


def _safe_rules(text: Any, players: Any) -> Rules:
    """:func:`_rules` for a row that may hold anything: the default rules when neither the
    rules nor the player count can be read."""
    try:
        return stored_rules(text, players)
    except (RulesError, TypeError, ValueError):
        return Rules()


def _comparison_ok(data: dict) -> bool:
    """Whether a deal's comparison (:meth:`History.store_comparison`'s data) holds what is
    read of it: its ``configuration`` (a text), ``seat`` (a whole number), ``played`` and
    ``master`` (margins: numbers, or None for a debertz). A stored one that does not (the
    history damaged) cannot be read: it is made again, never shown.

    >>> _comparison_ok({"configuration": "m", "seat": 0, "played": 12.5, "master": None})
    True
    >>> _comparison_ok({"configuration": "m", "seat": 0, "played": "12", "master": 3})
    False
    """
    key, seat = data.get("configuration"), data.get("seat")
    margins = data.get("played"), data.get("master")
    return isinstance(key, str) and bool(key) and type(seat) is int and all(
        m is None or (isinstance(m, (int, float)) and not isinstance(m, bool)) for m in margins)


def _json_dict(text: Any) -> dict | None:
    """The JSON object ``text`` holds, or None when it holds something else or cannot be
    read (not JSON, not text, nested too deep).

    >>> _json_dict('{"deal": 1}'), _json_dict('[1]'), _json_dict('{"deal"'), _json_dict(None)
    ({'deal': 1}, None, None, None)
    """
    try:
        value = json.loads(text)
    except (TypeError, ValueError, RecursionError):
        return None
    return value if isinstance(value, dict) else None


def _json_list(text: Any, kind: type | tuple[type, ...], length: int | None = None) -> list | None:
    """The JSON list ``text`` holds when each item is of ``kind`` (``int``: a whole
    number, not a bool) and, with ``length``, it has that many; else None.

    >>> _json_list('["A", "B"]', str, 2), _json_list('["A"]', str, 2), _json_list('[1, true]', int)
    (['A', 'B'], None, None)
    """
    try:
        value = json.loads(text)
    except (TypeError, ValueError, RecursionError):
        return None
    if not isinstance(value, list) or (length is not None and len(value) != length):
        return None
    if kind is int:
        ok = all(type(v) is int for v in value)
    else:
        ok = all(isinstance(v, kind) and type(v) is not bool for v in value)
    return value if ok else None


def _deal_record(records: list, number: Any) -> dict[str, Any] | None:
    """Deal ``number``'s record among a game's (:meth:`History._deal_records`), or None."""
    if type(number) is not int or not 1 <= number <= len(records):
        return None
    record = records[number - 1]
    return record if isinstance(record, dict) else None


def _sheet_row_ok(row: SheetRow) -> bool:
    """Whether a deal's row holds what the schema says: per side lists of whole numbers
    of one length, whole-number seats and pot, a known outcome."""
    lists = (row.totals, row.written, row.pot_released, row.penalties, row.baits, row.scores)
    if not all(isinstance(v, list) and all(type(x) is int for x in v) for v in (*lists, row.pots)):
        return False
    if len({len(v) for v in lists}) != 1:
        return False
    return (type(row.number) is int and type(row.dealer) is int and type(row.pot) is int
            and (row.declarer is None or type(row.declarer) is int)
            and row.outcome in (None, "made", "bait", "hanging", "debertz")
            and (row.record is None or isinstance(row.record, dict)))


def _seed_json(seed: int | str | None) -> str | None:
    """A seed as its column keeps it (``deals.seed``, ``games.seed``): JSON, NULL when unseeded."""
    return None if seed is None else json.dumps(seed)


def _seed_of(text: Any) -> int | str | None:
    """A seed read back from its column (:func:`_seed_json`): a whole number or a text; None
    when unseeded or unreadable.

    >>> _seed_of('3'), _seed_of('"friday"'), _seed_of(None), _seed_of('[1]'), _seed_of('true'), _seed_of('{')
    (3, 'friday', None, None, None, None)
    """
    try:
        seed = json.loads(text) if text is not None else None
    except (TypeError, ValueError, RecursionError):
        return None
    return seed if isinstance(seed, str) or type(seed) is int else None
