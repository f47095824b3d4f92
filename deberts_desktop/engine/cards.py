"""Cards of the 32-card Debertz pack (RULES.md section 2).

A :class:`Card` is an ``int`` from 0 to 31 (``suit * 8 + rank``) with a readable text
form, so a hand is a bitmask (bit ``card`` set) and search code can work on plain ints.
Ranks are numbered in the natural order 7 8 9 T J Q K A (0 … 7), the order sequences use;
trick-taking strength and card points come from the tables below.

>>> Card.parse("TD")
Card('TD')
>>> str(Card.parse("♦Q")), Card.parse("10h").points(trump=Suit.HEARTS)
('QD', 10)
"""

from __future__ import annotations

import json
from enum import IntEnum
from typing import Any, Iterable


def shown(value: Any, limit: int = 40) -> str:
    """A value as a player reads it in a message: JSON spelling (``null``, ``true``,
    ``"6D"``), cut to ``limit`` characters."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


class Suit(IntEnum):
    """The four suits, in the order spades, hearts, diamonds, clubs."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def letter(self) -> str:
        """The record letter: ``S``, ``H``, ``D`` or ``C``."""
        return "SHDC"[self]

    @property
    def symbol(self) -> str:
        """The suit symbol ``♠ ♥ ♦ ♣``."""
        return "♠♥♦♣"[self]

    @property
    def plural(self) -> str:
        """The English plural used in messages: ``spades``, ``hearts`` …"""
        return ("spades", "hearts", "diamonds", "clubs")[self]

    @classmethod
    def parse(cls, text: str) -> "Suit":
        """Read ``S H D C`` (any case), ``♠ ♥ ♦ ♣`` or the English name.

        :raises ValueError: the text is not a suit.
        """
        t = text.strip()
        key = t.upper()
        if key in _SUIT_BY_TEXT:
            return _SUIT_BY_TEXT[key]
        raise ValueError(f"{text!r} is not a suit (use S, H, D, C or ♠ ♥ ♦ ♣)")


_SUIT_BY_TEXT = {}
for _s in Suit:
    for _k in (_s.letter, _s.symbol, _s.name, _s.plural.upper(), _s.name[:-1]):
        _SUIT_BY_TEXT[_k.upper()] = _s
_SUIT_BY_TEXT["♤"] = Suit.SPADES
_SUIT_BY_TEXT["♡"] = Suit.HEARTS
_SUIT_BY_TEXT["♢"] = Suit.DIAMONDS
_SUIT_BY_TEXT["♧"] = Suit.CLUBS


class Rank(IntEnum):
    """Ranks in the natural order 7 8 9 10 J Q K A used by sequences (RULES.md 2)."""

    SEVEN = 0
    EIGHT = 1
    NINE = 2
    TEN = 3
    JACK = 4
    QUEEN = 5
    KING = 6
    ACE = 7

    @property
    def letter(self) -> str:
        """The record letter: ``7 8 9 T J Q K A``."""
        return "789TJQKA"[self]

    @property
    def label(self) -> str:
        """What a player reads: ``7 8 9 10 J Q K A``."""
        return ("7", "8", "9", "10", "J", "Q", "K", "A")[self]

    @property
    def word(self) -> str:
        """The English word used in announcements: ``seven`` … ``ace``."""
        return ("seven", "eight", "nine", "ten", "jack", "queen", "king", "ace")[self]


_RANK_BY_TEXT = {"7": 0, "8": 1, "9": 2, "T": 3, "10": 3, "J": 4, "Q": 5, "K": 6, "A": 7}

#: Card points by rank (natural order 7 … A) in a plain suit: 0 0 0 10 2 3 4 11.
PLAIN_POINTS = (0, 0, 0, 10, 2, 3, 4, 11)
#: Card points by rank in the trump suit: 7=0 8=0 9=14 10=10 J=20 Q=3 K=4 A=11.
TRUMP_POINTS = (0, 0, 14, 10, 20, 3, 4, 11)
#: Trick-taking strength by rank in a plain suit (higher wins): A 10 K Q J 9 8 7.
PLAIN_STRENGTH = (0, 1, 2, 6, 3, 4, 5, 7)
#: Trick-taking strength by rank in trumps (higher wins): J 9 A 10 K Q 8 7.
TRUMP_STRENGTH = (0, 1, 6, 4, 7, 2, 3, 5)

#: Bitmask of each suit's eight cards.
SUIT_MASKS = tuple(0xFF << (8 * s) for s in range(4))
FULL_PACK = (1 << 32) - 1


