"""A name as a person typed it, as it is kept and shown: a player's, a side's, an own rule
preset's. The one home of what a typed name may hold — direction controls taken out,
spaces made single, characters that show nothing (zero-width spaces, fillers) never kept
as a name — for the storage (a settings file's names read back) and the interface (a name
typed in a field, ``ui.words``) alike. Plain text rules, no Qt and no ``unicodedata``.
"""

from __future__ import annotations

import re

#: The Unicode controls that turn or embed the direction of the text after them: the
#: embeddings and overrides (LRE, RLE, PDF, LRO, RLO: U+202A–U+202E) and the isolates (LRI,
#: RLI, FSI, PDI: U+2066–U+2069). Typed in a name (a right-to-left override pasted in),
#: they would show it reversed and spill onto the text after it.
_DIRECTION_CONTROLS = re.compile("[\u202a-\u202e\u2066-\u2069]")


def without_direction_controls(text: str) -> str:
    """``text`` (a typed name: a player's, a side's, an own rule preset's) without the
    Unicode controls that would turn its direction (:data:`_DIRECTION_CONTROLS`): the one
    place a typed name is cleaned of them before it is shown (``ui.words.display_name``,
    ``ui.words.preset_name``). Letters of a right-to-left script stay and read as they should.

    >>> without_direction_controls("\u202eAnna\u202c & \u2067Boris")
    'Anna & Boris'
    """
    return _DIRECTION_CONTROLS.sub("", text)


#: Characters that show nothing though they are no space nor control: the Hangul fillers,
#: the blank Braille pattern, the combining grapheme joiner, the variation selectors.
_BLANK_LOOKING = re.compile("[\u115f\u1160\u3164\uffa0\u2800\u034f\ufe00-\ufe0f\U000e0100-\U000e01ef]")


def _invisible(ch: str) -> bool:
    """Whether ``ch`` shows nothing: a space, a control or format character (zero-width
    space U+200B, joiners, the word joiner, a byte order mark, a soft hyphen…: what
    ``str.isprintable`` calls not printable — no ``unicodedata`` at the first table) or one
    of :data:`_BLANK_LOOKING`."""
    return ch.isspace() or not ch.isprintable() or bool(_BLANK_LOOKING.match(ch))


def shows_nothing(text: str) -> bool:
    """Whether ``text`` typed for a name has characters other than spaces and direction
    controls but none that can be seen (only zero-width spaces, joiners, fillers…): refused
    with words (``ui.words.invisible_name_refusal``), where a blank field is the name left as it
    was or no name (a field of spaces: False).

    >>> shows_nothing("\u200b"), shows_nothing(" \u2060 "), shows_nothing("  "), shows_nothing("A\u200dB")
    (True, True, False, False)
    """
    text = " ".join(without_direction_controls(text).split())
    return bool(text) and all(_invisible(ch) for ch in text)


def _trimmed(text: str) -> str:
    """``text`` without the characters that show nothing (:func:`_invisible`) at its ends."""
    start, end = 0, len(text)
    while start < end and _invisible(text[start]):
        start += 1
    while end > start and _invisible(text[end - 1]):
        end -= 1
    return text[start:end]


def typed_name(text: str, most: int) -> str:
    """A name as typed in a field (a player's in Settings or the score keeper's form, an own
    preset's in Save as) as it is kept: without direction controls
    (:func:`without_direction_controls`: what is kept is what is shown, so two names that
    read alike are one, and a name of controls only is blank), its spaces made single, at
    most ``most`` characters; "" when nothing is left to read — a name only of invisible
    characters too (zero-width spaces…, :func:`shows_nothing`): never kept as a blank name.
    Invisible characters at either end are dropped before the length cut, as spaces are:
    40 zero-width spaces before "Friday" leave "Friday", never a blank cut of them (inside a
    name they stay: a joiner between letters).

    >>> typed_name("  \u202eFriday\u202c   night ", 40), typed_name("\u2067 \u2069", 40)
    ('Friday night', '')
    >>> typed_name("\u200b\u200b", 40), typed_name("\u3164", 40)
    ('', '')
    >>> typed_name("\u200b" * 40 + "Friday", 40), typed_name("Fri\u200dday\u2060 \u200b", 40)
    ('Friday', 'Fri\u200dday')
    """
    name = _trimmed(" ".join(without_direction_controls(text).split()))[:most]
    return "" if shows_nothing(name) else _trimmed(name)
