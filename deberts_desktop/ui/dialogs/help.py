"""The Rules window (Help menu): the rules of Debertz with this game's choices marked.

The rules text lives in ``deberts_desktop/resources/help/rules.<language>.html`` (English
and Russian; see the README there). Those files are HTML for :class:`QTextBrowser` plus a
few tags that :func:`render_rules_html` replaces, so that the choices of the current
:class:`~deberts_desktop.engine.rules.Rules` show **bold on a highlight colour** and the
other values of each option show grey, as alternatives.

The main window opens it with the rules of the game on its table (the score keeper's window
with its sheet's rules)::

    self.rules_window = RulesWindow(game.rules, language, parent=self)  # keep a reference
    self.rules_window.show()            # not modal: it may stay open beside the table
    self.rules_window.set_rules(rules)  # another game came on the table
    self.rules_window.show_option("overtrump")  # e.g. from the settings dialog

``language`` is ``"en"``, ``"ru"`` or ``"system"`` (the system locale's language, English
when it is not Russian); the window has its own English / Russian switch.
"""

from __future__ import annotations

import html
import re
from importlib import resources

from PySide6.QtCore import QLocale, QPoint, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut, QTextBlock, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.rules import BOOLEANS, CHOICES, TARGETS, Rules
from ...storage import rule_texts
from .about import AboutDialog  # noqa: F401 (the main window imports it from here)

#: The languages of the rules text, with their names as their speakers write them.
LANGUAGES: dict[str, str] = {"en": "English", "ru": "Русский"}

#: How the current choice looks: dark text, bold, on a warm yellow (readable on light and
#: dark palettes alike, since the text colour is fixed too).
CHOSEN_STYLE = "background-color:#ffe27a; color:#1a1a1a; font-weight:bold"
#: How an alternative looks.
ALT_STYLE = "color:#8a8a8a"

#: The style sheet of the rules document (Qt's rich-text CSS subset).
DOCUMENT_CSS = """
h1 { font-size: x-large; color: #1f5a3a; margin-bottom: 6px; }
h2 { font-size: large; color: #1f5a3a; margin-top: 18px; margin-bottom: 4px; }
h3 { font-size: medium; margin-top: 12px; margin-bottom: 2px; }
p { margin-top: 4px; margin-bottom: 4px; }
li { margin-bottom: 2px; }
th { background-color: #e4eee7; color: #1a1a1a; font-weight: bold; }
tt { color: #6a6a6a; font-size: small; }
a { color: #1f6fb5; }
"""

_HELP_PACKAGE = ("resources", "help")
_OPT = re.compile(r'<opt\s+n="([^"]+)"\s+v="([^"]+)"\s*>(.*?)</opt>', re.S)
_CUR = re.compile(r'<cur\s+n="([^"]+)"\s*/>')
_NA = re.compile(r'<na\s+n="([^"]+)"\s*>(.*?)</na>', re.S)
_LEGEND = re.compile(r"<(chosen|alt)>(.*?)</\1>", re.S)
_SECTION = re.compile(r'<h([12])[^>]*>\s*<a name="([^"]+)"></a>(.*?)</h\1>', re.S)
_TAGS = re.compile(r"<[^>]+>")

#: Option names that hold numbers a player types rather than picks from a list.
NUMBER_OPTIONS = ("players", "target", "low_hand_limit", "bait_penalty_points", "ski_penalty")
#: ``n="table"`` in the templates: the kind of game, as rule_texts.mode_key gives it.
TABLE = "table"


class HelpError(RuntimeError):
    """A help file is missing or uses an option or value that does not exist."""


def resolve_language(language: str | None) -> str:
    """``"en"`` or ``"ru"``: the language itself, or for ``"system"`` / anything else the
    system locale's language when it is Russian, else English."""
    if language in LANGUAGES:
        return language
    return "ru" if QLocale.system().name().lower().startswith("ru") else "en"


def help_template(language: str) -> str:
    """The raw text of ``rules.<language>.html`` from the package (source tree or
    PyInstaller bundle alike).

    :raises HelpError: no such file.
    """
    try:
        res = resources.files("deberts_desktop").joinpath(*_HELP_PACKAGE, f"rules.{language}.html")
        return res.read_text(encoding="utf-8")
    except (FileNotFoundError, OSError) as e:
        raise HelpError(f"help text for language {language!r} not found: {e}") from e


