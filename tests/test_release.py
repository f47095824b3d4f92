"""The release's facts agree: one version (deberts_desktop/__init__.py) for pyproject.toml,
`deberts-desktop --version`, the installers' names, CHANGELOG.md and the AppStream metainfo;
the Debian copyright file is in the Debian copyright format."""

import importlib.util
import os
import re
import sys
import tomllib
import types
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import deberts_desktop
from deberts_desktop import cli

ROOT = Path(__file__).resolve().parents[1]
VERSION = deberts_desktop.__version__


def _load(name):
    spec = importlib.util.spec_from_file_location(f"packaging_{name}", ROOT / "packaging" / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod  # dataclasses look their module up there
    spec.loader.exec_module(mod)
    return mod


@pytest.fixture(scope="module")
def build():
    return _load("build")


def test_pyproject_takes_its_version_from_the_package():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "deberts_desktop.__version__"}


def test_version_option_prints_the_version(capsys):
    assert cli.main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"deberts-desktop {VERSION}"


def test_installers_are_named_with_the_version(build):
    assert build.version() == VERSION
    names = {s: build.installer_name(s, VERSION, a) for s, a in
             (("linux-deb", "amd64"), ("linux-appimage", "x86_64"), ("windows", "x64"), ("macos", "arm64"))}
    assert names == {"linux-deb": f"deberts-desktop_{VERSION}_amd64.deb",
                     "linux-appimage": f"Deberts_Desktop-{VERSION}-x86_64.AppImage",
                     "windows": f"deberts-desktop-{VERSION}-windows-setup.exe",
                     "macos": f"Deberts-Desktop-{VERSION}-macos-arm64.dmg"}


def test_changelog_and_metainfo_name_this_version_with_a_date(build):
    changelog = _load("changelog")
    newest = changelog.releases()[0]
    assert newest.version == VERSION and newest.date is not None and newest.notes
    root = ET.fromstring(build.metainfo())
    rel = root.find("releases/release")
    assert (rel.get("version"), rel.get("date")) == (VERSION, newest.date.isoformat())
    assert root.find("content_rating").get("type") == "oars-1.1"
    assert root.find("provides/mediatype").text == build.MIME_TYPE
    assert root.find("screenshots") is None and root.find("url") is None  # no public address yet


def test_changelog_reads_sections_and_refuses_missing_ones(tmp_path):
    changelog = _load("changelog")
    f = tmp_path / "CHANGELOG.md"
    f.write_text("# Changelog\n\nintro\n\n## 1.2.0 — 2027-03-04\n\n- new\n\n## 1.1.0\n\n- old\n", encoding="utf-8")
    rels = changelog.releases(f)
    assert [(r.version, str(r.date), r.notes) for r in rels] == [("1.2.0", "2027-03-04", "- new"), ("1.1.0", "None", "- old")]
    assert changelog.release("9.9.9", f) is None


def test_debian_copyright_is_in_the_debian_format():
    notices = _load("notices")
    from deberts_desktop.licences import Component

    comps = [Component("Python", "3.12.1", "PSF-2.0", [("LICENSE.txt", "PSF text\n\nsecond paragraph")]),
             Component("platformdirs", "4.0", "MIT", [("LICENSE", "MIT text")])]
    text = notices.debian_copyright("MIT License\n\nCopyright (c) 2026 X\n\nPermission is granted.\n", comps,
                                    {"Python": ["libpython3.12.so.1.0"]})
    paragraphs = text.split("\n\n")
    assert paragraphs[0].startswith("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/")
    used = {line.split(":", 1)[1].strip() for p in paragraphs for line in p.splitlines()
            if line.startswith("License:") and p.startswith("Files:")}
    standalone = {p.splitlines()[0].split(":", 1)[1].strip() for p in paragraphs if p.startswith("License:")}
    inline = {p.splitlines()[2].split(":", 1)[1].strip() for p in paragraphs
              if p.startswith("Files:") and len(p.splitlines()) > 3 and p.splitlines()[3].startswith(" ")}
    for name in used:
        for part in name.split(" and "):
            assert part in standalone | inline | {"LGPL-3", "PSF-2.0"}, part
    assert " PSF text\n .\n second paragraph" in text  # empty lines as " ."
    assert "Files: opt/deberts-desktop/_internal/libpython3.12.so.1.0" in text
    assert "License: Expat\n Permission is granted." in text


