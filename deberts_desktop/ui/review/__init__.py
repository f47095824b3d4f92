"""Looking back at a deal: replay of a stored game or a record file on a table of its own, and
the review of a deal (double-dummy and fair values, step by step).

May import: ``table``, ``cards``, ``game`` (the worker), ``widgets`` and the shared words.
"""
