"""Each engine event as steps of the table director's queue (cards moving, a bubble, a
pause, a banner), with the narrator's words. One function, :func:`queue_event_steps`,
for :class:`~.director.TableDirector`."""

from __future__ import annotations

from ...engine import events as ev


def queue_event_steps(d, e, deal) -> None:
    """Queue on director ``d`` the steps that show event ``e`` of ``deal``."""
    m = d.model
    line = d.narrator.event(e, deal)

    def tell():
        d._bubble(getattr(e, "seat", None), line)
        if line is not None:
            if line.banner:
                d.show_banner(line.banner)
            d.say(line.status)

    if isinstance(e, ev.CardsDealt):
        def dealt():
            m.take_from_deck(e.cards)
            m.hands[e.seat].extend(e.cards)
        d.q_call(dealt)
        d.q_layout(170 if not e.completion else 200)
    elif isinstance(e, ev.CardTurned):
        def turn():
            m.take_from_deck([e.card])
            m.turned = e.card
        d.q_call(turn)
        d.q_layout(380)
    elif isinstance(e, ev.BidMade):
        d.q_call(tell)
        d.q_wait(450)
    elif isinstance(e, ev.TrumpFixed):
        def fixed():
            m.trump = int(e.trump)
            tell()
            d.refresh_info()
        d.q_call(fixed)
        d.q_wait(500)
        d.q_call(d.hide_bubbles)
        d.q_layout(300)
    elif isinstance(e, ev.TurnedCardGiven):
        def given():
            if m.turned == e.card:
                m.turned = None
            m.hands[e.seat].append(e.card)
            m.revealed.add(int(e.card))
        d.q_call(given)
        d.q_layout(380)
    elif isinstance(e, ev.StockBottomShown):
        def bottom():
            m.bottom_shown = True
        d.q_call(bottom)
        d.q_layout(320)
    elif isinstance(e, ev.SevenSwapped):
        def swap():
            m.hands[e.seat].remove(e.seven)
            m.hands[e.seat].append(e.turned)
            m.revealed.add(int(e.turned))
            if e.other is None:
                m.turned = e.seven
            else:
                m.hands[e.other].remove(e.turned)
                m.hands[e.other].append(e.seven)
                m.revealed.add(int(e.seven))
            tell()
        d.q_call(swap)
        d.q_layout(500)
        d.q_wait(350)
    elif isinstance(e, ev.SequenceAnnounced):
        d.q_call(tell)
        d.q_wait(800)
    elif isinstance(e, ev.BellaAnnounced):
        def bella():
            d.revealed_bella(deal, e)
            tell()
        d.q_call(bella)
        d.q_wait(500)
    elif isinstance(e, ev.DebertzShown):
        def debertz():
            m.revealed.update(int(c) for c in e.cards)
            tell()
        d.q_call(debertz)
        d.q_layout(450)
        d.q_wait(2200)
    elif isinstance(e, ev.CardPlayed):
        def played():
            if e.card in m.hands[e.seat]:
                m.hands[e.seat].remove(e.card)
            m.trick.append((e.seat, e.card))
            tell()
        d.q_call(played)
        d.q_layout(330)
    elif isinstance(e, ev.TrickWon):
        def mark():
            d.mark_trick(e.seat)
            d.refresh_info()
        d.q_call(mark)
        d.q_wait(800)

        def collect():
            d.mark_trick(None)
            m.piles[deal.rules.side_of(e.seat)].extend(c for _, c in m.trick)
            m.trick = []
            tell()
            d.refresh_info()
        d.q_call(collect)
        d.q_layout(380)
    elif isinstance(e, ev.SequencesShown):
        def shown():
            for seat, q in e.shown:
                m.revealed.update(int(c) for c in q.cards if c in m.hands[seat])
            tell()
        d.q_call(shown)
        d.q_layout(350)
        d.q_wait(1800)
        d.q_call(lambda: d.scene.banner.setVisible(False))
    elif isinstance(e, ev.DealThrownIn):
        d.q_call(tell)
        d.q_wait(1600)
    elif isinstance(e, ev.DealScored):
        d.q_call(lambda: d.event_shown.emit(e))
        d.q_call(lambda: _deal_scored(d, deal))
        return
    d.q_call(lambda: d.event_shown.emit(e))


def _deal_scored(d, deal) -> None:
    """The scored deal is on the table: a thrown-in deal's cards go back to the pack (the
    next deal follows by itself); otherwise the summary (or, after a debertz, the end of the
    game) is due."""
    game = d.game
    entry = game.entries[-1]
    d.hide_bubbles()
    d.set_choices([])
    d.refresh_info()
    res = entry.deal.result
    if res.thrown_in and not game.finished:
        d.scene.banner.setVisible(False)
        d.q_call(d.collect_all)
        d.q_layout(400)
        d.q_call(lambda: d.deal_shown.emit(entry))
        return
    d.scene.banner.setVisible(res.outcome == "debertz")
    if res.outcome == "debertz":
        d.game_shown.emit(game)
    else:
        d.deal_shown.emit(entry)
