"""Rule options of sequences and debertz (RULES.md 7, 11): ``hundred``, ``sequence_rank``,
``sequence_tie``, ``sequences_need_trick``, ``debertz_needs_ace``.

Each position is played out card by card; the expected totals are worked out by hand from
RULES.md (card points of section 2, +10 for the last trick, sequences, bella).
"""

import pytest

from deberts_desktop.engine import Action, Deal, Game, Rules
from deberts_desktop.engine.cards import Rank, Suit


def play(target, *cards):
    """Play the cards in order, each by the player to act (``target``: a Deal or Game)."""
    for c in cards:
        target.apply(Action.parse(f"play {c}"))


# ---------------------------------------------------------------- hundred
# 2 players, trump ♥, seat 0 declares and leads. Seat 0: ♣7 ♣8 ♣9 ♣10 ♣J (a five-card
# run); seat 1: ♠A ♠K ♠9 ♦8 ♦7 (no sequence, no club, no trump).
# Tricks (all to seat 0): 7C/AS 11, 8C/KS 4, 9C/9S 0, TC/8D 10, JC/7D 2, +10 last = 37.


def _five_run(hundred):
    rules = Rules(players=2, hundred=hundred)
    hands = [["7C", "8C", "9C", "TC", "JC"], ["AS", "KS", "9S", "8D", "7D"]]
    d = Deal.at_first_lead(rules, 1, hands, "H", 0)
    play(d, "7C", "AS", "8C", "KS", "9C", "9S", "TC", "8D", "JC", "7D")
    return d.result


@pytest.mark.parametrize("hundred, seq", [("six_plus", 50), ("five_plus", 100), ("off", 50)])
def test_hundred_five_card_run(hundred, seq):
    r = _five_run(hundred)
    assert r.sequences == (seq, 0)
    assert r.totals == (37 + seq, 0)


# One position for hundred = six_plus / five_plus / off crossed with sequence_rank.
# 2 players, trump ♥, dealer 1, seat 0 declares and leads.
# Seat 0: ♣7 ♣8 ♣9 ♣10 ♣J ♣Q (six-card run to the queen) + ♥7.
# Seat 1: ♦10 ♦J ♦Q ♦K ♦A (five-card run to the ace) + ♥J + ♠8.
# Play: 7C JH (seat 1 must trump: 20) · TD 7H (seat 0 must trump: 10) · 8C 8S (0, 0)
# · 9C JD (0, 2) · TC QD (0, 13) · JC KD (0, 6) · QC AD (0, 14, +10 last).
# Seat 0: 10+0+2+13+6+14+10 = 55; seat 1: 20.
SIX_VS_FIVE_PLAY = ("7C", "JH", "TD", "7H", "8C", "8S", "9C", "JD", "TC", "QD", "JC", "KD", "QC", "AD")


def _six_vs_five(**opts):
    rules = Rules(players=2, **opts)
    hands = [["7C", "8C", "9C", "TC", "JC", "QC", "7H"], ["TD", "JD", "QD", "KD", "AD", "JH", "8S"]]
    d = Deal.at_first_lead(rules, 1, hands, "H", 0)
    play(d, *SIX_VS_FIVE_PLAY)
    return d.result


@pytest.mark.parametrize(
    "hundred, rank, winner, seqs, totals, outcome",
    [
        # length_first: 6 cards beat 5 whatever they score.
        ("six_plus", "length_first", 0, (100, 0), (155, 20), "made"),
        ("five_plus", "length_first", 0, (100, 0), (155, 20), "made"),
        # hundred off: "length_first still compares the real lengths" -> seat 0, 50.
        ("off", "length_first", 0, (50, 0), (105, 20), "made"),
        # points_first: 100 > 50 under six_plus.
        ("six_plus", "points_first", 0, (100, 0), (155, 20), "made"),
        # points_first, both score the same: the higher top card (ace) wins.
        ("five_plus", "points_first", 1, (0, 100), (55, 120), "bait"),
        ("off", "points_first", 1, (0, 50), (55, 70), "bait"),
    ],
)
def test_hundred_and_sequence_rank_six_run_against_five_run(hundred, rank, winner, seqs, totals, outcome):
    r = _six_vs_five(hundred=hundred, sequence_rank=rank)
    assert r.card_points == (55 - 10, 20)
    assert r.sequence_winner == winner
    assert r.sequences == seqs
    assert r.totals == totals
    assert r.outcome == outcome


