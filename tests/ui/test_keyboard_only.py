"""A person who plays with the keyboard only, through the real start (``cli.main``, the
staged window, as :mod:`.test_real_start` starts it): the keys go to the widget that has
the focus, as a keyboard sends them (Tab moves it), never to the table view by name.
Quick computers (Amateur, no animation, no pauses) through the settings file."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from deberts_desktop.engine.actions import Bid
from deberts_desktop.storage.settings import FILE_NAME, Settings, save_settings

from .table_driver import legal_now, person_turn, quick_choice
from .test_real_start import built, decline_tutorial, folders, start_app, without_the_master  # noqa: F401 (the fixture)


def quick_settings(tmp_path, **more) -> None:
    """The settings a quick keyboard test starts with (the folders fixture's settings folder);
    ``more``: other fields, or these changed (``sound=True``)."""
    (tmp_path / "config").mkdir(exist_ok=True)
    quick = dict(levels=("amateur",) * 4, hint_level="amateur", animation_speed="off", computer_delay_ms=0,
                 trick_pause_ms=0, sound=False)
    save_settings(replace(Settings(), **{**quick, **more}), tmp_path / "config" / FILE_NAME)


def first_turn(qtbot, w) -> None:
    """Wait for the person's first turn at the real start, the tutorial offer declined."""
    qtbot.waitUntil(lambda: built(w) and person_turn(w), timeout=30000)
    if decline_tutorial(w):
        qtbot.waitUntil(lambda: person_turn(w), timeout=30000)


def press(key) -> None:
    """``key`` pressed on the keyboard: to the widget that has the focus."""
    focused = QApplication.focusWidget()
    assert focused is not None, "no widget has the focus: a key would go nowhere"
    QTest.keyClick(focused, key)


def tab_to(qtbot, button) -> None:
    """Tab until ``button`` has the focus (at most a round of the window's buttons)."""
    for _ in range(12):
        if QApplication.focusWidget() is button:
            return
        press(Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is button, f"Tab never reached {button.text()!r}"


def test_enter_on_the_tutorial_offer_s_focused_button_starts_the_tutorial(qtbot, folders, tmp_path, monkeypatch):
    """The first start offers the tutorial while the person bids. The person asks a hint
    (F1: a bid is hinted, Enter would make it), then Tabs to "Start the tutorial" and
    presses Enter: the tutorial starts. (Before: Enter made the hinted bid, and the offer
    went with the person's first action.)"""
    quick_settings(tmp_path)

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and person_turn(w) and w.tutorial is not None
                        and w.tutorial.panel.start_button.isVisible(), timeout=30000)
        bids = len(w.session.game.deal.history)
        press(Qt.Key.Key_F1)
        qtbot.waitUntil(lambda: getattr(w, "hinted", None) is not None, timeout=30000)
        assert isinstance(w.hinted, Bid)
        tab_to(qtbot, w.tutorial.panel.start_button)
        lesson = w.session.game
        press(Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: w.tutorial.active, timeout=10000)
        seen = ([a for a in lesson.entries[0].deal.history[bids:] if a[0] == 0], w.session.script is w.tutorial)
        w.session.shutdown()
        return seen

    code, (person_bids, lesson_runs) = start_app(monkeypatch, ["--seed", "2"], drive)
    assert code == 0
    assert person_bids == [] and lesson_runs


def test_the_bid_keys_work_after_the_tutorial_offer_is_answered_with_the_keyboard(qtbot, folders, tmp_path,
                                                                                 monkeypatch):
    """A window wide enough for the score sheet beside the table: the person Tabs to "No,
    thanks" and presses Space; the offer goes and the table has the keys again: P passes.
    (Before: the focus went on to the score sheet's table, whose keyboard search took the
    P, and nothing was bid.)"""
    quick_settings(tmp_path)

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and person_turn(w) and w.tutorial is not None
                        and w.tutorial.panel.no_button.isVisible(), timeout=30000)
        w.resize(1600, 1000)
        qtbot.waitUntil(lambda: w.sheet_dock.isVisible() and w.sheet.isVisible(), timeout=10000)
        tab_to(qtbot, w.tutorial.panel.no_button)
        press(Qt.Key.Key_Space)
        deal = w.session.game.deal
        bids = len(deal.history)
        press(Qt.Key.Key_P)
        return w.tutorial.panel.isVisible(), deal.history[bids:bids + 1], QApplication.focusWidget() is w.view

    code, (offer_shown, bid, table_focused) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0 and not offer_shown
    assert bid == [(0, Bid("pass"))] and table_focused


