"""The Lab's Flip-Lock page of ริช (issue 42, docs/lab.md "Flip-Lock"), each figure against a
computation made here: every ordered deal of six of the eleven cards played out, the tree's
branches added up from their leaves, the squares' averages from their printed amounts."""

from fractions import Fraction
from itertools import permutations

import pytest
from tycoon.lab import fliplock
from tycoon.variants.rich.board import BAD_LUCK, FLIP_LOSS, FLIP_WIN, GOOD_LUCK
from tycoon.variants.rich.fliplock import DECK


def more_unseen_passes(row) -> bool:
    """Guess the side with more cards not yet seen (higher on a tie); an equal card is wrong."""
    seen = [row[0]]
    for card in row[1:]:
        left = list(DECK)
        for shown in seen:
            left.remove(shown)
        last = seen[-1]
        higher = sum(c > last for c in left) >= sum(c < last for c in left)
        if not (card > last if higher else card < last):
            return False
        seen.append(card)
    return True


def test_the_simple_rule_is_counted_over_every_deal_and_the_others_are_the_games_own():
    deals = list(permutations(range(len(DECK)), 6))  # positions, so the two 4s and two 5s are apart
    assert len(deals) == 332_640
    passed = sum(more_unseen_passes([DECK[i] for i in deal]) for deal in deals)
    found = fliplock.strategy_chances()
    assert found["more_unseen"] == Fraction(passed, len(deals))
    assert found["best"] == Fraction(64, 297) and found["coin"] == Fraction(17, 660)
    assert found["coin"] < found["more_unseen"] <= found["best"]


@pytest.mark.parametrize("up", sorted(set(DECK)))
def test_each_first_guess_is_its_leaves_added_up(up):
    tree = fliplock.tree(up)
    assert sum(b["best"] for b in tree["branches"]) == 1
    for branch in tree["branches"]:
        assert sum(leaf["chance"] for leaf in branch["next"]) == 1
        assert branch["pass"] == sum(leaf["chance"] * leaf["pass"] for leaf in branch["next"])
        assert branch["wrong_chance"] == sum(leaf["chance"] for leaf in branch["next"] if not leaf["right"])
        assert all(leaf["right"] == (leaf["card"] > up if branch["guess"] == "higher" else leaf["card"] < up)
                   for leaf in branch["next"])
    best = next(b for b in tree["branches"] if b["best"])
    assert tree["pass"] == best["pass"] == max(b["pass"] for b in tree["branches"])


def test_good_and_bad_luck_are_worth_playing_with_the_better_guesses():
    p = Fraction(64, 297)
    rows = {row["square"]: row for row in fliplock.choices()}
    assert rows["good_luck"]["average"] == p * GOOD_LUCK[1] and rows["good_luck"]["sure"] == GOOD_LUCK[0]
    assert rows["bad_luck"]["average"] == (1 - p) * -BAD_LUCK[1] and rows["bad_luck"]["sure"] == -BAD_LUCK[0]
    assert rows["fliplock"]["average"] == p * FLIP_WIN - (1 - p) * FLIP_LOSS and rows["fliplock"]["sure"] is None
    assert all(row["play"] for row in rows.values())  # 43,098 > 20,000; −94,141 > −100,000
