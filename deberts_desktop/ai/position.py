"""A compact play-phase position for search: hands as bitmasks, the trick in progress and
the points taken so far, with the legality rules of RULES.md 8 for every rule option, and
the scoring of RULES.md 9 turned into *deal points* (what the score sheet writes).

The engine's :class:`~deberts_desktop.engine.deal.Deal` is the authority; this module
copies only what search needs, so that a playout costs a few microseconds per card.
:func:`position_from_deal` builds one from a real deal (the cheater, analysis, tests);
:func:`position_from_world` from a seat's view and a sampled set of hidden hands.
"""

from __future__ import annotations

from ..engine.cards import PLAIN_POINTS, PLAIN_STRENGTH, SUIT_MASKS, TRUMP_POINTS, TRUMP_STRENGTH
from ..engine.deal import OVERTRUMP_CODES, legal_play_mask
from ..engine.rules import Rules
from ..engine.scoring import write_deal
from ..engine.sequences import PENDING, best_sequence, bella_cards, compare_sequences, sequences_in

#: ``STRENGTH[trump][led][card]``: 16 + trump order for a trump, 8 + plain order for the
#: suit led, 0 otherwise (a card that can never win the trick).
STRENGTH = tuple(
    tuple(
        tuple(
            (16 + TRUMP_STRENGTH[c & 7]) if c >> 3 == t else ((8 + PLAIN_STRENGTH[c & 7]) if c >> 3 == led else 0)
            for c in range(32)
        )
        for led in range(4)
    )
    for t in range(4)
)
#: ``POINTS[trump][card]``.
POINTS = tuple(tuple(TRUMP_POINTS[c & 7] if c >> 3 == t else PLAIN_POINTS[c & 7] for c in range(32)) for t in range(4))


def trick_winner(trump: int, tc, ts) -> tuple[int, int]:
    """(strength, seat) of the card winning a trick so far (RULES.md 8): ``tc`` the cards
    played, ``ts`` their seats; (-1, -1) for an empty trick."""
    win_str, win_seat = -1, -1
    if tc:
        led = tc[0] >> 3
        for s, c in zip(ts, tc):
            st = STRENGTH[trump][led][c]
            if st > win_str:
                win_str, win_seat = st, s
    return win_str, win_seat


def popcount(m: int) -> int:
    return m.bit_count()


