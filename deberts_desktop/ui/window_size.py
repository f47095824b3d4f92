"""The window's size on any screen and scale: it opens within the screen's work area
(without the task bar) and its minimum size fits there too, at any scale factor where the
logical screen is at least 800 × 540 (issue 12: at ``QT_SCALE_FACTOR=2`` on a 1920 × 1080
screen the window could not shrink below the screen)."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize

#: the window's size at start (logical pixels), made smaller on a smaller screen
START_SIZE = QSize(1100, 760)
#: the smallest the window gets on a screen with room for it
MIN_SIZE = QSize(800, 600)
#: the smallest it gets on any screen
FLOOR = QSize(640, 480)


def start_size(available: QRect | None) -> QSize:
    """The window's first size for a screen whose work area is ``available`` (None:
    unknown): :data:`START_SIZE`, within 95% of the work area's width and 90% of its height
    (room for the title bar) — e.g. 1100 × 648 on a 1280 × 720 work area."""
    if available is None or available.isEmpty():
        return QSize(START_SIZE)
    fit = QSize(int(available.width() * 0.95), int(available.height() * 0.9))
    return START_SIZE.boundedTo(fit).expandedTo(min_size(available))


def min_size(available: QRect | None) -> QSize:
    """The window's minimum size: :data:`MIN_SIZE`, but never more than the work area
    allows (title bar and frame included), and not below :data:`FLOOR`."""
    if available is None or available.isEmpty():
        return QSize(MIN_SIZE)
    fit = QSize(int(available.width() * 0.98), int(available.height() * 0.9))
    return MIN_SIZE.boundedTo(fit).expandedTo(FLOOR)


def fit_to_screen(window, screen) -> None:
    """Give ``window`` its first size and minimum size for ``screen`` (a ``QScreen`` or
    None)."""
    available = screen.availableGeometry() if screen is not None else None
    window.setMinimumSize(min_size(available))
    window.resize(start_size(available))
