"""Computer players: one player, configured per level (:mod:`~deberts_desktop.ai.config`).

A player decides from a :class:`~deberts_desktop.engine.seat_view.SeatView` only (the
``cheater``, for the arena, is also given the :class:`Deal`)::

    player = make_player("expert", seed=7)  # deberts_desktop.ai.config
    action = player.choose(deal.view(deal.current_player))

``choose`` returns one of ``view.legal`` — before the first lead, a seat asked whether it
swaps the trump seven or claims a redeal answers with that action or
:data:`~deberts_desktop.engine.actions.DECLINE`. A single legal move is returned at once.
Any exception inside a player is logged and a legal action is returned instead, so a game
never breaks. Inputs and outputs are small picklable values; a player is deterministic
given its seed (each decision draws from a generator seeded by the seed and the position,
so the answer does not depend on earlier calls).

Levels (:data:`~deberts_desktop.ai.config.LEVELS`; :func:`~deberts_desktop.ai.config.make_player`): ``beginner`` (natural moves within a
margin of the best, from a tiny search), ``amateur`` (bids by the rules of thumb; plays the
card whose playouts by the rules of thumb do best in a few sampled deals), ``expert``
(determinized search: sample the hidden cards, solve or play out each world, best average
deal points), ``master`` (every world solved double-dummy from the first card within a
node budget — in 3 players once for each side, each against all the others —, worlds
weighted by the play and the bidding, bids against passing) and the
arena's ``cheater`` (sees every hand).
"""

from __future__ import annotations

import logging
import random
from dataclasses import dataclass
from typing import Callable

from ..engine.actions import DECLINE, PASS, PLAYS, REDEAL, SWAP, Action, Play
from ..engine.cards import mask_of
from ..engine.deal import BEFORE_LEAD, BIDDING_1, BIDDING_2
from ..engine.state import PlayState
from ..engine.totals import DealTotals
from ..engine.tricks import trick_winner
from . import bidding
from .policy import bits, playout, rule_card
from .sampling import constraints, sample_hands, world_state
from .solver import SearchAborted, Solver
from .values import DealPoints, solver_totals, sure_totals, utility

log = logging.getLogger("deberts_desktop.ai")


