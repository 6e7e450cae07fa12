"""What a seat sees. Monopoly has no secrets, but the UI and bots still read only this."""


def view(state, seat) -> dict:
    board = state.board
    players = []
    for s, p in enumerate(state.players):
        owned = [i for i, owner in enumerate(board["owner"]) if owner == s]
        players.append({"seat": s, "name": p["name"], "bot": p["bot"], "cash": p["cash"],
                        "position": p["position"], "in_jail": p["in_jail"], "jail_tries": p["jail_tries"],
                        "out": p["out"], "doubles": p["doubles"], "properties": owned,
                        "jail_cards": len(p["jail_cards"])})
    squares = [{"index": i, "owner": board["owner"][i], "mortgaged": board["mortgaged"][i],
                "houses": board["houses"][i]} for i in range(len(board["owner"]))]
    debt = (board.get("debts") or [None])[0]
    stock = {"houses": board["bank_houses"], "hotels": board["bank_hotels"]}
    return {
        "variant": state.variant, "seat": seat, "phase": state.phase, "turn_seat": state.turn_seat,
        "actor": state.current_player(), "turn": state.turn, "round": state.round,
        "options": dict(state.options), "players": players, "squares": squares,
        "dice": list(board["dice"]) if board.get("dice") else None,
        "pending": dict(state.pending), "debt": dict(debt) if debt else None,
        "bank": stock, "claims": [dict(c) for c in board["claims"]],
        "log": list(state.log), "over": state.over, "winners": list(state.winners),
    }
