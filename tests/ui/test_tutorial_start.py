"""The first-game tutorial is offered at a person's first real start (``cli.main`` with the
staged window, as :mod:`.test_real_start` starts it), once — the settings remember it —
and never with ``--autoplay`` or ``DEBERTS_EXIT_WHEN_PLAYABLE``; with a record argument neither
(checked in :func:`.test_real_start.test_a_record_argument_opens_on_the_replay_table`, a first
start with a record, after Back to game)."""

from __future__ import annotations

import json
from dataclasses import replace

from PySide6.QtCore import Qt

from deberts_desktop.storage.settings import settings_path
from deberts_desktop.ui import app as app_module

from .test_real_start import built, folders, start_app  # noqa: F401 (the fixture)


def _offer_shown(w) -> bool:
    t = getattr(w, "tutorial", None)
    return t is not None and t.panel is not None and t.panel.isVisible() and t.panel.start_button.isVisible()


def test_the_tutorial_is_offered_at_the_first_real_start_only(qtbot, folders, tmp_path, monkeypatch):
    config = tmp_path / "config"

    def first(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None and _offer_shown(w), timeout=30000)
        seen = {"text": w.tutorial.panel.label.text()}
        qtbot.mouseClick(w.tutorial.panel.start_button, Qt.MouseButton.LeftButton)  # Start the tutorial
        qtbot.waitUntil(lambda: w.session.script is w.tutorial and w.tutorial.active, timeout=10000)
        seen["lesson"] = (w.session.practice is not None, w.tutorial.panel.label.text().startswith("Dealing:"))
        w.session.shutdown()  # the lesson's computer stops here
        return seen

    code, seen = start_app(monkeypatch, [], first)
    assert code == 0
    assert seen["text"] == "New to Debertz? A guided first deal teaches the game step by step."
    assert seen["lesson"] == (True, True)
    stored = json.loads(settings_path(config).read_text(encoding="utf-8"))
    assert stored["tutorial"] == {"offered": True}

    def second(w):  # the same folders: offered once, so not again (the lesson's deal, begun, goes on)
        qtbot.waitUntil(lambda: built(w) and (w.session.game is not None or w.questions.question is not None),
                        timeout=30000)
        return _offer_shown(w), w.starter.offer_tutorial

    code, (offered, may_offer) = start_app(monkeypatch, [], second)
    assert code == 0 and may_offer is True and not offered


def test_the_tutorial_is_not_offered_with_autoplay_or_the_playable_check(qtbot, folders, tmp_path, monkeypatch):
    def autoplay(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None, timeout=30000)
        seen = w.starter.offer_tutorial, getattr(w, "tutorial", None)
        w.session.shutdown()  # the computers' game stops here (its end would quit the application)
        return seen

    code, seen = start_app(monkeypatch, ["--autoplay", "--seed", "3"], autoplay)
    assert code == 0 and seen == (False, None)

    monkeypatch.setenv(app_module.PLAYABLE_ENV, "1")  # the packaging's check of a start: no offer either

    def playable(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None, timeout=30000)
        return w.starter.offer_tutorial, getattr(w, "tutorial", None)

    code, seen = start_app(monkeypatch, [], playable)
    assert seen == (False, None)


def test_taking_the_offer_after_the_computer_bid_asks_nothing(qtbot, folders, tmp_path, monkeypatch):
    """The offer taken a moment after the start, when the computer (first to speak: the
    person deals) has already bid: the lesson starts at once — no "A game is in progress.
    Start a new one?" about a game the person never played — and that game is not kept."""
    def first(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None and _offer_shown(w), timeout=30000)
        deal = w.session.game.deal
        dealt_by_person = deal.dealer == 0
        if dealt_by_person:  # the computer speaks first: its bid is on the table before the click
            qtbot.waitUntil(lambda: len(deal.history) >= 1, timeout=30000)
        behind = w.session.game
        qtbot.mouseClick(w.tutorial.panel.start_button, Qt.MouseButton.LeftButton)  # Start the tutorial
        asked = w.questions.question is not None
        qtbot.waitUntil(lambda: w.session.script is w.tutorial and w.tutorial.active, timeout=10000)
        kept = w.storage.history.latest_unfinished() if w.session.store.flush() else "not flushed"
        w.session.shutdown()
        return dealt_by_person, deal.history[:1], asked, behind is not w.session.game, kept

    code, (dealt_by_person, bids, asked, replaced, kept) = start_app(monkeypatch, ["--seed", "2"], first)
    assert code == 0 and dealt_by_person, "seed 2 no longer has the person deal: choose a seed where it does"
    assert bids and bids[0][0] == 1  # the computer had bid
    assert not asked and replaced and kept is None


