"""What a person reads when the app cannot write what it was asked to, through the real
start (``cli.main``): History's PDF export says why in words, as the score keeper's PDF and
the CSV export do (the folder gone, the disk full)."""

from __future__ import annotations

import errno
import os

import pytest
from PySide6.QtWidgets import QMessageBox

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

    def fsync(fd):
        if os.fstat(fd).st_size > 0 and not os.path.isdir(f"/proc/self/fd/{fd}"):
            name = os.readlink(f"/proc/self/fd/{fd}")
            if name.endswith(".tmp") and ".scores.pdf." in name:
                raise OSError(errno.ENOSPC, "No space left on device")
        return real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    shown = export_pdf_to(qtbot, monkeypatch, gid, target)
    assert shown == [("Export PDF", f"The PDF could not be written to {target}: the disk is full.")]
    assert sorted(p.name for p in tmp_path.iterdir() if "scores" in p.name) == []
