"""History left open while the table plays on, through the real start (``cli.main``, the
staged window, as :mod:`.test_real_start` starts it): the History window knows which game
the table plays as it changes, and never reads the game being played back over itself.
The Master's comparisons after the deals are left out (:func:`.test_real_start.without_the_master`:
not this module's subject; tests/ui/test_master_line.py has them through the real start)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from deberts_desktop.engine.rules import Rules
from deberts_desktop.ui.history.window import ID_ROLE

from .table_driver import answer, legal_now, person_turn, quick_choice
from .test_keyboard_only import first_turn, press, quick_settings
from .test_real_start import (built, decline_tutorial, folders, start_app,  # noqa: F401 (the fixture)
                              without_the_master)


def play(qtbot, w, actions: int = 0) -> None:
    """The person's quick choices until the end-of-deal panel (``actions`` 0), or
    ``actions`` of the person's actions (Enter on a summary on the way)."""
    done = 0
    while actions == 0 or done < actions:
        qtbot.waitUntil(lambda: person_turn(w) or w.summary.isVisible(), timeout=30000)
        if w.summary.isVisible():
            if actions == 0:
                return
            press(Qt.Key.Key_Return)  # the focused Next deal
            continue
        assert w.session.choose(quick_choice(legal_now(w)))
        done += 1


def test_the_game_continued_from_an_open_history_is_not_offered_there_again(qtbot, folders, tmp_path, monkeypatch):
    """Game A is kept (New game → Keep), game B played; History opened, A continued from
    it and played on, History left open. Selecting A there again: Continue is not offered
    (A is on the table), B's is. (Before: the window still took B for the game being
    played, offered A, and Continue read A back from History — the actions played since
    it was continued were lost without a word.)"""
    quick_settings(tmp_path)

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None, timeout=30000)
        without_the_master(w)
        decline_tutorial(w)
        play(qtbot, w)
        play(qtbot, w, 2)
        assert w.session.store.flush()
        game_a, id_a = w.session.game, w.session.store.game_id
        w.new_action.trigger()
        answer(qtbot, w, "Keep")
        play(qtbot, w)
        assert w.session.store.flush()
        id_b = w.session.store.game_id
        w.history_action.trigger()
        hw = w.history_opening.window
        hw.select_game(id_a)
        assert hw.continue_button.isEnabled()
        hw.continue_button.click()
        qtbot.waitUntil(lambda: w.session.game is not None and w.session.store.game_id == id_a, timeout=30000)
        play(qtbot, w, 3)
        game = w.session.game
        played = (len(game.entries), len(game.deal.history))
        hw.select_game(id_a)
        seen = {"A offered": hw.continue_button.isEnabled()}
        hw.continue_button.click()
        QApplication.processEvents()  # a click that would read A back has done so
        seen["A kept"] = (w.session.game is game, (len(game.entries), len(game.deal.history)) == played)
        hw.select_game(id_b)
        seen["B offered"] = hw.continue_button.isEnabled()
        return game_a is not game, seen

    code, (read_back, seen) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0 and read_back  # A came back from History as a new Game
    assert seen == {"A offered": False, "A kept": (True, True), "B offered": True}



def test_the_game_stored_while_history_is_open_is_not_offered_there(qtbot, folders, tmp_path, monkeypatch):
    """History opened before the game on the table was first stored (no id yet), left
    open; a deal played and the next one begun, then a score sheet's deal typed (History
    reads its games again): the game on the table is listed, and its Continue is not
    offered. (Before: the window had taken the game's id when it had none; Continue was
    offered and read the game back from History, the action played since lost.)"""
    from .test_keeper_windows import new_sheet, type_deal

    quick_settings(tmp_path)

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None, timeout=30000)
        without_the_master(w)
        decline_tutorial(w)
        hw = w.history_opening.open()
        play(qtbot, w)
        w.summary.buttons[0].click()  # Next deal (the keys would go to History, in front)
        qtbot.waitUntil(lambda: person_turn(w), timeout=30000)
        assert w.session.choose(quick_choice(legal_now(w)))
        assert w.session.store.flush()
        gid = w.session.store.game_id
        type_deal(new_sheet(qtbot, w), 100, 62)  # the sheet stored: History reads again
        hw.select_game(gid)
        return gid in hw.game_ids(), hw.continue_button.isEnabled()

    code, seen = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0
    assert seen == (True, False)


def listed_deals(hw, gid) -> str | None:
    """The Deals column of game ``gid``'s row in History (None: not listed)."""
    rows = [r for r in range(hw.proxy.rowCount()) if hw.proxy.index(r, 0).data(ID_ROLE) == gid]
    return hw.proxy.index(rows[0], 5).data() if rows else None


def test_history_left_open_lists_the_deals_played_since_and_stays_as_it_was_when_closed(qtbot, folders, tmp_path,
                                                                                     monkeypatch):
    """History opened at the first turn and left open; a deal played at the table, the
    game selected in History, a second deal played: the game's row reads 2 deals (each
    finished deal is a score sheet row, RULES.md), still selected — History read its games
    again when the writer's thread had stored each deal. History then closed and a third
    deal stored: nothing is read while it is closed; opened again it reads 3. (Before: the
    open window kept its rows as they were read — no row for the game after its first deal,
    "1" after two.)"""
    quick_settings(tmp_path)

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None, timeout=30000)
        without_the_master(w)
        decline_tutorial(w)
        store = w.session.store
        hw = w.history_opening.open()
        play(qtbot, w)
        qtbot.waitUntil(lambda: store.game_id is not None and listed_deals(hw, store.game_id) == "1", timeout=30000)
        gid = store.game_id
        hw.select_game(gid)
        w.summary.buttons[0].click()  # Next deal (the keys would go to History, in front)
        play(qtbot, w)
        qtbot.waitUntil(lambda: listed_deals(hw, gid) == "2", timeout=30000)
        seen = [hw.selected_id() == gid]
        hw.close()
        with qtbot.waitSignal(store.stored, timeout=30000):  # the third deal stored
            w.summary.buttons[0].click()
            play(qtbot, w)
        seen.append(listed_deals(hw, gid))  # closed: not read again
        w.history_action.trigger()
        seen.append(listed_deals(hw, gid))
        return seen

    code, seen = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0
    assert seen == [True, "2", "3"]


