"""The charts draw the stored scores: a game's score lines, and History's games won and points
per deal per opponent level over time."""

from __future__ import annotations

import copy
import random

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor

from deberts_desktop.engine import Game, Rules, replay
from deberts_desktop.engine.record import parse_record
from deberts_desktop.storage.history import History
from deberts_desktop.storage.statistics import level_timeline
from deberts_desktop.ui.widgets.charts import COLOURS, LevelChart, ScoreChart, level_series, nice_ticks
from deberts_desktop.ui.history.window import HistoryWindow
from tests.engine.test_examples import EXAMPLE_A
from tests.storage.helpers import play_deals
from tests.storage.test_history import make_v1


def near_colour(image, point, colour: str, radius: int = 2) -> bool:
    """Whether a pixel within ``radius`` of ``point`` has (about) ``colour``."""
    want = QColor(colour)
    dpr = image.devicePixelRatio()
    for dx in range(-radius, radius + 1):
        for dy in range(-radius, radius + 1):
            x, y = int(point.x() * dpr) + dx, int(point.y() * dpr) + dy
            if 0 <= x < image.width() and 0 <= y < image.height():
                c = image.pixelColor(x, y)
                if abs(c.red() - want.red()) + abs(c.green() - want.green()) + abs(c.blue() - want.blue()) < 60:
                    return True
    return False


def test_the_score_chart_draws_the_stored_sheet(qtbot, tmp_path):
    """The version-1 history of test_history (RULES.md 12 D): a hanging bait, 0 – 81 with a
    pot of 81, then Boris makes 95 – 60 and takes the pot: 60 – 257."""
    make_v1(tmp_path / "h.sqlite3")
    with History(tmp_path / "h.sqlite3") as h:
        rows = h.score_sheet(7)
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(600, 320)
    chart.set_rows(rows, ["Anna", "Boris"], 301)
    assert chart.series() == [[0, 0, 60], [0, 81, 257]]
    plot = chart.plot()
    pts = chart.points()
    for side, line in enumerate(pts):
        for deal, pt in enumerate(line):
            x, y = plot.value(pt)
            assert (round(x, 6), round(y, 6)) == (deal, chart.series()[side][deal])
    assert pts[1][2].y() < pts[1][1].y() < pts[1][0].y() == pts[0][0].y()  # higher scores, higher up
    assert plot.y0 <= 0 and plot.y1 >= 301  # the target fits
    image = chart.grab().toImage()
    assert near_colour(image, pts[1][2], COLOURS[1]) and near_colour(image, pts[0][2], COLOURS[0])


def test_a_game_s_rows_and_a_practice_game_s_start(qtbot):
    game = replay(parse_record(copy.deepcopy(EXAMPLE_A)))
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.set_rows(game.rows, ["You", "Boris"], game.rules.target, start=(120, 200))
    assert chart.series() == [[120, 174], [200, 0]]  # rows' running scores after the start (a context)
    chart.set_rows(game.rows, ["You", "Boris"], game.rules.target)
    assert chart.series() == [[0, 174], [0, 0]] and chart.deals() == 1


def test_the_target_label_is_in_the_text_colour_where_no_line_crosses_it(qtbot):
    """A practice game that starts at 290 of 301 and goes up: at the left end, above the
    dashed target line, the lines would cross the label; it goes elsewhere."""
    game = replay(parse_record(copy.deepcopy(EXAMPLE_A)))
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.setStyleSheet("color: #f4f4ee; background: rgb(14, 34, 22)")
    chart.resize(500, 260)
    chart.set_rows(game.rows, ["You", "Boris"], 301, start=(290, 295))
    label = chart.target_label_rect()
    assert not any(line.intersects(label) for line in chart.line_paths())
    assert chart.plot().rect.contains(label.center())
    image = chart.grab().toImage()
    assert any(near_colour(image, QPointF(x, label.center().y()), "#f4f4ee", radius=3)
               for x in range(int(label.left()), int(label.right()), 2))


def test_ticks_are_round_and_cover_the_values():
    assert nice_ticks(0, 1001) == [0, 500, 1000, 1500]
    assert nice_ticks(-100, 257) == [-100, 0, 100, 200, 300]


