"""Seams between the replay table and the games started around it (issue 19, items 1 and 5),
through the real start (``cli.main`` and the staged window, as :mod:`test_real_start`):
every start or continuation of a game leaves the replay table first; a record handed over
while the start-up question is open waits for its answer; a hand-over the second copy gave
up on is never opened; the second copy's words say what happened."""

from __future__ import annotations

import subprocess
import sys

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtNetwork import QLocalSocket
from PySide6.QtWidgets import QApplication

import pytest

from deberts_desktop.ui.start import single_instance
from deberts_desktop.ui.table.narrator import window_title
from tests.conftest import ROOT
from tests.engine.test_examples import EXAMPLE_A
from deberts_desktop.engine.actions import Play
from tests.ui.table_driver import legal_now, person_turn, quick_choice
from tests.ui.test_keyboard_only import first_turn, quick_settings
from tests.ui.test_real_start import (PROCESS_WAIT, built, finished, folders, in_replay,  # noqa: F401 (fixture)
                                      save_unfinished_game, second_copy, start_app, the_env, without_the_master, write)

REPLAY_STATUS = "Replay: the game in progress waits (Back to game)."


def button(box, text: str):
    return next(b for b in box.buttons() if b.text() == text)


def on_game_table(w) -> bool:
    """The game's table is on screen: no replay table, no replay status line."""
    return w.stack.currentWidget() is w.view and w.status_label.text() != REPLAY_STATUS


# ----------------------------------------------------------------------------- 1b: every start leaves the replay
def test_a_position_set_up_from_the_replay_table_is_played_on_the_game_s_table(qtbot, folders, tmp_path, monkeypatch):
    record = write(tmp_path / "watched.record.json", EXAMPLE_A)

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None, timeout=30000)
        w.open_record(record)  # Game → Open record… while the first game is on
        qtbot.waitUntil(lambda: in_replay(w), timeout=10000)
        dlg = w.set_up_position()  # Game → Set up a position… from the replay table
        assert dlg.type_cards(0, "JH 9H AH TH KH QH")
        dlg.fill_random()
        dlg.play_button.click()
        box = w.questions.question
        if box is not None and box.isVisible():  # the first game had begun: keep it
            button(box, "&Keep it and play this deal").click()
        qtbot.waitUntil(lambda: w.session.practice is not None, timeout=10000)
        hand = {str(c) for c in w.session.game.deal.first_packets[0]}
        return in_replay(w), on_game_table(w), w.windowTitle(), hand

    code, (replaying, on_table, title, hand) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert not replaying and on_table
    assert title == "Deberts — practice game (not in the statistics)" == window_title(True)
    assert hand == {"JH", "9H", "AH", "TH", "KH", "QH"}


def test_play_from_here_on_a_record_s_replay_leaves_the_replay_table(qtbot, folders, tmp_path, monkeypatch):
    record = write(tmp_path / "given.record.json", EXAMPLE_A)

    def drive(w):
        qtbot.waitUntil(lambda: in_replay(w), timeout=30000)
        rv = w.replays.replay
        rv.move(1)
        rv.move(1)  # two actions in: Boris's and the person's first bids... then Play from here
        rv.here_button.click()
        dlg = w.practice_starts.play_again_dialog
        qtbot.waitUntil(lambda: dlg.isVisible(), timeout=10000)
        dlg.accept()  # the seat offered
        qtbot.waitUntil(lambda: w.session.game is not None, timeout=10000)
        return in_replay(w), on_game_table(w), w.windowTitle(), len(w.session.game.deal.history)

    code, (replaying, on_table, title, played) = start_app(monkeypatch, [record], drive)
    assert code == 0 and not replaying and on_table
    assert title == "Deberts — deal 1 played again (practice, not in the statistics)" != window_title(True)
    assert played >= 2  # the two actions replayed, perhaps a computer's next


