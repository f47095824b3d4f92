"""How long the review of one whole deal takes (issue 13), on one core: the median and the
90th percentile over 4-pair deals and 2-player deals. Run by hand:

    .venv/bin/python benchmarks/review_speed.py [--deals 30] [--deals2 10] [--deals3 5] [--deals4i 5] [--side]
    .venv/bin/python benchmarks/review_speed.py --solver ../wt-solver/deberts_desktop/ai [--plain]

Each deal (4 pairs, 2 players, and a few of 3 players and 4 individual, where the
double-dummy search plays three seats against one) is dealt from a seed and played by
Master players in every seat (deals thrown in are skipped); then :func:`~deberts_desktop.ai.review.review_deal` reviews **every
card of both sides** (``--side``: only seat 0's side, the person's), double-dummy and
fair, with its default settings. The deals are made before the clock starts.

``--solver DIR`` also loads the solver module found in DIR (``solver.py``, or its
compiled ``solver.*.so`` / ``.pyd`` when present, unless ``--plain``) and reviews every deal with both
solvers, in turn, in this process: the figures of both and the ratio per deal (theirs /
ours, median) are measured in the same run. The other solver takes the place of ours in
the review and in the Master's evaluation while it runs.

Targets (issue 13): 4 pairs median ≤ 15 s and 90th percentile ≤ 30 s; 2 players median
≤ 3 s. Also printed: positions given up by the solver (must be 0), the most nodes a
side's solver spent over a deal, and the time of the coach's values
(:func:`~deberts_desktop.ai.coach.coach_values`) per decision with a choice, every seat.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import random
import statistics
import sys
import time
from pathlib import Path

from deberts_desktop.ai import make_player
from deberts_desktop.ai.coach import coach_values
from deberts_desktop.ai import players as players_module
from deberts_desktop.ai import review as review_module
from deberts_desktop.ai import solver as our_solver
from deberts_desktop.engine import Game, Rules
from deberts_desktop.engine.record import game_record


def played_deal(rules: Rules, seed: int):
    """``(deal record, dealer)`` of one deal played out by Master players (not thrown in)."""
    for k in range(100):
        game = Game(rules, dealer=seed % rules.players, seed=f"{seed}/{k}")
        game.start_deal()
        seats = [make_player("master", seed=s) for s in range(rules.players)]
        deal = game.deal
        while not deal.is_done:
            s = deal.current_player
            game.apply(seats[s].choose(game.view(s)), s)
        if deal.result.outcome in ("made", "bait", "hanging"):
            return game_record(game).deals[0], deal.dealer
    raise RuntimeError("no deal was played out")


def load_solver(folder: Path, plain: bool = False):
    """The solver module in ``folder``, compiled if a compiled one is there (unless
    ``plain``), loaded under the name of ours (so that its relative imports find our
    engine); ours stays in place."""
    compiled = [] if plain else sorted(folder.glob("solver.*.so")) + sorted(folder.glob("solver.*.pyd"))
    path = compiled[0] if compiled else folder / "solver.py"
    name = our_solver.__name__
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    finally:
        sys.modules[name] = our_solver
    return module, path


@contextlib.contextmanager
def using(solver_module):
    """Review and evaluate with ``solver_module`` while the block runs."""
    saved = [(m, name, getattr(m, name)) for m in (review_module, players_module) for name in ("Solver", "SearchAborted")]
    for m, name, _ in saved:
        setattr(m, name, getattr(solver_module, name))
    try:
        yield
    finally:
        for m, name, value in saved:
            setattr(m, name, value)


def review_time(rules, record, dealer, seats, solver_module) -> tuple[float, float, int, int]:
    """Seconds to review one deal and of them in the fair values, positions given up, and
    the most nodes one of the review's solvers spent (a side's, over the deal)."""
    made = []
    real = solver_module.Solver
    fair_time = [0.0]
    evaluate = review_module.evaluate

    def factory(state, side, node_limit=None):
        s = real(state, side, node_limit=node_limit)
        made.append(s)
        return s

    def timed(*a, **k):
        t0 = time.perf_counter()
        try:
            return evaluate(*a, **k)
        finally:
            fair_time[0] += time.perf_counter() - t0

    with using(solver_module):
        review_module.Solver = factory  # count the nodes of the review's own solvers
        review_module.evaluate = timed
        try:
            t = time.perf_counter()
            rev = review_module.review_deal(rules, record, dealer, seats=seats)
            elapsed = time.perf_counter() - t
        finally:
            review_module.evaluate = evaluate
    given_up = sum(not c.dd_solved for c in rev.cards)
    return elapsed, fair_time[0], given_up, max((s.nodes for s in made), default=0)


def coach_times(rules, record, dealer, solver_module) -> list[float]:
    """Seconds of :func:`~deberts_desktop.ai.coach.coach_values` for every decision with a
    choice of every seat in the deal (what the coach computes while the person thinks)."""
    out = []
    with using(solver_module):
        for _index, seat, _card, deal in review_module.positions(rules, record, dealer):
            legal = deal.legal_mask(seat)
            if legal & (legal - 1):
                view = deal.view(seat)
                t = time.perf_counter()
                coach_values(view)
                out.append(time.perf_counter() - t)
    return out


def quantile(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=30, help="4-pair deals")
    ap.add_argument("--deals2", type=int, default=10, help="2-player deals")
    ap.add_argument("--deals3", type=int, default=5, help="3-player deals")
    ap.add_argument("--deals4i", type=int, default=5, help="4-individual deals")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--side", action="store_true", help="review only seat 0's side (default: both sides)")
    ap.add_argument("--solver", type=Path, help="a folder with another solver module to measure too")
    ap.add_argument("--plain", action="store_true", help="with --solver: its plain-Python solver.py, not a compiled one")
    args = ap.parse_args()
    solvers = [("ours", our_solver)]
    if args.solver:
        module, path = load_solver(args.solver, args.plain)
        solvers.append((f"other ({path})", module))
    print(f"reviewed: {'seat 0' + chr(39) + 's side' if args.side else 'both sides'}; ours: {our_solver.__file__}")
    modes = (("4 pairs", Rules(players=4), args.deals), ("2 players", Rules(players=2), args.deals2),
             ("3 players", Rules(players=3), args.deals3),
             ("4 indiv.", Rules(players=4, mode="individual"), args.deals4i))
    for label, rules, count in modes:
        if not count:
            continue
        deals = [played_deal(rules, args.seed * 1000 + i) for i in range(count)]
        seats = rules.seats_of(0) if args.side else None
        times = {name: [] for name, _ in solvers}
        fair = {name: [] for name, _ in solvers}
        coach = {name: [] for name, _ in solvers}
        given_up = {name: 0 for name, _ in solvers}
        most = {name: 0 for name, _ in solvers}
        for record, dealer in deals:
            for name, module in solvers:
                t, f, g, m = review_time(rules, record, dealer, seats, module)
                times[name].append(t)
                fair[name].append(f)
                coach[name].extend(coach_times(rules, record, dealer, module))
                given_up[name] += g
                most[name] = max(most[name], m)
        for name, _ in solvers:
            ts = times[name]
            print(f"{label:<10} {name}: {len(ts)} deals, median {statistics.median(ts):.2f} s, "
                  f"90th percentile {quantile(ts, 0.9):.2f} s, max {max(ts):.2f} s (fair values: median "
                  f"{statistics.median(fair[name]):.2f} s); positions given up {given_up[name]}; most nodes of a "
                  f"side's solver over a deal {most[name]:,}", flush=True)
            cs = coach[name]
            print(f"{label:<10} {name}: coach values per decision with a choice ({len(cs)}): median "
                  f"{1000 * statistics.median(cs):.0f} ms, 90th percentile {1000 * quantile(cs, 0.9):.0f} ms, "
                  f"max {1000 * max(cs):.0f} ms", flush=True)
        if len(solvers) == 2:
            ratios = [b / a for a, b in zip(times["ours"], times[solvers[1][0]])]
            print(f"{label:<10} ratio other / ours per deal: median {statistics.median(ratios):.3f}", flush=True)


if __name__ == "__main__":
    random.seed(0)
    main()
