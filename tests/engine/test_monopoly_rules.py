"""One test per rule of rules/monopoly.md built so far, with forced dice."""

from helpers import act, dice, events, kinds, new_dealt, roll, two_player_game
from tycoon.core import apply_action, view
from tycoon.variants.monopoly.board import SQUARES


def pass_auction(state):
    """Everyone passes in the auction that follows a decline."""
    while state.phase == "auction":
        act(state, state.actor, "pass")


def own(state, seat, *squares):
    for index in squares:
        state.board["owner"][index] = seat


def test_highest_order_roll_starts():
    state = new_dealt("monopoly", [{"name": "A"}, {"name": "B"}, {"name": "C"}], 1)
    dice(state, 1, 1)
    dice(state, 6, 6)
    dice(state, 3, 3)
    assert state.phase == "roll" and state.actor == 1


def test_tied_highest_order_rolls_roll_again():
    state = new_dealt("monopoly", [{"name": "A"}, {"name": "B"}, {"name": "C"}], 1)
    dice(state, 6, 5)
    dice(state, 1, 1)
    dice(state, 5, 6)
    assert events(state, "order_tie") == [{"players": [0, 2], "total": 11}]
    dice(state, 1, 2)  # A re-rolls
    dice(state, 2, 2)  # C re-rolls; B does not
    assert state.actor == 2


def test_everyone_starts_with_1500():
    assert [p["cash"] for p in two_player_game().players] == [1500, 1500]


def test_passing_go_pays_200():
    state = two_player_game()
    state.players[0]["position"] = 38
    roll(state, 0, 2, 1)  # 38 → 1
    assert state.players[0]["position"] == 1
    assert state.players[0]["cash"] == 1700


def test_landing_on_go_pays_200():
    state = two_player_game()
    state.players[0]["position"] = 35
    roll(state, 0, 3, 2)
    assert state.players[0]["position"] == 0 and state.players[0]["cash"] == 1700


def test_buying_an_unowned_property_at_its_printed_price():
    state = two_player_game()
    roll(state, 0, 1, 2)  # Baltic, $60
    assert kinds(state) == ["buy", "decline"]
    act(state, 0, "buy")
    assert state.board["owner"][3] == 0 and state.players[0]["cash"] == 1440


def test_declined_property_with_no_bids_stays_with_the_bank():
    state = two_player_game()
    roll(state, 0, 1, 2)
    act(state, 0, "decline")
    act(state, 0, "pass")
    act(state, 1, "pass")
    assert state.board["owner"][3] is None and state.players[0]["cash"] == 1500
    assert state.phase == "end"


def test_cannot_buy_without_the_cash():
    state = two_player_game()
    state.players[0]["cash"] = 50
    roll(state, 0, 1, 2)
    assert kinds(state) == ["decline"]


def test_rent_is_paid_to_the_owner():
    state = two_player_game()
    own(state, 1, 3)
    roll(state, 0, 1, 2)
    assert state.players[0]["cash"] == 1496 and state.players[1]["cash"] == 1504
    assert events(state, "rent_paid") == [{"amount": 4, "payer": 0, "owner": 1, "square": 3}]


def test_whole_colour_group_doubles_unimproved_rent():
    state = two_player_game()
    own(state, 1, 1, 3)
    roll(state, 0, 1, 2)
    assert state.players[1]["cash"] == 1508


def test_group_doubling_holds_with_a_mortgaged_member():
    state = two_player_game()
    own(state, 1, 1, 3)
    state.board["mortgaged"][1] = True
    roll(state, 0, 1, 2)
    assert state.players[1]["cash"] == 1508


def test_mortgaged_property_collects_no_rent():
    state = two_player_game()
    own(state, 1, 3)
    state.board["mortgaged"][3] = True
    roll(state, 0, 1, 2)
    assert state.players[0]["cash"] == 1500 and events(state, "mortgaged_no_rent")


def test_houses_set_the_rent():
    state = two_player_game()
    own(state, 1, 1, 3)
    state.board["houses"][3] = 2
    roll(state, 0, 1, 2)
    assert state.players[1]["cash"] == 1560


def test_railroad_rent_depends_on_how_many_are_owned():
    for owned, rent in ((1, 25), (2, 50), (3, 100), (4, 200)):
        state = two_player_game()
        own(state, 1, *[5, 15, 25, 35][:owned])
        roll(state, 0, 3, 2)  # Reading Railroad
        assert state.players[1]["cash"] == 1500 + rent


