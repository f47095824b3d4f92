"""Fair values: what each legal card is worth to the seat's side as far as that seat can
see (issue 13) — the unit of the review, the hints and the coach.

A card's fair value is the expected number of **deal points the seat's side writes for
the deal before pots and penalties** (:meth:`DealPoints.base_totals
<deberts_desktop.ai.values.DealPoints.base_totals>`: own or transferred points, RULES.md 9;
card points, the last trick, sequences, bella and the bait threshold count) over the
worlds the Master samples from the seat's :class:`~deberts_desktop.engine.seat_view.SeatView`,
weighted as the Master weighs them, each world evaluated as the Master evaluates it
(double-dummy, from the first card; a playout of the rules of thumb in a world whose
search passes the Master's node limit):
:meth:`Player.evaluate <deberts_desktop.ai.players.Player.evaluate>`.

Nothing but the view is read, and the worlds are drawn from a generator seeded by the
view (and ``seed``), so the same view always gives the same values, whatever the hidden
cards really are.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.actions import Play
from ..engine.cards import mask_of
from .config import LEVELS
from .players import Player, World, average, choose_best
from .policy import bits
from .values import DealPoints, utility

#: The evaluation fair values use: the Master's.
FAIR_LEVEL = LEVELS["master"]
#: The seed fair values are drawn with (with the view): the review, the coach and the
#: hints agree on a position.
FAIR_SEED = 0


def play_mask(view) -> int:
    """The cards ``view``'s seat may play now, as a bitmask.

    :raises ValueError: the seat has no card to play (bidding, a seat asked about the
        seven swap or a redeal, not its turn)."""
    legal = mask_of(a.card for a in view.legal if isinstance(a, Play))
    if not legal:
        raise ValueError(f"seat {view.seat} has no card to play now")
    return legal


@dataclass(frozen=True)
class FairEvaluation:
    """One card decision evaluated for fair values.

    ``view``: the position; ``side``: the seat's side; ``cards``: the legal cards (ints,
    :data:`~deberts_desktop.engine.cards.CARDS` order); ``worlds``: the evaluated worlds
    (:class:`~deberts_desktop.ai.players.World`, with the deal's totals after each card);
    ``values``: each card's fair value (base deal points of ``side``, see the module);
    ``utilities``: what the Master compares (its side's written points minus the others'
    average, with the game's pots and baits from the view); ``choice``: the Master's card.
    """

    view: object
    side: int
    cards: tuple[int, ...]
    worlds: tuple[World, ...]
    values: dict[int, float]
    utilities: dict[int, float]
    choice: int

    @property
    def best_value(self) -> float:
        return max(self.values.values())

    def ranked(self) -> list[int]:
        """The cards, best fair value first; between equal values the Master's choice first,
        then in card order."""
        return sorted(self.cards, key=lambda c: (-self.values[c], c != self.choice, c))

    def loss(self, card: int) -> float:
        """What ``card`` costs against the best card, in fair deal points (≥ 0)."""
        return self.best_value - self.values[card]


def evaluate(view, worlds: int | None = None, seed=FAIR_SEED, solvers: list | None = None,
             step=None) -> FairEvaluation:
    """Fair values of every legal card of ``view``'s seat (see the module).

    :param worlds: the most worlds to sample (default the Master's; the Master's node budget
        may stop it sooner, :meth:`Player.evaluate <deberts_desktop.ai.players.Player.evaluate>`).
    :param seed: with the view, seeds the worlds (default :data:`FAIR_SEED`).
    :param solvers: a list that receives the evaluation's solver of the seat's side (None
        when no world was solved), for a later search of the same worlds
        (:meth:`Player.evaluate <deberts_desktop.ai.players.Player.evaluate>`).
    :param step: called before each world (``Player.evaluate``'s ``step``: a worker's
        pause point, which may raise to end the evaluation).
    :raises ValueError: the seat has no card to play now.
    """
    legal = play_mask(view)
    config = FAIR_LEVEL if worlds is None else FAIR_LEVEL.replace(worlds=worlds)
    player = Player(config, seed)
    evaluated = player.evaluate(view, legal, player.rng_for(view), solvers, step)
    cards = bits(legal)
    side = view.rules.side_of(view.seat)
    dealer = view.dealer
    base = DealPoints(view.rules, view.declarer)
    values = average(evaluated, cards, lambda t: base.base_totals(t.totals, t.tricks, dealer)[side])
    points = DealPoints.of_view(view)
    utilities = average(evaluated, cards, lambda t: utility(points.written_totals(t.totals, t.tricks, dealer), side))
    choice = choose_best(utilities, view, legal)
    return FairEvaluation(view, side, tuple(cards), tuple(evaluated), values, utilities, choice)
