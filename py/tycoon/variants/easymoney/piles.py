"""Where the money is (docs/rules/easymoney.md "Money"): the public pile (`board["bank"]`), the lottery
pile (`board["pot"]`), each player's own funds (`cash`) and their Double, Rise/Fall and Number
boxes. Money only moves between these, so `total` is always board.TOTAL.

Payments from the public pile pay what is left (special rule 2, #15); payments from own funds
pay what the player has, and no debt remains (Clarification 3).
"""

from .board import SIZE

LUCKY_NUMBERS = (4, 5, 6, 8, 9, 10)  # the Number boxes, in the order of `player["numbers"]`


def boxed(player: dict) -> int:
    return player["double"] + player["rise"] + player["fall"] + sum(player["numbers"])


def total(state) -> int:
    board = state.board
    return board["bank"] + board["pot"] + sum(p["cash"] + boxed(p) for p in state.players)


def from_bank(state, seat: int, amount: int, event: str, box: str = "cash", **params) -> int:
    """The public pile pays `seat` up to `amount` (into own funds, or into a box); returns what
    was paid and says so, with `short` when the pile could not pay it all."""
    paid = min(amount, state.board["bank"])
    state.board["bank"] -= paid
    state.players[seat][box] += paid
    extra = {"short": amount} if paid < amount else {}
    state.emit(event, player=seat, amount=paid, **params, **extra)
    return paid


def to_pot(state, seat: int, amount: int, event: str, **params) -> int:
    """`seat` puts up to `amount` of own funds on the lottery pile; returns what was paid."""
    paid = min(amount, state.players[seat]["cash"])
    state.players[seat]["cash"] -= paid
    state.board["pot"] += paid
    state.emit(event, player=seat, amount=paid, **params)
    return paid


def pay_player(state, payer: int, payee: int, amount: int, event: str, **params) -> int:
    paid = min(amount, state.players[payer]["cash"])
    state.players[payer]["cash"] -= paid
    state.players[payee]["cash"] += paid
    state.emit(event, payer=payer, payee=payee, amount=paid, **params)
    return paid


def ahead(position: int, steps: int) -> int:
    return (position + steps) % SIZE
