"""The questions the window asks before something is lost: at start-up, whether to go
on with the unfinished game; at New game in the middle of a game, whether to keep it (to
continue later from History) or abandon it. Each is a non-blocking message box whose
buttons the window connects."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from ..engine.rules import side_names as engine_side_names
from .numbers import local_time, num

translate = QCoreApplication.translate


def side_names(game) -> list[str]:
    return engine_side_names(game.rules, game.names, translate("Questions", "%1 & %2"))


def game_line(game) -> str:
    """The game in a few lines: the deal it is at and each side's score, one side a line
    (name and score never broken apart)."""
    scores = "\n".join(f"{name}:\u00a0{num(score)}".replace(" ", "\u00a0") for name, score in zip(side_names(game), game.scores))
    return translate("Questions", "Deal %1 (playing to %2); the score:").replace("%1", num(max(1, len(game.entries)))).replace(
        "%2", num(game.rules.target)) + "\n" + scores


def _box(parent: QWidget, icon, text: str, detail: str) -> QMessageBox:
    box = QMessageBox(icon, translate("Questions", "Deberts Desktop"), text, QMessageBox.StandardButton.NoButton, parent)
    box.setInformativeText(detail)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    return box


def resume_question(parent: QWidget, game, saved_at: str | None = None, practice: bool = False):
    """"Continue the unfinished game?" (``practice``: "…practice game?") — ``(box,
    continue_button, new_button)``. Escape is Continue: it never throws a game away."""
    detail = game_line(game)
    if saved_at:
        detail = translate("Questions", "Saved %1").replace("%1", local_time(saved_at)) + "\n" + detail
    asked = translate("Questions", "Continue the unfinished practice game?") if practice \
        else translate("Questions", "Continue the unfinished game?")
    box = _box(parent, QMessageBox.Icon.Question, asked, detail)
    go_on = box.addButton(translate("Questions", "&Continue"), QMessageBox.ButtonRole.AcceptRole)
    new = box.addButton(translate("Questions", "&New game"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(go_on)
    box.setEscapeButton(go_on)
    return box, go_on, new


def new_game_question(parent: QWidget, game):
    """New game in the middle of a game: ``(box, keep_button, abandon_button,
    cancel_button)``. Keep: the game stays in History, to be continued from there."""
    box = _box(parent, QMessageBox.Icon.Question, translate("Questions", "A game is in progress. Start a new one?"),
               game_line(game) + "\n\n" + translate("Questions", "Keep: the game waits in History (Game → History…) and can be "
                                              "continued there at any time. Abandon: it is deleted."))
    keep = box.addButton(translate("Questions", "&Keep it and start a new game"), QMessageBox.ButtonRole.AcceptRole)
    abandon = box.addButton(translate("Questions", "&Abandon it"), QMessageBox.ButtonRole.DestructiveRole)
    cancel = box.addButton(translate("Questions", "Go &on playing"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(keep)
    box.setEscapeButton(cancel)
    return box, keep, abandon, cancel
