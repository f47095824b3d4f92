"""Entry script of the frozen app (PyInstaller needs a script, not a package ``__main__``).

Does what ``python -m deberts_desktop`` does. ``multiprocessing.freeze_support()`` must run
first: the computer players run in a spawn-context ``ProcessPoolExecutor``, and in a frozen
app each worker process is this same executable started with special arguments, which
``freeze_support`` recognises and turns into the worker instead of a second game window.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from deberts_desktop.cli import main

    sys.exit(main())
