"""Card-play quality of the levels and of Master variants, measured against the double-dummy truth.

A low-noise yardstick for card play (the arena's deal margins need hundreds of deals to
see a change of a few points). Master plays mirrored deals (2, 3 or 4 players) against
another level (Amateur unless ``--opponent``); at every card Master chooses with more than
one legal card (forced cards are left out) the position is kept with the *real* hands,
and the exact solver gives every legal card's value in deal points for Master's side
(RULES.md 9, every hand known; with three sides the two others play together, the solver's
"paranoid" value). A level or variant then chooses a card in each kept position from the
seat's view only; its **loss** is the best card's value minus the chosen card's (0 = the
card a player seeing every hand would choose). Run by hand:

    .venv/bin/python benchmarks/play_loss.py --deals 60 --seed 3 "worlds=80" "miss=0.3"
    .venv/bin/python benchmarks/play_loss.py --players 4 --mode pairs --deals 20 --levels master expert
    .venv/bin/python benchmarks/play_loss.py --against /work/ref-base --levels master expert
    .venv/bin/python benchmarks/play_loss.py --players 4 --deals 600 --opening --against /work/ref-base
    .venv/bin/python benchmarks/play_loss.py --inference "weighted=false" "miss=0.25"

(``--against DIR``: the Master of another checkout, its compiled solver built there, is the
first row, on the same positions: today's levels paired with the earlier Master.)

``--oracle trumps lengths hands``: rows of the Master told more than its seat sees, to
measure how much of its loss better inference could remove at most — **trumps**: where
every hidden trump lies; **lengths**: how many cards of each suit every hidden hand holds;
**hands**: every hand (the worlds are the real deal; the loss left is the search's own).
Its worlds are dealt consistently with the view *and* the real hands of the position
(:func:`oracle_hands`); the rest of the Master is unchanged.

``--inference``: instead of the losses, how well each row's world weights locate the
hidden trumps (no solving, so cheap and far less noisy than the losses): in 128 worlds per
position, sampled from the view and weighted as the row's Master weights them, the
weighted share that puts each hidden trump where it really lies (a hidden hand or the
stock); per position the mean log of that share over the hidden trumps (0: a seat told
every trump's place; shares below 0.001 count as 0.001), the same worlds for every row
(:func:`trump_score`). A signal that moves this little is not worth a loss run.

Prints, per row (each of ``--levels``, then Master with each variant's settings), the mean
loss per decision, the paired difference from the first row with its 95% interval, how
often the row chose a card of the best value, and the decision times (the process's CPU
time, one core: mean, median, 95th percentile); then the loss per decision kind of the
position — **lead** (the trick is empty), **follow** (the seat holds the suit led),
**ruff** (void in it, every legal card a trump), **discard** (void in it, some legal card
not a trump) — each for the **declarer**'s side and the **defender**s,
with 95% intervals; and the **opening lead** (the deal's first card, the declarer's,
RULES.md 6) per deal where it was Master's choice. The positions and their exact values
are kept in a cache file (``--cache``) so that later runs only time the rows. Positions
whose exact values take more than ``--node-limit`` solver nodes are left out (counted).
"""

from __future__ import annotations

import argparse
import importlib
from dataclasses import replace
import math
import os
import pickle
import random
import statistics
import sys
import time
from multiprocessing import Pool

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from deberts_desktop.ai import arena  # noqa: E402
from deberts_desktop.ai.config import LEVELS  # noqa: E402
from deberts_desktop.ai.config import make_player  # noqa: E402
from deberts_desktop.ai import players as ai_players  # noqa: E402
from deberts_desktop.ai.sampling import constraints as view_constraints  # noqa: E402
from deberts_desktop.ai.sampling import sample_hands  # noqa: E402
from deberts_desktop.ai.solver import SearchAborted, Solver  # noqa: E402
from deberts_desktop.ai.values import DealPoints, utility  # noqa: E402
from deberts_desktop.engine import Rules  # noqa: E402
from deberts_desktop.engine.actions import Play  # noqa: E402
from deberts_desktop.engine.cards import CARDS, SUIT_MASKS  # noqa: E402
from deberts_desktop.engine.deal import BEFORE_LEAD, PLAY, Deal  # noqa: E402

