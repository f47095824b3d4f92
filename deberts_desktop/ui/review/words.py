"""The words and figures of the review window (:mod:`.window`): a card's cells in
the timeline, the notes on what the values are, the position's line under the timeline
and the summary per seat. Every value is in deal points the card's side writes for the
deal, before pots and penalties (:mod:`deberts_desktop.ai.review`); nothing is computed
here but the words."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from ..numbers import num, points
from ..words import card_name

translate = QCoreApplication.translate

# The frames of the two cards of a reviewed position on the table.
BEST_COLOUR = "#2fbf5f"
PLAYED_COLOUR = "#e0443e"
# The sign of a mistake in the timeline.
MISTAKE_MARK = "⚠"


def _fill(text: str, *values) -> str:
    for i, v in enumerate(values, 1):
        text = text.replace(f"%{i}", str(v))
    return text


def trick_numbers(actions, players: int) -> list[str]:
    """For each action of a deal record (``"1 play AD"``), the number of the trick it
    opens ("1", "2", …), "" for a bid or a card that does not lead."""
    out, plays = [], 0
    for text in actions:
        words = text.split()
        lead = len(words) > 1 and words[1] == "play" and plays % players == 0
        out.append(str(plays // players + 1) if lead else "")
        plays += len(words) > 1 and words[1] == "play"
    return out


def card_cells(card, threshold: float) -> tuple[tuple[str, str, str], bool]:
    """A reviewed card's timeline cells — double dummy "best / played", fair "best /
    played" (thin spaces around the slash: the column stays narrow), the fair cost — and
    whether it is a mistake (``threshold``, deal points)."""
    if card.dd is None:
        dd = translate("ReviewWords", "not solved")
    else:
        dd = _fill(translate("ReviewWords", "%1 / %2"), num(card.dd_best_value), num(card.dd_played_value))
    if card.fair is None:
        return (dd, translate("ReviewWords", "forced"), ""), False
    fair = _fill(translate("ReviewWords", "%1 / %2"), points(card.fair_best_value), points(card.fair_played_value))
    mistake = card.is_mistake(threshold)
    cost = points(card.fair_loss) if card.fair_loss > 0 else ""
    if mistake:
        cost = f"{MISTAKE_MARK} {cost}"
    return (dd, fair, cost), mistake


def best_cards(card) -> tuple:
    """The cards a reviewed position marks as the best on the table: every card as good as
    the best by the fair values (within :data:`~deberts_desktop.ai.review.FAIR_EQUAL`), or
    double dummy (equal values) for a forced card; () when neither is known."""
    return card.fair_best_cards if card.fair is not None else card.dd_best_cards


def _card_list(cards, coloured: bool = True) -> str:
    """``cards`` as "♠A or ♠K" (HTML), each after a square of the best's frame colour."""
    mark = f"<span style='color:{BEST_COLOUR}'>■</span> " if coloured else ""
    words = [mark + card_name(c) for c in cards]
    text = words[0]
    for word in words[1:]:
        text = _fill(escape(translate("ReviewWords", "%1 or %2")), text, word)
    return text


def best_tip(card) -> str:
    """The timeline's tooltip of a reviewed card (plain text): every card as good as the
    best, by the fair values and double dummy."""
    lines = []
    if card.fair is not None:
        lines.append(_fill(translate("ReviewWords", "Best by the fair values: %1"),
                           ", ".join(card_name(c) for c in card.fair_best_cards)))
    if card.dd is not None and not card.forced:
        lines.append(_fill(translate("ReviewWords", "Best double dummy: %1"),
                           ", ".join(card_name(c) for c in card.dd_best_cards)))
    return "\n".join(lines)


def bid_cells(bid) -> tuple[str, str, str]:
    """A valued bid's timeline cells (:class:`~deberts_desktop.ai.review.BidReview`): no
    double-dummy value, the bidding simulation's "best / made" margins in the fair column,
    the cost in margin ("" when nothing is lost or the bid made is not valued)."""
    if bid.played_value is None:
        return "", translate("ReviewWords", "not valued"), ""
    fair = _fill(translate("ReviewWords", "%1 / %2"), points(bid.best_value), points(bid.played_value))
    return "", fair, points(bid.loss) if bid.loss > 0 else ""


