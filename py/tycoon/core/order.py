"""Who starts, by a roll (Easy Money #4 with one die, Rich #5 with two): every seat rolls in seat
order, the highest starts, and only the seats tied for the highest roll again. The events are the
variant's own ("<prefix>_order_roll", "<prefix>_order_tie", "<prefix>_first_player")."""

from .dice import ask_dice


def start_order(state, seats: list, dice: int) -> None:
    state.phase, state.actor = "order", seats[0]
    state.turn_seat = seats[0]
    state.pending = {"rolling": seats, "rolls": []}
    ask_dice(state, "order", dice)


def order_roll(state, value: int, dice: int, prefix: str, param: str):
    """Record the rolling seat's `value` (its die, or its total as `param`). Returns the seat that
    starts once it is known (round 1 begins), else None (the next roll is asked)."""
    order = state.pending
    seat = order["rolling"][len(order["rolls"])]
    order["rolls"].append(value)
    state.emit(f"{prefix}_order_roll", player=seat, **{param: value})
    if len(order["rolls"]) < len(order["rolling"]):
        state.turn_seat = state.actor = order["rolling"][len(order["rolls"])]
        ask_dice(state, "order", dice)
        return None
    best = max(order["rolls"])
    tied = [s for s, v in zip(order["rolling"], order["rolls"], strict=True) if v == best]
    if len(tied) > 1:
        state.emit(f"{prefix}_order_tie", players=tied, **{param: best})
        start_order(state, tied, dice)
        return None
    state.board["first"] = tied[0]
    state.round = 1
    state.emit(f"{prefix}_first_player", player=tied[0])
    return tied[0]
