"""Button labels of a property game: each action as a message key and its parameters."""

from .. import building, estate
from ..actions import Action


class DescribeRules:
    def describe(self, state, action: Action) -> tuple[str, dict]:
        kind, args = action.kind, action.args
        params: dict = {}
        if kind in ("buy", "decline"):
            params = dict(state.pending)
        elif kind in ("mortgage", "lift"):
            cost = self.squares[args[0]]["mortgage"] if kind == "mortgage" else estate.lift_cost(self.squares, args[0])
            params = {"square": args[0], "amount": cost}
        elif kind in ("build", "sell"):
            cost = self.squares[args[0]]["house_cost"] // (2 if kind == "sell" else 1)
            hotel = (building.next_is_hotel(state, args[0], self.hotel_after(state)) if kind == "build"
                     else state.board["houses"][args[0]] == estate.HOTEL)
            kind = kind + ("_hotel" if hotel else "_house")
            params = {"square": args[0], "amount": cost}
        elif kind == "sell_group":
            params = {"group": args[0]}
        elif kind == "place":
            params = {"square": args[0], "amount": state.pending["price"]}
        elif kind == "bid":
            params = {"amount": args[0]}
        elif kind in ("trade_give", "trade_take", "trade_remove"):
            params = {"square": args[0]}
        elif kind == "trade_cash":
            params = {"amount": abs(args[0])}
            kind = "trade_cash_more" if args[0] > 0 else "trade_cash_less"
        elif kind == "trade_open":
            params = {"partner": args[0]}
        elif kind == "claim_rent":
            claim = next(c for c in state.board["claims"] if c["square"] == args[0] and c["owner"] == action.seat)
            params = dict(claim)
        elif kind == "jail_pay":
            params = {"amount": self.jail_fine}
        return f"action.{kind}", params
