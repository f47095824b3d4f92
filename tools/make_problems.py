"""Make the shipped problems (issue 24): ``deberts_desktop/resources/problems/NNN.record.json``
and ``NNN.problem.json`` (the format: :mod:`deberts_desktop.storage.problems`), from seeded
deals, every one checked against the criteria of :mod:`deberts_desktop.ai.problems`.

Run from the project's root (one command; the same files come out of every run with the
same code and options)::

    nice -n 5 .venv/bin/python tools/make_problems.py              # about 7 minutes of CPU
    nice -n 5 .venv/bin/python tools/make_problems.py --jobs 2     # the same files, two processes

then check them with ``benchmarks/problems_check.py`` and commit the folder.

How (cheap screens first, the expensive checks only on what passes them):

1. **Deals.** For each mode (2, 3, 4 in pairs, 4 individual), ``--deals`` deals (150) are
   shuffled from ``Random("problems|<seed>|<mode>|<i>")`` and played out by Expert players
   (seeded the same way); every decision with a choice — a bid, or a card when only cards
   may be played — is a position.
2. **Screens** (cards): the position's double-dummy values on the real layout must have
   one best card, at least 1 deal point above the others, and the fair values must put
   that card first, at least 10 above the second.
3. **The criteria** (:func:`~deberts_desktop.ai.problems.solve`: margin 10, the answer
   best in 90% of the worlds sampled and best double-dummy on the real layout — here
   strictly, by at least 1). A position that passes is turned so that the chooser sits
   at seat 0 (the person's seat in the app: :func:`~deberts_desktop.engine.practice.play_again`),
   written as a record up to the question, given the hint's options and reason (Master
   level) and its level (:func:`~deberts_desktop.ai.problems.finders`). These make the
   pool (``--pool`` keeps it).
4. **Robust margins**: the set takes only positions whose margin and share are well
   above the criteria's — cards ``--margin`` 15 and ``--share`` 95%, bids ``--bid-margin``
   20 and ``--bid-share`` 93% (bids' values are margins, about twice the deal points).
5. **Selection**: at most one problem per deal; per level ``--per-level`` (36) problems,
   taken in turn from each mode and kind (declarer's card, defence, bidding), themes
   varied (the reason codes: bait, last trick, trumps drawn, …); numbered by level, then
   mode and kind. The problems already in ``--out`` that still qualify (the same position
   in the pool, robust margins, at the level today's players give it) are taken first in
   their mode and kind, all of them even past ``--per-level``, so a person's progress on
   them stays (``--fresh``: choose afresh).
6. **Stress**: each chosen problem is solved again by other Masters (:data:`STRESS`: 64
   worlds and exact play from more cards with another seed; the same Master with a third
   seed), as the computer players may change; one that fails the criteria with either is
   left out and the selection made again.

``--from-pool`` makes the set again from ``--pool`` without playing the deals (to try
another selection). The set's figures are printed at the end, and the CPU time.
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import sys
import time
from collections import Counter, defaultdict
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from deberts_desktop.ai import explain, fair, problems as criteria  # noqa: E402
from deberts_desktop.ai.config import make_player  # noqa: E402
from deberts_desktop.ai.review import dd_values  # noqa: E402
from deberts_desktop.ai.solver import SearchAborted, Solver  # noqa: E402
from deberts_desktop.ai.values import DealPoints  # noqa: E402
from deberts_desktop.engine.actions import Play  # noqa: E402
from deberts_desktop.engine.cards import CARDS  # noqa: E402
from deberts_desktop.engine.deal import BIDDING_1, BIDDING_2, Deal  # noqa: E402
from deberts_desktop.engine.game import Game  # noqa: E402
from deberts_desktop.engine.practice import play_again, record_position  # noqa: E402
from deberts_desktop.engine.record import GameRecord, game_record, read_record  # noqa: E402
from deberts_desktop.engine.rules import Rules  # noqa: E402
from deberts_desktop.storage.problems import (  # noqa: E402
    KINDS, Problem, load_problems, problem_id, problems_folder, write_problem)

#: The modes, in the set's order.
MODES = {"2": Rules(players=2), "3": Rules(players=3), "4-pairs": Rules(players=4, mode="pairs"),
         "4-individual": Rules(players=4, mode="individual")}
#: The players that play the deals out.
PLAYERS = "expert"
#: Themes a problem set wants first (Debertz's own: the bait threshold, the last trick…).
THEME_ORDER = ("bait", "last_trick", "sequences", "trump_drawn", "declaring", "gives_points", "takes_points",
               "later_points", "overall", "equal")


def _seed(*parts) -> int:
    return random.Random("|".join(str(p) for p in parts)).getrandbits(48)


# ---------------------------------------------------------------------------- one deal
def deal_positions(mode: str, seed: int, index: int):
    """The deal ``index`` of ``mode`` played out by the players: ``(game, [(upto, seat),
    …])``, the decision points with a choice (a bid, or a card when only cards may be
    played), ``upto`` the deal's history before it."""
    rules = MODES[mode]
    n = rules.players
    rng = random.Random(f"problems|{seed}|{mode}|{index}")
    deck = list(CARDS)
    rng.shuffle(deck)
    dealer = rng.randrange(n)
    game = Game(rules, dealer=dealer)
    deal = game.start_deal(Deal.from_deck(rules, dealer, deck))
    players = [make_player(PLAYERS, _seed("problems", seed, mode, index, s)) for s in range(n)]
    points = []
    while not deal.is_done:
        seat = deal.current_player
        view = game.view(seat)
        legal = view.legal
        if len(legal) > 1 and (view.phase in (BIDDING_1, BIDDING_2) or all(isinstance(a, Play) for a in legal)):
            points.append((len(deal.history), seat))
        game.apply(players[seat].choose(view))
    return game, points


