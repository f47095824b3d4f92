"""The table director: the table's own picture of the deal (:class:`TableModel`), a
queue of animation steps made from the engine's events, and what the table's boxes say.

The game session applies actions to the engine and hands the events here; the director
turns each into steps (cards move, a bubble, a pause, a banner:
:meth:`TableDirector.show_events`) and plays them one after another. It also fills each
seat's name plate (dealer, declarer, whose turn) and the score box (scores, the pot, trump,
the deal's number) from the game as it stands (:meth:`TableDirector.refresh_info`).

The model lags the engine while the queue plays; when the queue is empty both agree (the
tests check it) and :attr:`TableDirector.idle` is emitted. Words come from the
:class:`~.narrator.Narrator`; positions from :mod:`.layout`. Nothing here decides a
rule: the cards offered are the engine's legal actions, what happens is what the events
say.
"""

from __future__ import annotations

from collections import deque
from typing import Callable

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QTimer, Signal
from PySide6.QtGui import QColor

from ...engine import events as ev
from ...engine.actions import Play
from ...engine.cards import CARDS, Card, Suit
from ...engine.sequences import bella_cards
from ...engine.tricks import STRENGTH
from ..numbers import num
from .items import GOLD
from .narrator import Narrator
from .scene import TableScene
from .layout import Spot, TableLayout, arrange_boxes, keep_bubbles_clear

translate = QCoreApplication.translate

#: the colour of the score box's practice line
PRACTICE = QColor("#9fd3ff")

#: Animation speed factors (durations are multiplied by these).
SPEEDS = {"off": 0.0, "fast": 0.4, "normal": 1.0, "slow": 1.8}

# suit order in the hand: black, red, black, red
_SUIT_ORDER = (0, 1, 3, 2)


def hand_sort_key(card: Card, trump: int | None, trumps_last: bool = False):
    """Sort key of the person's hand: suits in alternating colours, trumps first once
    trump is known (``trumps_last``: last, the setting ``hand_trumps``); the trumps
    strongest first (J 9 A 10 K Q 8 7: the engine's
    :data:`~deberts_desktop.engine.tricks.STRENGTH`), every other suit from the ace down
    (natural order shows sequences)."""
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
        if trumps_last:  # the same alternation read from the trumps' end
            suits = suits[:1] + suits[:0:-1]
    if trump is not None and card.suit == trump:
        return (4 if trumps_last else 0, -STRENGTH[trump][trump][int(card)])
    return (suits.index(card.suit), -int(card.rank))


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

    @classmethod
    def of_deal(cls, deal, reveal_all: bool = False) -> "TableModel":
        """The table's picture of ``deal`` as it stands now (what the engine says)."""
        rules = deal.rules
        m = cls(rules.players, rules.sides)
        view = deal.view(0)
        m.trump = None if deal.trump is None else int(deal.trump)
        for seat in range(rules.players):
            m.hands[seat] = list(deal.hand(seat))
        m.trick = list(view.trick)
        for _leader, cards, winner in deal.tricks:
            m.piles[rules.side_of(winner)].extend(cards)
        placed = {int(c) for h in m.hands for c in h} | {int(c) for _, c in m.trick}
        placed |= {int(c) for p in m.piles for c in p}
        m.turned = next((c for c in (deal.seven_on_table, deal.turned) if c is not None and int(c) not in placed), None)
        base = list(deal.deck) if deal.deck else [c for c in CARDS if c not in (deal.stock or [])] + list(deal.stock or [])
        m.deck = [c for c in base if int(c) not in placed and c != m.turned]
        m.bottom_shown = view.stock_bottom is not None and bool(m.deck) and m.deck[-1] == view.stock_bottom
        m.revealed = {int(c) for c in CARDS} if reveal_all else {int(c) for _, c in view.known_cards}
        return m


