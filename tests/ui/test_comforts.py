"""Issue 23, first half: the table's sounds, the deal log, the pacing settings and the
hand sorted with the trumps first or last. Quick computer players, no timed test: every
wait is on a condition."""

from __future__ import annotations

import sys

import pytest
from dataclasses import replace

from PySide6.QtCore import Qt

from deberts_desktop.engine.cards import Card
from deberts_desktop.engine.deal import Deal
from deberts_desktop.engine.game import Game
from deberts_desktop.engine.rules import Rules
from deberts_desktop.storage.settings import Settings
from deberts_desktop.ui.game import sound
from deberts_desktop.ui.table.director import hand_sort_key

from .table_driver import engine_game, legal_now, make_window, person_turn
from .test_real_start import built, folders, start_app, without_the_master  # noqa: F401 (folders: the real start's fixture)


class FakeOutput:
    """The sound output of a test: the names asked for, in order, and their volumes."""

    def __init__(self):
        self.played: list[str] = []
        self.volumes: list[float] = []

    def play(self, name, volume):
        self.played.append(name)
        self.volumes.append(volume)


def _set_up(qtbot, monkeypatch, hands, trump, declarer, leader, **settings):
    """A 2-player window with the player's pacing and sound (``settings``: the fields of
    :class:`Settings` to change; no pauses: no wait before a computer's card, none after a
    trick, the animation off — as the real start's quick tests set them), going on with a
    deal set at its first lead; the window's sounds go to a :class:`FakeOutput` (returned)."""
    out = FakeOutput()
    monkeypatch.setattr(sound, "OUTPUT_FACTORY", lambda: out)
    rules = Rules(players=2)
    win = make_window(qtbot, 2)
    win.paced = True  # as the real start (no table options given by the caller)
    settings.setdefault("trick_pause_ms", 0)
    settings.setdefault("computer_delay_ms", 0)
    settings.setdefault("animation_speed", "off")
    win.window_settings.apply(replace(win.settings, **settings), save=False)
    game = Game(rules, dealer=0, names=["You", "Anna"])
    game.start_deal(Deal.at_first_lead(rules, 0, hands, trump, declarer, leader))
    win.continue_game(game, win.seat_levels(rules))
    return win, out


def test_forced_cards_play_themselves_and_the_log_and_sounds_follow(qtbot, monkeypatch):
    """Clubs trump, Anna (seat 1) declares and leads ♥A; the person holds ♥8 ♠A. With "play
    my only legal card by itself" the person's ♥8 (must follow hearts) goes by itself;
    Anna takes 11 and leads ♠K; the person's last card ♠A is forced and goes by itself too
    (the rest played out): 4 + 11 + 10 for the last trick = 25 to the person, 11 to the
    declarer: a bait. The deal log has both tricks, who led, each card, who took it, its
    points; the sounds: each card, each trick, the bait — no "your turn" for a forced card."""
    win, out = _set_up(qtbot, monkeypatch, [["8H", "AS"], ["AH", "KS"]], "C", 1, 1,
                       sound=True, sound_volume=40, play_single=True, play_out_forced=True)
    qtbot.waitUntil(lambda: win.summary.isVisible(), timeout=10000)
    deal = win.session.game.entries[-1].deal
    assert [str(a.card) for s, a in deal.history if s == 0] == ["8H", "AS"]
    assert deal.result.outcome == "bait"
    assert win.deal_log.lines[:2] == ["Trick 1: Anna ♥A, You ♥8 → Anna (11)",
                                      "Trick 2: Anna ♠K, You ♠A → You (25)"]
    assert out.played == ["card", "card", "trick", "card", "card", "trick", "bait"]
    assert set(out.volumes) == {0.4}


