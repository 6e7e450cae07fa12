"""The figures Rich's rules page quotes, from the data the rules use (docs/rules/rich.md). Amounts
are named as ui/format.py names money (…_cash, …_price, …_amount, …_fee)."""

from collections import Counter

from .board import (
    BAD_LUCK,
    FEE,
    FLIP_LOSS,
    FLIP_WIN,
    GOOD_LUCK,
    INSURANCE_PRICE,
    LOAN_CASH,
    NOTE,
    START_CASH,
    STOCK_DOWN,
    STOCK_EVEN,
    STOCK_UP,
    TICKET_TIMES,
    TICKET_UNIT,
)
from .fliplock import DEALT, DECK, GUESSES


def numbers(options: dict) -> dict:
    twice = sorted(card for card, count in Counter(DECK).items() if count == 2)
    return {
        "start_cash": START_CASH, "insurance_price": INSURANCE_PRICE,
        "fliplock_win_amount": FLIP_WIN, "fliplock_loss_amount": FLIP_LOSS,
        "ticket_amount": TICKET_UNIT, "second_ticket_times": TICKET_TIMES[1], "later_ticket_times": TICKET_TIMES[2],
        "stock_even": STOCK_EVEN, "stock_up_amount": STOCK_UP, "stock_down_amount": STOCK_DOWN,
        "good_luck_amount": GOOD_LUCK[0], "good_luck_fliplock_amount": GOOD_LUCK[1],
        "bad_luck_amount": BAD_LUCK[0], "bad_luck_fliplock_amount": BAD_LUCK[1],
        "deck_cards": len(DECK), "deck_low": min(DECK), "deck_high": max(DECK),
        "deck_twice_first": twice[0], "deck_twice_second": twice[1], "dealt": DEALT, "guesses": GUESSES,
        "loan_amount": LOAN_CASH, "note_amount": NOTE, "number_fee": FEE, "rounds": options.get("turn_limit", 0),
    }
