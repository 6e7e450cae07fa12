"""Button labels of Babylon's actions: (message key, params); the words are in texts/."""

from .gems import HALF_MILLION
from .selling import parse_offer


def describe(state, action) -> tuple:
    kind, args = action.kind, action.args
    if kind == "bid":
        return "action.bb_bid", {"number": args[0], "rubies": args[1]}
    if kind == "give":
        return "action.bb_give", {"receiver": args[0]}
    if kind == "check":
        return "action.bb_check", {"gem": args[0]}
    if kind == "offer":
        parts = [(gem, t, p) for gem, t, p in parse_offer(action) if t]
        if not parts:
            return "action.bb_offer_none", {}
        if len(parts) == 1:
            gem, t, p = parts[0]
            return "action.bb_offer", {"gem": gem, "tickets": t, "price": p * HALF_MILLION}
        (gem, t, p), (other, u, q) = parts
        return "action.bb_offer_two", {"gem": gem, "tickets": t, "price": p * HALF_MILLION, "other_gem": other, "other_tickets": u,
                                       "other_price": q * HALF_MILLION}
    if kind in ("talisman", "deathmatch"):
        return f"action.bb_{kind}", {"receiver": args[0]}
    return f"action.bb_{kind}", {}
