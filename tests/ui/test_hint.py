"""The hint on the table (issue 19, items 3 and 27): it highlights the best card or bid by
the fair values (what the person can see), Enter plays it, the hint level's choice is
listed with its value and a line says when it is not the best; the hint level is a
setting of its own, Master by default (also for an older settings file); the panel
covers no name plate."""

from __future__ import annotations

import json
import random
import re
from html import unescape

import pytest
from PySide6.QtCore import Qt

from deberts_desktop.engine import Card, Deal, Game, Rules
from deberts_desktop.engine.cards import Suit
from deberts_desktop.engine.actions import TAKE, Play

from .table_driver import legal_now, make_window, person_turn, quick_choice
from .test_real_start import folders  # noqa: F401 (the real start's fixture)

TWO = Rules(players=2)
C = Card.parse


def panel_rows(panel) -> list[list[str]]:
    rows = []
    r = 0
    while panel.grid.itemAtPosition(r, 0) is not None:
        rows.append([unescape(re.sub("<[^>]+>", "", panel.grid.itemAtPosition(r, c).widget().text())) for c in range(3)])
        r += 1
    return rows


def put_on_table(win, deal, levels, *plays) -> Game:
    """``deal`` (seat 0 the person) on ``win``'s table after ``plays``, the person to act."""
    game = Game(deal.rules, dealer=deal.dealer, names=win.seat_names(deal.rules))
    game.start_deal(deal)
    for p in plays:
        game.apply(Play(C(p)))
    win.session.abandon()
    win.continue_game(game, levels)
    return game


def trump_drawn(win) -> Game:
    """Trump ♥; Anna (seat 1) declares with ♥K ♥Q (bella) and ♠7 ♠8 ♠9 (terz) and leads the
    king, which your ♥A takes (15). You hold ♥7 ♠A ♣J ♣Q and lead: ♥7 draws her queen (3 to
    her), then ♠A, ♣J, ♣Q and the last trick are yours: 15 + 11 + 2 + 3 + 10 = 41. Cashing
    ♠A first takes 11 now, but the queen then trumps a club: 39 at best (♣J first: 39 too).
    The Beginner (any card within 14 points of the best it sees; the hint's seed) cashes the
    ace. (The position of tests/ai/test_explain.py's trump_drawn, spades and hearts swapped.)"""
    deal = Deal.at_first_lead(TWO, 0, [["7H", "AS", "JC", "QC", "AH"], ["KH", "QH", "7S", "8S", "9S"]], "H", 1,
                              leader=1)
    return put_on_table(win, deal, [None, "amateur"], "KH", "AH")


def test_the_hint_highlights_the_best_card_lists_the_levels_choice_and_enter_plays_the_best(qtbot):
    win = make_window(qtbot, 2)
    win.session.hint_level = "beginner"  # a level that errs here (the Amateur finds ♥7)
    game = trump_drawn(win)
    qtbot.waitUntil(lambda: person_turn(win), timeout=5000)
    win.hint()
    panel = win.overlays.advice.panel
    qtbot.waitUntil(panel.isVisible, timeout=10000)
    assert panel_rows(panel) == [["♥7", "41", "◀ best"], ["♠A", "39", "Beginner's choice"], ["♣J", "39", ""]]
    assert panel.differs.isVisible()
    assert unescape(re.sub("<[^>]+>", "", panel.differs.text())) == ("The Beginner level would choose ♠A (39); the "
                                                                      "best choice here is ♥7 (41).")
    assert win.director.selected == int(C("7H")) and win.hinted == Play(C("7H"))
    assert win.status_label.text() == "Hint: play ♥7"
    qtbot.keyClick(win.view, Qt.Key.Key_Return)  # Enter plays the highlighted card: the best
    qtbot.waitUntil(lambda: len(game.deal.history) > 2, timeout=5000)
    assert game.deal.history[2] == (0, Play(C("7H")))


def strong_bidding(win) -> Game:
    """Dealer Anna (seat 1): you speak first with ♠J ♠9 ♠A ♥A ♦A ♣A and the ♠10 turned —
    the two top trumps, the trump ace and three side aces: taking is far above what a deal
    needs and passing gives the deal away."""
    deck = [C(c) for c in "JS 9S AS AH AD AC".split()]
    rest = [c for c in (Card(i) for i in range(32)) if c not in deck and str(c) != "TS"]
    random.Random(1).shuffle(rest)
    deck = deck[:3] + rest[:3] + deck[3:] + rest[3:6] + [C("TS")] + rest[6:]
    deal = Deal.from_deck(TWO, 1, deck)
    assert sorted(map(str, deal.hand(0))) == sorted("JS 9S AS AH AD AC".split())
    return put_on_table(win, deal, [None, "amateur"])


def test_in_bidding_the_highlighted_bid_is_the_best_valued_and_enter_bids_it(qtbot):
    win = make_window(qtbot, 2)
    win.session.hint_level = "amateur"
    game = strong_bidding(win)
    qtbot.waitUntil(lambda: person_turn(win), timeout=5000)
    with qtbot.waitSignal(win.session.hint_ready, timeout=20000) as blocker:
        win.hint()
    action, hint = blocker.args
    values = [o.value for o in hint.options]
    assert action == hint.highlight == hint.top == TAKE and values[0] == max(values)
    rows = panel_rows(win.overlays.advice.panel)
    assert rows[0][0] == "Take ♠" and rows[0][2].startswith("◀ best") and len(rows) == 2
    assert win.status_label.text() == "Hint: take\u00a0♠"  # after the colon as inside a sentence
    qtbot.keyClick(win.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(game.deal.history), timeout=5000)
    assert game.deal.history[0] == (0, TAKE)


