"""The tables that list a deal's steps beside a table of cards: the review's timeline
(:class:`~..review.window.ReviewWindow`) and Show me how's steps
(:class:`~..review.master_line.MasterLineWindow`)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QTableWidget


def step_table(table: QTableWidget) -> int:
    """``table`` as a list of steps: no row numbers, a row chosen whole and one at a time,
    nothing edited, never the keys' (the arrow keys step the card tables), and every row
    one line of its font high (no wrapping; set its font first). Returns the rows' height."""
    table.verticalHeader().setVisible(False)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.setWordWrap(False)
    height = table.fontMetrics().height() + 6
    table.verticalHeader().setDefaultSectionSize(height)
    return height
