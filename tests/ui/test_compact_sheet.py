"""The compact score sheet (issue 23): one column per side, the running total under each
deal's points, used whenever the full sheet would need sideways scrolling: the docked
sheet takes at most 30 % of a 1100 × 720 window in every mode (English and Russian), 4
individual players with default names fit at 1280 × 800 without sideways scrolling, and a
wide window gets the full sheet back."""

from __future__ import annotations

import pytest

from deberts_desktop.engine.rules import Rules
from deberts_desktop.storage.settings import Settings
from deberts_desktop.ui.numbers import num
from deberts_desktop.ui.sheets.compact import SUM_MARK, TOTALS_MARK
from deberts_desktop.ui.sheets.score_sheet import ScoreSheetWidget

from .table_driver import engine_game, settle, shot, shown_window

MODES = [(2, "pairs"), (3, "pairs"), (4, "pairs"), (4, "individual")]


def docked(qtbot, rules: Rules, size) -> object:
    """A window of ``size`` with the default names ("Computer 1" …: the settings'), the
    score sheet of three deals docked beside the table."""
    win = shown_window(qtbot, rules, 3, seed=3, size=size, settings=Settings(rules=rules))
    dock = win.sheet_dock
    if not dock.isVisible():
        win.view_menu.sheet_action.trigger()
    qtbot.waitUntil(dock.isVisible, timeout=5000)
    settle(qtbot, win)
    return win


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("players,mode", MODES)
def test_the_docked_sheet_takes_at_most_30_percent_of_1100_by_720(qtbot, request, language, players, mode):
    if language == "ru":
        request.getfixturevalue("russian")
    win = docked(qtbot, Rules(players=players, mode=mode), (1100, 720))
    dock, sheet = win.sheet_dock, win.sheet
    assert not dock.isFloating()
    assert dock.width() <= 0.30 * win.width()
    sides = Rules(players=players, mode=mode).sides
    # compact exactly when the full sheet needs more than that (3 columns a side: with
    # more than two sides it always does)
    assert sheet.compact == (dock.width_needed(full=True) > int(0.30 * win.width()))
    assert sheet.compact or sides == 2
    assert not sheet.table.horizontalScrollBar().isVisible()
    assert sheet.table.columnCount() == (sides if sheet.compact else ScoreSheetWidget.FIXED_COLUMNS + 2 * sides + 1)
    shot(win, f"compact-sheet-{players}{mode[0]}-{language}-1100")


def test_4_individual_players_fit_at_1280_by_800_without_sideways_scrolling(qtbot, russian):
    win = docked(qtbot, Rules(players=4, mode="individual"), (1280, 800))
    sheet = win.sheet
    assert sheet.compact and not sheet.table.horizontalScrollBar().isVisible()
    assert win.sheet_dock.width() <= 0.30 * win.width()
    heads = [sheet.table.horizontalHeaderItem(i).text() for i in range(4)]
    assert heads == ["Вы", "Компьютер\n1", "Компьютер\n2", "Компьютер\n3"]
    shot(win, "compact-sheet-4i-ru-1280")


def test_a_wide_window_gets_the_full_sheet_back(qtbot):
    win = docked(qtbot, Rules(players=3), (1100, 720))
    assert win.sheet.compact
    win.resize(1920, 1000)  # 30 % is 576 px: room for the full sheet of 3 players
    qtbot.waitUntil(lambda: not win.sheet.compact, timeout=5000)
    settle(qtbot, win)
    assert win.sheet.table.columnCount() == ScoreSheetWidget.FIXED_COLUMNS + 2 * 3 + 1
    assert not win.sheet.table.horizontalScrollBar().isVisible()
    win.resize(1400, 900)  # 30 % is 420 px: too narrow for it again
    qtbot.waitUntil(lambda: win.sheet.compact, timeout=5000)
    settle(qtbot, win)
    assert win.sheet_dock.width() <= 0.30 * 1400 and not win.sheet.table.horizontalScrollBar().isVisible()


def test_the_compact_sheet_has_the_running_total_under_each_deal_s_points(qtbot):
    """The numbers are the full sheet's: per deal its points, then the running totals."""
    rules = Rules(players=3)
    game = engine_game(rules, 3, seed=3)
    w = ScoreSheetWidget()
    qtbot.addWidget(w)
    w.show_game(game)
    full = {(r, c): w.cell_text(r, c) for r in range(w.table.rowCount()) for c in range(w.table.columnCount())}
    w.set_compact(True)
    t = w.table
    assert t.columnCount() == 3 and w.side_column(2) == 2
    labels = [t.verticalHeaderItem(r).text() for r in range(t.rowCount())]
    assert labels[-2:] == ["●", SUM_MARK]
    entries = [e for e in game.entries if e.row is not None]
    deal_rows = [r for r, label in enumerate(labels) if label not in ("", TOTALS_MARK, "●", SUM_MARK)]
    total_rows = [r for r, label in enumerate(labels) if label == TOTALS_MARK]
    assert len(total_rows) == len(deal_rows) == len(game.rows)
    running = [0, 0, 0]
    for r, row in zip(total_rows, game.rows):
        assert [w.cell_text(r, side) for side in range(3)] == [num(v) for v in row.scores]
        running = list(row.scores)
    assert [w.cell_text(t.rowCount() - 1, side) for side in range(3)] == [num(v) for v in game.scores] == [num(v) for v in running]
    # the full sheet's points of each deal, as in the compact one's deal rows
    w.set_compact(False)
    assert {(r, c): w.cell_text(r, c) for r in range(w.table.rowCount()) for c in range(w.table.columnCount())} == full
    assert len(entries) >= 3


