"""Qt helpers that know no Debertz: every window fits the screen, the mouse wheel scrolls the
page, Enter in forms, small charts.

May import: the shared words (``numbers``) only.
"""
