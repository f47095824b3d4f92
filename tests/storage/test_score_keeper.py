"""The score keeper: RULES.md 12 C, D, E, H from typed totals, and refused entries."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from deberts_desktop.engine.rules import Rules
from deberts_desktop.engine.sequences import sequence_points_possible
from deberts_desktop.engine.totals import card_points_range
from deberts_desktop.storage.history import History
from deberts_desktop.storage.statistics import level_stats
from deberts_desktop.storage.score_keeper import (
    EntryError,
    ScoreKeeper,
    SheetEntry,
)

A, B, C = 0, 1, 2


def two(dealer=1, **options) -> ScoreKeeper:
    return ScoreKeeper(Rules(players=2, **options), ["A", "B"], dealer=dealer)


# ------------------------------------------------------------------ RULES.md 12 C
def test_example_c_made():
    k = two()
    row = k.add_deal(A, [92, 70])
    assert (row.outcome, row.written, row.pot, k.baits, k.scores) == ("made", (92, 70), 0, (0, 0), (92, 70))


def test_example_c_bait():
    k = two()
    row = k.add_deal(A, [70, 92])
    assert (row.outcome, row.written, k.baits) == ("bait", (0, 162), (1, 0))


def test_example_c_hanging():
    k = two()
    row = k.add_deal(A, [81, 81])
    assert (row.outcome, row.written, row.pot, k.pots) == ("hanging", (0, 81), 81, (81,))


# ------------------------------------------------------------------ RULES.md 12 D
def pot_of_81() -> ScoreKeeper:
    k = two()
    row = k.add_deal(A, [81, 81])
    assert row.written == (0, 81) and k.pot == 81
    return k


def test_example_d_other_side_makes():
    k = pot_of_81()
    row = k.add_deal(B, [60, 95])
    assert (row.outcome, row.written, row.pot_released, row.pot) == ("made", (60, 176), (0, 81), 0)
    assert k.scores == (60, 257)


def test_example_d_same_declarer_makes():
    k = pot_of_81()
    row = k.add_deal(A, [100, 50])
    assert (row.written, row.pot_released, k.pot) == ((181, 50), (81, 0), 0)


def test_example_d_bait_takes_the_pot():
    k = pot_of_81()
    row = k.add_deal(B, [100, 60])
    assert (row.outcome, row.written, row.pot_released) == ("bait", (241, 0), (81, 0))
    assert k.baits == (0, 1) and k.scores == (241, 81)


# ------------------------------------------------------------------ RULES.md 12 E
def three() -> ScoreKeeper:
    return ScoreKeeper(Rules(players=3), ["P0", "P1", "P2"], dealer=2)


@pytest.mark.parametrize(
    "declarer, totals, outcome, written, pot",
    [
        (0, [80, 60, 40], "made", (80, 60, 40), 0),
        (0, [60, 70, 32], "bait", (0, 130, 32), 0),
        (0, [70, 70, 22], "hanging", (0, 70, 22), 70),
        (0, [70, 69, 23], "made", (70, 69, 23), 0),
        (2, [61, 61, 41], "bait", (82, 81, 0), 0),
    ],
)
def test_example_e(declarer, totals, outcome, written, pot):
    k = three()
    row = k.add_deal(declarer, totals)
    assert (row.outcome, row.written, row.pot) == (outcome, written, pot)
    assert k.baits[declarer] == (1 if outcome == "bait" else 0)
    assert k.dealer == 0  # clockwise: seat 0 deals next


# ------------------------------------------------------------------ RULES.md 12 H
def to_480_470() -> ScoreKeeper:
    """Five typed deals that bring A to 480 and B to 470 (target 501)."""
    k = ScoreKeeper(Rules(players=2, target=501), ["A", "B"], dealer=1)
    for declarer, totals in [(A, [120, 62]), (B, [60, 122]), (A, [120, 62]), (B, [60, 122]), (A, [120, 102])]:
        assert k.add_deal(declarer, totals).outcome == "made"
    assert k.scores == (480, 470) and not k.finished
    return k


def test_example_h_first_wins():
    k = to_480_470()
    k.add_deal(A, [30, 20])
    assert k.scores == (510, 490)
    assert (k.finished, k.winner, k.extra_deal) == (True, A, False)
    with pytest.raises(EntryError, match="The game is over: A won"):
        k.add_deal(A, [100, 62])


def test_example_h_tie_needs_one_more_deal():
    k = to_480_470()
    k.add_deal(B, [30, 40])
    assert k.scores == (510, 510)
    assert (k.finished, k.winner, k.extra_deal) == (False, None, True)
    k.add_deal(A, [50, 40])
    assert k.scores == (560, 550) and (k.finished, k.winner) == (True, A)


def test_example_h_highest_wins():
    k = to_480_470()
    k.add_deal(A, [40, 35])
    assert k.scores == (520, 505) and (k.finished, k.winner) == (True, A)


# ------------------------------------------------------------------ the rest of the rules
def test_dealer_rotation_and_thrown_in_deals():
    k = ScoreKeeper(Rules(players=3), ["P0", "P1", "P2"], dealer=2)
    k.add_thrown_in()
    assert k.dealer == 0 and k.scores == (0, 0, 0)
    k.add_deal(1, [40, 80, 42])
    assert k.dealer == 1 and k.dealers == [2, 0]
    k = ScoreKeeper(Rules(players=3, dealer_rotation="previous_winner"), ["P0", "P1", "P2"], dealer=2)
    k.add_deal(1, [40, 80, 42])  # seat 1 wrote the most: it deals
    assert k.dealer == 1
    k.add_thrown_in()  # after a thrown-in deal the deal passes to the left in both modes
    assert k.dealer == 2


def test_pot_waits_through_a_thrown_in_deal_and_hanging_repeat():
    k = two()
    k.add_deal(A, [81, 81])
    k.add_thrown_in()
    assert k.pot == 81
    row = k.add_deal(B, [90, 90])  # hanging again: the old pot goes to this declarer
    assert row.written == (90, 81) and row.pot_released == (0, 81) and k.pots == (90,)
    k = two(hanging_repeat="accumulate", pot_release="oldest")
    k.add_deal(A, [81, 81])
    k.add_deal(B, [90, 90])
    assert k.pots == (81, 90)
    row = k.add_deal(A, [100, 62])
    assert row.pot_released == (81, 0) and k.pots == (90,)


def test_bait_penalty_on_the_third_bait_and_ski():
    k = two(target=1001)
    k.add_deal(A, [60, 102])
    k.add_deal(A, [60, 102])
    row = k.add_deal(A, [60, 102])
    assert k.baits == (3, 0) and row.penalties == (-100, 0) and row.written == (-100, 162)
    k = two()
    row = k.add_deal(A, [0, 162], no_trick=[A])  # a ski for the declarer: bait and -50
    assert row.outcome == "bait" and row.penalties == (-50, 0) and row.written == (-50, 162)
    k = ScoreKeeper(Rules(players=4), ["A", "B", "C", "D"], dealer=3)
    row = k.add_deal(0, [182, 0], no_trick=[1])  # pairs: ski costs 100
    assert row.written == (182, -100)


def test_pairs_side_names_and_4_individual():
    k = ScoreKeeper(Rules(players=4), ["Anna", "Boris", "Clara", "Dmitri"], dealer=0)
    assert k.side_names == ["Anna & Clara", "Boris & Dmitri"]
    row = k.add_deal(3, [100, 62])  # seat 3 declared for Boris & Dmitri: bait
    assert row.written == (162, 0) and k.baits == (0, 1)
    k = ScoreKeeper(Rules(players=4, mode="individual"), list("ABCD"), dealer=0)
    row = k.add_deal(1, [30, 62, 40, 30])
    assert row.outcome == "made" and row.written == (30, 62, 40, 30)


def test_detailed_entry_adds_up_like_example_a():
    # RULES.md 12 A typed in detail: seat 1 declared; card points 95 / 29, seat 1 took the
    # last trick, its terz (20) and bella (20).
    k = ScoreKeeper(Rules(players=2), ["Seat 0", "Seat 1"], dealer=1)
    row = k.add_deal(1, card_points=[95, 19], sequences=[0, 20], bella=[0, 20], last_trick=1)
    assert row.totals == (95, 69) and row.written == (164, 0)
    k.undo()
    row = k.add_deal(1, card_points=[95, 29], sequences=[0, 20], bella=[0, 20], last_trick=1)
    # card points 95 + 29 = 124 include the last trick's cards; the last trick adds 10
    assert row.totals == (95, 79) and row.outcome == "bait" and row.written == (174, 0)
    assert k.entries[0].detailed and k.entries[0].totals == (95, 79)


# ------------------------------------------------------------------ refused entries
def refused(k: ScoreKeeper, *args, match: str, **kw) -> None:
    before = (list(k.entries), k.scores)
    with pytest.raises(EntryError, match=match):
        k.add_deal(*args, **kw)
    assert (k.entries, k.scores) == before


def test_limits_of_a_deal():
    assert card_points_range(2) == (18, 146)
    assert card_points_range(3) == (85, 152)
    assert card_points_range(4) == (152, 152)
    assert max(sequence_points_possible(2, "pairs", "six_plus")) == 120  # hundred + terz
    assert max(sequence_points_possible(2, "pairs", "five_plus")) == 150  # hundred + fifty
    assert max(sequence_points_possible(4, "individual", "six_plus")) == 100
    assert max(sequence_points_possible(4, "pairs", "six_plus")) == 200
    assert 30 not in sequence_points_possible(3, "pairs", "six_plus")


def test_impossible_totals_are_refused():
    k = two()
    refused(k, A, [-5, 100], match="A: the total cannot be negative")
    refused(k, A, [92.5, 70], match="whole number")
    refused(k, A, [92], match="each of the 2 sides")
    refused(k, 2, [92, 70], match="declarer must be one of the 2 players")
    # 2 players: 18 cards in play hold at most 146 card points; +10 +120 +20 = 296
    refused(k, A, [297, 0], match="more than a deal can give one side")
    refused(k, A, [200, 150], match="more than a deal can hold with 2 players")
    refused(k, A, [10, 10], match="less than the cards in play hold")
    k3 = three()
    refused(k3, 0, [30, 30, 30], match="at least 95")
    k4 = ScoreKeeper(Rules(players=4), list("ABCD"), dealer=0)
    refused(k4, 0, [100, 50], match="at least 162")
    refused(k4, 0, [100, 65], match="165 is not possible")
    assert k4.add_deal(0, [100, 82]).outcome == "made"  # 162 + a terz


def test_no_trick_entries():
    k = two()
    refused(k, A, [92, 70], no_trick=[A], match=r"^A: no trick taken, so the total can only be a bella \(0 or 20\), not 92\.$")
    refused(k, A, [92, 70], no_trick=[A, B], match="not every side")
    assert k.add_deal(A, [142, 20], no_trick=[B]).written == (142, -30)  # bella, ski -50
    k = two()
    refused(k, A, card_points=[0, 120], last_trick=0, no_trick=[A], match="^A: no trick taken, so not the last trick either.$")
    refused(k, A, card_points=[10, 110], last_trick=1, no_trick=[A], match=r"^A: no trick taken, so no card points \(not 10\)\.$")
    refused(k, A, card_points=[0, 120], sequences=[20, 0], last_trick=1, no_trick=[A], match="^A: no trick taken, so no sequences are written.$")


def test_impossible_details_are_refused():
    k = two()
    refused(k, A, card_points=[100, 50], last_trick=0, match="at most 146")
    refused(k, A, card_points=[10, 5], last_trick=0, match="at least 18")
    refused(k, A, card_points=[60, 60], sequences=[20, 20], last_trick=0, match="Only one side")
    refused(k, A, card_points=[60, 60], sequences=[30, 0], last_trick=0, match="no hand makes 30")
    refused(k, A, card_points=[60, 60], bella=[10, 0], last_trick=0, match="bella is worth 20")
    refused(k, A, card_points=[60, 60], bella=[20, 20], last_trick=0, match="only one bella")
    refused(k, A, card_points=[60, 60], match="last trick")
    refused(k, A, [60, 60], card_points=[60, 60], match="either")
    refused(k, A, [60, 60], last_trick=0, match="not both")
    k4 = ScoreKeeper(Rules(players=4), list("ABCD"), dealer=0)
    refused(k4, 0, card_points=[100, 50], last_trick=0, match="add up to 152, not 150")


# ------------------------------------------------------------------ undo, correct, store
def test_undo_and_correct():
    k = pot_of_81()
    k.add_deal(B, [60, 95])
    assert k.scores == (60, 257)
    undone = k.undo()
    assert undone == SheetEntry("played", B, (60, 95))
    assert k.scores == (0, 81) and k.pot == 81 and k.dealer == 0
    k.add_deal(B, [60, 95])
    row = k.correct_last(A, [100, 50])
    assert row.written == (181, 50) and k.scores == (181, 131)
    # correcting the first deal re-scores the second: no pot any more
    k.correct(1, k.make_entry(A, [92, 70]))
    assert [r.written for r in k.rows] == [(92, 70), (100, 50)]
    with pytest.raises(EntryError, match="no deal 5"):
        k.correct(5, k.make_entry(A, [92, 70]))
    with pytest.raises(EntryError, match="at least 28"):
        k.correct_last(A, [1, 2])
    assert k.scores == (192, 120)  # unchanged by the refused correction
    k.undo(), k.undo()
    with pytest.raises(EntryError, match="no deal to undo"):
        k.undo()


def test_correction_that_would_end_the_game_early_is_refused():
    k = to_480_470()
    k.add_deal(A, [30, 20])
    k.undo()
    k.add_deal(A, [16, 12])
    k.add_deal(A, [30, 20])
    assert k.winner == A and k.scores == (526, 502)
    with pytest.raises(EntryError, match="already over after deal 6"):
        k.correct(6, k.make_entry(A, [100, 62]))
    assert k.scores == (526, 502) and len(k.entries) == 7


def test_debertz_ends_the_game():
    k = ScoreKeeper(Rules(players=4), list("ABCD"), dealer=0)
    k.add_deal(0, [100, 62])
    row = k.add_debertz(3)
    assert row.outcome == "debertz" and k.finished and k.winner == 1 and k.scores == (100, 62)
    k.undo()
    assert not k.finished


def test_store_in_history_and_load(tmp_path):
    with History(tmp_path / "h.sqlite3") as h:
        k = two(target=501)
        k.add_deal(A, [81, 81])
        gid = k.save(h)
        k.add_deal(B, [60, 95], no_trick=())
        k.add_thrown_in()
        k.add_deal(A, card_points=[80, 52], sequences=[50, 0], bella=[0, 20], last_trick=0)
        k.save(h)
        rows = h.score_sheet(gid)
        assert [r.number for r in rows] == [1, 2, 3, 4]
        assert [r.outcome for r in rows] == ["hanging", "made", None, "made"]
        assert rows[1].written == [60, 176] and rows[1].pot_released == [0, 81]
        assert rows[3].scores == list(k.scores) == [60 + 140, 257 + 72]
        assert rows[3].record["card_points"] == [80, 52]
        info = h.game(gid)
        assert (info.kind, info.deals, info.winner, info.finished) == ("score_keeper", 3, None, None)
        k.undo()
        k.save(h)
        assert len(h.score_sheet(gid)) == 3
        again = ScoreKeeper.load(h, gid)
        assert again.entries == k.entries and again.scores == k.scores and again.history_id == gid
        assert h.check() == []
        assert level_stats(h) == {}  # score sheets are not games against the computer


# ------------------------------------------------------------------ a stored sheet damaged
def stored_sheets() -> list[dict]:
    """Sheets as the history stores them: 3 players with a deal by totals, a thrown-in deal
    and one in detail; 4 in pairs ended by a debertz."""
    k = ScoreKeeper(Rules(players=3), ["A", "B", "C"], dealer=1)
    k.add_deal(0, [70, 40, 52])
    k.add_thrown_in()
    k.add_deal(1, card_points=[30, 60, 62], sequences=[0, 20, 0], bella=[0, 0, 0], last_trick=1)
    pairs = ScoreKeeper(Rules(players=4), list("ABCD"), dealer=0)
    pairs.add_deal(0, [100, 62])
    pairs.add_debertz(2)
    return [k.to_dict(), pairs.to_dict()]


#: what a damaged sheet may hold in a field: any JSON, and values near the right ones
#: (a seat too far, a list of the wrong length, texts of numbers, a kind of deal)
field_values = st.one_of(
    st.recursive(st.none() | st.booleans() | st.integers(-3, 400) | st.text(max_size=6),
                 lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
                 max_leaves=8),
    st.lists(st.integers(-5, 200), max_size=5),
    st.sampled_from(["played", "thrown_in", "debertz", "12", 4, 7]),
)
sheet_fields = st.sampled_from(["format", "rules", "names", "dealer", "deals", "draft"])
entry_fields = st.sampled_from(["kind", "declarer", "totals", "no_trick", "card_points", "sequences", "bella",
                                "last_trick", "debertz"])


@st.composite
def damaged_sheets(draw):
    """A stored sheet with one to three fields (of the sheet, or of one of its deals)
    replaced by what a damaged file may hold, or removed."""
    data = json.loads(json.dumps(draw(st.sampled_from(stored_sheets()))))
    for _ in range(draw(st.integers(1, 3))):
        deals = data.get("deals")
        if isinstance(deals, list) and deals and draw(st.booleans()):
            target, name = draw(st.sampled_from(deals)), draw(entry_fields)
        else:
            target, name = data, draw(sheet_fields)
        if not isinstance(target, dict):
            continue
        if draw(st.integers(0, 4)) == 0:
            target.pop(name, None)
        else:
            target[name] = draw(field_values)
    return data


@hsettings(max_examples=150, derandomize=True, deadline=None)
@given(data=damaged_sheets())
def test_a_damaged_stored_sheet_is_read_or_refused_in_words(data):
    """Whatever a stored sheet holds, reading it gives a sheet or an :class:`EntryError`
    for the player (History → Continue shows its words), never another exception."""
    try:
        k = ScoreKeeper.from_dict(data)
    except EntryError as e:
        assert str(e) and e.message
        return
    assert ScoreKeeper.from_dict(json.loads(k.to_json())).entries == k.entries  # what it would store again reads


# ------------------------------------------------------------------ against the engine
@pytest.mark.parametrize(
    "rules",
    [
        Rules(players=2),
        Rules(players=3, hundred="five_plus", dealer_rotation="previous_winner"),
        Rules(players=4),
        Rules(players=4, mode="individual", hanging_repeat="accumulate", pot_release="oldest"),
        Rules(players=2, sequences_need_trick=False, winner_takes_all=True, bait_penalty="every_third"),
    ],
)
@pytest.mark.parametrize("detailed", [False, True])
def test_typing_real_deals_gives_the_engines_sheet(rules, detailed):
    """Deals played by the engine, typed in as totals (or in detail), are never refused
    and give the same rows, dealers and winner as the engine's own game."""
    import random

    from deberts_desktop.engine.game import Game
    from tests.storage.helpers import random_step

    rng = random.Random(f"{rules!r} {detailed}")
    for _ in range(15):
        game = Game(rules, seed=rng.randrange(1 << 30))
        while not game.finished:
            random_step(game, rng)
        k = ScoreKeeper(rules, game.names, dealer=game.first_dealer)
        for entry in game.entries:
            res = entry.deal.result
            if res.outcome == "debertz":
                k.add_debertz(res.debertz)
            elif res.thrown_in:
                k.add_thrown_in()
            else:
                no_trick = [side for side, t in enumerate(res.side_tricks) if t == 0]
                if detailed:
                    cp = [0] * rules.sides
                    for seat, pts in enumerate(res.card_points):
                        cp[rules.side_of(seat)] += pts
                    last = rules.side_of(res.last_trick)
                    k.add_deal(res.declarer, card_points=cp, sequences=res.sequences, bella=res.bella,
                               last_trick=last, no_trick=no_trick)
                else:
                    k.add_deal(res.declarer, res.totals, no_trick=no_trick)
        assert k.rows == game.rows
        assert k.dealers == [e.deal.dealer for e in game.entries]
        assert (k.finished, k.winner, k.scores) == (game.finished, game.winner, game.scores)
