"""A worker process for long computations (the computer players' searches, a deal's
review), owned by whoever starts it and ended with it.

The process is this Python (or, in a frozen app, this executable) started with
:mod:`subprocess` — no ``fork`` (Qt and ``fork`` do not mix), and none of
``multiprocessing``'s machinery: its spawn start would add a resource tracker process
(some 8 MiB, for semaphores and shared memory that nothing here uses) and import the app's
main module again in the worker. The two talk over the worker's standard input and output
with :mod:`pickle`: the owner sends ``(tag, function, args)`` jobs; the worker sends
back ``("began", tag)`` as it begins a job (read by the owner's :class:`Worker`, not
passed on), then ``("done", tag, result)``, ``("failed", tag, text)`` or ``("progress", tag, done,
total)``. A job's function is a plain top-level function (:mod:`deberts_desktop.jobs`:
``jobs.think``), which pickle sends by its module and name and the worker imports, so
only small picklable values cross. A function that takes a ``progress`` keyword gets a
callback ``progress(done, total)``. A worker's warm-up is a first job with the tag None:
run, never answered.

**Pausing and dropping** (cooperative, the same on every system): :meth:`Worker.pause` sends
``("pause", True)`` and :meth:`Worker.resume` ``("pause", False)`` between the jobs, and
:meth:`Worker.drop` ``("drop", tag)``; the worker's reading thread takes them at once, even
while a job runs. A function that takes a ``pause`` keyword gets :func:`wait_while_paused`,
which it calls between steps (the comparison: before each decision; the coach's values and
a hint: before each world): it returns at once, or when the owner resumes the worker (or is
gone), or raises :class:`Dropped` when the owner has dropped that job — the worker then
answers ``("dropped", tag)`` and goes on with the next job (a job dropped before it began is
not begun). A function without the keyword runs to its end. A worker started with ``low_priority`` runs below the normal
priority (:data:`LOW_PRIORITY_NICE` on Linux and macOS; ``BELOW_NORMAL_PRIORITY_CLASS``
on Windows), so that it takes the processor only when nothing else wants it.

The worker never outlives its owner: a thread in the worker reads the jobs as they come
and ends the process at once when its input closes — which the system does when the owner
is gone, however it went (``kill -9``, a crash, a logout), even while a search runs; its
heartbeat's thread (below) ends it too when its parent process is gone (``getppid``
changed: Linux, macOS — on Windows the parent's id stays; the closed input does it). A worker stopped (``SIGSTOP``) runs neither: on Linux it asks the system
to kill it when its owner dies (``PR_SET_PDEATHSIG``), which ends a stopped process too;
elsewhere it ends when it runs again. The system ties that request to the thread that
started the process, so a process is always started from a thread that lives as long as
the owner (the owner's main thread, or :func:`_spawn`'s). Only public APIs are used
(``Popen.kill``, ``Popen.wait``); an abandoned job is dropped by ending the process
(:meth:`Worker.cancel`), which a new job then restarts.

**The heartbeat and the watchdog** (the same on every system): a thread in the worker
sends ``("alive", seconds)`` every :data:`BEAT_S` — the processor time the process has
spent (``time.process_time``), read by the owner's :class:`Worker`, not passed on. The
watchdog (:meth:`Worker.check`, called every :data:`WATCH_MS` by its owner while jobs
wait) takes a process that gives no answer and whose processor time has not grown by
:data:`CPU_STEP_S` — a job that hangs (its heartbeats' time stands still), or a process
stopped or frozen (no heartbeat comes) — at :data:`STALL_CHECKS` checks in a row for a
stalled one, and ends it, as a killed one. A job that thinks long and says nothing (a
Master decision on a slow machine) spends processor time: never stalled. A worker made
with ``resend`` then sends its jobs again to a new process: those the process never began
(a job asked in the moment its process died), and those it held when the watchdog ended
it — each at most :data:`RESENDS` times; a job lost while it ran (killed from outside, a
crash) is lost. A job :meth:`Worker.cancel` dropped is never sent again and nothing of it
is delivered, whenever its process's end is read (a new game started while the watchdog
restarts the worker): a message from a process answers only that process's jobs.

No Qt here: the owner receives answers on a reader thread of its own and hands them to
its GUI thread (:class:`~deberts_desktop.ui.game.computer.ComputerPlayers` does that with a
signal).
"""

