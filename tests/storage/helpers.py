"""Random play for storage tests: a game advanced by random legal actions."""

from __future__ import annotations

import random

from deberts_desktop.engine.game import Game


def random_step(game: Game, rng: random.Random) -> None:
    """One random legal action (starting the next deal when none is running)."""
    deal = game.deal
    if deal is None:
        deal = game.start_deal()
    game.apply(rng.choice(deal.legal_actions()))


def play_deals(game: Game, rng: random.Random, deals: int) -> None:
    """Play until ``deals`` more deals are finished or the game is over."""
    target = len(game.rows) + deals
    while not game.finished and len(game.rows) < target:
        random_step(game, rng)
