"""The property bot's trading: it trades to complete groups the way good players do —
swaps that give each side a group, deeds plus cash, buying a rival's last deed of a group or
selling one at a price it can justify — and judges every offer on one valuation
(`values.position`): what the trade adds to its own position minus a share of what it adds to
the partner's. It proposes only trades it gains from and that its partner, judged the same way,
gains from too (so a bot's trades are never gifts), and accepts only trades it gains from.

Everything is read from the view; a plan is remembered while the board and both players' cash
are unchanged, so drafting it one action at a time costs one search. Amounts are Monopoly's
dollars × the board's money_scale."""

from ...refused import holds, no_better
from .values import owners, position, remember, remembered, threat_weight, worth

MARGIN = 20  # the least gain (in $) for which a bot trades
CARD_VALUE = 30  # a Get Out of Jail Free card
CASH_STEP = 10
NOTHING_BAND = 100  # a search that found nothing is not redone until a player's cash leaves its $100 band
PERSON_ROUNDS = 8  # bots open a trade with a person at most once in this many rounds: so each
# bot at most once in as many of its own turns, and a person among several bots is not asked more often


def fee(view, deeds) -> int:
    return sum(view["squares"][i].get("transfer_fee", 0) for i in deeds)


def changes(data, view, drafter: int, partner: int, give, take):
    """For a trade of deeds (cash aside): each side's position before and after, and the cash each
    pays at once in mortgage fees. Remembered while the board is unchanged."""
    key = ("changes", drafter, partner, tuple(give), tuple(take))
    return remembered(view, key, lambda: _changes(data, view, drafter, partner, give, take))


def _changes(data, view, drafter: int, partner: int, give, take):
    before = owners(view)
    after = list(before)
    for index in give:
        after[index] = partner
    for index in take:
        after[index] = drafter
    pos = {s: (remembered(view, ("pos", s), lambda s=s: position(data, view, s, before)),
               position(data, view, s, after))
           for s in (drafter, partner)}
    return pos, {drafter: fee(view, take), partner: fee(view, give)}


def gains(data, view, drafter: int, partner: int, pos, fees, cash: int, cards: int = 0) -> tuple:
    """(drafter's gain, partner's gain), each its own worth change minus the threat share of the
    other's; `cash` > 0: the drafter pays; `cards`: jail cards the drafter receives (net)."""
    players = view["players"]
    held_d, held_p = players[drafter]["cash"], players[partner]["cash"]
    (before_d, after_d), (before_p, after_p) = pos[drafter], pos[partner]
    card_value = cards * data.money(CARD_VALUE)
    delta_d = worth(after_d, held_d - cash - fees[drafter] + card_value) - worth(before_d, held_d)
    delta_p = worth(after_p, held_p + cash - fees[partner] - card_value) - worth(before_p, held_p)
    w = threat_weight(view)
    return delta_d - w * delta_p, delta_p - w * delta_d


def trade_gain(data, view, seat: int, trade: dict) -> float:
    """What the pending `trade` is worth to `seat`, one of its two sides."""
    drafter, partner = trade["drafter"], trade["partner"]
    pos, fees = changes(data, view, drafter, partner, trade["give"], trade["take"])
    cards = len(trade.get("take_cards", [])) - len(trade.get("give_cards", []))
    mine, theirs = gains(data, view, drafter, partner, pos, fees, trade["cash"], cards)
    return mine if seat == drafter else theirs


def acceptable(data, view, seat: int, trade: dict) -> bool:
    """A trade `seat` gains from on its own valuation, that is no gift: it gets something."""
    i_get = trade["take"] if seat == trade["drafter"] else trade["give"]
    cash_in = -trade["cash"] if seat == trade["drafter"] else trade["cash"]
    cards_in = trade.get("take_cards" if seat == trade["drafter"] else "give_cards", [])
    if not i_get and cash_in <= 0 and not cards_in:
        return False
    return trade_gain(data, view, seat, trade) >= data.money(MARGIN)


def answer(data, view, seat, legal, kinds):
    trade = view["pending"]
    if trade["stage"] == "offer":
        if "trade_accept" in kinds and acceptable(data, view, seat, trade):
            return kinds["trade_accept"]
        return kinds["trade_reject"]
    if trade["countered"]:  # a counter-offer came back to us as a draft
        return kinds.get("trade_send") if acceptable(data, view, seat, trade) and "trade_send" in kinds \
            else kinds["trade_cancel"]
    return draft_step(view, legal, kinds, plan(data, view, seat, trade["partner"]))


# ---- finding a trade to propose ---------------------------------------------------------------------

