"""./dev keeps the installers' output aside (issue 19, item 24): its ``quietly`` prints nothing
of a step that works, and all of a step that fails."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

DEV = Path(__file__).resolve().parent.parent / "dev"


def quietly(command: str) -> subprocess.CompletedProcess:
    """Run ``quietly COMMAND`` with the function as ./dev defines it."""
    text = DEV.read_text(encoding="utf-8")
    function = re.search(r"^quietly\(\) \{.*?^\}", text, re.S | re.M).group(0)
    return subprocess.run(["bash", "-c", function + "\nquietly " + command], capture_output=True, text=True,
                          timeout=60)


@pytest.mark.skipif(shutil.which("bash") is None, reason="./dev is a bash script")
def test_a_step_that_works_prints_nothing_and_one_that_fails_prints_all_of_it():
    ok = quietly("sh -c 'echo BuildBackendWarning; echo \"WARNING: Location x is ignored\" >&2'")
    assert (ok.returncode, ok.stdout, ok.stderr) == (0, "", "")
    bad = quietly("sh -c 'echo first; echo second >&2; exit 3'")
    assert bad.returncode == 3 and bad.stdout == ""
    assert bad.stderr == "dev: this step failed (exit status 3): sh -c echo first; echo second >&2; exit 3\nfirst\nsecond\n"


def test_every_installing_step_of_dev_runs_quietly():
    """apt-get, venv and pip: each through ``quietly`` (no output of theirs on a good set-up)."""
    lines = [line.strip() for line in DEV.read_text(encoding="utf-8").splitlines()]
    steps = [line for line in lines if re.search(r"apt-get (update|install)|-m venv|-m pip install", line)]
    assert len(steps) == 5 and all(line.startswith("quietly ") for line in steps), steps  # pip twice