def test_a_real_start_with_an_older_settings_file_hints_at_the_master(qtbot, tmp_path):
    """The staged start (as ``deberts-desktop`` builds its window) with a version 2
    settings file, whose hint followed seat 0's level (Beginner here): the hint level is
    the Master's; the Settings dialog shows it and changes it."""
    from deberts_desktop.ui.app import build_main_window
    from deberts_desktop.ui.start.folders import open_settings

    config = tmp_path / "config"
    config.mkdir()
    (config / "settings.json").write_text(json.dumps({
        "format": "deberts-settings", "version": 2, "rules": {"players": 2},
        "levels": ["beginner", "amateur", "amateur", "amateur"], "coach": {"on": False, "threshold": 10}}))
    storage = open_settings(config, tmp_path / "data")
    assert storage.settings.hint_level == "master"
    win = build_main_window(storage=storage, staged=True, inline_ai=True, speed="off", think_delay_ms=0)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitUntil(lambda: win.first_frame_shown and win.session.game is not None, timeout=10000)
    assert win.session.hint_level == "master"
    qtbot.waitUntil(lambda: person_turn(win), timeout=10000)
    asked = []
    win.session.computers.run = lambda tag, function, view, level: asked.append((function, level))
    win.hint()
    from deberts_desktop import jobs

    assert asked == [(jobs.hint, "master")]
    dlg = win.open_settings()
    assert dlg.hint_combo.currentData() == "master" and dlg.level_combos[0] is None
    dlg.hint_combo.setCurrentIndex(dlg.hint_combo.findData("expert"))
    dlg.accept()
    assert win.session.hint_level == "expert"
    saved = json.loads((config / "settings.json").read_text())
    assert saved["version"] == 3 and saved["hint"] == {"level": "expert"}
    assert saved["levels"][0] == "beginner"  # seat 0's level kept as it was, unused


def test_the_reason_names_the_nine_beaten_under_the_jack(qtbot):
    """Issue 19, item 22: trump ♣, Anna declares and leads ♣J; you hold ♣9 ♣Q ♥7 ♥8 and
    must follow with a trump. The jack is the top trump: either card is beaten, and ♣9
    puts 14 points into Anna's trick where ♣Q puts 3 — 11 more, now; keeping the nine also
    wins more later, which the reason adds."""
    win = make_window(qtbot, 2)
    deal = Deal.at_first_lead(TWO, 0, [["9C", "QC", "7H", "8H"], ["JC", "AC", "7S", "8S"]], "C", 1, leader=1)
    put_on_table(win, deal, [None, "amateur"], "JC")
    qtbot.waitUntil(lambda: person_turn(win), timeout=5000)
    win.hint()
    panel = win.overlays.advice.panel
    qtbot.waitUntil(panel.isVisible, timeout=10000)
    assert [row[0] for row in panel_rows(panel)] == ["♣Q", "♣9"]
    now, later = panel.reason.text().split(" ♣Q also brings more card points in the later tricks: about ")
    assert now == "♣9 would be beaten in this trick and give the opponents more card points than ♣Q now: about 11 more."
    assert later.endswith(" more.")


def test_the_trick_at_hand_is_worded_from_its_numbers():
    from deberts_desktop.ai.explain import Hint, Option, Reason
    from deberts_desktop.ui.table.advice import reason_text

    def words(code, **params):
        options = (Option(Play(C("AS")), 40.0), Option(Play(C("KS")), 30.0))
        return reason_text(Hint(options, Play(C("AS")), Reason(code, {"best": "AS", "second": "KS", **params}),
                                "deal_points"))

    assert words("gives_points", points=11.0, beaten=100, later=16.7) == (
        "♠K would be beaten in this trick and give the opponents more card points than ♠A now: about 11 more. ♠A "
        "also brings more card points in the later tricks: about 16.7 more.")
    assert words("gives_points", points=2.5, beaten=30, later=0.0) == (
        "♠K gives away more card points in this trick than ♠A: about 2.5 more.")
    assert words("takes_points", points=14.0, won=[100, 0], later=16.0) == (
        "♠A wins this trick and ♠K does not: more card points for your side now, about 14 more. ♠A also brings "
        "more card points in the later tricks: about 16 more.")
    assert words("takes_points", points=6.0, won=[80, 20], later=-3.0) == (
        "♠A wins this trick in 80% of the deals that fit what you see, ♠K in 20%: more card points for your side "
        "now, about 6 more.")
    assert words("takes_points", points=11.0) == "♠A takes more card points in this trick than ♠K: about 11 more."
    # one point reads right in English too (before: "about 1 more card points")
    assert words("takes_points", points=1.0) == "♠A takes more card points in this trick than ♠K: about 1 more."
    assert words("later_points", points=1.0) == "♠A brings more card points than ♠K in the later tricks: about 1 more."
    assert words("sequences", points=1.0) == (
        "The sequences: with ♠A rather than ♠K your side's sequences count more often (worth about 1 more points in "
        "your side's total).")


def bid_hints():
    """Hints on bids with the turned card ♠Q: passing the best (5) and taking ♠ (−12, the
    Beginner's choice); taking the best over passing; ♥ named over passing, by the bait."""
    from deberts_desktop.ai.explain import Hint, Option, Reason
    from deberts_desktop.engine.actions import PASS, Bid

    passing = Hint((Option(PASS, 5.0), Option(TAKE, -12.0)), PASS,
                   Reason("declaring", {"best": "pass", "second": "take", "made": [None, 30]}), "margin", TAKE,
                   "beginner")
    taking = Hint((Option(TAKE, 12.0), Option(PASS, -5.0)), TAKE,
                  Reason("declaring", {"best": "take", "second": "pass", "made": [70, None]}), "margin")
    hearts = Hint((Option(Bid.name(Suit.HEARTS), 8.0), Option(PASS, 1.0)), Bid.name(Suit.HEARTS),
                  Reason("bait", {"best": "name H", "second": "pass", "points": 7.0, "declarer": True,
                                  "made": [60, 35]}), "margin")
    equal = Hint((Option(PASS, 2.0), Option(TAKE, 2.0)), PASS,
                 Reason("equal", {"best": "pass", "second": "take", "points": 0.0}), "margin")
    return passing, taking, hearts, equal


