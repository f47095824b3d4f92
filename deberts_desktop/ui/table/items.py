"""The table's scene items: a card (:class:`CardItem`), a box of text (name plates,
bubbles, the score box, the banner: :class:`TextBox`) and the last-trick preview
(:class:`TrickPreview`). Items never decide rules: they are told where to go, which cards
are playable and what to say.
"""

from __future__ import annotations

from math import floor
from typing import Protocol

from PySide6.QtCore import (
    Property,
    QPointF,
    QRectF,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import QGraphicsObject

from ...engine.cards import Card
from ..cards.art import ASPECT, SHADOW_ALPHA


class CardTable(Protocol):
    """What a card and the last-trick preview need of the scene they lie on (the
    :class:`~.scene.TableScene`): the card size in scene units, the artwork, the device pixel
    ratio, the back style and the signals a card sends when the person acts on it
    (``card_clicked(action)``, ``card_dropped(action, scene point)``: the action the card
    was offered; ``card_refused(card)``, ``card_hovered(card)``: the :class:`Card`)."""

    card_w: float
    render_w: float
    dpr: float
    back_style: str
    art: object
    card_clicked: object
    card_refused: object
    card_dropped: object
    card_hovered: object


GOLD = QColor("#f2c744")
#: the least contrast of a box's words with the box as painted over the felt (WCAG 2 AA)
MIN_CONTRAST = 4.5
_fills: dict[tuple, QColor] = {}  # (box colour, felt, word colours) -> the box's colour as painted


def luminance(c: QColor) -> float:
    """WCAG 2's relative luminance of an opaque colour (0 black … 1 white)."""
    def channel(v: int) -> float:
        v = v / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c.red()) + 0.7152 * channel(c.green()) + 0.0722 * channel(c.blue())


def readable_fill(bg: QColor, words, ground: QColor) -> QColor:
    """``bg`` (translucent) as opaque as it must be over ``ground`` (the felt) for each
    colour of ``words`` to have a contrast of :data:`MIN_CONTRAST` with the two together:
    ``bg`` itself when it has (the default felt), else ``bg`` with more alpha — a light
    felt the player chose does not leave the words on a grey they cannot read."""
    key = (bg.rgba(), ground.rgb(), tuple(c.rgb() for c in words))
    fill = _fills.get(key)
    if fill is None:
        lums = [luminance(c) for c in words]
        fill = bg
        for alpha in [*range(bg.alpha(), 255, 5), 255]:
            a = alpha / 255
            under = QColor(*(round(top * a + below * (1 - a)) for top, below in (
                (bg.red(), ground.red()), (bg.green(), ground.green()), (bg.blue(), ground.blue()))))
            lum = luminance(under)
            if all((max(w, lum) + 0.05) / (min(w, lum) + 0.05) >= MIN_CONTRAST for w in lums):
                if alpha != bg.alpha():
                    fill = QColor(bg.red(), bg.green(), bg.blue(), alpha)
                break
        _fills[key] = fill
    return fill
#: where a card's shadow lies, from the card (logical pixels: right, down)
SHADOW_OFFSET = (1.5, 2.0)


def snap_to_pixels(painter: QPainter, point: QPointF) -> bool:
    """Move ``painter`` by less than a device pixel so that ``point`` (in its current
    coordinates) falls on a whole device pixel, when it draws upright and unscaled (a
    translation, times the device pixel ratio). Returns whether it did; rotated or scaled
    drawing is left as it is (False)."""
    t = painter.deviceTransform()
    s = t.m11()
    if t.m12() or t.m21() or t.m13() or t.m23() or s <= 0 or s != t.m22():
        return False
    x, y = s * point.x() + t.dx(), s * point.y() + t.dy()  # (t.map(point): its overloads make five Qt classes, issue 21)
    painter.translate((floor(x + 0.5) - x) / s, (floor(y + 0.5) - y) / s)  # as Qt rounds a copied image's place
    return True


