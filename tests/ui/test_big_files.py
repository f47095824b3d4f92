"""Big files (issue 19, item 11): a record of thousands of deals is read and replayed on
another thread with a progress dialog (Cancel stops it) while the window's event loop
goes on; History with hundreds of games lists its first rows at once, fills in the others
at the next turns of the event loop, and reads its statistics on another thread."""

from __future__ import annotations

import json
import random
import threading
from dataclasses import replace

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QPushButton

from deberts_desktop.engine.cards import CARDS
from deberts_desktop.engine.rules import Rules
from deberts_desktop.storage.history import History, history_path
from deberts_desktop.storage import statistics as statistics_module
from deberts_desktop.storage.statistics import level_stats
from deberts_desktop.ui.review import record_file
from deberts_desktop.ui.start.folders import open_storage
from deberts_desktop.ui.history.window import HistoryWindow
from deberts_desktop.ui.review.record_file import READ_AT_ONCE_BYTES, RecordLoading
from tests.storage.big_history import fill_history
from tests.ui.table_driver import make_window

GENEROUS = 120_000  # ms: a loaded machine may take long; nothing here measures time


def thrown_in_record(path, deals: int, bad_deal: int | None = None):
    """A 2-player record of ``deals`` deals that everybody passes (thrown in: the game
    never ends); ``bad_deal`` (1-based): that deal's first action is a card played in
    the bidding. Dealers alternate from seat 0, so seat 1 bids first in odd deals."""
    rng = random.Random(7)
    out = []
    for i in range(deals):
        deck = [str(c) for c in CARDS]
        rng.shuffle(deck)
        first, second = ("1", "0") if i % 2 == 0 else ("0", "1")
        actions = [f"{first} pass", f"{second} pass", f"{first} pass", f"{second} pass"]
        if bad_deal == i + 1:
            actions[0] = f"{first} play {deck[0]}"
        out.append({"dealer": 0, "deck": deck, "actions": actions} if i == 0 else {"deck": deck, "actions": actions})
    path.write_text(json.dumps({"format": "deberts-record", "version": 1, "rules": {"players": 2},
                                "names": ["Anna", "Boris"], "deals": out}), encoding="utf-8")
    return path


def gated_reading(monkeypatch, at: float = 0.25):
    """The reading thread stops at ``at`` of its work until ``gate`` is set; ``reached``
    is set when it got there."""
    gate, reached = threading.Event(), threading.Event()
    real = record_file.read_record_file

    def read(path, progress=None):
        def step(done, total):
            progress(done, total)  # reported, then held
            if done >= total * at and not gate.is_set():
                reached.set()
                assert gate.wait(GENEROUS / 1000)

        return real(path, step)

    monkeypatch.setattr(record_file, "read_record_file", read)
    return gate, reached


def test_a_10000_deal_record_opens_on_another_thread_while_the_window_goes_on(qtbot, tmp_path, monkeypatch):
    path = thrown_in_record(tmp_path / "long.record.json", 10_000)
    assert path.stat().st_size > READ_AT_ONCE_BYTES
    win = make_window(qtbot, 2, seed=3)
    before = win.session.game
    gate, reached = gated_reading(monkeypatch)
    loading = win.open_record(str(path))
    assert isinstance(loading, RecordLoading)
    dlg = loading.dialog
    assert dlg.isVisible() and dlg.labelText() == "Opening the record long.record.json…"
    handled = []
    QTimer.singleShot(0, lambda: handled.append(loading.running()))  # a posted event, handled while loading
    qtbot.waitUntil(lambda: handled != [], timeout=GENEROUS)
    assert handled == [True] and not win.replays.in_replay()
    assert reached.wait(GENEROUS / 1000)
    qtbot.waitUntil(lambda: dlg.value() >= 25, timeout=GENEROUS)  # a quarter: the progress is shown
    gate.set()
    qtbot.waitUntil(lambda: win.replays.in_replay(), timeout=GENEROUS)
    view = win.replays.replay
    assert view.deal_count() == 10_000
    assert view.info.text() == "Deal 1 of 10000 · action 0 of 4 — the cards are dealt"
    assert win.replays.record_loading is None
    assert win.session.game is before


