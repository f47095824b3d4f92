"""Games waiting to be stored in the history: what could not be written there yet.

When the history cannot take a game's deals (another program holds it locked, the disk
is full, ...), the game is not left to the autosave alone — the autosave is cleared when
the game ends or is put aside, and a new game writes over it. It waits in the folder
``pending`` beside the autosave, one file per game, ``<uid>.record.json``: a
``deberts-record`` (the engine reads it as it is) of the game as far as it was to be
stored, with one extra top-level object ``"pending"``: ``uid`` (the game's key, 32 hex
digits, :func:`new_uid`), ``op`` (``store``: its finished deals; ``keep``: put aside
unfinished, its whole record; ``delete``: an abandoned game to delete, no deals),
``history_id`` (its history game, or absent: a new one is made), ``levels`` and
``practice`` (as in the autosave) and ``saved_at``. A newer state of the same game
replaces its file; a new game never does. The file goes once the game is stored
(:class:`~.saving.SaveWriter` retries at every save and at start).

Files are written atomically (:func:`~.files.write_atomic`) and read as records are
(:func:`~.files.read_file`: a regular file up to the record limit). A file that cannot be read
is moved aside as ``.bak`` with a message for the player; nothing here raises but
:meth:`PendingFiles.put`.
"""

from __future__ import annotations

import json
import logging
import re
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine.record import MAX_RECORD_BYTES
from .files import move_aside, read_file, write_atomic
from .messages import Message

log = logging.getLogger("deberts_desktop.storage")

FOLDER = "pending"
SUFFIX = ".record.json"
OPS = ("store", "keep", "delete")

_UID = re.compile(r"[0-9a-f]{32}")


def new_uid() -> str:
    """A new game's key: 32 lowercase hex digits."""
    return uuid.uuid4().hex


def history_id_of(value: Any) -> int | None:
    """``value`` (what a file says of its game's id in the history) when it can be one: a
    whole number SQLite can hold (a signed 64-bit one), not a bool; else None, as for an
    id not given — a number of 30 digits in a damaged file would fail every query of the
    history (OverflowError), and the game would never be stored.

    >>> history_id_of(7), history_id_of(True), history_id_of("7"), history_id_of(10**30)
    (7, None, None, None)
    """
    return value if type(value) is int and -2**63 <= value < 2**63 else None


def is_uid(value: Any) -> bool:
    """Whether ``value`` is a game's key as :func:`new_uid` makes them (safe in a file name)."""
    return isinstance(value, str) and _UID.fullmatch(value) is not None


@dataclass(frozen=True)
class Snapshot:
    """A game as it is to be stored in the history: ``uid`` (its key), ``op`` (one of
    :data:`OPS`), ``record`` (its ``deberts-record`` as a JSON object, nothing in it shared
    with the live game; None for ``delete``), ``history_id`` (its history game if known),
    ``levels`` (per seat, None for a person), ``practice`` (the practice mark as its
    JSON object, None for an ordinary game) and ``preset`` (the rule preset the game was
    started with, None for custom rules or not known), ``seed`` (the seed the table gave its
    computers, a whole number or a text; None: unseeded)."""

    uid: str
    op: str
    record: dict[str, Any] | None
    history_id: int | None = None
    levels: list[str | None] | None = None
    practice: dict[str, Any] | None = None
    preset: str | None = None
    seed: int | str | None = None

    def to_text(self, history_id: int | None = None, saved_at: str | None = None) -> str:
        """The pending file's text (``history_id``: the id learned since, else the own)."""
        gid = self.history_id if history_id is None else history_id
        meta: dict[str, Any] = {"uid": self.uid, "op": self.op}
        for key, value in (("history_id", gid), ("levels", self.levels), ("practice", self.practice),
                           ("preset", self.preset), ("seed", self.seed), ("saved_at", saved_at)):
            if value is not None:
                meta[key] = value
        data = dict(self.record or {"format": "deberts-record"})
        data["pending"] = meta
        return json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"

    @classmethod
    def from_text(cls, text: str) -> "Snapshot":
        """:raises ValueError: not a pending file this program wrote."""
        data = json.loads(text)
        meta = data.pop("pending", None) if isinstance(data, dict) else None
        if not isinstance(meta, dict) or not is_uid(meta.get("uid")) or meta.get("op") not in OPS:
            raise ValueError("not a pending game")
        gid = history_id_of(meta.get("history_id"))
        levels = meta.get("levels") if isinstance(meta.get("levels"), list) else None
        practice = meta.get("practice") if isinstance(meta.get("practice"), dict) else None
        preset = meta.get("preset") if isinstance(meta.get("preset"), str) else None
        seed = meta.get("seed") if isinstance(meta.get("seed"), str) or type(meta.get("seed")) is int else None
        record = None if meta["op"] == "delete" else data
        if meta["op"] == "delete" and gid is None:
            raise ValueError("a deletion without a game")
        return cls(meta["uid"], meta["op"], record, gid, levels, practice, preset, seed)


