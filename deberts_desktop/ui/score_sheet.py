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

Nothing here scores anything: every number comes from the engine's or storage's rows.
:func:`sheet_html` gives the same sheet as an HTML table (printing, PDF).
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Sequence as Seq

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .numbers import MINUS, num, signed  # noqa: F401  (re-exported for older imports)
from .words import pair_separator
from ..engine.rules import Rules

BAIT_MARK = "●"


def outcome_word(outcome: str | None) -> str:
    """The word written for a deal's outcome."""
    return {
        "made": QCoreApplication.translate("ScoreSheet", "made"),
        "bait": QCoreApplication.translate("ScoreSheet", "bait"),
        "hanging": QCoreApplication.translate("ScoreSheet", "hanging bait"),
        "debertz": QCoreApplication.translate("ScoreSheet", "debertz"),
        None: QCoreApplication.translate("ScoreSheet", "thrown in"),
    }.get(outcome, outcome or "")


# --------------------------------------------------------------------------- the data
@dataclass(frozen=True)
class SheetDeal:
    """One deal as the sheet shows it, whatever its source. Per side: ``own`` (own or
    transferred points), ``pot_released``, ``penalties`` (negative), ``baits`` (count
    after the deal), ``scores`` (running totals after the deal)."""

    number: int
    dealer: int | None
    declarer: int | None
    outcome: str | None
    own: tuple[int, ...]
    pot_released: tuple[int, ...]
    penalties: tuple[int, ...]
    baits: tuple[int, ...]
    scores: tuple[int, ...]
    pot: int
    trump: str = ""
    debertz: int | None = None


@dataclass(frozen=True)
class SheetData:
    """A whole sheet: the sides' names, the seat names, the target, the deals and the
    state of the game (``winner`` a side or None; ``extra_deal``: the top score is shared
    at or above the target)."""

    side_names: tuple[str, ...]
    names: tuple[str, ...]
    target: int
    deals: tuple[SheetDeal, ...]
    winner: int | None = None
    finished: bool = False
    extra_deal: bool = False
    title: str = ""

    @property
    def sides(self) -> int:
        return len(self.side_names)

    @property
    def scores(self) -> tuple[int, ...]:
        return self.deals[-1].scores if self.deals else (0,) * self.sides

    @property
    def baits(self) -> tuple[int, ...]:
        return self.deals[-1].baits if self.deals else (0,) * self.sides

    @property
    def pot(self) -> int:
        return self.deals[-1].pot if self.deals else 0


def local_side_name(name: str) -> str:
    """A side name stored as ``"Anna & Boris"`` in the chosen language."""
    return name.replace(" & ", pair_separator())


def _side_names(rules: Rules, names: Seq[str]) -> tuple[str, ...]:
    return tuple(pair_separator().join(names[s] for s in rules.seats_of(side)) for side in range(rules.sides))


def _extra_deal(finished: bool, deals: Seq[SheetDeal], target: int) -> bool:
    # the same test as ScoreKeeper.extra_deal: scores at the target but nobody has won
    return not finished and bool(deals) and max(deals[-1].scores) >= target


def _sheet_deal(row, number: int, dealer: int | None, declarer: int | None, own: Seq[int],
                debertz: int | None = None, trump: str = "") -> SheetDeal:
    """One deal of the sheet from a score row: an engine ``ScoreRow`` or a storage
    ``SheetRow``, which both give the outcome and, per side, the pot released, the
    penalties, the bait counts and the running totals, and the pot left waiting. The rest
    comes from the caller: the deal's number, the dealer's and the declarer's seats (None
    when thrown in), each side's own or transferred points, the seat that showed debertz
    and the trump's symbol."""
    return SheetDeal(
        number=number,
        dealer=dealer,
        declarer=declarer,
        outcome=row.outcome,
        own=tuple(own),
        pot_released=tuple(row.pot_released),
        penalties=tuple(row.penalties),
        baits=tuple(row.baits),
        scores=tuple(row.scores),
        pot=row.pot,
        trump=trump,
        debertz=debertz,
    )


def data_from_game(game) -> SheetData:
    """The sheet of an engine ``Game`` (finished deals only)."""
    rules: Rules = game.rules
    deals = []
    number = 0
    for entry in game.entries:
        row = entry.row
        if row is None:
            continue
        number += 1
        res = entry.deal.result
        trump = ""
        if res is not None and res.trump is not None and not res.thrown_in:
            from ..engine.cards import Suit

            trump = Suit(res.trump).symbol
        deals.append(
            _sheet_deal(
                row,
                number=number,
                dealer=entry.deal.dealer,
                declarer=None if res is None or res.thrown_in else res.declarer,
                own=row.base,
                debertz=None if res is None else res.debertz,
                trump=trump,
            )
        )
    return SheetData(
        side_names=_side_names(rules, game.names),
        names=tuple(game.names),
        target=rules.target,
        deals=tuple(deals),
        winner=game.winner,
        finished=game.finished,
        extra_deal=_extra_deal(game.finished, deals, rules.target),
    )


