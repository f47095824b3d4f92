"""The table's geometry for any window size: where each seat's hand, the trick, the
stock, the turned card, the won-trick piles, the name plates and the bubbles go
(:class:`TableLayout`), and where a card lies (:class:`Spot`).
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF

from ..cards.art import ASPECT


# --------------------------------------------------------------------------- layout
class Spot(NamedTuple):  # a named tuple: made some 6 times faster than a dataclass (issue 21)
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
    Seat 0 (the person) is at the bottom; play goes clockwise: left, top, right.
    ``open_hands``: every hand is face up (a replay): the other hands are upright and fan
    out so that each card's index (its top left corner) shows (on a small table: on their
    sides, fanned wider than hidden hands)."""

    OPP_SCALE = 0.62
    OPEN_SCALE = 0.72  # the other seats' upright cards in a replay
    UPRIGHT_MIN_SIZE = (600, 500)
    PILE_SCALE = 0.5

    def __init__(self, width: float, height: float, players: int, pairs: bool = False, open_hands: bool = False):
        self.open_hands = open_hands
        #: open hands drawn upright (a replay on a table of at least UPRIGHT_MIN_SIZE);
        #: smaller tables fan them on their sides, wider than hidden hands
        self.upright = open_hands and width >= self.UPRIGHT_MIN_SIZE[0] and height >= self.UPRIGHT_MIN_SIZE[1]
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
        top = self.OPEN_SCALE if self.upright else so  # the top hand's height
        self.top_y = m + ch * top / 2
        top_edge = m + ch * top + (self.font_px * 1.6 if "top" in self.where else self.font_px * 3.0)
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
        base = self.cw * so * (0.62 if self.open_hands else 0.42)
        if pos in ("left", "right"):
            room = self.H * (0.58 if self.open_hands else 0.42)
            return min(base, (room - self.cw * so) / (k - 1))
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
        if self.upright:  # a replay: every hand upright, each card's index in view
            so = self.OPEN_SCALE
            step = self.open_step(pos, k)
            if pos == "top":
                x0 = self.cx - step * (k - 1) / 2
                return [Spot(x0 + i * step, self.top_y, 0.0, so, 100 + i, faces[i]) for i in range(k)]
            x = self._open_x(pos)
            y0 = self.side_y - step * (k - 1) / 2
            return [Spot(x, y0 + i * step, 0.0, so, 100 + i, faces[i]) for i in range(k)]
        offsets = self._opp_offsets(pos, k, faces)
        half = offsets[-1] / 2
        if pos == "top":
            for i in range(k):  # the top seat faces us: its left is our right
                out.append(Spot(self.cx + half - offsets[i], self.top_y, 180.0, so, 100 + i, faces[i]))
        elif pos == "left":
            for i in range(k):
                out.append(Spot(self.left_x, self.side_y - half + offsets[i], 90.0, so, 100 + i, faces[i]))
        else:
            for i in range(k):
                out.append(Spot(self.right_x, self.side_y + half - offsets[i], -90.0, so, 100 + i, faces[i]))
        return out

    def open_step(self, pos: str, k: int) -> float:
        """Open hands (a replay): the step between upright cards of another seat (px) — a
        top hand fans out to the right, a side hand downwards, each card's top left corner
        (its rank and suit) in view."""
        if k <= 1:
            return 0.0
        so = self.OPEN_SCALE
        if pos == "top":
            return min(self.cw * so * 0.62, (self.W * 0.5 - self.cw * so) / (k - 1))
        return min(self.ch * so * 0.3, (self.H * 0.58 - self.ch * so) / (k - 1))

    def _open_x(self, pos: str) -> float:
        """Open hands: the centre line of an upright side hand."""
        half = self.cw * self.OPEN_SCALE / 2
        return self.m + half if pos == "left" else self.W - self.m - half

    def _opp_offsets(self, pos: str, k: int, faces: list[bool]) -> list[float]:
        """Each card's distance from the hand's first card along the hand (px). A face-up
        card among backs (a shown sequence, the turned card) keeps 7/10 of its width in
        view under the card after it, so its rank, suit and pips can be read; the hand
        grows for it up to a full hand's length, the backs closing up to 6/10 of their
        spacing when there is no more room (so they can still be counted)."""
        sp = self.opp_spacing(pos, k)
        gaps = [sp] * (k - 1)
        want = self.cw * self.OPP_SCALE * 0.7
        n_shown = sum(1 for i in range(k - 1) if faces[i])
        n_backs = k - 1 - n_shown
        if sp < want and n_shown and not all(faces):
            full = self.hand_max
            room = max(sp * (k - 1), self.opp_spacing(pos, full) * (full - 1))
            back, shown = sp, want
            if n_shown * shown + n_backs * back > room and n_backs:
                back = max(0.6 * sp, (room - n_shown * shown) / n_backs)
            if n_shown * shown + n_backs * back > room:
                shown = max(sp, (room - n_backs * back) / n_shown)
            gaps = [shown if faces[i] else back for i in range(k - 1)]
        out = [0.0]
        for g in gaps:
            out.append(out[-1] + g)
        return out

    def hand_rect(self, seat: int) -> QRectF:
        """The area a full hand takes (for name plates and bubbles)."""
        pos = self.where[seat]
        k = self.hand_max
        so = self.OPP_SCALE
        if pos == "bottom":
            w = self.hand_spacing(k) * (k - 1) + self.cw
            return QRectF(self.cx - w / 2, self.bottom_y - self.ch / 2, w, self.ch)
        if self.upright:  # upright cards: the top hand fans right, a side hand down
            so = self.OPEN_SCALE
            step = self.open_step(pos, k)
            if pos == "top":
                w = step * (k - 1) + self.cw * so
                return QRectF(self.cx - w / 2, self.top_y - self.ch * so / 2, w, self.ch * so)
            h = step * (k - 1) + self.ch * so
            x = self._open_x(pos)
            return QRectF(x - self.cw * so / 2, self.side_y - h / 2, self.cw * so, h)
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

    def middle_rect(self) -> QRectF:
        """Where the stock, its shown bottom card and the turned card lie."""
        p = self.stock_point()
        left, right = p.x() - self.cw * 0.8, p.x() + self.cw * 1.7
        top, bottom = p.y() - self.ch * 0.55, p.y() + self.ch * 0.95
        return QRectF(left, top, right - left, bottom - top)

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


