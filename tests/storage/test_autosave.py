"""Autosave and resume: the exact position comes back; broken saves never stop the app."""

from __future__ import annotations

import errno
import json
import os
import random
import subprocess
import sys
import time
from dataclasses import replace

import pytest

from deberts_desktop.engine.actions import DECLINE
from deberts_desktop.engine.deal import BEFORE_LEAD
from deberts_desktop.engine.game import Game
from deberts_desktop.engine.record import read_record
from deberts_desktop.engine.rules import Rules
from deberts_desktop.storage import autosave as autosave_module
from deberts_desktop.storage import files
from deberts_desktop.storage.autosave import Autosave, AutosaveError, history_id_in
from tests.conftest import ROOT
from tests.storage.helpers import random_step


def position(game: Game) -> dict:
    """Everything a resumed game must reproduce."""
    deal = game.deal
    out = {
        "scores": game.scores, "baits": game.baits, "pots": game.pots, "rows": game.rows,
        "next_dealer": game.next_dealer, "finished": game.finished, "winner": game.winner,
        "entries": len(game.entries), "names": game.names, "rules": game.rules,
    }
    if deal is not None:
        asking = deal.phase == BEFORE_LEAD  # declines are not saved: a resumed game asks again
        out.update(
            phase=deal.phase,
            current=None if asking else deal.current_player,
            hands=list(deal.hands),
            legal=None if asking else deal.legal_actions(),
            views=[replace(deal.view(s), current_player=None, legal=()) if asking else deal.view(s)
                   for s in range(game.rules.players)],
            history=[(s, a) for s, a in deal.history if a != DECLINE],
            won_points=list(deal.won_points),
        )
    return out


@pytest.mark.parametrize(
    "rules, seed",
    [
        (Rules(players=2), 1),
        (Rules(players=3, seven_swap="declarer_only"), 2),
        (Rules(players=4), 3),
        (Rules(players=4, mode="individual", four_player_deal="five_three"), 4),
    ],
)
def test_resume_reproduces_the_exact_position(tmp_path, monkeypatch, rules, seed):
    # durability is not what this test is about: skip the disk flushes to keep it fast
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    save = Autosave(tmp_path / "autosave.record.json")
    rng = random.Random(seed)
    levels = [None] + ["expert"] * (rules.players - 1)
    checked = games = 0
    phases = set()
    while checked < 60:
        game = Game(rules, seed=rng.randrange(1 << 30), names=[f"Seat {i}" for i in range(rules.players)])
        games += 1
        while True:
            if game.deal is None:
                game.start_deal()  # a deal just dealt, before any bid, is a position too
            else:
                random_step(game, rng)
            save.save(game, history_id=42, levels=levels)
            if game.finished:
                assert not save.exists()
                break
            dense = games == 1 and len(game.entries) == 1  # every action of the first deal
            if dense or rng.random() < 0.2 or game.deal is None:
                phases.add(game.deal.phase if game.deal else "between deals")
                resumed = save.load_resume()
                assert save.messages == []
                assert resumed is not None and resumed.history_id == 42 and resumed.levels == levels
                assert resumed.saved_at is not None
                assert position(resumed.game) == position(game)
                checked += 1
                if checked % 5 == 0:
                    # play on from the resumed game: the same actions stay legal and agree
                    game = resumed.game
                    game.rng = random.Random(rng.randrange(1 << 30))
                if checked >= 60:
                    break
    assert {"bidding_1", "before_lead", "play", "between deals"} <= phases
    # the file is a plain game record the engine reads
    if save.exists():
        assert read_record(save.path.read_text(encoding="utf-8")).rules == rules


