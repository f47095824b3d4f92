"""The card table: a QGraphicsScene of card items, name plates, speech bubbles and
boxes, its layout for any window size, and the view that shows it.

Scene items never decide rules: the controller tells them where to go, which cards are
playable and what to say. Card faces and backs come from :mod:`.card_art`.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import (
    QTimer,
    Property,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene, QGraphicsView

from ..engine.cards import CARDS, Card
from .card_art import ASPECT, CardArt

FELT = QColor("#1f6b3a")
FELT_DARK = QColor("#124526")
GOLD = QColor("#f2c744")


# --------------------------------------------------------------------------- cards
class CardItem(QGraphicsObject):
    """One of the 32 cards. ``pos`` is its centre; ``face`` runs from 0 (back) to 1
    (face); in between the card is drawn narrowed, which is the flip."""

    def __init__(self, card: Card, table: "TableScene"):
        super().__init__()
        self.card = card
        self.code = str(card)
        self.table = table
        self._face = 0.0
        self.dimmed = False
        self.marked = False  # keyboard selection or hint
        self.interactive = False
        self.target = None
        self._press: QPointF | None = None
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

    def set_state(self, dimmed: bool | None = None, marked: bool | None = None,
                  interactive: bool | None = None) -> None:
        changed = False
        for name, value in (("dimmed", dimmed), ("marked", marked), ("interactive", interactive)):
            if value is not None and getattr(self, name) != value:
                setattr(self, name, value)
                changed = True
        if changed:
            self.setCursor(Qt.CursorShape.PointingHandCursor if self.interactive else Qt.CursorShape.ArrowCursor)
            self.update()

    # -- painting -------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        w = self.table.card_w
        h = w * ASPECT
        return QRectF(-w / 2 - 4, -h / 2 - 4, w + 8, h + 8)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        w = self.table.card_w
        h = w * ASPECT
        xs = abs(2 * self._face - 1)
        if xs < 0.02:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if xs < 1:
            painter.scale(xs, 1)
        rect = QRectF(-w / 2, -h / 2, w, h)
        radius = w * 0.07
        # a soft shadow under the card
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawRoundedRect(rect.translated(1.5, 2.0), radius, radius)
        art = self.table.art
        dpr = self.table.dpr
        rw = self.table.render_w  # lags card_w during a live resize (scaled meanwhile)
        if self._face >= 0.5:
            pix = art.face(self.code, rw, dpr)
        else:
            pix = art.back(rw, dpr, self.table.back_style)
        painter.drawPixmap(rect, pix, QRectF(pix.rect()))
        if self.dimmed:
            painter.setBrush(QColor(20, 30, 25, 120))
            painter.drawRoundedRect(rect, radius, radius)
        if self.marked:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(GOLD, max(2.5, w * 0.04)))
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), radius, radius)
        painter.restore()

    # -- mouse: click or drag to play ---------------------------------------------------
    def mousePressEvent(self, event) -> None:
        if not self.interactive or event.button() != Qt.MouseButton.LeftButton:
            self.table.card_refused.emit(self.card)
            event.ignore()
            return
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
        if dragged:
            self.table.card_dropped.emit(self.card, event.scenePos())
        else:
            self.table.card_clicked.emit(self.card)

    def hoverEnterEvent(self, event) -> None:
        if self.interactive:
            self.table.card_hovered.emit(self.card)


# --------------------------------------------------------------------------- text boxes
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
        self.fg = QColor(fg)
        self.bg = QColor(bg)
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
        self._size = (0.0, 0.0)
        self._cols: list[float] = []

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
                if len(row) == 1 and ncol > 1:
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
            cap = None
            if sum(cols) > cells:
                # the widest columns give way first, down to one common width
                ws = sorted(cols, reverse=True)
                for k in range(1, ncol + 1):
                    c = (cells - sum(ws[k:])) / k
                    if k == ncol or c >= ws[k]:
                        cap = max(self.px * 2, c)
                        break
            for i, row in enumerate(shown):
                m = metrics(i)
                for j, cell in enumerate(row):
                    w = room if (len(row) == 1 or cap is None) else cap
                    if m.horizontalAdvance(cell) > w + 0.01:
                        row[j] = m.elidedText(cell, Qt.TextElideMode.ElideRight, w)
            cols, singles = columns(shown)
        self._shown = shown
        self.setToolTip("\n".join("  ".join(c for c in r if c) for r in self.rows) if shown != self.rows else "")
        width = max(sum(cols) + gap * max(0, ncol - 1), singles)
        line = fm.height() * 1.12
        self._cols = cols
        self._size = (width + 2 * pad, line * len(self.rows) + 2 * pad - (line - fm.height()))

    def elided(self) -> bool:
        """Whether some text is cut short (…) to keep the box within :attr:`max_width`."""
        return self._shown != self.rows

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
        painter.setBrush(self.bg)
        painter.drawPath(path)
        f, b = self._fonts()
        fm = QFontMetricsF(f)
        line = fm.height() * 1.12
        pad = self.px * 0.6
        y = r.top() + pad
        gap = self.px * 1.2
        for i, row in enumerate(self._shown):
            bold = i == 0 and self.bold_first
            painter.setFont(b if bold else f)
            painter.setPen(self.row_colors.get(i, self.fg))
            if len(row) == 1:
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

    def __init__(self, table: "TableScene"):
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
        W = max(n * w + (n - 1) * gap + 2 * pad, title_w)
        H = title_h + h + name_h + 2 * pad
        return w, h, gap, pad, title_h, name_h, W, H

    def boundingRect(self) -> QRectF:
        *_, W, H = self._geom()
        return QRectF(-W / 2, -H / 2, W, H)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        w, h, gap, pad, title_h, name_h, W, H = self._geom()
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
        f2 = QFont()
        f2.setPixelSize(int(max(12.0, w * 0.18)))
        x = r.left() + (W - (len(self.entries) * w + (len(self.entries) - 1) * gap)) / 2
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
            painter.drawText(QRectF(x - gap / 2, y + h + 2, w + gap, name_h), Qt.AlignmentFlag.AlignCenter, name)
            x += w + gap


# --------------------------------------------------------------------------- layout
@dataclass(frozen=True)
class Spot:
    """Where a card goes: centre, rotation (degrees), scale, stacking order, face up."""

    x: float
    y: float
    rot: float = 0.0
    scale: float = 1.0
    z: float = 0.0
    face: bool = False


POSITIONS = {2: ("bottom", "top"), 3: ("bottom", "left", "right"), 4: ("bottom", "left", "top", "right")}


class TableLayout:
    """Geometry of the table for a ``width`` × ``height`` scene and ``players`` seats.
    Seat 0 (the person) is at the bottom; play goes clockwise: left, top, right."""

    OPP_SCALE = 0.62
    PILE_SCALE = 0.5

    def __init__(self, width: float, height: float, players: int, pairs: bool = False):
        self.W = W = max(200.0, float(width))
        self.H = H = max(200.0, float(height))
        self.n = players
        self.pairs = pairs
        cw = min(W * 0.08, H * 0.122)
        self.cw = cw = max(40.0, min(170.0, round(cw / 2) * 2))
        self.ch = ch = cw * ASPECT
        self.m = m = max(8.0, cw * 0.14)
        self.where = POSITIONS[players]
        so = self.OPP_SCALE
        self.font_px = max(12.0, min(22.0, cw * 0.2))
        # the person's hand
        self.bottom_y = H - m - ch / 2 - ch * 0.05
        self.hand_max = 9 if players < 4 else 8
        self.top_y = m + ch * so / 2
        top_edge = m + ch * so + (self.font_px * 1.6 if "top" in self.where else self.font_px * 3.0)
        self.cx = W / 2
        self.cy = (top_edge + (self.bottom_y - ch / 2)) / 2
        self.side_y = self.cy if players == 4 else self.cy - ch * 0.15
        self.left_x = m + ch * so / 2
        self.right_x = W - m - ch * so / 2

    # -- hands ----------------------------------------------------------------------
    def hand_spacing(self, k: int) -> float:
        if k <= 1:
            return 0.0
        return min(self.cw * 0.62, (self.W * 0.62 - self.cw) / (k - 1))

    def opp_spacing(self, pos: str, k: int) -> float:
        if k <= 1:
            return 0.0
        so = self.OPP_SCALE
        base = self.cw * so * 0.42
        if pos in ("left", "right"):
            return min(base, (self.H * 0.42 - self.cw * so) / (k - 1))
        return base

    def hand_spots(self, seat: int, k: int, faces: list[bool]) -> list[Spot]:
        pos = self.where[seat]
        out = []
        if pos == "bottom":
            sp = self.hand_spacing(k)
            x0 = self.cx - sp * (k - 1) / 2
            for i in range(k):
                t = (i - (k - 1) / 2) / max(1, (k - 1) / 2) if k > 1 else 0.0
                rot = t * 6.0
                dy = (t * t) * self.ch * 0.06
                out.append(Spot(x0 + i * sp, self.bottom_y + dy, rot, 1.0, 100 + i, faces[i]))
            return out
        so = self.OPP_SCALE
        sp = self.opp_spacing(pos, k)
        if pos == "top":
            x0 = self.cx + sp * (k - 1) / 2  # the top seat faces us: its left is our right
            for i in range(k):
                out.append(Spot(x0 - i * sp, self.top_y, 180.0, so, 100 + i, faces[i]))
        elif pos == "left":
            y0 = self.side_y - sp * (k - 1) / 2
            for i in range(k):
                out.append(Spot(self.left_x, y0 + i * sp, 90.0, so, 100 + i, faces[i]))
        else:
            y0 = self.side_y + sp * (k - 1) / 2
            for i in range(k):
                out.append(Spot(self.right_x, y0 - i * sp, -90.0, so, 100 + i, faces[i]))
        return out

    def hand_rect(self, seat: int) -> QRectF:
        """The area a full hand takes (for name plates and bubbles)."""
        pos = self.where[seat]
        k = self.hand_max
        so = self.OPP_SCALE
        if pos == "bottom":
            w = self.hand_spacing(k) * (k - 1) + self.cw
            return QRectF(self.cx - w / 2, self.bottom_y - self.ch / 2, w, self.ch)
        if pos == "top":
            w = self.opp_spacing(pos, k) * (k - 1) + self.cw * so
            return QRectF(self.cx - w / 2, self.top_y - self.ch * so / 2, w, self.ch * so)
        h = self.opp_spacing(pos, k) * (k - 1) + self.cw * so
        x = self.left_x if pos == "left" else self.right_x
        return QRectF(x - self.ch * so / 2, self.side_y - h / 2, self.ch * so, h)

    # -- name plates, bubbles ------------------------------------------------------------
    def plate_anchor(self, seat: int) -> tuple[QPointF, str]:
        pos = self.where[seat]
        r = self.hand_rect(seat)
        gap = self.m
        if pos == "bottom":
            return QPointF(r.left() - gap, r.center().y()), "right"
        if pos == "top":
            return QPointF(r.left() - gap, r.center().y()), "right"
        if pos == "right":  # under the hand, growing towards the middle: never off the edge
            return QPointF(r.right(), r.bottom() + gap), "topright"
        return QPointF(r.left(), r.bottom() + gap), "topleft"

    def plate_max_width(self, seat: int) -> float:
        """The widest a seat's name plate may be: beside the bottom or top hand it stops a
        margin from the window's left edge; under a side hand it stops before the middle
        of the table (the trick, the stock)."""
        pos = self.where[seat]
        r = self.hand_rect(seat)
        if pos in ("bottom", "top"):
            return max(self.cw, r.left() - 2 * self.m)
        if pos == "left":
            return max(self.cw * 1.5, self.cx - self.cw * 1.6 - self.m - r.left())
        return max(self.cw * 1.5, r.right() - (self.cx + self.cw * 1.6) - self.m)

    def score_box_max_width(self) -> float:
        """The widest the score box (top left corner) may be: it stops short of the top
        hand, or of the middle of the table when nobody sits at the top, and stays a
        corner box (four and a half cards wide) whatever the names."""
        if "top" in self.where:
            room = self.hand_rect(self.where.index("top")).left() - 2 * self.m
        else:
            room = self.cx - 2 * self.m
        return max(self.cw * 2, min(room, self.cw * 4.5))

    def bubble_anchor(self, seat: int) -> tuple[QPointF, str, str]:
        """Point, box anchor and tail direction of a seat's speech bubble."""
        pos = self.where[seat]
        r = self.hand_rect(seat)
        gap = self.m + 6
        if pos == "bottom":
            return QPointF(self.cx, r.top() - gap), "bottom", "down"
        if pos == "top":
            return QPointF(self.cx, r.bottom() + gap), "top", "up"
        if pos == "left":
            return QPointF(r.right() + gap, r.center().y()), "left", "left"
        return QPointF(r.left() - gap, r.center().y()), "right", "right"

    # -- the middle -----------------------------------------------------------------------
    def trick_spot(self, seat: int, order: int) -> Spot:
        pos = self.where[seat]
        d = self.ch * 0.36
        if self.n == 2:
            dx = self.cw * 0.32
            x, y, rot = {"bottom": (self.cx + dx, self.cy + d * 0.55, 4.0), "top": (self.cx - dx, self.cy - d * 0.55, -5.0)}[pos]
        else:
            e = self.cw * 0.8
            x, y, rot = {
                "bottom": (self.cx, self.cy + d, 2.0),
                "top": (self.cx, self.cy - d, -2.0),
                "left": (self.cx - e, self.cy - (d * 0.15 if self.n == 3 else 0), -8.0),
                "right": (self.cx + e, self.cy - (d * 0.15 if self.n == 3 else 0), 7.0),
            }[pos]
            if self.n == 3 and pos == "bottom":
                y = self.cy + d * 0.7
        return Spot(x, y, rot, 1.0, 300 + order, True)

    def stock_point(self) -> QPointF:
        x = self.cx - self.cw * (3.35 if self.n == 3 else 3.0)
        return QPointF(x, self.cy - self.ch * 0.12)

    def deck_spot(self, i: int, k: int) -> Spot:
        p = self.stock_point()
        off = (k - i) * 0.35
        return Spot(p.x() - off, p.y() - off, 0.0, 1.0, 50 + (k - i), False)

    def bottom_card_spot(self) -> Spot:
        p = self.stock_point()
        return Spot(p.x() - self.cw * 0.05, p.y() + self.ch * 0.36, -8.0, 1.0, 40, True)

    def turned_spot(self) -> Spot:
        p = self.stock_point()
        return Spot(p.x() + self.cw * 1.12, p.y(), 0.0, 1.0, 60, True)

    def pile_spot(self, side: int, i: int) -> Spot:
        seat = side  # in pairs side 0 is seat 0's, side 1 seat 1's
        pos = self.where[seat]
        ps = self.PILE_SCALE
        r = self.hand_rect(seat)
        jitter = ((i * 37) % 7 - 3) * 0.9
        if pos == "bottom":
            x, y, rot = self.W - self.m - self.ch * ps / 2 - 6, self.H - self.m - self.cw * ps / 2 - 4, 90.0
        elif pos == "top":
            x, y, rot = r.right() + self.m * 2 + self.ch * ps / 2, self.top_y, 90.0
        else:
            x = self.left_x if pos == "left" else self.right_x
            y = r.bottom() + self.m * 2 + self.font_px * 3.2 + self.cw * ps / 2
            rot = 90.0
        return Spot(x + i * 0.3, y - i * 0.3, rot + jitter, ps, 20 + i, False)

    def banner_point(self) -> QPointF:
        return QPointF(self.cx, self.cy - self.ch * 0.95)


