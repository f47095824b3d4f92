"""The main window and its own parts: its one table of actions (menus, shortcuts, New game
with…), the View menu, the table's keys, its settings (Game → Settings… applied and
saved), its message boxes and the questions it asks before something is lost, and its
first game and the records given from outside, the first-game tutorial (a guided deal) and
Game → Problems (a position at a time on the table, the answer checked). What it opens lives
in the room of its concept (History, replay and review, the score keeper, practice).

May import: ``cards``, ``dialogs``, ``game``, ``history``, ``practice``, ``review``, ``sheets``, ``table``,
``widgets`` and the shared base: every room but the start's (the window is what the start builds).
"""
