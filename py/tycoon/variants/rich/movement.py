"""Moving along the one-lap track (docs/rules/rich.md "Squares" 6.1, 6.4, "Finishing", #11, #12, #23,
Clarification 5).

A forward move passes paydays (salary, unless a move-back period runs, then the insurance offer)
and stops on a square; past Finish 2 the excess is counted back from Finish 2. A backward move
(Move back, or going back to the nearest player) never goes behind Start, pays no salary, still
offers insurance at the paydays it passes, and starts a no-salary period that lasts until the token
is again past the square it moved back from: while it runs no payday pays salary, whatever moves
the token — landing exactly on one still gives its Rich Card, insurance offer and Flip-Lock.

A move returns the steps to run (steps.py): pass_payday for each payday passed, then land.
"""

from .board import LAST, SALARY_SQUARES, landing_after
from .steps import step


def forward(state, seat: int, steps: int, nearest: bool = False) -> list:
    player = state.players[seat]
    start = player["pos"]
    target = landing_after(start, steps)
    passed = [q for q in SALARY_SQUARES if start < q < min(start + steps, LAST + 1) and q != target]
    return _arrive(state, seat, start, target, passed, steps, nearest)


def backward(state, seat: int, steps: int, nearest: bool = False) -> list:
    player = state.players[seat]
    start = player["pos"]
    target = max(0, start - steps)
    player["back_from"] = max(player["back_from"] or 0, start)
    passed = [q for q in reversed(SALARY_SQUARES) if target < q < start]
    return _arrive(state, seat, start, target, passed, -(start - target), nearest)


def to_square(state, seat: int, target: int) -> list:
    """Go to the nearest player's square (6.4): forward like a move, backward like Move back."""
    start = state.players[seat]["pos"]
    if target > start:
        return forward(state, seat, target - start, nearest=True)
    return backward(state, seat, start - target, nearest=True)


def _arrive(state, seat: int, start: int, target: int, passed: list, steps: int, nearest: bool) -> list:
    player = state.players[seat]
    player["pos"] = target
    state.emit("rich_moved", player=seat, square=target, steps=steps, start=start)
    return [*(step("pass_payday", seat, q) for q in passed), step("land", seat, target, nearest)]


def pays_salary(player: dict, square: int) -> bool:
    """A payday pays salary unless a move-back period runs and the payday is not past its square;
    reaching past that square ends the period (see `clear_period`)."""
    return player["back_from"] is None or square > player["back_from"]


def clear_period(player: dict) -> None:
    """The no-salary period ends once the token is past the square it moved back from."""
    if player["back_from"] is not None and player["pos"] > player["back_from"]:
        player["back_from"] = None


def nearest_targets(state, seat: int) -> list:
    """The squares of the nearest other players still on the track, not on `seat`'s square
    (one, or two when one ahead and one behind are equally near); [] when there is none (#12)."""
    here = state.players[seat]["pos"]
    squares = {p["pos"] for s, p in enumerate(state.players) if s != seat and not p["finished"] and p["pos"] != here}
    if not squares:
        return []
    best = min(abs(q - here) for q in squares)
    return sorted(q for q in squares if abs(q - here) == best)
