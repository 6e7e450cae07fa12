"""A property-game bot that plays like a decent human (buys with a reserve that grows
with the board's danger, bids up to a valuation, completes and builds on groups, never hands a
rival a complete group without getting one, leaves jail early on an open board and late on a built
one, mortgages its least valuable deeds first). It reads only view() and its game's `BotData`, and
picks from the legal list. Amounts are Monopoly's dollars × the board's money_scale."""

from ...actions import Action
from ...estate import HOTEL
from ...phases import AUCTION, BUY, END, PLACE_HOUSE, RAISE_CASH, ROLL, TRADE
from . import trade
from .values import board_is_open, danger, deed_value, jail_reserve, reserve


def choose(data, view: dict, legal: list[Action]):
    """The bot's action; None when it is not the bot's move and it has nothing it wants to do."""
    seat = legal[0].seat
    kinds = {a.kind: a for a in legal}
    if view["actor"] != seat:  # out of turn: only collect rent that is owed
        return kinds.get("claim_rent")
    phase = view["phase"]
    handler = data.phases.get(phase) or PHASES.get(phase)
    if handler is not None:
        return handler(data, view, seat, legal, kinds)
    return turn(data, view, seat, legal, kinds)


def auction(data, view, seat, legal, kinds):
    lot = view["pending"]["lot"]
    me = view["players"][seat]
    if lot["kind"] in data.deed_lots:
        limit = min(deed_value(data, view, seat, lot["square"]), me["cash"] - reserve(data, view, seat) // 2)
    else:  # a house or hotel in short supply: bid as far as we would build (or the builder asks again)
        limit = min(lot["price"] * 3 // 2, me["cash"] - build_reserve(data, view, seat))
    bids = sorted((a for a in legal if a.kind == "bid"), key=lambda a: a.args[0])
    # Open at about half the printed price, as a player who wants the deed does (not at $10),
    # then raise by about 15 % of the price at a time; never past the limit (an auction
    # took a median 12 bids, each one a pause for the person in it; now 6).
    high = view["pending"]["high"]
    target = max(high + max(data.money_scale, lot["price"] * 3 // 20), lot["price"] // 2)
    fitting = [a for a in bids if a.args[0] <= min(target, limit)]
    if fitting:
        return fitting[-1]
    return bids[0] if bids and bids[0].args[0] <= limit else kinds["pass"]


def buy(data, view, seat, legal, kinds):
    me = view["players"][seat]
    index = view["pending"]["square"]
    spare = me["cash"] - view["pending"]["price"]
    wanted = deed_value(data, view, seat, index) > data.squares[index]["price"]
    keep = reserve(data, view, seat)
    if "buy" in kinds and (spare >= keep or (wanted and spare >= keep // 3)):
        return kinds["buy"]
    return kinds["decline"]


def raise_cash(data, view, seat, legal, kinds):
    """Least valuable first: lone deeds before group deeds, buildings last."""
    if "bankrupt" in kinds:
        return kinds["bankrupt"]
    mortgages = [a for a in legal if a.kind == "mortgage"]
    if mortgages:
        return min(mortgages, key=lambda a: (deed_value(data, view, seat, a.args[0]), a.args[0]))
    sells = [a for a in legal if a.kind == "sell"]
    if sells:
        return min(sells, key=lambda a: (data.squares[a.args[0]]["house_cost"], a.args[0]))
    return next(a for a in legal if a.kind == "sell_group")


def place(data, view, seat, legal, kinds):
    return legal[0]


def turn(data, view, seat, legal, kinds):
    """Roll or end phase of the bot's own turn."""
    if "claim_rent" in kinds:
        return kinds["claim_rent"]
    if view["phase"] == ROLL and view["players"][seat]["in_jail"] and wants_out(data, view, seat):
        for kind in ("jail_card", "jail_pay"):
            if kind in kinds:
                return kinds[kind]
    if view["phase"] == END:
        action = build_or_lift(data, view, seat, legal) or trade.propose(data, view, seat, legal)
        if action:
            return action
    return kinds.get("roll") or kinds.get("end_turn") or legal[0]


def wants_out(data, view, seat) -> bool:
    """Pay or use a card to leave jail now (shared habit: while the board is open)."""
    return data.leave_jail(data, view, seat) if data.leave_jail else board_is_open(view)


def build_or_lift(data, view, seat, legal):
    """Build as soon as a group is whole and the cash allows (third house first), keeping a reserve
    against the rents it may meet; mortgage lone deeds to build where that pays; then lift
    mortgages when there is nothing to build."""
    board = data.squares
    spare = view["players"][seat]["cash"] - build_reserve(data, view, seat)
    builds = [a for a in legal if a.kind == "build"]
    if data.may_build and builds:
        builds = [a for a in builds if data.may_build(data, view, seat, a.args[0])]
        if not builds:
            return None  # the variant holds the houses back: keep the cash for them
    builds = [a for a in builds if board[a.args[0]]["house_cost"] <= spare]
    if builds:
        if view["bank"]["houses"] < view["options"].get("hotel_after", 4):
            # Few houses left: they go to the row nearest hotels (whose hotels free houses).
            found = waiting_row(data, view, seat, spare)
            on_row = [a for a in builds if found and a.args[0] in found[0]]
            if on_row:
                return max(on_row, key=lambda a: build_gain(data, view, a.args[0]))
        return max(builds, key=lambda a: build_gain(data, view, a.args[0]))
    cheapest = next_house_cost(data, view, seat)
    if cheapest is not None and spare < cheapest:
        mortgages = [a for a in legal if a.kind == "mortgage" and lone_deed(data, view, seat, a.args[0])]
        raisable = sum(board[a.args[0]]["price"] // 2 for a in mortgages)
        if mortgages and cheapest <= spare + raisable:
            return min(mortgages, key=lambda a: (deed_value(data, view, seat, a.args[0]), a.args[0]))
        return None  # save for the houses rather than lift a mortgage
    # The cash for a house is there but no house can be had now (the bank has none left): lift
    # mortgages meanwhile, or a rich player waits for ever with its groups mortgaged.
    unblock = free_houses(data, view, seat, legal, spare)
    if unblock is not None:
        return unblock
    lifts = [a for a in legal if a.kind == "lift" and board[a.args[0]]["price"] <= spare - data.money(200)]
    return lifts[0] if lifts else None


def waiting_row(data, view, seat, spare):
    """Our dearest whole, unmortgaged group not yet at a full row of houses whose houses and
    hotels we can pay for, with the houses it still needs; None if there is none."""
    squares, hotel_after = view["squares"], view["options"].get("hotel_after", 4)
    whole = [m for m in data.street_groups.values()
             if all(squares[i]["owner"] == seat and not squares[i]["mortgaged"] for i in m)]
    for row in sorted(whole, key=lambda m: -data.squares[m[0]]["house_cost"]):
        levels = [squares[i]["houses"] for i in row]
        if HOTEL in levels or min(levels) >= hotel_after:
            continue
        need = sum(hotel_after - h for h in levels)
        if data.squares[row[0]]["house_cost"] * (need + len(row)) <= spare:
            return row, need, whole
    return None


def free_houses(data, view, seat, legal, spare):
    """The bank has no house left and a whole group of ours waits for houses on its way to hotels:
    sell the houses of a cheaper built group of ours when they are enough to take the waiting
    group to a full row of houses (its hotels then give the bank houses back), and we can pay for
    all that building. What a player does with a housing shortage and cash to spare; otherwise two
    rich players may wait for ever."""
    if view["bank"]["houses"] or not view["bank"]["hotels"]:
        return None
    found = waiting_row(data, view, seat, spare)
    if found is None:
        return None
    row, need, whole = found
    squares = view["squares"]
    cost = data.squares[row[0]]["house_cost"]
    for donor in sorted(whole, key=lambda m: data.squares[m[0]]["house_cost"]):
        if data.squares[donor[0]]["house_cost"] >= cost:
            break
        houses = sum(squares[i]["houses"] for i in donor if squares[i]["houses"] != HOTEL)
        sells = [a for a in legal if a.kind == "sell" and a.args[0] in donor]
        if houses >= need and sells:
            return max(sells, key=lambda a: (squares[a.args[0]]["houses"], -a.args[0]))
    return None


def build_reserve(data, view, seat) -> int:
    """Cash kept back when building: $50 and a third of the dearest rent a rival could charge now
    (counted up to $900), and any jail fine the variant keeps cash for."""
    return data.money(50) + min(danger(data, view, seat), data.money(900)) // 3 + jail_reserve(data, view, seat)


def build_gain(data, view, index):
    houses = view["squares"][index]["houses"]
    rents = data.squares[index]["rents"]
    step = rents[min(houses + 1, HOTEL)] - rents[houses] if houses < HOTEL else 0
    return (houses < 3, step / data.squares[index]["house_cost"], -index)


def next_house_cost(data, view, seat):
    """The price of the cheapest house we could put on a whole, unmortgaged group of ours that is
    not fully built (None if there is none, or the bank has no houses)."""
    if not view["bank"]["houses"] and not view["bank"]["hotels"]:
        return None
    squares = view["squares"]
    costs = [data.squares[members[0]]["house_cost"] for members in data.street_groups.values()
             if all(squares[i]["owner"] == seat and not squares[i]["mortgaged"] for i in members)
             and any(squares[i]["houses"] < HOTEL for i in members)]
    return min(costs) if costs else None


def lone_deed(data, view, seat, index) -> bool:
    """A deed of a group we do not own whole (mortgaging it costs no group its doubled rent)."""
    members = data.groups[data.squares[index]["group"]]
    return any(view["squares"][i]["owner"] != seat for i in members)


PHASES = {AUCTION: auction, BUY: buy, RAISE_CASH: raise_cash, PLACE_HOUSE: place, TRADE: trade.answer}
