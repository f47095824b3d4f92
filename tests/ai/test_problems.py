"""The problems' criteria (issue 24, ai/problems.py)."""

from __future__ import annotations

from deberts_desktop.ai.problems import MIN_MARGIN, MIN_SHARE, Solution, level_of
from deberts_desktop.engine.actions import PASS, TAKE


def test_the_criteria_say_which_fail():
    """By hand: take is worth 30.0 against pass 18.5 (margin 11.5 ≥ 10), best in 44 of 48
    worlds (92% ≥ 90%), double-dummy 12 against −3 on the real layout: a problem. With pass
    at 21.0 (margin 9.0) and best in 43 worlds (90% is 43.2) it fails those two; with pass
    better double-dummy (20 against 12) it fails the third."""
    ok = Solution("bid", {TAKE: 30.0, PASS: 18.5}, TAKE, PASS, 11.5, 44 / 48, 48, {TAKE: 12, PASS: -3})
    assert (MIN_MARGIN, MIN_SHARE) == (10.0, 0.9)
    assert ok.satisfies() and ok.failures() == [] and ok.dd_margin == 15
    weak = Solution("bid", {TAKE: 30.0, PASS: 21.0}, TAKE, PASS, 9.0, 43 / 48, 48, {TAKE: 12, PASS: -3})
    assert weak.failures() == ["margin 9.0 < 10", "share of worlds 89.6% < 90%"]
    wrong_dd = Solution("bid", {TAKE: 30.0, PASS: 18.5}, TAKE, PASS, 11.5, 1.0, 48, {TAKE: 12, PASS: 20})
    assert wrong_dd.failures() == ["not best double-dummy on the real layout (-8)"]
    unsolved = Solution("bid", {TAKE: 30.0, PASS: 18.5}, TAKE, PASS, 11.5, 1.0, 48, {TAKE: 12})
    assert unsolved.dd_margin is None and unsolved.failures() == ["not solved double-dummy on the real layout"]


def test_the_level_counts_the_weaker_players_misses():
    # 15 tries: no miss level 1, one or two level 2, three or more level 3 (the Amateur's
    # rules of thumb choose alike with every seed: 5 misses at once)
    assert level_of({"beginner": 5, "amateur": 5, "expert": 5}) == 1
    assert level_of({"beginner": 4, "amateur": 5, "expert": 4}) == 2
    assert level_of({"beginner": 3, "amateur": 5, "expert": 4}) == 3
    assert level_of({"beginner": 5, "amateur": 0, "expert": 5}) == 3
