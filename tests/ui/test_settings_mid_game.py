"""Settings changed in the middle of a game, through the real start (``cli.main``, the staged
window, as :mod:`.test_real_start` starts it): what the player is told stays in view while
the computers play on."""

from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox

from .table_driver import legal_now, person_turn, quick_choice, status_log
from .test_keyboard_only import quick_settings
from .test_real_start import built, folders, start_app  # noqa: F401 (the fixture)

LATER = "The new rules, names and levels apply from the next game (Game → New game)."


def test_a_level_changed_mid_game_is_said_on_the_notice_line(qtbot, folders, tmp_path, monkeypatch):
    """The person makes the computer Expert in Settings while bidding, then bids: the
    computer answers at once (its line on the status line), and the notice line still says
    that levels apply from the next game. (Before: that sentence went to the status line,
    and the computer's bid wrote over it before anyone could read it.)"""
    quick_settings(tmp_path)

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and person_turn(w), timeout=30000)
        if w.tutorial is not None and w.tutorial.panel.no_button.isVisible():
            w.tutorial.panel.no_button.click()
            qtbot.waitUntil(lambda: person_turn(w), timeout=30000)
        w.settings_action.trigger()
        dialog = w.window_settings.dialog
        combo = dialog.level_combos[1]
        combo.setCurrentIndex(combo.findData("expert"))
        notices = []
        w.notice_label.setText = lambda text, shown=w.notice_label.setText: (notices.append(text), shown(text))
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
