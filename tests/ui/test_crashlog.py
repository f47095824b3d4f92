"""The crash log (ui/crashlog.py): Python exceptions of every thread and native crashes end
up in the log folder, with or without a standard error."""

import subprocess
import sys
import threading

import pytest

from deberts_desktop.ui import crashlog


@pytest.fixture
def installed(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "stderr", None)  # a windowed build: the file is the only trace
    old = sys.excepthook
    sys.excepthook = sys.__excepthook__  # not pytest-qt's hook: it would fail the test
    try:
        assert crashlog.install(tmp_path / "log") == tmp_path / "log"
        yield tmp_path / "log"
    finally:
        crashlog.uninstall()
        sys.excepthook = old


def test_exceptions_of_the_main_thread_and_other_threads_are_logged(installed):
    try:
        raise RuntimeError("boom in a slot")
    except RuntimeError:
        sys.excepthook(*sys.exc_info())

    def work():
        raise ValueError("boom in a worker thread")

    t = threading.Thread(target=work, name="ai-worker")
    t.start()
    t.join()
    text = (installed / crashlog.LOG_FILE).read_text(encoding="utf-8")
    assert "Deberts Desktop" in text.splitlines()[0] and "started" in text.splitlines()[0]
    assert "RuntimeError: boom in a slot" in text and "Traceback" in text
    assert "in thread ai-worker" in text and "ValueError: boom in a worker thread" in text


def test_log_folder_follows_the_environment(tmp_path, monkeypatch):
    monkeypatch.setenv(crashlog.LOG_ENV, str(tmp_path / "x"))
    assert crashlog.log_dir() == tmp_path / "x"
    monkeypatch.delenv(crashlog.LOG_ENV)
    assert crashlog.log_dir().name in ("log", "Logs", "deberts-desktop")


def test_a_native_crash_leaves_the_python_stack_in_the_log_folder(tmp_path):
    code = ("import sys, faulthandler\n"
            "from deberts_desktop.ui import crashlog\n"
            "crashlog.install(sys.argv[1])\n"
            "def crashing_inside_qt():\n"
            "    faulthandler._sigsegv()\n"
            "crashing_inside_qt()\n")
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, timeout=60)
    assert out.returncode != 0
    text = (tmp_path / crashlog.NATIVE_FILE).read_text(encoding="utf-8")
    assert "Fatal Python error: Segmentation fault" in text
    assert "crashing_inside_qt" in text


@pytest.mark.skipif(not hasattr(__import__("os"), "mkfifo"), reason="no named pipes here")
def test_planted_log_files_are_moved_aside_and_the_log_starts_anew(tmp_path):
    """A pipe as the log file (opening it to append would wait for a reader for ever) and a
    link to /dev/zero as the native-crash file: both kept aside as .bak, the logs start anew.
    In a child process, so that a bug fails by the timeout rather than hanging the suite."""
    import os

    folder = tmp_path / "log"
    folder.mkdir()
    os.mkfifo(folder / crashlog.LOG_FILE)
    os.symlink("/dev/zero", folder / crashlog.NATIVE_FILE)
    code = ("import sys\nfrom deberts_desktop.ui import crashlog\n"
            "print(crashlog.install(sys.argv[1]))\n")
    out = subprocess.run([sys.executable, "-c", code, str(folder)], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and out.stdout.strip() == str(folder)
    assert (folder / (crashlog.LOG_FILE + ".bak")).is_fifo()
    assert os.readlink(folder / (crashlog.NATIVE_FILE + ".bak")) == "/dev/zero"
    assert (folder / crashlog.LOG_FILE).is_file() and (folder / crashlog.NATIVE_FILE).is_file()
    assert "started" in (folder / crashlog.LOG_FILE).read_text(encoding="utf-8")


def test_the_log_rotates_once_the_window_asks_and_at_once_when_too_big(tmp_path, monkeypatch):
    """Until :func:`crashlog.rotate` the log only grows (the start imports no
    ``logging.handlers``); from it on a file over MAX_BYTES is rotated to ``.log.1`` before
    the next line; a log already too big at the start is rotated at once."""
    monkeypatch.setattr(sys, "stderr", None)
    monkeypatch.setattr(crashlog, "MAX_BYTES", 2000)
    folder = tmp_path / "log"
    old = sys.excepthook
    try:
        crashlog.install(folder)
        for i in range(40):
            crashlog.log.warning("line %d %s", i, "x" * 60)  # 40 lines of ~120 bytes: past 2000
        assert not (folder / (crashlog.LOG_FILE + ".1")).exists()
        crashlog.rotate()
        crashlog.log.warning("after rotate")
        assert (folder / (crashlog.LOG_FILE + ".1")).exists()
        rotated = (folder / (crashlog.LOG_FILE + ".1")).read_text(encoding="utf-8")
        now = (folder / crashlog.LOG_FILE).read_text(encoding="utf-8")
        assert "started" in rotated and "line 39" in rotated and "after rotate" not in rotated
        assert now.count("after rotate") == 1
        crashlog.uninstall()
        crashlog.install(folder)  # a 2nd start: the log is small again, nothing rotates
        assert not (folder / (crashlog.LOG_FILE + ".2")).exists()
        crashlog.uninstall()
        (folder / crashlog.LOG_FILE).write_text("y" * 3000, encoding="utf-8")
        crashlog.install(folder)  # too big already: its start line goes to a new file
        assert (folder / (crashlog.LOG_FILE + ".2")).exists()
        assert (folder / (crashlog.LOG_FILE + ".1")).read_text(encoding="utf-8") == "y" * 3000
        assert "started" in (folder / crashlog.LOG_FILE).read_text(encoding="utf-8")
    finally:
        crashlog.uninstall()
        sys.excepthook = old
