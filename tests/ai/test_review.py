"""The review of a deal (issue 13): double-dummy and fair values of every card played, in
deal points the side writes before pots and penalties."""

import json

import pytest

from deberts_desktop.ai import make_player
from deberts_desktop.ai.analysis import format_analysis
from deberts_desktop.ai.fair import evaluate
from deberts_desktop.ai.review import DealReview, ReviewCancelled, positions, review_deal
from deberts_desktop.ai.solver import Solver
from deberts_desktop.cli import main
from deberts_desktop.engine import Card, Deal, Game, Rules
from deberts_desktop.engine.actions import Action, Play
from deberts_desktop.engine.record import game_record, load_record, replay
from deberts_desktop.engine.scoring import write_deal
from tests.conftest import ROOT

CASES = ROOT / "tests" / "cases"
#: worlds per fair value where a test's figures do not depend on them (the Master's 40
#: cost ten times as much; the fair values' own checks are in test_explain and test_coach)
FEW_WORLDS = 4


def reviewed(name, **kw):
    record = load_record(CASES / name)
    game = replay(record)
    return record, review_deal(record.rules, record.deals[0], game.entries[0].deal.dealer, **kw)


@pytest.fixture(scope="module")
def example_a():
    return reviewed("rules-example-a.record.json", worlds=FEW_WORLDS)[1]


def test_the_last_cards_are_worth_what_the_sheet_writes(example_a):
    # RULES.md 12 A: seat 1 declares and is baited, 79 against 95: seat 0 writes 95 + 79 =
    # 174, seat 1 writes 0. The last trick is ♦10 (seat 1) then ♦8 (seat 0), both forced.
    rev = example_a
    last, before = rev.cards[-1], rev.cards[-2]
    assert (before.seat, str(before.card), before.forced, before.dd) == (1, "TD", True, {Card.parse("TD"): 0})
    assert (last.seat, str(last.card), last.forced, last.dd) == (0, "8D", True, {Card.parse("8D"): 174})
    assert last.fair is None and last.fair_loss == 0 and not last.is_mistake(0)
    # RULES.md 12 B: seat 0 makes 207 against 21; the last trick is ♦7 (seat 0), ♦A (seat 1)
    _, rev = reviewed("rules-example-b.record.json", worlds=FEW_WORLDS)
    assert [(c.seat, str(c.card), c.dd_played_value) for c in rev.cards[-2:]] == [(0, "7D", 207), (1, "AD", 21)]
    assert len(rev.cards) == 18 and rev.complete and not rev.others_combined


def test_the_review_and_analyse_json_give_the_same_figures(capsys, example_a):
    rev = example_a
    assert main(["analyse", str(CASES / "rules-example-a.record.json"), "--json", "--worlds", str(FEW_WORLDS)]) == 0
    out = json.loads(capsys.readouterr().out)
    (deal,) = out["deals"]
    assert {k: v for k, v in deal.items() if k not in ("deal", "mistakes", "summary")} == rev.to_dict()
    assert deal["mistakes"] == [c.index for c in rev.mistakes(10)]
    assert out["summary"] == deal["summary"] == [s.to_dict() for s in rev.summary(10)]
    for c in deal["cards"]:
        assert c["dd_loss"] == c["dd_best_value"] - c["dd_played_value"] >= 0
    assert DealReview.from_dict(json.loads(json.dumps(rev.to_dict()))) == rev
    # the readable form (what analyse prints without --json) gives the same values
    text = format_analysis(out)
    assert "trick 9: seat 0 played ♦8 (forced); double-dummy 174" in text
    bad = rev.mistakes(10)[0]
    assert (f"trick {bad.trick}: seat {bad.seat} played {bad.card.pretty}" in text
            and f"mistake: costs {bad.fair_loss:g}" in text)


def played_deal(rules, seed):
    """A deal played out by amateur players, as (record, dealer, the deal)."""
    for k in range(50):
        game = Game(rules, dealer=0, seed=f"{seed}/{k}")
        deal = game.start_deal()
        players = [make_player("amateur", seed=s) for s in range(rules.players)]
        while not deal.is_done:
            s = deal.current_player
            game.apply(players[s].choose(game.view(s)), s)
        if deal.result.outcome in ("made", "bait", "hanging"):
            return game_record(game).deals[0], 0, deal


def test_every_position_of_a_four_player_deal_is_solved():
    rules = Rules(players=4)
    record, dealer, deal = played_deal(rules, 3)
    rev = review_deal(rules, record, dealer, worlds=FEW_WORLDS)
    assert len(rev.cards) == 32 and rev.complete and rev.seats == (0, 1, 2, 3) and not rev.others_combined
    for c in rev.cards:
        assert set(c.dd) == set(c.legal) and c.card in c.legal and c.dd_best_value >= c.dd_played_value
    # the last card's double-dummy value is what its side really writes (no pots, no penalties)
    res = deal.result
    row = write_deal(rules, dealer, res.totals, rules.side_of(res.declarer), res.side_tricks, (), (0, 0), (0, 0))
    last = rev.cards[-1]
    assert last.dd_played_value == row.base[last.side]


