"""Where a rule option travels (the rules red team): from Settings, the command line, the deal
editor and a record to the game on the table; Help → Rules marking the options of the game
on the table; the end-of-deal notes under ``winner_takes_all`` and piled-up pots; the
score keeper applying and showing its sheet's rules; the 4-player seven swap on the table.
Seams a person takes go through the real start (``cli.main``, :mod:`test_real_start`).
Expected values are worked out by hand from RULES.md."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from deberts_desktop.engine.actions import DECLINE, PASS, SWAP
from deberts_desktop.engine import events as ev
from deberts_desktop.engine.cards import Card
from deberts_desktop.engine.game_context import GameContext
from deberts_desktop.engine.record import parse_record, replay
from deberts_desktop.engine.rules import Rules
from deberts_desktop.ui.table.summaries import deal_summary
from tests.conftest import ROOT
from tests.engine.test_examples import EXAMPLE_A
from tests.ui.table_driver import Person, legal_now, make_window
from tests.ui.test_help import chosen_values
from tests.ui.test_keeper_windows import at_table, new_sheet
from tests.ui.test_keyboard_only import first_turn, quick_settings
from tests.ui.test_options_and_worker import set_deal
from tests.ui.test_real_start import built, folders, in_replay, start_app, write  # noqa: F401 (fixture)


#: RULES.md 12 B as a record (tests/cases): seat 0 declares hearts, leads every trick and
#: makes 207 against 21 (seat 1 takes the last trick with ♦A).
EXAMPLE_B = json.loads((ROOT / "tests" / "cases" / "rules-example-b.record.json").read_text(encoding="utf-8"))


def test_help_rules_marks_the_options_of_the_game_on_the_table_not_the_settings(qtbot, folders, tmp_path, monkeypatch):
    """RULES.md 8.4: a record played with ``overtrump`` = ``always`` (example A's play is
    legal under it) on the replay table, then a position set up with ``always`` in the deal
    editor's Rules tab, are played under it, so Help → Rules (opened before, still open,
    and opened again) marks ``always`` while they are on the table and ``never`` (the
    settings' default) for the game in progress; the settings keep ``never``."""
    quick_settings(tmp_path)
    record = write(tmp_path / "always.record.json", dict(EXAMPLE_A, rules={"players": 2, "overtrump": "always"}))

    def drive(w):
        first_turn(qtbot, w)
        window = w.show_rules()  # the Rules window stays open beside the table
        before = window.rules.overtrump
        w.open_record(record)
        qtbot.waitUntil(lambda: in_replay(w), timeout=10000)
        replayed = window.rules.overtrump
        w.replays.leave_replay()
        back = window.rules.overtrump
        dlg = w.set_up_position()
        combo = dlg.rules_editor.control("overtrump")
        combo.setCurrentIndex(combo.findData("always"))
        dlg.fill_random()
        dlg.play_button.click()  # (the person has not acted: no question whether to keep the game)
        qtbot.waitUntil(lambda: w.session.practice is not None, timeout=10000)
        open_window = window.rules.overtrump
        again = w.show_rules()
        return (before, replayed, back, w.session.game.rules.overtrump, open_window, again is window,
                again.rules.overtrump, w.settings.rules.overtrump)

    code, got = start_app(monkeypatch, [], drive)
    assert code == 0
    assert got == ("never", "always", "never", "always", "always", True, "always", "never")


def test_players_on_the_command_line_keep_the_settings_other_rules(qtbot, folders, tmp_path, monkeypatch):
    """``deberts-desktop --players 3`` with the settings' rules for 2 players, ``overtrump``
    ``always``, target 1001 and a bait penalty of 50: the game has 3 players and the
    settings' other options (as Game → New game with… → 3 players gives them), not the
    defaults of 3 players (``never``, 501, 100). With settings for 4 players each for
    himself, ``--players 4`` alone plays each for himself (not pairs, the mode's default)."""
    quick_settings(tmp_path, rules=Rules(players=2, overtrump="always", target=1001, bait_penalty_points=50))

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None, timeout=30000)
        return w.session.game.rules

    code, rules = start_app(monkeypatch, ["--players", "3"], drive)
    assert code == 0
    assert (rules.players, rules.overtrump, rules.target, rules.bait_penalty_points) == (3, "always", 1001, 50)
    assert rules.ski_penalty == 100  # the default of 3 players (RULES.md 9), as 2 players' 50 was the default
    # settings for 4 each for himself: --players 4 alone keeps that way to play, --mode is what changes it
    (folders / "autosave.record.json").unlink(missing_ok=True)  # a new start, no game to continue
    quick_settings(tmp_path, rules=Rules(players=4, mode="individual", target=1001))
    code, rules = start_app(monkeypatch, ["--players", "4"], drive)
    assert code == 0 and (rules.players, rules.mode, rules.target) == (4, "individual", 1001)


