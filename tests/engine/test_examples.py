"""The worked examples of RULES.md section 12 (default options), A to H.

Expected numbers are RULES.md's own; A and B are also whole records in ``cases/``.
"""

import pytest

from deberts_desktop.engine import Card, Deal, Rules, replay
from deberts_desktop.engine.events import TrickWon
from deberts_desktop.engine.record import parse_record
from deberts_desktop.engine.scoring import game_winner, write_deal

EXAMPLE_A = {
    "format": "deberts-record",
    "version": 1,
    "rules": {"players": 2},
    "deals": [
        {
            "dealer": 1,
            # seat 0: JD 9D 8D TC QC JC AH TH AS after completion; seat 1: 7D AD TD KD AC KC 9H 8H 7S
            "hands": [["JD", "9D", "TC", "QC", "AH", "AS"], ["7D", "AD", "AC", "9H", "8H", "7S"]],
            "turned": "QD",
            "completion": [["8D", "JC", "TH"], ["TD", "KD", "KC"]],
            "stock": ["8S", "9S", "TS", "JS", "QS", "KS", "7H", "JH", "QH", "KH", "7C", "8C", "9C"],
            "actions": [
                "0 pass", "1 take", "1 swap",
                "1 play AD", "0 play JD",  # seat 0 takes 31
                "0 play AH", "1 play 8H",  # 11
                "0 play TH", "1 play 9H",  # 10
                "0 play QC", "1 play AC",  # seat 1 takes 14
                "1 play KD", "0 play 9D",  # bella; seat 0 takes 18
                "0 play AS", "1 play 7S",  # 11
                "0 play TC", "1 play KC",  # 14
                "0 play JC", "1 play QD",  # seat 1 must trump: 5
                "1 play TD", "0 play 8D",  # 10 + last trick
            ],
        }
    ],
}


def test_example_a_seven_swap_and_bait():
    game = replay(parse_record(EXAMPLE_A))
    deal = game.entries[0].deal
    res = deal.result
    assert deal.seven_on_table == Card.parse("7D")
    assert res.sequence_winner == 1  # trump terz Q-K-A beats clubs terz 10-J-Q
    assert res.sequences == (0, 20)
    assert res.bella == (0, 20)
    assert res.card_points == (95, 29)
    assert sum(res.card_points) == 124  # "The cards in play were worth 124"
    assert res.totals == (95, 79)  # 29 + 10 + 20 + 20 = 79
    assert res.outcome == "bait"
    row = game.rows[0]
    assert row.written == (174, 0)
    assert row.baits == (0, 1)


def test_example_b_made():
    hands = [["JH", "9H", "AH", "KH", "QH", "AS"], ["TS", "JS", "9S", "8S", "AD", "TD"]]
    deal = Deal.from_hands(
        Rules(players=2), 1, hands, "TH", [["KS", "QS", "7D"], ["KD", "AC", "TC"]],
        ["7S", "7H", "8H", "8D", "9D", "JD", "QD", "7C", "8C", "9C", "JC", "QC", "KC"],
    )
    deal.apply_text("0 take")
    plays0 = "JH 9H AH KH QH AS KS QS 7D".split()
    plays1 = "8S 9S JS KD TS TC TD AC AD".split()
    for a, b in zip(plays0, plays1):
        deal.apply_text(f"{deal.current_player} play {a if deal.current_player == 0 else b}")
        deal.apply_text(f"{deal.current_player} play {b if deal.current_player == 1 else a}")
    res = deal.result
    assert res.sequence_winner == 0
    assert res.sequences == (70, 0)  # fifty J-Q-K-A of trumps + terz Q-K-A of spades
    assert res.bella == (20, 0)
    assert res.totals == (207, 21)  # 117 + 70 + 20; 11 + 10
    assert res.last_trick == 1
    assert res.outcome == "made"


@pytest.mark.parametrize(
    "totals, written, outcome, pot, baits",
    [
        ((92, 70), (92, 70), "made", 0, (0, 0)),
        ((70, 92), (0, 162), "bait", 0, (1, 0)),
        ((81, 81), (0, 81), "hanging", 81, (0, 0)),
    ],
)
def test_example_c_outcomes_from_totals(totals, written, outcome, pot, baits):
    # declarer is side 0
    row = write_deal(Rules(players=2), 1, totals, 0, (5, 4), (), (0, 0), (0, 0))
    assert (row.outcome, row.written, row.pot, row.baits) == (outcome, written, pot, baits)