def test_the_copyright_file_names_the_gpl_instead_of_repeating_it():
    notices = _load("notices")
    from deberts_desktop.licences import Component

    gpl = (ROOT / "deberts_desktop/resources/licences/GPL-3.0.txt").read_text(encoding="utf-8")
    lgpl = (ROOT / "deberts_desktop/resources/licences/LGPL-3.0.txt").read_text(encoding="utf-8")
    comps = [Component("PySide6_Essentials", "6.12.0", "LGPL-3.0-only OR GPL-3.0-only",
                       [("LGPL", lgpl), ("GPL", gpl)])]
    text = notices.debian_copyright("MIT License\n\nCopyright (c) 2026 X\n\nPermission is granted.\n", comps, {})
    assert "TERMS AND CONDITIONS" not in text  # lintian: copyright-file-contains-full-gpl-license
    assert (" GNU General Public License version 3: on Debian systems its complete text is in "
            "'/usr/share/common-licenses/GPL-3'.") in text
    assert "'/usr/share/common-licenses/LGPL-3'" in text


# ----------------------------------------------------------------------------- the .deb

def test_the_debian_changelog_has_an_entry_per_release(build, monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "0")
    text = build.debian_changelog(VERSION)
    lines = text.splitlines()
    assert lines[0] == f"deberts-desktop ({VERSION}) unstable; urgency=medium"
    assert lines[1] == "" and lines[2].startswith("  * ")
    trailers = [line for line in lines if line.startswith(" -- ")]
    releases = _load("changelog").releases()
    assert len(trailers) == len(releases) + (0 if any(r.version == VERSION for r in releases) else 1)
    # " -- Name <mail>  Day, DD Mon YYYY HH:MM:SS +0000" (two spaces before the date)
    assert trailers[0].startswith(f" -- {build.MAINTAINER}  ") and trailers[0].endswith(" +0000")
    assert all(len(line) <= 80 for line in lines if not line.startswith(" -- "))  # the notes wrapped


def test_the_lintian_overrides_are_only_the_bundle_s_and_each_has_its_reason(build):
    allowed = {"dir-or-file-in-opt", "embedded-library", "shared-library-lacks-prerequisites",
               "library-not-linked-against-libc", "hardening-no-pie",
               # the bundle's modules as plain .pyc files (the spec's noarchive)
               "package-installs-python-bytecode"}
    blocks = build.LINTIAN_OVERRIDES.strip().split("\n\n")
    tags = []
    for block in blocks:
        lines = block.splitlines()
        assert lines[0].startswith("# "), block  # the reason comes first
        rules = [line for line in lines if not line.startswith("#")]
        assert rules, block
        for rule in rules:
            package, tag = rule.split()[:2]
            assert package == "deberts-desktop:"
            tags.append(tag)
    assert set(tags) <= allowed and len(tags) == len(set(tags))


def test_the_manual_page_is_in_section_6_and_names_every_option():
    page = (ROOT / "packaging/linux/deberts-desktop.6").read_text(encoding="utf-8")
    assert '.TH DEBERTS-DESKTOP 6 ' in page
    import argparse

    parser = cli.build_parser()
    options = [o for a in parser._actions for o in a.option_strings if o.startswith("--")]
    commands = [c for a in parser._actions if isinstance(a, argparse._SubParsersAction) for c in a.choices]
    assert "--players" in options and "replay" in commands
    for word in options + commands:
        assert word.replace("-", "\\-") in page, word


# ----------------------------------------------------------------------------- the docs

def _readme_commands() -> list[str]:
    text = (ROOT / "packaging/README.md").read_text(encoding="utf-8")
    block = text.split("## Commands", 1)[1].split("```sh\n", 1)[1].split("```", 1)[0]
    return [line.split("  #", 1)[0].strip() for line in block.splitlines() if line.strip()]