def test_take_back_stops_at_the_position_a_deal_is_played_from(qtbot, folders, tmp_path, monkeypatch):
    """RULES.md's example A on the replay table, five steps on (0 passes, 1 takes and swaps,
    1 leads ♦A, the person's seat 0 takes it with ♦J), Play from here… in the seat offered
    (the person's): the person leads. Game → Take back (Ctrl+Z) takes nothing back — the
    status line says the deal is played from here — and the deal stays at its five
    actions; a card the person plays then is taken back to there, and no further. (Before:
    the person's ♦J, played before "here", was taken back: the practice game went back past
    the position it was started from.)"""
    record = write(tmp_path / "given.record.json", EXAMPLE_A)

    def drive(w):
        qtbot.waitUntil(lambda: in_replay(w), timeout=30000)
        rv = w.replays.replay
        for _ in range(5):
            rv.move(1)
        rv.here_button.click()
        dlg = w.practice_starts.play_again_dialog
        qtbot.waitUntil(lambda: dlg.isVisible(), timeout=10000)
        dlg.accept()  # the seat offered: the person's
        qtbot.waitUntil(lambda: w.session.game is not None and person_turn(w), timeout=10000)
        deal = w.session.game.deal
        seen = {"here": [str(a) for _, a in deal.history]}
        w.take_back_action.trigger()  # Game → Take back (Ctrl+Z) at once
        seen["at once"] = (w.status_label.text(), len(w.session.game.deal.history), person_turn(w))
        assert w.session.choose(next(a for a in legal_now(w) if isinstance(a, Play)))
        qtbot.waitUntil(lambda: person_turn(w) or w.summary.isVisible(), timeout=10000)
        w.take_back_action.trigger()  # the card played from here: taken back
        qtbot.waitUntil(lambda: person_turn(w), timeout=10000)
        seen["card back"] = (w.status_label.text(), len(w.session.game.deal.history))
        w.take_back_action.trigger()  # and no further
        seen["again"] = (w.status_label.text(), len(w.session.game.deal.history))
        return seen

    code, seen = start_app(monkeypatch, [record], drive)
    refused = "Nothing to take back: this deal is played from here, the position it was started from."
    assert code == 0
    assert seen["here"] == ["pass", "take", "swap", "play AD", "play JD"]
    assert seen["at once"] == (refused, 5, True)
    assert seen["card back"] == ("Taken back: your turn again.", 5)
    assert seen["again"] == (refused, 5)


def test_play_from_here_is_not_offered_where_the_deal_is_over(qtbot, folders, tmp_path, monkeypatch):
    """Stepped to the end of a record's deal (RULES.md's example A: its last card played),
    "Play from here…" is not offered and says why; one step back it is. (Before: it was,
    and the seat chosen, the person got a practice game with nothing left to play — the
    end of the deal, or of the whole game, at once.)"""
    record = write(tmp_path / "given.record.json", EXAMPLE_A)

    def drive(w):
        qtbot.waitUntil(lambda: in_replay(w), timeout=30000)
        rv = w.replays.replay
        while rv.move(1):  # to the deal's last card
            pass
        here = rv.here_button
        seen = {"end": (rv.step, here.isEnabled(), here.toolTip())}
        rv.move(-1)  # the last card not played yet: one is left to play
        seen["before"] = (rv.step, here.isEnabled())
        return seen

    code, seen = start_app(monkeypatch, [record], drive)
    n = len(EXAMPLE_A["deals"][0]["actions"])
    assert code == 0
    assert seen["end"] == (n, False, "The deal is over here: step back to play it on from an earlier position")
    assert seen["before"] == (n - 1, True)


#: the deal log of RULES.md's example A at its start: the record names no one, its dealer is seat 1
EXAMPLE_A_LOG = ["Deal 1 · dealer: Player 2 · turned card ♦Q"]


