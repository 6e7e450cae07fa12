"""One test per ruling line of rules/taiwan.md "Houses and hotels", "Selling" (dumping land, 拋售)
and "Mortgage", with Clarifications 4–7 and 9, with forced spins of the top. 1 萬華 + 3 大龍峒 are
brown, 6/8/9 light blue, 37 西門町 + 39 衡陽路 dark blue."""

import pytest
from helpers import act, events, kinds
from taiwan_helpers import cash, game, make_spy, own, pass_auction, spin
from tycoon.core import IllegalAction, legal_actions, view
from tycoon.core.estate import HOTEL


# ---- houses and hotels ------------------------------------------------------------------------------
def test_houses_only_on_a_complete_group_and_evenly():
    state = game()
    own(state, 0, 1)
    assert "build" not in kinds(state)
    own(state, 0, 3)
    act(state, 0, "build", 1)
    assert [a.args for a in legal_actions(state, 0) if a.kind == "build"] == [(3,)]
    assert cash(state)[0] == 14500 and view(state, 0)["bank"]["houses"] == 27


def test_a_hotel_replaces_four_houses_at_the_house_price():
    state = game()
    own(state, 0, 1, 3)
    state.board["houses"][1] = state.board["houses"][3] = 4
    state.board["bank_houses"] = 20
    act(state, 0, "build", 1)
    assert state.board["houses"][1] == HOTEL and cash(state)[0] == 14500
    assert view(state, 0)["bank"] == {"houses": 24, "hotels": 9}


def test_building_is_allowed_between_spins():
    state = game()
    own(state, 0, 1, 3)
    spin(state, 0, 5)  # a station: buy it
    act(state, 0, "buy")
    assert state.phase == "roll" and "build" in kinds(state)


def test_no_building_in_a_group_with_a_mortgaged_street():
    state = game()
    own(state, 0, 1, 3)
    state.board["mortgaged"][3] = True
    assert "build" not in kinds(state)


def test_selling_a_hotel_back_pays_half_and_returns_four_houses():
    state = game()
    own(state, 0, 1, 3)
    state.board["houses"][1] = HOTEL
    state.board["houses"][3] = 4
    act(state, 0, "sell", 1)
    assert state.board["houses"][1] == 4 and cash(state)[0] == 15250


def test_houses_are_sold_evenly_at_half_their_cost():
    state = game()
    own(state, 0, 6, 8, 9)
    state.board["houses"][6], state.board["houses"][8], state.board["houses"][9] = 2, 1, 1
    state.board["bank_houses"] = 24
    assert sorted(a.args[0] for a in legal_actions(state, 0) if a.kind == "sell") == [6]
    act(state, 0, "sell", 6)
    assert cash(state)[0] == 15250 and state.board["bank_houses"] == 25


def test_a_hotel_without_four_houses_in_the_bank_goes_with_the_whole_group_at_half_price():
    state = game()
    own(state, 0, 1, 3)
    state.board["houses"][1] = HOTEL
    state.board["houses"][3] = 4
    state.board["bank_houses"], state.board["bank_hotels"] = 0, 9
    assert not [a for a in legal_actions(state, 0) if a.kind == "sell" and a.args[0] == 1]
    act(state, 0, "sell_group", "brown")
    assert state.board["houses"][1] == state.board["houses"][3] == 0
    assert cash(state)[0] == 15000 + (5 + 4) * 250 and view(state, 0)["bank"] == {"houses": 4, "hotels": 10}


def test_a_house_short_in_the_bank_is_auctioned_among_those_who_want_it():
    state = game()
    own(state, 0, 6, 8, 9)
    own(state, 1, 1, 3)  # 阿華 could build on the browns too
    state.board["bank_houses"] = 1
    act(state, 0, "build", 6)
    assert state.phase == "auction" and state.pending["lot"]["kind"] == "house"
    assert min(a.args[0] for a in legal_actions(state, 0) if a.kind == "bid") == 500  # from the printed price
    act(state, 0, "bid", 600)
    act(state, 1, "pass")
    assert state.phase == "place_house" and state.actor == 0
    act(state, 0, "place", 6)
    assert state.board["houses"][6] == 1 and cash(state)[0] == 14400 and state.board["bank_houses"] == 0


# ---- dumping land ---------------------------------------------------------------------------------
def test_dump_land_goes_to_the_highest_bidder_who_pays_the_owner():
    state = game(3)
    own(state, 0, 6)
    act(state, 0, "dump", 6)
    assert state.phase == "auction" and state.pending["bidders"] == [1, 2]
    act(state, 1, "bid", 700)
    act(state, 2, "pass")
    assert state.board["owner"][6] == 1 and cash(state) == [15700, 14300, 15000]
    assert state.phase == "roll" and state.actor == 0


def test_dump_land_bank_pays_half():
    state = game(3)
    own(state, 0, 6)
    act(state, 0, "dump", 6)
    pass_auction(state)
    assert state.board["owner"][6] is None and cash(state)[0] == 15500
    assert events(state, "dump_to_bank") == [{"player": 0, "square": 6, "amount": 500}]


def test_only_unbuilt_unmortgaged_streets_may_be_dumped():
    state = game()
    own(state, 0, 1, 3, 5, 12, 6)
    state.board["houses"][3] = 1
    state.board["mortgaged"][6] = True
    assert not [a for a in legal_actions(state, 0) if a.kind == "dump"]
    with pytest.raises(IllegalAction):
        act(state, 0, "dump", 1)


def test_the_spy_does_not_bid_for_dumped_land():
    state = game(3)
    make_spy(state, 2)
    own(state, 0, 6)
    act(state, 0, "dump", 6)
    assert state.pending["bidders"] == [1]


# ---- mortgage -------------------------------------------------------------------------------------------
def test_mortgage_half_the_price_and_release_with_10_percent_rounded_up_to_10():
    state = game()
    own(state, 0, 37)
    act(state, 0, "mortgage", 37)
    assert cash(state)[0] == 15000 + 1750
    act(state, 0, "lift", 37)  # 1,750 + 175 → 180
    assert cash(state)[0] == 15000 - 180


def test_a_mortgaged_deed_changing_hands_costs_the_buyer_10_percent_rounded_up_to_10():
    state = game()
    own(state, 1, 37)
    state.board["mortgaged"][37] = True
    act(state, 0, "trade_open", 1)
    act(state, 0, "trade_take", 37)
    assert view(state, 0)["pending"]["fees"] == [{"player": 0, "square": 37, "amount": 180}]
    act(state, 0, "trade_send")
    act(state, 1, "trade_accept")
    assert state.board["owner"][37] == 0 and cash(state)[0] == 15000 - 180
    assert events(state, "mortgage_fee_paid") == [{"player": 0, "square": 37, "amount": 180}]


def test_a_permit_may_be_sold_to_another_player_at_an_agreed_price():
    state = game()
    state.players[1]["jail_cards"] = ["tw_permit_fate"]
    act(state, 0, "trade_open", 1)
    act(state, 0, "trade_card_take")
    act(state, 0, "trade_cash", 300)
    act(state, 0, "trade_send")
    act(state, 1, "trade_accept")
    assert state.players[0]["jail_cards"] == ["tw_permit_fate"] and cash(state) == [14700, 15300]
