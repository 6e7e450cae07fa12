"""ริช รวยพลิกล็อค (Rich), one test per line of rules/rich.md "Rich Cards": the deck, what is a
receipt and what a payment, the reaction window (sealed), Double, Collect and Pay, the used pile,
and Clarifications 1–4, 7 and 9.

Stock situations: seat 0 at 3 rolling 4 receives 30,000 (7, tax refund); at 2 rolling 2 pays
40,000 (4, fix the roof); at 34 rolling 2 receives 70,000 (36, singing contest)."""

from collections import Counter

import pytest
from helpers import act, deal, dice, events
from rich_helpers import (
    LAWYER,
    PASS_ROW,
    at,
    cards_total,
    cash,
    flip_fail,
    flip_pass,
    game,
    hands,
    move,
    no_insurance,
    on_top,
    react,
    rests,
    row,
)
from tycoon.core import IllegalAction, legal_actions, view
from tycoon.variants.rich.cards import DECK


def receive_30000(state):
    at(state, 0, 3)
    move(state, 2, 2)


def pay_40000(state):
    at(state, 0, 2)
    move(state, 1, 1)


def receive_70000(state):
    at(state, 0, 34)
    move(state, 1, 1)


# ---- the deck -----------------------------------------------------------------------------------
def test_deck_24_cards_8_double_8_collect_8_pay_hands_public():
    assert Counter(DECK) == {"double": 8, "collect": 8, "pay": 8}
    state = game(3, empty_hands=False)
    assert cards_total(state)
    for seat in (0, 1, 2, None):
        assert [p["cards"] for p in view(state, seat)["players"]] == [p["cards"] for p in state.players]
    assert view(state, 0)["deck"] == 21 and "deck" not in str(view(state, 0)["players"])


def test_used_cards_go_to_the_used_pile():
    state = game()
    hands(state, {0: ["double"]})
    receive_30000(state)
    react(state, {0: "double"})
    assert state.players[0]["cards"] == [] and state.board["used"] == ["double"] and cards_total(state)


# ---- receipts and payments: which money opens the window ----------------------------------------
def good_luck_take(state):
    at(state, 0, 1)
    move(state, 1, 1)
    act(state, 0, "take")


def fliplock_win(state):
    at(state, 0, 33)
    move(state, 1, 1)
    flip_pass(state)


def fliplock_loss(state):
    at(state, 0, 33)
    move(state, 1, 1)
    flip_fail(state)


