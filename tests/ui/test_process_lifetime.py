"""No process outlives the app (issue 12): killed with SIGKILL or SIGTERM while the
computer is in a long search and a comparison with the Master runs (issue 24), the app's
workers — and every other process descended from the app — are gone (at once, as a rule; the test waits up to WAIT_FLOOR_MS for it and never
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
    from deberts_desktop.ui.windows.main_window import MainWindow
    app = make_app()
    win = MainWindow(speed="off", think_delay_ms=0, dealer=1)  # the person bids first: no search yet
    _quit_on_signals(app)
    win.show()

    def search():
        # the computers' worker in a long search, and the comparisons' worker (issue 24) in a
        # long comparison, paused meanwhile (stand-ins: they sleep)
        from tests.ui import worker_jobs
        win.session.computers.run("long", worker_jobs.sleep, 120)
        win.session.comparisons.jobs.run("long", worker_jobs.sleep, 120)
        QTimer.singleShot(500, lambda: print(win.session.computers.worker.pid,
                                             win.session.comparisons.jobs.worker.pid, flush=True))

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
        workers = [int(pid) for pid in p.stdout.readline().split()]
        below = descendants(p.pid)
        assert len(workers) == 2 and set(workers) <= set(below)
        os.kill(p.pid, sig)
        p.wait(WAIT_FLOOR_MS / 1000)  # reaped: an upper bound
        end = time.monotonic() + WAIT_FLOOR_MS / 1000  # an upper bound: the loop ends as they do
        while time.monotonic() < end and any(alive(x) for x in below):
            time.sleep(0.05)
        assert not [x for x in below if alive(x)], "a process outlived the app"
    finally:
        if p.poll() is None:
            p.kill()


STAGED = textwrap.dedent(f"""
    import os, signal, sys
    sys.path.insert(0, {str(ROOT)!r})
    from deberts_desktop import cli
    from deberts_desktop.ui.table import director

    built = director.TableDirector.__init__

    def terminated_while_building(self, *a, **k):
        # SIGTERM arrives while the staged window builds its game's parts (the packaging
        # checks end the app just after its first frame): Python runs the handler at once
        os.kill(os.getpid(), signal.SIGTERM)
        built(self, *a, **k)

    director.TableDirector.__init__ = terminated_while_building
    sys.exit(cli.main([]))
""")


@pytest.mark.skipif(not hasattr(signal, "SIGTERM") or os.name != "posix", reason="POSIX signals")
def test_a_term_while_the_staged_window_builds_ends_the_app(tmp_path):
    """``kill -TERM`` while the real start is building the game's parts: the app closes once
    that is done and exits 0 — no exception, no crash dialog holding the process."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DEBERTS_DATA_DIR=str(tmp_path / "data"),
               DEBERTS_CONFIG_DIR=str(tmp_path / "config"), DEBERTS_LOG_DIR=str(tmp_path / "log"))
    out = subprocess.run([sys.executable, "-c", STAGED], capture_output=True, text=True, env=env,
                         timeout=max(120, WAIT_FLOOR_MS / 1000))  # an upper bound: a hang fails here
    assert out.returncode == 0, out.stderr[-2000:]
    log = (tmp_path / "log" / "deberts-desktop.log").read_text(encoding="utf-8")
    assert "uncaught exception" not in log and "Traceback" not in out.stderr


AT_THE_TABLE = textwrap.dedent(f"""
    import json, sys
    sys.path.insert(0, {str(ROOT)!r})
    from deberts_desktop import cli
    from deberts_desktop.ui.game import session as S

    advance = S.GameSession.advance

    def watched(self):
        advance(self)
        # the person asked to bid after the computer's first bid (seed 1: the computer bids first)
        if self.waiting is not None and self.waiting[0] == "person" and self.game.deal.history:
            from PySide6.QtCore import QCoreApplication
            import os
            loaded = sorted(m for m in sys.modules if m.startswith(("deberts_desktop.ai", "_hashlib")))
            from tests.ui.test_worker import descendants  # after: pytest's modules load OpenSSL

            print(json.dumps({{"worker": self.computers.worker.pid, "below": sorted(descendants(os.getpid())),
                              "loaded": loaded}}), flush=True)
            QCoreApplication.quit()

    S.GameSession.advance = watched
    sys.exit(cli.main(["--seed=1"]))
""")


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="needs /proc")
def test_at_the_table_the_app_runs_one_worker_and_no_ai_in_its_window(tmp_path):
    """Issue 21 (memory), through the real start: after the computer's first decision the
    app's only other process is the computers' worker (no multiprocessing resource
    tracker), and the window's process has loaded none of the computer players' modules
    (they live in the worker), nor OpenSSL (``_hashlib``, 3 MiB)."""
    import json

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DEBERTS_DATA_DIR=str(tmp_path / "data"),
               DEBERTS_CONFIG_DIR=str(tmp_path / "config"), DEBERTS_LOG_DIR=str(tmp_path / "log"))
    out = subprocess.run([sys.executable, "-c", AT_THE_TABLE], capture_output=True, text=True, env=env,
                         timeout=max(120, WAIT_FLOOR_MS / 1000))  # an upper bound: a hang fails here
    assert out.returncode == 0, out.stderr[-2000:]
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert seen["below"] == [seen["worker"]]
    assert seen["loaded"] == []


