"""Rule presets (issue 23): the built-in table is exactly the issue's, every option not
named keeps its default, and a preset's options are checked as a record's rules are."""

import pytest

from deberts_desktop.engine.presets import PRESETS, apply_preset, check_options, options_of, preset_of
from deberts_desktop.engine.rules import Rules, RulesError


def test_the_built_in_presets_are_the_issue_s_table():
    assert list(PRESETS) == ["classic", "moscow", "igrafan", "deberc_online", "belote_duties"]
    assert dict(PRESETS["classic"]) == {}
    assert dict(PRESETS["moscow"]) == {"dealer_rotation": "previous_winner", "show_stock_bottom": True,
                                       "all_pass": "redeal", "sequence_rank": "length_first"}
    assert dict(PRESETS["igrafan"]) == {"all_pass": "dealer_must_name"}
    assert dict(PRESETS["deberc_online"]) == {"target": 501, "hundred": "off", "debertz_needs_ace": False}
    assert dict(PRESETS["belote_duties"]) == {"overtrump": "always", "undertrump": "optional",
                                              "partner_exemption": True}
    for options in PRESETS.values():  # every name and value is an option of RULES.md 11
        assert check_options(options) == dict(options)


@pytest.mark.parametrize("players,mode", [(2, "pairs"), (3, "pairs"), (4, "pairs"), (4, "individual")])
def test_a_preset_keeps_the_mode_and_every_other_option_s_default(players, mode):
    custom = Rules(players=players, mode=mode, overtrump="on_trump_lead", seven_swap="off", bait_penalty_points=50)
    online = apply_preset(custom, PRESETS["deberc_online"])
    assert (online.players, online.mode) == (players, mode)
    assert online == Rules(players=players, mode=mode, target=501, hundred="off", debertz_needs_ace=False)
    assert online.overtrump == "never" and online.seven_swap == "any_player" and online.bait_penalty_points == 100
    assert apply_preset(custom, PRESETS["classic"]) == Rules(players=players, mode=mode)
    # 2 players play to 301 by default; IgraFan keeps it (301 or 501, as there)
    assert apply_preset(custom, PRESETS["igrafan"]).target == (301 if players == 2 else 501)


def test_which_preset_a_game_s_rules_are():
    assert preset_of(Rules(players=2)) == "classic"
    assert preset_of(Rules(players=3, dealer_rotation="previous_winner")) == "moscow"
    assert preset_of(Rules(players=4, overtrump="always", undertrump="optional", partner_exemption=True)) == "belote_duties"
    assert preset_of(Rules(players=2, target=501, hundred="off", debertz_needs_ace=False)) == "deberc_online"
    # 3 players play to 501 anyway: Deberc Online is its other two options there
    assert preset_of(Rules(players=3, hundred="off", debertz_needs_ace=False)) == "deberc_online"
    assert preset_of(Rules(players=2, hundred="off")) is None  # custom
    # an option without effect in the mode does not make the rules custom (RULES.md 11:
    # partner exemption is for 4 pairs, the low-hand redeal for 4 individual, undertrump
    # never arises with 2 players)
    assert preset_of(Rules(players=3, partner_exemption=True)) == "classic"
    assert preset_of(Rules(players=4, mode="pairs", low_hand_redeal=False)) == "classic"
    assert preset_of(Rules(players=2, overtrump="always")) == "belote_duties"
    assert preset_of(Rules(players=4, mode="individual", partner_exemption=True)) == "classic"
    assert preset_of(Rules(players=4, mode="pairs", partner_exemption=True)) is None
    own = [("Friday", {"hundred": "off"})]
    assert preset_of(Rules(players=2, hundred="off"), own) == "Friday"
    assert options_of(Rules(players=4, mode="individual", hundred="off")) == {"hundred": "off"}


@pytest.mark.parametrize("options,code,option", [
    ({"overtrump": "sometimes"}, "bad_option_value", "overtrump"),
    ({"jokers": True}, "unknown_option", "jokers"),
    ({"players": 3}, "unknown_option", "players"),
    ({"target": 777}, "bad_option_value", "target"),
    (["overtrump"], "rules_not_object", None),
])
def test_a_preset_s_unknown_option_or_value_is_refused_with_its_reason(options, code, option):
    with pytest.raises(RulesError) as e:
        check_options(options)
    assert e.value.code == code and e.value.params.get("option") == option
