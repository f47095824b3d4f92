"""What the end-of-deal and end-of-game panels say: the deal's breakdown as the engine
counted it (card points, last trick, sequences, bella, totals, penalties itemised), the
outcome in words and the score sheet — HTML for :class:`~.panels.Panel`. Words that
address the person are chosen by seat, never by display name."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from ...engine.cards import Suit
from ...engine.scoring import share
from ..numbers import num, signed_points
from ..sheets.sheet_data import outcome_word, penalty_names, pot_word
from ..words import display_names, sequence_text, side_names, suit_in_text

#: lupdate sees calls of a function named ``translate`` (context "Panels" here)
translate = QCoreApplication.translate


def side_names_of(game, escape_html: bool = True, names=None, seats=None) -> list[str]:
    """Each side's name (a pair: "Anna & Boris"), as HTML unless ``escape_html`` is off;
    ``names``: the seats' names as stored to use (default the game's), shown in the
    player's language and told apart by ``seats`` (:func:`~..words.side_names`)."""
    e = escape if escape_html else str
    return [e(n) for n in side_names(game.rules, game.names if names is None else names, seats)]



def _cell(v) -> str:
    """A table cell: a number in the chosen language (``1 001``, ``−40`` with a real minus
    sign), anything else as it is."""
    return num(v) if isinstance(v, int) and not isinstance(v, bool) else str(v)


def _table(head: list[str], rows: list[tuple[str, list, str]]) -> str:
    """An HTML table: rows are (label, cells, style); numbers through :func:`_cell`."""
    out = ['<table width="100%" cellspacing="0" cellpadding="4" style="border-collapse:collapse">']
    out.append("<tr><th align='left'></th>" + "".join(f"<th align='right'>{h}</th>" for h in head) + "</tr>")
    for label, cells, style in rows:
        out.append(f"<tr style='{style}'><td>{label}</td>" + "".join(f"<td align='right'>{_cell(c)}</td>" for c in cells) + "</tr>")
    out.append("</table>")
    return "".join(out)


