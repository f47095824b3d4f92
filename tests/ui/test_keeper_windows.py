"""The score keeper's windows as a person meets them through the real start (``cli.main``):
a sheet entered by keyboard, continued from History while its window is still open (one
window, so no deal typed in it is lost), deleted in History while open (its window closes,
nothing is written again), and read back at the next start."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from deberts_desktop.storage.history import History
from deberts_desktop.storage.score_keeper import ScoreKeeper
from tests.ui.test_real_start import built, folders, start_app  # noqa: F401 (folders: a fixture)


def at_table(w) -> bool:
    return built(w) and (w.session.game is not None or w.questions.question is not None)


def new_sheet(qtbot, w):
    """Game → New score sheet (real cards)…, its start dialog taken as it is (two players,
    301): the sheet's window."""
    def accept():
        dlg = QApplication.activeModalWidget()
        if dlg is None:
            QTimer.singleShot(20, accept)
        else:
            dlg.accept()

    QTimer.singleShot(0, accept)
    w.keeper_action.trigger()
    qtbot.waitUntil(lambda: bool(w.keepers.windows), timeout=10000)
    return w.keepers.windows[-1]


def type_deal(keeper, first: int, second: int) -> None:
    """Each side's total typed in its field, Enter in the last (Add deal), declarer as the
    form has it (Player 1)."""
    for edit, value in zip(keeper.total_edits, (first, second)):
        edit.setFocus()
        QTest.keyClicks(edit, str(value))
    QTest.keyClick(keeper.total_edits[-1], Qt.Key.Key_Return)


def test_a_sheet_continued_from_history_while_open_is_its_one_window(qtbot, folders, monkeypatch):
    def drive(w):
        keeper = new_sheet(qtbot, w)
        type_deal(keeper, 100, 62)
        type_deal(keeper, 90, 72)
        gid = keeper.keeper.history_id
        hw = w.history_opening.open()
        hw.select_game(gid)
        hw.continue_button.click()
        seen = {"same": w.keepers.windows[-1] is keeper,
                "open": sum(k.isVisible() for k in w.keepers.windows)}
        type_deal(keeper, 120, 42)  # in the window the person had: the third deal ends the game
        seen["message"] = keeper.message.text()
        return gid, seen

    code, (gid, seen) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert seen == {"same": True, "open": 1, "message": ""}
    history = History(folders / "history.sqlite3")
    try:
        stored = ScoreKeeper.load(history, gid)
    finally:
        history.close()
    # RULES.md: each made deal writes the totals; 100 + 90 + 120 = 310 passes 301 first
    assert [e.totals for e in stored.entries] == [(100, 62), (90, 72), (120, 42)]
    assert stored.scores == (310, 176) and stored.finished and stored.winner == 0


def test_a_sheet_deleted_in_history_closes_its_window(qtbot, folders, monkeypatch):
    def drive(w):
        keeper = new_sheet(qtbot, w)
        type_deal(keeper, 100, 62)
        gid = keeper.keeper.history_id
        hw = w.history_opening.open()
        hw.select_game(gid)
        assert hw.delete_selected(confirm=False)
        seen = {"visible": keeper.isVisible(), "listed": hw.game_ids()}
        return gid, seen

    code, (gid, seen) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert seen == {"visible": False, "listed": []}
    history = History(folders / "history.sqlite3")
    try:
        assert history.game_ids() == []
    finally:
        history.close()