def test_a_choice_is_left_to_the_person_and_the_turn_sounds(qtbot, monkeypatch):
    """Play-my-only-card off (the default): Anna holds only hearts, so to her lead the
    person's only legal card ♥8 waits for the person, and "your turn" sounds once (not
    again while it waits)."""
    win, out = _set_up(qtbot, monkeypatch, [["8H", "AS", "7S"], ["AH", "KH", "QH"]], "C", 1, 1, sound=True)
    qtbot.waitUntil(lambda: person_turn(win) and bool(legal_now(win)), timeout=10000)
    assert [str(a.card) for a in legal_now(win)] == ["8H"]
    assert out.played == ["card", "turn"]
    win.session.advance()  # asked again in the same position: no second sound
    assert out.played == ["card", "turn"]
    assert win.session.game.deal.history[-1][0] == 1  # the person has played nothing


def test_sound_off_asks_nothing(qtbot, monkeypatch):
    """With the sound off in the settings nothing is asked of the output."""
    win, out = _set_up(qtbot, monkeypatch, [["8H", "AS"], ["AH", "KS"]], "C", 1, 1, sound=False,
                       play_single=True)
    qtbot.waitUntil(lambda: win.summary.isVisible(), timeout=10000)
    assert out.played == []


def test_windows_of_the_tests_are_silent_by_default(qtbot):
    """A window built without the player's settings (tests, --autoplay) plays no sound and
    keeps the tests' pace: nothing plays by itself."""
    win = make_window(qtbot, 2)
    assert not win.paced and not win.sounds.on
    assert not win.session.play_single and not win.session.play_out_forced
    assert win.director.trick_pause_ms is None and win.director.card_min_ms == 0


def test_the_game_won_and_lost_sounds():
    """The end of a game: "won" when the person's side won, "lost" otherwise."""
    rules = Rules(players=2)
    game = engine_game(rules, 200, seed=3)
    assert game.finished
    out = FakeOutput()
    cues = sound.SoundCues(out)
    cues.set(True, 50)
    cues.game_over(game, (0,))
    cues.game_over(game, (1,))
    cues.game_over(game, ())  # nobody at the screen: no sound
    won = "won" if game.winner == 0 else "lost"
    assert out.played == [won, "lost" if won == "won" else "won"]


def test_held_sounds_wait_for_the_release_and_keep_their_order():
    """At the app's start the sounds wait for the first table (issue 21): those asked for
    meanwhile play on release, in order; later ones at once; none while they are off."""
    out = FakeOutput()
    cues = sound.SoundCues(out)
    cues.set(True, 40)
    cues.hold()
    cues.deal_started()
    cues.prompt(0, ["take"], position="p1")
    assert out.played == []
    cues.release()
    assert out.played == ["deal", "turn"] and out.volumes == [0.4, 0.4]
    cues.play("card")
    assert out.played == ["deal", "turn", "card"]
    cues.set(False, 40)
    cues.hold()
    cues.play("trick")
    cues.release()
    assert out.played == ["deal", "turn", "card"]


def test_no_audio_library_or_device_is_silent(monkeypatch):
    """No miniaudio (or no device): play() returns, the output goes quiet, no error."""
    monkeypatch.setitem(sys.modules, "miniaudio", None)  # import miniaudio raises ImportError
    out = sound.AudioOutput()
    out.play("card", 0.5)
    out._thread.join(timeout=30)
    assert out.dead and not out._thread.is_alive()
    out.play("trick", 0.5)  # dropped at once
    out.close()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ALSA is Linux's")
