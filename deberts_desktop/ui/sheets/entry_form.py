"""The score keeper's entry form: what is written down for one deal played with real cards.

:class:`DealEntryForm` names the dealer and holds the declarer, each side's total (or its
card points, sequences, bella and whether it took the last trick) and the sides that took
no trick. :meth:`DealEntryForm.entry_args` reads it as the arguments of
``ScoreKeeper.add_deal`` / ``correct_last`` (raising
:class:`~deberts_desktop.storage.score_keeper.EntryError` for a field that is not a whole
number); :meth:`DealEntryForm.fill` puts a stored entry back, :meth:`DealEntryForm.clear`
empties it. The buttons, the message and the game's state around it belong to
:class:`~.keeper_window.ScoreKeeperWindow`, which applies the entry.

The form's texts keep the translation context "ScoreKeeperWindow", the window they were
first written in (lupdate reads calls of a function named ``translate``).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine import totals as deal_totals
from ...engine.rules import Rules
from ...engine.sheet_entry import sequence_values
from ...storage.score_keeper import EntryError, SheetEntry
from ..words import sequence_kind, shown_as_is

translate = QCoreApplication.translate


def _parse(text: str, what: str, empty_is_zero: bool) -> int:
    """A whole number typed in a field: the digits 0–9, a sign before them (``-``, ``−``
    or ``+``), nothing else (not Python's ``1_000`` nor other scripts' digits, which
    ``int`` would take); raises EntryError with a message (``what`` for an empty field
    unless ``empty_is_zero``; a number too long for ``int`` to read is told so)."""
    t = text.strip().replace("−", "-")
    if not t:
        if empty_is_zero:
            return 0
        raise EntryError(what)
    if re.fullmatch(r"[-+]?[0-9]+", t):
        try:
            return int(t)
        except ValueError:  # more digits than Python reads (4300): pasted, never points
            raise EntryError(translate("ScoreKeeperWindow", "The number typed is too long (%1 digits).")
                             .replace("%1", str(len(t.lstrip("-+"))))) from None
    raise EntryError(translate("ScoreKeeperWindow", "“%1” is not a whole number.").replace("%1", text.strip()))


class DealEntryForm(QWidget):
    """The fields of one deal: dealer (a label), declarer, totals or details, no trick.

    :param names: the seats' names, in seat order (the declarer is picked from them).
    :param side_names: the sides' names as shown (``Anna & Boris`` in the chosen
        language), one per side: a row of fields each.
    :param rules: the game's rules: the sequences they score and bella's points (the
        engine's values) label the fields.
    """

    def __init__(self, names: list[str], side_names: list[str], rules: Rules, parent: QWidget | None = None,
                 side_labels: list[str] | None = None):
        super().__init__(parent)
        self.side_names = list(side_names)
        # the sides' names beside their fields and boxes: as given, or on two lines (a pair's two
        # names: side_labels) so that long names leave the sheet beside the form its room
        labels = list(side_labels) if side_labels is not None else self.side_names
        s = len(side_names)
        fl = QVBoxLayout(self)
        fl.setContentsMargins(0, 0, 0, 0)
        self.dealer_label = QLabel(self)
        self.dealer_label.setTextFormat(Qt.TextFormat.PlainText)  # a name as typed ("<i>Ann</i>"), never HTML
        fl.addWidget(self.dealer_label)

        top = QFormLayout()
        self.declarer_combo = QComboBox(self)
        self.declarer_combo.setObjectName("declarer")
        for seat, name in enumerate(names):
            self.declarer_combo.addItem(name, seat)
        lab = QLabel(translate("ScoreKeeperWindow", "&Declarer:"), self)
        lab.setBuddy(self.declarer_combo)
        top.addRow(lab, self.declarer_combo)
        fl.addLayout(top)

        self.totals_radio = QRadioButton(translate("ScoreKeeperWindow", "&Totals"), self)
        self.details_radio = QRadioButton(translate("ScoreKeeperWindow", "Card &points, sequences…"), self)
        self.totals_radio.setChecked(True)
        kind_row = QHBoxLayout()
        kind_row.addWidget(QLabel(translate("ScoreKeeperWindow", "Enter:"), self))
        kind_row.addWidget(self.totals_radio)
        kind_row.addWidget(self.details_radio)
        kind_row.addStretch(1)
        fl.addLayout(kind_row)

        self.stack = QStackedWidget(self)
        # totals
        tp = QWidget()
        tg = QGridLayout(tp)
        tg.setContentsMargins(0, 0, 0, 0)
        self.total_edits: list[QLineEdit] = []
        for side in range(s):
            edit = QLineEdit(tp)
            edit.setObjectName(f"total_{side}")
            edit.setMaximumWidth(90)
            edit.setPlaceholderText("0")
            label = QLabel(shown_as_is(labels[side]) + ":", tp)  # a buddy's label: "&" is a shortcut mark
            label.setAccessibleName(side_names[side] + ":")  # read on one line
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setBuddy(edit)
            tg.addWidget(label, side, 0)
            tg.addWidget(edit, side, 1)
            self.total_edits.append(edit)
        tg.setColumnStretch(2, 1)
        self.stack.addWidget(tp)
        # details
        dp = QWidget()
        dg = QGridLayout(dp)
        dg.setContentsMargins(0, 0, 0, 0)
        for col, text in enumerate(["", translate("ScoreKeeperWindow", "Card points"),
                                    translate("ScoreKeeperWindow", "Sequences"), translate("ScoreKeeperWindow", "Bella"),
                                    translate("ScoreKeeperWindow", "Last trick")]):
            h = QLabel(text, dp)
            dg.addWidget(h, 0, col)
        self.card_edits: list[QLineEdit] = []
        self.sequence_edits: list[QLineEdit] = []
        self.bella_boxes: list[QCheckBox] = []
        self.last_trick_group = QButtonGroup(self)
        self.last_trick_radios: list[QRadioButton] = []
        # "Terz 20, fifty 50, hundred 100": the engine's values for these rules
        kinds = [f"{sequence_kind(kind)} {points}" for kind, points in sequence_values(rules).items()]
        sequences_tip = ", ".join(kinds[:1] + [k[:1].lower() + k[1:] for k in kinds[1:]])
        for side in range(s):
            name = QLabel(labels[side] + ":", dp)
            name.setAccessibleName(side_names[side] + ":")  # read on one line
            name.setTextFormat(Qt.TextFormat.PlainText)
            dg.addWidget(name, side + 1, 0)
            cp = QLineEdit(dp)
            cp.setObjectName(f"card_points_{side}")
            cp.setMaximumWidth(70)
            cp.setPlaceholderText("0")
            sq = QLineEdit(dp)
            sq.setObjectName(f"sequences_{side}")
            sq.setMaximumWidth(70)
            sq.setPlaceholderText("0")
            sq.setToolTip(translate("ScoreKeeperWindow", "%1: the sum of the side's sequences").replace(
                "%1", sequences_tip))
            be = QCheckBox(str(deal_totals.BELLA), dp)
            be.setObjectName(f"bella_{side}")
            lt = QRadioButton(dp)
            lt.setObjectName(f"last_trick_{side}")
            lt.setAccessibleName(translate("ScoreKeeperWindow", "%1 took the last trick").replace("%1", side_names[side]))
            self.last_trick_group.addButton(lt, side)
            for col, w in enumerate((cp, sq, be, lt), 1):
                dg.addWidget(w, side + 1, col)
            self.card_edits.append(cp)
            self.sequence_edits.append(sq)
            self.bella_boxes.append(be)
            self.last_trick_radios.append(lt)
        dg.setColumnStretch(5, 1)
        self.stack.addWidget(dp)
        fl.addWidget(self.stack)
        self.totals_radio.toggled.connect(lambda on: self.stack.setCurrentIndex(0 if on else 1))

        # the sides one under another: in a row, four long names made the form wider than the
        # screen (the sheet beside it squeezed to nothing, the last names cut)
        nt_row = QHBoxLayout()
        nt_row.addWidget(QLabel(translate("ScoreKeeperWindow", "Took no trick:"), self), 0, Qt.AlignmentFlag.AlignTop)
        nt_boxes = QVBoxLayout()
        self.no_trick_boxes: list[QCheckBox] = []
        for side in range(s):
            box = QCheckBox(shown_as_is(labels[side]), self)
            box.setAccessibleName(side_names[side])  # (its text may be on two lines)
            box.setObjectName(f"no_trick_{side}")
            nt_boxes.addWidget(box)
            self.no_trick_boxes.append(box)
        nt_row.addLayout(nt_boxes)
        nt_row.addStretch(1)
        fl.addLayout(nt_row)

    def entry_args(self) -> tuple[int, dict]:
        """What the form holds, as ScoreKeeper.make_entry arguments: the declarer's seat and
        either ``totals`` or ``card_points``, ``sequences``, ``bella`` (per side, points) and
        ``last_trick`` (a side or None), with ``no_trick`` (the sides that took no trick).

        :raises EntryError: a total is empty, or a field is not a whole number."""
        declarer = int(self.declarer_combo.currentData())
        no_trick = [side for side, b in enumerate(self.no_trick_boxes) if b.isChecked()]
        if self.totals_radio.isChecked():
            totals = [
                _parse(e.text(), translate("ScoreKeeperWindow", "Enter %1's total.").replace("%1", self.side_names[side]),
                       empty_is_zero=False)
                for side, e in enumerate(self.total_edits)
            ]
            return declarer, {"totals": totals, "no_trick": no_trick}
        cards = [_parse(e.text(), "", True) for e in self.card_edits]
        seqs = [_parse(e.text(), "", True) for e in self.sequence_edits]
        bella = [deal_totals.BELLA if b.isChecked() else 0 for b in self.bella_boxes]  # the engine's value
        last = self.last_trick_group.checkedId()
        return declarer, {
            "card_points": cards,
            "sequences": seqs,
            "bella": bella,
            "last_trick": None if last < 0 else last,
            "no_trick": no_trick,
        }

    def state(self) -> dict:
        """What the fields hold, as typed (a draft kept with the sheet, JSON-ready):
        ``declarer`` (a seat), ``details`` (the card points form shown), ``totals``,
        ``card_points``, ``sequences`` (the texts per side, even one that is not a number),
        ``bella`` and ``no_trick`` (the sides ticked), ``last_trick`` (a side or None)."""
        return {
            "declarer": int(self.declarer_combo.currentData()),
            "details": self.details_radio.isChecked(),
            "totals": [e.text() for e in self.total_edits],
            "card_points": [e.text() for e in self.card_edits],
            "sequences": [e.text() for e in self.sequence_edits],
            "bella": [side for side, b in enumerate(self.bella_boxes) if b.isChecked()],
            "last_trick": None if self.last_trick_group.checkedId() < 0 else self.last_trick_group.checkedId(),
            "no_trick": [side for side, b in enumerate(self.no_trick_boxes) if b.isChecked()],
        }

    def holds_input(self) -> bool:
        """Something typed or ticked that is not on the sheet yet (the declarer and the
        kind of entry alone are not)."""
        s = self.state()
        return any(t.strip() for t in s["totals"] + s["card_points"] + s["sequences"]) or bool(
            s["bella"] or s["no_trick"] or s["last_trick"] is not None)

    def set_state(self, state: dict) -> None:
        """Put back what :meth:`state` gave (a draft read from the sheet); what does not
        fit this form (another number of sides, a value of the wrong type) is left out."""
        self.clear()
        if not isinstance(state, dict):
            return
        i = self.declarer_combo.findData(state.get("declarer"))
        if i >= 0:
            self.declarer_combo.setCurrentIndex(i)
        (self.details_radio if state.get("details") is True else self.totals_radio).setChecked(True)
        for key, edits in (("totals", self.total_edits), ("card_points", self.card_edits),
                           ("sequences", self.sequence_edits)):
            texts = state.get(key)
            if isinstance(texts, list):
                for edit, text in zip(edits, texts):
                    if isinstance(text, str):
                        edit.setText(text)
        for key, boxes in (("bella", self.bella_boxes), ("no_trick", self.no_trick_boxes)):
            sides = state.get(key)
            for side in sides if isinstance(sides, list) else ():
                if isinstance(side, int) and 0 <= side < len(boxes):
                    boxes[side].setChecked(True)
        last = state.get("last_trick")
        if isinstance(last, int) and 0 <= last < len(self.last_trick_radios):
            self.last_trick_radios[last].setChecked(True)

    def clear(self) -> None:
        """Empty every field (the declarer and the kind of entry stay)."""
        for e in self.total_edits + self.card_edits + self.sequence_edits:
            e.clear()
        for b in self.bella_boxes + self.no_trick_boxes:
            b.setChecked(False)
        self.last_trick_group.setExclusive(False)
        for r in self.last_trick_radios:
            r.setChecked(False)
        self.last_trick_group.setExclusive(True)

    def fill(self, entry: SheetEntry) -> None:
        """Put an entry back in the form (after undo, or to correct it)."""
        self.clear()
        if entry.kind != "played":
            return
        i = self.declarer_combo.findData(entry.declarer)
        if i >= 0:
            self.declarer_combo.setCurrentIndex(i)
        for side in entry.no_trick:
            self.no_trick_boxes[side].setChecked(True)
        if entry.detailed:
            self.details_radio.setChecked(True)
            for side in range(len(self.side_names)):
                self.card_edits[side].setText(str(entry.card_points[side]))
                self.sequence_edits[side].setText(str(entry.sequences[side]) if entry.sequences[side] else "")
                self.bella_boxes[side].setChecked(bool(entry.bella[side]))
            if entry.last_trick is not None:
                self.last_trick_radios[entry.last_trick].setChecked(True)
        else:
            self.totals_radio.setChecked(True)
            for side, t in enumerate(entry.totals or ()):
                self.total_edits[side].setText(str(t))
