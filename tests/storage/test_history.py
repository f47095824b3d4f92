"""The history database: storing played games, queries, CSV, statistics, migrations,
failures, and a writer killed with SIGKILL."""

from __future__ import annotations

import csv
import io
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from deberts_desktop.engine.actions import DECLINE
from deberts_desktop.engine.game import Game
from deberts_desktop.engine.record import read_record, replay
from deberts_desktop.engine.rules import Rules
from deberts_desktop.storage import history as history_module
from deberts_desktop.storage.history import History, HistoryError
from deberts_desktop.storage.history_errors import GameGone
from deberts_desktop.storage.migrations import SCHEMA_VERSION
from deberts_desktop.storage.sheet_csv import csv_text, export_csv
from deberts_desktop.storage.statistics import level_stats
from tests.storage.helpers import play_deals, random_step

ROOT = Path(__file__).resolve().parents[2]


def finished_game(rules: Rules, seed: int, names: list[str] | None = None) -> Game:
    """A game of ``rules`` played to its end by random legal steps from ``seed`` (dealer 0;
    ``names``: the seats' names, default N0, N1, …)."""
    game = Game(rules, dealer=0, seed=seed, names=names or [f"N{i}" for i in range(rules.players)])
    rng = random.Random(seed)
    while not game.finished:
        random_step(game, rng)
    return game


def test_store_a_played_game_deal_by_deal(tmp_path):
    rules = Rules(players=3)
    game = Game(rules, dealer=2, seed=11, names=["Anna", "Boris", "Clara"])
    rng = random.Random(11)
    with History(tmp_path / "h.sqlite3") as h:
        gid = h.start_game(rules, game.names, [None, "expert", "master"], started="2026-11-29T10:00:00+00:00")
        assert h.score_sheet(gid) == [] and h.record(gid).deals == []
        while not game.finished:
            play_deals(game, rng, 1)
            assert h.store_game(gid, game, finished="2026-11-29T11:00:00+00:00") == 1
            assert h.store_game(gid, game) == 0  # already stored
            stored = h.record(gid)
            assert len(stored.deals) == len(game.entries)
        rows = h.score_sheet(gid)
        assert [r.number for r in rows] == list(range(1, len(game.entries) + 1))
        for row, entry in zip(rows, game.entries):
            assert row.dealer == entry.deal.dealer and row.declarer == entry.deal.result.declarer
            assert row.outcome == entry.row.outcome
            assert row.written == list(entry.row.written) and row.scores == list(entry.row.scores)
            assert row.penalties == list(entry.row.penalties) and row.baits == list(entry.row.baits)
            assert row.pot == entry.row.pot and row.pots == list(entry.row.pots)
            assert row.own_points == list(entry.row.base)
            assert row.record["actions"] == [f"{s} {a}" for s, a in entry.deal.history if a != DECLINE]
        info = h.game(gid)
        assert info.kind == "played" and info.names == ["Anna", "Boris", "Clara"] and info.mode == "3"
        assert info.target == 501 and info.levels == [None, "expert", "master"]
        assert info.winner == game.winner and info.winner_name == game.names[game.winner]
        assert info.finished == "2026-11-29T11:00:00+00:00"
        assert info.deals == sum(1 for r in game.rows if r.outcome in ("made", "bait", "hanging"))
        assert info.scores == list(game.scores)
        # the stored record replays to the same game
        again = replay(h.record(gid))
        assert again.scores == game.scores and again.winner == game.winner
        assert h.check() == []


def test_a_broken_stored_record_names_the_deal_and_logs_the_engine_reason(tmp_path, caplog):
    rules = Rules(players=2)
    game = Game(rules, dealer=0, seed=3, names=["Anna", "Boris"])
    rng = random.Random(3)
    with History(tmp_path / "h.sqlite3") as h:
        gid = h.start_game(rules, game.names, [None, "expert"])
        play_deals(game, rng, 2)
        h.store_game(gid, game)
        data = json.loads(h.stored_record(gid))
        deck = data["deals"][1]["deck"]
        deck[0] = deck[1]  # a card twice in deal 2
        h._conn.execute("UPDATE games SET record = ? WHERE id = ?", (json.dumps(data), gid))
        with caplog.at_level("WARNING", logger="deberts_desktop.storage"), pytest.raises(HistoryError) as info:
            h.record(gid)
        assert str(info.value) == f"The record of game {gid} cannot be read: deal 2 is not recorded correctly."
        assert [(r.name, r.levelname, r.getMessage()) for r in caplog.records] == [
            ("deberts_desktop.storage", "WARNING",
             f"the record of game {gid} cannot be read: deal 2: {deck[1]} is in the deck twice")]
        caplog.clear()
        h._conn.execute("UPDATE games SET record = ? WHERE id = ?", ('{"format": "something else"}', gid))
        with caplog.at_level("WARNING", logger="deberts_desktop.storage"), pytest.raises(HistoryError) as info:
            h.record(gid)
        assert str(info.value) == f"The record of game {gid} cannot be read: it is not a game record this program can read."
        assert [r.getMessage() for r in caplog.records] == [
            f'the record of game {gid} cannot be read: not a game record: "format" must be "deberts-record"']


