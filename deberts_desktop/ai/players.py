"""Computer players: one interface, five levels.

A player decides from a :class:`~deberts_desktop.engine.deal.SeatView` only (the
``cheater``, for the arena, is also given the :class:`Deal`)::

    player = make_player("expert", seed=7)
    action = player.choose(deal.view(seat))

``choose`` returns one of ``view.legal``, or ``None`` when the seat is only *offered*
something optional (before the first lead, a seat that is not to lead may swap the trump
seven or claim a redeal; ``None`` declines). A single legal move is returned at once. Any
exception inside a player is logged and a legal action is returned instead, so a game
never breaks. Inputs and outputs are small picklable values; a player is deterministic
given its seed (each decision draws from a generator seeded by the seed and the
position, so the answer does not depend on earlier calls).

Levels (:data:`LEVELS`): ``beginner`` (natural moves within a margin of the best, from a
tiny search), ``amateur`` (rules of thumb), ``expert`` (determinized search: sample the
hidden cards, play out or solve each world, best average deal points), ``master``
(bigger budget, samples weighted by the bidding, exact double-dummy endgame) and
``cheater`` (sees every hand; arena only).
"""

from __future__ import annotations

import logging
import random

from ..engine.actions import PASS, PLAYS, REDEAL, SWAP, Action, Play
from ..engine.deal import BEFORE_LEAD, BIDDING_1, BIDDING_2, PLAY
from . import bidding
from .policy import bits, playout, rule_card
from .position import Position, position_from_deal, position_from_world, trick_winner, utility
from .sampling import constraints, sample_hands
from .solver import SearchAborted, Solver, written_from_value

log = logging.getLogger("deberts_desktop.ai")

LEVELS = ("beginner", "amateur", "expert", "master")
#: Every level the arena knows, the cheater included.
ARENA_LEVELS = LEVELS + ("cheater",)


def _mask(cards) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


class Player:
    """A computer player. Subclasses implement :meth:`bid` and :meth:`play_card`."""

    level = "player"
    needs_deal = False

    def __init__(self, seed=0):
        self.seed = seed

    # ------------------------------------------------------------------ interface
    def choose(self, view, deal=None) -> Action | None:
        """The action for ``view`` (one of ``view.legal``), or None to decline an
        optional swap or redeal claim when the seat is not to lead."""
        legal = view.legal
        if not legal:
            return None
        optional_only = view.phase == BEFORE_LEAD and view.current_player != view.seat
        if len(legal) == 1 and not optional_only:
            return legal[0]
        try:
            action = self._decide(view, deal)
            if action is None and optional_only:
                return None
            if action in legal:
                return action
            log.warning("%s player chose %r, which is not legal; playing a legal action", self.level, action)
        except Exception:  # never let a player break a game
            log.exception("%s player failed; playing a legal action", self.level)
        return self._fallback(view)

    def _fallback(self, view) -> Action | None:
        legal = view.legal
        if view.phase == BEFORE_LEAD and view.current_player != view.seat:
            return None
        plays = [a for a in legal if isinstance(a, Play)]
        if plays:
            return plays[0]
        if PASS in legal:
            return PASS
        return legal[0]

    def rng_for(self, view) -> random.Random:
        """A generator seeded by the player's seed and the position (deterministic)."""
        key = (
            f"{self.seed}|{view.seat}|{view.phase}|{','.join(str(c) for c in view.hand)}|"
            f"{len(view.tricks)}|{','.join(str(c) for _, c in view.trick)}|{len(view.bids)}"
        )
        return random.Random(key)

    def _decide(self, view, deal) -> Action | None:
        phase = view.phase
        legal = view.legal
        if phase in (BIDDING_1, BIDDING_2):
            return self.bid(view)
        if phase == BEFORE_LEAD:
            if SWAP in legal and self.want_swap(view):
                return SWAP
            if REDEAL in legal and self.want_redeal(view):
                return REDEAL
            if view.current_player != view.seat:
                return None
        plays = _mask(a.card for a in legal if isinstance(a, Play))
        if plays & (plays - 1) == 0:
            return PLAYS[plays.bit_length() - 1]
        return PLAYS[self.play_card(view, plays, deal)]

    # ------------------------------------------------------------------ decisions
    def bid(self, view) -> Action:
        return bidding.rule_bid(view)

    def want_swap(self, view) -> bool:
        return bidding.want_swap(view)

    def want_redeal(self, view) -> bool:
        return bidding.want_redeal(view)

    def play_card(self, view, legal: int, deal=None) -> int:  # pragma: no cover - abstract
        raise NotImplementedError


