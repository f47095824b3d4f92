"""The mouse wheel scrolls the page, not the field under the pointer.

Qt gives a wheel turn to the widget under the pointer, so scrolling a page of options (the
Rules tab of the settings) changed whichever drop-down or number field passed under the
pointer. :class:`WheelToPage`, installed once on the application (:func:`install`, called
by :func:`..app.make_app`), changes that everywhere:

- a drop-down (``QComboBox``), a number field (``QAbstractSpinBox``) or a slider
  (``QSlider``) takes the wheel only while it has the keyboard focus (the player clicked
  it or tabbed to it);
- otherwise the wheel event goes to the nearest scrolling page around the field (a
  ``QAbstractScrollArea``: its viewport gets the same turn), and the field is unchanged;
- such fields get the focus policy ``Qt.StrongFocus`` (click or Tab) when they are
  polished, instead of Qt's ``WheelFocus``, under which the turn itself would give them
  the focus first.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QAbstractScrollArea, QAbstractSpinBox, QApplication, QComboBox, QSlider, QWidget

#: The fields whose value a wheel turn changes.
FIELDS = (QComboBox, QAbstractSpinBox, QSlider)


def scroll_page_of(widget: QWidget) -> QAbstractScrollArea | None:
    """The nearest scrolling page (scroll area, list, table, ...) that holds ``widget`` in
    its viewport, or None."""
    w = widget.parentWidget()
    while w is not None:
        if isinstance(w, QAbstractScrollArea) and w.viewport().isAncestorOf(widget):
            return w
        if w.isWindow():
            return None
        w = w.parentWidget()
    return None


class WheelToPage(QObject):
    """The application's event filter described in the module's documentation."""

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        kind = event.type()
        if kind == QEvent.Type.Wheel:
            if isinstance(obj, FIELDS) and not obj.hasFocus():
                self._to_page(obj, event)
                return True
            return False
        if kind == QEvent.Type.Polish and isinstance(obj, FIELDS):
            if obj.focusPolicy() == Qt.FocusPolicy.WheelFocus:
                obj.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        return False

    @staticmethod
    def _to_page(field: QWidget, event: QWheelEvent) -> None:
        page = scroll_page_of(field)
        if page is None:  # nothing scrolls here: the turn is dropped (the field keeps its value)
            event.ignore()
            return
        viewport = page.viewport()
        pos = field.mapTo(viewport, event.position().toPoint())
        turned = QWheelEvent(pos.toPointF(), event.globalPosition(), event.pixelDelta(), event.angleDelta(),
                             event.buttons(), event.modifiers(), event.phase(), event.inverted(), event.source())
        QApplication.sendEvent(viewport, turned)
        event.accept()  # taken by the page: not offered to the field's other parents


def install(app: QApplication) -> WheelToPage:
    """Install the filter on ``app`` once (a second call returns the same filter)."""
    existing = app.findChild(WheelToPage)
    if existing is not None:
        return existing
    guard = WheelToPage(app)
    app.installEventFilter(guard)
    return guard
