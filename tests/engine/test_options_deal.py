"""Rule options of dealing, bidding and the time before the first lead (RULES.md 4–6, 11):
``players``/``mode`` (hand and stock sizes), ``four_player_deal``, ``turned_card_to``,
``show_stock_bottom``, ``all_pass``, ``seven_swap``, ``low_hand_redeal`` /
``low_hand_limit``, ``first_lead``.

Hands are worked out by hand from RULES.md 4 ("Packets always go in seat order starting
left of the dealer, a whole packet per player") for a deck given top card first.
"""

import pytest

from deberts_desktop.engine import (
    BEFORE_LEAD,
    BIDDING_2,
    DONE,
    Action,
    Deal,
    Game,
    IllegalActionError,
    Rules,
)
from deberts_desktop.engine.actions import DECLINE, REDEAL, SWAP
from deberts_desktop.engine.cards import Rank, Suit

# The pack in suit order ♠ ♥ ♦ ♣, each 7 8 9 10 J Q K A: position i is card i.
NATURAL = [r + s for s in "SHDC" for r in "789TJQKA"]


def act(target, text, seat=None):
    return target.apply(Action.parse(text), seat)


def legal(deal, seat=None):
    """What ``seat`` may do now: the legal actions of the player to act (an explicit
    decline left out); for another seat before the first lead, the swap or claim a record
    may give it out of turn (RULES.md 6: in any order)."""
    if seat is None or seat == deal.current_player:
        return {str(a) for a in deal.legal_actions(seat) if a != DECLINE}
    return {str(a) for a in (SWAP, REDEAL) if deal.is_legal(a, seat)}


def hand(deal, seat):
    return {str(c) for c in deal.hand(seat)}


def cards(text):
    return set(text.split())


def deck_with(positions):
    """NATURAL with some positions replaced ({position: card}); the replaced cards are
    written where the new ones came from."""
    deck = list(NATURAL)
    for pos, card in positions.items():
        old = deck.index(card)
        deck[old], deck[pos] = deck[pos], card
    return deck


# ---------------------------------------------------------------- players / mode
# 2 players, dealer 1 (order 0, 1), NATURAL deck: 3 each: 0 ← 7S 8S 9S, 1 ← TS JS QS;
# 3 more: 0 ← KS AS 7H, 1 ← 8H 9H TH; turned card JH (13th card). After bidding 3 each:
# 0 ← QH KH AH, 1 ← 7D 8D 9D; the stock is the other 13 cards, ♣A at the bottom.


def test_players_2_deal_from_deck():
    d = Deal.from_deck(Rules(players=2), 1, NATURAL)
    assert hand(d, 0) == cards("7S 8S 9S KS AS 7H")
    assert hand(d, 1) == cards("TS JS QS 8H 9H TH")
    assert str(d.turned) == "JH"
    act(d, "pass")
    act(d, "take")  # seat 1 takes: trump ♥
    assert hand(d, 0) == cards("7S 8S 9S KS AS 7H QH KH AH")
    assert hand(d, 1) == cards("TS JS QS 8H 9H TH 7D 8D 9D")
    assert [str(c) for c in d.stock] == "TD JD QD KD AD 7C 8C 9C TC JC QC KC AC".split()


# 3 players, dealer 2 (order 0, 1, 2): 0 ← 7S 8S 9S, 1 ← TS JS QS, 2 ← KS AS 7H;
# 0 ← 8H 9H TH, 1 ← JH QH KH, 2 ← AH 7D 8D; turned 9D (19th card). Completion:
# 0 ← TD JD QD, 1 ← KD AD 7C, 2 ← 8C 9C TC; stock ♣J ♣Q ♣K ♣A (4 cards).


def test_players_3_deal_from_deck():
    d = Deal.from_deck(Rules(players=3), 2, NATURAL)
    assert str(d.turned) == "9D"
    act(d, "take")  # seat 0 takes: trump ♦
    assert hand(d, 0) == cards("7S 8S 9S 8H 9H TH TD JD QD")
    assert hand(d, 1) == cards("TS JS QS JH QH KH KD AD 7C")
    assert hand(d, 2) == cards("KS AS 7H AH 7D 8D 8C 9C TC")
    assert [str(c) for c in d.stock] == ["JC", "QC", "KC", "AC"]


