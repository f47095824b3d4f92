"""A stored game's built-in player names read in the language used now (the defect left at
stop 33): a game is stored with its names as shown when it started ("Вы", "Компьютер 1" in
Russian); continued, listed, replayed or opened after a switch to English, the table, the
score sheet, the narrator, the end-of-deal panel and History say "You" and "Computer 1" —
and the other way round. A name the player typed stays as typed. The record keeps the
names as they were stored (its format does not change)."""

from __future__ import annotations

import copy
import json
import re
import sqlite3
from dataclasses import replace


from deberts_desktop.engine.rules import Rules
from deberts_desktop.storage.autosave import FILE_NAME as AUTOSAVE_FILE
from deberts_desktop.storage.settings import FILE_NAME as SETTINGS_FILE
from deberts_desktop.storage.score_keeper import ScoreKeeper
from deberts_desktop.storage.settings import load_settings, save_settings
from deberts_desktop.ui.sheets.sheet_data import data_from_keeper, sheet_lines
from deberts_desktop.ui.words import display_name, display_names, side_names

from .table_driver import answer, person_turn
from .test_keyboard_only import first_turn, play_quickly_to, quick_settings
from .test_real_start import built, folders, in_replay, start_app, without_the_master, write  # noqa: F401 (the fixture)
from tests.engine.test_examples import EXAMPLE_A

CYRILLIC = re.compile("[А-Яа-яЁё]")


def test_a_built_in_name_in_either_language_reads_in_the_language_used(qapp, russian):
    """The names the app gives (the .ts's "Words": You/Вы, Computer N/Компьютер N, Player
    N/Игрок N) in Russian; any other name (Latin or Cyrillic) as stored, a given name
    inside a longer name too, and "Anna", a name a player may type for a friend."""
    assert display_names(["You", "Anna", "Boris", "Vera"]) == ["Вы", "Anna", "Boris", "Vera"]
    assert display_names(["Вы", "Анна", "Борис", "Вера"]) == ["Вы", "Анна", "Борис", "Вера"]
    assert [display_name(n) for n in ("Computer 3", "Компьютер 2", "Player 4", "Игрок 1")] == [
        "Компьютер 3", "Компьютер 2", "Игрок 4", "Игрок 1"]
    assert [display_name(n) for n in ("Ivan", "Гена", "You two", "Анна К.", "Computer", "Компьютер 12", "")] == [
        "Ivan", "Гена", "You two", "Анна К.", "Computer", "Компьютер 12", ""]
    pair = side_names(Rules(players=4, mode="pairs"), ["You", "Anna", "Computer 2", "Boris"])[0]
    assert pair == "Вы и Компьютер 2"  # a pair History stored in English


def test_a_built_in_name_in_either_language_reads_in_english(qapp):
    assert display_names(["Вы", "Анна", "Борис", "Вера"]) == ["You", "Анна", "Борис", "Вера"]
    assert display_names(["You", "Anna"]) == ["You", "Anna"]
    assert [display_name(n) for n in ("Компьютер 1", "Игрок 3", "Computer 2", "Player 1")] == [
        "Computer 1", "Player 3", "Computer 2", "Player 1"]
    assert [display_name(n) for n in ("Гена", "вы", "Вы ", "Компьютер")] == ["Гена", "вы", "Вы ", "Компьютер"]


def plate_names(w) -> list[str]:
    """The name on each seat's plate, seat 0 first."""
    return [p.rows[0][0] for _seat, p in sorted(w.scene.plates.items()) if p.rows]


def language(tmp_path, lang: str) -> None:
    """The settings file's language changed (what Settings → Language and a restart do)."""
    path = tmp_path / "config" / SETTINGS_FILE
    settings, _ = load_settings(path)
    save_settings(replace(settings, language=lang), path)


