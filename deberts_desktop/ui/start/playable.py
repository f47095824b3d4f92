"""The start-up's end as a player sees it: the first moment the person can act.

``DEBERTS_EXIT_WHEN_PLAYABLE=1`` (:data:`..app.PLAYABLE_ENV`): once the person's hand and the
bidding bar are drawn (the bar has been painted while it is the person's turn), a key press
of the bar's first button is posted to the table, as a person would press it; when the
session has taken that bid (the bar goes), the app prints :func:`stamp` and quits with 0.
With a saved game the resume question comes instead: once it is painted an Enter is
posted to it, and its answer is the end. ``packaging/smoke.sh`` and
``benchmarks/startup_playable.py`` compare that moment with a bare PySide6 window's
(``packaging/entry.py``, ``DEBERTS_BARE_WINDOW=1``: its first frame painted and a posted key
handled, the same hook).
"""

from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent

#: the start of the line the hook prints (then :func:`stamp`)
PLAYABLE_LINE = "deberts-desktop: playable"


def stamp() -> str:
    """The clocks now, as the hook prints them: ``monotonic_ms=F wall_ms=N cpu_ms=F`` —
    ``time.monotonic()`` in ms (one decimal; the clock a parent process shares on Linux,
    macOS and Windows), ``time.time()`` in whole ms (what ``date +%s%3N`` gives a shell) and
    ``time.process_time()`` in ms (one decimal: the processor time this process has used
    since it started, all its threads, user and system; a busy machine stretches the other
    two, hardly this one)."""
    return (f"monotonic_ms={time.monotonic() * 1000:.1f} wall_ms={time.time() * 1000:.0f} "
            f"cpu_ms={time.process_time() * 1000:.1f}")


def post_key(target, key: int, text: str = "") -> None:
    """Post (not send) a key press and release to ``target``: handled by the event loop
    after what is already queued — the paint that drew the target, for one."""
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QCoreApplication.postEvent(target, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, text))


class PlayableProbe(QObject):
    """Watches a staged :class:`~..windows.main_window.MainWindow` until the person has acted
    (:data:`..app.PLAYABLE_ENV`); then calls ``done()`` once."""

    def __init__(self, window, done) -> None:
        super().__init__(window)
        self.w = window
        self.done = done
        self.watched = None  # the widget whose paint posts the key: the bar, or the question
        self.key: tuple[int, str] | None = None
        self.posted = False
        self.finished = False
        if window.first_frame_shown:
            QTimer.singleShot(0, self, self._attach)
        else:  # the game's parts are built right after this signal: look once they are
            window.first_frame.connect(lambda: QTimer.singleShot(0, self, self._attach))

    def _attach(self) -> None:
        w = self.w
        if not hasattr(w, "session"):  # not started yet (a menu, a record): try again soon
            QTimer.singleShot(10, self, self._attach)
            return
        w.session.prompt.connect(self._prompt)
        question = getattr(w.questions, "question", None)
        if question is not None:  # the resume question: Enter answers it
            question.buttonClicked.connect(lambda *_: self._finish())
            self._watch(question, int(Qt.Key.Key_Return), "\r")
        elif w.session.waiting is not None and w.session.waiting[0] == "person":
            self._prompt(w.session.waiting[1], w.session.game.deal.legal_actions())

    def _prompt(self, seat: int, actions) -> None:
        from ...engine.actions import Play
        from ..windows.actions import action_key

        if seat < 0:  # the person's choice was taken: the end, once the session has applied it
            if self.posted:
                QTimer.singleShot(0, self, self._finish)
            return
        if self.posted or seat not in self.w.session.person_seats:
            return
        keys = [action_key(a) for a in actions if not isinstance(a, Play)]
        keys = [k for k in keys if k]
        if keys:
            letter = keys[0]
            self._watch(self.w.overlays.bar, int(Qt.Key.Key_A) + ord(letter) - ord("A"), letter.lower())

    def _watch(self, widget, key: int, text: str) -> None:
        if self.watched is not None:
            return
        self.watched, self.key = widget, (key, text)
        widget.installEventFilter(self)
        widget.update()  # a paint comes even if it was painted already

    def eventFilter(self, obj, event) -> bool:
        if obj is self.watched and event.type() == QEvent.Type.Paint and not self.posted:
            self.posted = True
            target = self.w.view if obj is self.w.overlays.bar else obj
            post_key(target, *self.key)
        return False

    def _finish(self) -> None:
        if self.finished:
            return
        self.finished = True
        if self.watched is not None:
            self.watched.removeEventFilter(self)
        self.done()
