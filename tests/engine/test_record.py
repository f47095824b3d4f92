"""The game record: reading, refusing bad records with one clear line, writing, resuming."""

import copy
import dataclasses
import json
import sys

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from deberts_desktop.cli import main
from deberts_desktop.engine import Card, Game, Rules, game_record, read_record, replay, replay_report
from deberts_desktop.engine.actions import PLAYS
from deberts_desktop.engine.deal import PLAY
from deberts_desktop.engine.record import MAX_RECORD_BYTES
from tests.engine.test_examples import EXAMPLE_A
from tests.engine.test_properties import play_random_game


def run_replay(tmp_path, capsys, data, as_text=False):
    path = tmp_path / "r.json"
    path.write_text(data if as_text else json.dumps(data), encoding="utf-8")
    code = main(["replay", str(path), "--json"])
    out, err = capsys.readouterr()
    return code, out, err


def refused(tmp_path, capsys, data, *words, as_text=False):
    code, out, err = run_replay(tmp_path, capsys, data, as_text)
    assert code == 2
    assert out == ""
    assert "Traceback" not in err
    assert len(err.strip().splitlines()) == 1, err
    for w in words:
        assert w in err, f"{w!r} not in {err!r}"
    return err


def changed(**deal_changes):
    rec = copy.deepcopy(EXAMPLE_A)
    rec["deals"][0].update(deal_changes)
    return rec


def test_good_record_exit_0(tmp_path, capsys):
    code, out, err = run_replay(tmp_path, capsys, EXAMPLE_A)
    assert code == 0 and err == ""
    assert json.loads(out)["deals"][0]["written"] == [174, 0]


def test_malformed_json(tmp_path, capsys):
    refused(tmp_path, capsys, '{"format": "deberts-record", ', "not valid JSON", as_text=True)


def test_not_a_record(tmp_path, capsys):
    refused(tmp_path, capsys, {"format": "pgn"}, "not a game record")
    refused(tmp_path, capsys, [1, 2], "JSON object")


def test_unknown_option_and_value(tmp_path, capsys):
    rec = copy.deepcopy(EXAMPLE_A)
    rec["rules"]["overtrumps"] = "never"
    refused(tmp_path, capsys, rec, "unknown rule option", "overtrumps")
    rec = copy.deepcopy(EXAMPLE_A)
    rec["rules"]["overtrump"] = "sometimes"
    refused(tmp_path, capsys, rec, "overtrump", "sometimes")
    rec = copy.deepcopy(EXAMPLE_A)
    rec["rules"]["target"] = 400
    refused(tmp_path, capsys, rec, "target")


def test_option_not_applying_is_accepted(tmp_path, capsys):
    rec = copy.deepcopy(EXAMPLE_A)
    rec["rules"]["partner_exemption"] = True
    code, out, _ = run_replay(tmp_path, capsys, rec)
    assert code == 0 and json.loads(out)["deals"][0]["written"] == [174, 0]


def test_card_that_is_not_a_card(tmp_path, capsys):
    refused(tmp_path, capsys, changed(turned="6D"), "deal 1", "6D")
    hands = copy.deepcopy(EXAMPLE_A["deals"][0]["hands"])
    hands[0][0] = "XX"
    refused(tmp_path, capsys, changed(hands=hands), "deal 1", "XX")


def test_wrong_card_counts(tmp_path, capsys):
    hands = copy.deepcopy(EXAMPLE_A["deals"][0]["hands"])
    hands[0] = hands[0][:5]
    refused(tmp_path, capsys, changed(hands=hands), "deal 1", "seat 0 holds 5 cards")
    refused(tmp_path, capsys, changed(stock=EXAMPLE_A["deals"][0]["stock"][:-1]), "deal 1", "32 cards")


def test_duplicate_card(tmp_path, capsys):
    stock = list(EXAMPLE_A["deals"][0]["stock"])
    stock[0] = "QD"  # the turned card
    refused(tmp_path, capsys, changed(stock=stock), "deal 1", "QD", "twice")


def test_action_out_of_turn(tmp_path, capsys):
    actions = list(EXAMPLE_A["deals"][0]["actions"])
    actions[0] = "1 pass"
    refused(tmp_path, capsys, changed(actions=actions), "deal 1, action 1 (1 pass)", "seat 0's turn")


