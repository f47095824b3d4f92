"""The game being played, without windows: the session (the engine's deal and game, the
computers' turns), the worker process that runs the searches, the autosave.

May import: the shared words only (outside the UI: the engine, storage, and
:mod:`deberts_desktop.jobs`, the worker's jobs, named without loading the AI).
"""
