"""Rule options of the play duties (RULES.md 8, 11, 12 F): ``overtrump``, ``undertrump``,
``partner_exemption``.

Every expected card set below is worked out by hand from RULES.md section 8, never copied
from the engine's output. Positions are built with ``Deal.at_first_lead`` (small hands).
"""

import pytest

from deberts_desktop.engine import Action, Deal, Rules


def play(deal, *cards):
    """Play the cards in order, each by the player to act (raises if one is illegal)."""
    for c in cards:
        deal.apply(Action.parse(f"play {c}"))


def legal(deal, seat=None):
    return {str(a) for a in deal.legal_actions(seat)}


# ---------------------------------------------------------------- overtrump
# RULES 12 F: "Led ♠8, hand ♠A ♠7 ♦10 → ♠A or ♠7 (on_trump_lead: ♠A)".
# 2 players, trump ♠, seat 0 leads ♠8; seat 1 holds ♠A ♠7 ♦10.


def _trump_led(overtrump):
    rules = Rules(players=2, overtrump=overtrump)
    d = Deal.at_first_lead(rules, 1, [["8S", "7H", "8H"], ["AS", "7S", "TD"]], "S", 0, leader=0)
    play(d, "8S")
    return d


def test_overtrump_never_trump_led_any_trump_may_follow():
    # never: a trump need not beat a trump already in the trick -> ♠A or ♠7.
    assert legal(_trump_led("never")) == {"play AS", "play 7S"}


def test_overtrump_on_trump_lead_trump_led_must_beat():
    # on_trump_lead: trumps led, must beat the ♠8 if he can -> only ♠A.
    assert legal(_trump_led("on_trump_lead")) == {"play AS"}


def test_overtrump_always_trump_led_must_beat():
    assert legal(_trump_led("always")) == {"play AS"}


# RULES 12 F: "Led ♦K then ♠9, hand ♠7 ♠J ♣A → ♠7 or ♠J (always: ♠J)".
# 3 players, trump ♠: seat 0 leads ♦K, seat 1 (no diamonds) trumps ♠9, seat 2 holds
# ♠7 ♠J ♣A and no diamond.


def _plain_led_trumped(overtrump, undertrump="required", second="9S", third=("7S", "JS", "AC")):
    rules = Rules(players=3, overtrump=overtrump, undertrump=undertrump)
    hands = [["KD", "7H", "8H"], [second, "9H", "TH"], list(third)]
    d = Deal.at_first_lead(rules, 2, hands, "S", 0, leader=0)
    play(d, "KD")
    assert legal(d) == {f"play {second}"}  # seat 1 cannot follow, holds one trump: must play it
    play(d, second)
    return d


def test_overtrump_never_trumping_a_trumped_trick_need_not_beat():
    assert legal(_plain_led_trumped("never")) == {"play 7S", "play JS"}


def test_overtrump_on_trump_lead_plain_led_need_not_beat():
    # on_trump_lead only applies when trumps are led; here diamonds were led.
    assert legal(_plain_led_trumped("on_trump_lead")) == {"play 7S", "play JS"}


def test_overtrump_always_plain_led_must_beat_the_trump_in_the_trick():
    assert legal(_plain_led_trumped("always")) == {"play JS"}


def test_overtrump_always_cannot_beat_must_still_trump():
    # ♠J in the trick; seat 2 holds ♠7 ♠9 ♣A: he cannot beat the jack, but "if you
    # cannot, you still must follow or trump" -> ♠7 or ♠9.
    d = _plain_led_trumped("always", second="JS", third=("7S", "9S", "AC"))
    assert legal(d) == {"play 7S", "play 9S"}


# ---------------------------------------------------------------- undertrump
# 3 players, trump ♠: ♦K led, seat 1 trumps ♠J (higher than every trump of seat 2),
# seat 2 holds ♠7 ♣A ♣8 and no diamond.


def test_undertrump_required_must_play_the_lower_trump():
    d = _plain_led_trumped("never", "required", second="JS", third=("7S", "AC", "8C"))
    assert legal(d) == {"play 7S"}


def test_undertrump_optional_may_discard_when_opponents_trump_is_higher():
    d = _plain_led_trumped("never", "optional", second="JS", third=("7S", "AC", "8C"))
    assert legal(d) == {"play 7S", "play AC", "play 8C"}


def test_undertrump_optional_with_always_may_discard_when_cannot_beat():
    d = _plain_led_trumped("always", "optional", second="JS", third=("7S", "AC", "8C"))
    assert legal(d) == {"play 7S", "play AC", "play 8C"}


def test_undertrump_required_with_always_cannot_beat_still_trumps():
    d = _plain_led_trumped("always", "required", second="JS", third=("7S", "AC", "8C"))
    assert legal(d) == {"play 7S"}


