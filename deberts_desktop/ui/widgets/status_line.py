"""A one-line label that fits any width: the window's status line and its notice line.
When the window is too narrow for the text it ends in "…" and the whole text is its tooltip.
Beside the game's line, :class:`StatusNotices`: the notice line and the marker of lasting
warnings (saving failed or delayed) in a status bar."""

from __future__ import annotations

from collections.abc import Callable, Collection

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

#: lupdate reads calls of a function named ``translate``
translate = QCoreApplication.translate

#: the least time (ms) a notice stays in the status bar
NOTICE_MS = 10_000
#: and the time (ms) per character of a longer one (some 15 characters a second)
NOTICE_MS_PER_CHAR = 70


def notice_ms(text: str) -> int:
    """How long (ms) the notice ``text`` stays: :data:`NOTICE_MS`, longer for a long one —
    e.g. 10,000 for 100 characters, 14,000 for 200."""
    return max(NOTICE_MS, NOTICE_MS_PER_CHAR * len(text))


class StatusLine(QLabel):
    """The status line: one line of text that, when the window is too narrow for it,
    ends in "…" with the whole text in its tooltip (``text()`` is always the whole)."""

    def __init__(self, text: str = "", parent: QWidget | None = None):
        super().__init__(text, parent)
        self.setMinimumWidth(40)

    def minimumSizeHint(self):
        hint = super().minimumSizeHint()
        hint.setWidth(40)  # the window may be narrower than the text
        return hint

    def shown_text(self) -> str:
        """The text as it fits the label's width now."""
        return self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, self.contentsRect().width())

    def setText(self, text: str) -> None:
        super().setText(text)
        self._tip()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._tip()

    def _tip(self) -> None:
        self.setToolTip(self.text() if self.shown_text() != self.text() else "")

    def paintEvent(self, event) -> None:
        painter = QPainter(self)  # its pen: the label's text colour (its palette's, or its style sheet's)
        painter.drawText(self.contentsRect(), int(self.alignment() | Qt.AlignmentFlag.AlignVCenter), self.shown_text())


class StatusNotices:
    """A status bar's notices beside its game's line (issue 19): a line of their own for
    one-off messages (:meth:`notice`; the game's lines do not overwrite it), shown for
    :func:`notice_ms`, and at its right end a marker of the lasting warnings
    (:meth:`warn`), with their whole text in its tooltip.

    :param bar: the status bar (its game's line added first: the notice line goes after it).
    :param delayed: the keys of the warnings that are a delay (the history locked: kept,
        saved later), asked at each warning."""

    def __init__(self, bar: QStatusBar, delayed: Callable[[], Collection[str]]):
        self._delayed = delayed
        self._warnings: dict[str, str] = {}
        self.warning_label = QLabel("")
        self.warning_label.setObjectName("storageWarning")
        self.warning_label.setStyleSheet("color: #b00020; font-weight: bold;")
        self.warning_label.setVisible(False)
        self.notice_label = StatusLine("")
        self.notice_label.setObjectName("storageNotice")
        self.notice_label.setStyleSheet("font-weight: bold;")
        self.notice_label.setVisible(False)
        self.timer = QTimer(bar)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.end_notice)
        bar.addWidget(self.notice_label, 2)
        bar.addPermanentWidget(self.warning_label)

    def warn(self, key: str, text: str | None) -> None:
        """A lasting warning ``key`` (saving failed or delayed) — or, with "" or None, its
        end. The marker says "⚠ Saving delayed" while every warning is a delay, else "⚠ Not
        saved"; its tooltip has the whole text; a new warning's text is also a
        :meth:`notice`, which goes with its end."""
        if text:
            if self._warnings.get(key) != text:
                self._warnings[key] = text
                self.notice(text)
        elif self._warnings.pop(key, None) == self.notice_label.text():  # its notice says no more what is so
            self.end_notice()
        delayed = self._delayed()
        if self._warnings and all(k in delayed for k in self._warnings):
            self.warning_label.setText(translate("StatusNotices", "⚠ Saving delayed"))
        else:
            self.warning_label.setText(translate("StatusNotices", "⚠ Not saved") if self._warnings else "")
        self.warning_label.setToolTip("\n".join(self._warnings.values()))
        self.warning_label.setVisible(bool(self._warnings))

    def notice(self, text: str) -> None:
        """A one-off message ``text`` in the notice line for :func:`notice_ms` (at least
        :data:`NOTICE_MS`); a newer notice replaces it."""
        self.notice_label.setText(text)
        self.notice_label.setVisible(True)
        self.timer.start(notice_ms(text))

    def end_notice(self) -> None:
        """The notice line's time is over: it goes (the game's line has the room again)."""
        self.timer.stop()
        self.notice_label.setText("")
        self.notice_label.setVisible(False)