def _one_trick(mode):
    # 4 players, trump ♠, dealer 3, seat 0 declares and leads ♥7; ♥8, ♥A, ♥10 follow.
    # Seat 2 takes 0+0+11+10 = 21, +10 for the last trick = 31.
    rules = Rules(players=4, mode=mode)
    g = Game(rules, dealer=3)
    g.start_deal(Deal.at_first_lead(rules, 3, [["7H"], ["8H"], ["AH"], ["TH"]], "S", 0))
    for c in ("7H", "8H", "AH", "TH"):
        act(g, f"play {c}")
    return g


def test_mode_pairs_partner_points_count_for_the_declarer():
    # pairs: side 0 = seats 0+2 has 31, side 1 none: made; side 1 took no trick: ski
    # −100 (4 pairs).
    g = _one_trick("pairs")
    row = g.rows[0]
    assert row.totals == (31, 0)
    assert row.outcome == "made"
    assert row.written == (31, -100)


def test_mode_individual_declarer_must_beat_each_opponent():
    # individual: seat 2 (31) beats the declarer (0): bait; seat 2 writes 31 + 0; seats
    # 0, 1 and 3 took no trick: ski −50 each (4 individual).
    g = _one_trick("individual")
    row = g.rows[0]
    assert row.totals == (0, 0, 31, 0)
    assert row.outcome == "bait"
    assert row.written == (-50, -50, 31, -50)
    assert g.baits == (1, 0, 0, 0)


# ---------------------------------------------------------------- four_player_deal /
# turned_card_to. 4 players, dealer 0 (order 1, 2, 3, 0), NATURAL deck.
# four_four: 2 each: 1 ← 7S 8S, 2 ← 9S TS, 3 ← JS QS, 0 ← KS AS; 2 more: 1 ← 7H 8H,
# 2 ← 9H TH, 3 ← JH QH, 0 ← KH AH; 17th card ♦7 turned. Seat 1 takes.
#   to declarer (seat 1 gets 3): 1 ← 8D 9D TD, 2 ← JD QD KD AD, 3 ← 7C 8C 9C TC,
#   0 ← JC QC KC AC.
#   to dealer (seat 0 gets 3): 1 ← 8D 9D TD JD, 2 ← QD KD AD 7C, 3 ← 8C 9C TC JC,
#   0 ← QC KC AC.
# five_three: 3 each: 1 ← 7S 8S 9S, 2 ← TS JS QS, 3 ← KS AS 7H, 0 ← 8H 9H TH; 2 each:
# 1 ← JH QH, 2 ← KH AH, 3 ← 7D 8D, 0 ← 9D TD; 21st card ♦J turned. Seat 1 takes:
#   to declarer (seat 1 gets 2): 1 ← QD KD, 2 ← AD 7C 8C, 3 ← 9C TC JC, 0 ← QC KC AC.


def test_four_player_deal_four_four_turned_card_to_declarer():
    rules = Rules(players=4, four_player_deal="four_four", turned_card_to="declarer")
    d = Deal.from_deck(rules, 0, NATURAL)
    assert str(d.turned) == "7D"
    assert hand(d, 1) == cards("7S 8S 7H 8H")
    assert hand(d, 0) == cards("KS AS KH AH")
    act(d, "take")
    assert d.turned_holder == 1
    assert hand(d, 1) == cards("7S 8S 7H 8H 7D 8D 9D TD")
    assert hand(d, 2) == cards("9S TS 9H TH JD QD KD AD")
    assert hand(d, 3) == cards("JS QS JH QH 7C 8C 9C TC")
    assert hand(d, 0) == cards("KS AS KH AH JC QC KC AC")
    assert d.view(3).turned_holder == 1  # "Everyone knows who holds the turned card."


def test_four_player_deal_four_four_turned_card_to_dealer():
    rules = Rules(players=4, four_player_deal="four_four", turned_card_to="dealer")
    d = Deal.from_deck(rules, 0, NATURAL)
    act(d, "take")
    assert d.turned_holder == 0
    assert hand(d, 1) == cards("7S 8S 7H 8H 8D 9D TD JD")
    assert hand(d, 2) == cards("9S TS 9H TH QD KD AD 7C")
    assert hand(d, 3) == cards("JS QS JH QH 8C 9C TC JC")
    assert hand(d, 0) == cards("KS AS KH AH QC KC AC 7D")
    assert d.view(2).turned_holder == 0


