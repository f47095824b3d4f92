"""What the table's boxes say: each seat's name plate (dealer, declarer, whose turn) and
the score box (scores, the pot, trump, the deal's number), from the game as it stands."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from ...engine.cards import Suit
from ..numbers import num
from .items import GOLD

translate = QCoreApplication.translate

#: the colour of the score box's practice line
PRACTICE = QColor("#9fd3ff")


def refresh_info(d) -> None:
    """Fill the name plates, the score box and the won-trick labels of director ``d``."""
    game = d.game
    sc = d.scene
    rules = game.rules
    deal = game.deal or (game.entries[-1].deal if game.entries else None)
    names = d.narrator.names
    for seat, plate in sc.plates.items():
        marks = []
        if deal is not None and deal.dealer == seat:
            marks.append(translate("TableInfo", "dealer"))
        if deal is not None and deal.declarer == seat and deal.trump is not None:
            marks.append(translate("TableInfo", "declarer %1").replace("%1", Suit(deal.trump).symbol))
        name = names[seat]
        if rules.pairs and seat == 2 and 0 in d.person_seats:
            name = translate("TableInfo", "%1 (partner)").replace("%1", name)
        rows = [[name]]
        if marks:
            rows.append([" · ".join(marks)])
        plate.set_rows(rows, {1: GOLD} if marks else {})
        plate.set_glow(d.turn_seat == seat)
    rows = [[translate("TableInfo", "Score"), translate("TableInfo", "to %1").replace("%1", num(rules.target))]]
    for side in range(rules.sides):
        rows.append([d.narrator.side_name(side), num(game.scores[side])])
    if game.pots:
        rows.append([translate("TableInfo", "Pot"), num(sum(game.pots))])
    trump = d.model.trump
    colors = {}
    if trump is not None and deal is not None and deal.declarer is not None:
        rows.append([translate("TableInfo", "Trump %1").replace("%1", Suit(trump).symbol), names[deal.declarer]])
        colors[len(rows) - 1] = GOLD
    rows.append([translate("TableInfo", "Deal %1").replace("%1", num(d.deal_no)), ""])
    if d.practice:  # what practice means: kept out of the statistics
        rows.append([translate("TableInfo", "Practice — not in the statistics")])
        colors[len(rows) - 1] = PRACTICE
    sc.score_box.set_rows(rows, colors)
    for side, lab in sc.pile_labels.items():
        k = len(d.model.piles[side]) // max(1, rules.players)
        lab.set_rows([[translate("TableInfo", "%n trick", None, k) if k == 1 else translate("TableInfo", "%n tricks", None, k)]] if k else [])
        lab.setVisible(k > 0)
