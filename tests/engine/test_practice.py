"""Practice tools in the engine: taking back the person's last action, playing a deal again
from any seat (rotated so that the person is seat 0), a game that starts from a context."""

from __future__ import annotations

import copy
import random

import pytest

from deberts_desktop.engine import DECLINE, Card, Deal, Game, Rules, game_record, replay, replay_report
from deberts_desktop.engine.actions import SWAP, Action
from deberts_desktop.engine.deal import BEFORE_LEAD, PLAY
from deberts_desktop.engine.game import GameContext
from deberts_desktop.engine.practice import (
    PracticeError,
    play_again,
    practice_seats,
    rotate_result,
    take_back,
    take_back_refusal,
)
from deberts_desktop.engine.record import parse_record, read_record
from tests.engine.test_examples import EXAMPLE_A

C = Card.parse


def example_a_mirrored() -> Game:
    """RULES.md 12 A with the hands traded and seat 0 dealing: seat 1 (bidding first)
    takes diamonds, and seat 0 — the person — holds the trump seven, so before the first
    lead the table asks seat 0 whether to swap it for the turned ♦Q."""
    d = EXAMPLE_A["deals"][0]
    game = Game(Rules(players=2), dealer=0, names=["You", "Boris"])
    game.start_deal(Deal.from_hands(game.rules, 0, d["hands"][::-1], d["turned"], d["completion"][::-1], d["stock"]))
    return game


def test_take_back_restores_the_position_card_by_card_then_the_swap_question():
    game = example_a_mirrored()
    game.apply(Action.parse("take"))  # seat 1 takes diamonds
    assert game.deal.current_player == 0 and game.deal.legal_actions() == [SWAP, DECLINE]
    game.apply(DECLINE)               # the person keeps the seven
    game.apply(Action.parse("play JD"))  # seat 1 leads the trump jack
    assert take_back_refusal(game, 0) is None  # seat 0 has acted: the decline
    game.apply(Action.parse("play 7D"))  # seat 0 follows with the seven (a bad idea)
    game.apply(game.deal.legal_actions()[0])  # computer leads again after winning: seat 1 won with JD
    assert game.deal.current_player == 0

    back = take_back(game, 0)
    d = back.deal
    # seat 0 to play to the trump jack again, holding 7D AD TD KD AC KC 9H 8H 7S
    assert d.phase == PLAY and d.current_player == 0
    assert [(s, str(c)) for s, c in d.view(0).trick] == [(1, "JD")]
    assert sorted(map(str, d.hand(0))) == sorted("7D AD TD KD AC KC 9H 8H 7S".split())
    assert [str(a) for a in d.legal_actions()] == ["play 7D", "play TD", "play KD", "play AD"]  # follow diamonds
    # the game given is unchanged
    assert len(game.deal.tricks) == 1 and game.deal.current_player == 0
    # the record: the old one without the 7D and what followed (the decline was never written)
    assert game_record(back).deals[0].actions == ["1 take", "1 play JD"]
    again = replay(read_record(game_record(back).to_json()))
    assert again.deal.view(0) == d.view(0) and again.deal.view(1) == d.view(1)

    back2 = take_back(back, 0)  # the decline: the table asks seat 0 about the seven again
    d2 = back2.deal
    assert d2.phase == BEFORE_LEAD and d2.current_player == 0 and d2.legal_actions() == [SWAP, DECLINE]
    assert d2.trick_cards == [] and C("7D") in d2.hand(0) and d2.turned == C("QD")

    # seat 0 has not bid in this deal (seat 1 took at once): nothing more to take back
    assert take_back_refusal(back2, 0).code == "nothing_to_take_back"
    with pytest.raises(PracticeError) as e:
        take_back(back2, 0)
    assert e.value.code == "nothing_to_take_back" and e.value.params == {"seat": 0}


def test_take_back_never_goes_before_the_position_a_deal_is_played_from():
    """RULES.md 12 A played again from its sixth action ("Play from here"): seat 0 has
    played ♦J before there, so nothing is taken back at once; a card played from there
    is taken back to there."""
    pa = play_again(parse_record(EXAMPLE_A), 0, 0, upto=5)
    game = pa.game
    assert [str(a) for _, a in game.deal.history] == ["pass", "take", "swap", "play AD", "play JD"]
    assert take_back_refusal(game, 0) is None  # (without the start: the ♦J)
    assert take_back_refusal(game, 0, start=5).code == "practice_start"
    with pytest.raises(PracticeError) as e:
        take_back(game, 0, start=5)
    assert e.value.code == "practice_start"
    game.apply(Action.parse("play AH"))
    back = take_back(game, 0, start=5)
    assert len(back.deal.history) == 5 and back.deal.current_player == 0
    assert take_back_refusal(back, 0, start=5).code == "practice_start"


