"""History's statistics page: the person's results per opponent level (``History.level_stats()``)
and, below them, a chart of the games won and the points per deal over time
(``History.level_timeline()``, :class:`.charts.LevelChart`). Practice games are left out
of both (the history leaves them out)."""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QLabel, QTableView, QVBoxLayout, QWidget

from ..storage.history import History
from ..storage.settings import LEVELS
from .charts import LevelChart
from .words import level_name


class StatisticsPage(QWidget):
    """The table of results per level (``model``, ``view``) and the ``chart`` under it;
    :meth:`load` reads them from the history."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.model = QStandardItemModel(0, 6, self)
        # long headings on two lines; every column as wide as its heading and numbers, the
        # level names take the rest (a window too narrow scrolls sideways: nothing is cut)
        self.model.setHorizontalHeaderLabels(
            [self.tr("Opponents"), self.tr("Games"), self.tr("Won"), self.tr("Win rate\n(finished games)"),
             self.tr("Baits per\ndeclaration"), self.tr("Points\nper deal")]
        )
        self.view = QTableView(self)
        self.view.setTabKeyNavigation(False)  # Tab moves on to the next control
        self.view.setObjectName("stats")
        self.view.setModel(self.model)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().setVisible(False)
        sh = self.view.horizontalHeader()
        sh.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        sh.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.chart = LevelChart(self, level_name=level_name)
        note = QLabel(self.tr("Your results (your side) in games played on the table, by the level of the "
                              "computer opponents. A game against several levels counts for each; practice "
                              "games are left out."), self)
        note.setWordWrap(True)
        lay = QVBoxLayout(self)
        lay.addWidget(note)
        # the table as tall as its rows (four levels at most), the chart below takes the rest
        lay.addWidget(self.view)
        lay.addWidget(self.chart, 1)

    def load(self, history: History) -> None:
        """Read the statistics and their timeline again.

        :raises StorageError: the history cannot be read (the page is then empty)."""
        self.model.removeRows(0, self.model.rowCount())
        self.chart.set_timeline({})
        stats = history.level_stats()
        timeline = history.level_timeline()
        order = [lv for lv in LEVELS if lv in stats] + [lv for lv in stats if lv not in LEVELS]
        self.chart.set_timeline(timeline, order)
        self._fit_table(len(order))
        loc = QLocale()
        for level in order:
            st = stats[level]
            rate = "—" if st.win_rate is None else loc.toString(round(100 * st.win_rate)) + "%"
            bpd = "—" if st.baits_per_declaration is None else loc.toString(st.baits_per_declaration, "f", 2)
            avg = "—" if st.average_points is None else loc.toString(st.average_points, "f", 1)
            cells = [level_name(level), str(st.games), str(st.won), rate, bpd, avg]
            items = []
            for i, c in enumerate(cells):
                item = QStandardItem(c)
                if i:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                items.append(item)
            self.model.appendRow(items)

    def _fit_table(self, rows: int) -> None:
        """Make the table as tall as its heading and ``rows`` rows (one at least)."""
        v = self.view
        row_height = max(v.verticalHeader().defaultSectionSize(), v.sizeHintForRow(0) if rows else 0)
        height = v.horizontalHeader().sizeHint().height() + max(1, rows) * row_height + 2 * v.frameWidth()
        v.setFixedHeight(height + 2)