def test_a_game_to_continue_is_named_by_the_autosave_and_the_storage_too(tmp_path):
    """``Resume`` lives in ``storage.resume`` (imported when first used, issue 21) and is the
    autosave module's and the storage's name too; a saved game comes back as one, frozen."""
    import dataclasses

    from deberts_desktop import storage
    from deberts_desktop.storage.resume import Resume

    assert autosave_module.Resume is storage.Resume is Resume and "Resume" in dir(autosave_module)
    save = Autosave(tmp_path / "autosave.record.json")
    game = Game(Rules(players=2), seed=3)
    game.start_deal()
    save.save(game, history_id=7)
    resumed = save.load_resume()
    assert isinstance(resumed, Resume) and resumed.history_id == 7 and resumed.game.deal.phase == "bidding_1"
    with pytest.raises(dataclasses.FrozenInstanceError):
        resumed.history_id = 8


def test_finished_game_clears_the_save(tmp_path, monkeypatch):
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)  # speed only
    save = Autosave(tmp_path / "a.json")
    rng = random.Random(5)
    game = Game(Rules(players=2), seed=5)
    while not game.finished:
        random_step(game, rng)
        if not game.finished:
            save.save(game)
            assert save.exists()
    save.save(game)
    assert not save.exists() and save.load_resume() is None and save.messages == []


def test_nothing_saved(tmp_path):
    save = Autosave(tmp_path / "a.json")
    assert save.load_resume() is None and save.messages == []
    save.clear()  # no file: no error


def test_default_location(monkeypatch, tmp_path):
    monkeypatch.setattr(autosave_module, "default_data_dir", lambda: tmp_path / "data")
    assert Autosave().path == tmp_path / "data" / "autosave.record.json"


def started_game(seed=7, actions=9) -> Game:
    game = Game(Rules(players=2), seed=seed)
    rng = random.Random(seed)
    for _ in range(actions):
        random_step(game, rng)
    return game


@pytest.mark.parametrize(
    "content, words",
    [
        (b"{ half a rec", "the file is damaged"),
        (b"\xff\x00\xfe", "the file is damaged"),
        # the engine's English reason goes to the log, the player gets a translatable sentence
        (b'{"format": "something else"}', "it is not a game record this program can read"),
        (b'{"format": "deberts-record", "version": 1, "rules": {"players": 9}, "deals": []}',
         "it is not a game record this program can read"),
    ],
)
def test_corrupt_save_is_moved_aside(tmp_path, content, words):
    path = tmp_path / "autosave.record.json"
    path.write_bytes(content)
    save = Autosave(path)
    assert save.load_resume() is None
    assert len(save.messages) == 1 and words in save.messages[0]
    assert "autosave.record.json.bak" in save.messages[0]
    assert not path.exists() and (tmp_path / "autosave.record.json.bak").read_bytes() == content
    assert save.load_resume() is None and save.messages == []  # told once


def test_record_with_an_illegal_action_is_moved_aside(tmp_path):
    save = Autosave(tmp_path / "a.json")
    save.save(started_game())
    data = json.loads(save.path.read_text(encoding="utf-8"))
    seat = data["deals"][0]["actions"][0].split()[0]
    data["deals"][0]["actions"][0] = f"{seat} play AS"  # a card during bidding
    save.path.write_text(json.dumps(data), encoding="utf-8")
    assert save.load_resume() is None
    assert save.messages == [
        f"The saved game could not be continued: the moves stop making sense at deal 1, move 1. "
        f"It was kept as {tmp_path / 'a.json.bak'}."]
    assert (tmp_path / "a.json.bak").exists()


def test_broken_record_tells_the_deal_and_move_and_logs_the_engine_reason(tmp_path, caplog):
    save = Autosave(tmp_path / "a.json")
    save.save(started_game())
    data = json.loads(save.path.read_text(encoding="utf-8"))
    assert len(data["deals"]) == 1 and len(data["deals"][0]["actions"]) == 9
    data["deals"][0]["actions"][3] = "0 dance"
    save.path.write_text(json.dumps(data), encoding="utf-8")
    with caplog.at_level("WARNING", logger="deberts_desktop.storage"):
        assert save.load_resume() is None
    bak = tmp_path / "a.json.bak"
    assert save.messages == [
        f"The saved game could not be continued: the moves stop making sense at deal 1, move 4. It was kept as {bak}."]
    assert save.messages[0].params["reason"].template == "the moves stop making sense at deal {deal}, move {action}"
    assert [(r.name, r.levelname, r.getMessage()) for r in caplog.records] == [
        ("deberts_desktop.storage", "WARNING",
         f"the saved game {tmp_path / 'a.json'} cannot be replayed: deal 1, action 4 (0 dance): "
         "'dance' is not an action (use pass, take, name <suit>, swap, redeal, play <card>)")]


