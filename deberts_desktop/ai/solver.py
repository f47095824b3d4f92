"""An exact double-dummy solver: every hand known, the best play for one side against all
the others (RULES.md 8, every rule option), on the engine's
:class:`~deberts_desktop.engine.state.PlayState`.

The value of a position is the number of card points, plus the last trick's
:data:`~deberts_desktop.engine.totals.LAST_TRICK`, that the maximizing side takes from now
on (the trick in progress included). Values are *scaled*: 4 × points, and the last trick
counts 4 × LAST_TRICK + 1, so that :func:`split_value` can tell whether the side took the
last trick; the order of values is that of points (ties broken towards taking the last
trick). With two sides that is the minimax value of the deal; with three or more sides
the others play together against the maximizing side (the "paranoid" assumption).

Every rule comes from the engine: strength, points and suit order from
:mod:`~deberts_desktop.engine.tricks`, the play duties from the state's
:class:`~deberts_desktop.engine.duties.PlayDuties`, the last trick's value from
:mod:`~deberts_desktop.engine.totals` (read when the solver is made).

How it searches (fail-soft alpha-beta with principal-variation search, one card a node):

- a transposition table at trick starts, keyed by every hand and the leader, holding a
  lower and an upper bound of the value from there on and the leader's best card;
- bounds before searching a trick: no more than the points still in play, no less than
  the trumps that no other side can beat (and no more than all but the other side's);
- equivalent cards merged (same suit, same points, no card in play between them), and
  *touching* cards bounded by each other: two cards of one hand with no card in play
  between them lead to values at most 4 × their points' difference apart, so once one
  is searched the other is skipped when that cannot reach the window;
- move ordering: the table's best lead, then the highest cards in play of the plain suits,
  then low cards, trumps last; a follower tries to win the trick when an opponent holds
  it, else throws points to his side;
- an enhanced transposition cutoff: before searching the trick's last card, the table's
  bounds of every next trick start are looked up;
- the final trick (one card in each hand) played out directly;
- the play duties' answers and the ordered cards of a lead or a follow kept for reuse.

The same source runs as plain Python, or compiled by Cython with the C types declared in
``solver.pxd`` (pure-Python mode): ``setup.py`` builds the compiled module at install time
where a C compiler is present and leaves it out otherwise; both give the same values and
search the same nodes. Compiled (``cython.compiled``), the table lives in flat arrays (open
addressing, every hand mixed into the slot by :func:`_slot`, doubled when half full, at most
2 ** 23 entries), the kept answers and orders in
direct-mapped arrays sized by the cards in play, and the cards to try are packed in 64 bits
and ordered in C; plain Python keeps them in dictionaries and tuples.
"""

from __future__ import annotations

import gc
import sys
from array import array

try:
    import cython
except ImportError:  # plain Python without Cython installed: the few names the source uses
    globals()["cython"] = _cython_shim = type(sys)("cython")
    _cython_shim.compiled = False
    _cython_shim.boundscheck = _cython_shim.wraparound = lambda _flag: lambda f: f

from ..engine import totals as _totals
from ..engine.tricks import BEATERS, ORDER, POINTS, STRENGTH, SUIT_POINTS

INF = 10_000


class SearchAborted(Exception):
    """A search went over its node limit."""


# ---------------------------------------------------------------------------- tables
# Search-specific tables, derived from the engine's, one set per trump suit (made once),
# flat so that the compiled search holds them as C arrays (see solver.pxd).

_TABLES: dict[int, tuple] = {}


_NEIGHBOURS: dict[tuple[int, ...], list[int]] = {}


def _neighbours(order) -> list[int]:
    """``table[alive_byte * 8 + rank]``: the rank of the next card of ``order`` (a suit's
    ranks, in the direction searched) present in ``alive_byte``, or -1."""
    out = _NEIGHBOURS.get(order)
    if out is not None:
        return out
    out = _NEIGHBOURS[order] = []
    for alive in range(256):
        row = [-1] * 8
        for i, r in enumerate(order):
            for j in range(i + 1, len(order)):
                if alive >> order[j] & 1:
                    row[r] = order[j]
                    break
        out += row
    return out


def _tables(trump: int) -> tuple:
    t = _TABLES.get(trump)
    if t is not None:
        return t
    strength = STRENGTH[trump]
    pts = POINTS[trump]
    # leads (after the highest cards in play of the plain suits): low points first, trumps last
    lead_key = tuple(32 * pts[c] + strength[c >> 3][c] + (2000 if c >> 3 == trump else 0) for c in range(32)).__getitem__
    # follows: FOLLOW[(led * 32 + win_card) * 2 + side_wins] -> key of a card (low first)
    follow = []
    for led in range(4):
        sl = strength[led]
        for wc in range(32):
            ws = sl[wc]
            for side_wins in (0, 1):
                k = []
                for c in range(32):
                    st, p = sl[c], pts[c]
                    if side_wins:  # throw points under the side's winner, overtake last
                        k.append((1000 if st > ws else 0) - 32 * p + st)
                    else:  # win (with points) if possible, else throw the least
                        k.append((-1000 - 32 * p + st) if st > ws else 32 * p + st)
                follow.append(tuple(k).__getitem__)
    # touching cards: the next card in play above / below: [(suit * 256 + alive) * 8 + rank]
    up, down = [], []
    for s in range(4):
        ranks = tuple(c & 7 for c in ORDER[trump][s])  # strongest first
        up += _neighbours(ranks[::-1])
        down += _neighbours(ranks)
    # trumps no other side can beat: ABOVE[byte] = the trump ranks above the best in byte
    tranks = tuple(c & 7 for c in ORDER[trump][trump])
    above = [0xFF]
    for b in range(1, 256):
        m = 0
        for r in tranks:
            if b >> r & 1:
                break
            m |= 1 << r
        above.append(m)
    # masters: TOP[suit * 256 + alive_byte] = bit of a plain suit's strongest card in play
    top = []
    for s in range(4):
        for ab in range(256):
            m = 0
            for c in ORDER[trump][s]:
                if ab >> (c & 7) & 1:
                    m = 1 << c
                    break
            top.append(0 if s == trump else m)
    t = _TABLES[trump] = (
        lead_key,
        tuple(follow),
        array("i", up),  # (arrays: a solver takes them without a copy)
        array("i", down),
        tuple(above),
        tuple(top),
        tuple(strength[led][c] for led in range(4) for c in range(32)),
        tuple(4 * p for p in pts),
        tuple(SUIT_POINTS[trump][s][b] for s in range(4) for b in range(256)),
        tuple(BEATERS[trump][led][c] for led in range(4) for c in range(32)),
        # the keys of lead_key and follow as flat tuples (the compiled order): LKEY[card],
        # FKEY[context * 32 + card]
        tuple(lead_key(c) for c in range(32)),
        array("i", [f(c) for f in follow for c in range(32)]),
    )
    _check_suit_classes(trump)
    return t


