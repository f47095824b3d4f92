"""Where a game starts on the score sheet when it does not start from nothing
(:class:`GameContext`: a deal played again in practice, a replay from a position). Named
by :mod:`~deberts_desktop.engine.game` too; imported when first used (issue 21: a new
game from nothing, the first table's, does not make the class).
"""

from __future__ import annotations

from dataclasses import dataclass

from .rules import Rules
from .scoring import ScoreRow


@dataclass(frozen=True, slots=True)
class GameContext:
    """Where a game starts on the score sheet when it does not start from nothing (a deal
    played again in practice starts where the original game stood before that deal).
    Per **side**: ``scores`` and ``baits`` (bait counts as declarer); ``pots``: the points
    waiting, oldest first. It is not part of the game record (DESIGN.md): keep it beside
    the record (the history's practice metadata, the autosave's resume object).

    >>> GameContext((120, 40), (1, 0), (81,)).rotated(Rules(players=2), 1)
    GameContext(scores=(40, 120), baits=(0, 1), pots=(81,))
    """

    scores: tuple[int, ...]
    baits: tuple[int, ...]
    pots: tuple[int, ...] = ()

    @classmethod
    def of(cls, row: ScoreRow) -> "GameContext":
        """The context a score-sheet row leaves (``DealEntry.before`` is the sheet before
        a deal, as the players saw it: ``Game.view``'s ``scores``, ``baits``, ``pots``)."""
        return cls(tuple(row.scores), tuple(row.baits), tuple(row.pots))

    def rotated(self, rules: Rules, shift: int) -> "GameContext":
        """The same context with the seats renumbered so that seat ``shift`` becomes seat
        0 (side ``i`` of the result is side ``(i + shift) mod sides`` here; in 4 pairs an
        odd shift swaps the two pairs)."""
        k = rules.sides
        return GameContext(tuple(self.scores[(i + shift) % k] for i in range(k)),
                           tuple(self.baits[(i + shift) % k] for i in range(k)), tuple(self.pots))

    def to_dict(self) -> dict:
        """``{"scores": [...], "baits": [...], "pots": [...]}`` (JSON-ready)."""
        return {"scores": list(self.scores), "baits": list(self.baits), "pots": list(self.pots)}

    @classmethod
    def from_dict(cls, data, rules: Rules) -> "GameContext":
        """Read :meth:`to_dict`'s form for a game of ``rules``.

        :raises ValueError: not that shape (one whole number per side for scores and
            baits, a list of whole numbers for pots)."""

        def numbers(value, count=None) -> tuple[int, ...]:
            if not isinstance(value, list) or any(type(v) is not int for v in value) or (
                    count is not None and len(value) != count):
                raise ValueError("a game context needs whole numbers: scores and baits per side, pots")
            return tuple(value)

        if not isinstance(data, dict):
            raise ValueError("a game context must be an object")
        ctx = cls(numbers(data.get("scores"), rules.sides), numbers(data.get("baits"), rules.sides),
                  numbers(data.get("pots", [])))
        if any(b < 0 for b in ctx.baits) or any(p < 0 for p in ctx.pots):
            raise ValueError("bait counts and pots cannot be negative")
        return ctx