def _card_screen(deal, view, margin: float) -> bool:
    """Cheap screens of a card position (see the module, step 2)."""
    rules = view.rules
    side = rules.side_of(view.seat)
    state = deal.play_state()
    try:
        vals, _ = dd_values(state, side, DealPoints(rules, view.declarer), view.dealer,
                            Solver(state, side, node_limit=criteria.NODE_LIMIT))
    except SearchAborted:
        return False
    ranked = sorted(vals, key=vals.get, reverse=True)
    if vals[ranked[0]] - vals[ranked[1]] < 1:
        return False
    ev = fair.evaluate(view)
    top = ev.ranked()
    return top[0] == ranked[0] and ev.values[top[0]] - ev.values[top[1]] >= margin


def _tags(sol, original, seat: int) -> list[str]:
    """What a problem is about besides its theme: ``bait`` (the answer and the second
    lead to made and bait, double-dummy), ``hanging`` (one of them to a hanging bait),
    ``bella`` / ``sequence`` (the chooser's side has bella / scores a sequence in the deal
    as played), ``first_lead``, ``round2`` (naming a suit)."""
    tags = []
    outs = set(sol.outcomes) - {None}
    if "hanging" in outs:
        tags.append("hanging")
    if {"made", "bait"} <= outs:
        tags.append("bait")
    rules = original.rules
    result = original.result
    side = rules.side_of(seat)
    if result is not None and result.breakdown is not None:
        if result.bella[side]:
            tags.append("bella")
        if result.sequences[side]:
            tags.append("sequence")
    return tags