#: the rank order and points of the trump suit and of a plain suit, the same for every trump
_SUIT_CLASSES: dict[bool, tuple] = {}


def _check_suit_classes(trump: int) -> None:
    """The compiled search keeps a suit's cards to try by (trump suit or not, the suit's
    legal and alive ranks) for every suit and trump (``_RREP``): that needs the suits of
    one class ordered and valued alike, as RULES.md 2 has them."""
    for s in range(4):
        sig = tuple((c & 7, POINTS[trump][c]) for c in ORDER[trump][s])
        if _SUIT_CLASSES.setdefault(s == trump, sig) != sig:
            raise AssertionError("the suits' orders differ: the compiled solver's rank tables do not fit")


#: the compiled search's cards to try of one suit, by ranks: ``_RREP[(trump suit) << 16 | legal
#: ranks << 8 | alive ranks]``: :func:`_suit_reps` packed (see :func:`_pack`) with ranks for
#: cards; 0 until needed. Made with the first solver.
_RREP: list = []

#: the compiled caches of the cards to try in order (``_Search.lead_moves``, ``follow_moves``),
#: one set per trump, shared by every solver of it: ``trump -> (ldk, ldv, fck, fcv, nck1, nck2,
#: ncv)``, direct-mapped. The order depends on the trump and the key only (the hand or the legal
#: cards, the cards in play, the trick's context), not on the side searched.
_MOVES: dict = {}


def _move_caches(trump, bits):
    """The shared caches of the cards to try for ``trump``: seven arrays of ``2 ** bits``."""
    got = _MOVES.get(trump)
    if got is None:
        got = _MOVES[trump] = tuple(array("Q", bytes(8 << bits)) for _ in range(7))
    return got


def _rrep_table():
    if not _RREP:
        _RREP.append(array("Q", bytes(8 << 17)))
    return _RREP[0]


#: ``_FOLLOWS[key of (trump, suit, legal_byte, alive_byte, context)]``: a follower's cards of
#: the suit led in the order to try, packed (see ``_pack`` and ``_Search.follow_moves``;
#: plain Python: ``(cards, touch)``, ``_Search.follow_moves_py``).
_FOLLOWS: dict = {}

#: ``_REPS[key of (trump, suit, legal_byte, alive_byte)]``: ``(cards, touch)``: the legal
#: cards of one suit, strongest first, without those equal to the stronger one kept just
#: above them; ``touch``: whether two of them touch (no card in play between them).
_REPS: dict[int, tuple[tuple[int, ...], bool]] = {}


def _suit_reps(trump: int, suit: int, lb: int, ab: int) -> tuple[tuple[int, ...], bool]:
    pts = POINTS[trump]
    out = []
    touch = False
    prev_mine = False
    prev_pts = -1
    for c in ORDER[trump][suit]:
        b = 1 << (c & 7)
        if lb & b:
            if prev_mine:
                if pts[c] == prev_pts:
                    continue  # same as the stronger card just kept
                touch = True
            out.append(c)
            prev_mine = True
            prev_pts = pts[c]
        elif ab & b:
            prev_mine = False
    return tuple(out), touch


