"""搶錢一族's Double box (docs/lab.md "Fair odds"): what the next roll does to money left in the
box, from each square the shared token can stand on, as exact fractions.

Only the square the token stops on touches the boxes (docs/rules/easymoney.md "Double and
Nothing"): Double doubles every box, Nothing sends every box to the lottery pile, and an empty box
is fined $500,000 on both. So per 1 left in the box the next roll is worth P(Double) − P(Nothing),
and an empty box costs the fine × (P(Double) + P(Nothing)).

The stop is worked out as the rules move the token (variants/easymoney/road.py): two dice, the
road's pass-squares in order, and a Mystery Jackpot on the road drawing its card, which may move
the token (Express: to the next Double; Slip: back 3) and end the move there. The card is taken as
any of the deck's cards with equal chance (players cannot see the deck's order); a Shield its
holder keeps, which saves one box from one Nothing, is left out."""

from fractions import Fraction

from ..variants.easymoney.board import FINE, SIZE, SQUARES
from ..variants.easymoney.cards import MYSTERY


def two_dice() -> dict:
    """{total: ways of 36} of two dice."""
    found: dict = {}
    for a in range(1, 7):
        for b in range(1, 7):
            found[a + b] = found.get(a + b, 0) + 1
    return found


def _after_card(card: str, mystery: int):
    """Where a Mystery card drawn on square `mystery` sends the token (its stop), or None."""
    effect, amount = MYSTERY[card]
    if effect == "to_next":
        return next((mystery + k) % SIZE for k in range(1, SIZE + 1) if SQUARES[(mystery + k) % SIZE]["kind"] == amount)
    if effect == "back":
        return (mystery - amount) % SIZE
    return None


def _stops(square: int, steps: int) -> dict:
    """{stop square: chance} of a move of `steps` from `square`, Mystery cards included."""
    found: dict = {}

    def walk(k: int, chance: Fraction) -> None:
        for at in range(k, steps + 1):
            here = (square + at) % SIZE
            if SQUARES[here]["kind"] == "mystery":
                for card in MYSTERY:
                    stop = _after_card(card, here)
                    share = chance / len(MYSTERY)
                    if stop is not None:
                        found[stop] = found.get(stop, 0) + share
                    elif at < steps:
                        walk(at + 1, share)
                    else:
                        found[here] = found.get(here, 0) + share
                return
        stop = (square + steps) % SIZE
        found[stop] = found.get(stop, 0) + chance

    walk(1, Fraction(1))
    return found


def next_roll(square: int) -> dict:
    """From `square`: the chance the next roll stops on Double and on Nothing, what it does to
    each 1 left in the box, and the fine an empty box can expect."""
    double = nothing = Fraction(0)
    for total, ways in two_dice().items():
        for stop, chance in _stops(square, total).items():
            kind = SQUARES[stop]["kind"]
            if kind == "double":
                double += Fraction(ways, 36) * chance
            elif kind == "nothing":
                nothing += Fraction(ways, 36) * chance
    return {"square": square, "double": double, "nothing": nothing, "per_unit": double - nothing,
            "empty_fine": FINE * (double + nothing)}


def table() -> list[dict]:
    """next_roll from every square of the board, in board order."""
    return [next_roll(square) for square in range(SIZE)]