def test_a_game_deleted_after_it_was_looked_at_is_told_gone_by_store_game(tmp_path):
    """A game deleted (History's Delete, another connection) after store_game looked it up
    but before its write transaction: the write says the game is gone (GameGone, what the
    writer keeps nothing of) and writes no deal of it — not "could not be written", the
    deals' link to their game refused."""
    rules = Rules(players=2)
    game = Game(rules, dealer=0, seed=5, names=["Anna", "Boris"])
    play_deals(game, random.Random(5), 2)
    path = tmp_path / "h.sqlite3"
    with History(path) as h, History(path) as other:
        gid = h.start_game(rules, game.names, [None, "expert"])
        looked_at = h._kind

        def deleted_once_looked_at(game_id):
            kind = looked_at(game_id)
            assert other.delete_game(game_id) is True
            return kind

        h._kind = deleted_once_looked_at
        with pytest.raises(GameGone):
            h.store_game(gid, game)
        assert h.select("SELECT COUNT(*) FROM deals").fetchone()[0] == 0
        assert h.list_games() == []


def test_list_delete_and_export(tmp_path):
    with History(tmp_path / "h.sqlite3") as h:
        g1 = finished_game(Rules(players=2), 1)
        g2 = finished_game(Rules(players=4), 2)
        id1 = h.start_game(g1.rules, g1.names, [None, "beginner"], started="2026-01-01T10:00:00+00:00")
        h.store_game(id1, g1)
        id2 = h.start_game(g2.rules, ["Anna", "Boris", "Clara", "Dmitri"], [None, "master", "expert", "master"],
                           started="2026-02-01T10:00:00+00:00")
        h.store_game(id2, g2)
        listed = h.list_games()
        assert [g.id for g in listed] == [id2, id1]  # newest first
        assert [g.mode for g in listed] == ["4-pairs", "2"]
        assert listed[0].side_names == ["Anna & Clara", "Boris & Dmitri"]
        assert [g.id for g in h.list_games("score_keeper")] == []

        text = csv_text(h, id2)
        lines = list(csv.reader(io.StringIO(text)))
        assert lines[0][:4] == ["Deal", "Dealer", "Declarer", "Outcome"]
        assert lines[0][4:9] == ["Anna & Clara: points", "Anna & Clara: pot", "Anna & Clara: penalty",
                                 "Anna & Clara: baits", "Anna & Clara: score"]
        body = lines[1:-2]
        assert len(body) == len(g2.entries)
        for line, entry in zip(body, g2.entries):
            row = entry.row
            assert line[3] == (row.outcome or "thrown in")
            assert [int(line[4]), int(line[5]), int(line[6]), int(line[7]), int(line[8])] == [
                row.base[0], row.pot_released[0], row.penalties[0], row.baits[0], row.scores[0]]
            assert int(line[13]) == row.scores[1] and int(line[14]) == row.pot
        assert lines[-2] == ["Target", "501"]
        assert lines[-1] == ["Winner", ["Anna & Clara", "Boris & Dmitri"][g2.winner]]
        out = tmp_path / "sheet.csv"
        export_csv(h, id2, out)
        assert out.read_bytes().decode("utf-8") == text
        with pytest.raises(HistoryError, match="could not be written"):
            export_csv(h, id2, tmp_path / "missing-folder" / "x.csv")

        assert h.delete_game(id1) is True and h.delete_game(id1) is False
        assert [g.id for g in h.list_games()] == [id2]
        assert h.score_sheet(id1) == []
        with pytest.raises(GameGone, match="^This game is no longer in the history: it was deleted.$"):
            h.game(id1)  # a HistoryError too: told as news (History lists it no more)


