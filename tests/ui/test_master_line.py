"""The Master in your seat (issue 24) as a person meets it: after a deal of an ordinary game
the end-of-deal panel says what the Master would have made with the person's cards (the
app started for real, the comparison made in its own low-priority process, paused while a
computer thinks, and kept in the history); Show me how steps through the two lines side by
side, from the panel and from History; History's statistics show the rating and its chart;
the end-of-game panel says how the game went against the Master.

The deal of RULES.md 12 A (tests/engine/test_examples.py) is the hand-made case: seat 1
takes, swaps the seven and is baited (95 against 79: seat 0 writes 174, seat 1 nothing:
margin +174 for seat 0). A Master's line made by hand for seat 0 takes at once instead and
plays each seat's first legal card; the engine scores it 114 against 37, made: margin +77."""

from __future__ import annotations

import os
import re
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt

from deberts_desktop.ai.compare import config_id
from deberts_desktop.ai.config import LEVELS
from deberts_desktop.engine.record import GameRecord, game_record, parse_record, replay
from deberts_desktop.engine.rules import Rules
from deberts_desktop.storage.history import History
from deberts_desktop.storage.settings import FILE_NAME as SETTINGS_FILE
from deberts_desktop.storage.settings import Settings, save_settings
from deberts_desktop.ui.numbers import signed_points
from deberts_desktop.ui.review.master_line import aligned_steps, line_marks
from tests.engine.test_examples import EXAMPLE_A

from .table_driver import answer, make_window, play_to, settle, shown_window
from .test_real_start import built, folders, start_app  # noqa: F401 (the fixture)
from .test_session import storage_in

#: the hand-made Master's line of the deal of RULES.md 12 A (see the module's documentation)
MASTER_LINE = ["0 take", "0 play AS", "1 play 7S", "0 play TH", "1 play 8H", "0 play AH", "1 play 9H", "0 play 8D",
               "1 play 7D", "0 play 9D", "1 play TD", "0 play JD", "1 play KD", "0 play TC", "1 play KC", "0 play JC",
               "1 play AC", "1 play AD", "0 play QC"]
MASTER = config_id(LEVELS["master"])


def hand_made(played=174, master=77, line=MASTER_LINE):
    return {"configuration": MASTER, "seat": 0, "played": played, "master": master,
            "difference": None if played is None or master is None else played - master, "line": list(line),
            "levels": ["master", "amateur"], "seeds": [None, None]}


# ----------------------------------------------------------------------------- the steps


def rated_history(folders) -> History:
    """Quick 2-player settings (Amateur computers, no pauses, no sound) and a history in
    ``folders`` with one stored game whose deal 1 has a rated comparison (the comparisons
    are on from there); the history is returned open, for a ``with`` to add more."""
    save_settings(replace(Settings(), rules=Rules(players=2), levels=("amateur",) * 4, animation_speed="off",
                          computer_delay_ms=0, trick_pause_ms=0, card_min_ms=0, tutorial_offered=True, sound=False),
                  folders.parent / "config" / SETTINGS_FILE)
    folders.mkdir(parents=True, exist_ok=True)
    h = History(folders / "history.sqlite3")
    h.store_comparison(stored_example(h), 1, hand_made(), rated=True)
    return h

def held_back(comparisons):
    """The table's comparisons (``w.session.comparisons``) with their process paused and
    kept so: the computers' answers do not resume it. Returns them."""
    comparisons.jobs.worker.resume = lambda: None
    comparisons.jobs.pause()
    return comparisons


def quick_two_players(folders) -> None:
    """The settings of these tests' real starts: 2 players, no animation and no pauses, the
    tutorial already offered (``folders``: the data folder beside the config folder)."""
    save_settings(replace(Settings(), rules=Rules(players=2), animation_speed="off", computer_delay_ms=0,
                          trick_pause_ms=0, card_min_ms=0, tutorial_offered=True),
                  folders.parent / "config" / SETTINGS_FILE)


def game_dealt(qtbot, w) -> None:
    """The real start's window has built its session and dealt its first game."""
    qtbot.waitUntil(lambda: getattr(w, "session", None) is not None and w.session.game is not None, timeout=30000)


def first_panel_held(qtbot, w):
    """The real start's first game dealt, its comparisons' process held back
    (:func:`held_back`), and its first deal played to the end-of-deal panel. Returns the
    comparisons."""
    game_dealt(qtbot, w)
    comparisons = held_back(w.session.comparisons)
    assert play_to(qtbot, w, "summary") == "summary"
    return comparisons


def continued_at_its_panel(qtbot, w) -> str | None:
    """The real start's offer of the unfinished game answered "Continue", the game back at
    its end-of-deal panel. Returns the offer's question (:func:`past_the_offer`)."""
    asked = past_the_offer(qtbot, w, "Continue")
    qtbot.waitUntil(lambda: w.summary.isVisible(), timeout=30000)
    return asked


def past_the_offer(qtbot, w, reply: str = "New game") -> str | None:
    """The real start's first table: the offer of an unfinished game (the saved one's or
    History's), when one is made, answered ``reply``; returns once the game is on the table
    and :attr:`~deberts_desktop.ui.windows.main_window.MainWindow.table_ready` was sent,
    with the offer's question (None: none was made)."""
    qtbot.waitUntil(lambda: built(w) and (w.questions.question is not None or w.session.game is not None),
                    timeout=30000)
    asked = None
    if w.questions.question is not None:
        asked = w.questions.question.text()
        answer(qtbot, w, reply)
    qtbot.waitUntil(lambda: w.session.game is not None and w.table_ready_shown, timeout=30000)
    return asked

def test_the_two_lines_step_bid_by_bid_and_trick_by_trick():
    played = EXAMPLE_A["deals"][0]["actions"]
    assert line_marks(played) == ([1, 2, 3], list(range(4, 22)))
    steps = aligned_steps(played, MASTER_LINE, 2)
    # the cards dealt; three bids as played (pass, take, swap) against one (take); nine tricks each
    assert [(s.kind, s.number) for s in steps] == [("dealt", 0), ("bid", 1), ("bid", 2), ("bid", 3)] + [
        ("trick", t) for t in range(1, 10)]
    assert [(s.played, s.master) for s in steps[:4]] == [(0, 0), (1, 1), (2, 1), (3, 1)]
    assert [(s.played_index, s.master_index) for s in steps[1:4]] == [(0, 0), (1, None), (2, None)]
    # trick t ends after 3 + 2t actions as played, 1 + 2t in the Master's line
    assert [(s.played, s.master) for s in steps[4:]] == [(3 + 2 * t, 1 + 2 * t) for t in range(1, 10)]
    # a line thrown in (everyone passed) stays at its end while the other plays its tricks
    thrown = aligned_steps(["0 pass", "1 pass", "0 pass", "1 pass"], ["0 take"] + MASTER_LINE[1:], 2)
    assert [(s.played, s.master, s.played_index) for s in thrown[5:7]] == [(4, 3, None), (4, 5, None)]


