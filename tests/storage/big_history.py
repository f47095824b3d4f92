"""A history of thousands of games, made quickly (issue 19, item 11): a few real games
played by the engine and stored through :class:`~deberts_desktop.storage.history.History`
as the window stores them, then copied row by row with direct ``INSERT``s (the games'
and their deals' rows as stored, with other dates, names and opponent levels), in one
transaction. Used by the History window's tests and ``benchmarks/history_open.py``.

    python -m tests.storage.big_history FILE [--games 5000]
"""

from __future__ import annotations

import argparse
import json
import random
import sqlite3
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

from deberts_desktop.engine.game import Game
from deberts_desktop.engine.rules import Rules
from deberts_desktop.storage.history import History
from tests.storage.helpers import play_deals

LEVELS = ("beginner", "amateur", "expert", "master")
NAMES = ("Anna", "Boris", "Vera", "Gleb", "Dina", "Egor")
#: the template games: rules, deals played (None: to the end), computer levels
TEMPLATES = ((Rules(players=2), None), (Rules(players=3), None), (Rules(players=4, mode="pairs"), 4),
             (Rules(players=2), 3))


def _store_templates(h: History, seed: int) -> list[int]:
    ids = []
    for k, (rules, deals) in enumerate(TEMPLATES):
        names = ["You", *NAMES[: rules.players - 1]]
        game = Game(rules, dealer=0, seed=seed + k, names=names)
        play_deals(game, random.Random(seed + k), deals if deals is not None else 10**6)
        gid = h.start_game(rules, names, [None, *LEVELS[: rules.players - 1]], started="2020-01-01T00:00:00+00:00")
        h.store_game(gid, game)
        ids.append(gid)
    return ids


def fill_history(path: str | Path, games: int = 5000, seed: int = 1) -> list[int]:
    """A history file at ``path`` with ``games`` games (at least the 4 templates), one an
    hour back from 2026-11-01, newest last; the played ones against random computer
    levels. :returns: the ids, oldest first."""
    with History(path) as h:
        templates = _store_templates(h, seed)
    rng = random.Random(seed)
    conn = sqlite3.connect(str(path), isolation_level=None)
    try:
        cols = [r[1] for r in conn.execute("PRAGMA table_info(games)")]
        deal_cols = [r[1] for r in conn.execute("PRAGMA table_info(deals)")]
        rows = {gid: dict(zip(cols, conn.execute("SELECT * FROM games WHERE id = ?", (gid,)).fetchone()))
                for gid in templates}
        deals = {gid: [dict(zip(deal_cols, r)) for r in conn.execute(
            "SELECT * FROM deals WHERE game_id = ? ORDER BY number", (gid,))] for gid in templates}
        start = datetime(2026, 11, 1, tzinfo=timezone.utc) - timedelta(hours=games)
        conn.execute("BEGIN")
        conn.execute("DELETE FROM deals")
        conn.execute("DELETE FROM games")
        game_rows, deal_rows = [], []
        for i in range(games):
            gid = i + 1
            t = templates[i % len(templates)]
            row = dict(rows[t], id=gid)
            players = row["players"]
            row["started"] = (start + timedelta(hours=i)).isoformat(timespec="seconds")
            if row["finished"] is not None:
                row["finished"] = (start + timedelta(hours=i, minutes=40)).isoformat(timespec="seconds")
            if "levels" in row:
                row["levels"] = json.dumps([None] + [rng.choice(LEVELS) for _ in range(players - 1)])
            names = ["You"] + rng.sample(NAMES, players - 1)
            row["names"] = json.dumps(names, ensure_ascii=False)
            game_rows.append(tuple(row[c] for c in cols))
            deal_rows.extend(tuple(gid if c == "game_id" else d[c] for c in deal_cols) for d in deals[t])
        conn.execute("PRAGMA foreign_keys = OFF")
        conn.executemany(f"INSERT INTO games ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))})", game_rows)
        conn.executemany(f"INSERT INTO deals ({', '.join(deal_cols)}) VALUES ({', '.join('?' * len(deal_cols))})",
                         deal_rows)
        conn.execute("COMMIT")
    finally:
        conn.close()
    return list(range(1, games + 1))


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("file")
    p.add_argument("--games", type=int, default=5000)
    args = p.parse_args(argv)
    fill_history(args.file, args.games)
    print(f"{args.file}: {args.games} games")
    return 0


if __name__ == "__main__":
    sys.exit(main())