def test_level_statistics(tmp_path):
    games = [
        (Rules(players=2), [None, "beginner"], 3),
        (Rules(players=2), [None, "beginner"], 4),
        (Rules(players=3), [None, "beginner", "master"], 5),
        (Rules(players=4), [None, "master", "beginner", "master"], 6),  # seat 2 is the partner
    ]
    expected: dict[str, dict[str, int]] = {}
    with History(tmp_path / "h.sqlite3") as h:
        for rules, levels, seed in games:
            g = finished_game(rules, seed)
            gid = h.start_game(rules, g.names, levels)
            h.store_game(gid, g)
            opp = {levels[s] for s in range(rules.players) if rules.side_of(s) != 0}
            played = [e for e in g.entries if e.row.outcome in ("made", "bait", "hanging")]
            mine = [e for e in played if rules.side_of(e.deal.result.declarer) == 0]
            for level in opp:
                a = expected.setdefault(level, dict(games=0, won=0, declarations=0, baits=0, deals=0, points=0))
                a["games"] += 1
                a["won"] += g.winner == 0
                a["declarations"] += len(mine)
                a["baits"] += sum(e.row.outcome == "bait" for e in mine)
                a["deals"] += len(played)
                a["points"] += sum(e.row.written[0] for e in played)
        unfinished = h.start_game(Rules(players=2), ["A", "B"], [None, "expert"])
        stats = level_stats(h)
    assert sorted(stats) == ["beginner", "expert", "master"]
    assert stats["beginner"].games == 3  # the 4-player game's beginner is the partner
    assert stats["master"].games == 2
    for level, a in expected.items():
        s = stats[level]
        assert (s.games, s.finished, s.won, s.declarations, s.baits, s.deals, s.points) == (
            a["games"], a["games"], a["won"], a["declarations"], a["baits"], a["deals"], a["points"])
        assert s.average_points == pytest.approx(a["points"] / a["deals"])
        if a["declarations"]:
            assert s.baits_per_declaration == pytest.approx(a["baits"] / a["declarations"])
    assert (stats["expert"].games, stats["expert"].finished, stats["expert"].average_points) == (1, 0, None)
    assert unfinished


# ------------------------------------------------------------------ schema versions
V1_SCHEMA = """
CREATE TABLE games (id INTEGER PRIMARY KEY, started TEXT NOT NULL, finished TEXT, mode TEXT NOT NULL,
    players INTEGER NOT NULL, target INTEGER NOT NULL, rules TEXT NOT NULL, names TEXT NOT NULL,
    winner INTEGER, record TEXT);
CREATE TABLE deals (game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    number INTEGER NOT NULL, dealer INTEGER NOT NULL, declarer INTEGER, outcome TEXT,
    totals TEXT NOT NULL, written TEXT NOT NULL, pot_released TEXT NOT NULL, penalties TEXT NOT NULL,
    baits TEXT NOT NULL, scores TEXT NOT NULL, pot INTEGER NOT NULL, record TEXT,
    PRIMARY KEY (game_id, number)) WITHOUT ROWID;
PRAGMA user_version = 1;
"""


def make_v1(path: Path) -> None:
    """A version-1 database as the first release wrote it: one 2-player game whose first
    deal was a hanging bait (a pot of 81) and whose second took the pot."""
    conn = sqlite3.connect(path)
    conn.executescript(V1_SCHEMA)
    conn.execute(
        "INSERT INTO games VALUES (7, '2025-05-01T18:00:00+00:00', NULL, '2', 2, 301, "
        "'{\"players\": 2}', '[\"Anna\", \"Boris\"]', NULL, NULL)"
    )
    conn.execute(
        "INSERT INTO deals VALUES (7, 1, 1, 0, 'hanging', '[81, 81]', '[0, 81]', '[0, 0]', '[0, 0]', "
        "'[0, 0]', '[0, 81]', 81, NULL)"
    )
    conn.execute(
        "INSERT INTO deals VALUES (7, 2, 0, 1, 'made', '[60, 95]', '[60, 176]', '[0, 81]', '[0, 0]', "
        "'[0, 0]', '[60, 257]', 0, NULL)"
    )
    conn.commit()
    conn.close()


