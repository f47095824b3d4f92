"""Playing cards into tricks (RULES.md 2 and 8): card strength and points, the trick's
winner and points (the play duties under every rule option and the voids a card shows:
:mod:`~deberts_desktop.engine.duties`, which reads its tables from here).

This module is the one home of these facts; the deal, the search state
(:mod:`~deberts_desktop.engine.state`), the computer players and the double-dummy solver
all read them from here. Everything works on plain ints: a card is 0–31
(``suit * 8 + rank``, natural rank order 7 … A), a hand is a bitmask, a suit is 0–3.

Strength: 16 + trump order for a trump, 8 + plain order for a card of the suit led, 0 for
any other card (it can never win the trick). ``-1`` stands for "no card yet".

>>> from deberts_desktop.engine.cards import Card
>>> c = lambda t: int(Card.parse(t))
>>> trick_winner(3, [c("QH"), c("AH"), c("7C"), c("TH")])  # RULES.md 12 G: trump ♣
(16, 2)
>>> trick_points(0, [c("AS"), c("9S"), c("JS"), c("TS")])  # trump ♠: 11 + 14 + 20 + 10
55
"""

from __future__ import annotations

from typing import Sequence as Seq

from .cards import PLAIN_POINTS, PLAIN_STRENGTH, PLAIN_SUIT_POINTS, TRUMP_POINTS, TRUMP_STRENGTH, TRUMP_SUIT_POINTS

#: ``STRENGTH[trump][led][card]``: the card's strength in a trick led in suit ``led``.
STRENGTH: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(
        tuple(
            (16 + TRUMP_STRENGTH[c & 7]) if c >> 3 == t else ((8 + PLAIN_STRENGTH[c & 7]) if c >> 3 == led else 0)
            for c in range(32)
        )
        for led in range(4)
    )
    for t in range(4)
)

#: ``POINTS[trump][card]``: card points (RULES.md 2), trump values for the trump suit.
POINTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(TRUMP_POINTS[c & 7] if c >> 3 == t else PLAIN_POINTS[c & 7] for c in range(32)) for t in range(4)
)

#: ``SUIT_POINTS[trump][suit][byte]``: card points of the cards of ``suit`` whose ranks are
#: the bits of ``byte`` (a hand's suit: ``hand >> 8 * suit & 0xFF``): the cards module's two
#: tables (:data:`~.cards.TRUMP_SUIT_POINTS` for the trump suit, else
#: :data:`~.cards.PLAIN_SUIT_POINTS`), shared, not made again per trump and suit (issue 21).
SUIT_POINTS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(TRUMP_SUIT_POINTS if s == t else PLAIN_SUIT_POINTS for s in range(4)) for t in range(4)
)

#: ``ORDER[trump][suit]``: the suit's eight cards, strongest first.
ORDER: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(sorted(range(s * 8, s * 8 + 8), key=lambda c, t=t, s=s: -STRENGTH[t][s][c])) for s in range(4))
    for t in range(4)
)

#: ``BEATERS[trump][led][card]``: the bitmask of the cards stronger than ``card`` in a
#: trick led in ``led``.
def _beaters(strength: Seq[int]) -> tuple[int, ...]:
    """``BEATERS[trump][led]`` from that trick's ``STRENGTH[trump][led]``: the cards of each
    strength as one bitmask, summed from the strongest down (one pass: the import stays quick)."""
    of_strength: dict[int, int] = {}
    for d, st in enumerate(strength):
        of_strength[st] = of_strength.get(st, 0) | 1 << d
    above, stronger = {}, 0
    for st in sorted(of_strength, reverse=True):
        above[st] = stronger
        stronger |= of_strength[st]
    return tuple(above[st] for st in strength)


BEATERS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(_beaters(STRENGTH[t][led]) for led in range(4)) for t in range(4)
)

#: ``TRUMPS_ABOVE[trump][strength - 16]``: the trumps stronger than a trump of that strength.
TRUMPS_ABOVE: tuple[tuple[int, ...], ...] = tuple(
    tuple(sum(1 << (t * 8 + r) for r in range(8) if TRUMP_STRENGTH[r] > k) for k in range(8)) for t in range(4)
)

def trick_winner(trump: int, cards: Seq[int], seats: Seq[int] | None = None) -> tuple[int, int]:
    """``(strength, seat)`` of the card winning a trick so far (RULES.md 8: the highest
    trump, else the highest card of the suit led). ``cards`` in playing order; ``seats``
    their seats (default: positions 0, 1, …). ``(-1, -1)`` for an empty trick."""
    win_str, win_seat = -1, -1
    if cards:
        table = STRENGTH[trump][cards[0] >> 3]
        for i, c in enumerate(cards):
            st = table[c]
            if st > win_str:
                win_str, win_seat = st, (seats[i] if seats is not None else i)
    return win_str, win_seat


def trick_points(trump: int, cards: Seq[int]) -> int:
    """Card points of the cards of a trick (the last trick's 10 not included: see
    :mod:`~deberts_desktop.engine.totals`)."""
    pts = POINTS[trump]
    return sum(pts[c] for c in cards)
