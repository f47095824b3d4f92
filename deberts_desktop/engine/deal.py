"""One deal of Debertz as a state machine (RULES.md sections 4–9, DESIGN.md "Engine").

Phases: :data:`BIDDING_1`, :data:`BIDDING_2`, :data:`BEFORE_LEAD` (seven swap, low-hand
redeal), :data:`PLAY`, :data:`DONE`. Ask :attr:`Deal.current_player`, call
:meth:`Deal.legal_actions` and :meth:`Deal.apply`; :meth:`Deal.view` gives what one seat
may know; :attr:`Deal.result` is the :class:`DealResult` once done.

Before the first lead several seats may act: the first leader plays (which ends that time),
the holder of the trump seven may swap, a player with a low hand may claim a redeal. So
:meth:`legal_actions` and :meth:`apply` take an optional ``seat``; :meth:`seats_to_act`
lists the seats that have something to do.

Hands are bitmasks (see :mod:`~deberts_desktop.engine.cards`); public methods take and
return :class:`Card` values.
"""

from __future__ import annotations

import random as _random
from dataclasses import dataclass, field
from typing import Iterable, Sequence as Seq

from . import events as ev
from .actions import PASS, PLAYS, REDEAL, SWAP, TAKE, NAMES, Action, Bid, ClaimRedeal, Play, SevenSwap
from .cards import (
    CARDS,
    SUIT_MASKS,
    TRUMP_STRENGTH,
    Card,
    Rank,
    Suit,
    card_points,
    cards_of,
    mask_of,
    PLAIN_STRENGTH,
)
from .rules import Rules
from .sequences import (
    PENDING,
    Sequence,
    best_sequence,
    bella_cards,
    compare_sequences,
    has_debertz,
    sequences_in,
)

BIDDING_1 = "bidding_1"
BIDDING_2 = "bidding_2"
BEFORE_LEAD = "before_lead"
PLAY = "play"
DONE = "done"


class Reason(str):
    """Why an action is refused: the English message, plus a stable ``code`` (such as
    ``must_follow``) and ``params`` (such as ``suit``) from which a table can compose the
    message in another language."""

    code: str
    params: dict

    def __new__(cls, code: str, text: str, **params):
        obj = super().__new__(cls, text)
        obj.code = code
        obj.params = params
        return obj


class IllegalActionError(ValueError):
    """An action that the rules do not allow now; the message says who tried what and
    why, in words a player understands (``seat 0 cannot play AH: must follow diamonds``).

    ``code`` and ``params`` name the reason for translation: ``not_your_turn`` (turn),
    ``not_held`` (card), ``must_follow`` (suit), ``must_trump`` (suit), ``must_overtrump``
    (card, when known), ``dealer_must_name``, ``cannot_name_turned_suit`` (suit),
    ``swap_*``, ``redeal_*`` (``redeal_hand_too_good``: points, limit) and a few more.
    """

    def __init__(self, reason: str):
        super().__init__(str(reason))
        self.code = getattr(reason, "code", "not_allowed")
        self.params = dict(getattr(reason, "params", {}))


class DealSetupError(ValueError):
    """Cards given to start a deal are wrong: not 32 distinct cards, or wrong counts."""


def _strength_tables():
    trump_above = []  # [suit][rank] -> mask of trumps of that suit stronger than rank
    for s in range(4):
        row = []
        for r in range(8):
            m = 0
            for r2 in range(8):
                if TRUMP_STRENGTH[r2] > TRUMP_STRENGTH[r]:
                    m |= 1 << (s * 8 + r2)
            row.append(m)
        trump_above.append(tuple(row))
    return tuple(trump_above)


_TRUMP_ABOVE = _strength_tables()


@dataclass(frozen=True, slots=True)
class DealResult:
    """The scored deal, before the game applies pots and penalties (RULES.md 9).

    Per **seat**: ``card_points`` (card points of the tricks it took), ``tricks``
    (number taken), ``last_trick`` and ``sequence_winner`` (seats or None).
    Per **side** (a seat, or in 4 pairs side 0 = seats 0+2, side 1 = seats 1+3):
    ``sequences``, ``bella``, ``totals`` (card points + last trick + sequences + bella).
    ``outcome`` is ``made``, ``bait``, ``hanging``, ``debertz`` or None (thrown in).
    """

    dealer: int
    declarer: int | None
    trump: Suit | None
    thrown_in: bool
    card_points: tuple[int, ...]
    tricks: tuple[int, ...]
    last_trick: int | None
    sequence_winner: int | None
    sequences: tuple[int, ...]
    bella: tuple[int, ...]
    totals: tuple[int, ...]
    outcome: str | None
    debertz: int | None = None
    thrown_in_reason: str | None = None

    @property
    def declarer_side(self) -> int | None:
        return None if self.declarer is None else self._side(self.declarer)

    def _side(self, seat: int) -> int:
        return seat % 2 if len(self.totals) == 2 and len(self.card_points) == 4 else seat

    @property
    def side_tricks(self) -> tuple[int, ...]:
        """Tricks taken per side."""
        out = [0] * len(self.totals)
        for seat, t in enumerate(self.tricks):
            out[self._side(seat)] += t
        return tuple(out)


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