def examine(game, mode: str, index: int, upto: int, seat: int, margin: float, share: float) -> dict | None:
    """The decision point ``(upto, seat)`` of ``game``'s deal as a problem (a pool entry,
    see :func:`deal_candidates`), or None when it fails a screen or a criterion."""
    again = play_again(game, 0, seat, upto=upto)  # the chooser at seat 0, as the person is in the app
    record = game_record(again.game)
    record = GameRecord(record.rules, None, record.deals)
    action = len(record.deals[0].actions)
    pgame = record_position(record, 0, action, 0)  # as the app sets it up
    deal = pgame.deal
    view = pgame.view(0)
    if deal.current_player != 0 or len(view.legal) < 2:
        return None
    bid = view.phase in (BIDDING_1, BIDDING_2)
    if not bid and (not all(isinstance(a, Play) for a in view.legal) or not _card_screen(deal, view, margin)):
        return None
    try:
        sol = criteria.solve(deal, view)
    except ValueError:
        return None
    dm = sol.dd_margin
    if not sol.satisfies(margin, share) or dm is None or dm < 1:
        return None
    hint = explain.hint(view, level="master")
    if hint.highlight != sol.answer or len(hint.options) < 2:
        return None
    found = criteria.finders(view, sol.answer)
    original = game.entries[0].deal
    kind = "bidding" if bid else ("declarer" if sol.declarer_side else "defence")
    tags = _tags(sol, original, seat)
    if not bid and not deal.tricks and not deal.trick_cards:
        tags.append("first_lead")
    if view.phase == BIDDING_2:
        tags.append("round2")
    return {
        "mode": mode, "deal_key": f"{mode}/{index}",
        "record": record.to_dict(), "action": action,
        "id": problem_id(record, 0, action, 0), "level": criteria.level_of(found), "kind": kind,
        "theme": hint.reason.code, "tags": tags, "answer": str(sol.answer), "unit": hint.unit,
        "options": [[str(o.action), o.value] for o in hint.options if o.value is not None],
        "reason": {"code": hint.reason.code, "params": hint.reason.params},
        "figures": {"margin": round(sol.margin, 1), "share": round(sol.share, 3), "worlds": sol.worlds,
                    "dd": round(dm, 1), "finders": found},
    }


def deal_candidates(args) -> list[dict]:
    """Every position of one deal that is a problem (a worker's task)."""
    mode, seed, index, margin, share = args
    game, points = deal_positions(mode, seed, index)
    out = []
    for upto, seat in points:
        entry = examine(game, mode, index, upto, seat, margin, share)
        if entry is not None:
            entry["source"] = [seed, index, upto, seat]
            out.append(entry)
    return out


# ---------------------------------------------------------------------------- the set
def _preference(entry: dict):
    """Within a mode and kind: Debertz's own themes first, then the most telling tags,
    then the larger margin; the id breaks ties (deterministic)."""
    theme = entry["theme"]
    rank = THEME_ORDER.index(theme) if theme in THEME_ORDER else len(THEME_ORDER)
    return (rank, -len(set(entry["tags"]) & {"bait", "hanging", "bella", "sequence"}), -entry["figures"]["margin"],
            entry["id"])


def select(pool: list[dict], per_level: int, keep: frozenset = frozenset()) -> list[dict]:
    """The set (see the module, step 5); the entries whose ids are in ``keep`` (the shipped
    set's) are all taken, first in their mode and kind (a level then holds more than
    ``per_level`` if they are more), and no other entry takes their deals: a person's
    progress on them stays."""
    used_deals, used_ids = set(), set()
    kept_deals = {e["deal_key"] for e in pool if e["id"] in keep}
    chosen = []
    for level in (1, 2, 3):
        quota = max(per_level, sum(e["id"] in keep for e in pool if e["level"] == level))
        cells = defaultdict(list)
        for e in pool:
            if e["level"] == level:
                cells[(e["mode"], e["kind"])].append(e)
        for cell in cells.values():
            cell.sort(key=_preference)
        order = [(m, k) for m in MODES for k in KINDS]
        themes = defaultdict(Counter)
        taken = 0
        for cell in order:  # the kept entries first, every one of them (a round robin to the quota could drop some)
            for e in cells.get(cell, []):
                if e["id"] in keep:
                    themes[cell][e["theme"]] += 1
                    used_deals.add(e["deal_key"])
                    used_ids.add(e["id"])
                    chosen.append(e)
                    taken += 1
        progress = True
        while taken < quota and progress:
            progress = False
            for cell in order:
                if taken >= quota:
                    break
                free = [e for e in cells.get(cell, []) if e["id"] not in used_ids and
                        e["deal_key"] not in used_deals and e["deal_key"] not in kept_deals]
                if not free:
                    continue
                seen = themes[cell]
                pick = min(free, key=lambda e: (seen[e["theme"]], _preference(e)))
                seen[pick["theme"]] += 1
                used_deals.add(pick["deal_key"])
                used_ids.add(pick["id"])
                chosen.append(pick)
                taken += 1
                progress = True
    mode_order = list(MODES)
    chosen.sort(key=lambda e: (e["level"], mode_order.index(e["mode"]), KINDS.index(e["kind"]), e["id"]))
    return chosen


