"""A plain Taiwan bot (to be replaced by the shared property bot with Spy knowledge)."""

from ...core.phases import AUCTION, BUY, RAISE_CASH


def choose(view: dict, legal: list):
    seat = legal[0].seat
    kinds = {a.kind: a for a in legal}
    if view["actor"] != seat:
        return None
    phase = view["phase"]
    me = view["players"][seat]
    if phase == BUY:
        return kinds["buy"] if "buy" in kinds and me["cash"] - view["pending"]["price"] > 3000 else kinds["decline"]
    if phase == AUCTION:
        bids = [a for a in legal if a.kind == "bid" and a.args[0] <= min(view["pending"]["lot"]["price"],
                                                                          me["cash"] - 3000)]
        return bids[0] if bids else kinds["pass"]
    if phase == RAISE_CASH:
        for kind in ("bankrupt", "mortgage", "sell", "sell_group"):
            if kind in kinds:
                return kinds[kind]
    if "build" in kinds and me["cash"] > 6000:
        return kinds["build"]
    for kind in ("jail_pay", "roll", "end_turn", "place", "place_skip", "trade_reject", "pass"):
        if kind in kinds:
            return kinds[kind]
    return legal[0]