def test_utility_rent_is_four_times_the_dice():
    state = two_player_game()
    state.players[0]["position"] = 7
    own(state, 1, 12)
    roll(state, 0, 4, 1)
    assert state.players[1]["cash"] == 1520


def test_both_utilities_rent_is_ten_times_the_dice():
    state = two_player_game()
    state.players[0]["position"] = 7
    own(state, 1, 12, 28)
    roll(state, 0, 4, 1)
    assert state.players[1]["cash"] == 1550


def test_luxury_tax_is_100():
    state = two_player_game()
    state.players[0]["position"] = 35
    roll(state, 0, 2, 1)
    assert state.players[0]["cash"] == 1400


def test_income_tax_flat_200():
    state = two_player_game()
    roll(state, 0, 3, 1)
    act(state, 0, "tax_flat")
    assert state.players[0]["cash"] == 1300


def test_income_tax_ten_percent_of_everything_owned():
    state = two_player_game()
    own(state, 0, 39, 37)  # 400 + 350
    state.board["mortgaged"][37] = True  # counts at its mortgage value, 175
    roll(state, 0, 3, 1)
    act(state, 0, "tax_percent")
    assert state.players[0]["cash"] == 1500 - (1500 + 400 + 175) // 10


def test_income_tax_choice_hides_the_ten_percent_figure():
    state = two_player_game()
    roll(state, 0, 3, 1)
    assert kinds(state) == ["tax_flat", "tax_percent"]
    assert "amount" not in view(state, 0)["pending"]


def test_the_ten_percent_button_says_the_total_comes_only_after_choosing():
    from tycoon.core import Action, describe
    from tycoon.core.texts import catalog

    state = two_player_game()
    roll(state, 0, 3, 1)
    key, params = describe(state, Action(0, "tax_percent"))
    assert params == {} or "amount" not in params  # the rule: no total before the choice
    assert catalog("en")[key] == "Pay 10% of everything I own (the total is shown only after choosing)"


def test_doubles_roll_again():
    state = two_player_game()
    roll(state, 0, 3, 3)  # Oriental Avenue
    act(state, 0, "decline")
    pass_auction(state)
    assert state.phase == "roll" and state.actor == 0


def test_three_doubles_go_to_jail():
    state = two_player_game()
    roll(state, 0, 1, 1)  # Community Chest
    roll(state, 0, 2, 2)  # Vermont
    act(state, 0, "decline")
    pass_auction(state)
    roll(state, 0, 3, 3)
    assert state.players[0]["position"] == 10 and state.players[0]["in_jail"]
    assert kinds(state) == ["end_turn"]


def test_go_to_jail_square_sends_to_jail_without_salary():
    state = two_player_game()
    state.players[0]["position"] = 25
    roll(state, 0, 3, 2)
    player = state.players[0]
    assert player["in_jail"] and player["position"] == 10 and player["cash"] == 1500


def test_going_to_jail_ends_the_turn_even_after_doubles():
    state = two_player_game()
    state.players[0]["position"] = 26
    roll(state, 0, 2, 2)
    assert kinds(state) == ["end_turn"]


def test_landing_on_jail_is_just_visiting():
    state = two_player_game()
    state.players[0]["position"] = 6
    roll(state, 0, 3, 1)
    assert not state.players[0]["in_jail"] and events(state, "just_visiting")


def jailed_game():
    state = two_player_game()
    state.players[0].update(position=10, in_jail=True)
    return state


def test_jail_doubles_free_you_without_rolling_again():
    state = jailed_game()
    roll(state, 0, 3, 3)
    assert not state.players[0]["in_jail"] and state.players[0]["position"] == 16
    act(state, 0, "decline")
    pass_auction(state)
    assert kinds(state) == ["end_turn"]


def test_jail_miss_ends_the_turn():
    state = jailed_game()
    roll(state, 0, 1, 3)
    assert state.players[0]["in_jail"] and state.players[0]["position"] == 10
    assert kinds(state) == ["end_turn"]


def test_pay_50_before_rolling_to_leave_jail():
    state = jailed_game()
    assert "jail_pay" in kinds(state)
    act(state, 0, "jail_pay")
    assert not state.players[0]["in_jail"] and state.players[0]["cash"] == 1450
    roll(state, 0, 1, 3)
    assert state.players[0]["position"] == 14


