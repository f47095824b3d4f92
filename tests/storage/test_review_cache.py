"""Deal reviews cached in the history (issue 13): schema 4's ``reviews`` table, the
analysis's version, deals replaced or deleted, a read-only history."""

from __future__ import annotations

import functools
import random
import sqlite3

import pytest

from deberts_desktop.ai import review as review_module
from deberts_desktop.ai.review import REVIEW_VERSION
from deberts_desktop.engine.game import Game
from deberts_desktop.engine.rules import Rules
from deberts_desktop.storage.history import History, HistoryError
from deberts_desktop.storage.migrations import SCHEMA_VERSION
from deberts_desktop.storage.reviews import stored_deal
from tests.storage.helpers import play_deals
from tests.storage.test_history import make_v1
from tests.storage.test_read_only_history import forbid_writes


@pytest.fixture(autouse=True)
def few_worlds(monkeypatch):
    """Reviews computed with 4 worlds per fair value instead of the Master's 40: these tests
    are about keeping reviews, not about their figures (tests/ai/test_review.py)."""
    monkeypatch.setattr(review_module, "review_deal", functools.partial(review_module.review_deal, worlds=4))


def review_stored_deal(h: History, gid: int, number: int):
    """The review of a stored deal, the history's deal read by the storage's own reader."""
    return review_module.review_stored_deal(h, gid, number, stored_deal)


def stored_game(h: History, deals: int = 2) -> tuple[int, int]:
    """A 2-player game of random play stored deal by deal: its id and the number of a deal
    that was played out."""
    rules = Rules(players=2)
    game = Game(rules, dealer=0, seed=4, names=["Anna", "Boris"])
    play_deals(game, random.Random(4), deals)
    gid = h.start_game(rules, game.names, [None, "master"])
    h.store_game(gid, game)
    played = next(i for i, e in enumerate(game.entries, 1) if e.row is not None and e.deal.result.outcome != "debertz"
                  and e.deal.tricks)
    return gid, played


def test_a_review_is_computed_once_and_kept(tmp_path, monkeypatch):
    with History(tmp_path / "h.sqlite3") as h:
        gid, number = stored_game(h)
        assert h.deal_review(gid, number, REVIEW_VERSION) is None
        rev = review_stored_deal(h, gid, number)
        assert len(rev.cards) == 18 and rev.complete
        assert h.deal_review(gid, number, REVIEW_VERSION) == rev.to_dict()
        assert h.deal_review(gid, number, REVIEW_VERSION + 1) is None  # a new analysis computes again

        def no_computing(*a, **k):
            raise AssertionError("the stored review should have been used")

        monkeypatch.setattr(review_module, "review_deal", no_computing)
        assert review_stored_deal(h, gid, number) == rev
    with History(tmp_path / "h.sqlite3") as h:  # kept across openings
        assert h.deal_review(gid, number, REVIEW_VERSION) == rev.to_dict()


def test_reviews_go_with_their_deals(tmp_path):
    with History(tmp_path / "h.sqlite3") as h:
        gid, _ = stored_game(h)
        other, _ = stored_game(h)
        for g in (gid, other):
            for n in (1, 2):
                h.store_deal_review(g, n, REVIEW_VERSION, {"cards": [], "deal": n})
        assert h.deal_review(gid, 2, REVIEW_VERSION) == {"cards": [], "deal": 2}
        h.store_deal_review(gid, 2, REVIEW_VERSION, {"cards": [], "deal": "again"})  # replaces
        assert h.deal_review(gid, 2, REVIEW_VERSION) == {"cards": [], "deal": "again"}
        with pytest.raises(HistoryError, match="There is no deal 9 of game"):
            h.store_deal_review(gid, 9, REVIEW_VERSION, {})
        # a resumed game that played deal 2 again replaces it: its review goes
        rules = Rules(players=2)
        game = Game(rules, dealer=0, seed=4, names=["Anna", "Boris"])
        play_deals(game, random.Random(4), 1)
        play_deals(game, random.Random(99), 1)
        h.store_game(gid, game)
        assert h.deal_review(gid, 1, REVIEW_VERSION) is not None and h.deal_review(gid, 2, REVIEW_VERSION) is None
        assert h.delete_game(other)
        conn = sqlite3.connect(tmp_path / "h.sqlite3")
        assert conn.execute("SELECT game_id, number FROM reviews").fetchall() == [(gid, 1)]
        conn.close()


def test_an_older_history_gets_the_table(tmp_path):
    path = tmp_path / "old.sqlite3"
    make_v1(path)
    with History(path) as h:
        assert h.schema_version == SCHEMA_VERSION and h.deal_review(7, 1, REVIEW_VERSION) is None
        h.store_deal_review(7, 2, REVIEW_VERSION, {"x": 1})
        assert h.deal_review(7, 2, REVIEW_VERSION) == {"x": 1}


def test_a_read_only_history_shows_a_review_without_keeping_it(tmp_path, monkeypatch):
    path = tmp_path / "data" / "h.sqlite3"
    with History(path) as h:
        gid, number = stored_game(h, deals=1)
    forbid_writes(monkeypatch, tmp_path / "data")
    with History(path) as h:
        assert h.read_only is not None
        rev = review_stored_deal(h, gid, number)
        assert rev.cards and h.deal_review(gid, number, REVIEW_VERSION) is None
        with pytest.raises(HistoryError, match="can only be read"):
            h.store_deal_review(gid, number, REVIEW_VERSION, rev.to_dict())
    with pytest.raises(HistoryError, match="There is no deal 5 of game"):
        with History(path) as h:
            review_stored_deal(h, gid, 5)


@pytest.mark.parametrize("kept", ["not JSON", "[1, 2]", "[" * 100_000 + "]" * 100_000])
def test_a_kept_review_that_cannot_be_read_is_none(tmp_path, kept):
    """A review row damaged in the file (not JSON, not an object, or nested deeper than
    Python's JSON reader goes) reads as no review (it is computed again), as any other
    unreadable JSON of the history. (Before: the too deeply nested one raised
    RecursionError out of ``deal_review``.)"""
    with History(tmp_path / "h.sqlite3") as h:
        gid, number = stored_game(h, deals=1)
        h.store_deal_review(gid, number, REVIEW_VERSION, {"cards": [], "deal": number})
    with sqlite3.connect(tmp_path / "h.sqlite3") as conn:
        conn.execute("UPDATE reviews SET review = ?", (kept,))
    conn.close()
    with History(tmp_path / "h.sqlite3") as h:
        assert h.deal_review(gid, number, REVIEW_VERSION) is None
