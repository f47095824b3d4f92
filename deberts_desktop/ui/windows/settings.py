"""The window's settings: Game → Settings… opened (:class:`~..dialogs.settings.SettingsDialog`,
imported when first used), its Save (the OK button) applied to the window — the table options at once, the
rules, names and levels from the next game — and the settings saved (a failure told in
words, or as a lasting warning in the status bar)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox

from ...storage import SettingsSaveError, save_settings
from ..words import storage_text

translate = QCoreApplication.translate


class WindowSettings:
    """The settings of ``window`` (a :class:`~.main_window.MainWindow`: its ``settings``);
    ``dialog``: the Settings dialog while it is open."""

    def __init__(self, window):
        self.w = window
        self.dialog = None
        self._following = False  # the games begun followed (the notice of the next game's settings)

    def save(self, quiet: bool = False) -> bool:
        """Save the window's settings in the data folder (nothing without one). A failure
        is told in a message box, or with ``quiet`` as the status bar's warning; False then."""
        st = self.w.storage
        path = st.settings_path if st is not None else None
        if path is None:
            return True
        try:
            save_settings(self.w.settings, path)
        except SettingsSaveError as e:
            if quiet:
                self.w.notices.warn("settings", storage_text(e))
            else:
                self.w.questions.tell(translate("WindowDialogs", "Settings"), storage_text(e), QMessageBox.Icon.Warning)
            return False
        self.w.notices.warn("settings", None)
        return True

    def open(self):
        """Game → Settings…: Save (the OK button) saves the settings, uses the table options at once and
        the rules, names and levels from the next game. Returns the dialog (the open one
        raised)."""
        from ..dialogs.settings import SettingsDialog

        if self.dialog is not None and self.dialog.isVisible():
            self.dialog.raise_()
            return self.dialog
        dlg = SettingsDialog(self.w.settings, self.w)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dlg.accepted.connect(lambda d=dlg: self.apply(d.result_settings()))
        dlg.destroyed.connect(lambda *_: setattr(self, "dialog", None))
        self.dialog = dlg
        dlg.open()
        return dlg

    def apply(self, new, save: bool = True) -> None:
        """New settings (the dialog's Save): saved, table options used at once; rules, names
        and levels apply from the next game (the running game keeps its own)."""
        w = self.w
        old = w.settings
        w.settings = new
        w.personal = True
        if save:
            self.save()
        w.view_menu.apply(new)
        w.session.hint_level = new.hint_level
        w.session.coach_threshold = new.coach_threshold if new.coach else None
        if (new.rules, new.player_names(), new.seat_levels()) != (old.rules, old.player_names(), old.seat_levels()):
            # the notice line: the table's next line (a computer's card) does not write over it
            w.notices.notice(next_game_notice())
            if not self._following:
                self._following = True
                w.session.started.connect(self._game_started)

    def _game_started(self, game) -> None:
        """A game began on the table: when it has the settings' rules, names and levels
        (Game → New game), the notice that they wait for the next game goes; a game
        continued keeps its own, and the notice stays."""
        w = self.w
        if w.notices.notice_label.text() != next_game_notice():
            return
        if (game.rules, list(game.names), list(w.session.levels)) == (
                w.settings.rules, w.seat_names(game.rules), w.seat_levels(game.rules)):
            w.notices.end_notice()


def next_game_notice() -> str:
    """The notice that new settings' rules, names and levels wait for the next game."""
    return translate("WindowDialogs", "The new rules, names and levels apply from the next game (Game → New game).")
