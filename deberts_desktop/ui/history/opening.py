"""The main window's way into History: the History window opened (Game → History…), a
stored game read back to continue it or play a deal again (its reason in words when it
cannot be), a game or a score keeper's sheet continued from there. ``w`` is the
:class:`~..windows.main_window.MainWindow` (its ``storage``, ``session``, ``questions``,
``replays``, ``keepers``, ``practice_starts``)."""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from ..words import storage_text

translate = QCoreApplication.translate


class StoredGame(NamedTuple):
    """A game read back from History: the :class:`~deberts_desktop.engine.game.Game` (a
    practice game from its context), the seats' ``levels``, its history id ``gid``, when it
    was ``started`` (ISO time), its ``practice`` mark (None: not practice), the rule
    ``preset`` it was kept with (None: not known — custom rules, an older version's game)
    and the ``seed`` its computers were given (:meth:`~deberts_desktop.storage.history.History.game_seed`;
    None: unseeded, or no deal stored yet)."""

    game: object
    levels: list
    gid: int
    started: str
    practice: object
    preset: str | None = None
    seed: int | str | None = None

    def seat_levels(self) -> list:
        """The levels a deal of this game is played again with: the stored ones, or for a
        game that stored none, the person (None) in seat 0 and Expert in the others."""
        return self.levels or [None] + ["expert"] * (self.game.rules.players - 1)


