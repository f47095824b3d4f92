"""The main window and its parts: its actions (menus and shortcuts), the View menu, the table's
keys, the dialogs it opens, its first game and records given from outside, and the questions it
asks before something is lost.

May import: every other room of the UI except ``start`` (the window is what the start builds).
"""
