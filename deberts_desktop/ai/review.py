"""The review of one deal (issue 13): what each card played was worth, double-dummy and
fairly, in one unit. Pure Python, no Qt; deterministic given its inputs.

**The unit** of every value is the deal points the card's side writes for the deal
before pots and penalties: its own or transferred points (:attr:`ScoreRow.base
<deberts_desktop.engine.scoring.ScoreRow.base>`, RULES.md 9) — card points, the last
trick, sequences and bella, and the bait threshold (a baited declarer writes 0, the leader
his total plus the declarer's); the game's waiting pots and the bait and ski penalties do
not count (:meth:`DealPoints.base_totals <deberts_desktop.ai.values.DealPoints.base_totals>`).

For each card played by a reviewed seat, at the moment it was played:

- **double-dummy** (``dd``): every legal card's value with all hands known and everyone
  playing perfectly from there on (:class:`~deberts_desktop.ai.solver.Solver`). With more
  than two sides (3 players, 4 individual) the solver plays the other seats as one side
  against the card's side and their points are shared evenly among them: an estimate,
  flagged by :attr:`DealReview.others_combined` for the window to say so;
- **fair** (``fair``): every legal card's expected value over the worlds the Master
  samples from the seat's :class:`~deberts_desktop.engine.seat_view.SeatView` at that moment
  (:mod:`~deberts_desktop.ai.fair`): it never uses a hidden card, and the same view gives
  the same values. Not computed for a forced card (one legal card): None.

For each **bid** of a reviewed seat with a choice (round 1 or 2 of the bidding), the
values of the bids the Master's bidding simulation considers
(:func:`~deberts_desktop.ai.explain.bid_values`, the hint's): in **margin** — the seat's
side's deal points minus the others' average, per simulated deal — not in deal points
(:class:`BidReview`). A bid is never counted a mistake (the summary sums cards).

A **mistake** is a card whose fair loss (the best fair value minus the played card's) is
at least a threshold (the coach's setting, :data:`DEFAULT_THRESHOLD` by default).

Every position is solved double-dummy unless a side's solver exceeds ``node_limit``
nodes (then that card's ``dd`` is None and the next position starts a new solver); the
default limit is far above what a 4-player deal needs (see ``benchmarks/review_speed.py``).

The review runs in a worker process: ``progress(done, total)`` is called after each
position (cards of the reviewed seats) and ``cancelled()`` before each one; when it
returns true, :class:`ReviewCancelled` is raised. A stored review is recomputed when
:data:`REVIEW_VERSION` changes (:meth:`History.deal_review
<deberts_desktop.storage.history.History.deal_review>`).

JSON shape of one deal (:meth:`DealReview.to_dict`; ``deberts-desktop analyse --json``
prints one per deal)::

    {"version": 6, "dealer": 0, "declarer": 1, "trump": "S",
     "players": 4, "sides": 2, "others_combined": false, "worlds": 64,
     "seats": [0, 1, 2, 3],
     "bids": [{"index": 1, "seat": 1, "side": 1, "bid": "take", "legal": ["pass", "take"],
               "values": {"pass": -8.2, "take": 14.5}, "best": "take", "best_value": 14.5,
               "played_value": 14.5, "loss": 0.0}, ...],
     "cards": [{"index": 7, "trick": 1, "seat": 2, "side": 0, "card": "TH",
                "legal": ["7H", "TH"], "forced": false,
                "dd": {"7H": 81, "TH": 71}, "dd_points": {"7H": 81, "TH": 71},
                "dd_best": "7H", "dd_best_value": 81, "dd_played_value": 71, "dd_loss": 10,
                "fair": {"7H": 77.4, "TH": 66.1},
                "fair_best": "7H", "fair_best_value": 77.4, "fair_played_value": 66.1,
                "fair_loss": 11.3}, ...]}

``index`` is the action's place in the deal record's ``actions`` (0-based), ``trick``
counts from 1, ``dd_points`` are the solver's card points plus the last trick for the
side (the tie-break between equal deal points); the ``dd_…`` fields are null when the
position was given up, the ``fair…`` fields null for a forced card. A bid's
``values`` are margins (see above); ``played_value`` and ``loss`` are null for a bid the
simulation did not value, every value field for a position where it valued none.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterator

from ..engine.actions import DECLINE, PASS, Action, Bid, Play
from ..engine.cards import CARDS, Card, cards_of
from ..engine.deal import BEFORE_LEAD, BIDDING_1, BIDDING_2, PLAY, Deal, DealSetupError, IllegalActionError, parse_seat_action
from ..engine.reasons import code_of
from ..engine.record import DealRecord, RecordError
from ..engine.rules import Rules
from .explain import bid_values
from .fair import FAIR_LEVEL, evaluate
from .solver import SearchAborted, Solver, split_value
from .values import DealPoints, solver_totals

#: The analysis's version: a stored review of another version is computed again (2: the
#: bids valued, issue 24; 3: the Master's fair values solved in every world, issue 22; 4: the
#: Master's 128 worlds in 2 players; 5: the Master's every-side solves in 3 players; 6: the
#: Master's own next choice made once across the worlds it cannot tell apart, 3 players).
REVIEW_VERSION = 6
#: A card costing at least this many fair deal points is a mistake (the coach's default).
DEFAULT_THRESHOLD = 10
#: Fair values this close to the best (deal points) are as good as the best: the
#: worlds' sampling does not tell them apart (:attr:`CardReview.fair_best_cards`).
FAIR_EQUAL = 0.5
#: Solver nodes a side's solver may spend over one deal before a position is given up.
NODE_LIMIT = 50_000_000


class ReviewCancelled(Exception):
    """``cancelled()`` returned true: the review stopped between two positions."""


def _best(values: dict[Card, float], played: Card, tie=None) -> Card:
    """The best card of ``values``: the played card when it is as good as any, else the
    highest value (then the highest ``tie`` value, then card order)."""
    top = max(values.values())
    if values[played] >= top:
        return played
    return max(values, key=lambda c: (values[c], tie[c] if tie else 0, -int(c)))


@dataclass(frozen=True)
class CardReview:
    """One card played, reviewed (see the module for the unit).

    ``index``: the action's place in the deal record (0-based); ``trick``: 1, 2, …;
    ``seat`` and its ``side``; ``card``; ``legal``: the cards it could play; ``dd``: each
    legal card's double-dummy value (None: given up); ``dd_points``: the solver's card
    points with the last trick for the side, per card; ``fair``: each legal card's fair
    value, rounded to 0.1 (None for a forced card)."""

    index: int
    trick: int
    seat: int
    side: int
    card: Card
    legal: tuple[Card, ...]
    dd: dict[Card, int] | None
    dd_points: dict[Card, int] | None
    fair: dict[Card, float] | None

    @property
    def forced(self) -> bool:
        return len(self.legal) == 1

    @property
    def dd_solved(self) -> bool:
        return self.dd is not None

    @property
    def dd_best(self) -> Card | None:
        return None if self.dd is None else _best(self.dd, self.card, self.dd_points)

    @property
    def dd_best_value(self) -> int | None:
        return None if self.dd is None else self.dd[self.dd_best]

    @property
    def dd_played_value(self) -> int | None:
        return None if self.dd is None else self.dd[self.card]

    @property
    def dd_loss(self) -> int | None:
        return None if self.dd is None else self.dd_best_value - self.dd_played_value

    @property
    def dd_best_cards(self) -> tuple[Card, ...]:
        """Every legal card whose double-dummy value equals the best's, in card order
        (() when given up)."""
        if self.dd is None:
            return ()
        top = max(self.dd.values())
        return tuple(c for c in sorted(self.dd, key=int) if self.dd[c] == top)

    @property
    def fair_best_cards(self) -> tuple[Card, ...]:
        """Every legal card whose fair value is within :data:`FAIR_EQUAL` deal points of
        the best's, in card order (() for a forced card)."""
        if self.fair is None:
            return ()
        top = max(self.fair.values())
        return tuple(c for c in sorted(self.fair, key=int) if top - self.fair[c] <= FAIR_EQUAL + 1e-9)

    @property
    def fair_best(self) -> Card | None:
        return None if self.fair is None else _best(self.fair, self.card)

    @property
    def fair_best_value(self) -> float | None:
        return None if self.fair is None else self.fair[self.fair_best]

    @property
    def fair_played_value(self) -> float | None:
        return None if self.fair is None else self.fair[self.card]

    @property
    def fair_loss(self) -> float:
        """What the card cost in fair deal points (0 for a forced card)."""
        return 0.0 if self.fair is None else round(self.fair_best_value - self.fair_played_value, 1)

    def is_mistake(self, threshold: float = DEFAULT_THRESHOLD) -> bool:
        """The card cost at least ``threshold`` fair deal points."""
        return self.fair is not None and self.fair_loss >= threshold

    def to_dict(self) -> dict:
        def cards(d):
            return None if d is None else {str(c): v for c, v in d.items()}

        return {
            "index": self.index, "trick": self.trick, "seat": self.seat, "side": self.side, "card": str(self.card),
            "legal": [str(c) for c in self.legal], "forced": self.forced,
            "dd": cards(self.dd), "dd_points": cards(self.dd_points),
            "dd_best": None if self.dd is None else str(self.dd_best), "dd_best_value": self.dd_best_value,
            "dd_played_value": self.dd_played_value, "dd_loss": self.dd_loss,
            "fair": cards(self.fair),
            "fair_best": None if self.fair is None else str(self.fair_best), "fair_best_value": self.fair_best_value,
            "fair_played_value": self.fair_played_value, "fair_loss": None if self.fair is None else self.fair_loss,
        }

    @classmethod
    def from_dict(cls, d: dict) -> "CardReview":
        """:raises KeyError, ValueError, TypeError: not a card's review (values that are not
        a map of exactly the legal cards, a card played that is not among them)."""
        legal = tuple(Card.parse(c) for c in d["legal"])
        card = Card.parse(d["card"])
        if card not in legal:
            raise ValueError(f"{card} is not among the legal cards")

        def cards(x, kind):
            if x is None:
                return None
            if not isinstance(x, dict):
                raise TypeError("the values are not a map of cards")
            values = {Card.parse(c): kind(v) for c, v in x.items()}
            if set(values) != set(legal):
                raise ValueError("the values are not those of the legal cards")
            return values

        return cls(int(d["index"]), int(d["trick"]), int(d["seat"]), int(d["side"]), card, legal,
                   cards(d["dd"], int), cards(d["dd_points"], int), cards(d["fair"], float))


