"""What a person reads when the app cannot write what it was asked to, through the real
start (``cli.main``): History's PDF export says why in words, as the score keeper's PDF and
the CSV export do (the folder gone, the disk full); a score sheet's deal added while
another writer holds the history locked for a moment is stored once it is free."""

from __future__ import annotations

import errno
import json
import os
import signal
import sqlite3

import pytest

from PySide6.QtWidgets import QMessageBox

from deberts_desktop.storage.autosave import FILE_NAME as AUTOSAVE_FILE
from deberts_desktop.storage.history import History
from deberts_desktop.storage.score_keeper import ScoreKeeper

from .test_keyboard_only import quick_settings
from .test_real_start import built, folders, start_app  # noqa: F401 (the fixture)
from .test_save_names import stored_game


def export_pdf_to(qtbot, monkeypatch, gid, target) -> list:
    """History → the stored game → Export PDF…, the save dialog answering ``target``; the
    warnings shown, as (title, text)."""
    shown = []
    monkeypatch.setattr("deberts_desktop.ui.widgets.save_dialog.save_file_name", lambda *a, **k: str(target))
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a, **k: shown.append((title, text)))

    def drive(w):
        qtbot.waitUntil(lambda: built(w), timeout=30000)
        hw = w.open_history()
        hw.select_game(gid)
        hw.pdf_button.click()
        return hw.status.text()

    start_app(monkeypatch, [], drive)
    return shown


def test_history_s_pdf_export_to_a_folder_that_is_gone_says_so(qtbot, folders, tmp_path, monkeypatch):
    """The folder chosen in the save dialog is gone by the time the file is written (a
    USB stick pulled out): the message says so (before: "The PDF could not be written to
    …." and no reason)."""
    quick_settings(tmp_path)
    gid = stored_game(folders)
    target = tmp_path / "stick" / "scores.pdf"
    shown = export_pdf_to(qtbot, monkeypatch, gid, target)
    assert shown == [("Export PDF", f"The PDF could not be written to {target}: the folder does not exist.")]
    assert not target.parent.exists()


def test_history_s_pdf_export_on_a_full_disk_says_the_disk_is_full(qtbot, folders, tmp_path, monkeypatch):
    """The disk fills while the PDF is made (its sync to the disk fails with ENOSPC): the
    message says the disk is full, and no half-written file is left."""
    quick_settings(tmp_path)
    gid = stored_game(folders)
    target = tmp_path / "scores.pdf"
    real_fsync = os.fsync

    def fsync(fd):  # the PDF's temporary file beside the target (``.scores.pdf.<random>.tmp``) cannot be synced
        st = os.fstat(fd)
        if any(os.path.samestat(st, p.stat()) for p in tmp_path.glob(".scores.pdf.*.tmp")):
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    shown = export_pdf_to(qtbot, monkeypatch, gid, target)
    assert shown == [("Export PDF", f"The PDF could not be written to {target}: the disk is full.")]
    assert sorted(p.name for p in tmp_path.iterdir() if "scores" in p.name) == []


