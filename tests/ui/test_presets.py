"""Rule presets in Settings (issue 23): a preset chosen in one click sets exactly its
options for the same players and mode; an edit makes the rules "Custom"; the player's own
presets saved, exported and imported (a refused file told with its reason, nothing
added); and a game started with a preset says so in its score box — through the real
start (cli.main), kept in the autosave and shown again when the game is continued."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox

from deberts_desktop.engine.rules import Rules
from deberts_desktop.storage.autosave import FILE_NAME as AUTOSAVE_FILE
from deberts_desktop.storage.presets import OwnPreset
from deberts_desktop.storage.settings import Settings, save_settings
from deberts_desktop.ui.dialogs.settings import SettingsDialog

from .test_real_start import built, folders, start_app, without_the_master  # noqa: F401  (folders: the fixture)


def click_item(combo: QComboBox, text: str) -> None:
    """Choose the item shown as ``text``, as a click in the open list does."""
    i = combo.findText(text)
    assert i >= 0, [combo.itemText(k) for k in range(combo.count())]
    combo.setCurrentIndex(i)
    combo.activated.emit(i)


def items(combo: QComboBox) -> list[str]:
    return [combo.itemText(i) for i in range(combo.count())]


def open_settings(qtbot, settings: Settings) -> SettingsDialog:
    d = SettingsDialog(settings)
    qtbot.addWidget(d)
    d.show()
    return d


def test_a_preset_is_chosen_in_one_click_and_an_edit_makes_it_custom(qtbot):
    d = open_settings(qtbot, Settings(rules=Rules(players=4, mode="pairs", seven_swap="off")))
    bar = d.preset_bar
    assert items(bar.combo) == ["Classic", "Moscow rules", "IgraFan", "Deberc Online", "Belote play duties", "Custom"]
    assert bar.combo.currentText() == "Custom"
    click_item(bar.combo, "Belote play duties")
    assert d.rules() == Rules(players=4, mode="pairs", overtrump="always", undertrump="optional",
                              partner_exemption=True)  # seven_swap back to its default
    assert d.rules_editor.control("overtrump").currentData() == "always"
    assert bar.combo.currentText() == "Belote play duties" and "Custom" not in items(bar.combo)
    assert "always overtrump" in bar.source.text()
    click_item(bar.combo, "Deberc Online")
    assert d.rules() == Rules(players=4, mode="pairs", target=501, hundred="off", debertz_needs_ace=False)
    box = d.rules_editor.control("debertz_needs_ace")
    assert isinstance(box, QCheckBox) and not box.isChecked()
    box.click()  # an edit: no preset gives these rules
    assert bar.combo.currentText() == "Custom"
    click_item(bar.combo, "Classic")
    assert d.rules() == Rules(players=4, mode="pairs")
    assert d.result_settings().rules == Rules(players=4, mode="pairs")


def test_own_presets_are_saved_exported_and_imported(qtbot, tmp_path):
    d = open_settings(qtbot, Settings(rules=Rules(players=3, hundred="off", winner_takes_all=True)))
    bar = d.preset_bar
    assert not bar.export_button.isEnabled() and not bar.delete_button.isEnabled()
    bar.save_as("  Friday   night ")
    assert bar.own == (OwnPreset.of("Friday night", {"hundred": "off", "winner_takes_all": True}),)
    assert bar.combo.currentText() == "Friday night" and bar.delete_button.isEnabled()
    click_item(bar.combo, "Moscow rules")
    assert d.rules() == Rules(players=3, dealer_rotation="previous_winner")
    click_item(bar.combo, "Friday night")
    assert d.rules() == Rules(players=3, hundred="off", winner_takes_all=True)
    out = tmp_path / "ours.presets.json"
    assert bar.export_to(str(out)) and bar.message.text() == "1 preset(s) exported."
    assert json.loads(out.read_text(encoding="utf-8"))["presets"] == [
        {"name": "Friday night", "rules": {"hundred": "off", "winner_takes_all": True}}]
    assert d.result_settings().rule_presets == bar.own

    # a friend's file: imported; a file with an option no rules have: refused, nothing added
    friend = open_settings(qtbot, Settings())
    assert friend.preset_bar.import_from(str(out))
    assert "Friday night" in items(friend.preset_bar.combo)
    assert friend.preset_bar.message.text() == "1 preset(s) imported."
    bad = tmp_path / "odd.presets.json"
    bad.write_text(json.dumps({"format": "deberts-rule-presets", "version": 1,
                               "presets": [{"name": "Odd", "rules": {"overtrump": "sometimes"}}]}), encoding="utf-8")
    assert not friend.preset_bar.import_from(str(bad))
    assert friend.preset_bar.message.text() == (
        "The presets were not imported: the preset “Odd” cannot be used: "
        "the rule option \"overtrump\" cannot be \"sometimes\"")
    assert [p.name for p in friend.preset_bar.own] == ["Friday night"]
    click_item(friend.preset_bar.combo, "Friday night")
    friend.preset_bar.delete_current()
    assert friend.preset_bar.own == () and "Friday night" not in items(friend.preset_bar.combo)


def score_box_deal_row(w) -> list:
    return next(r for r in w.scene.score_box.rows if r and r[0].startswith("Deal "))


def test_a_game_started_with_a_preset_says_so_and_the_autosave_keeps_it(qtbot, folders, monkeypatch, tmp_path):
    config = tmp_path / "config"
    own = OwnPreset.of("Friday", {"hundred": "off"})
    save_settings(Settings(rules=Rules(players=3, dealer_rotation="previous_winner"), rule_presets=(own,),
                           levels=("beginner",) * 4), config / "settings.json")

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None and bool(w.scene.score_box.rows),
                        timeout=30000)
        row = score_box_deal_row(w)
        assert w.session.store.flush()
        return row, json.loads((folders / AUTOSAVE_FILE).read_text(encoding="utf-8"))

    code, (row, saved) = start_app(monkeypatch, [], drive)
    assert code == 0 and row == ["Deal 1", "Moscow rules"]
    assert saved["resume"]["preset"] == "moscow"
    assert saved["rules"] == {"players": 3, "dealer_rotation": "previous_winner"}  # the record as before

    # the next start continues the game (the person had not acted in it: no question); it still says Moscow rules
    def drive_again(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None and bool(w.scene.score_box.rows),
                        timeout=30000)
        return score_box_deal_row(w), w.session.store.preset, w.questions.question

    code, (row, preset, question) = start_app(monkeypatch, [], drive_again)
    assert code == 0 and row[1] == "Moscow rules" and preset == "moscow" and question is None


def test_history_says_which_preset_each_game_was_played_with(qtbot, tmp_path):
    """The History's mode column names the preset a game was started with, as the history
    keeps it (schema 6), else the built-in preset its rules are (a game of before), or
    Custom; the record's format unchanged."""
    import random

    from deberts_desktop.engine.game import Game
    from deberts_desktop.storage.history import History
    from deberts_desktop.ui.history.window import HistoryWindow

    from ..storage.helpers import play_deals

    played = [(Rules(players=3, dealer_rotation="previous_winner"), ["A", "B", "C"]),
              (Rules(players=2, hundred="off", sequence_tie="by_suit"), ["A", "B"]),
              (Rules(players=4, overtrump="always", undertrump="optional", partner_exemption=True), ["A", "B", "C", "D"])]
    played.append((Rules(players=3, hundred="off"), ["A", "B", "C"]))  # started with an own preset
    with History(tmp_path / "history.sqlite3") as h:
        for i, (rules, names) in enumerate(played):
            gid = h.start_game(rules, names, [None] + ["amateur"] * (rules.players - 1),
                               started=f"2026-11-1{i}T10:00:00+00:00", preset="Friday" if i == 3 else None)
            game = Game(rules, dealer=0, seed=i, names=names)
            play_deals(game, random.Random(i), 1)
            h.store_game(gid, game)
        w = HistoryWindow(h)
        qtbot.addWidget(w)
        tips = sorted(w.model.item(r, 2).toolTip() for r in range(w.model.rowCount()))
    assert tips == ["2 players · rules: Custom", "3 players · rules: Friday", "3 players · rules: Moscow rules",
                    "4 players in pairs · rules: Belote play duties"]


