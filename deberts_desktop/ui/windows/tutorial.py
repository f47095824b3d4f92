"""The first-game tutorial (issue 24): one guided 2-player deal for someone who has never
played Debertz — dealing, taking, following suit and trumping, a terz, bella, the last
trick and how the deal is scored — each step waiting for the person's action, with its
one-line explanation in a small panel over the table.

The deal is set up (:data:`LESSON_DECK`, an ordinary deck for the engine's dealing, RULES.md
4) and every action of it is fixed (:data:`LESSON_SCRIPT`): the computer plays its script
(:attr:`~..game.session.GameSession.script`), and the person's legal action other than the
step's is refused with the step's words again (a dimmed card: with the engine's words why
it may not be played). It is a practice game: after the deal the game goes on as any game,
the computer deciding for itself.

Offered once, at the first interactive start (:meth:`..start.WindowStart.begin_play`, when
``app.run`` asks for it: never with ``--autoplay``, a record argument, the
``DEBERTS_EXIT_*`` starts or a window built by a test), and from Help → Tutorial."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from ...engine.actions import TAKE, Play
from ...engine.cards import Card
from ...engine.reasons import Reason
from ...engine.record import DealRecord, GameRecord, replay
from ...engine.rules import Rules

translate = QCoreApplication.translate


def _cards(text: str) -> list[Card]:
    return [Card.parse(c) for c in text.split()]


#: the lesson's dealer: the computer (seat 1), so the person (seat 0) bids first
LESSON_DEALER = 1
#: the deck, top card first: 3 and 3 to each (the person first), the turned ♥10, the
#: completion (3 each), the stock. The person: ♥K ♥Q ♥9 ♣7 ♣8 ♣9 ♣A ♠K ♠10 (the terz
#: 7-8-9 of clubs, bella in hearts); the computer: ♠A ♠Q ♠J ♥J ♥8 ♣K ♦A ♦K ♦8 (no
#: sequence); ♥7 stays in the stock, so nobody may swap the seven.
#:
#: Every action the lesson asks of the person is the Master's: its review
#: (:func:`~deberts_desktop.ai.review.review_deal`) rates none a loss — taking is worth more
#: than passing by the bidding simulation, and each card is a best card both double dummy
#: and by the fair values. The opponent's script is a best line double dummy (so the person
#: writes the deal's double-dummy value, 107), not by the fair values: the review marks two of
#: its cards (♠J and ♠A), the computer's, never the person's.
LESSON_DECK = _cards("KH QH 7C  AS 8H KC  8C 9C 9H  JS QS 8D  TH  AC KS TS  KD AD JH  "
                     "9D 7H TD 9S QC 7D TC AH 7S JC QD 8S JD")
#: the deal's actions in order, as (seat, action): the person takes (trump ♥), then the
#: nine tricks. The person: 107 (57 in cards, 10 the last trick, terz 20, bella 20), the
#: computer 44 (RULES.md 9: made, each side writes its own total).
LESSON_SCRIPT = [(0, TAKE)] + [(seat, Play(Card.parse(c))) for seat, c in (
    (0, "KS"), (1, "JS"), (0, "AC"), (1, "KC"), (0, "7C"), (1, "8H"), (1, "AS"), (0, "TS"),
    (1, "JH"), (0, "QH"), (1, "QS"), (0, "KH"), (0, "9H"), (1, "8D"), (0, "8C"), (1, "KD"),
    (0, "9C"), (1, "AD"))]


def lesson_game(names):
    """The lesson's game (a :class:`~deberts_desktop.engine.game.Game`), its deal at the
    bidding; ``names``: the two players' names, the person first."""
    record = GameRecord(Rules(players=2), list(names), [DealRecord(dealer=LESSON_DEALER, deck=list(LESSON_DECK))])
    return replay(record)


def is_lesson(game) -> bool:
    """``game`` is the lesson's, its deal not yet scored (a card taken back replays it)."""
    deal = getattr(game, "deal", None)
    return (deal is not None and len(game.entries) == 1 and game.rules.players == 2 and deal.dealer == LESSON_DEALER
            and [list(p) for p in deal.first_packets] == [[*LESSON_DECK[0:3], *LESSON_DECK[6:9]],
                                                           [*LESSON_DECK[3:6], *LESSON_DECK[9:12]]])


