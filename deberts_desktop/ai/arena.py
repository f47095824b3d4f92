"""The arena: computer levels against each other on mirrored deals (issue 3).

``deberts-desktop arena --players {2,3,4} [--mode pairs|individual] --a LEVEL --b LEVEL
--deals N --seed S [--games G] [--jobs K] [--json]``

Every deal is played once per seating of the levels, with the same cards (2 players and
4 players: A and B exchange seats; 3 players: A sits in each of the three seats in turn
against two B players), so the luck of the cards cancels. The margin of a deal is what A
writes minus the average of what B writes (deal points of RULES.md 9: totals, baits,
ski; no pots), averaged over its seatings. Full games to the target are played the same
way (each game seed once per seating). Every action goes through the engine's checks.

A and B are *player factories*: any picklable ``factory(seed) -> player`` — a level's
:class:`~deberts_desktop.ai.config.LevelConfig` is one, so a benchmark measures a variant
by passing ``LEVELS["master"].replace(...)``.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from dataclasses import dataclass, field

from ..engine.cards import CARDS
from ..engine.deal import Deal
from ..engine.game import Game
from ..engine.rules import Rules
from ..engine.scoring import write_deal
from .config import ARENA_LEVELS


@dataclass
class Tally:
    """What one task (a deal or a game, over its seatings) measured."""

    margins: list[float] = field(default_factory=list)
    times: dict = field(default_factory=lambda: {"a": [], "b": []})
    declared: dict = field(default_factory=lambda: {"a": 0, "b": 0})
    baits: dict = field(default_factory=lambda: {"a": 0, "b": 0})
    a_wins: float = 0.0
    games: int = 0

    def add(self, other: "Tally") -> None:
        self.margins.extend(other.margins)
        for k in ("a", "b"):
            self.times[k].extend(other.times[k])
            self.declared[k] += other.declared[k]
            self.baits[k] += other.baits[k]
        self.a_wins += other.a_wins
        self.games += other.games


def seatings(rules: Rules) -> list[tuple[str, ...]]:
    """The seatings of one deal: for each seat, "a" or "b"."""
    n = rules.players
    if n == 2:
        return [("a", "b"), ("b", "a")]
    if n == 3:
        return [tuple("a" if s == k else "b" for s in range(3)) for k in range(3)]
    return [("a", "b", "a", "b"), ("b", "a", "b", "a")]


def _seed(*parts) -> int:
    return random.Random("|".join(str(p) for p in parts)).getrandbits(48)


def run_deal(deal: Deal, players, labels, tally: Tally | None = None, view_of=None) -> Deal:
    """Play ``deal`` to its end with ``players`` (one per seat): the one loop, the seat to
    act answering from its view. Decision times (decisions with a choice) go to ``tally``
    under each seat's label. ``view_of(seat)`` gives a seat's view (default ``deal.view``;
    a game passes ``Game.view``, which adds the scores, baits and pots)."""
    if view_of is None:
        view_of = deal.view
    while not deal.is_done:
        seat = deal.current_player
        player = players[seat]
        view = view_of(seat)
        if len(view.legal) <= 1 or tally is None:
            action = player.choose(view, deal if player.needs_deal else None)
        else:
            t = time.perf_counter()
            action = player.choose(view, deal if player.needs_deal else None)
            tally.times[labels[seat]].append((time.perf_counter() - t) * 1000.0)
        deal.apply(action)
    return deal


def deal_written(deal: Deal) -> list[int]:
    """What each side writes for a finished deal alone (no pots, no earlier baits)."""
    rules = deal.rules
    r = deal.result
    zeros = (0,) * rules.sides
    if r.outcome is None or r.outcome == "debertz":
        return list(zeros)
    row = write_deal(rules, deal.dealer, r.totals, rules.side_of(r.declarer), r.side_tricks, (), zeros, zeros)
    return list(row.written)


def _margin(values, labels, rules) -> float:
    """A's written minus the average of B's, by side."""
    a_sides = {rules.side_of(s) for s, lab in enumerate(labels) if lab == "a"}
    b_sides = {rules.side_of(s) for s, lab in enumerate(labels) if lab == "b"}
    a = sum(values[i] for i in a_sides) / len(a_sides)
    b = sum(values[i] for i in b_sides) / len(b_sides)
    return a - b


def deal_task(args) -> Tally:
    """One deal, played in every seating (picklable task for ``--jobs``)."""
    rules_dict, make_a, make_b, index, seed = args
    rules = Rules.from_dict(rules_dict)
    tally = Tally()
    deck_rng = random.Random(_seed(seed, "deal", index))
    dealer = deck_rng.randrange(rules.players)
    deck = list(CARDS)
    deck_rng.shuffle(deck)
    ms = []
    for k, labels in enumerate(seatings(rules)):
        players = [(make_a if lab == "a" else make_b)(_seed(seed, index, k, s)) for s, lab in enumerate(labels)]
        deal = Deal.from_deck(rules, dealer, deck)
        run_deal(deal, players, labels, tally)
        r = deal.result
        if r.declarer is not None and r.outcome in ("made", "bait", "hanging"):
            lab = labels[r.declarer]
            tally.declared[lab] += 1
            if r.outcome == "bait":
                tally.baits[lab] += 1
        ms.append(_margin(deal_written(deal), labels, rules))
    tally.margins.append(sum(ms) / len(ms))
    return tally


def game_task(args) -> Tally:
    """One game to the target, played in every seating."""
    rules_dict, make_a, make_b, index, seed = args
    rules = Rules.from_dict(rules_dict)
    tally = Tally()
    for k, labels in enumerate(seatings(rules)):
        players = [(make_a if lab == "a" else make_b)(_seed(seed, "g", index, k, s)) for s, lab in enumerate(labels)]
        game = Game(rules, seed=_seed(seed, "game", index))
        guard = 0
        while not game.finished and guard < 200:
            guard += 1
            deal = game.start_deal()
            run_deal(deal, players, labels, None, game.view)
            game.close_if_done()
        tally.games += 1
        if game.winner is not None:
            a_sides = {rules.side_of(s) for s, lab in enumerate(labels) if lab == "a"}
            if game.winner in a_sides:
                tally.a_wins += 1
    return tally


def _summary(values: list[float]) -> dict:
    if not values:
        return {"median": 0.0, "p95": 0.0, "max": 0.0}
    v = sorted(values)
    p95 = v[min(len(v) - 1, int(math.ceil(0.95 * len(v))) - 1)]
    return {"median": round(statistics.median(v), 2), "p95": round(p95, 2), "max": round(v[-1], 2)}


def _child_ignores_interrupt() -> None:
    """In a ``--jobs`` child: Ctrl+C in the terminal (SIGINT to the whole process group)
    is the command's to take — it stops and ends its children — not each child's, whose
    KeyboardInterrupt would write a traceback on the terminal."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)


