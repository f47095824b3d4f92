"""The seven swap and the low-hand redeal offered through buttons (and declined with
"Keep my cards"); computer players in the worker process; New game and closing abandon a
search; a failed or lost search plays a legal fallback; autoplay."""

from __future__ import annotations

import os
import signal
import time

from PySide6.QtCore import Qt

from deberts_desktop.ai.players import fallback_action
from deberts_desktop.engine.actions import DECLINE, PASS, REDEAL, SWAP, TAKE, Play
from deberts_desktop.engine.cards import CARDS, Card
from deberts_desktop.engine.deal import Deal
from deberts_desktop.engine.rules import Rules
from tests.ui import worker_jobs

from .table_driver import Person, legal_now, make_window, person_turn, status_log
from .table_driver import settle  # the settled layout: docs/test-waits.md
from .test_worker import alive

#: a job that keeps the worker busy (a long search)
SLOW = worker_jobs.sleep


def set_deal(rules, dealer, hands, turned, completion):
    """A deal from the hands held in bidding and the completion packets; the rest is
    the stock."""
    used = {Card.parse(c) for h in hands + completion for c in h} | {Card.parse(turned)}
    stock = [str(c) for c in CARDS if c not in used]
    return Deal.from_hands(rules, dealer, hands, turned, completion, stock if rules.players < 4 else None)


def test_seven_swap_by_the_declarer(qtbot):
    rules = Rules(players=2)
    deal = set_deal(rules, 1, [["7D", "AS", "KS", "AH", "KH", "AC"], ["8D", "9D", "7S", "8S", "7H", "8H"]],
                    "QD", [["QS", "QH", "KC"], ["7C", "8C", "9C"]])
    win = make_window(qtbot, 2, dealer=1, deals=[deal])
    person = Person(qtbot, win)
    d = win.director
    assert person.wait() == "turn"
    assert legal_now(win) == [TAKE, PASS]
    person.click_button(TAKE)
    assert person.wait() == "turn"
    assert SWAP in legal_now(win) and any(isinstance(a, Play) for a in legal_now(win))
    assert win.status_label.text() == "Your turn: play a card, or first swap the seven"
    assert win.bar.button_for(SWAP).isVisible()
    person.click_button(SWAP)
    assert person.wait() == "turn"
    assert SWAP not in legal_now(win)
    assert Card.parse("QD") in d.model.hands[0] and Card.parse("7D") not in d.model.hands[0]
    assert d.model.turned == Card.parse("7D")  # the seven lies face up on the table
    assert win.scene.cards[int(Card.parse("7D"))].face_up
    assert person.mismatches == []


def test_seven_swap_declined_when_another_player_leads(qtbot):
    rules = Rules(players=2)
    deal = set_deal(rules, 1, [["7D", "7S", "8S", "7H", "8H", "7C"], ["JD", "9D", "AD", "TD", "KD", "AS"]],
                    "QD", [["8C", "9S", "9H"], ["AH", "AC", "KS"]])
    win = make_window(qtbot, 2, dealer=1, deals=[deal])
    person = Person(qtbot, win)
    deal = win.session.game.deal
    assert person.wait() == "turn"
    person.click_button(PASS)
    assert person.wait() == "turn"
    assert deal.declarer == 1
    # asked alone before the first lead: swap, or keep the cards (an explicit decline)
    assert set(legal_now(win)) == {SWAP, DECLINE}
    assert win.status_label.text() == "You may swap the seven before the first card"  # no redeal with 2
    assert win.bar.button_for(DECLINE).text() == "Keep my cards  [K]"
    person.click_button(DECLINE)
    assert person.wait() == "turn"
    # the computer led; the person answers with a card
    assert any(isinstance(a, Play) for a in legal_now(win))
    assert len(deal.trick_cards) == 1
    assert SWAP not in legal_now(win)
    assert person.mismatches == []


def test_low_hand_redeal_offered_and_claimed(qtbot):
    rules = Rules(players=4, mode="individual")
    deal = set_deal(rules, 3,
                    [["7S", "8S", "7H", "8H"], ["JD", "9D", "KD", "QD"], ["AS", "TS", "KS", "QS"], ["AH", "TH", "KH", "QH"]],
                    "AD",
                    [["7C", "8C", "9S", "9H"], ["AC", "TC", "KC"], ["JS", "JH", "JC", "QC"], ["TD", "8D", "7D", "9C"]])
    win = make_window(qtbot, 4, "individual", dealer=3, deals=[deal])
    said = status_log(win)
    person = Person(qtbot, win)
    assert person.wait() == "turn"
    person.click_button(PASS)
    assert person.wait() == "turn"
    assert win.session.game.deal.declarer == 1
    assert set(legal_now(win)) == {REDEAL, DECLINE}  # the trump seven is seat 3's: no swap
    assert win.status_label.text() == "You may claim a redeal before the first card"
    person.click_button(REDEAL)
    qtbot.waitUntil(lambda: win.director.deal_no == 2, timeout=5000)
    first = win.session.game.entries[0]
    assert first.deal.result.thrown_in and first.deal.thrown_in_seat == 0
    assert "You claim a low-hand redeal: the deal is thrown in" in said