# ----------------------------------------------------------------------------- the path a person takes
def test_after_a_deal_the_master_in_your_seat_comes_to_the_panel_and_shows_how(qtbot, folders, monkeypatch):
    """The real start (cli.main, the staged window), a 2-player game against Amateur with the
    settings' quick pacing; the person plays one deal to its end."""
    quick_two_players(folders)

    def drive(w):
        game_dealt(qtbot, w)
        comparisons = w.session.comparisons
        seen = []  # (the computers busy, the comparison paused) at each change
        w.session.computers.busy.connect(lambda busy: seen.append((busy, comparisons.jobs.worker.paused)))
        assert play_to(qtbot, w, "summary") == "summary"
        game, key = w.session.game, w.session.store.uid
        row = game.rows[0]
        text = w.summary.body.toPlainText
        qtbot.waitUntil(lambda: "difference" in text(), timeout=60000)  # it may come after the panel
        done = comparisons.results[(key, 1)]
        # the margin as played, by the rule: side 0's own or transferred points minus side 1's
        assert done["played"] == row.base[0] - row.base[1] and done["seat"] == 0
        assert done["configuration"].startswith("master-") and done["levels"] == ["master", "amateur"]
        assert (f"The Master in your seat: {signed_points(done['master'])} · you: {signed_points(done['played'])} · "
                f"difference {signed_points(done['played'] - done['master'])}") in text()
        assert seen and all(paused == busy for busy, paused in seen)  # paused while the computer thought
        worker = comparisons.jobs.worker
        if os.path.isdir("/proc"):  # its own process, a child of the app's, at low priority
            stat = open(f"/proc/{worker.pid}/stat").read().rsplit(")", 1)[1].split()
            assert int(stat[1]) == os.getpid() and int(stat[16]) == min(19, os.nice(0) + 10)  # parent, nicer
        assert w.session.store.flush()
        stored = w.storage.history.deal_comparison(w.session.store.game_id, 1, done["configuration"])
        assert stored["rated"] and stored["played"] == done["played"] and stored["line"] == done["line"]
        # Show me how, from the panel: both tables step together
        button = next(b for b in w.summary.buttons if b.text() == "Show me how")
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        mw = w.master_line_window
        assert mw.isVisible() and mw.comparison == done
        played = game_record(game).deals[0].actions
        steps = aligned_steps(played, done["line"], 2)
        assert mw.steps == steps and mw.played_table.step == 0 == mw.master_table.step
        for i in range(1, len(steps)):
            qtbot.keyClick(mw, Qt.Key.Key_Right)
            assert (mw.index, mw.played_table.step, mw.master_table.step) == (i, steps[i].played, steps[i].master)
        assert not mw.move(1)
        part = next((i for i, s in enumerate(steps) if (s.played_index, s.master_index) != (None, None)
                     and mw.step_words(s, played, done["line"], 0) != mw.step_words(s, played, done["line"], 1)), None)
        assert mw.part == part
        if part is not None:
            assert mw.steps_view.item(part, 0).text().startswith("⚑") and mw.go_to_part() and mw.index == part
        mw.close()
        return True

    code, ok = start_app(monkeypatch, [], drive)
    assert code == 0 and ok


def shown_numbers(text: str) -> list[float]:
    """The numbers of a line as the person reads them ("−40.7" is −40.7; "0" is 0)."""
    return [float(x.replace("−", "-")) for x in re.findall(r"[+−]?\d+(?:\.\d)?", text)]


def test_the_margins_and_their_difference_add_up_as_shown_with_four_players_each_for_himself(
        qtbot, folders, tmp_path, monkeypatch):
    """Four players, each for himself: a margin is the side's points minus the average of
    the three others' (RULES.md 9 and docs/comparison.md), so it is in thirds, kept to 0.01
    and shown to one decimal. The real start (seed 6, Amateur computers), deals played to
    their end-of-deal panels: the Master's margin, yours and the difference read as they add
    up, on the panel and in Show me how. (Before: deal 5 said "The Master in your seat:
    −40.7 · you: −67.3 · difference −26.7" — the difference of −40.67 and −67.33, where the
    numbers shown give −26.6.)"""
    from .test_keyboard_only import quick_settings

    quick_settings(tmp_path, tutorial_offered=True, rules=Rules(players=4, mode="individual"))

    def drive(w):
        game_dealt(qtbot, w)
        seen, rounding_bites = [], False
        while play_to(qtbot, w, "summary") == "summary":  # deal by deal, until one shows it (deal 5) or the game ends
            text = w.summary.body.toPlainText
            qtbot.waitUntil(lambda: "difference" in text(), timeout=60000)  # it may come after the panel
            game, key = w.session.game, w.session.store.uid
            row = game.rows[-1]
            done = w.session.comparisons.results[(key, len(game.rows))]
            # by hand: seat 0's own or transferred points minus the three others' average
            assert done["played"] == round(row.base[0] - sum(row.base[1:]) / 3, 2)
            [line] = [x for x in text().splitlines() if x.startswith("The Master in your seat:")]
            master, you, difference = shown_numbers(line)
            seen.append(round(you - master, 1) == difference)
            played, by_master = done["played"], done["master"]
            if round(played - by_master, 1) != round(round(played, 1) - round(by_master, 1), 1):
                rounding_bites = True  # the thirds' rounding shows here: Show me how reads alike
                button = next(b for b in w.summary.buttons if b.text() == "Show me how")
                qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
                mw = w.master_line_window
                head = mw.head.text().split("<small>")[0].replace("<b>", "").replace("</b>", "")
                you_there, master_there, difference_there = shown_numbers(head)
                assert (you_there, master_there) == (you, master)
                seen.append(round(you_there - master_there, 1) == difference_there)
                mw.close()
                break
            qtbot.mouseClick(w.summary.buttons[0], Qt.MouseButton.LeftButton)
        return seen, rounding_bites

    code, (seen, rounding_bites) = start_app(monkeypatch, ["--seed", "6"], drive)
    assert code == 0
    assert rounding_bites, "no deal's margins fell where the rounding shows: the test saw nothing"
    assert all(seen), seen


def stored_example(history: History) -> int:
    """The deal of RULES.md 12 A as a stored game (You against Anna, Amateur)."""
    record = parse_record(EXAMPLE_A)
    gid = history.start_game(record.rules, ["You", "Anna"], [None, "amateur"])
    game = replay(GameRecord(record.rules, ["You", "Anna"], record.deals))
    history.store_game(gid, game)
    return gid


def test_show_me_how_from_history_steps_through_a_stored_comparison(qtbot, tmp_path):
    st = storage_in(tmp_path)
    gid = stored_example(st.history)
    # the hand-made line replays to the margin stored with it: 114 against 37, made
    master_game = replay(GameRecord(Rules(players=2), None, [replace(parse_record(EXAMPLE_A).deals[0],
                                                                     actions=MASTER_LINE)]))
    assert master_game.rows[0].base == (114, 37)
    st.history.store_comparison(gid, 1, hand_made(), rated=False)
    win = make_window(qtbot, storage=st)
    mw = win.show_me_how_from_history(gid)
    qtbot.waitUntil(lambda: mw.comparison is not None, timeout=20000)
    assert mw.source.memory == {}  # read from the history, nothing computed
    assert "You: +174 · the Master in your seat: +77 · difference +97" in re.sub("<[^>]+>", "", mw.head.text())
    assert len(mw.steps) == 13 and mw.part == 1
    cells = [[mw.steps_view.item(r, c).text() for c in range(3)] for r in range(3)]
    # RULES.md 12 A: the turned card is ♦Q, a take takes diamonds
    assert cells[1] == ["⚑ Bid 1", "You: pass", "You: take\u00a0♦"] and cells[2] == ["Bid 2", "Anna: take\u00a0♦", "—"]
    # trick 1: as played Anna leads ♦A and your ♦J (the trump jack) takes it; the Master leads ♠A, Anna ♠7
    assert mw.steps_view.item(4, 1).text() == "♦A ♦J → You" and mw.steps_view.item(4, 2).text() == "♠A ♠7 → You"
    assert mw.go_to(12) and (mw.played_table.step, mw.master_table.step) == (21, 19)
    assert mw.go_to_part() and (mw.played_table.step, mw.master_table.step) == (1, 1)
    qtbot.keyClick(mw, Qt.Key.Key_Left)
    assert mw.index == 0 and mw.played_table.step == 0 == mw.master_table.step
    mw.close()


@pytest.mark.parametrize("size", [(784, 540), (912, 458), (1100, 760)])
def test_show_me_how_keeps_five_steps_in_view_in_a_small_window(qtbot, tmp_path, size):
    """Show me how in the window it is given on an 800×600 screen (784×540), at scale 2 with
    a task bar (912×458 logical) and where there is room (1100×760): at least five of its
    steps are in view below the two tables, and the tables keep the larger share. (Before:
    the steps had a quarter of the height in rows of a button's height, about 2½ of them at
    800×600 and at scale 2.)"""
    st = storage_in(tmp_path)
    gid = stored_example(st.history)
    st.history.store_comparison(gid, 1, hand_made(), rated=False)
    win = make_window(qtbot, storage=st)
    mw = win.show_me_how_from_history(gid)
    qtbot.waitUntil(lambda: mw.comparison is not None, timeout=20000)
    mw.resize(*size)
    settle(qtbot, mw)
    steps = mw.steps_view
    assert steps.rowCount() == 13
    assert steps.viewport().height() // steps.rowHeight(0) >= 5
    assert mw.played_table.height() > steps.height()
    mw.close()


