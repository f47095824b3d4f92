"""The app started as a person (and the installers' ``Exec=deberts-desktop %f``) starts it:
``deberts_desktop.cli.main`` with the staged window, the data folders isolated. A record
argument opens on the replay table (a bad one: replay's reason in a message box), the saved
game waits untouched and is offered on the way back and at the next start; one copy owns a
data folder and a second start hands its record over; macOS's open-document event opens a
record in the running window.

In-process starts run the real ``ui.app.run``; :func:`start_app` puts a driver in place of
the event loop (``app.event_loop``) that waits on what the player would see and then
closes the window. Second copies are real processes (``python -m deberts_desktop``)."""

from __future__ import annotations

import copy
import json
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTimer
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from deberts_desktop import cli
from deberts_desktop.engine.record import parse_record, replay
from deberts_desktop.storage.autosave import FILE_NAME as AUTOSAVE_FILE
from deberts_desktop.storage.autosave import Autosave
from deberts_desktop.ui import app as app_module
from deberts_desktop.ui import crashlog; from deberts_desktop.ui import i18n
from deberts_desktop.ui.start import single_instance
from deberts_desktop.ui.widgets.wheel import WheelToPage
from tests.conftest import ROOT
from tests.engine.test_examples import EXAMPLE_A

#: what the second copy's process is waited for, at most (s): a generous bound, never asserted
PROCESS_WAIT = 120


@pytest.fixture
def folders(tmp_path, monkeypatch, qapp):
    """Fresh settings, data, log and cache folders for the app (as the packaging checks use),
    and the process left as it was: the crash log, the wheel's filter and English."""
    yield from isolated_folders(tmp_path, monkeypatch, qapp)


