"""Where a pawn comes to rest in 如何做個大富翁, near enough for the bot (docs/rules/taiwan.md "Turn",
"Jail", "Chance and Fate"): the stationary distribution of one pawn moved by the spinning top,
one landing per spin, as monopoly/odds.py counts them ("In Jail", row IN_JAIL, apart from the
visiting square 10).

The approximation: every spin shows 1–12 with equal chance; Go to Jail (進牢) and the Arrest
Warrants send the pawn to jail; the other moving cards go where they say, each card drawn from a
full deck; three identical spins of a turn (1 in 144 turns of three spins) count as a jail
sentence on one spin in 432; a jailed pawn pays and spins from square 10 on its next spin (the
bot leaves jail early, see bot.py). The Spy's privileges are not counted: they make no pawn stop
anywhere else."""

from .board import GO_TO_JAIL_SQUARE, JAIL_SQUARE, SQUARES
from .cards import DECKS

SIDES = 12  # the top shows 1–12 (#2, #17)
IN_JAIL = len(SQUARES)  # the landing row for "In Jail"
THREE_SAME = 1 / (SIDES * SIDES * 3)  # three identical spins: 1/144 a turn, over its three spins


def resolve(square: int) -> list[tuple[float, int]]:
    """Where a pawn that stops on `square` comes to rest: [(probability, square or IN_JAIL)]."""
    if square == GO_TO_JAIL_SQUARE:
        return [(1.0, IN_JAIL)]
    cards = DECKS.get(SQUARES[square]["kind"])
    if not cards:
        return [(1.0, square)]
    share = 1.0 / len(cards)
    found = []
    for _id, effect, arg, _zh in cards:
        if effect == "advance":
            found.append((share, arg))
        elif effect == "go_to_jail":
            found.append((share, IN_JAIL))
        else:
            found.append((share, square))
    return found


def transitions(row: int) -> list[tuple[float, int]]:
    """From a landing row: [(probability, next landing row)] for one spin."""
    start = JAIL_SQUARE if row == IN_JAIL else row
    found = [(THREE_SAME, IN_JAIL)]
    for spin in range(1, SIDES + 1):
        for p, where in resolve((start + spin) % len(SQUARES)):
            found.append(((1 - THREE_SAME) * p / SIDES, where))
    return found


def landing_odds(tolerance: float = 1e-12) -> list[float]:
    """The share of spins that end on each square 0–39, and In Jail (index 40)."""
    table = {row: transitions(row) for row in range(IN_JAIL + 1)}
    share = [1.0 / len(table)] * len(table)
    for _ in range(10_000):  # power iteration: the chain is aperiodic and irreducible
        following = [0.0] * len(table)
        for row, p_row in enumerate(share):
            for p, where in table[row]:
                following[where] += p_row * p
        change = max(abs(a - b) for a, b in zip(following, share))
        share = following
        if change < tolerance:
            break
    return share


def stop_chances(size: int = len(SQUARES)) -> list[float]:
    """chance[d]: the chance that a pawn moved only by the top (as the Spy is: no card, no jail)
    stops on the square `d` ahead before it passes it (chance[0] = 1)."""
    chance = [1.0]
    for d in range(1, size + 1):
        chance.append(sum(chance[d - k] for k in range(1, min(SIDES, d) + 1)) / SIDES)
    return chance
