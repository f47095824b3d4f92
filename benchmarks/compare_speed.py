"""How long the comparison of one seat of one deal takes (issue 24): the Master in the seat
and the other seats played by ``--levels`` (default Master, as ``deberts-desktop compare``),
the whole deal, bidding included. Run by hand:

    .venv/bin/python benchmarks/compare_speed.py [--deals 3] [--modes 2,3,4p,4i] [--levels master] [--seed 1]

For each mode (2 and 3 players, 4 pairs, 4 individual) ``--deals`` deals are dealt from the
seed and played out by Amateur players (the game as played: any line will do; deals thrown
in are dealt again), before the clock starts; then seat ``k mod players`` of deal ``k`` is
compared (:func:`~deberts_desktop.ai.compare.compare_deals`, one replay each). Printed per
mode: the CPU time of this process (one core) and the wall time per replay, median and
maximum, and how many of the replays were thrown in (everyone passed: a short replay) and
the actions per replay. Goal: at most a minute per 4-player deal on one core.
"""

from __future__ import annotations

import argparse
import statistics
import time

from deberts_desktop.ai import make_player
from deberts_desktop.ai.compare import compare_deals, resolve_levels
from deberts_desktop.engine import Game, Rules
from deberts_desktop.engine.record import GameRecord, game_record

MODES = {"2": Rules(players=2), "3": Rules(players=3), "4p": Rules(players=4, mode="pairs"),
         "4i": Rules(players=4, mode="individual")}


def played_record(rules: Rules, seed: int) -> GameRecord:
    """A one-deal record played out by Amateur players (not thrown in, not a debertz)."""
    for k in range(100):
        game = Game(rules, dealer=seed % rules.players, seed=f"{seed}/{k}")
        deal = game.start_deal()
        seats = [make_player("amateur", seed=s) for s in range(rules.players)]
        while not deal.is_done:
            s = deal.current_player
            game.apply(seats[s].choose(game.view(s)), s)
        if deal.result.outcome in ("made", "bait", "hanging"):
            return game_record(game)
    raise RuntimeError("no deal was played out")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", type=int, default=3, help="deals per mode")
    ap.add_argument("--modes", default="2,3,4p,4i", help="comma-separated: 2, 3, 4p, 4i")
    ap.add_argument("--levels", default="master", help="the other seats' level")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    for mode in args.modes.split(","):
        rules = MODES[mode]
        records = [played_record(rules, args.seed * 1000 + k) for k in range(args.deals)]
        players = resolve_levels(args.levels, rules.players)
        cpu, wall, actions, thrown = [], [], [], 0
        for k, record in enumerate(records):
            seat = k % rules.players
            c0, w0 = time.process_time(), time.perf_counter()
            [(_, [comp])] = compare_deals(record, [seat], players, seed=args.seed)
            cpu.append(time.process_time() - c0)
            wall.append(time.perf_counter() - w0)
            actions.append(len(comp.master_actions))
            thrown += not any(" play " in a for a in comp.master_actions)
        print(f"{mode:>2}: {len(cpu)} deals ({thrown} thrown in, actions median {statistics.median(actions):g}), "
              f"CPU per deal median {statistics.median(cpu):.1f} s, max {max(cpu):.1f} s; "
              f"wall median {statistics.median(wall):.1f} s, max {max(wall):.1f} s", flush=True)


if __name__ == "__main__":
    main()
