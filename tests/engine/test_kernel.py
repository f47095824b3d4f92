"""The rule kernel's pieces: the play state's push and pop, one player to act, a deal's
copy, ``why_illegal``, the dealing events, the score sheet's itemised penalties.

Expected values are worked out by hand from RULES.md (sections cited)."""

import random

import pytest

from deberts_desktop.engine import DECLINE, Deal, Game, IllegalActionError, Rules
from deberts_desktop.engine import events as ev
from deberts_desktop.engine.actions import PLAYS, REDEAL, SWAP, TAKE, Action, Play
from deberts_desktop.engine.cards import Card
from deberts_desktop.engine.deal import BEFORE_LEAD, PLAY
from deberts_desktop.engine.scoring import ScoreSheet
from deberts_desktop.engine.state import PlayState

MODES = [Rules(players=2), Rules(players=3), Rules(players=4), Rules(players=4, mode="individual"),
         Rules(players=4, overtrump="always", undertrump="optional", partner_exemption=True)]
NATURAL = [r + s for s in "SHDC" for r in "789TJQKA"]


def at_first_lead(rules, dealer: int, rng):
    """A deal shuffled by ``rng`` whose first bidder takes (the others decline the seven
    swap), at its first lead, and its play state there: ``(deal, state)``."""
    deal = Deal.shuffled(rules, dealer, rng)
    deal.apply(TAKE)
    while deal.phase == BEFORE_LEAD and deal.current_player != deal.leader:
        deal.apply(DECLINE)
    return deal, deal.play_state()


def snapshot(obj) -> str:
    """Every attribute of a deal or play state, as text (a PlayState through its repr)."""
    if isinstance(obj, PlayState):
        return repr(obj) + repr(obj.win_str) + repr(obj.win_seat) + repr(obj.trick_seats) + repr(obj.left)
    return repr(sorted((k, snapshot(v) if isinstance(v, PlayState) else repr(v)) for k, v in vars(obj).items()))


# ---------------------------------------------------------------- the play state
@pytest.mark.parametrize("rules", MODES, ids=lambda r: r.mode_key + str(len(r.to_dict())))
def test_push_and_pop_undo_exactly_and_agree_with_the_deal(rules):
    """A state fed the deal's cards keeps the deal's legal cards, points, tricks and
    totals; popping every card back restores each earlier state exactly."""
    rng = random.Random(rules.players)
    for i in range(6):
        deal, state = at_first_lead(rules, i % rules.players, rng)
        history = []
        while not deal.is_done:
            seat = deal.current_player
            assert state.turn == seat and state.legal_mask() == deal.legal_mask(seat)
            card = rng.choice(deal.legal_actions()).card
            history.append(snapshot(state))
            deal.apply(PLAYS[card])
            state.push(int(card))
            if deal.debertz is not None:
                break
        if deal.result.outcome in ("made", "bait", "hanging"):
            assert state.done and tuple(state.points) == deal.result.card_points
            assert state.totals() == deal.result.breakdown
        for before in reversed(history):
            state.pop()
            assert snapshot(state) == before
        with pytest.raises(IndexError):
            state.pop()


# ---------------------------------------------------------------- one player to act
# 4 individual, dealer 0 (bidding order 1, 2, 3, 0), turned ♦A, seat 1 takes and leads.
# Seat 2: 7S 8S TS QS 7H 8H 7C 8C = 13 points (may claim a redeal); seat 3 holds the ♦7
# (may swap, 14 points); seat 0: QD KD TC JC QC KC AC QH = 3+4+10+2+3+4+11+3 = 40.
LOW_HANDS = [["QD", "KD", "TC", "JC"], ["KS", "AS", "KH", "AH"], ["7S", "8S", "7H", "8H"], ["9S", "JS", "9H", "9C"]]
LOW_COMPLETION = [["QC", "KC", "AC", "QH"], ["9D", "TD", "JD"], ["TS", "QS", "7C", "8C"], ["TH", "JH", "7D", "8D"]]


def low_deal():
    d = Deal.from_hands(Rules(players=4, mode="individual"), 0, LOW_HANDS, "AD", LOW_COMPLETION)
    d.apply(TAKE)
    return d


