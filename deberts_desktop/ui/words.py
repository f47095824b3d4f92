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

import functools
import re

from PySide6.QtCore import QCoreApplication, QLocale

from ..engine.cards import Card, Rank, Suit
from ..storage.messages import CONTEXT as STORAGE_CONTEXT, Message, message_of
from ..storage.typed_names import shows_nothing, typed_name, without_direction_controls  # noqa: F401 (the names' one home)
from .i18n import AVAILABLE, translated_in
from .numbers import num


#: lupdate reads calls of a function named ``translate``
translate = QCoreApplication.translate


def suit_plural(suit) -> str:
    """``hearts`` (ru: черви)."""
    s = Suit(int(suit))
    return (translate("Words", "spades"), translate("Words", "hearts"), translate("Words", "diamonds"), translate("Words", "clubs"))[s]


def suit_in_text(suit) -> str:
    """``♥ hearts`` (ru: ♥ черви): a suit named inside a sentence ("trump: ♥ hearts"; the
    panels', the deal log's and the problems' trump). Standing alone (a bid's button, a
    bubble) it is :func:`suit_name`."""
    s = Suit(int(suit))
    return f"{s.symbol} {suit_plural(s)}"


def suit_name(suit) -> str:
    """``♥ Hearts`` (ru: ♥ Черви): a named trump standing alone (bid buttons, bubbles);
    inside a sentence, :func:`suit_in_text`."""
    s = Suit(int(suit))
    word = (translate("Words", "Spades"), translate("Words", "Hearts"), translate("Words", "Diamonds"), translate("Words", "Clubs"))[s]
    return f"{s.symbol} {word}"


def suit_of(suit) -> str:
    """``of hearts`` after a rank (ru: червей)."""
    s = Suit(int(suit))
    return (translate("Words", "spades", "of (genitive)"), translate("Words", "hearts", "of (genitive)"), translate("Words", "diamonds", "of (genitive)"),
            translate("Words", "clubs", "of (genitive)"))[s]


def rank_word(rank) -> str:
    """A rank as a word (``ace``; ru: туз): a card read aloud (:func:`card_words`)."""
    r = int(rank)
    return (translate("Words", "seven", "a card's rank"), translate("Words", "eight", "a card's rank"),
            translate("Words", "nine", "a card's rank"), translate("Words", "ten", "a card's rank"),
            translate("Words", "jack", "a card's rank"), translate("Words", "queen", "a card's rank"),
            translate("Words", "king", "a card's rank"), translate("Words", "ace", "a card's rank"))[r]


def rank_label(rank) -> str:
    """A rank as the texts write it beside a suit symbol, in the player's language: ``7`` …
    ``10``, ``J Q K A`` (ru: В Д К Т, as Russian players write them) — the one home of the
    ranks' letters in texts (:func:`card_name`)."""
    r = Rank(int(rank))
    if r <= Rank.TEN:
        return r.label
    return (translate("Words", "J", "a card's rank letter: jack"), translate("Words", "Q", "a card's rank letter: queen"),
            translate("Words", "K", "a card's rank letter: king"),
            translate("Words", "A", "a card's rank letter: ace"))[r - Rank.JACK]


def card_name(card) -> str:
    """A card as the texts write it, in the player's language: ``♠A``, ``♦10`` (ru: ♠Т,
    ♦10) — hints, reasons, the coach, the review, the narrator and the deal log (the
    engine's :attr:`Card.pretty <deberts_desktop.engine.cards.Card.pretty>` is English)."""
    return card.suit.symbol + rank_label(card.rank)


def card_words(card) -> str:
    """A card in words for a screen reader: ``ace of spades`` (ru: туз пик)."""
    return translate("Words", "%1 of %2", "card: rank of suit").replace("%1", rank_word(card.rank)).replace(
        "%2", suit_of(card.suit))


def rank_to(rank) -> str:
    """A rank after "to the" (ru genitive: туза)."""
    r = Rank(int(rank))
    return (translate("Words", "seven", "to the (genitive)"), translate("Words", "eight", "to the (genitive)"), translate("Words", "nine", "to the (genitive)"),
            translate("Words", "ten", "to the (genitive)"), translate("Words", "jack", "to the (genitive)"), translate("Words", "queen", "to the (genitive)"),
            translate("Words", "king", "to the (genitive)"), translate("Words", "ace", "to the (genitive)"))[r]


def sequence_kind(kind: str, in_sentence: bool = False) -> str:
    """``Terz`` / ``Fifty`` / ``Hundred`` (ru: Терц / Полтинник / Сотня); ``in_sentence``:
    the same word inside a sentence, ``terz`` / ``fifty`` / ``hundred`` (ru: терц /
    полтинник / сотня)."""
    if in_sentence:
        return {"terz": translate("Words", "terz", "a sequence, inside a sentence"),
                "fifty": translate("Words", "fifty", "a sequence, inside a sentence"),
                "hundred": translate("Words", "hundred", "a sequence, inside a sentence")}.get(kind, kind)
    return {"terz": translate("Words", "Terz"), "fifty": translate("Words", "Fifty"), "hundred": translate("Words", "Hundred")}.get(kind, kind)


