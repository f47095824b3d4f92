"""The window's process stays lean (issue 21, memory): what it need not load or keep."""

import hashlib
import os
import subprocess
import sys
import textwrap

from tests.conftest import ROOT


def run_python(code: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=120)  # an upper bound: a hang fails here


def test_the_data_folders_name_is_its_sha256_without_openssl(tmp_path):
    """The local socket's name is still the SHA-256 of the folder's path (a copy of the
    previous version finds this one), and naming it loads no OpenSSL (3 MiB)."""
    from deberts_desktop.ui.start.single_instance import server_name

    path = os.path.normcase(os.path.realpath(tmp_path))
    assert server_name(tmp_path) == "deberts-desktop-" + hashlib.sha256(path.encode()).hexdigest()[:24]
    out = run_python(f"""
        import sys
        sys.path.insert(0, {str(ROOT)!r})
        from deberts_desktop.ui.start.single_instance import server_name
        server_name({str(tmp_path)!r})
        print("_hashlib" in sys.modules)
    """)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.split() == ["False"]


def test_qt_keeps_no_source_lines_of_the_apps_modules():
    """PySide6's ``__import__`` reads the source of each module imported after it; once the
    start has put the original back (:func:`drop_pyside_feature_import`, its first step), an
    import statement is Python's own (PySide6's lazy classes' hook around it) and the
    package's modules imported later leave no lines in linecache."""
    out = run_python(f"""
        import builtins, linecache, sys
        sys.path.insert(0, {str(ROOT)!r})
        from deberts_desktop.ui.app import drop_pyside_feature_import
        drop_pyside_feature_import()
        import deberts_desktop.ui.windows.main_window, deberts_desktop.ui.history.window
        ours = [f for f in linecache.cache if "deberts_desktop" in f]
        print(len(ours), "deberts_desktop.ui.history.window" in sys.modules,
              builtins.__import__.__name__ != "__feature_import__", builtins.__import__ is builtins.__orig_import__)
    """)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.split() == ["0", "True", "True", "True"]


def test_the_first_table_makes_nothing_it_does_not_use(tmp_path):
    """The real start (``python -m deberts_desktop``, fresh folders, the deal not animated),
    at the moment the person has acted (``DEBERTS_EXIT_WHEN_PLAYABLE``): the modules and the
    Qt classes' Python sides that only later parts use are not made yet (issue 21) — the
    worker's pickle and queue, the sound output's array, glob, unicodedata, the engine's
    events of the play (``engine.play_events``: the table looks at those of the dealing and
    the bidding first, ``events.BIDDING_EVENTS``), a deal's result and a seat's view
    (``engine.deal_result``, ``engine.seat_view``: the person acts first), a game's context
    and a game to continue (``engine.game_context``, ``storage.resume``: a new game from
    nothing); PySide6's QIcon (made by ``QAction(text, parent)`` and ``QPushButton(text, parent)``), a panel's
    QTextBrowser, the hint panel's QToolButton, the animations' QEasingCurve, QLibraryInfo,
    QDateTime and QPalette. (PySide6 makes a class's Python side when its name is
    first looked up; a module's ``__dict__`` shows it without making it.)"""
    import dataclasses

    from deberts_desktop.storage.settings import FILE_NAME, Settings, save_settings

    config = tmp_path / "config"
    config.mkdir()
    save_settings(dataclasses.replace(Settings(), animation_speed="off"), config / FILE_NAME)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DEBERTS_EXIT_WHEN_PLAYABLE="1",
               DEBERTS_CONFIG_DIR=str(config), DEBERTS_DATA_DIR=str(tmp_path / "data"),
               DEBERTS_LOG_DIR=str(tmp_path / "log"), DEBERTS_CACHE_DIR=str(tmp_path / "cache"))
    code = f"""
        import runpy, sys
        sys.path.insert(0, {str(ROOT)!r})
        sys.argv = ["deberts-desktop", "--seed", "5"]
        from deberts_desktop.ui.start import playable

        def report(stamp=playable.stamp):
            import PySide6.QtCore, PySide6.QtGui, PySide6.QtWidgets
            qt = {{**PySide6.QtCore.__dict__, **PySide6.QtGui.__dict__, **PySide6.QtWidgets.__dict__}}
            print("made:", *sorted(n for n in ("QIcon", "QTextBrowser", "QToolButton", "QEasingCurve",
                  "QLibraryInfo", "QDateTime", "QPalette") if n in qt))
            print("imported:", *sorted(m for m in ("pickle", "queue", "array", "glob", "unicodedata",
                                                   "deberts_desktop.engine.play_events", "deberts_desktop.engine.deal_result",
                                                   "deberts_desktop.engine.seat_view", "deberts_desktop.engine.game_context",
                                                   "deberts_desktop.storage.resume") if m in sys.modules))
            return stamp()

        playable.stamp = report
        runpy.run_module("deberts_desktop", run_name="__main__")
    """
    out = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, env=env,
                         cwd=ROOT, timeout=120)  # an upper bound: a hang fails here
    assert out.returncode == 0, out.stderr[-2000:]
    lines = out.stdout.splitlines()
    assert "made:" in lines and "imported:" in lines, out.stdout  # nothing after either
    assert any(line.startswith("deberts-desktop: playable") for line in lines)
