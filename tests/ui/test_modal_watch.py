"""The UI tests' safety net against a modal dialog no one answers (:mod:`.modal_watch`): the
suite once stalled for minutes with no traceback; such a dialog now fails its test, named."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from .modal_watch import ModalWatch


def test_a_message_box_no_one_answers_is_rejected_and_named(qtbot):
    """``QMessageBox.exec()`` with no one to answer it returns once the watch's limit has
    passed (here none: at its second look), Rejected, and the watch names the box."""
    parent = QWidget()
    qtbot.addWidget(parent)
    box = QMessageBox(QMessageBox.Icon.Warning, "Game history", "The game history is busy for a moment.",
                      QMessageBox.StandardButton.Ok, parent)
    watch = ModalWatch(limit_s=0, interval_ms=10)
    try:
        box.exec()  # (before the watch: waited here for good)
    finally:
        watch.stop()
    assert box.result() == 0  # QDialog.Rejected: nobody pressed OK
    assert watch.left == ["QMessageBox “Game history” 'The game history is busy for a moment.'"]

