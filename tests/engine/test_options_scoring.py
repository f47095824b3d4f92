"""Rule options of scoring and the game (RULES.md 3, 9, 10, 11): ``target``,
``dealer_rotation``, ``hanging_repeat`` / ``pot_release``, ``bait_penalty`` /
``bait_penalty_points``, ``ski_penalty``, ``winner_takes_all``.

Expected rows are worked out by hand from the table of RULES.md 9.
"""

import pytest

from deberts_desktop.engine import Action, Deal, Game, Rules
from deberts_desktop.engine.scoring import next_dealer, write_deal


def act(target, text, seat=None):
    return target.apply(Action.parse(text), seat)


# A rich 2-player deal, trump ♥, seat 0 declares and leads.
# Seat 0: ♥J ♥9 ♥A ♥10 ♥K ♥Q ♠A ♠10 ♦A; seat 1: ♥7 ♥8 ♠7 ♠8 ♠9 ♦7 ♦8 ♦9 ♣7.
# Seat 0 takes all nine tricks: its own cards are worth 62 + 11 + 10 + 11 = 94, seat 1's
# cards 0; +10 last trick; hundred 9-10-J-Q-K-A of hearts 100 (beats seat 1's terzes);
# bella 20. Seat 0: 224, seat 1: 0 and a ski (−50, 2 players). Made: 224 / −50.
RICH = [["JH", "9H", "AH", "TH", "KH", "QH", "AS", "TS", "AD"], ["7H", "8H", "7S", "8S", "9S", "7D", "8D", "9D", "7C"]]
RICH_PLAY = ("JH", "7H", "9H", "8H", "AH", "7S", "TH", "8S", "KH", "9S", "QH", "7D", "AS", "8D", "TS", "9D", "AD", "7C")


def play_rich(g):
    g.start_deal(Deal.at_first_lead(g.rules, g.next_dealer, RICH, "H", 0))
    for c in RICH_PLAY:
        act(g, f"play {c}")
    return g.rows[-1]


def test_rich_deal_row():
    g = Game(Rules(players=2), dealer=1)
    row = play_rich(g)
    assert row.totals == (224, 0)
    assert row.written == (224, -50)


# ---------------------------------------------------------------- target


def test_target_defaults():
    assert Rules(players=2).target == 301
    assert Rules(players=3).target == 501
    assert Rules(players=4).target == 501
    assert Rules(players=4, mode="individual").target == 501


@pytest.mark.parametrize(
    "target, deals_to_win",
    [(301, 2), (501, 3), (1001, 5)],  # 224 per deal: 448 ≥ 301, 672 ≥ 501, 1120 ≥ 1001
)
def test_target_reached(target, deals_to_win):
    g = Game(Rules(players=2, target=target), dealer=1)
    for i in range(deals_to_win):
        assert not g.finished
        play_rich(g)
    assert g.scores == (224 * deals_to_win, -50 * deals_to_win)
    assert g.finished
    assert g.winner == 0


def test_target_both_over_shared_highest_plays_on():
    rules = Rules(players=2)
    # RULES 10 / 12 H: both reach the target with the same score: one more deal.
    row = write_deal(rules, 0, (10, 9), 0, (1, 1), (), (0, 0), (295, 296))
    assert row.scores == (305, 305)
    from deberts_desktop.engine.scoring import game_winner

    assert game_winner(row.scores, rules.target) == (False, None)


# ---------------------------------------------------------------- dealer_rotation


@pytest.mark.parametrize(
    "rotation, dealer, expected",
    [
        ("clockwise", 0, 1),
        ("previous_winner", 0, 0),  # seat 0 wrote the most (224 against −50)
        ("clockwise", 1, 0),
        ("previous_winner", 1, 0),
    ],
)
def test_dealer_rotation_in_a_game(rotation, dealer, expected):
    g = Game(Rules(players=2, dealer_rotation=rotation), dealer=dealer)
    play_rich(g)
    assert g.next_dealer == expected


