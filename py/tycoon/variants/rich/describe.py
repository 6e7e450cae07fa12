"""Button labels of Rich's actions: (message key, params); the words are in texts/."""

from .board import BAD_LUCK, GOOD_LUCK, INSURANCE_PRICE, LOAN_CASH, NOTE


def describe(state, action) -> tuple:
    kind, args = action.kind, action.args
    if kind == "job":
        return "action.rich_job", {"job": args[0]}
    if kind == "roll":
        back = state.players[action.seat]["back_next"]
        return ("action.rich_roll_back" if back else "action.rich_roll"), {}
    if kind == "borrow":
        return "action.rich_borrow", {"amount": LOAN_CASH, "note_amount": NOTE}
    if kind == "insure":
        return "action.rich_insure", {"cover": args[0], "amount": INSURANCE_PRICE}
    if kind == "done":
        return "action.rich_done", {}
    if kind == "take":
        return "action.rich_take", {"amount": GOOD_LUCK[0]}
    if kind == "pay":
        return "action.rich_pay_sure", {"amount": BAD_LUCK[0]}
    if kind == "fliplock":
        if state.pending.get("square_kind") == "good_luck":
            return "action.rich_fliplock_good", {"amount": GOOD_LUCK[1]}
        return "action.rich_fliplock_bad", {"amount": BAD_LUCK[1]}
    if kind == "guess":
        return f"action.rich_guess_{args[0]}", {}
    if kind == "go":
        here = [s for s, p in enumerate(state.players) if p["pos"] == args[0] and s != action.seat]
        ahead = args[0] > state.players[action.seat]["pos"]
        return ("action.rich_go_ahead" if ahead else "action.rich_go_back"), {"square": args[0], "players": here}
    if kind == "number":
        return "action.rich_number", {"number": args[0]}
    if kind == "play":
        deal = state.pending["deal"]
        params = {"amount": deal["amount"], "other_player": deal["seat"]}
        if args[0] == "pay":
            params["helper_player"] = args[1]
        return f"action.rich_play_{args[0]}", params
    if kind == "pass":
        return "action.rich_pass", {}
    return f"action.{kind}", {}
