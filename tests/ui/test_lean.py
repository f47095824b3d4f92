"""The window's process stays lean (issue 21, memory): what it need not load or keep."""

import hashlib
import os
import subprocess
import sys
import textwrap

from tests.conftest import ROOT


def run_python(code: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=120)  # an upper bound: a hang fails here


def test_the_data_folders_name_is_its_sha256_without_openssl(tmp_path):
    """The local socket's name is still the SHA-256 of the folder's path (a copy of the
    previous version finds this one), and naming it loads no OpenSSL (3 MiB)."""
    from deberts_desktop.ui.start.single_instance import server_name

    path = os.path.normcase(os.path.realpath(tmp_path))
    assert server_name(tmp_path) == "deberts-desktop-" + hashlib.sha256(path.encode()).hexdigest()[:24]
    out = run_python(f"""
        import sys
        sys.path.insert(0, {str(ROOT)!r})
        from deberts_desktop.ui.start.single_instance import server_name
        server_name({str(tmp_path)!r})
        print("_hashlib" in sys.modules)
    """)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.split() == ["False"]


def test_qt_keeps_no_source_lines_of_the_apps_modules():
    """PySide6 reads the source of each module imported after it; once the app has told it
    what it would find (:func:`spare_pyside_source_reads`, the start's first step), the
    modules of the package imported later leave no lines in linecache."""
    out = run_python(f"""
        import linecache, sys
        sys.path.insert(0, {str(ROOT)!r})
        from deberts_desktop.ui.app import spare_pyside_source_reads
        spare_pyside_source_reads()
        import deberts_desktop.ui.windows.main_window, deberts_desktop.ui.history.window
        ours = [f for f in linecache.cache if "deberts_desktop" in f]
        print(len(ours), "deberts_desktop.ui.history.window" in sys.modules)
    """)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.split() == ["0", "True"]
