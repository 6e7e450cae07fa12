"""Asking about Rich Cards only when it matters (issue 37 §5): a person may say "ask me only above
฿X" (default ฿50,000; 0 = always); the window still asks, whatever the amount, when a card would
change who is richest near the end. The amounts and "decisive" are the engine's (the view's
"window": "stake", what the person's card would bring or save them, and "decisive"); the rule of
asking is tycoon.variants.rich.reaction.worth_asking."""

from rich_helpers import at, game, hands, move
from tycoon.core import view
from tycoon.variants.rich.reaction import worth_asking


def receive_30000(state):  # seat 0 at 3 rolling 4: a tax refund of 30,000 (7)
    at(state, 0, 3)
    move(state, 2, 2)


def window_of(state, seat):
    assert state.phase == "react", state.phase
    return view(state, seat)["window"]


def test_rich_card_threshold_skips_a_small_window():
    state = game()
    hands(state, {1: ["collect"]})
    receive_30000(state)
    window = window_of(state, 1)
    assert window["amount"] == 30_000 and window["mine"] == [["collect"]] and not window["decisive"]
    assert window["stake"] == 15_000  # a Collect takes half
    assert not worth_asking(window, 50_000)
    assert worth_asking(window, 15_000) and worth_asking(window, 0)  # from the stake on, or every time


def test_rich_card_stake_of_a_double_on_your_own_receipt_is_the_whole_amount():
    state = game()
    hands(state, {0: ["double"]})
    receive_30000(state)
    assert window_of(state, 0)["stake"] == 30_000


def test_rich_card_stake_of_a_double_on_anothers_payment_is_nothing_of_yours():
    state = game()
    hands(state, {1: ["double"]})
    at(state, 0, 2)
    move(state, 1, 1)  # seat 0 pays 40,000 (fix the roof)
    window = window_of(state, 1)
    assert window["kind"] == "payment" and window["stake"] == 0 and not worth_asking(window, 50_000)


def test_rich_card_window_asks_when_the_card_would_change_who_is_richest_near_the_end():
    state = game()
    hands(state, {1: ["collect"]})
    state.players[1]["finished"] = 1  # near the end: someone has finished
    state.players[0]["cash"] = 200_000
    state.players[1]["cash"] = 210_000  # after the refund seat 0 leads 230,000 to 210,000; Collect turns it
    receive_30000(state)
    window = window_of(state, 1)
    assert window["decisive"] and worth_asking(window, 50_000)


def test_rich_card_window_is_not_decisive_when_the_lead_holds():
    state = game()
    hands(state, {1: ["collect"]})
    state.players[1]["finished"] = 1
    state.players[0]["cash"] = 500_000
    state.players[1]["cash"] = 100_000
    receive_30000(state)
    assert not window_of(state, 1)["decisive"]


def test_rich_card_window_is_not_decisive_before_the_end_is_near():
    state = game()
    hands(state, {1: ["collect"]})
    state.players[0]["cash"] = 200_000
    state.players[1]["cash"] = 210_000
    receive_30000(state)
    assert not window_of(state, 1)["decisive"]


def test_rich_card_window_near_the_round_limit_counts_as_near_the_end():
    state = game(turn_limit=3)
    hands(state, {1: ["collect"]})
    state.players[0]["cash"] = 200_000
    state.players[1]["cash"] = 210_000
    receive_30000(state)
    assert state.round >= 1 and window_of(state, 1)["decisive"]


def test_rich_card_window_is_not_decisive_when_the_card_cannot_close_the_gap():
    state = game()
    hands(state, {1: ["collect"]})
    state.players[1]["finished"] = 1
    state.players[0]["cash"] = 200_000
    state.players[1]["cash"] = 190_000  # 230,000 to 190,000 after the refund; Collect: 215,000 to 205,000
    receive_30000(state)
    assert not window_of(state, 1)["decisive"]
