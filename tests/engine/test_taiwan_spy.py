"""One test per ruling line of rules/taiwan.md "The Industrial Spy" (rule 8) and Clarifications 2,
3 and 10, with forced spins of the top. 20 產業間諜 is the Spy square, 10 坐牢 In Jail, 30 進牢 Go to
Jail; 1 萬華 + 3 大龍峒 are brown, 37 西門町 + 39 衡陽路 dark blue."""

from helpers import act, events
from taiwan_helpers import at, cash, game, make_spy, own, spin, top
from tycoon.core import CHANCE, view
from tycoon.core.estate import HOTEL


# ---- the Industrial Spy -----------------------------------------------------------------------------
def test_stopping_exactly_on_the_spy_square_makes_the_spy():
    state = game()
    at(state, 0, 8)
    spin(state, 0, 12)
    assert state.board["spy"] == 0 and view(state, 1)["spy"] == 0
    assert events(state, "became_spy") == [{"player": 0}]


def test_passing_the_spy_square_does_not_make_a_spy():
    state = game()
    at(state, 0, 15)
    own(state, 0, 15, 21)
    spin(state, 0, 6)
    assert state.board["spy"] is None


def test_second_player_cannot_become_spy():
    state = game()
    make_spy(state, 1)
    at(state, 0, 8)
    spin(state, 0, 12)
    assert state.board["spy"] == 1 and events(state, "spy_taken") == [{"player": 0, "spy": 1}]


def test_spy_returns_after_passing_the_spy_square():
    state = game()
    make_spy(state, 0)
    at(state, 0, 18)
    own(state, 0, 18, 21)
    spin(state, 0, 3)
    assert state.board["spy"] is None and events(state, "spy_returned") == [{"player": 0}]


def test_spy_stopping_on_the_spy_square_returns_and_does_not_become_spy_again():
    state = game()
    make_spy(state, 0)
    at(state, 0, 16)
    own(state, 0, 16)
    spin(state, 0, 4)
    assert state.board["spy"] is None and not events(state, "became_spy")


def test_spy_moving_away_from_the_spy_square_is_not_passing_it():
    state = game()
    at(state, 0, 8)
    spin(state, 0, 12)  # becomes the Spy on 20
    spin(state, 0, 1)  # 21: unowned, the Spy may not buy
    assert state.board["spy"] == 0 and state.phase == "roll"


def test_a_reverting_move_resolves_its_square_as_an_ordinary_player():
    state = game()
    make_spy(state, 0)
    own(state, 1, 21)
    at(state, 0, 18)
    spin(state, 0, 3)  # passes 20, reverts, stops on 阿華's 高雄鹽埕埔: pays rent
    assert cash(state) == [15000 - 180, 15000 + 180]


def test_spy_pays_no_income_or_property_tax():
    state = game()
    make_spy(state, 0)
    spin(state, 0, 4)
    at(state, 0, 34)
    own(state, 0, 34)
    spin(state, 0, 4)
    assert cash(state)[0] == 15000 and len(events(state, "spy_exempt")) == 2


def test_spy_ignores_go_to_jail():
    state = game()
    make_spy(state, 0)
    at(state, 0, 25)
    own(state, 0, 25)
    spin(state, 0, 5)
    assert not state.players[0]["in_jail"] and state.players[0]["position"] == 30


def test_spy_draws_no_card():
    state = game()
    make_spy(state, 0)
    spin(state, 0, 7)
    assert not events(state, "card_drawn") and len(state.board["decks"]["chance"]) == 15


def test_spy_cannot_buy_and_an_unowned_deed_is_not_auctioned():
    state = game()
    make_spy(state, 0)
    spin(state, 0, 1)
    assert state.phase == "roll" and state.board["owner"][1] is None
    assert events(state, "spy_passes_deed") == [{"player": 0, "square": 1}]


def test_spy_does_not_join_auctions():
    state = game(3)
    make_spy(state, 2)
    spin(state, 0, 1)
    act(state, 0, "decline")
    assert state.pending["bidders"] == [0, 1]


def test_spy_still_collects_the_start_reward():
    state = game()
    make_spy(state, 0)
    at(state, 0, 35)
    own(state, 0, 35)
    spin(state, 0, 5)
    assert cash(state)[0] == 17000


def test_spy_is_not_jailed_by_three_identical_spins():
    state = game()
    make_spy(state, 0)
    own(state, 0, 3, 6, 9)
    spin(state, 0, 3)
    spin(state, 0, 3)
    spin(state, 0, 3)
    assert not state.players[0]["in_jail"] and state.players[0]["position"] == 9


def test_spy_collects_rent_from_owner():
    state = game()
    make_spy(state, 0)
    own(state, 1, 1)
    spin(state, 0, 1)
    assert cash(state) == [15020, 14980]
    assert events(state, "spy_rent") == [{"amount": 20, "spy": 0, "owner": 1, "square": 1}]


