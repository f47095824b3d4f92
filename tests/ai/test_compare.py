"""The comparison (issue 24): the Master in a seat of a finished deal, and
``deberts-desktop compare``."""

import hashlib
import json
from importlib import resources

import pytest

from deberts_desktop.ai.compare import (
    compare_at_table, compare_deals, compare_record, config_id, margin, master_replay, replayable, resolve_levels,
    seat_seed)
from deberts_desktop.ai.config import LEVELS, LevelConfig
from deberts_desktop.cli import main
from deberts_desktop.engine.game import Game, GameContext
from deberts_desktop.engine.record import GameRecord, game_record, load_record, parse_record, replay
from deberts_desktop.engine.rules import Rules
from deberts_desktop.engine.scoring import unchanged_row, write_deal

AMATEUR = LEVELS["amateur"]  # a quick stand-in for the Master where a test is not about its play


def example_path():
    return resources.files("deberts_desktop") / "examples" / "example.record.json"


def example():
    with resources.as_file(example_path()) as p:
        return load_record(p)


def first_deals(record, k) -> GameRecord:
    return GameRecord(record.rules, record.names, record.deals[:k])


# ---------------------------------------------------------------------- the margin
def test_margin_of_a_bait_two_players():
    # 95 against 79 with side 1 declaring: a bait, side 0 writes 95 + 79 = 174, side 1 nothing
    row = write_deal(Rules(players=2), 1, (95, 79), 1, (6, 3), (), (0, 0), (0, 0))
    assert margin(Rules(players=2), row, 0) == 174
    assert margin(Rules(players=2), row, 1) == -174


def test_margin_three_players_is_against_the_average_of_the_two_others():
    rules = Rules(players=3)
    row = write_deal(rules, 2, (100, 40, 22), 0, (5, 2, 2), (), (0, 0, 0), (0, 0, 0))
    assert row.outcome == "made"
    assert margin(rules, row, 0) == 100 - (40 + 22) / 2 == 69
    assert margin(rules, row, 1) == 40 - (100 + 22) / 2 == -21
    assert margin(rules, row, 2) == 22 - (100 + 40) / 2 == -48


def test_margin_four_pairs_is_the_side_s():
    rules = Rules(players=4, mode="pairs")
    # seats 0 and 2 (side 0) declare and make 110 against 52
    row = write_deal(rules, 3, (110, 52), 0, (5, 3), (), (0, 0), (0, 0))
    assert row.outcome == "made"
    assert margin(rules, row, 0) == margin(rules, row, 2) == 58
    assert margin(rules, row, 1) == margin(rules, row, 3) == -58


def test_margin_leaves_out_pots_and_penalties():
    rules = Rules(players=2)
    # side 0 declares and makes 150 against 12 with every trick: the pot of 40 is released
    # to it and side 1 pays the ski penalty; the margin is 150 - 12 all the same
    row = write_deal(rules, 1, (150, 12), 0, (9, 0), (40,), (0, 0), (0, 0))
    assert row.pot_released[0] == 40 and row.penalties[1] < 0
    assert margin(rules, row, 0) == 138 and margin(rules, row, 1) == -138


def test_margin_of_a_thrown_in_deal_is_0_and_a_debertz_is_not_rated():
    rules = Rules(players=3)
    assert margin(rules, unchanged_row(rules, None, (), (0, 0, 0), (10, 20, 30)), 1) == 0
    assert margin(rules, unchanged_row(rules, "debertz", (), (0, 0, 0), (10, 20, 30)), 1) is None