def test_show_me_how_makes_the_comparison_when_none_is_stored_and_keeps_it_unrated(qtbot, tmp_path):
    st = storage_in(tmp_path)
    gid = stored_example(st.history)
    win = make_window(qtbot, storage=st)  # the comparison is made on the event loop (a quick window)
    mw = win.show_me_how_from_history(gid)
    qtbot.waitUntil(lambda: mw.comparison is not None, timeout=60000)
    made = mw.comparison
    assert made["played"] == 174 and made["configuration"] == MASTER and made["seat"] == 0
    # the Master's line is a legal line of the same cards: it replays to its own margin
    again = replay(GameRecord(Rules(players=2), None, [replace(parse_record(EXAMPLE_A).deals[0], actions=made["line"])]))
    assert again.rows[0].base[0] - again.rows[0].base[1] == made["master"]
    stored = st.history.deal_comparison(gid, 1, MASTER)
    assert stored["line"] == made["line"] and stored["rated"] is False
    mw.close()


@pytest.mark.parametrize("damage", [{"played": "174"}, {"master": [77]}, {"played": True}])
def test_show_me_how_makes_again_a_stored_comparison_damaged_in_the_history(qtbot, tmp_path, monkeypatch, damage):
    """A comparison kept in the history whose margins the history file no longer holds as
    numbers (valid JSON, damaged) is made again as one never stored is, never shown: before,
    Show me how failed on it (TypeError working out the difference: the crash dialog) or
    showed «+1» for a margin of true. The rating leaves it out too."""
    import json

    st = storage_in(tmp_path)
    gid = stored_example(st.history)
    st.history.store_comparison(gid, 1, hand_made(), rated=True)
    with st.history._transaction() as c:  # the details as a damaged file may hold them
        c.execute("UPDATE comparisons SET details = ?", (json.dumps({**hand_made(), **damage}),))
    assert st.history.deal_comparison(gid, 1, MASTER) is None and st.history.game_comparisons(gid, MASTER) == {}
    win = make_window(qtbot, storage=st)
    asked = []
    monkeypatch.setattr(win.session.comparisons, "ask", lambda *a: asked.append(a) or ("asked", 1))
    mw = win.show_me_how_from_history(gid)
    qtbot.waitUntil(lambda: bool(asked), timeout=20000)
    assert mw.comparison is None and mw.state.text() == "The Master is playing your cards…"
    mw.close()


# ----------------------------------------------------------------------------- the rating and the game
def test_history_statistics_show_the_rating_against_the_master(qtbot, tmp_path):
    st = storage_in(tmp_path)
    ids = [stored_example(st.history) for _ in range(4)]
    # four games of one deal each, in the order stored: -16, 0, +12, +10 (storage/test_rating.py
    # works the figures out: mean +1.5, sd sqrt(491 / 3), 95 % interval 1.5 ± 20.354)
    for gid, (played, master) in zip(ids, [(24, 40), (-30, -30), (0, -12), (10, 0)]):
        st.history.store_comparison(gid, 1, hand_made(played, master), rated=True)
    st.history.store_comparison(ids[0], 1, dict(hand_made(5, 0), configuration="master-000000000000"), rated=True)
    win = make_window(qtbot, storage=st)
    hw = win.open_history()
    page = hw.stats_page
    qtbot.waitUntil(lambda: page.ready and page.rating.configuration == MASTER, timeout=20000)
    rating = page.rating
    row = [rating.model.index(0, c).data() for c in range(4)]
    assert row == ["2 players", "4", "+1.5", "−18.9 … +21.9"]
    [series] = rating.chart.series()
    # the rating after each deal: -16; (-16 + 0) / 2; (-16 + 0 + 12) / 3; 6 / 4
    assert [p.value for p in series] == [-16, -8, pytest.approx(-4 / 3), 1.5]
    assert [p.x for p in series] == [1, 2, 3, 4] and series[0].low is None
    assert rating.others.text() == ("Deals compared with another version of the Master: 1 (kept apart, not in "
                                    "this rating).")
    hw.close()


def test_the_end_of_game_panel_says_how_the_game_went_against_the_master(qtbot):
    win = shown_window(qtbot, Rules(players=2), deals=60, seed=4)  # played to its end
    assert win.final.isVisible() and "Master" not in win.final.body.toPlainText()
    comparisons, key = win.session.comparisons, win.session.store.uid
    for n, (played, master) in enumerate([(24, 40), (-30, -30), (0, -12)], 1):
        comparisons.results[(key, n)] = hand_made(played, master)
    comparisons.results[(key, 4)] = None  # still being made
    win.overlays.show_game_over(win.session.game, win.session.person_seats)
    text = win.final.body.toPlainText
    # -16, 0, +12: mean -4 / 3, shown -1.3
    assert "This game: −1.3 per deal against the Master in your seat (3 deals)" in text()
    assert "1 more being worked out" in text()
    comparisons.results[(key, 4)] = hand_made(10, 0)
    comparisons.compared.emit(key, 4, hand_made(10, 0))
    assert "This game: +1.5 per deal against the Master in your seat (4 deals) · 95% interval −18.9 … +21.9" in text()
    assert "being worked out" not in text()


def test_a_game_continued_from_an_earlier_run_counts_the_deals_compared_then(qtbot, tmp_path):
    st = storage_in(tmp_path)
    win = shown_window(qtbot, Rules(players=2), deals=60, seed=4, storage=st)
    assert win.final.isVisible() and win.session.store.flush()
    gid = win.session.store.game_id
    assert gid is not None and len(win.session.game.rows) >= 3
    # deals 1 and 2 compared in an earlier run (kept, rated), deal 3 in this one
    st.history.store_comparison(gid, 1, hand_made(24, 40), rated=True)
    st.history.store_comparison(gid, 2, hand_made(-30, -30), rated=True)
    st.history.store_comparison(gid, 3, dict(hand_made(99, 0), configuration="master-000000000000"), rated=True)
    comparisons = win.session.comparisons
    comparisons.configuration = MASTER
    comparisons.results[(win.session.store.uid, 3)] = hand_made(0, -12)
    win.overlays.show_game_over(win.session.game, win.session.person_seats)
    # -16, 0, +12 (the other Master's deal 3 is not this one's): -4 / 3
    assert "This game: −1.3 per deal against the Master in your seat (3 deals)" in win.final.body.toPlainText()


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_the_end_of_deal_panel_s_four_buttons_are_never_squeezed(qtbot, russian, size):
    """Russian, the longest labels: "Next deal", "Play this deal again…", "Review this deal"
    and "Show me how" each at its full width — on two rows when one is too narrow — and the
    body shown whole when the panel is whole (no scroll bar from a wrap it did not measure)."""
    win = shown_window(qtbot, Rules(players=4, mode="pairs"), deals=1, seed=5, size=size)
    game, key = win.session.game, win.session.store.uid
    number = len(game.entries)
    win.session.comparisons.results[(key, number)] = hand_made(-182, -50)
    win.overlays.show_deal(game, game.entries[-1], number, win.session.person_seats)
    settle(qtbot, win)
    panel = win.summary
    assert len(panel.buttons) == 4
    for b in panel.buttons:
        assert b.width() >= b.sizeHint().width() and panel.rect().contains(b.geometry().translated(
            b.parentWidget().mapTo(panel, b.pos()) - b.pos()))
    rows = {b.mapTo(panel, b.rect().topLeft()).y() for b in panel.buttons}
    assert len(rows) in (1, 2)
    doc = panel.body.document()
    if panel.height() < win.view.height() - 2 * panel.MARGIN:  # whole: nothing to scroll
        assert panel.body.verticalScrollBar().maximum() == 0, (doc.size().height(), panel.body.viewport().height())


def test_a_game_continued_at_its_end_of_deal_panel_shows_the_master_kept_for_that_deal(qtbot, folders, monkeypatch):
    """The app closed on an end-of-deal panel and started again (the real start twice): the
    game goes on at that panel, and the panel says what the Master made with the person's
    cards — the comparison the history keeps from the first run — with "Show me how", as
    it did before the app closed (the line and the button were missing: only this run's
    comparisons were looked at). The first run makes no comparison of its own: a
    hand-made one is kept for the deal, +24 as played against the Master's +40."""
    quick_two_players(folders)

    def first(w):
        game_dealt(qtbot, w)
        w.session.comparisons.after_each_deal = False
        assert play_to(qtbot, w, "summary") == "summary"
        number = len(w.session.game.entries)
        assert w.session.store.flush()
        w.storage.history.store_comparison(w.session.store.game_id, number, hand_made(24, 40), rated=True)
        return number

    code, number = start_app(monkeypatch, [], first)
    assert code == 0

    def again(w):
        asked = continued_at_its_panel(qtbot, w)
        shown = len(w.session.game.entries)
        qtbot.waitUntil(lambda: "The Master in your seat" in w.summary.body.toPlainText(), timeout=30000)
        return asked, shown, w.summary.body.toPlainText(), [b.text() for b in w.summary.buttons]

    code, (asked, shown, text, buttons) = start_app(monkeypatch, [], again)
    assert code == 0 and asked == "Continue the unfinished game?" and shown == number
    assert "The Master in your seat: +40 · you: +24 · difference −16" in text
    assert "Show me how" in buttons


