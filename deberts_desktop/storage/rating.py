"""The person's rating against the Master in their seat (issue 24), from the comparisons the
history keeps (``comparisons``, :meth:`~.history.History.store_comparison`).

A deal's **difference** is the person's margin as played minus the Master's margin in the
person's seat, with the same cards, the same score sheet and the same computers
(:mod:`deberts_desktop.ai.compare`): deal points, positive when the person did better
than the Master would have. The cards' luck is in both margins and cancels out: a deal
whose cards win (or lose) for anyone counts as much for the Master.

The **rating** of a mode (2, 3, 4 individual, 4 pairs: :data:`~.rule_texts.MODES`) is the
average difference per deal over the person's last :data:`RATING_DEALS` rated deals of
that mode compared with one Master configuration, with its 95 % interval (Student's t:
``mean ± t · s / √n``, ``s`` the deals' standard deviation). 0 is playing as well as the
Master; +4.1 is 4.1 deal points a deal better than it.

**Rated** deals are the comparisons made after a deal was played in an ordinary game
(``rated``: the app's comparison at the table): practice games (take-backs happen only
there, and deals played again or set up), games replayed, comparisons asked for later
from History (the person could choose the deals) and deals whose comparison found a
debertz (reported, not rated) never count; a thrown-in deal counts (0 as played; the
Master may have declared it). Comparisons of another Master configuration are kept
apart (:func:`ratings`: the current configuration's, and how many of the others).

>>> r = rating([12, 0, 0, 0])
>>> (r.deals, r.mean, round(r.sd, 3), round(r.low, 2), round(r.high, 2))
(4, 3.0, 6.0, -6.55, 12.55)
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass
from typing import Sequence as Seq

from .history import History
from .rule_texts import MODES

log = logging.getLogger("deberts_desktop.storage")

#: The deals a rating averages: the person's last this many rated deals of a mode. With
#: the spread of the differences measured by benchmarks/compare_honesty.py (a standard
#: deviation a deal of about 30 deal points with 4 each for himself, 40–55 with 3, 45–65
#: with 2, 70–85 with 4 in pairs), 100 deals give a 95 % interval of about ±6 to ±17
#: deal points — narrow enough to tell an Amateur-like player (15–20 points a deal below
#: the Master with 2 or 4 in pairs) from the Master — and cover the last 10–15 games, so
#: that the rating follows the person's play as it changes.
RATING_DEALS = 100

#: Student's t for a two-sided 95 % interval by degrees of freedom (the next lower one
#: listed is used between them; 1.96 from 120 on).
_T95 = ((1, 12.706), (2, 4.303), (3, 3.182), (4, 2.776), (5, 2.571), (6, 2.447), (7, 2.365), (8, 2.306),
        (9, 2.262), (10, 2.228), (12, 2.179), (15, 2.131), (20, 2.086), (25, 2.060), (30, 2.042), (40, 2.021),
        (60, 2.000), (120, 1.980))


def t95(df: int) -> float:
    """Student's t quantile of a two-sided 95 % interval with ``df`` degrees of freedom
    (a table; between its rows the next smaller ``df``'s value, so the interval is never
    too narrow).

    >>> t95(1), t95(4), t95(11), t95(500)
    (12.706, 2.776, 2.228, 1.96)
    """
    if df < 1:
        raise ValueError("an interval needs two deals at least")
    if df > 120:
        return 1.96
    return [t for d, t in _T95 if d <= df][-1]


@dataclass(frozen=True)
class Rating:
    """An average difference per deal: ``deals`` averaged, their ``mean`` and standard
    deviation ``sd`` (deal points), and the 95 % interval ``low`` … ``high`` (None for a
    single deal)."""

    deals: int
    mean: float
    sd: float | None
    low: float | None
    high: float | None


def difference(played: float, master: float) -> float:
    """A compared deal's difference, the person's margin minus the Master's, to 0.01 (the
    margins' own precision): the one home of what a rating averages — History's rating
    (:func:`rated_deals`) and the end-of-game panel's average of the game's deals — so the
    same deals give the same average to its last decimal in both.

    >>> difference(10.15, 10.0), difference(-67.33, -40.67)
    (0.15, -26.66)
    """
    return round(float(played) - float(master), 2)


def rating(differences: Seq[float], deals: int = RATING_DEALS) -> Rating | None:
    """The rating of ``differences`` (oldest first): their last ``deals`` averaged, with the
    interval; None without any."""
    last = [float(d) for d in differences[-deals:]] if deals else []
    n = len(last)
    if n == 0:
        return None
    mean = sum(last) / n
    if n == 1:
        return Rating(1, mean, None, None, None)
    sd = math.sqrt(sum((d - mean) ** 2 for d in last) / (n - 1))
    half = t95(n - 1) * sd / math.sqrt(n)
    return Rating(n, mean, sd, mean - half, mean + half)


def rating_over_time(differences: Seq[float], deals: int = RATING_DEALS) -> list[Rating]:
    """The rating after each deal of ``differences`` (oldest first): the :func:`rating` of
    the deals up to it (its last ``deals``)."""
    return [rating(differences[: i + 1], deals) for i in range(len(differences))]


@dataclass(frozen=True)
class RatedDeal:
    """One rated deal: its ``game`` (history id) and deal ``number``, when the game
    ``started`` (ISO 8601 UTC), its ``mode`` (a key of :data:`~.rule_texts.MODES`) and the
    ``difference`` (the person's margin minus the Master's, deal points)."""

    game: int
    number: int
    started: str
    mode: str
    difference: float


def rated_deals(history: History, cancelled=None) -> dict[str, dict[str, list[RatedDeal]]] | None:
    """Every rated deal (see the module's documentation) per Master configuration and
    mode, oldest first (by the game's start, then the deal). A row whose values are not
    what the schema says is left out. ``cancelled()`` True: stop, return None.

    :raises HistoryError: the history cannot be read."""
    rows = history.select(
        "SELECT c.configuration, g.mode, g.id, g.started, c.number, c.played, c.master "
        "FROM comparisons c JOIN games g ON g.id = c.game_id "
        "WHERE c.rated = 1 AND g.kind = 'played' AND g.practice IS NULL "
        "AND c.played IS NOT NULL AND c.master IS NOT NULL "
        "ORDER BY g.started, g.id, c.number").fetchall()
    if cancelled is not None and cancelled():
        return None
    out: dict[str, dict[str, list[RatedDeal]]] = {}
    for key, mode, gid, started, number, played, master in rows:
        numbers = (played, master)
        if (not isinstance(key, str) or mode not in MODES or not isinstance(started, str) or type(number) is not int
                or not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in numbers)):
            log.warning("a comparison of game %s in the history is left out of the rating", gid)
            continue
        out.setdefault(key, {}).setdefault(mode, []).append(
            RatedDeal(gid, number, started, mode, difference(played, master)))
    return out


@dataclass(frozen=True)
class Ratings:
    """What History's statistics show of the rating: ``configuration`` (the Master's
    configuration shown: the current one, or — not known — the one of the newest rated
    deal; None: no rated deal), ``modes`` (its rated deals per mode, oldest first) and
    ``others`` (how many rated deals each other configuration has: kept apart)."""

    configuration: str | None
    modes: dict[str, list[RatedDeal]]
    others: dict[str, int]

    def rating(self, mode: str) -> Rating | None:
        """The rating of ``mode`` (its last :data:`RATING_DEALS` deals), or None."""
        return rating([d.difference for d in self.modes.get(mode, [])])


def ratings(deals: dict[str, dict[str, list[RatedDeal]]], current: str | None) -> Ratings:
    """:class:`Ratings` of :func:`rated_deals`' ``deals`` for the ``current`` Master
    configuration (None: not known, the newest rated deal's)."""
    if current is None and deals:
        newest = max(((d.started, d.game, d.number), key) for key, modes in deals.items()
                     for mode in modes.values() for d in mode)
        current = newest[1]
    modes = {mode: list(ds) for mode, ds in deals.get(current, {}).items()} if current is not None else {}
    others = {key: sum(len(ds) for ds in m.values()) for key, m in deals.items() if key != current}
    return Ratings(current, modes, others)
