"""Screenshots of the Russian interface, for people to look at (clipped or untranslated text):

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.ui.make_ru_screenshots [OUT_DIR] [LANG]

At 1280×800: bidding, a trick with a sequence announcement bubble, the end-of-deal summary,
the score-sheet dock after a few deals, the end of the game, the settings dialog's tabs,
and storage messages: the score keeper refusing an entry and the start-up message about a
repaired settings file (default folder /tmp/ru-shots, language ``ru``).

``--storage`` makes only the storage-message shots.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from deberts_desktop.engine import events as ev  # noqa: E402
from deberts_desktop.engine.actions import TAKE, Bid, Play  # noqa: E402
from deberts_desktop.engine.rules import Rules  # noqa: E402

SIZE = (1280, 800)


def spin(ms: int = 10) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def until(cond, seconds: float = 30) -> bool:
    for _ in range(int(seconds * 200)):
        if cond():
            return True
        spin(5)
    return False


def table_shots(out: Path, players: int = 2, mode: str = "pairs", max_seeds: int = 40) -> list[Path]:
    from deberts_desktop.ui.main_window import MainWindow

    saved: list[Path] = []
    tag = f"{players}{'p' if mode == 'pairs' else 'i'}"
    for seed in range(1, max_seeds + 1):
        win = MainWindow(Rules(players=players, mode=mode), seed=seed, speed="off", think_delay_ms=0, inline_ai=True)
        win.resize(*SIZE)
        win.show()
        c = win.controller
        c.min_pause_factor = 0.0
        got = {p.stem.split("-", 1)[1] for p in saved}

        def save(name, win=win):
            spin(30)
            p = out / f"{tag}-{name}.png"
            win.grab().save(str(p))
            saved.append(p)
            got.add(name)

        def announced(e):
            if isinstance(e, ev.SequenceAnnounced) and "announcement" not in got:
                save("announcement")

        c.event_shown.connect(announced)

        def ready():
            return (c.waiting and c.waiting[0] == "person") or win.summary.isVisible() or win.final.isVisible()

        deals = 0
        while until(ready):
            if win.final.isVisible():
                if "game-over" not in got:
                    save("game-over")
                break
            if win.summary.isVisible():
                deals += 1
                if "summary" not in got:
                    save("summary")
                if deals == 3 and "sheet-dock" not in got:
                    save("sheet-dock")
                if deals >= 3 and "announcement" in got and "game-over" in got:
                    break
                win._next_deal()
                continue
            prompt = c.prompt
            if any(isinstance(a, Bid) for a in prompt):
                if "bidding" not in got:
                    save("bidding")
                names = [a for a in prompt if isinstance(a, Bid) and a.kind == "name"]
                c.choose(TAKE if TAKE in prompt else (names or prompt)[0])
                continue
            legal = [a for a in prompt if isinstance(a, Play)]
            if legal:
                c.choose(legal[0])
                continue
            c.choose(prompt[0])
        win.close()
        c.shutdown()
        if {"bidding", "announcement", "summary", "sheet-dock", "game-over"} <= got:
            break
    return saved


def dialog_shots(out: Path) -> list[Path]:
    from deberts_desktop.storage import Settings
    from deberts_desktop.ui.settings_dialog import SettingsDialog

    saved = []
    d = SettingsDialog(Settings(rules=Rules(players=4, mode="pairs")))
    d.show()
    spin(50)
    for i in range(d.tabs.count()):
        d.tabs.setCurrentIndex(i)
        spin(50)
        p = out / f"settings-{i}.png"
        d.grab().save(str(p))
        saved.append(p)
    d.close()
    return saved


def storage_shots(out: Path, lang: str = "ru") -> list[Path]:
    """The score keeper with a refused entry (a negative total, then totals that do not add
    up) and the start-up message box about a broken settings file, made by storage before
    the translator was installed, as at start-up."""
    import tempfile

    from deberts_desktop.storage import ScoreKeeper
    from deberts_desktop.ui.app import build_main_window
    from deberts_desktop.ui.i18n import install_translator
    from deberts_desktop.ui.score_keeper_window import ScoreKeeperWindow
    from deberts_desktop.ui.session import open_storage

    saved = []
    w = ScoreKeeperWindow(ScoreKeeper(Rules(players=3), ["Anna", "Boris", "Vera"], dealer=2), None)
    w.resize(1000, 700)
    w.show()
    for name, totals in (("refused-negative", ("-5", "100", "60")), ("refused-sum", ("10", "10", "10"))):
        for edit, t in zip(w.total_edits, totals):
            edit.setText(t)
        w.add_button.click()
        spin(50)
        p = out / f"score-keeper-{name}.png"
        w.grab().save(str(p))
        saved.append(p)
    w.close()

    app = QApplication.instance()
    with tempfile.TemporaryDirectory() as tmp:
        cfg = Path(tmp) / "config"
        cfg.mkdir()
        (cfg / "settings.json").write_text('{"format": "deberts-settings", "version": 1, "names": [1, 2', encoding="utf-8")
        install_translator(app, "en")
        storage = open_storage(cfg, Path(tmp) / "data")  # before the translator, as app.run does
        install_translator(app, lang)
        win = build_main_window(storage=storage, speed="off", think_delay_ms=0, inline_ai=True)
        win.resize(*SIZE)
        win.show()
        until(lambda: win.message_box is not None, 10)
        spin(100)
        box = win.message_box
        p = out / "settings-repaired-box.png"
        box.grab().save(str(p))
        saved.append(p)
        p = out / "settings-repaired-window.png"
        win.grab().save(str(p))  # (the window alone: the box is a separate top-level)
        saved.append(p)
        box.accept()
        win.close()
        win.controller.shutdown()
        storage.close()
    return saved


def main(argv=None) -> int:
    args = sys.argv[1:] if argv is None else argv
    only_storage = "--storage" in args
    args = [a for a in args if a != "--storage"]
    out = Path(args[0] if args else "/tmp/ru-shots")
    lang = args[1] if len(args) > 1 else "ru"
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([])
    from deberts_desktop.ui.i18n import install_translator

    install_translator(app, lang)
    if only_storage:
        for p in storage_shots(out, lang):
            print(p)
        return 0
    for p in table_shots(out) + table_shots(out, 4, "pairs", 10) + dialog_shots(out) + storage_shots(out, lang):
        print(p)
    return 0


if __name__ == "__main__":
    sys.exit(main())