def test_a_deal_whose_comparison_the_app_closed_on_is_compared_when_the_game_goes_on(qtbot, folders, monkeypatch):
    """The app closed on an end-of-deal panel that said "The Master in your seat: being
    worked out…" (the comparison is dropped with the app) and started again (the real start
    twice): the game goes on at that panel, and the deal is compared again as after it was
    played — the panel says so and has "Show me how", and the comparison counts for the
    rating. (Before: the panel had no line about the Master and no "Show me how", and the
    deal was never compared or rated.) The first run's comparison is held back (its worker
    paused) so that the app closes before it is made."""
    quick_two_players(folders)

    def first(w):
        comparisons = first_panel_held(qtbot, w)
        assert "being worked out" in w.summary.body.toPlainText()
        return len(w.session.game.entries)

    code, number = start_app(monkeypatch, [], first)
    assert code == 0

    def again(w):
        assert continued_at_its_panel(qtbot, w) == "Continue the unfinished game?"
        key = w.session.store.uid
        qtbot.waitUntil(lambda: "The Master in your seat" in w.summary.body.toPlainText(), timeout=30000)
        seen = (len(w.session.game.entries), w.session.comparisons.state(key, number) in ("waiting", "done"),
                [b.text() for b in w.summary.buttons])
        w.session.comparisons.close()  # (not waited for: the comparison itself is test_after_a_deal_…'s)
        return seen

    code, (shown, asked, buttons) = start_app(monkeypatch, [], again)
    assert code == 0 and shown == number
    assert asked and "Show me how" in buttons


def test_back_to_the_game_from_a_deal_played_again_compares_its_deal_once(qtbot, folders, tmp_path, monkeypatch):
    """Two players, the first deal played through the real start: its comparison with the
    Master is under way (held here, so that it is still being made); Play this deal again…,
    played, Back to the game. The game continued from History at its end-of-deal panel
    found no comparison kept and started a second one of the same deal while the first
    still ran (wasted work for the worker). Now none is started: the panel waits for the
    first, and says so when it comes (the first one let go here)."""
    from .test_keyboard_only import first_turn, play_quickly_to, quick_settings

    quick_settings(tmp_path, rules=Rules(players=2))

    def drive(w):
        first_turn(qtbot, w)
        comparisons = w.session.comparisons
        real, held = comparisons.jobs.run, []

        def run(tag, *args):
            if tag[0] == "table":
                held.append((tag, args))  # being made: held until let go
                return None
            return real(tag, *args)

        comparisons.jobs.run = run
        play_quickly_to(qtbot, w, "summary")
        first_key = w.session.store.uid
        w.overlays.summary.buttons[1].click()  # Play this deal again…
        w.practice_starts.play_again_dialog.accept()  # the same seat
        qtbot.waitUntil(lambda: w.session.again is not None and not w.overlays.shown("summary"), timeout=30000)
        play_quickly_to(qtbot, w, "summary")
        back = next(b for b in w.summary.buttons if b.text() == "Back to the game")
        back.click()
        qtbot.waitUntil(lambda: w.session.again is None and w.overlays.shown("summary")
                        and comparisons.configuration is not None, timeout=30000)
        key = w.session.store.uid
        seen = {"started": [tag for tag, _ in held], "new key": key != first_key,
                "state": comparisons.state(key, 1)}
        for tag, args in held:  # the first comparison let go: it comes to the panel shown now
            real(tag, *args)
        qtbot.waitUntil(lambda: comparisons.state(key, 1) == "done", timeout=60000)
        seen["panel"] = "difference" in w.summary.body.toPlainText()
        return first_key, seen

    code, (first_key, seen) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert seen == {"started": [("table", first_key, 1)], "new key": True, "state": "waiting", "panel": True}


def test_a_thrown_in_deal_s_comparison_comes_to_the_next_end_of_deal_panel(qtbot, folders, monkeypatch):
    """The real start with ``--seed 2`` (two players, Amateur): the person passes twice and so
    does the computer — deal 1 is thrown in and the next is dealt at once, no panel. It is
    compared with the Master in the person's seat and rated like any deal (the Master may
    have declared; the person's margin is 0: nothing is written, RULES.md 5); the end-of-deal
    panel of the next deal says so: "Deal 1, thrown in — the Master in your seat: M · you:
    0 · difference −M". (Before: a rated deal the person never saw compared.)"""
    from deberts_desktop.engine.actions import Bid

    from .table_driver import person_turn
    from .test_keyboard_only import play_quickly_to

    save_settings(replace(Settings(), rules=Rules(players=2), levels=("amateur",) * 4, animation_speed="off",
                          computer_delay_ms=0, trick_pause_ms=0, card_min_ms=0, tutorial_offered=True, sound=False),
                  folders.parent / "config" / SETTINGS_FILE)

    def drive(w):
        game_dealt(qtbot, w)
        game = w.session.game
        first = game.deal

        def over() -> bool:
            return first.result is not None

        while not over():
            qtbot.waitUntil(lambda: person_turn(w) or over(), timeout=30000)
            if not over():
                assert w.session.choose(Bid.pass_())
        assert first.result.thrown_in  # the seed's first deal: both pass twice
        play_quickly_to(qtbot, w, "summary")
        key, text = w.session.store.uid, w.summary.body.toPlainText
        qtbot.waitUntil(lambda: w.session.comparisons.state(key, 1) in ("done", "failed")
                        and "Deal 1, thrown in — the Master in your seat: " in text()
                        and "being worked out" not in text().split("Deal 1, thrown in")[1].split("\n")[0],
                        timeout=120000)
        return w.session.comparisons.results.get((key, 1)), text(), len(game.entries)

    code, (done, text, deals) = start_app(monkeypatch, ["--seed", "2"], drive)
    assert code == 0 and deals >= 2
    assert done is not None and done["played"] == 0  # thrown in: nothing written, margin 0
    assert (f"Deal 1, thrown in — the Master in your seat: {signed_points(done['master'])} · you: 0 · "
            f"difference {signed_points(-done['master'])}") in text, text


def test_a_deal_whose_comparison_was_lost_is_compared_again_at_the_next_start(qtbot, folders, monkeypatch):
    """The person has played before (History holds a game with a rated comparison). Through
    the real start: deal 1 played, its panel says "The Master in your seat: being worked
    out…" (the comparison held back here), Game → New game, Keep — the game waits in
    History — and the app is closed before the comparison is made (it is dropped with the
    app, as when an end-of-game panel is closed and the app with it). At the next start the
    deal is compared again, as after it was played, and kept rated. (Before: only a game
    continued at that deal's panel was compared again; this deal never was, and the rating
    lacked it.)"""
    rated_history(folders).close()

    def first(w):
        past_the_offer(qtbot, w)  # History's unfinished game offered: a new game
        comparisons = held_back(w.session.comparisons)
        assert play_to(qtbot, w, "summary") == "summary"
        assert "being worked out" in w.summary.body.toPlainText()
        assert w.session.store.flush()
        kept = w.session.store.game_id
        w.new_action.trigger()
        answer(qtbot, w, "Keep")
        return kept

    code, kept = start_app(monkeypatch, [], first)
    assert code == 0 and kept is not None

    def again(w):
        past_the_offer(qtbot, w)
        comparisons = w.session.comparisons
        qtbot.waitUntil(lambda: comparisons.state(kept, 1) in ("done", "failed"), timeout=120000)
        done = comparisons.results.get((kept, 1))
        assert w.session.store.flush()
        stored = w.storage.history.deal_comparison(kept, 1, done["configuration"]) if done else None
        return done, stored

    code, (done, stored) = start_app(monkeypatch, [], again)
    assert code == 0
    assert done is not None and done["seat"] == 0 and done["levels"] == ["master", "amateur"]
    assert stored is not None and stored["rated"] and stored["played"] == done["played"]