@dataclass(frozen=True)
class BidReview:
    """One bid made with a choice, valued by the Master's bidding simulation (see the
    module): ``index`` (the action's place in the deal record), ``seat`` and its
    ``side``, the ``bid`` made, the ``legal`` bids, ``values`` ``{bid: margin}`` of the
    bids the simulation considers (rounded to 0.1; may leave out legal bids, be empty)."""

    index: int
    seat: int
    side: int
    bid: Bid
    legal: tuple[Action, ...]
    values: dict

    @property
    def best(self) -> Bid | None:
        """The best valued bid: the bid made when it is as good as any, else the highest
        value (passing first between equal ones, as the Master passes on a tie); None:
        none valued."""
        values = self.values
        if not values:
            return None
        top = max(values.values())
        if values.get(self.bid, top - 1) >= top:
            return self.bid
        return min(values, key=lambda a: (-values[a], a != PASS, str(a)))

    @property
    def best_value(self) -> float | None:
        return None if self.best is None else self.values[self.best]

    @property
    def played_value(self) -> float | None:
        """The bid made's value (None: the simulation did not value it)."""
        return self.values.get(self.bid)

    @property
    def loss(self) -> float | None:
        """The best value minus the bid made's, in margin (None: not valued)."""
        if self.played_value is None or self.best_value is None:
            return None
        return round(self.best_value - self.played_value, 1)

    def to_dict(self) -> dict:
        return {"index": self.index, "seat": self.seat, "side": self.side, "bid": str(self.bid),
                "legal": [str(a) for a in self.legal], "values": {str(a): v for a, v in self.values.items()},
                "best": None if self.best is None else str(self.best), "best_value": self.best_value,
                "played_value": self.played_value, "loss": self.loss}

    @classmethod
    def from_dict(cls, d: dict) -> "BidReview":
        """:raises KeyError, ValueError, TypeError: not a bid's review (values that are not
        a map)."""
        bid = Action.parse(d["bid"])
        if not isinstance(bid, Bid):
            raise ValueError(f"{d['bid']!r} is not a bid")
        if not isinstance(d["values"], dict):
            raise TypeError("the values are not a map of bids")
        return cls(int(d["index"]), int(d["seat"]), int(d["side"]), bid, tuple(Action.parse(a) for a in d["legal"]),
                   {Action.parse(a): float(v) for a, v in d["values"].items()})


