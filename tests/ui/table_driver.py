"""Helpers for the table tests: the one "fast window" (no animation, no pauses, computers
that decide at once on the event loop with a quick level), drivers that play through the
session (quick) or through the widgets (:class:`Person`: buttons, clicks on card items,
keys), and finished games made with the engine alone.

Every test (and the screenshot scripts) that needs a playing window gets it from
:func:`make_window` (or :func:`fast_window`, for scripts without ``qtbot``)."""

from __future__ import annotations

import os
import random
from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QWidget

from deberts_desktop.engine.actions import DECLINE, TAKE, Bid, Play, SevenSwap
from deberts_desktop.engine.game import Game
from deberts_desktop.engine.rules import Rules
from deberts_desktop.ui.windows.main_window import MainWindow

from ..storage.helpers import play_deals

MODES = [(2, "pairs"), (3, "pairs"), (4, "individual"), (4, "pairs")]
#: the quick computer of the UI tests (a test about the AI passes ``level=``)
QUICK_LEVEL = "amateur"
#: the folder where :func:`shot` saves screenshots (unset: none are written)
SHOTS_ENV = "DEBERTS_SHOTS"


def fast_window(players=2, mode="pairs", seed=1, dealer=None, deals=(), rules=None, paint=False,
                **kw) -> MainWindow:
    """A window (not shown yet) that plays fast: animations off, no pauses, the computers
    (Amateur unless ``level`` says otherwise) decide at once on the event loop, hints at
    the same level; ``deals``: deals to play first instead of shuffled ones; the first
    game has ``rules`` (default: ``players`` in ``mode``), later ones the settings' (with
    ``storage`` or ``settings``); ``paint``: the table paints its frames (default: only
    when grabbed, see :func:`unpainted`). Other keywords go to :class:`MainWindow`."""
    kw.setdefault("speed", "off")
    kw.setdefault("think_delay_ms", 0)
    kw.setdefault("inline_ai", True)
    kw.setdefault("level", QUICK_LEVEL)
    win = MainWindow(rules or Rules(players=players, mode=mode), seed=seed, dealer=dealer, **kw)
    win.session.preset_deals = list(deals)
    if not win.personal:
        win.session.hint_level = kw["level"]
    win.director.min_pause_factor = 0.0  # no readable pauses: the tests read fast
    if not paint:
        unpainted(win)
    return win


def unpainted(win: MainWindow) -> None:
    """The table of ``win`` paints no frame of its own accord: nobody looks at them in a
    test, and painting the cards after every move was a third of the UI tests' time.
    ``win.grab()`` (so :func:`shot`) still paints the table as it stands; a grab of the
    view alone does not (grab the window). Everything else runs as on a screen: layout,
    item positions, clicks (found through the scene). A test about painting itself (frames,
    a staged start, which waits for its first frame) passes ``paint=True``."""
    viewport = win.view.viewport()
    viewport.setUpdatesEnabled(False)
    grab = win.grab

    def painted_grab(*args):
        viewport.setUpdatesEnabled(True)
        try:
            return grab(*args)
        finally:
            viewport.setUpdatesEnabled(False)

    win.grab = painted_grab


def make_window(qtbot, players=2, mode="pairs", seed=1, size=(1000, 720), dealer=None, deals=(), rules=None,
                paint=False, watch=None, **kw) -> MainWindow:
    """:func:`fast_window`, shown at ``size`` and closed after the test; returns when the
    first game has started or a start-up question (or the start-up messages before it)
    is shown (a window with ``storage``). ``watch(window)``: called before the window is
    shown, so a test can connect to what the first game shows (with the animation off and
    the computers deciding at once, the first deal's bids, swap and cards may all come
    before this function returns)."""
    win = fast_window(players, mode, seed, dealer, deals, rules, paint, **kw)
    if watch is not None:
        watch(win)
    qtbot.addWidget(win)
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    qtbot.waitUntil(lambda: win.session.game is not None or win.questions.question is not None
                    or win.questions.message_box is not None, timeout=5000)
    return win


