"""Babylon's settlement, as a calculator (docs/lab.md "Pricing under uncertainty"): enter a gem's
true value and the round's offers on it, and see what the rules' own settlement (variants/babylon/
selling.py `settle_gem`) makes of them: which offers are short sales, the pool they feed, the
equal price or the average the lowest sellers earn, and each offer's earnings.

Prices are the game's (1.0 to 3.0 million won in half-million steps); a gem's value is the sum
of its cards' holders' dice points (1, 2 or 3) over its number of cards, so it is one of the
fractions `possible_values` lists."""

from fractions import Fraction

from ..variants.babylon.gems import HALF_MILLION, won
from ..variants.babylon.selling import PRICES, settle_gem

EXAMPLE = {"value": Fraction(3), "offers": [(1, 6), (1, 5), (1, 3), (1, 2)]}  # the original's worked example
TICKETS = (0, 1, 2, 3)  # tickets on one offer: none (no offer) to three
MOST_CARDS = 6  # cards of one gem at the largest table (11 players: 22 cards, 6 of two gems)


def prices() -> list[int]:
    """The prices an offer may name, in won."""
    return [price * HALF_MILLION for price in PRICES]


def possible_values(most_cards: int = MOST_CARDS) -> list[Fraction]:
    """Every value a gem can have: points (1 to 3 a card) over 1 to `most_cards` cards."""
    return sorted({Fraction(points, cards) for cards in range(1, most_cards + 1)
                   for points in range(cards, 3 * cards + 1)})


def settle(value: Fraction, offers: list[tuple[int, int]]) -> dict:
    """`offers`: (tickets, price in won) per seller, seller 1 first; offers of 0 tickets are left
    out, as in the game. Returns {"lines": [{seller, tickets, price, outcome, earned, pool}],
    "pool", "average"}: earnings in won as the game shows them, the shorts pool in won, and the
    average of the valid offers weighted by tickets (None when it is not what they earn)."""
    entered = [{"seat": i, "tickets": tickets, "price": price // HALF_MILLION}
               for i, (tickets, price) in enumerate(offers) if tickets]
    if any(line["price"] not in PRICES or line["price"] * HALF_MILLION != offers[line["seat"]][1] for line in entered):
        raise ValueError(f"prices are {prices()}")
    lines = settle_gem(entered, Fraction(value)) if entered else []
    pool = sum((Fraction(line["price"], 2) * line["tickets"] for line in lines if line["outcome"] == "short"),
               Fraction(0))
    valid = [line for line in lines if line["outcome"] != "short"]
    average = None
    if len({line["price"] for line in valid}) > 1:
        average = sum((Fraction(line["price"], 2) * line["tickets"] for line in valid), Fraction(0)) / sum(
            line["tickets"] for line in valid)
    return {"lines": [{"seller": line["seat"] + 1, "tickets": line["tickets"], "price": line["price"] * HALF_MILLION,
                       "outcome": line["outcome"], "earned": line["won"], "pool": won(Fraction(line["pool"]))}
                      for line in lines],
            "pool": won(pool), "average": None if average is None else won(average)}


def value_won(value: Fraction) -> int:
    """A value (millions of won) in won, rounded as the game shows it."""
    return won(Fraction(value))
