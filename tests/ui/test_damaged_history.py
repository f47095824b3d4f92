"""A damaged game history at start-up: the player is told once, in the start-up message
box (non-blocking, with the other start-up messages), where the old file was kept; the
new history works at once; the message is in the player's language."""

from __future__ import annotations

import random
import shutil

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QMessageBox

from deberts_desktop.storage import salvage
from deberts_desktop.ui import i18n
from deberts_desktop.ui.start.folders import open_storage

from .table_driver import make_window
from .table_driver import settle  # the settled layout: docs/test-waits.md

JUNK = random.Random(5).randbytes(8192)


def test_a_damaged_history_is_told_once_and_a_new_one_is_kept(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(salvage, "_damaged_stamp", lambda: "20261129-161500")
    data = tmp_path / "data"
    data.mkdir()
    (data / "history.sqlite3").write_bytes(JUNK)
    win = make_window(qtbot, storage=open_storage(tmp_path / "config", data))
    qtbot.waitUntil(lambda: win.questions.message_box is not None, timeout=5000)
    kept = data / "history.sqlite3.damaged-20261129-161500"
    box = win.questions.message_box
    assert box.text() == (f"The game history was damaged and no games could be recovered from it. It was kept as "
                          f"{kept} and a new, empty history was started.")
    assert box.icon() == QMessageBox.Icon.Warning
    assert box.windowModality() == Qt.WindowModality.WindowModal  # open(), not exec(): the game is not held
    assert kept.read_bytes() == JUNK
    box.accept()
    qtbot.waitUntil(lambda: win.questions.message_box is None, timeout=3000)
    assert win.storage.messages == [] and win.storage.history_error is None
    # the new history is there: the history window opens instead of "not available"
    assert win.storage.history.list_games() == []  # no deal finished yet
    win.history_action.trigger()
    assert win.history_opening.window is not None and win.questions.message_box is None
    win.history_opening.window.close()
    win.close()

    # the next start finds a sound history: nothing to tell, the first set-aside file stays
    (data / "autosave.record.json").unlink(missing_ok=True)
    again = make_window(qtbot, storage=open_storage(tmp_path / "config", data))
    settle(qtbot, again)
    assert again.questions.message_box is None and again.storage.history.recovered is None
    assert sorted(p.name for p in data.iterdir() if "damaged" in p.name) == [kept.name]


def test_the_message_is_shown_in_russian(qtbot, qapp, tmp_path, monkeypatch):
    """Made before the translator is installed (as at start-up), shown in Russian."""
    monkeypatch.setattr(salvage, "_damaged_stamp", lambda: "20261129-161500")
    data = tmp_path / "data"
    data.mkdir()
    # a real history whose games table is damaged in one page: some games are recovered
    source = tmp_path / "made"
    source.mkdir()
    from tests.storage.test_damaged_history import fill_history, games_leaves, page_size

    fill_history(source / "history.sqlite3", games=4)
    raw = bytearray((source / "history.sqlite3").read_bytes())
    leaves = games_leaves(raw)
    hit = sorted(leaves)[1]
    ps = page_size(raw)
    raw[(hit - 1) * ps:hit * ps] = bytes(ps)
    (data / "history.sqlite3").write_bytes(raw)
    shutil.rmtree(source)
    recovered = 4 - len(leaves[hit])

    before = QLocale()
    i18n.install_translator(qapp, "en")
    storage = open_storage(tmp_path / "config", data)
    kept = data / "history.sqlite3.damaged-20261129-161500"
    assert storage.messages == [storage.history.recovered]
    assert storage.history.games_recovered == recovered == 3
    try:
        assert i18n.install_translator(qapp, "ru") == "ru"
        win = make_window(qtbot, storage=storage)
        qtbot.waitUntil(lambda: win.questions.message_box is not None, timeout=5000)
        assert win.questions.message_box.text() == (f"История партий была повреждена. Старый файл сохранён как {kept}, "
                                                  f"начата новая история; восстановлено партий: {recovered}.")
        win.questions.message_box.accept()
        win.close()
    finally:
        storage.close()
        i18n.install_translator(qapp, "en")
        QLocale.setDefault(before)


def test_the_damage_is_told_before_the_saved_game_is_offered(qtbot, tmp_path, monkeypatch):
    """A damaged history and a saved game: the damage first, then "Continue the unfinished
    game?" (issue 19: the question came first, the notice only after the answer)."""
    from .table_driver import answer
    from .test_session import play_actions, storage_in

    monkeypatch.setattr(salvage, "_damaged_stamp", lambda: "20261129-161500")
    win = make_window(qtbot, storage=storage_in(tmp_path))
    play_actions(qtbot, win, 3)
    win.close()  # the game is saved (the autosave)
    data = tmp_path / "data"
    (data / "history.sqlite3").write_bytes(JUNK)
    again = make_window(qtbot, storage=storage_in(tmp_path))
    qtbot.waitUntil(lambda: again.questions.message_box is not None, timeout=5000)
    assert again.questions.message_box.text().startswith("The game history was damaged")
    assert again.questions.question is None and again.session.game is None  # nothing asked yet
    again.questions.message_box.accept()
    qtbot.waitUntil(lambda: again.questions.question is not None, timeout=5000)
    assert again.questions.question.text() == "Continue the unfinished game?"
    answer(qtbot, again, "Continue")
    assert again.session.game is not None and again.storage.messages == []