def isolated_folders(tmp_path, monkeypatch, qapp):
    """:func:`folders` for any scope (a module's one start shared by its tests: the
    ``monkeypatch`` of that scope): a generator, the data folder yielded."""
    data, config, logs = tmp_path / "data", tmp_path / "config", tmp_path / "log"
    monkeypatch.setenv("DEBERTS_DATA_DIR", str(data))
    monkeypatch.setenv("DEBERTS_CONFIG_DIR", str(config))
    monkeypatch.setenv("DEBERTS_LOG_DIR", str(logs))
    monkeypatch.setenv("DEBERTS_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv(app_module.EXIT_AFTER_OPEN_ENV, raising=False)
    locale = QLocale()
    yield data
    crashlog.uninstall()
    for f in qapp.findChildren(WheelToPage):
        qapp.removeEventFilter(f)
        f.deleteLater()
    i18n.install_translator(qapp, "en")
    QLocale.setDefault(locale)


def start_app(monkeypatch, argv, drive):
    """``cli.main(argv)`` with ``drive(window)`` in place of the event loop; the window is
    closed after it. Returns ``(exit status, what drive returned)``."""
    got = {}

    def loop(app, window):
        try:
            got["value"] = drive(window)
        finally:
            window.close()
            window.deleteLater()
        return 0

    monkeypatch.setattr(app_module, "event_loop", loop)
    code = cli.main([str(a) for a in argv])
    return code, got.get("value")


def built(w) -> bool:
    """The staged window has built its game's parts."""
    return getattr(w, "questions", None) is not None


def decline_tutorial(w) -> bool:
    """The first start's tutorial offer, if shown, answered No (the game goes on).
    Returns True when it was shown."""
    if w.tutorial is not None and w.tutorial.panel.no_button.isVisible():
        w.tutorial.panel.no_button.click()
        return True
    return False


def without_the_master(w) -> None:
    """The Master in the person's seat (issue 24) left out of this real start: no finished
    deal is played again by the Master in the comparisons' process. For a test about
    something else (tests/ui/test_master_line.py tests the comparisons through the real
    start): each deal's comparison is seconds of the suite's processor time and nothing the
    test looks at (the house rule: quick computers unless the test is about the AI). Call it
    once the session is built, before the first deal ends (the process starts only for its
    first comparison or for the Master's configuration, which the end-of-deal panel of a game
    continued asks for only while the deals are compared: so none is started)."""
    w.session.comparisons.after_each_deal = False


def in_replay(w) -> bool:
    return built(w) and w.replays.in_replay()


def write(path: Path, data) -> Path:
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def the_env(data: Path, **more) -> dict:
    """The environment of a second copy: this worktree's code, offscreen, the same folders."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT), DEBERTS_DATA_DIR=str(data))
    env.update(more)
    return env


def second_copy(args, env, cwd=ROOT):
    return subprocess.Popen([sys.executable, "-m", "deberts_desktop", *map(str, args)], env=env, cwd=cwd,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def finished(p) -> bool:
    return p.poll() is not None


# ----------------------------------------------------------------------------- a record argument
def test_a_record_argument_opens_on_the_replay_table(qtbot, folders, tmp_path, monkeypatch):
    record = write(tmp_path / "example-a.record.json", EXAMPLE_A)
    actions = len(EXAMPLE_A["deals"][0]["actions"])

    def drive(w):
        qtbot.waitUntil(lambda: in_replay(w), timeout=30000)
        rv = w.replays.replay
        seen = {"title": w.windowTitle(), "info": rv.info.text(), "deals": rv.deal_count(),
                "game": w.session.game, "question": w.questions.question, "box": w.questions.message_box}
        while rv.move(1):  # the person steps through the deal to its end
            pass
        seen["sheet"] = [d.scores for d in w.sheet.data.deals]
        rv.back_button.click()  # Back to game: the first game begins now
        qtbot.waitUntil(lambda: w.session.game is not None, timeout=10000)
        seen["after"] = (w.replays.in_replay(), w.session.game.rules.players)
        # a first start, but with a record: the first-game tutorial is not offered
        seen["tutorial"] = (w.starter.offer_tutorial, getattr(w, "tutorial", None))
        return seen

    code, seen = start_app(monkeypatch, [record], drive)
    assert code == 0
    assert seen["title"] == "Deberts — example-a.record.json"
    assert seen["deals"] == 1 and seen["info"] == f"Deal 1 of 1 · action 0 of {actions} — the cards are dealt"
    assert seen["sheet"] == [(174, 0)]  # RULES.md's example A: the declarer's 174, the other side 0
    assert seen["game"] is None and seen["question"] is None and seen["box"] is None  # the game waited
    assert seen["after"] == (False, 2)
    assert seen["tutorial"] == (False, None)


def bad_arguments(tmp_path):
    must_follow = copy.deepcopy(EXAMPLE_A)
    must_follow["deals"][0]["actions"][4] = "0 play AH"
    fifo = tmp_path / "pipe.record.json"
    cases = {
        "must_follow": (write(tmp_path / "a.record.json", must_follow),
                        "deal 1, move 5 (0 play AH): seat 0 must follow suit (diamonds)"),
        "folder": (tmp_path / "records", "a folder, not a record file"),
        "empty": (write(tmp_path / "empty.record.json", ""), "the file is empty"),
    }
    (tmp_path / "records").mkdir()
    if hasattr(os, "mkfifo"):
        os.mkfifo(fifo)
        cases["fifo"] = (fifo, "not a regular file (a device, a pipe or a socket), so not a record")
    if os.path.exists("/dev/zero"):
        cases["dev_zero"] = (Path("/dev/zero"), "not a regular file (a device, a pipe or a socket), so not a record")
    if hasattr(os, "symlink") and sys.platform != "win32":  # a link to itself: os.path.exists says False
        loop = tmp_path / "loop.record.json"
        loop.symlink_to(loop.name)
        cases["symlink_loop"] = (loop, "cannot read the file (Too many levels of symbolic links)")
    return cases


@pytest.mark.parametrize("case", ["must_follow", "folder", "empty", "fifo", "dev_zero", "symlink_loop"])
def test_a_bad_record_argument_gets_replay_s_reason_in_a_message_box(qtbot, folders, tmp_path, monkeypatch, case):
    cases = bad_arguments(tmp_path)
    if case not in cases:
        pytest.skip(f"no {case} on this system")
    path, reason = cases[case]

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.questions.message_box is not None, timeout=30000)
        box = w.questions.message_box
        seen = {"text": box.text(), "icon": box.icon(), "game": w.session.game, "replay": w.replays.in_replay(),
                "autosave": (folders / AUTOSAVE_FILE).exists()}
        box.accept()  # read: the game begins after it
        qtbot.waitUntil(lambda: w.session.game is not None, timeout=10000)
        return seen

    code, seen = start_app(monkeypatch, [path], drive)
    assert code == 0
    assert seen["text"] == f"The record {path.name} cannot be opened: {reason}."
    assert seen["icon"] == QMessageBox.Icon.Warning
    assert seen["game"] is None and not seen["replay"] and not seen["autosave"]


def test_a_missing_file_is_still_no_such_file(folders, capsys):
    assert cli.main(["no-such.record.json"]) == 2
    assert "no-such.record.json: no such file, and not a command" in capsys.readouterr().err


# ----------------------------------------------------------------------------- a saved game and a record
def save_unfinished_game(data: Path, actions: int = 5) -> bytes:
    """An autosave of example A's deal after ``actions`` actions; returns its bytes."""
    data.mkdir(parents=True, exist_ok=True)
    rec = parse_record(copy.deepcopy(EXAMPLE_A))
    rec.deals[0].actions = rec.deals[0].actions[:actions]
    Autosave(data / AUTOSAVE_FILE).save(replay(rec), levels=[None, "amateur"])
    return (data / AUTOSAVE_FILE).read_bytes()


def test_a_saved_game_waits_untouched_while_a_record_is_shown(qtbot, folders, tmp_path, monkeypatch):
    saved = save_unfinished_game(folders)
    stamp = (folders / AUTOSAVE_FILE).stat().st_mtime_ns
    record = write(tmp_path / "other.record.json", EXAMPLE_A)

    def drive(w):
        qtbot.waitUntil(lambda: in_replay(w), timeout=30000)
        seen = {"question": w.questions.question, "game": w.session.game}
        w.replays.replay.back_button.click()  # Back to game: now the saved game is offered
        qtbot.waitUntil(lambda: w.questions.question is not None, timeout=10000)
        seen["asked"] = w.questions.question.text()
        seen["behind"] = len(w.director.game.deal.history)  # the saved position behind the question
        return seen

    code, seen = start_app(monkeypatch, [record], drive)
    assert code == 0 and seen["question"] is None and seen["game"] is None
    assert seen["asked"] == "Continue the unfinished game?" and seen["behind"] == 5
    assert (folders / AUTOSAVE_FILE).read_bytes() == saved
    assert (folders / AUTOSAVE_FILE).stat().st_mtime_ns == stamp

    # closed on the replay table: the next start offers the same saved game
    def drive_again(w):
        qtbot.waitUntil(lambda: built(w) and w.questions.question is not None, timeout=30000)
        return w.questions.question.text(), len(w.director.game.deal.history)

    code, seen = start_app(monkeypatch, [record], lambda w: (qtbot.waitUntil(lambda: in_replay(w), timeout=30000)))
    assert code == 0 and (folders / AUTOSAVE_FILE).read_bytes() == saved
    code, seen = start_app(monkeypatch, [], drive_again)
    assert code == 0 and seen == ("Continue the unfinished game?", 5)


def new_game_from_the_replay_table(qtbot, w) -> int | None:
    """A record given at the real start is shown; Game → New game is chosen on its replay
    table: returns, once the new game is dealt and the writer has stored what it was given,
    the history's latest unfinished game (the saved game kept there), or None."""
    qtbot.waitUntil(lambda: in_replay(w), timeout=30000)
    w.ask_new_game()  # Game → New game while the record is shown
    qtbot.waitUntil(lambda: w.session.game is not None, timeout=10000)
    assert w.session.store.flush()  # the writer has stored what it was given
    return w.storage.history.latest_unfinished()


def test_a_new_game_from_the_replay_table_keeps_the_saved_game_in_history(qtbot, folders, tmp_path, monkeypatch):
    save_unfinished_game(folders, actions=7)
    record = write(tmp_path / "other.record.json", EXAMPLE_A)

    def drive(w):
        kept = new_game_from_the_replay_table(qtbot, w)
        return kept, len(w.storage.history.record(kept).deals[0].actions), w.session.store.game_id

    code, (kept, actions, current) = start_app(monkeypatch, [record], drive)
    assert code == 0 and kept is not None and kept != current and actions == 7



def test_a_new_game_from_the_replay_table_keeps_the_saved_game_with_its_seed(qtbot, folders, tmp_path, monkeypatch):
    """The saved game was started with --seed 5 (its autosave says so), example A's deal 1
    over; this start opens a record, and Game → New game is chosen on the replay table: the
    saved game is kept in History with its seed 5 (its deal 1 stored with it), as a game put
    aside by Keep is — continued from there, its computers are seeded 5 again. (Before: it
    was kept unseeded.)"""
    data = folders
    data.mkdir(parents=True, exist_ok=True)
    game = replay(parse_record(copy.deepcopy(EXAMPLE_A)))
    assert not game.finished and len(game.entries) == 1  # between deals 1 and 2
    Autosave(data / AUTOSAVE_FILE).save(game, levels=[None, "amateur"], seed=5)
    record = write(tmp_path / "other.record.json", EXAMPLE_A)

    def drive(w):
        kept = new_game_from_the_replay_table(qtbot, w)
        return w.history_opening.stored_game(kept, quiet=True).seed

    code, seed = start_app(monkeypatch, [record], drive)
    assert code == 0 and seed == 5


def test_a_new_game_from_the_replay_table_keeps_the_saved_game_deleted_from_history_while_played(
        qtbot, folders, tmp_path, monkeypatch):
    """The saved game was deleted from History while played (its autosave says "kept": false,
    7 actions of example A's deal); this start opens a record, and Game → New game is chosen
    on the replay table, the saved game never offered: it is kept in History, to be continued
    from there, as Keep keeps such a game — not lost without a word. (Before: it was nowhere:
    History did not keep it, and the new game's autosave replaced it.)"""
    data = folders
    data.mkdir(parents=True, exist_ok=True)
    rec = parse_record(copy.deepcopy(EXAMPLE_A))
    rec.deals[0].actions = rec.deals[0].actions[:7]
    data_for = Autosave.data_for(replay(rec), [None, "amateur"])
    (data / AUTOSAVE_FILE).write_text(Autosave.text_of(data_for, None, "0123456789abcdef0123456789abcdef", kept=False),
                                      encoding="utf-8")
    assert Autosave(data / AUTOSAVE_FILE).load_resume() is not None
    record = write(tmp_path / "other.record.json", EXAMPLE_A)

    def drive(w):
        kept = new_game_from_the_replay_table(qtbot, w)
        history = w.storage.history
        return kept is not None and kept != w.session.store.game_id, (
            len(history.record(kept).deals[0].actions) if kept is not None else None)

    code, (kept, actions) = start_app(monkeypatch, [record], drive)
    assert code == 0 and kept and actions == 7


# ----------------------------------------------------------------------------- the exit hook of the packaging checks
def test_exit_after_open_quits_with_0_shown_and_3_refused(qtbot, folders, tmp_path, monkeypatch):
    """``DEBERTS_EXIT_AFTER_OPEN=1``: the real event loop ends by itself."""
    monkeypatch.setenv(app_module.EXIT_AFTER_OPEN_ENV, "1")
    app = QApplication.instance()
    guard = QTimer()  # a test that went wrong ends instead of hanging (never reached when it works)
    guard.setSingleShot(True)
    guard.timeout.connect(lambda: app.exit(99))
    shown = []
    monkeypatch.setattr(QMessageBox, "open", lambda box: shown.append(box.text()))
    # files over READ_AT_ONCE_BYTES are read on another thread: the status waits for their end
    # (before: 0 at once, a refused large file too, and its reason never shown)
    from deberts_desktop.ui.review.record_file import READ_AT_ONCE_BYTES

    large = write(tmp_path / "large.record.json", json.dumps(EXAMPLE_A) + " " * READ_AT_ONCE_BYTES)
    large_bad = tmp_path / "large-bad.record.json"
    large_bad.write_bytes(b"\xff" * (READ_AT_ONCE_BYTES + 1))
    replayed = []

    def loop(app, window):  # the real event loop; then where the window was when it ended
        code = app.exec()
        replayed.append(window.replays.in_replay())
        return code

    monkeypatch.setattr(app_module, "event_loop", loop)
    for path, status in ((write(tmp_path / "good.record.json", EXAMPLE_A), 0), (tmp_path, 3), (large, 0),
                         (large_bad, 3)):
        guard.start(120000)
        assert cli.main([str(path)]) == status
        guard.stop()
    assert shown == [f"The record {tmp_path.name} cannot be opened: a folder, not a record file.",
                     "The record large-bad.record.json cannot be opened: not a UTF-8 text file."]
    assert replayed == [True, False, True, False]  # on the replay table when the app quit
    assert not (folders / AUTOSAVE_FILE).exists()


# ----------------------------------------------------------------------------- one copy per data folder
def test_a_second_copy_hands_its_record_over_and_exits_0(qtbot, folders, tmp_path, monkeypatch):
    record = write(tmp_path / "handed.record.json", EXAMPLE_A)

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.first_frame_shown and (w.session.game is not None), timeout=30000)
        # a name relative to the second start's folder: handed over as an absolute path
        return handed_over(qtbot, w, second_copy([record.name], the_env(folders), cwd=tmp_path))

    code, (status, out, err, title) = start_app(monkeypatch, [], drive)
    assert code == 0 and status == 0, err
    assert out == (f"deberts-desktop: Deberts Desktop is already running with the data folder {folders}; "
                   "the record was handed to the running window\n")
    assert title == "Deberts — handed.record.json"
    assert free(folders)  # the first copy gave the folder up when it ended


