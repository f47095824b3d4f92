"""Settings: round trip, every kind of broken file, failed saves; the rule texts."""

from __future__ import annotations

import doctest
import errno
import json
import os
from dataclasses import fields, replace

import pytest

from deberts_desktop.engine.rules import BOOLEANS, CHOICES, Rules
from deberts_desktop.storage import autosave, files, history, rule_texts, score_keeper, settings
from deberts_desktop.storage.presets import OwnPreset
from deberts_desktop.storage.settings import (
    Settings,
    SettingsSaveError,
    load_settings,
    save_settings,
    settings_path,
)


@pytest.mark.parametrize("module", [files, rule_texts, settings, history, autosave, score_keeper])
def test_doctests(module):
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def custom() -> Settings:
    rules = Rules(
        players=4, mode="individual", target=1001, dealer_rotation="previous_winner",
        four_player_deal="five_three", turned_card_to="dealer", all_pass="dealer_must_name",
        seven_swap="off", low_hand_redeal=False, low_hand_limit=10, first_lead="left_of_dealer",
        overtrump="always", undertrump="optional", hundred="five_plus", sequence_rank="points_first",
        sequence_tie="by_last_trick", sequences_need_trick=False, debertz_needs_ace=False,
        hanging_repeat="accumulate", pot_release="oldest", bait_penalty="every_third",
        bait_penalty_points=150, ski_penalty=70, winner_takes_all=True, show_stock_bottom=False,
    )
    return Settings(
        rules=rules, names=("Аня", "Boris", "Clara", "Dmitri"), levels=("master", "beginner", "expert", "amateur"),
        animation_speed="slow", computer_delay_ms=1500, card_back="purple", four_colour=True,
        table_colour="#223344", language="ru", coach=True, coach_threshold=25, hint_level="expert",
    )


def test_defaults_when_no_file(tmp_path):
    s, messages = load_settings(tmp_path / "settings.json")
    assert s == Settings() and messages == []
    assert not (tmp_path / "settings.json").exists()
    assert s.rules == Rules() and s.rules.target == 301
    assert s.player_names() == ["You", "Computer 1"]
    assert s.seat_levels() == [None, "amateur"]