def data_from_rows(rows, rules: Rules, names: Seq[str], winner: int | None = None,
                   finished: bool | None = None, title: str = "") -> SheetData:
    """The sheet of stored deals (``History.score_sheet(game_id)``)."""
    deals = []
    for r in rows:
        debertz = None
        if r.outcome == "debertz" and isinstance(r.record, dict):
            debertz = r.record.get("debertz")
            if not isinstance(debertz, int):
                debertz = None
        deals.append(_sheet_deal(r, number=r.number, dealer=r.dealer, declarer=r.declarer, own=r.own_points,
                                 debertz=debertz))
    done = winner is not None if finished is None else finished
    return SheetData(
        side_names=_side_names(rules, names),
        names=tuple(names),
        target=rules.target,
        deals=tuple(deals),
        winner=winner,
        finished=done,
        extra_deal=_extra_deal(done, deals, rules.target),
        title=title,
    )


def data_from_keeper(keeper) -> SheetData:
    """The sheet of a storage ``ScoreKeeper``."""
    deals = []
    for i, (entry, row) in enumerate(zip(keeper.entries, keeper.rows)):
        deals.append(
            _sheet_deal(
                row,
                number=i + 1,
                dealer=keeper.dealers[i],
                declarer=entry.declarer if entry.kind == "played" else None,
                own=row.base,
                debertz=entry.debertz,
            )
        )
    return SheetData(
        side_names=tuple(local_side_name(n) for n in keeper.side_names),
        names=tuple(keeper.names),
        target=keeper.rules.target,
        deals=tuple(deals),
        winner=keeper.winner,
        finished=keeper.finished,
        extra_deal=keeper.extra_deal,
    )


# --------------------------------------------------------------------------- lines
@dataclass(frozen=True)
class SheetLine:
    """One line of the table. ``kind``: ``deal``, ``pot``, ``penalty``.
    ``cells``: per side the text in the points column; ``totals``: per side the running
    total (None when not on this line); ``bait_side``: the side marked with a bait."""

    kind: str
    deal: SheetDeal
    first: str
    second: str
    cells: tuple[str, ...]
    totals: tuple[int, ...] | None
    pot: int | None
    bait_side: int | None = None


def sheet_lines(data: SheetData) -> list[SheetLine]:
    """The table's lines: per deal the deal line, then a pot line and a penalty line if
    any; the running totals on the deal's last line."""
    out: list[SheetLine] = []
    s = data.sides
    for d in data.deals:
        names = data.names
        if d.outcome == "debertz":
            who = names[d.debertz] if d.debertz is not None and d.debertz < len(names) else ""
        elif d.declarer is not None and d.declarer < len(names):
            who = names[d.declarer] + (f" {d.trump}" if d.trump else "")
        else:
            who = "—"
        lines: list[SheetLine] = []
        bait_side = None
        if d.outcome in ("made", "bait", "hanging"):
            cells = []
            for side in range(s):
                text = num(d.own[side])
                cells.append(text)
            if d.outcome == "bait" and d.declarer is not None:
                # the declarer's side is the side whose bait count went up
                prev = out_prev_baits(out, s)
                for side in range(s):
                    if d.baits[side] > prev[side]:
                        bait_side = side
                        cells[side] = f"{cells[side]} {BAIT_MARK}"
            lines.append(SheetLine("deal", d, str(d.number), who, tuple(cells), None, None, bait_side))
        else:
            lines.append(SheetLine("deal", d, str(d.number), who, ("",) * s, None, None))
        if any(d.pot_released):
            cells = tuple(signed(v) if v else "" for v in d.pot_released)
            lines.append(SheetLine("pot", d, "", QCoreApplication.translate("ScoreSheet", "pot"), cells, None, None))
        if any(d.penalties):
            cells = tuple(signed(v) if v else "" for v in d.penalties)
            lines.append(SheetLine("penalty", d, "", QCoreApplication.translate("ScoreSheet", "penalty"), cells, None, None))
        last = lines[-1]
        lines[-1] = SheetLine(last.kind, last.deal, last.first, last.second, last.cells, d.scores,
                              d.pot, last.bait_side)
        out.extend(lines)
    return out


def out_prev_baits(lines: Seq[SheetLine], sides: int) -> tuple[int, ...]:
    """Bait counts before the deal that follows ``lines``."""
    return lines[-1].deal.baits if lines else (0,) * sides


