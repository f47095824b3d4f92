"""Trace a card click: the project functions on the way from the scene's mouse press on a
card of the person's hand to ``Deal.apply`` and back to the table's first animation step
(the director starting the card's move), and the legality checks that ran (issue 20).

    .venv/bin/python tools/trace_click.py [--players 2] [--seed 1] [--speed off] [--refused]

(offscreen unless ``QT_QPA_PLATFORM`` says otherwise; exit status 0 when the figures
are within the issue's numbers, 1 otherwise).

It builds the real window as ``deberts-desktop`` does (:func:`deberts_desktop.ui.app.build_main_window`,
staged, with the player's settings, history and autosave in fresh temporary folders;
quick computers: Amateur, on the event loop, no pause), plays quick choices until the
person is to play a card of a trick, then presses and releases the mouse through Qt
(``QTest``) on a legal card of the hand while :func:`sys.setprofile` watches every Python
call of the GUI thread. ``--refused`` clicks a dimmed card instead (the first turn that
has one) and counts the checks until the status line says why it cannot be played.

What it counts (the numbers the issue sets: at most 10 functions, one legality check):

- **the way**: the project functions (modules ``deberts_desktop.*``) on the call stack
  when ``Deal.apply`` is entered and when the table's ``TableScene.place`` moves the card
  (the first animation step after the click), with the card's own press handler first:
  each hop the click takes, once, in the order first called. What ``Deal.apply`` and the
  move do inside are their own work, not hops.
- **beside the way**: the other project functions that ran in between (side branches:
  the status line, the autosave, the narrator's words...), listed for information.
- **legality checks**: calls of a function that judges legality — ``legal_actions``,
  ``legal_mask``, ``why_illegal``, ``is_legal``, ``_illegal_reason``, ``play_mask``, any
  method of a class named ``*Legal*`` (the legal-actions view) — counted when no other
  check is running (a check inside a check is the same check), anywhere in the trace; the
  deal's play duties when compiled (no Python frame) through a wrapper, :class:`_SeenDuties`.

:func:`trace_click` returns the figures (the test ``tests/test_tools.py`` asserts them);
:func:`main` prints them.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
import types
from dataclasses import dataclass, field
from pathlib import Path

PACKAGE = "deberts_desktop"
#: where the click reaches the engine's judge
APPLY = ("deberts_desktop.engine.deal", "Deal.apply")
#: the table starting to move the card: the first animation step after the click
MOVE = ("deberts_desktop.ui.table.scene", "TableScene.place")
#: the card's own press handler: where the way starts
PRESS = ("deberts_desktop.ui.table.items", "CardItem.mousePressEvent")
#: functions that judge legality (by name, in any project module)
CHECK_NAMES = frozenset({"legal_actions", "legal_mask", "why_illegal", "is_legal", "_illegal_reason", "play_mask"})
#: the most functions the way may take, and the legality checks it may make (issue 20)
MAX_WAY = 10
CHECKS = 1


@dataclass
class ClickTrace:
    """What one click did. ``card``: the card clicked (its code); ``way``: the functions
    on the way, in the order first called (``module:qualified name``); ``beside``: the other
    project functions that ran, in order; ``checks``: each legality check, as
    ``caller -> check``; ``played``: the engine took the card; ``moved``: the table started
    its move; ``said``: the status line after a refused card (``refused=True``)."""

    card: str = ""
    way: list[str] = field(default_factory=list)
    beside: list[str] = field(default_factory=list)
    checks: list[str] = field(default_factory=list)
    played: bool = False
    moved: bool = False
    said: str = ""

    def report(self) -> str:
        """The trace as text: the way numbered, its count, the checks, the side branches."""
        lines = [f"card clicked: {self.card}; played by the engine: {self.played}; "
                 f"the table's move started: {self.moved}"]
        if self.said:
            lines.append(f"the status line says: {self.said}")
            lines.append(f"legality checks: {len(self.checks)} (exactly {CHECKS}: the words' why_illegal)")
        else:
            lines.append(f"the way ({len(self.way)} functions, at most {MAX_WAY}):")
            lines += [f"  {i:2}. {name}" for i, name in enumerate(self.way, 1)]
            lines.append(f"legality checks: {len(self.checks)} (exactly {CHECKS}: Deal.apply's)")
        lines += [f"  - {c}" for c in self.checks]
        lines.append(f"{'called' if self.said else 'beside the way'} ({len(self.beside)} functions, for information):")
        lines += [f"  {name}" for name in self.beside]
        return "\n".join(lines)


def _name(frame) -> tuple[str, str] | None:
    module = frame.f_globals.get("__name__", "")
    if module != PACKAGE and not module.startswith(PACKAGE + "."):
        return None
    return module, frame.f_code.co_qualname


def _label(key: tuple[str, str]) -> str:
    return f"{key[0]}:{key[1]}"


def _is_check(key: tuple[str, str]) -> bool:
    qualname = key[1]
    parts = qualname.split(".")
    return parts[-1] in CHECK_NAMES or any("Legal" in p for p in parts[:-1])


class _Tracer:
    """The profile function: it sees every Python call and return of the GUI thread."""

    def __init__(self, card: int):
        self.card = card
        self.order: dict[tuple[str, str], int] = {}  # the project functions called outside those
        self.way: set[tuple[str, str]] = set()
        self.inside = None  # the frame of Deal.apply or of the move while it runs
        self.check_frame = None  # the outermost check running
        self.checks: list[str] = []
        self.applied = False
        self.done = False

    def __call__(self, frame, event, arg) -> None:
        if self.done:
            return
        if event == "return":
            if frame is self.check_frame:
                self.check_frame = None
            if frame is self.inside:
                self.inside = None
            return
        if event != "call":
            return
        key = _name(frame)
        if key is None:
            return
        if _is_check(key) and self.check_frame is None:
            self.check_frame = frame
            caller = next((k for k in map(_name, _callers(frame)) if k is not None), None)
            self.checks.append(f"{caller[1] if caller else '?'} -> {key[1]}")
        if self.inside is not None:
            return  # Deal.apply's or the move's own work
        self.order.setdefault(key, len(self.order))
        if key == APPLY or (key == MOVE and self.applied and self._moves_the_card(frame)):
            self.way.add(key)
            self.way.update(k for k in map(_name, _callers(frame)) if k is not None)
            self.inside = frame
            if key == APPLY:
                self.applied = True
            else:
                self.done = True  # the first animation step: the trace ends here

    def _moves_the_card(self, frame) -> bool:
        targets = frame.f_locals.get("targets")
        return isinstance(targets, dict) and self.card in targets


class _SeenDuties:
    """The deal's play duties while a click is traced, when they are compiled (Cython, at
    build time: :mod:`deberts_desktop.engine.duties`): a compiled method has no Python frame
    the profile function sees, so each call of ``legal_mask`` here is told to the tracer as
    the check it is (its caller the project function calling), then answered by the duties."""

    def __init__(self, duties, tracer: "_Tracer"):
        self._duties = duties
        self._tracer = tracer

    def legal_mask(self, *args):
        if self._tracer.check_frame is None and not self._tracer.done:
            caller = next((k for k in map(_name, _callers(sys._getframe(0))) if k is not None), None)
            self._tracer.checks.append(f"{caller[1] if caller else '?'} -> PlayDuties.legal_mask")
        return self._duties.legal_mask(*args)

    def __getattr__(self, name):
        return getattr(self._duties, name)


def _callers(frame):
    frame = frame.f_back
    while frame is not None:
        yield frame
        frame = frame.f_back


def _wait(cond, seconds: float) -> bool:
    """Run the event loop until ``cond()`` holds; False if ``seconds`` pass first."""
    from PySide6.QtCore import QEventLoop, QTimer

    end = time.monotonic() + seconds
    while not cond():
        if time.monotonic() > end:
            return False
        loop = QEventLoop()
        QTimer.singleShot(5, loop.quit)
        loop.exec()
    return True


def _visible_point(view, item):
    """A viewport point where ``item`` is the topmost item (the hand is fanned)."""
    from PySide6.QtCore import QPointF

    r = item.boundingRect()
    for fy in (0.5, 0.35, 0.65, 0.2, 0.8):
        for fx in (0.5, 0.3, 0.15, 0.08, 0.7, 0.85):
            vp = view.mapFromScene(item.mapToScene(QPointF(r.left() + r.width() * fx, r.top() + r.height() * fy)))
            if view.itemAt(vp) is item:
                return vp
    return None


def trace_click(players: int = 2, seed: int = 1, speed: str = "off", timeout: float = 60.0,
                refused: bool = False) -> ClickTrace:
    """Build the window, wait for the person's card in a trick, click a legal card and
    trace the click (see the module's docstring). ``speed``: the table's animation speed
    (the way is the same at any speed; "off" reaches the trick soonest). ``timeout``:
    seconds each wait may take at most (a loaded machine is only slower). ``refused``:
    click a dimmed card instead (the first turn that has one), and trace until the status
    line says why it cannot be played (:attr:`ClickTrace.said`); the way is then empty.

    :raises RuntimeError: the person's turn in a trick (with a dimmed card), the card's
        move or the refusal's words never came.
    """
    from deberts_desktop.engine.rules import Rules
    from deberts_desktop.storage.settings import Settings, save_settings
    from PySide6.QtWidgets import QApplication

    from deberts_desktop.ui.app import build_main_window, make_app
    from deberts_desktop.ui.start.folders import SETTINGS_FILE, open_settings

    app = QApplication.instance() or make_app()  # a test's application stays as it is
    with tempfile.TemporaryDirectory(prefix="trace-click-") as tmp:
        config, data = Path(tmp, "config"), Path(tmp, "data")
        config.mkdir()
        save_settings(Settings(rules=Rules(players=players), animation_speed=speed, computer_delay_ms=0),
                      config / SETTINGS_FILE)
        storage = open_settings(config, data)
        win = build_main_window(storage=storage, rules=Rules(players=players), seed=seed, inline_ai=True,
                                staged=True)
        try:
            win.resize(1000, 720)
            win.show()
            return _trace(win, timeout, refused)
        finally:
            win.close()
            app.processEvents()
            storage.close()


def _person_in_trick(win, timeout: float, dimmed: bool):
    """Play quick choices (the first bid or decline, else the first card) until the
    person is to play a card of a trick — one with a card that cannot be played, when
    ``dimmed`` — and the table is idle; returns the deal."""
    from deberts_desktop.engine.actions import Play
    from deberts_desktop.engine.deal import PLAY

    def ready() -> bool:
        ses = getattr(win, "session", None)
        if ses is None or ses.game is None or ses.waiting != ("person", 0):
            return False
        return not win.director.busy and not win.director.queue

    for _ in range(500):
        if not _wait(ready, timeout):
            raise RuntimeError("the person's turn never came")
        deal = win.session.game.deal
        legal = deal.legal_actions()
        if deal.phase == PLAY and (not dimmed or len(legal) < len(deal.hand(0))):
            return deal
        others = [a for a in legal if not isinstance(a, Play)]
        win.session.choose((others or legal)[0])  # a bid, a decline, a lead, a card
    raise RuntimeError("no turn with a card that cannot be played came")


def _trace(win, timeout: float, refused: bool) -> ClickTrace:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    deal = _person_in_trick(win, timeout, refused)
    legal = {a.card: a for a in deal.legal_actions()}
    cards = [c for c in deal.hand(0) if (c in legal) != refused]
    view = win.view
    for card in cards:
        point = _visible_point(view, win.scene.cards[int(card)])
        if point is not None:
            break
    else:
        raise RuntimeError("no card of the kind wanted can be clicked: each is covered")
    before = len(deal.history)
    status = win.status_label
    status.setText("")
    tracer = _Tracer(int(card))
    duties = deal._duties
    if not isinstance(type(duties).legal_mask, types.FunctionType):  # compiled: seen through a wrapper
        deal._duties = _SeenDuties(duties, tracer)
    sys.setprofile(tracer)
    try:
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
        ended = _wait((lambda: status.text() != "") if refused else (lambda: tracer.done), timeout)
    finally:
        sys.setprofile(None)
        deal._duties = duties
    if not ended:
        raise RuntimeError("the table never said why the card is refused" if refused
                           else "the table never started the card's move")
    first = tracer.order
    way = sorted(tracer.way | {PRESS}, key=lambda k: first.get(k, -1)) if not refused else []
    beside = sorted((k for k in first if k not in tracer.way and (refused or k != PRESS)), key=first.get)
    played = len(deal.history) > before
    return ClickTrace(card=str(card), way=[_label(k) for k in way], beside=[_label(k) for k in beside],
                      checks=tracer.checks, played=played and deal.history[before][1] == legal.get(card),
                      moved=tracer.done, said=status.text() if refused else "")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--speed", default="off", choices=("off", "fast", "normal", "slow"))
    parser.add_argument("--refused", action="store_true",
                        help="click a dimmed card instead: the checks until the table says why")
    args = parser.parse_args(argv)
    trace = trace_click(args.players, args.seed, args.speed, refused=args.refused)
    print(trace.report())
    if args.refused:
        ok = len(trace.checks) == CHECKS and not trace.played and trace.said != ""
    else:
        ok = len(trace.way) <= MAX_WAY and len(trace.checks) == CHECKS and trace.played and trace.moved
    return 0 if ok else 1


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package
    sys.exit(main())
