"""The crash log: Python exceptions and native crashes go to files in the log folder.

The folder is ``$DEBERTS_LOG_DIR``, else ``platformdirs.user_log_dir("deberts-desktop")``:

* Linux: ``~/.local/state/deberts-desktop/log``
* macOS: ``~/Library/Logs/deberts-desktop``
* Windows: ``%LOCALAPPDATA%\\deberts-desktop\\Logs``

Files in it (:func:`install` opens them when the window starts, on every system):

* ``deberts-desktop.log`` — one line when the app starts (version, Python, system), every
  uncaught Python exception (the main thread's, a Qt slot's, another thread's) with its
  traceback, and the warnings of the ``deberts_desktop`` loggers (a computer search that
  failed, a record that could not be replayed…). Rotated at :data:`MAX_BYTES`, with
  :data:`BACKUPS` older files (``.log.1`` …), from :func:`rotate` on (the window calls it
  once its first table is drawn: ``logging.handlers`` and the modules it imports, socket
  and pickle, cost the start some 5 ms; until then the file only grows, and one over
  :data:`MAX_BYTES` at the start is rotated at once).
* ``native-crash.log`` — written by :mod:`faulthandler` when the process dies of a fatal
  signal (a crash inside Qt, say): the Python stack of every thread. Started anew (the old one
  kept as ``.1``) when it is over :data:`MAX_BYTES` at start.

Exceptions still go to standard error too, where there is one (a terminal); a windowed
build has none, so the file is the only trace there.
"""

from __future__ import annotations

import faulthandler
import logging
import os
import stat
import sys
import threading
from pathlib import Path

APP_NAME = "deberts-desktop"
LOG_ENV = "DEBERTS_LOG_DIR"
LOG_FILE = "deberts-desktop.log"
NATIVE_FILE = "native-crash.log"
MAX_BYTES = 1_000_000
BACKUPS = 3

log = logging.getLogger("deberts_desktop")

_state: dict = {}


def log_dir() -> Path:
    """The log folder: ``$DEBERTS_LOG_DIR`` or ``platformdirs.user_log_dir`` (see the module)."""
    if os.environ.get(LOG_ENV):
        return Path(os.environ[LOG_ENV])
    import platformdirs

    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def _clear_planted(path: Path) -> None:
    """A log file that is not a regular file (a pipe, which opening waits on for ever; a
    device; a folder) is moved aside to ``NAME.bak``; the log starts anew."""
    try:
        info = path.lstat() if not path.exists() else path.stat()
    except OSError:
        return
    if not stat.S_ISREG(info.st_mode):
        os.replace(path, path.with_name(path.name + ".bak"))


def _open_native(folder: Path):
    path = folder / NATIVE_FILE
    try:
        if path.exists() and path.stat().st_size > MAX_BYTES:
            os.replace(path, path.with_name(NATIVE_FILE + ".1"))
    except OSError:
        pass
    return open(path, "a", encoding="utf-8")


