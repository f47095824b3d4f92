"""Starting the game window: ``deberts-desktop`` (and ``--autoplay``).

:func:`build_main_window` opens the player's settings, history and autosave (folders
injectable for tests: arguments, or ``DEBERTS_CONFIG_DIR`` / ``DEBERTS_DATA_DIR``, see
:mod:`.app_storage`) and makes the window; :func:`run` is the command. ``--autoplay`` reads and
writes nothing of the player's: default settings, no history, no autosave. Without a
display (:func:`display_problem`) the command says so in one line and exits with 2,
before Qt would abort with a misleading message.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import time

from ..engine.rules import Rules, RulesError

APP_ID = "deberts-desktop"


def rules_from_args(args) -> Rules:
    """Rules for ``--players`` / ``--mode`` (2 players by default; a mode alone means 4)."""
    players = getattr(args, "players", None)
    mode = getattr(args, "mode", None)
    if players is None:
        players = 4 if mode else 2
    return Rules(players=players, mode=mode or "pairs")


#: Qt platforms that show windows on a display server (X11 or Wayland).
DISPLAY_PLATFORMS = ("xcb", "wayland", "wayland-egl")


def display_problem(environ=None, platform: str | None = None) -> str | None:
    """Why the game window cannot be shown here, in one line, or None.

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
    return ("deberts-desktop: the game window needs a display, and there is none here (DISPLAY and WAYLAND_DISPLAY "
            "are not set); without one the computers can play a game alone: "
            "QT_QPA_PLATFORM=offscreen deberts-desktop --autoplay")


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
    if pix.loadFromData(data):
        icon.addPixmap(pix)
    return icon


def make_app(argv=None, icon: bool = True):
    """The QApplication (made once), with the application's names and icon. The filter
    that lets the mouse wheel scroll pages rather than the fields under the pointer
    (:mod:`.wheel`) is installed by :func:`run` after the window's first frame (every event
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
    :param storage: storage opened already (:func:`.app_storage.open_storage`; the folders
        are then not used).
    Start-up messages (a broken settings file, an unreadable history) are shown once
    after the window appears; a saved game is offered for resume.
    """
    from .main_window import MainWindow
    from .app_storage import open_storage

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


def _quit_on_signals(app) -> None:
    """``kill -TERM`` (a logout, a system shutdown) and Ctrl+C close the window the normal
    way: the game is saved and the computers' worker ended. Python handles a signal only
    when it runs, so a timer wakes it up now and then."""
    import signal

    from PySide6.QtCore import QTimer

    def close(*_):
        app.closeAllWindows()
        app.quit()

    for sig in (signal.SIGTERM, signal.SIGINT):
        try:
            signal.signal(sig, close)
        except (ValueError, OSError):  # not the main thread, or not on this system
            return
    tick = QTimer(app)
    tick.timeout.connect(lambda: None)
    tick.start(250)


def run(args) -> int:
    """Open the window; with ``args.autoplay`` computers play one whole game at the
    fastest speed, the winner and final scores are printed and the exit status is 0.
    ``args.record`` (``deberts-desktop FILE``): a record file the window opens with its
    ``open_record(path)`` hook once shown (until the window has one, a bad file's reason
    is shown, see :mod:`.record_file`)."""
    multiprocessing.freeze_support()
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
    autoplay = bool(getattr(args, "autoplay", False))
    if not autoplay:  # --autoplay writes nothing of the player's, not even a log
        from . import crashlog

        crashlog.install()  # exceptions and native crashes to the log folder, from here on
    app = make_app(icon=False)  # the icon and the wheel's filter: after the first frame
    from .main_window import MainWindow

    seed = getattr(args, "seed", None)
    from .i18n import install_translator

    storage = None
    if autoplay:
        install_translator(app, "system")  # before any widget is built
    else:
        from .app_storage import open_settings

        storage = open_settings()  # the history and the autosave: after the first frame
        install_translator(app, storage.settings.language)  # the settings' language
    if autoplay:
        # the smoke test of every build: touches none of the player's files
        window = MainWindow(rules, seed, speed="off", think_delay_ms=0, autoplay=True)
    else:
        window = build_main_window(rules=rules if given else None, seed=seed, storage=storage, staged=True)
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
    def after_first_frame():
        from . import wheel

        set_app_icon(app)
        wheel.install(app)

    if not autoplay:  # the player is told of a failure (--autoplay: the log and the exit status)
        from . import crash_dialog

        crash_dialog.install(window)
    if window.first_frame_shown:
        after_first_frame()
    else:
        window.first_frame.connect(after_first_frame)
    _quit_on_signals(app)
    record_path = getattr(args, "record", None)
    if record_path:  # deberts-desktop FILE.record.json: the window opens it once shown
        from PySide6.QtCore import QTimer

        from .record_file import open_record_file

        hook = getattr(window, "open_record", None)
        QTimer.singleShot(0, lambda: hook(record_path) if hook is not None else open_record_file(window, record_path))
    window.show()
    code = app.exec()
    window.session.shutdown()
    if window.storage is not None:
        window.storage.close()
    return result["code"] or int(code)
