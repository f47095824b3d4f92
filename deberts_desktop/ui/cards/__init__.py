"""The card artwork: the 32 faces of the Debertz pack and the backs, drawn with QPainter
(card canvas, suit symbols, court pictures, the image cache, the images kept between
starts), and the card codes typed in the forms.

May import: nothing else of the UI (the engine's cards only).
"""
