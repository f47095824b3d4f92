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
from deberts_desktop.ui.history.window import ID_ROLE
from tests.ui.test_real_start import built, folders, start_app  # noqa: F401 (folders: a fixture)


def at_table(w) -> bool:
    return built(w) and (w.session.game is not None or w.questions.question is not None)


def start_dialog():
    """The score keeper's start dialog if it is the modal dialog on screen, else None: a test
    answers its own dialog only, never another one shown meanwhile (a message, a crash
    dialog) — the start dialog would then wait unanswered."""
    from deberts_desktop.ui.sheets.keeper_start import ScoreKeeperStartDialog

    dlg = QApplication.activeModalWidget()
    return dlg if isinstance(dlg, ScoreKeeperStartDialog) and dlg.isVisible() else None


def new_sheet(qtbot, w, answer=None):
    """Game → New score sheet (real cards)…, its start dialog taken as it is (two players,
    301), or handed to ``answer(dialog)`` once shown (which presses Start): the sheet's window."""
    def accept():
        dlg = start_dialog()
        if dlg is None:
            QTimer.singleShot(20, accept)
        elif answer is not None:
            answer(dlg)
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


# ----------------------------------------------------------------------------- a deal typed, the window closed
def answer_question(qtbot, keeper, *clicks):
    """Answer the questions the keeper's window asks, in turn: each click is a button's
    text as shown ("Add deal", "Discard it", "Cancel") or "Escape" (the key, in the box).
    Returns the questions' texts (a list that fills as they come); it stops looking once
    every click is made or the window has closed. ``keeper``: the score keeper's window, or
    the main window's :class:`~deberts_desktop.ui.windows.questions.Questions` (its window's)."""
    from PySide6.QtWidgets import QMessageBox

    seen, todo = [], list(clicks)
    window = keeper if hasattr(keeper, "isVisible") else keeper.w

    def look():
        box = keeper.question
        if not todo or (box is None and not window.isVisible()):
            return
        if not isinstance(box, QMessageBox) or not box.isVisible():
            QTimer.singleShot(20, look)
            return
        seen.append((box.text(), box.informativeText(), sorted(shown_text(b) for b in box.buttons())))
        click = todo.pop(0)
        if click == "Escape":
            QTest.keyClick(box, Qt.Key.Key_Escape)
        else:
            next(b for b in box.buttons() if shown_text(b) == click).click()
        if todo:
            QTimer.singleShot(20, look)

    QTimer.singleShot(0, look)
    return seen


def in_front(qtbot, win) -> None:
    """``win`` the active window: the keys go where a person's do (its shortcuts work)."""
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win, timeout=10000)


def type_totals(keeper, first: int, second: int) -> None:
    """Each side's total typed in its field; nothing added."""
    for edit, value in zip(keeper.total_edits, (first, second)):
        edit.setFocus()
        QTest.keyClicks(edit, str(value))


def stored_sheet(folders, gid):
    history = History(folders / "history.sqlite3")
    try:
        return ScoreKeeper.load(history, gid)
    finally:
        history.close()


def test_escape_with_a_deal_typed_asks_and_escape_there_keeps_it(qtbot, folders, monkeypatch):
    """Escape in the score keeper's window with a deal typed asks before closing; Escape in
    the question is Cancel (the window and the typed totals stay); asked again, "Add deal"
    writes the deal and the window closes. Ctrl+W with a deal typed, "Discard it": the
    window closes and the sheet has only the deal added."""
    def drive(w):
        keeper = new_sheet(qtbot, w)
        in_front(qtbot, keeper)
        type_totals(keeper, 100, 62)
        questions = answer_question(qtbot, keeper, "Escape", "Add deal")
        QTest.keyClick(keeper.total_edits[-1], Qt.Key.Key_Escape)
        seen = {"after_escape": (keeper.isVisible(), [e.text() for e in keeper.total_edits])}
        in_front(qtbot, keeper)  # the question gone, the keys go to the sheet's window again
        QTest.keyClick(keeper.total_edits[-1], Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: not keeper.isVisible(), timeout=10000)
        seen["questions"] = questions
        gid = keeper.keeper.history_id

        second = w.history_opening.continue_game(gid)  # the sheet continued: one deal on it
        in_front(qtbot, second)
        type_totals(second, 90, 72)
        discard = answer_question(qtbot, second, "Discard it")
        QTest.keyClick(second.total_edits[0], Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: not second.isVisible(), timeout=10000)
        seen["discard"] = discard
        return gid, seen

    code, (gid, seen) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert seen["after_escape"] == (True, ["100", "62"])
    question = ("Add the deal you typed to the sheet before closing?", "A deal discarded is not written on the sheet.",
                ["Add deal", "Cancel", "Discard it"])  # (in the order the platform puts them)
    assert seen["questions"] == [question, question]
    assert seen["discard"] == [question]
    stored = stored_sheet(folders, gid)
    # RULES.md: a made deal writes each side's total; the discarded one is not written
    assert [e.totals for e in stored.entries] == [(100, 62)]
    assert stored.scores == (100, 62) and stored.draft is None