def test_a_game_begun_in_russian_goes_on_in_english_with_english_names(qtbot, folders, tmp_path, monkeypatch):
    """Started in Russian (seats "Вы", "Компьютер 1"), a deal played, the app closed; the
    language set to English and the app started again, the game continued: the plates, the
    score box, the score sheet, the deal log and the next end-of-deal panel say "You" and
    "Computer 1", nothing in Cyrillic; History lists the game as "You, Computer 1
    (Amateur)" and its sheet, its heading and its replay name them so. The autosave and
    History keep "Вы" and "Компьютер 1"."""
    quick_settings(tmp_path, language="ru")

    def first(w):
        first_turn(qtbot, w)
        without_the_master(w)
        names = plate_names(w)
        play_quickly_to(qtbot, w, "summary")
        return names

    code, russian_names = start_app(monkeypatch, ["--seed", "3"], first)
    assert code == 0 and russian_names == ["Вы", "Компьютер 1"]
    stored = json.loads((folders / AUTOSAVE_FILE).read_text(encoding="utf-8"))
    assert stored["names"] == ["Вы", "Компьютер 1"]
    language(tmp_path, "en")

    def again(w):
        qtbot.waitUntil(lambda: built(w) and w.questions.question is not None, timeout=30000)
        without_the_master(w)
        answer(qtbot, w, "Continue")
        qtbot.waitUntil(lambda: person_turn(w) or w.overlays.shown("summary"), timeout=30000)
        seen = {"plates": plate_names(w), "score box": [r[0] for r in w.scene.score_box.rows],
                "sheet": w.sheet.data.side_names, "log": list(w.deal_log.lines),
                "declarers": [line.second for line in sheet_lines(w.sheet.data) if line.kind == "deal"]}
        if not w.overlays.shown("summary"):
            play_quickly_to(qtbot, w, "summary")
        seen["panel"] = w.summary.title.text() + w.summary.body.toPlainText()
        hw = w.open_history()
        gid = hw.game_ids()[0]
        hw.select_game(gid)
        row = hw.game_ids().index(gid)
        seen["history"] = (hw.proxy.index(row, 1).data(), hw.sheet_title.text(), hw.sheet.data.side_names)
        hw.replay_button.click()  # History → Replay: the game on the replay table
        qtbot.waitUntil(lambda: in_replay(w), timeout=30000)
        w.replays.replay.move(1)
        seen["replay"] = (plate_names(w.replays.replay), w.replays.replay.info.text())
        hw.close()
        return seen

    code, seen = start_app(monkeypatch, [], again)
    assert code == 0
    assert seen["plates"] == ["You", "Computer 1"]
    assert "You" in seen["score box"] and "Computer 1" in seen["score box"]
    assert seen["sheet"] == ("You", "Computer 1")
    assert seen["declarers"] and all(d == "—" or d.split()[0] in ("You", "Computer") for d in seen["declarers"])
    assert re.match(r"Deal \d · dealer: (You|Computer 1) · turned card ", seen["log"][0]), seen["log"]
    assert any(line.startswith(("You: ", "Computer 1: ")) for line in seen["log"])  # a bid
    players, heading, sheet = seen["history"]
    assert players == "You, Computer 1 (Amateur)" and heading.endswith("— You · Computer 1")
    assert sheet == ("You", "Computer 1")
    replay_plates, replay_info = seen["replay"]
    assert replay_plates == ["You", "Computer 1"] and replay_info.endswith("— Computer 1: pass"), replay_info
    shown = [*seen["plates"], *seen["score box"], *seen["sheet"], *seen["declarers"], *seen["log"], seen["panel"],
             players, heading, *replay_plates, replay_info]
    assert [t for t in shown if CYRILLIC.search(t)] == []
    assert json.loads((folders / AUTOSAVE_FILE).read_text(encoding="utf-8"))["names"] == ["Вы", "Компьютер 1"]
    with sqlite3.connect(folders / "history.sqlite3") as db:  # History's row as it was stored
        assert [json.loads(n) for (n,) in db.execute("SELECT names FROM games")] == [["Вы", "Компьютер 1"]]