# ----------------------------------------------------------------------------- the history locked
def lock(history_path):
    """Another program's write lock on the history (released with ``.execute("ROLLBACK")``)."""
    other = sqlite3.connect(history_path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    return other


def stored_totals(folders, gid) -> list:
    """Each deal's totals of the sheet stored as ``gid``, as the history holds it now."""
    with History(folders / "history.sqlite3") as h:
        return [e.totals for e in ScoreKeeper.load(h, gid).entries]


def sheet_of_one_deal(qtbot, w):
    """At the real start's window ``w``: a new score sheet (two players, 301) with deal 1
    added, 100 / 62. Returns the sheet's window and its history id."""
    from .test_keeper_windows import new_sheet, type_deal

    qtbot.waitUntil(lambda: built(w), timeout=30000)
    keeper = new_sheet(qtbot, w)
    type_deal(keeper, 100, 62)
    return keeper, keeper.keeper.history_id


def test_a_deal_added_while_the_history_is_locked_is_stored_once_it_is_free(qtbot, folders, tmp_path, monkeypatch):
    """Another program holds the history locked (as the session's writer does while it
    stores a game) when the person adds a deal to a score sheet: the form says the history
    is busy and the sheet is stored as soon as it is free; the lock goes and, with nothing
    more typed, the deal is in the history and the note is gone. (Before: "…another
    program is using it. The sheet stays in this window; the next change tries again to
    store it." and nothing stored until a next change — the last deal of a game has none.)"""
    from .test_keeper_windows import type_deal

    quick_settings(tmp_path)

    def drive(w):
        keeper, gid = sheet_of_one_deal(qtbot, w)
        qtbot.waitUntil(lambda: stored_totals(folders, gid) == [(100, 62)], timeout=10000)
        other = lock(folders / "history.sqlite3")
        type_deal(keeper, 90, 72)
        while_locked = (keeper.message.text(), keeper.message.isVisible(), stored_totals(folders, gid))
        other.execute("ROLLBACK")
        other.close()
        qtbot.waitUntil(lambda: len(stored_totals(folders, gid)) == 2, timeout=30000)  # stored by the next try
        after = (keeper.message.isVisible(), keeper.unstored, stored_totals(folders, gid))
        keeper.close()
        return while_locked, after

    code, (while_locked, after) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert while_locked == ("The game history is busy for a moment (another program is writing to it): the sheet "
                            "stays in this window and is stored as soon as the history is free.", True, [(100, 62)])
    # 100 + 90 = 190 and 62 + 72 = 134: under 301, the game goes on
    assert after == (False, None, [(100, 62), (90, 72)])


def test_a_deal_typed_when_the_person_quits_while_the_history_is_locked_is_not_lost_silently(
        qtbot, folders, tmp_path, monkeypatch):
    """Game → Quit with a deal typed (not added) in a score sheet while another program
    holds the history locked: the typed deal cannot be kept with the sheet, so the sheet
    asks first (Save as PDF… / Close without saving / Cancel); Cancel keeps the app going,
    and once the lock goes, Quit keeps the typed deal with the stored sheet, asking nothing.
    (Before: the app quit without a word and the typed deal was lost, only logged.)"""
    from .test_keeper_windows import answer_question, type_totals

    quick_settings(tmp_path)

    def drive(w):
        keeper, gid = sheet_of_one_deal(qtbot, w)
        type_totals(keeper, 90, 72)
        other = lock(folders / "history.sqlite3")
        asked = answer_question(qtbot, keeper, "Cancel")
        w.quit_action.trigger()
        after_cancel = (w.isVisible(), keeper.isVisible())
        other.execute("ROLLBACK")
        other.close()
        again = answer_question(qtbot, keeper, "Cancel")  # a second question would hold the quit: seen, cancelled
        w.quit_action.trigger()
        qtbot.waitUntil(lambda: not keeper.isVisible(), timeout=10000)
        return gid, asked, after_cancel, again

    code, (gid, asked, after_cancel, again) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert [(q[0], q[2]) for q in asked] == [("This score sheet is not stored in the game history: it is lost when "
                                              "its window closes.", ["Cancel", "Close without saving", "Save as PDF…"])]
    assert asked[0][1].startswith("The game history could not be written: another program is using it.")
    assert after_cancel == (True, True) and again == []
    with History(folders / "history.sqlite3") as h:
        stored = ScoreKeeper.load(h, gid)
    assert [e.totals for e in stored.entries] == [(100, 62)] and stored.draft["totals"] == ["90", "72"]


def test_deleting_a_game_while_the_history_is_locked_says_so_and_keeps_it(qtbot, folders, tmp_path, monkeypatch):
    """History → Delete while another program holds the history locked: a message says why
    and the game stays, listed and stored (the person may delete it again later)."""
    quick_settings(tmp_path)
    gid = stored_game(folders)
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a, **k: shown.append((title, text)))

    def drive(w):
        qtbot.waitUntil(lambda: built(w), timeout=30000)
        hw = w.open_history()
        hw.select_game(gid)
        other = lock(folders / "history.sqlite3")
        try:
            deleted = hw.delete_selected(confirm=False)
        finally:
            other.execute("ROLLBACK")
            other.close()
        return deleted, hw.selected_id()

    code, (deleted, selected) = start_app(monkeypatch, [], drive)
    assert code == 0 and not deleted and selected == gid
    assert shown == [("Delete game", "The game history could not be written: another program is using it.")]
    with History(folders / "history.sqlite3") as h:
        assert h.game_ids() == [gid]


