"""Where a level's margin over another comes from, 2 players, mirrored deals: the margin
per deal split by who declared and how the declaration ended (made, bait, hanging bait,
nobody declared). Run by hand, e.g. for Master and the cheater on the same deals:

    .venv/bin/python benchmarks/margin_sources.py --deals 200 --seed 7 master cheater

For each level A (against ``--b``, default amateur) prints one line per outcome: the
seatings that ended so, A's average margin in them (deal points, what A writes minus what
B writes) and their share of A's margin per deal (the shares add up to the margin).
"""

from __future__ import annotations

import argparse
import collections
import multiprocessing
import random

from deberts_desktop.ai import arena
from deberts_desktop.ai.config import make_player
from deberts_desktop.engine import Rules
from deberts_desktop.engine.cards import CARDS
from deberts_desktop.engine.deal import Deal


def deal_outcomes(args) -> list[tuple[str, str, float]]:
    """One mirrored deal: (who declared, "a"/"b"/"-"; outcome; A's margin) per seating."""
    level_a, level_b, index, seed = args
    rules = Rules(players=2)
    deck_rng = random.Random(arena._seed(seed, "deal", index))  # the arena's own deals
    dealer = deck_rng.randrange(rules.players)
    deck = list(CARDS)
    deck_rng.shuffle(deck)
    out = []
    for k, labels in enumerate(arena.seatings(rules)):
        players = [make_player(level_a if lab == "a" else level_b, arena._seed(seed, index, k, s))
                   for s, lab in enumerate(labels)]
        deal = Deal.from_deck(rules, dealer, deck)
        arena.run_deal(deal, players, labels)
        r = deal.result
        who = labels[r.declarer] if r.declarer is not None and r.outcome else "-"
        out.append((who, r.outcome or "none", arena._margin(arena.deal_written(deal), labels, rules)))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("levels", nargs="+", help="the levels A to measure")
    ap.add_argument("--b", default="amateur")
    ap.add_argument("--deals", type=int, default=200)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    print("| A | declared by | outcome | seatings | A's margin there | share of margin per deal |")
    print("|---|---|---|---|---|---|")
    with multiprocessing.Pool(args.jobs) as pool:
        for level in args.levels:
            tasks = [(level, args.b, i, args.seed) for i in range(args.deals)]
            groups = collections.defaultdict(list)
            seatings = 0
            for out in pool.map(deal_outcomes, tasks):
                for who, outcome, margin in out:
                    groups[(who, outcome)].append(margin)
                    seatings += 1
            total = 0.0
            for (who, outcome), ms in sorted(groups.items()):
                share = sum(ms) / seatings  # a deal's margin is the mean of its seatings
                total += share
                name = {"a": level, "b": args.b, "-": "nobody"}[who]
                print(f"| {level} | {name} | {outcome} | {len(ms)} | {sum(ms) / len(ms):+.1f} | {share:+.2f} |")
            print(f"| {level} | all | | {seatings} | | **{total:+.2f}** |", flush=True)


if __name__ == "__main__":
    main()
