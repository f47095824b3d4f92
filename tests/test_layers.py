"""The layers of the package outside the UI (issue 20): every import of engine/, ai/,
storage/ and the top-level modules, at module level and inside functions, read from the
source. The engine imports no AI, storage or UI; the AI no storage or UI; storage no AI
or UI; and no module imports itself round a circle. (tests/ui/test_structure.py checks
the UI's own rooms.)

An import under ``if TYPE_CHECKING:`` never runs, but it is an arrow a reader (and a type
checker) follows: it counts for the layers and for the circles. A module that needs only the
shape of a class above it names that shape as a Protocol (``engine.dealing.Rules``)."""

import ast
import functools
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "deberts_desktop"
#: layer -> the package's rooms and top-level modules it may import: the engine nothing but
#: itself (and the lazy exports' helper), the AI and storage the engine and the small
#: helpers (levels, lazy) — so no AI, storage or UI in the engine, no storage or UI in the
#: AI, no AI or UI in storage
ALLOWED = {"engine": {"engine", "lazy"}, "ai": {"ai", "engine", "levels", "lazy"},
           "storage": {"storage", "engine", "levels", "lazy"}}


def module_name(path: Path) -> str:
    """``engine.deal`` for deberts_desktop/engine/deal.py, ``engine`` for its __init__."""
    parts = list(path.relative_to(PACKAGE).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def is_package(name: str) -> bool:
    return (PACKAGE.joinpath(*name.split(".")) / "__init__.py").is_file() if name else True


def exists(name: str) -> bool:
    return is_package(name) or PACKAGE.joinpath(*name.split(".")).with_suffix(".py").is_file()


def type_checking_nodes(tree: ast.AST) -> set[int]:
    """The ids of the import nodes under ``if TYPE_CHECKING:``."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            out.update(id(n) for n in ast.walk(node) if isinstance(n, (ast.Import, ast.ImportFrom)))
    return out


def imports(path: Path) -> list[tuple[str, bool]]:
    """Every module of the package that ``path`` imports (anywhere in it), as
    ``(name relative to the package, runs)``; ``runs`` is False under TYPE_CHECKING."""
    name = module_name(path)
    here = name if path.name == "__init__.py" else name.rpartition(".")[0]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = type_checking_nodes(tree)
    out = []
    for node in ast.walk(tree):
        targets = []
        if isinstance(node, ast.Import):
            targets = [a.name[len("deberts_desktop."):] for a in node.names if a.name.startswith("deberts_desktop.")]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = here.split(".") if here else []
                base = base[:len(base) - (node.level - 1)] if node.level > 1 else base
                mod = ".".join(base + ([node.module] if node.module else []))
            elif node.module and node.module.startswith("deberts_desktop"):
                mod = node.module[len("deberts_desktop."):] if node.module != "deberts_desktop" else ""
            else:
                continue
            for alias in node.names:  # a submodule by its name, else a name of the module
                sub = f"{mod}.{alias.name}" if mod else alias.name
                targets.append(sub if exists(sub) else mod)
        out.extend((t, id(node) not in skipped) for t in targets if t)
    return out


@functools.cache
def graph() -> dict[str, list[tuple[str, bool]]]:
    """Module -> its imports, for every module outside ui/ (read once for all the tests)."""
    files = [p for p in PACKAGE.rglob("*.py") if "ui" not in p.relative_to(PACKAGE).parts[:-1]]
    return {module_name(p): imports(p) for p in files}


def room(name: str) -> str:
    return name.split(".")[0] if "." in name or is_package(name) else ""


def test_the_reader_sees_imports_inside_functions_and_relative_ones():
    """The reader itself, on imports read from the source by hand: rules imports dealing
    at module level, dealing imports no rules back; the command line names Game only for
    type checking; ``from . import`` of a submodule; cli imports the UI inside its ``main``."""
    g = graph()
    assert ("engine.dealing", True) in g["engine.rules"] and not any(t == "engine.rules" for t, _ in g["engine.dealing"])
    assert ("engine.game", False) in g["cli"]
    assert ("ai.players", True) in g["ai.config"] and ("levels", True) in g["ai.config"]
    assert ("engine.dealing", True) in g["engine.kernel"]  # from . import dealing
    assert ("ui.app", True) in g["cli"]  # inside main()


def test_each_layer_imports_only_below_it():
    wrong = {}
    for name, targets in graph().items():
        allowed = ALLOWED.get(room(name))
        if allowed is None:
            continue  # the command line, the worker's jobs: above every layer
        bad = sorted({t for t, _runs in targets if (room(t) or t) not in allowed})
        if bad:
            wrong[name] = bad
    assert wrong == {}
    assert set(ALLOWED) == {p.name for p in PACKAGE.iterdir() if (p / "__init__.py").is_file()} - {"ui"}


def test_no_circle_outside_the_ui():
    full = graph()
    g = {name: sorted({t for t, _runs in targets if t in full}) for name, targets in full.items()}
    circles = [c for c in strongly_connected(g) if len(c) > 1 or c[0] in g[c[0]]]
    assert [sorted(c) for c in circles] == []


def strongly_connected(g: dict[str, list[str]]) -> list[list[str]]:
    """Tarjan's strongly connected components of ``g``."""
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in g.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            out.append(comp)

    for v in sorted(g):
        if v not in index:
            visit(v)
    return out


def test_the_circle_finder_finds_a_circle():
    assert sorted(map(sorted, strongly_connected({"a": ["b"], "b": ["c"], "c": ["a"], "d": ["a"]}))) == \
        [["a", "b", "c"], ["d"]]
