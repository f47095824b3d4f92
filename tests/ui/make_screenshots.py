"""Save screenshots of the table in each phase, for people to look at:

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.ui.make_screenshots [OUT_DIR]

Bidding, mid-trick, the end-of-deal summary and the end of the game, at 800×600 and
1920×1080, for 2, 3, 4 individual and 4 pairs (default folder /tmp/ui-shots).
"""

from __future__ import annotations

import sys
from pathlib import Path

from deberts_desktop.engine.actions import Bid, Play

from .screenshot_helpers import open_table, qt_app, save_shot, until
from .table_driver import legal_now, quick_choice, table_ready


def shoot(out: Path, players: int, mode: str, size: tuple[int, int], seed: int = 3, whole_game: bool = False) -> list[Path]:
    tag = f"{players}{'p' if mode == 'pairs' else 'i'}-{size[0]}x{size[1]}"
    win = open_table(players, mode, seed, size)
    ses = win.session
    saved = []

    def save(name):
        saved.append(save_shot(win, out / f"{tag}-{name}.png"))

    plays = 0
    while until(lambda: table_ready(win)):
        if win.final.isVisible():
            save("game-over")
            break
        if win.summary.isVisible():
            if not any("summary" in p.name for p in saved):
                save("summary")
            if not whole_game:
                break
            win.next_deal()
            continue
        prompt = legal_now(win)
        if any(isinstance(a, Bid) for a in prompt) and not any("bidding" in p.name for p in saved):
            save("bidding")
        if any(isinstance(a, Play) for a in prompt):
            plays += 1
            if plays == 3 and win.director.model.trick and not any("midtrick" in p.name for p in saved):
                win.director.select(1)
                save("midtrick")
        ses.choose(quick_choice(prompt))
    win.close()
    return saved


def main(argv=None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0] if args else "/tmp/ui-shots")
    out.mkdir(parents=True, exist_ok=True)
    app = qt_app()  # noqa: F841 (kept alive while the windows run)
    for size in ((800, 600), (1920, 1080)):
        for players, mode in ((2, "pairs"), (3, "pairs"), (4, "individual"), (4, "pairs")):
            for p in shoot(out, players, mode, size, whole_game=(players == 2)):
                print(p)
    return 0


if __name__ == "__main__":
    sys.exit(main())
