"""Houses and hotels on colour groups, written once (docs/rules/monopoly.md "Houses and hotels";
docs/rules/taiwan.md rules 11–12). A street's level is 0…`hotel_after` houses, or HOTEL.

Build evenly: a street may go up a level only when no street of its group is lower. Sell evenly:
only from a street at the group's highest level. The bank's stock is finite
(``board["bank_houses"]``, ``board["bank_hotels"]``); a hotel returns its houses to the bank.
"""

from .estate import HOTEL, group_members, pieces
from .money import BANK, move_money


def level(state, index: int, hotel_after: int) -> int:
    houses = state.board["houses"][index]
    return hotel_after + 1 if houses == HOTEL else houses


def building_ready(state, squares, seat: int, index: int, whole_group_needed=True) -> bool:
    """Own the street, (normally) the whole group, and nothing in the group is mortgaged."""
    sq = squares[index]
    if sq["kind"] != "street" or state.board["owner"][index] != seat:
        return False
    members = group_members(squares, sq["group"]) if whole_group_needed else [index]
    return all(state.board["owner"][i] == seat and not state.board["mortgaged"][i] for i in members)


def lowest_in_group(state, squares, seat: int, group: str, hotel_after: int) -> tuple[list[int], int]:
    """(streets, level): where `can_build` may say yes in `group`, found for the whole group at
    once — the group is whole and unmortgaged, and the street is at the group's lowest level
    (even build), below a hotel. Cash and the bank's stock are the caller's to check (the piece
    is a hotel when level == hotel_after). ([], -1) when nothing may be built."""
    board = state.board
    members = group_members(squares, group)
    if not all(board["owner"][i] == seat and not board["mortgaged"][i] for i in members):
        return [], -1
    levels = [level(state, i, hotel_after) for i in members]
    low = min(levels)
    if low > hotel_after:
        return [], -1
    return [i for i, lv in zip(members, levels) if lv == low], low


def next_is_hotel(state, index: int, hotel_after: int) -> bool:
    return state.board["houses"][index] == hotel_after


def can_build(state, squares, seat, index, hotel_after, whole_group_needed=True, check_stock=True) -> bool:
    board = state.board
    if not building_ready(state, squares, seat, index, whole_group_needed):
        return False
    mine = level(state, index, hotel_after)
    if mine > hotel_after:
        return False
    members = group_members(squares, squares[index]["group"]) if whole_group_needed else [index]
    if any(level(state, i, hotel_after) < mine for i in members):
        return False
    if state.players[seat]["cash"] < squares[index]["house_cost"]:
        return False
    if not check_stock:
        return True
    return board["bank_hotels"] > 0 if mine == hotel_after else board["bank_houses"] > 0


def build(state, squares, seat: int, index: int, hotel_after: int, price=None) -> None:
    board = state.board
    cost = squares[index]["house_cost"] if price is None else price
    move_money(state, seat, BANK, cost)
    if board["houses"][index] == hotel_after:
        board["bank_houses"] += hotel_after
        board["bank_hotels"] -= 1
        board["houses"][index] = HOTEL
        state.emit("hotel_built", player=seat, square=index, amount=cost)
    else:
        board["bank_houses"] -= 1
        board["houses"][index] += 1
        state.emit("house_built", player=seat, square=index, amount=cost)


def can_sell(state, squares, seat: int, index: int, hotel_after: int) -> bool:
    board = state.board
    if board["owner"][index] != seat or not board["houses"][index]:
        return False
    mine = level(state, index, hotel_after)
    members = [i for i in group_members(squares, squares[index]["group"]) if board["owner"][i] == seat]
    if any(level(state, i, hotel_after) > mine for i in members):
        return False
    return board["houses"][index] != HOTEL or board["bank_houses"] >= hotel_after


def sell(state, squares, seat: int, index: int, hotel_after: int) -> None:
    """One building back to the bank at half its cost (a hotel becomes `hotel_after` houses)."""
    board = state.board
    amount = squares[index]["house_cost"] // 2
    if board["houses"][index] == HOTEL:
        board["bank_hotels"] += 1
        board["bank_houses"] -= hotel_after
        board["houses"][index] = hotel_after
        state.emit("hotel_sold", player=seat, square=index, amount=amount)
    else:
        board["bank_houses"] += 1
        board["houses"][index] -= 1
        state.emit("house_sold", player=seat, square=index, amount=amount)
    move_money(state, BANK, seat, amount)


def sell_group(state, squares, seat: int, group: str, hotel_after: int) -> int:
    """Every building of a group back to the bank at half cost (always possible, stays even)."""
    board = state.board
    amount = 0
    for index in group_members(squares, group):
        houses = board["houses"][index]
        if not houses:
            continue
        amount += pieces(state, index, hotel_after) * squares[index]["house_cost"] // 2
        if houses == HOTEL:
            board["bank_hotels"] += 1
        else:
            board["bank_houses"] += houses
        board["houses"][index] = 0
    move_money(state, BANK, seat, amount)
    state.emit("group_buildings_sold", player=seat, group=group, amount=amount)
    return amount