def test_cancel_stops_the_reading_and_shows_nothing(qtbot, tmp_path, monkeypatch):
    path = thrown_in_record(tmp_path / "long.record.json", 2_000)
    assert path.stat().st_size > READ_AT_ONCE_BYTES
    win = make_window(qtbot, 2, seed=3)
    gate, reached = gated_reading(monkeypatch, at=0.5)
    loading = win.open_record(str(path))
    assert reached.wait(GENEROUS / 1000)
    cancel = loading.dialog.findChild(QPushButton)
    assert cancel.text() == "Cancel"
    cancel.click()
    gate.set()
    qtbot.waitUntil(lambda: loading.done, timeout=GENEROUS)
    assert not win.replays.in_replay() and win.replays.record_loading is None
    assert win.questions.message_box is None  # cancelled: nothing to tell


def test_a_large_bad_record_gets_its_reason_in_a_message(qtbot, tmp_path):
    path = thrown_in_record(tmp_path / "bad.record.json", 2_000, bad_deal=1_500)
    win = make_window(qtbot, 2, seed=3)
    loading = win.open_record(str(path))
    assert isinstance(loading, RecordLoading)
    qtbot.waitUntil(lambda: win.questions.message_box is not None, timeout=GENEROUS)
    text = win.questions.message_box.text()
    assert text.startswith("The record bad.record.json cannot be opened: deal 1500, move 1 (0 play ")
    assert not win.replays.in_replay() and win.replays.record_loading is None


def test_a_small_record_still_opens_at_once(qtbot, tmp_path):
    path = thrown_in_record(tmp_path / "short.record.json", 3)
    win = make_window(qtbot, 2, seed=3)
    opened = win.open_record(str(path))
    assert opened.game.entries[2].deal.dealer == 0 and len(opened.record.deals) == 3
    assert win.replays.in_replay() and win.replays.record_loading is None


# ----------------------------------------------------------------------------- History
def test_history_of_600_games_lists_its_first_rows_at_once_and_fills_in(qtbot, tmp_path, monkeypatch):
    ids = fill_history(tmp_path / "history.sqlite3", 600)
    h = History(tmp_path / "history.sqlite3")
    threads = []
    person_games = statistics_module._person_games

    def watched(history):  # where the statistics read the games
        threads.append(threading.current_thread().name)
        return person_games(history)

    monkeypatch.setattr(statistics_module, "_person_games", watched)
    w = HistoryWindow(h)
    qtbot.addWidget(w)
    w.show()
    newest_first = ids[::-1]
    assert w.filling and w.game_ids() == newest_first[:HistoryWindow.FIRST_ROWS] and HistoryWindow.FIRST_ROWS == 20
    assert w.selected_id() == 600 and w.sheet_title.text() != ""
    handled = []
    with qtbot.waitSignal(w.rows_loaded, timeout=GENEROUS):
        QTimer.singleShot(0, lambda: handled.append(w.filling))  # a posted event, handled while filling
    assert handled == [True]
    assert not w.filling and w.game_ids() == newest_first
    assert w.selected_id() == 600
    w.view.sortByColumn(5, Qt.SortOrder.AscendingOrder)
    deals = [w.proxy.index(r, 5).data() for r in range(w.proxy.rowCount())]
    assert len(deals) == 600 and deals == sorted(deals, key=int)
    qtbot.waitUntil(lambda: w.stats_page.ready, timeout=GENEROUS)
    assert threads == ["history-statistics"]  # not the GUI thread
    monkeypatch.undo()
    stats = level_stats(h)
    shown = {w.stats_model.index(r, 0).data(): int(w.stats_model.index(r, 1).data())
             for r in range(w.stats_model.rowCount())}
    assert shown == {"Beginner": stats["beginner"].games, "Amateur": stats["amateur"].games,
                     "Expert": stats["expert"].games, "Master": stats["master"].games}
    # every played game is against at least one computer level: each counts at least once
    assert sum(shown.values()) >= 600
    # deleting a game removes its row only; the others stay as read
    w.select_game(599)
    assert w.delete_selected(confirm=False)
    assert sorted(w.game_ids(), reverse=True) == [g for g in newest_first if g != 599]
    h.close()


def test_history_opened_from_the_window_fills_in(qtbot, tmp_path):
    fill_history(history_path(tmp_path / "data"), 120)
    st = open_storage(tmp_path / "config", tmp_path / "data")
    st.settings = replace(st.settings, rules=Rules(players=2))
    win = make_window(qtbot, storage=st)
    hw = win.open_history()
    assert hw.isVisible() and len(hw.game_ids()) == 20 and hw.filling
    qtbot.waitUntil(lambda: not hw.filling, timeout=GENEROUS)
    assert hw.game_ids() == list(range(120, 0, -1))
    qtbot.waitUntil(lambda: hw.stats_page.ready, timeout=GENEROUS)
    assert hw.stats_model.rowCount() == 4
