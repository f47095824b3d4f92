"""Helpers for the table tests: the one "fast window" (no animation, computers that
decide at once on the event loop with a quick level), and a "person" that acts through
the widgets (buttons, clicks on card items, keys)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QImage

from deberts_desktop.engine.actions import DECLINE, Bid, Play, SevenSwap
from deberts_desktop.engine.rules import Rules
from deberts_desktop.ui.main_window import MainWindow

MODES = [(2, "pairs"), (3, "pairs"), (4, "individual"), (4, "pairs")]


def make_window(qtbot, players=2, mode="pairs", seed=1, size=(1000, 720), dealer=None, deals=(), rules=None,
                **kw) -> MainWindow:
    """A window that plays fast: animations off, no pauses, the computers (Amateur unless
    ``level`` says otherwise: the test is about the AI) decide at once on the event loop;
    ``deals``: deals to play first instead of shuffled ones."""
    kw.setdefault("speed", "off")
    kw.setdefault("think_delay_ms", 0)
    kw.setdefault("inline_ai", True)
    kw.setdefault("level", "amateur")
    win = MainWindow(rules or Rules(players=players, mode=mode), seed=seed, dealer=dealer, **kw)
    win.session.preset_deals = list(deals)
    win.director.min_pause_factor = 0.0  # no readable pauses: the tests read fast
    qtbot.addWidget(win)
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    qtbot.waitUntil(lambda: win.session.game is not None or win.dialogs.question is not None, timeout=5000)
    return win


def legal_now(win) -> list:
    """The person's legal actions now (empty when it is not the person's turn)."""
    ses = win.session
    if ses.waiting is None or ses.waiting[0] != "person":
        return []
    return ses.game.deal.legal_actions()


def not_blank(path: Path) -> bool:
    """A screenshot is not blank: it has many colours and is not all one felt."""
    img = QImage(str(path))
    if img.isNull() or img.width() < 100:
        return False
    colours = set()
    for y in range(0, img.height(), max(1, img.height() // 40)):
        for x in range(0, img.width(), max(1, img.width() // 40)):
            colours.add(img.pixel(x, y))
    return len(colours) > 40


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

    # -- waiting ----------------------------------------------------------------------
    def my_turn(self) -> bool:
        return bool(self.ses.waiting and self.ses.waiting[0] == "person")

    def wait(self, timeout=20000) -> str:
        """Wait for the person's turn, the summary or the final panel."""
        def ready():
            return self.my_turn() or self.win.summary.isVisible() or self.win.final.isVisible()
        self.qtbot.waitUntil(ready, timeout=timeout)
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

    def bid(self) -> None:
        prompt = legal_now(self.win)
        if self.choose_bid is not None:
            action = self.choose_bid(self.win, prompt)
        else:
            # take in round 1 when possible, else name the first suit offered
            names = [a for a in prompt if isinstance(a, Bid) and a.kind == "name"]
            takes = [a for a in prompt if isinstance(a, Bid) and a.kind == "take"]
            action = (takes or names or prompt)[0]
        self.click_button(action)

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
            self.qtbot.wait(5)
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
        prompt = legal_now(self.win)
        if any(isinstance(a, Bid) for a in prompt):
            self.bid()
        elif any(isinstance(a, Play) for a in prompt):
            swap = [a for a in prompt if isinstance(a, SevenSwap)]
            if swap:
                self.click_button(swap[0])
            else:
                self.play()
        elif any(isinstance(a, SevenSwap) for a in prompt):
            self.click_button([a for a in prompt if isinstance(a, SevenSwap)][0])
        elif DECLINE in prompt:
            self.click_button(DECLINE)
        else:
            raise AssertionError(f"unexpected prompt {prompt}")

    def play_deal(self, shots: Path | None = None, tag: str = "") -> str:
        """Play until the deal's summary (or the game's end); returns the panel."""
        shot_phases = set()
        while True:
            state = self.wait()
            if state != "turn":
                if shots is not None:
                    self.shot(shots / f"{tag}summary.png")
                return state
            phase = self.ses.game.deal.phase
            if shots is not None and phase not in shot_phases:
                shot_phases.add(phase)
                self.shot(shots / f"{tag}{phase}.png")
            self.act()

    def shot(self, path: Path) -> Path:
        self.win.grab().save(str(path))
        assert not_blank(path), f"blank screenshot {path}"
        return path
