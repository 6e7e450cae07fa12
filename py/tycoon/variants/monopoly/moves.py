"""The legal list for each phase and what each action does: the only way into the rules.
(Button labels are in describe.py.)"""

from ...core import auction, building, estate, trade
from ...core.actions import Action
from . import bankruptcy, build, landing, rules
from .board import JAIL_FINE, SQUARES

TURN_PHASES = ("roll", "end")  # when trades may be opened and rent claimed


def legal_actions(state, seat: int) -> list[Action]:
    player = state.players[seat]
    if player["out"]:
        return []
    if seat != state.actor:
        return between_turns(state, seat) if state.phase in TURN_PHASES else []
    phase = state.phase
    if phase == "auction":
        return auction.auction_actions(state, seat)
    if phase == "trade":
        stage = state.pending["stage"]
        return (trade.draft_actions if stage == "draft" else trade.offer_actions)(state, SQUARES, seat)
    if phase == "place_house":
        return build.place_actions(state, seat) or [Action(seat, "place_skip")]
    if phase == "income_tax":
        return [Action(seat, "tax_flat"), Action(seat, "tax_percent")]
    found = []
    if phase == "roll":
        found += jail_exits(state, seat) + [Action(seat, "roll")]
    elif phase == "buy":
        if player["cash"] >= state.pending["price"]:
            found.append(Action(seat, "buy"))
        found.append(Action(seat, "decline"))
    elif phase == "raise_cash" and bankruptcy.can_go_bankrupt(state, seat):
        found.append(Action(seat, "bankrupt"))
    elif phase == "end":
        found.append(Action(seat, "end_turn"))
    return found + manage_actions(state, seat, full=phase in TURN_PHASES) + (
        between_turns(state, seat) if phase in TURN_PHASES else [])


def accepts(state, action: Action) -> bool:
    """Free amounts: any bid above the high bid within cash; any cash change in a trade draft."""
    return auction.accepts_bid(state, action) or trade.accepts_cash(state, action)


def bot_aside(state, seat: int):
    """A bot collects rent it is owed, out of turn (option rent_must_be_claimed); otherwise it
    does nothing out of turn, so idle bots cost nothing between actions."""
    if state.phase not in TURN_PHASES or state.players[seat]["out"]:
        return None
    if not any(c["owner"] == seat for c in state.board["claims"]):
        return None
    from ...core.game import view  # the bot reads its view like any decision
    from .bot import choose
    return choose(view(state, seat), legal_actions(state, seat))


def jail_exits(state, seat: int) -> list[Action]:
    player = state.players[seat]
    if not player["in_jail"]:
        return []
    found = [Action(seat, "jail_pay")] if player["cash"] >= JAIL_FINE else []
    return found + ([Action(seat, "jail_card")] if player["jail_cards"] else [])


def between_turns(state, seat: int) -> list[Action]:
    """Open to every player at a turn's roll or end: claim rent owed to you, propose a trade."""
    found = [Action(seat, "claim_rent", (c["square"],)) for c in state.board["claims"] if c["owner"] == seat]
    others = [s for s, p in enumerate(state.players) if s != seat and not p["out"]]
    return found + [Action(seat, "trade_open", (other,)) for other in others]


def manage_actions(state, seat: int, full: bool) -> list[Action]:
    """Mortgage and sell buildings whenever cash is needed; lift and build on your own turn."""
    found = []
    for index in estate.owned_by(state, seat):
        if estate.can_mortgage(state, SQUARES, seat, index):
            found.append(Action(seat, "mortgage", (index,)))
        elif full and estate.can_lift(state, SQUARES, seat, index):
            found.append(Action(seat, "lift", (index,)))
    found += [a for a in build.build_actions(state, seat) if full or a.kind != "build"]
    return found


def apply(state, action: Action) -> None:
    if action.kind == "dice":
        return rules.on_dice(state, action)
    seat, kind, args = action.seat, action.kind, action.args
    if kind.startswith("trade_"):
        return apply_trade(state, action)
    if kind in ("bid", "pass"):
        over = auction.bid(state, seat, args[0]) if kind == "bid" else auction.drop_out(state, seat)
        if over:
            (landing.auction_over if state.pending["lot"]["kind"] == "deed" else build.shortage_auction_over)(state)
        return
    HANDLERS[kind](state, seat, *args)
    if kind in ("mortgage", "sell", "sell_group") and state.phase == "raise_cash":
        landing.settle_then_continue(state)


def apply_trade(state, action: Action) -> None:
    kind = action.kind
    if kind == "trade_open":
        trade.open_trade(state, action.seat, action.args[0])
    elif kind == "trade_send":
        trade.send(state)
    elif kind == "trade_accept":
        trade.accept(state, SQUARES)
    elif kind == "trade_counter":
        trade.counter(state)
    elif kind == "trade_reject":
        trade.close(state, "trade_rejected")
    elif kind == "trade_cancel":
        trade.close(state, "trade_cancelled")
    else:
        trade.edit(state, action)


def end_turn(state, seat):
    state.emit("turn_ended", player=seat)
    rules.next_turn(state)


def hotel_after(state) -> int:
    return state.options["hotel_after"]


HANDLERS = {
    "roll": rules.roll,
    "jail_pay": rules.pay_jail_fine,
    "jail_card": rules.use_jail_card,
    "buy": landing.buy,
    "decline": landing.decline,
    "tax_flat": lambda state, seat: landing.income_tax(state, seat, "flat"),
    "tax_percent": lambda state, seat: landing.income_tax(state, seat, "percent"),
    "mortgage": lambda state, seat, i: estate.mortgage(state, SQUARES, seat, i),
    "lift": lambda state, seat, i: estate.lift_mortgage(state, SQUARES, seat, i),
    "build": build.build,
    "sell": lambda state, seat, i: building.sell(state, SQUARES, seat, i, hotel_after(state)),
    "sell_group": lambda state, seat, g: building.sell_group(state, SQUARES, seat, g, hotel_after(state)),
    "place": build.place,
    "place_skip": build.place_skip,
    "claim_rent": landing.claim_rent,
    "bankrupt": bankruptcy.go_bankrupt,
    "end_turn": end_turn,
}
