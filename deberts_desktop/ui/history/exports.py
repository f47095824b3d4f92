"""History's exports of a game's score sheet: CSV, PDF and printing (the
:class:`~.window.HistoryWindow`'s buttons). The files are written atomically: to
a temporary file beside the target, renamed over it once complete, so that a kill or a
full disk leaves the previous export whole (:func:`~deberts_desktop.storage.files.atomic_output`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QTextDocument

from ...storage.files import StorageError
from ...storage.history import GameSummary
from ...storage.sheet_csv import export_csv
from ..numbers import local_time
from ..sheets.score_sheet import data_from_rows, print_with_preview, sheet_document, write_pdf
from ..sheets.sheet_data import outcome_word, penalty_word, pot_word, shown_names
from ..widgets import save_dialog

translate = QCoreApplication.translate


def csv_words() -> dict[str, str]:
    """The CSV's words (:data:`~deberts_desktop.storage.sheet_csv.CSV_WORDS`) in the
    player's language, as the names in it: «Сдача», «Игрок 1: очки», «байт» — not
    "Deal", "Игрок 1: points", "bait". The outcomes, the pot and the penalty are the sheets' words (:func:`outcome_word`,
    :func:`pot_word`, :func:`penalty_word`)."""
    words = {
        "deal": translate("SheetCsv", "Deal"), "dealer": translate("SheetCsv", "Dealer"),
        "declarer": translate("SheetCsv", "Declarer"), "outcome": translate("SheetCsv", "Outcome"),
        "points": translate("SheetCsv", "points"), "pot": pot_word(),
        "penalty": penalty_word(), "baits": translate("SheetCsv", "baits"),
        "score": translate("SheetCsv", "score"), "pot waiting": translate("SheetCsv", "Pot waiting"),
        "target": translate("SheetCsv", "Target"), "winner": translate("SheetCsv", "Winner"),
    }
    words.update({key: outcome_word(outcome) for key, outcome in (
        ("made", "made"), ("bait", "bait"), ("hanging", "hanging"), ("debertz", "debertz"), ("thrown in", None))})
    return words


class SheetExports:
    """The export methods of :class:`~.window.HistoryWindow` (a mixin: it uses
    the window's ``history``, ``_games``, ``selected_id``, ``_game_and_sheet``,
    ``_heading``, ``_error`` and ``status``). Context "HistoryWindow"."""

    def _suggested_name(self, g: GameSummary, ext: str) -> str:
        date = local_time(g.started, for_file=True).replace(":", "-").replace(" ", "_")
        return str(Path.home() / f"deberts-{date or g.id}.{ext}")

    def _export(self, path: str | Path | None, ext: str, dialog_title: str, file_filter: str,
                error_title: str, write: Callable[[int, str | Path], bool]) -> bool:
        """Export the selected game with ``write(game_id, path)``, which returns True when
        the file was written.

        The file is ``path``, or when it is None the one the player chooses in a save
        dialog (``dialog_title``, ``file_filter``; suggested: ``deberts-<date>.<ext>`` in
        the home folder; ``.<ext>`` added to a name typed without a type). A storage error is shown in a message box titled
        ``error_title``. Once written, the window's status line says where the file is.
        :returns: True when written; False when no game is selected, the player cancelled
        or the file could not be written.
        """
        gid = self.selected_id()
        g = self._games.get(gid)
        if g is None:
            return False
        if path is None:
            path = save_dialog.save_file_name(self, dialog_title, self._suggested_name(g, ext), file_filter, ext)
            if not path:
                return False
        try:
            written = write(gid, path)
        except StorageError as e:
            self._error(error_title, e)
            return False
        if written:
            saved = translate("HistoryWindow", "The score sheet was saved as %1.")
            self.status.setText(saved.replace("%1", str(Path(path))))
        return written

    def export_csv(self, path: str | Path | None = None) -> bool:
        """Export the selected game's sheet as CSV (asks for a file when ``path`` is
        None). :returns: True when written."""

        def write(gid: int, target: str | Path) -> bool:
            g = self._games[gid]
            export_csv(self.history, gid, target, shown_names(g.rules, g.names), csv_words())  # as the sheet says them
            return True

        return self._export(path, "csv", translate("HistoryWindow", "Export score sheet as CSV"),
                            translate("HistoryWindow", "CSV files (*.csv)"), translate("HistoryWindow", "Export CSV"), write)

    def sheet_document(self, game_id: int | None = None) -> QTextDocument | None:
        """The selected (or given) game's sheet as a ``QTextDocument`` for printing; its
        title (``QTextDocument.MetaInformation.DocumentTitle``) is the sheet's heading."""
        found = self._game_and_sheet(game_id)
        if found is None:
            return None
        g, rows = found
        data = data_from_rows(rows, g.rules, g.names, g.winner, g.winner is not None)
        heading = translate("HistoryWindow", "Debertz score sheet: %1").replace("%1", self._heading(g))
        return sheet_document(data, heading, self)

    def export_pdf(self, path: str | Path | None = None) -> bool:
        """Write the selected game's sheet as a PDF (asks for a file when ``path`` is
        None). :returns: True when written."""
        title = translate("HistoryWindow", "Export PDF")

        def write(gid: int, target: str | Path) -> bool:
            doc = self.sheet_document(gid)
            if doc is None:
                return False
            try:
                write_pdf(doc, target)  # a StorageError says why: shown by _export, titled "Export PDF"
            finally:
                doc.deleteLater()  # (a child of the window: gone with it, else one kept per export)
            return True

        return self._export(path, "pdf", translate("HistoryWindow", "Export score sheet as PDF"),
                            translate("HistoryWindow", "PDF files (*.pdf)"), title, write)

    def print_sheet(self) -> bool:
        """Print the selected game's sheet: its print preview first (the pages as they will
        be printed; Print there asks the system's print dialog). :returns: True when printed."""
        doc = self.sheet_document()
        if doc is None:
            return False
        try:
            return print_with_preview(doc, self)
        finally:
            doc.deleteLater()
