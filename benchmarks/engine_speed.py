"""How fast the engine plays: complete random deals per second, and legal-move
generation per second, on one core. Run by hand:

    .venv/bin/python benchmarks/engine_speed.py [--seconds 3]

Target (issue 2): at least 3,000 complete random 2-player deals per second here.
"""

from __future__ import annotations

import argparse
import random
import time

from deberts_desktop.engine import Deal, Rules
from deberts_desktop.engine.deal import DONE, PLAY


def random_deals(rules: Rules, seconds: float, seed: int = 1) -> tuple[int, float]:
    """Play shuffled deals to the end with uniformly random legal actions (the first
    legal action for the seats that may swap or claim is skipped: only the player to act
    acts). Returns (deals, elapsed seconds)."""
    rng = random.Random(seed)
    choice = rng.choice
    n = 0
    start = time.perf_counter()
    end = start + seconds
    while True:
        deal = Deal.shuffled(rules, n % rules.players, rng)
        while deal.phase != DONE:
            deal.apply(choice(deal.legal_actions()))
        n += 1
        if n % 50 == 0 and time.perf_counter() > end:
            break
    return n, time.perf_counter() - start


def legal_moves(rules: Rules, seconds: float, seed: int = 2) -> tuple[int, float]:
    """Legal-action lists generated per second at random play positions."""
    rng = random.Random(seed)
    positions = []
    for i in range(200):
        deal = Deal.shuffled(rules, i % rules.players, rng)
        while deal.phase != DONE:
            if deal.phase == PLAY and rng.random() < 0.3:
                positions.append(deal.copy())
            deal.apply(rng.choice(deal.legal_actions()))
    count = 0
    start = time.perf_counter()
    end = start + seconds
    while time.perf_counter() < end:
        for p in positions:
            p.legal_actions()
        count += len(positions)
    return count, time.perf_counter() - start


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=3.0)
    args = ap.parse_args()
    cases = [
        ("2 players", Rules(players=2)),
        ("3 players", Rules(players=3)),
        ("4 pairs", Rules(players=4)),
        ("4 individual", Rules(players=4, mode="individual")),
    ]
    print(f"{'mode':<14}{'deals/s':>10}{'legal-move lists/s':>22}")
    for name, rules in cases:
        n, t = random_deals(rules, args.seconds)
        m, t2 = legal_moves(rules, args.seconds)
        print(f"{name:<14}{n / t:>10,.0f}{m / t2:>22,.0f}")


if __name__ == "__main__":
    main()
