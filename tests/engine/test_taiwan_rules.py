"""One test per ruling line of rules/taiwan.md (and its Clarifications) except the Industrial
Spy's (test_taiwan_spy.py), with forced spins of the top. Squares: 0 起點 Start, 10 坐牢 In Jail,
20 產業間諜 Spy, 30 進牢 Go to Jail; 1 萬華 + 3 大龍峒 (brown), 37 西門町 + 39 衡陽路 (dark blue), 5/15/25/35 stations, 12/28 enterprises, 7/22/36
Chance, 2/17/33 Fate, 4 Income Tax, 38 Property Tax."""

import pytest
from helpers import act, events, kinds, new_dealt
from taiwan_helpers import NAMES, at, cash, end_turn, game, jailed, own, pass_auction, spin, top
from tycoon.core import view
from tycoon.core.estate import HOTEL
from tycoon.variants.taiwan.board import SQUARES
from tycoon.variants.taiwan.rules import RULES


# ---- components and setup -------------------------------------------------------------------
def test_everyone_starts_with_15000_points():
    assert cash(game(3)) == [15000] * 3


def test_two_to_five_players():
    new_dealt("taiwan", [{"name": n} for n in "ABCDE"], 1)
    with pytest.raises(ValueError):
        new_dealt("taiwan", [{"name": n} for n in "ABCDEF"], 1)


def test_the_bank_has_28_houses_and_10_hotels():
    assert view(game(), 0)["bank"] == {"houses": 28, "hotels": 10}


def test_the_top_shows_1_to_12_each_equally_likely():
    state = game()
    act(state, 0, "roll")
    outcomes = RULES.chance_outcomes(state)
    assert [(a.args, w) for a, w in outcomes] == [((n,), 1) for n in range(1, 13)]


def test_highest_spin_starts_ties_spin_again():
    state = new_dealt("taiwan", [{"name": n} for n in NAMES], 7)
    top(state, 9)
    top(state, 4)
    top(state, 9)
    assert events(state, "order_tie") == [{"players": [0, 2], "total": 9}]
    top(state, 3)  # 阿明 spins again
    top(state, 5)  # 阿珠 spins again; 阿華 does not
    assert state.actor == 2 and events(state, "first_player") == [{"player": 2}]


# ---- board -------------------------------------------------------------------------------------
def test_board_has_the_ruled_corners_and_28_deeds():
    kinds_ = [sq["kind"] for sq in SQUARES]
    assert [kinds_[i] for i in (0, 10, 20, 30)] == ["go", "jail", "spy", "go_to_jail"]
    assert (kinds_.count("street"), kinds_.count("railroad"), kinds_.count("utility")) == (22, 4, 2)
    assert (kinds_.count("chance"), kinds_.count("fate")) == (3, 3)
    assert kinds_.count("income_tax") == kinds_.count("property_tax") == 1
    assert SQUARES[1]["zh"] == "萬華" and SQUARES[39]["zh"] == "衡陽路"


def test_prices_are_monopolys_times_ten():
    from tycoon.variants.monopoly.board import SQUARES as MONOPOLY
    for ours, theirs in zip(SQUARES, MONOPOLY):
        if "price" in theirs:
            assert ours["price"] == theirs["price"] * 10 and ours["mortgage"] == theirs["mortgage"] * 10
        if ours["kind"] == "street":
            assert ours["rents"] == [r * 10 for r in theirs["rents"]]
            assert ours["house_cost"] == theirs["house_cost"] * 10


# ---- turn ----------------------------------------------------------------------------------------
def test_a_turn_is_three_spins_each_moved_and_resolved():
    state = game()
    spin(state, 0, 1)  # 萬華, unowned: buy or not before the next spin
    assert state.phase == "buy" and state.players[0]["position"] == 1
    act(state, 0, "buy")
    assert state.phase == "roll" and events(state, "spin_again") == [{"player": 0, "left": 2}]
    spin(state, 0, 2)  # 大龍峒
    act(state, 0, "buy")
    spin(state, 0, 3)  # 6 三重埔
    act(state, 0, "decline")
    pass_auction(state)
    assert state.phase == "end" and "roll" not in kinds(state)
    assert view(state, 0)["spins"] == [1, 2, 3] and view(state, 0)["spins_left"] == 0


