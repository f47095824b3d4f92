"""The rule kernel: one object per :class:`~deberts_desktop.engine.rules.Rules` value that
answers what the rules decide about cards, built once and shared by the deal, the search
state, the computer players, the solver, the score keeper and the table.

The facts themselves live in one module per concept — :mod:`.tricks` (strength, points,
the trick winner), :mod:`.duties` (the play duties, shown voids), :mod:`.dealing` (packets, completion,
the turned card, the seven swap), :mod:`.sequences`, :mod:`.totals` (a deal's totals, the
last trick, bella) and :mod:`.scoring` (the score sheet) — and the kernel binds them to
one set of rules.

>>> k = kernel_for(Rules(players=4))
>>> k is kernel_for(Rules(players=4)), k.packets, k.hand_size
(True, (2, 2), 8)
"""

from __future__ import annotations

from typing import Sequence as Seq

from . import dealing
from .rules import Rules
from .scoring import ScoreSheet
from .totals import DealTotals, deal_totals
from .duties import PlayDuties


class Kernel:
    """The rules of one :class:`Rules` value, ready to use.

    ``rules``; ``duties`` (:class:`~.duties.PlayDuties`: the legal play mask and the
    voids a card shows); ``side_of`` (each seat's side); ``packets``, ``first_packet``,
    ``hand_size`` (RULES.md 4); :meth:`first_leader` (RULES.md 7) and :meth:`must_name`
    (RULES.md 5).
    """

    __slots__ = ("rules", "duties", "side_of", "packets", "first_packet", "hand_size", "_left_leads",
                 "_dealer_names")

    def __init__(self, rules: Rules):
        self.rules = rules
        self.duties = PlayDuties(rules)
        self.side_of = tuple(rules.side_of(s) for s in range(rules.players))
        self.packets = dealing.packets(rules)
        self.first_packet = dealing.first_packet(rules)
        self.hand_size = dealing.hand_size(rules.players)
        self._left_leads = rules.first_lead == "left_of_dealer"
        self._dealer_names = rules.all_pass == "dealer_must_name"

    def first_leader(self, dealer: int, declarer: int | None) -> int | None:
        """The seat that leads the first trick (``first_lead``): the declarer, or the seat
        on the dealer's left (``left_of_dealer``). None for ``declarer`` without one.

        >>> left = Rules(players=3, first_lead="left_of_dealer")
        >>> kernel_for(Rules(players=3)).first_leader(2, 1), kernel_for(left).first_leader(2, 1)
        (1, 0)
        """
        return (dealer + 1) % self.rules.players if self._left_leads else declarer

    def must_name(self, seat: int, dealer: int) -> bool:
        """Whether ``seat`` may not pass in round 2 of the bidding: the dealer, when
        ``all_pass`` is ``dealer_must_name`` (round 1 always allows a pass).

        >>> k = kernel_for(Rules(players=2, all_pass="dealer_must_name"))
        >>> k.must_name(1, 1), k.must_name(0, 1), kernel_for(Rules(players=2)).must_name(1, 1)
        (True, False, False)
        """
        return self._dealer_names and seat == dealer

    def legal_mask(self, hand: int, seat: int, trick: Seq[int], win_seat: int, win_str: int, trump: int) -> int:
        """The cards ``seat`` may play (see :meth:`.duties.PlayDuties.legal_mask`)."""
        return self.duties.legal_mask(hand, seat, trick, win_seat, win_str, trump)

    def totals(self, card_points: Seq[int], tricks: Seq[int], last_trick: int | None,
               sequence_side: int | None = None, sequence_points: int = 0,
               bella_side: int | None = None) -> DealTotals:
        """A deal's totals per side (see :func:`.totals.deal_totals`)."""
        return deal_totals(self.rules, card_points, tricks, last_trick, sequence_side, sequence_points, bella_side)

    def score_sheet(self, first_dealer: int, scores=None, baits=None, pots=()) -> ScoreSheet:
        """A score sheet for a game whose first dealer is ``first_dealer``: empty, or
        starting from ``scores``, ``baits`` and ``pots`` (per side; see
        :class:`~deberts_desktop.engine.scoring.ScoreSheet`)."""
        return ScoreSheet(self.rules, first_dealer, scores, baits, pots)


_KERNELS: dict[Rules, Kernel] = {}


def kernel_for(rules: Rules) -> Kernel:
    """The kernel of ``rules`` (made once per distinct rules value)."""
    k = _KERNELS.get(rules)
    if k is None:
        k = _KERNELS[rules] = Kernel(rules)
    return k
