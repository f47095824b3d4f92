"""Worlds dealt from a seat's view respect everything the seat has seen."""

import random

from deberts_desktop.ai.sampling import constraints, sample_hands
from deberts_desktop.engine import Deal, Rules
from deberts_desktop.engine.actions import DECLINE, TAKE
from deberts_desktop.engine.cards import SUIT_MASKS

MODES = [Rules(players=2), Rules(players=3), Rules(players=4), Rules(players=4, mode="individual")]


def random_views(rules, count, seed):
    """(deal, view) pairs at random play positions of random deals."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        deal = Deal.shuffled(rules, rng.randrange(rules.players), rng)
        deal.apply(TAKE)
        stop = rng.randrange(rules.hand_size * rules.players - 1)
        k = 0
        while deal.phase != "done" and k < stop:
            seat = deal.current_player
            deal.apply(rng.choice(deal.legal_actions(seat)), seat)
            k += 1
        if deal.phase == "play":
            out.append((deal, deal.view(deal.current_player)))
    return out


def test_a_seat_that_did_not_follow_never_gets_the_suit():
    checked = 0
    for rules in MODES:
        for deal, view in random_views(rules, 40, rules.players):
            rng = random.Random(1)
            con = constraints(view)
            for _ in range(10):
                hands = sample_hands(view, rng, con)
                for s in range(rules.players):
                    if s == view.seat:
                        assert hands[s] == deal.hands[s]
                        continue
                    assert hands[s].bit_count() == view.hand_sizes[s]
                    for suit in view.voids[s]:
                        assert hands[s] & SUIT_MASKS[int(suit)] == 0
                        checked += 1
                    for seat, card in view.known_cards:
                        if seat == s:
                            assert hands[s] >> card & 1
                # no card twice, none of the played ones
                seen = 0
                for h in hands:
                    assert seen & h == 0
                    seen |= h
                assert seen & deal.played == 0
    assert checked > 100  # voids were there to test


def test_the_real_voids_are_consistent():
    # the engine's recorded voids are true of the real hands: the real deal is a world
    for rules in MODES:
        for deal, view in random_views(rules, 30, 7):
            con = constraints(view)
            for s in range(rules.players):
                if s != view.seat:
                    assert deal.hands[s] & con.forbidden[s] == 0
                    assert deal.hands[s] & con.fixed[s] == con.fixed[s]
                    assert deal.hands[s] & ~(con.fixed[s] | con.unknown) == 0


def test_samples_do_not_copy_the_real_hands_more_than_chance():
    # 2 players at the first lead: 9 hidden cards of the opponent among 22 unknown
    # (the stock bottom is shown). By chance a sampled card is the real one 9/22 of the
    # time; a leak would show as much more.
    rules = Rules(players=2)
    rng = random.Random(3)
    hits = total = 0
    for i in range(60):
        deal = Deal.shuffled(rules, i % 2, rng)
        deal.apply(TAKE)
        view = deal.view(deal.current_player)
        opp = 1 - view.seat
        real = deal.hands[opp]
        con = constraints(view)
        unknown_in_hand = (real & con.unknown).bit_count()
        for _ in range(5):
            hands = sample_hands(view, rng, con)
            hits += (hands[opp] & real & con.unknown).bit_count()
            total += unknown_in_hand
    share = hits / total
    expected = 9 / 22
    assert abs(share - expected) < 0.05, share


def test_a_seat_that_announced_nothing_holds_no_sequence():
    from deberts_desktop.engine.sequences import sequences_in

    rules = Rules(players=2)
    rng = random.Random(11)
    tested = 0
    for i in range(40):
        deal = Deal.shuffled(rules, i % 2, rng)
        deal.apply(TAKE)
        while deal.current_player != deal.leader:  # a seat asked about the seven swap
            deal.apply(DECLINE)
        leader = deal.current_player
        deal.apply(deal.legal_actions()[-1])
        view = deal.view(deal.current_player)
        if view.announced:
            continue
        con = constraints(view)
        for _ in range(5):
            hands = sample_hands(view, random.Random(_), con)
            assert not sequences_in(hands[leader] | con.played[leader])
            tested += 1
    assert tested > 20
