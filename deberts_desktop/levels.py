"""The computer levels a player can choose, weakest first: one list for the settings (which
store a level per seat) and the computer players (:mod:`deberts_desktop.ai.config`, which
gives each its configuration). No imports: storage and the AI both read it."""

LEVELS: tuple[str, ...] = ("beginner", "amateur", "expert", "master")

#: The level a computer seat plays when none is given, and the hint's default level.
DEFAULT_LEVEL = "expert"
