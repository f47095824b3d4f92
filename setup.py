"""Build of the compiled modules: the double-dummy solver (deberts_desktop/ai/solver.py) and
the play duties it asks at every card (deberts_desktop/engine/duties.py: the engine's one
home of them, called from the compiled solver without a Python call), compiled by Cython
from their plain-Python sources, with the C types of solver.pxd and duties.pxd.

Everything else is in pyproject.toml. The compiled modules are optional: where Cython or a
C compiler is missing, or a build fails, the install goes on without them (a failed one
takes the others with it: the compiled solver needs the compiled duties) and the same code
runs as plain Python (slower, same values). Set DEBERTS_PURE_PYTHON=1 to skip them.
"""

from __future__ import annotations

import glob
import os
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

COMPILED = ["deberts_desktop/ai/solver.py", "deberts_desktop/engine/duties.py"]


class OptionalBuildExt(build_ext):
    """build_ext that warns and carries on when a module cannot be compiled."""

    def run(self):
        try:
            super().run()
        except Exception as e:  # no compiler at all, or a broken tool chain
            self._skip(e)

    def build_extension(self, ext):
        try:
            super().build_extension(ext)
        except Exception as e:
            self._skip(e)

    @staticmethod
    def _skip(error):
        print(f"deberts-desktop: the compiled solver was not built ({error}); the plain-Python one is used.",
              file=sys.stderr)
        remove_stale()


def remove_stale():
    """Delete compiled modules left beside the sources by an earlier build: Python would
    import them instead of the (newer) plain-Python source."""
    for path in COMPILED:
        for f in glob.glob(path[:-3] + ".*.so") + glob.glob(path[:-3] + ".*.pyd"):
            os.remove(f)


def path_free_args() -> list[str]:
    """C compiler options that keep the build's folders out of the compiled module: GCC and
    clang write the source folder and the venv into the debug information, and the GNU build
    ID is a hash of the whole file, so the same source built in another folder differed (the
    bundle's one file out of 132 that did). ``-ffile-prefix-map`` rewrites those paths to
    fixed ones (``check_reproducible.sh`` builds in two folders). Not for MSVC."""
    if sys.platform == "win32":
        return []
    here = os.path.dirname(os.path.abspath(__file__))
    maps = {here: ".", sys.prefix: "/venv", sys.base_prefix: "/python"}
    return [f"-ffile-prefix-map={old}={new}" for old, new in maps.items()]


def extensions():
    if os.environ.get("DEBERTS_PURE_PYTHON"):
        remove_stale()
        return []
    try:
        from Cython.Build import cythonize
    except ImportError:
        print("deberts-desktop: Cython is missing; the plain-Python solver is used.", file=sys.stderr)
        remove_stale()
        return []
    modules = [Extension(path[:-3].replace("/", "."), [path], extra_compile_args=path_free_args())
               for path in COMPILED]
    # the C files go to build/, not beside the sources
    return cythonize(modules, build_dir="build/cython", quiet=True,
                     compiler_directives={"language_level": 3})


setup(ext_modules=extensions(), cmdclass={"build_ext": OptionalBuildExt})
