"""Dumping land (拋售), docs/rules/taiwan.md "Selling" and Clarification 6: on their own turn an owner
may put an unbuilt, unmortgaged street — none of its group built on — up for sale to the other
players, as an auction among them (the Spy may not buy, so does not bid). The highest bid is paid
to the owner; if nobody bids, the bank buys the street for half its printed price."""

from ...core import auction, estate, flow
from ...core.actions import Action
from ...core.money import BANK, move_money


class DumpRules:
    def dump_actions(self, state, seat: int) -> list[Action]:
        board, squares = state.board, self.squares
        built = estate.built_groups(state, squares)
        return [Action(seat, "dump", (i,)) for i in estate.owned_by(state, seat)
                if squares[i]["kind"] == "street" and not board["mortgaged"][i] and squares[i]["group"] not in built]

    def dump_price(self, index: int) -> int:
        return self.squares[index]["price"] // 2

    def dump(self, state, seat: int, index: int) -> None:
        state.emit("dumped", player=seat, square=index, amount=self.dump_price(index))
        flow.suspend(state)
        bidders = [s for s in self.bidding_order(state, seat) if s != seat]
        lot = {"kind": "dump", "square": index, "price": self.squares[index]["price"], "seller": seat,
               "bank_price": self.dump_price(index)}
        if not bidders:
            return self.dump_to_bank(state, lot)
        auction.open_auction(state, lot, bidders, self.BID_UNIT)

    def auction_finished(self, state) -> None:
        if state.pending["lot"]["kind"] != "dump":
            return super().auction_finished(state)
        winner, amount, lot = auction.result(state)
        if winner is None:
            return self.dump_to_bank(state, lot)
        move_money(state, winner, lot["seller"], amount)
        state.board["owner"][lot["square"]] = winner
        estate.ownership_changed(state)
        state.emit("dump_sold", player=lot["seller"], buyer=winner, square=lot["square"], amount=amount)
        flow.resume(state)

    def dump_to_bank(self, state, lot: dict) -> None:
        amount = self.dump_price(lot["square"])
        move_money(state, BANK, lot["seller"], amount)
        state.board["owner"][lot["square"]] = None
        estate.ownership_changed(state)
        state.emit("dump_to_bank", player=lot["seller"], square=lot["square"], amount=amount)
        flow.resume(state)
