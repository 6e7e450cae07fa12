"""Open auctions run by the bank (docs/rules/monopoly.md "Buying property", "Houses and hotels";
docs/rules/taiwan.md "Dumping land"): bidders in seat order raise or drop out; a bid may not exceed
the bidder's cash; the last one standing with a bid wins; with no bid the bank keeps the lot.

The legal list offers raises of common sizes over the high bid (and the printed price as an
anchor); `accepts_bid` allows any other whole amount above the high bid, up to the bidder's cash.
"""

from .actions import Action
from .phases import AUCTION

RAISES = (1, 5, 10, 25, 50, 100, 200, 500)


def open_auction(state, lot: dict, bidders: list[int], unit: int = 1) -> None:
    """lot: what is sold, e.g. {"kind": "deed", "square": 39, "price": 400}. What happens when it
    ends is the variant's `auction_finished`, then the continuation stack (core/flow.py). `unit`
    scales the offered raises to the game's money (10 in a game of points × 10)."""
    state.phase = AUCTION
    state.pending = {"lot": lot, "bidders": list(bidders), "high": 0, "leader": None, "turn": 0}
    if unit != 1:
        state.pending["unit"] = unit
    state.actor = bidders[0]
    state.emit(f"auction_opened_{lot['kind']}", **{k: v for k, v in lot.items() if k != "kind"})


def auction_actions(state, seat: int) -> list[Action]:
    auction = state.pending
    cash = state.players[seat]["cash"]
    unit = auction.get("unit", 1)
    amounts = {auction["high"] + r * unit for r in RAISES}
    if auction["lot"].get("price", 0) > auction["high"]:
        amounts.add(auction["lot"]["price"])
    bids = [Action(seat, "bid", (amount,)) for amount in sorted(amounts) if amount <= cash]
    return bids + [Action(seat, "pass")]


def accepts_bid(state, action: Action) -> bool:
    """Any amount that beats the high bid by at least 1 and that the bidder can pay."""
    if state.phase != AUCTION or action.kind != "bid" or action.seat != state.actor or len(action.args) != 1:
        return False
    amount = action.args[0]
    return isinstance(amount, int) and state.pending["high"] < amount <= state.players[action.seat]["cash"]


def bid(state, seat: int, amount: int) -> bool:
    state.pending.update(high=amount, leader=seat)
    state.emit("bid_made", player=seat, amount=amount)
    return _next(state, seat, dropped=False)


def drop_out(state, seat: int) -> bool:
    state.emit("bid_passed", player=seat)
    return _next(state, seat, dropped=True)


def _next(state, seat: int, dropped: bool) -> bool:
    """Move to the next bidder; True when the auction is over."""
    auction = state.pending
    bidders = auction["bidders"]
    position = bidders.index(seat)
    if dropped:
        bidders.remove(seat)
        position -= 1
    others = [s for s in bidders if s != auction["leader"]]
    if not others:
        return True
    for step in range(1, len(bidders) + 1):
        candidate = bidders[(position + step) % len(bidders)]
        if candidate != auction["leader"]:
            state.actor = candidate
            return False
    raise AssertionError("unreachable")


def result(state) -> tuple:
    """(winner or None, amount, lot) of a finished auction."""
    auction = state.pending
    return auction["leader"], auction["high"], auction["lot"]
