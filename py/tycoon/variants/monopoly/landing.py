"""What the square a move stops on does, and paying for it (rules/monopoly.md "Buying property",
"Income tax", "Rent")."""

from ...core import auction, estate
from ...core.dice import ask_dice
from ...core.money import BANK, first_debt, move_money, owe, settle_debts
from ...core.phases import resume, suspend
from . import bankruptcy, cards_play, rules
from .board import INCOME_TAX_FLAT, INCOME_TAX_PERCENT, LUXURY_TAX, SQUARES
from .rent import rent_due


def land(state, seat: int, index: int, **card_rule) -> None:
    kind = SQUARES[index]["kind"]
    if kind in ("street", "railroad", "utility"):
        return land_on_property(state, seat, index, **card_rule)
    if kind == "income_tax":
        state.phase, state.actor, state.pending = "income_tax", seat, {"square": index}
        return
    if kind == "luxury_tax":
        owe(state, seat, BANK, LUXURY_TAX, "tax_paid", player=seat, square=index)
    elif kind == "go_to_jail":
        return rules.send_to_jail(state, seat)
    elif kind in ("chance", "chest"):
        return cards_play.draw(state, seat, kind)
    elif kind == "jail":
        state.emit("just_visiting", player=seat)
    settle_then_continue(state)


def land_on_property(state, seat: int, index: int, rent_multiplier=1, utility_multiplier=0) -> None:
    owner = state.board["owner"][index]
    if owner is None:
        state.phase, state.actor = "buy", seat
        state.pending = {"square": index, "price": SQUARES[index]["price"]}
        return
    if owner == seat:
        state.emit("own_property", player=seat, square=index)
        if state.options["build_without_monopoly"]:
            state.board["landed_own"] = index
    elif state.board["mortgaged"][index]:
        state.emit("mortgaged_no_rent", player=seat, owner=owner, square=index)
    elif utility_multiplier:
        state.pending = {"square": index, "multiplier": utility_multiplier}
        return ask_dice(state, "utility_card")
    else:
        amount = rent_due(state, index, sum(state.board.get("dice") or [0])) * rent_multiplier
        charge_rent(state, seat, owner, index, amount)
    settle_then_continue(state)


def charge_rent(state, payer: int, owner: int, index: int, amount: int) -> None:
    if state.options["rent_must_be_claimed"]:
        state.board["claims"].append({"payer": payer, "owner": owner, "square": index, "amount": amount})
        state.emit("rent_claimable", payer=payer, owner=owner, square=index, amount=amount)
    else:
        owe(state, payer, owner, amount, "rent_paid", payer=payer, owner=owner, square=index)


def utility_card_roll(state, d1: int, d2: int) -> None:
    """The Chance card's utility rent: 10× a new dice roll, whatever the owner holds."""
    seat, index = state.turn_seat, state.pending["square"]
    owner = state.board["owner"][index]
    state.emit("rolled", player=seat, d1=d1, d2=d2, total=d1 + d2)
    charge_rent(state, seat, owner, index, state.pending["multiplier"] * (d1 + d2))
    settle_then_continue(state)


def claim_rent(state, owner: int, index: int) -> None:
    claim = next(c for c in state.board["claims"] if c["owner"] == owner and c["square"] == index)
    state.board["claims"].remove(claim)
    owe(state, claim["payer"], owner, claim["amount"], "rent_paid", payer=claim["payer"], owner=owner, square=index)
    if settle_debts(state):
        return
    suspend(state)  # the payer raises cash, then the interrupted phase goes on
    state.board["after_debts"] = {"then": "resume"}
    settle_then_continue(state)


def buy(state, seat: int) -> None:
    index = state.pending["square"]
    estate.buy(state, SQUARES, seat, index, SQUARES[index]["price"])
    settle_then_continue(state)


def decline(state, seat: int) -> None:
    """The bank auctions the deed at once; every player may bid, the decliner too."""
    index = state.pending["square"]
    state.emit("declined", player=seat, square=index)
    alive = [s for s, p in enumerate(state.players) if not p["out"]]
    order = alive[alive.index(seat):] + alive[:alive.index(seat)]
    auction.open_auction(state, {"kind": "deed", "square": index, "price": SQUARES[index]["price"]},
                         order, {"then": "after_landing"})


def auction_over(state) -> None:
    winner, amount, lot, then = auction.result(state)
    if winner is None:
        state.emit("auction_no_bids", square=lot["square"])
    else:
        move_money(state, winner, BANK, amount)
        state.board["owner"][lot["square"]] = winner
        estate.ownership_changed(state)
        state.emit("auction_won", player=winner, square=lot["square"], amount=amount)
    if then["then"] == "bank_auctions":
        return bankruptcy.next_bank_auction(state)
    settle_then_continue(state)


def income_tax(state, seat: int, choice: str) -> None:
    """$200, or 10% of cash + printed value of deeds and buildings (mortgaged deeds at their
    mortgage value), rounded down. The choice is made before the total is shown (Ruling)."""
    if choice == "flat":
        amount = INCOME_TAX_FLAT
    else:
        # worth() counts a mortgaged deed at price − mortgage, which is its mortgage value here.
        amount = estate.worth(state, SQUARES, seat, state.options["hotel_after"]) * INCOME_TAX_PERCENT // 100
    owe(state, seat, BANK, amount, f"income_tax_paid_{choice}", player=seat, square=state.pending["square"])
    settle_then_continue(state)


def settle_then_continue(state) -> None:
    """Pay what is owed, or open the raise-cash phase for the first debtor short of cash."""
    if not settle_debts(state):
        debt = first_debt(state)
        state.phase, state.actor = "raise_cash", debt["debtor"]
        state.pending = {"debt": debt["amount"], "creditor": debt["creditor"]}
        return
    if state.options["end_at_first_bankruptcy"] and any(p["out"] for p in state.players):
        state.board.pop("after_debts", None)
        return rules.finish_by_worth(state)  # Quick rule 4
    after = state.board.pop("after_debts", None)
    if after and after["then"] == "jail_move":
        rules.leave_jail(state, state.turn_seat, "left_jail")
        return rules.advance(state, state.turn_seat, after["steps"])
    if after and after["then"] == "resume":
        resume(state)
        if state.players[state.actor]["out"]:
            rules.after_landing(state)
        return
    rules.after_landing(state)
