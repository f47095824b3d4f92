"""Hints that explain and the coach, on the table (issue 13).

The hint panel (F1, the Hint button) shows the best three cards or bids of the person's
position with their values and one line of why the best beats the second, worded here
from the reason's code and numbers (:class:`deberts_desktop.ai.explain.Hint`); the best
is highlighted in the hand (or on the bar) and Enter plays it. The hint level's choice
is marked with its value, and when it is not the best a line says so. The coach's prompt stops a costly card
(:class:`deberts_desktop.ai.coach.CoachWarning`) with "Play anyway" (Enter) and "Choose
again" (Escape). The values come from the session (:mod:`..game.session`), computed in its
worker; nothing here decides a card.
"""

from __future__ import annotations

from functools import cached_property

from PySide6.QtCore import QCoreApplication, QPoint, QRect, QRectF, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...engine.actions import Play
from ...engine.cards import Card
from .narrator import action_label, bid_text
from ..numbers import points
from .panels import PANEL_STYLE, discard
from ..words import card_name, level_name

translate = QCoreApplication.translate

# The colours of the panels' words (on the dark panel).
GOLD_TEXT = "#f2c744"
SOFT_TEXT = "#c9d6cc"


# --------------------------------------------------------------------------- words
def option_name(text: str, turned: Card | None = None, in_sentence: bool = False) -> str:
    """A card (``"TH"``) or a bid (``"take"``, ``"pass"``, ``"name S"``) of a reason's
    params as the player reads it (``♥10``, ``Take ♥``, ``♠ Spades``; ``in_sentence``:
    ``take ♥``, ``♠ spades``)."""
    if text in ("pass", "take") or text.startswith("name "):
        return bid_text(text, turned, in_sentence)
    try:
        return card_name(Card.parse(text))
    except ValueError:
        return text


class Named(tuple):
    """A card or a bid for :func:`fill_words`: ``(alone, in_sentence)``, its words at the start
    of a sentence and inside one ("Take ♠ is better than passing", "Passing is better than
    take ♠")."""


def option_words(text: str, turned: Card | None = None) -> Named:
    return Named((option_name(text, turned), option_name(text, turned, in_sentence=True)))


def named_action(action, turned: Card | None = None) -> Named:
    """A card (``♠A``) or another action (a bid, the seven swap…) for :func:`fill_words`."""
    return Named((action_label(action, turned), action_label(action, turned, in_sentence=True)))


def fill_words(text: str, *values) -> str:
    """``text`` with ``%1``, ``%2``… replaced by ``values``; a :class:`Named` value by its
    words at the start of a sentence where the (translated) text begins with it, else by
    its words inside one."""
    for i, v in enumerate(values, 1):
        if isinstance(v, Named):
            v = v[0] if text.startswith(f"%{i}") else v[1]
        text = text.replace(f"%{i}", str(v))
    return text


