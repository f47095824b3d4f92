"""Small charts drawn with QPainter (no plotting library).

- :class:`ScoreChart`: a game's score line per side over the deals, with the target —
  for the end-of-game panel (give it the game's rows: ``Game.rows`` or the history's
  ``History.score_sheet(game_id)``).
- :class:`LevelChart`: the person's results per opponent level over time — the games won
  (a running count) and the average points per deal (running, over the deals played
  out) — for History's statistics (``storage.statistics.level_timeline``).

Both keep the values they draw (:meth:`ScoreChart.series`, :meth:`LevelChart.series`)
and map them to pixels with one function each (``point``), so a test checks that what is
drawn is what is stored. Texts go through Qt translation (context "Charts"); numbers and
dates through ``QLocale``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence as Seq

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPainterPathStroker, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..numbers import num

#: Line colours, one per side or level (the person's side first): distinct for the colour-blind too.
COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b")
# the width of a series' line, pixels
LINE_WIDTH = 2.2


def nice_ticks(low: float, high: float, count: int = 5, whole: bool = False) -> list[float]:
    """Round tick values covering ``low`` … ``high`` (steps of 1, 2 or 5 times a power
    of ten), about ``count`` of them; ``whole``: steps of at least 1, so that every tick is
    a whole number (for counts, and for values labelled without decimals: no two labels alike).

    >>> nice_ticks(0, 301)
    [0, 100, 200, 300, 400]
    >>> nice_ticks(-120, 80)
    [-150, -100, -50, 0, 50, 100]
    >>> nice_ticks(0, 1, 4, whole=True)
    [0, 1]
    """
    if high <= low:
        high = low + 1
    raw = (high - low) / max(1, count - 1)
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    if whole:
        step = max(1, round(step))
    start = math.floor(low / step) * step
    ticks = []
    v = start
    while True:
        ticks.append(int(v) if float(v).is_integer() else v)
        if v >= high:
            break
        v += step
    return ticks


@dataclass(frozen=True)
class Plot:
    """The value ranges of a plot and where it lies in the widget: ``x0`` … ``x1`` and
    ``y0`` … ``y1`` (values) mapped onto ``rect`` (pixels; y grows downwards)."""

    rect: QRectF
    x0: float
    x1: float
    y0: float
    y1: float

    def point(self, x: float, y: float) -> QPointF:
        """The pixel of the value ``(x, y)``."""
        r = self.rect
        fx = 0.5 if self.x1 == self.x0 else (x - self.x0) / (self.x1 - self.x0)
        fy = 0.5 if self.y1 == self.y0 else (y - self.y0) / (self.y1 - self.y0)
        return QPointF(r.left() + fx * r.width(), r.bottom() - fy * r.height())

    def value(self, p: QPointF) -> tuple[float, float]:
        """The value at pixel ``p`` (the inverse of :meth:`point`)."""
        r = self.rect
        return (self.x0 + (p.x() - r.left()) / r.width() * (self.x1 - self.x0),
                self.y0 + (r.bottom() - p.y()) / r.height() * (self.y1 - self.y0))


#: lupdate reads calls of a function named ``translate``
translate = QCoreApplication.translate


class _Chart(QWidget):
    """What both charts share: fonts, colours, axes, the legend."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(260, 160)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, False)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        return QSize(480, 260)

    def _small_font(self) -> QFont:
        """The widget's font a little smaller (its size set in pixels or in points)."""
        f = QFont(self.font())
        if f.pixelSize() > 0:
            f.setPixelSize(max(10, round(f.pixelSize() * 0.9)))
        else:
            f.setPointSizeF(max(7.0, f.pointSizeF() * 0.9))
        return f

    def _text_colour(self) -> QColor:
        """The colour of the texts, the axes and the target line: the widget's text colour
        (a style sheet's ``color`` sets it; light on the dark end-of-game panel)."""
        return self.palette().color(QPalette.ColorRole.WindowText)

    def _grid_colour(self) -> QColor:
        c = QColor(self._text_colour())
        c.setAlpha(40)
        return c

    def _y_axis(self, p: QPainter, plot: Plot, ticks: Seq[float], fmt) -> None:
        fm = QFontMetricsF(p.font())
        r = plot.rect
        for t in ticks:
            pt = plot.point(plot.x0, t)
            p.setPen(QPen(self._grid_colour(), 1))
            p.drawLine(QPointF(r.left(), pt.y()), QPointF(r.right(), pt.y()))
            p.setPen(self._text_colour())
            label = fmt(t)
            p.drawText(QRectF(0, pt.y() - fm.height() / 2, r.left() - 6, fm.height()),
                       int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), label)

    def _legend(self, p: QPainter, names: Seq[str], top: float) -> float:
        """Draw the legend in one or more rows from ``top``; returns its height."""
        fm = QFontMetricsF(p.font())
        x, y = 8.0, top
        h = fm.height()
        for i, name in enumerate(names):
            w = 22 + fm.horizontalAdvance(name) + 14
            if x + w > self.width() - 8 and x > 8:
                x, y = 8.0, y + h + 2
            p.setPen(QPen(QColor(COLOURS[i % len(COLOURS)]), 3))
            p.drawLine(QPointF(x, y + h / 2), QPointF(x + 16, y + h / 2))
            p.setPen(self._text_colour())
            p.drawText(QRectF(x + 22, y, w - 22, h), int(Qt.AlignmentFlag.AlignVCenter), name)
            x += w
        return y + h - top

    def _line(self, p: QPainter, points: Seq[QPointF], colour: QColor, dots: bool = True) -> None:
        if not points:
            return
        path = QPainterPath(points[0])
        for pt in points[1:]:
            path.lineTo(pt)
        p.setPen(QPen(colour, LINE_WIDTH, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        if dots:
            p.setBrush(colour)
            p.setPen(Qt.PenStyle.NoPen)
            for pt in points:
                p.drawEllipse(pt, 2.6, 2.6)


# ----------------------------------------------------------------------------- a game's scores
class ScoreChart(_Chart):
    """Each side's running score over the deals of one game, with the target as a dashed
    line. :meth:`set_rows` gives it the game; side 0 (the person's side) is drawn first,
    in the first colour."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("scoreChart")
        self._names: list[str] = []
        self._series: list[list[int]] = []
        self.target = 0
        self.setAccessibleName(translate("Charts", "Scores over the deals"))

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        """About fifteen lines of its text tall: it grows with the font."""
        h = QFontMetricsF(self._small_font()).height()
        return QSize(max(480, int(h * 30)), max(220, int(h * 15)))

    def set_rows(self, rows: Seq, side_names: Seq[str], target: int, start: Seq[int] | None = None) -> None:
        """Show a game: ``rows`` in order (anything with ``scores`` per side — the
        engine's ``ScoreRow`` or the history's ``SheetRow``; thrown-in deals included, they
        keep the scores), a name per side, the ``target``, and the scores it started
        from (``start``: default zeros; a practice game's context)."""
        sides = len(side_names)
        first = list(start) if start is not None else [0] * sides
        self._names = list(side_names)
        self._series = [[first[s]] + [int(r.scores[s]) for r in rows] for s in range(sides)]
        self.target = int(target)
        self.update()

    def series(self) -> list[list[int]]:
        """Per side, the running score before the first deal and after each deal."""
        return [list(s) for s in self._series]

    def deals(self) -> int:
        return max(0, len(self._series[0]) - 1) if self._series else 0

    def plot(self) -> Plot:
        """Where the values are drawn at the widget's present size."""
        fm = QFontMetricsF(self._small_font())
        values = [v for s in self._series for v in s] + [0, self.target]
        ticks = nice_ticks(min(values), max(values), whole=True)
        left = 10 + max(fm.horizontalAdvance(num(int(t))) for t in ticks)
        legend = fm.height() * (1 + (len(self._names) > 2)) + 10
        rect = QRectF(left, 10 + legend, max(10.0, self.width() - left - 16),
                      max(10.0, self.height() - legend - 10 - fm.height() * 2 - 10))
        return Plot(rect, 0, max(1, self.deals()), ticks[0], ticks[-1])

    def points(self) -> list[list[QPointF]]:
        """The pixels of :meth:`series` (deal number, score), per side."""
        plot = self.plot()
        return [[plot.point(i, v) for i, v in enumerate(s)] for s in self._series]

    def target_label(self) -> str:
        return translate("Charts", "target %1").replace("%1", num(self.target))

    def line_paths(self) -> list[QPainterPath]:
        """Each side's line as drawn (its outline, pen width included), in pixels."""
        stroker = QPainterPathStroker()
        stroker.setWidth(LINE_WIDTH + 2)
        out = []
        for pts in self.points():
            path = QPainterPath(pts[0]) if pts else QPainterPath()
            for pt in pts[1:]:
                path.lineTo(pt)
            out.append(stroker.createStroke(path))
        return out

    def target_label_rect(self) -> QRectF:
        """Where the "target N" label goes (pixels): beside the dashed line, above it or
        under it, at its left end or its right end — the first of these that no side's line
        crosses (the lines start low on the left: above the left end, as a rule)."""
        plot = self.plot()
        r = plot.rect
        fm = QFontMetricsF(self._small_font())
        w, h = fm.horizontalAdvance(self.target_label()) + 8, fm.height()
        ty = plot.point(0, self.target).y()
        places = [QRectF(r.left() + 4, ty - h - 1, w, h), QRectF(r.left() + 4, ty + 2, w, h),
                  QRectF(r.center().x() - w / 2, ty - h - 1, w, h), QRectF(r.right() - w, ty - h - 1, w, h),
                  QRectF(r.right() - w, ty + 2, w, h)]
        lines = self.line_paths()
        for place in places:
            if not any(line.intersects(place) for line in lines):
                return place
        return places[0]

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt name)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setFont(self._small_font())
        if not self._series:
            return
        plot = self.plot()
        self._legend(p, self._names, 8)
        values = [v for s in self._series for v in s] + [0, self.target]
        self._y_axis(p, plot, nice_ticks(min(values), max(values), whole=True), lambda t: num(int(t)))
        r = plot.rect
        fm = QFontMetricsF(p.font())
        # deal numbers along the bottom, thinned to fit
        n = self.deals()
        step = max(1, math.ceil(n / max(1, r.width() / (fm.horizontalAdvance("00") + 12))))
        p.setPen(self._text_colour())
        for i in range(0, n + 1, step):
            pt = plot.point(i, plot.y0)
            p.drawText(QRectF(pt.x() - 20, r.bottom() + 3, 40, fm.height()), int(Qt.AlignmentFlag.AlignHCenter), str(i))
        p.drawText(QRectF(r.left(), r.bottom() + 3 + fm.height(), r.width(), fm.height()),
                   int(Qt.AlignmentFlag.AlignHCenter), translate("Charts", "Deals"))
        # the target
        if self.target:
            ty = plot.point(0, self.target).y()
            pen = QPen(self._text_colour(), 1.2, Qt.PenStyle.DashLine)
            p.setPen(pen)
            p.drawLine(QPointF(r.left(), ty), QPointF(r.right(), ty))
            p.drawText(self.target_label_rect(), int(Qt.AlignmentFlag.AlignCenter), self.target_label())
        # zero, when scores go below it
        if plot.y0 < 0:
            zy = plot.point(0, 0).y()
            p.setPen(QPen(self._text_colour(), 1))
            p.drawLine(QPointF(r.left(), zy), QPointF(r.right(), zy))
        for s, pts in enumerate(self.points()):
            self._line(p, pts, QColor(COLOURS[s % len(COLOURS)]), dots=n <= 40)


# ----------------------------------------------------------------------------- results per level
@dataclass(frozen=True)
class LevelSeries:
    """One level's lines: ``won`` — (time, games won so far) after each finished game;
    ``points`` — (time, average points per deal so far) after each game with deals.
    Times are seconds since the epoch (the games' start)."""

    level: str
    won: tuple[tuple[float, int], ...]
    points: tuple[tuple[float, float], ...]


def _seconds(iso: str) -> float:
    t = QDateTime.fromString(iso, Qt.DateFormat.ISODate)
    return float(t.toSecsSinceEpoch()) if t.isValid() else 0.0


def level_series(timeline: dict) -> list[LevelSeries]:
    """The lines of :class:`LevelChart` from ``storage.statistics.level_timeline`` (per level, its
    games oldest first): games won counted over finished games, points per deal averaged
    over every deal played out so far."""
    out = []
    for level, games in timeline.items():
        won, points = [], []
        wins = deals = total = 0
        for g in games:
            t = _seconds(g.started)
            if g.finished:
                wins += int(g.won)
                won.append((t, wins))
            if g.deals:
                deals += g.deals
                total += g.points
                points.append((t, total / deals))
        out.append(LevelSeries(level, tuple(won), tuple(points)))
    return out


class LevelChart(_Chart):
    """The person's games won and average points per deal against each computer level,
    over time: two plots one above the other, a line per level. :meth:`set_timeline`
    gives it ``storage.statistics.level_timeline``; ``level_name`` words a level."""

    def __init__(self, parent: QWidget | None = None, level_name=None):
        super().__init__(parent)
        self.setObjectName("levelChart")
        self._series: list[LevelSeries] = []
        self._level_name = level_name or (lambda level: level)
        self.setAccessibleName(translate("Charts", "Results per level over time"))
        self.setMinimumSize(260, 240)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        return QSize(520, 320)

    def set_timeline(self, timeline: dict, order: Seq[str] | None = None) -> None:
        """Show ``storage.statistics.level_timeline``; ``order``: the levels in the order to list
        them (default as given)."""
        if order is not None:
            timeline = {lv: timeline[lv] for lv in order if lv in timeline} | {
                lv: g for lv, g in timeline.items() if lv not in order}
        self._series = level_series(timeline)
        self.update()

    def series(self) -> list[LevelSeries]:
        return list(self._series)

    def _times(self) -> tuple[float, float]:
        times = [t for s in self._series for t, _ in s.won + s.points]
        if not times:
            return 0.0, 1.0
        lo, hi = min(times), max(times)
        return (lo - 43200, hi + 43200) if lo == hi else (lo, hi)

    def plots(self) -> tuple[Plot, Plot]:
        """The two plots (games won; points per deal) at the widget's present size."""
        fm = QFontMetricsF(self._small_font())
        t0, t1 = self._times()
        won = [v for s in self._series for _, v in s.won] + [0]
        pts = [v for s in self._series for _, v in s.points] + [0]
        won_ticks = nice_ticks(0, max(won), 4, whole=True)
        pts_ticks = nice_ticks(min(pts), max(pts), 4, whole=True)
        labels = [num(int(t)) for t in won_ticks] + [num(int(t)) for t in pts_ticks]
        left = 10 + max(fm.horizontalAdvance(x) for x in labels)
        legend = (fm.height() + 2) * max(1, math.ceil(len(self._series) / 3)) + 8
        title = fm.height() * 1.7  # a plot's title, clear of its top tick label
        top = 8 + legend + title
        bottom = fm.height() + 8
        gap = fm.height() / 2 + 12 + title
        h = max(20.0, (self.height() - top - bottom - gap) / 2)
        width = max(10.0, self.width() - left - 14)
        first = Plot(QRectF(left, top, width, h), t0, t1, won_ticks[0], won_ticks[-1])
        second = Plot(QRectF(left, first.rect.bottom() + gap, width, h), t0, t1, pts_ticks[0], pts_ticks[-1])
        return first, second

    def axis_ticks(self) -> tuple[list[int], list[int]]:
        """The ticks of the two plots' value axes (games won; points per deal), lowest
        first: whole numbers, each labelled once (a label is the number without decimals)."""
        won_plot, pts_plot = self.plots()
        return ([int(t) for t in nice_ticks(won_plot.y0, won_plot.y1, 4, whole=True)],
                [int(t) for t in nice_ticks(pts_plot.y0, pts_plot.y1, 4, whole=True)])

    def points(self) -> list[tuple[list[QPointF], list[QPointF]]]:
        """Per level, the pixels of its won line and of its points line."""
        won_plot, pts_plot = self.plots()
        return [([won_plot.point(t, v) for t, v in s.won], [pts_plot.point(t, v) for t, v in s.points])
                for s in self._series]

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt name)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setFont(self._small_font())
        fm = QFontMetricsF(p.font())
        if not self._series:
            p.setPen(self._text_colour())
            p.drawText(QRectF(self.rect()), int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                       translate("Charts", "The charts appear once you have played against the computer."))
            return
        self._legend(p, [self._level_name(s.level) for s in self._series], 8)
        won_plot, pts_plot = self.plots()
        titles = (translate("Charts", "Games won"), translate("Charts", "Average points per deal"))
        for plot, title in zip((won_plot, pts_plot), titles):
            r = plot.rect
            p.setPen(self._text_colour())
            bold = QFont(p.font())
            bold.setBold(True)
            p.setFont(bold)
            p.drawText(QRectF(r.left() - 4, r.top() - fm.height() * 1.7, r.width(), fm.height()),
                       int(Qt.AlignmentFlag.AlignLeft), title)
            p.setFont(self._small_font())
        won_ticks, pts_ticks = self.axis_ticks()
        self._y_axis(p, won_plot, won_ticks, lambda t: num(int(t)))
        self._y_axis(p, pts_plot, pts_ticks, lambda t: num(int(t)))
        # dates of the first and last game under the lower plot
        r = pts_plot.rect
        p.setPen(self._text_colour())
        for t, align in ((pts_plot.x0, Qt.AlignmentFlag.AlignLeft), (pts_plot.x1, Qt.AlignmentFlag.AlignRight)):
            when = QDateTime.fromSecsSinceEpoch(int(t)).toLocalTime().date()
            p.drawText(QRectF(r.left(), r.bottom() + 3, r.width(), fm.height()), int(align),
                       QLocale().toString(when, QLocale.FormatType.ShortFormat))
        for i, (won, pts) in enumerate(self.points()):
            colour = QColor(COLOURS[i % len(COLOURS)])
            self._line(p, won, colour)
            self._line(p, pts, colour)


# ----------------------------------------------------------------------------- a rating with its interval
@dataclass(frozen=True)
class IntervalPoint:
    """One point of a :class:`RatingChart` line: after ``x`` deals, the ``value`` and its
    interval ``low`` … ``high`` (None: no interval yet)."""

    x: float
    value: float
    low: float | None
    high: float | None


class RatingChart(_Chart):
    """Ratings over the deals, one line per series with its interval as a shaded band, and
    the zero line (as good as the reference): :meth:`set_series` gives it the names and
    the points (:class:`IntervalPoint`, ``x`` counting from 1). ``x_title`` and ``y_title``
    name the axes."""

    def __init__(self, parent: QWidget | None = None, x_title: str = "", y_title: str = ""):
        super().__init__(parent)
        self.setObjectName("ratingChart")
        self._names: list[str] = []
        self._series: list[list[IntervalPoint]] = []
        self.x_title, self.y_title = x_title, y_title
        self.empty_text = ""
        self.setMinimumSize(260, 200)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        return QSize(520, 280)

    def set_series(self, names: Seq[str], series: Seq[Seq[IntervalPoint]]) -> None:
        """Show one line per name (``series`` in the same order, points by ``x``)."""
        self._names = list(names)
        self._series = [list(s) for s in series]
        self.update()

    def series(self) -> list[list[IntervalPoint]]:
        return [list(s) for s in self._series]

    def _values(self) -> list[float]:
        out = [0.0]
        for s in self._series:
            for p in s:
                out.append(p.value)
                out.extend(v for v in (p.low, p.high) if v is not None)
        return out

    def plot(self) -> Plot:
        """Where the values are drawn at the widget's present size."""
        fm = QFontMetricsF(self._small_font())
        values = self._values()
        ticks = nice_ticks(min(values), max(values), 5, whole=True)
        left = 10 + max(fm.horizontalAdvance(num(int(t))) for t in ticks)
        legend = (fm.height() + 2) * max(1, math.ceil(len(self._names) / 3)) + 8
        title = fm.height() * 1.5 if self.y_title else 0
        top = 8 + legend + title
        bottom = fm.height() * 2 + 10
        xs = [p.x for s in self._series for p in s] or [1]
        rect = QRectF(left, top, max(10.0, self.width() - left - 16), max(10.0, self.height() - top - bottom))
        return Plot(rect, min(xs), max(max(xs), min(xs) + 1), ticks[0], ticks[-1])

    def points(self) -> list[list[QPointF]]:
        """The pixels of each line's values."""
        plot = self.plot()
        return [[plot.point(p.x, p.value) for p in s] for s in self._series]

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt name)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setFont(self._small_font())
        fm = QFontMetricsF(p.font())
        if not any(self._series):
            p.setPen(self._text_colour())
            p.drawText(QRectF(self.rect()), int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), self.empty_text)
            return
        self._legend(p, self._names, 8)
        plot = self.plot()
        r = plot.rect
        values = self._values()
        self._y_axis(p, plot, nice_ticks(min(values), max(values), 5, whole=True), lambda t: num(int(t)))
        if self.y_title:
            bold = QFont(p.font())
            bold.setBold(True)
            p.setFont(bold)
            p.setPen(self._text_colour())
            p.drawText(QRectF(r.left() - 4, r.top() - fm.height() * 1.5, r.width(), fm.height()),
                       int(Qt.AlignmentFlag.AlignLeft), self.y_title)
            p.setFont(self._small_font())
        # the reference: 0
        zy = plot.point(plot.x0, 0).y()
        p.setPen(QPen(self._text_colour(), 1.2, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(r.left(), zy), QPointF(r.right(), zy))
        # deals along the bottom
        p.setPen(self._text_colour())
        for x in nice_ticks(plot.x0, plot.x1, 6, whole=True):
            if plot.x0 <= x <= plot.x1:
                pt = plot.point(x, plot.y0)
                p.drawText(QRectF(pt.x() - 30, r.bottom() + 3, 60, fm.height()), int(Qt.AlignmentFlag.AlignHCenter),
                           num(int(x)))
        if self.x_title:
            p.drawText(QRectF(r.left(), r.bottom() + 3 + fm.height(), r.width(), fm.height()),
                       int(Qt.AlignmentFlag.AlignHCenter), self.x_title)
        p.setClipRect(r.adjusted(-4, -4, 4, 4))
        for i, s in enumerate(self._series):
            colour = QColor(COLOURS[i % len(COLOURS)])
            band = [q for q in s if q.low is not None and q.high is not None]
            if len(band) > 1:
                path = QPainterPath(plot.point(band[0].x, band[0].high))
                for q in band[1:]:
                    path.lineTo(plot.point(q.x, q.high))
                for q in reversed(band):
                    path.lineTo(plot.point(q.x, q.low))
                path.closeSubpath()
                fill = QColor(colour)
                fill.setAlpha(45)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(fill)
                p.drawPath(path)
            self._line(p, [plot.point(q.x, q.value) for q in s], colour, dots=len(s) <= 40)
