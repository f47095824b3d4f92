"""The play duties (RULES.md 8): which cards a seat may play into a trick under every rule
option — follow suit, trump, overtrump, undertrump, the partner exemption — and the voids
a card shows. The one home of these duties: the deal, the search state, the computer
players and the double-dummy solver all ask :class:`PlayDuties`.

Plain Python; where Cython is installed at build time (``setup.py``) the same code is
compiled with the C types of ``duties.pxd``, so the compiled solver asks it without a
Python call (:meth:`PlayDuties.legal`).

>>> from deberts_desktop.engine.cards import Card
>>> from deberts_desktop.engine.rules import Rules
>>> c = lambda t: int(Card.parse(t))
>>> duties = PlayDuties(Rules(players=3))
>>> hand = 1 << c("7H") | 1 << c("9C") | 1 << c("AS")   # no diamond: trump ♣ (suit 3) it must
>>> duties.legal_mask(hand, 1, [c("TD")], 0, 8 + 6, 3) == 1 << c("9C")
True
"""

from __future__ import annotations

from typing import Sequence as Seq

from .cards import SUIT_MASKS, TRUMP_STRENGTH
from .rules import CHOICES
from .tricks import TRUMPS_ABOVE

#: The play duties' integer codes of ``Rules.overtrump``: the values' places in
#: :data:`~deberts_desktop.engine.rules.CHOICES` (``never``, ``on_trump_lead``, ``always``).
OVERTRUMP_NEVER, OVERTRUMP_ON_TRUMP_LEAD, OVERTRUMP_ALWAYS = 0, 1, 2



# the tables as the compiled code reads them (C arrays there; duties.pxd)
_SUITS = SUIT_MASKS
_ABOVE = tuple(m for row in TRUMPS_ABOVE for m in row)  # [trump << 3 | strength - 16]
_TSTR = TRUMP_STRENGTH
_ALWAYS = OVERTRUMP_ALWAYS


class PlayDuties:
    """The play duties of RULES.md 8 for one set of rules: follow suit, trump, overtrump
    (``overtrump``), undertrump (``undertrump``), the partner exemption (pairs).

    Built from a :class:`~deberts_desktop.engine.rules.Rules` (through
    :func:`~deberts_desktop.engine.kernel.kernel_for`); immutable, shared.

    (Compiled where Cython is installed at build time, with the C types of ``duties.pxd``:
    its attributes are then read-only.)
    """

    def __init__(self, rules):
        self.players = rules.players
        self.pairs = rules.pairs
        self.overtrump = CHOICES["overtrump"].index(rules.overtrump)
        self.undertrump_optional = rules.undertrump == "optional"
        self.partner_exemption = rules.pairs and rules.partner_exemption

    def legal_mask(self, hand: int, seat: int, trick: Seq[int], win_seat: int, win_str: int, trump: int) -> int:
        """The cards ``seat`` may play (a bitmask; the whole hand on the lead).

        :param hand: the seat's hand as a bitmask.
        :param trick: the trick so far, in playing order (the seats before ``seat``; at most
            three cards).
        :param win_seat, win_str: who wins the trick so far and the winning card's
            strength (``-1`` for an empty trick).
        :param trump: the trump suit.
        """
        tl = len(trick)
        return self.legal(hand, seat, trick[0] if tl else 0, trick[1] if tl > 1 else 0, trick[2] if tl > 2 else 0,
                          tl, win_seat, win_str, trump)

    def legal(self, hand, seat, t0, t1, t2, tl, win_seat, win_str, trump):
        """:meth:`legal_mask` with the trick's cards one by one: the first ``tl`` of ``t0``,
        ``t1``, ``t2`` (the others 0) — what the compiled solver calls, with C ints, no
        Python object made (:mod:`~deberts_desktop.ai.solver`)."""
        if not tl:
            return hand
        led = t0 >> 3
        follow = hand & _SUITS[led]
        high = win_str - 16  # strength of the best trump in the trick, or < 0
        if follow:
            if led == trump and self.overtrump and high >= 0:
                higher = follow & _ABOVE[trump << 3 | high]
                if higher:
                    return higher
            return follow
        trumps = hand & _SUITS[trump]
        if not trumps:
            return hand
        partner = (seat + 2) % 4 if self.pairs else -1
        if self.partner_exemption and win_seat == partner:
            return hand
        if high >= 0:
            higher = trumps & _ABOVE[trump << 3 | high]
            if higher:
                if self.overtrump == _ALWAYS:
                    return higher
            elif self.undertrump_optional:
                # free when an opponent's trump in the trick is above all of his (RULES.md 8.5)
                first = seat - tl
                for i in range(tl):
                    c = t0 if i == 0 else (t1 if i == 1 else t2)
                    if ((first + i) % self.players != partner and c >> 3 == trump
                            and not trumps & _ABOVE[trump << 3 | _TSTR[c & 7]]):
                        return hand
        return trumps

    def shown_voids(self, card: int, seat: int, led: int, trump: int, win_seat: int, win_str: int) -> int:
        """The suits (bitmask, bit ``suit``) that ``seat`` shows it lacks by playing
        ``card`` into a trick led in ``led``: not following shows the suit led; not
        trumping as well shows trumps, unless the seat could have thrown a card while
        holding one (the partner exemption with the partner winning, or an optional
        undertrump with a trump in the trick). ``win_seat``, ``win_str``: the trick
        *before* the card."""
        if card >> 3 == led:
            return 0
        m = 1 << led
        if card >> 3 != trump:
            exempt = (self.partner_exemption and win_seat == (seat + 2) % 4) or (
                self.undertrump_optional and win_str >= 16
            )
            if not exempt:
                m |= 1 << trump
        return m