def ended(qtbot, p) -> tuple[int, str, str]:
    """The second start ``p`` (:func:`second_copy`) waited for to its end (killed if it has
    not ended by then): ``(its exit status, its standard output, its standard error)``."""
    try:
        qtbot.waitUntil(lambda: finished(p), timeout=PROCESS_WAIT * 1000)
        out, err = p.communicate()
    finally:
        if p.poll() is None:
            p.kill()
            p.communicate()
    return p.returncode, out, err


def handed_over(qtbot, w, p):
    """:func:`ended`'s, then the record ``p`` handed over on the first window ``w``'s replay
    table: ``(exit status, standard output, standard error, the first window's title)``."""
    status = ended(qtbot, p)
    qtbot.waitUntil(lambda: in_replay(w), timeout=10000)
    return (*status, w.windowTitle())


def test_a_second_copy_on_another_data_folder_runs_side_by_side(qtbot, folders, tmp_path, monkeypatch):
    record = write(tmp_path / "own.record.json", EXAMPLE_A)
    other = tmp_path / "other-data"

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.first_frame_shown and w.session.game is not None, timeout=30000)
        p = second_copy([record], the_env(other, DEBERTS_CONFIG_DIR=str(tmp_path / "other-config"),
                                           DEBERTS_EXIT_AFTER_OPEN="1"))
        return (*ended(qtbot, p), w.replays.in_replay())

    code, (status, out, err, first_in_replay) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert status == 0 and out == "", err  # it opened the record itself (exit 0 once shown), no hand-over
    assert not first_in_replay
    assert (other / single_instance.LOCK_FILE).exists() and free(other)  # it owned its own folder, then ended