def test_a_game_whose_record_cannot_be_read_does_not_keep_the_lost_deals_from_being_compared_again(
        qtbot, folders, monkeypatch):
    """The history's newest game has five deals with no comparison, but its record is
    damaged (it cannot be replayed); an older game's deal lost its comparison too. Through
    the real start: the older deal is compared again. (Before: the five deals a start were
    the damaged game's, each passed over, so no lost deal was ever compared again while
    that game was in History.)"""
    import sqlite3

    from tests.storage.test_rating import stored_game

    with rated_history(folders) as h:
        lost = stored_example(h)
        damaged = stored_game(h, Rules(players=2), 5, "2026-12-02T10:00:00+00:00")
    with sqlite3.connect(folders / "history.sqlite3") as conn:
        conn.execute("UPDATE games SET record = 'not a record' WHERE id = ?", (damaged,))
    conn.close()

    def drive(w):
        past_the_offer(qtbot, w)
        comparisons = w.session.comparisons
        qtbot.waitUntil(lambda: comparisons.state(lost, 1) != "none", timeout=30000)  # asked once the Master is known
        return comparisons.state(lost, 1), [n for (k, n) in comparisons.results if k == damaged]

    code, (state, of_damaged) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert state in ("waiting", "done", "failed")  # asked for at the start
    assert of_damaged == []


def test_show_me_how_from_history_waits_for_the_deal_being_compared_again_at_the_start(qtbot, folders, monkeypatch):
    """A deal whose comparison was lost is being compared again at the start (the
    comparisons' process held back here, so it is still being made); History → Show me how
    of its game says the Master is playing the cards and asks for no second comparison of
    it: the one being made comes to the window when it is ready. (Before: the window asked
    for the same deal again, behind the first — the person waited for two Master's replays
    of the deal.)"""
    with rated_history(folders) as h:
        lost = stored_example(h)

    def drive(w):
        qtbot.waitUntil(lambda: getattr(w, "session", None) is not None, timeout=30000)
        comparisons = held_back(w.session.comparisons)
        past_the_offer(qtbot, w)
        qtbot.waitUntil(lambda: comparisons.state(lost, 1) != "none", timeout=30000)  # asked once the Master is known
        waiting = comparisons.state(lost, 1)
        comparisons.configuration_known.emit(MASTER)  # (the process would say it: History's comparisons are read by it)
        comparisons.configuration = MASTER
        mw = w.show_me_how_from_history(lost)
        seen = waiting, comparisons._asked, mw.state.text()
        comparisons.jobs.decided.emit(("table", lost, 1), hand_made())  # the comparison being made comes
        return seen, mw.comparison

    code, ((waiting, asked, state), shown) = start_app(monkeypatch, [], drive)
    assert code == 0 and waiting == "waiting"
    assert asked == 0 and state == "The Master is playing your cards…"
    assert shown == hand_made()


def test_show_me_how_from_history_of_the_game_on_the_table_waits_for_its_deal_being_compared(qtbot, folders,
                                                                                              monkeypatch):
    """Deal 1 of the game on the table played, its comparison being made (the comparisons'
    process held back here); History → Show me how of that game asks for no second
    comparison of the deal: the one being made comes to the window. (Before: the window
    asked for the same deal again, behind the first.)"""
    save_settings(replace(Settings(), rules=Rules(players=2), levels=("amateur",) * 4, animation_speed="off",
                          computer_delay_ms=0, trick_pause_ms=0, card_min_ms=0, tutorial_offered=True, sound=False),
                  folders.parent / "config" / SETTINGS_FILE)

    def drive(w):
        comparisons = first_panel_held(qtbot, w)
        key, gid = w.session.store.uid, w.session.store.game_id
        assert w.session.store.flush() and gid is not None
        comparisons._learn(MASTER)  # (the process would say it: History's comparisons are read by it)
        mw = w.show_me_how_from_history(gid)
        seen = comparisons.state(key, 1), comparisons._asked, mw.state.text()
        comparisons.jobs.decided.emit(("table", key, 1), hand_made())  # the comparison being made comes
        return seen, mw.comparison

    code, ((state, asked, text), shown) = start_app(monkeypatch, [], drive)
    assert code == 0 and state == "waiting"
    assert asked == 0 and text == "The Master is playing your cards…"
    assert shown == hand_made()


def test_a_deal_whose_comparison_always_fails_is_tried_three_times_then_named_in_show_me_how(
        qtbot, folders, monkeypatch):
    """A deal whose comparison was lost (History holds it with none) and whose comparison
    fails every time (here the comparisons' process is given a job that fails in it, as a
    broken deal would). Through the real start, again and again: it is compared again at
    the first three starts, each failure counted in the history; at the fourth start it is
    not asked for any more, and History → Show me how lists it as "Deal 1 — could not be
    compared" and says so instead of asking the Master again. (Before: it was asked for at
    every start, and took one of the five places of the deals compared again.)"""
    from deberts_desktop import jobs
    from deberts_desktop.ui.game import comparisons as comparisons_module

    with rated_history(folders) as h:
        lost = stored_example(h)
    monkeypatch.setattr(comparisons_module, "COMPARE", jobs.master_configuration)  # fails in the process: wrong arguments

    def failing(w):
        past_the_offer(qtbot, w)
        comparisons = w.session.comparisons
        qtbot.waitUntil(lambda: comparisons.state(lost, 1) != "none", timeout=30000)  # once the Master is known
        asked = comparisons.state(lost, 1)
        qtbot.waitUntil(lambda: comparisons.state(lost, 1) == "failed", timeout=120000)
        assert w.session.store.flush()
        return asked, w.storage.history.comparison_failures(lost, comparisons.configuration)

    for start in (1, 2, 3):
        code, (asked, failures) = start_app(monkeypatch, [], failing)
        assert code == 0 and asked in ("waiting", "failed") and failures == {1: start}  # asked for, failed

    def given_up(w):
        past_the_offer(qtbot, w)
        comparisons = w.session.comparisons
        mw = w.show_me_how_from_history(lost)
        qtbot.waitUntil(lambda: comparisons.configuration is not None, timeout=30000)
        return comparisons.state(lost, 1), mw.deal_combo.itemText(0), mw.state.text()

    code, (state, item, text) = start_app(monkeypatch, [], given_up)
    assert code == 0 and state == "none"
    assert item == "Deal 1 — could not be compared"
    assert text == "This deal could not be compared with the Master: it failed 3 times and is not tried again."


def test_a_lost_comparison_of_a_seeded_game_is_made_again_with_the_game_s_seeds(qtbot, folders, monkeypatch):
    """The person plays a game started with ``--seed 5`` (its computers seeded by it): deal 1
    played, its comparison held back, Game → New game, Keep, the app closed before the
    comparison is made. At the next start the deal is compared again with the seeds the
    first attempt had: seat s of a game seeded 5 is seeded 5 × 8 + s (docs/comparison.md),
    so 40 for the person's seat (the Master) and 41 for Anna's; the history keeps the deal's
    seed, 5. (Before: the comparison made again was unseeded, seeds [None, None]: not the
    first attempt's, so not the same line and margin.)"""
    rated_history(folders).close()

    kept = seeded_deal_kept_uncompared(qtbot, monkeypatch)

    assert compared_at_the_next_start(qtbot, monkeypatch, kept)["seeds"] == [40, 41]
    with History(folders / "history.sqlite3") as h:
        assert h.deal_seed(kept, 1) == 5


def test_a_game_continued_at_the_panel_of_a_deal_given_up_does_not_compare_it_again(qtbot, folders, monkeypatch):
    """The app closed on an end-of-deal panel whose comparison was being made (held back),
    and that deal's comparison had failed three times in all (the history counts them: here
    written by hand, as three failed starts would). The game goes on at that panel at the
    next start: the deal is not compared a fourth time — the panel says it could not be
    compared and still offers "Show me how", which names it (History's rule, as at a
    start). (Before: the panel compared it again at every continuation, each failure
    counted again: a deal that always fails was tried without end.)"""
    quick_two_players(folders)

    def first(w):
        first_panel_held(qtbot, w)
        return len(w.session.game.entries)

    code, number = start_app(monkeypatch, [], first)
    assert code == 0
    with History(folders / "history.sqlite3") as h:
        (gid,) = h.game_ids()
        assert [h.store_comparison_failure(gid, number, MASTER) for _ in range(3)] == [1, 2, 3]

    def again(w):
        assert continued_at_its_panel(qtbot, w) == "Continue the unfinished game?"
        key = w.session.store.uid
        qtbot.waitUntil(lambda: "The Master in your seat" in w.summary.body.toPlainText(), timeout=30000)
        seen = (w.session.comparisons.state(key, number), w.session.comparisons.jobs.thinking,
                w.summary.body.toPlainText(), [b.text() for b in w.summary.buttons])
        mw = w.show_me_how(number - 1)
        seen += (mw.state.text(),)
        assert w.session.store.flush()
        return seen + (w.storage.history.comparison_failures(gid, MASTER),)

    code, (state, thinking, body, buttons, said, failures) = start_app(monkeypatch, [], again)
    assert code == 0
    assert state == "failed" and not thinking
    assert "The Master in your seat: this deal could not be compared." in body
    assert "Show me how" in buttons
    assert said == "This deal could not be compared with the Master: it failed 3 times and is not tried again."
    assert failures == {number: 3}


