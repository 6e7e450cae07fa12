"""What the square a move stops on does, and paying for it (rules/monopoly.md "Buying property",
"Income tax", "Rent", "Jail", "Bankruptcy")."""

from ...core import estate
from ...core.dice import ask_dice
from ...core.money import BANK, drop_debts_of, first_debt, move_money, owe, settle_debts
from . import cards_play, rules
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
    elif state.board["mortgaged"][index]:
        state.emit("mortgaged_no_rent", player=seat, owner=owner, square=index)
    elif utility_multiplier:
        state.pending = {"square": index, "multiplier": utility_multiplier}
        return ask_dice(state, "utility_card")
    else:
        amount = rent_due(state, index, sum(state.board.get("dice") or [0])) * rent_multiplier
        owe(state, seat, owner, amount, "rent_paid", payer=seat, owner=owner, square=index)
    settle_then_continue(state)


def utility_card_roll(state, d1: int, d2: int) -> None:
    """The Chance card's utility rent: 10× a new dice roll, whatever the owner holds."""
    seat, index = state.turn_seat, state.pending["square"]
    owner = state.board["owner"][index]
    state.emit("rolled", player=seat, d1=d1, d2=d2, total=d1 + d2)
    amount = state.pending["multiplier"] * (d1 + d2)
    owe(state, seat, owner, amount, "rent_paid", payer=seat, owner=owner, square=index)
    settle_then_continue(state)


def buy(state, seat: int) -> None:
    index = state.pending["square"]
    estate.buy(state, SQUARES, seat, index, SQUARES[index]["price"])
    settle_then_continue(state)


def decline(state, seat: int) -> None:
    """The deed stays with the bank. (The auction that follows in the full rules is the next issue.)"""
    state.emit("declined", player=seat, square=state.pending["square"])
    settle_then_continue(state)


def income_tax(state, seat: int, choice: str) -> None:
    """$200, or 10% of cash + printed value of deeds and buildings (mortgaged deeds at their
    mortgage value), rounded down. The choice is made before the total is shown (Ruling)."""
    if choice == "flat":
        amount = INCOME_TAX_FLAT
    else:
        # worth() counts a mortgaged deed at price − mortgage, which is its mortgage value here.
        amount = estate.worth(state, SQUARES, seat) * INCOME_TAX_PERCENT // 100
    owe(state, seat, BANK, amount, f"income_tax_paid_{choice}", player=seat, square=state.pending["square"])
    settle_then_continue(state)


def settle_then_continue(state) -> None:
    """Pay what is owed, or open the raise-cash phase for the first debtor short of cash."""
    if not settle_debts(state):
        debt = first_debt(state)
        state.phase, state.actor = "raise_cash", debt["debtor"]
        state.pending = {"debt": debt["amount"], "creditor": debt["creditor"]}
        return
    after = state.board.pop("after_debts", None)
    if after and after["then"] == "jail_move":
        rules.leave_jail(state, state.turn_seat, "left_jail")
        return rules.advance(state, state.turn_seat, after["steps"])
    rules.after_landing(state)


def can_go_bankrupt(state, seat: int) -> bool:
    debt = first_debt(state)
    return state.players[seat]["cash"] + estate.raisable(state, SQUARES, seat) < debt["amount"]


def go_bankrupt(state, seat: int) -> None:
    """Buildings go back to the bank at half cost; then everything goes to the creditor player
    (who pays 10% at once on each mortgaged deed), or back to the bank unmortgaged (Ruling)."""
    creditor = first_debt(state)["creditor"]
    board = state.board
    for index in estate.owned_by(state, seat):
        if board["houses"][index]:
            move_money(state, BANK, seat, board["houses"][index] * SQUARES[index]["house_cost"] // 2)
            board["houses"][index] = 0
    cash = state.players[seat]["cash"]
    move_money(state, seat, creditor, cash)
    for index in estate.owned_by(state, seat):
        board["owner"][index] = creditor
        if creditor is BANK:
            board["mortgaged"][index] = False
        elif board["mortgaged"][index]:
            owe(state, creditor, BANK, estate.mortgage_interest(SQUARES, index), "mortgage_fee_paid",
                player=creditor, square=index)
    state.players[seat].update(out=True, in_jail=False)
    drop_debts_of(state, seat)
    if creditor is BANK:
        state.emit("bankrupt_to_bank", player=seat, cash=cash)
    else:
        state.emit("bankrupt_to_player", player=seat, creditor=creditor, cash=cash)
    if state.board.get("after_debts") and seat == state.turn_seat:
        state.board.pop("after_debts")
    alive = [s for s, p in enumerate(state.players) if not p["out"]]
    if len(alive) > 1:
        return settle_then_continue(state)
    settle_debts(state)  # the winner still pays what is due, if it can
    rules.finish(state, alive)
