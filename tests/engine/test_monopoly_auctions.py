"""Auctions (rules/monopoly.md "Buying property", "Bankruptcy" Ruling), with forced dice."""

import pytest
from helpers import act, dice, events, kinds, new_dealt, roll, two_player_game
from tycoon.core import Action, IllegalAction, apply_action, legal_actions


def declined_baltic():
    state = two_player_game()
    roll(state, 0, 1, 2)  # Baltic Avenue, $60
    act(state, 0, "decline")
    return state


def test_declining_opens_an_auction_to_every_player():
    state = declined_baltic()
    assert state.phase == "auction" and state.pending["bidders"] == [0, 1]
    assert state.actor == 0  # the decliner may bid too, and goes first


def test_auction_with_the_decliner_winning_below_the_price():
    state = declined_baltic()
    act(state, 0, "bid", 10)
    act(state, 1, "pass")
    assert state.board["owner"][3] == 0 and state.players[0]["cash"] == 1490
    assert events(state, "auction_won") == [{"player": 0, "square": 3, "amount": 10}]
    assert state.phase == "end"


def test_bidding_may_open_at_any_amount_and_steps_by_at_least_one():
    state = declined_baltic()
    bids = [a.args[0] for a in legal_actions(state, 0) if a.kind == "bid"]
    assert bids[0] == 1 and 60 in bids
    act(state, 0, "bid", 5)
    assert min(a.args[0] for a in legal_actions(state, 1) if a.kind == "bid") == 6


def test_a_bid_may_not_exceed_the_bidders_cash():
    state = declined_baltic()
    state.players[1]["cash"] = 30
    act(state, 0, "bid", 25)
    assert all(a.args[0] <= 30 for a in legal_actions(state, 1) if a.kind == "bid")
    with pytest.raises(IllegalAction):
        apply_action(state, Action(1, "bid", (50,)))


def test_the_highest_bidder_wins_after_the_others_drop_out():
    state = declined_baltic()
    act(state, 0, "bid", 10)
    act(state, 1, "bid", 60)
    act(state, 0, "bid", 70)
    act(state, 1, "pass")
    assert state.board["owner"][3] == 0 and state.players[0]["cash"] == 1430


def test_the_leader_is_not_asked_to_outbid_itself():
    state = new_dealt("monopoly", [{"name": n} for n in "ABC"], 1)
    for d in ((6, 6), (1, 1), (1, 2)):
        dice(state, *d)
    roll(state, 0, 1, 2)
    act(state, 0, "decline")
    act(state, 0, "bid", 10)
    act(state, 1, "pass")
    act(state, 2, "bid", 20)
    assert state.actor == 0  # back to seat 0, skipping nobody but the leader
    act(state, 0, "pass")
    assert state.board["owner"][3] == 2


def test_nobody_bidding_leaves_the_deed_with_the_bank():
    state = declined_baltic()
    act(state, 0, "pass")
    act(state, 1, "pass")
    assert state.board["owner"][3] is None and events(state, "auction_no_bids")


def test_auction_actions_are_only_bid_and_pass():
    state = declined_baltic()
    assert kinds(state) == ["bid", "pass"]


def test_any_whole_amount_may_be_bid_not_only_the_offered_raises():
    state = declined_baltic()
    act(state, 0, "bid", 37)
    act(state, 1, "bid", 38)
    assert state.pending["high"] == 38
    with pytest.raises(IllegalAction):
        apply_action(state, Action(0, "bid", (38,)))  # must beat the high bid