def test_comparisons_lost_behind_another_when_their_process_is_killed_are_not_counted_as_failures(
        qtbot, folders, monkeypatch):
    """Two deals whose comparison was lost (History holds games 2 and 3 with none; game 1
    has a rated comparison) are compared again at the start, game 3's first (newest first);
    the comparisons' process is killed while it makes game 3's (game 2's waits behind it),
    as the system may end it for want of memory. Game 3's deal counts one failed try; game
    2's deal counts none: it was never tried, and is compared again at the next start.
    (Before: both counted a try — a process killed three times gave up every deal queued
    in it.)"""
    import signal

    with rated_history(folders) as h:
        older, newer = stored_example(h), stored_example(h)

    def drive(w):
        qtbot.waitUntil(lambda: getattr(w, "session", None) is not None, timeout=30000)
        comparisons = held_back(w.session.comparisons)
        past_the_offer(qtbot, w)
        qtbot.waitUntil(lambda: comparisons.state(newer, 1) == comparisons.state(older, 1) == "waiting"
                        and comparisons.jobs.worker.pid is not None, timeout=30000)
        os.kill(comparisons.jobs.worker.pid, signal.SIGKILL)
        qtbot.waitUntil(lambda: comparisons.state(newer, 1) == comparisons.state(older, 1) == "failed", timeout=30000)
        assert w.session.store.flush()
        history = w.storage.history
        return (history.comparison_failures(newer, MASTER), history.comparison_failures(older, MASTER),
                list(history.uncompared_deals(MASTER)))

    code, (newer_failed, older_failed, still) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert newer_failed == {1: 1} and older_failed == {}
    assert still == [(newer, 1), (older, 1)]  # both compared again at the next start


def test_a_seeded_game_continued_from_the_autosave_keeps_its_seed_for_the_deals_stored_then(
        qtbot, folders, monkeypatch):
    """The person starts a game with ``--seed 5`` and plays to the first card of deal 1
    (a bid of his made), then the app is closed: the game waits in the autosave. At the
    next start he continues it and plays deal 1 to its end: the deal is stored then, from
    the game the autosave gave, and keeps the seed 5 (its comparison is seeded by it, seat
    s with 5 × 8 + s), and the table's computers go on seeded by 5. (Before: the autosave
    kept no seed, so the deal was stored with none — a comparison made again of it was
    unseeded — and the computers went on unseeded.)"""
    rated_history(folders).close()

    def first(w):
        past_the_offer(qtbot, w)  # History's unfinished game offered: a new game (the seeded one)
        held_back(w.session.comparisons)
        assert play_to(qtbot, w, "play") == "play"
        assert w.session.store.flush()
        return w.session.seed, w.session.game.rows

    code, (seed, rows) = start_app(monkeypatch, ["--seed", "5"], first)
    assert code == 0 and seed == 5 and rows == []

    def again(w):
        assert past_the_offer(qtbot, w, "Continue") == "Continue the unfinished game?"
        held_back(w.session.comparisons)
        assert play_to(qtbot, w, "summary") == "summary"
        assert w.session.store.flush()
        return w.session.seed, w.session.store.game_id

    code, (seed, gid) = start_app(monkeypatch, [], again)
    assert code == 0 and seed == 5 and gid is not None
    with History(folders / "history.sqlite3") as h:
        assert h.deal_seed(gid, 1) == 5


def test_the_end_of_a_deal_reads_no_history_on_the_window_s_thread(qtbot, folders, monkeypatch):
    """The person plays deals 1, 2 and 3 of a new game through the real start, its
    comparisons with the Master asked for after each (held back). From the first card on,
    nothing reads the history on the window's thread — a read there waits for the disk and
    for the writer's lock (a WAL read) while the window cannot paint: the history is read
    with a patched reader that notes the thread and what asked. (Before: the comparison
    after each deal, ``TableComparisons.compare``, read the deal's failed comparisons in the
    history on the window's thread, from the second deal on, once the game was stored.)"""
    import threading
    import traceback

    rated_history(folders).close()
    on_the_window_s_thread: list = []
    watching = threading.Event()
    select = History.select

    def noted(self, sql, args=()):
        if watching.is_set() and threading.current_thread() is threading.main_thread():
            on_the_window_s_thread.append((sql, "".join(traceback.format_stack(limit=8))))
        return select(self, sql, args)

    monkeypatch.setattr(History, "select", noted)

    def drive(w):
        past_the_offer(qtbot, w)
        comparisons = held_back(w.session.comparisons)
        assert play_to(qtbot, w, "play") == "play"
        watching.set()
        for deal in (1, 2, 3):
            stop = play_to(qtbot, w, "summary")
            assert w.session.store.flush()  # stored: the game's history id known from now on
            if stop == "final":
                break
            qtbot.mouseClick(w.summary.buttons[0], Qt.MouseButton.LeftButton)
            assert play_to(qtbot, w, "play") in ("play", "final")
        watching.clear()
        key = w.session.store.uid
        return [comparisons.state(key, n) for n in (1, 2, 3)]

    code, states = start_app(monkeypatch, ["--seed", "3"], drive)  # seeded: three deals before the game's end
    assert code == 0 and states == ["waiting"] * 3
    assert on_the_window_s_thread == []


def test_a_deal_given_up_by_an_older_version_s_master_is_compared_again_after_an_update(
        qtbot, folders, monkeypatch):
    """A deal whose comparison was lost had failed three times with the Master of an older
    version (the history counts them with that Master's configuration id, as that version
    would have). Through the real start of this version — another Master — the deal is
    compared again, and its comparison is kept: the older Master's failures are not this
    one's. (Before: the failures knew no Master, so the deal stayed given up after the
    update, and Show me how said it "is not tried again".)"""
    older_master = "master-ba9876543210"
    assert older_master != MASTER
    with rated_history(folders) as h:
        lost = stored_example(h)
        assert [h.store_comparison_failure(lost, 1, older_master) for _ in range(3)] == [1, 2, 3]

    def drive(w):
        past_the_offer(qtbot, w)
        comparisons = w.session.comparisons
        qtbot.waitUntil(lambda: comparisons.state(lost, 1) in ("done", "failed"), timeout=120000)
        assert w.session.store.flush()
        return comparisons.state(lost, 1), w.storage.history.deal_comparison(lost, 1, MASTER)

    code, (state, kept) = start_app(monkeypatch, [], drive)
    assert code == 0 and state == "done"
    assert kept is not None and kept["rated"] and kept["configuration"] == MASTER


def test_a_version_11_history_with_a_failure_of_a_deal_gone_opens_and_keeps_its_games(qtbot, folders, monkeypatch):
    """A version-11 history (before the Master's configuration was kept with a failed
    comparison) holds a failure counted for its stored deal 1 and one for a deal no longer
    there — a game deleted by hand with a tool that enforces no foreign keys (the sqlite3
    shell): nothing else is wrong with the file. The person starts this version: the history
    opens, migrated to version 12, its game listed, the failure of the deal that is there
    kept (under no Master's id), the one of the deal gone dropped. (Before: copying the
    failures into version 12's table broke its foreign key, the migration was rolled back
    and the history could not be opened at all, at every start: "The game history could not
    be written: FOREIGN KEY constraint failed.")"""
    import sqlite3

    from deberts_desktop.storage.migrations import migrate

    with rated_history(folders) as h:
        gid = h.list_games()[0].id
    conn = sqlite3.connect(folders / "history.sqlite3", isolation_level=None)
    try:  # back to version 11's table (no configuration), foreign keys off as in the sqlite3 shell
        conn.execute("DROP TABLE comparison_failures")
        migrate(conn, 8, 9)
        conn.execute("INSERT INTO comparison_failures (game_id, number, tries, last) VALUES (?, 1, 2, ?)",
                     (gid, "2026-12-01T13:00:00+00:00"))
        conn.execute("INSERT INTO comparison_failures (game_id, number, tries, last) VALUES (?, 1, 3, ?)",
                     (gid + 1, "2026-12-01T13:00:00+00:00"))  # the deal of a game deleted by hand
        conn.execute("ALTER TABLE games DROP COLUMN seed")  # (schema 13's)
        conn.execute("PRAGMA user_version = 11")
    finally:
        conn.close()

    def drive(w):
        qtbot.waitUntil(lambda: getattr(w, "questions", None) is not None, timeout=30000)
        history = w.storage.history
        return w.storage.history_error, None if history is None else [g.id for g in history.list_games()]

    code, (error, listed) = start_app(monkeypatch, [], drive)
    assert code == 0 and error is None and listed == [gid]
    with History(folders / "history.sqlite3") as h:
        assert h.comparison_failures(gid, "") == {1: 2}
        assert h.select("SELECT COUNT(*) FROM comparison_failures").fetchone()[0] == 1


