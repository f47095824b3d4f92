"""``deberts-desktop FILE.record.json``: the argument is recognised as a record to open in the
window; a bad file gets replay's reason in the player's language and nothing else is
touched. Also the words of the other practice refusals (a set-up, a take-back), in
English and Russian."""

from __future__ import annotations

import copy
import errno
import json
import os
from dataclasses import replace

import pytest

from deberts_desktop import cli
from deberts_desktop.engine.cards import Suit
from deberts_desktop.engine.practice import take_back_refusal
from deberts_desktop.engine.record import MAX_RECORD_BYTES, RecordError, parse_record, replay
from deberts_desktop.engine.rules import Rules
from deberts_desktop.engine.setup import FIRST_LEAD, DealSetup, SetupError
from deberts_desktop.ui.review.record_file import open_record_file, read_record_file, refusal_text
from deberts_desktop.ui.words import practice_refusal_text, record_error_text, setup_problem_text
from tests.engine.test_examples import EXAMPLE_A


@pytest.fixture
def window_args(monkeypatch):
    """The arguments the window would get (cmd_window replaced)."""
    got = []
    monkeypatch.setattr(cli, "cmd_window", lambda args: got.append(args) or 0)
    return got


def write(tmp_path, data, name="game.record.json"):
    path = tmp_path / name
    path.write_text(json.dumps(data) if not isinstance(data, str) else data, encoding="utf-8")
    return path


def changed_actions(index, text):
    rec = copy.deepcopy(EXAMPLE_A)
    rec["deals"][0]["actions"][index] = text
    return rec


# ----------------------------------------------------------------------------- the command line
def test_a_file_argument_opens_the_window_with_it(tmp_path, window_args, capsys):
    path = write(tmp_path, EXAMPLE_A)
    assert cli.main([str(path)]) == 0
    assert cli.main(["--seed", "3", str(path), "--players", "3"]) == 0
    assert [a.record for a in window_args] == [str(path), str(path)]
    assert (window_args[1].seed, window_args[1].players) == (3, 3)
    assert cli.main([]) == 0 and getattr(window_args[2], "record", None) is None


