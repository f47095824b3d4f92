"""Dealing (RULES.md 4 and 6): packet sizes, the first deal and the turned card, the
completion after bidding, who receives the turned card, the seven swap and the low-hand
redeal's limit.

The one home of these facts: the deal deals with them, the computer players' bidding
simulations complete their worlds with them, the table animates the packets the deal's
events carry.

>>> from deberts_desktop.engine.rules import Rules
>>> r = Rules(players=4)
>>> packets(r), hand_size(4), completion_size(r, seat=1, receiver=1), completion_size(r, 2, 1)
((2, 2), 8, 3, 4)
>>> packets(Rules(players=2)), packets(Rules(players=4, four_player_deal="five_three"))
((3, 3), (3, 2))
"""

from __future__ import annotations

from typing import Protocol
from typing import Sequence as Seq

from .cards import CARDS, Card, Rank, card_points


class Rules(Protocol):
    """The options of :class:`~.rules.Rules` the dealing reads (RULES.md §2, §3, §11). The
    rules' own derived facts (``Rules.hand_size``, ``Rules.first_packet``) come from this
    module, so it names what it needs here instead of importing the rules back."""

    players: int
    four_player_deal: str
    seven_swap: str
    turned_card_to: str
    low_hand_redeal_applies: bool
    low_hand_limit: int


def hand_size(players: int) -> int:
    """Cards in each hand once dealt in full: 9 with 2–3 players, 8 with 4."""
    return 8 if players == 4 else 9


def packets(rules: Rules) -> tuple[int, ...]:
    """The packets of the first deal, in order (each goes round the table before the
    next): 3 + 3 with 2–3 players; 2 + 2 (``four_four``) or 3 + 2 (``five_three``) with 4."""
    if rules.players < 4:
        return (3, 3)
    return (2, 2) if rules.four_player_deal == "four_four" else (3, 2)


def first_packet(rules: Rules) -> int:
    """Cards each seat holds during bidding: 6, or 4 / 5 with 4 players."""
    return sum(packets(rules))


def completion_size(rules: Rules, seat: int, receiver: int | None) -> int:
    """Cards ``seat`` gets after bidding: the rest of its hand, one fewer for the seat
    that ``receiver`` names (the turned card's receiver, 4 players)."""
    return hand_size(rules.players) - first_packet(rules) - (1 if seat == receiver else 0)


def bidding_order(dealer: int, players: int) -> tuple[int, ...]:
    """The seats from the dealer's left round to the dealer (dealing, bidding, asking)."""
    return tuple((dealer + 1 + i) % players for i in range(players))


def turned_receiver(rules: Rules, dealer: int, declarer: int) -> int | None:
    """Who takes the turned card into his hand after bidding: with 4 players the
    declarer or the dealer (``turned_card_to``); with 2–3 players nobody (it stays on the
    table, RULES.md 4)."""
    if rules.players < 4:
        return None
    return declarer if rules.turned_card_to == "declarer" else dealer


def first_deal(rules: Rules, dealer: int, deck: Seq[Card]) -> tuple[list[tuple[int, tuple[Card, ...]]], Card, list[Card]]:
    """Deal a whole pack (top card first) as RULES.md 4 says, up to the turned card.

    :returns: ``(packets, turned, rest)``: the packets in dealing order as ``(seat,
        cards)``, the turned card, and the cards still to deal (top first).
    """
    order = bidding_order(dealer, rules.players)
    out: list[tuple[int, tuple[Card, ...]]] = []
    pos = 0
    for size in packets(rules):
        for seat in order:
            out.append((seat, tuple(deck[pos:pos + size])))
            pos += size
    return out, deck[pos], list(deck[pos + 1:])


def completion(rules: Rules, dealer: int, receiver: int | None, rest: Seq) -> tuple[list[list], list]:
    """The completion after bidding from ``rest`` (the undealt cards, top first), a
    packet to each seat in dealing order, one card fewer for the turned card's
    ``receiver``.

    :returns: ``(packets, stock)``: each seat's packet (indexed by seat) and what is left
        (2–3 players: the stock, its bottom card last).
    """
    n = rules.players
    comp: list[list] = [[] for _ in range(n)]
    more = completion_size(rules, -1, receiver)
    pos = 0
    for i in range(n):
        seat = (dealer + 1 + i) % n
        k = more - 1 if seat == receiver else more
        comp[seat] = list(rest[pos:pos + k])
        pos += k
    return comp, list(rest[pos:])


