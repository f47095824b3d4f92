"""Default names follow the language (issue 19, item 29): "You" and "Computer 1" read "Вы"
and "Компьютер 1" once the player switches to Russian, until the player types a name; the
settings store which names are defaults (not a comparison of the texts), and an older
settings file's built-in names (English or Russian) are taken as defaults."""

from __future__ import annotations

import json

from PySide6.QtCore import QLocale

from deberts_desktop.storage.settings import DefaultName, Settings, load_settings, save_settings
from deberts_desktop.ui import i18n
from deberts_desktop.ui.start.folders import open_storage
from deberts_desktop.ui.dialogs.settings import SettingsDialog
from deberts_desktop.ui.words import settings_names

from .table_driver import make_window
from .test_dialogs import choose, type_into


def start(qtbot, cfg, data):
    """The window as app.run builds it from the folders (the translator already chosen)."""
    storage = open_storage(cfg, data)
    win = make_window(qtbot, storage=storage)
    return win, storage


def test_switching_to_russian_renames_the_default_players(qtbot, qapp, tmp_path):
    """In English the player opens Settings, changes only the language to Russian, OK; at the
    next start (in Russian) the table seats "Вы" and "Компьютер 1", and the name fields show
    them; a name the player then types — even "You" — is kept as typed."""
    cfg, data = tmp_path / "config", tmp_path / "data"
    before = QLocale()
    i18n.install_translator(qapp, "en")
    d = SettingsDialog(Settings())
    qtbot.addWidget(d)
    assert [e.text() for e in d.name_edits[:2]] == ["You", "Computer 1"]
    choose(d.language_combo, "ru")
    save_settings(d.result_settings(), cfg / "settings.json")
    assert json.loads((cfg / "settings.json").read_text(encoding="utf-8"))["default_names"] == [True] * 4
    try:
        assert i18n.install_translator(qapp, "ru") == "ru"
        win, storage = start(qtbot, cfg, data)
        assert win.session.game.names == ["Вы", "Компьютер 1"]
        win.close()
        storage.close()
        d = SettingsDialog(load_settings(cfg / "settings.json")[0])
        qtbot.addWidget(d)
        d.show()
        assert [e.text() for e in d.name_edits] == ["Вы", "Компьютер 1", "Компьютер 2", "Компьютер 3"]
        type_into(qtbot, d.name_edits[0], "You")  # typed: a name like any other
        d.name_edits[2].setText("Гена")  # (QTest types only ASCII)
        s = d.result_settings()
        assert s.default_names == (False, True, False, True)
        assert settings_names(s) == ["You", "Компьютер 1", "Гена", "Компьютер 3"]
        save_settings(s, cfg / "settings.json")
        win, storage = start(qtbot, cfg, tmp_path / "data2")  # (no unfinished game to offer)
        assert win.session.game.names == ["You", "Компьютер 1"]
        win.close()
        storage.close()
    finally:
        i18n.install_translator(qapp, "en")
        QLocale.setDefault(before)
    # back in English the typed names stay, the default one is English again
    again, messages = load_settings(cfg / "settings.json")
    assert messages == [] and settings_names(again) == ["You", "Computer 1", "Гена", "Computer 3"]
    assert again.default_names == (False, True, False, True)


def test_an_older_settings_file_s_built_in_names_are_defaults(qtbot, qapp, tmp_path):
    """A file written before "default_names" (here by the Russian dialog: "Вы", "Компьютер 1")
    reads its built-in names, English or Russian, as defaults: the English table says "You"
    and "Computer 1"; "Anna" is the player's."""
    cfg, data = tmp_path / "config", tmp_path / "data"
    cfg.mkdir()
    (cfg / "settings.json").write_text(json.dumps({
        "format": "deberts-settings", "version": 2, "names": ["Вы", "Компьютер 1", "Anna", "Computer 3"],
        "language": "en"}, ensure_ascii=False), encoding="utf-8")
    s, messages = load_settings(cfg / "settings.json")
    assert messages == []  # nothing to tell: the migration says nothing
    assert s.default_names == (True, True, False, True)
    assert s.names == ("You", "Computer 1", "Anna", "Computer 3") and isinstance(s.names[0], DefaultName)
    i18n.install_translator(qapp, "en")
    win, storage = start(qtbot, cfg, data)
    try:
        assert win.session.game.names == ["You", "Computer 1"]
    finally:
        win.close()
        storage.close()


def test_names_given_in_code_are_typed_names(tmp_path):
    """``replace(Settings(), names=…)`` gives typed names (plain texts), "You" too; the file keeps
    which are defaults."""
    from dataclasses import replace

    s = replace(Settings(), names=("You", "Ivan", "Computer 2", "C3"))
    assert s.default_names == (False, False, False, False) and Settings().default_names == (True,) * 4
    save_settings(s, tmp_path / "settings.json")
    again, messages = load_settings(tmp_path / "settings.json")
    assert messages == [] and again.default_names == (False,) * 4 and again.names == s.names
