"""The Monopoly board (US edition), square 0 (GO) to 39 (Boardwalk) — docs/rules/monopoly.md "Standard data".

Each square is a plain dict; names are message keys ``square.monopoly.<key>``.
"""

GROUP_HOUSE_COST = {
    "brown": 50, "light_blue": 50, "pink": 100, "orange": 100,
    "red": 150, "yellow": 150, "green": 200, "dark_blue": 200,
}

# key, group, price, rents (unimproved, 1, 2, 3, 4 houses, hotel)
_STREETS = {
    1: ("mediterranean", "brown", 60, (2, 10, 30, 90, 160, 250)),
    3: ("baltic", "brown", 60, (4, 20, 60, 180, 320, 450)),
    6: ("oriental", "light_blue", 100, (6, 30, 90, 270, 400, 550)),
    8: ("vermont", "light_blue", 100, (6, 30, 90, 270, 400, 550)),
    9: ("connecticut", "light_blue", 120, (8, 40, 100, 300, 450, 600)),
    11: ("st_charles", "pink", 140, (10, 50, 150, 450, 625, 750)),
    13: ("states", "pink", 140, (10, 50, 150, 450, 625, 750)),
    14: ("virginia", "pink", 160, (12, 60, 180, 500, 700, 900)),
    16: ("st_james", "orange", 180, (14, 70, 200, 550, 750, 950)),
    18: ("tennessee", "orange", 180, (14, 70, 200, 550, 750, 950)),
    19: ("new_york", "orange", 200, (16, 80, 220, 600, 800, 1000)),
    21: ("kentucky", "red", 220, (18, 90, 250, 700, 875, 1050)),
    23: ("indiana", "red", 220, (18, 90, 250, 700, 875, 1050)),
    24: ("illinois", "red", 240, (20, 100, 300, 750, 925, 1100)),
    26: ("atlantic", "yellow", 260, (22, 110, 330, 800, 975, 1150)),
    27: ("ventnor", "yellow", 260, (22, 110, 330, 800, 975, 1150)),
    29: ("marvin_gardens", "yellow", 280, (24, 120, 360, 850, 1025, 1200)),
    31: ("pacific", "green", 300, (26, 130, 390, 900, 1100, 1275)),
    32: ("north_carolina", "green", 300, (26, 130, 390, 900, 1100, 1275)),
    34: ("pennsylvania_ave", "green", 320, (28, 150, 450, 1000, 1200, 1400)),
    37: ("park_place", "dark_blue", 350, (35, 175, 500, 1100, 1300, 1500)),
    39: ("boardwalk", "dark_blue", 400, (50, 200, 600, 1400, 1700, 2000)),
}
_RAILROADS = {5: "reading_rr", 15: "pennsylvania_rr", 25: "b_and_o_rr", 35: "short_line"}
_UTILITIES = {12: "electric_company", 28: "water_works"}
_OTHERS = {
    0: ("go", "go"), 2: ("community_chest", "chest"), 4: ("income_tax", "income_tax"),
    7: ("chance", "chance"), 10: ("jail", "jail"), 17: ("community_chest", "chest"),
    20: ("free_parking", "parking"), 22: ("chance", "chance"), 30: ("go_to_jail", "go_to_jail"),
    33: ("community_chest", "chest"), 36: ("chance", "chance"), 38: ("luxury_tax", "luxury_tax"),
}

RAILROAD_RENT = (25, 50, 100, 200)  # by number of railroads the owner has
UTILITY_MULTIPLIER = (4, 10)  # times the dice, by number of utilities owned
LUXURY_TAX = 100
INCOME_TAX_FLAT = 200
INCOME_TAX_PERCENT = 10
SALARY = 200
JAIL_FINE = 50
JAIL_SQUARE = 10
GO_TO_JAIL_SQUARE = 30
START_CASH = 1500


def _square(index: int) -> dict:
    if index in _STREETS:
        key, group, price, rents = _STREETS[index]
        return {"index": index, "key": key, "kind": "street", "group": group, "price": price,
                "rents": list(rents), "house_cost": GROUP_HOUSE_COST[group], "mortgage": price // 2}
    if index in _RAILROADS:
        return {"index": index, "key": _RAILROADS[index], "kind": "railroad", "group": "railroad",
                "price": 200, "mortgage": 100, "rents": list(RAILROAD_RENT)}
    if index in _UTILITIES:
        return {"index": index, "key": _UTILITIES[index], "kind": "utility", "group": "utility",
                "price": 150, "mortgage": 75, "multipliers": list(UTILITY_MULTIPLIER)}
    key, kind = _OTHERS[index]
    return {"index": index, "key": key, "kind": kind}


SQUARES = [_square(i) for i in range(40)]
PROPERTY_KINDS = ("street", "railroad", "utility")
PROPERTIES = [sq["index"] for sq in SQUARES if sq["kind"] in PROPERTY_KINDS]
GROUPS: dict[str, list[int]] = {}
for _sq in SQUARES:
    if _sq["kind"] in PROPERTY_KINDS:
        GROUPS.setdefault(_sq["group"], []).append(_sq["index"])
