"""The Lab's fair odds of 搶錢一族 (issue 42, docs/lab.md "Fair odds"), each against a computation
made here: the dice enumerated, a seeded simulation of Lucky Dice sessions, the Wall Street cards
counted, the 216 lottery numbers checked ticket by ticket."""

import random
from fractions import Fraction
from math import sqrt

import pytest
from tycoon.lab import fair_odds
from tycoon.variants.easymoney.cards import WALL_STREET
from tycoon.variants.easymoney.tickets import TICKETS

TOTALS = [a + b for a in range(1, 7) for b in range(1, 7)]


def test_each_number_comes_before_a_seven_as_the_dice_say_and_every_stake_is_worth_zero():
    rows = fair_odds.lucky_dice()
    assert [row["number"] for row in rows] == [4, 5, 6, 8, 9, 10]
    for row in rows:
        ways, sevens = TOTALS.count(row["number"]), TOTALS.count(7)
        assert row["ways"] == ways
        assert row["chance"] == Fraction(ways, ways + sevens)  # the number before the 7, other totals ignored
        for stake in row["stakes"]:
            assert stake["payout"] == stake["stake"] * Fraction(sevens, ways)  # fair: 6/ways for 1
            assert stake["expected"] == 0


@pytest.mark.parametrize("number", [4, 6])
def test_a_simulated_session_agrees_with_the_chance(number):
    """20,000 seeded sessions of rolls until the number or a 7: within 4 standard errors."""
    rng, wins, sessions = random.Random(42), 0, 20_000
    for _ in range(sessions):
        while True:
            total = rng.randint(1, 6) + rng.randint(1, 6)
            if total in (number, 7):
                wins += total == number
                break
    chance = next(row["chance"] for row in fair_odds.lucky_dice() if row["number"] == number)
    error = sqrt(float(chance) * (1 - float(chance)) / sessions)
    assert abs(wins / sessions - float(chance)) <= 4 * error


def test_a_rumour_is_worth_what_its_cards_pay():
    for row in fair_odds.wall_street():
        cards = [card for card in WALL_STREET if card["back"] == row["back"]]
        assert row["cards"] == [(card["result"], card["odds"]) for card in cards]
        for side in ("rise", "fall"):
            gain = sum(card["odds"] if card["result"] == side else -1 for card in cards)
            assert row["expected"][side] == Fraction(gain, len(cards))
    worth = {row["back"]: row["expected"] for row in fair_odds.wall_street()}
    assert worth["rise"] == {"rise": Fraction(1, 2), "fall": 0}  # with the rumour: +50%; against: even


def test_every_lottery_number_is_on_exactly_one_ticket():
    found = fair_odds.lottery()
    numbers = [n for ticket in TICKETS.values() for n in ticket]
    assert found["numbers"] == 216 == len(numbers) == len(set(numbers))
    assert sorted(row["count"] for row in found["tickets"]) == [21] * 4 + [22] * 6
    assert sum(row["chance"] for row in found["tickets"]) == 1
