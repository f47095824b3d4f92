"""What the comparison with the Master in the background costs the computers at the table
(issue 24). Run by hand:

    nice -n 5 .venv/bin/python benchmarks/compare_pause.py [--decisions 60] [--rounds 3] [--one-core]

Two worker processes are started as the app starts them (:class:`~deberts_desktop.ui.game.worker.Worker`):
the computers' (normal priority) and the comparisons' (``low_priority``: nice 10 here). The
comparisons' worker is kept busy comparing deals (``jobs.compare_at_table``, one after
the other) while the computers' worker answers the Master's card decisions of
``--decisions`` positions (4 players in pairs and 2 players, from deals played out by
Amateur players; each is a round trip, the time the table waits). Three ways, interleaved
position by position in each of ``--rounds`` rounds:

- **none**: no comparison runs (the comparisons' worker stays paused);
- **running**: the comparisons run at low priority and are not paused;
- **paused**: as the app does it — the comparisons are paused when the decision is asked
  and resumed when it has come (:meth:`Worker.pause`: the comparison stops before its
  next decision);
- **normal**: for reference, what neither would give — the comparisons of a third worker
  at normal priority run, not paused.

Printed: the median and mean decision time of each way, and their ratio to **none** in the
same run. ``--one-core``: every process on the first processor (``sched_setaffinity``,
Linux) — a one-core machine, where priority and pausing matter most.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import threading
import time

from deberts_desktop import jobs
from deberts_desktop.ai import make_player
from deberts_desktop.engine import Game, Rules
from deberts_desktop.engine.actions import Play
from deberts_desktop.engine.record import game_record
from deberts_desktop.ui.game.worker import Worker

MODES = (Rules(players=4, mode="pairs"), Rules(players=2))
#: seconds each way's state is given before its decision is asked (a paused comparison
#: stops at its next decision)
SETTLE_S = 0.4


def positions(count: int, seed: int):
    """``count`` card decisions with a choice (seat views), and the finished one-deal games
    they come from (what the comparisons compare)."""
    views, games = [], []
    k = 0
    while len(views) < count:
        rules = MODES[k % len(MODES)]
        game = Game(rules, dealer=k % rules.players, seed=f"pause|{seed}|{k}")
        deal = game.start_deal()
        seats = [make_player("amateur", seed=s) for s in range(rules.players)]
        rng = random.Random(k)
        while not deal.is_done:
            s = deal.current_player
            view = game.view(s)
            if sum(isinstance(a, Play) for a in view.legal) > 1 and rng.random() < 0.3 and len(views) < count:
                views.append((s, view))
            game.apply(seats[s].choose(view), s)
        if deal.result.outcome in ("made", "bait", "hanging"):
            games.append(game)
        k += 1
    return views, games


class Answers:
    """The messages of a worker, waited for by tag."""

    def __init__(self):
        self.cond = threading.Condition()
        self.done: dict = {}

    def __call__(self, message) -> None:
        if message[0] in ("done", "failed", "lost"):
            with self.cond:
                self.done[message[1]] = message
                self.cond.notify_all()

    def wait(self, tag, timeout: float = 600.0):
        with self.cond:
            self.cond.wait_for(lambda: tag in self.done, timeout)
            return self.done.pop(tag, None)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--decisions", type=int, default=60)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--one-core", action="store_true")
    args = ap.parse_args()
    views, games = positions(args.decisions, args.seed)
    computers_answers = Answers()
    computers = Worker(computers_answers, warm_up=jobs.warm_up, name="computers")
    compare_done = threading.Event()
    stop = threading.Event()
    compared = [0]

    def compare_message(message, done=compare_done) -> None:
        if message[0] in ("done", "failed", "lost"):
            compared[0] += message[0] == "done"
            done.set()

    normal_done = threading.Event()
    comparisons = Worker(compare_message, name="comparisons", low_priority=True)
    normal = Worker(lambda m: compare_message(m, normal_done), name="comparisons-normal")
    computers.start()
    comparisons.start()
    normal.start()
    if args.one_core:
        for pid in (os.getpid(), computers.pid, comparisons.pid, normal.pid):
            os.sched_setaffinity(pid, {min(os.sched_getaffinity(0))})

    def keep_comparing(worker, done) -> None:
        """Compare the games' deals one after the other until told to stop."""
        k = 0
        while not stop.is_set():
            game = games[k % len(games)]
            entry = game.entries[0]
            done.clear()
            worker.submit(("c", k), jobs.compare_at_table, game.rules, game_record(game).deals[0],
                          entry.deal.dealer, entry.before, entry.row, k % game.rules.players,
                          ["master"] * game.rules.players, k)
            done.wait()
            k += 1

    comparisons.pause()
    normal.pause()
    for worker, done in ((comparisons, compare_done), (normal, normal_done)):
        threading.Thread(target=keep_comparing, args=(worker, done), daemon=True).start()
    # warm both up: the first decision and comparison load the players
    for i in range(3):
        computers.submit(("warm", i), jobs.think, "master", 0, views[i][0], views[i][1])
        computers_answers.wait(("warm", i))
    times = {"none": [], "running": [], "paused": [], "normal": []}
    order = list(times)
    for r in range(args.rounds):
        for i, (seat, view) in enumerate(views):
            k = i % len(order)
            for way in order[k:] + order[:k]:  # interleaved, each first in turn
                # the state of the way, settled: a pause takes effect at the comparison's next
                # decision, so the last way's comparison is given time to stop (or start)
                (normal.resume if way == "normal" else normal.pause)()
                (comparisons.resume if way in ("running", "paused") else comparisons.pause)()
                time.sleep(SETTLE_S)
                tag = (r, i, way)
                t0 = time.perf_counter()
                if way == "paused":
                    comparisons.pause()
                computers.submit(tag, jobs.think, "master", r, seat, view)
                computers_answers.wait(tag)
                times[way].append(time.perf_counter() - t0)
                if way == "paused":
                    comparisons.resume()
    stop.set()
    comparisons.resume()
    normal.resume()
    computers.close()
    comparisons.close()
    normal.close()
    base_med, base_mean = statistics.median(times["none"]), statistics.mean(times["none"])
    where = "one core" if args.one_core else f"{os.cpu_count()} cores"
    print(f"{len(views)} Master card decisions x {args.rounds} rounds, {where}; {compared[0]} deals compared meanwhile")
    print(f"{'way':<9}{'median ms':>10}{'mean ms':>9}{'median ratio':>14}{'mean ratio':>12}")
    for way, ts in times.items():
        med, mean = statistics.median(ts), statistics.mean(ts)
        print(f"{way:<9}{med * 1000:>10.1f}{mean * 1000:>9.1f}{med / base_med:>14.2f}{mean / base_mean:>12.2f}")


if __name__ == "__main__":
    main()
