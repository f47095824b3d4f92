"""``python -m deberts_desktop``: the same as the ``deberts-desktop`` command (the frozen app
starts from ``packaging/entry.py``, which also turns the executable into the computers' worker
or a child of the arena's ``--jobs`` when started as one)."""

import sys

from . import hold_collection

hold_collection()  # from the first line: the command line's modules live on (cli.main resumes it)
from .cli import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