def possible_masks(view) -> list[int]:
    """For each seat, the cards it may hold as far as ``view`` shows (own hand exact)."""
    con = constraints(view)
    out = []
    for s in range(con.n):
        if s == con.seat:
            out.append(con.own)
        else:
            out.append(con.fixed[s] | (con.unknown & ~con.forbidden[s]))
    return out


def _trick_state(view):
    n = view.rules.players
    trump = int(view.trump)
    tc = [int(c) for _, c in view.trick]
    ts = [s for s, _ in view.trick]
    win_str, win_seat = trick_winner(trump, tc, ts)
    return n, trump, tc, ts, win_str, win_seat


class AmateurPlayer(Player):
    """Rules of thumb: bids on the hand's value, counts the cards that are out, wins
    with masters, keeps tens guarded, gives points to a partner sure to win."""

    level = "amateur"

    def play_card(self, view, legal: int, deal=None) -> int:
        n, trump, tc, ts, win_str, win_seat = _trick_state(view)
        side_of = tuple(view.rules.side_of(s) for s in range(n))
        possible = possible_masks(view)
        return rule_card(legal, _mask(view.hand), view.seat, n, trump, tc, ts, win_str, win_seat,
                         side_of, possible, view.rules.side_of(view.declarer))


class SearchPlayer(Player):
    """Determinized search: sample ``worlds`` deals of the hidden cards consistent with
    the view, evaluate every legal card in each (a playout with the rules of thumb, or
    the exact double-dummy solver once at most ``dd_cards`` cards are left in hand) and
    choose the best average in deal points."""

    level = "expert"

    def __init__(self, seed=0, worlds: int = 20, dd_cards: int = 5, dd_cards_multi: int = 3,
                 node_limit: int = 60_000, weighted: bool = False, margin: float = 0.0,
                 node_budget: int | None = None, dd_worlds: int | None = None):
        super().__init__(seed)
        #: worlds sampled when the endgame is solved exactly (fewer: each costs more)
        self.dd_worlds = dd_worlds if dd_worlds is not None else worlds
        #: playouts end with an exact solve once hands hold this many cards (0: never)
        self.tail = 0
        #: weighted inference: factor for each card played that the rules of thumb
        #: would not have chosen in the world
        self.miss = 0.6
        #: solver nodes allowed for one decision over all worlds (then playouts)
        self.node_budget = node_budget if node_budget is not None else node_limit * 4
        self.worlds = worlds
        self.dd_cards = dd_cards
        self.dd_cards_multi = dd_cards_multi
        self.node_limit = node_limit
        self.weighted = weighted
        self.margin = margin

    bid_worlds = 24
    bid_bias = 0.0
    #: in bidding simulations, a seat that passed is not dealt bidding cards worth this
    #: much above the threshold (the rules of thumb would have bid them)
    pass_margin = 10.0
    #: bid by comparing declaring with passing in the same completions of the deal
    #: (:func:`bidding.compare_bid`); else declaring is compared with 0. On for Master
    #: (with ``pass_margin`` 0): +4.08 ± 3.68 per deal against Amateur (benchmarks/README.md)
    bid_compare = False

    def bid(self, view) -> Action:
        if not self.bid_worlds:
            return bidding.rule_bid(view)
        bias = self.bid_bias
        rules = view.rules
        if rules.players == 4 and not rules.pairs:
            bias -= 12  # playouts with every hand known flatter a lone declarer against three
        if self.bid_compare:
            return bidding.compare_bid(view, self.rng_for(view), self.bid_worlds, bias, pass_margin=self.pass_margin)
        return bidding.search_bid(view, self.rng_for(view), self.bid_worlds, bias, pass_margin=self.pass_margin)

    def card_values(self, view, legal: int, rng: random.Random) -> dict[int, float]:
        """Average utility (deal points of the seat's side minus the others') of each
        legal card over the sampled worlds."""
        con = constraints(view)
        side = view.rules.side_of(view.seat)
        cards = bits(legal)
        totals = {c: 0.0 for c in cards}
        weight_sum = 0.0
        left = len(view.hand)
        dd_limit = self.dd_cards if view.rules.players == 2 else self.dd_cards_multi
        exact = left <= dd_limit
        budget = self.node_budget
        for _ in range(self.dd_worlds if exact else self.worlds):
            hands = sample_hands(view, rng, con)
            pos = position_from_world(view, hands)
            w = world_weight(view, hands, con, self.miss) if self.weighted else 1.0
            if w <= 0:
                continue
            if exact and budget < 1000:
                exact = False
            counter = [0]
            vals = evaluate_world(pos, side, cards, exact, min(self.node_limit, budget), counter, self.tail)
            budget -= counter[0]
            for c in cards:
                totals[c] += w * vals[c]
            weight_sum += w
        if weight_sum <= 0:
            return {c: 0.0 for c in cards}
        return {c: totals[c] / weight_sum for c in cards}

    def play_card(self, view, legal: int, deal=None) -> int:
        rng = self.rng_for(view)
        return choose_best(self.card_values(view, legal, rng), view, legal)