class Player:
    """A computer player of one :class:`~deberts_desktop.ai.config.LevelConfig`.

    :param config: the level's configuration; :param seed: any value ``random.Random``
        takes (with the position it seeds each decision).
    """

    def __init__(self, config, seed=0):
        self.config = config
        self.level = config.level
        self.needs_deal = config.sees_all
        self.seed = seed

    # ------------------------------------------------------------------ interface
    def choose(self, view, deal=None) -> Action:
        """The action for ``view``: one of ``view.legal`` (None only when the seat has
        nothing to do). ``deal``: the real deal, for a configuration that ``sees_all``."""
        legal = view.legal
        if not legal:
            return None
        if len(legal) == 1:
            return legal[0]
        try:
            action = self._decide(view, deal)
            if action in legal:
                return action
            log.warning("%s player chose %r, which is not legal; playing a legal action", self.level, action)
        except Exception:  # never let a player break a game
            log.exception("%s player failed; playing a legal action", self.level)
        return fallback_action(view)

    def rng_for(self, view) -> random.Random:
        """A generator seeded by the player's seed and the position (deterministic)."""
        key = (
            f"{self.seed}|{view.seat}|{view.phase}|{','.join(str(c) for c in view.hand)}|"
            f"{len(view.tricks)}|{','.join(str(c) for _, c in view.trick)}|{len(view.bids)}"
        )
        return random.Random(key)

    def _decide(self, view, deal) -> Action:
        phase = view.phase
        legal = view.legal
        if phase in (BIDDING_1, BIDDING_2):
            return self.bid(view, deal)
        if phase == BEFORE_LEAD:
            if SWAP in legal and (self.config.swap == "always" or bidding.want_swap(view)):
                return SWAP
            if REDEAL in legal and bidding.want_redeal(view):
                return REDEAL
            if DECLINE in legal:
                return DECLINE
        plays = mask_of(a.card for a in legal if isinstance(a, Play))
        if plays & (plays - 1) == 0:
            return PLAYS[plays.bit_length() - 1]
        return PLAYS[self.play_card(view, plays, deal)]

    # ------------------------------------------------------------------ bidding
    def bid(self, view, deal=None) -> Action:
        """Take / name / pass as the configuration's ``bidding`` says."""
        cfg = self.config.for_players(view.rules.players)
        individual = view.rules.players == 4 and not view.rules.pairs
        margin = cfg.individual_margin if individual else 0.0  # the rules of thumb's boldness
        if cfg.bidding == "rule":
            return bidding.rule_bid(view, margin=margin)
        rng = self.rng_for(view)
        if cfg.bidding == "erratic":
            return bidding.rule_bid(view, margin=margin + rng.uniform(-cfg.erratic_margin, cfg.erratic_margin))
        known = list(deal.hands) if cfg.sees_all and deal is not None else None
        bias = cfg.declaring_bias(view.rules)
        if cfg.bidding == "compare":
            return bidding.compare_bid(view, rng, cfg.bid_worlds, bias, known=known, pass_margin=cfg.pass_margin)
        return bidding.search_bid(view, rng, cfg.bid_worlds, bias, known=known, pass_margin=cfg.pass_margin)

    # ------------------------------------------------------------------ card play
    def evaluate(self, view, legal: int, rng: random.Random, solvers: list | None = None,
                 step: Callable[[], None] | None = None) -> list["World"]:
        """The sampled worlds of one card decision, each evaluated for every legal card
        (bitmask ``legal``) as this level does: exact (double-dummy) while the seat holds
        at most ``dd_cards`` (``dd_cards_multi``) cards and a world's search stays within
        ``node_limit`` nodes, else a playout of the rules of thumb. Anytime: worlds are
        added while the decision's ``node_budget`` (solver nodes, so the same on every
        machine) lasts, at least ``min_worlds`` and at most ``worlds`` of them (once the
        budget is spent, the rest of the least worlds are played out: a decision searches
        at most ``node_budget`` + ``node_limit`` nodes, and up to ``next_budget`` more for
        the seat's next choice, :func:`next_choices`). One solver
        serves every world of the decision (its table holds exact bounds of positions,
        whichever world reached them). Every world is dealt from ``view`` alone
        (:func:`~.sampling.sample_hands`). ``solvers``: a list that receives that solver of
        the seat's side (None when no world was solved), its table kept for a later search of
        the same worlds (:func:`~.explain.card_reason`). ``step``: called before each world,
        and before each world's look at the next choice (:func:`next_choices`) — a worker's
        :func:`~deberts_desktop.ui.game.worker.wait_while_paused`: what it raises ends the
        evaluation; it changes nothing else."""
        cfg = self.config.for_players(view.rules.players)
        con = constraints(view)
        side = view.rules.side_of(view.seat)
        declarer_side = view.rules.side_of(view.declarer)
        cards = bits(legal)
        dd_limit = cfg.dd_cards if view.rules.players == 2 else cfg.dd_cards_multi
        exact = len(view.hand) <= dd_limit
        helper_sides = sides_to_solve(cfg.side_model, view.rules, side)
        spent = 0
        solver = None
        helper_solvers = {}
        out = []
        states = []
        for k in range(cfg.worlds):
            if k >= cfg.min_worlds and spent >= cfg.node_budget:
                break
            if step is not None:
                step()
            hands = sample_hands(view, rng, con)
            w = self.weight(view, hands, con, cfg)
            if w <= 0:
                continue
            state = world_state(view, hands, con)
            solve = exact and spent < cfg.node_budget  # past the budget, the least worlds are played out
            if solve and solver is None:
                solver = Solver(state, side)
                helper_solvers = {h: Solver(state, h) for h in helper_sides}
            before = nodes_of(solver, helper_solvers)
            totals, solved = world_totals(state, side, cards, declarer_side, solve, cfg.node_limit, solver=solver,
                                          helpers=helper_solvers)
            spent += nodes_of(solver, helper_solvers) - before
            out.append(World(hands, w, solved, totals))
            states.append(state)
        if cfg.next_budget and solver is not None:
            next_choices(out, states, cards, solver, helper_solvers, declarer_side, cfg.next_budget, step)
        if solvers is not None:
            solvers.append(solver)
        return out

    def weight(self, view, hands, con, cfg=None) -> float:
        """The weight of the world ``hands`` (one bitmask per seat) of ``view`` (``con``:
        its :func:`~.sampling.constraints`): :func:`world_weight` with this level's
        ``miss`` and ``bid_miss``, or 1 for a level whose worlds are not ``weighted``
        (``cfg``: the level's configuration for the view's number of players, when the
        caller has it already)."""
        cfg = cfg or self.config.for_players(view.rules.players)
        if not cfg.weighted:
            return 1.0
        return world_weight(view, hands, con, cfg.miss, cfg.bid_miss)

    def card_values(self, view, legal: int, rng: random.Random) -> dict[int, float]:
        """Average utility (deal points of the seat's side minus the others') of each
        legal card over the sampled worlds (:meth:`evaluate`)."""
        side = view.rules.side_of(view.seat)
        points = DealPoints.of_view(view)
        dealer = view.dealer
        return average(self.evaluate(view, legal, rng), bits(legal),
                       lambda t: utility(points.written_totals(t.totals, t.tricks, dealer), side))

    def play_card(self, view, legal: int, deal=None) -> int:
        """The card to play (from the bitmask ``legal``)."""
        cfg = self.config.for_players(view.rules.players)
        if cfg.sees_all and deal is not None:
            state = deal.play_state()
            side = view.rules.side_of(view.seat)
            exact = len(view.hand) <= (cfg.dd_cards if view.rules.players == 2 else cfg.dd_cards_multi)
            values = evaluate_world(state, side, bits(legal), DealPoints.of_view(view), exact, cfg.node_limit)
            return choose_best(values, view, legal)
        if not cfg.worlds:
            n, trump, tc, ts, win_str, win_seat = _trick_state(view)
            side_of = tuple(view.rules.side_of(s) for s in range(n))
            return rule_card(legal, mask_of(view.hand), view.seat, n, trump, tc, ts, win_str, win_seat,
                             side_of, possible_masks(view), view.rules.side_of(view.declarer))
        rng = self.rng_for(view)
        values = self.card_values(view, legal, rng)
        if cfg.play_margin:
            best = max(values.values())
            return rng.choice(sorted(c for c in values if values[c] >= best - cfg.play_margin))
        return choose_best(values, view, legal)


