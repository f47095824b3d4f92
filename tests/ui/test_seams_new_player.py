"""Where two features meet, as a new player meets them through the real start
(``cli.main``): the end-of-deal panel's notes read as the player reads them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest

from deberts_desktop.engine.rules import Rules

from .table_driver import play_to
from .test_keyboard_only import first_turn, quick_settings
from .test_real_start import folders, start_app, without_the_master  # noqa: F401 (folders: a fixture)


@pytest.mark.parametrize("language, expected", [
    ("en", "Baits so far — You: 1, Computer 1: 0, Computer 2: 0."),
    ("ru", "Байтов пока — Вы: 1, Компьютер 1: 0, Компьютер 2: 0."),
])
def test_the_bait_count_of_a_player_named_with_a_number_is_not_read_as_part_of_it(
        qtbot, folders, tmp_path, monkeypatch, language, expected):
    """Three players, seed 3: the person takes in the first deal and is baited (the panel
    says the declarer writes 0 and Computer 1 takes his points). RULES.md 9: that is the
    person's first bait, nobody else has one. The panel's note gives each count after a
    colon. (Before: "Baits so far: You 1, Computer 1 0, Computer 2 0." — read "Computer 10",
    "Computer 20".)"""
    quick_settings(tmp_path, language=language)

    def drive(w):
        first_turn(qtbot, w)
        without_the_master(w)
        assert play_to(qtbot, w, "summary") == "summary"
        return w.summary.body.toPlainText().splitlines()

    code, lines = start_app(monkeypatch, ["--seed", 3, "--players", 3], drive)
    assert code == 0
    assert expected in lines


#: four players each for himself with long names (24 characters: the longest a name may be)
LONG_NAMES = ["Александра Константиновн", "Владимир Владимирович", "Екатерина Великая", "Пётр Первый Романов"]


def long_names_sheet(mode: str):
    """The answer to New score sheet's start dialog: four players in ``mode`` ("individual"
    or "pairs"), named :data:`LONG_NAMES`."""
    def answer(dlg):
        dlg.players_combo.setCurrentIndex(dlg.players_combo.findData(4))
        dlg.mode_combo.setCurrentIndex(dlg.mode_combo.findData(mode))
        for edit, name in zip(dlg.name_edits, LONG_NAMES):
            edit.setText(name)
        dlg.accept()

    return answer


def column_whole(sheet, side: int) -> bool:
    """Whether ``side``'s column of ``sheet`` is in view whole, from its left edge to its right."""
    table, col = sheet.table, sheet.side_column(side)
    left = table.columnViewportPosition(col)
    return 0 <= left and left + table.columnWidth(col) <= table.viewport().width()


def typed(keeper, declarer: int, totals) -> None:
    """A deal typed in the score keeper's form: the ``declarer`` chosen, each side's total in
    its field, Enter in the last (Add deal)."""
    keeper.declarer_combo.setCurrentIndex(declarer)
    for edit, value in zip(keeper.total_edits, totals):
        edit.setFocus()
        QTest.keyClicks(edit, str(value))
    QTest.keyClick(keeper.total_edits[-1], Qt.Key.Key_Return)


def test_a_sheet_of_four_long_names_shows_its_scores_and_every_no_trick_box_whole(qtbot, folders, monkeypatch):
    """Game → New score sheet: four players, each for himself, long names; two deals typed
    (100/30/20/12, made by player 1; 50/60/30/22, made by player 2). On the test's
    800 × 600 screen the sheet's window fits the screen: the sheet beside the form shows
    the first two players' columns whole, with their scores (100 + 50 = 150, 30 + 60 = 90),
    and each "Took no trick" box shows its player's whole name inside the window.
    (Before: the four boxes stood in one row 844 pixels wide; the form kept that width,
    the sheet was squeezed to 78 pixels — no score readable — and the last boxes were cut.)"""
    from .test_keeper_windows import new_sheet

    def drive(w):
        keeper = new_sheet(qtbot, w, long_names_sheet("individual"))  # (shown, made to fit the screen)
        typed(keeper, 0, (100, 30, 20, 12))
        typed(keeper, 1, (50, 60, 30, 22))
        screen = keeper.screen().availableGeometry()
        sheet = keeper.sheet
        shown = [sheet.cell_text(sheet.table.rowCount() - 1, sheet.side_column(side))
                 for side in (0, 1) if column_whole(sheet, side)]
        boxes = [(b.text().replace("\n", " "), keeper.rect().contains(QRect(b.mapTo(keeper, QPoint(0, 0)), b.size())),
                  b.width() >= b.sizeHint().width()) for b in keeper.no_trick_boxes]
        return keeper.width() <= screen.width(), shown, boxes

    code, (fits, shown, boxes) = start_app(monkeypatch, [], drive)
    assert code == 0 and fits
    assert shown == ["150", "90"]
    assert boxes == [(name, True, True) for name in LONG_NAMES]


