"""Save screenshots of the review of a deal, the hint panel and the coach (issue 13), for
people to look at, and print how long the reviews took in the window:

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.ui.make_review_screenshots [OUT_DIR] [--ru] [--deals4 N]

The review window (RULES.md 12 A, 2 players; a 4-pair deal with a mistake; a 3-player
deal, where the double-dummy search plays the other seats as one side), each with its
first mistake selected; the hint panel (a card: 4 pairs, 3 players; a bid: 2 players); the
end-of-deal panel with its Review button; the coach's prompt for the ten under the ace;
the settings' coach; History's buttons — at 800×600 and 1920×1080
(default folder /tmp/review-shots). The reviews run in their own process, as in the app
(``--deals4 N``: every 4-pair deal tried is timed, plus N played by Master players, each
also reviewed in this process without the window — the reference of the same run).
"""

from __future__ import annotations

import copy
import sys
import time
from pathlib import Path

from .screenshot_helpers import qt_app, save_shot, spin, until

SIZES = ((800, 600), (1920, 1080))


def master_game(rules, seed: int, names, level: str = "master"):
    """A game whose first deal was played out by ``level`` players (not thrown in)."""
    from deberts_desktop.ai import make_player
    from deberts_desktop.engine import Game

    for k in range(50):
        game = Game(rules, dealer=seed % rules.players, seed=f"{seed}/{k}", names=list(names))
        deal = game.start_deal()
        seats = [make_player(level, seed=s) for s in range(rules.players)]
        while not deal.is_done:
            s = deal.current_player
            game.apply(seats[s].choose(game.view(s)), s)
        if deal.tricks:
            return game
    raise RuntimeError("no deal was played out")


def stored(history, game, levels=None) -> int:
    gid = history.start_game(game.rules, list(game.names), levels or [None] + ["master"] * (game.rules.players - 1),
                             started="2026-11-20T18:30:00+00:00")
    history.store_game(gid, game)
    return gid


def review_shots(out: Path, lang: str, more4: int = 0) -> list[Path]:
    from deberts_desktop.engine import Rules
    from deberts_desktop.engine.record import parse_record, replay
    from deberts_desktop.storage.history import History
    from deberts_desktop.ui.cards.art import CardArt
    from deberts_desktop.ui.review.window import ReviewSource, ReviewWindow
    from tests.engine.test_examples import EXAMPLE_A

    saved: list[Path] = []
    history = History(":memory:")
    a = replay(parse_record(copy.deepcopy(EXAMPLE_A)))
    a.names = ["You", "Anna"]
    four = ["You", "Anna", "Boris", "Vera"]
    games = {"2p": stored(history, a), "3p": stored(history, master_game(Rules(players=3), 1, four[:3], "beginner"))}
    win = ReviewWindow(CardArt(), inline=False)
    times = {}

    def open_game(gid):
        record, rows = history.record(gid), history.score_sheet(gid)
        win.open(ReviewSource(record, [r.dealer for r in rows], history, gid, "Review"), 0, 10)
        assert until(lambda: win.review is not None, 120), win.state.text()
        return win.last_seconds

    direct = []
    for k in range(12 + more4):  # a 4-pair deal with a mistake, for the picture (each one timed)
        gid = stored(history, master_game(Rules(players=4), 2 + k, four, "beginner" if k < 12 else "master"))
        if more4:  # the reference: the same review in this process, without the window
            from deberts_desktop.ai.review import review_deal
            from deberts_desktop.storage.reviews import stored_deal

            started = time.process_time()
            review_deal(*stored_deal(history, gid, 1))
            direct.append(time.process_time() - started)
        times[f"4p-{k}"] = open_game(gid)
        if win.review.mistakes(10) and k >= more4 and "4p" not in games:
            games["4p"] = gid
            if not more4:
                break
    for tag, gid in games.items():
        if tag != "4p":
            times[tag] = open_game(gid)
        else:
            open_game(gid)
        mistakes = win.review.mistakes(10)
        for w, h in SIZES:
            win.resize(w, h)
            win.fit_sides()
            win.show()
            spin(50)
            if mistakes:
                win.go_to(mistakes[0].index)
            saved.append(save_shot(win, out / f"review-{tag}-{lang}-{w}x{h}.png", 80))
    win.shutdown()
    for tag, seconds in times.items():
        print(f"review {tag}: {seconds:.1f} s in the window" if seconds is not None else f"review {tag}: cached")
    fours = sorted(v for k, v in times.items() if k.startswith("4p-"))
    print(f"4-pair reviews in the window: {len(fours)}, median {fours[len(fours) // 2]:.1f} s, most {fours[-1]:.1f} s")
    if direct:
        ratios = sorted(times[f"4p-{k}"] / d for k, d in enumerate(direct))
        print(f"the same reviews in this process (CPU): median {sorted(direct)[len(direct) // 2]:.1f} s; "
              f"window / direct: median {ratios[len(ratios) // 2]:.2f}")
    history.close()
    return saved


