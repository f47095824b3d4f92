"""Learning from a deal in the app (issue 13): the review of a deal (from the end-of-deal
panel and from History, kept in the history, in a process of its own), hints that explain
and the coach, as a player uses them. Set positions and RULES.md 12 A: no game is played
out here."""

from __future__ import annotations

import copy
import re

import pytest
from hypothesis import given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFontMetricsF, QTextDocument

from deberts_desktop.ai.explain import REASONS, Hint, Option, Reason
from deberts_desktop.ai.review import REVIEW_VERSION, positions, review_deal
from deberts_desktop.engine import Card, Deal, Game, Rules
from deberts_desktop.engine.actions import PASS, TAKE, Play
from deberts_desktop.engine.cards import cards_of
from deberts_desktop.engine.record import game_record, parse_record, replay
from deberts_desktop.storage.history import History
from deberts_desktop.storage.messages import Message
from deberts_desktop.ui.table.advice import reason_text
from deberts_desktop.ui.cards.art import CardArt
from deberts_desktop.ui.review.window import SIDE_WIDTH, ReviewSource, ReviewWindow
from deberts_desktop.ui.review.words import BEST_COLOUR, PLAYED_COLOUR
from tests.engine.test_examples import EXAMPLE_A
from tests.ui import worker_jobs

from .table_driver import make_window, person_turn, shot
from .test_layout import cramped_columns
from .test_session import storage_in
from .test_worker import alive
from .test_real_start import folders  # noqa: F401 (the real start's fixture)

C = Card.parse
TWO = Rules(players=2)


def example_a(names=("You", "Anna")) -> Game:
    """RULES.md 12 A, played: Anna (seat 1) declares and is baited, 79 against 95; You
    write 95 + 79 = 174, Anna 0. Its last trick: ♦10 (Anna), ♦8 (You), both forced."""
    game = replay(parse_record(copy.deepcopy(EXAMPLE_A)))
    game.names = list(names)
    return game


def cells(tl, row) -> list[str]:
    return [tl.item(row, c).text() for c in range(tl.columnCount())]