def test_the_game_going_on_behind_a_replay_keeps_out_of_its_deal_log(qtbot, folders, tmp_path, monkeypatch):
    """The person bids and at once opens a record (Game → Open record…): the replay table
    shows it, its deal log the record's deal. The computer answers the bid behind it: the
    log stays the record's; Back to game shows the game's own. (Before: the game's bids came
    into the replay's log, worded with the record's names — "Player 1: Take ♣" under the
    record's deal.)"""
    quick_settings(tmp_path)
    record = write(tmp_path / "watched.record.json", EXAMPLE_A)

    def drive(w):
        first_turn(qtbot, w)
        deal = w.session.game.deal
        acted = len(deal.history)
        assert w.session.choose(quick_choice(legal_now(w)))
        w.open_record(record)
        qtbot.waitUntil(lambda: in_replay(w), timeout=10000)
        seen = {"opened": list(w.deal_log.lines)}
        qtbot.waitUntil(lambda: person_turn(w) and len(deal.history) > acted + 1, timeout=30000)  # answered behind
        seen["behind"] = list(w.deal_log.lines)
        w.replays.replay.back_button.click()
        seen["back"] = list(w.deal_log.lines)
        seen["names"] = w.session.game.names
        return seen

    code, seen = start_app(monkeypatch, ["--seed", "4"], drive)
    assert code == 0
    assert seen["opened"] == seen["behind"] == EXAMPLE_A_LOG
    back = seen["back"]
    assert back[0].startswith("Deal 1 · dealer: ") and len(back) >= 3  # the game's deal: its header and two bids
    assert not any("Player" in line for line in back) and seen["names"][0] == "You"


def test_the_game_going_on_behind_a_replay_is_not_heard(qtbot, folders, tmp_path, monkeypatch):
    """Sound on: the person bids and at once opens a record; behind the replay table the
    computer answers and the person's turn comes round again — nothing of it is heard;
    back at the game, the next card played is. (Before: "your turn" rang out over the
    record's replay, as the cards and tricks of the game "waiting" behind it did.)"""
    from deberts_desktop.ui.game import sound
    from tests.ui.test_comforts import FakeOutput

    out = FakeOutput()
    monkeypatch.setattr(sound, "OUTPUT_FACTORY", lambda: out)
    quick_settings(tmp_path, sound=True)
    record = write(tmp_path / "watched.record.json", EXAMPLE_A)

    def drive(w):
        first_turn(qtbot, w)
        qtbot.waitUntil(lambda: not w.sounds.held, timeout=10000)  # the first table's sounds are released
        deal = w.session.game.deal
        acted = len(deal.history)
        assert w.session.choose(quick_choice(legal_now(w)))
        w.open_record(record)
        qtbot.waitUntil(lambda: in_replay(w), timeout=10000)
        heard = len(out.played)
        qtbot.waitUntil(lambda: person_turn(w) and len(deal.history) > acted + 1, timeout=30000)  # answered behind
        seen = {"behind": out.played[heard:]}
        w.replays.replay.back_button.click()
        while not any(isinstance(a, Play) for a in legal_now(w)):  # on to the person's first card
            assert w.session.choose(quick_choice(legal_now(w)))
            qtbot.waitUntil(lambda: person_turn(w), timeout=30000)
        heard = len(out.played)
        assert w.session.choose(next(a for a in legal_now(w) if isinstance(a, Play)))
        qtbot.waitUntil(lambda: len(out.played) > heard, timeout=30000)
        seen["back"] = out.played[heard]
        return seen

    code, seen = start_app(monkeypatch, ["--seed", "4"], drive)
    assert code == 0
    assert seen == {"behind": [], "back": "card"}


