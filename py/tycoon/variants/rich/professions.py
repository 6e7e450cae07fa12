"""Professions (docs/rules/rich.md "Setup", #4, #14): name one, roll two dice; a total among the named
profession's numbers gives it at double salary for as long as it is kept, any other total gives
the profession of that number at its normal salary."""

from fractions import Fraction
from functools import cache

PROFESSIONS = {  # id -> (numbers, salary), in the seed's order
    "businessman": ((2, 12), 150_000),
    "doctor": ((3, 11), 100_000),
    "lawyer": ((7,), 80_000),
    "actor": ((6, 10), 90_000),
    "soldier": ((5, 9), 60_000),
    "teacher": ((4, 8), 70_000),
}
OF_NUMBER = {n: name for name, (numbers, _) in PROFESSIONS.items() for n in numbers}
WAYS = {total: 6 - abs(7 - total) for total in range(2, 13)}  # ways of 36 for two dice


def outcome(named: str, total: int) -> tuple:
    """(profession, doubled) after naming `named` and rolling `total`."""
    if total in PROFESSIONS[named][0]:
        return named, True
    return OF_NUMBER[total], False


def salary(player: dict) -> int:
    base = PROFESSIONS[player["job"]][1]
    return base * 2 if player["doubled"] else base


@cache  # a figure of the printed table: worked out once per profession
def expected_salary(named: str) -> Fraction:
    """The salary to expect from naming `named`: every total gives its profession, and a match
    doubles it, so the choice adds P(match) × its salary (the bot's pick: the actor, 10/36 × 90,000)."""
    total = Fraction(0)
    for number, ways in WAYS.items():
        job, doubled = outcome(named, number)
        total += Fraction(ways, 36) * PROFESSIONS[job][1] * (2 if doubled else 1)
    return total