def test_show_me_how_is_not_left_waiting_when_the_comparisons_process_ends_before_it_names_the_master(
        qtbot, folders, monkeypatch):
    """History holds a game whose deal has a comparison kept. At the start the Master's
    configuration is not known yet (no deal to compare again); the person opens History →
    Show me how of that game, and the comparisons' process ends while it says which Master
    it is (it exits: as when the system ends it). The window does not wait for an answer
    that will never come: the deal's comparison is asked for itself (a new process makes
    it, and says the Master's configuration with it), and the window shows it. (Before: the
    window said "The Master is playing your cards…" for ever, its buttons greyed, and
    nothing was being made.)"""
    import sys

    from deberts_desktop.ui.game import comparisons as comparisons_module

    with rated_history(folders) as h:
        gid = h.list_games()[0].id
    monkeypatch.setattr(comparisons_module, "CONFIGURATION", sys.exit)  # the process ends on the question

    def drive(w):
        qtbot.waitUntil(lambda: getattr(w, "questions", None) is not None
                        and (w.questions.question is not None or w.session.game is not None), timeout=30000)
        if w.questions.question is not None:
            answer(qtbot, w, "New game")
        qtbot.waitUntil(lambda: w.session.game is not None and w.table_ready_shown, timeout=30000)
        assert w.session.comparisons.configuration is None
        mw = w.show_me_how_from_history(gid)
        qtbot.waitUntil(lambda: mw.comparison is not None or "could not" in mw.state.text(), timeout=120000)
        return mw.comparison, w.session.comparisons.configuration

    code, (shown, configuration) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert shown is not None and shown["configuration"] == MASTER and shown["played"] == 174
    assert configuration == MASTER


def test_a_seeded_game_kept_in_history_and_continued_from_there_keeps_its_seed(qtbot, folders, monkeypatch):
    """The person starts a game with ``--seed 5``, plays deal 1 to its end and on to the
    first card of deal 2, and closes the app. At the next start (no seed) he answers the
    question "New game": the game is kept in History, with its seed. He then continues it
    from History and plays deal 2 to its end: the table's computers go on seeded by 5 and
    deal 2 is stored with the seed 5, as deal 1 was (what its comparison made again is
    seeded by). (Before: History → Continue gave the game no seed — the computers went on
    unseeded and deal 2 was stored with none.)"""
    rated_history(folders).close()

    def first(w):
        qtbot.waitUntil(lambda: getattr(w, "questions", None) is not None
                        and (w.questions.question is not None or w.session.game is not None), timeout=30000)
        if w.questions.question is not None:  # History's unfinished game offered: a new game (the seeded one)
            answer(qtbot, w, "New game")
        qtbot.waitUntil(lambda: w.session.game is not None, timeout=30000)
        held_back(w.session.comparisons)
        assert play_to(qtbot, w, "summary") == "summary"
        qtbot.mouseClick(w.summary.buttons[0], Qt.MouseButton.LeftButton)  # on to deal 2
        assert play_to(qtbot, w, "play") == "play"
        assert w.session.store.flush()
        return w.session.seed, len(w.session.game.rows)

    code, (seed, rows) = start_app(monkeypatch, ["--seed", "5"], first)
    assert code == 0 and seed == 5 and rows == 1

    def again(w):
        qtbot.waitUntil(lambda: getattr(w, "questions", None) is not None and w.questions.question is not None,
                        timeout=30000)
        kept = w.session.store.uid
        answer(qtbot, w, "New game")  # the seeded game kept in History
        qtbot.waitUntil(lambda: w.session.game is not None and w.session.store.uid != kept, timeout=30000)
        assert w.session.store.flush()
        gid = w.storage.history.latest_unfinished()
        held_back(w.session.comparisons)
        assert w.history_opening.continue_game(gid) is not None  # History → Continue
        assert play_to(qtbot, w, "summary") == "summary"
        assert w.session.store.flush()
        return w.session.seed, w.session.store.game_id, gid

    code, (seed, on_table, gid) = start_app(monkeypatch, [], again)
    assert code == 0 and on_table == gid and seed == 5
    with History(folders / "history.sqlite3") as h:
        assert (h.deal_seed(gid, 1), h.deal_seed(gid, 2)) == (5, 5)


def test_a_game_continued_at_its_panel_is_compared_when_the_process_ends_before_it_names_the_master(
        qtbot, folders, monkeypatch):
    """The app closed on an end-of-deal panel whose comparison was being made (the real start
    twice, as test_a_deal_whose_comparison_the_app_closed_on_is_compared_when_the_game_goes_on).
    At the next start the game goes on at that panel; the Master's configuration is asked
    for (to read the comparisons kept) and the comparisons' process ends as it is asked
    (once: the next process answers). The panel does not wait for it for ever: the deal is
    compared again and the panel says so, with "Show me how". (Before: the panel kept no
    line about the Master and the deal was not compared in that run.)"""
    import sys

    from deberts_desktop.ui.game import comparisons as comparisons_module

    quick_two_players(folders)

    def first(w):
        first_panel_held(qtbot, w)
        assert w.session.store.flush()
        return len(w.session.game.entries)

    code, number = start_app(monkeypatch, [], first)
    assert code == 0
    configuration = comparisons_module.CONFIGURATION
    monkeypatch.setattr(comparisons_module, "CONFIGURATION", sys.exit)  # the process ends on the question

    lost: list = []

    def once():  # the next process answers
        lost.append(True)
        monkeypatch.setattr(comparisons_module, "CONFIGURATION", configuration)

    def again(w):
        qtbot.waitUntil(lambda: getattr(w, "questions", None) is not None and w.questions.question is not None,
                        timeout=30000)
        comparisons = w.session.comparisons
        comparisons.configuration_lost.connect(once)
        answer(qtbot, w, "Continue")
        qtbot.waitUntil(lambda: w.session.game is not None and w.summary.isVisible(), timeout=30000)
        key = w.session.store.uid
        qtbot.waitUntil(lambda: "The Master in your seat" in w.summary.body.toPlainText(), timeout=60000)
        seen = (lost == [True], comparisons.state(key, number) in ("waiting", "done"),
                [b.text() for b in w.summary.buttons])
        comparisons.close()
        return seen

    code, (failed, asked, buttons) = start_app(monkeypatch, [], again)
    assert code == 0
    assert failed and asked and "Show me how" in buttons


def test_a_game_gone_back_to_twice_after_deals_played_again_keeps_the_deals_compared_between(
        qtbot, folders, tmp_path, monkeypatch):
    """Two players through the real start, each comparison after a deal answered at once by
    a hand-made Master (deal 1: +24 played against +40; deal 2: 0 against -12). Deal 1's
    end-of-deal panel: Play this deal again…, played, Back to the game (the game continued
    from History); Next deal; deal 2's panel: Play this deal again…, played, Back to the game
    again. The panel of deal 2 then has its comparison (made before the deal was played
    again) without the Master playing deal 2 a second time, and the game against the Master
    counts both deals: -16 and +12. (Before: the comparisons kept in the history were read
    once per game and run, before deal 2 was played; the second return found deal 2 in
    neither, compared it again — a second Master's job — and counted it only once that
    came.)"""
    from PySide6.QtCore import QTimer

    from .test_keyboard_only import first_turn, play_quickly_to, quick_settings

    quick_settings(tmp_path, rules=Rules(players=2))
    made = {1: hand_made(24, 40), 2: hand_made(0, -12)}

    def drive(w):
        first_turn(qtbot, w)
        comparisons = w.session.comparisons
        asked = []

        def run(tag, *args):  # the Master answers at once (on the event loop, as a worker would)
            asked.append(tag)
            answer = MASTER if tag[0] == "configuration" else dict(made[tag[2]])
            QTimer.singleShot(0, lambda: comparisons._came(tag, answer))

        comparisons.jobs.run = run

        def played_again_and_back() -> None:
            w.overlays.summary.buttons[1].click()  # Play this deal again…
            w.practice_starts.play_again_dialog.accept()  # the same seat
            qtbot.waitUntil(lambda: w.session.again is not None and not w.overlays.shown("summary"), timeout=30000)
            play_quickly_to(qtbot, w, "summary")
            next(b for b in w.summary.buttons if b.text() == "Back to the game").click()
            qtbot.waitUntil(lambda: w.session.again is None and w.overlays.shown("summary"), timeout=30000)

        play_quickly_to(qtbot, w, "summary")
        played_again_and_back()
        w.next_deal()
        play_quickly_to(qtbot, w, "summary")
        assert len(w.session.game.entries) == 2
        qtbot.waitUntil(lambda: comparisons.state(w.session.store.uid, 2) == "done", timeout=30000)
        assert w.session.store.flush()
        played_again_and_back()
        key = w.session.store.uid
        return ([t for t in asked if t[0] == "table"], comparisons.state(key, 2),
                [(n, c and c["difference"]) for n, c in comparisons.of_game(key)])

    code, (tables, state, counted) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert [number for _tag, _key, number in tables] == [1, 2]  # each deal compared once
    assert state == "none" and counted == [(1, -16), (2, 12)]  # deal 2 from the history, not made again