@dataclass(frozen=True)
class SeatSummary:
    """One seat's cards in a review: ``cards`` reviewed, ``mistakes`` (fair loss at least
    the threshold) and their total ``fair_loss``; ``dd_loss``: the double-dummy loss of all
    its cards (solved positions only); ``all_fair_loss``: the fair loss of all its cards
    (mistakes or not). Points as in the module."""

    seat: int
    cards: int
    mistakes: int
    fair_loss: float
    dd_loss: int
    all_fair_loss: float = 0.0

    def to_dict(self) -> dict:
        return {"seat": self.seat, "cards": self.cards, "mistakes": self.mistakes, "fair_loss": self.fair_loss,
                "dd_loss": self.dd_loss, "all_fair_loss": self.all_fair_loss}


@dataclass(frozen=True)
class DealReview:
    """A deal's review (see the module): the deal's ``dealer``, ``declarer`` and ``trump``
    (None for a deal thrown in before play), ``players`` and ``sides``;
    ``others_combined``: the double-dummy values treat the other seats as one side (more
    than two sides); ``worlds``: worlds per fair value; ``seats`` reviewed; ``cards``:
    one :class:`CardReview` per card they played, in order; ``bids``: one
    :class:`BidReview` per bid they made with a choice, in order."""

    version: int
    dealer: int
    declarer: int | None
    trump: str | None
    players: int
    sides: int
    others_combined: bool
    worlds: int
    seats: tuple[int, ...]
    cards: tuple[CardReview, ...]
    bids: tuple[BidReview, ...] = ()

    @property
    def complete(self) -> bool:
        """Every position was solved double-dummy."""
        return all(c.dd_solved for c in self.cards)

    def mistakes(self, threshold: float = DEFAULT_THRESHOLD) -> list[CardReview]:
        """The cards whose fair loss is at least ``threshold`` deal points, in order."""
        return [c for c in self.cards if c.is_mistake(threshold)]

    def summary(self, threshold: float = DEFAULT_THRESHOLD) -> list[SeatSummary]:
        """A :class:`SeatSummary` per seat (every seat of the deal; a seat not reviewed
        has no cards)."""
        out = []
        for s in range(self.players):
            mine = [c for c in self.cards if c.seat == s]
            bad = [c for c in mine if c.is_mistake(threshold)]
            out.append(SeatSummary(s, len(mine), len(bad), round(sum(c.fair_loss for c in bad), 1),
                                   sum(c.dd_loss for c in mine if c.dd_solved),
                                   round(sum(c.fair_loss for c in mine), 1)))
        return out

    def to_dict(self) -> dict:
        """The JSON shape of the module's documentation."""
        return {
            "version": self.version, "dealer": self.dealer, "declarer": self.declarer, "trump": self.trump,
            "players": self.players, "sides": self.sides, "others_combined": self.others_combined,
            "worlds": self.worlds, "seats": list(self.seats), "cards": [c.to_dict() for c in self.cards],
            "bids": [b.to_dict() for b in self.bids],
        }

    def fits(self, rules: Rules, record: DealRecord, dealer: int) -> bool:
        """Whether this is a review of the deal of ``record`` dealt by ``dealer``: its
        players and dealer, each card reviewed at its place in the record (the seat, the card
        and the legal cards there) and each bid too. A review read back that does not fit
        (damaged, or of another deal) is made again."""
        if self.players != rules.players or self.dealer != dealer:
            return False
        steps = {}
        try:
            for index, seat, action, deal in _steps(rules, record, dealer):
                legal = None
                if isinstance(action, Play) and deal.phase in (BEFORE_LEAD, PLAY):
                    legal = frozenset(cards_of(deal.legal_mask(seat)))
                steps[index] = (seat, action, legal)
        except RecordError:
            return False
        return (all(steps.get(c.index) == (c.seat, Play(c.card), frozenset(c.legal)) for c in self.cards)
                and all(steps.get(b.index, ())[:2] == (b.seat, b.bid) for b in self.bids))

    @classmethod
    def read(cls, data, rules: Rules, record: DealRecord, dealer: int) -> "DealReview | None":
        """A review read back from the history (:meth:`to_dict`'s JSON data) for the deal of
        ``record`` dealt by ``dealer``; None when it is not one (damaged: a field of the
        wrong kind, values of other cards, a card at a place the record does not have):
        it is made again, never shown."""
        try:
            review = cls.from_dict(data)
        except (KeyError, ValueError, TypeError, AttributeError):
            return None
        return review if review.fits(rules, record, dealer) else None

    @classmethod
    def from_dict(cls, d: dict) -> "DealReview":
        """:raises KeyError, ValueError, TypeError: not a review."""
        return cls(int(d["version"]), int(d["dealer"]), d["declarer"], d["trump"], int(d["players"]), int(d["sides"]),
                   bool(d["others_combined"]), int(d["worlds"]), tuple(int(s) for s in d["seats"]),
                   tuple(CardReview.from_dict(c) for c in d["cards"]),
                   tuple(BidReview.from_dict(b) for b in d.get("bids", ())))