def test_the_lesson_waits_for_the_person_s_forced_cards(qtbot, folders, tmp_path, monkeypatch):
    """With the settings a person starts with (the rest of a deal plays by itself once all
    the person's cards are forced), the lesson still waits at its last two steps — "lead
    ♣8" and "The last trick … Play ♣9", where the person's last card is forced — for the
    person to play them: they were played at once, and the last trick's
    words were gone before they could be read."""
    from PySide6.QtWidgets import QApplication

    from deberts_desktop.storage.settings import Settings, save_settings
    from deberts_desktop.ui.windows.tutorial import LESSON_SCRIPT, scored_text, step_text

    from .table_driver import Person, person_turn

    assert Settings().play_out_forced  # a first start's settings: on
    save_settings(replace(Settings(), animation_speed="off", computer_delay_ms=0, trick_pause_ms=0),
                  settings_path(tmp_path / "config"))

    def lesson(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None and _offer_shown(w), timeout=30000)
        qtbot.mouseClick(w.tutorial.panel.start_button, Qt.MouseButton.LeftButton)
        ses = w.session
        qtbot.waitUntil(lambda: ses.script is w.tutorial and w.tutorial.active, timeout=10000)
        person, seen = Person(qtbot, w), {}
        for i in [i for i, (seat, _a) in enumerate(LESSON_SCRIPT) if seat == 0]:
            qtbot.waitUntil(lambda: person_turn(w) and len(ses.game.deal.history) == i, timeout=10000)
            if i in (15, 17):
                for _ in range(5):  # what the prompt queued (a forced card is played on the next pass)
                    QApplication.processEvents()
                seen[i] = (len(ses.game.deal.history), person_turn(w), w.tutorial.panel.label.text())
            if i == 0:
                person.click_button(LESSON_SCRIPT[i][1])
            else:
                person.click_card(LESSON_SCRIPT[i][1].card)
        qtbot.waitUntil(w.summary.isVisible, timeout=10000)
        comparisons = ses.comparisons  # the Master's configuration known (it once showed the panel anew)
        comparisons.ask_configuration()
        qtbot.waitUntil(lambda: comparisons.configuration is not None, timeout=30000)
        QApplication.processEvents()
        seen["scored"] = (w.summary.body.toPlainText().startswith(scored_text(ses.game) + "\n"),
                          w.tutorial.panel.isVisible())
        ses.shutdown()
        return seen

    code, seen = start_app(monkeypatch, [], lesson)
    assert code == 0
    assert seen.pop("scored") == (True, False)  # how it was scored: in the end-of-deal panel, not beside it
    assert seen == {15: (15, True, step_text(15)), 17: (17, True, step_text(17))}


def test_the_offer_goes_when_the_person_chooses_problems_and_the_tutorial_stays_in_help(qtbot, folders, monkeypatch):
    """The offer open at the first start and Game → Problems chosen: the offer goes with the
    game it was made over (it stayed on the problem's table, over the trick), and Help →
    Tutorial then starts the lesson from the problem."""
    def first(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None and _offer_shown(w), timeout=30000)
        w.problems_action.trigger()  # Game → Problems (nothing was played: no question)
        qtbot.waitUntil(lambda: w.problems is not None and w.problems.active, timeout=10000)
        seen = {"problem": (w.tutorial.panel.isVisible(), w.tutorial.panel.start_button.isVisible())}
        w.tutorial_action.trigger()  # Help → Tutorial
        qtbot.waitUntil(lambda: w.session.script is w.tutorial and w.tutorial.active, timeout=10000)
        seen["lesson"] = (w.tutorial.panel.isVisible(), w.tutorial.panel.start_button.isVisible(),
                          w.tutorial.panel.label.text().startswith("Dealing:"), w.problems.active)
        w.session.shutdown()  # the lesson's computer stops here
        return seen

    code, seen = start_app(monkeypatch, [], first)
    assert code == 0
    assert seen["problem"] == (False, False)
    assert seen["lesson"] == (True, False, True, False)


