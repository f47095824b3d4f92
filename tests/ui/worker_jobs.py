"""Jobs for the worker tests (run in the worker process: top-level functions)."""

import os
import time


def add(a, b):
    return a + b


def count(n, progress):
    for i in range(n):
        progress(i + 1, n)
    return n


def fail():
    raise ValueError("broken on purpose")


def sleep(seconds):
    time.sleep(seconds)
    return os.getpid()


def begun_sleep(seconds, progress):
    """Says it has begun (progress 0 of 1), then sleeps ``seconds`` (a long search)."""
    progress(0, 1)
    time.sleep(seconds)
    return os.getpid()


def pid():
    return os.getpid()


def loaded(*prefixes):
    """The modules loaded in the worker whose names start with one of ``prefixes``."""
    import sys

    return sorted(m for m in sys.modules if m.startswith(prefixes))


def unpicklable():
    """An answer pickle refuses (a lambda)."""
    return lambda: None


WARMED: list[int] = []


def warm():
    """A warm-up: the worker's process id, kept in the worker."""
    WARMED.append(os.getpid())


def warmed():
    return list(WARMED)


def read_after_pause(path, progress, pause):
    """Says it has begun (progress 1 of 2), takes the owner's pause, then reads ``path``:
    what the owner wrote there before it resumed the worker."""
    progress(1, 2)
    pause()
    with open(path, encoding="utf-8") as f:
        return f.read()


def niceness():
    """The worker's niceness (Linux and macOS)."""
    return os.nice(0)


def scribble():
    """Writes on the worker's standard output itself, as a native library's ``printf``
    would: the answers' stream is broken from here on."""
    os.write(1, b"not an answer\n")
    return 1


def steps_until_dropped(progress, pause):
    """Says it has begun (progress 1 of 2), then takes a step a millisecond until its owner
    drops it (the step raises); after a minute of steps it answers "not dropped"."""
    progress(1, 2)
    for _ in range(60_000):
        pause()
        time.sleep(0.001)
    return "not dropped"


def values_until_dropped(view, hint_level, progress, pause):
    """The coach's values' job (``jobs.coach_values``'s arguments) as a worker busy until
    the owner drops it: :func:`steps_until_dropped`."""
    return steps_until_dropped(progress, pause)


def hint_until_dropped(view, level, progress, pause):
    """The hint's job (``jobs.hint``'s arguments) as a worker busy until the owner drops it:
    :func:`steps_until_dropped`."""
    return steps_until_dropped(progress, pause)


_hints_made = [0]


def hint_then_until_dropped(view, level, progress, pause):
    """The hint's job (``jobs.hint``'s arguments): the first in this worker is answered (a
    real hint, from a few worlds), the next ones are busy until the owner drops them
    (:func:`steps_until_dropped`)."""
    _hints_made[0] += 1
    if _hints_made[0] == 1:
        from deberts_desktop.ai import explain

        return explain.hint(view, level, worlds=4)
    return steps_until_dropped(progress, pause)


def spin_until_dropped(pause):
    """Thinks without a word (a Master decision: no progress told) — the processor busy —
    until its owner drops it; after two minutes it answers "not dropped"."""
    end = time.monotonic() + 120
    while time.monotonic() < end:
        pause()
        sum(range(20_000))
    return "not dropped"
