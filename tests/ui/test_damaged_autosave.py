"""A damaged autosave does not lose the game (issue 19, item 14): the damage is reported,
and the game it was saving to is offered from History — the game the damaged file still
names, even when another unfinished game was started later — continued from its last
finished deal; History lists it as not finished with its deals so far. Tested in a window
with the player's storage and through the real start (``cli.main``, in a child process)."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import textwrap

import pytest

from deberts_desktop.engine.game import Game
from deberts_desktop.engine.rules import Rules
from deberts_desktop.storage.autosave import Autosave
from deberts_desktop.storage.history import History
from deberts_desktop.ui.start.folders import open_storage
from tests.conftest import ROOT
from tests.storage.helpers import play_deals, random_step

from .table_driver import answer, make_window

KEPT = "Its deals up to the last one finished are kept in the game history, where it can be continued."
DAMAGED = "The saved game could not be continued: {reason}. It was kept as {path}."


def saved_game(data, damage: str):
    """In ``data``: game 1 with two deals stored and the third begun, saved in the
    autosave, which is then damaged (``junk`` added, or a ``move`` that is not allowed);
    game 2, started later, unfinished with one deal. Returns the damage's reason."""
    data.mkdir(parents=True)
    with History(data / "history.sqlite3") as h:
        game = Game(Rules(players=2), dealer=0, seed=1, names=["You", "Computer 1"])
        rng = random.Random(1)
        play_deals(game, rng, 2)
        random_step(game, rng)
        random_step(game, rng)
        gid = h.start_game(game.rules, game.names, [None, "amateur"], started="2026-11-20T10:00:00+00:00")
        h.store_game(gid, game)
        other = Game(Rules(players=2), dealer=1, seed=2, names=["You", "Computer 1"])
        play_deals(other, random.Random(2), 1)
        later = h.start_game(other.rules, other.names, [None, "expert"], started="2026-11-21T10:00:00+00:00")
        h.store_game(later, other)
        assert (gid, later, h.latest_unfinished()) == (1, 2, 2)
    path = data / "autosave.record.json"
    Autosave(path).save(game, gid, [None, "amateur"])
    if damage == "junk":
        with open(path, "a") as f:
            f.write("}{ junk")
        return "the file is damaged"
    saved = json.loads(path.read_text())
    saved["deals"][2]["actions"][0] = "1 play AS"  # deal 3, move 1: no card is played in the bidding
    path.write_text(json.dumps(saved))
    return "the moves stop making sense at deal 3, move 1"


@pytest.mark.parametrize("damage", ["junk", "move"])
def test_the_game_of_a_damaged_autosave_is_offered_from_history(qtbot, tmp_path, damage):
    data = tmp_path / "data"
    reason = saved_game(data, damage)
    st = open_storage(tmp_path / "config", data)
    assert st.resume is None and st.autosave.lost_history_id == 1
    win = make_window(qtbot, storage=st)
    # the damage is told first (issue 19: it came after the question), then the question
    qtbot.waitUntil(lambda: win.dialogs.message_box is not None, timeout=5000)
    assert win.dialogs.message_box.text() == "\n\n".join(
        [DAMAGED.format(reason=reason, path=data / "autosave.record.json.bak"), KEPT])
    assert win.dialogs.question is None
    win.dialogs.message_box.accept()
    qtbot.waitUntil(lambda: win.dialogs.question is not None, timeout=5000)
    assert win.dialogs.question.text() == "Continue the unfinished game?"
    answer(qtbot, win, "Continue")
    game = win.session.game
    assert win.session.store.game_id == 1 and len(game.rows) == 2  # from its last finished deal
    assert win.storage.messages == []  # told once, before the question
    hw = win.open_history()
    hw.select_game(1)
    row = hw.game_ids().index(1)
    assert hw.proxy.index(row, 4).data() == "not finished" and len(hw.sheet.data.deals) == 2
    hw.close()


def test_without_a_history_game_nothing_more_is_said(tmp_path):
    """A damaged save of a game that never reached History (its first deal unfinished)."""
    data = tmp_path / "data"
    data.mkdir()
    game = Game(Rules(players=2), dealer=0, seed=1, names=["You", "Computer 1"])
    random_step(game, random.Random(1))
    Autosave(data / "autosave.record.json").save(game, None, [None, "amateur"])
    with open(data / "autosave.record.json", "a") as f:
        f.write("junk")
    st = open_storage(tmp_path / "config", data)
    assert st.autosave.lost_history_id is None
    assert st.messages == [DAMAGED.format(reason="the file is damaged", path=data / "autosave.record.json.bak")]
    st.close()


#: The real start; the start-up question answered Continue, then what the player sees.
START = textwrap.dedent("""
    import json, sys
    sys.path.insert(0, {root!r})
    from PySide6.QtCore import QTimer
    from deberts_desktop.cli import main
    from deberts_desktop.ui.app import make_app

    app = make_app(icon=False)
    seen = {{}}

    def look():
        from deberts_desktop.ui.windows.main_window import MainWindow
        for w in app.topLevelWidgets():
            dialogs = getattr(w, "dialogs", None) if isinstance(w, MainWindow) else None
            if dialogs is None:
                continue
            box = dialogs.message_box
            if box is not None and box.isVisible() and "box" not in seen:
                seen.update(box=box.text(), asked_before=dialogs.question is not None)
                box.accept()
            if dialogs.question is not None and "question" not in seen:
                seen["question"] = dialogs.question.text()
                next(b for b in dialogs.question.buttons() if b.text().replace("&", "") == "Continue").click()
            if "question" in seen and w.session.game is not None:
                seen.update(game=w.session.store.game_id, rows=len(w.session.game.rows))
                print(json.dumps(seen), flush=True)
                w.close()
                app.quit()
                return
        QTimer.singleShot(20, look)

    QTimer.singleShot(0, look)
    sys.exit(main([]))
""")


def test_the_real_start_offers_the_game_of_a_damaged_autosave(tmp_path):
    data = tmp_path / "data"
    reason = saved_game(data, "junk")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DEBERTS_CONFIG_DIR=str(tmp_path / "config"),
               DEBERTS_DATA_DIR=str(data), DEBERTS_LOG_DIR=str(tmp_path / "log"))
    child = subprocess.run([sys.executable, "-c", START.format(root=str(ROOT))], capture_output=True, text=True,
                           env=env, timeout=180)
    assert child.returncode == 0, child.stderr
    seen = json.loads(child.stdout.splitlines()[-1])
    assert seen == {"question": "Continue the unfinished game?", "game": 1, "rows": 2, "asked_before": False,
                    "box": "\n\n".join([DAMAGED.format(reason=reason, path=data / "autosave.record.json.bak"), KEPT])}
