"""Where a rule option travels from the settings and the deal editor to what the person is
shown (the rules red team): Help → Rules marks the options of the game on the table,
through the real start (``cli.main``, :mod:`test_real_start`)."""

from __future__ import annotations

from tests.engine.test_examples import EXAMPLE_A
from tests.ui.test_keyboard_only import first_turn, quick_settings
from tests.ui.test_real_start import folders, in_replay, start_app, write  # noqa: F401 (fixture)


def keep_the_first_game(w) -> None:
    """The question before a set-up position, if asked: keep the game in progress."""
    box = w.questions.question
    if box is not None and box.isVisible():
        next(b for b in box.buttons() if b.text() == "&Keep it and play this deal").click()


def test_help_rules_marks_the_options_of_the_game_on_the_table_not_the_settings(qtbot, folders, tmp_path, monkeypatch):
    """RULES.md 8.4: a record played with ``overtrump`` = ``always`` (example A's play is
    legal under it) on the replay table, then a position set up with ``always`` in the deal
    editor's Rules tab, are played under it, so Help → Rules (opened before, still open,
    and opened again) marks ``always`` while they are on the table and ``never`` (the
    settings' default) for the game in progress; the settings keep ``never``."""
    quick_settings(tmp_path)
    record = write(tmp_path / "always.record.json", dict(EXAMPLE_A, rules={"players": 2, "overtrump": "always"}))

    def drive(w):
        first_turn(qtbot, w)
        window = w.show_rules()  # the Rules window stays open beside the table
        before = window.rules.overtrump
        w.open_record(record)
        qtbot.waitUntil(lambda: in_replay(w), timeout=10000)
        replayed = window.rules.overtrump
        w.replays.leave_replay()
        back = window.rules.overtrump
        dlg = w.set_up_position()
        combo = dlg.rules_editor.control("overtrump")
        combo.setCurrentIndex(combo.findData("always"))
        dlg.fill_random()
        dlg.play_button.click()
        keep_the_first_game(w)
        qtbot.waitUntil(lambda: w.session.practice is not None, timeout=10000)
        open_window = window.rules.overtrump
        again = w.show_rules()
        return (before, replayed, back, w.session.game.rules.overtrump, open_window, again is window,
                again.rules.overtrump, w.settings.rules.overtrump)

    code, got = start_app(monkeypatch, [], drive)
    assert code == 0
    assert got == ("never", "always", "never", "always", "always", True, "always", "never")