def install(folder: str | os.PathLike | None = None) -> Path | None:
    """Send uncaught exceptions (all threads), the ``deberts_desktop`` loggers' warnings and
    fatal-signal stacks to the files of the module docstring; write a start line.

    :param folder: the log folder (default :func:`log_dir`).
    :returns: the folder, or None when it cannot be written (then nothing changes and the app
        goes on: a log is never a reason not to start). Calling it again changes nothing.
    """
    if "folder" in _state:
        return _state["folder"]
    target = Path(folder) if folder is not None else log_dir()
    try:
        target.mkdir(parents=True, exist_ok=True)
        for name in (LOG_FILE, NATIVE_FILE):
            _clear_planted(target / name)
        big = (target / LOG_FILE).exists() and (target / LOG_FILE).stat().st_size >= MAX_BYTES
        handler = _rotating(target) if big else _file_handler(logging.FileHandler(target / LOG_FILE, encoding="utf-8"))
        native = _open_native(target)
    except OSError:
        return None
    ours = [handler]
    if sys.stderr is not None:  # a terminal still sees what it saw before
        err = logging.StreamHandler(sys.stderr)
        err.setLevel(logging.WARNING)
        ours.append(err)
    for h in ours:
        log.addHandler(h)
    level = log.level
    if level == logging.NOTSET or level > logging.INFO:
        log.setLevel(logging.INFO)
    faulthandler.enable(file=native, all_threads=True)
    previous_hook, previous_thread_hook = sys.excepthook, threading.excepthook

    def hook(kind, value, tb):
        """Qt swallows exceptions raised in its event handlers: log them, tell the player
        (the reporter of :func:`set_reporter`), keep running."""
        log.error("uncaught exception", exc_info=(kind, value, tb))
        report = _state.get("reporter")
        if report is not None and not _state.get("reporting"):
            _state["reporting"] = True  # an exception while telling is only logged
            try:
                report(kind, value, tb)
            except Exception:
                log.exception("the crash could not be shown to the player")
            finally:
                _state["reporting"] = False
        if previous_hook not in (None, sys.__excepthook__, hook):
            try:
                previous_hook(kind, value, tb)
            except Exception:
                pass

    def thread_hook(args):
        if args.exc_type is SystemExit:
            return
        name = args.thread.name if args.thread is not None else "?"
        log.error("uncaught exception in thread %s", name,
                  exc_info=(args.exc_type, args.exc_value, args.exc_traceback))

    sys.excepthook = hook
    threading.excepthook = thread_hook
    _state.update(folder=target, handlers=ours, level=level, native=native, rotating=big,
                  previous=(previous_hook, previous_thread_hook))
    from .. import __version__

    system = os.uname() if hasattr(os, "uname") else None  # platform's module: some 3 ms of the start
    log.info("Deberts Desktop %s started: Python %d.%d.%d, %s %s", __version__, *sys.version_info[:3],
             system.sysname if system else "Windows", system.machine if system else
             os.environ.get("PROCESSOR_ARCHITECTURE", "?"))
    return target


def _file_handler(handler: logging.Handler) -> logging.Handler:
    """``handler`` with the log's format and level."""
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    handler.setLevel(logging.INFO)
    return handler


def _rotating(folder: Path) -> logging.Handler:
    """The log file's handler that rotates it at :data:`MAX_BYTES`. :raises OSError:"""
    import logging.handlers

    return _file_handler(logging.handlers.RotatingFileHandler(
        folder / LOG_FILE, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8"))


def rotate() -> None:
    """After :func:`install`: the log file is rotated at :data:`MAX_BYTES` from now on (its
    handler replaced by one that rotates, once; the window calls it once its first table is
    drawn). No line is lost (another thread's, logged at that moment, may be written
    twice); when the file cannot be opened again the handler stays as it was."""
    handlers = _state.get("handlers")
    if not handlers or _state.get("rotating"):
        return
    try:
        new = _rotating(_state["folder"])
    except OSError:
        return
    _state["rotating"] = True
    old = handlers[0]
    log.addHandler(new)  # added before the old one goes: no record falls between them
    log.removeHandler(old)
    old.close()
    handlers[0] = new


def set_reporter(report) -> bool:
    """After :func:`install`: ``report(kind, value, traceback)`` is called on the main
    thread after each uncaught exception there is logged (the crash dialog,
    :mod:`.start.crash_dialog`); None: only the log. An exception in ``report`` is logged, not
    raised; one raised while it runs is logged and not reported again. Returns False (and
    does nothing) when the log is not installed."""
    if "folder" not in _state:
        return False
    _state["reporter"] = report
    return True


def log_file() -> Path | None:
    """The log file in use (``deberts-desktop.log`` in the folder :func:`install` opened),
    None before it or when the folder could not be written."""
    folder = _state.get("folder")
    return folder / LOG_FILE if folder is not None else None


def uninstall() -> None:
    """Undo :func:`install` (and :func:`rotate`; for tests): handlers removed, hooks and
    faulthandler restored."""
    if "folder" not in _state:
        return
    for h in _state["handlers"]:
        log.removeHandler(h)
        h.close()
    log.setLevel(_state["level"])
    sys.excepthook, threading.excepthook = _state["previous"]
    faulthandler.disable()
    if sys.__stderr__ is not None:
        try:
            faulthandler.enable(file=sys.__stderr__)
        except (ValueError, OSError, AttributeError):
            pass
    _state["native"].close()
    _state.clear()
