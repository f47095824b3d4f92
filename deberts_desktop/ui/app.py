"""Starting the game window: ``deberts-desktop`` (and ``--autoplay``).

:func:`build_main_window` opens the player's settings, history and autosave (folders
injectable for tests: arguments, or ``DEBERTS_CONFIG_DIR`` / ``DEBERTS_DATA_DIR``, see
:mod:`.start.folders`) and makes the window; :func:`run` is the command. ``--autoplay`` reads and
writes nothing of the player's: default settings, no history, no autosave. Without a
display (:func:`display_problem`) the command says so in one line and exits with 2,
before Qt would abort with a misleading message.
"""

from __future__ import annotations

import os
import sys
import time
from typing import TYPE_CHECKING

from .. import hold_collection, resume_collection
from .start import collection

if TYPE_CHECKING:
    from ..engine.rules import Rules

APP_ID = "deberts-desktop"


def rules_from_args(args) -> Rules:
    """Rules for ``--players`` / ``--mode`` (2 players by default; a mode alone means 4).
    :raises RulesError: not rules (:mod:`deberts_desktop.engine.rules`)."""
    from ..engine.rules import Rules  # (here: imported once the collector waits, see run)

    players = getattr(args, "players", None)
    mode = getattr(args, "mode", None)
    if players is None:
        players = 4 if mode else 2
    return Rules(players=players, mode=mode or "pairs")


#: Qt platforms that show windows on a display server (X11 or Wayland).
DISPLAY_PLATFORMS = ("xcb", "wayland", "wayland-egl")


#: how the person started the app, when not as ``deberts-desktop`` (``./dev play`` sets it to
#: the script as it was typed, with ``play``): the command a message tells the person to type
COMMAND_ENV = "DEBERTS_COMMAND"


def display_problem(environ=None, platform: str | None = None) -> str | None:
    """Why the game window cannot be shown here, in one line, or None.

    The way out it names is the command the person typed: ``deberts-desktop``, or what
    :data:`COMMAND_ENV` says (``./dev play`` sets it: from a source checkout there is no
    ``deberts-desktop`` on the path).

    Only on Linux (and other X11/Wayland systems): neither ``DISPLAY`` nor
    ``WAYLAND_DISPLAY`` is set, and ``QT_QPA_PLATFORM`` does not name a platform that needs
    no display server (``offscreen``, ``minimal``, ``eglfs``, ...). Qt itself would abort
    there (exit 134) asking for ``libxcb-cursor0``.

    :param environ: the environment (default ``os.environ``). :param platform: as
        ``sys.platform`` (default it).

    >>> display_problem({}, "linux") is not None
    True
    >>> display_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux"), display_problem({}, "win32")
    (None, None)
    """
    environ = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    if platform in ("win32", "cygwin", "darwin"):
        return None
    if environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"):
        return None
    chosen = [p.split(":")[0].strip() for p in environ.get("QT_QPA_PLATFORM", "").split(";") if p.strip()]
    if chosen and not any(p in DISPLAY_PLATFORMS for p in chosen):
        return None
    command = environ.get(COMMAND_ENV) or "deberts-desktop"
    return ("deberts-desktop: the game window needs a display, and there is none here (DISPLAY and WAYLAND_DISPLAY "
            "are not set); without one the computers can play a game alone: "
            f"QT_QPA_PLATFORM=offscreen {command} --autoplay")


def drop_pyside_feature_import() -> None:
    """Put back the ``__import__`` that PySide6 replaced when it was imported (PySide6's
    developer notes, "The __feature__ import": the original is kept as
    ``builtins.__orig_import__``, PySide6's own is ``__feature_import__``). PySide6's serves
    ``from __feature__ import snake_case`` (or ``true_property``); for every other import
    statement it calls two Python functions of its own (some 600 import statements run
    before the first act: ~5 ms of the start's processor time, issue 21) and reads the source
    of each module it has not seen yet (``inspect.getsource``: every line kept in
    :mod:`linecache`, some 10 MiB from source) to learn whether that module selects a
    feature. No module here selects one; PySide6's lazy classes keep their own hook (the
    ``__orig_import__`` it wraps). Imports PySide6 (nothing more of Qt); a PySide6 without
    that hook: nothing done."""
    import builtins

    import PySide6  # noqa: F401  (its import puts the hook in place)

    original = getattr(builtins, "__orig_import__", None)
    if original is not None and getattr(builtins.__import__, "__name__", "") == "__feature_import__":
        builtins.__import__ = original