# ---------------------------------------------------------------------------- solver
class Solver:
    """Double-dummy solver for one deal's rules and trump, for the side ``max_side``
    (a side of ``state.side_of``). Reusable across the positions of one deal: the
    transposition table is keyed by hands and leader.

    ``nodes`` counts the cards tried (over every call); ``node_limit`` (optional) aborts a
    search that grows past it with :class:`SearchAborted`. The state given to
    :meth:`value` and :meth:`move_values` is never changed.
    """

    def __init__(self, state, max_side: int, node_limit: int | None = None):
        self.n = state.n
        self.trump = state.trump
        self.side_of = state.side_of
        self.duties = state.duties
        self.max_side = max_side
        self.node_limit = node_limit
        self.last = 4 * _totals.LAST_TRICK + 1
        self._search = _Search(
            self.n, self.trump, [side == max_side for side in self.side_of], self.last, self.duties,
            node_limit if node_limit is not None else 1 << 62,
        )

    @property
    def nodes(self) -> int:
        return self._search.nodes()

    def allow(self, nodes: int | None) -> None:
        """From now on, abort (:class:`SearchAborted`) once more than ``nodes`` further
        nodes are searched (None: no limit). One solver serves several worlds of one
        decision this way, each within its own limit, the table shared: an entry is a
        position's exact bound whichever world reached it."""
        self._search.set_limit(self._search.nodes() + nodes if nodes is not None else 1 << 62)

    # ------------------------------------------------------------------ public
    def value(self, state, alpha: int = -INF, beta: int = INF) -> int:
        """The scaled value of ``state`` for the maximizing side: exact when it lies
        strictly inside ``(alpha, beta)``, else a bound on that side of the window.

        :raises SearchAborted: over ``node_limit``.
        """
        if not any(state.hands):
            return 0
        was = gc.isenabled()
        gc.disable()  # the table's entries would make the collector walk it often
        try:
            return self._search.root(state.hands, state.trick, state.trick_seats, state.turn, state.win_seat,
                                     alpha, beta)
        finally:
            if was:
                gc.enable()

    def move_values(self, state, cards=None) -> dict[int, int]:
        """The exact scaled value of each legal card of the seat to act, or of ``cards``
        only (legal cards): what the maximizing side takes from now on (the trick in
        progress included) if that card is played. An equivalent card (same suit, same
        points, no card in play between it and the one kept above it) gets that card's
        value.

        :raises SearchAborted: over ``node_limit``.
        """
        legal = state.legal_mask()
        if cards is not None:
            return {c: self._after(state, c) for c in cards}
        trump = self.trump
        alive = 0
        for h in state.hands:
            alive |= h
        for c in state.trick:
            alive |= 1 << c
        out: dict[int, int] = {}
        for s in range(4):
            lb = legal >> 8 * s & 0xFF
            if lb:
                for c in _suit_reps(trump, s, lb, alive >> 8 * s & 0xFF)[0]:
                    out[c] = self._after(state, c)
        for s in range(4):
            rep = None
            for c in ORDER[trump][s]:
                if c in out:
                    rep = c
                elif legal >> c & 1:
                    out[c] = out[rep]
                elif alive >> c & 1:
                    rep = None
        return out

    def best_cards(self, state) -> int:
        """The legal cards (a bitmask) of the seat to act whose exact value is the best for
        it — the highest when it plays for the maximizing side, else the lowest: the cards
        of :meth:`move_values` with the best value, found with narrow windows (a card is
        only searched exactly when it beats the best so far), so in fewer nodes.

        :raises SearchAborted: over ``node_limit``.
        """
        legal = state.legal_mask()
        if legal & (legal - 1) == 0:
            return legal
        trump = self.trump
        alive = 0
        for h in state.hands:
            alive |= h
        for c in state.trick:
            alive |= 1 << c
        sign = 1 if self.side_of[state.turn] == self.max_side else -1
        best = None
        ties = reps = 0
        for s in range(4):
            lb = legal >> 8 * s & 0xFF
            if not lb:
                continue
            for c in _suit_reps(trump, s, lb, alive >> 8 * s & 0xFF)[0]:
                reps |= 1 << c
                if best is None:
                    best, ties = self._after(state, c), 1 << c
                    continue
                x = self._after(state, c, best - 1, best + 1)
                if x == best:
                    ties |= 1 << c
                elif sign * (x - best) > 0:  # better: its exact value
                    best = self._after(state, c, best, INF) if sign > 0 else self._after(state, c, -INF, best)
                    ties = 1 << c
        out = ties
        for s in range(4):  # a card equivalent to a kept one has its value (as in move_values)
            rep = None
            for c in ORDER[trump][s]:
                if reps >> c & 1:
                    rep = c
                elif legal >> c & 1:
                    if ties >> rep & 1:
                        out |= 1 << c
                elif alive >> c & 1:
                    rep = None
        return out

    def _after(self, state, card: int, alpha: int = -INF, beta: int = INF) -> int:
        """Value of ``state`` once ``card`` is played (exact inside ``(alpha, beta)``, else a
        bound on that side, as :meth:`value`)."""
        s = state.copy()
        s.push(card)
        gain = 0
        for seat in range(self.n):
            if self.side_of[seat] == self.max_side:
                gain += 4 * (s.points[seat] - state.points[seat])
        if s.done:
            return gain + (self.last if self.side_of[s.last_trick] == self.max_side else 0)
        return gain + self.value(s, alpha - gain, beta - gain)


_ONE56 = 1 << 56  # one card to try, packed (see _pack)
_ONE60 = 1 << 60  # the touch bit of _pack
_MC_BITS = 15  # the compiled caches of ordered cards, shared by trump: 2 ** 15 each (1.75 MB a trump)
_TT_BITS0 = 10  # the compiled table: 2 ** 10 entries at first (24 bytes each)
_TT_BITS_MAX = 23  # at most 2 ** 23 entries (192 MB)
_H1 = 0x9E3779B97F4A7C15  # hash multipliers (64 bits)
_H2 = 0xC2B2AE3D27D4EB4F
_F1 = 0xFF51AFD7ED558CCD  # MurmurHash3's finalizer (see _slot)
_F2 = 0xC4CEB9FE1A85EC53
_M64 = (1 << 64) - 1
_M32 = (1 << 32) - 1  # a C constant compiled (0xFFFFFFFF written out would make _popcount a Python int's)
_M60 = (1 << 60) - 1
_NONE = -1_000_000  # "no bound" from _Search.touching
_INF = INF
#: ``_BIT[(1 << c) % 37] == c``: the card of a one-card mask (2**c mod 37 differ for c < 36).
_BIT = tuple(next((c for c in range(32) if (1 << c) % 37 == r), -1) for r in range(37))
_ONE = tuple(1 << c for c in range(32))  # card -> its bit (a table: C shifts of 1 stop at 31)