class HistoryOpening:
    """History as window ``w`` opens it; ``window``: the :class:`~.window.HistoryWindow`,
    made when first opened."""

    def __init__(self, w):
        self.w = w
        self.window = None

    def history(self):
        """The window's :class:`~deberts_desktop.storage.history.History`, or None — then
        the player is told why (none kept in this window, or why it could not be opened)."""
        st = self.w.storage
        if st is None or st.history is None:
            why = storage_text(st.history_error) if st is not None and st.history_error else translate("WindowDialogs",
                "No history is kept in this window.")
            self.w.questions.tell(translate("WindowDialogs", "Game history"), why, QMessageBox.Icon.Warning)
            return None
        return st.history

    def open(self):
        """Game → History…: every stored game; replay one on the table, continue an
        unfinished game or score keeper's sheet. Returns the window, or None (no history)."""
        history = self.history()
        if history is None:
            return None
        from .window import HistoryWindow

        w = self.w
        if self.window is None:  # it reads the games as it is made
            # a game that kept no preset is named as the table names it: by the settings' presets
            hw = HistoryWindow(history, w, current_game_id=w.session.store.game_id,
                               preset_of=lambda rules: w.settings.preset_of(rules))
            hw.replay_requested.connect(w.replays.start_replay)
            hw.continue_requested.connect(self.continue_when_stored)
            w.starter.take_drops(hw)  # a record dropped on History opens as on the main window
            hw.deleted.connect(w.session.store.forget)
            hw.deleted.connect(w.keepers.deleted)
            hw.deleted.connect(w.practice_starts.deleted)  # the panel's "Back to the game" to it goes
            hw.play_again_requested.connect(w.practice_starts.play_again_from_history)
            hw.review_requested.connect(w.review_from_history)
            hw.master_line_requested.connect(w.show_me_how_from_history)
            # the rating shown is the current Master's: its configuration from the comparisons' process
            comparisons = w.session.comparisons
            rating = hw.stats_page.rating
            rating.set_configuration(comparisons.configuration)
            rating.wants_configuration.connect(comparisons.ask_configuration)
            comparisons.configuration_known.connect(rating.set_configuration)
            # the game on the table changes while History is open (a game continued from it)
            w.session.started.connect(lambda _game: self._follow_table())
            # a state of the table's game stored by the writer's thread: the rows as they are now
            w.session.store.stored.connect(self.reload_if_shown)
            self.window = hw
        else:
            self._follow_table()
            self.window.reload()
        self.window.show()
        self.window.raise_()
        self.window.activateWindow()
        return self.window

    def gone(self, title: str, e) -> bool:
        """Whether ``e`` (an error reading a game asked for from History) says the game was
        deleted since it was listed (:class:`~deberts_desktop.storage.history_errors.GameGone`):
        then it is said as news over History (:meth:`~.window.HistoryWindow.refused`: the
        list is read again without it), else over the main window. False: another error,
        for the caller to show."""
        from ...storage.history_errors import GameGone

        if not isinstance(e, GameGone):
            return False
        if self.window is not None:
            self.window.refused(title, e)
        else:
            self.w.questions.tell(title, storage_text(e), QMessageBox.Icon.Information)
        return True

    def stored_game(self, gid: int | None, quiet: bool = False) -> StoredGame | None:
        """Game ``gid`` read back from History, or None (``gid`` None, or it cannot be read:
        then, unless ``quiet``, the player is told why)."""
        if gid is None:
            return None
        from ...engine.record import RecordError
        from ...storage import HistoryError

        st = self.w.storage
        if quiet and (st is None or st.history is None):
            return None
        history = self.history()  # (None: the player is told why)
        if history is None:
            return None
        try:
            game = history.replay_game(gid)  # a practice game from its context
            levels = history.game_levels(gid)
            summary = history.game(gid)
            seed = history.game_seed(gid)  # it goes on seeded as it was played
        except (HistoryError, RecordError, ValueError) as e:
            if not quiet and not self.gone(translate("WindowDialogs", "Game history"), e):
                self.w.questions.tell(translate("WindowDialogs", "Game history"), storage_text(e), QMessageBox.Icon.Warning)
            return None
        return StoredGame(game, levels, gid, summary.started, summary.practice, summary.preset, seed)

    def continue_when_stored(self, gid: int) -> None:
        """History's Continue: :meth:`continue_game` once the history's writer is done with
        what was asked of it before the click — a game just kept (New game → Keep, Problems
        → Keep) has its id and its row in History before its record is written; read then,
        it came back with its deals missing. The wait of Back to the game
        (:meth:`~..game.persistence.GameStore.after_writes`): at once when nothing is being
        written; nothing is continued if another game came to the table meanwhile."""
        ses = self.w.session
        table = ses.game

        def go() -> None:
            if ses.game is table:
                self.continue_game(gid)

        ses.store.after_writes(go)

    def continue_game(self, gid: int):
        """History → Continue: game ``gid`` on the table where it stopped (the game in
        progress kept in History first), or a score keeper's sheet in its own window.
        Returns the game or the sheet's window; None when it cannot be continued (told)."""
        history = self.history()
        if history is None:
            return None
        from ...storage import HistoryError

        w = self.w
        w.starter.keep_saved_game()  # its newest position in History first
        try:
            kind = history.game(gid).kind
        except HistoryError as e:
            if not self.gone(translate("WindowDialogs", "Game history"), e):
                w.questions.tell(translate("WindowDialogs", "Game history"), storage_text(e), QMessageBox.Icon.Warning)
            return None
        if kind == "score_keeper":
            return w.keepers.open_stored(history, gid)
        if gid in w.session.store.waiting_ids():  # its newer state is still to be stored
            w.questions.tell(translate("WindowDialogs", "Game history"), translate("WindowDialogs", "This game waits to be "
                             "stored in the history (saving is delayed): it can be continued once it is stored."))
            return None
        found = self.stored_game(gid)
        if found is None:
            return None
        ses = w.session
        ses.leave()  # (a game put aside to play a deal again is no longer to go back to: PracticeStarts)
        w.continue_game(found.game, found.levels, found.gid, found.practice, preset=found.preset,  # named as kept
                        seed=found.seed)
        from ..widgets.window_size import come_forward

        come_forward(w)  # the table in front of History, and the keys to it
        return found.game

    def reload_if_shown(self) -> None:
        """The History window, when it is open, reads the games again (a sheet was saved,
        a state of a game was stored by the writer's thread)."""
        if self.window is not None and self.window.isVisible():
            self._follow_table()  # the game on the table may have been stored since: listed now, not offered
            self.window.reload()

    def _follow_table(self) -> None:
        """The History window knows the game on the table by its id as it is now (None until
        the game is first stored: a game started, or played, while History is open)."""
        self.window.set_current_game(self.w.session.store.game_id)

    def close(self) -> None:
        if self.window is not None:
            self.window.close()