def step_text(step: int) -> str:
    """The explanation shown while the person's action number ``step`` of
    :data:`LESSON_SCRIPT` (its index there) is awaited, in the player's language; the
    points named are the engine's (a terz, bella, the last trick)."""
    from ...engine import sequences, totals

    terz, bella, last = str(sequences.TERZ), str(totals.BELLA), str(totals.LAST_TRICK)
    t = {
        0: translate("Tutorial", "Dealing: 6 cards each; the card face up is the turned card. Take makes its suit "
                     "trump and you the declarer, who must score more than the opponent; Pass leaves the choice "
                     "to the next player. With ♥K ♥Q ♥9 your hearts are strong: press Take, hearts are trump."),
        1: translate("Tutorial", "You took: 3 more cards each, the rest is the stock. ♣7 ♣8 ♣9 is a terz (three "
                     "in a row, %1 points), announced with your first card. The declarer leads: play ♠K.").replace("%1", terz),
        3: translate("Tutorial", "The highest card of the suit led wins the trick: your ♠K beat ♠J, and the "
                     "trick's winner leads next. Your terz is the best sequence: %1 points. Now lead ♣A.").replace("%1", terz),
        5: translate("Tutorial", "Your opponent had to follow suit with ♣K. Now lead ♣7."),
        8: translate("Tutorial", "Your opponent had no clubs, so had to play a trump: ♥8 won the trick. Now he leads "
                     "♠A: you must follow suit with your spade, ♠10."),
        10: translate("Tutorial", "The trumps rank J, 9, A, 10, K, Q, 8, 7: ♥J is the highest. A trump was led, so "
                      "you must play one: ♥Q. With ♥K in your hand that is bella (king and queen of trumps, %1 "
                      "points), announced with the first of them.").replace("%1", bella),
        12: translate("Tutorial", "Your opponent leads ♠Q. You have no spades, so you must play a trump: ♥K takes "
                      "the trick."),
        13: translate("Tutorial", "A trump beats every card of another suit. Lead your last trump, ♥9: with ♥J gone, "
                      "no trump can beat it."),
        15: translate("Tutorial", "Your opponent has no clubs (he trumped your ♣7) and no trumps (none on your ♥9): "
                      "lead ♣8, it wins."),
        17: translate("Tutorial", "The last trick: its winner scores %1 more. Play ♣9: your opponent has no clubs "
                      "and no trumps left.").replace("%1", last),
    }
    return t.get(step, "")


def scored_text(game) -> str:
    """The explanation when the lesson's deal is scored: the person's (seat 0's) card
    points, last trick, sequence and bella as the engine totalled them (its
    :class:`~deberts_desktop.engine.totals.DealTotals`), against the opponent's total,
    and the game's target."""
    t = game.entries[0].deal.result.breakdown
    return (translate("Tutorial", "Cards %1 + last trick %2 + terz %3 + bella %4 = %5 beat your opponent's %6: each "
                      "side writes its own total (less would be a bait: you 0). The first to %7 wins.")
            .replace("%1", str(t.card_points[0])).replace("%2", str(t.last_trick_points[0]))
            .replace("%3", str(t.sequences[0])).replace("%4", str(t.bella[0])).replace("%5", str(t.totals[0]))
            .replace("%6", str(t.totals[1])).replace("%7", str(game.rules.target)))


def offer_text() -> str:
    """The offer at the first start."""
    return translate("Tutorial", "New to Debertz? A guided first deal teaches the game step by step.")


class LessonRefusal(Reason):
    """A legal action the lesson does not take now (``code`` ``"lesson"``)."""


