"""Without a display, ``deberts-desktop`` says so in one line and how to play offscreen,
instead of Qt's abort (exit 134) asking for libxcb-cursor0 (issue 12, defect 16)."""

from __future__ import annotations

import pytest

from deberts_desktop.cli import main
from deberts_desktop.ui import app

LINE = ("deberts-desktop: the game window needs a display, and there is none here (DISPLAY and WAYLAND_DISPLAY are "
        "not set); without one the computers can play a game alone: QT_QPA_PLATFORM=offscreen deberts-desktop "
        "--autoplay\n")


@pytest.mark.parametrize("environ,platform,refused", [
    ({}, "linux", True),
    ({"QT_QPA_PLATFORM": "xcb"}, "linux", True),
    ({"QT_QPA_PLATFORM": "wayland;xcb"}, "freebsd14", True),
    ({"DISPLAY": ":0"}, "linux", False),
    ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
    ({"QT_QPA_PLATFORM": "offscreen"}, "linux", False),
    ({"QT_QPA_PLATFORM": "minimal"}, "linux", False),
    ({"QT_QPA_PLATFORM": "vnc:size=800x600"}, "linux", False),
    ({}, "win32", False),
    ({}, "darwin", False),
])
def test_which_places_have_no_display(environ, platform, refused):
    assert (app.display_problem(environ, platform) == LINE.rstrip("\n")) is refused


@pytest.mark.parametrize("args", [[], ["--autoplay"]])
def test_the_command_stops_before_qt_with_one_line(monkeypatch, capsys, args):
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", app.COMMAND_ENV):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(app.sys, "platform", "linux")

    def no_qt(*a, **k):
        raise AssertionError("the QApplication was made")

    monkeypatch.setattr(app, "make_app", no_qt)
    assert main(args) == 2
    captured = capsys.readouterr()
    assert captured.err == LINE and captured.out == ""


def test_from_a_source_checkout_the_way_out_is_the_command_typed(monkeypatch, capsys):
    """``./dev play`` on a machine with no display (a new developer's first command, from the
    README): the line names ``./dev play --autoplay``, which works there. (Before: it named
    ``deberts-desktop --autoplay``, and a source checkout has no ``deberts-desktop`` on the
    path: "command not found".) ``./dev`` tells the app how it was typed (tests/test_dev_script.py)."""
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv(app.COMMAND_ENV, "./dev play")
    monkeypatch.setattr(app.sys, "platform", "linux")
    monkeypatch.setattr(app, "make_app", lambda *a, **k: pytest.fail("the QApplication was made"))
    assert main([]) == 2
    assert capsys.readouterr().err == LINE.replace("deberts-desktop --autoplay", "./dev play --autoplay")
    assert LINE.endswith("the computers can play a game alone: QT_QPA_PLATFORM=offscreen deberts-desktop --autoplay\n")
