"""Players whose typed names repeat (two Sashas in Settings) in a game played at the table,
through the real start (``cli.main``): every place that names a seat or a side tells them
apart by their seats, "Sasha (player 2)", as the score keeper already did — the name plates,
the score box, the end-of-deal panel, the score sheet, History and the CSV export's headers;
the keeper's Debertz… choice gives the seat chosen whatever the names; a typed name that is
one the app gives another seat ("You", "Computer 5") is refused with its reason."""

from __future__ import annotations

import csv

from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QInputDialog

from deberts_desktop.engine.rules import Rules
from deberts_desktop.storage.settings import DEFAULT_NAMES

from .test_keeper_windows import new_sheet
from .test_keyboard_only import play_quickly_to, quick_settings
from .test_names_language import plate_names
from .test_question_buttons import on_modal, press
from .test_real_start import built, folders, start_app, without_the_master  # noqa: F401 (the fixture)

TOLD = ["Sasha (player 1)", "Sasha (player 2)", "Anna"]


def test_a_played_game_of_two_players_of_one_name_tells_them_apart(qtbot, folders, tmp_path, monkeypatch):
    """Three players typed "Sasha", "Sasha", "Anna" in Settings; one deal played. Before:
    the plates, the score box, the panel's table and History's list said "Sasha" for either
    Sasha, and the CSV's columns "Sasha: points" twice."""
    quick_settings(tmp_path, rules=Rules(players=3), names=("Sasha", "Sasha", "Anna", DEFAULT_NAMES[3]))
    exported = tmp_path / "sheet.csv"

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.table_ready_shown, timeout=30000)
        without_the_master(w)
        seen = {"plates": plate_names(w)}
        play_quickly_to(qtbot, w, "summary")
        seen["score box"] = [r[0] for r in w.scene.score_box.rows[1:4]]
        seen["panel"] = w.summary.body.toPlainText()
        seen["sheet"] = w.sheet.data.side_names
        hw = w.open_history()
        qtbot.waitUntil(lambda: bool(hw.game_ids()) and bool(hw.history.score_sheet(hw.game_ids()[0])), timeout=30000)
        gid = hw.game_ids()[0]
        hw.select_game(gid)
        seen["history"] = hw.proxy.index(hw.game_ids().index(gid), 1).data(), hw.sheet_title.text()
        seen["csv"] = hw.export_csv(exported)
        hw.close()
        return seen

    code, seen = start_app(monkeypatch, [], drive)
    assert code == 0
    assert seen["plates"] == TOLD
    assert seen["score box"] == TOLD
    assert all(name in seen["panel"] for name in TOLD), seen["panel"]
    assert seen["sheet"] == tuple(TOLD)
    players, heading = seen["history"]
    # the seat that tells a name apart and the level in one bracket (before: "Sasha (player 2) (Amateur)")
    assert players == "Sasha (player 1), Sasha (player 2, Amateur), Anna (Amateur)"
    assert heading.endswith(" — Sasha (player 1) · Sasha (player 2) · Anna")
    assert seen["csv"]
    with open(exported, encoding="utf-8", newline="") as f:
        header = next(csv.reader(f))
    assert header[4::5][:3] == ["Sasha (player 1): points", "Sasha (player 2): points", "Anna: points"]


def three_named(*names):
    """The New score sheet dialog's answer: three players named ``names``, Start."""
    def named(dlg):
        dlg.players_combo.setCurrentIndex(dlg.players_combo.findText("3"))
        for edit, name in zip(dlg.name_edits, names):
            edit.setText(name)
        dlg.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    return named


def test_the_keeper_s_debertz_choice_gives_the_seat_chosen_among_look_alike_names(qtbot, folders, monkeypatch):
    """A sheet of "Sasha", "Sasha" and a third player typed "Sasha (player 2)": the Debertz…
    list names each once ("Sasha (player 2) (player 3)" for the third), and choosing the
    third gives the debertz to seat 2 (RULES.md 7: his side wins). Before: the list read
    "Sasha (player 2)" twice and the seat was found by the item's words, so the second
    Sasha won."""
    seen: list = []

    def drive(w):
        qtbot.waitUntil(lambda: built(w), timeout=30000)

        keeper = new_sheet(qtbot, w, three_named("Sasha", "Sasha", "Sasha (player 2)"))

        def third(dlg):
            dlg.findChild(QComboBox).setCurrentIndex(2)
            press(dlg, "Add debertz")

        on_modal(QInputDialog, lambda dlg: (seen.append(dlg.comboBoxItems()), third(dlg)), [])
        added = keeper.ask_debertz()
        winner = keeper.keeper.winner
        keeper.close()
        return added, winner

    code, (added, winner) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert seen == [["Sasha (player 1)", "Sasha (player 2)", "Sasha (player 2) (player 3)"]]
    assert added and winner == 2


