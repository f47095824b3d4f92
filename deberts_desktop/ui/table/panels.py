"""The kinds of widget laid over the felt, each fitting and placing itself: the action bar
of bidding / option buttons (:class:`ActionBar`), the panel of the end-of-deal summary and
the end-of-game score sheet (:class:`Panel`: it finds room clear of the score box, the
buttons and, when it can, the name plates and piles), and their one style sheet
(:data:`PANEL_STYLE`, also the hint panel's and the Hint / Last trick buttons'). Which of
them the window shows, with what, is :mod:`.overlays`; their texts come from the engine's
``DealResult`` and ``ScoreRow`` (:mod:`.summaries`); nothing here computes a score."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRect, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

# A panel's text classes (QTextBrowser, QTextOption, QTextTable) are imported where a panel
# is made or measured: PySide6 makes a Qt class's Python side when its name is first
# imported (~1 ms for these three), and the first table has the action bar only (issue 21).


#: lupdate sees calls of a function named ``translate`` (context "Panels" here)
translate = QCoreApplication.translate

PANEL_STYLE = """
QFrame#panel { background: rgb(14, 34, 22); border: 2px solid #f2c744; border-radius: 12px; }
QFrame#panel QLabel { color: #f4f4ee; background: transparent; }
QFrame#panel QTextBrowser { color: #f4f4ee; background: transparent; border: none; }
QFrame#panel #scoreChart { color: #f4f4ee; }
QFrame#panel QScrollBar:vertical { background: rgba(255, 255, 255, 18); width: 10px; margin: 0; border-radius: 5px; }
QFrame#panel QScrollBar:horizontal { background: rgba(255, 255, 255, 18); height: 10px; margin: 0; border-radius: 5px; }
QFrame#panel QScrollBar::handle { background: rgba(244, 244, 238, 120); border-radius: 5px; }
QFrame#panel QScrollBar::handle:hover { background: rgba(244, 244, 238, 170); }
QFrame#panel QScrollBar::handle:vertical { min-height: 24px; }
QFrame#panel QScrollBar::handle:horizontal { min-width: 24px; }
QFrame#panel QScrollBar::add-line, QFrame#panel QScrollBar::sub-line { width: 0; height: 0; border: none; }
QFrame#panel QScrollBar::add-page, QFrame#panel QScrollBar::sub-page { background: none; }
QPushButton { background: #f7f1dc; color: #1b1b1b; border: 1px solid #8a7a4a; border-radius: 7px;
              padding: 6px 14px; font-weight: bold; }