def test_a_second_copy_says_so_when_the_first_does_not_answer(folders, tmp_path, monkeypatch, capsys):
    """The folder's lock is held by a copy that takes no requests (stopped, say): the second
    start tells the player and opens nothing for writing."""
    held = single_instance.DataFolderClaim(folders)
    assert held.claim() == "owner"
    monkeypatch.setattr(single_instance, "HANDOVER_TIMEOUT_MS", 300)
    told = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: told.append((title, text)))
    monkeypatch.setattr(app_module, "event_loop", lambda *a: pytest.fail("a window ran"))
    record = write(tmp_path / "x.record.json", EXAMPLE_A)
    try:
        assert cli.main([str(record)]) == 1
    finally:
        held.release()
    assert told == [("Deberts Desktop", f"Deberts Desktop is already running with the data folder {folders}, but it "
                     "does not answer. Nothing was opened, so that the two copies do not write over each other's "
                     "games. Close the other copy (or end it) and start again.")]
    err = capsys.readouterr().err
    assert f"already running with the data folder {folders}, but it does not answer; nothing was opened" in err
    assert sorted(p.name for p in folders.iterdir()) == [single_instance.LOCK_FILE]  # no history, no autosave


def test_a_second_copy_where_no_lock_can_be_made_hands_its_record_to_the_first(qtbot, folders, tmp_path,
                                                                                 monkeypatch):
    """A folder where no lock can be made (here a folder in the lock file's place; a file
    system without locks is the same): the first copy runs without a lock, and a second
    start hands its record to it instead of running beside it on the same saved game."""
    (folders / single_instance.LOCK_FILE).mkdir(parents=True)
    record = write(tmp_path / "no-lock.record.json", EXAMPLE_A)

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.table_ready_shown and w.session.game is not None, timeout=30000)
        # (before the fix it ran beside the first and opened the record itself: exit 0 once shown)
        return handed_over(qtbot, w, second_copy([record], the_env(folders, DEBERTS_EXIT_AFTER_OPEN="1")))

    code, (status, out, err, title) = start_app(monkeypatch, [], drive)
    assert code == 0 and status == 0, err
    assert out == (f"deberts-desktop: Deberts Desktop is already running with the data folder {folders}; "
                   "the record was handed to the running window\n")
    assert title == "Deberts — no-lock.record.json"


def test_a_start_at_the_same_time_where_no_lock_can_be_made_does_not_run_beside_the_first(folders, tmp_path,
                                                                                          monkeypatch, capsys):
    """Two starts at once on a data folder where no lock can be made (a folder in the lock
    file's place): the first, still starting, does not listen yet. The second waits for it
    as for any owner, and never runs beside it on the same saved game: the first holds a lock
    of the folder's in the cache folder instead (here it does not answer in time: said so,
    nothing opened). (Before: the second asked for 300 ms, got no answer and ran too — two
    windows on one data folder, the later one taking the socket's name over.) Once the
    first has ended, a start runs (without a lock in the data folder, as before)."""
    (folders / single_instance.LOCK_FILE).mkdir(parents=True)
    held = single_instance.DataFolderClaim(folders)  # the first start, its window not yet built
    assert held.claim() == "no_lock"
    monkeypatch.setattr(single_instance, "HANDOVER_TIMEOUT_MS", 300)
    told = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: told.append((title, text)))
    monkeypatch.setattr(app_module, "event_loop", lambda *a: pytest.fail("a second window ran"))
    try:
        assert cli.main([]) == 1
    finally:
        held.release()
    assert told and told[0][0] == "Deberts Desktop" and "does not answer" in told[0][1]
    assert "already running with the data folder" in capsys.readouterr().err
    again = single_instance.DataFolderClaim(folders)
    try:
        assert again.claim() == "no_lock"  # the first gone: this one runs
    finally:
        again.release()


def free(folder: Path) -> bool:
    """No running copy owns ``folder``: a claim on it succeeds (and is given up again)."""
    claim = single_instance.DataFolderClaim(folder)
    try:
        return claim.claim() == "owner"
    finally:
        claim.release()