def test_four_player_deal_five_three():
    rules = Rules(players=4, four_player_deal="five_three")
    d = Deal.from_deck(rules, 0, NATURAL)
    assert str(d.turned) == "JD"
    assert hand(d, 1) == cards("7S 8S 9S JH QH")
    assert hand(d, 2) == cards("TS JS QS KH AH")
    assert hand(d, 3) == cards("KS AS 7H 7D 8D")
    assert hand(d, 0) == cards("8H 9H TH 9D TD")
    act(d, "take")
    assert d.turned_holder == 1
    assert hand(d, 1) == cards("7S 8S 9S JH QH JD QD KD")
    assert hand(d, 2) == cards("TS JS QS KH AH AD 7C 8C")
    assert hand(d, 3) == cards("KS AS 7H 7D 8D 9C TC JC")
    assert hand(d, 0) == cards("8H 9H TH 9D TD QC KC AC")


# ---------------------------------------------------------------- show_stock_bottom


@pytest.mark.parametrize("players, dealer, bid", [(2, 1, ["pass", "take"]), (3, 2, ["take"])])
@pytest.mark.parametrize("show", [True, False])
def test_show_stock_bottom(players, dealer, bid, show):
    # The stock's bottom card is ♣A in both (see above); it is shown after bidding.
    d = Deal.from_deck(Rules(players=players, show_stock_bottom=show), dealer, NATURAL)
    for b in bid:
        act(d, b)
    expected = "AC" if show else None
    for seat in range(players):
        got = d.view(seat).stock_bottom
        assert (None if got is None else str(got)) == expected


def test_show_stock_bottom_4_players_have_no_stock():
    d = Deal.from_deck(Rules(players=4, show_stock_bottom=True), 0, NATURAL)
    act(d, "take")
    assert d.view(0).stock_bottom is None


# ---------------------------------------------------------------- all_pass
# 2 players, dealer 1, NATURAL (turned ♥J): seat 0 and 1 pass in round 1, seat 0 passes
# in round 2; the dealer (seat 1) is to speak.


def _round_two_dealer_to_speak(all_pass, dealer=1):
    rules = Rules(players=2, all_pass=all_pass)
    d = Deal.from_deck(rules, dealer, NATURAL)
    act(d, "pass")
    act(d, "pass")
    assert d.phase == BIDDING_2
    act(d, "pass")
    assert d.current_player == dealer
    return d


def test_all_pass_redeal_deal_thrown_in():
    d = _round_two_dealer_to_speak("redeal")
    assert legal(d) == {"name S", "name D", "name C", "pass"}
    act(d, "pass")
    assert d.phase == DONE
    assert d.result.thrown_in
    assert d.result.outcome is None


def test_all_pass_redeal_in_a_game_scores_nothing_next_dealer_left():
    rules = Rules(players=2)
    g = Game(rules, dealer=0)
    g.start_deal(Deal.from_deck(rules, 0, NATURAL))
    for _ in range(4):
        act(g, "pass")
    assert g.deal is None
    assert g.scores == (0, 0)
    assert g.rows[0].outcome is None
    assert g.next_dealer == 1


def test_all_pass_dealer_must_name_dealer_cannot_pass():
    d = _round_two_dealer_to_speak("dealer_must_name")
    assert legal(d) == {"name S", "name D", "name C"}
    with pytest.raises(IllegalActionError):
        act(d, "pass")
    act(d, "name D")
    assert d.declarer == 1
    assert d.trump == Suit.DIAMONDS


def test_all_pass_dealer_must_name_others_may_still_pass():
    rules = Rules(players=2, all_pass="dealer_must_name")
    d = Deal.from_deck(rules, 1, NATURAL)
    act(d, "pass")
    act(d, "pass")
    assert legal(d) == {"name S", "name D", "name C", "pass"}  # seat 0 is not the dealer


# ---------------------------------------------------------------- seven_swap
# 2 players, dealer 1, NATURAL: turned ♥J; seat 0 holds ♥7 (its first packet ends 7H).


