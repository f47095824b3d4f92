"""Planted files at the real start (issue 19, item 9): ``deberts-desktop`` started as a
person starts it (``cli.main`` with no arguments: the staged window of ``ui/app.py run()``)
over a settings file and an autosave that are a pipe, a link to ``/dev/zero`` or far too
large. The start neither waits for ever nor fills the memory: the player is told in the
start-up message box that each file was kept aside, a new game is dealt, and the files
are found kept as ``.bak`` with good ones in their place.

The three starts run in turn in one child process with a memory limit (``RLIMIT_AS``: a read of
``/dev/zero`` fails there instead of taking the machine's memory) and a generous timeout
(a pipe opened by mistake fails the test instead of hanging it). The child waits on
conditions (the box shown, the game dealt), never on time."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import textwrap

import pytest

from deberts_desktop.engine.record import MAX_RECORD_BYTES
from deberts_desktop.storage.settings import Settings
from tests.conftest import ROOT
from tests.storage.test_planted_files import (AUTOSAVE, KEPT, NOT_REGULAR, SETTINGS_LARGE, SETTINGS_PIPE, TOO_LARGE,
                                              sparse)

pytestmark = pytest.mark.skipif(sys.platform == "win32" or not hasattr(os, "mkfifo"),
                                reason="needs named pipes, /dev/zero and resource limits")

#: The planted cases: a pipe, a link to /dev/zero, files far too large
CASES = ["pipe", "dev-zero", "too-large"]

#: The child: the real entry point, started once for each case in turn (its argument: the
#: folder of each case's config/, data/ and log/, by case; without one: a single start on
#: the folders of the environment, printed as that case's answer alone), and a look (on a
#: timer of the event loop, no sleep) for what the player sees once the window has started.
START = textwrap.dedent("""
    import json, os, resource, sys
    sys.path.insert(0, {root!r})
    limit = 2 << 30  # 2 GiB of address space: a start takes some 0.5; /dev/zero read whole would take all
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    from PySide6.QtCore import QTimer
    from deberts_desktop.cli import main
    from deberts_desktop.ui.app import make_app

    app = make_app(icon=False)  # the one run() uses

    def look(how):
        from deberts_desktop.ui.windows.main_window import MainWindow
        for w in app.topLevelWidgets():
            questions = getattr(w, "questions", None) if isinstance(w, MainWindow) else None
            box = questions.message_box if questions is not None else None
            if box is not None and w.session.game is not None and box.isVisible() and box not in shown:
                shown.append(box)  # placed once it has sized itself: measured at the next look
            elif box is not None and box in shown:
                history = w.storage.history
                mine, its = box.frameGeometry().center(), w.frameGeometry().center()
                seen[how] = {{"box": box.text(), "question": questions.question is not None,
                             "dealt": w.session.game.deal is not None,
                             "games": None if history is None else sorted(g.id for g in history.list_games()),
                             "off_centre": [mine.x() - its.x(), mine.y() - its.y()]}}
                box.accept()
                w.close()
                app.quit()
                return
        QTimer.singleShot(20, lambda: look(how))

    seen, shown = {{}}, []
    cases = json.loads(sys.argv[1]) if len(sys.argv) > 1 else {{"": None}}
    for how, folder in cases.items():
        for name, sub in (("DEBERTS_CONFIG_DIR", "config"), ("DEBERTS_DATA_DIR", "data"), ("DEBERTS_LOG_DIR", "log")):
            if folder is not None:
                os.environ[name] = os.path.join(folder, sub)
        QTimer.singleShot(0, lambda how=how: look(how))
        seen.setdefault(how, {{}})["status"] = main([])
    print(json.dumps(seen if len(sys.argv) > 1 else seen[""]), flush=True)
""")


def start_app(folders: dict[str, str]) -> dict:
    """Start the app as a person does, once for each case (its folders under
    ``folders[case]``), in one child process; what the player saw, by case (``status``: the
    start's exit status)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    child = subprocess.run([sys.executable, "-c", START.format(root=str(ROOT)), json.dumps(folders)],
                           capture_output=True, text=True, env=env, timeout=180 * len(folders))
    assert child.returncode == 0, child.stderr
    return json.loads(child.stdout.splitlines()[-1])


def plant(tmp_path, how: str):
    config, data = tmp_path / "config", tmp_path / "data"
    config.mkdir()
    data.mkdir()
    settings, autosave = config / "settings.json", data / "autosave.record.json"
    if how == "pipe":
        os.mkfifo(settings)
        os.mkfifo(autosave)
    elif how == "dev-zero":
        settings.symlink_to("/dev/zero")
        autosave.symlink_to("/dev/zero")
    else:
        sparse(settings, 2 * 2**20)
        sparse(autosave, MAX_RECORD_BYTES + 1)
    return settings, autosave


@pytest.fixture(scope="module")
def started(tmp_path_factory):
    """Each case planted in folders of its own, the app started over each: by case, the
    planted (settings, autosave) and what the player saw."""
    planted = {how: plant(tmp_path_factory.mktemp(how), how) for how in CASES}
    seen = start_app({how: str(settings.parent.parent) for how, (settings, _) in planted.items()})
    return {how: (planted[how], seen[how]) for how in CASES}


@pytest.mark.parametrize("how", CASES)
def test_the_app_starts_over_planted_files(started, how):
    (settings, autosave), seen = started[how]
    assert seen["status"] == 0
    kept_settings, kept_autosave = settings.with_name("settings.json.bak"), autosave.with_name("autosave.record.json.bak")
    first = (SETTINGS_LARGE if how == "too-large" else SETTINGS_PIPE).format(path=settings)
    reason = TOO_LARGE if how == "too-large" else NOT_REGULAR
    assert seen["box"] == "\n\n".join([first, KEPT.format(path=kept_settings),
                                       AUTOSAVE.format(reason=reason, path=kept_autosave)])
    # centred on the main window (issue 19: the warning sat where it was placed before it had
    # sized itself, or in the screen's corner; centres of odd widths round by a pixel)
    assert all(abs(d) <= 1 for d in seen["off_centre"]), seen["off_centre"]
    assert seen["dealt"] and not seen["question"]  # no saved game to offer: a new game was dealt
    assert seen["games"] == []  # and a history is kept
    # the planted files kept as they were; good files in their places
    if how == "pipe":
        assert stat.S_ISFIFO(os.lstat(kept_settings).st_mode) and stat.S_ISFIFO(os.lstat(kept_autosave).st_mode)
    elif how == "dev-zero":
        assert os.readlink(kept_settings) == os.readlink(kept_autosave) == "/dev/zero"
    else:
        assert kept_settings.stat().st_size == 2 * 2**20 and kept_autosave.stat().st_size == MAX_RECORD_BYTES + 1
    # the defaults, with the first-game tutorial offered at this first start (issue 24)
    assert json.loads(settings.read_text()) == Settings(tutorial_offered=True).to_dict()
    assert stat.S_ISREG(os.lstat(autosave).st_mode)  # the new game's autosave, written as the window closed