def test_nothing_is_taken_back_once_the_deal_is_scored():
    game = replay(parse_record(EXAMPLE_A))
    assert game.deal is None and game.rows[0].written == (174, 0)
    assert take_back_refusal(game, 0).code == "no_deal"
    with pytest.raises(PracticeError):
        take_back(game, 0)


def snapshot(game: Game):
    d = game.deal
    return ([d.view(s) for s in range(game.rules.players)], replay_report(game), game_record(game).to_json(),
            d.legal_actions())


@pytest.mark.parametrize("rules", [Rules(players=2), Rules(players=3), Rules(players=4),
                                   Rules(players=4, mode="individual", low_hand_limit=40)])
def test_take_back_is_exact_at_every_action_of_the_person(rules):
    """Random games: before each action of seat 0 the position is noted; taking back from
    any later point of the same deal gives exactly that position (every seat's view, the
    legal actions, the replay report, the record text), and the record replays to it."""
    rng = random.Random(rules.players * 7 + len(rules.mode))
    checked = 0
    for g in range(6):
        game = Game(rules, dealer=g % rules.players, seed=g, names=[f"P{i}" for i in range(rules.players)])
        while not game.finished and len(game.entries) < 3:
            deal = game.start_deal()
            marks = []
            while game.deal is deal:
                if deal.current_player == 0:
                    marks.append(snapshot(game))
                game.apply(rng.choice(deal.legal_actions()))
                if game.deal is deal and marks and rng.random() < 0.15:
                    back = take_back(game, 0)
                    assert snapshot(back) == marks[-1]
                    back_record = replay(read_record(game_record(back).to_json()))
                    assert replay_report(back_record) == marks[-1][1]
                    checked += 1
            assert take_back_refusal(game, 0) is not None
    assert checked > 20


def test_a_game_started_from_a_context_scores_on_from_it():
    """RULES.md 12 A as the second deal of a game that stood at 120 – 200 with seat 1 on
    two baits and a pot of 40 waiting: the bait gives seat 1 its third bait (−100), and
    the leader, seat 0, takes the declarer's 79 and the pot: 95 + 79 + 40 = 214."""
    ctx = GameContext((120, 200), (0, 2), (40,))
    rec = parse_record(copy.deepcopy(EXAMPLE_A))
    game = replay(rec, context=ctx)
    row = game.rows[0]
    assert row.written == (214, -100) and row.scores == (334, 100) and row.baits == (0, 3) and row.pots == ()
    assert game.entries[0].before.scores == (120, 200)
    # take-back keeps the context
    rec.deals[0].actions = rec.deals[0].actions[:6]
    mid = replay(rec, context=ctx)
    assert take_back(mid, 0).view(0).scores == (120, 200)
    assert take_back(mid, 0).view(0).pots == (40,)


def test_play_again_from_the_opponent_seat_deals_the_same_hands_rotated():
    """Deal 1 of RULES.md 12 A played again with the person in seat 1: the practice
    game's seat 0 holds seat 1's cards, seat 0 deals (seat 1 dealt), Boris plays the
    person's hand; the same play gives the same deal seen from the other side."""
    game = replay(parse_record(EXAMPLE_A))
    game.names = ["You", "Boris"]
    again = play_again(game, 0, seat=1)
    d = again.game.deal
    assert again.game.names == ["You", "Boris"] and again.seats == (0, 1)
    assert d.dealer == 0
    assert sorted(map(str, d.hand(0))) == sorted(["7D", "AD", "AC", "9H", "8H", "7S"])
    assert sorted(map(str, d.hand(1))) == sorted(["JD", "9D", "TC", "QC", "AH", "AS"])
    assert again.context == GameContext((0, 0), (0, 0), ())
    for text in EXAMPLE_A["deals"][0]["actions"]:
        seat, verb = text.split(" ", 1)
        again.game.apply(Action.parse(verb), 1 - int(seat))
    cmp = again.comparison()
    # the person (now seat 0) declared and was baited: 79 against 95, Boris writes 174
    assert cmp.again.written == (0, 174) and cmp.original.written == (0, 174)
    assert cmp.again_result.totals == (79, 95) and cmp.original_result.totals == (79, 95)
    assert cmp.original_result.declarer == 0 and cmp.original_result.sequence_winner == 0
    # the hands changed players: the person holds the hand Boris held as played (he wrote 0
    # with it, the person 174 with the hand Boris holds now)
    assert cmp.rotated and cmp.original_names == ("Boris", "You")
    same = play_again(game, 0).comparison()
    assert not same.rotated and same.original_names == ("You", "Boris")