def test_packaging_readme_commands_work_on_a_fresh_clone_as_written():
    """Each command of packaging/README's Commands names a program that is there, a script
    that is there, and extras pyproject.toml has; the build extra is installed before the
    first build and has what build.py needs (PyInstaller, Cython for the compiled solver)."""
    import shlex

    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    extras = pyproject["project"]["optional-dependencies"]
    dev = (ROOT / "dev").read_text(encoding="utf-8")
    commands = _readme_commands()
    installed: set[str] = set()
    for command in commands:
        words = shlex.split(command)
        while "=" in words[0]:  # VAR=value before the program
            words.pop(0)
        program, args = words[0], words[1:]
        assert (ROOT / program).exists() or program == ".venv/bin/python", command
        if program == "./dev":
            assert f"\n  {args[0]})" in dev, command  # a subcommand ./dev knows
            if args[0] == "setup":
                installed.add("test")  # ./dev setup installs .[test]
        elif program == ".venv/bin/python" and args[:3] == ["-m", "pip", "install"]:
            target = args[-1]
            assert target.startswith(".[") and target.endswith("]"), command
            for extra in target[2:-1].split(","):
                assert extra in extras, command
                installed.add(extra)
        elif program == ".venv/bin/python":
            assert (ROOT / args[0]).is_file(), command
            if args[0] == "packaging/build.py":
                assert "build" in installed, f"{command}: the build extra is not installed before it"
        else:
            assert (ROOT / program).stat().st_mode & 0o111, f"{program} is not executable"
    build_extra = " ".join(extras["build"]).lower()
    assert "pyinstaller" in build_extra and "cython" in build_extra


def test_ci_runs_the_readme_s_set_up_commands_as_written():
    """.ci/run starts with the README's commands up to the first build, word for word."""
    commands = _readme_commands()
    first_build = next(i for i, c in enumerate(commands) if "packaging/build.py" in c)
    ci_lines = [line.strip() for line in (ROOT / ".ci/run").read_text(encoding="utf-8").splitlines()
                if line.strip() and not line.lstrip().startswith("#")]
    at = [ci_lines.index(c) for c in commands[:first_build]]
    assert at == sorted(at) and len(at) == 2


# ----------------------------------------------------------------------------- downloads

def _fetch(tmp_path, url, sha):
    import os
    import subprocess

    env = dict(os.environ, TOOL_SHA256=sha)
    return subprocess.run([str(ROOT / "packaging/fetch.sh"), url, str(tmp_path / "tool"), "TOOL"], env=env,
                          capture_output=True, text=True, timeout=60)


def test_a_download_with_no_checksum_or_another_one_fails_closed(tmp_path):
    import hashlib

    source = tmp_path / "served"
    source.write_bytes(b"the tool\n")
    url = source.as_uri()  # file://: no network
    right = hashlib.sha256(b"the tool\n").hexdigest()
    out = _fetch(tmp_path, url, "")
    assert out.returncode == 1 and "TOOL_SHA256 is not set" in out.stderr and not (tmp_path / "tool").exists()
    out = _fetch(tmp_path, url, "0" * 64)
    assert out.returncode == 1 and "not the pinned" in out.stderr and not (tmp_path / "tool").exists()
    out = _fetch(tmp_path, url, right)
    assert out.returncode == 0 and (tmp_path / "tool").read_bytes() == b"the tool\n"


def test_every_downloaded_tool_in_the_workflows_is_pinned_and_checked():
    flow = (ROOT / ".github/workflows/build.yml").read_text(encoding="utf-8")
    assert "curl " not in flow and "choco install" not in flow and "Invoke-WebRequest" not in flow
    for name in ("APPIMAGETOOL", "APPIMAGE_RUNTIME", "INNO_SETUP"):
        assert f"\n  {name}_VERSION: " in flow and f"\n  {name}_SHA256: " in flow
        assert flow.count(f" {name}\n") == 1  # one packaging/fetch.sh call names it
        # pinned: a sha256 of 64 hex digits (an empty one fails the download, so the job)
        assert re.search(rf"\n  {name}_SHA256: \"[0-9a-f]{{64}}\"", flow), name
    assert re.search(r'\n  APPIMAGE_RUNTIME_VERSION: "\d{8}"', flow)  # a dated release, not continuous
    assert "Get-AuthenticodeSignature" in flow
    assert "\nconcurrency:\n  group: build-${{ github.ref }}" in flow
    assert "codesign --verify" in flow and "::warning::codesign" not in flow
    assert "actionlint" not in (ROOT / "packaging/requirements-build.txt").read_text(encoding="utf-8")


