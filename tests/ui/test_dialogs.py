"""The settings dialog, the score sheet, the history window and the score keeper, driven
through their widgets (offscreen)."""

from __future__ import annotations

import csv
import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QDialog, QMessageBox, QSpinBox

from deberts_desktop.engine.game import Game
from deberts_desktop.engine.rules import Rules
from deberts_desktop.storage import rule_texts
from deberts_desktop.ui.numbers import num
from deberts_desktop.storage.history import History
from deberts_desktop.storage.score_keeper import ScoreKeeper
from deberts_desktop.storage.settings import Settings, load_settings, save_settings
from deberts_desktop.ui.history.window import HistoryWindow
from deberts_desktop.ui.sheets.keeper_start import ScoreKeeperStartDialog
from deberts_desktop.ui.sheets.keeper_window import ScoreKeeperWindow
from deberts_desktop.ui.sheets.score_sheet import ScoreSheetWidget
from deberts_desktop.ui.dialogs.settings import SettingsDialog

from ..storage.helpers import play_deals
from .dialog_helpers import dialog_pictures, example_keeper, fill_history
from .table_driver import not_blank
from .table_driver import settle  # the settled layout: docs/test-waits.md

LEFT = Qt.MouseButton.LeftButton


def choose(combo: QComboBox, value) -> None:
    """Pick the item whose data is ``value``, as the user would."""
    i = combo.findData(value)
    assert i >= 0, (combo.objectName(), value)
    combo.setCurrentIndex(i)


def type_into(qtbot, edit, text: str) -> None:
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Delete)
    qtbot.keyClicks(edit, text)


def open_settings(qtbot, settings: Settings | None = None) -> SettingsDialog:
    d = SettingsDialog(settings or Settings())
    qtbot.addWidget(d)
    d.show()
    return d


# --------------------------------------------------------------------------- settings
def test_settings_dialog_edits_every_page(qtbot, monkeypatch, tmp_path):
    d = open_settings(qtbot)
    ed = d.rules_editor
    # Game page: four players, each for himself
    assert not d.mode_combo.isEnabled()
    choose(d.players_combo, 4)
    assert d.mode_combo.isEnabled()
    choose(d.mode_combo, "individual")
    assert ed.control("players").currentData() == 4  # the Rules page follows
    assert d.target_combo.currentData() == 501  # the default target of 4 players
    choose(d.target_combo, 1001)
    type_into(qtbot, d.name_edits[0], "Anna")
    type_into(qtbot, d.name_edits[3], "Gleb")
    assert d.name_edits[3].isEnabled()
    choose(d.level_combos[2], "master")
    # Rules page
    d.tabs.setCurrentIndex(1)
    choose(ed.control("overtrump"), "always")
    choose(ed.control("hundred"), "five_plus")
    ed.control("winner_takes_all").click()
    ed.control("bait_penalty_points").setValue(150)
    # Table page
    d.tabs.setCurrentIndex(2)
    choose(d.speed_combo, "slow")
    d.delay_spin.setValue(1200)
    choose(d.back_combo, "red")
    assert not d.back_preview.pixmap().isNull()
    qtbot.mouseClick(d.four_colour_box, LEFT)
    monkeypatch.setattr("PySide6.QtWidgets.QColorDialog.getColor", lambda *a, **k: QColor("#224466"))
    qtbot.mouseClick(d.colour_button, LEFT)
    # Language page
    d.tabs.setCurrentIndex(3)
    choose(d.language_combo, "ru")
    # OK with the keyboard
    d.tabs.setCurrentIndex(0)
    d.name_edits[0].setFocus()
    with qtbot.waitSignal(d.accepted, timeout=2000):
        qtbot.keyClick(d.name_edits[0], Qt.Key.Key_Return)
    s = d.result_settings()
    assert s.rules == Rules(players=4, mode="individual", target=1001, overtrump="always", hundred="five_plus",
                            winner_takes_all=True, bait_penalty_points=150)
    assert s.names == ("Anna", "Computer 1", "Computer 2", "Gleb")
    assert s.levels == ("amateur", "amateur", "master", "amateur")
    assert (s.animation_speed, s.computer_delay_ms, s.card_back, s.four_colour, s.table_colour, s.language) == (
        "slow", 1200, "red", True, "#224466", "ru")
    # stored and read back, and used by the next game
    save_settings(s, tmp_path / "settings.json")
    again, messages = load_settings(tmp_path / "settings.json")
    assert again == s and messages == []
    game = Game(again.rules, seed=1, names=again.player_names())
    assert game.rules.overtrump == "always" and game.rules.target == 1001 and len(game.names) == 4


