"""A full pass of Python's cyclic garbage collector while a game is played, with and without
``gc.freeze()`` of what the start made (the GUI thread's collection, ``ui/start/collection.py``).
Run by hand from the project folder:

    QT_QPA_PLATFORM=offscreen nice -n 5 .venv/bin/python benchmarks/gc_pass.py [--runs 7] [--interval 50]

Each run plays one game twice, interleaved: ``deberts-desktop --autoplay --players 4 --seed=1``
(computers in every seat, the window offscreen, no animation: the same game each time; fresh
folders as ``benchmarks/memory.py``'s), the collector's passes on the GUI thread's timer, which
looks every ``--interval`` ms (the app's: 1000 — a game this quick would see one or two) whether
one is due:

- ``freeze``: the app as it is (``collection.FREEZE``): what survives the timer's first pass
  is frozen (``gc.freeze()``: out of the generations for good);
- ``no freeze``: ``collection.FREEZE`` off.

Timed with ``time.perf_counter`` on the GUI thread: the timer's first pass (a pass over all
that the start made: the collector was held until then; with ``--autoplay`` the timer starts
before the window is made) and the freeze; the passes due later (``gc.callbacks``); and a
full pass (``gc.collect()``) made at every 10th tick after the first pass — what a full pass
costs whenever it comes (a game this short has few due). Counted at the end: the objects in
the collector's generations and the frozen ones. Printed: per variant, the median over the
runs, and the ratio of the full pass to ``no freeze``'s run by run.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from memory import ROOT, environment  # noqa: E402 (the app's folders, one home)

VARIANTS = ("no freeze", "freeze")

#: Run in the app's process (``python -c``): the variant set, every pass of the GUI thread's
#: timer timed (:data:`gc.callbacks`), then ``deberts-desktop --autoplay`` as ``python -m``
#: runs it; at the end one line "GC first <ms> full <median ms> fulls <count> young <median ms>
#: tracked <objects> frozen <objects>".
APP = r"""
import atexit, gc, os, runpy, statistics, sys, time
from deberts_desktop.ui.start import collection as C

C.FREEZE = os.environ["GC_VARIANT"] == "freeze"
C.INTERVAL_MS = int(os.environ["GC_INTERVAL_MS"])
passes = []  # (generation, ms) of each pass while the timer collects
began = {}
in_forced = {"on": False}


def timed(phase, info):
    if not C.running() or in_forced["on"]:
        return
    if phase == "start":
        began["t"] = time.perf_counter()
    elif "t" in began:
        passes.append((info["generation"], (time.perf_counter() - began.pop("t")) * 1000))


def report():
    if KEPT:
        print(f"GC kept {sum(kept)} looks {len(kept)}", flush=True)
        return
    young = [ms for g, ms in passes[1:] if g < 2]  # (the forced full passes are not in passes: timed apart)
    print(f"GC first {passes[0][1]:.2f} freeze {froze['ms']:.3f} full {statistics.median(forced):.2f} fulls {len(forced)} "
          f"due {sum(1 for g, _ in passes[1:] if g == 2)} young {statistics.median(young) if young else 0:.3f} "
          f"youngs {len(young)} tracked {len(gc.get_objects())} frozen {gc.get_freeze_count()}", flush=True)


collect_due = C.collect_due
ticks = {"n": 0}
KEPT = os.environ.get("GC_KEPT") == "1"
kept = []  # objects found unreachable among the frozen ones at every 10th tick (GC_KEPT)
forced = []  # (ms) of a full pass made every 10th tick after the first pass: what a due one costs


def ticked():
    collect_due()
    ticks["n"] += 1
    if passes and ticks["n"] % 10 == 0 and KEPT:  # the start's objects become garbage since the freeze
        in_forced["on"] = True
        gc.unfreeze()
        kept.append(gc.collect())
        gc.freeze()
        in_forced["on"] = False
    elif passes and ticks["n"] % 10 == 0:
        t = time.perf_counter()
        in_forced["on"] = True
        gc.collect()
        in_forced["on"] = False
        forced.append((time.perf_counter() - t) * 1000)


C.collect_due = ticked
freeze, froze = gc.freeze, {"ms": 0.0}


def timed_freeze():
    t = time.perf_counter()
    freeze()
    froze["ms"] = (time.perf_counter() - t) * 1000


gc.freeze = timed_freeze
gc.callbacks.append(timed)
atexit.register(report)
sys.argv = ["deberts-desktop", "--autoplay", "--players", "4", "--seed=1"]
runpy.run_module("deberts_desktop", run_name="__main__", alter_sys=True)
"""


def run_variant(python: str, folder: Path, variant: str, interval: int, kept: bool = False) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(environment(folder, tmp), GC_VARIANT=variant, GC_INTERVAL_MS=str(interval), GC_KEPT=str(int(kept)))
        done = subprocess.run([python, "-c", APP], env=env, cwd=folder, capture_output=True, text=True, timeout=600)
        line = next((ln for ln in done.stdout.splitlines() if ln.startswith("GC ")), None)
        if line is None:
            raise SystemExit(f"the game ({variant}) did not end (got {done.stdout[-500:]!r} {done.stderr[-500:]!r})")
        words = line.split()[1:]
        return {words[i]: float(words[i + 1]) for i in range(0, len(words), 2)}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--python", default=sys.executable)
    parser.add_argument("--interval", type=int, default=50,
                        help="ms between the timer's looks whether a pass is due (the app's: 1000)")
    parser.add_argument("--kept", action="store_true",
                        help="instead: how many of the frozen objects became garbage during the game (unfrozen, "
                             "collected and frozen again at every 10th tick)")
    args = parser.parse_args(argv)
    if args.kept:
        for i in range(args.runs):
            print(f"run {i + 1}:", run_variant(args.python, ROOT, "freeze", args.interval, kept=True), flush=True)
        return 0
    results: dict[str, list[dict[str, float]]] = {v: [] for v in VARIANTS}
    for i in range(args.runs):
        for variant in (VARIANTS if i % 2 == 0 else VARIANTS[::-1]):
            r = run_variant(args.python, ROOT, variant, args.interval)
            results[variant].append(r)
            print(f"run {i + 1} {variant}: " + ", ".join(f"{k} {v:g}" for k, v in r.items()), flush=True)
    print(f"\nmedians of {args.runs} runs (ms; objects):")
    for variant in VARIANTS:
        rs = results[variant]
        med = {k: statistics.median(r[k] for r in rs) for k in rs[0]}
        ratios = [r["full"] / p["full"] for r, p in zip(rs, results["no freeze"]) if p["full"]]
        print(f"  {variant:10s} the timer's first pass {med['first']:.2f}, the freeze {med['freeze']:.3f}; a full pass while the game is played "
              f"{med['full']:.2f} ({statistics.median(ratios):.2f} of no freeze's, run by run "
              f"{min(ratios):.2f}..{max(ratios):.2f}; {med['fulls']:.0f} timed a game, {med['due']:.0f} due); "
              f"a younger pass {med['young']:.3f} ({med['youngs']:.0f} a game); at the end {med['tracked']:.0f} objects in the generations, {med['frozen']:.0f} frozen")
    return 0


if __name__ == "__main__":
    sys.exit(main())
