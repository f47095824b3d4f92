"""The score keeper's windows the main window opens (Game → New score sheet (real cards)…,
a sheet continued from History); the window itself is :mod:`.keeper_window`, imported when
the first one opens."""

from __future__ import annotations

from PySide6.QtCore import Qt


class Keepers:
    """The score keeper's windows that window ``w`` (a
    :class:`~..windows.main_window.MainWindow`) opened: each a window of its own, kept
    while shown (``windows``); a sheet saved reads the History window again when it is open
    (opened before or after the sheet's window).
    One window for each stored sheet: continued again from History, the sheet's open
    window comes forward (a second one would write its own deals over the first's); a
    sheet deleted in History closes its window."""

    def __init__(self, w):
        self.w = w
        self.windows: list = []

    def new_sheet(self):
        """Game → New score sheet (real cards)…: the start dialog, then the sheet's
        :class:`~.keeper_window.ScoreKeeperWindow` (None when cancelled)."""
        from .keeper_window import ScoreKeeperWindow

        st = self.w.storage
        return self.show(ScoreKeeperWindow.new(self.w.settings, st.history if st is not None else None, self.w))

    def open_stored(self, history, game_id: int):
        """The sheet stored in ``history`` as ``game_id`` in its window (None, after a
        message, if it cannot be read): the window already open on it, if there is one."""
        from .keeper_window import ScoreKeeperWindow

        win = self.window_of(game_id)
        if win is not None:  # its deals are this window's: brought forward, never read again beside it
            if win.isMinimized():
                win.showNormal()
            win.show()
            win.raise_()
            win.activateWindow()
            return win
        return self.show(ScoreKeeperWindow.open_stored(history, game_id, self.w))

    def window_of(self, game_id: int):
        """The open window of the sheet stored as ``game_id``, or None."""
        for win in self.windows:
            if win.isVisible() and win.keeper.history_id == game_id:
                return win
        return None

    def deleted(self, game_id: int) -> None:
        """Game ``game_id`` was deleted in History: its sheet's window, if open, closes
        (nothing of it is left to store)."""
        win = self.window_of(game_id)
        if win is not None:
            win.history = None  # the window stores nothing more
            win.close()

    def show(self, win):
        """``win`` (a :class:`~.keeper_window.ScoreKeeperWindow`, or None) shown as a window
        of its own and kept; returns it."""
        if win is None:
            return None
        win.setWindowFlag(Qt.WindowType.Window, True)
        self.windows = [k for k in self.windows if k.isVisible()] + [win]
        history = self.w.history_opening  # read again when open, also when opened after this window
        win.saved.connect(lambda *_: history.reload_if_shown())
        win.show()
        win.raise_()
        return win

    def may_close(self) -> bool:
        """The person quits the app: each open sheet stores the deal typed in its form as
        its draft now, while the person can still be asked (the history may be locked, the
        disk full); each sheet that could not be stored comes forward and asks first
        (:meth:`~.keeper_window.ScoreKeeperWindow.may_close`). :returns: False when the
        person cancelled (the app goes on)."""
        for win in self.windows:
            if not win.isVisible():
                continue
            stored_now = win.keep_draft()
            if win.lost_on_close:
                if win.isMinimized():
                    win.showNormal()
                win.raise_()
                win.activateWindow()
                if not win.may_close(store_again=not stored_now):
                    return False
        return True

    def close(self) -> None:
        """The main window closes (the app quits): each sheet's window closes without a
        question, a deal typed in it kept with its sheet as a draft (:mod:`.keeper_window`)."""
        for win in self.windows:
            win.close()
