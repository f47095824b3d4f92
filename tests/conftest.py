"""Shared test set-up: Qt runs offscreen; the team's rule cases are found beside the
project (../shared/cases) or through DEBERTS_CASES."""

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[1]


def shared_cases_dir() -> Path | None:
    env = os.environ.get("DEBERTS_CASES")
    for p in ([Path(env)] if env else []) + [ROOT.parent / "shared" / "cases", ROOT / "tests" / "cases"]:
        if p.is_dir():
            return p
    return None
