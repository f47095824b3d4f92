"""Migrations of the history (storage/migrations.py), on a copy of a database the program
wrote at an older version: ``data/history-v4.sqlite3`` (what it holds and how it was
made: make_old_history.py) and what that program read back from it,
``data/history-v4.reads.json``.

Migration 5 stores a deal's record once (in its game's record, no longer in the deal's
row as well). The values below are worked out from the games stored: RULES.md 12 A (seat 1
declares with a terz, bella and the last trick: 29 + 20 + 20 + 10 = 79 against 95, a bait:
seat 0 writes 95 + 79 = 174); a score keeper's sheet of 4 players in pairs (100 / 62
declared by side 0 and made; a deal thrown in; card points 90 / 62 with a terz and the
last trick for side 1: 62 + 20 + 10 = 92 > 90, made by side 1's declarer: 190 / 154); the
deal of RULES.md 12 A played again from 130 / 40 (304 / 40: seat 0 reaches 301 and wins).
"""

import json
import shutil
import sqlite3

import pytest

from deberts_desktop.engine.record import load_record
from deberts_desktop.storage import opening
from deberts_desktop.storage.history import History
from deberts_desktop.storage.migrations import MIGRATIONS, SCHEMA_VERSION
from deberts_desktop.storage.score_keeper import ScoreKeeper
from tests.storage.make_old_history import DATA, EXAMPLE_A, FINISHED, STARTED, reads

OLD = DATA / "history-v4.sqlite3"
READ_BEFORE = json.loads((DATA / "history-v4.reads.json").read_text(encoding="utf-8"))
EXAMPLE_DEAL = json.loads(EXAMPLE_A.read_text(encoding="utf-8"))["deals"][0]
ENTRIES = [{"kind": "played", "declarer": 0, "totals": [100, 62]},
           {"kind": "thrown_in"},
           {"kind": "played", "declarer": 1, "totals": [90, 92], "card_points": [90, 62], "sequences": [0, 20],
            "bella": [0, 0], "last_trick": 1}]


@pytest.fixture
def old(tmp_path):
    """A copy of the version-4 database (the fixture itself is never opened)."""
    path = tmp_path / "history.sqlite3"
    shutil.copyfile(OLD, path)
    return path


def columns(path, table):
    conn = sqlite3.connect(path)
    try:
        return [r[1] for r in conn.execute(f"PRAGMA table_info({table})")]
    finally:
        conn.close()


def read_back(h):
    return json.loads(json.dumps(reads(h)))  # tuples as lists, as the reads before were kept


def test_the_migrations_are_numbered_in_one_list():
    assert SCHEMA_VERSION == len(MIGRATIONS) == 13
    assert [m.__name__ for m in MIGRATIONS] == [f"_migrate_{v}_to_{v + 1}" for v in range(13)]


