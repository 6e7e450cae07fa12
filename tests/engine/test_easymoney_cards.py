"""搶錢一族 Easy Money's tables checked against independent computations: the ten lottery tickets
partition the 216 red-white-blue numbers (6 × 22 + 4 × 21); the Lucky Dice odds the view shows are
each number's chance of coming before a 7, counted from two dice, and make every stake's expected
value zero (Clarification 10); the Wall Street expected values (cards.EXPECTED and the table in
cards.py's docstring) match what the engine really pays, card by card (Clarification 8); the
Mystery deck has ten cards, one of them kept."""

import re
from fractions import Fraction
from itertools import product

import pytest
from easymoney_helpers import act, at, game, move, on_top
from tycoon.core import view
from tycoon.variants.easymoney import cards
from tycoon.variants.easymoney.cards import EXPECTED, MYSTERY, WALL_STREET
from tycoon.variants.easymoney.tickets import NUMBERS, TICKETS, WINNER

TWO_DICE = [a + b for a, b in product(range(1, 7), repeat=2)]


# ---- the lottery tickets ------------------------------------------------------------------------
def test_lottery_tickets_partition_the_216_numbers():
    every = [f"{r}{w}{b}" for r, w, b in product(range(1, 7), repeat=3)]
    assert len(every) == 216
    listed = [str(n) for numbers in TICKETS.values() for n in numbers]
    assert sorted(listed) == sorted(every)  # each number exactly once
    assert len(set(listed)) == 216 and sorted(NUMBERS) == sorted(int(n) for n in every)
    sizes = sorted(len(numbers) for numbers in TICKETS.values())
    assert sorted(TICKETS) == list(range(1, 11)) and sizes == [21] * 4 + [22] * 6
    assert all(WINNER[n] == t for t, numbers in TICKETS.items() for n in numbers)


def test_lottery_tickets_look_scattered():
    """Not runs of consecutive numbers: every ticket has numbers with each red die face."""
    for numbers in TICKETS.values():
        assert {n // 100 for n in numbers} == set(range(1, 7))


# ---- Lucky Dice odds ------------------------------------------------------------------------------
def chance_first(number: int) -> Fraction:
    """The chance that `number` comes before a 7 with two dice, from P = p + q·P (q: neither)."""
    p = Fraction(TWO_DICE.count(number), 36)
    q = Fraction(sum(1 for t in TWO_DICE if t not in (number, 7)), 36)
    return p / (1 - q)


def test_lucky_dice_odds_table_matches_two_dice_chances():
    table = view(game(), 0)["lucky_odds"]
    assert [row["number"] for row in table] == [4, 5, 6, 8, 9, 10]
    for row in table:
        assert Fraction(*row["chance"]) == chance_first(row["number"]), row
    assert {row["number"]: Fraction(*row["pays"]) for row in table} == {
        4: 2, 5: Fraction(3, 2), 6: Fraction(6, 5), 8: Fraction(6, 5), 9: Fraction(3, 2), 10: 2}


def test_lucky_dice_odds_make_every_stakes_expected_value_zero():
    for row in view(game(), 1)["lucky_odds"]:
        win = Fraction(*row["chance"])
        assert win * Fraction(*row["pays"]) - (1 - win) == 0, row["number"]


# ---- Wall Street ----------------------------------------------------------------------------------
def engine_pays(card: str, side: str) -> int:
    """What seat 0's own funds gain (or lose) staking $1,000,000 on `side` with `card` on top."""
    state = game()
    on_top(state, "wall_street", card)
    at(state, 0)
    move(state, 1, 1)
    before = state.players[0]["cash"]
    act(state, 0, side, 1_000_000)
    act(state, 1, "pass")
    return state.players[0]["cash"] - before


@pytest.mark.parametrize("back", ["rise", "fall", "tip"])
def test_wall_street_expected_table_matches_an_independent_computation(back):
    ids = [c["id"] for c in WALL_STREET if c["back"] == back]
    for side in ("rise", "fall"):
        measured = Fraction(sum(engine_pays(card, side) for card in ids), len(ids) * 1_000_000)
        assert EXPECTED[back][side] == measured, (back, side)


def test_wall_street_expected_values_are_documented_in_the_data_file():
    rows = re.findall(r"^\| (rise|fall|tip)\s*\|[^|]*\|\s*([+-]?\d\.\d\d)\s*\|\s*([+-]?\d\.\d\d)\s*\|$",
                      cards.__doc__, re.MULTILINE)
    assert len(rows) == 3
    for back, rise, fall in rows:
        assert Fraction(rise) == EXPECTED[back]["rise"] and Fraction(fall) == EXPECTED[back]["fall"], back


def test_wall_street_rumours_usually_right_but_pay_less_when_right():
    for back in ("rise", "fall"):
        faces = [c for c in WALL_STREET if c["back"] == back]
        right = [c for c in faces if c["result"] == back]
        wrong = [c for c in faces if c["result"] != back]
        assert len(right) > len(wrong) > 0
        assert max(c["odds"] for c in right) < min(c["odds"] for c in wrong)
    assert {c["odds"] for c in WALL_STREET} == {1, 2, 3}  # 1:1, 1:2 or 1:3
    assert len({c["id"] for c in WALL_STREET}) == 10


# ---- Mystery Jackpot ------------------------------------------------------------------------------
def test_mystery_deck_has_ten_cards_with_the_ruled_kinds():
    effects = {effect for effect, _amount in MYSTERY.values()}
    assert len(MYSTERY) == 10
    assert {"from_bank", "from_each", "to_next", "back", "greed", "keep"} <= effects
    assert [card for card, (effect, _) in MYSTERY.items() if effect == "keep"] == ["shield"]