def test_a_correction_saved_while_the_history_is_locked_says_so_with_the_deal_typed_back(
        qtbot, folders, tmp_path, monkeypatch):
    """The next deal typed (90 / 72), the person corrects the last deal and saves the
    correction while another program holds the history locked: the form gives the deal
    typed back and still says the history is busy, the note about the deal after it; once
    the lock goes, the correction is stored and only the note stays. (Before: the note took
    the busy message's place, and nothing said the correction was not stored yet.)"""
    from .test_keeper_windows import type_totals

    quick_settings(tmp_path)

    def drive(w):
        keeper, gid = sheet_of_one_deal(qtbot, w)
        qtbot.waitUntil(lambda: stored_totals(folders, gid) == [(100, 62)], timeout=10000)
        type_totals(keeper, 90, 72)  # the next deal, typed
        keeper.correct_button.click()  # deal 1 was 110 / 52
        for edit, value in zip(keeper.total_edits, ("110", "52")):
            edit.setText(value)
        other = lock(folders / "history.sqlite3")
        keeper.add_button.click()  # Save correction
        while_locked = (keeper.message.text(), [e.text() for e in keeper.total_edits], stored_totals(folders, gid))
        other.execute("ROLLBACK")
        other.close()
        qtbot.waitUntil(lambda: stored_totals(folders, gid) == [(110, 52)], timeout=30000)  # stored by the next try
        after = (keeper.message.text(), keeper.unstored, [e.text() for e in keeper.total_edits])
        keeper.close()
        return while_locked, after

    code, (while_locked, after) = start_app(monkeypatch, [], drive)
    assert code == 0
    back = "The deal you typed before is back in the form; it is not on the sheet yet."
    assert while_locked == ("The game history is busy for a moment (another program is writing to it): the sheet "
                            "stays in this window and is stored as soon as the history is free.\n" + back,
                            ["90", "72"], [(100, 62)])
    assert after == (back, None, ["90", "72"])


def test_a_sheet_closed_without_saving_while_the_history_is_locked_is_not_written_later(
        qtbot, folders, tmp_path, monkeypatch):
    """A deal added while another program holds the history locked, then the sheet's window
    closed, "Close without saving" (the question says the sheet is lost when its window
    closes): once the lock goes, the closed window writes nothing more (before: its retry
    went on behind the closed window and stored the deal the person let go, a second writer
    of a sheet History may have continued in a new window meanwhile)."""
    from PySide6.QtCore import QTimer

    from deberts_desktop.ui.widgets.retry import INTERVAL_MS

    from .test_keeper_windows import answer_question, type_deal

    quick_settings(tmp_path)

    def drive(w):
        keeper, gid = sheet_of_one_deal(qtbot, w)
        other = lock(folders / "history.sqlite3")
        type_deal(keeper, 90, 72)
        asked = answer_question(qtbot, keeper, "Close without saving")
        keeper._close_by_keys()  # Ctrl+W
        closed = not keeper.isVisible()
        other.execute("ROLLBACK")
        other.close()
        later = []
        QTimer.singleShot(3 * INTERVAL_MS, lambda: later.append(True))  # after any retry due by then
        qtbot.waitUntil(lambda: bool(later), timeout=30000)
        return gid, [q[0] for q in asked], closed

    code, (gid, asked, closed) = start_app(monkeypatch, [], drive)
    assert code == 0 and closed
    assert asked == ["This score sheet is not stored in the game history: it is lost when its window closes."]
    assert stored_totals(folders, gid) == [(100, 62)]


def test_deleting_a_game_while_our_own_writer_stores_the_game_waits_for_it_and_deletes(
        qtbot, folders, tmp_path, monkeypatch):
    """History → Delete while the session's own writer (its thread) has a transaction open
    (as after each deal, keeping the comparison with the Master's line): the delete waits for that commit and the game is deleted,
    no message. (Before: "The game history could not be written: another program is using
    it." — the window's connection, which waits for no lock, told our own writer as another
    program: the suite's flaky failure of the Problems' × under load was the same seam.)"""
    from .test_problems import table_ready, writer_transaction_held

    quick_settings(tmp_path)
    gid = stored_game(folders)
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a, **k: shown.append((title, text)))
    hold, held = writer_transaction_held(monkeypatch)

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and table_ready(w), timeout=30000)
        hold.set()
        # the writer's thread writes (as after each deal: the comparison with the Master's line)
        w.session.store.store_comparison_failure(gid, 1, "master-test")
        qtbot.waitUntil(held.is_set, timeout=30000)
        hw = w.open_history()
        hw.select_game(gid)
        return hw.delete_selected(confirm=False)

    code, deleted = start_app(monkeypatch, [], drive)
    assert code == 0 and deleted and shown == []
    with History(folders / "history.sqlite3") as h:
        assert gid not in h.game_ids()