from __future__ import annotations

import logging
import os
import sys
import threading
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:  # the owner's side only: the worker process does without it
    import queue
    import subprocess

log = logging.getLogger("deberts_desktop.ui")

#: How long :meth:`Worker.close` waits for the process to end by itself before killing it.
CLOSE_WAIT_S = 1.0
#: How long the reader waits for a process whose answers ended to end too, before it takes
#: it for a live one whose answers are garbled (and ends it).
ENDING_WAIT_S = 2.0

#: How often the owner calls :meth:`Worker.check` while jobs wait (a setting of the code;
#: tests call ``check`` themselves)
WATCH_MS = 5000
#: How many checks in a row without an answer or progress end a worker's process
STALL_CHECKS = 3
#: How often the worker process sends its heartbeat (its processor time), in seconds; a
#: few beats come between two checks
BEAT_S = 1.5
#: The environment variable that sets :data:`BEAT_S` in a worker (tests)
BEAT_ENV = "DEBERTS_WORKER_BEAT_S"
#: The processor time (seconds) a worker must have spent since the watchdog's last look for
#: its job to be working (a thinking job spends about the time passed; a hung one the
#: heartbeat's own microseconds)
CPU_STEP_S = 0.05
#: How many times a job is sent again to a new process (see the module's documentation)
RESENDS = 2

#: How much nicer than its owner a ``low_priority`` worker runs on Linux and macOS (the
#: scheduler's niceness: 10 of 19; Windows: the below-normal priority class)
LOW_PRIORITY_NICE = 10
#: The environment variable that tells a worker to lower its priority (Linux and macOS:
#: the niceness to add; Windows lowers it through the creation flags)
NICE_ENV = "DEBERTS_WORKER_NICE"

#: In the worker: set while it may run, cleared while its owner has paused it
_running = threading.Event()
_running.set()
#: In the worker: the jobs its owner dropped (:meth:`Worker.drop`), as ``{tag: number}``:
#: every job of ``tag`` read (numbered as read, from 1) up to ``number`` is dropped — all
#: the jobs of that tag sent before the drop, none sent after it; and the job it is running
#: (``[(tag, number)]``; ``[None]`` between jobs). The reading thread writes, the main loop
#: reads: :data:`_drops_lock`
_dropped: dict = {}
_current: list = [None]
_drops_lock = threading.Lock()


def _is_dropped(tag, number: int) -> bool:
    """In the worker: the job ``number`` of ``tag`` was dropped by its owner."""
    with _drops_lock:
        return _dropped.get(tag, 0) >= number


def _done_with(tag, number: int) -> None:
    """In the worker: the job ``number`` of ``tag`` is over; a drop that covered no later
    job of ``tag`` is forgotten (the jobs run in the order read)."""
    with _drops_lock:
        if _dropped.get(tag, number + 1) <= number:
            del _dropped[tag]


class Dropped(BaseException):
    """Raised in a worker's job at its next step (:func:`wait_while_paused`) when its owner
    has dropped it (:meth:`Worker.drop`). A :class:`BaseException`, as
    :class:`KeyboardInterrupt` is, so that a job's own ``except Exception`` lets it through."""

#: The first argument that makes a frozen app's executable a worker (``packaging/entry.py``
#: hands it to :func:`main`); from source the worker is ``python -m deberts_desktop.ui.game.worker``.
WORKER_ARG = "--deberts-worker"


def wait_while_paused() -> None:
    """In a worker, between two steps of a job (the ``pause`` keyword of a job's function):
    return at once, or once the owner resumes a paused worker.

    :raises Dropped: the owner has dropped the job (:meth:`Worker.drop`)."""
    _running.wait()
    current = _current[0]
    if current is not None and _is_dropped(*current):
        raise Dropped


def call(fn: Callable, args: tuple, progress: Callable[[int, int], None],
         pause: Callable[[], None] = wait_while_paused) -> Any:
    """Call ``fn`` (a plain Python function, as the jobs are) with ``args``, and ``progress``
    and ``pause`` as its keywords of those names if its parameters are named so (read from
    its code: the worker need not import :mod:`inspect`)."""
    code = getattr(fn, "__code__", None)
    names = code.co_varnames[:code.co_argcount + code.co_kwonlyargcount] if code is not None else ()
    keywords = {}
    if "progress" in names:
        keywords["progress"] = progress
    if "pause" in names:
        keywords["pause"] = pause
    return fn(*args, **keywords)