class Deal:
    """One deal: dealing, bidding, the seven swap and redeal claims, play and scoring.

    Build one with :meth:`from_deck`, :meth:`from_hands`, :meth:`shuffled` or
    :meth:`at_first_lead`. Seats are 0 … n−1 clockwise; ``dealer`` is a seat.

    :raises DealSetupError: from the constructors when the cards are not a valid deal.
    """

    # ------------------------------------------------------------------ construction
    def __init__(self, rules: Rules, dealer: int):
        if not 0 <= dealer < rules.players:
            raise DealSetupError(f"dealer must be a seat from 0 to {rules.players - 1}, not {dealer}")
        self.rules = rules
        self.n = n = rules.players
        self.dealer = dealer
        self.order = tuple((dealer + 1 + i) % n for i in range(n))
        self._pairs = rules.pairs
        self._ot = OVERTRUMP_CODES.index(rules.overtrump)
        self._uo = rules.undertrump == "optional"
        self._pe = rules.pairs and rules.partner_exemption
        self.hands = [0] * n
        self.phase = BIDDING_1
        self.turn: int | None = self.order[0]
        self.bids: list[tuple[int, Bid]] = []
        self.trump: int | None = None
        self.declarer: int | None = None
        self.turned: Card | None = None
        self.turned_holder: int | None = None
        self.stock: list[Card] = []
        self.seven_on_table: Card | None = None
        self.swapped: int | None = None
        self._completion: list[list[Card]] | None = None
        self._deck_rest: list[Card] | None = None
        self.deck: list[Card] | None = None  # the whole pack, when dealt from one
        self.first_packets: list[list[Card]] = [[] for _ in range(n)]
        self.completion_dealt: list[list[Card]] = [[] for _ in range(n)]
        # play state
        self.leader: int | None = None
        self.trick_seats: list[int] = []
        self.trick_cards: list[int] = []
        self._win_seat = -1
        self._win_str = -1
        self.tricks: list[tuple[int, tuple[Card, ...], int]] = []
        self.taken = [0] * n
        self.won_points = [0] * n
        self.played = 0
        self.start_hands: list[int] = [0] * n
        self.seqs: list[list[Sequence]] = [[] for _ in range(n)]
        self.best: list[Sequence | None] = [None] * n
        self.announced: list[tuple[int, Sequence]] = []
        self._first_played = [False] * n
        self.sequence_winner = PENDING
        self.shown: list[tuple[int, Sequence]] = []
        self.bella_holder: int | None = None
        self.bella_announced = False
        self.voids = [0] * n  # bit per suit
        self.last_trick: int | None = None
        self.debertz: int | None = None
        self.thrown_in_reason: str | None = None
        self.thrown_in_seat: int | None = None
        self.result: DealResult | None = None
        self.history: list[tuple[int, Action]] = []

    @classmethod
    def from_deck(cls, rules: Rules, dealer: int, deck: Seq[Card | str]) -> "Deal":
        """A deal from a whole pack, top card first, dealt as RULES.md section 4 says:
        packets in seat order from the dealer's left, then the turned card; the
        completion packets come off the rest after bidding; the remainder is the stock
        (2–3 players), its bottom card last.

        :raises DealSetupError: not the 32 distinct cards.
        """
        cards = _check_pack(deck)
        d = cls(rules, dealer)
        n = d.n
        packets = (3, 3) if n < 4 else ((2, 2) if rules.four_player_deal == "four_four" else (3, 2))
        pos = 0
        hands: list[list[Card]] = [[] for _ in range(n)]
        for size in packets:
            for seat in d.order:
                hands[seat].extend(cards[pos : pos + size])
                pos += size
        turned = cards[pos]
        pos += 1
        d._setup(hands, turned)
        d._deck_rest = cards[pos:]
        d.deck = cards
        return d

    @classmethod
    def from_hands(
        cls,
        rules: Rules,
        dealer: int,
        hands: Seq[Seq[Card | str]],
        turned: Card | str,
        completion: Seq[Seq[Card | str]],
        stock: Seq[Card | str] | None = None,
    ) -> "Deal":
        """A deal from the hands held during bidding (6, or 4 / 5 with 4 players each),
        the ``turned`` card, each seat's ``completion`` (with 4 players the turned card's
        receiver gets one card fewer), and the ``stock`` (2–3 players: the rest, bottom
        card last; may be omitted with 4 players).

        :raises DealSetupError: wrong counts, a duplicate, or not all 32 cards.
        """
        d = cls(rules, dealer)
        n = d.n
        try:
            hs = [[Card.parse(c) for c in h] for h in hands]
            t = Card.parse(turned)
            comp = [[Card.parse(c) for c in h] for h in completion]
            st = [Card.parse(c) for c in (stock or [])]
        except (TypeError, ValueError) as e:
            raise DealSetupError(str(e)) from None
        if len(hs) != n or len(comp) != n:
            raise DealSetupError(f"a {n}-player deal needs {n} hands and {n} completions")
        for seat, h in enumerate(hs):
            if len(h) != rules.first_packet:
                raise DealSetupError(
                    f"seat {seat} holds {len(h)} cards before bidding; it must hold {rules.first_packet}"
                )
        if n < 4:
            for seat, c in enumerate(comp):
                if len(c) != 3:
                    raise DealSetupError(f"seat {seat} gets {len(c)} cards after bidding; it must get 3")
            if stock is None:
                raise DealSetupError("a 2- or 3-player deal needs its stock (bottom card last)")
        else:
            more = 4 if rules.four_player_deal == "four_four" else 3
            for seat, c in enumerate(comp):
                if len(c) not in (more, more - 1):
                    raise DealSetupError(
                        f"seat {seat} gets {len(c)} cards after bidding; it must get {more} "
                        f"({more - 1} for the player who receives the turned card)"
                    )
            short = [s for s, c in enumerate(comp) if len(c) == more - 1]
            if len(short) != 1:
                raise DealSetupError(
                    f"exactly one seat (the turned card's receiver) gets {more - 1} cards after bidding"
                )
            if st:
                raise DealSetupError("a 4-player deal has no stock")
        all_cards = [c for h in hs for c in h] + [t] + [c for h in comp for c in h] + st
        seen = set()
        for c in all_cards:
            if c in seen:
                raise DealSetupError(f"{c} is dealt twice")
            seen.add(c)
        if len(seen) != 32:
            missing = " ".join(str(c) for c in CARDS if c not in seen)
            raise DealSetupError(f"the deal must use all 32 cards; missing {missing}")
        d._setup(hs, t)
        d._completion = comp
        d.stock = st
        return d

    @classmethod
    def shuffled(cls, rules: Rules, dealer: int, rng: _random.Random | int | None = None) -> "Deal":
        """A deal from a pack shuffled with ``rng`` (a ``random.Random`` or a seed)."""
        if not isinstance(rng, _random.Random):
            rng = _random.Random(rng)
        deck = list(CARDS)
        rng.shuffle(deck)
        return cls.from_deck(rules, dealer, deck)

    @classmethod
    def at_first_lead(
        cls,
        rules: Rules,
        dealer: int,
        hands: Seq[Seq[Card | str]],
        trump: Suit | int | str,
        declarer: int,
        leader: int | None = None,
    ) -> "Deal":
        """For analysis and set positions: a deal at its first lead, from the full hands
        (9 cards each with 2–3 players, 8 with 4), ``trump``, the ``declarer`` and the first
        ``leader`` (default: as ``first_lead`` says). There is no turned card and no swap;
        sequences, bella and debertz count as usual.

        :raises DealSetupError: wrong counts or a duplicate card.
        """
        d = cls(rules, dealer)
        try:
            hs = [[Card.parse(c) for c in h] for h in hands]
            t = Suit.parse(trump) if isinstance(trump, str) else Suit(trump)
        except (TypeError, ValueError) as e:
            raise DealSetupError(str(e)) from None
        if len(hs) != d.n:
            raise DealSetupError(f"a {d.n}-player deal needs {d.n} hands")
        sizes = {len(h) for h in hs}
        if len(sizes) != 1 or not 1 <= sizes.pop() <= rules.hand_size:
            raise DealSetupError(f"every hand must hold the same number of cards, at most {rules.hand_size}")
        seen = set()
        for h in hs:
            for c in h:
                if c in seen:
                    raise DealSetupError(f"{c} is dealt twice")
                seen.add(c)
        if not 0 <= declarer < d.n:
            raise DealSetupError(f"declarer must be a seat from 0 to {d.n - 1}")
        d.hands = [mask_of(h) for h in hs]
        d.first_packets = [list(h) for h in hs]
        d.trump = int(t)
        d.declarer = declarer
        d.bids = []
        d._start_play(leader)
        return d

    @property
    def recorded_completion(self) -> list[list[Card]] | None:
        """The completion packets given by :meth:`from_hands` (None otherwise)."""
        return self._completion

    def _setup(self, hands: list[list[Card]], turned: Card) -> None:
        self.first_packets = [list(h) for h in hands]
        self.hands = [mask_of(h) for h in hands]
        self.turned = turned

    # ------------------------------------------------------------------ questions
    @property
    def current_player(self) -> int | None:
        """The seat to act (before the first lead: the first leader), None when done."""
        return self.turn

    @property
    def is_done(self) -> bool:
        return self.phase == DONE

    @property
    def bid_round(self) -> int:
        """1 or 2 during bidding; after it, the round in which trump was fixed (0 if
        trump was set directly by :meth:`at_first_lead`)."""
        if self.phase == BIDDING_1:
            return 1
        if self.phase == BIDDING_2:
            return 2
        if not self.bids:
            return 0
        return 2 if self.bids[-1][1].kind == "name" else 1

    def side_of(self, seat: int) -> int:
        return seat % 2 if self._pairs else seat

    def hand(self, seat: int) -> list[Card]:
        """The cards ``seat`` holds now, lowest card number first."""
        return cards_of(self.hands[seat])

    def seats_to_act(self) -> list[int]:
        """Seats that may act now: the player to act, and before the first lead also the
        holder of the trump seven (if he may swap) and players who may claim a redeal."""
        if self.phase == DONE:
            return []
        if self.phase != BEFORE_LEAD:
            return [self.turn]
        out = [self.turn]
        for seat in self.order:
            if seat != self.turn and (self._can_swap(seat) or self._can_claim_redeal(seat)):
                out.append(seat)
        return out

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """The actions ``seat`` (default: the player to act) may take now; empty when it
        is not that seat's time."""
        if seat is None:
            seat = self.turn
        phase = self.phase
        if phase == PLAY:
            if seat != self.turn:
                return []
            m = self.legal_mask(seat)
            out = []
            while m:
                low = m & -m
                out.append(PLAYS[low.bit_length() - 1])
                m ^= low
            return out
        if phase == DONE or seat is None:
            return []
        if phase == BEFORE_LEAD:
            out = []
            if self._can_swap(seat):
                out.append(SWAP)
            if self._can_claim_redeal(seat):
                out.append(REDEAL)
            if seat == self.turn:
                out.extend(PLAYS[c] for c in cards_of(self.hands[seat]))
            return out
        if seat != self.turn:
            return []
        if phase == BIDDING_1:
            return [TAKE, PASS]
        names = [NAMES[s] for s in range(4) if s != self.turned.suit]
        if seat == self.dealer and self.rules.all_pass == "dealer_must_name":
            return names
        return names + [PASS]

    def is_legal(self, action: Action, seat: int | None = None) -> bool:
        return self._illegal_reason(action, self.turn if seat is None else seat) is None

    def legal_mask(self, seat: int) -> int:
        """Bitmask of the cards ``seat`` may play to the trick now (RULES.md 8)."""
        return legal_play_mask(
            self.hands[seat], seat, self.n, self.trick_cards, self._win_seat, self._win_str,
            self.trump, self._ot, self._uo, self._pe, self._pairs,
        )

    # ------------------------------------------------------------------ applying
    def apply(self, action: Action, seat: int | None = None) -> list[ev.Event]:
        """Apply ``action`` for ``seat`` (default: the player to act).

        :returns: the events it caused, in order.
        :raises IllegalActionError: the action is not allowed now; nothing changes.
        """
        if seat is None:
            seat = self.turn
        reason = self._illegal_reason(action, seat)
        if reason is not None:
            raise IllegalActionError(reason)
        return self._apply(action, seat)

    def apply_text(self, text: str) -> list[ev.Event]:
        """Apply a record action ``"<seat> <verb> [argument]"`` (``"0 play AH"``).

        :raises ValueError: the text is not an action; :raises IllegalActionError: it is
            not allowed now.
        """
        seat, action = parse_seat_action(text, self.n)
        return self.apply(action, seat)

    def play_fast(self, card: int) -> None:
        """Play ``card`` for the player to act without checks or events (AI search only;
        the caller guarantees legality, in the play phase)."""
        self._play(self.turn, card, None)

    def _illegal_reason(self, action: Action, seat: int | None) -> Reason | None:
        phase = self.phase
        if phase == DONE:
            return Reason("deal_over", "the deal is over")
        if seat is None or not 0 <= seat < self.n:
            return Reason("no_such_seat", f"there is no seat {seat}", seat=seat)
        if isinstance(action, Play):
            if phase in (BIDDING_1, BIDDING_2):
                return Reason("bidding_not_over", f"seat {seat} cannot play {action.card}: bidding is not over")
            if seat != self.turn:
                return Reason("not_your_turn", f"seat {seat} cannot play {action.card}: it is seat {self.turn}'s turn", turn=self.turn)
            if not self.hands[seat] >> action.card & 1:
                return Reason("not_held", f"seat {seat} cannot play {action.card}: seat {seat} does not hold it", card=action.card)
            if not self.legal_mask(seat) >> action.card & 1:
                why = self._why_not(seat, action.card)
                return Reason(why.code, f"seat {seat} cannot play {action.card}: {why}", **why.params)
            return None
        if isinstance(action, Bid):
            if phase not in (BIDDING_1, BIDDING_2):
                return Reason("bidding_over", f"seat {seat} cannot {action}: bidding is over")
            if seat != self.turn:
                return Reason("not_your_turn", f"seat {seat} cannot {action}: it is seat {self.turn}'s turn to bid", turn=self.turn)
            if phase == BIDDING_1 and action.kind == "name":
                return Reason("round1_take_or_pass", f"seat {seat} cannot {action}: in round 1 a player may only take or pass")
            if phase == BIDDING_2:
                if action.kind == "take":
                    return Reason("round2_name_or_pass", f"seat {seat} cannot take: in round 2 a player names a suit or passes")
                if action.kind == "name" and action.suit == self.turned.suit:
                    return Reason(
                        "cannot_name_turned_suit",
                        f"seat {seat} cannot name {action.suit.plural}: the turned card's suit "
                        "cannot be named in round 2",
                        suit=action.suit,
                    )
                if (
                    action.kind == "pass"
                    and seat == self.dealer
                    and self.rules.all_pass == "dealer_must_name"
                ):
                    return Reason("dealer_must_name", "the dealer cannot pass in round 2: he must name a suit (dealer_must_name)")
            if action.kind != "pass" and self.n == 4 and self._completion is not None:
                receiver = seat if self.rules.turned_card_to == "declarer" else self.dealer
                if len(self._completion[receiver]) != min(len(c) for c in self._completion):
                    return Reason(
                        "completion_does_not_fit",
                        f"seat {seat} cannot {action}: the recorded completion does not fit, "
                        f"seat {receiver} would receive the turned card and so must get one card "
                        "fewer after bidding"
                    )
            return None
        if isinstance(action, SevenSwap):
            return self._swap_problem(seat)
        if isinstance(action, ClaimRedeal):
            return self._redeal_problem(seat)
        return Reason("not_an_action", f"{action!r} is not an action")

    def _why_not(self, seat: int, card: int) -> Reason:
        tc = self.trick_cards
        led = tc[0] >> 3
        hand = self.hands[seat]
        trump = self.trump
        legal = self.legal_mask(seat)
        if hand & SUIT_MASKS[led]:
            if card >> 3 != led:
                return Reason("must_follow", f"must follow {Suit(led).plural}", suit=Suit(led))
            best = CARDS[self.trick_cards[self.trick_seats.index(self._win_seat)]]
            return Reason("must_overtrump", f"must beat the {best} (overtrump)", card=best)
        if legal & SUIT_MASKS[trump] == legal:
            if card >> 3 != trump:
                return Reason("must_trump", f"cannot follow {Suit(led).plural} and must play a trump ({Suit(trump).plural})", suit=Suit(trump))
            return Reason("must_overtrump", "must beat the highest trump in the trick (overtrump)")
        return Reason("not_allowed", "not allowed")

    def _can_swap(self, seat: int) -> bool:
        return self._swap_problem(seat) is None

    def _seven(self) -> Card:
        return CARDS[self.trump * 8 + Rank.SEVEN]

    def _swap_problem(self, seat: int) -> Reason | None:
        rules = self.rules
        if self.phase != BEFORE_LEAD:
            return Reason("swap_not_now", f"seat {seat} cannot swap the seven now: only after the deal is completed and before the first card")
        if rules.seven_swap == "off":
            return Reason("swap_off", f"seat {seat} cannot swap the seven: the seven swap is off")
        if self.swapped is not None:
            return Reason("swap_done", f"seat {seat} cannot swap the seven: it has been swapped already")
        if self.bid_round != 1 or self.turned is None:
            return Reason("swap_named_trump", f"seat {seat} cannot swap the seven: trump is not the turned card's suit")
        seven = self._seven()
        if self.turned == seven:
            return Reason("swap_turned_seven", f"seat {seat} cannot swap the seven: the turned card is the seven")
        if not self.hands[seat] >> seven & 1:
            return Reason("swap_no_seven", f"seat {seat} cannot swap the seven: seat {seat} does not hold {seven}", card=seven)
        if rules.seven_swap == "declarer_only" and seat != self.declarer:
            return Reason("swap_declarer_only", f"seat {seat} cannot swap the seven: only the declarer may (declarer_only)")
        if self.n == 4 and self.turned_holder == seat:
            return Reason("swap_own_turned", f"seat {seat} cannot swap the seven: seat {seat} holds the turned card itself")
        return None

    def _can_claim_redeal(self, seat: int) -> bool:
        return self._redeal_problem(seat) is None

    def _redeal_problem(self, seat: int) -> Reason | None:
        rules = self.rules
        if not rules.low_hand_redeal_applies:
            return Reason("redeal_not_in_mode", f"seat {seat} cannot claim a redeal: the low-hand redeal is only for 4 individual, with the option on")
        if self.phase != BEFORE_LEAD:
            return Reason("redeal_not_now", f"seat {seat} cannot claim a redeal now: only after the deal is completed and before the first card")
        pts = card_points(self.hands[seat], self.trump)
        if pts > rules.low_hand_limit:
            return Reason("redeal_hand_too_good", f"seat {seat} cannot claim a redeal: the hand is worth {pts} points, more than {rules.low_hand_limit}", points=pts, limit=rules.low_hand_limit)
        return None

    def _apply(self, action: Action, seat: int) -> list[ev.Event]:
        self.history.append((seat, action))
        events: list[ev.Event] = []
        if isinstance(action, Play):
            self._play(seat, action.card, events)
        elif isinstance(action, Bid):
            self._bid(seat, action, events)
        elif isinstance(action, SevenSwap):
            self._swap(seat, events)
        else:
            self.thrown_in_reason = "low_hand"
            self.thrown_in_seat = seat
            events.append(ev.DealThrownIn("low_hand", seat))
            self._finish(events)
        return events

    # -- bidding ------------------------------------------------------------------
    def _bid(self, seat: int, bid: Bid, events: list) -> None:
        rnd = 1 if self.phase == BIDDING_1 else 2
        self.bids.append((seat, bid))
        events.append(ev.BidMade(seat, str(bid), rnd))
        if bid.kind == "pass":
            if seat == self.dealer:
                if rnd == 1:
                    self.phase = BIDDING_2
                    self.turn = self.order[0]
                else:
                    self.thrown_in_reason = "all_passed"
                    events.append(ev.DealThrownIn("all_passed"))
                    self._finish(events)
            else:
                self.turn = (seat + 1) % self.n
            return
        self.declarer = seat
        self.trump = self.turned.suit if bid.kind == "take" else int(bid.suit)
        events.append(ev.TrumpFixed(seat, Suit(self.trump)))
        self._complete_deal(events)

    def _complete_deal(self, events: list) -> None:
        n = self.n
        rules = self.rules
        if n == 4:
            receiver = self.declarer if rules.turned_card_to == "declarer" else self.dealer
            self.turned_holder = receiver
        else:
            receiver = None
        if self._completion is not None:
            comp = self._completion
        else:
            rest = self._deck_rest
            more = 3 if n < 4 else (4 if rules.four_player_deal == "four_four" else 3)
            comp = [[] for _ in range(n)]
            pos = 0
            for seat in self.order:
                k = more - 1 if seat == receiver else more
                comp[seat] = rest[pos : pos + k]
                pos += k
            self.stock = rest[pos:]
        if n == 4:
            self.hands[receiver] |= 1 << self.turned
            events.append(ev.TurnedCardGiven(receiver, self.turned))
        for seat in self.order:
            self.completion_dealt[seat] = list(comp[seat])
            self.hands[seat] |= mask_of(comp[seat])
            events.append(ev.CardsDealt(seat, tuple(comp[seat]), True))
        if n < 4 and self.stock and rules.show_stock_bottom:
            events.append(ev.StockBottomShown(self.stock[-1]))
        self.phase = BEFORE_LEAD
        self.turn = self.declarer if rules.first_lead == "declarer" else self.order[0]
        self.leader = self.turn

    def _swap(self, seat: int, events: list) -> None:
        seven = self._seven()
        turned = self.turned
        self.hands[seat] = (self.hands[seat] & ~(1 << seven)) | (1 << turned)
        other = None
        if self.n == 4:
            other = self.turned_holder
            self.hands[other] = (self.hands[other] & ~(1 << turned)) | (1 << seven)
        else:
            self.seven_on_table = seven
        self.swapped = seat
        events.append(ev.SevenSwapped(seat, seven, turned, other))

    # -- play -----------------------------------------------------------------------
    def _start_play(self, leader: int | None = None) -> None:
        rules = self.rules
        self.phase = PLAY
        if leader is None:
            leader = self.declarer if rules.first_lead == "declarer" else self.order[0]
        self.turn = self.leader = leader
        self.start_hands = list(self.hands)
        trump = self.trump
        bella = bella_cards(trump)
        for seat in range(self.n):
            self.seqs[seat] = sequences_in(self.hands[seat])
            self.best[seat] = best_sequence(self.seqs[seat], rules, trump)
            if self.hands[seat] & bella == bella:
                self.bella_holder = seat

    def _play(self, seat: int, card: int, events: list | None) -> None:
        if self.phase != PLAY:
            self._start_play(self.turn)
        bit = 1 << card
        self.hands[seat] ^= bit
        self.played |= bit
        tc = self.trick_cards
        trump = self.trump
        s = card >> 3
        if tc:
            led = tc[0] >> 3
            rules = self.rules
            self.voids[seat] |= shown_voids(card, seat, led, trump, self._win_seat, self._win_str, self._pairs,
                                            rules.partner_exemption, rules.undertrump == "optional")
            st = 16 + TRUMP_STRENGTH[card & 7] if s == trump else (8 + PLAIN_STRENGTH[card & 7] if s == led else 0)
        else:
            st = 16 + TRUMP_STRENGTH[card & 7] if s == trump else 8 + PLAIN_STRENGTH[card & 7]
        if st > self._win_str:
            self._win_str = st
            self._win_seat = seat
        self.trick_seats.append(seat)
        tc.append(card)
        if not self._first_played[seat]:
            self._first_played[seat] = True
            self._first_card(seat, events)
            if self.phase == DONE:
                return
        if self.bella_holder == seat and not self.bella_announced and bit & bella_cards(trump):
            self.bella_announced = True
            if events is not None:
                events.append(ev.BellaAnnounced(seat, CARDS[card]))
        if events is not None:
            events.append(ev.CardPlayed(seat, CARDS[card]))
        if len(tc) < self.n:
            self.turn = (seat + 1) % self.n
            return
        # trick complete
        winner = self._win_seat
        pts = card_points(_mask(tc), trump)
        self.taken[winner] += 1
        self.won_points[winner] += pts
        last = self.hands[winner] == 0 and not any(self.hands)
        cards = tuple(CARDS[c] for c in tc)
        self.tricks.append((self.trick_seats[0], cards, winner))
        self.trick_seats = []
        self.trick_cards = []
        self._win_seat = -1
        self._win_str = -1
        if events is not None:
            events.append(ev.TrickWon(winner, cards, pts, last))
        self.turn = self.leader = winner
        if len(self.tricks) == 1 or (last and self.sequence_winner is PENDING):
            if last:
                self.last_trick = winner
            self._decide_sequences(events)
        if last:
            self.last_trick = winner
            self._finish(events)

    def _first_card(self, seat: int, events: list | None) -> None:
        rules = self.rules
        if has_debertz(self.start_hands[seat], self.trump, rules.debertz_needs_ace):
            self.debertz = seat
            if events is not None:
                bits = (self.start_hands[seat] >> (8 * self.trump)) & 0xFF
                cards = tuple(CARDS[self.trump * 8 + r] for r in range(8) if bits >> r & 1)
                events.append(ev.CardPlayed(seat, CARDS[self.trick_cards[-1]]))
                events.append(ev.DebertzShown(seat, cards))
            self._finish(events)
            return
        best = self.best[seat]
        if best is not None:
            self.announced.append((seat, best))
            if events is not None:
                events.append(ev.SequenceAnnounced(seat, best, best.describe(rules.hundred)))

    def _decide_sequences(self, events: list | None) -> None:
        rules = self.rules
        w = compare_sequences(self.best, rules, self.dealer, self.trump, self.last_trick)
        self.sequence_winner = w
        if w is PENDING:
            return
        if w is None:
            if events is not None and any(b is not None for b in self.best):
                events.append(ev.SequencesShown(None))
            return
        side = self.side_of(w)
        shown = [(s, q) for s in self.order if self.side_of(s) == side for q in self.seqs[s]]
        self.shown = shown
        if events is not None:
            events.append(ev.SequencesShown(w, tuple(shown), sum(q.points(rules.hundred) for _, q in shown)))

    # -- the end --------------------------------------------------------------------
    def _finish(self, events: list | None) -> None:
        self.phase = DONE
        self.turn = None
        self.result = self._score()
        if events is not None:
            events.append(ev.DealScored(self.result))

    def _score(self) -> DealResult:
        rules = self.rules
        n = self.n
        sides = rules.sides
        zeros = (0,) * sides
        trump = None if self.trump is None else Suit(self.trump)
        if self.thrown_in_reason is not None or self.debertz is not None:
            return DealResult(
                dealer=self.dealer,
                declarer=self.declarer,
                trump=trump,
                thrown_in=self.debertz is None,
                card_points=(0,) * n,
                tricks=(0,) * n,
                last_trick=None,
                sequence_winner=None,
                sequences=zeros,
                bella=zeros,
                totals=zeros,
                outcome="debertz" if self.debertz is not None else None,
                debertz=self.debertz,
                thrown_in_reason=self.thrown_in_reason,
            )
        side_of = self.side_of
        side_tricks = [0] * sides
        cp = [0] * sides
        for seat in range(n):
            side_tricks[side_of(seat)] += self.taken[seat]
            cp[side_of(seat)] += self.won_points[seat]
        seq = [0] * sides
        w = self.sequence_winner
        if w is not None and w is not PENDING:
            ws = side_of(w)
            if side_tricks[ws] > 0 or not rules.sequences_need_trick:
                seq[ws] = sum(q.points(rules.hundred) for s in range(n) if side_of(s) == ws for q in self.seqs[s])
        bella = [0] * sides
        if self.bella_holder is not None:
            bella[side_of(self.bella_holder)] = 20
        totals = [cp[i] + seq[i] + bella[i] for i in range(sides)]
        totals[side_of(self.last_trick)] += 10
        dside = side_of(self.declarer)
        d = totals[dside]
        m = max(t for i, t in enumerate(totals) if i != dside)
        outcome = "made" if d > m else ("bait" if d < m else "hanging")
        return DealResult(
            dealer=self.dealer,
            declarer=self.declarer,
            trump=trump,
            thrown_in=False,
            card_points=tuple(self.won_points),
            tricks=tuple(self.taken),
            last_trick=self.last_trick,
            sequence_winner=w if w is not PENDING else None,
            sequences=tuple(seq),
            bella=tuple(bella),
            totals=tuple(totals),
            outcome=outcome,
        )

    # ------------------------------------------------------------------ views
    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know now (see :class:`SeatView`)."""
        n = self.n
        known: list[tuple[int, Card]] = []
        if self.turned_holder is not None and self.hands[self.turned_holder] >> self.turned & 1:
            known.append((self.turned_holder, self.turned))
        if self.swapped is not None and self.n < 4 and self.hands[self.swapped] >> self.turned & 1:
            known.append((self.swapped, self.turned))
        if self.swapped is not None and self.n == 4:
            seven = self._seven()
            if self.hands[self.turned_holder] >> seven & 1:
                known.append((self.turned_holder, seven))
        for s, q in self.shown:
            for c in q.cards:
                if self.hands[s] >> c & 1:
                    known.append((s, c))
        if self.bella_announced and self.bella_holder is not None:
            for c in cards_of(bella_cards(self.trump) & self.hands[self.bella_holder]):
                known.append((self.bella_holder, c))
        known = [(s, c) for s, c in dict.fromkeys(known) if s != seat]
        stock_bottom = None
        if self.n < 4 and self.rules.show_stock_bottom and self.stock and self.phase not in (BIDDING_1, BIDDING_2):
            stock_bottom = self.stock[-1]
        return SeatView(
            seat=seat,
            rules=self.rules,
            phase=self.phase,
            dealer=self.dealer,
            current_player=self.turn,
            hand=tuple(cards_of(self.hands[seat])),
            hand_sizes=tuple(bin(h).count("1") for h in self.hands),
            turned=self.turned,
            turned_holder=self.turned_holder,
            stock_bottom=stock_bottom,
            seven_on_table=self.seven_on_table,
            bids=tuple((s, str(b)) for s, b in self.bids),
            trump=None if self.trump is None else Suit(self.trump),
            declarer=self.declarer,
            leader=self.leader,
            trick=tuple(zip(self.trick_seats, (CARDS[c] for c in self.trick_cards))),
            tricks=tuple(self.tricks),
            announced=tuple(self.announced),
            shown=tuple(self.shown),
            bella=self.bella_holder if self.bella_announced else None,
            known_cards=tuple(known),
            voids=tuple(frozenset(Suit(s) for s in range(4) if self.voids[i] >> s & 1) for i in range(n)),
            legal=tuple(self.legal_actions(seat)),
            swapped=self.swapped,
        )

    # ------------------------------------------------------------------ copying
    def copy(self) -> "Deal":
        """An independent copy (lists copied; immutable parts shared)."""
        d = Deal.__new__(Deal)
        d.__dict__.update(self.__dict__)
        for name in ("hands", "bids", "trick_seats", "trick_cards", "tricks", "taken", "won_points",
                     "start_hands", "announced", "_first_played", "shown", "voids", "history", "stock"):
            setattr(d, name, list(getattr(self, name)))
        return d

    def __repr__(self) -> str:
        hands = " | ".join(" ".join(str(c) for c in cards_of(h)) for h in self.hands)
        return f"<Deal dealer={self.dealer} phase={self.phase} trump={self.trump} hands={hands}>"

    def __str__(self) -> str:
        """The deal as a small diagram: each seat's hand, markers, the trick.

        >>> d = Deal.at_first_lead(Rules(players=2), 1, [["JS", "9S"], ["AH", "7D"]], "S", 0)
        >>> print(d)
        trump ♠, declarer 0, dealer 1, phase play
          0 *  ♠9 ♠J
          1  D ♥A ♦7
        trick: -
        """
        trump = "?" if self.trump is None else Suit(self.trump).symbol
        lines = [f"trump {trump}, declarer {self.declarer}, dealer {self.dealer}, phase {self.phase}"]
        for seat in range(self.n):
            mark = ("*" if seat == self.turn else " ") + ("D" if seat == self.dealer else " ")
            lines.append(f"  {seat} {mark} " + " ".join(CARDS[c].pretty for c in _by_suit(self.hands[seat])))
        trick = " ".join(f"{s}:{CARDS[c].pretty}" for s, c in zip(self.trick_seats, self.trick_cards))
        lines.append("trick: " + (trick or "-"))
        return "\n".join(lines)


_RANK_OF_TRUMP_STRENGTH = tuple(TRUMP_STRENGTH.index(i) for i in range(8)) + (0,) * 8


#: ``Rules.overtrump`` values in the order of the integer codes :func:`legal_play_mask` takes.
OVERTRUMP_CODES = ("never", "on_trump_lead", "always")
OVERTRUMP_NEVER, OVERTRUMP_ON_TRUMP_LEAD, OVERTRUMP_ALWAYS = 0, 1, 2


def shown_voids(card: int, seat: int, led: int, trump: int, win_seat: int, win_str: int, pairs: bool,
                partner_exemption: bool, undertrump_optional: bool) -> int:
    """The suits (a bitmask, bit ``suit``) that ``seat`` shows it lacks by playing
    ``card`` into a trick led in suit ``led`` (RULES.md 8): not following shows the suit
    led; not trumping as well shows trumps, unless the seat could have thrown a card
    while holding one (``partner_exemption`` with the partner — seat + 2 — winning, or
    ``undertrump_optional`` with a trump already in the trick). ``win_seat`` and
    ``win_str`` describe the trick *before* the card (strength 16 and up is a trump).
    Used by the deal to keep each seat's shown voids (``SeatView.voids``), which the
    computer players' sampling respects."""
    suit = card >> 3
    if suit == led:
        return 0
    m = 1 << led
    if suit != trump:
        exempt = (pairs and partner_exemption and win_seat == (seat + 2) % 4) or (undertrump_optional and win_str >= 16)
        if not exempt:
            m |= 1 << trump
    return m


