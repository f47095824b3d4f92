"""The player interface: legal, safe, deterministic, picklable; every level in every mode."""

import logging
import pickle
import random

import pytest

from deberts_desktop.ai import ARENA_LEVELS, LEVELS, make_player
from deberts_desktop.ai.arena import run_deal
from deberts_desktop.engine import Deal, Rules
from deberts_desktop.engine.actions import DECLINE, PASS, REDEAL, SWAP, TAKE, Play
from deberts_desktop.engine.deal import DONE

from .deals import late_card_choice

MODES = [
    Rules(players=2),
    Rules(players=3),
    Rules(players=4),
    Rules(players=4, mode="individual"),
    Rules(players=4, overtrump="always", undertrump="optional", partner_exemption=True,
          sequence_tie="by_last_trick", all_pass="dealer_must_name"),
    Rules(players=3, overtrump="on_trump_lead", hundred="off", sequence_rank="points_first",
          sequence_tie="by_suit", seven_swap="declarer_only", show_stock_bottom=False),
    Rules(players=4, mode="individual", four_player_deal="five_three", turned_card_to="dealer",
          first_lead="left_of_dealer", low_hand_limit=30),
    Rules(players=2, overtrump="always", sequences_need_trick=False, winner_takes_all=True),
]


def small(level, seed):
    """A player with a small budget, for quick tests."""
    cfg = ARENA_LEVELS[level]
    if cfg.worlds:
        cfg = cfg.replace(worlds=min(cfg.worlds, 2), node_limit=3000, node_budget=6000)
    if cfg.bid_worlds:
        cfg = cfg.replace(bid_worlds=2)
    return make_player(cfg, seed)


def test_levels_and_factory():
    assert list(LEVELS) == ["beginner", "amateur", "expert", "master"]
    assert list(ARENA_LEVELS)[-1] == "cheater"
    for level in ARENA_LEVELS:
        assert make_player(level, 1).level == level
        assert ARENA_LEVELS[level](1).level == level  # a configuration is a player factory
    with pytest.raises(ValueError):
        make_player("grandmaster", 1)


class Fail(logging.Handler):
    def emit(self, record):
        raise AssertionError(f"a player logged: {record.getMessage()}")


@pytest.fixture
def no_player_errors():
    log = logging.getLogger("deberts_desktop.ai")
    h = Fail()
    log.addHandler(h)
    yield
    log.removeHandler(h)


@pytest.mark.parametrize("rules", MODES, ids=lambda r: "-".join(f"{k}={v}" for k, v in r.to_dict().items()))
def test_fuzz_every_level_plays_legal_actions(rules, no_player_errors):
    """Random positions in every mode (random play up to a point, then each level is
    asked): every answer is legal; then the deal is played out by the levels."""
    rng = random.Random(rules.players * 7 + len(rules.to_dict()))
    positions = 0
    for i in range(6):
        deal = Deal.shuffled(rules, rng.randrange(rules.players), rng)
        if i % 4 == 0:  # the levels play this deal themselves from the start
            players = [small(list(ARENA_LEVELS)[(i + s) % 5], s) for s in range(rules.players)]
            run_deal(deal, players, ["a"] * rules.players)
            assert deal.phase == DONE
            continue
        while deal.phase != DONE:
            seat = deal.current_player
            if rng.random() < 0.3:
                positions += 1
                view = deal.view(seat)
                for level in ARENA_LEVELS:
                    action = small(level, i).choose(view, deal)
                    assert action in view.legal
                    assert deal.is_legal(action)
            actions = deal.legal_actions()
            if deal.phase in ("bidding_1", "bidding_2") and PASS in actions and rng.random() < 0.5:
                action = PASS
            else:
                action = rng.choice([a for a in actions if a != PASS] or actions)
            deal.apply(action)
    assert positions >= 10


def test_single_legal_move_is_returned_at_once(monkeypatch):
    rules = Rules(players=2)
    deal = Deal.at_first_lead(rules, 1, [["AH", "8D"], ["7H", "KD"]], "C", 0)
    deal.apply(Play(deal.hand(0)[0]) if False else deal.legal_actions()[-1])
    view = deal.view(1)
    assert len(view.legal) == 1

    def boom(*a, **k):
        raise AssertionError("searched a forced move")

    p = make_player("master", 1)
    monkeypatch.setattr(p, "play_card", boom)
    assert p.choose(view) == view.legal[0]


def test_an_exception_falls_back_to_a_legal_action(monkeypatch, caplog):
    rules = Rules(players=2)
    deal = Deal.shuffled(rules, 0, 5)
    deal.apply(TAKE)
    view = deal.view(deal.current_player)
    p = make_player("expert", 1)

    def boom(*a, **k):
        raise RuntimeError("bug")

    monkeypatch.setattr(p, "play_card", boom)
    monkeypatch.setattr(p, "bid", boom)
    with caplog.at_level(logging.ERROR, logger="deberts_desktop.ai"):
        action = p.choose(view)
    assert action in view.legal
    assert "failed" in caplog.text


def test_deterministic_given_a_seed_and_picklable():
    rules = Rules(players=2)
    rng = random.Random(2)
    for i in range(6):
        deal = Deal.shuffled(rules, i % 2, rng)
        deal.apply(TAKE)
        for _ in range(rng.randrange(6)):
            deal.apply(deal.legal_actions()[0])
        view = deal.view(deal.current_player)
        view2 = pickle.loads(pickle.dumps(view))
        for level in ("beginner", "expert"):
            a1 = small(level, 42).choose(view)
            small(level, 42).choose(deal.view(1 - deal.current_player))  # another call between
            a2 = small(level, 42).choose(view2)
            assert a1 == a2
            assert pickle.loads(pickle.dumps(a1)) == a1
        assert pickle.loads(pickle.dumps(make_player("master", 3))).level == "master"


