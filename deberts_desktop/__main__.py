"""``python -m deberts_desktop``: the same as the ``deberts-desktop`` command (the frozen app
starts from ``packaging/entry.py``, which also turns the executable into the computers' worker
or a child of the arena's ``--jobs`` when started as one)."""

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