def test_illegal_play(tmp_path, capsys):
    actions = list(EXAMPLE_A["deals"][0]["actions"])
    actions[4] = "0 play AH"
    refused(tmp_path, capsys, changed(actions=actions), "deal 1, action 5 (0 play AH)", "must follow diamonds")


def test_bad_action_text(tmp_path, capsys):
    actions = list(EXAMPLE_A["deals"][0]["actions"])
    actions[1] = "1 grab"
    refused(tmp_path, capsys, changed(actions=actions), "deal 1, action 2 (1 grab)", "not an action")
    actions[1] = "7 take"
    refused(tmp_path, capsys, changed(actions=actions), "deal 1, action 2 (7 take)", "no seat 7")


def test_action_after_the_deal(tmp_path, capsys):
    actions = list(EXAMPLE_A["deals"][0]["actions"]) + ["0 play 8D"]
    refused(tmp_path, capsys, changed(actions=actions), "deal 1, action 22", "over")


def test_first_deal_needs_dealer_and_later_must_agree(tmp_path, capsys):
    rec = copy.deepcopy(EXAMPLE_A)
    del rec["deals"][0]["dealer"]
    refused(tmp_path, capsys, rec, "deal 1", "dealer")
    rec = copy.deepcopy(EXAMPLE_A)
    second = copy.deepcopy(rec["deals"][0])
    second["dealer"] = 1  # the rules say seat 0 deals next (clockwise)
    second["actions"] = []
    rec["deals"].append(second)
    refused(tmp_path, capsys, rec, "deal 2", "seat 0")


def test_unfinished_deal_then_another(tmp_path, capsys):
    rec = copy.deepcopy(EXAMPLE_A)
    rec["deals"][0]["actions"] = rec["deals"][0]["actions"][:5]
    second = copy.deepcopy(rec["deals"][0])
    del second["dealer"]
    rec["deals"].append(second)
    refused(tmp_path, capsys, rec, "deal 2", "not finished")


def test_missing_file(tmp_path, capsys):
    code = main(["replay", str(tmp_path / "nope.json")])
    err = capsys.readouterr().err
    assert code == 2 and "cannot read" in err and "Traceback" not in err


@pytest.mark.parametrize("command", ["replay", "analyse"])
def test_what_is_not_a_record_file_is_refused_at_once(tmp_path, capsys, command):
    """A device, a folder or a file over the limit is refused before it is read, with one
    line and exit 2 (issue 12, defect 15: ``replay /dev/zero`` grew to 11 GB)."""
    huge = tmp_path / "huge.json"
    with open(huge, "wb") as f:  # sparse: takes no room on the disk
        f.truncate(MAX_RECORD_BYTES + 1)
    near = tmp_path / "near.json"
    near.write_bytes(b" " * (MAX_RECORD_BYTES - 2) + b"{}")  # at the limit: read, refused for what it says
    for path, reason in (("/dev/zero", "not a regular file (a device, a pipe or a socket), so not a record"),
                         (tmp_path, "a folder, not a record file"),
                         (huge, "4.0 MB is too large for a game record (at most 4 MB)"),
                         (near, "not a game record: \"format\" must be \"deberts-record\"")):
        assert main([command, str(path)]) == 2
        captured = capsys.readouterr()
        assert captured.err == f"deberts-desktop {command}: {path}: {reason}\n" and captured.out == ""


def test_unfinished_deal_reported(tmp_path, capsys):
    rec = copy.deepcopy(EXAMPLE_A)
    rec["deals"][0]["actions"] = rec["deals"][0]["actions"][:7]  # bidding, swap, two tricks... 4 plays
    code, out, _ = run_replay(tmp_path, capsys, rec)
    assert code == 0
    d = json.loads(out)["deals"][0]
    assert d["outcome"] is None and d["thrown_in"] is False
    assert (d["dealer"], d["declarer"], d["trump"]) == (1, 1, "D")
    assert d["scores"] == [0, 0] and d["pot"] == 0 and d["baits"] == [0, 0]
    assert d["card_points"] == [42, 0]  # AD+JD = 31, AH+8H = 11, both to seat 0
    assert json.loads(out)["finished"] is False