def test_the_release_build_list_pins_every_dependency_by_hash():
    """A release build installs packaging/requirements-build.txt with --require-hashes and
    --no-deps: a dependency of pyproject.toml (the app's, or the build extra's) missing there
    would be missing from the installers (miniaudio was, after the sounds came)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    pinned = {}
    for line in (ROOT / "packaging/requirements-build.txt").read_text(encoding="utf-8").splitlines():
        m = re.match(r"([A-Za-z0-9_.-]+)==\S+", line)
        if m:
            pinned[m.group(1).lower().replace("_", "-")] = line
    for spec in project["dependencies"] + project["optional-dependencies"]["build"]:
        name = re.match(r"[A-Za-z0-9_.-]+", spec).group(0).lower().replace("_", "-")
        assert name in pinned, f"{name} is not pinned in packaging/requirements-build.txt"
    assert {"cffi", "pycparser"} <= pinned.keys()  # miniaudio's own dependencies, for --no-deps
    assert "\nconcurrency:\n" in (ROOT / ".github/workflows/release.yml").read_text(encoding="utf-8")


# ----------------------------------------------------------------------------- upgrade
def _git(repo, *args):
    import subprocess

    env = dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@example.org", GIT_COMMITTER_NAME="t",
               GIT_COMMITTER_EMAIL="t@example.org", GIT_CONFIG_GLOBAL=os.devnull, GIT_CONFIG_NOSYSTEM="1")
    return subprocess.run(["git", *args], cwd=repo, env=env, capture_output=True, text=True, check=True,
                          timeout=60).stdout.strip()


def _previous_version(repo):
    import subprocess

    return subprocess.run([str(ROOT / "packaging/check_upgrade.sh"), "--previous-version"], cwd=repo,
                          capture_output=True, text=True, check=True, timeout=60).stdout.strip()


def test_the_upgrade_starts_from_the_last_release_tag_else_the_previous_commit(tmp_path):
    _git(tmp_path, "init", "-q")
    commits = []
    for n in range(4):
        _git(tmp_path, "commit", "-q", "--allow-empty", "-m", f"commit {n}")
        commits.append(_git(tmp_path, "rev-parse", "HEAD"))
    assert _previous_version(tmp_path) == commits[2]  # no release yet: the previous commit
    _git(tmp_path, "tag", "v0.1.0", commits[1])
    _git(tmp_path, "tag", "not-a-release", commits[2])
    assert _previous_version(tmp_path) == "v0.1.0"
    _git(tmp_path, "tag", "v0.2.0", commits[3])  # a release build: from the release before it
    assert _previous_version(tmp_path) == "v0.1.0"


def test_the_upgrade_job_installs_the_previous_deb_then_this_one_in_the_debian_container():
    import subprocess

    flow = (ROOT / ".github/workflows/build.yml").read_text(encoding="utf-8")
    job = flow.split("\n  linux-upgrade:\n", 1)[1].split("\n  windows:\n", 1)[0]
    assert "container: python:3.12-bookworm" in job and "fetch-depth: 0" in job
    assert "previous=$(packaging/check_upgrade.sh --previous-version)" in job
    assert job.count("packaging/build.py") == 2  # the previous version's .deb and this one's
    assert ('packaging/check_upgrade.sh "$PREVIOUS_DIR"/packaging/dist/deberts-desktop_*.deb \\\n'
            '            packaging/dist/deberts-desktop_*.deb') in job
    out = subprocess.run([str(ROOT / "packaging/check_upgrade.sh"), "only-one.deb"], capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 2 and out.stderr.startswith("usage: ")


# ------------------------------------------------------------------ multiprocessing and Qt, frozen
# The frozen app imports multiprocessing and Qt only where they are used (benchmarks/README.md,
# start-up round 6): packaging/hooks/ replaces PyInstaller's run-time hooks for them by one that
# runs PyInstaller's at the module's first import; packaging/entry.py imports multiprocessing
# first in its own children. (smoke.sh runs the arena with --jobs 2 and a whole game from the
# bundle.)

HOOKS = ROOT / "packaging" / "hooks"
FIRST_IMPORT_HOOK = HOOKS / "rthooks" / "deberts_rth_first_import.py"

_FIRST_IMPORT = """
import os, sys
sys.path[:0] = [{rthooks!r}, {helpers!r}, {loader!r}]  # the bundle carries PyInstaller's hooks and helpers
sys._MEIPASS = {bundle!r}  # the bundle's folder, as the bootloader sets it
with open({hook!r}, encoding="utf-8") as f:  # as the bootloader runs a run-time hook: in __main__, before the entry
    exec(compile(f.read(), {hook!r}, "exec"), vars(sys.modules["__main__"]))
