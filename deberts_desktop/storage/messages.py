"""Messages for the player that can be translated later: no Qt here.

Storage speaks English, but a message meant for the player is a :class:`Message`: a
``str`` holding the English text, plus the ``template`` it was made from (a literal English
sentence with ``{name}`` placeholders) and the ``params`` filled in. The interface
translates the template (Qt context ``"Storage"``) and fills in the params itself,
translating a param that is a :class:`Message` too — see
:func:`deberts_desktop.ui.words.storage_text`. Translating at display time means a message
made before the translator was installed (at start-up) still shows in the player's language.

Every template is written as a literal string, either as the first argument of
``Message(...)`` or wrapped in :func:`N_` where it is chosen from a table;
``tools/update_translations.py`` collects both into the ``.ts`` file.

>>> m = Message("The settings file {path} is a folder.", path="/tmp/x")
>>> m, m.template, m.params
('The settings file /tmp/x is a folder.', 'The settings file {path} is a folder.', {'path': '/tmp/x'})
>>> str(Message("{a} and {b}", a=Message("cats"), b=2))
'cats and 2'
"""

from __future__ import annotations

from typing import Any

#: The Qt translation context of every storage message.
CONTEXT = "Storage"


def N_(text: str) -> str:
    """Mark a literal template for translation (returns it unchanged)."""
    return text


class Message(str):
    """The English text of a message for the player, with ``template`` and ``params`` to
    compose it in another language."""

    template: str
    params: dict[str, Any]

    def __new__(cls, template: str, /, **params: Any) -> "Message":
        obj = super().__new__(cls, template.format(**params))
        obj.template = template
        obj.params = params
        return obj

    def __reduce__(self):  # pickling keeps the template (worker processes, copies)
        return (_rebuild, (self.template, self.params))


def _rebuild(template: str, params: dict[str, Any]) -> Message:
    return Message(template, **params)


def message_of(error: BaseException) -> Any:
    """The message an error carries: its :class:`Message` if it has one (``.message``
    or the first argument), else its ``str()``."""
    msg = getattr(error, "message", None)
    if isinstance(msg, str):
        return msg
    if error.args and isinstance(error.args[0], Message):
        return error.args[0]
    return str(error)


def record_problem(deal: int | None, action: int | None) -> Message:
    """Where a game record stops making sense, for the player: made only from the 1-based
    ``deal`` and ``action`` (move) numbers of a ``RecordError`` (either may be None); the
    engine's English reason is for the log.

    >>> record_problem(2, 5)
    'the moves stop making sense at deal 2, move 5'
    >>> record_problem(3, None), record_problem(None, None)
    ('deal 3 is not recorded correctly', 'it is not a game record this program can read')
    """
    if deal is not None and action is not None:
        return Message("the moves stop making sense at deal {deal}, move {action}", deal=deal, action=action)
    if deal is not None:
        return Message("deal {deal} is not recorded correctly", deal=deal)
    return Message("it is not a game record this program can read")
