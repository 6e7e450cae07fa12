"""Trading (rules/monopoly.md "Selling and trading", "Mortgages")."""

import pytest
from helpers import act, events, kinds, two_player_game
from tycoon.core import Action, IllegalAction, apply_action, legal_actions


def trading_game():
    state = two_player_game()
    state.board["owner"][39] = 0  # Boardwalk
    state.board["owner"][37] = 1  # Park Place
    return state


def test_any_player_may_open_a_trade_at_a_turns_start_even_out_of_turn():
    state = trading_game()
    assert Action(1, "trade_open", (0,)) in legal_actions(state, 1)
    act(state, 1, "trade_open", 0)
    assert state.phase == "trade" and state.actor == 1


def test_a_trade_of_deeds_and_cash_both_ways():
    state = trading_game()
    act(state, 0, "trade_open", 1)
    act(state, 0, "trade_take", 37)
    act(state, 0, "trade_cash", 100)
    act(state, 0, "trade_send")
    assert state.actor == 1 and kinds(state) == ["trade_accept", "trade_counter", "trade_reject"]
    act(state, 1, "trade_accept")
    assert state.board["owner"][37] == 0 and state.players[0]["cash"] == 1400 and state.players[1]["cash"] == 1600
    assert state.phase == "roll" and state.actor == 0  # the turn goes on


def test_rejected_trade_changes_nothing():
    state = trading_game()
    act(state, 0, "trade_open", 1)
    act(state, 0, "trade_give", 39)
    act(state, 0, "trade_send")
    act(state, 1, "trade_reject")
    assert state.board["owner"][39] == 0 and events(state, "trade_rejected")


def test_a_counter_offer_hands_the_draft_to_the_other_player():
    state = trading_game()
    act(state, 0, "trade_open", 1)
    act(state, 0, "trade_take", 37)
    act(state, 0, "trade_send")
    act(state, 1, "trade_counter")
    assert state.actor == 1 and state.pending["give"] == [37]
    act(state, 1, "trade_cash", -200)  # Park Place for $200 from seat 0
    act(state, 1, "trade_send")
    act(state, 0, "trade_accept")
    assert state.board["owner"][37] == 0 and state.players[1]["cash"] == 1700


def test_buying_a_mortgaged_deed_costs_the_buyer_ten_percent_at_once():
    state = trading_game()
    state.board["mortgaged"][37] = True
    act(state, 0, "trade_open", 1)
    act(state, 0, "trade_take", 37)
    act(state, 0, "trade_send")
    act(state, 1, "trade_accept")
    assert state.board["mortgaged"][37] and state.players[0]["cash"] == 1500 - 18
    assert events(state, "mortgage_fee_paid") == [{"player": 0, "square": 37, "amount": 18}]


def test_a_street_whose_group_has_buildings_cannot_be_traded():
    state = trading_game()
    state.board["owner"][39] = state.board["owner"][37] = 0
    state.board["houses"][37] = 1
    act(state, 0, "trade_open", 1)
    assert not [a for a in legal_actions(state, 0) if a.kind == "trade_give"]


def test_a_get_out_of_jail_free_card_can_be_sold():
    state = trading_game()
    state.players[1]["jail_cards"] = ["jail_free_chest"]
    act(state, 0, "trade_open", 1)
    act(state, 0, "trade_card_take")
    act(state, 0, "trade_cash", 50)
    act(state, 0, "trade_send")
    act(state, 1, "trade_accept")
    assert state.players[0]["jail_cards"] == ["jail_free_chest"] and state.players[1]["cash"] == 1550


def test_a_player_cannot_promise_more_cash_than_they_have():
    state = trading_game()
    state.players[0]["cash"] = 90
    act(state, 0, "trade_open", 1)
    assert Action(0, "trade_cash", (100,)) not in legal_actions(state, 0)
    with pytest.raises(IllegalAction):
        apply_action(state, Action(0, "trade_cash", (91,)))
    act(state, 0, "trade_cash", 90)


def test_cancelling_a_draft_gives_the_turn_back():
    state = trading_game()
    act(state, 0, "trade_open", 1)
    act(state, 0, "trade_cancel")
    assert state.phase == "roll" and state.actor == 0


def test_an_empty_trade_cannot_be_sent():
    state = trading_game()
    act(state, 0, "trade_open", 1)
    act(state, 0, "trade_cash", 10)
    assert "trade_send" not in kinds(state)


def test_the_fee_the_view_shows_is_the_fee_charged_for_every_mortgaged_deed():
    """The UI shows view["pending"]["fees"] and squares[i]["transfer_fee"]; the engine charges
    10% of the mortgage value rounded up (Park Place: $17.50 -> $18)."""
    from tycoon.core import view
    from tycoon.variants.monopoly.board import PROPERTIES
    for index in PROPERTIES:
        state = two_player_game()
        state.board["owner"][index] = 1
        state.board["mortgaged"][index] = True
        act(state, 0, "trade_open", 1)
        act(state, 0, "trade_take", index)
        shown = view(state, 0)["pending"]["fees"]
        assert view(state, 0)["squares"][index]["transfer_fee"] == shown[0]["amount"]
        act(state, 0, "trade_send")
        before = state.players[0]["cash"]
        act(state, 1, "trade_accept")
        assert shown == [{"player": 0, "square": index, "amount": before - state.players[0]["cash"]}]
    assert shown[0]["amount"] == 20  # Boardwalk: 10% of $200
