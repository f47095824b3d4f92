"""The game session: the game being played, without widgets.

It owns the engine's :class:`~deberts_desktop.engine.game.Game`, runs the engine's one
turn loop — the seat to act answers, its action is applied — asks the person (through
:attr:`GameSession.prompt`) or a computer (through :class:`~.computer.ComputerPlayers`,
in a worker process the session owns and ends), and keeps the game
(:class:`~.persistence.GameStore`: autosave off the GUI thread, history per deal).

The table shows what the session does: every applied action's events go out through
:attr:`GameSession.applied`; the session moves on (:meth:`GameSession.advance`) when the
table says it has shown them. Nothing here draws.

Hints and the coach (issue 13) are computed in the computers' worker too: a hint is
:func:`deberts_desktop.ai.explain.hint` of the person's view; with the coach on, the
person's card values (:func:`deberts_desktop.ai.coach.coach_values`) are computed as soon
as the person is to play a card with a choice — the hint at the hint level made from the
same evaluation and kept in the worker, so F1 then waits for no second one — and the card
chosen is checked (:func:`~deberts_desktop.ai.coach.coach_check`) before it is played.
"""

from __future__ import annotations

import logging
import time
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from ... import jobs
from ...engine.actions import Action, Play
from ...engine.deal import IllegalActionError
from ...engine.game import Game
from ...engine.rules import Rules
from ...levels import DEFAULT_HINT_LEVEL, DEFAULT_LEVEL
from .comparisons import TableComparisons
from .computer import ComputerPlayers
from .persistence import GameStore

log = logging.getLogger("deberts_desktop.ui")

# the worker's jobs (naming one loads no AI in this process)
HINT = jobs.hint
COACH_VALUES = jobs.coach_values


def begun(game: Game, levels) -> bool:
    """Something of the person's is in ``game``: a deal scored, or an action of a person
    (a seat whose level in ``levels`` is None) in the deal at hand — a computer's bid alone
    is not (such a game is nothing to keep in History or to ask about)."""
    return bool(game.rows) or (game.deal is not None and any(
        0 <= s < len(levels) and levels[s] is None for s, _a in game.deal.history))


class SetAside(NamedTuple):
    """A game put aside that the history does not keep (deleted there while played), to go
    back to: what :meth:`GameSession.continue_game` takes (``uid``: its key, still not kept;
    ``seed``: the seed its computers were given, None when unseeded)."""

    game: Game
    levels: list
    practice: object
    uid: str | None
    preset: str | None
    seed: int | str | None = None  # the seed its computers were given (None: unseeded)


