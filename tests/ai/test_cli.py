"""``deberts-desktop arena`` and ``deberts-desktop analyse``."""

import json
from importlib import resources

import pytest

from deberts_desktop.cli import main


def test_arena_json_fields(capsys):
    code = main(["arena", "--players", "2", "--a", "amateur", "--b", "beginner", "--deals", "3",
                 "--games", "1", "--seed", "4", "--json"])
    assert code == 0
    rep = json.loads(capsys.readouterr().out)
    for key in ("a", "b", "deals", "margin_per_deal", "margin_ci95", "a_game_wins", "games", "decision_ms"):
        assert key in rep
    assert rep["a"] == "amateur" and rep["b"] == "beginner"
    assert rep["deals"] == 3
    assert rep["games"] == 2  # one game, in both seatings
    assert len(rep["margin_ci95"]) == 2
    assert rep["margin_ci95"][0] <= rep["margin_per_deal"] <= rep["margin_ci95"][1]
    assert 0 <= rep["a_game_wins"] <= 1
    for k in ("a", "b"):
        assert set(rep["decision_ms"][k]) == {"median", "p95", "max"}


def test_arena_is_reproducible(capsys):
    args = ["arena", "--players", "3", "--a", "amateur", "--b", "beginner", "--deals", "1", "--games", "0",
            "--seed", "9", "--json"]
    main(args)
    first = json.loads(capsys.readouterr().out)
    main(args)
    second = json.loads(capsys.readouterr().out)
    assert first["margin_per_deal"] == second["margin_per_deal"]


def test_arena_text_four_individual(capsys):
    code = main(["arena", "--players", "4", "--mode", "individual", "--a", "amateur", "--b", "amateur",
                 "--deals", "2", "--games", "0", "--seed", "1"])
    assert code == 0
    out = capsys.readouterr().out
    assert "margin of A per deal" in out


def test_analyse_the_example(capsys):
    path = resources.files("deberts_desktop") / "examples" / "example.record.json"
    with resources.as_file(path) as p:
        code = main(["analyse", str(p), "--json", "--worlds", "4", "--threshold", "5"])
    assert code == 0
    rep = json.loads(capsys.readouterr().out)
    assert rep["threshold"] == 5 and len(rep["deals"]) == 4
    cards = [c for d in rep["deals"] for c in d["cards"]]
    assert len(cards) == 4 * 18
    for c in cards:
        assert c["dd_loss"] == c["dd_best_value"] - c["dd_played_value"] >= 0
        if c["forced"]:
            assert c["fair"] is None and c["fair_loss"] is None
        else:
            assert c["fair_loss"] == round(c["fair_best_value"] - c["fair_played_value"], 1) >= 0
    mistakes = [c for d in rep["deals"] for c in d["cards"] if c["index"] in d["mistakes"]]
    assert all(c["fair_loss"] >= 5 for c in mistakes)
    assert [s["mistakes"] for s in rep["summary"]] == [sum(c["seat"] == s for c in mistakes) for s in (0, 1)]


