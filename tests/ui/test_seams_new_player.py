"""Where two features meet, as a new player meets them through the real start
(``cli.main``): the end-of-deal panel's notes read as the player reads them."""

from __future__ import annotations

import pytest

from .table_driver import play_to
from .test_keyboard_only import first_turn, quick_settings
from .test_real_start import folders, start_app  # noqa: F401 (folders: a fixture)


@pytest.mark.parametrize("language, expected", [
    ("en", "Baits so far — You: 1, Computer 1: 0, Computer 2: 0."),
    ("ru", "Байтов пока — Вы: 1, Компьютер 1: 0, Компьютер 2: 0."),
])
def test_the_bait_count_of_a_player_named_with_a_number_is_not_read_as_part_of_it(
        qtbot, folders, tmp_path, monkeypatch, language, expected):
    """Three players, seed 3: the person takes in the first deal and is baited (the panel
    says the declarer writes 0 and Computer 1 takes his points). RULES.md 9: that is the
    person's first bait, nobody else has one. The panel's note gives each count after a
    colon. (Before: "Baits so far: You 1, Computer 1 0, Computer 2 0." — read "Computer 10",
    "Computer 20".)"""
    quick_settings(tmp_path, language=language)

    def drive(w):
        first_turn(qtbot, w)
        assert play_to(qtbot, w, "summary") == "summary"
        return w.summary.body.toPlainText().splitlines()

    code, lines = start_app(monkeypatch, ["--seed", 3, "--players", 3], drive)
    assert code == 0
    assert expected in lines
