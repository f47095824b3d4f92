"""The score sheet beside the table: a dock that is as wide as the sheet's columns need
(within reason), hides when the window gets too narrow for it and the table, and comes
back when the window is wide again (unless the player closed or opened it meanwhile). In
a window too narrow for both it floats beside the window instead. When the full sheet's
columns would need more than the dock's room (sideways scrolling), the compact sheet is
shown (one column per side, the running total under each deal's points: issue 23), and
the full one again once the dock has room for it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow

if TYPE_CHECKING:  # the sheet's module: imported when the sheet is made (not for the first table)
    from .score_sheet import ScoreSheetWidget

#: The window is wide enough for the docked sheet from this width on.
DOCK_MIN_WINDOW_WIDTH = 1150
#: The docked sheet takes at most this share of the window's width (the table keeps the rest;
#: issue 23: 30 %, with the compact sheet when the full one needs more).
DOCK_MAX_SHARE = 0.30


class SheetDock(QDockWidget):
    """The score-sheet dock of ``window`` (a :class:`QMainWindow` whose central widget is
    the table view ``table``)."""

    def __init__(self, title: str, window: QMainWindow, table):
        super().__init__(title, window)
        self.window_ = window
        self.table_view = table
        self._sheet: ScoreSheetWidget | None = None  # made when first needed (:attr:`sheet`)
        self._shown = None  # the game to show once the sheet is made: None nothing, () empty
        self.setObjectName("scoreSheetDock")
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self)
        self.setVisible(False)
        #: the window became too narrow: the sheet comes back when it is wide again
        self.auto_hidden = False
        self.active = False
        self._view_action_wired = False  # (view_action)
        keys_stay_with_table(self, window)

    @property
    def sheet(self) -> ScoreSheetWidget:
        """The sheet in the dock: made when first asked for (the dock shown, its size
        reckoned, :meth:`build`), with the game last given to :meth:`show_game`."""
        if self._sheet is None:
            from .score_sheet import ScoreSheetWidget

            sheet = self._sheet = ScoreSheetWidget()
            sheet.setMinimumWidth(230)
            # a click to read the sheet leaves the keys with the table (its letters bid, its
            # arrows choose a card); Tab still reaches the sheet to scroll it by keyboard
            sheet.table.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            self.setWidget(sheet)
            shown, self._shown = self._shown, None
            if shown:
                sheet.show_game(shown[0])
        return self._sheet

    def build(self) -> None:
        """Make the sheet now. A dock hidden at the start makes it when first shown (issue
        21: a first table widget, some tens of ms and 2 MiB, not made for a sheet nobody
        opened)."""
        self.sheet  # noqa: B018 (the property makes it)

    def start(self) -> None:
        """The window is shown: the sheet appears if the window is wide enough."""
        self.active = True
        wide = self.window_.width() >= DOCK_MIN_WINDOW_WIDTH
        if wide:
            self.build()
        self.setVisible(wide)
        self.auto_hidden = not wide
        self.visibilityChanged.connect(self._visibility)
        QTimer.singleShot(0, self, self.fit)

    def view_action(self):
        """The dock's entry of the View menu (Qt's toggle action, asked for once the menu is
        made: its Python side costs the first table ~0.3 ms, issue 21): once the player uses
        it, the player decides whether the sheet shows, not the window's width."""
        action = self.toggleViewAction()
        if not self._view_action_wired:
            self._view_action_wired = True
            action.triggered.connect(lambda *_: setattr(self, "auto_hidden", False))  # the player decides
        return action

    def _visibility(self, on: bool) -> None:
        if on:
            self.build()
            QTimer.singleShot(0, self, lambda: self.fit(True))

    def width_needed(self, full: bool | None = None) -> int:
        """The dock width that shows every column of the sheet without scrolling: the
        columns at their contents' width (not as widened to share out a wider dock's room,
        which would widen the dock again at each fit), room for a vertical scroll bar
        whether shown or not (the width stays when rows come); never less than the dock's
        smallest width. ``full``: of the full sheet (as last measured) rather than of the
        layout shown."""
        return max(self.sheet.width_needed(full), self.minimumSizeHint().width())

    def choose_layout(self, widest: int) -> None:
        """The compact sheet when the full one needs more than ``widest`` px, else the
        full one (measured once shown: back to compact if it is wider after all):
        :meth:`~.score_sheet.ScoreSheetWidget.choose_layout`, never narrower than the dock."""
        self.sheet.choose_layout(widest, floor=self.minimumSizeHint().width())

    def room(self) -> int:
        """The narrowest window that shows the table (at its smallest) beside the docked
        sheet (at its smallest)."""
        self.build()  # its smallest size is the sheet's
        return room_beside(self.window_, self.table_view, self)

    def fit(self, shown: bool = False) -> None:
        """Widen the dock so that the sheet's columns fit (up to DOCK_MAX_SHARE of the window, never
        narrowing the table below its smallest width); just shown, narrow it to the
        sheet's width too. Too narrow a window for both: the sheet floats."""
        if not self.isVisible() or self.isFloating():
            return
        w = self.window_.width()
        if w < self.room():
            self.float_beside()
            return
        widest = min(int(w * DOCK_MAX_SHARE), w - self.room() + self.minimumSizeHint().width())
        was = self.sheet.compact
        self.choose_layout(widest)
        want = min(self.width_needed(), widest)
        if want > self.width() or ((shown or self.sheet.compact != was) and self.width() > want):
            self.window_.resizeDocks([self], [want], Qt.Orientation.Horizontal)

    def float_beside(self) -> None:
        """The sheet as a window of its own beside the main window (over its right edge
        when the screen has no room beside it)."""
        self.build()
        self.choose_layout(420)
        float_beside(self, self.window_, max(self.minimumSizeHint().width(), min(self.width_needed(), 420)))

    def window_resized(self, old_width: int) -> None:
        """Hide the docked sheet when the window narrows below its room, bring it back
        when the window is wide again; a docked sheet widens with the window."""
        if not self.active or self.isFloating():
            return
        w = self.window_.width()
        if self.isVisible():
            if old_width >= DOCK_MIN_WINDOW_WIDTH > w or w < self.room():
                self.auto_hidden = True
                self.setVisible(False)
            elif w != old_width:  # wider: room for the columns; narrower: maybe the compact sheet
                QTimer.singleShot(0, self, self.fit)
        elif self.auto_hidden and w >= DOCK_MIN_WINDOW_WIDTH:
            self.auto_hidden = False
            self.build()
            self.setVisible(True)

    def show_game(self, game) -> None:
        """Show ``game``'s sheet (None: an empty sheet); a sheet not made yet shows it once made."""
        if self._sheet is None:
            self._shown = (game,) if game is not None else ()
        elif game is None:
            self._sheet.clear()
        else:
            self._sheet.show_game(game)
        QTimer.singleShot(0, self, self.fit)


