"""Starting the game window: ``deberts-desktop`` (and ``--autoplay``)."""

from __future__ import annotations

import multiprocessing
import sys
import time
import traceback

from ..engine.rules import Rules, RulesError


def rules_from_args(args) -> Rules:
    """Rules for ``--players`` / ``--mode`` (2 players by default; a mode alone means 4)."""
    players = getattr(args, "players", None)
    mode = getattr(args, "mode", None)
    if players is None:
        players = 4 if mode else 2
    return Rules(players=players, mode=mode or "pairs")


def _install_excepthook() -> None:
    """Qt swallows exceptions raised in event handlers: print them, keep running."""
    previous = sys.excepthook

    def hook(kind, value, tb):
        sys.stderr.write("".join(traceback.format_exception(kind, value, tb)))
        if previous not in (None, sys.__excepthook__, hook):
            try:
                previous(kind, value, tb)
            except Exception:
                pass

    sys.excepthook = hook


def run(args) -> int:
    """Open the window; with ``args.autoplay`` computers play one whole game at the
    fastest speed, the winner and final scores are printed and the exit status is 0."""
    multiprocessing.freeze_support()
    try:
        rules = rules_from_args(args)
    except RulesError as e:
        print(f"deberts-desktop: {e}", file=sys.stderr)
        return 2
    from PySide6.QtWidgets import QApplication

    from .main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Deberts Desktop")
    _install_excepthook()
    autoplay = bool(getattr(args, "autoplay", False))
    seed = getattr(args, "seed", None)
    if autoplay:
        window = MainWindow(rules, seed, speed="off", think_delay_ms=0, autoplay=True)
    else:
        window = MainWindow(rules, seed)
    result = {"code": 0}
    started = time.monotonic()
    if autoplay:
        def finished(game):
            names = [window.controller.side_name(s) for s in range(rules.sides)]
            scores = ", ".join(f"{n} {s}" for n, s in zip(names, game.scores))
            how = " (debertz)" if game.debertz is not None else ""
            print(f"Winner: {names[game.winner]}{how}")
            print(f"Final scores: {scores}")
            print(f"Deals: {len(game.entries)}; time {time.monotonic() - started:.1f} s")
            window.close()
            app.exit(0)

        window.controller.game_over.connect(finished)

        def too_long():
            print("deberts-desktop --autoplay: the game did not finish in time", file=sys.stderr)
            result["code"] = 1
            window.close()
            app.exit(1)

        from PySide6.QtCore import QTimer

        guard = QTimer(window)
        guard.setSingleShot(True)
        guard.timeout.connect(too_long)
        guard.start(15 * 60 * 1000)
    window.show()
    code = app.exec()
    window.controller.shutdown()
    return result["code"] or int(code)
