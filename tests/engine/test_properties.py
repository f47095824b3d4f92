"""Property tests over random legal games in every mode and option combination.

Hypothesis draws the rule options and a seed; a seeded random player then plays whole
games (swaps and redeal claims included) and every invariant of issue 2 is checked.
"""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deberts_desktop.engine import Deal, Game, Rules, game_record, read_record, replay, replay_report
from deberts_desktop.engine import events as ev
from deberts_desktop.engine.actions import REDEAL, SWAP, ClaimRedeal, Play, SevenSwap
from deberts_desktop.engine.cards import CARDS, card_points, cards_of
from deberts_desktop.engine.deal import BEFORE_LEAD, DONE, PLAY
from deberts_desktop.engine.rules import BOOLEANS, CHOICES, TARGETS

MODES = [(2, "pairs"), (3, "pairs"), (4, "pairs"), (4, "individual")]


@st.composite
def rule_sets(draw):
    players, mode = draw(st.sampled_from(MODES))
    opts = {name: draw(st.sampled_from(values)) for name, values in CHOICES.items() if name != "mode"}
    opts.update({name: draw(st.booleans()) for name in BOOLEANS})
    opts["target"] = draw(st.sampled_from(TARGETS[:2]))
    opts["low_hand_limit"] = draw(st.sampled_from([13, 20, 30]))
    opts["bait_penalty_points"] = draw(st.sampled_from([100, 50]))
    return Rules(players=players, mode=mode, **opts)


def play_random_game(rules: Rules, seed: int, max_deals: int = 12, check_views: bool = False):
    """Play a game with a random legal player; returns the game and, per deal, the event
    list. Optional seat actions (swap, redeal) are taken now and then."""
    rng = random.Random(seed)
    game = Game(rules, seed=seed)
    all_events = []
    while not game.finished and len(game.entries) < max_deals:
        deal = game.start_deal()
        events = []
        public = set()  # cards every seat may know, from the events
        while deal.phase != DONE:
            if deal.phase == BEFORE_LEAD and rng.random() < 0.5:
                # as a record may: a swap or claim out of turn, the declines implied
                others = [(s, a) for s in range(rules.players) for a in (SWAP, REDEAL)
                          if s != deal.current_player and deal.is_legal(a, s)]
                if others:
                    seat, action = rng.choice(others)
                    got = game.apply(action, seat)
                    events += got
                    if check_views:
                        update_public(public, got, deal)
                    continue
            actions = deal.legal_actions()
            plays = [a for a in actions if isinstance(a, Play)]
            extra = [a for a in actions if not isinstance(a, Play)]
            action = rng.choice(extra) if extra and rng.random() < 0.3 else rng.choice(plays or actions)
            got = game.apply(action)
            events += got
            if check_views:
                update_public(public, got, deal)
                check_seat_views(deal, public)
        all_events.append(events)
    return game, all_events


def update_public(public, got, deal):
    for e in got:
        if isinstance(e, ev.TurnedCardGiven):
            public.add(e.card)
        elif isinstance(e, ev.SevenSwapped):
            public.update((e.seven, e.turned))
        elif isinstance(e, ev.SequencesShown):
            for _, q in e.shown:
                public.update(q.cards)
        elif isinstance(e, ev.BellaAnnounced):
            public.update(cards_of(0x60 << (8 * deal.trump)))  # king and queen of trumps
        elif isinstance(e, (ev.CardPlayed, ev.StockBottomShown, ev.CardTurned)):
            public.add(e.card)
    if deal.turned is not None:
        public.add(deal.turned)


def check_seat_views(deal, public):
    for seat in range(deal.n):
        view = deal.view(seat)
        assert set(view.hand) == set(cards_of(deal.hands[seat]))
        mentioned = set()
        for _, c in view.known_cards:
            mentioned.add(c)
        for _, c in view.trick:
            mentioned.add(c)
        for _, cards, _ in view.tricks:
            mentioned.update(cards)
        for _, q in view.shown:
            mentioned.update(q.cards)
        for c in (view.turned, view.stock_bottom, view.seven_on_table):
            if c is not None:
                mentioned.add(c)
        hidden = set()
        for other in range(deal.n):
            if other != seat:
                hidden |= set(cards_of(deal.hands[other]))
        leaked = (mentioned & hidden) - public
        assert not leaked, f"seat {seat}'s view shows hidden cards {leaked}"
        # announcements say only kind, length, top and suit
        for s, q in view.announced:
            assert q is deal.best[s]