def sheet_refusing(qtbot, w, name: str):
    """New score sheet with ``name`` typed for player 2, Start; then "Boris", Start.
    :returns: ``((the start dialog still open, its words, the field focused) after the
    first Start, the sheet's names)``."""
    seen = {}

    def typed(start):
        start.name_edits[1].setText(name)
        start.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        seen["keeper"] = start.isVisible(), start.name_problem.text(), start.focusWidget() is start.name_edits[1]
        start.name_edits[1].setText("Boris")
        start.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    keeper = new_sheet(qtbot, w, typed)
    names = list(keeper.keeper.names)
    keeper.close()
    return seen["keeper"], names


def test_a_name_the_app_gives_another_seat_is_refused_with_a_reason(qtbot, folders, tmp_path, monkeypatch):
    """Settings: "Computer 5" typed for player 2 (a computer the app would name so itself,
    and «Компьютер 5» in Russian), then Save: the dialog stays, says why, the field keeps
    the name and is the one focused; "Sasha" is then saved (your own "You" stays the default).
    A seat's own default name typed is a name like any other (test_default_names). New score
    sheet: "You" typed for player 2, Start: the same. Before: both were taken, and read as
    the app's own names."""
    quick_settings(tmp_path)
    reason = "“%s” is a name this program gives its own players: please type another name."

    def drive(w):
        qtbot.waitUntil(lambda: built(w), timeout=30000)
        dlg = w.open_settings()
        save = dlg.buttons.button(QDialogButtonBox.StandardButton.Ok)
        dlg.name_edits[1].setText("Computer 5")
        save.click()
        seen = {"settings": (dlg.isVisible(), dlg.name_problem.text(), dlg.name_edits[1].text(),
                             dlg.focusWidget() is dlg.name_edits[1])}
        dlg.name_edits[1].setText("Sasha")
        save.click()
        qtbot.waitUntil(lambda: w.settings.names[1] == "Sasha", timeout=10000)
        seen["saved"] = w.settings.names[:2], w.settings.default_names[:2]

        seen["keeper"], seen["sheet"] = sheet_refusing(qtbot, w, "You")
        return seen

    code, seen = start_app(monkeypatch, [], drive)
    assert code == 0
    assert seen["settings"] == (True, reason % "Computer 5", "Computer 5", True)
    assert seen["saved"] == (("You", "Sasha"), (True, False))  # typed: kept as typed
    assert seen["keeper"] == (True, reason % "You", True)
    assert seen["sheet"] == ["Player 1", "Boris"]


def test_a_refused_name_in_a_seat_not_in_play_says_which_player_and_can_be_mended(qtbot, folders, tmp_path,
                                                                                    monkeypatch):
    """Settings: "Computer 1" typed for player 4, then 3 players chosen (player 4's field
    greyed), Save: the refusal came, but the focus could not go to the greyed field and
    nothing said which player it was about. Now the refusal names player 4 and says the seat
    is not in play, and the field is made editable and focused, its name selected; "Vera"
    typed there is then saved with the 3 players (a seat's name is kept for when it plays)."""
    quick_settings(tmp_path)

    def drive(w):
        qtbot.waitUntil(lambda: built(w), timeout=30000)
        dlg = w.open_settings()
        save = dlg.buttons.button(QDialogButtonBox.StandardButton.Ok)
        dlg.players_combo.setCurrentIndex(dlg.players_combo.findText("4"))
        dlg.name_edits[3].setText("Computer 1")
        dlg.players_combo.setCurrentIndex(dlg.players_combo.findText("3"))
        greyed = not dlg.name_edits[3].isEnabled()
        save.click()
        edit = dlg.name_edits[3]
        seen = {"refused": (greyed, dlg.isVisible(), dlg.name_problem.text(), edit.isEnabled(),
                            dlg.focusWidget() is edit, edit.selectedText())}
        edit.setText("Vera")
        save.click()
        qtbot.waitUntil(lambda: not dlg.isVisible(), timeout=10000)
        seen["saved"] = w.settings.rules.players, w.settings.names[3]
        return seen

    code, seen = start_app(monkeypatch, [], drive)
    assert code == 0
    assert seen["refused"] == (True, True, "Player 4 (not in play with these rules): “Computer 1” is a name this "
                               "program gives its own players: please type another name.", True, True, "Computer 1")
    assert seen["saved"] == (3, "Vera")


