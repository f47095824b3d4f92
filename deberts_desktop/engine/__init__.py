"""The rules of Debertz (RULES.md): cards, rule options, a deal's state machine,
sequences, scoring, a game to the target, and the game record. Pure Python: no Qt, no
files (except :func:`~deberts_desktop.engine.record.load_record`), no clock, no global
random state."""

from .actions import DECLINE, Action, Bid, ClaimRedeal, Decline, Play, SevenSwap
from .cards import CARDS, Card, Rank, Suit
from .deal import (
    BEFORE_LEAD,
    BIDDING_1,
    BIDDING_2,
    DONE,
    PLAY,
    Deal,
    DealResult,
    DealSetupError,
    IllegalActionError,
    SeatView,
)
from .game import Game, GameContext, GameOverError
from .record import GameRecord, RecordError, game_record, load_record, read_record, replay, replay_report
from .rules import Rules, RulesError
from .scoring import ScoreRow
from .sequences import Sequence

__all__ = [
    "DECLINE", "Action", "Bid", "ClaimRedeal", "Decline", "Play", "SevenSwap", "CARDS", "Card", "Rank", "Suit",
    "BEFORE_LEAD", "BIDDING_1", "BIDDING_2", "DONE", "PLAY", "Deal", "DealResult",
    "DealSetupError", "IllegalActionError", "SeatView", "Game", "GameContext", "GameOverError", "GameRecord",
    "RecordError", "game_record", "load_record", "read_record", "replay", "replay_report",
    "Rules", "RulesError", "ScoreRow", "Sequence",
]
