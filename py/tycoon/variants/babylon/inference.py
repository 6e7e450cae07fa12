"""What each seat could have worked out of the gems' values by the end of the selling (docs/lab.md
"Pricing under uncertainty"; shown at the end of a game, when everything is revealed).

Every result line a seat saw bounds a gem's value (docs/rules/babylon.md "Selling"): a short sale
at a price says the value is below it; any other outcome says the value is at least its price.
A seat saw every line but those of another seat's Secret round, and its own; its Check gave it one
gem's value exactly. Its own cards and the dice it watched are left out: they are an estimate,
not a bound."""

from fractions import Fraction

from .gems import HALF_MILLION, value_won


def inferred(state) -> list[dict]:
    """Per seat: [{"gem", "low" (won, or None), "high" (won, the value is below it, or None),
    "exact" (won, or None: its Check), "value" (won: the truth, as the view shows it)}], in the
    order of the game's gems."""
    values = {gem: Fraction(v) for gem, v in (state.board["values"] or {}).items()}
    found = []
    for seat, player in enumerate(state.players):
        low: dict = {}
        high: dict = {}
        for result in state.board["results"]:
            for entry in result["gems"]:
                gem = entry["gem"]
                for line in entry["lines"]:
                    if line["seat"] != seat and line["seat"] in result["secret"]:
                        continue  # another seat's Secret round: hidden from this one
                    price = line["price"] * HALF_MILLION
                    if line["outcome"] == "short":
                        high[gem] = min(high.get(gem, price), price)
                    else:
                        low[gem] = max(low.get(gem, 0), price)
        check = player["check"]
        gems = []
        for gem, value in values.items():
            exact = value_won(Fraction(check["value"])) if check and check["gem"] == gem else None
            gems.append({"gem": gem, "low": low.get(gem), "high": high.get(gem), "exact": exact,
                         "value": value_won(value)})
        found.append({"seat": seat, "gems": gems})
    return found
