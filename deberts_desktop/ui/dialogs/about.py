"""The About dialog (Help → About): name, version, licences, credits, where the logs are.

:class:`AboutDialog` says what the app is, its version and licence (with Qt's LGPL notice
and where Qt's source is), credits, and the log folder; its Licences… button opens the
full texts (:class:`~.licences.LicenceWindow`). The main window opens it with
``AboutDialog(self).exec()``.
"""

from __future__ import annotations

import html
import platform
from importlib import resources

from PySide6 import __version__ as PYSIDE_VERSION
from PySide6.QtCore import Qt, QUrl, qVersion
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ... import __version__


def _icon_pixmap(size: int = 96, dpr: float = 1.0) -> QPixmap:
    """The application icon, ``size`` pixels across on a screen of device pixel ratio
    ``dpr``: drawn from the 256-pixel picture at ``size × dpr`` device pixels (at scale 2 a
    picture of ``size`` pixels was stretched, blurred)."""
    try:
        data = (resources.files("deberts_desktop") / "resources" / "icons" / "deberts-desktop-256.png").read_bytes()
    except (FileNotFoundError, OSError):
        return QPixmap()
    pm = QPixmap()
    pm.loadFromData(data, "PNG")  # named: no image format plugin loaded
    if pm.isNull():
        return pm
    device = round(size * dpr)
    pm = pm.scaled(device, device, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation)
    pm.setDevicePixelRatio(device / size)
    return pm


class AboutDialog(QDialog):
    """The app's name, version, licence (with Qt's LGPL notice and where Qt's source is), a
    word on what it is, credits, where the log files are, and a Licences… button that opens
    the full texts (:class:`.licences.LicenceWindow`).

    :ivar text: the :class:`QLabel` with the text (rich text); :ivar licences_button: the
        button; :ivar log_folder: the log folder named (:func:`..crashlog.log_dir`).
    """

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        from ..crashlog import log_dir
        from ...licences import PYSIDE_SOURCE, QT_SOURCE

        self.setObjectName("AboutDialog")
        self.setWindowTitle(self.tr("About Deberts Desktop"))
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        pm = _icon_pixmap(96, self.devicePixelRatioF())
        if not pm.isNull():
            self.setWindowIcon(QIcon(pm))
        icon = QLabel()
        icon.setPixmap(pm)
        icon.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)

        title = self.tr("Deberts Desktop")
        version = self.tr("Version {0}").format(__version__)
        description = self.tr(
            "Debertz (Деберц) is a trick-taking card game for two, three or four players, "
            "a relative of Belote and Klaberjass. Play it against computer opponents at the "
            "level you choose, with the rules your table plays, keep the score of a game "
            "played with real cards, and look back at the games you played. Everything "
            "works offline."
        )
        licence = self.tr("Licence: MIT. This is free software: you may use, copy, change "
                          "and share it under the terms of the MIT licence.")
        lgpl = self.tr("Qt and PySide6 are used under the GNU Lesser General Public License "
                       "version 3 (LGPL): you may replace them with your own build. Their source "
                       "code: {0} and {1}.")
        links = [f'<a href="{u}">{html.escape(u)}</a>' for u in (QT_SOURCE, PYSIDE_SOURCE)]
        credits = self.tr("The cards are drawn by the program itself. Built with Python {0}, "
                          "Qt {1} and PySide6 {2}.").format(platform.python_version(), qVersion(), PYSIDE_VERSION)
        self.log_folder = log_dir()
        logs = self.tr("Log files (for a problem report): {0}")
        folder_link = (f'<a href="{html.escape(QUrl.fromLocalFile(str(self.log_folder)).toString())}">'
                       f"{html.escape(str(self.log_folder))}</a>")
        self.text = QLabel(
            f'<h2 style="margin-bottom:0">{html.escape(title)}</h2>'
            f"<p><b>{html.escape(version)}</b></p>"
            f"<p>{html.escape(description)}</p>"
            f"<p>{html.escape(licence)}</p>"
            f"<p>{html.escape(lgpl).format(*links)}</p>"
            f'<p style="color:#666">{html.escape(credits)}</p>'
            f"<p>{html.escape(logs).format(folder_link)}</p>"
        )
        self.text.setObjectName("about_text")
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.text.setOpenExternalLinks(True)
        self.text.setMinimumWidth(380)

        row = QHBoxLayout()
        row.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
        row.addSpacing(12)
        row.addWidget(self.text, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("OK"))
        self.licences_button = buttons.addButton(self.tr("&Licences…"), QDialogButtonBox.ButtonRole.ActionRole)
        self.licences_button.clicked.connect(self.show_licences)
        buttons.accepted.connect(self.accept)
        lay = QVBoxLayout(self)
        lay.addLayout(row)
        lay.addWidget(buttons)
        self.licence_window = None
        self.resize(560, 400)

    def show_licences(self) -> None:
        """Open the Licences window (kept while the About box is open)."""
        from .licences import LicenceWindow

        if self.licence_window is None:
            self.licence_window = LicenceWindow(self)
        self.licence_window.show()
        self.licence_window.raise_()
