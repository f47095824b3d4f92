"""Helpers for the dialog tests: a history filled by random games, and screenshots of
each window.

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.ui.dialog_helpers [OUT_DIR]

saves the screenshots to OUT_DIR (default /tmp/dialog-shots).
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

from deberts_desktop.engine.game import Game
from deberts_desktop.engine.rules import Rules
from deberts_desktop.storage.history import History
from deberts_desktop.storage.score_keeper import ScoreKeeper

from ..storage.helpers import play_deals

#: (rules, names, levels, deals to play, seed)
GAMES = [
    (Rules(players=2), ["Anna", "Computer 1"], [None, "expert"], 40, 1),
    (Rules(players=3), ["Anna", "Boris", "Vera"], [None, "amateur", "master"], 4, 2),
    (Rules(players=4), ["Anna", "Boris", "Vera", "Gleb"], [None, "beginner", "amateur", "beginner"], 3, 3),
]


def fill_history(history: History, games=GAMES) -> list[int]:
    """Play random games with the engine and store them; returns their ids (oldest
    first). The first game is played to the end."""
    ids = []
    for i, (rules, names, levels, deals, seed) in enumerate(games):
        game = Game(rules, dealer=0, seed=seed, names=names)
        gid = history.start_game(rules, names, levels, started=f"2026-11-{10 + i:02d}T1{i}:30:00+00:00")
        play_deals(game, random.Random(seed), deals)
        history.store_game(gid, game, finished=f"2026-11-{10 + i:02d}T1{i}:59:00+00:00")
        ids.append(gid)
    return ids


def example_keeper() -> ScoreKeeper:
    """A 3-player sheet with a made deal, a hanging bait, a bait and a thrown-in deal."""
    k = ScoreKeeper(Rules(players=3), ["Anna", "Boris", "Vera"], dealer=2)
    k.add_deal(0, [80, 60, 40])
    k.add_deal(1, [70, 70, 22])
    k.add_thrown_in()
    k.add_deal(0, [60, 70, 32])
    k.add_deal(2, [30, 20, 112], no_trick=[1])
    return k


def save_screenshots(out: Path, history_path: Path | None = None) -> list[Path]:
    """Open every window, fill it, save a PNG of each (:func:`dialog_pictures`) in
    ``out``; returns the files."""
    out.mkdir(parents=True, exist_ok=True)
    files = []
    for name, image in dialog_pictures(history_path).items():
        files.append(out / f"{name}.png")
        image.save(str(files[-1]))
    return files


def dialog_pictures(history_path: Path | None = None) -> dict:
    """Open every window, fill it, take a picture of each (a ``QImage``, by name; the
    history in ``history_path``, default in memory)."""
    from PySide6.QtWidgets import QApplication

    from deberts_desktop.storage.settings import Settings
    from deberts_desktop.ui.history.window import HistoryWindow
    from deberts_desktop.ui.sheets.keeper_start import ScoreKeeperStartDialog
    from deberts_desktop.ui.sheets.keeper_window import ScoreKeeperWindow
    from deberts_desktop.ui.sheets.score_sheet import ScoreSheetWidget
    from deberts_desktop.ui.dialogs.settings import SettingsDialog

    app = QApplication.instance() or QApplication([])
    pictures = {}

    def shot(widget, name: str) -> None:
        widget.show()
        app.processEvents()
        pictures[name] = widget.grab().toImage()

    d = SettingsDialog(Settings(rules=Rules(players=4, mode="individual")))
    for i, name in enumerate(("game", "rules", "table", "language")):
        d.tabs.setCurrentIndex(i)
        shot(d, f"settings-{name}")
    d.rules_editor.scroll.verticalScrollBar().setValue(d.rules_editor.scroll.verticalScrollBar().maximum())
    d.tabs.setCurrentIndex(1)
    shot(d, "settings-rules-bottom")
    d.close()

    history = History(history_path or ":memory:")
    fill_history(history)
    k = example_keeper()
    k.save(history)

    sheet = ScoreSheetWidget()
    sheet.show_keeper(k)
    sheet.resize(520, 420)
    shot(sheet, "score-sheet-keeper")
    g = Game(Rules(players=4), dealer=0, seed=5, names=["Anna", "Boris", "Vera", "Gleb"])
    import random as _r

    play_deals(g, _r.Random(5), 8)
    sheet.show_game(g)
    sheet.resize(420, 520)
    shot(sheet, "score-sheet-game-narrow")
    sheet.close()

    w = HistoryWindow(history)
    while w.filling or not w.stats_page.ready:  # the rows fill in, the statistics come from their thread
        app.processEvents()
    w.select_game(w.game_ids()[-1])
    shot(w, "history")
    w.tabs.setCurrentIndex(1)
    shot(w, "history-statistics")
    w.close()

    start = ScoreKeeperStartDialog(Settings())
    shot(start, "keeper-start")
    start.tabs.setCurrentIndex(1)
    shot(start, "keeper-start-rules")
    start.close()

    kw = ScoreKeeperWindow(k, history)
    kw.total_edits[0].setText("-5")
    kw.total_edits[1].setText("100")
    kw.total_edits[2].setText("60")
    kw.submit()
    shot(kw, "keeper-window-refused")
    kw.details_radio.setChecked(True)
    shot(kw, "keeper-window-details")
    kw.close()
    history.close()
    return pictures


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/tmp/dialog-shots")
    for f in save_screenshots(target):
        print(f)
