"""deberts_desktop.quick_dataclass makes the same classes as the standard library's
``@dataclass`` (issue 21: only what it costs at import differs). Each shape below is made
twice, by the standard decorator and by the quick one, and every behaviour the package uses is
compared: the fields, the ``__init__`` signature, repr, equality, hash, immutability,
``replace``/``asdict``, pickling and copying, ``__match_args__``, slots, ``__post_init__``,
inheritance, what a class defines itself, and the errors. The last test checks that the
package makes its dataclasses with the quick decorator only."""

from __future__ import annotations

import copy
import dataclasses
import inspect
import pickle
import re
from dataclasses import FrozenInstanceError, field
from pathlib import Path

import pytest

from deberts_desktop import quick_dataclass
from deberts_desktop.quick_dataclass import is_frozen

PACKAGE = Path(__file__).resolve().parents[1] / "deberts_desktop"


def shapes(dataclass) -> dict[str, type]:
    """The shapes of the package's dataclasses, made by ``dataclass``; each with the
    arguments of two equal instances and of a different one: ``{name: (cls, args, other)}``."""

    @dataclass(frozen=True, slots=True)
    class Event:
        """A base without fields."""

    @dataclass(frozen=True, slots=True)
    class CardsDealt(Event):
        """Frozen with slots, a default, a field left out of repr."""

        seat: int
        cards: tuple
        completion: bool = False
        result: object = field(default=None, repr=False)

    @dataclass(frozen=True)
    class Settings:
        """Frozen without slots: factories, a field not compared, one not hashed, __post_init__."""

        names: tuple = ("You", "Anna")
        rules: dict = field(default_factory=dict, compare=False)
        tags: list = field(default_factory=list, hash=False)
        level: int = 3

        def __post_init__(self) -> None:
            if self.level < 0:
                raise ValueError("level below 0")
            object.__setattr__(self, "names", tuple(self.names))

    @dataclass
    class Storage:
        """Mutable: factories, a field outside __init__."""

        folder: str
        messages: list = field(default_factory=list)
        history: object = field(default=None, repr=False)
        opened: int = field(default=0, init=False)

    @dataclass(slots=True)
    class World:
        """Mutable with slots."""

        hands: list
        weight: float = 1.0

    @dataclass(frozen=True, slots=True)
    class Bid:
        """Its own repr and hash stay."""

        kind: str
        suit: str | None = None

        def __repr__(self) -> str:
            return f"Bid({self.kind!r})"

        def __hash__(self) -> int:
            return 7

    @dataclass(frozen=True)
    class Point:
        x: int
        y: int = 0

    return {"Event": (Event, (), None), "CardsDealt": (CardsDealt, (1, (3, 4)), (2, (3, 4))),
            "Settings": (Settings, (["A", "B"],), (("A", "C"),)), "Storage": (Storage, ("f",), ("g",)),
            "World": (World, ([1],), ([2],)), "Bid": (Bid, ("take",), ("pass",)), "Point": (Point, (1,), (2,))}


STD = shapes(dataclasses.dataclass)
QUICK = shapes(quick_dataclass.dataclass)


def both(name):
    return STD[name], QUICK[name]


@pytest.mark.parametrize("name", sorted(STD))
def test_the_same_fields_signature_repr_and_documentation(name):
    (std, args, _), (quick, qargs, _) = both(name)
    assert dataclasses.is_dataclass(quick)
    fields = lambda c: [(f.name, f.type, f.default, f.init, f.repr, f.compare, f.hash)  # noqa: E731
                        for f in dataclasses.fields(c)]
    assert fields(quick) == fields(std)
    assert [f.default_factory for f in dataclasses.fields(quick)] == [f.default_factory for f in dataclasses.fields(std)]
    assert str(inspect.signature(quick)) == str(inspect.signature(std))
    assert repr(quick(*qargs)) == repr(std(*args))
    assert quick.__doc__ == std.__doc__
    assert quick.__match_args__ == std.__match_args__
    assert getattr(quick, "__slots__", None) == getattr(std, "__slots__", None)
    assert hasattr(quick(*qargs), "__dict__") == hasattr(std(*args), "__dict__")


@pytest.mark.parametrize("name", sorted(STD))
def test_equal_and_hashed_as_the_standard_library_does(name):
    (std, args, other), (quick, _, _) = both(name)
    a, b = quick(*args), quick(*args)
    sa, sb = std(*args), std(*args)
    assert (a == b, a != b) == (sa == sb, sa != sb) == (True, False)
    assert (a == sa) is False  # another class: never equal
    if other is not None:
        assert (quick(*other) == a) == (std(*other) == sa) == False  # noqa: E712
    hashable = std.__hash__ is not None
    assert (quick.__hash__ is not None) == hashable
    if hashable:
        assert hash(a) == hash(b)
        assert hash(a) == hash(sa)  # the same tuple of values hashed (or the class's own __hash__)
    assert is_frozen(quick) == (std.__dataclass_params__.frozen)


