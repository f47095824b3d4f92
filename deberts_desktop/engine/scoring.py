"""The score sheet (запись): writing a deal — outcome, transfers, pots, penalties — and the
fold of a game's deals into rows, running scores, the next dealer, the winner and the
extra deal (RULES.md 3, 9, 10).

These work from the sides' totals alone, so the same code keeps the sheet of a game played
in the app (:class:`~deberts_desktop.engine.game.Game`) and of a game typed in by a score
keeper for real cards (:class:`~deberts_desktop.storage.score_keeper.ScoreKeeper`): both
fold their deals through one :class:`ScoreSheet`.

>>> row = write_deal(Rules(players=2), dealer=1, totals=(95, 79), declarer_side=1,
...                  side_tricks=(6, 3), pots=(), baits=(0, 0), scores=(0, 0))
>>> row.outcome, row.written, row.baits
('bait', (174, 0), (0, 1))
"""

from __future__ import annotations

from typing import Sequence as Seq

from .frozen import Frozen, frozen
from .rules import Rules


@frozen
class ScoreRow(Frozen):
    """One deal's row on the score sheet. Every tuple is per **side**.

    ``base``: own or transferred points (declarer 0 on a bait or hanging bait);
    ``pot_released``: pot points this side receives; ``bait_penalty`` and ``ski_penalty``:
    each penalty on its own (0 or negative); ``penalties``: their sum; ``written`` = base +
    pot_released + penalties; ``pots``: the pots waiting
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
    bait_penalty: tuple[int, ...] = ()
    ski_penalty: tuple[int, ...] = ()

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
    outcome = outcome_of(totals, ds)
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

    if outcome == "made":
        if rules.winner_takes_all:
            base = [0] * s
            base[ds] = sum(totals)
        released[ds] += release()
    elif outcome == "bait":
        leaders = [i for i in opponents if totals[i] == m]
        base[ds] = 0
        for side, pts in share(d, leaders).items():
            base[side] += pts
        for side, pts in share(release(), leaders).items():
            released[side] += pts
        baits[ds] += 1
    else:
        leaders = [i for i in opponents if totals[i] == m]
        base[ds] = 0
        if rules.hanging_repeat == "to_declarer":
            released[ds] += release()
            pots = [d]
        else:
            pots.append(d)
    bait_pen = [0] * s
    if outcome == "bait":
        bait_pen[ds] = bait_penalty(rules, baits[ds])
    ski_pen = [-rules.ski_penalty if side_tricks[side] == 0 else 0 for side in range(s)]
    penalties = [bait_pen[i] + ski_pen[i] for i in range(s)]
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
        bait_penalty=tuple(bait_pen),
        ski_penalty=tuple(ski_pen),
    )


def bait_penalty(rules: Rules, count: int) -> int:
    """The penalty (0 or negative) of a side's bait number ``count`` (its bait count as
    declarer after this bait; RULES.md 9).

    >>> r = Rules(players=3)
    >>> r.bait_penalty, r.bait_penalty_points, [bait_penalty(r, n) for n in (1, 2, 3, 4)]
    ('third_and_later', 100, [0, 0, -100, -100])
    >>> [bait_penalty(Rules(players=3, bait_penalty="every_third"), n) for n in (0, 3, 4, 6)]
    [0, -100, 0, -100]
    """
    if count >= 3 and (rules.bait_penalty == "third_and_later" or (
        rules.bait_penalty == "every_third" and count % 3 == 0
    )):
        return -rules.bait_penalty_points
    return 0


def split_penalties(rules: Rules, outcome: str | None, declarer_side: int | None, baits_after: Seq[int],
                    penalties: Seq[int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """A deal's penalties per side as stored (their sum, ``penalties``) told apart again:
    ``(bait_penalty, ski_penalty)`` as :class:`ScoreRow` has them. In a bait the declarer's
    side (``declarer_side``) took the penalty of its bait number, its count after the deal
    in ``baits_after`` (:func:`bait_penalty`, as :func:`write_deal`); the rest of a side's
    penalties is its ski's.

    >>> split_penalties(Rules(players=3), "bait", 1, (0, 3, 0), (-100, -100, 0))
    ((0, -100, 0), (-100, 0, 0))
    >>> split_penalties(Rules(players=2), "bait", 1, (3, 1), (0, -50))  # side 0's baits of an earlier game
    ((0, 0), (0, -50))
    """
    bait = tuple(bait_penalty(rules, baits_after[side]) if outcome == "bait" and side == declarer_side else 0
                 for side in range(len(penalties)))
    return bait, tuple(p - b for p, b in zip(penalties, bait))


def unchanged_row(rules: Rules, outcome: str | None, pots: Seq[int], baits: Seq[int], scores: Seq[int]) -> ScoreRow:
    """The row of a thrown-in deal (``outcome`` None) or a debertz: nothing written, pots,
    baits and scores as they were."""
    zeros = (0,) * rules.sides
    return ScoreRow(outcome, zeros, zeros, zeros, zeros, zeros, tuple(pots), tuple(baits), tuple(scores),
                    bait_penalty=zeros, ski_penalty=zeros)


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


def extra_deal(finished: bool, scores: Seq[int], target: int) -> bool:
    """Whether one more deal is played (RULES.md 10): the game is not over although a
    side reached the ``target`` (the top score is shared).

    >>> extra_deal(False, (310, 310), 301), extra_deal(True, (320, 310), 301), extra_deal(False, (200, 90), 301)
    (True, False, False)
    """
    return not finished and max(scores) >= target


def pot_lost(finished: bool, pot: int) -> int:
    """The points of the pots (``pot``) that no one takes (RULES.md 9: a pot still waiting
    when the game ends is lost): all of them once the game is ``finished``, else 0.

    >>> pot_lost(True, 62), pot_lost(False, 62)
    (62, 0)
    """
    return pot if finished else 0


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


class GameOverError(ValueError):
    """The game is over: no further deal or action."""


class ScoreSheet:
    """A game's score sheet, deal by deal (RULES.md 3, 9, 10): the one fold of deals into
    rows that the game and the score keeper share.

    Per **side**: :attr:`scores`, :attr:`baits`; :attr:`pots` waiting (oldest first);
    :attr:`rows` (one :class:`ScoreRow` per deal) and :attr:`dealers` (who dealt each);
    :attr:`dealer` (who deals next); :attr:`finished`, :attr:`winner` (a side) and
    :attr:`debertz` (the seat that showed one); :attr:`extra_deal` (the top score is
    shared at the target: one more deal). ``scores``, ``baits`` and ``pots`` given to the
    constructor start the sheet where another game stood (default: nothing written yet).

    >>> sheet = ScoreSheet(Rules(players=2), first_dealer=1)
    >>> sheet.add_played(declarer=1, totals=(95, 79), side_tricks=(6, 3)).written
    (174, 0)
    >>> sheet.scores, sheet.baits, sheet.dealer
    ((174, 0), (0, 1), 0)
    """

    def __init__(self, rules: Rules, first_dealer: int, scores: Seq[int] | None = None,
                 baits: Seq[int] | None = None, pots: Seq[int] = ()):
        s = rules.sides
        self.rules = rules
        self.first_dealer = first_dealer
        self.rows: list[ScoreRow] = []
        self.dealers: list[int] = []
        # a sheet may start where another game stood (a deal played again in practice)
        self.scores: tuple[int, ...] = (0,) * s if scores is None else tuple(scores)
        self.baits: tuple[int, ...] = (0,) * s if baits is None else tuple(baits)
        self.pots: tuple[int, ...] = tuple(pots)
        if len(self.scores) != s or len(self.baits) != s:
            raise ValueError(f"scores and baits need one number per side ({s})")
        self.dealer = first_dealer
        self.finished = False
        self.winner: int | None = None
        self.debertz: int | None = None

    @property
    def pot(self) -> int:
        """The points waiting in pots."""
        return sum(self.pots)

    @property
    def pot_lost(self) -> int:
        """The points left waiting in pots when the game is over, which no one takes
        (:func:`pot_lost`); 0 while it goes on."""
        return pot_lost(self.finished, self.pot)

    @property
    def extra_deal(self) -> bool:
        """Sides share the top score at or above the target: one more deal is played."""
        return extra_deal(self.finished, self.scores, self.rules.target)

    def before(self) -> ScoreRow:
        """The sheet as it stands (pots, baits, scores) as a row that writes nothing."""
        return unchanged_row(self.rules, None, self.pots, self.baits, self.scores)

    def _check_open(self) -> None:
        if self.finished:
            raise GameOverError("the game is over")

    def _add(self, row: ScoreRow, next_dealer_: int) -> ScoreRow:
        self.rows.append(row)
        self.dealers.append(self.dealer)
        self.dealer = next_dealer_
        return row

    def add_played(self, declarer: int, totals: Seq[int], side_tricks: Seq[int]) -> ScoreRow:
        """Write a played deal: the ``declarer``'s seat, each side's ``totals`` and tricks
        (0 tricks: the ski penalty).

        :raises GameOverError: the game is over."""
        self._check_open()
        rules = self.rules
        row = write_deal(rules, self.dealer, totals, rules.side_of(declarer), side_tricks, self.pots, self.baits,
                         self.scores)
        self.pots, self.baits, self.scores = row.pots, row.baits, row.scores
        self._add(row, next_dealer(rules, self.dealer, row.written))
        self.finished, self.winner = game_winner(self.scores, rules.target)
        return row

    def add_thrown_in(self) -> ScoreRow:
        """Write a deal thrown in (all passed, a low-hand redeal): nothing is written, the
        pots wait, the deal passes to the left.

        :raises GameOverError: the game is over."""
        self._check_open()
        return self._add(self.before(), next_dealer(self.rules, self.dealer, None))

    def add_debertz(self, seat: int) -> ScoreRow:
        """Write a debertz shown by ``seat``: the game ends at once and his side wins; a
        waiting pot stays unreleased.

        :raises GameOverError: the game is over."""
        self._check_open()
        row = unchanged_row(self.rules, "debertz", self.pots, self.baits, self.scores)
        self._add(row, self.dealer)
        self.finished, self.winner, self.debertz = True, self.rules.side_of(seat), seat
        return row

    def add_result(self, result) -> ScoreRow:
        """Write a finished deal's :class:`~deberts_desktop.engine.deal_result.DealResult`."""
        if result.outcome == "debertz":
            return self.add_debertz(result.debertz)
        if result.thrown_in:
            return self.add_thrown_in()
        return self.add_played(result.declarer, result.totals, result.side_tricks)


