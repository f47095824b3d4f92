"""The card table: the scene and its items (the card a person clicked, name plates, bubbles),
its layout for any window size, the view, the director that plays the engine's events as
animation steps and fills the name plates and the score box, the narrator's words, the
panels over the table (action bar, bidding buttons, end-of-deal summary) and what shows
them, the deal log (every bid, announcement and trick of the deal), hints that explain and
the coach.

May import: ``cards``, ``practice`` (the play-again dialogs of the end-of-deal panel), ``sheets`` (a
deal's lines), ``widgets`` and the shared base (``words``, ``numbers``).
"""
