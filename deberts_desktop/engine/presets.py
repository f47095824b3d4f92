"""Rule presets: named sets of rule options (RULES.md section 11) chosen in one click.

A preset names only the options it changes; every other option keeps its default for the
game's players and mode (a preset never sets ``players`` or ``mode``). :data:`PRESETS`
are the built-in presets, as issue 23's table gives them, each from the rules text it
follows; a player's own presets have the same shape (:func:`check_options`).

>>> apply_preset(Rules(players=2, overtrump="always"), PRESETS["deberc_online"]).to_dict()
{'players': 2, 'target': 501, 'hundred': 'off', 'debertz_needs_ace': False}
>>> preset_of(Rules(players=3, dealer_rotation="previous_winner"))
'moscow'
>>> preset_of(Rules(players=3, dealer_rotation="previous_winner", hundred="off")) is None
True
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any, Iterable, Mapping

from .reasons import Reason
from .rules import Rules, RulesError

#: The built-in presets, in the order the settings show them: key -> the options it sets.
#: Moscow rules name some defaults (``show_stock_bottom``, ``all_pass``,
#: ``sequence_rank``) as those pages state them.
PRESETS: Mapping[str, Mapping[str, Any]] = MappingProxyType({
    # RULES.md: the defaults
    "classic": MappingProxyType({}),
    # the Moscow rules pages (horocscopes.ru, shram.kiev.ua)
    "moscow": MappingProxyType({"dealer_rotation": "previous_winner", "show_stock_bottom": True,
                                "all_pass": "redeal", "sequence_rank": "length_first"}),
    # IgraFan's Debertz help (targets 301 or 501, the defaults)
    "igrafan": MappingProxyType({"all_pass": "dealer_must_name"}),
    # Deberc Online's rules text (4 to 6 in a row is a fifty)
    "deberc_online": MappingProxyType({"target": 501, "hundred": "off", "debertz_needs_ace": False}),
    # Belote / coinche play duties
    "belote_duties": MappingProxyType({"overtrump": "always", "undertrump": "optional", "partner_exemption": True}),
})

#: Options a preset does not set: they say who plays, not how.
NOT_IN_PRESETS = ("players", "mode")


def check_options(options: Any) -> dict[str, Any]:
    """The options of a preset checked as a record's ``rules`` are
    (:meth:`Rules.from_dict`), for every player count and mode.

    :returns: the options as a plain dict.
    :raises RulesError: ``rules_not_object``; ``unknown_option`` (option) for a name that
        is not a rule option, or for ``players`` / ``mode``; ``bad_option_value`` (option,
        value, allowed) for a value the option cannot take.
    """
    if not isinstance(options, Mapping):
        raise RulesError(Reason("rules_not_object", "rules must be an object of option names and values"))
    for key in options:
        if key in NOT_IN_PRESETS:
            raise RulesError(Reason("unknown_option", f"a preset does not set {key}", option=key))
    for players, mode in ((2, "pairs"), (3, "pairs"), (4, "pairs"), (4, "individual")):
        Rules.from_dict({"players": players, "mode": mode, **options})
    return dict(options)


def apply_preset(rules: Rules, options: Mapping[str, Any]) -> Rules:
    """The rules of a preset for the players and mode of ``rules``: the defaults of that
    mode with ``options`` set.

    :raises RulesError: an option or value the rules do not know (see :func:`check_options`).
    """
    return Rules(players=rules.players, mode=rules.mode).replace(**dict(options))


def options_of(rules: Rules) -> dict[str, Any]:
    """The options of ``rules`` as a preset: those that differ from the defaults of its
    mode, without players and mode.

    >>> options_of(Rules(players=4, overtrump="always"))
    {'overtrump': 'always'}
    """
    return {k: v for k, v in rules.to_dict().items() if k not in NOT_IN_PRESETS}


def preset_of(rules: Rules, own: Iterable[tuple[str, Mapping[str, Any]]] = (), first: str | None = None) -> str | None:
    """The preset ``rules`` play as (:meth:`Rules.plays_as`: every option that applies in
    their mode as the preset gives it): a key of :data:`PRESETS` (first match in its
    order), else the name of the first of the player's ``own`` presets ((name, options)
    pairs) that gives them, else None ("custom"). ``first``: a preset (a key or an own
    preset's name) tried before the others — the one the player chose, when another gives
    the same rules (an own preset with the classic rules is still that preset).

    >>> preset_of(Rules(players=2), [("Our house", {})]), preset_of(Rules(players=2), [("Our house", {})], "Our house")
    ('classic', 'Our house')
    """
    listed = list(PRESETS.items()) + list(own)
    listed.sort(key=lambda item: item[0] != first)  # (stable: the rest in their order)
    for key, options in listed:
        try:
            if apply_preset(rules, options).plays_as(rules):
                return key
        except (RulesError, TypeError):
            continue
    return None


__all__ = ["PRESETS", "NOT_IN_PRESETS", "apply_preset", "check_options", "options_of", "preset_of"]
