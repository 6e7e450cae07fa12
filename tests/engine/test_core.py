"""The engine contract itself: actions, registry, options, chance, serialisation, replay."""

import pytest
from helpers import dice, roll, two_player_game
from tycoon.core import (
    CHANCE,
    Action,
    IllegalAction,
    State,
    apply_action,
    find_variant,
    legal_actions,
    new_game,
    replay,
    sample_chance,
)
from tycoon.core.rng import seed_state, shuffled, step


def test_action_text_round_trips():
    for action in (Action(0, "roll"), Action(CHANCE, "dice", (3, 4)), Action(2, "mortgage", (39,))):
        assert Action.parse(str(action)) == action
    assert str(Action(CHANCE, "dice", (3, 4))) == "-1 dice 3 4"


def test_unreadable_action_text_is_refused():
    with pytest.raises(IllegalAction):
        Action.parse("roll")


def test_find_variant_by_alias():
    assert find_variant("Classic").id == "monopoly"
    with pytest.raises(KeyError):
        find_variant("chess")


def test_unknown_option_is_refused():
    with pytest.raises(ValueError, match="no option"):
        new_game("monopoly", [{"name": "A"}, {"name": "B"}], 1, {"jackpot": True})


def test_option_of_wrong_type_is_refused():
    with pytest.raises(ValueError, match="must be int"):
        new_game("monopoly", [{"name": "A"}, {"name": "B"}], 1, {"turn_limit": "ten"})


def test_player_count_is_checked():
    with pytest.raises(ValueError):
        new_game("monopoly", [{"name": "A"}], 1)


def test_illegal_action_says_why():
    state = two_player_game()
    with pytest.raises(IllegalAction, match="not allowed in phase 'roll'.*allowed now: roll"):
        apply_action(state, Action(0, "buy"))
    with pytest.raises(IllegalAction, match="not seat 1's move"):
        apply_action(state, Action(1, "roll"))


def test_chance_outcome_must_be_possible():
    state = two_player_game()
    apply_action(state, Action(0, "roll"))
    with pytest.raises(IllegalAction, match="not a possible chance outcome"):
        apply_action(state, Action(CHANCE, "dice", (7, 1)))
    assert legal_actions(state, 0) == []


def test_forced_outcome_advances_chance_like_a_sampled_one():
    a, b = two_player_game(), two_player_game()
    apply_action(a, Action(0, "roll"))
    apply_action(b, Action(0, "roll"))
    apply_action(a, sample_chance(a))
    dice(b, 1, 1) if a.board["dice"] != [1, 1] else dice(b, 2, 1)
    assert a.rng == b.rng


def test_same_seed_same_dice():
    a, b = two_player_game(seed=99), two_player_game(seed=99)
    apply_action(a, Action(0, "roll"))
    apply_action(b, Action(0, "roll"))
    assert sample_chance(a) == sample_chance(b)


def test_generator_is_uniform_enough():
    rng, counts = seed_state(5), [0] * 6
    for _ in range(6000):
        rng, out = step(rng)
        counts[out % 6] += 1
    assert all(900 < c < 1100 for c in counts)


def test_shuffle_is_a_permutation():
    _, out = shuffled(seed_state(3), list(range(16)))
    assert sorted(out) == list(range(16)) and out != list(range(16))


def test_state_round_trips_through_json():
    state = two_player_game()
    roll(state, 0, 1, 2)
    assert State.from_json(state.to_json()) == state
    assert State.from_dict(state.to_dict()) == state


def test_unknown_state_field_is_refused():
    data = two_player_game().to_dict()
    data["surprise"] = 1
    with pytest.raises(ValueError, match="unknown state fields"):
        State.from_dict(data)


def test_replaying_the_actions_reproduces_the_state():
    state = two_player_game()
    roll(state, 0, 1, 2)
    players = [{"name": "Ann", "bot": False}, {"name": "Bo", "bot": False}]
    assert replay("monopoly", players, 7, {}, state.history) == state
