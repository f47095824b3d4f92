"""Starting the app and what surrounds the window: the data folders, one copy per data folder,
the crash dialog, the moment the table becomes playable, the garbage collector's passes on
the GUI thread from the first table on.

May import: ``windows`` (the window it builds) and the shared base (``crashlog``, ``words``).
"""