class PendingFiles:
    """The folder of games waiting to be stored (``folder`` need not exist yet)."""

    def __init__(self, folder: str | Path):
        self.folder = Path(folder)

    def path(self, uid: str) -> Path:
        return self.folder / f"{uid}{SUFFIX}"

    def put(self, snapshot: Snapshot, history_id: int | None = None, saved_at: str | None = None) -> Path:
        """Keep ``snapshot`` (replacing the same game's older one). Returns the file.

        :raises OSError: it cannot be written (the older file, if any, is unchanged)."""
        path = self.path(snapshot.uid)
        write_atomic(path, snapshot.to_text(history_id, saved_at).encode("utf-8"))
        return path

    def remove(self, uid: str) -> None:
        """The game is stored (or no longer to be): its file goes. Never raises."""
        try:
            self.path(uid).unlink()
        except FileNotFoundError:
            pass
        except OSError:
            move_aside(self.path(uid), ".old", replace=True)

    def history_ids(self) -> set[int]:
        """The history games that something waiting will change (their rows there are
        not up to date: not to be offered meanwhile). Reads only; never raises."""
        ids = set()
        try:
            paths = [p for p in self.folder.iterdir() if p.name.endswith(SUFFIX)]
        except OSError:
            return ids
        for path in paths:
            try:
                gid = Snapshot.from_text(read_file(path, MAX_RECORD_BYTES).decode("utf-8")).history_id
                if gid is not None:
                    ids.add(gid)
            except (OSError, ValueError, UnicodeDecodeError, RecursionError):
                pass
        return ids

    def load(self) -> tuple[list[Snapshot], list[Message]]:
        """Every game waiting, oldest file first, and messages for the player about files
        that could not be read (each moved aside as ``.bak``). Never raises."""
        try:
            paths = [p for p in self.folder.iterdir() if p.name.endswith(SUFFIX) and is_uid(p.name[: -len(SUFFIX)])]
        except OSError:  # no folder (nothing waits), or it cannot be read
            return [], []
        found: list[tuple[float, Snapshot]] = []
        messages: list[Message] = []
        for path in paths:
            try:
                # a FIFO, a device, a folder, a file over the record limit: never read
                snap = Snapshot.from_text(read_file(path, MAX_RECORD_BYTES).decode("utf-8"))
                if snap.uid != path.name[: -len(SUFFIX)]:
                    raise ValueError("another game's key")
                found.append((path.stat().st_mtime, snap))
            except (OSError, ValueError, UnicodeDecodeError, RecursionError) as e:
                log.warning("the pending game %s cannot be read: %s", path, e)
                kept = move_aside(path, ".bak")
                messages.append(Message("A game waiting to be stored in the history could not be read. It was kept "
                                        "as {path}.", path=kept or path))
        found.sort(key=lambda pair: pair[0])
        return [snap for _, snap in found], messages
