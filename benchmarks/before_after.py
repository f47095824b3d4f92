"""A computer level after a change against itself before it, on the same mirrored deals.

    .venv/bin/python benchmarks/before_after.py --against ../old-checkout --level master \\
        --players 2 --deals 300 --jobs 2 --seed 1

``--against DIR`` is a checkout of the earlier commit (the folder holding its
``deberts_desktop`` package); it is imported under another name, so both versions play in
one process. Every deal is played twice with the seats exchanged (in 4 pairs: the pairs
exchange seats; with 3 players three times, A in each seat in turn against two B): A is
today's level, B the earlier one. Today's engine runs the deal; the earlier players see the
earlier engine's view of the same deal, kept in step action by action (both engines must
agree on every action: a disagreement stops the run). The margin of a deal is what A's
side writes minus what B's writes (deal points, RULES.md 9), averaged over its seatings; the report gives the mean, its 95% interval (the deals' spread) and
both sides' decision times. ``--control`` also plays the earlier level against itself on
the same deals with the same seeds (its expected margin is 0 by the mirrored seatings) and
reports A's margin minus that control's: the same expected value with the seatings' luck
taken out, and exactly 0 on every deal where today's level chose as the earlier one did.
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import multiprocessing
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

from deberts_desktop.ai.arena import _seed, deal_written, seatings
from deberts_desktop.ai.config import ARENA_LEVELS
from deberts_desktop.engine import DECLINE, Deal, Rules
from deberts_desktop.engine.cards import CARDS

_REF = {}


def load_reference(folder: str):
    """The other checkout's package, imported as ``reference_pkg`` (once per process)."""
    if "pkg" in _REF:
        return _REF["pkg"]
    src = Path(folder).resolve() / "deberts_desktop"
    if not (src / "engine").is_dir():
        raise SystemExit(f"{folder}: no deberts_desktop package there")
    tmp = Path(tempfile.mkdtemp(prefix="before-after-"))
    shutil.copytree(src, tmp / "reference_pkg", ignore=shutil.ignore_patterns("resources", "__pycache__"))
    sys.path.insert(0, str(tmp))
    pkg = importlib.import_module("reference_pkg")
    importlib.import_module("reference_pkg.engine")
    importlib.import_module("reference_pkg.ai")
    _REF["pkg"] = pkg
    return pkg


def play(rules_dict, level, ref_folder, index, seed, control=False):
    """One deal in both seatings: (margin of A, A's decision ms, B's decision ms, the control
    margin or None). ``control``: at each of A's decisions the earlier level is asked too;
    where some answer differs, the seating is played again with the earlier level in A's
    seats as well (same seeds), and the control margin is that game's; where none differs
    the two games are the same and the control margin equals the margin."""
    ref = load_reference(ref_folder)
    reng = importlib.import_module("reference_pkg.engine")
    rai = importlib.import_module("reference_pkg.ai")
    rules = Rules.from_dict(rules_dict)
    rrules = reng.Rules.from_dict(rules_dict)
    deck_rng = random.Random(_seed(seed, "deal", index))
    dealer = deck_rng.randrange(rules.players)
    deck = list(CARDS)
    deck_rng.shuffle(deck)
    margins, controls, times = [], [], {"a": [], "b": []}

    def one_game(labels, k, a_old: bool):
        """Play the deal; returns (margin, A differed from the earlier level somewhere)."""
        new = [ARENA_LEVELS[level](_seed(seed, index, k, s)) if lab == "a" else None for s, lab in enumerate(labels)]
        old = [rai.make_player(level, _seed(seed, index, k, s)) for s in range(len(labels))]
        deal = Deal.from_deck(rules, dealer, deck)
        rdeal = reng.Deal.from_deck(rrules, dealer, [str(c) for c in deck])
        differed = False
        while not deal.is_done:
            seat = deal.current_player
            legal = deal.legal_actions()
            t = time.perf_counter()
            if labels[seat] == "a" and not a_old:
                action = new[seat].choose(deal.view(seat))
                ms = (time.perf_counter() - t) * 1000
                if control and not differed and len(legal) > 1:
                    view = rdeal.view(seat)
                    differed = str(old[seat].choose(view) if view.legal else DECLINE) != str(action)
            else:
                view = rdeal.view(seat)
                ra = old[seat].choose(view) if view.legal else None
                action = DECLINE if ra is None else legal[[str(a) for a in legal].index(str(ra))]
                ms = (time.perf_counter() - t) * 1000
            if len(legal) > 1 and not a_old:
                times[labels[seat]].append(ms)
            deal.apply(action)
            if action is not DECLINE:
                rdeal.apply(reng.Action.parse(str(action)), seat)
        assert rdeal.phase == "done" and rdeal.result.totals == deal.result.totals, "the engines disagree"
        w = deal_written(deal)
        a_sides = {rules.side_of(s) for s, lab in enumerate(labels) if lab == "a"}
        b_sides = {rules.side_of(s) for s, lab in enumerate(labels) if lab == "b"}
        return sum(w[i] for i in a_sides) / len(a_sides) - sum(w[i] for i in b_sides) / len(b_sides), differed

    for k, labels in enumerate(seatings(rules)):
        m, differed = one_game(labels, k, a_old=False)
        margins.append(m)
        if control:
            controls.append(one_game(labels, k, a_old=True)[0] if differed else m)
    control_margin = sum(controls) / len(controls) if control else None
    return sum(margins) / len(margins), times, control_margin


