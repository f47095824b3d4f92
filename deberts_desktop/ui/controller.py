"""The controller: runs a game of Debertz on the table.

It owns the engine's :class:`Game`, asks the person (through the window's buttons and
the card items) or the computer (through :class:`~.players.Thinker`) for each action,
applies it to the engine, and turns the events the engine returns into a queue of
animation steps. The rules stay in the engine: the controller only ever offers what
``deal.legal_actions()`` lists, and shows what the events say.

The table's own picture of the deal (:class:`TableModel`) lags the engine while the
queue plays; when the queue is empty both agree (the tests check it).
"""

from __future__ import annotations

import logging
import time
from collections import deque
from typing import Callable

from PySide6.QtCore import QCoreApplication, QObject, QPointF, Qt, QTimer, Signal

from ..engine import events as ev
from ..engine.actions import DECLINE, PLAYS, Bid, ClaimRedeal, Play, SevenSwap
from ..engine.cards import CARDS, Card, Suit
from ..engine.deal import BEFORE_LEAD, BIDDING_2, DONE, PLAY, IllegalActionError
from ..engine.game import Game
from ..engine.rules import Rules
from .players import DEFAULT_LEVEL, Thinker, checked
from .score_sheet import num
from .table import GOLD, Spot, TableLayout, TableScene
from .words import display_name, refusal_text, sequence_text, suit_name, suit_plural

log = logging.getLogger("deberts_desktop.ui")

#: Animation speed factors (durations are multiplied by these).
SPEEDS = {"off": 0.0, "fast": 0.4, "normal": 1.0, "slow": 1.8}

#: The person's "no, thanks" to a seven swap / redeal offer when someone else leads.
KEEP = DECLINE

NAMES = ("You", "Anna", "Boris", "Vera")

# suit order in the hand: black, red, black, red
_SUIT_ORDER = (0, 1, 3, 2)


def hand_sort_key(card: Card, trump: int | None):
    """Sort key of the person's hand: suits in alternating colours, trumps first once
    trump is known; within a suit from the ace down (natural order shows sequences)."""
    if trump is None:
        suits = list(_SUIT_ORDER)
    else:
        suits = [trump]
        rest = [s for s in _SUIT_ORDER if s != trump]
        while rest:
            red = suits[-1] in (1, 2)
            nxt = next((s for s in rest if (s in (1, 2)) != red), rest[0])
            suits.append(nxt)
            rest.remove(nxt)
    return (suits.index(card.suit), -int(card.rank))


def is_you(name: str) -> bool:
    """The person's built-in name ("You", or its translation)."""
    return name == "You" or name == display_name("You")


def bid_text(bid: str, turned: Card | None = None) -> str:
    if bid == "pass":
        return QCoreApplication.translate("Controller", "Pass")
    if bid == "take":
        take = QCoreApplication.translate("Controller", "Take")
        return f"{take} {turned.suit.symbol}" if turned is not None else take
    return suit_name(Suit.parse(bid.split()[1]))


def action_label(action, turned: Card | None = None) -> str:
    """The text of a button for ``action``."""
    if action == KEEP:
        return QCoreApplication.translate("Controller", "Keep my cards")
    if isinstance(action, Bid):
        if action.kind == "take":
            take = QCoreApplication.translate("Controller", "Take")
            return f"{take} {turned.suit.symbol}" if turned is not None else take
        if action.kind == "pass":
            return QCoreApplication.translate("Controller", "Pass")
        return suit_name(action.suit)
    if isinstance(action, SevenSwap):
        return QCoreApplication.translate("Controller", "Swap the seven")
    if isinstance(action, ClaimRedeal):
        return QCoreApplication.translate("Controller", "Redeal (low hand)")
    return str(action)


def action_key(action) -> str:
    """The keyboard key for a button (shown on the button)."""
    if action == KEEP:
        return "K"
    if isinstance(action, Bid):
        if action.kind == "take":
            return "T"
        if action.kind == "pass":
            return "P"
        return action.suit.letter
    if isinstance(action, SevenSwap):
        return "W"
    if isinstance(action, ClaimRedeal):
        return "R"
    return ""


#: The Latin letter on the same key of the standard Russian (ЙЦУКЕН) layout.
_RUSSIAN_KEYS = dict(zip("йцукенгшщзфывапролдячсмить", "QWERTYUIOPASDFGHJKLZXCVBNM"))


def key_letter(key: int, text: str) -> str:
    """The Latin letter of the key pressed (``QKeyEvent.key()`` and ``.text()``), the
    same whatever the keyboard layout, so that the keys shown on the buttons (T, P, S, H,
    D, C, W, R, K) and L, N work with a Russian layout too; "" for any other key."""
    key = int(key)
    if int(Qt.Key.Key_A) <= key <= int(Qt.Key.Key_Z):
        return chr(key)
    t = (text or "")[:1].lower()
    if t in _RUSSIAN_KEYS:
        return _RUSSIAN_KEYS[t]
    return t.upper() if "a" <= t <= "z" else ""


class TableModel:
    """Where each card is on the table, as the person sees it now."""

    def __init__(self, players: int, sides: int):
        self.n = players
        self.sides = sides
        self.reset()

    def reset(self) -> None:
        self.hands: list[list[Card]] = [[] for _ in range(self.n)]
        self.deck: list[Card] = []
        self.turned: Card | None = None
        self.bottom_shown = False
        self.trick: list[tuple[int, Card]] = []
        self.piles: list[list[Card]] = [[] for _ in range(self.sides)]
        self.revealed: set[int] = set()
        self.trump: int | None = None

    def take_from_deck(self, cards) -> None:
        for c in cards:
            if c in self.deck:
                self.deck.remove(c)