def test_a_deal_just_played_is_reviewed_kept_and_opened_again_from_history(qtbot, tmp_path):
    win = make_window(qtbot, 2, storage=storage_in(tmp_path))
    game = example_a(["You", "Anna"])
    win.continue_game(game, [None, "amateur"])  # stored in History: the summary of deal 1 shows
    qtbot.waitUntil(lambda: win.summary.isVisible(), timeout=5000)
    assert win.session.store.flush()  # deal 1 is stored: its review is kept beside it
    review_button = win.summary.buttons[-1]
    assert review_button.text() == "Review this deal"
    qtbot.mouseClick(review_button, Qt.MouseButton.LeftButton)
    rw = win.review_window
    qtbot.waitUntil(lambda: rw.review is not None, timeout=10000)
    gid = win.session.store.game_id
    history = win.storage.history
    assert rw.source.game_id == gid and rw.jobs is not win.session.computers  # a worker of its own
    assert history.deal_review(gid, 1, REVIEW_VERSION) == rw.review.to_dict()  # kept
    tl = rw.timeline
    # every bid and card, then the end: "0 pass", "1 take", "1 swap", 18 cards
    assert tl.rowCount() == 22
    # the bids are valued as the hint values them (the Master's bidding simulation, in
    # margin): You passed where the best was the higher of take and pass
    from deberts_desktop.ai.explain import hint

    opening = game_record(game).deals[0].make_deal(TWO, 1)
    asked = hint(opening.view(0))
    take, passing = asked.value_of(TAKE), asked.value_of(PASS)
    assert asked.unit == "margin" and take is not None and passing is not None
    you_pass = rw.review.bids[0]
    assert (you_pass.index, you_pass.seat, you_pass.bid, you_pass.values) == (0, 0, PASS, {TAKE: take, PASS: passing})
    best = max(take, passing)

    def shown(x):
        return f"{x:g}".replace("-", "−")

    cost = round(best - passing, 1)
    assert cells(tl, 0)[1:] == ["You: pass", "", f"{shown(best)} / {shown(passing)}",
                                shown(cost) if cost > 0 else ""]
    assert cells(tl, 2)[1] == "Anna: swap of the seven" and cells(tl, 2)[2:] == ["", "", ""]  # not a bid
    rw.go_to(0)
    assert ("You: pass" in rw.position.text() and "Bidding simulation" in rw.position.text()  # as the timeline
            and f"Take ♦ {shown(take)}" in rw.position.text())  # the turned card ♦Q: as the table's button
    assert ("You: pass; better was take\u00a0♦." in rw.position.text()) == (take > passing)  # as the timeline says a take
    assert "Bids: the Master's bidding simulation" in rw.notes.text()
    assert cells(tl, 3)[:2] == ["1", "Anna: ♦A"]
    # the last trick: both cards forced; You write 174 whatever is played, Anna 0
    assert cells(tl, 19) == ["9", "Anna: ♦10", "0\u2009/\u20090", "forced", ""]  # thin spaces
    assert cells(tl, 20) == ["", "You: ♦8", "174\u2009/\u2009174", "forced", ""]
    assert "other seats as one side" not in rw.notes.text()  # two sides: nothing combined
    assert ("<tr><td colspan='5'><b>You</b></td></tr><tr><td align='right'>9</td>"
            "<td align='right' style='padding-left:6px'>") in rw.summary.text()
    # the mistakes are marked; clicking one shows its position with both cards framed
    mistakes = rw.review.mistakes(10)
    assert mistakes and all(tl.item(c.index, 4).text().startswith("⚠") for c in mistakes)
    bad = mistakes[0]
    rect = tl.visualItemRect(tl.item(bad.index, 1))
    qtbot.mouseClick(tl.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert rw.table.step == bad.index  # the position before the card
    scene = rw.table.scene
    assert scene.cards[int(bad.card)].marked and scene.cards[int(bad.card)].mark_colour == QColor(PLAYED_COLOUR)
    assert scene.cards[int(bad.fair_best)].mark_colour == QColor(BEST_COLOUR)
    assert "better was" in rw.position.text() and "A mistake" in rw.position.text()
    qtbot.keyClick(rw.table, Qt.Key.Key_Right)  # the arrow keys step the table, the timeline follows
    assert rw.table.step == bad.index + 1 and tl.selectionModel().selectedRows()[0].row() == bad.index + 1
    # History → Review a deal…: the same review, read from the history (nothing computed)
    rw.close()
    rw.jobs.run = lambda *a: (_ for _ in ()).throw(AssertionError("computed again"))
    hw = win.open_history()
    hw.select_game(gid)
    assert hw.review_button.isEnabled()
    qtbot.mouseClick(hw.review_button, Qt.MouseButton.LeftButton)
    assert rw.isVisible() and rw.review == DealReviewOf(history, gid) and rw.last_seconds is None
    # a replay's "Review this deal…" (History's game): the same review, from the history again
    rw.close()
    assert win.replays.start_replay(gid) and win.replays.replay.review_button.isVisible()
    qtbot.mouseClick(win.replays.replay.review_button, Qt.MouseButton.LeftButton)
    assert rw.isVisible() and rw.source.game_id == gid and rw.review == DealReviewOf(history, gid)
    # an opened record (no history): reviewed from the record, kept nowhere
    rw.close()
    asked = []
    rw.jobs.run = lambda *a: asked.append(a)
    win.replays.show_replay(history.record(gid), "friend.record.json", None)
    qtbot.mouseClick(win.replays.replay.review_button, Qt.MouseButton.LeftButton)
    assert rw.isVisible() and rw.source.history is None and rw.source.game_id is None
    assert len(asked) == 1  # computed (in its process), there being nothing kept to read


def DealReviewOf(history, gid):
    from deberts_desktop.ai.review import DealReview

    return DealReview.from_dict(history.deal_review(gid, 1, REVIEW_VERSION))


def test_a_read_only_history_shows_the_review_without_keeping_it(qtbot):
    history = History(":memory:")
    game = example_a()
    gid = history.start_game(TWO, game.names, [None, "amateur"])
    history.store_game(gid, game)
    record = game_record(game)
    src = ReviewSource(record, [1], history, gid)
    review = review_deal(TWO, record.deals[0], 1, seats=(1,), worlds=4)  # a small one: only its keeping counts
    history.read_only = Message("read only")
    src.keep(0, review)  # no error, no message box
    assert history.deal_review(gid, 1, REVIEW_VERSION) is None and src.cached(0) == review
    history.read_only = None
    src2 = ReviewSource(record, [1], history, gid)
    src2.keep(0, review)
    assert ReviewSource(record, [1], history, gid).cached(0) == review
    history.close()


def test_the_review_runs_in_a_process_of_its_own_cancel_and_close_end_it(qtbot):
    game = example_a()
    rw = ReviewWindow(CardArt(), inline=False)
    qtbot.addWidget(rw)
    rw.open(ReviewSource(game_record(game), [1]), 0)
    assert rw.busy and rw.cancel_button.isVisible() and rw.progress.isVisible()
    worker = rw.jobs.worker
    assert worker.name == "deberts-review" and worker.running
    first = worker.pid
    qtbot.mouseClick(rw.cancel_button, Qt.MouseButton.LeftButton)
    assert not alive(first) and not rw.busy
    assert rw.state.text() == "Cancelled." and rw.again_button.isVisible() and not rw.cancel_button.isVisible()
    qtbot.mouseClick(rw.again_button, Qt.MouseButton.LeftButton)  # "Review": again, in a new process
    second = worker.pid
    assert rw.busy and second != first and alive(second)
    rw.close()  # closing the window ends the review and its process at once
    assert not rw.busy and not alive(second)
    rw.show()
    rw.jobs.run("idle", worker_jobs.add, 1, 2)  # a process that is done and waits
    qtbot.waitUntil(lambda: worker.running, timeout=5000)
    third = worker.pid
    rw.close()
    assert not alive(third)


# ---------------------------------------------------------------------------- hints and the coach
def ten_under_the_ace(win, hands=(("TH", "7H", "8S", "9S"), ("JH", "QH", "KH", "AH"))):
    """Trump ♣; Anna (seat 1) declares with the fifty ♥J ♥Q ♥K ♥A and leads the ace; You
    hold ♥10 ♥7 ♠8 ♠9. ♥7 keeps the ten: it beats the next heart and the spades take the
    rest — ♥10 ♥K ♥Q ♥J (19) and the last trick (10): You write 29. ♥10 under the ace:
    Anna takes every trick and You write 0. Shown on ``win``'s table, the person to play."""
    game = Game(TWO, dealer=0, names=win.seat_names(TWO))
    game.start_deal(Deal.at_first_lead(TWO, 0, [list(h) for h in hands], "C", 1, 1))
    game.apply(Play(C(hands[1][-1])))
    win.session.abandon()
    win.continue_game(game, [None, "amateur"])
    return game


def test_the_hint_shows_the_best_cards_their_values_and_why(qtbot):
    win = make_window(qtbot, 2)
    win.session.hint_level = "master"
    ten_under_the_ace(win)
    qtbot.waitUntil(lambda: person_turn(win), timeout=5000)
    win.hint()
    panel = win.overlays.advice.panel
    qtbot.waitUntil(panel.isVisible, timeout=5000)
    rows = [[re.sub("<[^>]+>", "", panel.grid.itemAtPosition(r, c).widget().text()) for c in range(3)]
            for r in range(2)]
    assert rows == [["♥7", "29", "◀ best (Master)"], ["♥10", "0", ""]]  # the best, which is the Master's card
    # ♥10 falls under the ace now (10 points to Anna, ♥7 gives none); with ♥7 You take ♥10
    # ♥K ♥Q ♥J later (19), with ♥10 nothing after this trick: the trick at hand first
    assert panel.reason.text() == ("♥10 would be beaten in this trick and give the opponents more card points than "
                                   "♥7 now: about 10 more. ♥7 also brings more card points in the later tricks: "
                                   "about 19 more.")
    assert "deal points your side can expect to write" in panel.unit.text()
    assert win.director.selected == int(C("7H")) and win.status_label.text() == "Hint: play ♥7"
    qtbot.keyClick(win.view, Qt.Key.Key_Escape)
    assert not panel.isVisible()


def test_every_reason_is_worded_from_its_numbers():
    def words(code, **params):
        options = (Option(Play(C("AS")), 40.0), Option(Play(C("KS")), 30.0))
        return reason_text(Hint(options, Play(C("AS")), Reason(code, params), "deal_points"))

    two = {"best": "AS", "second": "KS"}
    said = {
        "forced": words("forced"),
        "equal": words("equal", **two, points=0.3),
        "bait": words("bait", **two, points=12.5, declarer=True, made=[70, 40]),
        "last_trick": words("last_trick", **two, points=6.0, taken=[80, 20]),
        "sequences": words("sequences", **two, points=20.0),
        "trump_drawn": words("trump_drawn", **two, points=7.5, drawn=[2.0, 0.5]),
        "gives_points": words("gives_points", **two, points=10.0),
        "takes_points": words("takes_points", **two, points=11.0),
        "later_points": words("later_points", **two, points=19.0),
        "overall": words("overall", **two, points=3.2),
        "declaring": reason_text(Hint((Option(TAKE, 5.0), Option(PASS, -2.0)), TAKE,
                                      Reason("declaring", {"best": "take", "second": "pass", "made": [70, None]}),
                                      "margin"), C("QD")),
        "no_values": words("no_values"),
    }
    assert set(said) == set(REASONS)
    assert said["bait"] == ("The bait threshold decides: with ♠A your side makes the deal in 70% of the deals that "
                            "fit what you see, with ♠K in 40% (worth about 12.5 more in deal points).")
    assert said["declaring"] == "Take ♦ is better than passing: declaring is made in 70% of the simulated deals."
    assert said["trump_drawn"] == ("♠A draws more of the opponents' trumps (2 on average, against 0.5 with ♠K), "
                                   "which brings more card points later: about 7.5 more.")
    assert said["forced"] == "♠A is your only choice here."
    assert len(set(said.values())) == len(REASONS)  # no two codes say the same


def test_the_coach_stops_a_costly_card_and_never_a_good_or_forced_one(qtbot):
    win = make_window(qtbot, 2)
    dlg = win.open_settings()
    assert not dlg.coach_box.isChecked() and dlg.coach_spin.value() == 10  # off by default, at 10
    dlg.coach_box.setChecked(True)
    dlg.accept()
    assert win.session.coach_threshold == 10
    ses, coach = win.session, win.overlays.advice.coach
    game = ten_under_the_ace(win)
    qtbot.waitUntil(lambda: person_turn(win) and ses.coach_values is not None, timeout=5000)
    assert ses.coach_values == {C("7H"): 29.0, C("TH"): 0.0}
    assert ses.choose(Play(C("TH")))
    assert coach.isVisible() and C("TH") in game.deal.hand(0)  # not played
    assert coach.line.text() == "Coach: ♥10 costs about 29 in deal points — ♥7 is better (29 against 0)."
    qtbot.keyClick(win.view, Qt.Key.Key_Escape)  # choose again
    assert not coach.isVisible() and person_turn(win) and C("TH") in game.deal.hand(0)
    assert ses.choose(Play(C("7H")))  # the best card: played at once
    assert not coach.isVisible() and C("7H") not in game.deal.hand(0)
    # play anyway (Enter)
    game = ten_under_the_ace(win)
    qtbot.waitUntil(lambda: person_turn(win) and ses.coach_values is not None, timeout=5000)
    ses.choose(Play(C("TH")))
    qtbot.keyClick(win.view, Qt.Key.Key_Return)
    assert not coach.isVisible() and C("TH") not in game.deal.hand(0)
    # values not ready: the card is played at once, unchecked (a click never waits for the coach)
    asked = []
    real_run = ses.computers.run
    ses.computers.run = lambda tag, *a: asked.append(tag) if tag[0] == "coach" else real_run(tag, *a)
    game = ten_under_the_ace(win)
    qtbot.waitUntil(lambda: person_turn(win) and bool(asked), timeout=5000)
    assert ses.choose(Play(C("TH")))
    assert C("TH") not in game.deal.hand(0) and not coach.isVisible()  # played as it was chosen
    # a forced card: nothing asked, played at once
    asked.clear()
    game = ten_under_the_ace(win, (("TH",), ("AH",)))
    qtbot.waitUntil(lambda: person_turn(win), timeout=5000)
    assert asked == [] and ses.choose(Play(C("TH"))) and game.entries[-1].deal.is_done  # played at once


def test_the_help_explains_review_hints_and_coach():
    from deberts_desktop.ui.dialogs.help import render_rules_html, sections

    for language, title in (("en", "Review, hints and the coach"), ("ru", "Разбор, подсказки и тренер")):
        assert ("learning", title) in sections(render_rules_html(TWO, language))


def test_the_summary_says_what_it_sums(qapp):
    """Your three cards cost 9.2, 1 and 0.2 (none a mistake at 10): the summary shows 0 mistakes
    costing 0, and 10.4 for all your cards; Anna's one card costing 12 is a mistake."""
    from deberts_desktop.ai.review import CardReview, DealReview
    from deberts_desktop.ui.review.words import summary_html

    def card(index, seat, played, best_value, played_value):
        other = C("7S") if played != C("7S") else C("8S")
        return CardReview(index, 1, seat, seat, played, (played, other), None, None,
                          {played: played_value, other: best_value})

    cards = (card(0, 0, C("AH"), 50.0, 40.8), card(1, 1, C("KH"), 30.0, 18.0), card(2, 0, C("TH"), 41.0, 40.0),
             card(3, 0, C("9D"), 20.4, 20.2))
    review = DealReview(REVIEW_VERSION, 0, 0, "H", 2, 2, False, 40, (0, 1), cards)
    you, anna = review.summary(10)
    assert (you.cards, you.mistakes, you.fair_loss, you.all_fair_loss) == (3, 0, 0.0, 10.4)
    assert (anna.cards, anna.mistakes, anna.fair_loss, anna.all_fair_loss) == (1, 1, 12.0, 12.0)
    html = summary_html(review, ["You", "Anna"], 10)
    rows = re.findall(r"<tr>(.*?)</tr>", html)
    headers = re.findall(r"<th[^>]*>(.*?)</th>", rows[0])
    assert headers == ["Cards", "Mistakes", "Mistakes&#x27; cost", "Cost of all cards", "Double-dummy loss"]
    # each name a row of its own, its numbers below it
    assert [re.findall(r"<td[^>]*>(.*?)</td>", row) for row in rows[1:]] == [
        ["<b>You</b>"], ["3", "0", "0", "10.4", "0"], ["<b>Anna</b>"], ["1", "1", "12", "12", "0"]]
    assert "the cards that cost at least 10 deal points" in html and "mistakes or not" in html
    # laid out as in the review's side (its narrowest: SIDE_WIDTH), no two columns read as
    # one ("Cards Mistakes" were 4 pixels apart, a space): nearly two spaces between them
    doc = QTextDocument()
    doc.setHtml(html)
    doc.setTextWidth(SIDE_WIDTH - 16)
    assert cramped_columns(doc, 0.85 * QFontMetricsF(doc.defaultFont()).horizontalAdvance("  ")) == []
    # with more than two sides the double-dummy loss is an estimate: said under the numbers
    # (the notes that said it went to a tab of their own, out of sight)
    assert "other seats as one side" not in html
    three = DealReview(REVIEW_VERSION, 0, 0, "H", 3, 3, True, 40, (0, 1), cards)
    assert "the double-dummy search plays the other seats as one side" in summary_html(three, ["You", "Anna"], 10)


def test_the_summary_keeps_each_name_on_one_line_and_every_column_in_view_in_russian(russian):
    """Russian, the review's side at its narrowest (:data:`SIDE_WIDTH`, as at 800×600 and at
    scale 2): «Вы», «Компьютер 1» and «Компьютер 2» each on one line, and the table no wider
    than the side. (Before: the names' column was as narrow as its longest word and
    «Компьютер 1» broke into «Компьютер» over «1», as if a player «1» had a row of its own;
    kept on one line in that column, the table grew wider than the side at scale 2 and its
    last column, «Потери в открытую», was cut.)"""
    from deberts_desktop.ai.review import CardReview, DealReview
    from deberts_desktop.ui.review.words import summary_html

    def card(index, seat, played, best_value, played_value):
        other = C("7S") if played != C("7S") else C("8S")
        return CardReview(index, 1, seat, seat, played, (played, other), None, None,
                          {played: played_value, other: best_value})

    cards = (card(0, 0, C("AH"), 50.0, 40.8), card(1, 1, C("KH"), 30.0, 18.0), card(2, 2, C("TH"), 41.0, 40.0))
    review = DealReview(REVIEW_VERSION, 0, 0, "H", 3, 3, True, 40, (0, 1, 2), cards)
    doc = QTextDocument()
    doc.setHtml(summary_html(review, ["Вы", "Компьютер 1", "Компьютер 2"], 10))
    width = SIDE_WIDTH - 16  # the summary label's room in the side (its margins off)
    doc.setTextWidth(width)
    doc.size()  # laid out
    lines, block = {}, doc.begin()
    while block.isValid():
        if block.text() in ("Вы", "Компьютер 1", "Компьютер 2"):
            lines[block.text()] = block.layout().lineCount()
        block = block.next()
    assert lines == {"Вы": 1, "Компьютер 1": 1, "Компьютер 2": 1}
    assert doc.idealWidth() <= width  # nothing cut at the right: the last column in view


# ---------------------------------------------------------------------------- review, finished (issue 24)
def planted_review(threshold_cards=None):
    """RULES.md 12 A (You seat 0, Anna seat 1; the dealer is seat 1) with values set by hand at five of its positions (the record's legal cards):

    - step 5, You play ♥A: fair ♥A 60, ♥10 59.6, ♠A 59.5 (both within 0.5 of the best: as
      good), ♣Q 59.4 (0.6 under: not), the rest 40; double dummy ♥A and ♠A 70, the rest 60;
    - step 9, You play ♣Q (30) where ♠A was 45 and ♣10 44.8 (as good), ♣J 44: cost 15;
    - step 11, Anna plays ♦K (18) where ♣K was 30: cost 12;
    - step 13, You play ♠A (50), as good as ♣10 (50): cost 0;
    - step 15, You play ♣10 (20) where ♦8 and ♣J were 30: cost 10."""
    from deberts_desktop.ai.review import CardReview, DealReview

    game = example_a()
    record = game_record(game)
    legal = {i: (s, c, d.legal_mask(s)) for i, s, c, d in positions(TWO, record.deals[0], 1)}

    def card(index, fair, dd=None):
        seat, played, mask = legal[index]
        cards = tuple(cards_of(mask))
        fair = {c: fair.get(str(c), 40.0) for c in cards}
        dd = None if dd is None else {c: dd.get(str(c), 60) for c in cards}
        return CardReview(index, 0, seat, seat, played, cards, dd, dd, fair)

    cards = (card(5, {"AH": 60.0, "TH": 59.6, "AS": 59.5, "QC": 59.4}, {"AH": 70, "AS": 70}),
             card(9, {"QC": 30.0, "AS": 45.0, "TC": 44.8, "JC": 44.0, "8D": 20.0, "9D": 20.0}),
             card(11, {"KD": 18.0, "KC": 30.0, "7S": 10.0, "TD": 10.0, "QD": 10.0}),
             card(13, {"AS": 50.0, "8D": 10.0, "TC": 50.0, "JC": 35.0}),
             card(15, {"8D": 30.0, "TC": 20.0, "JC": 30.0}))
    review = DealReview(REVIEW_VERSION, 1, 1, "D", 2, 2, False, 40, (0, 1), cards)
    source = ReviewSource(record, [1])
    source.memory[0] = review  # this window's review: nothing is computed
    return source, review


def stored_planted(change):
    """A History holding RULES.md 12 A with :func:`planted_review` kept as its deal's review,
    after ``change(data)`` (the review's JSON data, changed in place) — a review damaged in
    the history file. Returns the history, the game's id and the record."""
    source, review = planted_review()
    history = History(":memory:")
    game = example_a()
    gid = history.start_game(TWO, game.names, [None, "amateur"])
    history.store_game(gid, game)
    data = review.to_dict()
    change(data)
    history.store_deal_review(gid, 1, REVIEW_VERSION, data)
    return history, gid, source.record


def values_as_a_list(data):
    data["cards"][0]["dd"] = ["AS"]  # (AttributeError: 'list' object has no attribute 'items')


def a_legal_card_not_valued(data):
    del data["cards"][1]["fair"]["AS"]  # (KeyError: Card('AS'), choosing the best)


def a_card_beyond_the_deal(data):
    data["cards"][2]["index"] = 99  # (no row of the timeline: AttributeError on None)


def a_card_of_another_seat(data):
    data["cards"][3]["seat"] = 1  # ♠A by Anna, who never held it: the review of another deal


@pytest.mark.parametrize("change", [values_as_a_list, a_legal_card_not_valued, a_card_beyond_the_deal,
                                    a_card_of_another_seat])
def test_a_stored_review_damaged_is_made_again_never_shown(qtbot, change):
    """A deal's review kept in the history but damaged there (valid JSON, not the review of
    this deal) is made again, as one of an older analysis is: the window opens, nothing of
    it is shown, the review is computed (before, the window failed: the crash dialog)."""
    history, gid, record = stored_planted(change)
    rw = ReviewWindow(CardArt(), inline=True)
    qtbot.addWidget(rw)
    asked = []
    rw.jobs.run = lambda *a: asked.append(a)
    rw.open(ReviewSource(record, [1], history, gid), 0)
    assert rw.isVisible() and rw.review is None and len(asked) == 1
    history.close()


def test_the_planted_review_kept_unchanged_is_read_back_and_shown(qtbot):
    history, gid, record = stored_planted(lambda data: None)
    rw = ReviewWindow(CardArt(), inline=True)
    qtbot.addWidget(rw)
    rw.jobs.run = lambda *a: (_ for _ in ()).throw(AssertionError("computed again"))
    rw.open(ReviewSource(record, [1], history, gid), 0)
    assert rw.review == planted_review()[1]
    history.close()


review_values = st.one_of(
    st.recursive(st.none() | st.booleans() | st.integers(-2, 40) | st.floats(-5, 80) | st.text(max_size=4),
                 lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3),
                 max_leaves=5),
    st.sampled_from(["AS", "TH", "8D", "pass", "take", ["AS", "TH"], {"AS": 60}, {"XX": 1}, 0, 1, 5, 17, 99]),
)


