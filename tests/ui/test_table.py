"""The card table played the way a person plays it: buttons for bids, clicks on cards,
in every mode; the table agrees with the engine; screenshots of each phase."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage, QPainter

from deberts_desktop.engine.actions import Bid, Play
from deberts_desktop.engine.cards import Card
from deberts_desktop.engine.rules import Rules
from deberts_desktop.ui.table.director import hand_sort_key

from .table_driver import (MODES, Person, engine_game, legal_now, make_window, person_turn, shown_window,
                           status_log, visible_point)
from .table_driver import settle  # the settled layout: docs/test-waits.md


@pytest.mark.parametrize("players,mode", MODES, ids=["2p", "3p", "4i", "4p"])
def test_play_a_whole_deal_in_each_mode(qtbot, players, mode):
    # the person bids first: nothing happens before the driver follows the deal
    win = make_window(qtbot, players, mode, seed=11, dealer=players - 1)
    person = Person(qtbot, win)
    state = person.play_deal(shots=True, tag=f"{players}{mode[0]}-")
    assert state in ("summary", "final")
    ses, d = win.session, win.director
    entry = ses.game.entries[-1]
    assert entry.row is not None
    deal = entry.deal
    if not deal.result.thrown_in:
        # every card went to a pile; the piles agree with the tricks taken
        assert sum(len(p) for p in d.model.piles) == len(deal.tricks) * players
        assert not d.model.trick
    assert person.mismatches == []
    assert person.idle_checks > 5
    assert person.events_checked > 10
    assert any("bidding" in name for name in person.shots) and any("summary" in name for name in person.shots)
    # the summary panel shows what each side writes, and continues to the next deal
    if state == "summary":
        assert "Writes" in win.summary.body.toPlainText()
        qtbot.mouseClick(win.summary.buttons[0], Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: d.deal_no == 2 and ses.game.deal is not None, timeout=5000)


def test_illegal_cards_cannot_be_played(qtbot):
    """A click on a card the rules forbid (RULES.md: follow suit) plays nothing; the
    status line says why."""
    from deberts_desktop.engine.actions import DECLINE, PASS

    from .test_options_and_worker import set_deal

    deal = set_deal(Rules(players=2), 1, [["7D", "7S", "8S", "7H", "8H", "7C"], ["JD", "9D", "AD", "TD", "KD", "AS"]],
                    "QD", [["8C", "9S", "9H"], ["AH", "AC", "KS"]])
    win = make_window(qtbot, 2, dealer=1, deals=[deal])
    said = status_log(win)
    person = Person(qtbot, win)
    assert person.wait() == "turn"
    person.click_button(PASS)  # seat 1 takes diamonds
    assert person.wait() == "turn"
    person.click_button(DECLINE)  # the seven of trumps stays in the hand
    assert person.wait() == "turn"
    led = Card(deal.trick_cards[0])  # seat 1 led; the person holds every suit: must follow
    wrong = next(c for c in deal.hand(0) if c.suit != led.suit)
    k = len(deal.history)
    person.play()  # clicks the first card that may not be played (refused), then a legal one
    assert person.illegal_tried == 1 and wrong in deal.hand(0)
    suit = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}[led.suit.letter]
    assert [line for line in said if "cannot" in line] == [f"You cannot play {wrong.pretty}. You must follow suit: {suit}."]
    seat, played = deal.history[k]
    assert seat == 0 and played.card.suit == led.suit
    assert person.mismatches == []


def test_a_game_played_to_its_end(qtbot):
    """The last deals of a game played through the table (the deals before them made by
    the engine, the game continued): the end-of-game panel, its keys, New game."""
    rules = Rules(players=2)
    last = len(engine_game(rules, 100, seed=3).rows)
    win = shown_window(qtbot, rules, last - 1, seed=3)
    assert win.summary.isVisible() and not win.session.game.finished
    qtbot.mouseClick(win.summary.buttons[0], Qt.MouseButton.LeftButton)
    person = Person(qtbot, win)
    ses = win.session
    for _ in range(40):
        state = person.play_deal()
        if state == "final":
            break
        if ses.game.finished:
            qtbot.mouseClick(win.summary.buttons[0], Qt.MouseButton.LeftButton)
            qtbot.waitUntil(win.final.isVisible, timeout=5000)
            break
        qtbot.mouseClick(win.summary.buttons[0], Qt.MouseButton.LeftButton)
    game = ses.game
    assert game.finished
    assert win.final.isVisible()
    settle(qtbot, win)
    # Enter closes the panel (issue 23): a new game only from its button or Ctrl+N
    assert win.focusWidget() is win.final.buttons[1] and win.final.buttons[1].text() == "Close"
    qtbot.keyClick(win.final.buttons[1], Qt.Key.Key_Return)
    assert not win.final.isVisible() and ses.game is game
    win.overlays.show_game_over(game, ses.person_seats)
    qtbot.keyClick(win.final.buttons[1], Qt.Key.Key_Escape)  # Escape closes the panel too
    assert not win.final.isVisible()
    # the closed panel leaves the table saying what comes next (issue 12, defect 11)
    assert win.status_label.text() == "The game is over. Game → New game (Ctrl+N) starts the next one."
    win.overlays.show_game_over(game, ses.person_seats)  # shown again, for the rest of the test
    text = win.final.body.toPlainText()
    assert "Final scores" in text
    person.shot("game-over")
    assert person.mismatches == []
    # New game from the final panel starts again at once (a finished game asks nothing)
    qtbot.mouseClick(win.final.buttons[0], Qt.MouseButton.LeftButton)
    assert win.questions.question is None
    qtbot.waitUntil(lambda: ses.game is not game and ses.game.deal is not None and not ses.game.entries[0].row,
                    timeout=5000)
    assert not win.final.isVisible()


def test_keyboard_bids_and_plays(qtbot):
    win = make_window(qtbot, 2, "pairs", seed=21)
    person = Person(qtbot, win)
    ses, d = win.session, win.director
    assert person.wait() == "turn"
    # bid by key: T takes in round 1 (or S/H/D/C names in round 2)
    deal = ses.game.deal
    while deal.phase in ("bidding_1", "bidding_2"):
        prompt = legal_now(win)
        if deal.phase == "bidding_1":
            qtbot.keyClick(win.view, Qt.Key.Key_T)
        else:
            name = next(a for a in prompt if isinstance(a, Bid) and a.kind == "name")
            qtbot.keyClick(win.view, getattr(Qt.Key, f"Key_{name.suit.letter}"))
        if person.wait() != "turn":
            return
    assert deal.declarer is not None
    # play by keys: arrows choose among the playable cards, Enter plays
    for _ in range(3):
        if person.wait() != "turn" or not any(isinstance(a, Play) for a in legal_now(win)):
            break
        before = len(deal.history)
        qtbot.keyClick(win.view, Qt.Key.Key_Right)
        chosen = d.selected
        assert chosen is not None and win.scene.cards[chosen].marked
        assert Play(Card(chosen)) in legal_now(win)
        qtbot.keyClick(win.view, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: len(deal.history) > before, timeout=5000)
        assert deal.history[before] == (0, Play(Card(chosen)))
    assert person.mismatches == []


def test_drag_a_card_to_the_middle(qtbot):
    win = make_window(qtbot, 2, "pairs", seed=8)
    person = Person(qtbot, win)
    while True:
        assert person.wait() == "turn"
        if any(isinstance(a, Play) for a in legal_now(win)):
            break
        person.act()
    deal = win.session.game.deal
    card = next(a.card for a in legal_now(win) if isinstance(a, Play))
    item = win.scene.cards[int(card)]
    start = visible_point(win.view, item)
    L = win.director.layout
    end = win.view.mapFromScene(QPointF(L.cx, L.cy))
    before = len(deal.history)
    vp = win.view.viewport()
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 6):
        qtbot.mouseMove(vp, start + (end - start) * k / 5)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)
    qtbot.waitUntil(lambda: len(deal.history) > before, timeout=5000)
    assert deal.history[before] == (0, Play(card))


def test_hint_and_last_trick(qtbot):
    win = make_window(qtbot, 3, "pairs", seed=4)
    person = Person(qtbot, win)
    ses = win.session
    plays = 0
    while plays < 2:
        assert person.wait() == "turn"
        if any(isinstance(a, Play) for a in legal_now(win)) and ses.game.deal.phase == "play":
            plays += 1
            if plays == 2:
                break
        person.act()
    with qtbot.waitSignal(ses.hint_ready, timeout=5000) as blocker:
        qtbot.mouseClick(win.hint_button, Qt.MouseButton.LeftButton)
    assert blocker.args[0] in legal_now(win)
    assert win.scene.cards[int(blocker.args[0].card)].marked
    assert win.status_label.text() == f"Hint: play {blocker.args[0].card.pretty}"
    deal = ses.game.deal
    assert deal.tricks  # the person has played into the second trick
    qtbot.keyClick(win.view, Qt.Key.Key_L)
    preview = win.scene.preview
    assert preview.isVisible() and len(preview.entries) == 3
    leader, cards, winner = deal.tricks[-1]
    assert [(name, text) for name, text, _ in preview.entries] == [
        (ses.game.names[(leader + i) % 3], str(c)) for i, c in enumerate(cards)]
    assert [won for *_, won in preview.entries].count(True) == 1
    taker = "you took it" if winner == 0 else f"{ses.game.names[winner]} took it"
    assert preview.title == f"Last trick — {taker}"
    person.shot("hint-and-last-trick")  # the hinted card's gold edge and the preview, for the eye


def test_resize_relays_out_the_table(qtbot):
    win = make_window(qtbot, 4, "pairs", seed=2, size=(800, 600))
    person = Person(qtbot, win)
    person.wait()
    d = win.director
    small = d.layout.cw
    for w, h in ((1920, 1080), (1000, 700), (800, 600), (1600, 1200)):
        win.resize(w, h)
        qtbot.waitUntil(lambda: abs(d.layout.W - win.view.viewport().width()) < 1, timeout=3000)
        # every card of the hand is inside the window and face up
        vp = win.view.viewport().rect()
        for card in win.session.game.deal.hand(0):
            item = win.scene.cards[int(card)]
            assert vp.contains(win.view.mapFromScene(item.pos()))
        person.shot(f"resize-{w}x{h}")
    win.resize(1920, 1080)
    qtbot.waitUntil(lambda: d.layout.cw > small, timeout=3000)
    assert person.mismatches == []


def test_hand_sorting_groups_trumps():
    cards = [Card.parse(t) for t in "7H AS 9D JC KH 8S".split()]
    order = sorted(cards, key=lambda c: hand_sort_key(c, 2))
    assert [str(c) for c in order][0] == "9D"
    suits = [c.suit for c in order]
    # each suit is together
    assert suits == sorted(suits, key=lambda s: suits.index(s))


def test_none_refcount_is_steady_under_many_qt_calls(qtbot):
    """PySide6 6.12 on Python 3.11 leaked a reference to None per call (qt-notes.md)."""
    win = make_window(qtbot, 2, "pairs", seed=1)
    item = win.scene.cards[0]
    before = sys.getrefcount(None)
    for i in range(5000):
        item.setPos(i % 50, i % 30)
        item.setRotation(i % 7)
        item.setZValue(i % 11)
    after = sys.getrefcount(None)
    assert abs(after - before) < 100


def test_a_deal_with_real_animations(qtbot):
    """Fast animations and a short computer delay: the queue of animations plays a whole
    deal and the table still agrees with the engine."""
    win = make_window(qtbot, 2, "pairs", seed=13, speed="fast", think_delay_ms=30)
    person = Person(qtbot, win)
    assert person.play_deal() in ("summary", "final")
    assert person.mismatches == []
    d = win.director
    assert not d.queue and not d.busy
    # cards rest where the layout puts them
    for card, spot in d.targets().items():
        item = win.scene.cards[card]
        assert abs(item.pos().x() - spot.x) < 1 and abs(item.pos().y() - spot.y) < 1


def test_a_card_turning_over_is_drawn_narrowed(qtbot):
    """The flip: a card's face runs from 0 (back) to 1 (face) and the card is drawn
    |2 × face − 1| of its width, so half as wide at a quarter and three quarters of the
    turn, and not at all edge-on (face 0.5)."""
    win = make_window(qtbot, 2, "pairs", seed=1)
    item = win.scene.cards[int(win.session.game.deal.hand(0)[0])]

    def drawn_width(face: float) -> int:
        item.face = face
        r = item.boundingRect()
        image = QImage(int(r.width()) + 1, int(r.height()) + 1, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QPainter(image)
        painter.translate(-r.left(), -r.top())
        item.paint(painter, None)
        painter.end()
        cols = [x for x in range(image.width()) if any(image.pixelColor(x, y).alpha() for y in
                                                      range(0, image.height(), 4))]
        return cols[-1] - cols[0] + 1 if cols else 0

    whole = drawn_width(1.0)
    assert whole >= win.scene.card_w  # the card and its shadow
    assert drawn_width(0.5) == 0
    for face in (0.75, 0.25):  # the face, then the back, half turned
        assert abs(drawn_width(face) - whole / 2) <= 2, face
    assert drawn_width(0.0) == whole


@pytest.mark.parametrize("dx", [0.0, 0.3, 0.5, 0.8])
def test_a_card_lying_straight_is_drawn_with_its_image_s_own_pixels(qtbot, dx):
    """A card lying straight at its drawn size shows its image's own pixels, placed on the
    nearest whole pixel wherever it lies (Qt copies an image moved only, however smooth the
    painter); its shadow (issue 21: a copied image too, no longer a path filled for each
    card) shows to the right of it and below, black and see-through. A card turned at an
    angle is smoothed (not the same pixels)."""
    win = make_window(qtbot, 2, "pairs", seed=1)
    item = win.scene.cards[int(win.session.game.deal.hand(0)[0])]
    item.face = 1.0
    w, table = win.scene.card_w, win.scene
    pix = table.art.face(item.card, table.render_w, 1.0).toImage()
    assert table.render_w == w and pix.width() == round(w)

    def drawn(angle: float = 0.0) -> QImage:
        image = QImage(int(w) + 40, int(w * 1.4) + 40, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QPainter(image)
        painter.translate(20 + w / 2 + dx, 20 + w * 0.7 + dx)
        painter.rotate(angle)
        item.paint(painter, None)
        painter.end()
        return image

    image = drawn()
    left = top = int(20 + dx + 0.5)  # the card's top left corner, on the nearest whole pixel
    m = round(w * 0.07) + 1  # inside the rounded corners (where the shadow shows through)
    inside = (m, m, pix.width() - 2 * m, pix.height() - 2 * m)
    assert image.copy(left + m, top + m, *inside[2:]) == pix.copy(*inside)
    below, right = image.pixelColor(left + pix.width() // 2, top + pix.height()), \
        image.pixelColor(left + pix.width(), top + pix.height() // 2)
    assert 0 < below.alpha() < 255 and 0 < right.alpha() < 255 and below.black() == 255  # the shadow
    assert drawn(5.0).copy(left + m, top + m, *inside[2:]) != pix.copy(*inside)


@pytest.mark.parametrize("scale, at, moved", [
    (1.0, (10.3, 20.6), (-0.3, 0.4)),   # to (10, 21)
    (1.0, (10.5, 20.5), (0.5, 0.5)),    # a half rounds up, as Qt places a copied image: (11, 21)
    (2.0, (10.3, 20.6), (0.2, -0.1)),  # device pixels are half a logical one: (20.6, 41.2) to (21, 41)
])
def test_a_card_lying_straight_is_moved_onto_whole_device_pixels(qapp, scale, at, moved):
    """:func:`snap_to_pixels` moves the painter by less than a device pixel so that the point
    falls on a whole device pixel (worked out by hand above), and leaves a turned painter as
    it is."""
    from deberts_desktop.ui.table.items import snap_to_pixels

    image = QImage(64, 64, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    try:
        painter.scale(scale, scale)  # as the device pixel ratio does
        assert snap_to_pixels(painter, QPointF(*at))
        t = painter.worldTransform()
        assert (round(t.dx() / scale, 6), round(t.dy() / scale, 6)) == moved
        painter.resetTransform()
        painter.rotate(5.0)
        assert not snap_to_pixels(painter, QPointF(*at))
        assert painter.worldTransform().dx() == 0.0
    finally:
        painter.end()


@pytest.mark.parametrize("size", [(1280, 800), (900, 640)])
def test_a_speech_bubble_never_covers_a_name_plate(qtbot, size):
    """Bidding with four players: the top seat's bubble sits under its hand, and goes down
    below a name plate that is there (a plate moved under the hand beside a wide score
    box) — in Russian too, whose words are longer."""
    from PySide6.QtCore import QLocale
    from PySide6.QtWidgets import QApplication

    from deberts_desktop.ui import i18n

    app = QApplication.instance()
    before = QLocale()
    i18n.install_translator(app, "ru")
    try:
        win = make_window(qtbot, 4, "pairs", seed=1, size=size, rules=Rules(players=4, mode="pairs", target=1001))
        d = win.director
        qtbot.waitUntil(lambda: person_turn(win), timeout=20000)
        sc = win.scene
        top = [s for s in sc.bubbles if d.layout.where[s] == "top"][0]
        for text in ("Пас", "Беру ♥ Черви", "Терц до туза червей; полтинник до короля пик"):
            d.show_bubble(top, text)
            bubble = sc.bubbles[top].outline()
            for seat, plate in sc.plates.items():
                assert not plate.outline().intersects(bubble), (text, seat)
            assert sc.sceneRect().contains(bubble)
        # a plate moved under the top hand (beside a wide score box) pushes the bubble down
        plate = sc.plates[top]
        r = d.layout.hand_rect(top)
        plate.anchor = "topleft"
        plate.setPos(QPointF(r.center().x() - 20, r.bottom() + d.layout.m * 0.5))
        d.show_bubble(top, "Пас")
        assert not plate.outline().intersects(sc.bubbles[top].outline())
        assert sc.bubbles[top].pos().y() > plate.outline().bottom()
    finally:
        i18n.install_translator(app, "en")
        QLocale.setDefault(before)


def _position(qtbot, hands, trump, declarer, leader, size=(1100, 720), dealer=0):
    """A window at ``size`` going on with a 2-player deal set at its first lead
    (``hands``: the cards each seat holds), waiting for the person's card."""
    from deberts_desktop.engine.deal import Deal
    from deberts_desktop.engine.game import Game

    rules = Rules(players=2)
    win = make_window(qtbot, 2, size=size)
    game = Game(rules, dealer=dealer, names=["You", "Anna"])
    game.start_deal(Deal.at_first_lead(rules, dealer, hands, trump, declarer, leader))
    win.continue_game(game, win.seat_levels(rules))
    qtbot.waitUntil(lambda: person_turn(win) and bool(legal_now(win)), timeout=5000)
    return win


