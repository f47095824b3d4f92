"""Resume: the game in progress, saved as its record after every action.

The file ``autosave.record.json`` in ``platformdirs.user_data_dir("deberts-desktop")`` is a
``deberts-record`` (the engine reads it as it is) with one extra top-level object,
``"resume"``, that the engine ignores: the history game id to go on writing to, the
computer seats' levels, the time of the save, the rule preset the game was started with
(``"preset"``: a built-in preset's key or an own preset's name; absent for custom rules),
the seed the table gives its computers (``"seed"``: a whole number or a text; absent when
unseeded: what the deals stored from the save are kept with, ``deals.seed``) and, for a practice game, its practice mark
(the context it started from: the record does not hold it). It is written atomically, so a crash or
a power cut leaves either the previous save or the new one.

At start-up :meth:`Autosave.load_resume` replays the record to the exact position (same
hands, phase, legal actions, scores). A file that cannot be read or replayed is moved
aside to ``autosave.record.json.bak`` and a message is left in :attr:`Autosave.messages`;
it never raises. A pipe, a device (a link to ``/dev/zero``) or a file larger than a game
record may be (:data:`~deberts_desktop.engine.record.MAX_RECORD_BYTES`) is moved aside
unread (:func:`~.files.read_file`).
"""

from __future__ import annotations

import json
import logging
import os
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any, Sequence as Seq

from ..lazy import lazy_exports
from .files import (FileTooLargeError, NotRegularFileError, StorageError, clear_stale_temporaries, describe_os_error,
                    megabytes, move_aside, read_file, write_atomic)
from .messages import Message, record_problem
from .places import AUTOSAVE_FILE as FILE_NAME
from .places import default_data_dir

if TYPE_CHECKING:  # the record's and the history's modules: imported when a save is read or made
    from ..engine.game import Game
    from ..engine.record import GameRecord
    from .history import PracticeMark
    from .resume import Resume

log = logging.getLogger("deberts_desktop.storage")

class AutosaveError(StorageError):
    """The game in progress could not be saved (the previous save is unchanged)."""


