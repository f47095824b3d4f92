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


def _entry(id, level, mode, kind, deal, margin=20.0, theme="bait"):
    return {"id": id, "level": level, "mode": mode, "kind": kind, "deal_key": f"{mode}/{deal}", "theme": theme,
            "tags": [], "figures": {"margin": margin}}


def test_making_the_problems_again_keeps_every_shipped_one_that_still_qualifies():
    from tools.make_problems import select

    pool = [
        # level 1 holds three kept problems, more than the quota of 2: all three stay
        _entry("2-k1", 1, "2", "declarer", 1), _entry("2-k2", 1, "2", "declarer", 2),
        _entry("3-k3", 1, "3", "defence", 3),
        # a new level-1 problem with a larger margin than the kept ones: not needed
        _entry("2-n1", 1, "2", "declarer", 4, margin=60.0),
        # level 2: one kept problem; the other place goes to a new one, but not to the one
        # from the kept problem's deal (2/1), whose margin is larger
        _entry("2-k4", 2, "2", "defence", 5), _entry("2-n2", 2, "2", "declarer", 1, margin=60.0),
        _entry("2-n3", 2, "2", "declarer", 6),
    ]
    chosen = [e["id"] for e in select(pool, per_level=2, keep=frozenset({"2-k1", "2-k2", "3-k3", "2-k4"}))]
    assert sorted(chosen[:3]) == ["2-k1", "2-k2", "3-k3"]
    assert sorted(chosen[3:]) == ["2-k4", "2-n3"]
    # chosen afresh, the quota holds and the larger margins come first
    fresh = [e["id"] for e in select(pool, per_level=2)]
    assert len([i for i in fresh if i.startswith(("2-k1", "2-k2", "3-k3", "2-n1"))]) == 2 and "2-n1" in fresh


def test_kept_problems_all_stay_when_other_cells_could_fill_the_quota_first():
    """A round robin over the cells to the quota used to stop before a cell's last kept
    problem when other cells gave new ones: three kept in one cell, quota 3, two cells of
    new problems — the three kept ones are the level, nothing new."""
    from tools.make_problems import select

    pool = [_entry("2-k1", 1, "2", "declarer", 1), _entry("2-k2", 1, "2", "declarer", 2),
            _entry("2-k3", 1, "2", "declarer", 3),
            _entry("3-n1", 1, "3", "declarer", 4, margin=60.0), _entry("3-n2", 1, "3", "defence", 5, margin=60.0)]
    chosen = [e["id"] for e in select(pool, per_level=2, keep=frozenset({"2-k1", "2-k2", "2-k3"}))]
    assert sorted(chosen) == ["2-k1", "2-k2", "2-k3"]


def test_play_loss_oracles_deal_what_they_are_told():
    """benchmarks/play_loss.py's Master "told more": in every world it deals, each hidden
    hand holds its real trumps (``trumps``), its real count of each suit (``lengths``), or
    is the real hand (``hands``); the seat's own hand is its own; no card is dealt twice."""
    import random
    import sys

    sys.path.insert(0, "benchmarks")
    from benchmarks.play_loss import oracle_hands
    from deberts_desktop.engine import Rules
    from deberts_desktop.engine.actions import Play
    from deberts_desktop.engine.cards import CARDS, SUIT_MASKS
    from deberts_desktop.engine.deal import Deal

    for players, mode in ((2, "pairs"), (4, "pairs")):
        rules = Rules(players=players, mode=mode)
        deck = list(CARDS)
        random.Random(5).shuffle(deck)
        deal = Deal.from_deck(rules, 0, deck)
        while not any(isinstance(a, Play) for a in deal.legal_actions()):  # the first legal bid until play
            deal.apply(deal.legal_actions()[0])
        seat = deal.current_player
        view = deal.view(seat)
        real = list(deal.play_state().hands)
        trumps = SUIT_MASKS[int(view.trump)]
        for k in range(5):
            told = {o: oracle_hands(view, random.Random(k), real, o) for o in ("hands", "trumps", "lengths")}
            assert told["hands"] == real
            for hands in told.values():
                assert hands[seat] == real[seat]
                every = 0
                for h in hands:
                    assert every & h == 0  # no card twice
                    every |= h
            for s in range(players):
                assert told["trumps"][s] & trumps == real[s] & trumps
                assert told["trumps"][s].bit_count() == real[s].bit_count()
                assert [(told["lengths"][s] & m).bit_count() for m in SUIT_MASKS] == \
                    [(real[s] & m).bit_count() for m in SUIT_MASKS]


def test_play_loss_trump_score_is_the_log_share_of_the_trumps_real_places(monkeypatch):
    """benchmarks/play_loss.py ``--inference``: with two worlds, one putting every hidden
    trump where it really lies (weight 3) and one putting each elsewhere (weight 1), each
    trump's real place has a weighted share of 3/4, so the score is log 0.75 = -0.2877;
    with no weight on the right world the share counts as 0.001 (log = -6.9078)."""
    import math
    import random
    import sys

    import pytest

    sys.path.insert(0, "benchmarks")
    from benchmarks import play_loss
    from deberts_desktop.ai.sampling import constraints
    from deberts_desktop.engine import Rules
    from deberts_desktop.engine.actions import Play
    from deberts_desktop.engine.cards import CARDS, SUIT_MASKS
    from deberts_desktop.engine.deal import Deal

    deck = list(CARDS)
    random.Random(5).shuffle(deck)
    deal = Deal.from_deck(Rules(players=2), 0, deck)
    while not any(isinstance(a, Play) for a in deal.legal_actions()):
        deal.apply(deal.legal_actions()[0])
    seat = deal.current_player
    view = deal.view(seat)
    real = list(deal.play_state().hands)
    hidden = SUIT_MASKS[int(view.trump)] & constraints(view).unknown
    other = 1 - seat
    in_hand = real[other] & hidden
    in_stock = hidden & ~(real[0] | real[1])
    assert in_hand and in_stock  # this deal has hidden trumps in both places
    wrong = list(real)
    wrong[other] = (real[other] & ~in_hand) | in_stock  # every hidden trump elsewhere

    class Weighs:
        def __init__(self, right, other_w):
            self.right, self.other_w = right, other_w

        def weight(self, view, hands, con):
            return self.right if hands is real else self.other_w

    for right, other_w, score in ((3.0, 1.0, math.log(0.75)), (0.0, 1.0, math.log(0.001))):
        worlds = iter([real, wrong])
        monkeypatch.setattr(play_loss, "sample_hands", lambda view, rng, con: next(worlds))
        assert play_loss.trump_score(Weighs(right, other_w), view, real, random.Random(1), worlds=2) == \
            pytest.approx(score)
