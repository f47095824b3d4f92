"""The symbols printed on a card: suit shapes, their ink colours and rank lettering.

Suit symbols are :class:`QPainterPath` shapes (:func:`suit_path`), so they look the same
on every system whatever fonts are installed; a small corner index uses sharper variants
(:func:`index_suit_path`) so a small ♠ and ♣ cannot be confused. Rank letters come from a
bold system font, fitted to fixed boxes (:func:`draw_text`). :func:`draw_pip` fills one
suit symbol on a :class:`~.canvas.Canvas`.

A suit is named as :meth:`Suit.parse <deberts_desktop.engine.cards.Suit.parse>` reads it
(``"S"``, ``"h"``, ``"♦"``…) and drawn by its letter ``S H D C``.

Part of the card artwork (:mod:`.art`); imports only PySide6, the standard library and the
engine's cards.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QTransform

from ...engine.cards import Suit
from .canvas import Canvas

_TWO_COLOUR = {"S": "#161616", "H": "#c8102e", "D": "#c8102e", "C": "#161616"}
_FOUR_COLOUR = {"S": "#161616", "H": "#c8102e", "D": "#1457c0", "C": "#11813a"}


def suit_colour(suit: str, four_colour: bool = False) -> QColor:
    """Ink colour of a suit (``"S"``, ``"H"``, ``"D"``, ``"C"``).

    Two-colour: spades and clubs black, hearts and diamonds red. Four-colour: spades black,
    hearts red, diamonds blue, clubs green.

    :raises ValueError: ``suit`` is not a suit.
    """
    s = Suit.parse(suit).letter
    return QColor((_FOUR_COLOUR if four_colour else _TWO_COLOUR)[s])


# --------------------------------------------------------------------------- suit shapes

_SUIT_PATHS: dict[str, QPainterPath] = {}


def suit_path(suit: str) -> QPainterPath:
    """The suit symbol as a filled outline, 1 unit high, centred on (0, 0).

    Heart, spade and club are about 1 unit wide, the diamond 0.8. Scale it to the pip height
    you want (in whatever units the painter uses) and fill it.

    :raises ValueError: ``suit`` is not a suit.
    """
    s = Suit.parse(suit).letter
    path = _SUIT_PATHS.get(s)
    if path is None:
        path = _SUIT_PATHS[s] = _build_suit_path(s)
    return path


def _build_suit_path(s: str) -> QPainterPath:
    p = QPainterPath()
    if s == "H":
        p.moveTo(0.0, 0.5)
        p.cubicTo(-0.1, 0.36, -0.5, 0.12, -0.5, -0.19)
        p.cubicTo(-0.5, -0.38, -0.37, -0.5, -0.24, -0.5)
        p.cubicTo(-0.11, -0.5, -0.03, -0.42, 0.0, -0.31)
        p.cubicTo(0.03, -0.42, 0.11, -0.5, 0.24, -0.5)
        p.cubicTo(0.37, -0.5, 0.5, -0.38, 0.5, -0.19)
        p.cubicTo(0.5, 0.12, 0.1, 0.36, 0.0, 0.5)
        p.closeSubpath()
    elif s == "D":
        p.moveTo(0.0, -0.5)
        p.quadTo(0.17, -0.21, 0.4, 0.0)
        p.quadTo(0.17, 0.21, 0.0, 0.5)
        p.quadTo(-0.17, 0.21, -0.4, 0.0)
        p.quadTo(-0.17, -0.21, 0.0, -0.5)
        p.closeSubpath()
    elif s == "S":
        p.moveTo(0.0, -0.5)
        p.cubicTo(0.1, -0.35, 0.5, -0.14, 0.5, 0.1)
        p.cubicTo(0.5, 0.27, 0.38, 0.37, 0.25, 0.37)
        p.cubicTo(0.15, 0.37, 0.07, 0.32, 0.035, 0.25)
        p.cubicTo(0.05, 0.37, 0.11, 0.46, 0.21, 0.5)
        p.lineTo(-0.21, 0.5)
        p.cubicTo(-0.11, 0.46, -0.05, 0.37, -0.035, 0.25)
        p.cubicTo(-0.07, 0.32, -0.15, 0.37, -0.25, 0.37)
        p.cubicTo(-0.38, 0.37, -0.5, 0.27, -0.5, 0.1)
        p.cubicTo(-0.5, -0.14, -0.1, -0.35, 0.0, -0.5)
        p.closeSubpath()
    else:  # clubs: three leaves, a joint and a flared stem, filled as a union (winding rule)
        r = 0.225
        p.addEllipse(QPointF(0.0, -0.265), r, r)
        p.addEllipse(QPointF(-0.265, 0.08), r, r)
        p.addEllipse(QPointF(0.265, 0.08), r, r)
        p.addEllipse(QPointF(0.0, 0.02), 0.12, 0.12)
        stem = QPainterPath()
        stem.moveTo(0.045, 0.0)
        stem.cubicTo(0.045, 0.28, 0.11, 0.44, 0.21, 0.5)
        stem.lineTo(-0.21, 0.5)
        stem.cubicTo(-0.11, 0.44, -0.045, 0.28, -0.045, 0.0)
        stem.closeSubpath()
        p.addPath(stem)
        p.setFillRule(Qt.FillRule.WindingFill)
    return p


_INDEX_PATHS: dict[str, QPainterPath] = {}


def index_suit_path(suit: str) -> QPainterPath:
    """The suit symbol as drawn in a *small* corner index: 1 unit high, centred on (0, 0).

    At 9–13 device pixels the full-size spade and club both blur into a round blob on a stem.
    These variants exaggerate what tells them apart. The spade's flanks are slightly hollow, so
    they meet in a sharp point, and its thin stem stands clear below the lobes. The club has
    three smaller round leaves that barely touch, so deep notches show between them, joined by
    a thin stalk. Both are 0.94 units wide. Hearts and diamonds keep their :func:`suit_path`
    shapes.
    """
    path = _INDEX_PATHS.get(suit)
    if path is None:
        if suit == "S":
            path = QPainterPath()
            path.moveTo(0.0, -0.5)
            path.cubicTo(0.06, -0.36, 0.4, -0.16, 0.47, 0.08)  # slightly hollow flank
            path.cubicTo(0.47, 0.22, 0.37, 0.29, 0.25, 0.29)
            path.cubicTo(0.15, 0.29, 0.09, 0.25, 0.06, 0.2)
            path.cubicTo(0.07, 0.33, 0.12, 0.43, 0.24, 0.5)
            path.lineTo(-0.24, 0.5)
            path.cubicTo(-0.12, 0.43, -0.07, 0.33, -0.06, 0.2)
            path.cubicTo(-0.09, 0.25, -0.15, 0.29, -0.25, 0.29)
            path.cubicTo(-0.37, 0.29, -0.47, 0.22, -0.47, 0.08)
            path.cubicTo(-0.4, -0.16, -0.06, -0.36, 0.0, -0.5)
            path.closeSubpath()
        elif suit == "C":
            path = QPainterPath()
            path.addEllipse(QPointF(0.0, -0.27), 0.23, 0.23)
            path.addEllipse(QPointF(-0.27, 0.12), 0.2, 0.2)
            path.addEllipse(QPointF(0.27, 0.12), 0.2, 0.2)
            stalk = QPainterPath()
            stalk.moveTo(0.06, -0.2)
            stalk.lineTo(0.06, 0.2)
            stalk.cubicTo(0.07, 0.33, 0.12, 0.43, 0.24, 0.5)
            stalk.lineTo(-0.24, 0.5)
            stalk.cubicTo(-0.12, 0.43, -0.07, 0.33, -0.06, 0.2)
            stalk.lineTo(-0.06, -0.2)
            stalk.closeSubpath()
            path.addPath(stalk)
            path.setFillRule(Qt.FillRule.WindingFill)
        else:
            path = suit_path(suit)
        _INDEX_PATHS[suit] = path
    return path


# --------------------------------------------------------------------------- glyphs

_GLYPHS: dict[tuple[str, bool], tuple[QPainterPath, float]] = {}
_SANS = ["DejaVu Sans", "Arial", "Helvetica Neue", "Helvetica", "Liberation Sans", "Segoe UI"]
_SERIF = ["DejaVu Serif", "Georgia", "Times New Roman", "Liberation Serif", "Times"]


def glyph_font(serif: bool) -> QFont:
    """The bold font the rank letters are drawn with (the first of the families found)."""
    font = QFont()
    font.setFamilies(_SERIF if serif else _SANS)
    font.setStyleHint(QFont.StyleHint.Serif if serif else QFont.StyleHint.SansSerif)
    font.setBold(True)
    font.setPixelSize(200)
    return font


def _glyph(text: str, serif: bool) -> tuple[QPainterPath, float]:
    """``text`` as a path whose cap height is 1, baseline at y=0, left edge at x=0; and its width."""
    key = (text, serif)
    hit = _GLYPHS.get(key)
    if hit is not None:
        return hit
    font = glyph_font(serif)
    ref = QPainterPath()
    ref.addText(0.0, 0.0, font, "H")
    cap = ref.boundingRect().height() or 140.0
    path = QPainterPath()
    path.addText(0.0, 0.0, font, text)
    box = path.boundingRect()
    tr = QTransform().scale(1.0 / cap, 1.0 / cap).translate(-box.left(), 0.0)
    path = tr.map(path)
    hit = _GLYPHS[key] = (path, box.width() / cap)
    return hit


def draw_text(p: Canvas, text: str, cx: float, top: float, cap: float, max_w: float,
              brush: QBrush | QColor, serif: bool = False) -> None:
    """Fill ``text`` with cap height ``cap``, horizontally centred on ``cx``, caps' top at ``top``."""
    path, w = _glyph(text, serif)
    sx = cap
    if w * sx > max_w:
        sx = max_w / w
    p.save()
    p.translate(cx - w * sx / 2.0, top + cap)
    p.scale(sx, cap)
    p.fillPath(path, brush)
    p.restore()


def draw_pip(p: Canvas, suit: str, cx: float, cy: float, size: float, colour: QColor,
             flip: bool = False) -> None:
    """Fill the suit symbol ``size`` card units high centred on (``cx``, ``cy``), turned
    round when ``flip``."""
    p.save()
    p.translate(cx, cy)
    if flip:
        p.rotate(180.0)
    p.scale(size, size)
    p.fillPath(suit_path(suit), colour)
    p.restore()

