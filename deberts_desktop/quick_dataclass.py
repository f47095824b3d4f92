"""The package's dataclasses, made quickly (issue 21, start-up): :func:`dataclass` is the
standard library's ``@dataclasses.dataclass`` for the options this package uses —
``frozen`` and ``slots``, fields with a default, a ``default_factory``, ``init=False``,
``repr=False``, ``compare=False`` or ``hash``, and ``__post_init__`` — with the same
result: the same :func:`dataclasses.fields` (so :func:`dataclasses.replace`,
:func:`dataclasses.asdict` and :func:`dataclasses.is_dataclass` work), the same
``__init__`` signature, ``repr``, equality, hash, ``__match_args__``, immutability
(:class:`dataclasses.FrozenInstanceError`) and pickling.

What differs is its cost. The standard decorator writes six methods of a frozen class as
source text and compiles each (about 0.4 ms a class, some 18 ms for the 35 classes the first
table needs, 8 % of the whole start); here only ``__init__`` is compiled (the one method
whose speed and signature matter), and ``__repr__``, ``__eq__``, ``__hash__``,
``__setattr__``, ``__delattr__`` and the pickling of a frozen class with slots are shared
functions that read the class's field names (``operator.attrgetter``: comparing and hashing
are as quick). The standard decorator still collects the fields, adds the slots and
``__match_args__``: it is called with ``init``, ``repr`` and ``eq`` off and ``frozen``
off (so ``__dataclass_params__`` says ``frozen=False``: read :func:`is_frozen` instead).

>>> from dataclasses import FrozenInstanceError, field, replace
>>> @dataclass(frozen=True, slots=True)
... class Bid:
...     seat: int
...     text: str = "pass"
...     notes: list = field(default_factory=list, compare=False)
>>> b = Bid(1)
>>> b, b == Bid(1, "pass", ["x"]), hash(b) == hash(Bid(1)), replace(b, text="take")
(Bid(seat=1, text='pass', notes=[]), True, True, Bid(seat=1, text='take', notes=[]))
>>> try:
...     b.seat = 2
... except FrozenInstanceError as e:
...     print(e)
cannot assign to field 'seat'
"""

from __future__ import annotations

import dataclasses
from dataclasses import MISSING, FrozenInstanceError
from operator import attrgetter
from reprlib import recursive_repr

__all__ = ["dataclass", "is_frozen"]

#: the class attribute that says a class was made frozen here
_FROZEN = "__quick_dataclass_frozen__"


class _Factory:
    """The default shown in ``__init__``'s signature for a field with a
    ``default_factory`` (the standard library shows ``<factory>`` too)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "<factory>"


_FACTORY = _Factory()


def is_frozen(cls_or_instance) -> bool:
    """Whether a class made by :func:`dataclass` (or an instance of one) is frozen."""
    return bool(getattr(cls_or_instance, _FROZEN, False))


def dataclass(cls=None, /, *, frozen: bool = False, slots: bool = False):
    """``@dataclasses.dataclass`` with ``frozen`` and ``slots`` (the module says what is the
    same and what is quicker). Used bare (``@dataclass``) or with the options.

    :raises TypeError: a frozen class that defines ``__setattr__`` or ``__delattr__``
        itself, or a frozen class and a mutable one inheriting from each other, as the
        standard decorator does (and its own errors: a field without a default
        after one with a default, a mutable default, ...).
    """

    def wrap(c):
        return _make(c, frozen, slots)

    return wrap if cls is None else wrap(cls)


def _fields_key(names: tuple[str, ...]):
    """A function giving the tuple of an instance's values of ``names`` (the tuple the
    standard library's methods compare and hash)."""
    if not names:
        return lambda self: ()
    if len(names) == 1:
        one = attrgetter(names[0])
        return lambda self: (one(self),)
    return attrgetter(*names)


