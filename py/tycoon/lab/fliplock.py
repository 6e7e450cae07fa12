"""ริช's Flip-Lock (docs/lab.md "Flip-Lock"): how much counting the cards is worth, when to play
instead of taking the sure amount, and the first two guesses from any up-card. Exact fractions
from the game's own deck and chances (variants/rich/fliplock.py) and amounts (variants/rich/board.py).

Three ways to guess, each worked out over every order the unseen cards can come in:
- "best": the guess with the better chance of passing, counting every card (the bot's);
- "more unseen": the side with more unseen cards above or below the last card (higher on a tie),
  a rule a child can use at the table;
- "coin": higher or lower at random."""

from fractions import Fraction
from functools import cache

from ..variants.rich.board import BAD_LUCK, FLIP_LOSS, FLIP_WIN, GOOD_LUCK
from ..variants.rich.fliplock import DEALT, DECK, best_guess, chance_if, chance_to_pass, pass_chance, right, unseen

STRATEGIES = ("best", "more_unseen", "coin")


def _more_unseen(left: tuple, last: int) -> str:
    above = sum(card > last for card in left)
    below = sum(card < last for card in left)
    return "higher" if above >= below else "lower"


@cache
def _pass(strategy: str, left: tuple, last: int, guesses: int) -> Fraction:
    """The chance that `strategy` ("more_unseen" or "coin") passes the `guesses` still to make,
    the unseen cards `left` coming in any order."""
    if guesses == 0:
        return Fraction(1)
    total = Fraction(0)
    for i, card in enumerate(left):
        if strategy == "coin":
            ok = Fraction(right("higher", last, card) + right("lower", last, card), 2)
        else:
            ok = Fraction(right(_more_unseen(left, last), last, card))
        if ok:
            total += ok * _pass(strategy, left[:i] + left[i + 1:], card, guesses - 1)
    return total / len(left)


def strategy_chances() -> dict:
    """Before the first card is turned: each way of guessing's chance to pass all five guesses."""
    found = {"best": pass_chance()}
    for strategy in ("more_unseen", "coin"):
        total = Fraction(0)
        for i, card in enumerate(DECK):
            total += _pass(strategy, DECK[:i] + DECK[i + 1:], card, DEALT - 1)
        found[strategy] = total / len(DECK)
    return found


def choices() -> list[dict]:
    """The squares where Flip-Lock is played, each with its sure amount (None: it must be played),
    what passing and failing pay, and Flip-Lock's average with the best guesses."""
    chance = pass_chance()
    rows = [("good_luck", GOOD_LUCK[0], GOOD_LUCK[1], 0), ("bad_luck", -BAD_LUCK[0], 0, -BAD_LUCK[1]),
            ("fliplock", None, FLIP_WIN, -FLIP_LOSS)]
    found = []
    for square, sure, passed, failed in rows:
        average = chance * passed + (1 - chance) * failed
        found.append({"square": square, "sure": sure, "pass": passed, "fail": failed, "average": average,
                      "play": sure is None or average > sure})
    return found


def tree(up: int) -> dict:
    """The first two guesses from the up-card `up`: each first guess with its chance to pass
    (the later guesses best); under each, every next card with its chance to come and, when the
    guess was right, the best second guess and the chance to pass from there; and the cards that
    make the first guess wrong, with their chance together."""
    if up not in DECK:
        raise ValueError(f"the up-card is one of {sorted(set(DECK))}, not {up!r}")
    left = unseen([up])
    branches = []
    for guess in ("higher", "lower"):
        following = []
        for card in sorted(set(left)):
            ok = right(guess, up, card)
            following.append({"card": card, "chance": Fraction(left.count(card), len(left)), "right": ok,
                              "guess": best_guess([up, card]) if ok else None,
                              "pass": chance_to_pass([up, card]) if ok else Fraction(0)})
        wrong = [leaf for leaf in following if not leaf["right"]]
        branches.append({"guess": guess, "pass": chance_if([up], guess), "next": following,
                         "wrong_cards": [leaf["card"] for leaf in wrong],
                         "wrong_chance": sum((leaf["chance"] for leaf in wrong), Fraction(0))})
    best = best_guess([up])
    for branch in branches:
        branch["best"] = branch["guess"] == best
    return {"up": up, "pass": chance_to_pass([up]), "branches": branches}