def legal_play_mask(
    hand: int,
    seat: int,
    players: int,
    trick_cards: Seq[int],
    win_seat: int,
    win_str: int,
    trump: int,
    overtrump: int,
    undertrump_optional: bool,
    partner_exemption: bool,
    pairs: bool,
) -> int:
    """The play duties of RULES.md 8 under every option, on plain ints (one place for
    them: :class:`Deal` and the AI's search positions both call this).

    :param hand: the seat's hand as a bitmask; :param seat: the seat to play;
        :param players: 2, 3 or 4.
    :param trick_cards: the trick so far, in playing order (played by the seats before
        ``seat``, clockwise).
    :param win_seat, win_str: who wins the trick so far and the winning card's strength
        (:func:`~deberts_desktop.engine.cards.strength`: 16 + trump order for a trump);
        ``-1`` for an empty trick.
    :param overtrump: an index into :data:`OVERTRUMP_CODES`.
    :param partner_exemption: the option is on *and* the game is in pairs.
    :returns: the bitmask of playable cards (the whole hand on the lead).
    """
    if not trick_cards:
        return hand
    led = trick_cards[0] >> 3
    follow = hand & SUIT_MASKS[led]
    high = win_str - 16  # strength of the best trump in the trick, or < 0
    if follow:
        if led == trump and overtrump:
            higher = follow & _TRUMP_ABOVE[trump][_RANK_OF_TRUMP_STRENGTH[high]]
            if higher:
                return higher
        return follow
    trumps = hand & SUIT_MASKS[trump]
    if not trumps:
        return hand
    partner = (seat + 2) % 4 if pairs else -1
    if partner_exemption and win_seat == partner:
        return hand
    if high >= 0:
        higher = trumps & _TRUMP_ABOVE[trump][_RANK_OF_TRUMP_STRENGTH[high]]
        if higher:
            if overtrump == OVERTRUMP_ALWAYS:
                return higher
        elif undertrump_optional:
            # free when an opponent's trump in the trick is above all of his (RULES.md 8.5)
            first = seat - len(trick_cards)
            for i, c in enumerate(trick_cards):
                if (first + i) % players != partner and c >> 3 == trump and not trumps & _TRUMP_ABOVE[trump][c & 7]:
                    return hand
    return trumps


