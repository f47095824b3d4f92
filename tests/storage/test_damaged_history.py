"""A damaged history is kept aside and a new one started with the games that can still be
read; a newer version's database and files the program may not touch are refused as before.

The damage is made byte by byte in SQLite's file format (a page overwritten, the file cut
short), so every test is deterministic: the pages hit are found by reading the file, and
the games they held are read from the page itself.
"""

from __future__ import annotations

import errno
import os
import random
import sqlite3
from pathlib import Path

import pytest

from deberts_desktop.engine.game import Game
from deberts_desktop.engine.rules import Rules
from deberts_desktop.storage import opening, salvage
from deberts_desktop.storage.history import History, HistoryError
from deberts_desktop.storage.migrations import SCHEMA_VERSION
from deberts_desktop.storage.statistics import level_stats
from tests.storage.helpers import random_step
from tests.storage.test_history import make_v1
from tests.ui.dialog_helpers import example_keeper

STAMP = "20261129-161500"
TABLE_LEAF, INDEX_LEAF = 0x0D, 0x0A
MODES = [Rules(players=2), Rules(players=3), Rules(players=4), Rules(players=4, mode="individual")]


@pytest.fixture(autouse=True)
def fixed_stamp(monkeypatch):
    """Set-aside files are named with this time unless a test says otherwise."""
    monkeypatch.setattr(salvage, "_damaged_stamp", lambda: STAMP)


# ------------------------------------------------------------------ making and reading files
def fill_history(path: Path, games: int = 8) -> dict:
    """A history of finished games of every mode; returns what each game reads back as:
    ``{id: (summary, score sheet, stored record)}``."""
    with History(path) as h:
        for n in range(games):
            rules = MODES[n % len(MODES)]
            game = Game(rules, dealer=0, seed=n, names=[f"P{n}{s}" for s in range(rules.players)])
            rng = random.Random(n)
            while not game.finished:
                random_step(game, rng)
            gid = h.start_game(rules, game.names, [None] + ["expert"] * (rules.players - 1),
                               started=f"2026-11-{n + 1:02d}T10:00:00+00:00")
            h.store_game(gid, game, finished=f"2026-11-{n + 1:02d}T11:00:00+00:00")
        return {g.id: (g, h.score_sheet(g.id), h.stored_record(g.id)) for g in h.list_games()}


def page_size(data: bytes) -> int:
    size = int.from_bytes(data[16:18], "big")
    return 65536 if size == 1 else size


def page_type(data: bytes, pgno: int) -> int:
    ps = page_size(data)
    return data[(pgno - 1) * ps + (100 if pgno == 1 else 0)]


def varint(data: bytes, pos: int) -> tuple[int, int]:
    """SQLite's variable-length integer at ``pos``: (value, position after it)."""
    value = 0
    for i in range(8):
        b = data[pos + i]
        value = (value << 7) | (b & 0x7F)
        if b < 0x80:
            return value, pos + i + 1
    return (value << 8) | data[pos + 8], pos + 9


def leaf_rowids(data: bytes, pgno: int) -> list[int]:
    """The rowids (game ids) stored on a table leaf page."""
    ps = page_size(data)
    start = (pgno - 1) * ps
    header = start + (100 if pgno == 1 else 0)
    assert data[header] == TABLE_LEAF
    cells = int.from_bytes(data[header + 3:header + 5], "big")
    out = []
    for i in range(cells):
        cell = start + int.from_bytes(data[header + 8 + 2 * i:header + 10 + 2 * i], "big")
        _, pos = varint(data, cell)  # payload size
        out.append(varint(data, pos)[0])
    return out


def games_leaves(data: bytes) -> dict[int, list[int]]:
    """``{page: game ids}`` of the games table's leaf pages. In a history only the games
    table is a rowid table (deals has no rowid; page 1 holds the list of tables)."""
    pages = len(data) // page_size(data)
    return {p: leaf_rowids(data, p) for p in range(2, pages + 1) if page_type(data, p) == TABLE_LEAF}


def folder(path: Path) -> list[str]:
    return sorted(os.listdir(path.parent))


