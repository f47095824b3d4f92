"""What the main window opens and its first table does not use — Game → Settings…, Game →
History… (a stored game continued), the score keeper's windows, a deal played again or a
position set up, Help → Rules of Debertz and About — each made when first asked for, its
module imported then (some 3 ms of the start, issue 21). :class:`Openers` is a part of
:class:`~.main_window.MainWindow`."""

from __future__ import annotations

from functools import cached_property


class Openers:
    """The main window's openers, each made (with the window) when first asked for."""

    @cached_property
    def window_settings(self):
        """Game → Settings… (:class:`~.settings.WindowSettings`)."""
        from .settings import WindowSettings

        return WindowSettings(self)

    @cached_property
    def history_opening(self):
        """Game → History…, a stored game continued (:class:`~..history.opening.HistoryOpening`)."""
        from ..history.opening import HistoryOpening

        return HistoryOpening(self)

    @cached_property
    def keepers(self):
        """The score keeper's windows (:class:`~..sheets.keepers.Keepers`)."""
        from ..sheets.keepers import Keepers

        return Keepers(self)

    @cached_property
    def practice_starts(self):
        """A deal played again, a position set up (:class:`~..practice.starting.PracticeStarts`)."""
        from ..practice.starting import PracticeStarts

        return PracticeStarts(self)

    def rules_on_table(self):
        """The rules of what the table shows: the game replayed on the replay table, else
        the game on the table (new, continued, set up, played again, a problem, the
        tutorial's deal), else the rules the window starts a game with."""
        replays = getattr(self, "replays", None)  # (a staged window makes these with the game's parts)
        if replays is not None and replays.in_replay() and replays.replay.record is not None:
            return replays.replay.record.rules
        game = getattr(getattr(self, "session", None), "game", None)
        return game.rules if game is not None else self.rules

    def show_rules(self):
        """Help → Rules of Debertz: the Rules window, with the rule options of the game on
        the table marked (:meth:`rules_on_table`)."""
        from ..dialogs.help import RulesWindow

        if self.rules_window is None:
            self.rules_window = RulesWindow(self.rules_on_table(), self.settings.language, parent=self)
        else:
            self.rules_window.set_rules(self.rules_on_table())
        self.rules_window.show()
        self.rules_window.raise_()
        return self.rules_window

    def rules_follow_table(self) -> None:
        """Another game came on the table (or the replay table came or went): the Rules
        window, if it is open, marks its rules (it may stay open beside the table; a closed
        one is given them when shown again, :meth:`show_rules`)."""
        if self.rules_window is not None and self.rules_window.isVisible():
            self.rules_window.set_rules(self.rules_on_table())

    def show_about(self):
        """Help → About."""
        from PySide6.QtCore import Qt
        from ..dialogs.help import AboutDialog

        dlg = AboutDialog(self)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dlg.open()
        return dlg

    def close_openers(self) -> None:
        """The window closes: the windows its openers opened (History, score sheets) close;
        an opener never made has none."""
        for part in ("history_opening", "keepers"):
            if part in self.__dict__:
                getattr(self, part).close()

    def may_quit(self) -> bool:
        """The person quits (Game → Quit, the window's close button): the windows its
        openers opened may ask first (a score sheet that could not be stored), and then the
        window (the game in progress could not be saved:
        :meth:`~.questions.Questions.may_quit`). :returns: False when the person cancelled."""
        if "keepers" in self.__dict__ and not self.keepers.may_close():
            return False
        questions = getattr(self, "questions", None)
        return questions is None or questions.may_quit()

    def quit_by_person(self) -> None:
        """Game → Quit: the window closes unless the person cancels (:meth:`may_quit`)."""
        if self.may_quit():
            self.close()
