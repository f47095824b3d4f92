"""History's PDF export (issue 19, item 12): the PDF is printed to a temporary file in the
same folder and renamed over the target, so a kill while it is written (or a printer that
writes nothing) leaves the previous export whole; ``replay``'s text output prints no
control character from a name (``--json`` unchanged)."""

from __future__ import annotations

import json
import random

import pytest
from PySide6.QtWidgets import QMessageBox

from deberts_desktop import cli
from deberts_desktop.engine.game import Game
from deberts_desktop.engine.record import game_record, printable
from deberts_desktop.engine.rules import Rules
from deberts_desktop.storage import files
from deberts_desktop.storage.history import History
from deberts_desktop.ui.history.window import HistoryWindow
from tests.storage.helpers import play_deals


@pytest.fixture
def window(qtbot, tmp_path):
    game = Game(Rules(players=2), dealer=0, seed=5, names=["Anna", "Boris"])
    play_deals(game, random.Random(5), 2)
    h = History(tmp_path / "history.sqlite3")
    gid = h.start_game(game.rules, game.names, [None, "beginner"])
    h.store_game(gid, game)
    w = HistoryWindow(h)
    qtbot.addWidget(w)
    w.show()
    w.select_game(gid)
    yield w
    h.close()


def temporaries(folder):
    return [p.name for p in folder.iterdir() if p.name.endswith(files.TEMPORARY_SUFFIX)]


def test_the_pdf_is_written_beside_the_target_and_renamed_over_it(window, tmp_path, monkeypatch):
    target = tmp_path / "sheet.pdf"
    target.write_bytes(b"%PDF the previous good export")
    seen = []
    make_document = window.sheet_document

    def watched_document(gid=None):
        doc = make_document(gid)
        real_print = doc.print_

        def print_(printer):
            real_print(printer)
            # the PDF is complete in its temporary file; the target is still the old export
            seen.append((printer.outputFileName(), target.read_bytes()))

        doc.print_ = print_
        return doc

    monkeypatch.setattr(window, "sheet_document", watched_document)
    assert window.export_pdf(target)
    assert len(seen) == 1
    temp_name, during = seen[0]
    assert during == b"%PDF the previous good export"
    assert temp_name.startswith(str(tmp_path / ".sheet.pdf.")) and temp_name.endswith(".tmp")
    data = target.read_bytes()
    assert data.startswith(b"%PDF-") and len(data) > 1000
    assert temporaries(tmp_path) == []


def test_a_pdf_that_is_not_written_leaves_the_old_one_and_says_so(window, tmp_path, monkeypatch):
    target = tmp_path / "sheet.pdf"
    target.write_bytes(b"%PDF the previous good export")
    make_document = window.sheet_document

    def broken_printer(gid=None):  # a printer that writes nothing (a killed or failing job)
        doc = make_document(gid)
        doc.print_ = lambda printer: None
        return doc

    monkeypatch.setattr(window, "sheet_document", broken_printer)
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    assert not window.export_pdf(target)
    assert shown == [f"The PDF could not be written to {target}: the disk could not be read or written (disk I/O error)."]
    assert target.read_bytes() == b"%PDF the previous good export"
    assert temporaries(tmp_path) == []


def replay_of_names(tmp_path, capsys, names) -> tuple:
    """A 2-player deal of seed 5 by players of ``names``, its record written and ``replay``
    run on it: ``(the record's path, what replay printed)``."""
    game = Game(Rules(players=2), dealer=0, seed=5, names=names)
    play_deals(game, random.Random(5), 1)
    path = tmp_path / "r.record.json"
    path.write_text(game_record(game).to_json(), encoding="utf-8")
    assert cli.main(["replay", str(path)]) == 0
    return path, capsys.readouterr().out


def test_replay_text_output_escapes_control_characters_in_names(tmp_path, capsys):
    path, out = replay_of_names(tmp_path, capsys, ["Anna\x1b[2J\x1b]0;pwned\x07", "Bo\x9bris\x00"])
    assert not any(c in out for c in "\x1b\x07\x9b\x00")
    assert "dealer Anna\\x1b[2J\\x1b]0;pwned\\x07" in out
    assert "Bo\\x9bris\\x00" in out
    assert cli.main(["replay", str(path), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["deals"][0]["dealer"] == 0  # the JSON is as before: names are not part of it
    assert printable("Вера ♥") == "Вера ♥" and printable("a\tb\n") == "a\\x09b\\x0a"


def test_replay_text_output_escapes_bidi_controls_in_names(tmp_path, capsys):
    """A name holding a right-to-left override (U+202E) and an isolate (U+2067): printed
    as they are, a terminal would show the rest of the line reversed. ``replay`` writes
    their escapes as Python writes them (``\u202e``), as it escapes ESC. (Before: the
    override went out as it was, and reordered the line.)"""
    _, out = replay_of_names(tmp_path, capsys, ["Anna\u202eytrap", "Bo\u2067ris"])
    assert "\u202e" not in out and "\u2067" not in out
    assert "dealer Anna\\u202eytrap" in out and "Bo\\u2067ris" in out
    assert printable("\u200fA\u061c") == "\\u200fA\\u061c"

def test_replay_s_refusal_escapes_control_characters_of_a_move(tmp_path, capsys):
    from tests.engine.test_examples import EXAMPLE_A

    rec = json.loads(json.dumps(EXAMPLE_A))
    rec["deals"][0]["actions"][0] = "0 \x1b[31mdance"
    path = tmp_path / "r.record.json"
    path.write_text(json.dumps(rec), encoding="utf-8")
    assert cli.main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert "\x1b" not in err and err.startswith(f"deberts-desktop replay: {path}: deal 1, action 1 (0 \\x1b[31mdance): ")


@pytest.mark.parametrize("command", ["replay", "analyse", "compare"])
def test_every_command_s_refusal_escapes_control_characters_of_the_file_name_and_the_move(tmp_path, capsys, command):
    """A record shared under a name with a line break and an escape sequence, its first move
    an escape sequence too: each command's refusal is one line, the control characters
    written as escapes (before: ``analyse`` wrote the move as it was, and every command the
    file's name — a terminal took the escapes, and the "one line" was two)."""
    from tests.engine.test_examples import EXAMPLE_A

    rec = json.loads(json.dumps(EXAMPLE_A))
    rec["deals"][0]["actions"][0] = "0 \x1b[31mdance"
    path = tmp_path / "a\nb\x1b[2J.record.json"
    path.write_text(json.dumps(rec), encoding="utf-8")
    assert cli.main([command, str(path)]) == 2
    err = capsys.readouterr().err
    shown = str(tmp_path) + "/a\\x0ab\\x1b[2J.record.json"
    assert err.startswith(f"deberts-desktop {command}: {shown}: deal 1, action 1 (0 \\x1b[31mdance): ")
    assert "\x1b" not in err and err.count("\n") == 1


def test_analyse_escapes_control_characters_in_names(tmp_path, capsys):
    """``analyse`` prints the players' names as ``replay`` does: control characters escaped."""
    game = Game(Rules(players=2), dealer=0, seed=5, names=["Anna\x1b[2J", "Bo\x9bris"])
    play_deals(game, random.Random(5), 1)
    path = tmp_path / "r.record.json"
    path.write_text(game_record(game).to_json(), encoding="utf-8")
    assert cli.main(["analyse", str(path), "--worlds", "1", "--node-limit", "2000"]) == 0
    out = capsys.readouterr().out
    assert not any(c in out for c in "\x1b\x9b")
    assert "dealer Anna\\x1b[2J" in out