class _Search:
    """The search itself (fail-soft alpha-beta, principal-variation search, one card a
    node) for one solver. Plain Python; where Cython is installed at build time the
    same code is compiled with the C types of ``solver.pxd``."""

    def __init__(self, n, trump, mine, last, duties, limit):
        t = _tables(trump)
        self.lead_key = t[0]
        self.FK = t[1]
        self.UP = t[2]
        self.DOWN = t[3]
        self.ABOVE = t[4]
        self.TOP = t[5]
        self.S = t[6]
        self.P4 = t[7]
        self.SP = t[8]
        self.BEAT = t[9]
        self.LKEY = t[10]
        self.FKEY = t[11]
        self.rrep = _rrep_table()
        self.obuf = [0] * 16
        self.okey = [0] * 16
        self.n = n
        self.trump = trump
        self.tsh = 8 * trump
        self.mine = [1 if m else 0 for m in mine] + [0] * (4 - n)
        self.nxt = [(s + 1) % n for s in range(n)] + [0] * (4 - n)
        self.LAST = last
        self.duties = duties
        self.limit = limit
        self.count = 0
        # the transposition table: (hands, leader) -> lo << 40 | hi << 20 | best lead + 1; compiled,
        # open addressing in one flat array, three words an entry (tt[3i]: the entry | (leader + 1)
        # << 60, 0 where empty; tt[3i + 1], tt[3i + 2]: the hands: a probe reads one place of
        # memory, not three), else one dict per leader
        self.tts = [{}, {}, {}, {}]
        self.tbits = _TT_BITS0
        self.tfill = 0
        self.tt = array("Q", bytes(24 << _TT_BITS0))
        self.legal = {}  # plain Python: the play duties' answers (compiled: asked of the compiled duties each time)
        # the direct-mapped caches (none in plain Python), shared by the solvers of the same trump (_move_caches)
        mcbits = _MC_BITS if cython.compiled else 0
        self.mcshift = 64 - mcbits
        # the values of the cards already searched at a node with k cards in the hands:
        # vbuf[32 * k + card] (those of the mask vset of the node)
        self.vbuf = array("i", bytes(4 * 33 * 32))
        # the cards of a lead or a follow in the order to try: plain Python, (cards, touch),
        # leads: (alive << 32 | hand) -> those; compiled, packed (see _pack), direct-mapped: ldk / ldv (leads),
        # fck / fcv (following suit, before _FOLLOWS), nck1 / nck2 / ncv (the others)
        self.leads = {}
        self.discards = {}  # plain Python: (legal, alive, context) -> cards of a follow not of the suit led
        self.ldk, self.ldv, self.fck, self.fcv, self.nck1, self.nck2, self.ncv = _move_caches(trump, mcbits)
        self.reps = _REPS
        self.hands = [0, 0, 0, 0]
        # the cards of the tricks in progress on the search's path: the current trick is
        # tbuf[tb : tb + tl], the next trick's go after it
        self.tbuf = [0] * 40
        self.tb = 0
        self.tl = 0

    def nodes(self):
        return self.count

    def set_limit(self, limit):
        """Aborts once the node count passes ``limit``."""
        self.limit = limit
        return 0

    def root(self, hands, trick, trick_seats, turn, win_seat, alpha, beta):
        """Value of a position (``hands``, the ``trick`` in progress and its seats, the seat
        to play, the trick's winner so far)."""
        n = self.n
        for s in range(n):
            self.hands[s] = hands[s]
        self.tb = 0
        self.tl = len(trick)
        for i in range(self.tl):
            self.tbuf[i] = trick[i]
        if not trick:
            return self.start(turn, alpha, beta)
        alive = 0
        for s in range(n):
            alive |= hands[s]
        gain = 0
        for c in trick:
            alive |= 1 << c
            gain += self.P4[c]
        win_card = trick[trick_seats.index(win_seat)]
        return self.follow(turn, win_card, win_seat, gain, alpha, beta, alive)

    def suit_reps(self, s, legal, alive):
        """``(cards, touch)`` of the legal cards of suit ``s`` (see :data:`_REPS`)."""
        sh = s << 3
        lb = legal >> sh & 0xFF
        ab = alive >> sh & 0xFF
        key = (self.trump << 2 | s) << 16 | lb << 8 | ab
        r = self.reps.get(key)
        if r is None:
            r = self.reps[key] = _suit_reps(self.trump, s, lb, ab)
        return r

    def gen(self, legal, alive):
        """The legal cards without equivalent ones, suit by suit, strongest first, and
        whether two of them touch."""
        out = []
        touch = False
        for s in range(4):
            if legal >> (s << 3) & 0xFF:
                r, t = self.suit_reps(s, legal, alive)
                out += r
                if t:
                    touch = True
        return out, touch

    @cython.boundscheck(False)
    @cython.wraparound(False)
    def touching(self, c, alive, vset, vb, me, alpha, beta):
        """A bound for card ``c`` from an already searched card touching it (next in play
        above or below, same hand; the searched cards: the mask ``vset``, their values in
        ``vbuf[vb + card]``) when that bound is outside the window, else :data:`_NONE`:
        the two values differ by at most 4 × their points' difference."""
        i = ((c & 24) << 5 | alive >> (c & 24) & 0xFF) << 3 | c & 7
        r = self.UP[i]
        u = (c & 24) | r
        if r < 0 or not vset >> u & 1:
            r = self.DOWN[i]
            u = (c & 24) | r
            if r < 0 or not vset >> u & 1:
                return _NONE
        d = self.P4[u] - self.P4[c]
        if d < 0:
            d = -d
        if me:
            x = self.vbuf[vb + u] + d
            return x if x <= alpha else _NONE
        x = self.vbuf[vb + u] - d
        return x if x >= beta else _NONE

    @cython.boundscheck(False)
    @cython.wraparound(False)
    def tt_get(self, leader, k1, k2):
        """The table's entry for the hands ``k1``, ``k2`` (two 64-bit halves) with ``leader``
        to lead, or 0."""
        if not cython.compiled:
            e = self.tts[leader].get(k2 << 64 | k1)
            return 0 if e is None else e
        mask = (1 << self.tbits) - 1
        i = _slot(k1, k2, leader) & mask
        tag = leader + 1
        while True:
            j = 3 * i
            v = self.tt[j]
            if not v:
                return 0
            if v >> 60 == tag and self.tt[j + 1] == k1 and self.tt[j + 2] == k2:
                return v & _M60
            i = (i + 1) & mask

    @cython.boundscheck(False)
    @cython.wraparound(False)
    def tt_put(self, leader, k1, k2, ev):
        """Sets the table's entry ``ev`` (not 0) for the hands ``k1``, ``k2`` with ``leader``
        to lead. Compiled, the table grows fourfold when half full (:meth:`tt_grow`), up to
        2 ** _TT_BITS_MAX entries; once that is half full, no new position is added."""
        if not cython.compiled:
            self.tts[leader][k2 << 64 | k1] = ev
            return 0
        mask = (1 << self.tbits) - 1
        i = _slot(k1, k2, leader) & mask
        tag = leader + 1
        while True:
            j = 3 * i
            v = self.tt[j]
            if not v:
                break
            if v >> 60 == tag and self.tt[j + 1] == k1 and self.tt[j + 2] == k2:
                self.tt[j] = ev | tag << 60
                return 0
            i = (i + 1) & mask
        if 2 * (self.tfill + 1) > mask + 1:
            if self.tbits >= _TT_BITS_MAX:
                return 0
            self.tt_grow()
            return self.tt_put(leader, k1, k2, ev)
        self.tt[j] = ev | tag << 60
        self.tt[j + 1] = k1
        self.tt[j + 2] = k2
        self.tfill += 1
        return 0

    @cython.boundscheck(False)
    @cython.wraparound(False)
    def tt_grow(self):
        """Grows the compiled table fourfold (at most to 2 ** _TT_BITS_MAX entries), every entry
        kept: a heavy decision's table is made and filled again fewer times than by doubling
        (its growth was a twelfth of a 3-player decision at 8 cards: the copies, the page
        faults, the entries put again); the entries, hence the nodes and values, are the same."""
        old = self.tt
        size = 1 << self.tbits
        self.tbits = min(self.tbits + 2, _TT_BITS_MAX)
        self.tfill = 0
        self.tt = array("Q", bytes(24 << self.tbits))
        for j in range(size):
            v = old[3 * j]
            if v:
                self.tt_put((v >> 60) - 1, old[3 * j + 1], old[3 * j + 2], v & _M60)
        return 0

    @cython.boundscheck(False)
    @cython.wraparound(False)
    def start(self, leader, alpha, beta):
        """Value from a trick start (the trick empty) on."""
        self.count += 1
        if self.count > self.limit:
            raise SearchAborted
        hands = self.hands
        n = self.n
        alive = 0
        for s in range(n):
            alive |= hands[s]
        # the table, keyed by every hand (64-bit halves) and the leader
        k1 = hands[0]
        k1 = k1 << 32 | hands[1]
        k2 = hands[2]
        k2 = k2 << 32 | hands[3]
        if cython.compiled:
            ev = self.tt_get(leader, k1, k2)
        else:  # the same, without a call
            ev = self.tts[leader].get(k2 << 64 | k1, 0)
        if ev:  # lo << 40 | hi << 20 | best card + 1
            lo = ev >> 40
            hi = ev >> 20 & 0xFFFFF
            best = (ev & 0xFFFFF) - 1
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
        else:
            tmax = 0
            for s in range(n):
                if self.mine[s]:
                    tmax |= hands[s]
            tmin = (alive ^ tmax) >> self.tsh & 0xFF
            tmax = tmax >> self.tsh & 0xFF
            SP = self.SP
            tp = self.trump << 8
            lo = 4 * SP[tp | tmax & self.ABOVE[tmin]]
            if lo >= beta:
                return lo
            hi = self.LAST + 4 * (SP[alive & 0xFF] + SP[256 | alive >> 8 & 0xFF] + SP[512 | alive >> 16 & 0xFF]
                                  + SP[768 | alive >> 24 & 0xFF] - SP[tp | tmin & self.ABOVE[tmax]])
            if hi <= alpha:
                return hi
            best = -1
        if lo > alpha:
            alpha = lo
        if hi < beta:
            beta = hi
        a0 = alpha
        b0 = beta
        hand = hands[leader]
        lk = alive
        lk = lk << 32 | hand
        if cython.compiled:  # the cards to try packed
            pk = self.lead_moves(lk, hand, alive)
            cnt = pk >> 56 & 15
            touch = pk >> 60 & 1
            if best >= 0 and best != pk & 31:  # the table's best lead first
                q = best
                j = 1
                for k in range(cnt):
                    u = pk >> 5 * k & 31
                    if u != q & 31:
                        q |= u << 5 * j
                        j += 1
                pk = q | j << 56
                cnt = j
            first = pk & 31
        else:  # plain Python: in a tuple
            got = self.leads.get(lk)
            if got is None:
                got = self.lead_moves_py(lk, hand, alive)
            mv, touch = got
            if best >= 0 and best != mv[0]:  # the table's best lead first
                mv = list(mv)
                mv.remove(best)
                mv.insert(0, best)
            cnt = len(mv)
            first = mv[0]
        me = self.mine[leader]
        nx = self.nxt[leader]
        P4 = self.P4
        tb = self.tb
        v = -_INF if me else _INF
        bc = first
        vset = 0
        vb = 0
        if touch:
            vb = (_popcount(alive) if cython.compiled else alive.bit_count()) << 5
        for k in range(cnt):
            c = pk >> 5 * k & 31 if cython.compiled else mv[k]
            if vset:
                x = self.touching(c, alive, vset, vb, me, alpha, beta)
                if x != _NONE:
                    if me:
                        if x > v:
                            v = x
                    elif x < v:
                        v = x
                    continue
            hands[leader] = hand ^ _ONE[c]
            self.tbuf[tb] = c
            self.tl = 1
            p = P4[c]
            if c == first or beta - alpha == 1:
                x = self.follow(nx, c, leader, p, alpha, beta, alive)
            elif me:
                x = self.follow(nx, c, leader, p, alpha, alpha + 1, alive)
                if alpha < x < beta:
                    x = self.follow(nx, c, leader, p, x - 1, beta, alive)
            else:
                x = self.follow(nx, c, leader, p, beta - 1, beta, alive)
                if alpha < x < beta:
                    x = self.follow(nx, c, leader, p, alpha, x + 1, alive)
            self.tl = 0
            if touch:
                self.vbuf[vb + c] = x
                vset |= _ONE[c]
            if me:
                if x > v:
                    v = x
                    bc = c
                    if x > alpha:
                        alpha = x
                        if x >= beta:
                            break
            elif x < v:
                v = x
                bc = c
                if x < beta:
                    beta = x
                    if x <= alpha:
                        break
        hands[leader] = hand
        if v <= a0:
            if v < hi:
                hi = v
        elif v >= b0:
            if v > lo:
                lo = v
        else:
            lo = hi = v
        ev = lo
        ev = (ev << 20 | hi) << 20 | (bc + 1)
        self.tt_put(leader, k1, k2, ev)
        return v

    @cython.boundscheck(False)
    @cython.wraparound(False)
    def lead_moves(self, lk, hand, alive):
        """Compiled: the leader's cards (``hand``, ``alive``: the cards in play; ``lk``: both,
        the key) in the order to try, packed (see :func:`_pack`): the highest cards in play
        of the plain suits first, then by :data:`lead_key`; kept."""
        j = (lk * _H1 & _M64) >> self.mcshift
        if self.ldk[j] == lk:
            return self.ldv[j]
        TOP = self.TOP
        m = hand & (TOP[alive & 0xFF] | TOP[256 | alive >> 8 & 0xFF] | TOP[512 | alive >> 16 & 0xFF]
                    | TOP[768 | alive >> 24 & 0xFF])
        pk = self.order(hand, alive, -1, m)
        self.ldk[j] = lk
        self.ldv[j] = pk
        return pk

    def lead_moves_py(self, lk, hand, alive):
        """Plain Python: :meth:`lead_moves` as ``(cards, touch)``, kept in ``leads``."""
        moves, touch = self.gen(hand, alive)
        if len(moves) > 1:
            moves.sort(key=self.lead_key)
            # the highest card in play of a plain suit first
            TOP = self.TOP
            m = hand & (TOP[alive & 0xFF] | TOP[256 | alive >> 8 & 0xFF] | TOP[512 | alive >> 16 & 0xFF]
                        | TOP[768 | alive >> 24 & 0xFF])
            if m and m != hand:
                moves = [c for c in moves if m >> c & 1] + [c for c in moves if not m >> c & 1]
        got = (tuple(moves), touch)
        if len(self.leads) >= 1 << 17:
            self.leads.clear()
        self.leads[lk] = got
        return got

    @cython.boundscheck(False)
    @cython.wraparound(False)
    def follow_moves(self, legal, alive, led, ctx):
        """Compiled: the follower's ``legal`` cards (``alive``: the cards in play at the
        trick's start, ``led``: the suit led, ``ctx``: the key of :data:`FK`) in the order to
        try, packed; kept (following suit: for every solver, in :data:`_FOLLOWS`)."""
        fs = 0xFF
        fs <<= led << 3
        if legal & fs == legal:  # following suit
            mk = (self.trump << 2 | led) << 16 | (legal >> (led << 3) & 0xFF) << 8 | alive >> (led << 3) & 0xFF
            mk = mk << 8 | ctx
            j = (mk * _H1 & _M64) >> self.mcshift
            if self.fck[j] == mk:
                return self.fcv[j]
            got = _FOLLOWS.get(mk)
            if got is None:
                r, touch = self.suit_reps(led, legal, alive)
                if len(_FOLLOWS) >= 1 << 17:
                    _FOLLOWS.clear()
                got = _FOLLOWS[mk] = _pack(sorted(r, key=self.FK[ctx]), touch)
            pk = got
            self.fck[j] = mk
            self.fcv[j] = pk
            return pk
        k1 = legal
        k1 = k1 << 32 | alive
        j = ((k1 * _H1 + ctx) & _M64) >> self.mcshift
        if self.nck1[j] == k1 and self.nck2[j] == ctx:
            return self.ncv[j]
        pk = self.order(legal, alive, ctx, 0)
        self.nck1[j] = k1
        self.nck2[j] = ctx
        self.ncv[j] = pk
        return pk

    def follow_moves_py(self, legal, alive, led, ctx):
        """Plain Python: :meth:`follow_moves` as ``(cards, touch)`` (following suit: kept in
        :data:`_FOLLOWS`)."""
        fs = 0xFF << (led << 3)
        if legal & fs == legal:  # following suit
            mk = (self.trump << 2 | led) << 16 | (legal >> (led << 3) & 0xFF) << 8 | alive >> (led << 3) & 0xFF
            mk = mk << 8 | ctx
            got = _FOLLOWS.get(mk)
            if got is None:
                r, touch = self.suit_reps(led, legal, alive)
                if len(_FOLLOWS) >= 1 << 17:
                    _FOLLOWS.clear()
                got = _FOLLOWS[mk] = (tuple(sorted(r, key=self.FK[ctx])), touch)
            return got
        moves, touch = self.gen(legal, alive)
        moves.sort(key=self.FK[ctx])
        return tuple(moves), touch

    @cython.boundscheck(False)
    @cython.wraparound(False)
    def order(self, legal, alive, ctx, first):
        """Compiled only: the ``legal`` cards without equivalent ones (as :meth:`gen`), in the
        order to try, packed (see :func:`_pack`): the cards of ``first`` first, then by the key
        of a lead (``ctx`` < 0) or of a follow in context ``ctx`` (see :data:`FK`); ties in
        suit order, strongest first, as a stable sort of :meth:`gen`'s list."""
        cnt = 0
        touch = 0
        for s in range(4):
            lb = legal >> (s << 3) & 0xFF
            if lb:
                ab = alive >> (s << 3) & 0xFF
                i = (1 if s == self.trump else 0) << 16 | lb << 8 | ab
                r = self.rrep[i]
                if not r:
                    cards, t = _suit_reps(self.trump, s, lb, ab)
                    r = _pack([c & 7 for c in cards], t)
                    self.rrep[i] = r
                if r >> 60 & 1:
                    touch = 1
                rc = r >> 56 & 15
                for k in range(rc):
                    c = s << 3 | (r >> 5 * k & 7)
                    if ctx < 0:
                        key = self.LKEY[c]
                    else:
                        key = self.FKEY[ctx << 5 | c]
                    if not first >> c & 1:
                        key += 1 << 20
                    # insertion, after the equal keys (stable)
                    i = cnt
                    while i > 0 and self.okey[i - 1] > key:
                        self.okey[i] = self.okey[i - 1]
                        self.obuf[i] = self.obuf[i - 1]
                        i -= 1
                    self.okey[i] = key
                    self.obuf[i] = c
                    cnt += 1
        pk = cnt
        pk <<= 56
        if touch:
            pk |= _ONE60
        for k in range(cnt):
            u = self.obuf[k]
            pk |= u << 5 * k
        return pk

    @cython.boundscheck(False)
    @cython.wraparound(False)
    def follow(self, seat, win_card, win_seat, gain, alpha, beta, alive):
        """Value with ``seat`` to play into the trick (not empty), won so far by
        ``win_card`` of ``win_seat``; ``gain``: the trick's scaled points so far;
        ``alive``: the cards in play at the trick's start."""
        self.count += 1
        if self.count > self.limit:
            raise SearchAborted
        hands = self.hands
        tb = self.tb
        tl = self.tl
        n = self.n
        mine = self.mine
        hand = hands[seat]
        sl = self.tbuf[tb] >> 3 << 5  # the suit led, as the row of S
        S = self.S
        win_str = S[sl | win_card]
        if cython.compiled:  # the engine's play duties, compiled too: a C call
            legal = self.duties.legal(hand, seat, self.tbuf[tb], self.tbuf[tb + 1] if tl > 1 else 0,
                                      self.tbuf[tb + 2] if tl > 2 else 0, tl, win_seat, win_str, self.trump)
        else:  # the play duties' answer depends on the trump, the hand, the seat and the trick only: kept
            lk = 4 | self.trump
            for i in range(tl):
                lk = lk << 5 | self.tbuf[tb + i]
            lk = lk << 2 | seat
            lk = lk << 32 | hand
            known = self.legal.get(lk)
            if known is None:
                legal = self.duties.legal_mask(hand, seat, self.tbuf[tb:tb + tl], win_seat, win_str, self.trump)
                if len(self.legal) >= 1 << 18:
                    self.legal.clear()
                self.legal[lk] = legal
            else:
                legal = known
        me = mine[seat]
        if legal & (legal - 1):
            led = sl >> 5
            fs = 0xFF
            fs <<= led << 3
            side_wins = me == mine[win_seat]
            if side_wins:
                # not if an opponent still to play can beat the winner
                bt = self.BEAT[sl | win_card]
                s2 = seat
                for _ in range(n - 1 - tl):
                    s2 = self.nxt[s2]
                    if mine[s2] != me:
                        h2 = hands[s2]
                        if h2 & bt and (h2 & bt & fs or not h2 & fs):
                            side_wins = False
                            break
            if cython.compiled:
                pk = self.follow_moves(legal, alive, led, (sl | win_card) << 1 | side_wins)
            else:  # plain Python: the kept ones without a call
                ctx = (sl | win_card) << 1 | side_wins
                if legal & fs == legal:  # following suit
                    mk = (self.trump << 2 | led) << 16 | (legal >> (led << 3) & 0xFF) << 8 | alive >> (led << 3) & 0xFF
                    got = _FOLLOWS.get(mk << 8 | ctx)
                    if got is None:
                        got = self.follow_moves_py(legal, alive, led, ctx)
                else:
                    nk = (legal << 32 | alive) << 8 | ctx
                    got = self.discards.get(nk)
                    if got is None:
                        if len(self.discards) >= 1 << 17:
                            self.discards.clear()
                        got = self.discards[nk] = self.follow_moves_py(legal, alive, led, ctx)
                mv, touch = got
        else:
            pk = _BIT[legal % 37]
            pk |= _ONE56
            if not cython.compiled:
                mv = (_BIT[legal % 37],)
                touch = False
        if cython.compiled:
            cnt = pk >> 56 & 15
            touch = pk >> 60 & 1
            first = pk & 31
        else:
            cnt = len(mv)
            first = mv[0]
        vset = 0
        vb = 0
        if touch:
            vb = (_popcount(alive) if cython.compiled else alive.bit_count()) - tl << 5
        P4 = self.P4
        v = -_INF if me else _INF
        if tl < n - 1:
            nx = self.nxt[seat]
            for k in range(cnt):
                c = pk >> 5 * k & 31 if cython.compiled else mv[k]
                if vset:
                    x = self.touching(c, alive, vset, vb, me, alpha, beta)
                    if x != _NONE:
                        if me:
                            if x > v:
                                v = x
                        elif x < v:
                            v = x
                        continue
                hands[seat] = hand ^ _ONE[c]
                self.tbuf[tb + tl] = c
                self.tl = tl + 1
                g = gain + P4[c]
                if S[sl | c] > win_str:
                    wc = c
                    ws = seat
                else:
                    wc = win_card
                    ws = win_seat
                if c == first or beta - alpha == 1:
                    x = self.follow(nx, wc, ws, g, alpha, beta, alive)
                elif me:
                    x = self.follow(nx, wc, ws, g, alpha, alpha + 1, alive)
                    if alpha < x < beta:
                        x = self.follow(nx, wc, ws, g, x - 1, beta, alive)
                else:
                    x = self.follow(nx, wc, ws, g, beta - 1, beta, alive)
                    if alpha < x < beta:
                        x = self.follow(nx, wc, ws, g, alpha, x + 1, alive)
                self.tl = tl
                if touch:
                    self.vbuf[vb + c] = x
                    vset |= _ONE[c]
                if me:
                    if x > v:
                        v = x
                        if x > alpha:
                            alpha = x
                            if x >= beta:
                                break
                elif x < v:
                    v = x
                    if x < beta:
                        beta = x
                        if x <= alpha:
                            break
            hands[seat] = hand
            return v
        # the trick's last card: it goes to the winner, who leads the next
        if cnt > 1:
            # a card whose next trick start the table already bounds past the window
            # needs no search (enhanced transposition cutoff)
            for k in range(cnt):
                c = pk >> 5 * k & 31 if cython.compiled else mv[k]
                h = hand ^ _ONE[c]
                if not h & (h - 1):
                    break  # no table for the final trick
                ws = seat if S[sl | c] > win_str else win_seat
                hands[seat] = h
                k1 = hands[0]
                k1 = k1 << 32 | hands[1]
                k2 = hands[2]
                k2 = k2 << 32 | hands[3]
                if cython.compiled:
                    ev = self.tt_get(ws, k1, k2)
                else:
                    ev = self.tts[ws].get(k2 << 64 | k1, 0)
                if ev:
                    g = gain + P4[c] if mine[ws] else 0
                    if me:
                        x = ev >> 40
                        x += g
                        if x >= beta:
                            hands[seat] = hand
                            return x
                    else:
                        x = ev >> 20 & 0xFFFFF
                        x += g
                        if x <= alpha:
                            hands[seat] = hand
                            return x
            hands[seat] = hand
        for k in range(cnt):
            c = pk >> 5 * k & 31 if cython.compiled else mv[k]
            if vset:
                x = self.touching(c, alive, vset, vb, me, alpha, beta)
                if x != _NONE:
                    if me:
                        if x > v:
                            v = x
                    elif x < v:
                        v = x
                    continue
            h = hand ^ _ONE[c]
            hands[seat] = h
            ws = seat if S[sl | c] > win_str else win_seat
            g = gain + P4[c] if mine[ws] else 0
            if not h:
                x = g + self.LAST if mine[ws] else 0
            elif not h & (h - 1):
                # one card in each hand: the final trick plays itself
                c2 = _BIT[hands[ws] % 37]
                fl = c2 >> 3 << 5
                top = S[fl | c2]
                w2 = ws
                tp = P4[c2]
                s2 = ws
                for _ in range(n - 1):
                    s2 = self.nxt[s2]
                    c2 = _BIT[hands[s2] % 37]
                    tp += P4[c2]
                    if S[fl | c2] > top:
                        top = S[fl | c2]
                        w2 = s2
                x = g + tp + self.LAST if mine[w2] else g
            else:
                # the next trick in the buffer after this one's cards
                self.tb = tb + tl
                self.tl = 0
                if c == first or beta - alpha == 1:
                    x = g + self.start(ws, alpha - g, beta - g)
                elif me:
                    x = g + self.start(ws, alpha - g, alpha + 1 - g)
                    if alpha < x < beta:
                        x = g + self.start(ws, x - 1 - g, beta - g)
                else:
                    x = g + self.start(ws, beta - 1 - g, beta - g)
                    if alpha < x < beta:
                        x = g + self.start(ws, alpha - g, x + 1 - g)
                self.tb = tb
                self.tl = tl
            if touch:
                self.vbuf[vb + c] = x
                vset |= _ONE[c]
            if me:
                if x > v:
                    v = x
                    if x > alpha:
                        alpha = x
                        if x >= beta:
                            break
            elif x < v:
                v = x
                if x < beta:
                    beta = x
                    if x <= alpha:
                        break
        hands[seat] = hand
        return v


