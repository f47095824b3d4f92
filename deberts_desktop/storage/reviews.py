"""A stored deal as a deal's review takes it: :func:`stored_deal` reads the rules, the
deal's record and its dealer from the history (what
:func:`deberts_desktop.ai.review.review_deal` takes, to run it in a worker process, and
what :func:`deberts_desktop.ai.review.review_stored_deal` is given to read a deal with).
The reviews themselves are kept by :meth:`History.store_deal_review
<deberts_desktop.storage.history.History.store_deal_review>`."""

from __future__ import annotations

from ..engine.record import DealRecord
from ..engine.rules import Rules
from .history import History, HistoryError
from .messages import Message


def stored_deal(history: History, game_id: int, number: int) -> tuple[Rules, DealRecord, int]:
    """``(rules, deal record, dealer)`` of deal ``number`` (1, 2, ...) of a played game in
    ``history``.

    :raises HistoryError: no such game or deal, a score keeper's game (no cards), or a
        record that cannot be read."""
    record = history.record(game_id)
    rows = history.score_sheet(game_id)
    if not 1 <= number <= min(len(rows), len(record.deals)):
        raise HistoryError(Message("There is no deal {deal} of game {game} in the history.", deal=number, game=game_id))
    return record.rules, record.deals[number - 1], rows[number - 1].dealer