def deal_summary(game, entry, deal_no: int, person_seats=(0,)) -> tuple[str, str]:
    """Title and HTML body of the end-of-deal panel (``person_seats``: the seats spoken to
    as "you")."""
    rules = game.rules
    deal = entry.deal
    res = deal.result
    row = entry.row
    names = display_names(game.names)
    sides = rules.sides
    side_names = side_names_of(game)
    if res.thrown_in:  # a deal played again that ends so (a game's own goes on to the next deal: no panel)
        from .narrator import Narrator

        why = Narrator(game.names, person_seats, rules).thrown_in_text(res.thrown_in_reason, deal.thrown_in_seat)
        return translate("Panels", "Deal %1: thrown in").replace("%1", str(deal_no)), f"<p>{escape(why)}</p>"
    trump = Suit(res.trump)
    dside = rules.side_of(res.declarer)
    outcome = res.outcome
    who = names[res.declarer]
    you = res.declarer in person_seats
    if outcome == "made":
        title = (translate("Panels", "Deal %1: you made it") if you
                 else translate("Panels", "Deal %1: %2 made it"))
    elif outcome == "bait":
        title = (translate("Panels", "Deal %1: bait! You go down") if you
                 else translate("Panels", "Deal %1: bait! %2 goes down"))
    else:
        title = translate("Panels", "Deal %1: hanging bait")
    title = title.replace("%1", str(deal_no)).replace("%2", escape(who))
    def named(seat: int) -> str:
        return translate("Panels", "you") if seat in person_seats else escape(names[seat])

    trump_text = f"<b>{suit_in_text(trump)}</b>"
    lines = ["<p>" + translate("Panels", "Declarer: %1 · trump %2 · dealer: %3").replace("%1", named(res.declarer)).replace(
        "%2", trump_text).replace("%3", named(deal.dealer)) + "</p>"]
    t = res.breakdown  # the engine's totals: nothing is recomputed here
    bold = "font-weight:bold"
    gold = "color:#f2c744;font-weight:bold"
    rows = [
        (translate("Panels", "Tricks"), list(t.tricks), ""),
        (translate("Panels", "Card points"), list(t.card_points), ""),
        (translate("Panels", "Last trick"), [v or "" for v in t.last_trick_points], ""),
        (translate("Panels", "Sequences"), [v or "" for v in t.sequences], ""),
        (translate("Panels", "Bella"), [v or "" for v in t.bella], ""),
        (translate("Panels", "Total"), list(t.totals), bold),
    ]
    rows.append((translate("Panels", "Own / transferred"), list(row.base), ""))
    if any(row.pot_released):
        rows.append((translate("Panels", "Pot released"), [v or "" for v in row.pot_released], ""))
    if any(row.bait_penalty):
        rows.append((translate("Panels", "Bait penalty"), [v or "" for v in row.bait_penalty], "color:#ff9c8a"))
    if any(row.ski_penalty):
        rows.append((translate("Panels", "Ski penalty"), [v or "" for v in row.ski_penalty], "color:#ff9c8a"))
    rows.append((translate("Panels", "Writes"), list(row.written), gold))
    rows.append((translate("Panels", "Score"), list(row.scores), bold))
    head = [("★ " if s == dside else "") + side_names[s] for s in range(sides)]
    lines.append(_table(head, rows))
    # the story in words
    notes = []
    d = res.totals[dside]
    others = [res.totals[s] for s in range(sides) if s != dside]
    if outcome == "made" and rules.winner_takes_all:  # RULES.md 9: the declarer writes every side's total
        notes.append(translate("Panels", "%1 beats %2: winner takes all — the declarer's side writes the deal's %3 "
                                         "points and the others write 0.").replace("%1", num(d)).replace(
            "%2", num(max(others))).replace("%3", num(row.base[dside])))
    elif outcome == "made":
        notes.append(translate("Panels", "%1 beats %2: every side writes its own total.").replace("%1", num(d)).replace(
            "%2", num(max(others))))
    elif outcome == "bait":
        def yours(side: int) -> bool:
            return any(s in person_seats for s in rules.seats_of(side))

        if len(row.leaders) == 1 and yours(row.leaders[0]):  # the person is the subject: "you take"
            text = (translate("Panels", "%1 is less than %2: the declarer writes 0 and you and your partner take the "
                                        "declarer's %1.") if rules.pairs else
                    translate("Panels", "%1 is less than %2: the declarer writes 0 and you take the declarer's %1."))
        elif len(row.leaders) == 1 and not rules.pairs:
            text = translate("Panels", "%1 is less than %2: the declarer writes 0 and %3 takes the declarer's %1.")
        elif len(row.leaders) > 1:  # RULES.md 9: tied leaders share D, each said with his part (below)
            text = translate("Panels", "%1 is less than %2: the declarer writes 0 and the leaders share the "
                                       "declarer's %1 — %3.")
        else:
            text = translate("Panels", "%1 is less than %2: the declarer writes 0 and %3 take the declarer's %1.")
        leaders = ", ".join(translate("Panels", "you") if yours(s) and not rules.pairs else side_names[s]
                            for s in row.leaders)
        if len(row.leaders) > 1:  # each leader's part of D: the engine's share (the odd point nearest the dealer's left)
            parts = share(d, row.leaders)
            leaders = ", ".join(translate("Panels", "%1: %2", "a side: its number").replace(
                "%1", translate("Panels", "you") if yours(s) else side_names[s]).replace("%2", num(parts[s]))
                for s in row.leaders)
        notes.append(text.replace("%1", num(d)).replace("%2", num(max(others))).replace("%3", leaders))
    else:
        notes.append(translate("Panels", "%1 ties %2: the declarer writes 0 and %1 points hang in the pot.").replace(
            "%1", num(d)).replace("%2", num(max(others))))
    if deal.shown and res.sequence_winner is not None:
        seqs = "; ".join(escape(sequence_text(q, rules.hundred, in_sentence=True)) for _, q in deal.shown)
        who = side_names[rules.side_of(res.sequence_winner)]
        text = (translate("Panels", "Sequences: %1 — %2 (no trick: they do not count).") if t.sequences_lost
                else translate("Panels", "Sequences: %1 — %2."))
        notes.append(text.replace("%1", who).replace("%2", seqs))
    if deal.bella_holder is not None:
        bella_side = rules.side_of(deal.bella_holder)
        notes.append(translate("Panels", "Bella: %1 (%2).").replace("%1", escape(names[deal.bella_holder])).replace(
            "%2", num(t.bella[bella_side])))
    for s in range(sides):
        if row.ski_penalty[s]:
            notes.append(translate("Panels", "%1: ski penalty %2 (no trick taken).").replace("%1", side_names[s]).replace(
                "%2", num(row.ski_penalty[s])))
        if row.bait_penalty[s]:
            notes.append(translate("Panels", "%1: bait penalty %2 (bait number %3).").replace("%1", side_names[s]).replace(
                "%2", num(row.bait_penalty[s])).replace("%3", num(row.baits[s])))
    if game.pot_lost and entry is game.entries[-1]:  # the game's last deal: no next winner takes the pot
        notes.append(translate("Panels", "The game is over: the %1 points waiting in the pot are lost.").replace(
            "%1", num(game.pot_lost)))
    elif len(row.pots) > 1 and rules.pot_release == "oldest":  # RULES.md 9: one pot per deal, the oldest first
        notes.append(translate("Panels", "%1 points wait in %2 pots: the next winner takes the oldest, %3.").replace(
            "%1", num(row.pot)).replace("%2", num(len(row.pots))).replace("%3", num(row.pots[0])))
    elif len(row.pots) > 1:
        notes.append(translate("Panels", "%1 points wait in %2 pots for the next winner.").replace(
            "%1", num(row.pot)).replace("%2", num(len(row.pots))))
    elif row.pot:
        notes.append(translate("Panels", "%1 points wait in the pot for the next winner.").replace("%1", num(row.pot)))
    if any(row.baits):
        # each count after a colon: "Computer 1: 0", never "Computer 1 0" (read "Computer 10")
        notes.append(translate("Panels", "Baits so far — %1.").replace("%1", ", ".join(
            translate("Panels", "%1: %2", "a side: its number").replace("%1", side_names[s]).replace(
                "%2", num(row.baits[s])) for s in range(sides))))
    lines.append("<p>" + "<br>".join(notes) + "</p>")
    return title, "".join(lines)