def option_values(rules: Rules) -> dict[str, str]:
    """Every option's current value as the templates write it (``on`` / ``off`` for
    true / false, digits for numbers), plus ``table`` (the kind of game)."""
    out: dict[str, str] = {}
    for name, value in rules.to_dict(full=True).items():
        if isinstance(value, bool):
            out[name] = "on" if value else "off"
        else:
            out[name] = str(value)
    out[TABLE] = rule_texts.mode_key(rules)
    return out


def allowed_values(name: str) -> tuple[str, ...] | None:
    """The values an ``<opt>`` may name for an option (None: any number)."""
    if name == TABLE:
        return rule_texts.MODES
    if name == "players":
        return ("2", "3", "4")
    if name == "target":
        return tuple(str(t) for t in TARGETS)
    if name in BOOLEANS:
        return ("on", "off")
    if name in CHOICES:
        return CHOICES[name]
    return None


def chosen(text: str, name: str = "", value: str = "") -> str:
    """``text`` styled as the current choice (``data-opt`` / ``data-val`` name it; Qt
    ignores them, tests read them)."""
    data = f' data-opt="{name}" data-val="{value}"' if name else ""
    return f'<span class="chosen"{data} style="{CHOSEN_STYLE}">{text}</span>'


def alternative(text: str, name: str = "", value: str = "") -> str:
    """``text`` styled as an alternative to the current choice."""
    data = f' data-opt="{name}" data-val="{value}"' if name else ""
    return f'<span class="alt"{data} style="{ALT_STYLE}">{text}</span>'


def neutral(text: str, name: str, value: str) -> str:
    """``text`` of an option that has no effect in the current game: neither chosen nor
    an alternative, plain text."""
    return f'<span class="na" data-opt="{name}" data-val="{value}">{text}</span>'


def render_rules_html(rules: Rules, language: str) -> str:
    """The rules text in ``language`` with the choices of ``rules`` highlighted.

    :raises HelpError: the template names an unknown option or value.
    """
    values = option_values(rules)

    def opt(m: re.Match) -> str:
        name, vals, inner = m.group(1), m.group(2).split("|"), m.group(3)
        allowed = allowed_values(name)
        if name not in values or (allowed is not None and any(v not in allowed for v in vals)):
            raise HelpError(f"rules.{language}.html: unknown option or value {name}={'|'.join(vals)}")
        if name in rule_texts.LABELS and not rule_texts.is_enabled(name, rules):
            return neutral(inner, name, "|".join(vals))
        if values[name] in vals:
            return chosen(inner, name, values[name])
        return alternative(inner, name, "|".join(vals))

    def cur(m: re.Match) -> str:
        name = m.group(1)
        if name not in NUMBER_OPTIONS:
            raise HelpError(f"rules.{language}.html: <cur> of a non-number option {name}")
        return chosen(html.escape(values[name]), name, values[name])

    def na(m: re.Match) -> str:
        name = m.group(1)
        if name not in rule_texts.LABELS:
            raise HelpError(f"rules.{language}.html: unknown option {name} in <na>")
        if rule_texts.is_enabled(name, rules):
            return ""
        return f'<i style="color:#8a5a00">{m.group(2)}</i>'

    def legend(m: re.Match) -> str:
        return chosen(m.group(2)) if m.group(1) == "chosen" else alternative(m.group(2))

    text = help_template(language)
    text = _OPT.sub(opt, text)
    text = _CUR.sub(cur, text)
    text = _NA.sub(na, text)
    text = _LEGEND.sub(legend, text)
    return text


def sections(html_text: str) -> list[tuple[str, str]]:
    """The (anchor, title) of the ``<h1>`` title and each ``<h2>`` section, in order: the
    table of contents."""
    return [(a, html.unescape(_TAGS.sub("", t)).strip()) for _level, a, t in _SECTION.findall(html_text)]