def test_enter_never_makes_a_bid_hinted_at_an_earlier_turn(qtbot, folders, tmp_path, monkeypatch):
    """F1 at the person's first bid hints a bid; the person makes the other one (its
    letter). At the person's next bidding turn where the hinted bid is allowed, Enter with
    nothing chosen makes no bid. (Before: the hint was kept for the rest of the game, and
    that Enter made the old hinted bid — a pass, or a take the person did not choose.)"""
    from deberts_desktop.ui.windows.actions import action_key

    quick_settings(tmp_path)

    def drive(w):
        first_turn(qtbot, w)
        without_the_master(w)
        w.view.setFocus()
        press(Qt.Key.Key_F1)
        qtbot.waitUntil(lambda: getattr(w, "hinted", None) is not None, timeout=30000)
        hinted, deal = w.hinted, w.session.game.deal
        other = next(a for a in legal_now(w) if isinstance(a, Bid) and a != hinted)
        acted = len(deal.history)
        press(getattr(Qt.Key, f"Key_{action_key(other)}"))
        assert deal.history[acted:] == [(0, other)]
        for _ in range(3000):  # on to the person's next bidding turn where the hinted bid is allowed
            qtbot.waitUntil(lambda: person_turn(w) or w.summary.isVisible() or w.final.isVisible(), timeout=30000)
            if w.final.isVisible():
                raise AssertionError("the game ended before another bidding turn")
            if w.summary.isVisible():
                press(Qt.Key.Key_Return)
                continue
            if hinted in legal_now(w):
                break
            assert w.session.choose(quick_choice(legal_now(w)))
        deal = w.session.game.deal
        acted = len(deal.history)
        press(Qt.Key.Key_Return)
        QApplication.processEvents()
        return hinted, deal.history[acted:], person_turn(w)

    code, (hinted, made, still_to_bid) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0 and isinstance(hinted, Bid)
    assert made == [] and still_to_bid


def play_quickly_to(qtbot, w, panel) -> None:
    """Play through the session until the end-of-deal panel (``"summary"``) or the
    end-of-game one (``"final"``) shows (the person's choices: :func:`.table_driver.quick_choice`;
    Enter on a summary on the way to ``"final"``)."""
    for _ in range(3000):
        # the person's turn with its actions (a turn whose deal has just ended offers none: wait on)
        qtbot.waitUntil(lambda: bool(legal_now(w)) or w.overlays.shown("summary") or w.overlays.shown("final"),
                        timeout=30000)
        if w.overlays.shown(panel):
            return
        if w.overlays.shown("final"):
            raise AssertionError(f"the game ended before a {panel} panel")
        if w.overlays.shown("summary"):
            press(Qt.Key.Key_Return)  # the focused Next deal
            continue
        assert w.session.choose(quick_choice(legal_now(w)))
    raise AssertionError(f"no {panel} panel")


def test_enter_on_a_panel_s_focused_button_presses_that_button(qtbot, folders, tmp_path, monkeypatch):
    """On the end-of-deal panel Enter is Next deal (the focused default); Tab to "Review
    this deal" and Enter opens the review of that deal, the panel staying. On the
    end-of-game panel Enter is Close; Tab to "New game" and Enter starts a new game.
    (Before: Enter on any focused button was the default's: the next deal, the panel
    closed.)"""
    quick_settings(tmp_path)

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None, timeout=30000)
        without_the_master(w)  # (its Show me how would come to the panel whenever it is ready)
        decline_tutorial(w)
        play_quickly_to(qtbot, w, "summary")
        while not w.summary.buttons[-1].text().startswith(("Review", "Show")):  # a deal thrown in: the next
            press(Qt.Key.Key_Return)
            play_quickly_to(qtbot, w, "summary")
        review = next(b for b in w.summary.buttons if b.text() == "Review this deal")
        entries = len(w.session.game.entries)
        tab_to(qtbot, review)
        press(Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: w.review_window is not None and w.review_window.isVisible(), timeout=30000)
        seen = {"review": (w.overlays.shown("summary"), len(w.session.game.entries) == entries)}
        w.review_window.close()
        w.activateWindow()
        w.summary.buttons[0].setFocus()
        play_quickly_to(qtbot, w, "final")
        finished = w.session.game
        tab_to(qtbot, w.final.buttons[0])  # New game
        press(Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: w.session.game is not finished, timeout=30000)
        seen["new game"] = (w.overlays.shown("final"), w.session.game.finished, len(w.session.game.entries))
        return seen

    code, seen = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0
    assert seen["review"] == (True, True)
    assert seen["new game"] == (False, False, 1)