# --------------------------------------------------------------------------- the boxes
def arrange_boxes(scene, L: TableLayout) -> None:
    """Put the name plates, bubbles, score box, banner, last-trick preview and won-trick
    labels of ``scene`` where layout ``L`` says, sized for its font."""
    px = L.font_px
    for seat, plate in scene.plates.items():
        plate.set_px(px)
        p, anchor = L.plate_anchor(seat)
        plate.anchor = anchor
        plate.prepareGeometryChange()
        plate.setPos(p)
    for seat, b in scene.bubbles.items():
        b.set_px(px * 1.05)
        p, anchor, tail = L.bubble_anchor(seat)
        b.prepareGeometryChange()
        b.anchor, b.tail = anchor, tail
        b.setPos(p)
    scene.score_box.set_px(px * 0.95)
    scene.score_box.setPos(L.m, L.m)
    scene.banner.set_px(px * 1.15)
    scene.banner.setPos(L.banner_point())
    scene.preview.setPos(QPointF(L.cx, L.cy))
    for side, lab in scene.pile_labels.items():
        s = L.pile_spot(side, 0)
        lab.set_px(px * 0.8)
        below = s.y + L.cw * L.PILE_SCALE / 2 + px
        beside = L.ch * L.PILE_SCALE / 2 + px * 0.5
        if below + px > L.H and s.x < L.cx:  # no room under the pile: beside it, towards the middle
            lab.anchor = "left"  # (a left seat's pile, low under a replay's tall open hand)
            lab.setPos(s.x + beside, s.y)
        elif below + px > L.H:
            lab.anchor = "right"
            lab.setPos(s.x - beside, s.y)
        else:
            lab.anchor = "center"  # (beside it at another size)
            lab.setPos(s.x, below)


def keep_bubbles_clear(scene, L: TableLayout, avoid=()) -> None:
    """A top seat's name plate goes under its hand when, beside it, it would cover the score
    box; a speech bubble never covers a name plate, the stock or the turned card, nor a
    rectangle of ``avoid`` (scene coordinates: the action bar over the person's hand)."""
    if L.n != len(scene.plates):
        return  # laid out for another game: a relayout comes next
    box = scene.score_box.sceneBoundingRect()
    for seat, plate in scene.plates.items():
        if L.where[seat] != "top":
            continue
        p, anchor = L.plate_anchor(seat)
        if plate.anchor != anchor or plate.pos() != p:
            plate.prepareGeometryChange()
            plate.anchor = anchor
            plate.setPos(p)
        if plate.sceneBoundingRect().intersects(box):
            r = L.hand_rect(seat)
            plate.prepareGeometryChange()
            plate.anchor = "topleft"
            plate.setPos(QPointF(r.left(), r.bottom() + L.m * 0.5))
    middle = L.middle_rect()
    for seat, b in scene.bubbles.items():
        p, anchor, tail = L.bubble_anchor(seat)
        b.prepareGeometryChange()
        b.anchor, b.tail = anchor, tail
        b.setPos(p)
        where = L.where[seat]
        if where == "top":
            for _ in range(len(scene.plates)):
                hit = [pl.outline() for pl in scene.plates.values() if pl.rows and pl.isVisible()
                       and pl.outline().intersects(b.outline())]
                if not hit:
                    break
                b.setPos(QPointF(p.x(), max(r.bottom() for r in hit) + b.px * 0.7 + 6))
        elif where in ("left", "right") and b.outline().intersects(middle):
            # beside a side hand it would cover the stock or the turned card: above the hand
            r = L.hand_rect(seat)
            b.anchor, b.tail = "bottom", "down"
            b.setPos(QPointF(r.center().x(), r.top() - L.m - 6))
        elif where == "bottom":
            for rect in avoid:
                if b.outline().intersects(rect):
                    b.setPos(QPointF(p.x(), rect.top() - L.m))
        # never past the table's edges
        o = b.outline()
        dx = max(0.0, L.m - o.left()) - max(0.0, o.right() - (L.W - L.m))
        dy = max(0.0, L.m - o.top()) - max(0.0, o.bottom() - (L.H - L.m))
        if dx or dy:
            b.setPos(b.pos() + QPointF(dx, dy))
