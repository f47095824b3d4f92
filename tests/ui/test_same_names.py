"""Players whose typed names repeat (two Sashas in Settings) in a game played at the table,
through the real start (``cli.main``): every place that names a seat or a side tells them
apart by their seats, "Sasha (player 2)", as the score keeper already did — the name plates,
the score box, the end-of-deal panel, the score sheet, History and the CSV export's headers."""

from __future__ import annotations

import csv

from deberts_desktop.engine.rules import Rules
from deberts_desktop.storage.settings import DEFAULT_NAMES

from .test_keyboard_only import play_quickly_to, quick_settings
from .test_names_language import plate_names
from .test_real_start import built, folders, start_app  # noqa: F401 (the fixture)

TOLD = ["Sasha (player 1)", "Sasha (player 2)", "Anna"]


def test_a_played_game_of_two_players_of_one_name_tells_them_apart(qtbot, folders, tmp_path, monkeypatch):
    """Three players typed "Sasha", "Sasha", "Anna" in Settings; one deal played. Before:
    the plates, the score box, the panel's table and History's list said "Sasha" for either
    Sasha, and the CSV's columns "Sasha: points" twice."""
    quick_settings(tmp_path, rules=Rules(players=3), names=("Sasha", "Sasha", "Anna", DEFAULT_NAMES[3]))
    exported = tmp_path / "sheet.csv"

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.table_ready_shown, timeout=30000)
        seen = {"plates": plate_names(w)}
        play_quickly_to(qtbot, w, "summary")
        seen["score box"] = [r[0] for r in w.scene.score_box.rows[1:4]]
        seen["panel"] = w.summary.body.toPlainText()
        seen["sheet"] = w.sheet.data.side_names
        hw = w.open_history()
        qtbot.waitUntil(lambda: bool(hw.game_ids()) and bool(hw.history.score_sheet(hw.game_ids()[0])), timeout=30000)
        gid = hw.game_ids()[0]
        hw.select_game(gid)
        seen["history"] = hw.proxy.index(hw.game_ids().index(gid), 1).data(), hw.sheet_title.text()
        seen["csv"] = hw.export_csv(exported)
        hw.close()
        return seen

    code, seen = start_app(monkeypatch, [], drive)
    assert code == 0
    assert seen["plates"] == TOLD
    assert seen["score box"] == TOLD
    assert all(name in seen["panel"] for name in TOLD), seen["panel"]
    assert seen["sheet"] == tuple(TOLD)
    players, heading = seen["history"]
    assert players == "Sasha (player 1), Sasha (player 2) (Amateur), Anna (Amateur)"
    assert heading.endswith(" — Sasha (player 1) · Sasha (player 2) · Anna")
    assert seen["csv"]
    with open(exported, encoding="utf-8", newline="") as f:
        header = next(csv.reader(f))
    assert header[4::5][:3] == ["Sasha (player 1): points", "Sasha (player 2): points", "Anna: points"]
