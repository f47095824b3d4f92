"""Keeping the game being played: the autosave after every change and each finished deal
in the history database (one transaction per deal), all written by the session's one
writer thread (:class:`~deberts_desktop.storage.saving.SaveWriter`): nothing here writes
a file or waits for a lock on the GUI thread. A ``kill -9`` loses at most the action in
flight: the save on disk is always a whole record of a position the game passed through,
so the resumed game is a prefix of the one played. Deals the history cannot take yet (it
is locked by another program, the disk is full) wait in a pending file beside the
autosave until they are stored (:mod:`deberts_desktop.storage.pending`).

A game put aside unfinished (a new game started over it) is kept in the history with its
whole record and can be continued from there; an abandoned one is deleted. Failures are
warnings for the status bar, never exceptions: the game goes on.

At the app's start the saving waits for the first table (issue 21: the storage's modules
and the writer's thread cost that table some 30 ms, and the first save is worth nothing
before the person can act): :class:`GameStore` made with ``held=True`` keeps the game's
changes until :meth:`GameStore.release` (the window calls it once its first table is
drawn), then saves the newest; anything that needs the writer sooner (the app closing, a
game put aside) releases it at once.
"""

from __future__ import annotations

import json
import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..words import storage_text

if TYPE_CHECKING:  # the storage's modules are imported when the saving starts
    from ...storage.saving import SaveWriter

log = logging.getLogger("deberts_desktop.ui")

translate = QCoreApplication.translate

#: How often a game the writer is still storing is looked for again (ms): :meth:`GameStore.after_writes`
WRITER_POLL_MS = 50


