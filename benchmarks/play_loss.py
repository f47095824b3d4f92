"""Card-play quality of Master variants, measured against the double-dummy truth.

A low-noise yardstick for card play (the arena's deal margins need hundreds of deals to
see a change of a few points). Master plays 2-player deals against Amateur; at every
card Master chooses (more than one legal card) the position is kept with the *real*
hands, and the exact solver gives every legal card's value in deal points for Master's
side (RULES.md 9, with the opponent's hand known). A variant then chooses a card in each
kept position from the seat's view only; its **loss** is the best card's value minus the
chosen card's (0 = the card a player seeing every hand would choose). Run by hand:

    .venv/bin/python benchmarks/play_loss.py --deals 60 --seed 3 "worlds=80" "miss=0.3"

Prints, per variant, the mean loss per decision, the paired difference from plain Master
with its 95% interval, how often the variant chose a card of the best value, and the
decision times. The positions and their exact values are kept in a cache file
(``--cache``) so that later runs only time the variants.
"""

from __future__ import annotations

import argparse
import math
import os
import pickle
import random
import statistics
import sys
import time
from multiprocessing import Pool

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from deberts_desktop.ai import arena  # noqa: E402
from deberts_desktop.ai.config import LEVELS  # noqa: E402
from deberts_desktop.ai.config import make_player  # noqa: E402
from deberts_desktop.ai.solver import SearchAborted, Solver  # noqa: E402
from deberts_desktop.ai.values import DealPoints, utility  # noqa: E402
from deberts_desktop.engine import Rules  # noqa: E402
from deberts_desktop.engine.actions import Play  # noqa: E402
from deberts_desktop.engine.cards import CARDS  # noqa: E402
from deberts_desktop.engine.deal import BEFORE_LEAD, PLAY, Deal  # noqa: E402

sys.path.insert(0, os.path.dirname(__file__))
from ai_variants import parse_variant  # noqa: E402


def _positions_of_deal(args) -> list[tuple]:
    """(view, {card: exact utility}) for every choice Master made in one deal, both
    seatings."""
    index, seed = args
    rules = Rules(players=2)
    deck_rng = random.Random(arena._seed(seed, "deal", index))
    dealer = deck_rng.randrange(2)
    deck = list(CARDS)
    deck_rng.shuffle(deck)
    out = []
    for k, labels in enumerate(arena.seatings(rules)):
        players = [make_player("master" if lab == "a" else "amateur", arena._seed(seed, index, k, s))
                   for s, lab in enumerate(labels)]
        deal = Deal.from_deck(rules, dealer, deck)
        while not deal.is_done:
            s = deal.current_player
            view = deal.view(s)
            plays = [a for a in view.legal if isinstance(a, Play)]
            if labels[s] == "a" and deal.phase in (PLAY, BEFORE_LEAD) and len(plays) == len(view.legal) > 1:
                state = deal.play_state()
                side = rules.side_of(s)
                solver = Solver(state, side, node_limit=3_000_000)
                points = DealPoints(rules, deal.declarer)
                try:
                    vals = solver.move_values(state)
                    exact = {c: utility(points.from_solver(state, side, v), side) for c, v in vals.items()}
                    out.append((view, exact, list(state.hands)))
                except SearchAborted:
                    pass
            deal.apply(players[s].choose(view))
    return out


def build(deals: int, seed: int, jobs: int) -> list[tuple]:
    tasks = [(i, seed) for i in range(deals)]
    if jobs > 1:
        with Pool(jobs) as pool:
            parts = pool.map(_positions_of_deal, tasks, chunksize=1)
    else:
        parts = [_positions_of_deal(t) for t in tasks]
    return [p for part in parts for p in part]


def _losses(args) -> tuple[list[float], list[float]]:
    settings, chunk = args
    player = make_player(LEVELS["master"].replace(**settings), 12345)
    losses, times = [], []
    for view, exact, _hands in chunk:
        t = time.perf_counter()
        action = player.choose(view)
        times.append((time.perf_counter() - t) * 1000)
        card = int(action.card)
        losses.append(max(exact.values()) - exact[card])
    return losses, times


def measure(settings: dict, corpus, jobs: int) -> tuple[list[float], list[float]]:
    chunks = [corpus[i::jobs] for i in range(jobs)]
    if jobs > 1:
        with Pool(jobs) as pool:
            parts = pool.map(_losses, [(settings, c) for c in chunks])
    else:
        parts = [_losses((settings, corpus))]
    # put back in corpus order so that variants pair position by position
    losses = [0.0] * len(corpus)
    times = []
    for j, (ls, ts) in enumerate(parts):
        for i, x in enumerate(ls):
            losses[j + i * jobs] = x
        times.extend(ts)
    return losses, times


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("variants", nargs="*", help='e.g. "worlds=80" "miss=0.3"')
    ap.add_argument("--deals", type=int, default=60)
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--cache", default=None, help="positions file (default: /tmp/deberts-play-loss-SEED-DEALS.pickle)")
    args = ap.parse_args()
    cache = args.cache or f"/tmp/deberts-play-loss-{args.seed}-{args.deals}.pickle"
    if os.path.exists(cache):
        with open(cache, "rb") as f:
            corpus = pickle.load(f)
    else:
        t = time.time()
        corpus = build(args.deals, args.seed, args.jobs)
        with open(cache, "wb") as f:
            pickle.dump(corpus, f)
        print(f"{len(corpus)} positions from {args.deals} mirrored deals ({time.time() - t:.0f} s)", flush=True)
    rows = [("master", {})] + [(v, parse_variant(v)) for v in args.variants]
    base = None
    for name, settings in rows:
        t = time.time()
        losses, times = measure(settings, corpus, args.jobs)
        if base is None:
            base = losses
        d = [y - x for x, y in zip(base, losses)]
        half = 1.96 * statistics.stdev(d) / math.sqrt(len(d)) if len(d) > 1 and any(d) else 0.0
        times.sort()
        p95 = times[min(len(times) - 1, int(math.ceil(0.95 * len(times))) - 1)]
        best = sum(1 for x in losses if x <= 1e-9) / len(losses)
        print(f"{name:<44} loss {statistics.fmean(losses):6.3f}/decision  vs master {statistics.fmean(d):+6.3f} ± {half:5.3f}"
              f"  best {best:5.1%}  ms median {statistics.median(times):6.1f} p95 {p95:6.1f}  ({time.time() - t:.0f} s)",
              flush=True)


if __name__ == "__main__":
    main()
