"""The Hard bot's counter-offer (docs/bots.md "Levels"): offered a trade, it may hand the draft back
with the same deeds and the cash moved as far its way as the other side, judged by the Normal bot's
own valuation (trade.priced), still gains from. A Normal bot proposes at the least cash its partner
gains from; the counter takes that margin back. The look-ahead weighs it beside accepting and
rejecting (hard.moments); once it is chosen, `follow` drafts it step by step, the same steps the
copies played."""

from ...actions import Action
from ...trade import CASH_STEPS
from .trade import priced


def target(data, view, seat: int, trade: dict) -> int | None:
    """The cash of `seat`'s counter to `trade` (seen from `seat` as the drafter: > 0, `seat` pays),
    or None when the trade cannot be priced so (jail cards in it, or no cash both sides gain at)."""
    if trade.get("give_cards") or trade.get("take_cards"):
        return None
    if trade["drafter"] == seat:
        partner, give, take = trade["partner"], trade["give"], trade["take"]
    else:
        partner, give, take = trade["drafter"], trade["take"], trade["give"]
    found = priced(data, view, seat, partner, give, take)
    return None if found is None else found[0]


def cash_step(current: int, goal: int, low: int, high: int) -> int | None:
    """The cash change that brings the draft's `current` cash nearest `goal` while staying within
    what both sides hold (low..high), as a person clicking the cash buttons would; None at the goal."""
    gap = goal - current
    steps = [s for s in CASH_STEPS + tuple(-s for s in CASH_STEPS)
             if low <= current + s <= high and abs(gap - s) < abs(gap)]
    return min(steps, key=lambda s: abs(gap - s)) if steps else None


def plan(data, view, seat: int) -> list | None:
    """The counter to the trade offered to `seat` as a list of actions (counter, cash steps, send),
    when it asks more of the other side than the offer; else None. Only a first offer is countered,
    so two Hard bots do not hand the same trade back and forth."""
    trade = view["pending"]
    if trade["countered"]:
        return None
    goal = target(data, view, seat, trade)
    current = -trade["cash"]  # after the counter, from our side
    if goal is None or goal >= current:
        return None
    low, high = -view["players"][trade["drafter"]]["cash"], view["players"][seat]["cash"]
    steps = [Action(seat, "trade_counter")]
    while (step := cash_step(current, goal, low, high)) is not None:
        steps.append(Action(seat, "trade_cash", (step,)))
        current += step
    return steps + [Action(seat, "trade_send")]


def follow(data, view: dict, legal: list):
    """The next step of a counter `seat` is drafting (it holds the draft after its own counter), or None."""
    trade = view.get("pending")
    if view["phase"] != "trade" or not trade or trade.get("stage") != "draft" or not trade.get("countered"):
        return None
    seat = legal[0].seat
    if trade["drafter"] != seat:
        return None
    goal = target(data, view, seat, trade)
    players = view["players"]
    step = None if goal is None else cash_step(trade["cash"], goal, -players[trade["partner"]]["cash"],
                                               players[seat]["cash"])
    wanted = Action(seat, "trade_cash", (step,)) if step is not None else Action(seat, "trade_send")
    return wanted if wanted in legal else Action(seat, "trade_cancel")
