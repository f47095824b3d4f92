"""The stand-alone dialogs and windows: settings, the rules editor and its rule presets, the
Rules (help) window, About and the licence texts.

May import: ``cards`` (the back previews), ``widgets`` and the shared base (``words``, ``numbers``, ``crashlog``).
"""