def test_option_one_spin_per_turn():
    state = game(spins_per_turn=1)
    spin(state, 0, 6)
    act(state, 0, "buy")
    assert state.phase == "end"


def test_three_identical_spins_jail():
    state = game()
    own(state, 0, 3, 6)
    spin(state, 0, 3)
    spin(state, 0, 3)
    spin(state, 0, 3)  # the third 3: to jail without moving to 9
    assert state.players[0]["in_jail"] and state.players[0]["position"] == 10 and state.phase == "end"
    assert events(state, "three_same_spins") == [{"player": 0, "spin": 3}]
    assert [e["square"] for e in events(state, "moved")] == [3, 6]


def test_going_to_jail_ends_the_turn():
    state = game()
    at(state, 0, 25)
    own(state, 0, 25)
    spin(state, 0, 5)  # 30 進牢
    assert state.players[0]["in_jail"] and state.phase == "end" and "roll" not in kinds(state)


# ---- start -----------------------------------------------------------------------------------
def test_passing_start_pays_2000():
    state = game()
    at(state, 0, 35)
    own(state, 0, 35, 1)
    spin(state, 0, 6)  # 41 → 1 萬華 (own)
    assert cash(state)[0] == 17000


def test_stopping_on_start_pays_2000():
    state = game()
    at(state, 0, 35)
    own(state, 0, 35)
    spin(state, 0, 5)
    assert state.players[0]["position"] == 0 and cash(state)[0] == 17000


# ---- property ---------------------------------------------------------------------------------
def test_buy_an_unowned_property_at_its_price():
    state = game()
    spin(state, 0, 1)
    act(state, 0, "buy")
    assert state.board["owner"][1] == 0 and cash(state)[0] == 15000 - 600


def test_declined_property_is_auctioned_to_everyone_the_decliner_too():
    state = game(3)
    spin(state, 0, 1)
    act(state, 0, "decline")
    assert state.phase == "auction" and state.pending["bidders"] == [0, 1, 2]
    act(state, 0, "bid", 100)
    act(state, 1, "pass")
    act(state, 2, "pass")
    assert state.board["owner"][1] == 0 and cash(state)[0] == 14900


def test_building_rent_replaces_the_bare_rent():
    state = game()
    own(state, 1, 1, 3)
    state.board["houses"][1] = 2
    spin(state, 0, 1)
    assert cash(state) == [15000 - 300, 15000 + 300]


def test_a_complete_group_doubles_bare_land_rent_only():
    state = game()
    own(state, 1, 37, 39)
    at(state, 0, 27)
    own(state, 0, 27)
    spin(state, 0, 12)  # 39 衡陽路, bare, complete group: 500 × 2
    assert cash(state) == [14000, 16000]
    assert RULES.rent(state, 37, 0) == 700
    state.board["houses"][37] = 1
    assert RULES.rent(state, 37, 0) == 1750  # a house's rent is not doubled


def test_no_rent_on_a_mortgaged_property():
    state = game()
    own(state, 1, 1)
    state.board["mortgaged"][1] = True
    spin(state, 0, 1)
    assert cash(state) == [15000, 15000]


def test_jailed_owner_collects_no_rent():
    state = game()
    own(state, 1, 1)
    state.players[1].update(in_jail=True, position=10)
    spin(state, 0, 1)
    assert cash(state) == [15000, 15000] and events(state, "rent_not_collected")


def test_rent_is_due_only_for_stopping_not_passing():
    state = game()
    own(state, 1, 1, 3)
    spin(state, 0, 4)  # passes 萬華 and 大龍峒, stops on Income Tax
    assert cash(state) == [13000, 15000]


def test_station_rent_counts_mortgaged_stations_too():
    state = game()
    own(state, 1, 5, 15, 25)
    state.board["mortgaged"][15] = True
    spin(state, 0, 5)
    assert cash(state) == [14000, 16000]  # three stations: 1,000