def test_cancel_and_blank_names(qtbot):
    start = Settings(names=("Anna", "Boris", "Vera", "Gleb"))
    d = open_settings(qtbot, start)
    type_into(qtbot, d.name_edits[1], "   ")
    assert d.result_settings().names[1] == "Boris"  # a blank name keeps the old one
    choose(d.players_combo, 3)
    with qtbot.waitSignal(d.rejected, timeout=2000):
        qtbot.keyClick(d, Qt.Key.Key_Escape)
    assert d.result() == QDialog.DialogCode.Rejected


@pytest.mark.parametrize("players,mode", [(2, "pairs"), (3, "pairs"), (4, "pairs"), (4, "individual")])
def test_options_that_do_not_apply_are_disabled(qtbot, players, mode):
    d = open_settings(qtbot, Settings(rules=Rules(players=players, mode=mode)))
    rules = d.rules()
    for name, controls in d.rules_editor.controls.items():
        for control in controls:
            assert control.isEnabled() == rule_texts.is_enabled(name, rules), name
    ed = d.rules_editor
    assert ed.control("partner_exemption").isEnabled() == (players == 4 and mode == "pairs")
    assert ed.control("low_hand_redeal").isEnabled() == (players == 4 and mode == "individual")
    assert ed.control("show_stock_bottom").isEnabled() == (players < 4)
    # a dependent option follows the option it depends on
    assert not ed.control("pot_release").isEnabled()
    choose(ed.control("hanging_repeat"), "accumulate")
    assert ed.control("pot_release").isEnabled()
    # the names and levels of seats that do not play are disabled
    assert [e.isEnabled() for e in d.name_edits] == [seat < players for seat in range(4)]


def test_every_option_is_shown_in_its_group(qtbot):
    d = open_settings(qtbot)
    ed = d.rules_editor
    assert list(ed.group_boxes) == list(rule_texts.GROUPS)
    for title, names in rule_texts.GROUPS.items():
        box = ed.group_boxes[title]
        for name in names:
            assert any(box.isAncestorOf(c) for c in ed.controls[name]), name
            kinds = {type(c) for c in ed.controls[name]}
            assert kinds <= {QComboBox, QCheckBox, QSpinBox}


def test_restore_default_rules(qtbot):
    rules = Rules(players=3, overtrump="on_trump_lead", hundred="off", target=1001, ski_penalty=70)
    d = open_settings(qtbot, Settings(rules=rules))
    ed = d.rules_editor
    choose(ed.control("sequence_tie"), "by_suit")
    ed.control("bait_penalty_points").setValue(50)
    d.tabs.setCurrentIndex(1)
    qtbot.mouseClick(ed.restore_button, LEFT)
    assert d.rules() == Rules(players=3)
    assert ed.control("overtrump").currentData() == "never"
    assert ed.control("ski_penalty").value() == 100
    assert d.result_settings().rules == Settings(rules=rules).with_default_rules().rules