def bid_hint_words():
    from deberts_desktop.ui.table.advice import differs_text, reason_text

    turned = C("QS")
    passing, taking, hearts, equal = bid_hints()
    return ([reason_text(h, turned) for h in (passing, taking, hearts, equal)],
            unescape(re.sub("<[^>]+>", "", differs_text(passing, turned))))


def test_a_bid_inside_a_hint_s_sentence_is_not_capitalised(qapp):
    """A bid named inside the hint's sentence reads as a word of it ("better than take ♠"),
    at the start of one as on its button ("Take ♠ is better…"). (Before: "Passing is
    better than Take ♠", in Russian «Пас лучше, чем Беру ♠».) Inside a sentence the bid's
    suit stays on its line (a no-break space: at 800×600 "take" ended a line, "♦" began the
    next)."""
    reasons, differs = bid_hint_words()
    assert reasons == [
        "Passing is better than take\u00a0♠: declaring is made in only 30% of the simulated deals.",
        "Take ♠ is better than passing: declaring is made in 70% of the simulated deals.",
        "The bait threshold decides: with ♥\u00a0hearts your side makes the deal in 60% of the deals that fit what you "
        "see, with pass in 35% (worth about 7 more in deal points).",
        "Pass and take\u00a0♠ are worth the same."]
    assert differs == "The Beginner level would choose take\u00a0♠ (−12); the best choice here is pass (5)."


def test_a_bid_inside_a_hint_s_sentence_is_not_capitalised_in_russian(russian):
    reasons, differs = bid_hint_words()
    assert reasons == [
        "Пас лучше, чем беру\u00a0♠: игра сыграна лишь в 30% смоделированных раскладов.",
        "Беру ♠ лучше паса: игра сыграна в 70% смоделированных раскладов.",
        reasons[2],  # (its words checked below)
        "Пас и беру\u00a0♠ стоят одинаково."]
    assert "♥\u00a0черви" in reasons[2] and "пас" in reasons[2] and "Пас" not in reasons[2] and "Черви" not in reasons[2]
    assert "беру\u00a0♠" in differs and "пас" in differs and "Беру" not in differs and "Пас" not in differs


def other_action_hints():
    """The first lead with the seven swap allowed: the Master swaps the seven (not valued),
    the Beginner would play ♠A (valued 40); and before it, in 4 individual, the Master
    claims a redeal, the Beginner keeps the cards (neither valued)."""
    from deberts_desktop.ai.explain import Hint, Option, Reason
    from deberts_desktop.engine.actions import DECLINE, REDEAL, SWAP

    ace = Play(C("AS"))
    swap = Hint((Option(SWAP, None), Option(ace, 40.0)), SWAP, Reason("no_values", {"best": "swap"}), "deal_points",
                ace, "beginner")
    redeal = Hint((Option(REDEAL, None), Option(DECLINE, None)), REDEAL, Reason("no_values", {}), None, DECLINE,
                  "beginner")
    return swap, redeal


def test_the_seven_swap_and_a_redeal_inside_a_hint_s_sentence_read_as_english(qapp):
    """The line saying the level's choice is not the best names the seven swap, a redeal
    claim and keeping the cards as words of the sentence ("… would choose to keep my cards;
    the best choice here is to claim a redeal"). (Before: "the best choice here is swap the
    seven", "… would choose keep my cards".)"""
    from deberts_desktop.ui.table.advice import differs_text

    swap, redeal = other_action_hints()
    said = [unescape(re.sub("<[^>]+>", "", differs_text(h, C("QS")))) for h in (swap, redeal)]
    assert said == ["The Beginner level would choose ♠A; the best choice here is to swap the seven.",
                    "The Beginner level would choose to keep my cards; the best choice here is to claim a redeal "
                    "(low hand)."]


def test_the_seven_swap_and_a_redeal_inside_a_hint_s_sentence_in_russian(russian):
    from deberts_desktop.ui.table.advice import differs_text, reason_text

    swap, redeal = other_action_hints()
    said = [unescape(re.sub("<[^>]+>", "", differs_text(h, C("QS")))) for h in (swap, redeal)]
    assert said == ["Уровень «Новичок» выбрал бы ♠Т; лучший выбор здесь — заменить семёрку.",
                    "Уровень «Новичок» выбрал бы оставить карты; лучший выбор здесь — заявить пересдачу (слабая карта)."]
    assert reason_text(swap, C("QS")) == ("Выбор уровня «Мастер» здесь — заменить семёрку — не оценивается; значения "
                                          "карт — для хода картой сейчас вместо этого.")


def test_the_seven_swap_not_valued_reads_as_a_sentence(qapp):
    """The Master would swap the seven at the first lead: its reason names the swap as a
    word of the sentence. (Before: "Swap the seven is not valued; it is the choice of the
    Master level.", the button's words as the sentence's subject.)"""
    from deberts_desktop.ui.table.advice import reason_text

    swap, _redeal = other_action_hints()
    assert reason_text(swap, C("QS")) == ("The Master level's choice here, to swap the seven, is not valued; the "
                                          "cards' values are those of playing a card now instead.")