@pytest.mark.parametrize("button", ["review_button", "replay_button", "master_button", "open_button"])
def test_a_game_abandoned_while_history_is_open_is_not_reviewed_from_its_stale_row(qtbot, folders, tmp_path,
                                                                                 monkeypatch, button):
    """A deal of the game on the table played (the game is stored), History opened and the
    game selected there; back at the table, Game → New game → Abandon it: the game is
    deleted from History. Its row, still selected in the open History, asks Review a deal…
    (Replay, Show me how…, Open sheet…). The person is told in plain words that the game
    is no longer in History — an information, not a warning — and History lists it no
    more. (Before: a warning box said "There is no game 1 in the history.", the row stayed;
    Open sheet… opened an empty score sheet.)"""
    from PySide6.QtWidgets import QMessageBox

    quick_settings(tmp_path)
    boxes = []
    for kind in ("warning", "critical", "information"):
        monkeypatch.setattr(QMessageBox, kind, lambda *a, kind=kind, **k: boxes.append((kind, a[2])))

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None, timeout=30000)
        without_the_master(w)
        decline_tutorial(w)
        play(qtbot, w)
        assert w.session.store.flush()
        gid = w.session.store.game_id
        hw = w.history_opening.open()
        hw.select_game(gid)
        assert hw.selected_id() == gid and getattr(hw, button).isEnabled()
        w.new_action.trigger()
        answer(qtbot, w, "Abandon")
        assert w.session.store.flush()
        windows = set(QApplication.topLevelWidgets())
        getattr(hw, button).click()
        opened = [x for x in QApplication.topLevelWidgets() if x not in windows and x.isVisible()]
        return gid, list(boxes), gid in hw.game_ids(), opened, w.replays.in_replay()

    code, (gid, shown, listed, opened, replaying) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0 and gid is not None
    assert shown == [("information", "This game is no longer in the history: it was deleted.")]
    assert not listed and opened == [] and not replaying


def test_a_deal_played_again_and_again_is_numbered_as_the_person_counts(qtbot, folders, tmp_path, monkeypatch):
    """Deal 2 of a game played, then "Play this deal again…" from its end-of-deal panel and
    "Play it again" once more. The window's title names the deal played again and the
    score box says "Deal 2" (the original's number), as the status line did ("Deal 2
    again…"); History lists the two tries as "deal 2 again, try 1" and "try 2" under the
    game. (Before: the score box said "Deal 1", the title only "practice game", and History
    listed two identical rows "2 players, practice" — which deal, which try, not said.)"""
    quick_settings(tmp_path, rules=Rules(players=2))

    def drive(w):
        play_deal_2_again(qtbot, w)
        seen = w.windowTitle(), [r for r in w.scene.score_box.rows if r[0].startswith("Deal")]
        play(qtbot, w)
        next(b for b in w.summary.buttons if b.text() == "Play it again").click()
        play(qtbot, w)
        assert w.session.store.flush()
        hw = w.history_opening.open()
        qtbot.waitUntil(lambda: not hw.filling, timeout=10000)
        rows = sorted(hw.proxy.index(r, 2).data() for r in range(hw.proxy.rowCount()))
        return seen, rows

    code, ((title, deal_rows), rows) = start_app(monkeypatch, ["--seed", "6"], drive)
    assert code == 0
    assert title == "Deberts — deal 2 played again (practice, not in the statistics)"
    assert [r[0] for r in deal_rows] == ["Deal 2"]
    assert rows == ["2 players", "2 players, practice: deal 2 again, try 1", "2 players, practice: deal 2 again, try 2"]


def test_the_panel_after_a_deal_played_again_names_the_original_deal(qtbot, folders, tmp_path, monkeypatch):
    """Deal 2 of a game played, then "Play this deal again…" and the deal played to its
    end: the panel that ends it is titled with deal 2, as the window's title, the score box
    and the status line count it ("Deal 2: …"); so is the panel after "Play it again".
    (Before: the panel said "Deal 1: …" under a title that said "deal 2 played again".)"""
    quick_settings(tmp_path, rules=Rules(players=2))

    def drive(w):
        play_deal_2_again(qtbot, w)
        play(qtbot, w)
        first = w.summary.title.text()
        next(b for b in w.summary.buttons if b.text() == "Play it again").click()
        play(qtbot, w)
        return first, w.summary.title.text()

    code, titles = start_app(monkeypatch, ["--seed", "6"], drive)
    assert code == 0
    assert all(t.startswith("Deal 2: ") for t in titles), titles


def test_a_deal_played_again_played_again_from_history_keeps_the_original_number(qtbot, folders, tmp_path,
                                                                                  monkeypatch):
    """Deal 2 of a game played, then played again ("deal 2 again, try 1" in History). Its
    row chosen in History → Play a deal again…: the seat is asked (it is one deal: deal 2 of
    the original game), the window's title names deal 2, and History lists the new try as
    "deal 2 again, try 2" beside the first. (Before: the practice game's own deal 1 was
    played again — titled "deal 1 played again", listed as "deal 1 again, try 1": a deal the
    person never saw under that number.)"""
    quick_settings(tmp_path, rules=Rules(players=2))

    def drive(w):
        hw = deal_2_played_again_chosen_in_history(qtbot, w)
        hw.again_button.click()
        dialog = w.practice_starts.play_again_dialog
        dialog.accept()  # the same seat
        title = w.windowTitle()
        play(qtbot, w)
        assert w.session.store.flush()
        hw = w.history_opening.open()
        qtbot.waitUntil(lambda: not hw.filling, timeout=10000)
        rows = sorted(hw.proxy.index(r, 2).data() for r in range(hw.proxy.rowCount()))
        return title, rows

    code, (title, rows) = start_app(monkeypatch, ["--seed", "6"], drive)
    assert code == 0
    assert title == "Deberts — deal 2 played again (practice, not in the statistics)"
    assert rows == ["2 players", "2 players, practice: deal 2 again, try 1", "2 players, practice: deal 2 again, try 2"]


def test_a_deal_played_again_replayed_from_history_is_counted_by_its_original_number(qtbot, folders, tmp_path,
                                                                                       monkeypatch):
    """Deal 2 of a game played, then played again ("deal 2 again, try 1" in History); that
    row chosen in History → Replay: the replay table says "Deal 2 played again" — deal 2,
    as the live table counted it, and not "of 1" (one deal was played again, of a game of
    more); so does the deal log, and the review of that deal (Review this deal…): its
    title, its deal list and its table. (Before: "Deal 1 of 1", "deal 1", a deal the person
    never saw under that number.)"""
    quick_settings(tmp_path, rules=Rules(players=2))

    def drive(w):
        hw = deal_2_played_again_chosen_in_history(qtbot, w)
        hw.replay_button.click()
        replay = w.replays.replay
        seen = [w.replays.in_replay(), replay.info.text(), replay.director.narrator.log_header(1, replay.director.game.deal)]
        replay.review_button.click()  # Review this deal…
        review = w.review_window
        seen += [review.windowTitle(), review.deal_combo.currentText(), review.table.info.text()]
        review.cancel(quiet=True)
        return seen

    code, (replaying, info, header, title, combo, review_info) = start_app(monkeypatch, ["--seed", "6"], drive)
    assert code == 0 and replaying
    assert info.startswith("Deal 2 played again · action 0 of "), info
    assert header.startswith("Deal 2 · "), header
    assert title.endswith(" — deal 2") and combo == "Deal 2", (title, combo)
    assert review_info.startswith("Deal 2 played again · action 0 of "), review_info


