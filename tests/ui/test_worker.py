"""The worker process: jobs, progress, failures, cancelling, and that it never outlives
its owner (issue 12: no process left after the app ends, however it ends)."""

import os
import queue
import signal
import subprocess
import sys
import textwrap
import time

import pytest

from deberts_desktop.ui.game.worker import Worker
from tests.conftest import ROOT, WAIT_FLOOR_MS
from tests.ui import worker_jobs

J = worker_jobs  # the jobs of these tests: top-level functions, run in the worker


def collect():
    q = queue.Queue()
    return q, q.put


def wait_for(q, kind, timeout=30):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        m = q.get(timeout=max(0.01, end - time.monotonic()))
        if m[0] == kind:
            return m
    raise AssertionError(f"no {kind} message")


def test_jobs_progress_failures_and_cancel():
    q, put = collect()
    w = Worker(put)
    try:
        w.submit("a", J.add, 2, 3)
        assert wait_for(q, "done") == ("done", "a", 5)
        w.submit("c", J.count, 3)
        got = [q.get(timeout=10) for _ in range(4)]
        assert got == [("progress", "c", 1, 3), ("progress", "c", 2, 3), ("progress", "c", 3, 3), ("done", "c", 3)]
        w.submit("f", J.fail)
        m = wait_for(q, "failed")
        assert m[1] == "f" and "broken on purpose" in m[2]
        first = w.pid
        w.submit("s", J.sleep, 30)
        w.cancel()  # a long search dropped (started or not: the process ends): nothing is delivered for it
        w.submit("p", J.pid)
        m = wait_for(q, "done")
        assert m[1] == "p" and m[2] != first  # a new process
    finally:
        w.close()
    assert not w.running


def test_a_paused_worker_stops_at_its_job_s_next_step_until_resumed(tmp_path):
    """Paused before it starts, the worker starts paused; its job says it has begun, then
    takes the pause (issue 24: the comparison pauses while a computer thinks). What it reads
    after the pause was written while it was paused: it went on only once resumed."""
    said = tmp_path / "said"
    said.write_text("before", encoding="utf-8")
    q, put = collect()
    w = Worker(put, low_priority=True)
    try:
        w.pause()
        w.submit("r", J.read_after_pause, str(said))
        assert wait_for(q, "progress") == ("progress", "r", 1, 2)
        said.write_text("after", encoding="utf-8")  # the job waits at its pause meanwhile
        assert w.paused
        w.resume()
        assert wait_for(q, "done") == ("done", "r", "after")
        if hasattr(os, "nice"):  # a low-priority worker is nicer than its owner by 10
            w.submit("n", J.niceness)
            assert wait_for(q, "done") == ("done", "n", min(19, os.nice(0) + 10))
    finally:
        w.close()


def test_a_dropped_job_ends_at_its_next_step_and_the_worker_goes_on():
    """The person played while the coach's values were being made: the job is dropped and
    ends at its next step, one queued behind it that was dropped too is never begun, and the
    same process answers the next job (a computer asked after the person's card waits for
    no evaluation nobody reads)."""
    q, put = collect()
    w = Worker(put)
    try:
        w.submit("values", J.steps_until_dropped)
        assert wait_for(q, "progress") == ("progress", "values", 1, 2)  # running
        first = w.pid
        w.submit("hint", J.pid)
        w.submit("move", J.pid)
        w.drop("hint")  # queued: skipped
        w.drop("values")  # running: ends at its next step
        got = [q.get(timeout=30) for _ in range(3)]
        assert got == [("dropped", "values"), ("dropped", "hint"), ("done", "move", first)]
        w.drop("move")  # answered already: nothing happens
        w.submit("a", J.add, 1, 2)
        assert wait_for(q, "done") == ("done", "a", 3) and w.pid == first
    finally:
        w.close()


