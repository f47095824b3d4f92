"""The play duties' module (:mod:`deberts_desktop.engine.duties`) runs as plain Python and,
where it was built (setup.py), compiled: the hand-worked duties of RULES.md 8 are in
test_options_play.py (on the installed module); here the plain source answers as the
installed module does at every card of random deals under every play-duty option, and
a compiled module is of the current source."""

import importlib.util
import random
from pathlib import Path

import pytest

import deberts_desktop.engine.duties as installed
from deberts_desktop.engine import Rules
from deberts_desktop.engine.actions import PLAYS

from .test_kernel import at_first_lead

SOURCE = Path(installed.__file__).with_name("duties.py")
COMPILED = Path(installed.__file__).suffix != ".py"

OPTIONS = [
    Rules(players=2),
    Rules(players=3, overtrump="always", undertrump="optional"),
    Rules(players=4, overtrump="never"),
    Rules(players=4, overtrump="always", undertrump="optional", partner_exemption=True),
    Rules(players=4, mode="individual", overtrump="on_trump_lead", undertrump="optional"),
]


def plain_python():
    """duties.py run as plain Python, even where the compiled module is installed."""
    spec = importlib.util.spec_from_file_location("deberts_desktop.engine._duties_source", SOURCE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.skipif(not COMPILED, reason="no compiled play duties in this install")
def test_the_compiled_duties_are_built_from_the_current_source():
    built = Path(installed.__file__).stat().st_mtime
    for source in (SOURCE, SOURCE.with_suffix(".pxd")):
        assert built >= source.stat().st_mtime, f"{source.name} changed since the build: run ./dev setup"


@pytest.mark.parametrize("rules", OPTIONS, ids=str)
def test_the_plain_source_answers_as_the_installed_module(rules):
    plain = plain_python().PlayDuties(rules)
    duties = installed.PlayDuties(rules)
    rng = random.Random(7)
    asked = 0
    for i in range(12):
        deal, state = at_first_lead(rules, i % rules.players, rng)
        while not deal.is_done and deal.debertz is None:
            seat = deal.current_player
            trick = list(state.trick)
            args = (state.hands[seat], seat, trick, state.win_seat, state.win_str, state.trump)
            expected = duties.legal_mask(*args)
            assert plain.legal_mask(*args) == expected == deal.legal_mask(seat)
            assert plain.legal(args[0], seat, *(trick + [0, 0, 0])[:3], len(trick), *args[3:]) == expected
            asked += 1
            card = rng.choice(deal.legal_actions()).card
            deal.apply(PLAYS[card])
            state.push(int(card))
    assert asked > 100