@pytest.mark.parametrize("size", [(800, 600), (1100, 720)])
def test_the_hint_panel_covers_no_name_plate_pile_or_button(qtbot, size):
    """Issue 19, item 27: in 4 players at 800 × 600 and 1100 × 720 the panel (with the
    level's choice listed and its line: the tallest panel) lies inside the table and
    meets no name plate, won-tricks pile or its label, the score box, the buttons, nor
    the cards of the trick on the table."""
    win = make_window(qtbot, 4, seed=2, size=size)
    while True:
        qtbot.waitUntil(lambda: person_turn(win), timeout=10000)
        legal = legal_now(win)
        if sum(isinstance(a, Play) for a in legal) > 1 and win.session.game.deal.tricks:
            break
        assert win.session.choose(quick_choice(legal))
    win.hint()
    panel = win.overlays.advice.panel
    qtbot.waitUntil(panel.isVisible, timeout=10000)
    g = panel.geometry()
    assert win.view.rect().contains(g)
    view = win.view
    plates = {seat: view.mapFromScene(p.outline()).boundingRect() for seat, p in win.scene.plates.items() if p.rows}
    assert len(plates) == 4
    assert [seat for seat, r in plates.items() if r.intersects(g)] == []
    assert [r for r in win.overlays.table_boxes() + win.overlays.keep_clear() if r.intersects(g)] == []
    trick = [view.mapFromScene(win.scene.cards[c].sceneBoundingRect()).boundingRect()
             for c in win.session.game.deal.trick_cards]
    assert [r for r in trick if r.intersects(g)] == []
    # where the room is there (these sizes), the other seats' hands stay in view too (the
    # panel under the buttons covered the right-hand seat's cards)
    L = win.director.layout
    hands = {seat: view.mapFromScene(L.hand_rect(seat)).boundingRect() for seat in range(1, 4)}
    assert [seat for seat, r in hands.items() if r.intersects(g)] == []


def test_a_hint_asked_while_the_coach_asks_answers_the_coach(qtbot, folders, tmp_path, monkeypatch):
    """The coach (on) warns before a costly card: "Play anyway [Enter]" for it. The person
    asks a hint (F1) instead: the hint's card is chosen and the coach's prompt goes, so Enter
    plays the card the table shows chosen, the hint's (before: the prompt stayed, offering
    Enter for the warned card, while Enter played the hint's card). Through the real start,
    four in pairs."""
    from PySide6.QtTest import QTest

    from .test_keyboard_only import quick_settings
    from .test_real_start import built, decline_tutorial, start_app

    quick_settings(tmp_path, rules=Rules(players=4, mode="pairs"), coach=True)

    def coach_shown(w) -> bool:
        coach = w.overlays.advice.__dict__.get("coach")
        return coach is not None and coach.isVisible()

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None, timeout=30000)
        decline_tutorial(w)
        for _ in range(200):  # the first legal card each turn, until the coach warns
            qtbot.waitUntil(lambda: person_turn(w) or coach_shown(w) or w.summary.isVisible(), timeout=30000)
            if coach_shown(w) or w.summary.isVisible():
                break
            if sum(isinstance(a, Play) for a in legal_now(w)) >= 2:  # the coach's values first (a card
                # chosen before they come is played unchecked)
                qtbot.waitUntil(lambda: w.session.coach_values is not None, timeout=30000)
            deal = w.session.game.deal
            before = len(deal.history)
            # the coach's values first: a card chosen sooner waits for them only COACH_WAIT_MS,
            # then goes unchecked (on a loaded machine the coach never warned)
            qtbot.waitUntil(lambda: w.session.coach_values is not None
                            or sum(isinstance(a, Play) for a in legal_now(w)) < 2, timeout=30000)
            w.session.choose(quick_choice(legal_now(w)))
            qtbot.waitUntil(lambda: len(deal.history) != before or coach_shown(w), timeout=30000)
        assert coach_shown(w), "the coach never warned"
        warned = w.overlays.advice.coach.warning.card
        values = dict(w.session.coach_values)
        deal = w.session.game.deal
        before = len(deal.history)
        QTest.keyClick(w.view, Qt.Key.Key_F1)
        qtbot.waitUntil(lambda: getattr(w, "hinted", None) is not None, timeout=30000)
        hinted = w.hinted.card
        seen = (coach_shown(w), w.director.selected == int(hinted))
        QTest.keyClick(w.view, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: len(deal.history) > before, timeout=30000)
        return warned, hinted, seen, deal.history[before], values

    code, (warned, hinted, (prompt_after_hint, hint_chosen), played, values) = start_app(monkeypatch, ["--seed", "3"],
                                                                                         drive)
    assert code == 0 and warned != hinted
    # the hint is the best card by the coach's values (the worker made both from one evaluation:
    # test_with_the_coach_on_the_hint_comes_from_the_coach_s_evaluation)
    assert values[hinted] == max(values.values()) > values[warned]
    assert (prompt_after_hint, hint_chosen) == (False, True)
    assert played == (0, Play(hinted))


def test_a_hint_asked_before_the_hint_level_changes_names_the_level_it_was_asked_at(qtbot, folders, tmp_path,
                                                                                    monkeypatch):
    """F1 at the Beginner hint level, then Settings → Hint level: Expert before the hint
    comes: the panel names the Beginner — whose choice it lists — and never the Expert (the
    hint carries the level it was asked at). Through the real start."""
    from dataclasses import replace

    from .test_keyboard_only import quick_settings
    from .test_real_start import built, decline_tutorial, start_app

    quick_settings(tmp_path, rules=TWO, hint_level="beginner")

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None, timeout=30000)
        decline_tutorial(w)
        qtbot.waitUntil(lambda: person_turn(w), timeout=30000)
        asked = w.session.hint()
        w.window_settings.apply(replace(w.settings, hint_level="expert"), save=False)  # while it is worked out
        panel = w.overlays.advice.panel
        qtbot.waitUntil(lambda: w.hinted is not None and panel.isVisible(), timeout=30000)
        return asked, w.session.hint_level, [row[2] for row in panel_rows(panel)], panel.differs.text()

    code, (asked, now, marks, differs) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0 and asked and now == "expert"
    named = " ".join(marks) + differs
    assert "Beginner" in named and "Expert" not in named, (marks, differs)


