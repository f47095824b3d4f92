"""What the player sees when the program fails: the crash dialog.

An uncaught exception on the main thread (a Qt slot's, a timer's) is logged by
:mod:`..crashlog`, which then calls :meth:`CrashReporter.report`. The player is told in words
what happened, where the log is, and gets a "Copy details" button (the traceback, for a
problem report); the game is kept where it can be:

* the exception came from a dialog or another window of the app (a frame of its traceback
  belongs to it): that window is closed, the game goes on;
* elsewhere, when the session is consistent (:func:`session_consistent`: the game replays
  from its own record to the same position, and the session waits for the seat to act), the
  game goes on;
* else the player is offered to continue from the autosave (or, with none, a new game).

The dialog is window-modal and opened with ``open()``: nothing waits on it (tests read
:attr:`CrashReporter.dialog`). A second failure while it is shown adds to its details.
"""

from __future__ import annotations

import threading
import traceback

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QPlainTextEdit, QPushButton, QStyle,
                               QVBoxLayout, QWidget)

from ... import __version__

translate = QCoreApplication.translate


def session_consistent(session) -> bool:
    """Whether the game of ``session`` (a :class:`~..game.session.GameSession`) can go on as it is:
    no game, or a game that replays from its own record (:func:`~deberts_desktop.engine.record.game_record`)
    to the same seat views, scores and seat to act, with the session waiting for nobody or
    for that seat. False when any of this fails or raises."""
    game = getattr(session, "game", None)
    if game is None:
        return True
    try:
        from ...engine.record import game_record, replay

        practice = session.store.practice
        again = replay(game_record(game), context=practice.context if practice is not None else None)
        if (again.scores != game.scores or len(again.entries) != len(game.entries)
                or (again.deal is None) != (game.deal is None)):
            return False
        deal = game.deal
        if deal is None or deal.is_done:
            return True
        if again.deal.current_player != deal.current_player:
            return False
        if any(again.view(s) != game.view(s) for s in range(game.rules.players)):
            return False
        waiting = session.waiting
        if waiting is None:
            return True
        if waiting[0] == "person":
            return waiting[1] == deal.current_player and session.is_person(deal.current_player)
        tag = waiting[1]
        return tag[4] == deal.current_player and tag[3] == len(deal.history)
    except Exception:
        return False


def _failed_window(tb, main: QWidget) -> QWidget | None:
    """The app's own window (not ``main``) one of whose methods is in the traceback ``tb``
    (innermost first), or None."""
    frames = [f for f, _ in traceback.walk_tb(tb)]
    for frame in reversed(frames):
        obj = frame.f_locals.get("self")
        if not isinstance(obj, QWidget):
            continue
        try:
            top = obj.window()
        except RuntimeError:  # already deleted on the C++ side
            continue
        if top is not main and not isinstance(top, CrashDialog) and top.isVisible():
            return top
    return None