def reason_text(hint, turned: Card | None = None, level: str = "master") -> str:
    """Why the hint's best option beats the second, in one line: :attr:`Hint.reason
    <deberts_desktop.ai.explain.Hint.reason>`'s code and params in words (every code of
    :data:`~deberts_desktop.ai.explain.REASONS`). ``turned``: the turned card (bids);
    ``level``: the hint level (the choice when nothing is valued)."""
    code, p = hint.reason.code, hint.reason.params
    best, second = option_words(p.get("best", ""), turned), option_words(p.get("second", ""), turned)
    size = points(p.get("points", 0))
    if code == "forced":
        only = hint.options[0].action if hint.options else None
        what = named_action(only, turned) if only is not None else ""
        return fill_words(translate("Advice", "%1 is your only choice here."), what)
    if code == "no_values" and p.get("best"):
        what = named_action(hint.highlight, turned) if not isinstance(hint.highlight, Play) else best
        return fill_words(translate("Advice", "The %2 level's choice here, %1, is not valued; the cards' values are those "
                                         "of playing a card now instead."), what, level_name(level))
    if code == "no_values":
        return fill_words(translate("Advice", "These choices are not valued; the suggestion is the choice of the %1 "
                                         "level."), level_name(level))
    if code == "equal":
        if float(p.get("points", 0)) < 0.05:
            return fill_words(translate("Advice", "%1 and %2 are worth the same."), best, second)
        return fill_words(translate("Advice", "%1 and %2 are worth about the same: a difference of %3 in deal points."), best, second, size)
    if code == "bait":
        made = p.get("made") or [0, 0]
        if p.get("declarer"):
            text = translate("Advice", "The bait threshold decides: with %1 your side makes the deal in %3% of the "
                                       "deals that fit what you see, with %2 in %4% (worth about %5 more in deal "
                                       "points).")
        else:
            text = translate("Advice", "The bait threshold decides: with %1 the declarer makes the deal in %3% of "
                                       "the deals that fit what you see, with %2 in %4% (worth about %5 more in deal "
                                       "points to your side).")
        return fill_words(text, best, second, made[0], made[1], size)
    if code == "last_trick":
        taken = p.get("taken") or [0, 0]
        return fill_words(translate("Advice", "The last trick's 10: with %1 your side takes it in %3% of the deals that "
                                         "fit what you see, with %2 in %4% (worth about %5 more points in your side's "
                                         "total)."),
                     best, second, taken[0], taken[1], size)
    if code == "sequences":
        return fill_words(translate("Advice", "The sequences: with %1 rather than %2 your side's sequences count more "
                                         "often (worth about %3 more points in your side's total)."), best, second, size)
    if code == "trump_drawn":
        drawn = p.get("drawn") or [0, 0]
        return fill_words(translate("Advice", "%1 draws more of the opponents' trumps (%3 on average, against %4 with "
                                         "%2), which brings more card points later: about %5 more."),
                     best, second, points(drawn[0]), points(drawn[1]), size)
    if code in ("gives_points", "takes_points"):
        return _trick_text(code, p, best, second, size)
    if code == "later_points":
        return fill_words(translate("Advice", "%1 brings more card points than %2 in the later tricks: about %3 more."),
                     best, second, size)
    if code == "declaring":
        made = p.get("made") or [None, None]
        if made[0] is None:
            return fill_words(translate("Advice", "Passing is better than %1: declaring is made in only %2% of the "
                                             "simulated deals."), second, made[1])
        if made[1] is None:
            return fill_words(translate("Advice", "%1 is better than passing: declaring is made in %2% of the simulated "
                                             "deals."), best, made[0])
        return fill_words(translate("Advice", "%1 is made in %3% of the simulated deals, %2 in %4%."),
                     best, second, made[0], made[1])
    # "overall", or a code this version does not know: the difference of the values
    return fill_words(translate("Advice", "%1 is better than %2 overall, by about %3 in deal points; no single part of "
                                     "the score explains it."), best, second, size)


def differs_text(hint, turned: Card | None = None) -> str:
    """The line saying that the hint level's choice is not the best ("" when it is)."""
    if not hint.differs:
        return ""

    chosen, best = hint.value_of(hint.choice), hint.value_of(hint.highlight)
    if chosen is None or best is None:
        return fill_words(translate("Advice", "The %1 level would choose %2; the best choice here is %3."),
                     level_name(hint.level), named_action(hint.choice, turned), named_action(hint.highlight, turned))
    return fill_words(translate("Advice", "The %1 level would choose %2 (%3); the best choice here is %4 (%5)."),
                 level_name(hint.level), named_action(hint.choice, turned), points(chosen),
                 named_action(hint.highlight, turned), points(best))


def _trick_text(code: str, p: dict, best: str, second: str, size: str) -> str:
    """The trick at hand's reasons: what the card does in this trick (beaten, wins it, gives
    or takes points), then what the later tricks bring when they bring more."""
    if code == "gives_points":
        if float(p.get("beaten", 0)) >= 50:
            text = fill_words(translate("Advice", "%2 would be beaten in this trick and give the opponents more card "
                                             "points than %1 now: about %3 more."), best, second, size)
        else:
            text = fill_words(translate("Advice", "%2 gives away more card points in this trick than %1: about %3 more."),
                         best, second, size)
    else:
        won = p.get("won") or [0, 0]
        if list(won) == [100, 0]:
            text = fill_words(translate("Advice", "%1 wins this trick and %2 does not: more card points for your side "
                                             "now, about %3 more."), best, second, size)
        elif float(won[0]) - float(won[1]) >= 50:
            text = fill_words(translate("Advice", "%1 wins this trick in %4% of the deals that fit what you see, %2 in %5%: "
                                             "more card points for your side now, about %3 more."),
                         best, second, size, won[0], won[1])
        else:
            text = fill_words(translate("Advice", "%1 takes more card points in this trick than %2: about %3 more."),
                         best, second, size)
    later = float(p.get("later", 0))
    if later >= 0.5:
        text += " " + fill_words(translate("Advice", "%1 also brings more card points in the later tricks: about %2 more."),
                            best, points(later))
    return text