def test_a_click_on_a_dimmed_card_never_plays_the_card_under_it(qtbot):
    """Issue 19, 2: 2 players at 1100×720, clubs trump, Anna leads ♥A; the person holds
    ♥8 ♥7 ♠10 ♠9 ♦A, shown in that order (clubs, hearts, spades, diamonds), so ♠10 lies
    over ♥7. A click on the strip of ♠10 that shows (its left edge, over ♥7) plays
    nothing and says why ♠10 cannot be played; a click on ♥7 plays ♥7."""
    win = _position(qtbot, [["8H", "7H", "TS", "9S", "AD"], ["AH", "KH", "QH", "JH", "TH"]], "C", 1, 1)
    deal = win.session.game.deal
    assert deal.trick_cards == [Card.parse("AH")]
    scene, view = win.scene, win.view
    ten, seven = scene.cards[int(Card.parse("TS"))], scene.cards[int(Card.parse("7H"))]
    assert ten.dimmed and not ten.interactive and seven.interactive and not seven.dimmed
    assert ten.zValue() > seven.zValue()
    # 6 px inside the left edge of ♠10, half-way down: a point of ♥7 too, covered by ♠10
    p = ten.mapToScene(QPointF(-scene.card_w / 2 + 6, 0))
    assert seven.contains(seven.mapFromScene(p))
    at = view.mapFromScene(p)
    assert view.itemAt(at) is ten
    said = status_log(win)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    settle(qtbot, win)  # whatever the click queued has run (a refused card plays nothing)
    assert len(deal.history) == 1 and person_turn(win)  # only Anna's ♥A
    assert said == ["You cannot play ♠10. You must follow suit: hearts."]
    # the margin round a card is no part of it: 2 px left of ♠10's left edge is ♥7
    q = view.mapFromScene(ten.mapToScene(QPointF(-scene.card_w / 2 - 2, 0)))
    assert view.itemAt(q) is seven
    # the legal card, where it shows, is played
    Person(qtbot, win).click_card(Card.parse("7H"))
    qtbot.waitUntil(lambda: len(deal.history) > 1, timeout=5000)
    assert deal.history[1] == (0, Play(Card.parse("7H")))


