"""The computer players for the table: their decisions run in a worker process
(:class:`~.worker.Worker`) — a search in a thread would starve the animations of the GIL
(qt-notes.md) — or inline on the event loop for quick tests. Each request carries a tag;
the answer comes back through :attr:`ComputerPlayers.decided` on the GUI thread, and the
session drops answers whose tag is stale (a new game, an abandoned search). A failed or
lost search answers None; the session then plays a legal fallback
(:func:`deberts_desktop.ai.players.fallback_action`).
"""

from __future__ import annotations

import logging
from typing import Any, Callable

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from ... import jobs
from .worker import WATCH_MS, Worker, call

log = logging.getLogger("deberts_desktop.ui")

# The worker's jobs (deberts_desktop.jobs: naming one loads no AI in this process).
THINK = jobs.think
WARM_UP = jobs.warm_up


class ComputerPlayers(QObject):
    """Computer decisions off the GUI thread.

    ``ask(tag, level, seed, seat, view)``; the answer arrives as ``decided(tag, action)``
    (None: the search failed or its worker was lost). ``run(tag, function, *args)`` runs any
    top-level function (a job of :mod:`deberts_desktop.jobs`) in the same worker (an explained hint, the coach's
    values) and answers the same way; ``progress(tag, done, total)`` reports a long job's
    progress; ``drop(tag)`` ends a job nobody waits for any more, the worker kept (the person
    played while the turn's evaluation was made). Another instance gives a computation a process of its own (a deal's review:
    ``name="deberts-review"``, no warm-up; the comparison with the Master: ``deberts-compare``, at low
    priority). ``busy(True)`` when a job is asked and none was waiting for its answer, ``busy(False)``
    when the last answer came (or the jobs were dropped): the comparison pauses while the computers
    think. :meth:`pause` and :meth:`resume` pause the worker between the steps of a job that can
    wait (:meth:`~.worker.Worker.pause`).

    A ``watched`` instance (the table's computers) has a watchdog: while a job waits it
    checks the worker every :data:`~.worker.WATCH_MS` (:meth:`check`); a process that
    stopped answering and making progress is ended, its jobs are sent again to a new one
    (nothing lost: :class:`~.worker.Worker`'s ``resend``, which also sends again a job asked
    in the moment its process died) and :attr:`stalled` is emitted, for the person's words.

    :param inline: decide on the event loop, no process (quick tests).
    :param name: the worker process's name; :param warm_up: the function it calls first
        (None: none); :param low_priority: the process runs below the normal priority.
    """

    decided = Signal(object, object)
    #: a job lost with the worker process (killed, crashed), just before its ``decided``
    #: (None): True for the job the worker was running, False for one queued behind it
    lost = Signal(object, bool)
    progress = Signal(object, int, int)
    busy = Signal(bool)
    #: the watchdog ended a worker that stopped answering; its jobs went to a new one
    stalled = Signal()
    _answer = Signal(object)  # from the worker's reader thread to the GUI thread

    def __init__(self, inline: bool = False, parent: QObject | None = None, *, name: str = "deberts-computer",
                 warm_up: Callable[[], Any] | None = WARM_UP, low_priority: bool = False,
                 watched: bool = False):
        super().__init__(parent)
        self.inline = inline
        self._closed = False
        self._waiting: dict = {}  # tag -> how many of its jobs wait for their answers
        self._dropped: dict = {}  # tag dropped (drop) -> how many of its jobs have not answered yet
        # queued: a job lost as it is asked (no worker could be started) is answered after
        # its asking is done, as every other answer is
        self._answer.connect(self._deliver, Qt.ConnectionType.QueuedConnection)
        self.worker = None if inline else Worker(self._answer.emit, warm_up=warm_up, name=name,
                                                 low_priority=low_priority, resend=watched)
        self._watch = None
        if watched and self.worker is not None:
            self._watch = QTimer(self)
            self._watch.setInterval(WATCH_MS)
            self._watch.timeout.connect(self.check)
            self.busy.connect(lambda busy: self._watch.start() if busy else self._watch.stop())

    def start(self) -> None:
        """Start the worker process now (after the window's first frame), so that the
        first computer decision does not wait for it."""
        if self.worker is not None:
            self.worker.start()

    def ask(self, tag, level: str, seed: Any, seat: int, view) -> None:
        self.run(tag, THINK, level, seed, seat, view)

    def run(self, tag, function: Callable, *args) -> None:
        if self._closed:
            return
        self._waiting[tag] = self._waiting.get(tag, 0) + 1
        if len(self._waiting) == 1 and self._waiting[tag] == 1:
            self.busy.emit(True)
        if self.worker is None:
            QTimer.singleShot(0, self, lambda: self._inline(tag, function, args))  # (dies with the computers)
        else:
            self.worker.submit(tag, function, *args)

    def _inline(self, tag, function: Callable, args) -> None:
        if self._closed or tag not in self._waiting:
            self._dropped_answered(tag)
            return
        try:
            result = call(function, args, lambda done, total: self.progress.emit(tag, done, total), lambda: None)
        except Exception:
            log.exception("a computer decision failed")
            result = None
        self._answered(tag)
        self.decided.emit(tag, result)

    def _deliver(self, message) -> None:
        if self._closed:
            return
        kind, tag = message[0], message[1]
        if tag in self._dropped:  # nobody waits for it (drop): its end is not delivered
            if kind != "progress":  # (each job ends once: done, failed, dropped or lost)
                self._dropped_answered(tag)
            return
        if kind == "dropped":  # (dropped by an owner before this one: nothing waits for it)
            return
        if kind == "progress":
            self.progress.emit(tag, message[2], message[3])
            return
        if kind == "failed":
            log.error("a computer decision failed in the worker:\n%s", message[2])
        if kind == "lost":
            self.lost.emit(tag, bool(message[2]))
        self._answered(tag)
        self.decided.emit(tag, message[2] if kind == "done" else None)

    def _dropped_answered(self, tag) -> None:
        """A job of dropped ``tag`` has ended: one fewer of its answers to keep back."""
        left = self._dropped.get(tag, 0) - 1
        if left > 0:
            self._dropped[tag] = left
        else:
            self._dropped.pop(tag, None)

    def _answered(self, tag) -> None:
        if tag in self._waiting:
            self._waiting[tag] -= 1
            if not self._waiting[tag]:
                del self._waiting[tag]
                if not self._waiting:
                    self.busy.emit(False)

    def check(self) -> bool:
        """The watchdog's look (:meth:`.worker.Worker.check`): whether it ended a worker
        that stopped answering (:attr:`stalled` emitted; its jobs go to a new one)."""
        if self._closed or self.worker is None or not self.worker.check():
            return False
        self.stalled.emit()
        return True

    @property
    def thinking(self) -> bool:
        """A job was asked and its answer has not come."""
        return bool(self._waiting)

    def pause(self) -> None:
        """Pause the worker at its job's next step (:meth:`~.worker.Worker.pause`)."""
        if self.worker is not None:
            self.worker.pause()

    def resume(self) -> None:
        if self.worker is not None:
            self.worker.resume()

    def drop(self, tag) -> None:
        """Nobody waits for the answer to ``tag`` any more (the person played while the
        coach's values or a hint were being worked out): the worker skips its job, or ends it
        at the job's next step (:meth:`~.worker.Worker.drop`), and goes on with the next — a
        computer asked after it does not wait for the rest of it. Nothing is delivered for
        ``tag``; a tag nobody waits for is ignored."""
        if tag not in self._waiting:
            return
        # every job of it still to answer (two asked, both answers on their way: neither is delivered)
        self._dropped[tag] = self._dropped.get(tag, 0) + self._waiting.pop(tag)
        if not self._waiting:
            self.busy.emit(False)
        if self.worker is not None:
            self.worker.drop(tag)

    def abandon(self) -> None:
        """Drop whatever the worker is doing (a new game, a review cancelled): a running
        search is ended (its process too; the next job starts a new one)."""
        self._dropped.clear()  # (their process ended: no answer comes)
        if self._waiting:
            self._waiting.clear()
            self.busy.emit(False)
        if self.worker is not None:
            self.worker.cancel()

    def close(self) -> None:
        """Stop the worker (the app closes)."""
        if self._closed:
            return
        self._closed = True
        if self._watch is not None:
            self._watch.stop()
        if self.worker is not None:
            self.worker.close()
