"""Rule presets in the settings: a built-in or an own preset chosen in one click, the
rules as they are saved as an own preset, own presets deleted, exported and imported.

:class:`PresetBar` sits above the :class:`~.rules_editor.RulesEditor` of the settings'
Rules page. The presets are data: the built-in ones are the engine's
(:data:`~deberts_desktop.engine.presets.PRESETS`, named by
:data:`~deberts_desktop.storage.rule_texts.PRESET_LABELS`), the player's own ones
:class:`~deberts_desktop.storage.presets.OwnPreset` values kept in the settings; the
file is :mod:`deberts_desktop.storage.presets`'. Nothing here knows a rule.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QComboBox, QDialog, QFileDialog, QHBoxLayout, QInputDialog, QLabel, QPushButton, QVBoxLayout,
                               QWidget)

from ...engine.presets import PRESETS, apply_preset, options_of
from ...storage import rule_texts
from ...storage.messages import Message
from ...storage.presets import (MAX_PRESET_NAME, SUFFIX, OwnPreset, PresetFileError, export_presets, game_preset,
                                import_presets, readable_presets)
from ..widgets import save_dialog
from ..words import invisible_name_refusal, is_program_preset_name, preset_name, record_error_text, rule_text, storage_text, typed_name

#: The item data of "Custom" in the combo box.
CUSTOM = ""


class PresetBar(QWidget):
    """"Preset:" (the built-in presets, then the player's own; "Custom" when the rules are
    none of them), "Save as…", "Delete", "Export…", "Import…" and a line for what went
    wrong. Choosing a preset sets the editor's rules for the same players and mode.

    :attr:`own` is the player's presets as edited; :attr:`changed` is emitted when it
    changes.
    """

    changed = Signal()

    def __init__(self, editor, own: tuple[OwnPreset, ...] = (), parent: QWidget | None = None,
                 chosen: str | None = None):
        super().__init__(parent)
        self.editor = editor
        self.own: tuple[OwnPreset, ...] = tuple(own)
        #: the preset the player chose or saved last (a key or an own preset's name; at first
        #: the settings' ``rule_preset``): shown while the rules are still its own, also when
        #: another preset gives the same rules
        self.chosen: str | None = chosen
        self.combo = QComboBox(self)
        self.combo.setObjectName("rule_preset")
        self.combo.setMinimumWidth(220)
        self.combo.setAccessibleName(self.tr("Rule preset"))
        label = QLabel(self.tr("Pre&set:"), self)
        label.setBuddy(self.combo)
        self.save_button = QPushButton(self.tr("Sa&ve as…"), self)
        self.save_button.setToolTip(self.tr("Keep these rules as a preset of your own"))
        self.delete_button = QPushButton(self.tr("Delete"), self)
        self.delete_button.setToolTip(self.tr("Delete this preset of your own"))
        self.export_button = QPushButton(self.tr("E&xport…"), self)
        self.export_button.setToolTip(self.tr("Save your own presets to a file to share with friends"))
        self.import_button = QPushButton(self.tr("I&mport…"), self)
        self.import_button.setToolTip(self.tr("Add the presets of a file a friend gave you"))
        self.message = QLabel(self)
        self.message.setObjectName("preset_message")
        self.message.setTextFormat(Qt.TextFormat.PlainText)  # a preset's name as typed ("<b>Friday</b>"), never HTML
        self.message.setWordWrap(True)
        self.message.setVisible(False)
        self.source = QLabel(self)
        self.source.setObjectName("preset_source")
        self.source.setWordWrap(True)

        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(label)
        row.addWidget(self.combo)
        for b in (self.save_button, self.delete_button, self.export_button, self.import_button):
            row.addWidget(b)
        row.addStretch(1)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 4)
        lay.addLayout(row)
        lay.addWidget(self.source)
        lay.addWidget(self.message)

        self.combo.activated.connect(self._chosen)
        self.save_button.clicked.connect(self.ask_save)
        self.delete_button.clicked.connect(self.ask_delete)
        self.export_button.clicked.connect(self.ask_export)
        self.import_button.clicked.connect(self.ask_import)
        editor.changed.connect(lambda _rules: self.refresh())
        self.refresh()

    # ------------------------------------------------------------------ state
    def current(self) -> str | None:
        """The preset the editor's rules are: a built-in key, an own preset's name, or
        None (custom) — the one chosen (:attr:`chosen`) while they are its rules."""
        return game_preset(self.editor.rules(), self.own, self.chosen)

    def refresh(self) -> None:
        """List the presets again and show the one the rules are."""
        self.combo.blockSignals(True)
        self.combo.clear()
        for key in PRESETS:
            self.combo.addItem(preset_name(key), key)
        for p in self.own:
            self.combo.addItem(p.name, p.name)
        now = self.current()
        if now is None:
            self.combo.addItem(preset_name(None), CUSTOM)
            self.combo.setCurrentIndex(self.combo.count() - 1)
        else:
            self.combo.setCurrentIndex(max(0, self.combo.findData(now)))
        self.combo.blockSignals(False)
        own_names = {p.name for p in self.own}
        self.delete_button.setEnabled(now in own_names)
        self.export_button.setEnabled(bool(self.own))
        text = rule_text(rule_texts.PRESET_SOURCES[now]) if now in rule_texts.PRESET_SOURCES else ""
        self.source.setText(text)
        self.source.setVisible(bool(text))

    def _options(self, key: str) -> dict:
        if key in PRESETS:
            return dict(PRESETS[key])
        for p in self.own:
            if p.name == key:
                return p.as_dict()
        return {}

    def _chosen(self, index: int) -> None:
        self.choose(self.combo.itemData(index))

    def choose(self, key: str) -> None:
        """Set the editor's rules to preset ``key`` (a built-in key or an own preset's
        name) for the same players and mode; "Custom" leaves them as they are."""
        self._tell("")
        if key and key != CUSTOM:
            self.chosen = key
            self.editor.set_rules(apply_preset(self.editor.rules(), self._options(key)))
        self.refresh()

    # ------------------------------------------------------------------ own presets
    def save_as(self, name: str) -> None:
        """Keep the editor's rules as the own preset ``name`` (one of that name but for
        case is replaced); a blank name does nothing, a name that shows nothing (zero-width
        spaces only) is refused in words."""
        why = invisible_name_refusal(name)
        if why:
            self._tell(self.tr("The preset was not saved. %1").replace("%1", why))
            return
        name = typed_name(name, MAX_PRESET_NAME)
        if not name:
            return
        if is_program_preset_name(name):
            self._tell(self.tr("“%1” is a name in the program's list of presets: choose another name.")
                       .replace("%1", name))
            return
        preset = OwnPreset.of(name, options_of(self.editor.rules()))
        self.own = tuple(p for p in self.own if p.name.casefold() != name.casefold()) + (preset,)
        self.chosen = name
        self._tell("")
        self.refresh()
        self.changed.emit()

    def delete_current(self) -> None:
        """Delete the own preset the rules are now (the rules stay as they are)."""
        now = self.current()
        self.own = tuple(p for p in self.own if p.name != now)
        self.chosen = None
        self.refresh()
        self.changed.emit()

    def export_to(self, path: str) -> bool:
        """Write the own presets to ``path``; False (and the reason shown) when it could
        not be written."""
        try:
            export_presets(path, self.own)
        except PresetFileError as e:
            self._tell(self.tr("The presets were not exported: %1").replace("%1", storage_text(e)))
            return False
        self._tell(self.tr("%n preset(s) exported.", None, len(self.own)))
        return True

    def import_from(self, path: str) -> bool:
        """Add the presets of the file at ``path`` (an own one of the same name but for case is
        replaced, and the message says so when its name or rules differ);
        False, nothing added and the reason shown when the file is refused."""
        try:
            got = self._as_shown(import_presets(path))
        except PresetFileError as e:
            self._tell(self.tr("The presets were not imported: %1").replace("%1", self._reason(e)))
            return False
        taken = next((p.name for p in got if is_program_preset_name(p.name)), None)
        if taken is not None:
            self._tell(self.tr("The presets were not imported: %1").replace("%1", self.tr(
                "“%1” is a name in the program's list of presets: rename it in the file.").replace("%1", taken)))
            return False
        names = {p.name.casefold(): p for p in got}
        replaced = [names[p.name.casefold()].name for p in self.own
                    if p.name.casefold() in names and p != names[p.name.casefold()]]
        self.own = tuple(p for p in self.own if p.name.casefold() not in names) + got
        self._tell(" ".join([self.tr("%n preset(s) imported.", None, len(got))] + [
            self.tr("“%1” replaced your preset of that name.").replace("%1", name) for name in replaced]))
        self.refresh()
        self.changed.emit()
        return True

    @staticmethod
    def _as_shown(got: tuple[OwnPreset, ...]) -> tuple[OwnPreset, ...]:
        """The presets of a file with their names kept as they are shown (:func:`typed_name`:
        without direction controls, as Save as keeps a typed name; :func:`readable_presets`,
        as the settings' own list is read).

        :raises PresetFileError: a name reads as nothing, or two read alike but for case
            (one preset in the list: the file's own refusals; where the settings drop one,
            an imported file is refused whole)."""
        out, dropped = readable_presets(got, lambda name: typed_name(name, MAX_PRESET_NAME))
        if not dropped:
            return out
        name, kept = dropped[0]
        if kept is None:
            raise PresetFileError(Message("Each preset must have a name of 1 to {most} characters.", most=MAX_PRESET_NAME))
        raise PresetFileError(Message("Two presets are named “{name}”.", name=name))

    def _reason(self, e: PresetFileError) -> str:
        if e.rules_error is not None:
            return self.tr("the preset “%1” cannot be used: %2").replace("%1", e.preset or "").replace(
                "%2", record_error_text(e.rules_error))
        return storage_text(e)

    def _tell(self, text: str) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text))

    # ------------------------------------------------------------------ the buttons
    def ask_save(self) -> None:
        dlg = QInputDialog(self)
        dlg.setWindowTitle(self.tr("Save as a preset"))
        dlg.setLabelText(self.tr("Name of the preset:"))
        dlg.setOkButtonText(self.tr("&Save"))  # what happens, not "OK"
        try:
            if dlg.exec() == QDialog.DialogCode.Accepted:
                self.save_as(dlg.textValue())
        finally:
            dlg.deleteLater()

    def ask_delete(self) -> None:
        """Ask before deleting the own preset the rules are now: "Delete" or "Cancel",
        Cancel the default (Enter by habit deletes nothing)."""
        from PySide6.QtWidgets import QMessageBox

        from ..widgets import asking

        now = self.current()
        if now is None:
            return
        if asking.confirm(self, self.tr("Delete preset"),
                          self.tr("Delete your preset “%1”? The rules shown stay as they are.").replace("%1", now),
                          self.tr("&Delete"), icon=QMessageBox.Icon.Question):
            self.delete_current()

    def ask_export(self) -> None:
        path = save_dialog.save_file_name(self, self.tr("Export presets"), "my" + SUFFIX,
                                          self.tr("Rule presets (*.json)"), SUFFIX[1:])
        if path:
            self.export_to(path)

    def ask_import(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import presets"), "", self.tr("Rule presets (*.json)"))
        if path:
            self.import_from(path)
