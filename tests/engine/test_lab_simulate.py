"""The Lab's simulated table (issue 42, docs/lab.md "Simulate a table"): reproduced from its seed
whatever the slices, every game counted once, and the lessons counted per player of a finished
game."""

import pytest
from tycoon.lab.simulate import LENGTHS, Table, game_seed
from tycoon.variants.monopoly.board import GROUP_HOUSE_COST
from tycoon.variants.rich.professions import PROFESSIONS


def played(table: Table, slice_: int) -> dict:
    while not table.done:
        table.play(slice_)
    return table.summary()


@pytest.mark.parametrize("variant,players,options", [("monopoly", 3, {"turn_limit": 30}), ("rich", 3, {}),
                                                     ("easymoney", 2, {"turn_limit": 8}), ("babylon", 3, {})])
def test_a_table_is_the_same_whatever_the_slices_and_counts_every_game_once(variant, players, options):
    small = played(Table(variant, players, 4, 11, options), 1)
    large = played(Table(variant, players, 4, 11, options), 100_000)
    assert small == large
    assert small["played"] == 4 == small["finished"] + small["unfinished"]
    assert sum(small["lengths"]["counts"]) == small["finished"] and small["lengths"]["bounds"] == list(LENGTHS)
    assert sum(small["wins"]) >= small["finished"]  # a shared win counts for each winner
    if small["lessons"]:
        assert sum(entry["players"] for entry in small["lessons"]) == players * small["finished"]
        assert all(entry["won"] <= entry["players"] for entry in small["lessons"])


def test_the_lessons_name_real_groups_and_professions():
    groups = played(Table("monopoly", 3, 3, 5, {"turn_limit": 40}), 500)["lessons"]
    assert {e["what"] for e in groups} == {"first_group"}
    assert {e["value"] for e in groups} <= set(GROUP_HOUSE_COST) | {None}
    jobs = played(Table("rich", 3, 3, 5), 500)["lessons"]
    assert {e["value"] for e in jobs} <= set(PROFESSIONS)


def test_game_seeds_go_through_a_hash():
    seeds = [game_seed(1, game) for game in range(50)]
    assert len(set(seeds)) == 50 and seeds[:2] != [1, 2] and game_seed(2, 0) not in seeds