class Card(int):
    """One card: an ``int`` 0–31 equal to ``suit * 8 + rank``.

    Instances are shared (``Card(5) is Card(5)``). Text form: rank ``7 8 9 T J Q K A`` then
    suit ``S H D C`` (``"TD"``); :meth:`parse` also reads ``10``, ``♠♥♦♣``, any case, and the
    suit first (``"♦Q"``).
    """

    __slots__ = ()

    def __new__(cls, value: int) -> "Card":
        try:
            return CARDS[value]
        except (IndexError, NameError, TypeError):
            if not isinstance(value, int) or not 0 <= value < 32:
                raise ValueError(f"{value!r} is not a card number 0-31") from None
            return int.__new__(cls, value)

    def __bool__(self) -> bool:
        """Always true: a card is never "nothing", not even the 7 of spades (0)."""
        return True

    @classmethod
    def of(cls, rank: Rank | int, suit: Suit | int) -> "Card":
        """The card of ``rank`` and ``suit``."""
        return CARDS[int(suit) * 8 + int(rank)]

    @property
    def suit(self) -> Suit:
        return Suit(self >> 3)

    @property
    def rank(self) -> Rank:
        return Rank(self & 7)

    def points(self, trump: Suit | int | None) -> int:
        """Card points (RULES.md 2): trump values if the card is of suit ``trump``."""
        if trump is not None and (self >> 3) == trump:
            return TRUMP_POINTS[self & 7]
        return PLAIN_POINTS[self & 7]

    @property
    def pretty(self) -> str:
        """Symbol form for people: ``♦Q``, ``♠10``."""
        return self.suit.symbol + self.rank.label

    def __str__(self) -> str:
        return _TEXT[self]

    def __repr__(self) -> str:
        return f"Card({_TEXT[self]!r})"

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    @classmethod
    def parse(cls, text: str) -> "Card":
        """Read a card: ``"AS"``, ``"td"``, ``"10H"``, ``"♦Q"``, ``"Q♦"``.

        :raises ValueError: the text is not one of the 32 cards (a 6 or a joker, say).
        """
        if isinstance(text, Card):
            return text
        if not isinstance(text, str):
            raise ValueError(f"{shown(text)} is not a card")
        t = text.strip().upper()
        for rank_text, suit_text in ((t[:-1], t[-1:]), (t[1:], t[:1])):
            if rank_text in _RANK_BY_TEXT and suit_text in _SUIT_BY_TEXT:
                return CARDS[_SUIT_BY_TEXT[suit_text] * 8 + _RANK_BY_TEXT[rank_text]]
        raise ValueError(f"{shown(text)} is not a card (write rank 7 8 9 T J Q K A, then suit S H D C)")


_TEXT = tuple("789TJQKA"[c & 7] + "SHDC"[c >> 3] for c in range(32))
CARDS: tuple[Card, ...] = ()
CARDS = tuple(int.__new__(Card, c) for c in range(32))


