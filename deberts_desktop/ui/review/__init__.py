"""Looking back at a deal: the main window's way in (the replay table of a stored game or a
record file, Back to game; the review opened from the table, History or a replay), the
replay view, a record file read, and the review window of a deal (double-dummy and fair
values, step by step) with its words.

May import: ``table``, ``cards``, ``game`` (the worker), ``widgets`` and the shared base.
"""