def _play(args):
    return play(*args)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--against", required=True, help="a checkout of the earlier commit")
    ap.add_argument("--level", default="master")
    ap.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    ap.add_argument("--mode", default="pairs", choices=("pairs", "individual"))
    ap.add_argument("--deals", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--control", action="store_true",
                    help="also the earlier level against itself on the same deals and seeds (replayed only where "
                         "today's level chose differently): the difference of the two margins, a paired interval "
                         "with the seatings' luck taken out")
    ap.add_argument("--log", default=None,
                    help="a file to which each deal's result is appended as it comes (JSON lines); with "
                         "--summary, the figures of such a file so far (a run stopped early)")
    ap.add_argument("--summary", action="store_true", help="only print the figures of --log")
    args = ap.parse_args()
    rules = Rules(players=args.players, mode=args.mode if args.players == 4 else "pairs")
    start = time.time()
    if args.summary:
        with open(args.log) as f:
            results = [tuple(json.loads(line)) for line in f if line.strip()]
    else:
        tasks = [(rules.to_dict(), args.level, args.against, i, args.seed, args.control) for i in range(args.deals)]
        log = open(args.log, "a") if args.log else None
        results = []
        if args.jobs > 1:
            pool = multiprocessing.get_context("spawn").Pool(args.jobs)
            done = pool.imap(_play, tasks, chunksize=1)
        else:
            pool = None
            done = map(_play, tasks)
        for r in done:
            results.append(r)
            if log:
                log.write(json.dumps(r) + "\n")
                log.flush()
        if pool is not None:
            pool.close()
            pool.join()
    m = [r[0] for r in results]
    ta = sorted(x for r in results for x in r[1]["a"])
    tb = sorted(x for r in results for x in r[1]["b"])
    mean = statistics.fmean(m)
    half = 1.96 * statistics.stdev(m) / math.sqrt(len(m)) if len(m) > 1 else 0.0

    def p95(v):
        return v[min(len(v) - 1, int(math.ceil(0.95 * len(v))) - 1)] if v else 0.0

    mode = f"{args.players} players" + (f" {rules.mode}" if args.players == 4 else "")
    print(f"{args.level} today (A) against {args.level} before (B), {mode}, {len(m)} mirrored deals, seed {args.seed}")
    print(f"  margin of A per deal: {mean:+.2f} ({mean - half:+.2f} … {mean + half:+.2f}, 95%)")
    print(f"  decision ms, A: mean {statistics.fmean(ta):.1f} median {statistics.median(ta):.1f} p95 {p95(ta):.1f} "
          f"max {ta[-1]:.0f};  B: mean {statistics.fmean(tb):.1f} median {statistics.median(tb):.1f} "
          f"p95 {p95(tb):.1f} max {tb[-1]:.0f}   ({time.time() - start:.0f} s)")
    if args.control:
        d = [r[0] - r[2] for r in results]
        dm = statistics.fmean(d)
        dh = 1.96 * statistics.stdev(d) / math.sqrt(len(d)) if len(d) > 1 else 0.0
        changed = sum(1 for x in d if abs(x) > 1e-9)
        print(f"  control (the earlier level against itself, same deals and seeds): margin "
              f"{statistics.fmean(r[2] for r in results):+.2f}; A's margin minus the control's: {dm:+.2f} "
              f"({dm - dh:+.2f} … {dm + dh:+.2f}, 95%); deals whose play changed: {changed} of {len(d)}")


if __name__ == "__main__":
    main()
