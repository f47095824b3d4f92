"""The score keeper: a score sheet for games played with real cards.

:class:`ScoreKeeperStartDialog` asks for the players, the mode, the target, the first
dealer and the rules (the settings' rules, or edited here). :class:`ScoreKeeperWindow`
shows the sheet (:class:`~.score_sheet.ScoreSheetWidget`) and a form for each deal: who
declared, each side's total or its card points, sequences, bella and the last trick, the
sides that took no trick; buttons for a thrown-in deal and a debertz; undo and correct
the last deal. Every change is stored in the history database at once.

The rules are applied by :class:`~deberts_desktop.storage.score_keeper.ScoreKeeper`; an
entry it refuses (:class:`~deberts_desktop.storage.score_keeper.EntryError`) is shown as
a message beside the form and the form keeps what was typed.

Typical use from the main window::

    win = ScoreKeeperWindow.new(settings, history, parent=self)   # None if cancelled
    if win is not None:
        win.show()
    # going on with a stored sheet (History window's continue_requested):
    win = ScoreKeeperWindow(ScoreKeeper.load(history, game_id), history, parent=self)
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..engine.rules import Rules
from ..storage.files import StorageError
from ..storage.history import History
from ..storage.score_keeper import EntryError, ScoreKeeper, SheetEntry
from ..storage.settings import MAX_NAME_LENGTH, Settings
from .score_sheet import ScoreSheetWidget, local_side_name
from .settings_dialog import RulesEditor
from .words import storage_text

ERROR_STYLE = "QLabel { color: #b3261e; font-weight: bold; }"
STATUS_STYLE = "QLabel { font-weight: bold; }"


# --------------------------------------------------------------------------- start
class ScoreKeeperStartDialog(QDialog):
    """"New score sheet": names, mode, target, first dealer and rules.

    :param settings: the rules and mode start as the settings' (None: defaults).
    After ``exec()`` returns Accepted, :meth:`keeper` gives the new empty sheet.
    """

    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("New score sheet"))
        self._settings = settings or Settings()
        self.rules_editor = RulesEditor(self._settings.rules, self)
        self.rules_editor.changed.connect(self._rules_changed)

        page = QWidget(self)
        form = QFormLayout(page)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        intro = QLabel(self.tr("Keep the score of a game played with real cards. Enter each deal's "
                               "points; the sheet applies the rules."), page)
        intro.setWordWrap(True)
        form.addRow(intro)
        ed = self.rules_editor
        self.players_combo, _ = ed.make_control("players", page, with_label=False)
        self.mode_combo, _ = ed.make_control("mode", page, with_label=False)
        self.target_combo, _ = ed.make_control("target", page, with_label=False)
        self.mode_label = QLabel(self.tr("Four players pl&ay:"), page)
        for text, combo in ((self.tr("&Players:"), self.players_combo), (self.mode_label, self.mode_combo),
                            (self.tr("Play t&o:"), self.target_combo)):
            label = text if isinstance(text, QLabel) else QLabel(text, page)
            label.setBuddy(combo)
            form.addRow(label, combo)
        ed.bind_extra("mode", self.mode_combo, self.mode_label)

        self.name_edits: list[QLineEdit] = []
        self.name_labels: list[QLabel] = []
        for seat in range(4):
            edit = QLineEdit(self.tr("Player %1").replace("%1", str(seat + 1)), page)
            edit.setObjectName(f"name_{seat}")
            edit.setMaxLength(MAX_NAME_LENGTH)
            edit.setMinimumWidth(220)
            label = QLabel(self.tr("Player &%1:").replace("%1", str(seat + 1)), page)
            label.setBuddy(edit)
            form.addRow(label, edit)
            self.name_edits.append(edit)
            self.name_labels.append(label)
        self.seat_note = QLabel(self.tr("Seats go clockwise; in pairs players 1 and 3 are partners, "
                                        "so are 2 and 4."), page)
        self.seat_note.setWordWrap(True)
        form.addRow(self.seat_note)
        self.dealer_combo = QComboBox(page)
        self.dealer_combo.setObjectName("first_dealer")
        label = QLabel(self.tr("First &dealer:"), page)
        label.setBuddy(self.dealer_combo)
        form.addRow(label, self.dealer_combo)
        for edit in self.name_edits:
            edit.textChanged.connect(self._fill_dealers)

        rules_page = QWidget(self)
        rl = QVBoxLayout(rules_page)
        same = QPushButton(self.tr("Sa&me as settings"), rules_page)
        same.setToolTip(self.tr("The rules of the settings (players, mode and target as chosen here)"))
        same.clicked.connect(self.same_as_settings)
        self.same_button = same
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Rules of this sheet:"), rules_page))
        top.addStretch(1)
        top.addWidget(same)
        rl.addLayout(top)
        rl.addWidget(self.rules_editor, 1)

        self.tabs = QTabWidget(self)
        self.tabs.addTab(page, self.tr("&Game"))
        self.tabs.addTab(rules_page, self.tr("&Rules"))
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        box.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Start"))
        box.button(QDialogButtonBox.StandardButton.Ok).setDefault(True)
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        self.buttons = box
        lay = QVBoxLayout(self)
        lay.addWidget(self.tabs, 1)
        lay.addWidget(box)
        self._rules_changed(self.rules_editor.rules())
        self.resize(600, 560)

    def same_as_settings(self) -> None:
        """The settings' rules, keeping the players, mode and target chosen here."""
        r = self.rules_editor.rules()
        self.rules_editor.set_rules(self._settings.rules.replace(players=r.players, mode=r.mode, target=r.target))

    def _rules_changed(self, rules: Rules) -> None:
        for seat in range(4):
            on = seat < rules.players
            self.name_edits[seat].setVisible(on)
            self.name_labels[seat].setVisible(on)
        self.seat_note.setVisible(rules.pairs)
        self._fill_dealers()

    def names(self) -> list[str]:
        n = self.rules_editor.rules().players
        out = []
        for seat in range(n):
            text = " ".join(self.name_edits[seat].text().split())[:MAX_NAME_LENGTH]
            out.append(text or self.tr("Player %1").replace("%1", str(seat + 1)))
        return out

    def _fill_dealers(self) -> None:
        keep = max(0, self.dealer_combo.currentIndex())
        self.dealer_combo.blockSignals(True)
        self.dealer_combo.clear()
        for seat, name in enumerate(self.names()):
            self.dealer_combo.addItem(name, seat)
        self.dealer_combo.setCurrentIndex(min(keep, self.dealer_combo.count() - 1))
        self.dealer_combo.blockSignals(False)

    def keeper(self) -> ScoreKeeper:
        """A new empty sheet with the chosen rules, names and first dealer."""
        return ScoreKeeper(self.rules_editor.rules(), self.names(), int(self.dealer_combo.currentData() or 0))