@pytest.mark.parametrize("rules", [Rules(players=3), Rules(players=4, mode="individual")])
def test_more_than_two_sides_are_flagged(rules):
    # the double-dummy search plays the other seats as one side: the window says so
    record, dealer, _deal = played_deal(rules, 1)
    rev = review_deal(rules, record, dealer, seats=())
    assert rev.others_combined and rev.sides == rules.players and rev.cards == ()


def test_progress_and_cancelling():
    seen = []
    record, rev = reviewed("rules-example-b.record.json", seats=[1], worlds=FEW_WORLDS,
                           progress=lambda d, t: seen.append((d, t)))
    assert seen == [(k, 9) for k in range(1, 10)] and {c.seat for c in rev.cards} == {1}
    with pytest.raises(ReviewCancelled):
        reviewed("rules-example-b.record.json", worlds=FEW_WORLDS, progress=lambda d, t: seen.append(d),
                 cancelled=lambda: len(seen) >= 12)
    assert len(seen) == 12  # stopped before a 4th position


def test_the_fair_value_never_uses_a_hidden_card():
    # trump clubs, seat 0 declares and leads the ace of hearts; seat 1 holds the same cards
    # in both deals, seat 0's other three cards differ: seat 1 sees the same view
    two = Rules(players=2)
    views, dd = [], []
    for hidden in (["8D", "9H", "KC"], ["7D", "QS", "JC"]):
        deal = Deal.at_first_lead(two, 1, [["AH", *hidden], ["TH", "7H", "KD", "8S"]], "C", 0)
        deal.apply(Play(Card.parse("AH")))
        views.append(deal.view(1))
        state = deal.play_state()
        dd.append(Solver(state, 1).move_values(state))
    assert views[0] == views[1]
    assert dd[0] != dd[1]  # the hidden cards matter double-dummy
    assert evaluate(views[0]).values == evaluate(views[1]).values
    assert set(evaluate(views[0]).values) == {Card.parse("TH"), Card.parse("7H")}


def test_positions_follow_the_record():
    record = load_record(CASES / "rules-example-a.record.json")
    seen = [(i, s, str(c)) for i, s, c, _deal in positions(record.rules, record.deals[0], 1)]
    # "0 pass", "1 take", "1 swap", then the cards, leader first
    assert seen[:3] == [(3, 1, "AD"), (4, 0, "JD"), (5, 0, "AH")] and len(seen) == 18


def test_the_bids_are_valued_as_the_hint_values_them(example_a):
    """RULES.md 12 A: seat 0 passes, seat 1 takes, then swaps the seven (not a bid): two bids
    with a choice, valued by the hint's bidding simulation at their positions; the summary
    counts cards only."""
    from deberts_desktop.ai.explain import bid_values, hint
    from deberts_desktop.ai.review import BidReview
    from deberts_desktop.engine.actions import PASS, TAKE

    record = load_record(CASES / "rules-example-a.record.json")
    deal = record.deals[0].make_deal(record.rules, example_a.dealer)
    views = []
    for text in record.deals[0].actions[:2]:
        seat = int(text.split()[0])
        views.append(deal.view(seat))
        deal.apply(TAKE if text.endswith("take") else PASS, seat)
    first, second = example_a.bids
    assert [(b.index, b.seat, b.side, b.bid) for b in example_a.bids] == [(0, 0, 0, PASS), (1, 1, 1, TAKE)]
    assert set(first.legal) == set(second.legal) == {TAKE, PASS}
    assert first.values == bid_values(views[0]) and second.values == bid_values(views[1])
    shown = hint(views[0])
    assert first.values == {TAKE: shown.value_of(TAKE), PASS: shown.value_of(PASS)}  # the hint's figures
    assert first.loss == round(max(first.values.values()) - first.values[PASS], 1)
    assert DealReview.from_dict(json.loads(json.dumps(example_a.to_dict()))) == example_a
    old = {k: v for k, v in example_a.to_dict().items() if k != "bids"}  # a review made before the bids
    assert DealReview.from_dict(old).bids == ()
    # by hand: the bid made is the best when no bid is worth more;
    # a bid the simulation did not value has no cost
    spades, hearts = Action.parse("name S"), Action.parse("name H")
    tie = BidReview(0, 0, 0, TAKE, (TAKE, PASS), {TAKE: 5.0, PASS: 5.0})
    assert (tie.best, tie.loss) == (TAKE, 0.0)
    worse = BidReview(0, 0, 0, TAKE, (TAKE, PASS), {TAKE: 1.0, PASS: 3.0})
    assert (worse.best, worse.best_value, worse.played_value, worse.loss) == (PASS, 3.0, 1.0, 2.0)
    unvalued = BidReview(3, 1, 1, spades, (PASS, spades, hearts), {hearts: 4.0, PASS: 1.0})
    assert (unvalued.best, unvalued.played_value, unvalued.loss) == (hearts, None, None)
    assert BidReview.from_dict(json.loads(json.dumps(unvalued.to_dict()))) == unvalued
    assert all(s.cards == 9 for s in example_a.summary())  # the bids are no cards
