"""Save screenshots of the table in each phase, for people to look at:

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.ui.make_screenshots [OUT_DIR]

Bidding, mid-trick, the end-of-deal summary and the end of the game, at 800×600 and
1920×1080, for 2, 3, 4 individual and 4 pairs; the tutorial (Help → Tutorial: its first
step, a card refused, the scored deal) and the crash dialog, at both sizes (default folder
/tmp/ui-shots). ``tutorial_and_crash_shots`` is also used by ``make_ru_screenshots``.
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


def tutorial_and_crash_shots(out: Path, size: tuple[int, int], tag: str = "") -> list[Path]:
    """Help → Tutorial on a new 2-player table of ``size``: its first step, a card refused
    (♥K while spades are led, step 8) and the scored deal; then the crash dialog over the
    table (a failure in a timer's slot: the game goes on). ``tag`` starts each file's name."""
    from deberts_desktop.engine.actions import TAKE
    from deberts_desktop.engine.cards import Card
    from deberts_desktop.ui.start import crash_dialog
    from deberts_desktop.ui.windows.tutorial import LESSON_SCRIPT

    from .table_driver import person_turn

    name = f"{tag}{size[0]}x{size[1]}"
    saved = []
    win = open_table(2, "pairs", 1, size)
    until(lambda: table_ready(win))
    win.tutorial_action.trigger()  # nothing played yet: at once
    ses = win.session

    def at(i):
        return lambda: person_turn(win) and ses.game.deal is not None and len(ses.game.deal.history) == i

    until(at(0))
    saved.append(save_shot(win, out / f"{name}-tutorial-1-take.png", 50))
    ses.choose(TAKE)
    for i in (1, 3, 5):
        until(at(i))
        ses.choose(LESSON_SCRIPT[i][1])
    until(at(8))
    ses.choose(Play(Card.parse("KH")))  # refused: spades must be followed
    saved.append(save_shot(win, out / f"{name}-tutorial-2-refused.png", 50))
    for i in (8, 10, 12, 13, 15, 17):
        until(at(i))
        ses.choose(LESSON_SCRIPT[i][1])
    until(win.summary.isVisible)
    saved.append(save_shot(win, out / f"{name}-tutorial-3-scored.png", 50))
    reporter = crash_dialog.CrashReporter(win)
    try:
        raise RuntimeError("a failure shown for the screenshot")
    except RuntimeError as e:
        reporter.report(type(e), e, e.__traceback__)
    until(lambda: reporter.dialog is not None and reporter.dialog.isVisible())
    saved.append(save_shot(reporter.dialog, out / f"{name}-crash-dialog.png", 50))
    reporter.dialog.close()
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
        for p in tutorial_and_crash_shots(out, size):
            print(p)
    return 0


if __name__ == "__main__":
    sys.exit(main())
