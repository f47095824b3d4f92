"""Keeping the game being played: the autosave after every change, written on a thread of
its own so the table never waits for the disk, and each finished deal in the history
database (one transaction per deal). A ``kill -9`` loses at most the action in flight: the
save on disk is always a whole record of a position the game passed through, so the
resumed game is a prefix of the one played.

A game put aside unfinished (a new game started over it) is kept in the history with its
whole record and can be continued from there; an abandoned one is deleted. Failures are
warnings for the status bar, never exceptions: the game goes on.
"""

from __future__ import annotations

import logging
import queue
import threading

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..storage import AutosaveError, HistoryError
from .words import storage_text

log = logging.getLogger("deberts_desktop.ui")

_CLEAR = object()  # the autosave is to be cleared (the game ended, or was put aside)

translate = QCoreApplication.translate


class GameStore(QObject):
    """The game's persistence for the session.

    ``warning(key, text)``: a lasting problem (``key`` ``history`` or ``autosave``; text ""
    when it is over). :attr:`game_id` is the game's id in the history (None: not stored
    yet, or not kept).

    :param storage: an :class:`~.app_storage.AppStorage` (None: nothing is kept).
    """

    warning = Signal(str, str)

    def __init__(self, storage=None, parent: QObject | None = None):
        super().__init__(parent)
        self.storage = storage
        self.game_id: int | None = None
        self.levels: list | None = None
        #: a practice game's mark (None: an ordinary game)
        self.practice = None
        #: the game is stored in the history (False after it was deleted there)
        self.kept = True
        self._stored_rows = 0
        self._queue: queue.Queue = queue.Queue()
        self._writer: threading.Thread | None = None
        self._lock = threading.Lock()

    @property
    def history(self):
        st = self.storage
        if st is None or st.history is None or st.history.read_only:
            return None
        return st.history

    # ------------------------------------------------------------------ a game
    def attach(self, game, levels, game_id: int | None = None, practice=None) -> None:
        """Keep ``game`` from now on (a new game, or one continued with its history id);
        ``practice``: its :class:`~deberts_desktop.storage.history.PracticeMark` (a
        practice game, kept out of the statistics)."""
        self.game_id = game_id
        self.practice = practice
        self.levels = list(levels) if levels is not None else None
        self.kept = True
        self._stored_rows = -1 if game_id is not None else 0  # bring a continued game in line
        self.changed(game)

    def changed(self, game) -> None:
        """The game changed (a deal started, an action applied): autosave it, and store
        newly finished deals in the history."""
        if self.storage is None:
            return
        rows = len(game.rows)
        if rows != self._stored_rows and (rows > 0 or self.game_id is not None):
            self._store(game)
        autosave = self.storage.autosave
        if autosave is not None:
            try:
                text = autosave.text_for(game, self.game_id if self.kept else None, self.levels, self.practice)
            except ValueError as e:  # a position a record cannot hold (a set-up position)
                self.warning.emit("autosave", translate("GameStore", "The game could not be saved: %1").replace("%1", str(e)))
                return
            self._write(_CLEAR if text is None else text)

    def _store(self, game) -> None:
        history = self.history
        if history is None or not self.kept:
            return
        try:
            if self.game_id is None:
                self.game_id = history.start_game(game.rules, list(game.names), self.levels, practice=self.practice)
            history.store_game(self.game_id, game)
            self._stored_rows = len(game.rows)
            self.warning.emit("history", "")
        except (HistoryError, ValueError) as e:
            self.warning.emit("history", translate("GameStore", "%1 The score sheet was not stored.").replace("%1", storage_text(e)))

    def put_aside(self, game) -> int | None:
        """The game is put aside unfinished (Keep): its whole record goes to the history so
        that it can be continued from there; the autosave is cleared. Returns its id."""
        history = self.history
        if history is not None and self.kept and not game.finished:
            try:
                if self.game_id is None:
                    self.game_id = history.start_game(game.rules, list(game.names), self.levels, practice=self.practice)
                history.keep_in_progress(self.game_id, game)
            except (HistoryError, ValueError) as e:
                self.warning.emit("history", translate("GameStore", "%1 The score sheet was not stored.").replace("%1", storage_text(e)))
        gid = self.game_id
        self._write(_CLEAR)
        self.game_id = None
        return gid

    def abandon(self, game) -> None:
        """The game is abandoned: deleted from the history, the autosave cleared."""
        history = self.history
        if history is not None and self.game_id is not None:
            try:
                history.delete_game(self.game_id)
            except HistoryError as e:
                self.warning.emit("history", storage_text(e))
        self.game_id = None
        self._write(_CLEAR)

    def forget(self, game_id: int) -> None:
        """The history's game ``game_id`` was deleted by the player: if it is the game being
        played, it is no longer kept there (it goes on, saved only for resuming)."""
        if game_id == self.game_id:
            self.game_id = None
            self.kept = False

    # ------------------------------------------------------------------ the writer
    def _write(self, item) -> None:
        if self.storage is None or self.storage.autosave is None:
            return
        with self._lock:
            self._queue.put(item)
            if self._writer is None or not self._writer.is_alive():
                self._writer = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._writer.start()

    def _run(self) -> None:
        autosave = self.storage.autosave
        while True:
            try:
                item = self._queue.get(timeout=2.0)
            except queue.Empty:
                return  # idle: a new write starts a new thread
            taken = 1
            while True:  # only the newest save matters
                try:
                    item = self._queue.get_nowait()
                    taken += 1
                except queue.Empty:
                    break
            try:
                if item is _CLEAR:
                    autosave.clear()
                else:
                    autosave.write_text(item)
                self.warning.emit("autosave", "")
            except AutosaveError as e:
                self.warning.emit("autosave", storage_text(e))
            except Exception:  # never let the writer die silently
                log.exception("the autosave could not be written")
            finally:
                for _ in range(taken):
                    self._queue.task_done()

    def flush(self) -> None:
        """Wait until every save asked for is on disk (the app closes)."""
        writer = self._writer
        if writer is not None and writer.is_alive():
            self._queue.join()
