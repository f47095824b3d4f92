"""The play phase as a compact state with push and pop (python-chess's ``Board.push`` /
``pop``): what the deal plays on, and what the computer players and the double-dummy
solver search on.

A :class:`PlayState` holds every hand as a bitmask, the trick in progress, the trick
winner so far, and per **seat** the card points and tricks taken and who took the last
trick. :meth:`~PlayState.push` plays a card for the seat to act (the caller checks it is
legal: :meth:`~PlayState.legal_mask`); :meth:`~PlayState.pop` takes the last card back,
exactly, without copying hands. Sequences, bella and the score are not the state's
business: :class:`~deberts_desktop.engine.totals.TotalsContext` turns a finished state
into the deal's totals.

>>> from deberts_desktop.engine.rules import Rules
>>> from deberts_desktop.engine.cards import CARDS, mask_of, parse_cards
>>> hands = [mask_of(parse_cards(h.split())) for h in ("JS 7H", "AS 8H")]
>>> s = PlayState(Rules(players=2), trump=0, hands=hands, turn=0)
>>> s.push(int(parse_cards(["JS"])[0])); s.push(int(parse_cards(["AS"])[0]))
>>> s.points, s.taken, s.turn
([31, 0], [1, 0], 0)
>>> str(CARDS[s.pop()]), s.points, s.taken, s.turn, len(s.trick)
('AS', [0, 0], [0, 0], 1, 1)
"""

from __future__ import annotations

from .kernel import kernel_for
from .tricks import POINTS, STRENGTH