def _two_player_trump_hearts(swap, taker):
    d = Deal.from_deck(Rules(players=2, seven_swap=swap), 1, NATURAL)
    if taker == 0:
        act(d, "take")
    else:
        act(d, "pass")
        act(d, "take")
    assert d.phase == BEFORE_LEAD
    return d


@pytest.mark.parametrize(
    "swap, taker, allowed",
    [
        ("any_player", 1, True),  # the opponent of the declarer may swap
        ("declarer_only", 1, False),
        ("off", 1, False),
        ("any_player", 0, True),
        ("declarer_only", 0, True),  # seat 0 is now the declarer
        ("off", 0, False),
    ],
)
def test_seven_swap_who_may_swap(swap, taker, allowed):
    d = _two_player_trump_hearts(swap, taker)
    assert ("swap" in legal(d, 0)) is allowed
    # seat 0 is asked first (before the leader) exactly when it may swap; as the leader
    # it is the player to act anyway
    assert (d.current_player == 0) is (allowed or taker == 0)
    if not allowed:
        with pytest.raises(IllegalActionError):
            act(d, "swap", 0)


def test_seven_swap_two_players_seven_lies_on_the_table_and_counts_for_sequences():
    # Seat 1 declares. Seat 0 swaps ♥7 for ♥J: hand 7S 8S 9S KS AS JH QH KH AH, the ♥7 on
    # the table. "The swap happens before sequences are announced, so the new card
    # counts": seat 0 announces the fifty J-Q-K-A of hearts (without the swap his best
    # would be the terz Q-K-A).
    d = _two_player_trump_hearts("any_player", 1)
    act(d, "swap", 0)
    assert hand(d, 0) == cards("7S 8S 9S KS AS JH QH KH AH")
    assert str(d.view(1).seven_on_table) == "7H"
    assert "7H" not in hand(d, 1)
    assert "swap" not in legal(d, 0)  # once
    act(d, "play 7D")  # seat 1 (declarer) leads a diamond; seat 0 has none and trumps
    act(d, "play JH", 0)
    announced = {s: (q.suit, q.length, q.top) for s, q in d.view(1).announced}
    assert announced[0] == (Suit.HEARTS, 4, Rank.ACE)


def test_seven_swap_not_when_the_turned_card_is_the_seven():
    # NATURAL with ♥7 and ♥J exchanged: the turned card (13th) is ♥7 itself, seat 0
    # holds ♥J. Seat 1 takes hearts: nobody may swap.
    deck = deck_with({12: "7H"})
    d = Deal.from_deck(Rules(players=2), 1, deck)
    assert str(d.turned) == "7H"
    act(d, "pass")
    act(d, "take")
    assert "swap" not in legal(d, 0) and "swap" not in legal(d, 1)


def test_seven_swap_not_after_naming_in_round_two():
    # Both pass round 1; seat 0 names spades and holds ♠7: trump is not the turned
    # card's suit, so no swap.
    d = Deal.from_deck(Rules(players=2), 1, NATURAL)
    for b in ("pass", "pass", "name S"):
        act(d, b)
    assert d.phase == BEFORE_LEAD and "7S" in hand(d, 0)
    assert "swap" not in legal(d, 0)
    with pytest.raises(IllegalActionError):
        act(d, "swap", 0)


# 4 players, dealer 0. Deck A = NATURAL with ♦K as the 17th card (turned) and ♦7 at
# position 23: four_four, seat 1 takes ♦:
#   to declarer: 1 ← KD + 8D 9D TD; 2 ← JD QD 7D AD; seat 2 holds the ♦7.
#   to dealer:   0 ← KD + QC KC AC; 1 ← 8D 9D TD JD; 2 ← QD 7D AD 7C; seat 2 holds ♦7.
DECK_A = deck_with({16: "KD", 22: "7D"})
# Deck B: positions 16–23 = KD 7D 9D TD JD QD 8D AD.
#   to declarer: seat 1 ← KD + 7D 9D TD (holds both cards: no swap possible).
#   to dealer:   seat 1 ← 7D 9D TD JD, seat 0 ← KD + QC KC AC.
DECK_B = NATURAL[:16] + ["KD", "7D", "9D", "TD", "JD", "QD", "8D", "AD"] + NATURAL[24:]


