"""The practice tools as a player uses them (issue 14): take back in a practice game, play
a deal again from another seat with the original result beside the new one, set up a
position and play it, open a record file on the table, the score chart at the end."""

from __future__ import annotations

import pytest

import json

from deberts_desktop.engine.actions import Bid, Play
from deberts_desktop.engine.rules import Rules

from .table_driver import legal_now, make_window, table_ready
from .test_real_start import decline_tutorial, folders  # noqa: F401 (the real start's fixture)


def person_plays(qtbot, win, turns: int = 1):
    for _ in range(turns):
        qtbot.waitUntil(lambda: bool(legal_now(win)), timeout=10000)
        acts = legal_now(win)
        takes = [a for a in acts if isinstance(a, Bid) and a.kind == "take"]
        win.session.choose((takes or acts)[0])


def play_to_summary(qtbot, win):
    """The person takes (else plays the first legal choice) at each turn, each turn waited
    for, until the deal's summary shows."""
    for _ in range(200):
        qtbot.waitUntil(lambda: table_ready(win), timeout=10000)
        if win.summary.isVisible():
            return
        acts = legal_now(win)
        if not acts:  # the game is over (no summary of a deal)
            break
        takes = [a for a in acts if isinstance(a, Bid) and a.kind == "take"]
        win.session.choose((takes or acts)[0])
    qtbot.waitUntil(win.summary.isVisible, timeout=10000)


def test_take_back_in_a_practice_game_only(qtbot):
    win = make_window(qtbot, 2, seed=4, dealer=1)  # the person bids first: nothing played yet
    win.take_back_action.trigger()
    assert "practice" in win.status_label.text()  # an ordinary game: said why not
    win.practice_action.trigger()  # nothing played yet: a new practice game at once
    assert win.session.practice is not None
    # play until the person has played a card, then take it back
    for _ in range(60):
        qtbot.waitUntil(lambda: bool(legal_now(win)), timeout=10000)
        plays = [a for a in legal_now(win) if isinstance(a, Play)]
        if plays:
            break
        person_plays(qtbot, win)
    deal = win.session.game.deal
    hand, history = list(deal.hand(0)), len(deal.history)
    win.session.choose(plays[0])
    qtbot.waitUntil(lambda: bool(legal_now(win)) or win.summary.isVisible(), timeout=10000)
    if win.summary.isVisible():
        return  # the card ended the deal: nothing can be taken back (a rare seed)
    win.take_back_action.trigger()
    again = win.session.game.deal
    assert list(again.hand(0)) == hand and len(again.history) == history
    assert win.session.waiting[0] == "person"
    assert sorted(map(int, win.director.model.hands[0])) == sorted(map(int, hand))


def test_play_a_deal_again_from_the_other_seat(qtbot):
    win = make_window(qtbot, 2, seed=6)
    play_to_summary(qtbot, win)
    original = win.session.game.entries[-1].deal
    win.overlays.summary.buttons[1].click()  # Play this deal again…
    dlg = win.practice_starts.play_again_dialog
    dlg.seat_combo.setCurrentIndex(1)  # the computer's hand
    dlg.accept()
    game = win.session.game
    assert win.session.again is not None and win.session.practice is not None
    # the person (seat 0) holds what seat 1 held; the deal is the same deal, rotated
    assert game.entries[0].deal.first_packets[0] == original.first_packets[1]
    assert game.entries[0].deal.dealer == (original.dealer - 1) % 2
    play_to_summary(qtbot, win)
    text = win.summary.body.toPlainText()
    assert "As played" in text and "Played again" in text
    computer = win.session.game.names[1]  # the computer now plays the person's hand
    assert f"A column is a hand: as played, {computer} held the hand you hold now." in text
    assert f"as played: {computer}" in text and "as played: You" in text
    assert not win.session.game.finished and win.session.game.deal is None  # one deal only


def test_the_comparison_heads_each_hand_with_who_held_it_as_played():
    """RULES.md 12 A played again with the person in Boris's seat: the column "You" (the hand
    Boris held as played) reads 79 and writes 0 as played; the person's own result as played
    (95, 174) is under "Boris" (who holds the person's hand now), headed "as played: You"."""
    import copy
    import re

    from deberts_desktop.engine.practice import play_again
    from deberts_desktop.engine.record import parse_record, replay
    from deberts_desktop.ui.practice.dialogs import comparison_html
    from tests.engine.test_examples import EXAMPLE_A

    game = replay(parse_record(copy.deepcopy(EXAMPLE_A)))
    game.names = ["You", "Boris"]
    cmp = play_again(game, 0, seat=1).comparison()
    html = comparison_html(cmp, ["You", "Boris"], ["Boris", "You"])
    heads = re.findall(r"<th align='right' colspan='2'>(.*?)</th>", html)
    assert heads == ["You<br><small>as played: Boris</small>", "Boris<br><small>as played: You</small>"]
    rows = [re.findall(r"<td[^>]*>(?:<b>)?([^<]*)", r) for r in re.findall(r"<tr>(.*?)</tr>", html)]
    assert ["As played", "bait", "79", "0", "95", "174"] in rows
    assert "as played, Boris held the hand you hold now" in html
    same = comparison_html(play_again(game, 0).comparison(), ["You", "Boris"])
    assert "as played:" not in same and "A column" not in same and "<th align='right' colspan='2'>You</th>" in same


