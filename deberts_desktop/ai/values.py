"""What a finished play is worth to a side, in *deal points*: what the score sheet writes
for the deal (RULES.md 9), computed by the engine — the deal's totals
(:meth:`PlayState.totals <deberts_desktop.engine.state.PlayState.totals>`) written by
:func:`~deberts_desktop.engine.scoring.write_deal` with the game's waiting pots and bait
counts. The computer players compare cards by :func:`utility`.
"""

from __future__ import annotations

from ..engine.scoring import write_deal
from ..engine.tricks import SUIT_POINTS
from ..engine import totals
from .solver import split_value


def shown_gap(a: float, b: float) -> float:
    """``a − b`` as the player works it out from the two values shown with one decimal each
    (``ui.numbers.points``), so that the three read together add up — the one home of that
    rounding: the hint's ``equal`` and ``overall`` reasons ("worth the same" under 20.7 and
    20.7, never "a difference of 0.1" from 20.74 − 20.66) and the Master in your seat's
    difference (margins kept to 0.01: −67.33 and −40.67 shown as −67.3 and −40.7 differ by
    −26.6, not the −26.7 of −26.66).

    >>> shown_gap(20.74, 20.66), shown_gap(-67.33, -40.67)
    (0.0, -26.6)
    """
    return round(round(float(a), 1) - round(float(b), 1), 1)


def utility(written, side: int) -> float:
    """A side's gain: what it writes minus the average of what the others write."""
    k = len(written)
    if k == 2:
        return written[side] - written[1 - side]
    return written[side] - (sum(written) - written[side]) / (k - 1)


class DealPoints:
    """Turns finished plays of one deal into deal points.

    :param rules: the deal's rules; :param declarer: the declarer's seat.
    :param pots: the pots waiting before the deal, oldest first (a hanging bait's new pot
        counts as lost); :param baits: each side's baits so far (a third bait costs its
        penalty). Both per side, from :attr:`SeatView.pots` / :attr:`SeatView.baits`;
        without them a deal is scored on its own.
    """

    __slots__ = ("rules", "declarer_side", "pots", "baits", "zeros")

    def __init__(self, rules, declarer: int, pots=(), baits=None):
        self.rules = rules
        self.declarer_side = rules.side_of(declarer)
        self.zeros = (0,) * rules.sides
        self.pots = tuple(pots or ())
        self.baits = tuple(baits) if baits else self.zeros

    @classmethod
    def of_view(cls, view) -> "DealPoints":
        """For the deal a :class:`SeatView` shows (its declarer, the game's pots and baits)."""
        return cls(view.rules, view.declarer, view.pots, view.baits)

    def written_totals(self, totals, tricks, dealer: int) -> tuple[int, ...]:
        """What each side writes for a deal with these per-side ``totals`` and ``tricks``."""
        row = write_deal(self.rules, dealer, totals, self.declarer_side, tricks, self.pots, self.baits, self.zeros)
        return row.written

    def written(self, state) -> tuple[int, ...]:
        """What each side writes for a finished play (``state.done``)."""
        t = state.totals()
        return self.written_totals(t.totals, t.tricks, state.context.dealer)

    def base_totals(self, totals, tricks, dealer: int) -> tuple[int, ...]:
        """What each side writes for the deal before pots and penalties: its own or
        transferred points (:attr:`ScoreRow.base <deberts_desktop.engine.scoring.ScoreRow.base>`,
        RULES.md 9: the declarer 0 on a bait or hanging bait, the leader his total plus the
        declarer's on a bait). The review's unit: last trick, sequences, bella and the bait
        threshold count; the game's pots and the bait and ski penalties do not."""
        return write_deal(self.rules, dealer, totals, self.declarer_side, tricks, (), self.zeros, self.zeros).base

    def from_solver(self, state, side: int, value: int) -> tuple[int, ...]:
        """What each side would write if ``side`` takes the solver's scaled ``value`` from
        ``state`` on (the totals of :func:`solver_totals`)."""
        t = solver_totals(state, side, value)
        return self.written_totals(t.totals, t.tricks, state.context.dealer)


def solver_totals(state, side: int, value: int):
    """The deal's totals (:class:`~deberts_desktop.engine.totals.DealTotals`) if ``side``
    takes the solver's scaled ``value`` (:func:`~deberts_desktop.ai.solver.split_value`)
    from ``state`` on. With more than two sides the others' share is split evenly among
    them (an estimate); a side is assumed to take a trick when it takes points."""
    k = state.context.rules.sides
    points, took_last = split_value(value)
    others = [i for i in range(k) if i != side]
    gains = [0] * k
    gains[side] = points
    taking = [side] if points > 0 else []
    if _share(gains, others, remaining_points(state) - points):
        taking += others
    return _totals_after(state, gains, taking, side if took_last else others[0])


def sure_totals(state, values: dict):
    """The deal's totals (:class:`~deberts_desktop.engine.totals.DealTotals`, 3 players
    or 4 individual) from every side's own solve of ``state``: ``values[side]`` the
    solver's scaled value for that side against all the others, what it is sure to take.
    Each side takes its sure points and an even share of what no side is sure of (the
    odd points to the first sides). The last trick goes to the first side whose own solve
    took it (the sides in the order of ``values``), or to the first side if none did; a
    side is assumed to take a trick when it takes points."""
    k = state.context.rules.sides
    gains = [0] * k
    last_side = None
    for side, v in values.items():
        points, took_last = split_value(v)
        if took_last:
            if last_side is None:
                last_side = side
            else:
                points -= totals.LAST_TRICK
        gains[side] = points
    order = list(values)
    if last_side is None:
        last_side = order[0]
        gains[last_side] += totals.LAST_TRICK
    _share(gains, order, max(0, remaining_points(state) - sum(gains)))
    return _totals_after(state, gains, [i for i in range(k) if gains[i] > 0], last_side)


def _share(gains: list[int], sides: list[int], points: int) -> bool:
    """Adds ``points`` to ``gains`` split evenly among ``sides`` (the odd points to the
    first of them); whether each got at least one point."""
    share, extra = divmod(points, len(sides))
    for j, i in enumerate(sides):
        gains[i] += share + (1 if j < extra else 0)
    return share > 0


def _totals_after(state, gains: list[int], taking, last_side: int):
    """The deal's totals if each side takes ``gains[side]`` more points (the last trick's
    included, to ``last_side``) from ``state`` on, and the sides of ``taking`` one more
    trick (an estimate: what matters is whether a side took any)."""
    cp = state.side_points()
    tricks = state.side_taken()
    for i, g in enumerate(gains):
        cp[i] += g
    for i in taking:
        tricks[i] += 1
    cp[last_side] -= totals.LAST_TRICK
    return state.context.totals(cp, tricks, last_side)


def remaining_points(state) -> int:
    """Card points still to be taken (the trick in progress included), plus the last
    trick's points."""
    by = SUIT_POINTS[state.trump]
    alive = 0
    for h in state.hands:
        alive |= h
    for c in state.trick:
        alive |= 1 << c
    return totals.LAST_TRICK + sum(by[s][alive >> (8 * s) & 0xFF] for s in range(4))