def unit_text(unit: str | None) -> str:
    """What the hint's values are (:attr:`Hint.unit <deberts_desktop.ai.explain.Hint.unit>`)."""
    if unit == "deal_points":
        return translate("Advice", "Values: the deal points your side can expect to write for this deal (before "
                                   "pots and penalties), judged from what you can see.")
    if unit == "margin":
        return translate("Advice", "Values: your side's deal points minus the others' average, expected over "
                                   "simulated deals; for comparing the bids, not a score.")
    return translate("Advice", "These choices have no values.")


def coach_text(warning) -> str:
    """The coach's line for a :class:`~deberts_desktop.ai.coach.CoachWarning`."""
    return fill_words(translate("Advice", "Coach: %1 costs about %2 in deal points — %3 is better (%4 against %5)."),
                 card_name(warning.card), points(warning.cost), card_name(warning.best), points(warning.best_value),
                 points(warning.value))


# --------------------------------------------------------------------------- widgets
class HintPanel(QFrame):
    """A small panel over the table: the hint's options with their values (the best in
    gold, the hint level's choice marked), the reason, a line when the level's choice is
    not the best, what the values are."""

    def __init__(self, parent: QWidget):
        # QGridLayout's and QToolButton's Python classes: made with the first hint panel (issue 21)
        from PySide6.QtWidgets import QGridLayout, QToolButton

        super().__init__(parent)
        self.setObjectName("panel")
        self.setStyleSheet(PANEL_STYLE + "QToolButton { color: #f4f4ee; border: none; font-weight: bold; }")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(12, 8, 12, 10)
        lay.setSpacing(6)
        top = QHBoxLayout()
        self.title = QLabel(translate("Advice", "Hint"))
        self.close_button = QToolButton(self)
        self.close_button.setText("×")
        self.close_button.setToolTip(translate("Advice", "Close the hint (Escape)"))
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.close_button.clicked.connect(self.hide)
        top.addWidget(self.title, 1)
        top.addWidget(self.close_button)
        lay.addLayout(top)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(14)
        self.grid.setVerticalSpacing(2)
        lay.addLayout(self.grid)
        self.reason = QLabel()
        self.reason.setWordWrap(True)
        self.differs = QLabel()
        self.differs.setWordWrap(True)
        self.unit = QLabel()
        self.unit.setWordWrap(True)
        lay.addWidget(self.reason)
        lay.addWidget(self.differs)
        lay.addWidget(self.unit)
        self.cells: list[QLabel] = []
        self.hint = None
        self.hide()

    def show_hint(self, hint, chosen, turned: Card | None, px: int) -> None:
        """Show ``hint`` (``chosen``: the action highlighted on the table, the best). Its
        level's choice is named by the level the hint was asked at (``hint.level``), never
        the settings' level now (changed since, while it was worked out)."""
        from html import escape  # (not for the first table)

        self.hint = hint
        for cell in self.cells:
            discard(self.grid, cell)
        self.cells = []

        level = hint.level
        choice = getattr(hint, "choice", None)
        rows = [(o.action, o.value) for o in hint.options]
        for extra in (chosen, choice):
            if extra is not None and extra not in [a for a, _ in rows]:
                rows.append((extra, None))
        for r, (action, value) in enumerate(rows):
            best = action == chosen
            colour = GOLD_TEXT if best else "#f4f4ee"
            if best and action == choice:
                mark = translate("Advice", "◀ best (%1)").replace("%1", level_name(level))
            elif best:
                mark = translate("Advice", "◀ best")
            elif action == choice:
                mark = translate("Advice", "%1's choice").replace("%1", level_name(level))
            else:
                mark = ""
            texts = (action_label(action, turned), "" if value is None else points(value), mark)
            for c, text in enumerate(texts):
                shown = f"<b>{escape(text)}</b>" if best else escape(text)
                cell = QLabel(f"<span style='color:{colour}'>{shown}</span>")
                cell.setAlignment(Qt.AlignmentFlag.AlignRight if c == 1 else Qt.AlignmentFlag.AlignLeft)
                cell.setWordWrap(c != 1)  # a long bid or the seven swap wraps, never cut
                self.grid.addWidget(cell, r, c)
                self.cells.append(cell)
        self.reason.setText(reason_text(hint, turned, "master"))
        differs = differs_text(hint, turned) if choice is not None else ""
        self.differs.setText(f"<span style='color:{GOLD_TEXT}'>{escape(differs)}</span>" if differs else "")
        self.differs.setVisible(bool(differs))
        self.unit.setText(f"<span style='color:{SOFT_TEXT}'>{escape(unit_text(hint.unit))}</span>")
        self.set_px(px)
        self.show()
        self.raise_()

    def set_px(self, px: int) -> None:
        font = self.font()
        font.setPixelSize(max(11, int(px * 0.9)))
        for w in (self.reason, self.differs, *self.cells):
            w.setFont(font)
        small = self.font()
        small.setPixelSize(max(10, int(px * 0.75)))
        self.unit.setFont(small)
        title = self.font()
        title.setPixelSize(max(12, int(px * 1.05)))
        title.setBold(True)
        self.title.setFont(title)
        self.title.setStyleSheet(f"color: {GOLD_TEXT};")


