"""The player's own rule presets (issue 23): a small versioned JSON file to share, read
back exactly; a file too large, of another kind, a newer version, or with an unknown
option or value refused with its reason (the engine's, as a record's rules); kept in the
settings file; and the preset a game was started with kept in the autosave."""

from __future__ import annotations

import json
import os

import pytest

from deberts_desktop.engine.record import game_record
from deberts_desktop.engine.game import Game
from deberts_desktop.engine.rules import Rules
from deberts_desktop.storage.autosave import Autosave
from deberts_desktop.storage.presets import (MAX_PRESETS_BYTES, OwnPreset, PresetFileError, export_presets,
                                             import_presets, presets_text)
from deberts_desktop.storage.settings import Settings, load_settings, save_settings

FRIDAY = OwnPreset.of("Friday", {"overtrump": "always", "hundred": "off"})
CLUB = OwnPreset.of("Клуб", {"target": 1001})


def test_exported_presets_are_imported_exactly(tmp_path):
    path = tmp_path / "mine.presets.json"
    export_presets(path, [FRIDAY, CLUB])
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "deberts-rule-presets" and data["version"] == 1
    assert data["presets"] == [{"name": "Friday", "rules": {"hundred": "off", "overtrump": "always"}},
                               {"name": "Клуб", "rules": {"target": 1001}}]
    assert import_presets(path) == (FRIDAY, CLUB)
    assert FRIDAY.as_dict() == {"overtrump": "always", "hundred": "off"}


def write(tmp_path, data) -> str:
    path = tmp_path / "given.presets.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return str(path)


def test_a_presets_file_saved_with_a_byte_order_mark_is_imported(tmp_path):
    """A presets file a friend edited in Notepad (UTF-8 with a byte-order mark) imports."""
    path = tmp_path / "friend.presets.json"
    path.write_bytes(b"\xef\xbb\xbf" + presets_text([FRIDAY, CLUB]).encode("utf-8"))
    assert import_presets(path) == (FRIDAY, CLUB)


def presets_file(*presets) -> dict:
    return {"format": "deberts-rule-presets", "version": 1, "presets": list(presets)}


@pytest.mark.parametrize("preset,code,option", [
    ({"name": "Odd", "rules": {"overtrump": "sometimes"}}, "bad_option_value", "overtrump"),
    ({"name": "Odd", "rules": {"jokers": True}}, "unknown_option", "jokers"),
    ({"name": "Odd", "rules": {"players": 3}}, "unknown_option", "players"),
])
def test_an_unknown_option_or_value_is_refused_with_the_engine_s_reason(tmp_path, preset, code, option):
    path = write(tmp_path, presets_file({"name": "Good", "rules": {}}, preset))
    with pytest.raises(PresetFileError) as e:
        import_presets(path)
    assert e.value.preset == "Odd" and e.value.rules_error.code == code
    assert e.value.rules_error.params["option"] == option
    assert str(e.value).startswith("The preset “Odd” cannot be used: ")


@pytest.mark.parametrize("data,start", [
    ({"format": "deberts-record", "version": 1, "presets": []}, "It is not a rule presets file"),
    ({"format": "deberts-rule-presets", "version": 2, "presets": []}, "Rule presets version 2 cannot be read"),
    ({"format": "deberts-rule-presets", "version": 1, "presets": {}}, "“presets” must be a list"),
    (presets_file({"rules": {}}), "Each preset must have a name"),
    (presets_file({"name": "A", "rules": {}}, {"name": "A", "rules": {}}), "Two presets are named “A”"),
    ("{not json", "It is not a rule presets file (not valid JSON text)"),
])
def test_a_file_that_is_no_presets_file_is_refused_in_words(tmp_path, data, start):
    with pytest.raises(PresetFileError) as e:
        import_presets(write(tmp_path, data))
    assert str(e.value).startswith(start), str(e.value)