def test_a_deal_ending_behind_a_replay_keeps_out_of_its_score_sheet(qtbot, folders, tmp_path, monkeypatch):
    """The person plays the last card of a deal and at once opens a record: the deal ends
    behind the replay table, whose score sheet stays the record's at its start (no deal
    written yet); Back to game shows the game's sheet with the deal. (Before: the game's
    deal took the replay's sheet.)"""
    quick_settings(tmp_path, play_out_forced=False)  # the person plays the last card
    record = write(tmp_path / "watched.record.json", EXAMPLE_A)

    def drive(w):
        first_turn(qtbot, w)
        without_the_master(w)
        deal = w.session.game.deal
        while not (person_turn(w) and deal.phase == "play" and len(deal.hand(0)) == 1):  # the person's last card
            if person_turn(w):
                assert w.session.choose(quick_choice(legal_now(w)))
            qtbot.waitUntil(lambda: person_turn(w) or deal.is_done, timeout=30000)
            assert not deal.is_done, "the deal ended before the person's last card (thrown in?)"
        with qtbot.waitSignal(w.director.deal_shown, timeout=30000):
            assert w.session.choose(quick_choice(legal_now(w)))
            w.open_record(record)
            assert in_replay(w)
        seen = {"behind": [d.scores for d in w.sheet.data.deals]}
        w.replays.replay.back_button.click()
        seen["back"] = len(w.sheet.data.deals)
        return seen

    code, seen = start_app(monkeypatch, ["--seed", "4"], drive)
    assert code == 0
    assert seen == {"behind": [], "back": 1}


def test_take_back_on_a_replay_table_leaves_the_practice_game_behind_it_alone(qtbot, folders, tmp_path,
                                                                              monkeypatch):
    """A practice game (Game → New practice game), the person's bid made, then a record
    opened: Ctrl+Z (Take back) on the replay table takes nothing back and leaves the
    replay's deal log the record's; back at the game, Ctrl+Z takes the bid back. (Before:
    it took the hidden game's bid back and wrote that game's log into the replay's.)"""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    quick_settings(tmp_path, tutorial_offered=True)
    record = write(tmp_path / "watched.record.json", EXAMPLE_A)

    def drive(w):
        first_turn(qtbot, w)
        qtbot.waitUntil(lambda: w.table_ready_shown, timeout=10000)  # the menus' keys are given then
        w.practice_action.trigger()
        qtbot.waitUntil(lambda: w.session.practice is not None and person_turn(w), timeout=10000)
        deal = w.session.game.deal
        assert w.session.choose(quick_choice(legal_now(w)))
        qtbot.waitUntil(lambda: person_turn(w) or deal.is_done, timeout=30000)
        made = list(deal.history)
        w.open_record(record)
        qtbot.waitUntil(lambda: in_replay(w), timeout=10000)
        ctrl_z()
        seen = {"replay": (list(w.session.game.deal.history) == made, list(w.deal_log.lines))}
        w.replays.replay.back_button.click()
        ctrl_z()
        seen["game"] = len(w.session.game.deal.history) < len(made)
        return seen

    def ctrl_z():  # pressed on the keyboard: to the widget that has the focus
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)

    code, seen = start_app(monkeypatch, ["--seed", "4"], drive)
    assert code == 0
    assert seen == {"replay": (True, EXAMPLE_A_LOG), "game": True}


def test_a_deal_of_more_players_played_from_the_replay_table_comes_on_whole(qtbot, folders, tmp_path, monkeypatch):
    """A 2-player game on the table, a 4-player record opened: Play from here… in a deal
    dealt by the third player (seat 2), the seat offered taken — the deal comes on the
    table, its deal log its own. (Before: leaving the replay rebuilt the deal log of the new
    game with the old game's two names: IndexError, "uncaught exception" in the log, and the
    table was never given the deal.)"""
    from deberts_desktop.engine.record import game_record
    from deberts_desktop.engine.rules import Rules
    from tests.storage.test_history import finished_game

    quick_settings(tmp_path, tutorial_offered=True)
    record = tmp_path / "four.record.json"
    record.write_text(game_record(finished_game(Rules(players=4), 7)).to_json(), encoding="utf-8")

    def drive(w):
        first_turn(qtbot, w)
        w.open_record(record)
        qtbot.waitUntil(lambda: in_replay(w), timeout=10000)
        rv = w.replays.replay
        while rv.position_game().deal.dealer != 2:  # a deal the third player deals
            assert rv.jump_deal(1)
        rv.move(1)
        number = rv.deal_index + 1  # the record's deal: its log is headed by its number, as the status line says
        assert number > 1
        rv.here_button.click()
        dlg = w.practice_starts.play_again_dialog
        qtbot.waitUntil(lambda: dlg.isVisible(), timeout=10000)
        dlg.accept()  # the seat offered
        qtbot.waitUntil(lambda: w.session.practice is not None and not in_replay(w), timeout=10000)
        return (w.director.game is w.session.game, len(w.director.narrator.names),
                w.deal_log.lines[0].startswith(f"Deal {number} · dealer: "))

    code, seen = start_app(monkeypatch, ["--players", "2"], drive)
    assert code == 0
    assert seen == (True, 4, True)
    log = "\n".join(p.read_text(encoding="utf-8") for p in (tmp_path / "log").glob("*.log"))
    assert "uncaught exception" not in log


