"""A level's time per decision in arena deals, the slowest decisions with their position.

    .venv/bin/python benchmarks/decision_times.py --players 3 --deals 40 --seed 7 [--level master]
        [--opponent expert] [--over 1.0] [--jobs 2] [--against /work/ref-base [--against-level master]]
        [--settings "min_worlds=40"] [--save slow.pickle]

The arena's mirrored deals (the same deals and seeds as ``deberts-desktop arena``: A, the
level, against B, ``--opponent``) are played, and every decision of A with a choice (bids,
the seven swap, cards) is timed in CPU time of its process (``time.process_time``: what the
load of other processes inflates least; one core), with the solver nodes it searched and
its worlds (evaluated / solved exactly). Printed: per kind (bids, cards) the decisions'
mean, median, 95th percentile and maximum, and every decision over ``--over`` seconds with
its deal, seating, seat, trick and cards in hand, nodes and worlds. ``--against DIR``: the
same level of another checkout (its compiled solver built there) decides in each of A's
positions too (its own engine's copy of the view), timed the same way: the reference in the
same run, and the ratio of the means and of the 95th percentiles; and how many of A's
decisions it answered with the same action (bids and cards apart: each position is A's, so a
decision that differed does not hide the later ones). ``--against-level``: the other
checkout's level to ask (default ``--level``; e.g. today's Expert against the earlier
Master). ``--settings``: fields of A's configuration changed, as ``ai_variants.py`` takes
them. ``--save FILE``: the views
of the decisions over ``--over`` (with the player's seed) pickled, to profile them again.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import os
import pickle
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from deberts_desktop.ai import arena, players  # noqa: E402
from deberts_desktop.ai.config import ARENA_LEVELS  # noqa: E402
from deberts_desktop.engine import Deal, Rules  # noqa: E402
from deberts_desktop.engine.cards import CARDS  # noqa: E402
from deberts_desktop.engine.deal import BIDDING_1, BIDDING_2  # noqa: E402

sys.path.insert(0, os.path.dirname(__file__))
from ai_variants import parse_variant  # noqa: E402
from before_after import as_reference, load_reference  # noqa: E402

_SOLVERS: list = []
_WORLDS: list = []


def _instrument() -> None:
    """Count the solver nodes and the worlds of each decision (today's players only)."""
    if getattr(players, "_timed", False):
        return
    players._timed = True
    base_solver = players.Solver

    class CountingSolver(base_solver):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            _SOLVERS.append(self)

    players.Solver = CountingSolver
    evaluate = players.Player.evaluate

    def counted(self, view, legal, rng):
        out = evaluate(self, view, legal, rng)
        _WORLDS.append((len(out), sum(w.solved for w in out)))
        return out

    players.Player.evaluate = counted



def deal_times(args) -> list[dict]:
    """Every decision of A with a choice in one deal (every seating): a dict per decision."""
    rules_dict, level, opponent, index, seed, against, ref_level, settings = args
    _instrument()
    ref = None
    if against:
        load_reference(against)
        import importlib

        ref = importlib.import_module("reference_pkg.ai")
    rules = Rules.from_dict(rules_dict)
    deck_rng = random.Random(arena._seed(seed, "deal", index))
    dealer = deck_rng.randrange(rules.players)
    deck = list(CARDS)
    deck_rng.shuffle(deck)
    out = []
    for k, labels in enumerate(arena.seatings(rules)):
        seeds = [arena._seed(seed, index, k, s) for s in range(rules.players)]
        made = [ARENA_LEVELS[level].replace(**settings)(seeds[s]) if lab == "a" else ARENA_LEVELS[opponent](seeds[s])
                for s, lab in enumerate(labels)]
        deal = Deal.from_deck(rules, dealer, deck)
        while not deal.is_done:
            seat = deal.current_player
            view = deal.view(seat)
            if labels[seat] != "a" or len(view.legal) <= 1:
                deal.apply(made[seat].choose(view, deal if made[seat].needs_deal else None))
                continue
            _SOLVERS.clear()
            _WORLDS.clear()
            t = time.process_time()
            action = made[seat].choose(view)
            cpu = time.process_time() - t
            row = {"deal": index, "seating": k, "seat": seat, "bid": view.phase in (BIDDING_1, BIDDING_2),
                   "hand": len(view.hand), "trick": len(view.tricks) + 1, "cpu": cpu,
                   "nodes": sum(s.nodes for s in _SOLVERS), "worlds": _WORLDS[0] if _WORLDS else None,
                   "seed": seeds[seat], "view": pickle.dumps(view)}
            if ref is not None:
                rview = as_reference(view)
                rp = ref.make_player(ref_level or level, seeds[seat])
                t = time.process_time()
                ref_action = rp.choose(rview)
                row["ref_cpu"] = time.process_time() - t
                row["same"] = str(ref_action) == str(action)
            out.append(row)
            deal.apply(action)
    return out


def _p95(v):
    return v[min(len(v) - 1, int(math.ceil(0.95 * len(v))) - 1)]


def _line(label, xs, refs):
    xs = sorted(xs)
    text = (f"{label:<6} {len(xs):>6} decisions: CPU s mean {statistics.fmean(xs):.3f} median "
            f"{statistics.median(xs):.3f} p95 {_p95(xs):.3f} max {xs[-1]:.3f}")
    if refs:
        refs = sorted(refs)
        text += (f"; the earlier level: mean {statistics.fmean(refs):.3f} p95 {_p95(refs):.3f} max {refs[-1]:.3f}; "
                 f"ratio of means {statistics.fmean(xs) / statistics.fmean(refs):.2f}, of p95 "
                 f"{_p95(xs) / _p95(refs):.2f}")
    return text


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    ap.add_argument("--mode", default="pairs", choices=("pairs", "individual"))
    ap.add_argument("--level", default="master", choices=sorted(ARENA_LEVELS))
    ap.add_argument("--opponent", default="expert", choices=sorted(ARENA_LEVELS))
    ap.add_argument("--deals", type=int, default=20)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--over", type=float, default=1.0, help="list the decisions over this many CPU seconds")
    ap.add_argument("--against", default=None, help="a checkout whose same level is timed on the same positions")
    ap.add_argument("--against-level", default=None, choices=sorted(ARENA_LEVELS),
                    help="the level of --against's checkout to ask (default --level)")
    ap.add_argument("--settings", default="", help='fields of the level changed for A: "min_worlds=40"')
    ap.add_argument("--save", default=None, help="pickle the views of the decisions over --over here")
    args = ap.parse_args()
    rules = Rules(players=args.players, mode=args.mode if args.players == 4 else "pairs")
    tasks = [(rules.to_dict(), args.level, args.opponent, i, args.seed, args.against, args.against_level,
              parse_variant(args.settings)) for i in range(args.deals)]
    start = time.time()
    if args.jobs > 1:
        with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
            rows = [r for part in pool.imap(deal_times, tasks, chunksize=1) for r in part]
    else:
        rows = [r for t in tasks for r in deal_times(t)]
    mode = f"{args.players} players" + (f" {rules.mode}" if args.players == 4 else "")
    print(f"{args.level}" + (f" ({args.settings})" if args.settings else "") + f" against {args.opponent}, {mode}, "
          f"{args.deals} mirrored deals, seed {args.seed} ({time.time() - start:.0f} s)"
          + (f"; the earlier level: {args.against_level or args.level} of {args.against}" if args.against else ""))
    for label, pick in (("all", lambda r: True), ("bids", lambda r: r["bid"]), ("cards", lambda r: not r["bid"])):
        sel = [r for r in rows if pick(r)]
        if sel:
            print(_line(label, [r["cpu"] for r in sel], [r["ref_cpu"] for r in sel if "ref_cpu" in r]))
    if args.against:
        for label, pick in (("bids", lambda r: r["bid"]), ("cards", lambda r: not r["bid"])):
            sel = [r for r in rows if pick(r)]
            same = sum(r["same"] for r in sel)
            if sel:
                print(f"{label}: the same action as the earlier level in {same} of {len(sel)} decisions "
                      f"({100 * same / len(sel):.1f}%)")
        for r in [r for r in rows if not r["same"]][:20]:
            print(f"  differed: deal {r['deal']} seating {r['seating']} seat {r['seat']} "
                  f"{'bid' if r['bid'] else 'card'} trick {r['trick']} {r['hand']} cards, {r['nodes']:,} nodes, "
                  f"worlds (evaluated, solved) {r['worlds']}")
    cards = [r for r in rows if not r["bid"]]
    if cards:
        nodes = sorted(r["nodes"] for r in cards)
        print(f"cards: solver nodes per decision median {statistics.median(nodes):,.0f} p95 {_p95(nodes):,} "
              f"max {nodes[-1]:,}")
    slow = sorted((r for r in rows if r["cpu"] > args.over), key=lambda r: -r["cpu"])
    print(f"{len(slow)} decisions over {args.over} s:")
    for r in slow:
        print(f"  deal {r['deal']} seating {r['seating']} seat {r['seat']} {'bid' if r['bid'] else 'card'} "
              f"trick {r['trick']} {r['hand']} cards: {r['cpu']:.2f} s, {r['nodes']:,} nodes, worlds "
              f"(evaluated, solved) {r['worlds']}" + (f"; earlier {r['ref_cpu']:.2f} s" if "ref_cpu" in r else ""))
    if args.save:
        with open(args.save, "wb") as f:
            pickle.dump([(r["seed"], pickle.loads(r["view"])) for r in slow], f)


if __name__ == "__main__":
    main()