def test_a_file_over_64_kb_is_not_read_and_none_is_written(tmp_path):
    big = presets_file({"name": "A", "rules": {}})
    big["padding"] = "x" * MAX_PRESETS_BYTES
    with pytest.raises(PresetFileError) as e:
        import_presets(write(tmp_path, big))
    assert str(e.value) == "The file is larger than 64 KB, which no presets file is."
    many = [OwnPreset.of(f"preset {i:04}", {"target": 1001, "overtrump": "always"}) for i in range(1000)]
    assert len(presets_text(many).encode()) > MAX_PRESETS_BYTES
    out = tmp_path / "many.presets.json"
    with pytest.raises(PresetFileError):
        export_presets(out, many)
    assert not out.exists()


def test_a_device_is_not_read_as_presets(tmp_path):
    link = tmp_path / "zero.presets.json"
    os.symlink("/dev/zero", link)
    with pytest.raises(PresetFileError) as e:
        import_presets(link)
    assert str(e.value) == "It is not a regular file (a pipe, a device or a socket)."


def test_own_presets_are_kept_in_the_settings_file(tmp_path):
    path = tmp_path / "settings.json"
    save_settings(Settings(rule_presets=(FRIDAY, CLUB)), path)
    assert json.loads(path.read_text(encoding="utf-8"))["presets"][0] == {
        "name": "Friday", "rules": {"hundred": "off", "overtrump": "always"}}
    loaded, messages = load_settings(path)
    assert loaded.rule_presets == (FRIDAY, CLUB) and messages == []
    # a file of before (no "presets") has none, without a message
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["presets"]
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded, messages = load_settings(path)
    assert loaded.rule_presets == () and messages == []


def test_a_bad_preset_in_the_settings_file_is_told_and_the_rest_kept(tmp_path):
    path = tmp_path / "settings.json"
    data = Settings(language="ru").to_dict()
    data["presets"] = [{"name": "Odd", "rules": {"jokers": True}}]
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded, messages = load_settings(path)
    assert loaded.rule_presets == () and loaded.language == "ru"
    assert messages[0].startswith("Your rule presets could not be read (The preset “Odd” cannot be used: ")
    assert (tmp_path / "settings.json.bak").exists()


def test_the_autosave_keeps_the_preset_a_game_was_started_with(tmp_path):
    rules = Rules(players=3, dealer_rotation="previous_winner")
    game = Game(rules, dealer=0, seed=5, names=["A", "B", "C"])
    game.start_deal()
    save = Autosave(tmp_path / "autosave.record.json")
    save.save(game, levels=[None, "amateur", "amateur"], preset="moscow")
    data = json.loads((tmp_path / "autosave.record.json").read_text(encoding="utf-8"))
    assert data["resume"]["preset"] == "moscow"
    assert "preset" not in data["rules"] and game_record(game).to_dict()["rules"] == data["rules"]
    assert save.load_resume().preset == "moscow"
    save.save(game)  # custom rules (or not known): no preset
    assert save.load_resume().preset is None


def test_the_history_keeps_the_preset_a_game_was_started_with(tmp_path):
    """Migration 6: ``games.preset``; the writer stores a game's preset from its snapshot
    (also through a pending file, as a locked history leaves it); a game of before has
    none (NULL)."""
    import random
    import shutil
    import sqlite3

    from deberts_desktop.storage.history import History
    from deberts_desktop.storage.migrations import MIGRATIONS, SCHEMA_VERSION
    from deberts_desktop.storage.pending import Snapshot, new_uid
    from deberts_desktop.storage.saving import SaveWriter

    from .helpers import play_deals

    assert SCHEMA_VERSION >= 8 and MIGRATIONS[5].__name__ == "_migrate_5_to_6"
    # a copy of a version-4 history (the storage tests' fixture) goes through 5 and 6 (and on)
    old = tmp_path / "old.sqlite3"
    shutil.copy(os.path.join(os.path.dirname(__file__), "data", "history-v4.sqlite3"), old)
    with History(old) as h:
        assert h.schema_version == SCHEMA_VERSION and h.list_games() and all(g.preset is None for g in h.list_games())
    with sqlite3.connect(old) as conn:
        assert "preset" in [r[1] for r in conn.execute("PRAGMA table_info(games)")]

    path = tmp_path / "history.sqlite3"
    game = Game(Rules(players=3, dealer_rotation="previous_winner"), dealer=0, seed=2, names=["A", "B", "C"])
    play_deals(game, random.Random(2), 1)
    writer = SaveWriter(path, None, lambda *_: None)
    writer.start()
    uid = new_uid()
    writer.store(Snapshot(uid, "store", game_record(game).to_dict(), None, [None, "amateur", "amateur"], None, "moscow"))
    assert writer.flush(30) and writer.close(30)
    with History(path) as h:
        (stored,) = h.list_games()
        assert stored.preset == "moscow"
        other = h.start_game(Rules(players=2), ["A", "B"])
        assert h.game(other).preset is None  # custom, or not known
    # a pending file keeps it too
    text = Snapshot(uid, "store", game_record(game).to_dict(), 7, None, None, "Friday").to_text()
    assert Snapshot.from_text(text).preset == "Friday"
    assert Snapshot.from_text(Snapshot(uid, "store", game_record(game).to_dict()).to_text()).preset is None


