"""The score sheet (запись) in the traditional layout: a column per side, a row per deal.

:class:`ScoreSheetWidget` shows the sheet of

- a game being played on the table (an engine :class:`~deberts_desktop.engine.game.Game`):
  :meth:`ScoreSheetWidget.show_game`, call it again after each deal;
- a game from the history (storage :class:`~deberts_desktop.storage.history.SheetRow` s):
  :meth:`ScoreSheetWidget.show_rows`;
- a score keeper's sheet (:class:`~deberts_desktop.storage.score_keeper.ScoreKeeper`):
  :meth:`ScoreSheetWidget.show_keeper`.

Each deal is one line with what each side wrote (its own or transferred points) and its
running total; a released pot and a penalty are lines of their own under the deal, and
the running total is written on the deal's last line. A bait is marked ● beside the
declarer's 0, and each side's bait count is at the foot of the sheet with the totals.
The target, the waiting pot and the winner (or "one more deal") are shown above.
:meth:`ScoreSheetWidget.set_compact` shows the compact sheet instead (one column per side,
the running total under each deal's points: :mod:`.compact`), for a dock too narrow for
this one.

Nothing here scores anything: every number comes from the engine's or storage's rows, laid
out as lines by :mod:`.sheet_data`. :func:`sheet_html` gives the same sheet as an HTML
table (printing, PDF).
"""

from __future__ import annotations

import logging
from html import escape
from pathlib import Path
from typing import Sequence as Seq

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QTextDocument
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..words import pair_separator, tip_as_is
from ...engine.rules import Rules
from ...storage.files import StorageError, atomic_output, describe_os_error
from ...storage.messages import Message
from ..numbers import MINUS, num, signed
from .sheet_data import (
    SheetData,
    bait_marks,
    data_from_game,
    data_from_keeper,
    data_from_rows,
    outcome_word,
    sheet_lines,
    status_text,
)

log = logging.getLogger("deberts_desktop.ui")

# Importable from here as before the sheet's data moved to .sheet_data, numbers to .numbers and
# side names to ..words: MINUS, num, signed, data_from_rows, sheet_lines.
__all__ = ["MINUS", "ScoreSheetWidget", "data_from_rows", "num", "print_with_preview", "printer_for",
           "sheet_document",
           "sheet_html", "sheet_lines", "signed", "write_pdf"]


# --------------------------------------------------------------------------- HTML
#: The printed sheet's table by the number of sides (columns of points and totals), so that it
#: keeps to a portrait page: its font size in points, and the most letters on one line of a
#: typed name in it (a side's heading, a declarer) — a longer word is cut short with "…"
#: (the heading above the table names everyone in full).
PRINTED_TABLE = {2: (9.0, 13), 3: (8.0, 10.5), 4: (7.5, 8.5)}
ELLIPSIS = "\u2026"


def fitted_lines(text: str, most: float, width=len) -> list[str]:
    """``text`` (a typed name, a side's names, a declarer with his trump) as the lines of a
    cell of the printed sheet, each at most ``most`` letters wide (``width``: a text's width
    in letters, default its length): broken between words or after the hyphen of a double
    name, never inside a word — a word wider than ``most`` is cut short, with "…". The cell
    is laid out with these lines and no other break (``white-space: nowrap``), so Qt's table
    never breaks a word in a column too narrow.

    >>> fitted_lines("Maximilianusconstantinus ♣", 10), fitted_lines("Anna Karenina-Vronskaya", 10)
    (['Maximilia… ♣'], ['Anna', 'Karenina-', 'Vronskaya'])
    >>> fitted_lines("Anna & Boris", 10), fitted_lines("Christopher Robin ♦", 12)
    (['Anna &', 'Boris'], ['Christopher', 'Robin ♦'])
    """
    words: list[str] = []  # each to be set whole; one ending in "-" joins the next without a space
    for word in text.split():
        parts = word.split("-")
        if width(word) <= most:
            words.append(word)
        elif len(parts) > 1 and all(p and width(p + "-") <= most for p in parts):
            words.extend([p + "-" for p in parts[:-1]] + [parts[-1]])
        else:
            cut = len(word) - 1
            while cut > 1 and width(word[:cut] + ELLIPSIS) > most:
                cut -= 1
            words.append(word[:cut] + ELLIPSIS)
    lines: list[str] = []
    for word in words:
        if lines:
            joined = lines[-1] + ("" if lines[-1].endswith("-") else " ") + word
            if width(joined) <= most or len(word) == 1:  # (a trump's symbol stays with its declarer)
                lines[-1] = joined
                continue
        lines.append(word)
    return lines


