"""One deal of Debertz as a state machine (RULES.md sections 4–9, DESIGN.md "Engine").

Phases: :data:`BIDDING_1`, :data:`BIDDING_2`, :data:`BEFORE_LEAD` (seven swap, low-hand
redeal), :data:`PLAY`, :data:`DONE`. One seat acts at every decision
(:attr:`Deal.current_player`, OpenSpiel's ``current_player``): ask
:meth:`Deal.legal_actions`, then :meth:`Deal.apply`, which returns the events the action
caused. Every driver — the arena, the table, the tests — is the same loop::

    while not deal.is_done:
        events = deal.apply(player(deal.view(deal.current_player)))

Dealing arrives as events too: :attr:`Deal.opening` holds the first packets and the turned
card, and the action that ends bidding returns the completion. Before the first lead the
seats that may swap the trump seven or claim a low-hand redeal are asked in bidding order
(from the dealer's left), the leader last; each answers with that action or
:data:`~deberts_desktop.engine.actions.DECLINE`, and a swap gives the seats still eligible
another turn. A record never holds declines: :meth:`Deal.apply` with an explicit seat also
takes a swap or claim from any seat that may make one, or the leader's first card, in any
order (RULES.md 6), and infers the declines.

The play phase is a :class:`~deberts_desktop.engine.state.PlayState`
(:meth:`Deal.play_state` gives a copy for search); the rules come from the kernel
(:mod:`~deberts_desktop.engine.kernel`). :meth:`Deal.view` gives what one seat may know;
:attr:`Deal.result` is the :class:`~.deal_result.DealResult` once done. Hands are bitmasks (see
:mod:`~deberts_desktop.engine.cards`); public methods take and return :class:`Card` values.
"""

from __future__ import annotations

import random as _random
from typing import TYPE_CHECKING
from typing import Sequence as Seq

from ..lazy import lazy_exports
from . import dealing
from . import events as ev
from .actions import DECLINE, PASS, PLAYS, REDEAL, SWAP, TAKE, NAMES, Action, Bid, ClaimRedeal, Decline, Play, SevenSwap
from .cards import CARDS, SUIT_MASKS, Card, Suit, cards_of, mask_of, per_suit_pattern, shown
from .kernel import kernel_for
from .reasons import CodedError, Reason
from .rules import Rules
from .sequences import PENDING, Sequence, bella_cards, has_debertz
from .scoring import outcome_of
from .state import PlayState
from .totals import DealTotals, TotalsContext, by_side

if TYPE_CHECKING:
    from .deal_result import DealResult
    from .seat_view import SeatView

BIDDING_1 = "bidding_1"
BIDDING_2 = "bidding_2"
BEFORE_LEAD = "before_lead"
PLAY = "play"
DONE = "done"


class IllegalActionError(CodedError):
    """An action that the rules do not allow now; the message says who tried what and
    why, in words a player understands (``seat 0 cannot play AH: must follow diamonds``).

    ``code`` and ``params`` name the reason for translation: ``not_your_turn`` (turn),
    ``not_held`` (card), ``must_follow`` (suit), ``must_trump`` (suit), ``must_overtrump``
    (card, when known), ``dealer_must_name``, ``cannot_name_turned_suit`` (suit),
    ``swap_*``, ``redeal_*`` (``redeal_hand_too_good``: points, limit), ``decline_*`` and a
    few more. :meth:`Deal.why_illegal` gives the same reason without raising.
    """

    default_code = "not_allowed"


class DealSetupError(CodedError):
    """Cards given to start a deal are wrong: not 32 distinct cards, or wrong counts.

    ``code`` and ``params`` name the reason for translation: ``bad_dealer`` (dealer,
    players), ``bad_card`` (value), ``hand_count`` (players), ``hand_size`` (seat, count,
    expected), ``completion_size`` (seat, count, expected), ``one_short`` (count),
    ``needs_stock``, ``four_player_stock``, ``card_twice`` (card), ``missing_cards``
    (cards), ``deck_size`` (count), ``deck_twice`` (card), ``hand_sizes`` (most),
    ``bad_declarer`` (players), ``bad_trump`` (value).
    """

    default_code = "bad_deal"