def status_text(data: SheetData) -> str:
    """"Target 301 · pot waiting 70 · Anna wins" or "… · one more deal"."""
    parts = [QCoreApplication.translate("ScoreSheet", "Target %1").replace("%1", num(data.target))]
    if data.pot:
        parts.append(QCoreApplication.translate("ScoreSheet", "pot waiting %1").replace("%1", num(data.pot)))
    if data.finished and data.winner is not None:
        parts.append(QCoreApplication.translate("ScoreSheet", "%1 won").replace("%1", data.side_names[data.winner]))
    elif data.extra_deal:
        parts.append(QCoreApplication.translate("ScoreSheet", "top score shared: one more deal"))
    return " · ".join(parts)


def bait_marks(count: int) -> str:
    """``●● 2``; empty for no bait."""
    if not count:
        return ""
    marks = BAIT_MARK * min(count, 6) + ("…" if count > 6 else "")
    return f"{marks} {count}"


# --------------------------------------------------------------------------- HTML
def sheet_html(data: SheetData, heading: str = "") -> str:
    """The sheet as an HTML document (a table), for printing and PDF."""
    s = data.sides
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
    out.append("<table border='1' cellspacing='0' cellpadding='4' style='border-collapse: collapse'>")
    head = "".join(f"<th colspan='2'>{e(n)}</th>" for n in data.side_names)
    out.append(f"<tr><th rowspan='2'>{e(_tr('Deal'))}</th><th rowspan='2'>{e(_tr('Declarer'))}</th>"
               f"<th rowspan='2'>{e(_tr('Result'))}</th>{head}<th rowspan='2'>{e(_tr('Pot'))}</th></tr>")
    out.append("<tr>" + "".join(f"<th>{e(_tr('points'))}</th><th>{e(_tr('total'))}</th>" for _ in range(s)) + "</tr>")
    for line in sheet_lines(data):
        if line.kind == "deal":
            cells = [line.first, line.second, outcome_word(line.deal.outcome)]
        else:
            cells = ["", "", line.second]
        row = "".join(f"<td>{e(c)}</td>" for c in cells)
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


# --------------------------------------------------------------------------- the widget
class ScoreSheetWidget(QWidget):
    """The score sheet as a table. Fits a ``QDockWidget`` beside the table or a dialog.

    Fill it with :meth:`show_game`, :meth:`show_rows` or :meth:`show_keeper` (call again
    after each change); :meth:`clear` empties it. :attr:`data` is what is shown,
    :meth:`to_html` the same as an HTML document.
    """

    FIXED_COLUMNS = 3  # deal, declarer, result

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.data: SheetData | None = None
        self.status = QLabel(self)
        self.status.setObjectName("sheetStatus")
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
    def show_data(self, data: SheetData) -> None:
        self.data = data
        t = self.table
        s = data.sides
        lines = sheet_lines(data)
        self.status.setText(status_text(data))
        t.clear()
        t.clearSpans()  # the foot's spans of the previous sheet would cover these rows
        ncols = self.FIXED_COLUMNS + 2 * s + 1
        t.setColumnCount(ncols)
        t.setRowCount(len(lines) + 2)
        headers = [self.tr("Deal"), self.tr("Declarer"), self.tr("Result")]
        for name in data.side_names:
            headers += [name, self.tr("total")]
        headers.append(self.tr("Pot"))
        t.setHorizontalHeaderLabels(headers)
        for side, name in enumerate(data.side_names):
            col = self.FIXED_COLUMNS + 2 * side
            t.horizontalHeaderItem(col).setToolTip(self.tr("What %1 wrote in each deal").replace("%1", name))
            t.horizontalHeaderItem(col + 1).setToolTip(self.tr("%1's running total").replace("%1", name))
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
        t.setColumnHidden(ncols - 1, not any(d.pot for d in data.deals))
        self._fit_columns()
        t.setCurrentItem(None)
        t.scrollToBottom()

    def _fit_columns(self) -> None:
        """Columns as wide as their contents; when the table is wider than that, the
        sides' columns share the room (a narrow dock scrolls instead of clipping)."""
        t = self.table
        hh = t.horizontalHeader()
        n = t.columnCount()
        if not n:
            return
        hh.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        needed = sum(hh.sectionSize(c) for c in range(n) if not t.isColumnHidden(c))
        room = t.viewport().width()
        if self.data is not None and needed < room:
            extra = (room - needed) // (2 * self.data.sides)
            for c in range(n):
                hh.setSectionResizeMode(c, QHeaderView.ResizeMode.Interactive)
            for side in range(self.data.sides):
                for c in (self.side_column(side), self.side_column(side) + 1):
                    hh.resizeSection(c, hh.sectionSize(c) + extra)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        self._fit_columns()

    def showEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().showEvent(event)
        self._fit_columns()

    # ------------------------------------------------------------------ for tests
    def cell_text(self, row: int, col: int) -> str:
        item = self.table.item(row, col)
        return item.text() if item is not None else ""

    def side_column(self, side: int) -> int:
        """The table column of ``side``'s points (its total is the next column)."""
        return self.FIXED_COLUMNS + 2 * side