def test_analyse_refuses_a_bad_file(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert main(["analyse", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("deberts-desktop analyse: ") and err.count("\n") == 1
    assert main(["analyse", str(bad), "--worlds", "0"]) == 2
    assert capsys.readouterr().err == "deberts-desktop analyse: --worlds must be at least 1\n"


@pytest.mark.parametrize("worlds", ["1025", "1000000000"])
def test_analyse_refuses_more_worlds_than_it_can_sample_in_a_lifetime(capsys, worlds):
    """``analyse --worlds 1000000000`` ran for ever (each world a double-dummy solve of every
    choice of every card); beyond 1024 worlds — eight times the Master's 128 in 2 players —
    it is refused as a bad argument (exit 2, one line) before the record is read, and
    ``--help`` says so."""
    path = resources.files("deberts_desktop") / "examples" / "example.record.json"
    with resources.as_file(path) as p:
        assert main(["analyse", str(p), "--json", "--worlds", worlds]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == ("deberts-desktop analyse: --worlds must be at most 1024 (the Master samples 64, "
                                 f"128 in 2 players), not {worlds}\n")
    assert main(["analyse", "--help"]) == 0
    assert "worlds sampled per fair value, 1 to 1024 (default the Master's)" in " ".join(capsys.readouterr().out.split())


@pytest.mark.parametrize("value", ["nan", "inf", "-inf"])
def test_analyse_refuses_a_threshold_that_is_no_number(capsys, value):
    """``--threshold nan`` marked no card a mistake and ``--json`` printed ``"threshold": NaN``,
    which no JSON reader takes; a threshold that is no number of points is refused as a bad
    argument (exit 2, one line), before the record is read."""
    path = resources.files("deberts_desktop") / "examples" / "example.record.json"
    with resources.as_file(path) as p:
        assert main(["analyse", str(p), "--json", "--worlds", "1", f"--threshold={value}"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == f"deberts-desktop analyse: --threshold must be a number of deal points, not {float(value)}\n"


def test_a_command_runs_with_the_collector_on_and_leaves_it_on(capsys, monkeypatch):
    """The command line holds Python's cyclic collector from its first line (issue 21: the
    window's start), but a command's own work (here ``replay``) runs with it on, and every
    way out (a command, ``--version``, bad arguments) leaves it on."""
    import gc

    from deberts_desktop import cli

    seen = []
    replay = cli.cmd_replay
    monkeypatch.setattr(cli, "cmd_replay", lambda args: seen.append(gc.isenabled()) or replay(args))
    path = resources.files("deberts_desktop") / "examples" / "example.record.json"
    with resources.as_file(path) as p:
        assert main(["replay", str(p)]) == 0
    assert seen == [True] and gc.isenabled()
    assert main(["--version"]) == 0 and gc.isenabled()
    assert main(["--players", "5"]) == 2 and gc.isenabled()
    capsys.readouterr()


ARENA_AT_WORK = """
import signal
import sys
# as from a terminal: Ctrl+C interrupts (a shell's background job, as a CI's, starts its
# commands with SIGINT ignored, and Python then installs no KeyboardInterrupt for it)
signal.signal(signal.SIGINT, signal.default_int_handler)
sys.path.insert(0, {root!r})
from deberts_desktop import cli
from deberts_desktop.ai import arena
from tests.ai import arena_jobs

arena.ARENA_LEVELS["beginner"] = arena_jobs.sleeper  # each child in a long search
sys.exit(cli.main(["arena", "--a", "beginner", "--b", "beginner", "--deals", "8", "--jobs", "2", "--quiet"]))
"""


def test_ctrl_c_stops_arena_jobs_without_a_traceback(tmp_path):
    """``arena --jobs 2``, both children in a search, and Ctrl+C in the terminal (SIGINT to
    the whole process group): the command ends with 130, its children with it, and the
    terminal shows no traceback. (Before: each child wrote its KeyboardInterrupt's
    traceback.)"""
    import os
    import signal
    import subprocess
    import sys
    import time

    import pytest

    from tests.conftest import ROOT, WAIT_FLOOR_MS
    from tests.ui.test_worker import alive, descendants

    if not os.path.isdir("/proc") or not hasattr(os, "killpg"):
        pytest.skip("needs /proc and process groups")
    marks = tmp_path / "marks"
    marks.mkdir()
    env = dict(os.environ, DEBERTS_TEST_MARKS=str(marks))
    p = subprocess.Popen([sys.executable, "-c", ARENA_AT_WORK.format(root=str(ROOT))], env=env, text=True,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
    try:
        end = time.monotonic() + max(120, WAIT_FLOOR_MS / 1000)  # an upper bound: the loop ends as they start
        while time.monotonic() < end and len(list(marks.iterdir())) < 2 and p.poll() is None:
            time.sleep(0.05)
        children = [int(m.name) for m in marks.iterdir()]
        assert len(children) == 2 and set(children) <= descendants(p.pid)
        os.killpg(p.pid, signal.SIGINT)
        _, err = p.communicate(timeout=max(120, WAIT_FLOOR_MS / 1000))  # an upper bound: a hang fails here
        end = time.monotonic() + WAIT_FLOOR_MS / 1000
        while time.monotonic() < end and any(alive(c) for c in children):
            time.sleep(0.05)
        assert p.returncode == 130 and err == "", err[-2000:]  # (a child interrupted: "Process SpawnPoolWorker-1:" and its traceback)
        assert not [c for c in children if alive(c)]
    finally:
        if p.poll() is None:
            os.killpg(p.pid, signal.SIGKILL)
            p.communicate()
