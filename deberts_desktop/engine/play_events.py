"""The events of the play, from the seven swap to the deal scored (DESIGN.md, "Engine"):
named by :mod:`~deberts_desktop.engine.events` too, where the events of the dealing and the
bidding and their base :class:`~deberts_desktop.engine.events.Event` are; this module is
imported when one of its events is first used (issue 21, start-up).
"""

from __future__ import annotations

from dataclasses import field

from .cards import Card
from .events import Event
from .frozen import frozen
from .sequences import Sequence


@frozen
class SevenSwapped(Event):
    """``seat`` gave the trump seven ``seven`` for the turned card ``turned``; with 4
    players ``other`` is the seat that held the turned card (else None: the 7 lies on the
    table)."""

    seat: int
    seven: Card
    turned: Card
    other: int | None = None


@frozen
class SequenceAnnounced(Event):
    """``seat`` announced its best ``sequence`` with its first card."""

    seat: int
    sequence: Sequence
    text: str = ""


@frozen
class SequencesShown(Event):
    """The comparison is decided: ``winner`` (a seat, or None when nobody scores) and the
    winning side's sequences shown face up, as ``(seat, sequence)`` pairs; ``points``
    is what they are worth (0 when they do not count for want of a trick)."""

    winner: int | None
    shown: tuple[tuple[int, Sequence], ...] = ()
    points: int = 0


@frozen
class BellaAnnounced(Event):
    """``seat`` announced bella (20) while playing ``card``."""

    seat: int
    card: Card


@frozen
class DebertzShown(Event):
    """``seat`` showed debertz (``cards``): the game ends, his side wins."""

    seat: int
    cards: tuple[Card, ...]


@frozen
class CardPlayed(Event):
    """``seat`` played ``card``."""

    seat: int
    card: Card


@frozen
class TrickWon(Event):
    """``seat`` took the trick ``cards`` (in playing order) worth ``points`` card points
    (``last``: the final trick, worth 10 more)."""

    seat: int
    cards: tuple[Card, ...]
    points: int
    last: bool = False


@frozen
class DealScored(Event):
    """The deal is over; ``result`` is its :class:`~deberts_desktop.engine.deal_result.DealResult`."""

    result: object = field(repr=False)