def _by_suit(mask: int) -> list[int]:
    """Cards of a mask in suit order, low to high by natural rank."""
    return [c for c in range(32) if mask >> c & 1]


def _mask(cards: Iterable[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def _check_pack(deck: Seq[Card | str]) -> list[Card]:
    try:
        cards = [Card.parse(c) for c in deck]
    except (TypeError, ValueError) as e:
        raise DealSetupError(str(e)) from None
    if len(cards) != 32:
        raise DealSetupError(f"a deck must hold 32 cards, not {len(cards)}")
    seen = set()
    for c in cards:
        if c in seen:
            raise DealSetupError(f"{c} is in the deck twice")
        seen.add(c)
    return cards


def parse_seat_action(text: str, players: int) -> tuple[int, Action]:
    """Read a record action ``"<seat> <verb> [argument]"``.

    :raises ValueError: a bad seat or verb.
    """
    if not isinstance(text, str):
        raise ValueError(f"{text!r} is not an action text")
    words = text.split(None, 1)
    if len(words) < 2 or not words[0].isdigit():
        raise ValueError(f"{text!r} is not an action: write '<seat> <verb>', such as '0 play AH'")
    seat = int(words[0])
    if not 0 <= seat < players:
        raise ValueError(f"{text!r}: there is no seat {seat} with {players} players")
    return seat, Action.parse(words[1])
