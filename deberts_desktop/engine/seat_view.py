"""What one seat may know of a deal (:class:`SeatView`): :meth:`Deal.view
<deberts_desktop.engine.deal.Deal.view>` and :meth:`Game.view
<deberts_desktop.engine.game.Game.view>` give it, the players decide from it. Named by
:mod:`~deberts_desktop.engine.deal` too; imported when a view is first made (issue 21: a
first table the person acts on first does not make the class).
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action
from .cards import Card, Suit
from .rules import Rules
from .sequences import Sequence


@dataclass(frozen=True, slots=True)
class SeatView:
    """What ``seat`` may know of a deal (DESIGN.md ``view(seat)``). Picklable, no hidden
    card of another seat.

    ``hand``: own cards; ``hand_sizes``: cards held per seat; ``bids``: ``(seat, text)``
    in order; ``trick``: ``(seat, card)`` of the trick in progress; ``tricks``: finished
    tricks as ``(leader, cards, winner)``; ``announced``: ``(seat, Sequence)`` per
    announcement; ``shown``: the winning side's sequences once shown, ``(seat, Sequence)``;
    ``known_cards``: cards of other seats that are public (the turned card's holder in 4
    players, a swapped-in turned card, shown sequences, a bella card still held), as
    ``(seat, card)``; ``voids``: per seat, the suits it has shown it lacks (by not
    following, or by not trumping when it had to); ``legal``: own legal actions now.
    """

    seat: int
    rules: Rules
    phase: str
    dealer: int
    current_player: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    turned: Card | None
    turned_holder: int | None
    stock_bottom: Card | None
    seven_on_table: Card | None
    bids: tuple[tuple[int, str], ...]
    trump: Suit | None
    declarer: int | None
    leader: int | None
    trick: tuple[tuple[int, Card], ...]
    tricks: tuple[tuple[int, tuple[Card, ...], int], ...]
    announced: tuple[tuple[int, Sequence], ...]
    shown: tuple[tuple[int, Sequence], ...]
    bella: int | None
    known_cards: tuple[tuple[int, Card], ...]
    voids: tuple[frozenset, ...]
    legal: tuple[Action, ...]
    swapped: int | None = None
    #: Game context, filled in by :meth:`Game.view <deberts_desktop.engine.game.Game.view>`
    #: (None for a lone deal): running scores, bait counts and waiting pots per side.
    scores: tuple[int, ...] | None = None
    baits: tuple[int, ...] | None = None
    pots: tuple[int, ...] | None = None
