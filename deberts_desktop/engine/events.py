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

from dataclasses import dataclass, fields

from ..lazy import lazy_exports
from .cards import Card, Suit


class Event:
    """Base of all events. Each event is a frozen dataclass of its own (:data:`event`: its
    fields, set once by ``__init__``), compared, hashed and shown here by its fields, as a
    dataclass would: equal when of the same class with equal fields, the hash of the
    fields' tuple, ``Name(field=value, ...)`` (issue 21: the ten methods a dataclass writes
    for each class cost the start ~0.14 ms a class; a plain base: ~0.5 ms)."""

    __slots__ = ()

    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return all(getattr(self, name) == getattr(other, name) for name in self.__match_args__)

    def __hash__(self) -> int:
        return hash(tuple(getattr(self, name) for name in self.__match_args__))

    def __repr__(self) -> str:
        shown = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in fields(self) if f.repr)
        return f"{type(self).__qualname__}({shown})"


#: the decorator of every event class: a frozen dataclass with slots whose comparison, hash
#: and text are :class:`Event`'s
event = dataclass(frozen=True, slots=True, eq=False, repr=False)


@event
class CardsDealt(Event):
    """A packet dealt to ``seat`` (``cards`` in dealing order). ``completion`` is True for
    the cards dealt after bidding."""

    seat: int
    cards: tuple[Card, ...]
    completion: bool = False


@event
class CardTurned(Event):
    """The turned card is shown (the last event of the first deal)."""

    card: Card


@event
class TurnedCardGiven(Event):
    """4 players: the turned card goes to ``seat`` (declarer or dealer) — public."""

    seat: int
    card: Card


@event
class StockBottomShown(Event):
    """2–3 players: the stock's bottom card is shown to all (``show_stock_bottom``)."""

    card: Card


@event
class BidMade(Event):
    """``seat`` bid ``bid`` (text ``take``, ``pass``, ``name H``) in ``round`` 1 or 2."""

    seat: int
    bid: str
    round: int


@event
class TrumpFixed(Event):
    """Bidding is over: ``declarer`` plays with ``trump``."""

    declarer: int
    trump: Suit


@event
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
