"""setup.py's compiled modules are all or none: the compiled solver imports the compiled
play duties' C type (solver.pxd cimports duties.pxd), so a compiled solver beside a
plain-Python duties.py cannot even be imported ("PlayDuties size changed"). When one module
cannot be compiled, no compiled module may come out of the build: neither beside the sources
(``build_ext --inplace``: ./dev setup, packaging/build.py) nor in the build folder (what a
wheel packs), nor a module of an earlier build left there.

No C compiler and no Cython runs here: setup.py is run in a scratch folder with Cython's
``cythonize`` answering the modules as they are and the compilation itself replaced — the
solver "compiles" (a stand-in file where the build puts it), the play duties fail as a
compiler would.
"""

import importlib.util
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# setup.py needs setuptools (a venv of the test tools alone may have none); looked for, not imported
pytestmark = pytest.mark.skipif(importlib.util.find_spec("setuptools") is None, reason="setuptools is not installed")

#: run as the scratch folder's build: setuptools' own compile step replaced, Cython stood in
RUN = textwrap.dedent("""
    import os, runpy, sys, types
    from setuptools.command import build_ext as be
    from setuptools.errors import CompileError

    build = types.ModuleType("Cython.Build")
    build.cythonize = lambda modules, **kw: modules
    sys.modules["Cython"] = types.ModuleType("Cython")
    sys.modules["Cython.Build"] = build

    def compile_one(self, ext):
        if ext.name.endswith("duties") and not os.environ.get("DEBERTS_TEST_DUTIES_COMPILE"):
            raise CompileError("duties.c: error (the compiler failed)")
        path = self.get_ext_fullpath(ext.name)
        self.mkpath(os.path.dirname(path))
        with open(path, "wb") as f:
            f.write(b"compiled " + ext.name.encode())

    be.build_ext.build_extension = compile_one
    sys.argv = ["setup.py", "-q", "build_ext"] + sys.argv[1:]
    runpy.run_path("setup.py", run_name="__main__")
""")


def scratch(tmp_path: Path) -> Path:
    (tmp_path / "setup.py").write_text((ROOT / "setup.py").read_text(encoding="utf-8"), encoding="utf-8")
    for package in ("deberts_desktop", "deberts_desktop/ai", "deberts_desktop/engine"):
        (tmp_path / package).mkdir(exist_ok=True)
        (tmp_path / package / "__init__.py").write_text("")
    (tmp_path / "deberts_desktop/ai/solver.py").write_text("")
    (tmp_path / "deberts_desktop/engine/duties.py").write_text("")
    (tmp_path / "run.py").write_text(RUN)
    return tmp_path


def build(folder: Path, *args: str, duties_compile: bool = False) -> str:
    env = dict(os.environ, DEBERTS_TEST_DUTIES_COMPILE="1" if duties_compile else "")
    done = subprocess.run([sys.executable, "run.py", *args], cwd=folder, capture_output=True, text=True, timeout=300,
                          env=env)
    assert done.returncode == 0, done.stderr
    return done.stderr


def compiled(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.suffix in (".so", ".pyd"))


@pytest.mark.parametrize("inplace", [False, True], ids=["build folder", "inplace"])
def test_a_module_that_fails_to_compile_takes_the_others_with_it(tmp_path, inplace):
    folder = scratch(tmp_path)
    said = build(folder, *(["--inplace"] if inplace else []))
    assert "the plain-Python one is used" in said
    assert compiled(folder) == []  # before: build/lib…/ai/solver….so, the solver without its duties


def test_a_failed_build_leaves_no_module_of_an_earlier_one(tmp_path):
    """An earlier build compiled both (in the build folder); now the duties fail: neither
    the new solver nor the earlier duties comes beside the sources, nor stays to be packed."""
    folder = scratch(tmp_path)
    build(folder, duties_compile=True)
    assert [Path(p).name.split(".")[0] for p in compiled(folder)] == ["solver", "duties"]
    build(folder, "--inplace")
    assert compiled(folder) == []  # before: both beside the sources, the earlier duties with the new solver