# --------------------------------------------------------------------------- cards
class CardItem(QGraphicsObject):
    """One of the 32 cards. ``pos`` is its centre; ``face`` runs from 0 (back) to 1
    (face); in between the card is drawn narrowed, which is the flip.

    :attr:`action` is the engine's action a click on the card takes now (its ``Play``,
    one of the deal's legal actions, given by :meth:`offer`), None when the card cannot be
    played now: a click or a drop hands that action over as it is, a press on a card
    without one says the card is refused."""

    def __init__(self, card: Card, table: CardTable):
        super().__init__()
        self.card = card
        self.code = str(card)
        self.table = table
        self._face = 0.0
        self.dimmed = False
        self.marked = False  # keyboard selection or hint
        self.mark_colour = GOLD  # the frame of a marked card (a review marks best and played)
        #: the action a click on this card takes (see :meth:`offer`), None: not playable now
        self.action = None
        self.target = None
        self._press: QPointF | None = None
        self._press_action = None  # the action offered when the button went down
        self._press_pos = QPointF()
        self._dragging = False
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setAcceptHoverEvents(True)

    # -- the animatable flip --------------------------------------------------------
    def _get_face(self) -> float:
        return self._face

    def _set_face(self, value: float) -> None:
        if value != self._face:
            self._face = value
            self.update()

    face = Property(float, _get_face, _set_face)

    @property
    def face_up(self) -> bool:
        return self._face >= 0.5

    @property
    def interactive(self) -> bool:
        """The card may be clicked: it holds an action (:meth:`offer`)."""
        return self.action is not None

    def offer(self, action) -> None:
        """The action a click on this card takes from now on: one of the engine's legal
        actions (a ``Play`` of this card), or None — the card cannot be played now."""
        if action is not self.action:
            was = self.action is not None
            self.action = action
            if was != (action is not None):
                self.setCursor(Qt.CursorShape.PointingHandCursor if action is not None else Qt.CursorShape.ArrowCursor)

    def set_state(self, dimmed: bool | None = None, marked: bool | None = None,
                  colour: QColor | None = None) -> None:
        """Change what is given: ``dimmed``, ``marked`` (a frame, gold or ``colour``)."""
        changed = False
        if marked is not None:
            colour = GOLD if colour is None else QColor(colour)
            if colour != self.mark_colour:
                self.mark_colour = colour
                changed = True
        for name, value in (("dimmed", dimmed), ("marked", marked)):
            if value is not None and getattr(self, name) != value:
                setattr(self, name, value)
                changed = True
        if changed:
            self.update()

    # -- painting -------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        w = self.table.card_w
        h = w * ASPECT
        return QRectF(-w / 2 - 4, -h / 2 - 4, w + 8, h + 8)

    def shape(self) -> QPainterPath:
        """Where a click or the cursor meets this card: the card as drawn (narrowed in a
        flip), not its shadow or the frame's margin — so a click always lands on the card
        one sees under the cursor, never on a neighbour in the fan."""
        w = self.table.card_w
        h = w * ASPECT
        xs = abs(2 * self._face - 1)
        path = QPainterPath()
        if xs >= 0.02:
            path.addRoundedRect(QRectF(-w * xs / 2, -h / 2, w * xs, h), w * 0.07, w * 0.07)
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:
        w = self.table.card_w
        h = w * ASPECT
        xs = abs(2 * self._face - 1)
        if xs < 0.02:
            return
        painter.save()
        art = self.table.art
        dpr = self.table.dpr
        rw = self.table.render_w  # lags card_w during a live resize (scaled meanwhile)
        if self._face >= 0.5:
            pix = art.face(self.card, rw, dpr)
        else:
            pix = art.back(rw, dpr, self.table.back_style)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(-w / 2, -h / 2, w, h)
        radius = w * 0.07
        dx, dy = SHADOW_OFFSET
        if xs < 1:
            painter.scale(xs, 1)
        painter.setPen(Qt.PenStyle.NoPen)
        # a card at its drawn size, upright and unscaled, lies on whole device pixels: its
        # image and its shadow are copied as they are (sharp), where a card between two
        # pixels was resampled, some six times the work (a first table's stock: issue 21)
        snapped = xs >= 1 and rw == w and snap_to_pixels(painter, rect.topLeft())
        if snapped:
            dx, dy = round(dx * dpr) / dpr, round(dy * dpr) / dpr
        # a soft shadow under the card: a card at its drawn size copies its image (a
        # rounded path filled with antialiasing for each card took most of a table's
        # repaint, issue 21)
        if xs >= 1 and rw == w:
            painter.drawPixmap(QPointF(-w / 2 + dx, -h / 2 + dy), art.shadow(rw, dpr))
        else:
            painter.setBrush(QColor(0, 0, 0, SHADOW_ALPHA))
            painter.drawRoundedRect(rect.translated(dx, dy), radius, radius)
        if snapped:
            painter.drawPixmap(rect.topLeft(), pix)
        else:
            painter.drawPixmap(rect, pix, QRectF(pix.rect()))
        if self.dimmed:
            painter.setBrush(QColor(20, 30, 25, 120))
            painter.drawRoundedRect(rect, radius, radius)
        if self.marked:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(self.mark_colour, max(2.5, w * 0.04)))
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), radius, radius)
        painter.restore()

    # -- mouse: click or drag to play ---------------------------------------------------
    def mousePressEvent(self, event) -> None:
        # The press is taken even when the card cannot be played: ignored, the scene would
        # hand it to the next card under the cursor, and a click on a dimmed card played
        # the card it lies on (issue 19, 2). The table says why this card is refused.
        event.accept()
        if self.action is None or event.button() != Qt.MouseButton.LeftButton:
            self._press = None
            self.table.card_refused.emit(self.card)
            return
        self._press_action = self.action
        self._press = event.scenePos()
        self._press_pos = self.pos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event) -> None:
        if self._press is None:
            return
        delta = event.scenePos() - self._press
        if not self._dragging and (abs(delta.x()) + abs(delta.y())) > 8:
            self._dragging = True
            self.setZValue(900)
        if self._dragging:
            self.setPos(self._press_pos + delta)

    def mouseReleaseEvent(self, event) -> None:
        if self._press is None:
            return
        dragged = self._dragging
        self._press = None
        self._dragging = False
        action, self._press_action = self._press_action, None
        if dragged:
            self.table.card_dropped.emit(action, event.scenePos())
        else:
            self.table.card_clicked.emit(action)

    def hoverEnterEvent(self, event) -> None:
        if self.interactive:
            self.table.card_hovered.emit(self.card)