def sequence_text(seq, hundred: str = "six_plus", in_sentence: bool = False) -> str:
    """What a player hears: "Terz to the ace of hearts", "Fifty (5 cards) to the king of
    spades" (ru: "Терц до туза червей", "Полтинник (5 карт) до короля пик");
    ``in_sentence``: the same inside a sentence, "Sequences: Anna — terz to the ace of
    hearts." (ru: «…терц до туза червей»)."""
    kind = seq.kind(hundred)
    usual = {"terz": 3, "fifty": 4, "hundred": 6}[kind]
    name = sequence_kind(kind, in_sentence)
    if seq.length != usual:
        name = translate("Words", "%1 (%2 cards)").replace("%1", name).replace("%2", str(seq.length))
    return translate("Words", "%1 to the %2 of %3", "sequence").replace("%1", name).replace("%2", rank_to(seq.top)).replace(
        "%3", suit_of(seq.suit))


def _built_in_names() -> dict[str, str]:
    """The player name the app gives every person's game (not typed), in the player's
    language, by its English text: seat 0's "You". (The computers' "Anna", "Boris" and
    "Vera" of a window without the player's settings are not among them: they are common
    names a player types for a friend, and a typed name reads as typed — :func:`given_name`.)"""
    return {"You": translate("Words", "You")}


def given_name(english: str) -> str:
    """A name a window without the player's settings gives its seats ("You", "Anna",
    "Boris", "Vera"), in the player's language; the game stores it as shown."""
    return {"You": translate("Words", "You"), "Anna": translate("Words", "Anna"), "Boris": translate("Words", "Boris"),
            "Vera": translate("Words", "Vera")}[english]


def _numbered_names() -> dict[str, str]:
    """The numbered player names the app gives, ``%1`` the number, in the player's language,
    by their English text: the computers of the settings ("Computer 1"), the seats of a
    game or a score sheet without names ("Player 1")."""
    return {"Computer %1": translate("Words", "Computer %1"), "Player %1": translate("Words", "Player %1")}


@functools.cache
def _built_in_texts(language: str) -> tuple[dict[str, str], tuple[tuple[re.Pattern, str], ...]]:
    """``language``'s text of each built-in name → its English text ("Вы" → "You"), and a
    pattern of each numbered one ("Компьютер (\\d)") with its English text, from the
    translations (:func:`~.i18n.translated_in`, whichever language is in use); they do not
    change while the app runs."""
    plain = {translated_in(language, "Words", english): english for english in _built_in_names()}
    numbered = []
    for english in _numbered_names():
        before, _, after = translated_in(language, "Words", english).partition("%1")
        numbered.append((re.compile(re.escape(before) + r"(\d)" + re.escape(after)), english))
    return plain, tuple(numbered)


def _built_in_name(name: str) -> tuple[str, str | None] | None:
    """Which built-in name ``name`` is, in any language the app speaks: its English text
    and, for a numbered one, the number (``("Computer %1", "2")`` for "Компьютер 2",
    ``("You", None)`` for "Вы"); None for a name the player typed. English is looked at
    first: an English name reads no other language's translation (the first table of an
    English start reads none)."""
    for language in AVAILABLE:
        plain, numbered = _built_in_texts(language)
        if name in plain:
            return plain[name], None
        for pattern, english in numbered:
            m = pattern.fullmatch(name)
            if m:
                return english, m.group(1)
    return None


def invisible_name_refusal(text: str) -> str:
    """Why ``text``, typed for a name (a player's, an own preset's), is refused: it is made
    only of invisible characters (:func:`shows_nothing`). "" for any other text (a blank one
    too: each field says what blank means)."""
    if not shows_nothing(text):
        return ""
    return translate("Words", "This name shows nothing: it is made only of invisible characters. "
                              "Type a name with letters that can be seen.")


def display_name(name: str) -> str:
    """A player's name as stored (a game's, a record's, a score sheet's) in the player's
    language: a name the app gives in any language it speaks ("You" or "Вы", "Computer 1"
    or "Компьютер 1", "Player 2" or "Игрок 2") in the language used now, so a game begun
    in another language reads in this one; any other name as stored ("Anna" at a Russian
    table: a typed name is kept as typed). (A typed name that is one of those given names,
    letter for letter, reads as it: the record does not say which names were typed.)"""
    name = without_direction_controls(name)
    found = _built_in_name(name)
    if found is None:
        return name
    english, number = found
    return _built_in_names()[english] if number is None else _numbered_names()[english].replace("%1", number)


