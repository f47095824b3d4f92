"""A table a screen reader can follow (issue 23): Qt's accessibility interfaces walked
in-process name every control; the key A reads the whole table in words (hand, trick,
trump, whose turn, score) on the status line and in an announcement, also with a Russian
keyboard layout; ←/→ tell the card chosen; the large-index face and the four-colour deck
as settings; the text on the felt has a contrast of at least 4.5 : 1 (WCAG 2); in each menu
of the real start, English and Russian, no two items share their underlined letter."""

from __future__ import annotations

import dataclasses
import os
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAccessible, QColor, QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from deberts_desktop.engine.cards import Card
from deberts_desktop.engine.rules import Rules
from deberts_desktop.storage.settings import DEFAULT_TABLE_COLOUR, FILE_NAME, Settings, save_settings
from deberts_desktop.ui.cards.art import CardArt
from deberts_desktop.ui.cards.faces import render_face
from deberts_desktop.ui.table.items import TextBox

from .table_driver import make_window, person_turn, play_to
from .test_real_start import folders, start_app, without_the_master  # noqa: F401 (the fixture)


def walk(iface, depth=0):
    """Every accessible interface under ``iface`` (Qt's tree, as a screen reader sees it)."""
    if iface is None or not iface.isValid() or depth > 40:
        return
    yield iface
    for i in range(iface.childCount()):
        yield from walk(iface.child(i), depth + 1)


def named(win) -> dict:
    """The visible interfaces by role: (name, description) of each."""
    out: dict = {}
    for iface in walk(QAccessible.queryAccessibleInterface(win)):
        if iface.state().invisible:
            continue
        out.setdefault(iface.role(), []).append((iface.text(QAccessible.Text.Name),
                                                 iface.text(QAccessible.Text.Description)))
    return out