# ---------------------------------------------------------------------- seeds, levels, config
def test_seeds_and_configuration_ids():
    import random

    assert seat_seed(7, 3, 2) == random.Random("compare|7|3|2").getrandbits(48)  # as the README says
    assert len({seat_seed(0, 1, 0), seat_seed(0, 1, 1), seat_seed(0, 2, 0), seat_seed(1, 1, 0)}) == 4
    assert config_id(LEVELS["master"]).startswith("master-")
    assert config_id(LEVELS["master"]) != config_id(LEVELS["master"].replace(bid_worlds=47))
    # only the fields away from the class's defaults are hashed: a field added later at a
    # default that plays as before leaves the ids of ratings already stored as they were
    expected = hashlib.sha256(b'{"compare": 1, "config": {"worlds": 5}}').hexdigest()[:12]
    assert config_id(LevelConfig("x", worlds=5)) == f"x-{expected}"
    assert [c.level for c in resolve_levels("amateur", 3)] == ["amateur"] * 3
    assert [c.level for c in resolve_levels(None, 2)] == ["master", "master"]
    assert [c.level for c in resolve_levels(["expert", "amateur"], 2)] == ["expert", "amateur"]
    with pytest.raises(ValueError, match="one level or 3"):
        resolve_levels(["amateur", "amateur"], 3)
    with pytest.raises(ValueError, match="unknown level"):
        resolve_levels("grandmaster", 2)


# ---------------------------------------------------------------------- the replay
def test_played_margins_of_the_example_worked_out_from_its_score_sheet():
    # the example (README): deal 1 Anna declares and is baited, 53 against 72: Boris writes
    # 125; deal 2 Boris makes 66 against 26; deal 3 92 against 32; deal 4 85 against 25
    rep = compare_record(example(), levels="amateur", master=AMATEUR)
    played = [[s["played"] for s in d["seats"]] for d in rep["deals"]]
    assert played == [[-125, 125], [-40, 40], [-60, 60], [-60, 60]]
    assert [d["deal"] for d in rep["deals"]] == [1, 2, 3, 4]
    for d in rep["deals"]:
        for s in d["seats"]:
            assert s["difference"] == s["played"] - s["master"]
    assert rep["master"] == config_id(AMATEUR) and rep["levels"] == ["amateur", "amateur"] and rep["seed"] == 0


def test_the_replay_starts_from_the_score_sheet_before_the_deal():
    record = example()
    game = replay(record)
    entry = game.entries[1]
    again = master_replay(record.rules, record.deals[1], entry.deal.dealer, entry.before, 0,
                          [AMATEUR, AMATEUR], [1, 2], AMATEUR)
    # after deal 1 Boris has 125 and Anna one bait as declarer
    assert again.context == GameContext((0, 125), (1, 0), ())
    assert again.entries[0].deal.dealer == 0  # Anna deals deal 2
    # the same cards as dealt
    assert again.entries[0].deal.deck == entry.deal.deck


def test_the_master_s_line_replays_to_its_margin_and_is_reproducible():
    record = first_deals(example(), 2)
    first = compare_deals(record, [1], resolve_levels("amateur", 2), seed=3, master=AMATEUR)
    again = compare_deals(record, [1], resolve_levels("amateur", 2), seed=3, master=AMATEUR)
    assert first == again
    (n, [comp]) = first[1]
    assert n == 2 and comp.seat == 1
    # the line as a record of its own, from the score sheet after deal 1
    data = first_deals(example(), 1).to_dict()
    data["deals"].append({"dealer": 0, "deck": [str(c) for c in record.deals[1].deck],
                          "actions": list(comp.master_actions)})
    game = replay(parse_record(data))
    assert margin(record.rules, game.rows[1], 1) == comp.master


def test_an_unfinished_deal_is_skipped():
    data = first_deals(example(), 2).to_dict()
    data["deals"][1]["actions"] = data["deals"][1]["actions"][:5]
    rep = compare_record(parse_record(data), seats=[0], levels="amateur", master=AMATEUR)
    assert [d["deal"] for d in rep["deals"]] == [1]


def test_the_master_plays_in_the_seat(monkeypatch):
    # one 2-player deal with the real Master in seat 1, the other seat amateur
    record = first_deals(example(), 1)
    made = []
    from deberts_desktop.ai import compare as module

    real = module.LevelConfig.__call__

    def spy(self, seed=0):
        made.append((self.level, seed))
        return real(self, seed)

    monkeypatch.setattr(module.LevelConfig, "__call__", spy)
    rep = compare_record(record, seats=[1], levels="amateur")
    assert made == [("amateur", seat_seed(0, 1, 0)), ("master", seat_seed(0, 1, 1))]
    assert rep["master"] == config_id(LEVELS["master"])
    [seat] = rep["deals"][0]["seats"]
    assert seat["seat"] == 1 and seat["played"] == 125