def test_the_deal_s_note_under_winner_takes_all_says_the_declarer_writes_every_side_s_points(qapp):
    """RULES.md 9 and 12 B with ``winner_takes_all``: seat 0 makes 207 against 21 and writes
    207 + 21 = 228, seat 1 writes 0 (not "every side writes its own total")."""
    game = replay(parse_record(dict(EXAMPLE_B, rules={"players": 2, "winner_takes_all": True})))
    assert game.rows[0].written == (228, 0)
    _title, html = deal_summary(game, game.entries[0], 1, (0,))
    assert ("207 beats 21: winner takes all — the declarer's side writes the deal's 228 points and the others "
            "write 0.") in html
    assert "every side writes its own total" not in html
    plain = replay(parse_record(EXAMPLE_B))  # the default: each writes its own
    assert plain.rows[0].written == (207, 21)
    assert "207 beats 21: every side writes its own total." in deal_summary(plain, plain.entries[0], 1, (0,))[1]


#: A 2-player deal that ends in a hanging bait, 47 all (worked out by hand from RULES.md 4, 8,
#: 9). Dealer 0; seat 0 holds A♣ 7♦ K♦ Q♣ A♥ 8♥ and seat 1 8♠ K♠ 10♦ 8♣ 9♠ 10♣; turned 10♠;
#: both pass twice but seat 0 names clubs; completion: seat 1 J♥ 7♥ K♣, seat 0 J♠ Q♠ J♣. No
#: sequence, no bella (K♣ and Q♣ in two hands). Tricks: K♦ 10♦ (1, 14) · 7♥ 8♥ (0, 0) · Q♣
#: K♣ (1, 7) · 8♣ J♣ (0, 20) · 7♦ 10♣ (1, 10) · 9♠ Q♠ (0, 3) · A♣ 8♠ (0, 11) · A♥ J♥ (0, 13)
#: · J♠ K♠ (1, 6 + last trick 10). Seat 0: 20 + 3 + 11 + 13 = 47; seat 1: 14 + 7 + 10 + 16 = 47.
HANGING = {
    "format": "deberts-record",
    "version": 1,
    "rules": {"players": 2},
    "deals": [{
        "dealer": 0,
        "deck": ("8S KS TD AC 7D KD 8C 9S TC QC AH 8H TS JH 7H KC JS QS JC AD QD 9D 7S AS 9C TH 9H KH QH 8D "
                 "7C JD").split(),
        "actions": ["1 pass", "0 pass", "1 pass", "0 name C", "0 play KD", "1 play TD", "1 play 7H", "0 play 8H",
                    "0 play QC", "1 play KC", "1 play 8C", "0 play JC", "0 play 7D", "1 play TC", "1 play 9S",
                    "0 play QS", "0 play AC", "1 play 8S", "0 play AH", "1 play JH", "0 play JS", "1 play KS"],
    }],
}


@pytest.mark.parametrize("release, note", [
    ("all", "128 points wait in 2 pots for the next winner."),
    ("oldest", "128 points wait in 2 pots: the next winner takes the oldest, 81."),
])
def test_the_pot_note_with_pots_piled_up_says_what_the_next_winner_takes(qapp, release, note):
    """RULES.md 9, ``hanging_repeat`` = ``accumulate``: a pot of 81 waits, the deal hangs at
    47 all, so 81 and 47 wait (128); the next winner takes both (``all``) or the oldest, 81
    (``oldest``) — not "128 points wait in the pot for the next winner"."""
    rules = {"players": 2, "hanging_repeat": "accumulate", "pot_release": release}
    game = replay(parse_record(dict(HANGING, rules=rules)), context=GameContext((100, 100), (0, 0), (81,)))
    row = game.rows[0]
    assert (row.outcome, row.written, row.pots) == ("hanging", (0, 47), (81, 47))
    html = deal_summary(game, game.entries[0], 1, (0,))[1]
    assert note in html and "in the pot for the next winner" not in html


def test_the_pot_note_after_a_bait_under_oldest_names_the_pot_taken_next(qapp):
    """RULES.md 12 A (95 against the declarer's 79: a bait) with pots of 81, 70 and 60
    waiting, ``accumulate`` and ``oldest``: seat 0 writes 174 and takes the oldest pot, 81;
    70 and 60 wait (130), and the next winner takes 70."""
    rules = {"players": 2, "hanging_repeat": "accumulate", "pot_release": "oldest"}
    game = replay(parse_record(dict(EXAMPLE_A, rules=rules)), context=GameContext((0, 0), (0, 0), (81, 70, 60)))
    row = game.rows[0]
    assert (row.written, row.pot_released, row.pots) == ((255, 0), (81, 0), (70, 60))
    html = deal_summary(game, game.entries[0], 1, (0,))[1]
    assert "130 points wait in 2 pots: the next winner takes the oldest, 70." in html


