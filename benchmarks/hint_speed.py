"""How long a hint takes at the default hint level, Master (issue 19: a Master hint answers
within 1 s), against the Master's own decision on the same positions in the same run. Run
by hand:

    .venv/bin/python benchmarks/hint_speed.py [--deals 4] [--seed 1] [--level master] [--modes 3 4i] [--cpu]

Deals of 2, 3 and 4 players (pairs and individual) are dealt from seeds and played by
Master players in every seat; at every decision of seat 0 with a choice (bids, the seven
swap, cards) :func:`deberts_desktop.ai.explain.hint` is timed (``--level``: the hint
level, default the settings' default), and so is the Master player's own decision on the
same view (the reference: the computer seats' think time, measured on the same loaded
machine at the same moment). Printed per mode: the number of positions, median, 90th
percentile and maximum of each, and the ratio of the medians. One core (this process);
the hint runs in the table's worker process, so this is what the person waits for after
F1 (plus the worker's round trip, a few milliseconds). ``--modes``: some of the modes only
(2, 3, 4 for pairs, 4i); ``--cpu``: the process's CPU time instead of wall time (what an
idle core would take, when other jobs share the machine).
"""

from __future__ import annotations

import argparse
import statistics
import time

from deberts_desktop.ai import make_player
from deberts_desktop.ai.explain import hint
from deberts_desktop.engine import Game, Rules
from deberts_desktop.levels import DEFAULT_HINT_LEVEL

MODES = {"2": ("2 players", Rules(players=2)), "3": ("3 players", Rules(players=3)),
         "4": ("4 pairs", Rules(players=4)), "4i": ("4 indiv.", Rules(players=4, mode="individual"))}


def quantile(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def measure(rules: Rules, deals: int, seed: int, level: str, clock=time.perf_counter) -> tuple[list[float], list[float]]:
    """Seconds of the hint and of the Master's decision at each of seat 0's decisions with
    a choice, over ``deals`` deals played by Master players."""
    hints, masters = [], []
    for d in range(deals):
        game = Game(rules, dealer=d % rules.players, seed=f"hint/{seed}/{d}")
        game.start_deal()
        seats = [make_player("master", seed=s) for s in range(rules.players)]
        deal = game.deal
        while not deal.is_done:
            s = deal.current_player
            view = game.view(s)
            if s == 0 and len(view.legal) > 1:
                t = clock()
                hint(view, level)
                hints.append(clock() - t)
                t = clock()
                action = seats[s].choose(view)
                masters.append(clock() - t)
            else:
                action = seats[s].choose(view)
            game.apply(action, s)
    return hints, masters


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=4, help="deals per mode")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--level", default=DEFAULT_HINT_LEVEL, help="the hint level (default: the settings' default)")
    ap.add_argument("--modes", nargs="+", choices=tuple(MODES), default=tuple(MODES))
    ap.add_argument("--cpu", action="store_true", help="the process's CPU time, not wall time")
    args = ap.parse_args()
    print(f"hint level {args.level}; reference: the Master's own decision on the same positions; "
          f"{'CPU' if args.cpu else 'wall'} time")
    worst = 0.0
    for label, rules in (MODES[m] for m in args.modes):
        hints, masters = measure(rules, args.deals, args.seed, args.level,
                                 time.process_time if args.cpu else time.perf_counter)
        worst = max(worst, max(hints))
        print(f"{label:<10} {len(hints)} positions: hint median {1000 * statistics.median(hints):.0f} ms, "
              f"p90 {1000 * quantile(hints, 0.9):.0f} ms, max {1000 * max(hints):.0f} ms; Master's decision "
              f"median {1000 * statistics.median(masters):.0f} ms, p90 {1000 * quantile(masters, 0.9):.0f} ms, "
              f"max {1000 * max(masters):.0f} ms; ratio of the medians "
              f"{statistics.median(hints) / statistics.median(masters):.2f}", flush=True)
    print(f"slowest hint {1000 * worst:.0f} ms (goal: at most 1000 ms)")


if __name__ == "__main__":
    main()
