"""Typed names as History and the score sheet show them, through the real start: a name
with a Unicode direction control in it (a right-to-left override pasted in) reads as
typed, not reversed; an own rule preset an older version kept under the name "Classic"
reads as an own preset, not as the program's Classic; Settings keep a typed name and an own
preset's name without the controls."""

from __future__ import annotations

from dataclasses import replace

from deberts_desktop.engine.rules import Rules
from deberts_desktop.storage.history import History
from deberts_desktop.storage.settings import FILE_NAME as SETTINGS_FILE
from deberts_desktop.storage.settings import Settings, save_settings

from .test_real_start import built, folders, start_app  # noqa: F401 (the fixture)

RLO, PDF, RLI, PDI = "\u202e", "\u202c", "\u2067", "\u2069"


def test_history_shows_a_name_with_a_direction_override_as_typed_and_an_old_own_classic_as_own(
        qtbot, folders, monkeypatch):
    """History holds a game of Anna (typed with a right-to-left override before her name,
    which shows "annA" and turns what follows it) against Boris (typed inside a
    right-to-left isolate), its rules without the hundred, started with an own preset an
    older version let be called "Classic". Through the real start, History: the row and the
    score sheet's title read "Anna" and "Boris" with no direction control left in them,
    and the rules are "Classic (own preset)". (Before: the controls went to the screen
    — the name shown reversed — and the rules read "Classic", the program's preset.)"""
    save_settings(replace(Settings(), rules=Rules(players=2), tutorial_offered=True, sound=False),
                  folders.parent / "config" / SETTINGS_FILE)
    folders.mkdir(parents=True, exist_ok=True)
    with History(folders / "history.sqlite3") as h:
        gid = h.start_game(Rules(players=2, hundred="off"), [RLO + "Anna" + PDF, RLI + "Boris" + PDI],
                           [None, "amateur"], preset="Classic")

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and (w.questions.question is not None or w.session.game is not None),
                        timeout=30000)
        w.history_action.trigger()
        window = w.history_opening.window
        qtbot.waitUntil(lambda: window.model.rowCount() == 1, timeout=30000)
        window.select_game(gid)
        cells = [window.model.item(0, c).text() for c in range(window.model.columnCount())]
        seen = (cells[1], window.model.item(0, 2).toolTip(), window.sheet_title.text())
        window.close()
        return seen

    code, (players, rules_tip, title) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert players == "Anna, Boris (Amateur)"
    assert rules_tip.endswith("rules: Classic (own preset)")
    assert title.endswith("Anna · Boris")
    assert not any(c in players + rules_tip + title for c in (RLO, PDF, RLI, PDI))


def test_settings_keep_typed_names_and_presets_without_direction_controls(qtbot, folders, monkeypatch):
    """Settings, through the real start: the person saves the rules as an own preset
    "Friday", then again under "Friday" pasted inside a right-to-left override, then under a
    name that is only an override and its end (nothing to read); he types Computer 1's name
    as "Gleb" inside an isolate and Computer 2's as only an override, and saves. The
    presets are one "Friday" (the second save replaced it) and no blank one; the names
    are "Gleb" and, for the blank one, Computer 2's name as it was. (Before: the controls
    were kept — two presets both read "Friday" in the list, one read as nothing at all, and
    Computer 2's name read as nothing, shown as "Player 3".)"""
    save_settings(replace(Settings(), rules=Rules(players=3), tutorial_offered=True, sound=False),
                  folders.parent / "config" / SETTINGS_FILE)

    def drive(w):
        qtbot.waitUntil(lambda: built(w), timeout=30000)
        dlg = w.open_settings()
        bar = dlg.preset_bar
        for name in ("Friday", RLO + "Friday" + PDF, RLO + PDF):
            bar.save_as(name)
        listed = [bar.combo.itemText(i) for i in range(bar.combo.count())]
        dlg.name_edits[1].setText(RLI + "Gleb" + PDI)
        dlg.name_edits[2].setText(RLO + " " + PDF)
        dlg.buttons.button(dlg.buttons.StandardButton.Ok).click()  # "Save"
        qtbot.waitUntil(lambda: not dlg.isVisible(), timeout=5000)
        return [p.name for p in w.settings.rule_presets], listed, list(w.settings.names[:3])

    code, (presets, listed, names) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert presets == ["Friday"]
    assert listed.count("Friday") == 1 and "" not in listed
    assert names == ["You", "Gleb", "Computer 2"]
