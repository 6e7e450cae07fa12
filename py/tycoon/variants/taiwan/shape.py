"""The shape of Taiwan's State (如何做個大富翁): core/property/shape.py (the keys every loop-board
property game has) extended with the spinning top's turn (top.py), the Industrial Spy (spy.py)
and dumping land (dump.py). Annotations only; imports `typing` only (and the shared shapes).
Checked by tests/engine/test_state_shapes.py.

Phases with pending data: order, roll, buy, auction, trade, raise_cash, place_house (shared);
every other phase's pending is {}.
"""

from ...core.property import shape


class Board(shape.PropertyBoard):
    """The shared board; its `decks` are "chance" and "fate"."""

    spy: int | None  # seat that is the Industrial Spy, None while the white pawn waits on its square
    spins: list[int]  # this turn's spins so far (three the same: jail)
    spins_left: int  # spins left this turn (option spins_per_turn; 0 once a jail 12 moved the token)


# `doubles` stays 0 in Taiwan (the top has no doubles; core/property/turn.py resets it).
Player = shape.PropertyPlayer


class DumpLot(shape.Lot):
    """A dumped street's auction (lot kind "dump")."""

    seller: int  # the owner dumping it, paid the winning bid
    bank_price: int  # what the bank pays when nobody bids: half the printed price


PENDING: dict[str, type] = dict(shape.PENDING)  # an auction's lot may be a DumpLot
Pending = shape.Pending
