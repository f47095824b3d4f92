"""The deal editor dialog: cards placed by drop, click and typing; refusals in words; Play
gives a game that plays; Save writes a record (or is disabled with the reason)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QLocale, QMimeData, QPointF, Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtTest import QTest

from deberts_desktop.engine import Card, Rules, Suit, read_record, replay
from deberts_desktop.engine.setup import FIRST_LEAD
from deberts_desktop.ui import i18n
from deberts_desktop.ui.practice.chips import MIME, PACK, TURNED
from deberts_desktop.ui.practice.editor import DealEditor

C = Card.parse
B0 = "JH 9H AH KH QH AS KS QS 7D"
B1 = "TS JS 9S 8S AD TD KD AC TC"


@pytest.fixture
def editor(qtbot):
    d = DealEditor(Rules(players=2), names=["You", "Boris"], seed=1)
    qtbot.addWidget(d)
    d.show()
    return d


def drop(area, card: str) -> None:
    """What a drag of ``card`` delivers when it is let go over ``area``."""
    mime = QMimeData()
    mime.setData(MIME, card.encode())
    event = QDropEvent(QPointF(5, 5), Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier)
    area.dropEvent(event)


def test_cards_go_to_a_seat_by_drop_click_and_typing(editor):
    drop(editor.seat_areas[1], "AS")
    assert editor.setup.hands[1] == (C("AS"),) and not editor.pack_chips[C("AS")].isVisible()
    drop(editor.turned_area, "QD")
    assert editor.setup.turned == C("QD") and editor.turned_edit.text() == "QD"
    drop(editor.pack_area, "AS")  # back to the pack
    assert editor.setup.hands[1] == () and editor.pack_chips[C("AS")].isVisible()
    # a click on a seat chooses it; a click on a card of the pack puts it there
    QTest.mouseClick(editor.seat_areas[1], Qt.MouseButton.LeftButton)
    QTest.mouseClick(editor.pack_chips[C("7C")], Qt.MouseButton.LeftButton)
    assert editor.setup.hands[1] == (C("7C"),)
    assert editor.seat_titles[1].text() == "Boris (1 of 6):"
    editor.seat_edits[0].setText("js, 10h ♦q")
    editor.seat_edits[0].editingFinished.emit()
    assert editor.setup.hands[0] == (C("JS"), C("TH"), C("QD")) and editor.seat_edits[0].text() == "JS TH QD"
    # typing never moves a card: the ♦Q typed is also the turned card
    assert editor.problems.text() == "♦Q is given twice: You and the turned card."


def test_refusals_are_shown_in_words_and_stop_play(editor):
    assert editor.type_cards(0, "JS 6H") is False
    assert editor.problems.text() == ('"6H" is not a card: write the rank (7 8 9 10 J Q K A), then the suit '
                                      '(S H D C), such as JS or 10H.')
    assert not editor.play_button.isEnabled()
    editor.type_cards(0, "JS 9S")
    editor.type_cards(1, "JS")
    assert editor.problems.text() == "♠J is given twice: You and Boris."
    assert not editor.play_button.isEnabled() and not editor.save_button.isEnabled()
    editor.type_cards(1, "7C 8C 9C TC JC QC KC")
    assert editor.problems.text() == "Boris: 7 cards, but a hand here holds 6."
    editor.type_cards(1, "")
    assert editor.problem_texts() == [] and editor.play_button.isEnabled() and editor.save_button.isEnabled()


def test_a_first_lead_plays_through_the_game_the_signal_gives(editor, qtbot):
    editor.lead_radio.setChecked(True)
    editor.type_cards(0, B0)
    editor.type_cards(1, B1)
    assert editor.problem_texts() == ["Choose the trump.", "Choose the declarer."]
    editor.trump_combo.setCurrentIndex(editor.trump_combo.findData(int(Suit.HEARTS)))
    editor.declarer_combo.setCurrentIndex(editor.declarer_combo.findData(0))
    editor.dealer_combo.setCurrentIndex(1)
    assert editor.setup.start == FIRST_LEAD and editor.setup.dealer == 1 and editor.problem_texts() == []
    with qtbot.waitSignal(editor.play_requested, timeout=1000) as sig:
        QTest.mouseClick(editor.play_button, Qt.MouseButton.LeftButton)
    game = sig.args[0].game(names=["You", "Boris"])
    d = game.deal
    # RULES.md 12 B's play: 207 and 21
    for a, b in zip("JH 9H AH KH QH AS KS QS 7D".split(), "8S 9S JS KD TS TC TD AC AD".split()):
        first = d.current_player
        for seat, card in ((first, a if first == 0 else b), (1 - first, b if first == 0 else a)):
            game.apply(next(x for x in d.legal_actions() if str(x) == f"play {card}"))
    assert d.result.totals == (207, 21)


def test_save_writes_a_record_or_says_why_not(editor, tmp_path):
    editor.lead_radio.setChecked(True)
    editor.type_cards(0, B0)
    editor.type_cards(1, B1)
    editor.trump_combo.setCurrentIndex(editor.trump_combo.findData(int(Suit.HEARTS)))
    editor.declarer_combo.setCurrentIndex(editor.declarer_combo.findData(0))
    path = tmp_path / "b.record.json"
    assert editor.save(path)
    rec = read_record(path.read_text(encoding="utf-8"))
    assert rec.names == ["You", "Boris"]
    game = replay(rec)
    assert sorted(map(str, game.deal.hand(0))) == sorted(B0.split()) and game.deal.trump == Suit.HEARTS
    # a leader the rules would not give: playable, not saveable, and the dialog says why
    editor.leader_combo.setCurrentIndex(editor.leader_combo.findData(1))
    assert editor.play_button.isEnabled() and not editor.save_button.isEnabled()
    why = "By the rules you lead first, not Boris: this position can be played, not saved."
    assert editor.save_button.toolTip() == why and editor.save_note.text() == why
    assert editor.save(tmp_path / "no.json") is False and not (tmp_path / "no.json").exists()


def test_fill_at_random_and_more_players(editor):
    editor.type_cards(0, "JS 9S")
    editor.fill_random()
    s = editor.setup
    assert [len(h) for h in s.hands] == [6, 6] and s.hands[0][:2] == (C("JS"), C("9S")) and s.turned is not None
    assert len(s.placed) == 13
    editor.clear()
    assert editor.setup.placed == set()
    editor.players_combo.setCurrentIndex(editor.players_combo.findData(4))
    assert editor.setup.rules.players == 4 and len(editor.seat_edits) == 4
    assert editor.seat_titles[3].text() == "Player 4 (0 of 4):"
    editor.place("AH", TURNED)
    editor.place("AH", PACK)
    assert editor.setup.turned is None


def test_refusals_in_russian(qapp, qtbot):
    before = QLocale()
    assert i18n.install_translator(qapp, "ru") == "ru"
    try:
        d = DealEditor(Rules(players=3), seed=2)
        qtbot.addWidget(d)
        d.type_cards(0, "JS 9S")
        d.type_cards(2, "JS")
        assert d.problems.text() == "♠В дана дважды: Вы и Игрок 3."
        assert d.seat_titles[1].text() == "Игрок 2 (0 из 6):"
        d.lead_radio.setChecked(True)
        assert d.problem_texts() == ["♠В дана дважды: Вы и Игрок 3.", "Выберите козырь.", "Выберите играющего."]
    finally:
        i18n.install_translator(qapp, "en")
        QLocale.setDefault(before)


def test_play_random_set_ups_to_the_end(editor):
    """Any filled set-up, from bidding, plays to its end."""
    rng = random.Random(3)
    editor.fill_random()
    game = editor.result().game()
    while game.deal is not None:
        game.apply(rng.choice(game.deal.legal_actions()))
    assert len(game.rows) == 1


def test_the_seats_fit_beside_the_pack_in_russian_on_a_small_screen(qtbot, russian):
    """At 800 × 600 (the dialog 792 × 566) in Russian, four seats: the seats' pane does not
    scroll sideways, each seat's field lies whole in view. (The first lead's "Козырь назначен:"
    row with its long choices made the pane 421 pixels wide in a view of about 400: every
    field was cut off on the right.)"""
    d = DealEditor(Rules(players=4, mode="individual"), names=["Вы", "Компьютер 1", "Компьютер 2", "Компьютер 3"],
                   seed=3)
    qtbot.addWidget(d)
    d.resize(792, 566)
    d.show()
    scroll = d.seats_scroll
    # four seats and the first lead are taller than the pane: it scrolls down, once laid out
    qtbot.waitUntil(scroll.verticalScrollBar().isVisible)
    view = scroll.viewport()
    assert scroll.horizontalScrollBar().maximum() == 0
    for edit in d.seat_edits:
        right = edit.mapTo(view, edit.rect().topRight()).x()
        assert right < view.width(), edit.objectName()