def layout_signature(widget: QWidget) -> tuple:
    """Where everything of ``widget`` is: the geometry and visibility of it and of each of
    its child widgets, which scroll bars show, and for a window with a table director the
    table layout's size."""
    parts = []
    for w in [widget, *widget.findChildren(QWidget)]:
        parts.append((w.isVisible(), w.geometry().getRect()))
        if isinstance(w, QAbstractScrollArea):
            parts.append((w.horizontalScrollBar().isVisible(), w.verticalScrollBar().isVisible()))
    director = getattr(widget, "director", None)
    layout = getattr(director, "layout", None)
    if layout is not None:
        parts.append((layout.W, layout.H))
    return tuple(parts)


def settle(qtbot, widget: QWidget, passes: int = 3) -> None:
    """Wait until the layout of ``widget`` has settled: :func:`layout_signature` the same
    after ``passes`` passes of the event loop in a row, each handling every event posted
    so far (Qt lays out in steps: a resize posts a layout request, a dock fits on a zero
    timer, a table's scroll bars follow on another). Counted in passes, not in time: a
    loaded machine only makes it slower; the timeout is an upper bound."""
    state = {"last": None, "same": 0}

    def steady() -> bool:
        QApplication.sendPostedEvents()
        QApplication.processEvents()
        now = layout_signature(widget)
        state["same"] = state["same"] + 1 if now == state["last"] else 0
        state["last"] = now
        return state["same"] >= passes

    qtbot.waitUntil(steady, timeout=10000)


def legal_now(win) -> list:
    """The person's legal actions now (empty when it is not the person's turn)."""
    ses = win.session
    if ses.waiting is None or ses.waiting[0] != "person":
        return []
    return ses.game.deal.legal_actions()


def person_turn(win) -> bool:
    ses = win.session
    return bool(ses.waiting and ses.waiting[0] == "person")


def table_ready(win) -> bool:
    """The person is to act, or the end-of-deal summary or the end of the game is shown."""
    return person_turn(win) or win.summary.isVisible() or win.final.isVisible()


def person_bid(prompt):
    """The bid the person makes: take, else name the first trump offered, else the first
    choice."""
    names = [a for a in prompt if isinstance(a, Bid) and a.kind == "name"]
    return TAKE if TAKE in prompt else (names or prompt)[0]


def quick_choice(prompt):
    """The person's quick move: a bid as :func:`person_bid`, else swap the seven, else
    the first legal card, else keep the cards (decline)."""
    if any(isinstance(a, Bid) for a in prompt):
        return person_bid(prompt)
    for kind in (SevenSwap, Play):
        chosen = [a for a in prompt if isinstance(a, kind)]
        if chosen:
            return chosen[0]
    return DECLINE if DECLINE in prompt else prompt[0]


def play_to(qtbot, win, stop: str, timeout=30000) -> str:
    """Play quickly through the session (no widgets) until ``stop``: ``"play"`` (the
    person's first card of a deal), ``"summary"`` or ``"final"``; returns where it stopped
    (``"final"`` comes first)."""
    for _ in range(3000):
        qtbot.waitUntil(lambda: table_ready(win), timeout=timeout)
        if win.final.isVisible():
            return "final"
        if win.summary.isVisible():
            if stop == "summary":
                return "summary"
            qtbot.mouseClick(win.summary.buttons[0], Qt.MouseButton.LeftButton)
            continue
        if stop == "play" and win.session.game.deal.phase == "play":
            return "play"
        assert win.session.choose(quick_choice(legal_now(win)))
    raise AssertionError(f"the game did not get to {stop}")


def answer(qtbot, win, label_start: str) -> None:
    """Click the button of the window's open question (start-up: Continue / New game; New
    game: Keep / Abandon / Go on playing) whose text starts with ``label_start``, and wait
    until the question is gone."""
    box = win.questions.question
    assert box is not None and box.isVisible()
    button = next(b for b in box.buttons() if b.text().replace("&", "").startswith(label_start))
    button.click()
    qtbot.waitUntil(lambda: win.questions.question is None, timeout=5000)


