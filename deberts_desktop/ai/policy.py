"""Card-play rules of thumb, shared by the rule-based players and by the playouts of
search.

:func:`rule_card` chooses a card from what a seat believes of the other hands:
``possible[s]``, the cards seat ``s`` may hold. With every hand known (a sampled world,
a playout) that is the exact hand; for a seat that sees only its view it is "every unseen
card the seat has not shown it lacks". The rules are the ones a sound club player uses:
win tricks with cards nobody can beat, draw trumps when the declarer's side holds the
master trump, lead from strength, keep a ten guarded, give points to a partner who is
sure to win, take a trick with points cheaply, throw the least valuable card, and count
the last trick.
"""

from __future__ import annotations

from ..engine.cards import SUIT_MASKS
from ..engine.tricks import BEATERS, POINTS, STRENGTH


def bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def may_beat(p: int, led: int, trump: int, beaters: int, exact: bool) -> bool:
    """Whether a seat that may hold ``p`` could beat a card whose beaters are
    ``beaters`` in a trick led in ``led`` (it must follow suit if it can). With an
    ``exact`` hand the answer is sure; otherwise a seat with at most two possible cards
    of the suit led is feared to be void and to trump."""
    follow = p & SUIT_MASKS[led]
    if exact:
        if follow:
            return bool(follow & beaters)
        return bool(p & SUIT_MASKS[trump] & beaters)
    if follow & beaters:
        return True
    return led != trump and bool(p & SUIT_MASKS[trump] & beaters) and follow.bit_count() <= 2


def rule_card(
    legal: int,
    hand: int,
    seat: int,
    n: int,
    trump: int,
    tc,
    ts,
    win_str: int,
    win_seat: int,
    side_of,
    possible,
    declarer_side: int,
    exact: bool = False,
) -> int:
    """The card a sound player would choose. ``possible[s]`` is what seat ``s`` may
    hold (``exact``: exactly what it holds)."""
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    side = side_of[seat]
    pts = POINTS[trump]
    tmask = SUIT_MASKS[trump]
    cards = bits(legal)
    opps = [s for s in range(n) if side_of[s] != side]
    tricks_left = hand.bit_count()
    if not tc:
        # ---------------------------------------------------------------- leading
        later = [s for s in range(n) if s != seat]
        opp_trumps = 0
        for s in opps:
            opp_trumps |= possible[s] & tmask
        best = None
        best_score = -1e9
        for c in cards:
            suit = c >> 3
            beaters = BEATERS[trump][suit][c]
            safe = not any(
                side_of[s] != side and may_beat(possible[s], suit, trump, beaters, exact) for s in later
            )
            suit_len = (hand & SUIT_MASKS[suit]).bit_count()
            if suit == trump:
                if safe and opp_trumps and side == declarer_side:
                    score = 60 + pts[c]  # draw trumps with the master
                elif safe:
                    score = 20 + pts[c] - (30 if tricks_left > 1 and (hand & tmask) == (1 << c) else 0)
                else:
                    score = -20 - pts[c] - STRENGTH[trump][trump][c]
            elif safe:
                score = 40 + pts[c]
            else:
                # a loser: lead low from a long suit, never a guarded ten or a bare ace's partner
                score = -pts[c] * 2 + suit_len
                ten = 1 << (suit * 8 + 3)
                ace = 1 << (suit * 8 + 7)
                if hand & ten and not hand & ace:
                    score -= 15
            if score > best_score:
                best_score = score
                best = c
        return best
    # -------------------------------------------------------------------- following
    led = tc[0] >> 3
    strength = STRENGTH[trump][led]
    last = len(tc) == n - 1
    later = [(seat + k) % n for k in range(1, n - len(tc))]
    partner_wins = side_of[win_seat] == side
    trick_pts = sum(pts[c] for c in tc)

    def safe_win(c: int) -> bool:
        beaters = BEATERS[trump][led][c]
        return not any(side_of[s] != side and may_beat(possible[s], led, trump, beaters, exact) for s in later)

    def throw_value(c: int) -> float:
        """How much we lose by throwing ``c`` on a trick we do not win (lower is better)."""
        v = pts[c] * 2
        suit = c >> 3
        if suit == trump:
            v += 12 + strength[c]
        else:
            ten = 1 << (suit * 8 + 3)
            if c != suit * 8 + 3 and hand & ten and (hand & SUIT_MASKS[suit]).bit_count() <= 2:
                v += 6  # keep the ten guarded
            v -= 0.1 * (8 - (hand & SUIT_MASKS[suit]).bit_count())
        return v

    if partner_wins:
        partner_card_safe = last or safe_win(tc[ts.index(win_seat)])
        if partner_card_safe:
            # give points, but not trumps that win tricks
            return max(cards, key=lambda c: (pts[c] if c >> 3 != trump else -strength[c] - pts[c], -strength[c]))
        return min(cards, key=throw_value)
    winners = [c for c in cards if strength[c] > win_str]
    if winners:
        if last and not (tricks_left > 1 and trick_pts == 0 and all(c >> 3 == trump for c in winners)):
            # take it: the cheapest winner, banking a ten whose ace is still out
            def take_cost(c: int) -> tuple:
                if c >> 3 != trump and c & 7 == 3:
                    ace = 1 << ((c & ~7) + 7)
                    if any(possible[s] & ace for s in opps):
                        return (-1, 0)
                return (0 if c >> 3 != trump else 1, strength[c])
            return min(winners, key=take_cost)
        safe = [c for c in winners if safe_win(c)]
        if safe:
            # the cheapest sure winner, but bank a ten whose ace is still out
            def keep_cost(c: int) -> tuple:
                if c >> 3 != trump and c & 7 == 3:
                    ace = 1 << ((c & ~7) + 7)
                    if any(possible[s] & ace for s in opps):
                        return (-1, 0)
                return (0, strength[c])
            return min(safe, key=keep_cost)
        if trick_pts >= 10 or tricks_left == 1:
            # fight for it with the strongest card that is not too dear
            return max(winners, key=lambda c: strength[c] - pts[c] * 0.2)
        nonwin = [c for c in cards if c not in winners]
        if nonwin:
            return min(nonwin, key=throw_value)
        return min(winners, key=lambda c: (pts[c], strength[c]))
    return min(cards, key=throw_value)


def playout(state, declarer_side: int, first: int | None = None) -> None:
    """Play a :class:`~deberts_desktop.engine.state.PlayState` to the end, every seat
    using :func:`rule_card` with all hands known (``first``: the card to play now).
    ``declarer_side``: the side of the declarer (who draws trumps)."""
    if first is not None:
        state.push(first)
    n = state.n
    side_of = state.side_of
    trump = state.trump
    hands = state.hands
    while state.left:
        legal = state.legal_mask()
        if legal & (legal - 1) == 0:
            state.push(legal.bit_length() - 1)
            continue
        seat = state.turn
        c = rule_card(legal, hands[seat], seat, n, trump, state.trick, state.trick_seats, state.win_str,
                      state.win_seat, side_of, hands, declarer_side, exact=True)
        state.push(c)
