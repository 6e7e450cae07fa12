"""The Lab's insurance worth of ริช (issue 42, docs/lab.md "What insurance is worth"): the exact
first-accident chances against a seeded simulation of tokens moved by two dice, and the worth
falling to nothing once a kind's accidents are behind."""

import random
from math import sqrt

import pytest
from tycoon.lab import insurance
from tycoon.variants.rich.board import LAST


def simulated(kind: str, position: int, walks: int, rng) -> tuple[float, float]:
    """Mean and standard error of the damage the first accident of `kind` landed on would cost."""
    squares = dict(insurance.accidents(kind, position))
    costs = []
    for _ in range(walks):
        square, cost = position, 0
        while square < LAST:
            square += rng.randint(1, 6) + rng.randint(1, 6)
            if square in squares:
                cost = squares[square]
                break
        costs.append(cost)
    mean = sum(costs) / walks
    spread = sqrt(sum((c - mean) ** 2 for c in costs) / (walks - 1) / walks)
    return mean, spread


@pytest.mark.parametrize("kind,position", [("auto", 1), ("fire", 11), ("life", 1)])
def test_the_worth_agrees_with_tokens_moved_by_the_dice(kind, position):
    mean, error = simulated(kind, position, 20_000, random.Random(7))
    assert abs(mean - float(insurance.worth(kind, position)["worth"])) <= 4 * error


def test_landing_settles_at_one_square_in_seven_and_a_kind_behind_is_worth_nothing():
    assert abs(float(insurance.land(60)) - 1 / 7) < 1e-3  # the mean roll is 7
    assert insurance.land(1) == 0 and insurance.land(2) == insurance.ROLL[2]
    by_position = {row["position"]: {k["kind"]: k for k in row["kinds"]} for row in insurance.table()}
    assert by_position[51]["life"]["worth"] == 0 and by_position[51]["auto"]["worth"] == 0
    for row in insurance.table():  # a card waives one accident: never more than the dearest ahead
        for kind in row["kinds"]:
            ahead = [damage for _square, damage in insurance.accidents(kind["kind"], row["position"])]
            assert 0 <= kind["worth"] <= max(ahead, default=0)
            assert sum(item["chance"] for item in kind["accidents"]) <= 1
    assert by_position[1]["fire"]["buy"] and not by_position[1]["life"]["buy"]
