"""The Licences window (Help → About → Licences…): the full licence texts.

Two tabs: the app's own licence (MIT) and the third-party notices — the file the build wrote
into the bundle, or in a source checkout the same text made from the installed packages
(:func:`deberts_desktop.licences.notices`). The texts are legal documents and stay in their
own language (English); the window's labels are translated.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPlainTextEdit, QTabWidget, QVBoxLayout, QWidget

from ... import licences


class LicenceWindow(QDialog):
    """The licence texts, read-only and selectable.

    :ivar tabs: the :class:`QTabWidget`; :ivar app_text: / :ivar notices_text: its two
        :class:`QPlainTextEdit` pages.
    """

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("LicenceWindow")
        self.setWindowTitle(self.tr("Licences"))
        intro = QLabel(self.tr(
            "Deberts Desktop is free software under the MIT licence. It carries Qt and PySide6 "
            "under the GNU Lesser General Public License version 3, and other software under "
            "the licences below. The texts are given in their original language."))
        intro.setWordWrap(True)
        mono = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        self.app_text = self._page(licences.app_licence(), mono)
        self.notices_text = self._page(licences.notices(), mono)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.app_text, self.tr("Deberts Desktop"))
        self.tabs.addTab(self.notices_text, self.tr("Third-party software"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(intro)
        lay.addWidget(self.tabs, 1)
        lay.addWidget(buttons)
        self.resize(720, 560)

    @staticmethod
    def _page(text: str, font: QFont) -> QPlainTextEdit:
        page = QPlainTextEdit()
        page.setReadOnly(True)
        page.setFont(font)
        page.setPlainText(text)
        page.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        return page