def test_an_own_preset_with_the_rules_of_another_can_be_chosen_and_deleted(qtbot, folders, monkeypatch, tmp_path):
    """A friend's presets file holds "Our house" — the classic rules, nothing changed — and
    "Friday" and "Friday late", both without the hundred. Through the real start, Settings →
    Rules: the person imports it, chooses "Our house" and then "Friday late": the list shows
    the preset chosen, and Delete (asked: Delete) deletes it; Save keeps the rest. (Before: choosing either
    showed "Classic" or "Friday" — the first preset with those rules — and Delete stayed
    greyed: such a preset could never be deleted.)"""
    from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

    from deberts_desktop.storage.settings import FILE_NAME, load_settings

    from .test_question_buttons import on_modal, press

    config = tmp_path / "config"
    save_settings(Settings(rules=Rules(players=2), levels=("amateur",) * 4, tutorial_offered=True),
                  config / FILE_NAME)
    friend = friend_presets(tmp_path, [
        {"name": "Our house", "rules": {}}, {"name": "Friday", "rules": {"hundred": "off"}},
        {"name": "Friday late", "rules": {"hundred": "off"}}])

    def drive(w):
        qtbot.waitUntil(lambda: built(w), timeout=30000)
        dlg = w.open_settings()
        bar = dlg.preset_bar
        assert bar.import_from(str(friend))
        seen, asked = [], []
        for name in ("Our house", "Friday late"):
            click_item(bar.combo, name)
            seen.append((bar.combo.currentText(), bar.delete_button.isEnabled()))
            if bar.delete_button.isEnabled():
                on_modal(QMessageBox, lambda box: press(box, "Delete"), asked)
                bar.delete_button.click()
            seen.append(items(bar.combo))
        seen.append(dlg.rules())  # the rules stay as they were when a preset is deleted
        dlg.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        return seen + [len(asked)]

    code, seen = start_app(monkeypatch, [], drive)
    assert code == 0
    builtin = ["Classic", "Moscow rules", "IgraFan", "Deberc Online", "Belote play duties"]
    assert seen == [("Our house", True), builtin + ["Friday", "Friday late"],
                    ("Friday late", True), builtin + ["Friday"],
                    Rules(players=2, hundred="off"), 2]
    kept = load_settings(config / FILE_NAME)[0].rule_presets
    assert [p.name for p in kept] == ["Friday"]