@hsettings(max_examples=80, derandomize=True, deadline=None)
@given(where=st.lists(st.tuples(st.integers(0, 4), st.sampled_from(
    ["index", "trick", "seat", "side", "card", "legal", "dd", "dd_points", "fair"]), review_values),
    min_size=1, max_size=3))
def test_a_stored_review_reads_back_or_is_refused(where):
    """Whatever a kept review's cards hold, reading it back for its deal gives a review
    that fits the deal or None (made again), never an exception; one that fits can be
    shown: its best cards and losses are worked out."""
    from deberts_desktop.ai.review import DealReview

    source, review = planted_review()
    data = review.to_dict()
    for card, field, value in where:
        data["cards"][card][field] = value
    got = DealReview.read(data, TWO, source.record.deals[0], 1)
    if got is not None:
        for c in got.cards:
            assert c.fair_best_cards is not None and c.dd_best_cards is not None and c.fair_loss >= 0


def marked(rw) -> dict[str, str]:
    """The cards framed on the review's table, with their frame's colour."""
    return {str(Card(i)): item.mark_colour.name() for i, item in rw.table.scene.cards.items() if item.marked}


def test_every_card_as_good_as_the_best_is_marked(qtbot):
    source, review = planted_review()
    you_ah = review.cards[0]
    assert you_ah.fair_best_cards == (C("AS"), C("TH"), C("AH")) and you_ah.dd_best_cards == (C("AS"), C("AH"))
    rw = ReviewWindow(CardArt(), inline=True)
    qtbot.addWidget(rw)
    rw.open(source, 0)
    assert rw.review is review
    rw.go_to(5)  # You are to play ♥A: ♥A played (red), ♥10 and ♠A as good (green), ♣Q not
    assert rw.table.step == 5
    green, red = QColor(BEST_COLOUR).name(), QColor(PLAYED_COLOUR).name()
    assert marked(rw) == {"AH": red, "TH": green, "AS": green}
    text = rw.position.text()
    assert "You played" in text and "a best card; as good was" in text and "♠A or" in text and "♥10" in text
    assert "Double dummy: ♠A 70 · ♥A 70 · " in text  # the best first, in card order
    tip = rw.timeline.item(5, 1).toolTip()
    assert tip == "Best by the fair values: ♠A, ♥10, ♥A\nBest double dummy: ♠A, ♥A"
    rw.go_to(9)  # ♣Q cost 15: ♠A and ♣10 (0.2 under ♠A) both better, ♣J (1 under) not
    assert marked(rw) == {"QC": red, "AS": green, "TC": green}
    assert "better was" in rw.position.text() and "A mistake: it cost 15 deal points." in rw.position.text()
    rw.go_to(13)  # ♠A played, ♣10 as good: both framed, nothing a mistake
    assert marked(rw) == {"AS": red, "TC": green} and "A mistake" not in rw.position.text()
    assert rw.timeline.item(13, 4).text() == ""