# --------------------------------------------------------------------------- score sheet
def test_score_sheet_from_game_rows_and_keeper(qtbot, tmp_path):
    rules = Rules(players=4)
    game = Game(rules, dealer=0, seed=7, names=["Anna", "Boris", "Vera", "Gleb"])
    play_deals(game, random.Random(7), 5)
    w = ScoreSheetWidget()
    qtbot.addWidget(w)
    w.show_game(game)
    assert w.data.side_names == ("Anna & Vera", "Boris & Gleb")
    foot_total = w.table.rowCount() - 1
    for side in range(2):
        assert w.cell_text(foot_total, w.side_column(side)) == num(game.scores[side])
    assert "Target 501" in w.status.text()
    # the same game stored in the history shows the same sheet
    h = History(":memory:")
    gid = h.start_game(rules, game.names, [None, "amateur", "amateur", "amateur"])
    h.store_game(gid, game)
    w2 = ScoreSheetWidget()
    qtbot.addWidget(w2)
    w2.show_rows(h.score_sheet(gid), rules, game.names)
    texts = [[w.cell_text(r, c) for c in range(w.table.columnCount())] for r in range(w.table.rowCount())]
    texts2 = [[w2.cell_text(r, c) for c in range(w2.table.columnCount())] for r in range(w2.table.rowCount())]
    # the stored sheet has no trump symbols beside the declarer: compare the rest
    assert [t[:1] + t[2:] for t in texts] == [t[:1] + t[2:] for t in texts2]
    # a keeper's sheet: pot and penalty lines, bait marks
    k = example_keeper()
    w.show_keeper(k)
    kinds = [line.kind for line in __import__("deberts_desktop.ui.sheets.score_sheet", fromlist=["x"]).sheet_lines(w.data)]
    assert kinds == ["deal", "deal", "deal", "deal", "pot", "deal", "penalty"]
    foot_baits = w.table.rowCount() - 2
    assert w.cell_text(foot_baits, w.side_column(0)) == "● 1"
    assert "pot" in w.to_html().lower()
    w.resize(480, 400)
    w.show()
    assert w.grab().save(str(tmp_path / "sheet.png"))
    h.close()
    # a longer sheet in the same place: the vertical scroll bar that comes with it narrows
    # the sides' columns, no horizontal scroll bar appears
    short = Game(rules, dealer=0, seed=7, names=game.names)
    play_deals(short, random.Random(7), 1)
    w.resize(480, 176)
    w.show_game(short)
    settle(qtbot, w)
    assert not w.table.verticalScrollBar().isVisible()
    w.show_game(game)
    settle(qtbot, w)
    assert w.table.verticalScrollBar().isVisible()
    assert not w.table.horizontalScrollBar().isVisible()
    # a 2-player sheet without a pot hides its pot column (the 8th); a 4-sided sheet after
    # it shows its 8th column (the third side's points) again
    two = Game(Rules(players=2), dealer=0, seed=3, names=["Anna", "Boris"])
    play_deals(two, random.Random(3), 1)
    w.show_game(two)
    assert w.table.columnCount() == 8 and w.table.isColumnHidden(7)
    solo = Game(Rules(players=4, mode="individual"), dealer=0, seed=7, names=["Anna", "Boris", "Vera", "Gleb"])
    play_deals(solo, random.Random(7), 1)
    w.show_game(solo)
    assert [w.table.isColumnHidden(c) for c in range(10)] == [False] * 10


# --------------------------------------------------------------------------- history
@pytest.fixture
def history(tmp_path):
    h = History(tmp_path / "history.sqlite3")
    ids = fill_history(h)
    k = example_keeper()
    k.save(h)
    yield h, ids + [k.history_id]
    h.close()


def test_history_window_lists_sorts_and_replays(qtbot, history):
    h, ids = history
    w = HistoryWindow(h)
    qtbot.addWidget(w)
    w.show()
    assert sorted(w.game_ids()) == sorted(ids)
    assert w.game_ids()[0] == ids[-1]  # newest first
    # sort by the number of deals, then by date ascending
    w.view.sortByColumn(5, Qt.SortOrder.AscendingOrder)
    deals = [h.game(g).sheet_rows for g in w.game_ids()]  # the sheet's rows, as the column shows
    assert deals == sorted(deals)
    w.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    assert w.game_ids()[0] == ids[0]
    # the first game was played to the end: its winner is listed and its sheet shown
    w.select_game(ids[0])
    g = h.game(ids[0])
    assert g.winner is not None
    row = w.game_ids().index(ids[0])
    assert w.proxy.index(row, 4).data() == g.winner_name
    assert w.sheet.data.scores == tuple(g.scores)
    assert w.replay_button.isEnabled()
    with qtbot.waitSignal(w.replay_requested, timeout=2000) as sig:
        qtbot.mouseClick(w.replay_button, LEFT)
    assert sig.args == [ids[0]]
    # a score keeper's sheet cannot be replayed, but can be continued
    w.select_game(ids[-1])
    assert not w.replay_button.isEnabled()
    assert w.continue_button.isEnabled()
    dlg = w.open_sheet()
    assert dlg is not None and dlg.sheet.data.scores == tuple(h.game(ids[-1]).scores)
    dlg.close()
    # statistics per opponent level (read on another thread)
    qtbot.waitUntil(lambda: w.stats_page.ready, timeout=20000)
    levels = [w.stats_model.index(r, 0).data() for r in range(w.stats_model.rowCount())]
    assert levels == ["Beginner", "Amateur", "Expert", "Master"]