def worker_command() -> list[str]:
    """The command line that starts a worker. From source without :mod:`site` (``-S``): the
    jobs need the standard library and this package only, which :func:`_environment`
    puts on the path — a worker that starts quicker and holds less (issue 21)."""
    if getattr(sys, "frozen", False):
        return [sys.executable, WORKER_ARG]
    return [sys.executable, "-S", *(["-B"] if sys.flags.dont_write_bytecode else []), "-m", __name__]


def _environment(low_priority: bool = False) -> dict:
    """The worker's environment: the owner's, with this package's folder first on the path
    (from source, wherever the owner was started); ``low_priority``: :data:`NICE_ENV`."""
    env = dict(os.environ)
    env.pop(NICE_ENV, None)
    if low_priority and os.name != "nt":
        env[NICE_ENV] = str(LOW_PRIORITY_NICE)
    if not getattr(sys, "frozen", False):
        from pathlib import Path  # (the owner's side: the worker process does without it)

        root = str(Path(__file__).resolve().parents[3])  # the folder that holds deberts_desktop
        env["PYTHONPATH"] = os.pathsep.join(x for x in (root, env.get("PYTHONPATH")) if x)
    return env


def _lower_priority() -> None:
    """In the worker: run nicer by :data:`NICE_ENV` when it is set (Linux and macOS)."""
    try:
        nice = int(os.environ.get(NICE_ENV, "0"))
    except ValueError:
        nice = 0
    if nice > 0 and hasattr(os, "nice"):
        try:
            os.nice(nice)
        except OSError:  # not allowed here: the worker runs at its owner's priority
            log.warning("the worker could not lower its priority")


def _dumps(message) -> bytes:
    """``message`` pickled for the other end. :mod:`pickle` is imported with the first
    message (and :mod:`queue` by the worker's :func:`main`): the window's start, which
    makes a worker but starts it only after the first table, does without them (issue 21)."""
    import pickle

    return pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)


def _read_jobs(jobs, into: queue.Queue) -> None:
    """In the worker: every job from the owner into ``into``, a pause or a resume at once
    (:data:`_running`), and a drop (:data:`_dropped`: every job of its tag read until now);
    a job goes into ``into`` as ``(number, job)``, numbered as read. The process ends at
    once when the owner's end closes (the owner is gone, or closed the worker)."""
    import pickle

    number = 0
    while True:
        try:
            job = pickle.load(jobs)
        except Exception:  # EOFError: the owner is gone; anything else: a broken pipe
            os._exit(0)
        if isinstance(job, tuple) and len(job) == 2 and job[0] == "pause":
            if job[1]:
                _running.clear()
            else:
                _running.set()
            continue
        if isinstance(job, tuple) and len(job) == 2 and job[0] == "drop":
            with _drops_lock:
                _dropped[job[1]] = number  # the jobs of that tag read so far, not a later one
            continue
        number += 1
        into.put((number, job))


def _die_with_parent() -> int:
    """In the worker: its parent's process id now (its owner's, or a launcher's that lives
    as long as it), after asking the system (Linux) to kill this process (``SIGKILL``, which
    ends a stopped one too) when the thread that started it ends (see the module's
    documentation). Other systems: nothing asked (their heartbeat's thread watches the
    parent)."""
    parent = os.getppid()
    if not sys.platform.startswith("linux"):
        return parent
    try:
        import ctypes
        import signal

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, int(signal.SIGKILL), 0, 0, 0)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError, ValueError):  # no prctl here: the heartbeat's look remains
        log.warning("the worker could not ask to end with its owner")
    if os.getppid() != parent:  # the parent died before the request: nobody waits for this process
        os._exit(0)
    return parent


def _heartbeat(send: Callable[[Any], None], parent: int) -> None:
    """In the worker: its processor time to the owner every :data:`BEAT_S` (see the
    module's documentation), the first at once; the process ends once its parent is no
    longer ``parent`` (the owner is gone: this process was given to another parent)."""
    import time

    try:
        every = float(os.environ.get(BEAT_ENV, BEAT_S))
    except ValueError:
        every = BEAT_S
    while True:
        if os.getppid() != parent:
            os._exit(0)
        try:
            send(("alive", time.process_time()))
        except Exception:  # the owner's end of the answers closed: it is gone
            os._exit(0)
        time.sleep(every)


