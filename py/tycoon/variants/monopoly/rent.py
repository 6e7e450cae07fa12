"""Rent as printed (rules/monopoly.md "Rent")."""

from ...core.estate import owned_by, owns_whole_group
from .board import RAILROAD_RENT, SQUARES, UTILITY_MULTIPLIER


def rent_due(state, index: int, dice_total: int) -> int:
    """What a visitor owes the owner of `index`; 0 when mortgaged or unowned."""
    board = state.board
    owner = board["owner"][index]
    if owner is None or board["mortgaged"][index]:
        return 0
    sq = SQUARES[index]
    if sq["kind"] == "street":
        return street_rent(state, owner, index)
    same_kind = [i for i in owned_by(state, owner) if SQUARES[i]["kind"] == sq["kind"]]
    if sq["kind"] == "railroad":
        return RAILROAD_RENT[len(same_kind) - 1]
    return UTILITY_MULTIPLIER[len(same_kind) - 1] * dice_total


def street_rent(state, owner: int, index: int) -> int:
    """Buildings set the rent; bare land in a whole colour group pays double, even when
    another street of the group is mortgaged."""
    sq = SQUARES[index]
    houses = state.board["houses"][index]
    if houses:
        return sq["rents"][houses]
    doubled = owns_whole_group(state, SQUARES, owner, sq["group"])
    return sq["rents"][0] * (2 if doubled else 1)