def test_with_the_coach_on_a_card_clicked_before_its_values_come_is_played_at_once(qtbot, folders, tmp_path,
                                                                                   monkeypatch):
    """The coach on, its values for the person's cards still on their way (the worker
    slow: they never come here): the card the person clicks leaves the hand at the click,
    and no coach's prompt comes. (Before: the click held the card up to 200 ms, waiting for
    the values — a stalled click.) Through the real start, two players."""
    from .test_keyboard_only import quick_settings
    from .test_problems import choose
    from .test_real_start import built, decline_tutorial, start_app

    quick_settings(tmp_path, rules=TWO, coach=True)

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None, timeout=30000)
        ses = w.session
        run, asked = ses.computers.run, []
        ses.computers.run = lambda tag, *a: asked.append(tag) if tag[0] == "coach" else run(tag, *a)
        decline_tutorial(w)
        for _ in range(40):  # quick choices until a card turn with a choice (the coach asked its values)
            qtbot.waitUntil(lambda: person_turn(w) or w.summary.isVisible(), timeout=30000)
            assert not w.summary.isVisible(), "no card turn with a choice in the deal"
            legal = legal_now(w)
            if sum(isinstance(a, Play) for a in legal) >= 2:
                break
            deal, before = ses.game.deal, len(ses.game.deal.history)
            ses.choose(quick_choice(legal))
            qtbot.waitUntil(lambda: len(deal.history) != before, timeout=30000)
        assert asked and ses.coach_values is None  # asked, not come
        deal = ses.game.deal
        card = next(a for a in legal_now(w) if isinstance(a, Play))
        choose(qtbot, w, card)  # a click on the card
        at_click = (card.card in deal.hand(0), (0, card) in deal.history)
        coach = w.overlays.advice.__dict__.get("coach")
        return at_click, coach is not None and coach.isVisible()

    code, (at_click, prompted) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0
    assert at_click == (False, True) and not prompted


