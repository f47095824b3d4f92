"""What a new player sees when opening the comforts from the menus, through the real start
(``cli.main``): nothing covers the table. Quick computers (Amateur)."""

from __future__ import annotations

import pytest

from .table_driver import person_turn, settle
from .test_keyboard_only import first_turn, quick_settings
from .test_real_start import folders, start_app, without_the_master  # noqa: F401 (the fixture)


def table_uncovered(w) -> bool:
    """The whole table view is in the window's middle: no dock lies over its right edge
    (where the Hint and Last trick buttons and the hint panel are)."""
    return w.stack.width() >= w.view.width() and w.view.width() >= w.view.minimumWidth()


def test_the_deal_log_never_covers_the_table_s_right_edge(qtbot, folders, tmp_path, monkeypatch):
    """View → Deal log in the smallest window (800×600): the log floats beside the window,
    the table keeps its width. In a window with room (1000×700) it is docked; narrowed to
    800×600 it floats. (Before: docked at 800×600 it lay over the table's right 45 px —
    the Hint and Last trick buttons and the hint panel cut — since the table cannot be
    narrower than 640 px.) Docked back by the person in the small window, it floats again."""
    quick_settings(tmp_path)

    def drive(w):
        first_turn(qtbot, w)
        seen = {}
        for size in ((800, 600), (1000, 700)):
            w.resize(*size)
            settle(qtbot, w)
            w.view_menu.log_action.trigger()  # View → Deal log
            settle(qtbot, w)
            seen[size] = (w.deal_log_dock.isVisible(), w.deal_log_dock.isFloating(), table_uncovered(w))
            if size == (800, 600):
                w.deal_log_dock.setFloating(False)  # docked back, as a double click on its title does
                settle(qtbot, w)
                seen["docked back"] = (w.deal_log_dock.isFloating(), table_uncovered(w))
                w.view_menu.log_action.trigger()  # closed again
                w.deal_log_dock.setFloating(False)  # as a person docks it back (a double click on its title)
                settle(qtbot, w)
        w.resize(800, 600)
        settle(qtbot, w)
        seen["narrowed"] = (w.deal_log_dock.isVisible(), w.deal_log_dock.isFloating(), table_uncovered(w))
        return seen

    code, seen = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0
    assert seen[(800, 600)] == (True, True, True)
    assert seen["docked back"] == (True, True)
    assert seen[(1000, 700)] == (True, False, True)
    assert seen["narrowed"] == (True, True, True)


def test_the_name_plates_say_dealer_and_declarer_as_nouns_in_russian(qtbot, folders, tmp_path, monkeypatch):
    """In Russian the person's name plate reads «Вы» over «сдающий · играющий ♣» once the
    person, the dealer, takes the turned ♣7 (seed 3): words that go with any name. (Before:
    «сдаёт · играет ♣», a verb that goes with «Компьютер 1» but not with «Вы».)"""
    from deberts_desktop.engine.actions import TAKE

    quick_settings(tmp_path, language="ru")

    def drive(w):
        first_turn(qtbot, w)
        deal = w.session.game.deal
        plate = w.scene.plates[0]
        before = [list(r) for r in plate.rows]
        assert w.session.choose(TAKE)
        qtbot.waitUntil(lambda: plate.rows != before, timeout=10000)  # the table shows the take
        return deal.dealer, before, [list(r) for r in plate.rows]

    code, (dealer, before, after) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0 and dealer == 0
    assert before == [["Вы"], ["сдающий"]]
    assert after == [["Вы"], ["сдающий · играющий ♣"]]


def test_set_up_a_position_says_short_hands_in_good_russian(qtbot, folders, tmp_path, monkeypatch):
    """Game → Set up a position… in Russian, started at the first lead with 3 cards in each
    hand: the note under Save says «по 3 из 9 карт» (a count the noun agrees with). (Before:
    «3 карт из 9».)"""
    quick_settings(tmp_path, language="ru")

    def drive(w):
        first_turn(qtbot, w)
        dlg = w.set_up_position()
        dlg.lead_radio.click()  # start at the first lead
        dlg.trump_combo.setCurrentIndex(1)
        dlg.declarer_combo.setCurrentIndex(1)
        dlg.cards_spin.setValue(3)
        note = dlg.save_note.text()
        dlg.reject()
        return note

    code, note = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0
    assert note.startswith("Неполные руки (по 3 из 9 карт) нельзя сохранить как запись партии")


@pytest.mark.parametrize("first", ["score sheet", "deal log"])
def test_the_score_sheet_and_the_deal_log_floating_beside_a_small_window_do_not_cover_each_other(
        qtbot, folders, tmp_path, monkeypatch, first):
    """In the smallest window (800×600) View → Score sheet and View → Deal log (either
    first) both float beside the window: the one opened second goes under the first, which
    keeps the column's upper part, so both can be read (as docked, the log under the
    sheet). (Before: both took the same place, as high as the window: the second lay over
    the first and hid it.)"""
    quick_settings(tmp_path)

    def drive(w):
        first_turn(qtbot, w)
        w.resize(800, 600)
        settle(qtbot, w)
        opens = [w.sheet_dock.view_action().trigger, w.view_menu.log_action.trigger]
        docks = [w.sheet_dock, w.deal_log_dock]
        if first == "deal log":
            opens.reverse()
            docks.reverse()
        for open_it in opens:
            open_it()
            settle(qtbot, w)
        upper, lower = (d.frameGeometry() for d in docks)
        return ([(d.isVisible(), d.isFloating()) for d in docks], upper.intersects(lower), upper.top(),
                lower.top() > upper.bottom(), lower.bottom() - upper.top() + 1, w.frameGeometry())

    code, (shown, overlap, top, below, column, frame) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0
    assert shown == [(True, True), (True, True)]
    assert not overlap and below
    assert top == frame.top() and column >= 600  # the two share the column beside the window