def app_name_refusal(name: str, own: str) -> str:
    """Why ``name``, typed for a player, is refused: it is, letter for letter, a name the app
    gives its seats ("You", "Computer 5", "Player 2", or "Вы", "Компьютер 5" …, in any
    language it speaks) other than ``own`` (the English default name of the seat it is
    typed for: "Computer 1"), so it would read as the app's own name, not as typed — "You"
    for a computer, "Компьютер 5" in Russian. "" for a name that may be typed."""
    found = _built_in_name(" ".join(name.split()))
    if found is None:
        return ""
    english, number = found
    if (english if number is None else english.replace("%1", number)) == own:
        return ""
    return translate("Words", "“%1” is a name this program gives its own players: please type another name.").replace(
        "%1", " ".join(name.split()))


def display_names(names, seats=None) -> list[str]:
    """The seats' names as stored (``Game.names``, ``GameRecord.names``, a History game's
    or a score keeper's), seat 0 first, as shown: :func:`display_name` of each, in the
    player's language (a blank one as the app names its seat, "Player 2"), and a name two
    players share — as read: " Sasha" is "Sasha" — told apart by its seat, "Sasha
    (player 1)", "Sasha (player 3)" (one name for each seat: the table's plates, the
    panels, the score sheet, History, the keeper's form and choices). Where a stored
    game's names reach the screen; a side's name joins these (:func:`side_names`).

    :param seats: the seat (0-based) each name is told apart by, default its place in
        ``names``: a deal played again from another seat names the players who held its
        hands as played by the seats they sit at now (``DealComparison.holder_seats``), as
        its table names them."""
    return [told for told, _shown, _seat in _told_apart(names, seats)]


def _told_apart(names, seats=None) -> list[tuple[str, str, int | None]]:
    """:func:`display_names`' work, each seat's as ``(told, shown, seat)``: the name as
    shown, the name before it was told apart, and the seat (0-based) it was told apart by
    (None when it was not: ``told`` is ``shown``)."""
    numbers = list(range(len(names))) if seats is None else list(seats)
    # a blank name (a record file's "") reads as the seat the app names: "Player 1"
    # its spaces as the eye reads them (" Sasha" of a record file is "Sasha", as Settings keeps one)
    # a name that shows nothing (zero-width spaces of an older settings file, a record) reads as blank
    shown = [typed_name(d, len(d)) or _numbered_names()["Player %1"].replace("%1", str(seat + 1))
             for seat, d in zip(numbers, map(display_name, names))]
    told = list(shown)
    for _ in range(len(told)):  # a typed "Sasha (player 2)" beside two Sashas: told apart again
        if len(set(told)) == len(told):
            break
        told = [translate("Words", "%1 (player %2)").replace("%1", name).replace("%2", str(seat + 1))
                if told.count(now) > 1 else now for seat, name, now in zip(numbers, shown, told)]
    return [(now, name, seat if now != name else None) for seat, name, now in zip(numbers, shown, told)]


def names_with_levels(names, levels, tell_apart: bool = True) -> list[str]:
    """The seats' names as stored, each as shown (:func:`display_names`) with its computer
    level when it has one (``levels``: a level key or None for the person, seat by seat):
    "Anna (Amateur)", and a name told apart by its seat in one bracket with its level,
    "Sasha (player 2, Amateur)" — not "Sasha (player 2) (Amateur)" (History's list).

    :param tell_apart: False: each name as :func:`display_name` gives it, none told apart
        (a damaged History entry's names that could not be read, "?")."""
    out = []
    seats = _told_apart(names) if tell_apart else [(display_name(n), display_name(n), None) for n in names]
    for told, shown, seat in seats:
        level = levels[len(out)] if len(out) < len(levels) else None
        if not level:
            out.append(told)
        elif seat is None:
            out.append(translate("Words", "%1 (%2)", "a player's name and his computer level").replace(
                "%2", level_name(level)).replace("%1", told))  # the typed name last: its own "%2" stays
        else:
            out.append(translate("Words", "%1 (player %2, %3)", "a name two players share, told apart by the "
                                 "seat, and the computer level").replace("%2", str(seat + 1)).replace(
                "%3", level_name(level)).replace("%1", shown))
    return out


def side_players(rules, names, seats=None) -> list[list[str]]:
    """Each side's players as shown, side 0 first: the names (:func:`display_names` of the
    seats' names as stored, told apart by ``seats``) of its seats (``rules.seats_of``: one,
    or a pair's two)."""
    shown = display_names(names, seats)
    return [[shown[seat] for seat in rules.seats_of(side)] for side in range(rules.sides)]


def side_names(rules, names, seats=None) -> list[str]:
    """Each side's name as shown, side 0 first: its players (:func:`side_players`, told
    apart by ``seats``), a pair's two joined by :func:`pair_separator` ("Anna & Boris", ru
    «Анна и Борис»; a name typed with " & " in it, "Tom & Jerry", stays one player's:
    «Tom & Jerry и Анна»)."""
    return [pair_separator().join(players) for players in side_players(rules, names, seats)]


