"""How likely a sampled world is, given what the other seats did (Master's inference).

A world (every hand dealt again consistently with a seat's view, see :mod:`.sampling`)
is weighted by how well it explains the other seats' bids and cards, with the rules of
thumb as the model of a sound player:

- **cards** (:func:`play_weight`): each card another seat played is compared with the
  card the rules of thumb (:func:`~.policy.rule_card`) would have chosen *from that
  seat's own view at that moment* (its hand in the world, the cards it had seen, the
  suits the others had shown they lack); each disagreement multiplies the weight by
  ``miss``;
- **bids** (:func:`bid_weight`): a seat that passed, took or named a suit did so on its
  bidding cards (the first packet, RULES.md 4), which are some of the cards it held at
  the first lead; over a few random choices of those cards, each bid is judged against
  the bidding threshold by :func:`~.bidding.hand_value`, softly (a hand just below or
  above the threshold may bid either way).

:func:`resample` turns a pool of weighted worlds into equally weighted ones (systematic
resampling), so that the search spends its effort on the likely worlds.
"""

from __future__ import annotations

import math
import random

from ..engine.cards import FULL_PACK, SUIT_MASKS, Rank
from . import bidding
from .policy import bits, rule_card
from .position import trick_winner


def play_sequence(view) -> list[tuple[int, int]]:
    """Every card played so far in the deal, in order, as ``(seat, card)``."""
    n = view.rules.players
    seq = []
    for leader, cards, _w in view.tricks:
        seq.extend(((leader + i) % n, int(c)) for i, c in enumerate(cards))
    seq.extend((s, int(c)) for s, c in view.trick)
    return seq


def public_excluded(view) -> int:
    """Cards that are in no hand as everyone knows: the turned card on the table (2–3
    players), the seven put on the table by a swap, the shown stock bottom."""
    m = 0
    if view.turned is not None and view.rules.players < 4:
        m |= 1 << int(view.turned)
    if view.seven_on_table is not None:
        m |= 1 << int(view.seven_on_table)
    if view.stock_bottom is not None:
        m |= 1 << int(view.stock_bottom)
    return m


def play_weight(view, start_hands, miss: float = 0.3) -> float:
    """How well the world with ``start_hands`` (every seat's cards at the first lead, as
    bitmasks) explains the cards the other seats played: ``miss`` to the power of the
    number of cards the rules of thumb, from the playing seat's own view at the time,
    would not have chosen. 1.0 when nothing has been played. RULES.md 8 (the legal
    cards are the engine's)."""
    from ..engine.deal import legal_play_mask, shown_voids
    from .position import OVERTRUMP_CODES

    rules = view.rules
    n = rules.players
    seq = play_sequence(view)
    if not seq:
        return 1.0
    trump = int(view.trump)
    side_of = tuple(rules.side_of(s) for s in range(n))
    ds = rules.side_of(view.declarer)
    ot = OVERTRUMP_CODES.index(rules.overtrump)
    uo = rules.undertrump == "optional"
    pe = rules.pairs and rules.partner_exemption
    excluded = public_excluded(view)
    public = [0] * n  # cards of a seat everyone knows it holds (announced, shown, turned)
    for s, c in view.known_cards:
        public[s] |= 1 << int(c)
    for s, q in list(view.announced) + list(view.shown):
        public[s] |= q.mask
    hands = list(start_hands)
    played = 0
    voids = [0] * n
    tc: list[int] = []
    ts: list[int] = []
    w = 1.0
    for seat, card in seq:
        win_str, win_seat = trick_winner(trump, tc, ts)
        if seat != view.seat:
            hand = hands[seat]
            legal = legal_play_mask(hand, seat, n, tc, win_seat, win_str, trump, ot, uo, pe, rules.pairs)
            if legal & (legal - 1):
                unseen = FULL_PACK & ~hand & ~played & ~excluded
                possible = []
                for s in range(n):
                    if s == seat:
                        possible.append(hand)
                        continue
                    m = unseen & ~public_others(public, s, n) & ~played
                    for suit in range(4):
                        if voids[s] >> suit & 1:
                            m &= ~SUIT_MASKS[suit]
                    possible.append(m | (public[s] & hands[s]))
                choice = rule_card(legal, hand, seat, n, trump, tc, ts, win_str, win_seat, side_of, possible, ds)
                if choice != card:
                    w *= miss
        if tc:
            voids[seat] |= shown_voids(card, seat, tc[0] >> 3, trump, win_seat, win_str, rules.pairs,
                                       rules.partner_exemption, uo)
        hands[seat] &= ~(1 << card)
        played |= 1 << card
        tc.append(card)
        ts.append(seat)
        if len(tc) == n:
            tc, ts = [], []
    return w


