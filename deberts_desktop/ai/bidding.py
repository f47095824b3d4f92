"""Bidding, the seven swap and the low-hand redeal by rules of thumb (RULES.md 5, 6).

:func:`hand_value` estimates what a hand is worth as the declarer's with a given trump:
trumps by their power (J, 9, A, 10 …), trump length, side aces and guarded tens,
sequences and bella, and the turned card when it will come to this hand (4 players: the
turned card goes to the declarer; 2–3 players: the holder of the trump seven swaps it).
A seat takes or names when the value reaches the threshold for its mode.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import dealing
from ..engine.actions import NAMES, PASS, TAKE
from ..engine.cards import PLAIN_POINTS, Rank, mask_of
from ..engine.kernel import kernel_for
from ..engine.sequences import bella_cards, best_sequence, sequences_in
from ..engine.scoring import outcome_of
from ..engine.state import PlayState
from ..engine.totals import TotalsContext
from .policy import playout
from .values import DealPoints, utility

TRUMP_VALUE = {Rank.JACK: 25, Rank.NINE: 18, Rank.ACE: 12, Rank.TEN: 10, Rank.KING: 6, Rank.QUEEN: 5,
               Rank.EIGHT: 3, Rank.SEVEN: 3}

#: Value a hand needs for a seat to declare, by mode (players, pairs).
THRESHOLDS = {(2, False): 44, (3, False): 42, (4, True): 40, (4, False): 56}


def threshold(rules) -> int:
    return THRESHOLDS[(rules.players, rules.pairs)]


def hand_value(hand: int, trump: int, rules=None) -> float:
    """A rough estimate of the hand's worth (in points) with ``trump``."""
    v = 0.0
    tr = (hand >> (8 * trump)) & 0xFF
    ntr = tr.bit_count()
    for r in range(8):
        if tr >> r & 1:
            v += TRUMP_VALUE[Rank(r)]
    if ntr >= 3:
        v += (ntr - 2) * 6
    if tr >> Rank.JACK & 1 and tr >> Rank.NINE & 1:
        v += 6
    for s in range(4):
        if s == trump:
            continue
        bits = (hand >> (8 * s)) & 0xFF
        if not bits:
            v += 3 if ntr >= 2 else 0  # a void to trump in
            continue
        k = bits.bit_count()
        ace = bits >> Rank.ACE & 1
        ten = bits >> Rank.TEN & 1
        if ace:
            v += PLAIN_POINTS[Rank.ACE]
        if ten:  # a guarded ten counts in part, a bare one hardly
            v += PLAIN_POINTS[Rank.TEN] if ace else (5 if k >= 2 else 1)
        if bits >> Rank.KING & 1 and (ace or ten):
            v += 2
    seqs = sequences_in(hand)
    if seqs:
        v += 0.6 * sum(q.points() for q in seqs)
    bella = bella_cards(trump)
    if hand & bella == bella:
        v += 18
    return v


def hand_as_declarer(rules, dealer: int, seat: int, first: int, turned: int, round1: bool) -> int:
    """The cards ``seat`` would play with (its bidding cards ``first``, a bitmask) if it
    declared now, counting the turned card when it would come to the seat: with 4 players
    by taking it (RULES.md 4, ``turned_card_to``), with 2–3 players by the seven swap in
    round 1 when it holds the trump seven (RULES.md 6)."""
    if not round1:
        return first
    trump = turned >> 3
    receiver = dealing.turned_receiver(rules, dealer, seat)
    if receiver is not None:
        return first | (1 << turned) if receiver == seat else first
    hand = first
    if dealing.may_swap(rules, seat, hand, trump, turned, True, seat, None):
        hands = [hand]
        dealing.swap_seven(hands, 0, trump, turned, None)
        hand = hands[0]
    return hand


def bid_values(view) -> dict:
    """The value of each bid open to the seat (round 1: take; round 2: each suit)."""
    hand = mask_of(view.hand)
    out = {}
    turned = int(view.turned)
    tsuit = turned >> 3
    if view.phase == "bidding_1":
        h = hand_as_declarer(view.rules, view.dealer, view.seat, hand, turned, True)
        out[TAKE] = hand_value(h, tsuit, view.rules)
    else:
        for s in range(4):
            if s != tsuit:
                out[NAMES[s]] = hand_value(hand, s, view.rules)
    return out


