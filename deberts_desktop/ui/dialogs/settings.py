"""The settings dialog: game, rules, table and language.

:class:`SettingsDialog` edits a :class:`~deberts_desktop.storage.settings.Settings` and
gives the edited copy back (:meth:`SettingsDialog.result_settings`); the caller saves it
with ``storage.save_settings`` and uses its rules for the next game.

Its Rules page is a :class:`~.rules_editor.RulesEditor`, which also makes the players,
mode and target controls of its Game page, so they stay in step with the rules.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine.rules import Rules
from ...storage.settings import (
    ANIMATION_SPEEDS,
    CARD_BACKS,
    COACH_THRESHOLDS,
    HAND_TRUMPS,
    LANGUAGES,
    LEVELS,
    MAX_COMPUTER_DELAY_MS,
    MAX_NAME_LENGTH,
    MAX_PAUSE_MS,
    SOUND_VOLUMES,
    DEFAULT_NAMES,
    Settings,
)
from .presets import PresetBar
from .rules_editor import RulesEditor
from ..widgets.scroll_body import scroll_pages
from ..words import app_name_refusal, default_player_name, invisible_name_refusal, level_name, mode_name, rule_text, settings_names, typed_name

# --------------------------------------------------------------------------- the dialog
class SettingsDialog(QDialog):
    """Edit the settings. ``exec()``; on Accepted, :meth:`result_settings` is the edited
    copy (the given settings are not changed).

    Pages: Game (players, mode, target, names, computer levels, the hint's level, the
    coach), Rules, Table,
    Language.
    """

    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self._settings = settings or Settings()
        s = self._settings
        self._table_colour = s.table_colour

        self.tabs = QTabWidget(self)
        self.rules_editor = RulesEditor(s.rules)  # (no parent yet: put in the page after the preset bar, it
        self.rules_editor.changed.connect(self._rules_changed)  # comes after the bar in the Tab order too)
        self.rules_page = QWidget(self)
        self.preset_bar = PresetBar(self.rules_editor, s.rule_presets, self.rules_page, s.rule_preset)
        rules_lay = QVBoxLayout(self.rules_page)
        rules_lay.addWidget(self.preset_bar)
        rules_lay.addWidget(self.rules_editor, 1)

        self.tabs.addTab(self._game_page(), self.tr("&Game"))
        self.tabs.addTab(self.rules_page, self.tr("&Rules"))
        self.tabs.addTab(self._table_page(), self.tr("&Table"))
        self.tabs.addTab(self._pacing_page(), self.tr("Pac&e and sound"))
        self.tabs.addTab(self._language_page(), self.tr("&Language"))
        scroll_pages(self.tabs, keep=(self.rules_page,))  # a small screen: the pages scroll, Save stays in view

        self.note = QLabel(self.tr("Rule changes apply from the next game; a game in progress keeps its rules."), self)
        self.note.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Save"))  # what it does, as the keeper's "Start" (no mnemonic: Alt+S is "Preset:")
        ok.setDefault(True)

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
        self._shown_names = settings_names(self._settings)  # what the name fields start with
        for seat in range(4):
            text = self.tr("&You:") if seat == 0 else self.tr("Player &%1:").replace("%1", str(seat + 1))
            label = QLabel(text, seats)
            # a default name ("You", "Computer 1") in the player's language; it stays the
            # default (and follows the language) until the player types another
            edit = QLineEdit(self._shown_names[seat], seats)
            edit.setObjectName(f"name_{seat}")
            edit.setMaxLength(MAX_NAME_LENGTH)
            edit.setPlaceholderText(default_player_name(seat))
            label.setBuddy(edit)
            grid.addWidget(label, seat + 1, 0)
            grid.addWidget(edit, seat + 1, 1)
            self.name_edits.append(edit)
            self.seat_labels.append(label)
            if seat == 0:  # the person plays: no computer level (the hint has its own)
                self.level_combos.append(None)
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
        self.name_problem = QLabel(seats)  # a name refused at Save (accept): why
        self.name_problem.setObjectName("name_problem")
        self.name_problem.setWordWrap(True)
        self.name_problem.setVisible(False)
        grid.addWidget(self.name_problem, 6, 0, 1, 3)
        lay.addWidget(seats)
        lay.addWidget(self._coach_box(page))
        lay.addStretch(1)
        return page

    def _coach_box(self, page: QWidget) -> QGroupBox:
        """The hint's level; the coach: on or off, and from how many deal points a card is
        costly."""
        s = self._settings
        box = QGroupBox(self.tr("Hints and the coach"), page)
        rows = QVBoxLayout(box)
        top = QHBoxLayout()
        self.hint_combo = QComboBox(box)
        self.hint_combo.setObjectName("hint_level")
        for level in LEVELS:
            self.hint_combo.addItem(level_name(level), level)
        self.hint_combo.setCurrentIndex(max(0, self.hint_combo.findData(s.hint_level)))
        self.hint_combo.setToolTip(self.tr("The hint (F1) highlights the best card or bid by what you can see, "
                                           "and shows this level's choice beside it when it differs."))
        label = QLabel(self.tr("H&int level:"), box)
        label.setBuddy(self.hint_combo)
        top.addWidget(label)
        top.addWidget(self.hint_combo)
        top.addStretch(1)
        rows.addLayout(top)
        row = QHBoxLayout()
        rows.addLayout(row)
        self.coach_box = QCheckBox(self.tr("&Warn me before a costly card"), box)
        self.coach_box.setObjectName("coach")
        self.coach_box.setChecked(s.coach)
        self.coach_box.setToolTip(self.tr("Before your card is played, the coach says if it costs at least the "
                                          "threshold in deal points, by what you can see, and which card is better."))
        self.coach_spin = QSpinBox(box)
        self.coach_spin.setObjectName("coach_threshold")
        self.coach_spin.setRange(*COACH_THRESHOLDS)
        self.coach_spin.setValue(s.coach_threshold)
        self.coach_spin.setToolTip(self.tr("The review of a deal marks the cards that cost this much as mistakes."))
        label = QLabel(self.tr("T&hreshold (deal points):"), box)
        label.setBuddy(self.coach_spin)
        row.addWidget(self.coach_box)
        row.addSpacing(12)
        row.addWidget(label)
        row.addWidget(self.coach_spin)
        row.addStretch(1)
        return box

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
        self.large_index_box = QCheckBox(self.tr("Large card &indices (easier to read)"), page)
        self.large_index_box.setObjectName("large_index")
        self.large_index_box.setChecked(s.large_index)
        form.addRow("", self.large_index_box)

        self.colour_button = QPushButton(page)
        self.colour_button.setObjectName("table_colour")
        self.colour_button.clicked.connect(self.choose_table_colour)
        label = QLabel(self.tr("Table &colour:"), page)
        label.setBuddy(self.colour_button)
        form.addRow(label, self.colour_button)
        self._update_back()
        self._update_colour_button()
        return page

    def _pacing_page(self) -> QWidget:
        """The pace of the table (the pause after a trick, a computer's card in view, cards
        played by themselves), the sounds and how the hand is sorted (issue 23)."""
        s = self._settings
        page = QWidget(self)
        form = QFormLayout(page)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)

        def spin(name: str, value: int, text: str, tip: str) -> QSpinBox:
            box = QSpinBox(page)
            box.setMinimumWidth(180)
            box.setObjectName(name)
            box.setRange(0, MAX_PAUSE_MS)
            box.setSingleStep(100)
            box.setSuffix(self.tr(" ms"))
            box.setValue(value)
            box.setToolTip(tip)
            label = QLabel(text, page)
            label.setBuddy(box)
            form.addRow(label, box)
            return box

        self.trick_pause_spin = spin("trick_pause", s.trick_pause_ms, self.tr("Pause after a tric&k:"),
                                     self.tr("How long a completed trick stays on the table before it is taken in."))
        self.card_min_spin = spin("card_min", s.card_min_ms, self.tr("A computer's card stays &in view at least:"),
                                  self.tr("However fast the animation, a computer's card stays this long before "
                                          "the next card comes."))
        self.play_single_box = QCheckBox(self.tr("Play my &only legal card by itself"), page)
        self.play_single_box.setObjectName("play_single")
        self.play_single_box.setChecked(s.play_single)
        form.addRow(self.play_single_box)  # the whole width: long in Russian
        self.play_out_box = QCheckBox(self.tr("Play out the rest by itself once my cards are &forced"), page)
        self.play_out_box.setToolTip(self.tr("The last trick: your last card is played by itself."))
        self.play_out_box.setObjectName("play_out_forced")
        self.play_out_box.setChecked(s.play_out_forced)
        form.addRow(self.play_out_box)

        self.trumps_combo = QComboBox(page)
        self.trumps_combo.setMinimumWidth(180)
        self.trumps_combo.setObjectName("hand_trumps")
        words = {"first": self.tr("Trumps first"), "last": self.tr("Trumps last")}
        for where in HAND_TRUMPS:
            self.trumps_combo.addItem(words.get(where, where), where)
        self.trumps_combo.setCurrentIndex(max(0, self.trumps_combo.findData(s.hand_trumps)))
        self.trumps_combo.setToolTip(self.tr("Your hand: the suits in alternating colours, the trumps in trump rank "
                                             "(J 9 A 10 K Q 8 7) first or last."))
        label = QLabel(self.tr("&Hand sorted:"), page)
        label.setBuddy(self.trumps_combo)
        form.addRow(label, self.trumps_combo)

        self.sound_box = QCheckBox(self.tr("&Sounds"), page)
        self.sound_box.setObjectName("sound")
        self.sound_box.setChecked(s.sound)
        self.volume_spin = QSpinBox(page)
        self.volume_spin.setObjectName("sound_volume")
        self.volume_spin.setRange(*SOUND_VOLUMES)
        self.volume_spin.setSingleStep(10)
        self.volume_spin.setSuffix(" %")
        self.volume_spin.setValue(s.sound_volume)
        self.volume_spin.setEnabled(s.sound)
        self.sound_box.toggled.connect(self.volume_spin.setEnabled)
        row = QHBoxLayout()
        row.addWidget(self.sound_box)
        row.addSpacing(12)
        label = QLabel(self.tr("&Volume:"), page)
        label.setBuddy(self.volume_spin)
        row.addWidget(label)
        row.addWidget(self.volume_spin)
        row.addStretch(1)
        form.addRow(row)  # the whole width, as the check boxes above it
        note = self.sound_note = QLabel(self.tr("A card played, a trick taken, the deal, your turn, a bait, the game "
                                                "won or lost."), page)
        note.setWordWrap(True)
        form.addRow(note)  # wrapped at the page's width, not at the narrow width Qt guesses for it
        return page

    def _language_page(self) -> QWidget:
        page = QWidget(self)
        form = QFormLayout(page)
        # the note under the choice grows to the page's width (it wrapped at Qt's guess of
        # a width, two short lines); the choice keeps its size
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self.language_combo = QComboBox(page)
        self.language_combo.setMinimumWidth(180)
        self.language_combo.setObjectName("language")
        words = {"system": self.tr("System language"), "en": "English", "ru": "Русский"}
        for lang in LANGUAGES:
            self.language_combo.addItem(words.get(lang, lang), lang)
        self.language_combo.setCurrentIndex(max(0, self.language_combo.findData(self._settings.language)))
        label = QLabel(self.tr("La&nguage:"), page)
        label.setBuddy(self.language_combo)
        form.addRow(label, self.language_combo)
        note = self.language_note = QLabel(self.tr("A new language is used from the next start of the game."), page)
        note.setWordWrap(True)
        note.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
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
            from ..cards.art import CardArt

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

    def _typed(self, seat: int) -> str:
        """The name typed in seat ``seat``'s field, its spaces made single; "" when blank or
        as the field started (the name stays as it was)."""
        text = typed_name(self.name_edits[seat].text(), MAX_NAME_LENGTH)
        return "" if text == " ".join(self._shown_names[seat].split()) else text

    def accept(self) -> None:
        """Save: refused, with the reason under the names and the field focused, while a
        typed name is a name the app gives another seat ("You" for a computer, "Computer
        5": :func:`~..words.app_name_refusal`) or shows nothing (zero-width spaces only:
        :func:`~..words.invisible_name_refusal`); nothing typed is lost. A seat not in play
        with the rules chosen keeps its name for when it plays, so its name is checked too:
        the reason names the player, and its greyed field is made editable to mend it there."""
        for seat, edit in enumerate(self.name_edits):
            why = invisible_name_refusal(edit.text()) or app_name_refusal(self._typed(seat), DEFAULT_NAMES[seat])
            if why:
                if not edit.isEnabled():  # greyed: the focus could not go there
                    why = self.tr("Player %1 (not in play with these rules): %2").replace(
                        "%1", str(seat + 1)).replace("%2", why)
                    edit.setEnabled(True)
                    self.seat_labels[seat].setEnabled(True)
                self.name_problem.setText(why)
                self.name_problem.setVisible(True)
                self.tabs.setCurrentIndex(0)
                edit.setFocus()
                edit.selectAll()
                return
        self.name_problem.setVisible(False)
        super().accept()

    def result_settings(self) -> Settings:
        """The settings as edited (a new value; blank names keep the previous name)."""
        s = self._settings
        names = []
        for seat in range(len(self.name_edits)):
            text = self._typed(seat)
            if not text:
                names.append(s.names[seat])  # not changed (or blank): as it was, a default one too
            else:
                names.append(text)  # typed: kept as typed (a plain str), in every language
        levels = [c.currentData() if c is not None else s.levels[seat] for seat, c in enumerate(self.level_combos)]
        return replace(
            s,
            rules=self.rules(),
            names=tuple(names),
            levels=tuple(levels),
            animation_speed=self.speed_combo.currentData(),
            computer_delay_ms=int(self.delay_spin.value()),
            card_back=self.back_combo.currentData(),
            four_colour=self.four_colour_box.isChecked(),
            large_index=self.large_index_box.isChecked(),
            table_colour=self._table_colour,
            language=self.language_combo.currentData(),
            coach=self.coach_box.isChecked(),
            coach_threshold=int(self.coach_spin.value()),
            hint_level=self.hint_combo.currentData(),
            sound=self.sound_box.isChecked(),
            sound_volume=int(self.volume_spin.value()),
            trick_pause_ms=int(self.trick_pause_spin.value()),
            card_min_ms=int(self.card_min_spin.value()),
            play_single=self.play_single_box.isChecked(),
            play_out_forced=self.play_out_box.isChecked(),
            hand_trumps=self.trumps_combo.currentData(),
            rule_presets=self.preset_bar.own,
            rule_preset=self.preset_bar.current(),  # the game started next says it
        )


# RulesEditor lives in .rules_editor, level_name, mode_name and rule_text in .words; the last
# three are importable from here as before.
__all__ = ["SettingsDialog", "level_name", "mode_name", "rule_text"]