def _four(deck, swap="any_player", to="declarer"):
    rules = Rules(players=4, seven_swap=swap, turned_card_to=to)
    d = Deal.from_deck(rules, 0, deck)
    act(d, "take")  # seat 1
    return d


def test_seven_swap_four_players_trade_with_the_turned_cards_holder():
    d = _four(DECK_A)
    assert hand(d, 2) == cards("9S TS 9H TH JD QD 7D AD")
    assert hand(d, 1) == cards("7S 8S 7H 8H KD 8D 9D TD")
    assert legal(d, 2) == {"swap"}
    act(d, "swap", 2)
    assert hand(d, 2) == cards("9S TS 9H TH JD QD KD AD")
    assert hand(d, 1) == cards("7S 8S 7H 8H 7D 8D 9D TD")
    assert d.seven_on_table is None


def test_seven_swap_four_players_trade_with_the_dealer():
    d = _four(DECK_A, to="dealer")
    assert "KD" in hand(d, 0) and "7D" in hand(d, 2)
    act(d, "swap", 2)
    assert "7D" in hand(d, 0) and "KD" not in hand(d, 0)
    assert "KD" in hand(d, 2) and "7D" not in hand(d, 2)


def test_seven_swap_declarer_only_four_players_refuses_other_holder():
    d = _four(DECK_A, swap="declarer_only")
    assert "swap" not in legal(d, 2)
    with pytest.raises(IllegalActionError):
        act(d, "swap", 2)


def test_seven_swap_declarer_only_four_players_declarer_trades_with_dealer():
    d = _four(DECK_B, swap="declarer_only", to="dealer")
    assert hand(d, 1) == cards("7S 8S 7H 8H 7D 9D TD JD")
    assert hand(d, 0) == cards("KS AS KH AH QC KC AC KD")
    assert "swap" in legal(d, 1)
    act(d, "swap", 1)
    assert hand(d, 1) == cards("7S 8S 7H 8H KD 9D TD JD")
    assert hand(d, 0) == cards("KS AS KH AH QC KC AC 7D")


def test_seven_swap_four_players_needs_two_different_players():
    # Deck B, turned card to the declarer: seat 1 holds both ♦7 and ♦K.
    d = _four(DECK_B)
    assert {"7D", "KD"} <= hand(d, 1)
    assert all("swap" not in legal(d, s) for s in range(4))


def test_seven_swap_four_players_turned_seven():
    # NATURAL: the 17th card is ♦7 itself.
    d = _four(NATURAL)
    assert str(d.turned) == "7D"
    assert all("swap" not in legal(d, s) for s in range(4))


# ---------------------------------------------------------------- low-hand redeal
# 4 individual, dealer 0, turned ♦A; seat 1 takes (trump ♦, gets the ♦A and 3 more).
# Final hands: seat 2: 7S 8S 10S QS 7H 8H 7C 8C = 10 + 3 = 13 points;
# seat 3: 9S JS 9H 10H JH 9C 7D 8D = 2 + 10 + 2 = 14 points (♦7 ♦8: trumps worth 0);
# seat 3 also holds the trump 7 (may swap under any_player).
LOW_HANDS = [["QD", "KD", "TC", "JC"], ["KS", "AS", "KH", "AH"], ["7S", "8S", "7H", "8H"], ["9S", "JS", "9H", "9C"]]
LOW_COMPLETION = [["QC", "KC", "AC", "QH"], ["9D", "TD", "JD"], ["TS", "QS", "7C", "8C"], ["TH", "JH", "7D", "8D"]]


def _low(**opts):
    rules = Rules(players=4, **{"mode": "individual", **opts})
    d = Deal.from_hands(rules, 0, LOW_HANDS, "AD", LOW_COMPLETION)
    act(d, "take")
    assert d.phase == BEFORE_LEAD
    return d


def test_low_hand_redeal_on_limit_13():
    d = _low()
    assert legal(d, 2) == {"redeal"}  # 13 points: "13 card points or less"
    assert legal(d, 3) == {"swap"}  # 14 points: no redeal
    act(d, "redeal", 2)
    assert d.phase == DONE
    assert d.result.thrown_in
    assert d.result.thrown_in_reason == "low_hand"