def test_a_sheet_of_two_pairs_with_long_names_shows_the_first_pair_s_score(qtbot, folders, monkeypatch):
    """Game → New score sheet: four players in pairs, the same long names; one deal typed,
    100 : 62 (made by player 1). On the 800 × 600 screen the first pair's column shows whole,
    with its 100. (Before: each pair's two names stood on one line beside its fields and
    boxes, the form took 606 of the window's 796 pixels and the sheet's first column was cut
    before its numbers: no score to read.)"""
    from .test_keeper_windows import new_sheet, type_deal

    def drive(w):
        keeper = new_sheet(qtbot, w, long_names_sheet("pairs"))
        type_deal(keeper, 100, 62)
        sheet = keeper.sheet
        return column_whole(sheet, 0), sheet.cell_text(sheet.table.rowCount() - 1, sheet.side_column(0))

    code, seen = start_app(monkeypatch, [], drive)
    assert code == 0
    assert seen == (True, "100")


def test_history_s_csv_of_a_sheet_speaks_the_player_s_language(qtbot, folders, tmp_path, monkeypatch):
    """In Russian, Game → New score sheet (two players, 301, player 1 deals first): player 1
    declares 70 against 92 (RULES.md 9: a bait, 0 and 162), then 81 against 81 (a hanging
    bait: 0, 81, and 81 waits in the pot). History → Export CSV: the headings, outcomes and
    last lines are in Russian, as the names and the PDF are. (Before: "Deal, Dealer, …,
    Игрок 1: points, …", "bait", "hanging", "Target", "Winner".)"""
    import csv

    from .test_keeper_windows import new_sheet, type_deal

    quick_settings(tmp_path, language="ru")
    exported = tmp_path / "sheet.csv"

    def drive(w):
        keeper = new_sheet(qtbot, w)
        type_deal(keeper, 70, 92)
        type_deal(keeper, 81, 81)
        hw = w.history_opening.open()
        hw.select_game(keeper.keeper.history_id)
        return hw.export_csv(exported)

    code, written = start_app(monkeypatch, [], drive)
    assert code == 0 and written
    with open(exported, encoding="utf-8", newline="") as f:
        rows = list(csv.reader(f))
    side = ["очки", "висячие", "штраф", "байты", "счёт"]
    assert rows == [
        ["Сдача", "Сдающий", "Играющий", "Итог"] + [f"Игрок {n}: {w}" for n in (1, 2) for w in side] + ["Висят"],
        ["1", "Игрок 1", "Игрок 1", "байт", "0", "0", "0", "1", "0", "162", "0", "0", "0", "162", "0"],
        ["2", "Игрок 2", "Игрок 1", "висячий байт", "0", "0", "0", "1", "0", "81", "0", "0", "0", "243", "81"],
        ["Игра до", "301"],
        ["Победитель", ""],
    ]


def seed_5_at_its_end(qtbot, tmp_path, monkeypatch, look):
    """Three players to 301 (quick computers, the Master left out), seed 5, through the real
    start: the game played by the person's quick choices to its end-of-game panel, then
    ``look(window)``.
    Returns the exit status and what ``look`` returned."""
    quick_settings(tmp_path, rules=Rules(players=3, target=301))

    def drive(w):
        first_turn(qtbot, w)
        without_the_master(w)
        assert play_to(qtbot, w, "final", timeout=60000) == "final"
        return look(w)

    return start_app(monkeypatch, ["--seed", 5], drive)


def final_lines(w):
    """The end-of-game panel's line of final scores, and the three lines under each of its
    sheet's deals 3, 4 and 5 (declarer and trump, result, what the person wrote)."""
    lines = w.final.body.toPlainText().splitlines()
    return (next(line for line in lines if line.startswith("Final scores")),
            [lines[i + 1: i + 4] for i, line in enumerate(lines) if line in ("3", "4", "5")][-3:])