def test_the_computers_deliver_nothing_for_a_dropped_job(qtbot):
    """``ComputerPlayers.drop``: nobody waits for the tag any more (``busy`` False at once
    when it was the last), its end is not delivered, and the next job is answered."""
    from deberts_desktop.ui.game.computer import ComputerPlayers

    computers = ComputerPlayers(warm_up=None)
    seen, answers = [], []
    computers.busy.connect(seen.append)
    computers.decided.connect(lambda tag, result: answers.append((tag, result)))
    started = []
    computers.progress.connect(lambda tag, done, total: started.append(tag))
    try:
        computers.run("values", J.steps_until_dropped)
        qtbot.waitUntil(lambda: started == ["values"], timeout=30000)
        computers.drop("values")
        assert seen == [True, False] and not computers.thinking
        computers.run("move", J.add, 2, 2)
        qtbot.waitUntil(lambda: bool(answers), timeout=30000)
        assert answers == [("move", 4)]
        computers.drop("unknown")  # nobody waits for it: nothing happens
        assert seen == [True, False, True, False]
    finally:
        computers.close()


class NoProcess:
    """A worker that runs nothing: a test sends its answers itself."""

    def submit(self, *args):
        pass

    def drop(self, tag):
        pass

    def close(self):
        pass


def test_the_computers_deliver_neither_answer_of_a_tag_asked_twice_and_dropped(qtbot):
    """Two jobs of one tag asked, both answers already on their way (queued on the event
    loop) when the tag is dropped: neither reaches ``decided`` ("nothing is delivered");
    the same tag asked again afterwards is answered. (Before: the dropped tags were a set:
    the first answer took the tag out, the second was delivered.)"""
    from deberts_desktop.ui.game.computer import ComputerPlayers

    computers = ComputerPlayers(warm_up=None)
    computers.worker = NoProcess()  # the answers are sent by the test itself
    answers = []
    computers.decided.connect(lambda tag, result: answers.append((tag, result)))
    try:
        computers.run("hint", J.add, 1, 1)
        computers.run("hint", J.add, 1, 1)
        computers._answer.emit(("done", "hint", 2))  # both on their way (a queued connection)
        computers._answer.emit(("done", "hint", 2))
        computers.drop("hint")
        computers.run("move", J.add, 2, 2)
        computers._answer.emit(("done", "move", 4))
        qtbot.waitUntil(lambda: bool(answers), timeout=10000)
        assert answers == [("move", 4)] and not computers.thinking
        computers.run("hint", J.add, 1, 2)  # the same tag asked again: answered
        computers._answer.emit(("done", "hint", 3))
        qtbot.waitUntil(lambda: len(answers) == 2, timeout=10000)
        assert answers == [("move", 4), ("hint", 3)]
    finally:
        computers.close()


def test_the_computers_say_while_they_think(qtbot):
    """``busy`` True when a job is asked, False when the last answer came or the jobs were
    dropped: the comparison's pause follows it."""
    from deberts_desktop.ui.game.computer import ComputerPlayers

    computers = ComputerPlayers(inline=True)
    seen = []
    computers.busy.connect(seen.append)
    computers.run("a", J.add, 1, 2)
    computers.run("b", J.add, 2, 2)
    assert seen == [True] and computers.thinking
    qtbot.waitUntil(lambda: seen == [True, False], timeout=20000)
    answers = []
    computers.decided.connect(lambda tag, result: answers.append(tag))
    computers.run("c", J.add, 3, 3)
    computers.abandon()  # a new game: dropped, never answered
    assert seen == [True, False, True, False] and not computers.thinking
    computers.run("d", J.add, 4, 4)
    qtbot.waitUntil(lambda: answers == ["d"], timeout=20000)
    computers.close()


def test_a_killed_worker_loses_its_job():
    q, put = collect()
    w = Worker(put)
    try:
        w.submit("s", J.sleep, 30)
        os.kill(w.pid, signal.SIGKILL)  # the job sent (started or not) is lost with the process
        assert wait_for(q, "lost") == ("lost", "s", True)
        w.submit("a", J.add, 1, 1)
        assert wait_for(q, "done") == ("done", "a", 2)
    finally:
        w.close()


