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
import random
import time
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine.actions import DECLINE, PASS, REDEAL, SWAP, TAKE, Bid, Play
from ..engine.cards import PLAIN_STRENGTH, TRUMP_STRENGTH, Card, strength
from ..engine.deal import BEFORE_LEAD, BIDDING_1, BIDDING_2, SeatView

#: The level the table asks for (the AI's strongest player when it exists).
DEFAULT_LEVEL = "expert"


class SimplePlayer:
    """A quick, legal, not entirely foolish player: used until the AI exists, and as a
    fallback when a worker answer fails."""

    def __init__(self, seed: Any = None):
        self.rng = random.Random(seed)

    # -- helpers ------------------------------------------------------------------
    @staticmethod
    def _suit_value(hand: list[Card], suit: int) -> int:
        trumps = [c for c in hand if c.suit == suit]
        value = sum(TRUMP_STRENGTH[c.rank] for c in trumps) + 4 * len(trumps)
        value += sum(6 for c in hand if c.suit != suit and c.rank == 7)  # plain aces
        return value

    def choose(self, view: SeatView):
        legal = list(view.legal)
        if not legal:
            return None
        hand = list(view.hand)
        if view.phase == BIDDING_1:
            suit = view.turned.suit
            value = self._suit_value(hand + [view.turned], suit)
            return TAKE if value >= 27 and TAKE in legal else PASS
        if view.phase == BIDDING_2:
            names = [a for a in legal if isinstance(a, Bid) and a.kind == "name"]
            best = max(names, key=lambda a: self._suit_value(hand, a.suit))
            if PASS not in legal or self._suit_value(hand, best.suit) >= 29:
                return best
            return PASS
        if view.phase == BEFORE_LEAD:
            if SWAP in legal:
                return SWAP
            if REDEAL in legal:
                return REDEAL
            if DECLINE in legal:
                return DECLINE
        plays = [a for a in legal if isinstance(a, Play)]
        if not plays:
            return None
        trump = int(view.trump)
        if not view.trick:
            # lead: a sure-looking winner (trump J, plain ace), else a low card
            def lead_key(a):
                c = a.card
                s = TRUMP_STRENGTH[c.rank] + 10 if c.suit == trump else PLAIN_STRENGTH[c.rank]
                return s
            best = max(plays, key=lead_key)
            if lead_key(best) >= 16 or (best.card.suit != trump and best.card.rank == 7):
                return best
            return min(plays, key=lambda a: (a.card.points(trump), lead_key(a), self.rng.random()))
        led = view.trick[0][1].suit
        best_seat, best_str = None, -1
        for seat, c in view.trick:
            st = strength(c, trump, led)
            if st > best_str:
                best_seat, best_str = seat, st
        partner_wins = view.rules.pairs and best_seat == (view.seat + 2) % 4
        winners = [a for a in plays if strength(a.card, trump, led) > best_str]
        if partner_wins or not winners:
            key = (lambda a: -a.card.points(trump)) if partner_wins else (lambda a: a.card.points(trump))
            return min(plays, key=lambda a: (key(a), strength(a.card, trump, led), self.rng.random()))
        return min(winners, key=lambda a: (strength(a.card, trump, led), self.rng.random()))


def make_computer(level: str = DEFAULT_LEVEL, seed: Any = None):
    """The computer player used by the table. Swap in the real AI here (one line)."""
    try:
        from ..ai import make_player  # type: ignore[attr-defined]
    except ImportError:
        return SimplePlayer(seed)
    try:
        return make_player(level, seed)
    except Exception:  # an unknown level name, an AI still being built …
        return SimplePlayer(seed)


def decide(player, view: SeatView):
    """Ask ``player`` for its action on ``view``; accepts the usual method names."""
    for name in ("choose", "act", "choose_action", "action"):
        fn = getattr(player, name, None)
        if callable(fn):
            return fn(view)
    return player(view)


def checked(view: SeatView, action, fallback_seed: Any = 0):
    """``action`` when it is one of ``view.legal``, else the simple player's choice: a
    broken AI answer (None from a failed or killed search, an illegal action) never
    reaches the engine. ``fallback_seed``: any value (a tag tuple is fine), for the simple
    player's generator."""
    if action in view.legal:
        return action
    if fallback_seed is not None and not isinstance(fallback_seed, (int, float, str, bytes)):
        fallback_seed = repr(fallback_seed)  # random.Random takes only these types
    return SimplePlayer(fallback_seed).choose(view)


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
