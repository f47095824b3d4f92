"""The crash dialog's window (:class:`CrashDialog`): what happened, where the log is, the
details and "Copy details". When and why it is shown: :mod:`.crash_dialog`; its own module
so that the start imports its widgets' classes only when it is first shown (issue 21)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QPlainTextEdit, QPushButton, QStyle,
                               QVBoxLayout, QWidget)


class CrashDialog(QDialog):
    """The message: :attr:`what` (what happened and what became of the game), :attr:`where`
    (the log file), :attr:`details` (the traceback, read-only), the buttons
    :attr:`copy_button` (the details to the clipboard; the dialog stays),
    :attr:`autosave_button` (None unless offered: continue from the autosave, or a new game
    when there is none) and :attr:`close_button`."""

    def __init__(self, parent: QWidget, what: str, log_file, details: str, restart: str | None = None):
        super().__init__(parent)
        self.setObjectName("CrashDialog")
        self.setWindowTitle(self.tr("Deberts Desktop: something went wrong"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.what = QLabel(what)
        self.what.setWordWrap(True)
        if log_file is not None:
            where = self.tr("The details are also in the log file {0}").format(log_file)
        else:
            where = self.tr("The log file could not be written; copy the details to report the problem.")
        self.where = QLabel(where)
        self.where.setWordWrap(True)
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.details = QPlainTextEdit(details)
        self.details.setReadOnly(True)
        self.details.setObjectName("crashDetails")
        # a traceback as Python prints it: in a fixed-width font, each line whole (it wrapped
        # in the proportional font, "in" at a line's end and the function's name under it)
        self.details.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.details.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        buttons = QDialogButtonBox()
        self.copy_button = buttons.addButton(self.tr("&Copy details"), QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy_details)
        self.autosave_button: QPushButton | None = None
        if restart is not None:
            self.autosave_button = buttons.addButton(restart, QDialogButtonBox.ButtonRole.AcceptRole)
            self.autosave_button.clicked.connect(self.accept)
        self.close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.close_button.clicked.connect(self.reject)
        default = self.autosave_button or self.close_button
        default.setDefault(True)
        default.setFocus()
        icon = QLabel()
        icon.setPixmap(self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxCritical).pixmap(48, 48))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        head = QHBoxLayout()
        head.addWidget(icon)
        head.addWidget(self.what, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(head)
        layout.addWidget(self.where)
        layout.addWidget(self.details, 1)
        layout.addWidget(buttons)
        self.resize(560, 360)

    def copy_details(self) -> None:
        """The details (version and traceback) to the clipboard."""
        QGuiApplication.clipboard().setText(self.details.toPlainText())

    def add(self, details: str) -> None:
        """Another failure while the dialog is shown: its details are added."""
        self.details.appendPlainText("\n" + details)
