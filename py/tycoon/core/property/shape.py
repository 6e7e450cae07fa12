"""The shape of a loop-board property game's State (what Monopoly and Taiwan share): the keys of
`state.board`, of each `state.players[i]` and of `state.pending` in each phase, as TypedDicts.

Annotations only: the State stays the plain JSON dicts of core/state.py and nothing here runs in a
game. A variant's own module (variants/monopoly/shape.py, variants/taiwan/shape.py) adds its keys;
tests/engine/test_state_shapes.py plays bot games and fails on any key not declared there. A key
that comes and goes is `NotRequired` (or its whole dict is `total=False`). Imports `typing` only:
the module is loaded in Pyodide too.
"""

from typing import NotRequired, TypedDict


# ---- the board ---------------------------------------------------------------------------------
class Debt(TypedDict):
    """A debt queued by core/money.py `owe`; `settle_debts` pays the queue in order."""

    debtor: int  # seat that owes
    creditor: int | None  # seat owed, or None for the bank
    amount: int  # how much
    event: str  # the event emitted when it is paid ("rent_paid", "tax_paid" …)
    params: dict  # that event's parameters


class Claim(TypedDict):
    """Rent the owner must ask for before the next player's roll (option rent_must_be_claimed)."""

    payer: int  # seat that owes the rent
    owner: int  # seat that may claim it
    square: int  # the deed landed on
    amount: int  # the rent


class RefusedOffer(TypedDict):
    """A trade offer its partner rejected, remembered while it holds (core/refused.py)."""

    drafter: int  # seat that offered
    partner: int  # seat that refused
    give: list[int]  # deeds offered
    take: list[int]  # deeds asked for
    give_cards: int  # jail cards offered
    take_cards: int  # jail cards asked for
    cash: int  # > 0: the drafter would have paid this; < 0: asked it
    cash_seen: list[int]  # [drafter's cash, partner's cash] when refused
    cash_slack: list[int]  # how far each side's cash may move before the refusal lapses
    deeds: list[int]  # the squares of the colour groups the offer is about
    owners: list[int | None]  # their owners when refused


class PropertyBoard(TypedDict):
    owner: list[int | None]  # per square: the owning seat, None for the bank (core/estate.py)
    mortgaged: list[bool]  # per square: mortgaged
    houses: list[int]  # per square: 0–4 houses, 5 = a hotel
    debts: list[Debt]  # debts not yet paid, in the order they are paid (core/money.py)
    bank_houses: int  # houses the bank still holds
    bank_hotels: int  # hotels the bank still holds
    claims: list[Claim]  # rent not yet claimed (option rent_must_be_claimed; otherwise always [])
    refusals: list[list[int]]  # [drafter, rejecter] per trade rejected since a deed last changed hands
    refused_offers: NotRequired[list[RefusedOffer]]  # refused offers that still hold (bots; none in older saves)
    asked_round: NotRequired[list[int]]  # per seat: the round a trade with it was last opened, -1 never
    decks: dict[str, list[str]]  # deck name -> card ids, top first; a kept jail card is out of its deck
    dice: NotRequired[list[int]]  # the faces of the last roll (order rolls included), from the first roll on
    dice_turn: NotRequired[int]  # state.turn of that roll (the view shows this turn's dice only)
    first: NotRequired[int]  # seat that started round 1


# ---- a player ----------------------------------------------------------------------------------
class PropertyPlayer(TypedDict):
    name: str  # the name given at set-up
    bot: bool  # played by the bot
    level: NotRequired[str]  # a bot's level other than normal (core/levels.py)
    cash: int  # money in hand, in the game's unit
    position: int  # the square the token is on
    in_jail: bool  # in jail now
    jail_tries: int  # tries made in jail this stay (Monopoly: rolls; Taiwan: turns)
    out: bool  # bankrupt: out of the game
    doubles: int  # doubles rolled this turn (the third goes to jail)
    jail_cards: list[str]  # kept get-out-of-jail cards (ids), oldest first
    turns: int  # own turns started (tycoon.sim's turns per player)
    traded_on_turn: int  # state.turn on which this player last opened a trade, -1 never (bots: one a turn)


# ---- pending, per phase (any other phase's pending is {}) --------------------------------------
class OrderPending(TypedDict):
    """order: everyone rolls for who starts; the tied highest roll again."""

    rolling: list[int]  # seats rolling in this round of order rolls, in order
    rolls: list[int | None]  # per seat: its total in this round, None until rolled


class RollPending(TypedDict, total=False):
    """roll: {} — except while a card's move waits for a new roll to price a deed's rent."""

    square: int  # the deed whose rent the new roll decides (Monopoly's utility card, Taiwan's enterprise card)


class BuyPending(TypedDict):
    """buy: buy the unowned deed landed on, or decline it (the bank auctions it)."""

    square: int  # the deed
    price: int  # its printed price


class Lot(TypedDict):
    """What an auction sells (core/auction.py)."""

    kind: str  # "deed", or "house" / "hotel" in a shortage auction (core/property/build.py)
    square: NotRequired[int]  # the deed sold (none for a building)
    price: int  # the printed price (a building: its house cost, where bids start)


class AuctionPending(TypedDict):
    """auction: bidders in turn raise or drop out (core/auction.py)."""

    lot: Lot  # what is sold
    bidders: list[int]  # seats still bidding, in bidding order
    high: int  # the high bid (0 = none; a shortage auction starts at the house cost − 1)
    leader: int | None  # seat of the high bid, None before the first bid
    turn: int  # always 0: written when the auction opens, read nowhere
    unit: NotRequired[int]  # the step of the offered raises, when not 1 (Taiwan: 10)


class TradePending(TypedDict):
    """trade: one side drafts, the other accepts, rejects or counters (core/trade.py)."""

    drafter: int  # seat drafting now (the two swap on a counter)
    partner: int  # the other seat
    give: list[int]  # deeds the drafter gives
    take: list[int]  # deeds the drafter asks for
    give_cards: list[str]  # the jail card the drafter gives ([] or one id)
    take_cards: list[str]  # the jail card the drafter asks for ([] or one id)
    cash: int  # > 0: the drafter pays the partner this; < 0: the partner pays
    stage: str  # "draft", or "offer" (sent: the partner answers)
    countered: int  # counter-offers so far (the bot reads it)


class RaiseCashPending(TypedDict):
    """raise_cash: the first debtor short of cash sells and mortgages, or goes bankrupt. Rules,
    bots and screens read the debt from board["debts"][0]; these copies are only shown in the
    view's `pending`."""

    debt: int  # the amount of the first unpaid debt
    creditor: int | None  # its creditor seat, None for the bank


class PlaceHousePending(TypedDict):
    """place_house: the winner of a shortage auction places the building (core/property/build.py)."""

    price: int  # the winning bid, paid instead of the house cost
    hotel: bool  # the piece is a hotel


class StartPending(TypedDict, total=False):
    """start: the set-up's shuffles and deals still to ask, in order (core/deal.py queue)."""

    deals: list[list]  # [why, items, count, options] of each deal to come


PENDING: dict[str, type] = {
    "start": StartPending, "order": OrderPending, "roll": RollPending, "buy": BuyPending, "auction": AuctionPending,
    "trade": TradePending, "raise_cash": RaiseCashPending, "place_house": PlaceHousePending,
}
Pending = StartPending | OrderPending | RollPending | BuyPending | AuctionPending | TradePending | RaiseCashPending | PlaceHousePending
