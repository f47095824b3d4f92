"""The tests' waits are on conditions (docs/test-waits.md): a timeout a test names is an upper
bound of at least tests/conftest.py's WAIT_FLOOR_MS, and :func:`settle` waits for a layout
that has settled, counted in passes of the event loop rather than in time."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget

from tests.conftest import WAIT_FLOOR_MS

from .table_driver import settle


def test_a_named_timeout_is_raised_to_the_floor(qtbot):
    """A condition true at its 30th look (pytest-qt looks every 10 ms or more: well over the
    1 ms named) is waited for; the floor is the upper bound."""
    looks = []
    qtbot.waitUntil(lambda: looks.append(1) or len(looks) >= 30, timeout=1)
    assert len(looks) == 30 and WAIT_FLOOR_MS >= 10000


def test_settle_waits_for_a_layout_made_in_steps(qtbot):
    """A child widened in six steps, each on a zero timer queued by the one before (as a dock
    fits itself and a table's scroll bars follow): settled, it has its last width."""
    top = QWidget()
    qtbot.addWidget(top)
    child = QWidget(top)
    child.setGeometry(0, 0, 10, 10)
    top.resize(200, 100)
    top.show()

    def widen(steps: int) -> None:
        child.resize(child.width() + 10, 10)
        if steps > 1:
            QTimer.singleShot(0, lambda: widen(steps - 1))

    QTimer.singleShot(0, lambda: widen(6))
    settle(qtbot, top)
    assert child.width() == 70


def test_every_wait_of_the_tests_has_its_row_in_the_doc():
    """docs/test-waits.md says every wait in tests/ is listed with why it cannot flake: each
    wait has a row and each row names the line it quotes (`tools/test_waits_doc.py --write`
    renumbers the rows and adds the missing ones; 120 of 432 waits had none, 33 rows named
    a line their code had left)."""
    from tools.test_waits_doc import check

    assert check() == []
