"""Flip-Lock, พลิกล็อค (docs/rules/rich.md "Flip-Lock", #1, #15): the 11 number cards (1–9, a second 4
and a second 5) are shuffled, six are dealt face down in a row and the first is turned up; five
times the player says whether the next card is higher or lower than the last one turned up, and
it is turned up. A wrong guess fails at once; an equal card is a wrong guess; there is no stopping
early. The face-down cards live in the state and no view shows them; the cards turned up are public
(counting them is the skill).

`chance_to_pass` is the exact chance of passing from a position with the best guesses, worked out
over the cards not yet seen; the bot guesses with it and weighs Flip-Lock against a sure amount."""

from fractions import Fraction
from functools import cache

from ...core.deal import ask as ask_deal

DECK = (1, 2, 3, 4, 4, 5, 5, 6, 7, 8, 9)
DEALT = 6
GUESSES = DEALT - 1


def deal(state, **data) -> None:
    """Shuffle all 11 and deal six, the row, first card first: a deal of chance ("fliplock",
    core/deal.py; `data` is kept with it), so a test forces a row with ``-1 deal 3 8 2 9 1 4``."""
    ask_deal(state, "fliplock", list(DECK), DEALT, **data)


def right(guess: str, last: int, card: int) -> bool:
    """An equal card is never right (#15)."""
    return card > last if guess == "higher" else card < last


def unseen(shown: list) -> list:
    """The cards not yet turned up in this play, as the deck's composition says."""
    left = list(DECK)
    for card in shown:
        left.remove(card)
    return left


@cache
def _wins(left: tuple, last: int, guesses: int) -> int:
    """How many of the ordered ways the next `guesses` cards can come out of `left` pass with the
    best guesses (every way is equally likely, so the best guess is the one with more wins;
    whole numbers, not fractions, keep a cold start to a few milliseconds in the browser)."""
    if guesses == 0:
        return 1
    return max(_side_wins(left, last, guesses, side) for side in ("higher", "lower"))


@cache
def _side_wins(left: tuple, last: int, guesses: int, side: str) -> int:
    total = 0
    for i, card in enumerate(left):
        if right(side, last, card) and (i == 0 or left[i - 1] != card):
            total += left.count(card) * _wins(left[:i] + left[i + 1:], card, guesses - 1)
    return total


def _ways(cards: int, guesses: int) -> int:
    """Ordered ways to turn up `guesses` of `cards` face-down cards."""
    found = 1
    for k in range(guesses):
        found *= cards - k
    return found


def chance_to_pass(shown: list) -> Fraction:
    """The chance of passing from here (the cards turned up so far) with the best guesses."""
    left, guesses = tuple(unseen(shown)), DEALT - len(shown)
    return Fraction(_wins(left, shown[-1], guesses), _ways(len(left), guesses))


def chance_if(shown: list, guess: str) -> Fraction:
    """The chance of passing from here if the next guess is `guess` and the later ones are best."""
    return _chance_if(tuple(shown), guess)


@cache  # the cards shown so far decide it: worked out once per row, not per view
def _chance_if(shown: tuple, guess: str) -> Fraction:
    left, guesses = tuple(unseen(shown)), DEALT - len(shown)
    return Fraction(_side_wins(left, shown[-1], guesses, guess), _ways(len(left), guesses))


def best_guess(shown: list) -> str:
    """The guess with the better chance of passing (higher on a tie)."""
    return max(("higher", "lower"), key=lambda g: (chance_if(shown, g), g == "higher"))


def pass_chance() -> Fraction:
    """Before the first card is turned: the counting player's chance of passing (64/297, worked
    out here in about a fifth of a second, so the bot uses PASS_CHANCE; a test checks the two)."""
    return sum((chance_to_pass([card]) for card in DECK), Fraction(0)) / len(DECK)


PASS_CHANCE = Fraction(64, 297)