def bid_html(bid, names, turned=None) -> str:
    """The line under the timeline for a valued bid's position: who bids, the best bid
    and the bid made, and every valued bid's margin (the bidding simulation's); ``turned``:
    the deal's turned card, whose suit a take names ("take ♦", as the timeline and the
    table say it)."""
    from ..table.narrator import bid_text

    who = names[bid.seat] if bid.seat < len(names) else str(bid.seat + 1)
    made = bid_text(str(bid.bid), turned, in_sentence=True)  # "Anna: take ♦", as the timeline says it
    parts = []
    if bid.best is None:
        parts.append(escape(_fill(translate("ReviewWords", "%1: %2. The bidding simulation values no bid here."),
                                  who, made)))
        return " ".join(parts)
    if bid.best != bid.bid:
        parts.append(escape(_fill(translate("ReviewWords", "%1: %2; better was %3."), who, made,
                                  bid_text(str(bid.best), turned, in_sentence=True))))
    else:
        parts.append(escape(_fill(translate("ReviewWords", "%1: %2, the best bid."), who, made)))
    ranked = sorted(bid.values, key=lambda a: (-bid.values[a], str(a)))
    values = " · ".join(f"{bid_text(str(a), turned)} {points(bid.values[a])}" for a in ranked)
    parts.append(escape(_fill(translate("ReviewWords", "Bidding simulation (the side's deal points minus the "
                                                       "others' average): %1."), values)))
    return " ".join(parts)


def cards_done(done: int, total: int) -> str:
    """The review's progress: "5 of 32 cards" (ru: "5 из 32 карт", "5 из 21 карты": the
    word follows the total, in the translation's plural forms)."""
    return translate("ReviewWords", "%1 of %n cards", None, total).replace("%1", num(done))


def notes_html(review, threshold: float) -> str:
    """What the values are, what a mistake is, and — with more than two sides — that the
    double-dummy search plays the other seats as one side."""
    lines = [
        translate("ReviewWords", "Values are the <b>deal points</b> the card's side writes for this deal, before pots "
                                 "and penalties: the best card's and the card played. <b>Double dummy</b>: every "
                                 "hand known. <b>Fair</b>: from what the player could see (%1)."
                  ).replace("%1", (translate("ReviewWords", "one possible deal") if review.worlds == 1 else
                                   translate("ReviewWords", "%Ln possible deals", "the fair values' worlds", review.worlds))),
        translate("ReviewWords", "%1 a mistake: a card that cost at least %2 deal points by the fair values (the coach's "
                                 "threshold, Settings → Game).").replace("%1", MISTAKE_MARK).replace("%2", points(threshold)),
    ]
    if review.bids:
        lines.append(translate("ReviewWords", "Bids: the Master's bidding simulation (the side's deal points minus "
                                              "the others' average); never a mistake."))
    if review.others_combined:
        lines.append("<b>" + escape(_others_combined_text()) + "</b>")
    return "<br>".join(lines)


def _others_combined_text() -> str:
    """The warning of a review of more than two sides: its double-dummy values are an estimate."""
    return translate("ReviewWords", "With more than two sides, the double-dummy search plays the other seats as one "
                                    "side against the card's side: its values are an estimate.")


