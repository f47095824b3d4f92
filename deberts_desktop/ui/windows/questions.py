"""What the window asks and tells in a message box: at start-up, the start-up messages (a
damaged file kept aside) and then whether to go on with the unfinished game; at New game in
the middle of a game, whether to keep it (to continue later from History) or abandon it; and
any one-off message (:meth:`Questions.tell`); at quitting, when the game in progress could
not be saved, whether to try again (:meth:`Questions.may_quit`). Each box but that last is
non-blocking (window-modal; the quit question waits for its answer); :class:`Questions`
connects their buttons."""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QWidget

# QMessageBox is imported where a box is made: the first table asks nothing when no game was
# saved (its class and enums: some 0.6 ms of the start, issue 21)

from ..numbers import local_time, num
from ..words import side_names as shown_side_names, storage_text

log = logging.getLogger("deberts_desktop.ui")

translate = QCoreApplication.translate

#: The most start-up messages the warning's text holds; more (a settings file of hundreds of
#: presets, each dropped or renamed with its words) are all under Show Details…, where they
#: scroll: a box of every one would be taller than the screen, its OK out of reach.
MOST_STARTUP_MESSAGES = 5


def side_names(game) -> list[str]:
    """Each side's name in the questions' words (a pair: "Anna & Boris"), the game's stored
    names as shown (:func:`~..words.side_names`)."""
    return shown_side_names(game.rules, game.names)


def game_line(game) -> str:
    """The game in a few lines: the deal it is at and each side's score, one side a line
    (name and score never broken apart)."""
    scores = "\n".join(f"{name}:\u00a0{num(score)}".replace(" ", "\u00a0") for name, score in zip(side_names(game), game.scores))
    return translate("Questions", "Deal %1 (playing to %2); the score:").replace("%1", num(max(1, len(game.entries)))).replace(
        "%2", num(game.rules.target)) + "\n" + scores


def _box(parent: QWidget, icon, text: str, detail: str) -> QMessageBox:
    from ..widgets.asking import question_box

    box = question_box(parent, icon, translate("Questions", "Deberts Desktop"), text, detail)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    return box


