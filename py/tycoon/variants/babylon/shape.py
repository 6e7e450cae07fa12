"""The shape of Babylon's State (The Richest Man in Babylon): the keys of `state.board`, of each
`state.players[i]` and of `state.pending` in each phase, as TypedDicts. Annotations only: the
State stays plain JSON (core/state.py). Imports `typing` only (loaded in Pyodide too). Checked by
tests/engine/test_state_shapes.py. Exact fractions (millions of won) are kept as text ("9/4").

Phases with pending data: room, offer (one-visit rounds); every other phase's (auction, look,
privilege, talisman, deathmatch, over) pending is {}.
"""

from typing import NotRequired, TypedDict


# ---- the board ---------------------------------------------------------------------------------
class ResultLine(TypedDict):
    """One offer's outcome (selling.py `settle_gem`)."""

    seat: int  # the seller
    tickets: int  # tickets sold
    price: int  # price per ticket, in half-millions (2–6)
    outcome: str  # "short", "equal", "lowest" or "not_lowest"
    earned: str  # exact earnings, shorts pool share included
    pool: str  # exact share of the shorts pool
    won: int  # the earnings in won, rounded for display


class GemResult(TypedDict):
    gem: str  # "pearl", "garnet", "amethyst" or "emerald"
    lines: list[ResultLine]  # every offer on it this round


class RoundResult(TypedDict):
    """One selling round's full results, Secret users' lines included."""

    round: int  # 1–4
    gems: list[GemResult]  # the gems offered this round
    secret: list[int]  # seats that used Secret this round


class ShownLine(TypedDict):
    """An offer's outcome as the table sees it (selling.py `shown_round`)."""

    player: int  # the seller
    tickets: int  # tickets sold
    price: int  # price per ticket, in won
    outcome: str  # as in ResultLine
    earned: int  # earnings in won
    pool: int  # shorts pool share in won


class ShownGem(TypedDict):
    gem: str  # the gem
    lines: list[ShownLine]  # its lines, Secret users' left out


class ShownRound(TypedDict):
    round: int  # 1–4
    gems: list[ShownGem]  # the gems with a line to show
    secret: list[int]  # seats that used Secret this round (announced, their lines hidden)


class Board(TypedDict):
    round: int  # the selling round (1–4), 0 before the first (state.round is set with it)
    results: list[RoundResult]  # every round's full results (shown to all at the end)
    secret_now: list[int]  # seats using Secret in this round, until its results
    values: dict[str, str] | None  # gem -> its exact value, from the reveal on (None before)
    talisman: list[int]  # seats with a Life Talisman (the richest, then the one they give it to)
    deathmatch: list[int]  # seats in the Deathmatch (the poorest, then the partner they name)
    poorest: list[int]  # the poorest seats, from the reveal on
    rubies_paid: int  # rubies paid to the bank for order numbers
    public: list[ShownRound]  # every round's results as shown before the end (Secret lines hidden)


# ---- a player ----------------------------------------------------------------------------------
class Check(TypedDict):
    """A used Check privilege: one gem's exact value, seen by its user only."""

    gem: str  # the gem checked
    value: str  # its exact value
    round: int  # the round it was used in


class Player(TypedDict):
    name: str  # the name given at set-up
    bot: bool  # played by the bot
    level: NotRequired[str]  # a bot's level other than normal (core/levels.py)
    rubies: int  # rubies held
    order: int | None  # order number (1–N), None until the auction is settled
    gems: list[str]  # the two gem cards dealt, sorted (secret until the end)
    score: int | None  # the dice room's score (1–3), None until rolled (secret: roller and watchers)
    watched: list[int]  # seats whose room roll this player watched (and so knows the score of)
    tickets: dict[str, int]  # gem -> sale tickets left (six in all at the start)
    check: Check | None  # the Check privilege's result, None while unused
    secret: int | None  # the round Secret was used in, None while unused
    earned: list[str]  # exact earnings per round (4)
    earned_won: list[int]  # the same in won, rounded for display
    total_won: int  # all earnings in won (the exact total rounded once)
    public_won: int  # earnings in won without the Secret round (what the others see before the end)


# ---- pending, per phase ------------------------------------------------------------------------
class RoomPending(TypedDict):
    """room: the players roll in the dice room, in order-number order."""

    number: int  # the order number of the player rolling


class OfferPending(TypedDict):
    """offer (a one-visit round): who has said Check, Secret or neither this round (a seat with a
    privilege left says it before its offers)."""

    declared: list[int]  # the seats that have said it, in the order they did


PENDING: dict[str, type] = {"room": RoomPending, "offer": OfferPending}
Pending = RoomPending | OfferPending
