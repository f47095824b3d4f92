"""How long a click on a card waits because of the coach (issue 13: at most 200 ms more
than without it). Run by hand:

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/coach_click.py [--players 4] [--deals 3]

The table's window plays with its computers in their worker process, as in the app;
Master computers, the person's choices made here; one deal per seed (``--deals``). At
every card the person chooses among several, three clicks on the same position are timed,
from the click to the card's being played (or to the coach's prompt): the coach on,
clicked the moment the turn comes (the values asked for then are still on their way: the
click waits for them, at most 200 ms; the first legal card, so the prompt may stop it);
then, the position set up again, the coach on after the person "thought" until the values
came (the usual case: they are computed while the person looks at the cards), and the
coach off — both with the best card by the coach's values.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--deals", type=int, default=3)
    args = parser.parse_args(argv)

    import copy

    from deberts_desktop.ai.coach import coach_values
    from deberts_desktop.engine.actions import Play
    from tests.ui.screenshot_helpers import qt_app, spin, until
    from tests.ui.table_driver import fast_window, legal_now, person_turn, quick_choice

    qt_app()
    times = {"off": [], "thought": [], "at once": []}
    prompts = 0
    for seed in range(args.deals):
        win = fast_window(args.players, "pairs", seed=seed, inline_ai=False, level="master")
        win.resize(1100, 760)
        win.show()
        until(lambda: win.session.game is not None, 30)
        ses = win.session
        coach = win.overlays.advice.coach

        def timed_click(card) -> float:
            start = time.perf_counter()
            before = len(ses.game.deal.history)
            ses.choose(Play(card))
            until(lambda: len(ses.game.deal.history) > before or coach.isVisible(), 5)
            return time.perf_counter() - start

        ses.coach_threshold = 10
        while until(lambda: person_turn(win) or win.summary.isVisible(), 120) and not win.summary.isVisible():
            plays = [a.card for a in legal_now(win) if isinstance(a, Play)]
            if len(plays) < 2 or ses.game.deal.phase != "play":
                ses.choose(quick_choice(legal_now(win)), checked=True)  # not timed: no coach
                continue
            snapshot = copy.deepcopy(ses.game)  # the same position for the other two clicks
            # the values were asked for when the turn came: a click at once waits for them
            times["at once"].append(timed_click(plays[0]))
            if coach.isVisible():
                prompts += 1
                win.overlays.advice.answer(False)
            values = coach_values(snapshot.view(0))
            best = max(values, key=values.get)
            for case in ("thought", "off"):
                ses.coach_threshold = None if case == "off" else 10
                win.continue_game(copy.deepcopy(snapshot), ses.levels, ses.store.game_id)
                until(lambda: person_turn(win), 10)
                if case == "thought":  # the person looked at the cards until the values came
                    until(lambda: ses.coach_values is not None, 10)
                times[case].append(timed_click(best))
            ses.coach_threshold = 10
            spin(5)
        win.close()
    for case, values in times.items():
        if values:
            print(f"coach {case:8}: {len(values)} clicks, median {1000 * statistics.median(values):.1f} ms, "
                  f"most {1000 * max(values):.1f} ms")
    print(f"clicks at once stopped by the coach's prompt: {prompts}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
