"""What an action caused, for the table to show (DESIGN.md, "Engine").

:meth:`Deal.apply <deberts_desktop.engine.deal.Deal.apply>` returns a list of these, in
the order they happen (the deal's opening packets and turned card are in
:attr:`Deal.opening <deberts_desktop.engine.deal.Deal.opening>`). Events name seats
(0 … n−1) and cards; :class:`CardsDealt` holds the real cards, so a table showing one seat
hides the others' cards itself.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import Card, Suit
from .sequences import Sequence


@dataclass(frozen=True, slots=True)
class Event:
    """Base of all events."""


@dataclass(frozen=True, slots=True)
class CardsDealt(Event):
    """A packet dealt to ``seat`` (``cards`` in dealing order). ``completion`` is True for
    the cards dealt after bidding."""

    seat: int
    cards: tuple[Card, ...]
    completion: bool = False


@dataclass(frozen=True, slots=True)
class CardTurned(Event):
    """The turned card is shown (the last event of the first deal)."""

    card: Card


@dataclass(frozen=True, slots=True)
class TurnedCardGiven(Event):
    """4 players: the turned card goes to ``seat`` (declarer or dealer) — public."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class StockBottomShown(Event):
    """2–3 players: the stock's bottom card is shown to all (``show_stock_bottom``)."""

    card: Card


@dataclass(frozen=True, slots=True)
class BidMade(Event):
    """``seat`` bid ``bid`` (text ``take``, ``pass``, ``name H``) in ``round`` 1 or 2."""

    seat: int
    bid: str
    round: int


@dataclass(frozen=True, slots=True)
class TrumpFixed(Event):
    """Bidding is over: ``declarer`` plays with ``trump``."""

    declarer: int
    trump: Suit


@dataclass(frozen=True, slots=True)
class SevenSwapped(Event):
    """``seat`` gave the trump seven ``seven`` for the turned card ``turned``; with 4
    players ``other`` is the seat that held the turned card (else None: the 7 lies on the
    table)."""

    seat: int
    seven: Card
    turned: Card
    other: int | None = None


@dataclass(frozen=True, slots=True)
class SequenceAnnounced(Event):
    """``seat`` announced its best ``sequence`` with its first card."""

    seat: int
    sequence: Sequence
    text: str = ""


@dataclass(frozen=True, slots=True)
class SequencesShown(Event):
    """The comparison is decided: ``winner`` (a seat, or None when nobody scores) and the
    winning side's sequences shown face up, as ``(seat, sequence)`` pairs; ``points``
    is what they are worth (0 when they do not count for want of a trick)."""

    winner: int | None
    shown: tuple[tuple[int, Sequence], ...] = ()
    points: int = 0


@dataclass(frozen=True, slots=True)
class BellaAnnounced(Event):
    """``seat`` announced bella (20) while playing ``card``."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class DebertzShown(Event):
    """``seat`` showed debertz (``cards``): the game ends, his side wins."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """``seat`` played ``card``."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    """``seat`` took the trick ``cards`` (in playing order) worth ``points`` card points
    (``last``: the final trick, worth 10 more)."""

    seat: int
    cards: tuple[Card, ...]
    points: int
    last: bool = False


@dataclass(frozen=True, slots=True)
class DealThrownIn(Event):
    """The deal is thrown in: ``reason`` is ``all_passed`` or ``low_hand`` (then
    ``seat`` claimed it)."""

    reason: str
    seat: int | None = None


@dataclass(frozen=True, slots=True)
class DealScored(Event):
    """The deal is over; ``result`` is its :class:`~deberts_desktop.engine.deal.DealResult`."""

    result: object = field(repr=False)