def test_an_own_preset_named_as_the_program_s_is_renamed_when_the_settings_are_read(tmp_path):
    """Read with the names the program keeps for its own presets (``reserved``: the
    interface gives them in every language), a settings file's own "classic" and
    "Classic" become "classic 3" and "Classic 4" ("Classic 2" is already the player's, and
    a name that differs from it only in case would read as it),
    their rules kept, the chosen one followed, with a message for each and the original
    file kept beside; a name cut to make room stays within the longest name. Read without
    ``reserved``, the file reads as written."""
    from deberts_desktop.storage.presets import MAX_PRESET_NAME, rename_reserved

    path = tmp_path / "settings.json"
    own = (OwnPreset.of("classic", {"target": 1001}), OwnPreset.of("Classic 2", {}), OwnPreset.of("Classic", {"hundred": "off"}))
    save_settings(Settings(rule_presets=own, rule_preset="Classic"), path)
    assert load_settings(path)[0].rule_presets == own
    reserved = {"classic"}.__contains__

    got, messages = load_settings(path, reserved=lambda name: reserved(name.casefold()))
    assert got.rule_presets == (OwnPreset.of("classic 3", {"target": 1001}), OwnPreset.of("Classic 2", {}),
                                OwnPreset.of("Classic 4", {"hundred": "off"}))
    assert got.rule_preset == "Classic 4"
    assert messages[:2] == [
        "Your rule preset “classic” had the name of one of the program's presets; it is now called “classic 3”.",
        "Your rule preset “Classic” had the name of one of the program's presets; it is now called “Classic 4”."]
    assert messages[2].startswith("The original file was kept as ")
    assert load_settings(path, reserved=lambda name: reserved(name.casefold())) == (got, [])  # saved repaired
    long = "x" * MAX_PRESET_NAME
    assert rename_reserved([OwnPreset.of(long, {})], {long}.__contains__) == (
        (OwnPreset.of("x" * (MAX_PRESET_NAME - 2) + " 2", {}),), [(long, "x" * (MAX_PRESET_NAME - 2) + " 2")])


def _read_as_the_window_does(path):
    """The settings at ``path`` read as the window's start reads them (``open_settings``:
    program names reserved, own presets under their names as shown)."""
    from deberts_desktop.storage.presets import MAX_PRESET_NAME
    from deberts_desktop.ui.words import is_program_preset_name, typed_name

    return load_settings(path, reserved=is_program_preset_name, shown=lambda name: typed_name(name, MAX_PRESET_NAME))