def test_round_trip_every_field(tmp_path):
    path = tmp_path / "cfg" / "settings.json"
    s = custom()
    save_settings(s, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "deberts-settings" and data["version"] == 3
    assert data["coach"] == {"on": True, "threshold": 25}
    assert data["hint"] == {"level": "expert"}
    assert data["rules"]["overtrump"] == "always" and data["rules"]["ski_penalty"] == 70
    assert data["table"]["computer_delay_ms"] == 1500
    loaded, messages = load_settings(path)
    assert messages == []
    assert loaded == s
    assert loaded.seat_levels() == [None, "beginner", "expert", "amateur"]
    assert not (tmp_path / "cfg" / "settings.json.bak").exists()
    assert [p.name for p in path.parent.iterdir()] == ["settings.json"]  # no temp file left


def test_restore_default_rules_keeps_players_and_mode():
    s = custom().with_default_rules()
    assert s.rules == Rules(players=4, mode="individual")
    assert s.rules.target == 501 and s.rules.ski_penalty == 50
    assert s.names == custom().names


def test_settings_refuses_bad_values_in_code():
    with pytest.raises(ValueError, match="animation_speed"):
        Settings(animation_speed="warp")
    with pytest.raises(ValueError, match="names"):
        Settings(names=("a", "b"))


def write(tmp_path, content) -> os.PathLike:
    path = tmp_path / "settings.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    elif isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    else:
        path.write_text(json.dumps(content), encoding="utf-8")
    return path


def check_repaired(path, original: bytes, messages):
    """The .bak holds the original bytes, the file was rewritten good, and the messages
    are not repeated at the next start."""
    assert messages
    assert all(isinstance(m, str) and m for m in messages)
    assert (path.parent / "settings.json.bak").read_bytes() == original
    assert any("settings.json.bak" in m for m in messages)
    again, messages2 = load_settings(path)
    assert messages2 == []
    return again


@pytest.mark.parametrize(
    "content, words",
    [
        ("{ not json", "damaged"),
        ("", "damaged"),
        (b"\xff\xfe\x00garbage\x00", "not a text file"),
        ("[1, 2, 3]", "not a settings object"),
        ('"hello"', "not a settings object"),
        ("[" * 100000, "damaged"),
    ],
)
def test_unreadable_file_gives_defaults(tmp_path, content, words):
    path = write(tmp_path, content)
    original = path.read_bytes()
    s, messages = load_settings(path)
    assert s == Settings()
    assert words in messages[0]
    again = check_repaired(path, original, messages)
    assert again == Settings()


def test_bad_fields_fall_back_one_by_one(tmp_path):
    good = custom().to_dict()
    bad = json.loads(json.dumps(good))
    bad["rules"]["overtrump"] = "sometimes"
    bad["rules"]["target"] = 777
    bad["rules"]["low_hand_limit"] = 12.5
    bad["rules"]["colour_of_socks"] = "red"
    bad["rules"]["pairs"] = True  # a property of Rules, not an option
    bad["table"]["computer_delay_ms"] = -5
    bad["table"]["table_colour"] = "green"
    bad["table"]["four_colour"] = "yes"
    bad["language"] = "de"
    path = write(tmp_path, bad)
    original = path.read_bytes()
    s, messages = load_settings(path)
    expected = replace(
        custom(),
        rules=custom().rules.replace(overtrump="never", target=501, low_hand_limit=13),
        computer_delay_ms=600,
        table_colour=settings.DEFAULT_TABLE_COLOUR,
        four_colour=False,
        language="system",
    )
    assert s == expected
    text = "\n".join(messages)
    assert "The unknown rule option “pairs” in the settings file was ignored." in messages
    for word in ("overtrump", "sometimes", "target", "777", "low_hand_limit", "colour_of_socks",
                 "computer_delay_ms", "table_colour", "four_colour", "language"):
        assert word in text
    # everything else survived: names, levels, card back, the other rules
    assert s.names == custom().names and s.card_back == "purple" and s.rules.hundred == "five_plus"
    assert check_repaired(path, original, messages) == expected


def test_players_out_of_range_keeps_other_rules(tmp_path):
    path = write(tmp_path, {"format": "deberts-settings", "version": 1,
                            "rules": {"players": 5, "overtrump": "always", "mode": "team"}})
    s, messages = load_settings(path)
    assert s.rules == Rules(players=2, overtrump="always")
    assert messages[:2] == [
        "The rule option “players” had the value 5, which is not allowed; 2 is used instead.",
        "The rule option “mode” had the value \"team\", which is not allowed; \"pairs\" is used instead.",
    ]


def test_names_and_levels(tmp_path):
    path = write(tmp_path, {"version": 1, "names": ["Anna", "Boris"], "levels": ["expert"]})
    s, messages = load_settings(path)
    assert messages == []  # shorter lists are filled with defaults, not an error
    assert s.names == ("Anna", "Boris", "Computer 2", "Computer 3")
    assert s.levels == ("expert", "amateur", "amateur", "amateur")
    path = write(tmp_path, {"version": 1, "names": ["Anna", 7, "", "x" * 99], "levels": ["god", "expert"]})
    s, messages = load_settings(path)
    assert s.names == Settings().names and s.levels == Settings().levels
    assert len(messages) == 3  # names, levels, the .bak note


def test_a_name_that_shows_nothing_is_the_default_name_once_read(tmp_path):
    """A settings file (an older version's, or edited by hand) whose typed names are zero-width
    spaces (U+200B U+200B) for seat 0 and a Hangul filler (U+3164) for seat 2: each is its
    seat's default name once read ("You", "Computer 2"), a message each; "Boris" and the
    rest of the file are kept, and the file as it was is kept aside. (Before: the names were
    kept as read, shown as "Player 1" and "Player 3", until Settings was next saved.)"""
    data = custom().to_dict()
    data["names"] = ["\u200b\u200b", "Boris", "\u3164", "Dana"]
    data["default_names"] = [False, False, False, False]
    path = write(tmp_path, data)
    original = path.read_bytes()
    s, messages = load_settings(path)
    assert s.names == ("You", "Boris", "Computer 2", "Dana")
    assert s.default_names == (True, False, True, False)
    assert replace(s, names=custom().names) == custom()
    assert messages[:2] == ["The name of player 1 showed nothing (invisible characters only); the default name is used.",
                            "The name of player 3 showed nothing (invisible characters only); the default name is used."]
    assert (tmp_path / "settings.json.bak").read_bytes() == original
    assert load_settings(path) == (s, [])  # written back clean


def test_a_version_1_file_reads_with_the_coach_off(tmp_path):
    # a file written before the coach (version 1): every field kept, the coach off at the
    # review's threshold, nothing to tell the player, the file left as it was
    old = custom().to_dict()
    del old["coach"], old["hint"]
    old["version"] = 1
    path = write(tmp_path, old)
    before = path.read_bytes()
    s, messages = load_settings(path)
    assert messages == [] and path.read_bytes() == before
    assert s == replace(custom(), coach=False, coach_threshold=10, hint_level="master")
    from deberts_desktop.ai.review import DEFAULT_THRESHOLD

    assert settings.DEFAULT_COACH_THRESHOLD == DEFAULT_THRESHOLD


def test_an_older_file_without_the_hint_level_gets_the_master(tmp_path):
    # a version 2 file (before the hint had its own level), as version 2 wrote it: the
    # hint followed seat 0's level (here Beginner). It reads with the hint at Master,
    # every other field kept, nothing to tell the player, the file left as it was
    old = custom().to_dict()
    del old["hint"]
    old["version"] = 2
    old["levels"] = ["beginner", "beginner", "expert", "amateur"]
    path = write(tmp_path, old)
    before = path.read_bytes()
    s, messages = load_settings(path)
    assert messages == [] and path.read_bytes() == before
    assert s.hint_level == "master"
    assert s == replace(custom(), levels=("beginner", "beginner", "expert", "amateur"), hint_level="master")
    assert Settings().hint_level == "master"  # and a new one


def test_a_bad_hint_level_falls_back_to_the_master(tmp_path):
    data = custom().to_dict()
    data["hint"] = {"level": "grandmaster", "loud": True}
    s, messages = load_settings(write(tmp_path, data))
    assert (s.hint_level, s.coach_threshold) == ("master", 25)
    assert messages[:2] == [
        "The setting “hint_level” had the value \"grandmaster\", which is not allowed (it must be one of beginner, "
        "amateur, expert, master); the default is used.",
        "The unknown hint setting “loud” was ignored."]
    data["hint"] = "master"
    s, messages = load_settings(write(tmp_path, data))
    assert s.hint_level == "master" and messages[0] == "The hint settings could not be read; the defaults are used."


def test_bad_coach_settings_fall_back(tmp_path):
    data = custom().to_dict()
    data["coach"] = {"on": "yes", "threshold": 0, "loud": True}
    s, messages = load_settings(write(tmp_path, data))
    assert (s.coach, s.coach_threshold, s.language) == (False, 10, "ru")
    assert messages[:3] == [
        "The setting “coach” had the value \"yes\", which is not allowed (it must be true or false); the default is used.",
        "The setting “coach_threshold” had the value 0, which is not allowed (it must be a whole number of points "
        "from 1 to 100); the default is used.",
        "The unknown coach setting “loud” was ignored."]
    data["coach"] = [25]
    s, messages = load_settings(write(tmp_path, data))
    assert not s.coach and messages[0] == "The coach settings could not be read; the defaults are used."


def test_hand_edited_partial_file_is_fine(tmp_path):
    path = write(tmp_path, '{"version": 1, "language": "en", "rules": {"players": 3}}')
    s, messages = load_settings(path)
    assert messages == []
    assert s.language == "en" and s.rules == Rules(players=3) and s.rules.target == 501
    assert not (tmp_path / "settings.json.bak").exists()


def test_a_file_saved_with_a_byte_order_mark_is_read_as_it_is(tmp_path):
    """Notepad (and PowerShell's Out-File) may write UTF-8 with a byte-order mark first: the
    file is the person's settings all the same, read without a word and left as it is."""
    text = '{"version": 3, "language": "ru", "names": ["Аня", "Боря"], "rules": {"players": 2}}'
    path = write(tmp_path, b"\xef\xbb\xbf" + text.encode("utf-8"))
    s, messages = load_settings(path)
    assert messages == []
    assert s.language == "ru" and s.names[:2] == ("Аня", "Боря") and s.rules == Rules(players=2)
    assert path.read_bytes().startswith(b"\xef\xbb\xbf") and not (tmp_path / "settings.json.bak").exists()


def test_version_problems_are_reported_but_fields_kept(tmp_path):
    path = write(tmp_path, {"language": "ru"})
    s, messages = load_settings(path)
    assert s.language == "ru" and "no version" in messages[0]
    path = write(tmp_path, {"format": "deberts-settings", "version": 7, "language": "en", "future": 1})
    s, messages = load_settings(path)
    assert s.language == "en"
    assert "newer version" in messages[0] and any("future" in m for m in messages)


def test_table_section_not_an_object(tmp_path):
    path = write(tmp_path, {"version": 1, "table": [1, 2], "rules": "strict"})
    s, messages = load_settings(path)
    assert s == Settings()
    assert any("table settings" in m for m in messages) and any("rules" in m for m in messages)


def test_settings_path_is_a_folder(tmp_path):
    (tmp_path / "settings.json").mkdir()
    s, messages = load_settings(tmp_path / "settings.json")
    assert s == Settings() and messages == [
        f"The settings file {tmp_path / 'settings.json'} is a folder, not a file; the default settings are used.",
        f"The folder was kept as {tmp_path / 'settings.json.bak'}."]
    assert (tmp_path / "settings.json.bak").is_dir() and load_settings(tmp_path / "settings.json") == (Settings(), [])


@pytest.mark.skipif(not hasattr(os, "symlink") or os.name == "nt", reason="symbolic links")
def test_a_settings_link_that_leads_nowhere_is_said_and_kept(tmp_path):
    """settings.json a link to a file that is gone (a synced folder not there today): said,
    with where it led; the link kept aside, the defaults used and saved in its place.
    (Before: the defaults, silently, and the link written over at the next save.)"""
    path = tmp_path / "settings.json"
    path.symlink_to(tmp_path / "sync" / "settings.json")
    s, messages = load_settings(path)
    assert s == Settings() and messages == [
        f"The settings file {path} leads to {tmp_path / 'sync' / 'settings.json'}, which is not there; "
        "the default settings are used.",
        f"The original file was kept as {tmp_path / 'settings.json.bak'}."]
    assert os.readlink(tmp_path / "settings.json.bak") == str(tmp_path / "sync" / "settings.json")
    assert path.is_file() and not path.is_symlink()


def test_default_location(monkeypatch, tmp_path):
    monkeypatch.setattr(settings, "default_config_dir", lambda: tmp_path / "conf")
    assert settings_path() == tmp_path / "conf" / "settings.json"
    save_settings(custom())
    assert load_settings() == (custom(), [])


def test_full_disk_keeps_the_old_file(tmp_path, monkeypatch, caplog):
    path = tmp_path / "settings.json"
    save_settings(Settings(language="en"), path)
    before = path.read_bytes()

    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(files.os, "fsync", full)
    with pytest.raises(SettingsSaveError) as info:
        save_settings(custom(), path)
    assert "the disk is full" in str(info.value) and str(tmp_path) in str(info.value)
    assert f"{info.value} ([Errno {errno.ENOSPC}] No space left on device)" in caplog.text  # the log says why
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


def test_unwritable_folder(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    with pytest.raises(SettingsSaveError) as info:
        save_settings(Settings(), blocker / "settings.json")
    assert "could not be saved" in info.value.message


def test_repair_that_cannot_be_saved_still_loads(tmp_path, monkeypatch):
    path = write(tmp_path, "{broken")

    def denied(*a, **k):
        raise OSError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(files.tempfile, "mkstemp", denied)
    s, messages = load_settings(path)
    assert s == Settings()
    assert any("permission denied" in m for m in messages)
    assert path.read_text() == "{broken"


# ------------------------------------------------------------------ rule texts
def test_every_rule_option_has_a_group_label_and_one_line():
    names = [f.name for f in fields(Rules)]
    grouped = [n for group in rule_texts.GROUPS.values() for n in group]
    assert sorted(grouped) == sorted(names) and len(grouped) == len(set(grouped))
    assert list(rule_texts.GROUPS) == [
        "Players and target", "Dealing and bidding", "Sequences", "Play", "Scoring and penalties"]
    for n in names:
        assert rule_texts.LABELS[n]
        text = rule_texts.EXPLANATIONS[n]
        assert "\n" not in text and 10 < len(text) <= 140, n
    for n, values in CHOICES.items():
        assert tuple(rule_texts.VALUE_LABELS[n]) == values
    for n in BOOLEANS:
        assert n not in rule_texts.VALUE_LABELS


def test_options_per_mode():
    enabled = {
        key: {n for n in rule_texts.LABELS if rule_texts.is_enabled(n, rules)}
        for key, rules in {
            "2": Rules(players=2),
            "3": Rules(players=3),
            "4-pairs": Rules(players=4),
            "4-individual": Rules(players=4, mode="individual"),
        }.items()
    }
    everywhere = set.intersection(*enabled.values())
    assert {"players", "target", "overtrump", "hundred", "bait_penalty", "ski_penalty"} <= everywhere
    assert "pot_release" not in everywhere  # only with hanging_repeat = accumulate
    assert enabled["2"] - everywhere == {"show_stock_bottom"}
    assert enabled["3"] - everywhere == {"show_stock_bottom", "undertrump"}
    assert enabled["4-pairs"] - everywhere == {
        "mode", "four_player_deal", "turned_card_to", "undertrump", "partner_exemption"}
    assert enabled["4-individual"] - everywhere == {
        "mode", "four_player_deal", "turned_card_to", "undertrump", "low_hand_redeal", "low_hand_limit"}
    r = Rules(players=4, mode="individual", low_hand_redeal=False)
    assert not rule_texts.is_enabled("low_hand_limit", r) and rule_texts.is_enabled("low_hand_redeal", r)
    assert rule_texts.is_enabled("pot_release", Rules(hanging_repeat="accumulate"))
    with pytest.raises(KeyError):
        rule_texts.applies("colour_of_socks", 2)


# ------------------------------------------------------------------ any file at all
from hypothesis import HealthCheck, given, settings as hsettings, strategies as st  # noqa: E402

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-2000, 2000) | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5),
    max_leaves=12,
)
field_names = st.sampled_from(
    ["format", "version", "rules", "names", "levels", "table", "language", "coach", "hint", "players", "overtrump"])
