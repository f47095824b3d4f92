"""The start-up figure's hook (``DEBERTS_EXIT_WHEN_PLAYABLE=1``, :mod:`deberts_desktop.ui.start.playable`):
the real start (``cli.main``) quits by itself once the person's bid, a key posted on the
drawn bidding bar, was taken; the bare window of ``packaging/entry.py`` does the same with
its first frame; a plain ``--seed N`` start builds no command's parser."""

from __future__ import annotations

import copy
import dataclasses
import os
import re
import subprocess
import sys

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from deberts_desktop import cli
from deberts_desktop.engine.actions import Bid
from deberts_desktop.engine.record import parse_record, replay
from deberts_desktop.storage.autosave import FILE_NAME as AUTOSAVE_FILE
from deberts_desktop.storage.autosave import Autosave
from deberts_desktop.storage.settings import FILE_NAME as SETTINGS_FILE
from deberts_desktop.storage.settings import Settings, save_settings
from deberts_desktop.ui import app as app_module
from deberts_desktop.ui.start.playable import PLAYABLE_LINE
from tests.conftest import ROOT
from tests.engine.test_examples import EXAMPLE_A
from deberts_desktop.ui.start import single_instance
from deberts_desktop.ui.sheets.score_sheet import ScoreSheetWidget
from deberts_desktop.ui.table.panels import Panel
from tests.ui.test_real_start import folders  # noqa: F401 (the real start's folders: one home)
from tests.ui.test_real_start import start_app

#: what a process is waited for, at most (s): a generous bound, never asserted
PROCESS_WAIT = 120
LINE = re.compile(re.escape(PLAYABLE_LINE) + r" monotonic_ms=\d+\.\d wall_ms=\d+ cpu_ms=\d+\.\d$")



@pytest.fixture(autouse=True)
def animation_off(tmp_path):
    """The settings of the real start's folders (``folders``, test_real_start): the deal
    animation off."""
    config = tmp_path / "config"
    config.mkdir(exist_ok=True)
    save_settings(dataclasses.replace(Settings(), animation_speed="off"), config / SETTINGS_FILE)


def test_the_real_start_quits_once_the_persons_bid_from_the_bar_is_taken(qtbot, folders, monkeypatch, capsys):
    monkeypatch.setenv(app_module.PLAYABLE_ENV, "1")
    app = QApplication.instance()
    guard = QTimer()  # a test that went wrong ends instead of hanging (never reached when it works)
    guard.setSingleShot(True)
    guard.timeout.connect(lambda: app.exit(99))
    guard.start(PROCESS_WAIT * 1000)
    # seed 5: the lot makes seat 1 deal, so the person (seat 0) bids first; the turned card is
    # the queen of diamonds and the bar's first button is Take (T)
    assert cli.main(["--seed", "5"]) == 0
    guard.stop()
    lines = [line for line in capsys.readouterr().out.splitlines() if line.startswith(PLAYABLE_LINE)]
    assert len(lines) == 1 and LINE.match(lines[0]), lines
    resume = Autosave(folders / AUTOSAVE_FILE).load_resume()
    assert resume is not None
    deal = resume.game.deal
    assert str(deal.turned) == "QD"
    assert deal.history[0] == (0, Bid("take"))  # the key posted on the bar: the person took


def test_with_a_saved_game_the_end_is_the_answer_to_the_resume_question(qtbot, folders, monkeypatch, capsys):
    """A saved game: the resume question is what the person can act on; Enter, posted once it
    is drawn, answers Continue (its default), and the app quits with the game continued."""
    rec = parse_record(copy.deepcopy(EXAMPLE_A))
    rec.deals[0].actions = rec.deals[0].actions[:5]
    folders.mkdir(parents=True, exist_ok=True)
    saved = replay(rec)
    Autosave(folders / AUTOSAVE_FILE).save(saved, levels=[None, "amateur"])
    monkeypatch.setenv(app_module.PLAYABLE_ENV, "1")
    app = QApplication.instance()
    guard = QTimer()  # a test that went wrong ends instead of hanging (never reached when it works)
    guard.setSingleShot(True)
    guard.timeout.connect(lambda: app.exit(99))
    guard.start(PROCESS_WAIT * 1000)
    assert cli.main([]) == 0
    guard.stop()
    lines = [line for line in capsys.readouterr().out.splitlines() if line.startswith(PLAYABLE_LINE)]
    assert len(lines) == 1 and LINE.match(lines[0]), lines
    resume = Autosave(folders / AUTOSAVE_FILE).load_resume()
    # continued: the saved deal's five actions are still the autosave's (a new game would have none)
    assert resume is not None and resume.game.deal.history[:5] == saved.deal.history[:5]
    assert len(saved.deal.history) == 5


