"""Deeds on a loop board, written once for monopoly and taiwan (docs/design.md "The engine
contract": "shared mechanics").

``squares`` is the variant's static board (dicts with kind, group, price, mortgage, rents);
the state holds ``board["owner"]`` (seat or None), ``board["mortgaged"]`` (bool) and
``board["houses"]`` (0–4 houses, 5 = hotel), one entry per square.
"""

from .money import BANK, move_money
from .refused import forget_stale

HOTEL = 5
INTEREST_PERCENT = 10  # a mortgage's interest: lifting it, or receiving mortgaged land in a trade


def new_estate(size: int) -> dict:
    return {"owner": [None] * size, "mortgaged": [False] * size, "houses": [0] * size, "debts": []}


def owned_by(state, seat: int) -> list[int]:
    return [i for i, owner in enumerate(state.board["owner"]) if owner == seat]


_groups: dict = {}  # id(squares) -> (squares, {group: [indexes]}), built once per board


def group_members(squares: list, group: str) -> list[int]:
    """The squares of a colour group (a lookup: boards are static data)."""
    cached = _groups.get(id(squares))
    if cached is None or cached[0] is not squares:
        index: dict = {}
        for sq in squares:
            if sq.get("group") is not None:
                index.setdefault(sq["group"], []).append(sq["index"])
        cached = _groups[id(squares)] = (squares, index)
    return cached[1].get(group, [])


def owns_whole_group(state, squares: list, seat: int, group: str) -> bool:
    return all(state.board["owner"][i] == seat for i in group_members(squares, group))


def built_groups(state, squares: list) -> set:
    """The colour groups with a building on any of their streets (anyone's)."""
    houses = state.board["houses"]
    return {squares[i]["group"] for i, h in enumerate(houses) if h}


def mortgage_interest(squares: list, index: int) -> int:
    """10% of the mortgage value, rounded up (docs/rules/monopoly.md "Mortgages"), unless the board
    prints its own (Taiwan rounds up to 10 points: docs/rules/taiwan.md "Mortgage")."""
    square = squares[index]
    return square["interest"] if "interest" in square else -(-square["mortgage"] * INTEREST_PERCENT // 100)


def lift_cost(squares: list, index: int) -> int:
    """Lifting a mortgage costs the mortgage value + 10%."""
    return squares[index]["mortgage"] + mortgage_interest(squares, index)


def mortgage(state, squares: list, seat: int, index: int) -> None:
    state.board["mortgaged"][index] = True
    amount = squares[index]["mortgage"]
    move_money(state, BANK, seat, amount)
    state.emit("mortgaged", player=seat, square=index, amount=amount)


def lift_mortgage(state, squares: list, seat: int, index: int) -> None:
    state.board["mortgaged"][index] = False
    amount = lift_cost(squares, index)
    move_money(state, seat, BANK, amount)
    state.emit("mortgage_lifted", player=seat, square=index, amount=amount)


def pieces(state, index: int, hotel_after: int = 4) -> int:
    """Buildings on a street counted as purchases: a hotel is `hotel_after` houses + itself."""
    houses = state.board["houses"][index]
    return hotel_after + 1 if houses == HOTEL else houses


def raisable(state, squares: list, seat: int, hotel_after: int = 4) -> int:
    """Cash a player could still raise: buildings back at half cost, then mortgages."""
    total = 0
    for index in owned_by(state, seat):
        total += pieces(state, index, hotel_after) * squares[index].get("house_cost", 0) // 2
        if not state.board["mortgaged"][index]:
            total += squares[index]["mortgage"]
    return total


def ownership_changed(state) -> None:
    """A deed changed hands: trade offers refused before may now be welcome (bots read this);
    `refusals` of any offer, `refused_offers` of those about the deed's groups (core/refused.py)."""
    state.board["refusals"] = []
    forget_stale(state)


def buy(state, squares: list, seat: int, index: int, price: int) -> None:
    move_money(state, seat, BANK, price)
    state.board["owner"][index] = seat
    ownership_changed(state)
    state.emit("bought", player=seat, square=index, price=price)


def worth(state, squares: list, seat: int, hotel_after: int = 4) -> int:
    """Cash + printed prices + buildings at cost, a mortgaged deed at price − mortgage
    (docs/rules/monopoly.md "Quick game" 4, also used for the turn limit)."""
    total = state.players[seat]["cash"]
    for index in owned_by(state, seat):
        sq = squares[index]
        total += sq["price"] - (sq["mortgage"] if state.board["mortgaged"][index] else 0)
        total += pieces(state, index, hotel_after) * sq.get("house_cost", 0)
    return total
