"""Today's double-dummy solver, kept as the reference that the new one
(:mod:`deberts_desktop.ai.solver`) is measured and checked against
(``benchmarks/solver_speed.py``, ``tests/ai/test_solver.py``).

A frozen copy of ``deberts_desktop/ai/solver.py`` and the parts of ``ai/position.py`` it
searched on (commit bdf6df8), self-contained: it reads only the engine's card tables.
Do not improve it: its values and its speed are the yardstick.

>>> from deberts_desktop.engine.rules import Rules
>>> from deberts_desktop.engine.state import PlayState
>>> state = PlayState(Rules(players=2), 0, [0b11, 0b1100], 0)  # trump ♠: 7♠ 8♠ vs 9♠ T♠
>>> pos = position_from_state(state)
>>> split_value(Solver(pos, 1).value(pos))  # both tricks: 9♠ 14 + T♠ 10 + the last trick's 10
(34, True)
"""

from .position import Position, position_from_state
from .solver import INF, SearchAborted, Solver, remaining_points, split_value

__all__ = ["INF", "Position", "SearchAborted", "Solver", "position_from_state", "remaining_points", "split_value"]
