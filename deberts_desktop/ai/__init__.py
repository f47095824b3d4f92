"""Computer players for Debertz and the arena that measures them (issue 3).

>>> from deberts_desktop.ai import make_player, LEVELS
>>> list(LEVELS)
['beginner', 'amateur', 'expert', 'master']

See :mod:`deberts_desktop.ai.players` for the interface, :mod:`~deberts_desktop.ai.config`
for the levels, :mod:`~deberts_desktop.ai.arena`
for ``deberts-desktop arena`` and :mod:`~deberts_desktop.ai.analysis` for
``deberts-desktop analyse``.
"""

from .config import ARENA_LEVELS, LEVELS, LevelConfig
from .players import Player, make_player

__all__ = ["ARENA_LEVELS", "LEVELS", "LevelConfig", "Player", "make_player"]
