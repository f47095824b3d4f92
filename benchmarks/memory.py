"""The app's memory idle at the table, against a bare PySide6 window (issue 21: all the
app's processes together at most 1.8× the bare window by PSS), and the first computer
move's latency. Run by hand from the project folder:

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/memory.py [--runs 5] [--against /work/main]

Each run starts, interleaved: the bare window (``packaging/entry.py`` with
``DEBERTS_BARE_WINDOW=1``, the start-up reference of ``packaging/smoke.sh``), then the app
from this folder (``python -m deberts_desktop --seed=1`` with fresh settings and data
folders: a 2-player game in which the computer bids first), then, with ``--against``, the
app from that folder the same way (the code before a change). The app is measured once the
computer has made its first decision and the person is asked to bid, the table drawn; the
bare window once its window is up. Either way the figure is taken when the memory has
settled (four readings 0.25 s apart within 0.25 MiB).

The figure is PSS (proportional set size: a page shared by N processes counts 1/N in
each) summed over the process and all its descendants, from ``/proc/PID/smaps_rollup``
(Linux). Pages shared with processes outside the tree (other Qt programs on the machine)
lower both figures a little; interleaved runs and the median keep the ratio fair.

The first computer move's latency is the time from the session's asking the computers
(``GameSession.advance``) to their answer on the GUI thread (before the table's least
thinking time, ``think_delay_ms``, is waited); the median over the runs, for each tree.
"""

from __future__ import annotations

import argparse
import array
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096
PFN_MASK = (1 << 55) - 1

#: Run in the app's process (``python -c``): the real entry point (``python -m
#: deberts_desktop`` as ``runpy`` runs it, so a spawned child sees the same main module),
#: with two watches on the session: the first computer decision's latency, and the moment
#: the person is asked after it (then "IDLE <ms>" is printed).
APP = r"""
import runpy, sys, time
from deberts_desktop.ui import app as A  # no Qt yet: the app imports it as it does alone

state = {"latency": None, "told": False}


def watch(S):
    decided, advance = S.GameSession._decided, S.GameSession.advance

    def watched_decided(self, tag, action):
        if (state["latency"] is None and isinstance(tag, tuple) and tag[0] == "move"
                and self.waiting is not None and self.waiting[1] == tag):
            state["latency"] = time.monotonic() - self._asked_at
        return decided(self, tag, action)

    def watched_advance(self):
        advance(self)
        if (state["latency"] is not None and not state["told"] and self.waiting is not None
                and self.waiting[0] == "person"):
            state["told"] = True
            print(f"IDLE {state['latency'] * 1000:.1f}", flush=True)

    S.GameSession._decided, S.GameSession.advance = watched_decided, watched_advance


run = A.run


def watched_run(args):
    spare = (getattr(A, "drop_pyside_feature_import", None)  # what run() does first, where it exists
             or getattr(A, "spare_pyside_source_reads", None))  # (its name before 2026-12-05)
    if spare is not None:
        spare()
    from deberts_desktop.ui.game import session

    watch(session)
    return run(args)


A.run = watched_run
sys.argv = ["deberts-desktop", "--seed=1"]  # one word: "1" alone would look like a command
runpy.run_module("deberts_desktop", run_name="__main__", alter_sys=True)
"""


