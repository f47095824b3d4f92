"""Planted files (issue 19, item 9): a pipe (FIFO), a link to ``/dev/zero`` or a file far
too large where the settings or the autosave should be is refused unread — no start that
waits for ever, no memory filled — kept aside as ``.bak`` and reported as a damaged file
is; the defaults (no saved game) are used. The record limit holds a 10,000-deal record.

A test with a pipe could hang if the pipe were opened: :func:`unblocked` then opens its
other end after a generous time, so that such a bug fails instead. A test with
``/dev/zero`` runs in a child process with a memory limit (``RLIMIT_AS``), so that such a
bug cannot take the machine's memory."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import textwrap
import threading
from contextlib import contextmanager

import pytest

from deberts_desktop.engine.record import MAX_RECORD_BYTES, DealRecord, GameRecord, game_record
from deberts_desktop.storage.autosave import Autosave
from deberts_desktop.storage.files import FileTooLargeError, NotRegularFileError, read_file
from deberts_desktop.storage.history import History, HistoryError
from deberts_desktop.storage.settings import MAX_SETTINGS_BYTES, Settings, load_settings
from tests.conftest import ROOT

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
needs_dev_zero = pytest.mark.skipif(not os.path.exists("/dev/zero") or sys.platform == "win32",
                                    reason="needs /dev/zero and resource limits")

SETTINGS_PIPE = ("The settings file {path} is not a regular file (a pipe, a device or a socket); the default settings "
                 "are used.")
SETTINGS_LARGE = "The settings file {path} is larger than 1 MB, which no settings file is; the default settings are used."
KEPT = "The original file was kept as {path}."
AUTOSAVE = "The saved game could not be continued: {reason}. It was kept as {path}."
NOT_REGULAR = "it is not a regular file (a pipe, a device or a socket)"
TOO_LARGE = "it is larger than 4 MB, the most a game record can be"


@contextmanager
def unblocked(fifo):
    """While the block runs, a pipe opened for reading by mistake is given a writer after
    a minute (the reader then sees an empty file and the test fails rather than hangs)."""
    done = threading.Event()

    def rescue():
        if not done.wait(60):
            with open(fifo, "wb"):
                pass

    helper = threading.Thread(target=rescue, daemon=True)
    helper.start()
    try:
        yield
    finally:
        done.set()
        helper.join()


def sparse(path, size: int) -> None:
    """A file of ``size`` bytes that takes no room on the disk."""
    with open(path, "wb") as f:
        f.truncate(size)


# ------------------------------------------------------------------ the one reader
@needs_fifo
def test_a_pipe_is_refused_without_being_opened(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with unblocked(fifo), pytest.raises(NotRegularFileError):
        read_file(fifo, 1000)


def test_a_file_is_read_up_to_its_limit(tmp_path):
    path = tmp_path / "f"
    path.write_bytes(b"x" * 1000)
    assert read_file(path, 1000) == b"x" * 1000
    with pytest.raises(FileTooLargeError) as refused:
        read_file(path, 999)
    assert (refused.value.size, refused.value.limit) == (1000, 999)
    with pytest.raises(IsADirectoryError):
        read_file(tmp_path, 1000)
    with pytest.raises(FileNotFoundError):
        read_file(tmp_path / "none", 1000)


def test_a_link_to_a_file_is_followed(tmp_path):
    (tmp_path / "real").write_bytes(b"{}")
    (tmp_path / "link").symlink_to(tmp_path / "real")
    assert read_file(tmp_path / "link", 10) == b"{}"


# ------------------------------------------------------------------ settings and autosave
@needs_fifo
def test_settings_as_a_pipe_are_kept_aside_and_the_defaults_used(tmp_path):
    path = tmp_path / "settings.json"
    os.mkfifo(path)
    with unblocked(path):
        settings, messages = load_settings(path)
    bak = tmp_path / "settings.json.bak"
    assert settings == Settings()
    assert messages == [SETTINGS_PIPE.format(path=path), KEPT.format(path=bak)]
    assert stat.S_ISFIFO(os.lstat(bak).st_mode)  # the pipe itself, kept
    assert json.loads(path.read_text()) == Settings().to_dict()  # the defaults, saved: the next start is quiet
    assert load_settings(path) == (Settings(), [])


def test_settings_larger_than_a_megabyte_are_kept_aside_unread(tmp_path):
    path = tmp_path / "settings.json"
    sparse(path, 2 * 2**20)
    settings, messages = load_settings(path)
    assert MAX_SETTINGS_BYTES == 2**20
    assert settings == Settings()
    assert messages == [SETTINGS_LARGE.format(path=path), KEPT.format(path=tmp_path / "settings.json.bak")]
    assert (tmp_path / "settings.json.bak").stat().st_size == 2 * 2**20
    # a settings file of just 1 MB (blanks around a good object) is still read
    path.write_bytes(Settings(language="ru").to_json().encode().ljust(2**20))
    assert load_settings(path) == (Settings(language="ru"), [])


@needs_fifo
def test_an_autosave_as_a_pipe_is_kept_aside(tmp_path):
    path = tmp_path / "autosave.record.json"
    os.mkfifo(path)
    autosave = Autosave(path)
    with unblocked(path):
        assert autosave.load_resume() is None
    bak = tmp_path / "autosave.record.json.bak"
    assert autosave.messages == [AUTOSAVE.format(reason=NOT_REGULAR, path=bak)]
    assert stat.S_ISFIFO(os.lstat(bak).st_mode) and not os.path.lexists(path)


def test_an_autosave_larger_than_a_record_is_kept_aside_unread(tmp_path):
    path = tmp_path / "autosave.record.json"
    sparse(path, MAX_RECORD_BYTES + 1)
    autosave = Autosave(path)
    assert autosave.load_resume() is None
    assert autosave.messages == [AUTOSAVE.format(reason=TOO_LARGE, path=tmp_path / "autosave.record.json.bak")]


@needs_fifo
def test_a_history_that_is_a_pipe_is_refused_and_left(tmp_path):
    path = tmp_path / "history.sqlite3"
    os.mkfifo(path)
    with unblocked(path), pytest.raises(HistoryError) as refused:
        History(path)
    assert str(refused.value) == (f"The game history {path} is not a regular file (a pipe, a device or a socket); "
                                  "it was left as it is.")
    assert os.listdir(tmp_path) == ["history.sqlite3"]


CHILD = textwrap.dedent("""
    import json, resource, sys
    sys.path.insert(0, {root!r})
    limit = 1 << 30  # 1 GiB of address space: far more than this needs, far less than /dev/zero would take
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    from deberts_desktop.storage.autosave import Autosave
    from deberts_desktop.storage.settings import load_settings
    settings, messages = load_settings({settings!r})
    autosave = Autosave({autosave!r})
    resume = autosave.load_resume()
    print(json.dumps([settings.to_dict(), messages, resume is None, autosave.messages]))
