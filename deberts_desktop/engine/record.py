"""The game record ``deberts-record`` v1: read, check, replay and write (DESIGN.md).

One JSON format serves saving and resuming, replaying, sharing a deal, bug reports and
the rule cases. An unfinished game is a record that stops early: :func:`replay` returns
the :class:`~deberts_desktop.engine.game.Game` exactly where it stopped.

Errors are :class:`RecordError` with a message that names the deal (from 1), the action
(from 1, with its text) and the reason, for example
``deal 1, action 5 (0 play AH): seat 0 cannot play AH: must follow diamonds``.
"""

from __future__ import annotations

import json
import os
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from .actions import Decline
from .cards import Card, shown
from .deal import DONE, Deal, DealSetupError, IllegalActionError, parse_seat_action
from .game import Game
from .game_context import GameContext
from .reasons import Reason, code_of
from .rules import Rules, RulesError

FORMAT = "deberts-record"
VERSION = 1
#: The largest record file :func:`load_record` reads, in bytes (4 MiB). A whole game is a
#: few tens of kilobytes (some 600 bytes a deal); a file far larger is not a game record,
#: and reading it would only fill the memory.
MAX_RECORD_BYTES = 4 * 1024 * 1024


class RecordError(ValueError):
    """A record that cannot be read or replayed. ``deal`` and ``action`` are 1-based
    positions (or None), ``text`` the action's text and ``reason`` the bare reason;
    ``str(error)`` is the whole one-line message.

    ``code`` and ``params`` name the reason for the player's language (as
    :class:`~deberts_desktop.engine.deal.IllegalActionError` does). The file:
    ``folder``, ``not_regular_file``, ``too_large`` (megabytes: the size, one decimal;
    limit: in MB), ``grew_too_large`` (limit), ``cannot_read`` (reason: the system's
    words), ``not_utf8``, ``empty`` (nothing but white space), ``not_json`` (message, line,
    column), ``json_unusable``,
    ``too_deep``, ``not_unicode`` (field: the record's field holding a string that is not
    valid Unicode text, such as ``names``, or None). The record: ``not_object``, ``not_a_record``, ``no_version``,
    ``bad_version`` (version: as written, supported), the rules' own codes
    (``unknown_option``, ``bad_option_value``, ``rules_not_object``: see
    :class:`~deberts_desktop.engine.rules.RulesError`), ``bad_names`` (players),
    ``deals_not_list``, ``no_first_dealer``, ``deal_not_object``, ``bad_dealer``
    (value, players), ``deck_or_hands``, ``hands_not_list``, ``needs_turned``,
    ``needs_completion``, ``not_card_list`` (field, seat), ``bad_card`` (field: ``deck``,
    ``hand``, ``completion``, ``stock`` or ``turned``; seat or None; value),
    ``actions_not_texts``, the cards' own codes (``hand_size``, ``card_twice``,
    ``missing_cards`` …: see :class:`~deberts_desktop.engine.deal.DealSetupError`).
    Replaying: ``game_over`` (winner: a side, debertz: bool), ``deal_not_finished``
    (deal), ``wrong_dealer`` (dealer: the rules' seat, given), ``deal_already_over``,
    ``bad_action_text`` (text), ``no_such_seat`` (seat, players), and an illegal action
    carries the engine's own reason code (``must_follow``, ``not_your_turn`` …) with its
    params and ``seat`` and ``action`` (the action's text without the seat).
    """

    def __init__(self, reason: str, deal: int | None = None, action: int | None = None, text: str | None = None,
                 code: str | None = None, params: dict | None = None):
        self.reason = reason
        self.deal = deal
        self.action = action
        self.text = text
        self.code: str = code or getattr(reason, "code", "bad_record")
        self.params: dict = dict(params if params is not None else getattr(reason, "params", {}))
        where = []
        if deal is not None:
            where.append(f"deal {deal}")
        if action is not None:
            where.append(f"action {action}" + (f" ({text})" if text else ""))
        super().__init__((", ".join(where) + ": " if where else "") + reason)


