"""Screen readers: telling them something at once, and letting them reach the widgets
that float over a scroll area's viewport. Knows no Debertz.

:func:`announce` sends Qt's accessibility announcement (``QAccessibleAnnouncementEvent``,
Qt 6.8 and later) from a widget; with an older Qt the widget's accessible name is set to
the words instead (a live label's name change), which a reader reads from it.

Qt's accessible interface of a scroll area (a ``QGraphicsView``) lists only its viewport
and scroll bars, so panels and buttons made as the view's own children are out of a
screen reader's reach; :func:`reach_floating_children` installs an interface for the
named scroll-area classes that lists them too.
"""

from __future__ import annotations

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAccessibleWidget, QWidget

_classes: set[str] = set()
#: the interfaces made (Qt's cache holds them for the widget's life; kept from the collector)
_made: list = []


def announce(widget: QWidget, text: str, assertive: bool = False) -> None:
    """Announce ``text`` to screen readers from ``widget``; ``assertive`` interrupts what
    the reader is saying. Nothing that can fail when no screen reader runs."""
    try:
        from PySide6.QtGui import QAccessibleAnnouncementEvent
    except ImportError:  # an older Qt: the name change is the announcement
        widget.setAccessibleName(text)
        return
    event = QAccessibleAnnouncementEvent(widget, text)
    if assertive:
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
    QAccessible.updateAccessibility(event)


class FloatingChildren(QAccessibleWidget):
    """A scroll area's accessible interface whose children are its viewport and then its
    own child widgets (panels, buttons over the viewport), the scroll bars' frames left
    out."""

    def __init__(self, widget: QWidget):
        super().__init__(widget, QAccessible.Role.Client, "")

    def _children(self) -> list[QWidget]:
        area = self.widget()
        viewport = area.viewport()
        return [viewport] + [c for c in area.children() if isinstance(c, QWidget) and c is not viewport
                             and not c.isWindow() and not c.objectName().startswith("qt_scrollarea")]

    def childCount(self) -> int:
        return len(self._children())

    def child(self, index: int):
        children = self._children()
        return QAccessible.queryAccessibleInterface(children[index]) if 0 <= index < len(children) else None

    def indexOfChild(self, child) -> int:
        obj = child.object() if child is not None else None
        children = self._children()
        return children.index(obj) if obj in children else -1


def _factory(key: str, obj):
    if key in _classes and isinstance(obj, QWidget):
        iface = FloatingChildren(obj)
        _made.append(iface)
        return iface
    return None


def reach_floating_children(*class_names: str) -> None:
    """Give the scroll-area classes named (their Qt class names) the interface
    :class:`FloatingChildren` (installed once per process)."""
    if not _classes:
        QAccessible.installFactory(_factory)
    _classes.update(class_names)