def test_show_me_how_from_history_seeds_a_deal_stored_without_a_seed_by_the_game_s(qtbot, folders, monkeypatch):
    """History holds the deal of RULES.md 12 A as a game whose seed, 3, the history keeps
    with the game (schema 13) while its deal row holds none (here written by hand: a deal
    whose own seed was not kept). History → Show me how asks the Master's line of deal 1
    seeded 3, as the game was played — the seed History's Continue gives it. (Before: the
    window had no seed but the deal's, and compared it unseeded.)"""
    import sqlite3

    quick_two_players(folders)
    folders.mkdir(parents=True, exist_ok=True)
    with History(folders / "history.sqlite3") as h:
        gid = stored_example(h)
    conn = sqlite3.connect(folders / "history.sqlite3", isolation_level=None)
    try:
        conn.execute("UPDATE games SET seed = '3' WHERE id = ?", (gid,))
    finally:
        conn.close()
    with History(folders / "history.sqlite3") as h:
        assert (h.game_seed(gid), h.deal_seed(gid, 1)) == (3, None)

    def drive(w):
        past_the_offer(qtbot, w)
        comparisons = w.session.comparisons
        seeds = []
        ask = comparisons.ask

        def asked(*args):
            seeds.append(args[-1])  # (rules, deal, dealer, before, row, seat, levels, seed)
            return ask(*args)

        monkeypatch.setattr(comparisons, "ask", asked)
        assert w.show_me_how_from_history(gid) is not None
        qtbot.waitUntil(lambda: len(seeds) > 0, timeout=30000)
        return seeds

    code, seeds = start_app(monkeypatch, [], drive)
    assert code == 0 and seeds == [3]


def test_a_lost_comparison_of_a_deal_stored_without_its_seed_is_made_again_with_the_game_s(qtbot, folders,
                                                                                            monkeypatch):
    """As above — a game started with ``--seed 5``, deal 1's comparison lost — but the deal's
    row holds no seed of its own (here written by hand: a deal stored without one, as before
    schema 11), while the history keeps the game's, 5 (schema 13). At the next start the
    deal is compared again seeded as the game was: 5 × 8 + s, so 40 for the person's seat
    and 41 for Anna's — the seed History's Show me how gives the same deal. (Before: the
    comparison made at the start read the deal's seed only and was unseeded, [None, None],
    while Show me how seeded it 5: one deal, two lines and margins.)"""
    import sqlite3

    rated_history(folders).close()

    kept = seeded_deal_kept_uncompared(qtbot, monkeypatch)
    conn = sqlite3.connect(folders / "history.sqlite3", isolation_level=None)
    try:
        conn.execute("UPDATE deals SET seed = NULL WHERE game_id = ?", (kept,))
    finally:
        conn.close()
    with History(folders / "history.sqlite3") as h:
        assert (h.deal_seed(kept, 1), h.game_seed(kept)) == (None, 5)

    assert compared_at_the_next_start(qtbot, monkeypatch, kept)["seeds"] == [40, 41]


def seeded_deal_kept_uncompared(qtbot, monkeypatch):
    """Through the real start with ``--seed 5`` (History's unfinished game offered first:
    a new game, the seeded one): deal 1 played with its comparison held back, then Game →
    New game, Keep, the app closed before the comparison is made. The kept game's id."""
    def first(w):
        past_the_offer(qtbot, w)
        held_back(w.session.comparisons)
        assert w.session.seed == 5
        assert play_to(qtbot, w, "summary") == "summary"
        assert w.session.store.flush()
        kept = w.session.store.game_id
        w.new_action.trigger()
        answer(qtbot, w, "Keep")
        return kept

    code, kept = start_app(monkeypatch, ["--seed", "5"], first)
    assert code == 0 and kept is not None
    return kept


def compared_at_the_next_start(qtbot, monkeypatch, kept):
    """The next plain start past its offer: deal 1 of game ``kept`` compared again (done,
    not failed): its comparison's result."""
    def again(w):
        past_the_offer(qtbot, w)
        comparisons = w.session.comparisons
        qtbot.waitUntil(lambda: comparisons.state(kept, 1) in ("done", "failed"), timeout=120000)
        return comparisons.results.get((kept, 1))

    code, done = start_app(monkeypatch, [], again)
    assert code == 0 and done is not None
    return done


def test_a_game_s_average_against_the_master_reads_the_same_in_history_and_on_the_end_of_game_panel(
        qtbot, tmp_path):
    """One game, one compared deal, margins kept to 0.01 (the person's 10.15 against the
    Master's 10.0): History's rating and the end-of-game panel average the same deal and show
    the same "+0.1" — its difference taken from one home (``storage.rating.difference``:
    0.15). (Before: the panel took the difference unrounded, 0.15000000000000036, and said
    "+0.2" where History said "+0.1".)"""
    from deberts_desktop.storage.rating import rating
    from deberts_desktop.ui.table.summaries import game_against_master_html

    deals = [(10.15, 10.0)]
    st = storage_in(tmp_path)
    gid = stored_example(st.history)
    for n, (played, master) in enumerate(deals, 1):
        st.history.store_comparison(gid, n, hand_made(played, master), rated=True)
    win = make_window(qtbot, storage=st)
    hw = win.open_history()
    page = hw.stats_page
    qtbot.waitUntil(lambda: page.ready and page.rating.configuration == MASTER, timeout=20000)
    in_history = page.rating.model.index(0, 2).data()
    hw.close()
    compared = [(n, hand_made(played, master)) for n, (played, master) in enumerate(deals, 1)]
    panel = re.sub("<[^>]+>", "", game_against_master_html(compared, lambda diffs: rating(diffs, len(diffs))))
    assert in_history == "+0.1"
    assert "This game: +0.1 per deal against the Master in your seat (1 deals)" in panel
    from deberts_desktop.storage.rating import difference

    assert difference(10.15, 10.0) == 0.15 and 10.15 - 10.0 != 0.15  # the binary's noise, gone


def test_the_statistics_points_per_deal_round_as_every_other_figure(qtbot, monkeypatch):
    """History → Statistics, "Points per deal": 89 points in 4 deals, 22.25, reads "22.2" as
    every panel rounds a one-decimal figure (``numbers.points``); 87 in 3 deals, "29" (not
    "29.0"). (Before: Qt's own rounding, "22.3" and "29.0".)"""
    from deberts_desktop.storage.statistics import LevelStats
    from deberts_desktop.ui.history import stats
    from deberts_desktop.ui.numbers import points

    levels = {"amateur": LevelStats("amateur", games=1, finished=1, won=1, declarations=2, baits=0, deals=4, points=89),
              "expert": LevelStats("expert", games=1, finished=1, won=0, declarations=1, baits=1, deals=3, points=87)}
    monkeypatch.setattr(stats, "read_statistics", lambda history, cancelled=None: (levels, {}, {}))

    class InMemory:
        def reader(self):
            return None

    page = stats.StatisticsPage()
    qtbot.addWidget(page)
    page.load(InMemory())
    assert page.ready
    cells = [page.model.index(r, 5).data() for r in range(page.model.rowCount())]
    assert cells == ["22.2", "29"] == [points(89 / 4), points(87 / 3)]
