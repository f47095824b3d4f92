"""How long the computer after the person waits when the person plays at once while the
turn's evaluation (the coach's values with the hint made beside them: the coach on, or a
hint asked once) is still being made in the computers' worker. Run by hand:

    .venv/bin/python benchmarks/next_computer_wait.py [--deals 10] [--seed 1] [--players 3] [--after 0.2]

Deals dealt from seeds and played by Amateur players give the positions: every card turn of
seat 0 (the person) with a choice whose card does not end the trick, so that the next seat,
a Master computer, is asked next. At each, one worker process (the table's: the computers'
warm-up first) is timed three ways, in turn (the order rotated from one position to the next): **alone** — the next seat's Master decision
asked of an idle worker (the reference: what the table waits anyway); **kept** — the turn's
evaluation asked (``jobs.coach_values`` at the Master hint level), the person's card
``--after`` seconds later, then the next seat's decision, the evaluation left to run to its
end (before ``Worker.drop``); **dropped** — the same, the evaluation dropped as the card is
played (the session now). Printed: wall seconds from the next seat's question to its answer
(median, 90th percentile, maximum) for each, and what the person's prepared evaluation adds
over **alone**, kept against dropped (their ratio, in the same run). Wall time of a process
of its own: run it on a quiet machine, or read the ratio only.
"""

from __future__ import annotations

import argparse
import queue
import statistics
import time

from deberts_desktop import jobs
from deberts_desktop.ai import make_player
from deberts_desktop.engine import Game, Rules
from deberts_desktop.engine.actions import Play
from deberts_desktop.levels import DEFAULT_HINT_LEVEL
from deberts_desktop.ui.game.worker import Worker


def quantile(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def positions(rules: Rules, deals: int, seed: int):
    """``(seat 0's view, the next seat, its view after seat 0's card)`` at each card turn of
    seat 0 with a choice whose card leaves the trick open, over ``deals`` Amateur deals."""
    out = []
    for d in range(deals):
        game = Game(rules, dealer=d % rules.players, seed=f"wait/{seed}/{d}")
        game.start_deal()
        seats = [make_player("amateur", seed=s) for s in range(rules.players)]
        while True:
            deal = game.deal
            if deal is None or deal.is_done:  # (a deal thrown in: none of its turns counts)
                break
            s = deal.current_player
            view = game.view(s)
            action = seats[s].choose(view)
            mine = s == 0 and sum(isinstance(a, Play) for a in view.legal) >= 2
            open_after = len(deal.play_state().trick) < rules.players - 1 if mine else False
            game.apply(action)
            if mine and open_after and game.deal is deal and not deal.is_done and deal.current_player != 0:
                nxt = deal.current_player
                out.append((view, nxt, game.view(nxt)))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, default=3, choices=(2, 3, 4))
    ap.add_argument("--individual", action="store_true", help="4 players each for himself")
    ap.add_argument("--after", type=float, default=0.2, help="seconds from the turn to the person's card")
    args = ap.parse_args()
    rules = Rules(players=args.players, mode="individual" if args.individual else "pairs")
    found = positions(rules, args.deals, args.seed)
    answers: queue.Queue = queue.Queue()
    worker = Worker(answers.put, warm_up=jobs.warm_up, name="bench-computer")
    serial = [0]

    def ask(function, *a):
        serial[0] += 1
        tag = serial[0]
        worker.submit(tag, function, *a)
        return tag

    def until(tag) -> None:
        while True:
            m = answers.get(timeout=600)
            if m[1] == tag and m[0] != "progress":
                return

    try:
        until(ask(jobs.warm_up))  # started and warm
        times: dict[str, list[float]] = {"alone": [], "kept": [], "dropped": []}
        ways = ("alone", "kept", "dropped")
        for i, (view, nxt, after) in enumerate(found):
            for way in ways[i % 3:] + ways[:i % 3]:  # the order rotated from position to position
                values = None
                if way != "alone":
                    values = ask(jobs.coach_values, view, DEFAULT_HINT_LEVEL)
                    time.sleep(args.after)
                t = time.perf_counter()
                move = ask(jobs.think, "master", 7, nxt, after)
                if way == "dropped":
                    worker.drop(values)
                until(move)  # (jobs run in order: a kept evaluation answered first)
                times[way].append(time.perf_counter() - t)
        print(f"{rules.players} players, {len(found)} positions, the person's card after {args.after} s; "
              f"wall seconds from the next seat's question to its answer")
        print(f"{'':10} {'median':>8} {'p90':>8} {'max':>8} {'mean':>8}")
        for way, xs in times.items():
            print(f"{way:10} {statistics.median(xs):8.3f} {quantile(xs, 0.9):8.3f} {max(xs):8.3f} "
                  f"{statistics.fmean(xs):8.3f}")
        extra = {w: [x - a for x, a in zip(times[w], times["alone"])] for w in ("kept", "dropped")}
        print("added over alone, per position (kept / dropped):")
        for name, f in (("mean", statistics.fmean), ("p90", lambda xs: quantile(xs, 0.9)), ("max", max)):
            k, d = f(extra["kept"]), f(extra["dropped"])
            print(f"  {name:5} {k:8.3f} / {d:8.3f}" + (f"   ratio {d / k:.3f}" if k > 0 else ""))
    finally:
        worker.close()


if __name__ == "__main__":
    main()
