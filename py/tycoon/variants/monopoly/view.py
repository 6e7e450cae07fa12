"""What a seat sees. Monopoly has no secrets, but the UI and bots still read only this; every
price, fee, limit and rent the UI shows is here, computed by the rules (the UI computes none)."""

from ...core.estate import HOTEL, lift_cost, mortgage_interest
from .board import SQUARES
from .rent import rent_due


def view(state, seat) -> dict:
    board = state.board
    owner = board["owner"]
    owned = {}
    for index, o in enumerate(owner):
        if o is not None:
            owned.setdefault(o, []).append(index)
    players = [{"seat": s, "name": p["name"], "bot": p["bot"], "cash": p["cash"], "position": p["position"],
                "in_jail": p["in_jail"], "jail_tries": p["jail_tries"], "out": p["out"], "doubles": p["doubles"],
                "properties": owned.get(s, []), "jail_cards": len(p["jail_cards"]), "turns": p.get("turns", 0),
                "traded_on_turn": p.get("traded_on_turn", -1)}
               for s, p in enumerate(state.players)]
    squares = [square_view(state, i) for i in range(len(owner))]
    debt = (board.get("debts") or [None])[0]
    return {
        "variant": state.variant, "seat": seat, "phase": state.phase, "turn_seat": state.turn_seat,
        "actor": state.current_player(), "turn": state.turn, "round": state.round,
        "options": dict(state.options), "players": players, "squares": squares,
        "dice": list(board["dice"]) if board.get("dice") else None,
        "pending": pending_view(state, seat), "debt": dict(debt) if debt else None,
        "bank": {"houses": board["bank_houses"], "hotels": board["bank_hotels"]},
        "claims": [dict(c) for c in board["claims"]], "refusals": [list(r) for r in board.get("refusals", [])],
        "over": state.over, "winners": list(state.winners),
    }


def square_view(state, index: int) -> dict:
    board = state.board
    houses, mortgaged, owner = board["houses"][index], board["mortgaged"][index], board["owner"][index]
    found = {"index": index, "owner": owner, "mortgaged": mortgaged, "houses": houses,
             "hotel": houses == HOTEL, "house_count": 0 if houses == HOTEL else houses}
    if owner is not None:
        sq = SQUARES[index]
        found["lift_cost"] = lift_cost(SQUARES, index)
        found["transfer_fee"] = mortgage_interest(SQUARES, index) if mortgaged else 0
        if sq["kind"] == "utility":
            found["rent_dice_multiplier"] = 0 if mortgaged else rent_due(state, index, 1)
        else:
            found["rent"] = rent_due(state, index, 0)
    return found


def pending_view(state, seat) -> dict:
    """The phase's own data, with the limits the UI shows (bids, trade cash, fees)."""
    pending = dict(state.pending)
    if state.phase == "auction":
        actor = state.actor
        pending["min_bid"] = pending["high"] + 1
        pending["max_bid"] = state.players[actor]["cash"] if actor >= 0 else 0
    elif state.phase == "trade":
        drafter, partner = pending["drafter"], pending["partner"]
        pending["cash_max"] = state.players[drafter]["cash"]  # the drafter pays at most this
        pending["cash_min"] = -state.players[partner]["cash"]  # the partner pays at most this
        pending["fees"] = [{"player": receiver, "square": index, "amount": mortgage_interest(SQUARES, index)}
                           for side, receiver in (("give", partner), ("take", drafter))
                           for index in pending[side] if state.board["mortgaged"][index]]
    return pending
