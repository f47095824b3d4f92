"""The jobs the window hands to its worker process (:mod:`deberts_desktop.ui.game.worker`):
one plain top-level function each, named by the window through the function itself.

A job crosses to the worker pickled, that is by its module and name: the worker imports
this module and calls the function, which imports the computer players' module that does
the work when it runs. So the window names a job without loading the AI (its process
keeps none of it: tests/ui/test_process_lifetime.py), the worker loads only what its jobs
need, and the import graph shows who runs what. Arguments and results are small
picklable values.
"""

from __future__ import annotations


def think(level: str, seed, seat: int, view):
    """A computer's action on ``view``: :func:`deberts_desktop.ai.config.think`."""
    from .ai import config

    return config.think(level, seed, seat, view)


def warm_up() -> None:
    """The worker's head start (imports, caches): :func:`deberts_desktop.ai.config.warm_up`."""
    from .ai import config

    config.warm_up()


def hint(view, level: str):
    """An explained hint for ``view``: :func:`deberts_desktop.ai.explain.hint`."""
    from .ai import explain

    return explain.hint(view, level)


def coach_values(view):
    """The fair value of each legal card of ``view``: :func:`deberts_desktop.ai.coach.coach_values`."""
    from .ai import coach

    return coach.coach_values(view)


def review_deal(rules, record, dealer: int, progress=None):
    """A deal's review with ``progress(done, total)``: :func:`deberts_desktop.ai.review.review_deal`."""
    from .ai import review

    return review.review_deal(rules, record, dealer, progress=progress)
