"""Problems (issue 24): is a position a fair "find the card" or "find the bid" problem —
one whose answer does not depend on where the hidden cards lie? The criteria, checked
from the position itself; the shipped set is made by ``tools/make_problems.py`` and
checked again by ``benchmarks/problems_check.py``.

A position (the seat to act has a choice of cards, or of bids) is a problem when its
**answer**, the best option by the values below, passes all three:

1. **margin**: it beats the second best by at least :data:`MIN_MARGIN` by the values from
   the seat's own view — cards: the fair values (:mod:`~deberts_desktop.ai.fair`, deal
   points the seat's side writes before pots and penalties); bids: the hint's bidding
   values (:func:`~deberts_desktop.ai.explain.bid_values`, margins: the side's deal points
   minus the others' average);
2. **share of worlds**: it is best (no other option worth more) in at least
   :data:`MIN_SHARE` of the consistent worlds sampled — cards: the fair evaluation's own
   worlds (dealt from the view, weighted as the Master weighs them), each solved
   double-dummy (:func:`~deberts_desktop.ai.review.dd_values`); bids: the bidding
   simulation's deals (each played out by the rules of thumb, as the values are);
3. **double dummy**: it is best on the real layout — cards: the review's double-dummy
   values (every hand known, everyone playing perfectly from here); bids: the deal
   continued with each bid on its real cards (the later bids by the rules of thumb, as
   the simulation has them, the seven swap when the rules of thumb want it), its play
   solved double-dummy from the first lead, in margin.

With more than two sides the double-dummy solver plays the other seats as one side and
shares their points evenly (as the review does). Everything is deterministic: the fair
values and the bidding simulation are seeded by the view, the solver exact (a world whose
solver passes :data:`NODE_LIMIT` nodes counts as one where the answer is not best).

**Levels** (:func:`finders`, :func:`level_of`): how often the weaker computer players
miss the answer. The Beginner, Amateur and Expert players each choose in the position
with every seed of :data:`LEVEL_SEEDS` (5 seeds: 15 tries); a try that does not choose the
answer is a miss. No miss: level 1 (every weaker player finds it); 1 or 2 misses: level 2;
3 or more (a level misses it with most seeds, or several levels now and then): level 3.
The shipped problems (``resources/problems``) were graded when the Amateur played by the
rules of thumb alone (the same card with any seed); it now checks them in 8 sampled deals
(issue 22, "The ladder" in benchmarks/README.md).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.actions import DECLINE, PASS, PLAYS, SWAP, Action, Play
from ..engine.deal import BEFORE_LEAD, BIDDING_1, BIDDING_2, DONE, Deal
from ..engine.scoring import outcome_of
from . import bidding, explain, fair
from .config import make_player
from .review import dd_values
from .sampling import constraints, world_state
from .solver import SearchAborted, Solver
from .values import DealPoints, solver_totals, utility

#: The least margin of the answer over the second best (deal points; margins for bids).
MIN_MARGIN = 10.0
#: The least share of the sampled worlds in which the answer is best.
MIN_SHARE = 0.9
#: Solver nodes a world's (or the real layout's) solve may take.
NODE_LIMIT = 3_000_000
#: The levels whose players :func:`finders` asks, weakest first, and their seeds.
LEVEL_PLAYERS = ("beginner", "amateur", "expert")
LEVEL_SEEDS = (0, 1, 2, 3, 4)
#: The most misses of a level-1 and of a level-2 problem (:func:`level_of`).
LEVEL_MISSES = (0, 2)


@dataclass(frozen=True)
class Solution:
    """A position solved against the criteria (see the module).

    ``kind``: ``"card"`` or ``"bid"``; ``values``: each option's value (fair deal points
    for cards, margins for bids; the options the values cover); ``answer`` and ``second``:
    the best and second-best options (:class:`~deberts_desktop.engine.actions.Action`);
    ``margin``: their difference; ``share``: the share (0–1) of the worlds sampled in which
    the answer is best, out of ``worlds``; ``dd``: each option's double-dummy value on the
    real layout (deal points for cards, margins for bids; an option the solver gave up on
    is missing); ``outcomes``: the deal's outcome on the real layout (``made``, ``bait``,
    ``hanging``, None thrown in) double-dummy after the answer and after the second;
    ``seat``; ``declarer_side``: the seat's side declared (cards; None for bids)."""

    kind: str
    values: dict
    answer: Action
    second: Action
    margin: float
    share: float
    worlds: int
    dd: dict
    outcomes: tuple = (None, None)
    seat: int = 0
    declarer_side: bool | None = None

    @property
    def dd_margin(self) -> float | None:
        """The answer's double-dummy value minus the best other option's (None: not all
        solved)."""
        if self.answer not in self.dd or len(self.dd) < len(self.values):
            return None
        others = [v for a, v in self.dd.items() if a != self.answer]
        return self.dd[self.answer] - max(others) if others else None

    def failures(self, min_margin: float = MIN_MARGIN, min_share: float = MIN_SHARE) -> list[str]:
        """The criteria the position fails, in words (empty: it is a problem)."""
        out = []
        if self.margin < min_margin:
            out.append(f"margin {self.margin:.1f} < {min_margin:g}")
        if self.share < min_share:
            out.append(f"share of worlds {self.share:.1%} < {min_share:.0%}")
        dm = self.dd_margin
        if dm is None:
            out.append("not solved double-dummy on the real layout")
        elif dm < 0:
            out.append(f"not best double-dummy on the real layout ({dm:+g})")
        return out

    def satisfies(self, min_margin: float = MIN_MARGIN, min_share: float = MIN_SHARE) -> bool:
        return not self.failures(min_margin, min_share)


