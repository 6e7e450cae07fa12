"""The figures 如何做個大富翁's rules page quotes, from the data the rules use (docs/rules/taiwan.md;
core/property/numbers.py)."""

from ...core.property.numbers import property_numbers
from .board import ENTERPRISE_MULTIPLIER, INCOME_TAX, PROPERTY_TAX, SPY_JAIL_FINE, STATION_RENT
from .odds import SIDES


def numbers(rules, options: dict) -> dict:
    one, two, three, four = STATION_RENT
    return property_numbers(rules, options) | {
        "one_station_rent": one, "two_station_rent": two, "three_station_rent": three, "four_station_rent": four,
        "spin_times_one": ENTERPRISE_MULTIPLIER[0], "spin_times_both": ENTERPRISE_MULTIPLIER[1],
        "income_tax": INCOME_TAX, "property_tax": PROPERTY_TAX, "spy_fine": SPY_JAIL_FINE, "top_sides": SIDES,
    }