def test_a_deal_typed_when_the_app_quits_is_back_in_the_form_next_time(qtbot, folders, monkeypatch):
    """Game → Quit with a deal typed in a score sheet's window asks nothing (the app never
    waits on a question as it ends): the typed totals are kept with the stored sheet, not
    on it; at the next start the sheet continued from History has them back in its form,
    with a note, and Enter adds them."""
    from PySide6.QtWidgets import QMessageBox

    def drive(w):
        keeper = new_sheet(qtbot, w)
        type_deal(keeper, 100, 62)
        type_totals(keeper, 90, 72)
        asked = answer_question(qtbot, keeper, "Cancel")  # a question would hold the quit: it is seen, then cancelled
        w.quit_action.trigger()
        qtbot.waitUntil(lambda: not keeper.isVisible(), timeout=10000)
        return keeper.keeper.history_id, {"asked": asked, "box": [b for b in w.findChildren(QMessageBox) if b.isVisible()]}

    code, (gid, seen) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert seen == {"asked": [], "box": []}
    stored = stored_sheet(folders, gid)
    assert [e.totals for e in stored.entries] == [(100, 62)] and stored.scores == (100, 62)
    assert stored.draft["totals"] == ["90", "72"] and stored.draft["correcting"] is False

    def again(w):
        qtbot.waitUntil(lambda: at_table(w), timeout=30000)
        hw = w.history_opening.open()
        hw.select_game(gid)
        hw.continue_button.click()
        keeper = w.keepers.window_of(gid)
        seen = {"fields": [e.text() for e in keeper.total_edits], "note": keeper.message.text(),
                "title": keeper.form_box.title()}
        QTest.keyClick(keeper.total_edits[-1], Qt.Key.Key_Return)  # Add deal
        keeper.close()  # nothing typed now: no question
        return seen

    code, seen = start_app(monkeypatch, [], again)
    assert code == 0
    assert seen == {"fields": ["90", "72"], "title": "Deal 2",
                    "note": "The deal typed before this sheet was closed is back in the form; it is not on the sheet yet."}
    stored = stored_sheet(folders, gid)
    # 100 + 90 = 190 and 62 + 72 = 134: under 301, the game goes on
    assert [e.totals for e in stored.entries] == [(100, 62), (90, 72)]
    assert stored.scores == (190, 134) and not stored.finished and stored.draft is None


