"""A score sheet for games played with real cards (RULES.md 9–10, scored by the engine).

For each deal the user types who declared and either each side's total, or each side's
card points, sequences and bella and who took the last trick; and which sides took no
trick. :class:`ScoreKeeper` checks the entry (refusing what no deal can produce, with a
message for the player), folds it into the engine's score sheet (:class:`~..engine.scoring.ScoreSheet`)
and keeps the dealer, pots, baits, penalties, the winner and the extra deal on a tie.
The last deal can be undone, any deal corrected.

Points are per **side**: a player, or in the 4-player pairs game a pair (side 0 = seats
0 + 2, side 1 = seats 1 + 3). Seats are 0 … n−1 clockwise.

>>> k = ScoreKeeper(Rules(players=2), ["Anna", "Boris"], dealer=1)
>>> k.add_deal(declarer=0, totals=[70, 92]).written
(0, 162)
>>> k.scores, k.baits, k.dealer
((0, 162), (1, 0), 0)
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Protocol, Sequence as Seq

from ..engine.kernel import kernel_for
from ..engine.rules import Rules, RulesError, side_names
from ..engine.scoring import OnScoreSheet, ScoreRow
from ..engine import sheet_entry
from ..engine.reasons import Reason
from .history_errors import HistoryError
from .messages import Message, N_


class History(Protocol):
    """What the score keeper needs of the history store (:class:`~.history.History`, which
    calls the score keeper when it salvages a sheet: named here, not imported back)."""

    def game(self, game_id: int) -> Any: ...

    def stored_record(self, game_id: int) -> str | None: ...

    def start_game(self, rules: Rules, names, levels, **options) -> int: ...

    def write_score_sheet(self, game_id: int, deals, record: str, winner, finished: str | None = None) -> None: ...

SHEET_FORMAT = "deberts-score-sheet"
SHEET_VERSION = 1
#: A stored sheet that is not what :meth:`ScoreKeeper.to_dict` writes: no JSON, or a field
#: of the wrong kind (a name that is no text, deals that are no list, a deal's value that
#: is no list of numbers)
DAMAGED = N_("The stored score sheet is damaged.")


class EntryError(ValueError):
    """An entry the rules cannot produce, or an action not possible now; ``str()`` is a
    sentence for the player, ``message`` the same as a :class:`~.messages.Message`
    (translatable) when storage made it."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


#: Per kind of number entered: (none given for every side, not a whole number, negative).
_PER_SIDE = {
    "total": (
        N_("A total is needed for each of the {sides} sides."),
        N_("{side}: the total must be a whole number, not {value}."),
        N_("{side}: the total cannot be negative ({value})."),
    ),
    "card points": (
        N_("Card points are needed for each of the {sides} sides."),
        N_("{side}: card points must be a whole number, not {value}."),
        N_("{side}: card points cannot be negative ({value})."),
    ),
    "sequences": (
        N_("Sequences are needed for each of the {sides} sides."),
        N_("{side}: sequences must be a whole number, not {value}."),
        N_("{side}: sequences cannot be negative ({value})."),
    ),
    "bella": (
        N_("Bella is needed for each of the {sides} sides."),
        N_("{side}: bella must be a whole number, not {value}."),
        N_("{side}: bella cannot be negative ({value})."),
    ),
}


#: The engine's refusals of an entry (:mod:`~deberts_desktop.engine.sheet_entry`, by code)
#: in words for the player.
_REFUSALS = {
    "every_side_without_trick": N_("Somebody took the tricks: not every side can be without a trick."),
    "total_too_high": N_("{side}: {value} is more than a deal can give one side (at most {most} with {players} players)."),
    "all_cards_totals_too_low": N_("With 4 players every card is played: the totals add up to at least {least} "
                                   "(card points {card_points} and {last_trick} for the last trick), not {whole}."),
    "all_cards_totals_impossible": N_("With 4 players the totals add up to {base} plus sequences and bella; "
                                      "{whole} is not possible (check for a typing mistake)."),
    "totals_too_low": N_("The totals add up to {whole}, less than the cards in play hold with {players} players "
                         "(at least {least} with the last trick)."),
    "totals_too_high": N_("The totals add up to {whole}: more than a deal can hold with {players} players (at most {most})."),
    "no_trick_total_bella": N_("{side}: no trick taken, so the total can only be a bella (0 or {bella}), not {value}."),
    "no_trick_total": N_("{side}: no trick taken, so the total can only be sequences and a bella, not {value}."),
    "all_cards_card_points": N_("With 4 players every card is played: the card points add up to {card_points}, not {whole}."),
    "card_points_too_high": N_("The card points add up to {whole}: the cards in play hold at most {most} with {players} players."),
    "card_points_too_low": N_("The card points add up to {whole}: the cards in play hold at least {least} with {players} players."),
    "sequences_of_two_sides": N_("Only one side scores sequences in a deal."),
    "sequences_impossible": N_("{side}: no hand makes {value} in sequences ({values}; at most {most})."),
    "bella_value": N_("{side}: bella is worth {bella}, not {value}."),
    "one_bella": N_("There is only one bella in a deal."),
    "no_trick_card_points": N_("{side}: no trick taken, so no card points (not {value})."),
    "no_trick_last_trick": N_("{side}: no trick taken, so not the last trick either."),
    "no_trick_sequences": N_("{side}: no trick taken, so no sequences are written."),
}


