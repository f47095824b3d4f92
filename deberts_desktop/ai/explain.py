"""Hints that explain (issue 13): the best three cards (or bids) of a position with their
values — the best is the one the hint highlights —, the card the hint level's player
would choose with its value (when it is not the best), and why the best beats the second
best — as data (a reason code and its numbers), which the interface puts into words in
its language.

Cards: the values are fair values (:mod:`~deberts_desktop.ai.fair`: the Master's
evaluation of the seat's view, in deal points the seat's side writes for the deal before
pots and penalties). The reason compares the two best cards in the evaluated worlds (in
their order, until :data:`REASON_NODES` solver nodes are spent, at least the Master's
``min_worlds`` of them): in each world the card's trick is played out (double-dummy
choices where the world was solved, else the rules of thumb) and the deal's end read from
the totals the evaluation found after the card (the values' own: the double-dummy value, or
the playout of the rules of thumb); the reason names the part of the deal's score that
differs most for the seat's side:

=================  ==========================================================================
code               ``params`` (besides ``best`` and ``second``, the two cards or bids as text)
=================  ==========================================================================
``forced``         one legal card or action: nothing to compare
``equal``          the two are worth the same (less than half a point apart): ``points``,
                   the difference of the two values as the options show them (:func:`~.values.shown_gap`)
``bait``           the bait threshold (RULES.md 9): ``declarer`` (the seat's side declared),
                   ``made``: per cent of worlds the declarer makes, with each card
``last_trick``     the last trick's 10: ``taken``, per cent of worlds the side takes it,
                   with each card
``sequences``      the side's sequences count or not: ``points``
``trump_drawn``    the best card draws more of the opponents' trumps (they follow a trump
                   lead in its trick; ``drawn``: average number with each card), which
                   brings ``points`` more card points later
``gives_points``   the second card gives away ``points`` more card points in this trick;
                   ``beaten``: per cent of worlds the opponents take this trick over the
                   second card (it falls under a higher card); ``later``: how many more
                   card points the best card brings in the later tricks (may be < 0)
``takes_points``   the best card takes ``points`` more card points in this trick;
                   ``won``: per cent of worlds the side wins this trick, with each card;
                   ``later`` as for ``gives_points``
``later_points``   the best card brings ``points`` more card points in the later tricks
``overall``        none of those parts explains it (an estimate's noise): ``points``, the
                   difference of the values as the options show them (:func:`~.values.shown_gap`)
``declaring``      bids: ``made``, per cent of simulated deals declaring is made, with each
                   bid (None for a pass)
``no_values``      an action that is not valued (the seven swap, a redeal claim); ``best``
                   (when the cards are valued beside it): the action suggested
=================  ==========================================================================

``points`` are the part's size (≥ 0, one decimal) in its own unit, which the words of the
reason name beside the number: **deal points** (the values' unit) for ``equal``, ``overall``
and ``bait``; points of the side's total for ``last_trick`` and ``sequences``; **card
points** (the cards taken in tricks) for ``trump_drawn``, ``gives_points``, ``takes_points``
and ``later_points`` (and their ``later``) — not the deal points of the values beside them.
``made``, ``taken``, whole per cents. Every sum is weighted as the Master weighs its worlds.

The trick at hand comes first when it decides: when the part that differs most is a
trick's card points (this trick's or the later ones'), the best card is no worse in this
trick, and either the trick goes to the side with one card and not with the other
(:data:`DECIDES`: in at least half the worlds more) or what this trick gives or takes is
at least half of what the later tricks bring, the reason is ``takes_points`` or
``gives_points`` (with the later tricks' part in ``later``) — "♣9 would be beaten in this
trick", not only "♣Q brings more card points later".

Bids: the values are those of the Master's bidding simulation
(:func:`~deberts_desktop.ai.bidding.compare_values`: the seat's side's deal points minus
the others' average, per simulated deal, :attr:`Hint.unit` ``"margin"``; in 4 individual
with the Master's correction for a lone declarer), so the best valued bid is the
Master's.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.actions import PASS, PLAYS, Action, Play
from ..engine.cards import CARDS
from ..engine.deal import BIDDING_1, BIDDING_2
from ..engine.scoring import outcome_of
from ..engine import totals
from . import bidding
from ..levels import DEFAULT_HINT_LEVEL, LEVELS
from .fair import FAIR_LEVEL, FAIR_SEED, FairEvaluation, evaluate
from .config import make_player
from .players import Player
from .policy import rule_card
from .sampling import constraints, world_state
from .solver import SearchAborted, Solver
from .values import DealPoints, shown_gap

#: Every reason code (see the module).
REASONS = ("forced", "equal", "bait", "last_trick", "sequences", "trump_drawn", "gives_points", "takes_points",
           "later_points", "overall", "declaring", "no_values")
#: Below this many deal points two values are the same.
EQUAL = 0.5
#: The best card draws the opponents' trumps when it makes at least this many more fall.
DRAWN = 0.5
#: The trick at hand decides when the side wins it with one card in this share of the
#: worlds more than with the other, or when its part is at least this share of the later
#: tricks' (see the module).
DECIDES = 0.5


#: The solver nodes the reason's lines may take (then no more worlds): about a tenth of a
#: second of one core, so that a hint costs at most about one Master decision more.
REASON_NODES = 1_000_000


@dataclass(frozen=True)
class Reason:
    """Why the best option beats the second: a ``code`` of :data:`REASONS` and its
    ``params`` (see the module)."""

    code: str
    params: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Option:
    """One option of a hint: an ``action`` (a :class:`Play` or a :class:`Bid`) and its
    ``value`` (None when not valued)."""

    action: Action
    value: float | None


@dataclass(frozen=True)
class Hint:
    """A hint for one position.

    ``options``: the best three, best value first (between equal values the Master's choice
    first), then the hint level's choice when it is not among them, with its value too;
    ``highlight``: the best option, ``options[0]`` — the one the table highlights and
    Enter plays (where nothing is valued, the Master's choice); ``choice``: the action the
    hint level's player chooses (``level``; at the Master level the Master's choice from the
    same evaluation), which may differ from the best; ``reason``: why ``options[0]`` beats
    ``options[1]``; ``unit``: ``"deal_points"`` (cards: fair values) or ``"margin"``
    (bids: the bidding simulation's values) or None (not valued)."""

    options: tuple[Option, ...]
    highlight: Action
    reason: Reason
    unit: str | None
    choice: Action | None = None
    level: str = DEFAULT_HINT_LEVEL

    @property
    def top(self) -> Action:
        return self.options[0].action

    @property
    def differs(self) -> bool:
        """The hint level's choice is not the best option: another action, worth less by
        :data:`EQUAL` or more (one worth the same — the reason's ``equal`` — is as good a
        choice: the level chose no worse), or not valued beside it."""
        if self.choice is None or self.choice == self.highlight:
            return False
        chosen, best = self.value_of(self.choice), self.value_of(self.highlight)
        return chosen is None or best is None or best - chosen >= EQUAL

    def value_of(self, action: Action) -> float | None:
        """The value of ``action`` among :attr:`options` (None: not valued or not listed)."""
        return next((o.value for o in self.options if o.action == action), None)


#: The hint made in this process beside the coach's values of a position
#: (:func:`hint_and_evaluation` through :func:`~.coach.coach_values`): ``(view, level,
#: hint)``, what :func:`hint` answers for the same view and level (the session's worker
#: makes the coach's values as soon as the person is to play; F1 then answers at once
#: instead of evaluating the same worlds again).
_made: tuple | None = None


def hint(view, level: str = DEFAULT_HINT_LEVEL, seed=FAIR_SEED, worlds: int | None = None, step=None) -> Hint:
    """The hint for ``view``'s seat, which is to act (see the module): the best card or bid
    by the fair values (the Master's evaluation of what the seat sees, never a hidden
    card), highlighted, and the hint level's choice beside it. The hint already made for
    the same view and level beside the coach's values (:func:`keep`) is answered as it is.

    :param level: the hint level (a name of :data:`~deberts_desktop.ai.config.LEVELS`):
        whose choice is shown with its value; the values and the best are always the
        Master's.
    :param seed: seeds the evaluation (with the view) and the level's player.
    :param worlds: worlds for the card values (default the Master's).
    :param step: called before each world of the card values (a worker's pause point,
        :func:`~.fair.evaluate`).
    :raises ValueError: the seat has nothing to do, or an unknown level.
    """
    made = _made
    if made is not None and seed == FAIR_SEED and worlds is None and made[1] == level and made[0] == view:
        return made[2]
    return hint_and_evaluation(view, level, seed, worlds, step)[0]


def keep(view, level: str, made: Hint) -> None:
    """Keep ``made``, the hint of ``view`` at ``level`` (with the default seed and worlds),
    for :func:`hint` of the same view and level; it replaces the one kept before."""
    global _made
    _made = (view, level, made)


def hint_and_evaluation(view, level: str = DEFAULT_HINT_LEVEL, seed=FAIR_SEED, worlds: int | None = None,
                        step=None) -> tuple[Hint, FairEvaluation | None]:
    """:func:`hint`, made afresh, and the fair evaluation of the cards it was made from
    (None: no card valued — a bid, a forced card, another seat's offer); ``step`` as
    :func:`hint`'s.

    :raises ValueError: as :func:`hint`."""
    legal = view.legal
    if not legal:
        raise ValueError(f"seat {view.seat} has nothing to do now")
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}")
    if view.phase in (BIDDING_1, BIDDING_2):
        return _bid_hint(view, level, seed), None
    plays = [a for a in legal if isinstance(a, Play)]
    if not plays or (view.current_player is not None and view.current_player != view.seat):
        return _other_hint(view, level, seed), None
    if len(legal) == 1:
        return Hint((Option(legal[0], None),), legal[0], Reason("forced"), None, legal[0], level), None
    solvers = []
    ev = evaluate(view, worlds, seed, solvers, step)
    own_worlds = FAIR_LEVEL.for_players(view.rules.players).worlds
    if level == "master" and worlds in (None, own_worlds) and len(plays) == len(legal):
        choice = PLAYS[ev.choice]
    else:
        choice = make_player(level, seed).choose(view)
    ranked = ev.ranked()
    shown = ranked[:3]
    if isinstance(choice, Play) and int(choice.card) in ev.values and int(choice.card) not in shown:
        shown.append(int(choice.card))
    options = tuple(Option(PLAYS[c], round(ev.values[c], 1)) for c in shown)
    if len(plays) < len(legal):
        # the first lead, with the seven swap or a redeal claim allowed too: those are not
        # valued; when the Master would make one, it is the suggestion, the cards' values
        # beside it
        master = choice if level == "master" else make_player("master", seed).choose(view)
        if not isinstance(master, Play):
            extra = (Option(choice, None),) if not isinstance(choice, Play) and choice != master else ()
            return Hint((Option(master, None), *options, *extra), master, Reason("no_values", {"best": str(master)}),
                        "deal_points", choice, level), ev
    return Hint(options, PLAYS[ranked[0]], card_reason(ev, ranked[0], ranked[1], solvers[0]), "deal_points", choice,
                level), ev


