"""The deal editor's model: each kind of bad set-up refused with its code, valid ones played
to the end and written as ordinary records."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from deberts_desktop.engine import Card, Rules, Suit, game_record, read_record, replay, replay_report
from deberts_desktop.engine.actions import Action
from deberts_desktop.engine.deal import BEFORE_LEAD, BIDDING_1, PLAY
from deberts_desktop.engine.setup import FIRST_LEAD, DealSetup, SetupError, parse_cards

C = Card.parse
H = Suit.HEARTS

#: RULES.md 12 B: seat 0 after completion, then seat 1
B0 = "JH 9H AH KH QH AS KS QS 7D"
B1 = "TS JS 9S 8S AD TD KD AC TC"


def example_b(**kw) -> DealSetup:
    s = DealSetup(Rules(players=2), dealer=1, start=FIRST_LEAD, trump=H, declarer=0, **kw)
    return s.with_hand_text(0, B0).with_hand_text(1, B1)


def codes(setup: DealSetup, fill: bool = True) -> list[tuple[str, dict]]:
    return [(p.code, p.params) for p in setup.problems(fill)]


def refused(setup: DealSetup, seed=1) -> SetupError:
    with pytest.raises(SetupError) as e:
        setup.build(seed=seed)
    return e.value


def test_typed_cards_and_a_word_that_is_not_a_card():
    assert parse_cards(" js 10H,♦q\tAC ") == [C("JS"), C("TH"), C("QD"), C("AC")]
    with pytest.raises(SetupError) as e:
        DealSetup().with_hand_text(0, "JS 6H AH")
    assert (e.value.code, e.value.params) == ("bad_card_text", {"value": "6H"})


def test_wrong_card_count_for_a_seat():
    s = DealSetup(Rules(players=2)).with_hand_text(0, "7S 8S 9S TS JS QS KS")
    assert codes(s) == [("wrong_card_count", {"seat": 0, "count": 7, "expected": 6})]
    assert refused(s).code == "wrong_card_count"
    short = example_b().with_hand_text(1, "TS JS")
    assert codes(short, fill=False) == [("wrong_card_count", {"seat": 1, "count": 2, "expected": 9})]
    assert codes(short) == []  # filled at random


def test_a_card_twice():
    s = DealSetup(Rules(players=3)).with_hand_text(0, "JS 9S").with_hand_text(2, "AH JS")
    assert codes(s) == [("card_twice", {"card": C("JS"), "seats": (0, 2)})]
    assert str(s.problems()[0]) == "JS is given twice: to seat 0 and seat 2"
    # during bidding the turned card cannot be in a hand either
    s = DealSetup(Rules(players=2), hands=(("AH",),), turned=C("AH"))
    assert codes(s) == [("card_twice", {"card": C("AH"), "seats": (0, None)})]
    # moving a card never makes a duplicate
    moved = s.place("AH", 1)
    assert moved.hands[0] == () and moved.hands[1] == (C("AH"),) and moved.turned is None


def test_turned_card_that_does_not_fit_the_hands():
    # 2-3 players: the turned card stays on the table (RULES.md 4), so no hand holds it
    s = example_b(turned=C("KH"))
    assert codes(s) == [("turned_in_hand", {"card": C("KH"), "seat": 0})]
    # 4 players: it goes to the declarer (turned_card_to), not to seat 2
    rules = Rules(players=4)
    s = DealSetup(rules, dealer=0, start=FIRST_LEAD, trump=H, declarer=1, turned=C("AH")).with_hand_text(2, "AH")
    assert codes(s) == [("turned_not_with_receiver", {"card": C("AH"), "seat": 1})]
    assert refused(s).code == "turned_not_with_receiver"
    # to the dealer under turned_card_to = dealer: then seat 0 (the dealer) is right
    ok = DealSetup(rules.replace(turned_card_to="dealer"), dealer=0, start=FIRST_LEAD, trump=H, declarer=1,
                   turned=C("AH")).with_hand_text(0, "AH")
    assert codes(ok) == []
    assert C("AH") in ok.build(seed=3).game().deal.hand(0)


def test_a_trump_the_bidding_could_not_have_produced():
    # round 1: trump is the turned card's suit
    assert codes(example_b(turned=C("8D"), bid_round=1)) == [
        ("round1_not_turned_suit", {"suit": H, "card": C("8D")})]
    # round 2: the declarer cannot name the turned card's suit
    assert codes(example_b(turned=C("7H"), bid_round=2)) == [("round2_turned_suit", {"suit": H})]
    # 3 players, every heart in a hand: no card left on the table to have turned up in round 1
    s = DealSetup(Rules(players=3), dealer=2, start=FIRST_LEAD, trump=H, declarer=0, bid_round=1)
    s = s.with_hand_text(0, "7H 8H 9H TH JH QH KH AH 7S").with_hand_text(1, "8S 9S TS JS QS KS AS 7D 8D")
    s = s.with_hand_text(2, "9D TD JD QD KD AD 7C 8C 9C")
    assert codes(s) == []  # what the table holds is known only when the turned card is chosen
    e = refused(s)
    assert (e.code, e.params) == ("no_turned_card", {"seat": None, "suit": H, "round": 1})
    # the same hands with trump named in round 2: a club or spade on the table was turned
    record = replace(s, bid_round=None).build().record
    assert record.deals[0].turned == C("TC") and record.deals[0].actions == ["0 pass", "1 pass", "2 pass", "0 name H"]
    # a first lead needs its trump and declarer
    bare = DealSetup(Rules(players=2), start=FIRST_LEAD)
    assert [c for c, _ in codes(bare)] == ["needs_trump", "needs_declarer"]


def test_a_declarer_who_holds_no_trump_cannot_have_received_a_turned_trump_in_round_1():
    rules = Rules(players=4)
    s = DealSetup(rules, dealer=3, start=FIRST_LEAD, trump=Suit.CLUBS, declarer=0, bid_round=1)
    s = s.with_hand_text(0, "7S 8S 9S TS 7H 8H 9H TH")
    e = refused(s, seed=4)
    assert (e.code, e.params) == ("no_turned_card", {"seat": 0, "suit": Suit.CLUBS, "round": 1})


def test_bad_seats():
    s = DealSetup(Rules(players=3), dealer=3, start=FIRST_LEAD, trump=H, declarer=5)
    assert codes(s) == [("bad_seat", {"what": "dealer", "seat": 3, "players": 3}),
                        ("bad_seat", {"what": "declarer", "seat": 5, "players": 3})]


def test_example_b_set_up_at_its_first_lead_is_the_rules_example_and_plays_to_its_result():
    """RULES.md 12 B typed into the editor with its turned ♥10: the record is the example's
    own deal (hands, completion, stock in card order) with "0 take", and the play gives
    207 and 21."""
    result = example_b(turned=C("TH")).build()
    assert result.saveable and result.not_saveable is None
    deal = result.record.deals[0]
    assert [list(map(str, h)) for h in deal.hands] == [B0.split()[:6], B1.split()[:6]]
    assert [list(map(str, c)) for c in deal.completion] == [B0.split()[6:], B1.split()[6:]]
    assert " ".join(map(str, deal.stock)) == "7S 7H 8H 8D 9D JD QD 7C 8C 9C JC QC KC"
    assert deal.actions == ["0 take"]
    game = result.game(names=["You", "Boris"])
    d = game.deal
    assert d.phase == BEFORE_LEAD and d.current_player == 0 and d.trump == H and d.declarer == 0
    for a, b in zip("JH 9H AH KH QH AS KS QS 7D".split(), "8S 9S JS KD TS TC TD AC AD".split()):
        first = d.current_player
        game.apply(Action.parse(f"play {a if first == 0 else b}"))
        game.apply(Action.parse(f"play {b if first == 0 else a}"))
    assert d.result.totals == (207, 21) and d.result.outcome == "made"
    # saved and read back, the record replays to the same result
    saved = read_record(game_record(game).to_json())
    assert replay_report(replay(saved)) == replay_report(game)


def test_a_chosen_turned_card_lets_nobody_swap():
    """Without a turned card the trump seven, when no hand holds it, is chosen: no swap is
    then possible, and play starts at once with the declarer's lead."""
    result = example_b().build()
    assert result.record.deals[0].turned == C("7H")
    d = result.game().deal
    assert d.current_player == 0
    assert [str(a) for a in d.legal_actions()] == ["play " + c for c in "QS KS AS 9H JH QH KH AH 7D".split()]