def test_before_the_first_lead_seats_are_asked_in_bidding_order_the_leader_last():
    d = low_deal()
    assert d.phase == BEFORE_LEAD and d.leader == 1
    assert d.current_player == 2 and set(d.legal_actions()) == {REDEAL, DECLINE}
    d.apply(DECLINE)
    assert d.current_player == 3 and set(d.legal_actions()) == {SWAP, DECLINE}
    d.apply(SWAP)  # seat 3 trades the ♦7 for the ♦A with seat 1
    # the swap gives the seats still eligible another turn: seat 2 (13 points) again;
    # seat 3 now holds the ♦A (14 + 11 = 25 points) and has swapped: not asked
    assert d.current_player == 2 and set(d.legal_actions()) == {REDEAL, DECLINE}
    d.apply(DECLINE)
    assert d.current_player == 1
    assert DECLINE not in d.legal_actions() and PLAYS[Card.parse("AS")] in d.legal_actions()
    d.apply(Play(Card.parse("AS")))
    assert d.phase == PLAY


def test_a_decline_is_only_for_the_seat_asked():
    d = low_deal()
    assert d.why_illegal(DECLINE, 3).code == "not_your_turn"  # seat 2 is asked first
    with pytest.raises(IllegalActionError):
        d.apply(DECLINE, 1)  # the leader plays; it does not decline
    d.apply(DECLINE)
    d.apply(DECLINE)
    assert d.current_player == 1 and d.why_illegal(DECLINE).code == "not_your_turn"


def test_a_record_may_swap_or_claim_in_any_order_and_declines_are_not_written():
    """RULES.md 6: the swap and the claims come in any order; a record holds no decline."""
    rules = Rules(players=4, mode="individual")
    g = Game(rules, dealer=0)
    g.start_deal(Deal.from_hands(rules, 0, LOW_HANDS, "AD", LOW_COMPLETION))
    g.apply(TAKE)
    g.apply(DECLINE)  # seat 2 declines
    g.apply(SWAP, 3)
    g.apply(DECLINE)  # seat 2 asked again, declines again
    g.apply(Play(Card.parse("AS")))
    from deberts_desktop.engine.record import game_record, read_record, replay

    rec = game_record(g)
    assert rec.deals[0].actions == ["1 take", "3 swap", "1 play AS"]
    again = replay(read_record(rec.to_json()))
    assert again.deal.hands == g.deal.hands and again.deal.current_player == 2
    # the same swap first in the record, before seat 2 was asked: accepted all the same
    d = low_deal()
    d.apply(SWAP, 3)
    assert d.current_player == 2


# ---------------------------------------------------------------- copy, why_illegal, opening
@pytest.mark.parametrize("rules", MODES[:4], ids=lambda r: r.mode_key)
def test_a_copy_played_on_never_changes_its_original(rules):
    rng = random.Random(11)
    for seed in range(3):
        d = Deal.shuffled(rules, seed % rules.players, seed)
        while not d.is_done:
            before = snapshot(d)
            c = d.copy()
            while not c.is_done:
                c.apply(rng.choice(c.legal_actions()))
            assert snapshot(d) == before, d.phase
            d.apply(rng.choice(d.legal_actions()))


def test_why_illegal_names_the_reason_without_changing_the_deal():
    # RULES.md 12 F: trump ♠, ♦K led, hand ♦7 ♠J ♣A: must follow diamonds
    d = Deal.at_first_lead(Rules(players=2), 1, [["KD", "8H"], ["7D", "JS"]], "S", 0)
    d.apply(Play(Card.parse("KD")))
    before = snapshot(d)
    why = d.why_illegal(Play(Card.parse("JS")))
    assert why.code == "must_follow" and int(why.params["suit"]) == 2
    assert d.why_illegal(Play(Card.parse("7D"))) is None
    assert snapshot(d) == before
    with pytest.raises(IllegalActionError) as e:
        d.apply(Play(Card.parse("JS")))
    assert (e.value.code, e.value.params) == (why.code, why.params)