def test_the_lock_of_a_crashed_copy_does_not_keep_the_folder(folders, tmp_path):
    """A copy that ends without giving the folder up (``kill -9``, a crash) leaves its lock
    file, but not its lock."""
    code = ("import sys, os; from deberts_desktop.ui.start.single_instance import DataFolderClaim; "
            "assert DataFolderClaim(sys.argv[1]).claim() == 'owner'; os._exit(0)")  # no release, as a crash
    subprocess.run([sys.executable, "-c", code, str(folders)], check=True, timeout=PROCESS_WAIT, cwd=ROOT,
                   env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert (folders / single_instance.LOCK_FILE).read_text().strip().isdigit()  # its process id
    claim = single_instance.DataFolderClaim(folders)
    try:
        assert claim.claim() == "owner"
        again = single_instance.DataFolderClaim(folders)
        assert again.claim() == "taken" and again.name == claim.name
    finally:
        claim.release()
    assert free(folders)
    assert single_instance.server_name(folders) == single_instance.server_name(str(folders) + os.sep + ".")
    assert single_instance.server_name(folders) != single_instance.server_name(tmp_path / "other")


def planted_lock(folders, tmp_path, how: str):
    """Another file of the person's ("my notes"), and the data folder's lock file name made
    a ``how`` ("symbolic" or "hard") link to it: ``(the other file, the lock file's path)``."""
    folders.mkdir(parents=True)
    victim = tmp_path / "notes.txt"
    victim.write_text("my notes\n", encoding="utf-8")
    lock = folders / single_instance.LOCK_FILE
    if how == "symbolic":
        lock.symlink_to(victim)
    else:
        os.link(victim, lock)
    return victim, lock


def test_a_symbolic_link_as_the_lock_file_is_not_followed(qtbot, folders, tmp_path, monkeypatch, caplog):
    """Someone has put a symbolic link where the lock file goes, pointing at another file of
    the person's. The app starts and plays as ever; the other file keeps its text (before:
    the link was followed, the file locked, emptied and given the app's process id); the
    link is replaced by a lock file of the app's own, which holds the folder as ever (a
    second claim finds it taken), and the log says in words what happened."""
    victim, lock = planted_lock(folders, tmp_path, "symbolic")

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None, timeout=30000)
        second = single_instance.DataFolderClaim(folders)
        return w.session.game.rules.players, second.claim(), lock.is_symlink(), lock.read_text(encoding="ascii")

    code, (players, second, link, held) = start_app(monkeypatch, [], drive)
    assert code == 0 and players == 2
    assert victim.read_text(encoding="utf-8") == "my notes\n"
    assert second == "taken" and not link and held == f"{os.getpid()}\n"
    assert (f"the lock file {lock} was a symbolic link (to {victim}): it was removed, not followed, and the app "
            "made a lock file of its own") in caplog.text
    assert free(folders)


def test_two_starts_that_both_see_the_planted_link_make_one_owner(folders, tmp_path, monkeypatch):
    """Two copies start at once on a folder whose lock file is a planted symbolic link. The
    second reads the link, then the first removes it and locks a lock file of its own before
    the second goes on: the second must not remove that lock file too (before: it did, made
    another, and both ran on the folder as its owner)."""
    import threading

    victim, lock = planted_lock(folders, tmp_path, "symbolic")
    read, go = threading.Event(), threading.Event()
    readlink = os.readlink

    def paused(path, *args, **kwargs):  # the second start, stopped just after reading the link
        target = readlink(path, *args, **kwargs)
        if threading.current_thread().name == "second":
            read.set()
            go.wait(PROCESS_WAIT)
        return target

    monkeypatch.setattr(single_instance.os, "readlink", paused)
    first, second = single_instance.DataFolderClaim(folders), single_instance.DataFolderClaim(folders)
    states = {}
    threads = [threading.Thread(target=lambda c=c, n=n: states.__setitem__(n, c.claim()), name=n)
               for c, n in ((second, "second"), (first, "first"))]
    try:
        threads[0].start()
        assert read.wait(PROCESS_WAIT)
        threads[1].start()
        threads[1].join(1)  # (before the fix the first claimed the folder here; now it waits for the second)
        go.set()
        for t in threads:
            t.join(PROCESS_WAIT)
        assert sorted(states.values()) == ["owner", "taken"]
        assert not lock.is_symlink() and victim.read_text(encoding="utf-8") == "my notes\n"
    finally:
        go.set()
        first.release()
        second.release()


def test_a_hard_link_as_the_lock_file_leaves_the_other_file_alone(qtbot, folders, tmp_path, monkeypatch, caplog):
    """A hard link in the lock file's place, to another file of the person's (planted, or
    made by a backup that links the files it copies): the name is the other file itself,
    no link to see. The app starts and plays as ever; the other file keeps its text
    (before: it was locked, emptied and given the app's process id, as a followed symbolic
    link was); the name gets a lock file of the app's own, which holds the folder (a second
    claim finds it taken), and the log says so in words."""
    victim, lock = planted_lock(folders, tmp_path, "hard")

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None, timeout=30000)
        second = single_instance.DataFolderClaim(folders)
        return w.session.game.rules.players, second.claim(), lock.read_text(encoding="ascii")

    code, (players, second, held) = start_app(monkeypatch, [], drive)
    assert code == 0 and players == 2
    assert victim.read_text(encoding="utf-8") == "my notes\n"
    assert second == "taken" and held == f"{os.getpid()}\n" and lock.stat().st_nlink == 1
    assert (f"the lock file {lock} was another file's name too (a hard link): it was removed, the other file "
            "left alone, and the app made a lock file of its own") in caplog.text
    assert free(folders)


def test_a_second_name_given_to_the_running_copys_lock_file_does_not_let_a_second_copy_run(
        qtbot, folders, tmp_path, monkeypatch):
    """While the app runs, a backup that links the files it copies gives its lock file a
    second name. A second start on the folder finds it taken (it hands over, as ever): it
    does not take the name for a lock file of its own and run beside the first (before: it
    saw the second name, removed the running copy's lock file and locked a new one — two
    copies on one data folder). Once the first copy has ended, a start owns the folder, the
    backup's copy left as it was."""
    lock = folders / single_instance.LOCK_FILE
    backup = tmp_path / "backup-of-the-lock"

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None, timeout=30000)
        os.link(lock, backup)  # the backup's hard link
        inode = lock.stat().st_ino
        second = single_instance.DataFolderClaim(folders)
        try:
            state = second.claim()
        finally:
            second.release()
        return state, lock.stat().st_ino == inode, lock.read_text(encoding="ascii")

    code, (second, same_file, held) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert second == "taken" and same_file and held == f"{os.getpid()}\n"
    assert backup.read_text(encoding="ascii") == f"{os.getpid()}\n"
    assert free(folders)  # the first copy ended: the folder is free (the name a lock file of its own)
    assert backup.read_text(encoding="ascii") == f"{os.getpid()}\n" and lock.stat().st_nlink == 1


@pytest.mark.parametrize("how, problem", [
    ("symbolic", "its lock file deberts-desktop.lock is a symbolic link, which is not followed and could not be "
                 "removed"),
    ("hard", "its lock file deberts-desktop.lock is another file's name too (a hard link), which could not be "
             "removed (Permission denied)")])
