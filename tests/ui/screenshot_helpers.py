"""What the screenshot scripts (``make_screenshots``, ``make_ru_screenshots``) share:
Qt offscreen, waiting on the event loop without pytest, the fast window of
:mod:`.table_driver` shown at a size, and saving a widget's picture.

Importing this module sets ``QT_QPA_PLATFORM=offscreen`` unless it is already set, so
import it before anything that starts Qt.
"""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402


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
    """The fast window (:func:`.table_driver.fast_window`) with a new game for ``players``
    in ``mode`` dealt from ``seed``, shown at ``size``."""
    from .table_driver import fast_window  # after the translator the caller installed

    win = fast_window(players, mode, seed, paint=True)  # painted as on a screen
    win.resize(*size)
    win.show()
    return win


def save_shot(widget: QWidget, path: Path, wait_ms: int = 30) -> Path:
    """Let the event loop run ``wait_ms`` milliseconds (0: not at all), then save the
    widget's picture to ``path`` (PNG); returns ``path``."""
    if wait_ms:
        spin(wait_ms)
    widget.grab().save(str(path))
    return path
