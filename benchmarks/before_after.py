"""A computer level after a change against itself before it, on the same mirrored deals.

    .venv/bin/python benchmarks/before_after.py --against ../old-checkout --level master \\
        --players 2 --deals 300 --jobs 2 --seed 1

``--against DIR`` is a checkout of the earlier commit (the folder holding its
``deberts_desktop`` package); it is imported under another name, so both versions play in
one process. Every deal is played twice with the seats exchanged (in 4 pairs: the pairs
exchange seats; with 3 players three times, A in each seat in turn against two B): A is
today's level (``--settings``: with some fields of its configuration changed, as
``ai_variants.py`` takes them), B the earlier one. Today's engine runs the deal; the
earlier players see the earlier engine's view of the same deal, kept in step action by
action (both engines must agree on every action: a disagreement stops the run). The margin
of a deal is what A's side writes minus what B's writes (deal points, RULES.md 9), averaged
over its seatings; the report gives the mean, its 95% interval (the deals' spread), both
sides' decision times (and their bids' alone, with the ratio) and the declarations and
baits per declaration of each. ``--control`` also plays the earlier level against itself
on the same deals with the same seeds (its expected margin is 0 by the mirrored seatings)
and reports A's margin minus that control's: the same expected value with the seatings'
luck taken out, and exactly 0 on every deal where today's level chose as the earlier one
did. ``--bids-only`` (with ``--control``, when only the bidding changed: A's card play must
be the earlier level's) does not play on a seating whose bidding A chose as the earlier
level did (its difference is 0): only A's margin minus the control's is reported, and the
declarations are those of the seatings played on. ``--against-level``: the earlier checkout's
level to play as B (default ``--level``): a level renamed or given another level's settings,
e.g. today's Expert against the earlier Master.
"""

from __future__ import annotations

import argparse
import importlib
import io
import json
import math
import multiprocessing
import pickle
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

sys.path.insert(0, str(Path(__file__).parent))
from ai_variants import parse_variant  # noqa: E402

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


class _Renamed(pickle.Unpickler):
    """Unpickles today's objects as the reference checkout's (``reference_pkg``): a class
    in the module of the same name there, else (a class moved since, e.g. ``SeatView``
    from ``engine.deal`` to ``engine.seat_view``) the one the reference's engine exports
    under that name."""

    def find_class(self, module, name):
        if not module.startswith("deberts_desktop."):
            return super().find_class(module, name)
        try:
            return super().find_class("reference_pkg." + module[len("deberts_desktop."):], name)
        except (ImportError, AttributeError):
            return getattr(importlib.import_module("reference_pkg.engine"), name)


def as_reference(obj):
    """``obj`` (a view, a deal's object) as the reference checkout's object: pickled here,
    unpickled there (:func:`load_reference` first)."""
    return _Renamed(io.BytesIO(pickle.dumps(obj))).load()