def _side_head(game, side: int) -> str:
    """A side's heading over its columns, as HTML: as the score sheet heads it
    (:func:`~..sheets.score_sheet.side_heading`: a pair's two names on two lines), and a
    line ending in a number kept whole ("Computer 1", not "Computer" over "1")."""
    from ..sheets.score_sheet import side_heading  # with the end-of-game panel only

    rules = game.rules
    name = side_names_of(game, escape_html=False)[side]
    players = ()
    if rules.sides < rules.players:  # pairs: the side's two players
        shown = display_names(game.names)
        players = tuple(shown[seat] for seat in range(rules.players) if rules.side_of(seat) == side)
    lines = []
    for line in side_heading(name, players).split("\n"):
        words = line.rsplit(" ", 1)
        lines.append(escape(words[0]) + "&nbsp;" + escape(words[1]) if len(words) == 2 and words[1].isdigit()
                     else escape(line))
    return "<br>".join(lines)


def score_sheet(game) -> str:
    """The whole score sheet as an HTML table."""
    rules = game.rules
    side_names = side_names_of(game)
    names = display_names(game.names)
    sides = rules.sides
    head = "".join(f"<th align='right' colspan='2'>{_side_head(game, side)}</th>" for side in range(sides))
    declarer, result = translate("Panels", "Declarer"), translate("Panels", "Result")
    out = ['<table width="100%" cellspacing="0" cellpadding="3">',
           f"<tr><th align='left'>#</th><th align='left'>{declarer}</th><th align='left'>{result}</th>{head}</tr>"]
    writes, score = translate("Panels", "writes"), translate("Panels", "score")
    sub = "".join(f"<td align='right' style='color:#b8c8b8'>{writes}</td><td align='right' style='color:#b8c8b8'>{score}</td>"
                  for _ in range(sides))
    out.append(f"<tr><td></td><td></td><td></td>{sub}</tr>")
    k = 0
    for entry in game.entries:
        if entry.row is None:
            continue
        k += 1
        res = entry.deal.result
        row = entry.row
        if res.declarer is not None and res.trump is not None and not res.thrown_in:
            decl = f"{escape(names[res.declarer])} {Suit(res.trump).symbol}"
        else:
            decl = "—"
        word = outcome_word(res.outcome)  # the score sheet's word
        if res.outcome == "debertz":
            decl = escape(names[res.debertz])
        # the words of the score sheets' lines under the deal, as they name them: "bait · pot ·
        # bait penalty" (the outcome, the pot released, each penalty: a first bait's is "ski")
        extras = [pot_word()] if any(row.pot_released) else []
        if any(row.penalties):
            extras += penalty_names(row.bait_penalty, row.ski_penalty)
        word = " · ".join([word, *extras])
        # a declarer and a result stay on one line each ("Computer 1 ♠", "bait · ski")
        decl, word = decl.replace(" ", "&nbsp;"), escape(word).replace(" ", "&nbsp;")
        cells = "".join(f"<td align='right'>{num(row.written[s]) if not res.thrown_in else ''}</td>"
                        f"<td align='right'><b>{num(row.scores[s])}</b></td>" for s in range(sides))
        out.append(f"<tr><td>{k}</td><td>{decl}</td><td>{word}</td>{cells}</tr>")
    out.append("</table>")
    return "".join(out)


