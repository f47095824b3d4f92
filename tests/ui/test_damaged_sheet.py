"""A score keeper's sheet whose stored text is valid JSON but not a sheet this program
could have written (a damaged history, an edit by hand, a newer version's sheet): History →
Continue says so in words and the app goes on; the sheet stays in the history as it is."""

from __future__ import annotations

import json
import sqlite3

import pytest
from PySide6.QtWidgets import QMessageBox

from .dialog_helpers import example_keeper
from .test_integration import open_window

DAMAGED = "The stored score sheet is damaged."


def damage(path, gid: int, change) -> str:
    """Change the stored sheet of game ``gid`` in the history file at ``path`` with
    ``change(sheet)``; returns the new text."""
    with sqlite3.connect(path) as c:
        sheet = json.loads(c.execute("SELECT record FROM games WHERE id = ?", (gid,)).fetchone()[0])
        change(sheet)
        text = json.dumps(sheet)
        c.execute("UPDATE games SET record = ? WHERE id = ?", (text, gid))
    c.close()
    return text


def a_debertz_without_its_seat(sheet):
    sheet["deals"].append({"kind": "debertz"})


def a_name_that_is_a_number(sheet):
    sheet["names"][1] = 7


def deals_that_are_no_list(sheet):
    sheet["deals"] = 2


def no_trick_of_mixed_kinds(sheet):
    sheet["deals"][0]["no_trick"] = ["b", 1]


def written_by_a_newer_version(sheet):
    sheet["version"] = 2
    sheet["rounds"] = [{"what": "a field this version does not know"}]


NEWER = ("This score sheet was written by a newer version of the game (sheet version 2); this version "
         "reads version 1. It was left untouched.")


@pytest.mark.parametrize("change, words", [
    (a_debertz_without_its_seat, "Debertz must be shown by one of the 3 players."),
    (a_name_that_is_a_number, DAMAGED),
    (deals_that_are_no_list, DAMAGED),
    (no_trick_of_mixed_kinds, DAMAGED),
    (written_by_a_newer_version, NEWER),  # (before: opened, and written over as version 1 at the next entry)
])
def test_continuing_a_damaged_sheet_is_refused_in_words(qtbot, tmp_path, monkeypatch, change, words):
    win = open_window(qtbot, tmp_path)
    history = win.storage.history
    gid = example_keeper().save(history)
    text = damage(history.path, gid, change)
    told = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, words, *a, **k: told.append((title, words)))
    assert win.history_opening.continue_game(gid) is None
    assert told == [("Score sheet", words)]
    assert not win.keepers.windows
    assert history.stored_record(gid) == text  # kept as it was, nothing written over it