def saved_as(qtbot, tmp_path, names):
    """The real start's driver (the settings: 2 players without the hundred, quick levels)
    that types each of ``names`` at Settings → Rules → "Save as…" in turn; it returns, after
    each, the preset bar's message, the own presets' names and how often "Classic" is listed."""
    from PySide6.QtWidgets import QInputDialog

    from deberts_desktop.storage.settings import FILE_NAME

    from .test_question_buttons import on_modal, press

    save_settings(Settings(rules=Rules(players=2, hundred="off"), levels=("amateur",) * 4, tutorial_offered=True),
                  tmp_path / "config" / FILE_NAME)
    seen: list = []

    def drive(w):
        qtbot.waitUntil(lambda: built(w), timeout=30000)
        dlg = w.open_settings()
        bar = dlg.preset_bar
        said = []
        for name in names:
            def name_it(ask, name=name):
                ask.setTextValue(name)
                press(ask, "Save")

            on_modal(QInputDialog, name_it, seen)
            bar.save_button.click()
            said.append((bar.message.text(), [p.name for p in bar.own], items(bar.combo).count("Classic")))
        dlg.reject()
        return said

    return drive


def test_an_own_preset_is_not_named_as_a_preset_of_the_program(qtbot, folders, monkeypatch, tmp_path):
    """Settings → Rules: the rules without the hundred, "Save as…" and the name "classic"
    (or "Custom"): refused with words, nothing added; "Friday" is kept. (Before: a second
    "Classic" came into the list beside the program's, and a game with those rules said
    "Classic" in its score box and in History.)"""
    code, said = start_app(monkeypatch, [], saved_as(qtbot, tmp_path, ("classic", "Custom", "Friday")))
    assert code == 0
    assert said == [("“classic” is a name in the program's list of presets: choose another name.", [], 1),
                    ("“Custom” is a name in the program's list of presets: choose another name.", [], 1),
                    ("", ["Friday"], 1)]


def test_an_own_preset_named_only_with_invisible_characters_is_refused(qtbot, folders, monkeypatch, tmp_path):
    """Settings → Rules: "Save as…" and a name of zero-width spaces (U+200B U+200B), then
    of a word joiner (U+2060): refused with words, nothing added; "Friday" is then kept.
    (Before: a preset with a name that shows nothing came into the list, a blank line.)"""
    code, said = start_app(monkeypatch, [], saved_as(qtbot, tmp_path, ("\u200b\u200b", "\u2060", "Friday")))
    assert code == 0
    refused = ("The preset was not saved. This name shows nothing: it is made only of invisible characters. "
               "Type a name with letters that can be seen.")
    assert said == [(refused, [], 1), (refused, [], 1), ("", ["Friday"], 1)]


def test_an_own_preset_name_after_forty_invisible_characters_keeps_its_letters(qtbot, folders, monkeypatch, tmp_path):
    """Settings → Rules: "Save as…" and 40 zero-width spaces (U+200B) before "Friday": the
    invisible characters at its start go before the 40-character cut, as spaces do, and
    "Friday" is kept. (Before: the cut kept the 40 invisible characters only, and the save
    did nothing, without a word.)"""
    code, said = start_app(monkeypatch, [], saved_as(qtbot, tmp_path, ("\u200b" * 40 + "Friday",)))
    assert code == 0
    assert said == [("", ["Friday"], 1)]


def test_a_presets_file_with_a_name_of_the_program_s_list_is_not_imported(qtbot, folders, monkeypatch, tmp_path):
    """A friend's presets file holds "Friday" and "classic" (their own rules without the
    hundred). Through the real start, Settings → Rules → Import…: refused with words and
    nothing added, as Save as… refuses the name; the list keeps one "Classic". (Before: a
    second "classic" came into the list beside the program's "Classic".)"""
    from deberts_desktop.storage.settings import FILE_NAME

    save_settings(Settings(rules=Rules(players=2), levels=("amateur",) * 4, tutorial_offered=True),
                  tmp_path / "config" / FILE_NAME)
    friend = friend_presets(tmp_path, [
        {"name": "Friday", "rules": {"hundred": "off"}}, {"name": "classic", "rules": {"hundred": "off"}}])

    def drive(w):
        qtbot.waitUntil(lambda: built(w), timeout=30000)
        dlg = w.open_settings()
        bar = dlg.preset_bar
        done = bar.import_from(str(friend))
        seen = (done, bar.message.text(), [p.name for p in bar.own], [t.casefold() for t in items(bar.combo)])
        dlg.reject()
        return seen

    code, seen = start_app(monkeypatch, [], drive)
    assert code == 0
    assert seen == (False, "The presets were not imported: “classic” is a name in the program's list of presets: "
                    "rename it in the file.", [], ["classic", "moscow rules", "igrafan", "deberc online",
                                                   "belote play duties"])