def _ranked(values: dict, first=None) -> list:
    """The options, best first; between equal values ``first`` (the Master's choice)
    first, then by text."""
    return sorted(values, key=lambda a: (-values[a], a != first, str(a)))


def solve(deal: Deal, view, seed=fair.FAIR_SEED) -> Solution:
    """The position ``deal`` is at, for the seat ``view`` shows (the seat to act, with a
    choice of cards or bids; ``view``: ``Game.view(seat)`` or ``deal.view(seat)``),
    against the criteria (see the module). ``seed``: the fair values' and the bidding
    simulation's (default theirs, :data:`~deberts_desktop.ai.fair.FAIR_SEED`: the hint's
    values).

    :raises ValueError: the seat has no choice of cards or of bids now (a forced action,
        the seven swap or a redeal claim offered beside the cards, not its turn), or the
        simulation values fewer than two bids."""
    if view.current_player != view.seat or len(view.legal) < 2:
        raise ValueError(f"seat {view.seat} has no choice to make now")
    if view.phase in (BIDDING_1, BIDDING_2):
        return _solve_bid(deal, view, seed)
    if not all(isinstance(a, Play) for a in view.legal):
        raise ValueError(f"seat {view.seat} may do more than play a card now")
    return _solve_card(deal, view, seed)


# ---------------------------------------------------------------------------- cards
def _solve_card(deal: Deal, view, seed) -> Solution:
    ev = fair.evaluate(view, seed=seed)
    ranked = ev.ranked()
    answer, second = ranked[0], ranked[1]
    rules = view.rules
    side = rules.side_of(view.seat)
    base = DealPoints(rules, view.declarer)
    con = constraints(view)
    weight = best = 0.0
    counted = 0
    for w in ev.worlds:
        if w.weight <= 0:
            continue
        counted += 1
        weight += w.weight
        state = world_state(view, w.hands, con)
        try:
            vals, _ = dd_values(state, side, base, view.dealer, Solver(state, side, node_limit=NODE_LIMIT))
        except SearchAborted:
            continue  # not known to be best there
        if vals[answer] >= max(v for c, v in vals.items() if c != answer):
            best += w.weight
    state = deal.play_state()
    dd: dict = {}
    outcomes = (None, None)
    try:
        solver = Solver(state, side, node_limit=NODE_LIMIT)
        vals, _ = dd_values(state, side, base, view.dealer, solver)
        dd = {PLAYS[c]: v for c, v in vals.items()}
        outcomes = tuple(_card_outcome(state, side, c, solver, rules.side_of(view.declarer)) for c in (answer, second))
    except SearchAborted:
        pass
    return Solution("card", {PLAYS[c]: ev.values[c] for c in ranked}, PLAYS[answer], PLAYS[second],
                    ev.values[answer] - ev.values[second], best / weight if weight > 0 else 0.0, counted, dd,
                    outcomes, view.seat, rules.side_of(view.declarer) == side)


def _card_outcome(state, side: int, card: int, solver: Solver, declarer_side: int) -> str:
    """The deal's outcome double-dummy after ``card`` (the solver's value of it)."""
    t = solver_totals(state, side, solver.move_values(state, [card])[card])
    return outcome_of(t.totals, declarer_side)