# ----------------------------------------------------------------------------- 1a: a record handed over waits for the answer
@pytest.mark.parametrize("answer", ["&Continue", "&New game"])
def test_a_record_handed_over_during_the_start_up_question_waits_for_its_answer(qtbot, folders, tmp_path,
                                                                                monkeypatch, answer):
    from deberts_desktop.ui import app

    monkeypatch.setattr(app, "FILE_OPEN_EVENTS", True)  # as on macOS (elsewhere no such event comes)
    save_unfinished_game(folders)
    record = write(tmp_path / "finder.record.json", EXAMPLE_A)

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.questions.question is not None, timeout=30000)
        box = w.questions.question
        QCoreApplication.postEvent(QApplication.instance(), QFileOpenEvent(str(record)))  # the Finder's Open
        QCoreApplication.sendPostedEvents()
        seen = {"replay_under_question": in_replay(w), "asking": box.isVisible()}
        button(box, answer).click()
        qtbot.waitUntil(lambda: in_replay(w), timeout=10000)  # then the record, the chosen game behind it
        seen["title"] = w.windowTitle()
        seen["behind"] = len(w.session.game.deal.history) if w.session.game.deal else None
        w.replays.replay.back_button.click()
        qtbot.waitUntil(lambda: on_game_table(w), timeout=10000)
        seen["back"] = (w.windowTitle(), w.questions.question)
        return seen

    code, seen = start_app(monkeypatch, [], drive)
    assert code == 0
    assert seen["asking"] and not seen["replay_under_question"]
    assert seen["title"] == "Deberts — finder.record.json"
    # Continue: the saved deal after its 5 actions; New game: a fresh deal, nothing bid yet (the person's turn
    # or a computer's first bid at most: never the 5 of the saved one)
    assert seen["behind"] == 5 if answer == "&Continue" else seen["behind"] < 5
    assert seen["back"] == (window_title(False), None)


# ----------------------------------------------------------------------------- 2: a hand-over given up on stays unopened
#: a second copy that gives up on the owner after 1.5 s (the real one waits 20 s), its message box answered
IMPATIENT = ("import sys\n"
             "from PySide6.QtWidgets import QMessageBox\n"
             "from deberts_desktop import cli\n"
             "from deberts_desktop.ui.start import single_instance\n"
             "single_instance.HANDOVER_TIMEOUT_MS = 1500\n"
             "QMessageBox.warning = lambda *a: None\n"
             "sys.exit(cli.main(sys.argv[1:]))\n")