def test_show_me_how_of_a_deal_played_again_counts_it_by_its_original_number(qtbot, folders, tmp_path, monkeypatch):
    """Deal 2 of a game played, then played again; that try chosen in History → Show me
    how…: the window is titled "… — deal 2" and lists "Deal 2", as the table, the replay
    and the review count it (Narrator.count_from). (Before: "— deal 1", "Deal 1".)"""
    quick_settings(tmp_path, rules=Rules(players=2))

    def drive(w):
        hw = deal_2_played_again_chosen_in_history(qtbot, w)
        hw.master_button.click()
        win = w.master_line_window
        qtbot.waitUntil(lambda: win is not None and win.isVisible(), timeout=10000)
        seen = win.windowTitle(), [win.deal_combo.itemText(i) for i in range(win.deal_combo.count())]
        win.close()
        return seen

    code, (title, listed) = start_app(monkeypatch, ["--seed", "6"], drive)
    assert code == 0
    assert title.endswith(" — deal 2") and listed == ["Deal 2"], (title, listed)


def test_back_to_the_game_goes_from_the_panel_when_its_game_is_deleted_in_history(qtbot, folders, tmp_path,
                                                                                  monkeypatch):
    """Deal 2 played again to its end: the panel offers "Back to the game" (the game put
    aside for it). History → that game → Delete: the button goes from the panel, Play it
    again, New game and Close stay. (Before: it stayed, and clicking it said the game could
    not be continued.)"""
    quick_settings(tmp_path, rules=Rules(players=2))

    def drive(w):
        play_deal_2_again(qtbot, w)
        play(qtbot, w)
        offered = [b.text() for b in w.summary.buttons if b.isVisible()]
        assert w.session.store.flush()
        original = w.session.store.resolve(w.practice_starts.return_to)
        hw = w.history_opening.open()
        qtbot.waitUntil(lambda: not hw.filling, timeout=10000)
        hw.select_game(original)
        deleted = hw.delete_selected(confirm=False)
        hw.close()
        return offered, deleted, [b.text() for b in w.summary.buttons if b.isVisible()], w.summary.isVisible()

    code, (offered, deleted, after, shown) = start_app(monkeypatch, ["--seed", "6"], drive)
    assert code == 0 and deleted and shown
    assert offered == ["Play it again", "Back to the game", "New game", "Close"]
    assert after == ["Play it again", "New game", "Close"]


def test_play_from_here_in_the_replay_of_a_deal_played_again_names_the_original_deal(qtbot, folders, tmp_path,
                                                                                    monkeypatch):
    """Deal 2 of a game played, then played again ("deal 2 again, try 1"). That try in
    History → Replay, two steps on, Play from here… (the same seat): the new game starts from
    the try's position, its title names deal 2, its deal is counted as deal 2, and History
    lists it as "deal 2 again, try 2" — as History's Play a deal again names a try. (Before:
    the practice game was its origin: "deal 1 played again", "deal 1 again, try 1".)"""
    quick_settings(tmp_path, rules=Rules(players=2))

    def drive(w):
        hw = deal_2_played_again_chosen_in_history(qtbot, w)
        hw.replay_button.click()
        replay = w.replays.replay
        replay.next_button.click()
        replay.next_button.click()
        position = list(replay.record.deals[0].actions[:2])
        replay.here_button.click()
        w.practice_starts.play_again_dialog.accept()  # the same seat
        title, counted = w.windowTitle(), w.director.narrator.deal_number(1)
        from deberts_desktop.engine.record import game_record

        started = list(game_record(w.session.game).deals[0].actions[:2])
        play(qtbot, w)
        assert w.session.store.flush()
        hw = w.history_opening.open()
        qtbot.waitUntil(lambda: not hw.filling, timeout=10000)
        rows = sorted(hw.proxy.index(r, 2).data() for r in range(hw.proxy.rowCount()))
        return title, counted, position == started, rows

    code, (title, counted, same_position, rows) = start_app(monkeypatch, ["--seed", "6"], drive)
    assert code == 0 and same_position
    assert title == "Deberts — deal 2 played again (practice, not in the statistics)" and counted == 2
    assert rows == ["2 players", "2 players, practice: deal 2 again, try 1", "2 players, practice: deal 2 again, try 2"]


def deal_2_played_again_chosen_in_history(qtbot, w):
    """From the start: :func:`play_deal_2_again` to the deal's end, then History opened and
    that try's row chosen. Returns the History window."""
    play_deal_2_again(qtbot, w)
    play(qtbot, w)
    assert w.session.store.flush()
    hw = w.history_opening.open()
    qtbot.waitUntil(lambda: not hw.filling, timeout=10000)
    (tried,) = [g.id for g in hw._games.values() if g.practice is not None]
    hw.select_game(tried)
    return hw


def play_deal_2_again(qtbot, w):
    """From the start (the tutorial declined, the Master left out): deals 1 and 2 played by
    the person's quick moves, then "Play this deal again…" on deal 2's end-of-deal panel, the same seat: the
    deal played again is dealt (the person's first move not made)."""
    qtbot.waitUntil(lambda: built(w) and w.session.game is not None, timeout=30000)
    without_the_master(w)
    decline_tutorial(w)
    play(qtbot, w)
    w.summary.buttons[0].click()  # Next deal
    play(qtbot, w)
    assert len(w.session.game.entries) == 2
    next(b for b in w.summary.buttons if b.text() == "Play this deal again…").click()
    w.practice_starts.play_again_dialog.accept()  # the same seat


def test_history_left_open_stays_where_the_person_scrolled_as_deals_are_stored(qtbot, folders, tmp_path, monkeypatch):
    """60 games kept from before; History opened at the first turn, the newest of them
    selected and the list scrolled to its end (the person reading the oldest games). A deal
    played at the table and stored: History reads its games again (the game on the table
    now listed) with the same game selected and the list where the person left it, at its
    end. (Before: each deal stored threw the list back to its top — the rows were listed
    afresh and the selected row scrolled to.)"""
    quick_settings(tmp_path)

    def drive(w):
        hw, old, store = history_open_over_older_games(qtbot, w, 60)
        hw.select_game(old[-1])
        bar = hw.view.verticalScrollBar()
        bar.setValue(bar.maximum())
        end = bar.value()
        play(qtbot, w)
        qtbot.waitUntil(lambda: store.game_id is not None and listed_deals(hw, store.game_id) == "1"
                        and not hw.filling, timeout=30000)
        return end > 0, hw.selected_id() == old[-1], bar.value() == end

    code, seen = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0
    assert seen == (True, True, True)


