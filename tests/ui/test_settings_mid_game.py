"""Settings changed in the middle of a game, through the real start (``cli.main``, the staged
window, as :mod:`.test_real_start` starts it): what the player is told stays in view while
the computers play on."""

from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox

from .table_driver import legal_now, person_turn, quick_choice, status_log
from .test_keyboard_only import first_turn, quick_settings
from .test_real_start import built, decline_tutorial, folders, start_app, without_the_master  # noqa: F401 (the fixture)

LATER = "The new rules, names and levels apply from the next game (Game → New game)."


def test_a_level_changed_mid_game_is_said_on_the_notice_line(qtbot, folders, tmp_path, monkeypatch):
    """The person makes the computer Expert in Settings while bidding, then bids: the
    computer answers at once (its line on the status line), and the notice line still says
    that levels apply from the next game. (Before: that sentence went to the status line,
    and the computer's bid wrote over it before anyone could read it.)"""
    quick_settings(tmp_path)

    def drive(w):
        first_turn(qtbot, w)
        w.settings_action.trigger()
        dialog = w.window_settings.dialog
        combo = dialog.level_combos[1]
        combo.setCurrentIndex(combo.findData("expert"))
        notices = []
        w.notices.notice_label.setText = lambda text, shown=w.notices.notice_label.setText: (notices.append(text), shown(text))
        lines = status_log(w)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        game = w.session.game
        deal, acted = game.deal, len(game.deal.history)
        assert w.session.choose(quick_choice(legal_now(w)))
        qtbot.waitUntil(lambda: len(deal.history) > acted + 1 or game.deal is not deal, timeout=30000)  # the computer's reply
        return notices, lines, w.settings.levels[1], w.session.levels

    code, (notices, lines, level, playing) = start_app(monkeypatch, ["--seed", "2"], drive)
    assert code == 0 and level == "expert" and playing[1] == "amateur"  # the game goes on with its own level
    assert notices == [LATER]
    assert lines and LATER not in lines  # the table's own lines (the bids) on the status line


def test_a_card_back_and_felt_chosen_later_are_the_review_window_s_too(qtbot, folders, tmp_path, monkeypatch):
    """The review of a deal opened and closed (the window is kept), then View → Card back →
    Red and, in Settings, another table colour: the review opened again shows them, as the
    table does. (Before: the review window kept the back and felt it was made with, for
    the rest of the run.)"""
    quick_settings(tmp_path)

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None, timeout=30000)
        without_the_master(w)
        decline_tutorial(w)
        for _ in range(3000):
            qtbot.waitUntil(lambda: person_turn(w) or w.summary.isVisible(), timeout=30000)
            if w.summary.isVisible():
                review = [b for b in w.summary.buttons if b.text() == "Review this deal"]
                if review:
                    break
                w.summary.buttons[0].click()  # a deal thrown in: the next one
                continue
            assert w.session.choose(quick_choice(legal_now(w)))
        review[0].click()
        rw = w.review_window
        qtbot.waitUntil(rw.isVisible, timeout=10000)
        made_with = rw.table.scene.back_style
        rw.close_button.click()
        w.view_menu.back_actions["red"].trigger()
        w.settings_action.trigger()
        dialog = w.window_settings.dialog
        dialog.set_table_colour("#2a3b4c")
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        review[0].click()
        qtbot.waitUntil(rw.isVisible, timeout=10000)
        seen = (made_with, rw.table.scene.back_style, rw.table.view.felt.name(), w.scene.back_style, w.view.felt.name())
        rw.close_button.click()
        return seen

    code, seen = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0
    assert seen == ("blue", "red", "#2a3b4c", "red", "#2a3b4c")


def test_the_trumps_last_in_the_hand_go_last_on_the_replay_table_too(qtbot, folders, tmp_path, monkeypatch):
    """With the trumps last in the hand (Settings → Pace and sound), a record on the replay
    table (RULES.md's example A: trump ♦, the bottom hand ♦J ♦9 ♦8 ♣10 ♣Q ♣J ♥A ♥10 ♠A once
    the cards are completed) shows the bottom hand's trumps last; the setting changed to
    first while it is shown, they go first there at once, as at the game's table. (Before:
    the replay's hands always had the trumps first.)"""
    from tests.engine.test_examples import EXAMPLE_A

    from .test_real_start import in_replay, write

    quick_settings(tmp_path, hand_trumps="last")
    record = write(tmp_path / "watched.record.json", EXAMPLE_A)

    def drive(w):
        qtbot.waitUntil(lambda: in_replay(w), timeout=30000)
        rv = w.replays.replay
        for _ in range(3):  # pass, take ♦, the seven swapped: the cards completed, ♦ trump
            rv.move(1)
        seen = {"last": [str(c) for c in rv.director.hand_order(0)]}
        w.settings_action.trigger()
        dialog = w.window_settings.dialog
        combo = dialog.trumps_combo
        combo.setCurrentIndex(combo.findData("first"))
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        seen["first"] = [str(c) for c in rv.director.hand_order(0)]
        return seen

    code, seen = start_app(monkeypatch, [record], drive)
    assert code == 0
    assert seen["last"][-3:] == ["JD", "9D", "8D"] and sorted(seen["last"]) == sorted(
        ["JD", "9D", "8D", "TC", "QC", "JC", "AH", "TH", "AS"])
    assert seen["first"][:3] == ["JD", "9D", "8D"]