class Autosave:
    """The autosave file.

    :param path: the file (default ``autosave.record.json`` in the user data folder).
    """

    def __init__(self, path: str | Path | None = None):
        self.path = Path(path) if path is not None else default_data_dir() / FILE_NAME
        #: Messages from the last :meth:`load_resume`, for the player (shown once).
        self.messages: list[Message] = []
        #: After :meth:`load_resume` found the file damaged: the history game it was saving
        #: to, when that can still be read from it (else None) — the game to offer from
        #: History instead.
        self.lost_history_id: int | None = None
        #: After :meth:`load_resume`: the key (:attr:`~.resume.Resume.uid`) of the saved
        #: game when it was deleted from the history while played (``"kept": false``), so
        #: that the game continued is not stored there again; else None.
        self.forgotten_uid: str | None = None

    def save(self, game: Game, history_id: int | None = None, levels: Seq[str | None] | None = None,
             practice: PracticeMark | None = None, preset: str | None = None, seed: int | str | None = None) -> None:
        """Save ``game`` where it is now (with ``practice``: the mark of a practice game,
        its context included). A finished game clears the autosave instead (there is
        nothing to resume).

        :raises AutosaveError: the file cannot be written (disk full, no permission); the
            previous save is then unchanged.
        """
        text = self.text_for(game, history_id, levels, practice, preset, seed)
        if text is None:
            self.clear()
        else:
            self.write_text(text)

    @staticmethod
    def text_for(game: Game, history_id: int | None = None, levels: Seq[str | None] | None = None,
                 practice: PracticeMark | None = None, preset: str | None = None,
                 seed: int | str | None = None) -> str | None:
        """The file's text for ``game`` now (None for a finished game: nothing to save).
        Quick; :meth:`write_text` does the slow part (it may run on another thread)."""
        data = Autosave.data_for(game, levels, practice, preset, seed)
        return None if data is None else Autosave.text_of(data, history_id)

    @staticmethod
    def data_for(game: Game, levels: Seq[str | None] | None = None, practice: PracticeMark | None = None,
                 preset: str | None = None, seed: int | str | None = None) -> dict[str, Any] | None:
        """The save of ``game`` now as a JSON object of its own (nothing in it is shared
        with the game: another thread may turn it into text), without its history id;
        None for a finished game.

        :raises ValueError: a position set up by hand that no record can hold."""
        if game.finished:
            return None
        from ..engine.record import game_record
        from .history import now_text

        data: dict[str, Any] = game_record(game).to_dict()
        resume: dict[str, Any] = {"saved_at": now_text()}
        if levels is not None:
            resume["levels"] = list(levels)
        if practice is not None:
            resume["practice"] = json.loads(practice.to_json())
        if preset is not None:
            resume["preset"] = preset
        if seed is not None:
            resume["seed"] = seed
        data["resume"] = resume
        return data

    @staticmethod
    def text_of(data: dict[str, Any], history_id: int | None = None, uid: str | None = None,
                kept: bool = True) -> str:
        """The file's text for a save made by :meth:`data_for`, with the history game its
        deals go to and the game's key (:attr:`~.resume.Resume.uid`); ``kept`` False: the
        game was deleted from the history while played, and is not stored there again
        (``"kept": false``; read back as :attr:`forgotten_uid`)."""
        resume = dict(data["resume"])
        if history_id is not None:
            resume["history_id"] = history_id
        if uid is not None:
            resume["uid"] = uid
        if not kept:
            resume["kept"] = False
        return json.dumps({**data, "resume": resume}, ensure_ascii=False, separators=(",", ":")) + "\n"

    def write_text(self, text: str) -> None:
        """Write a save made by :meth:`text_for`, atomically (write, flush, rename).

        :raises AutosaveError: the file cannot be written; the previous save is unchanged.
        """
        try:
            write_atomic(self.path, text.encode("utf-8"))
        except OSError as e:
            raise AutosaveError(Message(
                "The game in progress could not be saved in {folder}: {reason}.",
                folder=self.path.parent, reason=describe_os_error(e),
            )) from e

    def clear(self) -> None:
        """Forget the saved game (it ended, or the player chose a new one). Never raises."""
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass
        except OSError:
            # cannot delete: make it harmless by moving it aside
            move_aside(self.path, ".old", replace=True)

    def exists(self) -> bool:
        return self.path.is_file()

    def load_resume(self) -> Resume | None:
        """The saved game, replayed to the exact position, or None when there is none (or
        it was already over). Never raises: a file that cannot be read or replayed is
        moved aside as ``.bak`` and a message for the player is put in
        :attr:`messages`. Temporary files of saves cut short by a crash are deleted
        (:func:`~.files.clear_stale_temporaries`)."""
        self.messages = []
        self.lost_history_id = None
        self.forgotten_uid = None
        clear_stale_temporaries(self.path)
        if not os.path.lexists(self.path):  # no save (the modules that read one are not needed)
            return None
        from ..engine.record import MAX_RECORD_BYTES, RecordError, parse_record, replay
        from .history import PracticeMark
        from .pending import history_id_of, is_uid

        try:
            raw = read_file(self.path, MAX_RECORD_BYTES)
        except FileNotFoundError:
            return None
        except NotRegularFileError:
            return self._broken(Message("it is not a regular file (a pipe, a device or a socket)"))
        except FileTooLargeError as e:
            return self._broken(Message("it is larger than {limit} MB, the most a game record can be",
                                        limit=megabytes(e.limit)))
        except OSError as e:  # (no right to read it, a disk error): kept aside, not written over by the next save
            self.messages.append(Message("The saved game could not be read ({reason}).", reason=describe_os_error(e, reading=True)))
            kept = move_aside(self.path, ".bak")
            if kept is not None:
                self.messages.append(Message("The original file was kept as {path}.", path=kept))
            return None
        try:
            data = json.loads(raw.decode("utf-8"))
            record = parse_record(data)
            meta = data.get("resume") if isinstance(data.get("resume"), dict) else {}
            practice = None
            if isinstance(meta.get("practice"), dict):
                practice = PracticeMark.from_json(json.dumps(meta["practice"]), record.rules)
            game = replay(record, context=practice.context if practice else None)
        except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
            self.lost_history_id = history_id_in(raw)
            return self._broken(Message("the file is damaged"))
        except RecordError as e:
            # the player is told where it breaks; the engine's (English) reason is for a bug report
            log.warning("the saved game %s cannot be replayed: %s", self.path, e)
            self.lost_history_id = history_id_in(raw)
            return self._broken(record_problem(e.deal, e.action))
        except Exception:  # an engine bug must not stop the app from starting
            log.exception("the saved game %s could not be replayed", self.path)
            self.lost_history_id = history_id_in(raw)
            return self._broken(Message("it could not be replayed"))
        if game.finished:
            self.clear()
            return None
        history_id = history_id_of(meta.get("history_id"))
        levels = meta.get("levels")
        if not (isinstance(levels, list) and len(levels) == record.rules.players
                and all(v is None or isinstance(v, str) for v in levels)):
            levels = None
        saved_at = meta.get("saved_at") if isinstance(meta.get("saved_at"), str) else None
        uid = meta.get("uid") if is_uid(meta.get("uid")) else None
        preset = meta.get("preset")
        preset = preset if isinstance(preset, str) and 0 < len(preset) <= 40 else None
        seed = meta.get("seed")
        seed = seed if type(seed) is int or (isinstance(seed, str) and len(seed) <= 200) else None
        if meta.get("kept") is False and uid is not None:  # deleted from the history while played
            self.forgotten_uid = uid
        from .resume import Resume  # (imported with the first game to continue)

        return Resume(game, record, history_id, levels, saved_at, practice, uid, preset, seed)

    def _broken(self, reason: str) -> None:
        kept = move_aside(self.path, ".bak")
        if kept:
            self.messages.append(Message("The saved game could not be continued: {reason}. It was kept as {path}.",
                                         reason=reason, path=kept))
        else:
            self.messages.append(Message("The saved game could not be continued: {reason}.", reason=reason))
        return None


#: The history id as :meth:`Autosave.text_for` writes it (compact JSON): inside a text of
#: the record a quote is escaped, so this is found only as a key.
_HISTORY_ID = re.compile(rb'"history_id":\s*(\d{1,18})\b')


def history_id_in(raw: bytes) -> int | None:
    """The history game id a damaged autosave's bytes still name (its ``resume`` object's
    ``history_id``), or None: read as JSON when the text still parses, else the last
    ``"history_id": N`` found in it (a file cut short loses it; one with junk added does
    not).

    >>> history_id_in(b'{"deals": [], "resume": {"history_id": 11}}'), history_id_in(b'{"resume":{"history_id":7}}junk')
    (11, 7)
    >>> history_id_in(rb'{"names": ["\\"history_id\\":5"]') is None
    True
    """
    try:
        data = json.loads(raw.decode("utf-8"))
        from .pending import history_id_of

        return history_id_of(data["resume"]["history_id"])
    except (ValueError, TypeError, KeyError, RecursionError):
        pass
    found = _HISTORY_ID.findall(raw)
    return int(found[-1]) if found else None


# a game to continue: its class in a module of its own, imported when first used (a start
# with no saved game makes none: issue 21)
__getattr__, __dir__ = lazy_exports(__name__, {"Resume": "resume"}, home=__package__)
