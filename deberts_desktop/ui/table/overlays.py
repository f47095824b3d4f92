"""What the window shows over its table, when, and where: the action bar above the
person's hand (bids, the seven swap, the redeal), the Hint / Last trick buttons, the hint
panel and the coach's prompt (:mod:`.advice`), the end-of-deal panel (a deal played again:
compared with its original), the end-of-game panel with its chart, the last-trick preview,
and the status line under the table. The widgets themselves are :mod:`.panels`; where they
go follows the table's layout (:mod:`.layout`): the bar sits above the hand, the buttons in
a corner that covers no pile or hand, the panels clear of the score box and the buttons.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt, QTimer
from PySide6.QtWidgets import QWidget

from .advice import Advice
from .panels import PANEL_STYLE, ActionBar, Panel, text_button
from ..widgets.status_line import StatusLine


translate = QCoreApplication.translate


class Overlays:
    """The overlays of ``window`` (a :class:`~..windows.main_window.MainWindow`: its ``view``,
    ``scene``, ``director`` and ``session``)."""

    def __init__(self, window):
        self.w = window
        view = window.view
        self.bar = ActionBar(view)
        self.bar.chosen.connect(window.choose)
        # the end-of-deal and end-of-game panels: made when first shown (not on the first table)
        self._panels: dict[str, Panel] = {}
        # what the end-of-deal / end-of-game panel shows of the Master in your seat (issue 24):
        # (game key, deal number or None for the game, the rest of the panel's body)
        self._master_shown: dict[str, tuple] = {}
        #: the end-of-deal panel's "Back to the game" (None: not shown)
        self._back_button = None
        self._notes: dict[tuple, str] = {}  # (game key, deal number): a paragraph heading its panel
        # the end-of-deal panel shown: its deal's state and comparison with the Master, and the
        # numbers of the deals thrown in just before it (they have no panel: their lines are
        # on this one)
        self._summary_lines: tuple[str, dict | None, list[int]] = ("none", None, [])
        # a continued game's end-of-deal panel waiting for the Master's configuration to read
        # its kept comparison (None: never waited, so not connected yet; (): none waits)
        self._late_deal: tuple | None = None
        #: the table's items an end-of-deal or end-of-game panel covers, hidden while it shows
        #: (made see-through: their visibility stays the table's own)
        self._under_panel: list = []
        self.tools = QWidget(view)
        self.tools.setStyleSheet(PANEL_STYLE)
        self.tools.setVisible(False)  # placed once the table has a layout
        self.hint_button = text_button(translate("Overlays", "Hint [F1]"), self.tools)
        self.last_button = text_button(translate("Overlays", "Last trick [L]"), self.tools)
        for b in (self.hint_button, self.last_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hint_button.setAccessibleName(translate("Overlays", "Hint"))
        self.hint_button.setAccessibleDescription(translate("Overlays", "The best card or bid by what you can see. Key F1"))
        self.last_button.setAccessibleName(translate("Overlays", "Last trick"))
        self.last_button.setAccessibleDescription(translate("Overlays", "Shows the last trick taken. Key L"))
        self.hint_button.clicked.connect(window.hint)
        self.last_button.clicked.connect(self.toggle_last_trick)
        self._preview_timer = QTimer(view)
        self._preview_timer.setSingleShot(True)
        self._preview_timer.timeout.connect(lambda: window.scene.preview.setVisible(False))
        self.status_label = StatusLine("")
        self.status_label.setAccessibleDescription(translate("Overlays", "What happens at the table. Key A reads the whole table"))
        self.advice = Advice(window)

    def _panel(self, name: str) -> Panel:
        panel = self._panels.get(name)
        if panel is None:
            panel = self._panels[name] = Panel(self.w.view)
            panel.keep_clear = self.keep_clear
            panel.also_clear = self.table_boxes
            panel.placed = self.hide_under_panels
            if name == "final":
                panel.keep_rows = 2 + 5  # the score sheet's two header rows and five deals at least
        return panel

    @property
    def summary(self) -> Panel:
        """The end-of-deal panel (made when first asked for)."""
        return self._panel("summary")

    @property
    def final(self) -> Panel:
        """The end-of-game panel with its chart (made when first asked for)."""
        return self._panel("final")

    def shown(self, name: str) -> bool:
        """Whether the panel ``name`` ("summary", "final") is shown; one never made is not."""
        panel = self._panels.get(name)
        return panel is not None and panel.isVisible()

    def px(self) -> int:
        L = self.w.director.layout
        return int(L.font_px) if L else 14

    # ------------------------------------------------------------------ the bar
    def set_actions(self, title: str, buttons) -> None:
        """The choices other than cards, as buttons ``(action, label, key)``."""
        self.bar.set_actions(title, buttons, self.px())
        self.place()

    # ------------------------------------------------------------------ panels
    def show_deal(self, game, entry, number: int, person_seats) -> None:
        from ...engine.record import recordable
        from .summaries import deal_summary  # (its modules: not for the first table)

        title, html = deal_summary(game, entry, self._counted(number), person_seats)
        comparisons, ses = self.w.session.comparisons, self.w.session
        key = ses.store.uid
        html = self._notes.get((key, number), "") + html
        label = translate("Overlays", "Final result") if game.finished else translate("Overlays", "Next deal")
        buttons = [(label + "  [Enter]", self.w.next_deal)]
        if not entry.deal.result.thrown_in and entry.deal.result.outcome != "debertz":
            buttons.append((translate("Overlays", "Play this deal again…"),
                            lambda: self.w.practice_starts.ask_play_again(game, number - 1)))
        if entry.deal.tricks and recordable(entry.deal):  # cards were played: there is something to review
            # (the review reads the deal's record: an ending set up by hand has none)
            buttons.append((translate("Overlays", "Review this deal"), lambda: self.w.review_deal(number - 1)))
        state, comparison = comparisons.state(key, number), comparisons.results.get((key, number))
        late = False
        if state == "none" and ses.practice is None:  # a game continued: compared in an earlier run?
            comparison = dict(comparisons.of_game(key)).get(number)
            state = "none" if comparison is None else "done"
            # (asked, it did not come: not waited for again; the deals not compared in this run —
            # ``after_each_deal`` off — nothing of the Master is asked for: its process is not started)
            late = (comparison is None and comparisons.configuration is None and ses.store.game_id is not None
                    and not comparisons.configuration_failed and comparisons.after_each_deal)
            if comparison is None and not late and number == len(game.entries):
                # none kept: the app closed while it was being made — made again now, unless given up
                state = "waiting" if comparisons.compare(number) else comparisons.state(key, number)
        if state != "none":  # compared with the Master in your seat: how it would have played
            buttons.append((translate("Overlays", "Show me how"), lambda: self.w.show_me_how(number - 1)))
        self._master_shown["summary"] = (key, number, html)
        thrown = self._thrown_in_before(game, number) if ses.practice is None else []
        self._summary_lines = (state, comparison, thrown)
        self.summary.show_content(title, self._summary_master_html(key) + html, buttons, self.px())
        if late:  # the kept comparisons are read by the Master's configuration, not known yet
            self._after_configuration((game, entry, number, person_seats))

    @staticmethod
    def _thrown_in_before(game, number: int) -> list[int]:
        """The numbers of the deals thrown in (no panel of their own) just before deal
        ``number`` of ``game``, in order."""
        numbers = []
        n = number - 1
        while n >= 1 and game.entries[n - 1].deal.result.thrown_in:
            numbers.insert(0, n)
            n -= 1
        return numbers

    def _summary_master_html(self, key) -> str:
        """The end-of-deal panel's lines about the Master in your seat: its deal's, then one
        for each deal thrown in just before it (compared and rated as any deal, though no
        panel showed them) — this run's comparison, else the one the history keeps (a game
        continued)."""
        from .summaries import has_margins, master_line_html, thrown_in_master_html

        state, comparison, thrown = self._summary_lines
        line = master_line_html(state, comparison)
        noted = has_margins(state, comparison)  # it says what a margin is: the lines below need not
        comparisons = self.w.session.comparisons
        kept = None
        for n in thrown:
            state, comparison = comparisons.state(key, n), comparisons.results.get((key, n))
            if state == "none":  # compared in an earlier run?
                kept = dict(comparisons.of_game(key)) if kept is None else kept
                comparison = kept.get(n)
                state = "none" if comparison is None else "done"
            line += thrown_in_master_html(n, state, comparison, note=not noted)
            noted = noted or has_margins(state, comparison)  # what a margin is: said once
        return line

    def _after_configuration(self, shown: tuple) -> None:
        """The end-of-deal panel ``shown`` (:meth:`show_deal`'s arguments) again once the
        Master's configuration is known — the history's comparisons are read by it — or is
        known not to come (its process ended: the deal is compared again without it), if it
        still shows that deal of the game on the table."""
        comparisons = self.w.session.comparisons
        if self._late_deal is None:
            comparisons.configuration_known.connect(lambda _: self._configuration_came())
            comparisons.configuration_lost.connect(self._configuration_came)  # (shown again, not waiting for it)
        self._late_deal = shown
        comparisons.ask_configuration()

    def _configuration_came(self) -> None:
        late, self._late_deal = self._late_deal, ()
        if not late:
            return
        game, _entry, number, _seats = late
        shown = self._master_shown.get("summary")
        if (self.shown("summary") and shown is not None and shown[:2] == (self.w.session.store.uid, number)
                and self.w.session.game is game):
            self.show_deal(*late)

    def summary_note(self, text: str) -> bool:
        """``text`` as the first paragraph of the end-of-deal panel's body (the tutorial's
        words on how its deal was scored), kept when a line about the Master comes later.
        False when the panel is not shown."""
        from html import escape

        shown = self._master_shown.get("summary")
        if shown is None or not self.shown("summary"):
            return False
        key, number, html = shown
        note = self._notes[(key, number)] = f"<p style='color:#ffe08a'>{escape(text)}</p>"
        self._master_shown["summary"] = (key, number, note + html)
        self.summary.set_html(self._summary_master_html(key) + note + html)
        return True

    def master_compared(self, key, number: int, comparison) -> None:
        """Deal ``number`` of game ``key`` has been compared with the Master (``comparison``
        None: it could not be): the end-of-deal panel showing it (its deal, or one thrown in
        just before it), and the end-of-game panel of its game, say so now."""
        comparisons = self.w.session.comparisons
        shown = self._master_shown.get("summary")
        thrown = self._summary_lines[2]
        if shown is not None and shown[0] == key and self.shown("summary") and (shown[1] == number or number in thrown):
            if shown[1] == number:
                self._summary_lines = (comparisons.state(key, number), comparison, thrown)
            self.summary.set_html(self._summary_master_html(key) + shown[2])
        shown = self._master_shown.get("final")
        if shown is not None and shown[0] == key and self.shown("final"):
            self.final.set_html(self._game_line(key) + shown[2])

    def _game_line(self, key) -> str:
        from ...storage.rating import rating
        from .summaries import game_against_master_html

        compared = self.w.session.comparisons.of_game(key)
        return game_against_master_html(compared, lambda diffs: rating(diffs, len(diffs)))

    def _counted(self, number: int) -> int:
        """Deal ``number`` (from 1) of the game on the table as the person counts it, the
        table's narrator's count (:meth:`~.narrator.Narrator.deal_number`: a deal played
        again is the original's number, with its comparison or without)."""
        narrator = self.w.director.narrator
        return narrator.deal_number(number) if narrator is not None else number

    def show_comparison(self, game, entry, session) -> None:
        """A deal played again is over: its result, and the original's beside it."""
        from ..practice.dialogs import comparison_html
        from .summaries import deal_summary, side_names_of

        title, html = deal_summary(game, entry, self._counted(1), session.person_seats)
        # this panel is no deal of a game compared with the Master: a comparison of the original
        # game's deal coming late (put aside, it is still worked out) never rewrites it
        self._master_shown.pop("summary", None)
        comparison = session.comparison()
        # who held each hand as played, told apart as this table names them
        held = (side_names_of(game, False, comparison.original_names, comparison.holder_seats or None)
                if comparison.original_names else None)
        html = comparison_html(comparison, side_names_of(game, escape_html=False), held) + html
        buttons = [(translate("Overlays", "Play it again"), self.w.practice_starts.play_again_again)]
        back = self.w.practice_starts.return_to is not None  # stored, or still on its way to History
        if back:
            buttons.append((translate("Overlays", "Back to the game"), self.w.practice_starts.back_to_game))
        buttons += [(translate("Overlays", "New game"), lambda: (self.summary.hide(), self.w.ask_new_game())),
                    (translate("Overlays", "Close"), self.close_comparison)]
        self.summary.show_content(title, html, buttons, self.px())
        self._back_button = self.summary.buttons[1] if back else None

    def close_comparison(self) -> None:
        """The comparison panel's Close: the still table says what the person can do now
        (go back to the game by History when it waits there, play the deal again, a new
        game) in place of the deal's last line."""
        self.summary.hide()
        self.w.view.setFocus()
        aside = self.w.practice_starts.return_to
        back = aside is not None and getattr(aside, "game", None) is None  # (set aside only: not in History)
        narrator = self.w.director.narrator
        if narrator is not None:
            self.w.say(narrator.again_over_prompt(back))

    def drop_back_to_game(self) -> None:
        """The game to go back to is gone (deleted in History): the end-of-deal panel's
        "Back to the game" goes (the focus, if it had it, to the panel's first button)."""
        b, self._back_button = self._back_button, None
        if b is None or b not in self.summary.buttons:
            return
        had_focus = b.hasFocus() or b.isDefault()
        b.setDefault(False)
        b.hide()
        if had_focus and self.summary.buttons:
            self.summary.buttons[0].setDefault(True)
            if self.summary.isVisible():
                self.summary.buttons[0].setFocus()

    def show_game_over(self, game, person_seats, start=None) -> None:
        """The end of the game: the result, the score sheet, each side's score over the
        deals as a chart (``start``: the scores a practice game began with)."""
        from ..widgets.charts import ScoreChart
        from .summaries import game_summary, side_names_of

        if self.shown("summary"):
            self.summary.hide()
        title, html = game_summary(game, person_seats)
        key = self.w.session.store.uid
        self._master_shown["final"] = (key, None, html)
        html = self._game_line(key) + html
        chart = ScoreChart()
        chart.setMinimumHeight(max(120, self.px() * 9))
        chart.set_rows(game.rows, side_names_of(game, escape_html=False), game.rules.target, start)
        # Enter closes the panel (issue 23): a new game starts only from its button or Ctrl+N
        self.final.show_content(title, html, [(translate("Overlays", "New game"), self.w.ask_new_game),
                                              (translate("Overlays", "Close"), self.close_final)], self.px(), chart,
                                default=1)

    def close_final(self) -> None:
        self.final.hide()
        self.w.view.setFocus()
        self.w.game_panel_closed()

    def hide_panels(self) -> None:
        for panel in self._panels.values():
            panel.hide()
        self.advice.hide()
        self.bar.set_actions("", [])

    def toggle_last_trick(self) -> None:
        pv = self.w.scene.preview
        if pv.isVisible():
            pv.setVisible(False)
            return
        info = self.w.director.last_trick()
        if info is None:
            self.status_label.setText(translate("Overlays", "No trick has been taken yet in this deal"))
            return
        pv.set_trick(*info)
        pv.setVisible(True)
        self.advice.place()  # a hint panel shown moves off the last trick
        self._preview_timer.start(4000)

    # ------------------------------------------------------------------ placing
    def place(self) -> None:
        """Put the bar, the buttons and the panels where the table's layout leaves room."""
        w = self.w
        L = w.director.layout
        if L is None:
            return
        view = w.view
        px = self.px()
        self.bar.adjustSize()
        bw, bh = min(self.bar.sizeHint().width(), view.width() - 16), self.bar.sizeHint().height()
        y = int(L.bottom_y - L.ch / 2 - bh - L.m - 6)
        self.bar.setGeometry(max(8, int(L.cx - bw / 2)), y, bw, bh)
        self.bar.raise_()
        # the person's own bubble stays clear of the bar (a round-2 bar over a round-1 bid)
        clear = [w.view.mapToScene(self.bar.geometry()).boundingRect()] if self.bar.isVisible() else []
        font = self.hint_button.font()
        font.setPixelSize(max(12, int(px * 0.85)))
        for b in (self.hint_button, self.last_button):
            b.setFont(font)
            b.adjustSize()
        hw, lw = self.hint_button.sizeHint().width(), self.last_button.sizeHint().width()
        h = self.hint_button.sizeHint().height()
        x = int(view.width() - hw - lw - 6 - L.m)
        if self.covers_table(QRectF(x, L.m, hw + lw + 6, h)):
            # side by side they would cover a won-tricks pile or a hand: one above the other
            bw2 = max(hw, lw)
            self.hint_button.setGeometry(0, 0, bw2, h)
            self.last_button.setGeometry(0, h + 6, bw2, h)
            self.tools.setGeometry(int(view.width() - bw2 - L.m), int(L.m), bw2, 2 * h + 6)
        else:
            self.hint_button.setGeometry(0, 0, hw, h)
            self.last_button.setGeometry(hw + 6, 0, lw, h)
            self.tools.setGeometry(x, int(L.m), hw + lw + 6, h)
        self.tools.setVisible(not w.autoplay)
        self.tools.raise_()
        for p in self._panels.values():
            if p.isVisible():
                p.set_px(px)  # the text follows the table's size
                p.reposition()
        self.advice.place()
        w.director.keep_bubbles_clear_of(clear)

    def keep_clear(self) -> list:
        """What a panel over the table leaves uncovered (view coordinates): the score box
        and the Hint / Last trick buttons."""
        keep = []
        box = self.w.scene.score_box
        if box.isVisible() and box.rows:
            keep.append(self.w.view.mapFromScene(box.outline()).boundingRect())
        if self.tools.isVisible():
            keep.append(self.tools.geometry())
        return keep

    def table_boxes(self) -> list:
        """What a panel over the table also leaves uncovered when it fits whole beside them
        (view coordinates): the name plates, the won-tricks piles and their labels."""
        keep = []
        view = self.w.view
        scene = self.w.scene
        for plate in scene.plates.values():
            if plate.isVisible() and plate.rows:
                keep.append(view.mapFromScene(plate.outline()).boundingRect())
        for side, lab in scene.pile_labels.items():
            if lab.isVisible() and lab.rows:
                keep.append(view.mapFromScene(lab.outline()).boundingRect())
                pile = self.pile_rect(side)
                if pile is not None:
                    keep.append(view.mapFromScene(pile).boundingRect())
        return keep

    def hide_under_panels(self) -> None:
        """The name plates, won-tricks piles and labels, cards and bubbles that a shown
        end-of-deal or end-of-game panel covers, even in part, are not drawn while it shows
        (a plate half under the panel's edge looked cut, \"Anna / dealer\" peeking out);
        those it no longer covers come back. A panel that fits clear of them hides none. A
        won-tricks pile and its label go together: what hides one hides both (the person's
        pile was drawn with no "2 tricks" under it, the label half under the panel)."""
        view, scene = self.w.view, self.w.scene
        panels = [p.geometry() for p in self._panels.values() if p.isVisible()]
        items = [*scene.plates.values(), *scene.pile_labels.values(), *scene.bubbles.values(),
                 *scene.cards.values()]
        under = []
        for item in items:
            if panels and item.isVisible():
                r = view.mapFromScene(item.outline() if hasattr(item, "outline") else item.sceneBoundingRect())
                r = r.boundingRect()
                if any(r.intersects(g) for g in panels):
                    under.append(item)
        if under:  # a won-tricks pile and its label are one thing: what hides one hides both
            piles = self.w.director.model.piles
            for side, label in scene.pile_labels.items():
                pile = [scene.cards[int(c)] for c in piles[side] if int(c) in scene.cards] if side < len(piles) else []
                if any(i in under for i in (label, *pile)):
                    under += [i for i in (label, *pile) if i not in under]
        for item in self._under_panel:
            if item not in under:
                try:
                    item.setOpacity(1.0)
                except RuntimeError:  # deleted with its table
                    pass
        for item in under:
            item.setOpacity(0.0)
        self._under_panel = under

    def pile_rect(self, side: int, label: bool = False) -> QRectF | None:
        """Where ``side``'s won-tricks pile lies (scene coordinates: the scene is shown
        1:1), with room for its "5 tricks" label beside or under it if ``label``; None
        before the table has a layout."""
        L = self.w.director.layout
        if L is None or side >= len(L.where):
            return None
        spot = L.pile_spot(side, 0)
        size = L.ch * spot.scale  # a pile may lie turned
        extra = L.font_px * 2.0 if label else 0.0
        return QRectF(spot.x - size / 2 - extra, spot.y - size / 2, size + 2 * extra, size + extra)

    def covers_table(self, rect) -> bool:
        """Whether ``rect`` (view coordinates: the scene is shown 1:1) meets a won-tricks
        pile or a hand of another seat."""
        d = self.w.director
        L = d.layout
        if L is None or d.game is None:
            return False
        seats = len(L.where)
        if any(rect.intersects(self.pile_rect(side, label=True)) for side in range(min(d.game.rules.sides, seats))):
            return True
        return any(rect.intersects(L.hand_rect(seat)) for seat in range(1, seats))
