"""Exports (issue 19, item 12): the CSV is written atomically (a failure midway leaves the
previous export whole, no temporary file behind), its text cells cannot be read as
spreadsheet formulas, and numbers stay numbers."""

from __future__ import annotations

import csv
import errno
import io
import os
import random

import pytest

from deberts_desktop.engine.game import Game
from deberts_desktop.engine.rules import Rules
from deberts_desktop.storage import files
from deberts_desktop.storage.files import atomic_output
from deberts_desktop.storage.history import History, HistoryError
from deberts_desktop.storage.sheet_csv import csv_guarded, csv_text, export_csv
from tests.storage.helpers import play_deals


def test_csv_guarded_prefixes_what_a_spreadsheet_reads_as_a_formula():
    assert [csv_guarded(t) for t in ("=1+1", "+7", "-Boris", "@SUM(A1)", "\tx", "\rx")] == [
        "'=1+1", "'+7", "'-Boris", "'@SUM(A1)", "'\tx", "'\rx"]
    assert [csv_guarded(t) for t in ("Anna", "", "a=b", "'quoted", " =1", "Вера")] == [
        "Anna", "", "a=b", "'quoted", " =1", "Вера"]


@pytest.fixture
def hostile_game(tmp_path):
    """A 2-player game of two deals whose players are named like formulas."""
    names = ["=HYPERLINK(\"http://x\")", "-Boris"]
    game = Game(Rules(players=2), dealer=0, seed=5, names=names)
    play_deals(game, random.Random(5), 2)
    with History(tmp_path / "h.sqlite3") as h:
        gid = h.start_game(game.rules, names, [None, "beginner"], started="2026-03-01T10:00:00+00:00")
        h.store_game(gid, game)
        yield h, gid, game


def test_names_are_guarded_and_negative_scores_stay_numbers(hostile_game):
    h, gid, game = hostile_game
    lines = list(csv.reader(io.StringIO(csv_text(h, gid))))
    assert lines[0][4] == "'=HYPERLINK(\"http://x\"): points"
    assert lines[0][9] == "'-Boris: points"
    dealers = [line[1] for line in lines[1:-2]]
    assert dealers == ["'=HYPERLINK(\"http://x\")" if e.deal.dealer == 0 else "'-Boris" for e in game.entries]
    # the numbers are written as numbers, unguarded
    line = lines[1]
    row = game.entries[0].row
    assert [int(line[4]), int(line[8]), int(line[9]), int(line[13])] == [
        row.base[0], row.scores[0], row.base[1], row.scores[1]]
    assert lines[-1] == ["Winner", ""]  # not finished

def test_negative_numbers_are_not_guarded(tmp_path):
    """A sheet with a bait penalty or a negative score: the cell is -N, unquoted."""
    rows_with_negative = []
    with History(tmp_path / "h.sqlite3") as h:
        for seed in range(1, 40):
            game = Game(Rules(players=3), dealer=0, seed=seed, names=["A", "B", "C"])
            play_deals(game, random.Random(seed), 6)
            if any(v < 0 for e in game.entries if e.row for v in (*e.row.scores, *e.row.base, *e.row.penalties)):
                gid = h.start_game(game.rules, game.names, [None, "beginner", "beginner"])
                h.store_game(gid, game)
                rows_with_negative = list(csv.reader(io.StringIO(csv_text(h, gid))))
                break
    assert rows_with_negative, "no game of these seeds has a negative cell"
    cells = [c for line in rows_with_negative[1:-2] for c in line[4:]]
    negative = [c for c in cells if c.startswith("-")]
    assert negative and all(int(c) < 0 for c in negative)
    assert not any(c.startswith("'") for c in cells)


def test_a_failed_export_leaves_the_previous_one_whole(hostile_game, tmp_path, monkeypatch):
    h, gid, _game = hostile_game
    out = tmp_path / "sheet.csv"
    out.write_bytes(b"the previous good export\r\n")

    def full_disk(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    with pytest.raises(HistoryError) as e:
        export_csv(h, gid, out)
    assert str(e.value) == f"The score sheet could not be written to {out}: the disk is full."
    assert out.read_bytes() == b"the previous good export\r\n"
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(files.TEMPORARY_SUFFIX)] == []
    monkeypatch.undo()
    export_csv(h, gid, out)
    assert out.read_bytes() == csv_text(h, gid).encode("utf-8")
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(files.TEMPORARY_SUFFIX)] == []

def test_atomic_output_replaces_only_a_complete_file(tmp_path):
    target = tmp_path / "x.pdf"
    target.write_bytes(b"old")
    with atomic_output(target) as tmp:
        assert tmp.parent == tmp_path and tmp.name.startswith(".x.pdf.") and tmp.name.endswith(".tmp")
        tmp.write_bytes(b"new")
        assert target.read_bytes() == b"old"  # while the writer writes, the old file is whole
    assert target.read_bytes() == b"new"
    with pytest.raises(OSError) as e:
        with atomic_output(target):
            pass  # the writer wrote nothing
    assert e.value.errno == errno.EIO
    with pytest.raises(KeyboardInterrupt):
        with atomic_output(target) as tmp:
            tmp.write_bytes(b"half")
            raise KeyboardInterrupt
    assert target.read_bytes() == b"new" and sorted(p.name for p in tmp_path.iterdir()) == ["x.pdf"]
    mask = os.umask(0o027)
    try:
        with atomic_output(target) as tmp:
            tmp.write_bytes(b"shared")
    finally:
        os.umask(mask)
    assert target.stat().st_mode & 0o777 == 0o640  # a new file's permissions, not mkstemp's 0o600
    with pytest.raises(OSError):
        with atomic_output(tmp_path / "no-such-folder" / "x.csv"):
            pass