def test_the_keeper_s_new_sheet_is_not_blocked_by_a_name_in_a_seat_it_does_not_use(qtbot, folders, monkeypatch):
    """New score sheet: "You" typed for player 4, then 3 players chosen (player 4's field
    hidden), Start: the sheet of three starts — a sheet keeps no name of a seat it does not
    use, so such a name blocks nothing. (Settings checks every seat's name: it keeps a seat's
    name for when it plays, test above.) Back to 4 players, the same name is refused."""
    quick_settings(folders.parent)

    def drive(w):
        qtbot.waitUntil(lambda: built(w), timeout=30000)
        seen = {}

        def typed(start):
            start.players_combo.setCurrentIndex(start.players_combo.findText("4"))
            start.name_edits[3].setText("You")
            start.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
            seen["four"] = start.isVisible(), start.name_problem.text()
            start.players_combo.setCurrentIndex(start.players_combo.findText("3"))
            start.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

        keeper = new_sheet(qtbot, w, typed)
        seen["sheet"] = list(keeper.keeper.names)
        keeper.close()
        return seen

    code, seen = start_app(monkeypatch, [], drive)
    assert code == 0
    assert seen["four"] == (True, "“You” is a name this program gives its own players: please type another name.")
    assert seen["sheet"] == ["Player 1", "Player 2", "Player 3"]


def test_the_keeper_s_refusal_names_the_side_as_its_sheet_does(qtbot, folders, monkeypatch):
    """Three players, "Sasha", "Sasha", "Anna"; a deal typed with 400 for the second Sasha,
    more than a deal can give one side. The form's refusal names him "Sasha (player 2)", as the
    sheet's column (before: "Sasha: 400 is more …", which Sasha anyone's guess)."""
    def drive(w):
        qtbot.waitUntil(lambda: built(w), timeout=30000)

        keeper = new_sheet(qtbot, w, three_named("Sasha", "Sasha", "Anna"))
        keeper.declarer_combo.setCurrentIndex(1)
        for edit, value in zip(keeper.total_edits, (0, 400, 0)):
            edit.setText(str(value))
        keeper.add_button.click()
        message = keeper.message.text()
        keeper.close()
        return message

    code, message = start_app(monkeypatch, [], drive)
    assert code == 0
    assert message.startswith("Sasha (player 2): 400 is more than a deal can give one side"), message


def test_a_deal_played_again_from_the_other_seat_names_who_held_each_hand_as_the_game_did(qtbot, folders, tmp_path,
                                                                                            monkeypatch):
    """Two players both typed "Sasha" (you, player 1; the computer, player 2); the deal is
    played again in the computer's seat. The comparison says who held each hand as played as
    the game named them: you hold the hand "Sasha (player 2)" held, and the column of the
    computer, who holds your hand now, reads "as played: Sasha (player 1)". Before: the
    names of the hands as played were told apart by the seats of the game played again, so
    it said "as played, Sasha (player 1) held the hand you hold now" — the wrong Sasha."""
    quick_settings(tmp_path, rules=Rules(players=2), names=("Sasha", "Sasha", DEFAULT_NAMES[2], DEFAULT_NAMES[3]))

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.table_ready_shown, timeout=30000)
        play_quickly_to(qtbot, w, "summary")
        original = w.session.store.uid
        w.overlays.summary.buttons[1].click()  # Play this deal again…
        dlg = w.practice_starts.play_again_dialog
        dlg.seat_combo.setCurrentIndex(1)  # the computer's hand
        dlg.accept()
        qtbot.waitUntil(lambda: w.session.again is not None and not w.overlays.shown("summary"), timeout=30000)
        play_quickly_to(qtbot, w, "summary")
        # the original deal's comparison with the Master (worked out in the background, the game
        # put aside) has come: nothing that could still change the panel is left
        qtbot.waitUntil(lambda: w.session.comparisons.state(original, 1) != "waiting", timeout=30000)
        return w.summary.body.toPlainText()

    code, text = start_app(monkeypatch, [], drive)
    assert code == 0
    assert "A column is a hand: as played, Sasha (player 2) held the hand you hold now." in text, text
    assert "as played: Sasha (player 2)" in text and "as played: Sasha (player 1)" in text, text
    first, second = text.index("as played: Sasha (player 2)"), text.index("as played: Sasha (player 1)")
    assert first < second, text  # your column (side 0) first: its hand was the computer's


