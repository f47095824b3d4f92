"""The window's first game, and records given from outside it.

A record given at start (``deberts-desktop FILE``, a file manager's Open) comes first, on
the replay table; the first game (the question whether to continue the saved one, or a
new game) waits for "Back to game", and the saved game is not touched meanwhile. A game
started before that (a deal of the record played again, Game → New game) first keeps the
saved game in History (:meth:`WindowStart.keep_saved_game`), so nothing overwrites it. A
refused record's reason comes in a message box first, then the first game.

A record file dropped on the window (:meth:`WindowStart.take_drag`,
:meth:`WindowStart.open_dropped`) opens as Game → Open record… opens it: the same reading,
the same refusal in words for a file that is no record (or too large, or broken); the drop
is answered as a copy (the file stays where it was).

Records from a second start on the same data folder (:mod:`..start.single_instance`) and macOS's
open-document events come through :meth:`WindowStart.open_from_outside`: the window comes
forward and opens them (until its game's parts are built, they wait for the start; while
the question whether to continue the unfinished game, or to keep the game in progress, is
open — or the first one is still to come, the start-up messages read first —, or a dialog
whose answer starts a game ("Play this deal again…", Set up a position), they wait for
its answer, then open on the replay table with the game so chosen waiting behind it, as a
record given at start).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal


class WindowStart(QObject):
    """The first game of ``window`` (a :class:`~.main_window.MainWindow`) and the records
    it is given. ``record_opened(path, shown)``: a record given from outside is on the
    replay table (``shown`` True) or was refused (False; its reason was told)."""

    record_opened = Signal(str, bool)

    def __init__(self, window):
        super().__init__(window)
        self.w = window
        #: records given before the window started (its game's parts built)
        self.pending: list[str] = []
        #: the first game (or the question whether to continue the saved one) has begun
        self.begun = False
        #: the question whether to continue the saved game is open or still to come (after
        #: the start-up messages): records given meanwhile wait for its answer
        self.asking_first = False
        #: the first-game tutorial may be offered at this start (``app.run`` sets it for an
        #: interactive start: no ``--autoplay``, record argument or ``DEBERTS_EXIT_*``)
        self.offer_tutorial = False

    def first_game(self) -> None:
        """The window has started: the records given so far, else the first game."""
        paths, self.pending = self.pending, []
        if not paths:
            self.begin_play()
            return
        shown = False
        for path in paths:
            shown = self._open_now(path) or shown
        questions = self.w.questions
        if shown:  # the game waits for Back to game; the storage's messages now
            QTimer.singleShot(0, self.w, questions.show_startup_messages)  # (dies with the window)
        elif questions.message_box is not None:  # the refusal first, then the game
            questions.message_box.finished.connect(lambda *_: self.begin_play())
        else:
            self.begin_play()

    def begin_play(self) -> None:
        """The first game: the question whether to continue the unfinished one, or a new
        game. Once only, after the start; nothing when a game was started first."""
        w = self.w
        if self.begun or not w.started:
            return
        self.begun = True
        if w.session.game is not None:
            return
        # the tutorial offered over the game the question chose, as over a first start's new
        # game (a first start with a record left the offer to this one)
        self.asking_first = True  # (until answered: offer_unfinished may answer at once)
        if not w.autoplay and w.questions.offer_unfinished(then=self._first_game_chosen):
            if w.session.game is not None:  # a saved game the person had not begun, gone on without a question
                self.asking_first = False
                self._offer_tutorial()
            return
        self.asking_first = False
        w.new_game(w.rules, w.seed, w.dealer)
        QTimer.singleShot(0, w, w.questions.show_startup_messages)  # (dies with the window)
        self._offer_tutorial()

    def _first_game_chosen(self) -> None:
        """The question whether to continue the unfinished game is answered, its game
        started: the tutorial's offer, and the records given while it was to come open now."""
        self.asking_first = False
        self._offer_tutorial()
        if self.pending:
            QTimer.singleShot(0, self, self._after_question)  # (dies with the window)

    def _asking(self) -> bool:
        """Whether records given now wait: a question or dialog that starts a game is open
        (:meth:`_starting_dialog`), or the first game's is still to come (the start-up
        messages are read first)."""
        return self.asking_first or self._starting_dialog() is not None

    def _starting_dialog(self):
        """The open question or dialog whose answer starts a game on the table — the
        question whether to keep the game in progress (or to continue the unfinished one),
        "Play this deal again…" (which seat), Set up a position — or None. A record opened
        behind it would go, unseen, with the game its answer starts."""
        w = self.w
        dialogs = [w.questions.question]
        starts = w.__dict__.get("practice_starts")  # (made when first used)
        if starts is not None:
            dialogs += [starts.play_again_dialog, starts.deal_editor]
        for dialog in dialogs:
            try:
                if dialog is not None and dialog.isVisible():
                    return dialog
            except RuntimeError:  # a dialog deleted on close (the deal editor)
                continue
        return None

    def _offer_tutorial(self) -> None:
        """The first-game tutorial offered over the first game, when this start may offer it
        and no start offered it before (once: the settings remember it) — not over the lesson
        itself (Help → Tutorial begun at an earlier start without the offer, continued now)."""
        w = self.w
        if self.offer_tutorial and not w.autoplay and w.personal and not w.settings.tutorial_offered \
                and w.session.script is None:
            w.tutorial_guide().offer()

    def keep_saved_game(self) -> None:
        """A game starts before the saved one was offered: the saved game (the autosave)
        is kept in History first, to be continued from there (and offered at the next
        start), with its seed — a game deleted from History while played too, as Keep keeps
        it (:meth:`..game.persistence.GameStore.keep_again`: never lost without a word).
        Nothing when it was offered already, or when the person had not begun it
        (:func:`..game.session.begun`: it would be an empty game in History)."""
        from ..game.session import begun  # loaded with the session

        w = self.w
        st = w.storage
        if st is None or st.resume is None:
            return
        r, st.resume = st.resume, None
        if not r.game.finished and not begun(r.game, r.levels):
            return
        store = w.session.store
        store.attach(r.game, r.levels, r.history_id, r.practice, r.uid, r.preset, seed=r.seed)  # kept as started
        store.keep_again()  # (deleted from History while played: kept there again, as Keep does)
        store.put_aside(r.game)

    def open_record(self, path) -> object | None:
        """A record file on the replay table (a bad one: its reason in a message box);
        before the window has started it waits. Returns the
        :class:`~..review.record_file.OpenedRecord`, or None (refused, or waiting)."""
        path = str(path)
        if not self.w.started:
            self.pending.append(path)
            return None
        if self._asking():  # the answer first: it starts a game
            dialog = self._starting_dialog()
            if not self.pending and dialog is not None:
                dialog.finished.connect(lambda *_: QTimer.singleShot(0, self, self._after_question))
            self.pending.append(path)
            return None
        return self._open_now(path)

    def _after_question(self) -> None:
        """The question records waited for was answered: they open now (its game behind)."""
        paths, self.pending = self.pending, []
        for path in paths:
            self.open_record(path)

    def _open_now(self, path: str):
        from ..review.record_file import RecordLoading  # (imported by open_record already)

        opened = self.w.replays.open_record(path)
        if isinstance(opened, RecordLoading):  # a large file, read on another thread: said once it is shown or refused
            opened.opened.connect(lambda _record: self.record_opened.emit(path, True))
            opened.refused.connect(lambda _error: self.record_opened.emit(path, False))
            opened.cancelled.connect(lambda: self.record_opened.emit(path, False))
            return opened
        self.record_opened.emit(path, opened is not None)
        return opened

    @staticmethod
    def dropped_file(mime) -> str | None:
        """The path of the one local file a drag carries (a file manager's), else None (no
        file, several, a web address): what the window takes as a record dropped on it —
        whether it is one is the reading's to say, as for a file chosen in Open record…"""
        urls = mime.urls() if mime is not None and mime.hasUrls() else []
        if len(urls) != 1 or not urls[0].isLocalFile():
            return None
        return urls[0].toLocalFile() or None

    @classmethod
    def take_drag(cls, event) -> str | None:
        """A drag over the window, or its drop (``event``): the path of the record it
        carries (:meth:`dropped_file`), the event answered as a copy — never as the move a
        file manager proposes with Shift held, which would have it delete the file once
        dropped; else None, the event not taken (no file, or a drag that allows a move only)."""
        path = cls.dropped_file(event.mimeData())
        if path is None or not event.possibleActions() & Qt.DropAction.CopyAction:
            return None
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()
        return path

    def take_drops(self, window) -> None:
        """Record files dropped on ``window`` (this main window, History, the review, Show
        me how) open here, as on the main window (:class:`RecordDrops`)."""
        RecordDrops(self, window)

    def open_dropped(self, path: str) -> None:
        """A record file dropped on the window: opened once the drop is over (a refusal's
        message box must not hold the file manager's drag), as any record from outside."""
        QTimer.singleShot(0, self, lambda: self.open_from_outside([path]))  # not after self is gone

    def open_from_outside(self, files) -> None:
        """Records from outside the window (a second start on this data folder, the
        system's open-document event; may be none): the window comes forward, opens each."""
        from ..widgets.window_size import come_forward

        come_forward(self.w)
        for path in files:
            self.open_record(path)


class RecordDrops(QObject):
    """A window that takes a record file dropped on it (a drag from a file manager over any
    of its parts that take no drop of their own): the one opening of a dropped record,
    :meth:`WindowStart.take_drag` (one local file, answered as a copy, never a move) then
    :meth:`WindowStart.open_dropped` (the replay table, in front). Made by
    :meth:`WindowStart.take_drops` for the main window and the windows it opens (History,
    the review, Show me how); it lives as long as its window."""

    _DRAGS = (QEvent.Type.DragEnter, QEvent.Type.DragMove)

    def __init__(self, starter: WindowStart, window):
        super().__init__(window)
        self.starter = starter
        window.setAcceptDrops(True)
        window.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt name)
        kind = event.type()
        if kind in self._DRAGS:
            self.starter.take_drag(event)  # one file: a record, or told why not; copied from, never moved
            return True
        if kind == QEvent.Type.Drop:
            path = self.starter.take_drag(event)
            if path is not None:
                self.starter.open_dropped(path)
            return True
        return False
