"""The Monopoly bot's trading and building habits (issue 7), each on a set-up position: it trades
to complete groups, pays a fair price for a rival's last deed of a group, sells one only for a
better group or enough cash, never gives anything away and builds as soon as it can."""

from helpers import act, dice, new_dealt
from tycoon.core import CHANCE, apply_action, bot_action, next_automatic, view
from tycoon.core.property.bot import trade as bot_trade
from tycoon.variants.monopoly.bot import DATA

ORANGE, RED, BROWN, DARK_BLUE = (16, 18, 19), (21, 23, 24), (1, 3), (37, 39)


def four_bots(cash=1500):
    """Four bot seats; seat 0 won the order roll and is about to roll."""
    state = new_dealt("monopoly", [{"name": f"B{i}", "bot": True} for i in range(4)], 7)
    for d1, d2 in ((6, 5), (1, 2), (1, 3), (2, 3)):
        dice(state, d1, d2)
    assert state.phase == "roll" and state.actor == 0
    for player in state.players:
        player["cash"] = cash
    return state


def own(state, seat, *indices):
    for index in indices:
        state.board["owner"][index] = seat


def to_end_of_turn(state):
    """Seat 0 rolls 1+2 onto Baltic (owned by nobody in these tests but declined) and ends up in
    its end phase with nothing else pending."""
    act(state, 0, "roll")
    dice(state, 2, 3)  # Reading Railroad
    if state.phase == "buy":
        act(state, 0, "decline")
        for seat in range(4):
            act(state, seat, "pass")
    assert state.phase == "end" and state.actor == 0


def draft_by_bot(state):
    """Let the bots act until the trade seat 0 drafts is offered; return it."""
    while not (state.phase == "trade" and state.pending["stage"] == "offer"):
        action = next_automatic(state)
        assert action is not None and action.seat != CHANCE, "no trade was offered"
        apply_action(state, action)
    return dict(state.pending)


def test_bot_buys_last_deed_of_group_at_fair_price():
    state = four_bots()
    own(state, 0, 16, 18)
    own(state, 1, 19, 5)
    to_end_of_turn(state)
    trade = draft_by_bot(state)
    assert trade["partner"] == 1 and trade["take"] == [19] and not trade["give"]
    assert 200 < trade["cash"] < 1500  # more than the printed price, not everything it has
    assert bot_action(state, 1).kind == "trade_accept"


def test_bot_refuses_trade_losing_on_its_valuation():
    state = four_bots()
    own(state, 1, 39, 5)
    own(state, 0, 1)
    act(state, 0, "trade_open", 1)
    act(state, 0, "trade_give", 1)
    act(state, 0, "trade_take", 39)
    act(state, 0, "trade_cash", 100)
    act(state, 0, "trade_send")
    assert bot_trade.trade_gain(DATA, view(state, 1), 1, state.pending) < 0
    assert bot_action(state, 1).kind == "trade_reject"


def test_bot_accepts_offer_giving_rival_a_group_when_it_gets_a_better_one():
    state = four_bots()
    own(state, 0, 1, 16, 18)  # a brown, two oranges
    own(state, 1, 3, 19)  # the other brown, the last orange
    act(state, 1 - 1, "trade_open", 1)
    act(state, 0, "trade_give", 1)
    act(state, 0, "trade_take", 19)
    act(state, 0, "trade_send")  # seat 0 would get orange and give brown: bad for seat 1
    assert bot_action(state, 1).kind == "trade_reject"
    act(state, 1, "trade_reject")
    state.board["refusals"] = []
    own(state, 0, 16, 18, 3)
    own(state, 1, 19, 1, 39)
    own(state, 0, 37)
    act(state, 0, "trade_open", 1)
    act(state, 0, "trade_give", 37)  # seat 1 gets dark blue…
    act(state, 0, "trade_take", 1)  # …seat 0 gets brown: the better group is seat 1's
    act(state, 0, "trade_send")
    assert bot_action(state, 1).kind == "trade_accept"


def test_bot_trades_are_never_gifts():
    """In whole bot games, every trade accepted gives each side a deed, cash or a card."""
    for seed in range(1, 6):
        state = new_dealt("monopoly", [{"name": f"B{i}", "bot": True} for i in range(4)], seed)
        trades = 0
        while not state.over and state.round < 300:
            action = next_automatic(state)
            if action.kind == "trade_accept":
                t = state.pending
                drafter_gets = t["take"] or t["take_cards"] or t["cash"] < 0
                partner_gets = t["give"] or t["give_cards"] or t["cash"] > 0
                assert drafter_gets and partner_gets, t
                trades += 1
            apply_action(state, action)
        assert trades and state.over


def test_bot_builds_when_group_complete():
    state = four_bots()
    own(state, 0, *ORANGE)
    to_end_of_turn(state)
    assert bot_action(state, 0).kind == "build"


def test_bot_mortgages_a_lone_deed_to_build():
    state = four_bots(cash=150)
    own(state, 0, *RED, 5, 12)
    to_end_of_turn(state)
    choice = bot_action(state, 0)
    assert choice.kind == "mortgage" and choice.args[0] in (5, 12)
    apply_action(state, choice)
    assert bot_action(state, 0).kind == "build"


def test_bot_proposes_a_swap_that_gives_each_side_a_group():
    state = four_bots()
    own(state, 0, 16, 18, 3)
    own(state, 2, 19, 1)
    to_end_of_turn(state)
    trade = draft_by_bot(state)
    assert trade["partner"] == 2 and trade["take"] == [19] and trade["give"] == [3]
    assert bot_action(state, 2).kind == "trade_accept"