#: The other Masters each chosen problem must satisfy the criteria with too (step 6), as
#: ``(changes to the Master's configuration, seed)``: more worlds and exact play from more
#: cards with another seed; the same Master with a third seed — as the computer players
#: may change.
STRESS = ((dict(worlds=64, dd_cards=8, dd_cards_multi=6, node_budget=400_000, bid_worlds=96), 1), ({}, 2))


@contextmanager
def stressed_master(changes: dict):
    """The fair values and the bidding simulation made by the Master with ``changes``
    while inside (their one configuration, ``FAIR_LEVEL``, replaced in the two modules
    that read it)."""
    variant = fair.FAIR_LEVEL.replace(**changes)
    before = fair.FAIR_LEVEL, explain.FAIR_LEVEL
    fair.FAIR_LEVEL = explain.FAIR_LEVEL = variant
    try:
        yield variant
    finally:
        fair.FAIR_LEVEL, explain.FAIR_LEVEL = before


def stress_failures(e: dict) -> list[str]:
    """The criteria a pool entry fails with the stressed Masters of :data:`STRESS` (empty:
    it holds with each)."""
    from deberts_desktop.engine.actions import Action

    record = read_record(json.dumps(e["record"]))
    for changes, seed in STRESS:
        with stressed_master(changes):
            _sol, failures = criteria.verify(record_position(record, 0, e["action"], 0), 0,
                                             Action.parse(e["answer"]), seed=seed)
        if failures:
            return [f"Master {changes or 'as it is'}, seed {seed}: {'; '.join(failures)}"]
    return []


def to_problem(number: int, e: dict) -> Problem:
    from deberts_desktop.engine.actions import Action

    record = read_record(json.dumps(e["record"]))
    return Problem(number, e["id"], e["level"], e["kind"], e["theme"], record, 0, e["action"], 0,
                   Action.parse(e["answer"]), e["unit"], tuple((Action.parse(a), v) for a, v in e["options"]),
                   (e["reason"]["code"], e["reason"]["params"]), tuple(e["tags"]), e["figures"])


