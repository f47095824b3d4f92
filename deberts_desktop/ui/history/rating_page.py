"""History → Statistics → Against the Master in your seat (issue 24): the person's rating per
mode (:mod:`deberts_desktop.storage.rating`: the average difference per deal against the
Master in their seat over their last deals, with its 95 % interval), a chart of it over the
deals (:class:`~..widgets.charts.RatingChart`), and a word when comparisons made with
another Master configuration exist (kept apart, not shown). The statistics page reads the
rated deals with the rest (:class:`~.stats.StatisticsPage`)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QLabel, QTableView, QVBoxLayout, QWidget

from ...storage.rating import RATING_DEALS, rating_over_time, ratings
from ...storage.rule_texts import MODES
from ..numbers import num, signed_points
from ..widgets.charts import IntervalPoint, RatingChart
from ..words import mode_name


# the chart draws a rating's interval once it averages this many deals
BAND_FROM = 10


def figures_row(cells: list[str]) -> list[QStandardItem]:
    """A table row of Statistics: the first cell a name, the others figures (right-aligned)."""
    items = [QStandardItem(text) for text in cells]
    for item in items[1:]:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return items


def figures_view(parent: QWidget, model: QStandardItemModel, name: str) -> QTableView:
    """A read-only table of Statistics on ``model`` (object name ``name``): no row numbers,
    the first column (the names) stretched, the figures' columns as wide as their contents;
    Tab moves on to the next control."""
    view = QTableView(parent)
    view.setObjectName(name)
    view.setTabKeyNavigation(False)
    view.setModel(model)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.verticalHeader().setVisible(False)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    return view


class RatingPage(QWidget):
    """The rating's table (``model``, ``view``), its ``chart`` and ``others`` (the word
    about other Master configurations). :meth:`set_deals` gives it the rated deals
    (:func:`~deberts_desktop.storage.rating.rated_deals`), :meth:`set_configuration` the
    current Master's configuration id (until then the newest rated deal's is shown).

    :signal wants_configuration(): rated deals are shown and the current configuration is
        not known (the window asks the comparisons' process for it).
    """

    wants_configuration = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.deals: dict = {}
        self.configuration: str | None = None
        # what is shown (:class:`~deberts_desktop.storage.rating.Ratings`), None before
        self.shown = None
        note = QLabel(self.tr(
            "After each deal of an ordinary game the Master plays your cards again, from the same cards, score "
            "sheet and opponents. Your rating is your margin minus the Master's, per deal, over your last %1 deals "
            "of each kind of game, with its 95% interval: 0 plays as well as the Master, +4 gains 4 points a deal "
            "on it. The cards' luck cancels out. Practice games are left out.").replace("%1", str(RATING_DEALS)), self)
        note.setWordWrap(True)
        self.model = QStandardItemModel(0, 4, self)
        self.model.setHorizontalHeaderLabels([self.tr("Game"), self.tr("Deals"), self.tr("Rating\nper deal"),
                                              self.tr("95% interval")])
        self.view = figures_view(self, self.model, "rating")
        self.chart = RatingChart(self, x_title=self.tr("Deals compared"),
                                 y_title=self.tr("Rating: points per deal against the Master"))
        self.chart.empty_text = self.tr("The rating appears once a deal of an ordinary game has been compared "
                                        "with the Master.")
        self.chart.setAccessibleName(self.tr("Rating against the Master over the deals"))
        self.others = QLabel(self)
        self.others.setObjectName("ratingOthers")
        self.others.setWordWrap(True)
        lay = QVBoxLayout(self)
        lay.addWidget(note)
        lay.addWidget(self.view)
        lay.addWidget(self.chart, 1)
        lay.addWidget(self.others)
        self._show()

    def set_deals(self, deals: dict) -> None:
        """Show the rated deals read (per configuration and mode)."""
        self.deals = deals or {}
        self._show()
        if self.deals and self.configuration is None:
            self.wants_configuration.emit()

    def set_configuration(self, configuration: str | None) -> None:
        """The current Master's configuration id: its ratings are shown."""
        if configuration != self.configuration:
            self.configuration = configuration
            self._show()

    def _show(self) -> None:
        r = self.shown = ratings(self.deals, self.configuration)
        order = [m for m in MODES if m in r.modes]
        self.model.removeRows(0, self.model.rowCount())
        names, series = [], []
        for mode in order:
            now = r.rating(mode)
            cells = [mode_name(mode), num(now.deals), signed_points(now.mean),
                     "—" if now.low is None else self.tr("%1 … %2").replace("%1", signed_points(now.low)).replace(
                         "%2", signed_points(now.high))]
            self.model.appendRow(figures_row(cells))
            over = rating_over_time([d.difference for d in r.modes[mode]])
            names.append(mode_name(mode))
            # the interval drawn from BAND_FROM deals on (over fewer it is wider than the chart)
            series.append([IntervalPoint(i, x.mean, *((x.low, x.high) if x.deals >= BAND_FROM else (None, None)))
                           for i, x in enumerate(over, 1)])
        self.chart.set_series(names, series)
        self._fit_table(len(order))
        other = sum(r.others.values())
        self.others.setText(self.tr("Deals compared with another version of the Master: %1 (kept apart, not in "
                                    "this rating).").replace("%1", num(other)) if other else "")
        self.others.setVisible(bool(other))

    def _fit_table(self, rows: int) -> None:
        v = self.view
        row_height = max(v.verticalHeader().defaultSectionSize(), v.sizeHintForRow(0) if rows else 0)
        height = v.horizontalHeader().sizeHint().height() + max(1, rows) * row_height + 2 * v.frameWidth()
        v.setFixedHeight(height + 2)
