"""The rules of Debertz (RULES.md): cards, rule options, a deal's state machine,
sequences, scoring, a game to the target, and the game record. Pure Python: no Qt, no
files (except :func:`~deberts_desktop.engine.record.load_record`), no clock, no global
random state."""

from ..lazy import lazy_exports

# each exported name and its module: imported on first use (deberts_desktop.lazy)
_EXPORTS = {
    "DECLINE": "actions",
    "Action": "actions",
    "Bid": "actions",
    "ClaimRedeal": "actions",
    "Decline": "actions",
    "Play": "actions",
    "SevenSwap": "actions",
    "CARDS": "cards",
    "Card": "cards",
    "CardSet": "cards",
    "Rank": "cards",
    "Suit": "cards",
    "BEFORE_LEAD": "deal",
    "BIDDING_1": "deal",
    "BIDDING_2": "deal",
    "DONE": "deal",
    "PLAY": "deal",
    "Deal": "deal",
    "DealResult": "deal_result",
    "DealSetupError": "deal",
    "IllegalActionError": "deal",
    "LegalActions": "deal",
    "SeatView": "seat_view",
    "Game": "game",
    "GameContext": "game_context",
    "GameOverError": "game",
    "GameRecord": "record",
    "RecordError": "record",
    "game_record": "record",
    "load_record": "record",
    "read_record": "record",
    "replay": "record",
    "replay_report": "record",
    "Rules": "rules",
    "RulesError": "rules",
    "ScoreRow": "scoring",
    "Sequence": "sequences",
}
__all__ = list(_EXPORTS)
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