# --------------------------------------------------------------------------- text boxes
def _spans(row: list[str]) -> bool:
    """Whether a :class:`TextBox` row is one cell across the box: one cell, or its other
    cells empty ("Deal 4" of a replay, which has no rules' name beside it)."""
    return not any(row[1:])


class TextBox(QGraphicsObject):
    """A rounded box of text lines. ``rows`` are lists of cells: the first cell is left
    aligned, the others right aligned in columns. ``anchor`` says which point of the box
    sits at ``pos``: ``center``, ``left``, ``right``, ``top``, ``bottom``, ``topleft``,
    ``topright``."""

    def __init__(self, px: float = 14, *, bold_first: bool = False, fg=QColor("#f4f4ee"),
                 bg=QColor(0, 0, 0, 150), border: QColor | None = None, anchor: str = "center",
                 tail: str | None = None, align: str = "left"):
        super().__init__()
        self.px = px
        self.bold_first = bold_first
        # shared, never changed in place (a copy, QColor(QColor), makes PySide6 build two Qt
        # classes the first table needs nothing else of: ~0.4 ms, issue 21)
        self.fg = fg if isinstance(fg, QColor) else QColor(fg)
        self.bg = bg if isinstance(bg, QColor) else QColor(bg)
        self.border = border
        self.anchor = anchor
        self.tail = tail
        self.align = align
        self.rows: list[list[str]] = []
        self.row_colors: dict[int, QColor] = {}
        self.glow = False
        #: the widest the box may be (a number, or a callable giving one; None: any width).
        #: Cells that do not fit are elided (…) and the whole text goes to the tooltip.
        self.max_width = None
        self._limit: float | None = None
        self._shown: list[list[str]] = []  # the rows as drawn (elided to the limit)
        #: how each drawn row is laid out: None — in the columns (or across the box, one
        #: cell); when the columns do not fit (:meth:`_stack`) ``"pair"`` — its first cell at
        #: the left, its last at the right edge; ``"right"`` — one cell at the right edge
        self._kinds: list[str | None] = []
        self._origin: list[int] = []  # the row of :attr:`rows` each drawn row shows (its colour)
        self._cut = False  # some text is cut short (…)
        self._size = (0.0, 0.0)
        self._cols: list[float] = []

    def fill(self) -> QColor:
        """The box's colour as painted: :attr:`bg`, made as opaque as its words need over the
        felt under it (the scene's ``ground``, :func:`readable_fill`)."""
        ground = getattr(self.scene(), "ground", None)
        if ground is None or self.bg.alpha() == 255:
            return self.bg
        return readable_fill(self.bg, [self.fg, *self.row_colors.values()], ground)

    def _fonts(self):
        f = QFont()
        f.setPixelSize(max(8, int(self.px)))
        b = QFont(f)
        b.setBold(True)
        return f, b

    def set_rows(self, rows, colors: dict[int, QColor] | None = None) -> None:
        rows = [[r] if isinstance(r, str) else list(r) for r in rows]
        if rows == self.rows and (colors or {}) == self.row_colors:
            return
        self.prepareGeometryChange()
        self.rows = rows
        self.row_colors = dict(colors or {})
        self._measure()
        self.update()

    def set_text(self, text: str) -> None:
        self.set_rows(text.split("\n") if text else [])

    def set_px(self, px: float) -> None:
        if px != self.px or self._current_limit() != self._limit:
            self.prepareGeometryChange()
            self.px = px
            self._measure()
            self.update()

    def refit(self) -> None:
        """Measure again when the width allowed (:attr:`max_width`) has changed."""
        if self._current_limit() != self._limit:
            self.prepareGeometryChange()
            self._measure()
            self.update()

    def _current_limit(self) -> float | None:
        m = self.max_width
        if callable(m):
            m = m()
        return None if m is None else max(0.0, float(m))

    def set_glow(self, on: bool) -> None:
        if on != self.glow:
            self.glow = on
            self.update()

    def _measure(self) -> None:
        f, b = self._fonts()
        fm, bm = QFontMetricsF(f), QFontMetricsF(b)
        ncol = max((len(r) for r in self.rows), default=0)
        gap = self.px * 1.2
        pad = self.px * 0.6
        limit = self._current_limit()
        self._limit = limit

        def metrics(i):
            return bm if (i == 0 and self.bold_first) else fm

        def columns(rows):
            cols = [0.0] * ncol
            singles = 0.0
            for i, row in enumerate(rows):
                m = metrics(i)
                if _spans(row) and ncol > 1:
                    singles = max(singles, m.horizontalAdvance(row[0]))
                    continue
                for j, cell in enumerate(row):
                    cols[j] = max(cols[j], m.horizontalAdvance(cell))
            return cols, singles

        cols, singles = columns(self.rows)
        shown = [list(r) for r in self.rows]
        if limit is not None and max(sum(cols) + gap * max(0, ncol - 1), singles) + 2 * pad > limit + 0.5:
            room = max(self.px * 2, limit - 2 * pad)  # what the text may take
            cells = room - gap * max(0, ncol - 1)
            caps = None
            if sum(cols) > cells:
                if cells - sum(cols[1:]) >= self.px * 3:
                    # the names give way first: the scores and the target stay whole
                    caps = [cells - sum(cols[1:])] + cols[1:]
                elif ncol == 2:
                    # no room for the names beside the other column ("Trump ♦ | Computer 1" in
                    # the review's small table, where both were cut to "Trum… Com…"): a row
                    # too wide goes over two lines, each cell read whole
                    self._stack(room, gap, pad, metrics, fm)
                    return
                else:
                    # the widest columns give way first, down to one common width
                    ws = sorted(cols, reverse=True)
                    for k in range(1, ncol + 1):
                        c = (cells - sum(ws[k:])) / k
                        if k == ncol or c >= ws[k]:
                            caps = [max(self.px * 2, c)] * ncol
                            break
            for i, row in enumerate(shown):
                m = metrics(i)
                for j, cell in enumerate(row):
                    w = room if (_spans(row) or caps is None) else caps[j]
                    if m.horizontalAdvance(cell) > w + 0.01:
                        row[j] = m.elidedText(cell, Qt.TextElideMode.ElideRight, w)
            cols, singles = columns(shown)
        self._shown = shown
        self._kinds = [None] * len(shown)
        self._origin = list(range(len(shown)))
        self._cut = shown != self.rows
        self.setToolTip("\n".join("  ".join(c for c in r if c) for r in self.rows) if shown != self.rows else "")
        width = max(sum(cols) + gap * max(0, ncol - 1), singles)
        if ncol > 1 and width > sum(cols) + gap * (ncol - 1):
            # a line of one cell wider than the columns ("Practice — not in the statistics"):
            # the first column takes the rest, the numbers stay at the box's right edge
            cols = [cols[0] + width - sum(cols) - gap * (ncol - 1)] + cols[1:]
        line = fm.height() * 1.12
        self._cols = cols
        self._size = (width + 2 * pad, line * len(self.rows) + 2 * pad - (line - fm.height()))

    def _stack(self, room: float, gap: float, pad: float, metrics, fm) -> None:
        """The rows of two cells laid out within ``room`` (the text's width) when the
        columns cannot be: a row whose cells fit side by side keeps them on its line (the
        first at the left, the second at the right edge); a wider one goes over two lines,
        its first cell, then its second at the right edge. Only a single cell wider than
        ``room`` is still cut (…)."""
        shown, kinds, origin = [], [], []
        cut = False

        def fit(cell, m):
            nonlocal cut
            if m.horizontalAdvance(cell) <= room + 0.01:
                return cell
            cut = True
            return m.elidedText(cell, Qt.TextElideMode.ElideRight, room)

        width = 0.0
        for i, row in enumerate(self.rows):
            m = metrics(i)
            if _spans(row):
                shown.append([fit(row[0], m)]), kinds.append(None), origin.append(i)
                width = max(width, m.horizontalAdvance(shown[-1][0]))
                continue
            first, last = row[0], "  ".join(c for c in row[1:] if c)
            both = m.horizontalAdvance(first) + gap + m.horizontalAdvance(last)
            if both <= room + 0.01:
                shown.append([first, last]), kinds.append("pair"), origin.append(i)
                width = max(width, both)
                continue
            shown.append([fit(first, m)]), kinds.append(None), origin.append(i)
            shown.append([fit(last, m)]), kinds.append("right"), origin.append(i)
            width = max(width, *(m.horizontalAdvance(r[0]) for r in shown[-2:]))
        self._shown, self._kinds, self._origin, self._cut = shown, kinds, origin, cut
        self.setToolTip("\n".join("  ".join(c for c in r if c) for r in self.rows) if cut else "")
        line = fm.height() * 1.12
        self._cols = [width]
        self._size = (width + 2 * pad, line * len(shown) + 2 * pad - (line - fm.height()))

    def elided(self) -> bool:
        """Whether some text is cut short (…) to keep the box within :attr:`max_width`."""
        return self._cut

    def box(self) -> QRectF:
        w, h = self._size
        a = self.anchor
        x = -w / 2
        y = -h / 2
        if "left" in a:
            x = 0
        if "right" in a:
            x = -w
        if a.startswith("top") or a == "top":
            y = 0
        if a == "bottom":
            y = -h
        return QRectF(x, y, w, h)

    def boundingRect(self) -> QRectF:
        return self.box().adjusted(-14, -14, 14, 14)

    def outline(self) -> QRectF:
        """What the box covers in the scene: the box, its tail and its glow."""
        s = self.px * 0.7 if self.tail else 0.0
        r = self.box().adjusted(-s if self.tail == "left" else 0, -s if self.tail == "up" else 0,
                                s if self.tail == "right" else 0, s if self.tail == "down" else 0)
        return r.adjusted(-4, -4, 4, 4).translated(self.pos())

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.rows:
            return
        r = self.box()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        radius = min(10.0, self.px * 0.7)
        path = QPainterPath()
        path.addRoundedRect(r, radius, radius)
        if self.tail:
            t = QPainterPath()
            s = self.px * 0.7
            c = r.center()
            if self.tail == "down":
                t.moveTo(c.x() - s, r.bottom() - 1); t.lineTo(c.x(), r.bottom() + s); t.lineTo(c.x() + s, r.bottom() - 1)
            elif self.tail == "up":
                t.moveTo(c.x() - s, r.top() + 1); t.lineTo(c.x(), r.top() - s); t.lineTo(c.x() + s, r.top() + 1)
            elif self.tail == "left":
                t.moveTo(r.left() + 1, c.y() - s); t.lineTo(r.left() - s, c.y()); t.lineTo(r.left() + 1, c.y() + s)
            elif self.tail == "right":
                t.moveTo(r.right() - 1, c.y() - s); t.lineTo(r.right() + s, c.y()); t.lineTo(r.right() - 1, c.y() + s)
            t.closeSubpath()
            path = path.united(t)
        if self.glow:
            painter.setPen(QPen(QColor(GOLD.red(), GOLD.green(), GOLD.blue(), 110), 8))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
        painter.setPen(QPen(self.border, 2) if self.border is not None else Qt.PenStyle.NoPen)
        if self.glow:
            painter.setPen(QPen(GOLD, 2.5))
        painter.setBrush(self.fill())
        painter.drawPath(path)
        f, b = self._fonts()
        fm = QFontMetricsF(f)
        line = fm.height() * 1.12
        pad = self.px * 0.6
        y = r.top() + pad
        gap = self.px * 1.2
        for k, row in enumerate(self._shown):
            i = self._origin[k] if k < len(self._origin) else k
            kind = self._kinds[k] if k < len(self._kinds) else None
            bold = i == 0 and self.bold_first
            painter.setFont(b if bold else f)
            painter.setPen(self.row_colors.get(i, self.fg))
            whole = QRectF(r.left() + pad, y, r.width() - 2 * pad, fm.height())
            if kind == "right":
                painter.drawText(whole, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, row[0])
            elif kind == "pair":
                painter.drawText(whole, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, row[0])
                painter.drawText(whole, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, row[1])
            elif _spans(row):
                flags = Qt.AlignmentFlag.AlignVCenter | (
                    Qt.AlignmentFlag.AlignHCenter if self.align == "center" else Qt.AlignmentFlag.AlignLeft)
                painter.drawText(QRectF(r.left() + pad, y, r.width() - 2 * pad, fm.height()), flags, row[0])
            else:
                x = r.left() + pad
                for j, cell in enumerate(row):
                    wcol = self._cols[j] if j < len(self._cols) else 0
                    flags = Qt.AlignmentFlag.AlignVCenter | (
                        Qt.AlignmentFlag.AlignLeft if j == 0 else Qt.AlignmentFlag.AlignRight)
                    painter.drawText(QRectF(x, y, wcol, fm.height()), flags, cell)
                    x += wcol + gap
            y += line