class CoachPrompt(QFrame):
    """The coach's line above the person's hand, with "Play anyway" and "Choose again"."""

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setObjectName("panel")
        self.setStyleSheet(PANEL_STYLE)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(14, 8, 14, 8)
        lay.setSpacing(6)
        self.line = QLabel()
        self.line.setWordWrap(True)
        self.line.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.line)
        row = QHBoxLayout()
        row.addStretch(1)
        self.play_button = QPushButton(translate("Advice", "Play anyway  [Enter]"), self)
        self.again_button = QPushButton(translate("Advice", "Choose again  [Esc]"), self)
        for b in (self.play_button, self.again_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            row.addWidget(b)
        row.addStretch(1)
        lay.addLayout(row)
        self.warning = None
        self.hide()

    def show_warning(self, warning, px: int) -> None:
        self.warning = warning
        self.line.setText(coach_text(warning))
        font = self.font()
        font.setPixelSize(px)
        for w in (self.line, self.play_button, self.again_button):
            w.setFont(font)
        self.show()
        self.raise_()


class Advice:
    """The hint panel and the coach's prompt of ``window`` (a
    :class:`~..windows.main_window.MainWindow`: its ``view``, ``session``, ``director``,
    ``overlays``), wired to the session's ``hint_ready``, ``coach_warned`` and ``prompt``.
    The panel and the prompt are made when first shown (the first table has neither: some
    1 ms of the start, issue 21)."""

    def __init__(self, window):
        self.w = window
        ses = window.session
        ses.hint_ready.connect(self.hint_ready)
        ses.coach_warned.connect(self.coach_warned)
        ses.prompt.connect(self._prompted)
        ses.started.connect(lambda _game: self.hide())

    def _prompted(self, seat: int, _actions) -> None:
        """The person acted (the session's prompt withdrawn, ``seat`` -1): the hint panel and
        the coach go, and so does the hinted action — Enter makes a hinted bid only at the
        turn it was hinted for, never at a later one (a pass or a take the person did not
        choose)."""
        if seat < 0:
            self.hide()
            self.w.hinted = None

    @cached_property
    def panel(self) -> HintPanel:
        """The hint panel (made when first asked for)."""
        return HintPanel(self.w.view)

    @cached_property
    def coach(self) -> CoachPrompt:
        """The coach's prompt (made when first asked for)."""
        coach = CoachPrompt(self.w.view)
        coach.play_button.clicked.connect(lambda: self.answer(True))
        coach.again_button.clicked.connect(lambda: self.answer(False))
        return coach

    def _shown(self, name: str) -> bool:
        """Whether the panel or the prompt (``name``) has been made and shows."""
        part = self.__dict__.get(name)
        return part is not None and part.isVisible()

    def _turned(self):
        game = self.w.session.game
        deal = game.deal if game is not None else None
        return deal.turned if deal is not None else None

    def hint_ready(self, action, hint) -> None:
        """The hint came: its card lifted and framed (or its button marked), the panel
        shown (when the hint has options), the status line says it. Asked while the coach
        warned about a card, it answers the coach: its prompt goes (Enter plays the hint's
        card, the one shown chosen, not the card warned about)."""
        w = self.w
        w.hinted = action
        if action is None:  # it could not be worked out: said, nothing marked (Enter makes no bid)
            w.say(w.director.narrator.hint_failed())
            return
        if self._shown("coach"):  # the coach's question is answered: the hint's card is chosen now
            self.coach.hide()
            self.coach.warning = None
        if isinstance(action, Play):
            w.director.set_selected(int(action.card))
        w.overlays.bar.mark(action)
        turned = self._turned()
        w.say(w.director.narrator.hint(action, turned))
        if hint is not None and hint.options:
            self.panel.show_hint(hint, action, turned, w.overlays.px())
            self.place()

    def coach_warned(self, warning) -> None:
        """A costly card was chosen: it is framed in the hand, the prompt asks."""
        self.w.director.set_selected(int(warning.card))
        self.coach.show_warning(warning, self.w.overlays.px())
        self.place()
        self.w.say(coach_text(warning))

    def answer(self, play: bool) -> None:
        """"Play anyway" (``play``) or "Choose again"."""
        warning = self.coach.warning
        self.coach.hide()
        self.coach.warning = None
        if warning is None:
            return
        if play:
            self.w.session.choose(Play(warning.card), checked=True)
        else:
            self.w.director.set_selected(None)
            self.w.say(translate("Advice", "Choose your card again."))

    def key(self, key: int) -> bool:
        """Enter ("play anyway": the card the coach warned about, unless another one was
        chosen since) and Escape ("choose again") answer the coach; Escape closes the hint
        panel. True: used."""
        K = Qt.Key
        if self._shown("coach"):
            if key in (K.Key_Return, K.Key_Enter):
                selected = self.w.director.selected
                if selected is not None and selected != int(self.coach.warning.card):
                    self.hide()  # another card chosen with the arrows: that one is checked
                    return False
                self.answer(True)
                return True
            if key == K.Key_Escape:
                self.answer(False)
                return True
        if key == K.Key_Escape and self._shown("panel"):
            self.panel.hide()
            return True
        return False

    def hide(self) -> None:
        if "panel" in self.__dict__:
            self.panel.hide()
        if "coach" in self.__dict__:
            self.coach.hide()
            self.coach.warning = None

    def obstacles(self) -> list[list[QRect]]:
        """What the hint panel keeps clear of (view coordinates), most needed first: the
        name plates, the won-trick piles and their labels, the score box, the Hint / Last
        trick buttons and the last trick when it is shown (L); then the trick, the person's
        hand, the action bar and the bubbles; then the other seats' hands and the stock.
        :meth:`place` keeps clear of as many of these groups as it can."""
        w = self.w
        L = w.director.layout
        view, ov, scene = w.view, w.overlays, w.scene

        def shown(rect: QRectF) -> QRect:
            return view.mapFromScene(rect).boundingRect()

        must = ov.table_boxes() + ov.keep_clear()
        if scene.preview.isVisible():  # the last trick the person asked to see (L)
            must.append(shown(scene.preview.sceneBoundingRect()))
        play = []
        if L is not None:
            spots = [L.trick_spot(seat, 0) for seat in range(len(L.where))]
            half = max(L.cw, L.ch) / 2 + 4  # a trick card may lie turned a little
            xs, ys = [s.x for s in spots], [s.y for s in spots]
            play.append(shown(QRectF(min(xs) - half, min(ys) - half, max(xs) - min(xs) + 2 * half,
                                     max(ys) - min(ys) + 2 * half)))
            play.append(shown(L.hand_rect(0)))
        if ov.bar.isVisible():
            play.append(ov.bar.geometry())
        play += [shown(b.outline()) for b in scene.bubbles.values() if b.isVisible() and b.rows]
        others = []
        if L is not None:
            others = [shown(L.hand_rect(seat)) for seat in range(1, len(L.where))]
            others.append(shown(L.middle_rect()))
        return [must, play, others]

    def free_spot(self, width: int, height: int, obstacles: list[QRect], prefer: QPoint) -> QRect | None:
        """The place of a ``width`` × ``height`` panel in the view that meets none of
        ``obstacles`` (and keeps 8 px from the view's edges), its top-right corner nearest
        ``prefer``; None when there is none. Candidates: beside each obstacle and at the
        edges."""
        view = self.w.view
        m, gap = 8, 6
        vw, vh = view.width(), view.height()
        if width > vw - 2 * m or height > vh - 2 * m:
            return None
        xs = {m, vw - m - width} | {r.right() + 1 + gap for r in obstacles} | {r.left() - gap - width for r in obstacles}
        ys = {m, vh - m - height} | {r.bottom() + 1 + gap for r in obstacles} | {r.top() - gap - height for r in obstacles}
        xs = sorted(x for x in xs if m <= x <= vw - m - width)
        ys = sorted(y for y in ys if m <= y <= vh - m - height)
        best, far = None, None
        for y in ys:
            for x in xs:
                rect = QRect(x, y, width, height)
                d = abs(rect.right() - prefer.x()) + abs(rect.top() - prefer.y())
                if far is not None and d >= far:
                    continue
                if any(rect.intersects(r) for r in obstacles):
                    continue
                best, far = rect, d
        return best

    def place(self) -> None:
        """The hint panel where it covers no name plate, pile, score box or button (and,
        where there is room, neither the trick, the hands, the bar nor a bubble): nearest
        the spot under the Hint / Last trick buttons at the right, a little narrower if
        that makes it fit; the coach's prompt above the person's hand (above the action
        bar when it shows)."""
        w = self.w
        L = w.director.layout
        if L is None:
            return
        view, ov = w.view, w.overlays
        px = ov.px()
        if self._shown("panel"):
            self.panel.set_px(px)
            wide = min(max(240, int(px * 20)), view.width() - 16)
            tools = ov.tools.geometry() if ov.tools.isVisible() else QRect(view.width() - int(L.m), 0, 0, int(L.m))
            prefer = QPoint(int(view.width() - L.m), tools.bottom() + 8)
            groups = self.obstacles()
            rect = None
            for n in range(len(groups), 0, -1):  # clear of every group, then of fewer
                avoid = [r for g in groups[:n] for r in g if not r.isEmpty()]
                for width in dict.fromkeys((wide, max(220, int(wide * 0.85)), max(200, int(wide * 0.7)))):
                    width = min(width, view.width() - 16)
                    h = self.panel.layout().totalHeightForWidth(width)  # the wrapped lines whole
                    rect = self.free_spot(width, h, avoid, prefer)
                    if rect is not None:
                        break
                if rect is not None:
                    break
            if rect is None:  # no room clear even of the plates: under the buttons, as before
                h = self.panel.layout().totalHeightForWidth(wide)
                rect = QRect(int(view.width() - wide - L.m), tools.bottom() + 8, wide, h)
            self.panel.setFixedSize(rect.size())
            self.panel.move(rect.topLeft())
            self.panel.raise_()
        if self._shown("coach"):
            width = min(int(px * 40), view.width() - 16)
            self.coach.setFixedWidth(width)
            h = self.coach.layout().totalHeightForWidth(width)
            self.coach.setFixedHeight(h)
            bottom = ov.bar.geometry().top() - 6 if ov.bar.isVisible() else int(L.bottom_y - L.ch / 2 - L.m - 6)
            self.coach.move(max(8, int(L.cx - width / 2)), max(8, bottom - h))
            self.coach.raise_()