def stock(total):
    def play(state):
        at(state, 0, 7)
        move(state, 1, 1)
        dice(state, total - total // 2, total // 2)
    return play


def blue(square):
    def play(state):
        at(state, 0, square - 2)
        move(state, 1, 1)
        dice(state, 2, 2)
    return play


def payday_landing(state):
    at(state, 0, 9)
    move(state, 1, 1)


def accident(state):
    at(state, 0, 6)
    move(state, 1, 1)


def traffic(state):
    at(state, 0, 4)
    move(state, 1, 1)
    dice(state, 2, 2)


def bad_luck_pay(state):
    at(state, 0, 16)
    move(state, 1, 1)
    act(state, 0, "pay")


RECEIPTS = {"ordinary": (receive_30000, 30_000), "good_luck": (good_luck_take, 20_000),
            "fliplock_win": (fliplock_win, 300_000), "stock_gain": (stock(12), 140_000),
            "blue": (blue(5), 16_000), "payday_salary": (payday_landing, LAWYER)}
PAYMENTS = {"ordinary": (pay_40000, 40_000), "accident": (accident, 150_000), "traffic": (traffic, 40_000),
            "bad_luck": (bad_luck_pay, 100_000), "fliplock_loss": (fliplock_loss, 30_000),
            "stock_loss": (stock(2), 90_000), "new_year": (blue(37), 12_000)}


@pytest.mark.parametrize("name", sorted(RECEIPTS))
def test_receipt_opens_the_window_for_a_collect_card(name):
    play, amount = RECEIPTS[name]
    state = game()
    hands(state, {1: ["collect"]})
    play(state)
    assert state.phase == "react" and state.sealed["waiting"] == [1]
    assert state.pending["deal"]["kind"] == "receipt" and state.pending["deal"]["amount"] == amount


@pytest.mark.parametrize("name", sorted(PAYMENTS))
def test_payment_opens_the_window_for_a_double_card(name):
    play, amount = PAYMENTS[name]
    state = game()
    hands(state, {1: ["double"]})
    play(state)
    assert state.phase == "react" and state.sealed["waiting"] == [1]
    assert state.pending["deal"]["kind"] == "payment" and state.pending["deal"]["amount"] == amount


def test_window_opens_before_money_moves_and_asks_only_holders_of_a_card_that_applies():
    state = game(4)
    hands(state, {1: ["collect"], 2: ["pay"], 3: ["double"]})  # Pay and another's Double: not on a receipt
    receive_30000(state)
    assert state.phase == "react" and state.sealed["waiting"] == [1] and cash(state)[0] == 200_000


def test_window_answers_are_sealed_until_all_are_in():
    state = game(3)
    hands(state, {1: ["collect"], 2: ["collect"]})
    receive_30000(state)
    act(state, 1, "play", "collect")
    seen = view(state, 2)["sealed"]
    assert seen["mine"] is None and seen["answered"] == [1] and "collect" not in str(seen)
    assert "play" not in str(view(state, None)["sealed"])


def test_one_card_per_player_per_event():
    state = game()
    hands(state, {0: ["double", "double"]})
    receive_30000(state)
    act(state, 0, "play", "double")
    assert state.players[0]["cards"] == ["double"] and state.players[0]["cash"] == 260_000
    assert state.phase == "roll" and state.turn_seat == 1


# ---- Double -------------------------------------------------------------------------------------
def test_double_own_receipt_gets_twice():
    state = game()
    hands(state, {0: ["double"]})
    receive_30000(state)
    react(state, {0: "double"})
    assert state.players[0]["cash"] == 260_000 and state.ledger["issued"] == 60_000


def test_double_on_another_players_payment_extra_to_same_payee():
    state = game()
    hands(state, {1: ["double"]})
    pay_40000(state)
    react(state, {1: "double"})
    assert cash(state) == [120_000, 200_000] and state.ledger["collected"] == 80_000


def test_double_on_new_year_gifts_each_payee_paid_twice():
    state = game(3)
    hands(state, {1: ["double"]})
    blue(37)(state)  # 4 × 3,000 = 12,000 each
    react(state, {1: "double"})
    assert cash(state) == [200_000 - 48_000, 224_000, 224_000]


def test_double_not_on_own_payment_nor_anothers_receipt():
    state = game()
    hands(state, {0: ["double"], 1: ["double"]})
    pay_40000(state)
    assert state.sealed["waiting"] == [1]
    react(state)
    hands(state, {0: ["double"], 1: ["double"]})
    at(state, 1, 3)
    move(state, 2, 2)  # seat 1 receives
    assert state.sealed["waiting"] == [1]


def test_one_double_per_event_first_in_seat_order_after_the_payer():
    state = game(4, first=2)
    hands(state, {0: ["double"], 1: ["double"], 3: ["double"]})
    at(state, 2, 2)
    move(state, 1, 1)  # seat 2 pays 40,000
    react(state, {0: "double", 1: "double", 3: "double"})
    assert state.players[2]["cash"] == 120_000  # doubled once, not three times
    assert [p["cards"] for p in state.players] == [["double"], ["double"], [], []]  # seat 3 played it
    assert [e["player"] for e in events(state, "rich_double_kept")] == [0, 1]


# ---- Collect ------------------------------------------------------------------------------------
def test_collect_takes_half_of_another_players_receipt():
    state = game()
    hands(state, {1: ["collect"]})
    receive_30000(state)
    react(state, {1: "collect"})
    assert cash(state) == [215_000, 215_000] and events(state, "rich_collected") == [
        {"player": 1, "payer": 0, "amount": 15_000}]


def test_collect_cards_share_half_equally():
    state = game(3)
    hands(state, {1: ["collect"], 2: ["collect"]})
    receive_30000(state)
    react(state, {1: "collect", 2: "collect"})
    assert cash(state) == [215_000, 207_500, 207_500]


def test_collect_shares_rounded_down_remainder_stays_with_receiver_clarification_3():
    state = game(4)
    hands(state, {1: ["collect"], 2: ["collect"], 3: ["collect"]})
    receive_70000(state)  # half is 35,000: three shares of 11,666, 2 baht stay
    react(state, {1: "collect", 2: "collect", 3: "collect"})
    assert cash(state) == [200_000 + 70_000 - 3 * 11_666] + [211_666] * 3


def test_collect_not_on_own_receipt():
    state = game()
    hands(state, {0: ["collect"]})
    receive_30000(state)
    assert state.phase == "roll" and state.players[0]["cash"] == 230_000


# ---- Pay ----------------------------------------------------------------------------------------
def test_pay_card_own_payment_to_bank_another_player_pays_half():
    state = game(3)
    hands(state, {0: ["pay"]})
    pay_40000(state)
    assert {a.args for a in legal_actions(state, 0)} == {("pay", 1), ("pay", 2), ()}
    react(state, {0: ("pay", 2)})
    assert cash(state) == [180_000, 200_000, 180_000] and state.ledger["collected"] == 40_000
    assert events(state, "rich_helped") == [{"player": 2, "debtor": 0, "amount": 20_000}]


def test_pay_card_only_on_own_payment_to_the_bank():
    state = game(3)
    hands(state, {0: ["pay"], 1: ["pay"]})
    blue(37)(state)  # New Year: paid to the players, not the bank
    assert state.phase == "roll" and state.turn_seat == 1 and not events(state, "rich_window")
    hands(state, {0: ["pay"], 1: ["pay"]})
    at(state, 1, 2)
    move(state, 1, 1)  # seat 1 pays the bank: only its own Pay applies
    assert state.sealed["waiting"] == [1]


# ---- Clarifications 1, 2, 4, 7, 9 -----------------------------------------------------------------
def test_blue_receipt_doubled_per_payer_collect_halves_the_doubled_total_clarification_1():
    state = game(3)
    hands(state, {0: ["double"], 1: ["collect"]})
    at(state, 0, 3)
    move(state, 1, 1)  # 5: wedding
    dice(state, 5, 6)  # 44,000 each, 88,000 in all
    assert state.pending["deal"]["amount"] == 88_000
    react(state, {0: "double", 1: "collect"})
    assert cash(state) == [200_000 + 176_000 - 88_000, 200_000 - 88_000 + 88_000, 200_000 - 88_000]


def test_double_then_pay_halves_the_doubled_payment_clarification_2():
    state = game(3)
    hands(state, {0: ["pay"], 1: ["double"]})
    pay_40000(state)
    react(state, {0: ("pay", 2), 1: "double"})
    assert cash(state) == [160_000, 200_000, 160_000] and state.ledger["collected"] == 80_000


def test_double_then_collect_halves_the_doubled_receipt_clarification_2():
    state = game()
    hands(state, {0: ["double"], 1: ["collect"]})
    receive_30000(state)
    react(state, {0: "double", 1: "collect"})
    assert cash(state) == [230_000, 230_000]


def test_double_first_in_seat_order_after_the_receiver_clarification_2():
    state = game(4, first=3)
    hands(state, {1: ["double"], 2: ["double"]})
    at(state, 3, 2)
    move(state, 1, 1)  # seat 3 pays: after it come 0, 1, 2
    react(state, {1: "double", 2: "double"})
    assert [p["cards"] for p in state.players] == [[], [], ["double"], []]


def test_card_drawn_on_payday_usable_on_its_fliplock_clarification_4():
    state = game()
    on_top(state, "double")
    payday_landing(state)
    assert state.players[0]["cards"] == ["double"]
    no_insurance(state)
    flip_pass(state)
    assert state.phase == "react" and state.pending["deal"]["amount"] == 300_000
    react(state, {0: "double"})
    assert state.players[0]["cash"] == 200_000 + LAWYER + 600_000


def test_no_rich_card_left_none_drawn_clarification_7():
    state = game()
    hands(state, {1: list(DECK)})  # every card held: deck and used pile empty
    payday_landing(state)
    react(state)  # seat 1's Collect on the salary: passed
    assert events(state, "rich_no_card") == [{"player": 0}] and state.players[0]["cards"] == []
    assert cards_total(state)


def test_used_pile_reshuffled_when_the_deck_runs_out():
    state = game()
    hands(state, {1: list(DECK)[:-3]})
    state.board["used"] = state.board["deck"]
    state.board["deck"] = []
    payday_landing(state)
    react(state)  # seat 1's Collect on the salary: passed; seat 0 is to draw from an empty deck
    assert state.chance["why"] == "reshuffle" and not events(state, "rich_deck_reshuffled")
    deal(state, "pay", "pay", "pay")  # chance shuffles the used pile into a new deck
    assert events(state, "rich_deck_reshuffled") == [{"count": 3}]
    assert len(state.players[0]["cards"]) == 1 and len(state.board["deck"]) == 2 and state.board["used"] == []
    assert cards_total(state)


def test_passing_salary_not_a_receipt_clarification_9():
    state = game()
    hands(state, {0: ["double"], 1: ["collect"]})
    rests(state, 1)
    at(state, 0, 9)
    move(state, 1, 2)  # passing payday 11 to 12
    assert events(state, "rich_salary") == [{"player": 0, "square": 11, "amount": LAWYER}]
    assert state.phase == "insure" and not events(state, "rich_window")


def test_personal_number_fee_and_loans_neither_receipt_nor_payment_clarification_9():
    state = game(3)
    hands(state, {1: ["collect"], 2: ["double"]})
    state.players[1].update(finished=1, pos=65, numbers=[4])
    state.players[0]["cash"] = 0
    act(state, 0, "borrow")
    at(state, 0, 6)
    move(state, 2, 2)  # rolls 4, seat 1's number: 50,000, no window; then 10: Flip-Lock
    assert events(state, "rich_fee") == [{"player": 0, "owner": 1, "number": 4, "amount": 50_000}]
    row(state, PASS_ROW)
    assert not events(state, "rich_window") and state.phase == "fliplock"


def test_finished_players_play_cards_and_may_be_named_by_pay():
    state = game(3)
    state.players[2].update(finished=2, pos=66)
    hands(state, {0: ["pay"], 2: ["double"]})
    pay_40000(state)
    assert state.sealed["waiting"] == [0, 2]
    react(state, {0: ("pay", 2), 2: "double"})
    assert cash(state) == [160_000, 200_000, 160_000]


def test_window_answer_twice_or_an_unheld_card_is_illegal():
    state = game(3)
    hands(state, {1: ["collect"], 2: ["collect"]})
    receive_30000(state)
    act(state, 1, "pass")
    with pytest.raises(IllegalAction):
        act(state, 1, "play", "collect")
    with pytest.raises(IllegalAction):
        act(state, 2, "play", "double")
