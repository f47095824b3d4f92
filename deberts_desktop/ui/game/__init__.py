"""The game being played, without windows: the session (the engine's deal and game, the
computers' turns, hints and the coach), the worker process that runs the searches, the
computers, the Master in the person's seat after each deal (a low-priority process of its
own), the autosave and History as the game is played, the table's sounds (which sound each
moment asks for, played off the GUI thread).

May import: the shared words only (outside the UI: the engine, storage, and
:mod:`deberts_desktop.jobs`, the worker's jobs, named without loading the AI).
"""
