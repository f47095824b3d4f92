"""A new player's first evening, through the real start (``cli.main``, the staged window,
as :mod:`.test_real_start` starts it), checked against what the README tells that player."""

from __future__ import annotations

import re

from tests.conftest import ROOT

from .test_keyboard_only import first_turn, quick_settings
from .test_problems import open_problems
from .test_real_start import folders, start_app  # noqa: F401 (the fixture)


def test_game_problems_shows_as_many_problems_as_the_readme_promises(qtbot, folders, tmp_path, monkeypatch):
    """The README says how many problems Game → Problems holds; the person opens it and
    reads "Problem 1 of N" with All levels chosen. (Before: the README said 121, the bar
    "Problem 1 of 120": problem 099 had been taken out of the shipped set.)"""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    promised = re.search(r"\*\*Problems\*\* \(\*Game → Problems\*\): (\d+) ", readme)
    assert promised, "the README's Problems paragraph no longer says how many there are"
    quick_settings(tmp_path)

    def drive(w):
        first_turn(qtbot, w)
        problems = open_problems(qtbot, w)
        seen = problems.bar.title.text()
        w.session.shutdown()
        return seen

    code, title = start_app(monkeypatch, ["--seed", "2"], drive)
    assert code == 0
    assert title.startswith(f"Problem 1 of {promised.group(1)} · "), title


def test_take_back_at_a_problem_s_position_keeps_the_problem_and_says_why(qtbot, folders, tmp_path, monkeypatch):
    """Game → Problems, then Game → Take back (Ctrl+Z) before choosing anything: there is
    nothing of the person's to take back in the problem, so the problem stays on the table
    as it was and the status line says why. (Before: the person's card of an earlier trick
    of the problem's deal was taken back: the bar went away without a word and a practice
    deal went on from another position.)"""
    quick_settings(tmp_path)

    def drive(w):
        first_turn(qtbot, w)
        problems = open_problems(qtbot, w)
        problem, game, actions = problems.problem, w.session.game, len(w.session.game.deal.history)
        w.take_back_action.trigger()
        seen = (problems.bar.isVisible(), problems.problem is problem, w.session.game is game,
                len(w.session.game.deal.history) == actions, w.status_label.text())
        w.session.shutdown()
        return seen

    code, (bar, same_problem, same_game, same_position, status) = start_app(monkeypatch, ["--seed", "2"], drive)
    assert code == 0
    assert bar and same_problem and same_game and same_position
    assert status == "Nothing to take back: the problem starts here."


def test_escape_answers_the_tutorial_offer_no_thanks(qtbot, folders, tmp_path, monkeypatch):
    """The first start offers the tutorial on the table; the person presses Escape, as to
    close any offer: it goes ("No, thanks"), nothing is bid, and the bid keys work (P
    passes). (Before: Escape did nothing and the offer stayed.)"""
    from PySide6.QtCore import Qt

    from deberts_desktop.engine.actions import Bid

    from .table_driver import person_turn
    from .test_keyboard_only import press
    from .test_real_start import built

    quick_settings(tmp_path)

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and person_turn(w) and w.tutorial is not None
                        and w.tutorial.panel.no_button.isVisible(), timeout=30000)
        deal = w.session.game.deal
        bids = len(deal.history)
        press(Qt.Key.Key_Escape)
        seen = (w.tutorial.panel.isVisible(), w.tutorial.active, deal.history[bids:])
        press(Qt.Key.Key_P)
        seen += (deal.history[bids:bids + 1] == [(0, Bid("pass"))],)
        w.session.shutdown()
        return seen

    code, (offer_shown, lesson, after_escape, passed) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0
    assert not offer_shown and not lesson and after_escape == [] and passed
