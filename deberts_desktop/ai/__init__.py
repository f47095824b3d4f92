"""Computer players for Debertz and the arena that measures them (issue 3).

>>> from deberts_desktop.ai import make_player, LEVELS
>>> list(LEVELS)
['beginner', 'amateur', 'expert', 'master']

See :mod:`deberts_desktop.ai.players` for the interface, :mod:`~deberts_desktop.ai.config`
for the levels, :mod:`~deberts_desktop.ai.arena`
for ``deberts-desktop arena`` and :mod:`~deberts_desktop.ai.analysis` for
``deberts-desktop analyse``. Learning from a deal (issue 13):
:mod:`~deberts_desktop.ai.fair` (fair values), :mod:`~deberts_desktop.ai.review` (a deal's
review), :mod:`~deberts_desktop.ai.explain` (hints with reasons) and
:mod:`~deberts_desktop.ai.coach`.
"""

from .config import ARENA_LEVELS, LEVELS, LevelConfig
from .players import Player, make_player

__all__ = ["ARENA_LEVELS", "LEVELS", "LevelConfig", "Player", "make_player"]
