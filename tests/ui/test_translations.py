"""The Russian translation: complete, up to date with the sources, really used by the
windows, in the words Debertz players use; the language follows the setting or the system.

(No Cyrillic is typed into widgets here: QTest.keyClicks with Cyrillic text aborts the
test process.)
"""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QAbstractButton, QLabel

from deberts_desktop.engine.actions import Bid
from deberts_desktop.engine.cards import Rank, Suit
from deberts_desktop.engine.rules import Rules
from deberts_desktop.engine.sequences import Sequence
from deberts_desktop.ui import i18n

from .table_driver import legal_now, make_window, person_turn, play_to

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "deberts_desktop" / "resources" / "translations" / "deberts_ru.ts"
QM = TS.with_suffix(".qm")
CYRILLIC = re.compile("[А-Яа-яЁё]")
#: Latin words allowed in Russian text: keys, formats, names of things
ALLOWED_LATIN = {"F1", "L", "Enter", "Esc", "Escape", "Page", "Up", "Down", "CSV", "PDF", "MIT", "OK", "Python", "Qt",
                 "PySide6", "Deberts", "Desktop", "T", "P", "S", "H", "D", "C", "W", "R", "K", "J", "Q", "A"}


def _tools():
    spec = importlib.util.spec_from_file_location("update_translations", ROOT / "tools" / "update_translations.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def english_words(text: str) -> list[str]:
    """Latin words of a visible text that should have been translated."""
    words = re.findall(r"[A-Za-z][A-Za-z0-9]*", text.replace("&", ""))
    return [w for w in words if w not in ALLOWED_LATIN]


# ----------------------------------------------------------------------------- the files
def test_every_message_is_translated():
    """(a) No unfinished, empty, vanished or obsolete entry in the shipped .ts; numerus
    messages have Russian's three forms; placeholders are kept."""
    root = ET.parse(TS).getroot()
    assert root.get("language") == "ru"
    problems = []
    count = 0
    for ctx in root.iter("context"):
        name = ctx.findtext("name")
        for m in ctx.iter("message"):
            count += 1
            src = m.findtext("source") or ""
            tr = m.find("translation")
            where = f"{name}: {src!r}"
            if tr is None:
                problems.append(f"no translation: {where}")
                continue
            if tr.get("type") in ("unfinished", "vanished", "obsolete"):
                problems.append(f"{tr.get('type')}: {where}")
            if m.get("numerus") == "yes":
                forms = [f.text or "" for f in tr.iter("numerusform")]
                if len(forms) != 3 or not all(f.strip() for f in forms):
                    problems.append(f"numerus forms: {where}")
                texts = forms
            else:
                texts = [tr.text or ""]
                if not texts[0].strip():
                    problems.append(f"empty: {where}")
            for t in texts:
                for ph in set(re.findall(r"%\d|%n|\{\d\}", src)):
                    if ph not in t:
                        problems.append(f"placeholder {ph} lost: {where}")
                # storage templates (str.format): exactly the same named fields
                if name == "Storage" and set(re.findall(r"\{(\w+)\}", src)) != set(re.findall(r"\{(\w+)\}", t)):
                    problems.append(f"named placeholders differ: {where}")
    assert count > 400
    assert problems == []


def test_ts_is_up_to_date_with_the_sources():
    """(b) lupdate over the sources (and the runtime strings) finds no string the shipped
    .ts lacks: every visible string has a Russian translation."""
    missing = _tools().missing("ru")
    assert missing == [], "run tools/update_translations.py and translate: " + repr(missing[:20])


def test_no_attribute_documentation_reaches_the_translator():
    """The ``#:`` comments that document attributes (for Sphinx) are no notes to the
    translator: the shipped .ts holds no ``<extracomment>`` (the sources have no note to
    the translator), and lupdate is given the sources with those comments made plain ones.
    (Before: lupdate read each ``#:`` as a translator's note and glued it to the next
    translatable string, however far — 29 entries read as "the seat of the person…",
    "the ids of the games still to be listed…".)"""
    assert "<extracomment>" not in TS.read_text(encoding="utf-8")
    copy = _tools().lupdate_copy
    assert copy("    #: the seat of the person\n    self.x = 0\n") == "    # the seat of the person\n    self.x = 0\n"
    assert copy("label = tr('a #: b')\n") == "label = tr('a #: b')\n"  # not a comment: kept


def test_qm_is_built_from_the_ts():
    """The compiled .qm is shipped, loads, and is not older than the .ts."""
    assert QM.exists() and QM.stat().st_size > 10_000
    assert QM.stat().st_mtime >= TS.stat().st_mtime - 1
    assert i18n.qm_data("ru") is not None


def test_runtime_rule_texts_are_in_the_ts():
    """The rule texts the settings dialog translates at run time (context RuleTexts)."""
    messages = _tools().messages(TS)
    for context, text in _tools().runtime_strings():
        assert (context, text, "") in messages, text


def test_russian_debertz_terms_are_used():
    """(d) The words players say."""
    text = TS.read_text(encoding="utf-8").lower()
    for word in ("терц", "полтинник", "белла", "байт", "висячий байт", "лыжа", "послед", "деберц", "вскрышка",
                 "играющий", "сотня"):
        assert word in text, word


#: «ставка» in any form (ставка, ставок, ставками…)
STAKE = re.compile("став(?:о)?к", re.I)
#: «заявка» in any form (заявка, заявок, заявкой…)
BID = re.compile("заяв(?:о)?к", re.I)


def test_a_bid_has_one_name_in_russian():
    """A bid is «заявка» (the hint's button said so) wherever a message names one, and never
    «ставка», a stake put on a game, which Problems, the review, Show me how and the Rules
    help said; «Your bid» on the status line is the table's «Ваше слово»."""
    named = []
    for ctx in ET.parse(TS).getroot().iter("context"):
        for m in ctx.iter("message"):
            source, translation = m.findtext("source") or "", m.find("translation")
            text = translation.text or "".join(n.text or "" for n in translation.iter("numerusform"))
            assert not STAKE.search(text), text
            if re.search(r"\bbids?\b", source, re.I) and not source.startswith("Your bid"):
                named.append(text)
    assert len(named) >= 12 and all(BID.search(text) for text in named), named
    rules = (ROOT / "deberts_desktop" / "resources" / "help" / "rules.ru.html").read_text(encoding="utf-8").lower()
    assert not STAKE.search(rules) and BID.search(rules)


# ----------------------------------------------------------------------------- the language
def test_language_setting_and_system_locale():
    """(e) "system" follows the locale: Russian picks Russian, en_US English; explicit
    choices win."""
    assert i18n.resolve_language("system", QLocale("ru_RU")) == "ru"
    assert i18n.resolve_language("system", QLocale("en_US")) == "en"
    assert i18n.resolve_language("system", QLocale("de_DE")) == "en"
    assert i18n.resolve_language("en", QLocale("ru_RU")) == "en"
    assert i18n.resolve_language("ru", QLocale("en_US")) == "ru"
    assert i18n.locale_for("ru", QLocale("en_US")).language() == QLocale.Language.Russian
    assert i18n.locale_for("en", QLocale("en_GB")).name() == "en_GB"


@pytest.mark.parametrize("env_locale,expected,word", [("ru_RU.UTF-8", "ru", "Партия"), ("en_US.UTF-8", "en", "Game")])
def test_system_language_from_the_environment(env_locale, expected, word):
    """(e) The real start-up path in a fresh process: the system locale from the
    environment decides, the translation loads, numbers follow it."""
    code = (
        "import sys\n"
        "from PySide6.QtCore import QCoreApplication, QLocale\n"
        "app = QCoreApplication([])\n"
        "from deberts_desktop.ui.i18n import install_translator\n"
        "lang = install_translator(app, 'system')\n"
        "print(lang, QCoreApplication.translate('MainWindow', '&Game').replace('&', ''), QLocale().toString(1001))\n"
    )
    env = dict(os.environ, LANG=env_locale, LC_ALL=env_locale, LANGUAGE="", QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    lang, game, number = out.stdout.split(maxsplit=2)
    assert (lang, game) == (expected, word)
    assert number.strip() != "1001"  # 1 001 / 1,001: the locale's grouping


def test_english_stays_source(qapp):
    assert i18n.install_translator(qapp, "en") == "en"
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"


def test_the_last_trick_has_one_name_in_russian(russian):
    """The menu, the button and the panel's title name the trick just taken alike (issue 19:
    the menu said "Прошлая взятка", the button "Последняя взятка")."""
    tr = QCoreApplication.translate
    assert tr("MainWindow", "&Last trick").replace("&", "") == "Последняя взятка"
    assert tr("Overlays", "Last trick [L]") == "Последняя взятка [L]"
    assert tr("Narrator", "Last trick — you took it") == "Последняя взятка · ваша"


def test_qt_file_dialog_in_russian(qtbot, russian):
    """Qt's own file dialog speaks Russian, the labels Qt 6 gave a mnemonic too (issue 19:
    "Look in:" and "Files of type:" stayed English; the wheel's qtbase_ru has them only
    without the "&")."""
    from PySide6.QtCore import QLibraryInfo
    from PySide6.QtWidgets import QFileDialog

    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    if not (folder / "qtbase_ru.qm").exists():
        pytest.skip("this Qt ships no qtbase_ru.qm")
    dialog = QFileDialog(None, "x")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(dialog)
    labels = {label.objectName(): label.text() for label in dialog.findChildren(QLabel)}
    assert labels["lookInLabel"] == "&Перейти к:" and labels["fileTypeLabel"] == "&Типы файлов:"
    assert labels["fileNameLabel"] == "&Имя файла:"
    assert [w for t in _visible_texts(dialog) for w in english_words(t)] == []


# ----------------------------------------------------------------------------- the windows
def _visible_texts(widget) -> list[str]:
    out = []
    for w in [widget, *widget.findChildren(QAbstractButton), *widget.findChildren(QLabel)]:
        if w.isVisibleTo(widget) and hasattr(w, "text") and w.text():
            out.append(w.text())
    return out


def test_main_window_in_russian(qtbot, russian):
    """(c) Menus, bidding buttons, the end-of-deal panel and the end of the game speak
    Russian: Cyrillic everywhere, no English word left."""
    win = make_window(qtbot, 2, "pairs", seed=2, size=(1280, 800))
    # (seed 2: the person bids before anyone takes)
    # menus, their items and submenus
    menus = [a.menu() for a in win.menuBar().actions()]
    items = []
    for m in menus:
        items.append(m.title())
        for a in m.actions():
            if a.isSeparator():
                continue
            items.append(a.text())
            if a.menu() is not None:
                items += [x.text() for x in a.menu().actions() if not x.isSeparator()]
    assert len(items) > 25
    for text in items:
        assert CYRILLIC.search(text), text
        assert english_words(text) == [], text
    assert win.windowTitle().startswith("Деберц")
    assert CYRILLIC.search(win.sheet_dock.windowTitle())
    for b in (win.hint_button, win.last_button):
        assert CYRILLIC.search(b.text()) and english_words(b.text()) == []

    # the bidding bar
    qtbot.waitUntil(lambda: person_turn(win), timeout=20000)
    assert any(isinstance(a, Bid) for a in legal_now(win))
    texts = _visible_texts(win.bar)
    assert len(texts) >= 3
    for t in texts:
        assert CYRILLIC.search(t) and english_words(t) == [], t
    assert "Беру" in " ".join(texts) and "Пас" in " ".join(texts)
    assert CYRILLIC.search(win.status_label.text())

    # play the deal through (the person takes and plays the first legal card)
    play_to(qtbot, win, "summary")
    panel = win.summary if win.summary.isVisible() else win.final
    body = panel.body.toPlainText()
    for t in [panel.title.text(), body, *(b.text() for b in panel.buttons)]:
        assert CYRILLIC.search(t), t
        assert english_words(t) == [], t
    if panel is win.summary:
        assert "Записывает" in body and "Счёт" in body
    # the score box and plates on the table
    rows = " ".join(" ".join(r) if isinstance(r, list) else str(r) for r in win.scene.score_box.rows)
    assert "Счёт" in rows and "Сдача" in rows
    # the score-sheet dock
    sheet = win.sheet.table
    heads = [sheet.horizontalHeaderItem(i).text() for i in range(sheet.columnCount()) if sheet.horizontalHeaderItem(i)]
    assert "Сдача" in heads and "Играющий" in heads


def test_game_over_panel_in_russian(qtbot, russian):
    """The end-of-game score sheet: every header translated (an f-string hid two)."""
    from deberts_desktop.engine.game import Game
    from deberts_desktop.ui.table.summaries import game_summary

    game = Game(Rules(players=2), dealer=0, seed=3, names=["Вы", "Анна"])
    title, html = game_summary(game, (0,))
    assert CYRILLIC.search(title)
    from html import unescape

    text = unescape(re.sub("<[^>]+>", " ", html))
    assert english_words(text) == [], text


def test_settings_dialog_in_russian(qtbot, russian):
    """(c) The settings dialog: tabs, rule groups, rule labels and values are Russian, the
    built-in names are shown in Russian and stay the built-in names when saved."""
    from PySide6.QtWidgets import QGroupBox

    from deberts_desktop.storage import Settings
    from deberts_desktop.ui.dialogs.settings import SettingsDialog

    d = SettingsDialog(Settings(rules=Rules(players=4, mode="pairs")))
    qtbot.addWidget(d)
    d.show()
    tabs = [d.tabs.tabText(i) for i in range(d.tabs.count())]
    assert all(CYRILLIC.search(t) for t in tabs), tabs
    groups = [g.title() for g in d.rules_editor.findChildren(QGroupBox)]
    assert {"Игроки и партия", "Раздача и торговля", "Комбинации", "Игра", "Запись и штрафы"} <= set(groups), groups
    labels = [lab.text() for lab in d.rules_editor.findChildren(QLabel) if lab.text()]
    assert len(labels) > 30
    bad = [t for t in labels if english_words(re.sub("<[^>]+>", "", t))]
    assert bad == []
    assert d.name_edits[0].text() == "Вы" and d.name_edits[1].text() == "Компьютер 1"
    assert d.result_settings().names[:2] == ("You", "Computer 1")
    buttons = [b.text() for b in d.buttons.buttons()]
    assert any("Отмена" in b for b in buttons), buttons  # Qt's own translation


def test_sequence_and_refusal_words(russian):
    """Announcements and refusals are composed in Russian from the engine's data."""
    from deberts_desktop.ui.words import display_name, refusal_text, sequence_text

    assert sequence_text(Sequence(Suit.HEARTS, 3, Rank.ACE)) == "Терц до туза червей"
    assert sequence_text(Sequence(Suit.SPADES, 4, Rank.KING)) == "Полтинник до короля пик"
    assert sequence_text(Sequence(Suit.CLUBS, 5, Rank.JACK), "five_plus") == "Сотня (5 карт) до валета треф"
    # inside a sentence ("Комбинации: Вы и Борис — терц до девятки пик."): lower case
    assert sequence_text(Sequence(Suit.SPADES, 3, Rank.NINE), in_sentence=True) == "терц до девятки пик"
    assert sequence_text(Sequence(Suit.SPADES, 4, Rank.TEN), in_sentence=True) == "полтинник до десятки пик"
    assert sequence_text(Sequence(Suit.CLUBS, 6, Rank.ACE), in_sentence=True) == "сотня до туза треф"
    assert refusal_text("must_follow", {"suit": Suit.DIAMONDS}) == "Надо ходить в масть: бубны."
    assert "козыр" in refusal_text("must_trump", {"suit": Suit.CLUBS})
    assert "козырь" in refusal_text("dealer_must_name", {})
    assert display_name("You") == "Вы" and display_name("Computer 2") == "Компьютер 2"
    assert display_name("Ivan") == "Ivan"


def test_numbers_and_dates_follow_the_language(russian):
    """Numbers and dates in the score sheet and the history follow QLocale()."""
    from deberts_desktop.ui.numbers import local_time, num, signed

    assert num(1001) == QLocale("ru_RU").toString(1001) and num(1001) != "1001"
    assert signed(-100) == "−100"
    when = local_time("2026-11-29T14:06:00+00:00")
    assert "2026" in when or "26" in when
    assert "." in when  # 29.11.2026 in Russian
    assert local_time("2026-11-29T14:06:00+00:00", for_file=True).startswith("2026-11-")


def test_dates_under_the_c_locale_read_as_iso(qapp):
    """A machine without a locale (LANG=C) would show "29 11 2026": the history shows
    2026-11-29 and the time instead."""
    from deberts_desktop.ui.numbers import local_time

    old = QLocale()
    QLocale.setDefault(QLocale.c())
    try:
        assert local_time("2026-11-29T12:06:00+00:00").startswith("2026-11-29 ")
    finally:
        QLocale.setDefault(old)


# ----------------------------------------------------------------------------- storage messages
BROKEN_SETTINGS = '{"format": "deberts-settings", "version": 1, "names": [1, 2'


def test_storage_templates_are_collected_and_translated():
    """Every storage message template (``Message("...")`` / ``N_("...")``) is in the .ts
    under context Storage with a translation (the tool collects them)."""
    tools = _tools()
    templates = tools.storage_templates()
    assert len(templates) > 90
    assert "the disk is full" in templates and "{side}: the total cannot be negative ({value})." in templates
    messages = tools.messages(TS)
    for t in templates:
        m = messages.get(("Storage", t, ""))
        assert m is not None, t
        assert CYRILLIC.search(m.findtext("translation") or ""), t


def test_storage_messages_in_russian(russian, tmp_path):
    """Messages made by storage (no Qt there) are shown in Russian: a repaired settings
    file, a reason nested in a save error, a refused score-sheet entry with a real minus."""
    import errno

    from deberts_desktop.storage import (EntryError, Message, ScoreKeeper, Settings, SettingsSaveError, load_settings,
                                         save_settings)
    from deberts_desktop.storage.files import describe_os_error
    from deberts_desktop.ui.words import side_names, storage_text

    path = tmp_path / "settings.json"
    path.write_text(BROKEN_SETTINGS, encoding="utf-8")
    _, msgs = load_settings(path)
    assert msgs and all(isinstance(m, Message) for m in msgs)
    assert "damaged" in msgs[0]  # storage itself speaks English
    texts = [storage_text(m) for m in msgs]
    assert texts[0].startswith("Файл настроек повреждён (строка 1, столбец")
    assert "не хватает запятой" in texts[0], texts[0]  # json's own words, translated too
    assert any(t.startswith("Исходный файл сохранён как") and str(path) in t for t in texts)
    for t in texts:
        assert CYRILLIC.search(t), t

    (tmp_path / "file").write_text("x", encoding="utf-8")
    with pytest.raises(SettingsSaveError) as info:
        save_settings(Settings(), tmp_path / "file" / "settings.json")
    text = storage_text(info.value)
    assert text.startswith("Настройки не удалось сохранить в папке") and "на месте папки находится файл" in text, text
    assert storage_text(describe_os_error(OSError(errno.ENOSPC, "No space left on device"))) == "диск заполнен"

    keeper = ScoreKeeper(Rules(players=2), ["Ivan", "Petr"], 0)
    with pytest.raises(EntryError) as info:
        keeper.add_deal(0, [-5, 100])
    assert str(info.value) == "Ivan: the total cannot be negative (-5)."
    assert storage_text(info.value) == "Ivan: сумма не может быть отрицательной (−5)."  # names as the sheet shows them
    with pytest.raises(EntryError) as info:
        keeper.add_deal(0, [900, 100])
    assert storage_text(info.value).startswith("Ivan: 900 — больше, чем сдача может дать одной стороне")
    pairs = ScoreKeeper(Rules(players=4, mode="pairs"), ["Ivan", "Petr", "Olga", "Nina"], 0)
    with pytest.raises(EntryError) as info:
        pairs.add_deal(0, [-1001, 100])
    # the keeper's window names a side as its sheet does (words.side_names): the pair in Russian words
    shown = side_names(pairs.rules, pairs.names)
    assert storage_text(info.value, shown).startswith("Ivan и Olga: сумма не может быть отрицательной (−1")
    # not a storage message: shown as it is
    assert storage_text(ValueError("plain")) == "plain"


def test_score_keeper_refusal_in_russian(qtbot, russian):
    """The score keeper's refused entry (EntryError from storage) is shown in Russian."""
    from deberts_desktop.storage import ScoreKeeper
    from deberts_desktop.ui.sheets.keeper_window import ScoreKeeperWindow

    from .test_dialogs import enter_totals

    w = ScoreKeeperWindow(ScoreKeeper(Rules(players=3), ["Anna", "Boris", "Vera"], dealer=2), None)
    qtbot.addWidget(w)
    w.show()
    assert not enter_totals(qtbot, w, 0, (-5, 100, 60))
    text = w.message.text()
    assert w.message.isVisible() and text == "Anna: сумма не может быть отрицательной (−5).", text
    assert not enter_totals(qtbot, w, 0, (10, 10, 10))
    assert CYRILLIC.search(w.message.text()) and english_words(w.message.text()) == [], w.message.text()


def test_startup_messages_are_translated_when_shown(qtbot, qapp, tmp_path):
    """Start-up messages are made before the translator is installed (the settings say
    which language): they are still shown in Russian."""
    from deberts_desktop.ui.start.folders import open_storage

    before = QLocale()
    cfg, data = tmp_path / "config", tmp_path / "data"
    cfg.mkdir()
    data.mkdir()
    (cfg / "settings.json").write_text(BROKEN_SETTINGS, encoding="utf-8")
    (data / "history.sqlite3").mkdir()  # cannot be opened (a damaged file would be kept aside, see test_damaged_history)
    i18n.install_translator(qapp, "en")
    storage = open_storage(cfg, data)  # as app.run: before install_translator
    assert storage.messages and "damaged" in storage.messages[0]
    try:
        assert i18n.install_translator(qapp, "ru") == "ru"
        win = make_window(qtbot, storage=storage)
        qtbot.waitUntil(lambda: win.questions.message_box is not None, timeout=5000)
        text = win.questions.message_box.text()
        assert "Файл настроек повреждён" in text, text
        assert "Историю партий" in text and "Играть можно, но записи партий не сохраняются." in text, text
        assert "damaged" not in text and "settings" not in text.replace("settings.json", ""), text
        win.questions.message_box.accept()
        # the history's error, asked for later, is Russian too
        win.history_action.trigger()
        qtbot.waitUntil(lambda: win.questions.message_box is not None, timeout=3000)
        box = win.questions.message_box
        # the storage's own sentence, said once (issue 12, defect 13: no "not available: …" before it)
        assert box.text().startswith("Историю партий ") and "не удалось открыть" in box.text(), box.text()
        assert "недоступна" not in box.text(), box.text()
        box.accept()
        win.close()
    finally:
        storage.close()
        i18n.install_translator(qapp, "en")
        QLocale.setDefault(before)


def test_table_numbers_follow_the_language(qtbot, russian):
    """The score box and the end-of-deal / end-of-game panels write numbers through QLocale
    (ru: "1 001" with a no-break space, a real minus sign)."""
    from deberts_desktop.engine.game import Game
    from deberts_desktop.ui.numbers import num
    from deberts_desktop.ui.table.summaries import _cell, game_summary

    big = num(1001)
    assert big != "1001" and big.replace("\u00a0", " ").replace("\u202f", " ") == "1 001"
    assert _cell(-40) == "−40" and _cell("") == ""
    win = make_window(qtbot, 2, "pairs", seed=1, size=(1280, 800), rules=Rules(players=2, target=1001))
    qtbot.waitUntil(lambda: bool(win.scene.score_box.rows), timeout=10000)
    rows = win.scene.score_box.rows
    assert rows[0][1] == "до " + big, rows
    import random

    from tests.storage.helpers import play_deals

    from deberts_desktop.ui.table.summaries import deal_summary

    game = Game(Rules(players=2, target=1001), dealer=0, seed=3, names=["Вы", "Анна"])
    play_deals(game, random.Random(3), 60)
    assert game.finished
    _, html = game_summary(game, (0,))
    assert "(игра до " + big + ")" in html, html
    assert re.search("<b>\\d\u00a0\\d{3}</b>", html), html  # the winner's final score
    bodies = [deal_summary(game, e, k, (0,))[1] for k, e in enumerate(game.entries, 1) if e.row is not None]
    assert any(re.search("\\d\u00a0\\d{3}", b) for b in bodies)  # running scores past 1 000
    penalised = [b for b, e in zip(bodies, [e for e in game.entries if e.row is not None]) if any(e.row.penalties)]
    for body in penalised:
        assert "−" in body and not re.search(">-\\d", body), body


def test_broken_record_messages_in_russian(qtbot, russian, tmp_path):
    """A broken saved game, history record or replay position: the player reads where the
    record breaks (deal, move) in Russian — no English engine sentence inside."""
    import json
    import random

    from deberts_desktop.engine.game import Game
    from deberts_desktop.storage import Autosave, History, HistoryError
    from deberts_desktop.ui.words import storage_text
    from tests.storage.helpers import play_deals, random_step

    from .test_replay_messages import show_broken_position

    game = Game(Rules(players=2), dealer=0, seed=7, names=["Anna", "Boris"])
    rng = random.Random(7)
    for _ in range(9):
        random_step(game, rng)
    save = Autosave(tmp_path / "a.json")
    save.save(game)
    data = json.loads(save.path.read_text(encoding="utf-8"))
    data["deals"][0]["actions"][3] = "0 dance"
    save.path.write_text(json.dumps(data), encoding="utf-8")
    assert save.load_resume() is None
    assert [storage_text(m) for m in save.messages] == [
        "Сохранённую партию не удалось продолжить: ходы перестают сходиться в сдаче 1 на ходе 4. "
        f"Файл сохранён как {tmp_path / 'a.json.bak'}."]

    with History(tmp_path / "h.sqlite3") as h:
        game = Game(Rules(players=2), dealer=0, seed=3, names=["Anna", "Boris"])
        gid = h.start_game(game.rules, game.names, [None, "expert"])
        play_deals(game, random.Random(3), 2)
        h.store_game(gid, game)
        data = json.loads(h.stored_record(gid))
        data["deals"][1]["deck"][0] = data["deals"][1]["deck"][1]
        h._conn.execute("UPDATE games SET record = ? WHERE id = ?", (json.dumps(data), gid))
        with pytest.raises(HistoryError) as info:
            h.record(gid)
        assert storage_text(info.value) == f"Запись ходов партии {gid} нельзя прочитать: сдача 2 записана неправильно."
        h._conn.execute("UPDATE games SET record = ? WHERE id = ?", ("[]", gid))
        with pytest.raises(HistoryError) as info:
            h.record(gid)
        assert storage_text(info.value) == f"Запись ходов партии {gid} нельзя прочитать: программа не понимает эту запись ходов."

    view = show_broken_position(qtbot)
    assert view.info.text() == "Эту позицию нельзя показать: ходы перестают сходиться в сдаче 2 на ходе 3"


def test_statistics_headings_and_replay_captions_in_russian(qtbot, russian):
    """Issue 12: the statistics headings are whole in Russian too (defect 8); a replay
    caption has no verb to agree with "Вы" (defect 21)."""
    from deberts_desktop.storage.history import History
    from deberts_desktop.ui.cards.art import CardArt
    from deberts_desktop.ui.history.window import HistoryWindow
    from deberts_desktop.ui.review.replay import ReplayView

    from .dialog_helpers import fill_history
    from .test_dialogs import assert_headings_whole

    with History(":memory:") as h:
        fill_history(h)
        w = HistoryWindow(h)
        qtbot.addWidget(w)
        w.show()
        w.tabs.setCurrentIndex(1)
        qtbot.waitExposed(w.stats_view)
        assert w.stats_model.headerData(3, Qt.Orientation.Horizontal) == "Доля побед\n(оконченные партии)"
        assert_headings_whole(w.stats_view)
        w.close()
    view = ReplayView(CardArt())
    qtbot.addWidget(view)
    names = ["Вы", "Борис"]
    assert [view.describe(a, names) for a in ("0 pass", "1 take", "0 name H", "0 play 9H")] == [
        "Вы: пас", "Борис: беру", "Вы: ♥\u00a0черви", "Вы: ♥9"]
    from deberts_desktop.engine.cards import Card

    assert view.describe("1 take", names, Card.parse("QD")) == "Борис: беру\u00a0♦"  # the deal's turned card known


def test_a_pairs_bait_names_the_other_pair_not_leaders(russian):
    """RULES.md 9: in 4 pairs a bait gives the declarer's points to the other pair; the words
    used for it (and for leaders tied in 3 players) said «забирают лидеры — Анна и Вера»,
    as if the pair were the leaders of a 3-player deal."""
    text = QCoreApplication.translate(
        "Panels", "%1 is less than %2: the declarer writes 0 and %3 take the declarer's %1.")
    filled = text.replace("%1", "93").replace("%2", "119").replace("%3", "Анна и Вера")
    assert filled == "93 меньше 119: играющему 0, его 93 забирают Анна и Вера."


@pytest.mark.parametrize("n, cards, points, deals", [
    (1, "карты", "очко", "возможный расклад"), (2, "карт", "очка", "возможных расклада"),
    (5, "карт", "очков", "возможных раскладов"), (11, "карт", "очков", "возможных раскладов"),
    (21, "карты", "очко", "возможный расклад"), (22, "карт", "очка", "возможных расклада"),
    (25, "карт", "очков", "возможных раскладов"), (64, "карт", "очка", "возможных расклада"),
])
def test_counted_words_take_the_russian_plural_of_their_number(russian, n, cards, points, deals):
    """A count's word follows its number as Russian wants after 1 / 2–4 / 5+ and 21 / 22 /
    25 (Qt's %n with the translation's plural forms): the review's progress "1 из 21 карты"
    (из: the genitive, one card), the refused redeal "на руке 21 очко", the review's "64
    возможных расклада" (before: "карт", "очков" and "раскладов" whatever the number)."""
    from types import SimpleNamespace

    from deberts_desktop.ui.review.words import cards_done, notes_html
    from deberts_desktop.ui.words import refusal_text

    assert cards_done(1, n) == f"1 из {n} {cards}"
    assert refusal_text("redeal_hand_too_good", {"points": n, "limit": 0}) == (
        f"Пересдачи не будет: на руке {n} {points}, больше 0.")
    review = SimpleNamespace(worlds=n, bids=(), others_combined=False)
    counted = "один возможный расклад" if n == 1 else f"{n} {deals}"
    assert f"по тому, что игрок мог видеть ({counted})." in notes_html(review, 10)


def test_the_review_s_notes_count_one_possible_deal_in_english(qapp):
    """English has no plural file: the review's notes said "(1 possible deals)" for one world."""
    from types import SimpleNamespace

    from deberts_desktop.ui.review.words import notes_html

    i18n.install_translator(qapp, "en")
    one, many = (notes_html(SimpleNamespace(worlds=n, bids=(), others_combined=False), 10) for n in (1, 64))
    assert "from what the player could see (one possible deal)." in one
    assert "from what the player could see (64 possible deals)." in many
