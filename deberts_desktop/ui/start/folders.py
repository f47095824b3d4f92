"""Where the app keeps things: settings, the game history and the autosave (the game
session opens them at start-up with :func:`open_storage`).
:func:`open_storage` follows the start-up sequence of :mod:`deberts_desktop.storage`
(``load_settings``, ``History``, ``Autosave``, ``load_resume``) and never raises: whatever
cannot be read or opened becomes a message for the player, and the game goes on without it
(no history, no resume). A damaged history is not refused: :class:`~deberts_desktop.storage.History`
keeps it aside and starts a new one with the games it could still read, and its
``recovered`` message joins the others.

Folders: ``config_dir`` / ``data_dir`` arguments, else the environment variables
``DEBERTS_CONFIG_DIR`` / ``DEBERTS_DATA_DIR``, else the platformdirs folders the storage
layer uses by default (``user_config_dir`` / ``user_data_dir`` of "deberts-desktop"). The
log folder is :func:`..crashlog.log_dir`; the cache (card images kept between starts,
:mod:`..cards.store`) is :func:`cache_dir`.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from ...storage.messages import Message
from ...storage.settings import FILE_NAME as SETTINGS_FILE
from ...storage.settings import Settings, load_settings

if TYPE_CHECKING:  # imported when the data is opened (after the window's first frame)
    from typing import Callable

    from ...storage import Autosave, History, Resume

CONFIG_ENV = "DEBERTS_CONFIG_DIR"
DATA_ENV = "DEBERTS_DATA_DIR"
CACHE_ENV = "DEBERTS_CACHE_DIR"


def config_dir(folder: str | os.PathLike | None = None) -> Path:
    """The settings folder: ``folder``, ``$DEBERTS_CONFIG_DIR`` or the user config folder."""
    if folder is not None:
        return Path(folder)
    if os.environ.get(CONFIG_ENV):
        return Path(os.environ[CONFIG_ENV])
    from ...storage.settings import default_config_dir

    return default_config_dir()


def data_dir(folder: str | os.PathLike | None = None) -> Path:
    """The history and autosave folder: ``folder``, ``$DEBERTS_DATA_DIR`` or the user
    data folder."""
    if folder is not None:
        return Path(folder)
    if os.environ.get(DATA_ENV):
        return Path(os.environ[DATA_ENV])
    from ...storage.places import default_data_dir

    return default_data_dir()


def cache_dir(folder: str | os.PathLike | None = None) -> Path:
    """The cache folder (what can be made again: the card images): ``folder``,
    ``$DEBERTS_CACHE_DIR`` or ``platformdirs.user_cache_dir("deberts-desktop")``
    (``~/.cache/deberts-desktop`` on Linux)."""
    if folder is not None:
        return Path(folder)
    if os.environ.get(CACHE_ENV):
        return Path(os.environ[CACHE_ENV])
    import platformdirs

    from ...storage.settings import APP_NAME

    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))


@dataclass(eq=False, repr=False)  # one of a kind: compared by identity (issue 21: ~0.3 ms less to make)
class AppStorage:
    """What the window saves to. ``settings_path`` None: settings are not saved;
    ``history`` / ``autosave`` None: no history / no resume. ``messages`` are shown to the
    player once after the window appears (storage :class:`~deberts_desktop.storage.Message`
    objects, translated when shown: they are made before the translator is installed);
    ``resume`` is the game to offer; ``history_error`` why there is no history (a message
    too).

    A data folder with no history yet (the first start): the new history is not made
    while the first table waits (issue 21: its file and schema cost some syncs of the
    disk, 30–100 ms) — :attr:`history_waiting` is its path; the session's writer makes it
    on its own thread once that table is drawn
    (:meth:`~deberts_desktop.storage.saving.SaveWriter.make_history`), then the window
    opens it with :meth:`open_history`. :attr:`history` opens it at once if asked for
    sooner — after the writer's own making of it, if that has begun (:attr:`making_history`):
    two connections making one new file at once could leave the window's locked out."""

    settings: Settings = field(default_factory=Settings)
    settings_path: Path | None = None
    autosave: Autosave | None = None
    messages: list[Message | str] = field(default_factory=list)
    resume: Resume | None = None
    history_error: Message | str | None = None
    #: where the history and the autosave are (None: nothing to open)
    data_folder: Path | None = None
    #: where what can be made again is kept (the card images; None: nothing is kept)
    cache_folder: Path | None = None
    #: a new history's path, not made yet (None: none waits; see the class's documentation)
    history_waiting: Path | None = None
    #: waits (bounded) until the session's writer has made the new history, once it was
    #: asked to (None: nobody is making it)
    making_history: Callable[[], object] | None = field(default=None, repr=False)
    _history: History | None = field(default=None, repr=False)

    @property
    def history(self) -> History | None:
        """The open history (None: none is kept); one that waits is opened now."""
        if self.history_waiting is not None:
            self.open_history()
        return self._history

    @history.setter
    def history(self, value: History | None) -> None:
        self.history_waiting = None
        self._history = value

    @property
    def history_with_games(self) -> History | None:
        """The history as :attr:`history`, but None while a new one waits to be made
        (nothing is stored in it yet): what the start looks in for a game to continue."""
        return None if self.history_waiting is not None else self._history

    @property
    def writer_history_path(self) -> Path | None:
        """Where the session's writer stores the games: the open history's file, or the new
        one that waits; None when none is kept or it may only be read."""
        if self.history_waiting is not None:
            return self.history_waiting
        h = self._history
        return Path(h.path) if h is not None and h.read_only is None and str(h.path) != ":memory:" else None

    def open_data(self) -> None:
        """Open the history (one found in :attr:`data_folder`; a new one waits, see the
        class's documentation) and the autosave, and look for a game to resume (once;
        later calls do nothing). Problems become :attr:`messages`; never raises."""
        folder, self.data_folder = self.data_folder, None
        if folder is None:
            return
        from ...storage.autosave import Autosave
        from ...storage.places import AUTOSAVE_FILE, HISTORY_FILE

        found = os.path.lexists(folder / HISTORY_FILE)
        if found:
            self._open_history(folder / HISTORY_FILE)
        else:
            self.history_waiting = folder / HISTORY_FILE
        self.autosave = Autosave(folder / AUTOSAVE_FILE)
        try:
            self.resume = self.autosave.load_resume()
        except Exception as e:  # load_resume never raises; be safe anyway
            self.resume = None
            self.messages.append(Message("The saved game could not be continued ({error}).",
                                         error=f"{type(e).__name__}: {e}"))
        self.messages.extend(self.autosave.messages)
        lost = self.autosave.lost_history_id
        if self.resume is None and lost is not None and found and self.history is not None:
            try:
                kept = self.history.latest_unfinished(prefer=lost) == lost
            except Exception:  # a history that cannot be read says so when it is opened
                kept = False
            if kept:  # the damaged save's game is offered from History (offer_unfinished)
                self.messages.append(Message("Its deals up to the last one finished are kept in the game history, "
                                             "where it can be continued."))
        if self.resume is not None and not self.resume.record.names:
            # a record without names (written by hand): the players of the settings
            self.resume.game.names = list(self.settings.names[: self.resume.game.rules.players])

    def open_history(self) -> list[Message | str]:
        """Open the new history that waits (:attr:`history_waiting`; nothing when none
        does). Returns the messages this added to :attr:`messages` (it could not be made:
        why). Never raises."""
        path, self.history_waiting = self.history_waiting, None
        if path is None:
            return []
        wait, self.making_history = self.making_history, None
        if wait is not None:
            wait()
        before = len(self.messages)
        self._open_history(path)
        return self.messages[before:]

    def _open_history(self, path: Path) -> None:
        from ...storage.history import History, HistoryError

        try:
            self._history = History(path)
            self.messages.extend(self._history.notices)  # damaged and recovered, or read-only
            if self._history.read_only is None:
                # this connection is the window's: it never waits for another program's lock
                # (the game's deals are written by the session's writer thread, which does);
                # a transaction of that writer of ours is waited for a moment (opening.OWN_WAIT_MS)
                self._history.set_busy_timeout(0)
        except HistoryError as e:
            self.history_error = e.message
            self.messages.append(Message("{error} The game can be played, but its score sheets are not kept.",
                                         error=e.message))
        except Exception as e:  # never stop the app for the history
            self.history_error = f"{type(e).__name__}: {e}"
            self.messages.append(Message("The game history could not be opened ({error}). The game can be played, "
                                         "but its score sheets are not kept.", error=self.history_error))

    def close(self) -> None:
        self.history_waiting = None
        if self._history is not None:
            try:
                self._history.close()
            except Exception:
                pass
            self._history = None


def open_settings(config: str | os.PathLike | None = None, data: str | os.PathLike | None = None) -> AppStorage:
    """Only the settings (all the window's first frame needs: the language, the table's
    look); the history and the autosave wait for :meth:`AppStorage.open_data` (the window
    calls it after its first frame). Never raises."""
    st = AppStorage()
    st.settings_path = config_dir(config) / SETTINGS_FILE
    from ...storage.presets import MAX_PRESET_NAME
    from ..words import is_program_preset_name, typed_name  # an own preset named as the program's: renamed, said

    # own presets under their names as shown (an older version kept direction controls; look-alikes dropped, said)
    st.settings, messages = load_settings(st.settings_path, reserved=is_program_preset_name,
                                          shown=lambda name: typed_name(name, MAX_PRESET_NAME))
    st.messages.extend(messages)
    st.data_folder = data_dir(data)
    st.cache_folder = cache_dir()
    return st


def open_storage(config: str | os.PathLike | None = None, data: str | os.PathLike | None = None) -> AppStorage:
    """Load the settings, open the history (a new one made now) and the autosave, look for
    a game to resume. Never raises."""
    st = open_settings(config, data)
    st.open_data()
    st.open_history()
    return st
