"""The main window's way into looking back at a deal: the replay table
(:class:`Replays`: a stored game from History, a record file opened — Game → Open record…,
a file given at start —, and Back to game) and the review of a deal
(:class:`~.window.ReviewWindow`) opened from the deal just played (the end-of-deal panel), a
game stored in History, and a replay. ``w`` is the :class:`~..windows.main_window.MainWindow`;
its one replay table and its one review window are made when first used (this module is
imported with the window's parts; the replay's and the review's own modules then)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, QTimer

from ..numbers import local_time
from ..words import record_error_text, storage_text

translate = QCoreApplication.translate
# QMessageBox is imported where a message is shown: the first table shows none (issue 21)


class Replays:
    """The replay table of window ``w``: ``replay`` (the
    :class:`~.replay.ReplayView`, made when first used, a page of the window's stack beside
    the game's table), ``replay_gid`` (the history id of the game replayed, None for a
    record file) and ``record_loading`` (a large record being read:
    :class:`~.record_file.RecordLoading`; its progress: ``.dialog``)."""

    def __init__(self, w):
        self.w = w
        self.replay = None
        self.replay_gid = None
        self.record_loading = None

    def open_record_dialog(self):
        """Game → Open record…: a file chosen, then :meth:`open_record`."""
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(self.w, translate("WindowDialogs", "Open record"), "",
                                              translate("WindowDialogs", "Game records (*.json);;All files (*)"))
        return self.open_record(path) if path else None

    def open_record(self, path):
        """A record file on the replay table; a bad file gets its reason in words; a large
        one is read on another thread (:func:`~.record_file.read_large_record`).

        :returns: the :class:`~.record_file.OpenedRecord` of a file read at once, the
            :class:`~.record_file.RecordLoading` of a large one, or None when refused."""
        from .record_file import open_record_file, read_large_record, reads_at_once

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
        from PySide6.QtWidgets import QMessageBox

        self.w.questions.tell(title, text, QMessageBox.Icon.Warning)

    def start_replay(self, gid: int) -> bool:
        """Show a stored game's deals on a table of their own, step by step (History →
        Replay); False, after a message, when it cannot be read or has no deal yet."""
        from PySide6.QtWidgets import QMessageBox

        history = self.w.history_opening.history()
        if history is None:
            return False
        from ...storage import HistoryError

        tell = self.w.questions.tell
        try:
            record = history.record(gid)
            summary = history.game(gid)
        except HistoryError as e:
            if not self.w.history_opening.gone(translate("WindowDialogs", "Replay"), e):
                tell(translate("WindowDialogs", "Replay"), storage_text(e), QMessageBox.Icon.Warning)
            return False
        if not record.deals:
            tell(translate("WindowDialogs", "Replay"), translate("WindowDialogs", "This game has no stored deal to replay yet."))
            return False
        title = translate("WindowDialogs", "Replay of %1").replace("%1", local_time(summary.started))
        return self.show_replay(record, title, gid, summary.practice)  # a deal played again: its own number

    def show_replay(self, record, title: str, gid: int | None, practice=None) -> bool:
        """``record`` on the replay table, step by step (``gid``: its history id, or None;
        ``practice``: its practice mark, or None)."""
        w = self.w
        if self.replay is None:
            from .replay import ReplayView

            self.replay = ReplayView(w.art, w)
            self.replay.back_requested.connect(self.leave_replay)
            self.replay.position_shown.connect(lambda game: w.sheet_dock.show_game(game) if self.in_replay() else None)
            self.replay.position_shown.connect(lambda game: self.log_position(game) if self.in_replay() else None)
            self.replay.play_from_here.connect(  # a deal played again: from its original (its number)
                lambda deal, step: w.practice_starts.play_from_here(self.replay.record, deal, self.replay_gid, step,
                                                                    self.replay.practice))
            self.replay.review_requested.connect(self.review_replayed_deal)
            self.replay.scene.back_style = w.scene.back_style
            self.replay.view.set_felt(w.view.felt)
            self.replay.director.trumps_last = w.director.trumps_last  # the hands sorted as the game's
            w.stack.addWidget(self.replay)
        self.replay_gid = gid
        w.stack.setCurrentWidget(self.replay)
        self.replay.load(record, title, practice=practice)
        from ..widgets.window_size import come_forward

        come_forward(w)  # in front of History, when asked from there, and the keys to it
        self.replay.setFocus()
        w.setWindowTitle(translate("WindowDialogs", "Deberts — %1").replace("%1", title))
        w.status_label.setText(translate("WindowDialogs", "Replay: the game in progress waits (Back to game)."))
        w.rules_follow_table()  # an open Rules window marks the replayed game's rules
        return True

    def review_replayed_deal(self, deal: int) -> None:
        """The replay's "Review this deal…": kept in the history when the game is stored."""
        st = self.w.storage
        history = st.history if st is not None and self.replay_gid is not None else None
        r = self.replay
        review_record(self.w, r.record, deal, history, self.replay_gid, r.title, r.practice)

    def log_position(self, game) -> None:
        """The deal log shows the replayed deal up to the position on the replay table."""
        r = self.replay
        self.w.deal_log.show_record_deal(r.director.narrator, r.record, r.deal_index, r.step, game)

    def in_replay(self) -> bool:
        """The replay table is the page shown (not the game's)."""
        return self.replay is not None and self.w.stack.currentWidget() is self.replay

    def leave_replay(self) -> None:
        """Back to the game in progress, as it was; after a record opened at start, the
        first game begins now (:meth:`~..windows.start.WindowStart.begin_play`: the saved
        game is offered)."""
        from ..table.narrator import window_title

        if not self.in_replay():
            return
        w = self.w
        w.stack.setCurrentWidget(w.view)
        w.sheet_dock.show_game(w.session.game)
        # the game shown before the replay, back: its log (a game starting now, with other
        # players perhaps, is not the table's yet: its start shows its own log)
        self._log_game()
        w.status_label.setText(w.game_status)
        w.setWindowTitle(window_title(w.session.practice))
        w.rules_follow_table()  # and the game's again
        w.view.setFocus()
        QTimer.singleShot(0, w, w.fit_table)
        QTimer.singleShot(0, w, w.starter.begin_play)  # once: nothing if the first game has begun

    def _log_game(self) -> None:
        """The deal log of the game on the table, built from the game once the table shows
        the game's position: while the table still shows what the game has done (a trick in
        its pause, a card on its way), the log adds none of it — it is in the game already —
        and is built when the table is idle. Nothing while a replay is shown (the log is the
        replay's)."""
        w = self.w
        d = w.director
        if self.in_replay() or d.narrator is None or d.game is not w.session.game:
            return
        if d.busy or d.queue:
            w.deal_log.narrator = None  # (its add() takes nothing without a narrator)
            d.idle.connect(self._log_game, Qt.ConnectionType.SingleShotConnection)
            return
        w.deal_log.show_game(d.narrator, w.session.game)

    def tables(self) -> list:
        """The (scene, view) pairs showing cards: the game's, the replay's, the review
        window's and Show me how's (those made so far: they are kept once made)."""
        w = self.w
        return [(w.scene, w.view)] + [(t.scene, t.view) for t in self.replay_tables()]

    def replay_tables(self) -> list:
        """The replay tables (:class:`~.replay.ReplayView`) made so far: the replay's, the
        review window's and Show me how's."""
        w = self.w
        out = [self.replay] if self.replay is not None else []
        if w.review_window is not None:
            out.append(w.review_window.table)
        if w.master_line_window is not None:
            out.extend(w.master_line_window.tables)
        return out

    def shutdown(self) -> None:
        if self.replay is not None:
            self.replay.shutdown()


