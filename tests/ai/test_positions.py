"""Set positions where one card is clearly right (issue 3, "Tests")."""

import pytest

from deberts_desktop.ai import make_player
from deberts_desktop.ai.arena import deal_written
from deberts_desktop.engine import Card, Deal, Rules
from deberts_desktop.engine.actions import Play

TWO = Rules(players=2)


def play(deal, *texts):
    for t in texts:
        deal.apply(Play(Card.parse(t)))
    return deal


def choice(level, deal, seed=1):
    seat = deal.current_player
    action = make_player(level, seed).choose(deal.view(seat), deal)
    return str(action.card)


SEARCHERS = ("expert", "master", "cheater")


@pytest.mark.parametrize("level", ("amateur",) + SEARCHERS)
def test_keeps_the_ten_under_an_opponents_ace(level):
    # trump clubs; seat 0 leads the ace of hearts; seat 1 holds the ten and the seven
    deal = Deal.at_first_lead(TWO, 1, [["AH", "8D", "9H"], ["TH", "7H", "KD"]], "C", 0)
    play(deal, "AH")
    assert choice(level, deal) == "7H"


@pytest.mark.parametrize("level", ("amateur",) + SEARCHERS)
def test_trumps_the_ace_with_the_small_trump(level):
    # trump clubs; seat 1 is void in diamonds and must trump the ace: the seven, keeping
    # the jack over the opponent's nine
    deal = Deal.at_first_lead(TWO, 1, [["AD", "9C", "8H"], ["7C", "JC", "KH"]], "C", 0)
    play(deal, "AD")
    assert choice(level, deal) == "7C"


def test_the_position_for_the_last_trick_is_what_the_engine_says():
    # trump spades, declarer 1 on lead: the diamond ace draws the only trump, then the
    # clubs and the last trick come home (made); a club first loses the deal (bait)
    def outcome(first):
        deal = Deal.at_first_lead(TWO, 0, [["7S", "JH", "8C"], ["TC", "9C", "AD"]], "S", 1)
        play(deal, first)
        while deal.phase != "done":
            deal.apply(deal.legal_actions()[0])
        return deal.result.outcome, deal_written(deal)

    assert outcome("AD") == ("made", [13, 20])
    assert outcome("TC")[0] == "bait"


def test_cheater_takes_the_last_trick_to_make_the_deal():
    # with every hand known the only making line is the diamond ace first
    deal = Deal.at_first_lead(TWO, 0, [["7S", "JH", "8C"], ["TC", "9C", "AD"]], "S", 1)
    assert choice("cheater", deal) == "AD"


@pytest.mark.parametrize("level", ("expert", "master"))
def test_declarer_keeps_the_last_trump_for_the_last_trick(level):
    # trump spades, two tricks left, declarer 1 leads: the ace of hearts first, then the
    # seven of trumps takes the last trick (10) whatever seat 0 holds
    deal = Deal.at_first_lead(TWO, 0, [["KH", "8D"], ["7S", "AH"]], "S", 1)
    assert choice(level, deal) == "AH"


def test_partner_gets_the_points_in_pairs():
    # 4 pairs, trump spades: seat 2 (partner of 0) won the trick with the master; seat 0,
    # last to play and out of hearts and trumps, gives the ace of diamonds
    rules = Rules(players=4)
    hands = [["AD", "7C"], ["8H", "9D"], ["AH", "8D"], ["7H", "7S"]]
    deal = Deal.at_first_lead(rules, 0, hands, "S", 1)
    play(deal, "8H", "AH", "7H")
    for level in ("amateur", "expert", "master", "cheater"):
        assert choice(level, deal) == "AD", level
