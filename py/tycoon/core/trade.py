"""Trades between two players, written once for monopoly and taiwan (docs/rules/monopoly.md
"Selling and trading", "Mortgages"): cash, deeds whose colour group has no buildings
(mortgaged ones too) and kept jail cards, in both directions.

A trade is drafted one small action at a time (add or remove an item, change the cash), sent,
then accepted, rejected or countered by the other player (a counter hands them the draft).
``pending["cash"]`` > 0 means the drafter pays the partner; < 0 the partner pays.
A mortgaged deed costs its receiver 10% of the mortgage value at once.
"""

from .actions import Action
from .estate import built_groups, mortgage_interest, owned_by, ownership_changed
from .flow import resume, suspend
from .money import BANK, move_money
from .phases import TRADE

CASH_STEPS = (10, 50, 100, 500)


def tradable_deeds(state, squares, seat: int) -> list[int]:
    built = built_groups(state, squares)
    return [i for i in owned_by(state, seat) if squares[i]["group"] not in built]


def open_trade(state, seat: int, partner: int) -> None:
    state.players[seat]["traded_on_turn"] = state.turn
    suspend(state)
    state.phase, state.actor = TRADE, seat
    state.pending = {"drafter": seat, "partner": partner, "give": [], "take": [], "give_cards": [],
                     "take_cards": [], "cash": 0, "stage": "draft", "countered": 0}
    state.emit("trade_opened", player=seat, partner=partner)


def draft_actions(state, squares, seat: int) -> list[Action]:
    trade = state.pending
    partner = trade["partner"]
    found = []
    for index in tradable_deeds(state, squares, seat):
        found.append(Action(seat, "trade_remove" if index in trade["give"] else "trade_give", (index,)))
    for index in tradable_deeds(state, squares, partner):
        found.append(Action(seat, "trade_remove" if index in trade["take"] else "trade_take", (index,)))
    if state.players[seat]["jail_cards"]:
        found.append(Action(seat, "trade_card_remove" if trade["give_cards"] else "trade_card_give"))
    if state.players[partner]["jail_cards"]:
        found.append(Action(seat, "trade_card_unask" if trade["take_cards"] else "trade_card_take"))
    for step in CASH_STEPS + tuple(-s for s in CASH_STEPS):
        if -state.players[partner]["cash"] <= trade["cash"] + step <= state.players[seat]["cash"]:
            found.append(Action(seat, "trade_cash", (step,)))
    if trade["give"] or trade["take"] or trade["give_cards"] or trade["take_cards"]:
        found.append(Action(seat, "trade_send"))
    return found + [Action(seat, "trade_cancel")]


def accepts_cash(state, action: Action) -> bool:
    """Any change of the cash in a draft that both sides could pay."""
    if state.phase != TRADE or action.kind != "trade_cash" or action.seat != state.actor or len(action.args) != 1:
        return False
    trade, change = state.pending, action.args[0]
    if trade["stage"] != "draft" or not isinstance(change, int) or change == 0:
        return False
    return -state.players[trade["partner"]]["cash"] <= trade["cash"] + change <= state.players[action.seat]["cash"]


def offer_actions(state, squares, seat: int) -> list[Action]:
    found = [Action(seat, "trade_reject"), Action(seat, "trade_counter")]
    if feasible(state, squares):
        found.insert(0, Action(seat, "trade_accept"))
    return found


def edit(state, action: Action) -> None:
    """Apply one drafting action to the pending trade."""
    trade = state.pending
    kind = action.kind
    if kind == "trade_cash":
        trade["cash"] += action.args[0]
    elif kind in ("trade_give", "trade_take"):
        trade[kind[6:]].append(action.args[0])
    elif kind == "trade_remove":
        for side in ("give", "take"):
            if action.args[0] in trade[side]:
                trade[side].remove(action.args[0])
    elif kind == "trade_card_give":
        trade["give_cards"] = [state.players[trade["drafter"]]["jail_cards"][0]]
    elif kind == "trade_card_take":
        trade["take_cards"] = [state.players[trade["partner"]]["jail_cards"][0]]
    elif kind == "trade_card_remove":
        trade["give_cards"] = []
    elif kind == "trade_card_unask":
        trade["take_cards"] = []


def send(state) -> None:
    trade = state.pending
    trade["stage"] = "offer"
    state.actor = trade["partner"]
    state.emit("trade_offered", player=trade["drafter"], partner=trade["partner"])


def counter(state) -> None:
    """The partner takes the draft over, seen from their side."""
    trade = state.pending
    trade.update(drafter=trade["partner"], partner=trade["drafter"], give=trade["take"], take=trade["give"],
                 give_cards=trade["take_cards"], take_cards=trade["give_cards"], cash=-trade["cash"], stage="draft",
                 countered=trade["countered"] + 1)
    state.actor = trade["drafter"]
    state.emit("trade_countered", player=trade["drafter"], partner=trade["partner"])


def fees(state, squares, deeds: list[int]) -> int:
    return sum(mortgage_interest(squares, i) for i in deeds if state.board["mortgaged"][i])


def feasible(state, squares) -> bool:
    """Both can pay the cash and the 10% on mortgaged deeds they receive, and own what they give."""
    trade = state.pending
    a, b = trade["drafter"], trade["partner"]
    owners_ok = all(state.board["owner"][i] == a for i in trade["give"]) and all(
        state.board["owner"][i] == b for i in trade["take"])
    cash_a = state.players[a]["cash"] - trade["cash"] - fees(state, squares, trade["take"])
    cash_b = state.players[b]["cash"] + trade["cash"] - fees(state, squares, trade["give"])
    return owners_ok and cash_a >= 0 and cash_b >= 0


def accept(state, squares) -> None:
    trade = state.pending
    a, b = trade["drafter"], trade["partner"]
    state.emit("trade_done", player=b, partner=a)
    if trade["cash"]:
        payer, payee = (a, b) if trade["cash"] > 0 else (b, a)
        move_money(state, payer, payee, abs(trade["cash"]), moment=False)
        state.emit("cash_traded", player=payer, partner=payee, amount=abs(trade["cash"]))
    for index in trade["give"]:
        _hand_over(state, squares, index, a, b)
    for index in trade["take"]:
        _hand_over(state, squares, index, b, a)
    for giver, receiver, cards in ((a, b, trade["give_cards"]), (b, a, trade["take_cards"])):
        for card in cards:
            state.players[giver]["jail_cards"].remove(card)
            state.players[receiver]["jail_cards"].append(card)
            state.emit("card_traded", player=giver, partner=receiver)
    resume(state)


def _hand_over(state, squares, index: int, giver: int, receiver: int) -> None:
    state.board["owner"][index] = receiver
    ownership_changed(state)
    state.emit("deed_traded", player=giver, partner=receiver, square=index)
    if state.board["mortgaged"][index]:
        fee = mortgage_interest(squares, index)
        move_money(state, receiver, BANK, fee)
        state.emit("mortgage_fee_paid", player=receiver, square=index, amount=fee)


def close(state, event: str) -> None:
    trade = state.pending
    other = trade["drafter"] if state.actor != trade["drafter"] else trade["partner"]
    state.emit(event, player=state.actor, partner=other)
    if event == "trade_rejected":  # remembered until a deed changes hands (bots do not nag)
        state.board.setdefault("refusals", []).append([other, state.actor])
    resume(state)