def test_no_sound_card_prints_nothing_on_the_terminal():
    """A Linux machine with no sound card (as this one): opening the device fails quietly —
    ALSA's own error lines ("ALSA lib … Unknown PCM default") do not reach the terminal."""
    import subprocess

    code = ("from deberts_desktop.ui.game import sound\n"
            "out = sound.AudioOutput(); out.play('card', 0.5); out._thread.join(timeout=60)\n"
            "print('dead' if out.dead else 'playing'); out.close()\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "ALSA lib" not in done.stderr
    if done.stdout.strip() == "dead":  # no device (else a real card played: nothing to say)
        assert done.stderr == ""


def test_the_sound_files_are_short_and_quiet():
    """Every sound is the project's own WAV: mono, 16 bits, at most 0.7 s, its peak at most
    a third of full scale (tools/make_sounds.py)."""
    for name in sound.SOUNDS:
        samples = sound.load_samples(name)
        assert 0 < len(samples) <= 0.72 * sound.RATE
        assert max(abs(v) for v in samples) <= 32767 // 3


def test_the_deal_log_in_replay_follows_the_position(qtbot):
    """A record on the replay table: the log shows the replayed deal's bids up to the step
    shown, and after the last step every trick (as many lines as the deal had tricks)."""
    rules = Rules(players=2)
    game = engine_game(rules, 1, seed=5)
    from deberts_desktop.engine.record import game_record

    record = game_record(game)
    win = make_window(qtbot, 2)
    win.replays.show_replay(record, "test", None)
    first = record.deals[0].actions[0]  # "<seat> <bid>"
    win.replays.replay.move(1)
    log = win.deal_log.lines
    assert log[0].startswith("Deal 1 · dealer: ") and len(log) == 2
    seat = int(first.split()[0])
    assert log[1].startswith(f"{record.names[seat]}: ")
    r = win.replays.replay
    while r.step < r.action_count():
        r.move(1)
    tricks = [line for line in win.deal_log.lines if line.startswith("Trick ")]
    assert len(tricks) == len(game.entries[0].deal.tricks) == 9  # 2 players: 9 cards each
    assert tricks[0].startswith("Trick 1: ") and tricks[-1].startswith("Trick 9: ")
    win.replays.leave_replay()
    live = win.shown_deal()  # back at the game: the log shows its deal again
    assert win.deal_log.lines[0] == (f"Deal {len(win.session.game.entries)} · dealer: "
                                     f"{win.session.game.names[live.dealer]} · turned card {live.turned.pretty}")


def test_hand_sorted_with_trumps_last():
    """Hearts trump: trumps last in trump rank (J 9 A 10 …), the other suits alternating in
    colour before them (♦ ♠ … ending next to the red trumps with a black suit)."""
    cards = [Card.parse(t) for t in "7H QH AS 9H JH TS 7C AD".split()]
    first = sorted(cards, key=lambda c: hand_sort_key(c, 1))
    last = sorted(cards, key=lambda c: hand_sort_key(c, 1, trumps_last=True))
    assert " ".join(str(c) for c in first) == "JH 9H QH 7H AS TS AD 7C"
    assert " ".join(str(c) for c in last) == "7C AD AS TS JH 9H QH 7H"


def test_the_hand_on_the_table_follows_the_setting(qtbot):
    """The Settings' "trumps last" re-sorts the hand on the table at once."""
    win = make_window(qtbot, 2)
    rules = Rules(players=2)
    game = Game(rules, dealer=0, names=["You", "Anna"])
    game.start_deal(Deal.at_first_lead(rules, 0, [["KH", "JH", "AS"], ["AD", "KD", "QD"]], "H", 0, 0))
    win.continue_game(game, win.seat_levels(rules))
    qtbot.waitUntil(lambda: person_turn(win) and bool(legal_now(win)), timeout=10000)

    def shown():
        items = [win.scene.cards[int(c)] for c in win.session.game.deal.hand(0)]
        return [str(i.card) for i in sorted(items, key=lambda i: i.pos().x())]

    assert shown() == ["JH", "KH", "AS"]
    win.window_settings.apply(replace(win.settings, hand_trumps="last"), save=False)
    assert shown() == ["AS", "JH", "KH"]


def test_enter_closes_the_end_of_game_panel(qtbot):
    """Enter on the end-of-game panel closes it; the game on the table stays (a new game
    starts only from the panel's button or Ctrl+N)."""
    rules = Rules(players=2)
    game = engine_game(rules, 200, seed=3)
    win = make_window(qtbot, 2)
    win.overlays.show_game_over(game, (0,))
    before = win.session.game
    assert win.final.buttons[1].hasFocus() or win.focusWidget() is win.final.buttons[1]
    qtbot.keyClick(win.final.buttons[1], Qt.Key.Key_Return)
    assert not win.final.isVisible() and win.session.game is before


def test_a_computer_s_seven_swap_is_shown_as_it_happens(qtbot):
    """Anna (seat 1) takes diamonds (♦Q turned) holding ♦7 and swaps it before her lead: as
    the swap is shown, her bubble says so, ♦Q lies face up in her hand and ♦7 where the
    turned card was; the deal log has the swap's line."""
    from deberts_desktop.engine import events as ev

    from .test_options_and_worker import set_deal

    rules = Rules(players=2)
    deal = set_deal(rules, 0, [["7S", "AS", "KS", "AH", "KH", "AC"], ["7D", "9D", "JD", "AD", "TD", "8H"]],
                    "QD", [["QS", "QH", "KC"], ["7C", "8C", "9C"]])
    seen = {}
    win = None

    def shown(e):
        if isinstance(e, ev.SevenSwapped):
            queen = win.scene.cards[int(Card.parse("QD"))]
            bubble = win.scene.bubbles[1]
            seen["swap"] = (e.seat, bubble.isVisible(), bubble.rows, queen.face_up,
                            Card.parse("QD") in win.director.model.hands[1], win.director.model.turned)

    def watch(w):  # connected before the first deal: it may be bid and swapped before make_window returns
        nonlocal win
        win = w
        w.director.event_shown.connect(shown)

    make_window(qtbot, 2, dealer=0, deals=[deal], watch=watch)
    qtbot.waitUntil(lambda: "swap" in seen, timeout=10000)
    assert seen["swap"] == (1, True, [["Swaps ♦7 for ♦Q"]], True, True, Card.parse("7D"))
    assert "Anna swaps the seven ♦7 for ♦Q" in win.deal_log.lines


def test_the_settings_dialog_edits_pace_sound_and_hand(qtbot):
    """Settings → Pace and sound: each control gives its setting back."""
    from deberts_desktop.ui.dialogs.settings import SettingsDialog

    dlg = SettingsDialog(Settings())
    qtbot.addWidget(dlg)
    assert dlg.tabs.tabText(3) == "Pac&e and sound"
    dlg.trick_pause_spin.setValue(1200)
    dlg.card_min_spin.setValue(400)
    dlg.play_single_box.setChecked(True)
    dlg.play_out_box.setChecked(False)
    dlg.trumps_combo.setCurrentIndex(dlg.trumps_combo.findData("last"))
    dlg.sound_box.setChecked(False)
    assert not dlg.volume_spin.isEnabled()
    dlg.volume_spin.setValue(20)
    s = dlg.result_settings()
    assert (s.trick_pause_ms, s.card_min_ms, s.play_single, s.play_out_forced, s.hand_trumps, s.sound,
            s.sound_volume) == (1200, 400, True, False, "last", False, 20)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_settings_notes_read_across_the_page(qtbot, request, lang):
    """Settings → Pace and sound and → Language, at the dialog's size: the note under the
    sounds and the note under the language each on one line (they wrapped at a narrow width
    Qt guessed for them: two and three short lines beside an empty page), and the sounds'
    check box lines up with the check boxes above it."""
    from deberts_desktop.ui.dialogs.settings import SettingsDialog

    if lang == "ru":
        request.getfixturevalue("russian")
    dlg = SettingsDialog(Settings())
    qtbot.addWidget(dlg)
    dlg.show()
    for page, note in ((3, dlg.sound_note), (4, dlg.language_note)):
        dlg.tabs.setCurrentIndex(page)
        qtbot.waitUntil(note.isVisible)
        assert note.heightForWidth(note.width()) < 2 * note.fontMetrics().lineSpacing(), (note.text(), note.width())
    x = lambda w: w.mapTo(dlg, w.rect().topLeft()).x()  # noqa: E731
    assert x(dlg.sound_box) == x(dlg.play_out_box) == x(dlg.play_single_box)


def test_the_view_menu_shows_the_deal_log(qtbot):
    """View → Deal log shows the dock; the log has the deal's first line at once."""
    win = make_window(qtbot, 2)
    act = win.view_menu.log_action
    assert act.text() == "Deal &log" and act in win.menu_view.actions()
    assert not win.deal_log_dock.isVisible()
    act.trigger()
    assert win.deal_log_dock.isVisible()
    deal = win.session.game.deal
    assert win.deal_log.lines[0] == f"Deal 1 · dealer: {win.session.game.names[deal.dealer]} · turned card {deal.turned.pretty}"


def test_the_audio_library_loads_no_openssl():
    """miniaudio is imported without its web radio client: no OpenSSL (``ssl``,
    ``_hashlib``) in the window's process, whose bundle leaves them out (issue 21)."""
    import subprocess

    code = ("import sys; from deberts_desktop.ui.game.sound import import_miniaudio; import_miniaudio(); "
            "print(sorted(m for m in ('ssl', '_ssl', '_hashlib', 'urllib.request') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip() == "[]"


def test_the_review_window_s_deal_log_follows_its_position(qtbot):
    """RULES.md 12 A in the review window, five actions in: You pass, Anna takes ♦Q, swaps
    the seven, leads ♦A announcing ♦A K Q (a terz to the ace; ♦J is yours), You answer ♦J
    announcing ♣Q J 10 and take the trick (11 + 20 = 31); Anna's terz is the higher and
    counts 20. The log has all of it; back at the start, the deal's first line alone."""
    from deberts_desktop.ui.cards.art import CardArt
    from deberts_desktop.ui.review.window import ReviewSource, ReviewWindow

    from .test_review_ui import example_a
    from deberts_desktop.engine.record import game_record

    game = example_a()
    rw = ReviewWindow(CardArt(), inline=True)
    qtbot.addWidget(rw)
    rw.open(ReviewSource(game_record(game), [1]), 0)
    t = rw.table
    for _ in range(5):
        t.move(1)
    assert rw.side_tabs.tabText(1) == "Deal log"
    assert rw.deal_log.lines == [
        "Deal 1 · dealer: Anna · turned card ♦Q", "You: pass", "Anna: take\u00a0♦", "Anna plays; trump is ♦ diamonds",
        "Anna swaps the seven ♦7 for ♦Q", "Anna: terz to the ace of diamonds", "You: terz to the queen of clubs",
        "Trick 1: Anna ♦A, You ♦J → You (31)", "Sequences count for Anna: terz to the ace of diamonds — 20"]
    while t.move(-1):
        pass
    assert rw.deal_log.lines == ["Deal 1 · dealer: Anna · turned card ♦Q"]
    rw.shutdown()


def test_the_pause_after_a_trick_and_a_computer_s_card_are_the_player_s(qtbot):
    """Pacing, whatever the animation speed (here "off"): the pause before a trick is
    collected is the setting's 1500 ms (the speed's own, 0 with the tests' pace, without
    it); a computer's card is followed by a pause of its least time in view (700 ms), the
    person's card is not. The steps are looked at queued, not timed."""
    from deberts_desktop.engine import events as ev

    win = make_window(qtbot, 2)
    d = win.director
    deal = win.shown_deal()
    card = Card.parse("AH")

    def queued(events):
        d.abandon()
        d.busy = True  # hold the queue: the steps stay to be looked at
        d.show_events(events, deal)
        steps = list(d.queue)
        d.abandon()
        return steps

    trick = ev.TrickWon(1, (card, Card.parse("7H")), 11)
    assert queued([trick])[1]() == 0  # the tests' pace: no pause
    d.trick_pause_ms = 1500
    assert queued([trick])[1]() == 1500
    plain = len(queued([ev.CardPlayed(1, card)]))
    d.card_min_ms = 700
    steps = queued([ev.CardPlayed(1, card)])
    assert len(steps) == plain + 1 and steps[2]() == 700
    assert len(queued([ev.CardPlayed(0, card)])) == plain  # the person's own card: no wait


def test_the_real_start_uses_the_player_s_sound_and_pacing(qtbot, folders, monkeypatch, tmp_path):
    """Through the real entry point (``cli.main``, the staged window): the settings' sound
    (on, 30 %) and pacing are the window's, and the first deal's shuffle and deal sounds
    first; the deal log has the deal's first line."""
    from deberts_desktop.storage.settings import FILE_NAME, save_settings

    out = FakeOutput()
    monkeypatch.setattr(sound, "OUTPUT_FACTORY", lambda: out)
    (tmp_path / "config").mkdir()  # the folders fixture's settings folder
    save_settings(replace(Settings(), sound_volume=30, trick_pause_ms=0, play_single=True),
                  tmp_path / "config" / FILE_NAME)

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and "deal" in out.played and bool(w.deal_log.lines), timeout=30000)
        return (w.paced, w.sounds.on, w.sounds.held, w.session.play_single, w.session.play_out_forced,
                w.director.trick_pause_ms, out.played[0], out.volumes[0],
                w.deal_log.lines[0].startswith("Deal 1 · dealer: "))

    code, seen = start_app(monkeypatch, [], drive)
    assert code == 0
    assert seen == (True, True, False, True, True, 0, "deal", 0.3, True)  # the first table's sounds released


def test_deberts_sound_off_silences_the_app(monkeypatch):
    """``DEBERTS_SOUND=off`` (set by the tests for the app's processes they start): the
    default output plays nothing, whatever the settings say; without it, the device's."""
    monkeypatch.setenv("DEBERTS_SOUND", "off")
    assert isinstance(sound.default_output(), sound.Silent)
    monkeypatch.delenv("DEBERTS_SOUND")
    assert isinstance(sound.default_output(), sound.AudioOutput)


def test_the_rest_plays_by_itself_once_every_card_left_is_forced(qtbot, monkeypatch):
    """Clubs trump, Anna (seat 1) leads; the person holds ♥8 ♠7 ♣7 and Anna ♥A ♥K ♥Q.
    Whichever heart Anna leads, the person has one legal card each time (♥8 to her first
    heart, the trump ♣7 to her second, then its last card ♠7, led), so with "play out the
    rest" on (and "only legal card" off) all three of the person's cards go by themselves:
    the deal ends with no prompt to the person. Anna's heart takes the first trick; the
    person's ♣7 trumps the second and its ♠7 takes the last (Anna holds no spade and no
    trump)."""
    win, out = _set_up(qtbot, monkeypatch, [["8H", "7S", "7C"], ["AH", "KH", "QH"]], "C", 1, 1,
                       play_single=False, play_out_forced=True)
    qtbot.waitUntil(lambda: win.summary.isVisible(), timeout=10000)
    deal = win.session.game.entries[-1].deal
    assert [str(a.card) for s, a in deal.history if s == 0] == ["8H", "7C", "7S"]
    assert [w for _l, _c, w in deal.tricks] == [1, 0, 0]


def test_a_sequence_inside_a_sentence_is_written_in_lower_case(qtbot, folders, monkeypatch):
    """RULES.md 12 A saved whole, its seats unnamed (seat 1, the dealer: "Player 2"; its terz to the ace of diamonds beats your terz to the
    queen of clubs and counts 20), continued at the real start: the end-of-deal note and the
    deal log's line say "terz" inside their sentence; the speech bubble's line (seat 1
    announcing it) stands alone and keeps its capital. Before: "Sequences: Player 2 — Terz
    to the ace of diamonds."."""
    from .table_driver import answer
    from .test_real_start import save_unfinished_game

    save_unfinished_game(folders, actions=99)  # every action of the deal: its end-of-deal panel next

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.questions.question is not None, timeout=30000)
        without_the_master(w)
        answer(qtbot, w, "Continue")
        qtbot.waitUntil(lambda: w.summary.isVisible(), timeout=10000)
        return w.summary.body.toPlainText(), list(w.deal_log.lines)

    code, (note, log) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert "Sequences: Player 2 — terz to the ace of diamonds." in note
    assert "Sequences count for Player 2: terz to the ace of diamonds — 20" in log
    assert "Player 2: terz to the ace of diamonds" in log  # what seat 1 says: a line of its own


