"""The deal editor (Game → Set up a position): deal the cards of a position from a book or a
friend's game, then play it against the computer or save it as a record.

The dialog edits a :class:`~deberts_desktop.engine.setup.DealSetup` (the engine's model:
it knows the rules of dealing; the dialog knows none) and shows it:

- the way to play and every rule (the settings' :class:`~..dialogs.rules_editor.RulesEditor` on its
  own tab; players and mode also on the first tab), the dealer, where play starts
  (from bidding, or at the first lead with a trump, a declarer, optionally the leader, the
  bidding round that fixed trump and fewer cards per hand for an ending);
- the pack: a card dragged onto a seat (or the turned card's place) goes there, a click
  puts it in the chosen seat; a card dragged back to the pack, or clicked in a seat,
  returns; each seat also takes typed cards (``JS 9S AH`` …);
- "Fill the rest at random" deals the cards not placed; refusals are listed in words
  under the seats; "Play" emits :attr:`DealEditor.play_requested` with the
  :class:`~deberts_desktop.engine.setup.SetupResult` (its ``game()`` starts the game), and
  "Save…" writes the record file, disabled with the reason when the position cannot be
  written as a record.
"""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path
from typing import Sequence as Seq

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine.cards import Card, Suit
from ...engine.rules import Rules
from ...engine.setup import BIDDING, FIRST_LEAD, DealSetup, SetupError, SetupResult, parse_cards
from ...storage.files import describe_os_error, write_atomic
from ..cards.art import CardArt
from .chips import PACK, TURNED, CardChip, DropArea, PackBox
from ..widgets import save_dialog
from ..widgets.enter_key import fields_take_enter
from ..dialogs.rules_editor import RulesEditor
from ..widgets.scroll_body import ScrollBody
from ..words import display_name, setup_problem_text, shown_as_is, storage_text, suit_name

#: the seat of the person (spoken to as "you" in the refusals)
PERSON_SEAT = 0


