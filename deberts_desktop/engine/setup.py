"""A deal set up by hand: the deal editor's model (Game → Set up a position). No Qt.

A :class:`DealSetup` is a plain value the editor changes step by step: the rules, the
dealer, the cards placed in each seat, the turned card, and where play starts —

- ``start="bidding"``: each seat's cards are its hand during bidding (6, or 4 / 5 with 4
  players, RULES.md 4); the completion and the stock are dealt at random from the rest.
  It is saved as a record with a ``deck`` (RULES.md 4 deals it back exactly).
- ``start="first_lead"``: each seat's cards are its whole hand (9, or 8 with 4 players),
  with the ``trump``, the ``declarer`` and, optionally, the first ``leader`` and the
  bidding round that fixed trump (``bid_round``: 1 — the declarer took the turned card's
  suit; 2 — he named another suit; None — whichever the turned card allows). It is saved
  as an ordinary record (DESIGN.md, unchanged): the hands during bidding, the turned
  card, the completion, the stock, and the bids that fix that trump and declarer (the
  seats before the declarer pass). With 2–3 players the turned card stays on the table,
  so it is a card no hand holds; with 4 players it went to its receiver
  (``turned_card_to``: the declarer or the dealer), so it is in that hand. When no turned
  card is given, one is chosen that lets no seat swap the trump seven, if there is one:
  the trump seven itself, else a card of another suit (trump then named in round 2).
  The table then asks the seats that may swap or claim a redeal, as in any deal.

  A first lead the record cannot express — fewer cards than a whole hand (``cards_each``,
  an ending from a book), or a leader other than ``first_lead`` gives — is playable
  (:meth:`~deberts_desktop.engine.deal.Deal.at_first_lead`) but not saveable:
  :attr:`SetupResult.not_saveable` says why.

``all_pass`` never makes a trump or a declarer impossible (the seats before the declarer
pass, and a dealer who names last is allowed under both options).

Refusals (:meth:`DealSetup.problems`, :class:`SetupError`) are
:class:`~deberts_desktop.engine.reasons.Reason` values with a code and params for the
player's language: ``bad_card_text`` (value), ``bad_seat`` (what: dealer, declarer,
leader; seat, players), ``wrong_card_count`` (seat, count, expected), ``card_twice``
(card, seats: where it is, the turned card as None), ``turned_in_hand`` (card, seat),
``turned_not_with_receiver`` (card, seat: the receiver), ``no_turned_card`` (seat: the
receiver or None for the table; suit: trump; round), ``needs_trump``,
``needs_declarer``, ``round1_not_turned_suit`` (suit: trump; card: the turned card),
``round2_turned_suit`` (suit), ``bad_cards_each`` (count, most), ``not_enough_cards``.
Not saveable (playable): ``partial_hands`` (count, full), ``leader_not_by_rules``
(leader, expected).

>>> s = DealSetup(Rules(players=2), dealer=1).with_hand_text(0, "JS 9S AS TS KS QS")
>>> s.hands[0][:2], s.seat_size(0), [p.code for p in s.problems()]
((Card('JS'), Card('9S')), 6, [])
>>> r = s.build(seed=1)
>>> r.not_saveable is None, len(r.deal().hand(0)), r.record.deals[0].deck[:3] == list(s.hands[0][:3])
(True, 6, True)
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field, replace
from typing import Iterable, Sequence as Seq

from . import dealing
from .cards import CARDS, Card, Suit
from .deal import Deal
from .game import Game
from .kernel import kernel_for
from .reasons import CodedError, Reason
from .record import DealRecord, GameRecord, replay
from .rules import Rules

BIDDING = "bidding"
FIRST_LEAD = "first_lead"
STARTS = (BIDDING, FIRST_LEAD)


class SetupError(CodedError):
    """A set-up that cannot be dealt; ``code`` and ``params`` as listed in the module's
    documentation."""

    default_code = "bad_setup"


def parse_cards(text: str) -> list[Card]:
    """Cards typed by a player: ``"JS 9S AH"``, ``"10h, ♦Q"`` (spaces or commas between).

    :raises SetupError: ``bad_card_text`` (value: the word that is not a card).

    >>> parse_cards("js 10h, ♦Q")
    [Card('JS'), Card('TH'), Card('QD')]
    """
    out = []
    for word in re.split(r"[\s,;]+", text.strip()):
        if not word:
            continue
        try:
            out.append(Card.parse(word))
        except ValueError as e:
            raise SetupError(Reason("bad_card_text", str(e), value=word)) from None
    return out


def _seat_name(seat: int | None) -> str:
    return "the turned card" if seat is None else f"seat {seat}"


@dataclass(frozen=True)
class DealSetup:
    """A set-up being edited (see the module's documentation). Seats are 0 … n−1, seat 0
    the person. ``hands``: the cards placed per seat, in the order placed (fewer than
    :meth:`seat_size` are filled at random); ``trump``, ``declarer``, ``leader``,
    ``bid_round`` and ``cards_each`` count only with ``start="first_lead"``."""

    rules: Rules = field(default_factory=Rules)
    dealer: int = 0
    hands: tuple[tuple[Card, ...], ...] = ()
    turned: Card | None = None
    start: str = BIDDING
    trump: Suit | None = None
    declarer: int | None = None
    leader: int | None = None
    bid_round: int | None = None
    cards_each: int | None = None

    def __post_init__(self) -> None:
        n = self.rules.players
        hands = tuple(tuple(Card.parse(c) for c in h) for h in self.hands[:n])
        object.__setattr__(self, "hands", hands + ((),) * (n - len(hands)))
        if self.start not in STARTS:
            raise ValueError(f"start must be one of {', '.join(STARTS)}, not {self.start!r}")
        if self.trump is not None:
            object.__setattr__(self, "trump", Suit.parse(self.trump) if isinstance(self.trump, str) else Suit(self.trump))
        if self.turned is not None:
            object.__setattr__(self, "turned", Card.parse(self.turned))

    # -------------------------------------------------------------- editing
    def with_rules(self, rules: Rules) -> "DealSetup":
        """The same set-up under other rules (seats beyond the new player count are
        dropped, seats named beyond it forgotten)."""
        n = rules.players

        def seat(s):
            return s if s is not None and s < n else None

        return replace(self, rules=rules, hands=self.hands[:n], dealer=self.dealer if self.dealer < n else 0,
                       declarer=seat(self.declarer), leader=seat(self.leader))

    def with_hand(self, seat: int, cards: Iterable[Card | str]) -> "DealSetup":
        """Seat ``seat`` holds exactly ``cards`` (other seats unchanged, so a card given
        twice is a problem, not a move)."""
        hands = list(self.hands)
        hands[seat] = tuple(Card.parse(c) for c in cards)
        return replace(self, hands=tuple(hands))

    def with_hand_text(self, seat: int, text: str) -> "DealSetup":
        """:meth:`with_hand` from typed text (``"JS 9S AH"``).

        :raises SetupError: ``bad_card_text``."""
        return self.with_hand(seat, parse_cards(text))

    def place(self, card: Card | str, seat: int | None) -> "DealSetup":
        """Move ``card`` to the end of ``seat``'s cards (None: back to the pack), taking it
        from wherever it was (another seat, the turned card)."""
        card = Card.parse(card)
        hands = [tuple(c for c in h if c != card) for h in self.hands]
        if seat is not None:
            hands[seat] = hands[seat] + (card,)
        return replace(self, hands=tuple(hands), turned=None if self.turned == card else self.turned)

    def place_turned(self, card: Card | str | None) -> "DealSetup":
        """Make ``card`` the turned card (None: none chosen), taking it from any seat."""
        if card is None:
            return replace(self, turned=None)
        card = Card.parse(card)
        hands = tuple(tuple(c for c in h if c != card) for h in self.hands)
        return replace(self, hands=hands, turned=card)

    def cleared(self) -> "DealSetup":
        """Every card back in the pack (rules, dealer and the first lead kept)."""
        return replace(self, hands=(), turned=None)

    # -------------------------------------------------------------- questions
    @property
    def players(self) -> int:
        return self.rules.players

    def seat_size(self, seat: int = 0) -> int:
        """How many cards a seat holds in this set-up: the bidding hand (``bidding``), or
        ``cards_each`` / a whole hand (``first_lead``)."""
        if self.start == BIDDING:
            return self.rules.first_packet
        return self.cards_each or self.rules.hand_size

    @property
    def placed(self) -> set[Card]:
        """Every card placed (hands and the turned card)."""
        out = {c for h in self.hands for c in h}
        if self.turned is not None:
            out.add(self.turned)
        return out

    def free_cards(self) -> list[Card]:
        """The cards still in the pack, lowest card number first."""
        placed = self.placed
        return [c for c in CARDS if c not in placed]

    def receiver(self) -> int | None:
        """Who holds the turned card at the first lead (4 players: the declarer or the
        dealer, ``turned_card_to``), or None (2–3 players; no declarer yet)."""
        if self.rules.players < 4 or self.declarer is None:
            return None
        return dealing.turned_receiver(self.rules, self.dealer, self.declarer)

    def rules_leader(self) -> int | None:
        """The first leader the rules give (``first_lead``), or None without a declarer."""
        return kernel_for(self.rules).first_leader(self.dealer, self.declarer)

    @property
    def is_partial(self) -> bool:
        """A first lead with fewer cards than a whole hand (an ending)."""
        return self.start == FIRST_LEAD and self.seat_size() < self.rules.hand_size

    def problems(self, fill: bool = True) -> list[Reason]:
        """Everything that stops this set-up from being dealt, in a stable order (empty:
        it can be played). With ``fill`` seats holding fewer cards than
        :meth:`seat_size` are fine (the rest is dealt at random); without, they are
        refused."""
        out: list[Reason] = []
        n = self.players
        for what, seat in (("dealer", self.dealer), ("declarer", self.declarer), ("leader", self.leader)):
            if seat is not None and not 0 <= seat < n:
                out.append(Reason("bad_seat", f"the {what} must be a seat from 0 to {n - 1}, not {seat}",
                                  what=what, seat=seat, players=n))
        if out:
            return out
        where: dict[Card, list[int | None]] = {}
        for s, h in enumerate(self.hands):
            for c in h:
                where.setdefault(c, []).append(s)
        if self.turned is not None:
            where.setdefault(self.turned, []).append(None)
        for c, seats in sorted(where.items()):
            # at the first lead a turned card also in one hand is judged by the turned card's rules below
            if len(seats) > 1 and not (self.start == FIRST_LEAD and seats[-1] is None and len(seats) == 2):
                out.append(Reason("card_twice", f"{c} is given twice: to " + " and ".join(map(_seat_name, seats)),
                                  card=c, seats=tuple(seats)))
        if self.start == FIRST_LEAD and self.cards_each is not None and not 1 <= self.cards_each <= self.rules.hand_size:
            out.append(Reason("bad_cards_each", f"each hand holds 1 to {self.rules.hand_size} cards, not {self.cards_each}",
                              count=self.cards_each, most=self.rules.hand_size))
            return out
        size = self.seat_size()
        for s, h in enumerate(self.hands):
            count = len(h) + (1 if self._turned_counts_in(s) else 0)
            if count > size or (not fill and count < size):
                out.append(Reason("wrong_card_count", f"seat {s} holds {count} cards; it must hold {size}",
                                  seat=s, count=count, expected=size))
        if self.start == BIDDING:
            return out  # a turned card in a hand during bidding is a card given twice
        if self.trump is None:
            out.append(Reason("needs_trump", "a first lead needs a trump"))
        if self.declarer is None:
            out.append(Reason("needs_declarer", "a first lead needs a declarer"))
        if self.trump is None or self.declarer is None:
            return out
        out.extend(self._turned_problems())
        return out

    def _turned_counts_in(self, seat: int) -> bool:
        """With 4 players at the first lead the turned card given lies in its receiver's
        hand; counted there when it is not placed in the hand itself."""
        return (self.start == FIRST_LEAD and self.players == 4 and self.turned is not None
                and seat == self.receiver() and not any(self.turned in h for h in self.hands))

    def _turned_problems(self) -> list[Reason]:
        t, trump = self.turned, self.trump
        out: list[Reason] = []
        if t is not None:
            if self.bid_round == 1 and t.suit != trump:
                out.append(Reason("round1_not_turned_suit", f"trump taken in round 1 is the turned card's suit "
                                  f"({t.suit.plural}), not {trump.plural}", suit=trump, card=t))
            if self.bid_round == 2 and t.suit == trump:
                out.append(Reason("round2_turned_suit", f"in round 2 the declarer cannot name the turned card's suit "
                                  f"({trump.plural})", suit=trump))
            if self.players < 4:
                for s, h in enumerate(self.hands):
                    if t in h:
                        out.append(Reason("turned_in_hand", f"with {self.players} players the turned card {t} stays on "
                                          f"the table: seat {s} cannot hold it", card=t, seat=s))
            else:
                receiver = self.receiver()
                for s, h in enumerate(self.hands):
                    if t in h and s != receiver:
                        out.append(Reason("turned_not_with_receiver", f"the turned card {t} goes to seat {receiver} "
                                          f"({self.rules.turned_card_to}), not to seat {s}", card=t, seat=receiver))
        return out

    # -------------------------------------------------------------- dealing
    def filled(self, seed=None) -> "DealSetup":
        """Every seat filled to :meth:`seat_size` with cards from the pack, at random
        (``seed``: any value ``random.Random`` takes); in ``bidding`` a turned card too if
        none is given. With 4 players at the first lead a free turned card goes to its
        receiver first. Problems are not checked (see :meth:`problems`)."""
        rng = random.Random(seed)
        setup = self
        if (self.start == FIRST_LEAD and self.players == 4 and self.turned is not None
                and self.receiver() is not None and not any(self.turned in h for h in self.hands)):
            r = self.receiver()
            setup = setup.with_hand(r, setup.hands[r] + (self.turned,))
        free = setup.free_cards()
        rng.shuffle(free)
        hands = [list(h) for h in setup.hands]
        size = setup.seat_size()
        for h in hands:
            while len(h) < size and free:
                h.append(free.pop())
        turned = setup.turned
        if setup.start == BIDDING and turned is None and free:
            turned = free.pop()
        return replace(setup, hands=tuple(tuple(h) for h in hands), turned=turned)

    def build(self, seed=None, fill: bool = True, names: Seq[str] | None = None) -> "SetupResult":
        """The set-up made playable: filled at random (``fill``; ``seed`` as
        :meth:`filled`), checked, and written as a record when it can be.

        :raises SetupError: the first of :meth:`problems` (after filling)."""
        setup = self.filled(seed) if fill else self
        problems = setup.problems(fill=False)
        if problems:
            raise SetupError(problems[0])
        rng = random.Random(seed)
        names = list(names) if names else None
        if setup.start == BIDDING:
            return setup._bidding_result(rng, names)
        return setup._first_lead_result(names)

    def _bidding_result(self, rng: random.Random, names) -> "SetupResult":
        rules, n = self.rules, self.players
        order = dealing.bidding_order(self.dealer, n)
        deck: list[Card] = []
        start = 0
        for size in dealing.packets(rules):
            for seat in order:
                deck.extend(self.hands[seat][start:start + size])
            start += size
        deck.append(self.turned)
        dealt = set(deck)
        rest = [c for c in CARDS if c not in dealt]
        rng.shuffle(rest)
        deck.extend(rest)
        record = GameRecord(rules, names, [DealRecord(dealer=self.dealer, deck=deck)])
        return SetupResult(self, record, None)

    def _choose_turned(self) -> tuple[Card | None, int | None]:
        """The turned card and the round trump was fixed in, for a full first lead."""
        trump, rnd = self.trump, self.bid_round
        if self.turned is not None:
            return self.turned, 1 if self.turned.suit == trump else 2
        if self.players < 4:
            candidates = self.free_cards()
        else:
            candidates = sorted(self.hands[self.receiver()])
        seven = dealing.seven_of(trump)
        trumps = [c for c in candidates if c.suit == trump]
        others = [c for c in candidates if c.suit != trump]
        if rnd in (None, 1) and seven in candidates:
            return seven, 1
        if rnd in (None, 2) and others:
            return others[0], 2
        if rnd in (None, 1) and trumps:
            return trumps[0], 1
        return None, rnd

    def _first_lead_result(self, names) -> "SetupResult":
        rules, n = self.rules, self.players
        leader = self.leader if self.leader is not None else self.rules_leader()
        why = None
        if self.is_partial:
            why = Reason("partial_hands", f"hands of {self.seat_size()} cards cannot be written as a record (a whole "
                         f"hand is {rules.hand_size}): it can be played, not saved",
                         count=self.seat_size(), full=rules.hand_size)
        elif leader != self.rules_leader():
            why = Reason("leader_not_by_rules", f"the rules ({rules.first_lead}) make seat {self.rules_leader()} lead, "
                         f"not seat {leader}: it can be played, not saved", leader=leader, expected=self.rules_leader())
        if why is not None:
            return SetupResult(self, None, why, leader=leader)
        turned, rnd = self._choose_turned()
        if turned is None:
            receiver = self.receiver()
            raise SetupError(Reason(
                "no_turned_card",
                ("no card on the table" if receiver is None else f"no card of seat {receiver}")
                + f" can be the turned card for {self.trump.plural} fixed in round {rnd}",
                seat=receiver, suit=self.trump, round=rnd))
        setup = replace(self, turned=turned)
        problems = setup._turned_problems()
        if problems:
            raise SetupError(problems[0])
        receiver = setup.receiver()
        first = rules.first_packet
        hands, completion = [], []
        for s, h in enumerate(self.hands):
            h = [c for c in h if not (s == receiver and c == turned)]
            hands.append(h[:first])
            completion.append(h[first:])
        stock = [c for c in self.free_cards() if c != turned] if n < 4 else None
        order = dealing.bidding_order(self.dealer, n)
        bids = []
        if rnd == 2:
            bids += [f"{s} pass" for s in order]
        for s in order:
            if s == self.declarer:
                bids.append(f"{s} take" if rnd == 1 else f"{s} name {self.trump.letter}")
                break
            bids.append(f"{s} pass")
        deal = DealRecord(dealer=self.dealer, hands=hands, turned=turned, completion=completion, stock=stock,
                          actions=bids)
        return SetupResult(setup, GameRecord(rules, names, [deal]), None, leader=leader)


@dataclass(frozen=True)
class SetupResult:
    """A checked set-up: ``setup`` (filled, with the turned card chosen), ``record`` (a
    one-deal ``deberts-record``, None when not saveable), ``not_saveable`` (why not, a
    :class:`~.reasons.Reason`, or None), ``leader`` (the first leader at a first lead)."""

    setup: DealSetup
    record: GameRecord | None
    not_saveable: Reason | None
    leader: int | None = None

    @property
    def saveable(self) -> bool:
        return self.record is not None

    def game(self, names: Seq[str] | None = None, seed=None) -> Game:
        """A game with this deal started (at its first lead: after the bids), seat 0 the
        person. ``names``: one per seat (default the record's, else "Player 1" …)."""
        s = self.setup
        if self.record is not None:
            record = self.record if names is None else replace(self.record, names=list(names))
            return replay(record, seed=seed)
        game = Game(s.rules, dealer=s.dealer, seed=seed, names=names)
        game.start_deal(Deal.at_first_lead(s.rules, s.dealer, s.hands, s.trump, s.declarer, self.leader))
        return game

    def deal(self) -> Deal:
        """The deal alone, where :meth:`game` starts it."""
        return self.game().entries[0].deal
