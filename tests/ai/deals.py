"""Positions the AI tests share (not tests)."""

from __future__ import annotations

import random

from deberts_desktop.engine import Deal, Rules
from deberts_desktop.engine.actions import TAKE, Play


def late_card_choice(rules: Rules, seed: int, cards_left: int):
    """A deal shuffled with ``random.Random(seed)`` (seat 0 deals), the turned card taken by
    the first bidder, then every seat's first legal action until a seat holding at most
    ``cards_left`` cards may play more than one card. Returns ``(deal, view, plays)``: the
    deal there, that seat's view and its legal ``Play`` actions."""
    deal = Deal.shuffled(rules, 0, random.Random(seed))
    deal.apply(TAKE)
    while True:
        view = deal.view(deal.current_player)
        plays = [a for a in view.legal if isinstance(a, Play)]
        if len(view.hand) <= cards_left and len(plays) > 1:
            return deal, view, plays
        deal.apply(view.legal[0])