def room_beside(window: QMainWindow, table, *docks: QDockWidget) -> int:
    """The narrowest width (px) of ``window`` that shows its central ``table`` at its
    smallest beside ``docks`` docked side by side, each at its smallest with its separator."""
    from PySide6.QtWidgets import QStyle  # (made when first used: not for the first table)

    sep = window.style().pixelMetric(QStyle.PixelMetric.PM_DockWidgetSeparatorExtent, None, window)
    return max(table.minimumWidth(), table.minimumSizeHint().width()) + sum(
        d.minimumSizeHint().width() + sep for d in docks)


def float_beside(dock: QDockWidget, window: QMainWindow, width: int, share: float = 0.5) -> None:
    """``dock`` as a window of its own, ``width`` px wide and as tall as ``window`` (at
    least 300 px), beside ``window``'s right edge — over that edge when the screen has no
    room beside it: a window too narrow for the table and the dock. Another dock of
    ``window`` floating in that place already (the score sheet, the deal log) keeps the
    column's upper part and ``dock`` takes the lower ``share`` of it, so that neither
    hides the other (as docked, one under the other)."""
    frame = window.frameGeometry()
    x = frame.right() + 1
    screen = window.screen()
    if screen is not None:
        avail = screen.availableGeometry()
        if x + width > avail.right():
            x = max(avail.left(), frame.right() - width)
    top, height = frame.top(), max(300, window.height())
    place = QRect(x, top, width, height)
    dock.setFloating(True)
    for other in window.findChildren(QDockWidget):
        if other is dock or not (other.isVisible() and other.isFloating()):
            continue
        there = other.frameGeometry()
        if there.intersects(place):
            frame_height = there.height() - other.height()  # its title bar and borders, if any
            upper = round(height * (1 - share))
            other.resize(other.width(), max(1, upper - frame_height))
            other.move(there.left(), top)
            dock.move(x, top + upper)
            dock.resize(width, max(1, height - upper - frame_height))
            return
    dock.setGeometry(x, top, width, height)


