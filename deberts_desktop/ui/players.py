"""Computer players for the table, and the worker process they think in.

:func:`make_computer` is the one place that picks the computer player: the AI's
``make_player(level, seed)`` once ``deberts_desktop.ai`` provides it, else
:class:`SimplePlayer`, a quick legal-move player. A player is asked with
:func:`decide` (``view -> action``); it only ever sees its own :class:`SeatView`.

:class:`Thinker` runs those decisions off the GUI thread: in a worker **process**
(``ProcessPoolExecutor(1)``, spawn context, started at once — a thread would starve the
animations of the GIL, see qt-notes.md), or inline on the event loop for fast tests. Each
request carries a tag; the answer comes back through the ``decided`` signal on the GUI
thread and the controller drops answers whose tag is stale (new game, window closed).
"""

from __future__ import annotations

import concurrent.futures
import multiprocessing
import time
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine.deal import SeatView

#: The level the table asks for (the AI's strongest player when it exists).
DEFAULT_LEVEL = "expert"


def make_computer(level: str = DEFAULT_LEVEL, seed: Any = None):
    """The computer player used by the table (:func:`deberts_desktop.ai.make_player`);
    an unknown level name plays as the default level."""
    from ..ai import LEVELS, make_player

    return make_player(level if level in LEVELS else DEFAULT_LEVEL, seed)


def decide(player, view: SeatView):
    """Ask ``player`` for its action on ``view``; accepts the usual method names."""
    for name in ("choose", "act", "choose_action", "action"):
        fn = getattr(player, name, None)
        if callable(fn):
            return fn(view)
    return player(view)


def checked(view: SeatView, action, fallback_seed: Any = 0):
    """``action`` when it is one of ``view.legal``, else a legal fallback
    (:func:`deberts_desktop.ai.players.fallback_action`): a broken AI answer (None from a
    failed or killed search, an illegal action) never reaches the engine."""
    if action in view.legal:
        return action
    from ..ai.players import fallback_action

    return fallback_action(view)


# ----------------------------------------------------------------- worker process
def player_seed(seed: Any, seat: int):
    """A seat's own seed, the same in every process (None stays None: unseeded)."""
    if seed is None:
        return None
    return seed * 8 + seat if isinstance(seed, int) else f"{seed}/{seat}"


_PLAYERS: dict[tuple, Any] = {}


def think(level: str, seed: Any, seat: int, view: SeatView):
    """Run in the worker process: the player for (level, seed, seat) decides on view."""
    key = (level, seed, seat)
    player = _PLAYERS.get(key)
    if player is None:
        player = _PLAYERS[key] = make_computer(level, player_seed(seed, seat))
    return decide(player, view)


def busy(seconds: float) -> int:
    """Pure-Python work for ``seconds`` (the frame-gap measurement's stand-in search)."""
    end = time.perf_counter() + seconds
    n = 0
    while time.perf_counter() < end:
        n += sum(i * i for i in range(200))
    return n


def think_for(seconds: float, level: str, view: SeatView) -> int:
    """Decide on ``view`` again and again for ``seconds`` with fresh players (the
    frame-gap measurement's load with the real AI); returns the number of decisions."""
    end = time.perf_counter() + seconds
    n = 0
    while time.perf_counter() < end:
        decide(make_computer(level, n), view)
        n += 1
    return n


def _warm_up() -> bool:
    from .. import engine  # noqa: F401  (import the engine once, before the first turn)

    try:
        from .. import ai  # noqa: F401
    except ImportError:
        pass
    return True


class Thinker(QObject):
    """Computer decisions off the GUI thread.

    ``ask(tag, level, seed, seat, view)``; the answer arrives as ``decided(tag, action)``
    on the GUI thread (``action`` may be None: an option declined, or a failure).
    """

    decided = Signal(object, object)
    _answer = Signal(object, object)

    def __init__(self, inline: bool = False, parent: QObject | None = None):
        super().__init__(parent)
        self.inline = inline
        self._executor: concurrent.futures.ProcessPoolExecutor | None = None
        self._inline_players: dict[tuple, Any] = {}
        self._closed = False
        self._answer.connect(self._deliver)
        if not inline:
            self._start()

    def _start(self) -> None:
        ctx = multiprocessing.get_context("spawn")
        self._executor = concurrent.futures.ProcessPoolExecutor(1, mp_context=ctx)
        self._executor.submit(_warm_up)

    def ask(self, tag, level: str, seed: Any, seat: int, view: SeatView) -> None:
        if self._closed:
            return
        if self.inline:
            QTimer.singleShot(0, lambda: self._inline(tag, level, seed, seat, view))
            return
        try:
            fut = self._executor.submit(think, level, seed, seat, view)
        except Exception:  # a broken pool: restart it once, answer inline meanwhile
            self._restart()
            QTimer.singleShot(0, lambda: self._inline(tag, level, seed, seat, view))
            return
        fut.add_done_callback(lambda f, tag=tag: self._done(tag, f))

    def run(self, tag, fn, *args) -> None:
        """Run any picklable top-level ``fn(*args)`` in the worker; answer as ``decided``."""
        if self.inline:
            QTimer.singleShot(0, lambda: self.decided.emit(tag, fn(*args)))
            return
        fut = self._executor.submit(fn, *args)
        fut.add_done_callback(lambda f, tag=tag: self._done(tag, f))

    def _done(self, tag, fut) -> None:  # runs in the executor's thread
        if self._closed or fut.cancelled():
            return
        try:
            result = fut.result()
        except Exception:
            result = None
        try:
            self._answer.emit(tag, result)  # queued to the GUI thread
        except RuntimeError:  # the QObject is gone (window closed)
            pass

    def _deliver(self, tag, result) -> None:
        if not self._closed:
            self.decided.emit(tag, result)

    def _inline(self, tag, level, seed, seat, view) -> None:
        if self._closed:
            return
        key = (level, seed, seat)
        player = self._inline_players.get(key)
        if player is None:
            player = self._inline_players[key] = make_computer(level, player_seed(seed, seat))
        try:
            action = decide(player, view)
        except Exception:
            action = None
        self.decided.emit(tag, action)

    def abandon(self) -> None:
        """Drop whatever the worker is doing (New game): a running search is ended by
        restarting the worker process; queued requests are cancelled."""
        if self.inline or self._executor is None:
            return
        self._restart()

    def _restart(self) -> None:
        self._kill()
        if not self._closed:
            self._start()

    def _kill(self) -> None:
        ex = self._executor
        self._executor = None
        if ex is None:
            return
        procs = list(getattr(ex, "_processes", {}).values() or [])
        ex.shutdown(wait=False, cancel_futures=True)
        for p in procs:
            try:
                if p.is_alive():
                    p.terminate()
            except Exception:
                pass
        for p in procs:
            try:
                p.join(1.0)
            except Exception:
                pass

    def close(self) -> None:
        """Stop the worker (closing the window): a running search is abandoned."""
        if self._closed:
            return
        self._closed = True
        self._kill()
