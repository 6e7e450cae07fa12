"""A simple Monopoly bot: buys while it keeps a cash reserve, pays its way out of jail while
the board is still open, raises cash by mortgaging its least valuable deeds first."""

from ...core.actions import Action
from .board import SQUARES

RESERVE = 150  # cash kept back after buying, plus more as rivals' rents grow


def choose(view: dict, legal: list[Action]) -> Action:
    kinds = {a.kind: a for a in legal}
    me = view["players"][legal[0].seat]
    reserve = RESERVE + danger(view, me["seat"])
    if "bankrupt" in kinds:
        return kinds["bankrupt"]
    if view["phase"] == "raise_cash":
        return cheapest_mortgage(legal)
    if "buy" in kinds:
        return kinds["buy"] if me["cash"] - view["pending"]["price"] >= reserve else kinds["decline"]
    if "decline" in kinds:
        return kinds["decline"]
    if "tax_flat" in kinds:
        return kinds["tax_percent"] if 10 * estimate_worth(view, me) < 2000 else kinds["tax_flat"]
    if "jail_card" in kinds and board_is_open(view):
        return kinds["jail_card"]
    if "jail_pay" in kinds and board_is_open(view):
        return kinds["jail_pay"]
    lifts = [a for a in legal if a.kind == "lift" and me["cash"] - SQUARES[a.args[0]]["price"] > 2 * reserve]
    if lifts:
        return lifts[0]
    for kind in ("roll", "end_turn"):
        if kind in kinds:
            return kinds[kind]
    return legal[0]


def danger(view: dict, seat: int) -> int:
    """The dearest rent a rival's unmortgaged deed could charge now (bare land, ×2 for a group)."""
    worst = 0
    for sq in view["squares"]:
        if sq["owner"] not in (None, seat) and not sq["mortgaged"]:
            data = SQUARES[sq["index"]]
            worst = max(worst, data["rents"][sq["houses"]] * 2 if "rents" in data else 100)
    return worst


def board_is_open(view: dict) -> bool:
    return sum(1 for sq in view["squares"] if sq["owner"] is not None) < 14


def estimate_worth(view: dict, me: dict) -> int:
    total = me["cash"]
    for index in me["properties"]:
        total += SQUARES[index]["price"] // (2 if view["squares"][index]["mortgaged"] else 1)
    return total


def cheapest_mortgage(legal: list[Action]) -> Action:
    mortgages = [a for a in legal if a.kind == "mortgage"]
    return min(mortgages, key=lambda a: (SQUARES[a.args[0]]["price"], a.args[0])) if mortgages else legal[0]
