"""Frozen values compared, hashed and shown by their fields: the engine's events, a score
sheet's row, a deal's entry, a sequence, the player's settings and rule presets.

Each such class derives from :class:`Frozen` and is made by :func:`frozen`: a frozen
dataclass (its fields set once by ``__init__``; :func:`dataclasses.replace`,
:func:`dataclasses.fields` and pattern matching work as for any dataclass) whose comparison,
hash and text are :class:`Frozen`'s, written once here for all of them, with the same
meaning as a dataclass's own. A dataclass writes those methods for each class, in Python
source it compiles when the class is made: some 0.1–0.3 ms a class, paid by the start before
the first table (issue 21).

>>> @frozen
... class Point(Frozen):
...     x: int
...     y: int = 0
>>> Point(1) == Point(1, 0), Point(1) == Point(2), hash(Point(1)) == hash(Point(1, 0)), Point(3, 4)
(True, False, True, Point(x=3, y=4))
"""

from __future__ import annotations

from dataclasses import dataclass, fields


class Frozen:
    """Base of the frozen values: equal when of the same class with equal compared fields
    (in their order, as a dataclass compares them), the hash of those fields' tuple, and
    ``Name(field=value, ...)`` with the fields that are shown."""

    __slots__ = ()
    #: the names of the fields compared and hashed (set by :func:`frozen`)
    _compared: tuple[str, ...] = ()

    def _values(self) -> tuple:
        return tuple(getattr(self, name) for name in self._compared)

    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        shown = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in fields(self) if f.repr)
        return f"{type(self).__qualname__}({shown})"


def frozen(cls=None, /, *, slots: bool = True):
    """Make ``cls`` (a subclass of :class:`Frozen`) a frozen dataclass, with ``__slots__``
    unless ``slots`` is False; its comparison, hash and text are :class:`Frozen`'s. Used
    as ``@frozen`` or ``@frozen(slots=False)``."""

    def make(c):
        c = dataclass(c, frozen=True, slots=slots, eq=False, repr=False)
        c._compared = tuple(f.name for f in fields(c) if f.compare)
        return c

    return make if cls is None else make(cls)
