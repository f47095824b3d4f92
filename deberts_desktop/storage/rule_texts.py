"""What the settings dialog shows about each rule option (RULES.md section 11).

The dialog only renders these: :data:`GROUPS` (the option names of each group, in order),
:data:`LABELS` (a short label per option), :data:`EXPLANATIONS` (one line a player
understands), :data:`VALUE_LABELS` (a label per value of a choice option) and
:func:`is_enabled` (whether an option means anything for the chosen player count and mode
and the options it depends on). English only: translations go through Qt.

>>> mode_key(Rules(players=4, mode="individual"))
'4-individual'
>>> applies("partner_exemption", 3, "pairs"), applies("partner_exemption", 4, "pairs")
(False, True)
>>> is_enabled("pot_release", Rules(hanging_repeat="accumulate"))
True
"""

from __future__ import annotations

from ..engine.rules import Rules

#: The four ways to play, as keys: 2 players, 3 players, 4 in pairs, 4 individual.
MODES: tuple[str, ...] = ("2", "3", "4-pairs", "4-individual")

#: A player-readable name of each mode.
MODE_NAMES: dict[str, str] = {
    "2": "2 players",
    "3": "3 players",
    "4-pairs": "4 players in pairs",
    "4-individual": "4 players, each for himself",
}


def mode_key(rules_or_players: Rules | int, mode: str | None = None) -> str:
    """The key of :data:`MODES` for some rules, or for a player count and mode
    (:attr:`Rules.mode_key <deberts_desktop.engine.rules.Rules.mode_key>`)."""
    if isinstance(rules_or_players, Rules):
        return rules_or_players.mode_key
    return Rules(players=rules_or_players, mode=mode or "pairs").mode_key


#: Group title -> option names, in the dialog's order. Every field of Rules is in one group.
GROUPS: dict[str, tuple[str, ...]] = {
    "Players and target": ("players", "mode", "target", "dealer_rotation"),
    "Dealing and bidding": (
        "four_player_deal",
        "turned_card_to",
        "show_stock_bottom",
        "all_pass",
        "seven_swap",
        "low_hand_redeal",
        "low_hand_limit",
    ),
    "Sequences": ("hundred", "sequence_rank", "sequence_tie", "sequences_need_trick", "debertz_needs_ace"),
    "Play": ("first_lead", "overtrump", "undertrump", "partner_exemption"),
    "Scoring and penalties": (
        "hanging_repeat",
        "pot_release",
        "winner_takes_all",
        "bait_penalty",
        "bait_penalty_points",
        "ski_penalty",
    ),
}

#: A short label per option, for the dialog's left column.
LABELS: dict[str, str] = {
    "players": "Players",
    "mode": "Four players play",
    "target": "Play to",
    "dealer_rotation": "Next dealer",
    "four_player_deal": "Four-player deal",
    "turned_card_to": "Turned card goes to",
    "show_stock_bottom": "Show the stock's bottom card",
    "all_pass": "When everybody passes twice",
    "seven_swap": "Seven swap",
    "low_hand_redeal": "Redeal a weak hand",
    "low_hand_limit": "Weak hand: at most",
    "hundred": "Hundred",
    "sequence_rank": "Best sequence",
    "sequence_tie": "Equal sequences",
    "sequences_need_trick": "Sequences need a trick",
    "debertz_needs_ace": "Debertz needs the ace",
    "first_lead": "First lead",
    "overtrump": "Overtrump",
    "undertrump": "Trump when you cannot beat",
    "partner_exemption": "Partner exemption",
    "hanging_repeat": "Hanging bait again",
    "pot_release": "Waiting pots go",
    "winner_takes_all": "Winner takes all",
    "bait_penalty": "Bait penalty",
    "bait_penalty_points": "Bait penalty points",
    "ski_penalty": "Ski penalty points",
}

