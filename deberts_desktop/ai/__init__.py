"""Computer players for Debertz and the arena that measures them (issue 3).

>>> from deberts_desktop.ai import make_player, LEVELS
>>> list(LEVELS)
['beginner', 'amateur', 'expert', 'master']

See :mod:`deberts_desktop.ai.players` for the interface, :mod:`~deberts_desktop.ai.config`
for the levels, :mod:`~deberts_desktop.ai.arena`
for ``deberts-desktop arena``, :mod:`~deberts_desktop.ai.analysis` for
``deberts-desktop analyse`` and :mod:`~deberts_desktop.ai.compare` for ``deberts-desktop
compare`` (the Master in a seat of a finished deal, issue 24). Learning from a deal (issue 13):
:mod:`~deberts_desktop.ai.fair` (fair values), :mod:`~deberts_desktop.ai.review` (a deal's
review), :mod:`~deberts_desktop.ai.explain` (hints with reasons) and
:mod:`~deberts_desktop.ai.coach`.
"""

from ..lazy import lazy_exports

# each exported name and its module: imported on first use (deberts_desktop.lazy)
_EXPORTS = {"ARENA_LEVELS": "config", "LEVELS": "config", "LevelConfig": "config", "Player": "players",
            "make_player": "config"}
__all__ = list(_EXPORTS)
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