def play(rules_dict, level, ref_folder, index, seed, control=False, settings=None, bids_only=False, ref_level=None):
    """One deal in every seating: (margin of A, decision ms by label — ``a``, ``b``, and
    ``a_bid``, ``b_bid`` for the bids —, the control margin or None, the declarations and
    baits as ``{"game/label/declared" or "…/baits": count}``, game ``a`` or ``control``).
    ``control``: at each of A's decisions the earlier level is asked too; where some answer
    differs, the seating is played again with the earlier level in A's seats as well (same
    seeds), and the control margin is that game's; where none differs the two games are the
    same and the control margin equals the margin. ``settings``: fields of today's level
    changed for A. ``bids_only`` (with ``control``; A's card play must be the earlier
    level's): a seating whose bidding A chose as the earlier level did is not played on;
    the margin is then None and the third item A's margin minus the control's. ``ref_level``:
    the earlier checkout's level (default ``level``)."""
    load_reference(ref_folder)
    reng = importlib.import_module("reference_pkg.engine")
    rai = importlib.import_module("reference_pkg.ai")
    rules = Rules.from_dict(rules_dict)
    rrules = reng.Rules.from_dict(rules_dict)
    deck_rng = random.Random(_seed(seed, "deal", index))
    dealer = deck_rng.randrange(rules.players)
    deck = list(CARDS)
    deck_rng.shuffle(deck)
    margins, controls, times = [], [], {"a": [], "b": [], "a_bid": [], "b_bid": []}
    counts = {f"{game}/{lab}/{what}": 0 for game in ("a", "control") for lab in "ab" for what in ("declared", "baits")}

    def one_game(labels, k, a_old: bool):
        """Play the deal; returns (margin, A differed from the earlier level somewhere)."""
        config = ARENA_LEVELS[level].replace(**(settings or {}))
        new = [config(_seed(seed, index, k, s)) if lab == "a" else None for s, lab in enumerate(labels)]
        old = [rai.make_player(ref_level or level, _seed(seed, index, k, s)) for s in range(len(labels))]
        deal = Deal.from_deck(rules, dealer, deck)
        rdeal = reng.Deal.from_deck(rrules, dealer, [str(c) for c in deck])
        differed = False
        while not deal.is_done:
            if bids_only and not a_old and not differed and deal.phase not in ("bidding_1", "bidding_2"):
                return None, False, None
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
                if deal.phase in ("bidding_1", "bidding_2"):
                    times[labels[seat] + "_bid"].append(ms)
            deal.apply(action)
            if action is not DECLINE:
                rdeal.apply(reng.Action.parse(str(action)), seat)
        assert rdeal.phase == "done" and rdeal.result.totals == deal.result.totals, "the engines disagree"
        r = deal.result
        declared = (labels[r.declarer], r.outcome) if r.outcome in ("made", "bait", "hanging") else None
        w = deal_written(deal)
        a_sides = {rules.side_of(s) for s, lab in enumerate(labels) if lab == "a"}
        b_sides = {rules.side_of(s) for s, lab in enumerate(labels) if lab == "b"}
        margin = sum(w[i] for i in a_sides) / len(a_sides) - sum(w[i] for i in b_sides) / len(b_sides)
        return margin, differed, declared

    def count(game, declared):
        if declared is not None:
            counts[f"{game}/{declared[0]}/declared"] += 1
            counts[f"{game}/{declared[0]}/baits"] += declared[1] == "bait"

    for k, labels in enumerate(seatings(rules)):
        m, differed, declared = one_game(labels, k, a_old=False)
        margins.append(m)
        count("a", declared)
        if control:
            if differed:
                cm, _differed, declared = one_game(labels, k, a_old=True)
            else:
                cm = m
            controls.append(cm)
            count("control", declared)
    if bids_only:  # the seatings not played on are the control's: (None, times, A's margin minus the control's)
        margins = [m if m is not None else 0.0 for m in margins]
        controls = [c if c is not None else 0.0 for c in controls]
        return None, times, sum(margins) / len(margins) - sum(controls) / len(controls), counts
    control_margin = sum(controls) / len(controls) if control else None
    return sum(margins) / len(margins), times, control_margin, counts


