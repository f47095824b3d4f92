"""The score sheet as data: its deals, its lines and the words written on them.

A sheet (:class:`SheetData`) is made from any of its three sources — an engine ``Game``
(:func:`data_from_game`), stored deals (:func:`data_from_rows`) or a score keeper
(:func:`data_from_keeper`) — as one :class:`SheetDeal` per deal with, per side, what it
wrote, the pot released, the penalties, its bait count and its running total.
:func:`sheet_lines` lays the deals out as the sheet's lines (:class:`SheetLine`): the deal
line, then a pot line and a penalty line if any, the running totals on the deal's last
line, a bait marked ● beside the declarer's 0. :func:`status_text` is the line above the
sheet (target, waiting pot, winner or "one more deal").

Nothing here scores anything: every number comes from the engine's or storage's rows.
The widget that shows a sheet and its HTML form are in :mod:`.score_sheet`. Imports only
``QtCore`` (texts are translated in the context "ScoreSheet").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence as Seq

from PySide6.QtCore import QCoreApplication

from ...engine.rules import Rules
from ...engine.scoring import extra_deal, pot_lost, split_penalties
from ..numbers import num, signed
from ..words import display_names, side_names, side_players

BAIT_MARK = "●"


def outcome_word(outcome: str | None) -> str:
    """The word written for a deal's outcome."""
    return {
        "made": QCoreApplication.translate("ScoreSheet", "made"),
        "bait": QCoreApplication.translate("ScoreSheet", "bait"),
        "hanging": QCoreApplication.translate("ScoreSheet", "hanging bait"),
        "debertz": QCoreApplication.translate("ScoreSheet", "debertz"),
        None: QCoreApplication.translate("ScoreSheet", "thrown in"),
    }.get(outcome, outcome or "")



def pot_word() -> str:
    """The word of a released pot's line under a deal ("pot"), on every sheet: the full
    sheet's line, the compact sheet's over its points, the end-of-game table's result, the
    CSV's pot columns."""
    return QCoreApplication.translate("ScoreSheet", "pot")


def penalty_word() -> str:
    """The word of penalties not told apart ("penalty"): a deal's penalties of a source that
    does not tell them apart (:func:`penalty_names`), the CSV's penalty columns."""
    return QCoreApplication.translate("ScoreSheet", "penalty")


def penalty_names(bait_penalty: Seq[int], ski_penalty: Seq[int]) -> list[str]:
    """The penalties of a deal named, each taken by some side (per side, 0 or negative):
    "bait penalty" (RULES.md 9: a bait by the count), "ski" (a side took no trick) — the
    score sheets' penalty line and the end-of-game table's result ("bait (ski)"); a deal's
    penalties of a source that does not tell them apart (none given): "penalty"."""
    names = []
    if any(bait_penalty):
        names.append(QCoreApplication.translate("ScoreSheet", "bait penalty"))
    if any(ski_penalty):
        names.append(QCoreApplication.translate("ScoreSheet", "ski", "a side took no trick: its penalty"))
    return names or [penalty_word()]


# --------------------------------------------------------------------------- the data
@dataclass(frozen=True)
class SheetDeal:
    """One deal as the sheet shows it, whatever its source. Per side: ``own`` (own or
    transferred points), ``pot_released``, ``penalties`` (negative: their sum), ``baits``
    (count after the deal), ``scores`` (running totals after the deal), and the penalties
    apart: ``bait_penalty``, ``ski_penalty``."""

    number: int
    dealer: int | None
    declarer: int | None
    outcome: str | None
    own: tuple[int, ...]
    pot_released: tuple[int, ...]
    penalties: tuple[int, ...]
    baits: tuple[int, ...]
    scores: tuple[int, ...]
    pot: int
    trump: str = ""
    debertz: int | None = None
    bait_penalty: tuple[int, ...] = ()
    ski_penalty: tuple[int, ...] = ()


@dataclass(frozen=True)
class SheetData:
    """A whole sheet: the sides' names, the seat names, the target, the deals and the
    state of the game (``winner`` a side or None; ``extra_deal``: the top score is shared
    at or above the target)."""

    side_names: tuple[str, ...]
    names: tuple[str, ...]
    target: int
    deals: tuple[SheetDeal, ...]
    winner: int | None = None
    finished: bool = False
    extra_deal: bool = False
    title: str = ""
    # each side's players as shown (a pair's two: its column heading breaks between them)
    side_players: tuple[tuple[str, ...], ...] = ()

    @property
    def sides(self) -> int:
        return len(self.side_names)

    def players_of(self, side: int) -> tuple[str, ...]:
        """Side ``side``'s players as shown (its name alone when not known)."""
        return self.side_players[side] if side < len(self.side_players) else (self.side_names[side],)

    @property
    def scores(self) -> tuple[int, ...]:
        return self.deals[-1].scores if self.deals else (0,) * self.sides

    @property
    def baits(self) -> tuple[int, ...]:
        return self.deals[-1].baits if self.deals else (0,) * self.sides

    @property
    def pot(self) -> int:
        return self.deals[-1].pot if self.deals else 0

    @property
    def pot_lost(self) -> int:
        """The pot no one takes: the game is over (:func:`~...engine.scoring.pot_lost`)."""
        return pot_lost(self.finished, self.pot)