def _window(w):
    from .window import ReviewWindow

    if w.review_window is None:
        w.review_window = ReviewWindow(w.art, w, inline=w.session.computers.inline)
        w.starter.take_drops(w.review_window)  # a record dropped on it opens as on the main window
        w.review_window.table.scene.back_style = w.scene.back_style
        w.review_window.table.view.set_felt(w.view.felt)
        w.review_window.table.director.trumps_last = w.director.trumps_last
    return w.review_window


def _table_game_record(w, index: int, title: str, cannot: str):
    """The record of the game on ``w``'s table when it has a deal ``index`` (0-based), else
    None; also None, after a message (``title``; ``cannot`` with %1 for the reason), when a
    record cannot hold the game (a set-up position)."""
    from ...engine.record import game_record

    game = w.session.game
    if game is None or not 0 <= index < len(game.entries):
        return None
    try:
        return game_record(game)
    except ValueError as e:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.information(w, title, cannot.replace("%1", str(e)))
        return None


def review_game_deal(w, index: int):
    """The review of deal ``index`` (0-based) of the game on ``w``'s table (a
    :class:`~..windows.main_window.MainWindow`): kept in the history when the game is stored there,
    else from its record in memory. Returns the :class:`~.window.ReviewWindow`, or None."""
    from .window import ReviewSource

    ses, game = w.session, w.session.game
    record = _table_game_record(w, index, translate("ReviewWindow", "Review of a deal"),
                                translate("ReviewWindow", "This deal cannot be reviewed: %1"))
    if record is None:
        return None
    history = ses.store.history  # None when not kept (no storage, read-only)
    source = ReviewSource(record, [e.deal.dealer for e in game.entries], history, ses.store.game_id,
                          practice=ses.practice)
    win = _window(w)
    win.open(source, index, w.settings.coach_threshold)
    return win


def _read_stored(w, title: str, read):
    """What ``read(history)`` reads of ``w``'s game history (a game asked for from
    History): ``(history, what it read)``; None when there is no history, or when it could
    not be read — the person is told why in a message titled ``title`` (a game deleted
    since History listed it: as :meth:`~..history.opening.HistoryOpening.gone` says it)."""
    from PySide6.QtWidgets import QMessageBox

    from ...storage import HistoryError

    history = w.storage.history if w.storage is not None else None
    if history is None:
        return None
    try:
        return history, read(history)
    except HistoryError as e:
        if not w.history_opening.gone(title, e):
            QMessageBox.warning(w, title, storage_text(e))
        return None


