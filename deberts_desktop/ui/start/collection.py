"""Python's cyclic garbage collection on the GUI thread, from the first table on.

Python's automatic collector runs its pass on whichever thread happens to allocate when
its counts are reached, and the window's process has Python threads of its own (a record's
loading, History's statistics, the computer players' reader, the saved game's writer). A
pass started there frees what it finds in reference cycles — a closed window, card items,
pixmaps, timers — there too, and a Qt object deleted off the GUI thread can bring the app
down with a segmentation fault (``tests/ui/test_gc_thread.py`` shows such a pass).

So the window's process keeps the automatic collector off after its start has held it
(:func:`deberts_desktop.hold_collection`), and from the first table on a timer on the GUI
thread runs the passes it would have run: every :data:`INTERVAL_MS` it compares the counts
(:func:`gc.get_count`) with the thresholds (:func:`gc.get_threshold`) and collects the
oldest generation that is due (:func:`due_generation`) — the way pyqtgraph's
``GarbageCollector`` does. The end of the window's run stops the timer and turns the
automatic collector on again (:func:`stop`, then :func:`deberts_desktop.resume_collection`).
The worker processes (the computer players', the comparisons', a deal's review) make no Qt
objects: their collector stays Python's own.

What survives the timer's first pass — what the start made and keeps for the whole run:
modules, functions, classes, the window's Python objects, some 44,000 — is then frozen
(:func:`gc.freeze`, about a microsecond: moved out of the generations, never walked again; an
object of them still goes as soon as nothing refers to it). That first pass is a pass over
all the start made anyway (the collector was held: it all waited in the youngest
generation), and it frees the start's garbage in reference cycles before the freeze. A
later full pass walks only what was made since: 0.6 ms instead of 12 while a game is played
(``benchmarks/gc_pass.py``, benchmarks/README.md). What the start made and the run later
drops in a reference cycle only is kept until the app ends (none over a whole game).
"""

from __future__ import annotations

import gc

from ... import collection_held

#: How often the GUI thread looks whether a pass is due (milliseconds)
INTERVAL_MS = 1000

#: Whether the timer's first pass freezes what survives it (:func:`collect_due`); the test
#: run freezes its own modules and collects each test's objects at its teardown
#: (``tests/conftest.py``), which a window's freeze would keep from it
FREEZE = True

#: the running timer (None: the automatic collector's way, or held), and whether its first
#: pass is still to come
_timer: dict = {"timer": None, "first": True}


def due_generation(count: tuple[int, int, int], threshold: tuple[int, int, int]) -> int | None:
    """The generation the automatic collector would collect now, or None: none while the
    youngest's count has not passed its threshold (a threshold of 0: never), else the oldest
    one whose count has passed its threshold (a pass collects the younger ones with it).
    (Python's own also waits with the oldest until a quarter more objects than the last full
    pass kept are waiting for it; that number is not readable from Python.)

    >>> due_generation((701, 3, 2), (700, 10, 10)), due_generation((701, 11, 11), (700, 10, 10))
    (0, 2)
    >>> due_generation((700, 11, 11), (700, 10, 10)) is None
    True
    """
    if threshold[0] <= 0 or count[0] <= threshold[0]:
        return None
    for generation in (2, 1):
        if count[generation] > threshold[generation]:
            return generation
    return 0


def collect_due() -> None:
    """The pass that is due now, if any (:func:`due_generation`), on this thread; what
    survives the first one is frozen (:data:`FREEZE`; the module's documentation)."""
    generation = due_generation(gc.get_count(), gc.get_threshold())
    if generation is None:
        return
    gc.collect(generation)
    if _timer["first"] and FREEZE:
        _timer["first"] = False
        gc.freeze()


def start() -> None:
    """From now on the collector's passes run on this thread (the GUI thread), from a timer:
    only while the start holds the collector (:func:`deberts_desktop.collection_held`: it
    stays off); nothing when it is on or was off already, or the timer runs already."""
    if not collection_held() or _timer["timer"] is not None:
        return
    from PySide6.QtCore import QTimer

    timer = QTimer()
    timer.setInterval(INTERVAL_MS)
    timer.timeout.connect(collect_due)
    timer.start()
    _timer["timer"] = timer
    _timer["first"] = True


def running() -> bool:
    """Whether the GUI thread's timer collects (:func:`start`)."""
    return _timer["timer"] is not None


def stop() -> None:
    """No more passes from the timer (the window's run has ended; on the GUI thread)."""
    timer = _timer["timer"]
    if timer is not None:
        _timer["timer"] = None
        timer.stop()
