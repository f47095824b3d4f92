"""The comparisons with the Master in the person's seat kept in the history (schema 7) and the
rating made of them (issue 24, storage/rating.py). Every comparison here is made by hand:
the margins are chosen, and the rating's figures are worked out below from them."""

from __future__ import annotations

import math
import random
import shutil
import sqlite3

import pytest

from deberts_desktop.engine.game import Game
from deberts_desktop.engine.rules import Rules
from deberts_desktop.storage.history import History, HistoryError, PracticeMark
from deberts_desktop.storage.migrations import SCHEMA_VERSION
from deberts_desktop.storage.rating import RATING_DEALS, rated_deals, rating, rating_over_time, ratings, t95
from tests.storage.helpers import play_deals
from tests.storage.test_migrations import OLD
from tests.storage.test_read_only_history import forbid_writes

NOW = "master-0123456789ab"
OLD_MASTER = "master-ba9876543210"


def comparison(played, master, seat=0, configuration=NOW):
    """A comparison as ai.compare.compare_at_table makes it (line, levels and seeds are kept, not read)."""
    diff = None if played is None or master is None else played - master
    return {"configuration": configuration, "seat": seat, "played": played, "master": master, "difference": diff,
            "line": ["0 pass"], "levels": ["master", "amateur"], "seeds": [None, None]}


def stored_game(h: History, rules: Rules, deals: int, started: str, practice=None, seed=1) -> int:
    """A game of random play with ``deals`` deals written, stored as it would be."""
    game = Game(rules, dealer=0, seed=seed)
    play_deals(game, random.Random(seed), deals)
    while len(game.rows) < deals:  # a game won early: a new one until enough deals
        seed += 100
        game = Game(rules, dealer=0, seed=seed)
        play_deals(game, random.Random(seed), deals)
    levels = [None] + ["amateur"] * (rules.players - 1)
    gid = h.start_game(rules, [f"P{s}" for s in range(rules.players)], levels, started=started, practice=practice)
    h.store_game(gid, game)
    return gid


# ----------------------------------------------------------------------------- the numbers
def test_the_rating_of_four_deals_worked_out_by_hand():
    # differences 12, 0, 0, 0: mean 3; deviations 9, -3, -3, -3, squares 81 + 9 + 9 + 9 = 108,
    # over n - 1 = 3: 36, sd 6; t(3) = 3.182, half-width 3.182 * 6 / sqrt(4) = 9.546
    r = rating([12, 0, 0, 0])
    assert (r.deals, r.mean, r.sd) == (4, 3.0, 6.0)
    assert r.low == pytest.approx(3 - 9.546) and r.high == pytest.approx(3 + 9.546)
    one = rating([-7.5])
    assert (one.deals, one.mean, one.sd, one.low, one.high) == (1, -7.5, None, None, None)
    assert rating([]) is None
    assert (t95(1), t95(2), t95(29), t95(30), t95(99), t95(121)) == (12.706, 4.303, 2.060, 2.042, 2.000, 1.96)