def choose_best(values: dict[int, float], view, legal: int) -> int:
    """The best card; between near-equal values the one the rules of thumb prefer."""
    best = max(values.values())
    near = [c for c in values if values[c] >= best - 1e-6]
    if len(near) == 1:
        return near[0]
    n, trump, tc, ts, win_str, win_seat = _trick_state(view)
    side_of = tuple(view.rules.side_of(s) for s in range(n))
    m = _mask(near)
    return rule_card(m, _mask(view.hand), view.seat, n, trump, tc, ts, win_str, win_seat, side_of,
                     possible_masks(view), view.rules.side_of(view.declarer))


def evaluate_world(pos: Position, side: int, cards, exact: bool, node_limit: int | None,
                   counter: list | None = None, tail: int = 0) -> dict[int, float]:
    """Utility for ``side`` (deal points of the side minus the others', :func:`utility`)
    of playing each of ``cards`` in one world: exact (double-dummy) when ``exact`` and
    the solver stays within ``node_limit``, else by playouts. ``counter[0]`` receives the
    solver nodes spent."""
    if exact:
        solver = Solver(pos, side, node_limit=node_limit)
        try:
            values = solver.move_values(pos)
            if counter is not None:
                counter[0] += solver.nodes
            return {c: utility(written_from_value(pos, side, values[c]), side) for c in cards}
        except SearchAborted:
            if counter is not None:
                counter[0] += solver.nodes
    out = {}
    for c in cards:
        p = pos.copy()
        if tail:
            out[c] = utility(_playout_tail(p, c, side, tail), side)
            continue
        playout(p, c)
        out[c] = utility(p.written(), side)
    return out


def _playout_tail(p: Position, card: int, side: int, tail: int) -> list[int]:
    """Play ``card``, then the rules of thumb until every hand holds at most ``tail``
    cards at a trick's start, then solve the rest exactly: what each side writes."""
    playout(p, card, tail)
    if p.left == 0:
        return p.written()
    solver = Solver(p, side)
    return written_from_value(p, side, solver.value(p))


def play_weight(view, hands, con, miss: float = 0.6) -> float:
    """How well a world explains the cards the other seats have played: each card that
    the rules of thumb (with the world's hands) would not have chosen multiplies the
    weight by ``miss``."""
    rules = view.rules
    n = rules.players
    if not view.tricks and not view.trick:
        return 1.0
    trump = int(view.trump)
    start = [hands[s] | con.played[s] for s in range(n)]
    seq = []
    for leader, cards, _w in view.tricks:
        seq.extend(((leader + i) % n, int(c)) for i, c in enumerate(cards))
    seq.extend((s, int(c)) for s, c in view.trick)
    scoring = _DUMMY_SCORING
    pos = Position(rules, trump, start, seq[0][0], scoring)
    side_of = pos.side_of
    ds = rules.side_of(view.declarer)
    w = 1.0
    for seat, card in seq:
        if seat != view.seat:
            legal = pos.legal_mask()
            if legal & (legal - 1):
                c = rule_card(legal, pos.hands[seat], seat, n, trump, pos.tc, pos.ts, pos.win_str, pos.win_seat,
                              side_of, pos.hands, ds, exact=True)
                if c != card:
                    w *= miss
        pos.play(card)
    return w


class _NoScoring:
    declarer_side = 0


_DUMMY_SCORING = _NoScoring()


