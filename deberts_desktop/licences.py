"""The licences of Deberts Desktop and of the software its bundles carry.

Shown by Help → About → Licences (:mod:`.ui.dialogs.licences`), shipped in every bundle and
installer (``packaging/notices.py`` writes them at build time).

* :func:`app_licence` — the app's own licence (MIT, the repository's ``LICENSE``).
* :func:`notices` — the third-party notices: the file the build wrote into the bundle
  (``resources/licences/THIRD-PARTY-NOTICES.txt``), or, run from a source checkout, the same
  text made now from the installed packages' metadata (:func:`python_components`).
* :data:`QT_NOTICE` — how Qt and PySide6 are used (LGPL-3.0) and where their source is.

Full licence texts come from each package's own licence files (its ``License-File``
metadata, PEP 639, or files named LICENSE/COPYING/NOTICE in its ``.dist-info``). Qt's wheels
ship none, so the texts of the LGPL-3.0 and the GPL-3.0 it builds on are kept in
``resources/licences/`` (the Free Software Foundation's texts, verbatim).
"""

from __future__ import annotations

import importlib.metadata as md
import re
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

NOTICES_FILE = "THIRD-PARTY-NOTICES.txt"
APP_LICENCE_FILE = "LICENSE.txt"

#: The Python distributions the app bundles (the app's run-time dependencies with theirs).
BUNDLED_DISTRIBUTIONS = ("PySide6-Essentials", "shiboken6", "platformdirs", "miniaudio", "cffi")

#: Licence texts kept in ``resources/licences/`` for packages that ship none (Qt).
KEPT_TEXTS = {"LGPL-3.0": "LGPL-3.0.txt", "GPL-3.0": "GPL-3.0.txt"}

QT_SOURCE = "https://download.qt.io/official_releases/qt/"
PYSIDE_SOURCE = "https://download.qt.io/official_releases/QtForPython/"

QT_NOTICE = f"""\
Qt and Qt for Python (PySide6, shiboken6)
Copyright (C) The Qt Company Ltd. and other contributors.

Deberts Desktop uses the Qt libraries and their Python bindings PySide6 and shiboken6
under the terms of the GNU Lesser General Public License version 3 (LGPL-3.0), whose
full text follows together with the GNU General Public License version 3 it builds on.
They are unmodified and linked dynamically: the bundle keeps them as separate shared
libraries (Qt6*.dll / libQt6*.so / Qt*.framework and the PySide6 modules), which you may
replace with your own build of the same version.

The source code of Qt is at
  {QT_SOURCE}
and of Qt for Python at
  {PYSIDE_SOURCE}
(pick the version named in the contents below); it is also at https://code.qt.io.
Qt contains third-party components under permissive licences, listed at
  https://doc.qt.io/qt-6/licenses-used-in-qt.html

On Linux, the Qt libraries carry ICU (International Components for Unicode,
libicu*.so), Copyright (C) Unicode, Inc. and others, under the Unicode licence
(https://www.unicode.org/license.txt); its permission notice follows where the build
machine provides it.
"""


@dataclass
class Component:
    """One piece of third-party software: its name, version, licence (an SPDX expression
    or the package's own words) and full licence texts as ``(title, text)`` pairs."""

    name: str
    version: str
    licence: str
    texts: list[tuple[str, str]] = field(default_factory=list)
    note: str = ""


def kept_text(spdx: str) -> str:
    """The full text of a licence kept in ``resources/licences/`` (``"LGPL-3.0"``…).

    :raises KeyError: for a licence not kept there."""
    name = KEPT_TEXTS[spdx]
    return (resources.files("deberts_desktop") / "resources" / "licences" / name).read_text(encoding="utf-8")


_LICENCE_FILE = re.compile(r"^(LICEN[CS]E|COPYING|NOTICE|AUTHORS)(\b|[._-])", re.I)


def _licence_expression(meta) -> str:
    expr = meta.get("License-Expression")
    if expr:
        return expr.strip()
    words = (meta.get("License") or "").strip()
    if words and "\n" not in words and len(words) < 200:
        return words
    classifiers = [c.split("::")[-1].strip() for c in meta.get_all("Classifier") or []
                   if c.startswith("License ::")]
    return " / ".join(classifiers) or "see the texts below"


