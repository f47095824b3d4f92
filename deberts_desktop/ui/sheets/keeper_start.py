"""The score keeper's "New score sheet" dialog: players, mode, target, first dealer, rules.

:class:`ScoreKeeperStartDialog` asks for the players' names, the mode, the target and the
first dealer on its Game page, and the rules on its Rules page (a
:class:`~..dialogs.rules_editor.RulesEditor`, starting from the settings' rules, with "Same as
settings"). After ``exec()`` returns Accepted, :meth:`ScoreKeeperStartDialog.keeper` is
the new empty sheet, which :class:`~.keeper_window.ScoreKeeperWindow` shows.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine.rules import Rules
from ...storage.score_keeper import ScoreKeeper
from ...storage.settings import MAX_NAME_LENGTH, Settings
from ..dialogs.rules_editor import RulesEditor
from ..words import app_name_refusal, display_names, invisible_name_refusal, typed_name


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
        self.name_problem = QLabel(page)  # a name refused at Start (accept): why
        self.name_problem.setObjectName("name_problem")
        self.name_problem.setWordWrap(True)
        self.name_problem.setVisible(False)
        form.addRow(self.name_problem)
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

    def accept(self) -> None:
        """Start: refused, with the reason under the names and the field focused, while a
        typed name is a name the app gives another seat ("You", "Computer 5", "Player 3"
        for player 1: :func:`~..words.app_name_refusal`) or shows nothing (zero-width spaces
        only: :func:`~..words.invisible_name_refusal`); nothing typed is lost."""
        for seat, name in enumerate(self.names()):
            why = invisible_name_refusal(self.name_edits[seat].text()) or app_name_refusal(name, f"Player {seat + 1}")
            if why:
                self.name_problem.setText(why)
                self.name_problem.setVisible(True)
                self.tabs.setCurrentIndex(0)
                self.name_edits[seat].setFocus()
                self.name_edits[seat].selectAll()
                return
        self.name_problem.setVisible(False)
        super().accept()

    def names(self) -> list[str]:
        n = self.rules_editor.rules().players
        out = []
        for seat in range(n):
            text = typed_name(self.name_edits[seat].text(), MAX_NAME_LENGTH)
            out.append(text or self.tr("Player %1").replace("%1", str(seat + 1)))
        return out

    def _fill_dealers(self) -> None:
        keep = max(0, self.dealer_combo.currentIndex())
        self.dealer_combo.blockSignals(True)
        self.dealer_combo.clear()
        for seat, name in enumerate(display_names(self.names())):  # two players of one name: each with his seat
            self.dealer_combo.addItem(name, seat)
        self.dealer_combo.setCurrentIndex(min(keep, self.dealer_combo.count() - 1))
        self.dealer_combo.blockSignals(False)

    def keeper(self) -> ScoreKeeper:
        """A new empty sheet with the chosen rules, names and first dealer."""
        return ScoreKeeper(self.rules_editor.rules(), self.names(), int(self.dealer_combo.currentData() or 0))