def rule_bid(view, margin: float = 0.0):
    """Take / name / pass by the hand's value against the mode's threshold (``margin``
    shifts the threshold: positive is bolder)."""
    legal = view.legal
    values = bid_values(view)
    best = max(values, key=values.get) if values else None
    need = threshold(view.rules) - margin
    # the last to speak in round 1 is a little bolder: otherwise the deal goes on
    if best is not None and values[best] >= need and best in legal:
        return best
    if PASS not in legal:  # the dealer must name (Kernel.must_name)
        return max((a for a in legal if a in values), key=values.get)
    return PASS


def want_swap(view) -> bool:
    """Swap the trump seven for the turned card? Yes, unless the turned card is the 8
    and the seven is part of a better sequence."""
    turned = int(view.turned)
    if turned & 7 != Rank.EIGHT:
        return True
    hand = mask_of(view.hand)
    seven = (turned >> 3) * 8 + Rank.SEVEN
    after = (hand & ~(1 << seven)) | (1 << turned)
    trump = turned >> 3
    b0 = best_sequence(sequences_in(hand), view.rules, trump)
    b1 = best_sequence(sequences_in(after), view.rules, trump)
    p0 = b0.points(view.rules.hundred) if b0 else 0
    p1 = b1.points(view.rules.hundred) if b1 else 0
    return p1 >= p0


def want_redeal(view) -> bool:
    """Claim a low-hand redeal when allowed and the hand holds neither the trump jack
    nor the trump nine."""
    trump = int(view.trump)
    hand = mask_of(view.hand)
    strong = (1 << (trump * 8 + Rank.JACK)) | (1 << (trump * 8 + Rank.NINE))
    return not hand & strong


# ---------------------------------------------------------------------- search bidding
def _declare(view, hands, declarer: int, trump: int, round1: bool, rest) -> float:
    """Complete one simulated world (``hands``: every seat's bidding cards, changed in
    place; ``rest``: the cards still to deal, top first), let ``declarer`` fix ``trump``,
    play it out by the rules of thumb and return the utility for the view's side."""
    return _declared(view, hands, declarer, trump, round1, rest)[0]


def _declared(view, hands, declarer: int, trump: int, round1: bool, rest) -> tuple[float, bool]:
    """:func:`_declare`'s utility, and whether the declarer made the deal (RULES.md 9)."""
    rules = view.rules
    dealing.complete_world(rules, view.dealer, declarer, trump, round1, hands, rest, int(view.turned))
    context = TotalsContext.from_hands(rules, view.dealer, trump, hands)
    leader = kernel_for(rules).first_leader(view.dealer, declarer)
    state = PlayState(rules, trump, hands, leader, context=context)
    values = DealPoints(rules, declarer, view.pots, view.baits)
    playout(state, values.declarer_side)
    t = state.totals()
    written = values.written_totals(t.totals, t.tricks, view.dealer)
    return utility(written, rules.side_of(view.seat)), outcome_of(t.totals, values.declarer_side) == "made"


def bid_worlds(view, rng, trump: int, worlds: int, round1: bool, known=None, pass_margin: float = 10.0):
    """Average utility for the seat's side of declaring ``trump`` now, over ``worlds``
    random completions of the deal played out by the rules of thumb with every hand
    known. Seats that passed in round 1 are dealt first packets below the threshold in
    the turned suit (when possible). ``known`` (the cheater's): every seat's hand now,
    so that only the cards still to be dealt are random."""
    me = view.seat
    turned = int(view.turned)
    hand = mask_of(view.hand)
    pool = dealing.unseen_cards(hand, turned, known)
    passed = {s for s, text in view.bids if text == "pass" and s != me}
    total = 0.0
    for _ in range(worlds):
        hands, pos = _first_packets(view, rng, pool, passed, known, pass_margin)
        hands[me] = hand
        total += _declare(view, hands, me, trump, round1, pool[pos:])
    return total / worlds