class OnScoreSheet:
    """The state of a game kept on a :class:`ScoreSheet` (its ``sheet`` attribute), read
    from the sheet: the one home of these properties for the played game
    (:class:`~deberts_desktop.engine.game.Game`) and the score keeper's
    (:class:`~deberts_desktop.storage.score_keeper.ScoreKeeper`).

    >>> class Kept(OnScoreSheet):
    ...     sheet = ScoreSheet(Rules(players=3), first_dealer=0)
    >>> Kept().scores, Kept().finished, Kept().winner
    ((0, 0, 0), False, None)
    """

    sheet: ScoreSheet

    @property
    def scores(self) -> tuple[int, ...]:
        """The running score per side."""
        return self.sheet.scores

    @property
    def baits(self) -> tuple[int, ...]:
        """The bait count per side."""
        return self.sheet.baits

    @property
    def pots(self) -> tuple[int, ...]:
        """The pots waiting, oldest first."""
        return self.sheet.pots

    @property
    def pot(self) -> int:
        """The points waiting in pots."""
        return self.sheet.pot

    @property
    def pot_lost(self) -> int:
        """The points left in pots when the game is over: lost (RULES.md 9); else 0."""
        return self.sheet.pot_lost

    @property
    def extra_deal(self) -> bool:
        """True when sides share the top score at or above the target: one more deal."""
        return self.sheet.extra_deal

    @property
    def finished(self) -> bool:
        return self.sheet.finished

    @property
    def winner(self) -> int | None:
        """The winning side, or None while the game goes on."""
        return self.sheet.winner

    @property
    def debertz(self) -> int | None:
        """The seat that ended the game with debertz, else None."""
        return self.sheet.debertz


def outcome_of(totals: Seq[int], declarer_side: int) -> str:
    """``made`` (the declarer's side beats every other side), ``bait`` (some side beats
    it) or ``hanging`` (the best other side ties it) — RULES.md 9."""
    d = totals[declarer_side]
    m = max(v for i, v in enumerate(totals) if i != declarer_side)
    return "made" if d > m else ("bait" if d < m else "hanging")
