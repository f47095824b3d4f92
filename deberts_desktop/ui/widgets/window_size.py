"""Every window fits the screen: the main window, the dialogs, the message boxes.

- The main window opens within the screen's work area (without the task bar) and its
  minimum size fits there too, at any scale factor (issue 12: at ``QT_SCALE_FACTOR=2`` on
  a 1920 × 1080 screen the window could not shrink below the screen): :func:`fit_to_screen`.
- Every other top-level window (dialogs, History, Review, the score keeper, message boxes,
  file dialogs) is placed when it is shown by one event filter on the application
  (:class:`PlaceOnShow`, :func:`install`: the main window's ``place_windows``, once its
  first table is drawn or before a window opens sooner): its whole frame — title bar
  included — lies inside the work area of its screen, centred on the
  window it belongs to (the main window) and then moved inside; a window larger than the
  work area is made smaller (issue 19, item 4: History was 960 × 680 on an 800 × 600
  screen).
- A dialog whose body may be taller than a small screen puts it in a
  :class:`~.scroll_body.ScrollBody` (:func:`~.scroll_body.scroll_pages` for the pages of a
  tab widget; :mod:`.scroll_body`): the body scrolls, the buttons under
  it stay in view.

A window's frame (title bar, borders) is known only once it is on the screen, and the
offscreen platform of the tests has none: until it is known the frame is taken to be
:data:`DEFAULT_FRAME`, a little more than the common window managers draw.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMargins, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

# The other widget classes are imported where they are used: Qt makes a class's Python side
# when it is first imported (QStyle's: some 5 ms), and the main window's start needs only
# fit_to_screen (issue 21). The bodies that scroll: :mod:`.scroll_body`.

#: the window's size at start (logical pixels), made smaller on a smaller screen
START_SIZE = QSize(1100, 760)
#: the smallest the window gets on a screen with room for it (logical pixels)
MIN_SIZE = QSize(800, 600)
#: the smallest it gets on a screen with room for that (a smaller work area: the work area
#: less the frame)
FLOOR = QSize(640, 480)
#: the frame (left, title bar, right, bottom; logical pixels) assumed around a window
#: whose own frame is not known yet
DEFAULT_FRAME = QMargins(4, 30, 4, 4)

#: the dynamic property of a window placed once (later shows keep its place if it fits)
_PLACED = "debertsPlaced"


def _room(available: QRect, frame: QMargins = DEFAULT_FRAME) -> QSize:
    """The largest window (without its frame) whose frame fits in ``available``."""
    return QSize(max(1, available.width() - frame.left() - frame.right()),
                 max(1, available.height() - frame.top() - frame.bottom()))


def start_size(available: QRect | None) -> QSize:
    """The main window's first size for a screen whose work area is ``available`` (None:
    unknown): :data:`START_SIZE`, within 95% of the work area's width and 90% of its height
    (room for the title bar), not below :func:`min_size` — e.g. 1100 × 648 on a 1280 × 720
    work area, 912 × 486 on 960 × 540 (scale 2 on 1920 × 1080)."""
    if available is None or available.isEmpty():
        return QSize(START_SIZE)
    fit = QSize(int(available.width() * 0.95), int(available.height() * 0.9))
    return START_SIZE.boundedTo(fit).expandedTo(min_size(available)).boundedTo(_room(available))


def min_size(available: QRect | None) -> QSize:
    """The main window's minimum size: :data:`MIN_SIZE`, within 98% of the work area's
    width and 90% of its height, not below :data:`FLOOR` — but never more than the work
    area holds with the frame (:data:`DEFAULT_FRAME`) around it: e.g. 800 × 486 on a
    960 × 540 work area, 784 × 540 on 800 × 600, 632 × 446 on 640 × 480."""
    if available is None or available.isEmpty():
        return QSize(MIN_SIZE)
    fit = QSize(int(available.width() * 0.98), int(available.height() * 0.9))
    return MIN_SIZE.boundedTo(fit).expandedTo(FLOOR).boundedTo(_room(available))


def fit_to_screen(window, screen, centre: bool = True) -> None:
    """Give the main ``window`` its first size and minimum size for ``screen`` (a ``QScreen``
    or None), and (``centre``) centre its frame in the screen's work area. A window that
    :class:`PlaceOnShow` places (the review window) passes ``centre=False``: a window moved
    before it exists would be placed by its inside, not by its frame, on X11."""
    available = screen.availableGeometry() if screen is not None else None
    window.setMinimumSize(min_size(available))
    window.resize(start_size(available))
    if centre and available is not None and not available.isEmpty():
        target = frame_place(window.size(), DEFAULT_FRAME, available, available, None)
        window.setGeometry(QRect(target.topLeft() + QPoint(DEFAULT_FRAME.left(), DEFAULT_FRAME.top()), window.size()))


#: the lowest the game's table gets (logical pixels) to keep the main window inside a low work area
TABLE_FLOOR = 360
#: and under a bar of its own (the Problems bar) in such a window: still a hand, a trick and
#: the name plates (a 1920 × 1080 screen at scale 2 with a 48-pixel task bar leaves ~330)
TABLE_FLOOR_UNDER_A_BAR = 280


def table_min_height(table: int, window: int, bars: int, floor: int = TABLE_FLOOR) -> int:
    """The table's minimum height in a main window whose minimum height is ``window`` with
    menu and status bars (and any other bar above or below the table) ``bars`` high: its own
    minimum ``table`` if that fits, else what is left, not below ``floor`` — e.g. 440 in a
    486-pixel window with 44 pixels of bars, 414 in a 458-pixel one; with
    :data:`TABLE_FLOOR_UNDER_A_BAR`, 331 in a 458-pixel window with 127 pixels of bars."""
    return max(min(floor, table), min(table, window - bars))


# --------------------------------------------------------------------------- placing windows
def frame_margins(window: QWidget, anchor: QWidget | None = None) -> QMargins:
    """The frame around ``window`` (left, top, right, bottom): its own once it has been on
    the screen, else that of ``anchor`` (the main window), else :data:`DEFAULT_FRAME`."""
    for w in (window, anchor):
        if w is None or not w.isVisible():
            continue
        g, f = w.geometry(), w.frameGeometry()
        if f != g and f.contains(g):  # (while a window manager takes the window, Qt may report an empty frame)
            return QMargins(g.left() - f.left(), g.top() - f.top(), f.right() - g.right(), f.bottom() - g.bottom())
    return QMargins(DEFAULT_FRAME)


def frame_place(size: QSize, frame: QMargins, available: QRect, around: QRect | None,
                current: QPoint | None) -> QRect:
    """Where a window's frame goes (a ``QRect``, logical pixels): a window of ``size``
    (without the frame) with ``frame`` around it, its frame's top left at ``current``
    (None: centred on the rectangle ``around``, None: on ``available``), then moved inside
    ``available``. The window is expected to fit (:func:`fitting_size`).

    >>> r = frame_place(QSize(400, 300), QMargins(4, 30, 4, 4), QRect(0, 0, 800, 600), QRect(500, 400, 300, 200), None)
    >>> (r.x(), r.y(), r.width(), r.height())
    (392, 266, 408, 334)
    """
    w, h = size.width() + frame.left() + frame.right(), size.height() + frame.top() + frame.bottom()
    if current is None:
        centre = (around if around is not None and not around.isEmpty() else available).center()
        x, y = centre.x() - w // 2, centre.y() - h // 2
    else:
        x, y = current.x(), current.y()
    x = max(available.left(), min(x, available.left() + available.width() - w))
    y = max(available.top(), min(y, available.top() + available.height() - h))
    return QRect(x, y, w, h)


def fitting_size(size: QSize, frame: QMargins, available: QRect) -> QSize:
    """``size`` made no larger than what ``available`` holds with ``frame`` around it."""
    return size.boundedTo(_room(available, frame))


def anchor_of(window: QWidget) -> QWidget | None:
    """The window ``window`` is centred on: its parent's window, else the application's main
    window (a visible ``QMainWindow``), else None."""
    parent = window.parentWidget()
    if parent is not None:
        return parent.window()
    for w in QApplication.topLevelWidgets():
        if isinstance(w, QMainWindow) and w.isVisible() and w is not window:
            return w
    return None


def place(window: QWidget, fit: bool = True, centre: bool = False) -> None:
    """Fit the top-level ``window`` to the work area of its screen (its anchor's,
    :func:`anchor_of`): smaller if it is larger (its minimum size too; ``fit`` False: its
    size is left alone), its frame (:func:`frame_margins`) centred on the anchor's the first
    time it is placed (``centre``: every time), then moved inside. A maximised or
    full-screen window is left as it is."""
    if window.windowState() & (Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen):
        return
    anchor = anchor_of(window)
    screen = (anchor.screen() if anchor is not None else None) or window.screen() or QApplication.primaryScreen()
    if screen is None:
        return
    available = screen.availableGeometry()
    frame = frame_margins(window, anchor)
    if fit:
        room = _room(available, frame)
        minimum = window.minimumSize()
        if minimum.width() > room.width() or minimum.height() > room.height():
            window.setMinimumSize(minimum.boundedTo(room))  # the last resort: the content is squeezed
        size = window.size()
        smaller = fitting_size(size, frame, available)
        if smaller.height() < size.height() and smaller.width() == size.width():
            # a body that scrolls now shows a vertical scroll bar: room for it, no sideways scrolling
            from PySide6.QtWidgets import QStyle

            bar = window.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, window)
            smaller.setWidth(min(room.width(), smaller.width() + bar))
        if smaller != size:
            window.resize(smaller)
    # placed by the inside (setGeometry): move() takes the frame's corner only where Qt
    # knows the frame, and a window about to be shown has none yet (X11)
    inside = QPoint(frame.left(), frame.top())
    placed = bool(window.property(_PLACED))
    current = window.geometry().topLeft() - inside if placed and not centre else None
    around = anchor.geometry().adjusted(-frame.left(), -frame.top(), frame.right(), frame.bottom()) \
        if anchor is not None and anchor.isVisible() else None
    target = frame_place(window.size(), frame, available, around, current)
    if not placed or target.topLeft() != current:
        window.setGeometry(QRect(target.topLeft() + inside, window.size()))
    window.setProperty(_PLACED, True)


def come_forward(window: QWidget) -> None:
    """The top-level ``window`` shown (restored if minimised), raised and given the
    keyboard: raised alone, the keys still go to the window that had them (a History
    window left open behind it)."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()