def test_the_game_selected_in_history_stays_selected_while_a_deal_stored_is_listed(qtbot, folders, tmp_path,
                                                                                   monkeypatch):
    """30 games kept from before; History open, the oldest of them selected (below the first
    page of rows listed at once). A deal played at the table and stored: while History reads
    its games again, page by page, no other game is ever selected — the sheet beside the
    list, Delete, Continue… stay the oldest game's. (Before: the newest listed game was
    selected until the oldest game's page came, on every deal stored; Delete pressed then
    deleted that other game.)"""
    quick_settings(tmp_path)

    def drive(w):
        hw, old, store = history_open_over_older_games(qtbot, w, 30)
        hw.select_game(old[0])
        selected = []
        hw.view.selectionModel().selectionChanged.connect(lambda *_: selected.append(hw.selected_id()))
        play(qtbot, w)
        qtbot.waitUntil(lambda: store.game_id is not None and listed_deals(hw, store.game_id) == "1"
                        and not hw.filling, timeout=30000)
        return {gid for gid in selected if gid is not None} <= {old[0]}, hw.selected_id() == old[0]

    code, seen = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0
    assert seen == (True, True)


def history_open_over_older_games(qtbot, w, count: int):
    """From the start (the tutorial declined, the Master left out): ``count`` 3-player games kept in History from
    before (started a minute apart, oldest first), then History opened and every row listed.
    Returns ``(History window, the older games' ids oldest first, the session's store)``."""
    qtbot.waitUntil(lambda: built(w) and w.session.game is not None, timeout=30000)
    without_the_master(w)
    decline_tutorial(w)
    history = w.storage.history
    old = [history.start_game(Rules(players=3), ["A", "B", "C"], started=f"2026-01-01T10:{m:02d}:00+00:00")
           for m in range(count)]
    hw = w.history_opening.open()
    qtbot.waitUntil(lambda: not hw.filling, timeout=10000)
    return hw, old, w.session.store


def test_the_game_deleted_from_history_while_played_stays_out_of_it_after_a_restart(qtbot, folders, tmp_path,
                                                                                    monkeypatch):
    """Deal 1 is played and stored; in History the person deletes the game being played
    ("The game goes on, but it is no longer kept in History") and closes the app at once.
    The next start offers the game; the person continues it and plays deal 2 to its end:
    History still holds no game. (Before: the continued game was stored again as a new
    game, deal 1 included — the deletion undone by a restart.)"""
    from deberts_desktop.storage.history import History
    from deberts_desktop.ui.widgets import asking

    quick_settings(tmp_path)
    asked = []
    monkeypatch.setattr(asking, "confirm", lambda parent, title, text, *a, **k: asked.append(text) or True)

    def first(w):
        hw = history_on_the_game_played(qtbot, w)
        hw.delete_button.click()  # Delete… — answered Delete
        assert w.session.store.flush()
        return hw.model.rowCount()

    code, rows = start_app(monkeypatch, ["--seed", "3"], first)
    assert code == 0 and rows == 0
    assert asked == ["This is the game being played. Delete its score sheet from History? The game goes on, "
                     "but it is no longer kept in History."]

    def second(w):
        qtbot.waitUntil(lambda: built(w) and w.questions.question is not None, timeout=30000)
        without_the_master(w)
        answer(qtbot, w, "Continue")
        qtbot.waitUntil(lambda: w.session.game is not None, timeout=10000)
        if w.summary.isVisible():  # deal 1's panel, as it was left
            w.next_deal()
        play(qtbot, w)  # deal 2 over
        assert w.session.store.flush()
        return len(w.session.game.entries)

    code, deals = start_app(monkeypatch, [], second)
    assert code == 0 and deals == 2
    with History(folders / "history.sqlite3") as h:
        assert h.list_games() == []


def test_back_to_the_game_deleted_from_history_after_a_deal_played_again(qtbot, folders, tmp_path, monkeypatch):
    """Deal 1 is over; in History the person deletes the game being played (it goes on, not
    kept there), then on the end-of-deal panel plays the deal again, and after it clicks
    "Back to the game": the game is back as it was, deal 1 on its sheet (0 and 85: seed 3's
    deal, the person's side baited), still not in History. (Before: "The game you were
    playing is not in History yet … Try again in a moment" — and it never was: the game was
    lost.)"""
    from deberts_desktop.storage.history import History

    quick_settings(tmp_path)

    def drive(w):
        game = back_to_the_game_deleted_from_history(qtbot, w)
        back = w.session.game
        told = w.questions.message_box.text() if w.questions.message_box is not None else None
        assert w.session.store.flush()
        return back is game, [r.scores for r in back.rows], told, w.session.store.game_id

    code, (same, rows, told, gid) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0
    assert told is None and same and rows == [(0, 85)] and gid is None
    with History(folders / "history.sqlite3") as h:
        assert [g.practice is not None for g in h.list_games()] == [True]  # the deal played again only


def history_on_the_game_played(qtbot, w):
    """From the person's first turn (the Master left out): deal 1 played to its end and stored, then History opened
    with the game being played selected. Returns the History window."""
    first_turn(qtbot, w)
    without_the_master(w)
    play(qtbot, w)  # deal 1 over: stored
    assert w.session.store.flush()
    hw = w.open_history()
    hw.select_game(w.session.store.game_id)
    return hw


def deleted_from_history_while_played(qtbot, w):
    """From the person's first turn: deal 1 played to its end and stored, then the game being
    played deleted in History (History closed again). Returns the game on the table."""
    hw = history_on_the_game_played(qtbot, w)
    game = w.session.game
    assert hw.delete_selected(confirm=False)
    hw.close()
    return game


def back_to_the_game_deleted_from_history(qtbot, w):
    """From the person's first turn: :func:`deleted_from_history_while_played`, the deal
    played again from the end-of-deal panel, then "Back to the game" clicked and waited for. Returns the game as it was before deal 1 was
    played again."""
    from PySide6.QtWidgets import QPushButton

    def button(text):
        return next(b for b in w.summary.findChildren(QPushButton) if b.isVisible() and b.text().startswith(text))

    game = deleted_from_history_while_played(qtbot, w)
    button("Play this deal again").click()
    qtbot.waitUntil(lambda: w.practice_starts.play_again_dialog is not None, timeout=10000)
    w.practice_starts.play_again_dialog.accept()
    qtbot.waitUntil(lambda: w.session.practice is not None, timeout=10000)
    play(qtbot, w)  # the deal played again is over
    button("Back to the game").click()
    qtbot.waitUntil(lambda: w.session.game is not None and w.session.practice is None, timeout=10000)
    return game


def test_keep_puts_the_game_deleted_from_history_while_played_back_in_it(qtbot, folders, tmp_path, monkeypatch):
    """Deal 1 is over; the person deletes the game being played in History, then starts a new
    game (Ctrl+N) and answers Keep ("the game waits in History … and can be continued"): the
    game is in History again, its deal 1 on its sheet (0 and 85, seed 3), to be continued.
    (Before: it was nowhere — History did not keep it, its autosave was cleared.)"""
    from deberts_desktop.storage.history import History

    quick_settings(tmp_path)

    def drive(w):
        game = deleted_from_history_while_played(qtbot, w)
        w.ask_new_game()
        answer(qtbot, w, "Keep")
        qtbot.waitUntil(lambda: w.session.game is not None and w.session.game is not game, timeout=10000)
        assert w.session.store.flush()

    code, _ = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0
    with History(folders / "history.sqlite3") as h:
        games = h.list_games()
        assert [(g.finished, g.deals) for g in games] == [(None, 1)]
        assert [list(r.scores) for r in h.score_sheet(games[0].id)] == [[0, 85]]