@pytest.fixture
def announcements(monkeypatch):
    """What is announced to screen readers (the announcement events Qt is given)."""
    got = []
    real = QAccessible.updateAccessibility

    def spy(event):
        if event.type() == QAccessible.Event.Announcement:
            got.append(event.message())
        return real(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", spy)
    return got


@pytest.mark.parametrize("players,mode", [(2, "pairs"), (3, "pairs"), (4, "pairs")])
def test_every_control_is_named_for_a_screen_reader(qtbot, players, mode):
    win = make_window(qtbot, players, mode, seed=4)
    qtbot.waitUntil(lambda: person_turn(win) and win.bar.isVisible(), timeout=20000)
    roles = named(win)
    buttons = roles.get(QAccessible.Role.Button, [])
    assert buttons and all(name.strip() for name, _ in buttons), buttons
    names = dict(buttons)
    assert names["Hint"] == "The best card or bid by what you can see. Key F1"
    assert names["Last trick"] == "Shows the last trick taken. Key L"
    bar = {b.accessibleName(): b.accessibleDescription() for _, b in win.bar.buttons}
    for label, description in bar.items():  # the bidding buttons: their words, their key
        assert label in names and names[label] == description and description.startswith("Key ")
    assert "Pass" in bar and bar["Pass"] == "Key P"
    view = QAccessible.queryAccessibleInterface(win.view)
    assert view.text(QAccessible.Text.Name) == "Card table"
    described = view.text(QAccessible.Text.Description)  # the table as it stands at the person's turn
    assert described.startswith("Your hand: ") and "Your turn." in described
    assert described.endswith("A reads the whole table aloud.")
    menus = [name for name, _ in roles.get(QAccessible.Role.MenuItem, [])]
    assert {"Game", "View", "Help"} <= {m.replace("&", "") for m in menus}, menus
    status = QAccessible.queryAccessibleInterface(win.status_label)
    assert status.text(QAccessible.Text.Name) == win.status_label.text() != ""
    assert "Key A reads the whole table" in status.text(QAccessible.Text.Description)


def hand_words(win) -> str:
    from deberts_desktop.ui.words import card_words

    return ", ".join(card_words(c) for c in win.director.hand_order(0))


def test_the_key_a_reads_the_whole_table_in_words(qtbot, announcements):
    win = make_window(qtbot, 2, "pairs", seed=4, rules=Rules(players=2))
    qtbot.waitUntil(lambda: person_turn(win), timeout=20000)
    qtbot.keyClick(win.view, Qt.Key.Key_A)
    text = win.status_label.text()
    game, deal = win.session.game, win.session.game.deal
    assert text.startswith("Your hand: " + hand_words(win) + ". ")
    assert len(win.director.hand_order(0)) == 6  # bidding: six cards each, the turned card shown
    assert f"No trump yet; the turned card is the {card_words_of(deal.turned)}." in text
    assert "Your turn." in text
    other = game.names[1]
    # the turned ♣A: in round 1 the person may take clubs or pass (RULES.md), each with its key
    assert text.endswith(f"Score, to 301 — You: 0, {other}: 0. You can: Take ♣ (Key T); Pass (Key P).")
    assert announcements[-1] == text
    assert win.view.accessibleDescription() == text + " " + win.table_keys_help()

    # on to the play: the trick, trump and its declarer read as they are on the table
    play_to(qtbot, win, "play")
    qtbot.keyClick(win.view, Qt.Key.Key_A)
    text = win.status_label.text()
    trump_word = ("spades", "hearts", "diamonds", "clubs")[int(deal.trump)]
    declarer = "you" if deal.declarer == 0 else other
    assert f"Trump: {trump_word}, declared by {declarer}." in text
    trick = win.director.model.trick
    if trick:
        seat, card = trick[0]
        assert f"On the table: {'you' if seat == 0 else other}, {card_words_of(card)}." in text
    else:
        assert "No card on the table." in text
    assert text.endswith(f"Score, to 301 — You: 0, {other}: 0.")  # no deal scored yet


def card_words_of(card: Card) -> str:
    ranks = ("seven", "eight", "nine", "ten", "jack", "queen", "king", "ace")
    suits = ("spades", "hearts", "diamonds", "clubs")
    return f"{ranks[int(card.rank)]} of {suits[int(card.suit)]}"


def test_the_reading_key_works_on_a_russian_layout(qtbot, announcements):
    win = make_window(qtbot, 3, "pairs", seed=2)
    qtbot.waitUntil(lambda: person_turn(win), timeout=20000)
    # the key A with a Russian layout is Ф
    QApplication.sendEvent(win.view, QKeyEvent(QEvent.Type.KeyPress, ord("Ф"), Qt.KeyboardModifier.NoModifier, "ф"))
    text = win.status_label.text()
    assert announcements and announcements[-1] == text
    names = win.session.game.names
    # the turned ♠8: take spades or pass (RULES.md, round 1)
    assert text.startswith("Your hand: ") and text.endswith(
        f"Score, to 501 — You: 0, {names[1]}: 0, {names[2]}: 0. You can: Take ♠ (Key T); Pass (Key P).")


def test_left_and_right_tell_the_card_chosen(qtbot, announcements):
    win = make_window(qtbot, 2, "pairs", seed=4)
    play_to(qtbot, win, "play")
    qtbot.waitUntil(lambda: person_turn(win), timeout=20000)
    qtbot.keyClick(win.view, Qt.Key.Key_Right)
    d = win.director
    playable = [c for c in d.hand_order(0) if int(c) in d.playable]
    first = playable[0]
    assert d.selected == int(first)
    assert announcements[-1] == f"{card_words_of(first)}, 1 of {len(playable)} you can play"


# ----------------------------------------------------------------------------- card faces
def test_the_large_index_face_is_a_setting_and_draws_larger_indices(qtbot):
    def ink_rows(img, x0, x1, y1) -> int:
        """Rows of the top-left corner with ink (not white, not transparent)."""
        rows = 0
        for y in range(y1):
            if any(QColor(img.pixel(x, y)).lightness() < 160 and QColor.fromRgba(img.pixel(x, y)).alpha() > 200
                   for x in range(x0, x1)):
                rows += 1
        return rows

    plain = render_face("7S", 80)
    large = render_face("7S", 80, large_index=True)
    corner = (2, 26, 48)
    assert ink_rows(large, *corner) > ink_rows(plain, *corner) * 1.25
    art = CardArt(large_index=True)
    assert art.face("7S", 80).toImage() == large.convertToFormat(art.face("7S", 80).toImage().format())
    s, messages = Settings.from_dict(Settings(large_index=True, four_colour=True).to_dict())
    assert s.large_index and s.four_colour and messages == []
    assert Settings.from_dict({"table": {}})[0].large_index is False  # an older file: off

    win = make_window(qtbot, 2, "pairs", seed=1)
    win.view_menu.large_action.trigger()  # View → Large card indices
    assert win.settings.large_index and win.art.large_index and win.view_menu.large_action.isChecked()


# ----------------------------------------------------------------------------- contrast
def luminance(c: QColor) -> float:
    """WCAG 2 relative luminance of an opaque colour."""
    def chan(v: int) -> float:
        v = v / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * chan(c.red()) + 0.7152 * chan(c.green()) + 0.0722 * chan(c.blue())


def contrast(a: QColor, b: QColor) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def over(top: QColor, below: QColor) -> QColor:
    """``top`` (maybe translucent) painted over the opaque ``below``."""
    a = top.alpha() / 255
    return QColor(*(round(getattr(top, ch)() * a + getattr(below, ch)() * (1 - a)) for ch in ("red", "green", "blue")))


def test_the_contrast_helpers_are_wcag_s():
    assert contrast(QColor("#000000"), QColor("#ffffff")) == pytest.approx(21.0)
    assert contrast(QColor("#777777"), QColor("#ffffff")) == pytest.approx(4.48, abs=0.01)  # WCAG's grey limit
    assert over(QColor(0, 0, 0, 128), QColor("#ffffff")).red() == 127


@pytest.mark.parametrize("players,mode", [(2, "pairs"), (4, "individual")])
def test_text_on_the_felt_has_a_contrast_of_at_least_4_5(qtbot, players, mode):
    win = make_window(qtbot, players, mode, seed=3)
    play_to(qtbot, win, "play")
    felt = QColor(DEFAULT_TABLE_COLOUR)
    boxes = [i for i in win.scene.items() if isinstance(i, TextBox) and i.rows]
    assert len(boxes) >= players + 1  # the plates and the score box at least
    for box in boxes:
        ground = over(box.bg, felt)
        for colour in [box.fg, *box.row_colors.values()]:
            assert contrast(QColor(colour), ground) >= 4.5, (box.rows, QColor(colour).name(), ground.name())


def test_text_of_the_panels_over_the_felt_has_a_contrast_of_at_least_4_5():
    """The panels' own colours (their style sheet) and the colours the deal and game
    summaries write in: each text colour on the panel it is written on."""
    import re

    from deberts_desktop.ui.table import panels, summaries

    style = panels.PANEL_STYLE
    panel = QColor(*map(int, re.search(r"QFrame#panel \{ background: rgb\((\d+), (\d+), (\d+)\)", style).groups()))
    label = QColor(re.search(r"QFrame#panel QLabel \{ color: (#[0-9a-f]{6})", style).group(1))
    button = re.search(r"QPushButton \{ background: (#[0-9a-f]{6}); color: (#[0-9a-f]{6})", style).groups()
    hinted = QColor(re.search(r'QPushButton\[hint="true"\] \{ background: (#[0-9a-f]{6})', style).group(1))
    source = open(summaries.__file__, encoding="utf-8").read()
    written = {QColor(c).name() for c in re.findall(r"color:(#[0-9a-fA-F]{6})", source)}
    assert written >= {"#f2c744", "#ff9c8a", "#b8c8b8"}  # gold, penalties, the sub-lines
    for colour in [label, *map(QColor, written)]:
        assert contrast(colour, panel) >= 4.5, colour.name()
    assert contrast(QColor(button[1]), QColor(button[0])) >= 4.5
    assert contrast(QColor(button[1]), hinted) >= 4.5


def shared_letters(menu) -> dict:
    """The underlined letters (the letter after a single "&") that more than one item of
    ``menu`` or of one of its submenus has: ``{"menu title: letter": [item texts]}``."""
    shared = {f"{menu.title()}: {k}": v for k, v in letters_shared_by([a.text() for a in menu.actions()]).items()}
    for action in menu.actions():
        if action.menu() is not None:
            shared.update(shared_letters(action.menu()))
    return shared


@pytest.mark.parametrize("language", ["en", "ru"])
def test_no_two_items_of_a_menu_share_their_letter(qtbot, folders, monkeypatch, language):
    """Alt, a menu's letter, an item's letter: one item is chosen. Two items with the same
    underlined letter only take the highlight in turn (QMenu), so a player with the
    keyboard alone cannot choose either at once. Every menu of the window the real start
    builds in the settings' language, its View menu filled (the first table ready)."""
    config = Path(os.environ["DEBERTS_CONFIG_DIR"])
    config.mkdir(parents=True)
    save_settings(dataclasses.replace(Settings(), language=language), config / FILE_NAME)

    def drive(w):
        qtbot.waitUntil(lambda: w.table_ready_shown, timeout=30000)
        menus = [a.menu() for a in w.menuBar().actions()]
        return ([m.title() for m in menus], [len(m.actions()) for m in menus],
                {k: v for m in menus for k, v in shared_letters(m).items()})

    code, (titles, counts, shared) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert titles == {"en": ["&Game", "&View", "&Help"], "ru": ["П&артия", "&Вид", "&Справка"]}[language]
    assert counts == [17, 8, 3]  # Game: 15 items (New game with… one) and 2 separators; View: 7 and 1; Help: 3
    assert shared == {}


def letters_shared_by(texts) -> dict:
    """The Alt letters (the letter after a single "&") more than one of ``texts`` has:
    ``{letter: [texts]}``."""
    letters: dict = {}
    for text in texts:
        found = re.search(r"&([^&])", text.replace("&&", ""))
        if found:
            letters.setdefault(found.group(1).lower(), []).append(text)
    return {k: v for k, v in letters.items() if len(v) > 1}


def alt_letters(window) -> dict:
    """The Alt letters (the letter after a single "&") of what window ``window`` shows at
    once — its menu bar's titles and its visible buttons — that more than one of them has:
    ``{letter: [texts]}``."""
    from PySide6.QtWidgets import QAbstractButton

    texts = [a.text() for a in window.menuBar().actions()]
    texts += [b.text() for b in window.findChildren(QAbstractButton) if b.isVisible() and b.window() is window]
    return letters_shared_by(texts)


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_replay_table_s_buttons_share_no_alt_letter_with_the_menus(qtbot, folders, tmp_path, monkeypatch,
                                                                      language):
    """A record on the replay table (``deberts-desktop FILE``): each Alt letter of the
    window is one thing's — Alt+H was both "&Help" and "Play from &here…", and opened
    Help (the button's letter never worked)."""
    import json

    from tests.engine.test_examples import EXAMPLE_A

    config = Path(os.environ["DEBERTS_CONFIG_DIR"])
    config.mkdir(parents=True)
    save_settings(dataclasses.replace(Settings(), language=language), config / FILE_NAME)
    record = tmp_path / "a.record.json"
    record.write_text(json.dumps(EXAMPLE_A), encoding="utf-8")

    def drive(w):
        qtbot.waitUntil(lambda: w.table_ready_shown and w.replays.in_replay(), timeout=30000)
        return w.replays.replay.here_button.text(), alt_letters(w)

    code, (here, shared) = start_app(monkeypatch, [record], drive)
    assert code == 0 and "&" in here  # the button has its letter
    assert shared == {}


def test_a_screen_reader_hears_the_bids_and_their_keys_at_the_person_s_turn(qtbot, folders, tmp_path, monkeypatch):
    """At the person's first bid (the turned ♣7, seed 3) the table's description and the key A
    say what can be bid and with which key: the bidding buttons are not in the Tab chain,
    so a screen reader never reached them. (Before: "Your turn." and nothing of the bids.)
    Each score after a colon: "Computer 1: 0" (before: "Computer 1 0", read "Computer 10")."""
    from .test_keyboard_only import first_turn, press, quick_settings

    quick_settings(tmp_path)

    def drive(w):
        first_turn(qtbot, w)
        described = w.view.accessibleDescription()
        w.view.setFocus()
        press(Qt.Key.Key_A)  # read the table aloud
        return described, w.status_label.text()

    code, (described, read) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0
    said = "Your turn. Score, to 301 — You: 0, Computer 1: 0. You can: Take ♣ (Key T); Pass (Key P)."
    assert described.endswith(said + " Left and Right choose a card of your hand, Enter plays it; "
                                     "A reads the whole table aloud.")
    assert read.endswith(said)


def test_a_screen_reader_hears_how_the_deal_ended(qtbot, folders, tmp_path, monkeypatch, announcements):
    """The end-of-deal panel comes with its title announced and as its accessible name
    ("Deal 1: …"): the focus goes to its Next deal button, which alone says nothing of the
    result. (Before: nothing was announced; the panel had no name.)"""
    from .test_keyboard_only import play_quickly_to, quick_settings
    from .test_real_start import built, decline_tutorial

    quick_settings(tmp_path)

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None, timeout=30000)
        without_the_master(w)
        decline_tutorial(w)
        play_quickly_to(qtbot, w, "summary")
        title = w.summary.title.text()
        return title, QAccessible.queryAccessibleInterface(w.summary).text(QAccessible.Text.Name), list(announcements)

    code, (title, name, said) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0 and title.startswith("Deal 1: ")
    assert name == title and title in said