def test_the_hint_button_looks_disabled_when_there_is_nothing_to_hint(qtbot):
    """At the end of a deal there is nothing to hint: Hint [F1] is disabled, and it looks it
    beside Last trick [L] (the table's buttons' style sheet drew a disabled button as an
    enabled one: same cream face, same black words)."""
    from .table_driver import play_to

    win = make_window(qtbot, 2, seed=3)
    assert play_to(qtbot, win, "summary") == "summary"
    hint, last = win.overlays.hint_button, win.overlays.last_button
    assert not hint.isEnabled() and last.isEnabled()

    def face(button):
        """The button's face colour (a point inside its border, left of its words) and its
        words' darkest grey (0 black, 255 white)."""
        image = button.grab().toImage()
        ys = range(image.height())
        darkest = min(image.pixelColor(x, y).lightness() for x in range(image.width()) for y in ys)
        return image.pixelColor(4, image.height() // 2), darkest

    (dim, dim_words), (lit, lit_words) = face(hint), face(last)
    assert lit.lightness() - dim.lightness() >= 30  # a duller face
    assert dim_words - lit_words >= 60  # greyer words


def test_the_last_trick_asked_for_with_a_hint_shown_is_seen_whole(qtbot, folders, tmp_path, monkeypatch):
    """Three players at 800 × 600, started as a person starts them (seed 8): after the first
    trick the person asks a hint (F1), then the last trick (L). The person saw the hint
    panel over the last trick's right end ("Last trick — Computer 2 took i") and the names
    under its small cards cut at both ends ("omputer 2"). Now the hint panel moves off the
    last trick when it is shown, and each card's name has room for it under the card."""
    from PySide6.QtGui import QFontMetricsF

    from .table_driver import play_to
    from .test_keyboard_only import first_turn, press, quick_settings
    from .test_real_start import start_app

    quick_settings(tmp_path, rules=Rules(players=3))

    def drive(w):
        w.resize(800, 600)
        first_turn(qtbot, w)
        assert play_to(qtbot, w, "play") == "play"
        deal = w.session.game.deal
        assert w.session.choose(quick_choice(legal_now(w)))  # the person's first card
        qtbot.waitUntil(lambda: person_turn(w), timeout=30000)
        assert deal.tricks  # a trick taken: the last trick can be shown
        w.view.setFocus()
        press(Qt.Key.Key_F1)
        qtbot.waitUntil(lambda: getattr(w, "hinted", None) is not None, timeout=30000)
        press(Qt.Key.Key_L)
        preview, panel = w.scene.preview, w.overlays.advice.panel
        shown = w.view.mapFromScene(preview.sceneBoundingRect()).boundingRect()
        metrics = QFontMetricsF(preview.name_font())
        names = {name: metrics.horizontalAdvance(name) for name, _code, _won in preview.entries}
        return (preview.isVisible(), panel.isVisible(), panel.geometry().intersects(shown), names,
                preview.name_room())

    code, (preview_shown, panel_shown, covered, names, room) = start_app(monkeypatch, ["--seed", "8"], drive)
    assert code == 0 and preview_shown and panel_shown
    assert not covered
    assert sorted(names) == ["Computer 1", "Computer 2", "You"]
    assert all(width <= room for width in names.values()), (names, room)


def test_with_the_coach_on_the_hint_comes_from_the_coach_s_evaluation(qtbot, monkeypatch):
    """The coach on: its values are worked out as soon as the person is to play. F1 then
    answers from that same evaluation — one evaluation for the turn, not two (before: the
    hint's job evaluated the same worlds again after the coach's, and the person waited for
    both: up to two Master decisions in 3 players). ♥7 keeps the ten: 29 against 0
    (test_review_ui's ten_under_the_ace)."""
    from deberts_desktop.ai import fair

    from .test_review_ui import ten_under_the_ace

    win = make_window(qtbot, 2)
    dlg = win.open_settings()
    dlg.coach_box.setChecked(True)
    dlg.accept()
    calls = []
    real = fair.Player.evaluate
    monkeypatch.setattr(fair.Player, "evaluate",  # the Master's evaluations (not the hint level's own choice)
                        lambda self, *a, **k: calls.append(self.config.level == "master") or real(self, *a, **k))
    ses = win.session
    ten_under_the_ace(win)
    qtbot.waitUntil(lambda: person_turn(win) and ses.coach_values is not None, timeout=5000)
    assert ses.coach_values == {C("7H"): 29.0, C("TH"): 0.0} and calls.count(True) == 1
    win.hint()
    qtbot.waitUntil(lambda: win.hinted is not None, timeout=5000)
    assert win.hinted == Play(C("7H")) and calls.count(True) == 1
    assert [row[1] for row in panel_rows(win.overlays.advice.panel)][:2] == ["29", "0"]


def test_once_a_hint_was_asked_the_next_turn_s_hint_is_made_as_the_turn_begins(qtbot, monkeypatch):
    """The coach off. Before any hint nothing is worked out at the person's turn; once the
    person has pressed F1, each later card turn with a choice has its hint made as the turn
    begins, so the next F1 answers from it — evaluated once, before F1 (before: only when
    F1 was pressed, and the person waited for the whole evaluation: up to a Master decision
    of 3 players, over a second). ♥7 keeps the ten: 29 against 0 (ten_under_the_ace)."""
    from deberts_desktop.ai import fair

    from .test_review_ui import ten_under_the_ace

    win = make_window(qtbot, 2)
    ses = win.session
    calls = []
    real = fair.Player.evaluate
    monkeypatch.setattr(fair.Player, "evaluate",  # the Master's evaluations (not the hint level's own choice)
                        lambda self, *a, **k: calls.append(self.config.level == "master") or real(self, *a, **k))
    run, asked = ses.computers.run, []
    ses.computers.run = lambda tag, *a: asked.append(tag[0]) or run(tag, *a)
    ten_under_the_ace(win)
    qtbot.waitUntil(lambda: person_turn(win), timeout=5000)
    assert "coach" not in asked  # nothing asked before a hint was ever asked
    win.hint()
    qtbot.waitUntil(lambda: win.hinted is not None, timeout=5000)
    assert win.hinted == Play(C("7H")) and calls.count(True) == 1
    ten_under_the_ace(win)  # the next turn with a choice
    qtbot.waitUntil(lambda: person_turn(win) and ses.coach_values is not None, timeout=5000)
    assert calls.count(True) == 2 and win.hinted is None and asked[-1] == "coach"  # made as the turn began
    win.hint()
    qtbot.waitUntil(lambda: win.hinted is not None, timeout=5000)
    assert win.hinted == Play(C("7H")) and calls.count(True) == 2  # F1 answered from it
    assert [row[1] for row in panel_rows(win.overlays.advice.panel)][:2] == ["29", "0"]


def led_while_the_turn_s_job_runs(qtbot, monkeypatch, tmp_path, job: str, stand_in, ask, coach: bool = False):
    """Through the real start, two players, seed 3: quick choices until the person leads with
    a choice of cards; then ``ask(w, begun)`` asks for the turn's job (``begun``: the tags
    whose jobs said they began) and waits until it runs; then the person leads a card. The
    session's job ``job`` (``"COACH_VALUES"`` or ``"HINT"``) is ``stand_in``, a job that would
    run for a minute unless dropped. Asserts the computer after the person played, answered
    by the same worker process (the job dropped, not the process ended)."""
    from deberts_desktop.ui.game import session as session_module

    from .test_keyboard_only import quick_settings
    from .test_problems import choose
    from .test_real_start import built, decline_tutorial, start_app

    quick_settings(tmp_path, rules=TWO, coach=coach)
    monkeypatch.setattr(session_module, job, stand_in)

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None, timeout=30000)
        ses = w.session
        begun = []
        ses.computers.progress.connect(lambda tag, done, total: begun.append(tag))
        decline_tutorial(w)
        for _ in range(40):  # quick choices until the person leads with a choice of cards
            qtbot.waitUntil(lambda: person_turn(w) or w.summary.isVisible(), timeout=30000)
            assert not w.summary.isVisible(), "no lead with a choice in the deal"
            deal = ses.game.deal
            if sum(isinstance(a, Play) for a in legal_now(w)) >= 2 and not deal.play_state().trick:
                break
            before = len(deal.history)
            ses.choose(quick_choice(legal_now(w)))
            qtbot.waitUntil(lambda: len(deal.history) != before, timeout=30000)
        ask(w, begun)
        pid, before = ses.computers.worker.pid, len(deal.history)
        choose(qtbot, w, next(a for a in legal_now(w) if isinstance(a, Play)))
        qtbot.waitUntil(lambda: len(deal.history) >= before + 2, timeout=30000)  # the computer followed
        return pid, ses.computers.worker.pid, [p for p in deal.history[before:before + 2]]

    code, (pid, after, plays) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0
    assert after == pid  # the same worker answered: dropped, not ended
    assert [seat for seat, _ in plays] == [0, 1]


def f1_twice(w) -> None:
    from .test_keyboard_only import press

    w.activateWindow()
    w.view.setFocus()
    press(Qt.Key.Key_F1)
    press(Qt.Key.Key_F1)  # again: nothing came yet


def test_a_card_played_while_the_turn_s_evaluation_is_made_does_not_hold_the_next_computer(qtbot, folders,
                                                                                              tmp_path, monkeypatch):
    """The coach on (or a hint asked once): the evaluation of the person's turn is being made
    in the computers' worker when the person leads a card. Its job is dropped at its next
    step, and the computer after the person is answered by the same worker process (before:
    it waited for the rest of the evaluation, up to a Master decision of 3 players — here a
    job that would run for a minute)."""
    from .worker_jobs import values_until_dropped

    def ask(w, begun):  # the coach asks by itself as the turn begins
        qtbot.waitUntil(lambda: bool(begun) and begun[-1][0] == "coach", timeout=30000)  # the evaluation runs

    led_while_the_turn_s_job_runs(qtbot, monkeypatch, tmp_path, "COACH_VALUES", values_until_dropped, ask,
                                  coach=True)


