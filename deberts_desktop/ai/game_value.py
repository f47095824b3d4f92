"""What a deal's result is worth for winning the game (RULES.md 10), not just in points.

Early in a game to 301 every point counts the same, so the search maximises the deal
points of its side minus the other's. Near the end that is wrong: a side that needs 20
more points should not risk a bait for 40 extra, and a side far behind must take risks.
:func:`game_utility` turns what each side would write into the chance of winning the
game, by a simple race model: after this deal the side leads by ``L`` points with about
``k`` deals left (the points still needed, at :data:`POINTS_PER_DEAL` per side and
deal), and each further deal moves the lead by a normal amount of spread
:data:`SPREAD`, so the chance is Φ(L / (SPREAD·√k)). A target reached ends the game:
the higher score wins (RULES.md 10; equal scores play on, counted as an even chance).

The chance is rescaled into points (:func:`game_utility`): at the start of the deal one
point of lead is worth one point, so early in a game the search decides as before.
Only for two sides (2 players, 4 in pairs); with more sides the deal points are used.
"""

from __future__ import annotations

import math

#: Points each side writes in an average deal (2 players, default options; an estimate).
POINTS_PER_DEAL = 55.0
#: Spread (standard deviation) of the lead's change in one deal, in points.
SPREAD = 75.0
_PHI0 = 1.0 / math.sqrt(2.0 * math.pi)


def _deals_left(scores, target: int) -> float:
    mean = sum(scores) / len(scores)
    return max(0.25, (target - mean) / POINTS_PER_DEAL)


def win_chance(scores, side: int, target: int) -> float:
    """The chance that ``side`` wins the game from running ``scores`` (two sides), by
    the race model of this module. A finished game gives 1, 0 or (scores equal above
    the target) 0.5."""
    me = scores[side]
    other = scores[1 - side]
    if max(me, other) >= target:
        if me == other:
            return 0.5
        return 1.0 if me > other else 0.0
    k = _deals_left(scores, target)
    z = (me - other) / (SPREAD * math.sqrt(k))
    return 0.5 * (1.0 + math.erf(z / math.sqrt(2.0)))


def game_utility(view, side: int):
    """A function ``written -> float`` that values what each side writes in this deal
    for ``side`` as its chance of winning the game, in points (see the module text), or
    None when the view has no game scores or the game has more than two sides (then the
    deal points themselves are the measure)."""
    rules = view.rules
    if view.scores is None or rules.sides != 2:
        return None
    scores = tuple(view.scores)
    target = rules.target
    scale = SPREAD * math.sqrt(_deals_left(scores, target)) / _PHI0

    def value(written) -> float:
        after = (scores[0] + written[0], scores[1] + written[1])
        return scale * win_chance(after, side, target)

    return value