def app_icon():
    """The application icon (from the package's resources), or a null icon."""
    from importlib.resources import files

    from PySide6.QtGui import QIcon, QPixmap

    icon = QIcon()
    try:
        data = (files("deberts_desktop") / "resources" / "icons" / "deberts-desktop-256.png").read_bytes()
    except (OSError, FileNotFoundError, ModuleNotFoundError):
        return icon
    pix = QPixmap()
    if pix.loadFromData(data, "PNG"):  # named: Qt then loads none of its image format plugins (~1 MiB)
        icon.addPixmap(pix)
    return icon


def make_app(argv=None, icon: bool = True):
    """The QApplication (made once), with the application's names and icon. The filter
    that lets the mouse wheel scroll pages rather than the fields under the pointer
    (:mod:`.widgets.wheel`) is installed by :func:`run` once the first table is drawn (every event
    passes through it); ``icon=False``: the icon comes later too (:func:`set_app_icon`)."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(list(argv) if argv is not None else sys.argv[:1])
    app.setApplicationName("Deberts Desktop")
    app.setDesktopFileName(APP_ID)
    if icon:
        set_app_icon(app)
    return app


def set_app_icon(app) -> None:
    """Give ``app`` (and so every window) the application icon, when it can be read."""
    icon = app_icon()
    if not icon.isNull():
        app.setWindowIcon(icon)


def build_main_window(config_dir=None, data_dir=None, *, rules: Rules | None = None, seed=None, storage=None, **kw):
    """The game window with the player's settings, history and autosave.

    :param config_dir: the settings folder (default ``$DEBERTS_CONFIG_DIR`` or the user
        config folder). :param data_dir: the history and autosave folder (default
        ``$DEBERTS_DATA_DIR`` or the user data folder).
    :param rules: the first game's rules (default the settings' rules).
    Other keywords go to :class:`MainWindow` (``inline_ai``, ``speed``, ...).
    :param storage: storage opened already (:func:`.start.folders.open_storage`; the folders
        are then not used).
    Start-up messages (a broken settings file, an unreadable history) are shown once
    after the window appears; a saved game is offered for resume.
    """
    from .windows.main_window import MainWindow
    from .start.folders import open_storage

    if storage is None:
        storage = open_storage(config_dir, data_dir)
    return MainWindow(rules, seed, storage=storage, **kw)  # its icon: the application's


def _print(text: str, err: bool = False) -> None:
    stream = sys.stderr if err else sys.stdout
    if stream is not None:
        try:
            print(text, file=stream, flush=True)
        except Exception:
            pass


def _quit_on_signals(app):
    """``kill -TERM`` (a logout, a system shutdown), Ctrl+C and a hang-up (``SIGHUP``: the
    terminal the app was started from closed; not when it was started ignoring it, as
    ``nohup`` does) close the window the normal way: the game is saved, a deal typed on a
    score sheet kept as its draft, the computers' worker ended. Python handles a signal only
    when it runs, so a timer wakes it up now and then. Returns a callable that puts the
    previous handlers back (the app has ended)."""
    import signal

    from PySide6.QtCore import QTimer

    def quit_now() -> None:
        from . import crashlog

        crashlog.set_reporter(None)  # ending: a failure now is logged, never a dialog that holds the app
        app.closeAllWindows()
        app.quit()

    def close(*_):
        # Python runs this between any two bytecodes of the main thread, perhaps inside the
        # window's own building: the window is closed from the event loop, once that is done
        QTimer.singleShot(0, app, quit_now)

    previous = {}
    hang_up = getattr(signal, "SIGHUP", None)  # (not on Windows)
    for sig in (signal.SIGTERM, signal.SIGINT, hang_up):
        if sig is None or (sig == hang_up and signal.getsignal(sig) == signal.SIG_IGN):
            continue
        try:
            previous[sig] = signal.signal(sig, close)
        except (ValueError, OSError):  # not the main thread, or not on this system
            break
    tick = None
    if previous:
        tick = QTimer(app)
        tick.timeout.connect(lambda: None)
        tick.start(250)

    def undo() -> None:
        for sig, handler in previous.items():
            try:
                signal.signal(sig, handler)
            except (ValueError, OSError, TypeError):
                pass
        if tick is not None:
            tick.stop()
            tick.deleteLater()

    return undo


#: ``DEBERTS_EXIT_AFTER_OPEN=1``: the app quits once a record (the argument, or one handed over
#: by a second start) is on the replay table (exit status 0) or refused (3): the packaging
#: checks open a record as ``Exec=deberts-desktop %f`` does, with no one to close the window.
EXIT_AFTER_OPEN_ENV = "DEBERTS_EXIT_AFTER_OPEN"
#: the exit status of a refused record with ``DEBERTS_EXIT_AFTER_OPEN=1``
REFUSED_STATUS = 3
#: Whether the system sends the app open-document events (``QFileOpenEvent``: macOS, a
#: record opened in the Finder). Only then is the filter that takes them installed: it is an
#: application event filter, which costs every event of the app a call into Python (issue
#: 21). Tests of that path set it.
FILE_OPEN_EVENTS = sys.platform == "darwin"

#: ``DEBERTS_EXIT_WHEN_PLAYABLE=1``: the app quits with 0 once the person has acted — a key
#: posted on the drawn bidding bar (or the resume question) taken — and prints the moment
#: (:mod:`.start.playable`): the start-up figure of ``packaging/smoke.sh`` and the benchmarks.
PLAYABLE_ENV = "DEBERTS_EXIT_WHEN_PLAYABLE"


def event_loop(app, window) -> int:
    """Run the window's event loop until the app ends (``app.exec()``); returns its exit
    code. Tests of the real start (:func:`run` through ``cli.main``) put a driver here that
    waits on what the player would see, then closes the window."""
    return app.exec()


def _second_copy(claim, record_path: str | None, unused: list[str] | tuple = ()) -> int | None:
    """Another copy owns the data folder (``claim.state`` ``"taken"``), or no lock can be
    made there (``"no_lock"``): hand the record (or nothing: the window comes forward) to
    the running copy. Returns the exit status: 0 handed over, 1 the running copy does not
    answer (said on standard error and in a message box; nothing was opened); None: this
    copy runs (the owner ended meanwhile and this copy took the folder, or no lock can be
    made and no copy answers). ``unused``: the options given (``--players``, ...), which
    the running copy does not take: said so."""
    from .start.single_instance import NO_LOCK_TIMEOUT_MS, hand_over

    files = [os.path.abspath(record_path)] if record_path else []
    # the running window opens the record, or says there why not: this copy cannot know which
    done = "the record was handed to the running window" if files else "its window was brought forward"
    if unused:
        done += f"; {', '.join(unused)} not used, because a copy is already running (close it to start with them)"
    # no lock: a copy that answers at once runs on the folder (without a lock too); else run without one
    # closed meanwhile: this copy owns the folder now (or runs without a lock, as that copy did)
    gone = (lambda: claim.claim() != "taken") if claim.state == "taken" else None
    if hand_over(claim.name, files, timeout_ms=NO_LOCK_TIMEOUT_MS if claim.state == "no_lock" else None, gone=gone):
        _print(f"deberts-desktop: Deberts Desktop is already running with the data folder {claim.folder}; {done}")
        return 0
    if claim.owner:
        return None
    if claim.state == "no_lock":
        import logging

        logging.getLogger("deberts_desktop.ui").warning(
            "no lock can be made in the data folder %s (%s): running without one", claim.folder, claim.problem)
        return None
    _print(f"deberts-desktop: Deberts Desktop is already running with the data folder {claim.folder}, but it does "
           "not answer; nothing was opened (close that copy, or end it, and start again)", err=True)
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    text = QCoreApplication.translate(
        "Startup", "Deberts Desktop is already running with the data folder %1, but it does not answer. Nothing "
        "was opened, so that the two copies do not write over each other's games. Close the other copy (or end "
        "it) and start again.").replace("%1", str(claim.folder))
    QMessageBox.warning(None, QCoreApplication.translate("WindowDialogs", "Deberts Desktop"), text)
    return 1


def run(args) -> int:
    """Open the window; with ``args.autoplay`` computers play one whole game at the
    fastest speed, the winner and final scores are printed and the exit status is 0.
    ``args.record`` (``deberts-desktop FILE``): a record file the window opens on the replay
    table once its game's parts are built (a bad file's reason in a message box); the
    saved game waits, offered on the way back to the game.

    One copy owns a data folder (:mod:`.start.single_instance`): a start on a folder another copy
    owns hands the record over and exits 0 (1 when that copy does not answer; then it opens
    nothing, later either); ``--players``, ``--mode`` and ``--seed`` are not handed over
    (the second start says so); the owner
    takes such requests, and macOS's open-document events, once its first table is drawn (``MainWindow.table_ready``).
    ``--autoplay`` touches no data folder and takes no lock. With
    ``DEBERTS_EXIT_AFTER_OPEN=1`` the app quits once a record (given or handed over) is
    shown (0) or refused (3); with ``DEBERTS_EXIT_WHEN_PLAYABLE=1`` once the person has
    acted on the first table (:mod:`.start.playable`), with 0.

    Python's cyclic garbage collector waits (:func:`hold_collection`) until the first table is
    ready (``--autoplay``: until its app is made), and from then on its passes run on the GUI
    thread only (:mod:`.start.collection`: the app's own threads would free Qt objects); the
    automatic collector is on again once the app has ended."""
    hold_collection()  # (held already when started from the command line)
    try:
        return _run(args)
    finally:
        collection.stop()
        resume_collection()


def _run(args) -> int:
    """:func:`run`'s start. (No ``multiprocessing.freeze_support()``: the frozen app's
    ``packaging/entry.py`` calls it for multiprocessing's children only, before this.)"""
    from ..engine.rules import RulesError

    try:
        rules = rules_from_args(args)
    except RulesError as e:
        _print(f"deberts-desktop: {e}", err=True)
        return 2
    given = getattr(args, "players", None) is not None or getattr(args, "mode", None) is not None
    problem = display_problem()
    if problem is not None:  # before Qt, which would abort
        _print(problem, err=True)
        return 2
    drop_pyside_feature_import()  # Qt's first import: every import statement from here on is plain
    autoplay = bool(getattr(args, "autoplay", False))
    if not autoplay:  # --autoplay writes nothing of the player's, not even a log
        from . import crashlog

        crashlog.install()  # exceptions and native crashes to the log folder, from here on
    app = make_app(icon=False)  # the icon and the wheel's filter: once the first table is drawn
    seed = getattr(args, "seed", None)
    record_path = getattr(args, "record", None)
    from .i18n import install_translator

    storage = None
    claim = None
    if autoplay:
        install_translator(app, "system")  # before any widget is built
    else:
        from .start.folders import open_settings
        from .start.single_instance import DataFolderClaim

        storage = open_settings()  # the history and the autosave: after the first frame
        install_translator(app, storage.settings.language)  # the settings' language
        claim = DataFolderClaim(storage.data_folder)
        if claim.claim() != "owner":
            unused = [opt for opt, given_value in (("--players", getattr(args, "players", None)),
                                                   ("--mode", getattr(args, "mode", None)), ("--seed", seed))
                      if given_value is not None]
            code = _second_copy(claim, record_path, unused)
            if code is not None:
                return code
    try:
        return _run_window(app, rules if given else None, rules, seed, storage, claim, record_path, autoplay,
                           mode_given=getattr(args, "mode", None) is not None)
    finally:
        if storage is not None:
            storage.close()
        if claim is not None:
            claim.release()


def _run_window(app, chosen_rules, rules, seed, storage, claim, record_path, autoplay, mode_given: bool = True) -> int:
    """:func:`run`'s window and event loop (``chosen_rules``: the command line's, or None;
    ``mode_given`` False: ``--players 4`` without ``--mode`` plays the settings' 4-player
    mode when the settings are for 4 players)."""
    from .windows.main_window import MainWindow

    if autoplay:
        collection.start()  # its passes on the GUI thread from the start
        # the smoke test of every build: touches none of the player's files
        window = MainWindow(rules, seed, speed="off", think_delay_ms=0, autoplay=True)
    else:
        if chosen_rules is not None:  # --players / --mode: the settings' rules for that way to play
            from .windows.actions import rules_for

            mode = chosen_rules.mode
            if not mode_given and chosen_rules.players == 4 and storage.settings.rules.players == 4:
                mode = storage.settings.rules.mode
            chosen_rules = rules_for(storage.settings, chosen_rules.players, mode)
        window = build_main_window(rules=chosen_rules, seed=seed, storage=storage, staged=True)
        # the first-game tutorial is offered at a person's start only (not for a record, nor the exits' checks)
        window.starter.offer_tutorial = record_path is None and not any(
            os.environ.get(env) == "1" for env in (EXIT_AFTER_OPEN_ENV, PLAYABLE_ENV))
    result = {"code": 0}
    started = time.monotonic()
    if autoplay:
        def finished(game):
            names = [window.director.narrator.side_name(s) for s in range(rules.sides)]
            scores = ", ".join(f"{n} {s}" for n, s in zip(names, game.scores))
            how = " (debertz)" if game.debertz is not None else ""
            _print(f"Winner: {names[game.winner]}{how}")
            _print(f"Final scores: {scores}")
            _print(f"Deals: {len(game.entries)}; time {time.monotonic() - started:.1f} s")
            window.close()
            app.exit(0)

        window.game_over.connect(finished)

        def too_long():
            _print("deberts-desktop --autoplay: the game did not finish in time", err=True)
            result["code"] = 1
            window.close()
            app.exit(1)

        from PySide6.QtCore import QTimer

        guard = QTimer(window)
        guard.setSingleShot(True)
        guard.timeout.connect(too_long)
        guard.start(15 * 60 * 1000)
    elif os.environ.get(EXIT_AFTER_OPEN_ENV) == "1":
        def opened(_path, ok):
            result["code"] = 0 if ok else REFUSED_STATUS
            window.close()
            app.exit(result["code"])

        window.starter.record_opened.connect(opened)
    elif os.environ.get(PLAYABLE_ENV) == "1":
        from .start.playable import PLAYABLE_LINE, PlayableProbe, stamp

        def playable():
            _print(f"{PLAYABLE_LINE} {stamp()}")
            window.close()
            app.exit(0)

        window.playable_probe = PlayableProbe(window, playable)
    filters = []

    def watch_file_open_events():  # macOS: records opened in the Finder, at launch too
        from .start.single_instance import FileOpenFilter

        filters.append(FileOpenFilter(window.starter.open_from_outside, app))
        app.installEventFilter(filters[-1])

    if not autoplay and FILE_OPEN_EVENTS:
        watch_file_open_events()  # before the event loop: the launch's own document comes first

    def after_table_ready():  # what the first table does not need: once it is drawn
        from . import crashlog
        from .widgets import wheel

        collection.start()  # the collector's passes: on the GUI thread from now on
        crashlog.rotate()  # the log rotates from now on (logging.handlers: not for the first table)
        set_app_icon(app)
        wheel.install(app)
        if claim is not None:
            claim.listen(window.starter.open_from_outside)  # later starts on this data folder

    if not autoplay:  # the player is told of a failure (--autoplay: the log and the exit status)
        from .start import crash_dialog

        crash_dialog.install(window)
    if window.table_ready_shown:
        after_table_ready()
    else:
        window.table_ready.connect(after_table_ready)
    undo_signals = _quit_on_signals(app)
    if record_path:  # deberts-desktop FILE.record.json: opened once the game's parts are built
        window.open_record(record_path)
    window.show()
    try:
        code = event_loop(app, window)
    finally:
        from PySide6.QtCore import QEvent

        # the Quit that closing the last window posted may still wait: the app has ended
        # (tests start it again in the same process)
        app.removePostedEvents(app, QEvent.Type.Quit)
        undo_signals()
        if not window.table_ready_shown:  # the app ended first: nothing of the start comes later
            window.table_ready.disconnect(after_table_ready)
        for f in filters:
            app.removeEventFilter(f)
            f.deleteLater()
        if hasattr(window, "session"):  # the game's parts were built
            window.session.shutdown()
    return result["code"] or int(code)
