"""The seat's own next choice made once across the worlds it cannot tell apart
(LevelConfig.next_budget; players.next_choices, players.average): a world solved alone assumes the seat
will know which world it is in at its next turn (strategy fusion). Values worked out by
hand."""

import dataclasses

from deberts_desktop.ai.players import World, average


def worlds(seen_b):
    """Two worlds of weight 1. Card 0: after it the others play 5 in world A and ``seen_b``
    in world B; then the seat's card 1 is worth 10 in A and 0 in B, its card 2 0 in A and 6
    in B. Card 3 is worth 7 in both (no look at the next turn)."""
    a = World([0], 1.0, True, {0: 8, 3: 7}, after={0: ((5,), {1: 10, 2: 0}), 3: None})
    b = World([0], 1.0, True, {0: 6, 3: 7}, after={0: ((seen_b,), {1: 0, 2: 6}), 3: None})
    return [a, b]


def test_worlds_that_look_alike_share_the_next_card():
    # The same cards seen: one next card for both, 1 (10 + 0) or 2 (0 + 6): (10 + 0) / 2 = 5 < 7.
    assert average(worlds(5), [0, 3], float) == {0: 5.0, 3: 7.0}
    # Not looked at (no ``after``): each world solved alone, (8 + 6) / 2 = 7 for card 0, as if
    # the seat knew the world.
    alone = [dataclasses.replace(w, after=None) for w in worlds(5)]
    assert average(alone, [0, 3], float) == {0: 7.0, 3: 7.0}


def test_worlds_told_apart_keep_their_own_best():
    # Different cards seen (5 against 6): each world its best next card, (10 + 6) / 2 = 8.
    assert average(worlds(6), [0, 3], float) == {0: 8.0, 3: 7.0}


def test_weights_count_in_the_shared_choice():
    a, b = worlds(5)
    b.weight = 3.0
    # Next card 1: 10·1 + 0·3 = 10; card 2: 0·1 + 6·3 = 18; 18 / 4 = 4.5. Card 3: 7.
    assert average([a, b], [0, 3], float) == {0: 4.5, 3: 7.0}


def test_the_others_play_until_the_seats_next_turn():
    """3 players, trump ♠ (test_side_model's endgame): seat 0 led K♦ (4); seat 1 (the
    seat deciding) holds T♦ 8♦, seat 2 A♦ 7♣, seat 0 A♣. Whichever diamond seat 1 gives,
    seat 2 must take with A♦ (11) and lead 7♣, seat 0 must take it with A♣ (11) and the
    last trick (10); then seat 1 plays its other diamond into that trick. Seen: A♦ 7♣ A♣.
    Card points at the end when T♦ is given: seat 2 4 + 10 + 11 = 25, seat 0 11 + 0 (8♦)
    = 11; when 8♦ is given: seat 2 4 + 0 + 11 = 15, seat 0 11 + 10 (T♦) = 21; seat 0's
    totals with the last trick 21 and 31."""
    from deberts_desktop.ai.players import next_choices
    from deberts_desktop.ai.solver import Solver

    from .test_side_model import card, endgame

    _rules, state = endgame()
    solver = Solver(state, 1)
    helpers = {0: Solver(state, 0), 2: Solver(state, 2)}
    ten, eight = card("TD"), card("8D")
    world = World(state.hands, 1.0, True, {})
    next_choices([world], [state], [ten, eight], solver, helpers, 0, 1_000_000)
    seen = (card("AD"), card("7C"), card("AC"))
    assert world.after[ten][0] == seen and list(world.after[ten][1]) == [eight]
    assert world.after[eight][0] == seen and list(world.after[eight][1]) == [ten]
    assert world.after[ten][1][eight].card_points == (11, 0, 25)
    assert world.after[eight][1][ten].card_points == (21, 0, 15)
    assert world.after[ten][1][eight].totals == (21, 0, 25)
    assert world.after[eight][1][ten].totals == (31, 0, 15)
