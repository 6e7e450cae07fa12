"""Rubies and the order-number auction (docs/rules/babylon.md "Rubies and order numbers", Cl. 6, 7).

Option `rubies`: "seed" — round(2N/3) seats (half up), drawn at random, hold 1 ruby, the rest 0;
"one_each". Rubies may be given to another player at any time before the auction ends, except
rubies committed to one's own sealed bid. Each player with rubies makes one sealed bid of k ≥ 1
rubies on one order number (or passes); each number goes to its highest bidder, a tie to nobody;
winning bids are paid to the bank; the numbers not won are dealt at random to the others.
"""

from ...core import deal
from ...core.actions import Action
from ...core.sealed import open_sealed


def ruby_holders(count: int) -> int:
    return (2 * count + 1) // 3  # round(2N/3), half up (Clarification 6)


def deal_rubies(state) -> bool:
    """True when chance draws the holders first (option "seed": a deal, then `rubies_dealt`)."""
    count = len(state.players)
    if state.options["rubies"] == "seed":
        deal.ask(state, "rubies", list(range(count)), ruby_holders(count))
        return True
    rubies_dealt(state, range(count))
    return False


def rubies_dealt(state, holders) -> None:
    holders = sorted(holders)
    for seat in holders:
        state.players[seat]["rubies"] = 1
    state.emit("bb_rubies_dealt", players=holders)


def open_auction(state) -> bool:
    seats = [s for s, p in enumerate(state.players) if p["rubies"]]
    if not seats:
        return False
    state.emit("bb_auction_open", count=len(state.players))
    open_sealed(state, "auction", seats)
    return True


def committed(state, seat: int) -> int:
    """Rubies `seat` has sealed in its own bid (they cannot be given away)."""
    answer = state.sealed["answers"][seat] if state.sealed else None
    if not answer:
        return 0
    action = Action.parse(answer)
    return action.args[1] if action.kind == "bid" else 0


def bid_actions(state, seat: int) -> list:
    rubies = state.players[seat]["rubies"]
    found = [Action(seat, "bid", (number, k)) for number in range(1, len(state.players) + 1)
             for k in range(1, rubies + 1)]
    return [*found, Action(seat, "pass")]


def gift_actions(state, seat: int) -> list:
    """Giving one ruby to another player: open to any seat with an uncommitted ruby while the
    auction is open (an out-of-turn action nobody waits for)."""
    if state.players[seat]["rubies"] - committed(state, seat) <= 0:
        return []
    return [Action(seat, "give", (other,)) for other in range(len(state.players)) if other != seat]


def give(state, seat: int, other: int) -> None:
    state.players[seat]["rubies"] -= 1
    state.players[other]["rubies"] += 1
    state.emit("bb_ruby_given", player=seat, receiver=other)
    sealed = state.sealed
    if sealed and other not in sealed["waiting"] and sealed["answers"][other] is None:
        sealed["waiting"] = sorted([*sealed["waiting"], other])  # a new ruby holder may bid too


def settle(state, answers: dict) -> bool:
    """Award each number to its highest bidder (ties: nobody), then deal the rest at random: True
    when chance deals them (a deal of two or more numbers, then `numbers_dealt`)."""
    count = len(state.players)
    bids = {}
    for seat, action in sorted(answers.items()):
        if action.kind == "bid":
            number, rubies = action.args
            bids.setdefault(number, []).append((rubies, seat))
            state.emit("bb_bid_shown", player=seat, number=number, rubies=rubies)
    numbers = {}
    for number, offers in sorted(bids.items()):
        top = max(r for r, _ in offers)
        winners = [s for r, s in offers if r == top]
        if len(winners) > 1:
            state.emit("bb_number_tied", number=number, players=sorted(winners))
            continue
        seat = winners[0]
        state.players[seat]["rubies"] -= top
        state.board["rubies_paid"] += top  # to the bank
        numbers[seat] = number
        state.emit("bb_number_won", player=seat, number=number, rubies=top)
    free = [n for n in range(1, count + 1) if n not in numbers.values()]
    won = [numbers.get(seat) for seat in range(count)]
    if len(free) > 1:
        deal.ask(state, "numbers", free, won=won)
        return True
    numbers_dealt(state, won, free)
    return False


def numbers_dealt(state, won: list, free: list) -> None:
    """The numbers not won go, from the end of the deal, to the seats without one in seat order."""
    numbers, free = list(won), list(free)
    for seat, number in enumerate(numbers):
        if number is None:
            numbers[seat] = free.pop()
    for seat, number in enumerate(numbers):
        state.players[seat]["order"] = number
    for seat in sorted(range(len(numbers)), key=numbers.__getitem__):
        state.emit("bb_order_number", player=seat, number=numbers[seat])
