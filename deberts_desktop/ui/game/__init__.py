"""The game being played, without windows: the session (the engine's deal and game, the
computers' turns), the worker process that runs the searches, the autosave.

May import: the shared words only.
"""
