"""A worker process for long computations (the computer players' searches, a deal's
review), owned by whoever starts it and ended with it.

The process is started with ``multiprocessing``'s *spawn* context (Qt and ``fork`` do not
mix) and talks over one :func:`multiprocessing.Pipe`: the owner sends ``(tag, function
name, args)`` jobs; the worker sends back ``("done", tag, result)``, ``("failed", tag,
text)`` or ``("progress", tag, done, total)``. A job runs a plain top-level function given
by its dotted name (``"deberts_desktop.ui.players.think"``), so only small picklable values
cross. A function that takes a ``progress`` keyword gets a callback ``progress(done,
total)``.

The worker never outlives its owner: a watchdog thread in the worker waits on the
parent's sentinel (:func:`multiprocessing.parent_process`) and ends the process at once
when the parent is gone — however it went (``kill -9``, a crash, a logout) — and the
worker also ends when the pipe closes. Only public APIs are used (``Process.kill``,
``Process.join``); an abandoned job is dropped by ending the process
(:meth:`Worker.cancel`), which a new job then restarts.

No Qt here: the owner receives answers on a reader thread of its own and hands them to
its GUI thread (:class:`~deberts_desktop.ui.session.ComputerPlayers` does that with a
signal).
"""

from __future__ import annotations

import importlib
import inspect
import logging
import multiprocessing
import os
import threading
import traceback
from typing import Any, Callable

log = logging.getLogger("deberts_desktop.ui")

#: How long :meth:`Worker.close` waits for the process to end by itself before killing it.
CLOSE_WAIT_S = 1.0


def call_by_name(name: str, args: tuple, progress: Callable[[int, int], None]) -> Any:
    """Call the top-level function named ``name`` (``"package.module.function"``) with
    ``args``, and ``progress`` as its ``progress`` keyword if it takes one."""
    module, _, fn_name = name.rpartition(".")
    fn = getattr(importlib.import_module(module), fn_name)
    try:
        wants_progress = "progress" in inspect.signature(fn).parameters
    except (TypeError, ValueError):
        wants_progress = False
    return fn(*args, progress=progress) if wants_progress else fn(*args)


def _watch_parent() -> None:
    """In the worker: end the process as soon as the parent process is gone."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return
    from multiprocessing.connection import wait

    wait([parent.sentinel])
    os._exit(0)


def _serve(conn, warm_up: str | None) -> None:
    """The worker process's main loop."""
    threading.Thread(target=_watch_parent, name="parent-watch", daemon=True).start()
    lock = threading.Lock()

    def send(message) -> None:
        with lock:
            conn.send(message)

    if warm_up:
        try:
            call_by_name(warm_up, (), lambda done, total: None)
        except Exception:  # a warm-up is only a head start
            pass
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):  # the owner closed the pipe: the app is gone
            os._exit(0)
        if job is None:
            break
        tag, name, args = job

        def progress(done: int, total: int, tag=tag) -> None:
            send(("progress", tag, done, total))

        try:
            result = call_by_name(name, args, progress)
        except Exception:
            send(("failed", tag, traceback.format_exc()))
            continue
        try:
            send(("done", tag, result))
        except Exception:  # an answer that cannot be pickled
            send(("failed", tag, traceback.format_exc()))
    conn.close()


class Worker:
    """One worker process and its pipe.

    :param on_message: called on a reader thread of the owner for every message from the
        worker: ``("done", tag, result)``, ``("failed", tag, text)``, ``("progress", tag,
        done, total)``, and ``("lost", tag, None)`` for each job whose worker ended before
        answering (it was killed, or crashed).
    :param warm_up: a function name the worker calls once at start (imports, caches).
    :param name: the process's name (seen in ``ps``).
    """

    def __init__(self, on_message: Callable[[tuple], None], warm_up: str | None = None,
                 name: str = "deberts-worker"):
        self.on_message = on_message
        self.warm_up = warm_up
        self.name = name
        self._lock = threading.Lock()
        self._process: multiprocessing.Process | None = None
        self._conn = None
        self._pending: set = set()
        self._closed = False

    # ------------------------------------------------------------------ the process
    @property
    def running(self) -> bool:
        p = self._process
        return p is not None and p.is_alive()

    @property
    def pid(self) -> int | None:
        return self._process.pid if self._process is not None else None

    def start(self) -> None:
        """Start the process now (a job starts it too)."""
        with self._lock:
            self._start_locked()

    def _start_locked(self) -> None:
        if self._closed or (self._process is not None and self._process.is_alive()):
            return
        ctx = multiprocessing.get_context("spawn")
        ours, theirs = ctx.Pipe()
        process = ctx.Process(target=_serve, args=(theirs, self.warm_up), name=self.name, daemon=True)
        process.start()
        theirs.close()
        self._process, self._conn = process, ours
        threading.Thread(target=self._read, args=(process, ours), name=f"{self.name}-reader", daemon=True).start()

    def _read(self, process, conn) -> None:
        while True:
            try:
                message = conn.recv()
            except (EOFError, OSError, TypeError):  # TypeError: the pipe closed under recv (close)
                break
            if message[0] in ("done", "failed"):
                with self._lock:
                    self._pending.discard(message[1])
            self._deliver(message)
        # the process ended: every job it held is lost
        with self._lock:
            if self._process is not process:
                return  # replaced on purpose (cancel): nobody waits for its jobs
            lost, self._pending = self._pending, set()
            self._process, self._conn = None, None
        for tag in lost:
            self._deliver(("lost", tag, None))

    def _deliver(self, message) -> None:
        try:
            self.on_message(message)
        except Exception:
            log.exception("a worker answer could not be delivered")

    # ------------------------------------------------------------------ jobs
    def submit(self, tag, function: str, *args) -> None:
        """Run ``function`` (a dotted name of a top-level function) with ``args`` in the
        worker; its answer comes to ``on_message`` with ``tag``. Jobs run one at a time,
        in order."""
        with self._lock:
            if self._closed:
                return
            self._start_locked()
            self._pending.add(tag)
            try:
                self._conn.send((tag, function, args))
            except (OSError, ValueError):
                self._pending.discard(tag)
                lost = True
            else:
                lost = False
        if lost:
            self._deliver(("lost", tag, None))

    def cancel(self) -> None:
        """Drop every job: the process is ended (it may be in a long search); the next
        job starts a new one. Nothing is delivered for the dropped jobs."""
        with self._lock:
            process, conn = self._process, self._conn
            self._process, self._conn, self._pending = None, None, set()
        self._end(process, conn, wait=0.0)

    def close(self) -> None:
        """End the worker for good (the app closes): asked to stop, killed if busy."""
        with self._lock:
            self._closed = True
            process, conn = self._process, self._conn
            self._process, self._conn, self._pending = None, None, set()
        self._end(process, conn, wait=CLOSE_WAIT_S)

    @staticmethod
    def _end(process, conn, wait: float) -> None:
        if process is None:
            return
        if wait and conn is not None:
            try:
                conn.send(None)  # "stop when the current job is done"
            except (OSError, ValueError):
                pass
            process.join(0.05)
        if process.is_alive():
            process.kill()
        process.join(wait or 2.0)
        if conn is not None:
            conn.close()
