"""The reference double-dummy solver: a frozen copy of ``deberts_desktop/ai/solver.py`` at
commit bdf6df8 (only its imports changed, and ``written_from_value`` left out: it scored
deals, not positions). The value of a position is the number of card points, plus 10 for
the last trick, that the maximizing side takes from now on, scaled: 4 × points, the last
trick counts 41 (:func:`split_value`); three or more sides: the others play together.

Alpha-beta over single cards with a transposition table at trick boundaries (keyed by
every remaining hand and the leader, storing lower and upper bounds) and equivalent-card
pruning.
"""

from __future__ import annotations

from deberts_desktop.engine.tricks import POINTS, STRENGTH

from .position import Position, legal_play_mask


def _bits(mask: int):
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low

INF = 10_000

#: ``ORDER[trump][suit]``: the suit's cards, strongest first.
ORDER = tuple(
    tuple(
        tuple(sorted(range(s * 8, s * 8 + 8), key=lambda c: -STRENGTH[t][s][c]))
        for s in range(4)
    )
    for t in range(4)
)

#: ``SUIT_BYTE_POINTS[trump][suit][byte]``: the card points of the cards of ``suit`` whose
#: ranks are the bits of ``byte`` (a hand's suit, ``hand >> 8 * suit & 0xFF``).
SUIT_BYTE_POINTS = tuple(
    tuple(
        tuple(sum(POINTS[t][s * 8 + r] for r in range(8) if b >> r & 1) for b in range(256))
        for s in range(4)
    )
    for t in range(4)
)


def _in_play(hands, tc) -> int:
    """The cards still in play: every hand and the trick in progress."""
    alive = 0
    for h in hands:
        alive |= h
    for c in tc:
        alive |= 1 << c
    return alive