def check_deal(rules, deal, events):
    n = rules.players
    res = deal.result
    # each card dealt exactly once
    dealt = [c for e in events if isinstance(e, ev.CardsDealt) for c in e.cards]
    dealt += [c for packet in deal.first_packets for c in packet]
    if res.thrown_in and res.declarer is None:
        return
    if deal.start_hands[0] or deal.phase == DONE and not res.thrown_in:
        in_hands = [c for h in deal.start_hands for c in cards_of(h)] if deal.start_hands[0] else []
        if in_hands:
            assert len(in_hands) == len(set(in_hands)) == n * rules.hand_size
            assert all(bin(h).count("1") == rules.hand_size for h in deal.start_hands)
            rest = set(CARDS) - set(in_hands)
            if n == 4:
                assert not rest
            else:
                out_of_play = set(deal.stock) | {deal.seven_on_table or deal.turned}
                assert rest == out_of_play
                assert len(deal.stock) == (13 if n == 2 else 4)
    assert len(dealt) == len(set(dealt))
    if res.outcome in ("made", "bait", "hanging"):
        played = [c for _, cards, _ in deal.tricks for c in cards]
        assert len(played) == len(set(played)) == n * rules.hand_size
        assert sum(res.tricks) == rules.hand_size
        in_play = card_points(sum(1 << c for c in played), deal.trump)
        assert sum(res.card_points) == in_play
        if n == 4:
            assert sum(res.card_points) == 152
        assert sum(res.totals) == in_play + 10 + sum(res.sequences) + sum(res.bella)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rule_sets(), seed=st.integers(0, 2**32))
def test_random_games_keep_every_invariant(rules, seed):
    game, all_events = play_random_game(rules, seed)
    scores = [0] * rules.sides
    for entry, events in zip(game.entries, all_events):
        row = entry.row
        deal = entry.deal
        if row is None:
            continue
        check_deal(rules, deal, events)
        for i in range(rules.sides):
            assert row.written[i] == row.base[i] + row.pot_released[i] + row.penalties[i]
            scores[i] += row.written[i]
        assert list(row.scores) == scores
        assert all(p <= 0 for p in row.penalties)
        res = deal.result
        if row.outcome == "made":
            expected = list(res.totals)
            if rules.winner_takes_all:
                expected = [0] * rules.sides
                expected[row.declarer_side] = sum(res.totals)
            assert list(row.base) == expected
        elif row.outcome == "bait":
            assert sum(row.base) == sum(res.totals) and row.base[row.declarer_side] == 0
        elif row.outcome == "hanging":
            d = res.totals[row.declarer_side]
            assert sum(row.base) == sum(res.totals) - d and d in row.pots
        if rules.hanging_repeat == "to_declarer":
            assert len(row.pots) <= 1
    if game.finished and game.debertz is None:
        assert max(game.scores) >= rules.target
        assert game.scores[game.winner] == max(game.scores)
        assert list(game.scores).count(max(game.scores)) == 1
    # a record written and read back replays identically
    again = replay(read_record(game_record(game).to_json()))
    assert replay_report(again) == replay_report(game)


@settings(max_examples=25, deadline=None)
@given(rules=rule_sets(), seed=st.integers(0, 2**32))
def test_views_never_show_hidden_cards(rules, seed):
    play_random_game(rules, seed, max_deals=2, check_views=True)


def test_random_deals_in_every_mode_and_option_mix():
    """A broad sweep without hypothesis's shrinking: 300 deals per mode, 12 with each of 25
    random option mixes; every deal checked."""
    rng = random.Random(2026)
    for players, mode in MODES:
        for i in range(25):
            opts = {name: rng.choice(values) for name, values in CHOICES.items() if name != "mode"}
            opts.update({name: rng.random() < 0.5 for name in BOOLEANS})
            rules = Rules(players=players, mode=mode, **opts)
            for k in range(12):
                deal = Deal.shuffled(rules, k % players, rng)
                events = []
                while deal.phase != DONE:
                    events += deal.apply(rng.choice(deal.legal_actions()))
                check_deal(rules, deal, events)
