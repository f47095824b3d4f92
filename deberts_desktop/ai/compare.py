"""The comparison: the Master in a seat of a finished deal (issue 24).

Given a game record, a seat S and the levels of the other seats, each finished deal is
played again from the same cards, the same dealer and the same score-sheet state (scores,
bait counts and pots before the deal, as the players saw them) — the whole deal, bidding
included — with the Master in seat S and every other seat played by its level. The
figure is the seat's **margin**: the deal points its side writes for the deal before pots
and penalties (the score sheet's own or transferred points, ``ScoreRow.base``, as
:func:`~deberts_desktop.engine.scoring.write_deal` writes them) minus the average of the
other sides' — as played (the record's row) and in the Master's replay.

- A thrown-in deal: 0 for everyone (nothing is written).
- A debertz deal (as played or in the replay) is reported, not rated: its margin is
  ``None`` and so is the difference.
- An unfinished deal (the record stops inside it) is skipped, and so is a deal the
  replay cannot bid freely (:func:`replayable`: a 4-player deal written by its hands, a
  set-up position, whose recorded completion fixes who receives the turned card).

**Seeds** (so that every figure is reproducible). The player of seat ``s`` in deal ``n``
(1 for the record's first deal) — the Master in S and each other seat alike — is made by
its :class:`~deberts_desktop.ai.config.LevelConfig` with the seed
:func:`seat_seed` ``(seed, n, s)``: ``random.Random("compare|<seed>|<n>|<s>").getrandbits(48)``
(``seed`` 0 unless given; Python's string seeding is the same on every machine and in
every process). A player draws each decision from its seed and the position
(:mod:`~deberts_desktop.ai.players`), and node budgets count nodes, not time, so the
replay is the same on any machine. A caller that knows the seeds the real game used
passes them: :func:`compare_at_table`, which the app runs after each deal of a game at
the table, seeds every seat — the Master in the person's seat too — as the table seeded
that seat's computer (:func:`~deberts_desktop.ai.config.player_seed` of the game's seed
and the seat), so that the other seats answer the same position with the same action
as in the game, and the two lines part only where the Master plays otherwise.

A replay can be **paused** between two decisions (``pause``: called before each one, it
returns when the replay may go on): the app pauses its comparison while a computer at
the table thinks.

Each comparison carries the Master's **configuration id** (:func:`config_id`): the level's
name and a hash of its parameters and :data:`COMPARE_VERSION`, so that comparisons made
with another Master are kept apart.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from dataclasses import dataclass
from typing import Sequence as Seq

from ..engine.actions import Decline
from ..engine.deal import Deal
from ..engine.dealing import turned_receiver
from ..engine.game import Game
from ..engine.game_context import GameContext
from ..engine.record import GameRecord, replay
from ..engine.rules import Rules
from ..engine.scoring import ScoreRow
from .arena import _seed, run_deal
from .config import ARENA_LEVELS, LEVELS, LevelConfig, player_seed, table_config

#: Bumped when the way a comparison is played changes (not the Master's parameters, which
#: the configuration id hashes itself).
COMPARE_VERSION = 1


def config_id(config: LevelConfig) -> str:
    """The configuration id of a level: ``"<level>-<12 hex digits>"``, a SHA-256 of its
    parameters (the fields of the :class:`LevelConfig` that differ from the class's
    defaults: a field added later, at a default that plays as before, leaves every id as
    it was) and :data:`COMPARE_VERSION`.

    >>> config_id(LEVELS["master"]) == config_id(LEVELS["master"].replace())
    True
    >>> config_id(LEVELS["master"]) == config_id(LEVELS["master"].replace(worlds=80))
    False
    """
    defaults = dataclasses.asdict(LevelConfig(config.level))
    fields = {k: v for k, v in dataclasses.asdict(config).items() if v != defaults[k]}
    text = json.dumps({"compare": COMPARE_VERSION, "config": fields}, sort_keys=True)
    return f"{config.level}-{hashlib.sha256(text.encode()).hexdigest()[:12]}"


def seat_seed(seed, deal_number: int, seat: int) -> int:
    """The seed of the player of ``seat`` in deal ``deal_number`` (from 1) of a comparison
    seeded by ``seed``: a 48-bit whole number, the same on every machine.

    >>> seat_seed(0, 1, 0) == seat_seed(0, 1, 0) != seat_seed(0, 1, 1)
    True
    """
    return _seed("compare", seed, deal_number, seat)  # the arena's: Random("compare|seed|n|s").getrandbits(48)


def margin(rules: Rules, row: ScoreRow, seat: int) -> float | None:
    """The margin of ``seat`` on a deal's score-sheet ``row``: its side's own or
    transferred points (``row.base``: before pots and penalties) minus the average of the
    other sides'; 0 for a thrown-in deal, None for a debertz (not rated). Deal points,
    rounded to 0.01 (three sides: the average of two)."""
    if row.outcome == "debertz":
        return None
    if row.outcome is None:
        return 0.0
    side = rules.side_of(seat)
    others = [v for i, v in enumerate(row.base) if i != side]
    return round(row.base[side] - sum(others) / len(others), 2)


@dataclass(frozen=True)
class SeatComparison:
    """One seat of one deal: ``played`` and ``master`` margins (None: a debertz) and the
    Master's line, ``master_actions`` (``"<seat> <action>"`` texts, as a record writes
    them)."""

    seat: int
    played: float | None
    master: float | None
    master_actions: tuple[str, ...] = ()

    @property
    def difference(self) -> float | None:
        """``played`` − ``master`` (None when either is a debertz)."""
        if self.played is None or self.master is None:
            return None
        return round(self.played - self.master, 2)

    def to_dict(self) -> dict:
        """``{"seat", "played", "master", "difference"}`` (the ``--json`` entry)."""
        return {"seat": self.seat, "played": self.played, "master": self.master, "difference": self.difference}


def resolve_levels(levels, players: int) -> list[LevelConfig]:
    """One configuration per seat from ``levels``: None (the Master everywhere), one level
    (every seat) or one per seat (seat 0 first); a level is a name of
    :data:`~deberts_desktop.ai.config.ARENA_LEVELS` or a :class:`LevelConfig`.

    :raises ValueError: an unknown level name, or neither 1 nor ``players`` levels."""
    if levels is None:
        levels = ["master"]
    if isinstance(levels, (str, LevelConfig)):
        levels = [levels]
    levels = list(levels)
    if len(levels) not in (1, players):
        raise ValueError(f"give one level or {players} (one per seat), not {len(levels)}")
    out = []
    for lv in levels:
        if isinstance(lv, LevelConfig):
            out.append(lv)
        elif lv in ARENA_LEVELS:
            out.append(ARENA_LEVELS[lv])
        else:
            raise ValueError(f"unknown level {lv!r}; choose one of {', '.join(ARENA_LEVELS)}")
    return out * players if len(out) == 1 else out


def replayable(rules: Rules, record_deal, dealer: int) -> bool:
    """Whether ``record_deal`` can be played again with any bidding: dealt from a whole
    pack (``deck``), or its recorded completion fits every declarer (the engine gives the
    turned card to the same seat whoever declares: 2–3 players, or to the dealer). A
    4-player deal written by its hands with the turned card to the declarer cannot: only
    the recorded declarer's side of the bidding fits its completion."""
    if record_deal.deck is not None:
        return True
    return len({turned_receiver(rules, dealer, s) for s in range(rules.players)}) == 1


