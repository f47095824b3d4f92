"""The coach (issue 13): it warns before a costly card, never for the best or a forced card."""

from deberts_desktop.ai.coach import CoachWarning, coach_check, coach_values
from deberts_desktop.ai.review import positions, review_deal
from deberts_desktop.engine import Card, Deal, Rules
from deberts_desktop.engine.actions import Play
from deberts_desktop.engine.record import load_record
from tests.conftest import ROOT

TWO = Rules(players=2)
C = Card.parse


def ten_under_the_ace(*more):
    # trump ♣; seat 0 declares with the fifty ♥J ♥Q ♥K ♥A (50) and leads the ace, so seat 1
    # (♥10 ♥7 ♠8 ♠9) knows every card. ♥7 keeps the ten: it beats the next heart and the
    # spades take the rest, so seat 1 takes ♥10 ♥K ♥Q ♥J (19) and the last trick: 29, made
    # (61 against 29). ♥10 falls to the ace: seat 0 takes every trick, seat 1 writes 0.
    deal = Deal.at_first_lead(TWO, 1, [["JH", "QH", "KH", "AH"], ["TH", "7H", "8S", "9S"]], "C", 0)
    for p in ("AH",) + more:
        deal.apply(Play(C(p)))
    return deal.view(deal.current_player)


def test_warns_before_dropping_the_ten_under_the_ace():
    view = ten_under_the_ace()
    values = coach_values(view)
    assert values == {C("7H"): 29.0, C("TH"): 0.0}
    assert coach_check(view, C("TH"), values) == CoachWarning(C("TH"), C("7H"), 29.0, 0.0, 29.0)
    assert coach_check(view, C("TH"), values, threshold=29) is not None
    assert coach_check(view, C("TH"), values, threshold=29.5) is None


def test_silent_for_the_best_card_a_forced_card_and_values_of_another_position():
    view = ten_under_the_ace()
    values = coach_values(view)
    assert coach_check(view, C("7H"), values, threshold=0) is None
    # two tricks later seat 1 holds ♠8 ♠9 and leads: both take the last tricks (no cost);
    # seat 0's last card is forced
    later = ten_under_the_ace("7H", "JH", "TH")
    assert later.seat == 1 and coach_check(later, C("8S"), coach_values(later), threshold=0) is None
    last = ten_under_the_ace("7H", "JH", "TH", "8S", "QH", "9S")
    assert last.seat == 0 and coach_values(last) is None and coach_check(last, C("KH"), None) is None
    # values computed for another view are not used
    assert coach_check(later, C("8S"), values, threshold=0) is None


def test_the_coach_agrees_with_the_review():
    # what the coach computes for a position is the review's fair value of that card
    record = load_record(ROOT / "tests" / "cases" / "rules-example-b.record.json")
    rev = review_deal(record.rules, record.deals[0], 1, seats=[1])
    coached = {}
    for index, seat, _card, deal in positions(record.rules, record.deals[0], 1):
        if seat == 1:
            coached[index] = coach_values(deal.view(seat))
    assert {c.index: c.fair for c in rev.cards} == coached
    for c in rev.cards:
        warning = coach_check(deal_view(record, c.index), c.card, coached[c.index], threshold=5)
        assert (warning is not None) == c.is_mistake(5)


def deal_view(record, index):
    for i, seat, _card, deal in positions(record.rules, record.deals[0], 1):
        if i == index:
            return deal.view(seat)