class GameStore(QObject):
    """The game's persistence for the session.

    ``warning(key, text)``: a lasting problem (``key`` ``history`` or ``autosave``; text ""
    when it is over); ``notice(text)``: a one-off message for the status bar (saving works
    again, games kept from before are stored now); ``history_made()``: a new history (the
    storage's ``history_waiting``) was made by the writer's thread, or could not be;
    ``stored()``: a game's state has reached the history (the writer's thread stored it).
    :attr:`delayed`: the keys whose warning now is a delay (the history locked by another
    program: the game is kept and stored later), not a failure. :attr:`game_id` is the game's id in the
    history (None: not stored yet, or not kept); :attr:`uid` its key while it is saved.

    :param storage: an :class:`~..start.folders.AppStorage` (None: nothing is kept).
    :param held: the saving waits for :meth:`release` (see the module's documentation).
    """

    warning = Signal(str, str)
    notice = Signal(str)
    #: a new history (the first start on a data folder) was made by the writer, or could not be
    history_made = Signal()
    #: a game's state (this game's or another one's: a deal stored, a game kept or deleted)
    #: has reached the history, on the writer's thread; emitted on the GUI thread (queued)
    stored = Signal()
    _told = Signal(str, object)  # from the writer's thread: (key, Message or None)

    def __init__(self, storage=None, parent: QObject | None = None, held: bool = False):
        super().__init__(parent)
        self.storage = storage
        self._uid: str | None = None
        self._new_uid = False  # the game's key is made when first asked for (uid)
        self.levels: list | None = None
        #: a practice game's mark (None: an ordinary game)
        self.practice = None
        #: the rule preset the game was started with (a built-in preset's key or an own
        #: preset's name; None: custom rules, or not known), kept in the autosave
        self.preset: str | None = None
        #: the seed the table gives its computers (None: unseeded), kept with each deal stored
        self.seed: int | str | None = None
        #: the game is stored in the history (False after it was deleted there)
        self.kept = True
        #: the game is saved at all (False: a problem's position, Game → Problems — neither
        #: autosaved nor kept in the history)
        self.saving = True
        self._given_id: int | None = None
        self._stored_rows = 0
        #: the keys of the warnings that are delays (:data:`~...storage.saving.DELAYED`)
        self.delayed: set[str] = set()
        self.writer: SaveWriter | None = None
        #: the saving waits for :meth:`release`
        self.held = held
        self._changed = None  # the game last changed while held: saved on release
        self._game = None  # the game kept (the last one :meth:`changed` was given)
        self._forgotten: set[str] = set()  # the keys of games deleted from the history while played
        #: the last :meth:`unsaved` found the writer still writing at its bound
        self.still_saving = False
        if not held:
            self._start_writer()

    def _start_writer(self) -> None:
        st = self.storage
        if st is None:
            return
        path = st.writer_history_path
        if st.autosave is not None or path is not None or st.history_with_games is not None:
            from ...storage.saving import SaveWriter

            self.writer = SaveWriter(path, st.autosave, self._tell)
            self._told.connect(self._on_told)
            if st.history_waiting is not None:  # a new history: made on the writer's thread
                self.writer.make_history()
                st.making_history = self.writer.wait_for_history  # the window opens it after that
            self.writer.start()  # what an earlier run could not store is tried at once

    def release(self) -> None:
        """Start saving (after :class:`GameStore` ``held``): the writer's thread, and the
        game as it stands now. Nothing when it was not held or is released already."""
        if not self.held:
            return
        self.held = False
        self._start_writer()
        if self.writer is not None and (self._uid is not None or self._new_uid):  # as attach does
            self._adopt()
        game, self._changed = self._changed, None
        if game is not None:
            self.changed(game)

    def _adopt(self) -> None:
        """The writer learns the game's key and history id — and that a game not kept is
        never stored (:meth:`forget`; a saved game deleted from the history while played)."""
        self.writer.adopt(self.uid, self._given_id)
        if not self.kept:
            self.writer.forget(self.uid)

    @property
    def uid(self) -> str | None:
        """The game's key while it is saved (made when first asked for); None: no game."""
        if self._new_uid:
            from ...storage.pending import new_uid

            self._uid, self._new_uid = new_uid(), False
        return self._uid

    @uid.setter
    def uid(self, value: str | None) -> None:
        self._uid, self._new_uid = value, False

    @property
    def history(self):
        """The history to read from (None: none is kept, or it may only be read)."""
        st = self.storage
        if st is None or st.history is None or st.history.read_only:
            return None
        return st.history

    @property
    def game_id(self) -> int | None:
        """The game's id in the history: the one it was continued with, or the one the
        writer gave it since (None: not stored yet, or no longer kept)."""
        if not self.kept:
            return None
        learned = self.writer.history_id(self.uid) if self.writer is not None else None
        return learned if learned is not None else self._given_id

    def resolve(self, kept) -> int | None:
        """The history id of a game put aside: ``kept`` is its id, or its key (a game the
        writer had not stored yet when it was put aside: its id once stored), or None."""
        if isinstance(kept, str):
            return self.writer.history_id(kept) if self.writer is not None else None
        return kept

    def waiting_ids(self) -> set[int]:
        """The history games whose newer state waits in a pending file (their rows there
        are behind: not offered to continue until stored)."""
        self.release()
        pending = self.writer.pending if self.writer is not None else None
        return pending.history_ids() if pending is not None else set()

    # ------------------------------------------------------------------ a game
    def attach(self, game, levels, game_id: int | None = None, practice=None, uid: str | None = None,
               preset: str | None = None, saving: bool = True, seed: int | str | None = None) -> None:
        """Keep ``game`` from now on (a new game, or one continued with its history id;
        ``uid``: its key when continued from the autosave); ``practice``: its
        :class:`~deberts_desktop.storage.history.PracticeMark` (a practice game, kept out
        of the statistics); ``preset``: the rule preset it was started with (None: custom,
        or not known); ``saving`` False: the game is neither autosaved nor kept in the
        history (a problem's position); ``seed``: the seed the table gives its computers
        (None: unseeded), kept with each deal stored (what its comparison is seeded with)."""
        self.seed = seed
        self.uid = uid
        self._new_uid = uid is None
        self.preset = preset
        self._given_id = game_id
        self.practice = practice
        self.levels = list(levels) if levels is not None else None
        autosave = self.storage.autosave if self.storage is not None else None
        # a game deleted from the history while played (this run, or saved so) stays out of it
        self.kept = uid is None or (uid not in self._forgotten and (autosave is None or uid != autosave.forgotten_uid))
        self.saving = saving
        if self.writer is not None:
            self._adopt()
        self._stored_rows = -1 if game_id is not None else 0  # bring a continued game in line
        self.changed(game)

    def changed(self, game) -> None:
        """The game changed (a deal started, an action applied): autosave it, and store
        newly finished deals in the history (both queued for the writer; while held, on
        :meth:`release`)."""
        self._game = game
        if self.held:
            self._changed = game
            return
        if self.storage is None or self.writer is None or not self.saving:
            return
        from ...storage.autosave import Autosave

        rows = len(game.rows)
        if rows != self._stored_rows and (rows > 0 or self._given_id is not None):
            self._store(game, "store")
        if self.writer.autosave is not None:
            try:
                data = Autosave.data_for(game, self.levels, self.practice, self.preset, self.seed)
            except ValueError as e:  # a position a record cannot hold (a set-up position)
                log.info("the game is not autosaved: %s", e)
                self.warning.emit("autosave", translate(
                    "GameStore", "A position set up by hand that no game record can hold is not saved: it cannot "
                    "be continued once the app is closed."))
                return
            self.writer.save(self.uid, data)

    def _store(self, game, op: str) -> None:
        if self.history is None or not self.kept or self.uid is None:
            return
        from ...engine.record import game_record
        from ...storage.messages import Message
        from ...storage.pending import Snapshot

        self._stored_rows = len(game.rows)
        try:
            record = game_record(game).to_dict()
        except ValueError:
            why = Message("A position set up by hand that no game record can hold is not kept in the history.")
            self.warning.emit("history", translate("GameStore", "%1 The score sheet was not stored.")
                              .replace("%1", storage_text(why)))
            return
        practice = None if self.practice is None else json.loads(self.practice.to_json())
        self.writer.store(Snapshot(self.uid, op, record, self.game_id, self.levels, practice, self.preset,
                                   self.seed))

    def store_comparison(self, uid: str | int, number: int, comparison: dict, rated: bool) -> None:
        """Keep the comparison of deal ``number`` (1, 2, ...) of game ``uid`` (this game's
        :attr:`uid` or an earlier one's, or a stored game's history id) in the history, after its deals
        (:meth:`~deberts_desktop.storage.saving.SaveWriter.store_comparison`; ``rated``: it
        counts for the rating)."""
        if self.history is None or uid is None or self.writer is None:
            return
        self.writer.store_comparison(uid, number, comparison, rated)

    def store_comparison_failure(self, uid: str | int, number: int, configuration: str) -> None:
        """Count a failed comparison of deal ``number`` of game ``uid`` (as
        :meth:`store_comparison`) with the Master of ``configuration`` in the history: a deal
        that fails too often with a Master is compared again no more by it
        (:meth:`~deberts_desktop.storage.saving.SaveWriter.store_comparison_failure`)."""
        if self.history is None or uid is None or self.writer is None:
            return
        self.writer.store_comparison_failure(uid, number, configuration)

    def put_aside(self, game) -> int | None:
        """The game is put aside unfinished (Keep): its whole record goes to the history so
        that it can be continued from there; the autosave is cleared. Returns its id (None
        while the writer has not stored it yet: :meth:`resolve` its :attr:`uid` then)."""
        self.release()
        if self.writer is None or not self.saving:
            return None
        if not game.finished:
            self._store(game, "keep")
        gid = self.game_id
        self.writer.save(self.uid, None)
        self.uid = self._given_id = None
        return gid

    def abandon(self, game) -> None:
        """The game is abandoned: deleted from the history, the autosave cleared."""
        self.release()
        if self.writer is None:
            return
        if self.uid is not None:
            self.writer.delete(self.uid, self.game_id if self.history is not None else None)
        self.writer.save(self.uid, None)
        self.uid = self._given_id = None

    def forget(self, game_id: int) -> None:
        """The history's game ``game_id`` was deleted by the player: if it is the game being
        played, it is no longer kept there (it goes on, saved only for resuming)."""
        if game_id is not None and game_id == self.game_id:
            self.release()
            self.kept = False
            self._given_id = None
            if self.uid is not None:
                self._forgotten.add(self.uid)
            if self.writer is not None and self.uid is not None:
                self.writer.forget(self.uid)
                if self._game is not None:  # its autosave says so at once (a restart keeps it out too)
                    self.changed(self._game)

    def keep_again(self) -> None:
        """The person chose to keep the game in the history (Keep) after deleting it there
        while played (:meth:`forget`): it is kept again, stored as a new game when put
        aside. Nothing for a game kept."""
        if self.kept or self.uid is None:
            return
        self._forgotten.discard(self.uid)
        self.kept = True
        if self.writer is not None:
            self.writer.adopt(self.uid, None)

    # ------------------------------------------------------------------ the writer
    def _tell(self, key: str, message) -> None:
        """On the writer's thread: pass it to the GUI thread (queued)."""
        try:
            self._told.emit(key, message)
        except RuntimeError:  # the window is gone: nobody to tell
            pass

    def _on_told(self, key: str, message) -> None:
        from ...storage.saving import DELAYED

        if key == "made":
            self.history_made.emit()
        elif key == "stored":
            self.stored.emit()
        elif key == "notice":
            self.notice.emit(storage_text(message))
        else:
            if getattr(message, "template", None) == DELAYED.template:
                self.delayed.add(key)
            else:
                self.delayed.discard(key)
            self.warning.emit(key, "" if message is None else storage_text(message))

    def after_writes(self, then, pending=None) -> None:
        """Run ``then()`` once the writer is done with every job asked for before this call
        (:meth:`~deberts_desktop.storage.saving.SaveWriter.done_with`: a game's id is known
        before its record is written, in the same job) and ``pending()`` (when given: a
        newer state still waits in a pending file, the history locked a moment) is false —
        at once when it is so already, else looked for every :data:`WRITER_POLL_MS` on the
        event loop (the window answers meanwhile), at most the writer's closing time
        (:data:`~deberts_desktop.storage.saving.CLOSE_S`); ``then()`` runs at the bound too
        (it reads what is stored, and says so when that is not enough). The one wait of
        Back to the game, the problems' × and History → Continue for a game just kept."""
        from PySide6.QtCore import QTimer

        from ...storage.saving import CLOSE_S

        writer = self.writer
        mark = writer.asked() if writer is not None else 0  # the kept game's newest state is among these
        polls = [int(CLOSE_S * 1000) // WRITER_POLL_MS]

        def attempt() -> None:
            if polls[0] > 0 and (writer is not None and not writer.done_with(mark)
                                 or pending is not None and pending()):
                polls[0] -= 1
                QTimer.singleShot(WRITER_POLL_MS, attempt)
                return
            then()

        attempt()

    def unsaved(self) -> str | None:
        """Why the game in progress is not saved (the person reads it: "The game in progress
        could not be saved in … : the disk is full."), once the saves asked for are written
        (:meth:`flush`); None when its last save was written (or none failed, or the game is
        not saved by choice: a problem's position, no data folder). A writer still busy at
        the flush's bound (a disk or a network folder that hangs) has not written the last
        save, whatever the last one it wrote did: that is the reason then, and
        :attr:`still_saving` is True."""
        self.still_saving = False
        if not self.saving:
            return None
        done = self.flush()
        if self.writer is None:
            return None
        if not done:
            self.still_saving = True
            autosave = self.writer.autosave
            folder = str(autosave.path.parent) if autosave is not None else ""
            return translate("GameStore", "The game in progress is still being saved in %1: the disk does not "
                             "answer.").replace("%1", folder)
        failure = self.writer.autosave_failure
        return None if failure is None else storage_text(failure)

    def save_again(self) -> str | None:
        """Save the game as it stands now once more (the disk may have room again) and wait
        for it: :meth:`unsaved` after that."""
        if self._game is not None:
            self.changed(self._game)
        return self.unsaved()

    def flush(self) -> bool:
        """Wait until every save asked for is done (tests; the app closes), with a bound.
        What the history could not take is in its pending file by then."""
        self.release()
        return self.writer.flush() if self.writer is not None else True

    def close(self) -> bool:
        """The app closes: write what was asked for and end the writer's thread (waiting
        a bounded time). False: the thread had not ended by then.

        The app ends however it was asked to (a hang-up or ``kill -TERM`` while the window
        asked "still being saved" or "could not be saved"): when the game in progress is
        not saved then — the writer still busy (a disk that does not answer), or its last
        save failed (a full disk) — the log says so, with the game as it stood (the
        autosave's content, one line of JSON), so that its moves can be brought back."""
        self.release()
        if self.writer is None:
            return True
        ended = self.writer.close()
        failure = self.writer.autosave_failure
        if ended and failure is None:
            return True
        game, autosave = self._game, self.writer.autosave
        where = f" in {autosave.path.parent}" if autosave is not None else ""
        why = f"still being saved{where}: the disk does not answer" if not ended else f"not saved: {failure}"
        data = None
        if game is not None and self.saving and autosave is not None:
            from ...storage.autosave import Autosave

            try:
                data = Autosave.data_for(game, self.levels, self.practice, self.preset, self.seed)
            except ValueError:  # a position no record can hold: not autosaved at all
                pass
        if data is None:
            log.error("the app ends with its saves not all written (%s)", why)
        else:
            log.error("the app ends with the game in progress %s; the moves since it was last saved may be lost; "
                      "the game as it stood: %s", why, json.dumps(data, ensure_ascii=False))
        return ended