""")


@needs_dev_zero
def test_links_to_dev_zero_are_kept_aside_unread(tmp_path):
    settings, autosave = tmp_path / "settings.json", tmp_path / "autosave.record.json"
    settings.symlink_to("/dev/zero")
    autosave.symlink_to("/dev/zero")
    child = subprocess.run([sys.executable, "-c", CHILD.format(root=str(ROOT), settings=str(settings),
                                                                 autosave=str(autosave))],
                           capture_output=True, text=True, timeout=120)
    assert child.returncode == 0, child.stderr
    values, messages, no_resume, autosave_messages = json.loads(child.stdout)
    assert values == Settings().to_dict() and no_resume
    assert messages == [SETTINGS_PIPE.format(path=settings), KEPT.format(path=tmp_path / "settings.json.bak")]
    assert autosave_messages == [AUTOSAVE.format(reason=NOT_REGULAR, path=tmp_path / "autosave.record.json.bak")]
    assert os.readlink(tmp_path / "settings.json.bak") == os.readlink(tmp_path / "autosave.record.json.bak") == "/dev/zero"


# ------------------------------------------------------------------ the limit
def test_the_record_limit_holds_a_ten_thousand_deal_record():
    """A game to 1001 points ends after some tens of deals played out: a record of 10,000
    deals is a game of deals thrown in (everyone passed), a few played. 4 players, 100
    deals played (more than any real game) and 9,900 thrown in, with long names: the file
    (indented, as the game writes it) and the autosave (compact) fit the limit."""
    from deberts_desktop.engine.game import Game
    from deberts_desktop.engine.rules import Rules
    from tests.storage.helpers import random_step
    import random

    rules = Rules(players=4, target=1001)
    names = ["A name of 24 characters"[:24]] * 4
    played = Game(rules, dealer=0, seed=3, names=names)
    rng = random.Random(3)
    while len(played.rows) < 1 or played.rows[-1].outcome is None:  # one deal played out
        random_step(played, rng)
    deal_played = game_record(played).deals[-1]
    thrown = Game(rules, dealer=0, seed=4, names=names)
    deal = thrown.start_deal()
    while deal.legal_actions():
        passes = [a for a in deal.legal_actions() if str(a) == "pass"]
        thrown.apply(passes[0] if passes else deal.legal_actions()[0])
        if thrown.rows:
            break
    assert thrown.rows and thrown.rows[0].outcome is None  # thrown in
    deal_thrown = game_record(thrown).deals[0]
    assert isinstance(deal_thrown, DealRecord) and len(deal_thrown.actions) == 8  # two rounds of passes
    record = GameRecord(rules, names, [deal_played] * 100 + [deal_thrown] * 9900)
    assert len(record.to_json().encode()) < MAX_RECORD_BYTES
    assert len(json.dumps(record.to_dict(), ensure_ascii=False, separators=(",", ":")).encode()) < MAX_RECORD_BYTES