def test_third_failed_jail_roll_pays_50_and_moves():
    state = jailed_game()
    state.players[0]["jail_tries"] = 2
    roll(state, 0, 1, 3)
    player = state.players[0]
    assert not player["in_jail"] and player["position"] == 14 and player["cash"] == 1450


def test_a_short_debtor_must_raise_cash_first():
    state = two_player_game()
    own(state, 1, 39)
    own(state, 0, 37)
    state.players[0].update(position=34, cash=10)
    roll(state, 0, 3, 2)  # Boardwalk: rent 50
    assert state.phase == "raise_cash" and kinds(state) == ["mortgage"]
    act(state, 0, "mortgage", 37)  # +175 covers it
    assert state.players[0]["cash"] == 135 and state.players[1]["cash"] == 1550
    assert state.phase == "end"


def test_bankruptcy_to_a_player_hands_over_cash_and_deeds():
    state = two_player_game()
    own(state, 1, 39)
    own(state, 0, 37)
    state.board["mortgaged"][37] = True
    state.players[0].update(position=34, cash=10)
    roll(state, 0, 3, 2)
    assert kinds(state) == ["bankrupt"]
    act(state, 0, "bankrupt")
    assert state.players[0]["out"] and state.board["owner"][37] == 1
    assert state.players[1]["cash"] == 1500 + 10 - 18  # pays the bank 10% (rounded up) on the mortgaged deed
    assert state.over and state.winners == [1]


def test_bankruptcy_to_the_bank_returns_deeds_unmortgaged():
    state = new_dealt("monopoly", [{"name": "A"}, {"name": "B"}, {"name": "C"}], 1)
    for d in ((6, 6), (1, 1), (1, 2)):
        dice(state, *d)
    own(state, 0, 37)
    state.board["mortgaged"][37] = True
    state.players[0].update(position=35, cash=20)
    roll(state, 0, 2, 1)  # Luxury Tax $100
    act(state, 0, "bankrupt")
    assert state.board["owner"][37] is None and not state.board["mortgaged"][37]
    assert state.phase == "auction" and state.pending["lot"]["square"] == 37
    act(state, 1, "bid", 50)
    act(state, 2, "pass")
    assert state.board["owner"][37] == 1 and state.players[1]["cash"] == 1450
    assert not state.over and state.actor == 1 and state.phase == "roll"


def test_mortgage_pays_half_the_price_and_lifting_costs_ten_percent_more():
    state = two_player_game()
    own(state, 0, 39)
    act(state, 0, "mortgage", 39)
    assert state.players[0]["cash"] == 1700
    act(state, 0, "lift", 39)
    assert state.players[0]["cash"] == 1700 - 220


def test_end_turn_passes_to_the_next_seat():
    state = two_player_game()
    roll(state, 0, 1, 2)
    act(state, 0, "decline")
    pass_auction(state)
    act(state, 0, "end_turn")
    assert state.actor == 1 and state.phase == "roll"


def test_turn_limit_richest_wins():
    state = two_player_game({"turn_limit": 1})
    own(state, 1, 39)
    roll(state, 0, 1, 2)
    act(state, 0, "decline")
    pass_auction(state)
    act(state, 0, "end_turn")
    roll(state, 1, 1, 2)
    act(state, 1, "decline")
    pass_auction(state)
    act(state, 1, "end_turn")
    assert state.over and state.winners == [1]


def test_board_has_forty_squares_and_28_deeds():
    assert len(SQUARES) == 40
    assert sum(1 for sq in SQUARES if "price" in sq) == 28
    assert SQUARES[39]["rents"] == [50, 200, 600, 1400, 1700, 2000]


def test_actions_are_refused_after_the_game_ends():
    state = two_player_game({"turn_limit": 1})
    state.over = True
    import pytest
    from tycoon.core import Action, IllegalAction
    with pytest.raises(IllegalAction, match="game is over"):
        apply_action(state, Action(0, "roll"))


def test_free_parking_does_nothing():
    state = two_player_game()
    state.players[0]["position"] = 15
    roll(state, 0, 3, 2)
    assert state.players[0]["position"] == 20 and state.players[0]["cash"] == 1500
    assert state.phase == "end"