class Controller(QObject):
    """Runs games on a :class:`TableScene`. Signals for the window:

    ``prompt_changed`` (the person's choices changed: read :attr:`prompt`),
    ``status`` (a line for the status bar), ``event_shown(event)`` (an engine event
    has been shown),
    ``deal_over(entry)`` (a played deal is scored: show the summary),
    ``game_over(game)``, ``hint_ready(action)``, ``idle`` (the queue is empty).
    """

    prompt_changed = Signal()
    status = Signal(str)
    deal_over = Signal(object)
    game_over = Signal(object)
    hint_ready = Signal(object)
    idle = Signal()
    #: an engine event has been shown on the table (its animation steps are done)
    event_shown = Signal(object)
    #: the engine's game changed (a deal started, an action was applied): save it now
    game_changed = Signal()

    def __init__(self, scene: TableScene, thinker: Thinker, *, speed: str = "normal",
                 think_delay_ms: int = 500, person_seats=(0,), level: str = DEFAULT_LEVEL,
                 auto_continue: bool = False, parent: QObject | None = None):
        super().__init__(parent)
        self.scene = scene
        self.thinker = thinker
        self.speed = speed
        self.think_delay_ms = think_delay_ms
        self.person_seats = tuple(person_seats)
        self.level = level
        #: the level of each seat (None: a person, or :attr:`level`); set by new_game
        self.levels: list[str | None] | None = None
        self.auto_continue = auto_continue
        self.size = (800.0, 600.0)
        self.dpr = 1.0
        self.game: Game | None = None
        self.rules: Rules | None = None
        self.seed = None
        self.gen = 0
        self.deal_no = 0
        self.queue: deque[Callable] = deque()
        self.busy = False
        self.anim = None
        self._side_anims: list = []
        self.model = TableModel(2, 2)
        self.layout: TableLayout | None = None
        self.prompt: list = []
        self.prompt_seat: int | None = None
        self.waiting: tuple | None = None
        self._asked_at = 0.0
        self.declined: set[int] = set()
        self.selected: int | None = None
        self.hinted = None
        self.last_entry = None
        self.log: list[str] = []
        self.events_seen = 0
        self.closed = False
        self.thinker.decided.connect(self._on_decided)
        scene.card_clicked.connect(self.card_clicked)
        scene.card_dropped.connect(self.card_dropped)
        scene.card_refused.connect(self.card_refused)
        self._bubble_timers: dict[int, QTimer] = {}
        #: pauses never shorter than this factor while a person plays (speed "off")
        self.min_pause_factor = 0.35
        #: deals to play next instead of shuffled ones (set positions, tests)
        self.preset_deals: list = []

    # ------------------------------------------------------------------ set-up
    def factor(self) -> float:
        return SPEEDS.get(self.speed, 1.0)

    def ms(self, base: float) -> int:
        return int(base * self.factor())

    def names(self) -> list[str]:
        return list(self.game.names) if self.game else [display_name(n) for n in NAMES]

    def side_name(self, side: int) -> str:
        rules = self.rules
        names = self.names()
        if rules.pairs:
            a, b = rules.seats_of(side)
            return self.tr("%1 & %2").replace("%1", names[a]).replace("%2", names[b])
        return names[side]

    def is_person(self, seat: int) -> bool:
        return seat in self.person_seats

    def seat_level(self, seat: int) -> str:
        """The level the computer plays with in ``seat``."""
        if self.levels and seat < len(self.levels) and self.levels[seat]:
            return self.levels[seat]
        return self.level

    def seat_levels(self) -> list[str | None]:
        """Per seat: the computer's level, None for a person (stored with the game)."""
        n = self.rules.players if self.rules else 0
        return [None if self.is_person(s) else self.seat_level(s) for s in range(n)]

    def _abandon(self) -> None:
        """Drop the running game's animations, queue and search."""
        self.gen += 1
        if self.waiting and self.waiting[0] == "computer":
            self.thinker.abandon()
        self._stop_animation()
        self.queue.clear()
        self.busy = False
        self.waiting = None

    def new_game(self, rules: Rules | None = None, seed=None, dealer: int | None = None,
                 names=None, levels=None) -> None:
        """Start a new game (the running one is abandoned, its search too).

        :param names: one per seat (default: the table's names).
        :param levels: the computer's level per seat (None entries: :attr:`level`).
        """
        self._abandon()
        self.rules = rules or self.rules or Rules(players=2)
        self.seed = seed
        n = self.rules.players
        if names is not None and len(names) >= n:
            names = [display_name(x) for x in names[:n]]
        else:
            names = [NAMES[i] if i < len(NAMES) else f"Player {i + 1}" for i in range(n)]
            if not self.person_seats:
                names = [f"Computer {i + 1}" for i in range(n)]
            names = [display_name(x) for x in names]
        if levels is not None:
            self.levels = list(levels)
        self.game = Game(self.rules, dealer=dealer, seed=seed, names=names)
        self.deal_no = 0
        self.last_entry = None
        self.log.clear()
        self.model = TableModel(n, self.rules.sides)
        self.scene.set_players(n, self.rules.sides)
        for item in self.scene.cards.values():
            item.setVisible(False)
            item.set_state(dimmed=False, marked=False, interactive=False)
        self.scene.banner.setVisible(False)
        self.scene.preview.setVisible(False)
        self._set_prompt(None, [])
        self.relayout()
        self._start_deal()

    def restore(self, game: Game, *, interactive: bool = True, reveal_all: bool = False,
                levels=None) -> None:
        """Show ``game`` exactly where it stands (a resumed autosave, a replayed position):
        hands, the trick, won tricks, the stock, the turned card, scores, without
        animation. With ``interactive`` play goes on from there (the computers move,
        the person is asked; between deals the last deal's summary is shown); without,
        the table only shows the position (replay). ``reveal_all`` shows every hand face
        up."""
        self._abandon()
        self.game = game
        self.rules = game.rules
        self.seed = None
        if levels is not None:
            self.levels = list(levels)
        n, sides = self.rules.players, self.rules.sides
        self.deal_no = len(game.entries)
        self.log.clear()
        self.declined = set()
        self.hinted = None
        self.selected = None
        entry = game.entries[-1] if game.entries else None
        self.last_entry = entry if entry is not None and entry.row is not None else None
        self.model = TableModel(n, sides)
        self.scene.set_players(n, sides)
        for item in self.scene.cards.values():
            item.setVisible(False)
            item.set_state(dimmed=False, marked=False, interactive=False)
        self.hide_bubbles()
        self.scene.banner.setVisible(False)
        self.scene.preview.setVisible(False)
        if entry is not None:
            self._model_from_deal(entry.deal, reveal_all)
        self._set_prompt(None, [])
        self.relayout()
        if not interactive:
            return
        if game.deal is None:
            if game.finished:
                self.game_over.emit(game)
            elif entry is None:
                self._start_deal()
            elif entry.deal.result is not None and entry.deal.result.thrown_in:
                self._collect_all()
                self.q_layout(0)
                self.q_call(self._start_deal)
                self.run()
            else:
                self.deal_over.emit(entry)
            return
        self.run()  # nothing queued: asks whoever is to act

    def _model_from_deal(self, deal, reveal_all: bool = False) -> None:
        """The table's picture of ``deal`` as it stands now (what the engine says)."""
        m = self.model
        m.reset()
        view = deal.view(0)
        m.trump = None if deal.trump is None else int(deal.trump)
        for seat in range(self.rules.players):
            m.hands[seat] = list(deal.hand(seat))
        m.trick = list(view.trick)
        for _leader, cards, winner in deal.tricks:
            m.piles[self.rules.side_of(winner)].extend(cards)
        placed = {int(c) for h in m.hands for c in h}
        placed |= {int(c) for _, c in m.trick}
        placed |= {int(c) for p in m.piles for c in p}
        on_table = None
        for c in (deal.seven_on_table, deal.turned):
            if c is not None and int(c) not in placed:
                on_table = c
                break
        m.turned = on_table
        if deal.deck:
            base = list(deal.deck)
        else:
            stock = list(deal.stock or [])
            base = [c for c in CARDS if c not in stock] + stock
        m.deck = [c for c in base if int(c) not in placed and c != on_table]
        m.bottom_shown = view.stock_bottom is not None and bool(m.deck) and m.deck[-1] == view.stock_bottom
        if reveal_all:
            m.revealed = {int(c) for c in CARDS}
        else:
            m.revealed = {int(c) for _, c in view.known_cards}

    def shutdown(self) -> None:
        """The window closes: stop animations and the worker."""
        self.closed = True
        self.gen += 1
        self._stop_animation()
        self.queue.clear()
        self.thinker.close()

    # ------------------------------------------------------------------ layout
    def set_size(self, width: float, height: float, dpr: float = 1.0) -> None:
        self.size = (width, height)
        self.dpr = dpr
        self.relayout()

    def relayout(self) -> None:
        """Lay the table out again for the current size (a resize): cards jump to place."""
        if self.rules is None:
            return
        w, h = self.size
        self.layout = TableLayout(w, h, self.rules.players, self.rules.pairs)
        self.scene.set_card_width(self.layout.cw, self.dpr)
        if self.anim is not None:
            anim = self.anim
            anim.setCurrentTime(anim.totalDuration())  # finishes the step at once
        for a in self._side_anims:
            a.stop()
        self._side_anims.clear()
        self.scene.place(self.targets(), 0)
        self._place_boxes()

    def targets(self) -> dict[int, Spot]:
        L = self.layout
        m = self.model
        out: dict[int, Spot] = {}
        for seat, hand in enumerate(m.hands):
            cards = list(hand)
            if seat == 0:
                cards.sort(key=lambda c: hand_sort_key(c, m.trump))
            faces = [self.is_person(seat) or (seat == 0) or int(c) in m.revealed for c in cards]
            if not self.person_seats and seat == 0:
                faces = [True] * len(cards)
            for c, spot in zip(cards, L.hand_spots(seat, len(cards), faces)):
                if seat == 0 and int(c) == self.selected:
                    spot = Spot(spot.x, spot.y - L.ch * 0.14, spot.rot, spot.scale, spot.z, spot.face)
                out[int(c)] = spot
        deck = list(m.deck)
        k = len(deck)
        for i, c in enumerate(deck):
            if m.bottom_shown and i == k - 1:
                out[int(c)] = L.bottom_card_spot()
            else:
                out[int(c)] = L.deck_spot(i, k)
        if m.turned is not None:
            out[int(m.turned)] = L.turned_spot()
        for i, (seat, c) in enumerate(m.trick):
            out[int(c)] = L.trick_spot(seat, i)
        for side, pile in enumerate(m.piles):
            for i, c in enumerate(pile):
                out[int(c)] = L.pile_spot(side, i)
        return out

    def hand_order(self, seat: int) -> list[Card]:
        """The seat's cards in the order the table shows them."""
        cards = list(self.model.hands[seat])
        if seat == 0:
            cards.sort(key=lambda c: hand_sort_key(c, self.model.trump))
        return cards

    def _place_boxes(self) -> None:
        L = self.layout
        sc = self.scene
        if L is None or self.game is None:
            return
        px = L.font_px
        for seat, plate in sc.plates.items():
            plate.set_px(px)
            p, anchor = L.plate_anchor(seat)
            plate.anchor = anchor
            plate.prepareGeometryChange()
            plate.setPos(p)
        for seat, b in sc.bubbles.items():
            b.set_px(px * 1.05)
            p, anchor, tail = L.bubble_anchor(seat)
            b.prepareGeometryChange()
            b.anchor, b.tail = anchor, tail
            b.setPos(p)
        sc.score_box.set_px(px * 0.95)
        sc.score_box.setPos(L.m, L.m)
        sc.banner.set_px(px * 1.15)
        sc.banner.setPos(L.banner_point())
        sc.preview.setPos(QPointF(L.cx, L.cy))
        for side, lab in sc.pile_labels.items():
            s = L.pile_spot(side, 0)
            lab.set_px(px * 0.8)
            below = s.y + L.cw * L.PILE_SCALE / 2 + px
            if below + px > L.H:  # no room under the pile: beside it
                lab.anchor = "right"
                lab.setPos(s.x - L.ch * L.PILE_SCALE / 2 - px * 0.5, s.y)
            else:
                lab.setPos(s.x, below)
        self.refresh_info()

    def refresh_info(self) -> None:
        """Name plates (dealer, declarer, whose turn) and the score box."""
        game = self.game
        if game is None:
            return
        sc = self.scene
        rules = self.rules
        deal = game.deal or (game.entries[-1].deal if game.entries else None)
        names = self.names()
        turn = self._turn_seat()
        for seat, plate in sc.plates.items():
            marks = []
            if deal is not None and deal.dealer == seat:
                marks.append(self.tr("dealer"))
            if deal is not None and deal.declarer == seat and deal.trump is not None:
                marks.append(self.tr("declarer %1").replace("%1", Suit(deal.trump).symbol))
            name = names[seat]
            if rules.pairs and seat == 2 and self.is_person(0):
                name = self.tr("%1 (partner)").replace("%1", name)
            rows = [[name]]
            if marks:
                rows.append([" · ".join(marks)])
            colors = {1: GOLD} if marks else {}
            plate.set_rows(rows, colors)
            plate.set_glow(turn == seat)
        # numbers in the chosen language (QLocale: "1 001" in Russian), a real minus sign
        rows = [[self.tr("Score"), self.tr("to %1").replace("%1", num(rules.target))]]
        scores = game.scores
        for side in range(rules.sides):
            rows.append([self.side_name(side), num(scores[side])])
        if game.pots:
            rows.append([self.tr("Pot"), num(sum(game.pots))])
        trump = self.model.trump
        colors = {}
        if trump is not None and deal is not None and deal.declarer is not None:
            rows.append([self.tr("Trump %1").replace("%1", Suit(trump).symbol), names[deal.declarer]])
            colors[len(rows) - 1] = GOLD
        rows.append([self.tr("Deal %1").replace("%1", str(self.deal_no)), ""])
        sc.score_box.set_rows(rows, colors)
        for side, lab in sc.pile_labels.items():
            k = len(self.model.piles[side]) // max(1, rules.players)
            lab.set_rows([[self.tr("%n trick", "", k) if k == 1 else self.tr("%n tricks", "", k)]] if k else [])
            lab.setVisible(k > 0)
        self._avoid_score_box()

    def _avoid_score_box(self) -> None:
        """A top seat's name plate goes under its hand when, beside it, it would cover
        the score box (a wide score box in a narrow window)."""
        L = self.layout
        if L is None or L.n != len(self.scene.plates):
            return  # laid out for another game: relayout() comes next
        box = self.scene.score_box.sceneBoundingRect()
        for seat, plate in self.scene.plates.items():
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
        self._keep_bubbles_clear()

    def _keep_bubbles_clear(self) -> None:
        """A top seat's speech bubble never covers a name plate: it sits under the top hand
        (:meth:`TableLayout.bubble_anchor`) unless a plate is there (a plate moved under its
        hand by :meth:`_avoid_score_box`, or a wide bubble reaching a plate beside the hand);
        then it goes down below that plate."""
        L = self.layout
        sc = self.scene
        if L is None or L.n != len(sc.plates):
            return
        for seat, b in sc.bubbles.items():
            if L.where[seat] != "top":
                continue
            p, anchor, tail = L.bubble_anchor(seat)
            b.prepareGeometryChange()
            b.anchor, b.tail = anchor, tail
            b.setPos(p)
            for _ in range(len(sc.plates)):
                hit = [pl.outline() for pl in sc.plates.values() if pl.rows and pl.isVisible()
                       and pl.outline().intersects(b.outline())]
                if not hit:
                    break
                below = max(r.bottom() for r in hit)
                b.setPos(QPointF(p.x(), below + b.px * 0.7 + 6))

    def _turn_seat(self) -> int | None:
        if self.waiting is None:
            return None
        if self.waiting[0] == "person":
            return self.prompt_seat
        return self.waiting[1][4]

    # ------------------------------------------------------------------ the queue
    def _stop_animation(self) -> None:
        anim = self.anim
        self.anim = None
        if anim is not None:
            try:
                anim.finished.disconnect()
            except (RuntimeError, TypeError):
                pass
            anim.stop()
        for a in self._side_anims:
            a.stop()
        self._side_anims.clear()

    def q(self, fn: Callable) -> None:
        """Queue a step: ``fn()`` returns an animation to wait for, a pause in ms, or None."""
        self.queue.append(fn)

    def q_layout(self, base_ms: float) -> None:
        self.q(lambda: self.scene.place(self.targets(), self.ms(base_ms)))

    def q_wait(self, base_ms: float) -> None:
        """A pause (a completed trick, an announcement): kept short but readable even
        with animations off while a person plays (``min_pause_factor``)."""
        def pause():
            f = self.factor()
            if self.person_seats:
                f = max(f, self.min_pause_factor)
            return int(base_ms * f)
        self.q(pause)

    def q_call(self, fn: Callable) -> None:
        def step():
            fn()
            return None
        self.q(step)

    def run(self) -> None:
        if not self.busy:
            self._next_step()

    def _next_step(self) -> None:
        gen = self.gen
        while self.queue:
            if self.closed or gen != self.gen:
                return
            step = self.queue.popleft()
            result = step()
            if gen != self.gen:
                return
            if result is None or result == 0:
                continue
            self.busy = True
            if isinstance(result, int):
                QTimer.singleShot(result, lambda g=gen: self._step_done(g))
            else:
                self.anim = result
                result.finished.connect(lambda g=gen: self._step_done(g))
                result.start()
            return
        self.busy = False
        self.anim = None
        QTimer.singleShot(0, lambda g=gen: self._advance(g))

    def _step_done(self, gen: int) -> None:
        if gen != self.gen or self.closed:
            return
        if self.anim is not None:
            self.anim.deleteLater()
            self.anim = None
        self.busy = False
        QTimer.singleShot(0, self._next_step)

    # ------------------------------------------------------------------ dealing
    def _start_deal(self) -> None:
        game = self.game
        deal = game.start_deal(self.preset_deals.pop(0) if self.preset_deals else None)
        self.deal_no += 1
        self.game_changed.emit()
        self.declined = set()
        self.hinted = None
        m = self.model
        m.reset()
        m.deck = list(deal.deck) if deal.deck else [c for c in CARDS]
        sizes = deal.kernel.packets
        self.scene.banner.setVisible(False)
        for b in self.scene.bubbles.values():
            b.setVisible(False)
        self.q_call(self.refresh_info)
        self.q(lambda: self.scene.place(self.targets(), 0))
        self.q_wait(150)
        offset = 0
        for size in sizes:
            for seat in deal.order:
                cards = deal.first_packets[seat][offset:offset + size]

                def deal_packet(seat=seat, cards=cards):
                    m.take_from_deck(cards)
                    m.hands[seat].extend(cards)
                self.q_call(deal_packet)
                self.q_layout(170)
            offset += size

        def turn():
            m.take_from_deck([deal.turned])
            m.turned = deal.turned
        self.q_call(turn)
        self.q_layout(380)
        self.q_call(lambda: self.say(self.tr("Deal %1: %2 deals; the turned card is %3").replace("%1", str(self.deal_no)).replace(
            "%2", self.names()[deal.dealer]).replace("%3", deal.turned.pretty)))
        self.run()

    # ------------------------------------------------------------------ whose turn
    def _advance(self, gen: int | None = None) -> None:
        if gen is not None and gen != self.gen:
            return
        if self.closed or self.busy or self.queue or self.game is None:
            return
        self.idle.emit()
        deal = self.game.deal
        if deal is None or deal.phase == DONE:
            return
        if self.waiting is not None:
            return
        seat = deal.current_player
        if self.is_person(seat):
            self._set_prompt(seat, deal.legal_actions(seat))
        else:
            self._ask_computer(seat)

    def _set_prompt(self, seat: int | None, actions: list) -> None:
        self.prompt_seat = seat
        self.prompt = list(actions)
        self.hinted = None
        self.waiting = ("person", seat) if seat is not None else None
        playable = {int(a.card) for a in actions if isinstance(a, Play)}
        in_play = bool(playable) or (self.game and self.game.deal and self.game.deal.phase == PLAY and seat is not None)
        for c in self.model.hands[0] if self.model.hands else []:
            item = self.scene.cards[int(c)]
            ok = int(c) in playable
            item.set_state(dimmed=bool(in_play and not ok), interactive=ok, marked=False)
        if self.selected is not None and self.selected not in playable:
            self.selected = None
        self.refresh_info()
        self.prompt_changed.emit()
        text = self._prompt_text(actions) if seat is not None else ""
        if text:
            self.say(text)

    def _prompt_text(self, actions) -> str:
        """The status line for the person's turn: what the prompt offers."""
        if any(isinstance(a, Bid) for a in actions):
            if self.game.deal.phase == BIDDING_2:
                return self.tr("Your bid — round 2: name a suit or pass")
            return self.tr("Your bid")
        swap = any(isinstance(a, SevenSwap) for a in actions)
        redeal = any(isinstance(a, ClaimRedeal) for a in actions)
        if any(isinstance(a, Play) for a in actions):
            if swap and redeal:
                return self.tr("Your turn: play a card, or first swap the seven or claim a redeal")
            if swap:
                return self.tr("Your turn: play a card, or first swap the seven")
            if redeal:
                return self.tr("Your turn: play a card, or first claim a redeal")
            return self.tr("Your turn: play a card")
        if swap and redeal:
            return self.tr("You may swap the seven or claim a redeal before the first card")
        if swap:
            return self.tr("You may swap the seven before the first card")
        if redeal:
            return self.tr("You may claim a redeal before the first card")
        return ""

    # ------------------------------------------------------------------ the computer
    def _ask_computer(self, seat: int) -> None:
        deal = self.game.deal
        tag = ("move", self.gen, self.deal_no, len(deal.history), seat)
        self.waiting = ("computer", tag)
        self._asked_at = time.monotonic()
        self.refresh_info()
        self.thinker.ask(tag, self.seat_level(seat), self.seed, seat, self.game.view(seat))

    def _on_decided(self, tag, action) -> None:
        if self.closed or not isinstance(tag, tuple):
            return
        if tag[0] == "hint":
            if tag[1:] == self._hint_tag()[1:] and self.waiting and self.waiting[0] == "person":
                self._show_hint(action)
            return
        if self.waiting is None or self.waiting[0] != "computer" or self.waiting[1] != tag:
            return  # stale: a new game, or an answer already given
        elapsed = (time.monotonic() - self._asked_at) * 1000
        delay = max(0, int(self.think_delay_ms * self.factor_delay() - elapsed))
        QTimer.singleShot(delay, lambda: self._computer_acts(tag, action))

    def factor_delay(self) -> float:
        return 0.0 if self.speed == "off" else 1.0

    def _computer_acts(self, tag, action) -> None:
        if self.waiting is None or self.waiting[1] != tag or self.closed:
            return
        seat = tag[4]
        deal = self.game.deal
        view = deal.view(seat)
        try:
            action = checked(view, action, fallback_seed=tag)
        except Exception:  # never leave the table waiting for a computer
            log.exception("no fallback move for seat %s; taking the first legal action", seat)
            action = view.legal[0]
        self.waiting = None
        self._apply(seat, action)

    # ------------------------------------------------------------------ the person
    def choose(self, action) -> bool:
        """The person chose ``action`` (a button, a key, a card). Returns True when it
        was taken; an action the engine does not list now is refused."""
        if self.waiting is None or self.waiting[0] != "person":
            return False
        seat = self.prompt_seat
        deal = self.game.deal
        if action not in deal.legal_actions(seat):
            return False
        self._set_prompt(None, [])
        self._apply(seat, action)
        return True

    def card_clicked(self, card) -> None:
        if not self.choose(PLAYS[int(card)]):
            self.card_refused(card)

    def card_dropped(self, card, pos: QPointF) -> None:
        L = self.layout
        if pos.y() < L.bottom_y - L.ch * 0.75 and self.choose(PLAYS[int(card)]):
            return
        a = self.scene.place({int(c): s for c, s in self.targets().items() if int(c) == int(card)}, 150)
        if a is not None:
            self._side_anims.append(a)
            a.start()

    def card_refused(self, card) -> None:
        """A click on a card that cannot be played now: say why (the engine's words)."""
        deal = self.game.deal if self.game else None
        if deal is None or card not in [int(c) for c in self.model.hands[0]]:
            return
        if self.waiting is None or self.waiting[0] != "person" or deal.phase not in (BEFORE_LEAD, PLAY):
            return
        why = deal.why_illegal(Play(Card(card)), self.prompt_seat)
        if why is not None:
            self.say(self.tr("You cannot play %1. %2").replace("%1", Card(card).pretty).replace(
                "%2", refusal_text(why.code, why.params)))

    def select(self, delta: int) -> None:
        """Keyboard: move the selection among the playable cards."""
        playable = [int(c) for c in self.hand_order(0) if self.scene.cards[int(c)].interactive]
        if not playable:
            return
        if self.selected in playable:
            i = (playable.index(self.selected) + delta) % len(playable)
        else:
            i = 0 if delta >= 0 else len(playable) - 1
        self.selected = playable[i]
        self._show_selection()

    def _show_selection(self) -> None:
        """Mark the selected card and lift it out of the hand."""
        for c in self.model.hands[0]:
            self.scene.cards[int(c)].set_state(marked=int(c) == self.selected)
        if self.busy or self.layout is None:
            return
        hand = {int(c) for c in self.model.hands[0]}
        a = self.scene.place({c: s for c, s in self.targets().items() if c in hand}, self.ms(120))
        if a is not None:
            self._side_anims.append(a)
            a.finished.connect(lambda a=a: self._side_anims.remove(a) if a in self._side_anims else None)
            a.start()

    def play_selected(self) -> bool:
        if self.selected is None:
            return False
        return self.choose(Play(CARDS[self.selected]))

    def _hint_tag(self):
        deal = self.game.deal
        return ("hint", self.gen, self.deal_no, len(deal.history) if deal else -1)

    def hint(self) -> None:
        """Ask the computer what it would do in the person's place."""
        if self.waiting is None or self.waiting[0] != "person" or self.game.deal is None:
            return
        seat = self.prompt_seat
        self.say(self.tr("Thinking about a hint…"))
        self.thinker.ask(self._hint_tag(), self.level, self.seed, seat, self.game.view(seat))

    def _show_hint(self, action) -> None:
        deal = self.game.deal
        view = deal.view(self.prompt_seat)
        action = checked(view, action)
        self.hinted = action
        if isinstance(action, Play):
            self.selected = int(action.card)
            self._show_selection()
            self.say(self.tr("Hint: play %1").replace("%1", action.card.pretty))
        elif action is not None:
            self.say(self.tr("Hint: %1").replace("%1", action_label(action, deal.turned)))
        self.hint_ready.emit(action)

    # ------------------------------------------------------------------ applying
    def _apply(self, seat: int, action) -> None:
        self.waiting = None
        self.selected = None
        for a in self._side_anims:
            a.stop()
        self._side_anims.clear()
        for c in self.model.hands[0]:
            self.scene.cards[int(c)].set_state(dimmed=False, interactive=False, marked=False)
        try:
            events = self.game.apply(action, seat)
        except IllegalActionError as e:  # cannot happen with offered actions; say so anyway
            self.say(refusal_text(e.code, e.params))
            self._advance()
            return
        deal = self.game.entries[-1].deal
        self.game_changed.emit()
        for e in events:
            self._queue_event(e, deal)
        self.run()

    def say(self, text: str) -> None:
        self.log.append(text)
        self.status.emit(text)

    def show_bubble(self, seat: int, text: str, hold_ms: int | None = None) -> None:
        b = self.scene.bubbles.get(seat)
        if b is None:
            return
        b.set_text(text)
        self._keep_bubbles_clear()
        b.setVisible(True)
        t = self._bubble_timers.get(seat)
        if t is not None:
            t.stop()
        if hold_ms is not None:
            t = QTimer(self)
            t.setSingleShot(True)
            t.timeout.connect(lambda s=seat: self.scene.bubbles[s].setVisible(False) if s in self.scene.bubbles else None)
            t.start(max(hold_ms, 1200))
            self._bubble_timers[seat] = t

    def hide_bubbles(self) -> None:
        for b in self.scene.bubbles.values():
            b.setVisible(False)

    def show_banner(self, text: str) -> None:
        self.scene.banner.set_text(text)
        self.scene.banner.setVisible(True)

    def _queue_event(self, e, deal) -> None:
        m = self.model
        names = self.names()
        self.events_seen += 1
        if isinstance(e, ev.BidMade):
            def bid(e=e):
                self.show_bubble(e.seat, bid_text(e.bid, deal.turned))
                self.say(self.tr("%1: %2").replace("%1", names[e.seat]).replace("%2", bid_text(e.bid, deal.turned)))
            self.q_call(bid)
            self.q_wait(450)
        elif isinstance(e, ev.TrumpFixed):
            def fixed(e=e):
                m.trump = int(e.trump)
                who = names[e.declarer]
                text = (self.tr("You play; trump is %1") if is_you(who)
                        else self.tr("%2 plays; trump is %1").replace("%2", who))
                self.say(text.replace("%1", f"{e.trump.symbol} {suit_plural(e.trump)}"))
                self.refresh_info()
            self.q_call(fixed)
            self.q_wait(500)
            self.q_call(self.hide_bubbles)
            self.q_layout(300)
        elif isinstance(e, ev.TurnedCardGiven):
            def given(e=e):
                if m.turned == e.card:
                    m.turned = None
                m.hands[e.seat].append(e.card)
                m.revealed.add(int(e.card))
            self.q_call(given)
            self.q_layout(380)
        elif isinstance(e, ev.CardsDealt):
            def dealt(e=e):
                m.take_from_deck(e.cards)
                m.hands[e.seat].extend(e.cards)
            self.q_call(dealt)
            self.q_layout(200)
        elif isinstance(e, ev.StockBottomShown):
            def bottom(e=e):
                m.bottom_shown = True
            self.q_call(bottom)
            self.q_layout(320)
        elif isinstance(e, ev.SevenSwapped):
            def swap(e=e):
                m.hands[e.seat].remove(e.seven)
                m.hands[e.seat].append(e.turned)
                m.revealed.add(int(e.turned))
                if e.other is None:
                    m.turned = e.seven
                else:
                    m.hands[e.other].remove(e.turned)
                    m.hands[e.other].append(e.seven)
                    m.revealed.add(int(e.seven))
                self.show_bubble(e.seat, self.tr("Swaps %1 for %2").replace("%1", e.seven.pretty).replace(
                    "%2", e.turned.pretty), self.ms(1800))
                text = (self.tr("You swap the seven %1 for %2") if is_you(names[e.seat])
                        else self.tr("%3 swaps the seven %1 for %2").replace("%3", names[e.seat]))
                self.say(text.replace("%1", e.seven.pretty).replace("%2", e.turned.pretty))
            self.q_call(swap)
            self.q_layout(500)
            self.q_wait(350)
        elif isinstance(e, ev.SequenceAnnounced):
            def seq(e=e):
                text = sequence_text(e.sequence, self.rules.hundred)
                self.show_bubble(e.seat, text, self.ms(2600))
                self.say(self.tr("%1: %2").replace("%1", names[e.seat]).replace("%2", text))
            self.q_call(seq)
            self.q_wait(800)
        elif isinstance(e, ev.BellaAnnounced):
            def bella(e=e):
                t = deal.trump
                for c in (CARDS[t * 8 + 5], CARDS[t * 8 + 6]):
                    if c in m.hands[e.seat] and c != e.card:
                        m.revealed.add(int(c))
                self.show_bubble(e.seat, self.tr("Bella!"), self.ms(2000))
                self.say(self.tr("%1: Bella (%2)").replace("%1", names[e.seat]).replace("%2", e.card.pretty))
            self.q_call(bella)
            self.q_wait(500)
        elif isinstance(e, ev.DebertzShown):
            def debertz(e=e):
                for c in e.cards:
                    m.revealed.add(int(c))
                text = self.tr("DEBERTZ! %1: seven trumps in a row — the game is won").replace("%1", names[e.seat])
                self.show_banner(text)
                self.say(text)
            self.q_call(debertz)
            self.q_layout(450)
            self.q_wait(2200)
        elif isinstance(e, ev.CardPlayed):
            def played(e=e):
                if e.card in m.hands[e.seat]:
                    m.hands[e.seat].remove(e.card)
                m.trick.append((e.seat, e.card))
            self.q_call(played)
            self.q_layout(330)
        elif isinstance(e, ev.TrickWon):
            def mark(e=e):
                for seat, c in m.trick:
                    self.scene.cards[int(c)].set_state(marked=seat == e.seat)
                self.refresh_info()
            self.q_call(mark)
            self.q_wait(800)

            def collect(e=e):
                for _, c in m.trick:
                    self.scene.cards[int(c)].set_state(marked=False)
                side = self.rules.side_of(e.seat)
                m.piles[side].extend(c for _, c in m.trick)
                m.trick = []
                you = is_you(names[e.seat])
                if e.last:
                    text = (self.tr("You take the last trick: %1 + 10") if you
                            else self.tr("%2 takes the last trick: %1 + 10"))
                else:
                    text = self.tr("You take the trick (%1)") if you else self.tr("%2 takes the trick (%1)")
                self.say(text.replace("%1", str(e.points)).replace("%2", names[e.seat]))
                self.refresh_info()
            self.q_call(collect)
            self.q_layout(380)
        elif isinstance(e, ev.SequencesShown):
            def shown(e=e):
                if e.winner is None:
                    text = self.tr("Sequences: nobody scores them")
                else:
                    who = self.side_name(self.rules.side_of(e.winner))
                    seqs = "; ".join(sequence_text(q, self.rules.hundred) for _, q in e.shown)
                    if e.points:
                        text = self.tr("Sequences count for %1: %2 — %3").replace("%1", who).replace(
                            "%2", seqs).replace("%3", str(e.points))
                    else:
                        text = self.tr("%1 won the sequences but took no trick: they do not count").replace("%1", who)
                    for seat, q in e.shown:
                        for c in q.cards:
                            if c in m.hands[seat]:
                                m.revealed.add(int(c))
                self.show_banner(text)
                self.say(text)
            self.q_call(shown)
            self.q_layout(350)
            self.q_wait(1800)
            self.q_call(lambda: self.scene.banner.setVisible(False))
        elif isinstance(e, ev.DealThrownIn):
            def thrown(e=e):
                if e.reason == "all_passed":
                    text = self.tr("Everyone passed: the deal is thrown in")
                elif is_you(names[e.seat]):
                    text = self.tr("You claim a low-hand redeal: the deal is thrown in")
                else:
                    text = self.tr("%1 claims a low-hand redeal: the deal is thrown in").replace("%1", names[e.seat])
                self.show_banner(text)
                self.say(text)
            self.q_call(thrown)
            self.q_wait(1600)
        elif isinstance(e, ev.DealScored):
            self.q_call(lambda e=e: self.event_shown.emit(e))
            self.q_call(lambda: self._deal_scored())
            return
        self.q_call(lambda e=e: self.event_shown.emit(e))

    def _deal_scored(self) -> None:
        game = self.game
        entry = game.entries[-1]
        self.last_entry = entry
        self.hide_bubbles()
        self._set_prompt(None, [])
        self.refresh_info()
        res = entry.deal.result
        if res.thrown_in and not game.finished:
            self.scene.banner.setVisible(False)
            self.q_call(self._collect_all)
            self.q_layout(400)
            self.q_call(self._start_deal)
            return
        self.scene.banner.setVisible(res.outcome == "debertz")
        if res.outcome != "debertz":
            self.deal_over.emit(entry)
            if self.auto_continue:
                QTimer.singleShot(0, self.next_deal)
        else:
            self.game_over.emit(game)

    def _collect_all(self) -> None:
        """A thrown-in deal: all cards back to the pack."""
        m = self.model
        cards = [c for h in m.hands for c in h] + m.deck + ([m.turned] if m.turned is not None else [])
        m.reset()
        m.deck = cards

    def next_deal(self) -> None:
        """"Next deal" on the summary panel."""
        game = self.game
        if game is None or game.deal is not None or self.busy or self.queue:
            return
        if game.finished:
            self.game_over.emit(game)
            return
        self._start_deal()

    # ------------------------------------------------------------------ looks
    def last_trick(self):
        """The last finished trick as (title, [(name, code, winner)]), or None."""
        game = self.game
        if game is None:
            return None
        deal = game.deal or (game.entries[-1].deal if game.entries else None)
        if deal is None or not deal.tricks:
            return None
        leader, cards, winner = deal.tricks[-1]
        n = self.rules.players
        names = self.names()
        entries = [(names[(leader + i) % n], str(c), (leader + i) % n == winner) for i, c in enumerate(cards)]
        return self.tr("Last trick — %1 took it").replace("%1", names[winner]), entries

    def table_hand(self, seat: int) -> list[Card]:
        return list(self.model.hands[seat])
