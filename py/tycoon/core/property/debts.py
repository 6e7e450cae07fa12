"""Paying what is owed, raising cash, bankruptcy (docs/rules/monopoly.md "Bankruptcy"): debts are
queued and paid in order; a debtor short of cash gets a raise-cash phase (sell buildings,
mortgage); one who cannot raise enough hands everything to the creditor player, or to the bank,
which auctions each deed at once to the remaining players (Ruling).

`proceed` is the one place a resolved step hands over to what comes next (core/flow.py)."""

from .. import auction, building, estate, flow
from ..money import BANK, drop_debts_of, first_debt, move_money, owe, settle_debts
from ..phases import RAISE_CASH


class DebtRules:
    def proceed(self, state) -> None:
        """Pay what is owed, or open the raise-cash phase for the first debtor short of cash;
        then run the next step on the stack, or end the landing."""
        if not settle_debts(state):
            debt = first_debt(state)
            state.phase, state.actor = RAISE_CASH, debt["debtor"]
            state.pending = {"debt": debt["amount"], "creditor": debt["creditor"]}
            return
        if state.options.get("end_at_first_bankruptcy") and any(p["out"] for p in state.players):
            return self.finish_by_worth(state)  # Quick rule 4
        frame = flow.pop(state)
        if frame is None:
            return self.after_landing(state)
        self.STEPS[frame["step"]](self, state, frame)

    def then_resume(self, state, frame: dict) -> None:
        """Back to the phase that was interrupted (rent claimed out of turn, then paid)."""
        state.phase, state.actor, state.pending = frame["phase"], frame["actor"], frame["pending"]
        if state.players[state.actor]["out"]:
            self.after_landing(state)

    def can_go_bankrupt(self, state, seat: int) -> bool:
        debt = first_debt(state)
        raisable = estate.raisable(state, self.squares, seat, self.hotel_after(state))
        return state.players[seat]["cash"] + raisable < debt["amount"]

    def go_bankrupt(self, state, seat: int) -> None:
        creditor = first_debt(state)["creditor"]
        hotel_after = self.hotel_after(state)
        for group in sorted({self.squares[i]["group"] for i in estate.owned_by(state, seat)
                             if state.board["houses"][i]}):
            building.sell_group(state, self.squares, seat, group, hotel_after)
        cash = state.players[seat]["cash"]
        move_money(state, seat, creditor, cash)
        deeds = estate.owned_by(state, seat)
        estate.ownership_changed(state)
        state.players[seat].update(out=True, in_jail=False)
        drop_debts_of(state, seat)
        state.board["claims"] = [c for c in state.board["claims"] if seat not in (c["payer"], c["owner"])]
        if seat == state.turn_seat:
            flow.drop(state, "jail_move")
        cards = state.players[seat]["jail_cards"]
        if creditor is BANK:
            state.emit("bankrupt_to_bank", player=seat, cash=cash)
            while cards:
                self.return_jail_card(state, seat)
            return self.to_bank(state, deeds)
        state.players[creditor]["jail_cards"] += cards
        state.players[seat]["jail_cards"] = []
        state.emit("bankrupt_to_player", player=seat, creditor=creditor, cash=cash)
        for index in deeds:
            state.board["owner"][index] = creditor
            if state.board["mortgaged"][index]:
                owe(state, creditor, BANK, estate.mortgage_interest(self.squares, index), "mortgage_fee_paid",
                    player=creditor, square=index)
        self.after_bankruptcy(state)

    def to_bank(self, state, deeds: list[int]) -> None:
        for index in deeds:
            state.board["owner"][index] = None
            state.board["mortgaged"][index] = False
        flow.push(state, "bank_auctions", queue=list(deeds))
        self.next_bank_auction(state)

    def next_bank_auction(self, state) -> None:
        """Auction the bankrupt's deeds one by one to the players still in the game."""
        queue = flow.peek(state)["queue"]
        order = self.bidding_order(state, state.turn_seat)
        if queue and len(self.alive(state)) > 1 and order and not state.options.get("end_at_first_bankruptcy"):
            index = queue.pop(0)
            return auction.open_auction(state, {"kind": "deed", "square": index,
                                                "price": self.squares[index]["price"]}, order, self.BID_UNIT)
        flow.pop(state)
        self.after_bankruptcy(state)

    def after_bankruptcy(self, state) -> None:
        alive = self.alive(state)
        if len(alive) <= 1:
            settle_debts(state)  # the winner still pays what is due, if it can
            return self.finish(state, alive)
        self.proceed(state)
