"""Master's inference: worlds weighted by the other seats' cards and bids, resampling,
and deal points that include the game's pots and bait penalty."""

import random

from deberts_desktop.ai import inference
from deberts_desktop.ai.players import make_player
from deberts_desktop.ai.position import Scoring
from deberts_desktop.engine import Deal, Rules
from deberts_desktop.engine.actions import PASS, TAKE, Play
from deberts_desktop.engine.cards import Card


def mask(*names):
    m = 0
    for t in names:
        m |= 1 << int(Card.parse(t))
    return m


def first_lead():
    """2 players, trump hearts, seat 0 declares and is to lead the first trick."""
    return Deal.at_first_lead(
        Rules(players=2), 1,
        [["7S", "JH", "9H", "AH", "7D", "8D", "9D", "7C", "8C"],
         ["AS", "8S", "TH", "KH", "AD", "TD", "AC", "TC", "KC"]],
        "H", declarer=0,
    )


def spade_trick():
    """Trump hearts, seat 0 declares and leads the spade 7; seat 1 takes it with the
    spade ace although it also holds the spade 8 (the rules of thumb take a trick as
    cheaply as they can)."""
    deal = first_lead()
    deal.apply(Play(Card.parse("7S")), 0)
    deal.apply(Play(Card.parse("AS")), 1)
    return deal


def test_a_world_that_explains_the_cards_keeps_its_weight():
    deal = spade_trick()
    view = deal.view(0)
    own = mask("7S", "JH", "9H", "AH", "7D", "8D", "9D", "7C", "8C")
    # the spade ace was the seat's only spade: it had to play it
    forced = [own, mask("AS", "TH", "KH", "AD", "TD", "AC", "TC", "KC", "QD")]
    assert inference.play_weight(view, forced, miss=0.3) == 1.0
    # with the spade 8 as well, a sound player would have won with the 8
    chose_dear = [own, mask("AS", "8S", "TH", "KH", "AD", "TD", "AC", "TC", "KC")]
    assert inference.play_weight(view, chose_dear, miss=0.3) == 0.3


def test_nothing_played_nothing_judged():
    deal = first_lead()
    view = deal.view(0)
    assert inference.play_weight(view, [0, 0], miss=0.3) == 1.0


def passed_then_taken():
    """Dealer 0: seat 1 passes on the turned heart king, seat 0 takes."""
    rules = Rules(players=2)
    deal = Deal.from_hands(
        rules, 0,
        [["JH", "9H", "AH", "TS", "AD", "8C"], ["7S", "8S", "9S", "7D", "8D", "7C"]],
        "KH",
        [["QS", "KS", "9C"], ["QD", "KD", "TC"]],
        stock=["7H", "8H", "TH", "QH", "JS", "AS", "9D", "TD", "JD", "JC", "QC", "KC", "AC"],
    )
    deal.apply(PASS, 1)
    deal.apply(TAKE, 0)
    return deal


def test_a_pass_makes_a_strong_hand_unlikely():
    deal = passed_then_taken()
    view = deal.view(0)
    own = mask(*[str(c) for c in view.hand])
    # every six of these nine cards holds at least four trumps with the jack or nine:
    # far above the 2-player threshold (44), so passing with them is most unlikely
    strong = [own, mask("JH", "9H", "AH", "TH", "QH", "8H", "7H", "AS", "AC")]
    weak = [own, mask("7S", "8S", "9S", "7D", "8D", "QD", "KD", "TC", "JC")]
    rng = random.Random(3)
    assert inference.bid_weight(view, strong, rng) < 0.01
    assert inference.bid_weight(view, weak, rng) > 0.9


def test_resampling_follows_the_weights():
    rng = random.Random(1)
    drawn = inference.resample(["a", "b", "c"], [0.0, 1.0, 3.0], 8, rng)
    assert drawn.count("a") == 0
    assert drawn.count("b") == 2
    assert drawn.count("c") == 6
    assert inference.resample(["a"], [0.0], 4, rng) == []


def test_deal_points_include_the_pot_and_the_bait_penalty():
    """RULES.md 12 D: with a pot of 81 waiting, a declarer who makes 95 – 60 writes
    95 + 81 = 176; RULES.md 9: a side's third bait costs 100 more."""
    rules = Rules(players=2)
    hands = [mask("7S"), mask("8S")]
    made = Scoring(rules, 1, 0, 0, hands, None, pots=(81,), baits=(0, 0))
    assert made.written([95, 60], [5, 4]) == [176, 60]
    third = Scoring(rules, 1, 0, 0, hands, None, pots=(), baits=(2, 0))
    assert third.written([60, 100], [3, 6]) == [-100, 160]
    alone = Scoring(rules, 1, 0, 0, hands)
    assert alone.written([60, 100], [3, 6]) == [0, 160]