class TableDirector(QObject):
    """Plays a game's events on a :class:`~.scene.TableScene`.

    Signals: ``idle`` (the queue is empty: the table shows the engine's position),
    ``status(text)`` (a line for the status bar, as its event is shown),
    ``event_shown(event)``, ``deal_shown(entry)`` (a scored deal is on the table: show its
    summary), ``game_shown(game)`` (the game is over on the table).
    """

    idle = Signal()
    status = Signal(str)
    event_shown = Signal(object)
    deal_shown = Signal(object)
    game_shown = Signal(object)

    def __init__(self, scene: TableScene, parent: QObject | None = None):
        super().__init__(parent)
        self.scene = scene
        self.speed = "normal"
        #: pauses never shorter than this factor while a person plays (speed "off")
        self.min_pause_factor = 0.35
        self.person_seats: frozenset[int] = frozenset({0})
        self.game = None
        self.narrator: Narrator | None = None
        self.model = TableModel(2, 2)
        self.layout: TableLayout | None = None
        self.size = (800.0, 600.0)
        self.dpr = 1.0
        self._laid_out = None  # (size, dpr, game) of the last relayout
        self.queue: deque[Callable] = deque()
        self.busy = False
        self.anim = None
        self._side_anims: list = []
        self.gen = 0
        self.deal_no = 0
        self.turn_seat: int | None = None
        self.playable: set[int] = set()
        self.selected: int | None = None
        self.reveal_all = False
        #: the game on the table is a practice game (the score box says so)
        self.practice = False
        #: the rule preset the game was started with, as the player reads it ("Moscow
        #: rules", "Custom"), beside the deal number in the score box; "" shows none
        self.preset_name = ""
        #: scene rectangles the bubbles keep clear of (the action bar over the table)
        self.keep_clear: list = []
        self._bubble_timers: dict[int, QTimer] = {}
        #: pacing (issue 23, the player's settings): the pause after a trick in ms (None:
        #: the animation speed's), a computer's card's least time in view in ms (0: none),
        #: the trumps last in the person's hand
        self.trick_pause_ms: int | None = None
        self.card_min_ms = 0
        self.trumps_last = False

    # ------------------------------------------------------------------ set-up
    def factor(self) -> float:
        return SPEEDS.get(self.speed, 1.0)

    def ms(self, base: float) -> int:
        return int(base * self.factor())

    def begin(self, game, narrator: Narrator, person_seats, reveal_all: bool = False) -> None:
        """A new table for ``game`` (a new game, a resumed one, a replayed position)."""
        self.abandon()
        self.game = game
        self.narrator = narrator
        self.person_seats = frozenset(person_seats)
        self.reveal_all = reveal_all
        rules = game.rules
        self.model = TableModel(rules.players, rules.sides)
        self.scene.set_players(rules.players, rules.sides, open_hands=reveal_all)
        for item in self.scene.cards.values():
            item.setVisible(False)
            item.set_state(dimmed=False, marked=False)
            item.offer(None)
        self.hide_bubbles()
        self.scene.banner.setVisible(False)
        self.scene.preview.setVisible(False)
        self.deal_no = len(game.entries)
        self.turn_seat = None
        self.playable = set()
        self.selected = None
        self.relayout()

    def show_position(self, trick_on_table: bool = False) -> None:
        """Show the game exactly where it stands, without animation (a resumed game, a
        replayed position): the last deal's hands, trick, piles, stock, turned card; the
        bids of the bidding round in progress in their bubbles. ``trick_on_table``: a
        trick just completed is shown as the live table shows it before collecting it
        (all its cards in the centre, the winner's marked: :meth:`mark_trick`), not in its
        pile (a replayed step that played a trick's last card)."""
        game = self.game
        entry = game.entries[-1] if game.entries else None
        self.deal_no = len(game.entries)
        self.hide_bubbles()
        self.scene.banner.setVisible(False)
        self.mark_trick(None)
        if entry is not None:
            self.model = TableModel.of_deal(entry.deal, self.reveal_all)
            deal = entry.deal
            if trick_on_table and deal.tricks and not self.model.trick:
                leader, cards, winner = deal.tricks[-1]
                pile = self.model.piles[game.rules.side_of(winner)]
                del pile[-len(cards):]  # the last trick went to its pile last
                n = game.rules.players
                self.model.trick = [((leader + i) % n, c) for i, c in enumerate(cards)]
                self.mark_trick(winner)
            if deal.phase in ("bidding_1", "bidding_2"):
                round_no = 1 if deal.phase == "bidding_1" else 2
                n = game.rules.players
                for seat, bid in deal.bids[n * (round_no - 1):]:
                    self._bubble(seat, self.narrator.event(ev.BidMade(seat, str(bid), round_no), deal))
        self.relayout()

    def mark_trick(self, winner: int | None) -> None:
        """The completed trick on the table: the card of ``winner`` (a seat) marked, the
        others not (None: no card of the trick marked, as it is collected)."""
        for seat, c in self.model.trick:
            self.scene.cards[int(c)].set_state(marked=winner is not None and seat == winner)

    def abandon(self) -> None:
        """Drop the queue and the animations (a new game, the window closes)."""
        self.gen += 1
        self._stop_animation()
        self.queue.clear()
        self.busy = False

    # ------------------------------------------------------------------ layout
    def set_size(self, width: float, height: float, dpr: float = 1.0) -> None:
        """The view's size (logical pixels) and device pixel ratio: the table is laid out again
        (:meth:`relayout`), unless it was last laid out for these and this game (a new game's
        :meth:`begin` lays it out, and the window then gives the same size: issue 21)."""
        self.size = (width, height)
        self.dpr = dpr
        laid = self._laid_out
        if laid is None or laid[:2] != (self.size, dpr) or laid[2] is not self.game:
            self.relayout()

    def relayout(self) -> None:
        """Lay the table out again for the current size: cards jump to place."""
        if self.game is None:
            return
        w, h = self.size
        rules = self.game.rules
        self.layout = TableLayout(w, h, rules.players, rules.pairs, open_hands=self.reveal_all)
        self.scene.set_card_width(self.layout.cw, self.dpr)
        if self.anim is not None:
            self.anim.setCurrentTime(self.anim.totalDuration())  # finishes the step at once
        for a in self._side_anims:
            a.stop()
        self._side_anims.clear()
        self.scene.place(self.targets(), 0)
        arrange_boxes(self.scene, self.layout)
        self.refresh_info()
        self._laid_out = (self.size, self.dpr, self.game)

    def refresh_info(self) -> None:
        """Name plates (dealer, declarer, whose turn) and the score box."""
        if self.game is not None and self.layout is not None:
            self._fill_boxes()
            keep_bubbles_clear(self.scene, self.layout, self.keep_clear)

    def keep_bubbles_clear_of(self, rects: list) -> None:
        """The speech bubbles keep clear of ``rects`` (scene rectangles: the person's bar)
        from now on; the name plates and the score box are as they were (a bar placed
        changes none of them: :meth:`refresh_info` fills those)."""
        self.keep_clear = rects
        if self.game is not None and self.layout is not None:
            keep_bubbles_clear(self.scene, self.layout, rects)

    def _fill_boxes(self) -> None:
        """Fill the name plates, the score box and the won-trick labels from the game."""
        game = self.game
        sc = self.scene
        rules = game.rules
        deal = self.shown_deal()
        names = self.narrator.names
        for seat, plate in sc.plates.items():
            marks = []
            if deal is not None and deal.dealer == seat:
                marks.append(translate("TableInfo", "dealer"))
            if deal is not None and deal.declarer == seat and deal.trump is not None:
                marks.append(translate("TableInfo", "declarer %1").replace("%1", Suit(deal.trump).symbol))
            name = names[seat]
            if rules.pairs and seat == 2 and 0 in self.person_seats:
                name = translate("TableInfo", "%1 (partner)").replace("%1", name)
            rows = [[name]]
            if marks:
                rows.append([" · ".join(marks)])
            plate.set_rows(rows, {1: GOLD} if marks else {})
            plate.set_glow(self.turn_seat == seat)
        rows = [[translate("TableInfo", "Score"), translate("TableInfo", "to %1").replace("%1", num(rules.target))]]
        for side in range(rules.sides):
            rows.append([self.narrator.side_name(side), num(game.scores[side])])
        if game.pot_lost:  # the game is over: no next winner takes it
            rows.append([translate("TableInfo", "Pot lost"), num(game.pot_lost)])
        elif game.pots:
            rows.append([translate("TableInfo", "Pot"), num(game.pot)])
        trump = self.model.trump
        colors = {}
        if trump is not None and deal is not None and deal.declarer is not None:
            rows.append([translate("TableInfo", "Trump %1").replace("%1", Suit(trump).symbol), names[deal.declarer]])
            colors[len(rows) - 1] = GOLD
        rows.append([translate("TableInfo", "Deal %1").replace("%1", num(self.narrator.deal_number(self.deal_no))),
                     self.preset_name])
        if self.practice:  # what practice means: kept out of the statistics
            rows.append([translate("TableInfo", "Practice — not in the statistics")])
            colors[len(rows) - 1] = PRACTICE
        sc.score_box.set_rows(rows, colors)
        for side, lab in sc.pile_labels.items():
            k = len(self.model.piles[side]) // max(1, rules.players)
            lab.set_rows([[translate("TableInfo", "%n trick", None, k) if k == 1 else translate("TableInfo", "%n tricks", None, k)]] if k else [])
            lab.setVisible(k > 0)

    def shown_deal(self):
        """The deal the table shows: the one being played, else the game's last one (its
        panel shown: its trump and declarer still on the table); None before a game or a deal."""
        game = self.game
        if game is None:
            return None
        return game.deal or (game.entries[-1].deal if game.entries else None)

    def targets(self) -> dict[int, Spot]:
        L, m = self.layout, self.model
        out: dict[int, Spot] = {}
        for seat, hand in enumerate(m.hands):
            cards = self.hand_order(seat)
            shown = self.face_up(seat)
            faces = [shown or int(c) in m.revealed for c in cards]
            for c, spot in zip(cards, L.hand_spots(seat, len(cards), faces)):
                if seat == 0 and int(c) == self.selected:
                    spot = Spot(spot.x, spot.y - L.ch * 0.14, spot.rot, spot.scale, spot.z, spot.face)
                out[int(c)] = spot
        k = len(m.deck)
        for i, c in enumerate(m.deck):
            out[int(c)] = L.bottom_card_spot() if m.bottom_shown and i == k - 1 else L.deck_spot(i, k)
        if m.turned is not None:
            out[int(m.turned)] = L.turned_spot()
        for i, (seat, c) in enumerate(m.trick):
            out[int(c)] = L.trick_spot(seat, i)
        for side, pile in enumerate(m.piles):
            for i, c in enumerate(pile):
                out[int(c)] = L.pile_spot(side, i)
        return out

    def face_up(self, seat: int) -> bool:
        """The whole hand face up: the person's, or every hand when no person plays."""
        return seat == 0 or seat in self.person_seats or not self.person_seats or self.reveal_all

    def hand_order(self, seat: int) -> list[Card]:
        """The seat's cards in the order the table shows them: the person's sorted; in a
        hidden hand the cards shown (a sequence, the turned card) together at the end,
        sorted, so none hides between backs."""
        m = self.model
        cards = list(m.hands[seat])
        if self.face_up(seat):
            cards.sort(key=lambda c: hand_sort_key(c, m.trump, self.trumps_last))
        else:
            cards.sort(key=lambda c: (int(c) in m.revealed,
                                      hand_sort_key(c, m.trump, self.trumps_last) if int(c) in m.revealed else 0))
        return cards

    # ------------------------------------------------------------------ the person's cards
    def set_choices(self, actions) -> None:
        """The person's legal actions now (the engine's, empty: not the person's turn):
        each playable card holds its ``Play`` (:meth:`.CardItem.offer`: a click hands it
        over as it is) and is lit, the others hold none and are dimmed while a card is to
        be played."""
        plays = {int(a.card): a for a in actions if isinstance(a, Play)}
        self.playable = set(plays)
        in_play = bool(plays)
        for c in self.model.hands[0] if self.model.hands else []:
            item = self.scene.cards[int(c)]
            action = plays.get(int(c))
            item.offer(action)
            item.set_state(dimmed=in_play and action is None, marked=False)
        if self.selected is not None and self.selected not in self.playable:
            self.selected = None
        self.refresh_info()

    def select(self, delta: int) -> None:
        """Keyboard: move the selection among the playable cards."""
        playable = [int(c) for c in self.hand_order(0) if int(c) in self.playable]
        if not playable:
            return
        if self.selected in playable:
            i = (playable.index(self.selected) + delta) % len(playable)
        else:
            i = 0 if delta >= 0 else len(playable) - 1
        self.set_selected(playable[i])

    def set_selected(self, card: int | None) -> None:
        """Mark ``card`` and lift it out of the hand (None: no selection)."""
        self.selected = card
        for c in self.model.hands[0]:
            self.scene.cards[int(c)].set_state(marked=int(c) == card)
        if self.busy or self.layout is None:
            return
        hand = {int(c) for c in self.model.hands[0]}
        self._side(self.scene.place({c: s for c, s in self.targets().items() if c in hand}, self.ms(120)))

    def put_back(self, card: int) -> None:
        """A card dragged and dropped where it cannot be played goes back to the hand."""
        self._side(self.scene.place({c: s for c, s in self.targets().items() if c == int(card)}, 150))

    def _side(self, a) -> None:
        if a is not None:
            self._side_anims.append(a)
            a.finished.connect(lambda a=a: self._side_anims.remove(a) if a in self._side_anims else None)
            a.start()

    # ------------------------------------------------------------------ the queue
    def _stop_animation(self) -> None:
        anim, self.anim = self.anim, None
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
        """A pause (a completed trick, an announcement): kept short but readable even with
        animations off while a person plays (``min_pause_factor``)."""
        def pause():
            f = self.factor()
            if self.person_seats:
                f = max(f, self.min_pause_factor)
            return int(base_ms * f)
        self.q(pause)

    def q_call(self, fn: Callable) -> None:
        def step():
            fn()
        self.q(step)

    def run(self) -> None:
        if not self.busy:
            self._next_step()

    def _next_step(self) -> None:
        gen = self.gen
        while self.queue:
            step = self.queue.popleft()
            result = step()
            if gen != self.gen:
                return
            if not result:
                continue
            self.busy = True
            if isinstance(result, int):
                QTimer.singleShot(result, self, lambda g=gen: self._step_done(g))
            else:
                self.anim = result
                result.finished.connect(lambda g=gen: self._step_done(g))
                result.start()
            return
        self.busy = False
        self.anim = None
        QTimer.singleShot(0, self, lambda g=gen: self._idle(g))

    def _idle(self, gen: int) -> None:
        if gen == self.gen and not self.busy and not self.queue:
            self.idle.emit()

    def _step_done(self, gen: int) -> None:
        if gen != self.gen:
            return
        if self.anim is not None:
            self.anim.deleteLater()
            self.anim = None
        self.busy = False
        # on the director's timer: a window deleted meanwhile (its scene gone) runs no step
        QTimer.singleShot(0, self, self._next_step)

    # ------------------------------------------------------------------ words on the table
    def say(self, text: str | None) -> None:
        if text:
            self.status.emit(text)

    def _bubble(self, seat: int, line) -> None:
        if line is not None and line.bubble is not None:
            s, text, hold = line.bubble
            self.show_bubble(s, text, None if hold is None else self.ms(hold))

    def show_bubble(self, seat: int, text: str, hold_ms: int | None = None) -> None:
        b = self.scene.bubbles.get(seat)
        if b is None:
            return
        b.set_text(text)
        if self.layout is not None:
            keep_bubbles_clear(self.scene, self.layout, self.keep_clear)
        b.setVisible(True)
        t = self._bubble_timers.pop(seat, None)
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

    def last_trick(self):
        """The last finished trick as (title, [(name, card text, won)]), or None."""
        game = self.game
        deal = self.shown_deal()
        if deal is None or not deal.tricks:
            return None
        leader, cards, winner = deal.tricks[-1]
        n = game.rules.players
        names = self.narrator.names
        entries = [(names[(leader + i) % n], str(c), (leader + i) % n == winner) for i, c in enumerate(cards)]
        return self.narrator.last_trick_title(winner), entries

    # ------------------------------------------------------------------ a deal
    def show_opening(self, deal, number: int) -> None:
        """Animate a new deal: the pack, each packet of the first deal, the turned card."""
        self.deal_no = number
        m = self.model
        m.reset()
        m.deck = list(deal.deck) if deal.deck else list(CARDS)
        self.scene.banner.setVisible(False)
        self.hide_bubbles()
        self.playable = set()
        self.q_call(self.refresh_info)
        self.q(lambda: self.scene.place(self.targets(), 0))
        if self.factor():  # the pack shown before the packets fly; animations off: dealt at once
            self.q_wait(150)
        for e in deal.opening:
            self._queue_event(e, deal)
        self.q_call(lambda: self.say(self.narrator.deal_started(number, deal)))
        self.run()

    def show_events(self, events, deal) -> None:
        """Queue the steps of the events one action caused, and play them (at once when
        the queue is idle: a card clicked starts moving in the same call)."""
        for e in events:
            self._queue_event(e, deal)
        if not self.busy:
            self._next_step()

    def _queue_event(self, e, deal) -> None:
        """Queue the steps that show event ``e`` of ``deal`` (cards moving, a bubble, a pause,
        a banner), with the narrator's words."""
        m = self.model
        line = self.narrator.event(e, deal)

        def tell():
            self._bubble(getattr(e, "seat", None), line)
            if line is not None:
                if line.banner:
                    self.show_banner(line.banner)
                self.say(line.status)

        if isinstance(e, ev.CardsDealt):
            def dealt():
                m.take_from_deck(e.cards)
                m.hands[e.seat].extend(e.cards)
            self.q_call(dealt)
            self.q_layout(170 if not e.completion else 200)
        elif isinstance(e, ev.CardTurned):
            def turn():
                m.take_from_deck([e.card])
                m.turned = e.card
            self.q_call(turn)
            self.q_layout(380)
        elif isinstance(e, ev.BidMade):
            self.q_call(tell)
            self.q_wait(450)
        elif isinstance(e, ev.TrumpFixed):
            def fixed():
                m.trump = int(e.trump)
                tell()
                self.refresh_info()
            self.q_call(fixed)
            self.q_wait(500)
            self.q_call(self.hide_bubbles)
            self.q_layout(300)
        elif isinstance(e, ev.TurnedCardGiven):
            def given():
                if m.turned == e.card:
                    m.turned = None
                m.hands[e.seat].append(e.card)
                m.revealed.add(int(e.card))
            self.q_call(given)
            self.q_layout(380)
        elif isinstance(e, ev.StockBottomShown):
            def bottom():
                m.bottom_shown = True
            self.q_call(bottom)
            self.q_layout(320)
        elif isinstance(e, ev.DealThrownIn):
            self.q_call(tell)
            self.q_wait(1600)
        elif isinstance(e, ev.SevenSwapped):
            def swap():
                m.hands[e.seat].remove(e.seven)
                m.hands[e.seat].append(e.turned)
                m.revealed.add(int(e.turned))
                if e.other is None:
                    m.turned = e.seven
                else:
                    m.hands[e.other].remove(e.turned)
                    m.hands[e.other].append(e.seven)
                    m.revealed.add(int(e.seven))
                tell()
            self.q_call(swap)
            self.q_layout(500)
            # a computer's swap is seen as it happens: its bubble, the turned card moving
            # into its hand face up, and a pause to read them (issue 23)
            self.q_wait(350 if e.seat in self.person_seats else 900)
        elif isinstance(e, ev.SequenceAnnounced):
            self.q_call(tell)
            self.q_wait(800)
        elif isinstance(e, ev.BellaAnnounced):
            def bella():
                self.revealed_bella(deal, e)
                tell()
            self.q_call(bella)
            self.q_wait(500)
        elif isinstance(e, ev.DebertzShown):
            def debertz():
                m.revealed.update(int(c) for c in e.cards)
                tell()
            self.q_call(debertz)
            self.q_layout(450)
            self.q_wait(2200)
        elif isinstance(e, ev.CardPlayed):
            def played():
                if e.card in m.hands[e.seat]:
                    m.hands[e.seat].remove(e.card)
                m.trick.append((e.seat, e.card))
                tell()
            self.q_call(played)
            self.q_layout(330)
            if self.card_min_ms and e.seat not in self.person_seats and self.person_seats:
                self.q(lambda: self.card_min_ms)  # a computer's card stays in view (pacing)
        elif isinstance(e, ev.TrickWon):
            def mark():
                self.mark_trick(e.seat)
                self.refresh_info()
            self.q_call(mark)
            if self.trick_pause_ms is None:
                self.q_wait(800)
            else:  # the player's own pause, whatever the animation speed
                self.q(lambda: self.trick_pause_ms)

            def collect():
                self.mark_trick(None)
                m.piles[deal.rules.side_of(e.seat)].extend(c for _, c in m.trick)
                m.trick = []
                tell()
                self.refresh_info()
            self.q_call(collect)
            self.q_layout(380)
        elif isinstance(e, ev.SequencesShown):
            def shown():
                for seat, q in e.shown:
                    m.revealed.update(int(c) for c in q.cards if c in m.hands[seat])
                tell()
            self.q_call(shown)
            self.q_layout(350)
            self.q_wait(1800)
            self.q_call(lambda: self.scene.banner.setVisible(False))
        elif isinstance(e, ev.DealScored):
            self.q_call(lambda: self.event_shown.emit(e))
            self.q_call(lambda: self._deal_scored(deal))
            return
        self.q_call(lambda: self.event_shown.emit(e))

    def _deal_scored(self, deal) -> None:
        """The scored deal is on the table: a thrown-in deal's cards go back to the pack (the
        next deal follows by itself); otherwise the summary (or, after a debertz, the end of the
        game) is due."""
        game = self.game
        entry = game.entries[-1]
        self.hide_bubbles()
        self.set_choices([])
        self.turn_seat = None  # nobody is to play: no plate lit, no turn read aloud
        self.refresh_info()
        res = entry.deal.result
        if res.thrown_in and not game.finished:
            self.scene.banner.setVisible(False)
            self.q_call(self.collect_all)
            self.q_layout(400)
            self.q_call(lambda: self.deal_shown.emit(entry))
            return
        self.scene.banner.setVisible(res.outcome == "debertz")
        if res.outcome == "debertz":
            self.game_shown.emit(game)
        else:
            self.deal_shown.emit(entry)

    def collect_all(self) -> None:
        """A thrown-in deal: all cards back to the pack."""
        m = self.model
        cards = [c for h in m.hands for c in h] + m.deck + ([m.turned] if m.turned is not None else [])
        m.reset()
        m.deck = cards

    def revealed_bella(self, deal, e) -> None:
        """The other bella card of a bella announcement is shown in its hand."""
        for c in range(32):
            if bella_cards(deal.trump) >> c & 1 and CARDS[c] != e.card and CARDS[c] in self.model.hands[e.seat]:
                self.model.revealed.add(c)

    def banner_point(self) -> QPointF:
        return self.layout.banner_point() if self.layout else QPointF()
