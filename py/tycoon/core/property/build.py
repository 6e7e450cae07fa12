"""Building with a limited bank (docs/rules/monopoly.md "Houses and hotels"): the even-build rule and
the stock are core/building.py; this adds the options and the shortage auction.

Shortage (Ruling): when a player asks the bank for a house (or hotel) while fewer are left than
the number of players who could build one right now, that one building is auctioned among those
players, bids starting at its printed price; the winner places it at once on a street where
they may build (phase place_house), paying the bid instead of the price.

Hook: `hotel_after` (houses before a hotel: 4, or 3 with Quick rule 2)."""

from .. import auction, building, flow
from ..actions import Action
from ..phases import PLACE_HOUSE


class BuildRules:
    def hotel_after(self, state) -> int:
        return state.options.get("hotel_after", 4)

    def may_build(self, state, seat: int, index: int, check_stock=True) -> bool:
        hotel_after = self.hotel_after(state)
        if building.can_build(state, self.squares, seat, index, hotel_after, check_stock=check_stock):
            return True
        lone = state.options.get("build_without_monopoly") and state.board.get("landed_own") == index
        return bool(lone) and building.can_build(state, self.squares, seat, index, hotel_after,
                                                 whole_group_needed=False, check_stock=check_stock)

    def wanting(self, state, hotel: bool) -> list[int]:
        """Players who could put up a house (or a hotel) now, were the bank's stock not short."""
        hotel_after = self.hotel_after(state)
        found = []
        for seat, player in enumerate(state.players):
            if player["out"]:
                continue
            for index, owner in enumerate(state.board["owner"]):
                if owner == seat and self.may_build(state, seat, index, check_stock=False) and \
                        building.next_is_hotel(state, index, hotel_after) == hotel:
                    found.append(seat)
                    break
        return found

    def build(self, state, seat: int, index: int) -> None:
        hotel = building.next_is_hotel(state, index, self.hotel_after(state))
        stock = state.board["bank_hotels" if hotel else "bank_houses"]
        # No shortage while the bank has a piece for every player still in (they are all the
        # rivals there could be), so nobody's wishes need be listed.
        rivals = self.wanting(state, hotel) if stock < sum(not p["out"] for p in state.players) else []
        if len(rivals) > 1 and stock < len(rivals):
            return self.open_shortage_auction(state, seat, index, hotel, rivals)
        building.build(state, self.squares, seat, index, self.hotel_after(state))

    def open_shortage_auction(self, state, seat: int, index: int, hotel: bool, bidders: list[int]) -> None:
        flow.suspend(state)
        order = bidders[bidders.index(seat):] + bidders[:bidders.index(seat)]
        price = self.squares[index]["house_cost"]
        auction.open_auction(state, {"kind": "hotel" if hotel else "house", "price": price}, order, self.BID_UNIT)
        state.pending["high"] = price - 1  # bids start at the printed price

    def shortage_auction_over(self, state) -> None:
        winner, amount, lot = auction.result(state)
        if winner is None:
            state.emit(f"auction_no_bids_{lot['kind']}")
            return flow.resume(state)
        state.emit(f"auction_won_{lot['kind']}", player=winner, amount=amount)
        flow.suspend(state)
        state.phase, state.actor = PLACE_HOUSE, winner
        state.pending = {"price": amount, "hotel": lot["kind"] == "hotel"}

    def place_actions(self, state, seat: int) -> list[Action]:
        hotel_after = self.hotel_after(state)
        return [Action(seat, "place", (i,)) for i, o in enumerate(state.board["owner"])
                if o == seat and self.may_build(state, seat, i) and building.next_is_hotel(state, i, hotel_after) ==
                state.pending["hotel"] and state.players[seat]["cash"] >= state.pending["price"]]

    def place(self, state, seat: int, index: int) -> None:
        building.build(state, self.squares, seat, index, self.hotel_after(state), price=state.pending["price"])
        flow.resume(state)  # out of place_house
        flow.resume(state)  # back to the phase in which the building was asked for

    def place_skip(self, state, seat: int) -> None:
        """Only if nothing can be placed any more: the building stays with the bank."""
        state.emit("building_not_placed", player=seat)
        flow.resume(state)
        flow.resume(state)