class Deal:
    """One deal: dealing, bidding, the seven swap and redeal claims, play and scoring.

    Build one with :meth:`from_deck`, :meth:`from_hands`, :meth:`shuffled` or
    :meth:`at_first_lead`. Seats are 0 … n−1 clockwise; ``dealer`` is a seat.

    Public state (read it, do not assign it): ``rules``, ``n``, ``dealer``, ``order``
    (seats from the dealer's left), ``phase``, ``current_player``, ``bids`` (``(seat,
    Bid)``), ``trump``, ``declarer``, ``turned``, ``turned_holder``, ``stock``,
    ``seven_on_table``, ``swapped``, ``leader`` (of the trick in progress, or the first
    leader), ``trick_cards`` / ``trick_seats``, ``tricks`` (``(leader, cards, winner)``),
    ``won_points`` / ``taken`` (per seat), ``announced``, ``shown``, ``bella_holder`` /
    ``bella_announced``, ``sequence_winner``, ``last_trick``, ``debertz``,
    ``thrown_in_reason`` / ``thrown_in_seat``, ``result``, ``history`` (``(seat, action)``
    as applied, declines included), ``opening`` (the dealing events).

    :raises DealSetupError: from the constructors when the cards are not a valid deal.
    """

    # ------------------------------------------------------------------ construction
    def __init__(self, rules: Rules, dealer: int):
        if not 0 <= dealer < rules.players:
            raise DealSetupError(Reason("bad_dealer", f"dealer must be a seat from 0 to {rules.players - 1}, not {dealer}",
                                        dealer=dealer, players=rules.players))
        self.rules = rules
        self.kernel = kernel_for(rules)
        self._duties = self.kernel.duties
        self.n = n = rules.players
        self.dealer = dealer
        self.order = dealing.bidding_order(dealer, n)
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
        self._asks: list[int] = []  # before the first lead: seats still to ask, leader excluded
        # play
        self.state: PlayState | None = None
        self.leader: int | None = None
        self.tricks: list[tuple[int, tuple[Card, ...], int]] = []
        self.start_hands: list[int] = [0] * n
        self.seqs: list[list[Sequence]] = [[] for _ in range(n)]
        self.best: list[Sequence | None] = [None] * n
        self._totals: TotalsContext | None = None
        self.announced: list[tuple[int, Sequence]] = []
        self._first_played = [False] * n
        self.sequence_winner = PENDING
        self.shown: list[tuple[int, Sequence]] = []
        self.bella_holder: int | None = None
        self.bella_announced = False
        self.voids = [0] * n  # bit per suit
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
        packets, turned, rest = dealing.first_deal(rules, dealer, cards)
        hands: list[list[Card]] = [[] for _ in range(d.n)]
        for seat, packet in packets:
            hands[seat].extend(packet)
        d._setup(hands, turned)
        d._deck_rest = rest
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
        hs = _parse_hands(hands)
        t = _parse_card(turned)
        comp = _parse_hands(completion)
        st = _parse_hands([stock or []])[0]
        if len(hs) != n or len(comp) != n:
            raise DealSetupError(Reason("hand_count", f"a {n}-player deal needs {n} hands and {n} completions",
                                        players=n))
        for seat, h in enumerate(hs):
            if len(h) != rules.first_packet:
                raise DealSetupError(Reason(
                    "hand_size", f"seat {seat} holds {len(h)} cards before bidding; it must hold {rules.first_packet}",
                    seat=seat, count=len(h), expected=rules.first_packet))
        more = dealing.completion_size(rules, 0, None)
        if n < 4:
            for seat, c in enumerate(comp):
                if len(c) != more:
                    raise DealSetupError(Reason(
                        "completion_size", f"seat {seat} gets {len(c)} cards after bidding; it must get {more}",
                        seat=seat, count=len(c), expected=more))
            if stock is None:
                raise DealSetupError(Reason("needs_stock", "a 2- or 3-player deal needs its stock (bottom card last)"))
        else:
            for seat, c in enumerate(comp):
                if len(c) not in (more, more - 1):
                    raise DealSetupError(Reason(
                        "completion_size",
                        f"seat {seat} gets {len(c)} cards after bidding; it must get {more} "
                        f"({more - 1} for the player who receives the turned card)",
                        seat=seat, count=len(c), expected=more))
            short = [s for s, c in enumerate(comp) if len(c) == more - 1]
            if len(short) != 1:
                raise DealSetupError(Reason(
                    "one_short", f"exactly one seat (the turned card's receiver) gets {more - 1} cards after bidding",
                    count=more - 1))
            if st:
                raise DealSetupError(Reason("four_player_stock", "a 4-player deal has no stock"))
        all_cards = [c for h in hs for c in h] + [t] + [c for h in comp for c in h] + st
        seen = set()
        for c in all_cards:
            if c in seen:
                raise DealSetupError(Reason("card_twice", f"{c} is dealt twice", card=c))
            seen.add(c)
        if len(seen) != 32:
            missing = [c for c in CARDS if c not in seen]
            raise DealSetupError(Reason("missing_cards", "the deal must use all 32 cards; missing "
                                        + " ".join(str(c) for c in missing), cards=tuple(missing)))
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
        hs = _parse_hands(hands)
        try:
            t = Suit.parse(trump) if isinstance(trump, str) else Suit(trump)
        except (TypeError, ValueError) as e:
            raise DealSetupError(Reason("bad_trump", str(e), value=shown(trump))) from None
        if len(hs) != d.n:
            raise DealSetupError(Reason("hand_count", f"a {d.n}-player deal needs {d.n} hands", players=d.n))
        sizes = {len(h) for h in hs}
        if len(sizes) != 1 or not 1 <= sizes.pop() <= rules.hand_size:
            raise DealSetupError(Reason(
                "hand_sizes", f"every hand must hold the same number of cards, at most {rules.hand_size}",
                most=rules.hand_size))
        seen = set()
        for h in hs:
            for c in h:
                if c in seen:
                    raise DealSetupError(Reason("card_twice", f"{c} is dealt twice", card=c))
                seen.add(c)
        if not 0 <= declarer < d.n:
            raise DealSetupError(Reason("bad_declarer", f"declarer must be a seat from 0 to {d.n - 1}", players=d.n))
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

    @property
    def opening(self) -> list[ev.Event]:
        """The first deal as events, in dealing order (RULES.md 4): a
        :class:`~deberts_desktop.engine.events.CardsDealt` per packet, then
        :class:`~deberts_desktop.engine.events.CardTurned` (empty for a deal set up at its
        first lead)."""
        if self.turned is None:
            return []
        out: list[ev.Event] = []
        start = 0
        for size in self.kernel.packets:
            out.extend(ev.CardsDealt(seat, tuple(self.first_packets[seat][start:start + size])) for seat in self.order)
            start += size
        out.append(ev.CardTurned(self.turned))
        return out

    # ------------------------------------------------------------------ questions
    @property
    def current_player(self) -> int | None:
        """The one seat to act now; None when the deal is done."""
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

    def hand(self, seat: int) -> list[Card]:
        """The cards ``seat`` holds now, lowest card number first."""
        return cards_of(self.hands[seat])

    # the play state, read through the deal
    @property
    def trick_cards(self) -> list[int]:
        """Cards of the trick in progress, in playing order."""
        return self.state.trick if self.state is not None else []

    @property
    def trick_seats(self) -> list[int]:
        """Who played the cards of the trick in progress."""
        return self.state.trick_seats if self.state is not None else []

    @property
    def won_points(self) -> list[int]:
        """Card points taken per seat so far."""
        return list(self.state.points) if self.state is not None else [0] * self.n

    @property
    def taken(self) -> list[int]:
        """Tricks taken per seat so far."""
        return list(self.state.taken) if self.state is not None else [0] * self.n

    @property
    def last_trick(self) -> int | None:
        """The seat that took the final trick, once taken."""
        return self.state.last_trick if self.state is not None else None

    @property
    def played(self) -> int:
        """The cards played so far, as a bitmask."""
        m = 0
        for _leader, cards, _winner in self.tricks:
            m |= mask_of(cards)
        return m | mask_of(self.trick_cards)

    def play_state(self) -> PlayState:
        """A copy of the play state (every hand known) for search: in play or at the first
        lead.

        :raises ValueError: the deal is not in its play phase or before its first lead."""
        if self.state is not None and self.phase == PLAY:
            return self.state.copy()
        if self.phase == BEFORE_LEAD:
            return PlayState(self.rules, self.trump, self.hands, self.leader, context=self.totals_context())
        raise ValueError("the deal is not being played")

    def totals_context(self) -> TotalsContext:
        """What scores this deal's play besides the tricks (sequences, bella), for search:
        see :class:`~deberts_desktop.engine.totals.TotalsContext`.

        :raises ValueError: the deal is not in its play phase or before its first lead."""
        if self._totals is not None:
            return self._totals
        if self.phase != BEFORE_LEAD:
            raise ValueError("the deal is not being played")
        return TotalsContext.from_hands(self.rules, self.dealer, self.trump, self.hands)

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """The actions ``seat`` (default: the player to act) may take now; empty when it is
        not that seat's turn. Before the first lead a seat asked about the seven swap or
        the redeal also has :data:`~deberts_desktop.engine.actions.DECLINE`."""
        if seat is None:
            seat = self.turn
        phase = self.phase
        if phase == DONE or seat is None or seat != self.turn:
            return []
        if phase == PLAY:
            m = self.legal_mask(seat)
            out = []
            for shift, plays in _SUIT_PLAYS:
                b = m >> shift & 0xFF
                if b:
                    out += plays[b]
            return out
        if phase == BEFORE_LEAD:
            out = []
            if self._may_swap(seat):
                out.append(SWAP)
            if self._may_claim(seat):
                out.append(REDEAL)
            if seat == self.leader:
                out.extend(PLAYS[c] for c in cards_of(self.hands[seat]))
            else:
                out.append(DECLINE)
            return out
        if phase == BIDDING_1:
            return [TAKE, PASS]
        names = [NAMES[s] for s in range(4) if s != self.turned.suit]
        if self.kernel.must_name(seat, self.dealer):
            return names
        return names + [PASS]

    @property
    def legal(self) -> "LegalActions":
        """The player to act's legal actions now as a cheap view (:class:`LegalActions`):
        ``action in deal.legal``, ``len(deal.legal)``, ``for action in deal.legal``, with
        no list made for a card in play. The view reads the deal as it is at each use."""
        return LegalActions(self)

    def is_legal(self, action: Action, seat: int | None = None) -> bool:
        """Whether ``action`` may be applied now (for ``seat``, default the player to act;
        see :meth:`apply` for the seats a record may name before the first lead)."""
        return self.why_illegal(action, seat) is None

    def why_illegal(self, action: Action, seat: int | None = None) -> Reason | None:
        """Why ``action`` (for ``seat``, default the player to act) is not allowed now:
        None when it is, else a :class:`Reason` — the English sentence with the ``code``
        and ``params`` that :class:`IllegalActionError` carries, for a table's message in
        the player's language. Nothing is copied or changed."""
        return self._illegal_reason(action, self.turn if seat is None else seat)

    def legal_mask(self, seat: int) -> int:
        """Bitmask of the cards ``seat`` may play to the trick now (RULES.md 8)."""
        st = self.state
        if st is None:
            return self.hands[seat]
        return self._duties.legal_mask(self.hands[seat], seat, st.trick, st.win_seat, st.win_str, self.trump)

    # ------------------------------------------------------------------ applying
    def apply(self, action: Action, seat: int | None = None) -> list[ev.Event]:
        """Apply ``action`` for ``seat`` (default: the player to act).

        Before the first lead, ``seat`` may also name a seat that is not asked yet: a
        seven swap or a redeal claim from any seat that may make one, or the first
        leader's card (a record holds these in any order, RULES.md 6; the declines of the
        seats asked before are implied).

        :returns: the events it caused, in order.
        :raises IllegalActionError: the action is not allowed now; nothing changes.
        """
        turn = self.turn
        if seat is None:
            seat = turn
        if type(action) is Play and self.phase == PLAY and seat == turn:
            # the common case, checked quickly: a legal card of the player to act
            st = self.state
            card = action.card
            if self._duties.legal_mask(self.hands[seat], seat, st.trick, st.win_seat, st.win_str, self.trump) >> card & 1:
                self.history.append((seat, action))
                events: list[ev.Event] = []
                self._play(seat, card, events)
                return events
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

    def _illegal_reason(self, action: Action, seat: int | None) -> Reason | None:
        phase = self.phase
        if phase == DONE:
            return Reason("deal_over", "the deal is over")
        if seat is None or not 0 <= seat < self.n:
            return Reason("no_such_seat", f"there is no seat {seat}", seat=seat)
        if isinstance(action, Play):
            if phase in (BIDDING_1, BIDDING_2):
                return Reason("bidding_not_over", f"seat {seat} cannot play {action.card}: bidding is not over")
            mover = self.leader if phase == BEFORE_LEAD else self.turn
            if seat != mover:
                return Reason("not_your_turn", f"seat {seat} cannot play {action.card}: it is seat {mover}'s turn", turn=mover)
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
                if action.kind == "pass" and self.kernel.must_name(seat, self.dealer):
                    return Reason("dealer_must_name", "the dealer cannot pass in round 2: he must name a suit (dealer_must_name)")
            if action.kind != "pass" and self.n == 4 and self._completion is not None:
                receiver = dealing.turned_receiver(self.rules, self.dealer, seat)
                if len(self._completion[receiver]) != min(len(c) for c in self._completion):
                    return Reason(
                        "completion_does_not_fit",
                        f"seat {seat} cannot {action}: the recorded completion does not fit, "
                        f"seat {receiver} would receive the turned card and so must get one card "
                        "fewer after bidding"
                    )
            return None
        if isinstance(action, Decline):
            if phase != BEFORE_LEAD:
                return Reason("decline_not_now", f"seat {seat} has nothing to decline now")
            if seat != self.turn or seat == self.leader:
                return Reason("not_your_turn", f"seat {seat} has nothing to decline: it is seat {self.turn}'s turn", turn=self.turn)
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
            st = self.state
            best = CARDS[st.trick[st.trick_seats.index(st.win_seat)]]
            return Reason("must_overtrump", f"must beat the {best} (overtrump)", card=best)
        if legal & SUIT_MASKS[trump] == legal:
            if card >> 3 != trump:
                return Reason("must_trump", f"cannot follow {Suit(led).plural} and must play a trump ({Suit(trump).plural})", suit=Suit(trump))
            return Reason("must_overtrump", "must beat the highest trump in the trick (overtrump)")
        return Reason("not_allowed", "not allowed")

    def _may_swap(self, seat: int) -> bool:
        """Before the first lead: may ``seat`` swap the trump seven (no reason built)."""
        return (self.swapped is None and self.turned is not None
                and dealing.may_swap(self.rules, seat, self.hands[seat], self.trump, self.turned, self.bid_round == 1,
                                     self.declarer, self.turned_holder))

    def _may_claim(self, seat: int) -> bool:
        """Before the first lead: may ``seat`` claim the low-hand redeal."""
        return dealing.may_claim_redeal(self.rules, self.hands[seat], self.trump)

    def _swap_problem(self, seat: int) -> Reason | None:
        if self.phase != BEFORE_LEAD:
            return Reason("swap_not_now", f"seat {seat} cannot swap the seven now: only after the deal is completed and before the first card")
        if self.swapped is not None:
            return Reason("swap_done", f"seat {seat} cannot swap the seven: it has been swapped already")
        if self.turned is None:
            return Reason("swap_named_trump", f"seat {seat} cannot swap the seven: trump is not the turned card's suit")
        code = dealing.swap_refusal(self.rules, seat, self.hands[seat], self.trump, self.turned, self.bid_round == 1,
                                    self.declarer, self.turned_holder)
        if code is None:
            return None
        seven = dealing.seven_of(self.trump)
        why = {
            "swap_off": "the seven swap is off",
            "swap_named_trump": "trump is not the turned card's suit",
            "swap_turned_seven": "the turned card is the seven",
            "swap_no_seven": f"seat {seat} does not hold {seven}",
            "swap_declarer_only": "only the declarer may (declarer_only)",
            "swap_own_turned": f"seat {seat} holds the turned card itself",
        }[code]
        params = {"card": seven} if code == "swap_no_seven" else {}
        return Reason(code, f"seat {seat} cannot swap the seven: {why}", **params)

    def _redeal_problem(self, seat: int) -> Reason | None:
        rules = self.rules
        if not rules.low_hand_redeal_applies:
            return Reason("redeal_not_in_mode", f"seat {seat} cannot claim a redeal: the low-hand redeal is only for 4 individual, with the option on")
        if self.phase != BEFORE_LEAD:
            return Reason("redeal_not_now", f"seat {seat} cannot claim a redeal now: only after the deal is completed and before the first card")
        pts = dealing.low_hand_points(self.hands[seat], self.trump)
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
        elif isinstance(action, Decline):
            self._asks.remove(seat)
            self.turn = self._asks[0] if self._asks else self.leader
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
        rules = self.rules
        receiver = dealing.turned_receiver(rules, self.dealer, self.declarer)
        self.turned_holder = receiver
        if self._completion is not None:
            comp = self._completion
        else:
            comp, self.stock = dealing.completion(rules, self.dealer, receiver, self._deck_rest)
        if receiver is not None:
            self.hands[receiver] |= 1 << self.turned
            events.append(ev.TurnedCardGiven(receiver, self.turned))
        for seat in self.order:
            self.hands[seat] |= mask_of(comp[seat])
            events.append(ev.CardsDealt(seat, tuple(comp[seat]), True))
        if self.stock and rules.show_stock_bottom:
            events.append(ev.StockBottomShown(self.stock[-1]))
        self.phase = BEFORE_LEAD
        self.leader = self.kernel.first_leader(self.dealer, self.declarer)
        self._ask_again()

    def _ask_again(self) -> None:
        """Before the first lead: ask (again) every seat but the leader that may swap or
        claim a redeal, in bidding order; then the leader."""
        leader = self.leader
        asked = set()
        if self.swapped is None and self.turned is not None and self.bid_round == 1:
            seven = dealing.seven_of(self.trump)  # only the seven's holder may swap
            holder = next((s for s in self.order if self.hands[s] >> seven & 1), leader)
            if holder != leader and self._may_swap(holder):
                asked.add(holder)
        if self.rules.low_hand_redeal_applies:
            asked.update(s for s in self.order if s != leader and self._may_claim(s))
        self._asks = [s for s in self.order if s in asked]
        self.turn = self._asks[0] if self._asks else self.leader

    def _swap(self, seat: int, events: list) -> None:
        seven = dealing.seven_of(self.trump)
        dealing.swap_seven(self.hands, seat, self.trump, self.turned, self.turned_holder)
        if self.turned_holder is None:
            self.seven_on_table = seven
        self.swapped = seat
        events.append(ev.SevenSwapped(seat, seven, self.turned, self.turned_holder))
        self._ask_again()

    # -- play -----------------------------------------------------------------------
    def _start_play(self, leader: int | None = None) -> None:
        rules = self.rules
        self.phase = PLAY
        self._asks = []
        if leader is None:
            leader = self.kernel.first_leader(self.dealer, self.declarer)
        self.turn = self.leader = leader
        self.start_hands = list(self.hands)
        trump = self.trump
        self._totals = TotalsContext.from_hands(rules, self.dealer, trump, self.hands)
        self.seqs = self._totals.seqs
        self.best = self._totals.best
        self.bella_holder = self._totals.bella_holder
        self.state = PlayState(rules, trump, self.hands, leader, context=self._totals, undo=False, kernel=self.kernel)
        self.hands = self.state.hands

    def _play(self, seat: int, card: int, events: list) -> None:
        if self.phase != PLAY:
            self._start_play(seat)
        st = self.state
        trick = st.trick
        trump = self.trump
        if trick:
            self.voids[seat] |= self._duties.shown_voids(card, seat, trick[0] >> 3, trump, st.win_seat, st.win_str)
            completing = len(trick) == self.n - 1
            if completing:
                leader = st.trick_seats[0]
                cards = tuple([CARDS[c] for c in trick]) + (CARDS[card],)
        else:
            completing = False
        first = not self._first_played[seat]
        st.push(card)
        if first:
            self._first_played[seat] = True
            self._first_card(seat, card, events)
            if self.phase == DONE:
                return
        if self.bella_holder == seat and not self.bella_announced and (1 << card) & bella_cards(trump):
            self.bella_announced = True
            events.append(ev.BellaAnnounced(seat, CARDS[card]))
        events.append(ev.CardPlayed(seat, CARDS[card]))
        self.turn = st.turn
        if not completing:
            return
        winner = st.turn
        last = st.left == 0
        self.tricks.append((leader, cards, winner))
        events.append(ev.TrickWon(winner, cards, st.last_gain, last))
        self.leader = winner
        if len(self.tricks) == 1 or (last and self.sequence_winner is PENDING):
            self._decide_sequences(events)
        if last:
            self._finish(events)

    def _first_card(self, seat: int, card: int, events: list) -> None:
        if has_debertz(self.start_hands[seat], self.trump, self.rules.debertz_needs_ace):
            self.debertz = seat
            bits = (self.start_hands[seat] >> (8 * self.trump)) & 0xFF
            cards = tuple(CARDS[self.trump * 8 + r] for r in range(8) if bits >> r & 1)
            events.append(ev.CardPlayed(seat, CARDS[card]))
            events.append(ev.DebertzShown(seat, cards))
            self._finish(events)
            return
        best = self.best[seat]
        if best is not None:
            self.announced.append((seat, best))
            events.append(ev.SequenceAnnounced(seat, best, best.describe(self.rules.hundred)))

    def _decide_sequences(self, events: list) -> None:
        rules = self.rules
        w = self._totals.sequence_winner(self.last_trick)
        self.sequence_winner = w
        if w is PENDING:
            return
        if w is None:
            if any(b is not None for b in self.best):
                events.append(ev.SequencesShown(None))
            return
        side = self.rules.side_of(w)
        shown = [(s, q) for s in self.order if self.rules.side_of(s) == side for q in self.seqs[s]]
        self.shown = shown
        events.append(ev.SequencesShown(w, tuple(shown), sum(q.points(rules.hundred) for _, q in shown)))

    # -- the end --------------------------------------------------------------------
    def _finish(self, events: list) -> None:
        self.phase = DONE
        self.turn = None
        self._asks = []
        self.result = self._score()
        events.append(ev.DealScored(self.result))

    def _score(self) -> DealResult:
        from .deal_result import DealResult  # (imported with the first deal scored)

        rules = self.rules
        n = self.n
        zeros = (0,) * rules.sides
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
        st = self.state
        last = st.last_trick
        t = st.totals()
        outcome = outcome_of(t.totals, self.rules.side_of(self.declarer))
        w = self.sequence_winner
        return DealResult(
            dealer=self.dealer,
            declarer=self.declarer,
            trump=trump,
            thrown_in=False,
            card_points=tuple(st.points),
            tricks=tuple(st.taken),
            last_trick=last,
            sequence_winner=w if w is not PENDING else None,
            sequences=t.sequences,
            bella=t.bella,
            totals=t.totals,
            outcome=outcome,
            breakdown=t,
        )

    def totals_so_far(self) -> DealTotals:
        """The totals of a deal in play as they stand: card points taken and bella
        announced (the last trick and sequences not yet counted)."""
        rules = self.rules
        bella = self.rules.side_of(self.bella_holder) if self.bella_announced else None
        return self.kernel.totals(by_side(rules, self.won_points), by_side(rules, self.taken), None, None, 0, bella)

    # ------------------------------------------------------------------ views
    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know now (see :class:`~.seat_view.SeatView`)."""
        from .seat_view import SeatView  # (imported with the first view made)

        n = self.n
        known: list[tuple[int, Card]] = []
        if self.turned_holder is not None and self.hands[self.turned_holder] >> self.turned & 1:
            known.append((self.turned_holder, self.turned))
        if self.swapped is not None and self.n < 4 and self.hands[self.swapped] >> self.turned & 1:
            known.append((self.swapped, self.turned))
        if self.swapped is not None and self.n == 4:
            seven = dealing.seven_of(self.trump)
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
        """An independent copy: it shares no mutable state with this deal (playing the copy
        on never changes the original)."""
        d = Deal.__new__(Deal)
        for name, value in self.__dict__.items():
            if isinstance(value, list):
                value = [list(x) if isinstance(x, list) else x for x in value]
            elif isinstance(value, PlayState):
                value = value.copy()
            d.__dict__[name] = value
        if d.state is not None:
            d.hands = d.state.hands
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
            lines.append(f"  {seat} {mark} " + " ".join(CARDS[c].pretty for c in cards_of(self.hands[seat])))
        trick = " ".join(f"{s}:{CARDS[c].pretty}" for s, c in zip(self.trick_seats, self.trick_cards))
        lines.append("trick: " + (trick or "-"))
        return "\n".join(lines)


#: ``(shift, plays)`` per suit: ``plays[byte]`` are the :class:`Play` actions of the suit's
#: cards whose ranks are the bits of ``byte``, lowest card first.
_SUIT_PLAYS = tuple((8 * s, per_suit_pattern([(PLAYS[8 * s + r],) for r in range(8)], tuple.__add__, ()))
                    for s in range(4))


class LegalActions:
    """A view of the actions the player to act may take in a :class:`Deal` now, in the
    spirit of python-chess's ``LegalMoveGenerator``: get it from :attr:`Deal.legal`.

    ``action in view`` is what ``action in deal.legal_actions()`` says, without the list:
    in play a card is looked up in the legal mask (one bit test). ``len(view)`` and
    ``iter(view)`` (the same actions in the same order as :meth:`Deal.legal_actions`) make
    no list in play either; ``view.mask`` is the legal cards' bitmask (0 outside play).
    The view follows the deal: after an action it answers for the next player.

    A table uses it for a click: dim the cards not in the view, and hand a click on a
    legal card straight to :meth:`Deal.apply` (still the one judge: it checks the card
    again, cheaply, and raises :class:`IllegalActionError` if it is not legal); a click
    on a dimmed card asks :meth:`Deal.why_illegal` once for the words::

        action = PLAYS[card]
        if action in deal.legal:
            events = deal.apply(action)
        else:
            reason = deal.why_illegal(action)

    >>> d = Deal.at_first_lead(Rules(players=2), 1, [["JS", "9S"], ["AH", "7D"]], "S", 0)
    >>> legal = d.legal
    >>> len(legal), Action.parse("play JS") in legal, Action.parse("play AH") in legal, [str(a) for a in legal]
    (2, True, False, ['play 9S', 'play JS'])
    >>> _ = d.apply(Action.parse("play JS")); [str(a) for a in legal], bool(legal)
    (['play AH', 'play 7D'], True)
    """

    __slots__ = ("_deal",)

    def __init__(self, deal: Deal):
        self._deal = deal

    @property
    def mask(self) -> int:
        """The legal cards of the player to act as a bitmask (0 outside the play)."""
        d = self._deal
        if d.phase != PLAY or d.turn is None:
            return 0
        return d.legal_mask(d.turn)

    def __contains__(self, action) -> bool:
        d = self._deal
        if d.phase == PLAY:
            return type(action) is Play and d.turn is not None and bool(d.legal_mask(d.turn) >> action.card & 1)
        return action in d.legal_actions()

    def __len__(self) -> int:
        d = self._deal
        if d.phase == PLAY:
            return self.mask.bit_count()
        return len(d.legal_actions())

    def __bool__(self) -> bool:
        return len(self) > 0

    def __iter__(self):
        d = self._deal
        if d.phase != PLAY:
            yield from d.legal_actions()
            return
        m = self.mask
        for shift, plays in _SUIT_PLAYS:
            b = m >> shift & 0xFF
            if b:
                yield from plays[b]

    def __repr__(self) -> str:
        return f"<LegalActions {', '.join(str(a) for a in self)}>"


def _check_pack(deck: Seq[Card | str]) -> list[Card]:
    if len(deck) == 32 and set(map(type, deck)) == {Card} and len(set(deck)) == 32:
        return list(deck)  # already the 32 cards (a shuffled pack)
    cards = _parse_hands([deck])[0]
    if len(cards) != 32:
        raise DealSetupError(Reason("deck_size", f"a deck must hold 32 cards, not {len(cards)}", count=len(cards)))
    seen = set()
    for c in cards:
        if c in seen:
            raise DealSetupError(Reason("deck_twice", f"{c} is in the deck twice", card=c))
        seen.add(c)
    return cards


def _parse_card(value) -> Card:
    """A card for a deal. :raises DealSetupError: ``bad_card`` (value: as written)."""
    try:
        return Card.parse(value)
    except (TypeError, ValueError) as e:
        raise DealSetupError(Reason("bad_card", str(e), value=shown(value))) from None


def _parse_hands(hands) -> list[list[Card]]:
    """Lists of cards for a deal. :raises DealSetupError: ``bad_card``, or ``bad_cards``
    when the lists are not lists."""
    try:
        return [[_parse_card(c) for c in h] for h in hands]
    except TypeError as e:
        raise DealSetupError(Reason("bad_cards", f"not lists of cards ({e})")) from None


def parse_seat_action(text: str, players: int) -> tuple[int, Action]:
    """Read a record action ``"<seat> <verb> [argument]"``.

    :raises ValueError: a bad seat or verb; its message is a
        :class:`~deberts_desktop.engine.reasons.Reason` (``bad_action_text``: text;
        ``no_such_seat``: seat, players).
    """
    if not isinstance(text, str):
        raise ValueError(Reason("bad_action_text", f"{text!r} is not an action text", text=shown(text)))
    words = text.split(None, 1)
    if len(words) < 2 or not words[0].isdigit():
        raise ValueError(Reason("bad_action_text", f"{text!r} is not an action: write '<seat> <verb>', such as '0 play AH'",
                                text=text))
    seat = int(words[0])
    if not 0 <= seat < players:
        raise ValueError(Reason("no_such_seat", f"{text!r}: there is no seat {seat} with {players} players",
                                seat=seat, players=players))
    try:
        return seat, Action.parse(words[1])
    except ValueError as e:
        raise ValueError(Reason("bad_action_text", str(e), text=text)) from None


# the deal's result and a seat's view: their classes in modules of their own, imported when
# first used (a first table the person acts on first makes neither: issue 21)
__getattr__, __dir__ = lazy_exports(__name__, {"DealResult": "deal_result", "SeatView": "seat_view"},
                                    home=__package__)
