"""How the human plays the Quick game of test_quick_game.py: one policy, fed the same facts by the
engine (CPython, to find a seed where everything the test wants happens) and by the page (the
buttons on screen and the board), so the browser game follows the game found in CPython.

Facts: acts = the human's legal actions as text ("0 roll", "0 bid 61", "0 trade_take 21", …),
squares = [{"owner", "houses", "mortgaged"}] for the 40 squares, cash = the human's cash.
A decision: ("act", action text) click it · ("bid", amount) type a bid · ("cash", amount) type
the money the human pays in the trade · ("inspect", action text) open the square, click it there ·
("open", action text) propose the trade from the human's panel.

The human: declines the first deed it may buy, so the bank auctions it, and bids once; then buys
what it can afford; mortgages one property; buys one street from a bot for twice its price (a bot
accepts: it gets more than the deed is worth to it, and the human completes no colour group);
accepts trades bots offer; builds when rich; ends the turn.
"""

from __future__ import annotations

from tycoon.core import (
    Action,
    apply_action,
    find_variant,
    legal_actions,
    new_game,
    next_automatic,
    view,
)

SEAT = 0
BOARD = find_variant("monopoly").board
GROUPS: dict[str, list[int]] = {}
for _square in BOARD:
    if _square["kind"] == "street":
        GROUPS.setdefault(_square["group"], []).append(_square["index"])


def parse(text: str) -> tuple:
    _seat, kind, *args = text.split()
    return kind, [int(a) if a.lstrip("-").isdigit() else a for a in args]


def new_memory() -> dict:
    return {"bid": False, "mortgaged": False, "traded": False, "plan": None, "sent": False, "cash_set": 0,
            "tried": [], "bought_from_auction": False}


def choose(acts: list[str], squares: list[dict], cash: int, memory: dict) -> tuple:
    if memory["sent"] and "trade_send" not in {parse(a)[0] for a in acts}:
        plan, memory["sent"], memory["plan"] = memory["plan"], False, None
        if squares[plan["square"]]["owner"] == SEAT:
            memory["traded"] = True
        else:
            memory["tried"].append(plan["square"])
    by: dict[str, list] = {}
    for text in sorted(acts, key=_order):
        kind, args = parse(text)
        by.setdefault(kind, []).append((text, args))

    def first(kind):
        return by[kind][0][0]

    if "trade_accept" in by or "trade_reject" in by:  # a bot offers the human a trade
        return ("act", first("trade_accept" if "trade_accept" in by else "trade_reject"))
    if "trade_cancel" in by:  # the human drafts its offer
        return _draft(by, first, memory)
    if "pass" in by:  # an auction
        bids = sorted(args[0] for _text, args in by.get("bid", []))
        if not memory["bid"] and bids:
            memory["bid"] = True
            return ("bid", min(bids[0] + 9, cash))
        return ("act", first("pass"))
    if "claim_rent" in by:
        return ("act", first("claim_rent"))
    if "decline" in by:
        if not memory["bid"] or "buy" not in by or cash < 500:
            return ("act", first("decline"))
        return ("act", first("buy"))
    if "tax_flat" in by:
        return ("act", first("tax_flat"))
    if "place" in by or "place_skip" in by:
        return ("act", first("place" if "place" in by else "place_skip"))
    if "roll" in by:
        return ("act", first("roll"))
    if "end_turn" not in by:  # raising cash to pay a debt
        for kind in ("mortgage", "sell", "sell_group", "bankrupt"):
            if kind in by:
                return ("act", first(kind))
    if not memory["mortgaged"] and "mortgage" in by:
        memory["mortgaged"] = True
        return ("inspect", min(by["mortgage"], key=lambda t: (BOARD[t[1][0]]["price"], t[1][0]))[0])
    if not memory["traded"] and memory["plan"] is None and "trade_open" in by:
        partners = {args[0]: text for text, args in by["trade_open"]}
        plan = find_plan(squares, cash, partners, memory["tried"])
        if plan is not None:
            memory["plan"], memory["cash_set"] = plan, 0
            return ("open", partners[plan["partner"]])
    if "build" in by and cash >= 400:
        return ("act", first("build"))
    return ("act", first("end_turn"))


def _draft(by: dict, first, memory: dict) -> tuple:
    plan = memory["plan"]
    if plan is None:
        return ("act", first("trade_cancel"))
    square = plan["square"]
    for text, args in by.get("trade_take", []):
        if args[0] == square:
            return ("act", text)
    if not any(args[0] == square for _text, args in by.get("trade_remove", [])):
        memory["plan"] = None  # not tradable after all
        memory["tried"].append(square)
        return ("act", first("trade_cancel"))
    if memory["cash_set"] != plan["cash"]:
        memory["cash_set"] = plan["cash"]
        return ("cash", plan["cash"])
    memory["sent"] = True
    return ("act", first("trade_send"))


def find_plan(squares: list[dict], cash: int, partners: dict, tried: list):
    """The cheapest bot street the human may buy for twice its price: no buildings in its group,
    not mortgaged, completing no group for the human, and with nobody holding the rest of its group."""
    streets = sorted(GROUPS[g][i] for g in GROUPS for i in range(len(GROUPS[g])))
    for index in sorted(streets, key=lambda i: (BOARD[i]["price"], i)):
        owner = squares[index]["owner"]
        if owner not in partners or index in tried or squares[index]["mortgaged"]:
            continue
        group = GROUPS[BOARD[index]["group"]]
        if any(squares[i]["houses"] for i in group):
            continue
        if all(squares[i]["owner"] == SEAT for i in group if i != index):
            continue
        rest = {squares[i]["owner"] for i in group if i != index}
        if len(rest) == 1 and None not in rest:
            continue
        offer = -(-2 * BOARD[index]["price"] // 10) * 10
        if cash - offer >= 200:
            return {"partner": owner, "square": index, "cash": offer}
    return None


def _order(text: str) -> tuple:
    kind, args = parse(text)
    return (kind, [a if isinstance(a, int) else 0 for a in args])


# ---- the same game in CPython --------------------------------------------------------------

def play(seed: int, options: dict, players: list[dict], memory: dict | None = None, until=None,
         max_steps: int = 20_000) -> dict:
    """Play the game as the page would (bots by the engine, the human by choose()); report.
    until(state) -> True stops early (checked before each human decision)."""
    state = new_game("monopoly", players, seed, options)
    memory = memory if memory is not None else new_memory()
    decisions = []
    for _step in range(max_steps):
        if state.over:
            break
        automatic = next_automatic(state)  # chance and the bots, as the page plays them
        if automatic is not None:
            apply_action(state, automatic)
            continue
        if until is not None and until(state):
            break
        seen = view(state, SEAT)
        acts = [str(a) for a in legal_actions(state, SEAT)]
        decision = choose(acts, seen["squares"], seen["players"][SEAT]["cash"], memory)
        decisions.append(decision)
        how, what = decision
        if how == "bid":
            apply_action(state, Action(SEAT, "bid", (what,)))
        elif how == "cash":
            apply_action(state, Action(SEAT, "trade_cash", (what - state.pending["cash"],)))
        else:
            apply_action(state, what)
    keys = [key for key, _params in state.log]
    return {"over": state.over, "decisions": decisions, "memory": memory, "keys": keys, "state": state,
            "human_bid": any(k == "bid_made" and p["player"] == SEAT for k, p in state.log),
            "human_trade": any(k == "trade_done" and p["partner"] == SEAT and p["player"] != SEAT
                               for k, p in state.log),
            "human_mortgage": any(k == "mortgaged" and p["player"] == SEAT for k, p in state.log)}