def test_spy_collects_doubled_rent_for_a_complete_group():
    state = game()
    make_spy(state, 0)
    own(state, 1, 1, 3)
    spin(state, 0, 1)
    assert cash(state) == [15040, 14960]


def test_spy_collects_rent_from_owner_with_hotel():
    state = game()
    make_spy(state, 0)
    own(state, 1, 37, 39)
    state.board["houses"][39] = HOTEL
    at(state, 0, 27)
    spin(state, 0, 12)  # 衡陽路 with a hotel: 20,000, more than the owner's cash
    assert state.phase == "raise_cash" and state.actor == 1
    assert view(state, 0)["debt"] == {"debtor": 1, "creditor": 0, "amount": 20000, "event": "spy_rent",
                                      "params": {"spy": 0, "owner": 1, "square": 39}}


def test_spy_collects_nothing_from_a_mortgaged_deed():
    state = game()
    make_spy(state, 0)
    own(state, 1, 1)
    state.board["mortgaged"][1] = True
    spin(state, 0, 1)
    assert cash(state) == [15000, 15000]


def test_an_owner_in_jail_still_pays_the_spy():
    state = game()
    make_spy(state, 0)
    own(state, 1, 1)
    state.players[1].update(in_jail=True, position=10)
    spin(state, 0, 1)
    assert cash(state) == [15020, 14980]


def test_spy_on_its_own_deed_nothing_happens():
    state = game()
    make_spy(state, 0)
    own(state, 0, 1)
    spin(state, 0, 1)
    assert cash(state) == [15000, 15000]


def test_spy_pays_a_1000_fine_on_the_in_jail_square():
    state = game()
    make_spy(state, 0)
    own(state, 0, 5)
    at(state, 0, 5)
    spin(state, 0, 5)
    assert cash(state)[0] == 14000 and not state.players[0]["in_jail"]


def test_an_ordinary_player_on_the_in_jail_square_is_just_visiting():
    state = game()
    at(state, 0, 5)
    own(state, 0, 5)
    spin(state, 0, 5)
    assert cash(state)[0] == 15000 and events(state, "just_visiting")


def test_a_bankrupt_spy_sends_the_white_pawn_back():
    state = game()
    make_spy(state, 0)
    state.players[0]["cash"] = 300
    at(state, 0, 5)
    own(state, 0, 5)
    state.board["mortgaged"][5] = True
    spin(state, 0, 5)  # the 1,000 fine, and nothing to sell
    assert state.phase == "raise_cash"
    act(state, 0, "bankrupt")
    assert state.board["spy"] is None and events(state, "spy_pawn_back")


def test_a_new_spy_at_the_third_identical_spin_is_not_jailed_and_moves():
    state = game()
    at(state, 0, 4)
    own(state, 0, 12, 28)
    spin(state, 0, 8)  # 12, own enterprise
    spin(state, 0, 8)  # 20: becomes the Spy
    spin(state, 0, 8)  # the third 8: the Spy is not jailed and moves
    assert state.board["spy"] == 0 and not state.players[0]["in_jail"] and state.players[0]["position"] == 28


def test_a_player_who_just_reverted_is_jailed_by_the_third_identical_spin():
    state = game()
    make_spy(state, 0)
    at(state, 0, 14)
    spin(state, 0, 3)  # 17 Fate: the Spy draws no card
    spin(state, 0, 3)  # 20: stopping on the Spy square reverts (and does not make a Spy again)
    assert state.board["spy"] is None
    spin(state, 0, 3)  # an ordinary player now: jailed without moving
    assert state.players[0]["in_jail"] and state.players[0]["position"] == 10


def test_a_forward_card_move_that_stops_on_the_spy_square_makes_a_spy():
    state = game()
    deck = state.board["decks"]["fate"]
    deck.remove("tw_trade_secrets")
    deck.insert(0, "tw_trade_secrets")
    at(state, 0, 15)
    own(state, 0, 15)
    spin(state, 0, 2)  # 17 Fate: advance to 產業間諜
    assert state.players[0]["position"] == 20 and state.board["spy"] == 0


def test_an_enterprise_reached_by_a_card_move_rents_by_a_new_spin():
    state = game()
    deck = state.board["decks"]["chance"]
    deck.remove("tw_power_bill")
    deck.insert(0, "tw_power_bill")
    own(state, 1, 12)
    spin(state, 0, 7)  # 7 Chance: advance to 台灣電力公司
    assert state.current_player() == CHANCE and state.chance["why"] == "enterprise_card"
    top(state, 5)
    assert cash(state) == [15000 - 200, 15000 + 200]