QPushButton:hover { background: #fff9e6; }
QPushButton:focus { border: 2px solid #f2c744; }
QPushButton[hint="true"] { background: #f2c744; border: 2px solid #fff2b0; }
QPushButton:disabled { background: #b8b3a3; color: #66635a; border: 1px solid #7d7660; }
"""


def text_button(text: str, parent: QWidget) -> QPushButton:
    """A push button reading ``text``, made as ``QPushButton(parent)`` and then given its
    text: to tell ``QPushButton(text, parent)`` from ``QPushButton(icon, text)`` PySide6
    makes QIcon's Python class (with its enum of 150 theme icons, ~1 ms), which the first
    table does without (issue 21; the menus' items: ``windows.actions.menu_action``)."""
    b = QPushButton(parent)
    b.setText(text)
    return b


def discard(layout, widget: QWidget) -> None:
    """Take ``widget`` out of ``layout`` and off the screen at once; it is deleted later.

    ``deleteLater`` alone leaves the widget a visible child of its parent until control
    returns to the event loop it was called from (never inside ``processEvents`` or a
    nested loop): a bar or panel shown again before that showed the old buttons, out of
    the layout, over the new ones. Hidden now, deleted later (safe from inside the
    widget's own ``clicked``)."""
    layout.removeWidget(widget)
    widget.hide()
    widget.deleteLater()


#: the action bar's background over the felt (its alpha the least: :meth:`ActionBar.fit_ground`) and its title's colour
BAR_ALPHA = 110
BAR_WORDS = "#fff7d6"


class ActionBar(QFrame):
    """A row of buttons above the person's hand: bids, the seven swap, the redeal."""

    chosen = Signal(object)

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setObjectName("bar")
        self._alpha = BAR_ALPHA
        self._style()
        felt_changed = getattr(parent, "felt_changed", None)  # (the table view's: a colour chosen while it shows)
        if felt_changed is not None:
            felt_changed.connect(self.fit_ground)
        self.box = QHBoxLayout(self)
        self.box.setContentsMargins(10, 6, 10, 6)
        self.box.setSpacing(8)
        self.title = QLabel("")
        self.box.addWidget(self.title)
        self.buttons: list[tuple[object, QPushButton]] = []
        self.hide()

    def _style(self) -> None:
        self.setStyleSheet(PANEL_STYLE + f"QFrame#bar {{ background: rgba(0,0,0,{self._alpha}); border-radius: 10px; }}"
                           f"QFrame#bar QLabel {{ color: {BAR_WORDS}; font-weight: bold; }}")

    def fit_ground(self) -> None:
        """Dark enough for its title over the felt under it (the table view's ``ground``: a
        light table colour the player chose), as the table's boxes are
        (:func:`~.items.readable_fill`): when it shows actions, and when the felt changes
        under it (the view's ``felt_changed``: a colour chosen while it waits for a bid)."""
        felt = getattr(self.parentWidget(), "ground", None)  # (the table view's lightest felt)
        if felt is None:
            return
        from PySide6.QtGui import QColor

        from .items import readable_fill

        alpha = readable_fill(QColor(0, 0, 0, BAR_ALPHA), [QColor(BAR_WORDS)], felt).alpha()
        if alpha != self._alpha:
            self._alpha = alpha
            self._style()

    def set_actions(self, title: str, actions: list[tuple[object, str, str]], px: int = 14) -> None:
        """``actions``: (action, label, key). An empty list hides the bar."""
        self.fit_ground()
        for _, b in self.buttons:
            discard(self.box, b)
        self.buttons = []
        self.title.setText(title)
        self.title.setVisible(bool(title))
        font = self.font()
        font.setPixelSize(px)
        self.title.setFont(font)
        for action, label, key in actions:
            b = text_button(f"{label}  [{key}]" if key else label, self)
            b.setFont(font)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            b.clicked.connect(lambda _=False, a=action: self.chosen.emit(a))
            b.setProperty("action_key", key)
            b.setAccessibleName(label)  # read without the brackets; the key as its description
            if key:
                b.setAccessibleDescription(translate("Overlays", "Key %1").replace("%1", key))
            self.box.addWidget(b)
            self.buttons.append((action, b))
        self.setVisible(bool(actions))
        self.adjustSize()

    def button_for(self, action) -> QPushButton | None:
        for a, b in self.buttons:
            if a == action:
                return b
        return None

    def mark(self, action) -> None:
        for a, b in self.buttons:
            b.setProperty("hint", a == action)
            b.style().unpolish(b)
            b.style().polish(b)


def keys_back_to_table(panel: QWidget) -> None:
    """``panel``, laid over the table view (its parent), is being hidden (its ``hideEvent``):
    when it holds its window's focus (a button reached with Tab, or a panel's default one),
    the focus goes back to the table view, whose keys play — not on to the next widget of
    the window's Tab chain, which Qt would give it: the score sheet's table in its dock,
    whose keyboard search took the letters of the bids (T, P, the suits) and did nothing."""
    view = panel.parentWidget()
    focused = panel.window().focusWidget()
    if view is not None and view.isVisible() and focused is not None and panel.isAncestorOf(focused):
        view.setFocus()


class Panel(QFrame):
    """A centred panel with a title, a rich-text body and buttons.

    :attr:`keep_clear`, when set, gives the rectangles (parent coordinates) of what the
    panel must not cover: the score box and the Hint / Last trick buttons; :attr:`also_clear`
    what it does not cover when it fits whole clear of them too: the name plates, the piles. The panel then goes into the free room closest to the
    middle where it fits whole; its text never breaks inside a word (a table too wide for
    the room scrolls sideways).

    :attr:`keep_rows`, when set, is how many rows of the body's last table (header rows
    included) stay in view when the widget under the body (:attr:`extra`, the end-of-game
    chart) competes for a short panel's room: the widget is made smaller, down to its
    minimum height, and hidden when even that leaves too little room for them.
    """

    #: the room kept between the panel, the parent's edges and what it keeps clear of
    MARGIN = 8
    #: how many pixels smaller than asked the text may be to fit whole and clear
    SHRINK = 3
    SMALLEST_PX = 11

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setObjectName("panel")
        self.setStyleSheet(PANEL_STYLE)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(18, 14, 18, 14)
        lay.setSpacing(10)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.title)
        from PySide6.QtGui import QTextOption
        from PySide6.QtWidgets import QTextBrowser

        self.body = QTextBrowser()
        self.body.setOpenLinks(False)
        self.body.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.body.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # on when too narrow
        self.body.setWordWrapMode(QTextOption.WrapMode.WordWrap)  # "Declarer", "−150": never cut
        self.body.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        lay.addWidget(self.body, 1)
        self.extra_box = QVBoxLayout()  # a widget under the body (the end-of-game chart)
        self.extra: QWidget | None = None
        self._extra_min = 0  # the smallest height the extra widget is shown at
        self.keep_rows: int | None = None
        lay.addLayout(self.extra_box)
        self.row = QHBoxLayout()
        self.row.addStretch(1)
        lay.addLayout(self.row)
        # the buttons that do not fit beside the first ones go on a second row (a narrow
        # window: "Next deal", "Play this deal again…", "Review this deal", "Show me how")
        self.row2 = QHBoxLayout()
        self.row2.addStretch(1)
        lay.addLayout(self.row2)
        self._split = 0  # the buttons on the first row (all of them: 0 or their number)
        self.buttons: list[QPushButton] = []
        self.px = 14  # the text size used
        self.base_px = 14  # the text size asked for
        self._html = ""
        self.keep_clear = None  # a callable giving a list of QRect
        self.also_clear = None  # the same, for what is kept clear when the panel fits whole beside it
        #: called when the panel has been placed or hidden (the table hides what it half covers)
        self.placed = None
        self.hide()

    def show_content(self, title: str, html: str, buttons: list[tuple[str, object]], px: int = 14,
                     extra: QWidget | None = None, default: int = 0) -> None:
        """Show ``title``, the ``html`` body, ``extra`` (a widget under the body, or None)
        and ``buttons`` (``(text, callable)``; the one at index ``default`` is the default,
        Enter's, and has the focus). A screen reader hears the title in words, its HTML read
        (it names the panel)."""
        if self.extra is not None:
            discard(self.extra_box, self.extra)
        self.extra = extra
        if extra is not None:
            extra.setParent(self)
            self._extra_min = extra.minimumHeight()
            self.extra_box.addWidget(extra)
        for b in self.buttons:
            discard(self.row2 if self.row2.indexOf(b) >= 0 else self.row, b)
        self.buttons = []
        self.title.setText(title)
        self._html = html
        for text, fn in buttons:
            b = QPushButton(text, self)
            b.clicked.connect(lambda _=False, fn=fn: fn())
            self.row.addWidget(b)
            self.buttons.append(b)
        self._split = len(self.buttons)
        self.px = None
        self.set_px(px)
        self.show()
        self.raise_()
        self.reposition()
        from PySide6.QtGui import QTextDocumentFragment

        from ..widgets.accessible import announce

        words = QTextDocumentFragment.fromHtml(title).toPlainText()  # "&", not the title's "&amp;"
        self.setAccessibleName(words)  # a screen reader names the panel, and hears it come
        announce(self, words)  # (the focus goes to a button, which alone would say nothing of it)
        if self.buttons:
            b = self.buttons[min(default, len(self.buttons) - 1)]
            b.setDefault(True)
            b.setFocus()

    def hideEvent(self, event) -> None:  # noqa: N802 (Qt name)
        keys_back_to_table(self)
        super().hideEvent(event)
        if self.placed is not None:
            self.placed()

    def scroll_key(self, key: int) -> bool:
        """Up / Down (a line) and Page Up / Page Down (a page) scroll the body, for a
        keyboard player whose body is taller than the panel's room (the end-of-game sheet
        at 800×600: its body takes no focus). True when ``key`` was one of them."""
        K = Qt.Key
        bar = self.body.verticalScrollBar()
        step = {K.Key_Up: -bar.singleStep(), K.Key_Down: bar.singleStep(),
                K.Key_PageUp: -bar.pageStep(), K.Key_PageDown: bar.pageStep()}.get(key)
        if step is None:
            return False
        bar.setValue(bar.value() + step)
        return True

    def set_html(self, html: str) -> None:
        """Show ``html`` as the body instead (a line that came later), the title, buttons
        and scrolling as they are; placed again to fit."""
        if html == self._html:
            return
        self._html = html
        self.body.setHtml(html)
        if self.isVisible():
            self.reposition()

    def set_px(self, px: int) -> None:
        """The text size (pixels) asked for the body and buttons (the table's, which
        follows the window's size); the title is a little larger. :meth:`reposition` may
        use a little less to fit."""
        if px != self.base_px or self.px is None:
            self.base_px = px
            self._use_px(px)

    def _use_px(self, px: int) -> None:
        if px == self.px:
            return
        self.px = px
        tf = self.font()
        tf.setPixelSize(int(px * 1.45))
        tf.setBold(True)
        self.title.setFont(tf)
        bf = self.font()
        bf.setPixelSize(px)
        self.body.setFont(bf)
        self.body.document().setDefaultFont(bf)
        self.body.setHtml(self._html)
        for b in self.buttons:
            b.setFont(bf)
        if self.extra is not None:
            self.extra.setFont(bf)  # the chart's texts follow the panel's

    def _button_split(self, w: int) -> int:
        """How many buttons go on the first row of a panel ``w`` wide: all that fit side by
        side (the others go on the second row); all of them when they fit, or when even
        one row of two would not help."""
        inner = w - 2 * self.frameWidth() - 36
        gap = max(6, self.row.spacing())
        widths = [b.sizeHint().width() for b in self.buttons]
        used = 0
        for k, bw in enumerate(widths):
            used += bw + (gap if k else 0)
            if used > inner:
                return max(1, k) if len(widths) > 1 else len(widths)
        return len(widths)

    def _buttons_height(self, w: int) -> int:
        """The height of the button rows of a panel ``w`` wide."""
        button_h = max((b.sizeHint().height() for b in self.buttons), default=0)
        return button_h * 2 + 10 if self._button_split(w) < len(self.buttons) else button_h

    def _arrange_buttons(self, w: int) -> None:
        """Put the buttons on one or two rows for a panel ``w`` wide."""
        split = self._button_split(w)
        if split == self._split:
            return
        self._split = split
        for b in self.buttons:
            (self.row2 if self.row2.indexOf(b) >= 0 else self.row).removeWidget(b)
        for k, b in enumerate(self.buttons):
            (self.row if k < split else self.row2).addWidget(b)

    def _height_for(self, doc, w: int, extra: bool = True) -> int:
        """The panel's height at width ``w`` with nothing scrolled (``doc``: a copy of the
        body's document to lay out), with :attr:`extra` at its size hint (or without it)."""
        fw = 2 * self.body.frameWidth()
        own = 2 * self.frameWidth()  # the panel's border
        # the layout's margins, the body's frame, and room for a scroll bar: a body measured
        # without one would wrap more once one shows, and then need it (a longer body)
        sb = self.body.verticalScrollBar().sizeHint().width()
        doc.setTextWidth(max(1, w - own - 36 - fw - sb))
        body_h = doc.size().height() + fw + 6  # a little more: no scroll bar for rounding
        title_h = self.title.heightForWidth(w - own - 36)
        button_h = self._buttons_height(w)
        extra_h = self.extra.sizeHint().height() + 10 if self.extra is not None and extra else 0
        return int(own + 14 + title_h + 10 + body_h + extra_h + 10 + button_h + 14)

    def min_width(self, doc=None) -> int:
        """The narrowest the panel can be without breaking a word or a number of its body
        (with room for a scroll bar)."""
        copy = doc is None
        if copy:
            doc = self.body.document().clone(self)
        doc.setTextWidth(1)
        sb = self.body.verticalScrollBar().sizeHint().width()
        widths = [b.sizeHint().width() + 6 for b in self.buttons]
        half = (len(widths) + 1) // 2  # on two rows when they must be
        buttons = max(sum(widths[:half]), sum(widths[half:])) if len(widths) > 2 else sum(widths)
        own = 2 * self.frameWidth() + 36 + 2 * self.body.frameWidth()  # border, margins, frame
        need = int(max(doc.size().width() + own + sb + 4, buttons + own))
        if copy:
            doc.deleteLater()
        return need

    def _rooms(self, pw: int, ph: int, keep: list[QRect]) -> list[QRect]:
        """Rectangles of the parent clear of ``keep`` (the score box and buttons at the top,
        the name plates and won-trick piles around the table): for each left and right
        bound (an edge or beside a kept rectangle), each stretch of height between the
        kept rectangles that lie between them."""
        m = self.MARGIN
        lefts = {m} | {r.right() + 1 + m for r in keep}
        rights = {pw - m} | {r.left() - m for r in keep}
        rooms = []
        for left in sorted(lefts):
            for right in sorted(rights):
                if right - left < 200:
                    continue
                spans = sorted((r.top() - m, r.bottom() + 1 + m) for r in keep if r.right() >= left and r.left() <= right)
                top = m
                for a, b in [*spans, (ph - m, ph)]:
                    if min(a, ph - m) - top >= 120:
                        rooms.append(QRect(left, top, right - left, min(a, ph - m) - top))
                    top = max(top, b)
        return rooms

    def reposition(self) -> None:
        """Size and place the panel: clear of :attr:`keep_clear` and whole when it can
        be, with its text up to :attr:`SHRINK` pixels smaller than asked if that is what
        makes it fit (clear of :attr:`also_clear` too, if a smaller text makes that)."""
        p = self.parentWidget()
        if p is None:
            return
        pw, ph = p.width(), p.height()
        keep = [QRect(r) for r in (self.keep_clear() if self.keep_clear is not None else []) if not r.isEmpty()]
        also = [QRect(r) for r in (self.also_clear() if self.also_clear is not None else []) if not r.isEmpty()]
        scrolled = self.body.verticalScrollBar().value()  # trying text sizes sets the text anew
        base = self.base_px
        self._use_px(base)
        first = best = self._place(pw, ph, keep, also)
        tried = [(base, best)]
        px = base
        while best[0][:2] != (3, True) and px > max(self.SMALLEST_PX, base - self.SHRINK):
            px -= 1
            self._use_px(px)
            best = self._place(pw, ph, keep, also)
            tried.append((px, best))
        if best[0][:2] != (3, True):
            # not clear of the plates at any size: the largest text that fits clear of the top,
            # else the size asked for
            px, best = next(((p, b) for p, b in tried if b[0][0] == 3), (base, first))
            self._use_px(px)
        _, rect, need = best
        # a table wider than the room scrolls sideways (never for a pixel of rounding)
        self.body.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded if rect.width() < need
                                               else Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        if self.extra is not None and not self._share(rect):
            # no room for the chart: the panel as tall as the rest, where it was centred
            doc = self.body.document().clone(self)
            full = self._height_for(doc, rect.width(), extra=False)
            doc.deleteLater()
            if full < rect.height():
                rect = QRect(rect.x(), rect.y() + (rect.height() - full) // 2, rect.width(), full)
        self._arrange_buttons(rect.width())
        self.setGeometry(rect)
        self.body.verticalScrollBar().setValue(scrolled)
        if self.placed is not None:
            self.placed()

    def _rows_height(self, doc) -> float:
        """The height of ``doc`` (laid out) down to the bottom of row :attr:`keep_rows` of
        its last table; the whole document when it has no table or fewer rows."""
        from PySide6.QtGui import QTextTable

        tables = [f for f in doc.rootFrame().childFrames() if isinstance(f, QTextTable)]
        full = doc.size().height()
        if not tables or not self.keep_rows or tables[-1].rows() <= self.keep_rows:
            return full
        table = tables[-1]
        lay = doc.documentLayout()
        row = self.keep_rows - 1
        bottom = 0.0
        for col in range(table.columns()):
            cell = table.cellAt(row, col)
            block = doc.findBlock(cell.lastCursorPosition().position())
            bottom = max(bottom, lay.blockBoundingRect(block).bottom())
        return min(full, bottom + table.format().cellPadding() + 2)

    def _share(self, rect: QRect) -> bool:
        """Share a panel of ``rect``'s size between the body and :attr:`extra`: the
        widget at its size hint when all fits, else smaller — beside the whole body if it
        can be, else beside :attr:`keep_rows` rows of its table; hidden below its minimum
        height. Returns whether it is shown."""
        e = self.extra
        own = 2 * self.frameWidth()
        fw = 2 * self.body.frameWidth()
        inner = rect.width() - own - 36
        doc = self.body.document().clone(self)
        sb = self.body.verticalScrollBar().sizeHint().width()
        doc.setTextWidth(max(1, inner - fw - sb))  # narrowest: a scroll bar may show
        body_full = doc.size().height() + fw + 6
        floor = min(body_full, self._rows_height(doc) + fw + 6)
        doc.deleteLater()
        title_h = self.title.heightForWidth(inner)
        button_h = self._buttons_height(rect.width())
        free = rect.height() - (own + 14 + title_h + 10 + 10 + button_h + 14) - 10  # body + extra
        h = min(e.sizeHint().height(), int(free - body_full))  # all the body, if the widget fits beside it
        if h < self._extra_min:
            h = min(e.sizeHint().height(), int(free - floor))
        if h < self._extra_min:
            e.hide()
            return False
        e.setFixedHeight(h)
        e.show()
        return True

    def _place(self, pw: int, ph: int, keep: list[QRect], also: list[QRect] = ()):
        """The best place for the panel at its current text size in a ``pw`` × ``ph``
        parent: (score, rectangle, the width that breaks no word); a score's first item
        is 3 when the panel is whole and clear of ``keep``."""
        m = self.MARGIN
        want = int(min(pw * 0.92, max(420, min(pw * 0.7, self.px * 46))))
        # wide enough for the buttons in one row, when that is at most 70% of the parent
        gap = max(6, self.row.spacing())
        one_row = sum(b.sizeHint().width() + gap for b in self.buttons) + 2 * self.frameWidth() + 36
        want = max(want, min(one_row, int(pw * 0.7)))
        doc = self.body.document().clone(self)  # measured on a copy: the body keeps its layout
        need = self.min_width(doc)
        width = max(want, min(need, pw - 2 * m))
        whole = QRect(m, m, pw - 2 * m, ph - 2 * m)
        best = None
        rooms = [(room, True) for room in self._rooms(pw, ph, keep + list(also))] if also else []
        rooms += [(room, False) for room in self._rooms(pw, ph, keep)] + [(whole, False)]
        heights: dict[int, int] = {}  # by width: most rooms give the panel the width it asks for
        for room, all_clear in rooms:
            w = min(width, room.width())
            full = heights.get(w)
            if full is None:
                full = heights[w] = self._height_for(doc, w)
            h = min(full, room.height())
            x = min(max((pw - w) // 2, room.left()), room.left() + room.width() - w)
            y = min(max((ph - h) // 2, room.top()), room.top() + room.height() - h)
            rect = QRect(x, y, w, h)
            wide = w >= min(need, pw - 2 * m)
            fits = wide and h >= full
            clear = room is not whole
            off = abs(rect.center().x() - pw // 2) + abs(rect.center().y() - ph // 2)
            # whole and clear of the top, nearest the middle; else clear of the top with
            # most of it shown (the rest scrolls); else whole; else as much as can be shown
            # (a tuple: the first items count most)
            if fits and clear:
                # at the width it asks for, if a room has it; clear of the plates too, if it can be
                score = (3, all_clear, w >= width, -off)
            elif clear and wide and h >= min(full * 2 / 3, 320):
                score = (2, h * w)
            elif fits:
                score = (1, -off)
            else:
                score = (0, h * w)
            if best is None or score > best[0]:
                best = (score, rect, need)
        doc.deleteLater()
        return best


# --------------------------------------------------------------------------- contents
