"""The title deeds as printed (rules/monopoly.md "Standard data (US edition)"): every street is
bought at its printed price and charges its printed rent at every level, from bare land to a
hotel, and each colour group builds at its printed house price. The tables below are the digest's,
copied in its own words and order."""

from helpers import act, roll, two_player_game

# square: (street, price, rent unimproved / 1 / 2 / 3 / 4 houses / hotel)
PRINTED_STREETS = {
    1: ("Mediterranean Ave", 60, (2, 10, 30, 90, 160, 250)),
    3: ("Baltic Ave", 60, (4, 20, 60, 180, 320, 450)),
    6: ("Oriental Ave", 100, (6, 30, 90, 270, 400, 550)),
    8: ("Vermont Ave", 100, (6, 30, 90, 270, 400, 550)),
    9: ("Connecticut Ave", 120, (8, 40, 100, 300, 450, 600)),
    11: ("St. Charles Place", 140, (10, 50, 150, 450, 625, 750)),
    13: ("States Ave", 140, (10, 50, 150, 450, 625, 750)),
    14: ("Virginia Ave", 160, (12, 60, 180, 500, 700, 900)),
    16: ("St. James Place", 180, (14, 70, 200, 550, 750, 950)),
    18: ("Tennessee Ave", 180, (14, 70, 200, 550, 750, 950)),
    19: ("New York Ave", 200, (16, 80, 220, 600, 800, 1000)),
    21: ("Kentucky Ave", 220, (18, 90, 250, 700, 875, 1050)),
    23: ("Indiana Ave", 220, (18, 90, 250, 700, 875, 1050)),
    24: ("Illinois Ave", 240, (20, 100, 300, 750, 925, 1100)),
    26: ("Atlantic Ave", 260, (22, 110, 330, 800, 975, 1150)),
    27: ("Ventnor Ave", 260, (22, 110, 330, 800, 975, 1150)),
    29: ("Marvin Gardens", 280, (24, 120, 360, 850, 1025, 1200)),
    31: ("Pacific Ave", 300, (26, 130, 390, 900, 1100, 1275)),
    32: ("North Carolina Ave", 300, (26, 130, 390, 900, 1100, 1275)),
    34: ("Pennsylvania Ave", 320, (28, 150, 450, 1000, 1200, 1400)),
    37: ("Park Place", 350, (35, 175, 500, 1100, 1300, 1500)),
    39: ("Boardwalk", 400, (50, 200, 600, 1400, 1700, 2000)),
}
PRINTED_OTHERS = {5: 200, 15: 200, 25: 200, 35: 200, 12: 150, 28: 150}  # railroads $200, utilities $150
# colour group: its streets, house cost
PRINTED_HOUSE_COST = {
    "Brown": ((1, 3), 50), "Light blue": ((6, 8, 9), 50), "Pink": ((11, 13, 14), 100),
    "Orange": ((16, 18, 19), 100), "Red": ((21, 23, 24), 150), "Yellow": ((26, 27, 29), 150),
    "Green": ((31, 32, 34), 200), "Dark blue": ((37, 39), 200),
}


def land_on(state, square):
    """Seat 0 rolls 2 + 1 onto `square` (passing GO on the way to Mediterranean)."""
    state.players[0]["position"] = (square - 3) % 40
    roll(state, 0, 2, 1)
    assert state.players[0]["position"] == square


def test_every_deed_is_bought_at_its_printed_price():
    """Buying property: buy it at the printed price — each street, railroad and utility."""
    prices = {square: price for square, (_name, price, _rents) in PRINTED_STREETS.items()} | PRINTED_OTHERS
    for square, price in prices.items():
        state = two_player_game()
        land_on(state, square)
        before = state.players[0]["cash"]
        act(state, 0, "buy")
        assert before - state.players[0]["cash"] == price, square
        assert state.board["owner"][square] == 0


def test_every_street_charges_its_printed_rent_at_every_level():
    """Rent: pay rent as printed; Houses and hotels: rent with houses as printed. Bare land is
    owned alone (no group doubling); houses and the hotel stand on a whole colour group. The
    visitor is rich enough for a Boardwalk hotel ($2000)."""
    for square, (name, _price, rents) in PRINTED_STREETS.items():
        group = next(g for g, _cost in PRINTED_HOUSE_COST.values() if square in g)
        for level, rent in enumerate(rents):
            state = two_player_game()
            state.players[0]["cash"] = 5000
            for member in group if level else (square,):
                state.board["owner"][member] = 1
            state.board["houses"][square] = level  # 5: the hotel, the fifth level
            land_on(state, square)
            assert state.players[1]["cash"] - 1500 == rent, (name, level)


def test_every_colour_group_builds_at_its_printed_house_price():
    """Houses and hotels: houses cost the printed house price — the group's, on every street."""
    for group, (streets, cost) in PRINTED_HOUSE_COST.items():
        for street in streets:
            state = two_player_game()
            for member in streets:
                state.board["owner"][member] = 0
            act(state, 0, "build", street)
            assert state.board["houses"][street] == 1 and 1500 - state.players[0]["cash"] == cost, group
