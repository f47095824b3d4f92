"""Save screenshots of the practice tools, for people to look at:

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.ui.make_practice_screenshots [OUT_DIR] [--ru]

The deal editor (2 players at the first lead, 4 players from bidding with refusals),
RULES.md 12 A played again from the opponent's seat (shown on a replay table: the person
at the bottom holds seat 1's cards), History's statistics with their chart and a game's
score chart, at 800×600 and 1920×1080 (default folder /tmp/practice-shots).
"""

from __future__ import annotations

import copy
import random
import sys
from pathlib import Path

from .screenshot_helpers import qt_app, save_shot

SIZES = ((800, 600), (1920, 1080))


def shoot(out: Path, lang: str) -> list[Path]:
    from deberts_desktop.engine import Game, Rules, Suit
    from deberts_desktop.engine.practice import play_again, practice_record
    from deberts_desktop.engine.record import parse_record, replay
    from deberts_desktop.storage.history import History
    from deberts_desktop.ui.cards.art import CardArt
    from deberts_desktop.ui.widgets.charts import ScoreChart
    from deberts_desktop.ui.practice.editor import DealEditor
    from deberts_desktop.ui.history.window import HistoryWindow
    from deberts_desktop.ui.review.replay import ReplayView
    from tests.engine.test_examples import EXAMPLE_A
    from tests.storage.helpers import play_deals
    from tests.ui.dialog_helpers import fill_history

    app = qt_app()
    saved: list[Path] = []
    history = History(":memory:")
    fill_history(history)
    for i in range(6):
        rules = Rules(players=2)
        g = Game(rules, dealer=0, seed=50 + i, names=["Anna", "Computer 1"])
        gid = history.start_game(rules, g.names, [None, ("expert", "beginner")[i % 2]],
                                 started=f"2026-11-{14 + i:02d}T10:00:00+00:00")
        play_deals(g, random.Random(i), 60)
        history.store_game(gid, g, finished=f"2026-11-{14 + i:02d}T11:00:00+00:00")
    game = Game(Rules(players=3), dealer=0, seed=7, names=["Anna", "Boris", "Vera"])
    play_deals(game, random.Random(7), 100)
    original = replay(parse_record(copy.deepcopy(EXAMPLE_A)))
    original.names = ["You", "Boris"]
    again = play_again(original, 0, seat=1, upto=7)
    for w, h in SIZES:
        tag = f"{lang}-{w}x{h}"
        d = DealEditor(Rules(players=2), names=None, seed=3)
        d.resize(w, h)
        d.show()
        d.lead_radio.setChecked(True)
        d.type_cards(0, "JH 9H AH KH QH AS KS QS 7D")
        d.type_cards(1, "TS JS 9S 8S AD TD KD AC TC")
        d.trump_combo.setCurrentIndex(d.trump_combo.findData(int(Suit.HEARTS)))
        d.declarer_combo.setCurrentIndex(d.declarer_combo.findData(0))
        d.leader_combo.setCurrentIndex(d.leader_combo.findData(1))
        saved.append(save_shot(d, out / f"editor-2-first-lead-{tag}.png"))
        d.close()
        d = DealEditor(Rules(players=4), seed=3)
        d.resize(w, h)
        d.show()
        d.type_cards(0, "JH 9H AH KH QH")
        d.type_cards(2, "JH 7S")
        d.place("QD", "turned")
        saved.append(save_shot(d, out / f"editor-4-bidding-{tag}.png"))
        d.close()
        view = ReplayView(CardArt())
        view.resize(w, h)
        view.show()
        view.load(practice_record(again), "")
        view.deal_index, view.step = 0, 7
        view.show_position()
        saved.append(save_shot(view, out / f"played-again-from-seat-1-{tag}.png", 80))
        view.shutdown()
        view.close()
        hw = HistoryWindow(history)
        hw.resize(w, h)
        hw.tabs.setCurrentIndex(1)
        hw.show()
        saved.append(save_shot(hw, out / f"history-statistics-{tag}.png"))
        hw.close()
        chart = ScoreChart()
        chart.set_rows(game.rows, game.names, game.rules.target)
        chart.resize(w * 2 // 3, h // 2)
        chart.show()
        saved.append(save_shot(chart, out / f"score-chart-{tag}.png"))
        chart.close()
    history.close()
    app.processEvents()
    return saved


def main(argv=None) -> int:
    args = sys.argv[1:] if argv is None else list(argv)
    lang = "ru" if "--ru" in args else "en"
    args = [a for a in args if a != "--ru"]
    out = Path(args[0] if args else "/tmp/practice-shots")
    out.mkdir(parents=True, exist_ok=True)
    app = qt_app()
    from deberts_desktop.ui import i18n

    i18n.install_translator(app, lang)
    for p in shoot(out, lang):
        print(p)
    return 0


if __name__ == "__main__":
    sys.exit(main())
