"""Every rule case of the team's shared ``cases/`` folder, through ``replay --json``.

A ``NAME.record.json`` with ``NAME.expected.json`` must replay to a JSON object whose fields
include the expected ones with equal values (field for field); one with
``NAME.expected.txt`` must be refused with exit status 2 and one line naming the deal and
the action.
"""

import json
import re

import pytest

from deberts_desktop.cli import main
from tests.conftest import shared_cases_dir

CASES = shared_cases_dir()
RECORDS = sorted(CASES.glob("*.record.json")) if CASES else []


def contains(want, got) -> bool:
    if isinstance(want, dict):
        return isinstance(got, dict) and all(k in got and contains(v, got[k]) for k, v in want.items())
    if isinstance(want, list):
        return isinstance(got, list) and len(want) == len(got) and all(contains(a, b) for a, b in zip(want, got))
    return want == got and type(want) is type(got)


@pytest.mark.skipif(not RECORDS, reason="no shared cases folder beside the project")
@pytest.mark.parametrize("record", RECORDS, ids=lambda p: p.name.removesuffix(".record.json"))
def test_shared_case(record, capsys):
    name = record.name.removesuffix(".record.json")
    expected_json = record.with_name(name + ".expected.json")
    expected_txt = record.with_name(name + ".expected.txt")
    code = main(["replay", str(record), "--json"])
    out, err = capsys.readouterr()
    if expected_json.exists():
        assert code == 0, err
        want = json.loads(expected_json.read_text())
        got = json.loads(out)
        for i, (w, g) in enumerate(zip(want["deals"], got["deals"])):
            for key, value in w.items():
                assert g.get(key) == value, f"deal {i + 1}, field {key}"
        assert contains(want, got)
    else:
        assert expected_txt.exists()
        assert code == 2
        assert out == ""
        lines = err.strip().splitlines()
        assert len(lines) == 1 and "Traceback" not in err
        text = expected_txt.read_text()
        # the .txt names the deal, the quoted action and the reason's key words
        deal = re.search(r"deal (\d+)", text).group(1)
        assert f"deal {deal}" in lines[0]
        for quoted in re.findall(r"'([^']+)'", text):
            assert quoted in lines[0]
        if "must follow" in text:
            suit = re.search(r"must follow (\w+)", text).group(1)
            assert f"must follow {suit}" in lines[0]


def test_illegal_follow_suit_message_exactly(capsys):
    """The bundled illegal case's message, word for word as DESIGN.md's example shape."""
    if not CASES or not (CASES / "illegal-follow-suit.record.json").exists():
        pytest.skip("shared case missing")
    code = main(["replay", str(CASES / "illegal-follow-suit.record.json")])
    err = capsys.readouterr().err
    assert code == 2
    assert err.rstrip().endswith("deal 1, action 5 (0 play AH): seat 0 cannot play AH: must follow diamonds")