def shown_names(rules: Rules, names: Seq[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A sheet's side names and seat names from the seats' names as stored, in the
    player's language (:func:`~..words.display_names`: "You", not the "Вы" of a game
    begun in Russian), two players of one name told apart by their seats
    (:func:`~..words.display_names`: "Sasha (player 1)", "Sasha (player 2)" — the sheet's
    columns, its declarers, the score keeper's form; :func:`~..words.side_names`)."""
    return tuple(side_names(rules, names)), tuple(display_names(names))


def _players(rules: Rules, names: Seq[str]) -> tuple[tuple[str, ...], ...]:
    """Each side's players as shown (:func:`~..words.side_players`)."""
    return tuple(tuple(p) for p in side_players(rules, names))


def _extra_deal(finished: bool, deals: Seq[SheetDeal], target: int) -> bool:
    """The engine's test (:func:`~deberts_desktop.engine.scoring.extra_deal`) after the
    last deal shown; none before the first."""
    return bool(deals) and extra_deal(finished, deals[-1].scores, target)


def _sheet_deal(row, number: int, dealer: int | None, declarer: int | None, own: Seq[int],
                debertz: int | None = None, trump: str = "", rules: Rules | None = None) -> SheetDeal:
    """One deal of the sheet from a score row: an engine ``ScoreRow`` or a storage
    ``SheetRow``, which both give the outcome and, per side, the pot released, the
    penalties, the bait counts and the running totals, and the pot left waiting. The rest
    comes from the caller: the deal's number, the dealer's and the declarer's seats (None
    when thrown in), each side's own or transferred points, the seat that showed debertz
    and the trump's symbol; for a stored row (its penalties summed), the ``rules``, by which
    the engine tells its penalties apart
    (:func:`~deberts_desktop.engine.scoring.split_penalties`)."""
    bait, ski = getattr(row, "bait_penalty", ()), getattr(row, "ski_penalty", ())
    if not bait and rules is not None:
        bait, ski = split_penalties(rules, row.outcome, rules.side_of(declarer) if declarer is not None else None,
                                    row.baits, row.penalties)
    return SheetDeal(
        bait_penalty=tuple(bait),
        ski_penalty=tuple(ski),
        number=number,
        dealer=dealer,
        declarer=declarer,
        outcome=row.outcome,
        own=tuple(own),
        pot_released=tuple(row.pot_released),
        penalties=tuple(row.penalties),
        baits=tuple(row.baits),
        scores=tuple(row.scores),
        pot=row.pot,
        trump=trump,
        debertz=debertz,
    )


def data_from_game(game) -> SheetData:
    """The sheet of an engine ``Game`` (finished deals only)."""
    rules: Rules = game.rules
    deals = []
    number = 0
    for entry in game.entries:
        row = entry.row
        if row is None:
            continue
        number += 1
        res = entry.deal.result
        trump = ""
        if res is not None and res.trump is not None and not res.thrown_in:
            from ...engine.cards import Suit

            trump = Suit(res.trump).symbol
        deals.append(
            _sheet_deal(
                row,
                number=number,
                dealer=entry.deal.dealer,
                declarer=None if res is None or res.thrown_in else res.declarer,
                own=row.base,
                debertz=None if res is None else res.debertz,
                trump=trump,
            )
        )
    sides, names = shown_names(rules, game.names)
    return SheetData(
        side_players=_players(rules, game.names),
        side_names=sides,
        names=names,
        target=rules.target,
        deals=tuple(deals),
        winner=game.winner,
        finished=game.finished,
        extra_deal=_extra_deal(game.finished, deals, rules.target),
    )


def data_from_rows(rows, rules: Rules, names: Seq[str], winner: int | None = None,
                   finished: bool | None = None, title: str = "") -> SheetData:
    """The sheet of stored deals (``History.score_sheet(game_id)``)."""
    deals = []
    for r in rows:
        debertz = None
        if r.outcome == "debertz" and isinstance(r.record, dict):
            debertz = r.record.get("debertz")
            if not isinstance(debertz, int):
                debertz = None
        deals.append(_sheet_deal(r, number=r.number, dealer=r.dealer, declarer=r.declarer, own=r.own_points,
                                 debertz=debertz, rules=rules))
    done = winner is not None if finished is None else finished
    sides, shown = shown_names(rules, names)
    return SheetData(
        side_players=_players(rules, names),
        side_names=sides,
        names=shown,
        target=rules.target,
        deals=tuple(deals),
        winner=winner,
        finished=done,
        extra_deal=_extra_deal(done, deals, rules.target),
        title=title,
    )


def data_from_keeper(keeper) -> SheetData:
    """The sheet of a storage ``ScoreKeeper``."""
    deals = []
    for i, (entry, row) in enumerate(zip(keeper.entries, keeper.rows)):
        deals.append(
            _sheet_deal(
                row,
                number=i + 1,
                dealer=keeper.dealers[i],
                declarer=entry.declarer if entry.kind == "played" else None,
                own=row.base,
                debertz=entry.debertz,
            )
        )
    sides, names = shown_names(keeper.rules, keeper.names)
    return SheetData(
        side_players=_players(keeper.rules, keeper.names),
        side_names=sides,
        names=names,
        target=keeper.rules.target,
        deals=tuple(deals),
        winner=keeper.winner,
        finished=keeper.finished,
        extra_deal=keeper.extra_deal,
    )


# --------------------------------------------------------------------------- lines
@dataclass(frozen=True)
class SheetLine:
    """One line of the table. ``kind``: ``deal``, ``pot``, ``penalty``.
    ``cells``: per side the text in the points column; ``totals``: per side the running
    total (None when not on this line); ``bait_side``: the side marked with a bait."""

    kind: str
    deal: SheetDeal
    first: str
    second: str
    cells: tuple[str, ...]
    totals: tuple[int, ...] | None
    pot: int | None
    bait_side: int | None = None


def sheet_lines(data: SheetData) -> list[SheetLine]:
    """The table's lines: per deal the deal line, then a pot line and a penalty line if
    any; the running totals on the deal's last line."""
    out: list[SheetLine] = []
    s = data.sides
    for d in data.deals:
        names = data.names
        if d.outcome == "debertz":
            who = names[d.debertz] if d.debertz is not None and d.debertz < len(names) else ""
        elif d.declarer is not None and d.declarer < len(names):
            who = names[d.declarer] + (f" {d.trump}" if d.trump else "")
        else:
            who = "—"
        lines: list[SheetLine] = []
        bait_side = None
        if d.outcome in ("made", "bait", "hanging"):
            cells = []
            for side in range(s):
                text = num(d.own[side])
                cells.append(text)
            if d.outcome == "bait" and d.declarer is not None:
                # the declarer's side is the side whose bait count went up
                prev = out_prev_baits(out, s)
                for side in range(s):
                    if d.baits[side] > prev[side]:
                        bait_side = side
                        cells[side] = f"{cells[side]} {BAIT_MARK}"
            lines.append(SheetLine("deal", d, str(d.number), who, tuple(cells), None, None, bait_side))
        else:
            lines.append(SheetLine("deal", d, str(d.number), who, ("",) * s, None, None))
        if any(d.pot_released):
            cells = tuple(signed(v) if v else "" for v in d.pot_released)
            lines.append(SheetLine("pot", d, "", pot_word(), cells, None, None))
        if any(d.penalties):
            cells = tuple(signed(v) if v else "" for v in d.penalties)
            lines.append(SheetLine("penalty", d, "", ", ".join(penalty_names(d.bait_penalty, d.ski_penalty)), cells,
                                   None, None))
        last = lines[-1]
        lines[-1] = SheetLine(last.kind, last.deal, last.first, last.second, last.cells, d.scores,
                              d.pot, last.bait_side)
        out.extend(lines)
    return out


def out_prev_baits(lines: Seq[SheetLine], sides: int) -> tuple[int, ...]:
    """Bait counts before the deal that follows ``lines``."""
    return lines[-1].deal.baits if lines else (0,) * sides


def status_text(data: SheetData) -> str:
    """"Target 301 · pot waiting 70 · Anna wins" or "… · one more deal"; a pot left when
    the game is over is lost (RULES.md 9): "Target 301 · pot lost 70 · Anna won"."""
    parts = [QCoreApplication.translate("ScoreSheet", "Target %1").replace("%1", num(data.target))]
    if data.pot_lost:
        parts.append(QCoreApplication.translate("ScoreSheet", "pot lost %1").replace("%1", num(data.pot_lost)))
    elif data.pot:
        parts.append(QCoreApplication.translate("ScoreSheet", "pot waiting %1").replace("%1", num(data.pot)))
    if data.finished and data.winner is not None:
        parts.append(QCoreApplication.translate("ScoreSheet", "%1 won").replace("%1", data.side_names[data.winner]))
    elif data.extra_deal:
        parts.append(QCoreApplication.translate("ScoreSheet", "top score shared: one more deal"))
    return " · ".join(parts)


def bait_marks(count: int) -> str:
    """``●● 2``; empty for no bait."""
    if not count:
        return ""
    marks = BAIT_MARK * min(count, 6) + ("…" if count > 6 else "")
    return f"{marks} {count}"