@pytest.mark.parametrize("name", ["CardsDealt", "Settings", "Bid", "Point", "Event"])
def test_a_frozen_instance_cannot_change(name):
    (_, args, _), (quick, _, _) = both(name)
    value = quick(*args)
    for f in dataclasses.fields(value):
        with pytest.raises(FrozenInstanceError, match=f"cannot assign to field '{f.name}'"):
            setattr(value, f.name, 1)
        with pytest.raises(FrozenInstanceError, match=f"cannot delete field '{f.name}'"):
            delattr(value, f.name)
    with pytest.raises(FrozenInstanceError):
        value.other = 1


@pytest.mark.parametrize("name", sorted(STD))
def test_replace_asdict_pickle_and_copy(name):
    (std, args, _), (quick, qargs, _) = both(name)
    value = quick(*qargs)
    assert dataclasses.asdict(value) == dataclasses.asdict(std(*args))
    assert dataclasses.astuple(value) == dataclasses.astuple(std(*args))
    assert dataclasses.replace(value) == value
    for again in (copy.copy(value), copy.deepcopy(value)):
        assert again == value and again is not value
    if name not in ("Storage",) and "<locals>" not in quick.__qualname__:
        assert pickle.loads(pickle.dumps(value)) == value


def test_pickled_frozen_slots_keep_their_values_and_stay_frozen():
    # pickle needs a class it can find by name: this module's twin of the CardsDealt shape
    value = Dealt(2, (5, 6), True)
    again = pickle.loads(pickle.dumps(value))
    assert (again.seat, again.cards, again.completion, again.result) == (2, (5, 6), True, None)
    assert again == value and hash(again) == hash(value)
    with pytest.raises(FrozenInstanceError):
        again.seat = 1
    assert copy.deepcopy(World2([[1, 2]], 0.5)) == World2([[1, 2]], 0.5)


@quick_dataclass.dataclass(frozen=True, slots=True)
class Dealt:
    """A frozen class with slots at module level (picklable)."""

    seat: int
    cards: tuple
    completion: bool = False
    result: object = field(default=None, repr=False)


@quick_dataclass.dataclass(slots=True)
class World2:
    """A mutable class with slots at module level."""

    hands: list
    weight: float = 1.0


def test_init_post_init_factories_and_fields_outside_init():
    _, (Settings, _, _) = both("Settings")
    a, b = Settings(), Settings()
    assert a.rules == {} and a.tags == [] and a.rules is not b.rules and a.tags is not b.tags
    assert Settings(["X"]).names == ("X",)  # __post_init__ ran
    with pytest.raises(ValueError, match="level below 0"):
        Settings(level=-1)
    assert Settings(rules={"a": 1}) == Settings(rules={"b": 2})  # not compared
    assert hash(Settings(tags=[1])) == hash(Settings(tags=[2]))  # not hashed
    _, (Storage, _, _) = both("Storage")
    s = Storage("f")
    assert s.opened == 0 and "history" not in repr(s) and "opened=0" in repr(s)
    s.folder = "g"
    assert s.folder == "g"
    with pytest.raises(TypeError):
        Storage("f", [], None, 1)  # opened is not an argument
    with pytest.raises(TypeError, match="unexpected keyword"):
        Storage("f", opened=1)
    with pytest.raises(TypeError, match="missing 1 required positional argument"):
        Storage()


def test_inheritance_and_the_standard_library_s_errors():
    dc = quick_dataclass.dataclass
    _, (CardsDealt, _, _) = both("CardsDealt")
    _, (Event, _, _) = both("Event")
    assert isinstance(CardsDealt(1, ()), Event)
    with pytest.raises(TypeError, match="non-frozen dataclass from a frozen one"):
        @dc
        class Mutable(Event):
            x: int = 0
    _, (Storage, _, _) = both("Storage")
    with pytest.raises(TypeError, match="frozen dataclass from a non-frozen one"):
        @dc(frozen=True)
        class Frozen(Storage):
            pass
    with pytest.raises(TypeError, match="non-default argument 'b' follows default argument"):
        @dc
        class Order:
            a: int = 0
            b: int
    with pytest.raises(ValueError, match="mutable default"):
        @dc
        class Shared:
            a: list = []
    with pytest.raises(TypeError, match="Cannot overwrite attribute __setattr__"):
        @dc(frozen=True)
        class Own:
            a: int = 0

            def __setattr__(self, name, value):
                pass


def test_the_package_makes_its_dataclasses_with_the_quick_decorator():
    """Every ``@dataclass`` of the package is :func:`deberts_desktop.quick_dataclass.dataclass`
    (the standard one costs the start about 0.4 ms a class)."""
    wrong = []
    for path in PACKAGE.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        if re.search(r"^\s*(from dataclasses import[^\n]*\bdataclass\b|@dataclasses\.dataclass)", text, re.M):
            wrong.append(str(path.relative_to(PACKAGE)))
        if "@dataclass" in text and path.name != "quick_dataclass.py":
            assert re.search(r"^from \.+quick_dataclass import dataclass$", text, re.M), path
    assert wrong == []
