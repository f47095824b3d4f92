"""The strength table of benchmarks/README.md: arena matches between the levels, 2
players, mirrored deals, plus full games to 301. Run by hand (takes a while):

    .venv/bin/python benchmarks/ai_strength.py [--deals 400] [--games 20] [--jobs 2] [--seed 1]

Each line is one ``deberts-desktop arena`` run; the same command reproduces it alone, e.g.
``deberts-desktop arena --players 2 --a expert --b amateur --deals 400 --games 20 --seed 1``.
"""

from __future__ import annotations

import argparse
import json
import time

from deberts_desktop.ai.arena import run_arena
from deberts_desktop.engine import Rules

MATCHES = [
    ("amateur", "beginner"),
    ("expert", "amateur"),
    ("master", "expert"),
    ("master", "amateur"),
    ("cheater", "amateur"),
]
#: games per match (each played in both seatings); the game target is judged on
#: master against amateur, so that match plays more
GAMES = {("master", "amateur"): 50}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=400)
    ap.add_argument("--games", type=int, default=20, help="games per match (master-amateur: 50)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--match", nargs=2, action="append", metavar=("A", "B"), help="only these matches")
    args = ap.parse_args()
    matches = [tuple(m) for m in args.match] if args.match else MATCHES
    rules = Rules(players=2)
    print("| A | B | deals | margin A/deal | 95% CI | A game wins | games | baits/decl A | baits/decl B "
          "| A ms median / p95 / max | B ms median / p95 / max |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for a, b in matches:
        t = time.time()
        games = max(args.games, GAMES.get((a, b), 0)) if args.games else 0
        rep = run_arena(rules, a, b, args.deals, args.seed, games=games, jobs=args.jobs)
        da, db = rep["decision_ms"]["a"], rep["decision_ms"]["b"]
        bpd = rep["baits_per_declaration"]
        wins = f"{rep['a_game_wins'] * 100:.1f}%" if rep["a_game_wins"] is not None else "-"
        print(f"| {a} | {b} | {rep['deals']} | {rep['margin_per_deal']:+.2f} | "
              f"{rep['margin_ci95'][0]:+.2f} … {rep['margin_ci95'][1]:+.2f} | {wins} | {rep['games']} | "
              f"{bpd['a']} | {bpd['b']} | {da['median']} / {da['p95']} / {da['max']} | "
              f"{db['median']} / {db['p95']} / {db['max']} |", flush=True)
        with open(f"/tmp/arena_{a}_{b}.json", "w") as f:
            json.dump(rep, f)
        print(f"<!-- {a} vs {b}: {time.time() - t:.0f} s -->", flush=True)


if __name__ == "__main__":
    main()
