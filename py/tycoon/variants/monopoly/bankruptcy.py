"""Bankruptcy (rules/monopoly.md "Bankruptcy"): when a debtor cannot raise enough by selling
buildings and mortgaging, everything goes to the creditor player, or back to the bank, which
auctions each deed at once to the remaining players (Ruling)."""

from ...core import auction, building, estate
from ...core.money import BANK, drop_debts_of, first_debt, move_money, owe, settle_debts
from . import cards_play, landing, rules
from .board import SQUARES


def can_go_bankrupt(state, seat: int) -> bool:
    debt = first_debt(state)
    hotel_after = state.options["hotel_after"]
    return state.players[seat]["cash"] + estate.raisable(state, SQUARES, seat, hotel_after) < debt["amount"]


def go_bankrupt(state, seat: int) -> None:
    creditor = first_debt(state)["creditor"]
    for group in sorted({SQUARES[i]["group"] for i in estate.owned_by(state, seat) if state.board["houses"][i]}):
        building.sell_group(state, SQUARES, seat, group, state.options["hotel_after"])
    cash = state.players[seat]["cash"]
    move_money(state, seat, creditor, cash)
    deeds = estate.owned_by(state, seat)
    estate.ownership_changed(state)
    state.players[seat].update(out=True, in_jail=False)
    drop_debts_of(state, seat)
    state.board["claims"] = [c for c in state.board["claims"] if seat not in (c["payer"], c["owner"])]
    if seat == state.turn_seat and state.board.get("after_debts", {}).get("then") == "jail_move":
        state.board.pop("after_debts")
    cards = state.players[seat]["jail_cards"]
    if creditor is BANK:
        state.emit("bankrupt_to_bank", player=seat, cash=cash)
        while cards:
            cards_play.return_jail_card(state, seat)
        return to_bank(state, deeds)
    state.players[creditor]["jail_cards"] += cards
    state.players[seat]["jail_cards"] = []
    state.emit("bankrupt_to_player", player=seat, creditor=creditor, cash=cash)
    for index in deeds:
        state.board["owner"][index] = creditor
        if state.board["mortgaged"][index]:
            owe(state, creditor, BANK, estate.mortgage_interest(SQUARES, index), "mortgage_fee_paid",
                player=creditor, square=index)
    after_bankruptcy(state)


def to_bank(state, deeds: list[int]) -> None:
    for index in deeds:
        state.board["owner"][index] = None
        state.board["mortgaged"][index] = False
    state.board["bank_auctions"] = list(deeds)
    next_bank_auction(state)


def next_bank_auction(state) -> None:
    """Auction the bankrupt's deeds one by one to the players still in the game."""
    queue = state.board.get("bank_auctions") or []
    alive = [s for s, p in enumerate(state.players) if not p["out"]]
    if queue and len(alive) > 1 and not state.options["end_at_first_bankruptcy"]:
        index = queue.pop(0)
        order = alive[alive.index(next_seat(state, alive)):] + alive[:alive.index(next_seat(state, alive))]
        return auction.open_auction(state, {"kind": "deed", "square": index, "price": SQUARES[index]["price"]},
                                    order, {"then": "bank_auctions"})
    state.board.pop("bank_auctions", None)
    after_bankruptcy(state)


def next_seat(state, alive: list[int]) -> int:
    """The first player still in the game from the turn player onwards."""
    n = len(state.players)
    return next(s for s in ((state.turn_seat + k) % n for k in range(n)) if s in alive)


def after_bankruptcy(state) -> None:
    alive = [s for s, p in enumerate(state.players) if not p["out"]]
    if len(alive) <= 1:
        settle_debts(state)  # the winner still pays what is due, if it can
        return rules.finish(state, alive)
    landing.settle_then_continue(state)
