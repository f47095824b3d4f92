"""Starting a practice game from the main window: a deal played again (from the end-of-deal
panel, History or a replay: which deal, which seat — :class:`~.dialogs.PlayAgainDialog`),
played again once more, a position set up in the deal editor; and the words when taking
back is refused. ``w`` is the :class:`~..windows.main_window.MainWindow`; the dialogs'
modules are imported when first used."""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox

from ..words import display_names, practice_refusal_text

translate = QCoreApplication.translate
log = logging.getLogger(__name__)


class PracticeStarts:
    """The practice games window ``w`` starts. ``return_to``: the game put aside to play a
    deal again, to go back to (:meth:`~..game.persistence.GameStore.resolve`) — for as long
    as deals played again are on the table (:meth:`_game_started`);
    ``play_again_dialog`` and ``deal_editor``: the last dialogs opened (tests answer them)."""

    def __init__(self, w):
        self.w = w
        self.return_to = None
        self.play_again_dialog = None
        self.deal_editor = None
        w.session.started.connect(self._game_started)

    def _game_started(self, game) -> None:
        """Another game is on the table. Unless it is a deal played again (Play it again,
        another deal played again from History or a replay) or the same deal after a take-back
        (:attr:`~..game.session.GameSession.started_as`), the person has left the deals
        played again — by Back to the game, New game, History → Continue, a lesson, a
        problem…: there is no game to go back to any more (a later deal played again over a
        game not begun offers none). A game set aside here that History does not keep
        (deleted there while it was played, :class:`~..game.session.SetAside`), left for
        another game than itself, is gone: the status line says so."""
        if self.w.session.started_as is not None or self.return_to is None:
            return
        aside, self.return_to = self.return_to, None
        self.w.overlays.drop_back_to_game()
        if getattr(aside, "game", None) is not None and aside.game is not game and not aside.game.finished:
            self.w.notices.notice(translate("WindowDialogs", "The game you deleted from History is gone now: "
                                            "it was only set aside for the deal played again."))

    def deleted(self, gid: int) -> None:
        """History deleted game ``gid``: when it is the game to go back to (:attr:`return_to`),
        there is none any more — the end-of-deal panel's "Back to the game" goes with it."""
        if self.return_to is not None and self.w.session.store.resolve(self.return_to) == gid:
            self.return_to = None
            self.w.overlays.drop_back_to_game()

    def back_to_game(self, kept=None, otherwise=None) -> None:
        """Back to the game put aside to play a deal again (the end-of-deal panel's "Back to
        the game"), or ``kept`` (a game put aside otherwise: its history id or key):
        continued from History — or, for a game History does not keep (deleted there while
        played), the game set aside itself (``SetAside`` of the session), continued as it
        was. A game the writer has not stored yet — until the writer is done with what was
        asked of it before this call: a game's id is known before its record is written — or
        whose newer state waits in a pending file (the history locked a moment) is waited for
        on the event loop (:meth:`~..game.persistence.GameStore.after_writes`); if it cannot be found then, the
        player is told and ``otherwise()`` runs (the problems' Close: a new game), as when
        History cannot continue it (its own words). Nothing
        is continued if the person has moved on in the meantime (another game on the table)."""
        store, ses = self.w.session.store, self.w.session
        kept = self.return_to if kept is None else kept
        if getattr(kept, "game", None) is not None:  # set aside, not in History (deleted there while played)
            self.w.continue_game(kept.game, kept.levels, None, kept.practice, kept.uid, kept.preset, kept.seed)
            return
        table = ses.game
        writer = store.writer

        def pending() -> bool:
            # stored once, its newer state still waiting (the history was locked a moment: the
            # writer tries again every few seconds)
            if isinstance(kept, str) and writer is not None and writer.waiting(kept):
                return True
            back = store.resolve(kept)
            return back is not None and back in store.waiting_ids()

        def go() -> None:
            if ses.game is not table:  # moved on: a new game, a replay…
                return
            back = store.resolve(kept)
            if back is None:
                self.w.questions.tell(
                    translate("WindowDialogs", "Back to the game"),
                    translate("WindowDialogs", "The game you were playing is not in History yet, so it cannot be "
                              "continued now. Try again in a moment (Game → History…)."), QMessageBox.Icon.Warning)
                if otherwise is not None:
                    otherwise()
                return
            if self.w.history_opening.continue_game(back) is None and otherwise is not None:  # (told why)
                otherwise()

        store.after_writes(go, pending)

    def keep_set_aside(self) -> None:
        """The app closes while a deal is played again and the game to go back to is set
        aside here, not in History (deleted there while it was played: ``SetAside`` of the
        session): that game is kept in the autosave again (``"kept": false``, still out of
        History), so that the next start offers it — as Back to the game would have gone on
        with it; the deal played again waits in History (put aside, as Keep does; a deal
        the person had not begun is dropped, as New game drops it). Nothing otherwise."""
        ses = self.w.session
        aside = self.return_to
        if getattr(aside, "game", None) is None or aside.game.finished or ses.again is None \
                or ses.game is None or ses.game is aside.game:
            return
        ses.leave()  # finished: in History already; begun: kept there, to be continued; else dropped
        self.return_to = None
        ses.store.attach(aside.game, aside.levels, None, aside.practice, aside.uid, aside.preset, seed=aside.seed)

    def refusal(self, reason) -> str:
        """Why taking back is refused now (``reason``: the session's coded reason), in words."""
        if reason.code == "not_practice":
            return translate("WindowDialogs", "Taking back is for practice games (Game → New practice game).")
        if reason.code == "problem_start":
            return translate("WindowDialogs", "Nothing to take back: the problem starts here.")
        return practice_refusal_text(reason)

    def ask_play_again(self, source, index: int | None = None, origin: int | None = None, upto: int = 0,
                       levels=None, context=None, again_of=None) -> None:
        """Play a deal again (from the end-of-deal panel, History, a replay): choose the
        seat (and, with ``index`` None, the deal), then the one-deal practice game starts.
        ``source``: the original game or its record."""
        from .dialogs import PlayAgainDialog

        w = self.w
        game = source if hasattr(source, "entries") else None
        # as the table names the seats: a record without names has "Player 1", "Player 2"…
        names = display_names(game.names if game is not None else source.names
                              or [f"Player {i + 1}" for i in range(source.rules.players)])
        deals = None if index is not None else (len(game.entries) if game is not None else len(source.deals))
        current = game is not None and game is w.session.game  # a record is never the game on the table
        if origin is None and current:
            origin = w.session.store.game_id
        if levels is None:
            levels = list(w.session.levels) if current else w.seat_levels(source.rules)
        dlg = PlayAgainDialog(names, 0, deals, w)

        def chosen():
            i = dlg.deal_index if index is None else index
            ses = w.session
            seed = self.deal_seed(source, i, origin, again_of)  # (before the game on the table is left)
            if ses.in_progress and ses.again is None:  # the game waits in History, to go back to
                self.return_to = ses.put_aside_to_return()
            else:
                ses.leave()  # (a game only dealt is not kept)
            self.start_play_again(source, i, dlg.seat, levels, origin, upto, context, again_of, seed)

        dlg.accepted.connect(chosen)
        self.play_again_dialog = dlg
        dlg.open()

    def deal_seed(self, source, index: int, origin: int | None, again_of=None) -> int | str | None:
        """The seed the computers of deal ``index`` of ``source`` played again are given: the
        original deal's, as the table seeded it — the game on the table's own seed, else the
        one History keeps with the deal (:meth:`~deberts_desktop.storage.history.History.comparison_seed`
        of history game ``origin``; ``again_of``: the practice mark of the deal played again
        that ``source`` is, whose deal of ``origin`` it plays) — so that the same choices of
        the person get the computers' same answers. None (unseeded) for a deal whose original
        was unseeded (a game of Game → New game), or whose seed is not known (a record
        file's): unseeded computers decide by the position alone
        (:func:`~deberts_desktop.ai.config.player_seed`), as the first play's did."""
        from ...storage import HistoryError

        ses = self.w.session
        seed = None
        if source is ses.game and ses.game is not None:
            seed = ses.seed
        elif origin is not None and ses.store.history is not None:
            number = again_of.deal if again_of is not None and again_of.deal is not None else index + 1
            try:
                seed = ses.store.history.comparison_seed(origin, number)
            except HistoryError as e:
                log.warning("the seed of game %s deal %s cannot be read: %s", origin, number, e)
        return seed

    def play_again_from_history(self, gid: int) -> None:
        """History → Play a deal again…: which deal, which seat. A deal played again (a
        one-deal practice game whose original is still stored, with the same cards) is its
        original deal played again once more — only the seat is asked — so that it keeps
        the original's number and counts as its next try (the title, History's rows)."""
        found = self.w.history_opening.stored_game(gid)
        if found is None:
            return
        original = self._original_of(found)
        if original is not None:
            self.ask_play_again(original.game, found.practice.deal - 1, original.gid, levels=original.seat_levels())
        else:
            self.ask_play_again(found.game, None, found.gid, levels=found.seat_levels())

    def play_from_here(self, record, index: int, gid: int | None, upto: int, practice=None) -> None:
        """The replay's "Play from here…": deal ``index`` of the replayed ``record`` (history
        game ``gid``, or None) from its step ``upto``. A replayed deal played again (its
        ``practice`` mark names an original still stored with the same cards) is that
        original deal played again, from this position of the try: named and counted as
        History's "Play a deal again" names it (the original's game and deal number, its
        score sheet), not as deal 1 of the practice game."""
        found = (self.w.history_opening.stored_game(gid, quiet=True)
                 if gid is not None and practice is not None and practice.deal is not None else None)
        original = self._original_of(found) if found is not None else None
        if original is None:
            self.ask_play_again(record, index, gid, upto)
            return
        # the try itself is the source (its cards, its context: the original's score sheet), the
        # original names the new game
        self.ask_play_again(found.game, index, original.gid, upto, levels=found.seat_levels(), again_of=practice)

    def _original_of(self, found):
        """The stored game (a :class:`~..history.opening.StoredGame`) whose deal ``found``, a
        deal played again, plays: None when it is not one, or its original is gone or
        deals other cards (a history of before schema 10 may give its id to another game)."""
        from ...engine.practice import play_again
        from ...engine.reasons import CodedError

        mark = found.practice
        if mark is None or mark.origin is None or mark.deal is None or len(found.game.entries) != 1:
            return None
        original = self.w.history_opening.stored_game(mark.origin, quiet=True)
        if original is None:
            return None
        try:
            same = play_again(original.game, mark.deal - 1, mark.seat or 0).deals_the_same_cards(found.game)
        except (CodedError, ValueError):
            return None
        return original if same else None

    def start_play_again(self, source, index: int, seat: int, levels, origin=None, upto: int = 0, context=None,
                         again_of=None, seed=None):
        """Deal ``index`` of ``source`` played again from ``seat`` (``upto``: from that
        step of it; ``again_of``, ``seed``: see :meth:`~..game.session.GameSession.play_again`);
        returns the game, or None after a message when it cannot be."""
        from ...engine.reasons import CodedError

        w = self.w
        w.starter.keep_saved_game()
        w.overlays.hide_panels()
        try:  # (the game to go back to stays: started as "again", :meth:`_game_started`)
            game = w.session.play_again(source, index, seat, levels, origin, upto, context, again_of, seed)
        except (CodedError, ValueError) as e:
            w.questions.tell(translate("WindowDialogs", "Play a deal again"), str(e), QMessageBox.Icon.Warning)
            return None
        w.show_continued(game, "again")
        return game

    def continued(self, game, mark) -> None:
        """A practice game continued (the autosave at the next start, History: the app was
        closed during it) goes on as it was: the tutorial's lesson at its step
        (:meth:`~..windows.tutorial.Tutorial.resume`, a game with no original only: the
        lesson's deal played again is not the lesson); a deal played again with its
        comparison with the original at its end and "Play it again", the original read
        from History (:meth:`~..game.session.GameSession.again_continued`; when that game
        is gone, a plain practice deal). ``mark``: the game's practice mark (None: not
        practice)."""
        if mark is None or len(game.entries) != 1:
            return
        w = self.w
        if mark.deal is None:  # the lesson's mark names no deal played again (a deal played again of it does)
            w.tutorial_guide().resume(game)
            return
        found = w.history_opening.stored_game(mark.origin, quiet=True)  # (None: no original stored, or no history)
        if found is not None:
            w.session.again_continued(found.game, mark.deal - 1, mark.seat, found.seat_levels(), mark.origin,
                                      mark.start)

    def play_again_again(self) -> None:
        """The comparison panel's "Play it again": the same deal, from the same seat."""
        args = self.w.session.again_args
        self.w.session.put_aside()
        self.start_play_again(*args)

    def set_up_position(self):
        """Game → Set up a position…: the deal editor; Play starts it as a practice game."""
        from .editor import DealEditor

        w = self.w
        rules = w.settings.rules if w.personal else w.rules
        dlg = DealEditor(rules, w.seat_names(rules), w, w.art)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)

        def play(result):
            from ...storage.history import PracticeMark

            def start():
                w.starter.keep_saved_game()
                game = result.game(w.seat_names(result.setup.rules))
                w.session.continue_game(game, w.seat_levels(game.rules), None, PracticeMark())
                w.show_continued(game, "set_up")

            w.questions.ask_new_game(start=start, starting="deal")

        dlg.play_requested.connect(play)
        self.deal_editor = dlg
        dlg.open()
        return dlg