def test_four_players_set_up_at_the_first_lead_with_the_rest_at_random_play_out_and_replay():
    rules = Rules(players=4)
    s = DealSetup(rules, dealer=1, start=FIRST_LEAD, trump=Suit.SPADES, declarer=3).with_hand_text(0, "JS 9S AS")
    r1, r2 = s.build(seed=9), s.build(seed=9)
    assert r1.record.to_dict() == r2.record.to_dict()  # seeded
    game = r1.game()
    d = game.deal
    assert {C("JS"), C("9S"), C("AS")} <= set(d.hand(0))
    assert d.trump == Suit.SPADES and d.declarer == 3 and d.turned_holder == 3
    rng = random.Random(2)
    while game.deal is d:
        game.apply(rng.choice(d.legal_actions()))
    assert d.result is not None
    assert replay_report(replay(read_record(game_record(game).to_json()))) == replay_report(game)


def test_bidding_start_keeps_the_hands_given_and_deals_the_rest():
    s = DealSetup(Rules(players=3), dealer=0, turned=C("JC")).with_hand_text(1, "7H 8H 9H TH JH QH")
    r = s.build(seed=5)
    game = r.game()
    d = game.deal
    assert d.phase == BIDDING_1 and d.current_player == 1 and d.turned == C("JC")
    assert sorted(d.hand(1)) == sorted(parse_cards("7H 8H 9H TH JH QH"))
    assert r.record.deals[0].dealer == 0 and len(r.record.deals[0].deck) == 32
    assert s.build(seed=5).record.to_dict() == r.record.to_dict() != s.build(seed=6).record.to_dict()


def test_what_a_record_cannot_hold_is_playable_but_not_saveable():
    # an ending of one card each (the one-home test's position): seat 0's ace takes 11 + 10
    end = DealSetup(Rules(players=2), dealer=1, start=FIRST_LEAD, trump=H, declarer=0, cards_each=1)
    end = end.with_hand_text(0, "AS").with_hand_text(1, "7S")
    r = end.build(fill=False)
    assert not r.saveable and r.not_saveable.code == "partial_hands" and r.not_saveable.params == {"count": 1, "full": 9}
    game = r.game()
    game.apply(Action.parse("play AS"))
    game.apply(Action.parse("play 7S"))
    assert game.rows[0].written == (21, -50)  # made; seat 1 took no trick: the 2-player ski penalty
    # a leader the rules would not give
    r = example_b(leader=1).build()
    assert r.not_saveable.code == "leader_not_by_rules" and r.not_saveable.params == {"leader": 1, "expected": 0}
    assert r.game().deal.current_player == 1 and r.game().deal.phase == PLAY
