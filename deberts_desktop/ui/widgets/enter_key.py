"""Enter in a dialog whose fields must not press a button (Set up a position: Enter in a
hand's field started the position at once, filled at random — issue 19, 15).

:func:`fields_take_enter` makes Enter in a field (a line edit, a number, a list) only
commit what was typed — the field itself does that — and press nothing; Enter on a
button that has the focus presses that button. No button is the dialog's default, and
none becomes it when the dialog is shown (Qt makes the first "auto default" button the
default of a dialog that has none).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QDialog, QPushButton

_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class _FieldsTakeEnter(QObject):
    """The event filter of :func:`fields_take_enter` (on the dialog: a key its fields
    leave, Enter among them, comes to the dialog after them)."""

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.Show and obj is self.parent():
            for b in obj.findChildren(QPushButton):
                b.setAutoDefault(False)
        elif event.type() == QEvent.Type.KeyPress and event.key() in _ENTER:
            focus = obj.focusWidget()
            if isinstance(focus, QPushButton) and focus.isEnabled():
                focus.click()
            return True
        return False


def fields_take_enter(dialog: QDialog) -> QObject:
    """Enter in ``dialog``'s fields presses no button (see the module); returns the event
    filter (owned by the dialog)."""
    f = _FieldsTakeEnter(dialog)
    dialog.installEventFilter(f)
    return f
