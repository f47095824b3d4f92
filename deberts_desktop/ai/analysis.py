"""The review of a game record on the command line: ``deberts-desktop analyse FILE
[--json] [--threshold N] [--worlds W] [--node-limit K]``.

Every deal of the record is reviewed by :func:`~deberts_desktop.ai.review.review_deal`
(every seat's cards), so the figures are the review window's: for each card, the
double-dummy and the fair values of the best card and of the card played, in deal points
the card's side writes for the deal before pots and penalties (see
:mod:`~deberts_desktop.ai.review`), and the mistakes (fair loss ≥ ``--threshold``, default
10).

``--json`` prints one object::

    {"version": 1,             # REVIEW_VERSION
     "threshold": 10,          # a mistake costs at least this many fair deal points
     "deals": [{"deal": 1,     # 1, 2, ... in the record
                ...,           # the deal's review: DealReview.to_dict() (review.py)
                "mistakes": [7, 12],     # "index" of each mistake's card
                "summary": [{"seat": 0, "cards": 9, "mistakes": 1, "fair_loss": 11.3,  # the mistakes' cost
                             "dd_loss": 10, "all_fair_loss": 12.5}, ...]}, ...],  # per seat (SeatSummary)
     "summary": [...]}         # per seat, over every deal

A record that cannot be read or replayed, or ``--worlds`` outside 1 to :data:`MAX_WORLDS`:
exit status 2 and one line on stderr.
"""

from __future__ import annotations

import argparse
import json
import math
import sys

from ..engine.cards import Card
from ..engine.record import RecordError, load_record, printable, replay
from .review import DEFAULT_THRESHOLD, NODE_LIMIT, REVIEW_VERSION, DealReview, SeatSummary, review_deal


#: the most worlds ``--worlds`` takes: eight times the Master's own in 2 players (128); each
#: world is a double-dummy solve of every card choice, so more would run for hours on a game
MAX_WORLDS = 1024


def analyse(record, threshold: float = DEFAULT_THRESHOLD, worlds: int | None = None,
            node_limit: int | None = NODE_LIMIT) -> dict:
    """The review of every deal of a :class:`~deberts_desktop.engine.record.GameRecord`, as
    the JSON object of the module's documentation.

    :raises RecordError: the record cannot be replayed."""
    game = replay(record)
    rules = record.rules
    deals = []
    totals = [SeatSummary(s, 0, 0, 0.0, 0) for s in range(rules.players)]
    for i, (dr, entry) in enumerate(zip(record.deals, game.entries), 1):
        rev = review_deal(rules, dr, entry.deal.dealer, worlds=worlds, node_limit=node_limit)
        summary = rev.summary(threshold)
        totals = [SeatSummary(a.seat, a.cards + b.cards, a.mistakes + b.mistakes, round(a.fair_loss + b.fair_loss, 1),
                              a.dd_loss + b.dd_loss, round(a.all_fair_loss + b.all_fair_loss, 1))
                  for a, b in zip(totals, summary)]
        deals.append({"deal": i, **rev.to_dict(), "mistakes": [c.index for c in rev.mistakes(threshold)],
                      "summary": [s.to_dict() for s in summary]})
    return {"version": REVIEW_VERSION, "threshold": threshold, "deals": deals, "summary": [s.to_dict() for s in totals]}


def _card(text: str | None) -> str:
    return "-" if text is None else Card.parse(text).pretty


def format_analysis(rep: dict, names=None) -> str:
    """The readable form of :func:`analyse`'s object: a line per card, a line per deal's
    mistakes."""
    def who(seat):
        return names[seat] if names else f"seat {seat}"

    threshold = rep["threshold"]
    lines = ["Values: deal points the card's side writes for the deal (no pots or penalties), "
             "double-dummy (every hand known) and fair (from what the player could see)."]
    for d in rep["deals"]:
        rev = DealReview.from_dict(d)
        head = f"Deal {d['deal']} (dealer {who(rev.dealer)}"
        if rev.declarer is not None:
            head += f", declarer {who(rev.declarer)}, trump {'♠♥♦♣'['SHDC'.index(rev.trump)]}"
        lines.append(head + ")")
        if rev.others_combined:
            lines.append("  (double-dummy: the other players are searched as one side)")
        if not rev.cards:
            lines.append("  no card played")
        for c in rev.cards:
            text = f"  trick {c.trick}: {who(c.seat)} played {c.card.pretty}"
            if c.forced:
                text += " (forced)"
            if c.dd is None:
                text += "; double-dummy: too big to solve"
            else:
                text += f"; double-dummy {c.dd_played_value}"
                if c.dd_loss > 0:
                    text += f" (best {c.dd_best.pretty} {c.dd_best_value})"
            if c.fair is not None:
                text += f"; fair {c.fair_played_value:g}"
                if c.fair_loss > 0:
                    text += f" (best {c.fair_best.pretty} {c.fair_best_value:g})"
                if c.is_mistake(threshold):
                    text += f"   mistake: costs {c.fair_loss:g}"
            lines.append(text)
    summary = ", ".join(f"{who(s['seat'])} {s['mistakes']} ({s['fair_loss']:g})" for s in rep["summary"])
    lines.append(f"Mistakes (fair loss at least {threshold:g}) and the deal points they cost: {summary}")
    return "\n".join(lines)


def cmd_analyse(args: argparse.Namespace) -> int:
    if args.worlds is not None and args.worlds < 1:
        print("deberts-desktop analyse: --worlds must be at least 1", file=sys.stderr)
        return 2
    if args.worlds is not None and args.worlds > MAX_WORLDS:
        print(f"deberts-desktop analyse: --worlds must be at most {MAX_WORLDS} (the Master samples 64, "
              f"128 in 2 players), not {args.worlds}", file=sys.stderr)
        return 2
    if not math.isfinite(args.threshold):  # (nan marks no mistake, and --json would print NaN: no JSON)
        print(f"deberts-desktop analyse: --threshold must be a number of deal points, not {args.threshold}",
              file=sys.stderr)
        return 2
    try:
        record = load_record(args.file)
        rep = analyse(record, threshold=args.threshold, worlds=args.worlds,
                      node_limit=args.node_limit if args.node_limit > 0 else None)
    except RecordError as e:
        print(f"deberts-desktop analyse: {printable(args.file)}: {printable(str(e))}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(rep, ensure_ascii=False))
    else:
        print(format_analysis(rep, [printable(n) for n in record.names] if record.names else None))
    return 0


def add_parser(subparsers) -> argparse.ArgumentParser:
    """Add the ``analyse`` subcommand to the CLI's subparsers."""
    p = subparsers.add_parser("analyse", help="review every card played in a game record: what it cost, "
                                              "double-dummy and fairly")
    p.add_argument("file", help="a deberts-record JSON file")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--threshold", type=float, default=DEFAULT_THRESHOLD,
                   help="a mistake costs at least this many fair deal points (default %(default)s)")
    p.add_argument("--worlds", type=int, default=None, help=f"worlds sampled per fair value, 1 to {MAX_WORLDS} (default the Master's)")
    p.add_argument("--node-limit", type=int, default=NODE_LIMIT,
                   help="give a position up after a side's solver spends this many nodes on the deal (0: never)")
    p.set_defaults(func=cmd_analyse)
    return p
