"""Lazy package exports (PEP 562): a package names what it exports and from which of its
modules, and a module is imported only when one of its names is first used. The window's
first frame then pays only for the modules it uses (issue 15, start-up), while
``from deberts_desktop.engine import Deal`` keeps working everywhere.

>>> getattr_, dir_ = lazy_exports("json", {"JSONDecoder": "decoder"})
>>> getattr_("JSONDecoder").__name__
'JSONDecoder'
>>> getattr_("nothing")
Traceback (most recent call last):
AttributeError: module 'json' has no attribute 'nothing'
"""

from __future__ import annotations

import sys
from importlib import import_module


def lazy_exports(package: str, exports: dict[str, str], home: str | None = None):
    """``(__getattr__, __dir__)`` for ``package``'s ``__init__``: ``exports`` maps each
    exported name to the submodule (relative, without dots) that defines it. An unknown
    name raises :class:`AttributeError`, as for any module.

    ``home``: the package those modules are in, when ``package`` is a module that names
    some of a sibling module's names as its own (:mod:`deberts_desktop.engine.events`);
    its ``__dir__`` lists its own names too."""

    def __getattr__(name: str):
        module = exports.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(import_module(f"{home or package}.{module}"), name)
        setattr(sys.modules[package], name, value)  # kept: the next use is a plain lookup
        return value

    def __dir__() -> list[str]:
        own = vars(sys.modules[package]) if home is not None else {}
        return sorted(set(exports) | set(own))

    return __getattr__, __dir__