def test_a_hint_asked_twice_and_a_card_played_does_not_hold_the_next_computer(qtbot, folders, tmp_path,
                                                                            monkeypatch):
    """F1 pressed twice while the hint is worked out (the status line says "Thinking about
    a hint…" and nothing comes yet), then the person leads a card: both hint jobs are
    dropped — the second as well as the first — and the computer after the person is
    answered by the same worker (before: the second job of the same tag was not dropped and
    the computer waited for the whole of it — here a job that would run for a minute). The
    coach off."""
    from .worker_jobs import hint_until_dropped

    def ask(w, begun):
        f1_twice(w)
        qtbot.waitUntil(lambda: bool(begun) and begun[-1][0] == "hint", timeout=30000)  # the first runs

    led_while_the_turn_s_job_runs(qtbot, monkeypatch, tmp_path, "HINT", hint_until_dropped, ask)


def test_a_hint_asked_twice_that_came_once_and_a_card_played_does_not_hold_the_next_computer(
        qtbot, folders, tmp_path, monkeypatch):
    """F1 pressed twice before the hint came (each worked out afresh: no coach's evaluation
    was made for this turn); the first comes, and the person leads a card while the second
    is made: it is dropped too, and the computer after the person is answered by the same
    worker (before: the worker was not told — the first answer had crossed off the tag the
    two jobs share — and the computer waited for the whole of the second job; here one that
    would run for a minute). The coach off."""
    from .worker_jobs import hint_then_until_dropped

    def ask(w, begun):
        f1_twice(w)
        qtbot.waitUntil(lambda: w.hinted is not None, timeout=30000)  # the first came
        qtbot.waitUntil(lambda: bool(begun) and begun[-1][0] == "hint", timeout=30000)  # the second runs

    led_while_the_turn_s_job_runs(qtbot, monkeypatch, tmp_path, "HINT", hint_then_until_dropped, ask)


def test_a_hint_asked_as_the_computers_worker_dies_is_worked_out_by_a_new_one(qtbot):
    """F1 with the strong hand of :func:`strong_bidding` (the best bid: take) in the moment
    the computers' worker dies: the question reached the process, which was stopped before
    it could begin it (SIGSTOP), and then killed. The hint was never begun, so it is asked
    of a new worker, which works it out: "Hint: take ♠" and Enter takes. (Before: the status
    line said the hint could not be worked out, though it was asked of a process that never
    tried it; a hint that cannot be worked out says so: see
    test_a_worker_that_cannot_be_started_loses_its_job_and_the_table_goes_on.)"""
    import os
    import signal

    from .test_worker import alive

    win = make_window(qtbot, 2, inline_ai=False)
    win.session.hint_level = "amateur"
    game = strong_bidding(win)
    qtbot.waitUntil(lambda: person_turn(win), timeout=5000)
    computers = win.session.computers
    computers.start()
    qtbot.waitUntil(lambda: computers.worker.running, timeout=30000)
    dying = computers.worker.pid
    os.kill(dying, signal.SIGSTOP)
    try:
        with qtbot.waitSignal(win.session.hint_ready, timeout=60000) as blocker:
            win.hint()
            assert win.status_label.text() == "Thinking about a hint…"
            os.kill(dying, signal.SIGKILL)
    finally:
        if alive(dying):
            os.kill(dying, signal.SIGKILL)
    assert computers.worker.pid != dying
    assert blocker.args[0] == TAKE and win.status_label.text() == "Hint: take\u00a0♠"
    qtbot.keyClick(win.view, Qt.Key.Key_Return)
    assert game.deal.history[0] == (0, TAKE)


def test_the_hint_does_not_say_the_level_errs_when_its_card_is_worth_the_same(qtbot, folders, tmp_path, monkeypatch):
    """Seed 4, the person's first card (the Amateur's hints, as the settings have them): the
    hint's two best cards, ♦7 and ♦9, are worth the same, and its reason says so; the
    Amateur's choice, ♦9, is marked as its choice — and no line says that the Amateur would
    choose ♦9 while the best is ♦7, as though it erred. (Before: "The Amateur level would
    choose ♦9 (74.7); the best choice here is ♦7 (74.7).")"""
    from .table_driver import play_to
    from .test_keyboard_only import first_turn, quick_settings
    from .test_real_start import start_app

    quick_settings(tmp_path)

    def drive(w):
        first_turn(qtbot, w)
        play_to(qtbot, w, "play")
        w.hint_action.trigger()  # Game → Hint (F1)
        panel = w.overlays.advice.panel
        qtbot.waitUntil(panel.isVisible, timeout=30000)
        seen = (panel_rows(panel)[:2], unescape(re.sub("<[^>]+>", "", panel.reason.text())), panel.differs.isVisible())
        w.session.shutdown()
        return seen

    code, (rows, reason, differs) = start_app(monkeypatch, ["--seed", "4"], drive)
    assert code == 0
    (best, best_value, best_mark), (other, other_value, other_mark) = rows
    assert (best, best_mark, other, other_mark) == ("♦7", "◀ best", "♦9", "Amateur's choice")
    assert best_value == other_value and reason.startswith("♦7 and ♦9 are worth the same")
    assert not differs


