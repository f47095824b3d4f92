"""Qt helpers that know no Debertz: every window fits the screen (dialog bodies that scroll), the mouse wheel scrolls the
page, Enter in forms, a status line that fits any width and the status bar's notices beside
it, small charts, telling a screen reader something and letting it reach the widgets over a
view, a write tried again in a moment when its file is busy (``retry``).

May import: the shared base (``numbers``) only.
"""