def test_the_compact_sheet_names_a_released_pot_over_its_points(qtbot, request):
    """A score keeper's sheet of two players (RULES.md 9, example D): deal 1 Player 2
    declares and ties 81 – 81, a hanging bait (Player 1 writes 81, Player 2 0, a pot of 81);
    deal 2 Player 1 declares and makes 100 – 62: he writes 100 and takes the pot, +81. The
    compact sheet names the pot's line over its points, as the full sheet names it in its
    line ("pot", Russian «висячие»), and as it names a penalty. (Before: "+81" alone, its
    word only in a tooltip.)"""
    from deberts_desktop.storage.score_keeper import ScoreKeeper

    for language, word in (("en", "pot"), ("ru", "висячие")):
        if language == "ru":
            request.getfixturevalue("russian")
        keeper = ScoreKeeper(Rules(players=2), ["Anna", "Boris"])
        keeper.add_deal(1, [81, 81])
        keeper.add_deal(0, [100, 62])
        w = ScoreSheetWidget()
        qtbot.addWidget(w)
        w.show_keeper(keeper)
        full = [(w.cell_text(r, ScoreSheetWidget.FIXED_COLUMNS - 1), [w.cell_text(r, w.side_column(s)) for s in range(2)])
                for r in range(w.table.rowCount())]
        assert (word, ["+81", ""]) in full  # the full sheet's line
        w.set_compact(True)
        t = w.table
        cells = [[w.cell_text(r, side) for side in range(2)] for r in range(t.rowCount())]
        assert [word + "\n+81", ""] in cells
        r = cells.index([word + "\n+81", ""])
        assert t.verticalHeaderItem(r).text() == "" and t.rowHeight(r) > t.verticalHeader().defaultSectionSize()
        # the totals under it: Anna 81 + 100 + 81 = 262, Boris 0 + 62 = 62
        assert cells[r + 1] == ["262", "62"]
        shot(w, f"compact-sheet-pot-{language}")


def test_four_long_names_in_a_score_keeper_at_800_by_600_need_no_sideways_scrolling(qtbot, russian):
    """A score keeper's window at 800×600 in Russian, four players each for himself with
    names as long as the settings take (21–23 letters). Four deals, each side's total typed
    60 / 40 / 30 / 32, the declarer seat 1, 2, 3, 4 in turn (RULES.md 9): deal 1 made (60 /
    40 / 30 / 32); then each declarer is baited and the leader, seat 1, writes his own and
    the declarer's (60 + 40, 60 + 30, 60 + 32). Every side's points stay in view: the
    headings are cut short at the right, the tooltip names the side in full. (Before: the
    first name alone took 186 px of the sheet's 291, and the later sides scrolled sideways.)"""
    from deberts_desktop.storage.score_keeper import ScoreKeeper
    from deberts_desktop.ui.sheets.keeper_window import ScoreKeeperWindow

    names = ["Максимилиан-Фердинанд", "Александра Константинов", "Бартоломей Иннокентий", "Анастасия Вячеславовна"]
    keeper = ScoreKeeper(Rules(players=4, mode="individual"), names)
    for declarer in range(4):
        keeper.add_deal(declarer, [60, 40, 30, 32])
    w = ScoreKeeperWindow(keeper)
    qtbot.addWidget(w)
    w.resize(800, 600)
    w.show()
    settle(qtbot, w)
    sheet, t = w.sheet, w.sheet.table
    assert sheet.compact and not t.horizontalScrollBar().isVisible()
    rows = [[sheet.cell_text(r, side) for side in range(4)] for r in range(t.rowCount())]
    assert rows[-1] == ["342", "120", "90", "96"]  # 60+100+90+92, 40+0+40+40, 30+30+0+30, 32+32+32+0
    assert sum(t.columnWidth(c) for c in range(4)) + t.verticalHeader().width() <= t.viewport().width()
    for side, name in enumerate(names):
        heading = t.horizontalHeaderItem(side)
        assert heading.text().split("\n")[0].endswith("…")  # cut short (each name is wider than a quarter)
        assert name in heading.toolTip()  # "What Максимилиан-Фердинанд wrote in each deal…"
        assert t.columnWidth(side) >= t.sizeHintForColumn(side)  # its points whole
    shot(w, "keeper-4-long-names-ru-800x600")
    w.resize(1920, 1080)  # room for the full sheet: every name whole again
    qtbot.waitUntil(lambda: not sheet.compact, timeout=5000)
    settle(qtbot, w)
    assert not t.horizontalScrollBar().isVisible()
    assert [t.horizontalHeaderItem(sheet.side_column(side)).text().replace("\n", " ") for side in range(4)] == names
