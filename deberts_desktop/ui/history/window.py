"""The history window: every game stored in the history database.

A sortable table of games (date, players, mode, target, winner, deals), the score sheet
of the selected game beside it, and buttons to replay a game on the table, export its
sheet as CSV or PDF, print it (:mod:`.exports`) and delete it. A second page shows the person's results
per opponent level, with a chart of them over time (:mod:`.stats`); practice
games are left out of both.

The window does not replay anything itself: "Replay on the table" emits
:attr:`HistoryWindow.replay_requested` with the game's id, for the main window.
Errors of the database (:class:`~deberts_desktop.storage.history.HistoryError`) are
shown in a message box; the window stays usable.
"""

from __future__ import annotations

from PySide6.QtCore import QSortFilterProxyModel, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..numbers import local_time
from ...storage.files import StorageError
from ...storage.history import GameSummary, History, SheetRow
from .exports import SheetExports
from .stats import StatisticsPage
from ..sheets.score_sheet import ScoreSheetWidget
from ..sheets.sheet_data import shown_names
from ..widgets import asking
from ..widgets.scroll_body import scroll_pages
from ...storage.presets import game_preset
from ..words import mode_name, names_with_levels, preset_name, tip_as_is
from ..words import storage_text

#: Sort role: numbers and ISO dates sort by value, not by their text.
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
#: The game id, on every item of a row.
ID_ROLE = Qt.ItemDataRole.UserRole + 2


