"""The side model of 3 players and 4 individual (LevelConfig.side_model): every side's own
solve, each side against all the others, gives what each side is sure of
(values.sure_totals); the rest is shared evenly. Values worked out by hand from RULES.md 2,
8 and 9."""

from deberts_desktop.ai import LEVELS, make_player
from deberts_desktop.ai import players
from deberts_desktop.ai.solver import Solver, split_value
from deberts_desktop.ai.values import DealPoints, solver_totals, sure_totals, utility
from deberts_desktop.engine import Rules
from deberts_desktop.engine.cards import CARDS, mask_of, parse_cards
from deberts_desktop.engine.state import PlayState
from deberts_desktop.engine.totals import TotalsContext

from .deals import late_card_choice

DEALER = 2


def endgame():
    """3 players, trump ♠, seat 0 the declarer. Seat 0 has led K♦ (4) and holds A♣;
    seat 1 (to play) holds T♦ 8♦; seat 2 holds A♦ 7♣. Seat 2 must take the trick with
    A♦ and lead 7♣ into seat 0's A♣; seat 1 only chooses which diamond to give.
    In play: 4 + 10 + 0 + 11 + 0 + 11 card points and the last trick's 10 = 46."""
    rules = Rules(players=3)
    hands = [mask_of(parse_cards(h.split())) for h in ("AC", "TD 8D", "AD 7C")]
    king = int(parse_cards(["KD"])[0])
    start = [hands[0] | 1 << king, hands[1], hands[2]]
    context = TotalsContext.from_hands(rules, DEALER, 0, start)
    return rules, PlayState(rules, 0, hands, 1, [(0, king)], context=context)


def card(text):
    return int(parse_cards([text])[0])


def test_each_side_solved_alone_is_sure_of_its_own_points():
    rules, state = endgame()
    values = {side: Solver(state, side).move_values(state) for side in range(3)}
    shown = {side: {str(CARDS[c]): split_value(v) for c, v in vals.items()} for side, vals in values.items()}
    # T♦ under the ace: seat 2 takes 4 + 10 + 11 = 25, seat 0's A♣ then 11 + 10 (last trick) = 21;
    # 8♦ kept back: seat 2 takes 4 + 0 + 11 = 15, seat 0 then A♣ and T♦: 11 + 10 + 10 = 31
    assert shown == {0: {"TD": (21, True), "8D": (31, True)}, 1: {"TD": (0, False), "8D": (0, False)},
                     2: {"TD": (25, False), "8D": (15, False)}}
    points = DealPoints(rules, 0)
    written = {}
    for text in ("TD", "8D"):
        c = card(text)
        t = sure_totals(state, {1: values[1][c], 0: values[0][c], 2: values[2][c]})
        assert t.tricks == (1, 0, 1)
        written[text] = (t.totals, points.written_totals(t.totals, t.tricks, DEALER))
    # T♦: 21 < 25, a bait: the declarer writes 0, seat 2 (the leader) 25 + 21; seat 1 took
    # no trick: ski, -100 (3 players). 8♦: 31 beats 15 and 0, made.
    assert written == {"TD": ((21, 0, 25), (0, -100, 46)), "8D": ((31, 0, 15), (31, -100, 15))}
    # the paranoid model splits what seat 1 does not take evenly, 23 and 23: a hanging bait
    # for either card (the declarer writes 0), whichever diamond seat 1 gives
    for text in ("TD", "8D"):
        t = solver_totals(state, 1, values[1][card(text)])
        assert t.totals == (23, 0, 23)
        assert points.written_totals(t.totals, t.tricks, DEALER) == (0, -100, 23)
    # for seat 1, the bait seat 2 leads is worth what the made deal is: -100 - (0 + 46) / 2
    # = -100 - (31 + 15) / 2 (RULES.md 9: the declarer's points only change hands)
    assert utility(written["TD"][1], 1) == utility(written["8D"][1], 1) == -123


def test_what_no_side_is_sure_of_is_shared_evenly():
    _rules, state = endgame()
    # sure of 0, 10 and 15 points, no side's own solve takes the last trick: it goes to the
    # first side (1), 10 points; 46 - (0 + 10 + 10 + 15) = 11 shared 4, 4, 3 in that order
    t = sure_totals(state, {1: 0, 0: 4 * 10, 2: 4 * 15})
    assert t.totals == (14, 14, 18)
    assert t.tricks == (1, 1, 1)
    # two sides' own solves take the last trick: the first keeps it, the other loses its 10;
    # side 1: 10 with the last trick, side 0: 20 - 10, side 2: 5; 46 - 25 = 21 shared 7 each
    t = sure_totals(state, {1: 4 * 10 + 1, 0: 4 * 20 + 1, 2: 4 * 5})
    assert t.totals == (17, 17, 12)


def test_the_master_solves_every_side_in_three_players(monkeypatch):
    """A late card decision in 3 players: the Master solves each world for its own side
    and for each other side (LevelConfig.side_model "sure"); Expert (the earlier Master)
    for its own side only."""
    assert LEVELS["master"].for_players(3).side_model == "sure"
    assert LEVELS["expert"].for_players(3).side_model == "paranoid"
    made = []

    class Counting(Solver):
        def __init__(self, state, max_side, node_limit=None):
            made.append(max_side)
            super().__init__(state, max_side, node_limit)

    monkeypatch.setattr(players, "Solver", Counting)
    _, view, plays = late_card_choice(Rules(players=3), 5, 2)
    legal = mask_of(a.card for a in plays)
    seat = view.seat
    for level, sides in (("master", {0, 1, 2}), ("expert", {seat})):
        made.clear()
        player = make_player(level, 1)
        worlds = player.evaluate(view, legal, player.rng_for(view))
        assert worlds and all(w.solved for w in worlds)
        assert made[0] == seat and set(made) == sides