def test_set_up_a_position_and_play_it(qtbot):
    win = make_window(qtbot, 2, seed=2, dealer=1)  # the person bids first: nothing played yet
    dlg = win.set_up_position()
    assert dlg.type_cards(0, "JH 9H AH TH KH QH")
    dlg.fill_random()
    result = dlg.result()
    dlg.play_requested.emit(result)
    game = win.session.game
    assert win.session.practice is not None
    assert {str(c) for c in game.deal.first_packets[0]} == {"JH", "9H", "AH", "TH", "KH", "QH"}


def test_open_a_record_file_and_a_bad_one(qtbot, tmp_path):
    from deberts_desktop.engine.record import game_record

    win = make_window(qtbot, 2, seed=3)
    person_plays(qtbot, win, 2)
    good = tmp_path / "friend.record.json"
    good.write_text(game_record(win.session.game).to_json(), encoding="utf-8")
    before = win.session.game
    assert win.open_record(str(good)) is not None
    assert win.replays.in_replay() and win.replays.replay.record is not None
    win.replays.leave_replay()
    bad = tmp_path / "bad.record.json"
    bad.write_text(json.dumps({"format": "deberts-record", "version": 7}), encoding="utf-8")
    assert win.open_record(str(bad)) is None
    assert "bad.record.json" in win.questions.message_box.text()
    assert win.session.game is before  # nothing else touched


def test_the_end_of_game_panel_draws_the_score_line(qtbot):
    from deberts_desktop.engine.game import Game
    from deberts_desktop.engine.scoring import write_deal  # noqa: F401  (rows as the engine writes them)

    win = make_window(qtbot, 2, seed=1)
    game = Game(Rules(players=2), dealer=0, seed=1)
    for totals in ((100, 62), (90, 72), (120, 40)):
        game.sheet.add_played(0, totals, (1, 1))
    win._game_shown(game)
    chart = win.final.extra
    assert chart is not None and chart.series() == [[0, 100, 190, 310], [0, 62, 134, 174]]


def test_back_to_the_game_after_a_deal_played_again(qtbot, tmp_path):
    from .test_session import storage_in

    win = make_window(qtbot, 2, seed=6, storage=storage_in(tmp_path))
    play_to_summary(qtbot, win)
    rows = list(win.session.game.rows)
    win.overlays.summary.buttons[1].click()
    win.practice_starts.play_again_dialog.accept()  # the same seat
    play_to_summary(qtbot, win)
    back = next(b for b in win.summary.buttons if b.text() == "Back to the game")
    back.click()
    assert win.session.again is None and list(win.session.game.rows) == rows


def test_play_a_deal_of_a_record_without_names_again_names_the_seats_as_the_table(qtbot):
    """A record without names: the seats are "Player 1", "Player 2" in the Play a deal
    again dialog as on the table (issue 19: it offered "1 (your seat)")."""
    from dataclasses import replace

    from deberts_desktop.engine.record import game_record

    from .table_driver import engine_game

    win = make_window(qtbot, 2, seed=6)
    record = replace(game_record(engine_game(Rules(players=2), 2)), names=None)
    win.practice_starts.ask_play_again(record, 0)
    dlg = win.practice_starts.play_again_dialog
    assert [dlg.seat_combo.itemText(i) for i in range(dlg.seat_combo.count())] == ["Player 1 (your seat)", "Player 2"]
    dlg.reject()


def test_back_to_the_game_not_yet_in_history_is_said_in_words(qtbot, tmp_path, monkeypatch):
    """The put-aside game still on its way to History when the comparison shows: the button
    is there (it used to be left out on a slow disk); if the game cannot be found even after
    waiting for the writer, the player reads why and the practice deal stays on the table."""
    from .test_session import storage_in

    win = make_window(qtbot, 2, seed=6, storage=storage_in(tmp_path))
    play_to_summary(qtbot, win)
    win.overlays.summary.buttons[1].click()
    win.practice_starts.play_again_dialog.accept()
    play_to_summary(qtbot, win)
    practice_game = win.session.game
    monkeypatch.setattr(win.session.store, "resolve", lambda kept: None)
    back = next(b for b in win.summary.buttons if b.text() == "Back to the game")
    back.click()
    box = win.questions.message_box
    assert box is not None and box.text().startswith("The game you were playing is not in History yet")
    assert win.session.game is practice_game
    box.close()


