"""Gems, the dice score and the gems' true values (docs/rules/babylon.md "Gems", Clarifications 2, 8).

A pool of 2N gem cards, as even across the four gems as possible, is shuffled and each player is
secretly dealt 2. When 2N is not a multiple of 4, the two gems that get an extra card are drawn
with the deal and stay secret until the end. Both draws are deals of chance (room.py). Each player rolls two dice once: both dice 1 or 6 →
1 point, exactly one → 2 points, neither → 3 points. A gem's value is the sum of its cards'
holders' points divided by its number of cards (a player holding two of one gem counts twice), in
millions of won, kept as an exact fraction.
"""

from fractions import Fraction

GEMS = ("pearl", "garnet", "amethyst", "emerald")
EDGE_FACES = (1, 6)


def extra_cards(seats: int) -> int:
    """How many gems get an extra card (2N cards over four gems)."""
    return 2 * seats % len(GEMS)


def pool(seats: int, lucky: list) -> list:
    """The 2N cards before the shuffle, in GEMS order; the gems of `lucky` have the extra card."""
    base = 2 * seats // len(GEMS)
    return [gem for gem in GEMS for _ in range(base + (gem in lucky))]


def score(d1: int, d2: int) -> int:
    edges = (d1 in EDGE_FACES) + (d2 in EDGE_FACES)
    return {2: 1, 1: 2, 0: 3}[edges]


def values(players: list) -> dict:
    """gem -> its exact value (a Fraction, millions of won)."""
    points, cards = dict.fromkeys(GEMS, 0), dict.fromkeys(GEMS, 0)
    for player in players:
        for gem in player["gems"]:
            points[gem] += player["score"]
            cards[gem] += 1
    return {gem: Fraction(points[gem], cards[gem]) for gem in GEMS if cards[gem]}


def tickets_for(gems: list) -> dict:
    """Six sale tickets: 3 per gem for two gems, 6 when both cards are the same gem."""
    if gems[0] == gems[1]:
        return {gems[0]: 6}
    return {gems[0]: 3, gems[1]: 3}


def half_up(value: Fraction, unit: Fraction) -> int:
    """`value` in whole `unit`s, an exact half rounded up (Clarification 2: 9/4 → 2.3)."""
    # In whole numbers (a Fraction's sum and floor cost more than the rest of a view): value / unit
    # = a / b, and a / b + 1/2 rounded down is (2a + b) // 2b.
    a = value.numerator * unit.denominator
    b = value.denominator * unit.numerator
    return (2 * a + b) // (2 * b)


def tenths(value: Fraction) -> int:
    """A gem value for display, in tenths of a million (one decimal, half up)."""
    return half_up(value, Fraction(1, 10))


def value_won(value: Fraction) -> int:
    """A gem value for display in won: one decimal of a million (100,000 won), half up."""
    return tenths(value) * 100_000


HALF_MILLION = 500_000  # prices are written in half-millions (2–6): 1.0–3.0 million won


def won(amount: Fraction) -> int:
    """Millions of won to whole won, rounded to the nearest 10,000 won (half up), for display."""
    return half_up(amount, TEN_THOUSAND_WON) * 10_000


TEN_THOUSAND_WON = Fraction(10_000, 1_000_000)  # in millions