def penalty_lines(sheet) -> list[tuple[str, list[str]]]:
    """The lines of a score sheet widget (compact or full) with a side's points lowered
    ("−…", on the cell's last line): the line's word (the compact sheet's row header, the
    full sheet's result column) and each side's cell. (Not the running totals, nor the
    foot's two rows.)"""
    from deberts_desktop.ui.sheets.compact import TOTALS_MARK
    from deberts_desktop.ui.sheets.score_sheet import ScoreSheetWidget

    t, sides = sheet.table, sheet.data.sides
    out = []
    for r in range(t.rowCount() - 2):
        cells = [sheet.cell_text(r, sheet.side_column(side)) for side in range(sides)]
        word = t.verticalHeaderItem(r).text() if sheet.compact else sheet.cell_text(r, ScoreSheetWidget.FIXED_COLUMNS - 1)
        if any(c.split("\n")[-1].startswith("−") for c in cells) and word != TOTALS_MARK:  # (a total below 0)
            out.append((word, cells))
    return out


def sheets_penalty_lines(qtbot, w):
    """The penalty lines (:func:`penalty_lines`) of the docked score sheet, compact (the
    window 1100 wide) and full (1920 wide), and of History's sheet of the stored game."""
    if not w.sheet_dock.isVisible():
        w.view_menu.sheet_action.trigger()
    w.resize(1100, 720)
    qtbot.waitUntil(lambda: w.sheet_dock.isVisible() and w.sheet.compact, timeout=10000)
    compact = penalty_lines(w.sheet)
    w.resize(1920, 1000)
    qtbot.waitUntil(lambda: not w.sheet.compact, timeout=10000)
    full = penalty_lines(w.sheet)
    w.session.store.flush()
    hw = w.history_opening.open()
    hw.select_game(None)  # the only game
    qtbot.waitUntil(lambda: hw.sheet.data is not None, timeout=10000)
    stored = penalty_lines(hw.sheet)
    hw.close()
    return compact, full, stored


@pytest.fixture(scope="module")
def seed_5_ended(qapp, request, tmp_path_factory):
    """The game of :func:`seed_5_at_its_end`, played once for the tests below (each reads
    only what it saw): its exit status, :func:`final_lines` (read first: nothing changed
    yet) and :func:`sheets_penalty_lines`."""
    from pytestqt.qtbot import QtBot

    from .test_real_start import isolated_folders

    qtbot, tmp_path = QtBot(request), tmp_path_factory.mktemp("seed-5")
    with pytest.MonkeyPatch.context() as monkeypatch:
        folders = isolated_folders(tmp_path, monkeypatch, qapp)
        next(folders)
        code, (finals, sheets) = seed_5_at_its_end(
            qtbot, tmp_path, monkeypatch, lambda w: (final_lines(w), sheets_penalty_lines(qtbot, w)))
        yield code, finals, sheets
        next(folders, None)  # (the folders' clean-up)


def test_the_end_of_game_sheet_names_a_ski_penalty_apart_from_a_bait_penalty(seed_5_ended):
    """Three players to 301, seed 5: the person declares every deal. Deal 3 is his first bait
    and he took no trick (−100: RULES.md 9, the ski of 3 players); deal 4 his second bait
    (0); deal 5 his third (−100: the third bait's penalty). The end-of-game sheet says
    which penalty each was. (Before: "bait (penalty)" for deal 3 too — a bait penalty on a
    first bait, against the rules.) The line above the sheet gives each final score after a colon."""
    code, (finals, deals), _ = seed_5_ended
    assert code == 0
    # the deals' sums (each side's "writes" column): 84+102−100+0−100, 61+7+132+73+82, 16+50+30+112+146;
    # each score after a colon (before: "Computer 1 355, Computer 2 354", read "Computer 2354")
    assert finals == "Final scores (target 301) — You: −14, Computer 1: 355, Computer 2: 354."
    # (number, declarer and trump, result, what the person wrote)
    # the result in the score sheets' words: the outcome, then each line under the deal ("bait penalty", as every
    # sheet names it; before: "bait (bait penalty)", the sheet's word put as if it explained the outcome)
    assert deals == [["You ♣", "bait · ski", "−100"], ["You ♣", "bait", "0"], ["You ♣", "bait · bait penalty", "−100"]]


