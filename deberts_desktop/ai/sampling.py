"""Dealing the hidden cards again, consistently with one seat's view (the "worlds" of
determinized search).

What a seat knows (RULES.md and :class:`~deberts_desktop.engine.seat_view.SeatView`): its own
hand; every card played and by whom; the suits each seat has shown it lacks (not
following, not trumping); the turned card (on the table with 2–3 players, in its holder's
hand with 4) and the seven swapped for it; the shown stock bottom card (in the stock);
public cards of other seats (``known_cards``: shown sequences, a bella card still held);
announced sequences (a seat that played its first card without announcing has no
sequence; one that announced holds the announced run and nothing better); bella (a seat
that played the king or queen of trumps without announcing bella did not hold the
other).

:func:`constraints` reads all that from a view; :func:`sample_hands` deals one world's
hands and :func:`world_state` makes them a :class:`~deberts_desktop.engine.state.PlayState`
ready for search.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine.cards import FULL_PACK, SUIT_MASKS, Rank, mask_of
from ..engine.sequences import best_sequence, sequence_key, sequences_in
from ..engine.state import PlayState
from ..engine.totals import TotalsContext
from ..engine.tricks import trick_points
from .policy import bits as _bits


@dataclass(frozen=True)
class Constraints:
    """The hidden-card problem of one view.

    ``fixed[s]``: cards seat ``s`` certainly holds; ``need[s]``: how many more unknown
    cards it holds; ``forbidden[s]``: cards it cannot hold; ``unknown``: the cards to
    place (in other hands or the stock); ``stock``: how many of them lie in the stock;
    ``played[s]``: cards ``s`` has played; ``announced[s]``: the seat's announced best
    sequence, None for "played without announcing", missing when it has not played.
    """

    seat: int
    n: int
    own: int
    fixed: tuple[int, ...]
    need: tuple[int, ...]
    forbidden: tuple[int, ...]
    unknown: int
    stock: int
    played: tuple[int, ...]
    announced: dict
    shown_seats: frozenset


def constraints(view) -> Constraints:
    """What the seat of ``view`` knows about the other hands (play phase or before the
    first lead: trump is fixed and every hand is complete)."""
    rules = view.rules
    n = rules.players
    me = view.seat
    trump = int(view.trump)
    own = mask_of(view.hand)
    played = [0] * n
    for leader, cards, _w in view.tricks:
        for i, c in enumerate(cards):
            played[(leader + i) % n] |= 1 << c
    for s, c in view.trick:
        played[s] |= 1 << c
    played_all = 0
    for m in played:
        played_all |= m
    fixed = [0] * n
    for s, c in view.known_cards:
        if s != me and not played_all >> c & 1:
            fixed[s] |= 1 << c
    excluded = 0
    if view.turned is not None:
        t = int(view.turned)
        if n < 4:
            excluded |= 1 << t  # on the table, or in the swapper's hand (known or ours)
        elif view.swapped is not None and view.swapped != me and not played_all >> t & 1:
            fixed[view.swapped] |= 1 << t  # a public exchange
    if view.seven_on_table is not None:
        excluded |= 1 << int(view.seven_on_table)
    if view.stock_bottom is not None:
        excluded |= 1 << int(view.stock_bottom)
    announced = {s: None for s in range(n) if played[s]}
    for s, q in view.announced:
        announced[s] = q
        if s != me:
            fixed[s] |= q.mask & ~played[s]
    shown_seats = set()
    for s, q in view.shown:
        shown_seats.add(s)
        if s != me:
            fixed[s] |= q.mask & ~played[s]
    forbidden = [0] * n
    for s in range(n):
        for suit in view.voids[s]:
            forbidden[s] |= SUIT_MASKS[int(suit)]
    king = 1 << (trump * 8 + Rank.KING)
    queen = 1 << (trump * 8 + Rank.QUEEN)
    for s in range(n):
        if s == me or view.bella == s:
            continue
        if played[s] & king:
            forbidden[s] |= queen
        if played[s] & queen:
            forbidden[s] |= king
    all_fixed = 0
    for s in range(n):
        if s == me:
            fixed[s] = 0
        fixed[s] &= ~own
        all_fixed |= fixed[s]
    for s in range(n):
        forbidden[s] &= ~fixed[s]
    unknown = FULL_PACK & ~(own | played_all | all_fixed | excluded)
    need = [0] * n
    for s in range(n):
        if s != me:
            need[s] = max(0, view.hand_sizes[s] - fixed[s].bit_count())
    stock = unknown.bit_count() - sum(need)
    if stock < 0:  # should not happen; be safe
        stock = 0
    return Constraints(me, n, own, tuple(fixed), tuple(need), tuple(forbidden), unknown, stock,
                       tuple(played), announced, frozenset(shown_seats))




def _assign(con: Constraints, rng: random.Random, respect: bool = True) -> list[int] | None:
    n = con.n
    me = con.seat
    others = [s for s in range(n) if s != me]
    cap = list(con.need) + [con.stock]
    locs_all = others + [n]
    forb = list(con.forbidden) + [0]
    cards = _bits(con.unknown)
    rng.shuffle(cards)
    if respect:
        cards.sort(key=lambda c: sum(1 for loc in locs_all if not forb[loc] >> c & 1))
    hands = [0] * (n + 1)
    for c in cards:
        allowed = [loc for loc in locs_all if cap[loc] > 0 and (not respect or not forb[loc] >> c & 1)]
        if not allowed:
            return None
        total = sum(cap[loc] for loc in allowed)
        r = rng.randrange(total)
        for loc in allowed:
            r -= cap[loc]
            if r < 0:
                break
        hands[loc] |= 1 << c
        cap[loc] -= 1
    out = [hands[s] | con.fixed[s] for s in range(n)]
    out[me] = con.own
    return out


def consistent_sequences(con: Constraints, hands, rules, trump: int) -> bool:
    """Whether each seat's sequences at the start of play agree with what it announced."""
    for s, q in con.announced.items():
        if s == con.seat:
            continue
        start = hands[s] | con.played[s]
        best = best_sequence(sequences_in(start), rules, trump)
        if best != q:
            if best is None or q is None:
                return False
            if sequence_key(best, rules) != sequence_key(q, rules):
                return False
    return True


