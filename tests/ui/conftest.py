"""Fixtures shared by the UI tests."""

import pytest
from PySide6.QtCore import QLocale

from deberts_desktop.ui import i18n
from deberts_desktop.ui.widgets import window_size

from .modal_watch import ModalWatch


@pytest.fixture(autouse=True)
def windows_fit_the_screen(qapp):
    """Every window shown in a UI test is placed as the game places it (issue 19: inside the
    screen, :func:`deberts_desktop.ui.widgets.window_size.install`), whatever test built a main window
    first."""
    window_size.install(qapp)
    yield


@pytest.fixture(autouse=True)
def no_dialog_left_waiting(qapp):
    """A modal dialog no one answers fails its test instead of stalling the suite
    (:mod:`.modal_watch`: rejected after its limit, named in the failure)."""
    watch = ModalWatch()
    yield
    watch.stop()
    if watch.left:
        pytest.fail("a modal dialog was left unanswered (rejected after "
                    f"{watch.limit_s:g} s): " + "; ".join(watch.left), pytrace=False)


@pytest.fixture
def russian(qapp):
    """Russian installed for the test; English (and the previous locale) after it."""
    before = QLocale()
    assert i18n.install_translator(qapp, "ru") == "ru"
    yield
    i18n.install_translator(qapp, "en")
    QLocale.setDefault(before)