def _other_hint(view, level, seed) -> Hint:
    options = tuple(Option(a, None) for a in view.legal)
    code = "forced" if len(options) == 1 else "no_values"
    best = make_player("master", seed).choose(view)
    choice = best if level == "master" else make_player(level, seed).choose(view)
    return Hint(options, best, Reason(code), None, choice, level)


# ---------------------------------------------------------------------------- bids
def _bid_values(view, seed, per_world: list | None = None):
    """The Master's bidding simulation for ``view`` (see the module): ``(values, master's
    bid, comparison)``; ``values`` ``{bid: margin}`` is empty when nothing is valued.
    ``per_world`` receives each simulated deal's ``{bid: margin}`` (corrected as the
    values are)."""
    master = Player(FAIR_LEVEL, seed)
    worlds: list = []
    cmp = bidding.compare_values(view, master.rng_for(view), FAIR_LEVEL.bid_worlds,
                                 pass_margin=FAIR_LEVEL.pass_margin, per_world=worlds)
    # the values the Master decides by: its correction of declaring's simulated edge
    # (a lone declarer's in 4 individual) counts for every declaring bid
    bias = FAIR_LEVEL.declaring_bias(view.rules)
    values = {a: v + (bias if a != PASS else 0.0) for a, v in cmp.values().items()}
    if per_world is not None:
        per_world.extend({a: v + (bias if a != PASS else 0.0) for a, v in w.items()} for w in worlds)
    if not values:  # nothing the simulation values (no declaring bid considered)
        return values, None, cmp
    # the Master's bid, as compare_bid takes it from the same simulation (passing on a tie)
    top = max(values.values())
    masters = PASS if PASS in values and values[PASS] >= top else max(cmp.cands, key=cmp.sums.get)
    return values, masters, cmp