def test_a_game_begun_in_english_goes_on_in_russian_with_russian_names(qtbot, folders, tmp_path, monkeypatch):
    """The other way round: begun in English and closed before the person acted (it goes on
    without a question), the next start in Russian seats "Вы" and "Компьютер 1"."""
    quick_settings(tmp_path)

    def seats(w):
        qtbot.waitUntil(lambda: w.table_ready_shown, timeout=30000)
        return plate_names(w), w.sheet.data.side_names, list(w.deal_log.lines)

    code, (english, _, _) = start_app(monkeypatch, ["--seed", "3"], seats)
    assert code == 0 and english == ["You", "Computer 1"]
    language(tmp_path, "ru")
    code, (plates, sheet, log) = start_app(monkeypatch, [], seats)
    assert code == 0 and plates == ["Вы", "Компьютер 1"] and sheet == ("Вы", "Компьютер 1")
    assert log[0].startswith(("Сдача 1 · сдаёт: Вы ·", "Сдача 1 · сдаёт: Компьютер 1 ·")), log


def test_a_record_with_russian_names_opens_with_english_names(qtbot, folders, tmp_path, monkeypatch):
    """A record file written in Russian ("Вы", "Анна") opened from the command line in
    English: the replay table's plates, its action line and the sheet say "You" and, a
    name the app does not give, "Анна" as written."""
    record = copy.deepcopy(EXAMPLE_A)
    record["names"] = ["Вы", "Анна"]
    path = write(tmp_path / "ru.record.json", record)

    def drive(w):
        qtbot.waitUntil(lambda: in_replay(w), timeout=30000)
        rv = w.replays.replay
        rv.move(1)  # "0 pass"
        seen = {"plates": plate_names(rv), "info": rv.info.text()}
        while rv.move(1):
            pass
        seen["sheet"] = w.sheet.data.side_names
        return seen

    code, seen = start_app(monkeypatch, [path], drive)
    assert code == 0 and seen["plates"] == ["You", "Анна"], seen
    assert seen["info"].endswith("— You: pass") and seen["sheet"] == ("You", "Анна")


def test_a_score_keeper_s_sheet_and_a_stored_side_name_read_in_english(qapp):
    """A score sheet kept in Russian with its default names ("Игрок 1" …) and one typed
    ("Гена"): in English its sheet says "Player 1 & Гена" and "Player 2 & Player 4"
    (pairs: seats 0 + 2, 1 + 3); a side name History stored ("Вы & Компьютер 2") reads
    "You & Computer 2"."""
    keeper = ScoreKeeper(Rules(players=4, mode="pairs"), ["Игрок 1", "Игрок 2", "Гена", "Игрок 4"])
    data = data_from_keeper(keeper)
    assert data.side_names == ("Player 1 & Гена", "Player 2 & Player 4")
    assert data.names == ("Player 1", "Player 2", "Гена", "Player 4")
    assert keeper.names == ["Игрок 1", "Игрок 2", "Гена", "Игрок 4"]  # kept as stored
    pair = side_names(Rules(players=4, mode="pairs"), ["Вы", "Анна", "Компьютер 2", "Борис"])[0]
    assert pair == "You & Computer 2" and side_names(Rules(players=2), ["Гена", "Вы"]) == ["Гена", "You"]


def test_a_name_typed_in_the_settings_stays_as_typed_in_the_other_language(qtbot, folders, tmp_path, monkeypatch):
    """A name the player typed in Settings (a plain str there, ``DefaultName`` for a default)
    is shown as typed in every language (storage.settings' contract), even when it is, letter
    for letter, a built-in name of another language: a Russian table with a friend typed as
    "Anna" says "Anna", not "Анна"; an English one with "Борис" typed says "Борис"."""
    from deberts_desktop.storage.settings import DEFAULT_NAMES

    def seats(w):
        qtbot.waitUntil(lambda: w.table_ready_shown, timeout=30000)
        return plate_names(w), w.sheet.data.side_names

    quick_settings(tmp_path, language="ru", names=(DEFAULT_NAMES[0], "Anna", *DEFAULT_NAMES[2:]))
    code, (plates, sheet) = start_app(monkeypatch, ["--seed", "3"], seats)
    assert code == 0 and plates == ["Вы", "Anna"] and sheet == ("Вы", "Anna")
    (folders / AUTOSAVE_FILE).unlink(missing_ok=True)
    quick_settings(tmp_path, language="en", names=(DEFAULT_NAMES[0], "Борис", *DEFAULT_NAMES[2:]))
    code, (plates, sheet) = start_app(monkeypatch, ["--seed", "3"], seats)
    assert code == 0 and plates == ["You", "Борис"] and sheet == ("You", "Борис")