def plan(data, view, seat: int, partner: int):
    """The best trade for `seat` that `partner` gains from too: {"give", "take", "cash"}, or None.
    Remembered while the board and both players' cash are unchanged."""
    mine, theirs = view["players"][seat]["cash"], view["players"][partner]["cash"]
    band = data.money(NOTHING_BAND)
    nothing = ("no plan", seat, partner, mine // band, theirs // band)
    if remembered(view, nothing, lambda: False):
        return None  # nothing was found with about this much cash on this board
    found = remembered(view, ("plan", seat, partner, mine, theirs), lambda: _plan(data, view, seat, partner))
    if found is None:
        remember(view, nothing, True)
    return found


def tradable(data, view) -> set:
    """Deeds whose colour group has no buildings."""
    def compute():
        squares, board = view["squares"], data.squares
        built = {board[i]["group"] for i in data.deeds if squares[i]["houses"]}
        return {i for i in data.deeds if squares[i]["owner"] is not None and board[i]["group"] not in built}
    return remembered(view, "tradable", compute)


def holdings(data, view) -> list:
    """Per colour group, once per board: (group, its size, owner -> deeds held, owner -> those of
    them that may be traded), so that each pair of players is matched without rescanning."""
    def compute():
        owner_list, free = owners(view), tradable(data, view)
        found = []
        for group, members in data.groups.items():
            counts: dict = {}
            free_of: dict = {}
            for i in members:
                owner = owner_list[i]
                if owner is not None:
                    counts[owner] = counts.get(owner, 0) + 1
                    if i in free:
                        free_of.setdefault(owner, []).append(i)
            found.append((group, len(members), counts, free_of))
        return found
    return remembered(view, "holdings", compute)


def wanted_sets(data, groups: list, me: int, other: int) -> list:
    """Sets of `other`'s deeds worth asking for: one deed of a group `me` already holds part of,
    or all of `other`'s part of a group when that completes it for `me` (`groups`: holdings)."""
    found = []
    for group, size, counts, free_of in groups:
        theirs = free_of.get(other)
        mine = counts.get(me, 0)
        if not theirs or not mine:
            continue
        found += [[i] for i in theirs]
        if len(theirs) > 1 and mine + len(theirs) == size and group in data.street_groups:
            found.append(list(theirs))
    return found


def _plan(data, view, seat: int, partner: int):
    groups = holdings(data, view)
    takes = remembered(view, ("wanted", seat, partner), lambda: wanted_sets(data, groups, seat, partner))
    gives = remembered(view, ("wanted", partner, seat), lambda: wanted_sets(data, groups, partner, seat))
    if not takes and not gives:
        return None
    best, best_gain = None, data.money(MARGIN)
    for take in takes + [[]]:
        for give in gives + [[]]:
            if not take and not give:
                continue
            if take and give and data.squares[take[0]]["group"] == data.squares[give[0]]["group"]:
                continue
            found = priced(data, view, seat, partner, give, take)
            if found and found[1] > best_gain:
                best, best_gain = {"give": give, "take": take, "cash": found[0], "gain": found[1]}, found[1]
    return best


def priced(data, view, seat: int, partner: int, give, take):
    """(cash, our gain): the least cash (in steps of $10; negative: the partner pays) for which
    the partner gains at least MARGIN, if we then gain at least MARGIN too; else None."""
    pos, fees = changes(data, view, seat, partner, give, take)
    step, margin = data.money(CASH_STEP), data.money(MARGIN)
    low = -((view["players"][partner]["cash"] - fees[partner]) // step)
    high = (view["players"][seat]["cash"] - fees[seat]) // step
    if low > high:
        return None
    if gains(data, view, seat, partner, pos, fees, high * step)[1] < margin:
        return None
    if gains(data, view, seat, partner, pos, fees, low * step)[0] < margin:
        return None
    while low < high:  # the partner's gain grows with the cash it gets
        middle = (low + high) // 2
        if gains(data, view, seat, partner, pos, fees, middle * step)[1] >= margin:
            high = middle
        else:
            low = middle + 1
    mine = gains(data, view, seat, partner, pos, fees, low * step)[0]
    return (low * step, mine) if mine >= margin else None


def draft_step(view, legal, kinds, wish):
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


def propose(data, view, seat, legal):
    """Open a trade with the partner for whom our best plan gains most: at most once a turn, with
    a person at most once in PERSON_ROUNDS rounds, and never an offer no better for its
    partner than one they refused while that refusal holds (bots that don't pester)."""
    me = view["players"][seat]
    if me["traded_on_turn"] == view["turn"]:
        return None
    asked = view["asked_round"]
    best, best_gain = None, data.money(MARGIN)
    for action in legal:
        partner = action.args[0] if action.kind == "trade_open" else None
        person = partner is not None and not view["players"][partner]["bot"]
        if partner is None or (person and asked[partner] >= 0 and view["round"] - asked[partner] < PERSON_ROUNDS):
            continue
        wish = plan(data, view, seat, partner)
        if wish and wish["gain"] > best_gain and not refused(view, seat, partner, wish):
            best, best_gain = action, wish["gain"]
    return best


def refused(view, seat: int, partner: int, wish: dict) -> bool:
    """`partner` refused an offer from us at least as good for them, and that refusal holds."""
    offer = {"drafter": seat, "partner": partner, **wish}
    found = [r for r in view["refused_offers"] if r["drafter"] == seat and r["partner"] == partner]
    return any(no_better(offer, r) and holds(r, owners(view), view["players"]) for r in found)
