"""A zero-delay timer a window (or a part of it) starts is tied to that window: closed and
deleted at once after it was started, the window's queued call never runs on the deleted
object (before: ``QTimer.singleShot(0, self.fit_table)`` and the like had no context object,
and fired into a deleted window: "Internal C++ object already deleted", a traceback in the
crash log). Each test starts the timer the way the program does, deletes its owner at once,
and lets the event loop run every event posted so far."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent

from deberts_desktop.engine.rules import Rules

from .table_driver import shown_window


def deleted_now(widget) -> None:
    """``widget`` closed and deleted (its deferred delete handled now), then every event
    posted so far handled: a timer of 0 ms still queued fires here."""
    widget.close()
    widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not shiboken6.isValid(widget)
    for _ in range(3):
        QCoreApplication.processEvents()


def test_the_replay_table_s_resize_dies_with_it(qtbot):
    from deberts_desktop.ui.cards.art import CardArt
    from deberts_desktop.ui.review.replay import ReplayView

    view = ReplayView(CardArt())
    view.show()  # its showEvent lays the table out on a zero timer
    deleted_now(view)


def test_the_main_window_s_next_deal_fit_and_deal_log_die_with_it(qtbot, request):
    """Autoplay: the deal shown, the next one is dealt on a zero timer; another screen's
    pixel ratio: the table fitted on one; the deal log shown: its width shared on one. All
    three queued, then the window deleted."""
    win = shown_window(qtbot, Rules(players=2), 1)
    win.deal_log_dock.show()  # its list made, its width shared on a zero timer
    assert win.deal_log_dock.view is not None
    win.autoplay = True
    win._deal_shown(win.session.game.entries[-1])  # autoplay's next deal, queued
    win.event(QEvent(QEvent.Type.DevicePixelRatioChange))  # the table fitted, queued
    # (deleted here: pytest-qt, which would close it after the test, forgets it)
    request.node.qt_widgets = [(ref, before) for ref, before in request.node.qt_widgets if ref() is not win]
    deleted_now(win)


def test_the_computers_inline_decision_dies_with_them(qtbot):
    """Quick computers (inline): a job asked is decided on a zero timer; the computers deleted
    at once, it never runs on them. (Before: the timer had no context object: the decision ran
    and its ``busy``/``decided`` were emitted from a deleted object.)"""
    from deberts_desktop.ui.game.computer import ComputerPlayers

    from . import worker_jobs

    computers = ComputerPlayers(inline=True)
    computers.run("move", worker_jobs.add, 1, 2)  # decided on a zero timer
    computers.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not shiboken6.isValid(computers)
    for _ in range(3):
        QCoreApplication.processEvents()


def test_the_lesson_s_hint_and_the_records_after_the_question_die_with_the_window(qtbot, request):
    """A lesson's hint is given on a zero timer, and so are the records given while the
    start-up question was open once it is answered; the window deleted at once, neither runs
    on it (before: both timers had no context object)."""
    from deberts_desktop.ui.game.session import GameSession  # noqa: F401 (the session's module, loaded)

    from .table_driver import make_window

    win = make_window(qtbot, 2)

    class Lesson:  # the lesson's step is the hint
        def hint(self, deal):
            return "its step"

        def holds(self, deal):
            return True

        def computer(self, deal):
            return None

    win.session.script = Lesson()
    win.session.waiting = ("person", 0)
    assert win.session.hint()  # the lesson's hint: given on a zero timer
    win.starter.pending = ["given meanwhile.record.json"]
    win.starter._first_game_chosen()  # the records waiting for the question open on a zero timer
    request.node.qt_widgets = [(ref, before) for ref, before in request.node.qt_widgets if ref() is not win]
    deleted_now(win)