@pytest.mark.parametrize("original", ["stored", "history_unreadable", "id_names_another_game"])
def test_a_deal_played_again_and_left_unfinished_ends_with_its_comparison_at_the_next_start(
        qtbot, folders, tmp_path, monkeypatch, original):
    """Through the real start (``cli.main``): deal 1 played, then played again (its panel's
    "Play this deal again…", the same seat); the app closed after the person's first two
    actions. At the next start the person continues the practice game and plays the deal
    out: the panel at its end compares it with the deal as played, with "Play it again" —
    as it would have without the closing. (Before: a plain end-of-deal panel, "Next deal",
    and the practice game went on with a deal of its own.) When the history cannot be opened
    at the next start (its file replaced by a folder), the deal is continued from the
    autosave all the same and ends with a plain panel: its original is not there to compare
    (it raised AttributeError before). When the original's history id names another game
    by then (SQLite gives a deleted game's id to the next game stored), that game's deal is
    not compared either (before: the comparison and "Play it again" were of the other
    game's deal; since schema 10 no id is given twice, so the test moves the other game to
    that id by hand, as a history of before or one copied in may have it)."""
    from .table_driver import answer, person_turn, quick_choice
    from .test_keyboard_only import quick_settings
    from .test_real_start import built, start_app

    quick_settings(tmp_path)

    def first(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None, timeout=30000)
        decline_tutorial(w)
        while True:
            play_to_summary(qtbot, w)
            again = [b for b in w.summary.buttons if b.text() == "Play this deal again…"]
            if again:
                break
            w.summary.buttons[0].click()  # thrown in: the next deal
        again[0].click()
        w.practice_starts.play_again_dialog.accept()  # the same seat
        qtbot.waitUntil(lambda: w.session.again is not None, timeout=10000)
        person_plays(qtbot, w, 2)
        return w.session.again.index

    code, index = start_app(monkeypatch, ["--seed", "3"], first)
    assert code == 0
    if original == "history_unreadable":
        stored = folders / "history.sqlite3"
        stored.unlink()
        stored.mkdir()
    elif original == "id_names_another_game":  # the original deleted, its id given to a game of other cards
        import json

        from deberts_desktop.storage.history import History
        from tests.storage.test_history import finished_game

        save = folders / "autosave.record.json"
        data = json.loads(save.read_text(encoding="utf-8"))
        origin = data["resume"]["practice"]["origin"]
        import sqlite3

        with History(folders / "history.sqlite3") as h:
            other = finished_game(h.record(origin).rules, seed=41)
            assert len(other.entries) > index
            h.delete_game(origin)
            new = h.start_game(other.rules, other.names, [None] * other.rules.players)
            assert new != origin  # schema 10 gives no deleted game's id: a history of before, or copied in, may
        with sqlite3.connect(folders / "history.sqlite3") as conn:
            conn.execute("UPDATE games SET id = ? WHERE id = ?", (origin, new))
        conn.close()
        with History(folders / "history.sqlite3") as h:
            assert h.store_game(origin, other) == len(other.entries)

    def second(w):
        qtbot.waitUntil(lambda: built(w) and (w.questions.question is not None
                                              or w.questions.message_box is not None), timeout=30000)
        if w.questions.message_box is not None:  # the history's own message at the start, read
            w.questions.message_box.accept()
            qtbot.waitUntil(lambda: w.questions.question is not None, timeout=30000)
        answer(qtbot, w, "Continue")
        for _ in range(200):
            qtbot.waitUntil(lambda: person_turn(w) or w.summary.isVisible(), timeout=30000)
            if w.summary.isVisible():
                break
            assert w.session.choose(quick_choice(legal_now(w)))
        return ([b.text() for b in w.summary.buttons], w.summary.body.toPlainText().startswith(
            "The deal as played and played again"), w.session.again is not None and w.session.again.index)

    code, (buttons, compared, again_index) = start_app(monkeypatch, [], second)
    assert code == 0
    if original != "stored":
        assert (compared, again_index) == (False, False) and "Play it again" not in buttons
        return
    assert buttons == ["Play it again", "New game", "Close"]  # (Back to the game: not known after a start)
    assert compared and again_index == index