def test_broken_deal_tells_the_deal(tmp_path, caplog):
    save = Autosave(tmp_path / "a.json")
    save.save(started_game())
    data = json.loads(save.path.read_text(encoding="utf-8"))
    deck = data["deals"][0]["deck"]
    deck[0] = deck[1]  # a card twice
    save.path.write_text(json.dumps(data), encoding="utf-8")
    with caplog.at_level("WARNING", logger="deberts_desktop.storage"):
        assert save.load_resume() is None
    assert save.messages == [
        f"The saved game could not be continued: deal 1 is not recorded correctly. It was kept as {tmp_path / 'a.json.bak'}."]
    assert [r.getMessage() for r in caplog.records] == [
        f"the saved game {tmp_path / 'a.json'} cannot be replayed: deal 1: {deck[1]} is in the deck twice"]


def test_bad_resume_fields_are_ignored(tmp_path):
    save = Autosave(tmp_path / "a.json")
    game = started_game()
    save.save(game, history_id=3, levels=[None, "master"])
    data = json.loads(save.path.read_text(encoding="utf-8"))
    data["resume"] = {"history_id": "three", "levels": [1, 2, 3]}
    save.path.write_text(json.dumps(data), encoding="utf-8")
    resumed = save.load_resume()
    assert resumed.history_id is None and resumed.levels is None and resumed.saved_at is None
    assert position(resumed.game) == position(game)


def test_a_history_id_no_history_can_hold_is_as_none_given(tmp_path):
    """A damaged save naming its game in the history by a number of 31 digits (SQLite holds
    at most 2**63 - 1): read as no id (the game is stored as a new one), never handed to the
    history, where every query of it failed (OverflowError) and the game was never stored."""
    save = Autosave(tmp_path / "a.json")
    game = started_game()
    save.save(game, history_id=3, levels=[None, "master"])
    data = json.loads(save.path.read_text(encoding="utf-8"))
    data["resume"]["history_id"] = 10**30
    save.path.write_text(json.dumps(data), encoding="utf-8")
    resumed = save.load_resume()
    assert resumed.history_id is None and resumed.levels == [None, "master"]
    assert history_id_in(json.dumps(data).encode()) is None


def test_failed_save_keeps_the_previous_one(tmp_path, monkeypatch):
    save = Autosave(tmp_path / "a.json")
    first = started_game(actions=5)
    save.save(first)
    before = save.path.read_bytes()

    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(files.os, "fsync", full)
    with pytest.raises(AutosaveError, match="the disk is full"):
        save.save(started_game(actions=9))
    monkeypatch.undo()
    assert save.path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.json"]
    assert position(save.load_resume().game) == position(first)


def test_an_engine_failure_while_replaying_is_told_in_words_and_logged(tmp_path, caplog, monkeypatch):
    """An unexpected error inside the engine (a bug) never shows its Python text to the
    player: the saved game is kept aside, the message says it could not be replayed, the
    log keeps the traceback."""
    save = Autosave(tmp_path / "a.json")
    save.save(started_game())

    def broken_replay(record):
        raise TypeError("unsupported operand")

    import deberts_desktop.engine.record as record_module  # the autosave reads it from there when it reads a save

    monkeypatch.setattr(record_module, "replay", broken_replay)
    with caplog.at_level("ERROR", logger="deberts_desktop.storage"):
        assert save.load_resume() is None
    assert save.messages == [
        f"The saved game could not be continued: it could not be replayed. It was kept as {tmp_path / 'a.json.bak'}."]
    assert "TypeError" not in save.messages[0]
    [rec] = caplog.records
    assert rec.getMessage() == f"the saved game {tmp_path / 'a.json'} could not be replayed"
    assert rec.exc_info[0] is TypeError


