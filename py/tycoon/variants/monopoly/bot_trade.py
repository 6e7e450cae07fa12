"""The Monopoly bot's trading: it proposes swaps that complete a group on both sides, answers
offers by value, and never makes a trade that hands a rival a complete group without getting
one itself (issue #3)."""

from .board import GROUPS, SQUARES
from .bot_values import deed_value, owners, remembered, whole_groups

PROPOSE_EVERY = 4  # own turns between proposals, so a bot does not pester


def after_trade(view, trade) -> list:
    """The owner list if the pending trade went through."""
    owner_list = list(owners(view))
    for index in trade["give"]:
        owner_list[index] = trade["partner"]
    for index in trade["take"]:
        owner_list[index] = trade["drafter"]
    return owner_list


def acceptable(view, seat: int, trade: dict) -> bool:
    """Seen from `seat`, a party to `trade`: fair enough, and no free monopoly for the other side."""
    other = trade["partner"] if seat == trade["drafter"] else trade["drafter"]
    before, after = owners(view), after_trade(view, trade)
    rival_new = whole_groups(after, other) - whole_groups(before, other)
    mine_new = whole_groups(after, seat) - whole_groups(before, seat)
    if rival_new and not mine_new:
        return False
    i_give = trade["give"] if seat == trade["drafter"] else trade["take"]
    i_get = trade["take"] if seat == trade["drafter"] else trade["give"]
    cash_in = -trade["cash"] if seat == trade["drafter"] else trade["cash"]
    gained = sum(deed_value(view, seat, i) for i in i_get) + cash_in
    lost = sum(deed_value(view, seat, i) for i in i_give)
    return gained >= lost + lost // 10


def answer(view, seat, legal, kinds):
    trade = view["pending"]
    if trade["stage"] == "offer":
        if "trade_accept" in kinds and acceptable(view, seat, trade):
            return kinds["trade_accept"]
        return kinds["trade_reject"]
    if trade["countered"]:  # a counter-offer came back to us as a draft
        return kinds.get("trade_send") if acceptable(view, seat, trade) and "trade_send" in kinds \
            else kinds["trade_cancel"]
    return draft_step(view, seat, legal, kinds, plan(view, seat, trade["partner"]))


def plan(view, seat: int, partner: int):
    """A swap: one of my deeds that completes the partner's group for one of theirs that
    completes mine, evened out with cash. None if there is none. (Read-only: shared while the
    board is unchanged.)"""
    return remembered(view, ("plan", seat, partner), lambda: _plan(view, seat, partner))


def _plan(view, seat: int, partner: int):
    owner_list = owners(view)
    wanted = [i for g, members in GROUPS.items() if g not in ("railroad", "utility")
              for i in members if owner_list[i] == partner and missing_one(owner_list, seat, g) == i]
    offered = [i for g, members in GROUPS.items() if g not in ("railroad", "utility")
               for i in members if owner_list[i] == seat and missing_one(owner_list, partner, g) == i]
    tradable = remembered(view, "tradable", lambda: {sq["index"] for sq in view["squares"]
                                                      if not group_built(view, sq["index"])})
    wanted = [i for i in wanted if i in tradable]
    offered = [i for i in offered if i in tradable]
    swaps = [(take, give) for take in wanted for give in offered
             if SQUARES[take]["group"] != SQUARES[give]["group"]]
    if not swaps:
        return None
    take, give = max(swaps, key=lambda pair: (SQUARES[pair[0]]["price"], -SQUARES[pair[1]]["price"]))
    cash = (SQUARES[take]["price"] - SQUARES[give]["price"]) // 10 * 10
    return {"give": [give], "take": [take], "cash": max(cash, 0)}


def missing_one(owner_list, seat: int, group: str):
    """The one street of `group` that `seat` lacks, if it owns all the others."""
    lacking = [i for i in GROUPS[group] if owner_list[i] != seat]
    return lacking[0] if len(lacking) == 1 else None


def group_built(view, index: int) -> bool:
    group = SQUARES[index].get("group")
    return any(view["squares"][i]["houses"] for i in GROUPS.get(group, []))


def draft_step(view, seat, legal, kinds, wish):
    trade = view["pending"]
    if wish is None:
        return kinds["trade_cancel"]
    for side, kind in (("give", "trade_give"), ("take", "trade_take")):
        for index in wish[side]:
            if index not in trade[side]:
                return next((a for a in legal if a.kind == kind and a.args[0] == index), kinds["trade_cancel"])
    gap = wish["cash"] - trade["cash"]
    steps = [a for a in legal if a.kind == "trade_cash" and abs(gap - a.args[0]) < abs(gap)]
    if steps:
        return min(steps, key=lambda a: abs(gap - a.args[0]))
    return kinds.get("trade_send", kinds["trade_cancel"])


def propose(view, seat, legal):
    """Open a trade for a group-completing swap: at most once a turn, every few turns (the view
    counts turns and remembers refusals, so this costs the same in round 500 as in round 1)."""
    me = view["players"][seat]
    if me["traded_on_turn"] == view["turn"] or me["turns"] % PROPOSE_EVERY:
        return None
    refused = {rejecter for drafter, rejecter in view["refusals"] if drafter == seat}
    for action in legal:
        if action.kind == "trade_open" and action.args[0] not in refused and plan(view, seat, action.args[0]):
            return action
    return None