def positions(rules: Rules, record: DealRecord, dealer: int) -> Iterator[tuple[int, int, Card, Deal]]:
    """Each card played in a deal record, as ``(index, seat, card, deal)`` with the
    :class:`Deal` just before the card (the seats asked about the seven swap or a redeal
    before the first lead have declined, as the record implies). Do not change the deal.

    :raises RecordError: the record's cards or actions are not a valid deal (the code and
        params of :func:`~deberts_desktop.engine.record.replay`'s)."""
    for index, seat, action, deal in _steps(rules, record, dealer):
        if isinstance(action, Play) and deal.phase in (BEFORE_LEAD, PLAY):
            yield index, seat, action.card, deal


def _steps(rules: Rules, record: DealRecord, dealer: int) -> Iterator[tuple[int, int, Action, Deal]]:
    """Each action of a deal record as ``(index, seat, action, deal)`` with the
    :class:`Deal` just before it (as :func:`positions`). :raises RecordError: as there."""
    try:
        deal = record.make_deal(rules, dealer)
    except DealSetupError as e:
        raise RecordError(str(e), code=e.code, params=e.params) from None
    for index, text in enumerate(record.actions):
        try:
            seat, action = parse_seat_action(text, rules.players)
        except ValueError as e:
            raise RecordError(str(e), action=index + 1, text=text, **_codes(e, "bad_action_text")) from None
        try:
            if isinstance(action, Play) and deal.phase in (BEFORE_LEAD, PLAY):
                for _ in range(rules.players):
                    if deal.phase != BEFORE_LEAD or deal.current_player == seat:
                        break
                    deal.apply(DECLINE)
            yield index, seat, action, deal
            deal.apply(action, seat)
        except IllegalActionError as e:
            raise RecordError(str(e), action=index + 1, text=text, code=e.code,
                              params={**e.params, "seat": seat, "action": str(action)}) from None
        except ValueError as e:
            raise RecordError(str(e), action=index + 1, text=text, **_codes(e, "not_allowed")) from None


