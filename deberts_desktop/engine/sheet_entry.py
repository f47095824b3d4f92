"""Whether a deal written on a score sheet by hand could have been played (RULES.md 2, 7,
8, 9, 10): the rules behind the score keeper's entries
(:class:`~deberts_desktop.storage.score_keeper.ScoreKeeper`), who checks the numbers typed
(whole, not negative, one per side) and words the refusal for the player.

Each check returns None, or a :class:`~.reasons.Reason` (English text, a ``code`` and the
``params`` it was made from: sides as numbers, points as the engine's values of the game's
rules). Points per **side**; ``no_trick``: the sides that took no trick.

>>> rules = Rules(players=2)
>>> totals_problem(rules, (95, 79)) is None
True
>>> details_problem(rules, (95, 29), (0, 20), (0, 40), last_trick=1).code
'bella_value'
>>> sequence_values(Rules(players=2, hundred="off"))
{'terz': 20, 'fifty': 50}
"""

from __future__ import annotations

from typing import Sequence as Seq

from . import totals as deal_totals
from .reasons import Reason
from .rules import Rules
from . import sequences as seq
from .sequences import run_points, sequence_points_possible
from .totals import card_points_range


def sequence_values(rules: Rules) -> dict[str, int]:
    """The kinds of sequence the game's rules score and their points, shortest first
    (RULES.md 7): ``{"terz": 20, "fifty": 50, "hundred": 100}``, without the hundred
    when the ``hundred`` option is ``off``."""
    kinds = {seq.TERZ: "terz", seq.FIFTY: "fifty", seq.HUNDRED: "hundred"}  # the engine's values, read now
    out: dict[str, int] = {}
    for length in range(3, 9):
        points = run_points(length, rules.hundred)
        out.setdefault(kinds.get(points, str(points)), points)
    return out


def tricks_problem(rules: Rules, no_trick: Seq[int]) -> Reason | None:
    """Somebody takes the tricks: not every side can be without one."""
    if len(set(no_trick)) == rules.sides:
        return Reason("every_side_without_trick", "somebody took the tricks: not every side can be without a trick")
    return None


def totals_problem(rules: Rules, totals: Seq[int], no_trick: Seq[int] = ()) -> Reason | None:
    """Whether a deal can give the sides these ``totals`` (card points, the last trick,
    sequences and bella together): none above what one side can get, a sum within what the
    cards in play hold (with 4 players every card is played: the card points and the last
    trick exactly, plus sequences and bella), and a side without a trick writes at most
    a bella (and its sequences when they need no trick)."""
    n = rules.players
    lo_cp, hi_cp = card_points_range(n)
    last, bella = deal_totals.LAST_TRICK, deal_totals.BELLA  # the engine's values, read now
    seq_possible = sequence_points_possible(n, rules.mode, rules.hundred)
    most = hi_cp + last + max(seq_possible) + bella
    for side, t in enumerate(totals):
        if t > most:
            return Reason("total_too_high", f"side {side}: {t} is more than a deal can give one side (at most {most})",
                          side=side, value=t, most=most, players=n)
    whole = sum(totals)
    if n == 4:
        extra = whole - hi_cp - last
        if extra < 0:
            return Reason("all_cards_totals_too_low",
                          f"with 4 players the totals add up to at least {hi_cp + last}, not {whole}",
                          least=hi_cp + last, card_points=hi_cp, last_trick=last, whole=whole)
        if not any(extra - b in seq_possible for b in (0, bella)):
            return Reason("all_cards_totals_impossible",
                          f"with 4 players the totals add up to {hi_cp + last} plus sequences and bella, not {whole}",
                          base=hi_cp + last, whole=whole)
    elif whole < lo_cp + last:
        return Reason("totals_too_low", f"the totals add up to {whole}, less than the least {lo_cp + last}",
                      whole=whole, players=n, least=lo_cp + last)
    elif whole > most:
        return Reason("totals_too_high", f"the totals add up to {whole}, more than the most {most}",
                      whole=whole, players=n, most=most)
    for side in sorted(set(no_trick)):
        t = totals[side]
        allowed = {0, bella}
        if not rules.sequences_need_trick:
            allowed |= {q + b for q in seq_possible for b in (0, bella)}
        if t not in allowed:
            code = "no_trick_total_bella" if rules.sequences_need_trick else "no_trick_total"
            return Reason(code, f"side {side} took no trick: {t} is not a bella (or sequences)",
                          side=side, bella=bella, value=t)
    return None


def details_problem(rules: Rules, card_points: Seq[int], sequences: Seq[int], bella: Seq[int],
                    last_trick: int, no_trick: Seq[int] = ()) -> Reason | None:
    """Whether a deal can give the sides these ``card_points`` (the tricks' card points,
    the last trick's bonus not included), ``sequences`` and ``bella`` (points) with
    ``last_trick`` (a side) taking the last trick: card points within what the cards in
    play hold (all 152 with 4 players), sequences for one side only and in an amount a
    hand (a pair's two hands) makes, one bella of its value, and a side without a trick
    has no card points, no last trick and (when they need a trick) no sequences."""
    n = rules.players
    lo_cp, hi_cp = card_points_range(n)
    bella_pts = deal_totals.BELLA  # the engine's value, read now
    seq_possible = sequence_points_possible(n, rules.mode, rules.hundred)
    whole = sum(card_points)
    if n == 4 and whole != hi_cp:
        return Reason("all_cards_card_points", f"with 4 players the card points add up to {hi_cp}, not {whole}",
                      card_points=hi_cp, whole=whole)
    if whole > hi_cp:
        return Reason("card_points_too_high", f"the card points add up to {whole}, more than the most {hi_cp}",
                      whole=whole, most=hi_cp, players=n)
    if whole < lo_cp:
        return Reason("card_points_too_low", f"the card points add up to {whole}, less than the least {lo_cp}",
                      whole=whole, least=lo_cp, players=n)
    scoring = [side for side in range(rules.sides) if sequences[side]]
    if len(scoring) > 1:
        return Reason("sequences_of_two_sides", "only one side scores sequences in a deal")
    for side in scoring:
        if sequences[side] not in seq_possible:
            return Reason("sequences_impossible", f"side {side}: no hand makes {sequences[side]} in sequences",
                          side=side, value=sequences[side], most=max(seq_possible), values=sequence_values(rules))
    for side, b in enumerate(bella):
        if b not in (0, bella_pts):
            return Reason("bella_value", f"side {side}: bella is worth {bella_pts}, not {b}",
                          side=side, bella=bella_pts, value=b)
    if sum(bella) > bella_pts:
        return Reason("one_bella", "there is only one bella in a deal")
    for side in sorted(set(no_trick)):
        if card_points[side]:
            return Reason("no_trick_card_points", f"side {side} took no trick: no card points",
                          side=side, value=card_points[side])
        if last_trick == side:
            return Reason("no_trick_last_trick", f"side {side} took no trick: not the last trick", side=side)
        if sequences[side] and rules.sequences_need_trick:
            return Reason("no_trick_sequences", f"side {side} took no trick: no sequences", side=side)
    return None
