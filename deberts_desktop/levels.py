"""The computer levels a player can choose, weakest first: one list for the settings (which
store a level per seat and the hint's level) and the computer players
(:mod:`deberts_desktop.ai.config`, which gives each its configuration). No imports: storage
and the AI both read it."""

LEVELS: tuple[str, ...] = ("beginner", "amateur", "expert", "master")

#: The level a computer seat plays when none is given: a new player's settings, a seat a
#: settings file leaves out, a window built without settings (``--autoplay``, tools).
DEFAULT_LEVEL = "amateur"

#: The hint's level when the settings name none (a new or older settings file): the level
#: whose choice the hint shows beside the best card or bid (F1).
DEFAULT_HINT_LEVEL = "master"
