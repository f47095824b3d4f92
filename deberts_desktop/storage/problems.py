"""The problems shipped with the program (issue 24): reading and writing their files.

A problem is two small files side by side in ``deberts_desktop/resources/problems/``
(:func:`problems_folder`):

``NNN.record.json``
    an ordinary game record (``deberts-record``, DESIGN.md; its format does not change)
    holding the position: the deal's cards and its actions up to the question;
``NNN.problem.json``
    the question, the answer and what explains it (``deberts-problem``, version 1)::

        {"format": "deberts-problem", "version": 1,
         "id": "2-3f9c0a1b7e",            # the position's key (problem_id): progress is kept by it
         "level": 2,                      # 1, 2, 3 (ai/problems.py: level_of)
         "kind": "defence",               # declarer | defence | bidding
         "theme": "bait",                 # the hint's reason code (ai/explain.py)
         "tags": ["hanging"],             # bait, hanging, bella, sequence, last_trick …
         "question": {"deal": 0, "action": 17, "seat": 0},   # deal 0-based, its first 17 actions played
         "answer": "play AS",             # the record's action text
         "unit": "deal_points",           # the values: deal_points (cards) or margin (bids)
         "options": [["play AS", 54.2], ["play 7S", 40.1], ["play KD", 38.0]],  # the hint's, best first
         "reason": {"code": "bait", "params": {"best": "AS", "second": "7S", …}},
         "figures": {"margin": 14.1, "share": 0.97, "worlds": 40, "dd": 20,
                     "finders": {"beginner": 0, "amateur": 1, "expert": 3}}}

``NNN`` orders the set. ``figures`` are what the generator measured (``margin``: the
answer over the second best; ``share``: of the sampled worlds where the answer is best;
``dd``: its margin double-dummy on the real layout; ``finders``: the levels' players
that chose it); the program shows none of them but the level.

:func:`load_problems` reads a folder: a file that is missing, unreadable, of another
format or a newer version, or whose position does not replay to a choice of its seat
with the answer among its legal actions is **skipped**, its reason logged and listed in
:attr:`ProblemSet.skipped` — never raised.
"""

from __future__ import annotations

import hashlib
import json
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine.actions import Action
from ..engine.game import Game
from ..engine.practice import PracticeError, record_position
from ..engine.record import GameRecord, RecordError, load_record
from .files import read_file, write_atomic

log = logging.getLogger("deberts_desktop.storage")

FORMAT = "deberts-problem"
VERSION = 1
LEVELS = (1, 2, 3)
KINDS = ("declarer", "defence", "bidding")
#: A problem file is a few hundred bytes: anything far larger is not one.
MAX_PROBLEM_BYTES = 64 * 1024


def problems_folder() -> Path:
    """The shipped problems' folder (``deberts_desktop/resources/problems``, found with
    :mod:`importlib.resources` as the other resources are: in a source checkout and in a
    bundle alike)."""
    from importlib.resources import files

    return Path(str(files("deberts_desktop").joinpath("resources", "problems")))


def problem_id(record: GameRecord, deal: int, action: int, seat: int) -> str:
    """The key of a position: its mode and the first 10 hex digits of a SHA-256 of the
    record's rules, the deal's cards and actions up to the question, and the seat —
    the same position always has the same key, whatever its number in the set."""
    d = record.deals[deal].to_dict()
    d["actions"] = d["actions"][:action]
    text = json.dumps({"rules": record.rules.to_dict(), "deals": [x.to_dict() for x in record.deals[:deal]] + [d],
                       "seat": seat}, sort_keys=True)
    return f"{record.rules.mode_key}-{hashlib.sha256(text.encode()).hexdigest()[:10]}"


@dataclass(frozen=True)
class Problem:
    """One problem (see the module). ``number``: its place in the set (the files' ``NNN``);
    ``record``: the position's :class:`~deberts_desktop.engine.record.GameRecord`;
    ``deal``/``action``/``seat``: the question point (deal 0-based, the actions of it
    played, the seat that chooses); ``answer``: the action to find; ``options``: ``(action,
    value)`` pairs, best first (the hint's; ``unit`` says what the values are); ``reason``:
    ``(code, params)`` of the hint's reason (:data:`~deberts_desktop.ai.explain.REASONS`);
    ``figures``: what the generator measured."""

    number: int
    id: str
    level: int
    kind: str
    theme: str
    record: GameRecord
    deal: int
    action: int
    seat: int
    answer: Action
    unit: str
    options: tuple = ()
    reason: tuple = ("overall", {})
    tags: tuple = ()
    figures: dict = field(default_factory=dict)

    @property
    def rules(self):
        return self.record.rules

    @property
    def mode(self) -> str:
        """The mode's key (``2``, ``3``, ``4-pairs``, ``4-individual``)."""
        return self.record.rules.mode_key

    def position(self) -> Game:
        """A new game at the question: :attr:`seat` to act (each call a fresh game).

        :raises RecordError, PracticeError: the record does not replay to there."""
        return record_position(self.record, self.deal, self.action, self.seat)

    def to_dict(self) -> dict[str, Any]:
        """The ``.problem.json`` object (see the module)."""
        return {"format": FORMAT, "version": VERSION, "id": self.id, "level": self.level, "kind": self.kind,
                "theme": self.theme, "tags": list(self.tags),
                "question": {"deal": self.deal, "action": self.action, "seat": self.seat},
                "answer": str(self.answer), "unit": self.unit,
                "options": [[str(a), v] for a, v in self.options],
                "reason": {"code": self.reason[0], "params": self.reason[1]}, "figures": self.figures}


