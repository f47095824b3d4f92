"""Replay mode: a position that cannot be replayed tells the player where the record
breaks (deal and move), in the player's language; the engine's English reason goes to the
log."""

from __future__ import annotations

import random

from deberts_desktop.engine.game import Game
from deberts_desktop.engine.record import game_record
from deberts_desktop.engine.rules import Rules
from deberts_desktop.ui.cards.art import CardArt
from deberts_desktop.ui.review.replay import ReplayView
from tests.storage.helpers import play_deals

ENGINE_REASON = "'dance' is not an action (use pass, take, name <suit>, swap, redeal, play <card>)"


def broken_record():
    """Two finished deals; the third action of deal 2 is not an action."""
    game = Game(Rules(players=2), dealer=0, seed=3, names=["Anna", "Boris"])
    play_deals(game, random.Random(3), 2)
    record = game_record(game)
    assert len(record.deals) >= 2 and len(record.deals[1].actions) > 3
    record.deals[1].actions[2] = "0 dance"
    return record


def show_broken_position(qtbot) -> ReplayView:
    view = ReplayView(CardArt())
    qtbot.addWidget(view)
    view.load(broken_record())
    view.deal_index, view.step = 1, 3
    view.show_position()
    return view


def test_a_broken_position_names_the_deal_and_move_and_logs_the_engine_reason(qtbot, caplog):
    with caplog.at_level("WARNING", logger="deberts_desktop.ui"):
        view = show_broken_position(qtbot)
    assert view.info.text() == "This position cannot be shown: the moves stop making sense at deal 2, move 3"
    assert [(r.name, r.levelname, r.getMessage()) for r in caplog.records] == [
        ("deberts_desktop.ui", "WARNING", f"replay: deal 2, action 3 cannot be shown: deal 2, action 3 (0 dance): {ENGINE_REASON}")]
    # the positions before it are still shown
    view.step = 2
    view.show_position()
    assert view.info.text().startswith("Deal 2 of 2 · action 2 of ")


def test_the_caption_needs_no_verb_to_agree_with_the_name(qtbot):
    """The person is "You" in the record: "You: pass", never "You passes" (issue 12, 21)."""
    view = ReplayView(CardArt())
    qtbot.addWidget(view)
    names = ["You", "Boris"]
    assert [view.describe(a, names) for a in ("0 pass", "1 take", "0 name S", "1 swap", "0 redeal", "0 play 9H")] == [
        "You: pass", "Boris: take", "You: ♠\u00a0spades", "Boris: swap of the seven", "You: low-hand redeal",
        "You: ♥9"]
    assert view.describe("0 dance", names) == "0 dance"  # not an action: shown as written
