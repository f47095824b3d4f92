"""A saved game to continue (:class:`Resume`): what
:meth:`Autosave.load_resume <deberts_desktop.storage.autosave.Autosave.load_resume>` gives.
Named by :mod:`~deberts_desktop.storage.autosave` too; imported when first used (issue 21:
a start with no saved game does not make the class).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the record's and the history's modules: imported when a save is read
    from ..engine.game import Game
    from ..engine.record import GameRecord
    from .history import PracticeMark


@dataclass(frozen=True)
class Resume:
    """A game to continue: ``game`` replayed to where it stopped, its ``record``,
    ``history_id`` (the history game its deals go to, or None), ``levels`` (per seat, None
    for a person; None if not saved), ``saved_at`` (ISO 8601 UTC, or None) and
    ``practice`` (the practice mark of a practice game, the game replayed from its
    context; None for an ordinary game)."""

    game: Game
    record: GameRecord
    history_id: int | None = None
    levels: list[str | None] | None = None
    saved_at: str | None = None
    practice: PracticeMark | None = None
    #: the game's own key while it is saved (:attr:`~.saving.Snapshot.uid`), or None
    uid: str | None = None
    #: the rule preset the game was started with (a built-in key or an own preset's
    #: name), None for custom rules or when not saved
    preset: str | None = None
    #: the seed the table gave its computers (``deberts-desktop --seed``), None when
    #: unseeded or not saved: the game goes on seeded so, its deals stored with it
    seed: int | str | None = None