def _settings_with(path, presets, chosen=None):
    save_settings(Settings(), path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["presets"] = presets
    if chosen is not None:
        data["preset"] = {"chosen": chosen}
    path.write_text(json.dumps(data), encoding="utf-8")


def test_an_own_preset_renamed_from_the_program_s_name_never_reads_as_another(tmp_path):
    """The settings file holds own presets "Classic" (the program's name) and "classic 2".
    Read as the window reads it, "Classic" is renamed — not to "Classic 2", which reads as the
    player's "classic 2" but for case (the list would show two alike, and Save as "classic 2"
    would replace both), but to "Classic 3"; "classic 2" stays as it is."""
    path = tmp_path / "settings.json"
    _settings_with(path, [{"name": "Classic", "rules": {"target": 1001}}, {"name": "classic 2", "rules": {}}])
    got, messages = _read_as_the_window_does(path)
    assert [p.name for p in got.rule_presets] == ["Classic 3", "classic 2"]
    assert messages[0] == ("Your rule preset “Classic” had the name of one of the program's presets; it is now "
                           "called “Classic 3”.")


def test_the_built_in_preset_chosen_stays_chosen_whatever_own_presets_are_called(tmp_path):
    """The player chose the built-in Moscow rules (``"moscow"``); their own list holds
    "MOSCOW" (target 1001) and "Moscow" (no hundred), as a hand wrote them. Read as the window
    reads it, the second is dropped as a look-alike of the first, the first renamed "MOSCOW 2" —
    and the preset chosen is still the built-in "moscow", not the player's renamed one.
    (Before: the chosen key matched the kept look-alike but for case and became "MOSCOW 2".)"""
    path = tmp_path / "settings.json"
    _settings_with(path, [{"name": "MOSCOW", "rules": {"target": 1001}}, {"name": "Moscow", "rules": {"hundred": "off"}}],
                   chosen="moscow")
    got, messages = _read_as_the_window_does(path)
    assert [(p.name, p.as_dict()) for p in got.rule_presets] == [("MOSCOW 2", {"target": 1001})]
    assert got.rule_preset == "moscow"
    assert messages[:2] == [
        "Your rule preset “Moscow” read as “MOSCOW”, which comes before it in the list; it was dropped.",
        "Your rule preset “MOSCOW” had the name of one of the program's presets; it is now called “MOSCOW 2”."]


@pytest.mark.parametrize("odd, said", [
    ({"name": "   ", "rules": {"target": 501}},
     "Your rule preset whose name reads as nothing (spaces or direction controls only) was dropped."),
    ({"name": " Club ", "rules": {"target": 501}},
     "Your rule preset “Club” read as “Club”, which comes before it in the list; it was dropped."),
    ({"name": "\u202e" + "Club" * 10, "rules": {"target": 501}},  # 41 characters, 40 of them shown
     None),
], ids=["spaces-only", "same-name-twice", "forty-shown-one-control"])
def test_one_odd_preset_name_in_the_settings_loses_only_that_preset(tmp_path, odd, said):
    """The settings file holds own presets "Club" (no hundred), then one whose name is spaces
    only or "Club" again (a hand's edit), then "Friday" (always overtrump), "Club" chosen. Read
    as the window reads it, only the odd one is dropped, with words; "Club" and "Friday" are
    kept with their rules and "Club" stays chosen. A name of 40 characters behind a direction
    control (41 in the file) is kept whole, as it is shown. (Before: the whole list was
    refused — "Each preset must have a name…", "Two presets are named…" — and none of the
    player's presets was used any more.)"""
    path = tmp_path / "settings.json"
    _settings_with(path, [{"name": "Club", "rules": {"hundred": "off"}}, odd,
                          {"name": "Friday", "rules": {"overtrump": "always"}}], chosen="Club")
    got, messages = _read_as_the_window_does(path)
    if said is None:  # a name of 40 characters as shown, with a right-to-left override an older version kept
        assert [(p.name, p.as_dict()) for p in got.rule_presets] == [
            ("Club", {"hundred": "off"}), ("Club" * 10, {"target": 501}), ("Friday", {"overtrump": "always"})]
        assert got.rule_preset == "Club"
        return
    assert [(p.name, p.as_dict()) for p in got.rule_presets] == [("Club", {"hundred": "off"}),
                                                                 ("Friday", {"overtrump": "always"})]
    assert got.rule_preset == "Club"
    assert messages[0] == said and messages[1].startswith("The original file was kept as ")
    assert _read_as_the_window_does(path) == (got, [])  # saved repaired
