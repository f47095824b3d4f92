"""The tools of ``tools/``: the click tracer (issue 20) runs the real window's path from a
mouse press on a card of the person's hand to ``Deal.apply`` and back to the table's first
animation step, and finds it short, with the one legality check the engine makes."""

from __future__ import annotations

from deberts_desktop.engine.cards import Card
from tools.trace_click import MAX_WAY, trace_click


def test_a_card_click_takes_at_most_ten_functions_and_one_legality_check(qapp):
    trace = trace_click(players=2, seed=1)
    assert trace.played and trace.moved
    assert len(trace.way) <= MAX_WAY == 10, trace.report()
    # the way starts at the card's press, reaches the engine's judge, ends at the card's move
    assert trace.way[0] == "deberts_desktop.ui.table.items:CardItem.mousePressEvent"
    assert "deberts_desktop.engine.deal:Deal.apply" in trace.way
    assert trace.way[-1] == "deberts_desktop.ui.table.scene:TableScene.place"
    # one check, the engine's own while it applies the card
    assert len(trace.checks) == 1 and trace.checks[0].startswith("Deal.apply -> "), trace.report()


def test_a_click_on_a_dimmed_card_asks_why_once(qapp):
    trace = trace_click(players=2, seed=1, refused=True)
    assert not trace.played and not trace.moved and trace.way == []
    assert trace.said.startswith(f"You cannot play {Card.parse(trace.card).pretty}. ")
    assert trace.checks == ["MainWindow.card_refused -> GameSession.why_illegal"], trace.report()
