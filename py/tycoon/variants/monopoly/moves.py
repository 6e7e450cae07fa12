"""The legal list for each phase and what each action does (the only way into the rules)."""

from ...core import estate
from ...core.actions import Action
from . import landing, rules
from .board import JAIL_FINE, SQUARES

MANAGE_PHASES = ("roll", "buy", "end", "raise_cash")


def legal_actions(state, seat: int) -> list[Action]:
    if seat != state.actor or state.players[seat]["out"]:
        return []
    phase = state.phase
    player = state.players[seat]
    found: list[Action] = []
    if phase == "roll":
        if player["in_jail"] and player["cash"] >= JAIL_FINE:
            found.append(Action(seat, "jail_pay"))
        if player["in_jail"] and player["jail_cards"]:
            found.append(Action(seat, "jail_card"))
        found.append(Action(seat, "roll"))
    elif phase == "buy":
        if player["cash"] >= state.pending["price"]:
            found.append(Action(seat, "buy"))
        found.append(Action(seat, "decline"))
    elif phase == "income_tax":
        found += [Action(seat, "tax_flat"), Action(seat, "tax_percent")]
    elif phase == "raise_cash" and landing.can_go_bankrupt(state, seat):
        found.append(Action(seat, "bankrupt"))
    elif phase == "end":
        found.append(Action(seat, "end_turn"))
    if phase in MANAGE_PHASES:
        found += manage_actions(state, seat, lift=phase in ("roll", "end"))
    return found


def manage_actions(state, seat: int, lift: bool) -> list[Action]:
    found = []
    for index in estate.owned_by(state, seat):
        if estate.can_mortgage(state, SQUARES, seat, index):
            found.append(Action(seat, "mortgage", (index,)))
        elif lift and estate.can_lift(state, SQUARES, seat, index):
            found.append(Action(seat, "lift", (index,)))
    return found


def apply(state, action: Action) -> None:
    if action.kind == "dice":
        return rules.on_dice(state, action)
    seat = action.seat
    kind = action.kind
    if kind == "roll":
        rules.roll(state, seat)
    elif kind == "jail_pay":
        rules.pay_jail_fine(state, seat)
    elif kind == "jail_card":
        rules.use_jail_card(state, seat)
    elif kind == "buy":
        landing.buy(state, seat)
    elif kind == "decline":
        landing.decline(state, seat)
    elif kind in ("tax_flat", "tax_percent"):
        landing.income_tax(state, seat, kind[4:])
    elif kind == "mortgage":
        estate.mortgage(state, SQUARES, seat, action.args[0])
        if state.phase == "raise_cash":
            landing.settle_then_continue(state)
    elif kind == "lift":
        estate.lift_mortgage(state, SQUARES, seat, action.args[0])
    elif kind == "bankrupt":
        landing.go_bankrupt(state, seat)
    elif kind == "end_turn":
        state.emit("turn_ended", player=seat)
        rules.next_turn(state)
    else:
        raise AssertionError(f"unhandled {action}")


def describe(state, action: Action) -> tuple[str, dict]:
    """The button label for an action, as a message key and its parameters."""
    params: dict = {}
    if action.kind in ("buy", "decline"):
        params = dict(state.pending)
    elif action.kind in ("mortgage", "lift"):
        index = action.args[0]
        amount = SQUARES[index]["mortgage"] if action.kind == "mortgage" else estate.lift_cost(SQUARES, index)
        params = {"square": index, "amount": amount}
    elif action.kind == "jail_pay":
        params = {"amount": JAIL_FINE}
    elif action.kind == "tax_flat":
        params = {"amount": 200}
    return f"action.{action.kind}", params