class CrashDialog(QDialog):
    """The message: :attr:`what` (what happened and what became of the game), :attr:`where`
    (the log file), :attr:`details` (the traceback, read-only), the buttons
    :attr:`copy_button` (the details to the clipboard; the dialog stays),
    :attr:`autosave_button` (None unless offered: continue from the autosave, or a new game
    when there is none) and :attr:`close_button`."""

    def __init__(self, parent: QWidget, what: str, log_file, details: str, restart: str | None = None):
        super().__init__(parent)
        self.setObjectName("CrashDialog")
        self.setWindowTitle(self.tr("Deberts Desktop: something went wrong"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.what = QLabel(what)
        self.what.setWordWrap(True)
        if log_file is not None:
            where = self.tr("The details are also in the log file {0}").format(log_file)
        else:
            where = self.tr("The log file could not be written; copy the details to report the problem.")
        self.where = QLabel(where)
        self.where.setWordWrap(True)
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.details = QPlainTextEdit(details)
        self.details.setReadOnly(True)
        self.details.setObjectName("crashDetails")
        buttons = QDialogButtonBox()
        self.copy_button = buttons.addButton(self.tr("&Copy details"), QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy_details)
        self.autosave_button: QPushButton | None = None
        if restart is not None:
            self.autosave_button = buttons.addButton(restart, QDialogButtonBox.ButtonRole.AcceptRole)
            self.autosave_button.clicked.connect(self.accept)
        self.close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.close_button.clicked.connect(self.reject)
        default = self.autosave_button or self.close_button
        default.setDefault(True)
        default.setFocus()
        icon = QLabel()
        icon.setPixmap(self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxCritical).pixmap(48, 48))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        head = QHBoxLayout()
        head.addWidget(icon)
        head.addWidget(self.what, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(head)
        layout.addWidget(self.where)
        layout.addWidget(self.details, 1)
        layout.addWidget(buttons)
        self.resize(560, 360)

    def copy_details(self) -> None:
        """The details (version and traceback) to the clipboard."""
        QGuiApplication.clipboard().setText(self.details.toPlainText())

    def add(self, details: str) -> None:
        """Another failure while the dialog is shown: its details are added."""
        self.details.appendPlainText("\n" + details)


class CrashReporter:
    """Tells the player about uncaught exceptions in ``window`` (a
    :class:`~..windows.main_window.MainWindow`); :func:`install` connects it to :mod:`..crashlog`.

    :ivar dialog: the crash dialog shown now (None when there is none).
    """

    def __init__(self, window):
        self.w = window
        self.dialog: CrashDialog | None = None

    def report(self, kind, value, tb) -> None:
        """Called after the exception is logged: close the window it came from, or judge
        the session, and show the crash dialog (module docstring). Only on the main thread
        (another thread's exceptions are logged only)."""
        if threading.current_thread() is not threading.main_thread():
            return
        from .. import crashlog

        details = (f"Deberts Desktop {__version__}\n"
                   + "".join(traceback.format_exception(kind, value, tb)).rstrip())
        if self.dialog is not None:
            self.dialog.add(details)
            return
        restart = None
        failed = _failed_window(tb, self.w)
        if failed is not None:
            title = failed.windowTitle() or failed.objectName()
            failed.close()
            what = translate("CrashDialog", "Something went wrong in “{0}”, so it was closed. Your game is not affected and goes on.").format(title)
        elif session_consistent(getattr(self.w, "session", None)):
            what = translate("CrashDialog", "Something went wrong in the program. Your game is not affected and goes on.")
        else:
            autosave = getattr(getattr(self.w, "storage", None), "autosave", None)
            if autosave is not None and autosave.exists():
                what = translate("CrashDialog", "Something went wrong in the program and the game cannot go on from here. "
                          "You can continue it from where it was last saved.")
                restart = translate("CrashDialog", "Continue from the &autosave")
            else:
                what = translate("CrashDialog", "Something went wrong in the program and the game cannot go on from here. "
                          "There is no saved position to go back to: start a new game.")
                restart = translate("CrashDialog", "&New game")
        box = CrashDialog(self.w, what, crashlog.log_file(), details, restart)
        box.accepted.connect(self.restart)
        box.destroyed.connect(lambda *_: setattr(self, "dialog", None))
        self.dialog = box
        box.open()

    def restart(self) -> None:
        """The player chose to go back to the autosave (a new game when there is none, or
        it cannot be read: its reason is then shown as at start-up)."""
        w = self.w
        storage = w.storage
        w.session.store.flush()
        resume = storage.autosave.load_resume() if storage is not None and storage.autosave is not None else None
        if resume is not None:
            w.continue_game(resume.game, resume.levels, resume.history_id, resume.practice)
            return
        if storage is not None and storage.autosave is not None:
            storage.messages.extend(storage.autosave.messages)
        w.new_game(w.rules, w.seed, w.dealer)
        w.dialogs.show_startup_messages()


def install(window) -> CrashReporter:
    """The crash dialog for ``window`` from now on (after :func:`..crashlog.install`; when
    the log could not be opened, the dialog is shown all the same, saying so)."""
    import sys

    from .. import crashlog

    reporter = CrashReporter(window)
    if not crashlog.set_reporter(reporter.report):
        previous = sys.excepthook

        def hook(kind, value, tb):
            previous(kind, value, tb)
            try:
                reporter.report(kind, value, tb)
            except Exception:  # telling the player must not fail louder than the failure
                pass

        sys.excepthook = hook
    return reporter
