"""How fast the engine plays: complete random deals per second, and legal-move
generation per second, on one core. Run by hand:

    .venv/bin/python benchmarks/engine_speed.py [--seconds 3]
    .venv/bin/python benchmarks/engine_speed.py --against ../old-checkout [--rounds 4]

With ``--against DIR`` (a checkout of another commit: the folder that holds its
``deberts_desktop`` package) both engines run in this process, round by round in turn,
and the ratio ours / theirs is printed per mode (median of the rounds), so a change is
measured against its reference in the same run.

Target (issue 2): at least 3,000 complete random 2-player deals per second here.
"""

from __future__ import annotations

import argparse
import importlib
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

import deberts_desktop.engine as ours

MODES = [
    ("2 players", {"players": 2}),
    ("3 players", {"players": 3}),
    ("4 pairs", {"players": 4}),
    ("4 individual", {"players": 4, "mode": "individual"}),
]


def random_deals(engine, rules, seconds: float, seed: int = 1) -> tuple[int, float]:
    """Play shuffled deals to the end, the player to act choosing uniformly among its legal
    actions. Returns (deals, elapsed seconds)."""
    Deal = engine.Deal
    done = engine.DONE
    rng = random.Random(seed)
    choice = rng.choice
    n = 0
    start = time.perf_counter()
    end = start + seconds
    while True:
        deal = Deal.shuffled(rules, n % rules.players, rng)
        while deal.phase != done:
            deal.apply(choice(deal.legal_actions()))
        n += 1
        if n % 50 == 0 and time.perf_counter() > end:
            break
    return n, time.perf_counter() - start


def legal_moves(engine, rules, seconds: float, seed: int = 2) -> tuple[int, float]:
    """Legal-action lists generated per second at random play positions."""
    rng = random.Random(seed)
    positions = []
    for i in range(200):
        deal = engine.Deal.shuffled(rules, i % rules.players, rng)
        while deal.phase != engine.DONE:
            if deal.phase == engine.PLAY and rng.random() < 0.3:
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


def load_reference(folder: str):
    """The ``deberts_desktop.engine`` of another checkout, imported under another name."""
    src = Path(folder).resolve() / "deberts_desktop"
    if not (src / "engine").is_dir():
        raise SystemExit(f"{folder}: no deberts_desktop/engine there")
    tmp = Path(tempfile.mkdtemp(prefix="engine-ref-"))
    shutil.copytree(src / "engine", tmp / "reference_pkg" / "engine")
    for helper in ("lazy.py", "levels.py"):  # the package's small helpers the engine may import
        if (src / helper).is_file():
            shutil.copy(src / helper, tmp / "reference_pkg" / helper)
    (tmp / "reference_pkg" / "__init__.py").write_text("")
    sys.path.insert(0, str(tmp))
    return importlib.import_module("reference_pkg.engine")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=3.0)
    ap.add_argument("--against", help="a checkout to compare with, in the same run")
    ap.add_argument("--rounds", type=int, default=3, help="with --against: rounds of each engine, in turn")
    args = ap.parse_args()
    if not args.against:
        print(f"{'mode':<14}{'deals/s':>10}{'legal-move lists/s':>22}")
        for name, kw in MODES:
            rules = ours.Rules(**kw)
            n, t = random_deals(ours, rules, args.seconds)
            m, t2 = legal_moves(ours, rules, args.seconds)
            print(f"{name:<14}{n / t:>10,.0f}{m / t2:>22,.0f}", flush=True)
        return
    ref = load_reference(args.against)
    print(f"{'mode':<14}{'ours deals/s':>14}{'reference':>11}{'ratio':>8}   (median of {args.rounds} rounds each)")
    for name, kw in MODES:
        rates = {"ours": [], "ref": []}
        for _ in range(args.rounds):
            for label, engine in (("ours", ours), ("ref", ref)):
                n, t = random_deals(engine, engine.Rules(**kw), args.seconds)
                rates[label].append(n / t)
        a, b = statistics.median(rates["ours"]), statistics.median(rates["ref"])
        print(f"{name:<14}{a:>14,.0f}{b:>11,.0f}{a / b:>8.2f}", flush=True)


if __name__ == "__main__":
    main()