def test_a_deal_made_reads_as_the_deal_s_result_beside_you_in_russian(qtbot, folders, tmp_path, monkeypatch):
    """In Russian the end-of-game panel and the score sheet write a deal made as «сыграна»
    (the deal, as «брошена» beside it), which reads right beside «Вы» and any name: a whole
    2-player game at seed 3, where the person declares and makes deal 2 (♠). (Before:
    «сыграл», a verb that goes with «Компьютер 1» but not with «Вы»: «Вы ♠ сыграл».)"""
    from .table_driver import play_to

    quick_settings(tmp_path, language="ru")

    def drive(w):
        first_turn(qtbot, w)
        without_the_master(w)
        assert play_to(qtbot, w, "final", timeout=60000) == "final"
        outcomes = [(e.deal.result.declarer, e.deal.result.outcome) for e in w.session.game.entries if e.row is not None]
        sheet = w.sheet.table
        rows = [[sheet.item(r, c).text() if sheet.item(r, c) else "" for c in range(3)] for r in range(len(outcomes))]
        return outcomes, rows, w.final.body.document().toPlainText()

    code, (outcomes, rows, final_text) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0
    assert outcomes[1] == (0, "made")  # the person's deal made: «Вы ♠» beside its result
    assert rows[1] == ["2", "Вы ♠", "сыграна"]
    word = {"made": "сыграна", "bait": "байт", "hanging": "висячий байт"}
    assert [r[2] for r in rows] == [word[o] for _, o in outcomes]
    assert "Вы ♠\nсыграна\n" in final_text and "сыграл" not in final_text


def test_a_bid_is_a_zayavka_in_russian_never_a_stake(qtbot, folders, tmp_path, monkeypatch):
    """In Russian a bid is «заявка», as the hint's button and the settings say: Game → Problems,
    the first bidding problem asks «Найдите лучшую заявку…». (Before: «Найдите лучшую ставку»
    — «ставка» is a stake, money put on a game — while the hint said «заявка», and the review,
    Show me how and the Rules help said «ставка» too.)"""
    from .test_problems import open_problems

    quick_settings(tmp_path, language="ru")

    def drive(w):
        pr = open_problems(qtbot, w)
        for _ in range(len(pr.problems.problems)):
            if pr.problem.kind == "bidding":
                break
            shown = pr.problem
            pr.bar.next_button.click()  # ▶: the next problem
            qtbot.waitUntil(lambda: pr.problem is not shown and person_turn(w), timeout=10000)
        return pr.problem.kind, pr.bar.text.text()

    code, (kind, question) = start_app(monkeypatch, [], drive)
    assert code == 0 and kind == "bidding"
    assert question.startswith("Найдите лучшую заявку")


def test_history_with_no_game_yet_says_when_games_appear(qtbot, folders, tmp_path, monkeypatch):
    """A new player opens Game → History during the first deal: the list is empty, and the
    line under it says so and when a game will be there, instead of asking to choose a game
    from an empty list. Left open, once the first deal is scored the game is listed and the
    line is the usual one. (Before: «Choose a game to see its score sheet.» over nothing.)"""
    from .table_driver import play_to

    quick_settings(tmp_path)

    def drive(w):
        first_turn(qtbot, w)
        without_the_master(w)
        w.history_action.trigger()  # Game → History…
        hw = w.history_opening.window
        qtbot.waitUntil(lambda: hw is not None and hw.isVisible(), timeout=10000)
        seen = [(hw.model.rowCount(), hw.sheet_title.text())]
        assert play_to(qtbot, w, "summary") == "summary"  # the first deal scored: the game stored
        qtbot.waitUntil(lambda: hw.model.rowCount() == 1, timeout=30000)
        seen.append((hw.model.rowCount(), hw.sheet_title.text()))
        return seen

    code, seen = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0
    assert seen[0] == (0, "No games yet: a game is listed here once its first deal is scored, a score sheet for "
                          "real cards once it is started.")
    assert seen[1][0] == 1 and not seen[1][1].startswith("No games yet")


def test_the_russian_statistics_count_baits_per_deal_declared(qtbot, folders, tmp_path, monkeypatch):
    """History → Statistics in Russian after the first deal of a 2-player game (seed 3), where
    the person declares ♣ and is baited: the column of baits per declaration reads «Байтов на
    сдачу (вы — играющий)» over 1,00 — one bait in one deal declared. (Before: «Байтов на игру
    (играющим)», beside «Партий»: read as baits per game, which a number like 0,57 is not.)"""
    from .table_driver import play_to

    quick_settings(tmp_path, language="ru")

    def drive(w):
        first_turn(qtbot, w)
        without_the_master(w)
        assert play_to(qtbot, w, "summary") == "summary"
        result = w.session.game.entries[0].deal.result
        w.history_action.trigger()  # Партия → История…
        hw = w.history_opening.window
        qtbot.waitUntil(lambda: hw is not None and hw.isVisible() and hw.stats_page.ready, timeout=30000)
        model = hw.stats_page.model
        heading = model.horizontalHeaderItem(4).text()
        values = [model.item(r, 4).text() for r in range(model.rowCount())]
        return (result.declarer, result.outcome), heading, values

    code, (deal, heading, values) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0
    assert deal == (0, "bait")  # the person declared and went down: 1 bait in 1 declaration
    assert heading == "Байтов на сдачу\n(вы — играющий)" and "игру" not in heading
    assert values == ["1,00"]
