"""What a player can do: bid, swap the trump seven, claim a low-hand redeal, decline those two,
play a card.

Actions are small immutable values with the record's text form (DESIGN.md, "actions"):
``take``, ``pass``, ``name H``, ``swap``, ``redeal``, ``play AD``. They carry no seat: a
:class:`~deberts_desktop.engine.deal.Deal` applies them for the seat given to ``apply``
(by default the player to act).

>>> Bid.name(Suit.HEARTS)
Bid('name H')
>>> Action.parse("play td") == Play(Card.parse("TD"))
True
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import CARDS, Card, Suit


class Action:
    """Base of all actions. ``str(action)`` is the record text without the seat."""

    __slots__ = ()

    @staticmethod
    def parse(text: str) -> "Action":
        """Read ``take``, ``pass``, ``name <suit>``, ``swap``, ``redeal`` or ``play <card>``.

        :raises ValueError: not an action of the record (the message says which words
            are allowed).
        """
        words = text.split()
        if not words:
            raise ValueError("empty action")
        verb = words[0].lower()
        args = words[1:]
        if verb in ("take", "pass", "swap", "redeal") and not args:
            return {"take": TAKE, "pass": PASS, "swap": SWAP, "redeal": REDEAL}[verb]
        if verb == "name" and len(args) == 1:
            return Bid.name(Suit.parse(args[0]))
        if verb == "play" and len(args) == 1:
            return PLAYS[Card.parse(args[0])]
        raise ValueError(
            f"{text!r} is not an action (use pass, take, name <suit>, swap, redeal, play <card>)"
        )


@dataclass(frozen=True, slots=True, repr=False)  # (its own __repr__)
class Bid(Action):
    """A bid: ``take`` (round 1), ``name`` a suit (round 2), or ``pass``."""

    kind: str
    suit: Suit | None = None

    @staticmethod
    def take() -> "Bid":
        return TAKE

    @staticmethod
    def pass_() -> "Bid":
        return PASS

    @staticmethod
    def name(suit: Suit | int) -> "Bid":
        return NAMES[int(suit)]

    def __str__(self) -> str:
        return f"name {self.suit.letter}" if self.kind == "name" else self.kind

    def __repr__(self) -> str:
        return f"Bid({str(self)!r})"


class _Word(Action):
    """An action of one word and no value (``swap``, ``redeal``, ``decline``): every one of
    a class equals every other (one is shared: :data:`SWAP`, :data:`REDEAL`,
    :data:`DECLINE`), immutable (no attribute to set). A plain class: three frozen
    dataclasses cost the start ~0.9 ms of making (issue 21)."""

    __slots__ = ()
    #: the record's text
    word = ""

    def __eq__(self, other) -> bool:
        return type(other) is type(self)

    def __hash__(self) -> int:
        return hash(self.word)

    def __str__(self) -> str:
        return self.word

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class SevenSwap(_Word):
    """The holder of the trump 7 trades it for the turned card (RULES.md 6)."""

    __slots__ = ()
    word = "swap"


class ClaimRedeal(_Word):
    """A low-hand redeal claim (4 individual only, RULES.md 6)."""

    __slots__ = ()
    word = "redeal"


class Decline(_Word):
    """"No, thanks": a seat asked before the first lead whether it swaps the trump seven
    or claims a redeal lets the chance go (RULES.md 6). Never written in a record (a
    record's reader infers declines), so :meth:`Action.parse` does not read it."""

    __slots__ = ()
    word = "decline"


@dataclass(frozen=True, slots=True, repr=False)  # (its own __repr__)
class Play(Action):
    """Play ``card`` to the trick."""

    card: Card

    def __str__(self) -> str:
        return f"play {self.card}"

    def __repr__(self) -> str:
        return f"Play({str(self.card)!r})"


TAKE = Bid("take")
PASS = Bid("pass")
NAMES = tuple(Bid("name", Suit(s)) for s in range(4))
SWAP = SevenSwap()
REDEAL = ClaimRedeal()
DECLINE = Decline()
#: One shared :class:`Play` per card, indexed by card number.
PLAYS = tuple(Play(c) for c in CARDS)