rule_names = st.sampled_from([f.name for f in fields(Rules)] + ["nonsense"])
table_names = st.sampled_from(["animation_speed", "computer_delay_ms", "card_back", "four_colour", "table_colour"])


@st.composite
def mangled(draw):
    """A good settings object with some fields replaced by arbitrary JSON values."""
    data = json.loads(json.dumps(custom().to_dict()))
    for _ in range(draw(st.integers(1, 4))):
        where = draw(st.sampled_from(["top", "rules", "table"]))
        if where == "top":
            data[draw(field_names)] = draw(json_values)
        elif isinstance(data.get(where), dict):
            data[where][draw(rule_names if where == "rules" else table_names)] = draw(json_values)
    return data


@hsettings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=mangled())
def test_any_mangled_file_loads(tmp_path, monkeypatch, data):
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)  # speed only
    path = tmp_path / "settings.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    s, messages = load_settings(path)
    assert isinstance(s, Settings)  # valid by construction (Settings checks itself)
    if messages:
        assert load_settings(path) == (s, [])  # repaired on disk: told only once
    else:
        assert s == Settings.from_dict(data)[0]
    (tmp_path / "settings.json.bak").unlink(missing_ok=True)


@hsettings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(raw=st.binary(max_size=200))
def test_any_bytes_load(tmp_path, monkeypatch, raw):
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)  # speed only
    path = tmp_path / "settings.json"
    path.write_bytes(raw)
    s, messages = load_settings(path)
    assert isinstance(s, Settings)
    assert load_settings(path)[1] == []


