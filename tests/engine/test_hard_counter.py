"""The Hard bot's counter-offer (docs/bots.md "Levels"; core/property/bot/counter.py): offered a
trade, it may hand the draft back with the same deeds and the cash moved its way, as far as the
proposer, on the Normal bot's own valuation, still gains from; it drafts that counter step by step
and the Normal proposer accepts it."""

from helpers import act, dice, new_dealt
from tycoon.core import CHANCE, apply_action, bot_action, next_automatic, view
from tycoon.core.property.bot import counter
from tycoon.core.property.bot import trade as bot_trade
from tycoon.variants.monopoly.bot import DATA


def offered_to_a_hard_bot():
    """Seat 0 (Normal) holds two oranges and offers seat 1 (Hard) cash for the third."""
    players = [{"name": f"B{i}", "bot": True, **({"level": "hard"} if i == 1 else {})} for i in range(4)]
    state = new_dealt("monopoly", players, 7)
    for d1, d2 in ((6, 5), (1, 2), (1, 3), (2, 3)):
        dice(state, d1, d2)
    for player in state.players:
        player["cash"] = 1500
    for index, seat in ((16, 0), (18, 0), (19, 1), (5, 1)):
        state.board["owner"][index] = seat
    act(state, 0, "roll")
    dice(state, 2, 3)  # Reading Railroad, owned by seat 1: rent paid
    assert state.phase == "end" and state.actor == 0
    while not (state.phase == "trade" and state.pending["stage"] == "offer"):
        action = next_automatic(state)
        assert action is not None and action.seat != CHANCE, "no trade was offered"
        apply_action(state, action)
    assert state.pending["drafter"] == 0 and state.pending["take"] == [19]
    return state


def test_hard_bot_counter_asks_more_cash_than_the_offer_and_the_proposer_still_gains():
    state = offered_to_a_hard_bot()
    offer = dict(state.pending)
    steps = counter.plan(DATA, view(state, 1), 1)
    assert steps[0].kind == "trade_counter" and steps[-1].kind == "trade_send"
    assert {a.kind for a in steps[1:-1]} == {"trade_cash"}
    for action in steps:
        apply_action(state, action)
    countered = state.pending
    assert countered["drafter"] == 1 and countered["stage"] == "offer" and countered["give"] == [19]
    assert -countered["cash"] > offer["cash"]  # seat 0 pays more than it offered
    assert bot_trade.trade_gain(DATA, view(state, 0), 0, countered) >= DATA.money(bot_trade.MARGIN)
    assert bot_action(state, 0).kind == "trade_accept"


def test_hard_bot_drafts_the_counter_it_chose_step_by_step():
    """Once it has countered, it plays the rest of the plan the copies played, without looking again."""
    state = offered_to_a_hard_bot()
    steps = counter.plan(DATA, view(state, 1), 1)
    apply_action(state, steps[0])
    played = []
    while state.phase == "trade" and state.pending["stage"] == "draft":
        action = bot_action(state, 1)
        played.append(action)
        apply_action(state, action)
    assert played == steps[1:]


def test_no_counter_when_no_cash_leaves_both_sides_a_gain():
    state = offered_to_a_hard_bot()
    state.pending["cash"] = 5000  # more than anything seat 0 would pay: nothing to ask for
    assert counter.plan(DATA, view(state, 1), 1) is None


def test_a_counter_offer_is_not_countered_again():
    """Only a first offer is countered: two Hard bots never hand one trade back and forth."""
    state = offered_to_a_hard_bot()
    state.pending["countered"] = 1
    assert counter.plan(DATA, view(state, 1), 1) is None


def test_hard_bot_asks_more_of_an_offer_than_normal_before_it_looks_ahead():
    """Normal accepts the offer it gains $20 from, which is what a Normal proposer offers; the Hard
    bot's own answer, unless its copies show better, is to reject it, and to accept one worth $100."""
    from tycoon.core import legal_actions
    from tycoon.core.property.bot.hard import ASKS, demanding
    from tycoon.variants.monopoly.bot import choose

    state = offered_to_a_hard_bot()
    seen, legal = view(state, 1), legal_actions(state, 1)
    normal = choose(seen, legal)
    gain = bot_trade.trade_gain(DATA, seen, 1, state.pending)
    assert normal.kind == "trade_accept" and DATA.money(bot_trade.MARGIN) <= gain < DATA.money(ASKS)
    assert demanding(DATA, ASKS, seen, legal, normal).kind == "trade_reject"
    state.pending["cash"] += DATA.money(ASKS)  # the proposer pays $100 more
    seen = view(state, 1)
    assert demanding(DATA, ASKS, seen, legal, choose(seen, legal)).kind == "trade_accept"
