"""Deberts Desktop: the card game Debertz (Деберц) against computer opponents.

Layers (see DESIGN.md): ``engine`` (rules, pure Python), ``ai`` (computer players),
``storage`` (settings, score sheets), ``ui`` (Qt).
"""

#: The version: the one source (``pyproject.toml`` reads it as its dynamic version; the
#: bundles, installers, ``deberts-desktop --version`` and Help → About show it; a release
#: tag ``v<version>`` must match it, and CHANGELOG.md must have its entry).
__version__ = "0.1.0"

import gc

#: whether :func:`hold_collection` stopped the collector (and :func:`resume_collection` starts it)
_held = {"collection": False}


def hold_collection() -> None:
    """No cyclic garbage collection for now: everything a start makes lives on (modules,
    classes, the window), and the collector walked it some 60 times before the person could
    act (~7 ms of the start, issue 21); the command line holds it from its first line (the
    window's start: :func:`deberts_desktop.ui.app.run`, until the first table is ready).
    Nothing if it is off already (tests turn it off)."""
    if gc.isenabled():
        gc.disable()
        _held["collection"] = True


def collection_held() -> bool:
    """Whether :func:`hold_collection` holds the collector now (and :func:`resume_collection`
    will turn it on again); the window hands its passes to the GUI thread from its first
    table on (:mod:`deberts_desktop.ui.start.collection`)."""
    return _held["collection"]


def resume_collection() -> None:
    """The collector runs again (once, after :func:`hold_collection`): a command's own work,
    and the end of a window's run (its collection on the GUI thread has stopped)."""
    if _held["collection"]:
        _held["collection"] = False
        gc.enable()
