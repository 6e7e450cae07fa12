"""Houses and hotels (rules/monopoly.md "Houses and hotels", "Selling and trading")."""

import pytest
from helpers import act, events, kinds, roll, two_player_game
from tycoon.core import Action, IllegalAction, apply_action, legal_actions
from tycoon.core.estate import HOTEL


def with_light_blues(options=None):
    """Seat 0 owns the light blues (6, 8, 9; $50 houses) and has ended its move."""
    state = two_player_game(options)
    for index in (6, 8, 9):
        state.board["owner"][index] = 0
    roll(state, 0, 1, 2)
    act(state, 0, "decline")
    act(state, 0, "pass")
    act(state, 1, "pass")
    assert state.phase == "end"
    return state


def builds(state, seat=0):
    return sorted(a.args[0] for a in legal_actions(state, seat) if a.kind == "build")


def test_building_needs_the_whole_colour_group():
    state = two_player_game()
    state.board["owner"][6] = state.board["owner"][8] = 0
    assert builds(state) == []


def test_a_house_costs_the_printed_house_price():
    state = with_light_blues()
    act(state, 0, "build", 6)
    assert state.board["houses"][6] == 1 and state.players[0]["cash"] == 1450
    assert state.board["bank_houses"] == 31


def test_building_must_be_even():
    state = with_light_blues()
    act(state, 0, "build", 6)
    assert builds(state) == [8, 9]
    with pytest.raises(IllegalAction):
        apply_action(state, Action(0, "build", (6,)))


def test_no_building_when_a_street_of_the_group_is_mortgaged():
    state = with_light_blues()
    state.board["mortgaged"][9] = True
    assert builds(state) == []


def test_a_hotel_replaces_four_houses_and_returns_them_to_the_bank():
    state = with_light_blues()
    for index in (6, 8, 9):
        state.board["houses"][index] = 4
    state.board["bank_houses"] = 32 - 12
    act(state, 0, "build", 9)
    assert state.board["houses"][9] == HOTEL and state.board["bank_hotels"] == 11
    assert state.board["bank_houses"] == 24


def test_quick_rule_hotel_after_three_houses():
    state = with_light_blues({"hotel_after": 3})
    for index in (6, 8, 9):
        state.board["houses"][index] = 3
    state.board["bank_houses"] = 32 - 9
    assert builds(state) == [6, 8, 9]
    act(state, 0, "build", 6)
    assert state.board["houses"][6] == HOTEL and state.board["bank_houses"] == 26


def test_nobody_builds_when_the_bank_has_no_houses():
    state = with_light_blues()
    state.board["bank_houses"] = 0
    assert builds(state) == []


def test_selling_is_even_and_pays_half_the_cost():
    state = with_light_blues()
    state.board["houses"][6], state.board["houses"][8], state.board["houses"][9] = 2, 1, 1
    state.board["bank_houses"] = 28
    sells = sorted(a.args[0] for a in legal_actions(state, 0) if a.kind == "sell")
    assert sells == [6]
    act(state, 0, "sell", 6)
    assert state.players[0]["cash"] == 1525 and state.board["bank_houses"] == 29


def test_no_mortgage_while_the_group_has_buildings():
    state = with_light_blues()
    state.board["houses"][6] = 1
    state.board["bank_houses"] = 31
    assert not [a for a in legal_actions(state, 0) if a.kind == "mortgage" and a.args[0] in (6, 8, 9)]


def test_raise_cash_may_sell_a_whole_group_at_half_price():
    state = with_light_blues()
    for index in (6, 8, 9):
        state.board["houses"][index] = 2
    state.board["bank_houses"] = 26
    state.board["owner"][39] = 1
    state.board["houses"][39] = 0
    act(state, 0, "end_turn")
    state.players[0]["cash"] = 10
    state.phase, state.actor, state.turn_seat = "roll", 0, 0  # seat 0 again, poor
    state.players[0]["position"] = 34
    roll(state, 0, 3, 2)  # Boardwalk, rent 50
    assert state.phase == "raise_cash" and "sell_group" in kinds(state)
    act(state, 0, "sell_group", "light_blue")
    assert state.board["houses"][6:10] == [0, 0, 0, 0] and state.board["bank_houses"] == 32
    assert state.players[0]["cash"] == 10 + 6 * 25 - 50


def test_shortage_auction_when_several_want_the_last_houses():
    state = with_light_blues()
    for index in (1, 3):
        state.board["owner"][index] = 1  # seat 1 could build on the browns too
    state.board["bank_houses"] = 1
    act(state, 0, "build", 6)
    assert state.phase == "auction" and state.pending["lot"]["kind"] == "house"
    assert min(a.args[0] for a in legal_actions(state, 0) if a.kind == "bid") == 50  # from the printed price
    act(state, 0, "bid", 60)
    act(state, 1, "bid", 70)
    act(state, 0, "pass")
    assert state.phase == "place_house" and state.actor == 1
    act(state, 1, "place", 3)
    assert state.board["houses"][3] == 1 and state.players[1]["cash"] == 1430
    assert state.phase == "end" and state.actor == 0 and state.board["bank_houses"] == 0


def test_build_without_monopoly_only_on_landing_again():
    state = two_player_game({"build_without_monopoly": True})
    state.board["owner"][3] = 0
    assert builds(state) == []
    roll(state, 0, 1, 2)  # lands on its own Baltic Avenue
    assert builds(state) == [3]
    act(state, 0, "build", 3)
    assert state.board["houses"][3] == 1 and events(state, "house_built")


def test_another_players_lone_building_does_not_stop_a_mortgage():
    state = with_light_blues({"build_without_monopoly": True})
    state.board["owner"][9] = 1
    state.board["houses"][9] = 1  # seat 1 built alone on Connecticut Avenue
    state.board["bank_houses"] = 31
    assert Action(0, "mortgage", (6,)) in legal_actions(state, 0)