# ---------------------------------------------------------------- sequence_rank
# RULES 7: "Under points_first length is not compared again: a fifty J-Q-K-A beats a
# five-card fifty up to the jack."  2 players, trump ♥, dealer 1, seat 0 leads.
# Seat 0: ♣7 ♣8 ♣9 ♣10 ♣J (five-card fifty to the jack) + ♥7.
# Seat 1: ♦J ♦Q ♦K ♦A (fifty to the ace) + ♥J + ♠8.
# Play: 7C JH (seat 1: 20) · JD 7H (seat 0 must trump: 2) · 8C 8S (0: 0) · 9C QD (0: 3)
# · TC KD (0: 14) · JC AD (0: 13, +10). Seat 0: 2+0+3+14+13+10 = 42; seat 1: 20.


def _fifty_vs_fifty(rank):
    rules = Rules(players=2, sequence_rank=rank)
    hands = [["7C", "8C", "9C", "TC", "JC", "7H"], ["JD", "QD", "KD", "AD", "JH", "8S"]]
    d = Deal.at_first_lead(rules, 1, hands, "H", 0)
    play(d, "7C", "JH", "JD", "7H", "8C", "8S", "9C", "QD", "TC", "KD", "JC", "AD")
    return d.result


def test_sequence_rank_length_first_five_card_fifty_wins():
    r = _fifty_vs_fifty("length_first")
    assert (r.sequence_winner, r.sequences, r.totals, r.outcome) == (0, (50, 0), (92, 20), "made")


def test_sequence_rank_points_first_higher_top_fifty_wins():
    r = _fifty_vs_fifty("points_first")
    assert (r.sequence_winner, r.sequences, r.totals, r.outcome) == (1, (0, 50), (42, 70), "bait")


# ---------------------------------------------------------------- sequence_tie
# 2 players, trump ♠. Seat 0: ♣9 ♣10 ♣J ♠7; seat 1: ♦9 ♦10 ♦J ♠A: two terzes to the
# jack, neither in trumps.
# Seat 0 leads: 9C AS (seat 1 must trump: 11) · 9D 7S (seat 0 must trump: 0)
# · TC TD (0: 20) · JC JD (0: 4, +10 last). Seat 0: 34, seat 1: 11; seat 0 takes the last.
# Seat 1 leads: 9D 7S (seat 0: 0) · 9C AS (1: 11) · TD TC (1: 20) · JD JC (1: 4, +10).
# Seat 0: 0 (one trick), seat 1: 45; seat 1 takes the last.
TIE_HANDS = [["9C", "TC", "JC", "7S"], ["9D", "TD", "JD", "AS"]]
LEAD_0 = ("9C", "AS", "9D", "7S", "TC", "TD", "JC", "JD")
LEAD_1 = ("9D", "7S", "9C", "AS", "TD", "TC", "JD", "JC")


def _tie(tie, dealer, leader):
    rules = Rules(players=2, sequence_tie=tie)
    d = Deal.at_first_lead(rules, dealer, TIE_HANDS, "S", 0, leader=leader)
    play(d, *(LEAD_0 if leader == 0 else LEAD_1))
    return d.result


@pytest.mark.parametrize(
    "dealer, winner, totals",
    [(1, 0, (54, 11)), (0, 1, (34, 31))],  # the seat left of the dealer bids first
)
def test_sequence_tie_by_turn_player_nearer_dealers_left(dealer, winner, totals):
    r = _tie("by_turn", dealer, leader=0)
    assert r.sequence_winner == winner
    assert r.totals == totals


def test_sequence_tie_by_suit_neither_trump_nobody_scores():
    r = _tie("by_suit", 1, leader=0)
    assert r.sequence_winner is None
    assert r.sequences == (0, 0)
    assert r.totals == (34, 11)