def test_two_cards_worth_about_the_same_are_told_apart_by_the_values_shown(qtbot, folders, tmp_path, monkeypatch):
    """The real start (two players, seed 7, Amateur computers), the person's first card
    with a choice, F1: the hint panel lists ♣Q 20.7 and ♥A 20.7 — the values shown, one
    decimal each — and its reason reads from those two: they are worth the same. (Before:
    "♣Q and ♥A are worth about the same: a difference of 0.1" under 20.7 and 20.7 — the
    difference of the unrounded values; elsewhere "♥Q and ♥J are worth the same" under 4.6
    and 4.5.)"""
    from deberts_desktop.ui.numbers import points

    from .test_keyboard_only import quick_settings
    from .test_real_start import built, start_app

    quick_settings(tmp_path, tutorial_offered=True, rules=TWO)

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None, timeout=30000)
        ses, got = w.session, []
        ses.hint_ready.connect(lambda _action, hint: got.append(hint))
        while True:  # the bidding and any forced card played quickly, up to a card with a choice
            qtbot.waitUntil(lambda: person_turn(w), timeout=30000)
            legal = legal_now(w)
            if sum(isinstance(a, Play) for a in legal) >= 2 and all(isinstance(a, Play) for a in legal):
                break
            ses.choose(quick_choice(legal))
        w.hint_action.trigger()  # F1
        qtbot.waitUntil(lambda: bool(got) and w.overlays.advice.panel.isVisible(), timeout=60000)
        panel = w.overlays.advice.panel
        return panel_rows(panel)[:2], panel.reason.text(), [points(o.value) for o in got[-1].options[:2]]

    code, (rows, reason, values) = start_app(monkeypatch, ["--seed", "7"], drive)
    assert code == 0
    assert [r[:2] for r in rows] == [["♣Q", "20.7"], ["♥A", "20.7"]] and values == ["20.7", "20.7"]
    assert reason == "♣Q and ♥A are worth the same."


def _unit_words():
    """The hint's reason for each code with a number, its card ♠A over ♠K (values 40 and 30,
    deal points)."""
    from deberts_desktop.ai.explain import Hint, Option, Reason
    from deberts_desktop.ui.table.advice import reason_text

    def words(code, **params):
        options = (Option(Play(C("AS")), 40.0), Option(Play(C("KS")), 30.0))
        return reason_text(Hint(options, Play(C("AS")), Reason(code, {"best": "AS", "second": "KS", **params}),
                                "deal_points"))

    return {
        "equal": words("equal", points=0.3),
        "overall": words("overall", points=10.0),
        "bait": words("bait", points=12.5, declarer=True, made=[70, 40]),
        "last_trick": words("last_trick", points=4.0, taken=[60, 20]),
        "sequences": words("sequences", points=6.0),
        "takes_points": words("takes_points", points=11.0),
        "trump_drawn": words("trump_drawn", points=7.5, drawn=[1.5, 0.5]),
    }


def test_each_reason_says_the_unit_of_its_number(qapp):
    """A new player reads the hint's values (deal points: ♠A 40, ♠K 30) beside a reason
    whose number may be in another unit: each reason now names it beside the number — deal
    points where it is the values' difference or the bait threshold's, points of the side's
    total for the last trick and the sequences, card points for the cards taken. (Before:
    "worth about 12.5 more", "by about 10" — no unit — beside "about 11 more" card points.)
    The rounding that makes the values' difference read as the two values shown has one
    home, in the AI's ``values`` (the UI's copy, ``numbers.shown_difference``, is gone)."""
    from deberts_desktop.ai import explain, values
    from deberts_desktop.ui import numbers

    w = _unit_words()
    assert w["equal"] == "♠A and ♠K are worth about the same: a difference of 0.3 in deal points."
    assert w["overall"] == ("♠A is better than ♠K overall, by about 10 in deal points; no single part of the score "
                            "explains it.")
    assert w["bait"].endswith("(worth about 12.5 more in deal points).")
    assert w["last_trick"].endswith("(worth about 4 more points in your side's total).")
    assert w["sequences"].endswith("(worth about 6 more points in your side's total).")
    assert w["takes_points"] == "♠A takes more card points in this trick than ♠K: about 11 more."
    assert w["trump_drawn"].endswith("which brings more card points later: about 7.5 more.")
    assert explain.shown_gap is values.shown_gap and not hasattr(numbers, "shown_difference")
    assert values.shown_gap(-67.33, -40.67) == -26.6 and values.shown_gap(20.74, 20.66) == 0.0


def test_russian_texts_name_the_cards_with_russian_rank_letters(russian):
    """In Russian every text that names a card — the hint's reason, the coach, the review's
    line and tooltip, the narrator's refusal — writes its rank as the Russian interface does
    elsewhere (the hand's sort: "В 9 Т 10 К Д 8 7"): ♠Т, ♠К, ♥Д, ♦В, never the Latin A K Q J
    (before: «♠A и ♠K стоят…»)."""
    from deberts_desktop.ai.coach import CoachWarning
    from deberts_desktop.ai.review import CardReview
    from deberts_desktop.engine.reasons import Reason
    from deberts_desktop.ui.review.words import best_tip, position_html
    from deberts_desktop.ui.table.advice import coach_text
    from deberts_desktop.ui.table.narrator import Narrator

    latin = re.compile("[♠♥♦♣][JQKA]")
    texts = list(_unit_words().values())
    texts.append(coach_text(CoachWarning(C("KS"), C("AS"), 12.0, 28.0, 40.0)))
    review = CardReview(3, 1, 0, 0, C("KS"), (C("AS"), C("KS"), C("QH")), {C("AS"): 81, C("KS"): 60, C("QH"): 81},
                        {C("AS"): 30, C("KS"): 20, C("QH"): 30}, {C("AS"): 40.0, C("KS"): 28.0, C("QH"): 39.8})
    texts += [position_html(review, ["Вы", "Анна"], 10), best_tip(review)]
    texts.append(Narrator(["Вы", "Анна"], (0,), Rules(players=2)).refused(C("JD"), Reason("must_follow", "", suit=0)))
    for text in texts:
        assert not latin.search(text), text
    assert "♠Т и ♠К" in texts[0] and "♠К" in texts[7] and "♠Т" in texts[7]
    assert "♥Д" in texts[8] and "♦В" in texts[-1]
    from deberts_desktop.ui.words import card_name, rank_label  # the one home of the letters

    assert [rank_label(r) for r in range(8)] == ["7", "8", "9", "10", "В", "Д", "К", "Т"]
    assert [card_name(C(c)) for c in ("AS", "KH", "QD", "JC", "TS")] == ["♠Т", "♥К", "♦Д", "♣В", "♠10"]