def test_back_to_the_game_deleted_from_history_keeps_its_seed(qtbot, folders, tmp_path, monkeypatch):
    """Started with ``--seed 3``: deal 1 is over, the person deletes the game being played in
    History, plays the deal again from the end-of-deal panel and clicks "Back to the game".
    The game goes on seeded 3 as it was started — its computers given the seed, its autosave
    keeping it (``"seed": 3``) beside ``"kept": false`` — so a restart, and a Keep after
    it, still have the seed. (Before: the game set aside came back unseeded — the table's
    seed None, the autosave without "seed".)"""
    import json

    quick_settings(tmp_path)

    def drive(w):
        back_to_the_game_deleted_from_history(qtbot, w)
        w.next_deal()  # deal 2 begins: the game is autosaved as it goes on
        assert w.session.store.flush()
        saved = json.loads((folders / "autosave.record.json").read_text(encoding="utf-8"))["resume"]
        return w.session.seed, w.session.store.seed, saved.get("seed"), saved.get("kept")

    code, seen = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0
    assert seen == (3, 3, 3, False)


def test_the_game_deleted_from_history_while_its_deal_is_being_stored_stays_out(qtbot, folders, tmp_path,
                                                                                 monkeypatch):
    """Deal 1 is over and stored; History is open on the game being played. Deal 2 ends and
    the writer thread takes it to store it; at that moment the person deletes the game in
    History (here the writer is held just after it took the deal, and let go once the
    Delete is done). History then holds no game: the deal being stored is not kept. (Before:
    the writer found its game gone and stored the whole game again as a new one — the
    deletion undone, the game listed in History again.)"""
    import threading

    from deberts_desktop.storage.history import History
    from deberts_desktop.storage.saving import SaveWriter

    quick_settings(tmp_path)
    holding, taken, let_go = threading.Event(), threading.Event(), threading.Event()
    write_game = SaveWriter._write_game

    def held(self, snap):
        if holding.is_set():
            holding.clear()
            taken.set()
            let_go.wait()  # (the test lets it go at once after the Delete)
        return write_game(self, snap)

    monkeypatch.setattr(SaveWriter, "_write_game", held)

    def drive(w):
        return deleted_while_deal_2_is_taken(qtbot, w, holding, taken, let_go), len(w.session.game.entries)

    code, (deleted, deals) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0 and deleted and deals == 2
    with History(folders / "history.sqlite3") as h:
        assert h.list_games() == []


def test_the_start_up_question_says_the_saved_game_was_deleted_from_history(qtbot, folders, tmp_path, monkeypatch):
    """Deal 1 is played (0 and 85, seed 3) and the person deletes the game being played in
    History, then closes the app. The next start asks "Continue the unfinished game?" and
    says under the score that the game is no longer in History — deleted there while it was
    played — and that New game discards it; New game then deals a new game and History still
    holds none. (Before: the question read as for any saved game, and New game threw the
    game away without a word — the person had no way to know History did not keep it.)"""
    from deberts_desktop.storage.history import History

    quick_settings(tmp_path)

    def first(w):
        deleted_from_history_while_played(qtbot, w)
        assert w.session.store.flush()

    code, _ = start_app(monkeypatch, ["--seed", "3"], first)
    assert code == 0

    def second(w):
        detail = asked_at_start(qtbot, w)
        without_the_master(w)
        old = w.session.game
        answer(qtbot, w, "New game")
        qtbot.waitUntil(lambda: w.session.game is not None and w.session.game is not old, timeout=10000)
        assert w.session.store.flush()
        return detail, len(w.session.game.rows)

    code, (detail, rows) = start_app(monkeypatch, [], second)
    assert code == 0 and rows == 0
    assert detail.endswith("\n\nThis game is no longer in History: it was deleted there while it was played. "
                           "New game discards it.")
    assert "the score:\nYou:\xa00\nComputer\xa01:\xa085\n" in detail  # deal 1 as it was left
    with History(folders / "history.sqlite3") as h:
        assert h.list_games() == []


@pytest.mark.parametrize("deal_over", [True, False], ids=["deal-over", "mid-deal"])
def test_closing_while_a_game_deleted_from_history_is_set_aside_keeps_it_for_the_next_start(
        qtbot, folders, tmp_path, monkeypatch, deal_over):
    """Deal 1 is over (0 and 85, seed 3); the person deletes the game being played in History,
    plays the deal again from the end-of-deal panel — to its end, or just a first action of it —
    and closes the app. The next start asks whether to continue that game (saying it is no
    longer in History); Continue goes on with it, deal 1 on its sheet, still not in History;
    the deal played again waits in History (its deal scored, or put aside to be continued there).
    (Before: the game set aside lived only in the window; the close lost it without a word
    and the next start dealt a new game.)"""
    from deberts_desktop.storage.history import History

    quick_settings(tmp_path)

    def first(w):
        deleted_from_history_while_played(qtbot, w)
        played_again_from_the_panel(qtbot, w)
        play(qtbot, w, 0 if deal_over else 1)

    code, _ = start_app(monkeypatch, ["--seed", "3"], first)
    assert code == 0

    def second(w):
        detail = asked_at_start(qtbot, w)
        without_the_master(w)
        answer(qtbot, w, "Continue")
        qtbot.waitUntil(lambda: w.session.game is not None, timeout=10000)
        game = w.session.game
        assert w.session.store.flush()
        return detail, [r.scores for r in game.rows], w.session.practice, w.session.store.game_id, w.session.seed

    code, (detail, rows, practice, gid, seed) = start_app(monkeypatch, [], second)
    assert code == 0
    assert detail.endswith("This game is no longer in History: it was deleted there while it was played. "
                           "New game discards it.")
    assert rows == [(0, 85)] and practice is None and gid is None and seed == 3
    with History(folders / "history.sqlite3") as h:
        # the deal played again only: its one deal scored, or none yet (put aside mid-deal)
        assert [(g.practice is not None, g.finished, g.deals) for g in h.list_games()] == [(True, None, int(deal_over))]