def position_html(card, names, threshold: float) -> str:
    """The line under the timeline for a reviewed card's position: who is to play, the
    best and the played card in their frame colours, and every legal card's values."""
    who = names[card.seat] if card.seat < len(names) else str(card.seat + 1)
    played = card_name(card.card)
    parts = []
    best = best_cards(card)
    others = [c for c in best if c != card.card]
    square = f"<span style='color:{PLAYED_COLOUR}'>■</span> {played}"
    if card.forced:
        parts.append(escape(_fill(translate("ReviewWords", "%1 had only %2 to play."), who, played)))
    elif best and card.card not in best:
        parts.append(_fill(escape(translate("ReviewWords", "%1 played %2; better was %3.")), escape(who),
                           square, _card_list(best)))
    elif others:
        parts.append(_fill(escape(translate("ReviewWords", "%1 played %2, a best card; as good was %3.")),
                           escape(who), square, _card_list(others)))
    else:
        parts.append(_fill(escape(translate("ReviewWords", "%1 played %2, the best card.")), escape(who), square))
    if card.is_mistake(threshold):
        parts.append("<b>" + escape(_fill(translate("ReviewWords", "A mistake: it cost %1 deal points."),
                                          points(card.fair_loss))) + "</b>")
    if card.fair is not None:
        ranked = sorted(card.fair, key=lambda c: (-card.fair[c], int(c)))
        values = " · ".join(f"{card_name(c)} {points(card.fair[c])}" for c in ranked)
        parts.append(escape(_fill(translate("ReviewWords", "Fair: %1."), values)))
    if card.dd is not None:
        ranked = sorted(card.dd, key=lambda c: (-card.dd[c], int(c)))
        values = " · ".join(f"{card_name(c)} {num(card.dd[c])}" for c in ranked)
        parts.append(escape(_fill(translate("ReviewWords", "Double dummy: %1."), values)))
    else:
        parts.append(escape(translate("ReviewWords", "Double dummy: not solved (the search gave up).")))
    return " ".join(parts)


def _column(i: int) -> str:
    """A summary number cell's attributes: on the right, each column a gap from the one
    before (else "Cards" and "Mistakes" read as one)."""
    return " align='right'" if i == 0 else " align='right' style='padding-left:6px'"


def summary_html(review, names, threshold: float) -> str:
    """The summary per seat: cards reviewed, mistakes (a cost of at least ``threshold``
    deal points) and what they cost together, what all its cards cost together (fair
    values), and the double-dummy loss of all its cards
    (:meth:`DealReview.summary <deberts_desktop.ai.review.DealReview.summary>`); under the
    table, what each column sums.

    Each player's name is a row of its own above its numbers, as wide as the table: a name
    in a column of its own was given only its longest word's width by Qt's table, and
    «Компьютер 1» broke into «Компьютер» over «1» (kept on one line, it made the table wider
    than the review's side at scale 2, its last column cut)."""
    if not review.cards:
        return escape(translate("ReviewWords", "No card was played in this deal: there is nothing to review."))
    head = [translate("ReviewWords", "Cards"), translate("ReviewWords", "Mistakes"),
            translate("ReviewWords", "Mistakes' cost"), translate("ReviewWords", "Cost of all cards"),
            translate("ReviewWords", "Double-dummy loss")]
    rows = []
    for s in review.summary(threshold):
        if not s.cards:
            continue
        who = names[s.seat] if s.seat < len(names) else str(s.seat + 1)
        cells = [num(s.cards), num(s.mistakes), points(s.fair_loss), points(s.all_fair_loss), num(s.dd_loss)]
        rows.append(f"<tr><td colspan='{len(head)}'><b>{escape(who)}</b></td></tr>")
        rows.append("<tr>" + "".join(f"<td{_column(i)}>{c}</td>" for i, c in enumerate(cells)) + "</tr>")
    header = "".join(f"<th{_column(i)}>{escape(h)}</th>" for i, h in enumerate(head))
    note = translate("ReviewWords", "Mistakes: the cards that cost at least %1 deal points by the fair values; "
                                    "mistakes' cost: what they cost together. Cost of all cards: what every card "
                                    "cost, mistakes or not, added up.").replace("%1", points(threshold))
    combined = ""
    if review.others_combined:  # under the numbers it qualifies (the notes are in their own tab)
        combined = "<br><b>" + escape(_others_combined_text()) + "</b>"
    return ("<table cellspacing='0' cellpadding='1'><tr>" + header + "</tr>" + "".join(rows) + "</table>"
            + "<small>" + escape(note) + combined + "</small>")
