"""Numbers and dates as the player reads them: in the chosen language's format
(``QLocale``: ``1 001`` in Russian) with a real minus sign. The one home of that for every
window."""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt

#: The minus sign written before negative scores (not the hyphen).
MINUS = "−"


def num(n: int) -> str:
    """A number in the chosen language (``QLocale()``: ``1 001`` in Russian), with a real
    minus sign."""
    n = int(n)
    if abs(n) >= 2 ** 63:  # beyond what QLocale takes (a typing slip in the score keeper)
        text = str(abs(n))
    else:
        text = QLocale().toString(abs(n))
    return f"{MINUS}{text}" if n < 0 else text


def points(x: float) -> str:
    """Points with at most one decimal, as the player reads them: ``77.4`` (``77,4`` in
    Russian), ``29`` for a whole number, a real minus sign (fair values, costs)."""
    x = round(float(x), 1)
    if x == int(x):
        return num(int(x))
    text = QLocale().toString(abs(x), "f", 1)
    return f"{MINUS}{text}" if x < 0 else text


def signed(n: int) -> str:
    """``+81`` / ``−100`` (a real minus sign) / ``0``."""
    if n > 0:
        return f"+{num(n)}"
    if n < 0:
        return num(n)
    return "0"


def signed_points(x: float) -> str:
    """Points with at most one decimal and their sign: ``+4.1`` / ``−16`` (a real minus
    sign) / ``0`` (a margin, a difference against the Master)."""
    text = points(x)
    return f"+{text}" if round(float(x), 1) > 0 else text


def local_time(iso: str | None, for_file: bool = False) -> str:
    """The stored ISO 8601 UTC text as a local date and time in the chosen language's
    short format (``QLocale()``: ``29.11.2026 14:06`` in Russian, ``11/29/26 2:06 PM`` in
    US English); ``for_file`` (file names) or the "C" locale: ``2026-11-29 14:06``."""
    if not iso:
        return ""
    from PySide6.QtCore import QDateTime  # its Python class: made when a date is first shown (issue 21)

    t = QDateTime.fromString(iso, Qt.DateFormat.ISODate)
    if not t.isValid():
        return iso
    locale = QLocale()
    if for_file or locale.language() == QLocale.Language.C:  # the "C" locale's dates read "29 11 2026"
        return t.toLocalTime().toString("yyyy-MM-dd HH:mm")
    return locale.toString(t.toLocalTime(), QLocale.FormatType.ShortFormat)
