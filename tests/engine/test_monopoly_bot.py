"""The Monopoly bot's habits, each checked on a set-up position (bots read only view())."""

from helpers import act, new_dealt, roll, two_player_game
from tycoon.core import bot_action
from tycoon.sim import play_bot_game


def bot_game():
    state = two_player_game()
    for player in state.players:
        player["bot"] = True
    return state


def test_bot_buys_while_it_keeps_a_reserve():
    state = bot_game()
    roll(state, 0, 1, 2)
    assert bot_action(state, 0).kind == "buy"
    state = bot_game()
    state.players[0]["cash"] = 120
    roll(state, 0, 1, 2)
    assert bot_action(state, 0).kind == "decline"


def test_bot_bids_up_to_its_valuation_and_no_further():
    state = bot_game()
    roll(state, 0, 1, 2)
    act(state, 0, "decline")
    act(state, 0, "bid", 40)
    assert bot_action(state, 1).kind == "bid"
    act(state, 1, "bid", 41)
    act(state, 0, "bid", 200)
    assert bot_action(state, 1).kind == "pass"


def offer(state, drafter, partner, give=(), take=(), cash=0):
    """Draft and send a trade by hand."""
    act(state, drafter, "trade_open", partner)
    for index in give:
        act(state, drafter, "trade_give", index)
    for index in take:
        act(state, drafter, "trade_take", index)
    if cash:
        act(state, drafter, "trade_cash", cash)
    act(state, drafter, "trade_send")


def test_bot_refuses_to_hand_a_rival_a_group_for_too_little_cash():
    state = bot_game()
    state.board["owner"][1] = 0
    state.board["owner"][3] = 1
    offer(state, 0, 1, take=[3], cash=100)
    assert bot_action(state, 1).kind == "trade_reject"


def test_bot_sells_a_rival_the_last_deed_of_a_group_for_enough_cash_to_out_build_it():
    state = bot_game()
    state.board["owner"][1] = 0
    state.board["owner"][3] = 1
    offer(state, 0, 1, take=[3], cash=500)
    assert bot_action(state, 1).kind == "trade_accept"


def test_bot_accepts_a_swap_that_completes_a_group_for_each():
    state = bot_game()
    state.board["owner"][1] = 0
    state.board["owner"][37] = 0
    state.board["owner"][3] = 1
    state.board["owner"][39] = 1
    act(state, 0, "trade_open", 1)
    act(state, 0, "trade_take", 3)
    act(state, 0, "trade_give", 37)
    act(state, 0, "trade_send")
    assert bot_action(state, 1).kind == "trade_accept"


def test_bot_leaves_jail_early_on_an_open_board_and_stays_when_it_is_built_up():
    state = bot_game()
    state.players[0].update(in_jail=True, position=10)
    assert bot_action(state, 0).kind == "jail_pay"
    for index in (37, 39):
        state.board["owner"][index] = 1
        state.board["houses"][index] = 3
    assert bot_action(state, 0).kind == "roll"


def test_bot_mortgages_its_least_valuable_deed_first():
    state = bot_game()
    for index in (5, 39, 12):
        state.board["owner"][index] = 0
    state.board["owner"][37] = 1
    state.players[0].update(position=34, cash=10)
    roll(state, 0, 1, 2)  # Park Place: rent 35
    assert state.phase == "raise_cash"
    assert bot_action(state, 0).args == (12,)  # Electric Company before a railroad or Boardwalk


def test_bot_builds_on_a_complete_group():
    state = bot_game()
    for index in (6, 8, 9):
        state.board["owner"][index] = 0
    roll(state, 0, 1, 2)
    act(state, 0, "decline")
    act(state, 0, "pass")
    act(state, 1, "pass")
    assert bot_action(state, 0).kind == "build"


def test_four_bot_games_end_in_every_seed_tried():
    for seed in range(10):
        state = play_bot_game("monopoly", 4, seed, {"turn_limit": 150})
        assert state.over and state.winners


def test_quick_games_end_by_bankruptcy_or_worth():
    quick = {"starting_deeds": 3, "hotel_after": 3, "must_leave_jail_next_turn": True, "end_at_first_bankruptcy": True}
    for seed in range(5):
        state = play_bot_game("monopoly", 4, seed, {**quick, "turn_limit": 150})
        assert state.over


def test_a_bot_claims_rent_it_is_owed_out_of_turn():
    state = new_dealt("monopoly", [{"name": "A", "bot": False}, {"name": "B", "bot": True}], 7,
                     {"rent_must_be_claimed": True})
    from helpers import dice
    dice(state, 6, 5)
    dice(state, 1, 2)
    state.board["owner"][3] = 1
    roll(state, 0, 1, 2)
    from tycoon.core import apply_action, bot_interjection
    aside = bot_interjection(state)
    assert aside is not None and aside.kind == "claim_rent"
    apply_action(state, aside)
    assert state.players[1]["cash"] == 1504


def test_bot_does_not_repeat_a_refused_offer_until_a_deed_changes_hands():
    """The view remembers who refused whom since a deed last changed hands (no log reading)."""
    from helpers import act, two_player_game
    from tycoon.core import view
    state = two_player_game()
    state.board["owner"][1] = 0
    state.board["owner"][3] = 1
    act(state, 0, "trade_open", 1)
    act(state, 0, "trade_take", 3)
    act(state, 0, "trade_send")
    act(state, 1, "trade_reject")
    assert view(state, 0)["refusals"] == [[0, 1]]
    roll(state, 0, 2, 3)  # Reading Railroad, unowned
    act(state, 0, "buy")
    assert view(state, 0)["refusals"] == []
