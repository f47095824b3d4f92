"""The table read in words, for a screen reader and the status line: the person's hand,
the trick on the table, trump and its declarer, whose turn it is, the score (the key A,
:meth:`~deberts_desktop.ui.windows.main_window.MainWindow.read_table`), and a card of the
hand as it is selected with the arrow keys. Made from what the director shows (its
:class:`~.director.TableModel`), so nothing hidden is read; no rule here."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..numbers import num
from ..words import card_words, suit_plural

translate = QCoreApplication.translate


def cards_words(cards) -> str:
    """Cards in words, joined: ``ace of spades, ten of hearts``."""
    return translate("Reading", ", ").join(card_words(c) for c in cards)


def hand_words(director) -> str:
    """``Your hand: ace of spades, …`` in the order the hand is shown ("Your hand is
    empty" when it is)."""
    hand = director.hand_order(0)
    if not hand:
        return translate("Reading", "Your hand is empty.")
    return translate("Reading", "Your hand: %1.").replace("%1", cards_words(hand))


def trick_words(director) -> str:
    """``On the table: Computer 1, king of hearts; you, …`` (or "No card on the table")."""
    trick = director.model.trick
    if not trick:
        return translate("Reading", "No card on the table.")
    narrator = director.narrator
    parts = []
    for seat, card in trick:
        who = translate("Reading", "you") if narrator.you(seat) else narrator.names[seat]
        parts.append(translate("Reading", "%1, %2").replace("%1", who).replace("%2", card_words(card)))
    return translate("Reading", "On the table: %1.").replace("%1", translate("Reading", "; ").join(parts))


def trump_words(director) -> str:
    """``Trump: hearts, declarer Computer 1.`` (or "No trump yet" and the turned card)."""
    deal = director.shown_deal()  # a deal just over (its panel shown) keeps its trump
    trump = director.model.trump
    if trump is None or deal is None:
        turned = director.model.turned
        if turned is not None:
            return translate("Reading", "No trump yet; the turned card is the %1.").replace("%1", card_words(turned))
        return translate("Reading", "No trump yet.")
    text = translate("Reading", "Trump: %1.").replace("%1", suit_plural(trump))
    if deal.declarer is not None and director.narrator.you(deal.declarer):
        text = translate("Reading", "Trump: %1, declared by you.").replace("%1", suit_plural(trump))
    elif deal.declarer is not None:
        text = translate("Reading", "Trump: %1, declared by %2.").replace("%1", suit_plural(trump)).replace(
            "%2", director.narrator.names[deal.declarer])
    return text


def turn_words(director) -> str:
    """``Your turn.``, ``Computer 2's turn.`` or nothing between turns."""
    seat = director.turn_seat
    if seat is None:
        return ""
    if director.narrator.you(seat):
        return translate("Reading", "Your turn.")
    return translate("Reading", "Turn: %1.").replace("%1", director.narrator.names[seat])


def score_words(director) -> str:
    """``Score, to 301 — You: 120, Computer 1: 80.`` (each score after a colon: "Computer 1 80"
    read as "Computer 180")"""
    game = director.game
    parts = [translate("Reading", "%1: %2", "a side: its score").replace("%1", director.narrator.side_name(side)).replace(
        "%2", num(game.scores[side])) for side in range(game.rules.sides)]
    return translate("Reading", "Score, to %1 — %2.").replace("%1", num(game.rules.target)).replace(
        "%2", translate("Reading", ", ").join(parts))


def table_reading(director) -> str:
    """The whole table in words: hand, trick, trump, whose turn, score ("No game on the
    table." before a game)."""
    if director.game is None:
        return translate("Reading", "No game on the table.")
    parts = [hand_words(director), trick_words(director), trump_words(director), turn_words(director),
             score_words(director)]
    return " ".join(p for p in parts if p)


def choices_words(bar) -> str:
    """The person's choices on the action bar (``bar``: an :class:`~.panels.ActionBar`) with
    their keys — ``You can: Take ♣ (Key T); Pass (Key P).`` — or nothing when the bar is
    hidden: the bar's buttons are not in the Tab chain (their letters play them), so a screen
    reader hears them here."""
    if bar is None or bar.isHidden() or not bar.buttons:
        return ""
    said = [b.accessibleName() + (f" ({b.accessibleDescription()})" if b.accessibleDescription() else "")
            for _, b in bar.buttons]
    return translate("Reading", "You can: %1.").replace("%1", "; ".join(said))


def selected_words(director) -> str:
    """The card selected with ←/→ in words, with its place among the playable cards:
    ``ten of hearts, 2 of 5 you can play``."""
    card = director.selected
    if card is None:
        return ""
    playable = [int(c) for c in director.hand_order(0) if int(c) in director.playable]
    chosen = next(c for c in director.hand_order(0) if int(c) == card)
    return translate("Reading", "%1, %2 of %3 you can play").replace("%1", card_words(chosen)).replace(
        "%2", num(playable.index(card) + 1) if card in playable else "?").replace("%3", num(len(playable)))
