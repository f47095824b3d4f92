"""Game words in the player's language, composed from engine data.

The engine speaks English (``Sequence.describe``, ``IllegalActionError`` messages); the
table composes its own text from the data the engine gives (a sequence's kind, top and
suit; a refusal's ``code`` and ``params``), every word through Qt translation (context
"Words"), so the Russian reads as players say it: "Терц до туза червей", "Надо ходить в
масть: черви".

Storage messages (:class:`deberts_desktop.storage.messages.Message`: settings repairs,
failed saves, refused score-sheet entries) are shown through :func:`storage_text`, which
translates their template (context "Storage") when they are shown, so a message made at
start-up, before the translator was installed, is in the player's language too.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from ..engine.cards import Card, Rank, Suit
from ..storage.messages import CONTEXT as STORAGE_CONTEXT, Message, message_of
from .numbers import num


#: lupdate reads calls of a function named ``translate``
translate = QCoreApplication.translate


def suit_plural(suit) -> str:
    """``hearts`` (ru: черви)."""
    s = Suit(int(suit))
    return (translate("Words", "spades"), translate("Words", "hearts"), translate("Words", "diamonds"), translate("Words", "clubs"))[s]


def suit_name(suit) -> str:
    """``♥ Hearts`` (ru: ♥ Черви): a named trump (bid buttons, bubbles)."""
    s = Suit(int(suit))
    word = (translate("Words", "Spades"), translate("Words", "Hearts"), translate("Words", "Diamonds"), translate("Words", "Clubs"))[s]
    return f"{s.symbol} {word}"


def suit_of(suit) -> str:
    """``of hearts`` after a rank (ru: червей)."""
    s = Suit(int(suit))
    return (translate("Words", "spades", "of (genitive)"), translate("Words", "hearts", "of (genitive)"), translate("Words", "diamonds", "of (genitive)"),
            translate("Words", "clubs", "of (genitive)"))[s]


def rank_to(rank) -> str:
    """A rank after "to the" (ru genitive: туза)."""
    r = Rank(int(rank))
    return (translate("Words", "seven", "to the (genitive)"), translate("Words", "eight", "to the (genitive)"), translate("Words", "nine", "to the (genitive)"),
            translate("Words", "ten", "to the (genitive)"), translate("Words", "jack", "to the (genitive)"), translate("Words", "queen", "to the (genitive)"),
            translate("Words", "king", "to the (genitive)"), translate("Words", "ace", "to the (genitive)"))[r]


def sequence_kind(kind: str) -> str:
    """``Terz`` / ``Fifty`` / ``Hundred`` (ru: Терц / Полтинник / Сотня)."""
    return {"terz": translate("Words", "Terz"), "fifty": translate("Words", "Fifty"), "hundred": translate("Words", "Hundred")}.get(kind, kind)


def sequence_text(seq, hundred: str = "six_plus") -> str:
    """What a player hears: "Terz to the ace of hearts", "Fifty (5 cards) to the king of
    spades" (ru: "Терц до туза червей", "Полтинник (5 карт) до короля пик")."""
    kind = seq.kind(hundred)
    usual = {"terz": 3, "fifty": 4, "hundred": 6}[kind]
    name = sequence_kind(kind)
    if seq.length != usual:
        name = translate("Words", "%1 (%2 cards)").replace("%1", name).replace("%2", str(seq.length))
    return translate("Words", "%1 to the %2 of %3", "sequence").replace("%1", name).replace("%2", rank_to(seq.top)).replace(
        "%3", suit_of(seq.suit))


def display_name(name: str) -> str:
    """A built-in player name in the player's language ("You" → "Вы", "Computer 1" →
    "Компьютер 1"); a name the player typed is kept."""
    builtin = {"You": translate("Words", "You"), "Anna": translate("Words", "Anna"), "Boris": translate("Words", "Boris"), "Vera": translate("Words", "Vera")}
    if name in builtin:
        return builtin[name]
    m = re.fullmatch(r"(Computer|Player) (\d)", name)
    if m:
        return (translate("Words", "Computer %1") if m.group(1) == "Computer" else translate("Words", "Player %1")).replace("%1", m.group(2))
    return name


