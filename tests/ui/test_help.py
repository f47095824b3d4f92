"""The Rules window and the About dialog (offscreen): the help text in both languages names
every rule option, highlights the current settings' choices, and renders."""

from __future__ import annotations

import re
from dataclasses import fields

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QTextCursor

import deberts_desktop
from deberts_desktop.engine.rules import Rules
from deberts_desktop.ui.dialogs import help as help_window
from deberts_desktop.ui.dialogs.about import AboutDialog
from deberts_desktop.ui.dialogs.help import (
    RulesWindow,
    help_template,
    render_rules_html,
    sections,
)

OPTION_NAMES = [f.name for f in fields(Rules)]
LANGS = ("en", "ru")
SPAN = re.compile(r'<span class="(chosen|alt|na)" data-opt="([^"]+)" data-val="([^"]+)"[^>]*>(.*?)</span>', re.S)


def marked(html_text: str) -> dict[str, list[tuple[str, str, str]]]:
    """{"chosen" / "alt" / "na": [(option, value(s), text)]} of the rendered HTML."""
    out: dict[str, list[tuple[str, str, str]]] = {"chosen": [], "alt": [], "na": []}
    for kind, name, val, text in SPAN.findall(html_text):
        out[kind].append((name, val, text))
    return out


def chosen_values(html_text: str, option: str) -> set[str]:
    return {v for n, v, _ in marked(html_text)["chosen"] if n == option}


def alt_values(html_text: str, option: str) -> set[str]:
    return {x for n, v, _ in marked(html_text)["alt"] if n == option for x in v.split("|")}


def open_window(qtbot, rules: Rules | None = None, language: str = "en") -> RulesWindow:
    w = RulesWindow(rules or Rules(), language)
    qtbot.addWidget(w)
    w.resize(800, 600)
    w.show()
    return w


def fragment_format(doc, text: str):
    """The character format in the document at the first occurrence of ``text``."""
    cursor = doc.find(text)
    assert not cursor.isNull(), text
    c = QTextCursor(doc)
    c.setPosition(cursor.selectionStart() + 1)
    return c.charFormat()


def is_highlighted(fmt) -> bool:
    return fmt.fontWeight() >= QFont.Weight.Bold and fmt.background().style() != Qt.BrushStyle.NoBrush


# --------------------------------------------------------------------------- content
@pytest.mark.parametrize("language", LANGS)
def test_help_names_every_option_with_its_own_section(language):
    text = help_template(language)
    html_text = render_rules_html(Rules(), language)
    for name in OPTION_NAMES:
        assert f'<a name="opt-{name}"></a>' in text, (language, name)
        assert f"<tt>{name}</tt>" in html_text, (language, name)
    # the sections of the table of contents are the same in both languages
    anchors = [a for a, _ in sections(html_text)]
    assert anchors == [a for a, _ in sections(render_rules_html(Rules(), "en"))]
    for a in ("cards", "dealing", "bidding", "before", "sequences", "play", "scoring", "pots",
              "penalties", "end", "options"):
        assert a in anchors


@pytest.mark.parametrize("language", LANGS)
def test_every_choice_of_every_option_is_described(language):
    """Each value of each choice option is marked somewhere, so it can be highlighted."""
    from deberts_desktop.engine.rules import BOOLEANS, CHOICES

    html_text = render_rules_html(Rules(players=4, mode="pairs"), language)
    found: dict[str, set[str]] = {}
    for kind in ("chosen", "alt", "na"):
        for name, val, _ in marked(html_text)[kind]:
            found.setdefault(name, set()).update(val.split("|"))
    for name, values in CHOICES.items():
        assert found.get(name, set()) >= set(values), (language, name)
    for name in BOOLEANS:
        assert found.get(name, set()) >= {"on", "off"}, (language, name)
    assert found["players"] >= {"2", "3", "4"}
    assert found["target"] >= {"301", "501", "1001"}
    # no tag is left for Qt to ignore
    assert not re.search(r"</?(opt|cur|na|chosen|alt)\b", html_text)


