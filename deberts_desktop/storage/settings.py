"""The player's settings: rules for the next game, players, table look, language.

Stored as a versioned JSON file ``settings.json`` in
``platformdirs.user_config_dir("deberts-desktop")``, written atomically. Loading never
raises: a broken or hand-edited file falls back to the defaults field by field, the
original file is kept as ``settings.json.bak`` and :func:`load_settings` returns messages
for the player (to be shown once; the repaired file is saved at once, so they do not come
back).

Version 2 added the coach (``"coach": {"on": false, "threshold": 10}``); a version 1
file reads with the coach off at the default threshold, without a message. Version 3 gave
the hint a level of its own (``"hint": {"level": "master"}``; it was seat 0's of
``"levels"``): an older file reads with the hint at
:data:`~deberts_desktop.levels.DEFAULT_HINT_LEVEL`, without a message.

**Default names.** A seat's default name ("You", "Computer 1" …) is a
:class:`DefaultName`: shown in the player's language, it follows the language when it
changes, until the player types a name (kept as typed, a plain ``str``, in every
language). In the file ``"default_names"`` (four true/false, beside ``"names"``) says
which names are defaults. A file without it (written before it existed) takes a name as
the default where it is the English or the Russian built-in name of its seat
(:data:`OLD_DEFAULT_NAMES`; a one-time migration, without a message).

>>> s = Settings()
>>> s.rules.players, s.names[:2], s.animation_speed, s.language, s.coach, s.coach_threshold, s.hint_level
(2, ('You', 'Computer 1'), 'normal', 'system', False, 10, 'master')
>>> Settings.from_dict(s.to_dict())[0] == s
True
"""

from __future__ import annotations

import json
import logging
import os
import re
from dataclasses import field, fields, replace
from pathlib import Path
from typing import Any, Callable

from ..engine.frozen import Frozen, frozen
from ..engine.presets import PRESETS
from ..engine.rules import Rules, RulesError
from ..levels import DEFAULT_HINT_LEVEL, DEFAULT_LEVEL, LEVELS  # the computer levels, weakest first
from .files import (FileTooLargeError, NotRegularFileError, StorageError, clear_stale_temporaries, copy_aside,
                    describe_os_error, megabytes, move_aside, read_file, text_of, write_atomic)
from .messages import Message, N_
from .typed_names import shows_nothing
from .presets import (MAX_PRESET_NAME, OwnPreset, PresetFileError, game_preset, parse_preset_list, readable_presets,
                      rename_reserved)

log = logging.getLogger(__name__)

APP_NAME = "deberts-desktop"
FORMAT = "deberts-settings"
#: The settings file's current version. Version 1 is the first; 2 added the coach; 3 the
#: hint's own level.
VERSION = 3
FILE_NAME = "settings.json"
#: The largest settings file read, in bytes (1 MiB; a real one is some 2 KB): a larger
#: file is kept aside unread and the defaults are used.
MAX_SETTINGS_BYTES = 2**20

#: Animation speeds; "off" shows every move at once.
ANIMATION_SPEEDS: tuple[str, ...] = ("off", "fast", "normal", "slow")
#: Card-back styles (the names of ``ui.cards.art.back_styles()``).
CARD_BACKS: tuple[str, ...] = ("blue", "red", "green", "purple", "charcoal")
#: "system" follows the operating system's language.
LANGUAGES: tuple[str, ...] = ("system", "en", "ru")
#: Computer delay range, milliseconds.
MAX_COMPUTER_DELAY_MS = 5000
MAX_NAME_LENGTH = 24
#: Sound volume range, per cent.
SOUND_VOLUMES = (0, 100)
#: The pause after a trick and a computer's card's least display time, milliseconds.
MAX_PAUSE_MS = 5000
#: Where the trumps go in the person's hand (issue 23): first or last, always in trump rank.
HAND_TRUMPS: tuple[str, ...] = ("first", "last")


class DefaultName(str):
    """A seat's default name, not typed by the player: its text is the English built-in
    name (:data:`DEFAULT_NAMES`); the table and the settings dialog show it in the player's
    language (``ui.words.settings_names``). A plain ``str`` among ``Settings.names`` is a
    name the player typed, shown as it is."""

    __slots__ = ()

    def __reduce__(self):
        return (DefaultName, (str(self),))


