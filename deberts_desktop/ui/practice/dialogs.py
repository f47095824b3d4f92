"""The practice tools' dialogs: which seat to play a deal again from (and, from History,
which deal), and the end-of-deal comparison of a deal played again with its original."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QSpinBox, QWidget

from ..numbers import num
from ..sheets.sheet_data import outcome_word
from ..words import display_names

translate = QCoreApplication.translate


class PlayAgainDialog(QDialog):
    """Play a deal again: from which seat (the person's own hand, or another player's,
    to see how the computer plays yours and how you play theirs) and, when ``deals`` is
    given (from History), which deal.

    :param names: the original game's seat names. :param person: the person's seat there.
    :param deals: how many deals the game has (None: the deal is already chosen).
    """

    def __init__(self, names, person: int = 0, deals: int | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Play a deal again"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        form = QFormLayout(self)
        note = QLabel(self.tr("The same cards, from the score the deal was played at. Take another seat to see "
                              "how the computer plays your hand and how you play its hand."), self)
        note.setWordWrap(True)
        form.addRow(note)
        self.deal_spin = None
        if deals is not None:
            self.deal_spin = QSpinBox(self)
            self.deal_spin.setRange(1, max(1, deals))
            self.deal_spin.setValue(max(1, deals))
            form.addRow(self.tr("&Deal:"), self.deal_spin)
        self.seat_combo = QComboBox(self)
        for seat, name in enumerate(names):
            self.seat_combo.addItem(self.tr("%1 (your seat)").replace("%1", name) if seat == person else name, seat)
        self.seat_combo.setCurrentIndex(person)
        form.addRow(self.tr("Play the hand of:"), self.seat_combo)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        box.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Play"))
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        form.addRow(box)

    @property
    def seat(self) -> int:
        return int(self.seat_combo.currentData())

    @property
    def deal_index(self) -> int | None:
        """The chosen deal, 0-based (None when the dialog was not asked for one)."""
        return None if self.deal_spin is None else self.deal_spin.value() - 1


def comparison_html(comparison, side_names, held_names=None) -> str:
    """The original result beside the new one (a deal played again), as an HTML table:
    a column per hand (the cards a side holds, the same in both rows), per row the total
    and what it wrote, and the outcome. ``side_names``: who holds each side's hands now;
    ``held_names``: who held them as played (default the same). When the person plays
    another seat's hand, a column's heading names both, and a line says whose hand the
    person holds, so that "As played" under "You" is not read as the person's own result."""
    held = list(held_names) if held_names is not None else list(side_names)
    rows = []
    for label, row, res in ((translate("PracticeDialogs", "As played"), comparison.original, comparison.original_result),
                            (translate("PracticeDialogs", "Played again"), comparison.again, comparison.again_result)):
        if row is None or res is None:
            continue
        cells = "".join(f"<td align='right'>{num(res.totals[s])}</td><td align='right'><b>{num(row.written[s])}</b></td>"
                        for s in range(len(side_names)))
        rows.append(f"<tr><td>{escape(label)}</td><td>{escape(outcome_word(res.outcome))}</td>{cells}</tr>")
    rotated = comparison.rotated
    heads = [escape(n) for n in side_names]
    if rotated:
        heads = [f"{now}<br><small>" + escape(translate("PracticeDialogs", "as played: %1").replace("%1", then))
                 + "</small>" for now, then in zip(heads, held)]
    head = "".join(f"<th align='right' colspan='2'>{h}</th>" for h in heads)
    total, writes = translate("PracticeDialogs", "total"), translate("PracticeDialogs", "writes")
    sub = "".join(f"<td align='right'>{total}</td><td align='right'>{writes}</td>" for _ in side_names)
    note = ""
    if rotated and comparison.original_names:
        held_by = display_names(comparison.original_names, comparison.holder_seats or None)[0]
        note = "<p>" + escape(translate("PracticeDialogs", "A column is a hand: as played, %1 held the hand you "
                                                           "hold now.").replace("%1", held_by)) + "</p>"
    return ("<p><b>" + escape(translate("PracticeDialogs", "The deal as played and played again")) + "</b></p>" + note
            + "<table width='100%' cellpadding='3'><tr><th></th><th></th>" + head + "</tr><tr><td></td><td></td>"
            + sub + "</tr>" + "".join(rows) + "</table>")