def test_a_card_hands_over_the_engine_s_play_and_the_engine_alone_refuses(qtbot):
    """Issue 20: the person's turn (Anna led ♥A; the person holds ♥8 ♥7 ♠10 ♠9 ♦A): the
    two hearts hold the engine's Plays, the others none. A click hands ♥7's Play to the
    session as it is. Before that, ♠10 handed to the session (no check of its own) is
    refused by the engine: nothing played, still the person's turn with the same cards
    offered, and the status line says the engine's reason."""
    win = _position(qtbot, [["8H", "7H", "TS", "9S", "AD"], ["AH", "KH", "QH", "JH", "TH"]], "C", 1, 1)
    deal, scene = win.session.game.deal, win.scene
    C = Card.parse
    offered = {str(c): scene.cards[int(c)].action for c in deal.hand(0)}
    assert offered == {"8H": Play(C("8H")), "7H": Play(C("7H")), "TS": None, "9S": None, "AD": None}
    said = status_log(win)
    assert not win.session.choose(Play(C("TS")))
    assert len(deal.history) == 1 and person_turn(win)
    assert said[-1] == "You cannot play ♠10. You must follow suit: hearts."
    assert {str(c): scene.cards[int(c)].action for c in deal.hand(0)} == offered  # offered again
    seven = offered["7H"]
    with qtbot.waitSignal(scene.card_clicked) as clicked:
        Person(qtbot, win).click_card(C("7H"))
    assert clicked.args[0] is seven
    qtbot.waitUntil(lambda: len(deal.history) > 1, timeout=5000)
    assert deal.history[1] == (0, Play(C("7H")))