def test_a_seeded_game_kept_before_its_first_deal_is_over_keeps_its_seed(qtbot, folders, tmp_path, monkeypatch):
    """Started with ``--seed 3``, the person makes a first bid of deal 1, then starts a new
    game (Ctrl+N) and answers Keep: the game waits in History with no deal finished. Continued
    from History it goes on seeded 3, as it was started (its computers given the seed, the
    autosave keeping it). (Before: History kept a game's seed only with its finished deals, so
    this game came back unseeded.)"""
    import json

    from deberts_desktop.storage.history import History

    quick_settings(tmp_path)

    def drive(w):
        first_turn(qtbot, w)
        without_the_master(w)
        kept = w.session.game
        play(qtbot, w, 1)  # the person's first bid: the game is begun
        w.ask_new_game()
        answer(qtbot, w, "Keep")
        qtbot.waitUntil(lambda: w.session.game is not None and w.session.game is not kept, timeout=10000)
        assert w.session.store.flush()
        gid = w.storage.history.latest_unfinished()
        assert w.history_opening.continue_game(gid) is not None  # History → Continue
        assert w.session.store.flush()
        saved = json.loads((folders / "autosave.record.json").read_text(encoding="utf-8"))["resume"]
        return gid, w.session.store.game_id, w.session.seed, w.session.store.seed, saved.get("seed")

    code, (gid, on_table, *seeds) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0 and on_table == gid and seeds == [3, 3, 3]
    with History(folders / "history.sqlite3") as h:
        assert h.game_seed(gid) == 3 and h.score_sheet(gid) == []


def test_the_game_deleted_from_history_just_before_its_deal_is_looked_for_stays_out(qtbot, folders, tmp_path,
                                                                                     monkeypatch):
    """Deal 1 is over and stored; History is open on the game being played. Deal 2 ends and
    the writer thread takes it; the person's Delete in History commits, and the writer looks
    for the game before the session is told of the Delete (here the writer is held just
    after it took the deal, let go once the Delete has committed, and the Delete returns
    only after the writer is done). History then holds no game. (Before: the writer found
    its game gone and not yet forgotten — "not this game any more" — and stored the whole
    game again as a new one: the Delete undone.)"""
    import threading

    from deberts_desktop.storage.history import History
    from deberts_desktop.storage.saving import SaveWriter

    quick_settings(tmp_path)
    holding, taken, let_go, written = (threading.Event() for _ in range(4))
    write_game, delete_game = SaveWriter._write_game, History.delete_game

    def held(self, snap):
        if not holding.is_set():
            return write_game(self, snap)
        holding.clear()
        taken.set()
        let_go.wait(60)  # (let go by the Delete once committed)
        try:
            return write_game(self, snap)
        finally:
            written.set()

    def deleted_then_written(self, game_id):
        gone = delete_game(self, game_id)
        let_go.set()
        written.wait(60)  # the writer has looked for the game and done with deal 2
        return gone

    monkeypatch.setattr(SaveWriter, "_write_game", held)
    monkeypatch.setattr(History, "delete_game", deleted_then_written)

    def drive(w):
        return (deleted_while_deal_2_is_taken(qtbot, w, holding, taken, let_go), written.is_set(),
                len(w.session.game.entries))

    code, (deleted, written_then, deals) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0 and deleted and written_then and deals == 2
    with History(folders / "history.sqlite3") as h:
        assert h.list_games() == []


def deleted_while_deal_2_is_taken(qtbot, w, holding, taken, let_go):
    """History opened on the game played after deal 1 (:func:`history_on_the_game_played`);
    deal 2 played while the writer is held once it takes it (``holding`` set; the writer's
    stand-in sets ``taken``), the game deleted in History, the writer let go (``let_go``,
    also if something failed), the session flushed and History closed. Whether History
    deleted the game."""
    hw = history_on_the_game_played(qtbot, w)
    holding.set()
    try:
        w.next_deal()
        play(qtbot, w)  # deal 2 over: the writer takes it
        qtbot.waitUntil(taken.is_set, timeout=10000)
        deleted = hw.delete_selected(confirm=False)
    finally:
        let_go.set()  # (never a writer left held)
    assert w.session.store.flush()
    hw.close()
    return deleted


# ----------------------------------------------------------------------------- leaving the deals played again
SET_ASIDE_GONE = "The game you deleted from History is gone now: it was only set aside for the deal played again."


def summary_buttons(w) -> list[str]:
    """The texts of the end-of-deal panel's buttons shown."""
    from PySide6.QtWidgets import QPushButton

    return [b.text() for b in w.summary.findChildren(QPushButton) if b.isVisible()]


def deal_1_over_and_played_again(qtbot, w) -> None:
    """From the real start (the Master's comparisons left out): deal 1 played to its end
    (stored), then played again from its panel to its end (its comparison panel shown)."""
    first_turn(qtbot, w)
    without_the_master(w)
    play(qtbot, w)  # deal 1 over: stored
    deal_1_played_again(qtbot, w)


def panel_button(w, text: str):
    """The end-of-deal panel's visible button reading ``text``."""
    from PySide6.QtWidgets import QPushButton

    return next(b for b in w.summary.findChildren(QPushButton) if b.isVisible() and b.text() == text)


def deal_1_played_again(qtbot, w) -> None:
    """On the end-of-deal panel of deal 1: "Play this deal again" clicked, the seat accepted
    and the deal played again to its end (its panel shown)."""
    played_again_from_the_panel(qtbot, w)
    play(qtbot, w)  # the deal played again is over: its comparison panel


def played_again_from_the_panel(qtbot, w) -> None:
    """On an end-of-deal panel: "Play this deal again" clicked and the seat accepted; the
    deal played again dealt (nothing played in it yet)."""
    from PySide6.QtWidgets import QPushButton

    next(b for b in w.summary.findChildren(QPushButton)
         if b.isVisible() and b.text().startswith("Play this deal again")).click()
    qtbot.waitUntil(lambda: w.practice_starts.play_again_dialog is not None, timeout=10000)
    w.practice_starts.play_again_dialog.accept()
    qtbot.waitUntil(lambda: w.session.practice is not None, timeout=10000)


def asked_at_start(qtbot, w) -> str:
    """The real start's question about the saved game, once shown: its words under the
    score (``informativeText``)."""
    qtbot.waitUntil(lambda: built(w) and w.questions.question is not None
                    and w.questions.question.isVisible(), timeout=30000)
    return w.questions.question.informativeText()


def leave_the_deal_played_again(qtbot, w, way: str, gid: int | None) -> None:
    """The person leaves the deal played again (its panel shown) ``way``: the panel's "Back
    to the game", its "New game", Ctrl+N (Game → New game), History → Continue of game
    ``gid``, or a lesson (Help → Tutorial); asked whether to keep the deal played again, Keep.
    Waits for the game that comes."""
    from PySide6.QtWidgets import QPushButton

    replayed = w.session.game
    if way == "back":
        next(b for b in w.summary.findChildren(QPushButton)
             if b.isVisible() and b.text() == "Back to the game").click()
    elif way == "panel-new-game":
        next(b for b in w.summary.findChildren(QPushButton) if b.isVisible() and b.text() == "New game").click()
    elif way == "ctrl-n":
        w.new_action.trigger()
    elif way == "history-continue":
        assert w.history_opening.continue_game(gid) is not None
    else:
        w.tutorial_action.trigger()

    def asked():
        return w.questions.question is not None and w.questions.question.isVisible()

    qtbot.waitUntil(lambda: asked() or (w.session.game is not None and w.session.game is not replayed), timeout=10000)
    if asked():  # the deal played again waits in History (its comparison there), as for any game
        answer(qtbot, w, "Keep")
        qtbot.waitUntil(lambda: w.session.game is not None and w.session.game is not replayed, timeout=10000)


