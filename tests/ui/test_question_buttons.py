"""A question's buttons say what happens: the button that acts names the action ("Delete",
"Add debertz", "Save"), the other is Cancel — never Yes / No or OK / Cancel; Escape cancels,
and Enter takes Cancel where the action loses something (a game deleted). Each through the
real start (``cli.main``), as a person meets it."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QInputDialog, QMessageBox, QPushButton

from deberts_desktop.storage.history import History

from .test_keeper_windows import new_sheet
from .test_keyboard_only import quick_settings
from .test_real_start import built, folders, start_app  # noqa: F401 (the fixture)
from .test_save_names import stored_game


def shown_text(button) -> str:
    return button.text().replace("&", "")


def press(box, text: str) -> None:
    """Click ``box``'s button that says ``text``; a box without one is closed with Escape
    (nothing done), so that the test goes on to say what it saw."""
    buttons = box.buttons() if isinstance(box, QMessageBox) else box.findChildren(QPushButton)
    button = next((b for b in buttons if shown_text(b) == text), None)
    if button is None:
        QTest.keyClick(box, Qt.Key.Key_Escape)
    else:
        button.click()


def on_modal(kind, do, seen: list | None = None) -> None:
    """Once a modal ``kind`` (a class; ``QWidget``: any modal) is shown, note its buttons
    (their text, the default one's first) in ``seen`` (when given) and answer it with
    ``do(box)``."""

    def look():
        box = QApplication.activeModalWidget()
        if not isinstance(box, kind) or not box.isVisible():
            QTimer.singleShot(20, look)
            return
        if seen is not None:
            buttons = box.buttons() if isinstance(box, QMessageBox) else box.findChildren(QPushButton)
            default = [shown_text(b) for b in buttons if b.isDefault()]
            seen.append((default, sorted(shown_text(b) for b in buttons)))
        do(box)

    QTimer.singleShot(0, look)


def test_deleting_a_game_asks_delete_or_cancel_and_enter_keeps_it(qtbot, folders, tmp_path, monkeypatch):
    """History → Delete (the Delete key on the list): "Delete" or "Cancel" (before: Yes /
    No). Escape keeps the game, so does Enter (Cancel is the default: a deleted game cannot
    be had back); "Delete" deletes it."""
    quick_settings(tmp_path)
    gid = stored_game(folders)
    seen: list = []

    def drive(w):
        qtbot.waitUntil(lambda: built(w), timeout=30000)
        hw = w.open_history()
        hw.select_game(gid)
        hw.view.setFocus()
        answers = []
        for key in (Qt.Key.Key_Escape, Qt.Key.Key_Return):
            on_modal(QMessageBox, lambda box, key=key: QTest.keyClick(box, key), seen)
            answers.append(hw.delete_selected())
        on_modal(QMessageBox, lambda box: press(box, "Delete"), seen)
        answers.append(hw.delete_selected())
        return answers, hw.selected_id()

    code, (answers, selected) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert seen == [(["Cancel"], ["Cancel", "Delete"])] * 3
    assert answers == [False, False, True] and selected is None
    with History(folders / "history.sqlite3") as h:
        assert h.game_ids() == []


def test_the_keeper_s_debertz_question_says_add_debertz(qtbot, folders, tmp_path, monkeypatch):
    """Score keeper → Debertz…: who showed it, and "Add debertz" or "Cancel" (before: OK /
    Cancel); Escape writes nothing, "Add debertz" ends the game for that player's side."""
    quick_settings(tmp_path)
    seen: list = []

    def drive(w):
        qtbot.waitUntil(lambda: built(w), timeout=30000)
        keeper = new_sheet(qtbot, w)
        on_modal(QInputDialog, lambda dlg: QTest.keyClick(dlg, Qt.Key.Key_Escape), seen)
        cancelled = keeper.ask_debertz(), keeper.keeper.finished

        def add(dlg):
            dlg.setTextValue(dlg.comboBoxItems()[1])
            press(dlg, "Add debertz")

        on_modal(QInputDialog, add, seen)
        added = keeper.ask_debertz(), keeper.keeper.finished, keeper.keeper.winner
        keeper.close()
        return cancelled, added

    code, (cancelled, added) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert seen == [(["Add debertz"], ["Add debertz", "Cancel"])] * 2
    assert cancelled == (False, False)
    assert added == (True, True, 1)  # seat 1 showed it: the second side (two players) wins


def test_saving_a_preset_asks_its_name_with_save_or_cancel(qtbot, folders, tmp_path, monkeypatch):
    """Settings → Rules → Save as…: the preset's name, then "Save" or "Cancel" (before: OK /
    Cancel)."""
    quick_settings(tmp_path)
    seen: list = []

    def drive(w):
        qtbot.waitUntil(lambda: built(w), timeout=30000)
        dlg = w.open_settings()
        bar = dlg.preset_bar

        def name_it(ask):
            ask.setTextValue("Friday")
            press(ask, "Save")

        on_modal(QInputDialog, name_it, seen)
        bar.save_button.click()
        kept = [p.name for p in bar.own]
        dlg.reject()
        return kept

    code, kept = start_app(monkeypatch, [], drive)
    assert code == 0
    assert seen == [(["Save"], ["Cancel", "Save"])]
    assert kept == ["Friday"]


def test_deleting_a_preset_asks_delete_or_cancel_and_settings_say_save(qtbot, folders, tmp_path, monkeypatch):
    """Settings → Rules → Delete (an own preset chosen): "Delete" or "Cancel", Cancel the
    default (before: the preset went at the click, nothing asked). Escape and Enter keep
    it, "Delete" deletes it. The dialog's own buttons say what they do, "Save" (the
    default) and "Cancel", as the score keeper's "Start" and Play again's "Play" (before:
    OK / Cancel)."""
    from deberts_desktop.engine.rules import Rules

    quick_settings(tmp_path, rules=Rules(players=3, hundred="off", winner_takes_all=True))  # no built-in preset
    seen: list = []

    def drive(w):
        qtbot.waitUntil(lambda: built(w), timeout=30000)
        dlg = w.open_settings()
        bar = dlg.preset_bar
        buttons = sorted(shown_text(b) for b in dlg.buttons.buttons())
        default = [shown_text(b) for b in dlg.buttons.buttons() if b.isDefault()]
        bar.save_as("Friday")
        kept = []
        for key in (Qt.Key.Key_Escape, Qt.Key.Key_Return):
            on_modal(QMessageBox, lambda box, key=key: QTest.keyClick(box, key), seen)
            bar.delete_button.click()
            kept.append([p.name for p in bar.own])
        on_modal(QMessageBox, lambda box: press(box, "Delete"), seen)
        bar.delete_button.click()
        kept.append([p.name for p in bar.own])
        dlg.reject()
        return buttons, default, kept

    code, (buttons, default, kept) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert buttons == ["Cancel", "Save"] and default == ["Save"]
    assert seen == [(["Cancel"], ["Cancel", "Delete"])] * 3
    assert kept == [["Friday"], ["Friday"], []]


def test_the_continue_question_closed_with_its_title_bar_button_continues_the_game(qtbot, folders, tmp_path,
                                                                                  monkeypatch):
    """At start, "Continue the unfinished game?" closed with the title bar's × (no button
    pressed): the saved game goes on, as Escape does — the person's turn, the same five
    actions behind — and a record opened after it opens. (Before: no game at all, the saved
    position frozen on the table, and opening a record raised "Internal C++ object already
    deleted": the question, gone, was still taken for open.)"""
    from tests.engine.test_examples import EXAMPLE_A

    from .table_driver import person_turn
    from .test_real_start import in_replay, save_unfinished_game, write

    quick_settings(tmp_path, tutorial_offered=True)
    save_unfinished_game(folders)  # example A's deal after five actions: the person (seat 0) to play
    record = write(tmp_path / "watched.record.json", EXAMPLE_A)

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.questions.question is not None and w.questions.question.isVisible(),
                        timeout=30000)
        box, gone = w.questions.question, []
        box.destroyed.connect(lambda *_: gone.append(True))
        box.close()  # as the title bar's close button does
        qtbot.waitUntil(lambda: bool(gone), timeout=10000)  # (it is deleted once closed)
        qtbot.waitUntil(lambda: person_turn(w), timeout=10000)
        seen = (len(w.session.game.deal.history), w.questions.question)
        w.open_record(record)
        return seen, in_replay(w)

    code, ((actions, question), replaying) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert actions == 5 and question is None and replaying