def test_keys_choose_among_the_legal_cards_only(qtbot):
    """←/→ move the choice over the cards that may be played (♥8, ♥7), never onto a
    dimmed one (♠10 next to ♥7); Enter plays the chosen card."""
    win = _position(qtbot, [["8H", "7H", "TS", "9S", "AD"], ["AH", "KH", "QH", "JH", "TH"]], "C", 1, 1)
    d, deal = win.director, win.session.game.deal
    chosen = []
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Left):
        qtbot.keyClick(win.view, key)
        chosen.append(str(Card(d.selected)))
    assert chosen == ["8H", "7H", "8H", "7H"]
    assert win.scene.cards[int(Card.parse("7H"))].marked and not win.scene.cards[int(Card.parse("TS"))].marked
    qtbot.keyClick(win.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(deal.history) > 1, timeout=5000)
    assert deal.history[1] == (0, Play(Card.parse("7H")))


def test_trumps_are_sorted_in_trump_rank():
    """Issue 19, 28: the trumps strongest first, J 9 A 10 K Q 8 7; other suits from the
    ace down; trumps first, then the suits in alternating colours."""
    cards = [Card.parse(t) for t in "7H QH AS 9H KH TH 8H JH AH TS 7C".split()]
    order = sorted(cards, key=lambda c: hand_sort_key(c, 1))  # hearts trump
    assert " ".join(str(c) for c in order) == "JH 9H AH TH KH QH 8H 7H AS TS 7C"
    plain = sorted(cards, key=lambda c: hand_sort_key(c, None))  # no trump yet: ♠ ♥ ♣ ♦
    assert " ".join(str(c) for c in plain) == "AS TS AH KH QH JH TH 9H 8H 7H 7C"


