"""Card codes: the 32 cards of the Debertz pack named by a rank and a suit character.

A card is named by a rank character ``7 8 9 T J Q K A`` and a suit character ``S H D C``
(spades, hearts, diamonds, clubs): ``"AS"``, ``"TD"``, ``"7H"`` — the text form of the
engine's ``Card``. :func:`parse_card` also takes ``"10H"``, lower case, suit symbols
(``"Q♦"``), a ``(rank, suit)`` pair of characters or of indexes into :data:`RANKS` /
:data:`SUITS`, and any object whose ``str()`` is such a code (an engine ``Card``).

Part of the card artwork (:mod:`.art`); imports nothing but the standard library.
"""

from __future__ import annotations

from typing import Any

#: Rank characters in the natural order 7 8 9 10 J Q K A.
RANKS = ("7", "8", "9", "T", "J", "Q", "K", "A")
#: Suit characters: spades, hearts, diamonds, clubs.
SUITS = ("S", "H", "D", "C")

#: Suit characters and symbols (upper case) → the suit character.
SUIT_ALIASES = {
    "S": "S", "♠": "S", "♤": "S",
    "H": "H", "♥": "H", "♡": "H",
    "D": "D", "♦": "D", "♢": "D",
    "C": "C", "♣": "C", "♧": "C",
}
_RANK_ALIASES = {r: r for r in RANKS}
_RANK_ALIASES["10"] = "T"
_RANK_ALIASES["0"] = "T"


def parse_card(card: Any) -> tuple[str, str]:
    """Return ``(rank_char, suit_char)`` for a card given in any accepted form.

    Accepted: a code such as ``"AS"``, ``"TD"``, ``"10h"``, ``"q♦"`` or ``"♦Q"``; a pair
    ``(rank, suit)`` of characters or of indexes into :data:`RANKS` / :data:`SUITS`; an
    object whose ``str()`` is a code (the engine's ``Card``); a bare int ``suit * 8 + rank``.

    :raises ValueError: the value names no card of the 32-card pack.
    """
    if isinstance(card, tuple) and len(card) == 2:
        r, s = card
        rank = RANKS[r] if isinstance(r, int) and 0 <= r < 8 else _RANK_ALIASES.get(str(r).upper())
        suit = SUITS[s] if isinstance(s, int) and 0 <= s < 4 else SUIT_ALIASES.get(str(s).upper())
        if rank and suit:
            return rank, suit
        raise ValueError(f"{card!r} is not a card of the 32-card pack")
    text = card if isinstance(card, str) else str(card)
    parsed = _parse_text(text)
    if parsed is not None:
        return parsed
    if isinstance(card, int) and not isinstance(card, bool) and 0 <= card < 32:
        return RANKS[card % 8], SUITS[card // 8]
    raise ValueError(f"{card!r} is not a card of the 32-card pack (use e.g. 'AS', 'TD', '7H')")


def _parse_text(text: str) -> tuple[str, str] | None:
    t = text.strip().upper()
    if len(t) < 2:
        return None
    # rank first ("AS", "10H") or suit first ("♦Q", "S7").
    for rank_txt, suit_txt in ((t[:-1], t[-1]), (t[1:], t[0])):
        rank = _RANK_ALIASES.get(rank_txt)
        suit = SUIT_ALIASES.get(suit_txt)
        if rank and suit:
            return rank, suit
    return None


def all_card_codes() -> list[str]:
    """The 32 card codes, suit by suit (spades, hearts, diamonds, clubs), 7 up to ace."""
    return [r + s for s in SUITS for r in RANKS]

