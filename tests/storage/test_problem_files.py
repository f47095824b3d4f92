"""The problems' files (issue 24, storage/problems.py): the shipped set reads whole, and a
bad or missing file is skipped with its reason, never raised.

The hand-made problem is RULES.md 12 A at its fifth action: seat 1 (declarer, trump ♦ after
the seven swap) has led ♦A and seat 0, holding ♦J ♦9 ♦8 ♣10 ♣Q ♣J ♥A ♥10 ♠A, must follow
diamonds: ♦J, ♦9 or ♦8 (RULES.md 8), so "play JD" is a legal answer and "play AS" is not.
"""

from __future__ import annotations

import json
import shutil

import pytest

from deberts_desktop.engine.actions import Action
from deberts_desktop.engine.record import load_record
from deberts_desktop.storage.problems import KINDS, load_problems, problem_id, problems_folder, read_problem, \
    write_problem, Problem
from tests.storage.make_old_history import EXAMPLE_A

MODES = ("2", "3", "4-pairs", "4-individual")


def example_problem(number=1, **changes) -> Problem:
    record = load_record(EXAMPLE_A)
    fields = dict(number=number, id=problem_id(record, 0, 4, 0), level=2, kind="defence", theme="takes_points",
                  record=record, deal=0, action=4, seat=0, answer=Action.parse("play JD"), unit="deal_points",
                  options=((Action.parse("play JD"), 31.0), (Action.parse("play 8D"), 10.0)),
                  reason=("takes_points", {"best": "JD", "second": "8D", "points": 21.0}), tags=("bait",),
                  figures={"margin": 21.0})
    fields.update(changes)
    return Problem(**fields)


@pytest.fixture
def folder(tmp_path):
    write_problem(tmp_path, example_problem())
    return tmp_path


def test_a_problem_is_written_and_read_back(folder):
    got = read_problem(folder / "001.problem.json")
    assert got == example_problem()
    game = got.position()
    deal = game.deal
    assert deal.current_player == 0 and [str(a) for a in deal.legal_actions()] == ["play 8D", "play 9D", "play JD"]
    assert got.mode == "2" and got.id.startswith("2-") and len(got.id) == 12
    assert problem_id(got.record, 0, 4, 0) != problem_id(got.record, 0, 5, 0)  # another position, another key


def _problem_json(folder, name="001"):
    return json.loads((folder / f"{name}.problem.json").read_text(encoding="utf-8"))


def _write(folder, name, data):
    (folder / f"{name}.problem.json").write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    if not (folder / f"{name}.record.json").exists() and (folder / "001.record.json").exists():
        shutil.copy(folder / "001.record.json", folder / f"{name}.record.json")


@pytest.mark.parametrize("case, why", [
    ("not_json", "it is not JSON"),
    ("not_a_problem", "it is not a deberts-problem file"),
    ("newer", "it was made by a newer version (2; this program reads 1)"),
    ("level", "level 4 is not 1, 2 or 3"),
    ("kind", "kind 'lead' is not one of declarer, defence, bidding"),
    ("no_answer", "a field is missing or wrong"),
    ("illegal_answer", "the answer play AS is not legal at the question"),
    ("past_the_end", "its position cannot be set up"),
    ("no_record", "its record 002.record.json"),
    ("a_folder", "it cannot be read"),
])
def test_a_bad_problem_file_is_skipped_with_its_reason(folder, case, why, caplog):
    good = _problem_json(folder)
    data = dict(good)
    if case == "not_json":
        data = "{not json"
    elif case == "not_a_problem":
        data["format"] = "deberts-record"
    elif case == "newer":
        data["version"] = 2
    elif case == "level":
        data["level"] = 4
    elif case == "kind":
        data["kind"] = "lead"
    elif case == "no_answer":
        del data["answer"]
    elif case == "illegal_answer":
        data["answer"] = "play AS"  # seat 0 holds ♠A but must follow diamonds
    elif case == "past_the_end":
        data["question"] = {"deal": 0, "action": 22, "seat": 0}  # the record has 21 actions
    if case == "a_folder":
        (folder / "002.problem.json").mkdir()
    elif case == "no_record":
        (folder / "002.problem.json").write_text(json.dumps(data), encoding="utf-8")
    else:
        data = data if isinstance(data, str) else {**data, "id": "x"}
        _write(folder, "002", data)
    found = load_problems(folder)
    assert [p.number for p in found.problems] == [1]  # the good one stays
    assert len(found.skipped) == 1 and found.skipped[0][0] == "002.problem.json"
    assert found.skipped[0][1].startswith(why)
    assert "002.problem.json skipped" in caplog.text


def test_the_same_position_twice_is_read_once(folder):
    write_problem(folder, example_problem(number=2))
    found = load_problems(folder)
    assert [p.number for p in found.problems] == [1]
    assert found.skipped == (("002.problem.json", f"the position {found.problems[0].id} is in the set twice"),)


def test_no_folder_no_problems(tmp_path):
    found = load_problems(tmp_path / "gone")
    assert found.problems == () and found.skipped[0][1] == "no problem files"


def test_the_shipped_set_reads_whole_in_three_levels_of_every_mode_and_kind():
    found = load_problems()
    assert found.skipped == ()
    problems = found.problems
    assert len(problems) >= 90
    assert [p.number for p in problems] == list(range(1, len(problems) + 1))
    assert len({p.id for p in problems}) == len(problems)
    assert {len(found.of_level(level)) >= 30 for level in (1, 2, 3)} == {True}
    assert {p.mode for p in problems} == set(MODES) and {p.kind for p in problems} == set(KINDS)
    for p in problems:
        assert p.seat == 0 and p.deal == 0 and len(p.record.deals) == 1
        assert len(p.record.deals[0].actions) == p.action  # the record stops at the question
        assert p.options[0][0] == p.answer and p.options[0][1] - p.options[1][1] >= 10
        assert p.unit == ("margin" if p.kind == "bidding" else "deal_points")
    size = sum(f.stat().st_size for f in problems_folder().iterdir())
    assert size < 400_000
