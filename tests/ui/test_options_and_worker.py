"""The seven swap and the low-hand redeal offered through buttons; computer players in
the worker process; New game and closing abandon a search; --autoplay."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest
from PySide6.QtCore import Qt

from deberts_desktop.engine.actions import PASS, REDEAL, SWAP, TAKE, Play
from deberts_desktop.engine.cards import CARDS, Card
from deberts_desktop.engine.deal import Deal
from deberts_desktop.engine.rules import Rules
from deberts_desktop.ui.controller import KEEP
from deberts_desktop.ui.players import Thinker, busy

from .table_driver import Person, make_window


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
    c = win.controller
    assert person.wait() == "turn"
    assert c.prompt == [TAKE, PASS]
    person.click_button(TAKE)
    assert person.wait() == "turn"
    assert SWAP in c.prompt and any(isinstance(a, Play) for a in c.prompt)
    assert win.status_label.text() == "Your turn: play a card, or first swap the seven"
    assert win.bar.button_for(SWAP).isVisible()
    person.click_button(SWAP)
    assert person.wait() == "turn"
    assert SWAP not in c.prompt
    assert Card.parse("QD") in c.table_hand(0) and Card.parse("7D") not in c.table_hand(0)
    assert c.model.turned == Card.parse("7D")  # the seven lies face up on the table
    assert c.scene.cards[int(Card.parse("7D"))].face_up
    assert person.mismatches == []


def test_seven_swap_declined_when_another_player_leads(qtbot):
    rules = Rules(players=2)
    deal = set_deal(rules, 1, [["7D", "7S", "8S", "7H", "8H", "7C"], ["JD", "9D", "AD", "TD", "KD", "AS"]],
                    "QD", [["8C", "9S", "9H"], ["AH", "AC", "KS"]])
    win = make_window(qtbot, 2, dealer=1, deals=[deal])
    person = Person(qtbot, win)
    c = win.controller
    assert person.wait() == "turn"
    person.click_button(PASS)
    assert person.wait() == "turn"
    assert c.game.deal.declarer == 1
    assert set(c.prompt) == {SWAP, KEEP}
    assert win.status_label.text() == "You may swap the seven before the first card"  # no redeal with 2
    person.click_button(KEEP)
    assert person.wait() == "turn"
    # the computer led; the person answers with a card
    assert any(isinstance(a, Play) for a in c.prompt)
    assert len(c.game.deal.trick_cards) == 1
    assert SWAP not in c.prompt
    assert person.mismatches == []


def test_low_hand_redeal_offered_and_claimed(qtbot):
    rules = Rules(players=4, mode="individual")
    deal = set_deal(rules, 3,
                    [["7S", "8S", "7H", "8H"], ["JD", "9D", "KD", "QD"], ["AS", "TS", "KS", "QS"], ["AH", "TH", "KH", "QH"]],
                    "AD",
                    [["7C", "8C", "9S", "9H"], ["AC", "TC", "KC"], ["JS", "JH", "JC", "QC"], ["TD", "8D", "7D", "9C"]])
    win = make_window(qtbot, 4, "individual", dealer=3, deals=[deal])
    person = Person(qtbot, win)
    c = win.controller
    assert person.wait() == "turn"
    person.click_button(PASS)
    assert person.wait() == "turn"
    assert c.game.deal.declarer == 1
    assert REDEAL in c.prompt and KEEP in c.prompt
    assert SWAP not in c.prompt  # the trump seven is seat 3's
    assert win.status_label.text() == "You may claim a redeal before the first card"
    person.click_button(REDEAL)
    qtbot.waitUntil(lambda: c.deal_no == 2, timeout=5000)
    first = c.game.entries[0]
    assert first.deal.result.thrown_in and first.deal.thrown_in_seat == 0
    assert "low-hand redeal" in " ".join(c.log)


def test_dealer_must_name_has_no_pass_button(qtbot):
    rules = Rules(players=2, all_pass="dealer_must_name")
    deal = set_deal(rules, 0, [["AS", "KS", "AH", "KH", "AC", "KC"], ["7S", "8S", "7H", "8H", "7C", "8C"]],
                    "8D", [["QS", "QH", "QC"], ["9S", "9H", "9C"]])
    win = make_window(qtbot, 2, dealer=0, rules=rules, deals=[deal])
    person = Person(qtbot, win)
    c = win.controller
    assert person.wait() == "turn"
    person.click_button(PASS)  # round 1: seat 1 passed, the dealer passes
    assert person.wait() == "turn"
    deal = c.game.deal
    assert deal.phase == "bidding_2" and deal.dealer == 0
    assert PASS not in c.prompt and win.bar.button_for(PASS) is None
    assert len(win.bar.buttons) == 3
    qtbot.keyClick(win.view, Qt.Key.Key_H)  # name hearts by key
    qtbot.waitUntil(lambda: deal.trump is not None, timeout=5000)
    assert int(deal.trump) == 1 and deal.declarer == 0


def test_computer_players_in_the_worker_process(qtbot):
    win = make_window(qtbot, 3, "pairs", seed=6, inline_ai=False, size=(900, 650))
    assert win.thinker._executor is not None
    person = Person(qtbot, win)
    assert person.play_deal() in ("summary", "final")
    assert person.mismatches == []
    procs = list(win.thinker._executor._processes.values())
    win.close()
    for p in procs:
        p.join(5)
        assert not p.is_alive()


def test_new_game_abandons_a_running_search(qtbot):
    t = Thinker(inline=False)
    answers = []
    t.decided.connect(lambda tag, result: answers.append((tag, result)))
    qtbot.waitUntil(lambda: bool(t._executor._processes), timeout=10000)
    old = list(t._executor._processes.values())
    t.run("slow", busy, 30.0)
    time.sleep(0.2)
    t0 = time.monotonic()
    t.abandon()
    for p in old:
        assert not p.is_alive()
    t.run("quick", busy, 0.01)
    qtbot.waitUntil(lambda: any(tag == "quick" for tag, _ in answers), timeout=15000)
    assert time.monotonic() - t0 < 14
    t.close()


def test_stale_answers_are_dropped_after_new_game(qtbot):
    win = make_window(qtbot, 2, "pairs", seed=2)
    c = win.controller
    Person(qtbot, win).wait()
    gen = c.gen
    c.new_game(Rules(players=2), seed=9)
    # an answer tagged for the old game arrives late: nothing happens
    history = list(c.game.deal.history)
    c._on_decided(("move", gen, 1, 0, 1), TAKE)
    qtbot.wait(20)
    assert c.game.deal.history[: len(history)] == history


@pytest.mark.parametrize("argv", [["--seed", "3"], ["--players", "4", "--mode", "pairs", "--seed", "1"]],
                         ids=["2p", "4p"])
def test_autoplay_plays_a_whole_game(argv):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-m", "deberts_desktop", "--autoplay", *argv], capture_output=True,
                         text=True, timeout=240, env=env)
    assert out.returncode == 0, out.stderr
    assert "Winner:" in out.stdout and "Final scores:" in out.stdout
    assert "Traceback" not in out.stderr


def test_debertz_ends_the_game_on_the_table(qtbot, tmp_path):
    rules = Rules(players=2)
    deal = set_deal(rules, 1, [["8D", "9D", "TD", "JD", "QD", "KD"], ["7S", "8S", "7H", "8H", "7C", "8C"]],
                    "AD", [["7D", "AS", "KS"], ["9S", "9H", "9C"]])
    win = make_window(qtbot, 2, dealer=1, deals=[deal])
    person = Person(qtbot, win)
    c = win.controller
    assert person.wait() == "turn"
    person.click_button(TAKE)
    assert person.wait() == "turn"
    person.click_button(SWAP)  # the ace completes 8 … A of trumps
    assert person.wait() == "turn"
    person.click_card(Card.parse("AS"))
    assert person.wait() == "final"
    assert c.game.finished and c.game.debertz == 0
    assert "debertz" in win.final.title.text().lower()
    assert any("DEBERTZ" in line for line in c.log)
    person.shot(tmp_path / "debertz.png")


def test_closing_the_window_abandons_a_search(qtbot):
    win = make_window(qtbot, 2, "pairs", seed=6, inline_ai=False)
    t = win.thinker
    qtbot.waitUntil(lambda: bool(t._executor._processes), timeout=10000)
    procs = list(t._executor._processes.values())
    t.run("slow", busy, 30.0)
    time.sleep(0.2)
    t0 = time.monotonic()
    win.close()
    for p in procs:
        p.join(5)
        assert not p.is_alive()
    assert time.monotonic() - t0 < 5
    assert win.controller.closed


def test_a_failing_computer_player_falls_back_to_a_legal_move(qtbot, monkeypatch):
    """A search that raises answers None; the table plays the simple player's legal
    card for that computer and the deal goes on to its end."""
    import deberts_desktop.ui.players as players

    real = players.make_computer
    failures = []

    class Flaky:
        def __init__(self, inner):
            self.inner = inner

        def choose(self, view):
            if not failures and view.phase == "play":
                failures.append(view.seat)
                raise RuntimeError("the search broke")
            return players.decide(self.inner, view)

    monkeypatch.setattr(players, "make_computer", lambda level, seed: Flaky(real(level, seed)))
    win = make_window(qtbot, 2, seed=1)
    person = Person(qtbot, win)
    assert person.play_deal() in ("summary", "final")
    assert failures == [1]
    assert person.mismatches == []


def test_a_worker_killed_while_a_computer_thinks_does_not_stop_the_game(qtbot):
    """The worker process dies (killed from outside) while a computer's question waits
    for it: the answer fails, the table plays a legal fallback move for that computer,
    a new worker is started, and the deal is played to its end."""
    import signal

    win = make_window(qtbot, 3, "pairs", seed=6, inline_ai=False, size=(900, 650))
    c = win.controller
    win.thinker.run("slow", busy, 30.0)  # the computer's question queues behind this
    person = Person(qtbot, win)
    qtbot.waitUntil(lambda: bool(c.waiting), timeout=10000)
    while c.waiting[0] == "person":
        person.act()
        qtbot.waitUntil(lambda: bool(c.waiting), timeout=10000)
    asked = c.waiting
    for p in list(win.thinker._executor._processes.values()):
        os.kill(p.pid, signal.SIGKILL)
    qtbot.waitUntil(lambda: c.waiting != asked, timeout=10000)
    assert person.play_deal() in ("summary", "final")
    assert person.mismatches == []
    win.close()