def watch_the_start(monkeypatch, seed: int, at, later=lambda w: w.session.computers.worker.running):
    """The real start (``cli.main(["--seed", seed])``, the staged window) driven until the
    window has said :attr:`~deberts_desktop.ui.windows.main_window.MainWindow.table_ready`;
    ``at(window)`` is recorded when the session first asks a seat (the person: ``prompt``, a
    computer: ``thinking``; before the computers are asked). Returns ``(what at recorded,
    [for each data-folder claim listened on: its server up], what ``later(window)`` gives
    once the table is ready — by default whether the computers' worker runs)``."""
    claims = []
    listen = single_instance.DataFolderClaim.listen
    monkeypatch.setattr(single_instance.DataFolderClaim, "listen",
                        lambda self, f: claims.append(self) or listen(self, f))
    seen = []

    from deberts_desktop.ui.windows.main_window import MainWindow

    build = MainWindow._build_game

    def hooked(w):  # the session's signals watched as soon as it exists, before it asks anyone
        build(w)
        ses = w.session
        record = lambda *_: seen or seen.append(at(w))  # noqa: E731 (the first ask only)
        ses.prompt.connect(record)
        ses.thinking.connect(record)

    monkeypatch.setattr(MainWindow, "_build_game", hooked)

    def drive(w):
        qtbot_wait(lambda: w.table_ready_shown and bool(seen))
        return seen[0], [c.server is not None for c in claims], later(w)

    code, got = start_app(monkeypatch, ["--seed", str(seed)], drive)
    assert code == 0
    return got


def qtbot_wait(condition, timeout_s: float = PROCESS_WAIT) -> None:
    """Run the event loop until ``condition()`` (a generous bound, never asserted)."""
    import time

    from PySide6.QtCore import QCoreApplication, QEventLoop

    end = time.monotonic() + timeout_s
    while not condition():
        assert time.monotonic() < end, "the start did not come so far"
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)


def test_the_first_table_comes_before_the_worker_the_listener_the_panels_and_the_sheet(qtbot, folders, monkeypatch):
    """The person bids first (seed 5): when the person is asked, the computers' worker has
    not been started, no later start is listened for, neither the end-of-deal nor the
    end-of-game panel has been made (none is on the first table) and the hidden dock has no
    score sheet; once the table is ready the worker runs and the data folder is listened on,
    and the hidden dock's sheet is made only when the dock is shown (issue 21: a first table
    widget, ~2 MiB, not made for a sheet nobody opened), with the game's rows."""
    def at(w):
        return (w.session.waiting, w.session.computers.worker.running, w.table_ready_shown,
                len(w.view.findChildren(Panel)), len(w.findChildren(ScoreSheetWidget)), w.sheet_dock.isVisible())

    def later(w):
        sheets = len(w.findChildren(ScoreSheetWidget))
        w.view_menu.sheet_action.trigger()  # View → Score sheet
        qtbot_wait(w.sheet_dock.isVisible)
        return (w.session.computers.worker.running, sheets, len(w.findChildren(ScoreSheetWidget)),
                w.sheet.data is not None)

    (waiting, running, ready, panels, sheets, docked), claims, (running_later, *sheets_later) = watch_the_start(
        monkeypatch, 5, at, later)
    assert waiting == ("person", 0)
    assert (running, ready, panels) == (False, False, 0)
    # the window's first size (1100 px wide) leaves the score sheet's dock hidden: no sheet in it
    assert (docked, sheets) == (False, 0)
    assert running_later and sheets_later == [0, 1, True]  # none after the table; made once shown
    assert claims == [True]


def test_a_computer_that_acts_first_finds_its_worker_started(qtbot, folders, monkeypatch):
    """The computer bids first (seed 1): its worker was started with the first game, before
    the computer is asked (its first decision waits for no process start)."""
    def at(w):
        return w.session.waiting, w.session.computers.worker.running

    (waiting, running), _listening, _ = watch_the_start(monkeypatch, 1, at)
    # seat 1 is asked for the deal's first action; thinking is told before it is asked
    assert waiting[0] == "computer" and waiting[1][3:] == (0, 1)
    assert running is True


def test_the_bare_window_quits_once_its_posted_key_is_handled():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT), DEBERTS_BARE_WINDOW="1",
               DEBERTS_EXIT_WHEN_PLAYABLE="1")
    p = subprocess.run([sys.executable, str(ROOT / "packaging" / "entry.py")], env=env, cwd=ROOT,
                       capture_output=True, text=True, timeout=PROCESS_WAIT)
    assert p.returncode == 0, p.stderr
    assert LINE.match(p.stdout.strip()), p.stdout


def test_a_window_start_with_a_seed_builds_no_commands_parser():
    """``--seed 5`` (its value is no command nor file): arena and analyse are not imported."""
    code = ("import sys; from deberts_desktop import cli; cli.build_parser = (lambda f: lambda commands=True: "
            "(print('commands' if commands else 'window'), f(commands))[1])(cli.build_parser); "
            "sys.exit(cli.main(['--seed', '5', '--version']))")
    p = subprocess.run([sys.executable, "-c", code], env=dict(os.environ, PYTHONPATH=str(ROOT)), cwd=ROOT,
                       capture_output=True, text=True, timeout=PROCESS_WAIT)
    assert p.returncode == 0, p.stderr
    assert p.stdout.splitlines() == ["window", "deberts-desktop 0.1.0"]