def test_dealer_must_name_has_no_pass_button(qtbot):
    rules = Rules(players=2, all_pass="dealer_must_name")
    deal = set_deal(rules, 0, [["AS", "KS", "AH", "KH", "AC", "KC"], ["7S", "8S", "7H", "8H", "7C", "8C"]],
                    "8D", [["QS", "QH", "QC"], ["9S", "9H", "9C"]])
    win = make_window(qtbot, 2, dealer=0, rules=rules, deals=[deal])
    person = Person(qtbot, win)
    assert person.wait() == "turn"
    person.click_button(PASS)  # round 1: seat 1 passed, the dealer passes
    assert person.wait() == "turn"
    deal = win.session.game.deal
    assert deal.phase == "bidding_2" and deal.dealer == 0
    assert PASS not in legal_now(win) and win.bar.button_for(PASS) is None
    assert len(win.bar.buttons) == 3
    qtbot.keyClick(win.view, Qt.Key.Key_H)  # name hearts by key
    qtbot.waitUntil(lambda: deal.trump is not None, timeout=5000)
    assert int(deal.trump) == 1 and deal.declarer == 0


def test_new_game_abandons_a_running_search(qtbot):
    """New game while a computer thinks (here: behind a 30 s job): the search is ended
    with its process, the new game's computer is answered by a new worker at once, and
    nothing of the old game's search is delivered."""
    win = make_window(qtbot, 2, "pairs", seed=2, dealer=0, inline_ai=False)  # seat 1 bids first
    ses = win.session
    answers = []
    ses.computers.decided.connect(lambda tag, action: answers.append(tag))
    ses.computers.run("slow", SLOW, 30)  # the computer's question waits behind it
    qtbot.waitUntil(lambda: bool(ses.waiting and ses.waiting[0] == "computer"), timeout=10000)
    old_game, old = ses.game, ses.computers.worker.pid
    assert not ses.in_progress  # nothing done yet: New game asks nothing
    t0 = time.monotonic()
    win.new_action.trigger()
    assert not alive(old)
    assert ses.game is not old_game
    person = Person(qtbot, win)

    def a_computer_answered():
        if person_turn(win):
            person.act()
        return any(tag[0] == "move" and tag[1] == ses.gen for tag in answers)

    qtbot.waitUntil(a_computer_answered, timeout=15000)
    assert time.monotonic() - t0 < 14
    assert ses.computers.worker.pid != old
    assert "slow" not in answers and all(tag[1] == ses.gen for tag in answers if tag[0] == "move")


def test_stale_answers_are_dropped_after_new_game(qtbot):
    win = make_window(qtbot, 2, "pairs", seed=2)
    ses = win.session
    Person(qtbot, win).wait()
    gen = ses.gen
    win.new_game(Rules(players=2), seed=9)
    # an answer tagged for the old game arrives late: nothing happens
    history = list(ses.game.deal.history)
    ses.computers.decided.emit(("move", gen, 1, 0, 1), TAKE)
    settle(qtbot, win)
    assert ses.game.deal.history[: len(history)] == history


def test_autoplay_plays_a_whole_game_with_four_players(qtbot):
    """Computers in every seat (quick ones) play a 4-player game in pairs to its end on
    the table (to 301: a short game); the panels continue by themselves. (The
    ``--autoplay`` command itself: test_integration.test_autoplay_leaves_no_files_in_the_user_folders.)"""
    rules = Rules(players=4, mode="pairs", target=301)
    win = make_window(qtbot, 4, "pairs", seed=1, autoplay=True, size=(800, 600), rules=rules)
    with qtbot.waitSignal(win.game_over, timeout=120000) as over:
        pass
    game = over.args[0]
    assert game is win.session.game and game.finished and game.winner is not None
    assert max(game.scores) >= game.rules.target or game.debertz is not None
    assert not win.summary.isVisible() and not win.final.isVisible()


def test_debertz_ends_the_game_on_the_table(qtbot):
    rules = Rules(players=2)
    deal = set_deal(rules, 1, [["8D", "9D", "TD", "JD", "QD", "KD"], ["7S", "8S", "7H", "8H", "7C", "8C"]],
                    "AD", [["7D", "AS", "KS"], ["9S", "9H", "9C"]])
    win = make_window(qtbot, 2, dealer=1, deals=[deal])
    said = status_log(win)
    person = Person(qtbot, win)
    assert person.wait() == "turn"
    person.click_button(TAKE)
    assert person.wait() == "turn"
    person.click_button(SWAP)  # the ace completes 8 … A of trumps
    assert person.wait() == "turn"
    person.click_card(Card.parse("AS"))
    assert person.wait() == "final"
    game = win.session.game
    assert game.finished and game.debertz == 0
    assert "debertz" in win.final.title.text().lower()
    assert any("DEBERTZ" in line for line in said)
    person.shot("debertz")