def test_russian_text_uses_the_players_words():
    text = render_rules_html(Rules(), "ru").lower()
    for word in ("терц", "полтинник", "пятьдесят", "сотня", "белла", "деберц", "байт", "висячий байт",
                 "висячие очки", "лыжа", "послед", "козырь", "вскрышка", "играющий", "вистующие",
                 "торговля", "запись", "замена семёрки"):
        assert word in text, word


def test_english_text_gives_the_russian_words_too():
    text = render_rules_html(Rules(), "en")
    for en, ru in (("terz", "терц"), ("hanging bait", "висячий байт"), ("ski", "лыжа"), ("last trick", "послед")):
        assert en in text and ru in text


def test_every_word_of_the_english_words_table_has_its_russian_word():
    """Help → Rules → Words: each English word with the Russian word players say ("side" had
    none: «сторона», the word of the Russian text)."""
    text = render_rules_html(Rules(), "en")
    words = text[text.index('<a name="words">'):]
    words = words[:words.index("</table>")]
    rows = dict((en, ru) for en, ru, _meaning in re.findall(r"<tr><td>(.*?)</td><td>(.*?)</td><td>(.*?)</td></tr>", words))
    assert len(rows) >= 20 and rows["side"] == "сторона"
    assert [en for en, ru in rows.items() if not ru.strip()] == []
    assert "<td>сторона</td>" in render_rules_html(Rules(), "ru")


# --------------------------------------------------------------------------- highlighting
@pytest.mark.parametrize("language", LANGS)
def test_current_choices_are_highlighted_and_defaults_are_not(language):
    rules = Rules(players=3, overtrump="always", hundred="off", seven_swap="declarer_only",
                  sequences_need_trick=False, target=1001)
    changed = render_rules_html(rules, language)
    default = render_rules_html(Rules(), language)
    for name, now, usual in (("overtrump", "always", "never"), ("hundred", "off", "six_plus"),
                             ("players", "3", "2"), ("seven_swap", "declarer_only", "any_player"),
                             ("sequences_need_trick", "off", "on"), ("target", "1001", "301")):
        assert chosen_values(changed, name) == {now}, (name, chosen_values(changed, name))
        assert usual in alt_values(changed, name), name
        assert chosen_values(default, name) == {usual}, name
        assert now in alt_values(default, name), name
    assert marked(changed)["chosen"] and "table" in {n for n, _, _ in marked(changed)["chosen"]}
    # numbers typed in the settings are shown as they are
    assert "1001" in {t for n, _, t in marked(changed)["chosen"] if n == "target"}
    four = render_rules_html(Rules(players=4, mode="individual", low_hand_limit=17, ski_penalty=70), language)
    texts = {(n, t) for n, _, t in marked(four)["chosen"]}
    assert ("low_hand_limit", "17") in texts and ("ski_penalty", "70") in texts


@pytest.mark.parametrize("language", LANGS)
def test_options_without_effect_are_neither_chosen_nor_alternatives(language):
    two = render_rules_html(Rules(players=2), language)
    for name in ("mode", "partner_exemption", "four_player_deal", "turned_card_to"):
        assert not chosen_values(two, name) and not alt_values(two, name), name
        assert name in {n for n, _, _ in marked(two)["na"]}
    pairs = render_rules_html(Rules(players=4, partner_exemption=True), language)
    assert chosen_values(pairs, "partner_exemption") == {"on"}
    assert chosen_values(pairs, "mode") == {"pairs"}


def test_the_window_renders_the_highlight(qtbot):
    w = open_window(qtbot, Rules(players=3, overtrump="always", hundred="off"), "en")
    doc = w.browser.document()
    assert is_highlighted(fragment_format(doc, "whenever you play a trump into a trick"))
    assert not is_highlighted(fragment_format(doc, "never required: a trump need not beat"))
    assert is_highlighted(fragment_format(doc, "there is no hundred"))
    w.set_rules(Rules())
    doc = w.browser.document()
    assert not is_highlighted(fragment_format(doc, "whenever you play a trump into a trick"))
    assert is_highlighted(fragment_format(doc, "never required: a trump need not beat"))
    assert chosen_values(w.html(), "overtrump") == {"never"}


