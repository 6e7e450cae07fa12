"""The figures Babylon's rules page quotes, from the data and the formulas the rules use
(docs/rules/babylon.md), its worked example of a gem's value included: the page's example is
worked out by gems.values, the game's own formula."""

from fractions import Fraction

from .gems import EDGE_FACES, HALF_MILLION, score, tenths, tickets_for, values
from .selling import PRICES, ROUNDS

EXAMPLE = [{"gems": ["garnet", "garnet"], "score": 2}, {"gems": ["garnet", "pearl"], "score": 3}]  # Ann, Ben


def numbers(options: dict) -> dict:
    example = values(EXAMPLE)["garnet"]
    low, high = min(EDGE_FACES), max(EDGE_FACES)
    return {
        "rounds": ROUNDS, "edge_low": low, "edge_high": high,
        "both_edges_points": score(low, high), "one_edge_points": score(low, 3), "no_edge_points": score(3, 3),
        "tickets_each": sum(tickets_for(["garnet", "pearl"]).values()), "tickets_per_gem": tickets_for(["garnet", "pearl"])["garnet"],
        "low_million": Fraction(min(PRICES) * HALF_MILLION, 1_000_000),
        "high_million": Fraction(max(PRICES) * HALF_MILLION, 1_000_000),
        "example_ann": EXAMPLE[0]["score"], "example_ben": EXAMPLE[1]["score"],
        "example_cards": sum(player["gems"].count("garnet") for player in EXAMPLE),
        "example_value": f"{example.numerator}/{example.denominator}", "example_tenths": Fraction(tenths(example), 10),
    }