#: One line per option that a player understands (shown under or beside the control).
EXPLANATIONS: dict[str, str] = {
    "players": "How many play: 2, 3 or 4.",
    "mode": "With four players: partners sitting opposite score together, or everyone scores for himself.",
    "target": "The game ends when a side reaches this score: 301, 501 or 1001.",
    "dealer_rotation": "Who deals next: the player to the dealer's left, or the side that wrote the most in the last deal.",
    "four_player_deal": "With four players: 4 cards each before bidding and 4 after, or 5 before and 3 after.",
    "turned_card_to": "With four players, who gets the turned card after bidding: the declarer or the dealer.",
    "show_stock_bottom": "With 2 or 3 players, the bottom card of the unused stock is shown to everyone.",
    "all_pass": "If everybody passes in both rounds: the cards are thrown in and redealt, or the dealer must name a trump.",
    "seven_swap": "Who may swap the trump 7 for the turned card: any player, only the declarer, or nobody.",
    "low_hand_redeal": "Four players each for himself: a player whose cards are worth little may demand a new deal.",
    "low_hand_limit": "A hand worth this many card points or fewer may be redealt.",
    "hundred": "A sequence worth 100: six or more cards in a row, five or more, or none (4+ is always fifty).",
    "sequence_rank": "Which best sequence wins: the longer one, or the one worth more points.",
    "sequence_tie": "Equal best sequences: the player first in bidding order wins, a trump sequence wins, or the side that takes the last trick.",
    "sequences_need_trick": "A side that takes no trick scores no sequences, and then nobody does.",
    "debertz_needs_ace": "Debertz is seven trumps in a row up to the ace; when off, any seven trumps in a row.",
    "first_lead": "Who plays the first card: the declarer, or the player to the dealer's left.",
    "overtrump": "When you must play a higher trump than one already in the trick: never, when trumps are led, or always.",
    "undertrump": "Without the suit led, you must trump even when you cannot beat a higher trump, or you may throw any card.",
    "partner_exemption": "Pairs: a player without the suit led need not trump while his partner is winning the trick.",
    "hanging_repeat": "A hanging bait after a hanging bait: the old pot goes to the declarer, or the pots pile up.",
    "pot_release": "When pots pile up, the next winner takes all of them, or only the oldest.",
    "winner_takes_all": "A declarer who makes writes every side's points and the others write nothing.",
    "bait_penalty": "Penalty for baits: on the 3rd and every later bait, or on every third (3rd, 6th, 9th...).",
    "bait_penalty_points": "How many points a bait penalty costs.",
    "ski_penalty": "Points lost by a side that takes no trick at all.",
}

#: Labels of the values of each choice option (and the targets / player counts).
VALUE_LABELS: dict[str, dict[object, str]] = {
    "players": {2: "2", 3: "3", 4: "4"},
    "mode": {"pairs": "In pairs", "individual": "Each for himself"},
    "target": {301: "301", 501: "501", 1001: "1001"},
    "dealer_rotation": {"clockwise": "Player to the left", "previous_winner": "Who wrote the most"},
    "four_player_deal": {"four_four": "4 + 4", "five_three": "5 + 3"},
    "turned_card_to": {"declarer": "Declarer", "dealer": "Dealer"},
    "all_pass": {"redeal": "Redeal", "dealer_must_name": "Dealer must name trump"},
    "seven_swap": {"any_player": "Any player", "declarer_only": "Declarer only", "off": "Off"},
    "first_lead": {"declarer": "Declarer", "left_of_dealer": "Left of the dealer"},
    "overtrump": {"never": "Never", "on_trump_lead": "When trumps are led", "always": "Always"},
    "undertrump": {"required": "Must trump", "optional": "May throw any card"},
    "hundred": {"six_plus": "6 or more in a row", "five_plus": "5 or more in a row", "off": "No hundred"},
    "sequence_rank": {"length_first": "Longer wins", "points_first": "More points wins"},
    "sequence_tie": {"by_turn": "First in bidding order", "by_suit": "Trump sequence", "by_last_trick": "Last trick"},
    "hanging_repeat": {"to_declarer": "Old pot to the declarer", "accumulate": "Pots pile up"},
    "pot_release": {"all": "All pots", "oldest": "Oldest pot only"},
    "bait_penalty": {"third_and_later": "3rd and every later bait", "every_third": "Every third bait"},
}

#: Options that mean something only when another option has a value: option -> (other, value).
DEPENDS_ON: dict[str, tuple[str, object]] = {
    "pot_release": ("hanging_repeat", "accumulate"),
    "low_hand_limit": ("low_hand_redeal", True),
}


def applies(option: str, players: int, mode: str = "pairs") -> bool:
    """Whether ``option`` has any effect with this player count and mode
    (:meth:`Rules.applies <deberts_desktop.engine.rules.Rules.applies>`).

    :raises KeyError: ``option`` is not a rule option.
    """
    return Rules(players=players, mode=mode).applies(option)


def is_enabled(option: str, rules: Rules) -> bool:
    """Whether the dialog should enable ``option`` for ``rules``: it applies to the mode and
    the option it depends on (if any) has the value that gives it a meaning."""
    if not rules.applies(option):
        return False
    dep = DEPENDS_ON.get(option)
    return dep is None or getattr(rules, dep[0]) == dep[1]


#: A player-readable name of each built-in rule preset
#: (:data:`~deberts_desktop.engine.presets.PRESETS`), and what it follows.
PRESET_LABELS: dict[str, str] = {
    "classic": "Classic",
    "moscow": "Moscow rules",
    "igrafan": "IgraFan",
    "deberc_online": "Deberc Online",
    "belote_duties": "Belote play duties",
}
PRESET_SOURCES: dict[str, str] = {
    "classic": "The default rules of this program.",
    "moscow": "The Moscow rules: the winner of a deal deals the next one.",
    "igrafan": "IgraFan's rules: when everyone passes, the dealer must name a trump.",
    "deberc_online": "Deberc Online's rules: to 501, no hundred (four to six in a row is a fifty), debertz without the ace.",
    "belote_duties": "Belote's play duties: always overtrump, undertrumping optional, no trumping over your partner.",
}
