"""Why something is refused, in a form another language can be composed from.

A :class:`Reason` is the English sentence (a ``str``) plus a stable ``code`` and the
``params`` it was made from. The engine's refusals carry one — an illegal action
(:class:`~deberts_desktop.engine.deal.IllegalActionError`), cards that are not a deal
(:class:`~deberts_desktop.engine.deal.DealSetupError`), a bad rule option
(:class:`~deberts_desktop.engine.rules.RulesError`), a record that cannot be read
(:class:`~deberts_desktop.engine.record.RecordError`), a set position that cannot be
dealt (:class:`~deberts_desktop.engine.setup.SetupError`) — so that the interface words
the refusal in the player's language while the English text stays as it is (``replay``'s
output, logs, bug reports).

>>> r = Reason("must_follow", "must follow hearts", suit=1)
>>> r, r.code, r.params
('must follow hearts', 'must_follow', {'suit': 1})
"""

from __future__ import annotations

from typing import Any


class Reason(str):
    """Why an action is refused: the English message, plus a stable ``code`` (such as
    ``must_follow``) and ``params`` (such as ``suit``) from which a table can compose the
    message in another language."""

    code: str
    params: dict

    def __new__(cls, code: str, text: str, /, **params: Any):
        obj = super().__new__(cls, text)
        obj.code = code
        obj.params = params
        return obj

    def __reduce__(self):  # pickling keeps the code and params (worker processes)
        return (_rebuild, (self.code, str(self), self.params))


def _rebuild(code: str, text: str, params: dict) -> Reason:
    return Reason(code, text, **params)


class CodedError(ValueError):
    """A ``ValueError`` whose message is a :class:`Reason`: ``str(error)`` is the English
    text, :attr:`code` and :attr:`params` name it for translation (``default_code`` when
    the message is a plain ``str``)."""

    default_code = "not_allowed"

    def __init__(self, reason: str):
        super().__init__(str(reason))
        self.code: str = getattr(reason, "code", self.default_code)
        self.params: dict = dict(getattr(reason, "params", {}))

    def __reduce__(self):
        return (type(self), (Reason(self.code, str(self), **self.params),))


def code_of(error: BaseException, default: str) -> tuple[str, dict]:
    """The ``(code, params)`` an error carries: its own, or those of a :class:`Reason`
    message, else ``(default, {})``."""
    code = getattr(error, "code", None)
    if isinstance(code, str):
        return code, dict(getattr(error, "params", {}) or {})
    if error.args and isinstance(error.args[0], Reason):
        return error.args[0].code, dict(error.args[0].params)
    return default, {}
