"""One bad row hides nothing else (issue 19, item 8): a game whose row holds a value that is
not what the schema says (JSON that does not parse, names that do not fit the players) is
listed as damaged and can be deleted; the other games are listed, shown, replayed and
counted in the statistics as before; a deal's bad row is named when its sheet is read."""

from __future__ import annotations

import sqlite3

import pytest

from deberts_desktop.storage.history import History, HistoryError
from deberts_desktop.storage.statistics import level_stats, level_timeline
from tests.storage.test_damaged_history import fill_history

DAMAGED = "The entry of game {game} in the history is damaged: it cannot be shown, only deleted."


def spoil(path, sql: str, *args) -> None:
    """Change the file behind the history's back, as a hand edit or another program would."""
    conn = sqlite3.connect(path)
    with conn:
        conn.execute(sql, args)
    conn.close()


@pytest.fixture
def stored(tmp_path):
    """A history of four finished games (2, 3, 4 players, 4 individual), with what each
    reads back as, and the statistics before any damage."""
    path = tmp_path / "history.sqlite3"
    before = fill_history(path, games=4)
    with History(path) as h:
        stats = level_stats(h)
    return path, before, stats


@pytest.mark.parametrize("names", ["{not json", '"Anna"', '["A", "B"]', '["A", 7, "C"]', "[]"])
def test_a_game_with_bad_names_is_listed_as_damaged_and_the_others_as_before(stored, names):
    path, before, _ = stored
    spoil(path, "UPDATE games SET names = ? WHERE id = 2", names)  # game 2: 3 players
    with History(path) as h:
        games = {g.id: g for g in h.list_games()}
        assert sorted(games) == [1, 2, 3, 4]
        for gid in (1, 3, 4):
            assert games[gid] == before[gid][0] and h.score_sheet(gid) == before[gid][1]
        bad = games[2]
        assert bad.damaged == DAMAGED.format(game=2)
        assert (bad.names, bad.players, bad.started, bad.winner) == (["?", "?", "?"], 3, "2026-11-02T10:00:00+00:00",
                                                                      None)
        with pytest.raises(HistoryError) as refused:
            h.game(2)
        assert str(refused.value) == DAMAGED.format(game=2)
        with pytest.raises(HistoryError, match="game 2 in the history is damaged"):
            h.replay_game(2)
        assert len(h.replay_game(3).entries) == len(before[3][1])  # the others replay
        assert h.delete_game(2) and sorted(g.id for g in h.list_games()) == [1, 3, 4]


def test_a_game_whose_levels_cannot_be_read_is_left_out_of_the_statistics(stored, tmp_path):
    path, before, stats = stored
    spoil(path, "UPDATE games SET levels = '[null, \"expert\"' WHERE id = 1")  # game 1: 2 players
    with History(path) as h:
        assert h.game(3) == before[3][0]
        assert h.list_games()[-1].damaged == DAMAGED.format(game=1)  # the oldest, listed last
        spoiled = level_stats(h)
        timeline = level_timeline(h)
    # every game is against "expert": the statistics of games 2, 3 and 4 alone
    assert [g.game for g in timeline["expert"]] == [2, 3, 4]
    won = sum(before[g][0].winner == 0 for g in (2, 3, 4))
    deals = sum(before[g][0].deals for g in (2, 3, 4))
    s = spoiled["expert"]
    assert (s.games, s.finished, s.won, s.deals) == (3, 3, won, deals)
    assert (stats["expert"].games, stats["expert"].deals) == (4, deals + before[1][0].deals)


def test_a_deal_that_cannot_be_read_is_named_and_the_game_stays_listed(stored):
    path, before, _ = stored
    spoil(path, "UPDATE deals SET written = 'oops' WHERE game_id = 3 AND number = 1")
    with History(path) as h:
        assert [g == before[g.id][0] for g in h.list_games()] == [True] * 4  # the summary needs no written
        with pytest.raises(HistoryError) as refused:
            h.score_sheet(3)
        assert str(refused.value) == "Deal 1 of game 3 in the history is damaged: its score sheet cannot be shown."
        assert h.score_sheet(4) == before[4][1]
        assert "expert" in level_stats(h)  # the statistics leave game 3 out
        assert [g.game for g in level_timeline(h)["expert"]] == [1, 2, 4]
        assert "game 3: Deal 1 of game 3 in the history is damaged" in " ".join(h.check())
        # the record is in the game's own row: the game replays
        assert len(h.replay_game(3).entries) == len(before[3][1])


def test_a_last_deal_whose_scores_cannot_be_read_marks_the_game_damaged(stored):
    path, before, _ = stored
    last = len(before[4][1])
    spoil(path, "UPDATE deals SET scores = '[1, \"x\"]' WHERE game_id = 4 AND number = ?", last)
    with History(path) as h:
        games = {g.id: g for g in h.list_games()}
        assert games[4].damaged == DAMAGED.format(game=4) and games[4].scores == [0, 0, 0, 0]  # 4 individual
        assert [games[g] == before[g][0] for g in (1, 2, 3)] == [True] * 3


def test_values_of_the_wrong_kind_in_a_row_are_damage_too(stored):
    path, before, _ = stored
    spoil(path, "UPDATE games SET players = 'many', target = 'far' WHERE id = 1")
    spoil(path, "UPDATE games SET started = ? WHERE id = 2", b"\x01")  # a blob in a text column
    with History(path) as h:
        games = {g.id: g for g in h.list_games()}
        assert (games[1].damaged, games[2].damaged) == (DAMAGED.format(game=1), DAMAGED.format(game=2))
        assert games[1].names == before[1][0].names and games[2].started == ""  # what can be read is shown
        assert games[3] == before[3][0] and games[4] == before[4][0]
