"""Stand-in players for the arena's ``--jobs`` tests (imported by the pool's children:
top-level names)."""

import os
import time


def sleeper(seed):
    """A player factory that says it is at work (a file named by its process id in
    ``$DEBERTS_TEST_MARKS``), then works for ever (a long search)."""
    folder = os.environ["DEBERTS_TEST_MARKS"]
    with open(os.path.join(folder, str(os.getpid())), "w") as f:
        f.write("working")
    time.sleep(600)
