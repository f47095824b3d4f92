"""A new player's first evening, through the real start (``cli.main``, the staged window,
as :mod:`.test_real_start` starts it), checked against what the README tells that player."""

from __future__ import annotations

import re

from tests.conftest import ROOT

from .test_keyboard_only import first_turn, quick_settings
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
        w.problems_action.trigger()
        problems = w.problems
        qtbot.waitUntil(lambda: problems.bar is not None and problems.bar.isVisible(), timeout=30000)
        seen = problems.bar.title.text()
        w.session.shutdown()
        return seen

    code, title = start_app(monkeypatch, ["--seed", "2"], drive)
    assert code == 0
    assert title.startswith(f"Problem 1 of {promised.group(1)} · "), title