def test_the_hand_on_the_table_shows_trumps_in_trump_rank(qtbot):
    """K J 8 7 of hearts, hearts trump: left to right J K 8 7, then ♠A."""
    win = _position(qtbot, [["KH", "JH", "8H", "7H", "AS"], ["AD", "KD", "QD", "JD", "TD"]], "H", 0, 0)
    items = [win.scene.cards[int(c)] for c in win.session.game.deal.hand(0)]
    shown = [str(i.card) for i in sorted(items, key=lambda i: i.pos().x())]
    assert shown == ["JH", "KH", "8H", "7H", "AS"]


def test_the_game_menu_shows_the_last_trick_key(qtbot):
    """Issue 19, 26: Game → Last trick shows L in the menu; L (or Д, the same key on a
    Russian layout) shows the last trick and hides it again — once per press."""
    from PySide6.QtGui import QKeySequence

    win = _position(qtbot, [["8H", "7H", "TS", "9S", "AD"], ["AH", "KH", "QH", "JH", "TH"]], "C", 1, 1)
    act = win.last_action
    assert act in win.menu_game.actions()
    assert act.shortcut().toString(QKeySequence.SequenceFormat.NativeText) == "L"
    deal = win.session.game.deal
    Person(qtbot, win).click_card(Card.parse("7H"))  # Anna takes the first trick with ♥A
    qtbot.waitUntil(lambda: len(deal.tricks) == 1 and person_turn(win), timeout=5000)
    preview = win.scene.preview
    qtbot.keyClick(win.view, Qt.Key.Key_L)
    assert preview.isVisible() and [text for _, text, _ in preview.entries] == ["AH", "7H"]
    qtbot.keyClick(win.view, Qt.Key.Key_L)
    assert not preview.isVisible()
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication

    # the key of L on a Russian layout: Qt's key code is the letter's own, Д
    QApplication.sendEvent(win.view, QKeyEvent(QEvent.Type.KeyPress, ord("Д"), Qt.KeyboardModifier.NoModifier, "д"))
    assert preview.isVisible()


