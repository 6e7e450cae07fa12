"""Dumping land (拋售), rules/taiwan.md "Selling" and Clarification 6: an owner puts an unbuilt,
unmortgaged street up for sale to the other players, an auction among them; the Spy may not bid;
with no bid the bank buys it for half its printed price. "Make it a visible action." 6 三重埔 is
light blue, printed price 1,000 (the bank pays 500); 37 西門町 dark blue."""

from helpers import act, events
from taiwan_helpers import cash, game, make_spy, own
from tycoon.core import Action, describe, view


def test_the_dump_button_names_the_street_and_what_the_bank_pays():
    state = game()
    own(state, 0, 6)
    assert describe(state, Action(0, "dump", (6,))) == ("action.dump", {"square": 6, "amount": 500})


def test_dumping_is_announced_to_the_table_with_the_banks_price():
    state = game(3)
    own(state, 0, 6)
    act(state, 0, "dump", 6)
    assert events(state, "dumped") == [{"player": 0, "square": 6, "amount": 500}]


def test_with_only_the_spy_left_to_bid_the_bank_buys_at_once_for_half():
    """阿華 is the Spy and may not bid: nobody can, so the bank pays 阿明 half the price at once."""
    state = game()
    make_spy(state, 1)
    own(state, 0, 6)
    act(state, 0, "dump", 6)
    assert state.board["owner"][6] is None and cash(state) == [15500, 15000]
    assert events(state, "dump_to_bank") == [{"player": 0, "square": 6, "amount": 500}]
    assert state.phase == "roll" and state.actor == 0


def test_a_dumped_street_sold_to_a_bidder_is_a_deed_changing_hands():
    """A trade offer refused earlier may be welcome once a deed changes hands: the table forgets
    the refusals (the bots read them) when a dumped street goes to its highest bidder."""
    state = game()
    own(state, 0, 6)
    own(state, 1, 37)
    act(state, 0, "trade_open", 1)
    act(state, 0, "trade_take", 37)
    act(state, 0, "trade_send")
    act(state, 1, "trade_reject")
    assert view(state, 0)["refusals"] == [[0, 1]]
    act(state, 0, "dump", 6)
    act(state, 1, "bid", 700)
    assert state.board["owner"][6] == 1 and view(state, 0)["refusals"] == []
