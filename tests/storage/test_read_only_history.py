"""A history that may be read but not written (a read-only disk or folder, a file without
write permission) is opened for reading only: old games can be viewed, nothing new is
written, and the player is told so once (issue 12, defect 13)."""

from __future__ import annotations

import shutil
import subprocess
import sys
import textwrap

import pytest

from deberts_desktop.engine.rules import Rules
from deberts_desktop.storage import opening
from deberts_desktop.storage.history import History, HistoryError
from deberts_desktop.storage.migrations import SCHEMA_VERSION
from deberts_desktop.ui.start.folders import open_storage
from tests.conftest import ROOT
from tests.storage.test_damaged_history import fill_history
from tests.storage.test_history import make_v1

NOTICE = ("The game history in {folder} may not be written (a read-only disk or folder): the games stored so far can "
          "be viewed, but new games will not be kept.")


def forbid_writes(monkeypatch, folder) -> None:
    """From now on, files and folders under ``folder`` may not be written, as for a player
    without write permission (the tests run as root, who may write anything)."""
    monkeypatch.setattr(opening, "_may_write", lambda p: not str(p).startswith(str(folder)))


def test_a_history_that_may_not_be_written_is_opened_for_reading(tmp_path, monkeypatch):
    data = tmp_path / "data"
    before = fill_history(data / "history.sqlite3", games=2)
    forbid_writes(monkeypatch, data)
    with History(data / "history.sqlite3") as h:
        assert h.read_only == NOTICE.format(folder=data) and h.notices == [h.read_only]
        assert {g.id: (g, h.score_sheet(g.id), h.stored_record(g.id)) for g in h.list_games()} == before
        assert len(h.record(1).deals) == len(before[1][1])  # the replay reads it
        with pytest.raises(HistoryError, match="can only be read: nothing new is kept"):
            h.start_game(Rules(players=2), ["A", "B"])
        with pytest.raises(HistoryError, match="can only be read"):
            h.delete_game(1)
    with History(data / "history.sqlite3") as h:  # the file was not touched
        assert sorted(h.list_games(), key=lambda g: g.id) == [before[1][0], before[2][0]]
    # the window is told once, and has its history
    st = open_storage(tmp_path / "config", data)
    assert st.history is not None and st.history_error is None
    assert [str(m) for m in st.messages] == [NOTICE.format(folder=data)]
    st.close()


def test_an_older_version_is_read_through_a_copy_in_memory(tmp_path, monkeypatch):
    path = tmp_path / "old.sqlite3"
    make_v1(path)
    forbid_writes(monkeypatch, tmp_path)
    data = path.read_bytes()
    with History(path) as h:
        assert h.read_only is not None and h.migrated_from == 1 and h.schema_version == SCHEMA_VERSION
        ((g),) = h.list_games()
        assert (g.id, g.deals, g.scores) == (7, 2, [60, 257])
    assert path.read_bytes() == data


@pytest.mark.skipif(sys.platform != "linux" or shutil.which("unshare") is None, reason="needs Linux mount namespaces")
def test_a_read_only_disk(tmp_path):
    """The data folder on a really read-only mount (a private mount namespace; the test is
    skipped where it cannot make one): SQLite cannot even make the -shm file of the WAL
    database, yet the games are read. A new history cannot be made there."""
    data = tmp_path / "data"
    before = fill_history(data / "history.sqlite3", games=1)
    script = textwrap.dedent(f"""
        import sys
        sys.path.insert(0, {str(ROOT)!r})
        from deberts_desktop.storage.history import History, HistoryError
        h = History({str(data / 'history.sqlite3')!r})
        print(h.read_only is not None, [(g.id, g.deals) for g in h.list_games()])
        try:
            History({str(data / 'new.sqlite3')!r})
        except HistoryError as e:
            print(e)
    """)
    shell = f"mount --bind {data} {data} && mount -o remount,bind,ro {data} && exec {sys.executable} -c \"$0\""
    done = subprocess.run(["unshare", "-m", "sh", "-c", shell, script], capture_output=True, text=True, timeout=60)
    if done.returncode != 0 and "mount" in done.stderr + done.stdout and "True" not in done.stdout:
        pytest.skip(f"no read-only mount here: {done.stderr.strip()}")
    assert done.stdout.splitlines() == [
        f"True [(1, {before[1][0].deals})]",
        f"The game history could not be opened in {data}: the folder may not be written."], done.stderr
    assert sorted(p.name for p in data.iterdir()) == ["history.sqlite3"]