class PlaceOnShow(QObject):
    """The application's event filter that calls :func:`place` for every top-level window
    (``Qt.Window`` or ``Qt.Dialog``: not menus, tooltips or pop-ups) when it is shown, but
    the main window (a ``QMainWindow``: :func:`fit_to_screen` gave it its size and place, and
    then the player does). A
    message box sizes itself after it is shown (and again when its layout changes): its
    text scrolls if it is too tall (:func:`scroll_message`, on the event loop's next turn),
    and it is centred again on its anchor whenever it sizes itself — not kept at its
    corner's place: that corner was worked out for the size it had before its layout
    (too wide), and while a window manager takes the box Qt may report it at (0, 0) for
    a moment (issue 19: a start-up warning ended in the screen's corner)."""

    KINDS = (Qt.WindowType.Window, Qt.WindowType.Dialog)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        from PySide6.QtWidgets import QMessageBox

        self.message_box = QMessageBox

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        kind = event.type()
        if kind == QEvent.Type.Show:
            if not event.spontaneous() and isinstance(obj, QWidget) and obj.isWindow() \
                    and obj.windowType() in self.KINDS and not isinstance(obj, QMainWindow):
                place(obj)
                if isinstance(obj, self.message_box):
                    QTimer.singleShot(0, obj, lambda w=obj: scroll_message(w) if w.isVisible() else None)
        elif kind == QEvent.Type.Resize and not event.spontaneous() and isinstance(obj, self.message_box) \
                and obj.isVisible() and obj.property(_PLACED):
            QTimer.singleShot(0, obj, lambda w=obj: place(w, fit=False, centre=True) if w.isVisible() else None)
        return False