def run_arena(rules: Rules, a, b, deals: int, seed: int, games: int = 0, jobs: int = 1, progress=None) -> dict:
    """Play the arena and return the report (the ``--json`` object plus details).

    :param a, b: player factories (``factory(seed) -> player``, picklable for ``jobs`` >
        1), or level names of :data:`~deberts_desktop.ai.config.ARENA_LEVELS`.
    """
    make_a = ARENA_LEVELS[a] if isinstance(a, str) else a
    make_b = ARENA_LEVELS[b] if isinstance(b, str) else b
    level_a = getattr(make_a, "level", str(a))
    level_b = getattr(make_b, "level", str(b))
    rd = rules.to_dict()
    tasks = [(deal_task, (rd, make_a, make_b, i, seed)) for i in range(deals)]
    tasks += [(game_task, (rd, make_a, make_b, i, seed)) for i in range(games)]
    total = Tally()
    done = 0
    if jobs > 1:
        import multiprocessing as mp

        with mp.get_context("spawn").Pool(jobs, initializer=_child_ignores_interrupt) as pool:
            results = [pool.apply_async(fn, (a,)) for fn, a in tasks]
            for r in results:
                total.add(r.get())
                done += 1
                if progress:
                    progress(done, len(tasks))
    else:
        for fn, a in tasks:
            total.add(fn(a))
            done += 1
            if progress:
                progress(done, len(tasks))
    m = total.margins
    mean = statistics.fmean(m) if m else 0.0
    half = 1.96 * statistics.stdev(m) / math.sqrt(len(m)) if len(m) > 1 else 0.0
    return {
        "a": level_a,
        "b": level_b,
        "deals": len(m),
        "margin_per_deal": round(mean, 2),
        "margin_ci95": [round(mean - half, 2), round(mean + half, 2)],
        "a_game_wins": round(total.a_wins / total.games, 4) if total.games else None,
        "games": total.games,
        "baits_per_declaration": {
            k: (round(total.baits[k] / total.declared[k], 4) if total.declared[k] else None) for k in ("a", "b")
        },
        "declarations": dict(total.declared),
        "decision_ms": {k: _summary(total.times[k]) for k in ("a", "b")},
        "players": rules.players,
        "mode": rules.mode if rules.players == 4 else None,
        "seed": seed,
    }