def test_a_failing_computer_player_falls_back_to_a_legal_move(qtbot, monkeypatch):
    """A search that raises answers None; the table plays the fallback's legal action
    for that computer and the deal goes on to its end."""
    import deberts_desktop.ai.config as config

    real = config.think
    failed = []

    def flaky(level, seed, seat, view):
        if not failed and view.phase == "play":
            failed.append((seat, view, len(win.session.game.deal.history)))
            raise RuntimeError("the search broke")
        return real(level, seed, seat, view)

    monkeypatch.setattr(config, "think", flaky)
    win = make_window(qtbot, 2, seed=1)
    person = Person(qtbot, win)
    assert person.play_deal() in ("summary", "final")
    assert [seat for seat, _, _ in failed] == [1]
    seat, view, k = failed[0]
    assert win.session.game.entries[0].deal.history[k] == (1, fallback_action(view))
    assert person.mismatches == []


def test_computer_players_in_the_worker_process_and_a_worker_killed(qtbot):
    """The computers decide in the worker process. It dies (killed from outside) while it
    runs a long job (begun: it has said so) and a computer's question waits behind it: the
    long job is lost, the computer's question, never begun, is asked of a new worker, and
    the deal is played to its end by the computers in it. Closing the window ends the
    worker at once, even in a long search."""
    win = make_window(qtbot, 3, "pairs", seed=6, inline_ai=False, size=(900, 650))
    ses = win.session
    assert ses.computers.worker is not None
    begun, answers = [], []
    ses.computers.progress.connect(lambda tag, done, total: begun.append(tag))
    ses.computers.decided.connect(lambda tag, action: answers.append((tag, action)))
    ses.computers.run("slow", worker_jobs.begun_sleep, 30)  # the computer's question queues behind this
    person = Person(qtbot, win)
    qtbot.waitUntil(lambda: bool(ses.waiting), timeout=10000)
    while ses.waiting[0] == "person":
        person.act()
        qtbot.waitUntil(lambda: bool(ses.waiting), timeout=10000)
    asked = ses.waiting
    qtbot.waitUntil(lambda: "slow" in begun, timeout=30000)  # the long job runs in the worker
    killed = ses.computers.worker.pid
    os.kill(killed, signal.SIGKILL)
    qtbot.waitUntil(lambda: ses.waiting != asked, timeout=10000)
    assert answers[0] == ("slow", None)  # lost
    assert answers[1][0] == asked[1] and answers[1][1] is not None  # decided by the new worker
    assert person.play_deal() in ("summary", "final")
    assert person.mismatches == []
    worker = ses.computers.worker
    assert worker.pid != killed and alive(worker.pid)
    pid = worker.pid
    ses.computers.run("slow", SLOW, 30)  # a long search when the window closes
    t0 = time.monotonic()
    win.close()
    assert ses.closed and not worker.running and not alive(pid)
    assert time.monotonic() - t0 < 5


def test_a_worker_that_cannot_be_started_loses_its_job_and_the_table_goes_on(qtbot, monkeypatch, caplog):
    """No process can be started now (a process or memory limit: EAGAIN; the program
    replaced by an upgrade): the computer's question is lost as with a killed worker — its
    legal fallback is played (the first bid: Anna passes), the hint says it could not be
    worked out — and the reason is in the log; no exception reaches the event loop (before:
    BlockingIOError from the table's turn, the crash dialog, and "Anna is thinking…" for
    ever). Once processes can be started again, the next job starts the worker."""
    import errno
    import subprocess

    from deberts_desktop.ui.game.worker import worker_command

    real = subprocess.Popen
    refusing = [True]

    def popen(args, *a, **k):
        if refusing[0] and list(args) == worker_command():
            raise BlockingIOError(errno.EAGAIN, "Resource temporarily unavailable")
        return real(args, *a, **k)

    monkeypatch.setattr(subprocess, "Popen", popen)
    win = make_window(qtbot, 2, seed=1, inline_ai=False)  # seed 1: Anna (seat 1) bids first
    game = win.session.game
    qtbot.waitUntil(lambda: person_turn(win), timeout=10000)
    assert game.deal.history == [(1, PASS)]
    assert "could not be started: [Errno 11] Resource temporarily unavailable" in caplog.text
    with qtbot.waitSignal(win.session.hint_ready, timeout=10000) as blocker:
        win.hint()
    assert blocker.args == [None, None]
    assert win.status_label.text() == "The hint could not be worked out; press F1 to ask again."
    assert win.hinted is None and win.session.computers.worker.pid is None
    refusing[0] = False
    with qtbot.waitSignal(win.session.hint_ready, timeout=60000) as blocker:
        win.hint()  # F1 again: the worker starts now
    assert blocker.args[0] in legal_now(win) and alive(win.session.computers.worker.pid)