def test_the_original_deal_s_comparison_with_the_master_coming_late_leaves_the_played_again_panel(
        qtbot, folders, tmp_path, monkeypatch):
    """A deal played again at once from its end-of-deal panel: the Master's comparison of
    the original deal (the game put aside) comes only once the deal played again is over. Its
    panel still shows the deal as played and played again. Before: the late comparison
    wrote the original deal's end-of-deal panel over it (the panel remembered the original
    deal as the one it showed), so the comparison the person had read was gone — what
    made test_a_deal_played_again_from_the_other_seat_… fail once."""
    quick_settings(tmp_path, rules=Rules(players=2))

    def drive(w):
        qtbot.waitUntil(lambda: built(w) and w.table_ready_shown, timeout=30000)
        play_quickly_to(qtbot, w, "summary")
        original = w.session.store.uid
        w.overlays.summary.buttons[1].click()  # Play this deal again…
        w.practice_starts.play_again_dialog.accept()  # your own hand
        qtbot.waitUntil(lambda: w.session.again is not None and not w.overlays.shown("summary"), timeout=30000)
        play_quickly_to(qtbot, w, "summary")
        before = w.summary.body.toPlainText()
        comparisons = w.session.comparisons
        # the original's comparison arrives now (as the Master's worker answers it late)
        comparisons.compared.emit(original, 1, comparisons.results.get((original, 1)))
        return before, w.summary.body.toPlainText(), w.overlays.shown("summary")

    code, (before, after, shown) = start_app(monkeypatch, [], drive)
    assert code == 0 and shown
    assert before.startswith("The deal as played and played again"), before
    assert after == before