@dataclass
class DealRecord:
    """One deal of a record: ``dealer`` (None: the rules decide), either ``deck`` (32 cards,
    top first) or ``hands`` + ``turned`` + ``completion`` + ``stock``, and ``actions``
    (``"<seat> <verb> [argument]"`` texts)."""

    dealer: int | None = None
    deck: list[Card] | None = None
    hands: list[list[Card]] | None = None
    turned: Card | None = None
    completion: list[list[Card]] | None = None
    stock: list[Card] | None = None
    actions: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.dealer is not None:
            out["dealer"] = self.dealer
        if self.deck is not None:
            out["deck"] = [str(c) for c in self.deck]
        else:
            out["hands"] = [[str(c) for c in h] for h in self.hands]
            out["turned"] = str(self.turned)
            out["completion"] = [[str(c) for c in h] for h in self.completion]
            if self.stock:
                out["stock"] = [str(c) for c in self.stock]
        out["actions"] = list(self.actions)
        return out

    def make_deal(self, rules: Rules, dealer: int) -> Deal:
        """The :class:`Deal` this record describes, dealt by ``dealer``.

        :raises DealSetupError: the cards are not a valid deal."""
        if self.deck is not None:
            return Deal.from_deck(rules, dealer, self.deck)
        return Deal.from_hands(rules, dealer, self.hands, self.turned, self.completion, self.stock)


@dataclass
class GameRecord:
    """A whole record: ``rules``, player ``names`` (or None) and ``deals``."""

    rules: Rules
    names: list[str] | None = None
    deals: list[DealRecord] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"format": FORMAT, "version": VERSION, "rules": self.rules.to_dict()}
        if self.names:
            out["names"] = list(self.names)
        out["deals"] = [d.to_dict() for d in self.deals]
        return out

    def to_json(self) -> str:
        """The record as JSON text: indented, with each list of cards or actions on one
        line."""
        return _dump(self.to_dict(), 0) + "\n"