class HistoryWindow(SheetExports, QWidget):
    """All stored games. A top-level window (or a widget inside another).

    :param history: the open :class:`~deberts_desktop.storage.history.History`.
    :signal replay_requested(int): the player asked to replay this game on the table.
    :signal continue_requested(int): the player asked to go on with a score keeper's sheet
        or an unfinished game.
    :signal deleted(int): a game was deleted.
    :ivar current_game_id: the id of the game being played (its deletion is explained; it
        is not offered to continue): :meth:`set_current_game` when another game is played.

    :meth:`reload` reads the database again (call it after a game was stored while the
    window is open).
    """

    replay_requested = Signal(int)
    continue_requested = Signal(int)
    deleted = Signal(int)
    #: the player asked to play a deal of this game again (practice)
    play_again_requested = Signal(int)
    # the player asked for the review of this game's deals
    review_requested = Signal(int)
    #: the player asked to see this game's deals beside the Master's lines (Show me how)
    master_line_requested = Signal(int)

    COLUMNS = ("date", "players", "mode", "target", "winner", "deals")

    #: the rows read at once when the window (re)loads: more than a window shows
    FIRST_ROWS = 20
    #: the rows read at each later turn of the event loop, until every game is listed
    MORE_ROWS = 100
    #: every game is listed (the last page of rows was read)
    rows_loaded = Signal()

    def __init__(self, history: History, parent: QWidget | None = None, current_game_id: int | None = None,
                 preset_of=None):
        super().__init__(parent)
        #: the preset some rules are, for a game that kept none (the window's settings'
        #: ``Settings.preset_of``, as its table names such a game); default: the program's
        #: presets alone
        self.preset_of = preset_of or game_preset
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setWindowTitle(self.tr("Game history"))
        self.history = history
        self._games: dict[int, GameSummary] = {}
        self._tries: dict[int, int] = {}  # a deal played again: which try (History.again_tries)
        self.current_game_id: int | None = current_game_id
        #: the ids of the games still to be listed (read page by page); the reading's turn
        self._unlisted: list[int] = []
        self._read = False  # the games were read (an empty list is an empty history)
        self._fill_turn = 0
        self._keep_scroll = None  # see reload
        self._select_when_listed: int | None = None

        self.model = QStandardItemModel(0, len(self.COLUMNS), self)
        self.model.setHorizontalHeaderLabels(
            [self.tr("Date"), self.tr("Players"), self.tr("Game"), self.tr("Target"), self.tr("Winner"), self.tr("Deals")]
        )
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)

        self.view = QTableView(self)
        self.view.setTabKeyNavigation(False)  # Tab moves on to the next control
        self.view.setObjectName("games")
        self.view.setModel(self.proxy)
        self.view.setSortingEnabled(True)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().setVisible(False)
        self.view.setAlternatingRowColors(True)
        self.view.setWordWrap(False)
        hh = self.view.horizontalHeader()
        hh.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        hh.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.view.selectionModel().selectionChanged.connect(self._selection_changed)
        self.view.doubleClicked.connect(lambda _i: self.open_sheet())
        self.view.setAccessibleName(self.tr("Games"))

        self.sheet = ScoreSheetWidget(self)
        self.sheet_title = QLabel(self)
        self.sheet_title.setTextFormat(Qt.TextFormat.PlainText)  # the players' names as typed, never HTML
        self.sheet_title.setWordWrap(True)

        self.replay_button = QPushButton(self.tr("&Replay on the table"), self)
        self.replay_button.setToolTip(self.tr("Show a game played on the table again, card by card"))
        # always shown (enabled for an unfinished score keeper's sheet): the buttons keep their places
        self.continue_button = QPushButton(self.tr("Co&ntinue"), self)
        self.continue_button.setToolTip(self.tr("Go on with an unfinished game, or an unfinished score keeper's sheet"))
        self.again_button = QPushButton(self.tr("Play a deal &again…"), self)
        self.again_button.setToolTip(self.tr("Play one of this game's deals again, in any seat (practice)"))
        self.review_button = QPushButton(self.tr("Re&view a deal…"), self)
        self.review_button.setToolTip(self.tr("What each card of a deal cost, card by card"))
        self.master_button = QPushButton(self.tr("Show me &how…"), self)
        self.master_button.setToolTip(self.tr("A deal as you played it beside the Master's line in your seat, "
                                              "bid by bid and trick by trick"))
        self.open_button = QPushButton(self.tr("&Open sheet…"), self)
        self.csv_button = QPushButton(self.tr("Export &CSV…"), self)
        self.pdf_button = QPushButton(self.tr("Export &PDF…"), self)
        self.print_button = QPushButton(self.tr("Pr&int…"), self)
        self.delete_button = QPushButton(self.tr("&Delete…"), self)
        self.close_button = QPushButton(self.tr("Close"), self)
        self.replay_button.clicked.connect(self._replay)
        self.again_button.clicked.connect(lambda: self.selected_id() is not None
                                          and self.play_again_requested.emit(self.selected_id()))
        self.review_button.clicked.connect(lambda: self.selected_id() is not None
                                           and self.review_requested.emit(self.selected_id()))
        self.master_button.clicked.connect(lambda: self.selected_id() is not None
                                           and self.master_line_requested.emit(self.selected_id()))
        self.continue_button.clicked.connect(self._continue)
        self.open_button.clicked.connect(lambda: self.open_sheet())
        self.csv_button.clicked.connect(lambda: self.export_csv())
        self.pdf_button.clicked.connect(lambda: self.export_pdf())
        self.print_button.clicked.connect(lambda: self.print_sheet())
        self.delete_button.clicked.connect(lambda: self.delete_selected())
        self.close_button.clicked.connect(self.close)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.view, activated=lambda: self.delete_selected())
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, activated=self.close)

        right = QWidget(self)
        rl = QVBoxLayout(right)
        rl.setContentsMargins(0, 0, 0, 0)
        rl.addWidget(self.sheet_title)
        rl.addWidget(self.sheet, 1)
        split = QSplitter(Qt.Orientation.Vertical, self)
        split.addWidget(self.view)
        split.addWidget(right)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        split.setChildrenCollapsible(False)
        self.splitter = split

        # two rows, so that the window fits an 800-pixel-wide screen in every language; Delete
        # stands apart from the exports; no button ever appears or disappears
        buttons = QVBoxLayout()
        first, second = QHBoxLayout(), QHBoxLayout()
        for b in (self.replay_button, self.again_button, self.review_button, self.continue_button):
            first.addWidget(b)
        first.addStretch(1)
        first.addWidget(self.delete_button)
        for b in (self.open_button, self.csv_button, self.pdf_button, self.print_button, self.master_button):
            second.addWidget(b)
        second.addStretch(1)
        second.addWidget(self.close_button)
        buttons.addLayout(first)
        buttons.addLayout(second)

        #: what the last export did ("The score sheet was saved as …"); no box to click away
        self.status = QLabel(self)
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        games_page = QWidget(self)
        gl = QVBoxLayout(games_page)
        gl.addWidget(split, 1)
        gl.addLayout(buttons)
        gl.addWidget(self.status)

        self.stats_page = StatisticsPage(self)
        self.stats_page.failed.connect(lambda e: self._error(self.tr("Statistics"), e))
        page = self.stats_page
        self.stats_model, self.stats_view, self.stats_chart = page.model, page.view, page.chart

        self.tabs = QTabWidget(self)
        self.tabs.addTab(games_page, self.tr("&Games"))
        self.tabs.addTab(self.stats_page, self.tr("&Statistics"))
        scroll_pages(self.tabs)  # a small screen: the pages scroll, the buttons stay in the window
        lay = QVBoxLayout(self)
        lay.addWidget(self.tabs)
        self.resize(960, 680)
        self.reload()

    # ------------------------------------------------------------------ errors
    def _error(self, title: str, e: Exception) -> None:
        self.refused(title, e)

    def refused(self, title: str, e: Exception) -> None:
        """What was asked of a game could not be done: ``e`` (a ``StorageError``) in a
        message box titled ``title``. A game deleted since it was listed (a
        :class:`~deberts_desktop.storage.history_errors.GameGone`: abandoned at the table,
        say) is news, not a fault: an information, and the list is read again without it."""
        from ...storage.history_errors import GameGone

        if isinstance(e, GameGone):
            QMessageBox.information(self, title, storage_text(e))
            self.reload()
            return
        QMessageBox.warning(self, title, storage_text(e))

    # ------------------------------------------------------------------ loading
    def reload(self) -> None:
        """Read the games and the statistics again; keeps the selection if it can.

        The first :attr:`FIRST_ROWS` games (newest first; down to the one selected, if
        older) are listed at once, the others
        :attr:`MORE_ROWS` at a time at the next turns of the event loop (:attr:`filling`
        until then; ``rows_loaded`` when all are listed), so that the window shows its
        first rows at once with thousands of games; the statistics are read on another
        thread (:class:`~.stats.StatisticsPage`)."""
        keep = self.selected_id()
        # where the person had scrolled the list: put back once it is listed again (None: first read)
        self._keep_scroll = self.view.verticalScrollBar().value() if self.model.rowCount() else None
        self._fill_turn += 1
        turn = self._fill_turn
        try:
            ids = self.history.game_ids()
            # the game selected listed at once too (never another one selected meanwhile: the
            # sheet beside it, Delete, Continue would be another game's while the rest is listed)
            first = max(self.FIRST_ROWS, ids.index(keep) + 1) if keep in ids else self.FIRST_ROWS
            games = self.history.list_games(ids=ids[:first]) if ids else []
            self._tries = self.history.again_tries()  # a deal played again: which try
            self._read = True
        except StorageError as e:
            self._error(self.tr("Game history"), e)
            ids, games = [], []
            self._read = False  # an empty list that is not an empty history
        self._games = {}
        self._unlisted = ids[first:] if ids else []
        self.view.setSortingEnabled(False)
        self.model.removeRows(0, self.model.rowCount())
        self._list(games)
        if self.proxy.sortColumn() < 0:
            self.view.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        self._load_stats()
        self._select_when_listed = keep if keep is not None and keep not in self._games and keep in ids else None
        if games:
            self.select_game(keep if keep in self._games else None)
        self._selection_changed()
        if self._unlisted:
            QTimer.singleShot(0, self, lambda: self._list_more(turn))
        else:
            self._listed()

    def _listed(self) -> None:
        """Every game listed: the list scrolled back where the person had it before it was
        read again (a deal stored while History is open does not throw it to its top), then
        ``rows_loaded``."""
        if self._keep_scroll is not None:
            self.view.updateGeometries()  # the scroll bar's range for the rows listed now (else at the next paint)
            bar = self.view.verticalScrollBar()
            bar.setValue(min(self._keep_scroll, bar.maximum()))
            self._keep_scroll = None
        self.rows_loaded.emit()

    @property
    def filling(self) -> bool:
        """Some games are still to be listed (see :meth:`reload`)."""
        return bool(self._unlisted)

    def _list(self, games: list[GameSummary]) -> None:
        """Add rows for ``games`` (sorted as the view is sorted)."""
        self.view.setSortingEnabled(False)
        for g in games:
            self._games[g.id] = g
            self.model.appendRow(self._row(g))
        self.view.setSortingEnabled(True)

    def _list_more(self, turn: int) -> None:
        """The next page of games, then the one after it at the next turn of the loop."""
        if turn != self._fill_turn or not self._unlisted:
            return
        page, self._unlisted = self._unlisted[: self.MORE_ROWS], self._unlisted[self.MORE_ROWS:]
        try:
            games = self.history.list_games(ids=page)
        except StorageError as e:
            self._unlisted = []
            self._error(self.tr("Game history"), e)
            games = []
        self._list(games)
        if self._select_when_listed in self._games:
            self.select_game(self._select_when_listed)
            self._select_when_listed = None
        if self._unlisted:
            QTimer.singleShot(0, self, lambda: self._list_more(turn))
        else:
            self._listed()

    def _row(self, g: GameSummary) -> list[QStandardItem]:
        # a damaged entry's names that could not be read are "?": nothing to tell apart
        players = names_with_levels(g.names, g.levels, tell_apart=g.damaged is None)
        mode = mode_name(g.mode)
        if g.kind == "score_keeper":
            mode = self.tr("%1, score sheet").replace("%1", mode)
        elif g.practice is not None and g.practice.deal is not None and g.id in self._tries:
            mode = (self.tr("%1, practice: deal %2 again, try %3").replace("%1", mode)
                    .replace("%2", str(g.practice.deal)).replace("%3", str(self._tries[g.id])))
        elif g.practice is not None and g.practice.deal is not None:  # from a record file: no game to count in
            mode = self.tr("%1, practice: deal %2 again").replace("%1", mode).replace("%2", str(g.practice.deal))
        elif g.practice is not None:
            mode = self.tr("%1, practice").replace("%1", mode)
        if g.damaged is not None:
            players = [self.tr("(damaged entry) %1").replace("%1", ", ".join(players))]
            winner = "—"
        elif g.winner_name is not None:
            winner = self._sides(g)[g.winner]
        elif g.finished:
            winner = "—"
        else:
            winner = self.tr("not finished")
        values = [
            (local_time(g.started), g.started or ""),
            (", ".join(players), ", ".join(players).lower()),
            (mode, mode),
            (str(g.target), g.target),
            (winner, winner.lower()),
            (str(g.sheet_rows), g.sheet_rows),  # the score sheet's rows, thrown-in deals included
        ]
        items = []
        for col, (text, key) in enumerate(values):
            item = QStandardItem(text)
            item.setData(key, SORT_ROLE)
            item.setData(g.id, ID_ROLE)
            item.setToolTip(tip_as_is(text))  # a player's name as typed ("<i>Ann</i>"), never HTML
            if col == 2 and g.damaged is None and g.kind != "score_keeper":  # which rule preset (or custom)
                item.setToolTip(tip_as_is(self.tr("%1 · rules: %2").replace("%1", text).replace(
                    "%2", preset_name(g.preset or self.preset_of(g.rules)))))  # kept, else what its rules are
            if col == 5:
                item.setToolTip(self.tr("%1 deals on the score sheet, %2 of them played out")
                                .replace("%1", str(g.sheet_rows)).replace("%2", str(g.deals)))
            if col in (3, 5):
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            items.append(item)
        return items

    def _load_stats(self) -> None:
        self.stats_page.load(self.history)  # a StorageError comes as stats_page.failed

    # ------------------------------------------------------------------ selection
    def game_ids(self) -> list[int]:
        """The ids of the listed games, in the order shown."""
        return [self.proxy.index(r, 0).data(ID_ROLE) for r in range(self.proxy.rowCount())]

    def selected_id(self) -> int | None:
        if not hasattr(self, "view"):
            return None
        rows = self.view.selectionModel().selectedRows() if self.view.selectionModel() else []
        return rows[0].data(ID_ROLE) if rows else None

    def select_game(self, game_id: int | None) -> None:
        """Select a game by id (None: the first row)."""
        for r in range(self.proxy.rowCount()):
            idx = self.proxy.index(r, 0)
            if game_id is None or idx.data(ID_ROLE) == game_id:
                self.view.selectRow(r)
                self.view.scrollTo(idx)
                return

    def set_current_game(self, game_id: int | None) -> None:
        """The window's table now plays history game ``game_id`` (None: one not stored):
        the buttons of the game selected follow (the game being played is not continued)."""
        self.current_game_id = game_id
        self._selection_changed()

    def _selection_changed(self, *args) -> None:
        gid = self.selected_id()
        g = self._games.get(gid) if gid is not None else None
        has = g is not None
        self.delete_button.setEnabled(has)
        if has and g.damaged is not None:  # listed, so that it can be deleted; nothing else reads it
            has = False
        for b in (self.open_button, self.csv_button, self.pdf_button, self.print_button):
            b.setEnabled(has)
        self.replay_button.setEnabled(has and g.kind == "played" and g.deals > 0)
        self.again_button.setEnabled(has and g.kind == "played" and g.deals > 0)
        self.review_button.setEnabled(has and g.kind == "played" and g.deals > 0)
        self.master_button.setEnabled(has and g.kind == "played" and g.sheet_rows > 0)
        self.continue_button.setEnabled(has and g.winner is None and g.finished is None
                                        and (g.kind == "score_keeper" or g.id != self.current_game_id))
        self.status.clear()
        if not has:
            self.sheet.clear()
            if g is not None:
                self.sheet_title.setText(storage_text(g.damaged))
            elif not self._games and not self._unlisted and self._read:  # nothing to choose from
                self.sheet_title.setText(self.tr("No games yet: a game is listed here once its first deal is "
                                                 "scored, a score sheet for real cards once it is started."))
            else:
                self.sheet_title.setText(self.tr("Choose a game to see its score sheet."))
            return
        self.sheet_title.setText(self._heading(g))
        try:
            rows = self.history.score_sheet(g.id)
        except StorageError as e:  # a damaged deal: said in place of the sheet, no box at each selection
            self.sheet.clear()
            self.sheet_title.setText(self.tr("%1 — %2").replace("%1", self._heading(g)).replace("%2", storage_text(e)))
            return
        self.sheet.show_rows(rows, g.rules, g.names, g.winner, g.finished is not None and g.winner is not None)

    @staticmethod
    def _sides(g: GameSummary) -> tuple[str, ...]:
        """The sides' names as the game's sheet heads its columns (two players of one name
        told apart: :func:`~..sheets.sheet_data.shown_names`)."""
        return shown_names(g.rules, g.names)[0]

    def _heading(self, g: GameSummary) -> str:
        return self.tr("%1 — %2").replace("%1", local_time(g.started)).replace("%2", " · ".join(self._sides(g)))

    # ------------------------------------------------------------------ actions
    def _replay(self) -> None:
        gid = self.selected_id()
        if gid is not None:
            self.replay_requested.emit(gid)

    def _continue(self) -> None:
        gid = self.selected_id()
        if gid is not None:
            self.continue_requested.emit(gid)

    def _game_and_sheet(self, game_id: int | None) -> tuple[GameSummary, list[SheetRow]] | None:
        """The given (None: the selected) game and its stored deals; None when there is no
        such game or its sheet could not be read (the error is shown in a message box)."""
        gid = game_id if game_id is not None else self.selected_id()
        g = self._games.get(gid)
        if g is None:
            return None
        try:
            self.history.check_game(gid)  # deleted since it was listed (abandoned at the table): said so
            return g, self.history.score_sheet(gid)
        except StorageError as e:
            self._error(self.tr("Score sheet"), e)
            return None

    def open_sheet(self, game_id: int | None = None) -> QDialog | None:
        """Open a game's score sheet in its own window (non-modal); returns the dialog."""
        found = self._game_and_sheet(game_id)
        if found is None:
            return None
        g, rows = found
        dlg = QDialog(self)
        dlg.setWindowTitle(self.tr("Score sheet — %1").replace("%1", self._heading(g)))
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        sheet = ScoreSheetWidget(dlg)
        sheet.show_rows(rows, g.rules, g.names, g.winner, g.winner is not None)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dlg)
        box.rejected.connect(dlg.reject)
        lay = QVBoxLayout(dlg)
        lay.addWidget(sheet, 1)
        lay.addWidget(box)
        dlg.sheet = sheet
        dlg.resize(720, 520)
        dlg.show()
        return dlg

    def delete_selected(self, confirm: bool = True) -> bool:
        """Delete the selected game after asking. :returns: True if it was deleted."""
        gid = self.selected_id()
        g = self._games.get(gid)
        if g is None:
            return False
        if confirm:
            # "Delete" or "Cancel" (Escape; Enter too: a game deleted cannot be had back)
            if not asking.confirm(self, self.tr("Delete game"),
                                  (self.tr("This is the game being played. Delete its score sheet from History? The "
                                           "game goes on, but it is no longer kept in History.")
                                   if gid == self.current_game_id else
                                   self.tr("Delete the game of %1 (%2) and its score sheet? This cannot be undone.")
                                   .replace("%1", local_time(g.started)).replace("%2", " · ".join(self._sides(g)))),
                                  self.tr("&Delete"), icon=QMessageBox.Icon.Question):
                return False
        try:
            self.history.delete_game(gid)
        except StorageError as e:
            self._error(self.tr("Delete game"), e)
            return False
        self.deleted.emit(gid)
        row = self.view.currentIndex().row()
        self._games.pop(gid, None)
        for r in reversed(range(self.model.rowCount())):  # its row only: the others stay as read
            if self.model.item(r, 0).data(ID_ROLE) == gid:
                self.model.removeRow(r)
        self._load_stats()
        self._selection_changed()
        if self.proxy.rowCount():
            self.view.selectRow(min(max(row, 0), self.proxy.rowCount() - 1))
        return True
