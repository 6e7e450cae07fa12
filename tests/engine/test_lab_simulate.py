"""The Lab's simulated table (issue 42, docs/lab.md "Simulate a table"): reproduced from its seed
whatever the slices, every game counted once, and the lessons counted per player of a finished
game."""

from itertools import pairwise

import pytest
from tycoon.lab.simulate import BUCKETS, Table, game_seed, length_buckets
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
    assert sum(games for _low, _high, games in small["lengths"]) == small["finished"]
    assert sum(small["wins"]) >= small["finished"]  # a shared win counts for each winner
    rates = [entry["sums"] for entry in small["lessons"] if entry["what"] in ("first_group", "first_job")]
    if rates:  # (players, winners): every player of a finished game counted once
        assert sum(n for n, _won in rates) == players * small["finished"]
        assert all(won <= n for n, won in rates)


def test_the_lessons_name_real_groups_and_professions():
    groups = played(Table("monopoly", 3, 3, 5, {"turn_limit": 40}), 500)["lessons"]
    assert {e["what"] for e in groups} == {"first_group"}
    assert {e["value"] for e in groups} <= set(GROUP_HOUSE_COST) | {None}
    jobs = played(Table("rich", 3, 3, 5), 500)["lessons"]
    assert {e["value"] for e in jobs if e["what"] == "first_job"} <= set(PROFESSIONS)


def _finished(variant: str, seed: int, options: dict):
    """One bot game to its end, played as a Table plays it (a one-game table beside it)."""
    from tycoon.core import new_game, play_automatic
    from tycoon.lab.simulate import game_seed

    state = new_game(variant, [{"name": f"Bot {i + 1}", "bot": True} for i in range(3)], game_seed(seed, 0), options)
    while not state.over:
        play_automatic(state)
    return state, played(Table(variant, 3, 1, seed, options), 37)["lessons"]


def test_easy_moneys_lesson_sums_what_each_square_type_paid_out():
    state, lessons = _finished("easymoney", 3, {"turn_limit": 30})
    paid = {}  # read here from the whole log, independently of the tracker
    kinds = {"double": "double", "make": "make_money", "lottery": "lottery", "greed": "greed", "ws": "wall_street",
             "lucky": "lucky", "mystery": "mystery", "player": "mystery"}
    for name, args, *_ in state.log:
        if name in ("em_double_paid", "em_make_money_pass", "em_make_money_stop", "em_lottery_won", "em_greed_paid",
                    "em_ws_won", "em_lucky_won", "em_lucky_edge", "em_lucky_seven", "em_mystery_paid",
                    "em_player_paid"):
            kind = kinds[name.split("_")[1]]
            paid[kind] = paid.get(kind, 0) + args["amount"]
    assert {e["value"]: e["sums"][0] for e in lessons} == paid and paid


def test_richs_lesson_sets_each_insurances_premiums_against_the_losses_it_covered():
    state, lessons = _finished("rich", 4, {})
    found = {}
    for name, args, *_ in state.log:
        if name == "rich_bought_insurance":
            row = found.setdefault(args["cover"], [0, 0, 0])
            row[0], row[1] = row[0] + 1, row[1] + args["amount"]
        elif name == "rich_insured":
            found.setdefault(args["cover"], [0, 0, 0])[2] += args["amount"]
    assert {e["value"]: e["sums"] for e in lessons if e["what"] == "insurance"} == found and found


def test_babylons_lesson_sorts_every_offer_by_its_price_against_the_gems_value():
    from fractions import Fraction

    state, lessons = _finished("babylon", 5, {})
    rows = {e["value"]: e["sums"] for e in lessons}
    assert list(rows) == ["above", "at", "one_below", "further_below"]
    lines = [(line, Fraction(state.board["values"][gem["gem"]]))
             for result in state.board["results"] for gem in result["gems"] for line in gem["lines"]]
    assert sum(tickets for tickets, _ in rows.values()) == sum(line["tickets"] for line, _ in lines)
    assert sum(money for _, money in rows.values()) == sum(line.get("won", 0) for line, _ in lines)
    shorts = [line for line, value in lines if Fraction(line["price"], 2) > value]  # prices are half-millions
    assert rows["above"][0] == sum(line["tickets"] for line in shorts)
    assert all(line["outcome"] == "short" for line in shorts)


def test_game_seeds_go_through_a_hash():
    seeds = [game_seed(1, game) for game in range(50)]
    assert len(set(seeds)) == 50 and seeds[:2] != [1, 2] and game_seed(2, 0) not in seeds


@pytest.mark.parametrize("rounds", [[4, 4, 5], [1], [3, 17, 40, 41, 250], [7] * 5 + [12], list(range(30, 400, 7))])
def test_the_length_histogram_covers_every_game_in_equal_buckets(rounds):
    buckets = length_buckets(rounds)
    assert sum(games for *_, games in buckets) == len(rounds) and len(buckets) <= BUCKETS
    widths = {high - low for low, high, _ in buckets}
    assert len(widths) == 1 and all(b[0] == a[1] + 1 for a, b in pairwise(buckets))
    assert buckets[0][0] <= min(rounds) and max(rounds) <= buckets[-1][1]
    for low, high, games in buckets:
        assert games == sum(low <= r <= high for r in rounds)
    if max(rounds) - min(rounds) < BUCKETS:
        assert widths == {0}  # a short game: one bucket per round
