"""./dev keeps the installers' output aside (issue 19, item 24): its ``quietly`` prints nothing
of a step that works, and all of a step that fails."""

from __future__ import annotations

import ast
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


@pytest.mark.skipif(shutil.which("bash") is None, reason="./dev is a bash script")
def test_dev_play_tells_the_app_the_command_as_typed(tmp_path):
    """``./dev play`` starts the app with ``DEBERTS_COMMAND`` set to the script as the person
    typed it and ``play`` (the app names it in its words: tests/ui/test_no_display.py). A
    copy of ./dev beside a set-up .venv whose ``deberts-desktop`` prints what it got, started
    from a folder below as ``../dev play --autoplay``."""
    import os
    import sys

    root = tmp_path / "checkout"
    (root / ".venv" / "bin").mkdir(parents=True)
    shutil.copy(DEV, root / "dev")
    (root / ".venv" / "bin" / "python").symlink_to(sys.executable)  # Python 3.12+: nothing to make
    (root / ".venv" / ".installed").touch()  # and nothing to install (no pyproject.toml newer)
    app = root / ".venv" / "bin" / "deberts-desktop"
    app.write_text('#!/bin/sh\necho "$DEBERTS_COMMAND|$*"\n')
    app.chmod(0o755)
    fake = tmp_path / "bin"  # the Debian libraries all there, whatever this machine has
    fake.mkdir()
    (fake / "dpkg-query").write_text("#!/bin/sh\nprintf 'install ok installed'\n")
    (fake / "dpkg-query").chmod(0o755)
    (root / "games").mkdir()
    env = dict(os.environ, PATH=f"{fake}{os.pathsep}{os.environ['PATH']}")
    env.pop("DEBERTS_COMMAND", None)
    done = subprocess.run(["bash", "-c", "../dev play --autoplay"], cwd=root / "games", env=env, capture_output=True,
                          text=True, timeout=60)
    assert (done.returncode, done.stdout, done.stderr) == (0, "../dev play|--autoplay\n", "")


@pytest.mark.skipif(shutil.which("bash") is None, reason="./dev is a bash script")
def test_dev_play_from_a_folder_with_a_space_names_a_command_that_can_be_pasted(tmp_path):
    """A checkout in a folder whose name has a space ("my games"), started by its whole path:
    the command the app is told (and names in its words: "QT_QPA_PLATFORM=offscreen ...
    --autoplay") is quoted as the shell reads it back, the space escaped. (Before: the path
    as it was, so the line pasted ran ".../my" — "No such file or directory".)"""
    import os
    import sys

    root = tmp_path / "my games"
    (root / ".venv" / "bin").mkdir(parents=True)
    shutil.copy(DEV, root / "dev")
    (root / ".venv" / "bin" / "python").symlink_to(sys.executable)
    (root / ".venv" / ".installed").touch()
    app = root / ".venv" / "bin" / "deberts-desktop"
    app.write_text('#!/bin/sh\necho "$DEBERTS_COMMAND|$*"\n')
    app.chmod(0o755)
    fake = tmp_path / "bin"
    fake.mkdir()
    (fake / "dpkg-query").write_text("#!/bin/sh\nprintf 'install ok installed'\n")
    (fake / "dpkg-query").chmod(0o755)
    env = dict(os.environ, PATH=f"{fake}{os.pathsep}{os.environ['PATH']}", CHECKOUT=str(root))
    env.pop("DEBERTS_COMMAND", None)
    done = subprocess.run(["bash", "-c", '"$CHECKOUT/dev" play --autoplay'], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=60)
    typed = f"{tmp_path}/my\\ games/dev"
    assert (done.returncode, done.stdout, done.stderr) == (0, f"{typed} play|--autoplay\n", "")
    again = subprocess.run(["bash", "-c", f"{typed} play"], cwd=tmp_path, env=env, capture_output=True, text=True,
                           timeout=60)  # pasted: the same script runs
    assert again.returncode == 0 and again.stdout == f"{typed} play|\n"


def test_every_compiled_module_has_its_c_types_beside_it():
    """./dev rebuilds when a compiled module's source or C types change, finding them as the
    ``.py`` beside each ``.pxd`` of the package: setup.py compiles exactly those."""
    root = DEV.parent
    spec = re.search(r"^COMPILED = (\[.*?\])", (root / "setup.py").read_text(encoding="utf-8"), re.M | re.S)
    compiled = sorted(ast.literal_eval(spec.group(1)))
    assert compiled == sorted(str(p.relative_to(root).with_suffix(".py").as_posix())
                              for p in (root / "deberts_desktop").glob("*/*.pxd"))
    assert "deberts_desktop/engine/duties.py" in compiled


@pytest.mark.skipif(shutil.which("bash") is None, reason="./dev is a bash script")
@pytest.mark.parametrize("changed", ["deberts_desktop/engine/duties.py", "deberts_desktop/engine/duties.pxd",
                                     "deberts_desktop/ai/solver.py", None])
def test_dev_setup_installs_again_when_a_compiled_module_s_source_changed(tmp_path, changed):
    """A pull that changes the play duties (compiled with the solver since they moved to
    engine/duties.py) must rebuild them: else ``./dev play`` goes on with the duties compiled
    before — the old rules of play. (Before: only solver.py and solver.pxd were looked at.)
    A copy of ./dev in a checkout whose .venv's python notes each ``pip install``."""
    import os
    import sys
    import time

    root = tmp_path / "checkout"
    for rel in ("deberts_desktop/ai/solver.py", "deberts_desktop/ai/solver.pxd", "deberts_desktop/engine/duties.py",
                "deberts_desktop/engine/duties.pxd", "setup.py", "pyproject.toml"):
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text("")
    (root / ".venv" / "bin").mkdir(parents=True)
    shutil.copy(DEV, root / "dev")
    log = tmp_path / "pip.log"
    python = root / ".venv" / "bin" / "python"
    python.write_text(f'#!/bin/sh\nif [ "$1 $2" = "-m pip" ]; then echo "$*" >> "{log}"; exit 0; fi\n'
                      f'exec "{sys.executable}" "$@"\n')
    python.chmod(0o755)
    stamp = root / ".venv" / ".installed"
    stamp.touch()
    earlier = time.time() - 60
    for p in root.rglob("*"):
        if p.is_file() and p != stamp and p.parent.name != "bin":
            os.utime(p, (earlier, earlier))  # installed after every source…
    if changed:
        os.utime(root / changed, (time.time() + 60, time.time() + 60))  # …but this one, changed since
    fake = tmp_path / "bin"  # the Debian libraries all there, whatever this machine has
    fake.mkdir()
    (fake / "dpkg-query").write_text("#!/bin/sh\nprintf 'install ok installed'\n")
    (fake / "dpkg-query").chmod(0o755)
    env = dict(os.environ, PATH=f"{fake}{os.pathsep}{os.environ['PATH']}")
    done = subprocess.run(["bash", "./dev", "setup"], cwd=root, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    installs = log.read_text().splitlines() if log.exists() else []
    assert any("-e .[test]" in line for line in installs) == (changed is not None), (installs, done.stderr)