# --------------------------------------------------------------------------- the window
def test_window_opens_in_both_languages_and_switches(qtbot):
    w = open_window(qtbot, Rules(players=3), "ru")
    assert w.language == "ru" and w.language_buttons["ru"].isChecked()
    assert "Деберц — правила игры" in w.browser.toPlainText()
    assert w.windowTitle()
    titles = [w.contents.item(i).text() for i in range(w.contents.count())]
    assert "Торговля" in titles and "Настройки правил" in titles
    w.scroll_to("play")
    assert w.current_section() == "play"
    with qtbot.waitSignal(w.language_changed) as sig:
        w.language_buttons["en"].click()
    assert sig.args == ["en"] and w.language == "en"
    assert "Debertz (Деберц) — the rules" in w.browser.toPlainText()
    assert w.current_section() == "play"  # stays in the same section
    assert "Bidding" in [w.contents.item(i).text() for i in range(w.contents.count())]


def test_contents_and_option_links(qtbot):
    w = open_window(qtbot, Rules(), "en")
    bar = w.browser.verticalScrollBar()
    row = next(i for i in range(w.contents.count()) if w.contents.item(i).data(Qt.ItemDataRole.UserRole) == "scoring")
    w.contents.itemClicked.emit(w.contents.item(row))
    assert bar.value() > 0 and w.current_section() == "scoring"
    before = bar.value()
    w.show_option("winner_takes_all")
    assert bar.value() > before and w.current_section() == "options"


def test_find_with_ctrl_f(qtbot):
    w = open_window(qtbot, Rules(), "en")
    w.activateWindow()
    qtbot.keyClick(w, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    if not w.find_bar.isVisible():  # no keyboard focus offscreen: open it as the shortcut does
        w.show_find_bar()
    assert w.find_bar.isVisible()
    # (QTest types Latin-1 only: Cyrillic keyClicks abort the process)
    qtbot.keyClicks(w.find_edit, "hanging bait")
    assert w.browser.textCursor().selectedText().lower() == "hanging bait"
    first = w.browser.textCursor().selectionStart()
    qtbot.keyClick(w.find_edit, Qt.Key.Key_Return)
    assert w.browser.textCursor().selectionStart() > first
    w.find_edit.setText("no such words here")
    assert not w.find_next()
    assert w.find_status.text()
    qtbot.keyClick(w.find_edit, Qt.Key.Key_Escape)
    assert not w.find_bar.isVisible() and w.isVisible()


def test_system_language_resolves_to_a_text(qtbot):
    assert help_window.resolve_language("system") in LANGS
    assert help_window.resolve_language("ru") == "ru"


def test_unknown_option_in_a_template_is_an_error(monkeypatch):
    monkeypatch.setattr(help_window, "help_template", lambda lang: '<opt n="overtrump" v="sometimes">x</opt>')
    with pytest.raises(help_window.HelpError):
        render_rules_html(Rules(), "en")


# --------------------------------------------------------------------------- about
def test_about_shows_version_licences_and_the_log_folder(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("DEBERTS_LOG_DIR", str(tmp_path / "logs here"))
    d = AboutDialog()
    qtbot.addWidget(d)
    d.show()
    text = d.text.text()
    assert deberts_desktop.__version__ in text
    assert "MIT" in text and "Deberts Desktop" in text
    assert "drawn by the program itself" in text
    assert "Lesser General Public License" in text and "https://download.qt.io/official_releases/qt/" in text
    assert str(tmp_path / "logs here") in text and d.log_folder == tmp_path / "logs here"
    assert d.windowTitle()
    d.licences_button.click()
    w = d.licence_window
    assert w.isVisible() and w.tabs.count() == 2
    app_text = w.app_text.toPlainText()
    assert app_text.startswith("MIT License") and "Permission is hereby granted" in app_text
    notices = w.notices_text.toPlainText()
    # the full LGPL-3.0 and GPL-3.0 texts for Qt/PySide6 (their wheels ship none), each once
    assert notices.count("GNU LESSER GENERAL PUBLIC LICENSE") == 1
    assert "0. Additional Definitions." in notices and "END OF TERMS AND CONDITIONS" in notices
    assert "PySide6" in notices and "shiboken6" in notices and "platformdirs" in notices
