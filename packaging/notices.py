"""Build-time licence files of a bundle, made from what PyInstaller collected.

The spec calls :func:`write` with PyInstaller's list of collected binaries; it writes, into
``out_dir``:

* ``THIRD-PARTY-NOTICES.txt`` — every bundled component with its full licence texts
  (:func:`deberts_desktop.licences.render`): the Python packages from their metadata
  (:func:`deberts_desktop.licences.python_components`), the Python interpreter and its
  standard library from the build Python's own ``LICENSE.txt``, and on Linux each shared
  library taken from the build system, with the copyright file of the Debian package it came
  from (``dpkg -S``; ``/usr/share/doc/<package>/copyright``); ICU's notice from Debian's
  libicu package where the machine has it.
* ``LICENSE.txt`` — the app's own licence (the repository's ``LICENSE``).
* ``debian-copyright`` — the same in the Debian copyright format (DEP-5), for
  ``/usr/share/doc/deberts-desktop/copyright`` in the ``.deb`` (paths under
  ``opt/deberts-desktop/``).

The spec then adds the first two to the bundle (``deberts_desktop/resources/licences/``, where
Help → About → Licences reads them); ``build.py`` also puts them beside the executable and
into every installer. A build fails when the Python licence cannot be found.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))

from deberts_desktop import __version__  # noqa: E402
from deberts_desktop.licences import (  # noqa: E402
    APP_LICENCE_FILE, NOTICES_FILE, QT_NOTICE, Component, kept_text, python_components, render,
)

DEB_PREFIX = "opt/deberts-desktop"


def python_licence() -> str:
    """The build Python's ``LICENSE.txt`` (python.org, pyenv, Docker and setup-python builds
    all install it beside the standard library or in the installation folder).

    :raises SystemExit: when it is not found (a bundle must not ship without it)."""
    for p in (Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt", Path(sys.base_prefix) / "LICENSE.txt",
              Path(sys.base_prefix) / "LICENSE"):
        if p.is_file():
            return p.read_text(encoding="utf-8", errors="replace")
    raise SystemExit(f"notices.py: the Python licence (LICENSE.txt) was not found under {sys.base_prefix}")


def _dpkg_package(path: str) -> str | None:
    if not shutil.which("dpkg"):
        return None
    for p in dict.fromkeys((path, os.path.realpath(path))):
        for cand in {p, p.replace("/usr/lib/", "/lib/", 1), p.replace("/lib/", "/usr/lib/", 1)}:
            out = subprocess.run(["dpkg", "-S", cand], capture_output=True, text=True).stdout
            if out:
                return out.split(":", 1)[0].strip()
    return None


def _dpkg_version(package: str) -> str:
    out = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package], capture_output=True, text=True)
    return out.stdout.strip()


def _debian_copyright(package: str) -> str | None:
    p = Path("/usr/share/doc") / package / "copyright"
    return p.read_text(encoding="utf-8", errors="replace") if p.is_file() else None


def _icu_notice() -> str | None:
    for p in sorted(Path("/usr/share/doc").glob("libicu[0-9]*/copyright")):
        return p.read_text(encoding="utf-8", errors="replace")
    return None


def _origin(src: str) -> str:
    """'qt' (a PySide6/shiboken6 wheel file), 'python' (the interpreter's installation),
    'site' (another installed package) or 'system'."""
    s = os.path.realpath(src).replace("\\", "/")
    if "/PySide6/" in s or "/shiboken6/" in s:
        return "qt"
    prefixes = {os.path.realpath(p).replace("\\", "/") for p in (sys.base_prefix, sys.base_exec_prefix)}
    if "/site-packages/" in s or "/dist-packages/" in s:
        return "site"
    if any(s.startswith(p + "/") for p in prefixes):
        return "python"
    return "system"


def components(binaries) -> tuple[list[Component], dict[str, list[str]]]:
    """The bundle's components and, for DEP-5, the bundle paths of each (by component name).

    :param binaries: PyInstaller's TOC entries ``(dest, src, typecode)`` of the collected
        binaries (``Analysis.binaries`` after the spec's trimming).
    """
    files: dict[str, list[str]] = defaultdict(list)
    system: dict[str, list[str]] = defaultdict(list)
    unknown: list[str] = []
    for dest, src, _kind in binaries:
        dest = dest.replace("\\", "/")
        if dest.startswith("deberts_desktop/"):
            continue  # the app's own compiled solver (setup.py): under the app's licence
        origin = _origin(src)
        if origin == "system":
            pkg = _dpkg_package(src)
            if pkg:
                system[pkg].append(dest)
            else:
                unknown.append(dest)
        elif origin == "python":
            files["Python"].append(dest)
    comps = python_components()
    py = Component("Python", sys.version.split()[0], "PSF-2.0",
                   [("LICENSE.txt of the Python installation", python_licence())],
                   "The Python interpreter, its standard library and the libraries it comes with.")
    comps.insert(0, py)
    for pkg in sorted(system):
        text = _debian_copyright(pkg)
        comps.append(Component(pkg, _dpkg_version(pkg), "see its Debian copyright file below",
                               [("Debian copyright file", text)] if text else [],
                               "Shared libraries taken from the build system: " + ", ".join(
                                   sorted(Path(d).name for d in system[pkg])) + "."))
        files[pkg] = system[pkg]
    if unknown:
        print("notices.py: warning: no package known for " + " ".join(sorted(unknown)), file=sys.stderr)
        comps.append(Component("Other system libraries", "", "unknown",
                               note="Taken from the build system: " + ", ".join(sorted(unknown)) + "."))
    icu = _icu_notice()
    if icu and any("icu" in Path(d).name for d, _s, _k in binaries):
        comps.append(Component("ICU (carried by Qt)", "", "Unicode / ICU licence",
                               [("ICU licence, as given by Debian's libicu package", icu)]))
    return comps, files


def _dep5_text(text: str) -> str:
    """A DEP-5 field body: every line indented by one space, empty lines as ' .'."""
    return "\n".join(" " + line if line.strip() else " ." for line in text.rstrip().splitlines())


#: Licences Debian ships in /usr/share/common-licenses: the copyright file names them there
#: instead of repeating them (lintian: copyright-file-contains-full-gpl-license); the full
#: texts stay in THIRD-PARTY-NOTICES.txt.
COMMON_LICENCES = (("GNU LESSER GENERAL PUBLIC LICENSE", "Version 3,", "LGPL-3"),
                   ("GNU GENERAL PUBLIC LICENSE", "Version 3,", "GPL-3"),
                   ("GNU GENERAL PUBLIC LICENSE", "Version 2,", "GPL-2"))


def _common_licence(text: str) -> str:
    """``text``, or for the full text of a licence of :data:`COMMON_LICENCES` a line naming
    its file in ``/usr/share/common-licenses``."""
    head = " ".join(text.split()[:8]).upper()
    for title, version, name in COMMON_LICENCES:
        if head.startswith(title) and version.upper() in head:
            return (f"{title.title().replace('Gnu', 'GNU')} {version.rstrip(',').lower()}: on Debian systems "
                    f"its complete text is in '/usr/share/common-licenses/{name}'.")
    return text


def debian_copyright(app_licence: str, comps: list[Component], files: dict[str, list[str]]) -> str:
    """``/usr/share/doc/deberts-desktop/copyright`` in the Debian copyright format 1.0."""
    out = [
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/",
        "Upstream-Name: Deberts Desktop",
        f"Comment: Deberts Desktop {__version__}, a PyInstaller bundle in /{DEB_PREFIX}. The full",
        f" third-party notices are also in /{DEB_PREFIX}/{NOTICES_FILE}.",
        "",
        "Files: *",
        "Copyright: 2026 The Deberts Desktop authors",
        "License: Expat",
        "",
        f"Files: {DEB_PREFIX}/_internal/PySide6/* {DEB_PREFIX}/_internal/shiboken6/*",
        f" {DEB_PREFIX}/_internal/libQt6* {DEB_PREFIX}/_internal/libpyside6* {DEB_PREFIX}/_internal/libshiboken6*",
        f" {DEB_PREFIX}/_internal/libicu*",
        "Copyright: The Qt Company Ltd. and other contributors",
        "License: LGPL-3",
        _dep5_text(QT_NOTICE),
        " .",
        " On Debian systems, the complete text of the GNU Lesser General Public License",
        " version 3 can be found in '/usr/share/common-licenses/LGPL-3', and of the GNU",
        " General Public License version 3 in '/usr/share/common-licenses/GPL-3'.",
        "",
    ]
    for c in comps:
        paths = sorted(files.get(c.name, []))
        if not paths or c.name in ("PySide6-Essentials", "shiboken6"):
            continue
        # a folder of the bundle (python3.12/lib-dynload/…) as one pattern, one per line
        globs = "\n ".join(sorted({f"{DEB_PREFIX}/_internal/" + (p.split("/")[0] + "/*" if "/" in p else p)
                                    for p in paths}))
        short = "PSF-2.0" if c.name == "Python" else f"Debian-{c.name}"
        out += [f"Files: {globs}", f"Copyright: see the License text ({c.name} {c.version})", f"License: {short}"]
        body = "\n\n".join(_common_licence(text) for _t, text in c.texts) or c.note
        out += [_dep5_text(body), ""]
    python_only = [c for c in comps if c.name not in files and c.name not in ("PySide6-Essentials", "shiboken6")]
    if python_only:
        out += [f"Files: {DEB_PREFIX}/deberts-desktop",
                "Copyright: the authors of each package named below",
                "License: Expat and bundled-python-packages",
                " The executable also carries these Python packages (in its archive):",
                _dep5_text("\n".join(f"{c.name} {c.version}: {c.licence}" for c in python_only)),
                " Their full licence texts are in " + f"/{DEB_PREFIX}/{NOTICES_FILE}.", ""]
        out += ["License: bundled-python-packages",
                _dep5_text("\n\n".join(f"{c.name} {c.version}\n\n" + "\n\n".join(_common_licence(t) for _n, t in c.texts)
                                       for c in python_only)), ""]
    body = app_licence.strip()
    if body.startswith("MIT License"):  # the permission notice itself, after the copyright line
        body = body.split("\n\n", 2)[-1]
    out += ["License: Expat", _dep5_text(body), ""]
    return "\n".join(out).rstrip() + "\n"


def write(binaries, out_dir: Path) -> list[Path]:
    """Write the three files of the module docstring into ``out_dir``; return their paths."""
    out_dir.mkdir(parents=True, exist_ok=True)
    comps, files = components(binaries)
    app = (ROOT / "LICENSE").read_text(encoding="utf-8")
    header = f"Made when Deberts Desktop {__version__} was built, from the packages it carries."
    paths = [out_dir / NOTICES_FILE, out_dir / APP_LICENCE_FILE, out_dir / "debian-copyright"]
    paths[0].write_text(render(comps, header), encoding="utf-8")
    paths[1].write_text(app, encoding="utf-8")
    paths[2].write_text(debian_copyright(app, comps, files), encoding="utf-8")
    return paths


__all__ = ["write", "components", "debian_copyright", "python_licence", "kept_text"]
