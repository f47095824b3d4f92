"""Opening a record file in the window (Game → Open record…, ``deberts-desktop FILE``).

The pure part, for the window's ``open_record(path)``: :func:`read_record_file` reads and
replays the file (nothing else is read or written: no history, no autosave, no game is
touched), :func:`refusal_text` words a refusal in the player's language — the same reason
``deberts-desktop replay FILE`` prints, from the ``RecordError``'s code and params — and
:func:`open_record_file` does both, showing a refusal in a message box.

A large file (more than :data:`READ_AT_ONCE_BYTES`: thousands of deals take seconds to
replay) is read by a :class:`RecordLoading` on a thread of its own, with its progress and
a way to stop it, while the window goes on (:func:`reads_at_once` tells which).
"""

from __future__ import annotations

import logging
import os
import stat
import threading
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from ...engine.game import Game
from ...engine.reasons import Reason
from ...engine.record import GameRecord, RecordError, load_record, replay
from ..words import record_error_text

log = logging.getLogger("deberts_desktop.ui")


@dataclass(frozen=True)
class OpenedRecord:
    """A record file read: ``path``, its ``record`` and the ``game`` it replays to (where
    the record stops)."""

    path: Path
    record: GameRecord
    game: Game


def read_record_file(path: str | Path, progress=None) -> OpenedRecord:
    """Read and replay a record file; ``progress(done, total)`` as it goes (reading the
    deals is the first half of ``total``, replaying them the second; what it raises goes
    through).

    :raises RecordError: as ``replay`` would refuse it (the file, the record or a move)."""
    if progress is None:
        record = load_record(path)
        return OpenedRecord(Path(path), record, replay(record))
    record = load_record(path, lambda done, total: progress(done, 2 * total))
    n = len(record.deals)
    game = replay(record, progress=lambda done, total: progress(n + done, 2 * n))
    return OpenedRecord(Path(path), record, game)


#: A record file larger than this (bytes; some 400 deals) is read on another thread.
READ_AT_ONCE_BYTES = 256 * 1024


def reads_at_once(path: str | Path) -> bool:
    """Whether ``path`` is read here and now (:func:`open_record_file`): a small file, or
    one that is refused before it is read (not a regular file, not there); otherwise it
    is read by a :class:`RecordLoading`."""
    try:
        info = os.stat(path)
    except OSError:
        return True
    return not stat.S_ISREG(info.st_mode) or info.st_size <= READ_AT_ONCE_BYTES


class LoadingCancelled(Exception):
    """Raised in the reading thread when :meth:`RecordLoading.cancel` was called."""


class RecordLoading(QObject):
    """A record file read and replayed on a thread of its own (:meth:`start`), so that
    the window goes on meanwhile. Signals, on the GUI thread: ``progress(percent)``
    (0-100, when it changes), then one of ``opened(OpenedRecord)``,
    ``refused(RecordError)`` or ``cancelled()``. :meth:`cancel` stops the reading at the
    next deal."""

    progress = Signal(int)
    opened = Signal(object)
    refused = Signal(object)
    cancelled = Signal()
    #: the reading has ended (before any of the three): this loading
    finished = Signal(object)
    #: from the reading thread: what it ended with ("opened", "refused", "cancelled")
    _ended = Signal(str, object)
    _percent = Signal(int)

    def __init__(self, path: str | Path, parent: QObject | None = None):
        super().__init__(parent)
        self.path = Path(path)
        self._stop = threading.Event()
        self._last = -1
        self._thread: threading.Thread | None = None
        #: the reading has ended (whichever signal it sent)
        self.done = False
        self._ended.connect(self._end, Qt.ConnectionType.QueuedConnection)
        self._percent.connect(self.progress, Qt.ConnectionType.QueuedConnection)

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="record-loading", daemon=True)
        self._thread.start()

    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def cancel(self) -> None:
        """Stop the reading (``cancelled`` follows, unless it has just ended)."""
        self._stop.set()

    def _step(self, done: int, total: int) -> None:
        if self._stop.is_set():
            raise LoadingCancelled()
        percent = 100 * done // total if total else 0
        if percent != self._last:
            self._last = percent
            self._send(self._percent, percent)

    def _run(self) -> None:
        try:
            result = ("opened", read_record_file(self.path, self._step))
        except LoadingCancelled:
            result = ("cancelled", None)
        except RecordError as e:
            result = ("refused", e)
        except MemoryError:
            result = ("refused", RecordError(Reason("cannot_read", "cannot read the file (out of memory)",
                                                    reason="out of memory")))
        except Exception as e:  # never a traceback on a thread nobody watches
            log.exception("the record %s could not be read", self.path)
            result = ("refused", RecordError(Reason("cannot_read", f"cannot read the file ({e})", reason=str(e))))
        self._send(self._ended, *result)

    @staticmethod
    def _send(signal, *args) -> None:
        try:
            signal.emit(*args)
        except RuntimeError:  # the object is gone (the window was closed meanwhile)
            pass

    def _end(self, how: str, value) -> None:
        self.done = True
        stopped = self._stop.is_set()
        self.finished.emit(self)
        if how == "opened" and not stopped:
            self.opened.emit(value)
        elif how == "refused" and not stopped:
            self.refused.emit(value)
        else:
            self.cancelled.emit()


