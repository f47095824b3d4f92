"""What the status line says when a game comes on the table part-way: a saved game goes
on, a set-up position starts, a deal is played again — each in its own words (issue 19,
15: "The game goes on where it was saved." was said on every path)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from deberts_desktop.engine.rules import Rules

from .table_driver import answer, legal_now, make_window, person_turn, shown_window, status_log, table_ready
from .test_session import play_actions, storage_in
from .test_table import _set_up_first_lead

SAVED = "The game goes on where it was saved."
SET_UP = "The position is on the table: a practice game."


def test_a_saved_game_goes_on_where_it_was_saved(qtbot, tmp_path):
    """The next start offers the unfinished game; Continue: the status line says it goes
    on where it was saved (and nothing of a set-up or a deal played again)."""
    win = make_window(qtbot, storage=storage_in(tmp_path))
    play_actions(qtbot, win, 3)
    win.close()
    win2 = make_window(qtbot, storage=storage_in(tmp_path))
    qtbot.waitUntil(lambda: win2.questions.question is not None, timeout=5000)
    said = status_log(win2)
    answer(qtbot, win2, "Continue")
    qtbot.waitUntil(lambda: table_ready(win2), timeout=5000)
    assert SAVED in said
    assert SET_UP not in said and not any(" again, from " in line for line in said)


def test_a_set_up_position_says_it_is_on_the_table(qtbot):
    """Game → Set up a position… → Play: the position is on the table, a practice game;
    not "the game goes on where it was saved"."""
    win = make_window(qtbot, 2, dealer=1)
    dlg = win.set_up_position()
    _set_up_first_lead(dlg)
    said = status_log(win)
    qtbot.mouseClick(dlg.play_button, Qt.MouseButton.LeftButton)
    if win.questions.question is not None:  # a computer bid first: the old game is under way
        answer(qtbot, win, "Abandon")
    qtbot.waitUntil(lambda: person_turn(win) and bool(legal_now(win)), timeout=5000)
    assert SET_UP in said and SAVED not in said


@pytest.mark.parametrize("seat,words", [(0, "Deal 2 again, from your own hand."),
                                        (1, "Deal 2 again, from Anna's hand.")])
def test_a_deal_played_again_says_which_deal_and_whose_hand(qtbot, seat, words):
    """The end of deal 2 → "Play this deal again…" → a seat → Play: the status line names
    the deal and whose hand the person plays (their own, or Anna's); again from the
    comparison's "Play it again" after that deal is played."""
    win = shown_window(qtbot, Rules(players=2), deals=2)
    game = win.session.game
    assert len(game.entries) == 2 and win.summary.isVisible()
    button = next(b for b in win.summary.buttons if b.text() == "Play this deal again…")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    dlg = win.practice_starts.play_again_dialog
    qtbot.waitExposed(dlg)
    dlg.seat_combo.setCurrentIndex(dlg.seat_combo.findData(seat))
    said = status_log(win)
    dlg.accept()
    qtbot.waitUntil(lambda: win.session.again is not None and table_ready(win), timeout=5000)
    assert words in said and SAVED not in said and SET_UP not in said
    # played again once more from the comparison panel: the same words
    said.clear()
    win.practice_starts.play_again_again()
    qtbot.waitUntil(lambda: win.session.again is not None and table_ready(win), timeout=5000)
    assert words in said and SAVED not in said


def test_a_kept_practice_game_is_offered_as_practice(qtbot, tmp_path):
    """The next start offers an unfinished practice game as one: the question and the
    window's title say practice before Continue (issue 19: they said nothing until then)."""
    win = make_window(qtbot, storage=storage_in(tmp_path))
    win.questions.ask_new_game(practice=True)
    assert win.session.practice is not None
    play_actions(qtbot, win, 3)
    win.close()
    win2 = make_window(qtbot, storage=storage_in(tmp_path))
    qtbot.waitUntil(lambda: win2.questions.question is not None, timeout=5000)
    assert win2.questions.question.text() == "Continue the unfinished practice game?"
    assert win2.windowTitle() == "Deberts — practice game (not in the statistics)"
    assert ["Practice — not in the statistics"] in win2.scene.score_box.rows  # the score box says so too
    answer(qtbot, win2, "Continue")
    qtbot.waitUntil(lambda: table_ready(win2), timeout=5000)
    assert win2.session.practice is not None
    assert win2.windowTitle() == "Deberts — practice game (not in the statistics)"