@pytest.mark.parametrize(
    "rotation, dealer, written, expected",
    [
        ("clockwise", 0, (10, 30, 50), 1),
        ("previous_winner", 0, (10, 30, 50), 2),
        # tie for the most between seats 0 and 2: the first found from the old dealer's
        # left. Dealer 0: order 1, 2, 0 -> seat 2. Dealer 2: order 0, 1, 2 -> seat 0.
        ("previous_winner", 0, (50, 30, 50), 2),
        ("previous_winner", 2, (50, 30, 50), 0),
        ("previous_winner", 1, (50, 30, 50), 2),
        ("clockwise", 2, (50, 30, 50), 0),
    ],
)
def test_dealer_rotation_three_players(rotation, dealer, written, expected):
    assert next_dealer(Rules(players=3, dealer_rotation=rotation), dealer, written) == expected


@pytest.mark.parametrize(
    "rotation, dealer, expected",
    [
        # side 0 (seats 0+2) wrote the most: its first seat clockwise from the old
        # dealer's left.
        ("previous_winner", 0, 2),  # order 1, 2, 3, 0
        ("previous_winner", 1, 2),  # order 2, 3, 0, 1
        ("previous_winner", 2, 0),  # order 3, 0, 1, 2
        ("previous_winner", 3, 0),  # order 0, 1, 2, 3
        ("clockwise", 0, 1),
        ("clockwise", 3, 0),
    ],
)
def test_dealer_rotation_pairs(rotation, dealer, expected):
    assert next_dealer(Rules(players=4, dealer_rotation=rotation), dealer, (120, 42)) == expected


@pytest.mark.parametrize("rotation", ["clockwise", "previous_winner"])
def test_dealer_rotation_thrown_in_deal_passes_left(rotation):
    rules = Rules(players=3, dealer_rotation=rotation)
    assert next_dealer(rules, 2, None) == 0
    g = Game(rules, dealer=1)
    g.start_deal()
    for _ in range(6):
        act(g, "pass")
    assert g.rows[0].outcome is None
    assert g.next_dealer == 2


# ---------------------------------------------------------------- pots
# 2 players. Deal 1: declarer 0, 81 – 81: hanging, pot 81, seat 1 writes 81.
# Deal 2: declarer 1, 70 – 70: hanging again.
# Deal 3: declarer 0 makes 100 – 50.


def _three_deals(**opts):
    rules = Rules(players=2, **opts)
    r1 = write_deal(rules, 1, (81, 81), 0, (4, 5), (), (0, 0), (0, 0))
    r2 = write_deal(rules, 0, (70, 70), 1, (5, 4), r1.pots, r1.baits, r1.scores)
    r3 = write_deal(rules, 1, (100, 50), 0, (6, 3), r2.pots, r2.baits, r2.scores)
    return r1, r2, r3


def test_pot_first_hanging():
    r1, _, _ = _three_deals()
    assert r1.outcome == "hanging"
    assert r1.written == (0, 81)
    assert r1.pots == (81,)


def test_hanging_repeat_to_declarer():
    # the older pot (81) goes to deal 2's declarer (seat 1); his total 70 becomes the pot.
    _, r2, r3 = _three_deals(hanging_repeat="to_declarer")
    assert r2.written == (70, 81)
    assert r2.pots == (70,)
    assert r2.scores == (70, 162)
    # deal 3: the declarer makes and takes the pot: 100 + 70.
    assert r3.written == (170, 50)
    assert r3.pots == ()


@pytest.mark.parametrize("release", ["all", "oldest"])
def test_hanging_repeat_accumulate_second_hanging(release):
    _, r2, _ = _three_deals(hanging_repeat="accumulate", pot_release=release)
    assert r2.written == (70, 0)
    assert r2.pots == (81, 70)


def test_pot_release_all():
    _, _, r3 = _three_deals(hanging_repeat="accumulate", pot_release="all")
    assert r3.written == (100 + 81 + 70, 50)
    assert r3.pots == ()


def test_pot_release_oldest():
    _, _, r3 = _three_deals(hanging_repeat="accumulate", pot_release="oldest")
    assert r3.written == (100 + 81, 50)
    assert r3.pots == (70,)