# ------------------------------------------------------------------ not a database at all
def test_random_bytes_are_kept_aside_and_a_new_history_starts(tmp_path):
    path = tmp_path / "history.sqlite3"
    junk = random.Random(7).randbytes(20_000)
    path.write_bytes(junk)
    with History(path) as h:
        kept = tmp_path / f"history.sqlite3.damaged-{STAMP}"
        assert h.set_aside == kept and h.games_recovered == 0
        assert kept.read_bytes() == junk  # kept exactly as it was
        assert h.recovered == (
            f"The game history was damaged and no games could be recovered from it. It was kept as {kept} "
            "and a new, empty history was started.")
        assert h.recovered.params == {"path": kept}  # the interface translates the template
        assert h.list_games() == [] and h.schema_version == SCHEMA_VERSION and h.migrated_from == 0
        # the new history works
        rules = Rules(players=2)
        game = Game(rules, dealer=0, seed=3, names=["Anna", "Boris"])
        rng = random.Random(3)
        while not game.rows:
            random_step(game, rng)
        gid = h.start_game(rules, game.names)
        assert h.store_game(gid, game) == 1
        assert [g.deals for g in h.list_games()] == [len([r for r in game.rows if r.outcome])]
        assert h.check() == []
    # nothing but the new history and the set-aside file (no -wal/-shm left for the old one)
    assert [n for n in folder(path) if "damaged" in n] == [kept.name]
    with History(path) as again:  # a sound file: no message the next time
        assert again.recovered is None and again.set_aside is None and len(again.list_games()) == 1


def test_the_old_files_companions_go_with_it(tmp_path):
    """Its -wal and -shm move too, named after it (SQLite looks for them there), the file
    and its -wal with their bytes unchanged (the -shm is only SQLite's index of the -wal,
    rebuilt at each opening): a new history must not pick up the old one's journal."""
    path = tmp_path / "history.sqlite3"
    parts = {"": b"not a database " * 500, "-wal": b"old journal " * 300, "-shm": b"\0" * 32768}
    for suffix, data in parts.items():
        Path(f"{path}{suffix}").write_bytes(data)
    with History(path) as h:
        kept = h.set_aside
        for suffix, data in parts.items():
            assert Path(f"{kept}{suffix}").exists(), suffix
            if suffix != "-shm":
                assert Path(f"{kept}{suffix}").read_bytes() == data, suffix
        assert Path(f"{path}-wal").read_bytes() != parts["-wal"]  # the new history's own, if any
        assert h.list_games() == [] and h.check() == []


