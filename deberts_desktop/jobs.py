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


def hint(view, level: str, pause=None):
    """An explained hint for ``view``: :func:`deberts_desktop.ai.explain.hint`, ended
    between its worlds when the owner drops it (``pause``)."""
    from .ai import explain

    return explain.hint(view, level, step=pause)


def coach_values(view, hint_level: str | None = None, pause=None):
    """The fair value of each legal card of ``view``, the hint at ``hint_level`` made from the
    same evaluation and kept for the hint asked next: :func:`deberts_desktop.ai.coach.coach_values`,
    ended between its worlds when the owner drops it (``pause``)."""
    from .ai import coach

    return coach.coach_values(view, hint_level=hint_level, step=pause)


def review_deal(rules, record, dealer: int, progress=None):
    """A deal's review with ``progress(done, total)``: :func:`deberts_desktop.ai.review.review_deal`."""
    from .ai import review

    return review.review_deal(rules, record, dealer, progress=progress)


def compare_at_table(rules, record_deal, dealer: int, before, row, seat: int, levels, seed, pause=None):
    """The Master in the person's seat of a finished deal of a game at the table (JSON
    data): :func:`deberts_desktop.ai.compare.compare_at_table`, paused between its
    decisions when the owner pauses the worker (``pause``)."""
    from .ai import compare

    return compare.compare_at_table(rules, record_deal, dealer, before, row, seat, levels, seed, pause)


def master_configuration() -> str:
    """The Master's configuration id now: :func:`deberts_desktop.ai.compare.config_id` of
    the Master (the comparisons' worker's head start: it loads the comparison too)."""
    from .ai import compare
    from .ai.config import LEVELS

    return compare.config_id(LEVELS["master"])
