"""Storage: settings, score sheets and game history, autosave, the score keeper.

Imports the engine only; no Qt. Every error meant for the player is a
:class:`StorageError` (or a subclass) whose ``str()`` is one sentence naming the file and
the reason; loading settings and resuming never raise.

At start-up::

    settings, messages = load_settings()          # show messages once
    history = History()                           # HistoryError: show, go on without it
    autosave = Autosave()
    resume = autosave.load_resume()               # None, or .game at the exact position
    # autosave.messages: show once

During a game::

    gid = history.start_game(rules, names, settings.seat_levels())
    autosave.save(game, gid, levels)              # after every action
    history.store_game(gid, game)                 # after every deal (one transaction each)

The interface does both through :class:`~.saving.SaveWriter` (one writer thread, in order):
the window never waits for the disk or a lock, and deals the history cannot take yet wait
in a pending file (:mod:`.pending`) until stored.

Modules:

- :mod:`.settings` — :class:`~.settings.Settings`, :func:`~.settings.load_settings`,
  :func:`~.settings.save_settings` (versioned JSON in the user config folder).
- :mod:`.rule_texts` — what the settings dialog shows about each rule option: groups,
  labels, one-line explanations, value labels, which options apply to which mode.
- :mod:`.history` — :class:`~.history.History`, the SQLite database of games and deals:
  list, score sheet, record, delete; :mod:`.opening` the file opened as it is found
  (checked, migrated, read only, damaged); :mod:`.migrations` its schema's versions,
  :mod:`.salvage` a damaged file's rescue, :mod:`.statistics` the results per opponent
  level, :mod:`.sheet_csv` the CSV export, :mod:`.history_errors` its error.
- :mod:`.autosave` — :class:`~.autosave.Autosave`, the game in progress for resume.
- :mod:`.places` — the data folder and the names of the history's and the autosave's
  files (light: the start looks there before it opens anything).
- :mod:`.saving` — :class:`~.saving.SaveWriter`, the session's one writer thread (history
  and autosave); :mod:`.pending` — games waiting to be stored in the history.
- :mod:`.score_keeper` — :class:`~.score_keeper.ScoreKeeper`, score sheets for real cards.
- :mod:`.problems` — the shipped problems' files (Game → Problems): read, checked, written.
- :mod:`.files` — atomic writes and :class:`~.files.StorageError`.
- :mod:`.messages` — :class:`~.messages.Message`: a message for the player with a
  translatable template (the interface translates it, Qt context "Storage").
"""

from ..lazy import lazy_exports

# each exported name and its module: imported on first use (deberts_desktop.lazy)
_EXPORTS = {
    "Autosave": "autosave",
    "AutosaveError": "autosave",
    "Resume": "resume",
    "StorageError": "files",
    "History": "history",
    "HistoryError": "history_errors",
    "GameGone": "history_errors",
    "Message": "messages",
    "N_": "messages",
    "message_of": "messages",
    "EntryError": "score_keeper",
    "ScoreKeeper": "score_keeper",
    "Settings": "settings",
    "SettingsSaveError": "settings",
    "load_settings": "settings",
    "save_settings": "settings",
}
__all__ = list(_EXPORTS)
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
