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
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from ... import __version__

if TYPE_CHECKING:
    from .crash_window import CrashDialog

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
    from .crash_window import CrashDialog

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
        elif getattr(self.w, "session", None) is None:  # the game's parts failed while being made
            what = translate("CrashDialog", "Something went wrong while the game was being set up, so it cannot be "
                             "played in this window. Close Deberts Desktop and start it again: your history, "
                             "saved game and settings are kept.")
        elif session_consistent(self.w.session):
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
        from .crash_window import CrashDialog  # its widgets' classes: made when first shown (issue 21)

        box = CrashDialog(self.w, what, crashlog.log_file(), details, restart)
        box.accepted.connect(self.restart)
        box.destroyed.connect(lambda *_: setattr(self, "dialog", None))
        self.dialog = box
        box.open()

    def restart(self) -> None:
        """The player chose to go back to the autosave (a new game when there is none, or
        it cannot be read: its reason is then shown as at start-up; the new game is the one
        Game → New game gives: the settings' rules, not those of the game that broke, and
        new cards — ``--seed`` deals the first game of a start, never this one again)."""
        w = self.w
        storage = w.storage
        w.session.store.flush()
        resume = storage.autosave.load_resume() if storage is not None and storage.autosave is not None else None
        if resume is not None:
            w.continue_game(resume.game, resume.levels, resume.history_id, resume.practice, resume.uid, resume.preset,
                            resume.seed)
            return
        if storage is not None and storage.autosave is not None:
            storage.messages.extend(storage.autosave.messages)
        w.new_game(None)
        w.questions.show_startup_messages()


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