def test_a_panel_s_title_is_heard_as_words_not_as_its_html(qtbot, announcements):
    """The end-of-game panel of a 4-player game in pairs that seats 1 and 3 won: its title
    reads "Computer 1 & Computer 3 win the game" (RULES.md 1: a side is a pair, 1 + 3),
    drawn from HTML ("&amp;"). A screen reader names the panel and hears it come in words:
    "&", never "&amp;" (before: "Computer 1 amp Computer 3 win the game")."""
    from PySide6.QtWidgets import QWidget

    from deberts_desktop.engine.game import Game
    from deberts_desktop.ui.table.panels import Panel
    from deberts_desktop.ui.table.summaries import game_summary

    game = Game(Rules(players=4, mode="pairs"), dealer=0, seed=0,
                names=["You", "Computer 1", "Computer 2", "Computer 3"])
    while not game.finished:  # the first legal action every time: seed 0 ends in six deals, won by seats 1 + 3
        if game.deal is None or game.deal.is_done:
            game.start_deal()
        game.apply(game.deal.legal_actions()[0])
    assert game.winner == 1
    title, html = game_summary(game, (0,))
    table = QWidget()
    qtbot.addWidget(table)
    table.resize(800, 600)
    panel = Panel(table)
    panel.show_content(title, html, [("Close", panel.hide)])
    said = "Computer 1 & Computer 3 win the game"
    assert QAccessible.queryAccessibleInterface(panel).text(QAccessible.Text.Name) == said
    assert said in announcements and not [a for a in announcements if "&amp;" in a]