def test_a_sheet_the_history_cannot_store_is_not_lost_on_close_or_quit(qtbot, folders, monkeypatch):
    """The history may only be read (here: its file may not be written): a sheet typed in
    is not stored; closing its window or quitting the app asks first, and "Save as PDF…"
    keeps the sheet in a file; Cancel keeps the app and the window going."""
    from deberts_desktop.storage import opening

    start_app(monkeypatch, [], lambda w: qtbot.waitUntil(lambda: at_table(w), timeout=30000))
    monkeypatch.setattr(opening, "_may_write", lambda p: False)
    pdf = folders.parent / "sheet.pdf"
    monkeypatch.setattr("deberts_desktop.ui.widgets.save_dialog.save_file_name", lambda *a, **k: str(pdf))

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.questions.message_box is not None, timeout=30000)
        w.questions.message_box.accept()  # the history's own message at the start, read
        keeper = new_sheet(qtbot, w)
        seen = {"start": keeper.message.text()}
        type_deal(keeper, 100, 62)
        questions = answer_question(qtbot, keeper, "Cancel", "Save as PDF…")
        titles = []

        def peek():  # the question's title (several sheets may ask in turn: it names which)
            if keeper.question is not None:
                titles.append(keeper.question.windowTitle())
            elif keeper.isVisible():
                QTimer.singleShot(10, peek)

        QTimer.singleShot(0, peek)
        w.quit_action.trigger()  # Game → Quit: the sheet's question, cancelled
        seen["titles"] = (titles, keeper.windowTitle())
        seen["after cancel"] = (w.isVisible(), keeper.isVisible())
        in_front(qtbot, keeper)
        QTest.keyClick(keeper.total_edits[0], Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)  # the person closes it
        qtbot.waitUntil(lambda: not keeper.isVisible(), timeout=10000)
        seen["questions"] = questions
        return seen

    code, seen = start_app(monkeypatch, [], drive)
    assert code == 0
    assert "can only be read: nothing new is kept" in seen["start"] and "the next change tries again" in seen["start"]
    assert seen["after cancel"] == (True, True)
    assert seen["titles"] == (["Score sheet — Player 1 · Player 2"], "Score sheet — Player 1 · Player 2")
    asked = "This score sheet is not stored in the game history: it is lost when its window closes."
    buttons = ["Cancel", "Close without saving", "Save as PDF…"]
    assert [(q[0], q[2]) for q in seen["questions"]] == [(asked, buttons), (asked, buttons)]
    assert seen["questions"][0][1].endswith("can only be read: nothing new is kept. Save it as a PDF to keep what is "
                                            "written on it.")
    assert pdf.read_bytes().startswith(b"%PDF")


