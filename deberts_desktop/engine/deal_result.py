"""A scored deal (:class:`DealResult`): what :attr:`Deal.result
<deberts_desktop.engine.deal.Deal.result>` holds once the deal is done. Named by
:mod:`~deberts_desktop.engine.deal` too; imported when a deal is first scored (issue 21: a
first table does not make the class).
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Suit
from .totals import DealTotals


@dataclass(frozen=True, slots=True)
class DealResult:
    """The scored deal, before the game applies pots and penalties (RULES.md 9).

    Per **seat**: ``card_points`` (card points of the tricks it took), ``tricks``
    (number taken), ``last_trick`` and ``sequence_winner`` (seats or None).
    Per **side** (a seat, or in 4 pairs side 0 = seats 0+2, side 1 = seats 1+3):
    ``sequences``, ``bella``, ``totals`` (card points + last trick + sequences + bella).
    ``outcome`` is ``made``, ``bait``, ``hanging``, ``debertz`` or None (thrown in).
    ``breakdown``: the :class:`~deberts_desktop.engine.totals.DealTotals` the totals come
    from (None for a thrown-in deal or a debertz).
    """

    dealer: int
    declarer: int | None
    trump: Suit | None
    thrown_in: bool
    card_points: tuple[int, ...]
    tricks: tuple[int, ...]
    last_trick: int | None
    sequence_winner: int | None
    sequences: tuple[int, ...]
    bella: tuple[int, ...]
    totals: tuple[int, ...]
    outcome: str | None
    debertz: int | None = None
    thrown_in_reason: str | None = None
    breakdown: DealTotals | None = None

    @property
    def declarer_side(self) -> int | None:
        return None if self.declarer is None else self._side(self.declarer)

    def _side(self, seat: int) -> int:
        return seat % 2 if len(self.totals) == 2 and len(self.card_points) == 4 else seat

    @property
    def side_tricks(self) -> tuple[int, ...]:
        """Tricks taken per side."""
        out = [0] * len(self.totals)
        for seat, t in enumerate(self.tricks):
            out[self._side(seat)] += t
        return tuple(out)
