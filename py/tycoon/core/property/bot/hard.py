"""The property games' Hard bot (docs/bots.md "Levels"): Normal's play, with a look-ahead
(core/search.py) at the moments a good player stops to think: buy or not, how far to bid, offer a
trade or not, accept one or not, leave jail or not, build now or keep the cash.

What a seat cannot see in a property game is the order of the card decks (which cards are still in
each deck is public: drawn cards are shown and go back under the deck). A sample shuffles each
deck's cards, sorted first so that the true order cannot leak into it."""

from functools import partial

from ...phases import AUCTION, BUY, END, ROLL, TRADE
from ...rng import shuffled
from ...search import Lookahead
from . import counter
from .trade import trade_gain
from .values import owners, position, worth

ASKS = 100  # the least gain ($, times the board's money) for which the Hard bot accepts a trade as it stands


def moments(view: dict, legal: list, normal, data=None) -> list | None:
    phase = view["phase"]
    seat = legal[0].seat
    if view["actor"] != seat:
        return None
    kinds = {}
    for action in legal:
        kinds.setdefault(action.kind, action)
    if phase == BUY:
        return _with(normal, [kinds.get("buy"), kinds.get("decline")])
    if phase == AUCTION:
        bids = sorted((a for a in legal if a.kind == "bid"), key=lambda a: a.args[0])
        higher = [a for a in bids if normal.kind != "bid" or a.args[0] > normal.args[0]]
        return _with(normal, [kinds.get("pass"), higher[0] if higher else None])
    if phase == TRADE and "trade_counter" in kinds:  # an offer to us: accept, reject or counter
        found = _with(normal, [kinds.get("trade_accept"), kinds.get("trade_reject")])
        steps = counter.plan(data, view, seat) if data is not None else None
        return found + [steps] if steps else found
    if phase == ROLL and view["players"][seat]["in_jail"]:
        return _with(normal, [kinds.get("roll"), kinds.get("jail_card") or kinds.get("jail_pay")])
    if phase in (END, ROLL) and normal.kind == "trade_open":  # Normal's offer, or none
        return _with(normal, [kinds.get("end_turn") or kinds.get("roll")])
    if phase == END and normal.kind in ("build", "end_turn") and "build" in kinds:
        builds = [a for a in legal if a.kind == "build"]
        return _with(normal, [kinds.get("end_turn"), builds[0] if normal.kind == "end_turn" else None])
    return None


def demanding(data, least: int, view: dict, legal: list, normal):
    """Its answer to a trade offer before any look-ahead: Normal accepts an offer it gains $20 from
    on its own valuation (trade.MARGIN), and a Normal proposer offers just that much, so the
    proposer takes the rest; the Hard bot rejects an offer worth less than `least` (Monopoly's $,
    times the board's money) to it unless its copies show that accepting is better. Against three
    Normal bots, a Normal bot that asked $100 won 33.8 % of 4,000 如何做個大富翁 games and 39.2 %
    of 2,000 Cờ Tỷ Phú games instead of 24.8 % and 25.6 % (docs/bots.md "Levels")."""
    if normal.kind != "trade_accept" or trade_gain(data, view, normal.seat, view["pending"]) >= data.money(least):
        return normal
    return next((a for a in legal if a.kind == "trade_reject"), normal)


def _with(normal, others: list) -> list:
    found = [normal]
    for action in others:
        if action is not None and action not in found:
            found.append(action)
    return found


def redraw(sample, seat: int, rng: int) -> None:
    decks = sample.board.get("decks") or {}
    for name in sorted(decks):
        rng, decks[name] = shuffled(rng, sorted(decks[name]))


def lookahead(budget: int, data=None, horizon: int = 60, first: int | None = None,
              trade_budget: int | None = None) -> Lookahead:
    """`data`: the game's BotData, for a copy's standing as the Normal bot values a position
    (values.position: deeds, and what each colour group promises), and for counter-offers; None:
    net worth, and no counters. `horizon`: actions played on in each copy; `first`: actions of a
    first look (Lookahead.first); `trade_budget`: the budget when answering an offer, if another."""
    return Lookahead(moments=partial(moments, data=data), redraw=redraw, horizon=horizon, budget=budget,
                     first=first, budget_for=partial(_budget_for, budget, trade_budget) if trade_budget else None,
                     equity=_equity(data) if data is not None else None,
                     settled=partial(counter.follow, data) if data is not None else None,
                     base=partial(demanding, data, ASKS) if data is not None else None)


def _budget_for(budget: int, trade_budget: int, view: dict) -> int:
    return trade_budget if view["phase"] == TRADE else budget


def _equity(data):
    def standing(variant, state) -> list:
        view = variant.bot_view(state, 0)  # squares and players are the same in every seat's view
        found = owners(view)
        return [0.0 if p["out"] else worth(position(data, view, s, found), p["cash"])
                for s, p in enumerate(view["players"])]
    return standing
