"""The shipped problems solved again with the current code (issue 24): which still meet the
criteria of :mod:`deberts_desktop.ai.problems` with the answer they were shipped with.
Run by hand after the computer players change (the fair values come from the Master's
evaluation and its bidding simulation):

    nice -n 5 .venv/bin/python benchmarks/problems_check.py [--jobs 2] [--sample N --seed S]

Every problem of ``deberts_desktop/resources/problems`` (or ``--folder``) is set up at its
question and solved (:func:`deberts_desktop.ai.problems.verify`): the answer must still be
the best option, beat the second by at least 10 (fair deal points; margins for bids), be
best in at least 90% of the worlds sampled and best double-dummy on the real layout; and
its level must be the one today's weaker players give it (:func:`~deberts_desktop.ai.problems.finders`,
:func:`~deberts_desktop.ai.problems.level_of`: a change of Beginner, Amateur or Expert
moves it). A
line per problem that fails (and with ``--all`` per problem), then per level, mode and
kind how many still hold, the least margin and share over the set, and the CPU time.
Exit status 0 when all hold, 1 otherwise. The suite runs the same check on a seeded
sample of 5 (``tests/ai/test_problems.py``). When some fail, make the set again
(``tools/make_problems.py``, same command as before) and run this again.
"""

from __future__ import annotations

import argparse
import random
import resource
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from deberts_desktop.ai.problems import MIN_MARGIN, MIN_SHARE, finders, level_of, verify  # noqa: E402
from deberts_desktop.storage.problems import load_problems, problems_folder  # noqa: E402


def check(problem) -> dict:
    """One problem solved again: its figures and failures (a picklable dict)."""
    started = time.process_time()
    try:
        sol, failures = verify(problem.position(), problem.seat, problem.answer)
        figures = {"margin": sol.margin, "share": sol.share, "dd": sol.dd_margin, "answer": str(sol.answer)}
        level = level_of(finders(problem.position().view(problem.seat), problem.answer))
        if level != problem.level:
            failures.append(f"level {problem.level}, but today's weaker players make it {level}")
    except ValueError as e:
        figures, failures = {}, [f"cannot be solved: {e}"]
    return {"number": problem.number, "id": problem.id, "level": problem.level, "mode": problem.mode,
            "kind": problem.kind, "failures": failures, "cpu": time.process_time() - started, **figures}


def sample(problems, size: int, seed) -> list:
    """A seeded sample of ``size`` problems, in set order."""
    chosen = random.Random(f"problems-sample|{seed}").sample(range(len(problems)), min(size, len(problems)))
    return [problems[i] for i in sorted(chosen)]


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--folder", type=Path, default=problems_folder())
    p.add_argument("--sample", type=int, default=0, help="check only a seeded sample of this many")
    p.add_argument("--seed", default="0", help="the sample's seed (default %(default)s)")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--all", action="store_true", help="a line for every problem, not only the failing ones")
    args = p.parse_args(argv)
    started = time.process_time()
    found = load_problems(args.folder)
    for name, why in found.skipped:
        print(f"skipped {name}: {why}")
    problems = list(found.problems)
    if args.sample:
        problems = sample(problems, args.sample, args.seed)
    if args.jobs > 1:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(args.jobs) as workers:
            results = workers.map(check, problems, chunksize=1)
    else:
        results = [check(q) for q in problems]
    for r in results:
        if r["failures"] or args.all:
            dd = "-" if r.get("dd") is None else f"{r['dd']:.1f}"
            figures = f"margin {r['margin']:.1f}, share {r['share']:.0%}, dd {dd}" if "margin" in r else ""
            print(f"{r['number']:03d} {r['id']} level {r['level']} {r['mode']} {r['kind']}: {figures}"
                  + (f" — FAILS: {'; '.join(r['failures'])}" if r["failures"] else " — holds"))
    holding = [r for r in results if not r["failures"]]
    print(f"\n{len(holding)} of {len(results)} problems hold (margin ≥ {MIN_MARGIN:g}, share ≥ {MIN_SHARE:.0%}, "
          f"best double-dummy, the level today's players give it); {len(found.skipped)} file(s) skipped")
    for key in ("level", "mode", "kind"):
        total, held = Counter(r[key] for r in results), Counter(r[key] for r in holding)
        print(f"by {key}: " + ", ".join(f"{k} {held[k]}/{total[k]}" for k in sorted(total, key=str)))
    solved = [r for r in results if "margin" in r]
    if solved:
        print(f"least margin {min(r['margin'] for r in solved):.1f}, least share {min(r['share'] for r in solved):.0%}, "
              f"least double-dummy margin {min((r['dd'] for r in solved if r['dd'] is not None), default=0):.1f}")
        cpu = sorted(r["cpu"] for r in results)
        print(f"CPU per problem: median {cpu[len(cpu) // 2]:.2f} s, max {cpu[-1]:.2f} s")
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    print(f"CPU time: {time.process_time() - started + children.ru_utime + children.ru_stime:.0f} s")
    return 0 if len(holding) == len(results) and not found.skipped else 1


if __name__ == "__main__":
    sys.exit(main())