class GameSession(QObject):
    """One game at a time, played to its end.

    Signals: ``started(game)`` (a new or continued game), ``deal_started(deal, number)``,
    ``applied(events, deal)`` (an action was applied), ``prompt(seat, actions)`` (the
    person's turn; an empty list when it is over), ``thinking(seat)`` (a computer decides),
    ``hint_ready(action, hint)`` (the action to highlight, always legal now, and the
    :class:`~deberts_desktop.ai.explain.Hint`, None for a lesson's step; both None: the hint
    failed, or was lost with the worker, and names nothing), ``coach_warned(warning)``
    (a :class:`~deberts_desktop.ai.coach.CoachWarning`: the card chosen was not played),
    ``warning(key, text)`` (saving failed; "" when fixed), ``notice(text)`` (a one-off
    word about saving: it works again, games kept from before are stored now; or the
    computers were started again after they stopped answering),
    ``refused(action, error)`` (the engine refused the person's action: the
    :class:`~deberts_desktop.engine.deal.IllegalActionError`, whose ``code`` and ``params``
    say why; nothing changed, still the person's turn), ``deal_finished(number)`` (the
    deal numbered ``number``, from 1, has just been written on the score sheet, before the
    table shows its end: :attr:`comparisons` compares it).

    :param storage: an :class:`~..start.folders.AppStorage` to keep the game in (None:
        nothing is kept). :param inline_ai: the computers decide on the event loop
        (quick tests). :param think_delay_ms: the least time a computer takes to move.
    :param hold_saving: the saving waits for ``store.release()`` (the app's start: the
        window releases it once its first table is drawn; :class:`~.persistence.GameStore`).
    """

    started = Signal(object)
    deal_started = Signal(object, int)
    applied = Signal(list, object)
    prompt = Signal(int, list)
    thinking = Signal(int)
    hint_ready = Signal(object, object)
    coach_warned = Signal(object)
    warning = Signal(str, str)
    notice = Signal(str)
    refused = Signal(object, object)
    deal_finished = Signal(int)

    def __init__(self, storage=None, *, inline_ai: bool = False, think_delay_ms: int = 500,
                 parent: QObject | None = None, hold_saving: bool = False):
        super().__init__(parent)
        self.storage = storage
        self.think_delay_ms = think_delay_ms
        self.computers = ComputerPlayers(inline=inline_ai, parent=self, watched=True)
        self.computers.decided.connect(self._decided)
        self.computers.stalled.connect(lambda: self.notice.emit(QCoreApplication.translate(
            "GameSession", "The computers stopped answering and were restarted; the game goes on.")))
        self.store = GameStore(storage, self, held=hold_saving)
        self.store.warning.connect(self.warning)
        self.store.notice.connect(self.notice)
        #: the Master in the person's seat after each deal (issue 24), in a process of its own
        self.comparisons = TableComparisons(self, inline=inline_ai)
        self.game: Game | None = None
        self.seed = None
        #: per seat: the computer's level, None for the person
        self.levels: list[str | None] = []
        #: a lesson's script (the tutorial, :mod:`..windows.tutorial`; a problem,
        #: :mod:`..windows.problems`) or None: its ``computer(deal)`` gives a computer's
        #: fixed action (None: the computer decides), its ``refuse(deal, action)`` a reason
        #: the lesson refuses the person's legal action, its ``hint(deal)`` the person's
        #: action of the step (the hint), its ``holds(deal)`` whether nobody is asked now
        #: (the deal stops there); the coach is quiet, and the person's forced cards wait
        #: for the person (each step is theirs to play)
        self.script = None
        #: the level whose choice the hint shows beside the best (the settings')
        self.hint_level = DEFAULT_HINT_LEVEL
        #: the coach's threshold in deal points (the settings'); None: the coach is off
        self.coach_threshold: float | None = None
        #: the person has asked for a hint (not a lesson's) since the window opened: from
        #: then on the hint is made at each card turn with a choice, as the coach's values
        #: are, so that the next F1 finds it made or on its way (:meth:`_ask_coach`)
        self.hints_asked = False
        #: the coach's values for the person's position now: None (not asked, forced, not
        #: ready), or ``{card: fair value}``
        self.coach_values = None
        self._coach_asked = None  # the tag of the values asked for and not come yet
        self.waiting: tuple | None = None
        #: the legal actions the person was offered at the last prompt
        self._offered: list[Action] = []
        self.gen = 0
        self.preset_deals: list = []
        #: a deal being played again (one deal, then the comparison): its PlayAgain
        self.again = None
        #: how the game on the table came (given to :meth:`continue_game`, read by :attr:`started`'s
        #: slots): None — a new game, or one continued; ``"again"`` — a deal played again
        #: (:meth:`play_again`); ``"taken_back"`` — the same game after :meth:`take_back`
        self.started_as: str | None = None
        self.closed = False
        self._asked_at = 0.0
        #: pacing (issue 23, the player's settings): the person's only legal card is played
        #: by itself (``play_single``); the rest of the deal once every card the person has
        #: left is forced, whatever the others play (``play_out_forced``)
        self.play_single = False
        self.play_out_forced = False

    # ------------------------------------------------------------------ who plays
    @property
    def rules(self) -> Rules | None:
        return self.game.rules if self.game is not None else None

    @property
    def person_seats(self) -> tuple[int, ...]:
        return tuple(s for s, level in enumerate(self.levels) if level is None)

    def is_person(self, seat: int) -> bool:
        return 0 <= seat < len(self.levels) and self.levels[seat] is None

    def level_of(self, seat: int) -> str:
        return self.levels[seat] or DEFAULT_LEVEL

    # ------------------------------------------------------------------ games
    @property
    def practice(self):
        """The practice mark of a practice game (take-backs allowed, kept out of the
        statistics), else None."""
        return self.store.practice

    def new_game(self, rules: Rules, names, levels, seed=None, dealer: int | None = None, practice=None,
                 preset: str | None = None) -> Game:
        """Start a new game: ``names`` and ``levels`` per seat (a level None: the person);
        the first deal is dealt. ``practice``: a
        :class:`~deberts_desktop.storage.history.PracticeMark` for a practice game;
        ``preset``: the rule preset the rules are (None: custom), kept in the autosave. The
        running game (if any) must have been put aside or abandoned first
        (:meth:`put_aside`, :meth:`abandon`)."""
        self._stop()
        self.seed = seed
        self.again = None
        self.started_as = None
        self.levels = list(levels)
        self.game = Game(rules, dealer=dealer, seed=seed, names=list(names))
        self.store.attach(self.game, self.levels, practice=practice, preset=preset, seed=seed)
        self.started.emit(self.game)
        self.next_deal()
        return self.game

    def continue_game(self, game: Game, levels, game_id: int | None = None, practice=None,
                      uid: str | None = None, preset: str | None = None, saving: bool = True,
                      seed: int | str | None = None, started_as: str | None = None) -> None:
        """Go on with ``game`` (a resumed autosave, a game kept in the history, a deal
        set up or played again, a problem's position) exactly where it stopped;
        :meth:`advance` asks whoever is to act. ``uid``: the game's key in the autosave
        (:attr:`.GameStore.uid`); ``preset``: the rule preset it was started with, when
        known; ``saving`` False: the game is neither autosaved nor kept (a problem); ``seed``:
        the seed its computers were given (the autosave keeps it; None: unseeded), given
        again and kept with its deals stored; ``started_as``: see :attr:`started_as`."""
        self._stop()
        self.seed = seed
        self.again = None
        self.started_as = started_as
        n = game.rules.players
        levels = list(levels) if levels is not None and len(levels) == n else [None] + [DEFAULT_LEVEL] * (n - 1)
        self.levels = levels
        self.game = game
        self.store.attach(game, levels, game_id, practice, uid, preset, saving, seed)
        self.started.emit(game)

    def next_deal(self) -> None:
        """Deal the next deal (after a deal's summary; at once after a thrown-in deal). A
        deal played again is one deal only."""
        game = self.game
        if game is None or game.finished or game.deal is not None or (self.again is not None and game.rows):
            return
        deal = game.start_deal(self.preset_deals.pop(0) if self.preset_deals else None)
        self.store.changed(game)
        self.deal_started.emit(deal, len(game.entries))

    def put_aside(self) -> int | None:
        """The game stops unfinished but is kept: the history holds it, to be continued
        from there. Returns its history id (None if no history is kept)."""
        gid = None
        if self.game is not None and not self.game.finished:
            gid = self.store.put_aside(self.game)
        self._stop()
        self.game = None
        return gid

    def put_aside_to_return(self):
        """:meth:`put_aside`, to go back to the game later: its history id, or its key
        while the writer has not stored it yet (:meth:`.GameStore.resolve` either); a game
        the history does not keep (deleted there while played) is set aside here instead
        (:class:`SetAside`: the game itself, to go on with)."""
        store = self.store
        if self.game is not None and not self.game.finished and store.saving and not store.kept:
            aside = SetAside(self.game, list(self.levels), store.practice, store.uid, store.preset, self.seed)
            self.put_aside()
            return aside
        uid = store.uid
        return self.put_aside() or uid

    def leave(self) -> None:
        """The game on the table is left for another (a new game, a deal played again,
        another game continued, the app closed over a game set aside): kept in History when
        it is over or the person has begun it (:attr:`in_progress`: :meth:`put_aside`),
        dropped when not (:meth:`abandon`: nothing of the person's to keep — not even a deal
        played again that was only dealt)."""
        if self.game is None:
            return
        if self.game.finished or self.in_progress:
            self.put_aside()
        else:
            self.abandon()

    def abandon(self) -> None:
        """The game stops unfinished and is dropped: deleted from the history."""
        if self.game is not None:
            self.store.abandon(self.game)
        self._stop()
        self.game = None

    @property
    def in_progress(self) -> bool:
        """A game is being played (started, not finished, a deal scored or an action of a
        person taken — a computer's bid alone is nothing of the person's to keep or ask
        about) and kept (not a problem's position: nothing of it is kept to ask about)."""
        g = self.game
        return g is not None and self.store.saving and not g.finished and begun(g, self.levels)

    # ------------------------------------------------------------------ the one loop
    def advance(self) -> None:
        """The table shows the position: the seat to act is asked. Between deals nothing
        happens until :meth:`next_deal`."""
        if self.closed or self.waiting is not None or self.game is None:
            return
        deal = self.game.deal
        if deal is None or deal.is_done or (self.script is not None and self.script.holds(deal)):
            return
        seat = deal.current_player
        if self.is_person(seat):
            self.waiting = ("person", seat)
            self._offered = deal.legal_actions()
            self._ask_coach(seat, self._offered)
            self.prompt.emit(seat, self._offered)
            self._play_by_itself()
            return
        tag = ("move", self.gen, len(self.game.entries), len(deal.history), seat)
        self.waiting = ("computer", tag)
        self._asked_at = time.monotonic()
        self.thinking.emit(seat)
        scripted = self.script.computer(deal) if self.script is not None else None
        if scripted is not None:  # the lesson's fixed move, after the computer's least time
            QTimer.singleShot(self.think_delay_ms, lambda: self._computer_acts(tag, scripted))
            return
        self.computers.ask(tag, self.level_of(seat), self.seed, seat, self.game.view(seat))

    def forced_play(self, seat: int, actions, deal=None) -> Action | None:
        """The card the person's ``seat`` plays by itself now (pacing), or None: no script
        is on (:attr:`script`), the engine's only legal action is a card, and either
        ``play_single`` is on or it is
        every card the seat has left is forced, whatever the others play, with
        ``play_out_forced`` (the engine's :meth:`~deberts_desktop.engine.state.PlayState.forced_to_the_end`
        on the real hands: the rest of the deal then plays by itself). ``deal``: the deal
        it is asked of (default: the one being played)."""
        if len(actions) != 1 or not isinstance(actions[0], Play) or self.script is not None:
            return None  # in a lesson or a problem the person plays each card (its words ask for it)
        if self.play_single:
            return actions[0]
        if self.play_out_forced:
            deal = deal or self.game.deal
            if len(deal.hand(seat)) == 1 or deal.play_state().forced_to_the_end(seat):
                return actions[0]
        return None

    def set_pacing(self, play_single: bool, play_out_forced: bool) -> None:
        """The player's pacing (:attr:`play_single`, :attr:`play_out_forced`), used at once:
        a card the person's turn now plays by itself under it goes (the settings accepted
        at a one-card turn — not only from the next turn)."""
        self.play_single, self.play_out_forced = play_single, play_out_forced
        self._play_by_itself()

    def _play_by_itself(self) -> None:
        """The person's turn (:attr:`waiting`): its card, when it plays by itself
        (:meth:`forced_play`), is played once the prompt is shown — not after another
        action or game has come (the turn's mark; the timer dies with the session)."""
        deal = self.game.deal if self.game is not None else None
        if deal is None or self.waiting is None or self.waiting[0] != "person":
            return
        forced = self.forced_play(self.waiting[1], self._offered)
        if forced is not None:
            mark = self.waiting, len(deal.history), self.gen
            QTimer.singleShot(0, self, lambda: self._play_forced(mark, forced))

    def _play_forced(self, mark, action) -> None:
        deal = self.game.deal if self.game is not None else None
        if deal is not None and (self.waiting, len(deal.history), self.gen) == mark:
            self.choose(action, checked=True)  # a forced card: nothing for the coach to say

    def _decided(self, tag, action) -> None:
        if self.closed or not isinstance(tag, tuple):
            return
        if tag[0] == "hint":
            if self.waiting is not None and self.waiting[0] == "person" and tag == self._hint_tag():
                view = self.game.view(self.waiting[1])
                hint = action if hasattr(action, "highlight") else None
                if hint is None:  # failed, or lost with its worker: no card or bid is named as the hint
                    self.hint_ready.emit(None, None)
                    return
                chosen = hint.highlight
                if chosen not in view.legal:
                    from ...ai.players import fallback_action  # the AI's modules: see _computer_acts

                    chosen = fallback_action(view)
                self.hint_ready.emit(chosen, hint)
            return
        if tag[0] == "coach":
            self._coach_came(tag, action)
            return
        if self.waiting is None or self.waiting[1] != tag:
            return  # stale: a new game, an abandoned search
        delay = max(0, int(self.think_delay_ms - (time.monotonic() - self._asked_at) * 1000))
        QTimer.singleShot(delay, lambda: self._computer_acts(tag, action))

    def _computer_acts(self, tag, action) -> None:
        if self.closed or self.waiting is None or self.waiting[1] != tag:
            return
        view = self.game.view(tag[4])
        if action not in view.legal:
            if action is not None:
                log.warning("seat %s answered %r, which is not legal; a legal action instead", tag[4], action)
            # imported here, when first needed: the computer players' modules stay in their
            # worker, out of the GUI process (issue 21: memory)
            from ...ai.players import fallback_action

            action = fallback_action(view)
        self.waiting = None
        self._apply(action)

    def choose(self, action: Action, checked: bool = False) -> bool:
        """The person's action (a button, a key, a card: the action the table offered,
        handed over as it is). Returns False — nothing done — when it is not the person's
        turn, or when the engine refuses the action (:meth:`Deal.apply
        <deberts_desktop.engine.deal.Deal.apply>` is the one judge: :attr:`refused` says
        why, the person is prompted again). With the coach on, a card is checked first
        (``checked``: it was, "play anyway"): a costly card is not played but
        :attr:`coach_warned` (still the person's turn); a card chosen before the values are
        ready is played at once, unchecked (a click never waits for the coach; its values,
        when they come, are for a position gone and are dropped)."""
        if self.waiting is None or self.waiting[0] != "person":
            return False
        lesson = self.script.refuse(self.game.deal, action) if self.script is not None else None
        if lesson is not None:  # a legal action the lesson does not take now: its turn again
            self.refused.emit(action, lesson)
            return False
        if (not checked and isinstance(action, Play) and self.coach_threshold is not None and self.script is None
                and self._coach_asked is None):  # (the values still on their way: played unchecked)
            from ...ai.coach import coach_check  # only with the coach on (see _computer_acts)

            warning = coach_check(self.game.view(self.waiting[1]), action.card, self.coach_values,
                                  self.coach_threshold)
            if warning is not None:
                self.coach_warned.emit(warning)
                return True
        waiting, values, asked = self.waiting, self.coach_values, self._coach_asked
        mine = self._person_jobs()
        self.waiting = None
        self.coach_values = self._coach_asked = None
        self.prompt.emit(-1, [])
        try:
            self._apply(action)
        except IllegalActionError as refusal:  # nothing changed: the person's turn again
            self.waiting, self.coach_values, self._coach_asked = waiting, values, asked
            self.prompt.emit(waiting[1], self._offered)
            self.refused.emit(action, refusal)
            return False
        self._drop(mine)
        return True

    def _person_jobs(self) -> tuple:
        """The tags of the worker's jobs for the person's turn now: the coach's values (with
        the hint made beside them) and a hint asked with F1 (none without a deal)."""
        if self.game is None or self.game.deal is None:
            return ()
        return self._coach_tag(), self._hint_tag()

    def _drop(self, tags) -> None:
        """The person's turn of ``tags`` (:meth:`_person_jobs`) is over: their jobs, if still
        running or queued, are dropped, so that the next computer does not wait for the rest
        of an evaluation nobody will read (:meth:`ComputerPlayers.drop
        <.computer.ComputerPlayers.drop>`)."""
        for tag in tags:
            self.computers.drop(tag)

    def why_illegal(self, action: Action):
        """Why the person may not take ``action`` now (the engine's reason), or None."""
        deal = self.game.deal if self.game is not None else None
        if deal is None or self.waiting is None or self.waiting[0] != "person":
            return None
        return deal.why_illegal(action)

    def _apply(self, action: Action) -> None:
        deal = self.game.deal
        events = self.game.apply(action)
        self.store.changed(self.game)
        if self.game.deal is None:  # the deal ended: written on the score sheet
            self.deal_finished.emit(len(self.game.entries))
        self.applied.emit(events, deal)

    # ------------------------------------------------------------------ practice
    def take_back_refusal(self):
        """Why the person's last card or bid cannot be taken back now (a
        :class:`~deberts_desktop.engine.reasons.Reason`: not a practice game, nothing to
        take back in this deal), or None."""
        from ...engine.practice import take_back_refusal
        from ...engine.reasons import Reason

        if self.game is None or self.practice is None:
            return Reason("not_practice", "take-backs are for practice games")
        script_refusal = getattr(self.script, "take_back_refusal", None)  # a problem: not past its start
        why = script_refusal(self.game) if script_refusal is not None else None
        return why or take_back_refusal(self.game, self.person_seats[0] if self.person_seats else 0,
                                        self.practice.start)

    def take_back(self) -> bool:
        """Practice: take back the person's last card or bid in this deal and the
        computers' replies after it (the game is replayed without them); a card the table
        played by itself (:meth:`forced_play`) is taken back with the choice before it, or
        it would at once be played again. False when it cannot be done
        (:meth:`take_back_refusal`)."""
        from ...engine.practice import take_back, take_back_refusal

        if self.take_back_refusal() is not None:
            return False
        seat, start = self.person_seats[0], self.practice.start
        game = take_back(self.game, seat, start)
        while (self.forced_play(seat, game.deal.legal_actions(), game.deal) is not None
               and take_back_refusal(game, seat, start) is None):
            game = take_back(game, seat, start)
        gid, mark, again, uid, preset = self.store.game_id, self.store.practice, self.again, self.store.uid, self.store.preset
        self.continue_game(game, self.levels, gid, mark, uid, preset, self.store.saving,  # a problem stays unsaved
                           self.seed, started_as="taken_back")
        self.again = again
        return True

    def play_again(self, source, index: int, seat: int, levels, origin: int | None = None, upto: int = 0,
                   context=None, again_of=None, seed: int | str | None = None) -> Game:
        """Practice: deal ``index`` (0-based) of ``source`` (a game or its record) again,
        the person in original ``seat`` (its hand shown at the bottom), from the original
        score sheet; ``upto``: the original's first actions already played ("play from
        here"). ``levels``: the original game's levels per seat. One deal, then the
        comparison (:attr:`again`). ``again_of``: ``source`` is itself a deal played again
        (its practice mark, whose original game ``origin`` still deals the same cards): the
        new game is marked as that original deal played again — its number, the original's
        seat — not as deal 1 of the practice game. ``seed``: the seed its computers are given
        (:meth:`PracticeStarts.deal_seed <..practice.starting.PracticeStarts.deal_seed>`: the
        original deal's), so that the same choices of the person get the same answers."""
        from ...engine.practice import play_again, unrotate_seat
        from ...storage.history import PracticeMark

        pa = play_again(source, index, seat, upto=upto, context=context)
        if again_of is not None:
            mark = PracticeMark(pa.context, origin, again_of.deal,
                                unrotate_seat(seat, again_of.seat or 0, pa.game.rules.players), upto)
        else:
            mark = PracticeMark(pa.context, origin, index + 1, seat, upto)
        self.continue_game(pa.game, pa.levels(list(levels)), None, mark, seed=seed, started_as="again")
        self.again = pa
        #: what :meth:`play_again` was given, to play the same deal again once more
        self.again_args = (source, index, seat, list(levels), origin, upto, context, again_of, seed)
        return pa.game

    def again_continued(self, source, index: int, seat: int, levels, origin: int | None, upto: int = 0) -> bool:
        """The game on the table, continued, is deal ``index`` (0-based) of ``source`` (the
        original game or its record) played again from original ``seat``: its comparison
        comes back (:attr:`again`, the original's result) and "Play it again"
        (:attr:`again_args`): from the deal's start, or, ``upto`` (the practice mark's
        ``start``) given, from the position the game on the table started from — its own
        first ``upto`` actions, which need not be the original's (a "Play from here" in a
        try where the person chose otherwise). False, nothing changed, when the
        original cannot give that deal, or gives other cards (the history id of a deleted
        original may name a later game)."""
        from ...engine.practice import play_again
        from ...engine.reasons import CodedError

        try:
            pa = play_again(source, index, seat)
        except (CodedError, ValueError):
            return False
        if self.game is None or not pa.deals_the_same_cards(self.game):
            return False
        self.again = pa
        if upto:  # the game on the table holds its start (person at seat 0), named as its mark names it
            self.again_args = (self.game, 0, 0, list(self.levels), origin, upto, None, self.store.practice, self.seed)
        else:
            self.again_args = (source, index, seat, list(levels), origin, 0, None, None, self.seed)
        return True

    def comparison(self):
        """A deal played again: its original result beside the new one, or None."""
        return self.again.comparison(self.game) if self.again is not None and self.game is not None else None

    # ------------------------------------------------------------------ hints
    def _hint_tag(self):
        deal = self.game.deal
        return ("hint", self.gen, len(self.game.entries), len(deal.history) if deal else -1)

    def hint(self) -> bool:
        """Ask for a hint in the person's place (:func:`deberts_desktop.ai.explain.hint`:
        the best three options with the Master's values and why, the best highlighted, the
        hint level's choice beside it); the answer comes through :attr:`hint_ready`. False
        when it is not the person's turn."""
        if self.waiting is None or self.waiting[0] != "person":
            return False
        seat = self.waiting[1]
        lesson = self.script.hint(self.game.deal) if self.script is not None else None
        if lesson is not None:  # the lesson's step is the hint (no options to compare)
            QTimer.singleShot(0, self, lambda: self.hint_ready.emit(lesson, None))  # (dies with the session)
            return True
        self.hints_asked = True
        self.computers.run(self._hint_tag(), HINT, self.game.view(seat), self.hint_level)
        return True

    # ------------------------------------------------------------------ the coach
    def _coach_tag(self):
        return ("coach", self.gen, len(self.game.entries), len(self.game.deal.history))

    def _ask_coach(self, seat: int, actions) -> None:
        """The person is to act (``actions``: the legal ones): with a choice of cards, their
        values are asked for now, with the hint at the hint level made from the same
        evaluation and kept in the worker — when the coach is on, or once the person has
        asked for a hint (outside a lesson): F1 then waits at most for the rest of that one
        evaluation (a forced card, a bid: nothing). When the person acts first, the job is
        dropped (:meth:`_drop`)."""
        self.coach_values = self._coach_asked = None
        if self.coach_threshold is None and (not self.hints_asked or self.script is not None):
            return
        if sum(isinstance(a, Play) for a in actions) < 2:
            return
        self._coach_asked = self._coach_tag()
        self.computers.run(self._coach_asked, COACH_VALUES, self.game.view(seat), self.hint_level)

    def _coach_came(self, tag, values) -> None:
        if tag != self._coach_asked or self.waiting is None or self.waiting[0] != "person":
            return  # another position's
        self._coach_asked = None
        self.coach_values = values if isinstance(values, dict) else None

    # ------------------------------------------------------------------ the end
    def _stop(self) -> None:
        """Stop waiting for anyone: a search in progress is abandoned."""
        if self.waiting is not None and self.waiting[0] == "person":
            self._drop(self._person_jobs())
        self.gen += 1
        if self.waiting is not None and self.waiting[0] == "computer":
            self.computers.abandon()
        self.waiting = None
        self.coach_values = self._coach_asked = None

    def shutdown(self) -> None:
        """The app closes: the game is saved (the save written to disk before returning,
        the writer's thread ended, waiting a bounded time), the computers' worker ended."""
        if self.closed:
            return
        self.closed = True
        if self.game is not None:
            self.store.changed(self.game)
        self.store.close()
        self.computers.close()
        self.comparisons.close()