def test_master_with_resampled_worlds_is_legal_and_repeatable():
    deal = spade_trick()
    deal.apply(Play(Card.parse("AD")), 1)  # seat 1 won the spade trick and leads
    view = deal.view(0)
    p = make_player("master", 9)
    p.pool = 40
    p.worlds = p.dd_worlds = 8
    a = p.choose(view)
    assert a in view.legal
    q = make_player("master", 9)
    q.pool = 40
    q.worlds = q.dd_worlds = 8
    assert q.choose(view) == a


def test_the_chance_of_winning_the_game():
    """The race model of ai/game_value.py, worked out by hand: a reached target decides
    (RULES.md 10), equal scores are even, and a lead of 100 at 200 – 100 with about
    (301 − 150) / 55 deals left is worth Φ(100 / (75 · √(151/55)))."""
    from statistics import NormalDist

    from deberts_desktop.ai.game_value import win_chance

    assert win_chance((310, 250), 0, 301) == 1.0
    assert win_chance((310, 250), 1, 301) == 0.0
    assert win_chance((301, 301), 0, 301) == 0.5
    assert win_chance((150, 150), 1, 301) == 0.5
    expected = NormalDist().cdf(100 / (75 * (151 / 55) ** 0.5))
    assert abs(win_chance((200, 100), 0, 301) - expected) < 1e-12
    assert abs(expected - 0.7895) < 0.001


def test_game_value_counts_points_early_and_safety_late():
    """At 0 – 0 ten more points are worth about ten; at 290 – 200 any made deal wins the
    game, so 20 or 80 more points are worth the same, and a bait (the other side writes
    150) costs far more than it would at the start."""
    from dataclasses import replace

    from deberts_desktop.ai.game_value import game_utility

    view = spade_trick().view(0)
    start = game_utility(replace(view, scores=(0, 0)), 0)
    assert 9.0 < start((10, 0)) - start((0, 0)) < 11.0
    late = game_utility(replace(view, scores=(290, 200)), 0)
    assert late((20, 5)) == late((80, 5))
    assert late((0, 150)) < late((0, 0)) - 150
    assert game_utility(view, 0) is None  # a lone deal: deal points


def test_first_lead_candidates_are_solved_exactly():
    """Master's first lead (2 players, 9 cards): the three best cards by playouts are
    valued again by the exact solver; the answer is one of them, legal and repeatable."""
    deal = first_lead()
    view = deal.view(0)
    p = make_player("master", 4)
    p.first_lead_worlds = 4
    assert p.is_first_lead(view)
    legal = 0
    for a in view.legal:
        legal |= 1 << int(a.card)
    rng = p.rng_for(view)  # the generator choose() uses
    playouts = p.card_values(view, legal, rng)
    solved = p.solve_candidates(view, playouts, rng)
    assert len(solved) == 3
    top3 = sorted(playouts, key=playouts.get, reverse=True)[:3]
    assert set(solved) == set(top3)
    a = p.choose(view)
    assert a in view.legal and solved.get(int(a.card)) == max(solved.values())
    q = make_player("master", 4)
    q.first_lead_worlds = 4
    assert q.choose(view) == a
    deal.apply(a, 0)
    assert not p.is_first_lead(deal.view(1))


def test_blind_playouts_play_every_card_and_differ_from_seeing_all():
    """playout_blind (each seat plays from its own view): every card is played, the
    points taken add up to the cards' points (RULES.md 2), and in some deals the result
    differs from a playout in which every hand is seen."""
    from deberts_desktop.ai.policy import playout, playout_blind
    from deberts_desktop.ai.position import POINTS, Position

    rules = Rules(players=2)
    rng = random.Random(11)
    differ = 0
    for _ in range(200):
        cards = list(range(32))
        rng.shuffle(cards)
        hands = [mask(*[str(Card(c)) for c in cards[:9]]), mask(*[str(Card(c)) for c in cards[9:18]])]
        stock = mask(*[str(Card(c)) for c in cards[18:]])
        trump = rng.randrange(4)
        scoring = Scoring(rules, 1, 0, trump, hands)
        a = Position(rules, trump, hands, 0, scoring)
        b = a.copy()
        playout_blind(a, None, stock, [0, 0])
        playout(b)
        assert a.left == 0
        in_hands = sum(POINTS[trump][c] for c in cards[:18])
        assert sum(a.side_points) == in_hands
        assert sum(a.side_tricks) == 9
        differ += a.side_points != b.side_points
    assert differ > 20
