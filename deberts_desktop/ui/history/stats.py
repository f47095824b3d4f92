"""History's statistics page, two tabs: the person's results per opponent level
(``storage.statistics``) with, below them, a chart of the games won and the points per deal
over time (``storage.statistics.level_timeline``, :class:`..widgets.charts.LevelChart`); and
the rating against the Master in the person's seat (:class:`~.rating_page.RatingPage`,
``storage.rating``). Practice games are left out of all of them. They are read on a thread
of their own (with the history's
:meth:`~deberts_desktop.storage.history.History.reader`), so that History opens at once
with thousands of games."""

from __future__ import annotations

import logging
import threading

from PySide6.QtCore import QLocale, Qt, QTimer, Signal
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QAbstractItemView, QLabel, QTabWidget, QVBoxLayout, QWidget

from ...storage.files import StorageError
from ...storage.history import History
from ...storage.rating import rated_deals
from ...storage.settings import LEVELS
from ...storage.statistics import statistics
from ..widgets.charts import LevelChart
from .rating_page import RatingPage, figures_row, figures_view
from ..numbers import points
from ..words import level_name

log = logging.getLogger("deberts_desktop.ui")


def read_statistics(history: History, cancelled=None):
    """What the page shows, read from ``history``: ``(per level, their timeline, rated
    deals)`` (``storage.statistics.statistics`` and ``storage.rating.rated_deals``), or
    None when ``cancelled()``."""
    first = statistics(history, cancelled=cancelled)
    if first is None:
        return None
    rated = rated_deals(history, cancelled=cancelled)
    return None if rated is None else (*first, rated)


class StatisticsPage(QWidget):
    """The table of results per level (``model``, ``view``) and the ``chart`` under it, and
    the rating against the Master (``rating``, a :class:`~.rating_page.RatingPage`) on a
    tab beside them (``tabs``); :meth:`load` reads them from the history.

    :signal loaded(): the statistics are shown (:attr:`ready`).
    :signal failed(object): the history could not be read (a ``StorageError``).
    """

    loaded = Signal()
    failed = Signal(object)
    #: from the reading thread: the turn of :meth:`load` and its result (or error)
    _read = Signal(int, object)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._turn = 0
        #: the statistics of the last :meth:`load` are shown (or could not be read)
        self.ready = False
        self._read.connect(self._show, Qt.ConnectionType.QueuedConnection)
        self.model = QStandardItemModel(0, 6, self)
        # long headings on two lines; every column as wide as its heading and numbers, the
        # level names take the rest (a window too narrow scrolls sideways: nothing is cut)
        self.model.setHorizontalHeaderLabels(
            [self.tr("Opponents"), self.tr("Games"), self.tr("Won"), self.tr("Win rate\n(finished games)"),
             self.tr("Baits per\ndeclaration"), self.tr("Points\nper deal")]
        )
        self.view = figures_view(self, self.model, "stats")
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.chart = LevelChart(self, level_name=level_name)
        note = QLabel(self.tr("Your results (your side) in games played on the table, by the level of the "
                              "computer opponents. A game against several levels counts for each; practice "
                              "games are left out."), self)
        note.setWordWrap(True)
        #: "Reading the statistics…" while they are read
        self.reading = QLabel(self.tr("Reading the statistics…"), self)
        self.reading.setVisible(False)
        levels = QWidget(self)
        lay = QVBoxLayout(levels)
        lay.addWidget(note)
        # the table as tall as its rows (four levels at most), the chart below takes the rest
        lay.addWidget(self.view)
        lay.addWidget(self.chart, 1)
        self.rating = RatingPage(self)
        self.tabs = QTabWidget(self)
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(levels, self.tr("Against the computer"))
        self.tabs.addTab(self.rating, self.tr("Against the Master in your seat"))
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.reading)
        outer.addWidget(self.tabs, 1)

    def load(self, history: History) -> None:
        """Read the statistics and their timeline again, on another thread (started at
        the next turn of the event loop, with its own connection opened now) when the
        history's file can be read there (here and now otherwise: a history in memory);
        ``loaded`` when they are shown, ``failed(error)`` when the history cannot be read
        (the page is then empty). A later call makes the reading of an earlier one stop
        and its result unused."""
        self._turn += 1
        turn = self._turn
        self.ready = False
        self.model.removeRows(0, self.model.rowCount())
        self.chart.set_timeline({})
        self.rating.set_deals({})
        self.reading.setVisible(True)
        reader = history.reader()
        if reader is None:
            try:
                result = read_statistics(history)
            except StorageError as e:
                result = e
            self._show(turn, result)
            return
        thread = threading.Thread(target=self._read_on_thread, args=(reader, turn), name="history-statistics",
                                  daemon=True)
        # at the next turn of the event loop: the window shows its rows first
        QTimer.singleShot(0, self, thread.start)

    def _read_on_thread(self, reader: History, turn: int) -> None:
        """The worker thread: read with ``reader`` (its own connection) and hand over."""
        try:
            result = read_statistics(reader, cancelled=lambda: turn != self._turn)
        except StorageError as e:
            result = e
        except Exception as e:  # never a traceback on a thread nobody watches
            log.exception("the statistics could not be read")
            result = StorageError(str(e))
        finally:
            reader.close()
        try:
            self._read.emit(turn, result)
        except RuntimeError:  # the page is gone (the window was closed meanwhile)
            pass

    def _show(self, turn: int, result) -> None:
        if turn != self._turn or result is None:  # a later load() reads them again
            return
        self.reading.setVisible(False)
        self.ready = True
        if isinstance(result, StorageError):
            self.failed.emit(result)
            return
        stats, timeline, rated = result
        self.rating.set_deals(rated)
        order = [lv for lv in LEVELS if lv in stats] + [lv for lv in stats if lv not in LEVELS]
        self.chart.set_timeline(timeline, order)
        self._fit_table(len(order))
        loc = QLocale()
        for level in order:
            st = stats[level]
            rate = "—" if st.win_rate is None else loc.toString(round(100 * st.win_rate)) + "%"
            bpd = "—" if st.baits_per_declaration is None else loc.toString(st.baits_per_declaration, "f", 2)
            avg = "—" if st.average_points is None else points(st.average_points)  # as every panel rounds it
            cells = [level_name(level), str(st.games), str(st.won), rate, bpd, avg]
            self.model.appendRow(figures_row(cells))
        self.loaded.emit()

    def _fit_table(self, rows: int) -> None:
        """Make the table as tall as its heading and ``rows`` rows (one at least)."""
        v = self.view
        row_height = max(v.verticalHeader().defaultSectionSize(), v.sizeHintForRow(0) if rows else 0)
        height = v.horizontalHeader().sizeHint().height() + max(1, rows) * row_height + 2 * v.frameWidth()
        v.setFixedHeight(height + 2)
