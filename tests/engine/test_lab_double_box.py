"""搶錢一族's Double box in the Lab (issue 42, docs/lab.md "Fair odds"): the chance that the next roll
stops on Double or on Nothing from a square, against bot games played by the engine from that
square (seeded; within 4 standard errors), and the figures' own arithmetic."""

from fractions import Fraction
from math import sqrt

import pytest
from tycoon.core import new_game, play_automatic
from tycoon.lab import double_box
from tycoon.variants.easymoney.board import FINE, SIZE, SQUARES

TRIALS = 600


def played_stops(square: int, trials: int) -> dict:
    """How often the engine's own move from `square` ended on Double and on Nothing."""
    hits = {"double": 0, "nothing": 0}
    bots = [{"name": f"Bot {i}", "bot": True} for i in range(3)]
    for seed in range(trials):
        state = new_game("easymoney", bots, 1000 + seed, {})
        while state.phase != "roll":
            play_automatic(state)
        state.board["token"] = square
        seen, rolls = len(state.log), 0
        while not state.over:
            play_automatic(state)
            names = [event[0] for event in state.log[seen:]]
            seen = len(state.log)
            rolls += names.count("em_roll")
            if "em_double_square" in names or "em_nothing_square" in names:
                hits["double" if "em_double_square" in names else "nothing"] += 1
                break
            if rolls > 1:  # the next move began: this one stopped elsewhere
                break
    return hits


@pytest.mark.parametrize("square", [2, 13])  # 2: the road can pass Mystery 4; 13: Mystery 15
def test_the_next_rolls_double_and_nothing_are_the_engines(square):
    figures = double_box.next_roll(square)
    hits = played_stops(square, TRIALS)
    for kind in ("double", "nothing"):
        p = float(figures[kind])
        assert abs(hits[kind] / TRIALS - p) <= 4 * sqrt(p * (1 - p) / TRIALS), (kind, hits, p)


def test_each_square_worth_and_fine_follow_from_its_two_chances():
    rows = double_box.table()
    assert [row["square"] for row in rows] == list(range(SIZE))
    for row in rows:
        assert row["per_unit"] == row["double"] - row["nothing"]
        assert row["empty_fine"] == FINE * (row["double"] + row["nothing"])
        assert 0 < row["double"] < 1 and 0 < row["nothing"] < 1


def test_without_mystery_on_the_road_a_stop_is_the_dice_alone():
    """From Nothing 23 the road meets Mystery 4 only with 11 or 12: for 2–10 the stop is the dice's
    square alone."""
    ways = {total: sum(1 for a in range(1, 7) for b in range(1, 7) if a + b == total) for total in range(2, 13)}
    for total in range(2, 11):
        stops = double_box._stops(23, total)
        assert stops == {(23 + total) % SIZE: Fraction(1)}
    expected_double = sum(Fraction(ways[t], 36) for t in range(2, 11) if SQUARES[(23 + t) % SIZE]["kind"] == "double")
    assert double_box.next_roll(23)["double"] >= expected_double
