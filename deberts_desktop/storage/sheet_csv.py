"""A stored game's score sheet as CSV (:func:`export_csv`, :func:`csv_text`), its text
cells guarded against a spreadsheet's formulas (:func:`csv_guarded`)."""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from .files import atomic_output, describe_os_error
from .history import History
from .history_errors import HistoryError
from .messages import Message


#: the first characters that make a spreadsheet read a CSV cell as a formula (OWASP)
CSV_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def csv_guarded(text: str) -> str:
    """A text cell for a CSV file, safe to open in a spreadsheet: ``text`` with a leading
    ``'`` when it starts with ``= + - @``, a tab or a carriage return (a formula, as
    OWASP's "CSV injection" advice says), otherwise unchanged.

    >>> csv_guarded("=HYPERLINK(1)"), csv_guarded("-5"), csv_guarded("Anna")
    ("'=HYPERLINK(1)", "'-5", 'Anna')
    """
    return "'" + text if text.startswith(CSV_FORMULA_STARTS) else text


def export_csv(history: History, game_id: int, out: str | Path | TextIO,
               shown: tuple[Sequence[str], Sequence[str]] | None = None) -> None:
    """Write a game's score sheet as CSV: a header line, one line per deal (thrown-in
    deals too) with, per side, the points written, the pot received, the penalties,
    the bait count and the running score; then a line with the winner.

    Text cells (names, labels) that a spreadsheet would take for a formula (starting
    with ``= + - @``, a tab or a carriage return) get a leading ``'``
    (:func:`csv_guarded`); numbers, negative scores too, stay numbers.

    :param out: a file path (replaced atomically: the old file stays whole until the
        new one is complete) or an open text file (opened with ``newline=""``).
    :param shown: the sides' names and the seats' names as the interface shows them (in
        the player's language, two players of one name told apart by their seats: the
        UI's ``sheet_data.shown_names``), for the headers, the dealers, the declarers and
        the winner; None: the game's names as stored.
    :raises HistoryError: no such game, or the file cannot be written.
    """
    text = csv_text(history, game_id, shown)
    if isinstance(out, (str, Path)):
        try:  # atomically: a kill or a full disk leaves the previous export whole
            with atomic_output(out) as tmp:
                tmp.write_bytes(text.encode("utf-8"))
        except OSError as e:
            raise HistoryError(Message("The score sheet could not be written to {path}: {reason}.",
                                       path=out, reason=describe_os_error(e))) from e
    else:
        out.write(text)


def csv_text(history: History, game_id: int, shown: tuple[Sequence[str], Sequence[str]] | None = None) -> str:
    """The CSV of :func:`export_csv` as text."""
    info = history.game(game_id)
    sides, names = shown if shown is not None else (info.side_names, info.names)
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\r\n")
    header = ["Deal", "Dealer", "Declarer", "Outcome"]
    for s in sides:
        header += [f"{s}: points", f"{s}: pot", f"{s}: penalty", f"{s}: baits", f"{s}: score"]
    header.append("Pot waiting")
    w.writerow([csv_guarded(h) for h in header])
    for row in history.score_sheet(game_id):
        line = [
            row.number,
            csv_guarded(names[row.dealer]),
            "" if row.declarer is None else csv_guarded(names[row.declarer]),
            csv_guarded(row.outcome or "thrown in"),
        ]
        own = row.own_points
        for i in range(len(sides)):
            line += [own[i], row.pot_released[i], row.penalties[i], row.baits[i], row.scores[i]]
        line.append(row.pot)
        w.writerow(line)
    w.writerow(["Target", info.target])
    w.writerow(["Winner", csv_guarded("" if info.winner is None else sides[info.winner])])
    return buf.getvalue()