def test_an_ending_set_up_by_hand_is_played_and_told_in_the_player_s_words(qtbot, folders, tmp_path, monkeypatch):
    """Game → Set up a position…, at the first lead with 4 cards in each hand (an ending
    from a book), played to its end through the real start, in Russian: no record can hold
    such a position, so the end-of-deal panel offers no "Review this deal" (before: offered,
    then refused with the engine's English "a deal set up at its first lead cannot be
    written as a record"), and the status bar says in Russian why the game is not saved
    (before: «Партию не удалось сохранить: a deal set up at its first lead …»)."""
    from deberts_desktop.engine import Suit

    from .table_driver import play_to
    from .test_keyboard_only import quick_settings
    from .test_real_start import built, start_app

    quick_settings(tmp_path, language="ru", rules=Rules(players=2))

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None, timeout=30000)
        decline_tutorial(w)
        dlg = w.set_up_position()
        dlg.lead_radio.setChecked(True)
        dlg.cards_spin.setValue(4)
        dlg.type_cards(0, "JH 9H AH KH")
        dlg.type_cards(1, "TS JS 9S 8S")
        dlg.trump_combo.setCurrentIndex(dlg.trump_combo.findData(int(Suit.HEARTS)))
        dlg.declarer_combo.setCurrentIndex(dlg.declarer_combo.findData(0))
        dlg.play_button.click()
        qtbot.waitUntil(lambda: w.session.practice is not None, timeout=10000)  # nothing begun: no question
        play_to(qtbot, w, "summary")
        return [b.text() for b in w.summary.buttons], w.notices.warning_label.text(), w.notices.warning_label.toolTip()

    code, (buttons, marker, why) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0
    assert buttons == ["Следующая сдача  [Enter]", "Сыграть эту сдачу снова…"]
    assert marker == "⚠ Не сохранено"
    assert why.split("\n") == [
        "Позиция, заданная вручную, не сохраняется: записать её как партию нельзя, и после закрытия программы её "
        "не продолжить.",
        "Позиция, заданная вручную, в истории не сохраняется: записать её как партию нельзя. Запись не сохранена."]


