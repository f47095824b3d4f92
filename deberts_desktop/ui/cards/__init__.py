"""The card artwork: the 32 faces of the Debertz pack and the backs, drawn with QPainter
(card canvas, suit symbols, court pictures, the image cache).

May import: nothing else of the UI (the engine's cards only).
"""
