"""Fixtures shared by the UI tests."""

import pytest
from PySide6.QtCore import QLocale

from deberts_desktop.ui import i18n
from deberts_desktop.ui.widgets import window_size


@pytest.fixture(autouse=True)
def windows_fit_the_screen(qapp):
    """Every window shown in a UI test is placed as the game places it (issue 19: inside the
    screen, :func:`deberts_desktop.ui.widgets.window_size.install`), whatever test built a main window
    first."""
    window_size.install(qapp)
    yield


@pytest.fixture
def russian(qapp):
    """Russian installed for the test; English (and the previous locale) after it."""
    before = QLocale()
    assert i18n.install_translator(qapp, "ru") == "ru"
    yield
    i18n.install_translator(qapp, "en")
    QLocale.setDefault(before)