sys.path.insert(0, os.path.dirname(__file__))
from ai_variants import parse_variant  # noqa: E402
from before_after import as_reference, load_reference  # noqa: E402


KINDS = ("lead", "follow", "ruff", "discard")
ROLES = ("declarer", "defender")


def decision_kind(state) -> str:
    """The kind of the card decision in ``state`` (the seat to act): lead / follow / ruff / discard."""
    if not state.trick:
        return "lead"
    led = state.trick[0] >> 3
    if state.hands[state.turn] >> 8 * led & 0xFF:
        return "follow"
    trumps = 0xFF << 8 * state.trump
    return "ruff" if state.legal_mask() & ~trumps == 0 else "discard"


def _positions_of_deal(args) -> list[tuple]:
    """``(view, {card: exact utility}, hands, kind, role, opening)`` for every choice Master
    made in one deal, every seating, and the number of positions given up (node limit)."""
    index, seed, rules_dict, opponent, node_limit, opening_only = args
    rules = Rules.from_dict(rules_dict)
    deck_rng = random.Random(arena._seed(seed, "deal", index))
    dealer = deck_rng.randrange(rules.players)
    deck = list(CARDS)
    deck_rng.shuffle(deck)
    out = []
    given_up = 0
    for k, labels in enumerate(arena.seatings(rules)):
        players = [make_player("master" if lab == "a" else opponent, arena._seed(seed, index, k, s))
                   for s, lab in enumerate(labels)]
        deal = Deal.from_deck(rules, dealer, deck)
        while not deal.is_done:
            s = deal.current_player
            if opening_only and deal.phase in (PLAY, BEFORE_LEAD) and (deal.tricks or deal.play_state().trick):
                break  # past the deal's first card
            view = deal.view(s)
            plays = [a for a in view.legal if isinstance(a, Play)]
            if labels[s] == "a" and deal.phase in (PLAY, BEFORE_LEAD) and len(plays) == len(view.legal) > 1:
                state = deal.play_state()
                side = rules.side_of(s)
                solver = Solver(state, side, node_limit=node_limit)
                points = DealPoints(rules, deal.declarer)
                role = ROLES[0] if side == rules.side_of(deal.declarer) else ROLES[1]
                opening = not deal.tricks and not state.trick
                try:
                    vals = solver.move_values(state)
                    exact = {c: utility(points.from_solver(state, side, v), side) for c, v in vals.items()}
                    out.append((view, exact, list(state.hands), decision_kind(state), role, opening))
                except SearchAborted:
                    given_up += 1
            deal.apply(players[s].choose(view))
    return out, given_up


def build(deals: int, seed: int, jobs: int, rules: Rules, opponent: str, node_limit: int,
          opening_only: bool = False) -> tuple[list, int]:
    """The kept positions of ``deals`` mirrored deals (``opening_only``: only the deals'
    first cards, each deal stopped there), and how many were given up."""
    tasks = [(i, seed, rules.to_dict(), opponent, node_limit, opening_only) for i in range(deals)]
    if jobs > 1:
        with Pool(jobs) as pool:
            parts = pool.map(_positions_of_deal, tasks, chunksize=1)
    else:
        parts = [_positions_of_deal(t) for t in tasks]
    return [p for part, _ in parts for p in part], sum(g for _, g in parts)



ORACLES = ("trumps", "lengths", "hands")


def _stock_of(real: list[int], con) -> int:
    """The hidden cards that lie in no hand (the stock), given the real hands."""
    held = 0
    for h in real:
        held |= h
    return con.unknown & ~held


