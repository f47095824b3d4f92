"""Looking back at a deal: the main window's way in (the replay table of a stored game or a
record file, Back to game; the review opened from the table, History or a replay), the
replay view, a record file read, the review window of a deal (double-dummy and fair
values, step by step) with its words, and Show me how (a deal beside the Master's line in
the person's seat).

May import: ``table``, ``cards``, ``game`` (the worker), ``widgets`` and the shared base.
"""