# --------------------------------------------------------------------------- window
def _parse(text: str, what: str, empty_is_zero: bool) -> int:
    """A whole number typed in a field; raises EntryError with a message."""
    t = text.strip().replace("−", "-")
    if not t:
        if empty_is_zero:
            return 0
        raise EntryError(what)
    try:
        return int(t)
    except ValueError:
        raise EntryError(
            QCoreApplication.translate("ScoreKeeperWindow", "“%1” is not a whole number.").replace("%1", text.strip())
        ) from None


class ScoreKeeperWindow(QWidget):
    """The sheet and the entry form of a score keeper's game.

    :param keeper: the sheet (new from :class:`ScoreKeeperStartDialog`, or loaded with
        ``ScoreKeeper.load``).
    :param history: where the sheet is stored after every change (None: not stored).
    :signal saved(int): the sheet was stored as this game id.
    :signal game_over(int): a side won (the winning side).
    """

    saved = Signal(int)
    game_over = Signal(int)

    def __init__(self, keeper: ScoreKeeper, history: History | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.keeper = keeper
        self.history = history
        self.correcting = False
        s = keeper.rules.sides
        names = [local_side_name(n) for n in keeper.side_names]
        self.setWindowTitle(self.tr("Score sheet — %1").replace("%1", " · ".join(names)))

        self.sheet = ScoreSheetWidget(self)

        form_box = QGroupBox(self)
        self.form_box = form_box
        fl = QVBoxLayout(form_box)
        self.dealer_label = QLabel(form_box)
        fl.addWidget(self.dealer_label)

        top = QFormLayout()
        self.declarer_combo = QComboBox(form_box)
        self.declarer_combo.setObjectName("declarer")
        for seat, name in enumerate(keeper.names):
            self.declarer_combo.addItem(name, seat)
        lab = QLabel(self.tr("&Declarer:"), form_box)
        lab.setBuddy(self.declarer_combo)
        top.addRow(lab, self.declarer_combo)
        fl.addLayout(top)

        self.totals_radio = QRadioButton(self.tr("&Totals"), form_box)
        self.details_radio = QRadioButton(self.tr("Card &points, sequences…"), form_box)
        self.totals_radio.setChecked(True)
        kind_row = QHBoxLayout()
        kind_row.addWidget(QLabel(self.tr("Enter:"), form_box))
        kind_row.addWidget(self.totals_radio)
        kind_row.addWidget(self.details_radio)
        kind_row.addStretch(1)
        fl.addLayout(kind_row)

        self.stack = QStackedWidget(form_box)
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
            label = QLabel(names[side] + ":", tp)
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
        for col, text in enumerate(["", self.tr("Card points"), self.tr("Sequences"), self.tr("Bella"),
                                    self.tr("Last trick")]):
            h = QLabel(text, dp)
            dg.addWidget(h, 0, col)
        self.card_edits: list[QLineEdit] = []
        self.sequence_edits: list[QLineEdit] = []
        self.bella_boxes: list[QCheckBox] = []
        self.last_trick_group = QButtonGroup(self)
        self.last_trick_radios: list[QRadioButton] = []
        for side in range(s):
            dg.addWidget(QLabel(names[side] + ":", dp), side + 1, 0)
            cp = QLineEdit(dp)
            cp.setObjectName(f"card_points_{side}")
            cp.setMaximumWidth(70)
            cp.setPlaceholderText("0")
            sq = QLineEdit(dp)
            sq.setObjectName(f"sequences_{side}")
            sq.setMaximumWidth(70)
            sq.setPlaceholderText("0")
            sq.setToolTip(self.tr("Terz 20, fifty 50, hundred 100: the sum of the side's sequences"))
            be = QCheckBox(self.tr("20"), dp)
            be.setObjectName(f"bella_{side}")
            lt = QRadioButton(dp)
            lt.setObjectName(f"last_trick_{side}")
            lt.setAccessibleName(self.tr("%1 took the last trick").replace("%1", names[side]))
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

        nt_row = QHBoxLayout()
        nt_row.addWidget(QLabel(self.tr("Took no trick:"), form_box))
        self.no_trick_boxes: list[QCheckBox] = []
        for side in range(s):
            box = QCheckBox(names[side], form_box)
            box.setObjectName(f"no_trick_{side}")
            nt_row.addWidget(box)
            self.no_trick_boxes.append(box)
        nt_row.addStretch(1)
        fl.addLayout(nt_row)

        self.add_button = QPushButton(self.tr("&Add deal"), form_box)
        self.add_button.setObjectName("add_deal")
        self.add_button.setDefault(True)
        self.thrown_button = QPushButton(self.tr("Thro&wn in"), form_box)
        self.thrown_button.setToolTip(self.tr("All passed, or a weak hand was redealt: nothing is written"))
        self.debertz_button = QPushButton(self.tr("De&bertz…"), form_box)
        self.debertz_button.setToolTip(self.tr("A player showed debertz: his side wins the game"))
        self.cancel_button = QPushButton(self.tr("Cancel correction"), form_box)
        self.cancel_button.setVisible(False)
        row1 = QHBoxLayout()
        for b in (self.add_button, self.cancel_button, self.thrown_button, self.debertz_button):
            row1.addWidget(b)
        row1.addStretch(1)
        fl.addLayout(row1)

        self.undo_button = QPushButton(self.tr("&Undo last deal"), form_box)
        self.correct_button = QPushButton(self.tr("&Correct last deal"), form_box)
        row2 = QHBoxLayout()
        row2.addWidget(self.undo_button)
        row2.addWidget(self.correct_button)
        row2.addStretch(1)
        fl.addLayout(row2)

        self.message = QLabel(form_box)
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        self.message.setStyleSheet(ERROR_STYLE)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message.setVisible(False)
        fl.addWidget(self.message)
        self.status = QLabel(form_box)
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.status.setStyleSheet(STATUS_STYLE)
        fl.addWidget(self.status)
        fl.addStretch(1)

        self.add_button.clicked.connect(self.submit)
        self.cancel_button.clicked.connect(self.cancel_correction)
        self.thrown_button.clicked.connect(self.add_thrown_in)
        self.debertz_button.clicked.connect(lambda: self.ask_debertz())
        self.undo_button.clicked.connect(self.undo)
        self.correct_button.clicked.connect(self.start_correction)
        for edit in self.total_edits + self.card_edits + self.sequence_edits:
            edit.returnPressed.connect(self.submit)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), self, activated=self.undo)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, activated=self._escape)

        split = QSplitter(Qt.Orientation.Horizontal, self)
        split.addWidget(self.sheet)
        split.addWidget(form_box)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setChildrenCollapsible(False)
        lay = QVBoxLayout(self)
        lay.addWidget(split)
        self.setTabOrder(self.declarer_combo, self.totals_radio)
        self.resize(1040, 560)
        self.refresh()
        self.declarer_combo.setFocus()

    @classmethod
    def new(cls, settings: Settings | None, history: History | None, parent: QWidget | None = None):
        """Ask for a new sheet (:class:`ScoreKeeperStartDialog`) and make its window;
        None when the player cancels."""
        dlg = ScoreKeeperStartDialog(settings, parent)
        if dlg.exec() != QDialog.DialogCode.Accepted:
            return None
        win = cls(dlg.keeper(), history, parent)
        win.save()
        return win

    @classmethod
    def open_stored(cls, history: History, game_id: int, parent: QWidget | None = None):
        """The window of a score keeper's sheet stored as ``game_id`` (the history
        window's ``continue_requested``); None, after a message, if it cannot be read."""
        try:
            keeper = ScoreKeeper.load(history, game_id)
        except (StorageError, EntryError) as e:
            QMessageBox.warning(parent, QCoreApplication.translate("ScoreKeeperWindow", "Score sheet"), storage_text(e))
            return None
        return cls(keeper, history, parent)

    # ------------------------------------------------------------------ state
    def refresh(self) -> None:
        """Show the sheet, the next deal's number and dealer, and the game's state."""
        k = self.keeper
        self.sheet.show_keeper(k)
        number = len(k.entries) + (0 if self.correcting else 1)
        over = k.finished and not self.correcting
        if self.correcting:
            self.form_box.setTitle(self.tr("Correct deal %1").replace("%1", str(number)))
            dealer = k.dealers[-1]
        elif over:  # no next deal: the status below says who won
            self.form_box.setTitle(self.tr("The game is over"))
            dealer = k.dealer
        else:
            self.form_box.setTitle(self.tr("Deal %1").replace("%1", str(number)))
            dealer = k.dealer
        self.dealer_label.setText(self.tr("Dealer: %1").replace("%1", k.names[dealer]))
        for w in (self.add_button, self.thrown_button, self.debertz_button, self.declarer_combo, self.stack,
                  self.totals_radio, self.details_radio):
            w.setEnabled(not over)
        for b in self.no_trick_boxes:
            b.setEnabled(not over)
        self.dealer_label.setVisible(not over)
        has = bool(k.entries)
        self.undo_button.setEnabled(has and not self.correcting)
        self.correct_button.setEnabled(has and not self.correcting)
        self.add_button.setText(self.tr("Save &correction") if self.correcting else self.tr("&Add deal"))
        self.cancel_button.setVisible(self.correcting)
        if k.finished and k.winner is not None:
            how = self.tr(" (debertz)") if k.debertz is not None else ""
            text = self.tr("%1 won the game%2.").replace("%1", local_side_name(k.side_names[k.winner])).replace("%2", how)
        elif k.extra_deal:
            text = self.tr("The top score is shared at the target: one more deal.")
        else:
            text = ""
        self.status.setText(text)
        self.status.setVisible(bool(text))

    def show_message(self, text: str) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def save(self) -> None:
        """Store the sheet in the history (if any); a failure is shown, nothing is lost
        from the window."""
        if self.history is None:
            return
        try:
            gid = self.keeper.save(self.history)
        except StorageError as e:
            # the reason is a whole sentence ("The game history could not be written: …"): it comes first
            self.show_message(self.tr("%1 The sheet stays in this window; the next change tries again to store it.")
                              .replace("%1", storage_text(e)))
            return
        self.saved.emit(gid)

    def _changed(self) -> None:
        self.show_message("")
        self.save()
        self.refresh()
        if self.keeper.finished and self.keeper.winner is not None:
            self.game_over.emit(self.keeper.winner)

    # ------------------------------------------------------------------ the form
    def _entry_args(self) -> tuple[int, dict]:
        """What the form holds, as ScoreKeeper.make_entry arguments.

        :raises EntryError: a field is empty or not a whole number."""
        k = self.keeper
        declarer = int(self.declarer_combo.currentData())
        no_trick = [side for side, b in enumerate(self.no_trick_boxes) if b.isChecked()]
        names = [local_side_name(n) for n in k.side_names]
        if self.totals_radio.isChecked():
            totals = [
                _parse(e.text(), self.tr("Enter %1's total.").replace("%1", names[side]), empty_is_zero=False)
                for side, e in enumerate(self.total_edits)
            ]
            return declarer, {"totals": totals, "no_trick": no_trick}
        cards = [_parse(e.text(), "", True) for e in self.card_edits]
        seqs = [_parse(e.text(), "", True) for e in self.sequence_edits]
        bella = [20 if b.isChecked() else 0 for b in self.bella_boxes]
        last = self.last_trick_group.checkedId()
        return declarer, {
            "card_points": cards,
            "sequences": seqs,
            "bella": bella,
            "last_trick": None if last < 0 else last,
            "no_trick": no_trick,
        }

    def submit(self) -> bool:
        """"Add deal" (or "Save correction"). :returns: True when the entry was taken; a
        refused entry is shown in the message and the form keeps it."""
        if self.keeper.finished and not self.correcting:
            self.show_message(self.tr("The game is over. Undo or correct the last deal to change it."))
            return False

        def change() -> None:
            declarer, args = self._entry_args()
            totals = args.pop("totals", None)
            if self.correcting:
                self.keeper.correct_last(declarer, totals, **args)
            else:
                self.keeper.add_deal(declarer, totals, **args)

        return self._apply(change)

    def _apply(self, change) -> bool:
        """Run ``change`` (an edit of the score keeper). :returns: True when it was
        taken (the form is cleared, the focus back on the declarer); a refused entry is
        shown and the form keeps it."""
        try:
            change()
        except EntryError as e:
            self.show_message(storage_text(e))
            return False
        self.correcting = False
        self.clear_form()
        self._changed()
        self.declarer_combo.setFocus()  # the next deal starts at the top of the form
        return True

    def clear_form(self) -> None:
        for e in self.total_edits + self.card_edits + self.sequence_edits:
            e.clear()
        for b in self.bella_boxes + self.no_trick_boxes:
            b.setChecked(False)
        self.last_trick_group.setExclusive(False)
        for r in self.last_trick_radios:
            r.setChecked(False)
        self.last_trick_group.setExclusive(True)

    def fill_form(self, entry: SheetEntry) -> None:
        """Put an entry back in the form (after undo, or to correct it)."""
        self.clear_form()
        if entry.kind != "played":
            return
        i = self.declarer_combo.findData(entry.declarer)
        if i >= 0:
            self.declarer_combo.setCurrentIndex(i)
        for side in entry.no_trick:
            self.no_trick_boxes[side].setChecked(True)
        if entry.detailed:
            self.details_radio.setChecked(True)
            for side in range(self.keeper.rules.sides):
                self.card_edits[side].setText(str(entry.card_points[side]))
                self.sequence_edits[side].setText(str(entry.sequences[side]) if entry.sequences[side] else "")
                self.bella_boxes[side].setChecked(bool(entry.bella[side]))
            if entry.last_trick is not None:
                self.last_trick_radios[entry.last_trick].setChecked(True)
        else:
            self.totals_radio.setChecked(True)
            for side, t in enumerate(entry.totals or ()):
                self.total_edits[side].setText(str(t))

    def _add_special(self, entry: SheetEntry, add) -> bool:
        def change() -> None:
            if self.correcting:
                self.keeper.correct(len(self.keeper.entries), entry)
            else:
                add()

        return self._apply(change)

    def add_thrown_in(self) -> bool:
        """A thrown-in deal (nothing written)."""
        return self._add_special(SheetEntry("thrown_in"), self.keeper.add_thrown_in)

    def add_debertz(self, seat: int) -> bool:
        """A debertz shown by ``seat``: the game ends."""
        return self._add_special(SheetEntry("debertz", debertz=seat), lambda: self.keeper.add_debertz(seat))

    def ask_debertz(self) -> bool:
        names = self.keeper.names
        name, ok = QInputDialog.getItem(self, self.tr("Debertz"), self.tr("Who showed debertz?"), names, 0, False)
        if not ok:
            return False
        return self.add_debertz(names.index(name))

    def undo(self) -> bool:
        """Undo the last deal; its entry goes back into the form."""
        if self.correcting:
            return False
        try:
            entry = self.keeper.undo()
        except EntryError as e:
            self.show_message(storage_text(e))
            return False
        self.fill_form(entry)
        self._changed()
        return True

    def start_correction(self) -> bool:
        """Load the last deal into the form; "Save correction" replaces it."""
        if not self.keeper.entries:
            self.show_message(self.tr("There is no deal to correct."))
            return False
        self.correcting = True
        self.fill_form(self.keeper.entries[-1])
        self.show_message("")
        self.refresh()
        return True

    def cancel_correction(self) -> None:
        self.correcting = False
        self.clear_form()
        self.show_message("")
        self.refresh()

    def _escape(self) -> None:
        if self.correcting:
            self.cancel_correction()
        else:
            self.close()