@dataclass(frozen=True)
class ProblemSet:
    """The problems read from a folder, in order, and the files ``skipped``: ``(file name,
    reason)``."""

    problems: tuple[Problem, ...]
    skipped: tuple[tuple[str, str], ...] = ()

    def of_level(self, level: int | None) -> list[Problem]:
        """The problems of one level (None: all)."""
        return [p for p in self.problems if level is None or p.level == level]


class ProblemFileError(ValueError):
    """A problem file that cannot be used (the message says why)."""


def _check(cond: bool, why: str) -> None:
    if not cond:
        raise ProblemFileError(why)


def read_problem(path: Path) -> Problem:
    """One problem from its ``NNN.problem.json`` (its record beside it).

    :raises ProblemFileError: the files cannot be read or used (see the module)."""
    path = Path(path)
    stem = path.name[: -len(".problem.json")]
    _check(stem.isdigit(), "the file name is not NNN.problem.json")
    try:
        data = json.loads(read_file(path, MAX_PROBLEM_BYTES).decode("utf-8"))
    except OSError as e:  # missing, a folder, a pipe or a device, too large, no permission
        raise ProblemFileError(f"it cannot be read: {e}") from None
    except ValueError as e:  # not UTF-8, not JSON
        raise ProblemFileError(f"it is not JSON: {e}") from None
    _check(isinstance(data, dict) and data.get("format") == FORMAT, f"it is not a {FORMAT} file")
    version = data.get("version")
    _check(isinstance(version, int), "it has no version")
    _check(version <= VERSION, f"it was made by a newer version ({version}; this program reads {VERSION})")
    try:
        q = data["question"]
        deal, action, seat = int(q["deal"]), int(q["action"]), int(q["seat"])
        level, kind, theme = data["level"], data["kind"], str(data["theme"])
        answer = Action.parse(str(data["answer"]))
        options = tuple((Action.parse(str(a)), None if v is None else float(v)) for a, v in data.get("options", []))
        reason = data.get("reason") or {}
        code, params = str(reason.get("code", "overall")), dict(reason.get("params") or {})
        tags = tuple(str(t) for t in data.get("tags", []))
        figures = dict(data.get("figures") or {})
        pid, unit = str(data["id"]), str(data.get("unit", "deal_points"))
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        raise ProblemFileError(f"a field is missing or wrong: {e}") from None
    _check(level in LEVELS, f"level {level!r} is not 1, 2 or 3")
    _check(kind in KINDS, f"kind {kind!r} is not one of {', '.join(KINDS)}")
    record_path = path.with_name(f"{stem}.record.json")
    try:
        record = load_record(record_path)
    except RecordError as e:
        raise ProblemFileError(f"its record {record_path.name}: {e}") from None
    problem = Problem(int(stem), pid, level, kind, theme, record, deal, action, seat, answer, unit, options,
                      (code, params), tags, figures)
    try:
        game = problem.position()
    except (RecordError, PracticeError) as e:
        raise ProblemFileError(f"its position cannot be set up: {e}") from None
    d = game.deal
    _check(d is not None and d.current_player == seat, f"it is not seat {seat}'s turn at the question")
    _check(answer in d.legal_actions(seat), f"the answer {answer} is not legal at the question")
    return problem


def load_problems(folder: str | Path | None = None) -> ProblemSet:
    """Every problem of ``folder`` (default :func:`problems_folder`), ordered by number;
    unusable files are skipped (logged, :attr:`ProblemSet.skipped`), never raised."""
    folder = Path(folder) if folder is not None else problems_folder()
    problems, skipped = [], []
    try:
        paths = sorted(folder.glob("*.problem.json"))
    except OSError as e:
        paths = []
        skipped.append((str(folder), f"the folder cannot be read: {e}"))
    if not paths and not skipped:
        skipped.append((str(folder), "no problem files"))
    for name, why in skipped:
        log.warning("no problems from %s: %s", name, why)
    seen = set()
    for path in paths:
        try:
            p = read_problem(path)
            _check(p.id not in seen, f"the position {p.id} is in the set twice")
        except ProblemFileError as e:
            log.warning("problem file %s skipped: %s", path.name, e)
            skipped.append((path.name, str(e)))
            continue
        seen.add(p.id)
        problems.append(p)
    return ProblemSet(tuple(problems), tuple(skipped))


def write_problem(folder: str | Path, problem: Problem) -> tuple[Path, Path]:
    """Write ``problem`` as ``NNN.record.json`` and ``NNN.problem.json`` in ``folder``
    (atomically each). :raises OSError: the files cannot be written."""
    folder = Path(folder)
    stem = f"{problem.number:03d}"
    record_path, problem_path = folder / f"{stem}.record.json", folder / f"{stem}.problem.json"
    write_atomic(record_path, problem.record.to_json().encode("utf-8"))
    write_atomic(problem_path, (json.dumps(problem.to_dict(), ensure_ascii=False, separators=(",", ":")) + "\n")
                 .encode("utf-8"))
    return record_path, problem_path


__all__ = ["Problem", "ProblemSet", "ProblemFileError", "load_problems", "problem_id", "problems_folder",
           "read_problem", "write_problem"]