def write_set(chosen: list[dict], out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for old in list(out.glob("*.problem.json")) + list(out.glob("*.record.json")):
        old.unlink()
    for i, e in enumerate(chosen, 1):
        write_problem(out, to_problem(i, e))


def summary(chosen: list[dict]) -> str:
    lines = [f"{len(chosen)} problems"]
    for level in (1, 2, 3):
        these = [e for e in chosen if e["level"] == level]
        modes = Counter(e["mode"] for e in these)
        kinds = Counter(e["kind"] for e in these)
        lines.append(f"level {level}: {len(these)}  modes {dict(modes)}  kinds {dict(kinds)}")
    lines.append(f"themes {dict(Counter(e['theme'] for e in chosen))}")
    lines.append(f"tags {dict(Counter(t for e in chosen for t in e['tags']))}")
    margins = [e["figures"]["margin"] for e in chosen]
    shares = [e["figures"]["share"] for e in chosen]
    if chosen:
        lines.append(f"margin min {min(margins)}  share min {min(shares)}  dd min {min(e['figures']['dd'] for e in chosen)}")
    return "\n".join(lines)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--deals", type=int, default=150, help="deals per mode (default %(default)s)")
    p.add_argument("--per-level", type=int, default=36, help="problems per level (default %(default)s)")
    p.add_argument("--margin", type=float, default=15.0, help="the set's least margin, cards (default %(default)s)")
    p.add_argument("--share", type=float, default=0.95, help="the set's least share of worlds, cards (default %(default)s)")
    p.add_argument("--bid-margin", type=float, default=20.0, help="the set's least margin, bids (default %(default)s)")
    p.add_argument("--bid-share", type=float, default=0.93, help="the set's least share of worlds, bids (default %(default)s)")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--out", type=Path, default=problems_folder())
    p.add_argument("--pool", type=Path, default=None, help="keep every position that passed here (JSON lines)")
    p.add_argument("--from-pool", action="store_true", help="make the set from --pool without playing the deals")
    p.add_argument("--fresh", action="store_true",
                   help="choose afresh; by default the problems already in --out that still qualify are kept first")
    args = p.parse_args(argv)
    started = time.process_time()
    if args.from_pool:
        pool = [json.loads(line) for line in args.pool.read_text(encoding="utf-8").splitlines() if line.strip()]
    else:
        tasks = [(mode, args.seed, i, criteria.MIN_MARGIN, criteria.MIN_SHARE) for mode in MODES for i in range(args.deals)]
        pool = []
        if args.jobs > 1:
            import multiprocessing

            with multiprocessing.get_context("spawn").Pool(args.jobs) as workers:
                results = workers.imap(deal_candidates, tasks, chunksize=2)
                for k, found in enumerate(results, 1):
                    pool.extend(found)
                    if k % 40 == 0:
                        print(f"{k}/{len(tasks)} deals, {len(pool)} positions", file=sys.stderr, flush=True)
        else:
            for k, task in enumerate(tasks, 1):
                pool.extend(deal_candidates(task))
                if k % 40 == 0:
                    print(f"{k}/{len(tasks)} deals, {len(pool)} positions", file=sys.stderr, flush=True)
        if args.pool is not None:
            args.pool.write_text("".join(json.dumps(e) + "\n" for e in pool), encoding="utf-8")
    print(f"pool: {len(pool)} positions; levels {dict(Counter(e['level'] for e in pool))}; "
          f"kinds {dict(Counter((e['mode'], e['kind']) for e in pool))}")
    def robust(e):
        f = e["figures"]
        bid = e["kind"] == "bidding"
        return (f["margin"] >= (args.bid_margin if bid else args.margin)
                and f["share"] >= (args.bid_share if bid else args.share))

    candidates = [e for e in pool if robust(e)]
    keep = frozenset() if args.fresh else frozenset(p.id for p in load_problems(args.out).problems)
    if keep:
        still = keep & {e["id"] for e in candidates}
        print(f"the shipped set: {len(still)} of {len(keep)} still qualify (robust margins, today's levels)")
    stressed: dict[str, list[str]] = {}
    while True:  # step 6: a chosen problem the stressed Master does not confirm is left out
        chosen = select([e for e in candidates if not stressed.get(e["id"])], args.per_level, keep)
        fresh = [e for e in chosen if e["id"] not in stressed]
        if not fresh:
            break
        for e in fresh:
            stressed[e["id"]] = stress_failures(e)
            if stressed[e["id"]]:
                print(f"left out {e['id']} ({e['mode']} {e['kind']} level {e['level']}): "
                      f"{'; '.join(stressed[e['id']])}")
    write_set(chosen, args.out)
    print(summary(chosen))
    if keep:
        print(f"kept from the shipped set: {sum(e['id'] in keep for e in chosen)} of {len(keep)}")
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = time.process_time() - started + children.ru_utime + children.ru_stime
    print(f"CPU time: {cpu:.0f} s; written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