def finder():
    return any(type(f).__name__ == "FirstImport" for f in sys.meta_path)
print("at start:", [m for m in ("multiprocessing", "subprocess", "PySide6", "_pyi_rth_utils", "inspect", "pkgutil",
                                 "zipfile") if m in sys.modules], "QT_PLUGIN_PATH" in os.environ, finder())
import json  # any other import goes on as before
{first_import}
import multiprocessing, multiprocessing.spawn
print("multiprocessing:", multiprocessing.process.ORIGINAL_DIR, multiprocessing.freeze_support.__module__,
      multiprocessing.spawn.freeze_support is multiprocessing.freeze_support, finder())
import PySide6
print("PySide6:", os.environ["QT_PLUGIN_PATH"] == os.path.join({bundle!r}, "PySide6", "Qt", "plugins"),
      "PySide6.QtCore" in sys.modules)
import inspect, pkgutil, pyimod02_importers  # (PySide6 imported inspect: its hook ran then)
print("inspect, pkgutil:", inspect.getsourcefile.__module__,
      pyimod02_importers.PyiFrozenFinder in pkgutil.iter_importer_modules.registry, finder(),
      "HookAfterLoad" in {{type(m.__loader__).__name__ for m in (multiprocessing, PySide6, inspect, pkgutil)}})