def test_the_lesson_goes_on_at_the_next_start_when_the_app_was_closed_during_it(qtbot, folders, tmp_path, monkeypatch):
    """The tutorial started, the person's first two steps taken, the app closed (the lesson's
    deal autosaved as a practice game). At the next start the person answers Continue: the
    lesson goes on at its step — its words over the table, the computer's moves the
    lesson's — to the deal's end. (Before: the deal came back as a plain practice game, no
    words, and the computer played its own cards.)"""
    from deberts_desktop.storage.settings import Settings, save_settings
    from deberts_desktop.ui.windows.tutorial import LESSON_SCRIPT, step_text

    from .table_driver import answer, person_turn

    save_settings(replace(Settings(), animation_speed="off", computer_delay_ms=0, trick_pause_ms=0),
                  settings_path(tmp_path / "config"))
    person_steps = [i for i, (seat, _a) in enumerate(LESSON_SCRIPT) if seat == 0]

    def take_steps(w, steps) -> None:
        ses = w.session
        for i in steps:
            qtbot.waitUntil(lambda: person_turn(w) and len(ses.game.deal.history) == i, timeout=10000)
            assert ses.choose(LESSON_SCRIPT[i][1])

    def first(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None and _offer_shown(w), timeout=30000)
        w.tutorial.panel.start_button.click()
        qtbot.waitUntil(lambda: w.session.script is w.tutorial and w.tutorial.active, timeout=10000)
        take_steps(w, person_steps[:2])
        step = person_steps[2]  # the lesson waits for the person's third step
        qtbot.waitUntil(lambda: person_turn(w) and len(w.session.game.deal.history) == step, timeout=10000)
        return step

    code, step = start_app(monkeypatch, [], first)
    assert code == 0

    def second(w):
        qtbot.waitUntil(lambda: built(w) and w.questions.question is not None, timeout=30000)
        answer(qtbot, w, "Continue")
        ses = w.session
        qtbot.waitUntil(lambda: person_turn(w), timeout=10000)
        seen = {"words": (ses.script is w.tutorial, w.tutorial.panel.isVisible(), w.tutorial.panel.label.text())}
        game = ses.game
        take_steps(w, [i for i in person_steps if i >= step])
        qtbot.waitUntil(lambda: game.deal is None or game.deal.is_done, timeout=10000)
        seen["played"] = game.entries[0].deal.history
        ses.shutdown()
        return seen

    code, seen = start_app(monkeypatch, [], second)
    assert code == 0
    assert seen["words"] == (True, True, step_text(step))
    assert seen["played"] == LESSON_SCRIPT