def _would_have_bid(view, seat: int, packet: int, pass_margin: float) -> bool:
    """Whether a seat holding ``packet`` as its bidding cards would, by the rules of
    thumb, have bid where ``view`` shows it passed (threshold + ``pass_margin``): in
    round 1 taking the turned suit, in round 2 naming its best other suit."""
    rules = view.rules
    n = rules.players
    turned = int(view.turned)
    tsuit = turned >> 3
    need = threshold(rules) + pass_margin
    for k, (s, text) in enumerate(view.bids):
        if s != seat or text != "pass":
            continue
        if k < n:
            if hand_value(hand_as_declarer(rules, view.dealer, seat, packet, turned, True), tsuit, rules) >= need:
                return True
        elif max(hand_value(packet, t, rules) for t in range(4) if t != tsuit) >= need:
            return True
    return False


def _first_packets(view, rng, pool: list[int], passed, known, pass_margin: float) -> tuple[list[int], int]:
    """Deal the other seats' bidding cards for one simulated world from ``pool``
    (shuffled in place): ``(first, used)`` — every seat's packet as a bitmask (the
    seat's own left 0, ``known`` hands copied) and how many pool cards were dealt. A
    seat in ``passed`` is dealt again (up to 5 tries) when the rules of thumb would have
    bid its packet (:func:`_would_have_bid`)."""
    n = view.rules.players
    me = view.seat
    size = view.rules.first_packet
    for _try in range(5):
        rng.shuffle(pool)
        first = [0] * n
        pos = 0
        ok = True
        for s in range(n):
            if s == me:
                continue
            if known is not None:
                first[s] = known[s]
                continue
            m = mask_of(pool[pos:pos + size])
            pos += size
            if s in passed and _would_have_bid(view, s, m, pass_margin):
                ok = False
            first[s] = m
        if ok:
            break
    return first, pos


def search_bid(view, rng, worlds: int = 24, bias: float = 0.0, known=None, pass_margin: float = 10.0):
    """Take / name / pass by the average outcome of declaring over random completions
    (see :func:`bid_worlds`); ``bias`` is added to the value of declaring, which must
    beat a thrown-in deal (0)."""
    legal = view.legal
    turned = int(view.turned)
    tsuit = turned >> 3
    if view.phase == "bidding_1":
        v = bid_worlds(view, rng, tsuit, worlds, True, known, pass_margin) + bias
        return TAKE if v > 0 else PASS
    values = {}
    for s in range(4):
        if s != tsuit and NAMES[s] in legal:
            # a quick filter: hopeless suits are not searched
            values[NAMES[s]] = hand_value(mask_of(view.hand), s, view.rules)
    cands = sorted(values, key=values.get, reverse=True)[:2]
    best, best_v = None, -1e9
    for a in cands:
        v = bid_worlds(view, rng, int(a.suit), worlds, False, known, pass_margin) + bias
        if v > best_v:
            best, best_v = a, v
    if best is not None and (best_v > 0 or PASS not in legal):
        return best
    return PASS


# ---------------------------------------------------------------------- bidding against passing
def _after_pass(view, first, rest, cache: dict) -> float:
    """Utility for the view's side if the seat passes now: the later seats bid by
    :func:`hand_value` against the threshold (the seat itself too, in round 2); the first
    to reach it declares; all passing is a redeal (0)."""
    rules = view.rules
    n = rules.players
    turned = int(view.turned)
    tsuit = turned >> 3
    need = threshold(rules)
    kernel = kernel_for(rules)
    order = dealing.bidding_order(view.dealer, n)
    for j in range(len(view.bids) + 1, 2 * n):
        s = order[j % n]
        if j < n:
            if hand_value(hand_as_declarer(rules, view.dealer, s, first[s], turned, True), tsuit, rules) >= need:
                return _cached(cache, view, first, rest, s, tsuit, True)[0]
        else:
            vals = {t: hand_value(first[s], t, rules) for t in range(4) if t != tsuit}
            t = max(vals, key=vals.get)
            if vals[t] >= need or kernel.must_name(s, view.dealer):
                return _cached(cache, view, first, rest, s, t, False)[0]
    return 0.0