def two_thrown_in_then_played(h) -> int:
    """A game stored in ``h`` whose sheet has 3 rows: two deals thrown in (both pass twice),
    then one played out; returns its id."""
    from deberts_desktop.engine.actions import PASS, Bid

    game = Game(Rules(players=2), dealer=0, seed=3, names=["You", "Anna"])
    for _ in range(2):
        deal = game.start_deal()
        while game.deal is deal:
            game.apply(PASS)
    deal = game.start_deal()
    while game.deal is deal:
        acts = deal.legal_actions()
        game.apply(next((a for a in acts if isinstance(a, Bid) and a.kind == "take"), acts[0]))
    assert [r.outcome for r in game.rows][:2] == [None, None] and game.rows[2].outcome in ("made", "bait")
    gid = h.start_game(game.rules, game.names, [None, "amateur"])
    h.store_game(gid, game)
    return gid


def test_history_s_deals_column_counts_the_sheet_s_rows(qtbot, tmp_path):
    """Two deals thrown in and one played: the Deals column reads 3, as the sheet has 3 rows
    (it read 1: only the deals played out); the tooltip says how many were played out."""
    h = History(tmp_path / "history.sqlite3")
    gid = two_thrown_in_then_played(h)
    g = h.game(gid)
    assert (g.sheet_rows, g.deals) == (3, 1) and len(h.score_sheet(gid)) == 3
    w = HistoryWindow(h)
    qtbot.addWidget(w)
    w.select_game(gid)
    cell = w.proxy.index(w.game_ids().index(gid), 5)
    assert cell.data() == "3" and len(w.sheet.data.deals) == 3
    assert cell.data(Qt.ItemDataRole.ToolTipRole) == "3 deals on the score sheet, 1 of them played out"
    assert w.replay_button.isEnabled()
    w.close()
    h.close()


def test_history_window_deletes_with_confirmation(qtbot, history, monkeypatch):
    h, ids = history
    w = HistoryWindow(h)
    qtbot.addWidget(w)
    w.show()
    w.select_game(ids[1])
    # the box itself ("Delete" / "Cancel", Enter cancels): test_question_buttons, through the real start
    asked = []
    monkeypatch.setattr("deberts_desktop.ui.widgets.asking.confirm", lambda *a, **k: asked.append(a[3]) or False)
    qtbot.mouseClick(w.delete_button, LEFT)
    assert len(w.game_ids()) == len(ids) and asked == ["&Delete"]
    monkeypatch.setattr("deberts_desktop.ui.widgets.asking.confirm", lambda *a, **k: True)
    qtbot.mouseClick(w.delete_button, LEFT)
    assert sorted(w.game_ids()) == sorted(set(ids) - {ids[1]})
    assert [g.id for g in h.list_games() if g.id == ids[1]] == []
    assert w.selected_id() is not None  # another game is selected


