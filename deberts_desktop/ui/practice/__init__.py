"""The practice tools: the deal editor (set up a position; cards dragged to seats) and the
dialogs that play a deal again from a chosen seat.

May import: ``cards``, ``dialogs`` (the rules editor), ``sheets`` (a deal's lines), ``widgets`` and the shared words.
"""
