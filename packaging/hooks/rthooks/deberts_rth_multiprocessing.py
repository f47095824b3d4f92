"""The frozen app's run-time hook for ``multiprocessing``, in place of PyInstaller's own
``pyi_rth_multiprocessing`` (``packaging/hooks/rthooks.dat``: a hook folder given to the
Analysis defines the run-time hooks of a module before PyInstaller's, which are then skipped).

PyInstaller's hook imports ``multiprocessing``, ``multiprocessing.spawn`` and ``subprocess`` at
every start (~8 ms of processor time) to patch ``multiprocessing`` for the children it starts
from this executable: ``freeze_support()`` that turns a ``--multiprocessing-fork`` child or
the resource tracker (``-c``) into what it is meant to be, and ``process.ORIGINAL_DIR``.
Only the arena's ``--jobs`` processes use ``multiprocessing``; the game (its computers' worker
is a plain ``subprocess``, ``deberts_desktop/ui/game/worker.py``) and the bare reference window
never import it. So this hook puts a finder first on ``sys.meta_path`` that answers only for
``multiprocessing``: the first import of it (a child's ``freeze_support()`` call in
``packaging/entry.py``, the arena's pool) loads it as usual, then runs PyInstaller's hook —
the same patches as before, now only in the processes that use ``multiprocessing``, before
they use it. The finder then leaves ``sys.meta_path``; it costs every other import one call.

PyInstaller's hook is PyInstaller's own file, collected by the spec as the module
``pyi_rth_multiprocessing`` (importing it runs it), so it is always the one of the PyInstaller
that built the bundle.
"""


def _deberts_rth_multiprocessing():
    import sys

    class PatchedOnLoad:
        """The loader of ``multiprocessing``'s spec, wrapped: executes the module, then runs
        PyInstaller's hook."""

        def __init__(self, loader):
            self.loader = loader

        def create_module(self, spec):
            return self.loader.create_module(spec)

        def exec_module(self, module):
            if FIRST_IMPORT in sys.meta_path:
                sys.meta_path.remove(FIRST_IMPORT)
            module.__loader__ = module.__spec__.loader = self.loader  # as if never wrapped
            self.loader.exec_module(module)
            import pyi_rth_multiprocessing  # noqa: F401  PyInstaller's patches, made on import

    class FirstImport:
        """A meta path finder for ``multiprocessing`` only: the spec the next finders give,
        with its loader wrapped by :class:`PatchedOnLoad`."""

        def find_spec(self, name, path=None, target=None):
            if name != "multiprocessing":
                return None
            for finder in sys.meta_path[sys.meta_path.index(self) + 1:]:
                find = getattr(finder, "find_spec", None)
                spec = find(name, path, target) if find is not None else None
                if spec is not None:
                    if spec.loader is not None:
                        spec.loader = PatchedOnLoad(spec.loader)
                    return spec
            return None

    FIRST_IMPORT = FirstImport()
    if "multiprocessing" in sys.modules:  # imported already (not by the bootloader so far): patch now
        import pyi_rth_multiprocessing  # noqa: F401
    else:
        sys.meta_path.insert(0, FIRST_IMPORT)


_deberts_rth_multiprocessing()
del _deberts_rth_multiprocessing