def test_a_preset_is_not_named_as_one_of_the_program_s_in_the_other_language(qtbot, folders, monkeypatch, tmp_path):
    """The program's presets have a name in each language it speaks: "Classic" is
    «Классика» in Russian. Through the real start in English, Settings → Rules, the rules
    without the hundred: "Save as…" «Классика» and «Свои правила» ("Custom") are refused
    with words, nothing added, and Import… of a friend's file holding «Московские правила»
    is refused too. (Before: both were kept; with the language switched to Russian the list
    held «Классика» twice, and a game of those other rules said «Классика» in its score box
    and in History, as if the program's classic rules.)"""
    from PySide6.QtWidgets import QInputDialog

    from deberts_desktop.storage.settings import FILE_NAME

    from .test_question_buttons import on_modal, press

    save_settings(Settings(rules=Rules(players=2, hundred="off"), levels=("amateur",) * 4, tutorial_offered=True,
                           language="en"), tmp_path / "config" / FILE_NAME)
    friend = friend_presets(tmp_path, [
        {"name": "Friday", "rules": {"hundred": "off"}}, {"name": "Московские правила", "rules": {"hundred": "off"}}])
    seen: list = []

    def drive(w):
        qtbot.waitUntil(lambda: built(w), timeout=30000)
        dlg = w.open_settings()
        bar = dlg.preset_bar
        said = []
        for name in ("Классика", " свои  правила "):
            def name_it(ask, name=name):
                ask.setTextValue(name)
                press(ask, "Save")

            on_modal(QInputDialog, name_it, seen)
            bar.save_button.click()
            said.append((bar.message.text(), [p.name for p in bar.own]))
        said.append((bar.import_from(str(friend)), bar.message.text(), [p.name for p in bar.own]))
        dlg.reject()
        return said

    code, said = start_app(monkeypatch, [], drive)
    assert code == 0
    assert said == [("“Классика” is a name in the program's list of presets: choose another name.", []),
                    ("“свои правила” is a name in the program's list of presets: choose another name.", []),
                    (False, "The presets were not imported: “Московские правила” is a name in the program's list of "
                     "presets: rename it in the file.", [])]


def test_an_own_preset_chosen_with_the_rules_of_another_is_the_game_s_and_settings_keep_it(qtbot, folders,
                                                                                            monkeypatch, tmp_path):
    """The person's "Our house" has the classic rules, nothing changed. Through the real
    start: Settings → Rules, "Our house" chosen, Save; then Game → New game. The new game's
    score box says "Our house" (the preset the person chose), the autosave keeps it, and
    Settings opened again shows "Our house" chosen, its Delete enabled; the next start
    shows it too. (Before: the choice lived only while Settings was open — the game said
    "Classic", the first preset of those rules, and so did Settings opened again.)"""
    from PySide6.QtWidgets import QDialogButtonBox

    from deberts_desktop.storage.settings import FILE_NAME

    config = tmp_path / "config"
    save_settings(Settings(rules=Rules(players=2), levels=("amateur",) * 4, tutorial_offered=True,
                           rule_presets=(OwnPreset.of("Our house", {}),)), config / FILE_NAME)

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None and bool(w.scene.score_box.rows),
                        timeout=30000)
        first = score_box_deal_row(w)
        dlg = w.open_settings()
        click_item(dlg.preset_bar.combo, "Our house")
        dlg.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        uid = w.session.store.uid
        w.ask_new_game()
        qtbot.waitUntil(lambda: w.session.store.uid != uid and bool(w.scene.score_box.rows), timeout=30000)
        row = score_box_deal_row(w)
        assert w.session.store.flush()
        saved = json.loads((folders / AUTOSAVE_FILE).read_text(encoding="utf-8"))
        dlg = w.open_settings()
        again = (dlg.preset_bar.combo.currentText(), dlg.preset_bar.delete_button.isEnabled())
        dlg.reject()
        return first, row, saved["resume"]["preset"], again

    code, (first, row, kept, again) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert first == ["Deal 1", "Classic"]  # started before the choice: the classic rules
    assert (row, kept, again) == (["Deal 1", "Our house"], "Our house", ("Our house", True))

    def drive_again(w):
        qtbot.waitUntil(lambda: built(w), timeout=30000)
        dlg = w.open_settings()
        shown = dlg.preset_bar.combo.currentText()
        dlg.reject()
        return shown

    code, shown = start_app(monkeypatch, [], drive_again)
    assert code == 0 and shown == "Our house"


def test_an_imported_preset_s_name_that_looks_like_html_reads_as_typed(qtbot, folders, monkeypatch, tmp_path):
    """A friend's presets file names two presets "<b>Friday</b>". Through the real start,
    Settings → Rules → Import… of it is refused, and the words under the preset bar name
    the preset as the file types it, tags and all: "Two presets are named “<b>Friday</b>”".
    (Before: the bar's message took the text for HTML — the tags gone, "Friday" in bold.)"""
    from .test_same_names import reads_as_typed

    friend = friend_presets(tmp_path, [
        {"name": "<b>Friday</b>", "rules": {"hundred": "off"}}, {"name": "<b>Friday</b>", "rules": {}}])

    def drive(w):
        qtbot.waitUntil(lambda: built(w), timeout=30000)
        dlg = w.open_settings()
        bar = dlg.preset_bar
        imported = bar.import_from(str(friend))
        said = (imported, bar.message.text(), reads_as_typed(bar.message), [p.name for p in bar.own])
        dlg.reject()
        return said

    code, said = start_app(monkeypatch, [], drive)
    assert code == 0
    assert said == (False, "The presets were not imported: Two presets are named “<b>Friday</b>”.", True, [])