def test_a_deal_played_again_knows_its_cards_from_another_deal():
    """RULES.md 12 A's deal played again from seat 1 is the deal of a practice game that
    plays it (its record replayed, three actions in: the dealing is what counts) and of the
    mirrored deal set up by hand (seat 0 holds seat 1's cards and deals: the same deal), not
    of the deal as seat 0 held it (the other hand, seat 1 dealing) nor of a shuffled deal."""
    game = replay(parse_record(EXAMPLE_A))
    again = play_again(game, 0, seat=1)
    played = copy.deepcopy(again.game)
    for text in EXAMPLE_A["deals"][0]["actions"][:3]:
        seat, verb = text.split(" ", 1)
        played.apply(Action.parse(verb), 1 - int(seat))
    assert again.deals_the_same_cards(replay(game_record(played)))
    assert again.deals_the_same_cards(example_a_mirrored())
    assert not again.deals_the_same_cards(play_again(game, 0, seat=0).game)
    shuffled = Game(Rules(players=2), dealer=0, seed=7)
    shuffled.start_deal()
    assert not again.deals_the_same_cards(shuffled)


def test_play_again_starts_from_the_score_sheet_before_the_deal_as_the_computers_saw_it():
    from tests.engine.test_record import parse_record_a_then_next

    game = replay(parse_record_a_then_next())  # deal 1 = RULES.md 12 A: 174 - 0, seat 1 one bait
    assert game.view(1).scores == (174, 0)
    same = play_again(game, 1)
    assert same.game.view(0).scores == (174, 0) and same.game.view(0).baits == (0, 1)
    other = play_again(game, 1, seat=1)
    assert other.game.view(0).scores == (0, 174) and other.game.view(0).baits == (1, 0)
    assert other.context == GameContext((0, 174), (1, 0), ())


@pytest.mark.parametrize("rules", [Rules(players=3), Rules(players=4), Rules(players=4, mode="individual"),
                                   Rules(players=4, four_player_deal="five_three", turned_card_to="dealer",
                                         first_lead="left_of_dealer", sequence_tie="by_turn")])
def test_a_rotated_deal_is_the_same_deal_from_every_seat(rules):
    """Each deal of random games, played again from every seat with the original actions
    renumbered, ends with the original result renumbered: same hands, same bidding order,
    same sequence ties by turn, same leads."""
    rng = random.Random(rules.players)
    n = rules.players
    for g in range(3):
        game = Game(rules, dealer=g % n, seed=100 + g, names=[f"P{i}" for i in range(n)])
        while not game.finished and len(game.rows) < 2:
            deal = game.start_deal()
            while game.deal is deal:
                game.apply(rng.choice(deal.legal_actions()))
        for index, entry in enumerate(game.entries):
            for seat in range(n):
                again = play_again(game, index, seat=seat)
                for s, action in entry.deal.history:
                    again.game.apply(action, (s - seat) % n)
                cmp = again.comparison()
                assert cmp.again_result == rotate_result(entry.deal.result, rules, seat)
                assert cmp.again == cmp.original
                assert again.game.names == [f"P{j}" for j in practice_seats(n, seat)]


def test_pairs_from_an_odd_seat_swap_the_sides_and_the_names_follow_the_hands():
    rules = Rules(players=4)
    game = Game(rules, dealer=3, seed=5, names=["You", "Anna", "Boris", "Vera"],
                context=GameContext((250, 300), (1, 2), ()))
    game.start_deal()
    again = play_again(game, 0, seat=1)
    d0, d = game.deal, again.game.deal
    # the person takes Anna's hand; Anna plays the person's: seat 3 now holds seat 0's cards
    assert again.game.names == ["You", "Boris", "Vera", "Anna"]
    assert again.levels([None, "expert", "master", "amateur"]) == [None, "master", "amateur", "expert"]
    assert [d.hand(i) for i in range(4)] == [d0.hand((i + 1) % 4) for i in range(4)]
    assert d.dealer == 2 and d.turned == d0.turned
    # Anna's pair (side 1, 300 and two baits) is now side 0: the person's side
    assert again.game.view(0).scores == (300, 250) and again.game.view(0).baits == (2, 1)


def test_play_from_here_applies_the_original_actions_first():
    game = replay(parse_record(EXAMPLE_A))
    here = play_again(game, 0, seat=1, upto=5)  # after "0 play JD": seat 0 won the first trick
    d = here.game.deal
    assert len(d.tricks) == 1 and d.tricks[0][2] == 1 and d.current_player == 1  # original seat 0 is seat 1 now
    with pytest.raises(PracticeError) as e:
        play_again(game, 3)
    assert e.value.code == "no_such_deal" and e.value.params == {"deal": 4, "deals": 1}