# ------------------------------------------------------------------ a real history, damaged
def test_a_damaged_page_loses_only_the_games_on_it(tmp_path):
    path = tmp_path / "history.sqlite3"
    before = fill_history(path)
    assert sorted(before) == list(range(1, 9))
    data = bytearray(path.read_bytes())
    assert not Path(f"{path}-wal").exists()  # all in the file itself
    leaves = games_leaves(data)
    assert sorted(g for ids in leaves.values() for g in ids) == list(range(1, 9))  # the pages read right
    hit = sorted(leaves)[len(leaves) // 2]  # a page in the middle of the games table
    lost = leaves[hit]
    assert lost and 1 not in lost and 8 not in lost
    ps = page_size(data)
    data[(hit - 1) * ps:hit * ps] = bytes(ps)
    path.write_bytes(data)
    conn = sqlite3.connect(path)
    with pytest.raises(sqlite3.DatabaseError, match="malformed"):  # SQLite itself cannot read all games
        conn.execute("SELECT id, record FROM games").fetchall()
    conn.close()
    with History(path) as h:
        kept = tmp_path / f"history.sqlite3.damaged-{STAMP}"
        assert h.set_aside == kept and kept.read_bytes() == data
        survivors = sorted(set(before) - set(lost))
        assert h.games_recovered == len(survivors) == 8 - len(lost)
        assert h.recovered == (f"The game history was damaged. It was kept as {kept} and a new history was started; "
                               f"games recovered from it: {len(survivors)}.")
        assert sorted(g.id for g in h.list_games()) == survivors
        for gid in survivors:  # every recovered game exactly as it was, deals and record
            summary, sheet, record = before[gid]
            assert h.game(gid) == summary
            assert h.score_sheet(gid) == sheet and h.stored_record(gid) == record
        assert sum(len(before[g][1]) for g in survivors) == h._conn.execute("SELECT count(*) FROM deals").fetchone()[0]
        assert h.check() == []
        assert {s.level for s in level_stats(h).values()} == {"expert"}
        # the history goes on: a new game gets a new id
        assert h.start_game(Rules(players=2), ["A", "B"]) == 9


def test_a_file_cut_short_keeps_the_games_before_the_cut(tmp_path):
    """The file cut short at the games table's last leaf page (a copy that stopped early):
    the games on it are lost, every other game is read (the file is read although its
    header counts more pages), with its deals up to the cut."""
    path = tmp_path / "history.sqlite3"
    before = fill_history(path)
    data = path.read_bytes()
    ps = page_size(data)
    leaves = games_leaves(data)
    cut = max(leaves)
    lost = leaves[cut]
    assert lost and len(data) // ps > cut
    path.write_bytes(data[:(cut - 1) * ps])
    with History(path) as h:
        survivors = sorted(set(before) - set(lost))
        assert h.games_recovered == len(survivors) == 8 - len(lost)
        assert sorted(g.id for g in h.list_games()) == survivors
        for gid in survivors:
            sheet = h.score_sheet(gid)
            assert sheet == before[gid][1][:len(sheet)]  # what was stored, up to the cut at most
            assert h.stored_record(gid) == before[gid][2]
        assert h.check() == []


def other_roots(path) -> set[int]:
    """The root pages of every table and index but the deals' (each one page in these tests)."""
    with sqlite3.connect(path) as conn:
        roots = {r for (r,) in conn.execute("SELECT rootpage FROM sqlite_master WHERE name <> 'deals' AND rootpage > 0")}
    conn.close()
    return roots


@pytest.mark.parametrize("hit", ["one page", "every page"])
def test_deals_lost_with_their_pages_are_rebuilt_from_the_games_records(tmp_path, hit):
    """A page of deals in the middle overwritten, or every page of deals: every game is
    kept, and the deals that were lost are rebuilt from the game's own record (a played
    game's record, a score keeper's sheet), so each game reads back exactly as before the
    damage: summary (deals, scores, winner, end time), sheet and record. Issue 12, 12:
    they came back with 0 deals and no replay."""
    path = tmp_path / "history.sqlite3"
    fill_history(path)
    with History(path) as h:
        keeper = example_keeper()
        keeper.save(h, started="2026-11-30T10:00:00+00:00")
        keeper.add_debertz(1)  # Boris shows debertz: he wins, the sheet is over
        assert keeper.finished and keeper.winner == 1
        keeper.save(h, finished="2026-11-30T11:00:00+00:00")
        before = {g.id: (g, h.score_sheet(g.id), h.stored_record(g.id)) for g in h.list_games()}
    assert before[keeper.history_id][0].finished == "2026-11-30T11:00:00+00:00"
    data = bytearray(path.read_bytes())
    ps = page_size(data)
    pages = len(data) // ps
    others = other_roots(path)
    # the deals are an index b-tree (no rowid); the other index b-trees (the index of start
    # times, the comparisons, the problems' progress: no rowid either) are one page each here
    deal_leaves = [p for p in range(2, pages + 1) if page_type(data, p) == INDEX_LEAF and p not in others]
    for p in deal_leaves if hit == "every page" else deal_leaves[len(deal_leaves) // 2:][:1]:
        data[(p - 1) * ps:p * ps] = bytes(ps)
    path.write_bytes(data)
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as conn:  # the salvage alone would keep fewer deals
        with pytest.raises(sqlite3.DatabaseError, match="malformed"):
            conn.execute("SELECT count(*) FROM deals").fetchone()
    conn.close()
    with History(path) as h:
        assert h.games_recovered == 9
        assert {g.id: (g, h.score_sheet(g.id), h.stored_record(g.id)) for g in h.list_games()} == before
        assert all(g.deals > 0 for g in h.list_games())  # the history window offers Replay again
        assert h.check() == []


def test_a_record_that_cannot_be_read_keeps_the_deals_salvaged(tmp_path):
    """Every page of deals lost and the record of game 2 unreadable: game 2 comes back
    with no deals (nothing to rebuild from), the others whole."""
    path = tmp_path / "history.sqlite3"
    before = fill_history(path, games=3)
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE games SET record = '{\"format\": \"nonsense\"}' WHERE id = 2")
    conn.close()
    others = other_roots(path)
    data = bytearray(path.read_bytes())
    ps = page_size(data)
    for p in range(2, len(data) // ps + 1):
        if page_type(data, p) == INDEX_LEAF and p not in others:
            data[(p - 1) * ps:p * ps] = bytes(ps)
    path.write_bytes(data)
    with History(path) as h:
        assert h.games_recovered == 3
        assert [len(h.score_sheet(g)) for g in (1, 2, 3)] == [len(before[1][1]), 0, len(before[3][1])]
        assert h.game(2).deals == 0 and h.game(2).finished == before[2][0].finished
        assert h.check() == []


def test_a_damaged_index_loses_no_game(tmp_path):
    """The check finds the index of start times damaged; every game and deal can still be
    read from the tables, and all are copied."""
    path = tmp_path / "history.sqlite3"
    before = fill_history(path)
    with sqlite3.connect(path) as conn:
        (root,) = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = 'games_by_start'").fetchone()
    conn.close()
    data = bytearray(path.read_bytes())
    assert page_type(data, root) == INDEX_LEAF
    ps = page_size(data)
    data[(root - 1) * ps:root * ps] = b"\xff" * ps
    path.write_bytes(data)
    with History(path) as h:
        assert h.games_recovered == 8
        assert {g.id: (g, h.score_sheet(g.id), h.stored_record(g.id)) for g in h.list_games()} == before
        assert h.check() == []


def test_an_old_version_is_recovered_and_migrated(tmp_path):
    """A version-1 file that fails the check (another table in it damaged) but whose games
    read: the game is kept and brought to version 2 as a sound file would be."""
    path = tmp_path / "history.sqlite3"
    make_v1(path)
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE notes (text TEXT)")
        conn.executemany("INSERT INTO notes VALUES (?)", [("x" * 500,)] * 40)
        (root,) = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = 'notes'").fetchone()
    conn.close()
    data = bytearray(path.read_bytes())
    ps = page_size(data)
    data[(root - 1) * ps:root * ps] = bytes(ps)  # the notes' top page
    path.write_bytes(data)
    with History(path) as h:
        assert h.games_recovered == 1 and h.schema_version == SCHEMA_VERSION
        (g,) = h.list_games()
        assert (g.id, g.kind, g.names, g.levels, g.deals, g.scores) == (7, "played", ["Anna", "Boris"],
                                                                         [None, None], 2, [60, 257])
        assert [r.pots for r in h.score_sheet(7)] == [[81], []]
        assert h.check() == []
        names = {r[0] for r in h._conn.execute("SELECT name FROM sqlite_master")}
        assert "notes" not in names and "games_by_start" in names


# ------------------------------------------------------------------ again, later
def test_a_second_damage_keeps_the_first_set_aside_file(tmp_path, monkeypatch):
    path = tmp_path / "history.sqlite3"
    first = b"first damage " * 1000
    path.write_bytes(first)
    with History(path) as h:
        h.start_game(Rules(players=2), ["A", "B"])
    kept = tmp_path / f"history.sqlite3.damaged-{STAMP}"
    # damaged again in the same second: a new name, the first file untouched
    second = b"second damage " * 1000
    path.write_bytes(second)
    with History(path) as h:
        assert h.set_aside == tmp_path / f"history.sqlite3.damaged-{STAMP}-2"
        assert f"It was kept as {h.set_aside} " in h.recovered
    # and later on
    monkeypatch.setattr(salvage, "_damaged_stamp", lambda: "20261204-090000")
    third = b"third damage " * 1000
    path.write_bytes(third)
    with History(path) as h:
        assert h.set_aside == tmp_path / "history.sqlite3.damaged-20261204-090000"
    assert kept.read_bytes() == first
    assert (tmp_path / f"history.sqlite3.damaged-{STAMP}-2").read_bytes() == second
    assert (tmp_path / "history.sqlite3.damaged-20261204-090000").read_bytes() == third
    assert [n for n in folder(path) if "damaged" in n] == [f"history.sqlite3.damaged-{STAMP}",
                                                           f"history.sqlite3.damaged-{STAMP}-2",
                                                           "history.sqlite3.damaged-20261204-090000"]


def test_a_name_taken_by_a_companion_is_not_used(tmp_path):
    path = tmp_path / "history.sqlite3"
    taken = tmp_path / f"history.sqlite3.damaged-{STAMP}-wal"
    taken.write_bytes(b"someone's file")
    path.write_bytes(b"junk" * 1000)
    with History(path) as h:
        assert h.set_aside == tmp_path / f"history.sqlite3.damaged-{STAMP}-2"
    assert taken.read_bytes() == b"someone's file"


def test_a_name_taken_meanwhile_is_not_overwritten(tmp_path, monkeypatch):
    """Another window sets a file aside under the same name between the look and the
    move: the file is not replaced, the next name is used."""
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"junk" * 1000)
    intruder = tmp_path / f"history.sqlite3.damaged-{STAMP}"
    real = os.link

    def link(src, dst):
        if str(dst) == str(intruder) and not intruder.exists():
            intruder.write_bytes(b"the other window's")
        real(src, dst)

    monkeypatch.setattr(os, "link", link)
    with History(path) as h:
        assert h.set_aside == tmp_path / f"history.sqlite3.damaged-{STAMP}-2"
        assert h.set_aside.read_bytes() == b"junk" * 1000
    assert intruder.read_bytes() == b"the other window's"


def test_without_hard_links_the_file_is_renamed(tmp_path, monkeypatch):
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"junk" * 1000)

    def no_links(src, dst):
        raise OSError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_links)
    with History(path) as h:
        assert h.set_aside.read_bytes() == b"junk" * 1000 and h.list_games() == []