class TutorialPanel(QFrame):
    """The one-line explanation over the table, right of the trick, with the offer's two
    buttons (shown only for the offer)."""

    def __init__(self, parent):
        super().__init__(parent)
        from ..table.panels import PANEL_STYLE

        self.setObjectName("panel")
        self.setStyleSheet(PANEL_STYLE)
        self.setAccessibleName(translate("Tutorial", "Tutorial"))
        self.layout_ = None  # the table's layout it was last placed by
        self.label = QLabel(self)
        self.label.setObjectName("tutorialText")
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.start_button = QPushButton(translate("Tutorial", "Start the tutorial"), self)
        self.no_button = QPushButton(translate("Tutorial", "No, thanks"), self)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for b in (self.start_button, self.no_button):
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            buttons.addWidget(b)
        box = QVBoxLayout(self)
        box.setContentsMargins(12, 8, 12, 8)
        box.addWidget(self.label)
        box.addLayout(buttons)
        self.hide()

    def show_text(self, text: str, offer: bool = False) -> None:
        self.label.setText(text)
        self.setAccessibleDescription(text)
        self.start_button.setVisible(offer)
        self.no_button.setVisible(offer)
        self.show()
        self.place()  # the table's layout of the last time

    def hideEvent(self, event) -> None:  # noqa: N802 (Qt name)
        from ..table.panels import keys_back_to_table

        keys_back_to_table(self)  # the offer answered with the keyboard: the table has the keys
        super().hideEvent(event)

    def place(self, layout=None) -> None:
        """Right of the trick, across the table's middle. ``layout``: the table's
        :class:`~..table.layout.TableLayout` (None: the last one given)."""
        view = self.parentWidget()
        self.layout_ = layout or self.layout_
        L = self.layout_
        if view is None or L is None:
            return
        font = self.label.font()
        font.setPixelSize(int(max(12, min(18, L.font_px * 0.9))))
        self.label.setFont(font)
        if L.n == 2:
            x = int(L.cx + L.cw * 0.95)
            width = int(min(view.width() - L.m - x, font.pixelSize() * 34))
        else:  # the offer over a 3- or 4-player table: in the middle (it goes at the person's first action)
            width = int(min(view.width() - 2 * L.m, font.pixelSize() * 30))
            x = int((view.width() - width) / 2)
        width = max(160, width, min(self.minimumSizeHint().width(), view.width() - 2 * int(L.m)))
        x = int(min(x, view.width() - L.m - width))
        self.setFixedWidth(width)
        self.layout().activate()
        height = max(self.layout().totalHeightForWidth(self.width()), self.minimumSizeHint().height())
        self.setFixedHeight(height)
        self.move(x, int(max(L.m, L.cy - height / 2)))
        self.raise_()


