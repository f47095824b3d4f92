"""A data folder on a full disk at start (issue 19, item 13): SQLite cannot make the
journal of the history (``disk I/O error``, ``database or disk is full``) though nothing is
damaged, and the history is opened for reading only — the games stored so far are
listed and replayed, nothing new is written, and the player is told that the disk is full.

The disk is really full where the test can mount a tiny tmpfs in a mount namespace of its
own (Linux, ``unshare``); elsewhere the error is injected: a file-size limit
(``RLIMIT_FSIZE``) that SQLite's journal runs into, in a child process."""

from __future__ import annotations

import json
import shutil
import sqlite3
import subprocess
import sys
import textwrap

import pytest

from deberts_desktop.engine.rules import Rules
from deberts_desktop.storage import history as history_module, opening
from deberts_desktop.storage.history import History, HistoryError
from deberts_desktop.storage.migrations import SCHEMA_VERSION
from tests.conftest import ROOT
from tests.storage.test_damaged_history import fill_history
from tests.storage.test_history import make_v1

FULL = ("The disk of the game history in {folder} is full: the games stored so far can be viewed, but new games will "
        "not be kept. Make room on the disk and start the game again.")
FAILING = ("The game history in {folder} cannot be written: the disk could not be read or written (disk I/O error). "
           "The games stored so far can be viewed, but new games will not be kept.")

needs_rlimit = pytest.mark.skipif(sys.platform == "win32", reason="needs resource limits")

#: In a child: open the history (a file-size limit first, or the disk filled first), list
#: its games and try to write.
CHILD = textwrap.dedent("""
    import json, os, resource, signal, sys
    sys.path.insert(0, {root!r})
    from deberts_desktop.engine.rules import Rules
    from deberts_desktop.storage import history as history_module, opening
    path = {path!r}
    if {fsize}:  # writes past this many bytes fail (EFBIG), as on a disk without room
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, ({fsize}, {fsize}))
    if {fill}:  # take the disk's last free block
        try:
            with open(os.path.join(os.path.dirname(path), "filler"), "wb", buffering=0) as f:
                while True:
                    f.write(bytes(4096))
        except OSError:
            pass
    if {full} is not None:  # what the free room reads as
        opening._disk_full = lambda folder: {full}
    h = history_module.History(path)
    games = [[g.id, g.deals, g.damaged is None] for g in h.list_games()]
    try:
        replayed = len(h.replay_game(games[-1][0]).entries)
    except history_module.HistoryError as e:  # a version 1 game kept no record
        replayed = str(e)
    try:
        h.start_game(Rules(players=2), ["A", "B"])
        wrote = "written"
    except history_module.HistoryError as e:
        wrote = str(e)
    print(json.dumps([h.read_only, h.migrated_from, games, replayed, wrote]))
""")


def run_child(path, *, fsize: int = 0, fill: bool = False, full: bool | None = None, mount: str | None = None):
    script = CHILD.format(root=str(ROOT), path=str(path), fsize=fsize, fill=fill, full=full)
    if mount is None:
        args = [sys.executable, "-c", script]
    else:  # the folder becomes a tmpfs of its own, in a mount namespace only the child sees
        shell = (f"cp -a {mount} {mount}.orig && mount -t tmpfs -o size=256k tmpfs {mount} && cp -a {mount}.orig/. {mount}"
                 f" && exec {sys.executable} -c \"$0\"")
        args = ["unshare", "-m", "sh", "-c", shell, script]
    child = subprocess.run(args, capture_output=True, text=True, timeout=120)
    if mount is not None and child.returncode != 0 and "mount" in child.stderr and not child.stdout:
        pytest.skip(f"no tmpfs can be mounted here: {child.stderr.strip()}")
    assert child.returncode == 0, child.stderr
    return json.loads(child.stdout.splitlines()[-1])


def expected_games(before: dict) -> list:
    return [[gid, before[gid][0].deals, True] for gid in sorted(before, reverse=True)]  # newest first


@pytest.mark.skipif(sys.platform != "linux" or shutil.which("unshare") is None, reason="needs Linux mount namespaces")
def test_a_really_full_disk_at_start(tmp_path):
    data = tmp_path / "data"
    before = fill_history(data / "history.sqlite3", games=3)
    read_only, _, games, replayed, wrote = run_child(data / "history.sqlite3", fill=True, mount=str(data))
    assert read_only == FULL.format(folder=data)
    assert games == expected_games(before) and replayed == len(before[1][1])
    assert wrote == f"The game history {data / 'history.sqlite3'} can only be read: nothing new is kept."


@needs_rlimit
@pytest.mark.parametrize("full", [True, False], ids=["full", "failing"])
def test_a_journal_that_cannot_be_made_opens_the_history_for_reading(tmp_path, full):
    """SQLite's -shm file cannot be made its 32 KB: ``disk I/O error`` (SQLITE_IOERR_SHMSIZE),
    as on a full disk, which the free room then says (or not)."""
    data = tmp_path / "data"
    before = fill_history(data / "history.sqlite3", games=3)
    read_only, _, games, replayed, wrote = run_child(data / "history.sqlite3", fsize=16384, full=full)
    assert read_only == (FULL if full else FAILING).format(folder=data)
    assert games == expected_games(before) and replayed == len(before[1][1])
    assert "can only be read: nothing new is kept" in wrote
    # with room again, the next start writes as ever
    with History(data / "history.sqlite3") as h:
        assert h.read_only is None and [g.id for g in h.list_games()] == [3, 2, 1]
        assert h.start_game(Rules(players=2), ["A", "B"]) == 4


@needs_rlimit
def test_an_older_version_that_cannot_be_migrated_on_a_full_disk_is_read(tmp_path):
    path = tmp_path / "old.sqlite3"
    make_v1(path)  # no WAL yet: reading needs no journal, the migration does
    read_only, migrated_from, games, _, _ = run_child(path, fsize=path.stat().st_size, full=True)
    assert read_only == FULL.format(folder=tmp_path) and migrated_from == 1 and games == [[7, 2, True]]
    with History(path) as h:  # the file is still of version 1 until there is room
        assert h.migrated_from == 1 and h.schema_version == SCHEMA_VERSION


def test_an_injected_full_disk_is_told_as_such(tmp_path, monkeypatch):
    """Without a child: SQLite's "database or disk is full" at opening, injected."""
    data = tmp_path / "data"
    before = fill_history(data / "history.sqlite3", games=2)
    real = sqlite3.connect

    class NoRoom(sqlite3.Connection):
        def execute(self, sql, *args):
            if sql.startswith("PRAGMA journal_mode"):
                raise sqlite3.OperationalError("database or disk is full")
            return super().execute(sql, *args)

    def connect(database, *args, uri=False, **kw):
        return real(database, *args, uri=uri, **kw) if uri else real(database, *args, factory=NoRoom, **kw)

    monkeypatch.setattr(history_module.sqlite3, "connect", connect)
    monkeypatch.setattr(opening, "_disk_full", lambda folder: True)
    with History(data / "history.sqlite3") as h:
        assert h.read_only == FULL.format(folder=data) and h.notices == [h.read_only]
        assert {g.id: g for g in h.list_games()} == {gid: v[0] for gid, v in before.items()}
        with pytest.raises(HistoryError, match="can only be read"):
            h.delete_game(1)


def test_what_counts_as_no_room():
    errors = [sqlite3.OperationalError(text) for text in ("disk I/O error", "database or disk is full",
                                                          "database is locked", "attempt to write a readonly database")]
    assert [opening._no_room(e) for e in errors] == [True, True, False, False]
