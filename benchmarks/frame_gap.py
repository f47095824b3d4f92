"""Measure the longest gap between painted frames of the table while a computer player
thinks (DESIGN: the window never freezes; goal < 50 ms).

    python -m benchmarks.frame_gap [--seconds S] [--thread]

A card on the table spins without pause (so every frame must be painted) while the
worker process thinks: with the AI's Expert when it exists (asked for a decision again
and again), else a pure-Python stand-in search. ``--thread`` runs the same work in a
thread of the GUI process instead, to show why the worker is a process.
"""

from __future__ import annotations

import argparse
import os
import sys
import threading
import time


def play_view(seed: int = 7):
    """A 4-player view early in play (second card of the first trick): a real search."""
    from deberts_desktop.engine.deal import DONE, PLAY, Deal
    from deberts_desktop.engine.rules import Rules
    from deberts_desktop.ai import make_player

    for k in range(50):
        d = Deal.shuffled(Rules(players=4, mode="pairs"), 0, seed + k)
        sp = make_player("amateur", k)
        while d.phase != DONE and not (d.phase == PLAY and not d.tricks and len(d.trick_cards) == 1):
            d.apply(sp.choose(d.view(d.current_player)))
        if d.phase == PLAY:
            return d.view(d.current_player)
    raise RuntimeError("no deal reached play")


def busy(seconds: float) -> int:
    """Pure-Python work for ``seconds`` (a stand-in search)."""
    end = time.perf_counter() + seconds
    n = 0
    while time.perf_counter() < end:
        n += sum(i * i for i in range(200))
    return n


def think_for(seconds: float, level: str, view) -> int:
    """Decide on ``view`` again and again for ``seconds`` with fresh players (the load of
    the real AI); returns the number of decisions."""
    from deberts_desktop.ai import make_player

    end = time.perf_counter() + seconds
    n = 0
    while time.perf_counter() < end:
        make_player(level, n).choose(view)
        n += 1
    return n


def measure(seconds: float = 2.0, use_thread: bool = False, size=(1000, 700), speed: str = "normal") -> dict:
    """The frame gaps while the computer thinks for ``seconds`` (a dict of figures);
    ``speed``: the table's animation speed while the first deal is dealt."""
    from PySide6.QtCore import QEventLoop, QPropertyAnimation, QTimer
    from PySide6.QtWidgets import QApplication

    from deberts_desktop.engine.rules import Rules
    from deberts_desktop.ui.windows.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])  # noqa: F841
    win = MainWindow(Rules(players=4, mode="pairs"), seed=7, speed=speed, think_delay_ms=0)
    win.resize(*size)
    win.show()
    ses = win.session

    def spin(ms: int) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    # wait for the deal to be dealt and the worker to be up
    end = time.monotonic() + 20
    while time.monotonic() < end and not (ses.waiting and ses.waiting[0] == "person"):
        spin(20)
    spin(300)
    item = win.scene.cards[int(ses.game.deal.hand(0)[0])]
    anim = QPropertyAnimation(item, b"rotation", win)
    anim.setStartValue(0.0)
    anim.setEndValue(360.0)
    anim.setDuration(1000)
    anim.setLoopCount(-1)
    stamps: list[float] = []
    win.view.painted.connect(lambda: stamps.append(time.perf_counter()))
    anim.start()
    spin(300)
    done = {"flag": False, "result": None}
    try:
        import deberts_desktop.ai  # noqa: F401

        work, args, load = "think_for", (seconds, "expert", play_view()), "the Expert choosing a card"
    except ImportError:
        work, args, load = "busy", (seconds,), "a stand-in search"
    if use_thread:
        def job():
            done["result"] = globals()[work](*args)
            done["flag"] = True
        t = threading.Thread(target=job)
        t.start()
    else:
        def answer(tag, result):
            if tag == "framegap":
                done["result"] = result
                done["flag"] = True
        ses.computers.decided.connect(answer)
        ses.computers.run("framegap", globals()[work], *args)
    stamps.clear()
    t0 = time.perf_counter()
    limit = time.monotonic() + seconds + 15
    while not done["flag"] and time.monotonic() < limit:
        spin(10)
    t1 = time.perf_counter()
    anim.stop()
    gaps = [b - a for a, b in zip(stamps, stamps[1:])]
    if stamps:
        gaps = [stamps[0] - t0] + gaps + [t1 - stamps[-1]]
    win.close()
    return {
        "mode": "thread" if use_thread else "worker process",
        "load": load,
        "work_result": done["result"],
        "seconds": round(t1 - t0, 2),
        "frames": len(stamps),
        "fps": round(len(stamps) / max(1e-9, t1 - t0), 1),
        "max_gap_ms": round(max(gaps) * 1000, 1) if gaps else None,
        "mean_gap_ms": round(sum(gaps) / len(gaps) * 1000, 1) if gaps else None,
    }


def main(argv=None) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    p = argparse.ArgumentParser(prog="python -m benchmarks.frame_gap")
    p.add_argument("--seconds", type=float, default=2.0)
    p.add_argument("--thread", action="store_true", help="think in a thread (for comparison)")
    a = p.parse_args(argv)
    print(measure(a.seconds, a.thread))
    return 0


if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()
    sys.exit(main())
