"""The figures a property game's rules page quotes (its texts/help_<lang>.py {fields}), read from
the data the rules use, so the page cannot say one amount while the engine takes another
(docs/languages.md "The rules page"). Amounts are named as ui/format.py names money (…_cash,
…_salary, …_fine, …_rent, …_tax)."""

from ..estate import INTEREST_PERCENT


def property_numbers(rules, options: dict) -> dict:
    """The figures every property game's page shares: start, salary, jail, the bank's
    buildings, mortgage interest, and the options' own numbers."""
    return {
        "start_cash": rules.start_cash, "go_salary": rules.salary, "jail_fine": rules.jail_fine,
        "bank_houses": rules.houses, "bank_hotels": rules.hotels, "interest_percent": INTEREST_PERCENT,
        "houses": options.get("hotel_after", 4), "spins": options.get("spins_per_turn", 3),
        "rounds": options.get("turn_limit", 0), "deeds": options.get("starting_deeds", 0),
    }