def test_low_hand_limit_14_lets_the_14_point_hand_claim():
    d = _low(low_hand_limit=14)
    assert legal(d, 3) == {"swap", "redeal"}


def test_low_hand_limit_12_refuses_the_13_point_hand():
    d = _low(low_hand_limit=12)
    assert legal(d, 2) == set()
    with pytest.raises(IllegalActionError):
        act(d, "redeal", 2)


def test_low_hand_redeal_off_refuses():
    d = _low(low_hand_redeal=False)
    assert legal(d, 2) == set()
    with pytest.raises(IllegalActionError):
        act(d, "redeal", 2)


def test_low_hand_redeal_refused_in_pairs():
    d = _low(mode="pairs")
    assert legal(d, 2) == set()
    with pytest.raises(IllegalActionError):
        act(d, "redeal", 2)


@pytest.mark.parametrize("players, dealer, bids", [(2, 1, ["pass", "take"]), (3, 2, ["take"])])
def test_low_hand_redeal_refused_with_2_and_3_players(players, dealer, bids):
    # "Outside 4 individual ... a redeal claim is refused", whatever the hand.
    d = Deal.from_deck(Rules(players=players), dealer, NATURAL)
    for b in bids:
        act(d, b)
    for seat in range(players):
        assert "redeal" not in legal(d, seat)
        with pytest.raises(IllegalActionError):
            act(d, "redeal", seat)


def test_low_hand_redeal_in_a_game_next_dealer_left_even_previous_winner():
    rules = Rules(players=4, mode="individual", dealer_rotation="previous_winner")
    g = Game(rules, dealer=0)
    g.start_deal(Deal.from_hands(rules, 0, LOW_HANDS, "AD", LOW_COMPLETION))
    act(g, "take")
    act(g, "redeal", 2)
    assert g.deal is None
    assert g.rows[0].outcome is None
    assert g.scores == (0, 0, 0, 0)
    assert g.next_dealer == 1


# ---------------------------------------------------------------- first_lead
# 3 players, dealer 2 (order 0, 1, 2), NATURAL: seat 0 passes, seat 1 takes.


@pytest.mark.parametrize("first_lead, leader", [("declarer", 1), ("left_of_dealer", 0)])
def test_first_lead(first_lead, leader):
    d = Deal.from_deck(Rules(players=3, first_lead=first_lead), 2, NATURAL)
    act(d, "pass")
    act(d, "take")
    assert d.declarer == 1
    assert d.leader == leader
    assert d.current_player == 2  # seat 2 holds the trump seven: asked first
    d.apply(DECLINE)
    assert d.current_player == leader
    assert {a for a in legal(d, leader) if a.startswith("play")} == {f"play {c}" for c in hand(d, leader)}
    other = 1 - leader  # the other of seats 0 and 1 may not play yet
    assert not any(a.startswith("play") for a in legal(d, other))


@pytest.mark.parametrize("first_lead, leader", [("declarer", 2), ("left_of_dealer", 1)])
def test_first_lead_at_first_lead_default_leader(first_lead, leader):
    rules = Rules(players=3, first_lead=first_lead)
    d = Deal.at_first_lead(rules, 0, [["7S"], ["8S"], ["9S"]], "H", 2)
    assert d.current_player == leader


def test_seven_swap_three_players_seven_on_the_table():
    # 3 players, dealer 2, NATURAL: turned ♦9, seat 2 holds ♦7 (first packets above).
    # Seat 0 takes ♦; seat 2 swaps: he gets ♦9, the ♦7 lies face up on the table.
    d = Deal.from_deck(Rules(players=3), 2, NATURAL)
    act(d, "take")
    assert legal(d, 2) == {"swap"}
    assert d.current_player == 2  # asked before the leader (seat 0)
    act(d, "swap", 2)
    assert hand(d, 2) == cards("KS AS 7H AH 9D 8D 8C 9C TC")
    assert str(d.view(0).seven_on_table) == "7D"
    assert all("7D" not in hand(d, s) for s in range(3))
    assert (2, d.turned) in d.view(0).known_cards  # the swapped-in card is public