DEFAULT_NAMES: tuple[str, ...] = tuple(DefaultName(n) for n in ("You", "Computer 1", "Computer 2", "Computer 3"))
#: Per seat, the built-in names an older settings file may hold for a default name (no
#: ``"default_names"`` in it): the English and the Russian ones, as the settings dialog of
#: those versions wrote them. Only for that migration: the names shown come from the
#: translations (``ui.words.default_player_name``).
OLD_DEFAULT_NAMES: tuple[frozenset[str], ...] = (
    frozenset({"You", "Вы"}), frozenset({"Computer 1", "Компьютер 1"}),
    frozenset({"Computer 2", "Компьютер 2"}), frozenset({"Computer 3", "Компьютер 3"}))
DEFAULT_TABLE_COLOUR = "#1e6b3a"
#: The coach warns before a card costing at least this many deal points (and the review
#: marks such cards as mistakes): the default is the review's
#: (:data:`deberts_desktop.ai.review.DEFAULT_THRESHOLD`, not imported: the settings load
#: before the game's modules).
DEFAULT_COACH_THRESHOLD = 10
#: The coach's threshold range, deal points.
COACH_THRESHOLDS = (1, 100)

_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")


class SettingsSaveError(StorageError):
    """The settings could not be saved; the file on disk is unchanged. ``str()`` is a
    sentence for the player."""


def default_config_dir() -> Path:
    """``platformdirs.user_config_dir("deberts-desktop")``."""
    import platformdirs

    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


