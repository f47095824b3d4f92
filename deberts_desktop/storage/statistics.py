"""The person's statistics from the history: results per opponent level
(:func:`level_stats`) and game by game over time (:func:`level_timeline`), both from one
reading of the games (:func:`statistics`, which History's Statistics page runs on another
thread through :meth:`~.history.History.reader`).

Over played games that are not practice and have computer opponents, from the side of
the person at the screen (seat 0's side). Thrown-in and debertz deals are not deals played
out; a game whose row cannot be read is left out.

>>> from deberts_desktop.engine.rules import Rules
>>> h = History(":memory:")
>>> _ = h.start_game(Rules(players=2), ["Anna", "Boris"], [None, "expert"])
>>> level_stats(h)["expert"].games, level_timeline(h)["expert"][0].won
(1, False)
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from typing import Iterator

from .history import History, stored_rules

log = logging.getLogger("deberts_desktop.storage")


@dataclass(frozen=True)
class LevelStats:
    """The person's results (seat 0's side) against opponents of one level.

    ``games``: games played against that level (finished or not); ``finished`` and
    ``won``: of those, finished and won; ``declarations``: deals the person's side declared
    and played out; ``baits``: of those, baited; ``deals``: deals played out;
    ``points``: the sum of what the person's side wrote in those deals."""

    level: str
    games: int = 0
    finished: int = 0
    won: int = 0
    declarations: int = 0
    baits: int = 0
    deals: int = 0
    points: int = 0

    @property
    def baits_per_declaration(self) -> float | None:
        return self.baits / self.declarations if self.declarations else None

    @property
    def average_points(self) -> float | None:
        """Average points written per deal, or None without deals."""
        return self.points / self.deals if self.deals else None

    @property
    def win_rate(self) -> float | None:
        return self.won / self.finished if self.finished else None


@dataclass(frozen=True)
class LevelGame:
    """One of the person's games against computer opponents of ``level`` (seat 0's side):
    ``game`` its id, ``started`` (ISO 8601 UTC), ``finished`` and ``won``, ``deals``
    played out and the ``points`` the person's side wrote in them."""

    level: str
    game: int
    started: str
    finished: bool
    won: bool
    deals: int
    points: int

    @property
    def average_points(self) -> float | None:
        """Points written per deal played out in this game, or None without deals."""
        return self.points / self.deals if self.deals else None


def _person_games(history: History) -> Iterator[tuple[int, str, list[str], dict[str, int]]]:
    """The person's results (seat 0's side) game by game, oldest first, over played
    games that are not practice and have computer opponents: ``(id, started, the
    opponents' levels, counts)`` with the counts of :class:`LevelStats`. Thrown-in
    and debertz deals are not deals played out."""
    games = history.select(
        "SELECT id, started, rules, players, levels, winner, finished FROM games "
        "WHERE kind = 'played' AND practice IS NULL ORDER BY started, id"
    ).fetchall()
    for gid, started, rules_json, players, levels_json, winner, finished in games:
        deals = history.select(
            "SELECT declarer, outcome, written FROM deals WHERE game_id = ? "
            "AND outcome IN ('made', 'bait', 'hanging')",
            (gid,),
        ).fetchall()
        try:
            counted = _person_game(rules_json, players, levels_json, winner, finished, deals)
        except Exception as e:  # a damaged row (JSON that does not parse, ...): the game is left out
            log.warning("game %s in the history is left out of the statistics: %s", gid, e)
            continue
        if counted is not None:
            yield gid, started, counted[0], counted[1]


def _person_game(rules_json, players, levels_json, winner, finished, deals):
    """One game of :func:`_person_games`: ``(opponents' levels, counts)``, or None
    without computer opponents. :raises ValueError, TypeError, ...: a damaged row."""
    rules = stored_rules(rules_json, players)
    levels = json.loads(levels_json)
    opp = {levels[s] for s in range(players) if rules.side_of(s) != 0 and s < len(levels) and levels[s]}
    if not opp:
        return None
    if not all(isinstance(level, str) for level in opp):
        raise ValueError(f"levels are not texts: {levels_json!r:.80}")
    g = {"games": 1, "finished": 0, "won": 0, "declarations": 0, "baits": 0, "deals": 0, "points": 0}
    if finished is not None and winner is not None:
        g["finished"] = 1
        g["won"] = int(winner == 0)
    for declarer, outcome, written in deals:
        points = json.loads(written)[0]
        if type(points) is not int:
            raise ValueError(f"points written are not a whole number: {written!r:.80}")
        g["deals"] += 1
        g["points"] += points
        if declarer is not None and rules.side_of(declarer) == 0:
            g["declarations"] += 1
            g["baits"] += outcome == "bait"
    return sorted(opp), g


def level_stats(history: History) -> dict[str, LevelStats]:
    """Statistics of the person at the screen (seat 0's side) per opponent level, over
    played games (practice games left out). A game counts for every level among its
    opponents (seats on other sides). Thrown-in and debertz deals are not deals played
    out."""
    return statistics(history)[0]


def level_timeline(history: History) -> dict[str, list[LevelGame]]:
    """The person's games per opponent level over time, oldest first (what
    :func:`level_stats` sums, game by game, for History's charts): practice games
    left out, a game against several levels listed under each."""
    return statistics(history)[1]


def statistics(history: History, cancelled=None) -> tuple[dict[str, LevelStats], dict[str, list[LevelGame]]] | None:
    """:func:`level_stats` and :func:`level_timeline` from one reading of the games
    (History's Statistics page shows both, reading them on another thread).
    ``cancelled()``, asked before each game, True: stop and return None."""
    acc: dict[str, dict[str, int]] = {}
    timeline: dict[str, list[LevelGame]] = {}
    for gid, started, opp, g in _person_games(history):
        if cancelled is not None and cancelled():
            return None
        for level in opp:
            a = acc.setdefault(level, dict.fromkeys(g, 0))
            for k, v in g.items():
                a[k] += v
            timeline.setdefault(level, []).append(LevelGame(
                level, gid, started, bool(g["finished"]), bool(g["won"]), g["deals"], g["points"]))
    stats = {level: LevelStats(level, **a) for level, a in sorted(acc.items())}
    return stats, dict(sorted(timeline.items()))
