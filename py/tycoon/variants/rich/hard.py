"""Rich's Hard bot (docs/bots.md "Levels"): Normal's play, with a look-ahead (core/search.py) at
each choice of a few moves (the profession, insurance, Flip-Lock or the sure amount, the guesses,
a card to play). It never borrows, as Normal never does. In a Rich Card window it answers at once,
keeping its card for a big event while much of the race is left (card_timing.py).

What a seat cannot see: the order of the card deck (which cards are in it is public: the used ones
lie face up) and the face-down cards of a Flip-Lock row (the 11 number cards less those turned up).
A sample deals both again, the deck sorted first so that its true order cannot leak in."""

from ...core.rng import shuffled
from ...core.search import Lookahead
from .card_timing import answer
from .fliplock import unseen

MOST = 6  # more choices than this (a personal number) is not a moment to look ahead


def moments(view: dict, legal: list, normal) -> list | None:
    if view.get("actor") != legal[0].seat:
        return None
    choices = [a for a in legal if a.kind != "borrow"]
    if not 2 <= len(choices) <= MOST or view.get("phase") == "numbers":
        return None
    return [normal] + [a for a in choices if a != normal]


def redraw(sample, seat: int, rng: int) -> None:
    board = sample.board
    rng, board["deck"] = shuffled(rng, sorted(board["deck"]))
    flip = board.get("flip")
    if flip and flip.get("result") is None and flip.get("row"):
        shown = flip["row"][: flip["shown"]]
        rng, left = shuffled(rng, unseen(shown))
        flip["row"] = shown + left[: len(flip["row"]) - len(shown)]


LOOKAHEAD = Lookahead(moments=moments, redraw=redraw, horizon=50, settled=answer)