@frozen(slots=False)
class Settings(Frozen):
    """Every setting. Rules changes apply from the next game (a game keeps its rules in
    its record).

    :ivar rules: the rules of the next game (players, mode and target included).
    :ivar names: four player names, seat 0 (the person at the screen) first; a game with
        fewer players uses the first ones. A default name is a :class:`DefaultName` (its
        seat's :data:`DEFAULT_NAMES` entry; :attr:`default_names`), a typed one a plain
        ``str``.
    :ivar levels: four levels, one per seat, from :data:`LEVELS`: the computer seats'
        (seat 0's, the person's, is kept in the file but not used).
    :ivar animation_speed: one of :data:`ANIMATION_SPEEDS`.
    :ivar computer_delay_ms: pause before a computer's move, 0 to 5000 ms.
    :ivar card_back: one of :data:`CARD_BACKS`.
    :ivar four_colour: diamonds blue and clubs green.
    :ivar large_index: card faces with large corner indices (low vision; in the file's
        ``"table"``, absent from older files: off).
    :ivar table_colour: the cloth colour as ``#rrggbb``.
    :ivar language: one of :data:`LANGUAGES`.
    :ivar coach: the coach warns before a costly card (issue 13).
    :ivar coach_threshold: the cost, in deal points, from which the coach warns and the
        review of a deal marks a mistake (:data:`COACH_THRESHOLDS`).
    :ivar hint_level: the level whose choice the hint (F1) shows beside the best card or
        bid, from :data:`LEVELS` (default :data:`~deberts_desktop.levels.DEFAULT_HINT_LEVEL`).
    :ivar sound: the table's sounds on (issue 23; file: ``"sound": {"on", "volume"}``).
    :ivar sound_volume: their volume, per cent (:data:`SOUND_VOLUMES`).
    :ivar trick_pause_ms: the pause after a trick before it is collected, ms (0 to
        :data:`MAX_PAUSE_MS`; file: ``"pacing"``).
    :ivar card_min_ms: the least time a computer's card stays in view before the next move,
        ms (0 to :data:`MAX_PAUSE_MS`), whatever the animation speed.
    :ivar play_single: the person's only legal card is played by itself.
    :ivar play_out_forced: the rest of the deal is played by itself once every card the
        person has left is forced.
    :ivar hand_trumps: the trumps first or last in the person's hand (:data:`HAND_TRUMPS`;
        file: ``"hand": {"trumps"}``); the other suits alternate in colour.

    :ivar tutorial_offered: the first-game tutorial was offered at a start (issue 24;
        file: ``"tutorial": {"offered"}``); it is offered once.
    :ivar rule_presets: the player's own rule presets (:class:`~.presets.OwnPreset`), in
        the file as ``"presets"``: a list of ``{"name", "rules"}`` (issue 23; a file
        without it has none).
    :ivar rule_preset: the preset the player chose or saved last in Settings → Rules (a
        built-in preset's key or an own preset's name; None: none), in the file as
        ``"preset": {"chosen"}``: while the rules are still its own, the game says it — not
        another preset that gives the same rules (an own "Our house" of the classic rules
        is "Our house", :func:`~.presets.game_preset`'s ``first``).

    The sound, pacing, hand and presets fields came after version 3; a file without them
    reads with their defaults, without a message (no version bump: nothing to convert).
    """

    rules: Rules = field(default_factory=Rules)
    names: tuple[str, ...] = DEFAULT_NAMES
    levels: tuple[str, ...] = (DEFAULT_LEVEL,) * 4
    animation_speed: str = "normal"
    computer_delay_ms: int = 600
    card_back: str = "blue"
    four_colour: bool = False
    large_index: bool = False
    table_colour: str = DEFAULT_TABLE_COLOUR
    language: str = "system"
    coach: bool = False
    coach_threshold: int = DEFAULT_COACH_THRESHOLD
    hint_level: str = DEFAULT_HINT_LEVEL
    sound: bool = True
    sound_volume: int = 50
    trick_pause_ms: int = 800
    card_min_ms: int = 0
    play_single: bool = False
    play_out_forced: bool = True
    hand_trumps: str = "first"
    rule_presets: tuple[OwnPreset, ...] = ()
    rule_preset: str | None = None
    tutorial_offered: bool = False

    def __post_init__(self) -> None:
        problems = _check_all(self)
        if problems:
            raise ValueError("; ".join(problems))

    # ---------------------------------------------------------------- derived
    @property
    def default_names(self) -> tuple[bool, ...]:
        """Per seat, whether its name is the default (a :class:`DefaultName`) rather than
        a name the player typed."""
        return tuple(isinstance(n, DefaultName) for n in self.names)

    def player_names(self) -> list[str]:
        """The names of the players of the next game (``rules.players`` of them)."""
        return list(self.names[: self.rules.players])

    def seat_levels(self) -> list[str | None]:
        """The level of each seat of the next game, None for seat 0 (the person)."""
        return [None] + list(self.levels[1 : self.rules.players])

    def preset_of(self, rules: Rules) -> str | None:
        """The preset ``rules`` are, as these settings name it — a game that kept no preset
        of its own (one of an older version, a practice game), its table and History alike:
        the preset chosen last while they are its rules, else a built-in one, else the first
        own preset that gives them, else None (custom; :func:`~.presets.game_preset`).

        >>> Settings(rule_presets=(OwnPreset.of("Friday", {"hundred": "off"}),)).preset_of(Rules(players=2, hundred="off"))
        'Friday'
        """
        return game_preset(rules, self.rule_presets, self.rule_preset)

    def with_default_rules(self) -> "Settings":
        """"Restore default rules": the default rules for the same players and mode."""
        return replace(self, rules=Rules(players=self.rules.players, mode=self.rules.mode))

    # ---------------------------------------------------------------- the file form
    def to_dict(self) -> dict[str, Any]:
        """The JSON object written to the file (every rule option written out, so the file
        can be edited by hand)."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "rules": self.rules.to_dict(full=True),
            "names": list(self.names),
            "default_names": list(self.default_names),
            "levels": list(self.levels),
            "table": {
                "animation_speed": self.animation_speed,
                "computer_delay_ms": self.computer_delay_ms,
                "card_back": self.card_back,
                "four_colour": self.four_colour,
                "large_index": self.large_index,
                "table_colour": self.table_colour,
            },
            "language": self.language,
            "coach": {"on": self.coach, "threshold": self.coach_threshold},
            "hint": {"level": self.hint_level},
            **{group: {key: getattr(self, name) for key, name in keys.items()} for group, keys in _GROUPS.items()},
            "presets": [p.to_dict() for p in self.rule_presets],
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), indent=2, ensure_ascii=False) + "\n"

    @classmethod
    def from_dict(cls, data: Any) -> tuple["Settings", list[str]]:
        """Read settings from a decoded file, leniently.

        :returns: the settings and a list of messages, one per field that was missing its
            form or value and fell back to the default (empty for a good file). Missing
            fields take their defaults silently. Never raises.
        """
        return _read(data)


# -------------------------------------------------------------------- checking
def _name_ok(v: Any) -> bool:
    return isinstance(v, str) and 0 < len(v.strip()) <= MAX_NAME_LENGTH


def _check_field(name: str, value: Any) -> str | None:
    """None if ``value`` is good for field ``name``, else the reason (player's words)."""
    if name == "rules":
        return None if isinstance(value, Rules) else Message("must be rules")
    if name == "names":
        if not isinstance(value, tuple) or len(value) != 4 or not all(_name_ok(v) for v in value):
            return Message("must be 4 names of 1 to {most} characters", most=MAX_NAME_LENGTH)
        return None
    if name == "default_names":
        ok = isinstance(value, tuple) and len(value) == 4 and all(isinstance(v, bool) for v in value)
        return None if ok else Message("must be 4 values, each true or false")
    if name == "levels":
        if not isinstance(value, tuple) or len(value) != 4 or not all(v in LEVELS for v in value):
            return Message("must be 4 levels, each one of {values}", values=", ".join(LEVELS))
        return None
    if name == "animation_speed":
        return None if value in ANIMATION_SPEEDS else Message("must be one of {values}", values=", ".join(ANIMATION_SPEEDS))
    if name == "computer_delay_ms":
        ok = isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_COMPUTER_DELAY_MS
        return None if ok else Message("must be a whole number of milliseconds from 0 to {most}", most=MAX_COMPUTER_DELAY_MS)
    if name == "card_back":
        return None if value in CARD_BACKS else Message("must be one of {values}", values=", ".join(CARD_BACKS))
    if name in ("four_colour", "large_index"):
        return None if isinstance(value, bool) else Message("must be true or false")
    if name == "table_colour":
        return None if isinstance(value, str) and _COLOUR.fullmatch(value) else Message("must be a colour such as {example}", example="#1e6b3a")
    if name == "language":
        return None if value in LANGUAGES else Message("must be one of {values}", values=", ".join(LANGUAGES))
    if name == "coach":
        return None if isinstance(value, bool) else Message("must be true or false")
    if name == "coach_threshold":
        low, high = COACH_THRESHOLDS
        ok = isinstance(value, int) and not isinstance(value, bool) and low <= value <= high
        return None if ok else Message("must be a whole number of points from {least} to {most}", least=low, most=high)
    if name == "hint_level":
        return None if value in LEVELS else Message("must be one of {values}", values=", ".join(LEVELS))
    if name in ("sound", "play_single", "play_out_forced", "tutorial_offered"):
        return None if isinstance(value, bool) else Message("must be true or false")
    if name == "sound_volume":
        low, high = SOUND_VOLUMES
        ok = isinstance(value, int) and not isinstance(value, bool) and low <= value <= high
        return None if ok else Message("must be a whole number of per cent from {least} to {most}", least=low, most=high)
    if name in ("trick_pause_ms", "card_min_ms"):
        ok = isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_PAUSE_MS
        return None if ok else Message("must be a whole number of milliseconds from 0 to {most}", most=MAX_PAUSE_MS)
    if name == "hand_trumps":
        return None if value in HAND_TRUMPS else Message("must be one of {values}", values=", ".join(HAND_TRUMPS))
    if name == "rule_preset":
        ok = value is None or isinstance(value, str) and 0 < len(value) <= MAX_PRESET_NAME
        return None if ok else Message("must be the name of a rule preset")
    if name == "rule_presets":
        ok = isinstance(value, tuple) and all(isinstance(p, OwnPreset) for p in value)
        return None if ok else Message("must be a list of rule presets")
    return Message("is not a setting")


#: The settings groups of the file after version 3 (issue 23): group → {key in the file: field}.
_GROUPS: dict[str, dict[str, str]] = {
    "sound": {"on": "sound", "volume": "sound_volume"},
    "pacing": {"trick_pause_ms": "trick_pause_ms", "card_min_ms": "card_min_ms", "play_single": "play_single",
               "play_out_forced": "play_out_forced"},
    "hand": {"trumps": "hand_trumps"},
    "tutorial": {"offered": "tutorial_offered"},
    "preset": {"chosen": "rule_preset"},
}
#: Per group, what is said when it cannot be read, and of a key it does not know.
_GROUP_WORDS = {
    "sound": (N_("The sound settings could not be read; the defaults are used."),
              N_("The unknown sound setting “{key}” was ignored.")),
    "pacing": (N_("The pacing settings could not be read; the defaults are used."),
               N_("The unknown pacing setting “{key}” was ignored.")),
    "hand": (N_("The hand settings could not be read; the defaults are used."),
             N_("The unknown hand setting “{key}” was ignored.")),
    "tutorial": (N_("The tutorial setting could not be read; the default is used."),
                 N_("The unknown tutorial setting “{key}” was ignored.")),
    "preset": (N_("The chosen rule preset could not be read; none is used."),
               N_("The unknown rule preset setting “{key}” was ignored.")),
}


def _check_all(s: Settings) -> list[str]:
    out = []
    for f in fields(s):
        why = _check_field(f.name, getattr(s, f.name))
        if why:
            out.append(f"{f.name} {why}, not {getattr(s, f.name)!r}")
    return out


# -------------------------------------------------------------------- lenient reading
_RULE_FIELDS = frozenset(f.name for f in fields(Rules))
_INT_RULES = {"players", "target", "low_hand_limit", "bait_penalty_points", "ski_penalty"}


def _show(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else f'"{value}"'
    return text if len(text) <= 40 else text[:37] + "..."


#: The messages of :mod:`json` a damaged file gives most often, in a player's words.
_JSON_ERRORS = {
    "Expecting value": N_("a value is missing"),
    "Expecting ',' delimiter": N_("a comma is missing"),
    "Expecting ':' delimiter": N_("a colon is missing"),
    "Expecting property name enclosed in double quotes": N_("a name in double quotes is missing"),
    "Unterminated string starting at": N_("a text is not closed"),
    "Extra data": N_("there is more after the end"),
    "Invalid control character at": N_("a text holds a control character"),
    "Invalid \\escape": N_("a text holds an invalid escape"),
}


def _json_error(msg: str) -> Message | str:
    """What :class:`json.JSONDecodeError` says, as a translatable message when known."""
    text = _JSON_ERRORS.get(msg)
    return Message(text) if text is not None else msg


def _read_rules(data: Any, messages: list[Message]) -> Rules:
    if data is None:
        return Rules()
    if not isinstance(data, dict):
        messages.append(Message("The rules in the settings file could not be read; the default rules are used."))
        return Rules()
    rules = Rules()
    if all(name in _RULE_FIELDS and not (name in _INT_RULES and (isinstance(value, bool) or not isinstance(value, int)))
           for name, value in data.items()):
        try:  # the usual file: every option at once (one Rules made, not two per option: ~0.4 ms, issue 21)
            return rules.replace(**data)
        except (RulesError, TypeError, ValueError):
            pass  # one is not allowed (each is checked alone, Rules.validate): option by option, to say which

    def fallback(name: str, value: Any) -> None:
        default = getattr(rules, name)
        messages.append(Message(
            "The rule option “{name}” had the value {value}, which is not allowed; {default} is used instead.",
            name=name, value=_show(value), default=_show(default),
        ))

    # players and mode first: the defaults of target and ski penalty follow them
    order = [k for k in ("players", "mode") if k in data] + [k for k in data if k not in ("players", "mode")]
    for name in order:
        value = data[name]
        if name not in _RULE_FIELDS:
            messages.append(Message("The unknown rule option “{name}” in the settings file was ignored.", name=name))
            continue
        if name in _INT_RULES and (isinstance(value, bool) or not isinstance(value, int)):
            fallback(name, value)
            continue
        try:
            rules = rules.replace(**{name: value})
        except (RulesError, TypeError, ValueError):
            fallback(name, value)
    return rules


def _read(data: Any, reserved: Callable[[str], bool] | None = None,
          shown: Callable[[str], str] | None = None) -> tuple[Settings, list[Message]]:
    messages: list[Message] = []
    defaults = Settings()
    if not isinstance(data, dict):
        return defaults, [Message("The settings file is not a settings object; the default settings are used.")]
    if data.get("format", FORMAT) != FORMAT:
        messages.append(Message("The settings file does not say it holds Deberts Desktop settings; it was read anyway."))
    version = data.get("version")
    if version is None:
        messages.append(Message("The settings file has no version number; it was read as version 1."))
    elif isinstance(version, bool) or not isinstance(version, int) or version < 1:
        messages.append(Message("The settings file's version {version} is not valid; it was read as version 1.", version=_show(version)))
    elif version > VERSION:
        messages.append(Message(
            "The settings were saved by a newer version of the game (settings version {version}); "
            "what this version understands was kept.",
            version=version,
        ))
    data = _migrate(data)

    values: dict[str, Any] = {"rules": _read_rules(data.get("rules"), messages)}

    def take(name: str, raw: Any, convert=lambda v: v) -> None:
        if raw is None:
            return
        try:
            value = convert(raw)
        except (TypeError, ValueError):
            value = raw
        if _check_field(name, value) is None:
            values[name] = value
        else:
            messages.append(Message(
                "The setting “{name}” had the value {value}, which is not allowed (it {why}); the default is used.",
                name=name, value=_show(raw), why=_check_field(name, value),
            ))

    take("names", data.get("names"), _names_tuple)
    if "default_names" in data:
        take("default_names", data.get("default_names"), _flags_tuple)
    names = values.get("names", DEFAULT_NAMES)
    flags = values.pop("default_names", None)
    if flags is None:  # an older file (or a bad value): the built-in names it holds are the defaults
        flags = tuple(isinstance(n, DefaultName) or n in old for n, old in zip(names, OLD_DEFAULT_NAMES))
    values["names"] = tuple(d if flag else str(n) for n, d, flag in zip(names, DEFAULT_NAMES, flags))
    if "names" in data:  # a typed name that shows nothing (zero-width spaces…, as Settings refuses one): the default
        values["names"] = _visible_names(values["names"], messages)
    take("levels", data.get("levels"), _levels_tuple)
    table = data.get("table")
    if table is not None and not isinstance(table, dict):
        messages.append(Message("The table settings could not be read; the defaults are used."))
        table = {}
    table = table or {}
    table_keys = ("animation_speed", "computer_delay_ms", "card_back", "four_colour", "large_index", "table_colour")
    for name in table_keys:
        take(name, table.get(name))
    for key in table:
        if key not in table_keys:
            messages.append(Message("The unknown table setting “{key}” was ignored.", key=key))
    take("language", data.get("language"))
    coach = data.get("coach")
    if coach is not None and not isinstance(coach, dict):
        messages.append(Message("The coach settings could not be read; the defaults are used."))
        coach = {}
    coach = coach or {}
    take("coach", coach.get("on"))
    take("coach_threshold", coach.get("threshold"))
    for key in coach:
        if key not in ("on", "threshold"):
            messages.append(Message("The unknown coach setting “{key}” was ignored.", key=key))
    hint = data.get("hint")
    if hint is not None and not isinstance(hint, dict):
        messages.append(Message("The hint settings could not be read; the defaults are used."))
        hint = {}
    hint = hint or {}
    take("hint_level", hint.get("level"))
    for key in hint:
        if key != "level":
            messages.append(Message("The unknown hint setting “{key}” was ignored.", key=key))
    for group, keys in _GROUPS.items():
        raw = data.get(group)
        if raw is not None and not isinstance(raw, dict):
            messages.append(Message(_GROUP_WORDS[group][0]))
            raw = {}
        raw = raw or {}
        for key, name in keys.items():
            take(name, raw.get(key))
        for key in raw:
            if key not in keys:
                messages.append(Message(_GROUP_WORDS[group][1], key=key))
    if data.get("presets") is not None:
        try:
            # (read for the interface: a name blank or twice is dropped below, said, not all lost)
            values["rule_presets"] = parse_preset_list(data["presets"], names_checked=shown is None)
        except PresetFileError as e:
            messages.append(Message("Your rule presets could not be read ({reason}); none are used.", reason=e.message))
    if shown is not None and values.get("rule_presets"):  # names as shown, no two that read alike
        chosen = values.get("rule_preset")
        if isinstance(chosen, str) and chosen not in PRESETS:  # the own one chosen last: by the name it is shown by
            values["rule_preset"] = shown(chosen) or None  # (a built-in preset's key is no own preset's name)
        values["rule_presets"], dropped = readable_presets(values["rule_presets"], shown)
        for name, kept in dropped:
            if kept is None:
                messages.append(Message("Your rule preset whose name reads as nothing (spaces or direction controls "
                                        "only) was dropped."))
            else:
                messages.append(Message("Your rule preset “{name}” read as “{kept}”, which comes before it in the "
                                        "list; it was dropped.", name=name, kept=kept))
                if values.get("rule_preset") == name:  # the chosen one was dropped: the one kept for it
                    values["rule_preset"] = kept
    if reserved is not None and values.get("rule_presets"):
        values["rule_presets"], renamed = rename_reserved(values["rule_presets"], reserved)
        for old, new in renamed:
            messages.append(Message("Your rule preset “{name}” had the name of one of the program's presets; "
                                    "it is now called “{new}”.", name=old, new=new))
            if values.get("rule_preset") == old and old not in PRESETS:  # the one chosen last, by its new name
                values["rule_preset"] = new
    for key in data:
        if key not in ("format", "version", "rules", "names", "default_names", "levels", "table", "language", "coach",
                       "hint", "presets", *_GROUPS):
            messages.append(Message("The unknown setting “{key}” was ignored.", key=key))
    return Settings(**values), messages


def _visible_names(names: tuple[str, ...], messages: list[Message]) -> tuple[str, ...]:
    """``names`` with each typed name that shows nothing (only invisible characters:
    :func:`~.typed_names.shows_nothing`, the rule a name typed in Settings is refused by)
    replaced by its seat's default name, a message each: such a name was shown as "Player
    N" yet kept until the settings were next saved."""
    out = list(names)
    for seat, name in enumerate(names):
        if not isinstance(name, DefaultName) and shows_nothing(name):
            out[seat] = DEFAULT_NAMES[seat]
            messages.append(Message("The name of player {seat} showed nothing (invisible characters only); "
                                    "the default name is used.", seat=seat + 1))
    return tuple(out)


def _names_tuple(v: Any) -> tuple[str, ...]:
    """Names from the file: a list of 1–4 texts; missing ones take the default names."""
    if not isinstance(v, list) or not 1 <= len(v) <= 4:
        raise ValueError
    names = [x.strip() if isinstance(x, str) else x for x in v]
    return tuple(names) + DEFAULT_NAMES[len(names) :]  # the missing ones are defaults


def _flags_tuple(v: Any) -> tuple[bool, ...]:
    """Which names are defaults, from the file: a list of 1–4 true/false; missing ones
    are defaults (as missing names are)."""
    if not isinstance(v, list) or not 1 <= len(v) <= 4:
        raise ValueError
    return tuple(v) + (True,) * (4 - len(v))


def _levels_tuple(v: Any) -> tuple[str, ...]:
    if not isinstance(v, list) or not 1 <= len(v) <= 4:
        raise ValueError
    return tuple(v) + (DEFAULT_LEVEL,) * (4 - len(v))


def _migrate(data: dict[str, Any]) -> dict[str, Any]:
    """Bring an older settings object to the current version. Version 1 had no coach: it
    takes the defaults (off, :data:`DEFAULT_COACH_THRESHOLD`), which reading does when the
    field is missing. Versions 1 and 2 had no hint level (the hint followed seat 0's of
    ``levels``, Amateur by default): the hint takes
    :data:`~deberts_desktop.levels.DEFAULT_HINT_LEVEL` — seat 0's level is not carried
    over, so the hint of an older file is the Master's, as in a new one), which reading
    does when the field is missing. Nothing to convert yet; a later version converts its
    old fields here."""
    return data


# -------------------------------------------------------------------- the file
def settings_path(folder: str | Path | None = None) -> Path:
    """The settings file in ``folder`` (default :func:`default_config_dir`)."""
    return Path(folder if folder is not None else default_config_dir()) / FILE_NAME


def load_settings(path: str | Path | None = None,
                  reserved: Callable[[str], bool] | None = None,
                  shown: Callable[[str], str] | None = None) -> tuple[Settings, list[Message]]:
    """Load the settings; never raises. Temporary files of a save cut short by a crash
    are deleted first (:func:`~.files.clear_stale_temporaries`).

    :param path: the settings file (default ``settings.json`` in the user config folder).
    :param reserved: whether a name is one of the program's list of presets (in any
        language: the interface knows them, ``ui.words.program_preset_names``): an own
        preset so named is renamed (:func:`~.presets.rename_reserved`, its rules kept) and
        a message says so, as for any other repair. None: not looked at.
    :param shown: an own preset's name as the interface shows it (``ui.words.typed_name``:
        without direction controls): each is kept under it, and of names that read alike but
        for case the first is kept, the others dropped with a message
        (:func:`~.presets.readable_presets`; the file is kept aside, as for any repair). None:
        not looked at.
    :returns: ``(settings, messages)``. ``messages`` is empty when the file is good or
        absent. When anything had to fall back to a default, the original file is kept as
        ``settings.json.bak`` (its bytes unchanged), the repaired settings are written
        back, and the messages say what happened — show them to the player once. Each
        is a :class:`~.messages.Message` (English text; translatable template and params).
        A pipe, a device (a link to ``/dev/zero``), a socket or a file larger than
        :data:`MAX_SETTINGS_BYTES` is not read at all (:func:`~.files.read_file`): it is
        renamed to ``settings.json.bak`` and the defaults are used and saved, as for a
        damaged file; so is a folder in the file's place, and a link to a file that is not
        there (the messages say which). What the messages say is logged too.
    """
    path = Path(path) if path is not None else settings_path()
    clear_stale_temporaries(path)  # left by a save cut short (the .bak's too)
    raw: bytes | None = None
    try:
        raw = read_file(path, MAX_SETTINGS_BYTES)
    except FileNotFoundError:
        if not os.path.islink(path):  # none yet (the first start), or gone as it was read: nothing to keep
            return Settings(), []
        settings, messages = Settings(), [Message(  # what it led to is gone: the link is kept aside
            "The settings file {path} leads to {target}, which is not there; the default settings are used.",
            path=path, target=_link_target(path))]
    except IsADirectoryError:  # kept aside, as a damaged file: the settings are saved in its place
        settings, messages = Settings(), [Message(
            "The settings file {path} is a folder, not a file; the default settings are used.", path=path)]
    except NotRegularFileError:
        settings, messages = Settings(), [Message(
            "The settings file {path} is not a regular file (a pipe, a device or a socket); the default settings "
            "are used.", path=path)]
    except FileTooLargeError as e:
        settings, messages = Settings(), [Message(
            "The settings file {path} is larger than {limit} MB, which no settings file is; the default settings "
            "are used.", path=path, limit=megabytes(e.limit))]
    except OSError as e:  # (no right to read it, a disk error): kept aside, never written over unread
        messages = [Message("The settings file {path} could not be read ({reason}); the default settings are used.",
                            path=path, reason=describe_os_error(e, reading=True))]
        kept = move_aside(path, ".bak")
        if kept is None:
            return Settings(), _logged(path, messages + [Message("The original file could not be kept aside.")])
        return Settings(), _logged(path, _kept_and_saved(Settings(), path, messages, kept))
    if raw is None:  # refused unread: the file itself is moved aside
        kept = move_aside(path, ".bak")
        return settings, _logged(path, _kept_and_saved(settings, path, messages, kept))
    try:
        data = json.loads(text_of(raw))
    except UnicodeDecodeError:
        settings, messages = Settings(), [Message("The settings file is not a text file; the default settings are used.")]
    except json.JSONDecodeError as e:
        settings, messages = Settings(), [Message(
            "The settings file is damaged (line {line}, column {column}: {error}); the default settings are used.",
            line=e.lineno, column=e.colno, error=_json_error(e.msg),
        )]
    except RecursionError:
        settings, messages = Settings(), [Message("The settings file is damaged; the default settings are used.")]
    else:
        settings, messages = _read(data, reserved, shown)
    if messages:
        messages = _logged(path, _kept_and_saved(settings, path, messages, copy_aside(path, raw)))
    return settings, messages


def _link_target(path: Path) -> str:
    """Where the link ``path`` leads, as it is written (its own name when it cannot be read)."""
    try:
        return os.readlink(path)
    except OSError:
        return str(path)


def _logged(path: Path, messages: list[Message]) -> list[Message]:
    """``messages`` (what the start tells the player about the settings file at ``path``),
    written to the log too, in English: the reason is there for a problem report."""
    log.warning("the settings file %s: %s", path, " ".join(str(m) for m in messages))
    return messages


def _kept_and_saved(settings: Settings, path: Path, messages: list[Message], kept: Path | None) -> list[Message]:
    """After a file that had to fall back: say where the original was ``kept`` (None: it
    could not be kept aside) and write ``settings`` in its place; :returns: ``messages``
    with what happened added."""
    if kept is not None and os.path.isdir(kept) and not os.path.islink(kept):
        messages.append(Message("The folder was kept as {path}.", path=kept))
    elif kept is not None:
        messages.append(Message("The original file was kept as {path}.", path=kept))
    else:
        messages.append(Message("The original file could not be kept aside."))
    try:
        save_settings(settings, path)
    except SettingsSaveError as e:
        messages.append(e.message)
    return messages


def save_settings(settings: Settings, path: str | Path | None = None) -> None:
    """Write the settings atomically (temp file in the same folder, fsync, replace).

    :raises SettingsSaveError: the folder cannot be created or written, or the disk is
        full; the existing file is then unchanged.
    """
    path = Path(path) if path is not None else settings_path()
    try:
        write_atomic(path, settings.to_json().encode("utf-8"))
    except OSError as e:
        error = SettingsSaveError(Message(
            "The settings could not be saved in {folder}: {reason}. The previous settings file is unchanged.",
            folder=path.parent, reason=describe_os_error(e),
        ))
        log.warning("%s (%s)", error, e)  # the player's words, and the system's
        raise error from e
