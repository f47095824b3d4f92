"""The frozen app's run-time hook for ``multiprocessing``, ``PySide6``, ``inspect`` and
``pkgutil``, in place of PyInstaller's own (``packaging/hooks/rthooks.dat``: a hook folder
given to the Analysis defines the run-time hooks of a module before PyInstaller's, which are
then skipped): it runs PyInstaller's hook of each module when the process first imports that
module, instead of at every start.

PyInstaller's hooks import their module at every start of the executable, whatever it
becomes: ``pyi_rth_multiprocessing`` imports ``multiprocessing``, ``multiprocessing.spawn`` and
``subprocess`` (~8 ms of processor time) to patch ``freeze_support()`` for the children of the
arena's ``--jobs`` pool (the only user of ``multiprocessing``); ``pyi_rth_pyside6`` sets Qt's
plugin and QML paths and imports ``PySide6.QtCore``; ``pyi_rth_inspect`` imports ``inspect``
and ``zipfile`` to patch ``inspect.getsourcefile``, ``pyi_rth_pkgutil`` ``pkgutil`` to teach it
the bundle's modules. The game's window needs Qt, ``inspect`` and ``pkgutil`` anyway, but the
computers' worker (``--deberts-worker``, ``deberts_desktop/ui/game/worker.py``) needs none of
them, nor does anything but the arena need ``multiprocessing``. This hook puts one finder
first on ``sys.meta_path`` that answers only for those modules: the first import of one (the
window's first Qt import, a child's ``freeze_support()`` call in ``packaging/entry.py``, the
arena's pool) loads it as usual, then runs PyInstaller's hook for it — the same work, before
the module is used, only in the processes that use it. The finder leaves ``sys.meta_path``
once all are imported; until then it costs every other import one call.

PyInstaller's hooks are PyInstaller's own files, collected by the spec as modules of their
names (importing one runs it), so they are always those of the PyInstaller that built the
bundle.
"""


def _deberts_rth_first_import():
    import sys

    #: module -> PyInstaller's run-time hook for it, still to run when the module is imported
    waiting = {"multiprocessing": "pyi_rth_multiprocessing", "PySide6": "pyi_rth_pyside6",
               "inspect": "pyi_rth_inspect", "pkgutil": "pyi_rth_pkgutil"}

    class HookAfterLoad:
        """The loader of a waiting module's spec, wrapped: executes the module, then imports
        (runs) PyInstaller's hook for it."""

        def __init__(self, loader, hook):
            self.loader, self.hook = loader, hook

        def create_module(self, spec):
            return self.loader.create_module(spec)

        def exec_module(self, module):
            waiting.pop(module.__name__, None)
            if not waiting and FIRST_IMPORT in sys.meta_path:
                sys.meta_path.remove(FIRST_IMPORT)
            module.__loader__ = module.__spec__.loader = self.loader  # as if never wrapped
            self.loader.exec_module(module)
            __import__(self.hook)

    class FirstImport:
        """A meta path finder for the waiting modules only: the spec the next finders give,
        with its loader wrapped by :class:`HookAfterLoad`."""

        def find_spec(self, name, path=None, target=None):
            if name not in waiting:
                return None
            for finder in sys.meta_path[sys.meta_path.index(self) + 1:]:
                find = getattr(finder, "find_spec", None)
                spec = find(name, path, target) if find is not None else None
                if spec is not None:
                    if spec.loader is not None:
                        spec.loader = HookAfterLoad(spec.loader, waiting[name])
                    return spec
            return None

    FIRST_IMPORT = FirstImport()
    for name in [n for n in waiting if n in sys.modules]:  # imported already (by the bootloader): its hook now
        __import__(waiting.pop(name))
    if waiting:
        sys.meta_path.insert(0, FIRST_IMPORT)


_deberts_rth_first_import()
del _deberts_rth_first_import
