"""How fast the double-dummy solver solves whole deals, against the reference solver
(today's, kept in ``benchmarks/reference_solver``) in the same run: per mode, the same
deals, the two solvers interleaved deal by deal (their order alternating) so that the
machine's drift hits both. Run by hand, pinned to one core:

    taskset -c 1 .venv/bin/python benchmarks/solver_speed.py [--deals 50] [--players 2 3 4 4i] [--seed 1] [--plain]
        [--against DIR]

Each deal is shuffled with a fixed seed, the first bidder takes, and the position at the
first lead is solved for the declarer's side with the full window (the deal's value).
Times include making the solver. Prints per mode: deals, median, 90th percentile and
maximum time of each solver, the ratios new/reference of each, median and maximum nodes
of each, and whether every value is equal (it must be: the exit status is 1 if not).
The new solver is the compiled one where it was built (setup.py), else plain Python;
``--plain`` measures solver.py as plain Python even where the compiled one is installed.
``--against DIR``: the reference is the solver of another checkout (the folder holding its
``deberts_desktop`` package, its compiled module if it was built there), imported under
another name, instead of ``benchmarks/reference_solver``: today's solver against an
earlier one in one run.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from reference_solver import Solver as ReferenceSolver, position_from_state  # noqa: E402

import deberts_desktop.ai.solver as installed  # noqa: E402
from deberts_desktop.engine import Deal, Rules  # noqa: E402
from deberts_desktop.engine.actions import TAKE  # noqa: E402


def first_leads(rules: Rules, deals: int, seed: int):
    """``(state, declarer's side)`` at the first lead of each shuffled deal."""
    rng = random.Random(seed)
    for i in range(deals):
        deal = Deal.shuffled(rules, i % rules.players, rng)
        deal.apply(TAKE)
        yield deal.play_state(), rules.side_of(deal.declarer)


SOLVER = installed


def plain_python():
    """solver.py run as plain Python, even where the compiled module is installed."""
    path = Path(installed.__file__).with_name("solver.py")
    spec = importlib.util.spec_from_file_location("deberts_desktop.ai._solver_source", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def solve_new(state, side):
    t = time.perf_counter()
    solver = SOLVER.Solver(state, side)
    value = solver.value(state)
    return time.perf_counter() - t, solver.nodes, value


AGAINST = None  # the other checkout's solver module (--against), else None


def other_checkout(folder: str):
    """The solver module of another checkout's package, imported as ``solver_before_pkg``."""
    src = Path(folder).resolve() / "deberts_desktop"
    if not (src / "ai").is_dir():
        raise SystemExit(f"{folder}: no deberts_desktop package there")
    tmp = Path(tempfile.mkdtemp(prefix="solver-speed-"))
    shutil.copytree(src, tmp / "solver_before_pkg", ignore=shutil.ignore_patterns("resources", "__pycache__"))
    sys.path.insert(0, str(tmp))
    return importlib.import_module("solver_before_pkg.ai.solver")


def solve_reference(state, side):
    t = time.perf_counter()
    if AGAINST is not None:
        solver = AGAINST.Solver(state, side)
        value = solver.value(state)
        return time.perf_counter() - t, solver.nodes, value
    pos = position_from_state(state)
    solver = ReferenceSolver(pos, side)
    value = solver.value(pos)
    return time.perf_counter() - t, solver.nodes, value


def percentile(xs, q: float) -> float:
    """The ``q`` quantile of ``xs`` (0 < q < 1; linear between order statistics)."""
    return statistics.quantiles(xs, n=100, method="inclusive")[round(q * 100) - 1]


def measure(rules: Rules, deals: int, seed: int):
    """Per solver (new, reference): lists of times, nodes and values."""
    new = ([], [], [])
    ref = ([], [], [])
    for i, (state, side) in enumerate(first_leads(rules, deals, seed)):
        order = ((solve_new, new), (solve_reference, ref))
        for solve, out in order if i % 2 == 0 else order[::-1]:
            for lst, x in zip(out, solve(state, side)):
                lst.append(x)
    return new, ref


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=50)
    ap.add_argument("--players", nargs="*", default=["2", "3", "4"], choices=["2", "3", "4", "4i"],
                    help="the modes: 2, 3 or 4 players (4: pairs, 4i: individual)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--plain", action="store_true", help="the new solver as plain Python")
    ap.add_argument("--against", metavar="DIR", help="the reference: another checkout's solver")
    args = ap.parse_args()
    global SOLVER, AGAINST
    if args.plain:
        SOLVER = plain_python()
    kind = "plain Python" if Path(SOLVER.__file__).suffix == ".py" else "compiled"
    reference = "benchmarks/reference_solver"
    if args.against:
        AGAINST = other_checkout(args.against)
        other = "plain Python" if Path(AGAINST.__file__).suffix == ".py" else "compiled"
        reference = f"{args.against} ({other})"
    print(f"new solver: {kind} ({Path(SOLVER.__file__).name}); reference: {reference}")
    print(f"{'mode':<9}{'deals':>6} | {'median s':>9}{'ref':>8}{'ratio':>7} | {'p90 s':>8}{'ref':>8}{'ratio':>7} | "
          f"{'max s':>8}{'ref':>8}{'ratio':>7} | {'med nodes':>10}{'ref':>10} | {'p90 nodes':>10}{'ref':>10} | "
          f"{'max nodes':>10}{'ref':>10} | equal")
    all_equal = True
    for mode in args.players:
        players = int(mode[0])
        rules = Rules(players=players, mode="individual" if mode == "4i" else "pairs")
        (t, nodes, values), (rt, rnodes, rvalues) = measure(rules, args.deals, args.seed)
        equal = values == rvalues
        all_equal &= equal
        name = f"{players} pl" + (" indiv" if mode == "4i" else " pairs" if players == 4 else "")
        med, rmed = statistics.median(t), statistics.median(rt)
        p90, rp90 = percentile(t, 0.9), percentile(rt, 0.9)
        print(f"{name:<9}{len(t):>6} | {med:>9.4f}{rmed:>8.4f}{med / rmed:>7.3f} | {p90:>8.3f}{rp90:>8.3f}"
              f"{p90 / rp90:>7.3f} | {max(t):>8.3f}{max(rt):>8.3f}{max(t) / max(rt):>7.3f} | "
              f"{int(statistics.median(nodes)):>10,}{int(statistics.median(rnodes)):>10,} | "
              f"{int(percentile(nodes, 0.9)):>10,}{int(percentile(rnodes, 0.9)):>10,} | "
              f"{max(nodes):>10,}{max(rnodes):>10,} | {'yes' if equal else 'NO'}", flush=True)
    return 0 if all_equal else 1


if __name__ == "__main__":
    sys.exit(main())
