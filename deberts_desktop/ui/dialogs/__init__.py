"""The stand-alone dialogs and windows: settings, the rules editor, the Rules (help) window,
About and the licence texts.

May import: ``cards`` (the back previews), ``widgets`` and the shared words (``words``, ``numbers``, ``crashlog``).
"""
