"""Landing on a square and paying for it (docs/rules/monopoly.md "Buying property", "Rent"): buy
or decline (the bank then auctions the deed to everyone, the decliner too), rent to the owner
(or, with `rent_must_be_claimed`, a claim the owner must make before the next roll).

Hooks: `land_other` (every square that is not a deed: taxes, cards, corners), `rent` (what a
visitor owes), `collects_rent`, `bidders` (who may bid for a deed)."""

from .. import auction, estate, flow
from ..dice import ask_dice
from ..money import BANK, move_money, owe, settle_debts
from ..phases import BUY
from .landing_context import PLAIN, Landing


class LandingRules:
    PROPERTY_KINDS = ("street", "railroad", "utility")
    BID_UNIT = 1  # the offered raises are multiples of this (Taiwan's points: 10)

    def land(self, state, seat: int, index: int, landing: Landing = PLAIN) -> None:
        if self.squares[index]["kind"] in self.PROPERTY_KINDS:
            return self.land_on_property(state, seat, index, landing)
        self.land_other(state, seat, index)

    def land_other(self, state, seat: int, index: int) -> None:
        """Hook: a square that is not a deed. Default: nothing happens there."""
        self.proceed(state)

    def land_on_property(self, state, seat: int, index: int, landing: Landing) -> None:
        owner = state.board["owner"][index]
        if owner is None:
            state.phase, state.actor = BUY, seat
            state.pending = {"square": index, "price": self.squares[index]["price"]}
            return
        if owner == seat:
            state.emit("own_property", player=seat, square=index)
            if state.options.get("build_without_monopoly"):
                state.board["landed_own"] = index
        elif state.board["mortgaged"][index]:
            state.emit("mortgaged_no_rent", player=seat, owner=owner, square=index)
        elif not self.collects_rent(state, owner, index):
            state.emit("rent_not_collected", player=seat, owner=owner, square=index)
        elif landing.utility_multiplier:
            state.pending = {"square": index, "multiplier": landing.utility_multiplier}
            return ask_dice(state, "utility_card")
        else:
            amount = self.rent(state, index, sum(state.board.get("dice") or [0])) * landing.rent_multiplier
            self.charge_rent(state, seat, owner, index, amount)
        self.proceed(state)

    def charge_rent(self, state, payer: int, owner: int, index: int, amount: int) -> None:
        if state.options.get("rent_must_be_claimed"):
            state.board["claims"].append({"payer": payer, "owner": owner, "square": index, "amount": amount})
            state.emit("rent_claimable", payer=payer, owner=owner, square=index, amount=amount)
        else:
            owe(state, payer, owner, amount, "rent_paid", payer=payer, owner=owner, square=index)

    def utility_card_roll(self, state, d1: int, d2: int) -> None:
        """A card's utility rent: a multiple of a new dice roll, whatever the owner holds."""
        seat, index = state.turn_seat, state.pending["square"]
        owner = state.board["owner"][index]
        state.emit("rolled", player=seat, d1=d1, d2=d2, total=d1 + d2)
        self.charge_rent(state, seat, owner, index, state.pending["multiplier"] * (d1 + d2))
        self.proceed(state)

    def claim_rent(self, state, owner: int, index: int) -> None:
        claim = next(c for c in state.board["claims"] if c["owner"] == owner and c["square"] == index)
        state.board["claims"].remove(claim)
        owe(state, claim["payer"], owner, claim["amount"], "rent_paid", payer=claim["payer"], owner=owner,
            square=index)
        if settle_debts(state):
            return
        flow.suspend(state)  # the payer raises cash, then the interrupted phase goes on
        self.proceed(state)

    def lapse_claims(self, state, roller: int) -> None:
        """Option rent_must_be_claimed: rent not asked for before the next player's roll is lost."""
        for claim in [c for c in state.board["claims"] if c["payer"] != roller]:
            state.board["claims"].remove(claim)
            state.emit("rent_lapsed", **claim)

    # ---- buying ---------------------------------------------------------------------------
    def buy(self, state, seat: int) -> None:
        index = state.pending["square"]
        estate.buy(state, self.squares, seat, index, self.squares[index]["price"])
        self.proceed(state)

    def decline(self, state, seat: int) -> None:
        """The bank auctions the deed at once; every player may bid, the decliner too."""
        index = state.pending["square"]
        state.emit("declined", player=seat, square=index)
        auction.open_auction(state, {"kind": "deed", "square": index, "price": self.squares[index]["price"]},
                             self.bidding_order(state, seat), self.BID_UNIT)

    def bidders(self, state) -> list[int]:
        """Hook: who may bid for a deed (everyone still in the game; Taiwan: not the Spy)."""
        return self.alive(state)

    def bidding_order(self, state, first: int) -> list[int]:
        """The bidders, from `first` (or the next bidder after it) round the table."""
        bidders = self.bidders(state)
        n = len(state.players)
        start = next((s for s in ((first + k) % n for k in range(n)) if s in bidders), None)
        if start is None:
            return []
        at = bidders.index(start)
        return bidders[at:] + bidders[:at]

    def auction_finished(self, state) -> None:
        """An auction is over: a deed goes to the winner, a building is placed (build.py)."""
        if state.pending["lot"]["kind"] != "deed":
            return self.shortage_auction_over(state)
        winner, amount, lot = auction.result(state)
        if winner is None:
            state.emit("auction_no_bids", square=lot["square"])
        else:
            move_money(state, winner, BANK, amount)
            state.board["owner"][lot["square"]] = winner
            estate.ownership_changed(state)
            state.emit("auction_won", player=winner, square=lot["square"], amount=amount)
        if flow.peek(state) and flow.peek(state)["step"] == "bank_auctions":
            return self.next_bank_auction(state)
        self.proceed(state)