def whole_in_its_row(tl, row: int, col: int = 1) -> bool:
    """Whether the timeline's cell shows its whole text: wrapped at the cell's width (less the
    item's margins), every line within the row's height."""
    from PySide6.QtCore import QRect

    room = tl.columnWidth(col) - 8
    text = tl.item(row, col).text()
    box = tl.fontMetrics().boundingRect(QRect(0, 0, room, 10_000), int(Qt.TextFlag.TextWordWrap), text)
    return box.width() <= room and box.height() <= tl.rowHeight(row)


def open_at_800_by_600(qtbot, source, index=0):
    """The review of deal ``index`` of ``source`` at 800×600 (784×540 inside), settled."""
    from .table_driver import settle

    rw = ReviewWindow(CardArt(), inline=True)
    qtbot.addWidget(rw)
    rw.open(source, index)
    rw.resize(784, 540)
    rw.show()
    settle(qtbot, rw)
    return rw


def test_the_timeline_shows_each_card_and_bid_beside_a_long_name_in_an_800_by_600_window(qtbot):
    """Names as long as the settings take (21 and 24 letters) in the review at 800×600
    (784×540): each row of "Bid or card" shows its name and what was bid or played whole,
    over two lines where one is too narrow. (Before: cut at the right, every row showed the
    name only, "Максимилиан-Фердина…"; then cut in the middle of the name.)"""
    source, _review = planted_review()
    source.record.names = ["Максимилиан-Фердинанд", "Александра Константинов"]  # 21 and 23 letters (at most 24)
    rw = open_at_800_by_600(qtbot, source)
    tl = rw.timeline
    room = tl.columnWidth(1) - 8  # the cell's text room: its width less the item's margins
    metrics = tl.fontMetrics()
    texts = [tl.item(r, 1).text() for r in range(tl.rowCount() - 1)]  # (the last: "The end of the deal")
    # RULES.md 12 A: the bids (the turned card ♦Q taken), the seven swapped, then 18 cards (the first ♦A)
    assert texts[:4] == ["Максимилиан-Фердинанд: pass", "Александра Константинов: take\u00a0♦",
                         "Александра Константинов: swap of the seven", "Александра Константинов: ♦A"]
    assert len(texts) == 21 and all(metrics.horizontalAdvance(t) > room for t in texts)  # none fits on one line
    assert [t for r, t in enumerate(texts) if not whole_in_its_row(tl, r)] == []
    assert tl.rowHeight(tl.rowCount() - 1) < tl.rowHeight(0)  # "The end of the deal": one line, as before


