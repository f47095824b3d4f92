"""No process outlives the app (issue 12): killed with SIGKILL or SIGTERM while the
computer is in a long search, the app's worker — and every other process descended from
the app — is gone (at once, as a rule; the test waits up to WAIT_FLOOR_MS for it and never
times it)."""

import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest

from tests.conftest import ROOT, WAIT_FLOOR_MS
from tests.ui.test_worker import alive, descendants

APP = textwrap.dedent(f"""
    import sys
    sys.path.insert(0, {str(ROOT)!r})
    from PySide6.QtCore import QTimer
    from deberts_desktop.ui.app import _quit_on_signals, make_app
    from deberts_desktop.ui.main_window import MainWindow
    app = make_app()
    win = MainWindow(speed="off", think_delay_ms=0, dealer=1)  # the person bids first: no search yet
    _quit_on_signals(app)
    win.show()

    def search():
        # the computers' worker in a long search (a stand-in: it sleeps)
        win.session.computers.run("long", "tests.ui.worker_jobs.sleep", 120)
        QTimer.singleShot(500, lambda: print(win.session.computers.worker.pid, flush=True))

    QTimer.singleShot(300, search)
    app.exec()
    win.session.shutdown()
""")


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="needs /proc")
@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM], ids=["kill-9", "term"])
def test_no_process_outlives_the_app(sig):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    p = subprocess.Popen([sys.executable, "-c", APP], stdout=subprocess.PIPE, text=True, env=env)
    try:
        worker = int(p.stdout.readline())
        below = descendants(p.pid)
        assert worker in below
        os.kill(p.pid, sig)
        p.wait(WAIT_FLOOR_MS / 1000)  # reaped: an upper bound
        end = time.monotonic() + WAIT_FLOOR_MS / 1000  # an upper bound: the loop ends as they do
        while time.monotonic() < end and any(alive(x) for x in below):
            time.sleep(0.05)
        assert not [x for x in below if alive(x)], "a process outlived the app"
    finally:
        if p.poll() is None:
            p.kill()
