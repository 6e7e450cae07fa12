"""The squares that only move money (docs/rules/easymoney.md "A", "B", "C")."""

from ...core.turn_order import clockwise
from .board import FINE, MAKE_MONEY_PASS, MAKE_MONEY_STOP
from .piles import from_bank, to_pot


def make_money(state, stop: bool) -> None:
    """C: passing pays the active player $1,000,000; stopping pays $2,000,000 instead (#7)."""
    seat = state.turn_seat
    amount = MAKE_MONEY_STOP if stop else MAKE_MONEY_PASS
    from_bank(state, seat, amount, "em_make_money_stop" if stop else "em_make_money_pass")


def double(state) -> None:
    """A: every Double box is doubled from the public pile (the gain stays in the box); an empty
    box is fined $500,000 to the lottery pile. Paid in turn order from the active player
    (Clarification 2)."""
    state.emit("em_double_square")
    for seat in clockwise(state):
        player = state.players[seat]
        if player["double"]:
            from_bank(state, seat, player["double"], "em_double_paid", box="double")
        else:
            to_pot(state, seat, FINE, "em_empty_box_fined")


def nothing(state) -> None:
    """B: every Double box goes to the lottery pile; an empty box is fined $500,000. A kept
    Shield card saves its holder's box once, then goes to the bottom of its deck (Cl. 12)."""
    from .decks import to_bottom

    state.emit("em_nothing_square")
    for seat in clockwise(state):
        player = state.players[seat]
        if not player["double"]:
            to_pot(state, seat, FINE, "em_empty_box_fined")
        elif "shield" in player["kept"]:
            player["kept"].remove("shield")
            to_bottom(state, "mystery", "shield")
            state.emit("em_shield_used", player=seat, amount=player["double"])
        else:
            amount, player["double"] = player["double"], 0
            state.board["pot"] += amount
            state.emit("em_double_lost", player=seat, amount=amount)