def test_migrates_a_version_1_database(tmp_path):
    path = tmp_path / "old.sqlite3"
    make_v1(path)
    with History(path) as h:
        assert h.migrated_from == 1 and h.schema_version == SCHEMA_VERSION
        (g,) = h.list_games()
        assert (g.id, g.kind, g.names, g.levels, g.deals, g.scores) == (7, "played", ["Anna", "Boris"],
                                                                         [None, None], 2, [60, 257])
        rows = h.score_sheet(7)
        assert [r.pots for r in rows] == [[81], []]
        assert rows[1].written == [60, 176] and rows[1].own_points == [60, 95]
        assert h.check() == []
        new = h.start_game(Rules(players=2), ["A", "B"], kind="score_keeper")
        assert h.game(new).kind == "score_keeper"
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    names = {r[1] for r in conn.execute("PRAGMA index_list(games)")}
    assert "games_by_start" in names
    with pytest.raises(sqlite3.IntegrityError):  # the new column's CHECK holds
        conn.execute("UPDATE games SET kind = 'other' WHERE id = 7")
    conn.close()
    with History(path) as h:  # opening again migrates nothing
        assert h.migrated_from == SCHEMA_VERSION
        assert h.game(7).practice is None  # no older game was practice


def test_a_fresh_database_goes_through_every_migration(tmp_path):
    with History(tmp_path / "sub" / "new.sqlite3") as h:
        assert h.migrated_from == 0 and h.schema_version == SCHEMA_VERSION
    assert (tmp_path / "sub" / "new.sqlite3").exists()


def test_refuses_a_newer_database_and_keeps_a_foreign_one_aside(tmp_path):
    """(A damaged file in detail: test_damaged_history.py.)"""
    path = tmp_path / "new.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE x (y)")
    conn.execute("PRAGMA user_version = 99")
    conn.commit()
    conn.close()
    with pytest.raises(HistoryError, match="newer version"):
        History(path)
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 99  # untouched
    conn.close()
    junk = tmp_path / "junk.sqlite3"
    junk.write_bytes(b"this is not a database at all, just text " * 100)
    with History(junk) as h:
        assert h.recovered is not None and h.set_aside.name.startswith("junk.sqlite3.damaged-")
        assert h.set_aside.read_bytes() == b"this is not a database at all, just text " * 100
        assert h.list_games() == []
    with pytest.raises(HistoryError, match="could not be opened"):
        blocker = tmp_path / "file"
        blocker.write_text("x")
        History(blocker / "h.sqlite3")


def test_default_location(monkeypatch, tmp_path):
    monkeypatch.setattr(history_module, "default_data_dir", lambda: tmp_path / "data")
    with History() as h:
        assert Path(h.path) == tmp_path / "data" / "history.sqlite3"


def test_full_disk_keeps_what_was_stored(tmp_path):
    path = tmp_path / "h.sqlite3"
    game = finished_game(Rules(players=4, mode="individual"), 3)
    with History(path) as h:
        gid = h.start_game(game.rules, game.names)
        h._conn.execute("PRAGMA max_page_count = %d" % h._conn.execute("PRAGMA page_count").fetchone()[0])
        with pytest.raises(HistoryError, match="the disk is full"):
            h.store_game(gid, game)
            h.store_game(gid, game)
        stored = len(h.score_sheet(gid))
        assert stored < len(game.entries)
        assert h.check() == []
        h._conn.execute("PRAGMA max_page_count = 1073741823")
        assert h.store_game(gid, game) == len(game.entries) - stored  # goes on where it stopped
        assert h.check() == []


# ------------------------------------------------------------------ killed mid-deal
def test_killing_the_writer_loses_at_most_the_deal_in_progress(tmp_path):
    path = tmp_path / "h.sqlite3"
    rng = random.Random(2026)
    committed: list[tuple[int, int]] = []
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    for run in range(2):  # the second writer goes on in the database the first left when killed
        child = subprocess.Popen(
            [sys.executable, "-m", "tests.storage.history_writer", str(path), str(run)],
            cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True,
        )
        assert child.stdout.readline().strip() == "ready"
        lines = [child.stdout.readline() for _ in range(12)]  # a dozen commits first,
        time.sleep(rng.uniform(0.0, 0.1))  # then killed at a random point (mid-deal: about a hundred commits a second)
        child.send_signal(signal.SIGKILL)
        out, _ = child.communicate(timeout=30)
        assert child.returncode == -signal.SIGKILL
        lines += out.splitlines()
        parsed = [line.split() for line in lines if line.strip()]
        whole = [p for p in parsed if len(p) == 3 and p[0] == "stored"]
        assert len(parsed) - len(whole) <= 1 and parsed[:len(whole)] == whole, parsed  # only the last line cut by the kill
        committed += [(int(a), int(b)) for _, a, b in whole]
    assert len(committed) >= 24, committed  # the writers got somewhere
    print("commits:", len(committed))
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    conn.close()
    with History(path) as h:
        assert h.check() == []
        games = h.list_games()
        counts = {g.id: len(h.score_sheet(g.id)) for g in games}
        for gid, n in committed:  # every reported commit is there
            assert counts[gid] >= n
        for g in games:
            rows = h.score_sheet(g.id)
            assert [r.number for r in rows] == list(range(1, len(rows) + 1))
            # the record stored with the last deal replays to exactly these rows
            record = read_record(h.stored_record(g.id))
            assert len(record.deals) == len(rows)
            replayed = replay(record)
            assert [list(e.row.scores) for e in replayed.entries] == [r.scores for r in rows]
            assert [list(e.row.written) for e in replayed.entries] == [r.written for r in rows]
            assert [e.row.outcome for e in replayed.entries] == [r.outcome for r in rows]
            assert g.winner == replayed.winner and (g.finished is not None) == replayed.finished
            prev = [0] * len(rows[0].scores) if rows else []
            for r in rows:
                assert [p + w for p, w in zip(prev, r.written)] == r.scores
                assert [w - q - p for w, q, p in zip(r.written, r.pot_released, r.penalties)] == r.own_points
                prev = r.scores