def _progress_bar(stream):
    start = time.monotonic()

    def show(done: int, total: int) -> None:
        width = 30
        fill = int(width * done / total)
        el = time.monotonic() - start
        eta = el / done * (total - done) if done else 0
        stream.write(f"\r[{'#' * fill}{'.' * (width - fill)}] {done}/{total}  {el:.0f}s, {eta:.0f}s left ")
        if done == total:
            stream.write("\n")
        stream.flush()

    return show


def format_report(rep: dict) -> str:
    a, b = rep["a"], rep["b"]
    lines = [
        f"{a} (A) against {b} (B): {rep['players']} players"
        + (f", {rep['mode']}" if rep.get("mode") else "")
        + f", {rep['deals']} mirrored deals, seed {rep['seed']}",
        f"  margin of A per deal: {rep['margin_per_deal']:+.2f} deal points "
        f"(95% CI {rep['margin_ci95'][0]:+.2f} … {rep['margin_ci95'][1]:+.2f})",
    ]
    if rep["games"]:
        lines.append(f"  games won by A: {rep['a_game_wins'] * 100:.1f}% of {rep['games']}")
    for k, name in (("a", a), ("b", b)):
        bpd = rep["baits_per_declaration"][k]
        t = rep["decision_ms"][k]
        lines.append(
            f"  {k.upper()} {name:<9} baits per declaration "
            + (f"{bpd:.3f}" if bpd is not None else "-")
            + f" ({rep['declarations'][k]} declared); decision ms median {t['median']}, "
            f"p95 {t['p95']}, max {t['max']}"
        )
    return "\n".join(lines)


def cmd_arena(args: argparse.Namespace) -> int:
    if args.players == 4:
        mode = args.mode or "pairs"
    else:
        if args.mode not in (None, "pairs", "individual"):
            return 2
        mode = "pairs"
    try:
        rules = Rules(players=args.players, mode=mode)
    except ValueError as e:
        print(f"deberts-desktop arena: {e}", file=sys.stderr)
        return 2
    if args.deals < 1:
        print("deberts-desktop arena: --deals must be at least 1", file=sys.stderr)
        return 2
    games = args.games if args.games is not None else max(1, args.deals // 10)
    progress = _progress_bar(sys.stderr) if sys.stderr.isatty() and not args.quiet else None
    rep = run_arena(rules, args.a, args.b, args.deals, args.seed, games=games, jobs=max(1, args.jobs), progress=progress)
    if args.json:
        print(json.dumps(rep))
    else:
        print(format_report(rep))
    return 0


def add_parser(subparsers) -> argparse.ArgumentParser:
    """Add the ``arena`` subcommand to the CLI's subparsers."""
    p = subparsers.add_parser("arena", help="computer levels against each other on mirrored deals")
    p.add_argument("--players", type=int, choices=(2, 3, 4), default=2)
    p.add_argument("--mode", choices=("pairs", "individual"), default=None, help="4 players: pairs (default) or individual")
    p.add_argument("--a", required=True, choices=ARENA_LEVELS, help="level A")
    p.add_argument("--b", required=True, choices=ARENA_LEVELS, help="level B")
    p.add_argument("--deals", type=int, default=100, help="deals, each played in every seating")
    p.add_argument("--games", type=int, default=None, help="full games to the target, each in every seating (default deals/10)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1, help="worker processes")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(func=cmd_arena)
    return p