def default_player_name(seat: int) -> str:
    """Seat ``seat``'s default name in the player's language: "You" (ru: Вы) for seat 0,
    "Computer 1" … for the others (the settings' ``DEFAULT_NAMES``, translated)."""
    if seat == 0:
        return _built_in_names()["You"]
    return _numbered_names()["Computer %1"].replace("%1", str(seat))


def settings_names(settings) -> list[str]:
    """The four names of the settings as shown: a default name in the player's language
    (:func:`default_player_name`, it follows the language), a typed name as typed
    (``Settings.default_names``)."""
    return [default_player_name(seat) if default else name
            for seat, (name, default) in enumerate(zip(settings.names, settings.default_names))]


def refusal_text(code: str, params: dict, fallback: str = "") -> str:
    """Why the person's card or bid is refused, from ``IllegalActionError.code`` /
    ``.params`` (:class:`deberts_desktop.engine.deal.Reason`)."""
    p = params or {}

    def card(key: str) -> str:
        c = p.get(key)
        return card_name(Card(int(c))) if c is not None else ""

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
        # %n the hand's points (ru: "21 очко", "22 очка", "25 очков": the translation's plural forms)
        return translate("Words", "No redeal: your hand is worth %n points, more than %1.", None,
                         int(p.get("points", 0))).replace("%1", str(p.get("limit", "")))
    if code.startswith("redeal_"):
        return translate("Words", "You cannot claim a redeal now.")
    return translate("Words", "This is not allowed now.")


# Message params that are numbers written as-is (ids, line numbers), not as amounts.
_PLAIN_NUMBERS = frozenset({"game", "deal", "line", "column", "version", "supported"})


def pair_separator() -> str:
    """What joins the names of a pair (``Anna & Boris``; ru: ``Анна и Борис``)."""
    return translate("ScoreSheet", " & ")


def shown_as_is(text: str) -> str:
    """``text`` (a player's or a side's name: ``Anna & Boris``) for a widget that reads ``&``
    as the mark of its Alt shortcut (a check box, a radio button, a label with a buddy):
    each ``&`` doubled, so it shows as typed and makes no shortcut. Not for a label without
    a buddy, which shows ``&&`` as two."""
    return text.replace("&", "&&")


def tip_as_is(text: str) -> str:
    """``text`` with a player's name in it (``What <i>Ann</i> wrote``) for a tooltip, which
    Qt reads as HTML when it looks like some: then as HTML that shows the text as it is
    (tags and all, on one line as a plain tooltip); any other text unchanged."""
    from html import escape

    from PySide6.QtGui import Qt as GuiQt

    return f"<p style='white-space:pre'>{escape(text, quote=False)}</p>" if GuiQt.mightBeRichText(text) else text


def rule_text(text: str) -> str:
    """A text of :mod:`storage.rule_texts` through Qt translation (context "RuleTexts")."""
    return translate("RuleTexts", text)


def preset_name(key: str | None) -> str:
    """A rule preset as a player reads it: a built-in one's name in the player's language
    (:data:`~deberts_desktop.storage.rule_texts.PRESET_LABELS`), an own preset's as
    typed, "Custom" for None or "" (rules no preset gives). An own preset kept under a name
    of the program's list (an older version let one be called "Classic"; the settings have
    renamed it since, but the games it started keep the old name) reads as an own preset,
    "Classic (own preset)", not as the program's."""
    from ..storage.rule_texts import PRESET_LABELS

    if not key:
        return translate("PresetBar", "Custom")
    if key in PRESET_LABELS:
        return rule_text(PRESET_LABELS[key])
    key = without_direction_controls(key)
    if is_program_preset_name(key):
        return translate("PresetBar", "%1 (own preset)", "an own rule preset kept under a name of the "
                         "program's list by an older version").replace("%1", key)
    return key


@functools.cache
def program_preset_names() -> frozenset[str]:
    """Every name of the program's list of presets, casefolded, in any language it speaks
    (:func:`~.i18n.translated_in`): the built-in presets' keys and names ("classic",
    "Classic", «Классика») and "Custom" («Свои правила») — a name an own preset may not
    take, in whichever language it was typed, for the list would hold it twice once the
    language is switched."""
    from ..storage.rule_texts import PRESET_LABELS

    names = {key.casefold() for key in PRESET_LABELS}
    for language in AVAILABLE:
        names |= {translated_in(language, "RuleTexts", label).casefold() for label in PRESET_LABELS.values()}
        names.add(translated_in(language, "PresetBar", "Custom").casefold())
    return frozenset(names)


def is_program_preset_name(name: str) -> bool:
    """Whether ``name`` is, but for case, a name of the program's list of presets
    (:func:`program_preset_names`): an own preset so named would be in the list twice, and
    a game of its rules would say it is the program's — refused by Save as and Import
    (``PresetBar``), renamed when the settings file holds one (``load_settings``'
    ``reserved``)."""
    return name.casefold() in program_preset_names()


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
    if isinstance(value, bool) or not isinstance(value, int):
        return value
    return str(value) if key in _PLAIN_NUMBERS else num(value)


