"""The options and the seed's quick-game rules (rules/monopoly.md "Quick game", "Rent")."""

import pytest
from helpers import act, dice, events, kinds, new_dealt, roll, two_player_game
from tycoon.core.estate import owned_by


def test_quick_rule_three_starting_deeds_are_dealt_free():
    state = new_dealt("monopoly", [{"name": n} for n in "ABC"], 4, {"starting_deeds": 3})
    assert [len(owned_by(state, s)) for s in range(3)] == [3, 3, 3]
    assert all(p["cash"] == 1500 for p in state.players)


def test_too_many_starting_deeds_are_refused():
    with pytest.raises(ValueError):
        new_dealt("monopoly", [{"name": str(n)} for n in range(8)], 4, {"starting_deeds": 4})


def test_quick_rule_must_leave_jail_on_the_next_turn():
    state = two_player_game({"must_leave_jail_next_turn": True})
    state.players[0].update(in_jail=True, position=10)
    roll(state, 0, 1, 3)  # no doubles: pay $50 and move at once
    assert not state.players[0]["in_jail"] and state.players[0]["position"] == 14
    assert state.players[0]["cash"] == 1450


def test_quick_rule_the_game_ends_at_the_first_bankruptcy():
    state = new_dealt("monopoly", [{"name": n} for n in "ABC"], 1, {"end_at_first_bankruptcy": True})
    for d in ((6, 6), (1, 1), (1, 2)):
        dice(state, *d)
    state.board["owner"][37] = 1
    state.players[0].update(position=35, cash=20)
    state.players[2]["cash"] = 1000
    roll(state, 0, 2, 1)  # Luxury Tax $100
    act(state, 0, "bankrupt")
    assert state.over and state.winners == [1]  # 1500 + Park Place beats 1000
    assert {e["player"] for e in events(state, "final_worth")} == {1, 2}


def test_rent_must_be_claimed_before_the_next_players_roll():
    state = two_player_game({"rent_must_be_claimed": True})
    state.board["owner"][3] = 1
    roll(state, 0, 1, 2)
    assert state.players[0]["cash"] == 1500 and "claim_rent" in kinds(state, 1)
    act(state, 1, "claim_rent", 3)
    assert state.players[1]["cash"] == 1504


def test_unclaimed_rent_is_lost_at_the_next_players_roll():
    state = two_player_game({"rent_must_be_claimed": True})
    state.board["owner"][3] = 1
    roll(state, 0, 1, 2)
    act(state, 0, "end_turn")
    act(state, 1, "roll")
    assert events(state, "rent_lapsed") and state.players[1]["cash"] == 1500
    dice(state, 1, 2)
    assert "claim_rent" not in kinds(state, 1)


def test_turn_limit_counts_rounds():
    state = two_player_game({"turn_limit": 2})
    for _ in range(2):
        for seat in (0, 1):
            roll(state, seat, 2, 3) if not state.over else None
            while state.phase not in ("end",) and not state.over:
                act(state, seat, "decline") if state.phase == "buy" else act(state, state.actor, "pass")
            act(state, seat, "end_turn")
    assert state.over


def test_the_round_count_stops_at_the_limit():
    state = two_player_game({"turn_limit": 1})
    for seat in (0, 1):
        roll(state, seat, 2, 3)
        while state.phase == "auction" or state.phase == "buy":
            act(state, seat, "decline") if state.phase == "buy" else act(state, state.actor, "pass")
        act(state, seat, "end_turn")
    assert state.over and state.round == 1