def test_history_window_exports_csv_and_pdf(qtbot, history, tmp_path, monkeypatch):
    h, ids = history
    w = HistoryWindow(h)
    qtbot.addWidget(w)
    w.show()
    w.select_game(ids[0])
    csv_path = tmp_path / "sheet.csv"
    monkeypatch.setattr("deberts_desktop.ui.widgets.save_dialog.save_file_name", lambda *a, **k: str(csv_path))
    qtbot.mouseClick(w.csv_button, LEFT)
    lines = list(csv.reader(csv_path.open(encoding="utf-8", newline="")))
    assert lines[0][0] == "Deal" and lines[-1][0] == "Winner"
    assert len(lines) == len(h.score_sheet(ids[0])) + 3
    pdf_path = tmp_path / "sheet.pdf"
    assert w.export_pdf(pdf_path)
    data = pdf_path.read_bytes()
    assert data.startswith(b"%PDF") and len(data) > 1000
    # the printable document is the sheet
    doc = w.sheet_document()
    assert "Anna" in doc.toPlainText() and "Total" in doc.toPlainText()
    # a write that fails is a message, not a traceback
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    assert not w.export_csv(tmp_path / "no-such-folder" / "x.csv")
    assert shown and "could not be written" in shown[0]


# --------------------------------------------------------------------------- score keeper
def start_three_players(qtbot, settings=None) -> ScoreKeeper:
    d = ScoreKeeperStartDialog(settings or Settings())
    qtbot.addWidget(d)
    d.show()
    choose(d.players_combo, 3)
    assert d.target_combo.currentData() == 501
    assert d.name_edits[2].isVisible() and not d.name_edits[3].isVisible()
    for seat, name in enumerate(["Anna", "Boris", "Vera"]):
        type_into(qtbot, d.name_edits[seat], name)
    choose(d.dealer_combo, 2)
    with qtbot.waitSignal(d.accepted, timeout=2000):
        qtbot.mouseClick(d.buttons.button(d.buttons.StandardButton.Ok), LEFT)
    return d.keeper()


def enter_totals(qtbot, w: ScoreKeeperWindow, declarer: int, totals) -> bool:
    choose(w.declarer_combo, declarer)
    if not w.totals_radio.isChecked():
        qtbot.mouseClick(w.totals_radio, LEFT)
    for edit, t in zip(w.total_edits, totals):
        type_into(qtbot, edit, str(t))
    before = len(w.keeper.entries)
    qtbot.keyClick(w.total_edits[-1], Qt.Key.Key_Return)  # Enter adds the deal
    return len(w.keeper.entries) == before + 1


def test_score_keeper_reproduces_example_e(qtbot, tmp_path):
    keeper = start_three_players(qtbot, Settings(rules=Rules(players=3, overtrump="always")))
    assert keeper.rules.overtrump == "always" and keeper.names == ["Anna", "Boris", "Vera"]
    assert keeper.first_dealer == 2
    h = History(tmp_path / "history.sqlite3")
    w = ScoreKeeperWindow(keeper, h)
    qtbot.addWidget(w)
    w.show()
    # RULES.md 12 E: dealer 2, each case on a fresh sheet (entered, checked, undone)
    cases = [
        (0, (80, 60, 40), "made", (80, 60, 40), 0),
        (0, (60, 70, 32), "bait", (0, 130, 32), 0),
        (0, (70, 70, 22), "hanging", (0, 70, 22), 70),
        (0, (70, 69, 23), "made", (70, 69, 23), 0),
        (2, (61, 61, 41), "bait", (82, 81, 0), 0),
    ]
    for declarer, totals, outcome, written, pot in cases:
        assert enter_totals(qtbot, w, declarer, totals), w.message.text()
        row = w.keeper.rows[-1]
        assert (row.outcome, row.written, row.pot) == (outcome, written, pot)
        line = 0
        for side in range(3):
            shown = w.sheet.cell_text(line, w.sheet.side_column(side)).split()[0]
            assert shown == str(written[side])
        assert w.message.isHidden()
        assert h.game(w.keeper.history_id).deals == 1
        qtbot.mouseClick(w.undo_button, LEFT)
        assert w.keeper.entries == []
        # the undone entry is back in the form, nothing lost
        assert [e.text() for e in w.total_edits] == [str(t) for t in totals]
    assert h.game(w.keeper.history_id).deals == 0
    w.close()  # closed by the program (as when the app quits): the entry back in the form is kept with the sheet
    assert ScoreKeeper.load(h, w.keeper.history_id).draft["totals"] == ["61", "61", "41"]
    h.close()