def scroll_message(box) -> bool:
    """Put the text of ``box`` (a ``QMessageBox``) in a :class:`~.scroll_body.ScrollBody`
    when the box is taller than the work area holds (a long list of start-up messages): the
    box then fits, its buttons in view. Returns whether it was done."""
    from PySide6.QtWidgets import QGridLayout, QLabel, QStyle

    from .scroll_body import ScrollBody

    anchor = anchor_of(box)
    screen = (anchor.screen() if anchor is not None else None) or box.screen() or QApplication.primaryScreen()
    label = box.findChild(QLabel, "qt_msgbox_label")
    grid = box.layout()
    if screen is None or label is None or not isinstance(grid, QGridLayout) or grid.indexOf(label) < 0:
        return False
    excess = box.height() - _room(screen.availableGeometry(), frame_margins(box, anchor)).height()
    if excess <= 0:
        return False
    row, col, rows, cols = grid.getItemPosition(grid.indexOf(label))
    grid.removeWidget(label)
    width, height = label.width(), label.height()
    label.setFixedWidth(width)  # the lines wrap as before
    area = ScrollBody(label, box)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    bar = box.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, box)
    area.setFixedSize(width + bar, max(3 * label.fontMetrics().height(), height - excess))
    grid.addWidget(area, row, col, rows, cols)
    return True  # the box sizes itself again (QMessageBox.event, LayoutRequest) and is moved inside


def install(app: QApplication) -> PlaceOnShow:
    """Install :class:`PlaceOnShow` on ``app`` once (a second call returns the same filter)."""
    existing = app.findChild(PlaceOnShow)
    if existing is not None:
        return existing
    guard = PlaceOnShow(app)
    app.installEventFilter(guard)
    return guard