def kept_by_new_game(qtbot, w) -> None:
    """The game on the table, begun, kept by New game → Keep; waits for the new game."""
    left = w.session.game
    w.new_action.trigger()
    answer(qtbot, w, "Keep")
    qtbot.waitUntil(lambda: w.session.game is not None and w.session.game is not left, timeout=10000)


@pytest.mark.parametrize("way", ["back", "panel-new-game", "ctrl-n", "history-continue", "history-continue-other",
                                 "lesson"])
def test_a_deal_played_again_later_offers_no_way_back_to_a_game_left_before(qtbot, folders, tmp_path, monkeypatch,
                                                                             way):
    """Deal 1 of game A is over (seed 3); the person plays it again from the end-of-deal panel
    (A waits in History) and after it leaves the deal played again — "Back to the game", the
    panel's New game, Ctrl+N, History → Continue of A or of another game Z (kept before A,
    one bid made), or a lesson — and is then at a game not yet begun (a new game, the game
    on the table kept by New game → Keep; or the lesson). From History the person plays A's
    deal 1 again: at its end the panel offers "Play it again", "New game" and "Close" only —
    there is no game to go back to. (Before: after all but Back to A and History → Continue
    of A, "Back to the game" too, going back to A, left long before.)"""
    quick_settings(tmp_path)

    def drive(w):
        first_turn(qtbot, w)
        without_the_master(w)
        id_z = None
        if way == "history-continue-other":
            play(qtbot, w, 1)  # Z: the person's first bid
            kept_by_new_game(qtbot, w)
            assert w.session.store.flush()
            id_z = w.storage.history.latest_unfinished()
            qtbot.waitUntil(lambda: person_turn(w), timeout=30000)
        play(qtbot, w)  # deal 1 over: stored
        assert w.session.store.flush()
        id_a = w.session.store.game_id
        deal_1_played_again(qtbot, w)
        offered_first = "Back to the game" in summary_buttons(w)
        leave_the_deal_played_again(qtbot, w, way, id_z or id_a)
        if w.session.in_progress:  # A (or Z) again: kept in History, a new game not begun comes
            kept_by_new_game(qtbot, w)
        not_begun = not w.session.in_progress and w.session.again is None
        assert w.session.store.flush()
        played_again_from_history(qtbot, w, id_a)  # History → Play a deal again…, deal 1
        play(qtbot, w)
        return offered_first, not_begun, summary_buttons(w)

    code, (offered_first, not_begun, buttons) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0 and offered_first and not_begun
    assert buttons == ["Play it again", "New game", "Close"]


@pytest.mark.parametrize("way", ["panel-new-game", "ctrl-n", "history-continue-other", "lesson"])
def test_leaving_the_deal_played_again_says_the_game_deleted_from_history_is_gone(qtbot, folders, tmp_path,
                                                                                  monkeypatch, way):
    """Deal 1 is over (seed 3); the person deletes the game being played in History, plays the
    deal again from the end-of-deal panel and, at its end, leaves it by the panel's New game,
    Ctrl+N, History → Continue of another game Z (kept before, one bid made) or a lesson
    instead of "Back to the game": the game set aside (History does not keep it) is
    discarded — and the status line's notice says so. (Before: it was gone without a word.)"""
    from deberts_desktop.storage.history import History

    quick_settings(tmp_path)

    def drive(w):
        id_z = None
        if way == "history-continue-other":
            first_turn(qtbot, w)
            play(qtbot, w, 1)  # Z: the person's first bid
            kept_by_new_game(qtbot, w)
            assert w.session.store.flush()
            id_z = w.storage.history.latest_unfinished()
        deleted_from_history_while_played(qtbot, w)
        told = []  # every notice from now on
        notice = w.notices.notice
        w.notices.notice = lambda text: (told.append(text), notice(text))
        deal_1_played_again(qtbot, w)
        leave_the_deal_played_again(qtbot, w, way, id_z)
        assert w.session.store.flush()
        return told, w.notices.notice_label.text()

    code, (told, shown) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0
    assert told.count(SET_ASIDE_GONE) == 1 and shown == SET_ASIDE_GONE
    with History(folders / "history.sqlite3") as h:  # the deal played again (and Z): the game set aside is not
        assert sorted(g.practice is not None for g in h.list_games()) == [False] * (way == "history-continue-other") \
            + [True]


def test_back_to_the_game_deleted_from_history_says_nothing_is_gone(qtbot, folders, tmp_path, monkeypatch):
    """As above, but the person plays the deal again once more ("Play it again": "Back to the
    game" is still offered at its end) and then clicks "Back to the game": the game comes back
    (deal 1 on its sheet, 0 and 85) and no notice says it is gone."""
    quick_settings(tmp_path)

    def drive(w):
        game = deleted_from_history_while_played(qtbot, w)
        told = []  # every notice from now on
        notice = w.notices.notice
        w.notices.notice = lambda text: (told.append(text), notice(text))
        deal_1_played_again(qtbot, w)
        first = w.session.game
        next(b for b in w.summary.buttons if b.text() == "Play it again").click()
        play(qtbot, w)  # (a new game: the first try's panel is gone until this one ends)
        again = w.session.game is not first and summary_buttons(w)
        leave_the_deal_played_again(qtbot, w, "back", None)
        return again, w.session.game is game, [r.scores for r in game.rows], told

    code, (again, same, rows, told) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0 and again == ["Play it again", "Back to the game", "New game", "Close"]
    assert same and rows == [(0, 85)] and SET_ASIDE_GONE not in told


def test_a_deal_played_again_later_offers_no_way_back_to_the_game_deleted_from_history(qtbot, folders, tmp_path,
                                                                                      monkeypatch):
    """Deal 1 of game A is over (seed 3); the person deletes A in History, plays deal 1 again
    from the end-of-deal panel and clicks "Back to the game" (A set aside, not in History,
    comes back), then keeps A by New game → Keep (A in History again) and, at the new game
    not yet begun, plays the deal played again once more from History. At its end the panel
    offers no "Back to the game". (Before: it did — back to A as it was set aside, though
    A had come back and waited in History since.)"""
    quick_settings(tmp_path)

    def drive(w):
        deleted_from_history_while_played(qtbot, w)
        deal_1_played_again(qtbot, w)
        assert w.session.store.flush()
        id_again = w.session.store.game_id
        leave_the_deal_played_again(qtbot, w, "back", None)
        kept_by_new_game(qtbot, w)
        not_begun = not w.session.in_progress and w.session.again is None
        assert w.session.store.flush()
        played_again_from_history(qtbot, w, id_again)  # History → Play a deal again…, deal 1
        play(qtbot, w)
        return not_begun, summary_buttons(w)

    code, (not_begun, buttons) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0 and not_begun
    assert buttons == ["Play it again", "New game", "Close"]