class Scoring:
    """What turns a finished position into deal points: who declared, which side's
    sequences count (and how much), bella; then the score sheet's own
    :func:`~deberts_desktop.engine.scoring.write_deal` (transfers, ski and bait
    penalties, pots).

    ``pots`` (the pots waiting before the deal, oldest first) and ``baits`` (each side's
    baits as declarer so far) come from the game (:attr:`SeatView.pots`,
    :attr:`SeatView.baits`); without them a deal is scored on its own: no pot to win,
    no bait penalty."""

    __slots__ = ("nsides", "declarer_side", "seq_side", "seq_points", "seq_tied", "bella_side",
                 "need_trick", "rules", "dealer", "pots", "baits", "zeros")

    def __init__(self, rules: Rules, dealer: int, declarer: int, trump: int, start_hands, announced=None,
                 pots=(), baits=None):
        n = rules.players
        self.rules = rules
        self.dealer = dealer
        self.zeros = (0,) * rules.sides
        self.pots = tuple(pots or ())
        self.baits = tuple(baits) if baits else self.zeros
        side_of = rules.side_of
        self.nsides = rules.sides
        self.declarer_side = side_of(declarer)
        seqs = [sequences_in(h) for h in start_hands]
        best = [best_sequence(q, rules, trump) for q in seqs]
        if announced is not None:
            for seat, q in announced.items():
                best[seat] = q
        w = compare_sequences(best, rules, dealer, trump, None)
        self.seq_tied = ()
        if w is PENDING:  # by_last_trick tie: the tied seats' sides, in bidding order
            self.seq_side = PENDING
            from ..engine.sequences import sequence_key

            have = [s for s in ((dealer + 1 + i) % n for i in range(n)) if best[s] is not None]
            top = max(sequence_key(best[s], rules) for s in have)
            self.seq_tied = tuple(dict.fromkeys(side_of(s) for s in have if sequence_key(best[s], rules) == top))
            self.seq_points = tuple(
                sum(q.points(rules.hundred) for s in range(n) if side_of(s) == sd for q in seqs[s])
                for sd in range(self.nsides)
            )
        elif w is None:
            self.seq_side = None
            self.seq_points = (0,) * self.nsides
        else:
            self.seq_side = side_of(w)
            pts = sum(q.points(rules.hundred) for s in range(n) if side_of(s) == self.seq_side for q in seqs[s])
            self.seq_points = tuple(pts if sd == self.seq_side else 0 for sd in range(self.nsides))
        bella = bella_cards(trump)
        self.bella_side = None
        for s in range(n):
            if start_hands[s] & bella == bella:
                self.bella_side = side_of(s)
        self.need_trick = rules.sequences_need_trick

    def totals(self, card_points, side_tricks, last_side) -> list[int]:
        """Each side's total (RULES.md 9): card points + last trick + sequences + bella."""
        t = list(card_points)
        t[last_side] += 10
        sd = self.seq_side
        if sd is PENDING:
            sd = last_side if last_side in self.seq_tied else None
        if sd is not None and (side_tricks[sd] > 0 or not self.need_trick):
            t[sd] += self.seq_points[sd]
        if self.bella_side is not None:
            t[self.bella_side] += 20
        return t

    def written(self, totals, side_tricks) -> list[int]:
        """What each side writes for this deal (RULES.md 9, the score sheet's rules): a
        hanging bait's new pot counts as lost."""
        row = write_deal(self.rules, self.dealer, totals, self.declarer_side, side_tricks, self.pots, self.baits,
                         self.zeros)
        return list(row.written)


def utility(written, side: int) -> float:
    """A side's gain: what it writes minus the average of what the others write."""
    k = len(written)
    if k == 2:
        return written[side] - written[1 - side]
    return written[side] - (sum(written) - written[side]) / (k - 1)


class Position:
    """The play phase of one deal with every hand known (a real deal or a sampled world).

    Mutable; :meth:`play` plays a card for the seat to act, :meth:`copy` is cheap.
    ``side_points`` and ``side_tricks`` count what each side has taken so far.
    """

    __slots__ = ("n", "trump", "hands", "turn", "tc", "ts", "win_str", "win_seat", "side_of",
                 "side_points", "side_tricks", "last_side", "ot", "uo", "pe", "pairs", "scoring", "left")

    def __init__(self, rules: Rules, trump: int, hands, turn: int, scoring: Scoring,
                 trick=(), side_points=None, side_tricks=None):
        self.n = rules.players
        self.trump = trump
        self.hands = list(hands)
        self.turn = turn
        self.pairs = rules.pairs
        self.side_of = tuple(rules.side_of(s) for s in range(self.n))
        self.ot = OVERTRUMP_CODES.index(rules.overtrump)
        self.uo = rules.undertrump == "optional"
        self.pe = rules.pairs and rules.partner_exemption
        self.scoring = scoring
        self.side_points = list(side_points) if side_points else [0] * rules.sides
        self.side_tricks = list(side_tricks) if side_tricks else [0] * rules.sides
        self.last_side = None
        self.tc = []
        self.ts = []
        self.win_str = -1
        self.win_seat = -1
        self.left = sum(popcount(h) for h in self.hands)
        if trick:
            first = trick[0][0]
            self.turn = first
            for seat, card in trick:
                self.hands[seat] |= 1 << card
                self.left += 1
                self.play(card)

    def copy(self) -> "Position":
        p = Position.__new__(Position)
        p.n = self.n
        p.trump = self.trump
        p.hands = list(self.hands)
        p.turn = self.turn
        p.tc = list(self.tc)
        p.ts = list(self.ts)
        p.win_str = self.win_str
        p.win_seat = self.win_seat
        p.side_of = self.side_of
        p.side_points = list(self.side_points)
        p.side_tricks = list(self.side_tricks)
        p.last_side = self.last_side
        p.ot = self.ot
        p.uo = self.uo
        p.pe = self.pe
        p.pairs = self.pairs
        p.scoring = self.scoring
        p.left = self.left
        return p

    @property
    def done(self) -> bool:
        return self.left == 0

    def legal_mask(self) -> int:
        """The cards the seat to act may play (RULES.md 8, every option): the engine's
        own :func:`~deberts_desktop.engine.deal.legal_play_mask`."""
        seat = self.turn
        return legal_play_mask(
            self.hands[seat], seat, self.n, self.tc, self.win_seat, self.win_str,
            self.trump, self.ot, self.uo, self.pe, self.pairs,
        )

    def play(self, card: int) -> None:
        """Play ``card`` for the seat to act (the caller checks legality)."""
        seat = self.turn
        self.hands[seat] ^= 1 << card
        self.left -= 1
        tc = self.tc
        if not tc:
            st = STRENGTH[self.trump][card >> 3][card]
        else:
            st = STRENGTH[self.trump][tc[0] >> 3][card]
        if st > self.win_str:
            self.win_str = st
            self.win_seat = seat
        tc.append(card)
        self.ts.append(seat)
        if len(tc) < self.n:
            self.turn = (seat + 1) % self.n
            return
        w = self.win_seat
        side = self.side_of[w]
        pts = POINTS[self.trump]
        self.side_points[side] += sum(pts[c] for c in tc)
        self.side_tricks[side] += 1
        self.tc = []
        self.ts = []
        self.win_str = -1
        self.win_seat = -1
        self.turn = w
        if self.left == 0:
            self.last_side = side

    def written(self) -> list[int]:
        """Deal points each side writes (the position must be done)."""
        sc = self.scoring
        totals = sc.totals(self.side_points, self.side_tricks, self.last_side)
        return sc.written(totals, self.side_tricks)

    def trick_points(self) -> int:
        pts = POINTS[self.trump]
        return sum(pts[c] for c in self.tc)


