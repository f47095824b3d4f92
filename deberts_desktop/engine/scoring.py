"""Writing a deal on the score sheet: outcome, transfers, pots, penalties (RULES.md 9–10).

These functions work from the sides' totals alone, so the same code scores a deal played
in the app and a deal typed in by a score keeper for a real-table game.

>>> row = write_deal(Rules(players=2), dealer=1, totals=(95, 79), declarer_side=1,
...                  side_tricks=(6, 3), pots=(), baits=(0, 0), scores=(0, 0))
>>> row.outcome, row.written, row.baits
('bait', (174, 0), (0, 1))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence as Seq

from .rules import Rules


@dataclass(frozen=True, slots=True)
class ScoreRow:
    """One deal's row on the score sheet. Every tuple is per **side**.

    ``base``: own or transferred points (declarer 0 on a bait or hanging bait);
    ``pot_released``: pot points this side receives; ``penalties``: bait and ski penalties
    (negative); ``written`` = base + pot_released + penalties; ``pots``: the pots waiting
    after this deal, oldest first (``pot`` is their sum); ``baits``: each side's bait count
    as declarer after this deal; ``scores``: running totals after this deal;
    ``leaders``: the opponent sides with the highest total (who take a bait).
    """

    outcome: str | None
    totals: tuple[int, ...]
    base: tuple[int, ...]
    pot_released: tuple[int, ...]
    penalties: tuple[int, ...]
    written: tuple[int, ...]
    pots: tuple[int, ...]
    baits: tuple[int, ...]
    scores: tuple[int, ...]
    leaders: tuple[int, ...] = ()
    declarer_side: int | None = None

    @property
    def pot(self) -> int:
        """The points waiting after this deal."""
        return sum(self.pots)


def sides_from_left(rules: Rules, dealer: int) -> list[int]:
    """Sides in order from the dealer's left (the bidding order), each once."""
    n = rules.players
    out: list[int] = []
    for i in range(n):
        side = rules.side_of((dealer + 1 + i) % n)
        if side not in out:
            out.append(side)
    return out


def share(points: int, receivers: Seq[int]) -> dict[int, int]:
    """Split ``points`` equally among ``receivers`` (sides, nearest the dealer's left
    first); leftover points go one each to the first ones (RULES.md 9).

    >>> share(41, [0, 1])
    {0: 21, 1: 20}
    """
    k = len(receivers)
    each, left = divmod(points, k)
    return {side: each + (1 if i < left else 0) for i, side in enumerate(receivers)}


def write_deal(
    rules: Rules,
    dealer: int,
    totals: Seq[int],
    declarer_side: int,
    side_tricks: Seq[int],
    pots: Seq[int],
    baits: Seq[int],
    scores: Seq[int],
) -> ScoreRow:
    """Score one played deal (RULES.md 9).

    :param totals: each side's total (card points + last trick + sequences + bella).
    :param declarer_side: the side of the declarer.
    :param side_tricks: tricks each side took (0 means a ski penalty).
    :param pots: pots waiting before the deal, oldest first.
    :param baits: each side's baits as declarer before the deal.
    :param scores: running scores before the deal.
    :returns: the :class:`ScoreRow`.
    """
    s = rules.sides
    totals = tuple(totals)
    ds = declarer_side
    d = totals[ds]
    order = sides_from_left(rules, dealer)
    opponents = [i for i in order if i != ds]
    m = max(totals[i] for i in opponents)
    base = list(totals)
    released = [0] * s
    pots = list(pots)
    baits = list(baits)
    leaders: list[int] = []

    def release() -> int:
        if not pots:
            return 0
        if rules.hanging_repeat == "accumulate" and rules.pot_release == "oldest":
            return pots.pop(0)
        amount = sum(pots)
        pots.clear()
        return amount

    if d > m:
        outcome = "made"
        if rules.winner_takes_all:
            base = [0] * s
            base[ds] = sum(totals)
        released[ds] += release()
    elif d < m:
        outcome = "bait"
        leaders = [i for i in opponents if totals[i] == m]
        base[ds] = 0
        for side, pts in share(d, leaders).items():
            base[side] += pts
        for side, pts in share(release(), leaders).items():
            released[side] += pts
        baits[ds] += 1
    else:
        outcome = "hanging"
        leaders = [i for i in opponents if totals[i] == m]
        base[ds] = 0
        if rules.hanging_repeat == "to_declarer":
            released[ds] += release()
            pots = [d]
        else:
            pots.append(d)
    penalties = [0] * s
    if outcome == "bait":
        count = baits[ds]
        if (rules.bait_penalty == "third_and_later" and count >= 3) or (
            rules.bait_penalty == "every_third" and count % 3 == 0
        ):
            penalties[ds] -= rules.bait_penalty_points
    for side in range(s):
        if side_tricks[side] == 0:
            penalties[side] -= rules.ski_penalty
    written = tuple(base[i] + released[i] + penalties[i] for i in range(s))
    return ScoreRow(
        outcome=outcome,
        totals=totals,
        base=tuple(base),
        pot_released=tuple(released),
        penalties=tuple(penalties),
        written=written,
        pots=tuple(pots),
        baits=tuple(baits),
        scores=tuple(scores[i] + written[i] for i in range(s)),
        leaders=tuple(leaders),
        declarer_side=ds,
    )


def unchanged_row(rules: Rules, outcome: str | None, pots: Seq[int], baits: Seq[int], scores: Seq[int]) -> ScoreRow:
    """The row of a thrown-in deal (``outcome`` None) or a debertz: nothing written, pots,
    baits and scores as they were."""
    zeros = (0,) * rules.sides
    return ScoreRow(outcome, zeros, zeros, zeros, zeros, zeros, tuple(pots), tuple(baits), tuple(scores))


def game_winner(scores: Seq[int], target: int) -> tuple[bool, int | None]:
    """The end-of-game check after a played deal (RULES.md 10).

    :returns: ``(over, winner)``: ``(False, None)`` while nobody reached ``target`` or the
        highest score among those who did is shared (one more deal); ``(True, side)``
        when a side wins.

    >>> game_winner([510, 490], 501), game_winner([510, 510], 501), game_winner([520, 505], 501)
    ((True, 0), (False, None), (True, 0))
    """
    if max(scores) < target:
        return False, None
    top = max(scores)
    best = [i for i, v in enumerate(scores) if v == top]
    if len(best) > 1:
        return False, None
    return True, best[0]


def next_dealer(rules: Rules, dealer: int, written: Seq[int] | None) -> int:
    """The next deal's dealer (RULES.md 3). ``written`` is what each side wrote in the deal
    just played, or None after a thrown-in deal (the deal then passes to the left)."""
    n = rules.players
    if written is None or rules.dealer_rotation == "clockwise":
        return (dealer + 1) % n
    most = max(written)
    for i in range(n):
        seat = (dealer + 1 + i) % n
        if written[rules.side_of(seat)] == most:
            return seat
    return (dealer + 1) % n
