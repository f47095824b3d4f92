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


#: the CSV's words (its headings, the outcomes, the last lines' labels) when no others are
#: given: English, as the file has always had them. The interface gives them in the
#: player's language (``words`` of :func:`export_csv`), as it gives the names.
CSV_WORDS = {
    "deal": "Deal", "dealer": "Dealer", "declarer": "Declarer", "outcome": "Outcome",
    "points": "points", "pot": "pot", "penalty": "penalty", "baits": "baits", "score": "score",
    "pot waiting": "Pot waiting", "target": "Target", "winner": "Winner",
    "made": "made", "bait": "bait", "hanging": "hanging", "debertz": "debertz", "thrown in": "thrown in",
}


def export_csv(history: History, game_id: int, out: str | Path | TextIO,
               shown: tuple[Sequence[str], Sequence[str]] | None = None,
               words: dict[str, str] | None = None) -> None:
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
    :param words: the headings', outcomes' and labels' words by the keys of
        :data:`CSV_WORDS` (in the player's language: the UI's), each missing one as there.
    :raises HistoryError: no such game, or the file cannot be written.
    """
    text = csv_text(history, game_id, shown, words)
    if isinstance(out, (str, Path)):
        try:  # atomically: a kill or a full disk leaves the previous export whole
            with atomic_output(out) as tmp:
                tmp.write_bytes(text.encode("utf-8"))
        except OSError as e:
            raise HistoryError(Message("The score sheet could not be written to {path}: {reason}.",
                                       path=out, reason=describe_os_error(e))) from e
    else:
        out.write(text)


def csv_text(history: History, game_id: int, shown: tuple[Sequence[str], Sequence[str]] | None = None,
             words: dict[str, str] | None = None) -> str:
    """The CSV of :func:`export_csv` as text."""
    info = history.game(game_id)
    sides, names = shown if shown is not None else (info.side_names, info.names)
    word = {**CSV_WORDS, **(words or {})}
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\r\n")
    header = [word["deal"], word["dealer"], word["declarer"], word["outcome"]]
    for s in sides:
        header += [f"{s}: {word[key]}" for key in ("points", "pot", "penalty", "baits", "score")]
    header.append(word["pot waiting"])
    w.writerow([csv_guarded(h) for h in header])
    for row in history.score_sheet(game_id):
        line = [
            row.number,
            csv_guarded(names[row.dealer]),
            "" if row.declarer is None else csv_guarded(names[row.declarer]),
            csv_guarded(word.get(row.outcome or "thrown in", str(row.outcome))),
        ]
        own = row.own_points
        for i in range(len(sides)):
            line += [own[i], row.pot_released[i], row.penalties[i], row.baits[i], row.scores[i]]
        line.append(row.pot)
        w.writerow(line)
    w.writerow([csv_guarded(word["target"]), info.target])
    w.writerow([csv_guarded(word["winner"]), csv_guarded("" if info.winner is None else sides[info.winner])])
    return buf.getvalue()