def children_of() -> dict[int, list[int]]:
    out: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    ppid = int(f.read().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
            out.setdefault(ppid, []).append(int(entry))
    return out


def tree(pid: int) -> list[int]:
    """``pid`` and every process below it."""
    kids = children_of()
    out, todo = [pid], [pid]
    while todo:
        for c in kids.get(todo.pop(), []):
            out.append(c)
            todo.append(c)
    return out


def rollup(pid: int) -> dict[str, int]:
    """``{"Pss": kB, "Rss": kB}`` of one process (empty when it is gone)."""
    out = {}
    try:
        with open(f"/proc/{pid}/smaps_rollup") as f:
            for line in f:
                key, _, rest = line.partition(":")
                if key in ("Pss", "Rss"):
                    out[key] = int(rest.split()[0])
    except (OSError, ValueError):
        return {}
    return out


def command(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            return f.read().replace(b"\0", b" ").decode(errors="replace").strip()
    except OSError:
        return "?"


def tree_memory(pid: int) -> tuple[float, float, list[tuple[int, float, float, str]]]:
    """PSS and RSS in MiB of ``pid``'s tree, and per process (pid, PSS, RSS, command)."""
    rows = []
    for p in tree(pid):
        r = rollup(p)
        if r:
            rows.append((p, r["Pss"] / 1024, r["Rss"] / 1024, command(p)))
    return sum(r[1] for r in rows), sum(r[2] for r in rows), rows


def resident_frames(pid: int) -> set[int]:
    """The physical page frames resident in ``pid``'s memory (``/proc/PID/pagemap``; the
    frame numbers need root: without it, an empty set)."""
    frames: set[int] = set()
    ranges = []
    try:
        with open(f"/proc/{pid}/smaps") as f:
            start = stop = None
            for line in f:
                first = line.split(maxsplit=1)[0]
                if "-" in first and not first.endswith(":"):
                    a, b = first.split("-")
                    start, stop = int(a, 16), int(b, 16)
                elif first == "Rss:" and int(line.split()[1]) > 0 and start is not None:
                    ranges.append((start, stop))
        with open(f"/proc/{pid}/pagemap", "rb") as f:
            for start, stop in ranges:
                f.seek(start // PAGE * 8)
                entries = array.array("Q")
                entries.frombytes(f.read((stop - start) // PAGE * 8))
                frames.update(e & PFN_MASK for e in entries if e >> 63 and e & PFN_MASK)
    except (OSError, ValueError):
        return set()
    return frames


def tree_pages(pid: int) -> float:
    """MiB of distinct physical pages resident in ``pid``'s tree: the PSS sum the tree would
    have with no other process on the machine sharing its pages (0 without root)."""
    frames: set[int] = set()
    for p in tree(pid):
        frames |= resident_frames(p)
    return len(frames) * PAGE / 2**20


def settled(pid: int, timeout: float = 30.0):
    """(PSS, RSS, rows, tree's own pages) once four readings of the tree's RSS 0.25 s apart
    agree within 0.25 MiB (PSS moves with other processes on the machine; RSS does not)."""
    readings = []
    end = time.monotonic() + timeout
    while True:
        m = tree_memory(pid)
        readings.append(m[1])
        if len(readings) >= 4 and max(readings[-4:]) - min(readings[-4:]) <= 0.25 or time.monotonic() > end:
            return (*m, tree_pages(pid))
        time.sleep(0.25)


def environment(folder: Path, tmp: str) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
               DEBERTS_DATA_DIR=f"{tmp}/data", DEBERTS_CONFIG_DIR=f"{tmp}/config",
               DEBERTS_LOG_DIR=f"{tmp}/log", DEBERTS_CACHE_DIR=f"{tmp}/cache", PYTHONPATH=str(folder))
    return env


def end(p: subprocess.Popen) -> None:
    p.terminate()
    try:
        p.wait(10)
    except subprocess.TimeoutExpired:
        p.kill()
        p.wait()


def bare_window(python: str) -> tuple:
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(environment(ROOT, tmp), DEBERTS_BARE_WINDOW="1")
        p = subprocess.Popen([python, str(ROOT / "packaging" / "entry.py")], env=env, cwd=ROOT,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            time.sleep(1.0)  # the window up (no hook in a bare window); then wait until settled
            return settled(p.pid)
        finally:
            end(p)


def app(python: str, folder: Path) -> tuple:
    """(PSS, RSS, rows, first move latency ms) of the app from ``folder``."""
    with tempfile.TemporaryDirectory() as tmp:
        p = subprocess.Popen([python, "-c", APP], env=environment(folder, tmp), cwd=folder,
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        try:
            line = p.stdout.readline()
            if not line.startswith("IDLE"):
                raise SystemExit(f"the app from {folder} did not reach the table (got {line!r})")
            latency = float(line.split()[1])
            return (*settled(p.pid), latency)
        finally:
            end(p)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--against", type=Path, help="another checkout: its app measured in the same runs")
    parser.add_argument("--python", default=sys.executable)
    args = parser.parse_args(argv)
    if not os.path.exists("/proc/self/smaps_rollup"):
        print("needs Linux /proc/PID/smaps_rollup", file=sys.stderr)
        return 2
    trees = {"this": ROOT}
    if args.against is not None:
        trees["against"] = args.against.resolve()
    bare = {"pss": [], "rss": [], "own": []}
    apps = {k: {"pss": [], "rss": [], "own": [], "ms": []} for k in trees}
    last = {}
    for run in range(args.runs):
        b = bare_window(args.python)
        bare["pss"].append(b[0]), bare["rss"].append(b[1]), bare["own"].append(b[3])
        line = f"run {run + 1}: bare window PSS {b[0]:.1f} MiB (own pages {b[3]:.1f})"
        for key, folder in trees.items():
            pss, rss, rows, own, ms = app(args.python, folder)
            for name, value in (("pss", pss), ("rss", rss), ("own", own), ("ms", ms)):
                apps[key][name].append(value)
            last[key] = rows
            line += (f"; {key}: PSS {pss:.1f} MiB ({pss / b[0]:.2f}x), own pages {own:.1f} "
                     f"({own / b[3] if b[3] else 0:.2f}x), first move {ms:.0f} ms")
        print(line, flush=True)
    med = statistics.median
    print(f"\nbare window (median of {args.runs}): PSS {med(bare['pss']):.1f} MiB, RSS {med(bare['rss']):.1f} MiB, "
          f"own pages {med(bare['own']):.1f} MiB")
    for key, folder in trees.items():
        a = apps[key]
        print(f"\n{key} ({folder}), all the app's processes, median of {args.runs}:")
        for name, label in (("pss", "PSS"), ("rss", "RSS"), ("own", "own pages")):
            ratios = [x / y for x, y in zip(a[name], bare[name]) if y]
            if ratios:
                print(f"  {label:9} {med(a[name]):6.1f} MiB, ratio to the bare window {med(ratios):.2f} "
                      f"(runs {min(ratios):.2f}..{max(ratios):.2f})")
        print(f"  first computer move: median {med(a['ms']):.0f} ms (runs: {', '.join(f'{x:.0f}' for x in a['ms'])})")
        print("  the processes (last run):")
        for pid, ps, rs, cmd in last[key]:
            print(f"    PSS {ps:5.1f} MiB  RSS {rs:5.1f} MiB  {' '.join(cmd.split())[:90]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
