"""Practice: take back the person's last card or bid, play a deal again from any seat.

Pure engine (no Qt, no files); the table's session calls these and keeps the practice
mark beside the game (the history's practice metadata), not in the record (DESIGN.md:
the record format does not change).

**Seats.** In the app seat 0 is the person at the screen (RULES.md, "Seats"). A deal
played again from another seat is *rotated*: the chosen seat becomes seat 0, every
other seat moves with it (practice seat ``i`` is original seat ``(i + shift) mod n``,
``shift`` = the chosen seat), the dealer too, so the person is shown at the bottom as
always and the deal is the same deal — every hand, the turned card, the stock, the
bidding order and everything that depends on the dealer (who bids first, the sequence
tie ``by_turn``, who leads under ``left_of_dealer``) fall to the same hands. In 4 pairs
an odd shift swaps the two pairs' side numbers. Names and levels follow the hands, but
the person's name stays with the person: the computer whose hand the person takes plays
the person's original hand (see :func:`practice_seats`).

**Take back** (:func:`take_back`): the person's last action in the deal being played —
a card, a bid, a seven swap, or a decline of the swap or the redeal when the table asked
— and everything the computers did after it are undone by replaying the game from its
start without them: the position is exactly the one in which the person acted (hands,
trick, phase, who is asked before the first lead), and the game's record is the old
record without those actions, so it stays valid and replays to the same result. Once
the deal is scored, nothing is taken back.

>>> from .rules import Rules
>>> practice_seats(4, seat=1)
[0, 2, 3, 1]
>>> rotate_seat(3, 1, 4), unrotate_seat(2, 1, 4)
(2, 3)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence as Seq

from .actions import Decline
from .deal import Deal
from .deal_result import DealResult
from .game import DealEntry, Game
from .game_context import GameContext
from .reasons import CodedError, Reason
from .record import GameRecord, game_record, replay
from .rules import Rules
from .scoring import ScoreRow
from .totals import DealTotals


class PracticeError(CodedError):
    """A practice tool cannot do what was asked; ``code`` and ``params`` for the player's
    language: ``no_deal`` (no deal is being played: it is scored, or none started),
    ``nothing_to_take_back`` (seat: the seat has not acted in this deal), ``practice_start``
    (the seat's last action is one the game started from: "Play from here"), ``no_such_deal``
    (deal: 1-based, deals), ``no_such_seat`` (seat, players), ``cannot_rebuild`` (the
    deal's cards cannot be dealt again)."""

    default_code = "practice"


# ---------------------------------------------------------------------- seats
def rotate_seat(seat: int, shift: int, players: int) -> int:
    """The practice seat of original ``seat`` when original seat ``shift`` sits at 0."""
    return (seat - shift) % players


def unrotate_seat(seat: int, shift: int, players: int) -> int:
    """The original seat of practice ``seat``."""
    return (seat + shift) % players


def practice_seats(players: int, seat: int, person: int = 0) -> list[int]:
    """Whose name and level each practice seat gets, as original seats: practice seat 0
    is the person (original ``person``), and the seat where the person's original hand
    now lies gets the player of original ``seat`` (the two trade places); every other
    seat keeps the player whose hand it holds.

    >>> practice_seats(2, 1), practice_seats(3, 2), practice_seats(3, 0)
    ([0, 1], [0, 2, 1], [0, 1, 2])
    """
    order = [unrotate_seat(i, seat, players) for i in range(players)]
    where = order.index(person)
    order[0], order[where] = order[where], order[0]
    return order


def _rotate_tuple(values: Seq, shift: int) -> tuple:
    k = len(values)
    return tuple(values[(i + shift) % k] for i in range(k))


def _side_shift(rules: Rules, shift: int) -> int:
    return shift % rules.sides


def rotate_row(row: ScoreRow, rules: Rules, shift: int) -> ScoreRow:
    """A score-sheet row with its sides renumbered for practice seat 0 = original seat
    ``shift`` (per side tuples rotated; ``leaders`` and ``declarer_side`` renumbered)."""
    k = _side_shift(rules, shift)
    n = rules.sides

    def side(s):
        return None if s is None else (s - k) % n

    per_side = {f: _rotate_tuple(getattr(row, f), k) for f in (
        "totals", "base", "pot_released", "penalties", "written", "baits", "scores", "bait_penalty", "ski_penalty")
        if len(getattr(row, f)) == n}
    return replace(row, **per_side, leaders=tuple(side(s) for s in row.leaders), declarer_side=side(row.declarer_side))


def rotate_result(result: DealResult, rules: Rules, shift: int) -> DealResult:
    """A deal's result with its seats and sides renumbered for practice seat 0 =
    original seat ``shift``."""
    n, sides = rules.players, rules.sides
    k = _side_shift(rules, shift)

    def seat(s):
        return None if s is None else rotate_seat(s, shift, n)

    breakdown = result.breakdown
    if breakdown is not None:
        breakdown = DealTotals(*(_rotate_tuple(v, k) for v in breakdown[:7]),
                               tuple(sorted((s - k) % sides for s in breakdown.no_trick)))
    return replace(
        result, dealer=seat(result.dealer), declarer=seat(result.declarer),
        card_points=_rotate_tuple(result.card_points, shift), tricks=_rotate_tuple(result.tricks, shift),
        last_trick=seat(result.last_trick), sequence_winner=seat(result.sequence_winner),
        sequences=_rotate_tuple(result.sequences, k), bella=_rotate_tuple(result.bella, k),
        totals=_rotate_tuple(result.totals, k), debertz=seat(result.debertz), breakdown=breakdown)


# ---------------------------------------------------------------------- dealing again
def fresh_deal(deal: Deal, shift: int = 0) -> Deal:
    """The deal as it was before its first action, dealt again — the same cards — with
    the seats renumbered so that original seat ``shift`` is seat 0 (0: unchanged). Works
    for a deal dealt from a pack, from hands (a record's ``hands``) and one set up at its
    first lead.

    :raises PracticeError: ``cannot_rebuild`` (a deal made some other way)."""
    rules, n = deal.rules, deal.n
    dealer = rotate_seat(deal.dealer, shift, n)
    if deal.deck is not None:
        return Deal.from_deck(rules, dealer, deal.deck)
    packets = _rotate_tuple(deal.first_packets, shift)
    if deal.recorded_completion is not None:
        return Deal.from_hands(rules, dealer, packets, deal.turned, _rotate_tuple(deal.recorded_completion, shift),
                               list(deal.stock))
    if deal.turned is None and deal.declarer is not None and deal.trump is not None:  # set up at its first lead
        first = _first_leader(deal)
        return Deal.at_first_lead(rules, dealer, packets, deal.trump, rotate_seat(deal.declarer, shift, n),
                                  rotate_seat(first, shift, n))
    raise PracticeError(Reason("cannot_rebuild", "this deal's cards cannot be dealt again"))


def _first_leader(deal: Deal) -> int:
    """Who led (or is to lead) the first trick."""
    if deal.tricks:
        return deal.tricks[0][0]
    if deal.trick_seats:
        return deal.trick_seats[0]
    return deal.leader


def _rebuilt(game: Game, keep: int) -> Game:
    """``game`` played again from its start with the first ``keep`` actions of its last
    deal (declines included, as they were applied)."""
    new = Game(game.rules, dealer=game.first_dealer, names=game.names, context=game.context)
    new.rng.setstate(game.rng.getstate())  # the next deals are shuffled as they would have been
    last = len(game.entries) - 1
    for i, entry in enumerate(game.entries):
        new.start_deal(fresh_deal(entry.deal))
        history = entry.deal.history if i < last else entry.deal.history[:keep]
        for seat, action in history:
            new.apply(action, seat)
    return new


# ---------------------------------------------------------------------- take back
def _last_action_of(game: Game, seat: int, start: int = 0) -> int | Reason:
    deal = game.deal
    if deal is None:
        return Reason("no_deal", "no deal is being played: the last one is scored")
    if not 0 <= seat < game.rules.players:
        return Reason("no_such_seat", f"there is no seat {seat}", seat=seat, players=game.rules.players)
    for i in range(len(deal.history) - 1, -1, -1):
        if deal.history[i][0] == seat:
            if i < start:
                return Reason("practice_start", "nothing to take back: the deal is played from here", seat=seat)
            return i
    return Reason("nothing_to_take_back", f"seat {seat} has not acted yet in this deal", seat=seat)


def take_back_refusal(game: Game, seat: int = 0, start: int = 0) -> Reason | None:
    """Why ``seat`` cannot take back now (a :class:`~.reasons.Reason` with the codes of
    :class:`PracticeError`), or None when :func:`take_back` would work. The practice
    mark itself is the caller's (a game that is not practice offers no take-back).
    ``start``: the first actions of the deal the game started from (a deal played again
    "from here", :func:`play_again`'s ``upto``), which are never taken back."""
    found = _last_action_of(game, seat, start)
    return found if isinstance(found, Reason) else None


def take_back(game: Game, seat: int = 0, start: int = 0) -> Game:
    """A new game where ``seat``'s last action in the deal being played (a card, a bid, a
    swap, a decline before the first lead) and every action after it are taken back: the
    game replayed from its start (its :attr:`~.game.Game.context`, names and shuffles
    kept) without them, so it is ``seat``'s turn in exactly the position it had. The
    given game is not changed. Its record (``game_record``) is the old one without those
    actions (declines are not written in records).

    ``start``: as :func:`take_back_refusal`'s.

    :raises PracticeError: ``no_deal``, ``nothing_to_take_back``, ``practice_start``, ``no_such_seat``.
    """
    found = _last_action_of(game, seat, start)
    if isinstance(found, Reason):
        raise PracticeError(found)
    return _rebuilt(game, found)


# ---------------------------------------------------------------------- play again
@dataclass(frozen=True)
class DealComparison:
    """The original deal's result beside the practice one, both numbered as the
    practice game (seat 0 the person; side ``i`` holds the same cards in both):
    ``original`` and ``again`` are score-sheet rows (None while that deal is not
    scored), ``original_result`` / ``again_result`` the deals' results (per seat and per
    side, see :class:`~.deal_result.DealResult`), ``names`` the practice game's seat names;
    ``original_names``: per practice seat, the name of the player who held that hand as
    played (the original game's names; empty when not known), ``holder_seats`` the
    practice seat that player sits at (a name two players share is told apart by it, as
    the practice table tells it); ``rotated``: the person plays another seat's hand (the
    hands changed players)."""

    names: tuple[str, ...]
    original: ScoreRow | None
    again: ScoreRow | None
    original_result: DealResult | None
    again_result: DealResult | None
    original_names: tuple[str, ...] = ()
    rotated: bool = False
    holder_seats: tuple[int, ...] = ()


@dataclass(frozen=True)
class PlayAgain:
    """A deal set up to be played again (a one-deal practice game).

    ``game``: the practice game, its one deal started (and the first ``upto`` actions of
    the original applied, "Play from here"), seat 0 the person; ``seat``: the original
    seat whose hand the person plays (the rotation's shift); ``original``: the deal as
    played (its row None if it was not finished); ``context``: the score sheet before the
    deal as the practice game numbers it (store it as the game's practice metadata);
    ``seats``: :func:`practice_seats` (whose name and level each practice seat has);
    ``original_names``: the original game's seat names.
    """

    game: Game
    seat: int
    original: DealEntry
    context: GameContext
    seats: tuple[int, ...]
    index: int
    original_names: tuple[str, ...] = ()

    @property
    def rules(self) -> Rules:
        return self.game.rules

    def levels(self, original_levels: Seq[str | None]) -> list[str | None]:
        """The computer levels (None for a person) per practice seat, from the original
        game's levels per seat."""
        return [original_levels[j] for j in self.seats]

    def deals_the_same_cards(self, game: Game) -> bool:
        """Whether ``game`` (a one-deal practice game, as continued from its save) plays
        this deal: the same rules, dealer, first packets and turned card (the deal at its
        first lead: the same hands, trump and declarer). False for a game of other cards,
        for example when the original's history id now names another game."""
        if game.rules != self.rules or not game.entries:
            return False
        a, b = self.game.entries[0].deal, game.entries[0].deal
        return ((a.dealer, a.first_packets, a.turned) == (b.dealer, b.first_packets, b.turned)
                and (a.turned is not None or (a.trump, a.declarer) == (b.trump, b.declarer)))

    def comparison(self, game: Game | None = None) -> DealComparison:
        """The original result and the new one (of ``game``, default :attr:`game`; pass
        the game a take-back made), both numbered as the practice game."""
        game = game or self.game
        rules, shift = self.rules, self.seat
        orig = self.original
        new = game.entries[0] if game.entries else None
        n = rules.players
        held = tuple(self.original_names[unrotate_seat(i, shift, n)] for i in range(n)) if self.original_names else ()
        return DealComparison(
            names=tuple(game.names),
            original=None if orig.row is None else rotate_row(orig.row, rules, shift),
            again=None if new is None or new.row is None else new.row,
            original_result=None if orig.deal.result is None else rotate_result(orig.deal.result, rules, shift),
            again_result=None if new is None else new.deal.result,
            original_names=held,
            rotated=shift != self.seats[0],
            holder_seats=tuple(self.seats.index(unrotate_seat(i, shift, n)) for i in range(n)) if held else (),
        )


def play_again(source: Game | GameRecord, index: int, seat: int = 0, *, person: int = 0, upto: int = 0,
               context: GameContext | None = None, seed=None) -> PlayAgain:
    """Set up deal ``index`` (0-based) of a game to be played again with the person in
    original ``seat`` (default 0: the same seat), rotated so that this seat is seat 0
    (see the module's documentation), as a one-deal practice game starting from the
    score sheet as it stood before the deal (scores, baits, pots as the computers saw
    them: ``Game.view``), rotated the same way.

    :param source: the original game, or its record (replayed, with ``context`` when the
        original game itself did not start from nothing).
    :param person: the original game's seat of the person (names and levels).
    :param upto: apply the original deal's first ``upto`` actions ("Play from here"; they
        count as the deal's ``history``, which for a game replayed from its record are the
        record's actions).
    :param seed: for the practice game's random choices (none in its one deal).
    :raises PracticeError: ``no_such_deal``, ``no_such_seat``, ``cannot_rebuild``.
    :raises RecordError: a record that does not replay.
    """
    game = source if isinstance(source, Game) else replay(source, context=context)
    n = game.rules.players
    if not 0 <= index < len(game.entries):
        raise PracticeError(Reason("no_such_deal", f"there is no deal {index + 1} (the game has {len(game.entries)})",
                                   deal=index + 1, deals=len(game.entries)))
    for s in (seat, person):
        if not 0 <= s < n:
            raise PracticeError(Reason("no_such_seat", f"there is no seat {s}", seat=s, players=n))
    entry = game.entries[index]
    seats = practice_seats(n, seat, person)
    ctx = GameContext.of(entry.before).rotated(game.rules, seat)
    names = [game.names[j] for j in seats]
    deal = fresh_deal(entry.deal, seat)
    practice = Game(game.rules, dealer=deal.dealer, seed=seed, names=names, context=ctx)
    practice.start_deal(deal)
    for s, action in entry.deal.history[:upto]:
        practice.apply(action, rotate_seat(s, seat, n))
    return PlayAgain(practice, seat, entry, ctx, tuple(seats), index, tuple(game.names))


def practice_record(again: PlayAgain, game: Game | None = None) -> GameRecord:
    """The practice game's record (one deal), to store with its
    :attr:`PlayAgain.context` as practice metadata.

    :raises ValueError: the deal was set up at its first lead (no record form)."""
    return game_record(game or again.game)


# ---------------------------------------------------------------------- a record's position
def record_position(record: GameRecord, deal: int, action: int, seat: int = 0) -> Game:
    """The game a record holds at one point: deal ``deal`` (0-based) after its first
    ``action`` actions (the deals before it played whole) — where a problem is asked
    (issue 24). Before the first lead, the seats asked about the seven swap or a redeal
    before ``seat`` decline (as a record's next card implies, RULES.md 6), so that it is
    ``seat``'s turn when the record stops at its first lead.

    :raises PracticeError: ``no_such_deal`` (``deal`` is not in the record, or ``action``
        is past its actions). :raises RecordError: the record does not replay to there.
    """
    from .actions import DECLINE
    from .deal import BEFORE_LEAD

    if not 0 <= deal < len(record.deals) or not 0 <= action <= len(record.deals[deal].actions):
        raise PracticeError(Reason("no_such_deal", f"there is no deal {deal + 1} with {action} actions in the record",
                                   deal=deal + 1, deals=len(record.deals)))
    deals = [*record.deals[:deal], replace(record.deals[deal], actions=list(record.deals[deal].actions[:action]))]
    game = replay(GameRecord(record.rules, record.names, deals))
    d = game.deal
    while d is not None and d.phase == BEFORE_LEAD and d.current_player != seat and DECLINE in d.legal_actions():
        game.apply(DECLINE)
    return game