def status_log(win) -> list[str]:
    """Every line the status line shows from now on (a list that grows)."""
    lines: list[str] = []
    label = win.status_label
    shown = label.setText

    def record(text):
        lines.append(text)
        shown(text)

    label.setText = record
    return lines


def engine_game(rules: Rules, deals: int, seed=3, names=None) -> Game:
    """A game played by random legal actions with the engine alone (no window): ``deals``
    deals written, the last one not thrown in (or the game over before that); the next
    deal not started."""
    names = names or ["You", "Anna", "Boris", "Vera"][: rules.players]
    game = Game(rules, dealer=0, seed=seed, names=list(names))
    rng = random.Random(seed)
    play_deals(game, rng, deals)
    while not game.finished and game.entries[-1].deal.result.thrown_in:
        play_deals(game, rng, 1)
    return game


def shown_window(qtbot, rules: Rules, deals: int, seed=3, size=(1000, 720), **kw) -> MainWindow:
    """A fast window (:func:`make_window`) that goes on with a game of ``deals`` deals made
    by :func:`engine_game` with the window's own names: it shows the last deal's summary,
    or the final panel if the game is over. Cheaper than playing the deals on the table."""
    win = make_window(qtbot, rules.players, rules=rules, size=size, seed=seed, **kw)
    game = engine_game(rules, deals, seed, win.seat_names(rules))
    win.continue_game(game, win.seat_levels(rules))
    qtbot.waitUntil(lambda: table_ready(win), timeout=5000)
    return win


