"""What the screenshot scripts (``make_screenshots``, ``make_ru_screenshots``) share:
Qt offscreen, waiting on the event loop, a table that plays fast, and saving a widget's
picture.

Importing this module sets ``QT_QPA_PLATFORM=offscreen`` unless it is already set, so
import it before anything that starts Qt.
"""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from deberts_desktop.engine.actions import TAKE, Bid  # noqa: E402
from deberts_desktop.engine.rules import Rules  # noqa: E402


def qt_app() -> QApplication:
    """The running ``QApplication``, made if there is none yet."""
    return QApplication.instance() or QApplication([])


def spin(ms: int = 10) -> None:
    """Run the event loop for ``ms`` milliseconds."""
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def until(cond, seconds: float = 20) -> bool:
    """Run the event loop until ``cond()`` is true; False when ``seconds`` went by first."""
    for _ in range(int(seconds * 200)):
        if cond():
            return True
        spin(5)
    return False


def open_table(players: int, mode: str, seed: int, size: tuple[int, int]):
    """A main window with a new game for ``players`` in ``mode`` (``pairs`` or
    ``individual``) dealt from ``seed``, shown at ``size``: no animation, no thinking
    time and no pauses, the computer seats playing in this process."""
    # imported here so that a translator installed before the call is in place
    from deberts_desktop.ui.main_window import MainWindow

    win = MainWindow(Rules(players=players, mode=mode), seed=seed, speed="off", think_delay_ms=0, inline_ai=True)
    win.resize(*size)
    win.show()
    win.controller.min_pause_factor = 0.0
    return win


def table_ready(win) -> bool:
    """The person is to act, or the end-of-deal summary or the end of the game is shown."""
    c = win.controller
    return bool((c.waiting and c.waiting[0] == "person") or win.summary.isVisible() or win.final.isVisible())


def person_bid(prompt):
    """The bid the person makes in a screenshot: take, else name the first trump offered,
    else the first choice."""
    names = [a for a in prompt if isinstance(a, Bid) and a.kind == "name"]
    return TAKE if TAKE in prompt else (names or prompt)[0]


def save_shot(widget: QWidget, path: Path, wait_ms: int = 30) -> Path:
    """Let the event loop run ``wait_ms`` milliseconds (0: not at all), then save the
    widget's picture to ``path`` (PNG); returns ``path``."""
    if wait_ms:
        spin(wait_ms)
    widget.grab().save(str(path))
    return path