@pytest.mark.skipif(not os.path.isdir("/proc") or not hasattr(os, "killpg"), reason="needs /proc and process groups")
def test_ctrl_c_in_the_terminal_ends_the_app_without_a_worker_s_traceback():
    """Ctrl+C in the terminal the app was started from (``./dev play``) sends SIGINT to the
    whole foreground process group: the window and its workers. The app closes the normal
    way and ends its workers itself; no worker writes a traceback to the terminal, and none
    is left. (Before: each worker died of its own KeyboardInterrupt, its traceback on the
    terminal, before the app ended it.)"""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    p = subprocess.Popen([sys.executable, "-c", APP], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                         env=env, start_new_session=True)
    try:
        workers = [int(pid) for pid in p.stdout.readline().split()]
        below = descendants(p.pid)
        assert len(workers) == 2 and set(workers) <= set(below)
        os.killpg(p.pid, signal.SIGINT)
        _, err = p.communicate(timeout=max(120, WAIT_FLOOR_MS / 1000))  # an upper bound: a hang fails here
        end = time.monotonic() + WAIT_FLOOR_MS / 1000  # an upper bound: the loop ends as they do
        while time.monotonic() < end and any(alive(x) for x in below):
            time.sleep(0.05)
        assert not [x for x in below if alive(x)], "a process outlived the app"
        assert p.returncode == 0 and "Traceback" not in err and "KeyboardInterrupt" not in err, err[-2000:]
    finally:
        if p.poll() is None:
            p.kill()


TYPED_ON_A_SHEET = textwrap.dedent(f"""
    import sys
    sys.path.insert(0, {str(ROOT)!r})
    from PySide6.QtCore import QTimer
    from deberts_desktop import cli
    from deberts_desktop.engine.rules import Rules
    from deberts_desktop.storage.score_keeper import ScoreKeeper
    from deberts_desktop.ui import app as app_module
    from deberts_desktop.ui.sheets.keeper_window import ScoreKeeperWindow

    def loop(app, window):
        def typed():  # once the table is ready: a new score sheet, a total typed, not added
            if not window.table_ready_shown:
                QTimer.singleShot(50, typed)
                return
            sheet = ScoreKeeperWindow(ScoreKeeper(Rules(players=2), ["Anna", "Boris"], dealer=0),
                                      window.storage.history, window)
            sheet.save()
            window.keepers.show(sheet)
            sheet.form.total_edits[0].setText("100")
            print(sheet.keeper.history_id, flush=True)
        QTimer.singleShot(0, typed)
        return app.exec()

    app_module.event_loop = loop
    sys.exit(cli.main(["--seed=1"]))
""")


@pytest.mark.skipif(not hasattr(signal, "SIGHUP") or not hasattr(os, "killpg"), reason="POSIX hang-up")
def test_a_hang_up_closes_the_app_the_normal_way_and_keeps_a_deal_typed_on_a_score_sheet(tmp_path):
    """The terminal the app was started from closes (SIGHUP to its process group, the
    workers too): the app closes as for ``kill -TERM`` — exit 0, the deal typed on an open
    score sheet kept with it as its draft. (Before: killed by the signal at once, exit -1,
    the typed deal lost.)"""
    import json
    import sqlite3

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DEBERTS_DATA_DIR=str(tmp_path / "data"),
               DEBERTS_CONFIG_DIR=str(tmp_path / "config"), DEBERTS_LOG_DIR=str(tmp_path / "log"),
               DEBERTS_CACHE_DIR=str(tmp_path / "cache"))
    p = subprocess.Popen([sys.executable, "-c", TYPED_ON_A_SHEET], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         text=True, env=env, start_new_session=True)
    try:
        gid = int(p.stdout.readline())
        os.killpg(p.pid, signal.SIGHUP)
        _, err = p.communicate(timeout=max(120, WAIT_FLOOR_MS / 1000))  # an upper bound: a hang fails here
        assert p.returncode == 0 and "Traceback" not in err, err[-2000:]
    finally:
        if p.poll() is None:
            p.kill()
    with sqlite3.connect(tmp_path / "data" / "history.sqlite3") as db:
        sheet = json.loads(db.execute("SELECT record FROM games WHERE id = ?", (gid,)).fetchone()[0])
    db.close()
    assert sheet["draft"]["totals"] == ["100", ""] and sheet["deals"] == []