def test_the_lesson_s_deal_played_again_and_left_unfinished_is_not_the_lesson_at_the_next_start(
        qtbot, folders, tmp_path, monkeypatch):
    """The lesson played to its end, then its deal played again (the panel's "Play this deal
    again…", the same seat): the person free this time, no words. The app closed after the
    person's first bid; at the next start, Continue: the deal goes on as a deal played again
    (its comparison with the lesson's deal comes back), not as the lesson — no lesson words,
    the computer not following the lesson's script. (Before: :meth:`Tutorial.resume` took
    any deal with the lesson's cards, so the deal played again became the lesson again and
    lost its comparison.)"""
    from deberts_desktop.storage.settings import Settings, save_settings
    from deberts_desktop.ui.windows.tutorial import LESSON_SCRIPT

    from .table_driver import answer, person_turn

    save_settings(replace(Settings(), animation_speed="off", computer_delay_ms=0, trick_pause_ms=0),
                  settings_path(tmp_path / "config"))
    person_steps = [i for i, (seat, _a) in enumerate(LESSON_SCRIPT) if seat == 0]

    def first(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None and _offer_shown(w), timeout=30000)
        w.tutorial.panel.start_button.click()
        ses = w.session
        qtbot.waitUntil(lambda: ses.script is w.tutorial and w.tutorial.active, timeout=10000)
        for i in person_steps:  # the lesson to its end
            qtbot.waitUntil(lambda: person_turn(w) and len(ses.game.deal.history) == i, timeout=10000)
            assert ses.choose(LESSON_SCRIPT[i][1])
        qtbot.waitUntil(lambda: w.summary.isVisible(), timeout=10000)
        next(b for b in w.summary.buttons if b.text() == "Play this deal again…").click()
        w.practice_starts.play_again_dialog.accept()  # the same seat
        qtbot.waitUntil(lambda: ses.again is not None and person_turn(w), timeout=10000)
        assert ses.choose(LESSON_SCRIPT[person_steps[0]][1])  # the first bid (the lesson's take), then closed
        qtbot.waitUntil(lambda: person_turn(w), timeout=10000)
        return ses.script

    code, script = start_app(monkeypatch, [], first)
    assert code == 0 and script is None  # played again: not the lesson

    def second(w):
        qtbot.waitUntil(lambda: built(w) and w.questions.question is not None, timeout=30000)
        answer(qtbot, w, "Continue")
        ses = w.session
        qtbot.waitUntil(lambda: person_turn(w), timeout=10000)
        tutorial = getattr(w, "tutorial", None)
        seen = (ses.script, tutorial is not None and tutorial.panel is not None and tutorial.panel.isVisible(),
                ses.again is not None and (ses.again.index, ses.again_args[2]))
        ses.shutdown()
        return seen

    code, seen = start_app(monkeypatch, [], second)
    assert code == 0
    assert seen == (None, False, (0, 0))  # deal 1 (index 0) from the person's seat 0, compared at its end


def test_a_first_start_with_a_record_leaves_the_offer_to_the_next_start(qtbot, folders, tmp_path, monkeypatch):
    """A person's very first start opens a record a friend sent (no offer then, the record
    on the replay table); Back to game deals the first game, and the person closes the app
    before acting in it. The next plain start goes on with that game, which the person has
    not begun — and the tutorial is offered over it, as at a first start. (Before: the game
    went on without a question, and the offer was never made at that start or later.)"""
    from tests.engine.test_examples import EXAMPLE_A

    from .test_real_start import in_replay, write

    record = write(tmp_path / "example-a.record.json", EXAMPLE_A)

    def with_record(w):
        qtbot.waitUntil(lambda: in_replay(w), timeout=30000)
        w.replays.replay.back_button.click()  # Back to game: the first game is dealt
        qtbot.waitUntil(lambda: w.session.game is not None, timeout=10000)
        return w.settings.tutorial_offered, _offer_shown(w)

    code, first = start_app(monkeypatch, [record], with_record)
    assert code == 0 and first == (False, False)

    def next_start(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None and _offer_shown(w), timeout=30000)
        return w.tutorial.panel.label.text(), w.questions.question

    code, (text, question) = start_app(monkeypatch, [], next_start)
    assert code == 0
    assert text == "New to Debertz? A guided first deal teaches the game step by step." and question is None
    stored = json.loads(settings_path(tmp_path / "config").read_text(encoding="utf-8"))
    assert stored["tutorial"] == {"offered": True}  # made once: not at the start after