def test_commands_are_unchanged_and_a_word_that_is_neither_is_refused(tmp_path, window_args, capsys):
    path = write(tmp_path, EXAMPLE_A)
    assert cli.main(["replay", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["deals"][0]["written"] == [174, 0]
    assert window_args == []
    os.chdir(tmp_path)
    (tmp_path / "replay").write_text("{}")  # a file named like a command: the command wins
    assert cli.main(["replay", str(path)]) == 0 and window_args == []
    capsys.readouterr()
    assert cli.main(["no-such.record.json"]) == 2
    err = capsys.readouterr().err
    assert err == "deberts-desktop: no-such.record.json: no such file, and not a command (replay, arena, analyse, compare)\n"


def test_a_word_windows_cannot_use_as_a_name_is_refused_not_opened(tmp_path, window_args, capsys, monkeypatch):
    """On Windows ``os.stat("what?")`` raises OSError (errno EINVAL, WinError 123: "The
    filename, directory name, or volume label syntax is incorrect"), not "not found": the
    word names no file, so it is refused in words like any other slip, and the window is
    not opened with it as a record. Simulated here, on Linux."""
    real_stat = os.stat

    def windows_stat(path, *args, **kwargs):
        if "?" in str(path):
            e = OSError(errno.EINVAL, "The filename, directory name, or volume label syntax is incorrect", str(path))
            e.winerror = 123
            raise e
        return real_stat(path, *args, **kwargs)

    monkeypatch.setattr(cli.os, "stat", windows_stat)
    assert cli.names_something("what?") is False
    assert cli.main(["what?"]) == 2
    assert capsys.readouterr().err == "deberts-desktop: what?: no such file, and not a command (replay, arena, analyse, compare)\n"
    assert window_args == []
    path = write(tmp_path, EXAMPLE_A)  # an ordinary file is still opened
    assert cli.main([str(path)]) == 0 and window_args[0].record == str(path)


# ----------------------------------------------------------------------------- a bad file in words
def refusal(path) -> RecordError:
    with pytest.raises(RecordError) as e:
        read_record_file(path)
    return e.value


def bad_files(tmp_path):
    huge = tmp_path / "huge.json"
    with open(huge, "wb") as f:
        f.truncate(MAX_RECORD_BYTES * 2)
    hands = copy.deepcopy(EXAMPLE_A["deals"][0]["hands"])
    hands[1][2] = "6C"
    rec = copy.deepcopy(EXAMPLE_A)
    rec["rules"]["overtrumps"] = "never"
    bad_hand = copy.deepcopy(EXAMPLE_A)
    bad_hand["deals"][0]["hands"] = hands
    return {
        "must_follow": write(tmp_path, changed_actions(4, "0 play AH"), "a.json"),
        "not_your_turn": write(tmp_path, changed_actions(0, "1 pass"), "b.json"),
        "bad_card": write(tmp_path, bad_hand, "c.json"),
        "unknown_option": write(tmp_path, rec, "d.json"),
        "not_json": write(tmp_path, '{"format": ', "e.json"),
        "empty": write(tmp_path, "\n", "f.json"),  # a download that never came
        "folder": tmp_path,
        "too_large": huge,
    }


ENGLISH = {
    "must_follow": "deal 1, move 5 (0 play AH): seat 0 must follow suit (diamonds)",
    "not_your_turn": "deal 1, move 1 (1 pass): it is seat 0's turn, not seat 1's",
    "bad_card": 'deal 1: the hand of seat 1: "6C" is not a card',
    "unknown_option": 'unknown rule option "overtrumps"',
    "not_json": "not valid JSON (line 1, column 12)",
    "empty": "the file is empty",
    "folder": "a folder, not a record file",
    "too_large": "8.0 MB is too large for a game record (at most 4 MB)",
}
RUSSIAN = {
    "must_follow": "сдача 1, ход 5 (0 play AH): место 0 должно ходить в масть (бубны)",
    "not_your_turn": "сдача 1, ход 1 (1 pass): сейчас очередь места 0, а не места 1",
    "bad_card": 'сдача 1: рука места 1: "6C" — не карта',
    "unknown_option": "неизвестное правило «overtrumps»",
    "not_json": "ошибка в JSON (строка 1, столбец 12)",
    "empty": "файл пуст",
    "folder": "это папка, а не файл записи",
    "too_large": "8,0 МБ — слишком много для записи партии (не больше 4 МБ)",
}


def test_a_bad_file_gets_replay_s_reason_in_english(qapp, tmp_path, capsys):
    for code, path in bad_files(tmp_path).items():
        e = refusal(path)
        assert e.code == code and record_error_text(e) == ENGLISH[code]
    # the reason replay prints for the same file, word for word where replay has words of its own
    assert cli.main(["replay", str(tmp_path)]) == 2
    assert capsys.readouterr().err.endswith(": a folder, not a record file\n")


def test_a_bad_file_gets_its_reason_in_russian(russian, tmp_path):
    for code, path in bad_files(tmp_path).items():
        assert record_error_text(refusal(path)) == RUSSIAN[code]
    path = bad_files(tmp_path)["must_follow"]
    assert refusal_text(path, refusal(path)) == (
        "Запись a.json не открывается: сдача 1, ход 5 (0 play AH): место 0 должно ходить в масть (бубны).")


def test_opening_a_bad_file_shows_the_reason_and_touches_nothing(qapp, tmp_path, monkeypatch):
    data = tmp_path / "data"
    data.mkdir()
    monkeypatch.setenv("DEBERTS_DATA_DIR", str(data))
    monkeypatch.setenv("DEBERTS_CONFIG_DIR", str(data))
    path = bad_files(tmp_path)["must_follow"]
    before = path.read_bytes(), path.stat().st_mtime_ns
    shown = []
    assert open_record_file(None, path, lambda title, text: shown.append((title, text))) is None
    assert shown == [("Open record", "The record a.json cannot be opened: deal 1, move 5 (0 play AH): seat 0 must "
                                     "follow suit (diamonds).")]
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before and list(data.iterdir()) == []
    good = write(tmp_path, EXAMPLE_A)
    opened = open_record_file(None, good, lambda *a: shown.append(a))
    assert len(shown) == 1 and opened.game.rows[0].written == (174, 0) and opened.record.rules == Rules(players=2)


# ----------------------------------------------------------------------------- set-ups and take-backs in words
def setup_refusals():
    b = DealSetup(Rules(players=2), dealer=1, start=FIRST_LEAD, trump=Suit.HEARTS, declarer=0)
    b = b.with_hand_text(0, "JH 9H AH KH QH AS KS QS 7D").with_hand_text(1, "TS JS 9S 8S AD TD KD AC TC")
    twice = DealSetup(Rules(players=3)).with_hand_text(0, "JS").with_hand_text(2, "JS")
    four = DealSetup(Rules(players=4), dealer=0, start=FIRST_LEAD, trump=Suit.HEARTS, declarer=1, turned="AH")
    with pytest.raises(SetupError) as bad_text:
        DealSetup().with_hand_text(0, "JS 6H")
    return [bad_text.value, twice.problems()[0],
            replace(b, turned=b.hands[0][3]).problems()[0],      # ♥K is in the person's hand
            four.with_hand_text(2, "AH").problems()[0],          # the declarer, seat 1, receives it
            replace(b, turned=b.free_cards()[0], bid_round=1).problems()[0],  # ♠7 turned, hearts taken in round 1
            replace(b, leader=1).build().not_saveable]


def seat_names(seat):
    return ["You", "Boris", "Vera", "Anna"][seat]


def test_set_up_refusals_and_take_back_refusals_in_english(qapp):
    assert [setup_problem_text(p, seat_names) for p in setup_refusals()] == [
        '"6H" is not a card: write the rank (7 8 9 10 J Q K A), then the suit (S H D C), such as JS or 10H.',
        "♠J is given twice: You and Vera.",
        "With 2 or 3 players the turned card (♥K) stays on the table, so it cannot be in a hand (You).",
        "After bidding the turned card (♥A) goes to Boris, so it must be in that hand.",
        "In round 1 the declarer takes the turned card's suit (spades), not hearts.",
        "By the rules You leads first, not Boris: this position can be played, not saved.",
    ]
    game = replay(parse_record(EXAMPLE_A))
    assert practice_refusal_text(take_back_refusal(game, 0)) == "The deal is scored: nothing can be taken back."


def test_set_up_refusals_and_take_back_refusals_in_russian(russian):
    assert [setup_problem_text(p, seat_names) for p in setup_refusals()] == [
        "«6H» — не карта: напишите достоинство (7 8 9 10 J Q K A), потом масть (S H D C), например JS или 10H.",
        "♠В дана дважды: You и Vera.",
        "Вдвоём и втроём вскрышка (♥К) остаётся на столе, поэтому её не может быть в руке (You).",
        "После торговли вскрышку (♥Т) получает Boris, поэтому она должна быть в этой руке.",
        "В первом круге играющий берёт масть вскрышки (пики), а не черви.",
        "По правилам первым ходит You, а не Boris: эту позицию можно сыграть, но не сохранить.",
    ]
    rec = parse_record(copy.deepcopy(EXAMPLE_A))
    rec.deals[0].actions = rec.deals[0].actions[:1]  # "0 pass": seat 1 to bid
    game = replay(rec)
    rec.deals[0].actions = []
    assert practice_refusal_text(take_back_refusal(replay(rec), 0)) == (
        "Вы ещё не ходили в этой сдаче: возвращать нечего.")
    assert take_back_refusal(game, 0) is None


# ----------------------------------------------------------------------------- no deals, not Unicode (issue 19)
def test_a_record_of_no_deals_opens_on_the_replay_table_and_says_so(qtbot, tmp_path):
    from tests.ui.table_driver import make_window

    win = make_window(qtbot, 2, seed=3)
    path = write(tmp_path, {"format": "deberts-record", "version": 1, "rules": {"players": 3},
                            "names": ["Anna", "Boris", "Vera"], "deals": []}, "empty.record.json")
    assert cli.main(["replay", str(path), "--json"]) == 0  # replay accepts it too
    before = win.session.game
    assert win.open_record(str(path)) is not None
    view = win.replays.replay
    assert win.replays.in_replay() and view.deal_count() == 0
    assert view.info.text() == "This record has no deals."
    assert [b.isEnabled() for b in (view.prev_button, view.next_button, view.first_button, view.last_button,
                                   view.here_button, view.review_button)] == [False] * 6
    assert view.move(1) is False and view.jump_deal(1) is False
    assert view.director.game.names == ["Anna", "Boris", "Vera"] and view.director.game.entries == []
    view.back_button.click()
    assert not win.replays.in_replay() and win.session.game is before


def surrogate_refusal(tmp_path) -> RecordError:
    rec = copy.deepcopy(EXAMPLE_A)
    rec["names"] = ["\ud800", "Boris"]
    return refusal(write(tmp_path, rec, "s.json"))


def test_a_record_that_is_not_unicode_text_is_refused_in_words(qapp, tmp_path):
    e = surrogate_refusal(tmp_path)
    assert record_error_text(e) == "names: not valid Unicode text"
    rec = changed_actions(1, "1 pass\udc00")
    assert record_error_text(refusal(write(tmp_path, rec, "t.json"))) == "deal 1, move 2: not valid Unicode text"



def test_back_to_the_game_in_a_trick_s_pause_keeps_the_deal_log_as_played(qtbot, tmp_path):
    """Settings → Pace: a pause after each trick. The person's card completes a trick; in the
    pause (the trick still on the table, not yet taken) a record comes (dropped, handed over
    by a second start) and the person goes straight back to the game. The trick is then
    taken, and the deal log reads as it would built from the game: each trick once, every
    card with who played it. (Before: going back rebuilt the log from the game — the trick
    already taken there — and the table then showed the trick taken: the log's trick line
    had no players for its cards, "list indices must be integers or slices, not NoneType",
    and the log stopped; a card or a bid still being shown was written twice.)"""
    from tests.ui.table_driver import legal_now, make_window, person_turn, play_to, quick_choice, table_ready

    win = make_window(qtbot, 2, seed=3)
    path = write(tmp_path, EXAMPLE_A, "example-a.record.json")
    play_to(qtbot, win, "play")
    d = win.director
    for _ in range(40):  # to a trick the computer led: the person's card completes it
        qtbot.waitUntil(lambda: table_ready(win), timeout=10000)
        if person_turn(win) and len(d.model.trick) == 1:
            break
        assert not win.summary.isVisible(), "no trick led by the computer"
        win.session.choose(quick_choice(legal_now(win)))
    d.trick_pause_ms = 1500  # the player's pause after a trick: the record comes and goes in it (waited on below)
    win.session.choose(legal_now(win)[0])
    qtbot.waitUntil(lambda: d.busy and len(d.model.trick) == 2, timeout=10000)  # the trick shown, in its pause
    assert win.open_record(str(path)) is not None and win.replays.in_replay()
    win.replays.replay.back_button.click()
    qtbot.waitUntil(lambda: not d.busy and not d.model.trick and table_ready(win), timeout=10000)
    shown = list(win.deal_log.lines)
    win.deal_log.show_game(d.narrator, win.session.game)  # the log built from the game as it stands
    assert shown == win.deal_log.lines