def test_temporary_files_of_a_killed_save_are_cleared_at_start(tmp_path):
    """``kill -9`` in the middle of an autosave leaves its temporary file; the next start
    deletes it once it is older than a moment, and nothing else (issue 12, defect 20)."""
    path = tmp_path / "autosave.record.json"
    # a save killed between writing its temporary file and moving it into place
    killed = ("import os, sys; sys.path.insert(0, sys.argv[2]); from deberts_desktop.storage import files; "
              "os.replace = lambda *a: os.kill(os.getpid(), 9); files.write_atomic(sys.argv[1], b'new')")
    done = subprocess.run([sys.executable, "-c", killed, str(path), str(ROOT)], timeout=60)
    assert done.returncode == -9
    (stale,) = tmp_path.iterdir()
    assert stale.name.startswith(".autosave.record.json.") and stale.name.endswith(".tmp")
    assert not path.exists()  # never moved into place
    old = time.time() - files.STALE_AFTER - 1
    os.utime(stale, (old, old))  # left by an earlier run
    young = tmp_path / ".autosave.record.json.young123.tmp"  # a save in progress of another window
    young.write_bytes(b"new")
    others = [tmp_path / ".settings.json.abc123.tmp", tmp_path / "notes.tmp", tmp_path / ".autosave.record.json"]
    for p in others:
        p.write_text("not the autosave's")
        os.utime(p, (old, old))
    assert Autosave(path).load_resume() is None
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([young.name] + [p.name for p in others])
    assert files.clear_stale_temporaries(path, older_than=0) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(p.name for p in others)


def test_a_practice_game_resumes_from_its_context(tmp_path):
    """A deal played again starts from the original game's scores; the record does not hold
    them, the autosave's resume object does (as the history's practice mark)."""
    from deberts_desktop.engine.game import GameContext
    from deberts_desktop.storage.history import PracticeMark

    mark = PracticeMark(GameContext((250, 180), (1, 2), (40,)), origin=3, deal=4, seat=1)
    game = Game(Rules(players=2), dealer=1, seed=8, names=["You", "Boris"], context=mark.context)
    game.start_deal()
    rng = random.Random(8)
    for _ in range(9):
        random_step(game, rng)
    save = Autosave(tmp_path / "a.record.json")
    save.save(game, history_id=12, levels=[None, "expert"], practice=mark)
    resume = save.load_resume()
    assert resume.practice == mark
    assert position(resume.game) == position(game)
    assert resume.game.view(1).scores == (250, 180) and resume.game.view(1).pots == (40,)
    plain = Autosave(tmp_path / "b.record.json")
    plain.save(game, history_id=12)
    assert plain.load_resume().practice is None and plain.load_resume().game.scores == (0, 0)


def test_a_save_that_may_not_be_read_is_kept_aside_and_not_written_over(tmp_path, monkeypatch):
    """The saved game may not be read (root's, 0600, after ``sudo deberts-desktop``): the
    start says so, the file is kept aside as ``.bak``, and the next game's save is a new
    file beside it. (Before: it stayed where it was, and the next game's first save wrote
    over the unfinished game.)"""
    save = Autosave(tmp_path / "autosave.record.json")
    save.save(started_game())
    original = save.path.read_bytes()
    read = autosave_module.read_file

    def read_file(p, limit):
        if os.fspath(p) == os.fspath(save.path):
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(p))
        return read(p, limit)

    monkeypatch.setattr(autosave_module, "read_file", read_file)
    assert save.load_resume() is None
    kept = tmp_path / "autosave.record.json.bak"
    assert save.messages == ["The saved game could not be read (permission denied).",
                             f"The original file was kept as {kept}."]
    save.save(started_game())  # the next game
    assert kept.read_bytes() == original and save.path.exists()
