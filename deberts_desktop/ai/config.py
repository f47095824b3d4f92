"""The computer levels as data: one frozen :class:`LevelConfig` per level, read by the one
search player (:class:`~deberts_desktop.ai.players.Player`); :func:`make_player` makes the
player of a level, :func:`think` is what the table's worker process runs.

A configuration is also a *player factory*: ``config(seed)`` makes a player, which is
what the arena takes (and what a benchmark passes to measure a variant:
``LEVELS["master"].replace(worlds=80)``). Configurations are picklable, so an arena's
worker processes receive them as they are.

>>> LEVELS["master"].worlds, LEVELS["expert"].worlds, LEVELS["amateur"].worlds
(64, 40, 8)
>>> LEVELS["master"].replace(worlds=80).worlds
80
>>> LEVELS["master"].for_players(2).worlds, LEVELS["master"].replace(worlds=80).for_players(2).worlds
(128, 80)
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from ..levels import LEVELS as LEVEL_NAMES
from .players import Player


@dataclass(frozen=True)
class LevelConfig:
    """How a computer player bids and plays.

    Card play: sampled deals of the hidden cards ("worlds") per decision, at least
    ``min_worlds`` and at most ``worlds`` (0: the rules of thumb alone), added while the
    decision's ``node_budget`` of solver nodes lasts (an anytime loop; nodes, not time, so
    a player is deterministic given its seed on any machine); each world is solved exactly
    (double-dummy, the solver's table shared by the decision's worlds) once the seat holds
    at most ``dd_cards`` cards (2 players) or ``dd_cards_multi`` (3–4 players) and the
    world's search stays within ``node_limit`` nodes, else played out by the rules of
    thumb; ``weighted``: worlds weighted by how well they explain the cards played and
    the bids (``miss``: the factor per unexplained card, ``bid_miss`` per unexplained
    bid; 1 leaves that signal out); ``play_margin``: play any
    natural card within this many deal points of the best (0: the best);
    ``side_model``: how a world's solves become the sides' totals in 3 players and 4
    individual: ``paranoid`` (one solve, the seat's side against all the others, their
    share split evenly) or ``sure`` (every side's own solve, each side against all the
    others: what each is sure of, the rest split evenly;
    :func:`~deberts_desktop.ai.values.sure_totals`). ``next_budget``: solver nodes for
    the seat's own next choice made once across the worlds it cannot tell apart
    (:func:`~deberts_desktop.ai.players.next_choices`; 0: none, each world's value alone). ``sees_all``:
    the arena's cheater, given the real deal (every hand known). ``by_players``: fields
    that differ with a number of players, ``((players, (("field", value), ...)), ...)``
    (:meth:`for_players`; a field changed by :meth:`replace` holds for every number).

    Bidding: ``bidding`` is ``rule`` (hand value against the mode's threshold),
    ``erratic`` (the same with a random boldness of ±``erratic_margin``; both in 4
    individual bolder by ``individual_margin`` points of hand value), ``search``
    (declaring played out in ``bid_worlds`` random completions against 0) or ``compare``
    (declaring against passing in the same completions); ``pass_margin``: in the
    simulations, a seat that passed is never dealt bidding cards worth this much above
    the threshold; ``individual_bias``: deal points added to declaring's value (against
    passing) in 4 individual (playouts with every hand known flatter a lone declarer
    against three; :meth:`declaring_bias`).
    ``swap``: ``judged`` (keep the seven when it belongs to a better sequence) or
    ``always``.
    """

    level: str
    worlds: int = 0
    min_worlds: int = 0
    dd_cards: int = 0
    dd_cards_multi: int = 0
    node_limit: int = 60_000
    node_budget: int = 240_000
    weighted: bool = False
    miss: float = 0.6
    bid_miss: float = 0.5
    play_margin: float = 0.0
    side_model: str = "paranoid"
    next_budget: int = 0
    sees_all: bool = False
    bidding: str = "rule"
    bid_worlds: int = 0
    pass_margin: float = 10.0
    individual_bias: float = -12.0
    erratic_margin: float = 12.0
    individual_margin: float = 0.0
    swap: str = "judged"
    by_players: tuple = ()

    def replace(self, **changes) -> "LevelConfig":
        """A copy with some fields changed (a variant to measure), for every number of
        players (a changed field leaves ``by_players``).

        :raises TypeError: a field that does not exist."""
        if self.by_players and "by_players" not in changes:
            changes["by_players"] = tuple((n, tuple((k, v) for k, v in fields if k not in changes))
                                          for n, fields in self.by_players)
        return dataclasses.replace(self, **changes)

    def for_players(self, players: int) -> "LevelConfig":
        """The configuration as it plays with ``players`` players (2, 3 or 4): its
        ``by_players`` fields for that number applied.

        >>> LEVELS["master"].for_players(4) is LEVELS["master"]
        True
        """
        for n, fields in self.by_players:
            if n == players:
                return dataclasses.replace(self, by_players=(), **dict(fields))
        return self

    def declaring_bias(self, rules) -> float:
        """Deal points added to declaring's simulated value against passing (``compare``
        and ``search`` bidding) under ``rules``: ``individual_bias`` in 4 individual (as
        :meth:`for_players` gives it), else 0.

        >>> from deberts_desktop.engine.rules import Rules
        >>> LEVELS["expert"].declaring_bias(Rules(players=4, mode="individual")), LEVELS["expert"].declaring_bias(Rules(players=2))
        (-12.0, 0.0)
        """
        if rules.players == 4 and not rules.pairs:
            return self.for_players(4).individual_bias
        return 0.0

    def __call__(self, seed=0):
        """A player of this configuration (a player factory for the arena)."""
        return Player(self, seed)


_CONFIGS = {
    "beginner": LevelConfig("beginner", worlds=3, play_margin=14.0, bidding="erratic", swap="always"),
    # the rules of thumb checked in 8 sampled deals, each played out by them (quick: no solver), bolder
    # in 4 individual; above Beginner in every mode (benchmarks/README.md, "The ladder")
    "amateur": LevelConfig("amateur", worlds=8, individual_margin=4.0),
    # the Master before issue 22 (ref-base's "master"); min_worlds=worlds: all 40 worlds always, as it sampled them
    "expert": LevelConfig("expert", worlds=40, min_worlds=40, dd_cards=7, dd_cards_multi=4, node_limit=25_000,
                          node_budget=80_000, weighted=True, bidding="compare", bid_worlds=48, pass_margin=0.0),
    # 2 players: twice the worlds (benchmarks/README.md, "More worlds in 2 and 3 players"); 3 players: every
    # side's own solve (benchmarks/README.md, "Sixth round"; level in 4 individual, so not there) and the
    # seat's own next choice made once across the worlds it cannot tell apart ("Thirteenth round")
    "master": LevelConfig("master", worlds=64, min_worlds=8, dd_cards=9, dd_cards_multi=8, node_limit=500_000,
                          node_budget=2_500_000, weighted=True, bidding="compare", bid_worlds=48, pass_margin=0.0,
                          by_players=((2, (("worlds", 128), ("min_worlds", 16))), (3, (("side_model", "sure"), ("next_budget", 2_500_000))))),
}
#: The levels offered to players (:data:`deberts_desktop.levels.LEVELS`), weakest first.
LEVELS: dict[str, LevelConfig] = {name: _CONFIGS[name] for name in LEVEL_NAMES}

#: Every configuration the arena knows: the levels and the cheater, which sees every hand
#: and solves the real deal exactly whenever the solver can within its node limit.
ARENA_LEVELS: dict[str, LevelConfig] = {
    **LEVELS,
    "cheater": LevelConfig("cheater", worlds=1, dd_cards=9, dd_cards_multi=9, node_limit=400_000,
                           node_budget=400_000, sees_all=True, bidding="search", bid_worlds=48, pass_margin=10.0,
                           individual_bias=0.0),
}


def make_player(level: str | LevelConfig, seed=0) -> Player:
    """A player of ``level`` (a name of :data:`~deberts_desktop.ai.config.ARENA_LEVELS`
    or a :class:`LevelConfig`), deterministic given ``seed``.

    :raises ValueError: an unknown level.
    """
    if isinstance(level, LevelConfig):
        return Player(level, seed)
    try:
        return Player(ARENA_LEVELS[level], seed)
    except KeyError:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(ARENA_LEVELS)}") from None

# ---------------------------------------------------------------------- in a worker process
_PLAYERS: dict[tuple, Player] = {}


def player_seed(seed, seat: int):
    """A seat's own seed, the same in every process (None stays None: unseeded)."""
    if seed is None:
        return None
    return seed * 8 + seat if isinstance(seed, int) else f"{seed}/{seat}"


def table_config(level: str | None) -> LevelConfig:
    """The configuration a computer of the table's ``level`` (a name of :data:`LEVELS`)
    plays with: an unknown level (or None) plays as ``expert``.

    >>> table_config("master") is LEVELS["master"], table_config("grandmaster").level
    (True, 'expert')
    """
    return LEVELS.get(level, LEVELS["expert"])


def think(level: str, seed, seat: int, view):
    """The action of the ``level`` player of ``seat`` (seeded by the game's ``seed``) on
    ``view``: the function a worker process runs for the table. Players are kept per
    (level, seed, seat) between calls; the configuration is :func:`table_config`'s."""
    key = (level, seed, seat)
    player = _PLAYERS.get(key)
    if player is None:
        if len(_PLAYERS) > 64:
            _PLAYERS.clear()
        player = _PLAYERS[key] = make_player(table_config(level), player_seed(seed, seat))
    return player.choose(view)


def warm_up() -> None:
    """Import and build what the first decision needs (a worker's head start)."""
    make_player("expert", 0)