def master_replay(rules: Rules, record_deal, dealer: int, before: ScoreRow, seat: int,
                  players: Seq[LevelConfig], seeds: Seq, master: LevelConfig = LEVELS["master"],
                  pause=None) -> Game:
    """Play ``record_deal`` (a :class:`~deberts_desktop.engine.record.DealRecord`: its
    cards as dealt) again from the beginning, dealt by ``dealer`` from the score-sheet
    state ``before`` (pots, baits, scores), with ``master`` in ``seat`` and
    ``players[s](seeds[s])`` in every other seat; the players see what they saw in the
    game (:meth:`Game.view`). ``pause()``, when given, is called before each decision (it
    returns when the replay may go on). :returns: the one-deal :class:`Game`, its deal
    finished and written (``game.rows[0]``)."""
    game = Game(rules, dealer=dealer, context=GameContext.of(before))
    deal: Deal = record_deal.make_deal(rules, dealer)
    game.start_deal(deal)
    seats = [(master if s == seat else players[s])(seeds[s]) for s in range(rules.players)]
    view_of = game.view
    if pause is not None:
        def view_of(s):
            pause()
            return game.view(s)
    run_deal(deal, seats, ["a"] * rules.players, None, view_of)
    game.close_if_done()
    return game


def compare_seat(rules: Rules, record_deal, dealer: int, before: ScoreRow, row: ScoreRow, seat: int,
                 players: Seq[LevelConfig], seeds: Seq, master: LevelConfig = LEVELS["master"],
                 pause=None) -> SeatComparison:
    """One seat of one finished deal: its margin as played (``row``, the deal's written
    row) and in :func:`master_replay` (the arguments are its), with the Master's line."""
    again = master_replay(rules, record_deal, dealer, before, seat, players, seeds, master, pause)
    line = tuple(f"{s} {a}" for s, a in again.entries[0].deal.history if not isinstance(a, Decline))
    return SeatComparison(seat, margin(rules, row, seat), margin(rules, again.rows[0], seat), line)


