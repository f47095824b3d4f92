"""Save screenshots of Game → Problems (issue 24), for people to look at:

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.ui.make_problems_screenshots [OUT_DIR] [--ru]

For a card problem (the set's first of 4 players in pairs) and a bid problem (its first
of 3 players): the problem asked, answered wrong (refused: the card or bid stays), answered
right (played, explained), at 800×600 and 1920×1080 (default folder /tmp/problems-shots).
"""

from __future__ import annotations

import sys
from pathlib import Path

from .screenshot_helpers import qt_app, save_shot, until

SIZES = ((800, 600), (1920, 1080))


def shoot(out: Path, lang: str) -> list[Path]:
    from deberts_desktop.storage.problems import load_problems
    from deberts_desktop.ui import i18n
    from tests.ui.table_driver import fast_window, person_turn, table_ready

    app = qt_app()
    i18n.install_translator(app, lang)
    problems = load_problems().problems
    card = next(p for p in problems if p.mode == "4-pairs" and p.kind != "bidding")
    bid = next(p for p in problems if p.mode == "3" and p.kind == "bidding")
    saved: list[Path] = []
    for w, h in SIZES:
        for tag, problem in (("card", card), ("bid", bid)):
            win = fast_window(problem.rules.players, problem.rules.mode, 1, paint=True)
            win.resize(w, h)
            win.show()
            until(lambda: win.session.game is not None)
            pr = win.show_problems()
            pr.start(problem)
            until(lambda: pr.active and person_turn(win) and table_ready(win))
            name = f"{lang}-{w}x{h}-{tag}"
            saved.append(save_shot(win, out / f"{name}-1-asked.png", 300))
            deal = win.session.game.deal
            wrong = next(a for a in deal.legal_actions() if a != problem.answer)
            win.session.choose(wrong)
            saved.append(save_shot(win, out / f"{name}-2-wrong.png", 200))
            win.session.choose(problem.answer)
            until(lambda: pr.solved and table_ready(win))
            saved.append(save_shot(win, out / f"{name}-3-right.png", 400))
            win.close()
    return saved


def main(argv: list[str]) -> int:
    lang = "ru" if "--ru" in argv else "en"
    args = [a for a in argv if not a.startswith("--")]
    out = Path(args[0]) if args else Path("/tmp/problems-shots")
    out.mkdir(parents=True, exist_ok=True)
    for path in shoot(out, lang):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