def _codes(error: ValueError, default: str) -> dict:
    code, params = code_of(error, default)
    return {"code": code, "params": params}


def review_deal(
    rules: Rules,
    record: DealRecord,
    dealer: int,
    seats=None,
    worlds: int | None = None,
    node_limit: int | None = NODE_LIMIT,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> DealReview:
    """Review one deal of a record (see the module).

    :param rules: the game's rules; :param record: the deal's
        :class:`~deberts_desktop.engine.record.DealRecord`; :param dealer: its dealer (a
        seat: the record may leave it to the rules, :func:`~deberts_desktop.engine.record.replay`
        knows it).
    :param seats: the seats whose cards are reviewed (default every seat); e.g. the
        person's side: ``rules.seats_of(0)``.
    :param worlds: worlds per fair value (default the Master's).
    :param node_limit: solver nodes per side over the deal before a position is given up
        (None: never).
    :param progress: called with ``(positions done, positions in all)`` after each card.
    :param cancelled: called before each card; true stops the review.
    :raises RecordError: the record is not a valid deal.
    :raises ReviewCancelled: ``cancelled()`` returned true.
    """
    n = rules.players
    seats = tuple(sorted(set(range(n) if seats is None else seats)))
    total = 0
    for k, text in enumerate(record.actions, 1):
        try:
            seat, action = parse_seat_action(text, n)
        except ValueError as e:
            raise RecordError(str(e), action=k, text=text, **_codes(e, "bad_action_text")) from None
        total += isinstance(action, Play) and seat in seats
    solvers: dict[int, Solver] = {}
    cards = []
    bids = []
    played = None
    done = 0
    for index, seat, action, deal in _steps(rules, record, dealer):
        card = isinstance(action, Play) and deal.phase in (BEFORE_LEAD, PLAY)
        if card:
            played = deal
        if seat not in seats:
            continue
        if isinstance(action, Bid) and deal.phase in (BIDDING_1, BIDDING_2):
            view = deal.view(seat)
            if len(view.legal) > 1:  # a bid is quick: no progress of its own
                if cancelled is not None and cancelled():
                    raise ReviewCancelled()
                bids.append(BidReview(index, seat, rules.side_of(seat), action, tuple(view.legal), bid_values(view)))
        elif card:
            if cancelled is not None and cancelled():
                raise ReviewCancelled()
            cards.append(_review_card(rules, deal, index, seat, action.card, solvers, worlds, node_limit))
            done += 1
            if progress is not None:
                progress(done, total)
    deal = played
    if deal is None:  # no card played (a deal thrown in, a debertz): its bids decide the declarer
        deal = record.make_deal(rules, dealer)
        for text in record.actions:
            deal.apply(*reversed(parse_seat_action(text, n)))
    trump = None if deal.trump is None else "SHDC"[deal.trump]
    return DealReview(REVIEW_VERSION, dealer, deal.declarer, trump, n, rules.sides, rules.sides > 2,
                      worlds or FAIR_LEVEL.for_players(n).worlds, seats, tuple(cards), tuple(bids))


def dd_values(state, side: int, base: DealPoints, dealer: int, solver: Solver) -> tuple[dict[int, int], dict[int, int]]:
    """Every legal card's double-dummy value in one position (``state``: a
    :class:`~deberts_desktop.engine.state.PlayState`, the seat to act of ``side``), as
    ``(values, points)``: ``{card: deal points the side writes before pots and penalties}``
    (see the module; with more than two sides the others' points shared evenly) and
    ``{card: the solver's card points with the last trick for the side}`` (the tie-break),
    cards as ints (:data:`~deberts_desktop.engine.cards.CARDS` order). ``solver``: a
    :class:`~deberts_desktop.ai.solver.Solver` for ``side`` of this deal (reused between
    positions). :raises SearchAborted: past the solver's node limit."""
    values, points = {}, {}
    for c, v in sorted(solver.move_values(state).items()):
        t = solver_totals(state, side, v)
        values[c] = base.base_totals(t.totals, t.tricks, dealer)[side]
        points[c] = split_value(v)[0]
    return values, points


def _review_card(rules, deal: Deal, index: int, seat: int, card: Card, solvers: dict, worlds, node_limit) -> CardReview:
    side = rules.side_of(seat)
    legal = deal.legal_mask(seat)
    legal_cards = tuple(cards_of(legal))
    state = deal.play_state()
    base = DealPoints(rules, deal.declarer)
    dd = points = None
    solver = solvers.get(side)
    if solver is None:
        solver = solvers[side] = Solver(state, side, node_limit=node_limit)
    try:
        values, pts = dd_values(state, side, base, deal.dealer, solver)
        dd = {CARDS[c]: v for c, v in values.items()}
        points = {CARDS[c]: v for c, v in pts.items()}
    except SearchAborted:
        del solvers[side]  # the next position starts afresh
        dd = points = None
    fair = None
    if len(legal_cards) > 1:
        fair = {CARDS[c]: round(v, 1) for c, v in evaluate(deal.view(seat), worlds).values.items()}
    return CardReview(index, len(deal.tricks) + 1, seat, side, card, legal_cards, dd, points, fair)


# ---------------------------------------------------------------------------- the history's deals
def review_stored_deal(history, game_id: int, number: int, stored_deal: Callable, progress=None,
                       cancelled=None) -> DealReview:
    """The review of deal ``number`` of a game in the history (every seat, the default
    settings): the stored one when it was made by this :data:`REVIEW_VERSION`, else
    computed (:func:`review_deal`) and stored — unless the history is read-only, when it
    is returned without being kept.

    :param history: a :class:`~deberts_desktop.storage.history.History` (its
        ``deal_review``, ``store_deal_review`` and ``read_only``); :param stored_deal: how
        to read a deal from it, ``stored_deal(history, game_id, number) -> (rules, deal
        record, dealer)``: :func:`deberts_desktop.storage.reviews.stored_deal` (the AI
        imports nothing of the storage).
    :raises HistoryError: from ``stored_deal``, or the review cannot be stored.
    :raises RecordError: the stored record is not a valid deal.
    :raises ReviewCancelled: ``cancelled()`` returned true."""
    cached = history.deal_review(game_id, number, REVIEW_VERSION)
    rules, record, dealer = stored_deal(history, game_id, number)
    if cached is not None:
        review = DealReview.read(cached, rules, record, dealer)
        if review is not None:
            return review  # (else not a review this program made of it: computed again)
    review = review_deal(rules, record, dealer, progress=progress, cancelled=cancelled)
    if history.read_only is None:
        history.store_deal_review(game_id, number, REVIEW_VERSION, review.to_dict())
    return review