def test_the_hint_made_beside_the_coach_s_values_is_not_worked_out_again(monkeypatch):
    """The session's worker makes the coach's values as soon as the person is to play; F1
    then asks the hint of the same position. With the hint level given, the coach's values
    come with the hint made from the same evaluation, and the hint of that view and level
    is answered without evaluating again (before: a second evaluation of the same worlds —
    the person waited for two). ♥7 keeps the ten (29 against 0, ten_under_the_ace)."""
    from deberts_desktop.ai import explain, fair

    view = ten_under_the_ace()
    calls = []
    real = fair.Player.evaluate
    monkeypatch.setattr(fair.Player, "evaluate", lambda self, *a, **k: calls.append(1) or real(self, *a, **k))
    assert coach_values(view, hint_level="master") == {C("7H"): 29.0, C("TH"): 0.0}
    assert len(calls) == 1
    made = explain.hint(view, "master")
    assert len(calls) == 1  # the same evaluation's hint
    assert made.highlight == Play(C("7H")) and [o.value for o in made.options] == [29.0, 0.0]
    assert made == explain.hint_and_evaluation(view, "master")[0] and len(calls) == 2  # what a fresh one says
    explain.hint(ten_under_the_ace("7H", "JH", "TH"), "master")  # another position (♠8 or ♠9 to lead)
    assert len(calls) == 3
    explain.hint(view, "beginner")  # another level: its own hint (the values, then the Beginner's choice)
    assert len(calls) == 5


def test_the_evaluation_takes_its_steps_between_worlds_and_ends_at_one_that_raises(monkeypatch):
    """The worker's pause point (``step``) is called before each world: it changes no value,
    and what it raises ends the evaluation with nothing kept (the person played: the job is
    dropped, :meth:`deberts_desktop.ui.game.worker.Worker.drop`). ♥7 keeps the ten (29
    against 0, ten_under_the_ace)."""
    import pytest

    from deberts_desktop.ai import explain

    class Dropped(BaseException):
        pass

    view = ten_under_the_ace()
    steps = []
    monkeypatch.setattr(explain, "_made", None)
    assert coach_values(view, hint_level="master", step=lambda: steps.append(1)) == {C("7H"): 29.0, C("TH"): 0.0}
    assert steps and explain._made is not None  # stepped, and the hint kept

    def drop_at_the_second():
        steps.append(2)
        if steps.count(2) == 2:
            raise Dropped

    monkeypatch.setattr(explain, "_made", None)
    with pytest.raises(Dropped):
        coach_values(view, hint_level="master", step=drop_at_the_second)
    assert steps.count(2) == 2 and explain._made is None  # ended there: no hint kept


def test_in_three_players_the_evaluation_takes_its_steps_while_the_next_choices_are_made(monkeypatch):
    """3 players: the Master's evaluation also looks at the seat's next choice in each solved
    world (``next_choices``, a budget as large as the worlds' own). The worker's pause point
    is called there too, before each world's look, so that a person's card played while
    those are made ends the evaluation at the next world, not after all of them; and the
    steps change no value."""
    from deberts_desktop.ai import explain, make_player, players
    from deberts_desktop.engine import Game

    rules = Rules(players=3)
    game = Game(rules, dealer=0, seed="steps/1")
    game.start_deal()
    seats = [make_player("amateur", seed=s) for s in range(3)]
    while True:  # seat 0's first card turn with a choice at 8 cards (its worlds solved: the
        deal = game.deal  # Master's dd_cards_multi), the trick left open by its card
        assert deal is not None and not deal.is_done, "no such turn in the deal"
        view = game.view(deal.current_player)
        if (deal.current_player == 0 and sum(isinstance(a, Play) for a in view.legal) >= 2
                and len(deal.hand(0)) <= 8 and len(deal.play_state().trick) < 2):
            break
        game.apply(seats[deal.current_player].choose(view))

    looking = [False]
    looks = []
    made = players.next_choices

    def next_choices(*args, **kwargs):
        looking[0] = True
        try:
            return made(*args, **kwargs)
        finally:
            looking[0] = False

    monkeypatch.setattr(players, "next_choices", next_choices)
    steps = []
    monkeypatch.setattr(explain, "_made", None)
    plain = coach_values(view, hint_level="master")
    monkeypatch.setattr(explain, "_made", None)
    assert coach_values(view, hint_level="master", step=lambda: steps.append(looking[0])) == plain
    assert steps.count(True) >= 2  # a step before each world's look (more than one world solved)