def test_storage_imports_no_qt():
    """Every storage module (its player messages included) imports neither Qt nor the
    interface."""
    code = ("import sys, pkgutil, importlib, deberts_desktop.storage as st; "
            "[importlib.import_module('deberts_desktop.storage.' + m.name) for m in pkgutil.iter_modules(st.__path__)]; "
            "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'deberts_desktop.ui', 'deberts_desktop.ai'))))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_store_game_follows_a_resumed_game_that_played_a_deal_again(tmp_path):
    """The autosave was one action behind the history when the app died: the resumed game
    plays the last deal again, differently; the history takes the new version."""
    from deberts_desktop.engine.record import game_record

    rules = Rules(players=2, target=1001)
    game = Game(rules, dealer=0, seed=8)
    rng = random.Random(8)
    play_deals(game, rng, 3)
    with History(tmp_path / "h.sqlite3") as h:
        gid = h.start_game(rules, game.names)
        assert h.store_game(gid, game) == 3
        old = h.score_sheet(gid)
        # an older state: two deals and the third deal's cards, replayed with other actions
        record = game_record(game)
        record.deals[2].actions = []
        again = replay(record)
        other = random.Random(99)
        while again.deal is not None:
            random_step(again, other)
        assert again.entries[2].deal.history != game.entries[2].deal.history
        assert h.store_game(gid, again) == 1
        rows = h.score_sheet(gid)
        assert rows[:2] == old[:2] and len(rows) == 3
        assert rows[2].record["actions"] == [f"{s} {a}" for s, a in again.entries[2].deal.history]
        assert rows[2].scores == list(again.rows[2].scores)
        # a state with fewer finished deals drops the extra ones
        record.deals = record.deals[:2]
        shorter = replay(record)
        assert h.store_game(gid, shorter) == 0
        assert len(h.score_sheet(gid)) == 2 and len(h.record(gid).deals) == 2
        assert h.check() == []


def test_two_copies_storing_a_deal_played_again_together_count_two_tries(tmp_path):
    """Two copies of the app (two connections to one history file) each begin playing
    deal 2 of stored game 1 again at the same moment, and store it: each is its own try,
    1 and 2, in the order they got their ids, and both copies count them the same (the
    try is never counted twice: it is no counter a copy reads and writes back, but the
    order of the ids, which one write transaction each gives). A third try begun later by
    either copy is try 3."""
    import threading

    from deberts_desktop.storage.history import PracticeMark

    rules = Rules(players=2)
    path = tmp_path / "history.sqlite3"
    with History(path) as h:
        original = h.start_game(rules, ["Anna", "Boris"], [None, "amateur"])
    mark = PracticeMark(origin=original, deal=2, seat=0)
    together, stored = threading.Barrier(2), threading.Barrier(2)
    ids: list = [None, None]
    counted: list = [None, None]

    def copy_of_the_app(i):  # each copy its own connection, on its own thread
        with History(path) as h:
            together.wait()
            ids[i] = h.start_game(rules, ["Anna", "Boris"], [None, "amateur"], practice=mark)
            stored.wait()
            counted[i] = h.again_tries()

    threads = [threading.Thread(target=copy_of_the_app, args=(i,)) for i in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert None not in ids and ids[0] != ids[1]
    first, second = sorted(ids)
    assert counted[0] == counted[1] == {first: 1, second: 2}
    with History(path) as h:
        third = h.start_game(rules, ["Anna", "Boris"], [None, "amateur"], practice=mark)
        assert h.again_tries() == {first: 1, second: 2, third: 3}
