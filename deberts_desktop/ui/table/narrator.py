"""The narrator: what the table says — the status line, the speech bubbles, the banner —
for each engine event and for whose turn it is, in the player's language.

Words are chosen by **seat**: the person's own seats get "You take the trick", the others
"Anna takes the trick" — never by comparing a display name with "You". The narrator knows
no rule: it reads the engine's events (:mod:`deberts_desktop.engine.events`) and the
deal's public state.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QCoreApplication

from ...engine import events as ev
from ...engine.actions import Bid, ClaimRedeal, Decline, Play, SevenSwap
from ...engine import totals
from ...engine.cards import Card, Suit
from ...engine.deal import BIDDING_2
from ..numbers import num
from ..words import card_name, display_names, refusal_text, sequence_text, side_names, suit_in_text, suit_name

translate = QCoreApplication.translate


class Line(NamedTuple):  # a named tuple: made some 6 times faster than a dataclass (issue 21)
    """What to say about one event: ``status`` for the status line (None: keep it),
    ``bubble`` a ``(seat, text, hold)`` speech bubble (``hold``: milliseconds before it
    goes, at normal speed; None: until the deal's bubbles are cleared), ``banner`` a
    text across the table (None: none)."""

    status: str | None = None
    bubble: tuple[int, str, int | None] | None = None
    banner: str | None = None


def bid_text(bid: str, turned: Card | None = None, in_sentence: bool = False) -> str:
    """A bid as a player reads it: "Pass", "Take ♥", "♠ Spades" (alone: a button, a bubble, a
    table's cell, a list of values); ``in_sentence``: the same inside a sentence, "pass", "take ♥", "♠ spades" (no-break spaces) (ru: «пас»,
    «беру ♥», «♠ пики»: "Passing is better than take ♠", never "… than Take ♠") — after a
    colon too: "You: pass" (:func:`bid_line`), "Hint: take ♠" (:meth:`Narrator.hint`)."""
    if bid == "pass":
        return translate("Narrator", "pass", "a bid, inside a sentence") if in_sentence else translate("Narrator", "Pass")
    if bid == "take":
        take = translate("Narrator", "take", "a bid, inside a sentence") if in_sentence else translate("Narrator", "Take")
        if turned is None:
            return take
        # inside a sentence the suit stays on the bid's line (a no-break space): never "take" over "♦"
        return f"{take}\u00a0{turned.suit.symbol}" if in_sentence else f"{take} {turned.suit.symbol}"
    suit = Suit.parse(bid.split()[1])
    # inside a sentence a named suit stays whole on its line too (a no-break space): never "♥" over "hearts"
    return suit_in_text(suit).replace(" ", "\u00a0", 1) if in_sentence else suit_name(suit)


def bid_line(who: str, bid: str, turned: Card | None = None) -> str:
    """Who made a bid and which, as the status line, the deal log, the review's timeline
    and the replay say it: "You: pass", "Anna: take ♥", "Boris: ♠ spades" (ru: «Вы: пас»)
    — the one home of these words (the bid as inside a sentence, :func:`bid_text`)."""
    return (translate("Narrator", "%1: %2").replace("%1", who)
            .replace("%2", bid_text(bid, turned, in_sentence=True)))


def action_label(action, turned: Card | None = None, in_sentence: bool = False) -> str:
    """The text of a button for ``action``, a card as it is shown (``♠A``); ``in_sentence``:
    the same inside a sentence (a bid as :func:`bid_text` words it there; the other actions
    as what one chooses, "to swap the seven": "the best choice here is to swap the seven")."""
    if isinstance(action, Play):
        return card_name(action.card)
    if isinstance(action, Bid):
        return bid_text(str(action), turned, in_sentence)
    if isinstance(action, SevenSwap):
        return (translate("Narrator", "to swap the seven", "inside a sentence") if in_sentence
                else translate("Narrator", "Swap the seven"))
    if isinstance(action, ClaimRedeal):
        return (translate("Narrator", "to claim a redeal (low hand)", "inside a sentence") if in_sentence
                else translate("Narrator", "Redeal (low hand)"))
    if isinstance(action, Decline):
        return (translate("Narrator", "to keep my cards", "inside a sentence") if in_sentence
                else translate("Narrator", "Keep my cards"))
    return str(action)


def window_title(practice=None) -> str:
    """The main window's title while a game is on the table (``practice``: a practice
    game, which the statistics leave out — its
    :class:`~deberts_desktop.storage.history.PracticeMark`, or True; a mark naming a
    ``deal`` is that deal of its game played again, and the title says which)."""
    again = getattr(practice, "deal", None)
    if isinstance(again, int):
        return translate("MainWindow", "Deberts — deal %1 played again (practice, not in the statistics)").replace(
            "%1", num(again))
    if practice:
        return translate("MainWindow", "Deberts — practice game (not in the statistics)")
    return translate("MainWindow", "Deberts — Debertz against the computer")


class Narrator:
    """Words for one game's table.

    :param names: each seat's name as the game stores it, seat 0 first; :attr:`names`
        holds them as shown, in the player's language (:func:`~..words.display_names`: a
        game begun in Russian says "You" in English, not "Вы").
    :param person_seats: the seats the person plays (spoken to as "you").
    :param rules: the game's rules (sides, the hundred option for sequence names).
    """

    def __init__(self, names, person_seats, rules):
        self.names = display_names(names)
        self.side_names = side_names(rules, names)
        self.person_seats = frozenset(person_seats)
        self.rules = rules
        #: the deals before the first of this game as the person counts them: a deal played
        #: again is the original's number (its one-deal practice game's deal 1 is "deal 3")
        self.deals_before = 0

    def count_from(self, practice) -> "Narrator":
        """Count the deals as the person does for a game of practice mark ``practice`` (a
        :class:`~deberts_desktop.storage.history.PracticeMark` or None): a deal played
        again by its original number (the mark's ``deal``). Returns the narrator."""
        deal = getattr(practice, "deal", None)
        self.deals_before = deal - 1 if isinstance(deal, int) and deal > 0 else 0
        return self

    def deal_number(self, number: int) -> int:
        """The number the person sees for deal ``number`` (from 1) of this game (see
        :attr:`deals_before`)."""
        return number + self.deals_before

    def you(self, seat: int | None) -> bool:
        return seat in self.person_seats

    def side_name(self, side: int) -> str:
        """A side's name: a player, or "Anna & Boris" in pairs."""
        return self.side_names[side]

    # ------------------------------------------------------------------ turns
    def game_started(self, practice: bool = False) -> str:
        """The status line while a new game's first deal is dealt (``practice``: a
        practice game)."""
        if practice:
            return translate("Narrator", "New practice game: dealing…")
        return translate("Narrator", "New game: dealing…")

    def deal_started(self, number: int, deal) -> str:
        """The status line when a deal is dealt."""
        text = (translate("Narrator", "Deal %1 · you deal · turned card %3") if self.you(deal.dealer)
                else translate("Narrator", "Deal %1 · dealer: %2 · turned card %3"))
        return (text.replace("%1", num(self.deal_number(number))).replace("%2", self.names[deal.dealer])
                .replace("%3", card_name(deal.turned)))

    def thinking(self, seat: int) -> str:
        """The status line while a computer seat decides."""
        return translate("Narrator", "%1 is thinking…").replace("%1", self.names[seat])

    def continued(self, how: str, again=None) -> str:
        """The status line as a game comes on the table part-way: ``how`` is ``"saved"`` (a
        saved or kept game goes on), ``"set_up"`` (a position from Game → Set up a
        position…) or ``"again"`` (a deal played again; ``again``: its
        :class:`~deberts_desktop.engine.practice.PlayAgain`, which deal and whose hand)."""
        if how == "set_up":
            return translate("Narrator", "The position is on the table: a practice game.")
        if how == "again" and again is not None:
            number = num(again.index + 1)
            if again.seat == again.seats[0]:  # the person's own seat in the original game
                return translate("Narrator", "Deal %1 again, from your own hand.").replace("%1", number)
            name = self.names[again.seats.index(again.seat)]  # where that player sits now
            return translate("Narrator", "Deal %1 again, from %2's hand.").replace("%1", number).replace("%2", name)
        return translate("Narrator", "The game goes on where it was saved.")

    def prompt(self, actions, phase: str) -> str:
        """The status line for the person's turn: what the choices are."""
        if any(isinstance(a, Bid) for a in actions):
            return translate("Narrator", "Your bid — round 2: name a suit or pass") if phase == BIDDING_2 else translate("Narrator", "Your bid")
        swap = any(isinstance(a, SevenSwap) for a in actions)
        redeal = any(isinstance(a, ClaimRedeal) for a in actions)
        if any(isinstance(a, Play) for a in actions):
            if swap and redeal:
                return translate("Narrator", "Your turn: play a card, or first swap the seven or claim a redeal")
            if swap:
                return translate("Narrator", "Your turn: play a card, or first swap the seven")
            if redeal:
                return translate("Narrator", "Your turn: play a card, or first claim a redeal")
            return translate("Narrator", "Your turn: play a card")
        if swap and redeal:
            return translate("Narrator", "You may swap the seven or claim a redeal before the first card")
        if swap:
            return translate("Narrator", "You may swap the seven before the first card")
        if redeal:
            return translate("Narrator", "You may claim a redeal before the first card")
        return ""

    def refused(self, card: Card, why) -> str:
        """A card the person may not play, and why (a :class:`~deberts_desktop.engine.deal.Reason`)."""
        return translate("Narrator", "You cannot play %1. %2").replace("%1", card_name(card)).replace("%2", refusal_text(why.code, why.params))

    def hint(self, action, turned: Card | None) -> str:
        """The status line's hint, what to do after the colon as inside a sentence: "Hint:
        play ♠A", "Hint: take ♠", "Hint: pass" (a bid as :func:`bid_text` words it there),
        "Hint: swap the seven"."""
        if isinstance(action, Play):
            return translate("Narrator", "Hint: play %1").replace("%1", card_name(action.card))
        if isinstance(action, SevenSwap):
            return translate("Narrator", "Hint: swap the seven")
        if isinstance(action, ClaimRedeal):
            return translate("Narrator", "Hint: claim a redeal (low hand)")
        if isinstance(action, Decline):
            return translate("Narrator", "Hint: keep your cards")
        return translate("Narrator", "Hint: %1").replace("%1", action_label(action, turned, in_sentence=True))

    def hint_failed(self) -> str:
        """The hint could not be worked out (its job failed, or its worker was lost)."""
        return translate("Narrator", "The hint could not be worked out; press F1 to ask again.")

    def last_trick_title(self, winner: int) -> str:
        """The title of the last-trick preview: who took the trick (``winner``, a seat;
        the person's own seats are "you")."""
        if self.you(winner):
            return translate("Narrator", "Last trick — you took it")
        return translate("Narrator", "Last trick — %1 took it").replace("%1", self.names[winner])

    def game_over_prompt(self) -> str:
        """What to do once the game is over and its panel closed."""
        return translate("Narrator", "The game is over. Game → New game (Ctrl+N) starts the next one.")

    def again_over_prompt(self, back: bool) -> str:
        """What to do once a deal played again is over and its comparison panel closed;
        ``back``: the game left for it waits in History, to go back to."""
        if back:
            return translate("Narrator", "The deal played again is over. Game → History…: back to the game or this "
                             "deal again; Ctrl+N: a new game.")
        return translate("Narrator", "The deal played again is over. Game → History…: this deal again; Ctrl+N: a new "
                         "game.")

    def thrown_in_text(self, reason: str | None, seat: int | None) -> str:
        """Why a deal was thrown in (``reason``: the engine's ``all_passed`` or
        ``low_hand``, claimed by ``seat``): the table's line when it happens, the panel of
        a deal played again that ends so (:func:`~.summaries.deal_summary`)."""
        if reason == "all_passed":
            return translate("Narrator", "Everyone passed: the deal is thrown in")
        if self.you(seat):
            return translate("Narrator", "You claim a low-hand redeal: the deal is thrown in")
        return translate("Narrator", "%1 claims a low-hand redeal: the deal is thrown in").replace("%1", self.names[seat])

    # ------------------------------------------------------------------ events
    def event(self, e, deal) -> Line | None:
        """What the table says when ``e`` (an engine event of ``deal``) is shown."""
        names = self.names
        you = self.you(getattr(e, "seat", None))
        if isinstance(e, ev.BidMade):
            text = bid_text(e.bid, deal.turned)  # the bubble: the bid alone
            return Line(bid_line(names[e.seat], e.bid, deal.turned), (e.seat, text, None))
        if isinstance(e, ev.TrumpFixed):
            trump = suit_in_text(e.trump)
            text = (translate("Narrator", "You play; trump is %1") if self.you(e.declarer)
                    else translate("Narrator", "%2 plays; trump is %1").replace("%2", names[e.declarer]))
            return Line(text.replace("%1", trump))
        if isinstance(e, ev.DealThrownIn):
            text = self.thrown_in_text(e.reason, e.seat)
            return Line(text, banner=text)
        if isinstance(e, ev.BIDDING_EVENTS):  # the cards dealt or shown: no words (and none of the
            return None  # play's event classes is looked at before the play: imported when first used)
        if isinstance(e, ev.SevenSwapped):
            bubble = translate("Narrator", "Swaps %1 for %2").replace("%1", card_name(e.seven)).replace("%2", card_name(e.turned))
            text = (translate("Narrator", "You swap the seven %1 for %2") if you
                    else translate("Narrator", "%3 swaps the seven %1 for %2").replace("%3", names[e.seat]))
            return Line(text.replace("%1", card_name(e.seven)).replace("%2", card_name(e.turned)), (e.seat, bubble, 1800))
        if isinstance(e, ev.SequenceAnnounced):
            text = sequence_text(e.sequence, self.rules.hundred)  # the bubble: alone; after "Anna:" inside a sentence
            said = sequence_text(e.sequence, self.rules.hundred, in_sentence=True)
            return Line(translate("Narrator", "%1: %2").replace("%1", names[e.seat]).replace("%2", said), (e.seat, text, 2600))
        if isinstance(e, ev.BellaAnnounced):
            return Line(translate("Narrator", "%1: bella (%2)").replace("%1", names[e.seat]).replace("%2", card_name(e.card)),
                        (e.seat, translate("Narrator", "Bella!"), 2000))
        if isinstance(e, ev.DebertzShown):
            text = translate("Narrator", "DEBERTZ! %1: seven trumps in a row — the game is won").replace("%1", names[e.seat])
            return Line(text, banner=text)
        if isinstance(e, ev.CardPlayed):
            if you:
                return Line(translate("Narrator", "You play %1").replace("%1", card_name(e.card)))
            return Line(translate("Narrator", "%1 plays %2").replace("%1", names[e.seat]).replace("%2", card_name(e.card)))
        if isinstance(e, ev.TrickWon):
            if e.last:
                text = translate("Narrator", "You take the last trick: %1 + %2") if you else translate("Narrator", "%3 takes the last trick: %1 + %2")
                text = text.replace("%2", num(_last_trick_points(deal)))
            else:
                text = translate("Narrator", "You take the trick (%1)") if you else translate("Narrator", "%3 takes the trick (%1)")
            return Line(text.replace("%1", num(e.points)).replace("%3", names[e.seat]))
        if isinstance(e, ev.SequencesShown):
            if e.winner is None:
                text = translate("Narrator", "Sequences: nobody scores them")
            else:
                side = self.rules.side_of(e.winner)
                who = self.side_name(side)
                seqs = "; ".join(sequence_text(q, self.rules.hundred, in_sentence=True) for _, q in e.shown)  # mid-sentence
                yours = any(self.you(s) for s in self.rules.seats_of(side))  # the person: "for you"
                pairs = self.rules.pairs
                if e.points:
                    if yours:
                        text = (translate("Narrator", "Sequences count for you and your partner: %2 — %3") if pairs
                                else translate("Narrator", "Sequences count for you: %2 — %3"))
                    else:
                        text = translate("Narrator", "Sequences count for %1: %2 — %3")
                    text = text.replace("%1", who).replace("%2", seqs).replace("%3", num(e.points))
                elif yours:
                    text = (translate("Narrator", "You and your partner won the sequences but took no trick: they do "
                                                  "not count") if pairs
                            else translate("Narrator", "You won the sequences but took no trick: they do not count"))
                else:
                    text = translate("Narrator", "%1 won the sequences but took no trick: they do not count").replace("%1", who)
            return Line(text, banner=text)
        return None

    # ------------------------------------------------------------------ the deal log
    def log_header(self, number: int, deal) -> str:
        """The deal log's first line: the deal's number, its dealer, the turned card."""
        return (translate("Narrator", "Deal %1 · dealer: %2 · turned card %3")
                .replace("%1", num(self.deal_number(number))).replace("%2", self.names[deal.dealer])
                .replace("%3", card_name(deal.turned)))

    def log_line(self, e, deal) -> str | None:
        """The deal log's line for engine event ``e`` of ``deal`` (its bids, swaps, redeal
        claims, announcements, trump, what the sequences scored; None: an event the log
        tells otherwise — a card is told in its trick's line, :meth:`log_trick` — or not
        at all)."""
        if isinstance(e, ev.BidMade):
            text = bid_line(self.names[e.seat], e.bid, deal.turned)
            return translate("Narrator", "Round 2 — %1").replace("%1", text) if e.round == 2 else text
        if isinstance(e, (ev.TrumpFixed, ev.DealThrownIn)) or (  # (the play's classes: for the play's events)
                not isinstance(e, ev.BIDDING_EVENTS)
                and isinstance(e, (ev.SevenSwapped, ev.SequenceAnnounced, ev.BellaAnnounced, ev.DebertzShown,
                                   ev.SequencesShown))):
            line = self.event(e, deal)
            return line.status if line is not None else None
        return None

    def log_trick(self, number: int, plays, e) -> str:
        """The deal log's line of trick ``number`` (1-based): ``plays`` its ``(seat, card)``
        in the order played (the first led it), ``e`` its :class:`TrickWon` event (who took
        it, its points: the engine's; the last trick's bonus added)."""
        cards = ", ".join(translate("Narrator", "%1 %2").replace("%1", self.names[seat]).replace("%2", card_name(c))
                          for seat, c in plays)
        points = e.points + (_last_trick_points(None) if e.last else 0)
        # who took it by name alone, no verb to agree with it ("You" in a replay, "Вы")
        text = translate("Narrator", "Trick %1: %2 → %3 (%4)")
        return (text.replace("%1", num(number)).replace("%2", cards).replace("%3", self.names[e.seat])
                .replace("%4", num(points)))


def _last_trick_points(deal) -> int:
    """The last trick's points (the engine's value)."""
    return totals.LAST_TRICK