def _cached(cache, view, first, rest, declarer, trump, round1) -> tuple[float, bool]:
    """:func:`_declared` once per declarer, trump and round in one world."""
    key = (declarer, trump, round1)
    if key not in cache:
        cache[key] = _declared(view, list(first), declarer, trump, round1, rest)
    return cache[key]


def compare_values(view, rng, worlds: int = 48, known=None, pass_margin: float = 10.0,
                   per_world: list | None = None) -> "BidComparison":
    """The simulation :func:`compare_bid` decides by: in ``worlds`` random completions of
    the deal (seats that passed are dealt packets they would have passed with, within
    ``pass_margin``), the average utility for the seat's side (its deal points minus the
    others' average, RULES.md 9) of each declaring bid considered (round 1: take; round 2:
    the two best suits by :func:`hand_value`) and of passing, and how often declaring is
    made. ``known`` (the cheater's): every seat's cards now. ``per_world``: a list that
    receives each simulated deal's ``{bid: utility}`` (passing included when allowed), in
    order (the problems' share of worlds, :mod:`~deberts_desktop.ai.problems`)."""
    rules = view.rules
    me = view.seat
    turned = int(view.turned)
    tsuit = turned >> 3
    round1 = view.phase == "bidding_1"
    legal = view.legal
    hand = mask_of(view.hand)
    pool = dealing.unseen_cards(hand, turned, known)
    passed = {s for s, text in view.bids if text == "pass" and s != me}
    if round1:
        cands = [TAKE]
    else:
        values = {NAMES[s]: hand_value(hand, s, rules) for s in range(4) if s != tsuit and NAMES[s] in legal}
        cands = sorted(values, key=values.get, reverse=True)[:2]
    sums = {a: 0.0 for a in cands}
    made = {a: 0 for a in cands}
    pass_sum = 0.0
    if cands:
        for _ in range(worlds):
            first, pos = _first_packets(view, rng, pool, passed, known, pass_margin)
            first[me] = hand
            rest = pool[pos:]
            cache = {}
            here = {}
            for a in cands:
                trump = tsuit if a is TAKE else int(a.suit)
                u, ok = _cached(cache, view, first, rest, me, trump, round1)
                sums[a] += u
                made[a] += ok
                here[a] = u
            if PASS in legal:
                here[PASS] = _after_pass(view, first, rest, cache)
                pass_sum += here[PASS]
            if per_world is not None:
                per_world.append(here)
    return BidComparison(tuple(cands), sums, pass_sum if PASS in legal else None, made, worlds)


@dataclass(frozen=True)
class BidComparison:
    """What :func:`compare_values` found: the declaring bids considered (``cands``), the
    sum over the worlds of each one's utility (``sums``) and of passing's (``pass_sum``,
    None when the seat may not pass), in how many worlds each declaring bid is ``made``,
    and the number of ``worlds``."""

    cands: tuple
    sums: dict
    pass_sum: float | None
    made: dict
    worlds: int

    def values(self) -> dict:
        """``{bid: average utility}``, passing included when it is allowed."""
        out = {a: v / self.worlds for a, v in self.sums.items()}
        if self.pass_sum is not None:
            out[PASS] = self.pass_sum / self.worlds
        return out


def compare_bid(view, rng, worlds: int = 48, bias: float = 0.0, known=None, pass_margin: float = 10.0):
    """Take / name / pass by comparing, in the same random completions of the deal, the
    outcome of declaring with the outcome of passing (the later seats then bid by the
    rules of thumb: an opponent may declare and be baited, a partner may declare, or the
    deal is thrown in): :func:`compare_values`. ``known`` (the cheater's): every seat's
    cards now."""
    cmp = compare_values(view, rng, worlds, known, pass_margin)
    if not cmp.cands:
        return PASS
    best = max(cmp.cands, key=cmp.sums.get)
    if cmp.pass_sum is None:
        return best
    return best if (cmp.sums[best] - cmp.pass_sum) / worlds + bias > 0 else PASS
