"""Practice games in the history: stored with their mark and context, replayed from it,
kept out of the statistics and their charts' timeline."""

from __future__ import annotations

import copy

import pytest

from deberts_desktop.engine import Rules, replay
from deberts_desktop.engine.actions import Action
from deberts_desktop.engine.game import GameContext
from deberts_desktop.engine.practice import play_again
from deberts_desktop.engine.record import parse_record
from deberts_desktop.engine.setup import FIRST_LEAD, DealSetup
from deberts_desktop.engine.cards import Suit
from deberts_desktop.storage.history import History, HistoryError, PracticeMark
from deberts_desktop.storage.statistics import level_stats, level_timeline
from tests.engine.test_examples import EXAMPLE_A


def example_a(names=("You", "Boris")):
    rec = parse_record(copy.deepcopy(EXAMPLE_A))
    rec.names = list(names)
    return replay(rec)


def test_a_deal_played_again_is_stored_as_practice_with_its_context_and_kept_out_of_the_statistics():
    """RULES.md 12 A stored as an ordinary game against a master (174 - 0, one bait), then
    its deal played again from the opponent's seat, starting from 120 - 200 with seat 1 on
    two baits: the person, now the declarer, is baited a third time (0 - 100 = −100) and
    Boris writes 174; the running scores go on from the context."""
    with History(":memory:") as h:
        gid = h.start_game(Rules(players=2), ["You", "Boris"], [None, "master"])
        h.store_game(gid, example_a())
        practice = play_again(replay(parse_record(copy.deepcopy(EXAMPLE_A)), context=GameContext((120, 200), (0, 2))),
                              0, seat=1)
        assert practice.context == GameContext((200, 120), (2, 0), ())  # as the practice game numbers the sides
        mark = PracticeMark(practice.context, origin=gid, deal=1, seat=1)
        pid = h.start_game(Rules(players=2), practice.game.names, practice.levels([None, "master"]), practice=mark)
        for text in EXAMPLE_A["deals"][0]["actions"]:
            seat, verb = text.split(" ", 1)
            practice.game.apply(Action.parse(verb), 1 - int(seat))
        assert h.store_game(pid, practice.game) == 1
        (row,) = h.score_sheet(pid)
        assert row.written == [-100, 174] and row.scores == [100, 294] and row.baits == [3, 0]
        assert h.check() == []  # running scores add up from the context
        summary = h.game(pid)
        assert summary.practice == mark and summary.scores == [100, 294]
        assert h.game(gid).practice is None
        assert [g.id for g in h.list_games(practice=True)] == [pid]
        assert [g.id for g in h.list_games(practice=False)] == [gid]
        back = h.replay_game(pid)
        assert back.rows[0].scores == (100, 294) and back.entries[0].before.scores == (200, 120)
        # the statistics and the timeline count the ordinary game only: seat 0 wrote 174 in one deal
        stats = level_stats(h)
        assert list(stats) == ["master"] and (stats["master"].games, stats["master"].points) == (1, 174)
        (line,) = level_timeline(h)["master"]
        assert (line.game, line.finished, line.won, line.deals, line.points, line.average_points) == (
            gid, False, False, 1, 174, 174.0)
        with pytest.raises(ValueError):
            h.start_game(Rules(players=2), ["A", "B"], kind="score_keeper", practice=PracticeMark())


def test_a_set_up_ending_that_no_record_can_hold_is_refused_in_words():
    setup = DealSetup(Rules(players=2), dealer=1, start=FIRST_LEAD, trump=Suit.HEARTS, declarer=0, cards_each=1)
    game = setup.with_hand_text(0, "AS").with_hand_text(1, "7S").build(fill=False).game()
    game.apply(Action.parse("play AS"))
    game.apply(Action.parse("play 7S"))
    with History(":memory:") as h:
        gid = h.start_game(Rules(players=2), ["You", "Boris"], [None, "beginner"], practice=PracticeMark())
        with pytest.raises(HistoryError) as e:
            h.store_game(gid, game)
        assert str(e.value) == "A position set up by hand that no game record can hold is not kept in the history."
        assert h.score_sheet(gid) == []


def test_the_timeline_lists_each_level_s_games_oldest_first():
    with History(":memory:") as h:
        first = h.start_game(Rules(players=2), ["You", "Boris"], [None, "expert"], started="2026-01-02T10:00:00+00:00")
        h.store_game(first, example_a())
        second = h.start_game(Rules(players=2), ["You", "Boris"], [None, "expert"], started="2026-01-01T10:00:00+00:00")
        h.start_game(Rules(players=2), ["You", "Anna"], [None, None])  # no computer: not in the statistics
        line = level_timeline(h)["expert"]
        assert [(g.game, g.deals, g.points, g.average_points) for g in line] == [(second, 0, 0, None),
                                                                                  (first, 1, 174, 174.0)]