# -- a new game clears the old one's table (issue 19, 15 and 16) -------------------------
B0 = "JH 9H AH KH QH AS KS QS 7D"  # RULES.md 12 B: the person's whole hand, hearts trump
B1 = "TS JS 9S 8S AD TD KD AC TC"


def _set_up_first_lead(dlg, leader=None):
    """Fill the deal editor ``dlg`` with RULES.md 12 B at its first lead (hearts trump,
    the person declarer; ``leader``: who leads, None as the rules say)."""
    dlg.lead_radio.setChecked(True)
    dlg.type_cards(0, B0)
    dlg.type_cards(1, B1)
    dlg.trump_combo.setCurrentIndex(dlg.trump_combo.findData(int(Card.parse("JH").suit)))
    dlg.declarer_combo.setCurrentIndex(dlg.declarer_combo.findData(0))
    if leader is not None:
        dlg.leader_combo.setCurrentIndex(dlg.leader_combo.findData(leader))
    assert dlg.problem_texts() == []


def test_enter_in_a_hand_field_of_the_set_up_only_commits_the_cards(qtbot):
    """Set up a position (Game menu): Enter in a hand's field takes the cards typed and
    starts nothing; Enter on the focused Play button plays the position."""
    from PySide6.QtTest import QTest

    win = make_window(qtbot, 2, dealer=1)
    old = win.session.game
    dlg = win.set_up_position()
    qtbot.waitExposed(dlg)
    assert not any(b.isDefault() for b in dlg.findChildren(type(dlg.play_button)))
    edit = dlg.seat_edits[0]
    edit.setFocus()
    QTest.keyClicks(edit, "js 9s ah")
    QTest.keyClick(edit, Qt.Key.Key_Return)
    assert dlg.setup.hands[0] == (Card.parse("JS"), Card.parse("9S"), Card.parse("AH"))
    assert edit.text() == "JS 9S AH"
    QTest.keyClick(dlg.turned_edit, Qt.Key.Key_Enter)  # the keypad's Enter in the turned card's field
    assert dlg.isVisible() and win.session.game is old and win.questions.question is None
    dlg.play_button.setFocus()
    QTest.keyClick(dlg.play_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: win.session.game is not old, timeout=5000)
    assert not dlg.isVisible()
    assert {Card.parse("JS"), Card.parse("9S"), Card.parse("AH")} <= set(win.session.game.deal.hand(0))