def page_letters(dialog, page) -> dict:
    """The Alt letters (the letter after a single "&") that more than one thing of
    ``dialog``'s tab ``page`` answers to: the tabs' titles, the page's buttons and check
    boxes and the labels that name a field (their buddy), and the dialog's own buttons —
    ``{letter: [texts]}``."""
    from PySide6.QtWidgets import QAbstractButton, QLabel

    texts = [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]
    for w in page.findChildren(QAbstractButton) + page.findChildren(QLabel) + dialog.buttons.findChildren(QAbstractButton):
        if w.isVisibleTo(dialog) and (not isinstance(w, QLabel) or w.buddy() is not None):
            texts.append(w.text())
    return letters_shared_by(texts)


@pytest.mark.parametrize("language", ["en", "ru"])
def test_each_page_of_the_settings_answers_each_alt_letter_once(qtbot, folders, monkeypatch, language):
    """Settings, with the keyboard alone: on every page, Alt and a letter reaches one thing —
    a field, a button or another page. (Before: on the Table page Alt+C was both "Table
    &colour" and the page "Pa&ce and sound", in Russian Alt+П both the page «&Правила» and
    «&Предупреждать о дорогой карте» or «&Пауза компьютера», Alt+И the page «&Игра» and
    «&Импорт…»: the first press only moved to one of them, the next to the other.)"""
    config = Path(os.environ["DEBERTS_CONFIG_DIR"])
    config.mkdir(parents=True)
    save_settings(dataclasses.replace(Settings(), language=language, rules=Rules(players=4, mode="pairs")),
                  config / FILE_NAME)

    def drive(w):
        qtbot.waitUntil(lambda: w.table_ready_shown, timeout=30000)
        dlg = w.open_settings()
        shared = {}
        for i in range(dlg.tabs.count()):
            dlg.tabs.setCurrentIndex(i)
            found = page_letters(dlg, dlg.tabs.widget(i))
            if found:
                shared[dlg.tabs.tabText(i)] = found
        dlg.reject()
        return shared

    code, shared = start_app(monkeypatch, [], drive)
    assert code == 0
    assert shared == {}