# A swap that completes debertz ("held when play starts (a seven swap can complete it)").
# 2 players, dealer 1, turned ♥K. Seat 0: ♥7 ♥8 ♥9 ♥10 ♥J ♥Q, then ♥A ♠A ♦A.
# Seat 1: ♠7 ♠8 ♠9 ♦7 ♦8 ♦9, then ♣7 ♣8 ♣9. Seat 0 takes hearts.
SWAP_DEBERTZ = dict(
    hands=[["7H", "8H", "9H", "TH", "JH", "QH"], ["7S", "8S", "9S", "7D", "8D", "9D"]],
    turned="KH",
    completion=[["AH", "AS", "AD"], ["7C", "8C", "9C"]],
    stock=["TS", "JS", "QS", "KS", "TD", "JD", "QD", "KD", "TC", "JC", "QC", "KC", "AC"],
)


@pytest.mark.parametrize("swap", ["any_player", "declarer_only"])
def test_seven_swap_completes_debertz(swap):
    # After the swap seat 0 holds ♥8 … ♥A: debertz when he plays his first card.
    rules = Rules(players=2, seven_swap=swap)
    g = Game(rules, dealer=1)
    g.start_deal(Deal.from_hands(rules, 1, **SWAP_DEBERTZ))
    act(g, "take")
    act(g, "swap", 0)
    act(g, "play JH")
    assert g.finished
    assert g.winner == 0
    assert g.scores == (0, 0)


def test_seven_swap_off_no_debertz():
    # Without the swap seat 0 holds ♥7 … ♥Q and ♥A: not seven in a row up to the ace.
    rules = Rules(players=2, seven_swap="off")
    g = Game(rules, dealer=1)
    g.start_deal(Deal.from_hands(rules, 1, **SWAP_DEBERTZ))
    act(g, "take")
    with pytest.raises(IllegalActionError):
        act(g, "swap", 0)
    act(g, "play JH")
    assert not g.finished
    assert g.deal is not None and g.deal.debertz is None


def test_low_hand_counts_trump_values():
    # Same cards, but everyone passes round 1 and seat 1 names spades in round 2: seat 3's
    # ♠9 ♠J now count as trumps (14 + 20) -> 46 points: no redeal even with limit 14;
    # seat 2 (♠10 ♠Q: 10 + 3 as trumps) still has 13.
    rules = Rules(players=4, mode="individual", low_hand_limit=14)
    d = Deal.from_hands(rules, 0, LOW_HANDS, "AD", LOW_COMPLETION)
    for b in ("pass", "pass", "pass", "pass", "name S"):
        act(d, b)
    assert d.phase == BEFORE_LEAD
    assert legal(d, 3) == set()  # no redeal, and no swap after a round-2 naming
    assert legal(d, 2) == {"redeal"}


def test_four_player_deal_five_three_turned_card_to_dealer():
    # five_three, NATURAL, dealer 0, turned ♦J; seat 1 takes, the dealer (seat 0) receives
    # the ♦J and 2 more: 1 ← QD KD AD, 2 ← 7C 8C 9C, 3 ← TC JC QC, 0 ← KC AC.
    rules = Rules(players=4, four_player_deal="five_three", turned_card_to="dealer")
    d = Deal.from_deck(rules, 0, NATURAL)
    act(d, "take")
    assert d.turned_holder == 0
    assert hand(d, 1) == cards("7S 8S 9S JH QH QD KD AD")
    assert hand(d, 2) == cards("TS JS QS KH AH 7C 8C 9C")
    assert hand(d, 3) == cards("KS AS 7H 7D 8D TC JC QC")
    assert hand(d, 0) == cards("8H 9H TH 9D TD KC AC JD")


def test_seven_swap_ends_with_the_first_card():
    # 2 players, NATURAL, seat 1 declares and leads; once he has played, seat 0 (♥7) may
    # no longer swap: "the first card ends that time".
    d = _two_player_trump_hearts("any_player", 1)
    act(d, "play 7D", 1)  # the leader's card, the asked seat's decline implied
    assert "swap" not in legal(d, 0)
    with pytest.raises(IllegalActionError):
        act(d, "swap", 0)


@pytest.mark.parametrize(
    "opts",
    [dict(players=5), dict(players=1), dict(players=2, target=400), dict(players=4, mode="trios")],
)
def test_players_mode_target_refuse_other_values(opts):
    from deberts_desktop.engine import RulesError

    with pytest.raises(RulesError):
        Rules(**opts)