def _licence_files(dist: md.Distribution) -> list[tuple[str, str]]:
    texts: list[tuple[str, str]] = []
    seen: set[str] = set()
    for f in dist.files or ():
        in_dist_info = any(part.endswith(".dist-info") for part in f.parts[:-1])
        if not in_dist_info or not _LICENCE_FILE.match(f.name) or f.name in seen:
            continue
        path = Path(dist.locate_file(f))
        if path.is_file():
            seen.add(f.name)
            texts.append((f.name, path.read_text(encoding="utf-8", errors="replace")))
    return sorted(texts)


def python_components(names=BUNDLED_DISTRIBUTIONS) -> list[Component]:
    """The installed distributions ``names``, with their licence texts.

    A distribution that ships no licence file but whose licence expression names a licence
    kept in ``resources/licences/`` (Qt's: ``LGPL-3.0-only OR GPL-2.0-only OR
    GPL-3.0-only``) gets the LGPL-3.0 and GPL-3.0 texts, the terms the app uses it under.

    :raises importlib.metadata.PackageNotFoundError: when one is not installed.
    """
    out = []
    for name in names:
        dist = md.distribution(name)
        meta = dist.metadata
        comp = Component(meta["Name"], dist.version, _licence_expression(meta), _licence_files(dist))
        if not comp.texts and "LGPL-3.0" in comp.licence:
            comp.note = "Used under the LGPL-3.0 (see the Qt notice above)."
            comp.texts = [(f"{spdx} (full text)", kept_text(spdx)) for spdx in ("LGPL-3.0", "GPL-3.0")]
        out.append(comp)
    return out


RULE = "=" * 78


def render(components: list[Component], header: str = "") -> str:
    """The notices document: a header, :data:`QT_NOTICE`, a table of contents, then each
    component with its full licence texts. Texts shared by several components (the LGPL of
    PySide6 and shiboken6) are written once and referred to after."""
    lines = ["Deberts Desktop — third-party software notices", "",
             "Deberts Desktop itself is under the MIT licence (LICENSE.txt). It carries the",
             "following software, each under its own licence, whose full text is given below.", ""]
    if header:
        lines += [header.rstrip(), ""]
    lines += [RULE, QT_NOTICE.rstrip(), "", RULE, "Contents", ""]
    for c in components:
        lines.append(f"  {c.name} {c.version}".rstrip() + f" — {c.licence}")
    lines.append("")
    written: dict[str, str] = {}
    for c in components:
        lines += [RULE, f"{c.name} {c.version}".rstrip(), f"Licence: {c.licence}"]
        if c.note:
            lines.append(c.note)
        for title, text in c.texts:
            key = text.strip()
            if key in written:
                lines += ["", f"{title}: the same text as given for {written[key]} above."]
                continue
            written[key] = c.name
            lines += ["", f"--- {title} ---", "", text.rstrip()]
        lines.append("")
    return "\n".join(lines) + "\n"


def app_licence() -> str:
    """The app's licence text (MIT): the copy the build put beside the notices, the
    installed distribution's licence file, or the source checkout's ``LICENSE``."""
    res = resources.files("deberts_desktop") / "resources" / "licences" / APP_LICENCE_FILE
    if res.is_file():
        return res.read_text(encoding="utf-8")
    checkout = Path(__file__).resolve().parent.parent / "LICENSE"
    if checkout.is_file():
        return checkout.read_text(encoding="utf-8")
    try:
        for title, text in _licence_files(md.distribution("deberts-desktop")):
            return text
    except md.PackageNotFoundError:
        pass
    return "MIT License\n\nCopyright (c) Deberts Desktop developers\n"


def notices() -> str:
    """The third-party notices: the bundle's file, else made now from the installed
    packages (a source checkout). Never raises: a package that cannot be read is named."""
    res = resources.files("deberts_desktop") / "resources" / "licences" / NOTICES_FILE
    if res.is_file():
        return res.read_text(encoding="utf-8")
    comps = []
    for name in BUNDLED_DISTRIBUTIONS:
        try:
            comps += python_components((name,))
        except md.PackageNotFoundError:
            comps.append(Component(name, "", "not installed"))
    return render(comps, "Made from the installed packages (a source checkout, not a bundle).")