def test_a_set_up_started_in_bidding_clears_the_bidding_bar(qtbot):
    """The old deal's bidding bar goes when a set-up position starts: Boris (a computer)
    leads the set-up's first trick, and no bar of the old deal is left meanwhile."""
    win = make_window(qtbot, 2, dealer=1)  # the person bids first: the bar offers Take / Pass
    qtbot.waitUntil(lambda: person_turn(win), timeout=5000)
    assert win.session.game.deal.phase == "bidding_1"
    assert win.bar.isVisible() and win.bar.buttons
    dlg = win.set_up_position()
    _set_up_first_lead(dlg, leader=1)
    said = status_log(win)
    qtbot.mouseClick(dlg.play_button, Qt.MouseButton.LeftButton)
    assert not win.bar.isVisible() and win.bar.buttons == []
    assert "Your bid" not in win.status_label.text()
    qtbot.waitUntil(lambda: person_turn(win) and bool(legal_now(win)), timeout=5000)
    assert len(win.session.game.deal.history) == 1 and not win.bar.isVisible()
    assert "Your bid" not in said


def test_abandoning_a_game_clears_the_status_line(qtbot):
    """Issue 19, 16: Ctrl+N → Abandon in the middle of a deal: the status line says the
    new game is dealt, not "Your turn: play a card"."""
    from .table_driver import answer, play_to

    win = make_window(qtbot, 2, seed=5)
    assert play_to(qtbot, win, "play") == "play"
    win.session.choose(next(a for a in legal_now(win) if isinstance(a, Play)))  # the game is under way
    qtbot.waitUntil(lambda: person_turn(win), timeout=5000)
    assert win.status_label.text().startswith("Your turn: play a card")
    old = win.session.game
    said = status_log(win)
    win.new_action.trigger()
    answer(qtbot, win, "Abandon")
    assert win.session.game is not old
    assert said[0] == "New game: dealing…"
    qtbot.waitUntil(lambda: person_turn(win), timeout=5000)
    dealt = next(i for i, line in enumerate(said) if line.startswith(("Deal 1 · dealer: ", "Deal 1 · you deal")))
    assert not any(line.startswith("Your turn") for line in said[:dealt])


def test_a_practice_game_says_so_in_the_title_and_the_score_box(qtbot):
    """Issue 19, 17: while a practice game is on the table (Game → New practice game, a
    set-up position) the window's title and the score box say it is practice, which
    keeps it out of the statistics; an ordinary game says nothing of it."""
    from .table_driver import answer

    practice_line = ["Practice — not in the statistics"]
    win = make_window(qtbot, 2, dealer=1)
    box = win.scene.score_box
    assert win.windowTitle() == "Deberts — Debertz against the computer"
    assert practice_line not in box.rows
    win.practice_action.trigger()  # nothing played yet: no question
    qtbot.waitUntil(lambda: win.session.practice is not None and person_turn(win), timeout=5000)
    assert win.windowTitle() == "Deberts — practice game (not in the statistics)"
    assert box.rows[-1] == practice_line and box.row_colors[len(box.rows) - 1].name() == "#9fd3ff"
    assert not box.elided()
    win.new_action.trigger()
    if win.questions.question is not None:  # a computer bid first: the practice game is under way
        answer(qtbot, win, "Abandon")
    qtbot.waitUntil(lambda: win.session.practice is None and person_turn(win), timeout=5000)
    assert win.windowTitle() == "Deberts — Debertz against the computer" and practice_line not in box.rows
    # a set-up position is a practice game too
    dlg = win.set_up_position()
    _set_up_first_lead(dlg)
    qtbot.mouseClick(dlg.play_button, Qt.MouseButton.LeftButton)
    if win.questions.question is not None:
        answer(qtbot, win, "Abandon")
    qtbot.waitUntil(lambda: person_turn(win) and bool(legal_now(win)), timeout=5000)
    assert win.session.practice is not None
    assert win.windowTitle() == "Deberts — practice game (not in the statistics)" and box.rows[-1] == practice_line


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_the_practice_line_keeps_the_score_box_clear_of_the_plates(qtbot, size):
    """4 pairs, a practice game: the score box with its practice line stays on the table,
    over no hand and no name plate."""
    from .table_driver import layout_problems

    win = make_window(qtbot, 4, "pairs", size=size, seed=3)
    win.new_game(practice=True)
    qtbot.waitUntil(lambda: win.session.practice is not None and person_turn(win), timeout=5000)
    assert win.scene.score_box.rows[-1] == ["Practice — not in the statistics"]
    assert layout_problems(win) == []