def full_disk(monkeypatch) -> dict:
    """The data disk, full while ``disk["full"]`` is True: the autosave's writes fail with
    ENOSPC (returns ``disk``, not full yet)."""
    from deberts_desktop.storage import autosave

    written = autosave.write_atomic
    disk = {"full": False}

    def write_atomic(path, data, *args, **kwargs):
        if disk["full"]:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))
        return written(path, data, *args, **kwargs)

    monkeypatch.setattr(autosave, "write_atomic", write_atomic)
    return disk


def person_acts(qtbot, w) -> None:
    """The person's next move (:func:`~.table_driver.quick_choice`), once it is their turn."""
    from .table_driver import legal_now, person_turn, quick_choice

    qtbot.waitUntil(lambda: person_turn(w), timeout=30000)
    assert w.session.choose(quick_choice(legal_now(w)))


def test_the_disk_full_notice_goes_when_the_game_is_saved_again(qtbot, folders, tmp_path, monkeypatch):
    """The data disk fills up in the middle of a deal: the status bar says the game could not
    be saved, and "⚠ Not saved". Room is made and the person plays on: the game is saved with
    the next card, the marker goes, and so does the notice. (Before: "The game in progress
    could not be saved…" stayed on for ten more seconds after the game was saved.)"""
    from .test_keyboard_only import first_turn

    quick_settings(tmp_path)
    disk = full_disk(monkeypatch)

    def drive(w):
        first_turn(qtbot, w)
        disk["full"] = True
        person_acts(qtbot, w)
        qtbot.waitUntil(w.notices.warning_label.isVisible, timeout=10000)
        full = (w.notices.warning_label.text(), w.notices.notice_label.isVisible(), w.notices.notice_label.text())
        disk["full"] = False  # room made
        person_acts(qtbot, w)
        qtbot.waitUntil(lambda: not w.notices.warning_label.isVisible(), timeout=10000)
        return full, (w.notices.notice_label.isVisible(), w.notices.notice_label.text())

    code, (full, after) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0
    assert full == ("⚠ Not saved", True,
                    f"The game in progress could not be saved in {folders}: the disk is full.")
    assert after == (False, "")


def test_quitting_while_the_game_is_not_saved_asks_and_try_again_saves_it(qtbot, folders, tmp_path, monkeypatch):
    """The disk fills in the middle of a deal ("⚠ Not saved") and the person quits: the
    window asks why and what to do — Try again (the default), Quit anyway, Cancel. Escape
    keeps the app going; Try again on a disk still full asks again; once room is made, Try
    again saves the game as it stands and the app quits: the saved game has the move made
    after the disk filled. (Before: the app quit without a word, that move lost.)"""
    from deberts_desktop.engine.record import game_record

    from .test_keeper_windows import answer_question
    from .test_keyboard_only import first_turn

    quick_settings(tmp_path)
    disk = full_disk(monkeypatch)
    saved = folders / AUTOSAVE_FILE

    def drive(w):
        first_turn(qtbot, w)
        disk["full"] = True
        before = saved.read_text(encoding="utf-8")
        person_acts(qtbot, w)
        qtbot.waitUntil(w.notices.warning_label.isVisible, timeout=10000)
        on_table = game_record(w.session.game).to_dict()
        escaped = answer_question(qtbot, w.questions, "Escape")
        w.quit_action.trigger()
        stays = w.isVisible()
        again = answer_question(qtbot, w.questions, "Try again", "Cancel")
        w.quit_action.trigger()
        still = (w.isVisible(), saved.read_text(encoding="utf-8") == before)
        disk["full"] = False  # room made
        last = answer_question(qtbot, w.questions, "Try again")
        w.quit_action.trigger()
        return on_table, escaped, stays, again, still, last, w.isVisible()

    code, (on_table, escaped, stays, again, still, last, visible) = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0
    why = (f"The game in progress could not be saved in {folders}: the disk is full. If you quit now, the moves "
           "made since the game was last saved are lost.")
    question = (why, "Make room on the disk or let the app write to its data folder, then try again: the game is "
                "saved and the app quits.", ["Cancel", "Quit anyway", "Try again"])
    assert escaped == [question] and stays
    assert again == [question, question] and still == (True, True)
    assert last == [question] and not visible
    kept = json.loads(saved.read_text(encoding="utf-8"))
    assert {k: v for k, v in kept.items() if k != "resume"} == on_table