@pytest.mark.parametrize("deleted", [False, True], ids=["kept", "deleted-from-history"])
def test_taking_back_in_the_deal_played_again_keeps_the_way_back_to_the_game(qtbot, folders, tmp_path, monkeypatch,
                                                                             deleted):
    """Deal 1 is over (seed 3) — the game in History, or deleted there while played; the person
    plays it again from the end-of-deal panel, makes a first bid, takes it back (Ctrl+Z: Game →
    Take back) and plays the deal to its end. The panel still offers "Back to the game", no
    notice says a game is gone, and "Back to the game" brings the game back (deal 1 on its
    sheet: 0 and 85). (A take-back puts the deal on the table again as a game continued: it
    is no leaving of the deal played again.)"""
    quick_settings(tmp_path)

    def drive(w):
        first_turn(qtbot, w)
        without_the_master(w)
        if deleted:
            deleted_from_history_while_played(qtbot, w)
        else:
            play(qtbot, w)  # deal 1 over: stored
            assert w.session.store.flush()
        game = w.session.game
        told = []  # every notice from now on
        notice = w.notices.notice
        w.notices.notice = lambda text: (told.append(text), notice(text))
        played_again_from_the_panel(qtbot, w)
        play(qtbot, w, 1)  # the person's first bid
        replayed = w.session.game
        w.take_back_action.trigger()
        taken_back = w.session.game is not replayed and w.session.again is not None
        play(qtbot, w)
        buttons = summary_buttons(w)
        leave_the_deal_played_again(qtbot, w, "back", None)
        back = w.session.game
        return taken_back, buttons, told, back is game or (not deleted and back.names == game.names), \
            [r.scores for r in back.rows]

    code, (taken_back, buttons, told, same, rows) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0 and taken_back
    assert buttons == ["Play it again", "Back to the game", "New game", "Close"]
    assert SET_ASIDE_GONE not in told and same and rows == [(0, 85)]


def played_again_from_history(qtbot, w, gid) -> None:
    """History → Play a deal again… of game ``gid``, its dialog shown and accepted (deal 1,
    from the person's seat): the deal played again on the table."""
    w.practice_starts.play_again_from_history(gid)
    qtbot.waitUntil(lambda: w.practice_starts.play_again_dialog is not None
                    and w.practice_starts.play_again_dialog.isVisible(), timeout=10000)
    w.practice_starts.play_again_dialog.accept()
    qtbot.waitUntil(lambda: w.session.again is not None, timeout=10000)


def test_history_continue_of_a_game_just_kept_waits_for_its_record(qtbot, folders, tmp_path, monkeypatch):
    """Game A begun (two of the person's actions, no deal finished), New game → Keep, and
    History → Continue of A while the history's writer is half-way through storing it: A
    has its row and id in History, its record (the deal in progress) is not written yet.
    A comes back once its record is there, where it stopped, with no message — as the
    problems' × waits (test_problems.py, ..._has_its_id_but_not_its_record_waits_for_it).
    (Before: Continue read A back at once — a game with none of its actions on the table.)"""
    from .test_problems import writer_held_at_keeping

    quick_settings(tmp_path)
    entered, go_on = writer_held_at_keeping(monkeypatch)

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None, timeout=30000)
        without_the_master(w)
        decline_tutorial(w)
        play(qtbot, w, 2)
        qtbot.waitUntil(lambda: person_turn(w), timeout=30000)  # (seed 3: the deal goes on, the person to act)
        game_a = w.session.game
        before = ([list(e.deal.history) for e in game_a.entries], list(game_a.deal.history))
        kept_by_new_game(qtbot, w)
        qtbot.waitUntil(entered.is_set, timeout=30000)  # A has its id, not yet its record
        game_b = w.session.game
        hw = w.history_opening.open()
        listed = hw.game_ids()
        hw.select_game(listed[0])
        hw.continue_button.click()
        still = w.session.game is game_b and w.questions.message_box is None  # waits, nothing said
        go_on.set()
        if not still:  # read back at once: what came to the table
            game = w.session.game
            return listed, before, ([list(e.deal.history) for e in game.entries], None) if game else None, still, None
        qtbot.waitUntil(lambda: w.session.game is not game_b and (person_turn(w) or w.questions.message_box
                                                                   is not None), timeout=30000)
        back = w.session.game
        told = w.questions.message_box is not None and w.questions.message_box.isVisible()
        return (listed, before, ([list(e.deal.history) for e in back.entries], list(back.deal.history)), still,
                told)

    code, (listed, before, after, still, told) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0 and len(listed) == 1  # A alone in History (B not stored yet)
    assert still and not told
    assert after == before and len(before[1]) >= 2  # the person's two actions at least, back on the table


@pytest.mark.parametrize("way", ["ctrl-n", "panel-new-game"])
def test_new_game_after_the_deal_played_again_is_over_asks_nothing(qtbot, folders, tmp_path, monkeypatch, way):
    """Deal 1 is over (seed 3); the person plays it again from the end-of-deal panel to its
    end (its comparison panel shown) and starts a new game (Ctrl+N, or the panel's New
    game). Nothing of that deal is left to play: the new game starts at once, with no
    question, and the try waits in History (with its comparison) as "Play it again" keeps it;
    the game left for it waits there too. (Before: "A game is in progress… can be continued
    there at any time… Go on playing", of a deal with nothing left to play.)"""
    from deberts_desktop.storage.history import History

    quick_settings(tmp_path)

    def drive(w):
        deal_1_over_and_played_again(qtbot, w)
        replayed = w.session.game
        if way == "ctrl-n":
            w.new_action.trigger()
        else:
            panel_button(w, "New game").click()
        asked = w.questions.question is not None
        qtbot.waitUntil(lambda: w.session.game is not None and w.session.game is not replayed, timeout=10000)
        assert w.session.store.flush()
        return asked, w.session.practice, w.session.again

    code, (asked, practice, again) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0 and not asked and practice is None and again is None
    with History(folders / "history.sqlite3") as h:  # the game left (deal 1 played) and the try, both kept
        assert sorted(g.practice is not None for g in h.list_games()) == [False, True]


def test_closing_the_comparison_panel_says_what_comes_next(qtbot, folders, tmp_path, monkeypatch):
    """Deal 1 is over (seed 3); the person plays it again from the end-of-deal panel to its end
    and closes its comparison panel with Close. The still table's status line says what the
    person can do now — the game waits in History — in place of the deal's last trick.
    (Before: the last trick's line stayed, with no word on what comes next.)"""
    quick_settings(tmp_path)

    def drive(w):
        deal_1_over_and_played_again(qtbot, w)
        panel_button(w, "Close").click()
        return w.summary.isVisible(), w.status_label.text()

    code, (shown, status) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0 and not shown
    assert status == "The deal played again is over. Game → History…: back to the game or this deal again; Ctrl+N: a new game."