def refusal_text(code: str, params: dict, fallback: str = "") -> str:
    """Why the person's card or bid is refused, from ``IllegalActionError.code`` /
    ``.params`` (:class:`deberts_desktop.engine.deal.Reason`)."""
    p = params or {}

    def card(key: str) -> str:
        c = p.get(key)
        return Card(int(c)).pretty if c is not None else ""

    def suit(key: str = "suit") -> str:
        s = p.get(key)
        return suit_plural(s) if s is not None else ""

    if code == "must_follow":
        return translate("Words", "You must follow suit: %1.").replace("%1", suit())
    if code == "must_trump":
        return translate("Words", "You cannot follow suit, so you must play a trump (%1).").replace("%1", suit())
    if code == "must_overtrump":
        if p.get("card") is not None:
            return translate("Words", "You must beat the %1 (overtrump).").replace("%1", card("card"))
        return translate("Words", "You must beat the highest trump in the trick (overtrump).")
    if code == "not_your_turn":
        return translate("Words", "It is not your turn.")
    if code == "not_held":
        return translate("Words", "You do not hold this card.")
    if code == "bidding_not_over":
        return translate("Words", "Bidding is not over yet.")
    if code == "bidding_over":
        return translate("Words", "Bidding is over.")
    if code == "deal_over":
        return translate("Words", "The deal is over.")
    if code == "dealer_must_name":
        return translate("Words", "The dealer cannot pass in round 2: he must name a trump.")
    if code == "cannot_name_turned_suit":
        return translate("Words", "The turned card's suit (%1) cannot be named in round 2.").replace("%1", suit())
    if code == "round1_take_or_pass":
        return translate("Words", "In round 1 you may only take or pass.")
    if code == "round2_name_or_pass":
        return translate("Words", "In round 2 you name a suit or pass.")
    if code.startswith("swap_"):
        return translate("Words", "You cannot swap the seven now.")
    if code == "redeal_hand_too_good":
        return translate("Words", "No redeal: your hand is worth %1 points, more than %2.").replace(
            "%1", str(p.get("points", ""))).replace("%2", str(p.get("limit", "")))
    if code.startswith("redeal_"):
        return translate("Words", "You cannot claim a redeal now.")
    return translate("Words", "This is not allowed now.")


#: Message params that are numbers written as-is (ids, line numbers), not as amounts.
_PLAIN_NUMBERS = frozenset({"game", "deal", "line", "column", "version", "supported"})


def pair_separator() -> str:
    """What joins the names of a pair (``Anna & Boris``; ru: ``Анна и Борис``)."""
    return translate("ScoreSheet", " & ")


def rule_text(text: str) -> str:
    """A text of :mod:`storage.rule_texts` through Qt translation (context "RuleTexts")."""
    return translate("RuleTexts", text)


def level_name(level: str) -> str:
    """A computer level in the player's language."""
    return {
        "beginner": translate("Levels", "Beginner"),
        "amateur": translate("Levels", "Amateur"),
        "expert": translate("Levels", "Expert"),
        "master": translate("Levels", "Master"),
    }.get(level, level)


def mode_name(key: str) -> str:
    """A way to play (``2``, ``4-pairs`` …, :attr:`Rules.mode_key`) in the player's language."""
    from ..storage import rule_texts

    return rule_text(rule_texts.MODE_NAMES.get(key, key))


def _storage_param(key: str, value):
    if isinstance(value, Message):
        return storage_text(value)
    if isinstance(value, bool) or not isinstance(value, (int, str)) or isinstance(value, str) and key != "side":
        return value
    if isinstance(value, int):
        return str(value) if key in _PLAIN_NUMBERS else num(value)
    # a side of the score sheet, as the score keeper shows it: "Anna & Boris" (ru: "Anna и Boris")
    return value.replace(" & ", pair_separator())


def storage_text(message) -> str:
    """A storage message — a :class:`~deberts_desktop.storage.messages.Message`, or an
    error carrying one (``StorageError``, ``EntryError``) — in the player's language:
    its template translated (context "Storage") and filled with its params (nested
    messages translated too, amounts through ``QLocale``). Other texts are returned
    unchanged (``str()``)."""
    if isinstance(message, BaseException):
        message = message_of(message)
    if not isinstance(message, Message):
        return "" if message is None else str(message)
    params = {k: _storage_param(k, v) for k, v in message.params.items()}
    try:
        return translate(STORAGE_CONTEXT, message.template).format(**params)
    except (KeyError, IndexError, ValueError):  # a translation with a wrong placeholder
        return message.template.format(**params)
