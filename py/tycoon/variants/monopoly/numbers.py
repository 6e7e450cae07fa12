"""The figures Monopoly's rules page quotes, from the data the rules use (docs/rules/monopoly.md;
core/property/numbers.py)."""

from ...core.property.numbers import property_numbers
from .board import INCOME_TAX_FLAT, INCOME_TAX_PERCENT, LUXURY_TAX, RAILROAD_RENT, UTILITY_MULTIPLIER


def numbers(rules, options: dict) -> dict:
    one, two, three, four = RAILROAD_RENT
    return property_numbers(rules, options) | {
        "one_rail_rent": one, "two_rail_rent": two, "three_rail_rent": three, "four_rail_rent": four,
        "dice_times_one": UTILITY_MULTIPLIER[0], "dice_times_both": UTILITY_MULTIPLIER[1],
        "income_tax": INCOME_TAX_FLAT, "income_percent": INCOME_TAX_PERCENT, "luxury_tax": LUXURY_TAX,
    }
