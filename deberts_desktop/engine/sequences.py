"""Sequences (terz, fifty, hundred), bella and debertz — RULES.md section 7.

A sequence is a run of three or more cards of one suit in the natural order
7 8 9 10 J Q K A; a run counts once, as its whole length.

>>> from deberts_desktop.engine.cards import mask_of, parse_cards
>>> [str(s) for s in sequences_in(mask_of(parse_cards("QH KH AH 8S 9S TS JS".split())))]
['Fifty to the jack of spades', 'Terz to the ace of hearts']
"""

from __future__ import annotations

from functools import lru_cache

from .cards import CARDS, Card, Rank, Suit
from .frozen import Frozen, frozen
from .rules import Rules


@frozen
class Sequence(Frozen):
    """One run: ``suit``, ``length`` (3–8 cards) and ``top`` rank (natural order)."""

    suit: Suit
    length: int
    top: Rank

    def points(self, hundred: str = "six_plus") -> int:
        """20 (terz), 50 (fifty) or 100 (hundred) under the ``hundred`` option."""
        return run_points(self.length, hundred)

    def kind(self, hundred: str = "six_plus") -> str:
        """``terz``, ``fifty`` or ``hundred`` under the ``hundred`` option."""
        return {TERZ: "terz", FIFTY: "fifty", HUNDRED: "hundred"}[self.points(hundred)]

    @property
    def cards(self) -> list[Card]:
        """The cards of the run, lowest first."""
        return [CARDS[self.suit * 8 + r] for r in range(self.top - self.length + 1, self.top + 1)]

    @property
    def mask(self) -> int:
        m = 0
        for c in self.cards:
            m |= 1 << c
        return m

    def describe(self, hundred: str = "six_plus") -> str:
        """What a player hears: ``"Terz to the ace of hearts"``, with the length for a
        fifty or hundred of unusual length (``"Fifty (5 cards) to the king of spades"``)."""
        kind = self.kind(hundred)
        usual = {"terz": 3, "fifty": 4, "hundred": 6}[kind]
        extra = f" ({self.length} cards)" if self.length != usual else ""
        return f"{kind.capitalize()}{extra} to the {self.top.word} of {self.suit.plural}"

    def __str__(self) -> str:
        return self.describe()

    def to_dict(self) -> dict:
        return {"suit": self.suit.letter, "length": self.length, "top": self.top.letter}


#: Points of a terz, a fifty and a hundred (RULES.md 7).
TERZ, FIFTY, HUNDRED = 20, 50, 100


def run_points(length: int, hundred: str = "six_plus") -> int:
    """What a run of ``length`` cards in a row scores (RULES.md 7): 0 below 3, a terz
    (3), a fifty (4, or 5 unless ``hundred`` is ``five_plus``; every 4+ run when it is
    ``off``) or a hundred.

    >>> [run_points(k) for k in range(2, 9)], run_points(5, "five_plus"), run_points(7, "off")
    ([0, 20, 50, 50, 100, 100, 100], 100, 50)
    """
    if length < 3:
        return 0
    if length == 3:
        return TERZ
    if hundred == "off" or length == 4 or (length == 5 and hundred == "six_plus"):
        return FIFTY
    return HUNDRED


def _runs(bits: int) -> tuple[tuple[int, int], ...]:
    out = []
    r = 0
    while r < 8:
        if bits >> r & 1:
            start = r
            while r < 8 and bits >> r & 1:
                r += 1
            if r - start >= 3:
                out.append((r - 1, r - start))
        else:
            r += 1
    return tuple(out)


#: For each 8-bit suit pattern, its runs of 3+ as (top rank, length).
RUNS = tuple(_runs(b) for b in range(256))


def sequences_in(hand: int) -> list[Sequence]:
    """Every sequence in a hand bitmask, longest first, then higher top, then suit order."""
    out = []
    for s in range(4):
        for top, length in RUNS[(hand >> (8 * s)) & 0xFF]:
            out.append(Sequence(Suit(s), length, Rank(top)))
    out.sort(key=lambda q: (-q.length, -q.top, q.suit))
    return out


def sequence_key(seq: Sequence, rules: Rules) -> tuple[int, int]:
    """What the comparison looks at (RULES.md 7): ``(length, top)`` under
    ``length_first``, ``(points, top)`` under ``points_first``."""
    first = seq.length if rules.sequence_rank == "length_first" else seq.points(rules.hundred)
    return (first, int(seq.top))


def best_sequence(seqs: list[Sequence], rules: Rules, trump: int | None) -> Sequence | None:
    """The sequence a player announces: the highest :func:`sequence_key`; between equal
    keys a trump sequence (it can matter under ``by_suit``)."""
    if not seqs:
        return None
    return max(seqs, key=lambda q: (sequence_key(q, rules), q.suit == trump))


