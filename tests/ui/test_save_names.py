"""A name typed in a save dialog without the file's type gets it (the dialogs of Linux
desktops add none): History's CSV and PDF exports and a position saved as a record, through
the real start (``cli.main``) and the real save dialog, the name typed in its field."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit

from deberts_desktop.engine.cards import Suit
from deberts_desktop.engine.record import read_record, replay
from deberts_desktop.engine.rules import Rules
from deberts_desktop.storage.history import History
from tests.storage.test_history import finished_game

from .test_deal_editor import B0, B1
from .test_keyboard_only import quick_settings
from .test_real_start import built, folders, start_app  # noqa: F401 (the fixture)


def type_in_save_dialog(path) -> dict:
    """When the save dialog comes, it goes to ``path``'s folder, ``path``'s name is typed in
    its file name field and the dialog accepted; returns what was seen (``seen["title"]``:
    the dialog's title)."""
    seen = {}

    def look():
        dlg = QApplication.activeModalWidget()
        if not isinstance(dlg, QFileDialog):
            QTimer.singleShot(10, look)
            return
        seen["title"] = dlg.windowTitle()
        field = dlg.findChild(QLineEdit, "fileNameEdit")
        dlg.setDirectory(str(path.parent))
        field.clear()
        QTest.keyClicks(field, path.name)
        dlg.accept()

    QTimer.singleShot(0, look)
    return seen


def stored_game(data, rules: Rules = Rules(players=2), names: list[str] | None = None) -> int:
    """A finished game of ``rules`` (default 2 players; seed 5, ``names`` or N0, N1, …) in the
    history of the data folder, the person in seat 0 against Amateurs; its id."""
    data.mkdir(parents=True, exist_ok=True)
    game = finished_game(rules, 5, names)
    with History(data / "history.sqlite3") as h:
        gid = h.start_game(game.rules, game.names, [None] + ["amateur"] * (rules.players - 1))
        h.store_game(gid, game)
    return gid


@pytest.mark.parametrize("kind", ["csv", "pdf"])
def test_an_export_named_without_its_type_is_saved_with_it(qtbot, folders, tmp_path, monkeypatch, kind):
    quick_settings(tmp_path)
    gid = stored_game(folders)
    typed = tmp_path / "scores"

    def drive(w):
        qtbot.waitUntil(lambda: built(w), timeout=30000)
        hw = w.open_history()
        hw.select_game(gid)
        seen = type_in_save_dialog(typed)
        {"csv": hw.csv_button, "pdf": hw.pdf_button}[kind].click()
        return seen, hw.status.text()

    _, (seen, status) = start_app(monkeypatch, [], drive)
    saved = tmp_path / f"scores.{kind}"
    assert seen["title"] == {"csv": "Export score sheet as CSV", "pdf": "Export score sheet as PDF"}[kind]
    assert not typed.exists() and saved.exists()
    assert status == f"The score sheet was saved as {saved}."
    data = saved.read_bytes()
    assert data.startswith(b"%PDF") if kind == "pdf" else data.decode("utf-8").startswith("Deal,")


def test_a_position_named_without_its_type_is_saved_as_a_record(qtbot, folders, tmp_path, monkeypatch):
    """The record keeps ``.record.json``, so Open record's list (``*.record.json *.json``)
    shows it."""
    quick_settings(tmp_path)
    typed = tmp_path / "mine"

    def drive(w):
        qtbot.waitUntil(lambda: built(w), timeout=30000)
        editor = w.set_up_position()
        editor.lead_radio.setChecked(True)
        editor.type_cards(0, B0)
        editor.type_cards(1, B1)
        editor.trump_combo.setCurrentIndex(editor.trump_combo.findData(int(Suit.HEARTS)))
        editor.declarer_combo.setCurrentIndex(editor.declarer_combo.findData(0))
        seen = type_in_save_dialog(typed)
        editor.save_button.click()
        note = editor.save_note.text()
        editor.close()
        return seen, note

    _, (seen, note) = start_app(monkeypatch, [], drive)
    saved = tmp_path / "mine.record.json"
    assert seen["title"] == "Save the position as a record"
    assert not typed.exists() and saved.exists() and note == f"Saved as {saved}."
    game = replay(read_record(saved.read_text(encoding="utf-8")))
    assert sorted(map(str, game.deal.hand(0))) == sorted(B0.split()) and game.deal.trump == Suit.HEARTS
