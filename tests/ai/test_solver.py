"""The double-dummy solver on PlayState: exact (plain minimax, hand-worked endgames), equal
to the reference solver kept in benchmarks/ under every play-duty option, and it leaves
the state it is given as it was. Every test runs on the plain-Python solver and, where
it was built (setup.py), on the compiled one."""

import importlib.util
import random
from pathlib import Path

import pytest

import deberts_desktop.ai.solver as installed
from benchmarks.reference_solver import Solver as ReferenceSolver, position_from_state
from deberts_desktop.ai.values import remaining_points
from deberts_desktop.engine import Deal, Rules, totals
from deberts_desktop.engine.actions import TAKE
from deberts_desktop.engine.cards import CARDS, mask_of, parse_cards
from deberts_desktop.engine.state import PlayState

SOURCE = Path(installed.__file__).with_name("solver.py")
COMPILED = Path(installed.__file__).suffix != ".py"


def plain_python():
    """solver.py run as plain Python, even where the compiled module is installed."""
    spec = importlib.util.spec_from_file_location("deberts_desktop.ai._solver_source", SOURCE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module", params=["compiled", "python"] if COMPILED else ["python"])
def solver(request):
    return installed if request.param == "compiled" else plain_python()


@pytest.mark.skipif(not COMPILED, reason="no compiled solver in this install")
def test_the_compiled_solver_is_built_from_the_current_source():
    built = Path(installed.__file__).stat().st_mtime
    for source in (SOURCE, SOURCE.with_suffix(".pxd")):
        assert built >= source.stat().st_mtime, f"{source.name} changed since the build: run ./dev setup"


OPTIONS = [
    Rules(players=2),
    Rules(players=3),
    Rules(players=4),
    Rules(players=3, overtrump="always", undertrump="optional"),
    Rules(players=4, overtrump="always", undertrump="optional", partner_exemption=True),
    Rules(players=4, mode="individual", overtrump="on_trump_lead", undertrump="optional"),
]


def state_of(rules, trump, hands, turn, trick=()):
    """A PlayState from card texts: ``hands`` per seat, ``trick`` as (seat, card) texts."""
    return PlayState(rules, trump, [mask_of(parse_cards(h.split())) for h in hands], turn,
                     [(s, int(parse_cards([c])[0])) for s, c in trick])


def snapshot(state):
    return (list(state.hands), list(state.trick), list(state.trick_seats), state.turn, state.win_str,
            state.win_seat, list(state.points), list(state.taken), state.left, state.last_trick)


def endgames(rules, seed, count):
    """Random positions with four or five tricks left, some of them in mid-trick."""
    rng = random.Random(seed)
    for i in range(count):
        deal = Deal.shuffled(rules, i % rules.players, rng)
        deal.apply(TAKE)
        state = deal.play_state()
        for _ in range(state.left - rng.randrange(4, 6) * rules.players + rng.randrange(rules.players)):
            legal = state.legal_mask()
            state.push(rng.choice([c for c in range(32) if legal >> c & 1]))
        yield state, rng.randrange(max(state.side_of) + 1)


@pytest.mark.parametrize("rules", OPTIONS, ids=lambda r: str(r.to_dict()))
def test_values_and_card_values_equal_the_reference(solver, rules):
    for state, side in endgames(rules, 11, 6):
        before = snapshot(state)
        ours = solver.Solver(state, side)
        pos = position_from_state(state)
        reference = ReferenceSolver(pos, side)
        assert ours.value(state) == reference.value(pos)
        assert ours.move_values(state) == reference.move_values(pos)
        assert snapshot(state) == before


def brute(deal, side):
    """Card points (+10 for the last trick) ``side`` takes from here, by plain minimax
    on the engine's deal."""
    if deal.phase == "done":
        return 0
    rules = deal.rules
    seat = deal.current_player
    vals = []
    for a in deal.legal_actions():
        d = deal.copy()
        before = [d.won_points[s] for s in range(rules.players)]
        tricks = len(d.tricks)
        d.apply(a)
        gain = 0
        if len(d.tricks) > tricks:
            w = d.tricks[-1][2]
            if rules.side_of(w) == side:
                gain = d.won_points[w] - before[w] + (10 if d.phase == "done" else 0)
        vals.append(gain + brute(d, side))
    return max(vals) if rules.side_of(seat) == side else min(vals)


@pytest.mark.parametrize("players,mode,size", [(2, "pairs", 4), (3, "pairs", 3), (4, "pairs", 3), (4, "individual", 2)])
def test_solver_matches_plain_minimax(solver, players, mode, size):
    rules = Rules(players=players, mode=mode)
    rng = random.Random(players * 10 + size)
    for _ in range(8):
        cards = rng.sample(range(32), players * size)
        hands = [[CARDS[c] for c in cards[k * size:(k + 1) * size]] for k in range(players)]
        deal = Deal.at_first_lead(rules, 0, hands, rng.randrange(4), rng.randrange(players))
        state = deal.play_state()
        side = rules.side_of(rng.randrange(players))
        points, _ = solver.split_value(solver.Solver(state, side).value(state))
        assert points == brute(deal, side)


def test_move_values_give_the_best_card(solver):
    rules = Rules(players=2)
    deal = Deal.at_first_lead(rules, 0, [["7S", "JH", "8C"], ["TC", "9C", "AD"]], "S", 1)
    state = deal.play_state()
    values = solver.Solver(state, 1).move_values(state)
    points = {str(CARDS[c]): solver.split_value(v)[0] for c, v in values.items()}
    # the ace of diamonds draws the trump: 10 + 10 (last trick) for the declarer
    assert points == {"AD": 20, "TC": 10, "9C": 0}


def test_best_cards_are_the_cards_of_the_best_value(solver):
    # the position above: the ace of diamonds is the one best card of seat 1, for its own
    # side (it takes the most) and against seat 0's (it leaves seat 0 the least)
    deal = Deal.at_first_lead(Rules(players=2), 0, [["7S", "JH", "8C"], ["TC", "9C", "AD"]], "S", 1)
    state = deal.play_state()
    ace = 1 << int(parse_cards(["AD"])[0])
    assert solver.Solver(state, 1).best_cards(state) == ace
    assert solver.Solver(state, 0).best_cards(state) == ace
    # in any position, every card whose move value is the best (equivalent cards included)
    for rules in OPTIONS:
        for state, side in endgames(rules, 5, 4):
            values = solver.Solver(state, side).move_values(state)
            pick = max if state.side_of[state.turn] == side else min
            best = pick(values.values())
            assert solver.Solver(state, side).best_cards(state) == mask_of(c for c, v in values.items() if v == best)


def test_small_heart_first_keeps_the_jack_for_the_last_trick(solver):
    # Trump ♠, seat 0 leads. J♠ first: J♠ + 9♠ = 34, then A♥ and the last trick go to seat 1.
    # 7♥ first: seat 1's A♥ takes 11 and must lead 9♠ into J♠: 34 + 10 for the last trick.
    state = state_of(Rules(players=2), 0, ["JS 7H", "AH 9S"], 0)
    before = snapshot(state)
    ours = solver.Solver(state, 0)
    assert solver.split_value(ours.value(state)) == (44, True)
    values = ours.move_values(state)
    assert {str(CARDS[c]): solver.split_value(v) for c, v in values.items()} == {"JS": (34, False), "7H": (44, True)}
    assert solver.split_value(solver.Solver(state, 1).value(state)) == (11, False)  # 7♥ first against him too
    assert remaining_points(state) == 20 + 14 + 11 + 10
    assert snapshot(state) == before


@pytest.mark.parametrize("exemption,points,last", [(True, 49, True), (False, 29, False)])
def test_partner_exemption_lets_the_partner_keep_his_trump(solver, exemption, points, last):
    # Trump ♠; seat 0 led A♥, seat 1 played 7♥. Seat 2 (seat 0's partner) has no heart.
    # Free to throw (exemption): T♦ under the ace (11 + 10 + 4 from seat 3's forced K♥ = 25),
    # then his 9♠ beats seat 1's 7♠ in the last trick: 14 + 10 → 49 and the last trick.
    # Bound to trump: 9♠ takes 11 + 14 + 4 = 29, then seat 1's 7♠ trumps his T♦ lead.
    rules = Rules(players=4, partner_exemption=exemption)
    state = state_of(rules, 0, ["7C", "7S", "9S TD", "KH 8D"], 0, [(0, "AH"), (1, "7H")])
    before = snapshot(state)
    assert solver.split_value(solver.Solver(state, 0).value(state)) == (points, last)
    assert snapshot(state) == before


def test_equivalent_cards_share_their_value(solver):
    # 7♦ and 8♦ of one hand, nothing in play between them: one search, the same value.
    state = state_of(Rules(players=2), 0, ["7D 8D AS", "TD KD 7S"], 0)
    values = solver.Solver(state, 0).move_values(state)
    assert set(values) == {int(parse_cards([c])[0]) for c in ("7D", "8D", "AS")}
    seven, eight = (values[int(parse_cards([c])[0])] for c in ("7D", "8D"))
    assert seven == eight


def test_the_last_trick_is_read_from_the_engine(solver, monkeypatch):
    monkeypatch.setattr(totals, "LAST_TRICK", 50)
    state = state_of(Rules(players=2), 0, ["JS 7H", "AH 9S"], 0)
    assert solver.split_value(solver.Solver(state, 0).value(state)) == (34 + 50, True)
    assert remaining_points(state) == 20 + 14 + 11 + 50


def test_node_limit_aborts_and_leaves_the_state(solver):
    rules = Rules(players=4)
    deal = Deal.shuffled(rules, 0, random.Random(3))
    deal.apply(TAKE)
    state = deal.play_state()
    before = snapshot(state)
    ours = solver.Solver(state, 0, node_limit=200)
    with pytest.raises(solver.SearchAborted):
        ours.value(state)
    assert ours.nodes == 201
    assert snapshot(state) == before


def test_a_solve_under_one_trump_leaves_no_play_duty_for_another(solver):
    # Two players, seat 0 leads; seat 1 holds no spade and no diamond, one heart and one club.
    # Trump ♥: on A♠ or 8♦ seat 1 must trump with 7♥ and takes the trick; its 7♣ then takes
    # the last: seat 0 takes nothing. Trump ♣ after it (the same hands, seat and trick: an
    # answer kept by the hands, seat and trick alone would be the wrong one): seat 1 must trump with
    # 7♣ now, not 7♥ — on A♠ it takes 11, then 7♥ against 8♦ and the last trick, 10: seat 0
    # takes nothing again, seat 1 21 (with 7♥ wrongly played on A♠, seat 0 would take 11).
    rules = Rules(players=2)
    hands = ["AS 8D", "7H 7C"]
    hearts, clubs = state_of(rules, 1, hands, 0), state_of(rules, 3, hands, 0)
    assert solver.split_value(solver.Solver(hearts, 0).value(hearts)) == (0, False)
    assert solver.split_value(solver.Solver(clubs, 0).value(clubs)) == (0, False)
    assert solver.split_value(solver.Solver(clubs, 1).value(clubs)) == (21, True)
