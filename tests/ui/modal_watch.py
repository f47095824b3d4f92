"""A safety net for the UI tests: a modal dialog that nobody answers.

A dialog's ``exec()`` (``QMessageBox.warning``, a question box, a start dialog) runs an event
loop of its own until it is answered. A test that does not expect it (a storage error under
load, a crash dialog, a test helper that answered another dialog) never answers it: the test
then waits for good, the suite stalls with no traceback and CI runs into its own limit (seen
once in a full run: some nine minutes idle around test_keeper_windows.py, a computer's worker
alive). :class:`ModalWatch` looks at the active modal dialog once a second (whenever an event
loop runs: a dialog's own included); one left there :data:`MODAL_LIMIT_S` seconds is rejected
(its ``exec()`` returns) and noted in :attr:`ModalWatch.left`, which tests/ui/conftest.py
turns into the test's failure, naming the dialog and its text.

The limit is only an upper bound (no test keeps a dialog open anywhere near it: answers come
within milliseconds); ``DEBERTS_TEST_MODAL_S`` sets it.
"""

from __future__ import annotations

import os
import time

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

#: How long a modal dialog may be left unanswered before its test is failed (seconds)
MODAL_LIMIT_S = float(os.environ.get("DEBERTS_TEST_MODAL_S", "180"))


def described(box) -> str:
    """A modal widget as a failure names it: its class, title and (a message box) text."""
    words = [f"{type(box).__name__} “{box.windowTitle()}”"]
    if isinstance(box, QMessageBox):
        words.append(repr(box.text()))
        if box.informativeText():
            words.append(repr(box.informativeText()))
    return " ".join(words)


class ModalWatch:
    """Rejects a modal dialog left unanswered ``limit_s`` seconds (looked at every
    ``interval_ms``); :attr:`left` describes each one rejected."""

    def __init__(self, limit_s: float = MODAL_LIMIT_S, interval_ms: int = 1000):
        self.limit_s = limit_s
        self.left: list[str] = []
        self._box = None
        self._since = 0.0
        self._timer = QTimer()
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self._look)
        self._timer.start()

    def _look(self) -> None:
        box = QApplication.activeModalWidget()
        # (a box shown with open() while the test goes on blocks nothing, but none is left on
        # screen anywhere near the limit either: one that is fails the test as well)
        if box is None or not box.isVisible():
            self._box = None
            return
        now = time.monotonic()
        if box is not self._box:
            self._box, self._since = box, now
            return
        if now - self._since < self.limit_s:
            return
        self._box = None
        self.left.append(described(box))
        if isinstance(box, QDialog):
            box.done(QDialog.DialogCode.Rejected)  # its exec() returns, whatever its accept() would refuse
        else:
            box.close()

    def stop(self) -> None:
        self._timer.stop()
        self._timer.deleteLater()
