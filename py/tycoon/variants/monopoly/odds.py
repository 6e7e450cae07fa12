"""Where a Monopoly token comes to rest, exactly: the stationary distribution of the Markov chain
of one token, computed from the board and the decks ("The landing table, as published").

Counted as the literature does: one landing per roll, where the token rests after any card moved
it; "In Jail" (row IN_JAIL) apart from Just Visiting (square 10); a failed roll in jail is In Jail.
Two ways to leave jail (`jail`):
- "short": at the start of the next turn, pay or use a kept card, then roll as usual;
- "long": stay and roll for doubles; doubles free you and move you (no roll again); the third miss
  pays and moves.
Each card is drawn from a full, freshly shuffled deck (every card equally likely; a Get Out of Jail
Free card moves nobody), as the literature assumes. The engine's decks are real: shuffled once and
cycled, so the cards a token meets follow one another in a fixed order and one game's table drifts
from these odds on the Chance squares (bench/landings.py shows both).
"""

from .board import SQUARES
from .cards import DECKS

IN_JAIL = 40  # the landing row for "In Jail" (square 10 is Just Visiting)
JAIL_SQUARE = 10
MAX_DOUBLES = 3
JAIL_TRIES = 3
POLICIES = ("short", "long")

_ROLLS = [(a, b) for a in range(1, 7) for b in range(1, 7)]


def _nearest(square: int, kind: str) -> int:
    """The first square of `kind` going on from `square` (a Chance square: itself never one)."""
    ahead = SQUARES[square:] + SQUARES[:square]
    return next(sq["index"] for sq in ahead if sq["kind"] == kind)


def resolve(square: int) -> list[tuple[float, int]]:
    """Where a token that stops on `square` comes to rest: [(probability, square or IN_JAIL)]."""
    kind = SQUARES[square]["kind"]
    if kind == "go_to_jail":
        return [(1.0, IN_JAIL)]
    if kind not in DECKS:
        return [(1.0, square)]
    cards = DECKS[kind]
    found = []
    for _id, effect, arg in cards:
        share = 1.0 / len(cards)
        if effect == "advance":
            found.append((share, arg))
        elif effect in ("nearest_railroad", "nearest_utility"):
            found.append((share, _nearest(square, effect.split("_")[1])))
        elif effect == "back":
            found += [(share * p, where) for p, where in resolve((square - arg) % len(SQUARES))]
        elif effect == "go_to_jail":
            found.append((share, IN_JAIL))
        else:
            found.append((share, square))
    return found


def transitions(state: tuple, jail: str) -> list[tuple[float, int, tuple]]:
    """From a state before a roll: [(probability, landing row, state before the next roll)].
    States: ("free", square, doubles rolled this turn) and ("jail", misses so far)."""
    found = []
    for a, b in _ROLLS:
        double = a == b
        if state[0] == "jail" and jail == "long":
            misses = state[1]
            if not double and misses + 1 < JAIL_TRIES:
                found.append((1 / 36, IN_JAIL, ("jail", misses + 1)))
                continue
            start, doubles_after = JAIL_SQUARE, None  # freed (doubles, or the fine): no roll again
        else:
            square, doubles = (JAIL_SQUARE, 0) if state[0] == "jail" else state[1:]
            if double and doubles + 1 == MAX_DOUBLES:
                found.append((1 / 36, IN_JAIL, ("jail", 0)))
                continue
            start, doubles_after = square, (doubles + 1 if double else None)
        for p, where in resolve((start + a + b) % len(SQUARES)):
            if where == IN_JAIL:
                following = ("jail", 0)
            else:
                following = ("free", where, doubles_after or 0)
            found.append((p / 36, where, following))
    return found


def states(jail: str) -> list[tuple]:
    free = [("free", s, d) for s in range(len(SQUARES)) for d in range(MAX_DOUBLES)
            if SQUARES[s]["kind"] != "go_to_jail"]
    return free + [("jail", m) for m in range(JAIL_TRIES if jail == "long" else 1)]


def landing_odds(jail: str = "long", tolerance: float = 1e-15) -> list[float]:
    """The share of rolls that end on each square 0–39, and In Jail (index 40)."""
    if jail not in POLICIES:
        raise ValueError(f"jail policy is one of {POLICIES}, not {jail!r}")
    table = {s: _merged(transitions(s, jail)) for s in states(jail)}
    share = dict.fromkeys(table, 1.0 / len(table))
    for _ in range(100_000):  # power iteration: the chain is aperiodic and irreducible
        following = dict.fromkeys(table, 0.0)
        for state, p_state in share.items():
            for p, _where, after in table[state]:
                following[after] += p_state * p
        change = max(abs(following[s] - share[s]) for s in table)
        share = following
        if change < tolerance:
            break
    odds = [0.0] * (len(SQUARES) + 1)
    for state, p_state in share.items():
        for p, where, _after in table[state]:
            odds[where] += p_state * p
    return odds


def _merged(moves: list) -> list:
    """The same (landing, next state) pairs added up, so the iteration has less to do."""
    summed: dict = {}
    for p, where, after in moves:
        summed[(where, after)] = summed.get((where, after), 0.0) + p
    return [(p, where, after) for (where, after), p in summed.items()]