def sheet_html(data: SheetData, heading: str = "") -> str:
    """The sheet as an HTML document (a table), for printing and PDF. Typed names in the
    table (the sides' headings, the declarers) are set in :func:`fitted_lines` for the
    columns a portrait page gives them; the ``heading`` names them in full."""
    s = data.sides
    size, most = PRINTED_TABLE.get(s, PRINTED_TABLE[4])
    from PySide6.QtGui import QFont, QFontMetricsF

    bold = QFont()  # the document's font, bold (as the headings; wider than the declarers'): widths in "n"s
    bold.setBold(True)
    metrics = QFontMetricsF(bold)
    letter = metrics.horizontalAdvance("n") or 1.0

    def fitted(text: str) -> str:
        lines = fitted_lines(text, most, lambda t: metrics.horizontalAdvance(t) / letter)
        return "<br>".join(e(line) for line in lines)

    whole = "style='white-space: nowrap'"  # no break but those made here
    e = escape
    translate = QCoreApplication.translate
    words = {
        "Deal": translate("ScoreSheet", "Deal"), "Declarer": translate("ScoreSheet", "Declarer"), "Result": translate("ScoreSheet", "Result"),
        "Pot": translate("ScoreSheet", "Pot"), "points": translate("ScoreSheet", "points"), "total": translate("ScoreSheet", "total"),
        "Baits": translate("ScoreSheet", "Baits"), "Total": translate("ScoreSheet", "Total"),
    }

    def _tr(key: str) -> str:
        return words[key]

    out = ["<html><head><meta charset='utf-8'></head><body style='font-family: sans-serif'>"]
    if heading:
        out.append(f"<h2>{e(heading)}</h2>")
    out.append(f"<p>{e(status_text(data))}</p>")
    out.append(f"<table border='1' cellspacing='0' cellpadding='4' style='border-collapse: collapse; font-size: {size}pt'>")
    head = "".join(f"<th colspan='2' {whole}>{fitted(n)}</th>" for n in data.side_names)
    # the one-word headings kept whole (a narrow column broke "Висят" into "Вися" and "т")
    one = "rowspan='2' style='white-space: nowrap'"
    out.append(f"<tr><th {one}>{e(_tr('Deal'))}</th><th {one}>{e(_tr('Declarer'))}</th>"
               f"<th {one}>{e(_tr('Result'))}</th>{head}<th {one}>{e(_tr('Pot'))}</th></tr>")
    out.append("<tr>" + "".join(f"<th {whole}>{e(_tr('points'))}</th><th {whole}>{e(_tr('total'))}</th>"
                                for _ in range(s)) + "</tr>")
    for line in sheet_lines(data):
        if line.kind == "deal":
            cells = [e(line.first), fitted(line.second), e(outcome_word(line.deal.outcome))]
        else:
            cells = ["", "", e(line.second)]
        row = "".join(f"<td {whole}>{c}</td>" for c in cells)  # (a result, "thrown in", kept whole too)
        for side in range(s):
            total = "" if line.totals is None else num(line.totals[side])
            row += f"<td align='right'>{e(line.cells[side])}</td><td align='right'><b>{e(total)}</b></td>"
        pot = "" if not line.pot else num(line.pot)
        row += f"<td align='right'>{e(pot)}</td>"
        out.append(f"<tr>{row}</tr>")
    baits = "".join(f"<td colspan='2' align='right'>{e(bait_marks(b))}</td>" for b in data.baits)
    out.append(f"<tr><td colspan='3'><b>{e(_tr('Baits'))}</b></td>{baits}<td></td></tr>")
    totals = "".join(f"<td colspan='2' align='right'><b>{num(t)}</b></td>" for t in data.scores)
    out.append(f"<tr><td colspan='3'><b>{e(_tr('Total'))}</b></td>{totals}<td></td></tr>")
    out.append("</table></body></html>")
    return "".join(out)