def test_the_first_deal_is_events_in_dealing_order():
    """RULES.md 4, 2 players, dealer 1: 3 to seat 0, 3 to seat 1, 3 more each, then the
    turned card (the pack's 13th card)."""
    d = Deal.from_deck(Rules(players=2), 1, NATURAL)
    got = [(e.seat, " ".join(map(str, e.cards))) if isinstance(e, ev.CardsDealt) else str(e.card) for e in d.opening]
    assert got == [(0, "7S 8S 9S"), (1, "TS JS QS"), (0, "KS AS 7H"), (1, "8H 9H TH"), "JH"]
    d4 = Deal.from_deck(Rules(players=4), 0, NATURAL)  # 2 + 2 to each, the 17th card turned
    assert [len(e.cards) for e in d4.opening[:-1]] == [2] * 8 and str(d4.opening[-1].card) == "7D"


def test_the_plays_events_are_named_by_the_events_module_and_keep_their_behaviour():
    """The play's events live in ``engine.play_events`` (imported when first used, issue 21)
    and are the events module's names too; every event is of the bidding's or of the play's
    (the table checks ``BIDDING_EVENTS`` first); frozen, compared by value, pickled as before."""
    import dataclasses
    import pickle
    import sys

    from deberts_desktop.engine import play_events

    play = [getattr(ev, name) for name in ev.PLAY_EVENTS]
    assert play == [getattr(play_events, name) for name in ev.PLAY_EVENTS]
    assert set(ev.PLAY_EVENTS) <= set(dir(ev)) and "CardsDealt" in dir(ev)
    named = {c for c in ev.Event.__subclasses__() if vars(sys.modules[c.__module__]).get(c.__name__) is c}
    assert named == set(ev.BIDDING_EVENTS) | set(play)  # (slots=True leaves the class it replaced behind)
    won = ev.TrickWon(1, (Card.parse("AS"), Card.parse("7S")), 11, last=True)
    assert pickle.loads(pickle.dumps(won)) == won == ev.TrickWon(1, (Card.parse("AS"), Card.parse("7S")), 11, True)
    assert repr(won) == "TrickWon(seat=1, cards=(Card('AS'), Card('7S')), points=11, last=True)"
    with pytest.raises(dataclasses.FrozenInstanceError):
        won.points = 21


def test_a_deals_result_a_seats_view_and_a_game_context_are_named_by_their_old_modules():
    """``DealResult``, ``SeatView`` and ``GameContext`` live in modules of their own (imported
    when first used, issue 21) and are the deal's, the game's and the engine's names too; a view pickles
    (the computers' worker gets it so). 2 players, dealer 1, the natural pack: seat 0 holds
    7S 8S 9S KS AS 7H (RULES.md 4), the turned card JH."""
    import pickle

    from deberts_desktop import engine
    from deberts_desktop.engine import deal as deal_module
    from deberts_desktop.engine.deal_result import DealResult
    from deberts_desktop.engine.seat_view import SeatView

    from deberts_desktop.engine import game as game_module
    from deberts_desktop.engine.game_context import GameContext

    assert deal_module.DealResult is engine.DealResult is DealResult
    assert deal_module.SeatView is engine.SeatView is SeatView
    assert game_module.GameContext is engine.GameContext is GameContext
    assert {"DealResult", "SeatView", "Deal"} <= set(dir(deal_module)) and "GameContext" in dir(game_module)
    view = Deal.from_deck(Rules(players=2), 1, NATURAL).view(0)
    assert isinstance(view, SeatView) and pickle.loads(pickle.dumps(view)) == view
    assert " ".join(map(str, view.hand)) == "7S 8S 9S KS AS 7H" and str(view.turned) == "JH"


# ---------------------------------------------------------------- the score sheet
def test_the_sheet_itemises_a_third_bait_and_a_ski_in_one_row():
    """RULES.md 9, 2 players: the declarer's third bait (−100) in a deal where it took no
    trick (ski, −50); the opponent writes both totals."""
    sheet = ScoreSheet(Rules(players=2, target=1001), first_dealer=1)
    for _ in range(2):
        sheet.add_played(declarer=0, totals=(60, 100), side_tricks=(3, 6))
    row = sheet.add_played(declarer=0, totals=(20, 142), side_tricks=(0, 9))
    assert row.outcome == "bait" and row.baits == (3, 0)
    assert row.bait_penalty == (-100, 0) and row.ski_penalty == (-50, 0) and row.penalties == (-150, 0)
    assert row.written == (-150, 162)
    assert sheet.scores == (-150, 160 * 2 + 162)