def test_the_deal_log_of_a_game_continued_mid_trick_lists_the_trick_once(qtbot, folders, monkeypatch):
    """RULES.md 12 A saved after seat 1 led ♦A (the person to play), continued at the real
    start: the deal log lists the card on the table under the bids; the person plays ♦J,
    the trump jack, and takes the trick — the log then lists trick 1 once, as the log of
    the game rebuilt from its record does (the same lines rebuild after a take-back and on
    the way back from a replay). (Before: the line of the card on the table stayed above
    "Trick 1: … ♦A, … ♦J → …", the trick's cards twice.)"""
    from deberts_desktop.engine.actions import Play
    from deberts_desktop.ui.table.deal_log import DealLines

    from .table_driver import answer
    from .test_real_start import save_unfinished_game

    save_unfinished_game(folders, actions=4)  # pass, take, swap, ♦A led: the person to play

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.questions.question is not None, timeout=30000)
        answer(qtbot, w, "Continue")
        qtbot.waitUntil(lambda: person_turn(w), timeout=10000)
        on_table = w.deal_log.lines[-1]
        deal = w.session.game.deal
        assert w.session.choose(Play(Card.parse("JD")))
        qtbot.waitUntil(lambda: person_turn(w) and len(deal.tricks) == 1, timeout=10000)
        rebuilt = DealLines()
        rebuilt.show_game(w.director.narrator, w.session.game)
        return on_table, list(w.deal_log.lines), rebuilt.lines

    code, (on_table, log, rebuilt) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert "♦A" in on_table and not on_table.startswith("Trick")
    [trick] = [line for line in log if line.startswith("Trick 1: ")]
    assert "♦A" in trick and "♦J" in trick
    assert on_table not in log and log == rebuilt


def test_play_my_only_card_turned_on_at_a_one_card_turn_plays_it_at_once(qtbot, monkeypatch):
    """Play-my-only-card off: Anna (seat 1) leads ♥A, clubs trump; the person holds ♥8 ♠A ♠7,
    so ♥8 (must follow hearts) is the only legal card and waits. The person turns "Play my
    only legal card by itself" on in Settings and saves: the ♥8 goes at once, Anna's ♥A
    takes the trick. (Before: it waited for the person's click; the setting was used only
    from the next turn.)"""
    win, _out = _set_up(qtbot, monkeypatch, [["8H", "AS", "7S"], ["AH", "KH", "QH"]], "C", 1, 1)
    qtbot.waitUntil(lambda: person_turn(win) and bool(legal_now(win)), timeout=10000)
    deal = win.session.game.deal
    dlg = win.window_settings.open()
    dlg.play_single_box.setChecked(True)
    dlg.accept()
    qtbot.waitUntil(lambda: len(deal.tricks) == 1, timeout=10000)  # the person's ♥8 played by itself
    assert [str(a.card) for s, a in deal.history if s == 0] == ["8H"]
    assert [w for _l, _c, w in deal.tricks] == [1]
