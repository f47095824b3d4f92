"""The first-game tutorial (issue 24) as a newcomer plays it: Help → Tutorial, every step
waited for with its explanation on the table, a wrong bid or card refused with the rule's
words and the step repeated, the deal scored as worked out by hand (RULES.md 9)."""

from __future__ import annotations

from deberts_desktop.engine.actions import PASS, TAKE, Play
from deberts_desktop.engine.cards import Card
from deberts_desktop.ui.windows.tutorial import LESSON_SCRIPT, scored_text, step_text

from .table_driver import Person, make_window, person_turn
from .test_real_start import folders  # noqa: F401 (the fixture)


def _panel_text(win) -> str:
    return win.tutorial.panel.label.text()


def test_the_tutorial_drives_every_step_through_the_window(qtbot):
    win = make_window(qtbot, 2, seed=1)
    win.tutorial_action.trigger()  # Help → Tutorial (nothing played yet: at once)
    ses = win.session
    assert ses.practice is not None and ses.script is win.tutorial
    person = Person(qtbot, win)
    steps = [i for i, (seat, _a) in enumerate(LESSON_SCRIPT) if seat == 0]
    assert steps == [0, 1, 3, 5, 8, 10, 12, 13, 15, 17]  # take, then the person's nine cards
    for i in steps:
        qtbot.waitUntil(lambda: person_turn(win) and len(ses.game.deal.history) == i, timeout=10000)
        assert _panel_text(win) == step_text(i) != ""
        deal = ses.game.deal
        action = LESSON_SCRIPT[i][1]
        if i == 0:  # pass is a legal bid, but the lesson takes: refused, the step again
            assert _panel_text(win).startswith("Dealing: 6 cards each") and "Take" in _panel_text(win)
            assert not ses.choose(PASS)
            assert _panel_text(win).startswith("That is allowed, but this lesson goes another way.")
            assert len(deal.history) == 0 and person_turn(win)
            person.click_button(TAKE)
            continue
        if i == 1:  # a legal card other than the step's: refused
            assert "terz" in _panel_text(win)
            assert not ses.choose(Play(Card.parse("AC")))
            assert "another way" in _panel_text(win) and len(deal.history) == 1
        if i == 8:  # spades led (♠A), the person holds ♠10: a trump is refused, in the rule's words
            person.click_card(Card.parse("KH"))
            assert _panel_text(win) == "You cannot play ♥K. You must follow suit: spades. " + step_text(8)
            assert len(deal.history) == 8 and person_turn(win)
        if i == 10:
            assert "bella" in _panel_text(win)
            win.hint_action.trigger()  # Hint shows the step's card, ♥Q
            qtbot.waitUntil(lambda: win.hinted is not None, timeout=10000)
            assert win.hinted == Play(Card.parse("QH")) and win.status_label.text() == "Hint: play ♥Q"
        if i == 12:  # ♠Q led, no spade: a club is refused, a trump is a must
            person.click_card(Card.parse("8C"))
            assert _panel_text(win).startswith("You cannot play ♣8. You cannot follow suit, so you must play a trump")
            assert len(deal.history) == 12
        if i == 17:
            assert "last trick" in _panel_text(win)
        person.click_card(action.card)
    qtbot.waitUntil(win.summary.isVisible, timeout=10000)
    result = ses.game.entries[0].deal.result
    # by hand: the person's tricks ♠K♠J 6, ♣A♣K 15, ♠Q♥K 7, ♥9♦8 14, ♣8♦K 4, ♣9♦A 11 = 57; the
    # opponent's ♣7♥8 0, ♠A♠10 21, ♥J♥Q 23 = 44
    assert result.card_points == (57, 44)
    assert (result.sequences, result.bella, result.last_trick) == ((20, 0), (20, 0), 0)
    assert result.totals == (107, 44) and result.outcome == "made"
    # how it was scored: at the top of the end-of-deal panel (a bubble of its own covered it, or
    # was covered by it, on a small table), the lesson's bubble gone
    body = win.summary.body.toPlainText()
    assert body.startswith(scored_text(win.session.game) + "\n") and not win.tutorial.panel.isVisible()
    assert body.startswith("Cards 57 + last trick 10 + terz 20 + bella 20 = 107 beat your opponent's 44: ")
    win.overlays.show_deal(ses.game, ses.game.entries[0], 1, ses.person_seats)  # shown anew: the words stay
    assert win.summary.body.toPlainText() == body
    assert ses.script is None  # the game goes on as any game
    win.overlays.summary.buttons[0].click()  # Next deal: the computer decides for itself
    qtbot.waitUntil(lambda: len(ses.game.entries) == 2, timeout=10000)
    assert not win.tutorial.panel.isVisible()