def oracle_hands(view, rng: random.Random, real: list[int], oracle: str) -> list[int]:
    """One world for the Master told ``oracle`` (:data:`ORACLES`) of the real hands
    ``real`` (one bitmask per seat, the position's current hands): the hidden cards dealt
    at random among the other seats and the stock, keeping what the view fixes and, for
    ``trumps``, every hidden trump where it really is; for ``lengths``, every hidden hand's
    count of each suit; for ``hands``, the real hands."""
    con = view_constraints(view)
    n, me = con.n, con.seat
    if oracle == "hands":
        out = list(real)
        out[me] = con.own
        return out
    if oracle == "trumps":  # the constraints with every hidden trump fixed where it lies
        trumps = SUIT_MASKS[int(view.trump)] & con.unknown
        fixed = [f | (real[s] & trumps if s != me else 0) for s, f in enumerate(con.fixed)]
        told = replace(con, fixed=tuple(fixed),
                       need=tuple(max(0, k - (real[s] & trumps).bit_count()) if s != me else 0
                                  for s, k in enumerate(con.need)),
                       forbidden=tuple(f | (trumps & ~real[s]) for s, f in enumerate(con.forbidden)),
                       unknown=con.unknown & ~(trumps & ~_stock_of(real, con)))
        return sample_hands(view, rng, told)
    out = [real[s] & ~con.unknown if s != me else con.own for s in range(n)]  # the cards the view fixes
    loose = con.unknown
    for suit in range(4):  # lengths: each suit's hidden cards dealt by the real counts
        cards = [c for c in range(32) if (loose & SUIT_MASKS[suit]) >> c & 1]
        rng.shuffle(cards)
        for s in range(n):
            if s != me:
                k = (real[s] & loose & SUIT_MASKS[suit]).bit_count()
                take, cards = cards[:k], cards[k:]
                for c in take:
                    out[s] |= 1 << c
    return out


def _losses(args) -> tuple[list[float], list[float]]:
    level, settings, chunk, against = args
    settings = dict(settings)
    oracle = settings.pop("oracle", None)
    if not oracle:
        return _chunk_losses(level, settings, chunk, against, None)
    real_now: list = []

    def told(view, rng, con=None, tries=12):
        return oracle_hands(view, rng, real_now[0], oracle)

    ai_players.sample_hands = told
    try:
        return _chunk_losses(level, settings, chunk, against, real_now)
    finally:
        ai_players.sample_hands = sample_hands


def _chunk_losses(level, settings, chunk, against, real_now) -> tuple[list[float], list[float]]:
    if against:  # the reference checkout's level, on its own engine's copy of each view
        load_reference(against)
        rai = importlib.import_module("reference_pkg.ai")
        player = rai.make_player(level, 12345)
        convert = as_reference
    else:
        player = make_player(LEVELS[level].replace(**settings), 12345)

        def convert(view):
            return view
    losses, times = [], []
    for view, exact, real, *_ in chunk:
        if real_now is not None:
            real_now[:] = [real]
        view = convert(view)
        t = time.process_time()
        action = player.choose(view)
        times.append((time.process_time() - t) * 1000)
        card = int(action.card)
        losses.append(max(exact.values()) - exact[card])
    return losses, times


def measure(level: str, settings: dict, corpus, jobs: int, against: str | None = None
            ) -> tuple[list[float], list[float]]:
    """The loss of ``level`` (with ``settings``; ``against``: the level of that other
    checkout) in each position of ``corpus`` (in its order), and the decision times in ms."""
    chunks = [corpus[i::jobs] for i in range(jobs)]
    if jobs > 1:
        with Pool(jobs) as pool:
            parts = pool.map(_losses, [(level, settings, c, against) for c in chunks])
    else:
        parts = [_losses((level, settings, corpus, against))]
    # put back in corpus order so that variants pair position by position
    losses = [0.0] * len(corpus)
    times = []
    for j, (ls, ts) in enumerate(parts):
        for i, x in enumerate(ls):
            losses[j + i * jobs] = x
        times.extend(ts)
    return losses, times


