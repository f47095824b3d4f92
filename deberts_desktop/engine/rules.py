"""The rule options of RULES.md section 11 as one frozen value.

Every option a player may set is a field of :class:`Rules`, with the default of RULES.md.
``target`` and ``ski_penalty`` default by player count and mode (``None`` in the
constructor means "the default for this mode"); after construction they always hold a
number.

>>> Rules(players=3).target
501
>>> Rules(players=4, mode="individual").ski_penalty
50
>>> Rules.from_dict({"players": 2, "overtrump": "always"}).to_dict()
{'players': 2, 'overtrump': 'always'}
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Mapping, Sequence

from .cards import shown
from .dealing import first_packet, hand_size
from .reasons import CodedError, Reason


class RulesError(CodedError):
    """A rule option has an unknown name or a value it cannot take.

    ``code`` and ``params`` name it for translation: ``bad_option_value`` (option, value:
    as written, allowed: the values, or None for a number from 0 to 1000),
    ``unknown_option`` (option), ``rules_not_object``."""

    default_code = "bad_option_value"


#: The allowed values of each text option; the first is the default.
CHOICES: dict[str, tuple[str, ...]] = {
    "mode": ("pairs", "individual"),
    "dealer_rotation": ("clockwise", "previous_winner"),
    "four_player_deal": ("four_four", "five_three"),
    "turned_card_to": ("declarer", "dealer"),
    "all_pass": ("redeal", "dealer_must_name"),
    "seven_swap": ("any_player", "declarer_only", "off"),
    "first_lead": ("declarer", "left_of_dealer"),
    "overtrump": ("never", "on_trump_lead", "always"),
    "undertrump": ("required", "optional"),
    "hundred": ("six_plus", "five_plus", "off"),
    "sequence_rank": ("length_first", "points_first"),
    "sequence_tie": ("by_turn", "by_suit", "by_last_trick"),
    "hanging_repeat": ("to_declarer", "accumulate"),
    "pot_release": ("all", "oldest"),
    "bait_penalty": ("third_and_later", "every_third"),
}
BOOLEANS = (
    "show_stock_bottom",
    "low_hand_redeal",
    "partner_exemption",
    "sequences_need_trick",
    "debertz_needs_ace",
    "winner_takes_all",
)
TARGETS = (301, 501, 1001)

#: The modes (:attr:`Rules.mode_key`) in which an option has an effect; an option not
#: listed here matters in every mode.
APPLIES_TO: dict[str, frozenset[str]] = {
    "mode": frozenset({"4-pairs", "4-individual"}),
    "four_player_deal": frozenset({"4-pairs", "4-individual"}),
    "turned_card_to": frozenset({"4-pairs", "4-individual"}),
    "show_stock_bottom": frozenset({"2", "3"}),
    "low_hand_redeal": frozenset({"4-individual"}),
    "low_hand_limit": frozenset({"4-individual"}),
    # with 2 players an opponent's trump is never in the trick when you must trump
    "undertrump": frozenset({"3", "4-pairs", "4-individual"}),
    "partner_exemption": frozenset({"4-pairs"}),
}


def default_target(players: int) -> int:
    """301 with 2 players, 501 with 3 or 4 (RULES.md 3)."""
    return 301 if players == 2 else 501


def default_ski_penalty(players: int, mode: str) -> int:
    """50 (2 players), 100 (3), 100 (4 pairs), 50 (4 individual) — RULES.md 9."""
    if players == 2:
        return 50
    if players == 3:
        return 100
    return 100 if mode == "pairs" else 50


@dataclass(frozen=True, slots=True)
class Rules:
    """Every rule option of RULES.md section 11. Field names are the option names.

    :raises RulesError: from the constructor, when a value is not allowed (see
        :meth:`validate`).
    """

    players: int = 2
    mode: str = "pairs"
    target: int | None = None
    dealer_rotation: str = "clockwise"
    four_player_deal: str = "four_four"
    turned_card_to: str = "declarer"
    show_stock_bottom: bool = True
    all_pass: str = "redeal"
    seven_swap: str = "any_player"
    low_hand_redeal: bool = True
    low_hand_limit: int = 13
    first_lead: str = "declarer"
    overtrump: str = "never"
    undertrump: str = "required"
    partner_exemption: bool = False
    hundred: str = "six_plus"
    sequence_rank: str = "length_first"
    sequence_tie: str = "by_turn"
    sequences_need_trick: bool = True
    debertz_needs_ace: bool = True
    hanging_repeat: str = "to_declarer"
    pot_release: str = "all"
    bait_penalty: str = "third_and_later"
    bait_penalty_points: int = 100
    ski_penalty: int | None = None
    winner_takes_all: bool = False

    def __post_init__(self) -> None:
        if self.target is None and self.players in (2, 3, 4):
            object.__setattr__(self, "target", default_target(self.players))
        if self.ski_penalty is None and self.players in (2, 3, 4):
            object.__setattr__(self, "ski_penalty", default_ski_penalty(self.players, self.mode))
        self.validate()

    # -- derived facts ---------------------------------------------------------------
    @property
    def pairs(self) -> bool:
        """True for the 4-player game in pairs (seats 0+2 against 1+3)."""
        return self.players == 4 and self.mode == "pairs"

    @property
    def sides(self) -> int:
        """Number of scoring sides: 2 in 4-player pairs, else one per player."""
        return 2 if self.pairs else self.players

    def side_of(self, seat: int) -> int:
        """The side of a seat: ``seat % 2`` in pairs, else the seat itself."""
        return seat % 2 if self.pairs else seat

    def seats_of(self, side: int) -> tuple[int, ...]:
        """The seats of a side."""
        return (side, side + 2) if self.pairs else (side,)

    @property
    def hand_size(self) -> int:
        """Cards in each hand once dealt in full (:func:`.dealing.hand_size`)."""
        return hand_size(self.players)

    @property
    def first_packet(self) -> int:
        """Cards each seat holds during bidding (:func:`.dealing.first_packet`)."""
        return first_packet(self)

    @property
    def mode_key(self) -> str:
        """The way to play as one word: ``2``, ``3``, ``4-pairs`` or ``4-individual``."""
        if self.players == 4:
            return "4-pairs" if self.mode == "pairs" else "4-individual"
        return str(self.players)

    def applies(self, option: str) -> bool:
        """Whether rule ``option`` has any effect in this mode (players and pairs or
        individual); an option that does not apply is accepted and ignored.

        >>> Rules(players=3).applies("partner_exemption"), Rules(players=4).applies("partner_exemption")
        (False, True)

        :raises KeyError: ``option`` is not a rule option.
        """
        if option not in _FIELD_NAMES:
            raise KeyError(option)
        modes = APPLIES_TO.get(option)
        return modes is None or self.mode_key in modes

    def plays_as(self, other: "Rules") -> bool:
        """Whether ``other`` plays as these rules: the same in every option that
        :meth:`applies` in this mode (an option without effect here may differ).

        >>> Rules(players=3).plays_as(Rules(players=3, partner_exemption=True))
        True
        >>> Rules(players=4).plays_as(Rules(players=4, partner_exemption=True))
        False
        """
        return all(getattr(self, f) == getattr(other, f) for f in _FIELD_NAMES if self.applies(f))

    @property
    def low_hand_redeal_applies(self) -> bool:
        """The low-hand redeal exists only in 4 individual, with the option on."""
        return self.players == 4 and self.mode == "individual" and self.low_hand_redeal

    # -- checking and the plain-dict form --------------------------------------------
    def validate(self) -> None:
        """Check every field.

        :raises RulesError: naming the option and the allowed values.
        """
        if self.players not in (2, 3, 4) or isinstance(self.players, bool):
            raise RulesError(Reason("bad_option_value", f"players must be 2, 3 or 4, not {shown(self.players)}",
                                    option="players", value=shown(self.players), allowed=(2, 3, 4)))
        if self.target not in TARGETS or isinstance(self.target, bool):
            raise RulesError(Reason("bad_option_value", f"target must be 301, 501 or 1001, not {shown(self.target)}",
                                    option="target", value=shown(self.target), allowed=TARGETS))
        for name, allowed in CHOICES.items():
            value = getattr(self, name)
            if value not in allowed:
                raise RulesError(Reason("bad_option_value", f"{name} must be one of {', '.join(allowed)}, not {shown(value)}",
                                        option=name, value=shown(value), allowed=allowed))
        for name in BOOLEANS:
            if not isinstance(getattr(self, name), bool):
                raise RulesError(Reason("bad_option_value", f"{name} must be true or false, not {shown(getattr(self, name))}",
                                        option=name, value=shown(getattr(self, name)), allowed=(True, False)))
        for name in ("low_hand_limit", "bait_penalty_points", "ski_penalty"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 1000:
                raise RulesError(Reason("bad_option_value", f"{name} must be a whole number from 0 to 1000, not {shown(value)}",
                                        option=name, value=shown(value), allowed=None))

    def to_dict(self, full: bool = False) -> dict[str, Any]:
        """The options as a plain dict: only those that differ from the defaults, but
        always ``players`` (and ``mode`` with 4 players); ``full`` gives every option."""
        base = Rules(players=self.players, mode=self.mode)
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            keep = full or f.name == "players" or (f.name == "mode" and self.players == 4)
            if keep or value != getattr(base, f.name):
                out[f.name] = value
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "Rules":
        """Rules from a plain dict (settings file, game record); missing options take
        their defaults.

        :raises RulesError: an unknown option name or a value it cannot take.
        """
        if not isinstance(data, Mapping):
            raise RulesError(Reason("rules_not_object", "rules must be an object of option names and values"))
        known = {f.name for f in fields(cls)}
        for key in data:
            if key not in known:
                raise RulesError(Reason("unknown_option", f"unknown rule option {shown(key)}", option=key if isinstance(key, str) else shown(key)))
        return cls(**dict(data))

    def replace(self, **changes: Any) -> "Rules":
        """A copy with some options changed; defaults that depend on the mode follow
        the new mode unless given."""
        data = {f.name: getattr(self, f.name) for f in fields(self)}
        base = Rules(players=self.players, mode=self.mode)
        for name in ("target", "ski_penalty"):
            if data[name] == getattr(base, name):
                data[name] = None
        data.update(changes)
        return Rules(**data)


_FIELD_NAMES = frozenset(f.name for f in fields(Rules))


def side_names(rules: Rules, names: Sequence[str]) -> list[str]:
    """A name per side (RULES.md: a side is a player, or a pair in the 4-player pairs
    game): the player's name, or the names of the pair's seats joined by " & " — plain
    text, in English (the storage's and the command line's words: the score keeper's
    messages, a stored game's winner, the ``replay`` command). The interface names a side in its own words from the seats
    (``ui.words.side_names``), so a name typed with " & " in it ("Tom & Jerry") stays one
    player's there.

    :param names: one per seat. :returns: one per side, side 0 first.

    >>> side_names(Rules(players=4), ["A", "B", "C", "D"])
    ['A & C', 'B & D']
    >>> side_names(Rules(players=3), ["A", "B", "C"])
    ['A', 'B', 'C']
    """
    return [" & ".join(names[s] for s in rules.seats_of(side)) for side in range(rules.sides)]
