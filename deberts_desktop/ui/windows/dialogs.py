"""The main window's dialogs and other windows: settings, history, replay, the score
keeper, the rules and About, the start-up messages and the questions before a game is put
aside (:mod:`.questions`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox

from ...engine.record import RecordError
from ...engine.rules import Rules, RulesError
from ...storage import HistoryError, SettingsSaveError, save_settings
from ..numbers import local_time
from .questions import new_game_question, resume_question
from ..words import display_name, storage_text

translate = QCoreApplication.translate

#: The ways to play offered in Game → New game with…
MODES = ((2, "pairs"), (3, "pairs"), (4, "individual"), (4, "pairs"))


class WindowDialogs:
    """The dialogs of ``window`` (a :class:`~.main_window.MainWindow`)."""

    def __init__(self, window):
        self.w = window
        self.replay = None  # ReplayView, made when first used
        self.settings_dialog = None
        self.history_window = None
        self.keeper_windows: list = []
        #: the game put aside to play a deal again, to go back to (GameStore.resolve)
        self.return_to = None
        #: the start-up / new-game question and the last message box (tests click them)
        self.question = None
        self.message_box = None
        self.record_loading = None  # a large record being read (RecordLoading; its progress: .dialog)

    # ------------------------------------------------------------------ menus
    def new_game_with_menu(self, menu, after: QAction):
        """Game → New game with… (2, 3, 4 players), under ``after``."""
        sub = menu.addMenu(translate("WindowDialogs", "New game &with…"))
        labels = {(2, "pairs"): translate("WindowDialogs", "2 players"), (3, "pairs"): translate("WindowDialogs", "3 players"),
                  (4, "individual"): translate("WindowDialogs", "4 players, each for himself"), (4, "pairs"): translate("WindowDialogs", "4 players in pairs")}
        for players, mode in MODES:
            act = QAction(labels[(players, mode)], self.w)
            act.triggered.connect(lambda _=False, p=players, m=mode: self.w.ask_new_game(self.rules_for(p, m)))
            sub.addAction(act)
        actions = menu.actions()
        following = actions[actions.index(after) + 1]  # right under New game
        menu.removeAction(sub.menuAction())
        menu.insertAction(following, sub.menuAction())
        return sub

    def rules_for(self, players: int, mode: str) -> Rules:
        """The settings' rules for another player count / mode."""
        try:
            return self.w.settings.rules.replace(players=players, mode=mode)
        except (RulesError, ValueError, TypeError):
            return Rules(players=players, mode=mode)

    # ------------------------------------------------------------------ messages
    def tell(self, title: str, text: str, icon=QMessageBox.Icon.Information) -> QMessageBox:
        """A message the player reads once; non-blocking (window-modal)."""
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self.w)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        box.destroyed.connect(lambda *_, b=box: setattr(self, "message_box", None) if self.message_box is b else None)
        self.message_box = box
        box.open()
        return box

    def show_startup_messages(self) -> None:
        st = self.w.storage
        msgs = list(st.messages) if st is not None else []
        if st is not None:
            st.messages = []
        if msgs and not self.w.autoplay:
            self.tell(translate("WindowDialogs", "Deberts Desktop"), "\n\n".join(storage_text(m) for m in msgs), QMessageBox.Icon.Warning)

    # ------------------------------------------------------------------ games put aside
    def offer_unfinished(self) -> bool:
        """At start-up: the unfinished game (the autosave; else, the autosave being damaged,
        the History game it was saving to; else the most recent one kept in History) is
        shown behind a question — continue it or start a new one; the start-up messages (a
        damaged autosave or history kept aside) come first, the question once they are
        read. Returns False when there is none."""
        st = self.w.storage
        if st is None:
            return False
        found = None
        self.found_practice = None
        uid = None
        if st.resume is not None:
            r, st.resume = st.resume, None
            found = (r.game, r.levels, r.history_id, r.saved_at)
            self.found_practice, uid = r.practice, r.uid
        elif st.history is not None:
            lost = st.autosave.lost_history_id if st.autosave is not None else None
            gid = st.history.latest_unfinished(prefer=lost)
            if gid in self.w.session.store.waiting_ids():  # its newer state is still to be stored
                gid = None
            found = self._from_history(gid, quiet=True)
        if found is None:
            return False
        game, levels, gid, saved_at = found
        practice = self.found_practice
        box, go_on, new = resume_question(self.w, game, saved_at, practice is not None)

        def answered(button):
            self.question = None
            if button is new:
                store = self.w.session.store
                store.attach(game, levels, gid, practice, uid)
                store.put_aside(game)  # kept in History, to be continued from there
                self.w.new_game(self.w.rules, self.w.seed, self.w.dealer)
            else:
                self.w.continue_game(game, levels, gid, practice, uid)
            QTimer.singleShot(0, self.show_startup_messages)

        box.buttonClicked.connect(answered)
        try:  # the saved position behind the question (nothing moves until the answer)
            from ..table.narrator import Narrator, window_title

            self.w.setWindowTitle(window_title(practice is not None))  # a practice game says so at once
            self.w.director.practice = practice is not None  # and its score box
            self.w.director.begin(game, Narrator(game.names, (0,), game.rules), (0,))
            self.w.director.show_position()
        except Exception:  # a preview only
            pass

        def ask():
            self.question = box
            box.open()

        if st.messages and not self.w.autoplay:  # what went wrong at start (a damaged file) is told first
            self.show_startup_messages()
            # (not when the window closed meanwhile: the saved game stays as it is)
            self.message_box.finished.connect(lambda *_: ask() if self.w.isVisible() else None)
        else:
            ask()
        return True

    def _from_history(self, gid, quiet: bool = False):
        if gid is None:
            return None
        history = self.w.storage.history
        try:
            game = history.replay_game(gid)  # a practice game from its context
            levels = history.game_levels(gid)
            summary = history.game(gid)
        except (HistoryError, RecordError, ValueError) as e:
            if not quiet:
                self.tell(translate("WindowDialogs", "Game history"), storage_text(e), QMessageBox.Icon.Warning)
            return None
        self.found_practice = summary.practice
        return game, levels, gid, summary.started

    def ask_new_game(self, rules: Rules | None = None, practice: bool = False, start=None) -> None:
        """New game: at once if no game is in progress; else ask first — keep the game in
        History, abandon it, or go on playing. ``start``: what to start instead of a new
        game (a deal played again, a position set up), a callable."""
        w = self.w
        ses = w.session
        start = start or (lambda: w.new_game(rules, practice=practice))
        if not ses.in_progress or w.autoplay:
            if ses.game is not None and (ses.game.finished or ses.again is not None):
                ses.put_aside()  # finished: it stays in History as it is
            elif ses.game is not None:
                ses.abandon()  # not begun: nothing to keep
            start()
            return
        box, keep, abandon, _cancel = new_game_question(w, ses.game)

        def answered(button):
            self.question = None
            if button is keep:
                ses.put_aside()
            elif button is abandon:
                ses.abandon()
            else:
                return
            start()

        box.buttonClicked.connect(answered)
        self.question = box
        box.open()

    # ------------------------------------------------------------------ practice
    def practice_refusal(self, reason) -> str:
        from ..words import practice_refusal_text

        if reason.code == "not_practice":
            return translate("WindowDialogs", "Taking back is for practice games (Game → New practice game).")
        return practice_refusal_text(reason)

    def ask_play_again(self, source, index: int | None = None, origin: int | None = None, upto: int = 0,
                       levels=None, context=None) -> None:
        """Play a deal again (from the end-of-deal panel, History, a replay): choose the
        seat (and, with ``index`` None, the deal), then the one-deal practice game starts.
        ``source``: the original game or its record."""
        from ..practice.dialogs import PlayAgainDialog

        w = self.w
        game = source if hasattr(source, "entries") else None
        # as the table names the seats: a record without names has "Player 1", "Player 2"…
        names = [display_name(n) for n in (game.names if game is not None else source.names
                                            or [f"Player {i + 1}" for i in range(source.rules.players)])]
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
            if ses.in_progress and ses.again is None:  # the game waits in History, to go back to
                self.return_to = ses.put_aside_to_return()
            elif ses.game is not None:
                ses.put_aside()
            self.start_play_again(source, i, dlg.seat, levels, origin, upto, context)

        dlg.accepted.connect(chosen)
        self.play_again_dialog = dlg
        dlg.open()

    def play_again_from_history(self, gid: int) -> None:
        """History → Play a deal again…: which deal, which seat."""
        found = self._from_history(gid)
        if found is not None:
            game, levels, gid, _ = found
            n = game.rules.players
            self.ask_play_again(game, None, gid, levels=levels or [None] + ["expert"] * (n - 1))

    def start_play_again(self, source, index: int, seat: int, levels, origin=None, upto: int = 0, context=None):
        from ...engine.reasons import CodedError

        w = self.w
        self.w.starter.keep_saved_game()
        w.overlays.hide_panels()
        try:
            game = w.session.play_again(source, index, seat, levels, origin, upto, context)
        except (CodedError, ValueError) as e:
            self.tell(translate("WindowDialogs", "Play a deal again"), str(e), QMessageBox.Icon.Warning)
            return None
        w._show_continued(game, "again")
        return game

    def play_again_again(self) -> None:
        """The comparison panel's "Play it again": the same deal, from the same seat."""
        args = self.w.session.again_args
        self.w.session.put_aside()
        self.start_play_again(*args)

    def set_up_position(self):
        """Game → Set up a position…: the deal editor; Play starts it as a practice game."""
        from ..practice.editor import DealEditor

        w = self.w
        rules = w.settings.rules if w.personal else w.rules
        dlg = DealEditor(rules, w.seat_names(rules), w, w.art)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)

        def play(result):
            from ...storage.history import PracticeMark

            def start():
                self.w.starter.keep_saved_game()
                game = result.game(w.seat_names(result.setup.rules))
                w.session.continue_game(game, w.seat_levels(game.rules), None, PracticeMark())
                w._show_continued(game, "set_up")

            self.ask_new_game(start=start)

        dlg.play_requested.connect(play)
        self.deal_editor = dlg
        dlg.open()
        return dlg

    def open_record_dialog(self):
        """Game → Open record…"""
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(self.w, translate("WindowDialogs", "Open record"), "",
                                              translate("WindowDialogs", "Game records (*.json);;All files (*)"))
        return self.open_record(path) if path else None

    def open_record(self, path):
        """A record file on the replay table; a bad file gets its reason in words; a large
        one is read on another thread (:func:`~..review.record_file.read_large_record`).

        :returns: the :class:`~..review.record_file.OpenedRecord` of a file read at once, the
            :class:`~..review.record_file.RecordLoading` of a large one, or None when refused."""
        from ..review.record_file import open_record_file, read_large_record, reads_at_once

        if self.record_loading is not None:  # one record at a time: the newer one wins
            self.record_loading.cancel()
        if not reads_at_once(path):
            self.record_loading = loading = read_large_record(
                self.w, path, lambda opened: self.show_replay(opened.record, opened.path.name, None), self._refuse_record)
            loading.finished.connect(lambda _: setattr(self, "record_loading", None) if self.record_loading is loading else None)
            return loading
        opened = open_record_file(self.w, path, self._refuse_record)
        if opened is None:
            return None
        self.show_replay(opened.record, opened.path.name, None)
        return opened

    def _refuse_record(self, title: str, text: str) -> None:
        self.tell(title, text, QMessageBox.Icon.Warning)

    # ------------------------------------------------------------------ settings
    def save_settings(self, quiet: bool = False) -> bool:
        st = self.w.storage
        path = st.settings_path if st is not None else None
        if path is None:
            return True
        try:
            save_settings(self.w.settings, path)
        except SettingsSaveError as e:
            if quiet:
                self.w.warn("settings", storage_text(e))
            else:
                self.tell(translate("WindowDialogs", "Settings"), storage_text(e), QMessageBox.Icon.Warning)
            return False
        self.w.warn("settings", None)
        return True

    def open_settings(self):
        """Game → Settings…: OK saves the settings, uses the table options at once and
        the rules, names and levels from the next game."""
        from ..dialogs.settings import SettingsDialog

        if self.settings_dialog is not None and self.settings_dialog.isVisible():
            self.settings_dialog.raise_()
            return self.settings_dialog
        dlg = SettingsDialog(self.w.settings, self.w)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dlg.accepted.connect(lambda d=dlg: self.apply_settings(d.result_settings()))
        dlg.destroyed.connect(lambda *_: setattr(self, "settings_dialog", None))
        self.settings_dialog = dlg
        dlg.open()
        return dlg

    def apply_settings(self, new, save: bool = True) -> None:
        """New settings (the dialog's OK): saved, table options used at once; rules, names
        and levels apply from the next game (the running game keeps its own)."""
        w = self.w
        old = w.settings
        w.settings = new
        w.personal = True
        if save:
            self.save_settings()
        w.view_menu.apply(new)
        w.session.hint_level = new.hint_level
        w.session.coach_threshold = new.coach_threshold if new.coach else None
        if (new.rules, new.player_names(), new.seat_levels()) != (old.rules, old.player_names(), old.seat_levels()):
            w.status_label.setText(translate("WindowDialogs", "The new rules, names and levels apply from the next game (Game → New game)."))

    # ------------------------------------------------------------------ history, replay, score keeper
    def history(self):
        st = self.w.storage
        if st is None or st.history is None:
            why = storage_text(st.history_error) if st is not None and st.history_error else translate("WindowDialogs", 
                "No history is kept in this window.")
            self.tell(translate("WindowDialogs", "Game history"), why, QMessageBox.Icon.Warning)
            return None
        return st.history

    def open_history(self):
        """Game → History…: every stored game; replay one on the table, continue an
        unfinished game or score keeper's sheet."""
        history = self.history()
        if history is None:
            return None
        from ..history.window import HistoryWindow

        if self.history_window is None:  # it reads the games as it is made
            hw = HistoryWindow(history, self.w, current_game_id=self.w.session.store.game_id)
            hw.replay_requested.connect(self.start_replay)
            hw.continue_requested.connect(self.continue_from_history)
            hw.deleted.connect(self.w.session.store.forget)
            hw.play_again_requested.connect(self.play_again_from_history)
            hw.review_requested.connect(self.w.review_from_history)
            self.history_window = hw
        else:
            self.history_window.current_game_id = self.w.session.store.game_id
            self.history_window.reload()
        self.history_window.show()
        self.history_window.raise_()
        self.history_window.activateWindow()
        return self.history_window

    def continue_from_history(self, gid: int):
        history = self.history()
        if history is None:
            return None
        self.w.starter.keep_saved_game()  # its newest position in History first
        try:
            kind = history.game(gid).kind
        except HistoryError as e:
            self.tell(translate("WindowDialogs", "Game history"), storage_text(e), QMessageBox.Icon.Warning)
            return None
        if kind == "score_keeper":
            from ..sheets.keeper_window import ScoreKeeperWindow

            return self._show_keeper(ScoreKeeperWindow.open_stored(history, gid, self.w))
        if gid in self.w.session.store.waiting_ids():  # its newer state is still to be stored
            self.tell(translate("WindowDialogs", "Game history"), translate("WindowDialogs", "This game waits to be "
                      "stored in the history (saving is delayed): it can be continued once it is stored."))
            return None
        found = self._from_history(gid)
        if found is None:
            return None
        game, levels, gid, _ = found
        ses = self.w.session
        if ses.in_progress or ses.again is not None:
            ses.put_aside()
        if gid == ses.store.resolve(self.return_to):
            self.return_to = None
        self.w.continue_game(game, levels, gid, self.found_practice)
        self.w.raise_()
        return game

    def start_replay(self, gid: int) -> bool:
        """Show a stored game's deals on a table of their own, step by step."""
        history = self.history()
        if history is None:
            return False
        try:
            record = history.record(gid)
            summary = history.game(gid)
        except HistoryError as e:
            self.tell(translate("WindowDialogs", "Replay"), storage_text(e), QMessageBox.Icon.Warning)
            return False
        if not record.deals:
            self.tell(translate("WindowDialogs", "Replay"), translate("WindowDialogs", "This game has no stored deal to replay yet."))
            return False
        title = translate("WindowDialogs", "Replay of %1").replace("%1", local_time(summary.started))
        return self.show_replay(record, title, gid)

    def show_replay(self, record, title: str, gid: int | None) -> bool:
        """``record`` on the replay table, step by step (``gid``: its history id, or None)."""
        w = self.w
        if self.replay is None:
            from ..review.replay import ReplayView

            self.replay = ReplayView(w.art, w)
            self.replay.back_requested.connect(self.leave_replay)
            self.replay.position_shown.connect(lambda game: w.sheet_dock.show_game(game) if self.in_replay() else None)
            self.replay.play_from_here.connect(
                lambda deal, step: self.ask_play_again(self.replay.record, deal, self.replay_gid, step))
            self.replay.review_requested.connect(self.review_replayed_deal)
            self.replay.scene.back_style = w.scene.back_style
            self.replay.view.set_felt(w.view.felt)
            w.stack.addWidget(self.replay)
        self.replay_gid = gid
        w.stack.setCurrentWidget(self.replay)
        self.replay.load(record, title)
        self.replay.setFocus()
        w.setWindowTitle(translate("WindowDialogs", "Deberts — %1").replace("%1", title))
        w.status_label.setText(translate("WindowDialogs", "Replay: the game in progress waits (Back to game)."))
        return True

    def review_replayed_deal(self, deal: int) -> None:
        """The replay's "Review this deal…": kept in the history when the game is stored."""
        from ..review.opening import review_record

        st = self.w.storage
        history = st.history if st is not None and self.replay_gid is not None else None
        review_record(self.w, self.replay.record, deal, history, self.replay_gid, self.replay.title)

    def in_replay(self) -> bool:
        return self.replay is not None and self.w.stack.currentWidget() is self.replay

    def leave_replay(self) -> None:
        """Back to the game in progress, as it was; after a record opened at start, the
        first game begins now (:meth:`~.start.WindowStart.begin_play`: the saved
        game is offered)."""
        from ..table.narrator import window_title

        if not self.in_replay():
            return
        w = self.w
        w.stack.setCurrentWidget(w.view)
        w.sheet_dock.show_game(w.session.game)
        w.status_label.setText(getattr(w, "_game_status", ""))
        w.setWindowTitle(window_title(w.session.practice is not None))
        w.view.setFocus()
        QTimer.singleShot(0, w._resized)
        QTimer.singleShot(0, w.starter.begin_play)  # once: nothing if the first game has begun

    def tables(self):
        """The (scene, view) pairs showing cards: the game's and replay's."""
        out = [(self.w.scene, self.w.view)]
        if self.replay is not None:
            out.append((self.replay.scene, self.replay.view))
        return out

    def new_score_sheet(self):
        """Game → New score sheet (real cards)…"""
        from ..sheets.keeper_window import ScoreKeeperWindow

        st = self.w.storage
        return self._show_keeper(ScoreKeeperWindow.new(self.w.settings, st.history if st is not None else None, self.w))

    def _show_keeper(self, win):
        if win is None:
            return None
        win.setWindowFlag(Qt.WindowType.Window, True)
        self.keeper_windows = [k for k in self.keeper_windows if k.isVisible()] + [win]
        if self.history_window is not None:
            win.saved.connect(lambda *_: self.history_window.reload() if self.history_window.isVisible() else None)
        win.show()
        win.raise_()
        return win

    # ------------------------------------------------------------------ help
    def show_rules(self):
        """The Rules window, with this game's rule options marked."""
        from ..dialogs.help import RulesWindow

        w = self.w
        if getattr(self, "rules_window", None) is None:
            self.rules_window = RulesWindow(w.rules, w.settings.language, parent=w)
        else:
            self.rules_window.set_rules(w.rules)
        self.rules_window.show()
        self.rules_window.raise_()
        return self.rules_window

    def show_about(self):
        from ..dialogs.help import AboutDialog

        dlg = AboutDialog(self.w)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dlg.open()
        return dlg

    def close_all(self) -> None:
        if self.replay is not None:
            self.replay.shutdown()
        for win in (self.history_window, *self.keeper_windows):
            if win is not None:
                win.close()
        st = self.w.storage
        if st is not None:
            st.close()