def test_a_settings_file_s_own_preset_named_as_the_program_s_is_renamed_and_said(qtbot, folders, monkeypatch,
                                                                                   tmp_path):
    """The settings file holds own presets "Classic" (the rules without the hundred, the
    one chosen last) and «Классика» (Russian for "Classic"), written by hand or kept from
    a version that did not refuse such names, and "Friday". Through the real start: a
    message at start says each was renamed ("Classic 2", «Классика 2»), the Settings →
    Rules list holds "Classic" once, the renamed presets with their own rules, "Classic 2"
    still the chosen one; the file holds the new names, the original kept beside it as
    settings.json.bak. (Before: the list held "Classic" twice, no word said.)"""
    from deberts_desktop.storage.settings import FILE_NAME

    path, data = settings_file(tmp_path, Rules(players=2, hundred="off"))
    data["presets"] = [{"name": "Classic", "rules": {"hundred": "off"}}, {"name": "Классика", "rules": {"target": 1001}},
                       {"name": "Friday", "rules": {"overtrump": "always"}}]
    data["preset"] = {"chosen": "Classic"}
    original = json.dumps(data)
    path.write_text(original, encoding="utf-8")

    code, (said, listed, current, own) = start_app(monkeypatch, [], said_then_presets(qtbot))
    assert code == 0
    assert ("Your rule preset “Classic” had the name of one of the program's presets; it is now called “Classic 2”."
            in said), said
    assert "Your rule preset “Классика” had the name of one of the program's presets; it is now called “Классика 2”." \
        in said
    assert listed == ["Classic", "Moscow rules", "IgraFan", "Deberc Online", "Belote play duties",
                      "Classic 2", "Классика 2", "Friday"]
    assert current == "Classic 2"
    assert own == {"Classic 2": {"hundred": "off"}, "Классика 2": {"target": 1001}, "Friday": {"overtrump": "always"}}
    kept = json.loads(path.read_text(encoding="utf-8"))
    assert [p["name"] for p in kept["presets"]] == ["Classic 2", "Классика 2", "Friday"]
    assert kept["preset"] == {"chosen": "Classic 2"}
    assert (path.parent / (FILE_NAME + ".bak")).read_text(encoding="utf-8") == original


def test_a_settings_file_s_look_alike_presets_are_dropped_and_said(qtbot, folders, monkeypatch, tmp_path):
    """The settings file holds own presets "Club" (no hundred), "club" (a target of 1001, the
    one chosen last), "\u202eFriday" (a right-to-left override an older version kept in a
    typed name) and one named with direction controls only — as an older version or a hand
    wrote them (the settings' reading is case-sensitive, so the file is read). Through the
    real start: a message at start says "club" read as "Club", kept before it, and was dropped,
    and that the one of controls only was dropped; Settings → Rules lists "Club" and "Friday"
    (its name as shown), "Club" chosen with its own rules; the file holds those two, the
    original kept beside it as settings.json.bak. (Before: the list held "Club" and "club",
    "Friday" kept its control and a preset showed as a blank line.)"""
    from deberts_desktop.storage.settings import FILE_NAME

    path, data = settings_file(tmp_path, Rules(players=2, hundred="off"))
    data["presets"] = [{"name": "Club", "rules": {"hundred": "off"}}, {"name": "club", "rules": {"target": 1001}},
                       {"name": "\u202eFriday", "rules": {"overtrump": "always"}},
                       {"name": "\u2067\u2069", "rules": {"target": 501}}]
    data["preset"] = {"chosen": "club"}
    original = json.dumps(data)
    path.write_text(original, encoding="utf-8")

    code, (said, listed, current, own) = start_app(monkeypatch, [], said_then_presets(qtbot))
    assert code == 0
    assert "Your rule preset “club” read as “Club”, which comes before it in the list; it was dropped." in said, said
    assert "Your rule preset whose name reads as nothing (spaces or direction controls only) was dropped." in said, said
    assert listed == ["Classic", "Moscow rules", "IgraFan", "Deberc Online", "Belote play duties", "Club", "Friday"]
    assert current == "Club"  # the rules are Club's (no hundred): the chosen "club" reads as it
    assert own == {"Club": {"hundred": "off"}, "Friday": {"overtrump": "always"}}
    kept = json.loads(path.read_text(encoding="utf-8"))
    assert [p["name"] for p in kept["presets"]] == ["Club", "Friday"]
    assert kept["preset"] == {"chosen": "Club"}
    assert (path.parent / (FILE_NAME + ".bak")).read_text(encoding="utf-8") == original