def _failure() -> str:
    """The exception being handled, as its traceback's text (imported only when one comes)."""
    import traceback

    return traceback.format_exc()


def main(argv: list[str] | None = None) -> int:
    """The worker process's main loop: jobs from standard input, answers to standard
    output (``argv``, the rest of the command line, is not read). Returns when asked to
    stop."""
    import queue
    import signal

    # Ctrl+C in the terminal reaches the whole process group: the owner ends the worker (it
    # closes the pipe, or kills it), never a KeyboardInterrupt with a traceback on the terminal
    try:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    except (ValueError, OSError):  # not on this system
        pass
    # the pipes are descriptors 0 and 1 (a windowed Windows build may have no sys.stdin)
    jobs = sys.stdin.buffer if sys.stdin is not None else os.fdopen(0, "rb")
    answers = sys.stdout.buffer if sys.stdout is not None else os.fdopen(1, "wb")
    sys.stdin = None
    sys.stdout = sys.stderr  # a stray print must not break the answers
    parent = _die_with_parent()
    _lower_priority()
    inbox: queue.Queue = queue.Queue()
    threading.Thread(target=_read_jobs, args=(jobs, inbox), name="jobs", daemon=True).start()
    lock = threading.Lock()

    def send(message) -> None:
        data = _dumps(message)  # whole, or not at all
        with lock:
            answers.write(data)
            answers.flush()

    threading.Thread(target=_heartbeat, args=(send, parent), name="heartbeat", daemon=True).start()
    while True:
        number, job = inbox.get()
        if job is None:
            return 0
        tag, function, args = job
        if tag is not None:
            send(("began", tag))  # begun: a job lost before this was never tried
        if tag is None:  # the warm-up: no answer
            try:
                call(function, args, lambda done, total: None)
            except Exception:  # a warm-up is only a head start
                pass
            continue

        def progress(done: int, total: int, tag=tag) -> None:
            send(("progress", tag, done, total))

        if _is_dropped(tag, number):  # dropped before it began
            _done_with(tag, number)
            send(("dropped", tag))
            continue
        _current[0] = (tag, number)
        try:
            result = call(function, args, progress)
        except Dropped:
            send(("dropped", tag))
            continue
        except Exception:
            send(("failed", tag, _failure()))
            continue
        finally:
            _current[0] = None
            _done_with(tag, number)
        try:
            send(("done", tag, result))
        except Exception:  # an answer that cannot be pickled
            send(("failed", tag, _failure()))


_spawner: list = []  # [its queue of requests] once its thread is made (:func:`_spawn`)
_spawner_lock = threading.Lock()


def _spawn(popen: Callable[[], Any]):
    """``popen()`` (a :class:`subprocess.Popen`) called on a thread that lives as long as
    the owner: the calling thread when it is the main thread, else one thread kept for it
    (a reader thread that sends jobs again ends soon after; on Linux the process it started
    would be killed with it: see the module's documentation). Returns what ``popen``
    returned, or raises what it raised."""
    if threading.current_thread() is threading.main_thread():
        return popen()
    import queue

    with _spawner_lock:
        if not _spawner:
            requests: queue.Queue = queue.Queue()

            def serve() -> None:
                while True:
                    call_it, done, box = requests.get()
                    try:
                        box.append((True, call_it()))
                    except BaseException as e:  # handed to the caller
                        box.append((False, e))
                    done.set()

            thread = threading.Thread(target=serve, name="deberts-worker-spawner", daemon=True)
            thread.start()
            _spawner.append(requests)
    done, box = threading.Event(), []
    _spawner[0].put((popen, done, box))
    done.wait()
    made, value = box[0]
    if not made:
        raise value
    return value


class _Job:
    """A job sent and not answered: its tag, the process it was sent to, its pickled data,
    whether the process began it, how many times it was sent again, whether the owner
    dropped it."""

    __slots__ = ("tag", "process", "data", "begun", "resent", "dropped")

    def __init__(self, tag, process, data: bytes, resent: int = 0):
        self.tag, self.process, self.data, self.begun, self.resent = tag, process, data, False, resent
        self.dropped = False