@pytest.mark.parametrize("leader, winner, totals", [(0, 0, (54, 11)), (1, 1, (0, 65))])
def test_sequence_tie_by_last_trick_taker_of_last_trick_wins(leader, winner, totals):
    # dealer 1: by_turn would give seat 0; by_last_trick gives the last trick's taker.
    r = _tie("by_last_trick", 1, leader=leader)
    assert r.last_trick == winner
    assert r.sequence_winner == winner
    assert r.totals == totals


def test_sequence_tie_by_turn_ignores_last_trick():
    r = _tie("by_turn", 1, leader=1)
    assert r.sequence_winner == 0
    assert r.totals == (20, 45)


# by_suit with a trump terz. Trump ♦. Seat 0: ♣9 ♣10 ♣J ♦A; seat 1: ♦9 ♦10 ♦J ♣7.
# dealer 1 (seat 0 first). Seat 0 leads: 9C 7C (0: 0) · AD JD (1: 31) · 9D TC (1: 24)
# · TD JC (1: 12, +10). Seat 0: 0 with one trick; seat 1: 77.


def _trump_terz(tie):
    rules = Rules(players=2, sequence_tie=tie)
    d = Deal.at_first_lead(rules, 1, [["9C", "TC", "JC", "AD"], ["9D", "TD", "JD", "7C"]], "D", 0)
    play(d, "9C", "7C", "AD", "JD", "9D", "TC", "TD", "JC")
    return d.result


@pytest.mark.parametrize(
    "tie, winner, totals",
    [("by_turn", 0, (20, 77)), ("by_suit", 1, (0, 97)), ("by_last_trick", 1, (0, 97))],
)
def test_sequence_tie_with_a_trump_terz(tie, winner, totals):
    r = _trump_terz(tie)
    assert r.tricks == (1, 3)
    assert r.sequence_winner == winner
    assert r.totals == totals


# 3 players, trump ♠, dealer 0 (bidding order 1, 2, 0), seat 0 declares and leads.
# Seat 0: ♣9 ♣10 ♣J ♥8; seat 1: ♦9 ♦10 ♦J ♥9; seat 2: ♥A ♥7 ♠8 ♠7.
# 8H 9H 7H (seat 1: 0) · 9D 7S 9C (seat 2 must trump: 0) · AH TC TD (2: 31)
# · 8S JC JD (2: 4, +10). Seat 0: 0, no trick; seat 1: 0, one trick; seat 2: 45.
# Seats 0 and 1 tie (terz to the jack); seat 2 takes the last trick.


def _three_tie(tie):
    rules = Rules(players=3, sequence_tie=tie)
    hands = [["9C", "TC", "JC", "8H"], ["9D", "TD", "JD", "9H"], ["AH", "7H", "8S", "7S"]]
    d = Deal.at_first_lead(rules, 0, hands, "S", 0)
    play(d, "8H", "9H", "7H", "9D", "7S", "9C", "AH", "TC", "TD", "8S", "JC", "JD")
    return d.result


@pytest.mark.parametrize(
    "tie, winner, totals",
    [
        ("by_turn", 1, (0, 20, 45)),  # seat 1 is first in bidding order
        ("by_suit", None, (0, 0, 45)),  # neither terz in trumps: nobody
        ("by_last_trick", None, (0, 0, 45)),  # none of the tied players took the last
    ],
)
def test_sequence_tie_three_players(tie, winner, totals):
    r = _three_tie(tie)
    assert r.tricks == (0, 1, 3)
    assert r.last_trick == 2
    assert r.sequence_winner == winner
    assert r.totals == totals


# 4 pairs, trump ♠, dealer 3, seat 0 declares and leads. Partners 0 and 2 tie (terz to
# the jack in clubs / diamonds), side 1 takes the last trick.
# Seat 0: ♥K ♣9 ♣10 ♣J; seat 1: ♥A ♠7 ♥8 ♥Q; seat 2: ♠8 ♦9 ♦10 ♦J; seat 3: ♥7 ♦7 ♥9 ♠A.
# KH AH 8S 7H (seat 2 trumps: 15) · 9D 7D 9C 7S (seat 1 trumps: 0)
# · 8H TD 9H TC (seat 3: 20) · AS JC QH JD (seat 3: 18, +10).
# Side 0: 15; side 1: 48. "Two partners tied with each other is no contest: their pair
# wins" and scores both partners' sequences: 40.


