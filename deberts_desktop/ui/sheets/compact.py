"""The compact score sheet: one column per side, the running total under each deal's
points — for a dock too narrow for the full sheet's three columns per side
(:meth:`.score_sheet.ScoreSheetWidget.set_compact`, chosen by :mod:`.dock`).

Each deal is a row of what each side wrote (a bait marked ● beside the declarer's 0), its
released pot and penalty rows under it, then a bold row of the running totals; the row
headers say the deal's number (its declarer and result in the row's tooltip), "=" for the
totals; a released pot and a penalty are named over their points ("pot", "ski", "bait penalty",
as on the full sheet); at the foot the bait marks and the totals. The numbers are the same
:func:`~.sheet_data.sheet_lines` as the full sheet's: nothing here scores anything.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QTableWidget, QTableWidgetItem

from ..numbers import num
from .sheet_data import BAIT_MARK, SheetData, bait_marks, outcome_word, penalty_names, sheet_lines

translate = QCoreApplication.translate

#: The row header of a deal's running totals.
TOTALS_MARK = "="
#: The row header of the foot's totals.
SUM_MARK = "Σ"


def fill_compact(t: QTableWidget, data: SheetData, headings: list[str], font: QFont, shade: QColor) -> None:
    """Fill table ``t`` with ``data`` as the compact sheet: ``headings`` per side (the
    column headers), ``font`` the sheet's, ``shade`` every other deal's background."""
    s = data.sides
    lines = sheet_lines(data)
    rows: list[tuple[str, str, list[tuple[str, QColor | None, bool, str]]]] = []  # header, tip, cells
    red = QColor("#b3261e")
    pot_colour = QColor("#1f5fa8")
    for line in lines:
        if line.kind == "deal":
            tip = f"{line.second} · {outcome_word(line.deal.outcome)}".strip(" ·")
            cells = []
            for side in range(s):
                bait = line.bait_side == side
                cells.append((line.cells[side], red if bait else None, False,
                              translate("ScoreSheetWidget", "Bait %1").replace("%1", str(line.deal.baits[side])) if bait else ""))
            rows.append((line.first, tip, cells))
        elif line.kind == "penalty":  # each side's penalty named over its points, as the full sheet's line
            d = line.deal
            cells = []
            for side, text in enumerate(line.cells):
                if text:
                    words = penalty_names(d.bait_penalty[side:side + 1], d.ski_penalty[side:side + 1])
                    # on lines of their own, a word of two over two lines: the column stays narrow
                    text = "\n".join("\n".join(w.rsplit(" ", 1)) for w in words) + "\n" + text
                cells.append((text, red, False, ""))
            rows.append(("", line.second, cells))
        else:  # a released pot: its word over its points, as the penalty's ("pot", as on the full sheet)
            rows.append(("", line.second, [(f"{line.second}\n{text}" if text else "", pot_colour, False, "")
                                           for text in line.cells]))
        if line.totals is not None:
            rows.append((TOTALS_MARK, translate("ScoreSheetWidget", "Running totals"),
                         [(num(line.totals[side]), None, True, "") for side in range(s)]))
    t.setColumnCount(s)
    t.setRowCount(len(rows) + 2)
    t.setHorizontalHeaderLabels(headings)
    for side, name in enumerate(data.side_names):
        t.horizontalHeaderItem(side).setToolTip(translate("ScoreSheetWidget", "What %1 wrote in each deal, the running total under it")
                                                .replace("%1", name))
    bold = QFont(font)
    bold.setBold(True)
    band = False
    right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    labels = []
    for r, (header, tip, cells) in enumerate(rows):
        if header not in ("", TOTALS_MARK):
            band = not band
        labels.append(header)
        for side, (text, colour, strong, cell_tip) in enumerate(cells):
            item = QTableWidgetItem(text)
            item.setTextAlignment(right)
            if strong:
                item.setFont(bold)
            if colour is not None:
                item.setForeground(QBrush(colour))
            if not band:
                item.setBackground(QBrush(shade))
            item.setToolTip(cell_tip or tip)
            t.setItem(r, side, item)
        if any("\n" in text for text, *_ in cells):  # a pot or a penalty named over its points
            t.resizeRowToContents(r)
        else:  # (a row of an earlier sheet may have been one)
            t.setRowHeight(r, t.verticalHeader().defaultSectionSize())
    foot = len(rows)
    labels += [BAIT_MARK, SUM_MARK]
    for r, tip in ((foot, translate("ScoreSheetWidget", "Baits")), (foot + 1, translate("ScoreSheetWidget", "Total"))):
        for side in range(s):
            value = bait_marks(data.baits[side]) if r == foot else num(data.scores[side])
            item = QTableWidgetItem(value)
            item.setTextAlignment(right)
            item.setFont(bold)
            item.setToolTip(tip)
            if r == foot:
                item.setForeground(QBrush(red))
            t.setItem(r, side, item)
    t.setVerticalHeaderLabels(labels)
    for r, (header, tip, _cells) in enumerate(rows):
        if tip:
            t.verticalHeaderItem(r).setToolTip(tip)
