"""A game of Debertz: deals to the target (RULES.md sections 3, 9, 10).

:class:`Game` starts each deal with the right dealer, scores it on the score sheet (pots,
bait counts, penalties), and knows the winner. It is deterministic given its seed.

>>> g = Game(Rules(players=2), dealer=1, seed=7)
>>> d = g.start_deal()
>>> d.dealer, g.scores
(1, (0, 0))
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING
from typing import Sequence as Seq

from ..lazy import lazy_exports
from . import events as ev
from .actions import Action
from .deal import DONE, Deal, DealSetupError
from .frozen import Frozen, frozen
from .kernel import kernel_for
from .reasons import Reason
from .rules import Rules
from .scoring import GameOverError, OnScoreSheet, ScoreRow, ScoreSheet

if TYPE_CHECKING:
    from .game_context import GameContext
    from .seat_view import SeatView


@frozen
class DealEntry(Frozen):
    """A finished or running deal with its score-sheet row (``row`` None while running).
    ``before`` holds pots, baits and scores as they were before the deal."""

    deal: Deal
    row: ScoreRow | None
    before: ScoreRow


class Game(OnScoreSheet):
    """Deals to the target. Per **side** (a seat, or in 4 pairs side 0 = seats 0+2 and
    side 1 = seats 1+3): :attr:`scores`, :attr:`baits`; :attr:`pots` oldest first;
    :attr:`winner` is a side once :attr:`finished`.

    :param dealer: the first dealer (a seat); drawn by lot with the seed when None.
    :param seed: seeds the shuffles and the draw (any value ``random.Random`` takes).
    :param context: start the score sheet from these scores, baits and pots
        (:class:`~.game_context.GameContext`; default: from nothing). Kept as :attr:`context`.
    """

    def __init__(self, rules: Rules, dealer: int | None = None, seed=None, names: Seq[str] | None = None,
                 context: GameContext | None = None):
        self.rules = rules
        self.rng = random.Random(seed)
        n = rules.players
        self.first_dealer = self.rng.randrange(n) if dealer is None else dealer
        if not 0 <= self.first_dealer < n:
            raise DealSetupError(Reason("bad_dealer", f"dealer must be a seat from 0 to {n - 1}",
                                        dealer=self.first_dealer, players=n))
        self.names = list(names) if names else [f"Player {i + 1}" for i in range(n)]
        self.entries: list[DealEntry] = []
        #: where the score sheet started (None: from nothing)
        self.context = context
        #: the score sheet (RULES.md 9-10): rows, scores, baits, pots, next dealer, winner
        if context is None:
            self.sheet: ScoreSheet = kernel_for(rules).score_sheet(self.first_dealer)
        else:
            self.sheet = kernel_for(rules).score_sheet(self.first_dealer, context.scores, context.baits, context.pots)

    # scores, baits, pots, pot, finished, winner, debertz, extra_deal: read from the sheet (OnScoreSheet)
    @property
    def next_dealer(self) -> int:
        """The seat that deals the next deal."""
        return self.sheet.dealer

    # ------------------------------------------------------------------ deals
    @property
    def deal(self) -> Deal | None:
        """The deal being played, or None between deals."""
        if self.entries and self.entries[-1].row is None:
            return self.entries[-1].deal
        return None

    @property
    def rows(self) -> list[ScoreRow]:
        """Score-sheet rows of the finished deals, in order."""
        return list(self.sheet.rows)

    def start_deal(self, deal: Deal | None = None) -> Deal:
        """Start the next deal: ``deal`` if given (its dealer must be :attr:`next_dealer`),
        else a freshly shuffled one.

        :raises GameOverError: the game is over. :raises ValueError: a deal is running, or
            the given deal has the wrong dealer or rules.
        """
        if self.finished:
            raise GameOverError("the game is over")
        if self.deal is not None:
            raise ValueError("the current deal is not finished")
        if deal is None:
            deal = Deal.shuffled(self.rules, self.next_dealer, self.rng)
        elif deal.dealer != self.next_dealer:
            raise ValueError(f"seat {self.next_dealer} deals this deal, not seat {deal.dealer}")
        elif deal.rules != self.rules:
            raise ValueError("the deal's rules differ from the game's")
        self.entries.append(DealEntry(deal, None, self.sheet.before()))
        return deal

    def apply(self, action: Action, seat: int | None = None) -> list[ev.Event]:
        """Apply an action to the current deal (see :meth:`Deal.apply`); when it ends the
        deal, the deal is written on the score sheet.

        :raises IllegalActionError: not allowed now. :raises ValueError: no deal running.
        """
        deal = self.deal
        if deal is None:
            raise ValueError("no deal is being played")
        events = deal.apply(action, seat)
        if deal.phase == DONE:
            self._close(deal)
        return events

    def view(self, seat: int) -> SeatView:
        """The current deal as ``seat`` sees it (:meth:`Deal.view`), with the game's
        running ``scores``, ``baits`` and ``pots`` (per side) as they stood before it.

        :raises ValueError: no deal has been started.
        """
        if not self.entries:
            raise ValueError("no deal has been started")
        entry = self.entries[-1]
        before = entry.before
        return replace(entry.deal.view(seat), scores=before.scores, baits=before.baits, pots=before.pots)

    def close_if_done(self) -> None:
        """Write the current deal if it ended outside :meth:`apply` (AI search tools)."""
        deal = self.deal
        if deal is not None and deal.phase == DONE:
            self._close(deal)

    def _close(self, deal: Deal) -> None:
        row = self.sheet.add_result(deal.result)
        self.entries[-1] = DealEntry(deal, row, self.entries[-1].before)

    def __repr__(self) -> str:
        return f"<Game players={self.rules.players} deals={len(self.entries)} scores={self.scores} winner={self.winner}>"


# where a game starts when not from nothing: its class in a module of its own, imported when
# first used (a new game from nothing, the first table's, makes none: issue 21)
__getattr__, __dir__ = lazy_exports(__name__, {"GameContext": "game_context"}, home=__package__)