def test_one_default_level_for_every_computer_seat():
    """A new player's computers, a seat a short settings file leaves out and a window built
    without settings all play the one default level (levels.DEFAULT_LEVEL: Amateur)."""
    from deberts_desktop.levels import DEFAULT_HINT_LEVEL, DEFAULT_LEVEL
    from deberts_desktop.storage.settings import _levels_tuple

    assert DEFAULT_LEVEL == "amateur" and DEFAULT_HINT_LEVEL == "master"
    assert Settings().levels == ("amateur",) * 4
    assert _levels_tuple(["master", "expert"]) == ("master", "expert", "amateur", "amateur")


def test_sound_pacing_and_hand_round_trip(tmp_path):
    """Issue 23: the sound, pacing and hand settings are written in groups of their own and
    read back as written."""
    path = tmp_path / "settings.json"
    s = replace(Settings(), sound=False, sound_volume=30, trick_pause_ms=1500, card_min_ms=700, play_single=True,
                play_out_forced=False, hand_trumps="last")
    save_settings(s, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["sound"] == {"on": False, "volume": 30}
    assert data["pacing"] == {"trick_pause_ms": 1500, "card_min_ms": 700, "play_single": True,
                              "play_out_forced": False}
    assert data["hand"] == {"trumps": "last"}
    assert load_settings(path) == (s, [])


def test_a_file_without_sound_pacing_or_hand_reads_their_defaults(tmp_path):
    """A version-3 file of before issue 23: sound on at 50 %, a trick stays 800 ms, no
    least time for a computer's card, the only legal card waits for the person, the last
    trick plays itself, trumps first — no message."""
    data = Settings().to_dict()
    for group in ("sound", "pacing", "hand"):
        del data[group]
    s, messages = load_settings(write(tmp_path, data))
    assert messages == []
    assert (s.sound, s.sound_volume, s.trick_pause_ms, s.card_min_ms, s.play_single, s.play_out_forced,
            s.hand_trumps) == (True, 50, 800, 0, False, True, "first")


def test_bad_sound_pacing_and_hand_settings_fall_back(tmp_path):
    data = Settings().to_dict()
    data["sound"] = {"on": 1, "volume": 101, "tune": "x"}
    data["pacing"] = {"trick_pause_ms": 6000, "card_min_ms": -1}
    data["hand"] = "last"
    s, messages = load_settings(write(tmp_path, data))
    assert (s.sound, s.sound_volume, s.trick_pause_ms, s.card_min_ms, s.hand_trumps) == (True, 50, 800, 0, "first")
    assert messages[:6] == [
        "The setting “sound” had the value 1, which is not allowed (it must be true or false); the default is used.",
        "The setting “sound_volume” had the value 101, which is not allowed (it must be a whole number of per cent "
        "from 0 to 100); the default is used.",
        "The unknown sound setting “tune” was ignored.",
        "The setting “trick_pause_ms” had the value 6000, which is not allowed (it must be a whole number of "
        "milliseconds from 0 to 5000); the default is used.",
        "The setting “card_min_ms” had the value -1, which is not allowed (it must be a whole number of "
        "milliseconds from 0 to 5000); the default is used.",
        "The hand settings could not be read; the defaults are used."]


def test_the_tutorial_offered_is_remembered_and_a_bad_value_falls_back(tmp_path):
    """Issue 24: whether the first-game tutorial was offered is written as
    ``"tutorial": {"offered"}``; a file without it has not offered it (no message); a bad
    value is not offered either, with the setting's words."""
    path = tmp_path / "settings.json"
    s = replace(Settings(), tutorial_offered=True)
    save_settings(s, path)
    assert json.loads(path.read_text(encoding="utf-8"))["tutorial"] == {"offered": True}
    assert load_settings(path) == (s, [])
    data = Settings().to_dict()
    del data["tutorial"]
    assert load_settings(write(tmp_path, data)) == (Settings(), [])
    data["tutorial"] = {"offered": "yes", "when": 1}
    got, messages = load_settings(write(tmp_path, data))
    assert got.tutorial_offered is False
    assert messages[:2] == [
        "The setting “tutorial_offered” had the value \"yes\", which is not allowed (it must be true or false); "
        "the default is used.",
        "The unknown tutorial setting “when” was ignored."]


def test_a_second_damaged_settings_file_is_kept_beside_the_first(tmp_path):
    """Two damaged files in turn: the first stays as settings.json.bak, the second is kept
    as settings.json.bak-2 and said so; neither original is lost."""
    path = tmp_path / "settings.json"
    path.write_bytes(b"{ first damage")
    load_settings(path)
    path.write_bytes(b"{ second damage")
    _settings, messages = load_settings(path)
    assert (tmp_path / "settings.json.bak").read_bytes() == b"{ first damage"
    assert (tmp_path / "settings.json.bak-2").read_bytes() == b"{ second damage"
    assert any("settings.json.bak-2" in str(m) for m in messages)


def test_a_file_only_made_harmless_replaces_the_older_one(tmp_path):
    path = tmp_path / "autosave.record.json"
    (tmp_path / "autosave.record.json.old").write_text("older")
    path.write_text("newer")
    assert files.move_aside(path, ".old", replace=True) == tmp_path / "autosave.record.json.old"
    assert (tmp_path / "autosave.record.json.old").read_text() == "newer" and not path.exists()


def test_the_chosen_preset_is_remembered_an_older_file_reads_and_a_bad_value_loses_nothing_else(tmp_path):
    """``Settings.rule_preset`` (the preset chosen last in Settings → Rules) is written as
    ``"preset": {"chosen"}``; a file of an older version, without it, reads as before with
    no message; a bad value (a number, an empty name, a group that is not an object) reads
    as none, with words, every other setting of the file is kept, and the file as it was is
    kept beside it."""
    path = tmp_path / "settings.json"
    own = OwnPreset.of("Our house", {})
    s = replace(Settings(), names=("Anna", "Boris", "Vera", "Gleb"), rule_presets=(own,), rule_preset="Our house")
    save_settings(s, path)
    assert json.loads(path.read_text(encoding="utf-8"))["preset"] == {"chosen": "Our house"}
    assert load_settings(path) == (s, [])
    data = s.to_dict()
    del data["preset"]  # written before the field came
    assert load_settings(write(tmp_path, data)) == (replace(s, rule_preset=None), [])
    for bad, said in (({"chosen": 7}, "The setting “rule_preset” had the value 7, which is not allowed (it must be the "
                                      "name of a rule preset); the default is used."),
                      ({"chosen": ""}, "The setting “rule_preset” had the value \"\", which is not allowed (it must be "
                                       "the name of a rule preset); the default is used."),
                      ("Our house", "The chosen rule preset could not be read; none is used.")):
        data["preset"] = bad
        got, messages = load_settings(write(tmp_path, data))
        assert (got, messages[0]) == (replace(s, rule_preset=None), said)
        assert messages[1].startswith("The original file was kept as ")  # the file as it was, beside
