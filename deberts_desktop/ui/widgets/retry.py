"""Trying a write again in a moment: a write made on the window's thread that finds its file
busy for a moment (another writer holds it) is tried again on a timer, never waited for
with the window frozen.

>>> r = Retry(None, lambda: None, interval_ms=500, tries=2)
>>> r.tries_left, r.give_up(), r.tries_left
(2, None, 0)
>>> r.stop(), r.tries_left, r.waiting
(None, 0, False)
"""

from __future__ import annotations

from collections.abc import Callable

#: A write that found the history locked for a moment is tried again after this many ms,
#: at most :data:`TRIES` times in a row (some 30 s) before the person is told it is not kept.
INTERVAL_MS = 500
TRIES = 60


class Retry:
    """``run`` called again after ``interval_ms`` each time :meth:`again` is asked, at most
    ``tries`` times in a row: :meth:`done` (the write went through) starts the count again,
    :meth:`give_up` ends it (a last try made now, none after it), :meth:`stop` drops the try
    on the timer too (the write's window closed). ``owner``: the ``QObject`` whose life the
    timer follows (nothing is called once it is gone)."""

    def __init__(self, owner, run: Callable[[], None], interval_ms: int = INTERVAL_MS, tries: int = TRIES):
        self.owner = owner
        self.run = run
        self.interval_ms = interval_ms
        self.tries = tries
        self.tries_left = tries
        #: a try is on the timer
        self.waiting = False
        self._round = 0  # :meth:`stop` moves it on: a timer of an earlier round calls nothing

    def again(self) -> bool:
        """Call ``run`` again in a moment. :returns: False (nothing scheduled) when the tries
        are used up."""
        if self.tries_left <= 0:
            return False
        self.tries_left -= 1
        if not self.waiting:
            from PySide6.QtCore import QTimer

            self.waiting = True
            round_ = self._round
            QTimer.singleShot(self.interval_ms, self.owner, lambda: self._fire(round_))
        return True

    def _fire(self, round_: int) -> None:
        if round_ != self._round:  # stopped since it was set
            return
        self.waiting = False
        self.run()

    def done(self) -> None:
        """The write went through: the next failure has all its tries again."""
        self.tries_left = self.tries

    def give_up(self) -> None:
        """No more tries after the one being made (the window closes)."""
        self.tries_left = 0

    def stop(self) -> None:
        """No try at all from now on: the one on the timer is dropped, none is set after it
        (the window that writes closed: what it holds is let go, or another window writes
        it now)."""
        self.tries_left = 0
        self._round += 1
        self.waiting = False
