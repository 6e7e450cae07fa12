"""The shape of Easy Money's State (搶錢一族): the keys of `state.board`, of each
`state.players[i]` and of `state.pending` in each phase, as TypedDicts. Annotations only: the
State stays plain JSON (core/state.py). Imports `typing` only (loaded in Pyodide too). Checked by
tests/engine/test_state_shapes.py. Money is in dollars, whole 萬 ($10,000).

Phases with pending data: order, wall_street, lucky_bets, lucky_roll, greed_pick, greed, final;
every other phase's (stake, roll, lottery, over) pending is {}.
"""

from typing import NotRequired, TypedDict


# ---- the board ---------------------------------------------------------------------------------
class Board(TypedDict):
    bank: int  # the public pile (piles.py); the final lottery starts when it is empty
    pot: int  # the lottery pile
    token: int  # the square of the one shared token
    tickets: list[int]  # lottery tickets (1–10) nobody holds, top first
    wall_street: list[str]  # the Wall Street deck, top first (its top card's back is the rumour)
    wall_street_drawn: list[str]  # Wall Street cards drawn since its last shuffle (decks.py)
    mystery: list[str]  # the Mystery Jackpot deck, top first (a kept Shield is out of it)
    mystery_drawn: list[str]  # Mystery cards drawn since its last shuffle
    dice: list[int]  # the last movement roll ([] before any)
    lottery_dice: list[int]  # the last red-white-blue lottery roll ([] before any)
    first: int  # seat that started round 1
    acting: int | None  # the square being resolved now, None between moves
    last_card: str | None  # the Wall Street card turned last, None before any
    ended_by: NotRequired[str]  # why the final lottery started: "bank" (the pile ran dry) or "turn_limit"


# ---- a player ----------------------------------------------------------------------------------
class Player(TypedDict):
    name: str  # the name given at set-up
    bot: bool  # played by the bot
    level: NotRequired[str]  # a bot's level other than normal (core/levels.py)
    cash: int  # own funds
    double: int  # the Double box
    rise: int  # the Rise box (a Wall Street stake)
    fall: int  # the Fall box (a Wall Street stake)
    numbers: list[int]  # the Number boxes, one per lucky number 4, 5, 6, 8, 9, 10 (Lucky Dice stakes)
    tickets: list[int]  # lottery tickets held, face down (only the holder's view shows them)
    kept: list[str]  # kept Mystery cards ("shield")
    changed: bool  # changed the Double box since the last movement roll (once per roll)


# ---- pending, per phase ------------------------------------------------------------------------
class OrderPending(TypedDict):
    """order: one die each, the highest starts, the tied roll again (core/order.py)."""

    rolling: list[int]  # seats rolling in this round of order rolls, in order
    rolls: list[int]  # their dice so far, in the same order


class WallStreetPending(TypedDict):
    """wall_street: sealed stakes on Rise or Fall."""

    back: str  # the rumour: the top card's back ("rise", "fall", "tip")


class LuckyPending(TypedDict):
    """lucky_bets (sealed stakes on numbers), then lucky_roll (the roller rolls)."""

    rolled: list[int]  # totals rolled this session (a repeat rolls again)


class GreedPending(TypedDict, total=False):
    """greed_pick ({} until a victim is picked, then its first roll), greed (roll again or stop)."""

    victim: int  # the player picked, who pays on a stop
    total: int  # the running total of the 2–6s rolled
    rolls: list[int]  # the dice rolled, in order (a 1 ends it with nothing)


class FinalPending(TypedDict):
    """final: the final lottery, each player in turn rolling until a ticket holder wins."""

    roller: int  # the seat rolling now


class StartPending(TypedDict, total=False):
    """start: the set-up's shuffles and deals still to ask, in order (core/deal.py queue)."""

    deals: list[list]  # [why, items, count, options] of each deal to come


PENDING: dict[str, type] = {
    "start": StartPending, "order": OrderPending, "wall_street": WallStreetPending, "lucky_bets": LuckyPending, "lucky_roll": LuckyPending,
    "greed_pick": GreedPending, "greed": GreedPending, "final": FinalPending,
}
Pending = StartPending | OrderPending | WallStreetPending | LuckyPending | GreedPending | FinalPending
