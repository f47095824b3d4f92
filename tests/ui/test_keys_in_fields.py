"""Keys typed in a field beside the table (the score sheet's table, the Problems bar's Level
box) are the field's, through the real start (``cli.main``) as a keyboard sends them: a key
the field leaves (Enter, ←/→) never plays the selected card or makes the hinted bid
(:func:`deberts_desktop.ui.windows.keys.typed_in_field`); a click to read the score sheet or
the deal log leaves the keys with the table. Quick computers (Amateur)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .table_driver import person_turn
from .test_keyboard_only import first_turn, press, quick_settings
from .test_real_start import folders, start_app  # noqa: F401 (the fixture)


def test_enter_in_the_score_sheet_makes_no_hinted_bid(qtbot, folders, tmp_path, monkeypatch):
    """The person asks a hint at the first bid (F1: a bid is hinted, Enter on the table would
    make it), then Tabs into the score sheet beside the table to scroll it and presses
    Enter: no bid is made. Back on the table, Enter makes the hinted bid. (Before: the
    sheet's table left the Enter to the window, which made the hinted bid.)"""
    quick_settings(tmp_path)

    def drive(w):
        first_turn(qtbot, w)
        w.resize(1600, 1000)
        qtbot.waitUntil(lambda: w.sheet_dock.isVisible() and w.sheet.isVisible(), timeout=10000)
        w.view.setFocus()
        press(Qt.Key.Key_F1)
        qtbot.waitUntil(lambda: getattr(w, "hinted", None) is not None, timeout=30000)
        hinted, deal = w.hinted, w.session.game.deal
        acted = len(deal.history)
        w.sheet.table.setFocus(Qt.FocusReason.TabFocusReason)
        press(Qt.Key.Key_Return)
        QApplication.processEvents()
        in_sheet = deal.history[acted:]
        w.view.setFocus(Qt.FocusReason.MouseFocusReason)
        press(Qt.Key.Key_Return)
        return hinted, in_sheet, deal.history[acted:acted + 1]

    code, (hinted, in_sheet, on_table) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0
    assert in_sheet == []
    assert on_table == [(0, hinted)]


@pytest.mark.parametrize("beside", ["score sheet", "deal log"])
def test_a_click_on_the_score_sheet_leaves_the_bid_letters_with_the_table(qtbot, folders, tmp_path, monkeypatch,
                                                                         beside):
    """The person clicks into the score sheet (or the deal log, View → Deal log) beside the
    table to read it, then presses P: the person passes (the click left the keys with the
    table). (Before: the click gave the list the focus and its keyboard search took the P:
    nothing was bid.)"""
    from PySide6.QtTest import QTest

    from deberts_desktop.engine.actions import Bid

    quick_settings(tmp_path)

    def drive(w):
        first_turn(qtbot, w)
        w.resize(1600, 1000)
        qtbot.waitUntil(lambda: w.sheet_dock.isVisible() and w.sheet.isVisible(), timeout=10000)
        if beside == "deal log":
            w.view_menu.log_action.trigger()  # View → Deal log
            qtbot.waitUntil(lambda: w.deal_log.view is not None and w.deal_log.view.isVisible(), timeout=10000)
        w.view.setFocus()
        clicked = w.sheet.table if beside == "score sheet" else w.deal_log.view
        QTest.mouseClick(clicked.viewport(), Qt.MouseButton.LeftButton)
        deal = w.session.game.deal
        acted = len(deal.history)
        press(Qt.Key.Key_P)
        return deal.history[acted:acted + 1], QApplication.focusWidget() is w.view

    code, (bid, table_keeps_keys) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0
    assert bid == [(0, Bid("pass"))] and table_keeps_keys


def test_arrows_and_enter_in_the_problems_level_box_play_no_card(qtbot, folders, tmp_path, monkeypatch):
    """Game → Problems: the person chooses a card with → on the table, then Tabs to the bar's
    Level box and presses ← and Enter there: the card chosen stays, no card is tried (the
    problem's first attempt is not spent). (Before: ← chose another card and Enter played
    it, a wrong first attempt kept in the progress.)"""
    quick_settings(tmp_path)

    def drive(w):
        first_turn(qtbot, w)
        problems = w.show_problems()
        qtbot.waitUntil(lambda: problems.active and person_turn(w), timeout=30000)
        w.view.setFocus()
        press(Qt.Key.Key_Right)
        chosen = w.director.selected
        problems.bar.level_combo.setFocus(Qt.FocusReason.TabFocusReason)
        press(Qt.Key.Key_Left)
        press(Qt.Key.Key_Return)
        QApplication.processEvents()
        level = problems.bar.level_combo.currentIndex()
        return chosen, w.director.selected, list(problems.tried), problems.solved, level

    code, (chosen, after, tried, solved, level) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0 and chosen is not None
    assert after == chosen
    assert tried == [] and not solved
    assert level == 0  # All levels: ← in a closed box leaves it


@pytest.mark.parametrize("beside", ["deal log", "score sheet"])
def test_a_click_on_a_floating_log_or_sheet_leaves_the_bid_letters_with_the_table(qtbot, folders, tmp_path,
                                                                                   monkeypatch, beside):
    """In the smallest window (800×600) View → Deal log (or View → Score sheet) floats
    beside the window. The person clicks into it to read it — the window system makes it
    the active window — and presses P: the person passes, as after a click on the docked
    log. Tabbed into its list, the list keeps its keys (P searches it; nothing is bid).
    (Before: the floating window gave its list the focus, whose keyboard search took the
    P: nothing was bid until the person clicked the table again.)"""
    from PySide6.QtTest import QTest

    from deberts_desktop.engine.actions import Bid

    from .test_screens_new_player import settle

    quick_settings(tmp_path)

    def drive(w):
        first_turn(qtbot, w)
        w.resize(800, 600)
        settle(qtbot, w)
        if beside == "deal log":
            w.view_menu.log_action.trigger()  # View → Deal log
            dock, listed = w.deal_log_dock, lambda: w.deal_log.view
        else:
            w.sheet_dock.view_action().trigger()  # View → Score sheet
            dock, listed = w.sheet_dock, lambda: w.sheet.table
        settle(qtbot, w)
        assert dock.isFloating()
        dock.activateWindow()  # the click: the window system activates the floating window
        QTest.mouseClick(listed().viewport(), Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: QApplication.activeWindow() is dock, timeout=10000)
        deal = w.session.game.deal
        acted = len(deal.history)
        press(Qt.Key.Key_P)
        bid = deal.history[acted:acted + 1]
        qtbot.waitUntil(lambda: person_turn(w) or w.session.game.deal is not deal, timeout=30000)
        press(Qt.Key.Key_Tab)  # into its list: its keys
        tabbed = QApplication.focusWidget() is listed()
        deal = w.session.game.deal
        acted = len(deal.history)
        press(Qt.Key.Key_P)
        QApplication.processEvents()
        return tabbed, deal.history[acted:], bid

    code, (tabbed, in_list, bid) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0
    assert tabbed and in_list == []
    assert bid == [(0, Bid("pass"))]


def test_letters_and_page_keys_in_a_field_beside_the_table_are_the_field_s_not_a_menu_s(qtbot, folders, tmp_path,
                                                                                         monkeypatch):
    """Tabbed into the score sheet beside the table, the person types L and A (its keyboard
    search): Game → Last trick (L) and Read the table aloud (A) do not fire; on the table
    they do. In Problems, Page Down in the bar's Level box is the box's (its next level),
    not Next problem: the problem on the table stays. (Before: the menu's shortcuts took
    the keys from the fields.)"""
    from PySide6.QtGui import QAction

    quick_settings(tmp_path)

    def drive(w):
        first_turn(qtbot, w)
        w.resize(1600, 1000)
        qtbot.waitUntil(lambda: w.sheet_dock.isVisible() and w.sheet.isVisible(), timeout=10000)
        fired = []
        for act in w.findChildren(QAction):
            if act.shortcut().toString() in ("L", "A"):
                act.triggered.connect(lambda *_, key=act.shortcut().toString(): fired.append(key))
        w.sheet.table.setFocus(Qt.FocusReason.TabFocusReason)
        press(Qt.Key.Key_L)
        press(Qt.Key.Key_A)
        in_sheet = list(fired)
        w.view.setFocus(Qt.FocusReason.MouseFocusReason)
        press(Qt.Key.Key_A)
        on_table = fired[len(in_sheet):]
        problems = w.show_problems()
        qtbot.waitUntil(lambda: problems.active and person_turn(w), timeout=30000)
        shown = problems.problem
        problems.bar.level_combo.setFocus(Qt.FocusReason.TabFocusReason)
        press(Qt.Key.Key_PageDown)
        QApplication.processEvents()
        return in_sheet, on_table, problems.problem is shown, problems.bar.level_combo.currentIndex()

    code, (in_sheet, on_table, same_problem, level) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0
    assert in_sheet == [] and on_table == ["A"]
    assert same_problem and level > 0  # the box moved from "All levels" (index 0)
