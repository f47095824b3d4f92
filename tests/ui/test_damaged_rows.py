"""History opens over a bad row (issue 19, item 8), the way a player opens it (Game →
History… in a window with the player's storage): the damaged game is listed as damaged,
with the reason in place of its sheet and only Delete enabled; a game with a damaged deal
says so in place of its sheet, without a message box; the other games are as before."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from deberts_desktop.ui.start.folders import open_storage
from tests.storage.test_damaged_history import fill_history
from tests.storage.test_damaged_rows import DAMAGED, spoil

from .table_driver import make_window


def test_history_opens_over_a_bad_row(qtbot, tmp_path, monkeypatch):
    data = tmp_path / "data"
    before = fill_history(data / "history.sqlite3", games=4)
    spoil(data / "history.sqlite3", "UPDATE games SET names = '[\"Anna\", ' WHERE id = 2")
    spoil(data / "history.sqlite3", "UPDATE deals SET written = 'oops' WHERE game_id = 3 AND number = 2")
    boxes = []
    for kind in ("warning", "critical", "information"):
        monkeypatch.setattr(QMessageBox, kind, lambda *a, **k: boxes.append(a[1:3]))
    win = make_window(qtbot, storage=open_storage(tmp_path / "config", data))
    assert win.storage.messages == [] and win.storage.history_error is None
    win.history_action.trigger()
    hw = win.dialogs.history_window
    assert hw is not None and hw.isVisible()
    assert sorted(hw.game_ids()) == [1, 2, 3, 4]

    hw.select_game(2)
    row = hw.game_ids().index(2)
    assert hw.proxy.index(row, 1).data() == "(damaged entry) ?, ? (Expert), ? (Expert)"  # 3 players
    assert hw.sheet_title.text() == DAMAGED.format(game=2)
    enabled = {b.text() for b in hw.findChildren(type(hw.delete_button)) if b.isEnabled()}
    assert enabled == {hw.delete_button.text(), hw.close_button.text()}

    hw.select_game(3)
    assert hw.sheet_title.text().endswith(" — Deal 2 of game 3 in the history is damaged: its score sheet cannot be "
                                          "shown.")
    hw.select_game(4)
    assert hw.sheet.data.scores == tuple(before[4][0].scores) and hw.replay_button.isEnabled()
    assert boxes == []

    hw.select_game(2)
    assert hw.delete_selected(confirm=False)
    assert sorted(hw.game_ids()) == [1, 3, 4] and boxes == []
    hw.close()