def trump_score(player, view, real: list[int], rng: random.Random, worlds: int = 128) -> float | None:
    """The mean over the hidden trumps of ``view`` (the trumps the seat has not seen:
    in hidden hands or the stock, ``real`` giving the real hands) of the log of the
    weighted share of ``worlds`` worlds (:func:`sample_hands`, weighted by
    ``player.weight``) that put the trump where it really lies; a share under 0.001 counts
    as 0.001. None when no trump is hidden or no world has weight."""
    con = view_constraints(view)
    n = con.n
    hidden = SUIT_MASKS[int(view.trump)] & con.unknown
    places = {c: next((s for s in range(n) if real[s] >> c & 1), n) for c in range(32) if hidden >> c & 1}
    if not places:
        return None
    total = 0.0
    right = dict.fromkeys(places, 0.0)
    for _ in range(worlds):
        hands = sample_hands(view, rng, con)
        w = player.weight(view, hands, con)
        total += w
        for c, place in places.items():
            if hands[place] >> c & 1 if place < n else not any(h >> c & 1 for h in hands):
                right[c] += w
    if total <= 0:
        return None
    return statistics.fmean(math.log(max(right[c] / total, 1e-3)) for c in places)


def _scores(args) -> list:
    level, settings, chunk = args
    player = make_player(LEVELS[level].replace(**settings), 12345)
    return [trump_score(player, view, real, random.Random(f"inference|{i}")) for i, (view, _exact, real, *_r) in chunk]


def inference_rows(rows, corpus, jobs: int) -> None:
    """Print each row's :func:`trump_score` averaged over the positions, paired with the first row's."""
    base = None
    for name, level, settings in rows:
        t = time.time()
        indexed = list(enumerate(corpus))
        chunks = [indexed[i::jobs] for i in range(jobs)]
        if jobs > 1:
            with Pool(jobs) as pool:
                parts = pool.map(_scores, [(level, settings, c) for c in chunks])
        else:
            parts = [_scores((level, settings, indexed))]
        scores = [None] * len(corpus)
        for j, part in enumerate(parts):
            for i, x in enumerate(part):
                scores[j + i * jobs] = x
        if base is None:
            base = scores
        pairs = [(x, y) for x, y in zip(base, scores) if x is not None and y is not None]
        d = [y - x for x, y in pairs]
        half = 1.96 * statistics.stdev(d) / math.sqrt(len(d)) if len(d) > 1 and any(d) else 0.0
        print(f"{name:<44} log share of the trumps' real places {statistics.fmean(y for _, y in pairs):7.4f}  "
              f"vs {rows[0][0]} {statistics.fmean(d):+7.4f} ± {half:6.4f}  ({len(pairs)} positions, "
              f"{time.time() - t:.0f} s)", flush=True)


def mean_half(xs) -> tuple[float, float]:
    """The mean of ``xs`` and the half-width of its 95% interval (normal)."""
    if not xs:
        return math.nan, math.nan
    half = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else math.nan
    return statistics.fmean(xs), half


