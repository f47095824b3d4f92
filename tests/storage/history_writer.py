"""Child process of the kill test: plays random games and stores every deal in the
history, forever, printing ``stored <game id> <deals>`` after each commit.

Run: ``python -m tests.storage.history_writer DATABASE SEED``.
"""

from __future__ import annotations

import random
import sys

from deberts_desktop.engine.game import Game
from deberts_desktop.engine.rules import Rules
from deberts_desktop.storage.history import History
from tests.storage.helpers import random_step

MODES = [Rules(players=2), Rules(players=3), Rules(players=4), Rules(players=4, mode="individual")]


def main() -> None:
    path, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(seed)
    history = History(path)
    print("ready", flush=True)
    while True:
        rules = rng.choice(MODES)
        game = Game(rules, seed=rng.randrange(1 << 30))
        gid = history.start_game(rules, [f"P{i}" for i in range(rules.players)],
                                 [None] + [rng.choice(["beginner", "master"]) for _ in range(rules.players - 1)])
        while not game.finished:
            random_step(game, rng)
            if game.deal is None and history.store_game(gid, game):
                print("stored", gid, len(game.entries), flush=True)


if __name__ == "__main__":
    main()