def test_readable_summary(tmp_path, capsys):
    path = tmp_path / "a.json"
    path.write_text(json.dumps(EXAMPLE_A))
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "BAIT" in out and "174" in out and "trump ♦" in out
    # no verb to agree with a name such as "You"
    assert "Deal 1: dealer " in out and "; declarer " in out and " deals" not in out


def test_written_record_replays_identically_and_resumes_mid_deal():
    game = Game(Rules(players=3), dealer=0, seed=11, names=["A", "B", "C"])
    deal = game.start_deal()
    # play until the middle of the play phase
    while deal.phase != PLAY or len(deal.tricks) < 3:
        game.apply(deal.legal_actions()[0])
    text = game_record(game).to_json()
    again = replay(read_record(text))
    d2 = again.deal
    assert d2 is not None
    assert d2.hands == deal.hands
    assert d2.current_player == deal.current_player
    assert d2.legal_actions() == deal.legal_actions()
    assert replay_report(again) == replay_report(game)
    # and the resumed game plays on exactly like the original
    for _ in range(5):
        a = deal.legal_actions()[-1]
        game.apply(a)
        again.apply(a)
    assert replay_report(again) == replay_report(game)
    assert PLAYS[0] == PLAYS[0]


def test_refusals_carry_a_code_for_translation():
    from deberts_desktop.engine import Deal, IllegalActionError
    from deberts_desktop.engine.actions import Action
    from deberts_desktop.engine.cards import Suit

    deal = Deal.at_first_lead(Rules(players=2), 1, [["KD", "AH"], ["7D", "8H"]], "S", 0, leader=0)
    deal.apply_text("0 play KD")
    try:
        deal.apply(Action.parse("play 8H"))
    except IllegalActionError as e:
        assert e.code == "must_follow" and e.params == {"suit": Suit.DIAMONDS}
        assert str(e) == "seat 1 cannot play 8H: must follow diamonds"
    else:
        raise AssertionError("8H was accepted")


def test_absurd_json_is_refused_in_one_line(tmp_path, capsys):
    text = json.dumps(EXAMPLE_A).replace('"dealer": 1', '"dealer": ' + "9" * 5000)
    refused(tmp_path, capsys, text, "too long", as_text=True)
    refused(tmp_path, capsys, "[" * 100000 + "]" * 100000, "too deep", as_text=True)


def test_version_must_be_the_number_1(tmp_path, capsys):
    rec = copy.deepcopy(EXAMPLE_A)
    rec["version"] = True
    refused(tmp_path, capsys, rec, "unsupported record version true")
    del rec["version"]
    refused(tmp_path, capsys, rec, 'no "version"')


def test_null_card_is_named_in_json_words(tmp_path, capsys):
    refused(tmp_path, capsys, changed(turned=None), "deal 1", "null is not a card")


