"""The property games' Easy bot (docs/bots.md "Levels"): a beginner a child can beat,
whose mistakes show. It reads the same view and picks from the same legal list as the normal bot
(play.py), and never plays an absurd move: it buys only what it can pay for with cash to spare,
raises cash the normal way, and gives nothing away for nothing.

- Buying: a deed when $300 would still be left (× the board's money scale), whatever the deed;
  it never stretches for the deed that completes a group.
- Auctions: bids up to half a deed's printed price (a house in short supply: as Normal).
- Trades: never proposes one; accepts an offer whose cash and printed prices are at least what it
  gives at printed prices (it does not see that a deed completes a rival's group).
- Building: late, when the house and $500 more are in hand, on the first street it finds; it lifts a
  mortgage, the first it finds, when the deed's printed price and $500 more are in hand.
- Jail: stays and rolls for doubles while it may.
"""

from ...levels import whim
from ...phases import AUCTION, BUY, END, RAISE_CASH, ROLL, TRADE
from . import play, trade

KEEP = 300  # cash left after buying a deed
BUILD_KEEP = 500  # cash left after building a house


def choose(data, view: dict, legal: list):
    seat = legal[0].seat
    kinds = {a.kind: a for a in legal}
    if view["actor"] != seat:
        return kinds.get("claim_rent")
    phase = view["phase"]
    if phase == BUY:
        spare = view["players"][seat]["cash"] - view["pending"]["price"]
        return kinds["buy"] if "buy" in kinds and spare >= data.money(KEEP) else kinds["decline"]
    if phase == AUCTION:
        return auction(data, view, kinds, legal)
    if phase == TRADE:
        pending = view["pending"]
        if pending["stage"] == "offer":
            return answer(data, view, seat, kinds)
        if pending["drafter"] == seat and not pending["countered"]:  # its own naive draft
            return trade.draft_step(view, legal, kinds, naive_wish(data, view, seat, pending["partner"]))
        return play.choose(data, view, legal)
    if phase == RAISE_CASH or phase in data.phases or phase in play.PHASES:
        return play.choose(data, view, legal)
    if "claim_rent" in kinds:
        return kinds["claim_rent"]
    if phase == END:
        built = build(data, view, seat, legal) or lift(data, view, seat, legal) or propose(data, view, seat, legal)
        if built is not None:
            return built
    if phase == ROLL and view["players"][seat]["in_jail"] and "roll" not in kinds:
        return kinds.get("jail_card") or kinds.get("jail_pay") or legal[0]
    return kinds.get("roll") or kinds.get("end_turn") or legal[0]


def auction(data, view, kinds, legal):
    lot = view["pending"]["lot"]
    if lot["kind"] not in data.deed_lots:  # a house or hotel in short supply: as Normal bids
        # (else the builder who asked for it passes in its own auction and asks again, for ever)
        return play.auction(data, view, legal[0].seat, legal, kinds)
    limit = min(lot["price"] // 2, view["players"][legal[0].seat]["cash"] - data.money(KEEP))
    bids = sorted((a for a in legal if a.kind == "bid" and a.args[0] <= limit), key=lambda a: a.args[0])
    return bids[0] if bids else kinds["pass"]


def answer(data, view, seat, kinds):
    trade = view["pending"]
    if trade["stage"] == "offer" and "trade_accept" in kinds:
        mine = seat == trade["drafter"]
        give, take = (trade["give"], trade["take"]) if mine else (trade["take"], trade["give"])
        cash_in = -trade["cash"] if mine else trade["cash"]
        printed = data.squares
        value_in = sum(printed[i]["price"] for i in take) + cash_in
        value_out = sum(printed[i]["price"] for i in give)
        if (take or cash_in > 0) and value_in >= value_out:
            return kinds["trade_accept"]
    for kind in ("trade_reject", "trade_cancel"):
        if kind in kinds:
            return kinds[kind]
    return next(iter(kinds.values()))


def build(data, view, seat, legal):
    """Late: once the house and BUILD_KEEP more are in hand, on the first street it finds."""
    cash = view["players"][seat]["cash"]
    builds = [a for a in legal if a.kind == "build"
              and cash - data.squares[a.args[0]]["house_cost"] >= data.money(BUILD_KEEP)]
    if data.may_build:
        builds = [a for a in builds if data.may_build(data, view, seat, a.args[0])]
    return builds[0] if builds else None


def propose(data, view, seat, legal):
    """Every other turn or so (a whim), ask for the deed that completes a group of ours: at most
    once a turn, with a person no more often than the normal bot does, never an offer refused."""
    me = view["players"][seat]
    if me["traded_on_turn"] == view["turn"] or whim(view, legal, "propose") % 2:
        return None
    asked = view["asked_round"]
    for action in legal:
        if action.kind != "trade_open":
            continue
        partner = action.args[0]
        if not view["players"][partner]["bot"] and asked[partner] >= 0 \
                and view["round"] - asked[partner] < trade.PERSON_ROUNDS:
            continue
        wish = naive_wish(data, view, seat, partner)
        if wish is not None and not trade.refused(view, seat, partner, wish):
            return action
    return None


def naive_wish(data, view, seat: int, partner: int):
    """{"give", "take", "cash"}: the partner's one deed that completes a street group of ours, for
    our cheapest free deed of another group whose printed price is at least its own, else for its
    price in cash while KEEP is left; None when there is no such deed."""
    squares, board, free = view["squares"], data.squares, trade.tradable(data, view)
    cash = view["players"][seat]["cash"]
    for group, members in data.street_groups.items():
        missing = [i for i in members if squares[i]["owner"] != seat]
        if len(missing) != 1 or len(members) < 2 or squares[missing[0]]["owner"] != partner or missing[0] not in free:
            continue
        take = missing[0]
        price = board[take]["price"]
        gives = sorted((i for i in free if squares[i]["owner"] == seat and board[i]["group"] != group
                        and board[i]["price"] >= price and not squares[i]["mortgaged"]),
                       key=lambda i: (board[i]["price"], i))
        if gives:
            return {"give": [gives[0]], "take": [take], "cash": 0}
        if cash - price >= data.money(KEEP):
            return {"give": [], "take": [take], "cash": price}
    return None


def lift(data, view, seat, legal):
    """A mortgage lifted when the deed's printed price (more than lifting costs) and BUILD_KEEP more
    are in hand: the first one it finds (else a rich Easy bot with every deed mortgaged never
    builds again, and a table of Easy bots never ends)."""
    cash = view["players"][seat]["cash"]
    lifts = [a for a in legal if a.kind == "lift"
             and cash - data.squares[a.args[0]]["price"] >= data.money(BUILD_KEEP)]
    return lifts[0] if lifts else None
