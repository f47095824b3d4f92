"""How long History takes to show its first rows with 5,000 games against 11 games
(issue 19, item 11), in the same run; also the time until every row is listed and until
the statistics are shown (read on another thread), and how long the GUI thread was held
at most meanwhile. Run by hand from the project folder:

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. .venv/bin/python benchmarks/history_open.py [--games 5000] [--runs 5]

The histories are made with ``tests/storage/big_history.py`` (real games stored by the
history, copied with direct inserts) in a temporary folder, before any clock starts.
"The first rows" is the time from ``HistoryWindow(history)`` to the window shown with its
rows painted (the constructor lists the first page; the others and the statistics come
at the next turns of the event loop). Goal:
at most 2× the time with 11 games. The median of ``--runs`` openings of each is printed.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from deberts_desktop.storage.history import History
from deberts_desktop.ui.history.window import HistoryWindow
from tests.storage.big_history import fill_history


def open_once(app: QApplication, history: History) -> tuple[float, float, float, float]:
    """(first rows, all rows, statistics, longest event-loop gap) in seconds."""
    t0 = time.perf_counter()
    w = HistoryWindow(history)
    w.show()
    w.view.viewport().repaint()  # the rows painted, nothing else of the event loop run
    first = time.perf_counter() - t0
    assert w.proxy.rowCount() > 0
    longest = 0.0
    last = time.perf_counter()
    all_rows = stats = None

    def tick():
        nonlocal last, longest
        now = time.perf_counter()
        longest = max(longest, now - last)
        last = now

    timer = QTimer()
    timer.setInterval(0)
    timer.timeout.connect(tick)
    timer.start()
    while all_rows is None or stats is None:
        app.processEvents()
        if all_rows is None and not w.filling:
            all_rows = time.perf_counter() - t0
        if stats is None and w.stats_page.ready:
            stats = time.perf_counter() - t0
    timer.stop()
    w.close()
    w.deleteLater()
    app.processEvents()
    return first, all_rows, stats, longest


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=5000)
    p.add_argument("--runs", type=int, default=5)
    args = p.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as folder:
        paths = {}
        for n in (11, args.games):
            paths[n] = Path(folder) / f"history-{n}.sqlite3"
            fill_history(paths[n], n)
        results = {n: [] for n in paths}
        for _ in range(args.runs):  # alternated, so that the machine's load falls on both
            for n, path in paths.items():
                with History(path) as h:
                    results[n].append(open_once(app, h))
    med = {n: [statistics.median(r[i] for r in rs) for i in range(4)] for n, rs in results.items()}
    print(f"{'games':>6} {'first rows':>11} {'all rows':>9} {'statistics':>11} {'longest gap':>12}  (median of {args.runs}, s)")
    for n, (first, all_rows, stats, gap) in med.items():
        print(f"{n:>6} {first:>11.3f} {all_rows:>9.3f} {stats:>11.3f} {gap:>12.3f}")
    ratio = med[args.games][0] / med[11][0]
    print(f"first rows, {args.games} games / 11 games: {ratio:.2f}x (goal: at most 2x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