def test_migration_5_keeps_every_game_deal_and_record_of_version_4(old):
    conn = sqlite3.connect(old)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 4
    twice = conn.execute("SELECT d.record, g.record FROM deals d JOIN games g ON g.id = d.game_id "
                         "WHERE d.game_id = 1").fetchone()
    conn.close()
    assert json.loads(twice[0]) == json.loads(twice[1])["deals"][0] == EXAMPLE_DEAL  # stored twice
    with History(old) as h:
        assert h.migrated_from == 4 and h.schema_version == SCHEMA_VERSION
        assert read_back(h) == READ_BEFORE  # every game, deal, record and review as before
        games = {g.id: g for g in h.list_games()}
        assert sorted(games) == [1, 2, 3]

        played = games[1]
        assert (played.kind, played.names, played.levels, played.started) == (
            "played", ["Anna", "Boris"], [None, "expert"], STARTED[0])
        assert (played.deals, played.scores, played.winner, played.finished) == (1, [174, 0], None, None)
        (row,) = h.score_sheet(1)
        assert (row.dealer, row.declarer, row.outcome, row.totals, row.written, row.baits) == (
            1, 1, "bait", [95, 79], [174, 0], [0, 1])
        assert row.record == EXAMPLE_DEAL
        record = h.record(1)
        assert len(record.deals) == 2 and len(record.deals[1].actions) == 3  # the deal in progress kept
        assert record.deals[0].to_dict() == EXAMPLE_DEAL
        assert h.deal_review(1, 1, 1) == {"deal": 1, "note": "a cached review"}

        sheet = h.score_sheet(2)
        assert [r.written for r in sheet] == [[100, 62], [0, 0], [90, 92]]
        assert [r.outcome for r in sheet] == ["made", None, "made"] and sheet[-1].scores == [190, 154]
        assert [r.record for r in sheet] == ENTRIES
        keeper = ScoreKeeper.load(h, 2)
        assert keeper.scores == (190, 154) and [e.to_dict() for e in keeper.entries] == ENTRIES

        practice = games[3]
        assert (practice.scores, practice.winner, practice.finished) == ([304, 40], 0, FINISHED)
        assert practice.practice.context.scores == (130, 40) and practice.practice.origin == 7
        assert h.score_sheet(3)[0].baits == [0, 2] and h.score_sheet(3)[0].record == EXAMPLE_DEAL
        assert len(h.replay_game(3).entries) == 1
        assert h.check() == []

        keeper.add_thrown_in()  # the migrated history is written as a new one
        keeper.save(h)
        assert [r.record for r in h.score_sheet(2)] == ENTRIES + [{"kind": "thrown_in"}]
    assert "record" not in columns(old, "deals") and "record" in columns(OLD, "deals")
    with History(old) as h:  # opening again migrates nothing
        assert h.migrated_from == SCHEMA_VERSION and len(h.score_sheet(2)) == 4


def test_a_deal_record_the_game_s_record_lacks_is_moved_into_it(old):
    """A database changed by hand: game 1's record without its deals, game 2's sheet gone
    (NULL). The deals' own records are put in their games' records before their column
    goes: game 1 replays its deal, game 2's sheet is whole again."""
    conn = sqlite3.connect(old)
    text = conn.execute("SELECT record FROM games WHERE id = 1").fetchone()[0]
    conn.execute("UPDATE games SET record = ? WHERE id = 1", (json.dumps(dict(json.loads(text), deals=[])),))
    conn.execute("UPDATE games SET record = NULL WHERE id = 2")
    conn.commit()
    conn.close()
    with History(old) as h:
        assert h.schema_version == SCHEMA_VERSION
        assert h.score_sheet(1)[0].record == EXAMPLE_DEAL
        assert [d.to_dict() for d in h.record(1).deals] == [EXAMPLE_DEAL]
        game = h.replay_game(1)
        assert game.rows[0].written == (174, 0) and game.names == ["Anna", "Boris"]
        assert [r.record for r in h.score_sheet(2)] == ENTRIES
        keeper = ScoreKeeper.load(h, 2)
        assert keeper.scores == (190, 154) and keeper.names == ["Anna", "Boris", "Vera", "Gleb"]
        assert keeper.first_dealer == 0 and keeper.rules.pairs
        assert read_back(h)["3"] == READ_BEFORE["3"]  # the others as they were


def test_a_version_4_history_that_may_only_be_read_is_read_as_before(old, monkeypatch):
    """Read only: migrated in memory, the file left at version 4."""
    monkeypatch.setattr(opening, "_may_write", lambda p: False)
    before = old.read_bytes()
    with History(old) as h:
        assert h.read_only is not None and h.migrated_from == 4
        assert read_back(h) == READ_BEFORE
    assert old.read_bytes() == before


