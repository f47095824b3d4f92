"""The player's own rule presets as a small versioned JSON file, to share with friends.

The file (``*.presets.json``; at most :data:`MAX_PRESETS_BYTES`) is::

    {"format": "deberts-rule-presets", "version": 1,
     "presets": [{"name": "Friday", "rules": {"overtrump": "always"}}]}

Each preset's ``rules`` name only the options it changes, checked as a record's ``rules``
are (:func:`~deberts_desktop.engine.presets.check_options`): an unknown option or a value
it cannot take refuses the file with its reason (:attr:`PresetFileError.rules_error`).
The settings keep the same list under ``"presets"`` (:mod:`.settings`). The built-in
presets are the engine's (:data:`~deberts_desktop.engine.presets.PRESETS`).

>>> p = OwnPreset.of("Friday", {"overtrump": "always"})
>>> parse_presets(json.loads(presets_text([p]))) == (p,)
True
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping

from ..engine.frozen import Frozen, frozen
from ..engine.presets import check_options, preset_of
from ..engine.rules import Rules, RulesError
from .files import FileTooLargeError, NotRegularFileError, StorageError, describe_os_error, read_file, text_of, write_atomic
from .messages import Message

FORMAT = "deberts-rule-presets"
#: The presets file's version (1: the first).
VERSION = 1
#: The largest presets file read or written, in bytes (64 KB).
MAX_PRESETS_BYTES = 64 * 1024
#: The most characters in a preset's name.
MAX_PRESET_NAME = 40
#: The file name suffix offered when exporting.
SUFFIX = ".presets.json"


class PresetFileError(StorageError):
    """A presets file cannot be read or written. ``str()`` is a sentence for the player
    (:attr:`message` a :class:`~.messages.Message`); for a preset whose rules are refused,
    :attr:`preset` is its name and :attr:`rules_error` the engine's
    :class:`~deberts_desktop.engine.rules.RulesError` (``code`` and ``params`` for the
    player's language)."""

    def __init__(self, message: str, preset: str | None = None, rules_error: RulesError | None = None):
        super().__init__(message)
        self.preset = preset
        self.rules_error = rules_error


@frozen(slots=False)
class OwnPreset(Frozen):
    """One of the player's presets: its ``name`` and the rule ``options`` it sets, as
    sorted (option, value) pairs (hashable; :meth:`as_dict` for a dict)."""

    name: str
    options: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, name: str, options: Mapping[str, Any], most: int | None = MAX_PRESET_NAME) -> "OwnPreset":
        """A preset from a name (its spaces single, at most ``most`` characters; None: not
        cut) and an options dict (not checked: :func:`parse_presets`)."""
        return cls(" ".join(str(name).split())[:most], tuple(sorted(dict(options).items())))

    def as_dict(self) -> dict[str, Any]:
        return dict(self.options)

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "rules": self.as_dict()}


def game_preset(rules: Rules, own: Iterable[OwnPreset] = (), first: str | None = None) -> str | None:
    """The preset ``rules`` are: a built-in preset's key
    (:func:`~deberts_desktop.engine.presets.preset_of`), else the name of the first of the
    player's ``own`` presets that gives them, else None (custom); ``first``: the preset
    tried first (the one the player chose).

    >>> game_preset(Rules(players=2, hundred="off"), [OwnPreset.of("Friday", {"hundred": "off"})])
    'Friday'
    """
    return preset_of(rules, [(p.name, p.as_dict()) for p in own], first)


def rename_reserved(presets: Iterable[OwnPreset], reserved: Callable[[str], bool]) -> tuple[
        tuple[OwnPreset, ...], list[tuple[str, str]]]:
    """The own ``presets`` with each whose name is ``reserved`` (a name of the program's list,
    "Classic" written into the settings by hand or kept from before such names were refused)
    renamed to the first free "name 2", "name 3" …: no other preset's name, not even but
    for case (the list holds no two names that read alike: :func:`readable_presets`), not
    reserved, at most :data:`MAX_PRESET_NAME` characters (the name cut to make room). Its
    rules are kept; the list would otherwise hold the name twice.

    :returns: the presets in their order, and ``(old name, new name)`` of each renamed.

    >>> rename_reserved([OwnPreset.of("Classic", {}), OwnPreset.of("classic 2", {})], lambda n: n == "Classic")
    ((OwnPreset(name='Classic 3', options=()), OwnPreset(name='classic 2', options=())), [('Classic', 'Classic 3')])
    """
    presets = tuple(presets)
    taken = {p.name.casefold() for p in presets}
    out: list[OwnPreset] = []
    renamed: list[tuple[str, str]] = []
    for p in presets:
        if not reserved(p.name):
            out.append(p)
            continue
        number = 2
        while True:
            suffix = f" {number}"
            name = p.name[:MAX_PRESET_NAME - len(suffix)].rstrip() + suffix
            if name.casefold() not in taken and not reserved(name):
                break
            number += 1
        taken.add(name.casefold())
        out.append(OwnPreset(name, p.options))
        renamed.append((p.name, name))
    return tuple(out), renamed