def test_the_new_game_question_closed_with_its_title_bar_button_goes_on_playing(qtbot, folders, tmp_path,
                                                                                monkeypatch):
    """Game → New game in the middle of a game, the question closed with the title bar's ×:
    the game goes on (as "Go on playing"), and a record opened after it opens. (Before: the
    question, gone, was still taken for open — the record raised "Internal C++ object
    already deleted" and never opened.)"""
    from tests.engine.test_examples import EXAMPLE_A

    from .table_driver import legal_now, quick_choice
    from .test_keyboard_only import first_turn
    from .test_real_start import in_replay, write

    quick_settings(tmp_path, tutorial_offered=True)
    record = write(tmp_path / "watched.record.json", EXAMPLE_A)

    def drive(w):
        first_turn(qtbot, w)
        assert w.session.choose(quick_choice(legal_now(w)))  # the game is begun
        qtbot.waitUntil(lambda: w.session.in_progress, timeout=10000)
        game = w.session.game
        w.new_action.trigger()
        box, gone = w.questions.question, []
        box.destroyed.connect(lambda *_: gone.append(True))
        box.close()  # as the title bar's close button does
        qtbot.waitUntil(lambda: bool(gone), timeout=10000)  # (it is deleted once closed)
        seen = (w.session.game is game, w.questions.question)
        w.open_record(record)
        return seen, in_replay(w)

    code, ((same, question), replaying) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert same and question is None and replaying


def test_a_question_before_leaving_gives_back_the_question_asked_before_it(qtbot):
    """The quit question (or the score keeper's before closing) is asked while the start-up
    question is still open (Quit from an app menu): cancelled with Escape, the start-up
    question is again the one asked — records handed over keep waiting for its answer
    (before: none was, and they opened at once)."""
    from types import SimpleNamespace

    from deberts_desktop.ui.widgets.asking import before_leaving

    start_up = QMessageBox()
    asker = SimpleNamespace(question=start_up)
    seen = []

    def answer():
        seen.append(asker.question)
        QTest.keyClick(asker.question, Qt.Key.Key_Escape)

    QTimer.singleShot(0, answer)
    answer_given = before_leaving(asker, None, QMessageBox.Icon.Warning, "Deberts", "Not saved.", "", "&Try again",
                                  "&Quit anyway")
    assert answer_given is None and seen and seen[0] is not start_up  # the quit question was the one asked
    assert asker.question is start_up
    start_up.deleteLater()