def storage_text(message, sides=None) -> str:
    """A storage message — a :class:`~deberts_desktop.storage.messages.Message`, or an
    error carrying one (``StorageError``, ``EntryError``) — in the player's language:
    its template translated (context "Storage") and filled with its params (nested
    messages translated too, amounts through ``QLocale``). Other texts are returned
    unchanged (``str()``).

    :param sides: the sides' names as the caller shows them (:func:`side_names`: the score
        keeper's window): a message about a side (its ``side_number``) names it so —
        "Sasha (player 2)", «Анна и Борис» — not by the storage's English name."""
    if isinstance(message, BaseException):
        message = message_of(message)
    if not isinstance(message, Message):
        return "" if message is None else str(message)
    params = {k: _storage_param(k, v) for k, v in message.params.items()}
    number = message.params.get("side_number")
    if sides is not None and isinstance(number, int) and 0 <= number < len(sides):
        params["side"] = sides[number]
    try:
        return translate(STORAGE_CONTEXT, message.template).format(**params)
    except (KeyError, IndexError, ValueError):  # a translation with a wrong placeholder
        return message.template.format(**params)


# ----------------------------------------------------------------------------- records
def _card_text(value) -> str:
    """A card param as a player reads it (``♥A``); a text that is not a card as written."""
    try:
        return card_name(Card.parse(value))
    except (TypeError, ValueError):
        return str(value)


def _record_field(field: str | None, seat) -> str:
    """Where in a deal a card is: the deck, a seat's hand or completion, the stock, the turned card."""
    if field == "hand":
        return translate("Records", "the hand of seat %1").replace("%1", str(seat))
    if field == "completion":
        return translate("Records", "the completion of seat %1").replace("%1", str(seat))
    return {"deck": translate("Records", "the deck"), "stock": translate("Records", "the stock"),
            "turned": translate("Records", "the turned card")}.get(field or "", str(field))


def _illegal_action_text(code: str, p: dict) -> str | None:
    """Why a record's action is not allowed (the engine's reason codes), for a third party:
    the seat that acts is ``p["seat"]``. None for a code not handled here."""
    seat = str(p.get("seat", "?"))

    def fill(text: str, *values) -> str:
        text = text.replace("%1", seat)
        for i, v in enumerate(values, 2):
            text = text.replace(f"%{i}", str(v))
        return text

    action = str(p.get("action", ""))
    played = _card_text(action.split()[-1]) if action.startswith("play ") else ""
    if code == "must_follow":
        return fill(translate("Records", "seat %1 must follow suit (%2)"), suit_plural(p["suit"]))
    if code == "must_trump":
        return fill(translate("Records", "seat %1 cannot follow suit and must play a trump (%2)"), suit_plural(p["suit"]))
    if code == "must_overtrump":
        if p.get("card") is not None:
            return fill(translate("Records", "seat %1 must beat the %2"), _card_text(p["card"]))
        return fill(translate("Records", "seat %1 must beat the highest trump in the trick"))
    if code == "not_your_turn":
        return fill(translate("Records", "it is seat %2's turn, not seat %1's"), p.get("turn", "?"))
    if code == "not_held":
        return fill(translate("Records", "seat %1 does not hold %2"), played or _card_text(p.get("card")))
    if code == "bidding_not_over":
        return translate("Records", "bidding is not over yet")
    if code == "bidding_over":
        return translate("Records", "bidding is over")
    if code == "round1_take_or_pass":
        return translate("Records", "in round 1 a player may only take or pass")
    if code == "round2_name_or_pass":
        return translate("Records", "in round 2 a player names a suit or passes")
    if code == "cannot_name_turned_suit":
        return fill(translate("Records", "the turned card's suit (%2) cannot be named in round 2"), suit_plural(p["suit"]))
    if code == "dealer_must_name":
        return translate("Records", "the dealer cannot pass in round 2 (he must name a trump)")
    if code == "completion_does_not_fit":
        return translate("Records", "the recorded completion does not fit this declarer")
    if code == "deal_over":
        return translate("Records", "the deal is over")
    if code == "swap_off":
        return translate("Records", "the seven swap is off in these rules")
    if code == "swap_named_trump":
        return translate("Records", "trump was named in round 2, so the seven cannot be swapped")
    if code == "swap_turned_seven":
        return translate("Records", "the turned card is the seven itself")
    if code == "swap_no_seven":
        return fill(translate("Records", "seat %1 does not hold %2"), _card_text(p.get("card")))
    if code == "swap_declarer_only":
        return translate("Records", "only the declarer may swap the seven")
    if code == "swap_own_turned":
        return fill(translate("Records", "seat %1 holds the turned card itself"))
    if code == "swap_done":
        return translate("Records", "the seven has been swapped already")
    if code in ("swap_not_now", "redeal_not_now"):
        return translate("Records", "this is possible only after the completion and before the first card")
    if code == "redeal_not_in_mode":
        return translate("Records", "the low-hand redeal exists only with 4 players each for himself, when it is on")
    if code == "redeal_hand_too_good":
        return fill(translate("Records", "the hand of seat %1 is worth %2 points, more than %3"),
                    p.get("points", "?"), p.get("limit", "?"))
    return None