def sheet_document(data: SheetData, heading: str, parent=None) -> QTextDocument:
    """The sheet (:func:`sheet_html`) as a ``QTextDocument`` for printing or a PDF; its
    title (``QTextDocument.MetaInformation.DocumentTitle``) is ``heading``."""
    doc = QTextDocument(parent)
    doc.setHtml(sheet_html(data, heading))
    doc.setMetaInformation(QTextDocument.MetaInformation.DocumentTitle, heading)
    return doc


def printer_for(doc: QTextDocument):
    """A high-resolution ``QPrinter`` whose job (and PDF) is named after ``doc``'s title."""
    from PySide6.QtPrintSupport import QPrinter

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setDocName(doc.metaInformation(QTextDocument.MetaInformation.DocumentTitle))
    printer.setCreator("Deberts Desktop")
    return printer


def print_with_preview(doc: QTextDocument, parent) -> bool:
    """Show ``doc`` in Qt's print preview (``QPrintPreviewDialog``: the pages as they will
    be printed, zoom, page setup, and its Print button, which asks the system's print
    dialog and prints this same document); Escape closes it, nothing printed. The one place
    a score sheet is printed (History's Print…, the score keeper's Print…).
    :returns: True when it was printed, False when the person closed the preview."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtPrintSupport import QPrintPreviewDialog
    from PySide6.QtWidgets import QDialog

    printer = printer_for(doc)
    dlg = QPrintPreviewDialog(printer, parent)
    dlg.setWindowTitle(QCoreApplication.translate("ScoreSheet", "Print preview: score sheet"))
    dlg.paintRequested.connect(doc.print_)
    try:
        return dlg.exec() == QDialog.DialogCode.Accepted
    finally:
        dlg.deleteLater()


def write_pdf(doc: QTextDocument, target: str | Path) -> None:
    """Write ``doc`` as the PDF file ``target``, atomically: to a temporary file beside it,
    renamed over it once complete (a kill or a full disk leaves an older file whole). The
    one writer of a sheet's PDF (History's export, the score keeper's Save as PDF): a file
    that cannot be written says why in words, as the CSV export does
    (:func:`~deberts_desktop.storage.files.describe_os_error`: the disk full, no
    permission, the folder gone).

    :raises StorageError: the file could not be written ("The PDF could not be written to
        …: the disk is full."; :func:`..words.storage_text` shows it)."""
    from PySide6.QtPrintSupport import QPrinter

    try:
        with atomic_output(target) as tmp:
            printer = printer_for(doc)
            printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
            printer.setOutputFileName(str(tmp))
            doc.print_(printer)
            del printer  # the PDF is complete once the printer is gone
    except OSError as e:
        log.warning("the PDF %s could not be written: %s", target, e)
        raise StorageError(Message("The PDF could not be written to {path}: {reason}.",
                                   path=str(target), reason=describe_os_error(e))) from e


# --------------------------------------------------------------------------- the widget
def side_heading(name: str, players=(), separator: str | None = None) -> str:
    r"""A side's column heading: a pair's names (``players``, the side's two) on two lines
    (after ``separator``, default :func:`..words.pair_separator`; a name typed with the
    separator in it stays whole), a long name of several words broken at its last space —
    the column stays narrow — but not a name ending in a number ("Computer 1" stays whole:
    "Computer" over "1" read badly).

    >>> side_heading("Anna / Boris", ("Anna", "Boris"), " / "), side_heading("Anna Karenina"), side_heading("Computer 1")
    ('Anna /\nBoris', 'Anna\nKarenina', 'Computer 1')
    >>> side_heading("Sasha (player 2)"), side_heading("Tom & Jerry & Anna", ("Tom & Jerry", "Anna"), " & ")
    ('Sasha\n(player 2)', 'Tom & Jerry &\nAnna')
    """
    sep = pair_separator() if separator is None else separator
    if len(players) == 2:
        return players[0] + sep.rstrip() + "\n" + players[1]
    head, _, seat = name.rpartition(" (")
    if head and name.endswith(")"):  # a name told apart by its seat (words.display_names): "Sasha" over "(player 2)"
        return head + "\n(" + seat
    words = name.strip().rsplit(" ", 1)
    if len(name) > 8 and len(words) == 2 and not words[1].isdigit():
        return "\n".join(words)
    return name


#: A compact sheet's header item: its heading in full while it shows it cut short
#: (:meth:`ScoreSheetWidget._cut_compact_headings`).
FULL_HEADING = Qt.ItemDataRole.UserRole + 1


class ScoreSheetWidget(QWidget):
    """The score sheet as a table. Fits a ``QDockWidget`` beside the table or a dialog.

    Fill it with :meth:`show_game`, :meth:`show_rows` or :meth:`show_keeper` (call again
    after each change); :meth:`clear` empties it. :attr:`data` is what is shown,
    :meth:`to_html` the same as an HTML document. :attr:`compact`: the compact layout
    (:meth:`set_compact`, or :meth:`choose_layout` for a given width); :attr:`full_width` is
    the full layout's contents width, as last measured. :attr:`fits_width` (the score
    keeper's window): the layout is chosen for the widget's own width at each change and
    resize, so the sheet never scrolls sideways while the compact one fits.
    """

    FIXED_COLUMNS = 3  # deal, declarer, result

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.data: SheetData | None = None
        #: the shown columns' widths at their contents' width (px), before sharing out the room
        self.contents_width = 0
        #: the compact layout: one column per side, the running total under the points
        self.compact = False
        #: the full layout's contents width (px) when it was last shown (0: not yet)
        self.full_width = 0
        #: choose the layout for the widget's own width (:meth:`choose_layout`) at each change and resize
        self.fits_width = False
        self._choosing = False
        self.status = QLabel(self)
        self.status.setObjectName("sheetStatus")
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # a winner's name as typed ("<i>Ann</i>"), never HTML
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        f = self.status.font()
        f.setBold(True)
        self.status.setFont(f)
        self.table = QTableWidget(self)
        self.table.setTabKeyNavigation(False)  # Tab moves on to the next control
        self.table.setObjectName("sheetTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.table.setAlternatingRowColors(False)
        self.table.setWordWrap(False)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.table.setAccessibleName(self.tr("Score sheet"))
        # the viewport narrows without the widget resizing (a vertical scroll bar appears)
        self.table.viewport().installEventFilter(self)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.setSpacing(4)
        lay.addWidget(self.status)
        lay.addWidget(self.table, 1)
        self.clear()

    # ------------------------------------------------------------------ feeding
    def show_game(self, game) -> None:
        """Show an engine ``Game``'s sheet (its finished deals)."""
        self.show_data(data_from_game(game))

    def show_rows(self, rows, rules: Rules, names: Seq[str], winner: int | None = None,
                  finished: bool | None = None) -> None:
        """Show stored deals (``History.score_sheet(game_id)``) of a game with these rules
        and seat names; ``winner``: the winning side or None."""
        self.show_data(data_from_rows(rows, rules, names, winner, finished))

    def show_keeper(self, keeper) -> None:
        """Show a ``ScoreKeeper``'s sheet."""
        self.show_data(data_from_keeper(keeper))

    def clear(self) -> None:
        self.data = None
        self.status.setText(self.tr("No score sheet"))
        self.table.clear()
        self.table.setRowCount(0)
        self.table.setColumnCount(0)

    def to_html(self, heading: str = "") -> str:
        return sheet_html(self.data, heading) if self.data is not None else ""

    # ------------------------------------------------------------------ drawing
    def set_compact(self, on: bool) -> None:
        """Show the compact layout (one column per side, the running total under each
        deal's points) or the full one; the sheet shown is drawn again."""
        if bool(on) == self.compact:
            return
        self.compact = bool(on)
        if self.data is not None:
            self._draw(self.data)

    def width_needed(self, full: bool = False) -> int:
        """The width (px) that shows every column of the layout shown (``full``: of the full
        sheet, as last measured) without scrolling sideways: the columns at their contents'
        width, the frame, room for a vertical scroll bar whether shown or not (the width
        stays when rows come) and the margins."""
        t = self.table
        contents = self.full_width if full else self.contents_width
        return contents + 2 * t.frameWidth() + t.verticalScrollBar().sizeHint().width() + 16

    def choose_layout(self, widest: int, floor: int = 0) -> None:
        """The compact sheet when the full one needs more than ``widest`` px (each need
        taken as at least ``floor``: a dock's smallest width), else the full one (measured
        once shown: back to compact if it is wider after all)."""
        if self.data is None or self._choosing:
            return
        self._choosing = True
        try:
            if not self.compact and max(self.width_needed(), floor) > widest:
                self.set_compact(True)
            elif self.compact and max(self.width_needed(full=True), floor) <= widest:
                self.set_compact(False)
                if max(self.width_needed(), floor) > widest:
                    self.set_compact(True)
        finally:
            self._choosing = False

    def show_data(self, data: SheetData) -> None:
        self._draw(data)
        if self.fits_width:
            self.choose_layout(self.width())

    def _draw(self, data: SheetData) -> None:
        self.data = data
        t = self.table
        s = data.sides
        self.status.setText(status_text(data))
        t.clear()
        t.clearSpans()  # the foot's spans of the previous sheet would cover these rows
        if self.compact:
            self._show_compact(data)
            return
        t.verticalHeader().setVisible(False)
        lines = sheet_lines(data)
        ncols = self.FIXED_COLUMNS + 2 * s + 1
        t.setColumnCount(ncols)
        t.setRowCount(len(lines) + 2)
        headers = [self.tr("Deal"), self.tr("Declarer"), self.tr("Result")]
        for side, name in enumerate(data.side_names):
            headers += [side_heading(name, data.players_of(side)), self.tr("total")]
        headers.append(self.tr("Pot"))
        t.setHorizontalHeaderLabels(headers)
        for side, name in enumerate(data.side_names):
            col = self.FIXED_COLUMNS + 2 * side
            t.horizontalHeaderItem(col).setToolTip(tip_as_is(self.tr("What %1 wrote in each deal").replace("%1", name)))
            t.horizontalHeaderItem(col + 1).setToolTip(tip_as_is(self.tr("%1's running total").replace("%1", name)))
        bold = QFont(self.font())
        bold.setBold(True)
        red = QColor("#b3261e")
        pot_colour = QColor("#1f5fa8")
        shade = QColor(self.palette().color(self.palette().ColorRole.AlternateBase))
        deal_index = -1
        for r, line in enumerate(lines):
            if line.kind == "deal":
                deal_index += 1
            band = deal_index % 2 == 1

            def put(col, text, align=Qt.AlignmentFlag.AlignLeft, font=None, colour=None, tip=""):
                item = QTableWidgetItem(text)
                item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
                if font is not None:
                    item.setFont(font)
                if colour is not None:
                    item.setForeground(QBrush(colour))
                if band:
                    item.setBackground(QBrush(shade))
                if tip:
                    item.setToolTip(tip)
                t.setItem(r, col, item)

            right = Qt.AlignmentFlag.AlignRight
            if line.kind == "deal":
                put(0, line.first, right)
                put(1, line.second)
                put(2, outcome_word(line.deal.outcome), colour=red if line.deal.outcome == "bait" else None)
            else:
                put(0, "")
                put(1, "")
                put(2, line.second, colour=pot_colour if line.kind == "pot" else red)
            for side in range(s):
                col = self.FIXED_COLUMNS + 2 * side
                colour = None
                tip = ""
                if line.kind == "pot":
                    colour = pot_colour
                elif line.kind == "penalty":
                    colour = red
                elif line.bait_side == side:
                    colour = red
                    tip = self.tr("Bait %1").replace("%1", str(line.deal.baits[side]))
                put(col, line.cells[side], right, colour=colour, tip=tip)
                total = "" if line.totals is None else num(line.totals[side])
                put(col + 1, total, right, font=bold)
            put(ncols - 1, num(line.pot) if line.pot else "", right, colour=pot_colour)
        # the foot: bait marks and totals
        foot = len(lines)
        foot_bg = QBrush(self.palette().color(self.palette().ColorRole.Midlight))
        for r, label in ((foot, self.tr("Baits")), (foot + 1, self.tr("Total"))):
            for col in range(ncols):
                item = QTableWidgetItem("")
                item.setBackground(foot_bg)
                t.setItem(r, col, item)
            t.item(r, 0).setText(label)
            t.item(r, 0).setFont(bold)
            t.setSpan(r, 0, 1, self.FIXED_COLUMNS)
            for side in range(s):
                col = self.FIXED_COLUMNS + 2 * side
                t.setSpan(r, col, 1, 2)
                value = bait_marks(data.baits[side]) if r == foot else num(data.scores[side])
                item = t.item(r, col)
                item.setText(value)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                item.setFont(bold)
                if r == foot:
                    item.setForeground(QBrush(red))
                    item.setToolTip(self.tr("Baits as declarer: %1").replace("%1", str(data.baits[side])))
                elif data.finished and data.winner == side:
                    item.setToolTip(self.tr("Winner"))
        hh = t.horizontalHeader()
        hh.setStretchLastSection(False)
        hh.setHighlightSections(False)
        # the pot column only when some pot waited in this game
        for c in range(ncols - 1):  # a column hidden for an earlier sheet (its pot column)
            t.setColumnHidden(c, False)
        t.setColumnHidden(ncols - 1, not any(d.pot for d in data.deals))
        self._fit_columns()
        self.full_width = self.contents_width
        t.setCurrentItem(None)
        t.scrollToBottom()

    def _show_compact(self, data: SheetData) -> None:
        from .compact import fill_compact

        t = self.table
        shade = QColor(self.palette().color(self.palette().ColorRole.AlternateBase))
        # a name of two words on two lines ("Computer" over "1" too: the column stays narrow)
        headings = [side_heading(name, data.players_of(side)) if "\n" in side_heading(name, data.players_of(side))
                    else "\n".join(name.rsplit(" ", 1)) for side, name in enumerate(data.side_names)]
        fill_compact(t, data, headings, self.font(), shade)
        t.verticalHeader().setVisible(True)
        hh = t.horizontalHeader()
        hh.setStretchLastSection(False)
        hh.setHighlightSections(False)
        for c in range(t.columnCount()):
            t.setColumnHidden(c, False)
        self._fit_columns()
        t.setCurrentItem(None)
        t.scrollToBottom()

    def _fit_columns(self) -> None:
        """Columns as wide as their contents (their sum in px: :attr:`contents_width`); when
        the table is wider than that, the sides' columns share the room (a narrow dock
        scrolls instead of clipping)."""
        t = self.table
        hh = t.horizontalHeader()
        n = t.columnCount()
        if not n:
            self.contents_width = 0
            return
        if self.compact:  # a name cut short to fit (below) is whole again before it is measured
            for c in range(n):
                item = t.horizontalHeaderItem(c)
                if item is not None and item.data(FULL_HEADING) is not None:
                    item.setText(item.data(FULL_HEADING))
        headings = self._side_headings()
        for _c, item, two_lines in headings:  # measured on two lines: the narrowest
            item.setText(two_lines)
        hh.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        needed = sum(hh.sectionSize(c) for c in range(n) if not t.isColumnHidden(c))
        if self.compact:  # the deal numbers' header is the compact sheet's first column
            needed += t.verticalHeader().sizeHint().width()
        self.contents_width = needed
        room = t.viewport().width()
        if self.compact and self.data is not None and needed > room:
            self._cut_compact_headings(room)
            return
        if self.data is not None and needed < room:
            per_side = 1 if self.compact else 2
            extra = (room - needed) // (per_side * self.data.sides)
            for c in range(n):
                hh.setSectionResizeMode(c, QHeaderView.ResizeMode.Interactive)
            for side in range(self.data.sides):
                for c in range(self.side_column(side), self.side_column(side) + per_side):
                    hh.resizeSection(c, hh.sectionSize(c) + extra)
            # a side's name on one line where its widened column has the room ("Anna & Vera"
            # read as "Anna &" over "Vera" in a column three times as wide)
            margin = 2 * self.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, hh) + 4
            for c, item, two_lines in headings:
                one_line = two_lines.replace("\n", " ")
                if hh.fontMetrics().horizontalAdvance(one_line) + margin <= hh.sectionSize(c):
                    item.setText(one_line)

    def _cut_compact_headings(self, room: int) -> None:
        """The compact sheet in ``room`` px too narrow for its sides' names (four long names in
        a score keeper's window at 800 × 600): the sides share the room, each heading's lines
        cut short at the right ("Максимилиан-Ф…"; the header's tooltip names the side in full),
        so no side's points are scrolled out of view. A column never narrower than its points."""
        t = self.table
        hh = t.horizontalHeader()
        sides = t.columnCount()
        share = max(1, (room - t.verticalHeader().width()) // sides)
        margin = 2 * self.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, hh) + 4
        metrics = hh.fontMetrics()
        for c in range(sides):
            item = t.horizontalHeaderItem(c)
            width = max(share, t.sizeHintForColumn(c))
            full = item.text()
            item.setData(FULL_HEADING, full)
            item.setText("\n".join(metrics.elidedText(line, Qt.TextElideMode.ElideRight, width - margin)
                                   for line in full.split("\n")))
            hh.setSectionResizeMode(c, QHeaderView.ResizeMode.Interactive)
            hh.resizeSection(c, width)

    def _side_headings(self) -> list:
        """(column, header item, heading on two lines) of each column whose heading has two
        lines (:func:`side_heading`; kept in the item's data while it shows one line)."""
        t = self.table
        out = []
        for c in range(t.columnCount()):
            item = t.horizontalHeaderItem(c)
            if item is None:
                continue
            two_lines = item.data(Qt.ItemDataRole.UserRole)
            if two_lines is None and "\n" in item.text():
                two_lines = item.text()
                item.setData(Qt.ItemDataRole.UserRole, two_lines)
            if two_lines:
                out.append((c, item, two_lines))
        return out

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        if self.fits_width and event.size().width() != event.oldSize().width():
            self.choose_layout(event.size().width())
        self._fit_columns()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt name)
        if (obj is self.table.viewport() and event.type() == QEvent.Type.Resize
                and event.size().width() != event.oldSize().width()):
            self._fit_columns()
        return False

    def showEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().showEvent(event)
        self._fit_columns()

    # ------------------------------------------------------------------ for tests
    def cell_text(self, row: int, col: int) -> str:
        item = self.table.item(row, col)
        return item.text() if item is not None else ""

    def side_column(self, side: int) -> int:
        """The table column of ``side``'s points (its total is the next column; in the
        compact layout the row under them)."""
        return side if self.compact else self.FIXED_COLUMNS + 2 * side