def test_enterprise_rent_is_40_or_100_times_the_spin():
    state = game()
    own(state, 1, 12)
    at(state, 0, 5)
    own(state, 0, 5)
    spin(state, 0, 7)
    assert cash(state) == [15000 - 280, 15000 + 280]
    own(state, 1, 28)
    assert RULES.rent(state, 12, 7) == 700


# ---- Chance and Fate ------------------------------------------------------------------------------
def test_a_card_is_drawn_only_when_stopping_on_chance():
    state = game()
    own(state, 0, 8)
    spin(state, 0, 8)  # passes 7 Chance
    assert not events(state, "card_drawn")


def test_a_renovation_card_with_no_buildings_costs_nothing_and_logs_no_payment():
    state = game()
    deck = state.board["decks"]["chance"]
    state.board["decks"]["chance"] = ["tw_renovation"] + [c for c in deck if c != "tw_renovation"]
    assert not any(state.board["houses"])
    before = cash(state)[0]
    spin(state, 0, 7)
    assert events(state, "card_drawn") and cash(state)[0] == before
    assert not events(state, "card_paid") and events(state, "card_nothing_to_pay")


def test_a_card_goes_back_to_the_bottom_of_its_deck():
    state = game()
    state.board["decks"]["chance"] = ["tw_mig"] + [c for c in state.board["decks"]["chance"] if c != "tw_mig"]
    spin(state, 0, 7)
    assert state.board["decks"]["chance"][-1] == "tw_mig" and cash(state)[0] == 17000


def test_the_prison_release_permit_is_kept_until_used_then_goes_to_the_bottom():
    state = game()
    deck = state.board["decks"]["fate"]
    deck.remove("tw_permit_fate")
    deck.insert(0, "tw_permit_fate")
    spin(state, 0, 2)
    assert state.players[0]["jail_cards"] == ["tw_permit_fate"] and "tw_permit_fate" not in deck
    state.players[0].update(in_jail=True, position=10)
    state.phase = "roll"
    act(state, 0, "jail_card")
    assert not state.players[0]["in_jail"] and deck[-1] == "tw_permit_fate"


def test_the_arrest_warrant_jails_without_the_start_reward():
    state = game()
    deck = state.board["decks"]["chance"]
    deck.remove("tw_warrant_chance")
    deck.insert(0, "tw_warrant_chance")
    at(state, 0, 30)
    spin(state, 0, 6)  # 36 Chance: the warrant; jail is round the corner past Start
    assert state.players[0]["in_jail"] and state.players[0]["position"] == 10 and cash(state)[0] == 15000
    assert state.phase == "end"


# ---- taxes --------------------------------------------------------------------------------------------
def test_income_tax_2000_and_property_tax_1000_go_to_the_bank():
    state = game()
    spin(state, 0, 4)
    assert cash(state)[0] == 13000
    at(state, 0, 35)
    own(state, 0, 35)
    spin(state, 0, 3)
    assert cash(state)[0] == 12000


# ---- jail ----------------------------------------------------------------------------------------------
def test_jail_pay_500_then_a_normal_turn():
    state = game()
    jailed(state)
    act(state, 0, "jail_pay")
    assert not state.players[0]["in_jail"] and cash(state)[0] == 14500
    spin(state, 0, 2)
    act(state, 0, "buy")
    assert state.phase == "roll"  # two more spins


def test_a_permit_frees_then_a_normal_turn():
    state = game()
    jailed(state)
    state.players[0]["jail_cards"] = ["tw_permit_chance"]
    state.board["decks"]["chance"].remove("tw_permit_chance")
    act(state, 0, "jail_card")
    assert not state.players[0]["in_jail"] and state.board["decks"]["chance"][-1] == "tw_permit_chance"


def test_a_spin_of_12_frees_and_moves_12_and_the_turn_ends():
    state = game()
    jailed(state)
    deck = state.board["decks"]["chance"]
    deck.remove("tw_mig")
    deck.insert(0, "tw_mig")
    spin(state, 0, 12)  # 22 Chance: the MiG reward
    assert not state.players[0]["in_jail"] and state.players[0]["position"] == 22
    assert state.phase == "end" and cash(state)[0] == 17000 and events(state, "jail_twelve")


