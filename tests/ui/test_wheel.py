"""The mouse wheel over a field scrolls the page unless the field has the focus (issue 12,
defect 3: scrolling Settings → Rules changed "When everybody passes twice")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from deberts_desktop.engine.rules import Rules
from deberts_desktop.ui.widgets import wheel
from deberts_desktop.ui.dialogs.rules_editor import RulesEditor


@pytest.fixture
def wheel_filter(qapp):
    """The application's wheel filter, as :func:`make_app` installs it; removed after."""
    guard = wheel.install(qapp)
    yield guard
    qapp.removeEventFilter(guard)
    guard.deleteLater()


def turn_down(widget) -> None:
    """One notch of the wheel towards the person, over the middle of ``widget``."""
    centre = QPointF(widget.width() / 2, widget.height() / 2)
    event = QWheelEvent(centre, QPointF(widget.mapToGlobal(centre.toPoint())), QPoint(0, 0), QPoint(0, -120),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def test_the_wheel_scrolls_the_rules_page_and_changes_a_field_only_with_focus(qtbot, wheel_filter):
    editor = RulesEditor(Rules(players=4))
    qtbot.addWidget(editor)
    editor.resize(640, 300)  # the page scrolls
    editor.show()
    qtbot.waitExposed(editor)
    bar = editor.scroll.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == 0
    combo, spin = editor.control("all_pass"), editor.control("ski_penalty")
    assert combo.currentData() == "redeal" and combo.itemData(combo.currentIndex() + 1) == "dealer_must_name"
    # a click or Tab gives the focus, never the wheel itself
    assert combo.focusPolicy() == spin.focusPolicy() == Qt.FocusPolicy.StrongFocus

    turn_down(combo)
    assert combo.currentData() == "redeal" and editor.rules().all_pass == "redeal"
    assert not combo.hasFocus()
    assert bar.value() > 0  # the page moved instead
    ski = spin.value()
    turn_down(spin)
    assert spin.value() == ski == editor.rules().ski_penalty

    scrolled = bar.value()
    editor.activateWindow()
    combo.setFocus()
    qtbot.waitUntil(combo.hasFocus)
    turn_down(combo)
    assert combo.currentData() == "dealer_must_name" and editor.rules().all_pass == "dealer_must_name"
    assert bar.value() == scrolled
