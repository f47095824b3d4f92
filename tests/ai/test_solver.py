"""The search position agrees with the engine; the double-dummy solver is exact."""

import random

import pytest

from deberts_desktop.ai.position import position_from_deal
from deberts_desktop.ai.solver import Solver, split_value
from deberts_desktop.engine import Deal, Rules
from deberts_desktop.engine.actions import TAKE
from deberts_desktop.engine.cards import CARDS

OPTIONS = [
    Rules(players=2),
    Rules(players=3, overtrump="on_trump_lead"),
    Rules(players=4),
    Rules(players=4, overtrump="always", undertrump="optional", partner_exemption=True),
    Rules(players=4, mode="individual", undertrump="optional", overtrump="always"),
    Rules(players=3, overtrump="always", undertrump="optional"),
]


@pytest.mark.parametrize("rules", OPTIONS, ids=lambda r: str(r.to_dict()))
def test_legal_cards_and_points_agree_with_the_engine(rules):
    rng = random.Random(5)
    for i in range(25):
        deal = Deal.shuffled(rules, i % rules.players, rng)
        deal.apply(TAKE)
        pos = None
        while deal.phase != "done":
            seat = deal.current_player
            if deal.phase == "play" or pos is None:
                pos = position_from_deal(deal)
            assert pos.legal_mask() == deal.legal_mask(seat)
            card = rng.choice([a for a in deal.legal_actions(seat) if hasattr(a, "card")]).card
            deal.apply(deal.legal_actions(seat)[[getattr(a, "card", None) for a in deal.legal_actions(seat)].index(card)], seat)
            pos.play(card)
            if deal.phase == "done":
                break
        if deal.result.outcome in ("made", "bait", "hanging"):
            assert pos.done
            from deberts_desktop.ai.arena import deal_written

            assert pos.written() == deal_written(deal)


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
        pos = position_from_deal(deal)
        side = rules.side_of(rng.randrange(players))
        points, _ = split_value(Solver(pos, side).value(pos))
        assert points == brute(deal, side)


def test_move_values_give_the_best_card():
    rules = Rules(players=2)
    deal = Deal.at_first_lead(rules, 0, [["7S", "JH", "8C"], ["TC", "9C", "AD"]], "S", 1)
    pos = position_from_deal(deal)
    values = Solver(pos, 1).move_values(pos)
    points = {str(CARDS[c]): split_value(v)[0] for c, v in values.items()}
    # the ace of diamonds draws the trump: 10 + 10 (last trick) for the declarer
    assert points == {"AD": 20, "TC": 10, "9C": 0}
