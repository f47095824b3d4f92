"""The table's keys (the menu shortcuts are in :mod:`.actions`): ←/→ and Enter to choose
and play a card (the card chosen is told to a screen reader), the letters on the action
bar's buttons, L for the last trick, A to read the whole table aloud, Enter (or N) on the
end-of-deal panel — on a deal played again's comparison Enter is its default, Play it again,
and N nothing —, Enter or Escape to close the end-of-game panel (Up, Down, Page Up and Page
Down scroll either panel's text), Enter / Escape to answer
the coach, Escape to close what is open (the tutorial offer: "No, thanks"). Enter on a button that has the focus (reached
with Tab: a panel's "Review this deal", the tutorial offer's "Start the tutorial") presses
that button, as in a dialog, rather than the table's Enter. A key typed in a field beside the
table (the score sheet's table, the deal log, the Problems bar's Level box) is the field's:
one the field leaves (Enter, ←/→ at its end) never reaches the table (:func:`typed_in_field`),
and one it uses is not taken by a menu shortcut (L, A, Page Down: :func:`field_keeps_key`).
Letters work on any keyboard layout (:func:`.actions.key_letter`)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from ...engine.actions import Play
from .actions import action_key, key_letter


def handle_key(w, key: int, text: str) -> bool:
    """Act on a key pressed in window ``w``'s table. Returns True when it was used."""
    K = Qt.Key
    if key in (K.Key_Return, K.Key_Enter) and press_focused_button(w):
        return True
    if typed_in_field(w):
        return False
    if w.replays.in_replay():
        return False  # replay mode has its own keys; never act in the hidden game
    ov = w.overlays
    if ov.advice.key(key):  # the coach's prompt, the hint panel
        return True
    if w.problems is not None and w.problems.key(key):  # Enter once a problem is solved: the next one
        return True
    if getattr(w, "tutorial", None) is not None and w.tutorial.key(key):  # Escape: the offer's "No, thanks"
        return True
    letter = key_letter(key, text)
    for name in ("summary", "final"):  # Up, Down, Page Up, Page Down scroll a panel's text
        if ov.shown(name) and getattr(ov, name).scroll_key(key):
            return True
    if ov.shown("summary"):
        if w.session.again is not None:  # a deal played again: its comparison, no next deal to go to
            default = next((b for b in ov.summary.buttons if b.isDefault()), None)
            if key in (K.Key_Return, K.Key_Enter, K.Key_Space) and default is not None:
                default.click()  # its default (Play it again), as Enter is the end-of-deal panel's Next deal
                return True
            return letter == "N"  # the next deal's key: nothing to go to, the panel (its way back) stays
        if key in (K.Key_Return, K.Key_Enter, K.Key_Space) or letter == "N":
            w.next_deal()
            return True
        return False
    if ov.shown("final") and key in (K.Key_Escape, K.Key_Return, K.Key_Enter):  # the end-of-game panel's Close
        ov.close_final()
        return True
    d = w.director
    if key in (K.Key_Left, K.Key_Right):
        d.select(-1 if key == K.Key_Left else 1)
        w.tell_selected()
        return True
    if key in (K.Key_Return, K.Key_Enter, K.Key_Space):
        offered = w.scene.cards[d.selected].action if d.selected is not None else None
        if offered is not None and w.session.choose(offered):  # the selected card's Play
            return True
        hinted = getattr(w, "hinted", None)
        if hinted is not None and not isinstance(hinted, Play):
            return w.session.choose(hinted)
        return False
    if key == K.Key_Question:
        w.hint()
        return True
    if letter == "L":  # the menu's shortcut L, for a layout where Qt does not match it (Д)
        w.toggle_last_trick()
        return True
    if letter == "A":  # the menu's shortcut A, for a layout where Qt does not match it (Ф)
        w.read_table()
        return True
    if key == K.Key_Escape:
        w.scene.preview.setVisible(False)
        return True
    waiting = w.session.waiting
    if letter and waiting is not None and waiting[0] == "person":
        for action in w.session.game.deal.legal_actions():
            if not isinstance(action, Play) and action_key(action) == letter:
                return w.session.choose(action)
    return False


def press_focused_button(w) -> bool:
    """Enter pressed while a push button or tool button of window ``w`` has the focus:
    click it (outside a dialog Qt's buttons ignore Enter, which would reach the table and
    play the selected card, make the hinted bid or start the next deal). Returns True when
    a button was pressed."""
    from PySide6.QtWidgets import QApplication, QPushButton, QToolButton

    focused = QApplication.focusWidget()
    if (not isinstance(focused, (QPushButton, QToolButton)) or focused.isCheckable() or not w.isAncestorOf(focused)
            or not focused.isVisible() or not focused.isEnabled()):
        return False
    focused.click()
    return True


def field_keeps_key(w, event) -> bool:
    """A key ``event`` typed in a field beside window ``w``'s table (:func:`typed_in_field`)
    that the field uses itself (a letter, a digit, Page Up / Page Down, the arrows:
    :func:`..sheets.dock.field_key`): the window's menu shortcut on it (L, A, Page Down in
    Problems) waits, the field has it (the window accepts the shortcut override)."""
    from ..sheets.dock import field_key

    return typed_in_field(w) and field_key(event)


def typed_in_field(w) -> bool:
    """The focus is in a field of window ``w`` outside the table — a list or table (the score
    sheet, the deal log), a drop-down list (the Problems bar's Level box), a number or a
    text — whose keys are its own: a key it leaves (a combo box leaves Enter and ←/→, a
    table Enter) must not play the selected card, make the hinted bid or start the next
    deal."""
    from PySide6.QtWidgets import (QAbstractItemView, QAbstractSpinBox, QApplication, QComboBox, QLineEdit,
                                   QPlainTextEdit, QTextEdit)

    focused = QApplication.focusWidget()
    return (isinstance(focused, (QAbstractItemView, QComboBox, QAbstractSpinBox, QLineEdit, QTextEdit,
                                 QPlainTextEdit))
            and w.isAncestorOf(focused) and not w.view.isAncestorOf(focused))