def test_a_link_as_the_lock_file_that_cannot_be_removed_is_no_lock_said_why(folders, tmp_path, monkeypatch, how,
                                                                            problem):
    """The link in the lock file's place cannot be removed (its folder read-only: here the
    removal refused, as it is for a person, not root): no lock is made, the problem says why
    in words, and the other file keeps its text, the link left as it was."""
    import errno
    import pathlib

    victim, lock = planted_lock(folders, tmp_path, how)
    unlink = pathlib.Path.unlink

    replace = pathlib.Path.replace

    def read_only(path, *args, **kwargs):
        if path == lock:
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
        return unlink(path, *args, **kwargs)

    def read_only_name(path, target):  # (a hard link's name is given to a new lock file by a rename)
        if pathlib.Path(target) == lock:
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(target))
        return replace(path, target)

    monkeypatch.setattr(pathlib.Path, "unlink", read_only)
    monkeypatch.setattr(pathlib.Path, "replace", read_only_name)
    claim = single_instance.DataFolderClaim(folders)
    assert claim.claim() == "no_lock"
    assert claim.problem == problem
    assert victim.read_text(encoding="utf-8") == "my notes\n"
    assert lock.is_symlink() if how == "symbolic" else lock.stat().st_nlink == 2


# ----------------------------------------------------------------------------- macOS: the open-document event
def test_a_file_open_event_opens_the_record_in_the_running_window(qtbot, folders, tmp_path, monkeypatch):
    from deberts_desktop.ui import app

    monkeypatch.setattr(app, "FILE_OPEN_EVENTS", True)  # as on macOS (elsewhere no such event comes)
    record = write(tmp_path / "finder.record.json", EXAMPLE_A)

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None, timeout=30000)
        QCoreApplication.postEvent(QApplication.instance(), QFileOpenEvent(str(record)))
        qtbot.waitUntil(lambda: in_replay(w), timeout=10000)
        return w.windowTitle()

    code, title = start_app(monkeypatch, [], drive)
    assert code == 0 and title == "Deberts — finder.record.json"


def test_a_record_given_while_the_start_up_message_is_read_waits_for_the_continue_question(qtbot, folders, tmp_path,
                                                                                           monkeypatch):
    """A start with a damaged history and an unfinished game: its message comes first, the
    question whether to continue the game after it. A record given meanwhile (a file-open
    event, as macOS's Finder sends; a second copy hands it over the same way) waits for the
    question's answer, then opens on the replay table with the game so chosen behind it.
    (Before: it opened at once behind the message, the question came over the replay table,
    and its answer — starting the game — took the record away unseen.)"""
    from deberts_desktop.ui import app

    monkeypatch.setattr(app, "FILE_OPEN_EVENTS", True)
    save_unfinished_game(folders)  # 5 actions of example A
    (folders / "history.sqlite3").write_bytes(b"no database here " * 100)  # kept aside, and said so
    record = write(tmp_path / "finder.record.json", EXAMPLE_A)

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.questions.message_box is not None
                        and w.questions.message_box.isVisible(), timeout=30000)
        qs = w.questions
        QCoreApplication.postEvent(QApplication.instance(), QFileOpenEvent(str(record)))
        qtbot.waitUntil(lambda: record_given(w, str(record)), timeout=10000)
        waited = not in_replay(w)
        qs.message_box.close()  # read: the question now
        qtbot.waitUntil(lambda: qs.question is not None and qs.question.isVisible(), timeout=10000)
        asked = (qs.question.text(), in_replay(w))
        qs.question.reject()  # Escape: Continue
        qtbot.waitUntil(lambda: in_replay(w), timeout=10000)
        return waited, asked, w.windowTitle(), len(w.session.game.deal.history)

    code, (waited, asked, title, behind) = start_app(monkeypatch, [], drive)
    assert code == 0 and waited
    assert asked == ("Continue the unfinished game?", False)
    assert title == "Deberts — finder.record.json" and behind == 5  # the saved game, continued, waits


def record_given(w, path: str) -> bool:
    """The window has the record ``path``: shown, or waiting for a question."""
    return path in w.starter.pending or in_replay(w)


def test_the_first_table_is_drawn_with_no_application_event_filter(qtbot, folders, monkeypatch):
    """An application event filter costs every event of the app a call into Python (issue
    21): the first table does without one. The one that fits windows to the screen comes
    once it is drawn (``table_ready``), the wheel's with it; the open-document one only
    where such events come (macOS)."""
    from deberts_desktop.ui import app
    from deberts_desktop.ui.start.single_instance import FileOpenFilter
    from deberts_desktop.ui.widgets.wheel import WheelToPage
    from deberts_desktop.ui.widgets.window_size import PlaceOnShow

    monkeypatch.setattr(app, "FILE_OPEN_EVENTS", False)  # as on Linux and Windows
    qapp = QApplication.instance()
    kinds = (PlaceOnShow, WheelToPage, FileOpenFilter)
    for kind in kinds:  # those of the tests before (one application for all), and the UI tests' own
        for f in qapp.findChildren(kind):
            qapp.removeEventFilter(f)
            f.setParent(None)

    def filters():
        return [kind.__name__ for kind in kinds if qapp.findChild(kind) is not None]

    def drive(w):
        drawn = []  # the filters as each paint of the first table with its game was drawn

        def painted():
            if built(w) and w.session.game is not None and not w.table_ready_shown:
                drawn.append(filters())

        w.view.painted.connect(painted)
        qtbot.waitUntil(lambda: w.table_ready_shown, timeout=30000)
        return drawn, filters()

    code, (drawn, after) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert drawn and all(f == [] for f in drawn) and after == ["PlaceOnShow", "WheelToPage"]


