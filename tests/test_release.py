"""The release's facts agree: one version (deberts_desktop/__init__.py) for pyproject.toml,
`deberts-desktop --version`, the installers' names, CHANGELOG.md and the AppStream metainfo;
the Debian copyright file is in the Debian copyright format."""

import importlib.util
import sys
import tomllib
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