# ------------------------------------------------------------------ still refused
def newer_database(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE x (y)")
    conn.executemany("INSERT INTO x VALUES (?)", [("z" * 900,)] * 30)
    conn.execute("PRAGMA user_version = 99")
    conn.commit()
    conn.close()


@pytest.mark.parametrize("damaged", [False, True])
def test_a_newer_version_is_refused_and_left_untouched(tmp_path, damaged):
    """Even damaged: the newer version may know better; nothing is moved or changed."""
    path = tmp_path / "history.sqlite3"
    newer_database(path)
    if damaged:
        data = bytearray(path.read_bytes())
        ps = page_size(data)
        data[ps:2 * ps] = bytes(ps)  # the table's top page
        path.write_bytes(data)
    data = path.read_bytes()
    with pytest.raises(HistoryError, match="newer version") as info:
        History(path)
    assert "It was left untouched." in str(info.value)
    assert path.read_bytes() == data and folder(path) == ["history.sqlite3"]


def test_a_failed_move_refuses_the_file_and_leaves_it(tmp_path, monkeypatch):
    """No permission to rename: refused as before, with the reason, nothing moved (a
    companion moved before the failure is put back)."""
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"junk" * 1000)
    Path(f"{path}-wal").write_bytes(b"journal")
    def refusing(real):
        def move(src, dst):
            if str(src) == str(path):
                raise PermissionError(errno.EACCES, "Permission denied")
            real(src, dst)
        return move

    monkeypatch.setattr(os, "rename", refusing(os.rename))
    monkeypatch.setattr(os, "link", refusing(os.link))
    with pytest.raises(HistoryError) as info:
        History(path)
    assert str(info.value) == (f"The game history {path} is damaged and could not be kept aside: the folder or file "
                               "may not be written (permission denied). It was left as it is.")
    assert path.read_bytes() == b"junk" * 1000 and Path(f"{path}-wal").read_bytes() == b"journal"
    assert folder(path) == ["history.sqlite3", "history.sqlite3-shm", "history.sqlite3-wal"]