def test_the_next_start_reads_the_first_table_s_cards_instead_of_drawing_them(qtbot, folders, tmp_path,
                                                                            monkeypatch):
    """The cards a start drew are kept in the cache folder once its first table is ready
    (:mod:`deberts_desktop.ui.cards.store`, issue 21); the next start with the same deal shows
    its first table without drawing a card, and the same cards at the same places."""
    from deberts_desktop.ui.cards import art as card_art

    drawn = []
    face, back = card_art.render_face, card_art.render_back
    monkeypatch.setattr(card_art, "render_face", lambda *a, **k: drawn.append("face") or face(*a, **k))
    monkeypatch.setattr(card_art, "render_back", lambda *a, **k: drawn.append("back") or back(*a, **k))

    def drive(w):
        qtbot.waitUntil(lambda: w.table_ready_shown, timeout=30000)
        return sorted((str(item.card), round(item.pos().x()), round(item.pos().y()), item.isVisible())
                      for item in w.scene.cards.values())

    code, first = start_app(monkeypatch, ["--seed", "5"], drive)
    kept = sorted((tmp_path / "cache" / "cards").rglob("*.card"))
    assert code == 0 and "face" in drawn and "back" in drawn and len(kept) == len(drawn)
    drawn.clear()
    for name in ("data", "config"):  # a new player's folders again: the same first deal, no saved game
        shutil.rmtree(tmp_path / name)
    code, again = start_app(monkeypatch, ["--seed", "5"], drive)
    assert code == 0 and drawn == [] and again == first


def test_the_garbage_collector_waits_for_the_first_table_then_collects_on_the_gui_thread(qtbot, folders,
                                                                                         monkeypatch):
    """Python's cyclic collector is off while the start makes what lives on (issue 21); once
    the first table is ready its passes run from a timer on the GUI thread (the automatic
    collector stays off: the app's threads would free Qt objects there); an app that ends
    turns the automatic collector on again, however soon it ends, and one started with it off
    leaves it off, with no timer."""
    import gc

    from deberts_desktop.ui.start import collection

    assert gc.isenabled()

    def drive(w):
        seen = []
        w.view.painted.connect(lambda: seen.append((gc.isenabled(), collection.running()))
                               if built(w) and w.session.game else None)
        qtbot.waitUntil(lambda: w.table_ready_shown, timeout=30000)
        return seen, (gc.isenabled(), collection.running())

    code, (while_drawn, ready) = start_app(monkeypatch, [], drive)
    assert code == 0 and while_drawn and set(while_drawn) == {(False, False)} and ready == (False, True)
    assert gc.isenabled() and not collection.running()
    code, _ = start_app(monkeypatch, [], lambda w: qtbot.waitUntil(lambda: w.first_frame_shown, timeout=30000))
    assert code == 0 and gc.isenabled() and not collection.running()  # closed before its first table was ready
    gc.disable()
    try:
        code, during = start_app(monkeypatch, [], lambda w: qtbot.waitUntil(lambda: w.table_ready_shown, timeout=30000)
                                 or (gc.isenabled(), collection.running()))
        assert code == 0 and during == (False, False) and not gc.isenabled()
    finally:
        gc.enable()


def test_after_the_first_table_garbage_is_collected_on_the_gui_thread_while_a_thread_allocates(qtbot, folders,
                                                                                              monkeypatch):
    """A Qt object left in a reference cycle after the first table (as a closed window's) is
    freed on the GUI thread, even while another Python thread of the app's process makes
    many objects (as a record's loading or History's statistics do): every pass of the
    collector runs on the GUI thread, and none before the first table. The automatic
    collector ran its pass on the allocating thread and freed the object there."""
    import gc
    import threading

    from PySide6.QtCore import QObject, Qt

    gui = threading.current_thread().name
    window = {}
    passes = []  # (thread, the first table was ready) of each pass while the app runs

    def noted(phase, info):
        if phase == "start":
            passes.append((threading.current_thread().name, window["w"].table_ready_shown if window else False))

    def drive(w):
        window["w"] = w
        qtbot.waitUntil(lambda: w.table_ready_shown, timeout=30000)
        freed = []
        gc.collect()  # a pass of its own on the GUI thread: the counts start from nothing
        cyclic = QObject()
        cyclic.me = cyclic
        cyclic.destroyed.connect(lambda *_: freed.append(threading.current_thread().name),
                                 Qt.ConnectionType.DirectConnection)  # where the deletion runs
        del cyclic
        made, stop = [], threading.Event()

        def allocate():  # many more objects than the youngest generation's threshold, kept
            while len(made) < 50 * gc.get_threshold()[0] and not stop.is_set():
                made.append([])
            stop.wait()

        worker = threading.Thread(target=allocate, name="allocating")
        worker.start()
        try:
            qtbot.waitUntil(lambda: bool(freed), timeout=30000)
        finally:
            stop.set()
            worker.join()
        return freed, len(made)

    gc.callbacks.append(noted)
    try:
        code, (freed, made) = start_app(monkeypatch, [], drive)
    finally:
        gc.callbacks.remove(noted)
    assert code == 0 and freed == [gui]
    before = [p for p in passes if not p[1]]
    assert before == [] and passes and {thread for thread, _ in passes} == {gui}



def test_what_survives_the_first_pass_after_the_first_table_is_frozen_once(qtbot, folders, monkeypatch):
    """What survives the GUI thread's first pass after the first table (what the start keeps
    for the whole run; its garbage is freed by that pass) is frozen out of the later passes
    (``gc.freeze``), once: the passes after it are the ones due. (The freeze is recorded
    here, not done: the test run's own collection, ``tests/conftest.py``.)"""
    import gc

    from deberts_desktop.ui.start import collection

    monkeypatch.setattr(collection, "FREEZE", True)
    events = []  # each pass's generation while the GUI thread's timer collects, and "freeze"
    monkeypatch.setattr(gc, "freeze", lambda: events.append("freeze"))

    def noted(phase, info):
        if phase == "start" and collection.running():
            events.append(info["generation"])

    def drive(w):
        qtbot.waitUntil(lambda: w.table_ready_shown, timeout=30000)
        qtbot.waitUntil(lambda: "freeze" in events, timeout=30000)
        seen = len(events)
        kept = [[] for _ in range(2 * gc.get_threshold()[0])]  # a pass due again
        qtbot.waitUntil(lambda: len(events) > seen, timeout=30000)
        return list(events), len(kept)

    gc.callbacks.append(noted)
    try:
        code, (seen, _) = start_app(monkeypatch, [], drive)
    finally:
        gc.callbacks.remove(noted)
    assert code == 0 and seen[0] in (0, 1, 2) and seen[1] == "freeze"
    assert seen[2:] and all(g in (0, 1, 2) for g in seen[2:])

