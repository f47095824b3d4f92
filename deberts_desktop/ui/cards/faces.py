"""Card faces: number cards' pips, aces, corner indices, and :func:`render_face`.

Corner indices grow relative to the card below 110 px wide, their suit symbol most (it
stays 10–12 px high down to 48 px). That symbol is snapped to whole device pixels and, when
under 14 device pixels high, drawn with sharper shapes so a small ♠ and ♣ cannot be
confused. The pictures of the jack, queen and king are in :mod:`.courts`.

Part of the card artwork (:mod:`.art`); imports only PySide6, the standard library and the
engine's cards.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPen, QTransform

from ...engine.cards import Card
from .canvas import UH, UW, Canvas, begin_card, card_outline, finish_card
from .symbols import draw_pip, draw_text, index_suit_path, suit_colour, suit_path
from .courts import draw_court

# Pip centres (card units) of the number cards; pips below the middle are drawn upside down.
_XL, _XC, _XR = 29.0, 50.0, 71.0
_YT, _YB = 25.0, 115.0
_Y3 = [_YT + (_YB - _YT) * i / 3 for i in range(4)]
_PIPS = {
    "7": [(_XL, _YT), (_XR, _YT), (_XL, 70.0), (_XR, 70.0), (_XL, _YB), (_XR, _YB),
          (_XC, (_YT + 70.0) / 2)],
    "8": [(_XL, _YT), (_XR, _YT), (_XL, 70.0), (_XR, 70.0), (_XL, _YB), (_XR, _YB),
          (_XC, (_YT + 70.0) / 2), (_XC, (_YB + 70.0) / 2)],
    "9": [(x, y) for y in _Y3 for x in (_XL, _XR)] + [(_XC, 70.0)],
    "T": [(x, y) for y in _Y3 for x in (_XL, _XR)]
         + [(_XC, (_Y3[0] + _Y3[1]) / 2), (_XC, (_Y3[2] + _Y3[3]) / 2)],
}
_PIP_SIZE = 19.0


def _index_scale(width_px: float) -> float:
    """Corner indices grow (relative to the card) on small cards so they stay readable."""
    if width_px >= 110:
        return 1.0
    if width_px <= 50:
        return 1.4
    return 1.0 + 0.4 * (110 - width_px) / 60.0


def _index_suit_scale(width_px: float) -> float:
    """Extra growth of the corner suit symbol on top of :func:`_index_scale`.

    At ``_index_scale`` alone the symbol is only 7–9 px high on 48–64 px cards (dpr 1), too
    few pixels to tell a spade from a club. With this factor it stays about 10–12 px high from
    48 px wide up to 110 px (it is 1 from 100 px up, so big cards are unchanged).
    """
    if width_px >= 100:
        return 1.0
    if width_px <= 56:
        return 1.35
    return 1.0 + 0.35 * (100 - width_px) / 44.0


# Corner index layout, in card units before the index scale k.
_IDX_CX = 9.6      # centre line of the rank and the suit symbol
_IDX_TOP = 5.2     # top of the rank's capitals
_IDX_CAP = 12.5    # cap height of the rank
_IDX_GAP = 2.95    # between the rank and the suit symbol
_IDX_SUIT = 10.5   # suit symbol height (times the extra suit scale)
#: Below this height in device pixels the index suit symbol uses :func:`index_suit_path`.
_INDEX_SHARP_PX = 14.0
#: How much larger the corner index of a large-index face is (the setting for low vision).
LARGE_INDEX = 1.45


def _index_layout(width_px: float, large_index: bool = False) -> tuple[float, float, float, float]:
    """``(k, suit_size, suit_cy, field_scale)`` of a face ``width_px`` logical pixels wide.

    ``k`` scales the rank, ``suit_size`` and ``suit_cy`` (card units) are the height and centre
    of the corner suit symbol, and ``field_scale`` shrinks the pips / picture about the middle
    of the card so they keep clear of the (on small cards bigger) index. ``large_index``:
    the index :data:`LARGE_INDEX` times larger (the field shrinks to keep clear of it).
    """
    k = _index_scale(width_px) * (LARGE_INDEX if large_index else 1.0)
    size = _IDX_SUIT * k * _index_suit_scale(width_px)
    cy = (_IDX_TOP + _IDX_CAP + _IDX_GAP) * k + size / 2.0
    # right edge of the index plus a margin (the symbol counted as wide as it is high); the
    # field's left edge (at 19.5 units, 30.5 from the middle, before scaling) stays 3 units off
    right = max(16.1 * k, (_IDX_CX + 1.0) * k + size / 2.0)
    return k, size, cy, min(1.0, (47.0 - right) / 30.5)


def _draw_index_rank(p: Canvas, rank: str, colour: QColor, k: float) -> None:
    label = "10" if rank == "T" else rank
    p.save()
    p.scale(k, k)
    draw_text(p, label, _IDX_CX, _IDX_TOP, _IDX_CAP, 13.5 if rank == "T" else 11.5, colour)
    p.restore()


def _draw_index_suits(p: Canvas, suit: str, cx: float, cy: float, size: float,
                      colour: QColor) -> None:
    """Fill the top-left corner suit symbol at (``cx``, ``cy``) and its turned-round twin
    in the bottom-right corner (an exact 180° copy in device pixels).

    The symbol is placed in device pixels: its height is a whole number of pixels, its top on
    a pixel boundary, and its width an odd number of pixels centred on a pixel column, so the
    point of the spade, the club's stalk and the symmetric halves land on whole pixels instead
    of smearing over two. Small symbols use the sharper :func:`index_suit_path` shapes.
    The canvas transform must be the plain card-units one (no rotation).
    """
    t = p.t
    c = t.map(QPointF(cx, cy))
    h_exact = size * math.hypot(t.m21(), t.m22())
    w_scale = math.hypot(t.m11(), t.m12()) / math.hypot(t.m21(), t.m22())  # ~1
    path = index_suit_path(suit) if h_exact < _INDEX_SHARP_PX else suit_path(suit)
    box = path.boundingRect()
    h = max(3, round(h_exact))
    w_exact = h * w_scale * box.width() / box.height()
    w = max(1, round(w_exact))
    if w % 2 == 0:
        w += 1 if w_exact > w else -1
    x0 = math.floor(c.x()) + 0.5
    y0 = round(c.y() - h / 2.0) + h / 2.0
    place = (QTransform().translate(x0, y0)
             .scale(w / box.width(), h / box.height())
             .translate(-box.center().x(), -box.center().y()))
    dev = p.p.device()
    turn = QTransform(-1.0, 0.0, 0.0, -1.0, float(dev.width()), float(dev.height()))
    brush = QBrush(colour)
    p.p.fillPath(place.map(path), brush)
    p.p.fillPath((place * turn).map(path), brush)


def render_face(card: Any, width_px: float, dpr: float = 1.0, four_colour: bool = False,
                large_index: bool = False) -> QImage:
    """Draw the face of ``card`` (an engine ``Card``, or its text as ``Card.parse`` reads it:
    ``"AS"``, ``"10h"``, ``"♦Q"``) as a new image.

    :param width_px: card width in logical pixels (height is ``width_px * 1.4``).
    :param dpr: device pixel ratio; the image is :func:`pixel_size` device pixels and carries it.
    :param four_colour: diamonds blue and clubs green instead of red and black.
    :param large_index: corner indices :data:`LARGE_INDEX` times larger (low vision).
    :returns: a premultiplied-ARGB :class:`QImage`, transparent outside the rounded corners.
    :raises ValueError: ``card`` is not one of the 32 cards.
    """
    c = Card.parse(card)
    rank, suit = c.rank.letter, c.suit.letter
    colour = suit_colour(suit, four_colour)
    img, p, px = begin_card(width_px, dpr)
    card_outline(p, px, QColor("#ffffff"), QColor("#8c8c8c"))
    k, suit_size, suit_cy, f = _index_layout(width_px, large_index)
    # on small cards the bigger indices need room: shrink the centre field about the middle
    p.save()
    p.translate(UW / 2, UH / 2)
    p.scale(f, f)
    p.translate(-UW / 2, -UH / 2)
    if rank in _PIPS:
        for x, y in _PIPS[rank]:
            draw_pip(p, suit, x, y, _PIP_SIZE, colour, flip=y > 70.5)
    elif rank == "A":
        _draw_ace(p, suit, colour, px / f)
    else:
        draw_court(p, rank, suit, colour, px / f)
    p.restore()
    _draw_index_suits(p, suit, _IDX_CX * k, suit_cy, suit_size, colour)
    _draw_index_rank(p, rank, colour, k)
    p.translate(UW, UH)
    p.rotate(180.0)
    _draw_index_rank(p, rank, colour, k)
    return finish_card(img, p, dpr)


def _draw_ace(p: Canvas, suit: str, colour: QColor, px: float) -> None:
    if suit == "S":
        # the ace of spades is bigger and sits in a fine ring of beads
        size = 50.0
        p.setPen(QPen(colour, max(px, 0.55)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(QPointF(50.0, 70.0), 33.0, 33.0)
        p.drawEllipse(QPointF(50.0, 70.0), 35.0, 35.0)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        for i in range(24):
            a = math.radians(i * 15.0 + 7.5)
            p.drawEllipse(QPointF(50.0 + 34.0 * math.cos(a), 70.0 + 34.0 * math.sin(a)), 0.9, 0.9)
        p.setBrush(QColor("#ffffff"))
        p.drawEllipse(QPointF(50.0, 70.0), 32.4, 32.4)
    else:
        size = 44.0
    draw_pip(p, suit, 50.0, 70.0, size, colour)