def test_a_suit_named_in_round_two_reads_whole_in_russian_at_800_by_600(qtbot, russian):
    """Russian at 800×600, the settings' longest names: in deal 1 of a two-player game (seed 5)
    both pass the turned card, then Александра Константинов names hearts in round 2 (RULES.md 5):
    «Александра Константинов: ♥ черви» reads whole, over two lines; so does every other row.
    (Before: every row one line high, the text cut in its middle: «Александра…ов: ♥ черви».)"""
    from deberts_desktop.ai.review import DealReview

    from tests.storage.test_history import finished_game

    game = finished_game(TWO, 5, names=["Максимилиан-Фердинанд", "Александра Константинов"])
    record = game_record(game)
    assert record.deals[0].actions[:3] == ["1 pass", "0 pass", "1 name H"]
    source = ReviewSource(record, [e.deal.dealer for e in game.entries])
    source.memory[0] = DealReview(REVIEW_VERSION, 0, None, None, 2, 2, False, 40, (0,), ())  # nothing to compute
    rw = open_at_800_by_600(qtbot, source)
    tl = rw.timeline
    assert [tl.item(r, 1).text() for r in range(3)] == [
        "Александра Константинов: пас", "Максимилиан-Фердинанд: пас", "Александра Константинов: ♥\u00a0черви"]
    assert [r for r in range(tl.rowCount()) if not whole_in_its_row(tl, r)] == []
    shot(rw, "review-long-names-ru-800x600")