class PlayState:
    """One deal's play phase with every hand known (a real deal or a sampled world).

    Attributes (read them, do not assign them): ``n`` players; ``trump`` (suit 0–3);
    ``hands`` (bitmask per seat); ``turn`` (the seat to act); ``trick`` / ``trick_seats``
    (cards of the trick in progress and who played them, in order); ``win_str`` /
    ``win_seat`` (the card winning it so far, ``-1`` when empty); ``points`` and ``taken``
    (card points and tricks taken per seat, this state's tricks only); ``last_trick`` (the
    seat that took the final trick, else None); ``left`` (cards still in hands).

    :param rules: the deal's :class:`~deberts_desktop.engine.rules.Rules`.
    :param trump: the trump suit; :param hands: each seat's current hand (copied).
    :param turn: the seat to lead (or to play into ``trick``).
    :param trick: ``(seat, card)`` pairs of a trick in progress, in order.
    :param points, taken: card points and tricks per seat taken before (default zeros).
    :param context: the deal's :class:`~deberts_desktop.engine.totals.TotalsContext`
        (sequences, bella), for :meth:`totals`; None if the totals are not wanted.
    :param undo: keep what :meth:`pop` needs (a deal that never takes a card back plays
        without it; :meth:`copy` always keeps it).
    :param kernel: ``kernel_for(rules)``, when the caller has it at hand.
    """

    __slots__ = ("n", "trump", "hands", "turn", "trick", "trick_seats", "win_str", "win_seat", "points",
                 "taken", "last_trick", "left", "duties", "side_of", "context", "last_gain", "_stack", "_pts", "_str")

    def __init__(self, rules, trump: int, hands, turn: int, trick=(), points=None, taken=None, context=None,
                 undo: bool = True, kernel=None):
        n = rules.players
        self.context = context
        self.n = n
        self.trump = trump
        self.hands = [int(h) for h in hands]
        self.turn = turn
        self.trick: list[int] = []
        self.trick_seats: list[int] = []
        self.win_str = -1
        self.win_seat = -1
        self.points = list(points) if points else [0] * n
        self.taken = list(taken) if taken else [0] * n
        self.last_trick: int | None = None
        self.last_gain = 0  # card points of the last trick completed
        if kernel is None:
            kernel = kernel_for(rules)
        self.duties = kernel.duties
        self.side_of = kernel.side_of
        self._stack: list | None = []
        self._pts = POINTS[trump]
        self._str = STRENGTH[trump]
        self.left = sum(h.bit_count() for h in self.hands)
        if trick:
            self.turn = trick[0][0]
            for seat, card in trick:
                self.hands[seat] |= 1 << card
                self.left += 1
                self.push(card)
            self._stack.clear()
        if not undo:
            self._stack = None

    def copy(self) -> "PlayState":
        """An independent copy (the undo history is not copied: the copy cannot pop
        below its starting point)."""
        s = PlayState.__new__(PlayState)
        s.n = self.n
        s.trump = self.trump
        s.hands = list(self.hands)
        s.turn = self.turn
        s.trick = list(self.trick)
        s.trick_seats = list(self.trick_seats)
        s.win_str = self.win_str
        s.win_seat = self.win_seat
        s.points = list(self.points)
        s.taken = list(self.taken)
        s.last_trick = self.last_trick
        s.last_gain = self.last_gain
        s.left = self.left
        s.duties = self.duties
        s.side_of = self.side_of
        s.context = self.context
        s._stack = []
        s._pts = self._pts
        s._str = self._str
        return s

    @property
    def done(self) -> bool:
        """Every card has been played."""
        return self.left == 0

    def legal_mask(self) -> int:
        """The cards the seat to act may play (RULES.md 8, every option)."""
        seat = self.turn
        return self.duties.legal_mask(self.hands[seat], seat, self.trick, self.win_seat, self.win_str, self.trump)

    def forced_to_the_end(self, seat: int, budget: int = 20_000) -> bool:
        """Whether every card ``seat`` has left is forced, whatever the others play: in every
        continuation of the play from here, exactly one card is legal at each of its turns
        (RULES.md 8). The continuations are walked depth first on this state (each card
        pushed and popped back, so the state ends as it began), at most ``budget`` positions;
        past that the answer is False (not known to be forced). A seat with no card left is
        forced (nothing to choose).

        >>> from deberts_desktop.engine.rules import Rules
        >>> from deberts_desktop.engine.cards import mask_of, parse_cards
        >>> def state(*hands):  # hearts trump; seat 0 leads
        ...     return PlayState(Rules(players=2), trump=1, turn=0,
        ...                      hands=[mask_of(parse_cards(h.split())) for h in hands])
        >>> state("AS KS", "7S 7H").forced_to_the_end(1)  # a spade to follow, then the trump
        True
        >>> state("AS KS", "7S 8S").forced_to_the_end(1)  # two spades to follow with
        False
        """
        walked = 0

        def walk() -> bool:
            nonlocal walked
            if not self.hands[seat]:
                return True
            walked += 1
            if walked > budget:
                return False
            legal = self.legal_mask()
            if self.turn == seat and legal & (legal - 1):
                return False
            while legal:
                low = legal & -legal
                legal ^= low
                self.push(low.bit_length() - 1)
                try:
                    ok = walk()
                finally:
                    self.pop()
                if not ok:
                    return False
            return True

        return walk()

    def push(self, card: int) -> None:
        """Play ``card`` for the seat to act. The caller guarantees it is legal."""
        seat = self.turn
        self.hands[seat] ^= 1 << card
        self.left -= 1
        trick = self.trick
        win_str = self.win_str
        st = self._str[trick[0] >> 3 if trick else card >> 3][card]
        stack = self._stack
        if stack is not None:
            stack.append((seat, card, win_str, self.win_seat))
        if st > win_str:
            self.win_str = st
            self.win_seat = seat
        trick.append(card)
        self.trick_seats.append(seat)
        if len(trick) < self.n:
            self.turn = (seat + 1) % self.n
            return
        # the trick is complete: the winner takes it and leads
        w = self.win_seat
        pts = self._pts
        gain = 0
        for c in trick:
            gain += pts[c]
        self.last_gain = gain
        self.points[w] += gain
        self.taken[w] += 1
        if stack is not None:
            stack.append((trick, self.trick_seats, self.win_str))
        self.trick = []
        self.trick_seats = []
        self.win_str = -1
        self.win_seat = -1
        self.turn = w
        if self.left == 0:
            self.last_trick = w

    def pop(self) -> int:
        """Take the last card pushed back; returns it.

        :raises IndexError: nothing to take back.
        """
        if not self._stack:
            raise IndexError("no card to take back")
        top = self._stack.pop()
        if len(top) == 3:  # the card completed a trick: undo the trick first
            trick, seats, win_str = top
            winner = self.turn
            pts = self._pts
            self.points[winner] -= sum(pts[c] for c in trick)
            self.last_gain = 0
            self.taken[winner] -= 1
            self.last_trick = None
            self.trick = trick
            self.trick_seats = seats
            self.win_str = win_str
            self.win_seat = winner
            top = self._stack.pop()
        seat, card, win_str, win_seat = top
        self.trick.pop()
        self.trick_seats.pop()
        self.win_str = win_str
        self.win_seat = win_seat
        self.hands[seat] |= 1 << card
        self.left += 1
        self.turn = seat
        return card

    def totals(self):
        """The deal's totals (:class:`~deberts_desktop.engine.totals.DealTotals`) once every
        card is played, from the points and tricks taken and the state's ``context``."""
        last = self.last_trick
        return self.context.totals(self.side_points(), self.side_taken(), None if last is None else self.side_of[last])

    def __repr__(self) -> str:
        return (f"<PlayState trump={self.trump} turn={self.turn} hands={[hex(h) for h in self.hands]} "
                f"trick={self.trick} points={self.points} taken={self.taken} last={self.last_trick}>")

    def side_points(self) -> list[int]:
        """Card points taken per side (sides of :meth:`Rules.side_of`)."""
        side_of = self.side_of
        if side_of[-1] == self.n - 1:  # a side per seat
            return list(self.points)
        out = [0, 0]
        for seat, p in enumerate(self.points):
            out[side_of[seat]] += p
        return out

    def side_taken(self) -> list[int]:
        """Tricks taken per side."""
        side_of = self.side_of
        if side_of[-1] == self.n - 1:
            return list(self.taken)
        out = [0, 0]
        for seat, t in enumerate(self.taken):
            out[side_of[seat]] += t
        return out