def test_a_damaged_version_4_history_is_salvaged_whole(old, monkeypatch):
    """A version-4 file the check finds damaged (another table's page spoiled): its games
    are salvaged, migrated as a sound file is, and read back as before."""
    from deberts_desktop.storage import salvage

    monkeypatch.setattr(salvage, "_damaged_stamp", lambda: "20261202-010000")
    conn = sqlite3.connect(old)
    conn.execute("CREATE TABLE notes (text TEXT)")
    conn.executemany("INSERT INTO notes VALUES (?)", [("x" * 500,)] * 40)
    (root,) = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = 'notes'").fetchone()
    page = conn.execute("PRAGMA page_size").fetchone()[0]
    conn.commit()
    conn.close()
    data = bytearray(old.read_bytes())
    data[(root - 1) * page:root * page] = b"\xff" * page  # the notes' top page
    old.write_bytes(data)
    with History(old) as h:
        assert h.set_aside is not None and h.games_recovered == 3 and h.schema_version == SCHEMA_VERSION
        got = read_back(h)
    for gid in ("1", "2", "3"):  # reviews are not salvaged (they are computed again)
        assert {k: v for k, v in got[gid].items() if k != "reviews"} == {
            k: v for k, v in READ_BEFORE[gid].items() if k != "reviews"}
    assert got["1"]["reviews"] == {"1": None}


def test_migration_8_starts_the_problems_progress_empty_and_keeps_it(old):
    """Migration 8 (issue 24: Game → Problems): the version-4 history goes through every
    step; the progress table is there, empty; answers are kept and read back: a problem
    answered wrong first, then right, then shown has been tried 3 times, solved once, and
    its last result is "shown"."""
    with History(old) as h:
        assert h.migrated_from == 4 and h.schema_version == SCHEMA_VERSION
        assert read_back(h) == READ_BEFORE  # the games as before
        assert h.problem_progress() == {}
        h.record_problem_attempt("2-0123456789", "wrong")
        h.record_problem_attempt("2-0123456789", "right")
        third = h.record_problem_attempt("2-0123456789", "shown")
        h.record_problem_attempt("3-abcdefabcd", "right")
        with pytest.raises(ValueError):
            h.record_problem_attempt("3-abcdefabcd", "almost")
    assert "problem" in columns(old, "problem_progress")
    with History(old) as h:  # read back from the file
        progress = h.problem_progress()
    assert (third.tries, third.solved, third.last) == (3, 1, "shown")
    assert {k: (p.tries, p.solved, p.last) for k, p in progress.items()} == {
        "2-0123456789": (3, 1, "shown"), "3-abcdefabcd": (1, 1, "right")}


def test_a_read_only_history_reads_progress_and_refuses_to_keep_it(old, monkeypatch):
    """A read-only history (migrated in memory): the progress reads as empty and an answer
    is refused with HistoryError (the problems go on without keeping it)."""
    from deberts_desktop.storage.history_errors import HistoryError

    monkeypatch.setattr(opening, "_may_write", lambda p: False)
    with History(old) as h:
        assert h.read_only is not None and h.problem_progress() == {}
        with pytest.raises(HistoryError):
            h.record_problem_attempt("2-0123456789", "right")


def count_transactions(monkeypatch) -> list:
    """The write transactions begun by the history's opening, as they are begun."""
    begun, real = [], opening.write_transaction

    def counted(c):
        begun.append(c.execute("PRAGMA user_version").fetchone()[0])
        return real(c)

    monkeypatch.setattr(opening, "write_transaction", counted)
    return begun