class TrickPreview(QGraphicsObject):
    """The last trick, shown small on request: its cards with the players' names."""

    def __init__(self, table: CardTable):
        super().__init__()
        self.table = table
        self.entries: list[tuple[str, str, bool]] = []  # (name, card code, winner)
        self.title = ""

    def set_trick(self, title: str, entries) -> None:
        self.prepareGeometryChange()
        self.title = title
        self.entries = list(entries)
        self.update()

    def _geom(self):
        """The preview's measures: a card's width and height, the room of each card's column
        (the card and the gap beside it, wider when a name needs it), the padding, the title's
        and the names' heights, the whole width and height."""
        w = self.table.card_w * 0.8
        h = w * ASPECT
        gap = w * 0.25
        n = max(1, len(self.entries))
        pad = w * 0.2
        title_h = max(14.0, w * 0.22) * 1.5
        name_h = max(12.0, w * 0.18) * 1.4
        f = QFont()
        f.setPixelSize(int(max(14.0, w * 0.22)))
        f.setBold(True)
        title_w = QFontMetricsF(f).horizontalAdvance(self.title) + 2 * pad
        # a name is written whole under its card ("Computer 1" is wider than a small card):
        # its column widens up to twice a card's width; a longer typed name is elided
        names = QFontMetricsF(self.name_font())
        widest = max((names.horizontalAdvance(name) for name, _code, _won in self.entries), default=0.0)
        col = max(w + gap, min(widest + gap * 0.5, 2 * w))
        W = max(n * col - (col - w) + 2 * pad, title_w)
        H = title_h + h + name_h + 2 * pad
        return w, h, col, pad, title_h, name_h, W, H

    def name_font(self) -> QFont:
        """The font of the names under the cards."""
        f = QFont()
        f.setPixelSize(int(max(12.0, self.table.card_w * 0.8 * 0.18)))
        return f

    def name_room(self) -> float:
        """The width each name has under its card (a wider one is elided)."""
        w, _h, col, *_ = self._geom()
        return col

    def boundingRect(self) -> QRectF:
        *_, W, H = self._geom()
        return QRectF(-W / 2, -H / 2, W, H)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        w, h, col, pad, title_h, name_h, W, H = self._geom()
        r = QRectF(-W / 2, -H / 2, W, H)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.setPen(QPen(GOLD, 2))
        painter.setBrush(QColor(10, 30, 18, 225))
        painter.drawRoundedRect(r, 10, 10)
        f = QFont()
        f.setPixelSize(int(max(14.0, w * 0.22)))
        f.setBold(True)
        painter.setFont(f)
        painter.setPen(QColor("#f4f4ee"))
        painter.drawText(QRectF(r.left(), r.top() + pad * 0.5, W, title_h), Qt.AlignmentFlag.AlignCenter, self.title)
        f2 = self.name_font()
        metrics = QFontMetricsF(f2)
        x = r.left() + (W - (len(self.entries) * col - (col - w))) / 2
        y = r.top() + pad * 0.5 + title_h
        for name, code, won in self.entries:
            pix = self.table.art.face(code, w, self.table.dpr)
            cr = QRectF(x, y, w, h)
            painter.drawPixmap(cr, pix, QRectF(pix.rect()))
            if won:
                painter.setPen(QPen(GOLD, 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(cr.adjusted(-2, -2, 2, 2), 6, 6)
            painter.setFont(f2)
            painter.setPen(GOLD if won else QColor("#f4f4ee"))
            shown = metrics.elidedText(name, Qt.TextElideMode.ElideRight, col)
            painter.drawText(QRectF(x + w / 2 - col / 2, y + h + 2, col, name_h), Qt.AlignmentFlag.AlignCenter, shown)
            x += col
