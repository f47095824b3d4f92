"""Entry script of the frozen app (PyInstaller needs a script, not a package ``__main__``).

Does what ``python -m deberts_desktop`` does. The computer players think in a worker process
that is this same executable started with ``--deberts-worker``
(:mod:`deberts_desktop.ui.game.worker`, a plain ``subprocess``): that argument turns it into
the worker instead of a second game window, before anything else is imported. The arena's
``--jobs`` processes are ``multiprocessing``'s children started from this executable too
(:func:`multiprocessing_child` tells them by their arguments): only they import
``multiprocessing`` here, and its ``freeze_support()`` runs their part and exits. The frozen
app patches ``multiprocessing`` for them when it is first imported (PyInstaller's run-time
hook, run then by ``packaging/hooks/rthooks/deberts_rth_first_import.py``); no other start
imports it (benchmarks/README.md, start-up round 6).

With ``DEBERTS_BARE_WINDOW=1`` it shows a bare PySide6 window with a menu bar instead (no
game): the start-up reference that ``packaging/smoke.sh`` measures the app against, started
the same way (the same executable, or ``python packaging/entry.py`` from the source venv).
Neither the game nor the reference imports ``multiprocessing`` before its first table (it
cost the bare window some 6 ms of processor time from source; frozen, the game 8 ms and the
bare window 11 ms).
"""

import os
import sys


def multiprocessing_child(argv: list[str]) -> bool:
    """Whether a frozen app's arguments may be those of a ``multiprocessing`` child started
    from its executable: a worker of the ``spawn`` start (``--multiprocessing-fork`` first) or
    a helper process (the resource tracker, the fork server: ``-c`` and the code to run, after
    the interpreter's flags). A superset: ``freeze_support()`` makes the exact check."""
    return argv[1:2] == ["--multiprocessing-fork"] or "-c" in argv[1:]


def bare_window() -> int:
    """A bare PySide6 main window with three menus: what any Qt app must pay to start.

    With ``DEBERTS_EXIT_WHEN_PLAYABLE=1`` (as the game's hook, ``deberts_desktop/ui/start/playable.py``):
    once the window is painted a key press is posted to it; when the window has handled it,
    the line ``deberts-desktop: playable monotonic_ms=... wall_ms=... cpu_ms=...`` is printed and it quits."""
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication(sys.argv[:1])
    if os.environ.get("DEBERTS_EXIT_WHEN_PLAYABLE") == "1":
        window = _playable_bare_window(app, QMainWindow)
    else:
        window = QMainWindow()
    for title in ("&Game", "&View", "&Help"):
        window.menuBar().addMenu(title)
    window.resize(1024, 720)
    window.show()
    return app.exec()


def _playable_bare_window(app, base):
    """The bare window of :func:`bare_window` that posts itself a key once painted, and
    prints the moment and quits once that key is handled."""
    from PySide6.QtCore import QEvent, Qt

    from deberts_desktop.ui.start.playable import PLAYABLE_LINE, post_key, stamp

    class Window(base):
        posted = False

        def event(self, event):
            handled = super().event(event)
            if event.type() == QEvent.Type.UpdateRequest and not self.posted:  # painted
                self.posted = True
                post_key(self, int(Qt.Key.Key_P), "p")
            return handled

        def keyPressEvent(self, event):
            print(f"{PLAYABLE_LINE} {stamp()}", flush=True)
            app.exit(0)

    return Window()


if __name__ == "__main__":
    if getattr(sys, "frozen", False) and multiprocessing_child(sys.argv):
        import multiprocessing

        multiprocessing.freeze_support()  # a child: runs its part and exits
    if sys.argv[1:2] == ["--deberts-worker"]:  # deberts_desktop.ui.game.worker.WORKER_ARG
        from deberts_desktop.ui.game.worker import main as worker

        sys.exit(worker(sys.argv[2:]))
    if os.environ.get("DEBERTS_BARE_WINDOW") == "1":  # the reference imports nothing the window does not
        sys.exit(bare_window())
    from deberts_desktop import hold_collection

    hold_collection()  # from the first line: the command line's modules live on (cli.main resumes it)
    from deberts_desktop.cli import main

    sys.exit(main())