def _record_reason_text(code: str, p: dict, fallback: str) -> str:
    """The bare reason of a record refusal (no deal or move) in the player's language."""
    illegal = _illegal_action_text(code, p)
    if illegal is not None:
        return illegal
    texts = {
        "folder": lambda: translate("Records", "a folder, not a record file"),
        "not_regular_file": lambda: translate("Records", "not a regular file (a device, a pipe or a socket), so not a record"),
        "too_large": lambda: translate("Records", "%1 MB is too large for a game record (at most %2 MB)").replace(
            "%1", QLocale().toString(float(p.get("megabytes", 0)), "f", 1)).replace("%2", str(p.get("limit", ""))),
        "grew_too_large": lambda: translate("Records", "too large for a game record (more than %1 MB)").replace(
            "%1", str(p.get("limit", ""))),
        "cannot_read": lambda: _cannot_read(p),
        "not_utf8": lambda: translate("Records", "not a UTF-8 text file"),
        "not_unicode": lambda: (translate("Records", "not valid Unicode text") if p.get("field") in (None, "deals") else
                                translate("Records", "%1: not valid Unicode text").replace("%1", str(p.get("field")))),
        "empty": lambda: translate("Records", "the file is empty"),
        "not_json": lambda: translate("Records", "not valid JSON (line %1, column %2)").replace(
            "%1", str(p.get("line", "?"))).replace("%2", str(p.get("column", "?"))),
        "json_unusable": lambda: translate("Records", "not a usable JSON file: a number is too long or the nesting too deep"),
        "too_deep": lambda: translate("Records", "not a usable record: the nesting is too deep"),
        "not_object": lambda: translate("Records", "a record must be a JSON object"),
        "not_a_record": lambda: translate("Records", "not a game record (\"format\" must be \"deberts-record\")"),
        "no_version": lambda: translate("Records", "the record has no \"version\" (this program reads version 1)"),
        "bad_version": lambda: translate("Records", "unsupported record version %1: this program reads version %2").replace(
            "%1", str(p.get("version", "?"))).replace("%2", str(p.get("supported", "1"))),
        "unknown_option": lambda: translate("Records", "unknown rule option \"%1\"").replace("%1", str(p.get("option", ""))),
        "bad_option_value": lambda: translate("Records", "the rule option \"%1\" cannot be %2").replace(
            "%1", str(p.get("option", ""))).replace("%2", str(p.get("value", ""))),
        "rules_not_object": lambda: translate("Records", "the rules must be an object of option names and values"),
        "bad_names": lambda: translate("Records", "\"names\" must be a list of %1 names").replace("%1", str(p.get("players", ""))),
        "deals_not_list": lambda: translate("Records", "\"deals\" must be a list"),
        "no_first_dealer": lambda: translate("Records", "the first deal must give its dealer"),
        "deal_not_object": lambda: translate("Records", "a deal must be a JSON object"),
        "bad_dealer": lambda: translate("Records", "the dealer must be a seat from 0 to %1, not %2").replace(
            "%1", str(int(p.get("players", 1)) - 1)).replace("%2", str(p.get("value", p.get("dealer", "?")))),
        "deck_or_hands": lambda: translate("Records", "a deal gives either \"deck\" or \"hands\" (with \"turned\", "
                                                      "\"completion\", \"stock\")"),
        "hands_not_list": lambda: translate("Records", "\"hands\" must be a list of hands"),
        "needs_turned": lambda: translate("Records", "a deal with \"hands\" needs \"turned\""),
        "needs_completion": lambda: translate("Records", "a deal with \"hands\" needs \"completion\""),
        "not_card_list": lambda: translate("Records", "%1: a list of cards is needed").replace(
            "%1", _record_field(p.get("field"), p.get("seat"))),
        "bad_card": lambda: translate("Records", "%1: %2 is not a card").replace(
            "%1", _record_field(p.get("field"), p.get("seat"))).replace("%2", str(p.get("value", ""))),
        "actions_not_texts": lambda: translate("Records", "\"actions\" must be a list of texts such as \"0 play AH\""),
        "hand_count": lambda: translate("Records", "a deal of %1 players needs %1 hands").replace("%1", str(p.get("players", ""))),
        "hand_size": lambda: translate("Records", "seat %1 holds %2 cards before bidding; it must hold %3").replace(
            "%1", str(p.get("seat"))).replace("%2", str(p.get("count"))).replace("%3", str(p.get("expected"))),
        "completion_size": lambda: translate("Records", "seat %1 gets %2 cards after bidding; it must get %3").replace(
            "%1", str(p.get("seat"))).replace("%2", str(p.get("count"))).replace("%3", str(p.get("expected"))),
        "one_short": lambda: translate("Records", "exactly one seat (the turned card's receiver) gets %1 cards after "
                                                  "bidding").replace("%1", str(p.get("count"))),
        "needs_stock": lambda: translate("Records", "a deal of 2 or 3 players needs its stock"),
        "four_player_stock": lambda: translate("Records", "a deal of 4 players has no stock"),
        "card_twice": lambda: translate("Records", "%1 is dealt twice").replace("%1", _card_text(p.get("card"))),
        "deck_twice": lambda: translate("Records", "%1 is in the deck twice").replace("%1", _card_text(p.get("card"))),
        "missing_cards": lambda: translate("Records", "the deal must use all 32 cards; missing: %1").replace(
            "%1", " ".join(_card_text(c) for c in p.get("cards", ()))),
        "deck_size": lambda: translate("Records", "a deck must hold 32 cards, not %1").replace("%1", str(p.get("count"))),
        "bad_cards": lambda: translate("Records", "the cards must be given as lists of cards"),
        "game_over": lambda: translate("Records", "the game is already over; no further deal"),
        "deal_not_finished": lambda: translate("Records", "deal %1 is not finished, yet another deal follows").replace(
            "%1", str(p.get("deal"))),
        "wrong_dealer": lambda: translate("Records", "the dealer must be seat %1 (the rules decide), not seat %2").replace(
            "%1", str(p.get("dealer"))).replace("%2", str(p.get("given"))),
        "deal_already_over": lambda: translate("Records", "the deal is already over"),
        "bad_action_text": lambda: translate("Records", "\"%1\" is not a move (write, for example, \"0 play AH\")").replace(
            "%1", str(p.get("text", ""))),
        "no_such_seat": lambda: translate("Records", "there is no seat %1 with %2 players").replace(
            "%1", str(p.get("seat"))).replace("%2", str(p.get("players"))),
    }
    make = texts.get(code)
    if make is None:
        return translate("Records", "this move is not allowed there") if p.get("seat") is not None else (
            translate("Records", "it is not a game record this program can read"))
    try:
        return make()
    except (TypeError, ValueError, KeyError):
        return fallback