class Tutorial(QObject):
    """The tutorial of window ``w`` (a :class:`~.main_window.MainWindow`): :meth:`offer`,
    :meth:`start`; while its deal is played it is the session's
    :attr:`~..game.session.GameSession.script`. ``game``: the lesson's game (None: none
    started); ``panel``: its :class:`TutorialPanel` over the table (made when first shown)."""

    def __init__(self, window):
        super().__init__(window)
        self.w = window
        self.game = None
        self.panel: TutorialPanel | None = None
        self.text = ""
        self.scored = False  # the lesson's deal was scored on the table (its words told)
        self._wired = False
        #: the widget whose words came while the replay table was shown (the lesson's panel,
        #: the end-of-deal panel): told to a screen reader once the game's table is back
        self._untold = None

    # ------------------------------------------------------------------ the panel
    def _panel(self) -> TutorialPanel:
        if self.panel is None:
            self.panel = TutorialPanel(self.w.view)
            self.panel.start_button.clicked.connect(self._offer_taken)
            self.panel.no_button.clicked.connect(self._offer_declined)
            self.w.view.resized.connect(self._resized)
        return self.panel

    def offer(self) -> None:
        """The first interactive start: the offer on the table (the game started as usual
        behind it), remembered in the settings so it is made once."""
        w = self.w
        if w.settings is None or w.settings.tutorial_offered:
            return
        from dataclasses import replace

        w.settings = replace(w.settings, tutorial_offered=True)
        w.window_settings.save(quiet=True)
        panel = self._panel()
        panel.layout_ = w.director.layout
        panel.show_text(offer_text(), offer=True)
        w.session.prompt.connect(self._offer_passed)
        w.session.started.connect(self._offer_left)

    def key(self, key: int) -> bool:
        """A key on the table: Escape with the offer open answers it "No, thanks" (as
        Escape in a dialog; Help → Tutorial stays). True when the key was used."""
        panel = self.panel
        if key == Qt.Key.Key_Escape and panel is not None and panel.no_button.isVisible():
            panel.no_button.click()
            return True
        return False

    def _offer_passed(self, seat: int, actions) -> None:
        """The person acted (the session's prompt withdrawn) with the offer open: playing on
        is the answer, the offer goes (Help → Tutorial stays)."""
        panel = self.panel
        if seat < 0 and panel is not None and panel.start_button.isVisible():
            self._offer_declined()

    def _offer_left(self, _game) -> None:
        """Another game started with the offer open (New game, Problems, a practice game):
        the person chose what to play, the offer goes (Help → Tutorial stays)."""
        panel = self.panel
        if panel is not None and panel.start_button.isVisible():
            self._offer_declined()

    def _offer_taken(self) -> None:
        self._offer_declined()  # the offer answered
        self.start()

    def _offer_declined(self) -> None:
        self.panel.hide()
        self.panel.start_button.hide()
        for signal, slot in ((self.w.session.prompt, self._offer_passed), (self.w.session.started, self._offer_left)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):  # already disconnected
                pass

    # ------------------------------------------------------------------ the lesson
    def start(self) -> None:
        """Help → Tutorial (or the offer taken): the lesson's deal as a practice game (a
        game in progress is asked about first, as for a new game)."""
        w = self.w
        self._wire()

        def begin():
            from ...storage.history import PracticeMark

            w.starter.keep_saved_game()
            names = w.seat_names(Rules(players=2))
            game = lesson_game(names)
            self.game, self.scored = game, False
            w.session.script = self
            w.session.continue_game(game, [None, w.seat_levels(game.rules)[1]], None, PracticeMark())
            w.show_continued(game, "set_up")
            self.show(step_text(0))

        w.questions.ask_new_game(start=begin, starting="lesson")

    def _wire(self) -> None:
        """Follow the session and the table (once)."""
        if self._wired:
            return
        self._wired = True
        w = self.w
        ses = w.session
        ses.started.connect(self._game_started)
        ses.prompt.connect(self._prompt)
        ses.refused.connect(self._refused)
        ses.applied.connect(self._applied)
        ses.deal_started.connect(self._deal_started)
        w.stack.currentChanged.connect(self._page_changed)
        w.director.deal_shown.connect(self._deal_shown)
        w.scene.card_refused.connect(self._card_refused)

    def resume(self, game) -> bool:
        """``game``, about to be continued (the autosave at the next start, History), is the
        lesson's deal not scored yet (:func:`is_lesson`: the app was closed during the
        tutorial): the lesson goes on at its step, its script driving the computer from the
        first action asked, its words at the person's turn. Returns whether it was the
        lesson's."""
        if not is_lesson(game):
            return False
        self._wire()
        self.game, self.scored = game, False
        self.w.session.script = self
        return True

    @property
    def active(self) -> bool:
        """The lesson's deal is being played."""
        game = self.game
        return (game is not None and self.w.session.game is game and game.deal is not None
                and len(game.entries) == 1 and not game.deal.is_done)

    def step(self) -> int:
        """The index in :data:`LESSON_SCRIPT` of the next action of the lesson's deal."""
        return len(self.game.deal.history)

    def show(self, text: str) -> None:
        self.text = text
        panel = self._panel()
        panel.layout_ = self.w.director.layout
        panel.show_text(text)  # (hidden with the game's table while a replay is shown)
        self._tell(panel, text)  # a screen reader hears each step as it comes

    def _tell(self, widget, text: str) -> None:
        """``text`` to a screen reader from ``widget``; while the replay table is shown (the
        game's waits behind it) nothing is said: the words are told when the game's table
        comes back (:meth:`_page_changed`)."""
        if self.w.replays.in_replay():
            self._untold = widget
            return
        self._untold = None
        from ..widgets.accessible import announce

        announce(widget, text)

    def _page_changed(self, _index: int) -> None:
        """Back from the replay table to the game's: the lesson's words that came meanwhile
        are told now (the latest only, as the panel shows it)."""
        widget = self._untold
        if widget is None or self.w.replays.in_replay():
            return
        self._untold = None
        if widget.isVisible() and self.text:
            from ..widgets.accessible import announce

            announce(widget, self.text)

    def _resized(self) -> None:
        self.panel.place(self.w.director.layout)

    def computer(self, deal):
        """The computer's fixed action now (the session asks), or None."""
        if not self.active or deal is not self.game.deal:
            return None
        i = self.step()
        if i < len(LESSON_SCRIPT) and LESSON_SCRIPT[i][0] == deal.current_player:
            return LESSON_SCRIPT[i][1]
        return None

    def hint(self, deal):
        """The person's action of the step (Hint shows it), or None."""
        if not self.active or deal is not self.game.deal:
            return None
        i = self.step()
        return LESSON_SCRIPT[i][1] if i < len(LESSON_SCRIPT) and LESSON_SCRIPT[i][0] == 0 else None

    def holds(self, deal) -> bool:
        """The lesson never stops its deal: whoever is to act is asked."""
        return False

    def refuse(self, deal, action):
        """Why the lesson does not take the person's ``action`` now (a
        :class:`LessonRefusal`), or None: it is the step's action, or an illegal one
        (the engine refuses it with its own words)."""
        if not self.active or deal is not self.game.deal:
            return None
        i = self.step()
        if i >= len(LESSON_SCRIPT) or action == LESSON_SCRIPT[i][1] or not deal.is_legal(action):
            return None
        return LessonRefusal("lesson", "the lesson takes another action now")

    def _refused(self, action, why) -> None:
        if not self.active:
            return
        if isinstance(why, LessonRefusal):
            words = translate("Tutorial", "That is allowed, but this lesson goes another way.")
        elif isinstance(action, Play):
            words = self.w.director.narrator.refused(action.card, why)
        else:
            return
        self.show(words + " " + step_text(self.step()))
        self.w.say(self.text)

    def _card_refused(self, card) -> None:
        """A dimmed card clicked: the engine's words why not, and the step again."""
        if not self.active or self.w.session.waiting is None or self.w.session.waiting[0] != "person":
            return
        why = self.game.deal.why_illegal(Play(card))
        if why is not None:
            self.show(self.w.director.narrator.refused(card, why) + " " + step_text(self.step()))

    def _prompt(self, seat: int, actions) -> None:
        if self.active and seat == 0 and actions:
            self.show(step_text(self.step()))

    def _applied(self, events, deal) -> None:
        game = self.game
        if game is None or self.w.session.game is not game or not game.entries or deal is not game.entries[0].deal:
            return
        if deal.is_done:  # scored: the computer decides for itself from now on
            self.w.session.script = None

    def _deal_shown(self, entry) -> None:
        """The lesson's deal is scored on the table (the table may show it before or after
        :meth:`_applied`): how, at the top of the end-of-deal panel (beside it, a panel of
        its own covered the panel or was covered by it on a small table); right of the
        trick when no end-of-deal panel is shown."""
        game = self.game
        if game is None or self.scored or not game.entries or entry.deal is not game.entries[0].deal:
            return
        self.scored = True
        self.w.session.script = None
        text = scored_text(game)
        if not self.w.overlays.summary_note(text):
            self.show(text)
            return
        self.text = text
        if self.panel is not None:
            self.panel.hide()
        self._tell(self.w.summary, text)

    def _deal_started(self, deal, number) -> None:
        game = self.game
        if game is not None and self.w.session.game is game and len(game.entries) > 1:  # the next deal: on its own
            self.game = None
            if self.panel is not None:
                self.panel.hide()

    def _game_started(self, game) -> None:
        if self.game is not None and self.w.session.script is self and is_lesson(game):
            self.game = game  # the lesson's deal again (a card taken back): the lesson goes on
            return
        if game is not self.game:  # another game: the lesson is over
            if self.w.session.script is self:
                self.w.session.script = None
            self.game = None
            if self.panel is not None and not self.panel.start_button.isVisible():
                self.panel.hide()
