"""What an action caused, for the table to show (DESIGN.md, "Engine").

:meth:`Deal.apply <deberts_desktop.engine.deal.Deal.apply>` returns a list of these, in
the order they happen (the deal's opening packets and turned card are in
:attr:`Deal.opening <deberts_desktop.engine.deal.Deal.opening>`). Events name seats
(0 … n−1) and cards; :class:`CardsDealt` holds the real cards, so a table showing one seat
hides the others' cards itself.

The events of the dealing and the bidding are defined here; those of the play, from the
seven swap to the deal scored (:class:`SevenSwapped`, :class:`SequenceAnnounced`,
:class:`SequencesShown`, :class:`BellaAnnounced`, :class:`DebertzShown`,
:class:`CardPlayed`, :class:`TrickWon`, :class:`DealScored`), in
:mod:`~deberts_desktop.engine.play_events`, and named here too: ``events.CardPlayed`` imports
them when first used (issue 21: a first table dealt and bid on makes none of their eight
frozen dataclasses, ~3 ms of the start).
"""

from __future__ import annotations

from ..lazy import lazy_exports
from .cards import Card, Suit
from .frozen import Frozen, frozen


class Event(Frozen):
    """Base of all events: each is a frozen value (:func:`~.frozen.frozen`), compared,
    hashed and shown by its fields."""

    __slots__ = ()


@frozen
class CardsDealt(Event):
    """A packet dealt to ``seat`` (``cards`` in dealing order). ``completion`` is True for
    the cards dealt after bidding."""

    seat: int
    cards: tuple[Card, ...]
    completion: bool = False


@frozen
class CardTurned(Event):
    """The turned card is shown (the last event of the first deal)."""

    card: Card


@frozen
class TurnedCardGiven(Event):
    """4 players: the turned card goes to ``seat`` (declarer or dealer) — public."""

    seat: int
    card: Card


@frozen
class StockBottomShown(Event):
    """2–3 players: the stock's bottom card is shown to all (``show_stock_bottom``)."""

    card: Card


@frozen
class BidMade(Event):
    """``seat`` bid ``bid`` (text ``take``, ``pass``, ``name H``) in ``round`` 1 or 2."""

    seat: int
    bid: str
    round: int


@frozen
class TrumpFixed(Event):
    """Bidding is over: ``declarer`` plays with ``trump``."""

    declarer: int
    trump: Suit


@frozen
class DealThrownIn(Event):
    """The deal is thrown in: ``reason`` is ``all_passed`` or ``low_hand`` (then
    ``seat`` claimed it)."""

    reason: str
    seat: int | None = None


#: the events of the dealing and the bidding: this module's own (a table that checks for
#: these first looks at no class of the play's before the play)
BIDDING_EVENTS = (CardsDealt, CardTurned, TurnedCardGiven, StockBottomShown, BidMade, TrumpFixed, DealThrownIn)
#: the play's events, defined in :mod:`.play_events` (imported when one is first used)
PLAY_EVENTS = ("SevenSwapped", "SequenceAnnounced", "SequencesShown", "BellaAnnounced", "DebertzShown",
               "CardPlayed", "TrickWon", "DealScored")
__getattr__, __dir__ = lazy_exports(__name__, dict.fromkeys(PLAY_EVENTS, "play_events"), home=__package__)