def test_the_warm_up_runs_first_once_and_is_never_answered():
    """The warm-up (a function, sent as the worker's first job) runs in the worker before
    the first job, once per process; a warm-up that fails is not told and the jobs go on."""
    q, put = collect()
    w = Worker(put, warm_up=J.warmed)  # a warm-up's result is never sent
    try:
        w.submit("a", J.add, 2, 2)
        assert q.get(timeout=30) == ("done", "a", 4)  # the first message: nothing for the warm-up
    finally:
        w.close()
    w = Worker(put, warm_up=J.warm)
    try:
        w.submit("w", J.warmed)
        assert wait_for(q, "done") == ("done", "w", [w.pid])
        w.cancel()  # a new process warms up again
        w.submit("w", J.warmed)
        assert wait_for(q, "done") == ("done", "w", [w.pid])
    finally:
        w.close()
    w = Worker(put, warm_up=J.fail)
    try:
        w.submit("a", J.add, 1, 2)
        assert q.get(timeout=30) == ("done", "a", 3)
        with pytest.raises(ValueError, match="tag"):
            w.submit(None, J.add, 1, 2)  # the warm-up's mark is no job's tag
    finally:
        w.close()


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="needs /proc")
def test_the_worker_is_one_plain_process():
    """Issue 21 (memory): the worker is the only process started — no multiprocessing
    resource tracker beside it — and it loads neither Qt nor the app's command line (the
    main module a spawn start would import again in it)."""
    def trackers() -> set[int]:  # resource trackers below this process (another test's may be there)
        found = set()
        for pid in descendants(os.getpid()):
            try:
                with open(f"/proc/{pid}/cmdline", "rb") as f:
                    if b"resource_tracker" in f.read():
                        found.add(pid)
            except OSError:
                continue
        return found

    before = trackers()
    q, put = collect()
    w = Worker(put)
    try:
        w.submit("m", J.loaded, "PySide6", "shiboken6", "deberts_desktop.cli", "deberts_desktop.__main__",
                 "multiprocessing.resource_tracker", "tests.ui.worker_jobs")
        assert wait_for(q, "done") == ("done", "m", ["tests.ui.worker_jobs"])
        assert w.pid in descendants(os.getpid()) and not descendants(w.pid)
        assert trackers() <= before
    finally:
        w.close()


def test_an_answer_that_cannot_be_pickled_fails_and_the_worker_goes_on():
    q, put = collect()
    w = Worker(put)
    try:
        w.submit("u", J.unpicklable)
        m = wait_for(q, "failed")
        assert m[1] == "u" and "pickle" in m[2].lower()
        w.submit("a", J.add, 20, 22)
        assert wait_for(q, "done") == ("done", "a", 42)
    finally:
        w.close()


def test_the_frozen_entry_turns_into_the_worker(monkeypatch):
    """A frozen app starts its own executable with ``--deberts-worker``: ``entry.py`` (the
    executable's script) then serves jobs instead of opening a window."""
    from deberts_desktop.ui.game import worker

    entry = str(ROOT / "packaging" / "entry.py")
    monkeypatch.setattr(worker, "worker_command", lambda warm_up=None: [sys.executable, entry, worker.WORKER_ARG])
    q, put = collect()
    w = Worker(put)
    try:
        w.submit("m", J.loaded, "PySide6", "deberts_desktop.cli")
        assert wait_for(q, "done") == ("done", "m", [])
        w.submit("a", J.add, 2, 2)
        assert wait_for(q, "done") == ("done", "a", 4)
    finally:
        w.close()


