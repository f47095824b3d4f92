"""Deberts Desktop: the card game Debertz (Деберц) against computer opponents.

Layers (see DESIGN.md): ``engine`` (rules, pure Python), ``ai`` (computer players),
``storage`` (settings, score sheets), ``ui`` (Qt).
"""

#: The version: the one source (``pyproject.toml`` reads it as its dynamic version; the
#: bundles, installers, ``deberts-desktop --version`` and Help → About show it; a release
#: tag ``v<version>`` must match it, and CHANGELOG.md must have its entry).
__version__ = "0.1.0"