# ---------------------------------------------------------------------- the command line
def test_compare_json_with_a_seat(tmp_path, capsys):
    path = tmp_path / "one.record.json"
    path.write_text(first_deals(example(), 1).to_json())
    assert main(["--seed", "5", "compare", str(path), "--seat", "0", "--levels", "amateur", "--json"]) == 0
    rep = json.loads(capsys.readouterr().out)
    assert rep["master"] == config_id(LEVELS["master"]) and rep["levels"] == ["amateur", "amateur"]
    assert rep["seed"] == 5  # the window's --seed, given before the command, seeds the replay too
    [deal] = rep["deals"]
    assert deal["deal"] == 1
    [seat] = deal["seats"]
    assert set(seat) == {"seat", "played", "master", "difference"}
    assert seat["seat"] == 0 and seat["played"] == -125
    assert seat["difference"] == -125 - seat["master"]


def test_compare_text_table_of_every_seat(tmp_path, capsys):
    path = tmp_path / "one.record.json"
    path.write_text(first_deals(example(), 1).to_json())
    assert main(["compare", str(path), "--levels", "amateur"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(f"The Master ({config_id(LEVELS['master'])}) in each seat")
    rows = [line.split() for line in out[3:]]
    assert [r[:3] for r in rows] == [["1", "Anna", "-125.00"], ["1", "Boris", "+125.00"]]


def test_compare_refuses_a_bad_record_as_replay_does(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert main(["replay", str(bad)]) == 2
    replay_err = capsys.readouterr().err
    assert main(["compare", str(bad), "--json"]) == 2
    err = capsys.readouterr().err
    assert err == replay_err.replace("deberts-desktop replay: ", "deberts-desktop compare: ")
    assert err.count("\n") == 1


def test_compare_refuses_a_record_that_cannot_be_replayed_as_replay_does(capsys):
    from pathlib import Path

    path = Path(__file__).parents[1] / "cases" / "illegal-follow-suit.record.json"
    assert main(["replay", str(path)]) == 2
    replay_err = capsys.readouterr().err
    assert main(["compare", str(path), "--levels", "amateur"]) == 2
    err = capsys.readouterr().err
    assert err == replay_err.replace("deberts-desktop replay: ", "deberts-desktop compare: ")
    assert "deal 1" in err and "0 play AH" in err and err.count("\n") == 1


def test_compare_refuses_bad_levels_and_seats(capsys):
    with resources.as_file(example_path()) as p:
        assert main(["compare", str(p), "--levels", "amateur,amateur,amateur"]) == 2
        assert capsys.readouterr().err == "deberts-desktop compare: give one level or 2 (one per seat), not 3\n"
        assert main(["compare", str(p), "--seat", "2"]) == 2
        assert capsys.readouterr().err == "deberts-desktop compare: --seat must be a seat from 0 to 1\n"
        assert main(["compare", str(p), "--levels", "grandmaster"]) == 2
        assert capsys.readouterr().err.startswith("deberts-desktop compare: unknown level 'grandmaster'")


def test_a_game_played_by_the_replay_s_own_players_and_seeds_is_replayed_exactly():
    # a 4-pair game played by Beginners (whose choices draw on their seeds) seeded as the
    # comparison seeds them: with a Beginner as "the Master", every seat's replay is the
    # deal as played (the same cards, score sheet and seeds), so every difference is 0
    rules = Rules(players=4, mode="pairs")
    beginner = LEVELS["beginner"]
    game = Game(rules, dealer=2, seed=11)
    for n in (1, 2, 3):
        deal = game.start_deal()
        seats = [beginner(seat_seed(0, n, s)) for s in range(4)]
        while not deal.is_done:
            s = deal.current_player
            game.apply(seats[s].choose(game.view(s)), s)
    record = game_record(game)
    results = compare_deals(record, range(4), resolve_levels("beginner", 4), seed=0, master=beginner)
    assert [n for n, _ in results] == [1, 2, 3]
    for (n, comps), dr, row in zip(results, record.deals, game.rows):
        for c in comps:
            assert list(c.master_actions) == dr.actions
            assert c.difference == 0 and c.played == c.master == margin(rules, row, c.seat)
        # partners share their side's margin; the two sides' are opposite
        assert comps[0].played == comps[2].played == -comps[1].played == -comps[3].played
    # another seed plays some deal otherwise
    other = compare_deals(record, [0], resolve_levels("beginner", 4), seed=1, master=beginner)
    assert any(list(c.master_actions) != dr.actions for (_, [c]), dr in zip(other, record.deals))


def test_a_four_player_deal_written_by_its_hands_is_skipped_when_its_completion_fixes_the_declarer():
    # a set-up position: the completion gives seat 0 (the declarer as played) one card
    # fewer, since the turned card goes to the declarer (the default); a replay in which
    # another seat declares would not fit, so the deal is not compared
    from deberts_desktop.engine.record import DealRecord
    from deberts_desktop.engine.cards import CARDS

    rules = Rules(players=4, mode="pairs")
    deck = list(CARDS)
    hands = [deck[4 * s:4 * s + 4] for s in range(4)]
    turned = deck[16]
    rest = deck[17:]
    completion = [rest[0:3], rest[3:7], rest[7:11], rest[11:15]]
    dr = DealRecord(dealer=3, hands=hands, turned=turned, completion=completion, actions=["0 take"])
    assert not replayable(rules, dr, 3)
    assert replayable(rules, DealRecord(dealer=3, deck=deck), 3)
    assert replayable(Rules(players=4, mode="pairs", turned_card_to="dealer"), dr, 3)
    assert replayable(Rules(players=2), first_deals(example(), 1).deals[0], 1)
    record = GameRecord(rules, None, [dr])
    game = replay(record)
    deal = game.deal
    amateurs = [AMATEUR(s) for s in range(4)]
    while not deal.is_done:
        s = deal.current_player
        game.apply(amateurs[s].choose(game.view(s)), s)
    finished = game_record(game)
    assert finished.deals[0].deck is None
    assert compare_record(finished, levels="amateur", master=AMATEUR)["deals"] == []


# ---------------------------------------------------------------------- the comparison at the table
def test_the_master_at_the_table_replays_the_game_exactly_when_the_person_played_as_it_would():
    # a 2-player deal at the table: seat 0 played by the Master and seat 1 by Amateur, both
    # deciding as the table's worker makes them decide (config.think, seeded by the game's
    # seed and the seat): the comparison in seat 0 meets the same positions with the same
    # players and seeds, so its line is the deal's and the difference 0
    from deberts_desktop.ai import config

    rules = Rules(players=2)
    seed = 17
    game = Game(rules, dealer=1, seed=seed)
    deal = game.start_deal()
    levels = [None, "amateur"]
    while not deal.is_done:
        s = deal.current_player
        game.apply(config.think(levels[s] or "master", seed, s, game.view(s)), s)
    entry = game.entries[0]
    record_deal = game_record(game).deals[0]
    paused = []
    got = compare_at_table(rules, record_deal, 1, entry.before, entry.row, 0, levels, seed,
                           pause=lambda: paused.append(1))
    assert got["line"] == record_deal.actions
    assert got["played"] == got["master"] == margin(rules, entry.row, 0) and got["difference"] == 0
    assert got["configuration"] == config_id(LEVELS["master"]) and got["seat"] == 0
    assert got["levels"] == ["master", "amateur"] and got["seeds"] == [seed * 8, seed * 8 + 1]
    assert len(paused) >= len(got["line"])  # the pause is offered before every decision
    assert json.loads(json.dumps(got)) == got  # JSON data, as the history keeps it
    with pytest.raises(ValueError, match="seat 2"):
        compare_at_table(rules, record_deal, 1, entry.before, entry.row, 2, levels, seed)


def test_the_table_s_levels_play_as_its_computers_do():
    from deberts_desktop.ai.config import table_config

    assert table_config("amateur") is LEVELS["amateur"] and table_config("master") is LEVELS["master"]
    assert table_config(None) is LEVELS["expert"] and table_config("grandmaster") is LEVELS["expert"]
