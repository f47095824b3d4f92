"""A question in a message box whose buttons say what they do: the button that acts names
the action ("Delete", "Add deal"), the other is Cancel, never Yes / No or OK / Cancel.
Escape is Cancel; Enter takes Cancel too where the action loses something (a game deleted),
so a person who presses Enter by habit loses nothing.

:func:`question_box` makes the box, :func:`add_cancel` its Cancel button (the one home of
the word); :func:`confirm` asks one action or Cancel and waits for the answer;
:func:`before_leaving` asks the question before a window closes with something not kept (a
score sheet not stored, the game in progress not saved): the safe action, the one that lets
it go, or Cancel.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

translate = QCoreApplication.translate


def question_box(parent: QWidget | None, icon, title: str, text: str, detail: str = "") -> QMessageBox:
    """A message box with ``text`` (and ``detail`` under it) and no button yet: the caller
    adds its actions, each named for what it does, and :func:`add_cancel`."""
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.NoButton, parent)
    if detail:
        box.setInformativeText(detail)
    box.setTextFormat(Qt.TextFormat.PlainText)  # names in it as typed ("<i>Ann</i>", a preset's), never HTML
    return box


def add_cancel(box: QMessageBox, default: bool = False, text: str | None = None) -> QPushButton:
    """The box's Cancel button (``text``: another word for it, "Go on playing"): Escape
    presses it; ``default``: Enter too (an action that loses something)."""
    cancel = box.addButton(text or translate("Asking", "Cancel"), QMessageBox.ButtonRole.RejectRole)
    box.setEscapeButton(cancel)
    if default:
        box.setDefaultButton(cancel)
    return cancel


def confirm(parent: QWidget | None, title: str, text: str, action: str, detail: str = "",
            icon=QMessageBox.Icon.Warning, loses: bool = True) -> bool:
    """Ask ``text`` with the buttons ``action`` (what happens: "&Delete") and Cancel, and wait
    for the answer (a window-modal box). ``loses``: the action cannot be taken back — Enter
    is Cancel; else Enter is the action. :returns: True when the person chose the action."""
    box = question_box(parent, icon, title, text, detail)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    act = box.addButton(action, QMessageBox.ButtonRole.DestructiveRole if loses else QMessageBox.ButtonRole.AcceptRole)
    add_cancel(box, default=loses)
    if not loses:
        box.setDefaultButton(act)
    try:
        box.exec()
        return box.clickedButton() is act
    finally:
        box.deleteLater()


def before_leaving(asker, parent: QWidget | None, icon, title: str, text: str, detail: str, safe: str,
                   lose: str) -> str | None:
    """Ask before a window closes with something not kept: the buttons ``safe`` (the default:
    "Save as &PDF…", "&Try again"), ``lose`` (destructive: "Close &without saving", "&Quit
    anyway") and Cancel (Escape: the window stays); the box is ``asker.question`` while it
    is asked (then the question asked before it again, if any: a start-up question still
    open stays the one). Waits for the answer. :returns: "safe", "lose", or None
    (cancelled)."""
    box = question_box(parent, icon, title, text, detail)
    buttons = {"safe": box.addButton(safe, QMessageBox.ButtonRole.AcceptRole),
               "lose": box.addButton(lose, QMessageBox.ButtonRole.DestructiveRole)}
    box.setDefaultButton(buttons["safe"])
    add_cancel(box)
    before, asker.question = asker.question, box
    try:
        box.exec()
    finally:
        asker.question = before
    clicked = box.clickedButton()
    box.deleteLater()
    return next((key for key, b in buttons.items() if b is clicked), None)