class RulesWindow(QDialog):
    """The rules of Debertz, with the choices of the rules given highlighted (a game's, a
    score sheet's: :meth:`set_rules`).

    Not modal. A table of contents on the left, the text on the right, English / Russian
    buttons at the top, and a find bar (Ctrl+F; Enter finds the next match, Shift+Enter the
    previous one, Esc hides the bar).

    :ivar browser: the :class:`QTextBrowser` with the text.
    :ivar contents: the table of contents (:class:`QListWidget`; item data = anchor).
    """

    #: Emitted with the new language code when the person switches language in the window.
    language_changed = Signal(str)

    def __init__(self, rules: Rules, language: str = "en", parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("RulesWindow")
        self.setWindowTitle(self.tr("Rules of Debertz"))
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        self.setWindowFlag(Qt.WindowType.WindowMinMaxButtonsHint, True)
        self.setModal(False)
        self._rules = rules
        self._language = resolve_language(language)
        self._html = ""

        # language switch
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Language:")))
        self.language_group = QButtonGroup(self)
        self.language_buttons: dict[str, QToolButton] = {}
        for code, name in LANGUAGES.items():
            b = QToolButton()
            b.setText(name)
            b.setCheckable(True)
            b.setObjectName(f"language_{code}")
            b.setAutoRaise(False)
            self.language_group.addButton(b)
            self.language_buttons[code] = b
            b.clicked.connect(lambda _=False, c=code: self.set_language(c))
            top.addWidget(b)
        top.addStretch(1)
        self.find_button = QPushButton(self.tr("Find…"))
        self.find_button.setToolTip(QKeySequence(QKeySequence.StandardKey.Find).toString(QKeySequence.SequenceFormat.NativeText))
        self.find_button.clicked.connect(self.show_find_bar)
        top.addWidget(self.find_button)

        # contents and text
        self.contents = QListWidget()
        self.contents.setObjectName("contents")
        self.contents.itemActivated.connect(self._go_to_item)
        self.contents.itemClicked.connect(self._go_to_item)
        self.browser = QTextBrowser()
        self.browser.setObjectName("rules_text")
        self.browser.setOpenLinks(True)
        self.browser.setOpenExternalLinks(False)
        self.browser.document().setDefaultStyleSheet(DOCUMENT_CSS)
        self.browser.document().setDocumentMargin(10)
        # the text's colours are fixed, so its page is too (readable under a dark theme)
        self.browser.setStyleSheet("QTextBrowser { background-color: #fdfdfb; color: #1a1a1a; }")
        self.browser.verticalScrollBar().valueChanged.connect(self._sync_contents)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.contents)
        splitter.addWidget(self.browser)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        splitter.setSizes([190, 610])
        self.contents.setMinimumWidth(120)

        # find bar
        self.find_bar = QWidget()
        fb = QHBoxLayout(self.find_bar)
        fb.setContentsMargins(0, 0, 0, 0)
        fb.addWidget(QLabel(self.tr("Find:")))
        self.find_edit = QLineEdit()
        self.find_edit.setObjectName("find_edit")
        self.find_edit.setClearButtonEnabled(True)
        self.find_edit.setPlaceholderText(self.tr("Word to find"))
        self.find_edit.returnPressed.connect(self.find_next)
        self.find_edit.textEdited.connect(self._find_as_you_type)
        fb.addWidget(self.find_edit, 1)
        prev_b = QPushButton(self.tr("Previous"))
        prev_b.clicked.connect(self.find_previous)
        next_b = QPushButton(self.tr("Next"))
        next_b.clicked.connect(self.find_next)
        fb.addWidget(prev_b)
        fb.addWidget(next_b)
        self.find_status = QLabel()
        fb.addWidget(self.find_status)
        self.find_bar.hide()
        QShortcut(QKeySequence(Qt.KeyboardModifier.ShiftModifier | Qt.Key.Key_Return), self.find_edit,
                  self.find_previous, context=Qt.ShortcutContext.WidgetShortcut)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Find), self, self.show_find_bar)
        QShortcut(QKeySequence(QKeySequence.StandardKey.FindNext), self, self.find_next)
        QShortcut(QKeySequence(QKeySequence.StandardKey.FindPrevious), self, self.find_previous)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        buttons.rejected.connect(self.close)

        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(splitter, 1)
        lay.addWidget(self.find_bar)
        lay.addWidget(buttons)
        self.resize(880, 660)
        self._render()

    # -- public ---------------------------------------------------------------------
    @property
    def language(self) -> str:
        """The language shown: ``"en"`` or ``"ru"``."""
        return self._language

    @property
    def rules(self) -> Rules:
        return self._rules

    def html(self) -> str:
        """The HTML shown (the template with the current choices marked)."""
        return self._html

    def set_language(self, language: str) -> None:
        """Show the text in another language, staying in the same section."""
        language = resolve_language(language)
        if language == self._language:
            self.language_buttons[language].setChecked(True)
            return
        section = self.current_section()
        self._language = language
        self._render()
        if section:
            self.scroll_to(section)
        self.language_changed.emit(language)

    def set_rules(self, rules: Rules) -> None:
        """Highlight the choices of other rules (another game came on the table)."""
        if rules == self._rules:
            return
        pos = self.browser.verticalScrollBar().value()
        self._rules = rules
        self._render()
        self.browser.verticalScrollBar().setValue(pos)

    def scroll_to(self, anchor: str) -> None:
        """Show the section or option anchor (``"play"``, ``"opt-overtrump"``)."""
        self.browser.scrollToAnchor(anchor)
        self._sync_contents()

    def show_option(self, option: str) -> None:
        """Show and raise the window at one rule option's entry."""
        self.show()
        self.raise_()
        self.activateWindow()
        self.scroll_to(f"opt-{option}")

    def current_section(self) -> str:
        """The anchor of the section at the top of the view ('' before the first one)."""
        item = self.contents.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item else ""

    # -- find -----------------------------------------------------------------------
    def show_find_bar(self) -> None:
        self.find_bar.show()
        self.find_edit.setFocus()
        self.find_edit.selectAll()

    def hide_find_bar(self) -> None:
        self.find_bar.hide()
        self.find_status.clear()
        self.browser.setFocus()

    def find_next(self) -> bool:
        return self._find(QTextDocument.FindFlag(0))

    def find_previous(self) -> bool:
        return self._find(QTextDocument.FindFlag.FindBackward)

    def _find_as_you_type(self, _text: str) -> None:
        cursor = self.browser.textCursor()
        cursor.setPosition(cursor.selectionStart())
        self.browser.setTextCursor(cursor)
        self._find(QTextDocument.FindFlag(0))

    def _find(self, flags: QTextDocument.FindFlag) -> bool:
        text = self.find_edit.text()
        if not text:
            self.find_status.clear()
            return False
        if not self.find_bar.isVisible():
            self.find_bar.show()
        if self.browser.find(text, flags):
            self.find_status.clear()
            return True
        # wrap around
        cursor = self.browser.textCursor()
        backward = bool(flags & QTextDocument.FindFlag.FindBackward)
        cursor.movePosition(QTextCursor.MoveOperation.End if backward else QTextCursor.MoveOperation.Start)
        self.browser.setTextCursor(cursor)
        found = self.browser.find(text, flags)
        self.find_status.setText("" if found else self.tr("Not found"))
        return found

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt)
        if event.key() == Qt.Key.Key_Escape and self.find_bar.isVisible():
            self.hide_find_bar()
            return
        super().keyPressEvent(event)

    # -- inside ---------------------------------------------------------------------
    def _render(self) -> None:
        self._html = render_rules_html(self._rules, self._language)
        self.language_buttons[self._language].setChecked(True)
        self.browser.setHtml(self._html)
        self.contents.blockSignals(True)
        self.contents.clear()
        for anchor, title in sections(self._html):
            item = QListWidgetItem(title)
            item.setData(Qt.ItemDataRole.UserRole, anchor)
            self.contents.addItem(item)
        self.contents.blockSignals(False)
        self._sync_contents()

    def _go_to_item(self, item: QListWidgetItem) -> None:
        self.browser.scrollToAnchor(item.data(Qt.ItemDataRole.UserRole))
        self.contents.setCurrentItem(item)

    def _sync_contents(self, *_args) -> None:
        """Select the contents entry of the section at the top of the view."""
        if self.contents.count() == 0:
            return
        bar = self.browser.verticalScrollBar()
        if bar.value() >= bar.maximum() > 0:
            # at the very end the last sections may never reach the top
            cursor = self.browser.cursorForPosition(QPoint(4, self.browser.viewport().height() - 4))
        else:
            cursor = self.browser.cursorForPosition(QPoint(4, 4))
        block: QTextBlock = cursor.block()
        while block.isValid() and block.blockFormat().headingLevel() not in (1, 2):
            block = block.previous()
        row = 0
        if block.isValid():
            title = block.text().strip()
            for i in range(self.contents.count()):
                if self.contents.item(i).text() == title:
                    row = i
                    break
        if self.contents.currentRow() != row:
            self.contents.blockSignals(True)
            self.contents.setCurrentRow(row)
            self.contents.blockSignals(False)
