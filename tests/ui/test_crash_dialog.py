"""The crash dialog (ui/start/crash_dialog.py): an injected exception in a Qt slot is shown to the
player in words, with the log file and "Copy details"; a dialog that fails is closed and the
game goes on; a broken session is offered the autosave. No test waits on a modal dialog:
the crash dialog is opened with open() and read from the reporter."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QFontInfo, QGuiApplication

from deberts_desktop.ui import crashlog
from deberts_desktop.ui.start import crash_dialog
from deberts_desktop.ui.start.folders import open_storage

from .table_driver import make_window, person_turn
from .test_real_start import folders, start_app  # noqa: F401 (the real start's folders: one home)


@pytest.fixture
def logged(tmp_path):
    """crashlog installed in tmp_path/log, with Python's own hook under it (not pytest-qt's,
    which would fail the test on the injected exception)."""
    old = sys.excepthook
    sys.excepthook = sys.__excepthook__
    try:
        assert crashlog.install(tmp_path / "log") == tmp_path / "log"
        yield tmp_path / "log"
    finally:
        crashlog.uninstall()
        sys.excepthook = old


def _window(qtbot, tmp_path):
    win = make_window(qtbot, storage=open_storage(tmp_path / "config", tmp_path / "data"))
    qtbot.waitUntil(lambda: person_turn(win), timeout=20000)
    return win, crash_dialog.install(win)


def _raise_in_a_slot(qtbot, error: Exception) -> None:
    def failing():
        raise error

    QTimer.singleShot(0, failing)


def test_an_exception_in_a_dialog_s_slot_closes_that_dialog_and_keeps_the_game(qtbot, tmp_path, logged, monkeypatch):
    win, reporter = _window(qtbot, tmp_path)
    game, position = win.session.game, list(win.session.game.deal.history)
    about = win.show_about()
    qtbot.waitUntil(about.isVisible, timeout=5000)

    import deberts_desktop.ui.dialogs.licences as licence_window

    def broken(*a, **k):
        raise RuntimeError("injected: the licence texts are gone")

    monkeypatch.setattr(licence_window, "LicenceWindow", broken)
    about.licences_button.click()  # its slot raises; PySide6 hands the exception to sys.excepthook
    qtbot.waitUntil(lambda: reporter.dialog is not None, timeout=5000)
    box = reporter.dialog
    assert not about.isVisible()
    assert box.what.text() == ("Something went wrong in “About Deberts Desktop”, so it was closed. "
                               "Your game is not affected and goes on.")
    log_file = logged / "deberts-desktop.log"
    assert box.where.text() == f"The details are also in the log file {log_file}"
    assert "RuntimeError: injected: the licence texts are gone" in log_file.read_text(encoding="utf-8")
    assert box.autosave_button is None  # nothing to restart
    box.copy_button.click()
    copied = QGuiApplication.clipboard().text()
    assert copied.startswith("Deberts Desktop ") and "RuntimeError: injected: the licence texts are gone" in copied
    assert "Traceback" in copied
    assert box.isVisible()  # copying keeps the message open
    box.close_button.click()
    qtbot.waitUntil(lambda: reporter.dialog is None, timeout=5000)
    # the game is the same, where it was, and still the player's turn
    assert win.session.game is game and list(game.deal.history) == position and person_turn(win)


def test_an_exception_elsewhere_with_a_consistent_session_lets_the_game_go_on(qtbot, tmp_path, logged):
    win, reporter = _window(qtbot, tmp_path)
    game = win.session.game
    assert crash_dialog.session_consistent(win.session)
    _raise_in_a_slot(qtbot, ValueError("injected: a timer's slot failed"))
    qtbot.waitUntil(lambda: reporter.dialog is not None, timeout=5000)
    box = reporter.dialog
    assert box.what.text() == "Something went wrong in the program. Your game is not affected and goes on."
    assert box.autosave_button is None
    assert "ValueError: injected: a timer's slot failed" in box.details.toPlainText()
    # the traceback as Python prints it: a fixed-width font, each line whole (its "File …,
    # line …, in function" lines wrapped in the dialog's 560 pixels)
    qtbot.waitUntil(box.isVisible)
    assert QFontInfo(box.details.font()).fixedPitch()
    doc = box.details.document()
    block, lines = doc.begin(), 0
    while block.isValid():
        lines += block.layout().lineCount()
        block = block.next()
    assert lines == doc.blockCount() > 3
    # a second failure while the message is shown adds to it: still one message
    _raise_in_a_slot(qtbot, KeyError("injected again"))
    qtbot.waitUntil(lambda: "injected again" in box.details.toPlainText(), timeout=5000)
    assert reporter.dialog is box
    box.close_button.click()
    qtbot.waitUntil(lambda: reporter.dialog is None, timeout=5000)
    assert win.session.game is game and person_turn(win)


def test_a_broken_session_is_offered_the_autosave(qtbot, tmp_path, logged):
    win, reporter = _window(qtbot, tmp_path)
    session = win.session
    deal = session.game.deal
    person = deal.current_player
    session.store.flush()
    assert win.storage.autosave.exists()
    saved = list(deal.history)
    # the session waits for the person while the game says another seat is to act
    session.waiting = ("person", (person + 1) % session.game.rules.players)
    assert not crash_dialog.session_consistent(session)
    _raise_in_a_slot(qtbot, RuntimeError("injected: the session broke"))
    qtbot.waitUntil(lambda: reporter.dialog is not None, timeout=5000)
    box = reporter.dialog
    assert box.what.text() == ("Something went wrong in the program and the game cannot go on from here. "
                               "You can continue it from where it was last saved.")
    assert box.autosave_button.text() == "Continue from the &autosave"
    box.autosave_button.click()
    qtbot.waitUntil(lambda: reporter.dialog is None, timeout=5000)
    # the autosave's game, at the saved position, the person to act again
    assert session.game is not None and list(session.game.deal.history) == saved
    qtbot.waitUntil(lambda: person_turn(win), timeout=20000)
    assert session.waiting == ("person", person)
    assert crash_dialog.session_consistent(session)


def test_a_broken_session_without_an_autosave_is_offered_a_new_game(qtbot, tmp_path, logged):
    win, reporter = _window(qtbot, tmp_path)
    session = win.session
    session.store.flush()
    win.storage.autosave.clear()
    old = session.game
    session.waiting = ("computer", ("move", -1, 0, 99, 0))  # a search for a position that is not there
    _raise_in_a_slot(qtbot, RuntimeError("injected"))
    qtbot.waitUntil(lambda: reporter.dialog is not None, timeout=5000)
    box = reporter.dialog
    assert box.autosave_button.text() == "&New game"
    box.autosave_button.click()
    qtbot.waitUntil(lambda: session.game is not old and session.game is not None, timeout=10000)
    assert len(session.game.entries) == 1 and session.game.scores == (0, 0)  # a new game, its first deal


@pytest.mark.qt_no_exception_capture  # the injected exception is the app's to log and show
def _break_then_new_game(qtbot, w, reporters) -> str:
    """The session of ``w`` broken with no autosave (the game stored, the autosave cleared,
    a search asked for a position that is not there), then the crash dialog's New game
    clicked. Returns the button's words; the new game is on the table."""
    w.session.store.flush()
    w.storage.autosave.clear()
    old = w.session.game
    w.session.waiting = ("computer", ("move", -1, 0, 99, 0))  # a search for a position that is not there
    _raise_in_a_slot(qtbot, RuntimeError("injected"))
    qtbot.waitUntil(lambda: reporters[0].dialog is not None, timeout=10000)
    box = reporters[0].dialog
    label = box.autosave_button.text()
    box.autosave_button.click()
    qtbot.waitUntil(lambda: w.session.game is not old and w.session.game is not None, timeout=10000)
    return label