@pytest.mark.parametrize("tie", ["by_turn", "by_suit", "by_last_trick"])
def test_sequence_tie_partners_tied_pair_wins(tie):
    rules = Rules(players=4, sequence_tie=tie)
    hands = [["KH", "9C", "TC", "JC"], ["AH", "7S", "8H", "QH"], ["8S", "9D", "TD", "JD"], ["7H", "7D", "9H", "AS"]]
    d = Deal.at_first_lead(rules, 3, hands, "S", 0)
    play(d, "KH", "AH", "8S", "7H", "9D", "7D", "9C", "7S", "8H", "TD", "9H", "TC", "AS", "JC", "QH", "JD")
    r = d.result
    assert r.last_trick == 3
    assert r.sequence_winner in (0, 2)
    assert r.sequences == (40, 0)
    assert r.totals == (55, 48)
    assert r.outcome == "made"


# ---------------------------------------------------------------- sequences_need_trick
# 2 players, trump ♥, seat 0 leads. Seat 0: ♣9 ♣10 ♣J ♣Q (fifty); seat 1: ♦7 ♦8 ♦9 ♥7
# (terz). 9C 7H (seat 1 must trump: 0) · 7D TC (1: 10) · 8D JC (1: 2) · 9D QC (1: 3, +10).
# Seat 1 takes every trick: 25. Seat 0's fifty wins the comparison.


@pytest.mark.parametrize(
    "need, seqs, totals, outcome",
    [(True, (0, 0), (0, 25), "bait"), (False, (50, 0), (50, 25), "made")],
)
def test_sequences_need_trick(need, seqs, totals, outcome):
    # on: the winner took no trick, so he scores none "then nobody else gets them either"
    # (seat 1's terz scores nothing). off: the fifty scores 50.
    rules = Rules(players=2, sequences_need_trick=need)
    d = Deal.at_first_lead(rules, 1, [["9C", "TC", "JC", "QC"], ["7D", "8D", "9D", "7H"]], "H", 0)
    play(d, "9C", "7H", "7D", "TC", "8D", "JC", "9D", "QC")
    r = d.result
    assert r.tricks == (0, 4)
    assert r.sequence_winner == 0
    assert (r.sequences, r.totals, r.outcome) == (seqs, totals, outcome)


# ---------------------------------------------------------------- debertz_needs_ace
# 2 players, trump ♥, dealer 1, seat 0 leads. Seat 0: ♥7 … ♥K (seven trumps in a row,
# no ace); seat 1: ♥A ♠A ♦A ♣A ♠K ♦K ♣K.
SEVEN_TO_KING = [["7H", "8H", "9H", "TH", "JH", "QH", "KH"], ["AH", "AS", "AD", "AC", "KS", "KD", "KC"]]


def test_debertz_needs_ace_on_seven_to_king_is_not_debertz():
    rules = Rules(players=2, debertz_needs_ace=True)
    g = Game(rules, dealer=1)
    g.start_deal(Deal.at_first_lead(rules, 1, SEVEN_TO_KING, "H", 0))
    play(g, "JH")
    assert not g.finished
    assert g.deal is not None and g.deal.debertz is None
    # it is a hundred (7 cards in a row) announced as he plays his first card
    announced = g.deal.view(1).announced
    assert [(s, q.suit, q.length, q.top) for s, q in announced] == [(0, Suit.HEARTS, 7, Rank.KING)]


def test_debertz_needs_ace_off_seven_to_king_ends_the_game():
    rules = Rules(players=2, debertz_needs_ace=False)
    g = Game(rules, dealer=1)
    g.start_deal(Deal.at_first_lead(rules, 1, SEVEN_TO_KING, "H", 0))
    play(g, "JH")
    assert g.finished
    assert g.winner == 0
    assert g.scores == (0, 0)
    assert g.rows[-1].outcome == "debertz"