def test_whole_ticks_are_whole_numbers_each_once():
    assert nice_ticks(0, 1, 4, whole=True) == [0, 1]
    assert nice_ticks(0, 2, 4, whole=True) == [0, 1, 2]
    assert nice_ticks(0, 7, 4, whole=True) == [0, 5, 10]
    assert nice_ticks(-1, 1, 4, whole=True) == [-1, 0, 1]
    for high in range(1, 60):
        ticks = nice_ticks(0, high, 4, whole=True)
        assert all(isinstance(t, int) for t in ticks) and len(set(ticks)) == len(ticks)
        assert ticks[0] <= 0 and ticks[-1] >= high


def test_one_game_won_reads_0_and_1_on_the_games_won_axis(qtbot):
    """One game, won against an expert (51 points in 2 deals): the "Games won" axis has the
    ticks 0 and 1 (it read 1, 0, 0: ticks of 0.5 written without decimals); points per deal
    (25.5) have whole ticks too."""
    from deberts_desktop.storage.statistics import LevelGame
    game = LevelGame("expert", 1, "2026-03-01T10:00:00+00:00", True, True, 2, 51)
    chart = LevelChart()
    qtbot.addWidget(chart)
    chart.resize(640, 360)
    chart.set_timeline({"expert": [game]})
    won_ticks, pts_ticks = chart.axis_ticks()
    assert won_ticks == [0, 1]
    assert pts_ticks == [0, 10, 20, 30]
    won_plot, _pts_plot = chart.plots()
    assert (won_plot.y0, won_plot.y1) == (0, 1)
    chart.grab()  # paints with these ticks


@pytest.fixture
def timeline_history(tmp_path):
    """RULES.md 12 A against an expert (unfinished: the person wrote 174 in one deal), then a
    whole random game against an expert and a master."""
    h = History(tmp_path / "h.sqlite3")
    first = h.start_game(Rules(players=2), ["You", "Boris"], [None, "expert"], started="2026-03-01T10:00:00+00:00")
    h.store_game(first, replay(parse_record(copy.deepcopy(EXAMPLE_A))))
    rules = Rules(players=3)
    game = Game(rules, dealer=0, seed=4, names=["You", "Boris", "Vera"])
    play_deals(game, random.Random(4), 200)
    second = h.start_game(rules, game.names, [None, "expert", "master"], started="2026-03-05T10:00:00+00:00")
    h.store_game(second, game, finished="2026-03-05T11:00:00+00:00")
    yield h, first, second
    h.close()


def test_the_level_chart_draws_the_stored_results(qtbot, timeline_history):
    h, first, second = timeline_history
    played = [r for r in h.score_sheet(second) if r.outcome in ("made", "bait", "hanging")]
    points, deals = sum(r.written[0] for r in played), len(played)
    won = int(h.game(second).winner == 0)
    assert h.game(second).finished is not None
    chart = LevelChart()
    qtbot.addWidget(chart)
    chart.resize(640, 360)
    chart.set_timeline(level_timeline(h), order=["master", "expert"])
    series = {s.level: s for s in chart.series()}
    assert [s.level for s in chart.series()] == ["master", "expert"]
    expert, master = series["expert"], series["master"]
    assert [v for _t, v in expert.won] == [won]  # only the finished game counts
    assert [round(v, 9) for _t, v in expert.points] == [174.0, round((174 + points) / (1 + deals), 9)]
    assert [v for _t, v in master.won] == [won]
    assert [round(v, 9) for _t, v in master.points] == [round(points / deals, 9)]
    assert expert.points[0][0] < expert.points[1][0] == master.points[0][0]  # by start time
    won_plot, pts_plot = chart.plots()
    for s, (won_pts, pts_pts) in zip(chart.series(), chart.points()):
        assert [round(won_plot.value(p)[1], 6) for p in won_pts] == [v for _t, v in s.won]
        assert [round(pts_plot.value(p)[1], 6) for p in pts_pts] == [round(v, 6) for _t, v in s.points]
    image = chart.grab().toImage()
    assert near_colour(image, chart.points()[1][1][1], COLOURS[1])


def test_history_s_statistics_show_the_chart(qtbot, timeline_history):
    h, _first, _second = timeline_history
    w = HistoryWindow(h)
    qtbot.addWidget(w)
    qtbot.waitUntil(lambda: w.stats_page.ready, timeout=20000)  # read on another thread
    assert [s.level for s in w.stats_chart.series()] == ["expert", "master"]  # LEVELS order
    assert w.stats_chart.series() == level_series(level_timeline(h))