def test_a_new_game_after_a_crash_has_the_settings_rules_not_the_broken_game_s(qtbot, folders, monkeypatch):
    """Through the real start (``cli.main``, the settings' rules: 2 players): a 3-player game
    (Game → New game with… → 3 players) breaks with no autosave to go back to; the crash
    dialog's "New game" starts a game of the settings' rules, 2 players, as Game → New game
    would (before: the broken game's 3 players)."""
    from deberts_desktop.engine import Rules

    from .test_real_start import built, decline_tutorial

    monkeypatch.setattr(sys, "excepthook", sys.__excepthook__)  # crashlog's hook over Python's, not pytest-qt's
    reporters = []
    install = crash_dialog.install
    monkeypatch.setattr(crash_dialog, "install", lambda w: reporters.append(install(w)) or reporters[-1])

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None, timeout=30000)
        decline_tutorial(w)
        w.new_game(Rules(players=3))
        qtbot.waitUntil(lambda: w.session.game is not None and w.session.game.rules.players == 3, timeout=10000)
        label = _break_then_new_game(qtbot, w, reporters)
        return label, w.session.game.rules, w.settings.rules

    code, (label, rules, settings_rules) = start_app(monkeypatch, [], drive)
    assert code == 0 and label == "&New game"
    assert rules.players == 2 and rules == settings_rules


START = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from deberts_desktop.ui.start import crash_dialog; from deberts_desktop.ui.windows import main_window

shown = crash_dialog.CrashReporter.report

def report(self, *exc):  # what the player sees, then the app closes as after a click on Close
    shown(self, *exc)
    print("CRASH:", self.dialog.what.text(), "|", self.dialog.where.text(), flush=True)
    QTimer.singleShot(0, QApplication.instance().quit)

crash_dialog.CrashReporter.report = report
started = main_window.MainWindow.start

def start(self):
    started(self)
    def injected():
        raise RuntimeError("injected at start")
    QTimer.singleShot(0, injected)

main_window.MainWindow.start = start
from deberts_desktop import cli
sys.exit(cli.main([]))
"""


def test_the_real_start_shows_the_crash_dialog(tmp_path):
    """deberts-desktop as started (cli.main → app.run): an exception after the window is up
    is logged and shown; the app still ends normally."""
    import os
    import subprocess

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DEBERTS_LOG_DIR=str(tmp_path / "log"),
               DEBERTS_CONFIG_DIR=str(tmp_path / "config"), DEBERTS_DATA_DIR=str(tmp_path / "data"))
    out = subprocess.run([sys.executable, "-c", START], env=env, capture_output=True, text=True, timeout=120)
    log_file = tmp_path / "log" / "deberts-desktop.log"
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines()[0] == ("CRASH: Something went wrong in the program. Your game is not affected "
                                          f"and goes on. | The details are also in the log file {log_file}")
    assert "RuntimeError: injected at start" in log_file.read_text(encoding="utf-8")


def test_without_a_log_the_dialog_still_comes_and_says_so(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "excepthook", sys.__excepthook__)  # no log installed, not pytest-qt's hook
    win, reporter = _window(qtbot, tmp_path)
    _raise_in_a_slot(qtbot, RuntimeError("injected without a log"))
    qtbot.waitUntil(lambda: reporter.dialog is not None, timeout=5000)
    box = reporter.dialog
    assert box.where.text() == "The log file could not be written; copy the details to report the problem."
    assert "RuntimeError: injected without a log" in box.details.toPlainText()
    box.close_button.click()


@pytest.mark.qt_no_exception_capture  # the injected exception is the app's to log and show
def test_a_start_whose_first_game_fails_still_ends_its_start(qtbot, folders, monkeypatch):
    """The real start (cli.main, the staged window) whose first game raises (a failure in
    WindowStart.first_game): the crash dialog comes, the exception is in the log, and the
    start's end still comes (MainWindow.table_ready, at most READY_LATEST_MS after the start):
    the garbage collector's passes run again (on the GUI thread, the automatic collector
    staying off) and the data folder takes later starts' hand-over. It never came — the
    collector stayed off for the whole session."""
    import gc

    from deberts_desktop.ui.start import collection
    from deberts_desktop.ui.start import single_instance
    from deberts_desktop.ui.windows.start import WindowStart

    def failing(self):
        raise RuntimeError("injected in the first game")

    monkeypatch.setattr(WindowStart, "first_game", failing)
    monkeypatch.setattr(sys, "excepthook", sys.__excepthook__)  # crashlog's hook over Python's, not pytest-qt's
    listened = []
    listen = single_instance.DataFolderClaim.listen
    monkeypatch.setattr(single_instance.DataFolderClaim, "listen",
                        lambda self, *a: listened.append(self.folder) or listen(self, *a))
    reporters = []
    install = crash_dialog.install
    monkeypatch.setattr(crash_dialog, "install", lambda w: reporters.append(install(w)) or reporters[-1])

    def drive(w):
        qtbot.waitUntil(lambda: reporters and reporters[0].dialog is not None, timeout=30000)
        during = gc.isenabled(), collection.running()
        qtbot.waitUntil(lambda: w.table_ready_shown, timeout=30000)
        return during, (gc.isenabled(), collection.running()), w.session.game

    code, (during, after, game) = start_app(monkeypatch, [], drive)
    log = crashlog.log_file().read_text(encoding="utf-8")
    assert code == 0 and "RuntimeError: injected in the first game" in log
    assert during == (False, False) and after == (False, True) and game is None
    assert listened == [folders]


@pytest.mark.qt_no_exception_capture  # the injected exception is the app's to log and show
def test_a_start_whose_game_cannot_be_made_says_so_and_closes_cleanly(qtbot, folders, monkeypatch):
    """The real start (cli.main, the staged window) whose game's parts fail while being made
    (GameSession raising): the dialog does not say the game goes on — there is none — but
    to start the app again, offering no button that needs the game; the exception is in the
    log, and the app still ends with status 0 when the window is closed."""
    from deberts_desktop.ui.game import session as session_module

    def failing(self, *a, **kw):
        raise RuntimeError("injected in the session")

    monkeypatch.setattr(session_module.GameSession, "__init__", failing)
    monkeypatch.setattr(sys, "excepthook", sys.__excepthook__)  # crashlog's hook over Python's, not pytest-qt's
    reporters = []
    install = crash_dialog.install
    monkeypatch.setattr(crash_dialog, "install", lambda w: reporters.append(install(w)) or reporters[-1])

    def drive(w):
        qtbot.waitUntil(lambda: reporters and reporters[0].dialog is not None, timeout=30000)
        box = reporters[0].dialog
        return box.what.text(), getattr(box, "autosave_button", None)

    code, (what, restart) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert what == ("Something went wrong while the game was being set up, so it cannot be played in this window. "
                    "Close Deberts Desktop and start it again: your history, saved game and settings are kept.")
    assert restart is None
    assert "RuntimeError: injected in the session" in crashlog.log_file().read_text(encoding="utf-8")


@pytest.mark.qt_no_exception_capture  # the injected exception is the app's to log and show
def test_a_new_game_after_a_crash_deals_new_cards_after_a_seeded_start(qtbot, folders, monkeypatch):
    """Started with ``--seed 7`` (the first game's cards, to play it again), the game breaks
    with no autosave to go back to: the crash dialog's "New game" deals new cards, as Game →
    New game does (before: the seeded game's cards again, the same deal the person had
    just seen)."""
    from .test_real_start import built, decline_tutorial

    monkeypatch.setattr(sys, "excepthook", sys.__excepthook__)  # crashlog's hook over Python's, not pytest-qt's
    reporters = []
    install = crash_dialog.install
    monkeypatch.setattr(crash_dialog, "install", lambda w: reporters.append(install(w)) or reporters[-1])

    def hands(game):
        return [sorted(map(str, game.deal.hand(s))) for s in range(game.rules.players)]

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None, timeout=30000)
        decline_tutorial(w)
        first = w.session.game
        seeded = hands(first)
        label = _break_then_new_game(qtbot, w, reporters)
        return label, seeded, hands(w.session.game), len(w.session.game.entries)

    code, (label, seeded, new, deals) = start_app(monkeypatch, ["--seed", "7"], drive)
    assert code == 0 and label == "&New game" and deals == 1
    assert new != seeded


def test_the_autosave_s_game_continued_after_a_crash_keeps_its_preset(qtbot, tmp_path, logged):
    """A game of the own preset "Our house" (the classic rules) is under way; the person
    picks "Classic" in Settings → Rules (for the next game). The session breaks, and the
    person chooses "Continue from the autosave": the game on the table still says "Our
    house" in its score box, as the autosave keeps it. (Before: the autosave's preset was
    dropped, and the game was named by the settings — "Classic".)"""
    from dataclasses import replace

    from deberts_desktop.engine.rules import Rules
    from deberts_desktop.storage.presets import OwnPreset
    from deberts_desktop.storage.settings import Settings, save_settings

    from .test_presets import score_box_deal_row

    save_settings(Settings(rules=Rules(players=2), rule_presets=(OwnPreset.of("Our house", {}),),
                           rule_preset="Our house"), tmp_path / "config" / "settings.json")
    win, reporter = _window(qtbot, tmp_path)
    session = win.session
    before = score_box_deal_row(win)[1]
    win.settings = replace(win.settings, rule_preset="classic")  # Settings → Rules: Classic, for the next game
    session.store.flush()
    person = session.game.deal.current_player
    session.waiting = ("person", (person + 1) % session.game.rules.players)  # broken
    _raise_in_a_slot(qtbot, RuntimeError("injected: the session broke"))
    qtbot.waitUntil(lambda: reporter.dialog is not None, timeout=5000)
    reporter.dialog.autosave_button.click()
    qtbot.waitUntil(lambda: reporter.dialog is None and person_turn(win), timeout=20000)
    assert (before, score_box_deal_row(win)[1]) == ("Our house", "Our house")