def test_a_typed_name_holding_an_ampersand_is_one_player_s_in_russian_side_names(qtbot, folders, tmp_path, monkeypatch):
    """A score sheet of two pairs whose first player was typed "Tom & Jerry" (one person's
    name, with its partner "Аня"), opened in Russian through the real start: History's
    heading, the sheet's window title and its entry form name the side "Tom & Jerry и Аня"
    (before: the name cut at " & ", "Tom и Jerry и Аня", as if three players)."""
    from deberts_desktop.storage.history import History

    quick_settings(tmp_path, language="ru")
    folders.mkdir(parents=True, exist_ok=True)
    keeper = ScoreKeeper(Rules(players=4, mode="pairs"), ["Tom & Jerry", "Игрок 2", "Аня", "Игрок 4"])
    with History(folders / "history.sqlite3") as h:
        gid = keeper.save(h)

    def drive(w):
        qtbot.waitUntil(lambda: built(w), timeout=30000)
        hw = w.open_history()
        hw.select_game(gid)
        heading = hw.sheet_title.text()
        hw.continue_button.click()
        qtbot.waitUntil(lambda: w.keepers.window_of(gid) is not None, timeout=10000)
        win = w.keepers.window_of(gid)
        seen = heading, win.windowTitle(), list(win.form.side_names)
        win.close()
        return seen

    _, (heading, title, sides) = start_app(monkeypatch, [], drive)
    assert heading.endswith(" — Tom & Jerry и Аня · Игрок 2 и Игрок 4")
    assert title == "Запись — Tom & Jerry и Аня · Игрок 2 и Игрок 4"
    assert sides == ["Tom & Jerry и Аня", "Игрок 2 и Игрок 4"]


def test_a_stored_sheet_that_cannot_be_read_names_the_side_in_the_person_s_language(qtbot, folders, tmp_path,
                                                                                    monkeypatch):
    """A score keeper's sheet of four players in pairs ("Player 1" … "Player 4" as the keeper
    stores blank names), its first deal edited in the history to a negative total for the
    side of players 1 and 3; History → Continue in Russian. The message named the side as
    stored, in English: "Player 1 & Player 3: сумма не может быть отрицательной (-5)."; now
    as the sheet shows it in Russian («Игрок 1 и Игрок 3»), what the side's column reads."""
    from PySide6.QtWidgets import QMessageBox

    from .test_question_buttons import on_modal

    quick_settings(tmp_path, language="ru")

    def drive(w):
        qtbot.waitUntil(lambda: built(w), timeout=30000)
        history = w.storage.history
        keeper = ScoreKeeper(Rules(players=4, mode="pairs"), ["Player 1", "Player 2", "Player 3", "Player 4"])
        keeper.add_deal(0, (100, 62))
        gid = keeper.save(history)
        data = json.loads(history.stored_record(gid))
        data["deals"][0]["totals"] = [-5, 62]
        history._conn.execute("UPDATE games SET record = ? WHERE id = ?", (json.dumps(data), gid))
        told = []
        on_modal(QMessageBox, lambda box: (told.append(box.text()), box.accept()), [])
        opened = w.history_opening.continue_game(gid)
        return opened, told

    code, (opened, told) = start_app(monkeypatch, [], drive)
    assert code == 0 and opened is None
    assert told == ["Игрок 1 и Игрок 3: сумма не может быть отрицательной (−5)."]