def seven_of(trump: int) -> Card:
    """The trump seven, the card the seven swap gives up."""
    return CARDS[trump * 8 + Rank.SEVEN]


def swap_refusal(rules: Rules, seat: int, hand: int, trump: int, turned: int, round1: bool, declarer: int,
                 turned_holder: int | None) -> str | None:
    """Why ``seat`` holding ``hand`` may not swap the trump seven for the turned card once
    the deal is complete (RULES.md 6; the swap not yet made), as a code, or None when it
    may: ``swap_off`` (the option), ``swap_named_trump`` (trump was named in round 2),
    ``swap_turned_seven`` (the turned card is the seven), ``swap_no_seven``,
    ``swap_declarer_only`` (the option), ``swap_own_turned`` (4 players: the seat holds
    the turned card itself)."""
    if rules.seven_swap == "off":
        return "swap_off"
    if not round1:
        return "swap_named_trump"
    seven = seven_of(trump)
    if turned == seven:
        return "swap_turned_seven"
    if not hand >> seven & 1:
        return "swap_no_seven"
    if rules.seven_swap == "declarer_only" and seat != declarer:
        return "swap_declarer_only"
    if rules.players == 4 and turned_holder == seat:
        return "swap_own_turned"
    return None


def may_swap(rules: Rules, seat: int, hand: int, trump: int, turned: int, round1: bool, declarer: int,
             turned_holder: int | None) -> bool:
    """Whether ``seat`` may swap the trump seven now (:func:`swap_refusal` is None)."""
    return swap_refusal(rules, seat, hand, trump, turned, round1, declarer, turned_holder) is None


def swap_seven(hands: list[int], seat: int, trump: int, turned: int, turned_holder: int | None) -> None:
    """Make the seven swap in bitmask ``hands`` (in place): ``seat`` gives the trump seven
    for the turned card; with 4 players the turned card's holder gets the seven."""
    seven = seven_of(trump)
    hands[seat] = (hands[seat] & ~(1 << seven)) | (1 << turned)
    if turned_holder is not None:
        hands[turned_holder] = (hands[turned_holder] & ~(1 << turned)) | (1 << seven)


def low_hand_points(hand: int, trump: int) -> int:
    """What a hand is worth for the low-hand redeal: its card points with trump values
    (sequences not counted, RULES.md 6)."""
    return card_points(hand, trump)


def may_claim_redeal(rules: Rules, hand: int, trump: int) -> bool:
    """Whether a seat holding ``hand`` may claim the low-hand redeal (4 individual with
    the option on, hand worth at most ``low_hand_limit``)."""
    return rules.low_hand_redeal_applies and low_hand_points(hand, trump) <= rules.low_hand_limit


def unseen_cards(hand: int, turned: int, known: Seq[int] | None = None) -> list[int]:
    """During the bidding, the cards a seat has not seen: not in its ``hand`` nor in the
    ``known`` hands (bitmasks; the arena's cheater sees every hand), and not the
    ``turned`` card — lowest card number first, as card numbers (what a bidding simulation
    shuffles and deals its worlds from).

    >>> unseen_cards((1 << 30) - 1, 30), unseen_cards(1, 31, known=[(1 << 31) - 2])
    ([31], [])
    """
    taken = hand | 1 << turned
    if known is not None:
        for m in known:
            taken |= m
    return [c for c in range(32) if not taken >> c & 1]


def complete_world(rules: Rules, dealer: int, declarer: int, trump: int, round1: bool, hands: list[int],
                   rest: Seq[int], turned: int) -> int | None:
    """Complete a simulated deal in place (the computer players' bidding): each seat's
    bitmask in ``hands`` (its bidding cards) gets its completion from ``rest`` (top
    first), the turned card goes to its receiver (4 players), and the first seat (in
    bidding order) that may swap the trump seven does. Returns the turned card's holder
    (None with 2–3 players)."""
    receiver = turned_receiver(rules, dealer, declarer)
    comp, _stock = completion(rules, dealer, receiver, rest)
    for seat, packet in enumerate(comp):
        for c in packet:
            hands[seat] |= 1 << c
    if receiver is not None:
        hands[receiver] |= 1 << turned
    for seat in bidding_order(dealer, rules.players):
        if may_swap(rules, seat, hands[seat], trump, turned, round1, declarer, receiver):
            swap_seven(hands, seat, trump, turned, receiver)
            break
    return receiver