class Solver:
    """Double-dummy solver for one position's rules and trump (reusable across the
    positions of one deal: the transposition table is keyed by hands and leader).

    ``nodes`` counts the cards tried; ``node_limit`` (optional) aborts a search that
    grows too big by raising :class:`SearchAborted`.
    """

    def __init__(self, pos: Position, max_side: int, node_limit: int | None = None):
        self.n = pos.n
        self.trump = pos.trump
        self.side_of = pos.side_of
        self.max_side = max_side
        self.ot = pos.ot
        self.uo = pos.uo
        self.pe = pos.pe
        self.pairs = pos.pairs
        self.tt: dict[int, tuple[int, int]] = {}
        self._reps: dict[tuple[int, int, int], tuple[int, ...]] = {}
        self.nodes = 0
        self.node_limit = node_limit

    # ------------------------------------------------------------------ legality
    def _legal(self, hand: int, seat: int, tc, win_str: int, win_seat: int) -> int:
        return legal_play_mask(hand, seat, self.n, tc, win_seat, win_str, self.trump, self.ot, self.uo, self.pe, self.pairs)

    def _moves(self, legal: int, alive: int, led: int, win_str: int, maximizing: bool) -> list[int]:
        """The legal cards with equivalent ones removed, in a good order to try."""
        if legal & (legal - 1) == 0:
            return [legal.bit_length() - 1]
        trump = self.trump
        pts = POINTS[trump]
        out = []
        cache = self._reps
        for suit in range(4):
            shift = 8 * suit
            lb = legal >> shift & 0xFF
            if not lb:
                continue
            key = (suit, lb, alive >> shift & 0xFF)
            reps = cache.get(key)
            if reps is None:
                reps = cache[key] = self._suit_reps(suit, lb << shift, alive)
            out.extend(reps)
        if len(out) < 2:
            return out
        if led < 0:
            strength = STRENGTH[trump]
            out.sort(key=lambda c: -strength[c >> 3][c] - pts[c])
        else:
            st = STRENGTH[trump][led]
            # winning cards first (cheapest strong first), then low throws
            out.sort(key=lambda c: (0, -pts[c]) if st[c] > win_str else (1, pts[c]) if maximizing else (0, pts[c]))
        return out

    def _suit_reps(self, suit: int, legal: int, alive: int) -> tuple[int, ...]:
        """The legal cards of one suit, strongest first, without the ones equivalent to
        the stronger card kept just above them (same points, no card in play between)."""
        pts = POINTS[self.trump]
        out = []
        prev_mine = False
        prev_pts = -1
        for c in ORDER[self.trump][suit]:
            b = 1 << c
            if legal & b:
                if prev_mine and pts[c] == prev_pts:
                    continue  # same as the stronger card just kept
                out.append(c)
                prev_mine = True
                prev_pts = pts[c]
            elif alive & b:
                prev_mine = False
        return tuple(out)

    # ------------------------------------------------------------------ search
    def value(self, pos: Position, alpha: int = -INF, beta: int = INF) -> int:
        """The double-dummy value of ``pos`` for the maximizing side."""
        hands = list(pos.hands)
        return self._in_trick(hands, list(pos.tc), pos.turn, pos.win_str, pos.win_seat, alpha, beta)

    def move_values(self, pos: Position, cards=None) -> dict[int, int]:
        """The exact value of each legal card of the seat to act (equivalent cards get
        the value of their representative), or of ``cards`` only (legal cards)."""
        hands = list(pos.hands)
        seat = pos.turn
        tc = list(pos.tc)
        if cards is not None:
            return {c: self._after(hands, tc, seat, c, pos.win_str, pos.win_seat, -INF, INF) for c in cards}
        legal = pos.legal_mask()
        out: dict[int, int] = {}
        alive = _in_play(hands, tc)
        led = tc[0] >> 3 if tc else -1
        maximizing = self.side_of[seat] == self.max_side
        for c in self._moves(legal, alive, led, pos.win_str, maximizing):
            out[c] = self._after(hands, tc, seat, c, pos.win_str, pos.win_seat, -INF, INF)
        # an equivalent card (same suit, same points, no card in play between it and the
        # representative above it) has the representative's value
        for suit in range(4):
            rep = None
            for c in ORDER[self.trump][suit]:
                if c in out:
                    rep = c
                elif legal >> c & 1:
                    out[c] = out[rep]
                elif alive >> c & 1:
                    rep = None
        return out

    def best_move(self, pos: Position) -> tuple[int, int]:
        """(card, value) of a best card for the seat to act."""
        vals = self.move_values(pos)
        maximizing = self.side_of[pos.turn] == self.max_side
        card = (max if maximizing else min)(vals, key=lambda c: vals[c])
        return card, vals[card]

    def _after(self, hands, tc, seat, c, win_str, win_seat, alpha, beta) -> int:
        """Value after ``seat`` plays ``c`` into trick ``tc`` (restores ``hands`` and
        ``tc`` unless the search is aborted)."""
        self.nodes += 1
        if self.node_limit is not None and self.nodes > self.node_limit:
            raise SearchAborted
        trump = self.trump
        n = self.n
        hands[seat] ^= 1 << c
        led = tc[0] >> 3 if tc else c >> 3
        st = STRENGTH[trump][led][c]
        if st > win_str:
            win_str, win_seat = st, seat
        tc.append(c)
        if len(tc) < n:
            v = self._in_trick(hands, tc, (seat + 1) % n, win_str, win_seat, alpha, beta)
        else:
            pts = POINTS[trump]
            gain = 0
            for x in tc:
                gain += pts[x]
            gain *= 4
            last = not any(hands)
            if last:
                gain += 41
            mine = gain if self.side_of[win_seat] == self.max_side else 0
            if last:
                v = mine
            else:
                v = mine + self._trick_start(hands, win_seat, alpha - mine, beta - mine)
        tc.pop()
        hands[seat] ^= 1 << c
        return v

    def _trick_start(self, hands, leader, alpha, beta) -> int:
        key = leader
        shift = 2
        alive = 0
        for h in hands:
            key |= h << shift
            shift += 32
            alive |= h
        # bounds: nothing, or every point left and the last trick
        if beta <= 0:
            return 0
        by = SUIT_BYTE_POINTS[self.trump]
        top = 41 + 4 * (by[0][alive & 0xFF] + by[1][alive >> 8 & 0xFF] + by[2][alive >> 16 & 0xFF]
                        + by[3][alive >> 24 & 0xFF])
        if alpha >= top:
            return top
        tt = self.tt
        entry = tt.get(key)
        if entry is not None:
            lo, hi = entry
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        a0, b0 = alpha, beta
        v = self._in_trick(hands, [], leader, -1, -1, alpha, beta)
        lo, hi = entry if entry is not None else (0, top)
        if v <= a0:
            hi = min(hi, v)
        elif v >= b0:
            lo = max(lo, v)
        else:
            lo = hi = v
        tt[key] = (lo, hi)
        return v

    def _in_trick(self, hands, tc, seat, win_str, win_seat, alpha, beta) -> int:
        hand = hands[seat]
        legal = self._legal(hand, seat, tc, win_str, win_seat)
        maximizing = self.side_of[seat] == self.max_side
        if legal & (legal - 1) == 0:
            return self._after(hands, tc, seat, legal.bit_length() - 1, win_str, win_seat, alpha, beta)
        alive = _in_play(hands, tc)
        led = tc[0] >> 3 if tc else -1
        moves = self._moves(legal, alive, led, win_str, maximizing)
        after = self._after
        if maximizing:
            best = -INF
            for c in moves:
                v = after(hands, tc, seat, c, win_str, win_seat, alpha, beta)
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            return best
        best = INF
        for c in moves:
            v = after(hands, tc, seat, c, win_str, win_seat, alpha, beta)
            if v < best:
                best = v
                if v < beta:
                    beta = v
                    if alpha >= beta:
                        break
        return best


class SearchAborted(Exception):
    """A search went over its node limit."""




def remaining_points(pos: Position) -> int:
    """Card points still to be taken (the trick in progress included), plus the last
    trick's 10."""
    pts = POINTS[pos.trump]
    total = 10
    for h in pos.hands:
        for c in _bits(h):
            total += pts[c]
    for c in pos.tc:
        total += pts[c]
    return total


def split_value(value: int) -> tuple[int, bool]:
    """(points including the last trick's 10, whether the last trick was taken) of a
    scaled solver value."""
    return value // 4, value % 4 == 1