def _play(args):
    return play(*args)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--against", required=True, help="a checkout of the earlier commit")
    ap.add_argument("--level", default="master")
    ap.add_argument("--against-level", default=None, help="the earlier checkout's level, B (default --level)")
    ap.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    ap.add_argument("--mode", default="pairs", choices=("pairs", "individual"))
    ap.add_argument("--deals", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--start", type=int, default=0,
                    help="the first deal to play (a run stopped after K deals goes on with --start K and the same "
                         "--log: the deals are numbered from 0, each seeded by its number, so the log ends as one run's)")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--control", action="store_true",
                    help="also the earlier level against itself on the same deals and seeds (replayed only where "
                         "today's level chose differently): the difference of the two margins, a paired interval "
                         "with the seatings' luck taken out")
    ap.add_argument("--settings", default="",
                    help='fields of today\'s level changed for A, as ai_variants.py takes them: "bid_worlds=96"')
    ap.add_argument("--bids-only", action="store_true",
                    help="with --control, when only the bidding changed (A's card play is the earlier level's): a "
                         "seating whose bidding A chose as the earlier level did is not played on; only A's margin "
                         "minus the control's is reported, and the declarations of the seatings played on")
    ap.add_argument("--log", default=None,
                    help="a file to which each deal's result is appended as it comes (JSON lines); with "
                         "--summary, the figures of such a file so far (a run stopped early)")
    ap.add_argument("--summary", action="store_true", help="only print the figures of --log")
    args = ap.parse_args()
    rules = Rules(players=args.players, mode=args.mode if args.players == 4 else "pairs")
    if args.bids_only and not args.control:
        raise SystemExit("--bids-only needs --control")
    settings = parse_variant(args.settings)
    start = time.time()
    if args.summary:
        with open(args.log) as f:
            results = [tuple(json.loads(line)) for line in f if line.strip()]
    else:
        tasks = [(rules.to_dict(), args.level, args.against, i, args.seed, args.control, settings, args.bids_only,
                  args.against_level) for i in range(args.start, args.deals)]
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
    bids_only = results[0][0] is None  # (a --summary of a --bids-only run too)
    m = [r[0] for r in results]
    ta = sorted(x for r in results for x in r[1]["a"])
    tb = sorted(x for r in results for x in r[1]["b"])

    def p95(v):
        return v[min(len(v) - 1, int(math.ceil(0.95 * len(v))) - 1)] if v else 0.0

    mode = f"{args.players} players" + (f" {rules.mode}" if args.players == 4 else "")
    print(f"{args.level} today (A) against {args.against_level or args.level} before (B), {mode}, {len(m)} mirrored deals, seed {args.seed}"
          + (f", settings {args.settings}" if args.settings else ""))
    if not bids_only:
        mean = statistics.fmean(m)
        half = 1.96 * statistics.stdev(m) / math.sqrt(len(m)) if len(m) > 1 else 0.0
        print(f"  margin of A per deal: {mean:+.2f} ({mean - half:+.2f} … {mean + half:+.2f}, 95%)")
    print(f"  decision ms, A: mean {statistics.fmean(ta):.1f} median {statistics.median(ta):.1f} p95 {p95(ta):.1f} "
          f"max {ta[-1]:.0f};  B: mean {statistics.fmean(tb):.1f} median {statistics.median(tb):.1f} "
          f"p95 {p95(tb):.1f} max {tb[-1]:.0f}   ({time.time() - start:.0f} s)")
    ba = sorted(x for r in results for x in r[1].get("a_bid", ()))
    bb = sorted(x for r in results for x in r[1].get("b_bid", ()))
    if ba and bb:
        print(f"  bid decisions ms, A: median {statistics.median(ba):.1f} p95 {p95(ba):.1f} max {ba[-1]:.0f} ({len(ba)});"
              f"  B: median {statistics.median(bb):.1f} p95 {p95(bb):.1f} max {bb[-1]:.0f} ({len(bb)});"
              f"  A / B: median {statistics.median(ba) / statistics.median(bb):.1f}, p95 {p95(ba) / p95(bb):.1f}")
    if len(results[0]) > 3:
        tot = {key: sum(r[3][key] for r in results) for key in results[0][3]}

        def per(game, lab):
            d = tot[f"{game}/{lab}/declared"]
            return f"{d} declared, {tot[f'{game}/{lab}/baits'] / d if d else 0:.3f} baits per declaration"

        played = "the seatings played on" if bids_only else "A's games"
        print(f"  {played}: A {per('a', 'a')}; B {per('a', 'b')}")
        if args.control:
            print(f"  the control's games (the earlier level in A's seats): A's seats {per('control', 'a')}; "
                  f"B {per('control', 'b')}")
    if args.control:
        d = [r[2] if bids_only else r[0] - r[2] for r in results]
        dm = statistics.fmean(d)
        dh = 1.96 * statistics.stdev(d) / math.sqrt(len(d)) if len(d) > 1 else 0.0
        changed = sum(1 for x in d if abs(x) > 1e-9)
        control = "" if bids_only else f"margin {statistics.fmean(r[2] for r in results):+.2f}; "
        print(f"  control (the earlier level against itself, same deals and seeds): {control}A's margin minus the "
              f"control's: {dm:+.2f} ({dm - dh:+.2f} … {dm + dh:+.2f}, 95%); deals whose play changed: {changed} of "
              f"{len(d)}")

if __name__ == "__main__":
    main()
