"""Deberts Desktop: the card game Debertz (Деберц) against computer opponents.

Layers (see DESIGN.md): ``engine`` (rules, pure Python), ``ai`` (computer players),
``storage`` (settings, score sheets), ``ui`` (Qt).
"""

__version__ = "0.1.0"
