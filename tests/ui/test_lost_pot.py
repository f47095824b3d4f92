"""A pot still waiting when the game ends is lost (RULES.md 9: "a pot still waiting when
the game ends is lost"; a debertz leaves it unreleased too): the words say so, through the
real start (``cli.main``). Before, the last deal's panel said "… points wait in the pot for
the next winner" after the game was won, and the score sheet's line "pot waiting 81 · Anna
won" — in the score keeper, History and the PDF alike."""

from __future__ import annotations

from deberts_desktop.engine.record import game_record, replay
from deberts_desktop.engine.rules import Rules
from deberts_desktop.storage.autosave import FILE_NAME as AUTOSAVE_FILE
from deberts_desktop.storage.autosave import Autosave
from tests.storage.test_history import finished_game

from .table_driver import legal_now, person_turn
from .test_keeper_windows import new_sheet, type_deal
from .test_real_start import built, folders, start_app, without_the_master  # noqa: F401 (folders: a fixture)


def test_a_hanging_bait_that_ends_the_game_leaves_its_pot_lost_on_the_keeper_s_sheet(qtbot, folders, monkeypatch):
    def drive(w):
        keeper = new_sheet(qtbot, w)  # two players, 301
        type_deal(keeper, 100, 62)  # Player 1 declares and makes: 100 / 62
        type_deal(keeper, 120, 42)  # 220 / 104
        keeper.declarer_combo.setCurrentIndex(1)  # Player 2 declares and ties 81 – 81: a hanging bait
        type_deal(keeper, 81, 81)
        return keeper.status.text(), keeper.sheet.status.text()

    code, (status, line) = start_app(monkeypatch, [], drive)
    assert code == 0
    # RULES.md 9: the opponent writes his 81 (220 + 81 = 301, the target: he wins), the declarer 0
    # and his 81 become a pot; the game is over, so no next deal's winner takes it
    assert status == "Player 1 won the game."
    assert line == "Target 301 · pot lost 81 · Player 1 won"


def test_the_deal_that_ends_the_game_in_a_hanging_bait_says_its_pot_is_lost(qtbot, folders, monkeypatch):
    rules = Rules(players=3)
    game = finished_game(rules, 247)  # three players; its last deal is a hanging bait that ends the game
    last = game.entries[-1].deal.result
    assert last.outcome == "hanging" and game.finished
    declarer_total = last.totals[rules.side_of(last.declarer)]
    # RULES.md 9: seat 1 declares and makes 62, as many as seat 2: a hanging bait of 62;
    # the game ends with this deal (a side reaches the target), so the pot has no next winner
    assert (last.declarer, declarer_total, last.totals[2]) == (1, 62, 62)
    record = game_record(game)
    record.deals[-1].actions = record.deals[-1].actions[:-1]  # saved before the last card
    folders.mkdir(parents=True, exist_ok=True)
    Autosave(folders / AUTOSAVE_FILE).save(replay(record), levels=[None, "amateur", "amateur"])

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and (w.questions.question is not None or w.session.game is not None),
                        timeout=30000)
        without_the_master(w)
        if w.questions.question is not None:  # the person had begun: continue it
            next(b for b in w.questions.question.buttons() if b.text() == "&Continue").click()
        qtbot.waitUntil(lambda: person_turn(w) or w.summary.isVisible(), timeout=30000)
        if not w.summary.isVisible():  # the last card is the person's (the only one left)
            w.session.choose(legal_now(w)[0])
        qtbot.waitUntil(w.summary.isVisible, timeout=30000)
        return w.summary.body.toPlainText(), [b.text() for b in w.summary.buttons][0], w.director.scene.score_box.rows

    code, (body, first_button, score_box) = start_app(monkeypatch, [], drive)
    assert code == 0 and first_button == "Final result  [Enter]"
    # the table's score box says so too (before: "Pot 62", as if it still waited)
    assert ["Pot lost", str(declarer_total)] in score_box and not any(row[0] == "Pot" for row in score_box)
    # RULES.md 9: a hanging bait makes the declarer's total the pot; the game is over: it is lost
    assert "The game is over: the 62 points waiting in the pot are lost." in body
    assert "for the next winner" not in body
