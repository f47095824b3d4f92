"""Where the review of a deal (:class:`~.window.ReviewWindow`) is opened from: the
deal just played (the end-of-deal panel), a game stored in History, and a replay (a stored
game or an opened record file). ``w`` is the :class:`~..windows.main_window.MainWindow`; its one
review window is made when first used."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from ...engine.record import RecordError
from ...storage import HistoryError
from .window import ReviewSource, ReviewWindow
from ..words import record_error_text, storage_text

translate = QCoreApplication.translate


def _window(w) -> ReviewWindow:
    if w.review_window is None:
        w.review_window = ReviewWindow(w.art, w, inline=w.session.computers.inline)
        w.review_window.table.scene.back_style = w.scene.back_style
        w.review_window.table.view.set_felt(w.view.felt)
    return w.review_window


def review_game_deal(w, index: int) -> ReviewWindow | None:
    """The review of deal ``index`` (0-based) of the game on ``w``'s table (a
    :class:`~..windows.main_window.MainWindow`): kept in the history when the game is stored there,
    else from its record in memory."""
    from ...engine.record import game_record

    ses = w.session
    game = ses.game
    if game is None or not 0 <= index < len(game.entries):
        return None
    try:
        record = game_record(game)
    except ValueError as e:  # a position a record cannot hold (a set-up position)
        QMessageBox.information(w, translate("ReviewWindow", "Review of a deal"),
                                translate("ReviewWindow", "This deal cannot be reviewed: %1").replace("%1", str(e)))
        return None
    history = ses.store.history  # None when not kept (no storage, read-only)
    source = ReviewSource(record, [e.deal.dealer for e in game.entries], history, ses.store.game_id)
    win = _window(w)
    win.open(source, index, w.settings.coach_threshold)
    return win


def review_stored_game(w, game_id: int) -> ReviewWindow | None:
    """The review of a stored game's deals (History), from its last deal."""
    from ..numbers import local_time

    st = w.storage
    history = st.history if st is not None else None
    if history is None:
        return None
    try:
        record = history.record(game_id)
        summary = history.game(game_id)
    except HistoryError as e:
        QMessageBox.warning(w, translate("ReviewWindow", "Review of a deal"), storage_text(e))
        return None
    title = translate("ReviewWindow", "Review of %1").replace("%1", local_time(summary.started))
    return review_record(w, record, None, history, game_id, title)


def review_record(w, record, index: int | None, history=None, game_id: int | None = None,
                  title: str = "") -> ReviewWindow | None:
    """The review of deal ``index`` (0-based; None: the last deal with a card played) of
    ``record`` (a :class:`~deberts_desktop.engine.record.GameRecord`: a stored game, a
    replay, an opened file); kept in ``history`` under ``game_id`` when both are given."""
    from ...engine.record import replay

    try:
        game = replay(record)
    except RecordError as e:  # checked when it was opened; be safe anyway
        QMessageBox.warning(w, translate("ReviewWindow", "Review of a deal"), record_error_text(e))
        return None
    dealers = [e.deal.dealer for e in game.entries] + ([game.deal.dealer] if game.deal is not None else [])
    source = ReviewSource(record, dealers, history, game_id, title)
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