# --------------------------------------------------------------------------- the scene
class TableScene(QGraphicsScene):
    """The items of the table. Signals tell the controller what the person did."""

    card_clicked = Signal(object)
    card_dropped = Signal(object, QPointF)
    card_refused = Signal(object)
    card_hovered = Signal(object)

    def __init__(self, art: CardArt | None = None, parent=None):
        super().__init__(parent)
        self.art = art or CardArt()
        self.dpr = 1.0
        self.card_w = 60.0
        self.render_w = 60.0
        self._render_timer = QTimer(self)
        self._render_timer.setSingleShot(True)
        self._render_timer.timeout.connect(self._render_at_size)
        self.back_style = "blue"
        self.cards: dict[int, CardItem] = {}
        for c in CARDS:
            item = CardItem(c, self)
            item.setVisible(False)
            self.addItem(item)
            self.cards[int(c)] = item
        self.plates: dict[int, TextBox] = {}
        self.bubbles: dict[int, TextBox] = {}
        #: the size the view gives the table (None: no view has set it)
        self._view_size: tuple[float, float] | None = None
        self._layout_key = None
        self._layout: TableLayout | None = None
        self.score_box = TextBox(14, bold_first=True, anchor="topleft", bg=QColor(0, 0, 0, 120))
        self.score_box.max_width = self._score_box_limit
        self.score_box.setZValue(700)
        self.addItem(self.score_box)
        self.banner = TextBox(18, fg=QColor("#fff7d6"), bg=QColor(10, 25, 15, 215), border=GOLD, align="center")
        self.banner.setZValue(800)
        self.banner.setVisible(False)
        self.addItem(self.banner)
        self.pile_labels: dict[int, TextBox] = {}
        self.preview = TrickPreview(self)
        self.preview.setZValue(850)
        self.preview.setVisible(False)
        self.addItem(self.preview)
        self._anims: list = []

    def set_players(self, n: int, sides: int) -> None:
        for d in (self.plates, self.bubbles, self.pile_labels):
            for item in d.values():
                self.removeItem(item)
            d.clear()
        for seat in range(n):
            plate = TextBox(14, bold_first=True, bg=QColor(0, 0, 0, 135), anchor="right")
            plate.max_width = lambda seat=seat: self._plate_limit(seat)
            plate.setZValue(650)
            self.addItem(plate)
            self.plates[seat] = plate
            bubble = TextBox(15, fg=QColor("#1b1b1b"), bg=QColor("#fffdf3"), border=QColor("#8a7a4a"),
                             align="center")
            bubble.setZValue(760)
            bubble.setVisible(False)
            self.addItem(bubble)
            self.bubbles[seat] = bubble
        for side in range(sides):
            lab = TextBox(12, bg=QColor(0, 0, 0, 110), align="center")
            lab.setZValue(640)
            lab.setVisible(False)
            self.addItem(lab)
            self.pile_labels[side] = lab
        self.score_box.refit()  # a top seat or not: the score box may be wider or not

    # -- room for the boxes ---------------------------------------------------------------
    def setSceneRect(self, *args) -> None:
        """The view sets the scene to its size (:meth:`TableView.resizeEvent`): the name
        plates and the score box are measured again for the room that size leaves them."""
        super().setSceneRect(*args)
        r = self.sceneRect()
        self._view_size = (r.width(), r.height())
        for box in (self.score_box, *self.plates.values()):
            box.refit()

    def table_layout(self) -> "TableLayout | None":
        """The layout of the size the view gives the table and of its seats (the one the
        controller makes for that size), or None before a view has set the size."""
        if self._view_size is None or not self.plates:
            return None
        key = (*self._view_size, len(self.plates))
        if key != self._layout_key:
            self._layout_key = key
            self._layout = TableLayout(*key) if key[2] in POSITIONS else None
        return self._layout

    def _plate_limit(self, seat: int) -> float | None:
        L = self.table_layout()
        return None if L is None or seat >= L.n else L.plate_max_width(seat)

    def _score_box_limit(self) -> float | None:
        L = self.table_layout()
        return None if L is None else L.score_box_max_width()

    def set_card_width(self, w: float, dpr: float) -> None:
        """New card size: items change size at once; the faces are drawn anew for it
        when the size has settled (a live resize scales the cached pixmaps)."""
        if w != self.card_w or dpr != self.dpr:
            for item in self.cards.values():
                item.prepareGeometryChange()
            first = self.card_w == self.render_w == 60.0 and not self._render_timer.isActive()
            self.card_w = w
            if dpr != self.dpr or first:
                self.dpr = dpr
                self._render_at_size()
            else:
                self._render_timer.start(180)
            for item in self.cards.values():
                item.update()

    def _render_at_size(self) -> None:
        if self.render_w != self.card_w:
            self.render_w = self.card_w
            self.update()

    # -- moving cards ---------------------------------------------------------------------
    def place(self, targets: dict[int, Spot], duration: int, easing=QEasingCurve.Type.OutCubic):
        """Move cards to their spots: at once when ``duration`` is 0, else with one
        parallel animation group, which is returned (the caller keeps a reference)."""
        group = QParallelAnimationGroup(self) if duration > 0 else None
        keep = []
        for c, spot in targets.items():
            item = self.cards[c]
            item.target = spot
            if not item.isVisible():
                item.setVisible(True)
            item.setZValue(spot.z)
            face = 1.0 if spot.face else 0.0
            cur = QPointF(spot.x, spot.y)
            if group is None:
                item.setPos(cur)
                item.setRotation(spot.rot)
                item.setScale(spot.scale)
                item.face = face
                continue
            moved = (item.pos() - cur).manhattanLength() > 0.5
            for prop, start, end in (
                (b"pos", item.pos(), cur),
                (b"rotation", item.rotation(), spot.rot),
                (b"scale", item.scale(), spot.scale),
                (b"face", item.face, face),
            ):
                if prop == b"pos" and not moved:
                    item.setPos(cur)
                    continue
                if prop != b"pos" and abs(float(start) - float(end)) < 1e-3:
                    continue
                a = QPropertyAnimation(item, prop)
                a.setDuration(duration)
                a.setStartValue(start)
                a.setEndValue(end)
                a.setEasingCurve(QEasingCurve.Type.InOutSine if prop == b"face" else easing)
                group.addAnimation(a)
                keep.append(a)
        if group is not None and group.animationCount() == 0:
            group.deleteLater()
            return None
        if group is not None:
            group.keep = keep  # Python references to the animations (qt-notes pitfalls)
        return group

    def hide_card(self, c: int) -> None:
        self.cards[c].setVisible(False)


class TableView(QGraphicsView):
    """Shows the table 1:1; the scene rectangle follows the window size. ``resized`` lets
    the controller lay the table out again."""

    resized = Signal()
    painted = Signal()

    def __init__(self, scene: TableScene, parent=None):
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setMinimumSize(640, 440)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.felt = QColor(FELT)

    def set_felt(self, colour) -> None:
        """The cloth colour (a ``QColor`` or ``#rrggbb``); an invalid colour is ignored."""
        c = QColor(colour)
        if c.isValid() and c != self.felt:
            self.felt = c
            self.resetCachedContent()
            self.viewport().update()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        vp = self.viewport().size()
        self.scene().setSceneRect(0, 0, vp.width(), vp.height())
        self.resetCachedContent()
        self.resized.emit()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        sr = self.sceneRect()
        g = QRadialGradient(sr.center(), max(sr.width(), sr.height()) * 0.65)
        felt = self.felt
        g.setColorAt(0.0, felt.lighter(112))
        g.setColorAt(0.7, felt)
        g.setColorAt(1.0, felt.darker(170) if felt != FELT else FELT_DARK)
        painter.fillRect(rect, QBrush(g))

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        self.painted.emit()
