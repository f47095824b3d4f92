"""A deal's totals (RULES.md 9): card points + the last trick + sequences + bella, with the
rules for a side that took no trick.

The one home of the last trick's 10 (:data:`LAST_TRICK`) and bella's 20 (:data:`BELLA`):
the deal, the computer players' search, the score keeper, the end-of-deal panel and
``replay`` all take a deal's totals from :func:`deal_totals` (or, for a deal in play, from
:class:`TotalsContext`), and read these two values at call time.

>>> t = deal_totals(Rules(players=2), card_points=(29, 95), tricks=(3, 6), last_trick=0,
...                 sequence_side=0, sequence_points=20, bella_side=0)
>>> t.totals, t.last_trick_points, t.sequences, t.bella
((79, 95), (10, 0), (20, 0), (20, 0))
"""

from __future__ import annotations

from typing import NamedTuple, Sequence as Seq

from .rules import Rules
from .sequences import PENDING, Sequence, bella_holder, best_sequence, compare_sequences, sequence_key, sequences_in
from .tricks import POINTS

#: Points for the winner of the final trick (RULES.md 8, 9).
LAST_TRICK = 10
#: Points for bella, the king and queen of trumps in one hand (RULES.md 7).
BELLA = 20


class DealTotals(NamedTuple):
    """One deal's totals and how they are made up; every tuple is per **side** (a seat,
    or in 4 pairs side 0 = seats 0+2, side 1 = seats 1+3), in points.

    ``card_points``: card points of the tricks taken; ``tricks``: tricks taken;
    ``last_trick_points``: :data:`LAST_TRICK` for the side that took the final trick;
    ``sequences_held``: the sequences of the side that won the comparison, before the
    no-trick rule; ``sequences``: what they count (0 for a side without a trick under
    ``sequences_need_trick``); ``bella``: :data:`BELLA` for the side that announced it;
    ``totals``: the sum; ``no_trick``: the sides that took no trick (the ski penalty).
    """

    card_points: tuple[int, ...]
    tricks: tuple[int, ...]
    last_trick_points: tuple[int, ...]
    sequences_held: tuple[int, ...]
    sequences: tuple[int, ...]
    bella: tuple[int, ...]
    totals: tuple[int, ...]
    no_trick: tuple[int, ...]

    @property
    def sequences_lost(self) -> bool:
        """The winning side's sequences do not count: it took no trick."""
        return self.sequences_held != self.sequences


def deal_totals(
    rules: Rules,
    card_points: Seq[int],
    tricks: Seq[int],
    last_trick: int | None,
    sequence_side: int | None = None,
    sequence_points: int = 0,
    bella_side: int | None = None,
) -> DealTotals:
    """Each side's total (RULES.md 9) from per-side figures.

    :param card_points, tricks: per side.
    :param last_trick: the side that took the final trick (None: not known yet).
    :param sequence_side, sequence_points: the side that won the sequence comparison and
        all its sequences' points (RULES.md 7), or None.
    :param bella_side: the side whose player announced bella, or None.
    """
    sides = rules.sides
    zeros = [0] * sides
    held = list(zeros)
    seq = list(zeros)
    if sequence_side is not None:
        held[sequence_side] = sequence_points
        if tricks[sequence_side] > 0 or not rules.sequences_need_trick:
            seq[sequence_side] = sequence_points
    bella = list(zeros)
    if bella_side is not None:
        bella[bella_side] = BELLA
    last = list(zeros)
    if last_trick is not None:
        last[last_trick] = LAST_TRICK
    totals = tuple([card_points[i] + last[i] + seq[i] + bella[i] for i in range(sides)])
    return DealTotals(tuple(card_points), tuple(tricks), tuple(last), tuple(held), tuple(seq), tuple(bella), totals,
                      tuple([i for i in range(sides) if tricks[i] == 0]))


def by_side(rules: Rules, per_seat: Seq[int]) -> list[int]:
    """Per-seat figures summed per side."""
    out = [0] * rules.sides
    for seat, v in enumerate(per_seat):
        out[rules.side_of(seat)] += v
    return out


