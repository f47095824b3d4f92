"""Paired comparison of Master variants against Amateur (mirrored deals), or head to head
against the plain Master (``--opponent master``); ``--level`` varies another level
(``--level amateur --opponent beginner``: the ladder's Amateur variants).

Each variant is Master with some attributes changed; every variant plays the same
mirrored deals (same seed), so the difference of the per-deal margins against the plain
Master has a much smaller confidence interval than two separate arena runs. Head to head
(``--opponent master``), a deal's margin is the variant's side minus the plain Master's
over both seatings, itself the paired difference. Run by hand:

    .venv/bin/python benchmarks/ai_variants.py --deals 150 --seed 7 "worlds=80" "dd_worlds=16,node_budget=120000"
    .venv/bin/python benchmarks/ai_variants.py --players 4 --mode pairs --opponent master --deals 300 "dd_cards_multi=6"
    .venv/bin/python benchmarks/ai_variants.py --level amateur --opponent beginner --players 3 --deals 300 --seed 21 "worlds=8"

A variant is a comma-separated list of ``field=value`` (a number, true/false, or a word)
changed in Master's :class:`~deberts_desktop.ai.config.LevelConfig` (worlds, dd_cards,
dd_cards_multi, node_budget, node_limit, miss, bidding, bid_worlds, pass_margin, ...). Prints, per variant, the margin per
deal, the paired difference from the plain Master with its 95% interval, the deals whose
margin changed, declarations and baits, and Master's decision times.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import statistics
import time

from deberts_desktop.ai import arena
from deberts_desktop.ai.config import LEVELS
from deberts_desktop.engine import Rules


def _value(text: str):
    low = text.lower()
    if low in ("true", "false"):
        return low == "true"
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


def parse_variant(text: str) -> dict:
    out = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        key, _, val = part.partition("=")
        out[key.strip()] = _value(val.strip())
    return out


def run(settings: dict, deals: int, seed: int, jobs: int = 1, games: bool = False,
        rules: Rules | None = None, opponent: str = "amateur", level: str = "master") -> dict:
    """``level`` (default Master) with ``settings`` against ``opponent`` (a level) on
    ``deals`` mirrored deals of ``rules`` (default 2 players; ``games``: that many games to
    the target instead, each played in both seatings)."""

    try:
        master = LEVELS[level].replace(**settings)
    except TypeError as e:
        raise SystemExit(f"not a field of a level's configuration: {e}") from None
    rd = (rules or Rules(players=2)).to_dict()
    total = arena.Tally()
    margins = []
    t = time.time()
    tasks = [(rd, master, LEVELS[opponent], i, seed) for i in range(deals)]
    task = arena.game_task if games else arena.deal_task
    if jobs > 1:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            tallies = pool.map(task, tasks, chunksize=1)
    else:
        tallies = [task(t) for t in tasks]
    for tally in tallies:
        # a game pair's "margin": the share of its games Master won
        margins.extend(tally.margins if not games else [tally.a_wins / max(1, tally.games)])
        total.add(tally)
    return {"margins": margins, "tally": total, "secs": time.time() - t}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("variants", nargs="*", help='e.g. "worlds=80" "miss=0.3,tail=4"')
    ap.add_argument("--deals", type=int, default=150)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--jobs", type=int, default=1, help="worker processes (deals in parallel)")
    ap.add_argument("--games", action="store_true",
                    help="play --deals games to the target (each in both seatings) instead of deals; "
                         "the margin is then Master's share of games won")
    ap.add_argument("--players", type=int, choices=(2, 3, 4), default=2)
    ap.add_argument("--mode", choices=("pairs", "individual"), default="pairs")
    ap.add_argument("--level", choices=sorted(LEVELS), default="master", help="the level whose variants are played")
    ap.add_argument("--opponent", choices=sorted(LEVELS), default="amateur",
                    help="the level played against; --level's own: each variant head to head against the plain level")
    args = ap.parse_args()
    rules = Rules(players=args.players, mode=args.mode) if args.players == 4 else Rules(players=args.players)
    head_to_head = args.opponent == args.level

    def run_one(settings):
        return run(settings, args.deals, args.seed, args.jobs, args.games, rules, args.opponent, args.level)

    base = None if head_to_head else run_one({})
    for name in (args.variants if head_to_head else [args.level] + args.variants):
        r = base if name == args.level else run_one(parse_variant(name))
        m = r["margins"]
        tally = r["tally"]
        times = sorted(tally.times["a"]) or [0.0]  # games are not timed
        p95 = times[min(len(times) - 1, int(math.ceil(0.95 * len(times))) - 1)]
        d = m if head_to_head else [y - x for x, y in zip(base["margins"], m)]
        diff = statistics.fmean(d)
        half = 1.96 * statistics.stdev(d) / math.sqrt(len(d)) if len(d) > 1 else 0.0
        if args.games:
            print(f"{name:<40} Master's game share {statistics.fmean(m):6.1%}  vs {args.level} {diff:+6.1%} ± {half:5.1%}  "
                  f"game pairs changed {sum(1 for x in d if abs(x) > 1e-9):3d}  ({r['secs']:.0f} s)", flush=True)
            continue
        print(f"{name:<40} margin {statistics.fmean(m):+6.2f}  vs {args.level} {diff:+5.2f} ± {half:4.2f}  "
              f"changed deals {sum(1 for x in d if abs(x) > 1e-9):3d}  declared {tally.declared['a']}/{tally.declared['b']}"
              f"  baits {tally.baits['a']}/{tally.baits['b']}  ms median {statistics.median(times):.1f} p95 {p95:.1f} "
              f"max {times[-1]:.0f}  ({r['secs']:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