def test_next_and_previous_mistake_keys_and_buttons(qtbot):
    source, review = planted_review()
    rw = ReviewWindow(CardArt(), inline=True)
    qtbot.addWidget(rw)
    rw.open(source, 0)  # mistakes at 10: steps 9 (15), 11 (12) and 15 (10); not 13 (0)
    with qtbot.waitActive(rw):  # the keys go where a person's do: to the window in front
        rw.activateWindow()
    table = rw.table
    table.setFocus()
    assert rw.mistake_steps() == [9, 11, 15] and table.step == 0
    nxt, prev = rw.next_mistake_button, rw.previous_mistake_button
    assert nxt.text() == "Next mistake\nCtrl+Right" and prev.text() == "Previous mistake\nCtrl+Left"  # keys shown
    assert nxt.isEnabled() and not prev.isEnabled()
    ctrl = Qt.KeyboardModifier.ControlModifier
    seen = []
    for _ in range(4):  # the fourth press finds none after step 15: it stays there
        qtbot.keyClick(table, Qt.Key.Key_Right, ctrl)
        seen.append(table.step)
    assert seen == [9, 11, 15, 15] and not nxt.isEnabled() and prev.isEnabled()
    assert rw.timeline.selectionModel().selectedRows()[0].row() == 15
    assert "A mistake: it cost 10 deal points." in rw.position.text()
    qtbot.keyClick(table, Qt.Key.Key_Left)  # one action back (step 14), then the previous mistake
    qtbot.keyClick(table, Qt.Key.Key_Left, ctrl)
    assert table.step == 11
    qtbot.mouseClick(prev, Qt.MouseButton.LeftButton)
    assert table.step == 9 and not prev.isEnabled() and nxt.isEnabled()
    qtbot.keyClick(table, Qt.Key.Key_Left, ctrl)  # none before step 9
    assert table.step == 9
    qtbot.mouseClick(nxt, Qt.MouseButton.LeftButton)
    assert table.step == 11
    # the review's own threshold: at 12, ♣10's cost of 10 is no mistake
    rw.open(source, 0, threshold=12)
    assert rw.mistake_steps() == [9, 11]
    for _ in range(3):
        qtbot.keyClick(rw.table, Qt.Key.Key_Right, ctrl)
    assert rw.table.step == 11 and not rw.next_mistake_button.isEnabled()