def read_large_record(parent: QWidget, path: str | Path, show, show_refusal) -> RecordLoading:
    """Read a large record on another thread while a window-modal progress dialog over
    ``parent`` shows how far it is (its Cancel stops the reading); then ``show(opened)``
    (an :class:`OpenedRecord`), or the refusal through ``show_refusal(title, text)``.

    :returns: the started :class:`RecordLoading`, its progress dialog as ``.dialog``
        (both deleted once it has ended)."""
    from PySide6.QtWidgets import QProgressDialog

    translate = QCoreApplication.translate
    loading = RecordLoading(path, parent)
    dlg = QProgressDialog(translate("WindowDialogs", "Opening the record %1…").replace("%1", Path(path).name),
                          translate("WindowDialogs", "Cancel"), 0, 100, parent)
    dlg.setWindowTitle(translate("WindowDialogs", "Open record"))
    dlg.setWindowModality(Qt.WindowModality.WindowModal)
    dlg.setAutoClose(False)
    dlg.setAutoReset(False)
    dlg.setMinimumDuration(0)
    dlg.setValue(0)
    loading.progress.connect(dlg.setValue)
    dlg.canceled.connect(loading.cancel)

    def ended(*_):
        dlg.canceled.disconnect(loading.cancel)  # closing the dialog cancels no more
        dlg.close()
        dlg.deleteLater()
        loading.deleteLater()

    loading.finished.connect(ended)  # first: the dialog is gone before the record is shown
    loading.opened.connect(show)
    loading.refused.connect(lambda error: show_record_refusal(parent, path, error, show_refusal))
    loading.dialog = dlg
    dlg.show()
    loading.start()
    return loading


def refusal_text(path: str | Path, error: RecordError) -> str:
    """"The record FILE cannot be opened: <reason>." in the player's language (context
    "RecordFile")."""
    return QCoreApplication.translate("RecordFile", "The record %1 cannot be opened: %2.").replace(
        "%1", Path(path).name).replace("%2", record_error_text(error))


def open_record_file(parent: QWidget | None, path: str | Path, show_refusal=None) -> OpenedRecord | None:
    """Read ``path`` for the window: the record and its game, or None after the refusal
    was shown (``show_refusal(title, text)``, default a warning box over ``parent``) and
    the engine's English reason logged."""
    try:
        return read_record_file(path)
    except RecordError as e:
        show_record_refusal(parent, path, e, show_refusal)
        return None


def show_record_refusal(parent: QWidget | None, path: str | Path, error: RecordError, show_refusal=None) -> None:
    """Show why ``path`` cannot be opened (``show_refusal(title, text)``, default a
    warning box over ``parent``) and log the engine's English reason."""
    log.warning("the record %s cannot be opened: %s", path, error)
    text = refusal_text(path, error)
    title = QCoreApplication.translate("RecordFile", "Open record")
    if show_refusal is not None:
        show_refusal(title, text)
    else:
        QMessageBox.warning(parent, title, text)