def test_the_rating_averages_the_last_deals_only():
    # three old deals at +1000 and then RATING_DEALS deals alternating +2 and -2: the old
    # ones are out of the window; the mean of an even count of +2, -2 is 0, every deviation
    # is 2, so sd = 2 * sqrt(n / (n - 1))
    diffs = [1000] * 3 + [2, -2] * (RATING_DEALS // 2)
    r = rating(diffs)
    n = RATING_DEALS
    assert r.deals == n and r.mean == 0
    assert r.sd == pytest.approx(2 * math.sqrt(n / (n - 1)))
    assert r.high == pytest.approx(t95(n - 1) * r.sd / math.sqrt(n))
    over = rating_over_time([4, -2, 1])
    assert [x.mean for x in over] == [4, 1, 1]  # 4; (4 - 2) / 2; (4 - 2 + 1) / 3
    assert over[0].low is None and over[1].sd == pytest.approx(math.sqrt(18))  # deviations 3, -3


# ----------------------------------------------------------------------------- kept in the history
def test_a_comparison_is_kept_with_its_deal_and_each_master_apart(tmp_path):
    with History(tmp_path / "h.sqlite3") as h:
        gid = stored_game(h, Rules(players=2), 2, "2026-12-01T10:00:00+00:00")
        h.store_comparison(gid, 1, comparison(24, 40), rated=True, made="2026-12-01T10:05:00+00:00")
        h.store_comparison(gid, 1, comparison(24, 10, configuration=OLD_MASTER), rated=False)
        got = h.deal_comparison(gid, 1, NOW)
        assert (got["played"], got["master"], got["difference"], got["rated"], got["made"]) == (
            24, 40, -16, True, "2026-12-01T10:05:00+00:00")
        assert got["line"] == ["0 pass"]
        assert h.deal_comparison(gid, 1, OLD_MASTER)["master"] == 10  # another Master: beside it
        assert h.deal_comparison(gid, 2, NOW) is None
        h.store_comparison(gid, 1, comparison(24, 30), rated=True)  # the same Master again: replaced
        assert h.deal_comparison(gid, 1, NOW)["master"] == 30
        with pytest.raises(HistoryError, match="There is no deal 9 of game"):
            h.store_comparison(gid, 9, comparison(1, 2), rated=True)
        with pytest.raises(ValueError):
            h.store_comparison(gid, 2, {"seat": 0, "played": 1, "master": 2}, rated=True)  # no configuration
        with pytest.raises(ValueError):
            h.store_comparison(gid, 2, dict(comparison(24, 2), played="24"), rated=True)  # a margin that is no number
        h.delete_game(gid)
        rows = h.select("SELECT count(*) FROM comparisons").fetchone()[0]
        assert rows == 0  # gone with its deals


def test_a_deal_played_again_after_a_resume_loses_its_comparison(tmp_path):
    rules = Rules(players=2)
    with History(tmp_path / "h.sqlite3") as h:
        game = Game(rules, dealer=0, seed=3)
        play_deals(game, random.Random(3), 2)
        gid = h.start_game(rules, ["A", "B"], [None, "amateur"])
        h.store_game(gid, game)
        h.store_comparison(gid, 2, comparison(10, 0), rated=True)
        other = Game(rules, dealer=0, seed=3)  # deal 1 the same, deal 2 played otherwise
        play_deals(other, random.Random(3), 1)
        play_deals(other, random.Random(99), 1)
        assert other.entries[1].deal.history != game.entries[1].deal.history
        h.store_game(gid, other)
        assert h.deal_comparison(gid, 2, NOW) is None


def test_a_history_that_may_only_be_read_keeps_no_comparison(tmp_path, monkeypatch):
    data = tmp_path / "data"
    with History(data / "history.sqlite3") as h:
        gid = stored_game(h, Rules(players=2), 1, "2026-12-01T10:00:00+00:00")
        h.store_comparison(gid, 1, comparison(5, 0), rated=True)
    forbid_writes(monkeypatch, data)
    with History(data / "history.sqlite3") as h:
        assert h.read_only is not None
        assert h.deal_comparison(gid, 1, NOW)["played"] == 5
        with pytest.raises(HistoryError, match="can only be read"):
            h.store_comparison(gid, 1, comparison(6, 0), rated=True)


# ----------------------------------------------------------------------------- the migration
def test_a_version_4_history_migrates_through_7_and_takes_comparisons(tmp_path):
    old = tmp_path / "history.sqlite3"
    shutil.copyfile(OLD, old)
    with History(old) as h:
        assert h.migrated_from == 4 and h.schema_version == SCHEMA_VERSION
        assert h.select("SELECT count(*) FROM comparisons").fetchone()[0] == 0
        h.store_comparison(1, 1, comparison(174, 100), rated=True)  # the fixture's game 1 (played, not practice)
        [deal] = rated_deals(h)[NOW]["2"]
        assert (deal.game, deal.number, deal.difference) == (1, 1, 74)
    conn = sqlite3.connect(old)
    columns = [r[1] for r in conn.execute("PRAGMA table_info(comparisons)")]
    conn.close()
    assert columns == ["game_id", "number", "configuration", "seat", "played", "master", "rated", "made", "details"]


# ----------------------------------------------------------------------------- the rating's deals
def test_the_rated_deals_and_the_rating_from_hand_made_comparisons(tmp_path):
    with History(tmp_path / "h.sqlite3") as h:
        two_a = stored_game(h, Rules(players=2), 3, "2026-12-01T10:00:00+00:00", seed=1)
        two_b = stored_game(h, Rules(players=2), 2, "2026-12-02T10:00:00+00:00", seed=2)
        three = stored_game(h, Rules(players=3), 2, "2026-12-01T12:00:00+00:00", seed=3)
        pairs = stored_game(h, Rules(players=4, mode="pairs"), 1, "2026-12-03T10:00:00+00:00", seed=4)
        practice = stored_game(h, Rules(players=2), 1, "2026-12-04T10:00:00+00:00", practice=PracticeMark(), seed=5)
        # 2 players: game A deals 1-3, game B deals 1-2 (B started later: its deals come after A's)
        h.store_comparison(two_b, 2, comparison(10, 0), rated=True)            # +10
        h.store_comparison(two_a, 1, comparison(24, 40), rated=True)           # -16
        h.store_comparison(two_a, 2, comparison(-30, -30), rated=True)         # 0 (the same line)
        h.store_comparison(two_a, 3, comparison(None, 50), rated=True)         # a debertz: not rated
        h.store_comparison(two_b, 1, comparison(0, -12), rated=True)           # +12 (a thrown-in deal, say)
        h.store_comparison(two_b, 1, comparison(0, 30, configuration=OLD_MASTER), rated=True)  # another Master
        # 3 players: one asked for later from History (not rated), one rated
        h.store_comparison(three, 1, comparison(69, 40), rated=False)
        h.store_comparison(three, 2, comparison(-21.5, -48), rated=True)      # +26.5
        h.store_comparison(pairs, 1, comparison(58, 58, seat=0, configuration=OLD_MASTER), rated=True)
        h.store_comparison(practice, 1, comparison(100, 0), rated=True)       # practice: never counts
        deals = rated_deals(h)
    assert set(deals) == {NOW, OLD_MASTER}
    two = deals[NOW]["2"]
    assert [(d.game, d.number, d.difference) for d in two] == [(two_a, 1, -16), (two_a, 2, 0), (two_b, 1, 12),
                                                              (two_b, 2, 10)]
    assert [(d.game, d.difference) for d in deals[NOW]["3"]] == [(three, 26.5)]
    assert set(deals[NOW]) == {"2", "3"}
    assert {m: [d.difference for d in ds] for m, ds in deals[OLD_MASTER].items()} == {"2": [-30], "4-pairs": [0]}

    shown = ratings(deals, NOW)
    assert shown.configuration == NOW and shown.others == {OLD_MASTER: 2}
    # 2 players: -16, 0, 12, 10: mean 6 / 4 = 1.5; deviations -17.5, -1.5, 10.5, 8.5:
    # 306.25 + 2.25 + 110.25 + 72.25 = 491, / 3, sd = sqrt(163.667) = 12.793;
    # half-width 3.182 * 12.793 / 2 = 20.354
    r = shown.rating("2")
    assert (r.deals, r.mean) == (4, 1.5)
    assert r.sd == pytest.approx(math.sqrt(491 / 3))
    assert (r.low, r.high) == (pytest.approx(1.5 - 20.354, abs=1e-3), pytest.approx(1.5 + 20.354, abs=1e-3))
    assert shown.rating("3").mean == 26.5 and shown.rating("4-pairs") is None
    # the current configuration not known yet: the newest rated deal's (the 4-pair game, old Master)
    assert ratings(deals, None).configuration == OLD_MASTER
    assert ratings({}, None).configuration is None and ratings({}, None).modes == {}


def test_the_deals_whose_comparison_was_lost_are_those_of_ordinary_games_since_the_comparisons(tmp_path):
    """History.uncompared_deals: a game of before the first rated comparison is not looked
    at; of the later ones, the deals of ordinary games (one person at the table, not
    practice) with no comparison of any Master, newest first, at most ``limit``; a history
    that never had a rated comparison has none."""
    with History(tmp_path / "h.sqlite3") as h:
        before = stored_game(h, Rules(players=2), 2, "2026-12-01T09:00:00+00:00")
        assert h.uncompared_deals(NOW) == []  # no rated comparison yet: nothing was ever compared
        first = stored_game(h, Rules(players=2), 3, "2026-12-01T10:00:00+00:00")
        h.store_comparison(first, 1, comparison(24, 40), rated=True)
        h.store_comparison(first, 3, comparison(0, 10, configuration=OLD_MASTER), rated=False)  # another Master's
        practice = stored_game(h, Rules(players=2), 1, "2026-12-01T11:00:00+00:00", practice=PracticeMark())
        two_people = h.start_game(Rules(players=2), ["A", "B"], [None, None])
        game = Game(Rules(players=2), dealer=0, seed=5)
        play_deals(game, random.Random(5), 1)
        h.store_game(two_people, game)
        last = stored_game(h, Rules(players=2), 2, "2026-12-01T12:00:00+00:00")
        assert before < first < practice < two_people < last
        assert h.uncompared_deals(NOW) == [(last, 2), (last, 1), (first, 2)]
        assert h.uncompared_deals(NOW, limit=2) == [(last, 2), (last, 1)]
        assert list(h.each_uncompared_deal(NOW)) == [(last, 2), (last, 1), (first, 2)]


def test_a_deal_whose_comparison_failed_three_times_is_no_longer_lost(tmp_path):
    """History.store_comparison_failure counts a comparison after a deal that could not be
    made (schema 9); a deal that failed COMPARISON_TRIES (3) times is given up: not among
    the deals compared again at a start. Fewer failures keep it there; the count goes with
    its deal (a deal replaced or its game deleted)."""
    from deberts_desktop.storage.history import COMPARISON_TRIES

    assert COMPARISON_TRIES == 3
    with History(tmp_path / "h.sqlite3") as h:
        first = stored_game(h, Rules(players=2), 1, "2026-12-01T10:00:00+00:00")
        h.store_comparison(first, 1, comparison(24, 40), rated=True)
        lost = stored_game(h, Rules(players=2), 2, "2026-12-01T12:00:00+00:00")
        assert h.uncompared_deals(NOW) == [(lost, 2), (lost, 1)]
        assert [h.store_comparison_failure(lost, 2, NOW) for _ in range(2)] == [1, 2]
        assert h.uncompared_deals(NOW) == [(lost, 2), (lost, 1)]  # failed twice: tried once more
        assert h.store_comparison_failure(lost, 2, NOW) == 3
        assert h.uncompared_deals(NOW) == [(lost, 1)] and h.comparison_failures(lost, NOW) == {2: 3}
        with pytest.raises(HistoryError):
            h.store_comparison_failure(lost, 3, NOW)  # no such deal
        assert h.delete_game(lost)
        assert h.comparison_failures(lost, NOW) == {}


def test_each_deal_keeps_the_seed_it_was_played_with(tmp_path):
    """Schema 11: store_game keeps the table's seed with each deal it writes (what a lost
    comparison is made again with); an unseeded deal reads None; a waiting save (a pending
    file) keeps the seed too."""
    from deberts_desktop.storage.pending import Snapshot

    rules = Rules(players=2)
    with History(tmp_path / "h.sqlite3") as h:
        game = Game(rules, dealer=0, seed=5)
        play_deals(game, random.Random(5), 2)
        gid = h.start_game(rules, ["You", "Anna"], [None, "amateur"])
        h.store_game(gid, game, seed=5)
        assert (h.deal_seed(gid, 1), h.deal_seed(gid, 2), h.deal_seed(gid, 3)) == (5, 5, None)
        plain = stored_game(h, rules, 1, "2026-12-01T10:00:00+00:00")
        assert h.deal_seed(plain, 1) is None
    snap = Snapshot("0123456789abcdef0123456789abcdef", "store", {"format": "deberts-record"}, seed="night/2")
    assert Snapshot.from_text(snap.to_text()).seed == "night/2"


def test_a_deal_given_up_by_one_master_is_tried_again_by_another(tmp_path):
    """Schema 12: the failed comparisons are counted per Master (its configuration id). A
    deal given up by the Master of an older version (three failures with it) is among the
    deals compared again at a start once the Master has changed (an update: another
    configuration id), and is given up by the new Master only after three failures of its
    own. (Before: the count knew no Master, so a deal given up stayed given up after an
    update that might compare it.)"""
    with History(tmp_path / "h.sqlite3") as h:
        first = stored_game(h, Rules(players=2), 1, "2026-12-01T10:00:00+00:00")
        h.store_comparison(first, 1, comparison(24, 40), rated=True)
        lost = stored_game(h, Rules(players=2), 1, "2026-12-01T12:00:00+00:00")
        assert [h.store_comparison_failure(lost, 1, OLD_MASTER) for _ in range(3)] == [1, 2, 3]
        assert h.uncompared_deals(OLD_MASTER) == [] and h.given_up_comparisons(lost, OLD_MASTER) == {1: 3}
        assert h.uncompared_deals(NOW) == [(lost, 1)] and h.given_up_comparisons(lost, NOW) == {}
        assert h.uncompared_deals(None) == [(lost, 1)]  # the Master not known: given up by none
        assert [h.store_comparison_failure(lost, 1, NOW) for _ in range(3)] == [1, 2, 3]
        assert h.uncompared_deals(NOW) == [] and h.comparison_failures(lost, NOW) == {1: 3}
        assert h.comparison_failures(lost, OLD_MASTER) == {1: 3}  # each Master's count its own


def test_the_failures_counted_before_schema_12_give_no_deal_up(tmp_path):
    """A version-11 history whose deal failed three times (no Master kept with the count)
    is migrated: the count is kept under no Master's id, so the deal is compared again by
    the Master of now (another chance), not given up."""
    from deberts_desktop.storage.migrations import migrate

    path = tmp_path / "h.sqlite3"
    with History(path) as h:
        first = stored_game(h, Rules(players=2), 1, "2026-12-01T10:00:00+00:00")
        h.store_comparison(first, 1, comparison(24, 40), rated=True)
        lost = stored_game(h, Rules(players=2), 1, "2026-12-01T12:00:00+00:00")
    conn = sqlite3.connect(path, isolation_level=None)
    try:  # back to version 11's table, holding three failures of the deal
        conn.execute("DROP TABLE comparison_failures")
        migrate(conn, 8, 9)
        conn.execute("INSERT INTO comparison_failures (game_id, number, tries, last) VALUES (?, 1, 3, ?)",
                     (lost, "2026-12-01T13:00:00+00:00"))
        conn.execute("ALTER TABLE games DROP COLUMN seed")  # (schema 13's)
        conn.execute("PRAGMA user_version = 11")
    finally:
        conn.close()
    with History(path) as h:
        assert h.migrated_from == 11
        assert h.uncompared_deals(NOW) == [(lost, 1)] and h.given_up_comparisons(lost, NOW) == {}
        assert h.comparison_failures(lost, "") == {1: 3}