def test_a_position_that_cannot_be_saved_says_why_in_the_player_s_language(qtbot, folders, tmp_path, monkeypatch):
    """Game → Set up a position…, Save… where no file can be written (a file stands where
    the folder should be): the message gives the reason in Russian, as every other file
    message does (before: «…не удалось сохранить в …: a file stands where the folder should
    be.», the reason left in English)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from .test_keyboard_only import quick_settings
    from .test_real_start import built, start_app

    quick_settings(tmp_path, language="ru", rules=Rules(players=2))
    (tmp_path / "scores").write_text("a file, not a folder", encoding="utf-8")
    target = tmp_path / "scores" / "position.record.json"

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None, timeout=30000)
        decline_tutorial(w)
        dlg = w.set_up_position()
        dlg.type_cards(0, "JH 9H AH TH KH QH")
        dlg.fill_random()
        told = []

        def read():
            box = QApplication.activeModalWidget()
            if isinstance(box, QMessageBox):
                told.append(box.text())
                box.accept()
            else:
                QTimer.singleShot(10, read)

        QTimer.singleShot(0, read)
        saved = dlg.save(target)
        dlg.reject()
        return saved, told

    code, (saved, told) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0 and saved is False and not target.exists()
    assert told == [f"Запись не удалось сохранить в {target}: на месте папки находится файл."]


def test_a_deal_played_again_continued_without_its_original_ends_under_its_own_number(qtbot, folders, tmp_path,
                                                                                    monkeypatch):
    """Deal 3 of a game played again (its practice mark names deal 3), the app closed at its
    end and the game continued at the next start when its original is no longer in History
    (deleted, or the deal came from a record file): the game is a plain practice deal, with
    no comparison. Its window title and score box count it as deal 3, and so does the
    end-of-deal panel ("Deal 3: …"). (Before: the panel said "Deal 1: …" under a title and
    score box that said deal 3 — only the panel with the comparison counted it right.)"""
    import random

    from deberts_desktop.engine.practice import play_again
    from deberts_desktop.storage.history import PracticeMark
    from tests.storage.helpers import play_deals
    from tests.storage.test_history import finished_game

    from .test_keyboard_only import quick_settings
    from .test_real_start import built, start_app

    rules = Rules(players=2)
    quick_settings(tmp_path, rules=rules)
    source = finished_game(rules, seed=41)
    assert len(source.entries) >= 3
    game = play_again(source, 2, 0).game  # deal 3, from the same seat
    play_deals(game, random.Random(3), 1)
    assert len(game.entries) == 1 and game.deal is None and not game.entries[0].deal.result.thrown_in

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None, timeout=30000)
        decline_tutorial(w)
        w.continue_game(game, w.seat_levels(rules), None, PracticeMark(origin=None, deal=3, seat=0))
        assert w.session.again is None  # no original: no comparison
        deal_rows = [r[0] for r in w.scene.score_box.rows if r[0].startswith("Deal")]
        return w.windowTitle(), deal_rows, w.summary.isVisible(), w.summary.title.text()

    code, (title, deal_rows, shown, panel) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert title == "Deberts — deal 3 played again (practice, not in the statistics)"
    assert deal_rows == ["Deal 3"]
    assert shown and panel.startswith("Deal 3: "), panel


def _dealt_only_then(qtbot, w, leave):
    """From the person's first turn: deal 1 played to its end, Game → New game, Keep (game A
    waits in History with its deal); the new game is only dealt — the person does nothing in
    it — when ``leave(w, gid_of_a, game_on_the_table)`` starts something else. Returns what
    History then holds: ``(id, practice?, deals, finished)`` of each game."""
    from .table_driver import answer
    from .test_history_while_playing import play
    from .test_keyboard_only import first_turn

    first_turn(qtbot, w)
    a = w.session.game
    play(qtbot, w)  # deal 1 over
    assert w.session.store.flush()
    gid = w.session.store.game_id
    w.ask_new_game()
    answer(qtbot, w, "Keep")
    qtbot.waitUntil(lambda: w.session.game is not None and w.session.game is not a, timeout=10000)
    leave(w, gid, w.session.game)
    assert w.session.store.flush()
    return [(g.id, g.practice is not None, g.deals, g.finished) for g in w.storage.history.list_games()]


def test_a_game_only_dealt_is_not_kept_when_a_deal_is_played_again_from_history(qtbot, folders, tmp_path,
                                                                                 monkeypatch):
    """Game A (id 1) waits in History with deal 1 played; the new game B is only dealt when
    the person chooses History → Play a deal again… of A and accepts: the deal played again
    starts and History still holds A alone — B, with nothing of the person's in it, is not
    kept, as New game does not keep it. (Before: B was put aside into History as an empty
    game, id 2, 0 deals, offered to continue.)"""
    from .test_keyboard_only import quick_settings
    from .test_real_start import start_app

    quick_settings(tmp_path)

    def leave(w, gid, b):
        _played_again_from_history(qtbot, w, gid)

    code, games = start_app(monkeypatch, ["--seed", "3"], lambda w: _dealt_only_then(qtbot, w, leave))
    assert code == 0 and games == [(1, False, 1, None)]


def test_a_deal_played_again_only_dealt_is_not_kept_at_new_game(qtbot, folders, tmp_path, monkeypatch):
    """Game A (id 1) waits in History with deal 1 played; from the new game, only dealt,
    History → Play a deal again… of A: the deal played again is dealt and the person does
    nothing in it before Game → New game. No question (nothing of the person's to keep), a
    new game is dealt, and History holds A alone. (Before: the deal played again was put
    aside into History as an empty practice game, 0 deals, though closing the app over it
    drops it.)"""
    from .test_keyboard_only import quick_settings
    from .test_real_start import start_app

    quick_settings(tmp_path)

    def leave(w, gid, b):
        _played_again_from_history(qtbot, w, gid)
        again = w.session.game
        w.ask_new_game()
        assert w.questions.question is None
        qtbot.waitUntil(lambda: w.session.game is not None and w.session.game is not again
                        and w.session.practice is None, timeout=10000)

    code, games = start_app(monkeypatch, ["--seed", "3"], lambda w: _dealt_only_then(qtbot, w, leave))
    assert code == 0 and games == [(1, False, 1, None)]


def _played_again_from_history(qtbot, w, gid):
    """History → Play a deal again… of game ``gid``, the dialog accepted: the deal played
    again on the table."""
    w.practice_starts.play_again_from_history(gid)
    qtbot.waitUntil(lambda: w.practice_starts.play_again_dialog is not None, timeout=10000)
    w.practice_starts.play_again_dialog.accept()
    qtbot.waitUntil(lambda: w.session.practice is not None, timeout=10000)


def first_deal_played_again(qtbot, w) -> None:
    """From the real start's window ``w``: the tutorial declined, the first deal played to its
    end-of-deal panel by quick choices, then Play this deal again… from the same seat: the
    deal played again is dealt."""
    from .test_real_start import built

    qtbot.waitUntil(lambda: built(w) and w.session.game is not None, timeout=30000)
    decline_tutorial(w)
    play_to_summary(qtbot, w)
    next(b for b in w.summary.buttons if b.text() == "Play this deal again…").click()
    w.practice_starts.play_again_dialog.accept()  # the same seat
    qtbot.waitUntil(lambda: w.session.again is not None, timeout=10000)


def test_take_back_after_a_card_played_by_itself_takes_back_the_person_s_choice(qtbot, folders, tmp_path, monkeypatch):
    """Settings → Pace and sound: the only legal card played by itself. A deal played again
    (practice, seed 3's first deal: the same cards each run, its computers seeded as the first
    play; played again, with the person's cards chosen otherwise each time, until this
    happens): the person chooses a card, later a card of theirs
    is the only legal one and plays itself, and at the person's next choice Ctrl+Z takes
    back the person's last choice — the table is back where the person chose, with that
    choice to make again. (Before: only the card that played itself was taken back, and it
    played itself again at once: Ctrl+Z did nothing the person could see.)"""

    from .table_driver import person_turn, quick_choice
    from .test_keyboard_only import quick_settings
    from .test_real_start import start_app

    quick_settings(tmp_path, play_single=True)

    def drive(w):
        first_deal_played_again(qtbot, w)
        ses = w.session
        chosen_at, forced_since, tries = None, False, 1
        while True:
            qtbot.waitUntil(lambda: table_ready(w), timeout=10000)
            if w.summary.isVisible():  # no card played itself before a choice this time: Play it again,
                assert tries < 12, "never a card played by itself before a choice"  # other cards chosen
                tries += 1
                played = ses.game
                next(b for b in w.summary.buttons if b.text() == "Play it again").click()
                qtbot.waitUntil(lambda: ses.game is not played, timeout=10000)
                chosen_at, forced_since = None, False
                continue
            deal, legal = ses.game.deal, legal_now(w)
            if deal.phase == "play" and len(legal) == 1:  # the person's only card: it plays itself
                n = len(deal.history)
                qtbot.waitUntil(lambda: len(deal.history) > n, timeout=10000)
                forced_since = chosen_at is not None
                continue
            if forced_since:
                break
            chosen_at = len(deal.history) if deal.phase == "play" else chosen_at
            cards = [a for a in legal if isinstance(a, Play)]  # each try its own cards (the same computers)
            assert ses.choose(cards[(tries - 1) % len(cards)] if len(cards) > 1 else quick_choice(legal))
        w.take_back_action.trigger()  # Game → Take back (Ctrl+Z)
        qtbot.waitUntil(lambda: person_turn(w), timeout=10000)
        deal = ses.game.deal
        return chosen_at, len(deal.history), len(legal_now(w)), deal.history[chosen_at:chosen_at + 1]

    code, (chosen_at, now, choices, kept) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0
    assert now == chosen_at and choices > 1 and kept == []  # the person's choice is to make again


def test_the_next_deal_keys_leave_a_deal_played_again_s_comparison_in_place(qtbot, folders, tmp_path, monkeypatch):
    """A deal played again ends with its comparison panel — Play it again (the default),
    Back to the game, New game, Close — and no next deal. The person presses N, the
    end-of-deal panel's key for the next deal: the panel stays, its way back to the game
    with it; Enter on the table is its default button, Play it again, as Enter is the
    end-of-deal panel's Next deal. (Before: either key closed the panel and nothing came
    after it: the table stood still, "Back to the game" gone with the panel.)"""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from .test_keyboard_only import quick_settings
    from .test_real_start import start_app

    quick_settings(tmp_path)

    def drive(w):
        first_deal_played_again(qtbot, w)
        play_to_summary(qtbot, w)
        offered = [b.text() for b in w.summary.buttons]
        played = w.session.game
        QTest.keyClick(w.summary.buttons[0], Qt.Key.Key_N)  # to the focused default button, as typed
        seen = {"after N": (w.summary.isVisible(), [b.text() for b in w.summary.buttons])}
        QTest.keyClick(w.view, Qt.Key.Key_Return)  # Enter on the table
        qtbot.waitUntil(lambda: w.session.game is not played and bool(legal_now(w)), timeout=10000)
        seen["after Enter"] = (w.summary.isVisible(), w.session.again is not None, len(w.session.game.entries))
        w.session.shutdown()
        return offered, seen

    code, (offered, seen) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0
    assert offered == ["Play it again", "Back to the game", "New game", "Close"]
    assert seen["after N"] == (True, offered)
    assert seen["after Enter"] == (False, True, 1)  # the same deal played again, from its start


def test_take_back_says_so_on_the_status_line(qtbot, folders, tmp_path, monkeypatch):
    """A deal played again (practice): the person plays a card, then Game → Take back. The
    status line says "Taken back: your turn again." (Before: it said so and at once gave
    way to the turn's "Your turn: play a card", so the person never saw the take-back told.)"""
    from deberts_desktop.engine.actions import Play

    from .table_driver import person_turn, quick_choice
    from .test_keyboard_only import quick_settings
    from .test_real_start import start_app

    quick_settings(tmp_path)

    def drive(w):
        first_deal_played_again(qtbot, w)
        ses = w.session
        while True:  # to the person's first card, and that card played
            qtbot.waitUntil(lambda: person_turn(w), timeout=10000)
            action = quick_choice(legal_now(w))
            assert ses.choose(action)
            if isinstance(action, Play):
                break
        qtbot.waitUntil(lambda: person_turn(w) or w.summary.isVisible(), timeout=10000)
        w.take_back_action.trigger()  # Game → Take back (Ctrl+Z)
        return w.status_label.text(), person_turn(w)

    code, (status, turn) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0
    assert status == "Taken back: your turn again." and turn


@pytest.mark.parametrize("args,seed", [(["--seed", "3"], 3), ([], None)])
def test_a_deal_played_again_answers_the_same_choices_as_it_was_played(qtbot, folders, tmp_path, monkeypatch,
                                                                       args, seed):
    """``deberts-desktop --seed 3``, and a plain start (a game unseeded, as Game → New game
    plays: its computers decide by the position alone, the same in every process): the
    first deal played by quick choices (the person takes, else plays the first legal card),
    then Play this deal again… from the same seat and Play it again, each played by the same
    choices: the computers answer as they did, so all three deals go card for card alike —
    their computers are seeded as the first play's (the seed 3 History keeps with the deal;
    unseeded as it was). (Before: the deal played again was unseeded, and its computers
    could answer the same choices otherwise each time; then an unseeded game's deal played
    again was given a seed drawn at random, so its computers were no longer the first
    play's.)"""
    from .test_keyboard_only import quick_settings
    from .test_real_start import start_app

    quick_settings(tmp_path)

    def drive(w):
        from .test_real_start import built

        qtbot.waitUntil(lambda: built(w) and w.session.game is not None, timeout=30000)
        decline_tutorial(w)
        play_to_summary(qtbot, w)
        plays = [[str(a) for _, a in w.session.game.entries[0].deal.history]]
        seeds = [w.session.seed]
        next(b for b in w.summary.buttons if b.text() == "Play this deal again…").click()
        w.practice_starts.play_again_dialog.accept()  # the same seat
        qtbot.waitUntil(lambda: w.session.again is not None, timeout=10000)
        for again in (True, False):
            play_to_summary(qtbot, w)
            plays.append([str(a) for _, a in w.session.game.entries[0].deal.history])
            seeds.append(w.session.seed)
            if again:
                played = w.session.game
                next(b for b in w.summary.buttons if b.text() == "Play it again").click()
                qtbot.waitUntil(lambda: w.session.game is not played, timeout=10000)
        w.session.shutdown()
        return plays, seeds

    code, (plays, seeds) = start_app(monkeypatch, args, drive)
    assert len(plays[0]) > 10 and plays[1] == plays[0] and plays[2] == plays[0]
    assert code == 0 and seeds == [seed, seed, seed]


def test_a_deal_played_again_and_thrown_in_ends_with_its_comparison(qtbot):
    """Two players; the computer holds nothing worth a bid (sevens, eights and nines). The
    person takes the deal and plays it to its end, then Play this deal again…: this time the
    person passes in both rounds, so does the computer, and the deal played again is thrown
    in (RULES.md 5, ``all_pass``: redeal). Its panel says so — "Deal 1: thrown in", why, the
    deal as played ("made" or "bait") beside it played again ("thrown in") — with the
    comparison panel's buttons. (Before: the panel read the thrown-in deal's trump, None:
    "None is not a valid Suit", and nothing came on the table after the last pass; a
    low-hand redeal claimed in a deal played again ended the same way.)"""
    from deberts_desktop.engine.actions import PASS

    from .test_options_and_worker import set_deal

    rules = Rules(players=2)
    deal = set_deal(rules, 1, [["AS", "KS", "AH", "KH", "AC", "KC"], ["7S", "8S", "7C", "8C", "7D", "8D"]],
                    "QH", [["QS", "QC", "QD"], ["9S", "9C", "9D"]])
    win = make_window(qtbot, 2, dealer=1, deals=[deal])
    play_to_summary(qtbot, win)
    next(b for b in win.summary.buttons if b.text() == "Play this deal again…").click()
    win.practice_starts.play_again_dialog.accept()  # the same seat
    qtbot.waitUntil(lambda: win.session.again is not None, timeout=10000)
    for _ in range(4):  # two rounds of bidding
        qtbot.waitUntil(lambda: table_ready(win), timeout=10000)
        if win.summary.isVisible():
            break
        assert win.session.choose(PASS)
    qtbot.waitUntil(win.summary.isVisible, timeout=10000)
    assert win.session.game.entries[0].deal.result.thrown_in
    text = " ".join(win.summary.body.toPlainText().split())
    assert win.summary.title.text() == "Deal 1: thrown in"
    assert "Everyone passed: the deal is thrown in" in text
    assert "As played made" in text and "Played again thrown in" in text
    assert [b.text() for b in win.summary.buttons] == ["Play it again", "Back to the game", "New game", "Close"]
    thrown = win.session.game
    win.summary.buttons[0].click()  # Play it again: the same cards dealt anew, the person to bid
    qtbot.waitUntil(lambda: win.session.game is not thrown and bool(legal_now(win)), timeout=10000)
    assert win.session.again is not None and PASS in legal_now(win)


def test_play_it_again_of_a_continued_deal_played_from_a_try_s_position_starts_there(qtbot):
    """A deal played again (the try) in which the person chose another card than in the
    original, then its replay's "Play from here" after that card: the new game starts from
    the try's position, its practice mark names the original deal (origin, deal 1) and
    ``start``. Continued at a later start (:meth:`GameSession.again_continued`, from the
    mark and the original in History), its "Play it again" starts from that same position
    — the try's cards, where the person chose otherwise. (Before: from the original's first
    ``start`` actions, a position the person never played from.)"""
    from deberts_desktop.engine.practice import play_again
    from deberts_desktop.storage.history import PracticeMark
    from deberts_desktop.ui.game.session import GameSession
    from tests.storage.test_history import finished_game

    levels = [None, "beginner"]
    for seed in range(1, 40):  # a deal where the person's first card had another legal choice
        original = finished_game(Rules(players=2), seed=seed)
        history = original.entries[0].deal.history
        first = next((i for i, (s, a) in enumerate(history) if s == 0 and isinstance(a, Play)), None)
        if first is None:
            continue
        tried = play_again(original, 0, 0, upto=first)
        others = [a for a in tried.game.deal.legal_actions() if isinstance(a, Play) and a != history[first][1]]
        if others:
            break
    tried.game.apply(others[0], 0)  # the try: another card than the original's
    upto = first + 1  # "Play from here" in the try's replay, after that card
    position = [a for _, a in tried.game.deal.history[:upto]]
    assert position != [a for _, a in history[:upto]]
    mark = PracticeMark(tried.context, 7, 1, 0)  # the try's: deal 1 of history game 7 played again

    ses = GameSession(None, inline_ai=True)
    try:
        game = ses.play_again(tried.game, 0, 0, levels, origin=7, upto=upto, again_of=mark)
        assert [a for _, a in game.deal.history[:upto]] == position
        assert (ses.practice.origin, ses.practice.deal, ses.practice.seat, ses.practice.start) == (7, 1, 0, upto)
        # the app closed and started again: the game continued from its save, its original read from History
        continued = ses.game
        assert ses.again_continued(original, ses.practice.deal - 1, ses.practice.seat, levels, 7, ses.practice.start)
        assert ses.game is continued
        again = ses.play_again(*ses.again_args)  # the comparison panel's "Play it again"
        assert [a for _, a in again.deal.history[:upto]] == position
        assert (ses.practice.origin, ses.practice.deal, ses.practice.seat, ses.practice.start) == (7, 1, 0, upto)
    finally:
        ses.shutdown()


def test_a_deal_played_again_thrown_in_without_its_original_ends_with_its_panel(qtbot):
    """Deal 3 of a game played again (its practice mark names deal 3) whose original is not
    in History (a record file's deal, or deleted there), continued at a later start: both
    players pass in both rounds and it is thrown in. Its end-of-deal panel says so ("Deal 3:
    thrown in", why) and the game waits there, as a deal played again that is made or lost
    does (a plain panel, "Next deal"). (Before: the game dealt a new deal at once, as an
    ordinary game goes on after a deal thrown in: the deal played again ended with no word
    of how, and the table showed another deal under the title "deal 3 played again".)"""
    from deberts_desktop.engine.actions import PASS
    from deberts_desktop.engine.practice import play_again
    from deberts_desktop.storage.history import PracticeMark
    from tests.storage.test_history import finished_game

    rules = Rules(players=2)
    game = play_again(finished_game(rules, seed=41), 2, 0).game  # deal 3, from the same seat
    while game.deal is not None:  # everyone passes: thrown in (RULES.md 5)
        game.apply(PASS)
    assert len(game.entries) == 1 and game.entries[0].deal.result.thrown_in_reason == "all_passed"
    win = make_window(qtbot, 2, rules=rules)
    win.continue_game(game, win.seat_levels(rules), None, PracticeMark(origin=None, deal=3, seat=0))
    assert win.session.again is None  # no original: no comparison
    assert win.session.game is game and len(game.entries) == 1 and game.deal is None  # no new deal dealt
    assert win.summary.isVisible() and win.summary.title.text() == "Deal 3: thrown in"
    assert "Everyone passed: the deal is thrown in" in win.summary.body.toPlainText()