def _dump(value: Any, level: int) -> str:
    pad = "  " * (level + 1)
    if isinstance(value, dict):
        items = [f"{pad}{json.dumps(k)}: {_dump(v, level + 1)}" for k, v in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + "  " * level + "}" if items else "{}"
    if isinstance(value, list) and any(isinstance(v, (dict, list)) for v in value):
        if all(isinstance(v, list) and not any(isinstance(x, (dict, list)) for x in v) for v in value):
            return "[" + ", ".join(json.dumps(v, ensure_ascii=False) for v in value) + "]"
        items = [pad + _dump(v, level + 1) for v in value]
        return "[\n" + ",\n".join(items) + "\n" + "  " * level + "]"
    return json.dumps(value, ensure_ascii=False)


# ---------------------------------------------------------------------- reading
def parse_record(data: Any, progress: Callable[[int, int], None] | None = None) -> GameRecord:
    """Check the shape of a decoded record and read it (cards parsed, rules checked).
    Playing the actions is :func:`replay`'s job. ``progress(done, total)`` is called
    before each deal is read (``done`` deals of ``total`` read); what it raises goes
    through (a reader on another thread stops so).

    :raises RecordError: not a ``deberts-record`` v1, an unknown rule option or value, a
        card that is not a card, a missing or ill-typed field.
    """
    if not isinstance(data, dict):
        raise RecordError(Reason("not_object", "a record must be a JSON object"))
    if data.get("format") != FORMAT:
        raise RecordError(Reason("not_a_record", f'not a game record: "format" must be "{FORMAT}"'))
    version = data.get("version")
    if "version" not in data:
        raise RecordError(Reason("no_version", 'the record has no "version" (this program reads version 1)'))
    if type(version) is not int or version != VERSION:
        raise RecordError(Reason("bad_version", f"unsupported record version {shown(version)}: this program reads version {VERSION}",
                                 version=shown(version), supported=VERSION))
    try:
        rules = Rules.from_dict(data.get("rules", {}))
    except RulesError as e:
        raise RecordError(f"rules: {e}", code=e.code, params=e.params) from None
    except TypeError as e:
        raise RecordError(f"rules: {e}", code="rules_not_object") from None
    names = data.get("names")
    if names is not None:
        if not isinstance(names, list) or len(names) != rules.players or not all(isinstance(x, str) for x in names):
            raise RecordError(Reason("bad_names", f'"names" must be a list of {rules.players} texts', players=rules.players))
    deals_data = data.get("deals", [])
    if not isinstance(deals_data, list):
        raise RecordError(Reason("deals_not_list", '"deals" must be a list'))
    deals = []
    for i, dd in enumerate(deals_data, 1):
        if progress is not None:
            progress(i - 1, len(deals_data))
        deals.append(_parse_deal(dd, i, rules))
    if deals and deals[0].dealer is None:
        raise RecordError(Reason("no_first_dealer", "the first deal must give its dealer"), deal=1)
    return GameRecord(rules, names, deals)


def _what(field: str, seat: int | None) -> str:
    return {"hand": f"hand of seat {seat}", "completion": f"completion of seat {seat}"}.get(field, field)


def _card(value: Any, field: str, seat: int | None, deal: int) -> Card:
    try:
        return Card.parse(value)
    except ValueError as e:
        raise RecordError(f"{_what(field, seat)}: {e}", deal=deal, code="bad_card",
                          params={"field": field, "seat": seat, "value": shown(value)}) from None


def _cards(value: Any, field: str, deal: int, seat: int | None = None) -> list[Card]:
    if not isinstance(value, list):
        raise RecordError(f"{_what(field, seat)} must be a list of cards", deal=deal, code="not_card_list",
                          params={"field": field, "seat": seat})
    return [_card(c, field, seat, deal) for c in value]


def _parse_deal(dd: Any, i: int, rules: Rules) -> DealRecord:
    if not isinstance(dd, dict):
        raise RecordError(Reason("deal_not_object", "a deal must be a JSON object"), deal=i)
    rec = DealRecord()
    dealer = dd.get("dealer")
    if dealer is not None:
        if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < rules.players:
            raise RecordError(Reason("bad_dealer", f"dealer must be a seat from 0 to {rules.players - 1}, not {shown(dealer)}",
                                     value=shown(dealer), players=rules.players), deal=i)
        rec.dealer = dealer
    if ("deck" in dd) == ("hands" in dd):
        raise RecordError(Reason("deck_or_hands", 'a deal gives either "deck" or "hands" (with "turned", "completion", "stock")'),
                          deal=i)
    if "deck" in dd:
        rec.deck = _cards(dd["deck"], "deck", i)
    else:
        hands = dd["hands"]
        if not isinstance(hands, list):
            raise RecordError(Reason("hands_not_list", '"hands" must be a list of hands'), deal=i)
        rec.hands = [_cards(h, "hand", i, s) for s, h in enumerate(hands)]
        if "turned" not in dd:
            raise RecordError(Reason("needs_turned", 'a deal with "hands" needs "turned"'), deal=i)
        rec.turned = _card(dd["turned"], "turned", None, i)
        comp = dd.get("completion")
        if not isinstance(comp, list):
            raise RecordError(Reason("needs_completion", 'a deal with "hands" needs "completion": a list of card lists'),
                              deal=i)
        rec.completion = [_cards(h, "completion", i, s) for s, h in enumerate(comp)]
        rec.stock = _cards(dd["stock"], "stock", i) if dd.get("stock") is not None else None
    actions = dd.get("actions", [])
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise RecordError(Reason("actions_not_texts", '"actions" must be a list of texts such as "0 play AH"'), deal=i)
    rec.actions = list(actions)
    # the cards themselves are checked when the deal is made (replay)
    try:
        rec.make_deal(rules, rec.dealer if rec.dealer is not None else 0)
    except DealSetupError as e:
        raise RecordError(str(e), deal=i, code=e.code, params=e.params) from None
    return rec


#: a ``\\uD800``-``\\uDFFF`` escape: the only way a lone surrogate gets into decoded JSON
#: (UTF-8 itself cannot hold one); only then are the strings looked at one by one
_MAY_HOLD_SURROGATE = re.compile(r"\\u[dD][89a-fA-F]")


def _is_unicode(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate ("\ud800" in the JSON)
        return False
    return True


def _strings_valid(value: Any) -> bool:
    """Every string in ``value`` (keys too) is Unicode text (no lone surrogate)."""
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, str):
            if not _is_unicode(v):
                return False
        elif isinstance(v, dict):
            stack.extend(v.keys())
            stack.extend(v.values())
        elif isinstance(v, list):
            stack.extend(v)
    return True


def _check_unicode(data: Any) -> None:
    """Refuse decoded JSON with a string that is not valid Unicode text: a lone surrogate
    from an escape such as ``"\\ud800"``, which ``json.loads`` accepts but no text output
    can print. The message names where: ``names: not valid Unicode text``, ``deal 2,
    action 5: not valid Unicode text`` (code ``not_unicode``, params ``field``: the
    record's field, as written; ``"deals"`` with the deal and, for an action, the action).

    :raises RecordError: such a string."""
    if _strings_valid(data):
        return
    reason = "not valid Unicode text"
    if not isinstance(data, dict):
        raise RecordError(Reason("not_unicode", reason, field=None))
    for key, value in data.items():
        if not _is_unicode(key):
            raise RecordError(Reason("not_unicode", reason, field=None))
        if _strings_valid(value):
            continue
        if key == "deals" and isinstance(value, list):
            for i, dd in enumerate(value, 1):
                if _strings_valid(dd):
                    continue
                actions = dd.get("actions") if isinstance(dd, dict) else None
                if isinstance(actions, list) and all(_strings_valid(v) for k, v in dd.items() if k != "actions"):
                    k = next(k for k, a in enumerate(actions, 1) if not _strings_valid(a))
                    raise RecordError(Reason("not_unicode", reason, field="deals"), deal=i, action=k)
                raise RecordError(Reason("not_unicode", reason, field="deals"), deal=i)
        raise RecordError(Reason("not_unicode", f"{key}: {reason}", field=key))
    raise RecordError(Reason("not_unicode", reason, field=None))  # not reached: some string is bad


def read_record(text: str, progress: Callable[[int, int], None] | None = None) -> GameRecord:
    """Read a record from JSON text (``progress``: as :func:`parse_record`'s).

    :raises RecordError: no text (code ``empty``), malformed JSON, a string that is not valid Unicode text (a lone
        surrogate such as ``"\\ud800"``: code ``not_unicode``) or a bad record (see
        :func:`parse_record`).
    """
    if not text.strip():  # a download or a copy that never came: say so, not "line 1, column 1"
        raise RecordError(Reason("empty", "the file is empty"))
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        said = e.msg.removesuffix(" at")  # "Unterminated string starting at" (json adds the place): "at" once
        raise RecordError(Reason("not_json", f"not valid JSON: {said} at line {e.lineno}, column {e.colno}",
                                 message=e.msg, line=e.lineno, column=e.colno)) from None
    except (ValueError, RecursionError):  # a number of thousands of digits, absurd nesting
        raise RecordError(Reason("json_unusable", "not a usable JSON file: a number is too long or the nesting too deep")) from None
    if _MAY_HOLD_SURROGATE.search(text):
        _check_unicode(data)
    try:
        return parse_record(data, progress)
    except RecursionError:
        raise RecordError(Reason("too_deep", "not a usable record: the nesting is too deep")) from None


def load_record(path: str | Path, progress: Callable[[int, int], None] | None = None) -> GameRecord:
    """Read a record file (``progress``: as :func:`parse_record`'s).

    :raises RecordError: the file cannot be read, is not a regular file (a folder, a
        device such as ``/dev/zero``, a pipe: refused before it is opened), is larger than
        :data:`MAX_RECORD_BYTES` (refused before it is read), or is not a good record.
    """
    limit = MAX_RECORD_BYTES
    try:
        info = os.stat(path)
        if stat.S_ISDIR(info.st_mode):
            raise RecordError(Reason("folder", "a folder, not a record file"))
        if not stat.S_ISREG(info.st_mode):
            raise RecordError(Reason("not_regular_file", "not a regular file (a device, a pipe or a socket), so not a record"))
        if info.st_size > limit:
            size = f"{info.st_size / 2**20:.1f}"
            raise RecordError(Reason("too_large", f"{size} MB is too large for a game record (at most {limit // 2**20} MB)",
                                     megabytes=size, limit=limit // 2**20))
        with open(path, "rb") as f:
            data = f.read(limit + 1)
    except OSError as e:
        raise RecordError(Reason("cannot_read", f"cannot read the file ({e.strerror or e})",
                                 reason=str(e.strerror or e), errno=e.errno)) from None
    if len(data) > limit:  # it grew after it was looked at
        raise RecordError(Reason("grew_too_large", f"too large for a game record (more than {limit // 2**20} MB)",
                                 limit=limit // 2**20))
    try:
        text = data.decode("utf-8-sig")  # a byte-order mark is fine
    except UnicodeDecodeError:
        raise RecordError(Reason("not_utf8", "not a UTF-8 text file")) from None
    return read_record(text, progress)


#: the bidirectional controls (embeddings, overrides, isolates, marks): printed, they
#: reorder the rest of a terminal's line ("Anna\u202e" shows what follows right to left)
BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def printable(text: str) -> str:
    r"""``text`` safe to print on a terminal (what a record or its file's name says —
    the players' names, a move as written — in the commands' output and refusals): each
    control character (C0, DEL, C1: ESC starts the terminal's escape sequences) replaced
    by its escape as Python writes it, ``\x1b`` for ESC; so is each bidirectional control
    (:data:`BIDI_CONTROLS`: an override would reorder the line), ``\u202e``.

    >>> printable("Anna\x1b[2J")
    'Anna\\x1b[2J'
    >>> printable("Anna\u202eBoris")
    'Anna\\u202eBoris'
    """
    if text.isprintable():
        return text
    import unicodedata  # (a text to escape is rare)

    return "".join(f"\\x{ord(c):02x}" if unicodedata.category(c) == "Cc"
                   else f"\\u{ord(c):04x}" if c in BIDI_CONTROLS else c for c in text)


# ---------------------------------------------------------------------- replaying
def replay(record: GameRecord, seed=None, context: GameContext | None = None,
           progress: Callable[[int, int], None] | None = None) -> Game:
    """Play a record's deals and actions from the start (with ``context``: the score sheet
    starts from those scores, baits and pots, see :class:`~.game_context.GameContext`; a record
    does not hold it). ``progress(done, total)`` is called before each deal is played
    (``done`` deals of ``total`` played); what it raises goes through.

    :returns: the :class:`Game` where the record stops (finished or not).
    :raises RecordError: an action that is out of turn or illegal, a dealer that
        disagrees with the rules, a deal after the end of the game or after an
        unfinished deal.
    """
    rules = record.rules
    game = Game(rules, dealer=record.deals[0].dealer if record.deals else 0, seed=seed, names=record.names,
                context=context)
    for i, dr in enumerate(record.deals, 1):
        if progress is not None:
            progress(i - 1, len(record.deals))
        if game.finished:
            w = game.winner
            who = f"{game.names[w]} and {game.names[w + 2]}" if rules.pairs else game.names[w]
            why = f"{who} won by debertz" if game.debertz is not None else f"{who} won"
            raise RecordError(Reason("game_over", f"the game is already over ({why}); no further deal",
                                     winner=w, debertz=game.debertz is not None), deal=i)
        if game.deal is not None:
            raise RecordError(Reason("deal_not_finished", f"deal {i - 1} is not finished, yet another deal follows",
                                     deal=i - 1), deal=i)
        dealer = game.next_dealer
        if dr.dealer is not None and dr.dealer != dealer:
            raise RecordError(Reason("wrong_dealer", f"the dealer must be seat {dealer} (the rules decide), not seat {dr.dealer}",
                                     dealer=dealer, given=dr.dealer), deal=i)
        try:
            deal = dr.make_deal(rules, dealer)
        except DealSetupError as e:
            raise RecordError(str(e), deal=i, code=e.code, params=e.params) from None
        game.start_deal(deal)
        for k, text in enumerate(dr.actions, 1):
            if deal.phase == DONE:
                raise RecordError(Reason("deal_already_over", "the deal is already over"), deal=i, action=k, text=text)
            try:
                seat, action = parse_seat_action(text, rules.players)
            except ValueError as e:
                code, params = code_of(e, "bad_action_text")
                raise RecordError(str(e), deal=i, action=k, text=text, code=code, params=params) from None
            try:
                game.apply(action, seat)
            except IllegalActionError as e:
                raise RecordError(str(e), deal=i, action=k, text=text, code=e.code,
                                  params={**e.params, "seat": seat, "action": str(action)}) from None
            except ValueError as e:
                code, params = code_of(e, "not_allowed")
                raise RecordError(str(e), deal=i, action=k, text=text, code=code, params=params) from None
    return game


def dealt(record: GameRecord, index: int, dealer: int | None = None) -> Deal:
    """Deal ``index`` (0-based) of ``record`` as dealt, before its first action: the
    cards of its record, dealt by the dealer the record names; a record that names none
    by ``dealer`` when the caller knows it, else by the rules' rotation (the earlier
    deals replayed, :func:`replay`). The deal log and the replay table's turned card
    both start here.

    :raises IndexError: the record has no such deal.
    :raises RecordError: its cards are not a valid deal, or the earlier deals cannot be
        replayed to find its dealer."""
    if not 0 <= index < len(record.deals):
        raise IndexError(f"the record has no deal {index + 1}")
    dr = record.deals[index]
    if dr.dealer is not None:
        dealer = dr.dealer
    elif dealer is None:
        dealer = replay(GameRecord(record.rules, record.names, list(record.deals[:index]))).next_dealer
    try:
        return dr.make_deal(record.rules, dealer)
    except DealSetupError as e:
        raise RecordError(str(e), deal=index + 1, code=e.code, params=e.params) from None


def recordable(deal: Deal) -> bool:
    """Whether a record can hold ``deal``: dealt from a pack or from a record's hands, not
    set up at its first lead (:meth:`~.deal.Deal.at_first_lead`: an ending of short hands, a
    leader the rules would not give).

    >>> from deberts_desktop.engine.cards import CARDS
    >>> recordable(Deal.from_deck(Rules(players=2), 0, list(CARDS)))
    True
    >>> recordable(Deal.at_first_lead(Rules(players=2), 1, [["JS", "9S"], ["AH", "7D"]], "S", 0))
    False
    """
    return deal.deck is not None or deal.recorded_completion is not None


def game_record(game: Game) -> GameRecord:
    """The record of a game so far (every deal, with its actions).

    :raises ValueError: a deal was set up at its first lead (not expressible in a record:
        :func:`recordable`).
    """
    deals = []
    for e in game.entries:
        d = e.deal
        if not recordable(d):
            raise ValueError("a deal set up at its first lead cannot be written as a record")
        actions = [f"{seat} {a}" for seat, a in d.history if not isinstance(a, Decline)]  # a reader infers declines
        if d.deck is not None:
            deals.append(DealRecord(dealer=d.dealer, deck=list(d.deck), actions=actions))
        else:
            deals.append(
                DealRecord(
                    dealer=d.dealer,
                    hands=[list(h) for h in d.first_packets],
                    turned=d.turned,
                    completion=[list(c) for c in d.recorded_completion],
                    stock=list(d.stock) if d.stock else None,
                    actions=actions,
                )
            )
    return GameRecord(game.rules, list(game.names), deals)


# ---------------------------------------------------------------------- reporting
def _suit(s) -> str | None:
    return None if s is None else s.letter


def deal_report(game: Game, index: int) -> dict[str, Any]:
    """One deal's entry of ``replay --json`` (DESIGN.md, field for field)."""
    entry = game.entries[index]
    deal = entry.deal
    rules = game.rules
    sides = rules.sides
    zeros = [0] * sides
    if entry.row is not None:
        res, row = deal.result, entry.row
        return {
            "dealer": res.dealer,
            "declarer": res.declarer,
            "trump": _suit(res.trump),
            "thrown_in": res.thrown_in,
            "card_points": list(res.card_points),
            "last_trick": res.last_trick,
            "sequence_winner": res.sequence_winner,
            "sequences": list(res.sequences),
            "bella": list(res.bella),
            "totals": list(res.totals),
            "outcome": res.outcome,
            "written": list(row.written),
            "pot_released": list(row.pot_released),
            "penalties": list(row.penalties),
            "pot": row.pot,
            "baits": list(row.baits),
            "scores": list(row.scores),
            "debertz": res.debertz,
        }
    before = entry.before
    so_far = deal.totals_so_far()
    sw = deal.sequence_winner if isinstance(deal.sequence_winner, int) else None
    return {
        "dealer": deal.dealer,
        "declarer": deal.declarer,
        "trump": None if deal.trump is None else "SHDC"[deal.trump],
        "thrown_in": False,
        "card_points": list(deal.won_points),
        "last_trick": None,
        "sequence_winner": sw,
        "sequences": list(zeros),
        "bella": list(so_far.bella),
        "totals": list(so_far.totals),
        "outcome": None,
        "written": list(zeros),
        "pot_released": list(zeros),
        "penalties": list(zeros),
        "pot": before.pot,
        "baits": list(before.baits),
        "scores": list(before.scores),
        "debertz": None,
    }


def replay_report(game: Game) -> dict[str, Any]:
    """The whole ``replay --json`` object: ``deals``, ``winner`` (a side or null) and
    ``finished``."""
    return {
        "deals": [deal_report(game, i) for i in range(len(game.entries))],
        "winner": game.winner,
        "finished": game.finished,
    }