def test_score_keeper_refuses_and_corrects(qtbot, tmp_path):
    h = History(tmp_path / "history.sqlite3")
    keeper = ScoreKeeper(Rules(players=3), ["Anna", "Boris", "Vera"], dealer=2)
    w = ScoreKeeperWindow(keeper, h)
    qtbot.addWidget(w)
    w.show()
    # a negative total is refused with a visible message, and the form keeps it
    assert not enter_totals(qtbot, w, 0, (-5, 100, 60))
    assert w.message.isVisible() and "negative" in w.message.text()
    assert w.total_edits[0].text() == "-5"
    assert not enter_totals(qtbot, w, 0, ("abc", 100, 60))
    assert "whole number" in w.message.text()
    # what Python's int() would take but a person does not write as a number
    for odd in ("1_00", "١٠٠", "１００"):  # (pasted: a key click cannot type other scripts' digits)
        assert not enter_totals(qtbot, w, 0, ("x", 100, 60))
        w.total_edits[0].setText(odd)
        qtbot.keyClick(w.total_edits[-1], Qt.Key.Key_Return)
        assert w.keeper.entries == [] and f"“{odd}” is not a whole number" in w.message.text()
    # a slip of twenty digits is refused like any too-large total, its message in full
    assert not enter_totals(qtbot, w, 0, ("99999999999999999999", 100, 60))
    assert "99999999999999999999 is more than a deal can give" in w.message.text()
    # then a good entry clears the message
    assert enter_totals(qtbot, w, 0, (80, 60, 40))
    assert w.message.isHidden()
    # correct the last deal: it comes back into the form, Save correction replaces it
    qtbot.mouseClick(w.correct_button, LEFT)
    assert w.correcting and w.add_button.text().replace("&", "") == "Save correction"
    assert [e.text() for e in w.total_edits] == ["80", "60", "40"]
    type_into(qtbot, w.total_edits[0], "50")
    type_into(qtbot, w.total_edits[1], "90")
    qtbot.mouseClick(w.add_button, LEFT)
    assert not w.correcting and len(w.keeper.entries) == 1
    assert w.keeper.rows[-1].written == (0, 140, 40)
    # entering by details: card points, sequences, bella, last trick
    qtbot.mouseClick(w.details_radio, LEFT)
    choose(w.declarer_combo, 1)
    for edit, v in zip(w.card_edits, (40, 70, 42)):
        type_into(qtbot, edit, str(v))
    type_into(qtbot, w.sequence_edits[1], "20")
    qtbot.mouseClick(w.bella_boxes[1], LEFT)
    w.last_trick_radios[1].setChecked(True)
    qtbot.mouseClick(w.add_button, LEFT)
    assert w.keeper.rows[-1].totals == (40, 120, 42), w.message.text()
    # thrown in, then debertz ends the game
    qtbot.mouseClick(w.thrown_button, LEFT)
    assert w.keeper.rows[-1].outcome is None
    with qtbot.waitSignal(w.game_over, timeout=2000):
        w.add_debertz(2)
    assert w.status.isVisible() and "Vera won" in w.status.text()
    assert not w.add_button.isEnabled()
    stored = h.game(w.keeper.history_id)
    assert stored.winner == 2 and stored.kind == "score_keeper"
    # reopened from the history, the sheet is the same
    again = ScoreKeeper.load(h, w.keeper.history_id)
    assert again.scores == w.keeper.scores and again.finished
    h.close()


def test_score_keeper_extra_deal_shown(qtbot):
    k = ScoreKeeper(Rules(players=2, target=301), ["Anna", "Boris"], dealer=1)
    k.add_deal(0, [120, 30])
    k.add_deal(1, [80, 120])
    w = ScoreKeeperWindow(k, None)
    qtbot.addWidget(w)
    w.show()
    assert enter_totals(qtbot, w, 1, (110, 160)), w.message.text()
    assert w.keeper.scores == (310, 310) and w.keeper.extra_deal
    assert "one more deal" in w.status.text() and w.add_button.isEnabled()