def test_the_sheet_plays_one_more_deal_on_a_shared_top_score():
    # RULES.md 12 H: 480 + 30 and 470 + 40 -> both 510: one more deal
    sheet = ScoreSheet(Rules(players=2, target=501), first_dealer=0)
    sheet.scores = (480, 470)
    sheet.add_played(declarer=0, totals=(30, 40), side_tricks=(1, 1))  # bait: 0 / 70
    assert sheet.scores == (480, 540) and sheet.finished and sheet.winner == 1
    tie = ScoreSheet(Rules(players=2, target=501), first_dealer=0)
    tie.scores = (480, 470)
    tie.add_played(declarer=1, totals=(30, 40), side_tricks=(1, 1))  # made: 30 / 40
    assert tie.scores == (510, 510) and not tie.finished and tie.extra_deal


# ---------------------------------------------------------------- card sets, the legal view, first leader
def test_a_card_set_is_a_hand_mask_with_set_operations():
    from deberts_desktop.engine.cards import CardSet

    hand = CardSet.parse("AH 9S JS")  # 9S = 2, JS = 4, AH = 8 + 7 = 15
    assert hand.mask == (1 << 2) | (1 << 4) | (1 << 15) and int(hand) == hand.mask
    assert [str(c) for c in hand] == ["9S", "JS", "AH"] and len(hand) == 3 and hand.cards() == list(hand)
    assert Card.parse("JS") in hand and 15 in hand and Card.parse("AS") not in hand and 40 not in hand
    spades = CardSet(0xFF)
    assert hand & spades == CardSet.parse("9S JS") and hand - spades == CardSet.parse("AH")
    assert hand | CardSet.parse("7C") == CardSet.parse("9S JS AH 7C") and hand ^ spades == CardSet(0xFF ^ 0b10100 | 1 << 15)
    assert len(~hand) == 29 and not (~hand & hand) and CardSet.parse("JS") <= hand <= CardSet.of(range(16))
    assert CardSet.of(hand) == hand and hash(CardSet.of(hand)) == hash(hand) and hand == hand.mask
    assert str(hand) == "9S JS AH" and repr(CardSet()) == "CardSet('')" and not CardSet()
    with pytest.raises(ValueError):
        CardSet(1 << 32)
    with pytest.raises(ValueError):
        CardSet.parse("AS 6H")


def test_the_unseen_pool_leaves_out_the_hand_the_known_hands_and_the_turned_card():
    from deberts_desktop.engine.dealing import unseen_cards

    hand = (1 << 0) | (1 << 5)
    assert unseen_cards(hand, 31) == [c for c in range(1, 31) if c != 5]
    assert unseen_cards(hand, 31, known=[1 << 1, 0xFFFF0000]) == [2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]


@pytest.mark.parametrize("rules", MODES, ids=lambda r: r.mode_key + str(len(r.to_dict())))
def test_the_legal_view_answers_as_the_legal_actions(rules):
    """At every decision of random deals: membership, length and order of ``deal.legal``
    are those of ``legal_actions()`` (every action there is, asked of both)."""
    from deberts_desktop.engine.actions import NAMES, PASS

    every = [*PLAYS, TAKE, PASS, *NAMES, SWAP, REDEAL, DECLINE]
    rng = random.Random(7)
    for i in range(4):
        deal = Deal.shuffled(rules, i % rules.players, rng)
        view = deal.legal
        while not deal.is_done:
            actions = deal.legal_actions()
            assert list(view) == actions and len(view) == len(actions)
            assert [a for a in every if a in view] == [a for a in every if a in actions]
            assert view.mask == (deal.legal_mask(deal.current_player) if deal.phase == PLAY else 0)
            deal.apply(rng.choice(actions))
        assert len(view) == 0 and list(view) == [] and PLAYS[0] not in view


