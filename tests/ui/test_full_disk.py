"""The real start on a full data disk (issue 19, item 13): ``deberts-desktop`` started as a
person starts it, its data folder on a tmpfs with no room left (a mount namespace of the
test's own). The start-up message says the disk is full and the old games can be viewed;
a new game is dealt; History lists the stored games."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest

from tests.conftest import ROOT
from tests.storage.test_damaged_history import fill_history
from tests.storage.test_full_disk import FULL
from tests.ui.test_planted_files import START

pytestmark = pytest.mark.skipif(sys.platform != "linux" or shutil.which("unshare") is None,
                                reason="needs Linux mount namespaces")

#: Before the start: take the last free block of the data folder's disk.
FILL = """
import os
try:
    with open(os.path.join(os.environ["DEBERTS_DATA_DIR"], "filler"), "wb", buffering=0) as f:
        while True:
            f.write(bytes(4096))
except OSError:
    pass
"""


def test_the_app_starts_on_a_full_data_disk(tmp_path):
    data = tmp_path / "data"
    before = fill_history(data / "history.sqlite3", games=2)
    script = FILL + START.format(root=str(ROOT))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DEBERTS_CONFIG_DIR=str(tmp_path / "config"),
               DEBERTS_DATA_DIR=str(data), DEBERTS_LOG_DIR=str(tmp_path / "log"))
    shell = (f"cp -a {data} {data}.orig && mount -t tmpfs -o size=256k tmpfs {data} && cp -a {data}.orig/. {data}"
             f" && exec {sys.executable} -c \"$0\"")
    child = subprocess.run(["unshare", "-m", "sh", "-c", shell, script], capture_output=True, text=True, env=env,
                           timeout=180)
    if child.returncode != 0 and "mount" in child.stderr and not child.stdout:
        pytest.skip(f"no tmpfs can be mounted here: {child.stderr.strip()}")
    assert child.returncode == 0, child.stderr
    seen = json.loads(child.stdout.splitlines()[-1])
    assert seen["box"] == FULL.format(folder=data)
    assert seen["dealt"] and not seen["question"]
    assert seen["games"] == sorted(before)  # History has them
