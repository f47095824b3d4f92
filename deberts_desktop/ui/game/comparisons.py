"""The Master in the person's seat (issue 24): after each finished deal of an ordinary game
at the table, the deal is played again — bidding included — with the Master in the
person's seat, from the same cards and the same score sheet, every other seat by its
computer of the game with the seed the game gave it
(:func:`deberts_desktop.ai.compare.compare_at_table`).

It runs in a process of its own (a :class:`~.computer.ComputerPlayers` named
``deberts-compare``, the worker machinery of :mod:`.worker`: it ends with the app) at low
priority, and it is paused while a computer at the table thinks (the table's computers'
:attr:`~.computer.ComputerPlayers.busy`): a paused comparison stops before its next
decision and goes on when the computer has answered. The table never waits for it: the
result comes through :attr:`TableComparisons.compared`, whenever it is ready, and is kept
in the history (rated: :mod:`deberts_desktop.storage.rating`).

Which deals are compared: every finished deal (a thrown-in one too: the Master may have
declared) of a game with one person at the table that is not practice — so never a deal
with a take-back (take-backs exist only in practice games), a deal played again or set
up, the tutorial's deal, or a deal on the replay table. Show me how
(:mod:`~..review.master_line`) asks for the comparison of any stored deal
(:meth:`TableComparisons.ask`); those are kept but never rated.

A comparison being made when the app closes is dropped with its process. The deal of a game
continued at its end-of-deal panel is compared again then (:meth:`TableComparisons.compare`);
any other such deal — the last of a game whose end-of-game panel was closed, one of a game
put aside for a new one — is compared again, as after it was played (rated), once the next
start's table is ready (:meth:`TableComparisons.redo_lost`, the history's
``uncompared_deals``; a few at each start, the newest first; every seat seeded as the
first attempt was, with the seed the history keeps with the deal: ``deals.seed``). A
comparison after a deal that fails is counted in the history with the Master's configuration
id (:attr:`TableComparisons.configuration`, asked of the process before its first comparison)
— when the comparisons' process ends (killed, crashed), the one it was making counts, not
those queued behind it; a deal that failed
:data:`~deberts_desktop.storage.history.COMPARISON_TRIES` times with this Master is not
compared again by it (at a start, nor when its game is continued at its end-of-deal panel),
and Show me how says so; another Master (a new version's: another configuration id) tries it
again. Which deals are given up is asked of the history with the configuration, so the deals
to compare again at a start wait for the configuration (when there are any).

The end of a deal reads nothing of the history on the window's thread: a deal finished now
was never compared before, so none of its failures is looked up (only a deal of a game
continued at its end-of-deal panel is), and the comparisons kept of a game are read once
per game and Master (:meth:`TableComparisons.of_game`), for a game that has deals of an
earlier run only.

With ``inline`` (quick tests, whose computers decide on the event loop) nothing is
compared after the deals unless :attr:`TableComparisons.after_each_deal` is set; a
comparison asked for is made on the event loop.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Signal

from ... import jobs
from .computer import ComputerPlayers

log = logging.getLogger("deberts_desktop.ui")

#: the most deals whose comparison was lost compared again at one start (:meth:`TableComparisons.redo_lost`)
REDO_AT_MOST = 5

# The worker's jobs (deberts_desktop.jobs: naming one loads no AI in this process).
COMPARE = jobs.compare_at_table
CONFIGURATION = jobs.master_configuration


class TableComparisons(QObject):
    """The comparisons of ``session``'s games (a :class:`~.session.GameSession`).

    Signals: ``compared(key, number, comparison)`` — deal ``number`` (from 1) of the game
    ``key`` (its :attr:`~.persistence.GameStore.uid`) has been compared after it was played:
    ``comparison`` is :func:`~deberts_desktop.ai.compare.compare_at_table`'s data, or None
    when it could not be made; ``answered(tag, comparison)`` — a comparison asked for with
    :meth:`ask` (None: it could not be made); ``configuration_known(text)`` — the Master's
    configuration id (:attr:`configuration`) is known; ``configuration_lost()`` — asked
    for, it did not come (the process ended first, or the job failed): whoever waits for it
    goes on without it (it comes with the next comparison made).
    """

    compared = Signal(object, int, object)
    answered = Signal(object, object)
    configuration_known = Signal(str)
    configuration_lost = Signal()

    def __init__(self, session, inline: bool = False):
        super().__init__(session)
        self.session = session
        #: compare every finished deal of an ordinary game (off by default with ``inline``; off,
        #: an end-of-deal panel does not ask for the Master's configuration either: no process)
        self.after_each_deal = not inline
        #: the Master's configuration id now (None until the worker has said it)
        self.configuration: str | None = None
        #: it was asked for and did not come (``configuration_lost``), and is still not
        #: known: whoever would wait for it goes on without it (a comparison says it)
        self.configuration_failed = False
        #: ``{(game key, deal number): comparison or None}``: the deals compared after they
        #: were played in this run (None: asked, no answer yet, or it failed — see
        #: :meth:`state`)
        self.results: dict[tuple, dict | None] = {}
        self._failed: set[tuple] = set()
        #: ``{(game key, deal number) being compared: [the keys of the same game continued
        #: since]}``: their panels wait for it too (:meth:`compare`)
        self._also: dict[tuple, list] = {}
        self._asked = 0
        self._configuration_asked = False  # the configuration's job is queued, no answer yet
        #: ``(history, limit)`` of :meth:`redo_lost` waiting for the configuration, or None
        self._redo_waiting: tuple | None = None
        #: ``{(history game id, configuration): {deal number: comparison}}``: the kept
        #: comparisons of a game continued, read once (:meth:`of_game`)
        self._kept: dict[tuple, dict] = {}
        #: ``{game key: deals finished when it came to the table}`` (a game continued: its
        #: earlier deals may have comparisons and failures kept in the history)
        self._earlier: dict = {}
        self.jobs = ComputerPlayers(inline, self, name="deberts-compare", warm_up=None, low_priority=True)
        self.jobs.decided.connect(self._came)
        #: jobs lost queued behind another when the comparisons' process ended (killed,
        #: crashed): not counted as failures of their deals (the one being made is)
        self._queued_lost: set = set()
        self.jobs.lost.connect(lambda tag, running: None if running else self._queued_lost.add(tag))
        # paused while the table's computers think (decisions, hints, the coach's values)
        session.computers.busy.connect(lambda busy: self.jobs.pause() if busy else self.jobs.resume())
        session.deal_finished.connect(self._deal_finished)
        session.started.connect(self._game_came)
        self.configuration_known.connect(self._redo_when_known)

    # ------------------------------------------------------------------ after each deal
    def compares_this_game(self) -> bool:
        """Whether the session's game has its deals compared (see the module's
        documentation: one person at the table, not practice, not the tutorial)."""
        ses = self.session
        return (self.after_each_deal and ses.game is not None and ses.practice is None and ses.script is None
                and ses.again is None and len(ses.person_seats) == 1)

    def _game_came(self, game) -> None:
        """A game comes to the table: note how many of its deals were finished before (a
        game continued), the deals whose comparisons the history may keep."""
        key = self.session.store.uid if game.entries else None
        if key is not None:
            self._earlier[key] = max(self._earlier.get(key, 0), len(game.entries))

    def _deal_finished(self, number: int) -> None:
        self.compare(number, played_now=True)

    def compare(self, number: int, played_now: bool = False) -> bool:
        """Compare deal ``number`` (from 1) of the session's game, as after it was played
        (rated): after each deal, and for the deal of a game continued at its end-of-deal
        panel whose comparison the app closed on (one being made is dropped with the app, so
        the history keeps none). False when the game's deals are not compared
        (:meth:`compares_this_game`) or this one is asked for already. The same deal of the
        same game being compared under its earlier key (a game put aside and continued from
        History: Back to the game from a deal played again) is not compared twice: this
        key waits for that one (True). ``played_now``: the deal has just been played (the
        end of a deal): never compared before, so no failure of it is read in the history."""
        if not self.compares_this_game():
            return False
        ses = self.session
        game = ses.game
        key = ses.store.uid
        if not 1 <= number <= len(game.entries) or (key, number) in self.results:
            return False
        if not played_now and self._given_up(number):  # failed too often (a game continued at its panel): not again
            self._failed.add((key, number))
            return False
        running = self._running_as(number, ses.store.game_id)
        if running is not None:
            self.results[(key, number)] = None
            self._also.setdefault(running, []).append(key)
            return True
        entry = game.entries[number - 1]
        from ...engine.record import game_record  # here: the record's module is not the first table's

        try:
            record = game_record(game)
        except ValueError:  # a position a record cannot hold (a set-up position)
            return False
        self.results[(key, number)] = None
        self.ask_configuration()  # first (the same process, in order): a failure is counted with it
        self.jobs.run(("table", key, number), COMPARE, game.rules, record.deals[number - 1], entry.deal.dealer,
                      entry.before, entry.row, ses.person_seats[0], list(ses.levels), ses.seed)
        return True

    def redo_lost(self, history, limit: int = REDO_AT_MOST) -> int:
        """Compare again the stored deals whose comparison after they were played was lost
        (:meth:`~deberts_desktop.storage.history.History.each_uncompared_deal`: the app
        closed while it was being made), as after they were played — rated, kept in the
        history — under the game's history id as its key; not the deals of the game on the
        table (its end-of-deal panel compares its deal again). Once the table is ready, at
        start. A game that cannot be read, or the one on the table, is passed over and takes
        no turn of the older games'. Which deals are given up depends on the Master
        (:attr:`configuration`): while it is not known, and there is a lost deal at all, it
        is asked for and the deals are looked for when it comes. Returns how many were asked
        for (0 while it waits for the configuration)."""
        if not self.after_each_deal or history is None or history.read_only is not None:  # (none could be kept)
            return 0
        from ...storage import HistoryError

        from contextlib import closing

        if self.configuration is None:
            try:
                lost_any = bool(history.uncompared_deals(None, 1))  # given up or not: is there one at all?
            except HistoryError as e:
                log.warning("the deals to compare again cannot be read: %s", e)
                return 0
            if lost_any:
                self._redo_waiting = (history, limit)
                self.ask_configuration()
            return 0
        asked, games, unread = 0, {}, set()
        try:  # one at a time: the history is read no further than the ``limit``-th asked for
            with closing(history.each_uncompared_deal(self.configuration)) as lost:
                for gid, number in lost:
                    if asked >= limit:
                        break
                    asked += self._redo(history, gid, number, games, unread)
        except HistoryError as e:
            log.warning("the deals to compare again cannot be read: %s", e)
        return asked

    def _redo_when_known(self, _configuration: str) -> None:
        """The configuration came: the deals to compare again that waited for it
        (:meth:`redo_lost`)."""
        waiting, self._redo_waiting = self._redo_waiting, None
        if waiting is not None:
            self.redo_lost(*waiting)

    def _redo(self, history, gid: int, number: int, games: dict, unread: set) -> int:
        """:meth:`redo_lost` for deal ``number`` of history game ``gid``: 1 when asked for,
        0 when passed over (``games``: the games read so far; ``unread``: those that could
        not be, read once)."""
        from ...engine.record import RecordError  # (here: the record's module is not the first table's)
        from ...storage import HistoryError

        if gid == self.session.store.game_id or (gid, number) in self.results or gid in unread:
            return 0
        try:
            if gid not in games:
                games[gid] = history.replay_game(gid), history.record(gid), history.game_levels(gid)
            game, record, levels = games[gid]
        except (HistoryError, RecordError, ValueError) as e:
            log.warning("game %s cannot be compared again: %s", gid, e)
            unread.add(gid)
            return 0
        if not levels or levels.count(None) != 1 or not 1 <= number <= min(len(game.entries), len(record.deals)):
            return 0
        entry = game.entries[number - 1]
        try:
            seed = history.comparison_seed(gid, number)  # the table's seed of the deal: as the first attempt was seeded
        except HistoryError as e:
            log.warning("the seed of game %s deal %s cannot be read: %s", gid, number, e)
            unread.add(gid)
            return 0
        self.results[(gid, number)] = None  # being made: the game continued meanwhile waits for it
        self.jobs.run(("table", gid, number), COMPARE, game.rules, record.deals[number - 1], entry.deal.dealer,
                      entry.before, entry.row, levels.index(None), list(levels), seed)
        return 1

    def _given_up(self, number: int) -> bool:
        """Whether deal ``number`` of the session's game, stored in the history, failed to
        be compared too often with this Master to be tried again
        (:meth:`~deberts_desktop.storage.history.History.given_up_comparisons`; the
        configuration not known yet: not given up)."""
        store = self.session.store
        if store.history is None or store.game_id is None or self.configuration is None:  # (a new game's deal)
            return False
        from ...storage import HistoryError

        try:
            return number in store.history.given_up_comparisons(store.game_id, self.configuration)
        except HistoryError as e:
            log.warning("the failed comparisons of game %s cannot be read: %s", store.game_id, e)
            return False

    def _running_as(self, number: int, game_id: int | None) -> tuple | None:
        """The (key, number) of deal ``number`` of history game ``game_id`` being compared
        now under a key of its own; None when none is."""
        if game_id is None:
            return None
        for (k, n), result in self.results.items():
            if (n == number and result is None and (k, n) not in self._failed and (k, n) not in self._also_keys()
                    and self.session.store.resolve(k) == game_id):
                return k, n
        return None

    def _also_keys(self) -> set[tuple]:
        """The (key, number) pairs that wait for a comparison made under another key."""
        return {(k, n) for (_, n), keys in self._also.items() for k in keys}

    def state(self, key, number: int) -> str:
        """How deal ``number`` of game ``key`` stands: ``"none"`` (not compared: not an
        ordinary game's deal, or from an earlier run), ``"waiting"``, ``"failed"`` or
        ``"done"`` (:attr:`results` holds it)."""
        if (key, number) in self._failed:
            return "failed"
        if (key, number) not in self.results:
            return "none"
        return "waiting" if self.results[(key, number)] is None else "done"

    def of_game(self, key) -> list[tuple[int, dict | None]]:
        """The deals of game ``key`` compared after they were played, in order: ``(number,
        comparison or None while it is being made)`` — this run's, and for the session's
        game also those the history keeps from an earlier run (a game continued), of the
        current Master; a deal that could not be compared is left out. The session's game
        continued in this run under another key (put aside and continued from History: Back
        to the game) also has the deals compared under its earlier keys: the history is read
        once per game, and what was compared after that read is under those keys."""
        found = {n: c for (k, n), c in self.results.items() if k == key and (k, n) not in self._failed}
        store = self.session.store
        gid = store.game_id if key == store.uid else None
        if gid is not None and self._earlier.get(key):  # this run's under the game's earlier keys
            earlier = {n: c for (k, n), c in self.results.items()
                       if k != key and (k, n) not in self._failed and store.resolve(k) == gid}
            found = {**earlier, **found}
        if (gid is not None and self._earlier.get(key) and store.history is not None  # deals of an earlier run
                and self.configuration):
            if (gid, self.configuration) not in self._kept:  # read once: this run's are in results
                from ...storage import HistoryError

                try:
                    self._kept[(gid, self.configuration)] = store.history.game_comparisons(gid, self.configuration)
                except HistoryError as e:
                    log.warning("the comparisons of game %s cannot be read: %s", gid, e)
                    return sorted(found.items(), key=lambda item: item[0])
            found = {**self._kept[(gid, self.configuration)], **found}
        return sorted(found.items(), key=lambda item: item[0])

    # ------------------------------------------------------------------ asked for
    def ask(self, rules, record_deal, dealer: int, before, row, seat: int, levels, seed=None):
        """Compare a deal now (Show me how of a deal not compared yet): the arguments of
        :func:`~deberts_desktop.ai.compare.compare_at_table`; the answer comes through
        ``answered`` with the tag returned (behind the comparisons already asked for)."""
        self._asked += 1
        tag = ("asked", self._asked)
        self.jobs.run(tag, COMPARE, rules, record_deal, dealer, before, row, seat, list(levels), seed)
        return tag

    def ask_configuration(self) -> None:
        """Learn the Master's configuration id (``configuration_known`` when it comes);
        nothing when it is known."""
        if self.configuration is None and not self._configuration_asked:
            self._configuration_asked = True
            self.jobs.run(("configuration",), CONFIGURATION)

    # ------------------------------------------------------------------ answers
    def _came(self, tag, result) -> None:
        queued_lost = tag in self._queued_lost  # (lost behind another: see _queued_lost)
        self._queued_lost.discard(tag)
        if not isinstance(tag, tuple):
            return
        if tag[0] == "configuration":
            self._configuration_asked = False  # (lost with the process: asked again when needed)
            if isinstance(result, str):
                self._learn(result)
            elif self.configuration is None:
                log.warning("the Master's configuration could not be learned")
                self.configuration_failed = True
                self.configuration_lost.emit()
            return
        ok = isinstance(result, dict) and isinstance(result.get("configuration"), str)
        if ok:
            self._learn(result["configuration"])
        if tag[0] == "asked":
            self.answered.emit(tag, result if ok else None)
            return
        _, key, number = tag
        keys = [key, *self._also.pop((key, number), [])]  # the game continued since waits too
        if not ok:
            log.warning("deal %s could not be compared with the Master", number)
            for k in keys:
                self._failed.add((k, number))
            if queued_lost:  # (its process ended while another was being made: no fault of this deal's)
                pass
            elif self.configuration is None:  # (the process ended before it said which Master: not counted)
                log.warning("the failed comparison of deal %s is not counted: the Master is not known", number)
            else:  # counted with this Master: it tries a bounded number of times
                self.session.store.store_comparison_failure(key, number, self.configuration)
            for k in keys:
                self.compared.emit(k, number, None)
            return
        for k in keys:
            self.results[(k, number)] = result
        self.session.store.store_comparison(key, number, result, rated=True)  # one game: kept once
        for k in keys:
            self.compared.emit(k, number, result)

    def _learn(self, configuration: str) -> None:
        self.configuration_failed = False
        if configuration != self.configuration:
            self.configuration = configuration
            self.configuration_known.emit(configuration)

    def close(self) -> None:
        """The app closes: the comparisons' process ends (one being made is dropped)."""
        self.jobs.close()