def window_letters(window) -> dict:
    """The Alt letters that more than one thing of top-level ``window`` answers to: the
    titles of its visible tabs, its visible buttons and the labels that name a field —
    ``{letter: [texts]}``."""
    from PySide6.QtWidgets import QAbstractButton, QLabel, QTabWidget

    texts = [t.tabText(i) for t in window.findChildren(QTabWidget) if t.isVisibleTo(window) for i in range(t.count())]
    for w in window.findChildren(QAbstractButton) + window.findChildren(QLabel):
        if w.isVisibleTo(window) and (not isinstance(w, QLabel) or w.buddy() is not None):
            texts.append(w.text())
    return letters_shared_by(texts)


@pytest.mark.parametrize("language", ["en", "ru"])
def test_history_s_pages_answer_each_alt_letter_once(qtbot, folders, monkeypatch, language):
    """History with the keyboard alone, on its Games and Statistics pages: Alt and a letter
    reaches one thing. (Before: Alt+G was the page "&Games" and "Play a deal a&gain…", in
    Russian Alt+П the page «&Партии» and «&Повтор на столе»: the first press only moved to
    one of them.)"""
    from .test_save_names import stored_game

    config = Path(os.environ["DEBERTS_CONFIG_DIR"])
    config.mkdir(parents=True)
    save_settings(dataclasses.replace(Settings(), language=language), config / FILE_NAME)
    gid = stored_game(folders)

    def drive(w):
        qtbot.waitUntil(lambda: w.table_ready_shown, timeout=30000)
        hw = w.open_history()
        hw.select_game(gid)
        shared = {}
        for i in range(hw.tabs.count()):
            hw.tabs.setCurrentIndex(i)
            found = window_letters(hw)
            if found:
                shared[hw.tabs.tabText(i)] = found
        hw.close()
        return shared

    code, shared = start_app(monkeypatch, [], drive)
    assert code == 0
    assert shared == {}


