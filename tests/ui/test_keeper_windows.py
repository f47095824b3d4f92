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


def shown_text(widget) -> str:
    """A widget's text as the person sees it (and a screen reader reads it): Qt's own
    reading, a shortcut mark taken out."""
    from PySide6.QtGui import QAccessible

    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Name)


def test_names_with_an_ampersand_show_as_typed_and_take_no_shortcut(qtbot, folders, monkeypatch):
    """A pair's name is "Player 1 & Player 3" in English; a player may type "Tom & Jerry":
    the score keeper's labels and check boxes and the position editor's seat titles show
    the "&" (it had become an underlined P, the shortcut of "Card points" too)."""
    from tests.ui.test_real_start import write

    config = folders.parent / "config"
    config.mkdir(parents=True, exist_ok=True)
    write(config / "settings.json", {"format": "deberts-settings", "version": 3, "language": "en",
                                     "rules": {"players": 4, "mode": "pairs"},
                                     "names": ["You", "Tom & Jerry", "Computer 2", "Computer 3"],
                                     "default_names": [True, False, True, True], "tutorial": {"offered": True}})

    def drive(w):
        keeper = new_sheet(qtbot, w)  # four players in pairs, as the settings
        labels = [keeper.total_edits[0].parent().layout().itemAtPosition(side, 0).widget() for side in (0, 1)]
        seen = {"labels": [shown_text(label) for label in labels],
                "boxes": [shown_text(b) for b in keeper.no_trick_boxes]}
        with qtbot.waitActive(keeper):  # the keys go where a person's do: to the window in front
            keeper.activateWindow()
        keeper.declarer_combo.setFocus()
        QTest.keyClick(keeper.windowHandle(), Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)
        seen["alt_p"] = QApplication.focusWidget() is keeper.details_radio  # "Card &points": P is its alone
        keeper.close()
        w.setup_action.trigger()
        editor = w.practice_starts.deal_editor
        seen["seats"] = [shown_text(t) for t in editor.seat_titles]
        editor.reject()
        return seen

    code, seen = start_app(monkeypatch, [], drive)
    assert code == 0
    assert seen["labels"] == ["Player 1 & Player 3:", "Player 2 & Player 4:"]
    assert seen["boxes"] == ["Player 1 & Player 3", "Player 2 & Player 4"]
    assert seen["alt_p"]
    # a position set up at the bidding: each seat holds the first packet, 4 cards (RULES.md: 4 + 4 with four players)
    assert seen["seats"] == ["You (0 of 4):", "Tom & Jerry (0 of 4):", "Computer 2 (0 of 4):", "Computer 3 (0 of 4):"]
