"""Save screenshots of the Master in your seat (issue 24), for people to look at:

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.ui.make_compare_screenshots [OUT_DIR] [--ru]

The end-of-deal panel with the Master's line (2 players and 4 in pairs, the comparison made
as after every deal; and while it is being worked out), Show me how at the step where the
two lines part, History → Statistics → Against the Master in your seat (hand-made
comparisons over three kinds of game, one of an older Master), the end-of-game panel's line —
at 800×600 and 1920×1080 (default folder /tmp/compare-shots).
"""

from __future__ import annotations

import random
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

from .screenshot_helpers import qt_app, save_shot, spin, until

SIZES = ((800, 600), (1920, 1080))


def storage(folder: Path, players: int = 2, mode: str = "pairs"):
    from deberts_desktop.engine.rules import Rules
    from deberts_desktop.ui.start.folders import open_storage

    st = open_storage(folder / "config", folder / "data")
    st.settings = replace(st.settings, rules=Rules(players=players, mode=mode))
    return st


def panel_shots(out: Path, lang: str, tmp: Path) -> list[Path]:
    from .table_driver import fast_window, legal_now, quick_choice, table_ready

    saved = []
    for players, mode, seed in ((2, "pairs", 3), (4, "pairs", 5)):
        for w, h in SIZES:
            st = storage(tmp / f"panel-{players}-{w}", players, mode)
            win = fast_window(players, mode, seed=seed, storage=st, paint=True)
            win.session.comparisons.after_each_deal = True  # made on the event loop here
            win.resize(w, h)
            win.show()
            until(lambda: win.session.game is not None)
            while until(lambda: table_ready(win)) and not win.summary.isVisible():
                win.session.choose(quick_choice(legal_now(win)))
            key = win.session.store.uid
            comparisons = win.session.comparisons
            until(lambda: comparisons.state(key, 1) == "done", 60)
            spin(50)
            saved.append(save_shot(win, out / f"panel-{players}p-{lang}-{w}x{h}.png", 80))
            if players == 2:  # the panel while the Master plays the cards (then as it is)
                done, comparisons.results[(key, 1)] = comparisons.results[(key, 1)], None
                game = win.session.game
                win.overlays.show_deal(game, game.entries[0], 1, win.session.person_seats)
                saved.append(save_shot(win, out / f"panel-waiting-{lang}-{w}x{h}.png", 80))
                comparisons.results[(key, 1)] = done
                win.overlays.show_deal(game, game.entries[0], 1, win.session.person_seats)
            mw = win.show_me_how(0)
            until(lambda: mw.comparison is not None, 60)
            mw.resize(w, h)
            spin(50)
            if mw.part is not None:
                mw.go_to(min(len(mw.steps) - 1, mw.part + (2 if players == 2 else 0)))
            saved.append(save_shot(mw, out / f"show-me-how-{players}p-{lang}-{w}x{h}.png", 120))
            mw.close()
            win.close()
            st.close()
    return saved


def stats_shots(out: Path, lang: str, tmp: Path) -> list[Path]:
    from deberts_desktop.ai.compare import config_id
    from deberts_desktop.ai.config import LEVELS
    from deberts_desktop.engine.rules import Rules

    from .table_driver import engine_game, fast_window

    saved = []
    st = storage(tmp / "stats")
    h = st.history
    rng = random.Random(7)
    now = config_id(LEVELS["master"])
    day = 0
    for rules, games, drift in ((Rules(players=2), 9, -9.0), (Rules(players=3), 5, 2.0),
                                (Rules(players=4, mode="pairs"), 4, -3.0)):
        for g in range(games):
            day += 1
            game = engine_game(rules, 8, seed=100 + day)
            levels = [None] + ["amateur"] * (rules.players - 1)
            gid = h.start_game(rules, list(game.names), levels, started=f"2026-11-{1 + day % 28:02d}T18:{day % 60:02d}:00+00:00")
            h.store_game(gid, game)
            for n, entry in enumerate(game.entries, 1):
                if entry.row is None:
                    continue
                played = float(rng.choice([0, 0, 0, 20, -20, 40, -40, 80, -90, 120, -140, 30, -30]))
                master = played - (0 if rng.random() < 0.3 else rng.gauss(-drift * (1 - g / games), 45))
                key = now if g or rules.players != 2 else "master-000000000000"
                h.store_comparison(gid, n, {"configuration": key, "seat": 0, "played": played,
                                            "master": round(master, 1), "difference": round(played - master, 1),
                                            "line": []}, rated=True)
    st.close()
    for w, hh in SIZES:
        st = storage(tmp / "stats")  # the window closes its storage with it
        win = fast_window(2, "pairs", storage=st, paint=True)
        win.resize(w, hh)
        win.show()
        until(lambda: win.session.game is not None)
        hw = win.open_history()
        hw.resize(min(w, 1100), min(hh, 760))
        hw.tabs.setCurrentIndex(1)
        hw.stats_page.tabs.setCurrentWidget(hw.stats_page.rating)
        until(lambda: hw.stats_page.ready and hw.stats_page.rating.configuration is not None)
        saved.append(save_shot(hw, out / f"stats-rating-{lang}-{w}x{hh}.png", 120))
        hw.tabs.setCurrentIndex(0)
        saved.append(save_shot(hw, out / f"history-buttons-{lang}-{w}x{hh}.png", 80))
        hw.close()
        win.close()
    return saved


def final_shots(out: Path, lang: str) -> list[Path]:
    from deberts_desktop.engine.rules import Rules

    from .table_driver import engine_game, fast_window, table_ready

    saved = []
    for w, h in SIZES:
        win = fast_window(2, "pairs", paint=True)
        win.resize(w, h)
        win.show()
        until(lambda: win.session.game is not None)
        game = engine_game(Rules(players=2), 60, seed=4, names=win.seat_names(Rules(players=2)))
        win.continue_game(game, win.seat_levels(Rules(players=2)))
        until(lambda: table_ready(win))
        key, results = win.session.store.uid, win.session.comparisons.results
        pairs = [(24, 40), (-30, -30), (0, -12), (10, 0), (174, 77), (-60, -20)][: len(game.rows)]
        for n, (played, master) in enumerate(pairs, 1):
            results[(key, n)] = {"configuration": "master-x", "seat": 0, "played": played, "master": master,
                                 "difference": played - master, "line": []}
        win.overlays.show_game_over(game, win.session.person_seats)
        saved.append(save_shot(win, out / f"final-{lang}-{w}x{h}.png", 80))
        win.close()
    return saved


def main(argv=None) -> int:
    args = sys.argv[1:] if argv is None else list(argv)
    lang = "ru" if "--ru" in args else "en"
    args = [a for a in args if a != "--ru"]
    out = Path(args[0] if args else "/tmp/compare-shots")
    out.mkdir(parents=True, exist_ok=True)
    app = qt_app()
    from deberts_desktop.ui import i18n

    i18n.install_translator(app, lang)
    with tempfile.TemporaryDirectory() as tmp:
        for p in panel_shots(out, lang, Path(tmp)) + stats_shots(out, lang, Path(tmp)) + final_shots(out, lang):
            print(p)
    return 0


if __name__ == "__main__":
    sys.exit(main())