@pytest.mark.parametrize("release, leader_gets, left", [("all", 151, ()), ("oldest", 81, (70,))])
def test_pot_release_to_a_bait_leader(release, leader_gets, left):
    # pots (81, 70) waiting; seat 1 declares and baits 60 – 100: seat 0 writes
    # 100 + 60 + the released pot(s).
    rules = Rules(players=2, hanging_repeat="accumulate", pot_release=release)
    row = write_deal(rules, 0, (100, 60), 1, (5, 4), (81, 70), (0, 0), (0, 0))
    assert row.outcome == "bait"
    assert row.written == (160 + leader_gets, 0)
    assert row.pots == left


def test_pot_shared_by_tied_leaders_three_players():
    # RULES 12 E: seat 2 declares 41 against 61 / 61, dealer 2 (order 0, 1, 2): the
    # leaders share 41 -> 21 / 20 and a pot of 81 -> 41 / 40, "separately from D".
    rules = Rules(players=3)
    row = write_deal(rules, 2, (61, 61, 41), 2, (3, 3, 3), (81,), (0, 0, 0), (0, 0, 0))
    assert row.written == (61 + 21 + 41, 61 + 20 + 40, 0)


# ---------------------------------------------------------------- bait penalty
# 2 players: seat 0 declares and baits 70 – 92: seat 0 writes 0, seat 1 162.


def _bait(baits_before, **opts):
    rules = Rules(players=2, **opts)
    return write_deal(rules, 1, (70, 92), 0, (4, 5), (), (baits_before, 0), (0, 0))


@pytest.mark.parametrize(
    "before, penalty",
    [(0, 0), (1, 0), (2, -100), (3, -100), (4, -100), (5, -100)],
)
def test_bait_penalty_third_and_later(before, penalty):
    row = _bait(before, bait_penalty="third_and_later")
    assert row.baits == (before + 1, 0)
    assert row.written == (penalty, 162)


@pytest.mark.parametrize(
    "before, penalty",
    [(1, 0), (2, -100), (3, 0), (4, 0), (5, -100), (8, -100)],  # 3rd, 6th, 9th bait
)
def test_bait_penalty_every_third(before, penalty):
    row = _bait(before, bait_penalty="every_third")
    assert row.written == (penalty, 162)


@pytest.mark.parametrize("mode, penalty", [("third_and_later", -60), ("every_third", 0)])
def test_bait_penalty_points(mode, penalty):
    # the 4th bait, 60 points a penalty
    row = _bait(3, bait_penalty=mode, bait_penalty_points=60)
    assert row.written == (penalty, 162)


def test_hanging_bait_is_not_a_bait():
    rules = Rules(players=2)
    row = write_deal(rules, 1, (81, 81), 0, (4, 5), (), (2, 0), (0, 0))
    assert row.baits == (2, 0)
    assert row.written == (0, 81)


def test_bait_penalty_counted_over_the_game():
    # Three baits by seat 0 as declarer, not in a row (a made deal between): the third
    # costs 100.
    rules = Rules(players=2)
    r = write_deal(rules, 1, (70, 92), 0, (4, 5), (), (0, 0), (0, 0))
    r = write_deal(rules, 0, (70, 92), 0, (4, 5), r.pots, r.baits, r.scores)
    r = write_deal(rules, 1, (100, 62), 0, (5, 4), r.pots, r.baits, r.scores)
    r = write_deal(rules, 0, (70, 92), 0, (4, 5), r.pots, r.baits, r.scores)
    assert r.baits == (3, 0)
    assert r.written == (-100, 162)
    assert r.scores == (100 - 100, 162 * 3 + 62)


# ---------------------------------------------------------------- ski penalty