def sequence_words(values: dict[str, int]) -> Message:
    """The sequences a game's rules score, with their points
    (:func:`~deberts_desktop.engine.sheet_entry.sequence_values`), for a message.

    >>> sequence_words({"terz": 20, "fifty": 50})
    'terz 20, fifty 50'
    """
    if "hundred" in values:
        return Message("terz {terz}, fifty {fifty}, hundred {hundred}", **values)
    return Message("terz {terz}, fifty {fifty}", **values)


# --------------------------------------------------------------------------- entries
@dataclass(frozen=True)
class SheetEntry:
    """One deal as the user entered it.

    ``kind``: ``played``, ``thrown_in`` (nothing scored, the deal passes left) or
    ``debertz`` (``debertz`` = the seat that showed it; the game ends). For a played deal:
    ``declarer`` (a seat), ``totals`` (per side), ``no_trick`` (sides that took no trick)
    and, when entered in detail, ``card_points``, ``sequences``, ``bella`` (per side) and
    ``last_trick`` (the side that took it)."""

    kind: str = "played"
    declarer: int | None = None
    totals: tuple[int, ...] | None = None
    no_trick: tuple[int, ...] = ()
    card_points: tuple[int, ...] | None = None
    sequences: tuple[int, ...] | None = None
    bella: tuple[int, ...] | None = None
    last_trick: int | None = None
    debertz: int | None = None

    @property
    def detailed(self) -> bool:
        return self.card_points is not None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        for name in ("declarer", "totals", "no_trick", "card_points", "sequences", "bella", "last_trick", "debertz"):
            value = getattr(self, name)
            if value is not None and value != ():
                out[name] = list(value) if isinstance(value, tuple) else value
        return out

    @classmethod
    def from_dict(cls, data: Any) -> "SheetEntry":
        """An entry as :meth:`to_dict` wrote it, its values of the types written (a list
        for each per-side value, whole numbers for ``no_trick``); whether the values are
        possible is the keeper's to check (:meth:`ScoreKeeper.from_dict`).

        :raises EntryError: not an entry (:data:`DAMAGED`)."""
        if not isinstance(data, dict) or data.get("kind") not in ("played", "thrown_in", "debertz"):
            raise EntryError(Message(DAMAGED))
        per_side = {}
        for name in ("totals", "card_points", "sequences", "bella"):
            value = data.get(name)
            if value is not None and not isinstance(value, list):
                raise EntryError(Message(DAMAGED))
            per_side[name] = None if value is None else tuple(value)
        no_trick = data.get("no_trick", [])
        if not isinstance(no_trick, list) or not all(_int(side) for side in no_trick):
            raise EntryError(Message(DAMAGED))
        return cls(kind=data["kind"], declarer=data.get("declarer"), no_trick=tuple(no_trick),
                   last_trick=data.get("last_trick"), debertz=data.get("debertz"), **per_side)


def _int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