class Worker:
    """One worker process and its pipes.

    :param on_message: called on a reader thread of the owner for every message from the
        worker: ``("done", tag, result)``, ``("failed", tag, text)``, ``("progress", tag,
        done, total)``, ``("dropped", tag)`` (a job :meth:`drop` ended or skipped), and ``("lost", tag, running)`` for each job whose worker ended before
        answering (it was killed, or crashed): ``running`` True for the job it was on (the
        first sent of those unanswered: jobs run in order), False for those queued behind it
        — lost through no fault of their own.
    :param warm_up: a top-level function the worker calls once at start (imports,
        caches), sent as its first job.
    :param name: the worker's name (its reader thread's, and what its owner calls it).
    :param low_priority: the process runs below the normal priority (see the module's
        documentation).
    :param resend: jobs the process never began, and those it held when the watchdog ended
        it, are sent again to a new process, not lost (see the module's documentation).
    """

    def __init__(self, on_message: Callable[[tuple], None], warm_up: Callable[[], Any] | None = None,
                 name: str = "deberts-worker", low_priority: bool = False, resend: bool = False):
        self.on_message = on_message
        self.warm_up = warm_up
        self.name = name
        self.low_priority = low_priority
        self.resend = resend
        self._paused = False
        self._lock = threading.Lock()
        self._process: subprocess.Popen | None = None
        # (number, tag) -> _Job: sent and not answered, in the order sent; each job has its own
        # entry, two of one tag too (a hint asked twice: each is answered, lost or sent again)
        self._pending: dict = {}
        self._closed = False
        self._heard = 0  # answers read from any process (a sign of life for the watchdog)
        self._sent = 0  # jobs sent
        self._cpu: float | None = None  # the current process's processor time at its last heartbeat
        self._beats = 0  # heartbeats read from the current process
        self._stalled: set = set()  # processes the watchdog ended
        self._look = None  # what the watchdog saw at its last check that saw something move
        self._stalls = 0  # the checks in a row that saw nothing move

    # ------------------------------------------------------------------ the process
    @property
    def running(self) -> bool:
        p = self._process
        return p is not None and p.poll() is None

    @property
    def pid(self) -> int | None:
        return self._process.pid if self._process is not None else None

    def start(self) -> None:
        """Start the process now (a job starts it too; one that cannot be started now is
        logged, and the next job tries again)."""
        with self._lock:
            self._start_locked()

    def _start_locked(self) -> bool:
        """Start the process unless it runs: whether it runs now. False: closed, or no
        process can be started (a process or memory limit, the program gone): logged."""
        if self._closed:
            return False
        if self._process is not None and self._process.poll() is None:
            return True
        import subprocess

        flags = getattr(subprocess, "CREATE_NO_WINDOW", 0)  # Windows: no console for it
        if self.low_priority:
            flags |= getattr(subprocess, "BELOW_NORMAL_PRIORITY_CLASS", 0)  # Windows; elsewhere NICE_ENV
        command, env = worker_command(), _environment(self.low_priority)
        try:
            process = _spawn(lambda: subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                                      env=env, creationflags=flags))
        except OSError as e:
            log.error("the %s process could not be started: %s", self.name, e)
            return False
        self._process = process
        self._cpu, self._beats = None, 0
        if self._paused:  # a worker started while paused starts paused
            self._send(process, _dumps(("pause", True)))
        if self.warm_up is not None:
            self._send(process, _dumps((None, self.warm_up, ())))
        threading.Thread(target=self._read, args=(process,), name=f"{self.name}-reader", daemon=True).start()
        return True

    def _read(self, process: subprocess.Popen) -> None:
        import pickle

        answers = process.stdout
        while True:
            try:
                message = pickle.load(answers)
            except Exception:  # EOFError: the process ended (or was ended); a broken answer too
                break
            if self._take(process, message):
                self._deliver(message)
        answers.close()
        # the process ended, or its answers cannot be read any more (something else wrote on
        # its output: a native library's printf): every job it held is lost (or sent again)
        with self._lock:
            held = [(key, job) for key, job in self._pending.items() if job.process is process]
            current = self._process is process
            if current:
                self._process = None
            stalled = process in self._stalled
            self._stalled.discard(process)
        if not held and not current:
            return  # replaced on purpose (cancel): nobody waits for its jobs
        import subprocess

        try:
            process.wait(ENDING_WAIT_S)  # it ended (or is ending: its output closes first)
        except subprocess.TimeoutExpired:  # alive, its answers garbled: ended, as a cancelled one is
            log.error("the %s process's answers could not be read: it is ended", self.name)
            self._end(process, wait=0.0)
        lost = []
        for key, job in held:
            # (a job stays among those sent until here: cancelled meanwhile — a new game —
            # it is gone from them, and neither sent again nor told)
            again = self.resend and (stalled or not job.begun) and job.resent < RESENDS
            fate = self._again(key, job, again)
            if fate == "dropped":  # nobody waits for it: not sent again
                self._deliver(("dropped", job.tag))
            elif fate == "lost":
                lost.append(job)
        for i, job in enumerate(lost):  # the first was being run; the others waited behind it
            self._deliver(("lost", job.tag, i == 0 and job is held[0][1]))

    def _take(self, process: subprocess.Popen, message) -> bool:
        """A message read from ``process``: noted (a job begun, a heartbeat, a job
        answered); whether it goes on to the owner — an answer or a progress of a job sent
        to ``process`` and not cancelled, never one of a job :meth:`cancel` dropped."""
        with self._lock:
            kind = message[0]
            if kind == "alive":  # the heartbeat: the process's processor time
                if self._process is process:
                    self._cpu, self._beats = message[1], self._beats + 1
                return False
            self._heard += 1
            if kind == "began":  # the first of that tag not begun (jobs run in the order sent)
                key = self._first(process, message[1], begun=False)
                if key is not None:
                    self._pending[key].begun = True
                return False
            key = self._first(process, message[1])
            if key is not None and kind in ("done", "failed", "dropped"):
                del self._pending[key]
            return key is not None

    def _first(self, process, tag, begun: bool | None = None):
        """(Under the lock) the key of the first job of ``tag`` sent to ``process`` and not
        answered (with ``begun`` given: the first begun or not), or None."""
        return next((key for key, job in self._pending.items()
                     if key[1] == tag and job.process is process and (begun is None or job.begun == begun)), None)

    def _add(self, tag, data: bytes, resent: int = 0):
        """(Under the lock) a job of ``tag`` sent to the current process: its key."""
        self._sent += 1
        key = (self._sent, tag)
        self._pending[key] = _Job(tag, self._process, data, resent)
        return key

    def _again(self, key, job: _Job, again: bool) -> str | None:
        """``job`` (of ``key``), held by a process that ended: taken from the jobs sent and
        sent again to a new process if ``again`` and it can be ("sent"), or "dropped" (the
        owner dropped it), "lost" — or None: :meth:`cancel` or :meth:`close` dropped it
        meanwhile (nothing is sent, nothing told)."""
        with self._lock:
            if self._pending.get(key) is not job:
                return None
            del self._pending[key]
            if job.dropped:
                return "dropped"
            if not again or not self._start_locked():
                return "lost"
            self._add(job.tag, job.data, job.resent + 1)
            # (a process found ending as the job is sent: its reader sends it again)
            self._send(self._process, job.data)
            return "sent"

    def _deliver(self, message) -> None:
        try:
            self.on_message(message)
        except Exception:
            log.exception("a worker answer could not be delivered")

    # ------------------------------------------------------------------ jobs
    def submit(self, tag, function: Callable, *args) -> None:
        """Run ``function`` (a top-level function: pickle sends its module and name) with
        ``args`` in the worker; its answer comes to ``on_message`` with ``tag`` (not None).
        Jobs run one at a time, in order.

        :raises ValueError: ``tag`` is None (it marks the warm-up)."""
        if tag is None:
            raise ValueError("a worker job needs a tag (None marks the warm-up)")
        data = _dumps((tag, function, args))
        with self._lock:
            if self._closed:
                return
            lost = not self._start_locked()
            if not lost:
                key = self._add(tag, data)
                # (a process found ending as the job is sent: with ``resend`` its reader sends
                # the job again to a new one — never begun, it is not lost)
                lost = not self._send(self._process, data) and not self.resend
                if lost:
                    del self._pending[key]
        if lost:  # never reached a process (no process, or its reader reports the jobs it held)
            self._deliver(("lost", tag, False))

    @staticmethod
    def _send(process: subprocess.Popen, data: bytes) -> bool:
        try:
            process.stdin.write(data)
            process.stdin.flush()
        except (OSError, ValueError):  # the process is gone (its reader reports its jobs)
            return False
        return True

    def drop(self, tag) -> None:
        """Nobody waits for the jobs ``tag`` any more (sent, not answered — every one of
        that tag sent until now: a hint asked twice is two): the worker skips each that has
        not begun, or ends it at its next step (a function with a ``pause`` keyword; another
        runs to its end), answers ``("dropped", tag)`` for each — or its answer, if it ended
        first — and goes on with the next job. A job of ``tag`` sent after the drop is run;
        a drop of a tag with no job left changes nothing. The process is kept (unlike
        :meth:`cancel`)."""
        with self._lock:
            process = self._process
            for key, job in self._pending.items():
                if key[1] == tag:
                    job.dropped = True  # (its process lost: it is not sent again)
            if process is not None and process.poll() is None:
                self._send(process, _dumps(("drop", tag)))

    @property
    def paused(self) -> bool:
        """The owner has paused the worker (:meth:`pause`) and not resumed it."""
        return self._paused

    def pause(self) -> None:
        """Ask the worker to stop at its job's next step (a job that takes a ``pause``
        keyword; others run on) until :meth:`resume`. A worker started meanwhile starts
        paused."""
        self._set_paused(True)

    def resume(self) -> None:
        """Let a paused worker go on."""
        self._set_paused(False)

    def _set_paused(self, paused: bool) -> None:
        with self._lock:
            if self._paused == paused:
                return
            self._paused = paused
            process = self._process
            if process is not None and process.poll() is None:
                self._send(process, _dumps(("pause", paused)))

    def check(self) -> bool:
        """The watchdog's look (see the module's documentation), called every
        :data:`WATCH_MS` while jobs wait: whether it ended a stalled process now (its
        reader then tells or sends again its jobs). A paused worker is never stalled."""
        with self._lock:
            process = self._process
            waiting = bool(self._pending) and not self._paused
            heard, sent, cpu, beats = self._heard, self._sent, self._cpu, self._beats
        if not waiting or process is None or process.poll() is not None:
            self._look, self._stalls = None, 0
            return False
        last = self._look
        if (last is None or last[:3] != (process.pid, heard, sent)
                or cpu is not None and (last[3] is None or cpu - last[3] >= CPU_STEP_S)):
            self._look, self._stalls = (process.pid, heard, sent, cpu, beats), 0
            return False
        self._stalls += 1
        if self._stalls < STALL_CHECKS:
            return False
        self._look, self._stalls = None, 0
        log.error("the %s process gave no answer and spent no processor time (%s): it is ended and started again",
                  self.name, "heartbeats came" if beats != last[4] else "no heartbeat: stopped or frozen")
        with self._lock:
            if self._process is not process:
                return False
            self._stalled.add(process)
        process.kill()  # a stopped process too; its reader tells or sends again its jobs
        return True

    def cancel(self) -> None:
        """Drop every job: the process is ended (it may be in a long search); the next
        job starts a new one. Nothing is delivered for the dropped jobs."""
        with self._lock:
            process, self._process, self._pending = self._process, None, {}
        self._end(process, wait=0.0)

    def close(self) -> None:
        """End the worker for good (the app closes): asked to stop, killed if busy."""
        with self._lock:
            self._closed = True
            process, self._process, self._pending = self._process, None, {}
        self._end(process, wait=CLOSE_WAIT_S)

    @classmethod
    def _end(cls, process: subprocess.Popen | None, wait: float) -> None:
        if process is None:
            return
        import subprocess
        if wait:
            cls._send(process, _dumps(None))  # "stop when the current job is done"
            try:
                process.wait(0.05)
            except subprocess.TimeoutExpired:
                pass
        if process.poll() is None:
            process.kill()
        try:
            process.wait(wait or 2.0)
        except subprocess.TimeoutExpired:
            log.error("a worker process did not end when killed")
        try:
            process.stdin.close()  # its answers' pipe: closed by its reader, at the end of them
        except (OSError, ValueError):
            pass


if __name__ == "__main__":
    sys.exit(main())