# --------------------------------------------------------------------------- screenshots
def test_screenshots(qtbot, tmp_path):
    """Every window renders (kept in memory: ``python -m tests.ui.dialog_helpers`` saves
    them for the eye)."""
    pictures = dialog_pictures(tmp_path / "shots.sqlite3")
    assert len(pictures) >= 10
    for name, image in pictures.items():
        assert not_blank(image, colours=15), name


def test_score_keeper_continues_a_stored_sheet(qtbot, history, monkeypatch):
    h, ids = history
    w = ScoreKeeperWindow.open_stored(h, ids[-1])
    qtbot.addWidget(w)
    assert w.keeper.scores == tuple(h.game(ids[-1]).scores) and w.keeper.history_id == ids[-1]
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    assert ScoreKeeperWindow.open_stored(h, ids[0]) is None  # a played game, not a sheet
    assert ScoreKeeperWindow.open_stored(h, 9999) is None
    assert len(shown) == 2


def test_history_window_empty(qtbot):
    h = History(":memory:")
    w = HistoryWindow(h)
    qtbot.addWidget(w)
    w.show()
    assert w.game_ids() == [] and w.selected_id() is None
    assert not w.delete_button.isEnabled() and not w.replay_button.isEnabled()
    assert not w.export_csv() and not w.export_pdf() and w.open_sheet() is None
    assert w.stats_model.rowCount() == 0
    h.close()


def test_tab_leaves_the_tables_of_the_history_and_the_score_keeper(qtbot, history):
    """Keyboard only: Tab moves from a games list or a score sheet to the next control
    (a table keeps the arrows for its cells)."""
    h, ids = history
    w = HistoryWindow(h)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    for table in (w.view, w.sheet.table):
        table.setFocus()
        qtbot.keyClick(table, Qt.Key.Key_Tab)
        assert w.focusWidget() is not table
    k = ScoreKeeperWindow(ScoreKeeper(Rules(players=2), ["A", "B"], dealer=0))
    qtbot.addWidget(k)
    k.show()
    qtbot.waitExposed(k)
    table = k.sheet.table
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Tab)
    assert k.focusWidget() is not table
    # a deal taken by Enter: the focus goes back to the declarer for the next one
    k.total_edits[0].setFocus()
    assert enter_totals(qtbot, k, 0, (100, 62))
    assert k.focusWidget() is k.declarer_combo


# --------------------------------------------------------------------------- issue 12: 7, 8, 23
def button_places(w: HistoryWindow) -> list:
    buttons = (w.replay_button, w.continue_button, w.open_button, w.csv_button, w.pdf_button, w.print_button,
               w.delete_button, w.close_button)
    return [(b.text(), b.isVisible(), b.geometry()) for b in buttons]


def test_history_buttons_keep_their_places_for_a_score_keepers_sheet(qtbot, history):
    """Selecting a score keeper's sheet enables "Continue the sheet" but moves no button:
    a click meant for Delete cannot hit Export PDF (issue 12, defect 7)."""
    h, ids = history
    w = HistoryWindow(h)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.select_game(ids[0])  # played on the table
    played = button_places(w)
    assert w.replay_button.isEnabled() and not w.continue_button.isEnabled()
    w.select_game(ids[-1])  # a score keeper's unfinished sheet
    assert not w.replay_button.isEnabled() and w.continue_button.isEnabled()
    assert button_places(w) == played and all(visible for _, visible, _ in played)
    assert w.minimumSizeHint().width() <= 800  # the window fits a small screen


def assert_headings_whole(view) -> None:
    """Every heading of ``view``'s columns fits its column, each line of it."""
    header = view.horizontalHeader()
    fm = header.fontMetrics()
    margin = 2 * header.style().pixelMetric(header.style().PixelMetric.PM_HeaderMargin, None, header)
    model = view.model()
    for col in range(model.columnCount()):
        text = model.headerData(col, Qt.Orientation.Horizontal)
        lines = text.split("\n")
        needed = max(fm.horizontalAdvance(line) for line in lines) + margin
        assert header.sectionSize(col) >= needed, (text, header.sectionSize(col), needed)
        assert header.height() >= len(lines) * fm.height(), text