def test_a_stored_game_is_named_by_the_preset_it_was_kept_with_or_as_the_table_names_it(qtbot, folders,
                                                                                          monkeypatch, tmp_path):
    """History holds two unfinished games of the person's: one kept with the own preset
    "Our house" (the classic rules), the latest; one of an older version that kept no
    preset, of the rules of the own "Friday" (no hundred). Through the real start: the
    start's offer of the latest game, Continue — its score box says "Our house", as History
    does; History's tooltips say "rules: Our house" and "rules: Friday" (the table's name
    for the older game when it is continued, and so it is); History → Continue of each:
    "Friday", then "Our house" again. (Before: the game continued said "Classic", the
    preset its rules are, not the one it was kept with; and History named the older game
    "Custom", by the program's presets alone, while the table said "Friday".)"""
    import random

    from deberts_desktop.engine.game import Game
    from deberts_desktop.storage.history import History
    from deberts_desktop.storage.settings import FILE_NAME

    from ..storage.helpers import play_deals
    from .table_driver import answer

    friday, house = OwnPreset.of("Friday", {"hundred": "off"}), OwnPreset.of("Our house", {})
    save_settings(Settings(rules=Rules(players=2), levels=("amateur",) * 4, tutorial_offered=True,
                           rule_presets=(friday, house), animation_speed="off", computer_delay_ms=0,
                           trick_pause_ms=0, sound=False), tmp_path / "config" / FILE_NAME)
    folders.mkdir(parents=True, exist_ok=True)
    ids = {}
    with History(folders / "history.sqlite3") as h:
        for i, (tag, rules, preset) in enumerate((("older", Rules(players=2, hundred="off"), None),
                                                  ("house", Rules(players=2), "Our house"))):
            game = Game(rules, dealer=0, seed=i, names=["You", "Computer 1"])
            play_deals(game, random.Random(i), 1)
            ids[tag] = h.start_game(rules, game.names, [None, "amateur"], started=f"2026-11-1{i}T10:00:00+00:00",
                                    preset=preset)
            h.store_game(gid := ids[tag], game)
            assert not game.finished and gid

    def on_table(w, gid):
        qtbot.waitUntil(lambda: w.session.store.game_id == gid and w.session.game is not None
                        and bool(w.scene.score_box.rows), timeout=30000)
        return score_box_deal_row(w)[1]

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.questions.question is not None, timeout=30000)
        without_the_master(w)
        answer(qtbot, w, "Continue")
        seen = [on_table(w, ids["house"])]
        hw = w.open_history()
        qtbot.waitUntil(lambda: set(ids.values()) <= set(hw.game_ids()), timeout=30000)
        tips = {tag: hw.proxy.index(hw.game_ids().index(gid), 2).data(0x03)  # Qt.ToolTipRole of the Game cell
                for tag, gid in ids.items()}
        for tag in ("older", "house"):
            hw.select_game(ids[tag])
            w.history_opening.continue_game(ids[tag])
            seen.append(on_table(w, ids[tag]))
        hw.close()
        return seen, tips

    code, (seen, tips) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert (seen, tips) == (["Our house", "Friday", "Our house"],
                            {"older": "2 players · rules: Friday", "house": "2 players · rules: Our house"})


@pytest.mark.parametrize("how", ["offer", "record"])
def test_a_saved_game_put_aside_at_the_start_keeps_its_preset_in_history(qtbot, folders, monkeypatch, tmp_path,
                                                                         how):
    """A game of the own preset "Our house" (the classic rules) is begun — the person bids
    in deal 1 — and the app closed: it waits in the autosave, not yet in History (no deal
    finished). The person then picks "Classic" in Settings → Rules. Through the real start:
    the start's offer of the saved game, New game (or a record opened at the start, then
    Game → New game) — it is kept in History; History's tooltip says "rules: Our house",
    and History → Continue puts it on the table as "Our house" again. (Before: it was kept
    with no preset, so History and the table named it by the settings — "Classic".)"""
    from deberts_desktop.storage.settings import FILE_NAME
    from tests.engine.test_examples import EXAMPLE_A

    from .table_driver import answer, legal_now, person_turn, quick_choice
    from .test_real_start import in_replay, write
    from .test_keyboard_only import first_turn

    house = OwnPreset.of("Our house", {})
    quick = dict(rules=Rules(players=2), levels=("amateur",) * 4, tutorial_offered=True, rule_presets=(house,),
                 animation_speed="off", computer_delay_ms=0, trick_pause_ms=0, sound=False)
    save_settings(Settings(rule_preset="Our house", **quick), tmp_path / "config" / FILE_NAME)

    def begin(w):
        first_turn(qtbot, w)
        seen = score_box_deal_row(w)[1]
        assert w.session.choose(quick_choice(legal_now(w)))  # the person's bid: the game is begun
        assert w.session.store.flush()
        return seen

    code, first = start_app(monkeypatch, [], begin)
    assert code == 0 and first == "Our house" and (folders / AUTOSAVE_FILE).exists()
    save_settings(Settings(rule_preset="classic", **quick), tmp_path / "config" / FILE_NAME)  # Classic picked

    def drive(w):
        if how == "offer":
            qtbot.waitUntil(lambda: built(w) and w.questions.question is not None, timeout=30000)
            answer(qtbot, w, "New game")
        else:
            qtbot.waitUntil(lambda: in_replay(w), timeout=30000)
            w.ask_new_game()  # Game → New game while the record is shown: the saved game is kept first
        qtbot.waitUntil(lambda: w.session.game is not None and person_turn(w), timeout=30000)
        assert w.session.store.flush()
        kept = w.storage.history.latest_unfinished()
        hw = w.open_history()
        qtbot.waitUntil(lambda: kept in hw.game_ids(), timeout=30000)
        tip = hw.proxy.index(hw.game_ids().index(kept), 2).data(0x03)  # Qt.ToolTipRole of the Game cell
        hw.close()
        w.history_opening.continue_game(kept)
        qtbot.waitUntil(lambda: w.session.store.game_id == kept and bool(w.scene.score_box.rows), timeout=30000)
        return kept, tip, score_box_deal_row(w)[1]

    argv = [] if how == "offer" else [write(tmp_path / "shown.record.json", EXAMPLE_A)]
    code, (kept, tip, named) = start_app(monkeypatch, argv, drive)
    assert code == 0 and kept is not None
    assert (tip, named) == ("2 players · rules: Our house", "Our house")