def fallback_action(view) -> Action | None:
    """A legal action for ``view`` when a player fails: decline an offer, play the first
    legal card, else pass, else the first legal action."""
    legal = view.legal
    if not legal:
        return None
    if DECLINE in legal:
        return DECLINE
    plays = [a for a in legal if isinstance(a, Play)]
    if plays:
        return plays[0]
    return PASS if PASS in legal else legal[0]


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


def choose_best(values: dict[int, float], view, legal: int) -> int:
    """The best card; between near-equal values the one the rules of thumb prefer."""
    best = max(values.values())
    near = [c for c in values if values[c] >= best - 1e-6]
    if len(near) == 1:
        return near[0]
    n, trump, tc, ts, win_str, win_seat = _trick_state(view)
    side_of = tuple(view.rules.side_of(s) for s in range(n))
    m = mask_of(near)
    return rule_card(m, mask_of(view.hand), view.seat, n, trump, tc, ts, win_str, win_seat, side_of,
                     possible_masks(view), view.rules.side_of(view.declarer))


@dataclass(slots=True)
class World:
    """One sampled world of a decision (:meth:`Player.evaluate`): every seat's current
    ``hands`` (bitmasks), its ``weight`` (how well it explains the play and the bids),
    whether it was ``solved`` double-dummy (else played out), and the deal's ``totals``
    (:class:`~deberts_desktop.engine.totals.DealTotals`, per side) after each card.
    ``after`` (:func:`next_choices`; None: not looked at): for each card, the cards the
    others play until the seat's next turn in this world and the deal's totals after each
    card the seat may play then."""

    hands: list[int]
    weight: float
    solved: bool
    totals: dict[int, DealTotals]
    after: dict | None = None