class DealEditor(QDialog):
    """Set up a deal (see the module's documentation).

    :param rules: the rules to start from (default: the defaults).
    :param names: a display name per seat (seat 0 the person; default "You", "Player 2" …).
    :param seed: for "Fill the rest at random" and the cards dealt at random on "Play".
    :signal play_requested(SetupResult): the player chose Play (the dialog then closes).
    :signal saved(str): a record file was written.
    """

    play_requested = Signal(object)
    saved = Signal(str)

    def __init__(self, rules: Rules | None = None, names: Seq[str] | None = None, parent: QWidget | None = None,
                 art: CardArt | None = None, seed=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Set up a position"))
        self.art = art or CardArt()
        self._names = list(names) if names else None
        self._rng = random.Random(seed)
        self._seed = self._rng.randrange(1 << 30)
        self._setup = DealSetup(rules or Rules())
        self._active: object = 0  # where a clicked card of the pack goes
        self._typing_error: dict[int, str] = {}
        self._updating = False
        self._result: SetupResult | None = None
        self._problem_texts: list[str] = []

        self.rules_editor = RulesEditor(self._setup.rules, self)
        self.rules_editor.changed.connect(self._rules_changed)

        self.tabs = QTabWidget(self)
        self.tabs.addTab(self._deal_page(), self.tr("De&al"))
        self.tabs.addTab(self.rules_editor, self.tr("&Rules"))

        self.problems = QLabel(self)
        self.problems.setObjectName("problems")
        self.problems.setWordWrap(True)
        self.problems.setTextFormat(Qt.TextFormat.PlainText)
        self.problems.setStyleSheet("QLabel#problems { color: #b00020; }")
        self.save_note = QLabel(self)
        self.save_note.setObjectName("saveNote")
        self.save_note.setWordWrap(True)

        self.fill_button = QPushButton(self.tr("&Fill the rest at random"), self)
        self.fill_button.clicked.connect(self.fill_random)
        self.clear_button = QPushButton(self.tr("&Clear"), self)
        self.clear_button.clicked.connect(self.clear)
        self.play_button = QPushButton(self.tr("&Play"), self)
        fields_take_enter(self)  # Enter in a hand's field only commits it, never plays (issue 19, 15)
        self.play_button.clicked.connect(self.play)
        self.save_button = QPushButton(self.tr("&Save…"), self)
        self.save_button.clicked.connect(lambda: self.save())
        self.cancel_button = QPushButton(self.tr("Cancel"), self)
        self.cancel_button.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addWidget(self.fill_button)
        buttons.addWidget(self.clear_button)
        buttons.addStretch(1)
        buttons.addWidget(self.play_button)
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.cancel_button)

        lay = QVBoxLayout(self)
        lay.addWidget(self.tabs, 1)
        lay.addWidget(self.problems)
        lay.addWidget(self.save_note)
        lay.addLayout(buttons)
        self.resize(780, 580)
        self._rebuild_seats()
        self.refresh()

    # ------------------------------------------------------------------ building
    def _deal_page(self) -> QWidget:
        page = QWidget(self)
        ed = self.rules_editor
        top = QHBoxLayout()
        self.players_combo, players_label = ed.make_control("players", page)
        self.mode_combo, mode_label = ed.make_control("mode", page)
        self.players_combo.setMinimumWidth(0)
        self.mode_combo.setMinimumWidth(0)
        ed.bind_extra("mode", self.mode_combo, mode_label)
        self.dealer_combo = QComboBox(page)
        self.dealer_combo.setObjectName("dealer")
        self.dealer_combo.currentIndexChanged.connect(lambda i: self._edit(dealer=max(0, i)))
        dealer_label = QLabel(self.tr("&Dealer:"), page)
        dealer_label.setBuddy(self.dealer_combo)
        for w in (players_label, self.players_combo, mode_label, self.mode_combo, dealer_label, self.dealer_combo):
            top.addWidget(w)
        top.addStretch(1)

        start = QHBoxLayout()
        self.bidding_radio = QRadioButton(self.tr("Start with the &bidding"), page)
        self.lead_radio = QRadioButton(self.tr("Start at the first &lead"), page)
        self.bidding_radio.setChecked(True)
        group = QButtonGroup(page)
        group.addButton(self.bidding_radio)
        group.addButton(self.lead_radio)
        self.lead_radio.toggled.connect(lambda on: self._edit(start=FIRST_LEAD if on else BIDDING))
        start.addWidget(self.bidding_radio)
        start.addWidget(self.lead_radio)
        start.addStretch(1)

        # the pack, by suit, and the turned card's place
        pack_box = PackBox(self.art, page)
        self.pack_area, self.pack_chips = pack_box.area, pack_box.chips
        self.turned_area, self.turned_edit = pack_box.turned_area, pack_box.turned_edit
        for area in (self.pack_area, self.turned_area):
            area.dropped.connect(self._dropped)
        self.turned_area.activated.connect(self._activate)
        self.turned_edit.editingFinished.connect(self._turned_typed)
        for chip in self.pack_chips.values():
            chip.clicked.connect(self._pack_clicked)

        # the first lead
        self.lead_box = QGroupBox(self.tr("First lead"), page)
        form = QFormLayout(self.lead_box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        # a row too wide for the pane puts its field under its label ("Козырь назначен:" and
        # its long choices made the seats' pane scroll sideways at 800 × 600)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.trump_combo = QComboBox(self.lead_box)
        self.trump_combo.setObjectName("trump")
        self.trump_combo.addItem("—", None)
        for s in Suit:
            self.trump_combo.addItem(suit_name(s), int(s))
        self.trump_combo.currentIndexChanged.connect(
            lambda _i: self._edit(trump=None if self.trump_combo.currentData() is None else Suit(self.trump_combo.currentData())))
        self.declarer_combo = QComboBox(self.lead_box)
        self.declarer_combo.setObjectName("declarer")
        self.declarer_combo.currentIndexChanged.connect(lambda _i: self._edit(declarer=self.declarer_combo.currentData()))
        self.leader_combo = QComboBox(self.lead_box)
        self.leader_combo.setObjectName("leader")
        self.leader_combo.currentIndexChanged.connect(lambda _i: self._edit(leader=self.leader_combo.currentData()))
        self.round_combo = QComboBox(self.lead_box)
        self.round_combo.setObjectName("round")
        self.round_combo.addItem(self.tr("as the turned card allows"), None)
        self.round_combo.addItem(self.tr("round 1: the turned card's suit taken"), 1)
        self.round_combo.addItem(self.tr("round 2: another suit named"), 2)
        self.round_combo.currentIndexChanged.connect(lambda _i: self._edit(bid_round=self.round_combo.currentData()))
        self.cards_spin = QSpinBox(self.lead_box)
        self.cards_spin.setObjectName("cardsEach")
        self.cards_spin.valueChanged.connect(self._cards_each_changed)
        form.addRow(self.tr("Tr&ump:"), self.trump_combo)
        form.addRow(self.tr("D&eclarer:"), self.declarer_combo)
        form.addRow(self.tr("&Who leads:"), self.leader_combo)
        form.addRow(self.tr("Trump fixed in:"), self.round_combo)
        form.addRow(self.tr("Cards in each &hand:"), self.cards_spin)

        # the seats
        self.seats_box = QWidget(page)
        self.seats_layout = QVBoxLayout(self.seats_box)
        self.seats_layout.setContentsMargins(0, 0, 0, 0)
        self.seat_areas: list[DropArea] = []
        self.seat_edits: list[QLineEdit] = []
        self.seat_titles: list[QLabel] = []
        inner = QWidget()
        il = QVBoxLayout(inner)
        il.setContentsMargins(0, 0, 0, 0)
        il.addWidget(self.seats_box)
        il.addWidget(self.lead_box)
        il.addStretch(1)
        # the seats scroll, sideways too on a small screen (nothing cut off on the right)
        scroll = self.seats_scroll = ScrollBody(inner, page)

        body = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(pack_box)
        left.addStretch(1)
        body.addLayout(left)
        body.addWidget(scroll, 1)
        lay = QVBoxLayout(page)
        lay.addLayout(top)
        lay.addLayout(start)
        lay.addLayout(body, 1)
        return page

    def _rebuild_seats(self) -> None:
        """One box per seat: its name and count, its cards (a drop area) and a field to type
        them."""
        while self.seats_layout.count():
            item = self.seats_layout.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()
                item.widget().deleteLater()
        self.seat_areas, self.seat_edits, self.seat_titles = [], [], []
        for seat in range(self._setup.players):
            box = QWidget(self.seats_box)
            grid = QGridLayout(box)
            grid.setContentsMargins(0, 2, 0, 2)
            grid.setHorizontalSpacing(6)
            grid.setVerticalSpacing(1)
            title = QLabel(box)
            edit = QLineEdit(box)
            edit.setObjectName(f"seat_{seat}")
            edit.setPlaceholderText(self.tr("type cards: JS 9S AH …"))
            edit.editingFinished.connect(lambda s=seat: self._seat_typed(s))
            title.setBuddy(edit)
            area = DropArea(seat, box)
            area.dropped.connect(self._dropped)
            area.activated.connect(self._activate)
            grid.addWidget(title, 0, 0)
            grid.addWidget(edit, 0, 1)
            grid.addWidget(area, 1, 0, 1, 2)
            grid.setColumnStretch(1, 1)
            self.seats_layout.addWidget(box)
            self.seat_areas.append(area)
            self.seat_edits.append(edit)
            self.seat_titles.append(title)
        self._updating = True
        try:
            for combo, first in ((self.dealer_combo, None), (self.declarer_combo, "—"),
                                 (self.leader_combo, self.tr("as the rules say"))):
                combo.clear()
                if first is not None:
                    combo.addItem(first, None)
                for seat in range(self._setup.players):
                    combo.addItem(self.seat_name(seat), seat)
        finally:
            self._updating = False

    # ------------------------------------------------------------------ the model
    @property
    def setup(self) -> DealSetup:
        """The set-up as edited so far."""
        return self._setup

    def seat_name(self, seat) -> str:
        """A seat's display name ("You" for seat 0, :data:`PERSON_SEAT`; in a sentence the
        person is "you": ``setup_problem_text(..., PERSON_SEAT)``)."""
        if self._names and seat is not None and seat < len(self._names):
            return self._names[seat]
        if seat == 0:
            return display_name("You")
        return display_name(f"Player {seat + 1}")

    def set_setup(self, setup: DealSetup) -> None:
        """Show another set-up (the players' count may change)."""
        players_changed = setup.players != self._setup.players
        self._setup = setup
        if setup.rules != self.rules_editor.rules():
            self.rules_editor.set_rules(setup.rules)
        if players_changed:
            self._rebuild_seats()
        self.refresh()

    def _edit(self, **changes) -> None:
        if self._updating:
            return
        self.set_setup(replace(self._setup, **changes))

    def _rules_changed(self, rules: Rules) -> None:
        if rules != self._setup.rules:
            self.set_setup(self._setup.with_rules(rules))

    def _cards_each_changed(self, value: int) -> None:
        full = self._setup.rules.hand_size
        self._edit(cards_each=None if value >= full else value)

    def place(self, card: Card | str, target) -> None:
        """Put ``card`` in a seat, on the turned card's place (:data:`TURNED`) or back in
        the pack (:data:`PACK`)."""
        card = Card.parse(card)
        self._typing_error.clear()  # what was typed wrong is replaced by what is shown
        if target == TURNED:
            self.set_setup(self._setup.place_turned(card))
        else:
            self.set_setup(self._setup.place(card, None if target == PACK else int(target)))

    def type_cards(self, seat: int, text: str) -> bool:
        """Seat ``seat`` holds exactly the typed cards; False (and the reason shown) when a
        word is not a card."""
        try:
            setup = self._setup.with_hand_text(seat, text)
        except SetupError as e:
            self._typing_error[seat] = setup_problem_text(e, self.seat_name, PERSON_SEAT)
            self.refresh()
            return False
        self._typing_error.pop(seat, None)
        self.set_setup(setup)
        return True

    def type_turned(self, text: str) -> bool:
        """The typed turned card (empty: none); False when it is not a card."""
        try:
            cards = parse_cards(text)
        except SetupError as e:
            self._typing_error[-1] = setup_problem_text(e, self.seat_name, PERSON_SEAT)
            self.refresh()
            return False
        self._typing_error.pop(-1, None)
        self.set_setup(self._setup.place_turned(cards[0] if cards else None))
        return True

    def fill_random(self) -> None:
        """Deal every card not placed, at random (a new draw each time)."""
        self._seed = self._rng.randrange(1 << 30)
        self._typing_error.clear()
        self.set_setup(self._setup.filled(self._seed))

    def clear(self) -> None:
        """Every card back in the pack."""
        self._typing_error.clear()
        self.set_setup(self._setup.cleared())

    def _seat_typed(self, seat: int) -> None:
        if not self._updating:
            self.type_cards(seat, self.seat_edits[seat].text())

    def _turned_typed(self) -> None:
        if not self._updating:
            self.type_turned(self.turned_edit.text())

    def _dropped(self, card: Card, target) -> None:
        self.place(card, target)

    def _activate(self, target) -> None:
        self._active = target
        self.refresh()

    def _pack_clicked(self, card: Card) -> None:
        self.place(card, self._active)

    def _seat_card_clicked(self, card: Card) -> None:
        self.place(card, PACK)

    # ------------------------------------------------------------------ checking
    def problem_texts(self) -> list[str]:
        """What stops the position from being played, in words (empty: it can be)."""
        return list(self._problem_texts)

    def result(self) -> SetupResult | None:
        """The checked position (cards not placed dealt at random with the dialog's seed),
        or None when it cannot be played."""
        return self._result

    def _check(self) -> None:
        self._result = None
        texts = list(self._typing_error.values())
        problems = self._setup.problems()
        texts += [setup_problem_text(p, self.seat_name, PERSON_SEAT) for p in problems]
        if not problems and not self._typing_error:
            try:
                self._result = self._setup.build(seed=self._seed)
            except SetupError as e:
                texts.append(setup_problem_text(e, self.seat_name, PERSON_SEAT))
        self._problem_texts = texts

    # ------------------------------------------------------------------ showing
    def refresh(self) -> None:
        """Show the set-up: the pack, the seats, the turned card, the first lead, the
        problems and what the buttons may do."""
        s = self._setup
        self._check()
        self._updating = True
        try:
            placed = s.placed
            for card, chip in self.pack_chips.items():
                chip.setVisible(card not in placed)
            size = s.seat_size()
            for seat, (area, edit, title) in enumerate(zip(self.seat_areas, self.seat_edits, self.seat_titles)):
                self._show_chips(area, s.hands[seat] if seat < len(s.hands) else ())
                count = len(s.hands[seat])
                title.setText(self.tr("%1 (%2 of %3):").replace("%1", shown_as_is(self.seat_name(seat))).replace(
                    "%2", str(count)).replace("%3", str(size)))
                if not edit.hasFocus() or seat in self._typing_error:
                    if seat not in self._typing_error:
                        edit.setText(" ".join(str(c) for c in s.hands[seat]))
                area.set_active(self._active == seat)
            self._show_chips(self.turned_area, () if s.turned is None else (s.turned,))
            self.turned_area.set_active(self._active == TURNED)
            if -1 not in self._typing_error and not self.turned_edit.hasFocus():
                self.turned_edit.setText("" if s.turned is None else str(s.turned))
            self.dealer_combo.setCurrentIndex(s.dealer)
            self.lead_radio.setChecked(s.start == FIRST_LEAD)
            self.bidding_radio.setChecked(s.start == BIDDING)
            self.lead_box.setEnabled(s.start == FIRST_LEAD)
            self.trump_combo.setCurrentIndex(self.trump_combo.findData(None if s.trump is None else int(s.trump)))
            self.declarer_combo.setCurrentIndex(self.declarer_combo.findData(s.declarer))
            self.leader_combo.setCurrentIndex(self.leader_combo.findData(s.leader))
            self.round_combo.setCurrentIndex(self.round_combo.findData(s.bid_round))
            full = s.rules.hand_size
            self.cards_spin.setRange(1, full)
            self.cards_spin.setSpecialValueText("")
            self.cards_spin.setValue(s.cards_each or full)
        finally:
            self._updating = False
        self.problems.setText("\n".join(self._problem_texts))
        self.problems.setVisible(bool(self._problem_texts))
        r = self._result
        self.play_button.setEnabled(r is not None)
        if r is None:
            why = self.tr("Save: the position cannot be dealt yet (see above).")
        elif r.not_saveable is not None:
            why = setup_problem_text(r.not_saveable, self.seat_name, PERSON_SEAT)
        else:
            why = ""
        self.save_button.setEnabled(r is not None and r.saveable)
        self.save_button.setToolTip(why)
        self.save_note.setText(why if r is not None else "")
        self.save_note.setVisible(bool(self.save_note.text()))

    def _show_chips(self, area: DropArea, cards) -> None:
        lay = area.chips
        while lay.count() > 1:
            item = lay.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()
                item.widget().deleteLater()
        for i, card in enumerate(cards):
            chip = CardChip(card, self.art, area)
            chip.clicked.connect(self._seat_card_clicked)
            lay.insertWidget(i, chip)

    # ------------------------------------------------------------------ play and save
    def play(self) -> SetupResult | None:
        """Play the position: emits :attr:`play_requested` with the result and closes.
        :returns: the result, or None when it cannot be played (the problems are shown)."""
        r = self._result
        if r is None:
            return None
        self.play_requested.emit(r)
        self.accept()
        return r

    def save(self, path: str | Path | None = None) -> bool:
        """Write the position as a record file (asks where when ``path`` is None).
        :returns: True when written."""
        r = self._result
        if r is None or not r.saveable:
            return False
        if path is None:
            path = save_dialog.save_file_name(self, self.tr("Save the position as a record"),
                                              str(Path.home() / "position.record.json"),
                                              self.tr("Game records (*.record.json *.json)"), "record.json")
            if not path:
                return False
        record = r.record
        if self._names:
            record = replace(record, names=list(self._names[:self._setup.players]))
        try:
            write_atomic(path, record.to_json().encode("utf-8"))
        except OSError as e:
            QMessageBox.warning(self, self.tr("Save the position"),
                                self.tr("The record could not be written to %1: %2.").replace("%1", str(path)).replace(
                                    "%2", storage_text(describe_os_error(e))))
            return False
        self.save_note.setText(self.tr("Saved as %1.").replace("%1", str(path)))
        self.save_note.setVisible(True)
        self.saved.emit(str(path))
        return True

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        return QSize(780, 580)