def test_a_record_the_second_copy_gave_up_on_is_not_opened_when_the_first_answers(qtbot, folders, tmp_path,
                                                                                   monkeypatch):
    """The running copy is stopped (``kill -STOP``: here it runs no events while the second
    copy waits); the second copy says nothing was opened and exits 1; when the first runs on
    (``kill -CONT``) it reads the request, but the second copy never confirmed it: nothing opens."""
    claims, accepted = [], []
    listen, accept = single_instance.DataFolderClaim.listen, single_instance.DataFolderClaim._accept
    monkeypatch.setattr(single_instance.DataFolderClaim, "listen", lambda self, f: claims.append(self) or listen(self, f))
    monkeypatch.setattr(single_instance.DataFolderClaim, "_accept", lambda self: accepted.append(1) or accept(self))
    record = write(tmp_path / "late.record.json", EXAMPLE_A)

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.session.game is not None and bool(claims) and claims[0].server is not None,
                        timeout=30000)
        p = subprocess.Popen([sys.executable, "-c", IMPATIENT, str(record)], env=the_env(folders), cwd=ROOT,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            out, err = p.communicate(timeout=PROCESS_WAIT)  # meanwhile this copy runs no events: "stopped"
        finally:
            if p.poll() is None:
                p.kill()
                p.communicate()
        server = claims[0].server
        # running on: the connection is taken, answered, and ends without the second copy's "go"
        qtbot.waitUntil(lambda: bool(accepted) and not server.findChildren(QLocalSocket), timeout=30000)
        return p.returncode, out, err, in_replay(w), w.windowTitle()

    code, (status, out, err, replaying, title) = start_app(monkeypatch, [], drive)
    assert code == 0 and status == 1 and out == ""
    assert f"already running with the data folder {folders}, but it does not answer; nothing was opened" in err
    assert not replaying and title == window_title(False)  # what the player was told holds


# ----------------------------------------------------------------------------- 3: the second copy's words
def test_options_given_to_a_second_copy_are_said_to_be_unused(qtbot, folders, tmp_path, monkeypatch):
    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.first_frame_shown and w.session.game is not None, timeout=30000)
        p = second_copy(["--players", "4", "--seed", "7"], the_env(folders))
        try:
            qtbot.waitUntil(lambda: finished(p), timeout=PROCESS_WAIT * 1000)  # this copy answers meanwhile
            out, err = p.communicate()
        finally:
            if p.poll() is None:
                p.kill()
                p.communicate()
        return p.returncode, out, err, w.session.game.rules.players

    code, (status, out, err, players) = start_app(monkeypatch, [], drive)
    assert code == 0 and status == 0, err
    assert out == (f"deberts-desktop: Deberts Desktop is already running with the data folder {folders}; its window "
                   "was brought forward; --players, --seed not used, because a copy is already running (close it to "
                   "start with them)\n")
    assert players == 2  # the running game is as it was


def test_help_names_the_record_argument(capsys):
    from deberts_desktop import cli

    assert cli.main(["--help"]) == 0
    out = capsys.readouterr().out
    usage = out.split("\n\n", 1)[0]
    assert "deberts-desktop [--players N] [--mode MODE] [--seed SEED] FILE.record.json" in usage
    assert "deberts-desktop FILE.record.json opens the window with that game record on the replay table" in " ".join(out.split())


def test_a_refused_option_is_told_with_every_command_in_the_usage(capsys):
    """A mistyped option or a bad value: the usage shown with the error names every command,
    as --help does (before: "{replay} ...", the commands the window's start had made)."""
    from deberts_desktop import cli

    for argv, error in ((["--bogus"], "unrecognized arguments: --bogus"),
                        (["--players", "5"], "argument --players: invalid choice: 5 (choose from 2, 3, 4)")):
        assert cli.main(argv) == 2
        err = capsys.readouterr().err
        assert "{replay,arena,analyse,compare} ..." in err and err.count("usage:") == 1
        assert err.endswith(f"deberts-desktop: error: {error}\n")


def test_two_record_files_are_refused_in_words(tmp_path, capsys):
    """Two records given to the window's start (``deberts-desktop *.record.json``): it says
    it opens one at a time; a second word that is no file says so too. (Before: "argument
    command: invalid choice: 'b.record.json' (choose from 'replay')", the usage above it.)"""
    from deberts_desktop import cli

    first, second = write(tmp_path / "a.record.json", EXAMPLE_A), write(tmp_path / "b.record.json", EXAMPLE_A)
    assert cli.main([str(first), str(second)]) == 2
    assert capsys.readouterr().err == (f"deberts-desktop: {first} and {second}: the window opens one record file "
                                       "at a time\n")
    assert cli.main(["--players", "3", str(first), "nosuch"]) == 2
    assert capsys.readouterr().err == ("deberts-desktop: nosuch: no such file, and not a command "
                                       "(replay, arena, analyse, compare)\n")
    # a command after the record (one the window's start does not load, as arena): not "no such
    # file, and not a command (…, arena, …)", but that a record does not go with a command
    assert cli.main([str(first), "arena", "--a", "master", "--b", "expert"]) == 2
    assert capsys.readouterr().err == (f"deberts-desktop: {first}: a record file opens the window; it cannot go "
                                       "with a command\n")
    assert cli.main([str(first), "arena"]) == 2  # the arena's own usage: its players are missing
    assert "the following arguments are required: --a, --b" in capsys.readouterr().err


