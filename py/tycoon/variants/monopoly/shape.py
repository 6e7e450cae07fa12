"""The shape of Monopoly's State: core/property/shape.py (the keys every loop-board property game
has) and the few keys of Monopoly's own rules and options. Annotations only; imports `typing`
only (and the shared shapes). Checked by tests/engine/test_state_shapes.py.

Phases with pending data: order, roll, buy, auction, trade, raise_cash, place_house (shared) and
income_tax; every other phase's pending is {}.
"""

from typing import NotRequired, TypedDict

from ...core.property import shape


class Board(shape.PropertyBoard):
    """The shared board; its `decks` are "chance" and "chest"."""

    landed_own: NotRequired[int]  # option build_without_monopoly: the street its owner last landed on (built on alone)


Player = shape.PropertyPlayer  # nothing of Monopoly's own


class RollPending(shape.RollPending, total=False):
    multiplier: int  # the "nearest utility" card: rent = this × the new roll (core/property/landing.py)


class IncomeTaxPending(TypedDict):
    """income_tax: $200 or 10% of the player's worth, chosen before the total is shown."""

    square: int  # the Income Tax square landed on


PENDING: dict[str, type] = {**shape.PENDING, "roll": RollPending, "income_tax": IncomeTaxPending}
Pending = shape.Pending | RollPending | IncomeTaxPending
