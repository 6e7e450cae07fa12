"""The board of 搶錢一族 (docs/rules/easymoney.md "Board", "Money"): 30 shaped squares in a loop, Make
Money ($) at the lower left (square 0), the Lottery at the lower right (square 22), played
clockwise. Composition as ruled: Make Money 1, Lottery 1, Greed 2, Lucky Dice 2, Mystery Jackpot 2,
Double 8, Nothing 6, Wall Street 8. The eight pass-squares sit three or four apart, never side by
side, so one move of 2–12 passes at most four of them.
"""

UNIT = 10_000  # every amount is a whole number of 萬
BUNDLES = (100_000, 200_000, 500_000, 1_000_000)  # the four bundle values (10 notes each)
TOTAL = 72_000_000  # 40 bundles of each value: the game's money, always (rules "Money")
START_FUNDS = 3_600_000  # two bundles of each value
START_POT = 1_000_000
LOTTERY_TOP_UP = 1_000_000  # public pile -> lottery pile after a lottery win
FINE = 500_000  # an empty Double box on Double or Nothing; a non-winner's final lottery share
MAKE_MONEY_PASS, MAKE_MONEY_STOP = 1_000_000, 2_000_000  # stopping pays 2M instead (#7)
STEP_PAY = 100_000  # Greed, the no-money rule, 2/3/11/12 in Lucky Dice: per point

# Types C, D, E, G, H act when the token passes over or stops on them; A, B, F only on a stop.
PASS_KINDS = frozenset({"make_money", "lottery", "greed", "lucky", "mystery"})
STOP_KINDS = frozenset({"double", "nothing", "wall_street"})

_LAYOUT = {
    0: "make_money", 4: "mystery", 8: "lucky", 11: "greed", 15: "mystery", 19: "lucky", 22: "lottery",
    26: "greed",
    1: "double", 5: "double", 7: "double", 12: "double", 16: "double", 20: "double", 24: "double", 27: "double",
    2: "wall_street", 6: "wall_street", 10: "wall_street", 13: "wall_street", 17: "wall_street",
    21: "wall_street", 25: "wall_street", 28: "wall_street",
    3: "nothing", 9: "nothing", 14: "nothing", 18: "nothing", 23: "nothing", 29: "nothing",
}
LETTER = {"double": "A", "nothing": "B", "make_money": "C", "lottery": "D", "greed": "E",
          "wall_street": "F", "lucky": "G", "mystery": "H"}

SQUARES = [{"index": i, "kind": _LAYOUT[i], "key": _LAYOUT[i], "letter": LETTER[_LAYOUT[i]],
            "acts": "pass" if _LAYOUT[i] in PASS_KINDS else "stop"} for i in range(30)]
SIZE = len(SQUARES)
LOTTERY_SQUARE = 22


def stake_options(funds: int) -> list[tuple]:
    """Every stake of one or two bundles that `funds` can cover, as (a,) or (a, b) with a >= b
    (rules "Money": a stake is one or two bundle values, not over own funds, #3)."""
    found = [(a,) for a in BUNDLES if a <= funds]
    found += [(a, b) for i, a in enumerate(BUNDLES) for b in BUNDLES[: i + 1] if a + b <= funds]
    return found


def has_funds(funds: int) -> bool:
    """Clarification 4: below the smallest bundle counts as no own funds at all."""
    return funds >= BUNDLES[0]
