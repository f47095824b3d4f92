"""The coach (issue 13): before the person's card is played, say whether it costs at least
N deal points by its fair value, and which card is best.

The session computes the values while the person thinks, in its worker process::

    values = coach_values(view)              # None for a forced card: nothing to do
    ...                                      # the person picks ``card``
    warning = coach_check(view, card, values, threshold=settings_n)
    if warning: ...                          # "play anyway" / "choose again"

Both read only the view (:mod:`~deberts_desktop.ai.fair`: the worlds are drawn from the
view, seeded by it), so the coach never uses a hidden card; its values are the review's
for the same position (same seed, same worlds, rounded alike), so a card the coach lets
pass is not a mistake in the review and a card it warns about is.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.cards import CARDS, Card, cards_of
from . import explain
from .fair import evaluate, play_mask
from .review import DEFAULT_THRESHOLD


@dataclass(frozen=True)
class CoachWarning:
    """The chosen ``card`` costs ``cost`` fair deal points (≥ the threshold) against
    ``best``; ``value`` and ``best_value`` are their fair values (deal points the side
    writes for the deal before pots and penalties, one decimal)."""

    card: Card
    best: Card
    cost: float
    value: float
    best_value: float


def coach_values(view, worlds: int | None = None, hint_level: str | None = None,
                 step=None) -> dict[Card, float] | None:
    """The fair value of each legal card of ``view``'s seat, rounded to 0.1 as in the
    review (a plain function for the session's worker: ``view`` and the result pickle);
    None when the seat has one legal card (a forced card is never delayed).

    :param hint_level: also make, from the same evaluation, the hint for ``view`` at this
        level (:func:`~.explain.hint`), kept in this process for the hint asked next
        (:func:`~.explain.keep`): the person who asks for it while the coach's values are
        made, or after, waits for one evaluation, not two. None: the values alone (and
        ``worlds`` as given).
    :param step: called before each world of the evaluation (a worker's pause point, which
        may raise to end it: :func:`~.fair.evaluate`).
    :raises ValueError: the seat has no card to play now, or an unknown hint level."""
    legal = play_mask(view)
    if legal & (legal - 1) == 0:
        return None
    if hint_level is None:
        ev = evaluate(view, worlds, step=step)
    else:
        made, ev = explain.hint_and_evaluation(view, hint_level, worlds=worlds, step=step)
        if worlds is None:
            explain.keep(view, hint_level, made)
    return {CARDS[c]: round(v, 1) for c, v in ev.values.items()}


def coach_check(view, card, values: dict | None, threshold: float = DEFAULT_THRESHOLD) -> CoachWarning | None:
    """A :class:`CoachWarning` when ``card`` (one of ``view``'s legal cards) costs at
    least ``threshold`` deal points against the best card by ``values``
    (:func:`coach_values` of this view); None otherwise — for a forced card, for values
    not made for this view's legal cards (None, or other cards), and for the best card.
    """
    if not values:
        return None
    try:
        legal = play_mask(view)
    except ValueError:
        return None
    if legal & (legal - 1) == 0 or set(values) != set(cards_of(legal)):
        return None
    card = CARDS[int(card)]
    if card not in values:
        return None
    top = max(values.values())
    if values[card] >= top:
        return None
    best = max(values, key=lambda c: (values[c], -int(c)))
    cost = round(top - values[card], 1)
    if cost < threshold:
        return None
    return CoachWarning(card, best, cost, values[card], values[best])
