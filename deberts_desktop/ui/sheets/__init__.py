"""Score sheets (запись): the sheet's data (its deals, columns and lines) and its widget,
the dock beside the table, and the score keeper for games played with real cards (its start
dialog, the entry form of one deal, its window, and the keeper windows the main window opens).

May import: ``dialogs`` (the rules editor), ``widgets`` (the save dialog) and the shared base (``words``, ``numbers``).
"""