def test_page_down_and_page_up_scroll_the_end_of_game_sheet(qtbot, folders, tmp_path, monkeypatch):
    """A long game (to 1001, twelve deals saved) continued at the start and played to its
    end in the smallest window (800×600): the end-of-game sheet is taller than its room;
    Page Down scrolls it, Up and Page Up back to its top (its text takes no focus, so a
    keyboard player had no way to read its last deals)."""
    from deberts_desktop.engine.rules import Rules
    from deberts_desktop.storage.autosave import FILE_NAME as AUTOSAVE_FILE
    from deberts_desktop.storage.autosave import Autosave

    from .table_driver import answer, engine_game

    quick_settings(tmp_path)
    game = engine_game(Rules(players=2, target=1001), 12, seed=3, names=["You", "Computer 1"])
    assert not game.finished and len(game.rows) == 12
    Autosave(folders / AUTOSAVE_FILE).save(game, levels=[None, "amateur"])

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.questions.question is not None, timeout=30000)
        without_the_master(w)
        answer(qtbot, w, "Continue")
        w.activateWindow()  # (offscreen, the window is not made active again after the question)
        qtbot.waitUntil(lambda: QApplication.focusWidget() is not None, timeout=10000)
        w.resize(800, 600)
        play_quickly_to(qtbot, w, "final")
        bar = w.final.body.verticalScrollBar()
        qtbot.waitUntil(bar.isVisible, timeout=10000)
        press(Qt.Key.Key_PageDown)
        seen = [bar.value() > 0, w.final.isVisible()]
        press(Qt.Key.Key_Up)
        press(Qt.Key.Key_PageUp)
        return seen + [bar.value() == 0]

    code, seen = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0 and seen == [True, True, True]


def test_a_hinted_bid_is_worded_alike_by_the_hint_the_status_line_the_deal_log_and_the_review(
        qtbot, folders, tmp_path, monkeypatch):
    """F1 at the person's first bid, then Enter: the hint, the status line, the deal log and
    the review's timeline word the bid alike, after a colon as inside a sentence (as "Hint:
    play ♠A" words a card): "Hint: pass" and "You: pass", or "Hint: take ♣" and "You:
    take ♣" (the turned card's suit; the timeline's record line too). (Before: "Hint:
    Take ♣" beside "Hint: play ♠A", "You: Pass" in the deal log and the status line while
    the review's timeline said "You: pass".)"""
    from deberts_desktop.ui.cards.art import CardArt
    from deberts_desktop.ui.review.replay import ReplayView

    from .table_driver import status_log

    quick_settings(tmp_path)

    def drive(w):
        first_turn(qtbot, w)
        said = status_log(w)
        w.view.setFocus()
        press(Qt.Key.Key_F1)
        qtbot.waitUntil(lambda: getattr(w, "hinted", None) is not None, timeout=30000)
        hinted, deal = w.hinted, w.session.game.deal
        acted = len(deal.history)
        press(Qt.Key.Key_Return)  # the hinted bid
        assert deal.history[acted:acted + 1] == [(0, hinted)]
        logged = len(w.deal_log.lines)  # the deal's line and the bids before the person's
        qtbot.waitUntil(lambda: len(w.deal_log.lines) > logged, timeout=10000)  # the log follows the table
        view = ReplayView(CardArt())
        timeline = view.describe(f"0 {hinted}", w.session.game.names, deal.turned)  # the record's line of the bid
        view.deleteLater()
        return str(hinted), deal.turned.suit.symbol, list(said), list(w.deal_log.lines), timeline

    code, (bid, suit, said, log, timeline) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0 and bid in ("pass", "take")  # round 1: the person's first bid is one of these (RULES.md)
    words = "pass" if bid == "pass" else f"take\u00a0{suit}"  # no-break space: the suit stays on the bid's line
    assert f"Hint: {words}" in said
    assert f"You: {words}" in said and f"You: {words}" in log
    assert timeline == f"You: {words}"