def average(worlds: list[World], cards, measure) -> dict[int, float]:
    """The weighted average over ``worlds`` of ``measure(totals)`` for each card (0 for
    every card when no world has weight), the seat's next choice made once across the
    worlds it cannot tell apart: for each card, the worlds with an ``after``
    (:func:`next_choices`) are grouped by the cards the others play until the seat's next
    turn (what it will have seen), and each group counts its best next card by the group's
    weighted sum, not each world's best alone (strategy fusion: a world solved alone
    assumes the seat will know it). Worlds without ``after`` count their own value of the
    card (``measure(world.totals[card])``)."""
    sums = {c: 0.0 for c in cards}
    for c in cards:
        groups: dict[tuple, dict[int, float]] = {}
        for w in worlds:
            nxt = w.after.get(c) if w.after is not None else None
            if nxt is None:
                sums[c] += w.weight * measure(w.totals[c])
                continue
            seen, totals = nxt
            g = groups.setdefault(seen, {})
            for m, t in totals.items():
                g[m] = g.get(m, 0.0) + w.weight * measure(t)
        sums[c] += sum(max(g.values()) for g in groups.values())
    weight_sum = sum(w.weight for w in worlds)
    if weight_sum <= 0:
        return {c: 0.0 for c in cards}
    return {c: sums[c] / weight_sum for c in cards}


def next_choices(worlds: list[World], states: list[PlayState], cards, solver: Solver, helpers: dict,
                 declarer_side: int, budget: int, step: Callable[[], None] | None = None) -> None:
    """Sets ``after`` (:class:`World`) in the solved ``worlds`` (``states``: their positions)
    while ``budget`` solver nodes last (a world whose look aborts is left without): after
    each of ``cards``, the others play until the seat's next turn, each a card best for its
    own side by its own solve (``helpers``; between equal ones the rules of thumb from its
    sight), and the deal's totals after each legal card of the seat there (its own and the
    helpers' move values, :func:`~.values.sure_totals`). Nothing when the deal ends before
    the seat's next turn (its last card: the same in every world). ``step``: called before
    each world's look (:meth:`Player.evaluate`'s: what it raises ends it; the budget is as
    large as the worlds' own, 3 players)."""
    seat = states[0].turn if states else 0
    side = solver.max_side
    spent = 0
    for world, state in zip(worlds, states):
        if not world.solved or spent >= budget:
            continue
        if step is not None:
            step()
        before = nodes_of(solver, helpers)
        after = {}
        try:
            for c in cards:
                s = state.copy()
                s.push(c)
                seen = []
                while not s.done and s.turn != seat:
                    t = s.turn
                    own = helpers.get(s.side_of[t])
                    legal = s.legal_mask()
                    if legal & (legal - 1) and own is not None:
                        own.allow(budget - (nodes_of(solver, helpers) - before) - spent)
                        best = own.best_cards(s)
                        r = _rule_reply(s, best, declarer_side) if best & (best - 1) else best.bit_length() - 1
                    else:
                        r = _rule_reply(s, legal, declarer_side) if legal & (legal - 1) else legal.bit_length() - 1
                    s.push(r)
                    seen.append(r)
                if s.done:
                    after = None
                    break
                left = budget - (nodes_of(solver, helpers) - before) - spent
                solver.allow(left)
                vals = {side: solver.move_values(s)}
                for o, h in helpers.items():
                    h.allow(budget - (nodes_of(solver, helpers) - before) - spent)
                    vals[o] = h.move_values(s)
                mine = vals[side]
                after[c] = (tuple(seen), {m: sure_totals(s, {k: v[m] for k, v in vals.items()}) if helpers
                                          else solver_totals(s, side, mine[m]) for m in mine})
        except SearchAborted:
            after = None
            spent = budget
        else:
            spent += nodes_of(solver, helpers) - before
        if after is None:
            if spent < budget:  # the deal ends before the seat's next turn: in every world
                return
            continue
        world.after = after


def _rule_reply(s: PlayState, legal: int, declarer_side: int) -> int:
    """The card of ``legal`` the rules of thumb choose for the seat to act in ``s`` from its
    own sight (its hand; every other card still out may be anywhere)."""
    seat = s.turn
    out = 0
    for h in s.hands:
        out |= h
    possible = [out & ~s.hands[seat] if t != seat else s.hands[seat] for t in range(s.n)]
    return rule_card(legal, s.hands[seat], seat, s.n, s.trump, s.trick, s.trick_seats, s.win_str, s.win_seat,
                     s.side_of, possible, declarer_side)