def test_an_imported_preset_named_as_an_own_one_replaces_it_and_says_so(qtbot, folders, monkeypatch, tmp_path):
    """The person keeps "Friday night" (no hundred). A friend's file holds "friday night"
    (winner takes all) and "Sunday". Settings → Rules → Import…: the friend's "friday night"
    replaces the person's preset, and the line under the bar says so; the list holds one
    Friday night, not two names but for case. Then Save as… "FRIDAY NIGHT" replaces it
    again. (Before: "2 preset(s) imported." said nothing of the person's preset replaced by
    another's rules, and a name differing only in case came in beside it.)"""
    from deberts_desktop.storage.settings import FILE_NAME

    own = OwnPreset.of("Friday night", {"hundred": "off"})
    save_settings(Settings(rules=Rules(players=2), levels=("amateur",) * 4, tutorial_offered=True, rule_presets=(own,)),
                  tmp_path / "config" / FILE_NAME)
    friend = friend_presets(tmp_path, [
        {"name": "friday night", "rules": {"winner_takes_all": True}}, {"name": "Sunday", "rules": {"hundred": "off"}}])

    def drive(w):
        qtbot.waitUntil(lambda: built(w), timeout=30000)
        dlg = w.open_settings()
        bar = dlg.preset_bar
        done = bar.import_from(str(friend))
        imported = (done, bar.message.text(), bar.own, items(bar.combo)[5:])
        bar.save_as("FRIDAY NIGHT")  # the editor's rules: the game's (the settings' 2 players, no preset's)
        saved = [p.name for p in bar.own]
        dlg.reject()
        return imported, saved

    code, ((done, message, presets, listed), saved) = start_app(monkeypatch, [], drive)
    assert code == 0 and done
    assert message == "2 preset(s) imported. “friday night” replaced your preset of that name."
    assert presets == (OwnPreset.of("friday night", {"winner_takes_all": True}), OwnPreset.of("Sunday", {"hundred": "off"}))
    assert listed == ["friday night", "Sunday"]
    assert saved == ["Sunday", "FRIDAY NIGHT"]


def test_an_imported_file_with_names_that_read_alike_is_refused_and_its_names_kept_as_shown(qtbot, folders, monkeypatch,
                                                                                             tmp_path):
    """The person keeps "Sunday" (no hundred). Settings → Rules → Import… of three friends'
    files: one holds "Friday" and "FRIDAY" (one preset but for case: refused, as two of
    one name are); one holds a name of direction controls only (it reads as nothing:
    refused, as a blank name is); one holds "Sunday" inside a right-to-left override (it
    reads "Sunday"): it replaces the person's "Sunday" and is kept as it reads. The list then
    holds one Sunday. (Before: "Friday" and "FRIDAY" came in side by side, a preset that read
    as nothing was listed, and the override's "Sunday" came in beside the person's.)"""
    from deberts_desktop.storage.settings import FILE_NAME

    own = OwnPreset.of("Sunday", {"hundred": "off"})
    save_settings(Settings(rules=Rules(players=2), levels=("amateur",) * 4, tutorial_offered=True, rule_presets=(own,)),
                  tmp_path / "config" / FILE_NAME)

    def file(name, presets):
        path = tmp_path / name
        path.write_text(json.dumps({"format": "deberts-rule-presets", "version": 1, "presets": [
            {"name": n, "rules": {"winner_takes_all": True}} for n in presets]}), encoding="utf-8")
        return str(path)

    case = file("case.presets.json", ["Friday", "FRIDAY"])
    blank = file("blank.presets.json", ["\u2067\u2069"])
    override = file("override.presets.json", ["\u202eSunday\u202c"])

    def drive(w):
        qtbot.waitUntil(lambda: built(w), timeout=30000)
        dlg = w.open_settings()
        bar = dlg.preset_bar
        told = []
        for path in (case, blank, override):
            told.append((bar.import_from(path), bar.message.text()))
        presets = bar.own
        dlg.reject()
        return told, presets

    code, (told, presets) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert told == [
        (False, "The presets were not imported: Two presets are named “FRIDAY”."),
        (False, "The presets were not imported: Each preset must have a name of 1 to 40 characters."),
        (True, "1 preset(s) imported. “Sunday” replaced your preset of that name."),
    ]
    assert presets == (OwnPreset.of("Sunday", {"winner_takes_all": True}),)