def _played_by_seat(n: int, tricks, trick) -> list[int]:
    out = [0] * n
    for leader, cards, _w in tricks:
        for i, c in enumerate(cards):
            out[(leader + i) % n] |= 1 << c
    for seat, c in trick:
        out[seat] |= 1 << c
    return out


def position_from_deal(deal) -> Position:
    """The position of a real :class:`Deal` in its play phase (or at its first lead)."""
    rules = deal.rules
    n = deal.n
    trump = deal.trump
    if deal.phase == "play":
        start = list(deal.start_hands)
    else:
        start = list(deal.hands)
    scoring = Scoring(rules, deal.dealer, deal.declarer, trump, start)
    sp = [0] * rules.sides
    st = [0] * rules.sides
    for seat in range(n):
        sp[rules.side_of(seat)] += deal.won_points[seat]
        st[rules.side_of(seat)] += deal.taken[seat]
    trick = list(zip(deal.trick_seats, deal.trick_cards))
    hands = list(deal.hands)
    turn = deal.turn
    return Position(rules, trump, hands, turn, scoring, trick, sp, st)


def position_from_world(view, hands) -> Position:
    """The position seen from ``view`` with the other seats' current ``hands`` filled in
    (``hands[view.seat]`` is the seat's own hand)."""
    rules = view.rules
    n = rules.players
    trump = int(view.trump)
    played = _played_by_seat(n, view.tricks, view.trick)
    start = [hands[s] | played[s] for s in range(n)]
    announced = {s: None for s in range(n) if played[s]}
    for seat, q in view.announced:
        announced[seat] = q
    scoring = Scoring(rules, view.dealer, view.declarer, trump, start, announced or None, view.pots, view.baits)
    pts = POINTS[trump]
    sp = [0] * rules.sides
    st = [0] * rules.sides
    for _leader, cards, winner in view.tricks:
        side = rules.side_of(winner)
        sp[side] += sum(pts[c] for c in cards)
        st[side] += 1
    turn = view.current_player if view.current_player is not None else view.leader
    return Position(rules, trump, hands, turn, scoring, tuple((s, int(c)) for s, c in view.trick), sp, st)
