"""The practice tools: starting a practice game from the main window (a deal played again,
a position set up), the deal editor (set up a position; cards dragged to seats), the
dialogs that play a deal again from a chosen seat, and the card chips of the editor.

May import: ``cards``, ``dialogs`` (the rules editor), ``sheets`` (a deal's lines), ``widgets`` and the shared base.
"""
