"""Keep ``docs/test-waits.md`` true: every wait in ``tests/`` has its row, every row names
the line it quotes.

    .venv/bin/python tools/test_waits_doc.py           # list what is wrong (exit 1 if anything)
    .venv/bin/python tools/test_waits_doc.py --write   # renumber the rows, add the missing ones

A *wait* is a line calling one of pytest-qt's waits (``waitUntil``, ``waitSignal``,
``waitSignals``, ``waitExposed``, ``waitActive``, ``waitCallback``, ``qtbot.wait``) or
``time.sleep`` (``tests/conftest.py``, which defines the floor they all get, is not
counted). A *row* is a table line ``| test | N: `quoted code` | why |`` under a heading
``## tests/….py`` (a heading may carry words after the path). A row's line is right when
the quoted code begins with that line's code (spaces aside) or the line begins with the
quote's first 40 characters.

``--write`` moves each row's number to the nearest line that fits its quote (code moved
by an edit above it), and adds a row for each wait that has none, after its file's last
row (a new section at the end for a file with none), with the enclosing function and the
reason every condition wait has: an upper bound raised to ``WAIT_FLOOR_MS``. A row whose
quote is found nowhere in its file is reported, never dropped: its wait was changed, and
its reason must be read again by a person.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WAIT = re.compile(r"\.(waitUntil|waitSignals?|waitExposed|waitActive|waitCallback)\(|\bqtbot\.wait\(|\btime\.sleep\(")
HEADING = re.compile(r"## (tests/\S+\.py)")
ROW = re.compile(r"(\| [^|]*\| )(\d+)(: `)(.*?)(` \|.*)", re.S)
REASON = {"waitSignal": "the signal; timeout an upper bound (≥ WAIT_FLOOR_MS)",
          "waitSignals": "the signals; timeout an upper bound (≥ WAIT_FLOOR_MS)"}
CONDITION = "the condition; timeout an upper bound (≥ WAIT_FLOOR_MS)"


def _flat(text: str) -> str:
    return re.sub(r"\s+", "", text)


def _fits(quote: str, line: str) -> bool:
    q, code = _flat(quote.replace("\\|", "|")), _flat(line)
    return bool(code) and (q.startswith(code) or code.startswith(q[:40]))


def waits(root: Path = ROOT) -> dict[str, list[int]]:
    """The waits of the test files: ``{path relative to root: [line numbers]}``."""
    out = {}
    for f in sorted((root / "tests").rglob("*.py")):
        rel = f.relative_to(root).as_posix()
        if rel == "tests/conftest.py":
            continue
        found = [i for i, line in enumerate(f.read_text(encoding="utf-8").splitlines(), 1)
                 if WAIT.search(line) and not line.lstrip().startswith("#")]
        if found:
            out[rel] = found
    return out


def check(root: Path = ROOT, write: bool = False) -> list[str]:
    """What is wrong in the doc (an empty list: nothing); ``write``: mend what can be
    mended (line numbers, missing rows) and return what cannot (quotes found nowhere)."""
    doc = root / "docs" / "test-waits.md"
    sources: dict[str, list[str]] = {}
    out_lines: list[str] = []
    rows: dict[str, set[int]] = {}
    last_row: dict[str, int] = {}  # file -> index in out_lines of its last row
    problems = []
    current = None
    for line in doc.read_text(encoding="utf-8").splitlines(keepends=True):
        m = HEADING.match(line)
        if m:
            current = m.group(1)
            path = root / current
            if current not in sources:
                sources[current] = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
            if not path.exists():
                problems.append(f"{current}: no such file")
        m = ROW.match(line)
        if m and current is not None and sources.get(current):
            lines = sources[current]
            number, quote = int(m.group(2)), m.group(4)
            taken = rows.setdefault(current, set())
            if not (0 < number <= len(lines) and _fits(quote, lines[number - 1]) and number not in taken):
                hits = [i for i, code in enumerate(lines, 1) if _fits(quote, code)]
                free = [h for h in hits if h not in taken] or hits  # two rows alike: one line each
                if not hits:
                    problems.append(f"{current}:{number}: `{quote[:60]}` is not in the file")
                elif write:
                    number = min(free, key=lambda h: abs(h - number))
                    line = f"{m.group(1)}{number}{m.group(3)}{quote}{m.group(5)}"
                else:
                    problems.append(f"{current}:{number}: the row's wait is on line {free[0]}")
            taken.add(number)
            last_row[current] = len(out_lines)
        out_lines.append(line)
    missing = {f: [n for n in found if n not in rows.get(f, set())] for f, found in waits(root).items()}
    missing = {f: ns for f, ns in missing.items() if ns}
    if not write:
        problems += [f"{f}:{n}: a wait with no row" for f, ns in missing.items() for n in ns]
        return problems
    added_at: dict[int, list[str]] = {}
    tail: list[str] = []
    for f, ns in missing.items():
        lines = sources.get(f) or (root / f).read_text(encoding="utf-8").splitlines()
        new = [_row(lines, n) for n in ns]
        if f in last_row:
            added_at.setdefault(last_row[f], []).extend(new)
        else:
            tail += ["\n", f"## {f}\n", "\n", "| test (or helper) | line: what it waits for | why it cannot flake |\n",
                     "|---|---|---|\n", *new]
    text = []
    for i, line in enumerate(out_lines):
        text.append(line)
        text += added_at.get(i, [])
    if tail and text and not text[-1].endswith("\n"):
        text[-1] += "\n"
    doc.write_text("".join(text + tail), encoding="utf-8")
    return problems


def _row(lines: list[str], number: int) -> str:
    code = lines[number - 1].strip()
    func = next((m.group(1) for line in reversed(lines[:number - 1])
                 if (m := re.match(r"\s*(?:async\s+)?def (\w+)", line))), "(module)")
    kind = WAIT.search(code)
    reason = REASON.get(kind.group(1) if kind else "", CONDITION)
    return f"| `{func}` | {number}: `{code.replace('|', chr(92) + '|')}` | {reason} |\n"


if __name__ == "__main__":
    found = check(write="--write" in sys.argv[1:])
    for p in found:
        print(p)
    sys.exit(1 if found else 0)
