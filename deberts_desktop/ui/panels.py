"""Panels laid over the table: the bidding / option buttons, the end-of-deal summary
and the end-of-game score sheet. Their contents are built from the engine's
``DealResult`` and ``ScoreRow``; nothing here computes a score."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..engine.cards import Suit

PANEL_STYLE = """
QFrame#panel { background: rgb(14, 34, 22); border: 2px solid #f2c744; border-radius: 12px; }
QFrame#panel QLabel { color: #f4f4ee; background: transparent; }
QFrame#panel QTextBrowser { color: #f4f4ee; background: transparent; border: none; }
QPushButton { background: #f7f1dc; color: #1b1b1b; border: 1px solid #8a7a4a; border-radius: 7px;
              padding: 6px 14px; font-weight: bold; }
QPushButton:hover { background: #fff9e6; }
QPushButton:focus { border: 2px solid #f2c744; }
QPushButton[hint="true"] { background: #f2c744; border: 2px solid #fff2b0; }
"""

OUTCOME_WORDS = {"made": "made", "bait": "BAIT", "hanging": "hanging bait", "debertz": "debertz", None: "thrown in"}


class ActionBar(QFrame):
    """A row of buttons above the person's hand: bids, the seven swap, the redeal."""

    chosen = Signal(object)

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setObjectName("bar")
        self.setStyleSheet(PANEL_STYLE + "QFrame#bar { background: rgba(0,0,0,110); border-radius: 10px; }"
                           "QFrame#bar QLabel { color: #fff7d6; font-weight: bold; }")
        self.box = QHBoxLayout(self)
        self.box.setContentsMargins(10, 6, 10, 6)
        self.box.setSpacing(8)
        self.title = QLabel("")
        self.box.addWidget(self.title)
        self.buttons: list[tuple[object, QPushButton]] = []
        self.hide()

    def set_actions(self, title: str, actions: list[tuple[object, str, str]], px: int = 14) -> None:
        """``actions``: (action, label, key). An empty list hides the bar."""
        for _, b in self.buttons:
            self.box.removeWidget(b)
            b.deleteLater()
        self.buttons = []
        self.title.setText(title)
        self.title.setVisible(bool(title))
        font = self.font()
        font.setPixelSize(px)
        self.title.setFont(font)
        for action, label, key in actions:
            b = QPushButton(f"{label}  [{key}]" if key else label, self)
            b.setFont(font)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            b.clicked.connect(lambda _=False, a=action: self.chosen.emit(a))
            b.setProperty("action_key", key)
            self.box.addWidget(b)
            self.buttons.append((action, b))
        self.setVisible(bool(actions))
        self.adjustSize()

    def button_for(self, action) -> QPushButton | None:
        for a, b in self.buttons:
            if a == action:
                return b
        return None

    def mark(self, action) -> None:
        for a, b in self.buttons:
            b.setProperty("hint", a == action)
            b.style().unpolish(b)
            b.style().polish(b)


class Panel(QFrame):
    """A centred panel with a title, a rich-text body and buttons."""

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setObjectName("panel")
        self.setStyleSheet(PANEL_STYLE)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(18, 14, 18, 14)
        lay.setSpacing(10)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.title)
        self.body = QTextBrowser()
        self.body.setOpenLinks(False)
        self.body.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.body.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.body.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        lay.addWidget(self.body, 1)
        self.row = QHBoxLayout()
        self.row.addStretch(1)
        lay.addLayout(self.row)
        self.buttons: list[QPushButton] = []
        self.px = 14
        self.hide()

    def show_content(self, title: str, html: str, buttons: list[tuple[str, object]], px: int = 14) -> None:
        self.px = px
        for b in self.buttons:
            self.row.removeWidget(b)
            b.deleteLater()
        self.buttons = []
        tf = self.font()
        tf.setPixelSize(int(px * 1.45))
        tf.setBold(True)
        self.title.setFont(tf)
        self.title.setText(title)
        bf = self.font()
        bf.setPixelSize(px)
        self.body.setFont(bf)
        self.body.document().setDefaultFont(bf)
        self.body.setHtml(html)
        for text, fn in buttons:
            b = QPushButton(text, self)
            b.setFont(bf)
            b.clicked.connect(lambda _=False, fn=fn: fn())
            self.row.addWidget(b)
            self.buttons.append(b)
        self.show()
        self.raise_()
        self.reposition()
        if self.buttons:
            self.buttons[0].setDefault(True)
            self.buttons[0].setFocus()

    def reposition(self) -> None:
        p = self.parentWidget()
        if p is None:
            return
        pw, ph = p.width(), p.height()
        doc = self.body.document()
        w = int(min(pw * 0.92, max(420, min(pw * 0.7, self.px * 46))))
        doc.setTextWidth(w - 40)
        body_h = doc.size().height() + 6
        title_h = self.title.heightForWidth(w - 36)
        button_h = max((b.sizeHint().height() for b in self.buttons), default=0)
        h = int(min(ph * 0.92, 14 + title_h + 10 + body_h + 10 + button_h + 14 + 4))
        self.setGeometry((pw - w) // 2, (ph - h) // 2, w, h)


# --------------------------------------------------------------------------- contents
def _side_names(game) -> list[str]:
    r = game.rules
    if r.pairs:
        return [f"{game.names[0]} &amp; {game.names[2]}", f"{game.names[1]} &amp; {game.names[3]}"]
    return [escape(n) for n in game.names]


def _table(head: list[str], rows: list[tuple[str, list, str]]) -> str:
    """An HTML table: rows are (label, cells, style)."""
    out = ['<table width="100%" cellspacing="0" cellpadding="4" style="border-collapse:collapse">']
    out.append("<tr><th align='left'></th>" + "".join(f"<th align='right'>{h}</th>" for h in head) + "</tr>")
    for label, cells, style in rows:
        out.append(f"<tr style='{style}'><td>{label}</td>" + "".join(f"<td align='right'>{c}</td>" for c in cells) + "</tr>")
    out.append("</table>")
    return "".join(out)


def deal_summary(game, entry, deal_no: int) -> tuple[str, str]:
    """Title and HTML body of the end-of-deal panel."""
    rules = game.rules
    deal = entry.deal
    res = deal.result
    row = entry.row
    names = game.names
    sides = rules.sides
    side_names = _side_names(game)
    trump = Suit(res.trump)
    dside = rules.side_of(res.declarer)
    outcome = res.outcome
    if outcome == "made":
        title = f"Deal {deal_no}: {names[res.declarer]} made it"
    elif outcome == "bait":
        who = names[res.declarer]
        title = f"Deal {deal_no}: bait! {who} go{'' if who == 'You' else 'es'} down"
    else:
        title = f"Deal {deal_no}: hanging bait"
    lines = [f"<p>{escape(names[res.declarer])} played with trump <b>{trump.symbol} {trump.plural}</b>; "
             f"{escape(names[deal.dealer])} dealt.</p>"]
    cp = [0] * sides
    tricks = [0] * sides
    for seat, pts in enumerate(res.card_points):
        cp[rules.side_of(seat)] += pts
        tricks[rules.side_of(seat)] += res.tricks[seat]
    last = ["10" if res.last_trick is not None and rules.side_of(res.last_trick) == s else "" for s in range(sides)]
    bold = "font-weight:bold"
    gold = "color:#f2c744;font-weight:bold"
    rows = [
        ("Tricks", tricks, ""),
        ("Card points", cp, ""),
        ("Last trick", last, ""),
        ("Sequences", [v or "" for v in res.sequences], ""),
        ("Bella", [v or "" for v in res.bella], ""),
        ("Total", list(res.totals), bold),
    ]
    written_base = list(row.base)
    rows.append(("Own / transferred", written_base, ""))
    if any(row.pot_released):
        rows.append(("Pot released", [v or "" for v in row.pot_released], ""))
    if any(row.penalties):
        rows.append(("Penalties", [v or "" for v in row.penalties], "color:#ff9c8a"))
    rows.append(("Writes", list(row.written), gold))
    rows.append(("Score", list(row.scores), bold))
    head = [("★ " if s == dside else "") + side_names[s] for s in range(sides)]
    lines.append(_table(head, rows))
    # the story in words
    notes = []
    d = res.totals[dside]
    others = [res.totals[s] for s in range(sides) if s != dside]
    if outcome == "made":
        notes.append(f"{d} beats {max(others)}: every side writes its own total.")
    elif outcome == "bait":
        leaders = ", ".join(side_names[s] for s in row.leaders)
        notes.append(f"{d} is less than {max(others)}: the declarer writes 0 and {leaders} take{'s' if len(row.leaders) == 1 else ''} his {d}.")
    else:
        notes.append(f"{d} ties {max(others)}: the declarer writes 0 and {d} points hang in the pot.")
    if deal.shown and res.sequence_winner is not None:
        seqs = "; ".join(escape(q.describe(rules.hundred)) for _, q in deal.shown)
        who = side_names[rules.side_of(res.sequence_winner)]
        notes.append(f"Sequences: {who} — {seqs}" + ("" if any(res.sequences) else " (no trick: they do not count)") + ".")
    if deal.bella_holder is not None:
        notes.append(f"Bella: {escape(names[deal.bella_holder])} (20).")
    for s in range(sides):
        if row.penalties[s]:
            why = []
            if tricks[s] == 0:
                why.append("ski: no trick")
            if s == dside and outcome == "bait" and row.penalties[s] != -rules.ski_penalty:
                why.append(f"bait number {row.baits[s]}")
            notes.append(f"{side_names[s]}: penalty {row.penalties[s]} ({', '.join(why) or 'penalty'}).")
    if row.pot:
        notes.append(f"{row.pot} points wait in the pot for the next winner.")
    if any(row.baits):
        notes.append("Baits so far: " + ", ".join(f"{side_names[s]} {row.baits[s]}" for s in range(sides)) + ".")
    lines.append("<p>" + "<br>".join(notes) + "</p>")
    return title, "".join(lines)


def score_sheet(game) -> str:
    """The whole score sheet as an HTML table."""
    rules = game.rules
    side_names = _side_names(game)
    sides = rules.sides
    head = "".join(f"<th align='right' colspan='2'>{n}</th>" for n in side_names)
    out = ['<table width="100%" cellspacing="0" cellpadding="3">',
           f"<tr><th align='left'>#</th><th align='left'>Declarer</th><th align='left'>Result</th>{head}</tr>"]
    sub = "".join("<td align='right' style='color:#b8c8b8'>writes</td><td align='right' style='color:#b8c8b8'>score</td>" for _ in range(sides))
    out.append(f"<tr><td></td><td></td><td></td>{sub}</tr>")
    k = 0
    for entry in game.entries:
        if entry.row is None:
            continue
        k += 1
        res = entry.deal.result
        row = entry.row
        if res.declarer is not None and res.trump is not None and not res.thrown_in:
            decl = f"{escape(game.names[res.declarer])} {Suit(res.trump).symbol}"
        else:
            decl = "—"
        word = OUTCOME_WORDS.get(res.outcome, "")
        if res.outcome == "debertz":
            decl = escape(game.names[res.debertz])
        extras = []
        if any(row.pot_released):
            extras.append("pot")
        if any(row.penalties):
            extras.append("penalty")
        if extras:
            word += " (" + ", ".join(extras) + ")"
        cells = "".join(f"<td align='right'>{row.written[s] if not res.thrown_in else ''}</td>"
                        f"<td align='right'><b>{row.scores[s]}</b></td>" for s in range(sides))
        out.append(f"<tr><td>{k}</td><td>{decl}</td><td>{word}</td>{cells}</tr>")
    out.append("</table>")
    return "".join(out)


def game_summary(game) -> tuple[str, str]:
    rules = game.rules
    side_names = _side_names(game)
    if game.winner is None:
        return "Game over", score_sheet(game)
    who = side_names[game.winner]
    you_won = rules.side_of(0) == game.winner and game.names[0] == "You"
    if you_won:
        title = "You and your partner win!" if rules.pairs else "You win!"
    else:
        title = f"{who} win{'' if rules.pairs else 's'} the game"
    if game.debertz is not None:
        title += " — debertz"
    finals = ", ".join(f"{side_names[s]} <b>{game.scores[s]}</b>" for s in range(rules.sides))
    body = f"<p>Final scores (target {rules.target}): {finals}.</p>" + score_sheet(game)
    return title, body
