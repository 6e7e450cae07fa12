"""Building in Monopoly: the even-build rule and stock come from core/building.py; this module
adds the options and the shortage auction (rules/monopoly.md "Houses and hotels").

Shortage (Ruling): when a player asks the bank for a house (or hotel) while fewer are left than
the number of players who could build one right now, that one building is auctioned among those
players, bids starting at its printed price; the winner places it at once on a street where
they may build (phase place_house), paying the bid instead of the price.
"""

from ...core import auction, building
from ...core.actions import Action
from ...core.phases import resume, suspend
from .board import SQUARES


def may_build(state, seat: int, index: int, check_stock=True) -> bool:
    hotel_after = state.options["hotel_after"]
    if building.can_build(state, SQUARES, seat, index, hotel_after, check_stock=check_stock):
        return True
    lone = state.options["build_without_monopoly"] and state.board.get("landed_own") == index
    return lone and building.can_build(state, SQUARES, seat, index, hotel_after, whole_group_needed=False,
                                       check_stock=check_stock)


def build_actions(state, seat: int) -> list[Action]:
    found = []
    for index, owner in enumerate(state.board["owner"]):
        if owner != seat or SQUARES[index]["kind"] != "street":
            continue
        if may_build(state, seat, index):
            found.append(Action(seat, "build", (index,)))
        if building.can_sell(state, SQUARES, seat, index, state.options["hotel_after"]):
            found.append(Action(seat, "sell", (index,)))
    groups = sorted({SQUARES[i]["group"] for i, o in enumerate(state.board["owner"])
                     if o == seat and state.board["houses"][i]})
    return found + [Action(seat, "sell_group", (g,)) for g in groups]


def wanting(state, hotel: bool) -> list[int]:
    """Players who could put up a house (or a hotel) now, were the bank's stock not short."""
    hotel_after = state.options["hotel_after"]
    found = []
    for seat, player in enumerate(state.players):
        if player["out"]:
            continue
        for index, owner in enumerate(state.board["owner"]):
            if owner == seat and may_build(state, seat, index, check_stock=False) and \
                    building.next_is_hotel(state, index, hotel_after) == hotel:
                found.append(seat)
                break
    return found


def build(state, seat: int, index: int) -> None:
    hotel = building.next_is_hotel(state, index, state.options["hotel_after"])
    stock = state.board["bank_hotels" if hotel else "bank_houses"]
    rivals = wanting(state, hotel)
    if len(rivals) > 1 and stock < len(rivals):
        return open_shortage_auction(state, seat, index, hotel, rivals)
    building.build(state, SQUARES, seat, index, state.options["hotel_after"])


def open_shortage_auction(state, seat: int, index: int, hotel: bool, bidders: list[int]) -> None:
    suspend(state)
    order = bidders[bidders.index(seat):] + bidders[:bidders.index(seat)]
    price = SQUARES[index]["house_cost"]
    auction.open_auction(state, {"kind": "hotel" if hotel else "house", "price": price}, order,
                         {"then": "place", "hotel": hotel})
    state.pending["high"] = price - 1  # bids start at the printed price


def shortage_auction_over(state) -> None:
    winner, amount, lot, then = auction.result(state)
    if winner is None:
        state.emit(f"auction_no_bids_{lot['kind']}")
        return resume(state)
    state.emit(f"auction_won_{lot['kind']}", player=winner, amount=amount)
    suspend(state)
    state.phase, state.actor = "place_house", winner
    state.pending = {"price": amount, "hotel": then["hotel"]}


def place_actions(state, seat: int) -> list[Action]:
    hotel_after = state.options["hotel_after"]
    return [Action(seat, "place", (i,)) for i, o in enumerate(state.board["owner"])
            if o == seat and may_build(state, seat, i) and building.next_is_hotel(state, i, hotel_after) ==
            state.pending["hotel"] and state.players[seat]["cash"] >= state.pending["price"]]


def place(state, seat: int, index: int) -> None:
    building.build(state, SQUARES, seat, index, state.options["hotel_after"], price=state.pending["price"])
    resume(state)  # out of place_house
    resume(state)  # back to the phase in which the building was asked for


def place_skip(state, seat: int) -> None:
    """Only if nothing can be placed any more: the building stays with the bank."""
    state.emit("building_not_placed", player=seat)
    resume(state)
    resume(state)