def readable_presets(presets: Iterable[OwnPreset], shown: Callable[[str], str]) -> tuple[
        tuple[OwnPreset, ...], list[tuple[str, str | None]]]:
    """The own ``presets`` (the settings', as an older version or a hand may have written
    them) each under its name as it is shown — ``shown`` (the interface's
    ``ui.words.typed_name``: without direction controls, its spaces single) — so that the
    list holds no two names that read alike: of names that read the same but for case
    ("Club", "club", "\u202eClub") the first is kept and the others are dropped, as is a
    name that reads as nothing (spaces or direction controls only). The settings' reading is
    case-sensitive (:func:`parse_preset_list`: older files stay readable); this is where
    look-alikes are caught.

    :returns: the presets kept, in their order, and ``(name shown, kept name)`` of each
        dropped (the kept name None for a name that reads as nothing).

    >>> kept, dropped = readable_presets([OwnPreset.of("Club", {}), OwnPreset.of("\u202eclub", {"hundred": "off"}),
    ...                                   OwnPreset.of("\u2067\u2069", {}), OwnPreset.of("\u202eFriday", {})],
    ...                                  lambda n: " ".join(n.replace("\u202e", "").replace("\u2067", "")
    ...                                                     .replace("\u2069", "").split()))
    >>> [p.name for p in kept], dropped
    (['Club', 'Friday'], [('club', 'Club'), ('', None)])
    """
    kept: dict[str, OwnPreset] = {}
    dropped: list[tuple[str, str | None]] = []
    for p in presets:
        name = shown(p.name)
        if not name:
            dropped.append(("", None))
        elif name.casefold() in kept:
            dropped.append((name, kept[name.casefold()].name))
        else:
            kept[name.casefold()] = OwnPreset(name, p.options)
    return tuple(kept.values()), dropped


def presets_text(presets: Iterable[OwnPreset]) -> str:
    """The text of a presets file holding ``presets``."""
    data = {"format": FORMAT, "version": VERSION, "presets": [p.to_dict() for p in presets]}
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def parse_preset_list(items: Any, names_checked: bool = True) -> tuple[OwnPreset, ...]:
    """The presets of a decoded list of ``{"name", "rules"}`` objects (the file's, or the
    settings' ``"presets"``).

    :param names_checked: False: a text name that is blank (spaces only), too long or
        given twice is not refused, nor cut — the caller drops or cuts it with its own
        words (:func:`readable_presets`, the settings' own list: one odd name does not lose
        them all); its spaces made single, as always.
    :raises PresetFileError: not a list, a preset without a name, two with one name, or
        rules refused (with :attr:`PresetFileError.rules_error`).

    >>> [p.name for p in parse_preset_list([{"name": "  "}, {"name": "Club"}, {"name": " Club"}], False)]
    ['', 'Club', 'Club']
    """
    if not isinstance(items, list):
        raise PresetFileError(Message("“presets” must be a list of presets."))
    out: list[OwnPreset] = []
    for item in items:
        name = item.get("name") if isinstance(item, dict) else None
        if not isinstance(name, str) or (names_checked and (not name.strip() or len(name) > MAX_PRESET_NAME)):
            raise PresetFileError(Message("Each preset must have a name of 1 to {most} characters.", most=MAX_PRESET_NAME))
        try:
            options = check_options(item.get("rules", {}))
        except RulesError as e:
            raise PresetFileError(Message("The preset “{name}” cannot be used: {reason}", name=name, reason=str(e)),
                                  preset=name, rules_error=e) from None
        # (a name not checked is cut once it is read as shown: its direction controls count for nothing)
        preset = OwnPreset.of(name, options, MAX_PRESET_NAME if names_checked else None)
        if names_checked and any(p.name == preset.name for p in out):
            raise PresetFileError(Message("Two presets are named “{name}”.", name=preset.name))
        out.append(preset)
    return tuple(out)


def parse_presets(data: Any) -> tuple[OwnPreset, ...]:
    """The presets of a decoded presets file.

    :raises PresetFileError: not a presets file, a newer version, or a preset refused
        (:func:`parse_preset_list`).
    """
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise PresetFileError(Message("It is not a rule presets file (“format” must be “{format}”).", format=FORMAT))
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or not 1 <= version <= VERSION:
        raise PresetFileError(Message("Rule presets version {version} cannot be read: this program reads version {supported}.",
                                      version=json.dumps(version), supported=VERSION))
    return parse_preset_list(data.get("presets"))


def import_presets(path: str | Path) -> tuple[OwnPreset, ...]:
    """Read the presets file at ``path`` (at most :data:`MAX_PRESETS_BYTES`; a pipe or a
    device is not read).

    :raises PresetFileError: it cannot be read, is too large, is not JSON, or is refused
        (:func:`parse_presets`).
    """
    try:
        raw = read_file(path, MAX_PRESETS_BYTES)
    except FileTooLargeError:
        raise PresetFileError(Message("The file is larger than {limit} KB, which no presets file is.",
                                      limit=MAX_PRESETS_BYTES // 1024)) from None
    except NotRegularFileError:
        raise PresetFileError(Message("It is not a regular file (a pipe, a device or a socket).")) from None
    except OSError as e:
        raise PresetFileError(Message("The file could not be read ({reason}).", reason=describe_os_error(e, reading=True))) from None
    try:
        data = json.loads(text_of(raw))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise PresetFileError(Message("It is not a rule presets file (not valid JSON text).")) from None
    return parse_presets(data)


def export_presets(path: str | Path, presets: Iterable[OwnPreset]) -> None:
    """Write ``presets`` to ``path`` atomically.

    :raises PresetFileError: the file would exceed :data:`MAX_PRESETS_BYTES`, or cannot be
        written (the disk is full, no permission …).
    """
    data = presets_text(presets).encode("utf-8")
    if len(data) > MAX_PRESETS_BYTES:
        raise PresetFileError(Message("These presets would take more than {limit} KB; export fewer of them.",
                                      limit=MAX_PRESETS_BYTES // 1024))
    try:
        write_atomic(path, data)
    except OSError as e:
        raise PresetFileError(Message("The presets could not be saved: {reason}.", reason=describe_os_error(e))) from None
