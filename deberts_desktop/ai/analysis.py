"""Double-dummy review of a game record: ``deberts-desktop analyse FILE [--json]``.

For every card played, the exact double-dummy solver (all hands known) gives the value
of the best card and of the card actually played, in deal points for the player's side
(what the side would write if everyone played perfectly from there on), so a player sees
what each mistake cost. With more than two sides the other sides are assumed to play
together and to share their points evenly (an estimate).
"""

from __future__ import annotations

import argparse
import json
import sys

from ..engine.actions import Play
from ..engine.cards import CARDS
from ..engine.deal import DONE, parse_seat_action
from ..engine.record import RecordError, load_record, replay
from .solver import SearchAborted, Solver, split_value
from .values import DealPoints


def analyse_deal(deal_record, rules, dealer: int, node_limit: int = 500_000) -> list[dict]:
    """One entry per card played in the deal: seat, card, best card, the side's deal
    points after the best and after the played card (None when the solver gave up)."""
    deal = deal_record.make_deal(rules, dealer)
    out = []
    for k, text in enumerate(deal_record.actions):
        seat, action = parse_seat_action(text, rules.players)
        if isinstance(action, Play) and deal.phase != DONE:
            entry = {"seat": seat, "card": str(action.card), "trick": len(deal.tricks) + 1}
            state = deal.play_state()
            side = rules.side_of(seat)
            solver = Solver(state, side, node_limit=node_limit)
            points_of = DealPoints(rules, deal.declarer)
            try:
                values = solver.move_values(state)
                written = {c: points_of.from_solver(state, side, v)[side] for c, v in values.items()}
                points = {c: split_value(v)[0] for c, v in values.items()}
                best = max(values, key=lambda c: (written[c], values[c]))
                entry.update(
                    best=str(CARDS[best]),
                    best_value=written[best],
                    played_value=written[int(action.card)],
                    loss=written[best] - written[int(action.card)],
                    best_card_points=points[best],
                    played_card_points=points[int(action.card)],
                )
            except SearchAborted:
                entry.update(best=None, best_value=None, played_value=None, loss=None)
            out.append(entry)
        deal.apply(action, seat)
    return out


def analyse(record, node_limit: int = 500_000) -> dict:
    """The review of every deal of a record (see :func:`analyse_deal`)."""
    game = replay(record)
    rules = record.rules
    deals = []
    loss = [0] * rules.players
    for i, (dr, entry) in enumerate(zip(record.deals, game.entries), 1):
        cards = analyse_deal(dr, rules, entry.deal.dealer, node_limit)
        for c in cards:
            if c.get("loss"):
                loss[c["seat"]] += c["loss"]
        deals.append({"deal": i, "dealer": entry.deal.dealer, "cards": cards})
    return {"deals": deals, "loss_per_seat": loss}


def format_analysis(rep: dict, names=None) -> str:
    lines = []
    for d in rep["deals"]:
        lines.append(f"Deal {d['deal']} (dealer seat {d['dealer']})")
        if not d["cards"]:
            lines.append("  no card played")
        for c in d["cards"]:
            who = names[c["seat"]] if names else f"seat {c['seat']}"
            if c.get("best") is None:
                lines.append(f"  trick {c['trick']}: {who} played {c['card']} (too big to solve)")
                continue
            mark = "" if c["loss"] <= 0 else f"   costs {c['loss']}"
            best = "" if c["best"] == c["card"] or c["loss"] <= 0 else f", best {c['best']} {c['best_value']}"
            lines.append(f"  trick {c['trick']}: {who} played {c['card']} {c['played_value']}{best}{mark}")
    lines.append("Deal points lost to mistakes: " + ", ".join(f"seat {s} {v}" for s, v in enumerate(rep["loss_per_seat"])))
    return "\n".join(lines)


def cmd_analyse(args: argparse.Namespace) -> int:
    try:
        record = load_record(args.file)
        rep = analyse(record, node_limit=args.node_limit)
    except RecordError as e:
        print(f"deberts-desktop analyse: {args.file}: {e}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(rep))
    else:
        print(format_analysis(rep, record.names))
    return 0


def add_parser(subparsers) -> argparse.ArgumentParser:
    """Add the ``analyse`` subcommand to the CLI's subparsers."""
    p = subparsers.add_parser("analyse", help="double-dummy review of every card played in a game record")
    p.add_argument("file", help="a deberts-record JSON file")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--node-limit", type=int, default=500_000, help="give up on a position after this many solver nodes")
    p.set_defaults(func=cmd_analyse)
    return p