def bid_values(view, seed=FAIR_SEED) -> dict:
    """The values of the bids the Master's bidding simulation considers for ``view``'s
    seat, which is to bid: ``{bid: margin}`` — the seat's side's deal points minus the
    others' average, per simulated deal, rounded to 0.1 (the hint's values, :attr:`Hint.unit`
    ``"margin"``); bids it does not consider (round 2: a suit beyond the two best) are left
    out; ``{}`` when it values none. Deterministic given the view and ``seed``."""
    return {a: round(v, 1) for a, v in _bid_values(view, seed)[0].items()}


def bid_values_by_world(view, seed=FAIR_SEED) -> tuple[dict, list[dict]]:
    """:func:`bid_values` unrounded, and each simulated deal's ``{bid: margin}`` it
    averages (in the simulation's order; the same correction applied): the problems'
    share of worlds (:mod:`~deberts_desktop.ai.problems`)."""
    worlds: list = []
    values = _bid_values(view, seed, worlds)[0]
    return values, worlds


def _bid_hint(view, level, seed) -> Hint:
    legal = view.legal
    if len(legal) == 1:
        return Hint((Option(legal[0], None),), legal[0], Reason("forced"), None, legal[0], level)
    values, masters, cmp = _bid_values(view, seed)
    if not values:  # nothing the simulation values (no declaring bid considered)
        return _other_hint(view, level, seed)
    choice = masters if level == "master" else make_player(level, seed).choose(view)
    ranked = sorted(values, key=lambda a: (-values[a], a != masters, str(a)))
    shown = ranked[:3]
    if choice in values and choice not in shown:
        shown.append(choice)
    options = tuple(Option(a, round(values[a], 1)) for a in shown)
    best = ranked[0]
    if len(ranked) < 2:
        return Hint(options, best, Reason("forced"), "margin", choice, level)

    def made(a):
        return None if a == PASS else round(100 * cmp.made[a] / cmp.worlds)

    second = ranked[1]
    if values[best] - values[second] < EQUAL:
        reason = Reason("equal", {"best": str(best), "second": str(second),
                                  "points": max(shown_gap(values[best], values[second]), 0.0)})
    else:
        reason = Reason("declaring", {"best": str(best), "second": str(second), "made": [made(best), made(second)]})
    return Hint(options, best, reason, "margin", choice, level)