def sample_hands(view, rng: random.Random, con: Constraints | None = None, tries: int = 12) -> list[int]:
    """One world: every seat's current hand as a bitmask (the own hand as it is), the
    hidden cards dealt at random among the other seats and the stock, consistently with
    the view. Voids and known cards are always respected (unless impossible, which
    cannot happen for a view of a real deal); the sequence announcements are respected
    by rejection, giving up after ``tries`` attempts."""
    if con is None:
        con = constraints(view)
    rules = view.rules
    trump = int(view.trump)
    last = None
    for _ in range(tries):
        hands = None
        for _ in range(20):
            hands = _assign(con, rng)
            if hands is not None:
                break
        if hands is None:
            hands = _assign(con, rng, respect=False)
        last = hands
        if consistent_sequences(con, hands, rules, trump):
            return hands
    return last


def world_state(view, hands, con: Constraints | None = None) -> PlayState:
    """The play seen from ``view`` with every seat's current hand filled in (``hands``,
    one bitmask per seat, the seat's own hand included): the cards and tricks played so
    far, and the totals' context of that world (sequences and bella from the world's
    hands at the start of play, the announcements the view saw overriding them)."""
    if con is None:
        con = constraints(view)
    rules = view.rules
    n = rules.players
    trump = int(view.trump)
    start = [hands[s] | con.played[s] for s in range(n)]
    context = TotalsContext.from_hands(rules, view.dealer, trump, start, con.announced)
    points = [0] * n
    taken = [0] * n
    for _leader, cards, winner in view.tricks:
        points[winner] += trick_points(trump, cards)
        taken[winner] += 1
    turn = view.current_player if view.current_player is not None else view.leader
    return PlayState(rules, trump, hands, turn, tuple((s, int(c)) for s, c in view.trick), points, taken, context)
