"""Rent as printed on the deeds (docs/rules/monopoly.md "Rent"): the default `rent` hook."""

from ..estate import group_members, owns_whole_group


class RentRules:
    def rent(self, state, index: int, dice_total: int) -> int:
        """What a visitor owes the owner of `index`; 0 when mortgaged or unowned."""
        board = state.board
        owner = board["owner"][index]
        if owner is None or board["mortgaged"][index]:
            return 0
        sq = self.squares[index]
        if sq["kind"] == "street":
            return self.street_rent(state, owner, index)
        # railroads and utilities are each their own group: count the owner's in it
        same_kind = sum(1 for i in group_members(self.squares, sq["group"]) if board["owner"][i] == owner)
        if sq["kind"] == "railroad":
            return sq["rents"][same_kind - 1]
        return sq["multipliers"][same_kind - 1] * dice_total

    def street_rent(self, state, owner: int, index: int) -> int:
        """Buildings set the rent; bare land in a whole colour group pays double, even when
        another street of the group is mortgaged."""
        sq = self.squares[index]
        houses = state.board["houses"][index]
        if houses:
            return sq["rents"][houses]
        doubled = owns_whole_group(state, self.squares, owner, sq["group"])
        return sq["rents"][0] * (2 if doubled else 1)