def resume_question(parent: QWidget, game, saved_at: str | None = None, practice: bool = False,
                    deleted: bool = False):
    """"Continue the unfinished game?" (``practice``: "…practice game?") — ``(box,
    continue_button, new_button)``. Escape is Continue: it never throws a game away.
    ``deleted``: the game was deleted from History while it was played (kept only in the
    autosave): the question says so, and that New game discards it."""
    detail = game_line(game)
    if saved_at:
        detail = translate("Questions", "Saved %1").replace("%1", local_time(saved_at)) + "\n" + detail
    if deleted:
        detail += "\n\n" + translate("Questions", "This game is no longer in History: it was deleted there while it "
                                     "was played. New game discards it.")
    asked = translate("Questions", "Continue the unfinished practice game?") if practice \
        else translate("Questions", "Continue the unfinished game?")
    from PySide6.QtWidgets import QMessageBox

    box = _box(parent, QMessageBox.Icon.Question, asked, detail)
    go_on = box.addButton(translate("Questions", "&Continue"), QMessageBox.ButtonRole.AcceptRole)
    new = box.addButton(translate("Questions", "&New game"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(go_on)
    box.setEscapeButton(go_on)
    return box, go_on, new


def _next_words(starting: str) -> tuple[str, str]:
    """The question and the Keep button of :func:`new_game_question` for what starts:
    ``game`` (a new game), ``lesson`` (the tutorial), ``problem``, ``deal`` (a deal played
    again or a position set up). Raises ``KeyError`` for another word."""
    return {
        "game": (translate("Questions", "A game is in progress. Start a new one?"),
                 translate("Questions", "&Keep it and start a new game")),
        "lesson": (translate("Questions", "A game is in progress. Start the lesson?"),
                   translate("Questions", "&Keep it and start the lesson")),
        "problem": (translate("Questions", "A game is in progress. Open the problem?"),
                    translate("Questions", "&Keep it and open the problem")),
        "deal": (translate("Questions", "A game is in progress. Play this deal?"),
                 translate("Questions", "&Keep it and play this deal")),
    }[starting]


def new_game_question(parent: QWidget, game, starting: str = "game"):
    """Something new in the middle of a game (``starting``: what, see :func:`_next_words`):
    ``(box, keep_button, abandon_button, cancel_button)``. Keep: the game stays in
    History, to be continued from there."""
    from PySide6.QtWidgets import QMessageBox

    asked, keep_words = _next_words(starting)
    box = _box(parent, QMessageBox.Icon.Question, asked,
               game_line(game) + "\n\n" + translate("Questions", "Keep: the game waits in History (Game → History…) and can be "
                                              "continued there at any time. Abandon: it is deleted."))
    keep = box.addButton(keep_words, QMessageBox.ButtonRole.AcceptRole)
    abandon = box.addButton(translate("Questions", "&Abandon it"), QMessageBox.ButtonRole.DestructiveRole)
    from ..widgets.asking import add_cancel

    cancel = add_cancel(box, text=translate("Questions", "Go &on playing"))
    box.setDefaultButton(keep)
    return box, keep, abandon, cancel


class Questions:
    """The questions and messages of ``window`` (a :class:`~.main_window.MainWindow`).

    ``question``: the start-up or new-game question on screen (None when answered), or the
    quit question while it is asked;
    ``message_box``: the last message shown by :meth:`tell` while it is open (tests click them);
    ``kept``: the game the last new-game question kept (Keep), to go back to — its history
    id or its key (:meth:`~..game.persistence.GameStore.resolve`) — None when it kept none.
    """

    def __init__(self, window):
        self.w = window
        self.question = None
        self.message_box = None
        self.kept = None

    def tell(self, title: str, text: str, icon=None) -> QMessageBox:
        """A message the player reads once; non-blocking (window-modal). ``icon``: a
        ``QMessageBox.Icon`` (default ``Information``)."""
        from PySide6.QtWidgets import QMessageBox

        self.w.place_windows()
        if icon is None:
            icon = QMessageBox.Icon.Information
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self.w)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        box.destroyed.connect(lambda *_, b=box: setattr(self, "message_box", None) if self.message_box is b else None)
        self.message_box = box
        box.open()
        return box

    def show_startup_messages(self) -> None:
        """What went wrong at start (the storage's messages: a damaged file kept aside), in
        one warning (more than :data:`MOST_STARTUP_MESSAGES`: the first ones, and every one
        under Show Details…); nothing in autoplay."""
        st = self.w.storage
        msgs = list(st.messages) if st is not None else []
        if st is not None:
            st.messages = []
        if msgs and not self.w.autoplay:
            from PySide6.QtWidgets import QMessageBox

            texts = [storage_text(m) for m in msgs]
            shown = texts if len(texts) <= MOST_STARTUP_MESSAGES else texts[:MOST_STARTUP_MESSAGES - 1] + [
                translate("WindowDialogs", "%1 more messages: all of them are under Show Details.").replace(
                    "%1", num(len(texts) - MOST_STARTUP_MESSAGES + 1))]
            box = self.tell(translate("WindowDialogs", "Deberts Desktop"), "\n\n".join(shown), QMessageBox.Icon.Warning)
            if len(shown) < len(texts):
                box.setDetailedText("\n\n".join(texts))

    def offer_unfinished(self, then=None) -> bool:
        """At start-up: the unfinished game (the autosave; else, the autosave being damaged,
        the History game it was saving to; else the most recent one kept in History) is
        shown behind a question — continue it or start a new one; the start-up messages (a
        damaged autosave or history kept aside) come first, the question once they are
        read. An autosaved game the person has not begun (:func:`..game.session.begun`:
        the app closed before the person's first action) goes on without a question: it
        would only have been kept in History as an empty game. A saved game deleted from
        History while it was played (``"kept": false``) is asked about with those words: New
        game discards it. ``then``: called once the question is answered and its game
        started (the first start's tutorial offer). Returns False when there is none."""
        w = self.w
        st = w.storage
        if st is None:
            return False
        found = None
        practice = None
        uid = preset = seed = None
        deleted = False
        if st.resume is not None:
            from ..game.session import begun  # loaded with the session

            r, st.resume = st.resume, None
            if not r.game.finished and not begun(r.game, r.levels):  # closed before the person acted:
                w.continue_game(r.game, r.levels, r.history_id, r.practice, r.uid, r.preset, r.seed)  # nothing to ask
                QTimer.singleShot(0, w, self.show_startup_messages)  # (dies with the window)
                return True
            found = (r.game, r.levels, r.history_id, r.saved_at)
            practice, uid, preset, seed = r.practice, r.uid, r.preset, r.seed
            deleted = uid is not None and st.autosave is not None and uid == st.autosave.forgotten_uid
        elif st.history_with_games is not None:  # (a new history, still to be made, holds none)
            lost = st.autosave.lost_history_id if st.autosave is not None else None
            gid = st.history_with_games.latest_unfinished(prefer=lost)
            if gid in w.session.store.waiting_ids():  # its newer state is still to be stored
                gid = None
            stored = w.history_opening.stored_game(gid, quiet=True)
            if stored is not None:
                found = stored[:4]
                practice, preset, seed = stored.practice, stored.preset, stored.seed  # as History kept it
        if found is None:
            return False
        w.place_windows()  # the question fits the screen (before the first table is drawn)
        game, levels, gid, saved_at = found
        box, go_on, new = resume_question(w, game, saved_at, practice is not None, deleted)

        def answered(button):
            self.question = None
            if button is new:
                store = w.session.store
                store.attach(game, levels, gid, practice, uid, preset, seed=seed)  # kept as started (preset, seed)
                store.put_aside(game)  # kept in History, to be continued from there
                w.new_game(w.rules, w.seed, w.dealer)
            else:
                w.continue_game(game, levels, gid, practice, uid, preset, seed)
            QTimer.singleShot(0, w, self.show_startup_messages)  # (dies with the window)
            if then is not None:
                then()

        # answered once it is gone: a button, or the title bar's × (no button: Continue, as Escape)
        box.finished.connect(lambda *_: answered(box.clickedButton()))
        try:  # the saved position behind the question (nothing moves until the answer)
            from ..table.narrator import Narrator, window_title

            w.setWindowTitle(window_title(practice))  # a practice game says so at once
            w.director.practice = practice is not None  # and its score box, with its rules' preset
            w.name_preset(preset, game.rules)
            w.director.begin(game, Narrator(game.names, (0,), game.rules).count_from(practice), (0,))
            w.director.show_position()
        except Exception:  # a preview only
            pass

        def ask():
            self.question = box
            box.open()

        if st.messages and not w.autoplay:  # what went wrong at start (a damaged file) is told first
            self.show_startup_messages()
            # (not when the window closed meanwhile: the saved game stays as it is)
            self.message_box.finished.connect(lambda *_: ask() if w.isVisible() else None)
        else:
            ask()
        return True

    def ask_new_game(self, rules=None, practice: bool = False, start=None, starting: str = "game") -> None:
        """New game: at once if no game is in progress; else ask first — keep the game in
        History, abandon it, or go on playing. ``rules``: the new game's rules (None: the
        settings'); ``start``: what to start instead of a new game (a deal played again, a
        position set up), a callable, and ``starting`` the question's word for it
        (``lesson``, ``problem``, ``deal``: :func:`new_game_question`)."""
        w = self.w
        ses = w.session
        start = start or (lambda: w.new_game(rules, practice=practice))
        self.kept = None
        if not ses.in_progress or w.autoplay or self._nothing_left(ses):
            if w.autoplay and ses.in_progress and ses.again is None:
                ses.abandon()  # the computers' own game (autoplay) is not kept
            else:
                ses.leave()  # finished: it stays in History as it is; not begun: nothing to keep
            start()
            return
        box, keep, abandon, _cancel = new_game_question(w, ses.game, starting)

        def answered(button):
            self.question = None
            if button is keep:
                ses.store.keep_again()  # "the game waits in History": so, though deleted there while played
                self.kept = ses.put_aside_to_return()
            elif button is abandon:
                ses.abandon()
            else:
                return
            start()

        box.finished.connect(lambda *_: answered(box.clickedButton()))  # the title bar's ×: Go on playing
        self.question = box
        box.open()

    def _nothing_left(self, ses) -> bool:
        """A deal played again is over (its comparison shown): nothing of it is left to play
        and nothing is lost by leaving it — kept in History with its comparison, as "Play
        it again" keeps it, and the game left for it waits there too — so New game asks
        nothing. Not when that game is only set aside here (deleted from History while it
        was played): leaving would discard it, so the question stays."""
        aside = self.w.practice_starts.return_to
        return (ses.again is not None and ses.game is not None and ses.game.deal is None and bool(ses.game.rows)
                and getattr(aside, "game", None) is None)

    def may_quit(self) -> bool:
        """The person quits while the game in progress could not be saved (the disk full,
        the data folder not writable: "⚠ Not saved"), or is still being saved when the wait
        for it ends (a disk that does not answer): why, and "Try again" (the default: the
        game is saved again, and the window closes once it is), "Quit anyway" or Cancel
        (Escape: the app goes on), asked again while trying fails. :returns: False when the
        person cancelled."""
        ses = getattr(self.w, "session", None)
        if ses is None or self.w.autoplay:
            return True
        why = ses.store.unsaved()
        while why:
            from PySide6.QtWidgets import QMessageBox

            from ..widgets.asking import before_leaving

            answer = before_leaving(
                self, self.w, QMessageBox.Icon.Warning, translate("Questions", "Deberts Desktop"),
                translate("Questions", "%1 If you quit now, the moves made since the game was last saved are lost.")
                .replace("%1", why),
                translate("Questions", "Try again to wait for the save once more: once it is written, the app "
                          "quits.") if ses.store.still_saving else
                translate("Questions", "Make room on the disk or let the app write to its data folder, then try "
                          "again: the game is saved and the app quits."),
                translate("Questions", "&Try again"), translate("Questions", "&Quit anyway"))
            if answer == "lose":
                log.warning("quit without saving the game in progress: %s", why)
                return True
            if answer != "safe":
                return False
            why = ses.store.save_again()
        return True