def test_any_other_spin_in_jail_ends_the_turn():
    state = game()
    jailed(state)
    spin(state, 0, 11)
    assert state.players[0]["in_jail"] and state.phase == "end" and state.players[0]["position"] == 10


def test_free_at_the_start_of_the_turn_after_three_jailed_turns():
    state = game(spins_per_turn=1)
    jailed(state)
    at(state, 1, 5)
    own(state, 1, 15, 25, 35)
    for turn in range(3):
        assert state.players[0]["in_jail"] and state.actor == 0
        spin(state, 0, 11)
        end_turn(state)
        spin(state, 1, 10)  # 阿華 goes round their own stations
        end_turn(state)
    assert not state.players[0]["in_jail"] and events(state, "jail_term_over") == [{"player": 0}]
    assert state.phase == "roll" and state.actor == 0 and state.board["spins_left"] == 1


def test_no_start_reward_on_the_way_to_jail():
    state = game()
    at(state, 0, 25)
    own(state, 0, 25)
    spin(state, 0, 5)
    assert cash(state)[0] == 15000


def test_a_jailed_player_may_build_mortgage_and_trade():
    state = game()
    jailed(state)
    own(state, 0, 1, 3)
    assert {"build", "mortgage", "trade_open", "dump"} <= set(kinds(state, with_trades=True))


# ---- the end -----------------------------------------------------------------------------------------------
def test_the_last_player_left_is_the_tycoon():
    state = game()
    own(state, 1, 1, 3)
    state.board["houses"][1] = state.board["houses"][3] = HOTEL
    state.players[0]["cash"] = 10
    spin(state, 0, 1)
    assert kinds(state) == ["bankrupt"]
    act(state, 0, "bankrupt")
    assert state.over and state.winners == [1]


def test_bankruptcy_to_a_player_hands_over_cash_and_deeds():
    state = game()
    own(state, 1, 1, 3)
    own(state, 0, 37)
    state.board["mortgaged"][37] = True
    state.board["houses"][1] = state.board["houses"][3] = HOTEL
    state.players[0]["cash"] = 10
    spin(state, 0, 1)
    act(state, 0, "bankrupt")
    assert state.board["owner"][37] == 1 and cash(state)[1] == 15000 + 10 - 180
    assert state.over and state.winners == [1]


def test_bankruptcy_to_the_bank_auctions_the_deeds():
    state = game(3)
    own(state, 0, 37)
    state.board["mortgaged"][37] = True
    state.players[0]["cash"] = 100
    spin(state, 0, 4)  # Income Tax 2,000
    act(state, 0, "bankrupt")
    assert state.board["owner"][37] is None and not state.board["mortgaged"][37]
    assert state.phase == "auction" and state.pending["lot"]["square"] == 37 and state.pending["bidders"] == [1, 2]


def test_turn_limit_the_richest_wins_counting_deeds_and_buildings():
    state = game(turn_limit=1, spins_per_turn=1)
    own(state, 1, 1, 3)
    state.board["houses"][1] = 1
    state.board["mortgaged"][3] = True
    own(state, 0, 5)
    at(state, 1, 5)
    spin(state, 0, 5)  # own station
    end_turn(state)
    spin(state, 1, 10)  # 15, unowned: no
    act(state, 1, "decline")
    pass_auction(state)
    end_turn(state)
    assert state.over
    worth = {p["player"]: p["amount"] for p in events(state, "final_worth")}
    assert worth == {0: 15000 + 2000, 1: 15000 + 600 + (600 - 300) + 500}
    assert state.winners == [0]


def test_the_quick_preset_deals_three_deeds_each():
    from tycoon.variants.taiwan.options import QUICK_GAME
    state = new_dealt("taiwan", [{"name": n} for n in NAMES], 3, dict(QUICK_GAME))
    owners = state.board["owner"]
    assert [owners.count(s) for s in range(3)] == [3, 3, 3]
