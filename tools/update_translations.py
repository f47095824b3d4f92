"""Update the Russian translation and build it.

    .venv/bin/python tools/update_translations.py          # lupdate + lrelease
    .venv/bin/python tools/update_translations.py --check  # exit 1 if the .ts lacks a string

What it does:

1. Writes the *runtime strings* — texts that reach ``QCoreApplication.translate`` only at
   run time, so lupdate cannot see them — as ``QT_TRANSLATE_NOOP`` markers into a
   temporary ``.py`` file:

   - every text of :mod:`deberts_desktop.storage.rule_texts` (context ``RuleTexts``: mode
     names, group titles, labels, explanations, value labels, the rule presets' names and
     what each follows);
   - every message template of :class:`deberts_desktop.storage.messages.Message` (context
     ``Storage``): the literal first argument of each ``Message("...", ...)`` call and each
     ``N_("...")`` marker in ``deberts_desktop/**/*.py``, read with :mod:`ast` (storage
     imports no Qt; the interface translates them with ``words.storage_text``). A
     template chosen from a table must be wrapped in ``N_`` where it is written.
2. Runs ``pyside6-lupdate`` over ``deberts_desktop/**/*.py`` (copies whose ``#:`` comments —
   the attribute documentation Sphinx reads — are plain ``#`` comments: lupdate takes
   ``#:`` for a note to the translator and glued each to the next translatable string,
   however far, as an ``<extracomment>``; :func:`lupdate_copy`) plus that file into
   ``deberts_desktop/resources/translations/deberts_ru.ts`` (``-no-obsolete``: strings no
   longer in the sources are dropped; ``-locations none``: no line numbers, so the file
   changes only when a text does). New strings arrive as ``type="unfinished"``: translate
   them in the ``.ts`` (Qt Linguist, ``pyside6-linguist``, or any editor), then run this
   again. ``tests/ui/test_translations.py`` fails while any string is unfinished.
   A string that only moved (to another class or module, so another context) keeps its
   translation: before lupdate the finished translations are remembered by their source
   text, and afterwards an unfinished string whose source had exactly one translation gets
   it back (:func:`carry_over`).
3. Runs ``pyside6-lrelease`` to compile ``deberts_ru.qm`` next to it (commit both; the app
   loads the ``.qm`` through ``importlib.resources``, see ``deberts_desktop/ui/i18n.py``).

The tools are taken from the running interpreter's folder (the project's ``.venv/bin``) or
the ``PATH``.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "deberts_desktop"
TRANSLATIONS = PACKAGE / "resources" / "translations"
LANGUAGES = ("ru",)


def tool(name: str) -> str:
    """The path of a Qt tool (``pyside6-lupdate``, ``pyside6-lrelease``)."""
    here = Path(sys.executable).parent / name
    if here.exists():
        return str(here)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6 (pip install -e .[test])")
    return found


def runtime_strings() -> list[tuple[str, str]]:
    """(context, text) of the strings translated at run time only."""
    sys.path.insert(0, str(ROOT))
    from deberts_desktop.storage import rule_texts as rt

    out: list[tuple[str, str]] = []
    out += [("RuleTexts", t) for t in rt.MODE_NAMES.values()]
    out += [("RuleTexts", t) for t in rt.GROUPS]
    out += [("RuleTexts", t) for t in rt.LABELS.values()]
    out += [("RuleTexts", t) for t in rt.EXPLANATIONS.values()]
    for values in rt.VALUE_LABELS.values():
        out += [("RuleTexts", t) for t in values.values()]
    out += [("RuleTexts", t) for t in rt.PRESET_LABELS.values()]
    out += [("RuleTexts", t) for t in rt.PRESET_SOURCES.values()]
    out += [("Storage", t) for t in storage_templates()]
    seen: set = set()
    unique = []
    for item in out:
        if item not in seen:
            seen.add(item)
            unique.append(item)
    return unique


MARKERS = ("Message", "N_")


def _marker_name(func) -> str | None:
    import ast

    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def storage_templates() -> list[str]:
    """The templates of storage messages: literal first arguments of ``Message(...)`` and
    ``N_(...)`` calls in the package (each once)."""
    import ast

    out: list[str] = []
    for path in sources():
        text = path.read_text(encoding="utf-8")
        if not any(m + "(" in text for m in MARKERS):
            continue
        for node in ast.walk(ast.parse(text, str(path))):
            if isinstance(node, ast.Call) and _marker_name(node.func) in MARKERS and node.args:
                arg = node.args[0]
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and arg.value not in out:
                    out.append(arg.value)
    return out


def write_runtime_file(path: Path) -> Path:
    """The runtime strings as ``QT_TRANSLATE_NOOP`` markers lupdate reads."""
    lines = ['"""Generated by tools/update_translations.py: strings translated at run time."""']
    for context, text in runtime_strings():
        lines.append(f"QT_TRANSLATE_NOOP({context!r}, {text!r})")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def sources() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)


#: a ``#:`` comment (attribute documentation), which lupdate would read as a translator's note
DOC_COMMENT = re.compile(r"^([ \t]*)#:", re.M)


def lupdate_copy(text: str) -> str:
    r"""A source's text as lupdate is given it: each ``#:`` comment (the documentation of an
    attribute, for Sphinx) made a plain ``#`` comment, lines and everything else kept.

    >>> lupdate_copy("#: the seat\nx = 1  #: not at the start\n    #: indented\n")
    '# the seat\nx = 1  #: not at the start\n    # indented\n'
    """
    return DOC_COMMENT.sub(r"\1#", text)


def lupdate(ts: Path, *, no_obsolete: bool = True, quiet: bool = False) -> None:
    """Run lupdate over the sources (:func:`lupdate_copy` of each) and the runtime strings
    into ``ts``."""
    with tempfile.TemporaryDirectory() as tmp:
        extra = write_runtime_file(Path(tmp) / "runtime_strings.py")
        copies = []
        for path in sources():
            copy = Path(tmp) / "src" / path.relative_to(ROOT)
            copy.parent.mkdir(parents=True, exist_ok=True)
            copy.write_text(lupdate_copy(path.read_text(encoding="utf-8")), encoding="utf-8")
            copies.append(copy)
        args = [tool("pyside6-lupdate"), *map(str, copies), str(extra), "-locations", "none"]
        if no_obsolete:
            args.append("-no-obsolete")
        args += ["-target-language", ts.stem.split("_")[-1], "-ts", str(ts)]
        subprocess.run(args, check=True, cwd=ROOT, stdout=subprocess.DEVNULL if quiet else None)


def lrelease(ts: Path) -> Path:
    qm = ts.with_suffix(".qm")
    subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm", str(qm)], check=True, cwd=ROOT)
    return qm


def ts_path(lang: str) -> Path:
    return TRANSLATIONS / f"deberts_{lang}.ts"


def messages(ts: Path) -> dict[tuple[str, str, str], object]:
    """``(context, source, comment) -> <message> element`` of a ``.ts`` file."""
    import xml.etree.ElementTree as ET

    out = {}
    for ctx in ET.parse(ts).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for m in ctx.iter("message"):
            out[(name, m.findtext("source") or "", m.findtext("comment") or "")] = m
    return out


def memory(ts: Path) -> dict[tuple[str, str], str]:
    """``(source, comment) -> translation`` of the finished messages of ``ts`` whose source
    has one translation only (a string moved to another context keeps it)."""
    seen: dict[tuple[str, str], set] = {}
    if not ts.exists():
        return {}
    for (_ctx, src, comment), m in messages(ts).items():
        t = m.find("translation")
        if t is not None and t.get("type") is None and (t.text or "") and m.get("numerus") != "yes":
            seen.setdefault((src, comment), set()).add(t.text)
    return {k: next(iter(v)) for k, v in seen.items() if len(v) == 1}


def carry_over(ts: Path, remembered: dict[tuple[str, str], str]) -> int:
    """Give the unfinished messages of ``ts`` their remembered translation; returns how
    many. The file is rewritten only when something changed."""
    import html
    import re

    text = ts.read_text(encoding="utf-8")
    count = 0

    def fill(m):
        nonlocal count
        src = html.unescape(m.group(2))
        comment = html.unescape(m.group(4) or "")
        known = remembered.get((src, comment))
        if known is None:
            return m.group(0)
        count += 1
        return m.group(1) + "<translation>" + html.escape(known, quote=False) + "</translation>"

    pattern = re.compile(r"(<source>(.*?)</source>\s*(<comment>(.*?)</comment>\s*)?)"
                         r"<translation type=\"unfinished\">[^<]*</translation>", re.S)
    new = pattern.sub(fill, text)
    if count:
        ts.write_text(new, encoding="utf-8")
    return count


def missing(lang: str = "ru") -> list[tuple[str, str, str]]:
    """Strings of the sources that the shipped ``.ts`` does not have."""
    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp) / f"deberts_{lang}.ts"
        lupdate(fresh, quiet=True)
        shipped = messages(ts_path(lang))
        return sorted(k for k in messages(fresh) if k not in shipped)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="only report strings missing from the .ts")
    args = ap.parse_args(argv)
    if args.check:
        gone = [k for lang in LANGUAGES for k in missing(lang)]
        for k in gone:
            print("missing:", k)
        return 1 if gone else 0
    TRANSLATIONS.mkdir(parents=True, exist_ok=True)
    for lang in LANGUAGES:
        ts = ts_path(lang)
        remembered = memory(ts)
        lupdate(ts)
        moved = carry_over(ts, remembered)
        if moved:
            print(f"{moved} moved string(s) kept their translation")
        print("built", lrelease(ts).relative_to(ROOT))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