def test_byte_order_mark_is_accepted(tmp_path, capsys):
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(EXAMPLE_A).encode())
    assert main(["replay", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["deals"][0]["written"] == [174, 0]


def test_game_view_carries_scores_for_score_aware_players():
    game = replay(parse_record_a_then_next())
    view = game.view(0)
    assert view.scores == (174, 0) and view.baits == (0, 1) and view.pots == ()
    assert view.hand == tuple(game.deal.hand(0))


def parse_record_a_then_next():
    from deberts_desktop.engine.record import parse_record

    rec = copy.deepcopy(EXAMPLE_A)
    second = copy.deepcopy(rec["deals"][0])
    del second["dealer"]
    second["actions"] = []
    rec["deals"].append(second)
    return parse_record(rec)


def refusal(tmp_path, data, as_text=False):
    """The RecordError that loading and replaying ``data`` raises."""
    from deberts_desktop.engine.record import RecordError, load_record

    path = tmp_path / "r.json"
    path.write_text(data if as_text else json.dumps(data), encoding="utf-8")
    with pytest.raises(RecordError) as e:
        replay(load_record(path))
    return e.value


def test_every_refusal_carries_a_code_and_params_with_the_english_unchanged(tmp_path):
    """The reader's refusals name their reason for translation (as IllegalActionError does);
    ``str()`` is what ``replay`` prints, as before."""
    from deberts_desktop.engine.cards import Suit
    from deberts_desktop.engine.record import RecordError, load_record

    e = refusal(tmp_path, '{"format": ', as_text=True)
    assert (e.code, e.params) == ("not_json", {"message": "Expecting value", "line": 1, "column": 12})
    assert str(e) == "not valid JSON: Expecting value at line 1, column 12"
    e = refusal(tmp_path, " \r\n", as_text=True)  # nothing but white space: an empty file, not "line 1, column 1"
    assert (e.code, e.params, str(e)) == ("empty", {}, "the file is empty")
    e = refusal(tmp_path, {**EXAMPLE_A, "version": 2})
    assert (e.code, e.params) == ("bad_version", {"version": "2", "supported": 1})
    rec = copy.deepcopy(EXAMPLE_A)
    rec["rules"]["overtrumps"] = "never"
    e = refusal(tmp_path, rec)
    assert (e.code, e.params) == ("unknown_option", {"option": "overtrumps"})
    assert str(e) == 'rules: unknown rule option "overtrumps"'
    rec = copy.deepcopy(EXAMPLE_A)
    rec["rules"]["target"] = 400
    e = refusal(tmp_path, rec)
    assert (e.code, e.params["option"], e.params["value"]) == ("bad_option_value", "target", "400")
    hands = copy.deepcopy(EXAMPLE_A["deals"][0]["hands"])
    hands[1][2] = "6C"
    e = refusal(tmp_path, changed(hands=hands))
    assert (e.code, e.params, e.deal) == ("bad_card", {"field": "hand", "seat": 1, "value": '"6C"'}, 1)
    assert str(e) == 'deal 1: hand of seat 1: "6C" is not a card (write rank 7 8 9 T J Q K A, then suit S H D C)'
    hands = copy.deepcopy(EXAMPLE_A["deals"][0]["hands"])
    hands[0] = hands[0][:5]
    e = refusal(tmp_path, changed(hands=hands))
    assert (e.code, e.params) == ("hand_size", {"seat": 0, "count": 5, "expected": 6})
    stock = list(EXAMPLE_A["deals"][0]["stock"])
    stock[0] = "QD"
    e = refusal(tmp_path, changed(stock=stock))
    assert (e.code, e.params) == ("card_twice", {"card": Card.parse("QD")})
    actions = list(EXAMPLE_A["deals"][0]["actions"])
    actions[4] = "0 play AH"
    e = refusal(tmp_path, changed(actions=actions))
    assert (e.code, e.params, e.deal, e.action, e.text) == (
        "must_follow", {"suit": Suit.DIAMONDS, "seat": 0, "action": "play AH"}, 1, 5, "0 play AH")
    assert str(e) == "deal 1, action 5 (0 play AH): seat 0 cannot play AH: must follow diamonds"
    actions[4] = "7 play AH"
    e = refusal(tmp_path, changed(actions=actions))
    assert (e.code, e.params) == ("no_such_seat", {"seat": 7, "players": 2})
    actions[4] = "0 grab"
    e = refusal(tmp_path, changed(actions=actions))
    assert (e.code, e.params) == ("bad_action_text", {"text": "0 grab"})
    with pytest.raises(RecordError) as err:
        load_record(tmp_path)
    assert (err.value.code, str(err.value)) == ("folder", "a folder, not a record file")
    (tmp_path / "latin1.json").write_bytes(b'{"format": "d\xe9berts"}')
    with pytest.raises(RecordError) as err:
        load_record(tmp_path / "latin1.json")
    assert err.value.code == "not_utf8"
    huge = tmp_path / "huge.json"
    with open(huge, "wb") as f:
        f.truncate(MAX_RECORD_BYTES * 2)
    with pytest.raises(RecordError) as err:
        load_record(huge)
    assert (err.value.code, err.value.params) == ("too_large", {"megabytes": "8.0", "limit": 4})


# ----------------------------------------------------------------------------- text that is not Unicode (issue 19)
def test_a_lone_surrogate_is_refused_with_where_it_is(tmp_path, capsys):
    """JSON's "\\ud800" escape decodes to a lone surrogate, which no output can print: the
    record is refused in one line naming the field, the deal and the action."""
    rec = copy.deepcopy(EXAMPLE_A)
    rec["names"] = ["Anna\ud800", "Boris"]
    err = refused(tmp_path, capsys, rec)
    assert err.endswith("r.json: names: not valid Unicode text\n")
    rec = copy.deepcopy(EXAMPLE_A)
    rec["deals"][0]["actions"][2] = "0 pass\udc01"
    assert refused(tmp_path, capsys, rec).endswith("r.json: deal 1, action 3: not valid Unicode text\n")
    rec = copy.deepcopy(EXAMPLE_A)
    rec["deals"][0]["hands"][1][0] = "\udfff"
    assert refused(tmp_path, capsys, rec).endswith("r.json: deal 1: not valid Unicode text\n")
    rec = copy.deepcopy(EXAMPLE_A)
    rec["rules"] = {"players": 2, "\ud800": 1}
    assert refused(tmp_path, capsys, rec).endswith("r.json: rules: not valid Unicode text\n")
    with pytest.raises(ValueError) as e:
        read_record(json.dumps({**EXAMPLE_A, "names": ["\ud83d", "B"]}))
    assert (e.value.code, e.value.params, e.value.deal) == ("not_unicode", {"field": "names"}, None)


def test_a_surrogate_pair_and_an_escaped_backslash_are_good_text(tmp_path, capsys):
    rec = copy.deepcopy(EXAMPLE_A)
    rec["names"] = ["Anna \ud83d\ude00", "B\\ud800"]  # 😀, and the six characters B \ u d 8 0 0
    code, out, err = run_replay(tmp_path, capsys, rec)
    assert (code, err) == (0, "")
    assert read_record(json.dumps(rec)).names == ["Anna 😀", "B\\ud800"]


@pytest.mark.parametrize("options", [[], ["--json"]])
def test_replay_with_a_surrogate_exits_2_through_the_real_command(tmp_path, options):
    """In a process of its own (its stdout a pipe, strict UTF-8): no UnicodeEncodeError."""
    import os
    import subprocess
    import sys

    rec = copy.deepcopy(EXAMPLE_A)
    rec["names"] = ["Anna", "\ud800Boris"]
    path = tmp_path / "s.record.json"
    path.write_text(json.dumps(rec), encoding="ascii")
    env = {**os.environ, "PYTHONIOENCODING": "utf-8:strict"}
    done = subprocess.run([sys.executable, "-m", "deberts_desktop", "replay", str(path), *options],
                          capture_output=True, text=True, env=env, timeout=120)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == f"deberts-desktop replay: {path}: names: not valid Unicode text\n"


@pytest.mark.parametrize("options", [[], ["--json"]])
def test_replay_onto_a_full_disk_says_so_in_one_line(tmp_path, options):
    """``replay FILE > out.json`` on a full disk (``/dev/full``: every write fails with
    ENOSPC): one line saying the output could not be written, exit status 1 (the record
    was good; its account went nowhere), no traceback, nothing more at the exit's flush."""
    import os
    import subprocess
    import sys

    if not os.path.exists("/dev/full"):
        pytest.skip("no /dev/full here")
    path = tmp_path / "a.record.json"
    path.write_text(json.dumps(EXAMPLE_A), encoding="utf-8")
    with open("/dev/full", "w") as full:
        done = subprocess.run([sys.executable, "-m", "deberts_desktop", "replay", str(path), *options],
                              stdout=full, stderr=subprocess.PIPE, text=True, timeout=120)
    assert done.returncode == 1
    assert done.stderr == "deberts-desktop replay: cannot write the output (No space left on device)\n"


@pytest.mark.parametrize("options", [[], ["--json"]])
def test_replay_with_no_standard_output_says_so_in_one_line(tmp_path, capsys, monkeypatch, options):
    """``replay FILE >&-`` (standard output closed; a windowed build on Windows started from
    a console has none either): Python gives the app no ``sys.stdout``. One line on
    standard error saying the output could not be written, exit status 1, as onto a full
    disk. (Before: the command ran, then ``sys.stdout.flush()`` raised AttributeError: a
    traceback — in a windowed build, the unhandled-exception box.)"""
    from deberts_desktop import cli

    path = tmp_path / "a.record.json"
    path.write_text(json.dumps(EXAMPLE_A), encoding="utf-8")
    monkeypatch.setattr(sys, "stdout", None)
    assert cli.main(["replay", str(path), *options]) == 1
    assert capsys.readouterr().err == "deberts-desktop replay: cannot write the output (there is no standard output)\n"


@pytest.mark.parametrize("option", ["--version", "--help"])
def test_version_and_help_onto_a_full_disk_say_so_and_fail(option):
    """``deberts-desktop --version > /dev/full`` (or ``--help``): one line on standard error
    saying the output could not be written, exit status 1 — as other tools do (``ls --version
    > /dev/full``: status 1). (Before: argparse's print went into the buffer and the exit
    said nothing: status 0, nothing written.)"""
    import os
    import subprocess
    import sys

    if not os.path.exists("/dev/full"):
        pytest.skip("no /dev/full here")
    with open("/dev/full", "w") as full:
        done = subprocess.run([sys.executable, "-m", "deberts_desktop", option],
                              stdout=full, stderr=subprocess.PIPE, text=True, timeout=120)
    assert done.returncode == 1
    assert done.stderr == f"deberts-desktop {option}: cannot write the output (No space left on device)\n"


def test_a_record_cut_off_inside_a_text_says_where_the_text_starts_in_words(tmp_path, capsys):
    """A download cut off in the middle of a card's name: json says "Unterminated string
    starting at" and adds the place itself; the line says it once ("starting at line 1,
    column 49", where the cut-off text's quote is: counted by hand), not "at at"."""
    text = '{"format": "deberts-record", "version": 1, "x": "QD'
    err = refused(tmp_path, capsys, text, as_text=True)
    assert err.endswith(": not valid JSON: Unterminated string starting at line 1, column 49\n"), err
    err = refused(tmp_path, capsys, '{"names": ["A\tB"]}', as_text=True)
    assert err.endswith(": not valid JSON: Invalid control character at line 1, column 14\n"), err


def test_a_deal_as_dealt_needs_no_replay_when_its_dealer_is_named_and_follows_the_rotation_when_not(monkeypatch):
    """``dealt`` (the one home of "deal i of a record, before its first action": the deal
    log and the replay table's turned card): with 2 players the 13th card of the pack is
    turned and the seat left of the dealer gets cards 1-3 and 7-9 (RULES.md 4); a deal
    whose record names no dealer is dealt by the seat left of the last dealer (clockwise,
    the default rotation)."""
    from deberts_desktop.engine import record as record_module
    from deberts_desktop.engine.record import GameRecord, dealt
    from tests.storage.test_history import finished_game

    game = finished_game(Rules(players=2), seed=5)
    full = game_record(game)
    assert full.deals[0].dealer == 0 and full.deals[1].deck is not None
    second = copy.deepcopy(full.deals[1])
    deck = second.deck
    # the dealer named: nothing earlier is replayed (an unfinished deal 1 would stop a replay)
    named = GameRecord(full.rules, full.names, [dataclasses.replace(full.deals[0], actions=[]), dataclasses.replace(second, dealer=0)])
    monkeypatch.setattr(record_module, "replay", lambda *a, **k: pytest.fail("replayed"))
    deal = dealt(named, 1)
    assert deal.dealer == 0 and deal.turned == deck[12]
    assert set(deal.hand(1)) == {*deck[0:3], *deck[6:9]}
    monkeypatch.undo()
    # no dealer named: deal 1 was dealt by seat 0, so seat 1 deals deal 2 and seat 0 is on its left
    unnamed = GameRecord(full.rules, full.names, [full.deals[0], dataclasses.replace(second, dealer=None)])
    deal = dealt(unnamed, 1)
    assert deal.dealer == 1 and deal.turned == deck[12]
    assert set(deal.hand(0)) == {*deck[0:3], *deck[6:9]}
    with pytest.raises(IndexError):
        dealt(unnamed, 2)


# ----------------------------------------------------------------------------- fuzzing the command
REPORT_FIELDS = {"dealer", "declarer", "trump", "thrown_in", "card_points", "last_trick", "sequence_winner",
                 "sequences", "bella", "totals", "outcome", "written", "pot_released", "penalties", "pot", "baits",
                 "scores", "debertz"}
#: what a damaged or hand-made record may hold in a field: any JSON, and values near the
#: right ones (seats, cards, actions of every verb, rule values, versions)
near_values = st.one_of(
    st.recursive(st.none() | st.booleans() | st.integers(-2, 40) | st.text(max_size=6),
                 lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
                 max_leaves=6),
    st.sampled_from(["AS", "10H", "♠A", "qd", "XX", "0 pass", "1 take", "0 name H", "1 swap", "0 redeal",
                     "1 play 7C", "5 pass", "0 play", "never", "always", "pairs", 301, 1001, 2, 3, 4]),
)
record_fields = st.sampled_from(["version", "rules", "names", "deals"])
deal_fields = st.sampled_from(["dealer", "deck", "hands", "turned", "completion", "stock", "actions"])
rule_fields = st.sampled_from(["players", "mode", "target", "overtrump", "hundred", "nonsense"])


def good_records() -> list[dict]:
    """EXAMPLE_A (2 players), and two deals by random legal actions of 3 players and of 4
    in pairs."""
    games = [play_random_game(Rules(players=n), seed=n, max_deals=2)[0] for n in (3, 4)]
    return [EXAMPLE_A] + [game_record(g).to_dict() for g in games]


GOOD_RECORDS = good_records()


@st.composite
def damaged_records(draw):
    """A good record (:data:`GOOD_RECORDS`) with one to three
    changes: a field of the record, a deal or the rules replaced or removed; an action, a card
    or a deal moved, doubled or dropped."""
    data = copy.deepcopy(draw(st.sampled_from(GOOD_RECORDS)))
    for _ in range(draw(st.integers(1, 3))):
        deals = data.get("deals") if isinstance(data.get("deals"), list) else []
        where = draw(st.sampled_from(["record", "rules", "deal", "deal", "list", "list"]))
        if where == "record":
            target, name = data, draw(record_fields)
        elif where == "rules" and isinstance(data.get("rules"), dict):
            target, name = data["rules"], draw(rule_fields)
        elif deals and isinstance(deals[0], dict):
            deal = draw(st.sampled_from([d for d in deals if isinstance(d, dict)]))
            if where == "list":  # a card or an action moved, doubled or dropped
                items = deal.get(draw(st.sampled_from(["deck", "actions"])))
                if isinstance(items, list) and items:
                    i, j = draw(st.integers(0, len(items) - 1)), draw(st.integers(0, len(items) - 1))
                    how = draw(st.sampled_from(["move", "double", "drop"]))
                    if how == "move":
                        items.insert(j, items.pop(i))
                    elif how == "double":
                        items.insert(j, items[i])
                    else:
                        del items[i:]
                continue
            target, name = deal, draw(deal_fields)
        else:
            continue
        if draw(st.integers(0, 4)) == 0:
            target.pop(name, None)
        else:
            target[name] = draw(near_values)
    return data


@hsettings(max_examples=60, derandomize=True, deadline=None,
           suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(data=damaged_records())
def test_replay_json_of_any_damaged_record_is_the_report_or_one_line_of_refusal(tmp_path, capsys, data):
    """``replay FILE --json`` on whatever a damaged record holds: exit 0 with exactly the
    report's shape (DESIGN.md: its fields, per seat and per side), or exit 2 with one line
    on standard error; never a traceback."""
    code, out, err = run_replay(tmp_path, capsys, data)
    assert "Traceback" not in err
    if code == 2:
        assert out == "" and len(err.strip().splitlines()) == 1, err
        return
    assert code == 0 and err == "", err
    report = json.loads(out)
    assert set(report) == {"deals", "winner", "finished"}
    rules = Rules.from_dict(data.get("rules", {}))
    for deal in report["deals"]:
        assert set(deal) == REPORT_FIELDS
        assert len(deal["card_points"]) == rules.players
        for field in ("sequences", "bella", "totals", "written", "pot_released", "penalties", "baits", "scores"):
            assert len(deal[field]) == rules.sides, field
