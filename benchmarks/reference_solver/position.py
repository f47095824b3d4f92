"""The reference solver's position (a frozen copy of ``ai/position.py``'s ``Position``
at commit bdf6df8, without the deal's scoring, which the solver never read) and of the
play duties it called (``engine/deal.py``'s ``legal_play_mask``)."""

from __future__ import annotations

from deberts_desktop.engine.cards import SUIT_MASKS, TRUMP_STRENGTH
from deberts_desktop.engine.tricks import POINTS, STRENGTH

OVERTRUMP_NEVER, OVERTRUMP_ON_TRUMP_LEAD, OVERTRUMP_ALWAYS = 0, 1, 2


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
_RANK_OF_TRUMP_STRENGTH = tuple(TRUMP_STRENGTH.index(i) for i in range(8)) + (0,) * 8


def legal_play_mask(hand, seat, players, trick_cards, win_seat, win_str, trump, overtrump, undertrump_optional,
                    partner_exemption, pairs) -> int:
    """The play duties of RULES.md 8 under every option, on plain ints."""
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


class Position:
    """The play phase of one deal with every hand known. Mutable; :meth:`play` plays a
    card for the seat to act."""

    __slots__ = ("n", "trump", "hands", "turn", "tc", "ts", "win_str", "win_seat", "side_of",
                 "side_points", "side_tricks", "last_side", "ot", "uo", "pe", "pairs", "left")

    def __init__(self, n: int, side_of, ot: int, uo: bool, pe: bool, pairs: bool, trump: int, hands, turn: int,
                 trick=()):
        self.n = n
        self.trump = trump
        self.hands = list(hands)
        self.turn = turn
        self.pairs = pairs
        self.side_of = tuple(side_of)
        self.ot = ot
        self.uo = uo
        self.pe = pe
        nsides = max(self.side_of) + 1
        self.side_points = [0] * nsides
        self.side_tricks = [0] * nsides
        self.last_side = None
        self.tc = []
        self.ts = []
        self.win_str = -1
        self.win_seat = -1
        self.left = sum(h.bit_count() for h in self.hands)
        if trick:
            first = trick[0][0]
            self.turn = first
            for seat, card in trick:
                self.hands[seat] |= 1 << card
                self.left += 1
                self.play(card)

    @property
    def done(self) -> bool:
        return self.left == 0

    def legal_mask(self) -> int:
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


def position_from_state(state) -> Position:
    """The reference position of a :class:`~deberts_desktop.engine.state.PlayState`
    (its hands, trick in progress, seat to act and play duties)."""
    d = state.duties
    return Position(state.n, state.side_of, d.overtrump, d.undertrump_optional, d.partner_exemption, d.pairs,
                    state.trump, state.hands, state.turn, list(zip(state.trick_seats, state.trick)))