#: Keys a list, a table or a drop-down box beside the table uses itself (its keyboard search,
#: its scrolling), with no Ctrl, Alt or Meta: typed there, they are its, not a menu's
#: shortcut (L for the last trick, A to read the table, Page Down for the next problem).
_FIELD_KEYS = frozenset((Qt.Key.Key_PageUp, Qt.Key.Key_PageDown, Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_Up,
                         Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Space))


def field_key(event) -> bool:
    """Whether a key ``event`` (a ``QKeyEvent``) is one a field beside the table uses itself
    (:data:`_FIELD_KEYS`, a letter or a digit), so that a menu shortcut on it must wait."""
    mods = event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                                | Qt.KeyboardModifier.MetaModifier)
    if mods != Qt.KeyboardModifier.NoModifier:
        return False
    text = event.text()
    return event.key() in _FIELD_KEYS or (len(text) == 1 and text.isalnum())


class _TableKeys(QObject):
    """The key filter of a dock that may float (:func:`keys_stay_with_table`)."""

    def __init__(self, dock: QDockWidget, window: QMainWindow):
        super().__init__(dock)
        self.dock, self.window_ = dock, window

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt name)
        if (event.type() == QEvent.Type.ShortcutOverride and obj is self.dock and self.dock.isFloating()
                and QApplication.focusWidget() is not self.dock and field_key(event)):
            event.accept()  # its list has the key (tabbed into it), not the menu's shortcut
            return True
        if event.type() == QEvent.Type.WindowActivate and obj is self.dock and self.dock.isFloating():
            self.dock.setFocus(Qt.FocusReason.ActiveWindowFocusReason)  # not its list: the keys stay the table's
            return False
        if (event.type() == QEvent.Type.KeyPress and obj is self.dock and self.dock.isFloating()
                and QApplication.focusWidget() is self.dock  # not a key its list left (Enter): the list's
                and event.key() not in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)):  # Tab: to the list
            from PySide6.QtGui import QKeyEvent

            QApplication.sendEvent(self.window_, QKeyEvent(event.type(), event.key(), event.modifiers(),
                                                           event.text(), event.isAutoRepeat(), event.count()))
            return True
        return False


def keys_stay_with_table(dock: QDockWidget, window: QMainWindow) -> None:
    """``dock`` (the score sheet, the deal log), floating as a window of its own beside
    ``window``, clicked to read it, leaves the keys with ``window``'s table, as a click on
    it docked does: the floating window made active (a click, the window system's switch)
    gives the focus to the dock itself, not to its list (Qt's first field of a window), and
    a key pressed there goes to ``window`` (its letters bid, its arrows choose a card). Tab
    still reaches the list, whose keys are then its own, until the next activation or click.
    Docked, the dock takes no focus: the table keeps it."""
    dock.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    dock.topLevelChanged.connect(lambda floating: dock.setFocusPolicy(
        Qt.FocusPolicy.ClickFocus if floating else Qt.FocusPolicy.NoFocus))
    dock.installEventFilter(_TableKeys(dock, window))