# ---------------------------------------------------------------------------- bids
def _solve_bid(deal: Deal, view, seed) -> Solution:
    values, worlds = explain.bid_values_by_world(view, seed)
    if len(values) < 2:
        raise ValueError(f"the bidding simulation values {len(values)} bid(s) for seat {view.seat}")
    ranked = _ranked(values, PASS)
    answer, second = ranked[0], ranked[1]
    best = sum(1 for w in worlds if w[answer] >= max(v for a, v in w.items() if a != answer))
    dd, outs = {}, {}
    for bid in ranked:
        try:
            dd[bid], outs[bid] = bid_dd(deal, view.seat, bid)
        except SearchAborted:
            pass
    return Solution("bid", values, answer, second, values[answer] - values[second],
                    best / len(worlds) if worlds else 0.0, len(worlds), dd,
                    (outs.get(answer), outs.get(second)), view.seat)


def bid_dd(deal: Deal, seat: int, bid) -> tuple[float, str | None]:
    """The double-dummy value on the real layout of ``seat`` making ``bid`` now (see the
    module, criterion 3): ``(margin for the seat's side, outcome)``, ``(0.0, None)`` when
    the deal is thrown in. :raises SearchAborted: past :data:`NODE_LIMIT`."""
    d = deal.copy()
    d.apply(bid, seat)
    while d.phase in (BIDDING_1, BIDDING_2):  # the later bids by the rules of thumb
        d.apply(bidding.rule_bid(d.view(d.current_player)))
    if d.phase == DONE:
        return 0.0, None
    while d.phase == BEFORE_LEAD:
        s = d.current_player
        view = d.view(s)
        if SWAP in view.legal and bidding.want_swap(view):
            d.apply(SWAP)
        elif DECLINE in view.legal:
            d.apply(DECLINE)
        else:
            break  # the first leader's card
    if d.phase == DONE:  # a debertz ended it
        return 0.0, None
    rules = d.rules
    side = rules.side_of(seat)
    state = d.play_state()
    v = Solver(state, side, node_limit=NODE_LIMIT).value(state)
    t = solver_totals(state, side, v)
    base = DealPoints(rules, d.declarer).base_totals(t.totals, t.tricks, d.dealer)
    return utility(base, side), outcome_of(t.totals, rules.side_of(d.declarer))


# ---------------------------------------------------------------------------- levels
def finders(view, answer: Action, seeds=LEVEL_SEEDS) -> dict[str, int]:
    """For each level of :data:`LEVEL_PLAYERS`, how many of its players (one per seed of
    ``seeds``) choose ``answer`` in ``view``'s position."""
    return {level: sum(make_player(level, seed).choose(view) == answer for seed in seeds)
            for level in LEVEL_PLAYERS}


def level_of(found: dict[str, int], seeds: int = len(LEVEL_SEEDS)) -> int:
    """The problem's level from :func:`finders` (see the module): the tries that miss the
    answer — none: 1; 1 or 2: 2; 3 or more: 3.

    >>> level_of({"beginner": 5, "amateur": 5, "expert": 5}), level_of({"beginner": 3, "amateur": 5, "expert": 5})
    (1, 2)
    >>> level_of({"beginner": 5, "amateur": 0, "expert": 5})
    3
    """
    misses = len(LEVEL_PLAYERS) * seeds - sum(found.get(level, 0) for level in LEVEL_PLAYERS)
    return 1 if misses <= LEVEL_MISSES[0] else 2 if misses <= LEVEL_MISSES[1] else 3


# ---------------------------------------------------------------------------- a shipped problem again
def verify(game, seat: int, answer: Action, min_margin: float = MIN_MARGIN,
           min_share: float = MIN_SHARE, seed=fair.FAIR_SEED) -> tuple[Solution, list[str]]:
    """Solve a shipped problem again with the current code: ``game`` at its question
    (:meth:`Problem.position <deberts_desktop.storage.problems.Problem.position>`), ``seat``
    to choose, ``answer`` the answer it was shipped with. Returns the
    :class:`Solution` and the criteria it fails, in words (empty: it is still a problem
    with that answer).

    :raises ValueError: the position has no choice (see :func:`solve`)."""
    sol = solve(game.deal, game.view(seat), seed)
    failures = sol.failures(min_margin, min_share)
    if sol.answer != answer:
        failures.insert(0, f"the best is now {sol.answer}, not {answer}")
    return sol, failures
