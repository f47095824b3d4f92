"""The score keeper: a score sheet for games played with real cards.

:class:`ScoreKeeperWindow` shows the sheet (:class:`~.score_sheet.ScoreSheetWidget`) and,
beside it, the form of the next deal (:class:`~.entry_form.DealEntryForm`: who
declared, each side's total or its card points, sequences, bella and the last trick, the
sides that took no trick) with buttons for a thrown-in deal and a debertz, and to undo and
correct the last deal. Every change is stored in the history database at once. A new
sheet's players, mode, target, first dealer and rules are asked by
:class:`~.keeper_start.ScoreKeeperStartDialog`.

The rules are applied by :class:`~deberts_desktop.storage.score_keeper.ScoreKeeper`; an
entry it refuses (:class:`~deberts_desktop.storage.score_keeper.EntryError`) is shown as
a message beside the form and the form keeps what was typed.

A deal typed but not added is never lost: "Undo last deal" and "Correct last deal" take
the form for the last deal and keep it aside, back in the form once the deal undone is
added again or the correction is saved or cancelled (Undo twice, or Correct after Undo: each
deal taken from the form comes back in turn, the last first); nor when the window closes. Closed by the person
(Escape, Ctrl+W, the title bar's button: a spontaneous close event), the window asks "Add
deal / Discard it / Cancel" (Escape there is Cancel; a refused entry keeps the window open
with its message). Closed by the app (``close()``: the main window closing as the app
quits or ends on a signal, the sheet deleted in History) it asks nothing, so the app never
waits on a question as it ends: the typed fields are stored with the sheet as its draft
(``ScoreKeeper.draft``) and are back in the form, with a note, when the sheet is
continued from History.

A sheet the history, locked for a moment by another writer, could not take is stored
again in a moment, with nothing typed (:meth:`ScoreKeeperWindow.save`), and the form says so.
A sheet that could not be stored (the history may only be read, the disk is full, it stayed
locked, there is no history: :attr:`ScoreKeeperWindow.unstored` says why) would be lost with
its window. The
person closing it (or quitting the app, :meth:`~.keepers.Keepers.may_close`) is asked
first: "Save as PDF… / Close without saving / Cancel" (:meth:`ScoreKeeperWindow.save_pdf`:
the sheet as History's PDF export writes it); closed by the app, it is logged.

Typical use from the main window::

    win = ScoreKeeperWindow.new(settings, history, parent=self)   # None if cancelled
    if win is not None:
        win.show()
    # going on with a stored sheet (History window's continue_requested):
    win = ScoreKeeperWindow(ScoreKeeper.load(history, game_id), history, parent=self)
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ...storage.files import StorageError
from ...storage.history_errors import OwnWriterBusy, is_locked
from ...storage.history import History
from ...storage.score_keeper import EntryError, ScoreKeeper, SheetEntry
from ...storage.settings import Settings
from .entry_form import DealEntryForm
from .keeper_start import ScoreKeeperStartDialog
from .score_sheet import ScoreSheetWidget, print_with_preview, sheet_document, side_heading, write_pdf
from .sheet_data import data_from_keeper, shown_names
from ..widgets import save_dialog
from ..widgets.asking import before_leaving
from ..widgets.retry import Retry
from ..words import storage_text

log = logging.getLogger("deberts_desktop.ui")

ERROR_STYLE = "QLabel { color: #b3261e; font-weight: bold; }"
STATUS_STYLE = "QLabel { font-weight: bold; }"


class ScoreKeeperWindow(QWidget):
    """The sheet and the entry form of a score keeper's game.

    :param keeper: the sheet (new from :class:`ScoreKeeperStartDialog`, or loaded with
        ``ScoreKeeper.load``).
    :param history: where the sheet is stored after every change (None: not stored).
    :attribute unstored: why the sheet's last change is not stored (a sentence), or None
        when it is (or there is nothing to store).
    :signal saved(int): the sheet was stored as this game id.
    :signal game_over(int): a side won (the winning side).
    """

    saved = Signal(int)
    game_over = Signal(int)
    # the question asked while closing would lose a deal typed (the box, for tests), or None
    question: QMessageBox | None = None

    def __init__(self, keeper: ScoreKeeper, history: History | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.keeper = keeper
        self.history = history
        self.correcting = False
        self.unstored: str | None = None
        #: the history was locked for a moment (another writer): the sheet is stored again
        #: in a moment, with nothing typed (:mod:`..widgets.retry`)
        self.lock_retry = Retry(self, self._store_again)
        self._storing_said = False  # the message beside the form is about storing the sheet
        self._after_storing = ""  # a note said with it, left once the sheet is stored (_give_back)
        self.pdf_path: str | None = None  # where the sheet was last saved as a PDF (save_pdf)
        self._by_keys = False  # closing by Escape or Ctrl+W: the person asked, as with the title bar
        self._correction_start: dict | None = None  # the form when the correction began
        # the next deal typed (the form's fields) when Undo or Correct took the form for the
        # last deal: back in the form once that is done (None: nothing waits). One taken while
        # another waits holds it as its "aside" (Undo twice, Correct after Undo): each comes
        # back in turn, the last set aside first
        self._aside: dict | None = None
        # the sides' and seats' names as the sheet shows them (two players of one name told apart)
        names, self.seat_names = (list(n) for n in shown_names(keeper.rules, keeper.names))
        self.side_titles = names
        self.setWindowTitle(self.tr("Score sheet — %1").replace("%1", " · ".join(names)))

        self.sheet = ScoreSheetWidget(self)
        self.sheet.fits_width = True  # too narrow for the full sheet: the compact one, never sideways scrolling

        form_box = QGroupBox(self)
        self.form_box = form_box
        fl = QVBoxLayout(form_box)
        # a pair's two names on two lines beside its fields, as over its column (side_heading):
        # on one line, two long names left the sheet beside the form no room for a score
        labels = [side_heading(name, players) if len(players) == 2 else name
                  for name, players in ((name, tuple(self.seat_names[seat] for seat in keeper.rules.seats_of(side)))
                                        for side, name in enumerate(names))]
        self.form = f = DealEntryForm(self.seat_names, names, keeper.rules, form_box, labels)
        fl.addWidget(f)
        # the form's fields, reached from the window as before the form was a class of its own
        self.dealer_label, self.declarer_combo, self.stack = f.dealer_label, f.declarer_combo, f.stack
        self.totals_radio, self.details_radio = f.totals_radio, f.details_radio
        self.total_edits, self.card_edits, self.sequence_edits = f.total_edits, f.card_edits, f.sequence_edits
        self.bella_boxes, self.last_trick_radios, self.no_trick_boxes = f.bella_boxes, f.last_trick_radios, f.no_trick_boxes

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
        self.rules_button = QPushButton(self.tr("&Rules of this sheet…"), form_box)
        self.rules_button.setToolTip(self.tr("The rules of Debertz with the options this sheet applies marked"))
        self.rules_window = None  # made when first asked for
        self.print_button = QPushButton(self.tr("Pr&int…"), form_box)
        self.print_button.setToolTip(self.tr("The sheet as it will be printed, then the print dialog"))
        row2 = QHBoxLayout()
        row2.addWidget(self.undo_button)
        row2.addWidget(self.correct_button)
        row2.addStretch(1)
        fl.addLayout(row2)
        row3 = QHBoxLayout()  # a row of its own: the form no wider than before
        row3.addWidget(self.rules_button)
        row3.addWidget(self.print_button)
        row3.addStretch(1)
        fl.addLayout(row3)

        self.message = QLabel(form_box)
        self.message.setObjectName("message")
        self.message.setTextFormat(Qt.TextFormat.PlainText)  # names in it as typed ("<i>Ann</i>"), never HTML
        self.message.setWordWrap(True)
        self.message.setStyleSheet(ERROR_STYLE)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message.setVisible(False)
        fl.addWidget(self.message)
        self.status = QLabel(form_box)
        self.status.setObjectName("status")
        self.status.setTextFormat(Qt.TextFormat.PlainText)
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
        self.rules_button.clicked.connect(self.show_rules)
        self.print_button.clicked.connect(lambda: self.print_sheet())
        for edit in self.total_edits + self.card_edits + self.sequence_edits:
            edit.returnPressed.connect(self.submit)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), self, activated=self.undo)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, activated=self._escape)
        close_keys = QShortcut(self)  # the platform's Close (Ctrl+F4 on Windows) and Ctrl+W
        close_keys.activated.connect(self._close_by_keys)
        close_keys.setKeys(list(dict.fromkeys([*QKeySequence.keyBindings(QKeySequence.StandardKey.Close),
                                               QKeySequence("Ctrl+W")])))

        split = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter = split
        split.addWidget(self.sheet)
        split.addWidget(form_box)
        split.setStretchFactor(0, 1)  # the sheet takes what the window gains or loses; the form keeps its width
        split.setStretchFactor(1, 0)
        split.setChildrenCollapsible(False)
        lay = QVBoxLayout(self)
        lay.addWidget(split)
        self.setTabOrder(self.declarer_combo, self.totals_radio)
        self.refresh()
        # room for the full sheet beside the form where the screen has it (the window is
        # made to fit the screen when shown, the sheet then narrower: compact if need be)
        form_width = form_box.sizeHint().width()
        sheet_width = max(self.sheet.width_needed(full=True), 420)
        self.resize(sheet_width + split.handleWidth() + form_width + 2 * lay.contentsMargins().left(), 600)
        split.setSizes([sheet_width, form_width])
        self._restore_draft()
        self.declarer_combo.setFocus()

    def show_rules(self):
        """"Rules of this sheet…": the rules of Debertz (Help → Rules' window) with the
        options of this sheet's rules marked — those it was started with, whatever the
        settings say now. Returns the window (one per sheet, brought forward again)."""
        from ..dialogs.help import RulesWindow
        from ..i18n import current_language

        if self.rules_window is None:
            self.rules_window = RulesWindow(self.keeper.rules, current_language(), self)
        self.rules_window.show()
        self.rules_window.raise_()
        return self.rules_window

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
            QMessageBox.warning(parent, QCoreApplication.translate("ScoreKeeperWindow", "Score sheet"),
                                storage_text(e, cls._stored_sides(history, game_id)))
            return None
        return cls(keeper, history, parent)

    @staticmethod
    def _stored_sides(history: History, game_id: int) -> list[str] | None:
        """The sides' names of the sheet stored as ``game_id`` as its window would show
        them (its players as History keeps them), for a message about a side of a sheet that
        cannot be read: «Игрок 1 и Игрок 3», not the stored English "Player 1 & Player 3";
        None when even they cannot be read."""
        try:
            game = history.game(game_id)
            return list(shown_names(game.rules, game.names)[0])
        except (StorageError, ValueError, IndexError):  # (a name list that does not fit its rules)
            return None

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
        self.dealer_label.setText(self.tr("Dealer: %1").replace("%1", self.seat_names[dealer]))
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
            text = self.tr("%1 won the game%2.").replace("%1", self.side_titles[k.winner]).replace("%2", how)
        elif k.extra_deal:
            text = self.tr("The top score is shared at the target: one more deal.")
        else:
            text = ""
        self.status.setText(text)
        self.status.setVisible(bool(text))

    def show_message(self, text: str, error: bool = True) -> None:
        """``text`` beside the form (empty: none), in red when it is an ``error``."""
        self._storing_said = False
        self._after_storing = ""
        self.message.setText(text)
        self.message.setStyleSheet(ERROR_STYLE if error else STATUS_STYLE)
        self.message.setVisible(bool(text))

    def save(self) -> None:
        """Store the sheet in the history (if any); a failure is shown, nothing is lost
        from the window. The history locked for a moment (another writer holds it): the
        sheet is stored again in a moment (:attr:`lock_retry`: every 500 ms, some 30 s), with
        nothing typed, and the form says so; any other failure, or locked for that long:
        the next change (or closing the window) tries again."""
        if self.history is None:
            if self.keeper.entries and self.keeper.history_id is None:  # (a sheet deleted in History: let go)
                self.unstored = self.tr("There is no game history to store it in.")
            return
        try:
            gid = self.keeper.save(self.history)
        except StorageError as e:
            # the reason is a whole sentence ("The game history could not be written: …"): it comes first
            self.unstored = storage_text(e)
            if is_locked(e) and self.lock_retry.again():
                log.info("the score sheet waits for the history: %s", e)
                text = (self.tr("The game history is busy for a moment (the game is being stored in it): the sheet "
                                "stays in this window and is stored as soon as the history is free.")
                        if isinstance(e, OwnWriterBusy) else
                        self.tr("The game history is busy for a moment (another program is writing to it): the sheet "
                                "stays in this window and is stored as soon as the history is free."))
            else:
                text = self.tr("%1 The sheet stays in this window; the next change tries again to store it.") \
                    .replace("%1", self.unstored)
            note = self._after_storing  # the deal typed before, back in the form: still said
            self.show_message(text + ("\n" + note if note else ""))
            self._storing_said, self._after_storing = True, note
            return
        self.lock_retry.done()
        self.unstored = None
        if self._storing_said:  # what the form said about storing is past (a note said with it stays)
            self.show_message(self._after_storing, error=False)
        self.saved.emit(gid)

    def _store_again(self) -> None:
        """The retry's moment: the sheet stored again if it still is not (a change made
        meanwhile may have stored it)."""
        if self.unstored is not None:
            self.save()

    def _changed(self) -> None:
        self.keeper.draft = None  # what the form held is on the sheet now (or back in the form)
        self.show_message("")
        self.save()
        self.refresh()
        if self.keeper.finished and self.keeper.winner is not None:
            self.game_over.emit(self.keeper.winner)

    def submit(self) -> bool:
        """"Add deal" (or "Save correction"). :returns: True when the entry was taken; a
        refused entry is shown in the message and the form keeps it."""
        if self.keeper.finished and not self.correcting:
            self.show_message(self.tr("The game is over. Undo or correct the last deal to change it."))
            return False

        def change() -> None:
            declarer, args = self.form.entry_args()
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
            self.show_message(storage_text(e, self.side_titles))
            return False
        self.correcting = False
        self.form.clear()
        self._changed()
        self._give_back()
        self.declarer_combo.setFocus()  # the next deal starts at the top of the form
        return True

    def _set_aside(self) -> None:
        """The form is taken for the last deal (Undo, Correct): a deal typed in it, not on
        the sheet, waits aside (:meth:`_give_back`)."""
        if not self.correcting and self.form.holds_input():
            held = self.form.state()
            if self._aside is not None:  # one waits already: it comes back after this one
                held["aside"] = self._aside
            self._aside = held

    def _give_back(self) -> None:
        """The deal typed that waited aside, back in the form, with a note (one set aside
        before it waits on); a correction that ended the game lets every deal aside go
        (RULES.md 9: the game ends at the target), and the note says so."""
        aside = self._aside
        if aside is None:
            return
        rest = aside.get("aside")
        self._aside = rest if isinstance(rest, dict) else None
        if self.keeper.finished:  # the correction ended the game: no deal comes after it
            self._aside = None
            note = self.tr("The game is over with this correction: the deal you typed after it is not added.")
        else:
            self.form.set_state(aside)
            note = self.tr("The deal you typed before is back in the form; it is not on the sheet yet.")
        if self._storing_said:  # the sheet could not be stored just now (the history busy): said first, the note after
            self.message.setText(self.message.text() + "\n" + note)
            self._after_storing = note
        else:
            self.show_message(note, error=False)

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
        """"Debertz…": who showed it, chosen from the players (each with his seat when two
        share a name), then :meth:`add_debertz`. False when cancelled or refused."""
        items = list(self.seat_names)
        dlg = QInputDialog(self)
        dlg.setWindowTitle(self.tr("Debertz"))
        dlg.setLabelText(self.tr("Who showed debertz?"))
        dlg.setComboBoxItems(items)
        dlg.setComboBoxEditable(False)
        dlg.setOkButtonText(self.tr("&Add debertz"))  # what happens (the deal written, the game over), not "OK"
        combo = dlg.findChild(QComboBox)
        for seat in range(combo.count()):
            combo.setItemData(seat, seat)  # the seat in the item, never found again by its words
        try:
            if dlg.exec() != QDialog.DialogCode.Accepted:
                return False
            seat = combo.currentData()
        finally:
            dlg.deleteLater()
        return self.add_debertz(seat)

    def undo(self) -> bool:
        """Undo the last deal; its entry goes back into the form (a deal typed there waits
        aside until it is added again); a thrown-in deal or a debertz has nothing for the
        form, which keeps what is typed in it."""
        if self.correcting:
            return False
        try:
            entry = self.keeper.undo()
        except EntryError as e:
            self.show_message(storage_text(e, self.side_titles))
            return False
        if entry.kind == "played":  # its fields go into the form: a deal typed there waits aside
            self._set_aside()
            self.form.fill(entry)
        # (a thrown-in deal or a debertz has nothing for the form: a deal typed there stays)
        self._changed()
        return True

    def start_correction(self) -> bool:
        """Load the last deal into the form; "Save correction" replaces it (a deal typed
        there waits aside until the correction is saved or cancelled)."""
        if not self.keeper.entries:
            self.show_message(self.tr("There is no deal to correct."))
            return False
        self._set_aside()
        self.correcting = True
        self.form.fill(self.keeper.entries[-1])
        self._correction_start = self.form.state()
        self.show_message("")
        self.refresh()
        return True

    def cancel_correction(self) -> None:
        self.correcting = False
        self.form.clear()
        self.show_message("")
        self._give_back()
        self.refresh()

    def _escape(self) -> None:
        if self.correcting:
            self.cancel_correction()
        else:
            self._close_by_keys()

    # ------------------------------------------------------------------ closing
    def typed(self) -> bool:
        """The form holds a deal not on the sheet: something typed or ticked, or a
        correction changed since it began."""
        if self.correcting:
            return self.form.state() != self._correction_start
        return self.form.holds_input()

    def _close_by_keys(self) -> bool:
        self._by_keys = True
        try:
            return self.close()
        finally:
            self._by_keys = False

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        # the person closes (the title bar's button sends a spontaneous event; the keys) and
        # can answer; the app closing it (close()) asks nothing: a deal typed is kept as a draft
        by_person = (event.spontaneous() or self._by_keys) and self.isVisible()
        if by_person and self.typed() and not self.ask_before_closing():
            event.ignore()
            return
        stored_now = self.keep_draft()
        if by_person and not self.may_close(store_again=not stored_now):
            event.ignore()
            return
        if self.lost_on_close:
            log.warning("a score sheet of %d deals closed without being stored%s: %s", len(self.keeper.entries),
                        f" (saved as the PDF {self.pdf_path})" if self.pdf_path else "", self.unstored)
        # closed, the window writes no more: the person let the sheet go, or History may open it in a new window
        self.lock_retry.stop()
        super().closeEvent(event)

    @property
    def lost_on_close(self) -> bool:
        """The sheet has deals and its last change is not stored (:attr:`unstored`): closing
        the window would lose it."""
        return self.unstored is not None and bool(self.keeper.entries)

    def keep_draft(self) -> bool:
        """Store what the form holds (nothing: no draft) with the sheet, if that changes it,
        and the deal typed that waits aside (as ``"aside"``; alone, it is the draft).
        :returns: True when the sheet was stored again (or tried to be)."""
        if self.typed():
            draft = dict(self.form.state(), correcting=self.correcting)
            if self._aside is not None:
                draft["aside"] = self._aside
        else:
            draft = None if self._aside is None else dict(self._aside, correcting=False)
        if draft == self.keeper.draft:
            return False
        self.keeper.draft = draft
        self.save()
        return True

    def ask_before_closing(self) -> bool:
        """The person closes the window with a deal typed: "Add deal" (or "Save
        correction"), "Discard it" or "Cancel" (Escape). :returns: True when the window
        may close (the deal added, or discarded); False: it stays, the form as it was
        (a refused entry shows its message)."""
        if self.correcting:
            text = self.tr("Save the correction of deal %1 before closing?").replace("%1", str(len(self.keeper.entries)))
            add_text = self.tr("Save &correction")
        else:
            text = self.tr("Add the deal you typed to the sheet before closing?")
            add_text = self.tr("&Add deal")
        answer = self._ask(QMessageBox.Icon.Question, text, self.tr("A deal discarded is not written on the sheet."),
                           add_text, self.tr("&Discard it"))
        if answer == "yes":
            return self.submit()
        if answer == "no":
            if self.correcting:
                self.cancel_correction()
            else:
                self.form.clear()
            self.keep_draft()  # a draft kept before is discarded too
            return True
        return False

    def may_close(self, store_again: bool = True) -> bool:
        """The person closes the window (or quits the app): a sheet that could not be
        stored (:attr:`lost_on_close`) is stored again (unless ``store_again`` is False: it
        was just tried), and if that fails too the person is asked "Save as PDF… / Close
        without saving / Cancel" (Escape: Cancel). :returns: True when the window may close
        (stored, saved as a PDF, or the person lets it go); False: it stays."""
        if not self.lost_on_close:
            return True
        if store_again:
            self.save()  # the disk may have room again
        if not self.lost_on_close:
            return True
        answer = self._ask(QMessageBox.Icon.Warning,
                           self.tr("This score sheet is not stored in the game history: it is lost when its window "
                                   "closes."),
                           self.tr("%1 Save it as a PDF to keep what is written on it.").replace("%1", self.unstored),
                           self.tr("Save as &PDF…"), self.tr("Close &without saving"))
        if answer == "yes":
            return self.save_pdf()
        return answer == "no"

    def _ask(self, icon, text: str, more: str, yes: str, no: str) -> str | None:
        """A question before closing (:func:`~..widgets.asking.before_leaving`, kept in
        :attr:`question` while it is asked): the buttons ``yes`` (the default), ``no``
        (destructive) and Cancel (Escape). :returns: "yes", "no", or None (cancelled)."""
        # titled as the window ("Score sheet — Anna · Boris"): with several sheets asking in turn, it names which
        answer = before_leaving(self, self, icon, self.windowTitle(), text, more, yes, no)
        return {"safe": "yes", "lose": "no"}.get(answer)

    def sheet_document(self):
        """The sheet as the printable document (``QTextDocument``, a child of the window:
        the caller deletes it) that both the PDF and the printer get."""
        heading = self.tr("Debertz score sheet: %1").replace("%1", " · ".join(self.side_titles))
        return sheet_document(data_from_keeper(self.keeper), heading, self)

    def print_sheet(self) -> bool:
        """Print the sheet: its print preview first (:func:`.score_sheet.print_with_preview`,
        as History's Print…). :returns: True when printed."""
        doc = self.sheet_document()
        try:
            return print_with_preview(doc, self)
        finally:
            doc.deleteLater()

    def save_pdf(self, path: str | Path | None = None) -> bool:
        """Write the sheet as a PDF (the one History exports) to ``path``, or to the file
        the person chooses when it is None. :returns: True when written; False when the
        person cancelled or the file could not be written (a message says why)."""
        if path is None:
            path = save_dialog.save_file_name(self, self.tr("Save score sheet as PDF"),
                                              str(Path.home() / "deberts-score-sheet.pdf"),
                                              self.tr("PDF files (*.pdf)"), "pdf")
            if not path:
                return False
        doc = self.sheet_document()
        try:
            write_pdf(doc, path)
        except StorageError as e:  # says why ("… the disk is full.")
            QMessageBox.warning(self, self.tr("Score sheet"), storage_text(e))
            return False
        finally:
            doc.deleteLater()
        self.pdf_path = str(path)
        return True

    def _restore_draft(self) -> None:
        """The deal typed when the sheet's window last closed, back in the form, with a note."""
        draft = self.keeper.draft
        if not draft:
            return
        if draft.get("correcting") is True and self.keeper.entries:
            self.start_correction()
        elif self.keeper.finished:  # no next deal to add it to
            return
        self.form.set_state(draft)
        aside = draft.get("aside")
        self._aside = aside if isinstance(aside, dict) else None  # back in the form once this deal is done
        self.show_message(self.tr("The deal typed before this sheet was closed is back in the form; it is not on the sheet yet."), error=False)
