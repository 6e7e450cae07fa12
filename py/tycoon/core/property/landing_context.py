"""How a move came to its square (`Landing`), for the rules of that square: `advance` hands it to
`land`, and `land` to `land_on_property`. A value of the call only, never kept in the state."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Landing:
    by_card: bool = False  # a card's forward move (Taiwan, Clarification 10: an enterprise rents by a new spin)
    rent_multiplier: int = 1  # the owner gets this many times the rent (Monopoly's nearest railroad: 2)
    utility_multiplier: int = 0  # if not 0, a utility's rent is this times a new roll (nearest utility: 10)


PLAIN = Landing()  # no card rule: a roll's move, a jail exit, a move back