def reads_as_typed(label) -> bool:
    """Whether ``label`` shows its text as it is, never as HTML."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import Qt as GuiQt

    form = label.textFormat()
    return form == Qt.TextFormat.PlainText or (form == Qt.TextFormat.AutoText and not GuiQt.mightBeRichText(label.text()))


def test_a_name_that_looks_like_html_reads_as_typed_on_the_keeper_s_form_and_in_history(qtbot, folders, monkeypatch):
    """A sheet of "<i>Ann</i>", "Bob" and "Sasha": a deal with 400 for Ann (refused), then a
    debertz for Ann. Every label that names her — the form's dealer, her totals' label,
    the refusal, "… won the game", the sheet's line above it, History's heading of the
    game — reads "<i>Ann</i>" as typed. Before: those labels took the name for HTML and
    showed "Ann" in italics, the tags gone."""
    from PySide6.QtWidgets import QLabel

    name = "<i>Ann</i>"

    def drive(w):
        qtbot.waitUntil(lambda: built(w), timeout=30000)

        keeper = new_sheet(qtbot, w, three_named(name, "Bob", "Sasha"))
        keeper.show()
        for edit, value in zip(keeper.total_edits, (400, 0, 0)):
            edit.setText(str(value))
        keeper.add_button.click()
        seen = [(lab.text(), reads_as_typed(lab)) for lab in (keeper.dealer_label, keeper.message)]
        on_modal(QInputDialog, lambda dlg: press(dlg, "Add debertz"), [])  # the first, Ann
        keeper.ask_debertz()
        labels = [keeper.status, keeper.sheet.status]
        labels += [lab for lab in keeper.findChildren(QLabel) if name in lab.text() and lab not in labels]
        seen += [(lab.text(), reads_as_typed(lab)) for lab in labels]
        keeper.close()
        hw = w.open_history()
        qtbot.waitUntil(lambda: bool(hw.game_ids()), timeout=30000)
        hw.select_game(hw.game_ids()[0])
        seen.append((hw.sheet_title.text(), reads_as_typed(hw.sheet_title)))
        hw.close()
        return seen

    code, seen = start_app(monkeypatch, [], drive)
    assert code == 0
    assert len(seen) >= 7 and all(name in text for text, _ in seen), seen
    assert [text for text, plain in seen if not plain] == []


def test_history_s_delete_question_names_the_players_as_typed(qtbot, folders, tmp_path, monkeypatch):
    """History → Delete… of a game of "<i>Ann</i>" and "Bob": the question names Ann as typed,
    tags and all (a question box is plain text: asking.question_box, also the preset's Delete
    and the keeper's questions). Before: "Delete the game of … (Ann · Bob)", Ann in italics."""
    from PySide6.QtWidgets import QMessageBox

    from deberts_desktop.storage.history import History
    from tests.storage.test_history import finished_game

    from .test_keyboard_only import quick_settings

    quick_settings(tmp_path)
    folders.mkdir(parents=True, exist_ok=True)
    game = finished_game(Rules(players=2), 5)
    game.names = ["<i>Ann</i>", "Bob"]
    with History(folders / "history.sqlite3") as h:
        gid = h.start_game(game.rules, game.names, [None, "amateur"])
        h.store_game(gid, game)
    asked: list = []

    def drive(w):
        qtbot.waitUntil(lambda: built(w), timeout=30000)
        hw = w.open_history()
        hw.select_game(gid)
        on_modal(QMessageBox, lambda box: (asked.append((box.text(), reads_as_typed(box.findChild(QLabel, "qt_msgbox_label")))),
                                           press(box, "Cancel")), [])
        kept = not hw.delete_selected()
        hw.close()
        return kept

    from PySide6.QtWidgets import QLabel

    code, kept = start_app(monkeypatch, [], drive)
    assert code == 0 and kept
    [(text, plain)] = asked
    assert "(<i>Ann</i> · Bob)" in text and plain, asked


def test_a_record_s_names_that_read_alike_or_blank_are_told_apart_on_the_table(qtbot, folders, tmp_path, monkeypatch):
    """A record file opened on the table (``deberts-desktop FILE``) names its players
    " Sasha" and "Sasha" (a space apart), another "" and "Anna". The plates and the score
    box read "Sasha (player 1)" / "Sasha (player 2)", and "Player 1" for the nameless seat
    (the name the app gives a seat without one). Before: "Sasha" twice, one a space to the
    right, and an empty plate and score line."""
    import copy
    import json

    from tests.engine.test_examples import EXAMPLE_A

    from .test_real_start import in_replay

    seen = {}
    for tag, names in (("alike", [" Sasha", "Sasha"]), ("blank", ["", "Anna"])):
        record = copy.deepcopy(EXAMPLE_A)
        record["names"] = names
        path = tmp_path / f"{tag}.record.json"
        path.write_text(json.dumps(record), encoding="utf-8")

        def drive(w):
            qtbot.waitUntil(lambda: in_replay(w) and len(w.replays.replay.scene.score_box.rows) > 2, timeout=30000)
            table = w.replays.replay  # the replay's own table
            return plate_names(table), [r[0] for r in table.scene.score_box.rows[1:3]]

        code, seen[tag] = start_app(monkeypatch, [str(path)], drive)
        assert code == 0
    assert seen["alike"] == (["Sasha (player 1)", "Sasha (player 2)"],) * 2
    assert seen["blank"] == (["Player 1", "Anna"],) * 2


def test_a_name_that_looks_like_html_reads_as_typed_in_history_s_tooltips(qtbot, folders, tmp_path, monkeypatch):
    """History lists a game of "<i>Ann</i>" and "Bob": the tooltip of its Players cell and
    of the sheet's column headings ("What <i>Ann</i> wrote in each deal") read the
    name as typed. Before: a tooltip took it for HTML, Ann in italics, the tags gone."""
    from PySide6.QtGui import QTextDocument
    from PySide6.QtGui import Qt as GuiQt

    from deberts_desktop.storage.history import History
    from tests.storage.test_history import finished_game

    quick_settings(tmp_path)
    folders.mkdir(parents=True, exist_ok=True)
    game = finished_game(Rules(players=2), 5)
    game.names = ["<i>Ann</i>", "Bob"]
    with History(folders / "history.sqlite3") as h:
        gid = h.start_game(game.rules, game.names, [None, "amateur"])
        h.store_game(gid, game)

    def read(tip: str) -> str:
        """A tooltip as the person reads it (rich text when Qt takes it for that)."""
        if not GuiQt.mightBeRichText(tip):
            return tip
        doc = QTextDocument()
        doc.setHtml(tip)
        return doc.toPlainText()

    def drive(w):
        qtbot.waitUntil(lambda: built(w), timeout=30000)
        hw = w.open_history()
        hw.select_game(gid)
        row = hw.game_ids().index(gid)
        tips = [hw.proxy.index(row, 1).data(0x03)]  # Qt.ToolTipRole of the Players cell
        table = hw.sheet.table
        tips += [table.horizontalHeaderItem(col).toolTip() for col in range(table.columnCount())
                 if "Ann" in (table.horizontalHeaderItem(col).toolTip() or "")]
        hw.close()
        return [read(t) for t in tips]

    code, tips = start_app(monkeypatch, [], drive)
    assert code == 0
    assert len(tips) == 3 and all("<i>Ann</i>" in t for t in tips), tips


def test_history_names_a_computer_told_apart_by_its_seat_and_its_level_in_one_bracket_in_russian(
        qtbot, folders, tmp_path, monkeypatch):
    """History in Russian lists a stored game of "Саша" (the person), "Саша" (an Amateur)
    and "Анна" (an Expert): "Саша (игрок 1), Саша (игрок 2, Любитель), Анна (Знаток)".
    Before: "Саша (игрок 2) (Любитель)", two brackets in a row."""
    from deberts_desktop.storage.history import History
    from tests.storage.test_history import finished_game

    quick_settings(tmp_path, language="ru")
    folders.mkdir(parents=True, exist_ok=True)
    game = finished_game(Rules(players=3), 5)
    game.names = ["Саша", "Саша", "Анна"]
    with History(folders / "history.sqlite3") as h:
        gid = h.start_game(game.rules, game.names, [None, "amateur", "expert"])
        h.store_game(gid, game)

    def drive(w):
        qtbot.waitUntil(lambda: built(w), timeout=30000)
        hw = w.open_history()
        hw.select_game(gid)
        players = hw.proxy.index(hw.game_ids().index(gid), 1).data()
        hw.close()
        return players

    code, players = start_app(monkeypatch, [], drive)
    assert code == 0
    assert players == "Саша (игрок 1), Саша (игрок 2, Любитель), Анна (Знаток)"


def test_a_name_made_only_of_invisible_characters_is_refused_with_a_reason(qtbot, folders, tmp_path, monkeypatch):
    """Settings: a zero-width space (U+200B) typed for player 2, then Save: the dialog stays,
    says the name shows nothing, the field is the one focused and the name is not kept; the
    same for a word joiner and a Hangul filler (U+2060, U+3164). New score sheet: U+200B
    for player 2, Start: the same. (Before: each was kept as typed — a blank plate on the
    table, a blank column on the sheet.) A field of spaces is still the name left as it was."""
    quick_settings(tmp_path)
    reason = ("This name shows nothing: it is made only of invisible characters. "
              "Type a name with letters that can be seen.")

    def drive(w):
        qtbot.waitUntil(lambda: built(w), timeout=30000)
        dlg = w.open_settings()
        save = dlg.buttons.button(QDialogButtonBox.StandardButton.Ok)
        seen = {"settings": []}
        for typed in ("\u200b", " \u2060 ", "\u3164"):
            dlg.name_edits[1].setText(typed)
            save.click()
            seen["settings"].append((dlg.isVisible(), dlg.name_problem.text(), dlg.focusWidget() is dlg.name_edits[1]))
        dlg.name_edits[1].setText("   ")  # blank: the name as it was
        save.click()
        qtbot.waitUntil(lambda: not dlg.isVisible(), timeout=10000)
        seen["saved"] = w.settings.names[1]

        seen["keeper"], seen["sheet"] = sheet_refusing(qtbot, w, "\u200b")
        return seen

    code, seen = start_app(monkeypatch, [], drive)
    assert code == 0
    assert seen["settings"] == [(True, reason, True)] * 3
    assert seen["saved"] == DEFAULT_NAMES[1]  # "Computer 1", as it was
    assert seen["keeper"] == (True, reason, True)
    assert seen["sheet"] == ["Player 1", "Boris"]
