"""What a variant's changed decisions win or lose, each valued by the deal it leads to: a
cheaper yardstick than the arena for a variant that changes few decisions. Run by hand:

    .venv/bin/python benchmarks/changed_decisions.py --players 3 --deals 300 --seed 7 --jobs 2 \\
        --hand 8 --log /tmp/changed.jsonl "next_budget=1250000"

The plain level (``--level``, default Master) plays each deal in every seat (the arena's
deals: the same deck, dealer and player seeds as ``arena.deal_task``'s first seating). At
every decision with a choice while the seat holds at most ``--hand`` cards, the variant
(the level with some fields changed, as ``ai_variants.py`` takes them, seeded as the plain
player of that seat) is asked the same view; where it chooses otherwise, the deal is played
on from there by the plain level after the variant's action, and the decision's gain is the
deciding seat's side's margin (deal points it writes minus the others' average, RULES.md 9;
:func:`~deberts_desktop.ai.arena.deal_written`) after the variant's action minus after the
plain one. A deal's gain is the sum of its decisions' (each a one-step change, the rest of
the deal the plain level's): the arena's paired difference when the variant changes one
decision a deal, without the seatings' luck and at a fraction of its CPU (decisions where
both choose alike cost nothing more). Printed: the mean gain per deal with its 95%
interval, the changed decisions by hand size, and the CPU seconds of both at the asked
decisions (median, 95th percentile, max; the ratio of means). ``--log``: one JSON line per
deal (gain, changed decisions, CPU times), ``--start K`` goes on from deal K; the figures
are of the whole log (one log per variant, level, mode and seed).
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import statistics
import time

from deberts_desktop.ai import make_player
from deberts_desktop.ai.arena import _margin, _seed, deal_written, run_deal
from deberts_desktop.ai.config import ARENA_LEVELS
from deberts_desktop.ai.players import Player
from deberts_desktop.engine import Deal, Rules
from deberts_desktop.engine.cards import CARDS

from ai_variants import parse_variant


def deal_task(args) -> dict:
    """One deal played by the plain level, the variant asked beside it (picklable)."""
    rules_dict, level, changes, hand_max, index, seed = args
    rules = Rules.from_dict(rules_dict)
    deck_rng = random.Random(_seed(seed, "deal", index))
    dealer = deck_rng.randrange(rules.players)
    deck = list(CARDS)
    deck_rng.shuffle(deck)
    seeds = [_seed(seed, index, 0, s) for s in range(rules.players)]
    plain = [make_player(level, sd) for sd in seeds]
    variant = [Player(ARENA_LEVELS[level].replace(**changes), sd) for sd in seeds]
    deal = Deal.from_deck(rules, dealer, deck)
    changed, times = [], []
    while not deal.is_done:
        seat = deal.current_player
        view = deal.view(seat)
        t = time.process_time()
        action = plain[seat].choose(view)
        t_plain = time.process_time() - t
        if len(view.legal) > 1 and len(view.hand) <= hand_max:
            t = time.process_time()
            other = variant[seat].choose(view)
            times.append((t_plain, time.process_time() - t))
            if other != action:
                changed.append((seat, len(view.hand), deal.copy(), other))
        deal.apply(action)
    labels = lambda seat: ["a" if rules.side_of(s) == rules.side_of(seat) else "b" for s in range(rules.players)]
    played = deal_written(deal)
    gains = []
    for seat, n, before, other in changed:
        before.apply(other)
        run_deal(before, plain, labels(seat))
        lab = labels(seat)
        gains.append((n, _margin(deal_written(before), lab, rules) - _margin(played, lab, rules)))
    return {"deal": index, "gain": sum(g for _, g in gains), "changed": gains, "times": times}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("variant", help="field=value[,field=value...] changed in the level's configuration")
    ap.add_argument("--level", default="master")
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--mode", default="pairs", choices=("pairs", "individual"))
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--start", type=int, default=0, help="the first deal (going on with a log)")
    ap.add_argument("--hand", type=int, default=10, help="ask the variant while the seat holds at most this many cards")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--log", help="JSON lines, one per deal (appended)")
    ap.add_argument("--summary", action="store_true", help="only the figures of --log")
    args = ap.parse_args()
    rules = Rules(players=args.players, mode=args.mode) if args.players == 4 else Rules(players=args.players)
    changes = parse_variant(args.variant)
    rows = []
    if not args.summary:
        tasks = [(rules.to_dict(), args.level, changes, args.hand, k, args.seed) for k in range(args.start, args.deals)]
        log = open(args.log, "a") if args.log else None
        pool = multiprocessing.get_context("spawn").Pool(args.jobs) if args.jobs > 1 else None
        try:
            for row in (pool.imap(deal_task, tasks) if pool else map(deal_task, tasks)):
                rows.append(row)
                if log:
                    log.write(json.dumps(row) + "\n")
                    log.flush()
                print(f"deal {row['deal']}: gain {row['gain']:+.1f} ({len(row['changed'])} changed)", flush=True)
        finally:
            if pool:
                pool.close()
            if log:
                log.close()
    if args.log:
        rows = [json.loads(line) for line in open(args.log) if line.strip()]
    gains = [r["gain"] for r in rows]
    m = statistics.fmean(gains)
    h = 1.96 * statistics.stdev(gains) / math.sqrt(len(gains)) if len(gains) > 1 else float("nan")
    print(f"{args.variant} against the plain {args.level}, {args.players} players, seed {args.seed}: "
          f"{len(rows)} deals, gain per deal {m:+.2f} ({m - h:+.2f} … {m + h:+.2f})")
    by = {}
    for r in rows:
        for n, g in r["changed"]:
            by.setdefault(n, []).append(g)
    for n in sorted(by, reverse=True):
        print(f"  {n} cards in hand: {len(by[n])} changed decisions, gain per change {statistics.fmean(by[n]):+.2f}")
    plain_t = sorted(t for r in rows for t, _ in r["times"])
    var_t = sorted(t for r in rows for _, t in r["times"])
    if plain_t:
        q = lambda xs, p: xs[min(len(xs) - 1, int(p * len(xs)))]
        print(f"  CPU s at {len(plain_t)} asked decisions, plain: median {statistics.median(plain_t):.3f} p95 "
              f"{q(plain_t, .95):.3f} max {plain_t[-1]:.3f}; variant: median {statistics.median(var_t):.3f} p95 "
              f"{q(var_t, .95):.3f} max {var_t[-1]:.3f}; ratio of means {statistics.fmean(var_t) / statistics.fmean(plain_t):.2f}")


if __name__ == "__main__":
    main()