def mask_of(cards: Iterable[int]) -> int:
    """A hand bitmask from cards."""
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_of(mask: int) -> list[Card]:
    """The cards of a bitmask, lowest card number first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(CARDS[low.bit_length() - 1])
        mask ^= low
    return out


class CardSet:
    """A set of cards over the 32-bit hand mask (bit ``card`` set), in the spirit of
    python-chess's ``SquareSet``: an ``int`` inside, so it is cheap to make and to combine.

    Iteration gives :class:`Card` values in a fixed order, lowest card number first (suits
    ♠ ♥ ♦ ♣, each 7 up to A); ``len`` counts the cards; ``card in s`` takes a card or its
    number; ``| & - ^`` combine with another set or a plain mask, ``~`` is the rest of the
    pack; ``<=`` / ``>=`` are subset / superset. ``CardSet(mask)`` from a mask,
    :meth:`of` from cards, :meth:`parse` from text; ``.mask`` or ``int(s)`` is the mask
    (search code keeps plain ints where speed matters). Immutable and hashable; equal to a
    set or a mask of the same cards.

    >>> hand = CardSet.parse("JS 9S AH")
    >>> hand, len(hand), Card.parse("AH") in hand, 31 in hand
    (CardSet('9S JS AH'), 3, True, False)
    >>> [str(c) for c in hand - CardSet.of([Card.parse("9S")])], hand & SUIT_MASKS[0]
    (['JS', 'AH'], CardSet('9S JS'))
    >>> len(~hand), hand.mask == 1 << 2 | 1 << 4 | 1 << 15, CardSet(0) == 0, hand <= ~CardSet(0)
    (29, True, True, True)
    """

    __slots__ = ("mask",)

    def __init__(self, mask: int = 0):
        if not 0 <= mask <= FULL_PACK:
            raise ValueError(f"{mask!r} is not a mask of the 32 cards")
        self.mask = int(mask)

    @classmethod
    def of(cls, cards: Iterable[int]) -> "CardSet":
        """The set of ``cards`` (:class:`Card` values or card numbers 0–31)."""
        return cls(mask_of(cards))

    @classmethod
    def parse(cls, text: str) -> "CardSet":
        """The cards of a text such as ``"JS 9S ♦Q"`` (spaces or commas between cards).

        :raises ValueError: a word is not a card (see :meth:`Card.parse`)."""
        return cls.of(Card.parse(t) for t in text.replace(",", " ").split())

    def __iter__(self):
        mask = self.mask
        while mask:
            low = mask & -mask
            yield CARDS[low.bit_length() - 1]
            mask ^= low

    def cards(self) -> list[Card]:
        """The cards as a list, lowest card number first (:func:`cards_of`)."""
        return cards_of(self.mask)

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __bool__(self) -> bool:
        return self.mask != 0

    def __contains__(self, card) -> bool:
        return type(card) in (int, Card) and 0 <= card < 32 and bool(self.mask >> card & 1)

    def __int__(self) -> int:
        return self.mask

    __index__ = __int__

    def __eq__(self, other) -> bool:
        if isinstance(other, CardSet):
            return self.mask == other.mask
        if isinstance(other, int) and not isinstance(other, (bool, Card)):
            return self.mask == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.mask)

    def __or__(self, other) -> "CardSet":
        return CardSet(self.mask | int(other))

    def __and__(self, other) -> "CardSet":
        return CardSet(self.mask & int(other))

    def __sub__(self, other) -> "CardSet":
        return CardSet(self.mask & ~int(other))

    def __xor__(self, other) -> "CardSet":
        return CardSet(self.mask ^ int(other))

    __ror__, __rand__, __rxor__ = __or__, __and__, __xor__

    def __invert__(self) -> "CardSet":
        return CardSet(FULL_PACK & ~self.mask)

    def __le__(self, other) -> bool:
        return self.mask & ~int(other) == 0

    def __ge__(self, other) -> bool:
        return int(other) & ~self.mask == 0

    def __str__(self) -> str:
        return " ".join(_TEXT[c] for c in self)

    def __repr__(self) -> str:
        return f"CardSet({str(self)!r})"


def card_points(mask: int, trump: int | None) -> int:
    """Total card points of a bitmask of cards (RULES.md 2), trump values for ``trump``."""
    total = 0
    for s in range(4):
        bits = (mask >> (8 * s)) & 0xFF
        if bits:
            total += (TRUMP_SUIT_POINTS if s == trump else PLAIN_SUIT_POINTS)[bits]
    return total


def per_suit_pattern(of_rank, join, empty):
    """A table of the 256 suit patterns (bit ``r`` set: the card of rank ``r``): entry
    ``b`` joins ``of_rank[r]`` of its ranks from the lowest, ``join(of_rank[r], entry of
    the higher ranks)``, ``empty`` for no card — each entry made from one made before
    (some 0.04 ms for a table; a sum or tuple over the ranks of each pattern took 0.2–0.9).

    >>> per_suit_pattern((0, 1, 2, 3, 4, 5, 6, 7), int.__add__, 0)[0b1010]  # ranks 1 and 3
    4
    >>> per_suit_pattern([(r,) for r in range(8)], tuple.__add__, ())[0b1101]
    (0, 2, 3)
    """
    table = [empty] * 256
    for b in range(1, 256):
        low = b & -b
        table[b] = join(of_rank[low.bit_length() - 1], table[b ^ low])
    return tuple(table)


#: ``PLAIN_SUIT_POINTS[byte]``, ``TRUMP_SUIT_POINTS[byte]``: the card points (RULES.md 2) of a
#: suit's cards whose ranks are the bits of ``byte`` (a hand's suit: ``hand >> 8 * suit & 0xFF``),
#: as a plain suit and as trumps
PLAIN_SUIT_POINTS = per_suit_pattern(PLAIN_POINTS, int.__add__, 0)
TRUMP_SUIT_POINTS = per_suit_pattern(TRUMP_POINTS, int.__add__, 0)


def parse_cards(texts: Iterable[str]) -> list[Card]:
    """Parse a list of card texts (see :meth:`Card.parse`)."""
    return [Card.parse(t) for t in texts]