def test_show_me_how_tells_a_screen_reader_each_step_of_the_two_lines(qtbot, folders, monkeypatch, announcements):
    """History → Show me how… with the keyboard and a screen reader: the two card tables are
    named ("As played", "The Master in your seat"), and each step the arrow keys go to is
    heard — what each line did there, and where they part. The deal of RULES.md 12 A as
    played (You pass, Anna takes and is baited) beside a Master's line that takes at once
    (test_master_line's hand-made line). (Before: the tables had no names and a step was
    shown only in pictures and in a table the keys never reach: nothing was heard.)"""
    from .test_master_line import hand_made, stored_example
    from .test_keyboard_only import quick_settings

    quick_settings(folders.parent)
    folders.mkdir(parents=True)
    from deberts_desktop.storage.history import History

    with History(folders / "history.sqlite3") as h:
        gid = stored_example(h)
        h.store_comparison(gid, 1, hand_made(), rated=True)

    def drive(w):
        qtbot.waitUntil(lambda: w.table_ready_shown, timeout=30000)
        hw = w.open_history()
        hw.select_game(gid)
        hw.master_button.click()
        mw = w.master_line_window
        qtbot.waitUntil(lambda: mw is not None and mw.comparison is not None, timeout=30000)
        names = [t.view.accessibleName() for t in mw.tables] + [mw.steps_view.accessibleName()]
        del announcements[:]
        for _ in range(2):
            QTest.keyClick(mw, Qt.Key.Key_Right)
        heard = list(announcements)
        mw.close()
        hw.close()
        return names, heard

    code, (names, heard) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert names == ["As played", "The Master in your seat", "Steps: as played and the Master's line"]
    # RULES.md 12 A: the turned card is ♦Q, a take takes diamonds (as the table's status line says it)
    assert heard == ["Bid 1 — as played: You: pass; the Master in your seat: You: take\u00a0♦. "
                     "Here the Master's line parts from yours.",
                     "Bid 2 — as played: Anna: take\u00a0♦; the Master in your seat: —."]


def painted_ground(box, felt: QColor) -> QColor:
    """The colour ``box`` (a :class:`TextBox`) paints under its text on ``felt``: the box
    painted alone on an image of the felt, read in its top padding (no text there)."""
    from PySide6.QtGui import QImage, QPainter

    r = box.box()
    image = QImage(int(r.width()) + 4, int(r.height()) + 4, QImage.Format.Format_RGB32)
    image.fill(felt)
    painter = QPainter(image)
    painter.translate(2 - r.left(), 2 - r.top())
    box.paint(painter, None, None)
    painter.end()
    return image.pixelColor(int(r.width() / 2) + 2, 2 + max(2, int(box.px * 0.3)))


