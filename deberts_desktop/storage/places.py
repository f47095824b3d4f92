"""Where the storage keeps the game's files: the user's data folder and the names of the
history database and the autosave in it. Light on purpose (issue 21): the start looks here
before it opens anything, and the modules that read those files are imported only when
they are read."""

from __future__ import annotations

from pathlib import Path

from .settings import APP_NAME

#: the history database in the data folder (:mod:`.history`)
HISTORY_FILE = "history.sqlite3"
#: the game in progress in the data folder (:mod:`.autosave`)
AUTOSAVE_FILE = "autosave.record.json"


def default_data_dir() -> Path:
    """``platformdirs.user_data_dir("deberts-desktop")``."""
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