def review_stored_game(w, game_id: int):
    """The review of a stored game's deals (History), from its last deal: the
    :class:`~.window.ReviewWindow`, or None."""
    stored = _read_stored(w, translate("ReviewWindow", "Review of a deal"),
                         lambda history: (history.record(game_id), history.game(game_id)))
    if stored is None:
        return None
    history, (record, summary) = stored
    title = translate("ReviewWindow", "Review of %1").replace("%1", local_time(summary.started))
    return review_record(w, record, None, history, game_id, title, summary.practice)


def review_record(w, record, index: int | None, history=None, game_id: int | None = None,
                  title: str = "", practice=None):
    """The review of deal ``index`` (0-based; None: the last deal with a card played) of
    ``record`` (a :class:`~deberts_desktop.engine.record.GameRecord`: a stored game, a
    replay, an opened file); kept in ``history`` under ``game_id`` when both are given;
    ``practice``: the game's practice mark (its deal played again counted by its number).
    Returns the :class:`~.window.ReviewWindow`, or None (after a message)."""
    from PySide6.QtWidgets import QMessageBox

    from ...engine.record import RecordError, replay
    from .window import ReviewSource

    try:
        game = replay(record)
    except RecordError as e:  # checked when it was opened; be safe anyway
        QMessageBox.warning(w, translate("ReviewWindow", "Review of a deal"), record_error_text(e))
        return None
    dealers = [e.deal.dealer for e in game.entries] + ([game.deal.dealer] if game.deal is not None else [])
    source = ReviewSource(record, dealers, history, game_id, title, practice)
    if source.deals == 0:
        QMessageBox.information(w, translate("ReviewWindow", "Review of a deal"),
                                translate("ReviewWindow", "This game has no stored deal to review yet."))
        return None
    if index is None:
        played = [i for i in range(source.deals) if any(" play " in a for a in record.deals[i].actions)]
        index = played[-1] if played else source.deals - 1
    win = _window(w)
    win.open(source, min(index, source.deals - 1), w.settings.coach_threshold)
    return win


# ----------------------------------------------------------------------------- Show me how
def _master_line_window(w):
    from .master_line import MasterLineWindow

    if w.master_line_window is None:
        win = MasterLineWindow(w.art, w.session.comparisons, w)
        w.starter.take_drops(win)  # a record dropped on it opens as on the main window
        for table in win.tables:
            table.scene.back_style = w.scene.back_style
            table.view.set_felt(w.view.felt)
            table.director.trumps_last = w.director.trumps_last
        w.master_line_window = win
    return w.master_line_window


def person_seat(levels) -> int:
    """The seat of the person at the screen in a game of these ``levels`` (one per seat,
    None for a person): the first without a level, seat 0 when every seat had one."""
    return next((s for s, level in enumerate(levels or []) if level is None), 0)


def show_me_how_game_deal(w, index: int):
    """Show me how for deal ``index`` (0-based) of the game on ``w``'s table (a
    :class:`~..windows.main_window.MainWindow`): the
    :class:`~.master_line.MasterLineWindow`, or None (after a message)."""
    from .master_line import MasterLineSource

    ses, game = w.session, w.session.game
    record = _table_game_record(w, index, translate("MasterLineWindow", "Show me how"),
                                translate("MasterLineWindow", "This deal cannot be compared: %1"))
    if record is None:
        return None
    source = MasterLineSource(record, game, person_seat(ses.levels), ses.levels, ses.seed, key=ses.store.uid,
                              history=ses.store.history, game_id=ses.store.game_id, practice=ses.practice)
    win = _master_line_window(w)
    win.open(source, index + 1)
    return win


def show_me_how_stored_game(w, game_id: int):
    """Show me how for a stored game's deals (History), from its last deal: the
    :class:`~.master_line.MasterLineWindow`, or None (after a message)."""
    from PySide6.QtWidgets import QMessageBox

    from .master_line import MasterLineSource

    stored = _read_stored(w, translate("MasterLineWindow", "Show me how"),
                         lambda history: (history.record(game_id), history.replay_game(game_id),
                                          history.game(game_id), history.game_levels(game_id)))
    if stored is None:
        return None
    history, (record, game, summary, levels) = stored
    if not levels or len(levels) != record.rules.players:
        levels = [None] * record.rules.players
    title = translate("MasterLineWindow", "Show me how: %1").replace("%1", local_time(summary.started))
    # key: its deals being compared in this run are under it in the run's comparisons — the window waits for
    # them, asks for no second one: the game on the table's key; another's history id (a deal compared again
    # at this start, its comparison lost when the app closed)
    store = w.session.store
    key = store.uid if game_id == store.game_id and store.uid is not None else game_id
    source = MasterLineSource(record, game, person_seat(levels), levels, None, key=key, history=history,
                              game_id=game_id, title=title, practice=summary.practice)
    if not source.numbers():
        QMessageBox.information(w, translate("MasterLineWindow", "Show me how"),
                                translate("MasterLineWindow", "This game has no finished deal to compare yet."))
        return None
    win = _master_line_window(w)
    win.open(source, source.numbers()[-1])
    return win
