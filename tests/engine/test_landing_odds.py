"""The landing table as published (issue 7): exact odds from the Markov chain of one token, built
from the board and the decks, and the real engine agreeing with them."""

import pytest
from tycoon.landings import IN_JAIL, compare, landings
from tycoon.sim import play_bot_game
from tycoon.variants.monopoly.odds import landing_odds, states, transitions


@pytest.mark.parametrize("jail", ["short", "long"])
def test_the_odds_are_the_chains_stationary_distribution(jail):
    odds = landing_odds(jail)
    assert abs(sum(odds) - 1) < 1e-12 and len(odds) == 41
    assert odds[30] == 0  # nobody rests on Go To Jail
    for state in states(jail):  # every state's moves are a probability distribution
        assert abs(sum(p for p, _row, _after in transitions(state, jail)) - 1) < 1e-12


def test_staying_in_jail_makes_jail_the_commonest_rest_and_thins_the_rest():
    short, long = landing_odds("short"), landing_odds("long")
    assert long[IN_JAIL] > 2 * short[IN_JAIL]
    assert max(range(40), key=lambda i: long[i]) == 24  # Illinois Avenue, as published
    assert all(long[i] < short[i] for i in (1, 3, 6, 8, 9))  # the first side after GO
    assert 0.09 < long[IN_JAIL] < 0.10 and 0.035 < short[IN_JAIL] < 0.045


def test_chance_squares_are_where_tokens_rest_least():
    odds = landing_odds("long")
    assert set(sorted(range(40), key=lambda i: odds[i])[:4]) == {30, 7, 22, 36}


@pytest.mark.statistics
@pytest.mark.parametrize("jail", ["short", "long"])
def test_the_engine_agrees_with_the_exact_odds(jail):
    """A short run in the tests (the benchmark plays 2 million rolls): within 4 standard errors."""
    rows = compare(20_000, jail, seed=3)
    assert max(abs(r["z"]) for r in rows) <= 4


def test_a_bot_game_counts_one_landing_per_roll():
    state = play_bot_game("monopoly", 3, 4, {"turn_limit": 20})
    rolls = sum(1 for key, params, *_ in state.log if key in ("rolled",))
    utility_rolls = sum(1 for key, params, *_ in state.log if key == "card_drawn"
                        and params["card"] == "nearest_utility")
    found = landings(state.log)
    assert rolls - utility_rolls <= len(found) <= rolls
    assert all(0 <= row <= IN_JAIL and row != 30 for row in found)
