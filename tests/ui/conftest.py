"""Fixtures shared by the UI tests."""

import pytest
from PySide6.QtCore import QLocale

from deberts_desktop.ui import i18n


@pytest.fixture
def russian(qapp):
    """Russian installed for the test; English (and the previous locale) after it."""
    before = QLocale()
    assert i18n.install_translator(qapp, "ru") == "ru"
    yield
    i18n.install_translator(qapp, "en")
    QLocale.setDefault(before)