@pytest.mark.parametrize(
    "players, mode, penalty", [(2, "pairs", 50), (3, "pairs", 100), (4, "pairs", 100), (4, "individual", 50)]
)
def test_ski_penalty_defaults_by_mode(players, mode, penalty):
    rules = Rules(players=players, mode=mode)
    assert rules.ski_penalty == penalty
    sides = rules.sides
    # the declarer (side 0) makes with every trick; every other side took none.
    totals = (100,) + (10,) * (sides - 1)
    tricks = (8,) + (0,) * (sides - 1)
    row = write_deal(rules, sides - 1 if sides > 1 else 0, totals, 0, tricks, (), (0,) * sides, (0,) * sides)
    assert row.outcome == "made"
    assert row.written == (100,) + (10 - penalty,) * (sides - 1)


def test_ski_penalty_custom_value():
    rules = Rules(players=2, ski_penalty=70)
    row = write_deal(rules, 1, (162, 0), 0, (9, 0), (), (0, 0), (0, 0))
    assert row.written == (162, -70)


def test_ski_penalty_declarer_with_bella_and_bait():
    # The declarer took no trick but has bella (20): 20 against 142 -> bait: he writes
    # 0 − 50 (ski), the opponent 142 + 20.
    rules = Rules(players=2)
    row = write_deal(rules, 1, (20, 142), 0, (0, 9), (), (0, 0), (0, 0))
    assert row.written == (-50, 162)
    assert row.baits == (1, 0)


# ---------------------------------------------------------------- winner_takes_all


@pytest.mark.parametrize("wta, written", [(False, (92, 70)), (True, (162, 0))])
def test_winner_takes_all_made(wta, written):
    rules = Rules(players=2, winner_takes_all=wta)
    assert write_deal(rules, 1, (92, 70), 0, (5, 4), (), (0, 0), (0, 0)).written == written


@pytest.mark.parametrize("wta, written", [(False, (80, 60, 40)), (True, (180, 0, 0))])
def test_winner_takes_all_three_players(wta, written):
    rules = Rules(players=3, winner_takes_all=wta)
    assert write_deal(rules, 2, (80, 60, 40), 0, (3, 3, 3), (), (0,) * 3, (0,) * 3).written == written


@pytest.mark.parametrize("wta", [False, True])
def test_winner_takes_all_does_not_change_a_bait(wta):
    rules = Rules(players=2, winner_takes_all=wta)
    assert write_deal(rules, 1, (70, 92), 0, (4, 5), (), (0, 0), (0, 0)).written == (0, 162)


def test_winner_takes_all_with_a_pot():
    rules = Rules(players=2, winner_takes_all=True)
    row = write_deal(rules, 1, (92, 70), 0, (5, 4), (81,), (0, 0), (0, 0))
    assert row.written == (162 + 81, 0)


def test_pot_through_a_game_survives_a_thrown_in_deal():
    # Deal 1 (dealer 1), trump ♠, seat 0 declares: TH 7H (seat 0: 10) · 7D 8D (seat 1:
    # 0 + 10 last): 10 – 10, hanging: seat 1 writes 10, pot 10.
    # Deal 2 (dealer 0): everyone passes twice: thrown in, the pot still waits.
    # Deal 3 (dealer 1): AH 7H, seat 0 makes 21 – 0 and takes the pot: 31; seat 1 ski −50.
    rules = Rules(players=2)
    g = Game(rules, dealer=1)
    g.start_deal(Deal.at_first_lead(rules, 1, [["TH", "7D"], ["7H", "8D"]], "S", 0))
    for c in ("TH", "7H", "7D", "8D"):
        act(g, f"play {c}")
    assert g.rows[-1].outcome == "hanging"
    assert g.scores == (0, 10)
    assert g.pots == (10,)
    assert g.next_dealer == 0
    g.start_deal(Deal.shuffled(rules, 0, 5))
    for _ in range(4):
        act(g, "pass")
    assert g.pots == (10,)
    assert g.next_dealer == 1
    g.start_deal(Deal.at_first_lead(rules, 1, [["AH"], ["7H"]], "S", 0))
    act(g, "play AH")
    act(g, "play 7H")
    assert g.rows[-1].written == (31, -50)
    assert g.pots == ()
    assert g.scores == (31, -40)