class TotalsContext:
    """What a deal's totals need besides the tricks: who wins the sequence comparison (and
    what the winning side's sequences are worth) and who holds bella. Built once per deal
    (or per sampled world) at the start of play; then :meth:`totals` scores any finished
    play (a :class:`~deberts_desktop.engine.state.PlayState`'s per-seat points).

    :param seqs: every sequence of each seat's hand at the start of play.
    :param best: each seat's announced (best) sequence or None; default the best of
        ``seqs`` (:func:`~deberts_desktop.engine.sequences.best_sequence`).
    :param bella_holder: the seat holding the king and queen of trumps, or None.
    """

    __slots__ = ("rules", "dealer", "trump", "seqs", "best", "winner", "tied_sides", "_side_points", "bella_holder",
                 "bella_side")

    def __init__(self, rules: Rules, dealer: int, trump: int, seqs: Seq[Seq[Sequence]],
                 best: Seq[Sequence | None], bella_holder: int | None):
        self.rules = rules
        self.dealer = dealer
        self.trump = trump
        self.seqs = seqs  # read only, as every attribute
        self.best = best
        n = rules.players
        side_of = rules.side_of
        self._side_points: list[int] | None = None
        self.winner = compare_sequences(best, rules, dealer, trump, None)
        self.tied_sides: tuple[int, ...] = ()
        if self.winner is PENDING:  # a by_last_trick tie: the last trick decides
            have = [s for s in ((dealer + 1 + i) % n for i in range(n)) if self.best[s] is not None]
            top = max(sequence_key(self.best[s], rules) for s in have)
            self.tied_sides = tuple(dict.fromkeys(side_of(s) for s in have if sequence_key(self.best[s], rules) == top))
        self.bella_holder = bella_holder
        self.bella_side = None if bella_holder is None else side_of(bella_holder)

    @classmethod
    def from_hands(cls, rules: Rules, dealer: int, trump: int, hands: Seq[int],
                   announced: dict | None = None) -> "TotalsContext":
        """The context of a deal whose hands at the start of play are ``hands`` (bitmask
        per seat). ``announced`` (seat -> Sequence or None) overrides the best sequence
        of the seats that have already announced (or played without announcing)."""
        seqs = [sequences_in(h) for h in hands]
        best = [best_sequence(q, rules, trump) for q in seqs]
        for seat, q in (announced or {}).items():
            best[seat] = q
        return cls(rules, dealer, trump, seqs, best, bella_holder(hands, trump))

    def sequence_winner(self, last_trick: int | None):
        """The seat whose sequence wins (None: nobody; :data:`PENDING` while a
        ``by_last_trick`` tie waits for ``last_trick``, a seat)."""
        if self.winner is not PENDING or last_trick is None:
            return self.winner
        return compare_sequences(self.best, self.rules, self.dealer, self.trump, last_trick)

    @property
    def side_points(self) -> list[int]:
        """Each side's sequence points, all its seats' sequences counted."""
        if self._side_points is None:
            rules = self.rules
            out = [0] * rules.sides
            for s, seqs in enumerate(self.seqs):
                for q in seqs:
                    out[rules.side_of(s)] += q.points(rules.hundred)
            self._side_points = out
        return self._side_points

    def sequence_side(self, last_side: int | None) -> int | None:
        """The side whose sequences count, given the side that took the last trick."""
        w = self.winner
        if w is PENDING:
            return last_side if last_side in self.tied_sides else None
        return None if w is None else self.rules.side_of(w)

    def totals(self, side_points: Seq[int], side_taken: Seq[int], last_side: int | None) -> DealTotals:
        """The deal's totals from per-side card points and tricks and the side that took
        the final trick."""
        side = self.sequence_side(last_side)
        return deal_totals(self.rules, side_points, side_taken, last_side, side,
                           self.side_points[side] if side is not None else 0, self.bella_side)


def card_points_range(players: int) -> tuple[int, int]:
    """The least and the most card points the cards in play can hold (the last trick not
    included, RULES.md 2). With 4 players all 32 cards are played: (152, 152); with 2 or
    3 players part of the pack stays in the stock, so it depends on which cards.

    >>> card_points_range(2), card_points_range(3), card_points_range(4)
    ((18, 146), (85, 152), (152, 152))
    """
    in_play = players * (8 if players == 4 else 9)
    values = sorted(POINTS[0])
    return sum(values[:in_play]), sum(values[-in_play:])
