"""Make ``tests/storage/data/history-v4.sqlite3``, a game history of schema version 4 as the
program wrote it before migration 5 (a deal's record stored once), and
``history-v4.reads.json``: everything that program read back from it. Run with that
program's code (commit 1f5d725, before migration 5; today's code would write today's
version)::

    PYTHONPATH=. python tests/storage/make_old_history.py

The games (test_migrations.py works the values out by hand):

1. a played 2-player game (Anna, Boris; Boris an expert computer): the deal of RULES.md 12
   A (seat 1 declares, 79 against 95: a bait, 174 for seat 0), then a second deal dealt
   and played for three actions, kept in progress (the game's record holds it, no deal
   row); a review cached for deal 1;
2. a score keeper's sheet, 4 players in pairs (Anna & Vera against Boris & Gleb, Anna
   deals first): totals 100 / 62 declared by Anna; a deal thrown in; card points 90 / 62,
   a terz for Boris & Gleb, their last trick, declared by Boris;
3. a practice game: the deal of game 1 played again from where game 1 stood in another
   history (scores 130 / 40, baits 0 / 1), finished at the target.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from deberts_desktop.engine.game import GameContext
from deberts_desktop.engine.record import load_record, replay
from deberts_desktop.storage.history import History, PracticeMark
from deberts_desktop.storage.score_keeper import ScoreKeeper
from deberts_desktop.engine.rules import Rules

HERE = Path(__file__).parent
DATA = HERE / "data"
EXAMPLE_A = HERE.parent / "cases" / "rules-example-a.record.json"
STARTED = ["2026-11-01T10:00:00+00:00", "2026-11-02T11:00:00+00:00", "2026-11-03T12:00:00+00:00"]
FINISHED = "2026-11-03T12:30:00+00:00"


def reads(h: History) -> dict:
    """What a program reads back from ``h``: every game's summary, score sheet, stored
    record and cached reviews."""
    out = {}
    for g in h.list_games():
        rows = h.score_sheet(g.id)
        out[str(g.id)] = {
            "summary": {
                "kind": g.kind, "started": g.started, "finished": g.finished, "players": g.players,
                "mode": g.mode, "target": g.target, "rules": g.rules.to_dict(full=True), "names": g.names,
                "levels": g.levels, "winner": g.winner, "deals": g.deals, "scores": g.scores,
                "sheet_rows": g.sheet_rows, "practice": None if g.practice is None else g.practice.to_json(),
            },
            "sheet": [{k: getattr(r, k) for k in r.__dataclass_fields__} for r in rows],
            "stored_record": h.stored_record(g.id),
            "reviews": {str(r.number): h.deal_review(g.id, r.number, 1) for r in rows},
        }
    return out


def main() -> None:
    path = DATA / "history-v4.sqlite3"
    if path.exists():
        sys.exit(f"{path} exists: it is the fixture; delete it first to make it again")
    DATA.mkdir(exist_ok=True)
    with History(path) as h:
        assert h.schema_version == 4, "run with the code of schema version 4"
        record = load_record(EXAMPLE_A)
        names = ["Anna", "Boris"]
        g1 = h.start_game(record.rules, names, [None, "expert"], started=STARTED[0])
        game = replay(record)
        game.names = names
        h.store_game(g1, game)
        deal = game.start_deal()
        for _ in range(3):
            game.apply(deal.legal_actions()[0])
        h.keep_in_progress(g1, game)
        h.store_deal_review(g1, 1, 1, {"deal": 1, "note": "a cached review"})

        keeper = ScoreKeeper(Rules(players=4, mode="pairs"), ["Anna", "Boris", "Vera", "Gleb"], dealer=0)
        keeper.add_deal(0, [100, 62])
        keeper.add_thrown_in()
        keeper.add_deal(1, card_points=[90, 62], sequences=[0, 20], last_trick=1)
        keeper.save(h, started=STARTED[1])

        context = GameContext((130, 40), (0, 1))
        mark = PracticeMark(context, origin=7, deal=1, seat=1)
        g3 = h.start_game(record.rules, names, [None, "expert"], started=STARTED[2], practice=mark)
        again = replay(record, context=context)
        again.names = names
        h.store_game(g3, again, finished=FINISHED)
        seen = reads(h)
    (DATA / "history-v4.reads.json").write_text(json.dumps(seen, indent=1, ensure_ascii=False) + "\n",
                                                encoding="utf-8")
    import sqlite3

    conn = sqlite3.connect(path)  # one file, no -wal beside it, as small as it goes
    conn.execute("PRAGMA journal_mode = DELETE")
    conn.execute("VACUUM")
    conn.close()


if __name__ == "__main__":
    main()
