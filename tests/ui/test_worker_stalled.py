"""The computers' worker process stops answering (stopped with SIGSTOP, hung): the
watchdog ends it and sends its jobs to a new one, the person is told in words, the game
goes on with the computer's own decision (not a stand-in), and no process is left."""

from __future__ import annotations

import os
import signal

from deberts_desktop import jobs
from deberts_desktop.ai.players import fallback_action
from deberts_desktop.engine.actions import PASS
from deberts_desktop.ui.game.worker import STALL_CHECKS

from .table_driver import make_window, person_turn
from .test_worker import alive

STOPPED_WORDS = "The computers stopped answering and were restarted; the game goes on."


def test_a_stopped_computers_worker_is_started_again_and_the_computer_decides(qtbot):
    """Two players, seed 1: Anna (seat 1) passes first, then it is the person's turn. The
    computers' worker is stopped (SIGSTOP) and the person passes: Anna is asked, and her
    question sits in the stopped process. The watchdog's checks see nothing move: the
    first notes what it sees, the next ``STALL_CHECKS`` see the same, and the last of them
    ends the process. Her question goes to a new worker, which answers it with her own
    decision (worked out here from the same view, level and seed), the status line says
    what happened, and the stopped process is gone; closing the window ends the new one.
    (Before: "Anna is thinking…" until New game.)"""
    win = make_window(qtbot, 2, seed=1, inline_ai=False)
    ses, computers, game = win.session, win.session.computers, win.session.game
    qtbot.waitUntil(lambda: person_turn(win) and computers.worker.running, timeout=60000)
    assert game.deal.history == [(1, PASS)]
    stopped = computers.worker.pid
    os.kill(stopped, signal.SIGSTOP)
    try:
        assert ses.choose(PASS)
        qtbot.waitUntil(lambda: ses.waiting is not None, timeout=10000)  # the table has shown the pass
        assert ses.waiting[0] == "computer" and ses.waiting[1][4] == 1
        view = game.view(1)
        own = jobs.think(ses.level_of(1), ses.seed, 1, view)
        checks = [computers.check() for _ in range(STALL_CHECKS + 1)]
        assert checks == [False] * STALL_CHECKS + [True]
        qtbot.waitUntil(lambda: len(game.deal.history) >= 3 if game.deal else True, timeout=60000)
    finally:
        if alive(stopped):
            os.kill(stopped, signal.SIGKILL)
    assert game.deal.history[:3] == [(1, PASS), (0, PASS), (1, own)]
    assert own != fallback_action(view)  # her decision, not the table's stand-in for a lost one
    assert win.notices.notice_label.text() == STOPPED_WORDS
    worker = computers.worker
    assert not alive(stopped) and worker.pid != stopped and alive(worker.pid)
    pid = worker.pid
    win.close()
    assert not alive(pid)


def test_a_hint_asked_twice_of_a_stopped_worker_is_answered_twice_by_the_new_one(qtbot):
    """Two players, seed 1, the person's first turn: the computers' worker is stopped
    (SIGSTOP) and the person presses F1 twice before the hint comes — two jobs of one tag in
    the stopped process. The watchdog's checks end it (as in the test above) and send both
    to a new worker: the hint is shown, and both jobs are answered, so the computers are
    busy no more — nothing left that the comparison of a deal played again (paused while
    they are) waits for. (Before: the two jobs shared one entry in the worker's list of
    jobs sent, one was sent again and answered, the other never: busy until the person's
    next card.)"""
    win = make_window(qtbot, 2, seed=1, inline_ai=False)
    ses, computers = win.session, win.session.computers
    qtbot.waitUntil(lambda: person_turn(win) and computers.worker.running and not computers.thinking,
                    timeout=60000)
    busy = []
    computers.busy.connect(busy.append)
    stopped = computers.worker.pid
    os.kill(stopped, signal.SIGSTOP)
    try:
        assert ses.hint() and ses.hint()  # F1, and F1 again before the hint came
        checks = [computers.check() for _ in range(STALL_CHECKS + 1)]
        assert checks == [False] * STALL_CHECKS + [True]
        qtbot.waitUntil(lambda: win.hinted is not None and not computers.thinking, timeout=60000)
    finally:
        if alive(stopped):
            os.kill(stopped, signal.SIGKILL)
    assert busy == [True, False] and person_turn(win)
    assert win.notices.notice_label.text() == STOPPED_WORDS


def test_a_new_game_while_the_watchdog_restarts_the_worker_gets_no_answer_of_the_old_one(qtbot):
    """Two players, seed 1: Anna's question sits in the stopped computers' worker, and the
    watchdog ends it. Its reader is about to send her question again to a new worker —
    held there by the test, in the moment it waits for the ended process — when the person
    starts a new game (seed 9): the old game's question is never sent again and no answer
    of it comes out of the computers (``decided``) in the new game, which is played by its
    own answers. (Before: the question was sent again after the new game had dropped every
    job, and its answer came back into the new game — there tagged stale, but worked out
    and delivered all the same, in front of the new game's own questions.)"""
    import threading

    from deberts_desktop.engine.rules import Rules

    from . import worker_jobs as J

    win = make_window(qtbot, 2, seed=1, inline_ai=False)
    ses, computers, game = win.session, win.session.computers, win.session.game
    qtbot.waitUntil(lambda: person_turn(win) and computers.worker.running and not computers.thinking,
                    timeout=60000)
    stopped_process = computers.worker._process
    stopped = stopped_process.pid
    in_window, go, readers = threading.Event(), threading.Event(), []
    ended = stopped_process.wait

    def held_wait(timeout=None):  # the reader waits for the ended process: the test holds it there
        if threading.current_thread().name.endswith("-reader"):
            readers.append(threading.current_thread())
            in_window.set()
            go.wait(60)  # (a bound for a broken test only)
        return ended(timeout)

    def watched() -> bool:  # the watchdog's look, as its timer's (until one ends the stopped process)
        computers.check()
        return True

    stopped_process.wait = held_wait
    os.kill(stopped, signal.SIGSTOP)
    seen = []
    try:
        assert ses.choose(PASS)
        qtbot.waitUntil(lambda: ses.waiting is not None and ses.waiting[0] == "computer", timeout=10000)
        old = ses.waiting[1]  # Anna's question, in the stopped process
        qtbot.waitUntil(lambda: watched() and in_window.is_set(), timeout=10000)  # the reader holds her question
        computers.decided.connect(lambda tag, result: seen.append(tag))
        win.new_game(Rules(players=2), seed=9)
        new_gen = ses.gen
        go.set()
        qtbot.waitUntil(lambda: not readers[0].is_alive(), timeout=10000)
        computers.run("last", J.add, 1, 1)  # answered after whatever the worker was given before it
        qtbot.waitUntil(lambda: "last" in seen, timeout=60000)
    finally:
        go.set()
        if alive(stopped):
            os.kill(stopped, signal.SIGKILL)
    assert old[1] < new_gen and old not in seen
    assert all(tag == "last" or tag[1] == new_gen for tag in seen), seen
    assert ses.game is not game and ses.game.deal is not None