def _cannot_read(p: dict) -> str:
    import errno as _errno

    number = p.get("errno")
    if number == _errno.ENOENT:
        return translate("Records", "there is no such file")
    if number in (_errno.EACCES, _errno.EPERM):
        return translate("Records", "reading it is not permitted")
    return translate("Records", "cannot read the file (%1)").replace("%1", str(p.get("reason", "")))


def record_error_text(error) -> str:
    """A :class:`~deberts_desktop.engine.record.RecordError` in the player's language, the
    same reason ``replay`` prints, composed from its ``code`` and ``params`` with where it
    is: "deal 1, move 5 (0 play AH): seat 0 must follow suit (diamonds)" (ru: "сдача 1,
    ход 5 (0 play AH): игрок на месте 0 должен ходить в масть (бубны)"). Context
    "Records"."""
    reason = _record_reason_text(getattr(error, "code", ""), dict(getattr(error, "params", {}) or {}),
                                 str(getattr(error, "reason", error)))
    deal, action, text = getattr(error, "deal", None), getattr(error, "action", None), getattr(error, "text", None)
    if deal is not None and action is not None:
        where = translate("Records", "deal %1, move %2").replace("%1", str(deal)).replace("%2", str(action))
        if text:
            where += f" ({text})"
        return translate("Records", "%1: %2", "where: why").replace("%1", where).replace("%2", reason)
    if deal is not None:
        where = translate("Records", "deal %1").replace("%1", str(deal))
        return translate("Records", "%1: %2", "where: why").replace("%1", where).replace("%2", reason)
    return reason


# ----------------------------------------------------------------------------- practice
def _default_seat_name(seat) -> str:
    return translate("Setup", "seat %1").replace("%1", str(seat))