# --------------------------------------------------------------------------- the keeper
class ScoreKeeper(OnScoreSheet):
    """A score sheet for a game with real cards.

    :param rules: the game's rules (players, mode, target and every option).
    :param names: one name per seat.
    :param dealer: the seat that deals the first deal.
    :raises ValueError: wrong number of names or a dealer that is not a seat.

    State after the entered deals, per side: :attr:`scores`, :attr:`baits`; :attr:`pots`
    waiting (oldest first); :attr:`dealer` (who deals next); :attr:`finished`,
    :attr:`winner` (a side); :attr:`extra_deal` (the top score is shared at or above the
    target: one more deal). :attr:`rows` holds one engine ``ScoreRow`` per entry.
    """

    def __init__(self, rules: Rules, names: Seq[str], dealer: int = 0):
        if len(names) != rules.players:
            raise ValueError(f"{rules.players} names are needed, not {len(names)}")
        if not _int(dealer) or not 0 <= dealer < rules.players:
            raise ValueError(f"the first dealer must be a seat from 0 to {rules.players - 1}")
        self.rules = rules
        self.names = list(names)
        self.first_dealer = dealer
        self.entries: list[SheetEntry] = []
        self.history_id: int | None = None
        #: a deal typed but not added when the sheet's window closed (the entry form's
        #: fields as typed, a JSON object the window gives back; None: nothing): stored
        #: with the sheet, never scored
        self.draft: dict[str, Any] | None = None
        self._recompute()

    # ------------------------------------------------------------------ state
    @property
    def side_names(self) -> list[str]:
        return side_names(self.rules, self.names)

    def _recompute(self, entries: Seq[SheetEntry] | None = None) -> None:
        """Fold ``entries`` (default the current ones) into the state; on success they
        become the entries.

        :raises EntryError: an entry is impossible at its place (for example after the
            game was already won)."""
        entries = list(self.entries if entries is None else entries)
        rules = self.rules
        sheet = kernel_for(rules).score_sheet(self.first_dealer)
        for number, e in enumerate(entries, 1):
            if sheet.finished:
                raise EntryError(Message(
                    "The game was already over after deal {deal}: delete or correct the deals after it first.",
                    deal=number - 1,
                ))
            if e.kind == "thrown_in":
                sheet.add_thrown_in()
            elif e.kind == "debertz":
                sheet.add_debertz(e.debertz)
            else:
                sheet.add_played(e.declarer, e.totals, [0 if side in e.no_trick else 1 for side in range(rules.sides)])
        self.entries = entries
        self.sheet = sheet

    # the sheet's state (RULES.md 9-10): scores, baits, pots, pot, finished, winner,
    # debertz, extra_deal (OnScoreSheet), and:
    @property
    def rows(self) -> list[ScoreRow]:
        return self.sheet.rows

    @property
    def dealers(self) -> list[int]:
        return self.sheet.dealers

    @property
    def dealer(self) -> int:
        """Who deals next."""
        return self.sheet.dealer

    # ------------------------------------------------------------------ checking
    def make_entry(
        self,
        declarer: int,
        totals: Seq[int] | None = None,
        *,
        card_points: Seq[int] | None = None,
        sequences: Seq[int] | None = None,
        bella: Seq[int] | None = None,
        last_trick: int | None = None,
        no_trick: Seq[int] = (),
    ) -> SheetEntry:
        """Check a played deal's entry and return it (nothing is added).

        Give either ``totals`` (per side) or ``card_points`` (per side, tricks' card points
        without the last trick) with ``last_trick`` (the side that took it) and optionally
        ``sequences`` and ``bella`` (per side; default zeros). ``no_trick``: the sides
        that took no trick (each loses the ski penalty).

        :raises EntryError: with a message for the player: a seat or side that does not
            exist, a negative or non-whole number, more points than a deal can hold (the
            most depends on the number of players: with 2 or 3 the stock keeps part of the
            pack), fewer than a deal must hold, sequences or bella for more than one side
            or in amounts no hand can make, card points or the last trick for a side that
            took no trick, every side without a trick.
        """
        rules = self.rules
        s = rules.sides
        n = rules.players
        names = self.side_names
        if not _int(declarer) or not 0 <= declarer < n:
            raise EntryError(Message("The declarer must be one of the {players} players.", players=n))
        no_trick = tuple(sorted(set(no_trick)))
        for side in no_trick:
            if not _int(side) or not 0 <= side < s:
                raise EntryError(Message("There is no side {value}.", value=repr(side)))
        self._refuse(sheet_entry.tricks_problem(rules, no_trick))

        def per_side(values: Seq[int] | None, what: str) -> tuple[int, ...] | None:
            if values is None:
                return None
            values = tuple(values)
            if len(values) != s:
                raise EntryError(Message(_PER_SIDE[what][0], sides=s))
            for side, v in enumerate(values):
                if not _int(v):
                    raise EntryError(Message(_PER_SIDE[what][1], side=names[side], side_number=side, value=repr(v)))
                if v < 0:
                    raise EntryError(Message(_PER_SIDE[what][2], side=names[side], side_number=side, value=v))
            return values

        if (totals is None) == (card_points is None):
            raise EntryError(Message("Enter either each side's total or each side's card points."))
        if totals is not None:
            if sequences is not None or bella is not None or last_trick is not None:
                raise EntryError(Message("Enter either totals or card points, sequences, bella and last trick, not both."))
            totals = per_side(totals, "total")
            self._refuse(sheet_entry.totals_problem(rules, totals, no_trick))
            return SheetEntry("played", declarer, totals, no_trick)

        card_points = per_side(card_points, "card points")
        sequences = per_side(sequences, "sequences") or (0,) * s
        bella = per_side(bella, "bella") or (0,) * s
        if not _int(last_trick) or not 0 <= last_trick < s:
            raise EntryError(Message("Say which side took the last trick."))
        self._refuse(sheet_entry.details_problem(rules, card_points, sequences, bella, last_trick, no_trick))
        seq_side = next((i for i in range(s) if sequences[i]), None)
        bella_side = next((i for i in range(s) if bella[i]), None)
        totals = kernel_for(rules).totals(card_points, [0 if i in no_trick else 1 for i in range(s)], last_trick,
                                          seq_side, sequences[seq_side] if seq_side is not None else 0,
                                          bella_side).totals
        return SheetEntry("played", declarer, totals, no_trick, card_points, sequences, bella, last_trick)

    def _refuse(self, reason: Reason | None) -> None:
        """Raise the engine's refusal of an entry (:mod:`~deberts_desktop.engine.sheet_entry`)
        as an :class:`EntryError` for the player (sides by name); nothing when None."""
        if reason is None:
            return
        params = dict(reason.params)
        if "side" in params:  # its English name, and its number for the interface's words
            params["side_number"] = params["side"]
            params["side"] = self.side_names[params["side"]]
        if "values" in params:
            params["values"] = sequence_words(params["values"])
        if "players" not in params and "{players}" in _REFUSALS[reason.code]:
            params["players"] = self.rules.players
        raise EntryError(Message(_REFUSALS[reason.code], **params))

    # ------------------------------------------------------------------ entering
    def _check_open(self) -> None:
        if self.finished:
            who = self.side_names[self.winner] if self.winner is not None else "?"
            raise EntryError(Message("The game is over: {side} won. Undo the last deal to change it.", side=who,
                                     side_number=self.winner))

    def add_deal(self, declarer: int, totals: Seq[int] | None = None, **details: Any) -> ScoreRow:
        """Enter a played deal (arguments as :meth:`make_entry`).

        :returns: the deal's row (``written``, ``pot_released``, ``penalties``, ``pots``,
            ``baits``, ``scores``, ``outcome``).
        :raises EntryError: the entry is impossible, or the game is over.
        """
        self._check_open()
        entry = self.make_entry(declarer, totals, **details)
        self._recompute(self.entries + [entry])
        return self.rows[-1]

    def add_thrown_in(self) -> ScoreRow:
        """Enter a deal thrown in (all passed, or a low-hand redeal): nothing is written,
        pots wait, the deal passes to the left."""
        self._check_open()
        self._recompute(self.entries + [SheetEntry("thrown_in")])
        return self.rows[-1]

    def _check_debertz(self, seat: Any) -> None:
        """:raises EntryError: ``seat`` is not a seat of the game (who showed a debertz)."""
        if not _int(seat) or not 0 <= seat < self.rules.players:
            raise EntryError(Message("Debertz must be shown by one of the {players} players.", players=self.rules.players))

    def add_debertz(self, seat: int) -> ScoreRow:
        """Enter a debertz shown by ``seat``: the game ends at once and his side wins."""
        self._check_open()
        self._check_debertz(seat)
        self._recompute(self.entries + [SheetEntry("debertz", debertz=seat)])
        return self.rows[-1]

    def undo(self) -> SheetEntry:
        """Remove the last deal and return it (the sheet is as before it).

        :raises EntryError: no deal to undo."""
        if not self.entries:
            raise EntryError(Message("There is no deal to undo."))
        last = self.entries[-1]
        self._recompute(self.entries[:-1])
        return last

    def correct(self, number: int, entry: SheetEntry) -> ScoreRow:
        """Replace deal ``number`` (from 1) with ``entry`` (from :meth:`make_entry`, or a
        thrown-in / debertz entry) and score every later deal again.

        :raises EntryError: no such deal, or the later deals become impossible (for
            example the corrected deal now ends the game); the sheet is then unchanged."""
        if not _int(number) or not 1 <= number <= len(self.entries):
            raise EntryError(Message("There is no deal {deal} to correct.", deal=number))
        self._recompute(self.entries[: number - 1] + [entry] + self.entries[number:])
        return self.rows[number - 1]

    def correct_last(self, declarer: int, totals: Seq[int] | None = None, **details: Any) -> ScoreRow:
        """Replace the last deal with a new entry (arguments as :meth:`make_entry`).

        :raises EntryError: no deal yet, or the new entry is impossible (the old one stays)."""
        if not self.entries:
            raise EntryError(Message("There is no deal to correct."))
        return self.correct(len(self.entries), self.make_entry(declarer, totals, **details))

    # ------------------------------------------------------------------ storing
    def to_dict(self) -> dict[str, Any]:
        """The sheet as a JSON object: rules, names, first dealer and the entries, and the
        :attr:`draft` when there is one (an older version reads the sheet without it)."""
        return {
            "format": SHEET_FORMAT,
            "version": SHEET_VERSION,
            "rules": self.rules.to_dict(),
            "names": list(self.names),
            "dealer": self.first_dealer,
            "deals": [e.to_dict() for e in self.entries],
            **({"draft": self.draft} if self.draft else {}),
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False)

    @classmethod
    def from_dict(cls, data: Any) -> "ScoreKeeper":
        """Rebuild a sheet from :meth:`to_dict`, checking every entry again.

        :raises EntryError: not a score sheet, a sheet of a newer version than
            :data:`SHEET_VERSION` (read, it would be written back without what that version
            added: the caller leaves it as it is), a field of the wrong kind (:data:`DAMAGED`:
            names that are not texts, deals that are not a list, an entry's value that is
            not a list of numbers), or an entry is impossible (a seat that is none, a total
            no deal gives)."""
        if not isinstance(data, dict) or data.get("format") != SHEET_FORMAT:
            raise EntryError(Message("This is not a score sheet."))
        version = data.get("version")
        if type(version) is int and version > SHEET_VERSION:
            raise EntryError(Message("This score sheet was written by a newer version of the game (sheet version "
                                     "{version}); this version reads version {supported}. It was left untouched.",
                                     version=version, supported=SHEET_VERSION))
        names, deals = data.get("names"), data.get("deals", [])
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names) or not isinstance(deals, list):
            raise EntryError(Message(DAMAGED))
        try:
            keeper = cls(Rules.from_dict(data.get("rules", {})), names, data.get("dealer", 0))
        except (RulesError, KeyError, TypeError, ValueError) as e:
            raise EntryError(Message("The score sheet cannot be read: {error}.", error=str(e))) from None
        entries = []
        for d in deals:
            e = SheetEntry.from_dict(d)
            if e.kind == "debertz":
                keeper._check_debertz(e.debertz)
            elif e.kind == "played":
                if e.detailed:
                    e = keeper.make_entry(e.declarer, card_points=e.card_points, sequences=e.sequences,
                                          bella=e.bella, last_trick=e.last_trick, no_trick=e.no_trick)
                else:
                    e = keeper.make_entry(e.declarer, e.totals, no_trick=e.no_trick)
            entries.append(e)
        keeper._recompute(entries)
        draft = data.get("draft")
        keeper.draft = draft if isinstance(draft, dict) else None
        return keeper

    def save(self, history: History, started: str | None = None, finished: str | None = None) -> int:
        """Store the sheet in the history database (kind ``score_keeper``): the first call
        adds the game, later ones rewrite its deals in one transaction. Call it after each
        change.

        :param history: a :class:`~.history.History`.
        :param started: the start time of a new game (ISO 8601; default now).
        :param finished: the end time stored when the game is over (default now).
        :returns: the game's id (also :attr:`history_id`).
        :raises HistoryError: the database cannot be written.
        """
        if self.history_id is None:
            self.history_id = history.start_game(
                self.rules, self.names, None, kind="score_keeper", started=started, record=self.to_json()
            )
        deals = [(self.dealers[i], e.declarer if e.kind == "played" else None, self.rows[i])
                 for i, e in enumerate(self.entries)]
        history.write_score_sheet(self.history_id, deals, self.to_json(), self.winner if self.finished else None,
                                  finished)
        return self.history_id

    @classmethod
    def load(cls, history: History, game_id: int) -> "ScoreKeeper":
        """The score keeper's sheet stored as game ``game_id``.

        :raises HistoryError: no such game, or not a score keeper's sheet.
        :raises EntryError: the stored sheet cannot be read."""
        if history.game(game_id).kind != "score_keeper":
            raise HistoryError(Message("Game {game} was played on the table, not kept on a score sheet.", game=game_id))
        try:
            data = json.loads(history.stored_record(game_id) or "")
        except json.JSONDecodeError:
            raise EntryError(Message(DAMAGED)) from None
        keeper = cls.from_dict(data)
        keeper.history_id = game_id
        return keeper
