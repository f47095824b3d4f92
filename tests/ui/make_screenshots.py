"""Save screenshots of the table in each phase, for people to look at:

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.ui.make_screenshots [OUT_DIR]

Bidding, mid-trick, the end-of-deal summary and the end of the game, at 800×600 and
1920×1080, for 2, 3, 4 individual and 4 pairs (default folder /tmp/ui-shots).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from deberts_desktop.engine.actions import TAKE, Bid, Play  # noqa: E402
from deberts_desktop.engine.rules import Rules  # noqa: E402
from deberts_desktop.ui.main_window import MainWindow  # noqa: E402


def spin(ms: int = 10) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def until(cond, seconds: float = 20) -> bool:
    for _ in range(int(seconds * 200)):
        if cond():
            return True
        spin(5)
    return False


def shoot(out: Path, players: int, mode: str, size: tuple[int, int], seed: int = 3, whole_game: bool = False) -> list[Path]:
    tag = f"{players}{'p' if mode == 'pairs' else 'i'}-{size[0]}x{size[1]}"
    win = MainWindow(Rules(players=players, mode=mode), seed=seed, speed="off", think_delay_ms=0, inline_ai=True)
    win.resize(*size)
    win.show()
    c = win.controller
    c.min_pause_factor = 0.0
    saved = []

    def save(name):
        spin(30)
        p = out / f"{tag}-{name}.png"
        win.grab().save(str(p))
        saved.append(p)

    def ready():
        return (c.waiting and c.waiting[0] == "person") or win.summary.isVisible() or win.final.isVisible()

    plays = 0
    while until(ready):
        if win.final.isVisible():
            save("game-over")
            break
        if win.summary.isVisible():
            if not any("summary" in p.name for p in saved):
                save("summary")
            if not whole_game:
                break
            win._next_deal()
            continue
        prompt = c.prompt
        if any(isinstance(a, Bid) for a in prompt):
            if not any("bidding" in p.name for p in saved):
                save("bidding")
            names = [a for a in prompt if isinstance(a, Bid) and a.kind == "name"]
            c.choose(TAKE if TAKE in prompt else (names or prompt)[0])
            continue
        legal = [a for a in prompt if isinstance(a, Play)]
        if legal:
            plays += 1
            if plays == 3 and c.model.trick and not any("midtrick" in p.name for p in saved):
                c.select(1)
                save("midtrick")
            c.choose(legal[0])
            continue
        c.choose(prompt[0])
    win.close()
    return saved


def main(argv=None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0] if args else "/tmp/ui-shots")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([])  # noqa: F841
    for size in ((800, 600), (1920, 1080)):
        for players, mode in ((2, "pairs"), (3, "pairs"), (4, "individual"), (4, "pairs")):
            for p in shoot(out, players, mode, size, whole_game=(players == 2)):
                print(p)
    return 0


if __name__ == "__main__":
    sys.exit(main())
