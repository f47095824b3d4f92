"""The action bar above the person's hand (bids, the seven swap, the redeal) shows the
buttons of the question asked now and no other: the buttons of a question already answered
never stay on the table, however fast the deal is driven (issue 19, 15)."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer
from PySide6.QtWidgets import QPushButton

from deberts_desktop.engine.actions import TAKE, Play
from deberts_desktop.engine.deal import BEFORE_LEAD, BIDDING_1

from .table_driver import Person, legal_now, make_window, person_turn, quick_choice, shot


def visible_buttons(win) -> list[str]:
    """The texts of the bar's buttons a person sees now (the old ones included, if any)."""
    return [b.text() for b in win.bar.findChildren(QPushButton) if b.isVisible()]


def pump_until(condition, timeout: float = 30.0) -> None:
    """Run the event loop as a script driving the window does, by ``processEvents``, until
    ``condition()`` (at most ``timeout`` s, generous; one pass at least). Unlike qtbot's waits this never
    carries out deferred deletions (``deleteLater``), as a nested event loop does not
    either: what the table shows must not depend on them."""
    end = time.monotonic() + timeout
    flags = QEventLoop.ProcessEventsFlag.AllEvents
    QCoreApplication.processEvents(flags)  # one pass at least: queued calls (a new child shown) are carried out
    # between passes the loop waits for the next event (an animation's frame, a timer) instead
    # of spinning; the wake-up timer only bounds that wait, it is no condition
    wake = QTimer()
    wake.start(20)
    try:
        while not condition():
            assert time.monotonic() < end, "the table did not get there"
            QCoreApplication.processEvents(flags | QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
    finally:
        wake.stop()


def watch_bar(win) -> list[str]:
    """Check the bar at every step of the table (each event shown, each question asked):
    the visible buttons are the bar's current ones, and on the person's turn those are
    the question's choices other than cards. Returns the list of what went wrong."""
    wrong: list[str] = []

    def check(*_):
        deal = win.session.game.deal if win.session.game else None
        phase = deal.phase if deal else None
        current = [b.text() for _, b in win.bar.buttons]
        seen = visible_buttons(win)
        if seen != (current if win.bar.isVisible() else []):
            wrong.append(f"{phase}: visible {seen}, the question's {current}")
        if person_turn(win):
            asked = [a for a in legal_now(win) if not isinstance(a, Play)]
            if [a for a, _ in win.bar.buttons] != asked:
                wrong.append(f"{phase}: the bar offers {win.bar.buttons}, the question {asked}")

    win.director.event_shown.connect(check)
    win.session.prompt.connect(check)  # after the window's own slot: the bar is built
    return wrong


@pytest.mark.parametrize("speed,by", [("off", "script"), ("normal", "script"), ("normal", "buttons")])
def test_the_first_lead_question_shows_only_its_own_buttons(qtbot, speed, by):
    """3 players, seed 2, 800×600: the person takes the turned ♠8 and is asked, before the
    first lead, whether to swap the trump seven (♠7 is in the hand). Only "Swap the seven"
    is on the bar then: Take ♠ and Pass, answered, are gone — the deal driven at once
    through the session by a script (animations off and at the normal speed, the bar
    checked at every step), and by the bar's buttons as a person does."""
    win = make_window(qtbot, 3, "pairs", seed=2, size=(800, 600), speed=speed)
    wrong = watch_bar(win)
    person = Person(qtbot, win)

    def wait_turn():
        if by == "script":
            pump_until(lambda: person_turn(win))
        else:
            assert person.wait() == "turn"

    wait_turn()
    deal = win.session.game.deal
    assert deal.phase == BIDDING_1 and str(deal.turned) == "8S"
    assert win.bar.title.text() == "Turned ♠8:"
    assert visible_buttons(win) == ["Take ♠  [T]", "Pass  [P]"]
    if by == "script":
        assert win.session.choose(TAKE)
    else:
        person.click_button(TAKE)
    wait_turn()
    assert deal.phase == BEFORE_LEAD and deal.declarer == 0
    assert win.bar.title.text() == "Before the first card:"
    assert visible_buttons(win) == ["Swap the seven  [W]"]
    bar = win.bar.geometry()
    assert all(bar.contains(b.geometry().translated(bar.topLeft())) for b in win.bar.findChildren(QPushButton)
               if b.isVisible())
    shot(win, f"first-lead-question-{speed}-{by}")
    # the seven swapped, the lead: no button left
    choice = quick_choice(legal_now(win))
    if by == "script":
        assert win.session.choose(choice)
    else:
        person.click_button(choice)
    wait_turn()
    assert visible_buttons(win) == [] and not win.bar.isVisible()
    assert wrong == []


def test_a_bar_or_panel_built_again_shows_only_its_new_buttons(qtbot):
    """The mechanism: the action bar and a panel rebuilt at once (no deferred deletion
    carried out in between, as in a script or a nested event loop) show only their new
    buttons; the old ones are hidden at once and deleted on the next pass of the loop."""
    from PySide6.QtWidgets import QWidget

    from deberts_desktop.ui.table.panels import ActionBar, Panel

    parent = QWidget()
    qtbot.addWidget(parent)
    parent.resize(600, 400)
    parent.show()
    bar, panel = ActionBar(parent), Panel(parent)
    bar.set_actions("Turned ♠8:", [(1, "Take ♠", "T"), (2, "Pass", "P")])
    panel.show_content("Deal 1", "<p>one</p>", [("Next deal  [Enter]", lambda: None), ("Review this deal", lambda: None)])
    old = [b for _, b in bar.buttons] + panel.buttons
    bar.set_actions("Before the first card:", [(3, "Swap the seven", "W")])
    panel.show_content("Deal 2", "<p>two</p>", [("Final result  [Enter]", lambda: None)])
    pump_until(lambda: True)  # one pass of the loop, as a script makes
    assert [b.text() for b in bar.findChildren(QPushButton) if b.isVisible()] == ["Swap the seven  [W]"]
    assert [b.text() for b in panel.findChildren(QPushButton) if b.isVisible()] == ["Final result  [Enter]"]
    assert not any(b.isVisible() for b in old)
    qtbot.waitUntil(lambda: len(bar.findChildren(QPushButton)) == 1, timeout=5000)  # qtbot's waits delete
    assert len(panel.findChildren(QPushButton)) == 1