def test_example_d_pot_goes_to_next_winner():
    rules = Rules(players=2)
    first = write_deal(rules, 1, (81, 81), 0, (5, 4), (), (0, 0), (0, 0))  # A = side 0 declares
    assert first.written == (0, 81) and first.pot == 81
    pots, baits, scores = first.pots, first.baits, first.scores
    b_makes = write_deal(rules, 0, (60, 95), 1, (4, 5), pots, baits, scores)
    assert b_makes.written == (60, 176) and b_makes.pot == 0
    a_makes = write_deal(rules, 0, (100, 50), 0, (5, 4), pots, baits, scores)
    assert a_makes.written == (181, 50)
    b_baited = write_deal(rules, 0, (100, 60), 1, (5, 4), pots, baits, scores)
    assert b_baited.written == (241, 0)
    assert b_baited.pot_released == (81, 0)


@pytest.mark.parametrize(
    "declarer, totals, written, outcome, pot",
    [
        (0, (80, 60, 40), (80, 60, 40), "made", 0),
        (0, (60, 70, 32), (0, 130, 32), "bait", 0),
        (0, (70, 70, 22), (0, 70, 22), "hanging", 70),
        (0, (70, 69, 23), (70, 69, 23), "made", 0),
        (2, (61, 61, 41), (82, 81, 0), "bait", 0),  # leaders share 41: seat 0 nearest the dealer's left
    ],
)
def test_example_e_three_players(declarer, totals, written, outcome, pot):
    row = write_deal(Rules(players=3), 2, totals, declarer, (3, 3, 3), (), (0, 0, 0), (0, 0, 0))
    assert (row.outcome, row.written, row.pot) == (outcome, written, pot)


def _legal(rules, hands, trump, led):
    """Seat 0 leads; the played cards are ``led`` in order; returns the next seat's legal cards."""
    deal = Deal.at_first_lead(rules, 3, hands, trump, 0, leader=0)
    for card in led:
        deal.apply_text(f"{deal.current_player} play {card}")
    return {str(a.card) for a in deal.legal_actions()}


FOUR = Rules(players=4, mode="individual")


def test_example_f_legal_cards():
    filler = [["7C", "8C", "9C"], ["TC", "JC", "QC"]]
    # Led ♦K, hand ♦7 ♠J ♣A -> ♦7
    assert _legal(FOUR, [["KD", "8D", "9D"], ["7D", "JS", "AC"]] + filler, "S", ["KD"]) == {"7D"}
    # Led ♦K, hand ♠7 ♠J ♣A -> ♠7 or ♠J
    assert _legal(FOUR, [["KD", "8D", "9D"], ["7S", "JS", "AC"]] + filler, "S", ["KD"]) == {"7S", "JS"}
    # Led ♦K then ♠9, hand ♠7 ♠J ♣A -> ♠7 or ♠J (always: ♠J)
    hands = [["KD", "8D", "9D"], ["9S", "8H", "9H"], ["7S", "JS", "AC"], ["TC", "JC", "QC"]]
    assert _legal(FOUR, hands, "S", ["KD", "9S"]) == {"7S", "JS"}
    assert _legal(FOUR.replace(overtrump="always"), hands, "S", ["KD", "9S"]) == {"JS"}
    # Led ♠8, hand ♠A ♠7 ♦10 -> ♠A or ♠7 (on_trump_lead: ♠A)
    hands = [["8S", "8D", "9D"], ["AS", "7S", "TD"]] + filler
    assert _legal(FOUR, hands, "S", ["8S"]) == {"AS", "7S"}
    assert _legal(FOUR.replace(overtrump="on_trump_lead"), hands, "S", ["8S"]) == {"AS"}
    # Led ♥Q, hand ♦A ♣9 -> either
    hands = [["QH", "8D"], ["AD", "9C"], ["7C", "8C"], ["TC", "JC"]]
    assert _legal(FOUR, hands, "S", ["QH"]) == {"AD", "9C"}


@pytest.mark.parametrize(
    "trump, cards, winner, points",
    [
        ("C", ["QH", "AH", "7C", "TH"], 2, 24),
        ("C", ["9H", "TH", "AD", "8H"], 1, 21),
        ("S", ["AS", "9S", "JS", "TS"], 2, 55),
    ],
)
def test_example_g_trick_winners(trump, cards, winner, points):
    deal = Deal.at_first_lead(FOUR, 3, [[c] for c in cards], trump, 0, leader=0)
    events = []
    for seat, card in enumerate(cards):
        events += deal.apply_text(f"{seat} play {card}")
    won = [e for e in events if isinstance(e, TrickWon)]
    assert len(won) == 1
    assert (won[0].seat, won[0].points) == (winner, points)


def test_example_h_end_of_game():
    assert game_winner((480 + 30, 470 + 20), 501) == (True, 0)
    assert game_winner((480 + 30, 470 + 40), 501) == (False, None)  # both 510: one more deal
    assert game_winner((520, 505), 501) == (True, 0)
    assert game_winner((500, 300), 501) == (False, None)