# ---------------------------------------------------------------------------- cards
@dataclass
class _Line:
    """What one world's play after a card gave (per the seat's side)."""

    base: int = 0            # deal points written before pots and penalties
    total: int = 0           # the side's total
    made: bool = False       # the declarer made the deal
    last: int = 0            # last trick's points of the side
    sequences: int = 0       # sequence points counted for the side
    card_points: int = 0     # card points of the side over the deal's remaining play
    trick_side: int = 0      # card points the side took in the card's trick
    trick_others: int = 0    # card points the others took in the card's trick
    drawn: int = 0           # the opponents' trumps drawn by a trump lead in the card's trick
    won: int = 0             # 1: the side took the card's trick


def card_reason(ev: FairEvaluation, best: int, second: int, solver=None) -> Reason:
    """Why ``best`` is worth more than ``second`` in the worlds of ``ev`` (see the
    module). ``solver``: the evaluation's solver of the seat's side (:func:`~.fair.evaluate`'s
    ``solvers``), whose table already holds the worlds' positions: the lines are the same,
    found in fewer nodes; else a new one."""
    view = ev.view
    names = {"best": str(CARDS[best]), "second": str(CARDS[second])}
    diff = ev.values[best] - ev.values[second]
    if diff < EQUAL:
        return Reason("equal", {**names, "points": max(shown_gap(ev.values[best], ev.values[second]), 0.0)})
    con = constraints(view)
    side = ev.side
    declarer_side = view.rules.side_of(view.declarer)
    base = DealPoints(view.rules, view.declarer)
    weight = 0.0
    acc = {best: {}, second: {}}
    shared = solver  # one solver for every world (its table kept: exact bounds of positions)
    start = solver.nodes if solver is not None else 0
    used = 0
    for world in ev.worlds:
        if world.weight <= 0:
            continue
        if used >= FAIR_LEVEL.min_worlds and shared is not None and shared.nodes - start >= REASON_NODES:
            break
        used += 1
        weight += world.weight
        state = world_state(view, world.hands, con)
        solver = None
        if world.solved:
            solver = shared = shared or Solver(state, side)
            solver.allow(FAIR_LEVEL.node_limit)
        for card in (best, second):
            line = _line(state, card, side, declarer_side, base, view.dealer, solver, world.totals[card])
            for k, v in vars(line).items():
                acc[card][k] = acc[card].get(k, 0.0) + world.weight * v
    if weight <= 0:
        return Reason("overall", {**names, "points": shown_gap(ev.values[best], ev.values[second])})
    b = {k: v / weight for k, v in acc[best].items()}
    s = {k: v / weight for k, v in acc[second].items()}
    later_b = b["card_points"] - b["trick_side"]
    later_s = s["card_points"] - s["trick_side"]
    parts = [
        ("bait", (b["base"] - b["total"]) - (s["base"] - s["total"])),
        ("last_trick", b["last"] - s["last"]),
        ("sequences", b["sequences"] - s["sequences"]),
        ("trump_drawn", later_b - later_s if b["drawn"] - s["drawn"] >= DRAWN else 0.0),
        ("gives_points", s["trick_others"] - b["trick_others"]),
        ("takes_points", b["trick_side"] - s["trick_side"]),
        ("later_points", later_b - later_s),
    ]
    code, size = max(parts, key=lambda p: p[1])  # the first of equal parts, in this order
    if size < EQUAL:
        return Reason("overall", {**names, "points": shown_gap(ev.values[best], ev.values[second])})
    later = later_b - later_s
    gives, takes = s["trick_others"] - b["trick_others"], b["trick_side"] - s["trick_side"]
    won = b["won"] - s["won"]
    if code in ("later_points", "gives_points", "takes_points") and min(gives, takes) > -EQUAL:
        # the trick at hand first when it decides (see the module)
        if won >= DECIDES and takes >= EQUAL:
            code, size = "takes_points", takes
        elif max(gives, takes) >= EQUAL and max(gives, takes) >= DECIDES * later:
            code, size = ("gives_points", gives) if gives >= takes else ("takes_points", takes)
    params = {**names, "points": round(size, 1)}
    if code == "gives_points":
        params.update(beaten=round(100 * (1 - s["won"])), later=round(later, 1))
    elif code == "takes_points":
        params.update(won=[round(100 * b["won"]), round(100 * s["won"])], later=round(later, 1))
    if code == "bait":
        params.update(declarer=side == declarer_side, made=[round(100 * b["made"]), round(100 * s["made"])])
    elif code == "last_trick":
        last = totals.LAST_TRICK  # read now: the engine is its one home
        params.update(taken=[round(100 * b["last"] / last), round(100 * s["last"] / last)])
    elif code == "trump_drawn":
        params.update(drawn=[round(b["drawn"], 1), round(s["drawn"], 1)])
    return Reason(code, params)