def _make(cls, frozen: bool, slots: bool):
    own = cls.__dict__
    bases = [b.__dict__.get(_FROZEN, False) for b in cls.__mro__[1:] if "__dataclass_fields__" in b.__dict__]
    # as the standard decorator: frozen and mutable dataclasses do not inherit from each other
    if any(bases) and not frozen:
        raise TypeError("cannot inherit non-frozen dataclass from a frozen one")
    if bases and frozen and not all(bases):
        raise TypeError("cannot inherit frozen dataclass from a non-frozen one")
    if frozen:
        for name in ("__setattr__", "__delattr__"):
            if name in own:
                raise TypeError(f"Cannot overwrite attribute {name} in class {cls.__name__}")
    documented = bool(own.get("__doc__"))
    if not documented:  # the standard decorator would read the signature of a missing __init__
        cls.__doc__ = cls.__name__
    # what the class defines itself stays, as with the standard decorator
    has_repr, has_eq = "__repr__" in own, "__eq__" in own
    class_hash = own.get("__hash__", MISSING)
    explicit_hash = not (class_hash is MISSING or (class_hash is None and has_eq))
    cls = dataclasses.dataclass(cls, init=False, repr=False, eq=False, frozen=False, slots=slots)
    fields = dataclasses.fields(cls)
    names = tuple(f.name for f in fields)
    cls.__init__ = _init(cls, fields, frozen)
    if not documented:
        import inspect

        cls.__doc__ = cls.__name__ + str(inspect.signature(cls)).replace(" -> None", "")
    if not has_repr:
        shown = tuple(f.name for f in fields if f.repr)

        @recursive_repr()
        def __repr__(self):
            return f"{self.__class__.__qualname__}({', '.join(f'{n}={getattr(self, n)!r}' for n in shown)})"

        __repr__.__qualname__ = f"{cls.__qualname__}.__repr__"
        cls.__repr__ = __repr__
    if not has_eq:
        key = _fields_key(tuple(f.name for f in fields if f.compare))

        def __eq__(self, other):
            if other.__class__ is self.__class__:
                return key(self) == key(other)
            return NotImplemented

        __eq__.__qualname__ = f"{cls.__qualname__}.__eq__"
        cls.__eq__ = __eq__
    if not explicit_hash:
        if frozen:
            hashed = _fields_key(tuple(f.name for f in fields if (f.compare if f.hash is None else f.hash)))

            def __hash__(self):
                return hash(hashed(self))

            __hash__.__qualname__ = f"{cls.__qualname__}.__hash__"
            cls.__hash__ = __hash__
        else:
            cls.__hash__ = None  # mutable and compared by value: unhashable
    if frozen:
        _freeze(cls, names, slots)
    return cls


def _init(cls, fields, frozen: bool):
    """The class's ``__init__``, compiled from its fields as the standard library writes it:
    the init fields in order (defaults and factories), the other fields' defaults, then
    ``__post_init__``; a frozen class's fields set through ``object.__setattr__``."""
    env = {"_MISSING": MISSING, "_FACTORY": _FACTORY, "_set": object.__setattr__}
    params, lines = [], []
    defaults = False
    for f in fields:
        if f.init:
            if f.default is MISSING and f.default_factory is MISSING and defaults:
                raise TypeError(f"non-default argument {f.name!r} follows default argument")
            defaults = defaults or f.default is not MISSING or f.default_factory is not MISSING
            if f.default is not MISSING:
                env[f"_dflt_{f.name}"] = f.default
                params.append(f"{f.name}=_dflt_{f.name}")
            elif f.default_factory is not MISSING:
                env[f"_factory_{f.name}"] = f.default_factory
                params.append(f"{f.name}=_FACTORY")
                lines.append(f"if {f.name} is _FACTORY: {f.name} = _factory_{f.name}()")
            else:
                params.append(f.name)
            value = f.name
        elif f.default is not MISSING:
            env[f"_dflt_{f.name}"] = f.default
            value = f"_dflt_{f.name}"
        elif f.default_factory is not MISSING:
            env[f"_factory_{f.name}"] = f.default_factory
            value = f"_factory_{f.name}()"
        else:
            continue  # init=False and no default: left unset, as the standard library does
        lines.append(f"_set(self, {f.name!r}, {value})" if frozen else f"self.{f.name} = {value}")
    if hasattr(cls, "__post_init__"):
        lines.append("self.__post_init__()")
    source = f"def __init__(self, {', '.join(params)}):\n" + "".join(f" {line}\n" for line in lines or ["pass"])
    exec(source, env)
    init = env["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    init.__annotations__ = {f.name: f.type for f in fields if f.init} | {"return": None}
    return init


def _freeze(cls, names: tuple[str, ...], slots: bool) -> None:
    """A frozen class's ``__setattr__`` and ``__delattr__`` (a field, or any attribute of
    the class itself, raises :class:`~dataclasses.FrozenInstanceError`), and with slots its
    pickling (set through ``object.__setattr__``)."""
    fields = frozenset(names)

    def __setattr__(self, name, value):
        if type(self) is cls or name in fields:
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    def __delattr__(self, name):
        if type(self) is cls or name in fields:
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    for method in (__setattr__, __delattr__):
        method.__qualname__ = f"{cls.__qualname__}.{method.__name__}"
        setattr(cls, method.__name__, method)
    setattr(cls, _FROZEN, True)
    if slots:
        own = cls.__dict__
        if "__getstate__" not in own:
            cls.__getstate__ = lambda self: [getattr(self, n) for n in names]
        if "__setstate__" not in own:
            def __setstate__(self, state):
                for n, v in zip(names, state):
                    object.__setattr__(self, n, v)

            cls.__setstate__ = __setstate__
