"""Score sheets (запись): the sheet's data (its deals, columns and lines) and its widget,
the dock beside the table, and the score keeper for games played with real cards (its start
dialog and the entry form of one deal).

May import: ``dialogs`` (the rules editor), ``widgets`` and the shared words.
"""