def test_statistics_headings_are_whole(qtbot, history):
    """Issue 12, defect 8: the headings were cut at both ends (English here, Russian in
    test_translations)."""
    h, _ = history
    w = HistoryWindow(h)
    qtbot.addWidget(w)
    w.show()
    w.tabs.setCurrentIndex(1)
    qtbot.waitExposed(w.stats_view)
    assert w.stats_model.headerData(3, Qt.Orientation.Horizontal) == "Win rate\n(finished games)"
    assert_headings_whole(w.stats_view)
    # the numbers stand under their headings, the level names take the rest of the width
    header = w.stats_view.horizontalHeader()
    assert header.sectionSize(0) > max(header.sectionSize(c) for c in range(1, 6))


def test_exports_say_where_the_file_went_and_the_pdf_has_a_title(qtbot, history, tmp_path):
    h, ids = history
    w = HistoryWindow(h)
    qtbot.addWidget(w)
    w.show()
    w.select_game(ids[0])
    assert w.status.text() == ""
    assert w.export_csv(tmp_path / "sheet.csv")
    assert w.status.text() == f"The score sheet was saved as {tmp_path / 'sheet.csv'}."
    assert w.export_pdf(tmp_path / "sheet.pdf")
    assert w.status.text() == f"The score sheet was saved as {tmp_path / 'sheet.pdf'}."
    title = f"Debertz score sheet: {w._heading(h.game(ids[0]))}"
    assert w.sheet_document().metaInformation(w.sheet_document().MetaInformation.DocumentTitle) == title
    # Qt writes the title into the PDF's information as UTF-16 (big-endian, with its mark)
    data = (tmp_path / "sheet.pdf").read_bytes()
    assert b"/Title (\xfe\xff" + title.encode("utf-16-be") + b")" in data
    w.select_game(ids[1])
    assert w.status.text() == ""  # said for the game it was about


def test_the_score_keeper_says_the_game_is_over_not_the_next_deal(qtbot):
    """Issue 12, defect 23: the form said "Deal 3" after the game ended."""
    k = ScoreKeeper(Rules(players=2), ["Anna", "Boris"], dealer=0)
    k.add_deal(0, [100, 62])
    w = ScoreKeeperWindow(k, None)
    qtbot.addWidget(w)
    w.show()
    assert w.form_box.title() == "Deal 2"
    assert w.add_debertz(1)
    assert w.form_box.title() == "The game is over"
    assert w.status.text() == "Boris won the game (debertz)." and w.status.isVisible()
    assert not w.add_button.isEnabled() and not w.dealer_label.isVisible()
    assert w.start_correction() and w.form_box.title() == "Correct deal 2"


def test_a_computer_s_heading_in_the_history_s_score_sheet_stays_on_one_line(qtbot, history):
    """Issue 19: History's score sheet headed a column "Computer" over "1"."""
    h, ids = history
    w = HistoryWindow(h)
    qtbot.addWidget(w)
    w.select_game(ids[0])  # Anna against Computer 1
    table = w.sheet.table
    first = ScoreSheetWidget.FIXED_COLUMNS
    assert [table.horizontalHeaderItem(first + c).text() for c in (0, 2)] == ["Anna", "Computer 1"]


def test_tab_on_the_rules_page_reaches_the_preset_bar_first(qtbot):
    """Settings → Rules: the preset bar is at the top of the page, so Tab from the page's
    tab reaches it before the rules below it (it came after every rule)."""
    d = open_settings(qtbot)
    d.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is d, timeout=10000)
    d.tabs.setCurrentWidget(d.rules_page)
    d.tabs.tabBar().setFocus()
    reached = [d.tabs.tabBar()]
    while len(reached) < 8 and not d.rules_editor.isAncestorOf(reached[-1]):
        qtbot.keyClick(reached[-1], Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
    assert reached[1] is d.preset_bar.combo and reached[2] is d.preset_bar.save_button
    # every enabled button of the bar, then the first rule
    assert all(d.preset_bar.isAncestorOf(f) for f in reached[1:-1]) and d.rules_editor.isAncestorOf(reached[-1])