def test_a_card_taken_back_in_the_tutorial_keeps_the_lesson_going_and_the_coach_is_quiet(qtbot):
    win = make_window(qtbot, 2, seed=1)
    win.tutorial_action.trigger()
    ses = win.session
    ses.coach_threshold = 1  # the coach on: quiet in the lesson (every card of it is played at once)

    def at(i):
        return lambda: person_turn(win) and len(ses.game.deal.history) == i

    qtbot.waitUntil(at(0), timeout=10000)
    ses.choose(TAKE)
    qtbot.waitUntil(at(1), timeout=10000)
    assert ses.choose(Play(Card.parse("KS"))) and ses.game.deal.history[-1] == (0, Play(Card.parse("KS")))
    qtbot.waitUntil(at(3), timeout=10000)  # the opponent's scripted ♠J came
    assert ses.game.deal.history == [(0, TAKE), (0, Play(Card.parse("KS"))), (1, Play(Card.parse("JS")))]
    win.take_back_action.trigger()  # a practice game: the ♠K taken back
    qtbot.waitUntil(at(1), timeout=10000)
    assert ses.script is win.tutorial and win.tutorial.active
    assert win.tutorial.panel.label.text() == step_text(1)
    ses.choose(Play(Card.parse("KS")))
    qtbot.waitUntil(at(3), timeout=10000)
    assert ses.game.deal.history == LESSON_SCRIPT[:3]  # the lesson's script again, step by step
    assert win.tutorial.panel.label.text() == step_text(3)


def test_the_tutorial_is_quiet_while_a_record_is_replayed_and_tells_its_step_after(qtbot, folders, tmp_path,
                                                                                  monkeypatch):
    """The first start offers the tutorial; the person starts it, takes, plays the lesson's
    first card and at once opens a record (Game → Open record, or from the file manager):
    the replay table is shown while the lesson's computer plays its scripted card. The
    tutorial says nothing to the screen reader then (its panel waits with the game's table);
    Back to game: the lesson's panel is there with the step asked now (lead ♣7), and it is
    told once. (Before: the step was announced over the replay table, and not told when
    the person came back to the lesson.)"""
    import json

    from deberts_desktop.ui.widgets import accessible
    from tests.engine.test_examples import EXAMPLE_A

    from .test_keyboard_only import quick_settings
    from .test_real_start import built, start_app

    quick_settings(tmp_path)
    record = tmp_path / "a.record.json"
    record.write_text(json.dumps(EXAMPLE_A), encoding="utf-8")
    said = []
    real = accessible.announce
    monkeypatch.setattr(accessible, "announce",
                        lambda widget, text, assertive=False: (said.append(text), real(widget, text, assertive)))

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and person_turn(w) and w.tutorial is not None
                        and w.tutorial.panel.start_button.isVisible(), timeout=30000)
        w.tutorial.panel.start_button.click()
        ses = w.session
        qtbot.waitUntil(lambda: w.tutorial.active and person_turn(w) and len(ses.game.deal.history) == 0,
                        timeout=30000)
        ses.choose(LESSON_SCRIPT[0][1])  # take
        qtbot.waitUntil(lambda: person_turn(w) and len(ses.game.deal.history) == 1, timeout=30000)
        ses.choose(LESSON_SCRIPT[1][1])  # ♠K; the computer's scripted card comes next
        w.replays.open_record(record)
        assert w.replays.in_replay()
        said.clear()
        qtbot.waitUntil(lambda: person_turn(w) and len(ses.game.deal.history) == 3, timeout=30000)
        during = list(said), w.tutorial.panel.isVisible(), w.tutorial.panel.label.text()
        w.replays.replay.back_button.click()
        return during, w.replays.in_replay(), w.tutorial.panel.isVisible(), list(said)

    code, ((during, shown_during, text), in_replay, shown_after, told) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert during == [] and not shown_during and text == step_text(3)
    assert not in_replay and shown_after
    assert told == [step_text(3)] and "Now lead ♣A." in step_text(3)


def test_the_review_of_the_lesson_s_deal_rates_no_move_the_lesson_asked_for_a_loss():
    """The lesson's deal played by its script (as Help → Tutorial plays it) and reviewed as
    "Review this deal" reviews it (the Master's bidding simulation, double dummy, the fair
    values): every action the lesson asks of the person is one the review agrees with — the
    take is the better bid, and each card is a best card both double dummy and by the fair
    values (no cost, no double-dummy loss). (Before: the lesson taught a take with ♥K ♥Q ♥8
    that the review valued 12.2 below passing, and a ♣7 lead under the opponent's ♣A that
    double dummy turns the made deal into a bait: 78 → 0.)"""
    from deberts_desktop.ai.review import review_deal
    from deberts_desktop.engine.record import game_record
    from deberts_desktop.ui.windows.tutorial import LESSON_DEALER, lesson_game

    game = lesson_game(["You", "Computer"])
    for seat, action in LESSON_SCRIPT:
        game.apply(action, seat)
    record = game_record(game)
    review = review_deal(record.rules, record.deals[0], LESSON_DEALER)
    asked = [i for i, (seat, _a) in enumerate(LESSON_SCRIPT) if seat == 0]
    bids = {b.index: b for b in review.bids if b.seat == 0}
    cards = {c.index: c for c in review.cards if c.seat == 0}
    assert sorted(bids) + sorted(cards) == asked  # the take, then the person's nine cards
    take = bids[0]
    assert take.bid == TAKE and take.best == TAKE and take.loss == 0 and take.values[TAKE] > take.values[PASS]
    for i in asked[1:]:
        card = cards[i]
        assert card.card == LESSON_SCRIPT[i][1].card
        assert card.dd_loss == 0 and card.dd_played_value == 107, (card.card, card.dd)
        assert card.fair_loss == 0 and not card.is_mistake(), (card.card, card.fair)
    assert game.entries[0].deal.result.totals == (107, 44)  # the deal's double-dummy value, made