"""


@pytest.mark.parametrize("first_import", ["import multiprocessing", "import concurrent.futures.process"])
def test_the_frozen_app_runs_pyinstaller_s_hooks_when_their_module_is_first_imported(first_import, tmp_path):
    """The run-time hook imports nothing at start; the first import of multiprocessing, itself
    or as a submodule's package, brings PyInstaller's patches with it (its ``freeze_support()``,
    the one that turns the executable into a spawn child or the resource tracker, in
    ``multiprocessing`` and ``multiprocessing.spawn``; no ``process.ORIGINAL_DIR``), the first
    import of PySide6 Qt's plugin path in the bundle and QtCore, of inspect its
    ``getsourcefile`` for the bundle's modules, of pkgutil its listing of the bundle's modules;
    then the finder is gone."""
    import subprocess

    PyInstaller = pytest.importorskip("PyInstaller")
    home = Path(PyInstaller.__file__).parent
    code = _FIRST_IMPORT.format(rthooks=str(home / "hooks" / "rthooks"), helpers=str(home / "fake-modules"),
                                loader=str(home / "loader"), bundle=str(tmp_path), hook=str(FIRST_IMPORT_HOOK),
                                first_import=first_import)
    env = {k: v for k, v in os.environ.items() if k not in ("QT_PLUGIN_PATH", "QML2_IMPORT_PATH")}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=env, timeout=60)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.splitlines() == [
        "at start: [] False True",
        "multiprocessing: None pyi_rth_multiprocessing True True",
        "PySide6: True True",
        "inspect, pkgutil: pyi_rth_inspect True False False",
    ]


def test_the_hook_folder_takes_over_pyinstaller_s_run_time_hooks_of_the_modules_it_names():
    """rthooks.dat gives multiprocessing, PySide6, inspect and pkgutil our hook, whose table
    names PyInstaller's hooks of the same modules (the spec also stops the build if one of
    PyInstaller's is still among the bundle's run-time hooks, or not collected as a module)."""
    import ast

    PyInstaller = pytest.importorskip("PyInstaller")
    ours = ast.literal_eval((HOOKS / "rthooks.dat").read_text(encoding="utf-8"))
    assert ours == dict.fromkeys(("multiprocessing", "PySide6", "inspect", "pkgutil"), [FIRST_IMPORT_HOOK.name])
    theirs = ast.literal_eval((Path(PyInstaller.__file__).parent / "hooks" / "rthooks.dat").read_text(encoding="utf-8"))
    tree = ast.parse(FIRST_IMPORT_HOOK.read_text(encoding="utf-8"))
    waiting = next(ast.literal_eval(node.value) for node in ast.walk(tree)
                   if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", None) == "waiting")
    assert {module: [hook + ".py"] for module, hook in waiting.items()} == {module: theirs[module] for module in ours}
    spec = (ROOT / "packaging" / "deberts-desktop.spec").read_text(encoding="utf-8")
    assert 'hookspath=[str(SPEC_DIR / "hooks")]' in spec and "hiddenimports += DEFERRED_RTHOOKS" in spec


@pytest.mark.parametrize("argv, child", [
    # as PyInstaller's documentation shows them (common-issues-and-pitfalls, Multi-processing)
    (["my_program", "--multiprocessing-fork", "tracker_fd=6", "pipe_handle=8"], True),
    (["my_program.exe", "--multiprocessing-fork", "parent_pid=8752", "pipe_handle=1552"], True),
    (["my_program", "-B", "-S", "-I", "-c", "from multiprocessing.resource_tracker import main;main(5)"], True),
    (["my_program", "-c", "import sys; from multiprocessing.forkserver import main; main(7, 8, None)"], True),
    # the app's own starts
    (["deberts-desktop"], False),
    (["deberts-desktop", "--deberts-worker"], False),
    (["deberts-desktop", "arena", "--a", "expert", "--b", "master", "--jobs", "2"], False),
    (["deberts-desktop", "game.record.json"], False),
    (["deberts-desktop", "--seed", "5", "--players", "4", "--mode", "pairs"], False),
])
def test_the_entry_script_tells_multiprocessing_s_children_by_their_arguments(argv, child):
    assert _load("entry").multiprocessing_child(argv) is child


def test_the_bare_reference_window_imports_no_multiprocessing():
    """``packaging/entry.py`` with ``DEBERTS_BARE_WINDOW=1`` (the start-up reference): as the
    game, it imports neither multiprocessing nor subprocess before its window is usable."""
    import subprocess

    code = ("import atexit, runpy, sys; sys.argv = ['entry.py']; "
            "atexit.register(lambda: print('imported:', *sorted(m for m in ('multiprocessing', 'subprocess') "
            "if m in sys.modules))); "
            f"runpy.run_path({str(ROOT / 'packaging' / 'entry.py')!r}, run_name='__main__')")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT), DEBERTS_BARE_WINDOW="1",
               DEBERTS_EXIT_WHEN_PLAYABLE="1")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=env,
                         timeout=120)  # an upper bound: a hang fails here
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.splitlines()[-1] == "imported:"


def test_the_build_names_the_compiled_modules_in_a_folder_with_spaces(build, monkeypatch, capsys):
    """build.py builds the compiled solver and play duties and names the two modules it
    found; a checkout in a folder whose path has a space ("My Projects", common on macOS and
    Windows) is named whole, and a plain-Python one among them stops the build."""
    where = ["/Users/ann/My Projects/deberts/deberts_desktop/ai/solver.cpython-312-darwin.so",
             "/Users/ann/My Projects/deberts/deberts_desktop/engine/duties.cpython-312-darwin.so"]
    monkeypatch.delenv("DEBERTS_PURE_PYTHON", raising=False)
    monkeypatch.setattr(build, "run", lambda cmd, **kw: None)
    monkeypatch.setattr(build.subprocess, "run",
                        lambda *a, **kw: types.SimpleNamespace(stdout="\n".join(where) + "\n"))
    build.compile_solver()
    said = capsys.readouterr().out
    assert "compiled solver: solver.cpython-312-darwin.so, duties.cpython-312-darwin.so\n" in said, said
    where[1] = "/Users/ann/My Projects/deberts/deberts_desktop/engine/duties.py"
    with pytest.raises(SystemExit, match="the compiled solver was not built"):
        build.compile_solver()


def test_the_package_takes_the_c_types_of_every_compiled_module():
    """The compiled solver cimports the play duties' C types (engine/duties.pxd): a source
    package (sdist) without a module's .pxd cannot be built — Cython stops on solver.pxd
    ("'deberts_desktop/engine/duties.pxd' not found"), and the install with it. Before,
    package-data took ai/*.pxd only."""
    import fnmatch

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = project["tool"]["setuptools"]["package-data"]["deberts_desktop"]
    pxds = [p.relative_to(ROOT / "deberts_desktop").as_posix() for p in (ROOT / "deberts_desktop").rglob("*.pxd")]
    assert "engine/duties.pxd" in pxds
    assert [p for p in pxds if not any(fnmatch.fnmatch(p, pattern) for pattern in patterns)] == []