def test_the_refusal_at_start_is_in_the_settings_language(qtbot, folders, tmp_path, monkeypatch):
    from deberts_desktop.storage.settings import FILE_NAME as SETTINGS_FILE
    from deberts_desktop.storage.settings import Settings, save_settings

    (tmp_path / "config").mkdir()
    save_settings(Settings(language="ru"), tmp_path / "config" / SETTINGS_FILE)
    (tmp_path / "records").mkdir()

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.questions.message_box is not None, timeout=30000)
        return w.questions.message_box.text()

    code, text = start_app(monkeypatch, [tmp_path / "records"], drive)
    assert code == 0 and text == "Запись records не открывается: это папка, а не файл записи."


def test_settings_saved_with_a_byte_order_mark_are_the_person_s_at_start(qtbot, folders, tmp_path, monkeypatch):
    """settings.json edited in Notepad (UTF-8 with a byte-order mark first): the app starts
    with the person's language and names, says nothing, keeps nothing aside."""
    from deberts_desktop.storage.settings import FILE_NAME as SETTINGS_FILE

    config = tmp_path / "config"
    config.mkdir()
    text = '{"version": 3, "language": "ru", "names": ["Аня", "Боря"], "rules": {"players": 2}}'
    (config / SETTINGS_FILE).write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))

    def drive(w):
        qtbot.waitUntil(lambda: w.table_ready_shown, timeout=30000)
        return w.settings.language, w.settings.names[:2], w.session.game.names, w.questions.message_box

    code, (language, names, seats, box) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0 and language == "ru" and names == ("Аня", "Боря") and list(seats) == ["Аня", "Боря"]
    assert box is None and sorted(p.name for p in config.iterdir()) == [SETTINGS_FILE]


def test_a_folder_in_the_settings_file_s_place_is_kept_aside_and_said_at_start(qtbot, folders, tmp_path, monkeypatch):
    """settings.json is a folder (a slip in a file manager, a sync tool): the start says so
    in words, keeps the folder aside as settings.json.bak with what it holds, goes on with
    the default settings and saves them in its place; a change of a setting is saved; the
    log has the reason. (Before: said "is a folder" and left it there, so that every save of
    the settings failed with "Is a directory", and the log said nothing.)"""
    from deberts_desktop.storage.settings import FILE_NAME as SETTINGS_FILE
    from deberts_desktop.storage.settings import Settings

    config = tmp_path / "config"
    (config / SETTINGS_FILE).mkdir(parents=True)
    (config / SETTINGS_FILE / "notes.txt").write_text("mine", encoding="utf-8")
    path, kept = config / SETTINGS_FILE, config / (SETTINGS_FILE + ".bak")

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.questions.message_box is not None, timeout=30000)
        text = w.questions.message_box.text()
        w.questions.message_box.accept()
        return text, w.settings.names == Settings().names, w.window_settings.save(quiet=True)

    code, (text, defaults, saved) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0 and defaults and saved
    assert text == (f"The settings file {path} is a folder, not a file; the default settings are used.\n\n"
                    f"The folder was kept as {kept}.")
    assert (kept / "notes.txt").read_text(encoding="utf-8") == "mine" and path.is_file()
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == Settings().to_dict()["version"]
    logged = (tmp_path / "log" / "deberts-desktop.log").read_text(encoding="utf-8")
    assert f"the settings file {path}: The settings file {path} is a folder, not a file" in logged


def test_a_start_while_the_owner_is_ending_takes_the_folder(qtbot, folders, tmp_path, monkeypatch):
    """The running copy ends while a second start waits for it (the player closed it and at
    once opened a record): the second start takes the folder and opens the record itself."""
    held = single_instance.DataFolderClaim(folders)
    assert held.claim() == "owner"  # a copy that takes no requests yet, then ends
    waits = []

    def pause():  # the second start waits between tries: meanwhile the owner ends
        waits.append(1)
        held.release()

    monkeypatch.setattr(single_instance, "_pause", pause)
    record = write(tmp_path / "late.record.json", EXAMPLE_A)

    def drive(w):
        qtbot.waitUntil(lambda: in_replay(w), timeout=30000)
        return w.windowTitle(), free(folders)

    code, (title, free_while_running) = start_app(monkeypatch, [record], drive)
    assert code == 0 and title == "Deberts — late.record.json"
    assert len(waits) == 1 and not free_while_running and free(folders)


def test_a_start_closed_before_the_person_acted_goes_on_next_time_without_a_question(qtbot, folders,
                                                                                      monkeypatch):
    """Closed before the person's first action, the game is saved but nothing of it is the
    person's: the next start continues it without asking (asked, "New game" would have kept
    an empty game in History), with the same deal; History holds no game."""

    def drive(w):
        qtbot.waitUntil(lambda: w.table_ready_shown, timeout=30000)
        game = w.session.game
        person = [s for s, level in enumerate(w.session.levels) if level is None]
        assert not any(s in person for s, _a in game.deal.history)  # the person has not acted
        return w.questions.question, game.deal.hands[0], len(game.deal.history)

    code, first = start_app(monkeypatch, ["--seed", "5"], drive)
    assert code == 0 and first[0] is None and (folders / AUTOSAVE_FILE).exists()
    code, again = start_app(monkeypatch, [], drive)
    assert code == 0 and again == first  # no question; the same hand, the same bids
    with sqlite3.connect(folders / "history.sqlite3") as db:  # made at the first start
        assert db.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 0


def test_a_new_game_from_the_replay_table_keeps_no_game_the_person_had_not_begun(qtbot, folders, tmp_path,
                                                                                monkeypatch):
    """The saved game has nothing of the person's (closed before the first action): a new
    game started from the replay table keeps no empty game in History (one begun is kept:
    the test above)."""
    code, _ = start_app(monkeypatch, ["--seed", "5"], lambda w: qtbot.waitUntil(lambda: w.table_ready_shown,
                                                                                timeout=30000))
    assert code == 0 and (folders / AUTOSAVE_FILE).exists()
    record = write(tmp_path / "other.record.json", EXAMPLE_A)

    def drive(w):
        return new_game_from_the_replay_table(qtbot, w), w.session.store.game_id

    code, (kept, current) = start_app(monkeypatch, [record], drive)
    assert code == 0 and kept in (None, current)  # at most the new game itself
