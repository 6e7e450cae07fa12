"""Babylon: what each seat could have worked out of the gems' values by the end (the Lab's lesson,
docs/lab.md "Pricing under uncertainty"), from finished bot games: the truth always lies within a
seat's bounds, and the bounds are the ones the public results and the seat's own lines give."""

from fractions import Fraction

import pytest
from tycoon.core import new_game, play_automatic, view
from tycoon.variants.babylon.gems import value_won
from tycoon.variants.babylon.inference import inferred


def finished(players: int, seed: int):
    state = new_game("babylon", [{"name": f"Bot {i}", "bot": True} for i in range(players)], seed, {})
    while not state.over:
        play_automatic(state)
    return state


@pytest.mark.parametrize("players,seed", [(3, 1), (4, 2), (5, 3), (6, 4), (3, 9)])
def test_the_truth_lies_within_what_each_seat_could_work_out(players, seed):
    state = finished(players, seed)
    truth = {gem: Fraction(v) * 1_000_000 for gem, v in state.board["values"].items()}
    for seat in inferred(state):
        for gem in seat["gems"]:
            value = truth[gem["gem"]]
            assert gem["low"] is None or gem["low"] <= value
            assert gem["high"] is None or value < gem["high"]
            assert gem["exact"] is None or gem["exact"] == value_won(value / 1_000_000)
            assert gem["value"] == value_won(value / 1_000_000)


@pytest.mark.parametrize("players,seed", [(4, 5), (5, 6), (7, 8)])
def test_the_bounds_are_the_public_results_and_the_seats_own_lines(players, seed):
    """Worked out here from another record: the public results (board "public", where a Secret
    user's lines are left out) and the seat's own lines of its Secret round."""
    state = finished(players, seed)
    shown = view(state, None)["inferred"]
    for seat in range(players):
        low, high = {}, {}
        lines = [(entry["gem"], line["price"], line["outcome"])
                 for result in state.board["public"] for entry in result["gems"] for line in entry["lines"]]
        own_round = state.players[seat]["secret"]
        for result in state.board["results"]:
            if result["round"] == own_round:
                lines += [(entry["gem"], line["price"] * 500_000, line["outcome"])
                          for entry in result["gems"] for line in entry["lines"] if line["seat"] == seat]
        for gem, price, outcome in lines:
            if outcome == "short":
                high[gem] = min(high.get(gem, price), price)
            else:
                low[gem] = max(low.get(gem, 0), price)
        assert {g["gem"]: (g["low"], g["high"]) for g in shown[seat]["gems"]} == {
            gem: (low.get(gem), high.get(gem)) for gem in state.board["values"]}


def test_the_lesson_is_in_the_view_only_at_the_end():
    state = new_game("babylon", [{"name": f"Bot {i}", "bot": True} for i in range(3)], 2, {})
    while state.board["round"] < 2:
        play_automatic(state)
    assert not state.over and "inferred" not in view(state, 0)
    while not state.over:
        play_automatic(state)
    assert len(view(state, 0)["inferred"]) == 3
