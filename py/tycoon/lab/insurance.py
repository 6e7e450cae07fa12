"""ริช's insurance (docs/lab.md "What insurance is worth"): what one card of each kind is worth to
a player at Start or at a payday (where insurance is offered), given the accidents of that kind
still ahead: the damage it would waive, on average, against its price.

A card protects once, at the first accident of its kind the token lands on. The chance to land
on a square is worked out from the two dice alone (a token moves 2–12 squares a roll): the
chance u(d) to land exactly d squares ahead is the sum over a roll k of P(k) × u(d − k). The
chance that an accident is the first of its kind landed on is its own chance less the chances of
landing on it after an earlier one of the kind. Move back, free moves and going to the nearest
player are left out: they move a token a few times a game, and this says so on the page."""

from fractions import Fraction
from functools import cache

from ..variants.rich.board import INSURANCE_PRICE, LAST, SALARY_SQUARES, SQUARES

ROLL = {total: Fraction(6 - abs(7 - total), 36) for total in range(2, 13)}
KINDS = ("auto", "fire", "life")


@cache
def land(distance: int) -> Fraction:
    """The chance that a token moved by two dice lands exactly `distance` squares ahead."""
    if distance == 0:
        return Fraction(1)
    return sum((p * land(distance - k) for k, p in ROLL.items() if k <= distance), Fraction(0))


def accidents(kind: str, after: int) -> list[tuple[int, int]]:
    """(square, damage) of the accidents of `kind` beyond square `after`, in order."""
    return [(sq["index"], sq["amount"]) for sq in SQUARES
            if sq["kind"] == "purple" and sq["cover"] == kind and after < sq["index"] <= LAST]


def worth(kind: str, position: int) -> dict:
    """One card of `kind` held from `position`: each accident ahead with the chance it is the first
    of its kind landed on, and the damage waived on average (`worth`) against the price."""
    ahead = accidents(kind, position)
    first = []
    for i, (square, damage) in enumerate(ahead):
        chance = land(square - position) - sum((first[j]["chance"] * land(square - ahead[j][0]) for j in range(i)),
                                               Fraction(0))
        first.append({"square": square, "damage": damage, "chance": chance})
    value = sum((item["chance"] * item["damage"] for item in first), Fraction(0))
    return {"kind": kind, "position": position, "accidents": first, "worth": value, "price": INSURANCE_PRICE,
            "buy": value > INSURANCE_PRICE}


def table() -> list[dict]:
    """At each payday (where insurance is offered): the worth of each kind."""
    return [{"position": position, "kinds": [worth(kind, position) for kind in KINDS]} for position in SALARY_SQUARES]