PENDING = object()  # the comparison waits for the last trick (by_last_trick tie)


def compare_sequences(
    best: list[Sequence | None],
    rules: Rules,
    dealer: int,
    trump: int | None,
    last_trick: int | None,
):
    """Decide which seat's best sequence wins (RULES.md 7, "The comparison").

    :param best: each seat's best sequence (or None), indexed by seat.
    :param last_trick: the seat that took the last trick, or None while unknown.
    :returns: the winning seat; ``None`` when nobody wins; :data:`PENDING` when a
        ``by_last_trick`` tie waits for the last trick. Between tied partners the seat
        named is the one the tie rule would choose, else the first in bidding order.
    """
    n = rules.players
    order = [(dealer + 1 + i) % n for i in range(n)]
    have = [s for s in order if best[s] is not None]
    if not have:
        return None
    keys = {s: sequence_key(best[s], rules) for s in have}
    top = max(keys.values())
    tied = [s for s in have if keys[s] == top]
    if len(tied) == 1:
        return tied[0]
    sides = {rules.side_of(s) for s in tied}
    tie = rules.sequence_tie
    if tie == "by_suit":
        trumped = [s for s in tied if best[s].suit == trump]
        if trumped:
            return trumped[0]
        return tied[0] if len(sides) == 1 else None
    if len(sides) == 1 or tie == "by_turn":
        return tied[0]
    # by_last_trick between different sides
    if last_trick is None:
        return PENDING
    taker = rules.side_of(last_trick)
    for s in tied:
        if rules.side_of(s) == taker:
            return s
    return None


def has_debertz(hand: int, trump: int, needs_ace: bool = True) -> bool:
    """Seven trumps in a row ending with the ace (8 … A); with ``needs_ace`` off, any
    seven trumps in a row (RULES.md 7, "Debertz")."""
    bits = (hand >> (8 * trump)) & 0xFF
    if bits & 0xFE == 0xFE:
        return True
    return not needs_ace and bits & 0x7F == 0x7F


def bella_cards(trump: int) -> int:
    """Bitmask of the king and queen of trumps."""
    return (1 << (trump * 8 + Rank.KING)) | (1 << (trump * 8 + Rank.QUEEN))


def bella_holder(hands, trump: int) -> int | None:
    """The seat whose hand (a bitmask per seat, at the start of play) holds bella, else None."""
    bella = bella_cards(trump)
    for seat, hand in enumerate(hands):
        if hand & bella == bella:
            return seat
    return None


@lru_cache(maxsize=None)
def _suit_run_points(hundred: str) -> tuple[int, ...]:
    """Sequence points of each 8-bit pattern of one suit's ranks (every run counted)."""
    return tuple(sum(run_points(length, hundred) for _top, length in RUNS[b]) for b in range(256))


@lru_cache(maxsize=None)
def sequence_points_possible(players: int, mode: str, hundred: str) -> frozenset[int]:
    """Every amount of sequence points one side can score in a deal (0 included): all
    sequences of one hand, or of two hands in the pairs game (RULES.md 7).

    >>> max(sequence_points_possible(2, "pairs", "six_plus"))
    120
    >>> sorted(sequence_points_possible(4, "individual", "six_plus"))
    [0, 20, 40, 50, 70, 100]
    """
    hand = 8 if players == 4 else 9
    hands = 2 if players == 4 and mode == "pairs" else 1
    values = _suit_run_points(hundred)
    # per suit: (cards of hand A, cards of hand B) -> possible points
    per_suit: dict[tuple[int, int], set[int]] = {}
    for a in range(256):
        rest = 255 & ~a
        b = rest
        while True:
            if hands == 2 or b == 0:
                key = (a.bit_count(), b.bit_count())
                per_suit.setdefault(key, set()).add(values[a] + values[b])
            if b == 0:
                break
            b = (b - 1) & rest
    # four suits; state: cards used by A and B so far -> possible points
    states: dict[tuple[int, int], set[int]] = {(0, 0): {0}}
    for _ in range(4):
        nxt: dict[tuple[int, int], set[int]] = {}
        for (ua, ub), pts in states.items():
            for (ka, kb), vals in per_suit.items():
                na, nb = ua + ka, ub + kb
                if na > hand or nb > hand * (hands - 1):
                    continue
                bucket = nxt.setdefault((na, nb), set())
                bucket.update(p + v for p in pts for v in vals)
        states = nxt
    return frozenset(states.get((hand, hand * (hands - 1)), {0}))