def test_a_new_history_that_cannot_be_made_says_where_the_old_one_is(tmp_path, monkeypatch):
    """Kept aside, but the new file cannot be made (here a folder appears in its place):
    refused, and the message says where the damaged file went."""
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"junk" * 1000)
    real = salvage.move_aside

    def move_aside(p):
        kept = real(p)
        p.mkdir()
        return kept

    monkeypatch.setattr(salvage, "move_aside", move_aside)
    with pytest.raises(HistoryError) as info:
        History(path)
    kept = tmp_path / f"history.sqlite3.damaged-{STAMP}"
    assert str(info.value).startswith(f"The game history {path} could not be opened: ")
    assert str(info.value).endswith(f". The damaged game history was kept as {kept}.")
    assert info.value.message.template == "{error} The damaged game history was kept as {path}."
    assert kept.read_bytes() == b"junk" * 1000


def test_files_that_cannot_be_opened_are_not_moved(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(HistoryError, match="could not be opened"):
        History(blocker / "h.sqlite3")
    assert blocker.read_text() == "x"
    # a folder where the file should be: SQLite cannot open it; it is not damage
    (tmp_path / "h.sqlite3").mkdir()
    with pytest.raises(HistoryError, match="could not be opened|cannot be read"):
        History(tmp_path / "h.sqlite3")
    assert sorted(os.listdir(tmp_path)) == ["file", "h.sqlite3"]


def test_only_damage_counts_as_damage(tmp_path):
    """What SQLite reports for a damaged file or not a database is damage; a read-only
    file, a file that cannot be opened, a lock are not."""
    def error_of(action) -> sqlite3.Error:
        try:
            action()
        except sqlite3.Error as e:
            return e
        raise AssertionError("no error")

    junk = tmp_path / "junk"
    junk.write_bytes(b"junk" * 1000)
    not_a_db = error_of(lambda: sqlite3.connect(junk).execute("PRAGMA user_version").fetchone())
    good = tmp_path / "good.sqlite3"
    fill = sqlite3.connect(good)
    fill.execute("CREATE TABLE t (x)")
    fill.executemany("INSERT INTO t VALUES (?)", [("y" * 900,)] * 30)
    fill.commit()
    fill.close()
    data = bytearray(good.read_bytes())
    data[4096:8192] = bytes(4096)
    bad = tmp_path / "bad.sqlite3"
    bad.write_bytes(data)
    corrupt = error_of(lambda: sqlite3.connect(bad).execute("SELECT count(*) FROM t").fetchone())
    readonly = error_of(lambda: sqlite3.connect(f"file:{good}?mode=ro", uri=True).execute("INSERT INTO t VALUES (1)"))
    cannot_open = error_of(lambda: sqlite3.connect(tmp_path / "nowhere" / "x.sqlite3"))
    locker = sqlite3.connect(good, isolation_level=None)
    locker.execute("BEGIN EXCLUSIVE")
    locked = error_of(lambda: sqlite3.connect(good, timeout=0).execute("SELECT count(*) FROM t").fetchone())
    locker.close()
    assert [opening._is_damage(e) for e in (not_a_db, corrupt, readonly, cannot_open, locked)] == [
        True, True, False, False, False]


def test_a_salvaged_history_gives_no_id_the_damaged_one_had_given(tmp_path):
    """Games 1 to 8 stored, then game 8 (the newest) deleted; later a page in the middle of
    the games table is damaged. The history is salvaged (the games on that page lost) and
    goes on: the next game gets id 9, as it would have in the damaged file, which had given
    8 already (schema 10: a deleted game's id is never given again — an autosave, a waiting
    save, a deal played again may still name it). (Before: the salvaged history counted
    from the highest id it read, 7, and gave 8 again.)"""
    path = tmp_path / "history.sqlite3"
    before = fill_history(path)
    with History(path) as h:
        assert h.delete_game(8)
    data = bytearray(path.read_bytes())
    assert not Path(f"{path}-wal").exists()
    leaves = games_leaves(data)
    hit = sorted(leaves)[len(leaves) // 2]
    lost = leaves[hit]
    assert lost and 1 not in lost and 7 not in lost
    ps = page_size(data)
    data[(hit - 1) * ps:hit * ps] = bytes(ps)
    path.write_bytes(data)
    with History(path) as h:
        assert h.games_recovered == 7 - len(lost)
        assert sorted(g.id for g in h.list_games()) == sorted(set(before) - set(lost) - {8})
        assert h.start_game(Rules(players=2), ["A", "B"]) == 9


def test_a_history_whose_every_game_is_lost_still_gives_none_of_their_ids_again(tmp_path):
    """Games 1 to 8 stored, then every page of the games table's rows damaged: no game can
    be salvaged, but the file's deals and ``game_ids`` still say it had given ids up to 8.
    The new, empty history gives the next game id 9 (an autosave or a waiting save naming
    game 3 of the damaged file must not meet another game 3). (Before: with no game to
    copy the salvage kept nothing, and the new history gave 1 again.)"""
    path = tmp_path / "history.sqlite3"
    fill_history(path)
    data = bytearray(path.read_bytes())
    assert not Path(f"{path}-wal").exists()
    leaves = games_leaves(data)
    assert sorted(gid for ids in leaves.values() for gid in ids) == list(range(1, 9))
    ps = page_size(data)
    for page in leaves:
        data[(page - 1) * ps:page * ps] = bytes(ps)
    path.write_bytes(data)
    with History(path) as h:
        assert h.set_aside is not None and h.games_recovered == 0 and h.list_games() == []
        assert h.start_game(Rules(players=2), ["A", "B"]) == 9
