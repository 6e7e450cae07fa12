"""Button labels of Easy Money's actions: (message key, params); the words are in texts/."""

from .greed import claim
from .lucky import stakes_of


def describe(state, action) -> tuple:
    kind, args = action.kind, action.args
    if kind in ("double", "rise", "fall"):
        return _stake(f"action.em_{kind}", args)
    if kind == "take":
        return "action.em_take", {"amount": state.players[action.seat]["double"]}
    if kind == "roll":
        return "action.em_roll", {}
    if kind == "greed":
        return "action.em_greed_pick", {"victim": args[0], "cash": state.players[args[0]]["cash"]}
    if kind == "greed_roll":
        return "action.em_greed_roll", {"points": state.pending["total"]}
    if kind == "greed_stop":
        return "action.em_greed_stop", {"amount": claim(state), "points": state.pending["total"]}
    if kind == "luck":
        stakes = stakes_of(action)
        if len(stakes) == 2:
            (n, a), (m, b) = stakes
            return "action.em_luck_two", {"number": n, "amount": a, "other": m, "other_amount": b}
        return "action.em_luck", {"number": stakes[0][0], "amount": stakes[0][1]}
    if kind == "pass":
        return "action.em_pass", {}
    return f"action.{kind}", {}


def _stake(key: str, args: tuple) -> tuple:
    if len(args) == 2:
        return f"{key}_two", {"amount": args[0] + args[1], "first_amount": args[0], "second_amount": args[1]}
    return key, {"amount": args[0]}
