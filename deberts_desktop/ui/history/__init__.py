"""History: the main window's way into it (the History window opened, a stored game read
back to continue or play again), the History window with every stored game, its
statistics page (results per level; the rating against the Master in your seat) and its
exports (CSV, PDF, print).

May import: ``sheets`` (a game's score sheet), ``widgets`` and the shared base.
"""
