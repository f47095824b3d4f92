"""The test run's garbage is collected on the GUI thread (tests/conftest.py,
``pytest_runtest_teardown``): a segmentation fault came twice in full runs (around
test_dialogs.py and test_open_record.py, each file passing alone). Python's collector runs its
pass on whichever thread allocates when its counts are reached, so a window or pixmap of an
earlier test left in a reference cycle was deleted by History's statistics thread or a
record's loading thread, off the GUI thread."""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QObject, Qt

#: what the first test left behind: [its object's destruction seen (thread name)]
_left: dict = {}


class Cyclic(QObject):
    """A Python-owned QObject in a reference cycle (as a window with its own bound
    method kept in an attribute): only the cyclic collector frees it."""

    def __init__(self, seen: list):
        super().__init__()
        self.me = self
        self.destroyed.connect(lambda *_: seen.append(threading.current_thread().name),
                               Qt.ConnectionType.DirectConnection)  # where the deletion runs


def test_a_pass_on_another_thread_deletes_the_gui_s_objects_there():
    """The hazard itself: a collector pass started by another thread frees a QObject of
    the GUI thread there."""
    seen: list = []
    Cyclic(seen)
    worker = threading.Thread(target=gc.collect, name="not-the-gui")
    worker.start()
    worker.join()
    assert seen == ["not-the-gui"]


def test_a_test_s_garbage_outlives_the_young_passes():
    """Left in the oldest generation: no young pass frees it, a full one does (the
    test's teardown's)."""
    seen: list = []
    _left["seen"] = seen
    keep = Cyclic(seen)
    gc.collect()  # reachable: moved to the oldest generation
    del keep
    gc.collect(0)
    gc.collect(1)
    assert seen == []


def test_the_previous_test_s_garbage_was_freed_on_the_gui_thread_when_it_ended():
    assert _left["seen"] == [threading.main_thread().name]
