"""Shared test set-up: Qt runs offscreen; the team's rule cases are found beside the
project (../shared/cases) or through DEBERTS_CASES."""

import gc
import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# No sound from the app's processes the tests start (issue 23: off in tests); in this
# process the table's sounds go to a fake output (silent_sounds below).
os.environ.setdefault("DEBERTS_SOUND", "off")
# The card images a start keeps for the next (ui/cards/store.py) go to a folder of this run,
# never to the user's cache (tests/ui/test_real_start.py's folders give each test its own).
if not os.environ.get("DEBERTS_CACHE_DIR"):
    import atexit
    import shutil
    import tempfile

    os.environ["DEBERTS_CACHE_DIR"] = tempfile.mkdtemp(prefix="deberts-tests-cache-")
    atexit.register(shutil.rmtree, os.environ["DEBERTS_CACHE_DIR"], ignore_errors=True)
# Collecting imports every module and rewrites the tests' asserts: millions of objects that
# live for the whole run. No garbage collection while they are made (they are not garbage),
# and none of them walked again afterwards (pytest_collection_finish freezes them).
gc.disable()

ROOT = Path(__file__).resolve().parents[1]

#: Every wait of the tests is on a condition (docs/test-waits.md): its timeout is only an
#: upper bound, so a loaded machine makes a test slower, never failed. No wait of pytest-qt
#: gives up before this many milliseconds, whatever timeout a test names (a test never
#: asserts a duration); DEBERTS_TEST_WAIT_MS sets it.
WAIT_FLOOR_MS = int(os.environ.get("DEBERTS_TEST_WAIT_MS", "20000"))


def _generous_waits() -> None:
    """pytest-qt's waits (``waitUntil``, ``waitSignal``, … ``timeout=`` in ms) get at least
    :data:`WAIT_FLOOR_MS`."""
    try:
        from pytestqt.qtbot import QtBot
    except ImportError:  # no pytest-qt: no Qt test here
        return
    for name in ("waitUntil", "waitSignal", "waitSignals", "waitExposed", "waitActive", "waitCallback"):
        original = getattr(QtBot, name)

        def wait(self, *args, _original=original, timeout: int = 5000, **kwargs):
            return _original(self, *args, timeout=max(timeout, WAIT_FLOOR_MS), **kwargs)

        wait.__doc__ = original.__doc__
        setattr(QtBot, name, wait)
    QtBot.wait_until = QtBot.waitUntil
    QtBot.wait_signal = QtBot.waitSignal


_generous_waits()

# The child processes of the tests (the real starts, the screen probes, the computers'
# workers) import the app anew, each compiling every module again where
# PYTHONDONTWRITEBYTECODE is set (some 0.35 s of CPU a start). For this run their compiled
# modules are kept in a folder of their own outside the tree (PYTHONPYCACHEPREFIX: nothing
# is written beside the sources), removed when the run ends.
if os.environ.get("PYTHONDONTWRITEBYTECODE") and not os.environ.get("PYTHONPYCACHEPREFIX"):
    import atexit
    import shutil
    import tempfile

    _pycache = tempfile.mkdtemp(prefix="deberts-tests-pycache-")
    os.environ["PYTHONPYCACHEPREFIX"] = _pycache
    del os.environ["PYTHONDONTWRITEBYTECODE"]
    atexit.register(shutil.rmtree, _pycache, ignore_errors=True)


@pytest.fixture(autouse=True)
def silent_sounds(monkeypatch):
    """No test plays a sound (issue 23: off in tests): the table's sounds go to a fake
    output that only notes their names (``.played``); a test about the sounds gives its own."""
    try:
        from deberts_desktop.ui.game import sound
    except ImportError:  # no Qt here: no window, no sound
        yield
        return

    class Silent:
        def __init__(self):
            self.played = []

        def play(self, name, volume):
            self.played.append(name)

    monkeypatch.setattr(sound, "OUTPUT_FACTORY", Silent)
    yield


def shared_cases_dir() -> Path | None:
    env = os.environ.get("DEBERTS_CASES")
    for p in ([Path(env)] if env else []) + [ROOT.parent / "shared" / "cases", ROOT / "tests" / "cases"]:
        if p.is_dir():
            return p
    return None


def pytest_collection_finish(session):
    """The modules and tests collected stay out of the garbage collector's passes (they
    live for the whole run); the tests' own objects are collected as usual — so a window's
    run freezes nothing here (``collection.FREEZE``: its first pass would freeze the test's
    window and keep it from its teardown's collection; tests/ui/test_real_start.py checks
    the freeze with it on)."""
    from deberts_desktop.ui.start import collection

    collection.FREEZE = False
    gc.collect()
    gc.freeze()
    gc.enable()


@pytest.hookimpl(hookwrapper=True, trylast=True)
def pytest_runtest_teardown(item, nextitem):
    """Each test's garbage is collected here, on the GUI thread, once its fixtures are
    gone. A test's windows, dialogs, card items and pixmaps often end in reference cycles
    (a lambda connected to a signal, a bound method kept by a child): left for the
    collector, they were freed by whichever thread happened to start its next pass, such
    as History's statistics thread or a record's loading thread in a later test, and Qt
    objects deleted on a thread other than the GUI's brought the run down with a
    segmentation fault (seen twice in full runs, around test_dialogs.py and
    test_open_record.py; tests/ui/test_gc_thread.py shows such a pass)."""
    yield
    gc.collect()
