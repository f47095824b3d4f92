"""A game history of the last version (schema 4: tests/storage/data/history-v4.sqlite3, see
tests/storage/make_old_history.py) at the real start (``cli.main`` with the staged window):
migrated (migration 5: a deal's record stored once), its unfinished game offered and
continued at its deal in progress, and History showing its games as before."""

from __future__ import annotations

import shutil

from deberts_desktop.storage.migrations import SCHEMA_VERSION
from tests.storage.make_old_history import DATA

from tests.ui.test_real_start import folders  # noqa: F401 (the real start's folders: one home)
from tests.ui.test_real_start import built, start_app

from .table_driver import answer, table_ready


def test_a_version_4_history_is_migrated_at_the_real_start_and_its_game_goes_on(qtbot, folders, monkeypatch):
    folders.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(DATA / "history-v4.sqlite3", folders / "history.sqlite3")

    def drive(w):
        # game 1 (Anna against Boris, the expert): deal 1 written (174 / 0), deal 2 kept three actions in
        qtbot.waitUntil(lambda: built(w) and w.questions.question is not None, timeout=30000)
        history = w.storage.history
        migrated = (history.migrated_from, history.schema_version, [g.id for g in history.list_games()])
        answer(qtbot, w, "Continue")
        qtbot.waitUntil(lambda: table_ready(w), timeout=30000)
        game = w.session.game
        resumed = (game.names, game.scores, len(game.entries), game.entries[0].row.written)
        w.history_action.trigger()
        window = w.history_opening.window
        window.select_game(2)  # the score keeper's sheet: its deals as stored
        shown = (window.game_ids(), window.sheet_title.text().endswith("Anna & Vera · Boris & Gleb"),
                 [r.record for r in history.score_sheet(2)][1])
        window.close()
        return migrated, resumed, shown

    code, (migrated, resumed, shown) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert migrated == (4, SCHEMA_VERSION, [3, 2, 1])
    assert resumed == (["Anna", "Boris"], (174, 0), 2, (174, 0))
    assert shown == ([3, 2, 1], True, {"kind": "thrown_in"})
