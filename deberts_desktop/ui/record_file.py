"""Opening a record file in the window (Game → Open record…, ``deberts-desktop FILE``).

The pure part, for the window's ``open_record(path)``: :func:`read_record_file` reads and
replays the file (nothing else is read or written: no history, no autosave, no game is
touched), :func:`refusal_text` words a refusal in the player's language — the same reason
``deberts-desktop replay FILE`` prints, from the ``RecordError``'s code and params — and
:func:`open_record_file` does both, showing a refusal in a message box.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from ..engine.game import Game
from ..engine.record import GameRecord, RecordError, load_record, replay
from .words import record_error_text

log = logging.getLogger("deberts_desktop.ui")


@dataclass(frozen=True)
class OpenedRecord:
    """A record file read: ``path``, its ``record`` and the ``game`` it replays to (where
    the record stops)."""

    path: Path
    record: GameRecord
    game: Game


def read_record_file(path: str | Path) -> OpenedRecord:
    """Read and replay a record file.

    :raises RecordError: as ``replay`` would refuse it (the file, the record or a move)."""
    record = load_record(path)
    return OpenedRecord(Path(path), record, replay(record))


def refusal_text(path: str | Path, error: RecordError) -> str:
    """"The record FILE cannot be opened: <reason>." in the player's language (context
    "RecordFile")."""
    return QCoreApplication.translate("RecordFile", "The record %1 cannot be opened: %2.").replace(
        "%1", Path(path).name).replace("%2", record_error_text(error))


def open_record_file(parent: QWidget | None, path: str | Path, show_refusal=None) -> OpenedRecord | None:
    """Read ``path`` for the window: the record and its game, or None after the refusal
    was shown (``show_refusal(title, text)``, default a warning box over ``parent``) and
    the engine's English reason logged."""
    try:
        return read_record_file(path)
    except RecordError as e:
        log.warning("the record %s cannot be opened: %s", path, e)
        text = refusal_text(path, e)
        title = QCoreApplication.translate("RecordFile", "Open record")
        if show_refusal is not None:
            show_refusal(title, text)
        else:
            QMessageBox.warning(parent, title, text)
        return None