def test_a_new_game_forgets_the_old_deal_s_hint(qtbot):
    """A bid hinted in the old game's bidding (Enter makes it) is not made by Enter in the
    new game's bidding."""
    win = make_window(qtbot, 2, dealer=1, seed=4)
    qtbot.waitUntil(lambda: person_turn(win), timeout=5000)
    with qtbot.waitSignal(win.session.hint_ready, timeout=10000) as hinted:
        win.hint_action.trigger()
    assert isinstance(hinted.args[0], Bid) and win.hinted == hinted.args[0]
    old = win.session.game
    win.new_game(dealer=1)  # nothing played: no question
    qtbot.waitUntil(lambda: win.session.game is not old and person_turn(win), timeout=5000)
    assert win.hinted is None
    qtbot.keyClick(win.view, Qt.Key.Key_Return)
    assert win.session.game.deal.history == [] and person_turn(win)


def test_with_animations_off_a_deal_is_dealt_at_once(qtbot):
    """Animations off: the opening of a deal (the pack, each packet, the turned card) is put
    on the table in one go, with no pause before the packets (nothing moves to be seen);
    at "fast" the pack waits a moment first."""
    win = make_window(qtbot, 2, "pairs", seed=5, speed="off")
    qtbot.waitUntil(lambda: person_turn(win), timeout=10000)
    d, deal = win.director, win.session.game.deal
    d.min_pause_factor = 0.35  # the app's: the readable pauses of a person's game (tests skip them)
    d.show_opening(deal, 1)
    assert not d.busy and not d.queue  # every step done in the call
    assert sorted(map(int, d.model.hands[0])) == sorted(map(int, deal.hand(0)))
    assert d.model.turned == deal.turned
    d.speed = "fast"
    d.show_opening(deal, 1)
    assert d.busy  # the pack's pause: int(150 * 0.4) = 60 ms
    qtbot.waitUntil(lambda: not d.busy and not d.queue, timeout=10000)
    assert sorted(map(int, d.model.hands[0])) == sorted(map(int, deal.hand(0)))


def test_a_table_deleted_before_its_last_step_ends_raises_nothing(qtbot):
    """The director's pause and idle timers belong to it (QTimer.singleShot with the director
    as context): a window deleted while one waits (a test's window closed and deleted, the
    app's end) is not called back — "Signal source has been deleted" came from the idle
    timer's lambda at a window's close."""
    import shiboken6
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QWidget

    from .table_driver import fast_window

    win = fast_window()
    d = win.director
    idle = []
    d.idle.connect(lambda: idle.append(d.gen))
    d.queue.append(lambda: 1)  # a pause of 1 ms, then the idle signal
    d._next_step()
    qtbot.waitUntil(lambda: idle == [d.gen], timeout=5000)  # the signal comes when the director lives
    d.queue.append(lambda: 1)
    d._next_step()
    shiboken6.delete(win)  # the window and its director go while the pause waits
    later = []
    QTimer.singleShot(2, lambda: later.append(True))  # due after the pause: Qt fires timers in that order
    qtbot.waitUntil(lambda: bool(later), timeout=5000)
    settle(qtbot, QWidget())  # the zero timers the pause would have queued have run
    assert not shiboken6.isValid(d) and len(idle) == 1


def test_a_step_due_when_the_window_is_deleted_never_runs(qtbot):
    """A window closed and deleted just as its table finished a step: the next step was
    asked for on the next pass of the event loop, and must never run — the table it lays
    out is gone. (Before: it ran on the deleted scene, "Internal C++ object (TableScene)
    already deleted" in whatever came next — seen in test_keeper_windows under load, where
    the second start of a test showed it as the crash dialog.)"""
    from PySide6.QtCore import QCoreApplication, QEvent, QTimer

    from .table_driver import fast_window

    win = fast_window()
    d = win.director
    ran, passed = [], []
    d.abandon()  # nothing of its own queued: the step below is the only one
    d.q(lambda: ran.append(d.scene.sceneRect()))  # a step that lays out the table
    d._step_done(d.gen)  # the step before it ends (an animation, a pause): the next is asked for
    win.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # the window and its table gone
    QTimer.singleShot(0, lambda: passed.append(True))  # asked for after it: it has had its turn by then
    qtbot.waitUntil(lambda: bool(passed), timeout=5000)
    assert ran == []