def test_help_is_as_wide_as_the_terminal_without_shutil(monkeypatch):
    """The command's help formatter reads the terminal's width itself (a start that shows no
    help does not import shutil): the width shutil would give — $COLUMNS, or 80 with no
    terminal — and the help wrapped to it, as argparse's own formatter wraps it."""
    import argparse
    import shutil

    from deberts_desktop import cli

    for columns in ("50", "123", "0", "wide"):
        monkeypatch.setenv("COLUMNS", columns)
        assert cli.terminal_columns() == shutil.get_terminal_size().columns
        parser = cli.build_parser()
        assert isinstance(parser._get_formatter(), cli.HelpFormatter)
        ours = parser.format_help()
        parser.formatter_class = argparse.HelpFormatter  # argparse's own, which asks shutil
        assert ours == parser.format_help()


@pytest.mark.parametrize("dialog", ["play_again", "set_up"])
def test_a_record_handed_over_while_a_dialog_that_starts_a_game_is_open_waits_for_it(qtbot, folders, tmp_path,
                                                                                     monkeypatch, dialog):
    """The person has "Play this deal again…" (which seat) or Set up a position open; a
    record comes from outside (the Finder's Open; a second copy hands it over the same
    way). It waits for the dialog: the person chooses (OK, or Play: nothing of the game on
    the table was played by the person yet, so nothing is asked), the deal played again
    or the position set up starts, and the record opens on the replay table in front of it.
    (Before: it opened at once behind the dialog, and the game the dialog started took it
    away unseen: the person found the deal played again and no record.)"""
    from deberts_desktop.ui import app

    monkeypatch.setattr(app, "FILE_OPEN_EVENTS", True)  # as on macOS (elsewhere no such event comes)
    quick_settings(tmp_path)
    record = write(tmp_path / "finder.record.json", EXAMPLE_A)

    def drive(w):
        first_turn(qtbot, w)
        without_the_master(w)
        starts = w.practice_starts
        if dialog == "play_again":  # at the end of the first deal, its panel's button
            while not w.summary.isVisible():
                qtbot.waitUntil(lambda: person_turn(w) or w.summary.isVisible(), timeout=30000)
                if person_turn(w):
                    assert w.session.choose(quick_choice(legal_now(w)))
            next(b for b in w.summary.buttons if b.text() == "Play this deal again…").click()
            box = starts.play_again_dialog
        else:
            w.setup_action.trigger()  # Game → Set up a position…
            box = starts.deal_editor
            box.fill_random()
        QCoreApplication.postEvent(QApplication.instance(), QFileOpenEvent(str(record)))  # the Finder's Open
        QCoreApplication.sendPostedEvents()
        seen = {"replay_under_dialog": in_replay(w), "dialog": box.isVisible()}
        if dialog == "play_again":
            box.accept()  # OK: the same seat
        else:
            box.play()  # (the person has not acted yet: nothing to keep, no question)
        qtbot.waitUntil(lambda: in_replay(w), timeout=10000)  # then the record, the started game behind it
        seen["title"] = w.windowTitle()
        seen["practice"] = w.session.practice is not None
        w.replays.replay.back_button.click()
        qtbot.waitUntil(lambda: on_game_table(w), timeout=10000)
        seen["back"] = w.windowTitle()
        w.session.shutdown()
        return seen

    code, seen = start_app(monkeypatch, ["--seed", "3"], drive)
    assert code == 0
    assert seen["dialog"] and not seen["replay_under_dialog"]
    assert seen["title"] == "Deberts — finder.record.json" and seen["practice"]
    assert "practice" in seen["back"]  # Back to game: the game the dialog started