def test_a_set_up_deal_is_neither_reviewed_nor_compared_and_says_why(qtbot, monkeypatch):
    """A game on the table from a set-up position (3 cards each at the first lead) has no
    record: Review and Show me how of its deal each say so in a message, titled as their
    window, and open nothing."""
    from PySide6.QtWidgets import QMessageBox

    from deberts_desktop.ui.review import opening

    from .table_driver import make_window

    said = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text: said.append((title, text.split(":")[0])))
    win = make_window(qtbot, 2)
    rules = Rules(players=2)
    game = Game(rules, dealer=0, names=["You", "Anna"])
    game.start_deal(Deal.at_first_lead(rules, 0, [["KH", "JH", "AS"], ["AD", "KD", "QD"]], "H", 0, 0))
    win.continue_game(game, win.seat_levels(rules))
    assert len(win.session.game.entries) == 1
    assert opening.review_game_deal(win, 0) is None
    assert opening.show_me_how_game_deal(win, 0) is None
    assert opening.review_game_deal(win, 1) is None  # no such deal: nothing said
    assert said == [("Review of a deal", "This deal cannot be reviewed"), ("Show me how", "This deal cannot be compared")]
    assert win.review_window is None and win.master_line_window is None


def test_a_take_is_worded_with_its_suit_in_the_review_and_the_replay_as_at_the_table(qtbot, tmp_path):
    """RULES.md 12 A: the turned card is ♦Q and Anna takes it. The review's timeline, the
    review table's caption and History's replay word her bid as the table's status line
    and deal log do, "Anna: take ♦" (a no-break space: the suit stays on the bid's line).
    (Before: "Anna: take" in the review and the replay beside "Anna: take ♦" in the deal
    log — the record's line was worded without the deal's turned card.)"""
    win = make_window(qtbot, 2, storage=storage_in(tmp_path))
    win.continue_game(example_a(["You", "Anna"]), [None, "amateur"])
    qtbot.waitUntil(lambda: win.summary.isVisible(), timeout=5000)
    assert win.session.store.flush()
    take = "Anna: take\u00a0♦"
    assert take in win.deal_log.lines  # the table's words
    qtbot.mouseClick(win.summary.buttons[-1], Qt.MouseButton.LeftButton)  # Review this deal
    rw = win.review_window
    assert cells(rw.timeline, 0)[1] == "You: pass" and cells(rw.timeline, 1)[1] == take
    rw.table.step = 2  # after "1 take"
    rw.table.show_position()
    assert rw.table.info.text().endswith(f" — {take}")
    rw.close()
    assert win.replays.start_replay(win.session.store.game_id)  # History → Replay
    replay_view = win.replays.replay
    replay_view.step = 2
    replay_view.show_position()
    assert replay_view.info.text() == f"Deal 1 of 1 · action 2 of 21 — {take}"