def _line(state, card: int, side: int, declarer_side: int, base: DealPoints, dealer: int, solver, t) -> _Line:
    """Play ``card`` in a world to the end of its trick (``solver``'s double-dummy choices,
    else the rules of thumb) and read what the side got there; the deal's end from ``t``,
    its totals after the card as the evaluation found them (the values' own)."""
    s = state.copy()
    side_of = s.side_of
    trump = s.trump
    before = s.side_points()
    seats = list(s.trick_seats)
    cards = list(s.trick)
    s.push(card)
    seats.append(state.turn)
    cards.append(card)
    while s.trick:  # the card's trick is not complete yet
        seats.append(s.turn)
        c = _next(s, side, declarer_side, solver)
        cards.append(c)
        s.push(c)
    after = s.side_points()
    others = [i for i in range(len(after)) if i != side]
    line = _Line()
    line.won = int(side_of[s.turn] == side)  # the trick's winner leads next
    line.trick_side = after[side] - before[side]
    line.trick_others = sum(after[i] - before[i] for i in others)
    if cards[0] >> 3 == trump:  # a trump lead draws the trumps the others must follow with
        line.drawn = sum(1 for st, c in zip(seats, cards) if side_of[st] != side and c >> 3 == trump)
    line.base = base.base_totals(t.totals, t.tricks, dealer)[side]
    line.total = t.totals[side]
    line.made = outcome_of(t.totals, declarer_side) == "made"
    line.last = t.last_trick_points[side]
    line.sequences = t.sequences[side]
    line.card_points = t.card_points[side] - before[side]
    return line


def _next(s, side: int, declarer_side: int, solver) -> int:
    """The next card of a line: the double-dummy choice (the side maximizes, the others
    minimize; between equal cards the rules of thumb choose) or the rules of thumb's."""
    legal = s.legal_mask()
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    if solver is not None:
        try:
            legal = solver.best_cards(s)
            if legal & (legal - 1) == 0:
                return legal.bit_length() - 1
        except SearchAborted:
            pass
    seat = s.turn
    return rule_card(legal, s.hands[seat], seat, s.n, s.trump, s.trick, s.trick_seats, s.win_str, s.win_seat,
                     s.side_of, s.hands, declarer_side, exact=True)
