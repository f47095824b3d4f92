"""Dialog bodies that scroll on a small screen (issue 19, item 4): :class:`ScrollBody`, and
:func:`scroll_pages` for the pages of a tab widget. The placing of windows is
:mod:`.window_size`'s (a message box too tall for the screen gets its text in a
:class:`ScrollBody` there)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QTabWidget, QWidget


class ScrollBody(QScrollArea):
    """A dialog's body that scrolls when the dialog is smaller than it (a small screen):
    as large as the body when there is room (Qt's scroll area asks for at most 36 × 24
    lines), as small as a few lines when there is not. No frame: it looks like the body
    alone; it scrolls sideways too where the body is wider than the room (nothing is cut
    off)."""

    def __init__(self, body: QWidget, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setWidget(body)
        body.setAutoFillBackground(False)
        self.viewport().setAutoFillBackground(False)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        body = self.widget()
        f = 2 * self.frameWidth()
        return (body.sizeHint() if body is not None else QSize(0, 0)) + QSize(f, f)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        line = self.fontMetrics().height()
        body = self.widget()
        want = body.minimumSizeHint() if body is not None else QSize(0, 0)
        return want.boundedTo(QSize(12 * line, 5 * line))


def scroll_pages(tabs: QTabWidget, keep=()) -> list[ScrollBody]:
    """Put each page of ``tabs`` into a :class:`ScrollBody` (same place, title, shortcut
    and tooltip); returns the new scroll areas. A page that is itself a scroll area (a list,
    a text field…) and the pages in ``keep`` (those that scroll inside) are left as they are."""
    from PySide6.QtWidgets import QAbstractScrollArea

    made = []
    current = tabs.currentIndex()
    for i in range(tabs.count()):
        page = tabs.widget(i)
        if isinstance(page, QAbstractScrollArea) or any(page is k for k in keep):
            continue
        text, icon, tip = tabs.tabText(i), tabs.tabIcon(i), tabs.tabToolTip(i)
        tabs.removeTab(i)
        area = ScrollBody(page, tabs)
        tabs.insertTab(i, area, icon, text)
        tabs.setTabToolTip(i, tip)
        made.append(area)
    tabs.setCurrentIndex(current)
    return made
