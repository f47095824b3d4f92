"""The settings dialog: game, rules, table and language.

:class:`SettingsDialog` edits a :class:`~deberts_desktop.storage.settings.Settings` and
gives the edited copy back (:meth:`SettingsDialog.result_settings`); the caller saves it
with ``storage.save_settings`` and uses its rules for the next game.

:class:`RulesEditor` is the rules part alone (every option of RULES.md section 11, grouped
as :data:`~deberts_desktop.storage.rule_texts.GROUPS`, each with its one-line explanation,
options that mean nothing in the chosen mode disabled, "Restore default rules"); the score
keeper's start dialog uses it too.

The dialog holds one ``Rules`` value: each control changes it through ``Rules.replace``
(so the engine decides what follows, such as the default target of a new player count)
and then every control is set again from it. Which option applies is asked of
``rule_texts.is_enabled``; nothing here knows the rules.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from .words import level_name, mode_name, rule_text  # noqa: F401  (re-exported)
from ..engine.rules import BOOLEANS, CHOICES, TARGETS, Rules, RulesError
from ..storage import rule_texts
from ..storage.settings import (
    ANIMATION_SPEEDS,
    CARD_BACKS,
    DEFAULT_NAMES,
    LANGUAGES,
    LEVELS,
    MAX_COMPUTER_DELAY_MS,
    MAX_NAME_LENGTH,
    Settings,
)
from .words import display_name

#: Options edited with a spin box: (minimum, maximum, step).
NUMBERS: dict[str, tuple[int, int, int]] = {
    "low_hand_limit": (0, 1000, 1),
    "bait_penalty_points": (0, 1000, 10),
    "ski_penalty": (0, 1000, 10),
}


def option_values(option: str) -> tuple[Any, ...]:
    """The values a choice option can take, default first."""
    if option == "players":
        return (2, 3, 4)
    if option == "target":
        return TARGETS
    return CHOICES[option]


def _value_label(option: str, value: Any) -> str:
    return rule_text(rule_texts.VALUE_LABELS.get(option, {}).get(value, str(value)))


# --------------------------------------------------------------------------- rules
class RulesEditor(QWidget):
    """Every rule option, grouped, with explanations and "Restore default rules".

    :attr:`changed` is emitted with the new ``Rules`` after each edit.
    """

    changed = Signal(object)

    def __init__(self, rules: Rules | None = None, parent: QWidget | None = None,
                 groups: tuple[str, ...] | None = None):
        super().__init__(parent)
        self._rules = rules or Rules()
        self._updating = False
        #: option -> list of (control, label, explanation); an option can have several
        #: controls (SettingsDialog's Game page shows players, mode and target too).
        self.controls: dict[str, list[QWidget]] = {}
        self._labels: dict[str, list[QWidget]] = {}
        self.group_boxes: dict[str, QGroupBox] = {}

        inner = QWidget()
        grids: list[QGridLayout] = []
        label_widths: list[int] = [0]
        col = QVBoxLayout(inner)
        col.setSpacing(10)
        for title, names in rule_texts.GROUPS.items():
            if groups is not None and title not in groups:
                continue
            box = QGroupBox(rule_text(title), inner)
            grid = QGridLayout(box)
            grid.setColumnStretch(1, 1)
            grid.setHorizontalSpacing(12)
            grid.setVerticalSpacing(2)
            row = 0
            for name in names:
                control, label = self.make_control(name, box)
                explanation = QLabel(rule_text(rule_texts.EXPLANATIONS[name]), box)
                explanation.setWordWrap(True)
                explanation.setObjectName("explanation")
                explanation.setStyleSheet("QLabel#explanation { color: palette(placeholder-text); }")
                f = explanation.font()
                f.setPointSizeF(max(7.0, f.pointSizeF() * 0.9))
                explanation.setFont(f)
                if label is not None:
                    grid.addWidget(label, row, 0, Qt.AlignmentFlag.AlignVCenter)
                    grid.addWidget(control, row, 1, Qt.AlignmentFlag.AlignLeft)
                    label_widths.append(label.sizeHint().width())
                else:
                    grid.addWidget(control, row, 0, 1, 2)
                grid.addWidget(explanation, row + 1, 0, 1, 2)
                grid.setRowMinimumHeight(row + 2, 6)
                self._labels.setdefault(name, []).extend(w for w in (label, explanation) if w is not None)
                row += 3
            col.addWidget(box)
            grids.append(grid)
            self.group_boxes[title] = box
        col.addStretch(1)
        for grid in grids:  # one label column width for every group: controls line up
            grid.setColumnMinimumWidth(0, max(label_widths))

        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(inner)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll = scroll

        self.restore_button = QPushButton(self.tr("Restore &default rules"), self)
        self.restore_button.setToolTip(self.tr("The default rules for the same number of players and mode"))
        self.restore_button.clicked.connect(self.restore_defaults)
        bottom = QHBoxLayout()
        bottom.addWidget(self.restore_button)
        bottom.addStretch(1)

        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(scroll, 1)
        lay.addLayout(bottom)
        self.refresh()

    # ------------------------------------------------------------------ controls
    def make_control(self, name: str, parent: QWidget, with_label: bool = True) -> tuple[QWidget, QLabel | None]:
        """A control for option ``name`` bound to the rules, and its label (None for a
        check box, which carries its own text, or when ``with_label`` is false)."""
        text = rule_text(rule_texts.LABELS[name])
        if name in BOOLEANS:
            box = QCheckBox(text, parent)
            box.setObjectName(f"rule_{name}")
            box.toggled.connect(lambda on, n=name: self._edit(n, bool(on)))
            control, label = box, None
        elif name in NUMBERS:
            lo, hi, step = NUMBERS[name]
            spin = QSpinBox(parent)
            spin.setObjectName(f"rule_{name}")
            spin.setRange(lo, hi)
            spin.setSingleStep(step)
            spin.setSuffix(self.tr(" points"))
            spin.setMaximumWidth(140)
            spin.valueChanged.connect(lambda v, n=name: self._edit(n, int(v)))
            control = spin
            label = QLabel(text + ":", parent) if with_label else None
        else:
            combo = QComboBox(parent)
            combo.setObjectName(f"rule_{name}")
            for value in option_values(name):
                combo.addItem(_value_label(name, value), value)
            combo.currentIndexChanged.connect(lambda i, n=name, c=combo: self._edit(n, c.itemData(i)))
            control = combo
            combo.setMinimumWidth(220)
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            label = QLabel(text + ":", parent) if with_label else None
        if label is not None:
            label.setBuddy(control)
        control.setToolTip(rule_text(rule_texts.EXPLANATIONS[name]))
        self.controls.setdefault(name, []).append(control)
        return control, label

    def bind_extra(self, name: str, control: QWidget, label: QWidget | None = None) -> None:
        """Register another control made with :meth:`make_control` elsewhere (kept in
        step with the rules)."""
        if label is not None:
            self._labels.setdefault(name, []).append(label)
        self.refresh()

    # ------------------------------------------------------------------ state
    def rules(self) -> Rules:
        return self._rules

    def set_rules(self, rules: Rules) -> None:
        self._rules = rules
        self.refresh()
        self.changed.emit(rules)

    def restore_defaults(self) -> None:
        """"Restore default rules": the defaults for the same players and mode."""
        self.set_rules(Settings(rules=self._rules).with_default_rules().rules)

    def _edit(self, name: str, value: Any) -> None:
        if self._updating or getattr(self._rules, name) == value:
            return
        try:
            rules = self._rules.replace(**{name: value})
        except RulesError:
            self.refresh()
            return
        self.set_rules(rules)

    def refresh(self) -> None:
        """Set every control from the rules and enable the options that apply."""
        self._updating = True
        try:
            r = self._rules
            for name, controls in self.controls.items():
                value = getattr(r, name)
                enabled = rule_texts.is_enabled(name, r)
                for control in controls:
                    if isinstance(control, QCheckBox):
                        control.setChecked(bool(value))
                    elif isinstance(control, QSpinBox):
                        control.setValue(int(value))
                    elif isinstance(control, QComboBox):
                        i = control.findData(value)
                        if i >= 0:
                            control.setCurrentIndex(i)
                    control.setEnabled(enabled)
                    if not enabled:
                        control.setToolTip(
                            rule_text(rule_texts.EXPLANATIONS[name]) + "\n"
                            + self.tr("Not used in this game: %1.").replace("%1", mode_name(rule_texts.mode_key(r)))
                        )
                    else:
                        control.setToolTip(rule_text(rule_texts.EXPLANATIONS[name]))
                for w in self._labels.get(name, []):
                    w.setEnabled(enabled)
        finally:
            self._updating = False

    def control(self, name: str) -> QWidget:
        """The (first) control of option ``name``."""
        return self.controls[name][-1]


# --------------------------------------------------------------------------- the dialog
class SettingsDialog(QDialog):
    """Edit the settings. ``exec()``; on Accepted, :meth:`result_settings` is the edited
    copy (the given settings are not changed).

    Pages: Game (players, mode, target, names, computer levels), Rules, Table, Language.
    """

    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self._settings = settings or Settings()
        s = self._settings
        self._table_colour = s.table_colour

        self.tabs = QTabWidget(self)
        self.rules_editor = RulesEditor(s.rules, self)
        self.rules_editor.changed.connect(self._rules_changed)

        self.tabs.addTab(self._game_page(), self.tr("&Game"))
        self.tabs.addTab(self.rules_editor, self.tr("&Rules"))
        self.tabs.addTab(self._table_page(), self.tr("&Table"))
        self.tabs.addTab(self._language_page(), self.tr("&Language"))

        self.note = QLabel(self.tr("Rule changes apply from the next game; a game in progress keeps its rules."), self)
        self.note.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setDefault(True)

        lay = QVBoxLayout(self)
        lay.addWidget(self.tabs, 1)
        lay.addWidget(self.note)
        lay.addWidget(self.buttons)
        self._rules_changed(self.rules_editor.rules())
        self.resize(640, 620)

    # ------------------------------------------------------------------ pages
    def _game_page(self) -> QWidget:
        page = QWidget(self)
        lay = QVBoxLayout(page)
        ed = self.rules_editor
        box = QGroupBox(self.tr("Game"), page)
        form = QFormLayout(box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.players_combo, _ = ed.make_control("players", box, with_label=False)
        self.mode_combo, _ = ed.make_control("mode", box, with_label=False)
        self.target_combo, _ = ed.make_control("target", box, with_label=False)
        self.players_label = QLabel(self.tr("&Players:"), box)
        self.mode_label = QLabel(self.tr("Four players pl&ay:"), box)
        self.target_label = QLabel(self.tr("Play t&o:"), box)
        for label, combo in ((self.players_label, self.players_combo), (self.mode_label, self.mode_combo),
                             (self.target_label, self.target_combo)):
            label.setBuddy(combo)
            form.addRow(label, combo)
        ed.bind_extra("mode", self.mode_combo, self.mode_label)
        lay.addWidget(box)

        seats = QGroupBox(self.tr("Players"), page)
        grid = QGridLayout(seats)
        grid.addWidget(QLabel(self.tr("Name"), seats), 0, 1)
        grid.addWidget(QLabel(self.tr("Computer level"), seats), 0, 2)
        grid.setColumnStretch(1, 1)
        self.name_edits: list[QLineEdit] = []
        self.level_combos: list[QComboBox | None] = []
        self.seat_labels: list[QLabel] = []
        for seat in range(4):
            text = self.tr("&You:") if seat == 0 else self.tr("Player &%1:").replace("%1", str(seat + 1))
            label = QLabel(text, seats)
            # the built-in names ("You", "Computer 1") in the player's language
            edit = QLineEdit(display_name(self._settings.names[seat]), seats)
            edit.setObjectName(f"name_{seat}")
            edit.setMaxLength(MAX_NAME_LENGTH)
            edit.setPlaceholderText(display_name(DEFAULT_NAMES[seat]))
            label.setBuddy(edit)
            grid.addWidget(label, seat + 1, 0)
            grid.addWidget(edit, seat + 1, 1)
            self.name_edits.append(edit)
            self.seat_labels.append(label)
            if seat == 0:
                self.level_combos.append(None)
                grid.addWidget(QLabel(self.tr("(you play)"), seats), 1, 2)
                continue
            combo = QComboBox(seats)
            combo.setObjectName(f"level_{seat}")
            for level in LEVELS:
                combo.addItem(level_name(level), level)
            combo.setCurrentIndex(max(0, combo.findData(self._settings.levels[seat])))
            grid.addWidget(combo, seat + 1, 2)
            self.level_combos.append(combo)
        self.seat_note = QLabel(self.tr("With four players in pairs, player 3 is your partner."), seats)
        self.seat_note.setWordWrap(True)
        grid.addWidget(self.seat_note, 5, 0, 1, 3)
        lay.addWidget(seats)
        lay.addStretch(1)
        return page

    def _table_page(self) -> QWidget:
        s = self._settings
        page = QWidget(self)
        form = QFormLayout(page)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.speed_combo = QComboBox(page)
        self.speed_combo.setMinimumWidth(180)
        self.speed_combo.setObjectName("animation_speed")
        words = {"off": self.tr("Off"), "fast": self.tr("Fast"), "normal": self.tr("Normal"), "slow": self.tr("Slow")}
        for speed in ANIMATION_SPEEDS:
            self.speed_combo.addItem(words.get(speed, speed), speed)
        self.speed_combo.setCurrentIndex(max(0, self.speed_combo.findData(s.animation_speed)))
        label = QLabel(self.tr("&Animation speed:"), page)
        label.setBuddy(self.speed_combo)
        form.addRow(label, self.speed_combo)

        self.delay_spin = QSpinBox(page)
        self.delay_spin.setMinimumWidth(180)
        self.delay_spin.setObjectName("computer_delay")
        self.delay_spin.setRange(0, MAX_COMPUTER_DELAY_MS)
        self.delay_spin.setSingleStep(100)
        self.delay_spin.setSuffix(self.tr(" ms"))
        self.delay_spin.setValue(s.computer_delay_ms)
        label = QLabel(self.tr("Computer &delay:"), page)
        label.setBuddy(self.delay_spin)
        form.addRow(label, self.delay_spin)

        self.back_combo = QComboBox(page)
        self.back_combo.setMinimumWidth(180)
        self.back_combo.setObjectName("card_back")
        back_words = {"blue": self.tr("Blue"), "red": self.tr("Red"), "green": self.tr("Green"),
                      "purple": self.tr("Purple"), "charcoal": self.tr("Charcoal")}
        for style in CARD_BACKS:
            self.back_combo.addItem(back_words.get(style, style), style)
        self.back_combo.setCurrentIndex(max(0, self.back_combo.findData(s.card_back)))
        self.back_preview = QLabel(page)
        self.back_preview.setObjectName("back_preview")
        self.back_preview.setFixedSize(QSize(64, 90))
        self.back_preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.back_combo.currentIndexChanged.connect(self._update_back)
        row = QHBoxLayout()
        row.addWidget(self.back_combo, 0, Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.back_preview)
        row.addStretch(1)
        label = QLabel(self.tr("Card &back:"), page)
        label.setBuddy(self.back_combo)
        form.addRow(label, row)

        self.four_colour_box = QCheckBox(self.tr("&Four-colour deck (diamonds blue, clubs green)"), page)
        self.four_colour_box.setObjectName("four_colour")
        self.four_colour_box.setChecked(s.four_colour)
        form.addRow("", self.four_colour_box)

        self.colour_button = QPushButton(page)
        self.colour_button.setObjectName("table_colour")
        self.colour_button.clicked.connect(self.choose_table_colour)
        label = QLabel(self.tr("Table &colour:"), page)
        label.setBuddy(self.colour_button)
        form.addRow(label, self.colour_button)
        self._update_back()
        self._update_colour_button()
        return page

    def _language_page(self) -> QWidget:
        page = QWidget(self)
        form = QFormLayout(page)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.language_combo = QComboBox(page)
        self.language_combo.setMinimumWidth(180)
        self.language_combo.setObjectName("language")
        words = {"system": self.tr("System language"), "en": "English", "ru": "Русский"}
        for lang in LANGUAGES:
            self.language_combo.addItem(words.get(lang, lang), lang)
        self.language_combo.setCurrentIndex(max(0, self.language_combo.findData(self._settings.language)))
        label = QLabel(self.tr("&Language:"), page)
        label.setBuddy(self.language_combo)
        form.addRow(label, self.language_combo)
        note = QLabel(self.tr("A new language is used from the next start of the game."), page)
        note.setWordWrap(True)
        form.addRow("", note)
        return page

    # ------------------------------------------------------------------ behaviour
    def _rules_changed(self, rules: Rules) -> None:
        n = rules.players
        for seat in range(4):
            on = seat < n
            self.name_edits[seat].setEnabled(on)
            self.seat_labels[seat].setEnabled(on)
            combo = self.level_combos[seat]
            if combo is not None:
                combo.setEnabled(on)
        self.seat_note.setVisible(rules.pairs)

    def _update_back(self) -> None:
        style = self.back_combo.currentData() or CARD_BACKS[0]
        try:
            from .card_art import CardArt

            dpr = self.devicePixelRatioF()
            pix = CardArt().back(56, dpr=dpr, style=style)
        except Exception:  # the preview is decoration: never stop the dialog for it
            pix = QPixmap()
        self.back_preview.setPixmap(pix)

    def _update_colour_button(self) -> None:
        pix = QPixmap(28, 16)
        pix.fill(QColor(self._table_colour))
        self.colour_button.setIcon(QIcon(pix))
        self.colour_button.setIconSize(QSize(28, 16))
        self.colour_button.setText(self.tr("%1  Choose…").replace("%1", self._table_colour))

    def choose_table_colour(self) -> None:
        colour = QColorDialog.getColor(QColor(self._table_colour), self, self.tr("Table colour"))
        if colour.isValid():
            self.set_table_colour(colour.name())

    def set_table_colour(self, colour: str) -> None:
        """Set the cloth colour (``#rrggbb``)."""
        c = QColor(colour)
        if c.isValid():
            self._table_colour = c.name()
            self._update_colour_button()

    def rules(self) -> Rules:
        return self.rules_editor.rules()

    def result_settings(self) -> Settings:
        """The settings as edited (a new value; blank names keep the previous name)."""
        s = self._settings
        names = []
        for seat, edit in enumerate(self.name_edits):
            text = " ".join(edit.text().split())[:MAX_NAME_LENGTH]
            # a built-in name shown translated is kept as the built-in name (it follows
            # the language)
            for builtin in (s.names[seat], DEFAULT_NAMES[seat]):
                if text and text != builtin and text == display_name(builtin):
                    text = builtin
            names.append(text or s.names[seat] or DEFAULT_NAMES[seat])
        levels = [s.levels[0]] + [c.currentData() for c in self.level_combos[1:]]
        return replace(
            s,
            rules=self.rules(),
            names=tuple(names),
            levels=tuple(levels),
            animation_speed=self.speed_combo.currentData(),
            computer_delay_ms=int(self.delay_spin.value()),
            card_back=self.back_combo.currentData(),
            four_colour=self.four_colour_box.isChecked(),
            table_colour=self._table_colour,
            language=self.language_combo.currentData(),
        )


__all__ = ["RulesEditor", "SettingsDialog", "rule_text", "level_name", "mode_name"]
