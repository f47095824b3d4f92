"""Starting the app and what surrounds the window: the data folders, one copy per data folder,
the crash dialog, the moment the table becomes playable.

May import: ``windows`` (the window it builds), ``widgets``, and the shared words.
"""