def test_quitting_while_the_game_is_still_being_saved_asks_and_try_again_waits_for_it(qtbot, folders, tmp_path,
                                                                                      monkeypatch):
    """The data disk stops answering in the middle of a deal (a network folder gone quiet):
    the writer hangs in the autosave of the person's move, and the person quits. The wait
    for the save reaches its bound (the writer's flush says "not done": here at once, as the
    disk hangs), so the window asks: the game is still being saved, the moves since the last
    save are lost if the person quits now; Try again waits once more. The disk answers
    meanwhile: the save is written, and the app quits with the move saved. (Before: the
    last save written had not failed, so the app quit without a word, the move lost with
    the hung writer's thread.)"""
    import threading

    from deberts_desktop.engine.record import game_record
    from deberts_desktop.storage import autosave, saving

    from .test_keeper_windows import answer_question
    from .test_keyboard_only import first_turn

    quick_settings(tmp_path)
    saved = folders / AUTOSAVE_FILE
    written, flush = autosave.write_atomic, saving.SaveWriter.flush
    hangs, answers = threading.Event(), threading.Event()
    flushes = []

    def write_atomic(path, data, *args, **kwargs):
        if hangs.is_set():
            answers.wait(60)  # (a bound for a broken test only)
        return written(path, data, *args, **kwargs)

    def flush_at_bound(self, timeout=saving.CLOSE_S):
        flushes.append(hangs.is_set())
        if hangs.is_set() and len(flushes) == 1:
            return False  # the first wait's bound: the writer still hangs
        answers.set()  # the disk answers during the second wait
        return flush(self, timeout)

    monkeypatch.setattr(autosave, "write_atomic", write_atomic)
    monkeypatch.setattr(saving.SaveWriter, "flush", flush_at_bound)

    def drive(w):
        first_turn(qtbot, w)
        hangs.set()
        person_acts(qtbot, w)
        on_table = game_record(w.session.game).to_dict()
        asked = answer_question(qtbot, w.questions, "Try again")
        w.quit_action.trigger()
        return on_table, asked, w.isVisible()

    try:
        code, (on_table, asked, visible) = start_app(monkeypatch, ["--seed", "3"], drive)
    finally:
        answers.set()
    assert code == 0
    assert asked == [(f"The game in progress is still being saved in {folders}: the disk does not answer. If you "
                      "quit now, the moves made since the game was last saved are lost.",
                      "Try again to wait for the save once more: once it is written, the app quits.",
                      ["Cancel", "Quit anyway", "Try again"])]
    assert not visible and flushes[:2] == [True, True]
    kept = json.loads(saved.read_text(encoding="utf-8"))
    assert {k: v for k, v in kept.items() if k != "resume"} == on_table


@pytest.mark.skipif(not hasattr(signal, "SIGHUP") or signal.getsignal(signal.SIGHUP) == signal.SIG_IGN,
                    reason="POSIX hang-up, not ignored (nohup)")
