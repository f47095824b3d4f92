"""The rules editor: every rule option of RULES.md section 11, grouped, each with its
one-line explanation, and "Restore default rules".

:class:`RulesEditor` holds one ``Rules`` value: each control changes it through
``Rules.replace`` (so the engine decides what follows, such as the default target of a new
player count) and then every control is set again from it. Options are grouped as
:data:`~deberts_desktop.storage.rule_texts.GROUPS`; which option applies is asked of
``rule_texts.is_enabled`` (options that mean nothing in the chosen mode are disabled);
nothing here knows the rules. The settings dialog's Rules page and the score keeper's
start dialog use it; :meth:`RulesEditor.make_control` makes more controls bound to the
same rules (the players, mode and target of their first page).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine.rules import BOOLEANS, CHOICES, TARGETS, Rules, RulesError
from ...storage import rule_texts
from ...storage.settings import Settings
from ..words import mode_name, rule_text

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