def test_bidding_swap_and_redeal():
    rules = Rules(players=4, mode="individual")
    # a strong hand takes, a weak one passes
    strong = Deal.from_hands(
        rules, 3, [["JH", "9H", "AH", "TS"], ["7S", "8S", "9S", "7D"], ["8D", "9D", "TD", "JD"], ["QD", "KD", "AD", "7C"]],
        "KH", [["TH", "QS", "KS"], ["8C", "9C", "TC", "JC"], ["QC", "KC", "AC", "AS"], ["7H", "8H", "QH", "JS"]],
    )
    assert make_player("amateur", 1).choose(strong.view(0)) == TAKE
    strong.apply(TAKE)
    # seat 1 has nothing: it may claim a redeal (4 individual), and is asked first
    assert strong.current_player == 1
    view = strong.view(1)
    assert set(view.legal) == {REDEAL, DECLINE}
    assert make_player("amateur", 1).choose(view) == REDEAL


def test_the_trump_seven_is_swapped():
    rules = Rules(players=2)
    deal = Deal.from_hands(
        rules, 1, [["7H", "8S", "9S", "TS", "7D", "8D"], ["JH", "9H", "AH", "KS", "QS", "JS"]],
        "TH", [["9D", "TD", "JD"], ["QD", "KD", "AD"]], stock=["7C", "8C", "9C", "TC", "JC", "QC", "KC", "AC", "QH", "KH", "8H", "7S", "AS"],
    )
    deal.apply(PASS)
    deal.apply(TAKE)
    # seat 0 is not to lead: it is asked first, the swap is offered, and taken
    assert deal.current_player == 0
    assert set(deal.legal_actions()) == {SWAP, DECLINE}
    assert make_player("amateur", 1).choose(deal.view(0)) == SWAP


def test_master_bids_against_the_value_of_passing():
    """compare_bid: a strong first packet takes, a hopeless one passes, and the answer
    is deterministic given the generator."""
    from deberts_desktop.ai import bidding

    rules = Rules(players=2)
    rest = dict(completion=[["QH", "KS", "KD"], ["8H", "QS", "QD"]],
                stock=["7H", "TS", "JS", "9D", "TD", "JD", "8C", "9C", "TC", "JC", "QC", "KC", "AC"])
    deal = Deal.from_hands(
        rules, 1, [["JH", "9H", "AH", "TH", "AS", "AD"], ["7S", "8S", "9S", "7D", "8D", "7C"]], "KH", **rest,
    )
    view = deal.view(0)
    assert bidding.compare_bid(view, random.Random(1), 12) == TAKE
    weak = Deal.from_hands(
        rules, 1, [["7S", "8S", "9S", "7D", "8D", "7C"], ["JH", "9H", "AH", "TH", "AS", "AD"]], "KH", **rest,
    )
    assert bidding.compare_bid(weak.view(0), random.Random(1), 12) == PASS
    a = bidding.compare_bid(view, random.Random(5), 12)
    assert a == bidding.compare_bid(view, random.Random(5), 12)
    p = make_player(LEVELS["master"].replace(bidding="compare", bid_worlds=12), 1)
    assert p.choose(view) == TAKE


def test_master_samples_more_worlds_in_two_players_only():
    """LevelConfig.by_players: the Master's 128 worlds in 2 players (64 elsewhere; a late
    position, where the node budget never stops the loop), and a field changed by
    ``replace`` holds in every mode."""
    from deberts_desktop.engine.cards import mask_of

    counts = {}
    for rules in (Rules(players=2), Rules(players=4)):
        _, view, plays = late_card_choice(rules, 5, 3)
        master = make_player("master", 1)
        legal = mask_of(a.card for a in plays)
        counts[rules.players] = len(master.evaluate(view, legal, master.rng_for(view)))
        assert len(make_player(LEVELS["master"].replace(worlds=5), 1).evaluate(view, legal, random.Random(1))) == 5
    assert counts == {2: 128, 4: 64}


def test_amateur_is_four_points_bolder_in_four_individual():
    """LevelConfig.individual_margin: Amateur's rule bidding needs 52 instead of the mode's
    56 in 4 individual. Seat 0 holds ♥J ♥A ♠7 ♦8 and the turned ♥K comes to the declarer:
    trumps 25 + 12 + 6, three trumps +6, the void in clubs +3, nothing in spades or
    diamonds: 52, so Amateur takes and the same player without the margin passes."""
    rules = Rules(players=4, mode="individual")
    deal = Deal.from_hands(
        rules, 3, [["JH", "AH", "7S", "8D"], ["8S", "9S", "7D", "7C"], ["9D", "TD", "JD", "QD"], ["KD", "AD", "8C", "9C"]],
        "KH", [["7H", "8H", "9H"], ["TH", "QH", "TS", "JS"], ["QS", "KS", "AS", "TC"], ["JC", "QC", "KC", "AC"]],
    )
    view = deal.view(0)
    assert make_player("amateur", 1).choose(view) == TAKE
    assert make_player(LEVELS["amateur"].replace(individual_margin=0.0), 1).choose(view) == PASS
