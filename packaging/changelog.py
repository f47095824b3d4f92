#!/usr/bin/env python3
"""CHANGELOG.md: the releases, their dates and notes (one source for the release notes and the
AppStream metainfo's ``<releases>``).

    python packaging/changelog.py notes VERSION   # the notes of VERSION (Markdown), exit 1 if missing
    python packaging/changelog.py check VERSION   # exit 1 unless VERSION has a dated section

A section starts with ``## VERSION — YYYY-MM-DD`` (an en dash, a hyphen or a dash-less space
between them are all accepted); the lines up to the next ``## `` are its notes.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from datetime import date
from pathlib import Path

CHANGELOG = Path(__file__).resolve().parent.parent / "CHANGELOG.md"
_HEAD = re.compile(r"^## +\[?(?P<version>\d+\.\d+\.\d+[\w.+-]*)\]?(?: *[—–-]? *(?P<date>\d{4}-\d{2}-\d{2}))? *$")


@dataclass(frozen=True)
class Release:
    """One section: ``version`` ("0.1.0"), ``date`` (None when not dated yet), ``notes``
    (Markdown, stripped)."""

    version: str
    date: date | None
    notes: str


def releases(path: Path = CHANGELOG) -> list[Release]:
    """The sections of ``path``, newest (first in the file) first.

    :raises ValueError: a heading date that is not a real date."""
    out: list[Release] = []
    current: dict | None = None
    for line in path.read_text(encoding="utf-8").splitlines():
        m = _HEAD.match(line)
        if m or line.startswith("## "):
            if current:
                out.append(Release(current["v"], current["d"], "\n".join(current["lines"]).strip()))
            current = None
            if m:
                d = date.fromisoformat(m["date"]) if m["date"] else None
                current = {"v": m["version"], "d": d, "lines": []}
            continue
        if current is not None:
            current["lines"].append(line)
    if current:
        out.append(Release(current["v"], current["d"], "\n".join(current["lines"]).strip()))
    return out


def release(version: str, path: Path = CHANGELOG) -> Release | None:
    """The section of ``version``, or None."""
    return next((r for r in releases(path) if r.version == version), None)


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] not in ("notes", "check"):
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    r = release(argv[1])
    if r is None or r.date is None:
        print(f"changelog.py: CHANGELOG.md has no dated section '## {argv[1]} — YYYY-MM-DD'", file=sys.stderr)
        return 1
    if argv[0] == "notes":
        print(r.notes)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