def by_kind(corpus, losses) -> list[tuple[str, int, float, float]]:
    """``(label, positions, mean loss, 95% half-width)`` per decision kind and role, then
    the opening lead."""
    rows = []
    for kind in KINDS:
        for role in ROLES:
            xs = [x for p, x in zip(corpus, losses) if p[3] == kind and p[4] == role]
            rows.append((f"{kind} {role}", len(xs), *mean_half(xs)))
    xs = [x for p, x in zip(corpus, losses) if p[5]]
    rows.append(("opening lead (per deal)", len(xs), *mean_half(xs)))
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("variants", nargs="*", help='Master variants, e.g. "worlds=80" "miss=0.3"')
    ap.add_argument("--deals", type=int, default=60)
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    ap.add_argument("--mode", default="pairs", choices=("pairs", "individual"), help="4 players only")
    ap.add_argument("--levels", nargs="+", default=["master"], choices=sorted(LEVELS),
                    help="the levels measured (the first is the rows' reference)")
    ap.add_argument("--opponent", default="amateur", choices=sorted(LEVELS), help="the other seats' level")
    ap.add_argument("--node-limit", type=int, default=3_000_000, help="solver nodes per kept position")
    ap.add_argument("--against", default=None,
                    help="a checkout of an earlier commit (compiled solver built there): its Master is the first row")
    ap.add_argument("--oracle", nargs="*", default=[], choices=ORACLES,
                    help="rows of the Master told where the trumps lie, the suit lengths, or every hand")
    ap.add_argument("--opening", action="store_true",
                    help="only the opening leads (each deal stopped after its first card): many deals cheaply")
    ap.add_argument("--inference", action="store_true",
                    help="how well each row's world weights locate the hidden trumps, instead of the losses")
    ap.add_argument("--cache", default=None, help="positions file (default: /tmp/deberts-play-loss-...pickle)")
    args = ap.parse_args()
    rules = Rules(players=args.players, mode=args.mode if args.players == 4 else "pairs")
    mode = f"{args.players}{args.mode[0] if args.players == 4 else ''}"
    cache = args.cache or (f"/tmp/deberts-play-loss-{args.seed}-{args.deals}.pickle" if mode == "2" and
                           args.opponent == "amateur" and not args.opening else
                           f"/tmp/deberts-play-loss-{mode}-{args.opponent}-{args.seed}-{args.deals}"
                           f"{'-opening' if args.opening else ''}.pickle")
    if os.path.exists(cache):
        with open(cache, "rb") as f:
            corpus = pickle.load(f)
        if corpus and len(corpus[0]) < 6:
            raise SystemExit(f"{cache}: positions of an earlier version of this script; delete it")
        print(f"{len(corpus)} positions from {cache}", flush=True)
    else:
        t = time.time()
        corpus, given_up = build(args.deals, args.seed, args.jobs, rules, args.opponent, args.node_limit,
                                 args.opening)
        with open(cache, "wb") as f:
            pickle.dump(corpus, f)
        print(f"{len(corpus)} positions from {args.deals} mirrored deals, {given_up} given up over "
              f"{args.node_limit:,} nodes ({time.time() - t:.0f} s)", flush=True)
    rows = [(level, level, {}) for level in args.levels] + [(v, "master", parse_variant(v)) for v in args.variants]
    if args.inference:
        inference_rows(rows, corpus, args.jobs)
        return
    rows += [(f"master told {o}", "master", {"oracle": o}) for o in args.oracle]
    if args.against:
        rows.insert(0, ("master before", "master", None))
    base = None
    kinds = []
    for name, level, settings in rows:
        t = time.time()
        losses, times = measure(level, settings or {}, corpus, args.jobs, args.against if settings is None else None)
        if base is None:
            base = losses
        d = [y - x for x, y in zip(base, losses)]
        half = 1.96 * statistics.stdev(d) / math.sqrt(len(d)) if len(d) > 1 and any(d) else 0.0
        times.sort()
        p95 = times[min(len(times) - 1, int(math.ceil(0.95 * len(times))) - 1)]
        best = sum(1 for x in losses if x <= 1e-9) / len(losses)
        print(f"{name:<44} loss {statistics.fmean(losses):6.3f}/decision  vs {rows[0][0]} {statistics.fmean(d):+6.3f} "
              f"± {half:5.3f}  best {best:5.1%}  CPU ms mean {statistics.fmean(times):6.1f} "
              f"median {statistics.median(times):6.1f} p95 {p95:6.1f}  "
              f"({time.time() - t:.0f} s)", flush=True)
        kinds.append((name, by_kind(corpus, losses)))
    print("\nloss per decision (deal points), 95% interval, positions:")
    print(f"{'kind':<26}" + "".join(f"{name[:24]:>26}" for name, _ in kinds))
    for i, (label, n, *_rest) in enumerate(kinds[0][1]):
        cells = "".join(f"{m:>10.3f} ± {h:5.3f} ({n:>4})" if n else f"{'-':>26}"
                        for m, h, n in ((k[i][2], k[i][3], k[i][1]) for _, k in kinds))
        print(f"{label:<26}{cells}")


if __name__ == "__main__":
    main()