def test_a_total_pasted_with_thousands_of_digits_is_refused_in_words(qtbot, folders, monkeypatch):
    """A total pasted (Ctrl+V) with 5000 digits: the form says the number is too long, the
    sheet stays empty (before: Python's int refused over 4300 digits with a ValueError the
    form did not catch, a traceback in the crash dialog)."""
    def drive(w):
        keeper = new_sheet(qtbot, w)
        QApplication.clipboard().setText("1" * 5000)
        keeper.total_edits[0].setFocus()
        QTest.keyClick(keeper.total_edits[0], Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
        keeper.total_edits[1].setFocus()
        QTest.keyClicks(keeper.total_edits[1], "62")
        QTest.keyClick(keeper.total_edits[1], Qt.Key.Key_Return)  # Add deal
        return len(keeper.total_edits[0].text()), keeper.message.text(), len(keeper.keeper.entries)

    code, (typed, message, deals) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert (typed, message, deals) == (5000, "The number typed is too long (5000 digits).", 0)


def test_debertz_shown_by_one_of_two_players_of_the_same_name_goes_to_that_player(qtbot, folders, monkeypatch):
    """Two players named alike (two Sashas at the table): the declarer's list and
    "Debertz…" name each with his seat, and the one chosen — the second Sasha — wins the
    game (before: the lists held "Sasha" twice, and either choice in "Debertz…" went to the
    first Sasha, who won instead)."""
    from PySide6.QtWidgets import QComboBox, QInputDialog

    def drive(w):
        def named():
            dlg = start_dialog()
            if dlg is None:
                QTimer.singleShot(20, named)
                return
            dlg.name_edits[0].setText("Sasha")
            dlg.name_edits[1].setText("Sasha")
            dealers.extend(dlg.dealer_combo.itemText(i) for i in range(dlg.dealer_combo.count()))
            dlg.accept()

        dealers = []
        QTimer.singleShot(0, named)
        w.keeper_action.trigger()  # two players, 301
        qtbot.waitUntil(lambda: bool(w.keepers.windows), timeout=10000)
        keeper = w.keepers.windows[-1]
        declarers = [keeper.declarer_combo.itemText(i) for i in range(keeper.declarer_combo.count())]
        listed = []

        def choose_second():
            dlg = QApplication.activeModalWidget()
            if not isinstance(dlg, QInputDialog):
                QTimer.singleShot(20, choose_second)
                return
            listed.extend(dlg.comboBoxItems())
            dlg.findChild(QComboBox).setCurrentIndex(1)  # the second in the list: the second player
            dlg.accept()

        QTimer.singleShot(0, choose_second)
        dealer = keeper.dealer_label.text()
        keeper.debertz_button.click()
        return declarers, listed, keeper.keeper.winner, keeper.keeper.debertz, keeper.status.text(), dealer, dealers

    code, (declarers, listed, winner, debertz, status, dealer, dealers) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert declarers == listed == dealers == ["Sasha (player 1)", "Sasha (player 2)"]
    # the start dialog's first dealer left at its first choice: the first player
    assert dealer == "Dealer: Sasha (player 1)"
    # RULES.md 7: debertz ends the game, its holder's side wins: the second player's
    assert (winner, debertz) == (1, 1)
    assert status == "Sasha (player 2) won the game (debertz)."  # which Sasha: told apart too


def test_a_deal_typed_waits_while_the_last_deal_is_corrected_or_undone(qtbot, folders, monkeypatch):
    """The next deal typed, not added yet, when the person sees the last one was wrong:
    "Correct last deal" and "Undo last deal" take the form for the last deal, and the deal
    typed comes back into it, with a note, once the correction is saved or cancelled, or the
    deal undone is added again (before: it was gone, to be typed again). Closed meanwhile,
    the sheet keeps it with the deal in the form."""
    def drive(w):
        keeper = new_sheet(qtbot, w)  # two players, 301
        seen = {}
        type_deal(keeper, 100, 62)  # deal 1
        type_totals(keeper, 90, 72)  # deal 2, typed
        keeper.correct_button.click()  # deal 1 was 110 / 52
        seen["correcting"] = [e.text() for e in keeper.total_edits]
        for edit, value in zip(keeper.total_edits, ("110", "52")):
            edit.setText(value)
        keeper.add_button.click()  # Save correction
        seen["after correction"] = ([e.text() for e in keeper.total_edits], keeper.message.text())
        QTest.keyClick(keeper.total_edits[-1], Qt.Key.Key_Return)  # deal 2 added
        type_totals(keeper, 82, 80)  # deal 3, typed
        keeper.correct_button.click()
        keeper.cancel_button.click()  # deal 2 was right after all
        seen["after cancel"] = [e.text() for e in keeper.total_edits]
        keeper.undo_button.click()  # deal 2 undone: back in the form, deal 3 waits
        seen["undone"] = [e.text() for e in keeper.total_edits]
        keeper.add_button.click()  # deal 2 added again
        seen["after undo"] = [e.text() for e in keeper.total_edits]
        keeper.undo_button.click()  # and undone once more; the app quits with it in the form
        w.quit_action.trigger()
        qtbot.waitUntil(lambda: not keeper.isVisible(), timeout=10000)
        return keeper.keeper.history_id, seen

    code, (gid, seen) = start_app(monkeypatch, [], drive)
    assert code == 0
    back = "The deal you typed before is back in the form; it is not on the sheet yet."
    assert seen["correcting"] == ["100", "62"]
    assert seen["after correction"] == (["90", "72"], back)
    assert seen["after cancel"] == ["82", "80"]
    assert seen["undone"] == ["90", "72"]
    assert seen["after undo"] == ["82", "80"]
    stored = stored_sheet(folders, gid)
    # RULES.md 9: made deals (Player 1 declares, more than the other) write their totals:
    # deal 1 corrected, deal 2 undone at the end
    assert [e.totals for e in stored.entries] == [(110, 52)] and stored.scores == (110, 52)
    assert stored.draft["totals"] == ["90", "72"] and stored.draft["aside"]["totals"] == ["82", "80"]

    def again(w):
        qtbot.waitUntil(lambda: at_table(w), timeout=30000)
        keeper = w.history_opening.continue_game(gid)
        seen = {"form": [e.text() for e in keeper.total_edits]}
        keeper.add_button.click()  # deal 2 added: deal 3 comes back
        seen["then"] = [e.text() for e in keeper.total_edits]
        keeper.add_button.click()  # deal 3 added
        keeper.close()
        return seen

    code, seen = start_app(monkeypatch, [], again)
    assert code == 0 and seen == {"form": ["90", "72"], "then": ["82", "80"]}
    stored = stored_sheet(folders, gid)
    assert [e.totals for e in stored.entries] == [(110, 52), (90, 72), (82, 80)] and stored.scores == (282, 204)


def test_a_deal_typed_stays_in_the_form_when_a_thrown_in_deal_is_undone(qtbot, folders, monkeypatch):
    """"Thrown in" pressed by mistake, the next deal typed, then "Undo last deal": a
    thrown-in deal has nothing to put in the form, so the deal typed stays there, ready to
    add (before: the form was emptied, the typed deal set aside with no word, back only
    after some other deal was added)."""
    def drive(w):
        keeper = new_sheet(qtbot, w)  # two players, 301
        type_deal(keeper, 100, 62)  # deal 1
        keeper.thrown_button.click()  # deal 2 "thrown in": a mistake
        type_totals(keeper, 90, 72)  # the real deal 2, typed
        keeper.undo_button.click()  # the thrown-in deal undone
        form = [e.text() for e in keeper.total_edits]
        keeper.add_button.click()
        return keeper.keeper.history_id, form

    code, (gid, form) = start_app(monkeypatch, [], drive)
    assert code == 0 and form == ["90", "72"]
    stored = stored_sheet(folders, gid)
    # RULES.md 9: made deals write their totals: 100 + 90, 62 + 72
    assert [e.totals for e in stored.entries] == [(100, 62), (90, 72)] and stored.scores == (190, 134)


def test_two_players_of_the_same_name_are_told_apart_wherever_the_sheet_names_a_player(qtbot, folders, monkeypatch):
    """Three players, two of them named Sasha: the first dealer's list, the form's dealer,
    its fields for each side's total and its "Took no trick" boxes, the sheet's columns and
    its declarer name each Sasha with his seat, "Sasha (player 2)" (before: only the
    declarer's list and "Debertz…" did; the form asked for "Sasha:" twice, which field
    was whose was anyone's guess, and the sheet's two "Sasha" columns the same)."""
    from PySide6.QtWidgets import QCheckBox, QLabel

    def drive(w):
        seen = {}

        def named():
            dlg = start_dialog()
            if dlg is None:
                QTimer.singleShot(20, named)
                return
            dlg.players_combo.setCurrentIndex(dlg.players_combo.findText("3"))
            for edit, name in zip(dlg.name_edits, ("Sasha", "Sasha", "Anna")):
                edit.setText(name)
            seen["dealers"] = [dlg.dealer_combo.itemText(i) for i in range(dlg.dealer_combo.count())]
            dlg.accept()

        QTimer.singleShot(0, named)
        w.keeper_action.trigger()
        qtbot.waitUntil(lambda: bool(w.keepers.windows), timeout=10000)
        keeper = w.keepers.windows[-1]
        keeper.resize(1400, 700)  # room for the full sheet
        seen["dealer"] = keeper.dealer_label.text()
        seen["fields"] = [label.text() for label in keeper.form.findChildren(QLabel) if label.buddy() in keeper.total_edits]
        seen["no trick"] = [b.text() for b in keeper.form.findChildren(QCheckBox) if b in keeper.no_trick_boxes]
        keeper.declarer_combo.setCurrentIndex(1)  # the second Sasha declares
        for edit, value in zip(keeper.total_edits, (40, 90, 32)):
            edit.setText(str(value))
        keeper.add_button.click()
        table = keeper.sheet.table
        seen["columns"] = [table.horizontalHeaderItem(i).text() for i in (3, 5, 7)]
        seen["declared"] = table.item(0, 1).text()
        seen["scores"] = keeper.keeper.scores
        seen["next dealer"] = keeper.dealer_label.text()
        keeper.close()
        return seen

    code, seen = start_app(monkeypatch, [], drive)
    assert code == 0
    told = ["Sasha (player 1)", "Sasha (player 2)", "Anna"]
    assert seen["dealers"] == told
    assert seen["dealer"] == "Dealer: Sasha (player 1)"
    assert seen["fields"] == ["Sasha (player 1):", "Sasha (player 2):", "Anna:"]
    assert seen["no trick"] == told
    assert seen["columns"] == told  # the sheet of a 1400-pixel window: room for each name on one line
    assert seen["declared"] == "Sasha (player 2)"
    # RULES.md 9: 90 beats each opponent (40, 32): made, each side writes its own total
    assert seen["scores"] == (40, 90, 32)
    # the player to the dealer's left deals next: seat 1, the second Sasha
    assert seen["next dealer"] == "Dealer: Sasha (player 2)"


def test_a_deal_undone_then_a_correction_gives_back_every_deal_in_turn_even_after_a_restart(
        qtbot, folders, monkeypatch):
    """Deal 3 typed, not added; "Undo last deal" puts deal 2 in the form (deal 3 waits
    aside); "Correct last deal" then takes the form for deal 1: deal 2 waits too. The app
    quits mid-correction; at the next start the correction is back, and once saved deal 2
    comes back, then deal 3, each added in turn (before: Correct dropped deal 2, the deal
    undone, from the form — only deal 3 came back, deal 2 was to be typed again)."""
    def drive(w):
        keeper = new_sheet(qtbot, w)  # two players, 301
        type_deal(keeper, 100, 62)  # deal 1
        type_deal(keeper, 90, 72)  # deal 2
        type_totals(keeper, 82, 80)  # deal 3, typed
        keeper.undo_button.click()  # deal 2 back in the form
        keeper.correct_button.click()  # deal 1 was 110 / 52
        for edit, value in zip(keeper.total_edits, ("110", "52")):
            edit.setText(value)
        w.quit_action.trigger()
        qtbot.waitUntil(lambda: not keeper.isVisible(), timeout=10000)
        return keeper.keeper.history_id

    code, gid = start_app(monkeypatch, [], drive)
    assert code == 0

    def again(w):
        qtbot.waitUntil(lambda: at_table(w), timeout=30000)
        keeper = w.history_opening.continue_game(gid)
        seen = [(keeper.add_button.text().replace("&", ""), [e.text() for e in keeper.total_edits])]
        keeper.add_button.click()  # Save correction: deal 2 comes back
        seen.append((keeper.add_button.text().replace("&", ""), [e.text() for e in keeper.total_edits], keeper.message.text()))
        keeper.add_button.click()  # deal 2 added: deal 3 comes back
        seen.append((keeper.add_button.text().replace("&", ""), [e.text() for e in keeper.total_edits], keeper.message.text()))
        keeper.add_button.click()  # deal 3 added
        seen.append([e.text() for e in keeper.total_edits])
        keeper.close()
        return seen

    code, seen = start_app(monkeypatch, [], again)
    assert code == 0
    back = "The deal you typed before is back in the form; it is not on the sheet yet."
    assert seen == [("Save correction", ["110", "52"]), ("Add deal", ["90", "72"], back),
                    ("Add deal", ["82", "80"], back), ["", ""]]
    stored = stored_sheet(folders, gid)
    # RULES.md 9: made deals (Player 1 declares, more than the other) write their totals
    assert [e.totals for e in stored.entries] == [(110, 52), (90, 72), (82, 80)] and stored.scores == (282, 204)


def test_history_tells_two_players_of_the_same_name_apart_as_their_sheet_does(qtbot, folders, monkeypatch):
    """A three-player sheet of two Sashas, won by the second one's debertz, in History: the
    list's winner and the heading over the sheet name him with his seat, as the sheet's
    columns do (before: "Sasha" won, and the heading read "Sasha · Sasha · Anna" over the
    columns "Sasha (player 1)", "Sasha (player 2)")."""
    from deberts_desktop.engine.rules import Rules

    folders.mkdir(parents=True, exist_ok=True)
    keeper = ScoreKeeper(Rules(players=3), ["Sasha", "Sasha", "Anna"])
    keeper.add_debertz(1)  # RULES.md 7: debertz ends the game, its holder's side (seat 1) wins
    with History(folders / "history.sqlite3") as h:
        gid = keeper.save(h)

    def drive(w):
        qtbot.waitUntil(lambda: at_table(w), timeout=30000)
        hw = w.open_history()
        hw.select_game(gid)
        winner = hw.model.item(0, 4).text()
        table = hw.sheet.table
        columns = [table.horizontalHeaderItem(i).text() for i in (3, 5, 7)] if not hw.sheet.compact else None
        return winner, hw.sheet_title.text().split(" — ", 1)[1], columns

    code, (winner, heading, columns) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert winner == "Sasha (player 2)"
    assert heading == "Sasha (player 1) · Sasha (player 2) · Anna"
    # on one line where the column has the room, else "Sasha" over "(player 1)"
    assert columns is None or [c.replace("\n", " ") for c in columns] == ["Sasha (player 1)", "Sasha (player 2)", "Anna"]


def test_a_correction_that_ends_the_game_lets_the_deal_typed_after_it_go_and_says_so(qtbot, folders, monkeypatch):
    """Three deals of 100 / 62 (300 / 186 to 301), the fourth typed (90 / 72), then the
    third corrected to 110 / 52: 310 reaches 301, the game is over (RULES.md 9), so the
    fourth cannot follow; the form says it is not added, and closing the window asks
    nothing (before: it came back into a form that could not add it, and closing asked
    "Add deal?", whose Add was refused)."""
    def drive(w):
        keeper = new_sheet(qtbot, w)  # two players, 301
        for _ in range(3):
            type_deal(keeper, 100, 62)
        type_totals(keeper, 90, 72)  # deal 4, typed
        keeper.correct_button.click()
        for edit, value in zip(keeper.total_edits, ("110", "52")):
            edit.setText(value)
        keeper.add_button.click()  # Save correction
        seen = keeper.message.text(), [e.text() for e in keeper.total_edits], keeper.keeper.finished
        asked = answer_question(qtbot, keeper, "Escape")
        keeper.close()
        return seen, keeper.isVisible(), list(asked), keeper.keeper.history_id

    code, ((message, form, finished), visible, asked, gid) = start_app(monkeypatch, [], drive)
    assert code == 0 and finished and not visible and asked == []
    assert message == "The game is over with this correction: the deal you typed after it is not added."
    assert form == ["", ""]
    stored = stored_sheet(folders, gid)
    assert [e.totals for e in stored.entries] == [(100, 62), (100, 62), (110, 52)] and stored.scores == (310, 176)


def test_history_opened_after_the_sheet_follows_the_deals_added_and_undone_in_it(qtbot, folders, monkeypatch):
    """A score sheet for real cards opened first, History opened after it (Game → History…)
    to look at the games: each deal added in the sheet's window, or undone, shows in
    History's row of that sheet at once, as it does when History was opened first. (Before:
    only a History window open when the sheet's window was made followed it; one opened
    later kept the row as it was — 0 deals, "not finished" — until it was closed and
    opened again.)"""
    def drive(w):
        keeper = new_sheet(qtbot, w)
        gid = keeper.keeper.history_id
        hw = w.history_opening.open()

        def row():  # the sheet's row in History: its deals (column 5) and its winner (column 4)
            r = next(r for r in range(hw.proxy.rowCount()) if hw.proxy.index(r, 0).data(ID_ROLE) == gid)
            return hw.proxy.index(r, 5).data(), hw.proxy.index(r, 4).data()

        seen = [row()]
        type_deal(keeper, 100, 62)
        seen.append(row())
        type_deal(keeper, 90, 72)
        type_deal(keeper, 120, 42)  # 100 + 90 + 120 = 310: Player 1 reaches 301 first
        seen.append(row())
        keeper.undo()
        seen.append(row())
        return seen

    code, seen = start_app(monkeypatch, [], drive)
    assert code == 0
    assert [s[0] for s in seen] == ["0", "1", "3", "2"]  # the sheet's deals
    assert [s[1] for s in seen] == ["not finished", "not finished", "Player 1", "not finished"]


def test_each_key_of_the_sheet_in_correction_reaches_one_control_in_russian_and_english(qtbot, folders, tmp_path,
                                                                                      monkeypatch):
    """A sheet with one deal (100 : 62), Correct last deal pressed: each Alt key the window's
    enabled controls show (the button's or label's underlined letter, as Qt reads it) reaches
    one control, in Russian and English — Alt+letter of "Save correction" saves it. (Before:
    in Russian "Сохранить &исправление" and "&Играющий:" both took Alt+И: Qt only moved
    the focus between them, the correction was not saved.)"""
    from PySide6.QtGui import QKeySequence
    from PySide6.QtWidgets import QAbstractButton, QLabel

    from .test_keyboard_only import quick_settings

    clashes = {}
    for lang in ("ru", "en"):
        quick_settings(tmp_path, language=lang)

        def drive(w):
            qtbot.waitUntil(lambda: at_table(w), timeout=30000)
            keeper = new_sheet(qtbot, w)
            type_deal(keeper, 100, 62)
            keeper.correct_button.click()
            keys = {}
            for c in keeper.findChildren(QAbstractButton) + keeper.findChildren(QLabel):
                if c.isVisibleTo(keeper) and c.isEnabled() and not QKeySequence.mnemonic(c.text()).isEmpty():
                    keys.setdefault(QKeySequence.mnemonic(c.text()).toString(), []).append(c.text())
            return keeper.correcting, {k: v for k, v in keys.items() if len(v) > 1}

        code, (correcting, clashes[lang]) = start_app(monkeypatch, [], drive)
        assert code == 0 and correcting
    assert clashes == {"ru": {}, "en": {}}
