"""Is the rating against the Master in your seat honest? (issue 24). Run by hand:

    nice -n 5 .venv/bin/python benchmarks/compare_honesty.py [--deals 150] [--modes 2,3,4p,4i]
        [--others master] [--jobs 2] [--seed 1] [--same-seed 20]

For each mode ``--deals`` deals are dealt from the seed. Each deal is played as the app
plays a game at the table — the other seats by ``--others`` seeded as the table seeds its
computers (``player_seed(game seed, seat)``), one seat (seat 0, "the person", dealer from the
seed) by each of these in turn:

- **the Master with other seeds** (``player_seed(("other", game seed), 0)``: another
  Master, as good, whose choices draw on other numbers);
- **Expert** and **Amateur** (the table's levels, seeded as the table seeds them).

Then each game's deal is compared as the app compares it after a deal
(:func:`deberts_desktop.ai.compare.compare_at_table`: the Master in seat 0 from the same
cards, score sheet and computers). Printed per mode and "person": the rated deals (a
debertz is not rated), the mean difference (the person's margin minus the Master's, deal
points per deal) with its 95 % interval (Student's t), the standard deviation a deal, and
how often the two lines were the same; then the paired differences between the persons on
the same deals (Expert − Master-other-seeds, Amateur − Expert) with their intervals, and
the interval a rating of :data:`~deberts_desktop.storage.rating.RATING_DEALS` deals would
have at that spread.

The method is honest when the Master with other seeds averages 0 within its interval and
Expert and Amateur rate below it, in that order. ``--same-seed K``: the first K deals of
each mode are also played with the Master seeded as the comparison seeds it; those
comparisons must give every difference 0 and the same line (the replay reproduces the game
exactly), which is checked and printed.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from multiprocessing import get_context

from deberts_desktop.ai.compare import compare_at_table
from deberts_desktop.ai.config import LEVELS, player_seed, table_config
from deberts_desktop.engine import Game, Rules
from deberts_desktop.engine.cards import CARDS
from deberts_desktop.engine.deal import Deal
from deberts_desktop.engine.record import game_record
from deberts_desktop.storage.rating import RATING_DEALS, rating

MODES = {"2": Rules(players=2), "3": Rules(players=3), "4p": Rules(players=4, mode="pairs"),
         "4i": Rules(players=4, mode="individual")}
PERSONS = ("master-other-seeds", "expert", "amateur")
SEAT = 0


def play_deal(rules: Rules, dealer: int, deck, others: str, seed, person) -> tuple[Game, list[str]]:
    """One deal at the table: seat 0 by ``person`` (a player), the others by ``others``
    seeded as the table seeds them. Returns the game and the seats' levels."""
    levels = [None] + [others] * (rules.players - 1)
    game = Game(rules, dealer=dealer, seed=seed)
    deal = game.start_deal(Deal.from_deck(rules, dealer, deck))
    seats = [person if s == SEAT else table_config(levels[s])(player_seed(seed, s)) for s in range(rules.players)]
    while not deal.is_done:
        s = deal.current_player
        game.apply(seats[s].choose(game.view(s)), s)
    return game, levels


def one_deal(task) -> dict:
    """Every person on one deal (a task of the pool): ``{person: (difference or None, same line)}``."""
    mode, k, seed, others, same_seed = task
    rules = MODES[mode]
    rng = random.Random(f"honesty|{seed}|{mode}|{k}")
    dealer = rng.randrange(rules.players)
    deck = list(CARDS)
    rng.shuffle(deck)
    game_seed = rng.getrandbits(32)
    persons = {"master-other-seeds": LEVELS["master"](player_seed(("other", game_seed), SEAT)),
               "expert": LEVELS["expert"](player_seed(game_seed, SEAT)),
               "amateur": LEVELS["amateur"](player_seed(game_seed, SEAT))}
    if same_seed:
        persons["master-same-seed"] = LEVELS["master"](player_seed(game_seed, SEAT))
    out = {}
    t0 = time.process_time()
    for name, person in persons.items():
        game, levels = play_deal(rules, dealer, deck, others, game_seed, person)
        entry = game.entries[0]
        record_deal = game_record(game).deals[0]
        comp = compare_at_table(rules, record_deal, dealer, entry.before, entry.row, SEAT, levels, game_seed)
        out[name] = (comp["difference"], comp["line"] == record_deal.actions)
    out["cpu"] = time.process_time() - t0
    return out


def interval(values) -> str:
    r = rating(values, len(values))
    if r is None or r.low is None:
        return "-"
    return f"{r.mean:+.2f} ({r.low:+.2f} … {r.high:+.2f})"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", type=int, default=150, help="deals per mode")
    ap.add_argument("--modes", default="2,3,4p,4i", help="comma-separated: 2, 3, 4p, 4i")
    ap.add_argument("--others", default="master", help="the other seats' table level")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--same-seed", type=int, default=20, help="deals per mode also checked with the same seed")
    args = ap.parse_args()
    print(f"deals per mode {args.deals}, others {args.others}, seed {args.seed}, jobs {args.jobs}; "
          f"difference = the person's margin minus the Master's in the person's seat, deal points per deal")
    for mode in args.modes.split(","):
        tasks = [(mode, k, args.seed, args.others, k < args.same_seed) for k in range(args.deals)]
        w0 = time.perf_counter()
        if args.jobs > 1:
            with get_context("spawn").Pool(args.jobs) as pool:
                results = pool.map(one_deal, tasks, chunksize=1)
        else:
            results = [one_deal(t) for t in tasks]
        wall = time.perf_counter() - w0
        cpu = sum(r["cpu"] for r in results)
        print(f"\nmode {mode}: {len(results)} deals, CPU {cpu:.0f} s, wall {wall:.0f} s", flush=True)
        print(f"  {'person':<20}{'rated':>6}  {'mean difference (95% CI)':<30}{'sd':>7}{'same line':>11}"
              f"{'±CI at ' + str(RATING_DEALS):>12}")
        names = [p for p in ("master-same-seed", *PERSONS) if p in results[0]]
        for name in names:
            rows = [r[name] for r in results if name in r]
            diffs = [d for d, _ in rows if d is not None]
            same = sum(s for _, s in rows)
            sd = statistics.stdev(diffs) if len(diffs) > 1 else float("nan")
            half = 1.98 * sd / math.sqrt(RATING_DEALS)
            print(f"  {name:<20}{len(diffs):>6}  {interval(diffs):<30}{sd:>7.1f}{same:>6} of {len(rows):<3}"
                  f"{'±' + format(half, '.1f'):>10}")
            if name == "master-same-seed" and (any(d != 0 for d in diffs) or same != len(rows)):
                print("  !! the replay did not reproduce the game with the same seeds", file=sys.stderr)
        for a, b in (("expert", "master-other-seeds"), ("amateur", "expert"), ("amateur", "master-other-seeds")):
            paired = [r[a][0] - r[b][0] for r in results if r[a][0] is not None and r[b][0] is not None]
            print(f"  paired {a} − {b}: {interval(paired)} over {len(paired)} deals")


if __name__ == "__main__":
    main()