def test_the_saved_game_behind_the_continue_question_names_its_preset(qtbot, folders, monkeypatch, tmp_path):
    """A game started with the own preset "Friday" (example A's deal, five actions in) was
    saved; at the next start it is shown behind "Continue the unfinished game?": its score
    box names "Friday" under the deal's number, as it does once the game goes on. (Before:
    the preset's place was empty until the question was answered.)"""
    import copy

    from deberts_desktop.engine.record import parse_record, replay
    from deberts_desktop.storage.autosave import Autosave
    from tests.engine.test_examples import EXAMPLE_A

    save_settings(Settings(rule_presets=(OwnPreset.of("Friday", {}),), tutorial_offered=True),
                  tmp_path / "config" / "settings.json")
    folders.mkdir(parents=True, exist_ok=True)
    rec = parse_record(copy.deepcopy(EXAMPLE_A))
    rec.deals[0].actions = rec.deals[0].actions[:5]
    Autosave(folders / AUTOSAVE_FILE).save(replay(rec), levels=[None, "amateur"], preset="Friday")

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.questions.question is not None and w.questions.question.isVisible(),
                        timeout=30000)
        box = w.questions.question
        behind = score_box_deal_row(w), box.text()
        next(b for b in box.buttons() if b.text() == "&Continue").click()
        qtbot.waitUntil(lambda: w.session.game is not None and bool(w.scene.score_box.rows), timeout=30000)
        return behind, score_box_deal_row(w)

    code, ((behind, asked), after) = start_app(monkeypatch, [], drive)
    assert code == 0 and asked == "Continue the unfinished game?"
    assert behind == ["Deal 1", "Friday"] == after


def test_a_settings_file_of_many_look_alike_presets_is_told_in_a_box_that_fits_the_screen(qtbot, folders, monkeypatch,
                                                                                        tmp_path):
    """The settings file holds 40 own presets "Club 0" … "Club 39", each followed by its
    look-alike "CLUB 0" … "CLUB 39" (a hand's or a script's edit). Through the real start: the
    warning says the first four of its 41 messages (40 look-alikes dropped, then the original
    kept as settings.json.bak) and "37 more messages: all of them are under Show Details.";
    Show Details holds all 41, and the box fits the screen, its OK within reach. (Before: one
    paragraph a message — a box some 1,700 pixels tall on an 800-pixel screen, its OK button
    below the screen's edge.)"""
    path, data = settings_file(tmp_path, Rules(players=2))
    data["presets"] = [{"name": f"{name} {i}", "rules": {}} for i in range(40) for name in ("Club", "CLUB")]
    path.write_text(json.dumps(data), encoding="utf-8")

    def drive(w):
        box = start_warning(qtbot, w)
        seen = (box.text().split("\n\n"), box.detailedText().split("\n\n"),
                box.screen().availableGeometry().contains(box.frameGeometry()))
        box.accept()
        return seen

    code, (said, details, fits) = start_app(monkeypatch, [], drive)
    assert code == 0 and fits
    dropped = [f"Your rule preset “CLUB {i}” read as “Club {i}”, which comes before it in the list; it was dropped."
               for i in range(40)]
    assert said == dropped[:4] + ["37 more messages: all of them are under Show Details."]
    assert details[:40] == dropped and len(details) == 41
    assert details[40].startswith("The original file was kept as ") and details[40].endswith("settings.json.bak.")


def settings_file(tmp_path, rules):
    """The test's settings file written (``rules``, Amateurs, the tutorial offered, English)
    and read back as data, for a test to change: ``(path, data)``."""
    from deberts_desktop.storage.settings import FILE_NAME

    path = tmp_path / "config" / FILE_NAME
    save_settings(Settings(rules=rules, levels=("amateur",) * 4, tutorial_offered=True, language="en"), path)
    return path, json.loads(path.read_text(encoding="utf-8"))


def start_warning(qtbot, w):
    """The warning box the real start shows about the settings file, once it is up."""
    qtbot.waitUntil(lambda: built(w) and w.questions.message_box is not None
                    and w.questions.message_box.isVisible(), timeout=30000)
    return w.questions.message_box


def said_then_presets(qtbot):
    """A driver for ``start_app``: the start's warning read and accepted, then Settings →
    Rules' preset bar read: ``(warning text, the list's items, the current one, own presets
    as {name: rules})``."""
    def drive(w):
        box = start_warning(qtbot, w)
        said = box.text()
        box.accept()
        dlg = w.open_settings()
        bar = dlg.preset_bar
        seen = (said, items(bar.combo), bar.combo.currentText(), {p.name: p.as_dict() for p in bar.own})
        dlg.reject()
        return seen
    return drive


def friend_presets(tmp_path, presets):
    """A friend's presets file in ``tmp_path`` (the format Export writes) holding ``presets``
    (``{"name": …, "rules": {…}}`` each): its path."""
    friend = tmp_path / "friend.presets.json"
    friend.write_text(json.dumps({"format": "deberts-rule-presets", "version": 1, "presets": presets}),
                      encoding="utf-8")
    return friend