@pytest.mark.parametrize("disk", ["hangs", "full"])
def test_a_hang_up_while_the_app_asks_about_the_save_says_the_moves_in_the_log(qtbot, folders, tmp_path,
                                                                               monkeypatch, disk):
    """The data disk stops answering in the middle of a deal (the writer hangs in the
    autosave of the person's move) — or it is full; the person quits and the window asks
    ("still being saved", "could not be saved") — and the terminal the app was started
    from closes then (SIGHUP, handled as ``kill -TERM``): the question goes, the app ends
    (exit 0) without the save. The log says the game was not saved and why, with the game
    as it stood — the autosave's content, the person's last move in it — so the moves can
    be brought back. (Before: the app ended without a word in the log, the moves lost.)"""
    import threading

    from PySide6.QtCore import QTimer

    from deberts_desktop.engine.record import game_record
    from deberts_desktop.storage import autosave, saving

    from .test_keyboard_only import first_turn

    quick_settings(tmp_path)
    full = full_disk(monkeypatch)
    written, flush, close = autosave.write_atomic, saving.SaveWriter.flush, saving.SaveWriter.close
    hangs, answers = threading.Event(), threading.Event()

    def write_atomic(path, data, *args, **kwargs):
        if hangs.is_set():
            answers.wait(60)  # (a bound for a broken test only)
        return written(path, data, *args, **kwargs)

    def flush_at_bound(self, timeout=saving.CLOSE_S):
        return False if hangs.is_set() else flush(self, timeout)  # the wait's bound: the writer still hangs

    def close_at_bound(self, timeout=saving.CLOSE_S):
        return close(self, 0.05 if hangs.is_set() else timeout)  # (its 8 s bound reached sooner)

    monkeypatch.setattr(autosave, "write_atomic", write_atomic)
    monkeypatch.setattr(saving.SaveWriter, "flush", flush_at_bound)
    monkeypatch.setattr(saving.SaveWriter, "close", close_at_bound)

    def hang_up_when_asked(w, seen):
        box = w.questions.question
        if not isinstance(box, QMessageBox) or not box.isVisible():
            QTimer.singleShot(20, lambda: hang_up_when_asked(w, seen))
            return
        seen.append(box.text())
        assert callable(signal.getsignal(signal.SIGHUP))  # the app's handler, not the default (which kills)
        os.kill(os.getpid(), signal.SIGHUP)

    def drive(w):
        first_turn(qtbot, w)
        if disk == "hangs":
            hangs.set()
        else:
            full["full"] = True
        person_acts(qtbot, w)
        if disk == "full":
            qtbot.waitUntil(w.notices.warning_label.isVisible, timeout=10000)
        on_table = game_record(w.session.game).to_dict()
        asked = []
        QTimer.singleShot(0, lambda: hang_up_when_asked(w, asked))
        w.quit_by_person()
        return on_table, asked, w.isVisible()

    try:
        code, (on_table, asked, visible) = start_app(monkeypatch, ["--seed", "3"], drive)
    finally:
        answers.set()
    assert code == 0 and not visible
    why = (f"still being saved in {folders}: the disk does not answer" if disk == "hangs" else
           f"not saved: The game in progress could not be saved in {folders}: the disk is full.")
    question = ("The game in progress is still being saved in {}: the disk does not answer." if disk == "hangs" else
                "The game in progress could not be saved in {}: the disk is full.").format(folders)
    assert asked == [question + " If you quit now, the moves made since the game was last saved are lost."]
    logged = (tmp_path / "log" / "deberts-desktop.log").read_text(encoding="utf-8")
    told = [line for line in logged.splitlines() if "the app ends with the game in progress" in line]
    assert len(told) == 1 and f"the game in progress {why}; the moves since" in told[0], logged[-3000:]
    kept = json.loads(told[0].split("the game as it stood: ", 1)[1])
    assert {k: v for k, v in kept.items() if k != "resume"} == on_table


# ----------------------------------------------------------------------------- files that cannot be read
def test_settings_that_may_not_be_read_are_kept_aside_not_written_over(qtbot, folders, tmp_path, monkeypatch):
    """The settings file may not be read (made by ``sudo deberts-desktop``: root's, 0600):
    the start says so and uses the defaults, and the file is kept aside as ``.bak`` —
    the first-start tutorial offer, which saves the settings, then writes a new file
    beside it. (Before: nothing was kept aside, and that save wrote the defaults over the
    person's settings.)"""
    from deberts_desktop.storage import settings as settings_module

    from .test_keyboard_only import first_turn

    quick_settings(tmp_path, tutorial_offered=True, hint_level="beginner")
    path = tmp_path / "config" / "settings.json"
    original = path.read_bytes()
    read = settings_module.read_file

    def read_file(p, limit):
        if os.fspath(p) == os.fspath(path):
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(p))
        return read(p, limit)

    monkeypatch.setattr(settings_module, "read_file", read_file)

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.questions.message_box is not None, timeout=30000)
        told = w.questions.message_box.text()
        w.questions.message_box.accept()
        first_turn(qtbot, w)  # the tutorial is offered (the defaults say it was not) and declined
        return told

    code, told = start_app(monkeypatch, [], drive)
    assert code == 0
    assert told == (f"The settings file {path} could not be read (permission denied); the default settings are "
                    f"used.\n\nThe original file was kept as {path}.bak.")
    assert (tmp_path / "config" / "settings.json.bak").read_bytes() == original
    assert json.loads(path.read_text(encoding="utf-8"))["tutorial"]["offered"] is True  # the new file, beside it