def table_shots(out: Path, lang: str) -> list[Path]:
    from deberts_desktop.engine import Card, Deal, Game, Rules
    from deberts_desktop.engine.actions import Play

    from .table_driver import fast_window, legal_now, person_turn, quick_choice, table_ready

    saved: list[Path] = []
    for w, h in SIZES:
        for players, mode in ((4, "pairs"), (3, "pairs")):
            win = fast_window(players, mode, seed=5, level="master")
            win.resize(w, h)
            win.show()
            until(lambda: win.session.game is not None)
            while until(lambda: table_ready(win)):
                deal = win.session.game.deal
                if deal.phase == "play" and deal.tricks and sum(isinstance(x, Play) for x in legal_now(win)) > 2:
                    break
                win.session.choose(quick_choice(legal_now(win)))
            win.hint()
            until(lambda: win.overlays.advice.panel.isVisible())
            saved.append(save_shot(win, out / f"hint-{players}p-{lang}-{w}x{h}.png", 80))
            win.close()
        win = fast_window(2, "pairs", seed=1)
        win.resize(w, h)
        win.show()
        until(lambda: win.session.game is not None)
        until(lambda: person_turn(win))  # the person's bid: a hint with the bids' values
        win.hint()
        until(lambda: win.overlays.advice.panel.isVisible())
        saved.append(save_shot(win, out / f"hint-bid-{lang}-{w}x{h}.png", 80))
        while until(lambda: table_ready(win)) and not win.summary.isVisible():
            win.session.choose(quick_choice(legal_now(win)))
        saved.append(save_shot(win, out / f"summary-{lang}-{w}x{h}.png", 80))
        rules = Rules(players=2)
        game = Game(rules, dealer=0, names=["You", "Anna"])
        game.start_deal(Deal.at_first_lead(rules, 0, [["TH", "7H", "8S", "9S"], ["JH", "QH", "KH", "AH"]], "C", 1, 1))
        game.apply(Play(Card.parse("AH")))
        win.session.abandon()
        win.session.coach_threshold = 10
        win.continue_game(game, [None, "amateur"])
        until(lambda: person_turn(win) and win.session.coach_values is not None)
        win.session.choose(Play(Card.parse("TH")))
        until(lambda: win.overlays.advice.coach.isVisible())
        saved.append(save_shot(win, out / f"coach-{lang}-{w}x{h}.png", 80))
        win.close()
    return saved


def dialog_shots(out: Path, lang: str) -> list[Path]:
    from deberts_desktop.storage.history import History
    from deberts_desktop.ui.history.window import HistoryWindow
    from deberts_desktop.ui.dialogs.settings import SettingsDialog

    from .dialog_helpers import fill_history

    saved = []
    d = SettingsDialog()
    d.show()
    saved.append(save_shot(d, out / f"settings-coach-{lang}.png", 80))
    d.close()
    history = History(":memory:")
    fill_history(history)
    hw = HistoryWindow(history)
    hw.resize(800, 600)
    hw.show()
    hw.select_game(hw.game_ids()[0])
    saved.append(save_shot(hw, out / f"history-buttons-{lang}-800x600.png", 80))
    hw.close()
    history.close()
    return saved


def main(argv=None) -> int:
    args = sys.argv[1:] if argv is None else list(argv)
    lang = "ru" if "--ru" in args else "en"
    more4 = 0
    if "--deals4" in args:
        more4 = int(args[args.index("--deals4") + 1])
        del args[args.index("--deals4"): args.index("--deals4") + 2]
    args = [a for a in args if a != "--ru"]
    out = Path(args[0] if args else "/tmp/review-shots")
    out.mkdir(parents=True, exist_ok=True)
    app = qt_app()
    from deberts_desktop.ui import i18n

    i18n.install_translator(app, lang)
    started = time.monotonic()
    for p in review_shots(out, lang, more4) + table_shots(out, lang) + dialog_shots(out, lang):
        print(p)
    print(f"{time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
