"""The system's save dialog with the file's type added to a name typed without one.

``QFileDialog.getSaveFileName`` returns the name as typed: on Linux desktops a person who
types ``scores`` in the CSV export's dialog got a file ``scores`` that no program opens
by its type, and a position saved as ``mine`` was then left out of the Open record
dialog's list (``*.record.json *.json``). The dialog here has a default suffix, which
Qt adds before it asks whether to replace a file of that name.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QFileDialog, QWidget


def save_file_name(parent: QWidget | None, title: str, suggested: str, file_filter: str, suffix: str) -> str:
    """The file the person chooses to save to, or ``""`` when they cancel.

    :param suggested: the path offered (folder and name).
    :param file_filter: the dialog's filter (``"CSV files (*.csv)"``).
    :param suffix: the type added to a name typed without one, without its first dot
        (``"csv"``, ``"record.json"``); a name with a type of its own keeps it.
    """
    dlg = QFileDialog(parent, title, suggested, file_filter)
    dlg.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dlg.setFileMode(QFileDialog.FileMode.AnyFile)
    dlg.setDefaultSuffix(suffix)
    try:
        if dlg.exec() != QDialog.DialogCode.Accepted or not dlg.selectedFiles():
            return ""
        return dlg.selectedFiles()[0]
    finally:
        dlg.deleteLater()
