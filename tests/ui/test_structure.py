"""The UI's structure (issue 20): ``deberts_desktop/ui`` is a few rooms by concept, each a
subpackage whose docstring says what it may import. A room imports only the rooms listed for it
here (lower layers), no two UI modules import each other round a circle (imports inside
functions count), there are at most 12 modules at the top of ``ui/`` and 15 in a room, and a
module past 900 lines trips a wire (a tripwire, not a design rule: modules are split by concept,
not by size). A new room or a new arrow between rooms is a decision: add it here when it keeps
the layers."""

from __future__ import annotations

import ast
import functools
import re
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "deberts_desktop" / "ui"

#: The shared base at the top of ``ui/``: words and numbers in the player's language, the
#: translators, the crash log. Every room may import these.
BASE = {"numbers", "words", "i18n", "crashlog"}
#: room (or top-level module) -> the rooms it may import, besides the base. Lowest layers first.
ALLOWED: dict[str, set[str]] = {
    "numbers": set(), "words": {"numbers"}, "i18n": set(), "crashlog": set(),
    "widgets": set(),                      # Qt helpers that know no Debertz
    "cards": set(),                        # the card artwork
    "dialogs": {"cards", "widgets"},       # settings, rules editor, help, about
    "sheets": {"dialogs", "widgets"},      # score sheets and the score keeper
    "practice": {"cards", "dialogs", "sheets", "widgets"},
    "table": {"cards", "practice", "sheets", "widgets"},
    "game": set(),                         # session, worker, computers, autosave: no widgets
    "review": {"cards", "game", "table", "widgets"},
    "history": {"sheets", "widgets"},
    "windows": {"cards", "dialogs", "game", "history", "practice", "review", "sheets", "table", "widgets"},
    "start": {"windows"},                  # what surrounds the window at start-up
    "app": {"start", "widgets", "windows"},  # the entry point
    "__init__": set(),
}
MAX_TOP, MAX_ROOM, MAX_LINES = 12, 15, 900


def _modules() -> dict[str, Path]:
    """``{"ui.table.items": path, …}`` for every module of the UI."""
    out = {}
    for path in sorted(UI.rglob("*.py")):
        parts = path.relative_to(UI.parent).with_suffix("").parts
        out[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return out


@functools.cache
def _tree(path: Path) -> ast.Module:
    """The module's syntax tree, parsed once for all the tests."""
    return ast.parse(path.read_text(encoding="utf-8"))


def _imports(name: str, path: Path, known: set[str]) -> set[str]:
    """The UI modules ``name`` imports (relative imports, at module level or inside functions),
    each as the longest known module name."""
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    out = set()
    for node in ast.walk(_tree(path)):
        if isinstance(node, ast.ImportFrom) and node.level:
            base = package[: len(package) - (node.level - 1)] + (node.module.split(".") if node.module else [])
            targets = [base + [a.name] for a in node.names] if not node.module else [base]
            for t in targets:
                while t and ".".join(t) not in known:
                    t = t[:-1]
                if t and t[0] == "ui" and ".".join(t) != "ui":
                    out.add(".".join(t))
    return out - {name}


def _room(module: str) -> str:
    return module.split(".")[1] if "." in module else "__init__"


@functools.cache
def _graph() -> dict[str, set[str]]:
    mods = _modules()
    return {m: _imports(m, p, set(mods)) for m, p in mods.items()}


def test_rooms_import_only_their_lower_layers():
    wrong = {}
    for module, targets in _graph().items():
        room = _room(module)
        assert room in ALLOWED, f"{room} is not in the table of allowed imports"
        extra = {_room(t) for t in targets} - ALLOWED[room] - BASE - {room}
        if extra:
            wrong[module] = sorted(extra)
    assert wrong == {}


def test_no_import_circle_between_ui_modules():
    graph, circles = _graph(), []
    state: dict[str, int] = {}

    def visit(m: str, path: list[str]) -> None:
        state[m] = 1
        for t in sorted(graph.get(m, ())):
            if state.get(t) == 1:
                circles.append(path[path.index(t):] + [t] if t in path else [m, t])
            elif t not in state:
                visit(t, path + [t])
        state[m] = 2

    for m in sorted(graph):
        if m not in state:
            visit(m, [m])
    assert circles == []


def test_few_modules_per_room_and_the_layers_match_the_rooms():
    top = [p.stem for p in UI.glob("*.py") if p.stem != "__init__"]
    rooms = {p.name: [q.stem for q in p.glob("*.py") if q.stem != "__init__"]
             for p in UI.iterdir() if p.is_dir() and (p / "__init__.py").exists()}
    assert len(top) <= MAX_TOP, top
    assert {r: len(m) for r, m in rooms.items() if len(m) > MAX_ROOM} == {}
    assert set(rooms) | set(top) | {"__init__"} == set(ALLOWED)
    stray = [p for p in UI.iterdir() if p.is_dir() and p.name != "__pycache__" and not (p / "__init__.py").exists()]
    assert stray == []


def test_every_room_says_what_it_may_import():
    """Each room's docstring has a "May import:" line naming (as ``room``) exactly the rooms
    of its row in :data:`ALLOWED` (the shared base may be named too)."""
    said = {}
    for room in (p for p in UI.iterdir() if p.is_dir() and (p / "__init__.py").exists()):
        doc = ast.get_docstring(ast.parse((room / "__init__.py").read_text(encoding="utf-8"))) or ""
        assert "May import:" in doc, room.name
        named = set(re.findall(r"``(\w+)``", doc.split("May import:", 1)[1]))
        said[room.name] = named - BASE
    assert said == {room: ALLOWED[room] for room in said}


def test_no_ui_module_reads_another_objects_private_names():
    """A module uses the private names (``_x``) of its own objects only (``self``, ``cls``,
    ``super()``, a module it imports such as ``os._exit``); another object is reached through
    its public interface (the table's event steps once read the director's ``_bubble``)."""
    found = []
    for path in sorted(UI.rglob("*.py")):
        tree = _tree(path)
        modules = {(a.asname or a.name).split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__")):
                continue
            owner = node.value
            if isinstance(owner, ast.Name) and owner.id in {"self", "cls"} | modules:
                continue
            if isinstance(owner, ast.Call) and isinstance(owner.func, ast.Name) and owner.func.id == "super":
                continue
            found.append(f"{path.relative_to(UI)}:{node.lineno}: {ast.unparse(node)}")
    assert found == []


def test_no_ui_module_is_over_the_tripwire():
    long = {str(p.relative_to(UI)): n for p in UI.rglob("*.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert long == {}