@pytest.mark.parametrize("needs_ace", [True, False])
def test_debertz_eight_to_ace_pairs_held_by_second_player_side_1_wins(needs_ace):
    # 4 pairs, trump ♠, dealer 3, seat 0 leads ♥8. Seat 3 holds ♠8 … ♠A: debertz under
    # both values. It ends the game when seat 3 plays his first card: side 1 wins,
    # nothing is written.
    rules = Rules(players=4, debertz_needs_ace=needs_ace)
    hands = [
        ["7S", "8H", "9H", "TH", "JH", "QH", "KH", "AH"],
        ["7D", "8D", "9D", "TD", "JD", "QD", "KD", "AD"],
        ["7C", "8C", "9C", "TC", "JC", "QC", "KC", "AC"],
        ["8S", "9S", "TS", "JS", "QS", "KS", "AS", "7H"],
    ]
    g = Game(rules, dealer=3)
    g.start_deal(Deal.at_first_lead(rules, 3, hands, "S", 0))
    play(g, "8H", "7D", "7C")
    assert not g.finished
    play(g, "7H")
    assert g.finished
    assert g.winner == 1
    assert g.scores == (0, 0)


# 4 pairs, trump ♠, dealer 0 (order 1, 2, 3, 0), seat 0 declares and leads. Seats 0 and 1
# (opponents) tie with terzes to the jack; seat 2, partner of seat 0, takes the last.
# Seat 0: ♣9 ♣10 ♣J; seat 1: ♦9 ♦10 ♦J; seat 2: ♠7 ♥A ♥K; seat 3: ♠A ♥8 ♥7.
# 9C 9D 7S AS (seat 3: 11) · 8H TC TD AH (seat 2: 31) · KH 7H JC JD (seat 2: 8, +10).
# Side 0: 49, side 1: 11.


@pytest.mark.parametrize(
    "tie, winner, totals",
    [
        ("by_turn", 1, (49, 31)),  # seat 1 bids first
        ("by_suit", None, (49, 11)),
        ("by_last_trick", 0, (69, 11)),  # "the tied player whose side takes the last trick"
    ],
)
def test_sequence_tie_pairs_partner_of_tied_player_takes_last_trick(tie, winner, totals):
    rules = Rules(players=4, sequence_tie=tie)
    hands = [["9C", "TC", "JC"], ["9D", "TD", "JD"], ["7S", "AH", "KH"], ["AS", "8H", "7H"]]
    d = Deal.at_first_lead(rules, 0, hands, "S", 0, leader=0)
    play(d, "9C", "9D", "7S", "AS", "8H", "TC", "TD", "AH", "KH", "7H", "JC", "JD")
    r = d.result
    assert r.last_trick == 2
    assert r.sequence_winner == winner
    assert r.totals == totals


# "Under points_first length is not compared again": a five-card fifty to the ace and a
# four-card fifty to the ace are equal (50, ace) and go to the tie rule.
# 2 players, trump ♥, seat 0 declares and leads. Seat 0: ♣10 ♣J ♣Q ♣K ♣A ♥7;
# seat 1: ♦J ♦Q ♦K ♦A ♥J ♠8.
# TC JH (seat 1 must trump: 30) · JD 7H (seat 0 must trump: 2) · JC 8S (0: 2)
# · QC QD (0: 6) · KC KD (0: 8) · AC AD (0: 22, +10). Seat 0: 50, seat 1: 30.


@pytest.mark.parametrize(
    "rank, dealer, winner, totals",
    [
        ("length_first", 0, 0, (100, 30)),  # five cards beat four
        ("length_first", 1, 0, (100, 30)),
        ("points_first", 0, 1, (50, 80)),  # tie, by_turn: seat 1 bids first (dealer 0)
        ("points_first", 1, 0, (100, 30)),  # tie, by_turn: seat 0 bids first (dealer 1)
    ],
)
def test_sequence_rank_points_first_equal_fifties_go_to_the_tie_rule(rank, dealer, winner, totals):
    rules = Rules(players=2, sequence_rank=rank)
    hands = [["TC", "JC", "QC", "KC", "AC", "7H"], ["JD", "QD", "KD", "AD", "JH", "8S"]]
    d = Deal.at_first_lead(rules, dealer, hands, "H", 0, leader=0)
    play(d, "TC", "JH", "JD", "7H", "JC", "8S", "QC", "QD", "KC", "KD", "AC", "AD")
    r = d.result
    assert r.sequence_winner == winner
    assert r.totals == totals