def test_the_legal_view_of_a_trick_in_play():
    """2 players, spades trump, seat 1 leads the ♥A: seat 0 holds ♥7 ♥K and must
    follow hearts (RULES.md 8): ♥7 and ♥K are legal, ♠J and ♦T are not."""
    deal = Deal.at_first_lead(Rules(players=2), 1, [["7H", "KH", "JS", "TD"], ["AH", "8S", "9C", "QD"]], "S", 1)
    deal.apply(Action.parse("play AH"))
    legal = deal.legal
    assert [str(a) for a in legal] == ["play 7H", "play KH"] and len(legal) == 2
    assert PLAYS[Card.parse("KH")] in legal and PLAYS[Card.parse("JS")] not in legal and TAKE not in legal
    assert legal.mask == (1 << 8) | (1 << 14)


def test_the_kernel_names_the_first_leader_and_the_dealer_who_must_name():
    from deberts_desktop.engine.kernel import kernel_for

    # 4 players, dealer 3: the seat on the dealer's left is 0; the declarer 2 leads by default
    assert kernel_for(Rules(players=4)).first_leader(3, 2) == 2
    assert kernel_for(Rules(players=4, first_lead="left_of_dealer")).first_leader(3, 2) == 0
    assert kernel_for(Rules(players=3, first_lead="left_of_dealer")).first_leader(1, None) == 2
    assert kernel_for(Rules(players=3)).first_leader(1, None) is None
    must = kernel_for(Rules(players=3, all_pass="dealer_must_name"))
    assert [must.must_name(s, 1) for s in range(3)] == [False, True, False]
    assert not kernel_for(Rules(players=3)).must_name(1, 1)
    # the deal follows it: the dealer of a dealer_must_name game has no pass in round 2
    from deberts_desktop.engine.actions import PASS

    deal = Deal.shuffled(Rules(players=2, all_pass="dealer_must_name"), 1, random.Random(3))
    for _ in range(3):
        deal.apply(PASS)
    assert deal.current_player == 1 and PASS not in deal.legal_actions() and PASS not in deal.legal
    assert deal.why_illegal(PASS).code == "dealer_must_name"


def test_suit_points_of_a_byte_are_its_cards_points():
    """``tricks.SUIT_POINTS[trump][suit][byte]`` (built in one pass at import): a byte's
    bits are ranks 7 8 9 T J Q K A from bit 0. Hearts trump: its jack and nine are 20 + 14,
    the whole suit 62; the spades' jack and nine 2 + 0, the whole plain suit 30; none 0."""
    from deberts_desktop.engine.tricks import SUIT_POINTS

    spades, hearts = 0, 1
    jack_and_nine = 1 << 4 | 1 << 2
    assert SUIT_POINTS[hearts][hearts][jack_and_nine] == 34
    assert SUIT_POINTS[hearts][hearts][0xFF] == 62
    assert SUIT_POINTS[hearts][spades][jack_and_nine] == 2
    assert SUIT_POINTS[hearts][spades][0xFF] == 30
    assert SUIT_POINTS[hearts][spades][0] == 0
    assert SUIT_POINTS[spades][hearts][1 << 7] == 11  # the ace of a plain suit


def test_beaters_are_the_cards_stronger_in_that_trick():
    """``tricks.BEATERS[trump][led][card]`` (built in one pass at import), hearts trump and
    spades led: the seven of spades is beaten by every other spade and every heart (bits
    1–15), the jack of hearts by nothing, a club (neither led nor trump) by every spade
    and every heart but by no other club or diamond."""
    from deberts_desktop.engine.tricks import BEATERS

    spades, hearts = 0, 1
    seven_of_spades, jack_of_hearts, ace_of_clubs = 0 * 8 + 0, 1 * 8 + 4, 3 * 8 + 7
    assert BEATERS[hearts][spades][seven_of_spades] == 0xFFFE
    assert BEATERS[hearts][spades][jack_of_hearts] == 0
    assert BEATERS[hearts][spades][ace_of_clubs] == 0xFFFF