def world_totals(state: PlayState, side: int, cards, declarer_side: int, exact: bool, node_limit: int | None,
                 counter: list | None = None, solver: Solver | None = None,
                 helpers: dict | None = None) -> tuple[dict[int, DealTotals], bool]:
    """The deal's totals after each of ``cards`` in one world, and whether they are exact:
    double-dummy for ``side`` (:func:`~.values.solver_totals`) when ``exact`` and the
    solver stays within ``node_limit`` more nodes, else a playout of the rules of thumb
    after each card (``declarer_side`` draws trumps). ``solver``: one of the same deal,
    trump and ``side`` to reuse (its table kept), else a new one. ``helpers``: the
    solvers of the other sides (:func:`sides_to_solve`), by side, whose values are combined with
    ``side``'s own (:func:`~.values.sure_totals`; each solve within ``node_limit``). The
    state is left as it was; ``counter[0]`` receives the nodes of ``solver``."""
    if exact:
        if solver is None:
            solver = Solver(state, side)
        before = solver.nodes
        solver.allow(node_limit)
        try:
            vals = solver.move_values(state)
            if counter is not None:
                counter[0] += solver.nodes - before
            if helpers:
                more = {}
                for other, h in helpers.items():
                    h.allow(node_limit)
                    more[other] = h.move_values(state)
                return {c: sure_totals(state, {side: vals[c], **{o: v[c] for o, v in more.items()}})
                        for c in cards}, True
            return {c: solver_totals(state, side, vals[c]) for c in cards}, True
        except SearchAborted:
            if counter is not None:
                counter[0] += solver.nodes - before
    out = {}
    for c in cards:
        w = state.copy()
        playout(w, declarer_side, c)
        out[c] = w.totals()
    return out, False


def sides_to_solve(model: str, rules, side: int) -> list[int]:
    """The sides whose own solves a world needs besides ``side``'s under the side model
    ``model`` (:class:`~.config.LevelConfig`'s ``side_model``): none with two sides (the
    other side's value is the rest) or under ``paranoid``; under ``sure`` (3 players, 4
    individual) every other side.

    >>> from deberts_desktop.engine.rules import Rules
    >>> sides_to_solve("sure", Rules(players=3), 1), sides_to_solve("paranoid", Rules(players=3), 1)
    ([0, 2], [])
    >>> sides_to_solve("sure", Rules(players=2), 1), sides_to_solve("sure", Rules(players=4, mode="pairs"), 1)
    ([], [])
    """
    if rules.sides <= 2 or model == "paranoid":
        return []
    return [s for s in range(rules.sides) if s != side]


def nodes_of(solver, helpers: dict) -> int:
    """The nodes searched so far by ``solver`` (None: 0) and its ``helpers``."""
    return (solver.nodes if solver is not None else 0) + sum(h.nodes for h in helpers.values())


def evaluate_world(state: PlayState, side: int, cards, values: DealPoints, exact: bool, node_limit: int | None,
                   counter: list | None = None) -> dict[int, float]:
    """Utility for ``side`` (:func:`~deberts_desktop.ai.values.utility`) of playing each of
    ``cards`` in one world (:func:`world_totals`)."""
    totals, _solved = world_totals(state, side, cards, values.declarer_side, exact, node_limit, counter)
    dealer = state.context.dealer
    return {c: utility(values.written_totals(t.totals, t.tricks, dealer), side) for c, t in totals.items()}


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
    state = PlayState(rules, trump, start, seq[0][0])
    side_of = state.side_of
    ds = rules.side_of(view.declarer)
    w = 1.0
    for seat, card in seq:
        if seat != view.seat:
            legal = state.legal_mask()
            if legal & (legal - 1):
                c = rule_card(legal, state.hands[seat], seat, n, trump, state.trick, state.trick_seats, state.win_str,
                              state.win_seat, side_of, state.hands, ds, exact=True)
                if c != card:
                    w *= miss
        state.push(card)
    return w


def world_weight(view, hands, con, miss: float = 0.6, bid_miss: float = 0.5) -> float:
    """How well a world agrees with the cards played (:func:`play_weight`, ``miss``) and
    the bids made (master's inference): each seat that passed holding a hand far above
    the threshold, or declared with a weak one, multiplies the weight by ``bid_miss``."""
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
                w *= bid_miss
        elif text == "take":
            v = bidding.hand_value(start, tsuit, rules) * 0.75
            if v < need - 20:
                w *= bid_miss
        else:
            v = bidding.hand_value(start, int(view.trump), rules) * 0.75
            if v < need - 20:
                w *= bid_miss
    return w


__all__ = ["Player", "fallback_action"]
