"""Screenshots of the Russian interface, for people to look at (clipped or untranslated text):

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.ui.make_ru_screenshots [OUT_DIR] [LANG]

At 1280×800: bidding, a trick with a sequence announcement bubble, the end-of-deal summary,
the score-sheet dock after a few deals, the end of the game, the settings dialog's tabs,
storage messages: the score keeper refusing an entry and the start-up message about a
repaired settings file, and (at 800×600 and 1280×800) the tutorial and the crash dialog
(default folder /tmp/ru-shots, language ``ru``).

``--storage`` makes only the storage-message shots.
"""

from __future__ import annotations

import sys
from pathlib import Path

from deberts_desktop.engine import events as ev
from deberts_desktop.engine.actions import Bid
from deberts_desktop.engine.rules import Rules

from .screenshot_helpers import open_table, qt_app, save_shot, spin, until
from .table_driver import legal_now, quick_choice, table_ready

SIZE = (1280, 800)


def table_shots(out: Path, players: int = 2, mode: str = "pairs", max_seeds: int = 40) -> list[Path]:
    saved: list[Path] = []
    tag = f"{players}{'p' if mode == 'pairs' else 'i'}"
    for seed in range(1, max_seeds + 1):
        win = open_table(players, mode, seed, SIZE)
        got = {p.stem.split("-", 1)[1] for p in saved}

        def save(name, win=win):
            saved.append(save_shot(win, out / f"{tag}-{name}.png"))
            got.add(name)

        def announced(e):
            if isinstance(e, ev.SequenceAnnounced) and "announcement" not in got:
                save("announcement")

        win.director.event_shown.connect(announced)

        deals = 0
        while until(lambda win=win: table_ready(win), 30):
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
                win.next_deal()
                continue
            prompt = legal_now(win)
            if any(isinstance(a, Bid) for a in prompt) and "bidding" not in got:
                save("bidding")
            win.session.choose(quick_choice(prompt))
        win.close()
        if {"bidding", "announcement", "summary", "sheet-dock", "game-over"} <= got:
            break
    return saved


def dialog_shots(out: Path) -> list[Path]:
    from deberts_desktop.storage import Settings
    from deberts_desktop.ui.dialogs.settings import SettingsDialog

    saved = []
    d = SettingsDialog(Settings(rules=Rules(players=4, mode="pairs")))
    d.show()
    spin(50)
    for i in range(d.tabs.count()):
        d.tabs.setCurrentIndex(i)
        saved.append(save_shot(d, out / f"settings-{i}.png", 50))
    d.close()
    return saved


def storage_shots(out: Path, lang: str = "ru") -> list[Path]:
    """The score keeper with a refused entry (a negative total, then totals that do not add
    up) and the start-up message box about a broken settings file, made by storage before
    the translator was installed, as at start-up."""
    import tempfile

    from deberts_desktop.storage import ScoreKeeper
    from deberts_desktop.ui.start.folders import open_storage
    from deberts_desktop.ui.i18n import install_translator
    from deberts_desktop.ui.sheets.keeper_window import ScoreKeeperWindow

    from .table_driver import fast_window

    saved = []
    w = ScoreKeeperWindow(ScoreKeeper(Rules(players=3), ["Anna", "Boris", "Vera"], dealer=2), None)
    w.resize(1000, 700)
    w.show()
    for name, totals in (("refused-negative", ("-5", "100", "60")), ("refused-sum", ("10", "10", "10"))):
        for edit, t in zip(w.total_edits, totals):
            edit.setText(t)
        w.add_button.click()
        saved.append(save_shot(w, out / f"score-keeper-{name}.png", 50))
    w.close()

    app = qt_app()
    with tempfile.TemporaryDirectory() as tmp:
        cfg = Path(tmp) / "config"
        cfg.mkdir()
        (cfg / "settings.json").write_text('{"format": "deberts-settings", "version": 1, "names": [1, 2', encoding="utf-8")
        install_translator(app, "en")
        storage = open_storage(cfg, Path(tmp) / "data")  # before the translator, as app.run does
        install_translator(app, lang)
        win = fast_window(storage=storage, paint=True)
        win.resize(*SIZE)
        win.show()
        until(lambda: win.questions.message_box is not None, 10)
        spin(100)
        box = win.questions.message_box
        saved.append(save_shot(box, out / "settings-repaired-box.png", 0))
        # (the window alone: the box is a separate top-level)
        saved.append(save_shot(win, out / "settings-repaired-window.png", 0))
        box.accept()
        win.close()
    return saved


def main(argv=None) -> int:
    args = sys.argv[1:] if argv is None else argv
    only_storage = "--storage" in args
    args = [a for a in args if a != "--storage"]
    out = Path(args[0] if args else "/tmp/ru-shots")
    lang = args[1] if len(args) > 1 else "ru"
    out.mkdir(parents=True, exist_ok=True)
    app = qt_app()
    from deberts_desktop.ui.i18n import install_translator

    install_translator(app, lang)
    if only_storage:
        for p in storage_shots(out, lang):
            print(p)
        return 0
    from .make_screenshots import tutorial_and_crash_shots

    for p in table_shots(out) + table_shots(out, 4, "pairs", 10) + dialog_shots(out) + storage_shots(out, lang):
        print(p)
    for size in ((800, 600), SIZE):
        for p in tutorial_and_crash_shots(out, size):
            print(p)
    return 0


if __name__ == "__main__":
    sys.exit(main())