def compare_at_table(rules: Rules, record_deal, dealer: int, before: ScoreRow, row: ScoreRow, seat: int,
                     levels: Seq[str | None], seed=None, pause=None) -> dict:
    """The comparison the app makes after a finished deal of a game at the table: the
    Master in the person's ``seat``, every other seat played by its table level
    (``levels``: a name of :data:`~deberts_desktop.ai.config.LEVELS` per seat, the
    person's ignored; :func:`~deberts_desktop.ai.config.table_config` plays it), each seat
    seeded as the table seeded it in the game (``player_seed(seed, s)``: ``seed`` is the
    game's, None when unseeded). ``pause``: see :func:`master_replay`.

    :returns: JSON data, what the history keeps: ``{"configuration": the Master's
        configuration id, "seat", "played", "master", "difference"}`` (margins in deal
        points as :func:`margin` gives them; None for a debertz) and ``"line"`` (the
        Master's actions, ``"<seat> <action>"`` texts as a record writes them),
        ``"levels"`` (per seat, the level that played it in the replay) and ``"seeds"``
        (per seat; JSON values).
    :raises ValueError: the deal is not :func:`replayable`, or ``seat`` is not one of its."""
    if not 0 <= seat < rules.players:
        raise ValueError(f"seat {seat} is not a seat of these rules (0 to {rules.players - 1})")
    if not replayable(rules, record_deal, dealer):
        raise ValueError("this deal was set up by its hands with the turned card to the declarer: "
                         "its recorded completion fixes who declares")
    master = LEVELS["master"]
    players = [master if s == seat else table_config(levels[s]) for s in range(rules.players)]
    seeds = [player_seed(seed, s) for s in range(rules.players)]
    comp = compare_seat(rules, record_deal, dealer, before, row, seat, players, seeds, master, pause)
    return {"configuration": config_id(master), **comp.to_dict(), "line": list(comp.master_actions),
            "levels": [p.level for p in players], "seeds": seeds}


def compare_record(record: GameRecord, seats: Seq[int] | None = None, levels=None, seed=0,
                   master: LevelConfig = LEVELS["master"], deals: Seq[int] | None = None, progress=None) -> dict:
    """The comparison of every finished deal of ``record`` (or of the deal numbers
    ``deals``, from 1) for ``seats`` (default every seat), the other seats played by
    ``levels`` (see :func:`resolve_levels`), the players seeded by :func:`seat_seed` with
    ``seed``. ``progress(done, total)`` after each replay.

    :returns: ``{"master": config id, "levels": [level per seat], "seed": seed,
        "deals": [{"deal": n, "seats": [SeatComparison.to_dict(), ...]}, ...]}``
        (the Master's lines themselves: :func:`compare_deals`).
    :raises RecordError: the record cannot be replayed. :raises ValueError: bad levels
        or a seat that is not one of the record's."""
    rules = record.rules
    players = resolve_levels(levels, rules.players)
    seats = list(range(rules.players)) if seats is None else list(seats)
    for s in seats:
        if not 0 <= s < rules.players:
            raise ValueError(f"seat {s} is not a seat of this record (0 to {rules.players - 1})")
    out = []
    results = compare_deals(record, seats, players, seed, master, deals, progress)
    for n, comps in results:
        out.append({"deal": n, "seats": [c.to_dict() for c in comps]})
    return {"master": config_id(master), "levels": [p.level for p in players], "seed": seed, "deals": out}


def compare_deals(record: GameRecord, seats: Seq[int], players: Seq[LevelConfig], seed=0,
                  master: LevelConfig = LEVELS["master"], deals: Seq[int] | None = None,
                  progress=None, seeds=None) -> list[tuple[int, list[SeatComparison]]]:
    """:func:`compare_record`'s work: ``[(deal number, [SeatComparison per seat])]`` for
    the finished deals that are :func:`replayable` (``players``: one configuration per
    seat); ``seeds(n)``: the seed of each seat in deal ``n`` (default :func:`seat_seed`
    with ``seed``).

    :raises RecordError: the record cannot be replayed."""
    rules = record.rules
    game = replay(record)
    chosen = [(n, dr, e) for n, (dr, e) in enumerate(zip(record.deals, game.entries), 1)
              if e.row is not None and (deals is None or n in deals) and replayable(rules, dr, e.deal.dealer)]
    total, done = len(chosen) * len(seats), 0
    out = []
    for n, dr, entry in chosen:
        deal_seeds = seeds(n) if seeds is not None else [seat_seed(seed, n, s) for s in range(rules.players)]
        comps = []
        for s in seats:
            comps.append(compare_seat(rules, dr, entry.deal.dealer, entry.before, entry.row, s, players,
                                      deal_seeds, master))
            done += 1
            if progress:
                progress(done, total)
        out.append((n, comps))
    return out


def format_comparison(rep: dict, names=None) -> str:
    """The readable form of :func:`compare_record`'s object: a line per seat of each deal."""
    def who(seat):
        return names[seat] if names else f"seat {seat}"

    def num(v):
        return "debertz" if v is None else f"{v:+.2f}"

    lines = [f"The Master ({rep['master']}) in each seat; the other seats: {', '.join(rep['levels'])}; "
             f"seed {rep['seed']}.",
             "Margin: the deal points the seat's side writes before pots and penalties, minus the others' average.",
             f"{'deal':>4}  {'seat':<12}{'played':>9}{'master':>9}{'difference':>12}"]
    for d in rep["deals"]:
        for s in d["seats"]:
            diff = "-" if s["difference"] is None else f"{s['difference']:+.2f}"
            lines.append(f"{d['deal']:>4}  {who(s['seat']):<12}{num(s['played']):>9}{num(s['master']):>9}{diff:>12}")
    if not rep["deals"]:
        lines.append("  (no finished deal)")
    return "\n".join(lines)