def game_summary(game, person_seats=(0,)) -> tuple[str, str]:
    """Title and HTML body of the end-of-game panel."""
    rules = game.rules
    side_names = side_names_of(game)
    if game.winner is None:
        return translate("Panels", "Game over"), score_sheet(game)
    who = side_names[game.winner]
    you_won = any(rules.side_of(s) == game.winner for s in person_seats)
    if you_won:
        title = translate("Panels", "You and your partner win!") if rules.pairs else translate("Panels", "You win!")
    else:
        title = (translate("Panels", "%1 win the game") if rules.pairs
                 else translate("Panels", "%1 wins the game")).replace("%1", who)
    if game.debertz is not None:
        title += translate("Panels", " — debertz")
    # each score after a colon: "Computer 2: 354", never "Computer 2 354" (read "Computer 2354")
    finals = ", ".join(translate("Panels", "%1: %2", "a side: its number").replace("%1", side_names[s]).replace(
        "%2", f"<b>{num(game.scores[s])}</b>") for s in range(rules.sides))
    body = "<p>" + translate("Panels", "Final scores (target %1) — %2.").replace("%1", num(rules.target)).replace(
        "%2", finals) + "</p>" + score_sheet(game)
    return title, body


# ------------------------------------------------------------------ the Master in your seat
# the colour of the lines that compare with the Master (light, on the dark panels)
MASTER_COLOUR = "#9fd3ff"


def has_margins(state: str, comparison: dict | None) -> bool:
    """Whether :func:`master_line_html` of ``state`` and ``comparison`` gives the two
    margins (a rated comparison made), so says what a margin is."""
    return (state == "done" and comparison is not None and comparison.get("played") is not None
            and comparison.get("master") is not None)


