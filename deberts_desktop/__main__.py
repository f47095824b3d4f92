"""``python -m deberts_desktop``: the same as the ``deberts-desktop`` command (the frozen app
starts from ``packaging/entry.py``, which calls ``multiprocessing.freeze_support()``)."""

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