def test_a_new_history_is_made_in_one_transaction(tmp_path, monkeypatch):
    """A new file gets every step of the schema in one transaction (one commit, one sync of
    the disk: issue 21), and ends at the last version with its seven tables."""
    begun = count_transactions(monkeypatch)
    h = History(tmp_path / "history.sqlite3")
    try:
        assert begun == [0]
        assert h.migrated_from == 0
    finally:
        h.close()
    conn = sqlite3.connect(tmp_path / "history.sqlite3")
    try:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == len(MIGRATIONS)
        assert [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")] \
            == ["comparison_failures", "comparisons", "deals", "game_ids", "games", "problem_progress", "reviews"]
    finally:
        conn.close()
    assert "preset" in columns(tmp_path / "history.sqlite3", "games")  # a later step's column
    assert "problem" in columns(tmp_path / "history.sqlite3", "problem_progress")  # a later step's table
    assert "tries" in columns(tmp_path / "history.sqlite3", "comparison_failures")  # a later step's table
    assert "last" in columns(tmp_path / "history.sqlite3", "game_ids")  # a later step's table
    assert "seed" in columns(tmp_path / "history.sqlite3", "deals")  # a later step's column
    assert "configuration" in columns(tmp_path / "history.sqlite3", "comparison_failures")  # the last step's


def test_an_older_history_goes_through_every_step_in_one_transaction(old, monkeypatch):
    """Version 4 goes to the last version at once, or not at all: one transaction."""
    begun = count_transactions(monkeypatch)
    h = History(old)
    try:
        assert begun == [4] and h.migrated_from == 4
    finally:
        h.close()
    assert "preset" in columns(old, "games")  # a later step's column
    assert "problem" in columns(old, "problem_progress")  # the last step's table


def test_a_deleted_game_s_id_is_never_given_to_a_new_game(old):
    """Migration 10: the version-4 history (games 1, 2, 3) goes through every step. Game 3,
    the newest, is deleted; the next game gets id 4, not 3 again (before: SQLite gave the
    highest id stored plus one, so a game deleted last had its id given to the next one —
    and whatever still named that id, an autosave, a waiting save, a comparison, met
    another game). After the new game 4 is deleted too and the history opened again, the
    next is 5; a new history starts at 1."""
    with History(old) as h:
        assert [g.id for g in h.list_games()] and sorted(g.id for g in h.list_games()) == [1, 2, 3]
        assert h.delete_game(3)
        rules = h.replay_game(1).rules
        assert h.start_game(rules, ["Anna", "Boris"]) == 4
        assert h.delete_game(4)
    with History(old) as h:
        assert h.start_game(rules, ["Anna", "Boris"]) == 5
        assert sorted(g.id for g in h.list_games()) == [1, 2, 5]
    with History(old.parent / "new.sqlite3") as h:
        assert h.start_game(rules, ["Anna", "Boris"]) == 1


def test_a_version_12_history_opens_with_each_game_s_seed_from_its_newest_deal(tmp_path):
    """A version-12 history (no game-level seed: ``deals.seed`` only) is migrated to 13:
    each game takes the seed of its newest deal — 5 for a game whose deals 1 and 2 were
    seeded 5; a text seed kept as the text; none for an unseeded game's deal and for a game
    with no deal stored (what the program of version 12 continued them with) — and a game
    kept from now on keeps its seed before its first deal is over."""
    import random

    from deberts_desktop.engine.game import Game
    from deberts_desktop.engine.rules import Rules
    from tests.storage.helpers import play_deals

    path = tmp_path / "history.sqlite3"
    rules = Rules(players=2)
    game = Game(rules, dealer=0, seed=7, names=["A", "B"])
    play_deals(game, random.Random(7), 2)
    with History(path) as h:
        seeded = h.start_game(rules, ["A", "B"])
        h.store_game(seeded, game, seed=5)
        worded = h.start_game(rules, ["A", "B"])
        h.store_game(worded, game, seed="friday")
        plain = h.start_game(rules, ["A", "B"])
        h.store_game(plain, game)
        empty = h.start_game(rules, ["A", "B"])
    conn = sqlite3.connect(path, isolation_level=None)
    try:  # back to version 12: the games' seed column goes
        conn.execute("ALTER TABLE games DROP COLUMN seed")
        conn.execute("PRAGMA user_version = 12")
    finally:
        conn.close()
    assert "seed" not in columns(path, "games")
    with History(path) as h:
        assert h.migrated_from == 12 and h.schema_version == SCHEMA_VERSION == 13
        assert [h.game_seed(g) for g in (seeded, worded, plain, empty)] == [5, "friday", None, None]
        assert [h.deal_seed(seeded, 1), h.deal_seed(seeded, 2)] == [5, 5]
        later = Game(rules, dealer=0, seed=9, names=["A", "B"])
        later.start_deal()
        kept = h.start_game(rules, ["A", "B"], seed=3)
        h.keep_in_progress(kept, later, seed=3)  # put aside before its first deal was over
        assert h.game_seed(kept) == 3 and h.score_sheet(kept) == []
    assert "seed" in columns(path, "games")