def descendants(pid: int) -> set[int]:
    """Every process below ``pid`` (Linux /proc)."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    ppid = int(f.read().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
            children.setdefault(ppid, []).append(int(entry))
    out, todo = set(), [pid]
    while todo:
        for c in children.get(todo.pop(), []):
            out.add(c)
            todo.append(c)
    return out


def alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="needs /proc")
def test_the_worker_ends_when_its_owner_is_killed():
    """At once, as a rule (its watchdog waits on the owner's sentinel); the test waits up to
    WAIT_FLOOR_MS for it, an upper bound only: it never times the end."""
    owner = textwrap.dedent(f"""
        import sys, time
        sys.path.insert(0, {str(ROOT)!r})
        from deberts_desktop.ui.game.worker import Worker
        from tests.ui import worker_jobs
        w = Worker(lambda m: None)
        w.submit("s", worker_jobs.sleep, 120)  # a long search
        print(w.pid, flush=True)
        time.sleep(120)
    """)
    p = subprocess.Popen([sys.executable, "-c", owner], stdout=subprocess.PIPE, text=True)
    try:
        worker = int(p.stdout.readline())  # the worker is started (its pid printed)
        below = descendants(p.pid)
        assert worker in below
        os.kill(p.pid, signal.SIGKILL)
        p.wait(WAIT_FLOOR_MS / 1000)  # reaped: an upper bound
        end = time.monotonic() + WAIT_FLOOR_MS / 1000  # an upper bound: the loop ends as they do
        while time.monotonic() < end and any(alive(x) for x in below):
            time.sleep(0.05)
        assert not [x for x in below if alive(x)], "a process outlived its owner"
    finally:
        if p.poll() is None:
            p.kill()


def test_the_worker_from_source_finds_the_package_and_the_checkout():
    """From source the worker's path starts with the folder that holds ``deberts_desktop``
    (the checkout), wherever the owner was started, so the package and the tests' jobs
    import there even with no PYTHONPATH (the UI's rooms moved the worker a folder down)."""
    import os
    from pathlib import Path

    import deberts_desktop
    from deberts_desktop.ui.game.worker import _environment

    holder = Path(deberts_desktop.__file__).resolve().parent.parent
    assert _environment()["PYTHONPATH"].split(os.pathsep)[0] == str(holder)


def test_a_killed_worker_tells_which_lost_job_it_was_running():
    """Three jobs sent, the first running (it has said so); the process killed: each is
    lost, the first as the one being run (True), the two queued behind it as not (False) —
    what the comparisons count as a failure of that deal, or not."""
    q, put = collect()
    w = Worker(put)
    try:
        w.pause()
        w.submit("r", J.read_after_pause, os.devnull)
        w.submit("a", J.add, 1, 1)
        w.submit("b", J.add, 2, 2)
        assert wait_for(q, "progress") == ("progress", "r", 1, 2)  # running, paused at its step
        os.kill(w.pid, signal.SIGKILL)
        assert [q.get(timeout=30) for _ in range(3)] == [("lost", "r", True), ("lost", "a", False), ("lost", "b", False)]
    finally:
        w.close()


def test_a_worker_whose_answers_are_garbled_is_ended_and_loses_its_jobs():
    """A job writes on the worker's standard output itself (a native library's ``printf``):
    the answers cannot be read any more. The worker is ended and its jobs are lost — told,
    so that the table plays on — and the next job starts a new one. (Before: the owner
    waited for ever for the live process to end, nothing was told, and the computer
    "thought" until a new game.)"""
    q, put = collect()
    w = Worker(put)
    try:
        w.submit("s", J.scribble)
        first = w.pid
        assert wait_for(q, "lost") == ("lost", "s", True)
        assert not alive(first)
        w.submit("a", J.add, 1, 1)
        assert wait_for(q, "done") == ("done", "a", 2)
    finally:
        w.close()


def dies_before_it_begins(w, asked) -> int:
    """``w``'s process started, then stopped (SIGSTOP) so that it begins nothing, ``asked()``
    (jobs submitted, dropped…), then the process killed: its process id."""
    w.start()
    dying = w.pid
    os.kill(dying, signal.SIGSTOP)
    asked()
    os.kill(dying, signal.SIGKILL)
    return dying


@pytest.mark.parametrize("resend", [False, True], ids=["lost", "sent-again"])
def test_a_job_its_process_never_began_is_sent_again_with_resend(resend):
    """A job sent to a process that dies before it begins the job (stopped, then killed:
    as an F1 asked in the moment the worker dies): a worker made with ``resend`` sends it
    to a new process, which answers it, nothing told lost; without, it is lost (as the
    comparisons' worker counts it)."""
    q, put = collect()
    w = Worker(put, resend=resend)
    try:
        dying = dies_before_it_begins(w, lambda: w.submit("a", J.add, 1, 1))
        if resend:
            assert wait_for(q, "done") == ("done", "a", 2)
            assert w.pid != dying and q.empty()
        else:
            assert wait_for(q, "lost") == ("lost", "a", True)
    finally:
        w.close()


def test_a_dropped_job_its_process_never_began_is_not_sent_again():
    """The person played (the turn's job dropped) in the moment the worker died before it
    began the job: with ``resend`` the job is not worked out again by the new process — it
    answers "dropped" — while a job still waited for is sent again and answered."""
    q, put = collect()
    w = Worker(put, resend=True)
    try:
        dying = dies_before_it_begins(w, lambda: (w.submit("values", J.add, 1, 1), w.submit("move", J.add, 2, 2),
                                                  w.drop("values")))
        got = [q.get(timeout=30) for _ in range(2)]
        assert got == [("dropped", "values"), ("done", "move", 4)] and w.pid != dying
    finally:
        w.close()


def until(condition, what: str) -> None:
    """Wait until ``condition()`` (an upper bound of WAIT_FLOOR_MS: the loop ends as it does)."""
    end = time.monotonic() + WAIT_FLOOR_MS / 1000
    while not condition():
        if time.monotonic() > end:
            raise AssertionError(f"never: {what}")
        time.sleep(0.01)


def test_the_watchdog_reads_the_heartbeat_s_processor_time(monkeypatch):
    """The watchdog's checks, called as its timer would, with the heartbeats made by the
    test (the worker's own sends one, at its start, and no more for an hour): a job that
    thinks without a word on a slow machine — each heartbeat a little more processor time,
    never an answer — is never ended, however many checks (more than the 12 that ended it
    where no /proc was read: a Master decision of a minute, on a machine 4 times slower);
    once its time stands still (heartbeats still coming: the job hangs; a few microseconds,
    the heartbeat's own) the third check in a row ends it, and its job is lost. (Before:
    the processor time was read from Linux's /proc only, where it showed this job asleep:
    ended at the third check although it was "thinking"; elsewhere only answers counted.)"""
    from deberts_desktop.ui.game.worker import BEAT_ENV, CPU_STEP_S, STALL_CHECKS

    monkeypatch.setenv(BEAT_ENV, "3600")
    q, put = collect()
    w = Worker(put)
    try:
        w.submit("think", J.sleep, 120)  # says "began", then nothing
        until(lambda: w._beats == 1 and all(job.begun for job in w._pending.values()), "begun and one heartbeat")
        process = w._process

        def beat(seconds):  # a heartbeat from the process, as its reader takes it
            assert w._take(process, ("alive", seconds)) is False  # (not passed on)

        thinking = []
        for i in range(4 * STALL_CHECKS + 1):
            beat(1.0 + i * 1.2)  # a quarter of a check's 5 s: a slow, busy machine
            thinking.append(w.check())
        assert thinking == [False] * (4 * STALL_CHECKS + 1)
        hung = []
        for i in range(STALL_CHECKS):
            beat(1.0 + 4 * STALL_CHECKS * 1.2 + (i + 1) * CPU_STEP_S / 10)
            hung.append(w.check())
        assert hung == [False] * (STALL_CHECKS - 1) + [True]
        assert wait_for(q, "lost") == ("lost", "think", True)
        assert not alive(process.pid)
    finally:
        w.close()


def test_a_worker_thinking_without_a_word_is_kept_and_a_stopped_one_is_ended(monkeypatch):
    """A real worker, its heartbeat quick: a job that keeps the processor busy and says
    nothing (a Master decision) is never taken for stalled, check after check, each after
    the worker has spent some processor time; stopped (SIGSTOP), it sends no heartbeat and
    is ended within a few checks, its job lost. The same on every system (the heartbeat's
    processor time, not /proc)."""
    from deberts_desktop.ui.game.worker import BEAT_ENV, CPU_STEP_S, STALL_CHECKS

    monkeypatch.setenv(BEAT_ENV, "0.02")
    q, put = collect()
    w = Worker(put)
    try:
        w.submit("think", J.spin_until_dropped)
        until(lambda: w._cpu is not None and all(job.begun for job in w._pending.values()), "begun")
        checks = []
        for _ in range(4 * STALL_CHECKS + 1):
            spent = w._cpu
            until(lambda: w._cpu - spent >= CPU_STEP_S, "processor time spent")
            checks.append(w.check())
        assert checks == [False] * (4 * STALL_CHECKS + 1)
        stopped = w.pid
        os.kill(stopped, signal.SIGSTOP)
        try:
            # (a heartbeat sent just before the stop may still come: it counts once)
            ended = [w.check() for _ in range(STALL_CHECKS + 2)]
            assert ended.index(True) >= STALL_CHECKS - 1
            assert wait_for(q, "lost") == ("lost", "think", True)
        finally:
            if alive(stopped):
                os.kill(stopped, signal.SIGKILL)
    finally:
        w.close()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="PR_SET_PDEATHSIG: Linux")
def test_a_stopped_worker_ends_when_its_owner_is_killed():
    """The worker stopped (SIGSTOP: a debugger, a job-control stop) when its owner is killed
    with ``kill -9``: it reads nothing, so its input's closing cannot end it; the system
    kills it with its owner (Linux: it asked to, at its start). (Before: it stayed, stopped,
    until someone sent it SIGCONT.)"""
    owner = textwrap.dedent(f"""
        import queue, sys, time
        sys.path.insert(0, {str(ROOT)!r})
        from deberts_desktop.ui.game.worker import Worker
        from tests.ui import worker_jobs
        said = queue.Queue()
        w = Worker(said.put)
        w.submit("s", worker_jobs.begun_sleep, 120)
        said.get()  # the job has begun: the worker is past its start
        print(w.pid, flush=True)
        time.sleep(120)
    """)
    p = subprocess.Popen([sys.executable, "-c", owner], stdout=subprocess.PIPE, text=True)
    try:
        worker = int(p.stdout.readline())  # its job begun
        os.kill(worker, signal.SIGSTOP)
        os.kill(p.pid, signal.SIGKILL)
        p.wait(WAIT_FLOOR_MS / 1000)  # reaped: an upper bound
        try:
            until(lambda: not alive(worker), "the stopped worker ended with its owner")
        finally:
            if alive(worker):
                os.kill(worker, signal.SIGKILL)
    finally:
        if p.poll() is None:
            p.kill()


@pytest.mark.skipif(os.name != "posix", reason="pipes handed down by descriptor")
def test_a_worker_whose_owner_is_gone_ends_though_its_pipes_stay_open():
    """The worker's owner dies while the worker's pipes stay open (here this test holds
    their other ends, as another process that inherited them would): the worker ends by
    itself — the system kills it with its owner (Linux), its heartbeat's look sees its
    parent changed (other systems but Windows). The owner here is a small process that
    starts the worker on the test's pipes, has it answer a job, and ends."""
    jobs_read, jobs_write = os.pipe()
    answers_read, answers_write = os.pipe()
    ends = (jobs_read, jobs_write, answers_read, answers_write)
    owner = textwrap.dedent(f"""
        import os, pickle, subprocess, sys
        sys.path.insert(0, {str(ROOT)!r})
        from deberts_desktop.ui.game.worker import _environment, worker_command
        from tests.ui import worker_jobs
        w = subprocess.Popen(worker_command(), stdin={jobs_read}, stdout={answers_write}, env=_environment(),
                             pass_fds={ends!r})
        os.write({jobs_write}, pickle.dumps(("p", worker_jobs.pid, ())))
        answers = os.fdopen({answers_read}, "rb")
        while pickle.load(answers)[0] != "done":  # it has begun: it has started
            pass
        print(w.pid, flush=True)
    """)
    p = subprocess.Popen([sys.executable, "-c", owner], stdout=subprocess.PIPE, text=True, pass_fds=ends)
    worker = None
    try:
        worker = int(p.stdout.readline())
        p.wait(WAIT_FLOOR_MS / 1000)  # the owner has ended: an upper bound
        until(lambda: not alive(worker), "the worker ended, its pipes still open")
    finally:
        for end in ends:
            os.close(end)
        p.stdout.close()
        if p.poll() is None:
            p.kill()
        if worker is not None and alive(worker):
            os.kill(worker, signal.SIGKILL)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="PR_SET_PDEATHSIG: Linux")
def test_a_worker_started_again_by_a_reader_thread_lives_on_after_that_thread():
    """The process that a job is sent again to is started while the old process's reader
    thread ends: it lives on after that thread (the system ties "kill it with its owner" to
    the thread that started it), and answers the next job itself. The old reader is held
    here (telling a second job dropped) until the new process has answered the first: the
    new process had asked to die with its starter by then."""
    import threading

    q = queue.Queue()
    answered = threading.Event()

    def put(message):
        if message == ("dropped", "late"):  # the old process's reader, after it sent "a" again
            answered.wait(60)  # (a bound for a broken test only)
        elif message[0] == "done" and message[1] == "a":
            answered.set()
        q.put(message)

    w = Worker(put, resend=True)
    try:
        dying = dies_before_it_begins(w, lambda: (w.submit("a", J.pid), w.submit("late", J.pid), w.drop("late")))
        again = wait_for(q, "done")[2]
        assert again != dying and wait_for(q, "dropped") == ("dropped", "late")
        until(lambda: len([t for t in threading.enumerate() if t.name == "deberts-worker-reader"]) == 1,
              "the old reader ended")
        w.submit("b", J.pid)
        assert wait_for(q, "done") == ("done", "b", again)
    finally:
        answered.set()
        w.close()