def _pack(moves, touch) -> int:
    """Cards to try, packed in 64 bits: the k-th card in bits 5k…5k+4, their number from
    bit 56, ``touch`` (two of them touch) at bit 60."""
    pk = len(moves) << 56 | (1 << 60 if touch else 0)
    for k, c in enumerate(moves):
        pk |= c << 5 * k
    return pk


def _slot(k1, k2, leader):
    """The compiled table's hash of a position: the hands (``k1``, ``k2``, 64-bit halves)
    and the leader mixed so that every bit of every hand moves every bit of the result
    (MurmurHash3's finalizer). The table takes the low bits: a hash whose low bits saw only
    some hands (one seat's and a few cards of the others) put the positions of one
    decision's worlds, which share the seat's own hand, into long runs of the open
    addressing, and a shared table's search slowed down as it filled."""
    x = (k2 * _H2 + leader) & _M64
    x = (x ^ (x >> 29) ^ k1) & _M64
    x = (x ^ x >> 33) * _F1 & _M64
    x = (x ^ x >> 33) * _F2 & _M64
    return x ^ x >> 33


def _popcount(x):
    """The number of cards in the mask ``x`` (32 bits)."""
    x = x - (x >> 1 & 0x55555555)
    x = (x & 0x33333333) + (x >> 2 & 0x33333333)
    x = x + (x >> 4) & 0x0F0F0F0F
    return (x * 0x01010101 & _M32) >> 24


def split_value(value: int) -> tuple[int, bool]:
    """(points including the last trick's, whether the last trick was taken) of a
    scaled solver value."""
    return value // 4, value % 4 == 1