def public_others(public, s: int, n: int) -> int:
    """Cards publicly known to be held by seats other than ``s``."""
    m = 0
    for t in range(n):
        if t != s:
            m |= public[t]
    return m


def _sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


def bid_weight(view, start_hands, rng: random.Random, subsets: int = 6, scale: float = 6.0) -> float:
    """How well the world explains the other seats' bids (RULES.md 5): for ``subsets``
    random choices of each seat's bidding cards among its cards at the first lead, the
    chance that a player bidding by :func:`~.bidding.hand_value` against the threshold
    of the mode (softened by a logistic of width ``scale`` points) made the bids it made.
    1.0 before any bid of another seat."""
    rules = view.rules
    n = rules.players
    if not view.bids or view.turned is None:
        return 1.0
    turned = int(view.turned)
    tsuit = turned >> 3
    need = bidding.threshold(rules)
    first = rules.first_packet
    bids_of: dict[int, list[tuple[int, str]]] = {}
    for k, (seat, text) in enumerate(view.bids):
        if seat != view.seat:
            bids_of.setdefault(seat, []).append((k, text))
    seven = tsuit * 8 + Rank.SEVEN
    w = 1.0
    for seat, bids in bids_of.items():
        start = start_hands[seat]
        # undo what came after bidding: the swap, and the turned card received (4 players)
        if view.swapped == seat and start >> turned & 1:
            start = (start & ~(1 << turned)) | (1 << seven)
        start &= ~(1 << turned)
        cards = bits(start)
        if len(cards) < first:
            continue
        total = 0.0
        for _ in range(subsets):
            packet = 0
            for c in rng.sample(cards, first):
                packet |= 1 << c
            p = 1.0
            for k, text in bids:
                if k < n:  # round 1: the turned suit
                    v = bidding._rule_value(packet, tsuit, seat, True, rules, turned, view.dealer)
                    p *= _sigmoid((v - need) / scale) if text == "take" else _sigmoid((need - v) / scale)
                else:
                    vals = {t: bidding.hand_value(packet, t, rules) for t in range(4) if t != tsuit}
                    if text == "pass":
                        p *= _sigmoid((need - max(vals.values())) / scale)
                    else:
                        named = int(view.trump) if view.declarer == seat else None
                        if named is not None and named in vals:
                            p *= _sigmoid((vals[named] - need) / scale)
            total += p
        w *= total / subsets
    return w


def resample(worlds: list, weights: list[float], k: int, rng: random.Random) -> list:
    """``k`` worlds drawn from ``worlds`` in proportion to ``weights`` (systematic
    resampling: a world of weight share q appears about k·q times). Empty when every
    weight is 0."""
    total = sum(weights)
    if total <= 0 or not worlds:
        return []
    step = total / k
    u = rng.random() * step
    out = []
    acc = 0.0
    i = 0
    for j in range(k):
        target = u + j * step
        while acc + weights[i] < target and i < len(worlds) - 1:
            acc += weights[i]
            i += 1
        out.append(worlds[i])
    return out