def world_weight(view, hands, con, miss: float = 0.6) -> float:
    """How well a world agrees with the bids made (master's inference): a seat that
    passed holding a hand far above the threshold, or declared with a weak one, makes
    the world less likely."""
    rules = view.rules
    w = play_weight(view, hands, con, miss)
    if not view.bids or view.turned is None:
        return w
    need = bidding.threshold(rules)
    tsuit = int(view.turned) >> 3
    n = rules.players
    for k, (seat, text) in enumerate(view.bids):
        if seat == view.seat:
            continue
        start = hands[seat] | con.played[seat]
        if text == "pass":
            # only round 1 is judged: the turned suit
            if k >= n:
                continue
            v = bidding.hand_value(start, tsuit, rules) * 0.75
            if v > need + 15:
                w *= 0.5
        elif text == "take":
            v = bidding.hand_value(start, tsuit, rules) * 0.75
            if v < need - 20:
                w *= 0.5
        else:
            v = bidding.hand_value(start, int(view.trump), rules) * 0.75
            if v < need - 20:
                w *= 0.5
    return w


class BeginnerPlayer(SearchPlayer):
    """A casual player: a tiny search over a few worlds, then any natural-looking card
    within ``margin`` deal points of the best; bids a little erratically."""

    level = "beginner"

    def __init__(self, seed=0, worlds: int = 3, margin: float = 14.0):
        super().__init__(seed, worlds=worlds, dd_cards=0, dd_cards_multi=0)
        self.margin = margin
        self.bid_worlds = 0

    def bid(self, view) -> Action:
        rng = self.rng_for(view)
        return bidding.rule_bid(view, margin=rng.uniform(-12, 12))

    def want_swap(self, view) -> bool:
        return True

    def play_card(self, view, legal: int, deal=None) -> int:
        rng = self.rng_for(view)
        values = self.card_values(view, legal, rng)
        best = max(values.values())
        near = sorted(c for c in values if values[c] >= best - self.margin)
        return rng.choice(near)


class CheaterPlayer(SearchPlayer):
    """Sees every hand (arena only): solves or plays out the real deal."""

    level = "cheater"
    needs_deal = True

    def __init__(self, seed=0, dd_cards: int = 9, dd_cards_multi: int = 4, node_limit: int = 400_000):
        super().__init__(seed, worlds=1, dd_cards=dd_cards, dd_cards_multi=dd_cards_multi, node_limit=node_limit)
        self.bid_worlds = 0
        self.known_bid_worlds = 48
        self._deal = None

    def choose(self, view, deal=None):
        self._deal = deal
        try:
            return super().choose(view, deal)
        finally:
            self._deal = None

    def bid(self, view) -> Action:
        """Bid by search over the cards still to be dealt, every hand now being known
        (the completion and the stock are in no hand: the cheater does not see them)."""
        deal = self._deal
        if deal is None:
            return bidding.rule_bid(view)
        return bidding.search_bid(view, self.rng_for(view), self.known_bid_worlds, 0.0, known=list(deal.hands))

    def play_card(self, view, legal: int, deal=None) -> int:
        if deal is None:
            return super().play_card(view, legal)
        pos = position_from_deal(deal)
        side = view.rules.side_of(view.seat)
        dd_limit = self.dd_cards if view.rules.players == 2 else self.dd_cards_multi
        values = evaluate_world(pos, side, bits(legal), len(view.hand) <= dd_limit, self.node_limit, None, self.tail)
        return choose_best(values, view, legal)


def make_player(level: str, seed=0) -> Player:
    """A player of ``level`` (one of :data:`ARENA_LEVELS`), deterministic given ``seed``.

    :raises ValueError: an unknown level.
    """
    if level == "beginner":
        return BeginnerPlayer(seed)
    if level == "amateur":
        return AmateurPlayer(seed)
    if level == "expert":
        p = SearchPlayer(seed, worlds=24, dd_cards=5, dd_cards_multi=3, node_limit=6_000, node_budget=30_000)
        p.level = "expert"
        return p
    if level == "master":
        p = SearchPlayer(seed, worlds=40, dd_cards=7, dd_cards_multi=4, node_limit=25_000, weighted=True,
                         node_budget=80_000)
        p.bid_worlds = 48
        p.bid_compare = True
        p.pass_margin = 0.0
        p.level = "master"
        return p
    if level == "cheater":
        return CheaterPlayer(seed)
    raise ValueError(f"unknown level {level!r}; choose one of {', '.join(ARENA_LEVELS)}")
