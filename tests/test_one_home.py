"""One home for every rule (issue 11, "Done when"): changing the last trick's points or
bella's in the engine's one module changes the deal, the computer players' search, the
score keeper, the end-of-deal panel and ``replay`` alike.

The score keeper's entry form, driven through its widgets, labels bella and the sequences
with the engine's values and sends them (a terz patched to 30 shows in its labels).

RULES.md 12 A (2 players): seat 1 declares with the trump terz Q-K-A (20) and bella and
takes the last trick with 29 card points; seat 0 takes 95. With the last trick worth 12
and bella 25 instead of 10 and 20: seat 1's total is 29 + 12 + 20 + 25 = 86 < 95, a bait,
and seat 0 writes 95 + 86 = 181.
"""

import json

import pytest

from deberts_desktop.ai.solver import Solver, split_value
from deberts_desktop.ai.values import DealPoints
from deberts_desktop.engine import Deal, Rules, sequences, totals
from deberts_desktop.engine.cards import Card
from deberts_desktop.engine.record import load_record, replay, replay_report
from deberts_desktop.storage.score_keeper import EntryError, ScoreKeeper
from tests.conftest import ROOT

EXAMPLE_A = ROOT / "tests" / "cases" / "rules-example-a.record.json"


@pytest.fixture
def patched(monkeypatch):
    monkeypatch.setattr(totals, "LAST_TRICK", 12)
    monkeypatch.setattr(totals, "BELLA", 25)


def test_the_deal_and_replay(patched, capsys):
    game = replay(load_record(EXAMPLE_A))
    res = game.entries[0].deal.result
    assert res.totals == (95, 86) and res.bella == (0, 25) and res.breakdown.last_trick_points == (0, 12)
    report = replay_report(game)["deals"][0]
    assert report["totals"] == [95, 86] and report["written"] == [181, 0] and report["outcome"] == "bait"
    from deberts_desktop.cli import main

    assert main(["replay", str(EXAMPLE_A)]) == 0
    text = capsys.readouterr().out
    assert "86" in text and "181" in text


def test_the_search(patched):
    # one card each, seat 0 leads the ace of spades (11) under hearts: 11 + 12 for the last trick
    rules = Rules(players=2)
    deal = Deal.at_first_lead(rules, 1, [["AS"], ["7S"]], "H", 0)
    state = deal.play_state()
    assert split_value(Solver(state, 0).value(state)) == (23, True)
    state.push(int(Card.parse("AS")))
    state.push(int(Card.parse("7S")))
    # made 23 - 0; seat 1 took no trick: the ski penalty (50)
    assert DealPoints(rules, declarer=0).written(state) == (23, -50)


def test_the_score_keeper(patched):
    keeper = ScoreKeeper(Rules(players=2), ["Anna", "Boris"], dealer=1)
    row = keeper.add_deal(1, card_points=[95, 29], sequences=[0, 20], bella=[0, 25], last_trick=1)
    assert row.totals == (95, 86) and row.written == (181, 0)
    with pytest.raises(EntryError):
        keeper.make_entry(1, card_points=[95, 29], bella=[0, 20], last_trick=1)  # bella is 25 now


def test_the_end_of_deal_panel(patched, qapp):
    from deberts_desktop.ui.table.summaries import deal_summary

    game = replay(load_record(EXAMPLE_A))
    _title, html = deal_summary(game, game.entries[0], 1)
    assert ">12<" in html and ">25<" in html and ">86<" in html and ">181<" in html
    assert json.dumps(html).count(">10<") == 0  # no 10 of a last trick left anywhere


def test_the_score_keeper_s_entry_form(patched, qtbot, monkeypatch):
    from PySide6.QtCore import Qt

    from deberts_desktop.ui.sheets.keeper_window import ScoreKeeperWindow

    def window(keeper):
        w = ScoreKeeperWindow(keeper, None)
        qtbot.addWidget(w)
        w.show()
        return w

    with monkeypatch.context() as m:
        m.setattr(sequences, "TERZ", 30)
        labels = window(ScoreKeeper(Rules(players=2), ["Anna", "Boris"], dealer=1))
        assert labels.sequence_edits[0].toolTip() == "Terz 30, fifty 50, hundred 100: the sum of the side's sequences"
    no_hundred = window(ScoreKeeper(Rules(players=2, hundred="off"), ["Anna", "Boris"], dealer=1))
    assert no_hundred.sequence_edits[1].toolTip() == "Terz 20, fifty 50: the sum of the side's sequences"

    w = window(ScoreKeeper(Rules(players=2), ["Anna", "Boris"], dealer=1))
    assert [b.text() for b in w.bella_boxes] == ["25", "25"]  # bella's points, the engine's
    w.declarer_combo.setCurrentIndex(w.declarer_combo.findData(1))
    qtbot.mouseClick(w.details_radio, Qt.MouseButton.LeftButton)
    for edit, text in zip(w.card_edits + w.sequence_edits, ["95", "29", "", "20"]):
        qtbot.keyClicks(edit, text)
    w.bella_boxes[1].click()
    w.last_trick_radios[1].click()
    qtbot.mouseClick(w.add_button, Qt.MouseButton.LeftButton)
    assert w.message.isHidden(), w.message.text()
    (entry,) = w.keeper.entries
    assert entry.bella == (0, 25) and entry.totals == (95, 86)  # 29 + 12 + 20 + 25 = 86 < 95: a bait
    assert w.keeper.rows[0].written == (181, 0)


def test_a_pair_is_named_alike_everywhere(qapp, tmp_path):
    """4 players in pairs, seats 0 + 2 against 1 + 3: "Anna & Vera" and "Boris & Gleb" from
    the engine's one function, wherever a side is named."""
    from deberts_desktop.cli import summary
    from deberts_desktop.engine.game import Game
    from deberts_desktop.engine.rules import side_names
    from deberts_desktop.storage.history import History
    from deberts_desktop.ui.table.narrator import Narrator
    from deberts_desktop.ui.windows.questions import side_names as question_side_names
    from deberts_desktop.ui.sheets.sheet_data import data_from_game
    from deberts_desktop.ui.table.summaries import side_names_of

    rules, names = Rules(players=4), ["Anna", "Boris", "Vera", "Gleb"]
    pairs = ["Anna & Vera", "Boris & Gleb"]
    game = Game(rules, dealer=0, seed=1, names=names)
    assert side_names(rules, names) == pairs
    assert ScoreKeeper(rules, names).side_names == pairs
    with History(tmp_path / "history.sqlite3") as h:
        assert h.game(h.start_game(rules, names)).side_names == pairs
    assert question_side_names(game) == pairs and side_names_of(game, escape_html=False) == pairs
    assert [Narrator(names, {0}, rules).side_name(side) for side in (0, 1)] == pairs
    assert list(data_from_game(game).side_names) == pairs
    assert all(pair in summary(game) for pair in pairs)
    assert side_names(Rules(players=3), names[:3]) == names[:3]  # a side of one player: the name
