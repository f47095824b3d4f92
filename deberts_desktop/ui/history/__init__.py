"""The history window: every stored game, its statistics page and its exports (CSV, PDF, print).

May import: ``sheets`` (a game's score sheet), ``widgets`` and the shared words.
"""