def test_undertrump_optional_does_not_free_a_player_who_can_beat():
    # ♠9 in the trick, seat 2 holds ♠J ♠7 ♣A: his ♠J is higher, so the optional case
    # ("higher than all of his") does not arise: he must trump (never: either trump).
    d = _plain_led_trumped("never", "optional", second="9S", third=("JS", "7S", "AC"))
    assert legal(d) == {"play JS", "play 7S"}


# ---------------------------------------------------------------- partner exemption
# 4 pairs (0+2 against 1+3), trump ♠, dealer 3.


def _partner_winning(exemption, mode="pairs"):
    # seat 0 leads ♦A, seat 1 follows ♦7: seat 0 (partner of 2) wins so far.
    # Seat 2 holds ♠7 ♣9: no diamond, one trump.
    rules = Rules(players=4, mode=mode, partner_exemption=exemption)
    hands = [["AD", "7H"], ["7D", "8H"], ["7S", "9C"], ["8D", "9H"]]
    d = Deal.at_first_lead(rules, 3, hands, "S", 0, leader=0)
    play(d, "AD", "7D")
    return d


def test_partner_exemption_off_must_trump_partners_trick():
    assert legal(_partner_winning(False)) == {"play 7S"}


def test_partner_exemption_on_may_discard_on_partners_trick():
    assert legal(_partner_winning(True)) == {"play 7S", "play 9C"}


def test_partner_exemption_has_no_effect_in_4_individual():
    # 4 individual: seat 0 is no partner of seat 2 -> he must trump.
    assert legal(_partner_winning(True, mode="individual")) == {"play 7S"}


def test_partner_exemption_on_opponent_winning_must_trump():
    # seat 0 leads ♦7, seat 1 takes the lead with ♦A: the partner is not winning.
    rules = Rules(players=4, partner_exemption=True)
    hands = [["7D", "7H"], ["AD", "8H"], ["7S", "9C"], ["8D", "9H"]]
    d = Deal.at_first_lead(rules, 3, hands, "S", 0, leader=0)
    play(d, "7D", "AD")
    assert legal(d) == {"play 7S"}


@pytest.mark.parametrize(
    "exemption, expected", [(False, {"play JS"}), (True, {"play JS", "play 9C"})]
)
def test_partner_exemption_with_always_partner_trumped(exemption, expected):
    # overtrump always. Seat 3 leads ♦8, seat 0 (no diamond) trumps ♠9, seat 1 follows
    # ♦7; seat 2 holds ♠J ♣9, no diamond. Off: he must trump and beat the ♠9 (even his
    # partner's) -> ♠J. On: his partner wins the trick, he may play any card.
    rules = Rules(players=4, overtrump="always", partner_exemption=exemption)
    hands = [["9S", "7H"], ["7D", "8H"], ["JS", "9C"], ["8D", "9H"]]
    d = Deal.at_first_lead(rules, 2, hands, "S", 0, leader=3)
    play(d, "8D", "9S", "7D")
    assert legal(d) == expected


@pytest.mark.parametrize(
    "overtrump, expected",
    [("never", {"play JS", "play 7S"}), ("on_trump_lead", {"play JS"}), ("always", {"play JS"})],
)
def test_partner_exemption_trumps_led_still_follows_and_beats(overtrump, expected):
    # Exemption on. Seat 0 leads ♠9 (trump), seat 1 follows ♠8; seat 2 holds ♠J ♠7:
    # "When trumps are led, he still follows and, under on_trump_lead or always, beats
    # the highest trump if he can" (here his partner's ♠9).
    rules = Rules(players=4, overtrump=overtrump, partner_exemption=True)
    hands = [["9S", "7H"], ["8S", "8H"], ["JS", "7S"], ["8D", "9H"]]
    d = Deal.at_first_lead(rules, 3, hands, "S", 0, leader=0)
    play(d, "9S", "8S")
    assert legal(d) == expected


def test_optional_undertrump_in_pairs_when_partner_is_highest_but_an_opponent_trump_beats_all_mine():
    """RULES.md 8.5 read literally: an opponent's ♠A in the trick is higher than seat 3's
    only trump ♠7, so ``optional`` frees him even though his partner's ♠J wins the trick."""
    hands = [["7H", "8H"], ["JS", "9D"], ["AS", "TD"], ["7S", "8D"]]
    for undertrump, expected in (("required", {"7S"}), ("optional", {"7S", "8D"})):
        rules = Rules(players=4, mode="pairs", undertrump=undertrump)
        deal = Deal.at_first_lead(rules, 3, hands, "S", 0, leader=0)
        for text in ("0 play 7H", "1 play JS", "2 play AS"):
            deal.apply_text(text)
        assert {str(a.card) for a in deal.legal_actions()} == expected
