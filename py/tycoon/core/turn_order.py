"""The one turn order of every game (boardgame.io's TurnOrder): who starts, whose turn is next,
the rounds and the round limit. No variant counts rounds itself.

- **Who starts** (`start_order`, `order_roll`): every seat rolls in seat order, the highest
  starts, and only the seats tied for the highest roll again. Each game names its own dice and
  events (`Starter`).
- **The seat order**: clockwise from the seat whose turn ends, skipping the seats no longer
  playing (out: bankrupt; finished: Rich's Finish squares). A seat that rests (Rich 6.2) still
  has its turn, in which it does nothing: that is the variant's business.
- **Rounds** count from the seat that started (``board["first"]``): round 1 is that seat's first
  turn, and a new round begins whenever the turn comes round to it again (or, when it no longer
  plays, passes the place it sat).
- **The round limit** is the option ``turn_limit`` (0: none). When the last round is over, the
  game ends and the count stays at the limit, so every seat still playing has had exactly
  ``turn_limit`` turns (tests/engine/test_turn_order.py).
"""

from dataclasses import dataclass

from .dice import ask_dice


@dataclass(frozen=True)
class Starter:
    """How a game rolls for who starts: its dice and the keys of its three events."""

    dice: int = 2
    sides: int = 6
    roll_event: str = "order_roll"  # {player, **the roll's own params}
    tie_event: str = "order_tie"  # {players: the tied seats, <value>: the tied roll}
    first_event: str = "first_player"  # {player}
    value: str = "total"  # the name of the compared roll in the tie event


def playing(player: dict) -> bool:
    """A seat still takes turns unless it is out (bankrupt) or has finished (Rich)."""
    return not player.get("out") and not player.get("finished")


# ---- who starts ---------------------------------------------------------------------------------
def start_order(state, seats: list, starter: Starter) -> None:
    """`seats` roll, in seat order, for who starts (phase "order")."""
    state.phase, state.actor = "order", seats[0]
    state.turn_seat = seats[0]
    state.pending = {"rolling": list(seats), "rolls": []}
    ask_dice(state, "order", starter.dice, starter.sides)


def order_roll(state, value: int, starter: Starter, **said) -> int | None:
    """Record the rolling seat's `value` (`said`: the roll event's own params). Returns the seat
    that starts once it is known (then call `first_turn`), else None (the next roll is asked)."""
    order = state.pending
    seat = order["rolling"][len(order["rolls"])]
    order["rolls"].append(value)
    state.emit(starter.roll_event, player=seat, **said)
    if len(order["rolls"]) < len(order["rolling"]):
        state.turn_seat = state.actor = order["rolling"][len(order["rolls"])]
        ask_dice(state, "order", starter.dice, starter.sides)
        return None
    best = max(order["rolls"])
    tied = [s for s, v in zip(order["rolling"], order["rolls"], strict=True) if v == best]
    if len(tied) > 1:
        state.emit(starter.tie_event, players=tied, **{starter.value: best})
        start_order(state, tied, starter)
        return None
    state.emit(starter.first_event, player=tied[0])
    return tied[0]


# ---- turns and rounds ---------------------------------------------------------------------------
def first_turn(state, seat: int) -> None:
    """Round 1 begins with `seat`'s turn (the winner of the roll for order, or the first seat)."""
    state.board["first"] = seat
    state.round = 1
    _begin(state, seat)


def next_seat(state) -> int | None:
    """The next seat still playing after the current one, clockwise (None: nobody plays)."""
    count, here = len(state.players), state.turn_seat
    for step in range(1, count + 1):
        seat = (here + step) % count
        if playing(state.players[seat]):
            return seat
    return None


def clockwise(state, first: int | None = None) -> list[int]:
    """Every seat in turn order, starting with `first` (the seat whose turn it is by default):
    who is paid first, who takes a ticket first (Easy Money Clarification 2)."""
    first = state.turn_seat if first is None else first
    count = len(state.players)
    return [(first + k) % count for k in range(count)]


def next_turn(state) -> int | None:
    """The next playing seat's turn begins (turn, round, turn_seat and actor set) and is
    returned; None when the round limit is reached (the game ends: the caller counts it) or
    nobody plays any more. Only the variant's own part of a new turn is left to the caller."""
    seat = next_seat(state)
    if seat is None:
        return None
    first, count = state.board["first"], len(state.players)
    if (seat - first) % count <= (state.turn_seat - first) % count:  # round the table again
        if limit_reached(state):
            return None
        state.round += 1
    _begin(state, seat)
    return seat


def limit_reached(state) -> bool:
    """The round limit is reached: the last round allowed has begun (or is over)."""
    limit = round_limit(state)
    return bool(limit) and state.round >= limit


def round_limit(state) -> int:
    """The game's round limit (option ``turn_limit``; 0: none)."""
    return int(state.options.get("turn_limit", 0) or 0)


def _begin(state, seat: int) -> None:
    state.turn += 1
    state.turn_seat = state.actor = seat


def header(state, variant, acting: list) -> dict:
    """The part of every game's view that says where the game stands: the round and its limit
    (the option, or the game's fixed number of rounds), whose turn it is, the phase, the seats
    that must act now and the game's money unit."""
    return {"round": state.round, "round_limit": round_limit(state) or variant.rounds, "turn_seat": state.turn_seat,
            "phase": state.phase, "acting": list(acting), "unit": variant.unit}
