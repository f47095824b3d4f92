"""How fast the double-dummy solver solves whole deals: median and maximum over random
deals, for 2, 3 and 4 players, on one core. Run by hand:

    .venv/bin/python benchmarks/solver_speed.py [--deals 50] [--players 2 3 4]

Each deal is shuffled, the first bidder takes, and the position at the first lead is
solved for the declarer's side (the full deal's value). Also prints the nodes searched.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from deberts_desktop.ai.position import position_from_deal
from deberts_desktop.ai.solver import Solver
from deberts_desktop.engine import Deal, Rules
from deberts_desktop.engine.actions import TAKE


def solve_times(rules: Rules, deals: int, seed: int = 1):
    rng = random.Random(seed)
    times, nodes = [], []
    for i in range(deals):
        deal = Deal.shuffled(rules, i % rules.players, rng)
        deal.apply(TAKE)
        pos = position_from_deal(deal)
        solver = Solver(pos, rules.side_of(deal.declarer))
        t = time.perf_counter()
        solver.value(pos)
        times.append(time.perf_counter() - t)
        nodes.append(solver.nodes)
    return times, nodes


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=50)
    ap.add_argument("--players", type=int, nargs="*", default=[2, 3, 4])
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    print(f"{'mode':<10}{'deals':>6}{'median s':>10}{'max s':>9}{'median nodes':>14}{'max nodes':>11}")
    for players in args.players:
        rules = Rules(players=players)
        times, nodes = solve_times(rules, args.deals, args.seed)
        name = f"{players} pl" + (" pairs" if players == 4 else "")
        print(f"{name:<10}{len(times):>6}{statistics.median(times):>10.3f}{max(times):>9.3f}"
              f"{int(statistics.median(nodes)):>14,}{max(nodes):>11,}", flush=True)


if __name__ == "__main__":
    main()