def test_a_first_start_with_a_record_leaves_the_offer_over_a_game_begun(qtbot, folders, tmp_path, monkeypatch):
    """A person's very first start opens a record (no offer then); Back to game deals the first
    game, the person makes a first bid in it and closes the app. The next plain start asks
    whether to continue that game; the person answers Continue — and the tutorial is offered
    over the game continued, as at a first start over its new game. (Before: it was offered
    only over a saved game not begun; a game begun went through the question and the offer was
    never made.)"""
    from tests.engine.test_examples import EXAMPLE_A

    from .table_driver import answer, legal_now, person_turn, quick_choice
    from .test_keyboard_only import quick_settings
    from .test_real_start import in_replay, write

    quick_settings(tmp_path)
    record = write(tmp_path / "example-a.record.json", EXAMPLE_A)

    def with_record(w):
        qtbot.waitUntil(lambda: in_replay(w), timeout=30000)
        w.replays.replay.back_button.click()  # Back to game: the first game is dealt
        qtbot.waitUntil(lambda: w.session.game is not None and person_turn(w), timeout=10000)
        assert w.session.choose(quick_choice(legal_now(w)))  # the person's first act: the game is begun
        assert w.session.store.flush()
        return w.settings.tutorial_offered, _offer_shown(w)

    code, first = start_app(monkeypatch, [record], with_record)
    assert code == 0 and first == (False, False)

    def next_start(w):
        qtbot.waitUntil(lambda: built(w) and w.questions.question is not None
                        and w.questions.question.isVisible(), timeout=30000)
        asked = _offer_shown(w)  # not over the question: after its answer
        answer(qtbot, w, "Continue")
        qtbot.waitUntil(lambda: w.session.game is not None and _offer_shown(w), timeout=10000)
        return asked, w.tutorial.panel.label.text(), len(w.session.game.deal.history) > 0

    code, (asked, text, begun) = start_app(monkeypatch, [], next_start)
    assert code == 0 and asked is False and begun
    assert text == "New to Debertz? A guided first deal teaches the game step by step."
    stored = json.loads(settings_path(tmp_path / "config").read_text(encoding="utf-8"))
    assert stored["tutorial"] == {"offered": True}


def test_the_lesson_begun_after_a_first_start_with_a_record_is_not_offered_over(qtbot, folders, tmp_path,
                                                                               monkeypatch):
    """A person's very first start opens a record (no offer then); Back to game, then Help →
    Tutorial: the person takes the lesson's first two steps and closes the app. The next plain
    start asks whether to continue the practice game; Continue: the lesson goes on at its
    step, its words on the panel — with no offer of the tutorial over the tutorial itself (the
    offer that start may still make: it comes after the question's answer)."""
    from tests.engine.test_examples import EXAMPLE_A

    from deberts_desktop.ui.windows.tutorial import LESSON_SCRIPT, step_text

    from .table_driver import answer, person_turn
    from .test_keyboard_only import quick_settings
    from .test_real_start import in_replay, write

    quick_settings(tmp_path)
    record = write(tmp_path / "example-a.record.json", EXAMPLE_A)
    person_steps = [i for i, (seat, _a) in enumerate(LESSON_SCRIPT) if seat == 0]

    def with_record(w):
        qtbot.waitUntil(lambda: in_replay(w), timeout=30000)
        w.replays.replay.back_button.click()  # Back to game: the first game is dealt
        qtbot.waitUntil(lambda: w.session.game is not None, timeout=10000)
        w.tutorial_guide().start()  # Help → Tutorial (the game not begun: no question)
        ses = w.session
        qtbot.waitUntil(lambda: ses.script is w.tutorial and w.tutorial.active, timeout=10000)
        for i in person_steps[:2]:
            qtbot.waitUntil(lambda: person_turn(w) and len(ses.game.deal.history) == i, timeout=10000)
            assert ses.choose(LESSON_SCRIPT[i][1])
        step = person_steps[2]
        qtbot.waitUntil(lambda: person_turn(w) and len(ses.game.deal.history) == step, timeout=10000)
        assert ses.store.flush()
        return w.settings.tutorial_offered, step

    code, (offered, step) = start_app(monkeypatch, [record], with_record)
    assert code == 0 and offered is False

    def next_start(w):
        qtbot.waitUntil(lambda: built(w) and w.questions.question is not None
                        and w.questions.question.isVisible(), timeout=30000)
        answer(qtbot, w, "Continue")
        qtbot.waitUntil(lambda: person_turn(w), timeout=10000)
        seen = (w.session.script is w.tutorial, _offer_shown(w), w.tutorial.panel.label.text())
        w.session.shutdown()  # the lesson's computer stops here
        return seen

    code, seen = start_app(monkeypatch, [], next_start)
    assert code == 0 and seen == (True, False, step_text(step))