def master_line_html(state: str, comparison: dict | None, head: str | None = None, note: bool = True) -> str:
    """The end-of-deal panel's line about the Master in the person's seat (issue 24):
    ``state`` as :meth:`~..game.comparisons.TableComparisons.state` says it (``"waiting"``,
    ``"failed"``, ``"done"``; ``"none"``: no line), ``comparison`` the data of
    :func:`deberts_desktop.ai.compare.compare_at_table` (margins in deal points);
    ``head``: the words it begins with (default "The Master in your seat:"); ``note``:
    with the margins, what a margin is (once a panel)."""
    if state == "none":
        return ""
    head = head or translate("Panels", "The Master in your seat:")
    if state == "waiting":
        text = translate("Panels", "%1 being worked out…").replace("%1", head)
    elif state == "failed" or comparison is None:
        text = translate("Panels", "%1 this deal could not be compared.").replace("%1", head)
    elif comparison.get("played") is None or comparison.get("master") is None:
        text = translate("Panels", "%1 a debertz deal, reported, not rated.").replace("%1", head)
    else:
        from ...ai.values import shown_gap  # (the AI's light module: read when a comparison is shown)

        diff = shown_gap(comparison["played"], comparison["master"])  # as the two shown add up
        text = (translate("Panels", "%1 <b>%2</b> · you: <b>%3</b> · difference <b>%4</b>")
                .replace("%1", head).replace("%2", signed_points(comparison["master"]))
                .replace("%3", signed_points(comparison["played"])).replace("%4", signed_points(diff)))
        if not note:
            return f"<p style='color:{MASTER_COLOUR}'>{text}</p>"
        words = translate("Panels", "Margins: what your side writes for the deal before pots and penalties, minus "
                                    "the other sides' average.")
        return (f"<p style='color:{MASTER_COLOUR}'>{text}<br>"
                f"<span style='font-size:small'>{words}</span></p>")
    return f"<p style='color:{MASTER_COLOUR}'>{text}</p>"


def thrown_in_master_html(number: int, state: str, comparison: dict | None, note: bool = False) -> str:
    """A line of the next end-of-deal panel about deal ``number``, thrown in (everyone
    passed, or a redeal), which has no panel of its own: what the Master in the person's
    seat made of it (``state`` and ``comparison`` as for :func:`master_line_html`; it is
    rated — the Master may have declared — so the person sees it). "" for ``"none"``.
    ``note``: what a margin is (when the panel's other lines do not say it)."""
    if state == "none":
        return ""
    return master_line_html(state, comparison, translate(
        "Panels", "Deal %1, thrown in — the Master in your seat:").replace("%1", num(number)), note)


def game_against_master_html(compared, average) -> str:
    """The end-of-game panel's line (issue 24): ``compared`` the game's deals compared in
    this run (``(number, comparison or None)``, :meth:`~..game.comparisons.TableComparisons.of_game`),
    ``average(differences)`` their :func:`deberts_desktop.storage.rating.rating` (each
    deal's difference as History's rating takes it, :func:`~deberts_desktop.storage.rating.difference`:
    the two show the same average). "" when no deal of the game was compared."""
    if not compared:
        return ""
    from ...storage.rating import difference  # (read when the end-of-game panel is shown)

    diffs = [difference(c["played"], c["master"]) for _, c in compared
             if c is not None and c.get("played") is not None and c.get("master") is not None]
    waiting = sum(c is None for _, c in compared)
    r = average(diffs) if diffs else None
    if r is None:
        text = translate("Panels", "This game against the Master in your seat: no deal rated yet.")
    else:
        text = (translate("Panels", "This game: <b>%1</b> per deal against the Master in your seat (%2 deals)")
                .replace("%1", signed_points(r.mean)).replace("%2", num(r.deals)))
        if r.low is not None:
            text += " · " + translate("Panels", "95% interval %1 … %2").replace("%1", signed_points(r.low)).replace(
                "%2", signed_points(r.high))
    if waiting:
        text += " · " + translate("Panels", "%1 more being worked out…").replace("%1", num(waiting))
    return f"<p style='color:{MASTER_COLOUR}'>{text}</p>"