def test_the_score_sheets_name_each_penalty_line(seed_5_ended):
    """The game above (three players to 301, seed 5): deal 3's ski and deal 5's third bait,
    each −100 for the person. The docked score sheet names each penalty line — compact (the
    window 1100 wide: 30 % is too narrow for the full sheet of three players) and full (1920
    wide) — and so does History's sheet of the stored game, whose deals keep only the sum of
    their penalties. (Before: the compact sheet's line said "−100" with no word, its name
    only in a tooltip; the full sheet said "penalty" for both.)"""
    code, _, (compact, full, stored) = seed_5_ended
    assert code == 0
    # RULES.md 9: deal 3 the person's first bait with no trick taken (the ski of 3 players,
    # 100), deal 5 his third bait (the bait penalty, 100); the computers lose nothing
    expected = [("ski", ["−100", "", ""]), ("bait penalty", ["−100", "", ""])]
    assert full == expected and stored in (expected, [("", ["ski\n−100", "", ""]), ("", ["bait\npenalty\n−100", "", ""])])
    # the compact sheet names each side's penalty over its points (the column stays narrow)
    assert compact == [("", ["ski\n−100", "", ""]), ("", ["bait\npenalty\n−100", "", ""])]


#: a 3-player deal (dealer Clara, seat 2) played out: Clara takes ♦ and goes down. By the
#: tricks (RULES.md 2): Anna 62 in cards; Boris 42 and the terz 8-9-10 of spades, 62;
#: Clara 31 and the last trick, 41. RULES.md 9: 41 < 62, a bait; Anna and Boris lead tied
#: and share the 41, the odd point to Anna, nearest the dealer's left: 21 and 20
TIED_LEADERS = {
    "format": "deberts-record", "version": 1, "rules": {"players": 3}, "names": ["Anna", "Boris", "Clara"],
    "deals": [{"dealer": 2, "deck": "TH QS AS 9S TS 8C 7H TC 7D JD AD 9C JH KC 9D JS AH 7S TD QH AC 9H 8S QC 8H JC KS "
                                    "KD KH 8D QD 7C".split(),
               "actions": ["0 pass", "1 pass", "2 take", "2 play KD", "0 play AD", "1 play 9D", "1 play 8C",
                           "2 play JC", "0 play AC", "0 play TH", "1 play 8H", "2 play AH", "2 play 7D", "0 play JD",
                           "1 play KC", "0 play QH", "1 play JH", "2 play 7H", "0 play QS", "1 play TS", "2 play 7S",
                           "1 play 9S", "2 play KS", "0 play AS", "0 play 9H", "1 play QC", "2 play JS", "0 play 9C",
                           "1 play 8S", "2 play TC"]}]}


def test_tied_leaders_of_a_bait_are_told_they_share_it_and_each_part(qtbot, folders, tmp_path, monkeypatch):
    """The record above opened on the replay table, stepped to its last card, Play from
    here in Anna's seat: Clara plays her last card and the end-of-deal panel says the
    leaders share the declarer's 41, and each one's part. (Before: "the declarer writes 0
    and you, Boris take the declarer's 41." — and Anna's sheet then said 83, 62 + 21.)"""
    from .test_real_start import in_replay, write

    quick_settings(tmp_path)
    record = write(tmp_path / "tied.record.json", TIED_LEADERS)

    def drive(w):
        qtbot.waitUntil(lambda: in_replay(w), timeout=30000)
        rv = w.replays.replay
        while rv.move(1):
            pass
        rv.move(-1)  # Clara's last card still to play
        rv.here_button.click()
        dlg = w.practice_starts.play_again_dialog
        qtbot.waitUntil(lambda: dlg.isVisible(), timeout=10000)
        dlg.accept()  # the seat offered: Anna's
        assert play_to(qtbot, w, "summary") == "summary"
        return w.session.person_seats, w.summary.body.toPlainText().splitlines()

    code, (seats, lines) = start_app(monkeypatch, [record], drive)
    assert code == 0 and tuple(seats) == (0,)
    assert "41 is less than 62: the declarer writes 0 and the leaders share the declarer's 41 — you: 21, Boris: 20." \
        in lines
