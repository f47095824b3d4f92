"""The person is "you" in the middle of a sentence, with the verb that goes with it (issue 19,
item 25): "…and you take the declarer's 79", "♥A is given to you twice", "Sequences count
for you", never "You take" or "You and You" from the person's name put in a sentence."""

from __future__ import annotations

import copy
import random

from deberts_desktop.engine import Game, Rules
from deberts_desktop.engine import events as ev
from deberts_desktop.engine.cards import Rank, Suit
from deberts_desktop.engine.record import parse_record, replay
from deberts_desktop.engine.sequences import Sequence
from deberts_desktop.engine.setup import DealSetup
from deberts_desktop.ui.practice.editor import DealEditor
from deberts_desktop.ui.table.narrator import Narrator
from deberts_desktop.ui.table.summaries import deal_summary
from deberts_desktop.ui.words import setup_problem_text
from tests.engine.test_examples import EXAMPLE_A
from tests.storage.helpers import random_step


def example_a(names):
    game = replay(parse_record(copy.deepcopy(EXAMPLE_A)))
    game.names = list(names)
    return game


def test_the_bait_note_says_you_take_the_declarer_s_points(qapp):
    """RULES.md 12 A: Anna declares, 79 against the person's 95: baited; the person, the leader,
    takes her 79. Spoken to the person: "you take"; to Anna (the person in seat 1): "You"
    is a player's name, and the leader "takes"."""
    game = example_a(["You", "Anna"])
    _title, html = deal_summary(game, game.entries[0], 1, (0,))
    assert "79 is less than 95: the declarer writes 0 and you take the declarer's 79." in html
    game = example_a(["Boris", "Anna"])
    _title, html = deal_summary(game, game.entries[0], 1, (1,))
    assert "79 is less than 95: the declarer writes 0 and Boris takes the declarer's 79." in html


def test_the_bait_note_in_pairs_says_you_and_your_partner_take(qapp):
    """4 pairs: the first random deal (seeds from 1) where the opponents are baited and the
    person's side leads: "you and your partner take"."""
    rules = Rules(players=4)
    for seed in range(1, 400):
        game = Game(rules, dealer=0, seed=seed, names=["You", "Anna", "Boris", "Vera"])
        rng = random.Random(seed)
        while not game.rows:
            random_step(game, rng)
        row = game.rows[0]
        if row.outcome == "bait" and row.leaders == (0,):
            break
    else:
        raise AssertionError("no bait of the other pair in 400 deals")
    _title, html = deal_summary(game, game.entries[0], 1, (0,))
    assert "the declarer writes 0 and you and your partner take the declarer's" in html
    assert "You &amp; Boris take" not in html and "You & Boris take" not in html


def test_the_narrator_says_you_deal_and_sequences_count_for_you(qapp):
    rules = Rules(players=2)
    narrator = Narrator(["You", "Anna"], (0,), rules)
    deal = Game(rules, dealer=0, seed=1, names=["You", "Anna"]).start_deal()
    turned = deal.turned.pretty
    assert narrator.deal_started(1, deal) == f"Deal 1 · you deal · turned card {turned}"
    assert Narrator(["You", "Anna"], (1,), rules).deal_started(1, deal) == f"Deal 1 · dealer: You · turned card {turned}"
    terz = Sequence(Suit.HEARTS, 3, Rank.KING)
    line = narrator.event(ev.SequencesShown(0, ((0, terz),), 20), deal)
    assert line.banner.startswith("Sequences count for you: ") and line.banner.endswith(" — 20")
    line = narrator.event(ev.SequencesShown(1, ((1, terz),), 20), deal)
    assert line.banner.startswith("Sequences count for Anna: ")
    line = narrator.event(ev.SequencesShown(0, ((0, terz),), 0), deal)
    assert line.banner == "You won the sequences but took no trick: they do not count"
    pairs = Narrator(["You", "Anna", "Boris", "Vera"], (0,), Rules(players=4))
    line = pairs.event(ev.SequencesShown(2, ((2, terz),), 20), deal)
    assert line.banner.startswith("Sequences count for you and your partner: ")


def test_a_card_typed_twice_in_your_hand_is_given_to_you_twice(qtbot):
    """"♥A is given twice: You and You." is now "♥A is given to you twice."; given to two
    hands, they are listed by their labels; typed twice in Boris's hand: "to Boris"."""
    editor = DealEditor(Rules(players=2), names=["You", "Boris"], seed=1)
    qtbot.addWidget(editor)
    editor.type_cards(0, "AH AH")
    assert editor.problems.text() == "♥A is given to you twice."
    editor.type_cards(0, "AH")
    editor.type_cards(1, "AH")
    assert editor.problems.text() == "♥A is given twice: You and Boris."
    names = ["You", "Boris", "Vera"].__getitem__
    twice = DealSetup(Rules(players=3)).with_hand_text(1, "JS JS").problems()[0]
    assert setup_problem_text(twice, names, 0) == "♠J is given to Boris twice."
    assert setup_problem_text(twice, names) == "♠J is given to Boris twice."


def test_refusals_that_name_the_person_as_subject_or_object(qapp):
    from dataclasses import replace

    from deberts_desktop.engine.setup import FIRST_LEAD

    names = ["You", "Boris", "Vera", "Anna"].__getitem__
    b = DealSetup(Rules(players=2), dealer=1, start=FIRST_LEAD, trump=Suit.HEARTS, declarer=0)
    b = b.with_hand_text(0, "JH 9H AH KH QH AS KS QS 7D").with_hand_text(1, "TS JS 9S 8S AD TD KD AC TC")
    leader = replace(b, leader=1).build().not_saveable  # by the rules seat 0 leads (the dealer's left)
    assert setup_problem_text(leader, names, 0) == (
        "By the rules you lead first, not Boris: this position can be played, not saved.")
    four = DealSetup(Rules(players=4), dealer=3, start=FIRST_LEAD, trump=Suit.HEARTS, declarer=0, turned="AH")
    receiver = four.with_hand_text(2, "AH").problems()[0]  # the declarer, seat 0, receives it
    assert setup_problem_text(receiver, names, 0) == (
        "After bidding the turned card (♥A) goes to you, so it must be in your hand.")
    assert setup_problem_text(receiver, names) == (
        "After bidding the turned card (♥A) goes to You, so it must be in that hand.")  # no person: a name