def not_blank(image: QImage, colours: int = 40) -> bool:
    """A screenshot is not blank: more than ``colours`` colours on a 40 × 40 grid of its
    pixels (a table is not all one felt; a dialog's page, sparser, shows 25 or more)."""
    if image.isNull() or image.width() < 100:
        return False
    seen = set()
    for y in range(0, image.height(), max(1, image.height() // 40)):
        for x in range(0, image.width(), max(1, image.width() // 40)):
            seen.add(image.pixel(x, y))
    return len(seen) > colours


def shot(what, name: str) -> QImage:
    """A screenshot of ``what`` (a widget, or a ``QPixmap`` already taken), checked not
    blank. Saved as ``name``.png in the folder ``$DEBERTS_SHOTS`` when that is set, for
    people to look at (``DEBERTS_SHOTS=/tmp/shots ./dev test tests/ui``); otherwise kept in
    memory only (writing PNGs is most of a short UI test's time)."""
    image = (what.grab() if isinstance(what, QWidget) else what).toImage()
    assert not_blank(image), f"blank screenshot {name}"
    folder = os.environ.get(SHOTS_ENV)
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        image.save(str(Path(folder) / f"{name}.png"))
    return image


def visible_point(view, item) -> QPoint | None:
    """A viewport point where ``item`` is the topmost item (fanned cards overlap)."""
    r = item.boundingRect()
    for fy in (0.5, 0.35, 0.65, 0.2, 0.8):
        for fx in (0.5, 0.3, 0.15, 0.08, 0.7, 0.85):
            local = QPointF(r.left() + r.width() * fx, r.top() + r.height() * fy)
            vp = view.mapFromScene(item.mapToScene(local))
            if view.itemAt(vp) is item:
                return vp
    return None


class Person:
    """Plays seat 0 through the widgets, checking the table against the engine."""

    def __init__(self, qtbot, win: MainWindow, choose_bid=None):
        self.qtbot = qtbot
        self.win = win
        self.ses = win.session
        self.d = win.director
        self.mismatches: list[str] = []
        self.idle_checks = 0
        self.illegal_tried = 0
        self.choose_bid = choose_bid
        self.d.idle.connect(self.check_hands)
        self.d.event_shown.connect(self.check_event)
        self.shadow: list[list[int]] | None = None
        self.shadow_deal = None
        self.events_checked = 0
        #: screenshots taken (:meth:`shot`), by name
        self.shots: dict[str, QImage] = {}

    # -- waiting ----------------------------------------------------------------------
    def my_turn(self) -> bool:
        return person_turn(self.win)

    def wait(self, timeout=20000) -> str:
        """Wait for the person's turn, the summary or the final panel."""
        self.qtbot.waitUntil(lambda: table_ready(self.win), timeout=timeout)
        if self.win.final.isVisible():
            return "final"
        if self.win.summary.isVisible():
            return "summary"
        return "turn"

    # -- checks -------------------------------------------------------------------------
    def check_hands(self) -> None:
        """The table's hands equal the engine's (called whenever the queue drains)."""
        game = self.ses.game
        deal = game.deal if game else None
        if deal is None:
            return
        self.idle_checks += 1
        for seat in range(game.rules.players):
            table = sorted(int(c) for c in self.d.model.hands[seat])
            engine = sorted(int(c) for c in deal.hand(seat))
            if table != engine:
                self.mismatches.append(f"seat {seat}: table {table} engine {engine} ({deal.phase})")
        scene = self.win.scene
        L = self.d.layout
        for c in deal.hand(0):
            item = scene.cards[int(c)]
            if not item.isVisible() or not item.face_up or item.pos().y() < L.H / 2:
                self.mismatches.append(f"card {c} of seat 0 is not shown face up in the hand")

    def check_event(self, e) -> None:
        """After each engine event shown, the table's hands equal the hands that the
        events so far imply (first packets, completions, swaps, plays)."""
        from deberts_desktop.engine import events as ev

        deal = self.ses.game.entries[-1].deal
        if self.shadow_deal is not deal:
            self.shadow_deal = deal
            # Follow a deal only from its first event (the first bid): a driver attached
            # while the deal was already under way (computers bid and play behind a message
            # box) has missed events and cannot rebuild the hands from them.
            first_bid = isinstance(e, ev.BidMade) and e.round == 1 and e.seat == deal.order[0]
            self.shadow = [list(map(int, p)) for p in deal.first_packets] if first_bid else None
        hands = self.shadow
        if hands is None:
            return
        if isinstance(e, ev.CardsDealt):
            hands[e.seat].extend(map(int, e.cards))
        elif isinstance(e, ev.TurnedCardGiven):
            hands[e.seat].append(int(e.card))
        elif isinstance(e, ev.SevenSwapped):
            hands[e.seat].remove(int(e.seven))
            hands[e.seat].append(int(e.turned))
            if e.other is not None:
                hands[e.other].remove(int(e.turned))
                hands[e.other].append(int(e.seven))
        elif isinstance(e, ev.CardPlayed):
            hands[e.seat].remove(int(e.card))
        self.events_checked += 1
        for seat, hand in enumerate(hands):
            table = sorted(int(c) for c in self.d.model.hands[seat])
            if table != sorted(hand):
                self.mismatches.append(f"after {e}: seat {seat} table {table} events {sorted(hand)}")

    # -- acting -------------------------------------------------------------------------
    def click_button(self, action) -> None:
        b = self.win.bar.button_for(action)
        assert b is not None and b.isVisible(), f"no visible button for {action}"
        self.qtbot.mouseClick(b, Qt.MouseButton.LeftButton)

    def click_card(self, card) -> None:
        view = self.win.view
        item = self.win.scene.cards[int(card)]
        p = visible_point(view, item)
        assert p is not None, f"card {card} cannot be clicked: it is covered"
        self.qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=p)

    def play(self, try_illegal=True) -> None:
        prompt = legal_now(self.win)
        deal = self.ses.game.deal
        legal = [a.card for a in prompt if isinstance(a, Play)]
        hand = list(deal.hand(0))
        illegal = [c for c in hand if c not in legal]
        if try_illegal and illegal:
            before = len(deal.history)
            item = self.win.scene.cards[int(illegal[0])]
            assert item.dimmed and not item.interactive
            self.click_card(illegal[0])
            QApplication.processEvents()  # anything the click queued (a refused card plays nothing)
            assert len(deal.history) == before, "an illegal card was played"
            assert illegal[0] in deal.hand(0)
            assert self.my_turn()
            self.illegal_tried += 1
        for c in legal:
            assert not self.win.scene.cards[int(c)].dimmed
        before = len(deal.history)
        self.click_card(legal[-1] if len(deal.history) % 2 else legal[0])
        self.qtbot.waitUntil(lambda: len(deal.history) > before or deal.phase == "done", timeout=5000)

    def act(self) -> None:
        """The person's move through the widgets: a bid (``choose_bid(win, prompt)`` if
        given, else :func:`person_bid`) or a choice of :func:`quick_choice` by its button;
        a card by a click (:meth:`play`)."""
        prompt = legal_now(self.win)
        if self.choose_bid is not None and any(isinstance(a, Bid) for a in prompt):
            action = self.choose_bid(self.win, prompt)
        else:
            action = quick_choice(prompt)
        if isinstance(action, Play):
            self.play()
        else:
            self.click_button(action)

    def play_deal(self, shots: bool = False, tag: str = "") -> str:
        """Play until the deal's summary (or the game's end); returns the panel. With
        ``shots`` a screenshot of each phase's first turn and of the panel goes to
        :attr:`shots` (by name: ``tag`` + phase)."""
        while True:
            state = self.wait()
            if state != "turn":
                if shots:
                    self.shot(f"{tag}summary")
                return state
            phase = self.ses.game.deal.phase
            if shots and f"{tag}{phase}" not in self.shots:
                self.shot(f"{tag}{phase}")
            self.act()

    def shot(self, name: str) -> QImage:
        """A screenshot of the window (:func:`shot`), kept in :attr:`shots`."""
        self.shots[name] = shot(self.win, name)
        return self.shots[name]


# --------------------------------------------------------------------------- the table's layout
def box_rect(box) -> QRectF:
    """The box a ``TextBox`` (a name plate, the score box) draws, in scene coordinates."""
    return box.box().translated(box.pos())


def visible_scene_rect(win) -> QRectF:
    """What the window shows of the table, in scene coordinates."""
    view = win.view
    shown = view.viewport().rect()
    if hasattr(win, "centralWidget"):  # a window (not a replay table of its own)
        shown = shown.intersected(win.centralWidget().rect())
    return view.mapToScene(shown).boundingRect()


def hand_cards(win):
    for seat, hand in enumerate(win.director.model.hands):
        for card in hand:
            item = win.scene.cards[int(card)]
            if item.isVisible():
                yield seat, item.sceneBoundingRect().adjusted(4, 4, -4, -4)  # without the shadow margin


def layout_problems(win) -> list[str]:
    """Name plates, the score box and the won-trick labels ("1 trick") off the visible table,
    over a hand or over each other (``win``: a window, or a replay table: anything with
    ``scene``, ``view``, ``director``)."""
    sc = win.scene
    shown = visible_scene_rect(win)
    boxes = {f"plate {seat}": p for seat, p in sc.plates.items() if p.rows}
    boxes["score box"] = sc.score_box
    boxes.update({f"pile label {side}": lab for side, lab in sc.pile_labels.items() if lab.rows and lab.isVisible()})
    bad = []
    for name, box in boxes.items():
        r = box_rect(box)
        if not shown.contains(r):
            bad.append(f"{name} {r} is not inside the table {shown}")
        for seat, card in hand_cards(win):
            if r.intersects(card):
                bad.append(f"{name} {r} covers a card of seat {seat}")
                break
    score = box_rect(sc.score_box)
    for seat, p in sc.plates.items():
        if box_rect(p).intersects(score):
            bad.append(f"plate {seat} meets the score box")
    return bad