@pytest.mark.parametrize("colour", ["#f4f4f4", "#e8d9a8"])
def test_the_table_s_boxes_stay_readable_on_a_light_felt(qtbot, folders, tmp_path, monkeypatch, colour):
    """A light table colour chosen in Settings → Table (white, a pale sand): the score box,
    the name plates and the tricks' labels are painted dark enough under their words for a
    contrast of at least 4.5 : 1 (WCAG 2) — through the real start, at the person's first
    turn; so is the bidding bar under its title. (Before: their translucent black over a white
    felt gave a grey on which the white words had 3.3 : 1 and the gold ones less; on the
    default felt nothing changes.)"""
    from .test_keyboard_only import first_turn, quick_settings

    quick_settings(tmp_path, table_colour=colour)

    def drive(w):
        first_turn(qtbot, w)
        felt = w.view.felt
        boxes = [i for i in w.scene.items() if isinstance(i, TextBox) and i.rows and i.isVisible()]
        worst = []
        for box in boxes:
            ground = painted_ground(box, felt)
            worst.append(min(contrast(QColor(c), ground) for c in [box.fg, *box.row_colors.values()]))
        # the bidding bar over the felt: its title's colour on the bar as painted (its left margin)
        bar = w.view.grab(w.bar.geometry()).toImage()
        worst.append(contrast(QColor("#fff7d6"), bar.pixelColor(4, bar.height() // 2)))
        return felt.name(), len(boxes), min(worst)

    code, (felt, count, worst) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0 and felt == colour and count >= 3
    assert worst >= 4.5, worst


def test_the_bidding_bar_stays_readable_when_a_light_felt_is_chosen_at_the_person_s_bid(qtbot, folders, tmp_path,
                                                                                         monkeypatch):
    """At the person's first bid (the bidding bar shown, waiting for them) Settings → Table:
    white (#f4f4f4), Save. The bar under its title is painted dark enough on the new felt for
    a contrast of at least 4.5 : 1 at once, as the boxes are — not only at the next bid.
    (Before: the bar kept the default felt's translucent black, a grey on the white felt on
    which its title had less than 4.5 : 1, until the person had bid.)"""
    from PySide6.QtWidgets import QDialogButtonBox

    from .test_keyboard_only import first_turn, quick_settings

    quick_settings(tmp_path)

    def drive(w):
        first_turn(qtbot, w)
        assert w.bar.isVisible() and w.session.game.deal.phase != "play"
        dlg = w.open_settings()
        dlg.set_table_colour("#f4f4f4")
        dlg.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        qtbot.waitUntil(lambda: w.view.felt.name() == "#f4f4f4", timeout=30000)
        bar = w.view.grab(w.bar.geometry()).toImage()
        return w.bar.isVisible(), contrast(QColor("#fff7d6"), bar.pixelColor(4, bar.height() // 2))

    code, (shown, worst) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0 and shown
    assert worst >= 4.5, worst


def test_the_table_read_at_the_end_of_a_deal_names_its_trump_and_nobody_s_turn(qtbot, folders, tmp_path, monkeypatch):
    """The deal is over and its panel shown (seed 3: the turned ♣7 taken by the person, the
    computer's ♥K the last card). The person presses A: the table is read with the deal's
    trump, as the score box shows it, and no turn — nobody is to play; no name plate glows
    as if someone were. (Before: "No trump yet; the turned card is the seven of clubs.
    Turn: Computer 1." and Computer 1's plate lit, as though it were to play.)"""
    from .test_keyboard_only import first_turn, press, quick_settings

    quick_settings(tmp_path)

    def drive(w):
        first_turn(qtbot, w)
        without_the_master(w)
        play_to(qtbot, w, "summary")
        w.view.setFocus()
        press(Qt.Key.Key_A)
        lit = [seat for seat, plate in w.scene.plates.items() if plate.glow]
        return w.status_label.text(), lit, w.session.game.entries[0].deal.history[:2]

    code, (read, lit, bids) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0
    assert bids[1][0] == 0 and bids[1][1].kind == "take"  # the person took the turned ♣7
    assert read.startswith("Your hand is empty. No card on the table. Trump: clubs, declared by you. Score, to 301")
    assert "Turn" not in read and "turn" not in read
    assert lit == []