def setup_problem_text(problem, seat_name=None, person_seat: int | None = None) -> str:
    """A deal set-up's refusal or reason not to save (:mod:`deberts_desktop.engine.setup`:
    a ``Reason`` or a ``SetupError``) in the player's language, naming seats with
    ``seat_name(seat)`` (default "seat 1"); ``person_seat``: the seat spoken to as "you"
    in a sentence (its own wording: "♥A is given to you twice", "you lead first"), None:
    none. Context "Setup"."""
    code = getattr(problem, "code", "")
    p = dict(getattr(problem, "params", {}) or {})
    name = seat_name or _default_seat_name

    def you(seat) -> bool:
        return seat is not None and seat == person_seat

    def place(seat) -> str:  # a hand in a list, by its label
        return translate("Setup", "the turned card") if seat is None else name(seat)

    if code == "bad_card_text":
        return translate("Setup", "\"%1\" is not a card: write the rank (7 8 9 10 J Q K A), then the suit (S H D C), "
                                  "such as JS or 10H.").replace("%1", str(p.get("value", "")))
    if code == "bad_seat":
        what = p.get("what")
        if what == "dealer":
            return translate("Setup", "Choose the dealer among the players.")
        if what == "declarer":
            return translate("Setup", "Choose the declarer among the players.")
        return translate("Setup", "Choose the first leader among the players.")
    if code == "wrong_card_count":
        return translate("Setup", "%1: %2 cards, but a hand here holds %3.").replace("%1", name(p.get("seat"))).replace(
            "%2", str(p.get("count"))).replace("%3", str(p.get("expected")))
    if code == "card_twice":
        seats = list(p.get("seats", ()))
        card = _card_text(p.get("card"))
        if len(set(seats)) == 1 and seats[0] is not None:  # typed twice in one hand
            if you(seats[0]):
                return translate("Setup", "%1 is given to you twice.").replace("%1", card)
            return translate("Setup", "%1 is given to %2 twice.").replace("%1", card).replace("%2", name(seats[0]))
        places = translate("Setup", " and ").join(place(s) for s in seats)
        return translate("Setup", "%1 is given twice: %2.").replace("%1", card).replace("%2", places)
    if code == "turned_in_hand":
        return translate("Setup", "With 2 or 3 players the turned card (%1) stays on the table, so it cannot be in a "
                                  "hand (%2).").replace("%1", _card_text(p.get("card"))).replace("%2", name(p.get("seat")))
    if code == "turned_not_with_receiver":
        if you(p.get("seat")):
            return translate("Setup", "After bidding the turned card (%1) goes to you, so it must be in your hand.").replace(
                "%1", _card_text(p.get("card")))
        return translate("Setup", "After bidding the turned card (%1) goes to %2, so it must be in that hand.").replace(
            "%1", _card_text(p.get("card"))).replace("%2", name(p.get("seat")))
    if code == "no_turned_card":
        suit = suit_plural(p["suit"]) if p.get("suit") is not None else ""
        if p.get("seat") is None:
            text = translate("Setup", "No card left on the table can have been the turned card when %1 were fixed as "
                                      "trump in round %2.")
        elif you(p.get("seat")):
            text = translate("Setup", "You hold no card that can have been the turned card when %1 were fixed as "
                                      "trump in round %2.")
        else:
            text = translate("Setup", "%3 holds no card that can have been the turned card when %1 were fixed as "
                                      "trump in round %2.").replace("%3", name(p.get("seat")))
        return text.replace("%1", suit).replace("%2", str(p.get("round") or "1"))
    if code == "needs_trump":
        return translate("Setup", "Choose the trump.")
    if code == "needs_declarer":
        return translate("Setup", "Choose the declarer.")
    if code == "round1_not_turned_suit":
        return translate("Setup", "In round 1 the declarer takes the turned card's suit (%1), not %2.").replace(
            "%1", suit_plural(Card(int(p["card"])).suit)).replace("%2", suit_plural(p["suit"]))
    if code == "round2_turned_suit":
        return translate("Setup", "In round 2 nobody can name the turned card's suit (%1).").replace(
            "%1", suit_plural(p["suit"]))
    if code == "bad_cards_each":
        return translate("Setup", "Each hand holds from 1 to %1 cards.").replace("%1", str(p.get("most")))
    if code == "partial_hands":
        return translate("Setup", "Hands shorter than a whole hand (%1 of %2 cards) cannot be saved as a game record: "
                                  "this position can be played, not saved.").replace("%1", str(p.get("count"))).replace(
            "%2", str(p.get("full")))
    if code == "leader_not_by_rules":
        if you(p.get("expected")):
            text = translate("Setup", "By the rules you lead first, not %2: this position can be played, not saved.")
        elif you(p.get("leader")):
            text = translate("Setup", "By the rules %1 leads first, not you: this position can be played, not saved.")
        else:
            text = translate("Setup", "By the rules %1 leads first, not %2: this position can be played, not saved.")
        return text.replace("%1", name(p.get("expected"))).replace("%2", name(p.get("leader")))
    return translate("Setup", "This position cannot be dealt.")


def practice_refusal_text(reason) -> str:
    """Why the person cannot take back now (:func:`deberts_desktop.engine.practice.take_back_refusal`
    or a ``PracticeError``) in the player's language. Context "Practice"."""
    code = getattr(reason, "code", "")
    if code == "no_deal":
        return translate("Practice", "The deal is scored: nothing can be taken back.")
    if code == "nothing_to_take_back":
        return translate("Practice", "You have not played in this deal yet: there is nothing to take back.")
    if code == "practice_start":
        return translate("Practice", "Nothing to take back: this deal is played from here, the position it "
                                     "was started from.")
    if code == "no_such_deal":
        return translate("Practice", "There is no such deal in this game.")
    return translate("Practice", "This deal cannot be played again.")