def test_a_rule_changed_mid_game_waits_for_the_next_game_and_help_follows_it(qtbot, folders, tmp_path, monkeypatch):
    """Settings → Rules: ``overtrump`` set to ``always`` during a game (RULES.md 8.4). The
    game keeps ``never`` (its own rules), the notice line says the rules apply from the next
    game, and Help → Rules, open beside the table, still marks ``never``; Game → New game
    starts a game under ``always``, and the open Rules window marks it; the notice goes with it."""
    quick_settings(tmp_path)

    def drive(w):
        first_turn(qtbot, w)
        game = w.session.game
        window = w.show_rules()
        w.settings_action.trigger()
        dialog = w.window_settings.dialog
        combo = dialog.rules_editor.control("overtrump")
        combo.setCurrentIndex(combo.findData("always"))
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        during = (w.session.game is game, game.rules.overtrump, window.rules.overtrump, w.notices.notice_label.text())
        w.ask_new_game()  # (the person has not acted: no question whether to keep the game)
        qtbot.waitUntil(lambda: w.session.game is not None and w.session.game is not game, timeout=10000)
        return during, w.session.game.rules.overtrump, window.rules.overtrump, w.notices.notice_label.text()

    code, (during, new_game, shown, notice) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert during == (True, "never", "never",
                      "The new rules, names and levels apply from the next game (Game → New game).")
    assert (new_game, shown) == ("always", "always")
    # the new game has them: the notice no longer asks for one (before: it stayed its ten seconds)
    assert notice == ""


def test_the_score_keeper_applies_and_shows_the_rules_it_was_started_with(qtbot, folders, tmp_path, monkeypatch):
    """Game → New score sheet (real cards)… with the settings' rules: 3 players,
    ``winner_takes_all``, pots piling up. RULES.md 12 E's 80 / 60 / 40 with Player 1
    declaring is made, and under winner takes all Player 1 writes 180, the others 0 (RULES.md
    9). The settings then go back to the default rules; "Rules of this sheet…" still marks
    the sheet's: winner takes all on, ``accumulate``."""
    sheet_rules = Rules(players=3, winner_takes_all=True, hanging_repeat="accumulate")
    quick_settings(tmp_path, rules=sheet_rules)

    def drive(w):
        qtbot.waitUntil(lambda: at_table(w), timeout=30000)
        keeper = new_sheet(qtbot, w)
        for edit, value in zip(keeper.total_edits, (80, 60, 40)):
            edit.setText(str(value))
        keeper.add_button.click()
        w.window_settings.apply(replace(w.settings, rules=Rules(players=3)), save=False)
        keeper.rules_button.click()
        window = keeper.rules_window
        return keeper.keeper.scores, window.isVisible(), window.rules, window.html()

    code, (scores, shown, rules, html) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert scores == (180, 0, 0)
    assert shown and rules == sheet_rules
    assert chosen_values(html, "winner_takes_all") == {"on"} and chosen_values(html, "hanging_repeat") == {"accumulate"}


def test_the_four_player_seven_swap_is_a_public_exchange_on_the_table(qtbot):
    """RULES.md 4 and 6, 4 players in pairs, ``turned_card_to`` = ``declarer``: the turned
    ♦K goes to Anna (seat 1), who takes; the person holds ♦7 and is asked to swap it. After
    the swap the person holds ♦K, Anna holds ♦7, face up for everyone (a public exchange),
    and the table's hands are the engine's."""
    rules = Rules(players=4)
    deal = set_deal(rules, 3, [["7D", "8S", "7H", "8H"], ["JD", "9D", "AD", "TD"], ["AS", "TS", "KS", "QS"],
                               ["AH", "TH", "KH", "QH"]], "KD",
                    [["7C", "8C", "9S", "9H"], ["AC", "TC", "KC"], ["JS", "JH", "JC", "QC"], ["QD", "8D", "9C", "7S"]])
    win = make_window(qtbot, 4, "pairs", dealer=3, deals=[deal], rules=rules)
    person = Person(qtbot, win)
    assert person.wait() == "turn"
    person.click_button(PASS)
    assert person.wait() == "turn"
    deal = win.session.game.deal
    assert (deal.declarer, deal.turned_holder) == (1, 1)
    assert set(legal_now(win)) == {SWAP, DECLINE}
    seven, king = Card.parse("7D"), Card.parse("KD")
    seen = {}

    def shown(e):  # the table just after it shows the swap (Anna may lead the seven next)
        if isinstance(e, ev.SevenSwapped):
            seen["hands"] = [set(h) for h in win.director.model.hands]
            seen["face_up"] = win.scene.cards[int(seven)].face_up

    win.director.event_shown.connect(shown)
    person.click_button(SWAP)
    assert person.wait() == "turn"
    assert deal.swapped == 0
    hands = seen["hands"]
    assert king in hands[0] and seven not in hands[0]
    assert seven in hands[1] and king not in hands[1]
    assert seen["face_up"]  # the seven Anna took is known to all
    assert person.mismatches == []
