"""Short of money (issue 36 §6): the view tells the seat to act what
it cannot pay — the deed on offer, its debt, the cheapest house — how much is missing and what
selling and mortgaging would raise, so the screen can say "$60 short" and offer Raise cash."""

from helpers import act, roll, two_player_game
from tycoon.core import view


def test_a_deed_beyond_your_cash_says_how_much_is_missing():
    state = two_player_game()
    state.players[0]["cash"] = 40
    state.board["owner"][1] = 0  # Mediterranean: mortgages for $30
    roll(state, 0, 1, 2)  # to Baltic Avenue, $60
    assert state.phase == "buy"
    short = view(state, 0)["short"]
    assert short == {"kind": "buy", "square": 3, "cost": 60, "cash": 40, "amount": 20, "raisable": 30}


def test_a_deed_you_can_pay_for_is_not_short():
    state = two_player_game()
    roll(state, 0, 1, 2)
    assert state.phase == "buy" and view(state, 0)["short"] is None


def test_only_the_seat_to_act_is_told():
    state = two_player_game()
    state.players[0]["cash"] = 40
    roll(state, 0, 1, 2)
    assert view(state, 1)["short"] is None and view(state, None)["short"] is None


def test_a_debt_beyond_your_cash_says_how_much_more_to_raise():
    state = two_player_game()
    state.board["owner"][3] = 1
    state.board["houses"][3] = 5  # Baltic with a hotel: $450
    state.board["owner"][1] = 0
    state.players[0]["cash"] = 100
    roll(state, 0, 1, 2)
    assert state.phase == "raise_cash"
    short = view(state, 0)["short"]
    assert (short["kind"], short["cost"], short["cash"], short["amount"], short["raisable"]) == ("debt", 450, 100, 350, 30)


def test_a_house_beyond_your_cash_names_the_cheapest_group():
    state = two_player_game()
    for index in (6, 8, 9):  # the light blues: $50 houses
        state.board["owner"][index] = 0
    state.players[0]["cash"] = 30
    short = view(state, 0)["short"]
    assert (short["kind"], short["group"], short["cost"], short["amount"]) == ("build", "light_blue", 50, 20)


def test_no_house_talk_when_a_house_is_affordable():
    state = two_player_game()
    for index in (6, 8, 9):
        state.board["owner"][index] = 0
    assert view(state, 0)["short"] is None
    act(state, 0, "build", 6)
    assert view(state, 0)["short"] is None


def test_no_house_talk_when_another_group_is_affordable():
    state = two_player_game()
    for index in (6, 8, 9, 1, 3):  # light blues ($50 houses) and browns ($50 houses)
        state.board["owner"][index] = 0
    for index in (31, 32, 34):  # the greens: $200 houses
        state.board["owner"][index] = 0
    state.players[0]["cash"] = 120
    assert view(state, 0)["short"] is None
