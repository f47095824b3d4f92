"""The double-dummy solver is exact."""

import random

import pytest

from deberts_desktop.ai.solver import Solver, split_value
from deberts_desktop.engine import Deal, Rules
from deberts_desktop.engine.cards import CARDS

def brute(deal, side):
    """Card points (+10 for the last trick) ``side`` takes from here, by plain minimax."""
    if deal.phase == "done":
        return 0
    rules = deal.rules
    seat = deal.current_player
    vals = []
    for a in deal.legal_actions():
        d = deal.copy()
        before = [d.won_points[s] for s in range(rules.players)]
        tricks = len(d.tricks)
        d.apply(a)
        gain = 0
        if len(d.tricks) > tricks:
            w = d.tricks[-1][2]
            if rules.side_of(w) == side:
                gain = d.won_points[w] - before[w] + (10 if d.phase == "done" else 0)
        vals.append(gain + brute(d, side))
    return max(vals) if rules.side_of(seat) == side else min(vals)


@pytest.mark.parametrize("players,mode,size", [(2, "pairs", 4), (3, "pairs", 3), (4, "pairs", 3), (4, "individual", 2)])
def test_solver_matches_plain_minimax(players, mode, size):
    rules = Rules(players=players, mode=mode)
    rng = random.Random(players * 10 + size)
    for i in range(12):
        cards = rng.sample(range(32), players * size)
        hands = [[CARDS[c] for c in cards[k * size:(k + 1) * size]] for k in range(players)]
        deal = Deal.at_first_lead(rules, 0, hands, rng.randrange(4), rng.randrange(players))
        pos = deal.play_state()
        side = rules.side_of(rng.randrange(players))
        points, _ = split_value(Solver(pos, side).value(pos))
        assert points == brute(deal, side)


def test_move_values_give_the_best_card():
    rules = Rules(players=2)
    deal = Deal.at_first_lead(rules, 0, [["7S", "JH", "8C"], ["TC", "9C", "AD"]], "S", 1)
    pos = deal.play_state()
    values = Solver(pos, 1).move_values(pos)
    points = {str(CARDS[c]): split_value(v)[0] for c, v in values.items()}
    # the ace of diamonds draws the trump: 10 + 10 (last trick) for the declarer
    assert points == {"AD": 20, "TC": 10, "9C": 0}
